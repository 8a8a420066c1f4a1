// Sweep's exact solver (solver/sweep/solver.h) against the engine and against slow, obviously
// correct references (sweep_reference.h): its own move generator and gains against the
// engine's legal actions and score, its values against a plain minimax from positions of the
// last round, and against a memoised minimax on whole hands and positions of the last two
// rounds, under both presets, both majorities and the other sw_* flags.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <string>

#include "../../sanitized.h"
#include "solver/sweep/solver.h"
#include "sweep_reference.h"

namespace {

namespace es = engine::sweep;
using es::SweepRules;
using es::SweepState;

// Rule variants: both presets, both majorities, and each other flag the search must follow.
SweepRules variant(int k) {
  SweepRules r;
  switch (k % 8) {
    case 0:
      break;
    case 1:
      r = *es::sweep_preset("tablanette_cp");  // ace low, fixed3, specials
      break;
    case 2:
      r.majority = es::Majority::kFixed3;
      break;
    case 3:
      r.tablanette_specials = true;
      r.last_play_sweep = false;
      break;
    case 4:
      r.ace_low = true;
      break;
    case 5:
      r.capture_compulsory = true;
      break;
    case 6:
      r.capture_must_be_maximal = true;
      r.majority = es::Majority::kFixed3;
      break;
    case 7:
      r = *es::sweep_preset("tablanette_cp");
      r.capture_compulsory = true;
      r.last_play_sweep = false;
      break;
  }
  return r;
}

std::string label(const SweepRules& r, std::uint64_t seed, const SweepState& s) {
  return "ace_low " + std::to_string(r.ace_low) + " compulsory " +
         std::to_string(r.capture_compulsory) + " maximal " +
         std::to_string(r.capture_must_be_maximal) + " last_play_sweep " +
         std::to_string(r.last_play_sweep) + " fixed3 " +
         std::to_string(r.majority == es::Majority::kFixed3) + " specials " +
         std::to_string(r.tablanette_specials) + " seed " + std::to_string(seed) + " turn " +
         std::to_string(s.turn);
}

// A solution's value and every action's value equal a reference's.
void check_solution(const solver::sweep::SweepSolveResult& res, int want,
                    const std::vector<int>& want_moves) {
  CHECK(res.margin == want);
  REQUIRE(res.moves.size() == want_moves.size());
  for (std::size_t i = 0; i < want_moves.size(); ++i) {
    INFO(es::card_code(res.moves[i].action.card)
         << " takes " << es::mask_string(res.moves[i].action.take));
    CHECK(res.moves[i].margin == want_moves[i]);
  }
}

// The solver's value and every action's value equal the memoised reference's.
void check_against_memo(solver::sweep::SweepSolver& sv, const SweepRules& rules, SweepState s,
                        const std::string& where) {
  INFO(where);
  sweep_ref::Memo memo(rules);
  const int want = sweep_ref::margin_now(rules, s, s.mover) + memo.future(s);
  const std::vector<int> want_moves = memo.action_margins(s);
  const solver::sweep::SweepSolveResult res = sv.solve(rules, s, true);
  REQUIRE(res.complete);
  CHECK(res.to_move == s.mover);
  check_solution(res, want, want_moves);
  // The value alone, without the actions, from a table that has seen the position.
  CHECK(sv.solve(rules, s, false).margin == want);
}

}  // namespace

