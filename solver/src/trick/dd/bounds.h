// Quick bounds of the trick-taking double-dummy solver (solver/dd.h): the trumps each side
// holds, the points its top trumps and sure tricks take (sure_points), whether a side is sure
// of a trick (a trick condition of a settlement level, SS-10, SK-10), and the most points the
// score side can still reach.
#pragma once

#include "dd_internal.h"

namespace solver {

// The trumps still in the score side's hands and in the others'.
// Cards never change hands, so a side's cards still held are its cards at load() still out.
inline void DoubleDummy::Impl::trump_split(CardMask& score_tr, CardMask& other_tr) const {
  const CardMask trumps = r.table.suit_mask[kTrump] & out_mask;
  score_tr = score_cards & trumps;
  other_tr = other_cards & trumps;
  assert(score_tr == held_by(score_side, trumps) && other_tr == held_by(~score_side, trumps));
}

// Points that surely go to the group holding the trumps `mine` (the score side or the
// others; at a trick boundary), the other group holding the trumps `theirs`. A trump above
// every one of theirs (a top trump) wins, or loses only to a trump of its own group,
// whenever it is played: top_points counts the top trumps' points. sure_points adds the
// cards those and other sure tricks collect, unless the top trumps' points reach `enough`:
// a seat holding k trumps of which the lowest has a of theirs above it takes at least
// k - a tricks with them (each of theirs beats at most one, a trick takes one card of each
// seat, and only trumps beat a trump; as sure_of_a_trick). In t such tricks every other seat
// plays t cards of its own, at least its t lowest in points, and the seat's winning trumps
// are at least its t lowest trumps; top trumps, already counted, count zero there. The best
// seat's extra points are added: bench nodes -16 % (Sheepshead full deals -20 %). team_ab
// uses it only for its lower bounds: for the upper bounds and the bound returned failing
// high at a boundary it cost more instructions than its cuts saved.
inline int DoubleDummy::Impl::top_points(CardMask mine, CardMask theirs) const {
  return fast_points(tops_of(mine, theirs));
}

inline CardMask DoubleDummy::Impl::tops_of(CardMask mine, CardMask theirs) const {
  const Card top = top_of(theirs);
  return top == kNoCard ? mine : mine & higher[top];
}

inline int DoubleDummy::Impl::sure_points(CardMask mine, CardMask theirs, int enough) const {
  const CardMask tops = tops_of(mine, theirs);
  const int pts = fast_points(tops);
  if (pts >= enough) return pts;
  int best = 0;
  for (int q = 0; q < n; ++q) {
    const CardMask own = s.hands[q] & mine;
    if (!own) continue;
    int t = 0;  // tricks the seat surely takes with its trumps
    for (Card c : engine::cards(own)) {
      t = std::max(
          t, std::popcount(own & (higher[c] | engine::bit(c))) - std::popcount(theirs & higher[c]));
    }
    if (t == 0) continue;
    int seat_extra = lowest_points(own & ~tops, t - std::popcount(own & tops));
    for (int o = 0; o < n; ++o) {
      if (o == q) continue;
      // A pending under card is the picker's to play too (not in its hand, SS-8.5).
      const CardMask cards =
          s.hands[o] | (s.under_pending && o == r.picker ? engine::bit(r.under) : 0);
      seat_extra += lowest_points(cards & ~tops, t - std::popcount(cards & tops));
    }
    best = std::max(best, seat_extra);
  }
  return pts + best;
}

// The sum of the j lowest card points in m (all of m's when it has j cards or fewer).
inline int DoubleDummy::Impl::lowest_points(CardMask m, int j) {
  static constexpr std::array<CardMask, 5> kScoring = {kJacks, kQueens, kKings, kTens, kAces};
  static constexpr std::array<int, 5> kValue = {2, 3, 4, 10, 11};
  j -= std::popcount(m & ~(kJacks | kQueens | kKings | kTens | kAces));
  int pts = 0;
  for (std::size_t i = 0; i < kScoring.size() && j > 0; ++i) {
    const int k = std::min(j, std::popcount(m & kScoring[i]));
    pts += k * kValue[i];
    j -= k;
  }
  return pts;
}

// True when a seat of `side` is sure to take a trick for the side whatever anyone plays (at
// a trick boundary; the argument of side_sure_of_a_trick in positions.h): it holds j trumps
// and fewer than j trumps of the other seats beat the lowest of them. Each of those beats at
// most one of the j, one card per trick, and only trumps beat a trump (a called ten wins only
// tricks without one, SS-13.6; a pending under card, which never wins, is in no hand).
inline bool DoubleDummy::Impl::sure_of_a_trick(std::uint32_t side) const {
  const CardMask trumps = r.table.suit_mask[kTrump];
  CardMask against = 0;
  for (int i = 0; i < n; ++i) {
    if (!(side >> i & 1)) against |= s.hands[i];
  }
  against &= trumps;
  for (int q = 0; q < n; ++q) {
    if (!(side >> q & 1)) continue;
    const CardMask own = s.hands[q] & trumps;
    if (!own) continue;
    int j = 0;
    int above = 0;
    for (int k = 0; k < order_len[kTrump]; ++k) {
      const CardMask b = engine::bit(order[kTrump][k]);
      if (own & b) {
        if (++j > above) return true;
      } else if (against & b) {
        ++above;
      }
    }
  }
  return false;
}

// The score side's final points if it takes every trick still to finish (bonus included).
inline int DoubleDummy::Impl::all_points() const {
  int hi = score_points_now() + fast_points(all_hands()) +
           std::max(0, obj.bonus_trick >= s.tricks_done ? obj.bonus_points : 0);
  for (int i = 0; i < s.trick_size; ++i) hi += engine::card_points(s.trick[i]);
  return hi;
}

}  // namespace solver
