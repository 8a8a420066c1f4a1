// The solver on whole deals against the memoised minimax without pruning (reference.h), and
// with a tiny table that is overwritten all the time.
#include <doctest/doctest.h>

#include "reference.h"
#include "solver/bench.h"
#include "solver/dd.h"
#include "solver/positions.h"

namespace {

// Two per-card solves of one position agree on the value and every card's.
void check_same_values(const solver::SolveResult& a, const solver::SolveResult& b) {
  CHECK(a.points == b.points);
  CHECK(a.units == b.units);
  REQUIRE(a.moves.size() == b.moves.size());
  for (std::size_t k = 0; k < a.moves.size(); ++k) {
    CHECK(a.moves[k].card == b.moves[k].card);
    CHECK(a.moves[k].points == b.moves[k].points);
    CHECK(a.moves[k].units == b.moves[k].units);
  }
}

// Calls f(seed, hand, k) for the first `count` random Sheepshead hands of seeds `stride` apart,
// the ace, alone, unknown and ten calls in turn (k counts from 0); returns how many it found.
template <class F>
int for_random_hands(int count, std::uint64_t stride, F f) {
  const ref::Want wants[] = {ref::Want::kAce, ref::Want::kAlone, ref::Want::kUnknown,
                             ref::Want::kTen};
  int done = 0;
  for (std::uint64_t seed = 1; done < count && seed < 1000; ++seed) {
    auto h = ref::random_hand(engine::SheepsheadRules{}, seed * stride, wants[seed % 4]);
    if (!h) continue;
    f(seed, *h, done);
    ++done;
  }
  return done;
}

}  // namespace

TEST_CASE("solver equals a plain memoised minimax on full deals from the opening lead") {
  // 50 deals. A full-valued minimax without pruning takes about ten seconds per 30-card deal
  // here (millions of trick-boundary positions), so the reference answers the two yes/no
  // questions that pin the value, "at least v?" and "at least v + 1?", by plain boolean
  // minimax memoised at trick boundaries (reference.h).
  solver::DoubleDummy dd;
  solver::SolverOptions tiny_options;
  tiny_options.tt_bytes = 4096;
  solver::DoubleDummy tiny(tiny_options);
  const int done = for_random_hands(50, 104729, [&](std::uint64_t seed, const auto& h, int k) {
    ref::Walker w = ref::walker_for(h);
    solver::Position pos = solver::sheepshead_position(h);
    const int value = dd.solve(pos, false).points;
    const int future = value - w.final_side_points();
    INFO("seed " << seed << ", solver value " << value);
    CHECK(w.reach(future));
    CHECK_FALSE(w.reach(future + 1));
    if (k < 5) CHECK(tiny.solve(pos, false).points == value);
  });
  CHECK(done == 50);
}

TEST_CASE("relative table keys: every card's value as with exact keys, in fewer nodes") {
  // Relative keys rename equal-point neighbours (queens, jacks, 9-8-7 of a suit) among the
  // cards still out; the values must not change. Full deals from the opening lead, every
  // first-lead card valued, a fresh table per deal for both.
  solver::SolverOptions exact_options;
  exact_options.relative_keys = false;
  std::uint64_t nodes_relative = 0;
  std::uint64_t nodes_exact = 0;
  for (int i = 0; i < 12; ++i) {
    const solver::Position pos = solver::sheepshead_position(solver::bench_sheepshead_deal(i));
    solver::DoubleDummy relative;
    solver::DoubleDummy exact(exact_options);
    const solver::SolveResult a = relative.solve(pos, true);
    const solver::SolveResult b = exact.solve(pos, true);
    INFO("bench deal " << i);
    check_same_values(a, b);
    nodes_relative += a.nodes;
    nodes_exact += b.nodes;
  }
  CHECK(nodes_relative < nodes_exact);
}