TEST_CASE("sweep solver: its moves and gains are the engine's legal actions and score") {
  // Every position along random hands: the search's own generator (kinds, deduplicated) must
  // give exactly the engine's actions up to suits, and each gain the engine's score change.
  int positions = 0;
  for (int k = 0; k < 64; ++k) {
    const SweepRules rules = variant(k);
    const es::SweepDeal deal = es::deal_sweep(1000 + static_cast<std::uint64_t>(k), k % 2, rules);
    SweepState s = es::initial_state(deal);
    std::mt19937_64 rng(static_cast<std::uint64_t>(k));
    std::vector<es::Action> acts;
    while (!s.hand_over()) {
      INFO(label(rules, static_cast<std::uint64_t>(k), s));
      es::legal_actions(s, rules, acts);
      const std::vector<solver::sweep::KindAction> mine = solver::sweep::kind_actions(rules, s);
      std::set<std::tuple<int, std::uint64_t, int>> want;
      std::set<std::tuple<int, std::uint64_t, int>> got;
      for (const es::Action& a : acts) {
        SweepState c = s;
        (void)es::make(c, rules, a);
        const es::SweepScore before = es::score(rules, s);
        const es::SweepScore after = es::score(rules, c);
        const auto me = static_cast<std::size_t>(s.mover);
        int gain = after.honours[me] + after.sweeps[me] - before.honours[me] - before.sweeps[me];
        if (rules.majority == es::Majority::kDifference)
          gain += es::count(a.take) + (a.take ? 1 : 0);
        if (c.hand_over()) continue;  // the last turn's gain includes the remainder
        want.insert({solver::sweep::kind_of(rules, a.card),
                     solver::sweep::kind_counts(rules, a.take), gain});
      }
      for (const solver::sweep::KindAction& a : mine) got.insert({a.kind, a.take, a.gain});
      CHECK(got.size() == mine.size());  // each equivalence class once
      if (s.turn + 1 < es::kTurnsPerHand) CHECK(want == got);
      (void)es::make(s, rules, acts[static_cast<std::size_t>(rng() % acts.size())]);
      ++positions;
    }
  }
  CHECK(positions == 64 * es::kTurnsPerHand);
}

TEST_CASE("sweep solver: equals a plain minimax on positions of the last round") {
  solver::sweep::SweepSolver sv;
  int checked = 0;
  for (int k = 0; k < 160; ++k) {
    const SweepRules rules = variant(k);
    // 2 to 7 turns left: the plain minimax visits every line of play.
    const int turns = es::kTurnsPerHand - 2 - (k % 6);
    SweepState s = sweep_ref::random_position(rules, 5000 + static_cast<std::uint64_t>(k), turns);
    INFO(label(rules, static_cast<std::uint64_t>(k), s));
    std::uint64_t nodes = 0;
    const solver::sweep::SweepSolveResult res = sv.solve(rules, s, true);
    int want = -1000;
    for (const solver::sweep::ActionValue& av : res.moves) {
      SweepState c = s;
      (void)es::make(c, rules, av.action);
      int v = sweep_ref::margin_now(rules, c, s.mover);
      if (!c.hand_over()) v -= sweep_ref::plain_future(rules, c, nodes);
      CHECK(av.margin == v);
      want = std::max(want, v);
    }
    CHECK(res.margin == want);
    std::vector<es::Action> acts;
    es::legal_actions(s, rules, acts);
    CHECK(res.moves.size() == acts.size());
    ++checked;
  }
  CHECK(checked == 160);
}

TEST_CASE("sweep solver: equals the memoised reference late in the last round") {
  solver::sweep::SweepSolver sv;
  for (int k = 0; k < 24; ++k) {
    const SweepRules rules = variant(k);
    // 5 to 8 turns left.
    const int turns = 40 + (k % 4);
    const SweepState s =
        sweep_ref::random_position(rules, 7000 + static_cast<std::uint64_t>(k), turns);
    check_against_memo(sv, rules, s, label(rules, static_cast<std::uint64_t>(k), s));
  }
}

// Slow (seconds to minutes per position in a Release build): skipped in CI, run with
// `solver_tests -tc='*memoised*' --no-skip`.
TEST_CASE("sweep solver: equals the memoised reference in the last round" * doctest::skip()) {
  solver::sweep::SweepSolver sv;
  for (int k = 0; k < 40; ++k) {
    const SweepRules rules = variant(k);
    // From the round's first turn (every tenth position) or after 3 to 6 of its turns.
    const int turns = k % 10 == 0 ? 36 : 36 + 3 + (k % 4);
    const SweepState s =
        sweep_ref::random_position(rules, 7000 + static_cast<std::uint64_t>(k), turns);
    check_against_memo(sv, rules, s, label(rules, static_cast<std::uint64_t>(k), s));
  }
}

TEST_CASE("sweep solver: equals the memoised reference in the second-to-last round" *
          doctest::skip()) {
  solver::sweep::SweepSolver sv;
  for (int k = 0; k < 4; ++k) {
    const SweepRules rules = variant(k);
    // The round's last turn, then the whole last round.
    const SweepState s =
        sweep_ref::random_position(rules, 8000 + static_cast<std::uint64_t>(k), 35);
    check_against_memo(sv, rules, s, label(rules, static_cast<std::uint64_t>(k), s));
  }
}

