// Trick play with called-suit obligations (RULES.md TT-1..TT-11, SS-8, SK-7).
//
// One small plain state serves every game: the engine's hands, the solver's search and the
// sampler. `PlayRules` is fixed when play starts (contract table, called card, hold-card rule,
// under card, running away); `PlayState` changes with every card and supports make/unmake.
//
// Legal moves follow SS-8.9 (normative), which SK-7.5 reuses:
//   1. the picker with a pending under card, in the opening trick of s: {u};
//   2. the holder of X in the opening trick of s (someone else led): {X};
//   3. leading: every card (plus u when allowed); the holder of X while s is unopened may lead
//      no card of s but X, unless he may run away (SK-7.3d: at least R cards of s);
//   4. following: the led effective suit if held, else anything; while s is unopened X may not
//      be discarded and the picker keeps his protected hold card;
//   5. if nothing is left: the whole hand, else {u}.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>

#include "engine/card.h"
#include "engine/contract.h"

namespace engine {

inline constexpr int kMaxPlayers = 5;
inline constexpr std::uint8_t kNoSeat = 0xFF;

// The picker's hold card after an ACE or TEN call (SS-8.4); Schafkopf with
// sk_caller_keeps_suit (SK-5.5).
enum class HoldRule : std::uint8_t {
  kNone,     // no protected card (ALONE, leaster, UNKNOWN call, default Schafkopf)
  kOneCard,  // keep one card of s while s is unopened (SS-8.4a)
  kAce,      // keep A_s itself (SS-8.4c, ss_ten_hold_is_ace)
};

struct PlayRules {
  int num_players = 5;
  ContractTable table;
  Card called = kNoCard;  // X, the called card; kNoCard when there is no called suit
  // The card whose holder is the picker's partner: `called` under a call, JD or the called-up
  // jack under ss_partner_rule = jack_of_diamonds (with no called-suit obligations: `called`
  // stays kNoCard there); kNoCard when alone. Schafkopf: the called ace.
  Card partner_card = kNoCard;
  std::uint8_t called_suit = 0;   // s, a fail suit 0..3 (valid when called != kNoCard)
  std::uint8_t picker = kNoSeat;  // the player who called (Sheepshead picker, Schafkopf declarer)
  HoldRule hold = HoldRule::kNone;
  Card under = kNoCard;            // the picker's under card after an UNKNOWN call (SS-8.5)
  bool under_lead_allowed = true;  // ss_under_lead_allowed (SS-8.5c)
  int runaway_min = 0;             // SK-7.3d; 0 = running away is not allowed (Sheepshead)
  bool called_ten_wins = false;    // ss_called_ten_wins (SS-13.6)
  // Tricks per hand; 0 = the whole deck shared out (count(deck) / num_players). Set when a
  // blind leaves the rest over: four-handed Sheepshead plays 7 tricks with 32 cards (SS-14.2).
  int tricks = 0;
  int tricks_total() const { return tricks > 0 ? tricks : count(table.deck) / num_players; }
};

struct PlayState {
  std::array<CardMask, kMaxPlayers> hands{};  // playable cards (a pending under card excluded)
  std::array<Card, kMaxPlayers> trick{};      // the current trick, in play order
  std::array<std::uint8_t, kMaxPlayers> tricks_won{};
  std::array<std::int16_t, kMaxPlayers> points_won{};
  std::uint8_t leader = 0;      // who led (or leads) the current trick
  std::uint8_t trick_size = 0;  // cards played to the current trick
  std::uint8_t tricks_done = 0;
  bool under_pending = false;  // the picker still holds the under card face down
  bool opened = false;         // the called suit s has been led (SS-8.2, SK-7.2)
  bool opening_trick = false;  // the current trick is the opening trick of s

