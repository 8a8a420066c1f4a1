// Move ordering of the trick-taking double-dummy solver (solver/dd.h): each legal card's
// score when leading and when following, from the parts of it that depend only on the card
// (ScoreParts, built by load()) and the trick situation (LeadView, FollowView). Shared by
// order_moves (moves.h) and plain_play (plain_tricks.h).
#pragma once

#include "dd_internal.h"

namespace solver {

// Move ordering's parts, shared by order_moves and plain_play. The scores' parts that depend
// only on the card are in score_parts (load()).
inline void DoubleDummy::Impl::insert_by_score(Card* out, int* scores, int& cnt, Card c, int sc) {
  int i = cnt++;
  while (i > 0 && scores[i - 1] < sc) {
    scores[i] = scores[i - 1];
    out[i] = out[i - 1];
    --i;
  }
  scores[i] = sc;
  out[i] = c;
}

inline DoubleDummy::Impl::LeadView DoubleDummy::Impl::lead_view(int p, CardMask keep,
                                                                bool my_max) const {
  const CardMask trumps = r.table.suit_mask[kTrump];
  LeadView v{all_hands() & ~s.hands[p] & ~(r.under != kNoCard ? engine::bit(r.under) : 0), 0};
  for (CardMask fail = keep & ~trumps; fail;) {
    const CardMask suit = r.table.suit_mask[r.table.eff_suit[std::countr_zero(fail)]];
    fail &= ~suit;
    for (int q = 0; q < n; ++q) {
      if (((max_side >> q) & 1) != my_max && (s.hands[q] & trumps) && !(s.hands[q] & suit)) {
        v.ruffed |= suit;
        break;
      }
    }
  }
  return v;
}

inline int DoubleDummy::Impl::lead_score(Card c, bool my_max, const LeadView& v) const {
  const ScoreParts& sp = score_parts[c];
  const CardMask above = higher[c] & v.contest;
  int sc;
  if (above == 0) {
    sc = sp.lead_boss;
  } else if (((max_side >> owner[top_of(above)]) & 1) == my_max) {
    // A card below the highest card out of its suit in a mate's hand is a sure trick too
    // (the mate follows suit with it), after the mover's own: Schafkopf's nodes -8 %.
    sc = sp.lead_boss - kMateBossLead;
  } else {
    sc = sp.lead_low[my_max];
  }
  if (v.ruffed >> c & 1) sc -= kRuffedLead;
  return sc;
}

inline DoubleDummy::Impl::FollowView DoubleDummy::Impl::follow_view(int p, int size,
                                                                    std::uint8_t led, bool my_max,
                                                                    int win_seat,
                                                                    Card win_card) const {
  // Cards the opponents and the mates still to play may use (follow suit when they can).
  FollowView v{0, 0, 0, false};
  int q = p;
  for (int k = size + 1; k < n; ++k) {
    q = q + 1 == n ? 0 : q + 1;
    const CardMask follow = s.hands[q] & r.table.suit_mask[led];
    (((max_side >> q) & 1) == my_max ? v.mate_play : v.opp_play) |= follow ? follow : s.hands[q];
  }
  // The mover's side surely wins the trick: its winner so far cannot be beaten by an
  // opponent still to play, or a mate still to play holds a card that beats the winner and
  // that no opponent after the mover can beat. Then the mover gives points (schmier). With
  // no winner yet, every trump and card of the led suit beats.
  if (win_seat >= 0) {
    v.beat = score_parts[win_card].beaten_by;
    v.win_safe = ((max_side >> win_seat) & 1) == my_max && (v.opp_play & v.beat) == 0;
  } else {
    v.beat = r.table.suit_mask[kTrump] | r.table.suit_mask[led];
  }
  // The under card never beats anything (SS-8.5e).
  if (r.under != kNoCard) v.beat &= ~engine::bit(r.under);
  if (!v.win_safe) {
    for (Card m : engine::cards(v.mate_play & v.beat)) {
      if ((v.opp_play & score_parts[m].beaten_by) == 0) {
        v.win_safe = true;
        break;
      }
    }
  }
  return v;
}

inline int DoubleDummy::Impl::follow_score(Card c, int p, std::uint8_t led,
                                           const FollowView& v) const {
  const ScoreParts& sp = score_parts[c];
  const bool beats = v.beat >> c & 1;
  // A card that does not follow suit and does not take the trick: of equal ones, one from a
  // shorter suit first (a void sooner; Schafkopf's nodes -4 %).
  auto suit_left = [&] {
    const auto e = r.table.eff_suit[c];
    return e == led ? 0 : engine::count(s.hands[p] & r.table.suit_mask[e]);
  };
  if (v.win_safe) return sp.schmier - (beats ? 6 : 0) - suit_left();
  if (beats) return (v.opp_play & sp.beaten_by) == 0 ? sp.beat_safe : sp.beat_unsafe;
  return sp.lose - suit_left();
}

}  // namespace solver