namespace {

// A copy of s with the mover's lowest hand card and the lowest table card swapped: the same
// stock, so the same context of the solver's table, but hands the stock did not deal.
SweepState swap_hand_and_table(SweepState s) {
  auto& hand = s.hands[static_cast<std::size_t>(s.mover)];
  const es::CardMask h1 = hand & (~hand + 1);
  const es::CardMask t1 = s.table & (~s.table + 1);
  hand = (hand & ~h1) | t1;
  s.table = (s.table & ~t1) | h1;
  return s;
}

// Solves each position in turn with one solver and compares each value with a fresh solver's.
void check_shared_table(const SweepRules& rules, std::uint64_t seed,
                        const std::vector<SweepState>& positions) {
  solver::sweep::SweepSolver shared;
  for (const SweepState& s : positions) {
    INFO(label(rules, seed, s));
    solver::sweep::SweepSolver fresh(solver::SolverOptions{std::size_t{1} << 20});
    const int want = fresh.solve(rules, s, false).margin;
    CHECK(shared.solve(rules, s, false).margin == want);
  }
}

}  // namespace

TEST_CASE("sweep solver: a table reused across positions of one stock gives fresh values") {
  // The table's keys describe a hand relative to the hand dealt in its round (the first
  // round's from the first position searched): positions of one stock whose hands were not
  // dealt that way must not reuse those entries.
  int checked = 0;
  for (int k = 0; k < 8; ++k) {
    const SweepRules rules = variant(k);
    const std::uint64_t seed = 9100 + static_cast<std::uint64_t>(k);
    const SweepState a = sweep_ref::random_position(rules, seed, 38);
    if (a.table == 0) continue;
    const SweepState b = swap_hand_and_table(a);
    const SweepState c = sweep_ref::random_position(rules, seed, 40);
    check_shared_table(rules, seed, {a, b, a, c, b});
    ++checked;
  }
  CHECK(checked >= 4);
}

TEST_CASE("sweep solver: hands the stock did not deal are not keyed as dealt ones") {
  // At the last round's first turn the hands are the dealt ones. Replace the mover's single
  // card of one kind by a card (from a pile) of the kind just below among his kinds: a key
  // that only counted positions within the dealt hand would take the two hands for one.
  int checked = 0;
  for (std::uint64_t seed = 9300; seed < 9400 && checked < 6; ++seed) {
    const SweepRules rules = variant(static_cast<int>(seed));
    const SweepState a = sweep_ref::random_position(rules, seed, 36);
    const int me = a.mover;
    const es::CardMask hand = a.hands[static_cast<std::size_t>(me)];
    std::vector<std::pair<int, es::Card>> by_kind;  // (kind, card), sorted
    for (es::Card c : es::cards(hand)) by_kind.push_back({solver::sweep::kind_of(rules, c), c});
    std::sort(by_kind.begin(), by_kind.end());
    bool made = false;
    for (std::size_t i = 0; i + 1 < by_kind.size() && !made; ++i) {
      const int k1 = by_kind[i].first;
      const int k2 = by_kind[i + 1].first;
      const bool single = k2 != k1 && (i + 2 == by_kind.size() || by_kind[i + 2].first != k2);
      if (!single) continue;
      for (int p = 0; p < 2 && !made; ++p) {
        for (es::Card c : es::cards(a.piles[static_cast<std::size_t>(p)])) {
          if (solver::sweep::kind_of(rules, c) != k1) continue;
          SweepState b = a;
          b.hands[static_cast<std::size_t>(me)] =
              (hand & ~es::bit(by_kind[i + 1].second)) | es::bit(c);
          b.piles[static_cast<std::size_t>(p)] =
              (b.piles[static_cast<std::size_t>(p)] & ~es::bit(c)) | es::bit(by_kind[i + 1].second);
          check_shared_table(rules, seed, {a, b});
          made = true;
          break;
        }
      }
    }
    if (made) ++checked;
  }
  CHECK(checked == 6);
}

// The same in the first round, whose hands are not in the stock: whole hands, slow.
TEST_CASE("sweep solver: a table reused across first-round positions" * doctest::skip()) {
  for (int k = 0; k < 2; ++k) {
    const SweepRules rules = variant(k);
    const std::uint64_t seed = 9200 + static_cast<std::uint64_t>(k);
    const SweepState a = sweep_ref::random_position(rules, seed, 3);
    if (a.table == 0) continue;
    check_shared_table(rules, seed, {a, swap_hand_and_table(a), a});
  }
}

