// `schmier bench` node count, pinned: any change of search behaviour must update it on purpose
// (and say why in the commit). The bench is single-threaded and deterministic.
#include <doctest/doctest.h>

#include <cstdint>

#include "solver/bench.h"

namespace {

// A few items of every suite.
solver::BenchOptions small_suite() {
  solver::BenchOptions opt;
  opt.deals = 3;
  opt.hands = 1;
  opt.schafkopf = 1;
  opt.sweep = 1;
  return opt;
}

}  // namespace

TEST_CASE("bench: the default suite searches a pinned number of nodes") {
  const solver::BenchResult r = solver::run_bench(solver::BenchOptions{});
  REQUIRE(r.suites.size() == 7);
  CHECK(r.suites[0].seconds.size() == 60);
  CHECK(r.suites[1].seconds.size() == 60);
  CHECK(r.suites[2].seconds.size() == 8);
  CHECK(r.suites[3].seconds.size() == 8);
  // Sweep: the hands, then their rounds 2 and 3, then their last rounds.
  const int sweep_hands = solver::BenchOptions{}.sweep;
  CHECK(r.suites[4].name == "sweep-full");
  CHECK(r.suites[4].seconds.size() == static_cast<std::size_t>(sweep_hands));
  CHECK(r.suites[5].seconds.size() == static_cast<std::size_t>(2 * sweep_hands));
  CHECK(r.suites[6].seconds.size() == static_cast<std::size_t>(sweep_hands));
  CHECK(r.nodes == 13772977);
}

TEST_CASE("bench --oracle: the same suites, each card searched from its exact value") {
  // The oracle's guesses are the best a guess policy can give: fewer nodes in every suite.
  solver::BenchOptions opt = small_suite();
  const solver::BenchResult usual = solver::run_bench(opt);
  opt.oracle = true;
  const solver::BenchResult oracle = solver::run_bench(opt);
  REQUIRE(oracle.suites.size() == usual.suites.size());
  for (std::size_t i = 0; i < usual.suites.size(); ++i) {
    INFO(usual.suites[i].name);
    CHECK(oracle.suites[i].seconds.size() == usual.suites[i].seconds.size());
    if (usual.suites[i].name.starts_with("sweep")) {
      CHECK(oracle.suites[i].nodes == usual.suites[i].nodes);  // the oracle is not Sweep's
    } else {
      CHECK(oracle.suites[i].nodes < usual.suites[i].nodes);
    }
  }
}

TEST_CASE("bench --items and --stats: the per-item and per-trick counts add up to the nodes") {
  const solver::BenchResult r = solver::run_bench(small_suite());
  for (const solver::BenchSuiteResult& s : r.suites) {
    INFO(s.name);
    REQUIRE(s.item_nodes.size() == s.seconds.size());
    std::uint64_t items = 0;
    for (std::uint64_t n : s.item_nodes) items += n;
    CHECK(items == s.nodes);
    const solver::SearchStats& st = s.stats;
    std::uint64_t counted = 0;
    for (const auto& trick : st.nodes) {
      for (std::uint64_t n : trick) counted += n;
    }
    std::uint64_t visits = 0;
    for (const solver::SearchStats::Boundary& b : st.boundaries) {
      // Every visit ends one way: settled by the points, cut by the table or by the side's
      // sure points, or expanded; and it found its position in the table or did not.
      CHECK(b.visits == b.settled_by_points + b.table_cuts + b.sure_cuts + b.expanded);
      CHECK(b.visits == b.settled_by_points + b.table_hits + b.new_positions);
      CHECK(b.table_hits == b.table_cuts + b.expanded_again);
      visits += b.visits;
    }
    if (st.enabled) {  // a build configured with SCHMIER_SOLVER_STATS (CI's sanitizer build)
      CHECK(counted == s.nodes);
      // Only a full deal's search reaches the first trick's cards after the lead.
      const bool from_lead = s.name != "sheepshead-mid";
      CHECK((st.nodes[0][1] > 0) == from_lead);
      CHECK(visits > 0);
    } else {
      CHECK(counted == 0);
      CHECK(visits == 0);
    }
  }
}
