// Self-play in duplicate: computer players against each other on the same deals with the seats
// rotated, so that the luck of the cards cancels (`schmier selfplay`).
//
// For every deal (seeded from the run's seed and the deal's number) the hand is played once per
// rotation r = 0..seats-1, seat s holding player type players[((s + r) % seats) % players.size()]:
// over the rotations of one deal every seat is played by the same line-up shifted round the
// table. The report gives, per player type, the mean units won per seat-hand it played with a
// 95% confidence interval (the deal is the sample unit: the rotations of one deal are averaged
// into one observation per type, so the luck of the deal cancels), the seconds per decision,
// and the number of hands. Two configurations with the same strength are distinct types.
// Sweep (two seats): every deal is played twice with the seats swapped (the same deck), and a
// seat-hand's units are the seat's margin, its SW-17 points minus the opponent's.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "solver/players.h"

namespace solver {

struct SelfplayOptions {
  engine::Game game{};
  std::string preset = "sheepshead";  // or "sheepshead_1988", "schafkopf", "sweep", ...
  int deals = 100;                    // deals; hands played = deals * seats
  std::uint64_t seed = 1;
  std::vector<BotConfig> players;  // player types, assigned to seats in rotation (>= 1)
  int threads = 1;                 // deals are played in parallel; results do not depend on it
};

struct PlayerTypeStats {
  std::string name;           // "heuristic", "strong"
  long long hands = 0;        // seat-hands played by this type (a hand has 5 or 4 seat-hands)
  double units_per_hand = 0;  // mean units won per seat-hand
  double ci95 = 0;            // half-width of the 95% confidence interval
  long long decisions = 0;
  double seconds_per_decision = 0;  // mean wall time per decision (max over types is the slow one)
  double max_seconds_per_decision = 0;
};

struct SelfplayReport {
  int deals = 0;
  long long hands = 0;  // deals * seats (thrown-in hands included)
  std::vector<PlayerTypeStats> types;
  double seconds = 0;
  std::string error;  // non-empty: the run could not be made (bad preset, no players, ...)
};

// Called after every deal with (deals done, deals total); with several threads it is called
// from the worker threads, one call at a time, `done` counting up by one.
using SelfplayProgress = std::function<void(int, int)>;

SelfplayReport run_selfplay(const SelfplayOptions& options, const SelfplayProgress& progress = {});

}  // namespace solver
