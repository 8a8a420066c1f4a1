// The double-dummy solver against slow, obviously correct references (issue: correctness).
#include <doctest/doctest.h>

#include <map>

#include "reference.h"
#include "solver/dd.h"
#include "solver/positions.h"

namespace {

using engine::SheepsheadRules;
using ref::Want;

SheepsheadRules rules_variant(int k) {
  SheepsheadRules r;
  switch (k % 4) {
    case 0:
      break;
    case 1:
      r = *engine::sheepshead_preset("sheepshead_1988");
      break;
    case 2:
      r.trump_suit = engine::Suit::kClubs;
      r.double_on_bump = false;
      break;
    case 3:
      r.under_lead_allowed = false;
      r.leaster_blind =
          (k / 4) % 2 ? engine::LeasterBlind::kLastTrick : engine::LeasterBlind::kFirstTrick;
      break;
  }
  return r;
}

// Compares the solver (value and every per-card value) with the plain minimax.
void check_against_plain(solver::DoubleDummy& dd, const engine::SheepsheadHand& h,
                         std::map<std::string, int>& coverage, const std::string& label) {
  solver::Position pos = solver::sheepshead_position(h);
  solver::SolveResult res = dd.solve(pos, true);
  REQUIRE(res.complete);
  ref::Walker w = ref::walker_for(h);
  INFO(label);
  CHECK(res.points == w.plain_points());
  CHECK(res.units == w.plain_units());
  std::vector<engine::Card> order = solver::power_order(pos.rules.table, h.legal_cards());
  REQUIRE(res.moves.size() == order.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    CHECK(res.moves[i].card == order[i]);
    engine::PlayUndo u;
    w.make(order[i], u);
    INFO("card " << engine::card_code(order[i]));
    CHECK(res.moves[i].points == w.plain_points());
    CHECK(res.moves[i].units == w.plain_units());
    w.unmake(order[i], u);
  }
  coverage[label]++;
}

}  // namespace

TEST_CASE("solver equals plain minimax on random endgames of every call type (<= 3 tricks)") {
  // 2,400 positions: every call type, the leaster and the 1988 preset; TT normal and tiny.
  std::map<std::string, int> coverage;
  solver::DoubleDummy dd;
  solver::SolverOptions tiny;
  tiny.tt_bytes = 4096;  // a few buckets: constantly overwritten
  solver::DoubleDummy dd_tiny(tiny);
  const Want wants[] = {Want::kAce, Want::kTen, Want::kUnknown, Want::kAlone, Want::kLeaster};
  const char* names[] = {"ace", "ten", "unknown", "alone", "leaster"};
  int positions = 0;
  for (std::uint64_t seed = 1; positions < 2400 && seed < 100000; ++seed) {
    const int wi = static_cast<int>(seed % 5);
    const SheepsheadRules rules = rules_variant(static_cast<int>(seed / 5));
    auto h = ref::random_hand(rules, seed * 7919, wants[wi]);
    if (!h) continue;
    engine::Rng rng(seed);
    const int tricks_left = 1 + static_cast<int>(rng.below(3));
    ref::play_random(*h, rng, tricks_left, static_cast<int>(rng.below(5)));
    if (h->phase() != engine::Phase::kPlay) continue;
    std::string label = std::string(names[wi]) + (rules.ten_hold_is_ace ? " 1988" : "");
    check_against_plain(positions % 2 ? dd : dd_tiny, *h, coverage, label);
    ++positions;
  }
  CHECK(positions == 2400);
  for (const char* n : names) CHECK(coverage[n] + coverage[std::string(n) + " 1988"] >= 100);
  CHECK(coverage["ten 1988"] > 0);
  CHECK(coverage["unknown 1988"] > 0);
}

