// Cards that are equivalent for the player to move in a trick game (RULES.md SS-2, SK-2 card
// order; solver/SOLVER.md): searching one card of each class is enough. Two legal cards
// adjacent in power are equivalent when they have the same effective suit and points, no card
// between them in power is one someone else may still hold or lies in the current trick (it
// still decides which of them wins), and neither has obligations of its own (the called card,
// the partner card, the under card: the caller's `special` cards).
#pragma once

#include <initializer_list>
#include <vector>

#include "engine/card.h"
#include "engine/play.h"

namespace solver {

struct CardClasses {
  std::vector<engine::Card> cards;  // the legal cards in power order (power_order)
  std::vector<int> rep_index;       // per card of `cards`, its class: an index into reps
  std::vector<engine::Card> reps;   // one card per class, the strongest, in power order
};

// The set of the given cards, leaving out kNoCard (for `special`).
inline engine::CardMask card_set(std::initializer_list<engine::Card> cards) {
  engine::CardMask m = 0;
  for (engine::Card c : cards) {
    if (c != engine::kNoCard) m |= engine::bit(c);
  }
  return m;
}

// The classes of the legal cards. `unseen` are the cards someone else may hold; the cards of
// the current trick are added to them here.
CardClasses equivalent_cards(const engine::PlayRules& pr, const engine::PlayState& st,
                             engine::CardMask legal, engine::CardMask unseen,
                             engine::CardMask special);

}  // namespace solver
