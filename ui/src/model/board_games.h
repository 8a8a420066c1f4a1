// The board's per-game parts, one entry a game: how a validated deal log (DEAL_LOG.md) becomes
// what the analyzer's board shows. Each game's part lives in its wing (ui/src/model/<game>/);
// board_games.cpp is the one file that lists them. log_source.cpp loads through this table.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "engine/deal_log.h"
#include "ui/log_source.h"

namespace ui {

struct BoardGame {
  // A trick game's replay of the log (the hands as far as known, the contract in words); empty
  // with `error` set when the log cannot be replayed. Null for a game with a board of its own.
  std::optional<ReplayDeal> (*trick_deal)(const engine::DealLog& log, std::string& error) = nullptr;
  // A game with a board of its own (Sweep): the whole load, the source's name given.
  LoadedDeal (*own_board)(const engine::DealLog& log, std::string source) = nullptr;
};

// The entry of `game`; every game the deal log knows has one.
const BoardGame& board_game(engine::Game game);

// The wings' parts (ui/src/model/<game>/log_source.cpp), as BoardGame describes them.
std::optional<ReplayDeal> sheepshead_trick_deal(const engine::DealLog& log, std::string& error);
std::optional<ReplayDeal> schafkopf_trick_deal(const engine::DealLog& log, std::string& error);
LoadedDeal sweep_own_board(const engine::DealLog& log, std::string source);

// Shared by the trick games' wings: a card list as a mask, and each seat's cards as far as the
// log tells: `hands` plus what the seat played (DEAL_LOG.md).
engine::CardMask mask_of(const std::vector<engine::Card>& cards);
std::array<engine::CardMask, engine::kMaxPlayers> known_hands(const engine::DealLog& log,
                                                              int seats);

}  // namespace ui
