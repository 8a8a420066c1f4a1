// Whole tricks without make/unmake (trick-taking double-dummy solver, solver/dd.h): from a trick
// boundary that the table and the bounds did not settle, plain_trick plays the trick on the
// hands' masks; two_left plays the last two tricks by a small minimax where only following
// suit is left; the forced last trick is valued without search. The points search's hot path:
// included by partnership.cpp only, so that its searches and these stay in one translation
// unit.
#pragma once

#include "dd_internal.h"
#include "moves.h"

namespace solver {

// --- whole tricks on plain masks -------------------------------------------------------------
//
// A trick that starts at a boundary which the table and the bounds did not settle, with two
// or more tricks left, is played on the hands' masks (plain_trick): no make/unmake, no
// per-card bookkeeping. Where following suit is the only rule left (only_follow_suit) the
// legal cards are the ones that follow suit; while the called suit's rules or a pending
// under card are in force, the engine's legal_moves gives them. A called ten that may win a
// trick (SS-13.6) is left to the search's own path. Cards are ordered by order_moves' parts
// (a follower's without the killer moves: there they cost nodes; a lead's with its play
// number's killer ranked first after the table's hint, kLeadKillerBonus), equivalent cards
// are searched once and
// a follower's dominated cards not at all (dominated()); when the trick is complete,
// enter_boundary() makes the state the next boundary's and team_ab goes on from there. With two
// tricks left and only following suit, two_left plays to the end instead. Nodes count the trick's
// cards, as make() would.
//
// Release build, callgrind on bench --deals 15 --hands 2 --schafkopf 2, against two_left
// alone: instructions 1,006.5M -> 855.8M (-15 %), nodes -2.4 %. The yes/no searches
// (team_search, the analyzer's units per world) take the same path: analyze of
// schafkopf-sauspiel-davonlaufen.json on one thread, 16.86G -> 14.70G instructions.
//
// Following suit is the only rule left: no called card, or its suit opened (SS-8.9 step 4);
// nothing pending under; no called ten that may win a trick (SS-13.6).
inline bool DoubleDummy::Impl::only_follow_suit() const {
  return !s.under_pending && !r.called_ten_wins && (r.called == kNoCard || s.opened) &&
         (r.under == kNoCard || !(out_mask & engine::bit(r.under)));
}

// The score side's final points, fail-soft in (alpha, beta), from a boundary with two or
// more tricks left; `best` is set to the lead that gave them (the table's hint). With
// kYesNo, for team_search: 1 or 0 for its question's yes or no, in the window (0, 1).
template <bool kYesNo>
inline int DoubleDummy::Impl::plain_trick(int alpha, int beta, Card hint, Card& best) {
  assert(s.trick_size == 0 && s.tricks_done + 2 <= total_tricks);
  Card lead = kNoCard;
  const int v = plain_play<kYesNo>(0, 0, -1, kNoCard, -1, 0, 0, alpha, beta, hint, &lead);
  best = lead;
  return v;
}

// The trick's card number `size` + 1: `led`, `win_seat`, `win_card` and `key` (its
// power_key) describe the trick so far, `pts` its points and `played` its cards.
template <bool kYesNo>
inline int DoubleDummy::Impl::plain_play(int size, std::uint8_t led, int win_seat, Card win_card,
                                         int key, int pts, CardMask played, int alpha, int beta,
                                         Card hint, Card* best_lead) {
  if (size == n) {
    assert(plain_winner_ok(win_seat));
    return enter_boundary<kYesNo>(static_cast<std::uint8_t>(win_seat), pts, played, alpha, beta);
  }
  int q = s.leader + size;
  if (q >= n) q -= n;
  const bool maxing = max_side >> q & 1;
  const bool rules = s.under_pending || (r.called != kNoCard && (!s.opened || s.opening_trick));
  CardMask legal = s.hands[q];
  if (rules) {
    s.trick_size = static_cast<std::uint8_t>(size);
    legal = engine::legal_moves(r, s, static_cast<std::uint8_t>(q));
    s.trick_size = 0;
  } else if (size > 0) {
    const CardMask follow = legal & r.table.suit_mask[led];
    if (follow) legal = follow;
  }
  assert(plain_legal_ok(size, q, legal));
  Card moves[16];
  int cnt = 0;
  if ((legal & (legal - 1)) == 0) {
    moves[cnt++] = static_cast<Card>(std::countr_zero(legal));
  } else {
    // As order_moves, the killer moves only for leads (kLeadKillerBonus). All cards still out
    // are in all_hands() (plain_play leaves it as it was at the boundary).
    CardMask keep = legal;
    CardMask todo = legal & ~special_cards;
    if (rules && r.hold != engine::HoldRule::kNone) {
      todo &= ~(r.table.suit_mask[r.called_suit] & s.hands[r.picker]);
    }
    if (opt.equivalence && (todo & (todo - 1))) keep &= ~equivalent_to_higher(todo, all_hands());
    int scores[16];
    if (size == 0) {
      const LeadView lv = lead_view(q, keep, maxing);
      const Card kl = killer[ply_];
      const Card kl2 = killer2[ply_];
      for (Card c : engine::cards(keep)) {
        const int sc = lead_score(c, maxing, lv) + (c == hint ? 1000 : 0) +
                       (c == kl    ? kLeadKillerBonus
                        : c == kl2 ? kLeadKiller2Bonus
                                   : 0);
        insert_by_score(moves, scores, cnt, c, sc);
      }
    } else {
      const FollowView fv = follow_view(q, size, led, maxing, key < 0 ? -1 : win_seat, win_card);
      // Dominated cards (equal ones are equivalent) are left out of the search.
      keep &=
          ~dominated(keep & todo, q, maxing, key < 0 ? -1 : win_seat, fv,
                     (out_mask & ~s.hands[q] & ~played) | (key < 0 ? 0 : engine::bit(win_card)));
      for (Card c : engine::cards(keep))
        insert_by_score(moves, scores, cnt, c, follow_score(c, q, led, fv));
    }
  }
  int best = maxing ? -1 : 1000;
  for (int i = 0; i < cnt; ++i) {
    const Card c = moves[i];
    ++nodes;
    if constexpr (kStats) ++stats.nodes[s.tricks_done][size];
    // As PlayState::led_suit: a led under card counts as the called suit.
    const std::uint8_t led_now = size > 0                             ? led
                                 : c == r.under && r.under != kNoCard ? r.called_suit
                                                                      : r.table.eff_suit[c];
    const int k = power_key(c, led_now);
    const bool wins = size == 0 || k > key;
    // The pending under card is the picker's to play, from no hand (SS-8.5).
    const bool under = c == r.under && s.under_pending && q == r.picker;
    const bool opens = size == 0 && r.called != kNoCard && !s.opened && led_now == r.called_suit;
    if (under)
      s.under_pending = false;
    else
      s.hands[q] &= ~engine::bit(c);
    if (opens) s.opened = s.opening_trick = true;
    s.trick[size] = c;
    const int v = plain_play<kYesNo>(size + 1, led_now, wins ? q : win_seat, wins ? c : win_card,
                                     wins ? k : key, pts + engine::card_points(c),
                                     played | engine::bit(c), alpha, beta, kNoCard, nullptr);
    if (opens) s.opened = s.opening_trick = false;
    if (under)
      s.under_pending = true;
    else
      s.hands[q] |= engine::bit(c);
    if (stopped) return 0;
    if (take_value(maxing, v, best, alpha, beta) && best_lead) *best_lead = c;
    if (alpha >= beta) {
      if (size == 0 && killer[ply_] != c) {  // a follower's cutoff is no killer here
        killer2[ply_] = killer[ply_];
        killer[ply_] = c;
      }
      break;
    }
  }
  return best;
}

// Debug checks of plain_play against the engine: the legal cards of the seat `q` playing
// the trick's card number `size` + 1, and the complete trick's winner. With no winner (a led
// under card that nobody follows or trumps) make_move gives the trick to its leader.
inline bool DoubleDummy::Impl::plain_legal_ok(int size, int q, CardMask legal) {
  s.trick_size = static_cast<std::uint8_t>(size);
  const bool ok = engine::legal_moves(r, s, static_cast<std::uint8_t>(q)) == legal;
  s.trick_size = 0;
  return ok;
}

inline bool DoubleDummy::Impl::plain_winner_ok(int win_seat) const {
  const int w = engine::trick_winner_index(r.table, s.trick.data(), n, s.led_suit(r), r.under);
  return (w < 0 ? s.leader : (s.leader + w) % n) == win_seat;
}

// The trick of `played` (worth `pts`) is complete and won by `winner`: team_ab (team_search
// with kYesNo) of the next boundary, the state updated as make() would update it for the trick's
// last card (the hands already are) and restored after.
template <bool kYesNo>
inline int DoubleDummy::Impl::enter_boundary(std::uint8_t winner, int pts, CardMask played,
                                             int alpha, int beta) {
  const std::uint8_t leader = s.leader;
  const auto trick = s.trick;  // deeper tricks overwrite it; legal_moves reads it
  const bool opening = s.opening_trick;
  s.opening_trick = false;
  const int score = score_now;
  const bool bonus = obj.bonus_trick == s.tricks_done;
  const int won = pts + (bonus ? obj.bonus_points : 0);
  if (bonus) extra[winner] = static_cast<std::int16_t>(extra[winner] + obj.bonus_points);
  if (score_side >> winner & 1) score_now += won;
  s.points_won[winner] = static_cast<std::int16_t>(s.points_won[winner] + pts);
  s.tricks_won[winner]++;
  s.tricks_done++;
  s.leader = winner;
  out_mask &= ~played;
  live_mask = out_mask;
  ply_ += static_cast<std::size_t>(n);
  int v;
  if constexpr (kYesNo)
    v = team_search() ? 1 : 0;
  else
    v = team_ab(alpha, beta);
  ply_ -= static_cast<std::size_t>(n);
  out_mask |= played;
  live_mask = out_mask;
  s.leader = leader;
  s.trick = trick;
  s.opening_trick = opening;
  s.tricks_done--;
  s.tricks_won[winner]--;
  s.points_won[winner] = static_cast<std::int16_t>(s.points_won[winner] - pts);
  if (bonus) extra[winner] = static_cast<std::int16_t>(extra[winner] - obj.bonus_points);
  score_now = score;
  return v;
}

// --- two tricks left ----------------------------------------------------------------------
//
// At the boundary before the second-to-last trick, where only following suit is left
// (only_follow_suit), the score side's final points come from a minimax over that trick's
// cards on plain masks, fail-soft in (alpha, beta); the last trick is then forced. Against
// playing both tricks out with make/unmake: instructions -7.8 % in a Release build
// (callgrind, bench --deals 15 --hands 2 --schafkopf 2), although more nodes are searched
// (+6 %: no ordering, no table at the last trick's boundary). Ordering its cards, or
// solving it exactly for the table, cost more than they saved. Nodes count the
// second-to-last trick's cards, as make() would; the last trick counts none, as in
// last_trick_value.
inline int DoubleDummy::Impl::two_left(int alpha, int beta, int have) {
  std::array<CardMask, engine::kMaxPlayers> hands = s.hands;
  for (int i = 0; i < n; ++i) assert(std::popcount(hands[i]) == 2);
  return two_left_play(hands, have, 0, 0, 0, -1, 0, alpha, beta);
}

// The k-th card of the second-to-last trick; `win_seat` and `win_key` describe its winner so
// far, `pts` its points so far.
inline int DoubleDummy::Impl::two_left_play(std::array<CardMask, engine::kMaxPlayers>& hands,
                                            int have, int k, std::uint8_t led, int win_seat,
                                            int win_key, int pts, int alpha, int beta) {
  if (k == n) return last_trick_after(hands, have, win_seat, pts);
  int q = s.leader + k;
  if (q >= n) q -= n;
  const bool maxing = max_side >> q & 1;
  CardMask legal = hands[q];
  if (k > 0) {
    const CardMask follow = legal & r.table.suit_mask[led];
    if (follow) legal = follow;
  }
  int best = maxing ? -1 : 1000;
  for (Card c : engine::cards(legal)) {
    ++nodes;
    if constexpr (kStats) ++stats.nodes[s.tricks_done][k];
    const std::uint8_t led_here = k == 0 ? r.table.eff_suit[c] : led;
    const int key = power_key(c, led_here);
    const bool wins = k == 0 || key > win_key;
    hands[q] &= ~engine::bit(c);
    const int v = two_left_play(hands, have, k + 1, led_here, wins ? q : win_seat,
                                wins ? key : win_key, pts + engine::card_points(c), alpha, beta);
    hands[q] |= engine::bit(c);
    if (maxing) {
      best = std::max(best, v);
      alpha = std::max(alpha, v);
    } else {
      best = std::min(best, v);
      beta = std::min(beta, v);
    }
    if (alpha >= beta) break;
  }
  return best;
}

// The score side's final points once the second-to-last trick (won by `won_by`, worth
// `pts`) is complete: every hand holds one card and `won_by` leads it.
inline int DoubleDummy::Impl::last_trick_after(
    const std::array<CardMask, engine::kMaxPlayers>& hands, int have, int won_by, int pts) const {
  int v = have + last_trick_points(hands, won_by);
  if (score_side >> won_by & 1)
    v += pts + (obj.bonus_trick == total_tricks - 2 ? obj.bonus_points : 0);
  return v;
}

// The score side's points (bonus included) from the forced last trick: every hand holds one
// card, `leader` leads, no under card is pending and no called ten may win it.
inline int DoubleDummy::Impl::last_trick_points(
    const std::array<CardMask, engine::kMaxPlayers>& hands, int leader) const {
  int points = 0;
  const int win_seat = last_trick_winner(hands, leader, points);
  if (!(score_side >> win_seat & 1)) return 0;
  return points + (obj.bonus_trick == total_tricks - 1 ? obj.bonus_points : 0);
}

// The seat that takes the forced last trick, and its card points (`points`, bonus aside).
inline int DoubleDummy::Impl::last_trick_winner(
    const std::array<CardMask, engine::kMaxPlayers>& hands, int leader, int& points) const {
  const Card lead = static_cast<Card>(std::countr_zero(hands[leader]));
  const std::uint8_t led = r.table.eff_suit[lead];
  int win_seat = leader;
  int win_key = power_key(lead, led);
  points = engine::card_points(lead);
  for (int j = 1; j < n; ++j) {
    int q = leader + j;
    if (q >= n) q -= n;
    assert(std::popcount(hands[q]) == 1);
    const Card c = static_cast<Card>(std::countr_zero(hands[q]));
    points += engine::card_points(c);
    if (const int key = power_key(c, led); key > win_key) {
      win_key = key;
      win_seat = q;
    }
  }
  return win_seat;
}

// At the boundary before the last trick every hand holds one card, so the trick is forced
// and valued without search, unless the under card is pending or a called ten may win it
// (SS-13.6).
inline bool DoubleDummy::Impl::last_trick_forced() const {
  return !s.under_pending && !r.called_ten_wins;
}

// The score side's final points at the boundary before the last trick, given the points it
// has. Exact, so a pass returns the value here rather than a bound, and cheaper than playing
// the trick out. -1 where the trick is not forced (last_trick_forced).
inline int DoubleDummy::Impl::last_trick_value(int have) const {
  if (!last_trick_forced()) return -1;
  assert(s.tricks_done + 1 == total_tricks);
  return have + last_trick_points(s.hands, s.leader);
}

}  // namespace solver
