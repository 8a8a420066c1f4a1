// Random Schafkopf playouts (STYLE.md "Random playouts check invariants"): 100,000 hands over
// every contract of SK-2 and SK-12 (Tout and Ramsch included) and both decks. Each hand checks:
// the legal set is never empty and lies in the hand (TT-11), make/unmake restores the position,
// every card is played once, the card points sum to 120 (C-8), the called ace obeys SK-7.3
// (played in the opening trick of its suit unless the partner ran away, never discarded before
// except in the last trick), the settlement is zero-sum (G-5), a Tout is won only with every
// trick (SK-8.5) and a Ramsch is lost by the most points (SK-12.3).
#include <doctest/doctest.h>

#include <algorithm>

#include "engine/schafkopf.h"

using namespace engine;

namespace {

// Equal positions; trick slots beyond trick_size carry no meaning and are not compared.
bool same_state(const PlayState& a, const PlayState& b) {
  if (a.trick_size != b.trick_size) return false;
  for (int i = 0; i < a.trick_size; ++i) {
    if (a.trick[i] != b.trick[i]) return false;
  }
  return a.hands == b.hands && a.tricks_won == b.tricks_won && a.points_won == b.points_won &&
         a.leader == b.leader && a.trick_size == b.trick_size && a.tricks_done == b.tricks_done &&
         a.under_pending == b.under_pending && a.opened == b.opened &&
         a.opening_trick == b.opening_trick;
}

Card pick(Rng& rng, CardMask m) {
  int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(count(m))));
  while (k-- > 0) m &= m - 1;
  return lowest(m);
}

struct Stats {
  long hands = 0;
  long moves = 0;
  long runaways = 0;
  long touts_won = 0;
  long ramsch = 0;
  std::array<long, 7> by_game{};
};

