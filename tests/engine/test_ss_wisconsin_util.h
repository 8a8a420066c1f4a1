// Helpers of the Wisconsin Sheepshead tests (RULES.md SS-14): tables, crafted five-handed
// deals with the queens and jacks placed for the partner and announcement tests, and what
// the announcement poll shows, for "rejected without change" (G-6).
#pragma once

#include <doctest/doctest.h>

#include <initializer_list>
#include <numeric>
#include <string>
#include <string_view>
#include <vector>

#include "engine/sheepshead.h"
#include "test_ss_util.h"

namespace wisctest {

using namespace engine;
using sstest::card;
using sstest::mask;

inline SheepsheadRules table(int players, PartnerRule partner = PartnerRule::kCalledAce) {
  SheepsheadRules r;
  r.players = players;
  r.partner_rule = partner;
  return r;
}

inline SheepsheadRules jd_rules(bool call_up = false) {
  SheepsheadRules r = table(5, PartnerRule::kJackOfDiamonds);
  r.jd_call_up = call_up;
  return r;
}

// A crafted deal for any table: rules.seats() hands of hand_size() cards and the blind, together
// the whole pack.
inline SheepsheadDeal make_deal(const SheepsheadRules& rules,
                                const std::vector<std::string_view>& hands,
                                std::string_view blind) {
  REQUIRE(static_cast<int>(hands.size()) == rules.seats());
  SheepsheadDeal d;
  CardMask all = 0;
  for (int s = 0; s < rules.seats(); ++s) {
    d.hands[s] = mask(hands[s]);
    REQUIRE(count(d.hands[s]) == rules.hand_size());
    REQUIRE((all & d.hands[s]) == 0);
    all |= d.hands[s];
  }
  d.blind = mask(blind);
  REQUIRE(count(d.blind) == rules.blind_size());
  REQUIRE((all & d.blind) == 0);
  REQUIRE((all | d.blind) == kLongDeck);
  return d;
}

// Plays the hand out with every seat playing its legal card of the highest trick power.
inline void play_strongest(SheepsheadHand& h) {
  const ContractTable t = sheepshead_table_for(h.rules());
  while (h.phase() == Phase::kPlay) {
    Card best = kNoCard;
    for (Card c : cards(h.legal_cards())) {
      const int p = (t.eff_suit[c] == kTrump ? 64 : 0) + t.power[c];
      const int b = best == kNoCard ? -1 : (t.eff_suit[best] == kTrump ? 64 : 0) + t.power[best];
      if (p > b) best = c;
    }
    REQUIRE(best != kNoCard);
    REQUIRE_FALSE(h.play(best).has_value());
  }
}

inline int sum_units(const HandResult& r) {
  return std::accumulate(r.units.begin(), r.units.end(), 0);
}

inline bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

// Five-handed deals with the queens and jacks placed for the partner and announcement tests.
// Dealer 4: seat 0 speaks and leads first.
// Deal A: seat 0 holds both black queens, seat 1 both red queens and JH-less jacks, seat 2 JD.
inline SheepsheadDeal deal_a() {
  return make_deal(table(5),
                   {"QC QS 7C 8C 9C KC", "QH QD JC JS AH TH", "AC TC JH JD AD TD",
                    "7S 8S 9S KS AS TS", "7H 8H 9H KH KD 9D"},
                   "8D 7D");
}
// Deal B: as A but QS lies in the blind (seat 2 keeps JD, seat 3 takes 7S's place with 8D).
inline SheepsheadDeal deal_b() {
  return make_deal(table(5),
                   {"QC 7C 8C 9C KC 7S", "QH QD JC JS AH TH", "AC TC JH JD AD TD",
                    "8S 9S KS AS TS 8D", "7H 8H 9H KH KD 9D"},
                   "QS 7D");
}
// Deal C: seat 0 holds all four jacks.
inline SheepsheadDeal deal_c() {
  return make_deal(table(5),
                   {"JC JS JH JD 7C 8C", "QC QS QH QD 9C KC", "AC TC AD TD KD 9D",
                    "7S 8S 9S KS AS TS", "7H 8H 9H KH AH TH"},
                   "8D 7D");
}
// Deal D: JD lies in the blind; JH is at seat 2.
inline SheepsheadDeal deal_d() {
  return make_deal(table(5),
                   {"QC 7C 8C 9C KC 7S", "QH QD JC JS AH TH", "AC TC JH QS AD TD",
                    "8S 9S KS AS TS 8D", "7H 8H 9H KH KD 9D"},
                   "JD 7D");
}

// Seat 1 picks deal A (seat 0 passes) and buries the blind; under the JD rule seat 2 is his
// partner and no call is made.
inline SheepsheadHand seat1_picks_a(const SheepsheadRules& rules, int multiplier = 1) {
  SheepsheadHand h(rules, 4, deal_a(), multiplier);
  sstest::pick_after_passes(h, 1);
  REQUIRE_FALSE(h.bury(mask("8D 7D")).has_value());
  return h;
}

// Everything the announcement poll shows, for "rejected without change" (G-6).
struct PollView {
  Phase phase;
  int to_act;
  int multiplier;
  std::vector<Announcement> made;
  std::vector<Announce> legal;
  bool operator==(const PollView&) const = default;
};
inline PollView poll_view(const SheepsheadHand& h) {
  return {h.phase(), h.to_act(), h.multiplier(), h.announcements(), h.legal_announcements()};
}

inline std::vector<Announce> list(std::initializer_list<Announce> a) {
  return a;
}

}  // namespace wisctest
