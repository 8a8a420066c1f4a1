// Random playouts of whole Sheepshead hands (RULES.md G-5, G-6, SS-6, SS-8.9, SS-9, SS-10,
// SS-11, TT-7, TT-11; STYLE "Random playouts check invariants").
//
// 100,000 seeded hands across both presets and many ss_* variations take random legal actions
// through SheepsheadHand. Alongside, the test keeps its own record of the hand (hands, under
// card, leads, tricks) and checks the engine against independent readings of the rules: the
// SS-6 call conditions, the SS-8.9 legal-move steps, the TT-7 trick winner, the SS-10 table and
// the SS-11 leaster. It also checks that every legal card is accepted and undone exactly on the
// PlayState level, that sampled illegal cards, buries and calls are refused without a change,
// and the totals: 120 points, each card once, zero-sum units, called card and under card played.
#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>
#include <string>
#include <tuple>
#include <vector>

#include "engine/sheepshead.h"
#include "test_ss_util.h"

using namespace engine;

// Cheap checks for the hot loop: doctest's CHECK would count millions of assertions. A broken
// rule fails thousands of hands alike, so the test stops after the first few failures.
namespace {
int g_failures = 0;
}  // namespace
#define EXPECT(...)                                                            \
  do {                                                                         \
    if (!(__VA_ARGS__)) {                                                      \
      FAIL_CHECK("failed: " #__VA_ARGS__);                                     \
      if (++g_failures >= 10) FAIL("stopping after 10 failed playout checks"); \
    }                                                                          \
  } while (false)
#define MUST(cond)                       \
  do {                                   \
    if (!(cond)) FAIL("failed: " #cond); \
  } while (false)

namespace {

// --- Independent readings of the rules -----------------------------------------------------------

constexpr CardMask kAllCards = kLongDeck;

bool is_trump(const SheepsheadRules& r, Card c) {
  return rank_of(c) == Rank::kQueen || rank_of(c) == Rank::kJack || suit_of(c) == r.trump_suit;
}

// Fail cards of printed suit s (SS-6 "a card of suit s": effective suit).
CardMask fail_of(const SheepsheadRules& r, Suit s) {
  CardMask m = 0;
  if (s == r.trump_suit) return 0;
  for (Card c : cards(suit_cards(s))) {
    if (!is_trump(r, c)) m |= bit(c);
  }
  return m;
}

CardMask all_fail(const SheepsheadRules& r) {
  CardMask m = 0;
  for (int s = 0; s < 4; ++s) m |= fail_of(r, static_cast<Suit>(s));
  return m;
}

// Trick-taking rank (TT-7): trumps by their SS-2.1 order above every fail card; fail A T K 9 8 7.
int strength(const SheepsheadRules& r, Card c) {
  static const Rank kFailOrder[] = {Rank::kSeven, Rank::kEight, Rank::kNine,
                                    Rank::kKing,  Rank::kTen,   Rank::kAce};
  if (rank_of(c) == Rank::kQueen) return 200 - static_cast<int>(suit_of(c));
  if (rank_of(c) == Rank::kJack) return 190 - static_cast<int>(suit_of(c));
  int idx = 0;
  for (int i = 0; i < 6; ++i) {
    if (kFailOrder[i] == rank_of(c)) idx = i;
  }
  return suit_of(c) == r.trump_suit ? 100 + idx : idx;
}

std::vector<Call> oracle_calls(const SheepsheadRules& r, CardMask h, CardMask b) {
  const CardMask p = h | b;
  std::vector<Suit> fails;
  for (int i = 0; i < 4; ++i) {
    if (static_cast<Suit>(i) != r.trump_suit) fails.push_back(static_cast<Suit>(i));
  }
  auto ace = [](Suit s) { return make_card(s, Rank::kAce); };
  auto ten = [](Suit s) { return make_card(s, Rank::kTen); };
  // ss_unknown_judged_on = eight: UNKNOWN's conditions read the eight cards P, not H.
  const CardMask judged = r.unknown_judged_on == UnknownJudgedOn::kEight ? p : h;
  bool any_ace_call = false;  // an ACE call legal on the judged cards
  bool all_aces = true;
  for (Suit s : fails) {
    if (!has(p, ace(s)) && (judged & fail_of(r, s))) any_ace_call = true;
    if (!has(p, ace(s))) all_aces = false;
  }
  const CardMask h_fail = h & all_fail(r);
  bool only_aces = true;
  for (Card c : cards(judged & all_fail(r))) {
    if (rank_of(c) != Rank::kAce) only_aces = false;
  }
  std::vector<Call> out;
  for (Suit s : fails) {
    const bool holds_s = (h & fail_of(r, s)) != 0;
    if (!has(p, ace(s)) && holds_s) out.push_back(sstest::ace_call(s));
    if (r.allow_ten_call && all_aces && !has(p, ten(s)) && holds_s &&
        (!r.ten_hold_is_ace || has(h, ace(s)))) {
      out.push_back(sstest::ten_call(s));
    }
    if (r.allow_unknown && !any_ace_call && !all_aces && !has(p, ace(s)) &&
        (r.unknown_rule != UnknownRule::kOnlyAces || only_aces)) {
      for (Card u : cards(h)) {
        if (r.under_must_be_fail && h_fail != 0 && !has(h_fail, u)) continue;
        out.push_back(sstest::unknown_call(s, u));
      }
    }
  }
  out.push_back(sstest::alone_call());
  return out;
}

bool call_less(const Call& a, const Call& b) {
  return std::tuple(a.type, a.suit, a.under) < std::tuple(b.type, b.suit, b.under);
}

// SS-10.1 / SS-10.5: D per defender, positive when the defenders pay.
int oracle_amount(const SheepsheadRules& r, int pp, int side_tricks) {
  const int bump = r.double_on_bump ? 2 : 1;
  if (side_tricks == 6) return 3;
  if (pp >= 91) return 2;
  if (pp >= 61) return 1;
  if (side_tricks == 0) return -3 * bump;
  if (pp <= 30) return -2 * bump;
  return -bump;
}

// --- The test's own record of a hand -------------------------------------------------------------

struct Record {
  SheepsheadRules rules;
  std::array<CardMask, 5> hands{};  // playable cards (u excluded)
  int picker = -1;
  Card called = kNoCard;
  Suit s = Suit::kClubs;
  HoldRule hold = HoldRule::kNone;
  Card under = kNoCard;
  bool under_pending = false;
  bool ten_call = false;
  bool opened = false;
  bool opening_trick = false;
  int leader = 0;
  std::vector<Card> trick;
  std::array<int, 5> points{};
  std::array<int, 5> tricks{};
  int tricks_done = 0;
  int first_winner = -1;
  int x_trick = -1;  // trick number in which X was played
  int u_trick = -1;
  int opening_trick_no = -1;
  bool x_led_by_partner = false;

  int to_move() const { return (leader + static_cast<int>(trick.size())) % 5; }
  bool called_set() const { return called != kNoCard; }
  CardMask s_cards() const { return fail_of(rules, s); }
  int led_suit() const {  // 0..3 fail suit, 4 trump
    if (trick[0] == under) return static_cast<int>(s);
    return is_trump(rules, trick[0]) ? 4 : static_cast<int>(suit_of(trick[0]));
  }
  CardMask led_cards(int led) const {
    if (led == 4) {
      CardMask m = 0;
      for (Card c = 0; c < kNumCards; ++c) {
        if (is_trump(rules, c)) m |= bit(c);
      }
      return m;
    }
    return fail_of(rules, static_cast<Suit>(led));
  }

  // SS-8.9, step by step.
  CardMask legal() const {
    const int p = to_move();
    const CardMask hp = hands[p];
    const bool pu = p == picker && under_pending;
    if (called_set() && !trick.empty() && opening_trick) {
      if (pu) return bit(under);
      if (has(hp, called)) return bit(called);
    }
    CardMask l;
    if (trick.empty()) {
      l = hp;
      if (pu && rules.under_lead_allowed) l |= bit(under);
      if (called_set() && !opened && has(hp, called)) l &= ~(hp & s_cards() & ~bit(called));
    } else {
      const CardMask f = hp & led_cards(led_suit());
      l = f ? f : hp;
      if (called_set() && !opened) {
        l &= ~bit(called);
        if (p == picker && hold == HoldRule::kOneCard && count(hp & s_cards()) == 1) {
          l &= ~(hp & s_cards());
        }
        if (p == picker && hold == HoldRule::kAce) l &= ~bit(make_card(s, Rank::kAce));
      }
    }
    if (l == 0) l = hp ? hp : (pu ? bit(under) : 0);
    return l;
  }

  // TT-7 with the under card (SS-8.5e) and ss_called_ten_wins (SS-13.6).
  int winner_pos() const {
    int best = -1;
    int best_key = -1;
    const int led = led_suit();
    bool trump_in = false;
    for (int i = 0; i < 5; ++i) {
      const Card c = trick[i];
      if (c == under) continue;
      int key = -1;
      if (is_trump(rules, c)) {
        key = strength(rules, c);
        trump_in = true;
      } else if (static_cast<int>(suit_of(c)) == led) {
        key = strength(rules, c);
      }
      if (key > best_key) {
        best_key = key;
        best = i;
      }
    }
    if (rules.called_ten_wins && ten_call && opening_trick && !trump_in) {
      for (int i = 0; i < 5; ++i) {
        if (trick[i] == called) best = i;
      }
    }
    return best;
  }

  void play(Card c) {
    const int p = to_move();
    // TT-5: a card off the led suit means the player held none of it (u excepted).
    if (!trick.empty() && c != under) {
      const CardMask follow = hands[p] & led_cards(led_suit());
      const bool on_suit = has(led_cards(led_suit()), c);
      EXPECT(on_suit || follow == 0);
    }
    if (c == under && p == picker && under_pending) {
      under_pending = false;
      u_trick = tricks_done;
    } else {
      MUST(has(hands[p], c));
      hands[p] &= ~bit(c);
    }
    if (c == called) {
      x_trick = tricks_done;
      if (trick.empty()) x_led_by_partner = true;
    }
    trick.push_back(c);
    if (trick.size() == 1 && called_set() && !opened && led_suit() == static_cast<int>(s)) {
      opened = true;
      opening_trick = true;
      opening_trick_no = tricks_done;
    }
    if (trick.size() < 5) return;
    const int w = (leader + winner_pos()) % 5;
    int pts = 0;
    for (Card t : trick) pts += card_points(t);
    points[w] += pts;
    tricks[w]++;
    if (tricks_done == 0) first_winner = w;
    tricks_done++;
    leader = w;
    trick.clear();
    opening_trick = false;
  }
};

// --- One playout ---------------------------------------------------------------------------------

struct Coverage {
  int hands = 0;
  int leasters = 0;
  int thrown_in = 0;
  int ace_calls = 0;
  int ten_calls = 0;
  int unknown_calls = 0;
  int alone_calls = 0;
  int under_leads = 0;
  int s_never_led = 0;
  std::array<int, 6> rows{};  // W1 W2 W3 L1 L2 L3
};

int row_index(const std::string& row) {
  static const char* kRows[] = {"W1", "W2", "W3", "L1", "L2", "L3"};
  for (int i = 0; i < 6; ++i) {
    if (row == kRows[i]) return i;
  }
  return -1;
}

// Every conceivable call is accepted exactly when it is in the legal set `want` (sorted); an
// illegal one is refused and changes nothing (G-6).
void check_every_call(SheepsheadHand& h, const SheepsheadRules& rules, CardMask six, CardMask bury,
                      const std::vector<Call>& want, Rng& rng) {
  // Every conceivable call: accepted exactly when it is in the set.
  std::vector<Call> all;
  for (int si = 0; si < 4; ++si) {
    const Suit s = static_cast<Suit>(si);
    all.push_back(sstest::ace_call(s));
    all.push_back(sstest::ten_call(s));
    for (Card u = 0; u < kNumCards; ++u) all.push_back(sstest::unknown_call(s, u));
  }
  for (const Call& c : all) {
    const bool legal = std::binary_search(want.begin(), want.end(), c, call_less);
    EXPECT(!check_call(rules, six, bury, c).has_value() == legal);
  }
  std::vector<Call> illegal;
  for (const Call& c : all) {
    if (!std::binary_search(want.begin(), want.end(), c, call_less)) illegal.push_back(c);
  }
  const sstest::HandView before = sstest::view(h);
  EXPECT(h.call(illegal[rng.below(static_cast<std::uint32_t>(illegal.size()))]).has_value());
  EXPECT(sstest::view(h) == before);
}

// Bury (SS-5.1) and call (SS-6) for the picker, recorded in `rec`.
void bury_and_call(SheepsheadHand& h, const SheepsheadRules& rules, const SheepsheadDeal& deal,
                   Rng& rng, bool deep, Record& rec, Coverage& cov) {
  // Bury (SS-5.1): any two of the eight.
  const int picker = h.picker();
  rec.picker = picker;
  const CardMask eight = deal.hands[picker] | deal.blind;
  MUST(h.picker_cards() == eight);
  if (deep) {
    const CardMask outside = kAllCards & ~eight;
    const sstest::HandView before = sstest::view(h);
    const CardMask bad =
        bit(sstest::random_card(eight, rng)) | bit(sstest::random_card(outside, rng));
    EXPECT(h.bury(bad).has_value());
    EXPECT(sstest::view(h) == before);
  }
  const Card a = sstest::random_card(eight, rng);
  const Card b = sstest::random_card(eight & ~bit(a), rng);
  const CardMask bury = bit(a) | bit(b);
  MUST(!(h.bury(bury).has_value()));
  const CardMask six = eight & ~bury;

  // Call (SS-6): the engine's set equals the rules' conditions.
  std::vector<Call> got = h.legal_calls();
  std::vector<Call> want = oracle_calls(rules, six, bury);
  std::sort(got.begin(), got.end(), call_less);
  std::sort(want.begin(), want.end(), call_less);
  MUST(got == want);
  if (deep) check_every_call(h, rules, six, bury, want, rng);
  const Call call = got[rng.below(static_cast<std::uint32_t>(got.size()))];
  MUST(!(h.call(call).has_value()));
  rec.hands[picker] = six;
  switch (call.type) {
    case CallType::kAce:
      ++cov.ace_calls;
      break;
    case CallType::kTen:
      ++cov.ten_calls;
      break;
    case CallType::kUnknown:
      ++cov.unknown_calls;
      break;
    case CallType::kAlone:
      ++cov.alone_calls;
      break;
    case CallType::kJack:
      break;
  }
  if (call.type != CallType::kAlone) {
    rec.called = call.called_card();
    rec.s = call.suit;
    rec.ten_call = call.type == CallType::kTen;
    if (call.type == CallType::kUnknown) {
      rec.under = call.under;
      rec.under_pending = true;
      rec.hands[picker] &= ~bit(call.under);
    } else {
      rec.hold = call.type == CallType::kTen && rules.ten_hold_is_ace ? HoldRule::kAce
                                                                      : HoldRule::kOneCard;
    }
    // SS-6.7: the partner exists and is not the picker.
    EXPECT(h.partner() >= 0);
    EXPECT(h.partner() != picker);
    EXPECT(has(deal.hands[h.partner()], rec.called));
  } else {
    EXPECT(h.partner() == -1);
  }
}

// Play (SS-8.9): every step checked against the record.
void play_checked(SheepsheadHand& h, Record& rec, Rng& rng, bool deep, Coverage& cov) {
  int step = 0;
  while (h.phase() == Phase::kPlay) {
    const int p = rec.to_move();
    MUST(h.to_act() == p);
    for (int s = 0; s < 5; ++s) {
      const bool u_here = s == rec.picker && rec.under_pending;
      MUST(h.hand_of(s) == (rec.hands[s] | (u_here ? bit(rec.under) : 0)));
    }
    const CardMask legal = h.legal_cards();
    MUST(legal != 0);  // TT-11
    MUST(legal == rec.legal());

    // Every legal card is accepted and undone exactly on the PlayState level.
    const PlayState& ps = h.play_state();
    for (Card c : cards(legal)) {
      PlayState copy = ps;
      PlayUndo u;
      make_move(h.play_rules(), copy, c, u);
      EXPECT(!sstest::same_position(copy, ps));
      unmake_move(h.play_rules(), copy, c, u);
      EXPECT(sstest::same_position(copy, ps));
    }
    if (deep || step % 8 == 0) {
      // A sampled illegal card is refused with a reason and changes nothing (G-6).
      const Card bad = sstest::random_card(kAllCards & ~legal, rng);
      const sstest::HandView before = sstest::view(h);
      EXPECT(h.play(bad).has_value());
      EXPECT(h.explain_illegal(bad).has_value());
      EXPECT(sstest::view(h) == before);
    }
    if (deep && count(legal) > 1) {
      // Every legal card is accepted by the hand itself.
      for (Card c : cards(legal)) {
        SheepsheadHand copy = h;
        EXPECT(!copy.play(c).has_value());
        EXPECT(!h.explain_illegal(c).has_value());
      }
    }
    const Card c = sstest::random_card(legal, rng);
    if (rec.trick.empty() && c == rec.under) ++cov.under_leads;
    MUST(!h.play(c).has_value());
    rec.play(c);
    // The trick bookkeeping matches after every card.
    MUST(h.play_state().tricks_done == rec.tricks_done);
    for (int s = 0; s < 5; ++s) {
      MUST(h.play_state().points_won[s] == rec.points[s]);
      MUST(h.play_state().tricks_won[s] == rec.tricks[s]);
    }
    MUST(h.play_state().opened == rec.opened);
    ++step;
  }
  MUST(step == 30);
  MUST(h.phase() == Phase::kDone);
}

// SS-11.2 to SS-11.5: a leaster's points and units.
void check_leaster(const HandResult& r, const SheepsheadRules& rules, const SheepsheadDeal& deal,
                   const Record& rec, int points_sum) {
  // SS-11.2: the blind is aside, or added to the last or first trick's winner.
  const int blind = mask_points(deal.blind);
  std::array<int, 5> pts = rec.points;
  if (rules.leaster_blind == LeasterBlind::kLastTrick) pts[rec.leader] += blind;
  if (rules.leaster_blind == LeasterBlind::kFirstTrick) pts[rec.first_winner] += blind;
  EXPECT(points_sum + (rules.leaster_blind == LeasterBlind::kAside ? blind : 0) == 120);
  for (int s = 0; s < 5; ++s) EXPECT(r.points[s] == pts[s]);
  // SS-11.4 / SS-11.5: the qualifier with strictly fewest points takes 4 units.
  int low = 1000;
  int n_low = 0;
  int who = -1;
  for (int s = 0; s < 5; ++s) {
    if (rec.tricks[s] == 0) continue;
    if (pts[s] < low) {
      low = pts[s];
      n_low = 1;
      who = s;
    } else if (pts[s] == low) {
      ++n_low;
    }
  }
  MUST(who >= 0);
  if (n_low > 1) {
    EXPECT(r.leaster_winner == -1);
    EXPECT(r.units == std::array<int, kMaxPlayers>{});
  } else {
    EXPECT(r.leaster_winner == who);
    for (int s = 0; s < 5; ++s) EXPECT(r.units[s] == (s == who ? 4 : -1));
  }
}

// SS-9.1, SS-10: the picker's side's points and every seat's units; the called card's and the
// under card's tricks (SS-8.3 to SS-8.7).
void check_picker_result(const SheepsheadHand& h, const HandResult& r, const SheepsheadRules& rules,
                         const Record& rec, CardMask played, int points_sum, Coverage& cov) {
  EXPECT(points_sum == 120);  // SS-9.1: tricks plus the bury
  const int partner = h.partner();
  int pp = mask_points(h.buried());
  int side_tricks = 0;
  for (int s = 0; s < 5; ++s) {
    if (s == rec.picker || s == partner) {
      pp += rec.points[s];
      side_tricks += rec.tricks[s];
    }
  }
  EXPECT(r.picker_side_points == pp);
  const int d = oracle_amount(rules, pp, side_tricks);
  const bool alone = partner < 0;
  for (int s = 0; s < 5; ++s) {
    const int want = s == rec.picker ? (alone ? 4 : 2) * d : (s == partner ? d : -d);
    EXPECT(r.units[s] == want);
  }
  const int row = row_index(r.row);
  MUST(row >= 0);
  cov.rows[row]++;

  if (rec.called_set()) {
    // SS-8.3 consequence: X is played by the end, in the opening trick of s, or in the last
    // trick when s is never led (SS-8.7).
    MUST(rec.x_trick >= 0);
    if (rec.opening_trick_no >= 0) {
      EXPECT((rec.x_trick == rec.opening_trick_no || rec.x_trick == 5));
    } else {
      EXPECT(rec.x_trick == 5);
      ++cov.s_never_led;
    }
    if (rec.under != kNoCard) {
      MUST(rec.u_trick >= 0);  // SS-8.5: u is played, in the opening trick or the last
      EXPECT((rec.u_trick == rec.opening_trick_no || rec.u_trick == 5));
      EXPECT(has(played, rec.under));
    }
    EXPECT(has(played, rec.called));
  }
}

void playout(const SheepsheadRules& rules, std::uint64_t seed, Coverage& cov) {
  Rng rng(seed);
  const int dealer = static_cast<int>(rng.below(5));
  const SheepsheadDeal deal = deal_sheepshead(seed, dealer);
  SheepsheadHand h(rules, dealer, deal);
  const std::uint32_t pick_percent = 4 + rng.below(40);
  const bool deep = seed % 16 == 0;  // the costlier checks on every 16th hand
  CAPTURE(seed);

  // Picking (SS-4.1, SS-4.3).
  for (int i = 0; h.phase() == Phase::kPick; ++i) {
    MUST(i < 5);
    MUST(h.to_act() == (dealer + 1 + i) % 5);
    const bool dealer_forced = rules.all_pass == AllPass::kForcedPick && i == 4;
    EXPECT(h.can_pass() == !dealer_forced);
    const bool take = dealer_forced || rng.below(100) < pick_percent;
    MUST(!(h.pick(take).has_value()));
  }
  ++cov.hands;
  if (h.phase() == Phase::kDone) {
    MUST(rules.all_pass == AllPass::kDoubler);
    const HandResult r = h.result();
    EXPECT(r.thrown_in);
    EXPECT(r.units == std::array<int, kMaxPlayers>{});
    EXPECT(h.plays().empty());
    ++cov.thrown_in;
    return;
  }

  Record rec;
  rec.rules = rules;
  rec.hands = deal.hands;
  rec.leader = (dealer + 1) % 5;
  const bool leaster = h.is_leaster();
  if (leaster) {
    MUST(rules.all_pass == AllPass::kLeaster);
    ++cov.leasters;
  } else {
    bury_and_call(h, rules, deal, rng, deep, rec, cov);
  }

  play_checked(h, rec, rng, deep, cov);

  // Each card once: the 30 plays plus the bury (or the blind in a leaster) are the pack.
  const auto& plays = h.plays();
  CardMask played = 0;
  for (Card c : plays) {
    EXPECT(!(has(played, c)));
    played |= bit(c);
  }
  EXPECT(count(played) == 30);
  EXPECT((played | (leaster ? deal.blind : h.buried())) == kAllCards);

  const HandResult r = h.result();
  const int units_sum = std::accumulate(r.units.begin(), r.units.end(), 0);
  EXPECT(units_sum == 0);  // G-5
  EXPECT(std::accumulate(r.tricks.begin(), r.tricks.end(), 0) == 6);
  const int points_sum = std::accumulate(r.points.begin(), r.points.end(), 0);

  if (leaster) {
    check_leaster(r, rules, deal, rec, points_sum);
    return;
  }
  check_picker_result(h, r, rules, rec, played, points_sum, cov);
}

struct Variant {
  const char* name;
  SheepsheadRules rules;
  int hands;
};

std::vector<Variant> variants() {
  std::vector<Variant> v;
  v.push_back({"sheepshead", *sheepshead_preset("sheepshead"), 30000});
  v.push_back({"sheepshead_1988", *sheepshead_preset("sheepshead_1988"), 27000});
  SheepsheadRules clubs;
  clubs.trump_suit = Suit::kClubs;
  v.push_back({"ss_trump_suit C", clubs, 8000});
  SheepsheadRules clubs88 = *sheepshead_preset("sheepshead_1988");
  clubs88.trump_suit = Suit::kClubs;
  v.push_back({"sheepshead_1988 + ss_trump_suit C", clubs88, 4000});
  SheepsheadRules strict;
  strict.unknown_rule = UnknownRule::kOnlyAces;
  strict.under_must_be_fail = true;
  strict.under_lead_allowed = false;
  v.push_back({"only_aces, under_must_be_fail, no under lead", strict, 6000});
  SheepsheadRules eight;
  eight.unknown_judged_on = UnknownJudgedOn::kEight;
  v.push_back({"unknown judged on eight", eight, 6000});
  SheepsheadRules eight_strict = strict;
  eight_strict.unknown_judged_on = UnknownJudgedOn::kEight;
  v.push_back({"unknown judged on eight, only_aces, under_must_be_fail", eight_strict, 3000});
  SheepsheadRules no_calls;
  no_calls.allow_ten_call = false;
  no_calls.allow_unknown = false;
  v.push_back({"no ten, no unknown", no_calls, 4000});
  SheepsheadRules forced;
  forced.all_pass = AllPass::kForcedPick;
  forced.called_ten_wins = true;
  forced.double_on_bump = false;
  v.push_back({"forced_pick, called_ten_wins, no double on the bump", forced, 6000});
  SheepsheadRules last;
  last.leaster_blind = LeasterBlind::kLastTrick;
  v.push_back({"leaster blind last_trick", last, 3000});
  SheepsheadRules first;
  first.leaster_blind = LeasterBlind::kFirstTrick;
  first.ten_hold_is_ace = true;
  v.push_back({"leaster blind first_trick, ten_hold_is_ace", first, 3000});
  return v;
}

}  // namespace

TEST_CASE(
    "Playouts: 100,000 random hands keep every rule invariant (G-5, G-6, SS-6, SS-8.9, SS-10)") {
  int total = 0;
  Coverage all;
  for (const Variant& v : variants()) {
    CAPTURE(v.name);
    Coverage cov;
    for (int i = 0; i < v.hands; ++i) {
      const std::uint64_t seed = 0x5EED0000ull + static_cast<std::uint64_t>(total + i);
      playout(v.rules, seed, cov);
    }
    total += v.hands;
    CHECK(cov.hands == v.hands);
    if (v.rules.all_pass == AllPass::kLeaster) CHECK(cov.leasters > 0);
    if (v.rules.all_pass == AllPass::kDoubler) CHECK(cov.thrown_in > 0);
    all.hands += cov.hands;
    all.leasters += cov.leasters;
    all.thrown_in += cov.thrown_in;
    all.ace_calls += cov.ace_calls;
    all.ten_calls += cov.ten_calls;
    all.unknown_calls += cov.unknown_calls;
    all.alone_calls += cov.alone_calls;
    all.under_leads += cov.under_leads;
    all.s_never_led += cov.s_never_led;
    for (int i = 0; i < 6; ++i) all.rows[i] += cov.rows[i];
  }
  CHECK(total >= 100000);
  MESSAGE("hands ", all.hands, ", leasters ", all.leasters, ", thrown in ", all.thrown_in,
          ", calls ace/ten/unknown/alone ", all.ace_calls, "/", all.ten_calls, "/",
          all.unknown_calls, "/", all.alone_calls, ", under leads ", all.under_leads,
          ", s never led ", all.s_never_led, ", rows W1 W2 W3 L1 L2 L3 ", all.rows[0], " ",
          all.rows[1], " ", all.rows[2], " ", all.rows[3], " ", all.rows[4], " ", all.rows[5]);
  // The playouts must reach every kind of call and every settlement row.
  CHECK(all.ten_calls > 50);
  CHECK(all.unknown_calls > 500);
  CHECK(all.under_leads > 50);
  CHECK(all.s_never_led > 50);
  for (int n : all.rows) CHECK(n > 20);
}
