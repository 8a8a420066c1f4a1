// Helpers shared by the Sheepshead rule tests (RULES.md §3): cards from codes, crafted deals,
// scripted hands through the public SheepsheadHand API, trick positions built on PlayState,
// and a comparison of hand state for G-6 ("rejected without changing state").
#pragma once

#include <doctest/doctest.h>

#include <array>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/contract.h"
#include "engine/play.h"
#include "engine/sheepshead.h"

namespace sstest {

using engine::Card;
using engine::CardMask;

// One card from its code; fails the test on a bad code.
inline Card card(std::string_view code) {
  auto c = engine::parse_card(code);
  REQUIRE_MESSAGE(c.has_value(), "bad card code in test: ", std::string(code));
  return *c;
}

// The cards of a space-separated list ("QC JS 7D"); fails the test on a bad or repeated code.
inline CardMask mask(std::string_view codes) {
  CardMask m = 0;
  std::istringstream in{std::string(codes)};
  std::string word;
  while (in >> word) {
    const Card c = card(word);
    REQUIRE_MESSAGE(!engine::has(m, c), "card listed twice in test: ", word);
    m |= engine::bit(c);
  }
  return m;
}

inline std::vector<Card> card_list(std::string_view codes) {
  std::vector<Card> out;
  std::istringstream in{std::string(codes)};
  std::string word;
  while (in >> word) out.push_back(card(word));
  return out;
}

// A crafted deal: five hands of six cards and a blind of two, together the whole pack.
inline engine::SheepsheadDeal make_deal(const std::array<std::string_view, 5>& hands,
                                        std::string_view blind) {
  engine::SheepsheadDeal d;
  CardMask all = 0;
  for (int s = 0; s < 5; ++s) {
    d.hands[s] = mask(hands[s]);
    REQUIRE(engine::count(d.hands[s]) == 6);
    REQUIRE((all & d.hands[s]) == 0);
    all |= d.hands[s];
  }
  d.blind = mask(blind);
  REQUIRE(engine::count(d.blind) == 2);
  REQUIRE((all & d.blind) == 0);
  REQUIRE((all | d.blind) == engine::kLongDeck);
  return d;
}

// Runs the auction: `passes` seats pass from the dealer's left, then the next one picks.
inline void pick_after_passes(engine::SheepsheadHand& h, int passes) {
  for (int i = 0; i < passes; ++i) REQUIRE_FALSE(h.pick(false).has_value());
  REQUIRE_FALSE(h.pick(true).has_value());
}

inline engine::Call ace_call(engine::Suit s) {
  return {engine::CallType::kAce, s, engine::kNoCard};
}
inline engine::Call ten_call(engine::Suit s) {
  return {engine::CallType::kTen, s, engine::kNoCard};
}
inline engine::Call unknown_call(engine::Suit s, Card under) {
  return {engine::CallType::kUnknown, s, under};
}
inline engine::Call alone_call() {
  return {engine::CallType::kAlone, engine::Suit::kClubs, engine::kNoCard};
}

// Plays the listed cards in order; each must be accepted.
inline void play_cards(engine::SheepsheadHand& h, std::string_view codes) {
  for (Card c : card_list(codes)) {
    auto err = h.play(c);
    REQUIRE_MESSAGE(!err.has_value(), "playing ", engine::card_code(c), ": ", err.value_or(""));
  }
}

// A full hand from a crafted deal: the auction, bury, call and all plays. Dealer 4, so seat 0
// speaks and leads first.
inline engine::SheepsheadHand scripted_hand(const engine::SheepsheadRules& rules,
                                            const engine::SheepsheadDeal& deal, int passes,
                                            std::string_view bury, const engine::Call& call,
                                            std::string_view plays, int multiplier = 1) {
  engine::SheepsheadHand h(rules, 4, deal, multiplier);
  pick_after_passes(h, passes);
  REQUIRE_FALSE(h.bury(mask(bury)).has_value());
  auto err = h.call(call);
  REQUIRE_MESSAGE(!err.has_value(), err.value_or(""));
  play_cards(h, plays);
  REQUIRE(h.phase() == engine::Phase::kDone);
  return h;
}

// --- Crafted hands with known results (dealer 4, seat 0 speaks and leads first) ----------------

// Seat 0 picks QC JH 9C 8H 8S QS with the blind QD TD, buries QD TD (13) and calls ACE(H); seat 2
// holds AH. Tricks: QC wins 7 (seat 0); QH wins 20 (seat 3); AC wins 15 (seat 3); the opening
// heart trick, 7H led, AH wins 15 (seat 2); AS wins 15 (seat 3); QS wins TC TH TS JD for 35
// (seat 0). Picker side 7 + 35 + 13 + 15 = 70, defenders 50.
inline engine::SheepsheadDeal deal_pp70() {
  return make_deal({"QC JH 9C 8H 8S QS", "7D AD 8C 9H 9S TS", "8D JC KC AH 7S JD",
                    "9D QH AC 7H AS TC", "KD JS 7C KH KS TH"},
                   "QD TD");
}
inline constexpr std::string_view kPlaysPp70 =
    "QC 7D 8D 9D KD  JH AD JC QH JS  AC 7C 9C 8C KC  7H KH 8H 9H AH  7S AS KS 8S 9S  "
    "TC TH QS TS JD";
inline engine::SheepsheadHand hand_pp70(const engine::SheepsheadRules& rules, int multiplier = 1) {
  return scripted_hand(rules, deal_pp70(), 0, "QD TD", ace_call(engine::Suit::kHearts), kPlaysPp70,
                       multiplier);
}

// Seat 0 picks 7C 8C 9C 7S 8S AH with the blind 9S TH, buries AH TH (21) and goes alone; he
// leads 7C into AC TC KC QC and never wins a trick (L3, SS-T7). Seat 4 takes every trick.
inline engine::SheepsheadDeal deal_no_trick() {
  return make_deal({"7C 8C 9C 7S 8S AH", "AC QH JH KD AS KS", "TC QD JD 9D KH 8H",
                    "KC JC AD 8D 9H 7H", "QC QS JS TD 7D TS"},
                   "9S TH");
}
inline constexpr std::string_view kPlaysNoTrick =
    "7C AC TC KC QC  QS 8C QH QD JC  JS 9C JH JD AD  TD 7S KD 9D 8D  7D 8S AS KH 9H  "
    "TS 9S KS 8H 7H";

// Seat 0 picks QC QS QH QD JC 7H with the blind AC TC, buries them (21), goes alone and wins
// the first five tricks with his trumps; 7H then loses the last trick, worth 0, to 9H (seat 1).
// Picker 120 points, but the defenders took a trick: W2, not W3 (SS-10.1).
inline engine::SheepsheadDeal deal_zero_trick() {
  return make_deal({"QC QS QH QD JC 7H", "JS JH JD AH TH 9H", "AD TD KC 8C 7C 8H",
                    "KD 9D AS TS KS 7S", "8D 7D 9S 8S KH 9C"},
                   "AC TC");
}
inline constexpr std::string_view kPlaysZeroTrick =
    "QC JS AD KD 8D  QS JH TD 9D 7D  QH JD KC AS 9S  QD AH 8C TS 8S  JC TH 7C KS KH  "
    "7H 9H 8H 7S 9C";

// --- Random legal play ---------------------------------------------------------------------------

// The n-th card (0-based, index order) of a mask.
inline Card nth_card(CardMask m, std::uint32_t n) {
  for (std::uint32_t i = 0; i < n; ++i) m &= m - 1;
  return engine::lowest(m);
}

inline Card random_card(CardMask m, engine::Rng& rng) {
  if (m == 0) FAIL("random_card: no card to choose from");
  return nth_card(m, rng.below(static_cast<std::uint32_t>(engine::count(m))));
}

// Takes one seeded random legal action: pick with the given chance, any blind_size() cards to
// bury, any legal call, any legal announcement (SS-14.3, SS-14.4), any legal card.
inline void random_action(engine::SheepsheadHand& h, engine::Rng& rng,
                          std::uint32_t pick_percent = 30) {
  switch (h.phase()) {
    case engine::Phase::kPick: {
      const bool take = !h.can_pass() || rng.below(100) < pick_percent;
      REQUIRE_FALSE(h.pick(take).has_value());
      break;
    }
    case engine::Phase::kBury: {
      CardMask left = h.picker_cards();
      CardMask bury = 0;
      for (int i = 0; i < h.rules().blind_size(); ++i) {
        const Card c = random_card(left, rng);
        bury |= engine::bit(c);
        left &= ~engine::bit(c);
      }
      REQUIRE_FALSE(h.bury(bury).has_value());
      break;
    }
    case engine::Phase::kCall: {
      const auto calls = h.legal_calls();
      REQUIRE_FALSE(calls.empty());
      const auto& c = calls[rng.below(static_cast<std::uint32_t>(calls.size()))];
      REQUIRE_FALSE(h.call(c).has_value());
      break;
    }
    case engine::Phase::kPlay: {
      REQUIRE_FALSE(h.play(random_card(h.legal_cards(), rng)).has_value());
      break;
    }
    case engine::Phase::kAnnounce: {
      const auto options = h.legal_announcements();
      REQUIRE(options.size() >= 2);  // a seat with nothing but kPass is never asked
      const auto a = options[rng.below(static_cast<std::uint32_t>(options.size()))];
      const auto err = h.announce(a);
      REQUIRE_MESSAGE(!err.has_value(), err.value_or(""));
      break;
    }
    case engine::Phase::kDone:
      break;
  }
}

inline void play_to_end(engine::SheepsheadHand& h, engine::Rng& rng,
                        std::uint32_t pick_percent = 30) {
  while (h.phase() != engine::Phase::kDone) random_action(h, rng, pick_percent);
}

// --- Trick positions on the PlayState level ----------------------------------------------------

// A Sheepshead trick position: seat hands (any sizes), the leader, and the called card.
struct Position {
  engine::PlayRules rules;
  engine::PlayState state;