TEST_CASE("solver equals plain minimax on unknown-call endgames with the under card pending") {
  // 400 positions (<= 3 tricks) where the picker still holds the under card face down
  // (SS-8.5): it is the picker's to play though in no hand, which the search's bounds on
  // the points a trick surely collects must count.
  std::map<std::string, int> coverage;
  solver::DoubleDummy dd;
  int positions = 0;
  for (std::uint64_t seed = 1; positions < 400 && seed < 200000; ++seed) {
    const SheepsheadRules rules = rules_variant(static_cast<int>(seed));
    auto h = ref::random_hand(rules, seed * 104729, Want::kUnknown);
    if (!h) continue;
    engine::Rng rng(seed);
    const int tricks_left = 1 + static_cast<int>(rng.below(3));
    ref::play_random(*h, rng, tricks_left, static_cast<int>(rng.below(5)));
    if (h->phase() != engine::Phase::kPlay) continue;
    if (!solver::sheepshead_position(*h).state.under_pending) continue;
    check_against_plain(dd, *h, coverage, "unknown, under pending");
    ++positions;
  }
  CHECK(positions == 400);
}

TEST_CASE("one solver along a hand (each position a child of its last solve) equals minimax") {
  // The solver remembers the values of the last solve's children and bounds the next solve
  // by them when it is one of them. Every decision from three tricks before the end, random
  // cards played (not only the best), every call type and the leaster.
  std::map<std::string, int> coverage;
  const Want wants[] = {Want::kAce, Want::kTen, Want::kUnknown, Want::kAlone, Want::kLeaster};
  const char* names[] = {"ace", "ten", "unknown", "alone", "leaster"};
  int hands = 0;
  int decisions = 0;
  for (std::uint64_t seed = 1; hands < 100 && seed < 100000; ++seed) {
    const int wi = static_cast<int>(seed % 5);
    auto h = ref::random_hand(rules_variant(static_cast<int>(seed / 5)), seed * 4241, wants[wi]);
    if (!h) continue;
    engine::Rng rng(seed);
    ref::play_random(*h, rng, 3, 0);
    if (h->phase() != engine::Phase::kPlay) continue;
    solver::DoubleDummy dd;
    while (h->phase() == engine::Phase::kPlay) {
      check_against_plain(dd, *h, coverage, names[wi]);
      const std::vector<engine::Card> legal =
          solver::power_order(solver::sheepshead_position(*h).rules.table, h->legal_cards());
      (void)h->play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
      ++decisions;
    }
    ++hands;
  }
  CHECK(hands == 100);
  CHECK(decisions >= 1400);
  for (const char* n : names) CHECK(coverage[n] >= 150);
}

TEST_CASE("forgetting the table many times (the generation counter wraps) keeps values exact") {
  // Forgetting the table (clear(), or new rules) starts a new table generation; when the 16-bit
  // counter wraps the table is wiped for real. An entry of an older generation read as current
  // would give position B the values of the same hands under other rules (A).
  int checked = 0;
  int differ = 0;
  for (std::uint64_t seed = 1; checked < 8 && seed < 1000; ++seed) {
    auto h = ref::random_hand(SheepsheadRules{}, seed * 104729, Want::kAlone);
    if (!h) continue;
    engine::Rng rng(seed);
    ref::play_random(*h, rng, 3, 0);
    if (h->phase() != engine::Phase::kPlay) continue;
    const solver::Position a = solver::sheepshead_position(*h);
    solver::Position b = a;
    SheepsheadRules clubs;
    clubs.trump_suit = engine::Suit::kClubs;
    b.rules.table = engine::sheepshead_table_for(clubs);
    solver::DoubleDummy fresh;
    const solver::SolveResult want_a = fresh.solve(a, true);
    fresh.clear();
    const solver::SolveResult want_b = fresh.solve(b, true);
    differ += want_a.points != want_b.points;
    for (const int clears : {0, 1, 65534, 65535, 65536, 70000, 131071}) {
      solver::DoubleDummy dd;
      const solver::SolveResult got_a = dd.solve(a, true);
      for (int k = 0; k < clears; ++k) dd.clear();
      const solver::SolveResult got_b = dd.solve(b, true);
      INFO("seed " << seed << " clears " << clears);
      CHECK(got_a.points == want_a.points);
      CHECK(got_b.points == want_b.points);
      CHECK(got_b.units == want_b.units);
      REQUIRE(got_b.moves.size() == want_b.moves.size());
      for (std::size_t i = 0; i < got_b.moves.size(); ++i) {
        CHECK(got_b.moves[i].points == want_b.moves[i].points);
      }
    }
    ++checked;
  }
  CHECK(checked == 8);
  CHECK(differ > 0);  // otherwise a stale entry could not show
}

