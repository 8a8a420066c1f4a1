// Move generation of the trick-taking double-dummy solver (solver/dd.h): the legal cards of the
// player to move (engine::legal_moves), cards equivalent to a higher one searched once, a
// follower's dominated cards not at all, the rest ordered best first (ordering.h).
#pragma once

#include "dd_internal.h"
#include "ordering.h"

namespace solver {

// The candidates (`todo`, cards of the mover) equivalent to a higher candidate: walking
// each suit's cards from the highest candidate down, a candidate with the points of the
// last one kept in an unbroken run of candidates (cards played earlier do not break runs,
// cards still out in `out_cards` do). With `rep`, each one's entry is set to that kept card.
// The plain definition: the root's per-card values use it, and debug builds check the
// search's shortcut against it.
inline CardMask DoubleDummy::Impl::equivalent_by_walk(CardMask todo, CardMask out_cards,
                                                      Card* rep) const {
  CardMask same = 0;
  while (todo & (todo - 1)) {  // suit by suit, only suits holding two or more candidates
    const auto e = r.table.eff_suit[std::countr_zero(todo)];
    CardMask left = todo & r.table.suit_mask[e];
    todo &= ~left;
    if ((left & (left - 1)) == 0) continue;  // fewer than two candidates in this suit
    // The walk starts at the highest candidate: the cards above cannot matter.
    int k0 = order_len[e];
    for (Card c : engine::cards(left)) k0 = std::min<int>(k0, order_pos[c]);
    Card prev = kNoCard;  // previous kept card in an unbroken run
    for (int k = k0; k < order_len[e]; ++k) {
      const Card c = order[e][k];
      const CardMask b = engine::bit(c);
      if (!(out_cards & b)) continue;  // played earlier: does not break runs
      if (left & b) {
        if (prev != kNoCard && engine::card_points(prev) == engine::card_points(c)) {
          same |= b;
          if (rep) rep[c] = prev;
        } else {
          prev = c;
        }
        left &= ~b;
        if (!left) break;
      } else {
        prev = kNoCard;
      }
    }
  }
  return same;
}

// Moves of the player `p`, equivalent cards removed, best first. With Need::kEveryCard, each
// removed card's entry of `rep` is set to the kept card it is equivalent to (same value);
// a template parameter so that the search's calls pay nothing for it. Inline: one legal
// card (about half the nodes) pays no call.
template <DoubleDummy::Impl::Need kNeed>
inline int DoubleDummy::Impl::gen_moves_for(std::uint8_t p, Card* out, Card hint, Card* rep) {
  const CardMask legal = engine::legal_moves(r, s, p);
  if (legal == 0) return 0;
  if ((legal & (legal - 1)) == 0) {  // one legal card: nothing to order
    out[0] = static_cast<Card>(std::countr_zero(legal));
    return 1;
  }
  return order_moves<kNeed>(p, legal, out, hint, rep);
}

// gen_moves_for with two or more legal cards.
template <DoubleDummy::Impl::Need kNeed>
int DoubleDummy::Impl::order_moves(int p, CardMask legal, Card* out, Card hint, Card* rep) {
  CardMask keep = legal;
  // Cards that may be equivalent to a neighbour: neither the called nor the under card, nor
  // a card the picker must hold back.
  CardMask todo = legal & ~special_cards;
  if (r.hold != engine::HoldRule::kNone) {
    todo &= ~(r.table.suit_mask[r.called_suit] & s.hands[r.picker]);
  }
  if (opt.equivalence && (todo & (todo - 1))) {
    // Cards still out, with the current trick's cards (they break runs).
    const CardMask out_cards = live_mask;
    assert(out_cards == (all_hands() | trick_cards()));
    if constexpr (kNeed == Need::kEveryCard) {
      keep &= ~equivalent_by_walk(todo, out_cards, rep);
    } else {
      keep &= ~equivalent_to_higher(todo, out_cards);
    }
  }
  // Score moves for ordering; insertion by score, descending, equal scores in card order.
  int scores[16];
  int cnt = 0;
  const bool my_max = max_side >> p & 1;
  const Card killer_here = killer[ply()];
  auto insert = [&](Card c, int sc) {
    if (c == hint) sc += 1000;
    if (c == killer_here) sc += kKillerBonus;
    insert_by_score(out, scores, cnt, c, sc);
  };
  if (s.trick_size == 0) {
    const LeadView lv = lead_view(p, keep, my_max);
    for (Card c : engine::cards(keep)) insert(c, lead_score(c, my_max, lv));
  } else {
    const std::uint8_t led = s.led_suit(r);
    const int win_pos = trick_win[ply_];
    assert(win_pos ==
           engine::trick_winner_index(r.table, s.trick.data(), s.trick_size, led, r.under));
    int w = s.leader + win_pos;
    if (w >= n) w -= n;
    const FollowView fv = follow_view(p, s.trick_size, led, my_max, win_pos < 0 ? -1 : w,
                                      win_pos < 0 ? kNoCard : s.trick[win_pos]);
    if (kNeed == Need::kTeam && !r.called_ten_wins) {
      keep &= ~dominated(
          keep & todo, p, my_max, win_pos < 0 ? -1 : w, fv,
          (all_hands() & ~s.hands[p]) | (win_pos < 0 ? 0 : engine::bit(s.trick[win_pos])));
    }
    for (Card c : engine::cards(keep)) insert(c, follow_score(c, p, led, fv));
  }
  return cnt;
}

// The candidates (`todo`) equivalent to a higher candidate, as equivalent_by_walk finds
// them: a candidate is equivalent to the kept card of its run when the nearest card still
// out above it is a candidate of the same points (so of the same run and points): some
// candidate of its suit and points above it has no card still out (in `out_cards`) between.
inline CardMask DoubleDummy::Impl::equivalent_to_higher(CardMask todo, CardMask out_cards) const {
  CardMask same = 0;
  for (Card c : engine::cards(todo)) {
    const CardMask y = todo & same_above[c];
    if (!y) continue;  // the usual case: no candidate of its points above it
    const CardMask above = out_cards & higher[c];
    for (Card d : engine::cards(y)) {
      if ((above & ~higher[d] & ~engine::bit(d)) == 0) {
        same |= engine::bit(c);
        break;
      }
    }
  }
  assert(same == equivalent_by_walk(todo, out_cards, nullptr));
  return same;
}

// Dominance among a follower's cards: the cards of `cand` (legal cards of the mover `q`)
// that another card of `cand` dominates. Take two cards of one effective suit with no card
// of another seat's hand and not the trick's winner so far between them in power (`others`
// holds those): in this trick and every later one each beats and loses to the same cards,
// and the rules treat them alike (following suit; the called suit's rules single out only
// the called card, the under card and the picker's cards of the called suit, which `cand`
// leaves out). Where the group that takes this trick (the mover's or the other) is fixed
// whatever anyone plays, swapping the two cards in any continuation changes no trick's
// winner, so it only moves points: the card played now goes to this trick's group, the one
// kept to a later trick's winner. For the score side's points, playing the one with more
// points now is then at least as good when this trick surely goes to the score side, and
// at most as good when it surely goes to the others. "Surely": no seat of the other group
// still to play can beat the card that then wins it (the winner so far, or the mover's card
// where it beats that), by the cards follow_view gives them (a superset of their legal
// cards; the under card never wins). A mate who only may overtake does not fix the trick,
// as the mate may have better uses for the card (counting on that gave wrong values four
// tricks from the end, see test_dd_full.cpp).
// Release build, callgrind, bench --deals 15 --hands 2 --schafkopf 2: instructions
// 855.2M -> 598.0M, nodes 1,685,438 -> 1,064,242. Leads that the leader's side surely takes
// cost more instructions than they saved (nodes -1.2 %, instructions +0.9 %), and so did
// equivalent cards with only trick cards other than the winner between them (-0.2 %, +0.3 %).
inline CardMask DoubleDummy::Impl::dominated(CardMask cand, int q, bool maxing, int win_seat,
                                             const FollowView& v, CardMask others) const {
  if ((cand & (cand - 1)) == 0 || win_seat < 0) return 0;
  const bool win_mine = (((max_side >> win_seat) & 1) != 0) == maxing;
  const bool sure_mine = win_mine && (v.opp_play & v.beat) == 0;
  const bool sure_theirs = !win_mine && (v.mate_play & v.beat) == 0;
  if (!sure_mine && !sure_theirs && !(cand & v.beat)) return 0;
  const bool mover_score = ((score_side >> q) & 1) != 0;
  CardMask drop = 0;
  for (Card c : engine::cards(cand)) {
    bool mine = sure_mine;  // the trick surely goes to the mover's group
    if (!sure_mine && (v.beat >> c & 1)) {
      if (v.opp_play & score_parts[c].beaten_by) continue;
      mine = true;
    } else if (!sure_mine && !sure_theirs) {
      continue;
    }
    // Playing the card with more points now is better for the mover's side.
    const bool more_now = maxing == (mover_score == mine);
    const int pc = engine::card_points(c);
    for (Card d : engine::cards(cand & r.table.suit_mask[r.table.eff_suit[c]] & ~engine::bit(c))) {
      const int pd = engine::card_points(d);
      if (more_now ? pd <= pc : pd >= pc) continue;
      const bool c_low = (higher[c] >> d) & 1;
      const Card lo = c_low ? c : d;
      const Card hi = c_low ? d : c;
      if (others & higher[lo] & ~higher[hi] & ~engine::bit(hi)) continue;
      drop |= engine::bit(c);
      break;
    }
  }
  return drop;
}

}  // namespace solver