  // Plays a card for the player to move; it must be legal.
  void play(std::string_view code) {
    const Card c = card(code);
    REQUIRE_MESSAGE(engine::has(engine::legal_moves(rules, state), c),
                    "not legal: ", std::string(code),
                    " (legal: ", engine::mask_string(engine::legal_moves(rules, state)), ")");
    engine::PlayUndo u;
    engine::make_move(rules, state, c, u);
  }
  CardMask legal() const { return engine::legal_moves(rules, state); }
  int to_move() const { return state.to_move(rules); }
};

inline Position position(const std::array<std::string_view, 5>& hands, int leader,
                         engine::Suit trump = engine::Suit::kDiamonds) {
  Position p;
  p.rules.num_players = 5;
  p.rules.table = engine::sheepshead_table(trump);
  for (int s = 0; s < 5; ++s) p.state.hands[s] = mask(hands[s]);
  p.state.leader = static_cast<std::uint8_t>(leader);
  return p;
}

// Sets an ACE or TEN call: picker, called card, and his hold rule (SS-8.4).
inline void set_called(Position& p, int picker, std::string_view called,
                       engine::HoldRule hold = engine::HoldRule::kOneCard) {
  p.rules.picker = static_cast<std::uint8_t>(picker);
  p.rules.called = card(called);
  p.rules.called_suit = static_cast<std::uint8_t>(engine::suit_of(p.rules.called));
  p.rules.hold = hold;
}

// Sets an UNKNOWN call: the under card is pending, outside the picker's playable hand (SS-8.5a).
inline void set_unknown(Position& p, int picker, std::string_view called, std::string_view under) {
  set_called(p, picker, called, engine::HoldRule::kNone);
  p.rules.under = card(under);
  REQUIRE_FALSE(engine::has(p.state.hands[picker], p.rules.under));
  p.state.under_pending = true;
}

using engine::same_position;

// --- Hand state for G-6 --------------------------------------------------------------------------

// Everything a SheepsheadHand shows through its public interface.
struct HandView {
  engine::Phase phase;
  int to_act;
  std::vector<bool> auction;
  int picker;
  CardMask picker_cards;
  CardMask buried;
  std::optional<engine::Call> called;
  std::vector<Card> plays;
  std::array<CardMask, 5> hands;
  CardMask legal_cards;
  std::vector<engine::Call> legal_calls;
  engine::PlayState play;
  bool can_pass;

  bool operator==(const HandView& o) const {
    return phase == o.phase && to_act == o.to_act && auction == o.auction && picker == o.picker &&
           picker_cards == o.picker_cards && buried == o.buried && called == o.called &&
           plays == o.plays && hands == o.hands && legal_cards == o.legal_cards &&
           legal_calls == o.legal_calls && same_position(play, o.play) && can_pass == o.can_pass;
  }
};

inline HandView view(const engine::SheepsheadHand& h) {
  HandView v{h.phase(),       h.to_act(),     h.auction(), h.picker(), h.picker_cards(),
             h.buried(),      h.called(),     h.plays(),   {},         h.legal_cards(),
             h.legal_calls(), h.play_state(), h.can_pass()};
  for (int s = 0; s < 5; ++s) v.hands[s] = h.hand_of(s);
  return v;
}

}  // namespace sstest