namespace {

// Plain boolean minimax for one settlement level: the side ends with at least the level's
// points, and its trick conditions hold over the whole hand (the opponents took no trick; the
// side took one).
bool plain_level(ref::Walker& w, const solver::Level& lv) {
  if (w.s.finished(w.r)) {
    const int side_t = w.final_side_tricks();
    return w.final_side_points() >= lv.min_points &&
           (!lv.opp_no_trick || side_t == w.r.tricks_total()) && (!lv.side_one_trick || side_t > 0);
  }
  const bool maxing = w.maximiser(w.s.to_move(w.r));
  for (engine::Card c : engine::cards(engine::legal_moves(w.r, w.s))) {
    engine::PlayUndo u;
    w.make(c, u);
    const bool v = plain_level(w, lv);
    w.unmake(c, u);
    if (v == maxing) return maxing;
  }
  return !maxing;
}

}  // namespace

TEST_CASE("yes/no searches with trick conditions equal plain minimax (sure-trick shortcuts)") {
  // The search settles "the opponents take no trick" as impossible, and "the side takes a
  // trick" as done, wherever one of their seats is sure of a trick (trumps that fewer
  // opposing trumps beat). Endgames of every team call type (the under card, a called ten
  // that wins the opening trick), with the tricks already played credited to one side so
  // that the conditions are still open; every flag combination at a few thresholds.
  solver::DoubleDummy dd;
  const Want wants[] = {Want::kAce, Want::kTen, Want::kUnknown, Want::kAlone};
  int positions = 0;
  int yes = 0;
  int no = 0;
  for (std::uint64_t seed = 1; positions < 600 && seed < 100000; ++seed) {
    SheepsheadRules rules = rules_variant(static_cast<int>(seed / 4));
    rules.called_ten_wins = seed % 3 == 0;
    auto h = ref::random_hand(rules, seed * 6151, wants[seed % 4]);
    if (!h) continue;
    engine::Rng rng(seed);
    const int tricks_left = 1 + static_cast<int>(rng.below(3));
    ref::play_random(*h, rng, tricks_left, static_cast<int>(rng.below(5)));
    if (h->phase() != engine::Phase::kPlay) continue;
    solver::Position pos = solver::sheepshead_position(*h);
    ref::Walker w = ref::walker_for(*h);
    // Every trick so far to one seat: the side's (W3 still open) or an opponent's (L2 open).
    const bool to_side = rng.below(2) == 0;
    int seat = 0;
    while (((pos.objective.max_side >> seat & 1) != 0) != to_side) ++seat;
    for (int q = 0; q < 5; ++q) {
      const auto i = static_cast<std::size_t>(q);
      pos.state.tricks_won[i] = q == seat ? static_cast<std::uint8_t>(pos.state.tricks_done) : 0;
      w.s.tricks_won[i] = pos.state.tricks_won[i];
    }
    const int base = pos.objective.base_points;
    for (const int t : {0, base, base + static_cast<int>(rng.below(121 - base)), 120}) {
      for (int flags = 0; flags < 4; ++flags) {
        const solver::Level lv{0, t, (flags & 1) != 0, (flags & 2) != 0};
        const bool want = plain_level(w, lv);
        INFO("seed " << seed << " threshold " << t << " flags " << flags);
        CHECK(dd.reach(pos, lv) == want);
        (want ? yes : no)++;
      }
    }
    ++positions;
  }
  CHECK(positions == 600);
  CHECK(yes > 1000);
  CHECK(no > 1000);
}
