// The solver benchmark (`schmier bench`): a fixed suite of positions, solved on one thread.
//
// The suites are generated from fixed seeds by fixed, simple rules (below), so they are the
// same on every machine and every run; `Nodes searched` over all suites is pinned by a test so
// that any change of search behaviour is deliberate. Times are the timed solver's solves only
// (a hand's: the sum of its decisions' solves).
//
// With `oracle`, every suite is solved the same way except that each card's search starts
// from the card's exact value: its node counts are the floor for the solver's first guesses
// (how each card's value is found by null-window passes, trick/dd/ team_points).
//
// * sheepshead-full: full deals from the opening lead; the value and every first-lead card.
//   Auction: the first seat from the dealer's left holding at least four trumps picks (else
//   the seat with the most trumps, the dealer's left winning ties); bury: the two fail non-aces
//   with the most points (then the lowest trumps); call: the first legal ace call, else the
//   first other legal call.
// * sheepshead-mid: the same deals after 7, 13 and 18 plays of the solver's own best cards.
// * sheepshead-hand: every decision of a whole hand (every legal card valued at each of the 30
//   plays, the solver's best card played), per hand.
// * schafkopf-full: long-deck Schafkopf deals from the opening lead; value and every first-lead
//   card. Contract: the seat (from forehand) with the most Sauspiel trumps that can call an ace
//   plays a Sauspiel calling the first callable ace (Eichel, Gras, Schellen); deals where nobody
//   can call are skipped.
// * sweep-full, sweep-mid, sweep-last: Sweep hands and their later rounds (solver/sweep/bench.h;
//   `oracle` does not apply to them).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "solver/dd.h"

namespace solver {

struct BenchSuiteResult {
  std::string name;
  std::string what;
  std::vector<double> seconds;            // per item
  std::vector<std::uint64_t> item_nodes;  // per item
  std::uint64_t nodes = 0;
  SearchStats stats;  // the timed solver's counts over the suite (SearchStats::enabled)
};

struct BenchResult {
  std::vector<BenchSuiteResult> suites;
  std::uint64_t nodes = 0;
  double seconds = 0;  // the timed solves' (the suites' items') total
};

// A Sheepshead hand of the suite, in play before the opening lead (deterministic in `index`).
engine::SheepsheadHand bench_sheepshead_deal(int index);

// A Schafkopf deal of the suite (the index-th deal with a possible Sauspiel), in play before
// the opening lead: the rules, contract, setup, dealt hands and state.
struct SchafkopfBenchDeal {
  engine::SchafkopfRules rules;
  engine::SkContract contract;
  engine::SkSetup setup;
  std::array<engine::CardMask, engine::kSchafkopfSeats> dealt{};
  engine::PlayState state;
};
SchafkopfBenchDeal bench_schafkopf_deal(int index);

struct BenchOptions {
  int deals = 60;     // sheepshead-full deals (mid uses the first third of them)
  int hands = 8;      // sheepshead-hand hands
  int schafkopf = 8;  // schafkopf-full deals
  int sweep = 2;      // sweep-full hands (sweep-mid and sweep-last: their later rounds)
  std::size_t tt_bytes = std::size_t{64} << 20;
  // Every per-card search starts from the card's exact value (DoubleDummy::solve_from_guesses,
  // the values from a separate solver whose time and nodes are not counted): the node counts
  // are then the floor that any first-guess policy could reach with this search.
  bool oracle = false;
};

// Runs every suite; `progress` (may be empty) is told each suite's name as it starts.
BenchResult run_bench(const BenchOptions& options,
                      const std::function<void(const std::string&)>& progress = {});

// "median 0.41 ms, p90 0.90 ms, max 2.10 ms" style figures over a list of seconds.
double percentile(std::vector<double> v, double q);

}  // namespace solver
