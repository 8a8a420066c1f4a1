// `schmier bench` node count, pinned: any change of search behaviour must update it on purpose
// (and say why in the commit). The bench is single-threaded and deterministic.
#include <doctest/doctest.h>

#include "solver/bench.h"

TEST_CASE("bench: the default suite searches a pinned number of nodes") {
  const solver::BenchResult r = solver::run_bench(solver::BenchOptions{});
  REQUIRE(r.suites.size() == 4);
  CHECK(r.suites[0].seconds.size() == 60);
  CHECK(r.suites[1].seconds.size() == 60);
  CHECK(r.suites[2].seconds.size() == 8);
  CHECK(r.suites[3].seconds.size() == 8);
  CHECK(r.nodes == 7610083);
}

TEST_CASE("bench --oracle: the same suites, each card searched from its exact value") {
  // The oracle's guesses are the best a guess policy can give: fewer nodes in every suite.
  solver::BenchOptions opt;
  opt.deals = 3;
  opt.hands = 1;
  opt.schafkopf = 1;
  const solver::BenchResult usual = solver::run_bench(opt);
  opt.oracle = true;
  const solver::BenchResult oracle = solver::run_bench(opt);
  REQUIRE(oracle.suites.size() == usual.suites.size());
  for (std::size_t i = 0; i < usual.suites.size(); ++i) {
    INFO(usual.suites[i].name);
    CHECK(oracle.suites[i].seconds.size() == usual.suites[i].seconds.size());
    CHECK(oracle.suites[i].nodes < usual.suites[i].nodes);
  }
}
