// Card-choice helpers of the trick games' rule-based players (../sheepshead/heuristic_player.cpp,
// ../schafkopf/heuristic_player.cpp): who beats whom in a trick, the cheapest card, the cards
// still out that can beat a card. Pure functions of the contract table (RULES.md SS-2, SK-2).
#pragma once

#include <cstdint>

#include "engine/card.h"
#include "engine/play.h"

namespace solver::trick {

inline int points(engine::Card c) {
  return engine::card_points(c);
}

// Does card c, played now, beat the winning card w in a trick led in `led`?
inline bool beats(const engine::ContractTable& t, engine::Card c, engine::Card w,
                  std::uint8_t led) {
  if (t.eff_suit[w] == engine::kTrump) {
    return t.eff_suit[c] == engine::kTrump && t.power[c] > t.power[w];
  }
  if (t.eff_suit[c] == engine::kTrump) return true;
  return t.eff_suit[c] == led && t.power[c] > t.power[w];
}

// Picks from `cards` the card with the smallest key; ties go to the lowest card index.
template <typename Key>
engine::Card min_by(engine::CardMask cards, Key key) {
  engine::Card best = engine::kNoCard;
  long best_key = 0;
  for (engine::Card c : engine::cards(cards)) {
    const long k = key(c);
    if (best == engine::kNoCard || k < best_key) {
      best = c;
      best_key = k;
    }
  }
  return best;
}

// "Play low": the fewest points, then a plain card before trump, then the weakest card.
inline engine::Card lowest_card(const engine::ContractTable& t, engine::CardMask legal) {
  return min_by(legal, [&](engine::Card c) {
    return points(c) * 1000L + (t.eff_suit[c] == engine::kTrump ? 100 : 0) + t.power[c];
  });
}

// No card of `out` (the cards still out) beats c in a trick led in `led`.
inline bool is_boss(const engine::ContractTable& t, engine::CardMask out, engine::Card c,
                    std::uint8_t led) {
  for (engine::Card o : engine::cards(out)) {
    if (beats(t, o, c, led)) return false;
  }
  return true;
}

// No card of `out` is higher in c's own effective suit (c may still be trumped).
inline bool is_top_of_suit(const engine::ContractTable& t, engine::CardMask out, engine::Card c) {
  for (engine::Card o : engine::cards(out & t.suit_mask[t.eff_suit[c]])) {
    if (t.power[o] > t.power[c]) return false;
  }
  return true;
}

// The cards of `legal` that beat the trick's winning card w (led in `led`).
inline engine::CardMask winning_cards(const engine::ContractTable& t, engine::CardMask legal,
                                      engine::Card w, std::uint8_t led) {
  engine::CardMask out = 0;
  for (engine::Card c : engine::cards(legal)) {
    if (beats(t, c, w, led)) out |= engine::bit(c);
  }
  return out;
}

// The points of the first `size` cards of a trick.
inline int trick_points(const engine::Card* trick, int size) {
  int p = 0;
  for (int i = 0; i < size; ++i) p += points(trick[i]);
  return p;
}

}  // namespace solver::trick
