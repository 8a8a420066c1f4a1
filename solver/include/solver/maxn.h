// "Each seat plays for its own result" (max-n): the model of the Ramsch grades (ANALYSIS.md §9),
// where everyone plays alone. With every hand visible, the seat to move picks the card whose
// continuation, played the same way by everyone, gives it the best own settlement; among equal
// settlements the fewest own card points (the safety margin a Ramsch player keeps), then the first
// card in the engine's card order. Unlike the paranoid bound (every other seat against the mover)
// this is a forecast of how self-interested players play.
//
// Plain exhaustive search (no pruning: max-n admits none that keeps the tie rules exact); cards of
// one seat that are interchangeable (same effective suit and points, no card of anyone else and no
// card of the current trick between them in power) are searched once, which changes no value.
// Meant for the last tricks (up to 16 cards in the hands: at most (4!)^4 lines).
#pragma once

#include <array>
#include <cstdint>
#include <functional>

#include "engine/play.h"
#include "engine/schafkopf.h"

namespace solver {

// The settlement of a finished play state, per seat.
using SeatUnits = std::array<int, engine::kMaxPlayers>;
using SettleFn = std::function<SeatUnits(const engine::PlayState& finished)>;

struct MaxnOutcome {
  SeatUnits units{};                              // every seat's settlement
  std::array<int, engine::kMaxPlayers> points{};  // every seat's card points at the end
  std::uint64_t nodes = 0;                        // positions visited
};

MaxnOutcome maxn_solve(const engine::PlayRules& rules, const engine::PlayState& state,
                       const SettleFn& settle);

// The Ramsch settlement (engine::schafkopf_settle) as a SettleFn.
SettleFn ramsch_settle(const engine::SchafkopfRules& rules, const engine::SkContract& ramsch,
                       int doublings);

}  // namespace solver
