#include "solver/lessons.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <optional>

#include "solver/dd.h"
#include "solver/grades.h"

namespace solver {

using engine::ContractTable;
using engine::kNoCard;
using engine::kTrump;

namespace {

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

std::string codes(CardMask m, const ContractTable& t) {
  std::string s;
  for (Card c : power_order(t, m)) s += (s.empty() ? "" : " ") + engine::card_code(c);
  return s;
}

Card highest(const ContractTable& t, CardMask m) {
  Card best = kNoCard;
  for (Card c : engine::cards(m)) {
    if (best == kNoCard || t.power[c] > t.power[best]) best = c;
  }
  return best;
}
Card lowest_power(const ContractTable& t, CardMask m) {
  Card best = kNoCard;
  for (Card c : engine::cards(m)) {
    if (best == kNoCard || t.power[c] < t.power[best]) best = c;
  }
  return best;
}

// The lowest card of the longest plain suit among `fail` (the first such suit on a tie).
Card lowest_of_longest_suit(const ContractTable& t, CardMask fail) {
  int best_len = -1;
  Card ideal = kNoCard;
  for (int e = 0; e < 4; ++e) {
    const CardMask m = fail & t.suit_mask[static_cast<std::size_t>(e)];
    if (engine::count(m) > best_len && m) {
      best_len = engine::count(m);
      ideal = lowest_power(t, m);
    }
  }
  return ideal;
}

LessonTrigger make(std::string id, std::string title, CardMask rec, Card ideal, std::string advice,
                   std::string rule) {
  return LessonTrigger{std::move(id), std::move(title),  rec,
                       ideal,         std::move(advice), std::move(rule)};
}

// Queens and jacks (Obers and Unters) take tricks: an expert keeps them (RULES.md ST-6).
bool schmier_card(Card c) {
  const engine::Rank r = engine::rank_of(c);
  return r != engine::Rank::kQueen && r != engine::Rank::kJack;
}

// ST-6 and SK-ST-6's recommendation: the schmier cards with the most points, leaving out a
// card that would take the trick from the teammate's winning card `w` unless it is a boss
// itself. Empty when no such card has points or every legal card has as many.
CardMask schmier_cards(const View& v, Card w, int& most) {
  most = -1;
  int least = 99;
  CardMask cand = 0;
  for (Card c : engine::cards(v.legal)) {
    least = std::min(least, engine::card_points(c));
    if (!schmier_card(c)) continue;
    if (v.beats(c, w) && !v.boss(c)) continue;
    cand |= engine::bit(c);
    most = std::max(most, engine::card_points(c));
  }
  if (!cand || most <= 0 || most <= least) return 0;
  CardMask rec = 0;
  for (Card c : engine::cards(cand)) {
    if (engine::card_points(c) == most) rec |= engine::bit(c);
  }
  return rec;
}

void st1_st2(const View& v, std::vector<LessonTrigger>& out) {
  if (!v.leading() || v.k.leaster || v.k.picker < 0) return;
  if (v.k.role != Role::kPicker && v.k.role != Role::kPartner) return;
  const CardMask my_trumps = v.legal & v.trumps();
  const CardMask my_fail = v.legal & v.fail();
  bool all_known = true;
  const std::uint32_t defenders = v.known_defenders(all_known);
  int not_void = 0;
  for (int q = 0; q < v.n; ++q) {
    if ((defenders >> q & 1) && !v.void_in(q, kTrump)) ++not_void;
  }
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
  bool later_mates = true;
  for (int i = v.st.trick_size + 1; i < v.n; ++i) later_mates &= (mates >> v.seat_at(i) & 1) != 0;
  const bool sure = later_mates || v.boss(wcard) || (opening_trump && dpos == wi);
  if (!sure) return;
  int most = -1;
  const CardMask rec = schmier_cards(v, wcard, most);
  if (!rec) return;  // no schmier card with points, or no choice of points
  const CardMask rec_fail = rec & v.fail();
  const Card ideal = lowest_power(v.t, rec_fail ? rec_fail : rec);
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

// --- Schafkopf counterparts (RULES.md §6 over the SK roles: declarer = picker, the holder of
// the called ace = partner; k.alone for the solo class; k.leaster for a Ramsch) ---------------

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
  int not_void = 0;
  for (int q = 0; q < v.n; ++q) {
    if ((opponents >> q & 1) && !v.void_in(q, kTrump)) ++not_void;
  }
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
  bool later_mates = true;
  for (int i = v.st.trick_size + 1; i < v.n; ++i) later_mates &= (mates >> v.seat_at(i) & 1) != 0;
  if (!later_mates && !v.boss(wcard)) return;
  int most = -1;
  const CardMask rec = schmier_cards(v, wcard, most);
  if (!rec) return;  // no schmier card with points, or no choice of points
  const CardMask rec_fail = rec & v.fail();
  const Card ideal = lowest_power(v.t, rec_fail ? rec_fail : rec);
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

std::vector<LessonTrigger> lesson_triggers(const LessonSituation& s) {
  std::vector<LessonTrigger> out;
  if (s.k == nullptr || s.rules == nullptr || s.state == nullptr) return out;
  const Knowledge& k = *s.k;
  if (engine::count(s.legal) < 2) return out;  // no choice, no lesson
  View v{k,
         *s.rules,
         *s.state,
         s.rules->table,
         s.legal,
         k.mover,
         s.state->hands[static_cast<std::size_t>(k.mover)],
         s.rules->num_players,
         -1};
  const int trick_start = static_cast<int>(k.plays_seen) - s.state->trick_size;
  if (k.under_play >= trick_start && k.mover != k.picker) v.under_pos = k.under_play - trick_start;
  if (k.game == engine::Game::kSchafkopf) {
    sk_st1(v, out);
    sk_st3_st4(v, out);
    sk_st6(v, out);
    return out;
  }
  st1_st2(v, out);
  st3_st4(v, out);
  st5(v, out);
  st6(v, out);
  st7(v, out);
  st8(v, out);
  return out;
}

namespace {

// What the judge reads about the decision: the played card, the decision's grade and each
// legal card's loss against the best (stakes, the grade's own values).
struct Standing {
  Card played = kNoCard;
  Grade grade = Grade::kNotGraded;
  std::function<std::optional<double>(Card)> loss;  // nullopt: the card has no value
};

bool graded_best(Grade g) {
  return g == Grade::kBest || g == Grade::kForced;
}
// Inaccuracy, Mistake, Blunder (the grades a lesson may call a mistake).
bool graded_costly(Grade g) {
  return g == Grade::kInaccuracy || g == Grade::kMistake || g == Grade::kBlunder;
}

std::string stakes_text(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", x);
  return buf;
}

std::vector<Lesson> judge(const std::vector<LessonTrigger>& triggers, const Standing& s,
                          const CompareCards& compare, engine::Game game) {
  std::vector<Lesson> out;
  auto code = [game](Card c) {
    return game == engine::Game::kSchafkopf ? engine::german_code(c) : engine::card_code(c);
  };
  const std::optional<double> played_loss = s.loss(s.played);
  // `c` is not rated below the played card (no value: not rated at all, so not named).
  auto not_below = [&](Card c) {
    const std::optional<double> l = s.loss(c);
    return l && played_loss && *l <= *played_loss + 1e-9;
  };
  for (const LessonTrigger& tr : triggers) {
    Lesson l;
    l.id = tr.id;
    l.title = tr.title;
    // The advised card the solver rates best (the ideal on a tie).
    Card pick = kNoCard;
    double pick_loss = 0;
    for (Card c : engine::cards(tr.recommended)) {
      const std::optional<double> lc = s.loss(c);
      if (!lc) continue;
      if (pick == kNoCard || *lc < pick_loss - 1e-9 ||
          (std::abs(*lc - pick_loss) <= 1e-9 && c == tr.ideal)) {
        pick = c;
        pick_loss = *lc;
      }
    }
    // The advice as said: the ideal when it is not rated below the played card; else the rule
    // and the solver's pick among the advised cards when that one is not below the played card.
    std::string text;
    if (tr.ideal != kNoCard && not_below(tr.ideal)) {
      text = tr.advice;
      l.advised = tr.ideal;
    } else {
      text = tr.rule;
      if (pick != kNoCard && pick != s.played && not_below(pick)) {
        text += " The best such card here: " + code(pick) + ".";
        l.advised = pick;
      }
    }
    if (l.advised != kNoCard) l.cards.push_back(l.advised);
    for (Card c : engine::cards(tr.recommended)) {
      if (c != l.advised && not_below(c)) l.cards.push_back(c);
    }
    if (engine::has(tr.recommended, s.played)) {
      const bool fits = graded_best(s.grade) || s.grade == Grade::kExcellent;
      l.verdict = fits ? LessonVerdict::kPraise : LessonVerdict::kNote;
      l.text = text + (fits ? " Well played: " + code(s.played) + "."
                            : " You played " + code(s.played) +
                                  " as advised, but here the rule of thumb did not fit: it cost " +
                                  stakes_text(played_loss.value_or(0)) + " stakes.");
      out.push_back(std::move(l));
      continue;
    }
    // Not followed: the solver's pick among the advised cards against the played card, with
    // the grade's noise rule on their paired difference.
    if (pick == kNoCard || !played_loss) {
      l.verdict = LessonVerdict::kNote;
      l.text = text + " You played " + code(s.played) + ".";
      out.push_back(std::move(l));
      continue;
    }
    const CardComparison cmp = compare(pick, s.played);
    const double gain = *played_loss - pick_loss;  // == cmp.units, from the same table
    const bool clear = !within_noise(std::abs(gain), cmp.units_se);
    if (clear && gain > 0 && graded_costly(s.grade)) {
      l.verdict = LessonVerdict::kMistake;
      l.text = text + " You played " + code(s.played) + "; " + code(pick) +
               " would have been better by " + stakes_text(gain) + " stakes on average.";
    } else if (clear && gain > 0 && !graded_best(s.grade)) {
      l.verdict = LessonVerdict::kNote;
      l.text = text + " You played " + code(s.played) + "; " + code(pick) +
               " would have been a little better, by " + stakes_text(gain) + " stakes.";
    } else if (clear && gain < 0) {
      l.verdict = LessonVerdict::kNote;
      l.text = text + " You played " + code(s.played) +
               "; here it was the better card, the rule of thumb did not fit.";
    } else {
      l.verdict = LessonVerdict::kNote;
      l.text = text + " You played " + code(s.played) + "; here it made no difference.";
    }
    out.push_back(std::move(l));
  }
  return out;
}

}  // namespace

std::vector<Lesson> judge_lessons(const std::vector<LessonTrigger>& triggers,
                                  const DecisionAnalysis& d, const CompareCards& compare,
                                  engine::Game game) {
  Standing s;
  s.played = d.played.card;
  s.grade = d.grade;
  s.loss = [&d](Card c) -> std::optional<double> {
    for (const Alternative& a : d.alternatives) {
      if (a.action.card == c && a.has_values) return a.loss;
    }
    return std::nullopt;
  };
  return judge(triggers, s, compare, game);
}

std::vector<Lesson> judge_lessons(const std::vector<LessonTrigger>& triggers, Card played,
                                  double played_loss, const CompareCards& compare,
                                  engine::Game game) {
  Standing s;
  s.played = played;
  s.grade = grade_for(played_loss, 0, false);
  s.loss = [&](Card c) -> std::optional<double> {
    if (c == played) return played_loss;
    return std::max(0.0, played_loss - compare(c, played).units);
  };
  return judge(triggers, s, compare, game);
}

std::vector<std::string> lesson_contradictions(const DecisionAnalysis& d) {
  std::vector<std::string> out;
  auto loss_of = [&d](Card c) -> std::optional<double> {
    for (const Alternative& a : d.alternatives) {
      if (a.action.card == c && a.has_values) return a.loss;
    }
    return std::nullopt;
  };
  const std::optional<double> played = loss_of(d.played.card);
  for (const Lesson& l : d.lessons) {
    const std::string where = l.id + " (" + grade_name(d.grade) + "): ";
    if (l.verdict == LessonVerdict::kMistake && !graded_costly(d.grade)) {
      out.push_back(where + "a mistake on a decision graded " + grade_name(d.grade));
    }
    if (l.verdict == LessonVerdict::kPraise &&
        !(graded_best(d.grade) || d.grade == Grade::kExcellent)) {
      out.push_back(where + "praise on a decision graded " + grade_name(d.grade));
    }
    if (l.text.find("by -") != std::string::npos ||
        l.text.find("by \xE2\x88\x92") != std::string::npos) {
      out.push_back(where + "a negative amount: " + l.text);
    }
    for (Card c : l.cards) {
      const std::optional<double> lc = loss_of(c);
      if (lc && played && *lc > *played + 1e-9) {
        out.push_back(where + "names " + engine::card_code(c) + " (loss " + stakes_text(*lc) +
                      ") as advice, rated below the played " + engine::card_code(d.played.card) +
                      " (loss " + stakes_text(*played) + ")");
      }
    }
  }
  return out;
}

}  // namespace solver
