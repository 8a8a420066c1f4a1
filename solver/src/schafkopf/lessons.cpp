// Schafkopf's strategy lessons SK-ST-1, 3, 4 and 6 (solver/lessons.h, RULES.md §6 over the SK
// roles: declarer = picker, the holder of the called ace = partner; k.alone for the solo class;
// k.leaster for a Ramsch, which has none) over the trick layer's view (../trick/lesson_view.h).
#include "../trick/lesson_view.h"

namespace solver {

using engine::ContractTable;
using engine::kNoCard;
using engine::kTrump;

namespace {

using trick::highest;
using trick::lowest_of_longest_suit;
using trick::lowest_power;
using trick::make;
using trick::schmier_cards;
using trick::View;

// German card codes (C-3) for Schafkopf texts.
std::string gcode(Card c) {
  return engine::german_code(c);
}
std::string gcodes(CardMask m, const ContractTable& t) {
  std::string s;
  for (Card c : power_order(t, m)) s += (s.empty() ? "" : " ") + gcode(c);
  return s;
}

// SK-ST-1: the declarer or his known partner on lead, holding trump, while an opponent may
// still hold trump (an opponent who has not shown void in trump, and a trump unseen; the
// declarer of a Sauspiel who does not know his partner yet needs two such players).
void sk_st1(const View& v, std::vector<LessonTrigger>& out) {
  if (!v.leading() || v.k.leaster || v.k.picker < 0) return;
  if (v.k.role != Role::kPicker && v.k.role != Role::kPartner) return;
  const CardMask my_trumps = v.legal & v.trumps();
  if (!my_trumps || v.unseen_trumps() == 0) return;
  bool all_known = true;
  const std::uint32_t opponents = v.known_defenders(all_known);
  const int not_void = v.not_void_in_trump(opponents);
  if (not_void < (all_known ? 1 : 2)) return;
  const bool declarer = v.k.role == Role::kPicker;
  const Card ideal = declarer ? highest(v.t, my_trumps) : lowest_power(v.t, my_trumps);
  out.push_back(make("SK-ST-1", "The declarer's party plays trump", my_trumps, ideal,
                     declarer ? "On lead as the declarer: play trump to draw the opponents' "
                                "trumps, from the top: " +
                                    gcode(ideal) + "."
                              : "On lead as the declarer's partner: play trump to him, a low "
                                "one he can win, such as " +
                                    gcode(ideal) + ".",
                     declarer ? "On lead as the declarer: play trump to draw the opponents' "
                                "trumps."
                              : "On lead as the declarer's partner: play trump to him."));
}

// SK-ST-3 "Sau suchen": a defender of a Sauspiel on lead while the called suit is unopened and
// he holds a card of it: lead it (the partner must play the ace, SK-7.3). SK-ST-4: otherwise a
// defender (any contract but a Ramsch) on lead with trump and a plain suit card leads the
// plain suit.
void sk_st3_st4(const View& v, std::vector<LessonTrigger>& out) {
  if (!v.leading() || v.k.leaster || v.k.role != Role::kDefender) return;
  if (v.k.called != kNoCard && !v.st.opened) {
    const CardMask of_s = v.legal & v.t.suit_mask[v.r.called_suit];
    if (of_s) {
      const Card ideal = lowest_power(v.t, of_s);
      out.push_back(make(
          "SK-ST-3", "Defenders lead the called suit (Sau suchen)", of_s, ideal,
          "As a defender, look for the called ace while its suit is unopened: " + gcode(ideal) +
              " forces the partner to play " + gcode(v.k.called) + " and shows you who he is.",
          "As a defender, look for the called ace while its suit is unopened: it forces the "
          "partner to play " +
              gcode(v.k.called) + " and shows you who he is."));
      return;
    }
  }
  const CardMask my_fail = v.legal & v.fail();
  const CardMask my_trumps = v.legal & v.trumps();
  if (!my_fail || !my_trumps) return;
  const Card ideal = lowest_of_longest_suit(v.t, my_fail);
  out.push_back(make("SK-ST-4", "Defenders do not lead trump", my_fail, ideal,
                     "As a defender, play a suit, not trump: trump leads help the declarer, who "
                     "holds the most trumps. " +
                         gcode(ideal) + " (from your longest suit) rather than " +
                         gcodes(my_trumps, v.t) + ".",
                     "As a defender, play a suit, not trump: trump leads help the declarer, who "
                     "holds the most trumps."));
}

// SK-ST-6 "Schmieren": not on lead, the trick's current winner is a known partner (the
// declarer's partner knows the declarer; the declarer knows his partner once the ace has
// fallen or a Re revealed him; defenders know each other in a solo, and in a Sauspiel once the
// partner is known) and the trick is sure for him (everyone after the mover is a known partner,
// or no unseen card beats the winning card): give the most points.
void sk_st6(const View& v, std::vector<LessonTrigger>& out) {
  if (v.leading() || v.k.leaster || v.k.picker < 0) return;
  const int wi = v.winner_index();
  if (wi < 0) return;
  const int winner = v.seat_at(wi);
  const Card wcard = v.st.trick[static_cast<std::size_t>(wi)];
  const std::uint32_t mates = v.teammates();
  if (!(mates >> winner & 1)) return;
  const bool later_mates = v.later_all_in(mates);
  if (!later_mates && !v.boss(wcard)) return;
  int most = -1;
  const CardMask rec = schmier_cards(v, wcard, most);
  if (!rec) return;  // no schmier card with points, or no choice of points
  const Card ideal = trick::schmier_ideal(v, rec);
  const std::string who = winner == v.k.picker          ? "the declarer's"
                          : v.k.role == Role::kDefender ? "a fellow defender's"
                                                        : "your partner's";
  const std::string head =
      "Schmieren: " + who + " " + gcode(wcard) + " will win this trick, so give it points";
  out.push_back(make("SK-ST-6", "Schmieren", rec, ideal,
                     head + ": " + gcode(ideal) + " (" + std::to_string(most) +
                         "), and keep your Obers and Unters.",
                     head + ", and keep your Obers and Unters."));
}

}  // namespace

void trick::schafkopf_lessons(const View& v, std::vector<LessonTrigger>& out) {
  sk_st1(v, out);
  sk_st3_st4(v, out);
  sk_st6(v, out);
}

}  // namespace solver