TEST_CASE("first guesses change the passes, never the values (bench --oracle)") {
  // solve_from_guesses with each card's exact value, with guesses far below and far above it
  // and with random ones gives solve's values for every card; the exact guesses (the bench's
  // oracle) search fewer nodes than the usual guesses over these deals.
  solver::DoubleDummy oracle;
  std::uint64_t usual_nodes = 0;
  std::uint64_t exact_nodes = 0;
  engine::Rng rng(7);
  const int done = for_random_hands(12, 7727, [&](std::uint64_t seed, const auto& h, int) {
    const solver::Position pos = solver::sheepshead_position(h);
    solver::DoubleDummy usual;
    const solver::SolveResult want = usual.solve(pos, true);
    usual_nodes += want.nodes;
    REQUIRE(want.complete);
    std::vector<solver::MoveValue> exact = oracle.solve(pos, true).moves;
    std::vector<std::vector<solver::MoveValue>> tries(4, exact);
    for (std::size_t i = 0; i < exact.size(); ++i) {
      tries[1][i].points = 0;
      tries[2][i].points = 200;
      tries[3][i].points = static_cast<int>(rng.below(121));
    }
    for (std::size_t k = 0; k < tries.size(); ++k) {
      solver::DoubleDummy dd;
      const solver::SolveResult got = dd.solve_from_guesses(pos, tries[k]);
      if (k == 0) exact_nodes += got.nodes;
      INFO("seed " << seed << ", guesses " << k);
      check_same_values(got, want);
    }
  });
  CHECK(done == 12);
  CHECK(exact_nodes < usual_nodes);
}

TEST_CASE("solver equals the memoised minimax four and five tricks from the end, every card") {
  // 1,000 positions of the team calls four or five tricks from the end, some in the middle of
  // a trick: the value (from a per-card solve and from a value-only one, whose search starts
  // on the whole-trick path at a boundary) and every card's value, each pinned by the
  // memoised boolean minimax ("at least v?" yes, "at least v + 1?" no). Here the search plays
  // several tricks in a row on its whole-trick path; test_dd.cpp's endgames of three tricks or
  // fewer play at most one. A dominance rule for a follower's cards that wrongly counted on a
  // mate to overtake failed 31 checks here and none there.
  solver::DoubleDummy dd;
  solver::DoubleDummy value_only;
  const ref::Want wants[] = {ref::Want::kAce, ref::Want::kAlone, ref::Want::kUnknown,
                             ref::Want::kTen};
  int positions = 0;
  int cards = 0;
  for (std::uint64_t seed = 1; positions < 1000 && seed < 20000; ++seed) {
    // Half of them under the 1988 preset, whose ten call makes the picker hold the ace back.
    const engine::SheepsheadRules rules =
        (seed / 4) % 2 ? *engine::sheepshead_preset("sheepshead_1988") : engine::SheepsheadRules{};
    auto h = ref::random_hand(rules, seed * 6007, wants[seed % 4]);
    if (!h) continue;
    engine::Rng rng(seed);
    ref::play_random(*h, rng, 4 + static_cast<int>(rng.below(2)), static_cast<int>(rng.below(3)));
    if (h->phase() != engine::Phase::kPlay) continue;
    const solver::Position pos = solver::sheepshead_position(*h);
    const solver::SolveResult res = dd.solve(pos, true);
    REQUIRE(res.complete);
    ref::Walker w = ref::walker_for(*h);
    INFO("seed " << seed << ", value " << res.points);
    CHECK(value_only.solve(pos, false).points == res.points);
    CHECK(w.reach(res.points - w.final_side_points()));
    CHECK_FALSE(w.reach(res.points - w.final_side_points() + 1));
    for (const solver::MoveValue& mv : res.moves) {
      engine::PlayUndo u;
      w.make(mv.card, u);
      INFO("card " << engine::card_code(mv.card) << ", value " << mv.points);
      CHECK(w.reach(mv.points - w.final_side_points()));
      CHECK_FALSE(w.reach(mv.points - w.final_side_points() + 1));
      w.unmake(mv.card, u);
      ++cards;
    }
    ++positions;
  }
  CHECK(positions == 1000);
  CHECK(cards > 2500);
}