  // leader < num_players and trick_size <= num_players, so one subtraction replaces a division
  // (to_move runs several times per node of the solver's search).
  std::uint8_t to_move(const PlayRules& r) const {
    const int p = leader + trick_size;
    return static_cast<std::uint8_t>(p >= r.num_players ? p - r.num_players : p);
  }
  // The effective suit led in the current trick (trick_size > 0).
  std::uint8_t led_suit(const PlayRules& r) const {
    return trick[0] == r.under && r.under != kNoCard ? r.called_suit : r.table.eff_suit[trick[0]];
  }
  bool finished(const PlayRules& r) const { return tricks_done == r.tricks_total(); }
};

// Equal positions: everything that play depends on. Trick slots at or beyond trick_size are
// scratch space and are not compared.
inline bool same_position(const PlayState& a, const PlayState& b) {
  if (a.hands != b.hands || a.tricks_won != b.tricks_won || a.points_won != b.points_won ||
      a.leader != b.leader || a.trick_size != b.trick_size || a.tricks_done != b.tricks_done ||
      a.under_pending != b.under_pending || a.opened != b.opened ||
      a.opening_trick != b.opening_trick) {
    return false;
  }
  for (int i = 0; i < a.trick_size; ++i) {
    if (a.trick[i] != b.trick[i]) return false;
  }
  return true;
}

// What make_move changed, for unmake_move.
struct PlayUndo {
  std::uint8_t leader;
  std::uint8_t trick_size;
  bool under_pending;
  bool opened;
  bool opening_trick;
  bool completed;                       // the card completed a trick
  std::uint8_t mover;                   // who played the card
  std::uint8_t winner = 0;              // its winner when completed
  std::int16_t points = 0;              // its points when completed
  std::array<Card, kMaxPlayers> trick;  // the completed trick's cards
};

// The legal cards of the player to move (SS-8.9 / SK-7.5). Never empty while cards remain.
// `p` must be s.to_move(r) (a caller that already knows it saves recomputing it).
inline CardMask legal_moves(const PlayRules& r, const PlayState& s, std::uint8_t p) {
  const CardMask hand = s.hands[p];
  const bool has_called = r.called != kNoCard;
  const bool picker_under = p == r.picker && s.under_pending;
  if (has_called && s.trick_size > 0 && s.opening_trick) {
    if (picker_under) return bit(r.under);          // step 1
    if (has(hand, r.called)) return bit(r.called);  // step 2
  }
  CardMask legal;
  if (s.trick_size == 0) {  // step 3
    legal = hand;
    if (picker_under && r.under_lead_allowed) legal |= bit(r.under);
    if (has_called && !s.opened && has(hand, r.called)) {
      const CardMask of_s = hand & r.table.suit_mask[r.called_suit];
      if (r.runaway_min == 0 || count(of_s) < r.runaway_min) legal &= ~(of_s & ~bit(r.called));
    }
  } else {  // step 4
    const CardMask follow = hand & r.table.suit_mask[s.led_suit(r)];
    legal = follow ? follow : hand;
    if (has_called && !s.opened) {
      legal &= ~bit(r.called);
      if (p == r.picker) {
        const CardMask of_s = hand & r.table.suit_mask[r.called_suit];
        if (r.hold == HoldRule::kOneCard && count(of_s) == 1) legal &= ~of_s;
        if (r.hold == HoldRule::kAce) {
          legal &= ~bit(make_card(static_cast<Suit>(r.called_suit), Rank::kAce));
        }
      }
    }
  }
  if (legal == 0) legal = hand ? hand : (picker_under ? bit(r.under) : 0);  // step 5
  return legal;
}
inline CardMask legal_moves(const PlayRules& r, const PlayState& s) {
  return legal_moves(r, s, s.to_move(r));
}

// Plays card c for the player to move (c must be legal) and resolves a completed trick.
// `p` must be s.to_move(r), as for legal_moves.
inline void make_move(const PlayRules& r, PlayState& s, Card c, PlayUndo& u, std::uint8_t p) {
  u.leader = s.leader;
  u.trick_size = s.trick_size;
  u.under_pending = s.under_pending;
  u.opened = s.opened;
  u.opening_trick = s.opening_trick;
  u.completed = false;
  assert(p == s.to_move(r));
  u.mover = p;
  if (c == r.under && s.under_pending && p == r.picker) {
    s.under_pending = false;
  } else {
    assert(has(s.hands[p], c));
    s.hands[p] &= ~bit(c);
  }
  s.trick[s.trick_size++] = c;
  if (s.trick_size == 1 && r.called != kNoCard && !s.opened && s.led_suit(r) == r.called_suit) {
    s.opened = true;
    s.opening_trick = true;
  }
  if (s.trick_size < r.num_players) return;
  // The trick is complete.
  const int n = r.num_players;
  // The under card is unique and never wins (SS-8.5e), wherever it was played.
  int win = trick_winner_index(r.table, s.trick.data(), n, s.led_suit(r), r.under);
  assert(win >= 0);
  if (win < 0) win = 0;
  if (r.called_ten_wins && s.opening_trick) {
    bool trump_in = false;
    int x_at = -1;
    for (int i = 0; i < n; ++i) {
      if (r.table.eff_suit[s.trick[i]] == kTrump && s.trick[i] != r.under) trump_in = true;
      if (s.trick[i] == r.called) x_at = i;
    }
    if (!trump_in && x_at >= 0 && rank_of(r.called) == Rank::kTen) win = x_at;
  }
  const std::uint8_t winner =
      static_cast<std::uint8_t>(s.leader + win >= n ? s.leader + win - n : s.leader + win);
  std::int16_t pts = 0;
  for (int i = 0; i < n; ++i) pts = static_cast<std::int16_t>(pts + card_points(s.trick[i]));
  u.completed = true;
  u.winner = winner;
  u.points = pts;
  u.trick = s.trick;
  s.points_won[winner] = static_cast<std::int16_t>(s.points_won[winner] + pts);
  s.tricks_won[winner]++;
  s.tricks_done++;
  s.trick_size = 0;
  s.leader = winner;
  s.opening_trick = false;
}

inline void make_move(const PlayRules& r, PlayState& s, Card c, PlayUndo& u) {
  make_move(r, s, c, u, s.to_move(r));
}

inline void unmake_move(const PlayRules& r, PlayState& s, Card c, const PlayUndo& u) {
  if (u.completed) {
    s.points_won[u.winner] = static_cast<std::int16_t>(s.points_won[u.winner] - u.points);
    s.tricks_won[u.winner]--;
    s.tricks_done--;
    s.trick = u.trick;
  }
  s.leader = u.leader;
  s.trick_size = u.trick_size;
  s.opened = u.opened;
  s.opening_trick = u.opening_trick;
  if (u.under_pending && !s.under_pending && c == r.under) {
    s.under_pending = true;
  } else {
    s.hands[u.mover] |= bit(c);
  }
}

}  // namespace engine
