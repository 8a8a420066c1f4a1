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
  CHECK(r.nodes == 24945260);
}
