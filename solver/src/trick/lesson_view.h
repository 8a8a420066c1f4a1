// The trick games' lesson detectors' shared view (solver/lessons.h, RULES.md §6): what the mover
// knows and the public trick state, with the derived facts (teammates, bosses, schmier cards)
// that Sheepshead's ST-1..8 (../sheepshead/lessons.cpp) and Schafkopf's SK-ST-1, 3, 4, 6
// (../schafkopf/lessons.cpp) read. lesson_triggers (lesson_view.cpp) builds it and asks the
// game's detectors.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "solver/dd.h"
#include "solver/knowledge.h"
#include "solver/lessons.h"

namespace solver::trick {

using engine::ContractTable;
using engine::kNoCard;
using engine::kTrump;

// The mover's view of a decision: the knowledge plus handy derived facts.
struct View {
  const Knowledge& k;
  const engine::PlayRules& r;
  const engine::PlayState& st;
  const ContractTable& t;
  CardMask legal;
  int p;          // the mover
  CardMask hand;  // his playable cards
  int n;          // players
  int under_pos;  // position of a face-down under card in the current trick, -1 if none

  CardMask trumps() const { return t.trumps(); }
  CardMask fail() const { return t.deck & ~t.trumps(); }
  int seat_at(int i) const { return (st.leader + i) % n; }
  bool leading() const { return st.trick_size == 0; }
  std::uint8_t led() const { return st.led_suit(r); }

  // Seats the mover knows to be on his side (not himself). `known_defender` extends this for a
  // defender with seats that cannot be the partner because they trumped the called suit's
  // opening trick (SS-8.3a, SS-8.4: neither the picker nor the partner can trump it).
  std::uint32_t teammates() const {
    std::uint32_t m = 0;
    if (k.leaster || k.picker < 0) return 0;
    switch (k.role) {
      case Role::kPicker:
        if (k.partner_known >= 0 && k.partner_known != p) m |= 1u << k.partner_known;
        break;
      case Role::kPartner:
        m |= 1u << k.picker;
        break;
      case Role::kDefender:
        if (k.alone || k.partner_known >= 0) {
          for (int q = 0; q < n; ++q) {
            if (q != p && q != k.picker && q != k.partner_known) m |= 1u << q;
          }
        }
        break;
      default:
        break;
    }
    return m;
  }
  // The defenders the mover can name (for ST-1/ST-2); `all_known` tells whether that is all.
  std::uint32_t known_defenders(bool& all_known) const {
    std::uint32_t m = 0;
    all_known = true;
    for (int q = 0; q < n; ++q) {
      if (q == p || q == k.picker) continue;
      if (k.alone || q != k.partner_known) m |= 1u << q;
    }
    if (k.role == Role::kPicker && !k.alone && k.partner_known < 0) {
      all_known = false;  // one of these is the partner, he does not know which
    }
    if (k.role == Role::kPartner) {
      m &= ~(1u << p);
    }
    return m;
  }
  // Every player after the mover in this trick is one of `mates`.
  bool later_all_in(std::uint32_t mates) const {
    bool all = true;
    for (int i = st.trick_size + 1; i < n; ++i) all &= (mates >> seat_at(i) & 1) != 0;
    return all;
  }
  // How many of `seats` have not shown void in trump.
  int not_void_in_trump(std::uint32_t seats) const {
    int count = 0;
    for (int q = 0; q < n; ++q) {
      if ((seats >> q & 1) && !void_in(q, kTrump)) ++count;
    }
    return count;
  }
  int unseen_trumps() const { return engine::count(k.unseen & trumps()); }
  bool void_in(int q, int e) const { return k.voids[static_cast<std::size_t>(q)] >> e & 1; }

  // Index in the trick of the current winner (the under card never wins).
  int winner_index() const {
    return engine::trick_winner_index(t, st.trick.data(), st.trick_size, led(), r.under);
  }
  // Does `c` beat `w` in this trick (led suit `led`)?
  bool beats(Card c, Card w) const {
    const bool ct = t.eff_suit[c] == kTrump;
    const bool wt = t.eff_suit[w] == kTrump;
    if (ct != wt) return ct;
    if (!ct && t.eff_suit[c] != led()) return false;
    if (!ct && t.eff_suit[w] != led()) return true;
    return t.power[c] > t.power[w];
  }
  // No unseen card can beat `w` in this trick (RULES.md §6 `boss`).
  bool boss(Card w) const {
    for (Card c : engine::cards(k.unseen)) {
      if (beats(c, w)) return false;
    }
    return true;
  }
  int visible_trick_points() const {
    int pts = 0;
    for (int i = 0; i < st.trick_size; ++i) {
      if (i != under_pos) pts += engine::card_points(st.trick[static_cast<std::size_t>(i)]);
    }
    return pts;
  }
};

// The cards of m in power order, as card codes.
std::string codes(CardMask m, const ContractTable& t);
// The card of m with the most or the least power (kNoCard for none).
Card highest(const ContractTable& t, CardMask m);
Card lowest_power(const ContractTable& t, CardMask m);
// The lowest card of the longest plain suit among `fail` (the first such suit on a tie).
Card lowest_of_longest_suit(const ContractTable& t, CardMask fail);
LessonTrigger make(std::string id, std::string title, CardMask rec, Card ideal, std::string advice,
                   std::string rule);
// ST-6 and SK-ST-6's recommendation: the schmier cards with the most points, leaving out a
// card that would take the trick from the teammate's winning card `w` unless it is a boss
// itself. Empty when no such card has points or every legal card has as many.
CardMask schmier_cards(const View& v, Card w, int& most);
// The schmier card a lesson names among `rec`: the weakest plain card, else the weakest.
Card schmier_ideal(const View& v, CardMask rec);

// Each game's detectors: they append the lessons whose trigger holds.
void sheepshead_lessons(const View& v, std::vector<LessonTrigger>& out);
void schafkopf_lessons(const View& v, std::vector<LessonTrigger>& out);

}  // namespace solver::trick