// Whole hands (slow: seconds of CPU each in a Release build; skipped in CI, run by
// scripts/sweep-exactness.sh). No reference can value a whole hand from its first turn (the
// memoised one needs seconds to minutes for one last round), so each hand is checked three
// ways: the value with every first action against a second, fresh solver's value alone; the
// value at every later turn of a line through the hand against the margin the previous turn
// gave the action played (the solver's values must agree with themselves from every root);
// and every position of the last eight turns against the memoised reference.
TEST_CASE("sweep solver: whole hands agree with themselves and with the reference late" *
          doctest::skip()) {
  // All eight variants, fixed3 ones included (SWEEP_DIFFERENCE_ONLY=1: those of difference).
  const int hands = std::getenv("SWEEP_HANDS") ? std::atoi(std::getenv("SWEEP_HANDS")) : 50;
  const bool difference_only = std::getenv("SWEEP_DIFFERENCE_ONLY") != nullptr;
  std::vector<int> variants;
  for (int v = 0; v < 8; ++v) {
    if (!difference_only || variant(v).majority == es::Majority::kDifference) variants.push_back(v);
  }
  int checked = 0;
  for (int k = 0; k < hands; ++k) {
    const SweepRules rules = variant(variants[static_cast<std::size_t>(k) % variants.size()]);
    const std::uint64_t seed = 20000 + static_cast<std::uint64_t>(k);
    SweepState s = es::initial_state(es::deal_sweep(seed, k % 2, rules));
    INFO(label(rules, seed, s));
    solver::sweep::SweepSolver sv;
    solver::sweep::SweepSolveResult res = sv.solve(rules, s, true);
    REQUIRE(res.complete);
    {
      solver::sweep::SweepSolver fresh;
      CHECK(fresh.solve(rules, s, false).margin == res.margin);
    }
    std::mt19937_64 rng(seed);
    while (true) {
      // The best action in the first two rounds, then any action (its margin is checked too).
      const auto& moves = res.moves;
      std::size_t pick = 0;
      if (s.turn < 24) {
        for (std::size_t i = 0; i < moves.size(); ++i) {
          if (moves[i].margin > moves[pick].margin) pick = i;
        }
      } else {
        pick = static_cast<std::size_t>(rng() % moves.size());
      }
      const int mover = s.mover;
      const int promised = moves[pick].margin;
      (void)es::make(s, rules, moves[pick].action);
      if (s.hand_over()) {
        CHECK(sweep_ref::margin_now(rules, s, mover) == promised);
        break;
      }
      INFO("turn " << static_cast<int>(s.turn));
      if (s.turn >= 40) {
        check_against_memo(sv, rules, s, label(rules, seed, s));
      }
      res = sv.solve(rules, s, true);
      REQUIRE(res.complete);
      CHECK((s.mover == mover ? res.margin : -res.margin) == promised);
    }
    ++checked;
  }
  CHECK(checked == hands);
}

namespace {

// Whole hands from their first turn under the two presets (sweep, tablanette_cp: the
// difference and fixed3 majorities): the solver's value and every first action's value against
// the bounded reference (sweep_reference.h), each with its own seed.
// `preset` empty: sweep and tablanette_cp in turn. Hands `from` to `from + hands - 1` of the
// series (a long run can be split).
// One position's value and every action's value, a fresh solver against the bounded reference
// (a line with both node counts as a message).
void check_against_bounded(const SweepRules& rules, std::uint64_t seed, SweepState& s) {
  const std::string where = label(rules, seed, s);
  INFO(where);
  solver::sweep::SweepSolver sv;
  const solver::sweep::SweepSolveResult res = sv.solve(rules, s, true);
  REQUIRE(res.complete);
  sweep_ref::Bounded ref(rules);
  const int want = ref.value(s);
  const std::vector<int> want_moves = ref.action_margins(s);
  check_solution(res, want, want_moves);
  MESSAGE(where << " turn " << int(s.turn) << ": margin " << want << ", " << want_moves.size()
                << " actions, " << ref.nodes << " reference nodes, " << ref.memo.size()
                << " entries, " << res.nodes << " solver nodes");
}

int check_whole_hands(int hands, std::uint64_t first_seed, const std::string& preset = "",
                      int from = 0) {
  int checked = 0;
  for (int k = from; k < from + hands; ++k) {
    const SweepRules rules = *es::sweep_preset(!preset.empty() ? preset
                                               : k % 2 == 0    ? "sweep"
                                                               : "tablanette_cp");
    const std::uint64_t seed = first_seed + static_cast<std::uint64_t>(k);
    SweepState s = es::initial_state(es::deal_sweep(seed, (k / 2) % 2, rules));
    check_against_bounded(rules, seed, s);
    ++checked;
  }
  return checked;
}

}  // namespace

