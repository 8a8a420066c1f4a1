// Sheepshead's strategy lessons ST-1 to ST-8 (solver/lessons.h, RULES.md §6) over the trick
// layer's view (../trick/lesson_view.h).
#include <algorithm>

#include "../trick/lesson_view.h"

namespace solver {

using engine::kNoCard;
using engine::kTrump;

namespace {

using trick::codes;
using trick::highest;
using trick::lowest_of_longest_suit;
using trick::lowest_power;
using trick::make;
using trick::schmier_cards;
using trick::View;

void st1_st2(const View& v, std::vector<LessonTrigger>& out) {
  if (!v.leading() || v.k.leaster || v.k.picker < 0) return;
  if (v.k.role != Role::kPicker && v.k.role != Role::kPartner) return;
  const CardMask my_trumps = v.legal & v.trumps();
  const CardMask my_fail = v.legal & v.fail();
  bool all_known = true;
  const std::uint32_t defenders = v.known_defenders(all_known);
  const int not_void = v.not_void_in_trump(defenders);
  const bool partnership_known = v.k.role == Role::kPartner || v.k.alone || v.k.partner_known >= 0;
  const bool defenders_out = partnership_known && not_void == 0;
  if ((defenders_out || v.unseen_trumps() == 0) && my_fail && my_trumps) {
    // ST-2: every trump left is on the mover's side.
    Card ideal = kNoCard;
    for (Card c : engine::cards(my_fail)) {
      if (v.boss(c) && (ideal == kNoCard || engine::card_points(c) > engine::card_points(ideal))) {
        ideal = c;
      }
    }
    if (ideal == kNoCard) ideal = highest(v.t, my_fail);
    const std::string why = v.unseen_trumps() == 0 ? "no trump is left outside your hand"
                                                   : "every defender has shown void in trump";
    out.push_back(make("ST-2", "Count the trumps", my_fail, ideal,
                       "Count the trumps: " + why +
                           ", so leading trump only pulls your own side's trumps; lead a fail "
                           "card such as " +
                           engine::card_code(ideal) + " instead.",
                       "Count the trumps: " + why +
                           ", so leading trump only pulls your own side's trumps; lead a fail "
                           "card instead."));
    return;
  }
  if (!my_trumps || v.unseen_trumps() == 0) return;
  // ST-1: some defender may still hold trump (certainly so when the picker cannot yet tell
  // his partner apart: then two players who have not shown void are needed).
  if (not_void < (all_known ? 1 : 2)) return;
  Card ideal;
  std::string how;
  if (v.k.role == Role::kPicker) {
    ideal = highest(v.t, my_trumps);
    how =
        "lead your highest trump, " + engine::card_code(ideal) + ", to draw the defenders' trumps";
  } else {
    const Card qc = engine::make_card(engine::Suit::kClubs, engine::Rank::kQueen);
    ideal = engine::has(my_trumps, qc) ? qc : lowest_power(v.t, my_trumps);
    how = engine::has(my_trumps, qc)
              ? "lead QC"
              : "lead a low trump the picker can win, such as " + engine::card_code(ideal);
  }
  out.push_back(make("ST-1", "The picker's side leads trump", my_trumps, ideal,
                     "On lead for the picker's side: " + how + ".",
                     "On lead for the picker's side, lead trump to draw the defenders' trumps."));
}

void st3_st4(const View& v, std::vector<LessonTrigger>& out) {
  if (!v.leading() || v.k.role != Role::kDefender) return;
  if (v.k.called != kNoCard && !v.st.opened) {
    const std::uint8_t s = v.r.called_suit;
    const CardMask of_s = v.legal & v.t.suit_mask[s];
    if (of_s) {
      const Card ideal = lowest_power(v.t, of_s);
      out.push_back(make(
          "ST-3", "Defenders lead the called suit", of_s, ideal,
          "As a defender, lead the called suit while it is unopened: " + engine::card_code(ideal) +
              " forces the partner to play " + engine::card_code(v.k.called) +
              " and the picker to give up his hold card.",
          "As a defender, lead the called suit while it is unopened: it forces the partner to "
          "play " +
              engine::card_code(v.k.called) + " and the picker to give up his hold card."));
      return;
    }
  }
  const CardMask my_fail = v.legal & v.fail();
  const CardMask my_trumps = v.legal & v.trumps();
  if (!my_fail || !my_trumps) return;
  // Preferably from the longest fail suit (CP).
  const Card ideal = lowest_of_longest_suit(v.t, my_fail);
  out.push_back(make("ST-4", "Defenders do not lead trump", my_fail, ideal,
                     "As a defender, lead fail, not trump: trump leads help the picker, who "
                     "holds the most trumps. " +
                         engine::card_code(ideal) + " (from your longest fail suit) rather than " +
                         codes(my_trumps, v.t) + ".",
                     "As a defender, lead fail, not trump: trump leads help the picker, who "
                     "holds the most trumps."));
}

// A defender's trump in the called suit's opening trick: nobody on the picker's side can
// trump it (SS-8.3a, SS-8.4, SS-8.5b).
bool defender_trump_in_opening(const View& v, int& pos) {
  pos = -1;
  if (!v.st.opening_trick) return false;
  for (int i = 0; i < v.st.trick_size; ++i) {
    if (i == v.under_pos) continue;
    const Card c = v.st.trick[static_cast<std::size_t>(i)];
    if (c == v.r.under) continue;
    if (v.t.eff_suit[c] == kTrump) pos = i;
  }
  return pos >= 0;
}

void st5(const View& v, std::vector<LessonTrigger>& out) {
  if (v.leading() || !v.st.opening_trick || v.k.role != Role::kDefender) return;
  const std::uint8_t s = v.r.called_suit;
  if (v.hand & v.t.suit_mask[s]) return;
  const CardMask my_trumps = v.legal & v.trumps();
  if (!my_trumps) return;
  int pos = -1;
  if (defender_trump_in_opening(v, pos)) return;  // ST-6 instead
  Card ideal = kNoCard;
  const engine::Suit ts = engine::suit_of(highest(v.t, v.trumps() & ~(0x30303030u)));
  for (engine::Rank rk : {engine::Rank::kAce, engine::Rank::kTen, engine::Rank::kKing}) {
    const Card c = engine::make_card(ts, rk);
    if (engine::has(my_trumps, c) && ideal == kNoCard) ideal = c;
  }
  if (ideal == kNoCard) ideal = lowest_power(v.t, my_trumps);
  out.push_back(make("ST-5", "Trump the called suit's opening trick high", engine::bit(ideal),
                     ideal,
                     "In the opening trick of the called suit neither the picker nor his partner "
                     "can trump, so trump it with the trump worth the most points: " +
                         engine::card_code(ideal) + ".",
                     "In the opening trick of the called suit neither the picker nor his partner "
                     "can trump, so trump it with points."));
}

void st6(const View& v, std::vector<LessonTrigger>& out) {
  if (v.leading() || v.k.leaster || v.k.picker < 0) return;
  const int wi = v.winner_index();
  if (wi < 0) return;
  const int winner = v.seat_at(wi);
  const Card wcard = v.st.trick[static_cast<std::size_t>(wi)];
  std::uint32_t mates = v.teammates();
  int dpos = -1;
  const bool opening_trump = v.k.role == Role::kDefender && defender_trump_in_opening(v, dpos);
  if (opening_trump && dpos == wi) mates |= 1u << winner;  // he cannot be picker or partner
  if (!(mates >> winner & 1)) return;
  const bool later_mates = v.later_all_in(mates);
  const bool sure = later_mates || v.boss(wcard) || (opening_trump && dpos == wi);
  if (!sure) return;
  int most = -1;
  const CardMask rec = schmier_cards(v, wcard, most);
  if (!rec) return;  // no schmier card with points, or no choice of points
  const Card ideal = trick::schmier_ideal(v, rec);
  std::string who = winner == v.k.picker ? "the picker's" : "your partner's";
  if (v.k.role == Role::kDefender) who = "a fellow defender's";
  const std::string head = "Schmier: " + who + " " + engine::card_code(wcard) +
                           " will win this trick, so give it points";
  out.push_back(make("ST-6", "Schmier", rec, ideal,
                     head + ": " + engine::card_code(ideal) + " (" + std::to_string(most) +
                         "), and keep your queens and jacks.",
                     head + ", and keep your queens and jacks."));
}

void st7(const View& v, std::vector<LessonTrigger>& out) {
  if (!v.k.leaster || v.leading()) return;
  if (v.hand & v.t.suit_mask[v.led()]) return;
  CardMask lone = 0;
  for (int e = 0; e < 4; ++e) {
    const CardMask m = v.hand & v.t.suit_mask[static_cast<std::size_t>(e)];
    if (engine::count(m) != 1) continue;
    const Card c = engine::lowest(m);
    if (engine::rank_of(c) == engine::Rank::kAce || engine::rank_of(c) == engine::Rank::kTen) {
      lone |= m;
    }
  }
  lone &= v.legal;
  if (!lone) return;
  Card ideal = kNoCard;
  for (Card c : engine::cards(lone)) {
    if (ideal == kNoCard || engine::card_points(c) > engine::card_points(ideal)) ideal = c;
  }
  out.push_back(make("ST-7", "Leaster: shed a lone ace or ten", lone, ideal,
                     "Leaster: you cannot follow, so shed your lone " + engine::card_code(ideal) +
                         " now; if its suit is led later you must play it and may win a trick "
                         "full of points.",
                     "Leaster: you cannot follow, so shed a lone ace or ten now; if its suit is "
                     "led later you must play it and may win a trick full of points."));
}

void st8(const View& v, std::vector<LessonTrigger>& out) {
  if (!v.k.leaster || v.leading()) return;
  if (v.st.tricks_won[static_cast<std::size_t>(v.p)] > 0) return;
  const int wi = v.winner_index();
  if (wi < 0) return;
  const Card w = v.st.trick[static_cast<std::size_t>(wi)];
  // Only as the last to play: before, the trick's final points are unknown (RULES.md ST-8).
  if (v.st.trick_size != v.n - 1) return;
  const int pts = v.visible_trick_points();
  CardMask rec = 0;
  int least = 99;
  for (Card c : engine::cards(v.legal)) {
    if (!v.beats(c, w)) continue;
    const int total = pts + engine::card_points(c);
    if (total > kCheapTrickMax) continue;
    if (engine::card_points(c) < least) {
      least = engine::card_points(c);
      rec = 0;
    }
    if (engine::card_points(c) == least) rec |= engine::bit(c);
  }
  if (!rec) return;
  const Card ideal = lowest_power(v.t, rec);
  out.push_back(make("ST-8", "Leaster: take one cheap trick", rec, ideal,
                     "Leaster: you have no trick yet and this one is worth only " +
                         std::to_string(pts + engine::card_points(ideal)) +
                         " points; win it with " + engine::card_code(ideal) + " to qualify.",
                     "Leaster: you have no trick yet and this one is cheap; win it to qualify."));
}

}  // namespace

void trick::sheepshead_lessons(const View& v, std::vector<LessonTrigger>& out) {
  st1_st2(v, out);
  st3_st4(v, out);
  st5(v, out);
  st6(v, out);
  st7(v, out);
  st8(v, out);
}

}  // namespace solver
