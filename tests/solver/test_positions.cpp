// solver/positions.h helpers against the search they stand in for.
#include <doctest/doctest.h>

#include "reference.h"
#include "solver/dd.h"
#include "solver/positions.h"

TEST_CASE("side_sure_of_a_trick: whenever it says sure, the search agrees the side takes a trick") {
  // Random positions of every team call type at every stage (whole hand to the last trick,
  // inside a trick too). The reference is the exact yes/no search "the max side takes at least
  // one trick" (level L2 with no points needed).
  solver::DoubleDummy dd;
  const ref::Want wants[] = {ref::Want::kAce, ref::Want::kTen, ref::Want::kUnknown,
                             ref::Want::kAlone};
  const solver::Level one_trick{0, 0, false, true};
  int sure = 0;
  int sure_not_top = 0;  // sure without holding the highest trump (the j > 1 case)
  int not_sure_but_takes = 0;
  int takes_none = 0;
  int positions = 0;
  for (std::uint64_t seed = 1; positions < 1500 && seed < 100000; ++seed) {
    const ref::Want want = wants[seed % 4];
    auto h = ref::random_hand(engine::SheepsheadRules{}, seed * 104729, want);
    if (!h) continue;
    engine::Rng rng(seed);
    const int tricks_left = 1 + static_cast<int>(rng.below(5));  // 1..5 of 6 tricks
    ref::play_random(*h, rng, tricks_left, static_cast<int>(rng.below(5)));
    if (h->phase() != engine::Phase::kPlay) continue;
    solver::Position pos = solver::sheepshead_position(*h);
    // Count only tricks still to come: a side that already has one is not an interesting case.
    bool has_trick = false;
    for (int q = 0; q < 5; ++q) {
      if ((pos.objective.max_side >> q & 1) && pos.state.tricks_won[static_cast<std::size_t>(q)]) {
        has_trick = true;
      }
    }
    if (has_trick) continue;
    ++positions;
    pos.objective.base_points = 0;
    const bool takes = dd.reach(pos, one_trick);
    if (!takes) ++takes_none;
    if (solver::side_sure_of_a_trick(pos)) {
      ++sure;
      INFO("seed " << seed);
      CHECK(takes);
      // Does the side hold the highest trump still in play?
      const engine::ContractTable& t = pos.rules.table;
      engine::CardMask in_play = 0;
      for (int q = 0; q < 5; ++q) in_play |= pos.state.hands[static_cast<std::size_t>(q)];
      for (int i = 0; i < pos.state.trick_size; ++i) {
        in_play |= engine::bit(pos.state.trick[static_cast<std::size_t>(i)]);
      }
      const std::vector<engine::Card> trumps = solver::power_order(t, in_play & t.trumps());
      bool top = false;
      for (int q = 0; q < 5; ++q) {
        if ((pos.objective.max_side >> q & 1) && !trumps.empty() &&
            engine::has(pos.state.hands[static_cast<std::size_t>(q)], trumps.front())) {
          top = true;
        }
      }
      if (!top) ++sure_not_top;
    } else if (takes) {
      ++not_sure_but_takes;
    }
  }
  CHECK(positions == 1500);
  // Every branch was exercised: sure with and without the top trump, a side that takes a trick
  // without the rule seeing it, and a side that takes none.
  CHECK(sure > 100);
  CHECK(sure_not_top > 20);
  CHECK(not_sure_but_takes > 20);
  CHECK(takes_none > 20);
  MESSAGE("sure ", sure, " (", sure_not_top, " without the top trump), not sure but takes ",
          not_sure_but_takes, ", takes none ", takes_none, " of ", positions);
}

TEST_CASE("sheepshead_levels: three and four seats pay the lone picker one D per defender") {
  // SS-10.1 rows (D = 3, 2, 1, -2, -4, -6 with the double on the bump) times the picker's share
  // (SS-10.3, SS-14.2): 2 with a partner, alone 4 at five seats, 3 at four, 2 at three.
  const std::vector<int> d = {3, 2, 1, -2, -4, -6};
  for (int seats : {3, 4, 5}) {
    engine::SheepsheadRules r;
    r.players = seats;
    CAPTURE(seats);
    CHECK(solver::sheepshead_picker_share(r, true) == seats - 1);
    CHECK(solver::sheepshead_picker_share(r, false) == 2);
    for (int mult : {1, 4}) {
      const std::vector<solver::Level> lv = solver::sheepshead_levels(r, true, mult);
      REQUIRE(lv.size() == d.size());
      for (std::size_t i = 0; i < d.size(); ++i) {
        CAPTURE(i);
        CHECK(lv[i].units == d[i] * (seats - 1) * mult);
      }
    }
  }
}