// Slow: seconds of CPU per sweep hand for the reference, minutes per tablanette_cp hand
// (solver/SOLVER.md, "Exactness"); run by scripts/sweep-exactness.sh, 50 whole hands by
// default, SWEEP_REF_HANDS to change, SWEEP_REF_PRESET=sweep (or tablanette_cp) for one preset,
// SWEEP_REF_FROM=K to start at the series' hand K (0 by default).
TEST_CASE("sweep solver: whole hands equal the bounded reference" * doctest::skip()) {
  const char* env = std::getenv("SWEEP_REF_HANDS");
  const int hands = env ? std::atoi(env) : 50;
  const char* preset = std::getenv("SWEEP_REF_PRESET");
  const char* from = std::getenv("SWEEP_REF_FROM");
  CHECK(check_whole_hands(hands, 30000, preset ? preset : "", from ? std::atoi(from) : 0) == hands);
}

// Slow (run by scripts/sweep-exactness.sh): tablanette_cp (fixed3, ace low, specials) from the
// first turn of the second and of the third round, where a whole hand from the first turn is
// beyond the reference (SOLVER.md, "Exactness"): the value and every action's value, across two
// or three round boundaries with the card difference carried. SWEEP_REF_ROUNDS=N positions
// (default 20, half from each round), SWEEP_REF_FROM=K to start at the K-th.
TEST_CASE("sweep solver: tablanette_cp rounds 2 and 3 equal the bounded reference" *
          doctest::skip()) {
  const char* env = std::getenv("SWEEP_REF_ROUNDS");
  const int positions = env ? std::atoi(env) : 20;
  const char* from_env = std::getenv("SWEEP_REF_FROM");
  const int from = from_env ? std::atoi(from_env) : 0;
  const SweepRules rules = *es::sweep_preset("tablanette_cp");
  int checked = 0;
  for (int k = from; k < from + positions; ++k) {
    const std::uint64_t seed = 50000 + static_cast<std::uint64_t>(k);
    const int turns = k % 2 == 0 ? 12 : 24;
    SweepState s = sweep_ref::random_position(rules, seed, turns);
    REQUIRE(s.turn == turns);
    check_against_bounded(rules, seed, s);
    ++checked;
  }
  CHECK(checked == positions);
}

TEST_CASE("sweep solver: a whole hand equals the bounded reference") {
  // The slow check's first hand (a sweep hand; about 5 s of CPU in a Release build, most of it
  // the reference's); none under the sanitizers, where it would take minutes.
  const int hands = schmier_test::kSanitized ? 0 : 1;
  CHECK(check_whole_hands(hands, 30000) == hands);
}

TEST_CASE("sweep solver: equals the bounded reference from the last round's first turn") {
  // Value and every action's value under both presets (tablanette_cp: fixed3, ace low,
  // specials), the reference about 0.3 s a position in a Release build.
  const int positions = schmier_test::kSanitized ? 2 : 24;
  solver::sweep::SweepSolver sv;
  for (int k = 0; k < positions; ++k) {
    const SweepRules rules = *es::sweep_preset(k % 2 == 0 ? "sweep" : "tablanette_cp");
    const std::uint64_t seed = 40000 + static_cast<std::uint64_t>(k);
    SweepState s = sweep_ref::random_position(rules, seed, 36);
    REQUIRE(s.turn == 36);
    INFO(label(rules, seed, s));
    sweep_ref::Bounded ref(rules);
    const int want = ref.value(s);
    const std::vector<int> want_moves = ref.action_margins(s);
    const solver::sweep::SweepSolveResult res = sv.solve(rules, s, true);
    REQUIRE(res.complete);
    check_solution(res, want, want_moves);
  }
}
