// The solver on whole deals against the memoised minimax without pruning (reference.h), and
// with a tiny table that is overwritten all the time.
#include <doctest/doctest.h>

#include "reference.h"
#include "solver/bench.h"
#include "solver/dd.h"
#include "solver/positions.h"

TEST_CASE("solver equals a plain memoised minimax on full deals from the opening lead") {
  // 50 deals. A full-valued minimax without pruning takes about ten seconds per 30-card deal
  // here (millions of trick-boundary positions), so the reference answers the two yes/no
  // questions that pin the value, "at least v?" and "at least v + 1?", by plain boolean
  // minimax memoised at trick boundaries (reference.h).
  solver::DoubleDummy dd;
  solver::SolverOptions tiny_options;
  tiny_options.tt_bytes = 4096;
  solver::DoubleDummy tiny(tiny_options);
  const ref::Want wants[] = {ref::Want::kAce, ref::Want::kAlone, ref::Want::kUnknown,
                             ref::Want::kTen};
  int done = 0;
  for (std::uint64_t seed = 1; done < 50 && seed < 1000; ++seed) {
    auto h = ref::random_hand(engine::SheepsheadRules{}, seed * 104729, wants[seed % 4]);
    if (!h) continue;
    ref::Walker w = ref::walker_for(*h);
    solver::Position pos = solver::sheepshead_position(*h);
    const int value = dd.solve(pos, false).points;
    const int future = value - w.final_side_points();
    INFO("seed " << seed << ", solver value " << value);
    CHECK(w.reach(future));
    CHECK_FALSE(w.reach(future + 1));
    if (done < 5) CHECK(tiny.solve(pos, false).points == value);
    ++done;
  }
  CHECK(done == 50);
}