// Plays one random hand and checks every invariant; returns false at the first failure.
bool playout(std::uint64_t seed, Stats& st) {
  Rng rng(seed);
  SchafkopfRules rules;
  rules.deck = rng.below(2) ? SkDeck::kShort : SkDeck::kLong;
  rules.runaway_min = rng.below(3) == 0 ? 3 : 0;
  rules.caller_keeps_suit = rng.below(4) == 0;
  rules.ramsch_jungfrau = rng.below(2) == 0;
  rules.ramsch_durchmarsch = rng.below(2) == 0;
  rules.runner_ladder = rng.below(2) ? SkRunnerLadder::kAllTrumps : SkRunnerLadder::kOberUnter;
  rules.tout_value = rng.below(2) ? SkToutValue::kDoubleSolo : SkToutValue::kFlat;
  const int dealer = static_cast<int>(rng.below(4));
  const auto hands = deal_schafkopf(rng.next(), dealer, rules.deck);
  SkContract c{SkGame::kRamsch, -1, Suit::kClubs, false};
  if (rng.below(8) != 0) {
    const int decl = static_cast<int>(rng.below(4));
    const auto options = legal_contracts(rules, decl, hands[decl]);
    CHECK_FALSE(options.empty());
    c = options[rng.below(static_cast<std::uint32_t>(options.size()))];
  }
  const int doublings = c.game == SkGame::kRamsch ? 0 : static_cast<int>(rng.below(3));
  st.by_game[static_cast<int>(c.game)]++;
  const SkSetup setup = schafkopf_setup(rules, c, hands);
  const PlayRules& r = setup.play;
  PlayState s = schafkopf_initial_state(hands, dealer);
  const int n_tricks = rules.cards_per_hand();
  CardMask played = 0;
  bool ran_away = false;
  while (!s.finished(r)) {
    const int p = s.to_move(r);
    const CardMask legal = legal_moves(r, s);
    if (legal == 0 || (legal & ~s.hands[p]) != 0) {
      FAIL_CHECK("bad legal set ", mask_string(legal), " for hand ", mask_string(s.hands[p]));
      return false;
    }
    const Card card = pick(rng, legal);
    // SK-7.3 as seen from outside play.h.
    if (r.called != kNoCard && !s.opened) {
      const bool leads = s.trick_size == 0;
      const bool last_trick = s.tricks_done == n_tricks - 1;
      if (card == r.called && !leads && !last_trick) {
        FAIL_CHECK("the called ace was discarded before its suit was led");
        return false;
      }
      if (leads && card != r.called && r.table.eff_suit[card] == r.called_suit &&
          has(s.hands[p], r.called)) {
        ran_away = true;
        if (count(s.hands[p] & r.table.suit_mask[r.called_suit]) < r.runaway_min) {
          FAIL_CHECK("ran away with too few cards");
          return false;
        }
      }
    }
    if (r.called != kNoCard && s.opening_trick && s.trick_size > 0 && has(s.hands[p], r.called) &&
        card != r.called) {
      FAIL_CHECK("the partner kept the called ace in the opening trick");
      return false;
    }
    if (has(played, card)) {
      FAIL_CHECK("card played twice");
      return false;
    }
    played |= bit(card);
    const PlayState before = s;
    PlayUndo u;
    make_move(r, s, card, u);
    if ((st.moves++ & 3) == 0) {
      PlayState again = s;
      unmake_move(r, again, card, u);
      if (!same_state(again, before)) {
        FAIL_CHECK("unmake did not restore the position");
        return false;
      }
    }
  }
  if (ran_away) st.runaways++;
  if (played != rules.deck_mask()) {
    FAIL_CHECK("not every card was played");
    return false;
  }
  std::array<int, 4> pts{};
  std::array<int, 4> trk{};
  int total = 0;
  int total_tricks = 0;
  for (int i = 0; i < 4; ++i) {
    pts[i] = s.points_won[i];
    trk[i] = s.tricks_won[i];
    total += pts[i];
    total_tricks += trk[i];
  }
  if (total != 120 || total_tricks != n_tricks) {
    FAIL_CHECK("points ", total, " tricks ", total_tricks);
    return false;
  }
  const int runners = count_runners(rules, c, setup.party, hands);
  const SkResult res = schafkopf_settle(rules, c, setup.party, runners, doublings, pts, trk);
  int sum = 0;
  for (int u : res.units) sum += u;
  if (sum != 0 || res.value <= 0) {
    FAIL_CHECK("settlement not zero-sum or empty: sum ", sum, " value ", res.value);
    return false;
  }
  if (c.tout && res.declarer_won != (trk[c.declarer] == n_tricks)) {
    FAIL_CHECK("Tout result does not follow the tricks");
    return false;
  }
  if (c.tout && res.declarer_won) st.touts_won++;
  if (c.game == SkGame::kRamsch) {
    st.ramsch++;
    const int most = *std::max_element(pts.begin(), pts.end());
    for (int i = 0; i < 4; ++i) {
      const bool lost = res.units[i] < 0;
      if (!res.durchmarsch && res.ramsch_losers != 0b1111 && lost != (pts[i] == most)) {
        FAIL_CHECK("Ramsch loser is not the player with the most points");
        return false;
      }
    }
  }
  if (c.game == SkGame::kSauspiel && setup.partner < 0) {
    FAIL_CHECK("Sauspiel without a partner");
    return false;
  }
  st.hands++;
  return true;
}

}  // namespace

TEST_CASE("Random playouts: 100000 Schafkopf hands over every contract and both decks") {
  Stats st;
  for (std::uint64_t i = 0; i < 100000; ++i) {
    if (!playout(0x5CAF0000ull + i, st)) {
      FAIL("playout failed for seed index ", i);
    }
  }
  CHECK(st.hands == 100000);
  // Every contract type occurs, and the rare events the checks are about do happen.
  for (long n : st.by_game) CHECK(n > 1000);
  CHECK(st.runaways > 100);
  CHECK(st.touts_won > 0);
  CHECK(st.ramsch > 10000);
  MESSAGE("moves: ", st.moves, ", run-away leads: ", st.runaways, ", Touts won: ", st.touts_won);
}
