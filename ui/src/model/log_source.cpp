#include "ui/log_source.h"

#include <filesystem>

#include "board_games.h"
#include "engine/deal_log.h"

namespace ui {
namespace {

using engine::CardMask;

std::vector<std::string> lines(const std::vector<engine::LogError>& errors) {
  std::vector<std::string> out;
  out.reserve(errors.size());
  for (const auto& e : errors) out.push_back(engine::format_error(e));
  return out;
}

}  // namespace

CardMask mask_of(const std::vector<engine::Card>& cards) {
  CardMask m = 0;
  for (const engine::Card c : cards) {
    if (c < engine::kNumCards) m |= engine::bit(c);
  }
  return m;
}

std::array<CardMask, engine::kMaxPlayers> known_hands(const engine::DealLog& log, int seats) {
  std::array<CardMask, engine::kMaxPlayers> h{};
  for (int s = 0; s < seats; ++s) {
    const auto si = static_cast<std::size_t>(s);
    if (si < log.hands.size() && log.hands[si]) h[si] = mask_of(*log.hands[si]);
  }
  for (std::size_t i = 0; i < log.plays.size() && i < log.play_seat.size(); ++i) {
    if (log.play_seat[i] < seats) h[log.play_seat[i]] |= engine::bit(log.plays[i]);
  }
  return h;
}

LoadedDeal replay_from_log(const engine::DealLog& log, std::string source) {
  LoadedDeal out;
  std::string error;
  const BoardGame& game = board_game(log.game);
  std::optional<ReplayDeal> d =
      game.trick_deal ? game.trick_deal(log, error) : std::optional<ReplayDeal>();
  if (!d) {
    out.errors.push_back(error.empty() ? "the hand cannot be replayed" : error);
    return out;
  }
  d->players = log.players;
  d->plays = log.plays;
  d->source = std::move(source);
  d->viewer = log.viewer.value_or(-1);
  d->log = std::make_shared<const engine::DealLog>(log);
  out.deal = std::move(d);
  return out;
}

LoadedDeal load_replay_file(const std::string& path) {
  engine::LoadResult loaded = engine::load_deal_log_file(path);
  if (!loaded.log) {
    LoadedDeal out;
    out.errors = lines(loaded.errors);
    if (out.errors.empty()) out.errors.push_back("the file could not be read as a deal log");
    return out;
  }
  std::string source = std::filesystem::path(path).filename().string();
  if (const BoardGame& game = board_game(loaded.log->game); game.own_board) {
    LoadedDeal out = game.own_board(*loaded.log, std::move(source));
    if (out.errors.empty()) out.warnings = lines(loaded.warnings);
    return out;
  }
  LoadedDeal replay = replay_from_log(*loaded.log, std::move(source));
  replay.warnings = lines(loaded.warnings);
  return replay;
}

}  // namespace ui
