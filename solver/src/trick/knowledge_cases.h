// The constraint-case algebra of the trick games' knowledge (solver/knowledge.h): per unseen
// card the set of slots that may hold it, narrowed by forbidding or confining cards and split
// into disjoint cases. Shared by the Sheepshead facts (../sheepshead/knowledge.cpp) and the
// Schafkopf ones (../schafkopf/knowledge.cpp); no game rule lives here.
#pragma once

#include <string>
#include <vector>

#include "solver/knowledge.h"

namespace solver {

// The slot's bit in a SlotSet; 0 for slot -1 (a slot the knowledge does not have).
inline SlotSet slot_bit(int slot) {
  return slot < 0 ? SlotSet{0} : static_cast<SlotSet>(1u << slot);
}

// Removes `slots` from the allowed sets of every unseen card of `cards`.
inline void forbid(const Knowledge& k, ConstraintCase& c, CardMask cards, SlotSet slots) {
  for (Card card : engine::cards(cards & k.unseen)) {
    c.allowed[card] = static_cast<SlotSet>(c.allowed[card] & ~slots);
  }
}

// Keeps only `slots` in the allowed set of every unseen card of `cards`.
inline void confine(const Knowledge& k, ConstraintCase& c, CardMask cards, SlotSet slots) {
  for (Card card : engine::cards(cards & k.unseen)) {
    c.allowed[card] = static_cast<SlotSet>(c.allowed[card] & slots);
  }
}

// Every case of `cases` combined with every branch produced by `branches` (a function that
// appends zero or more refined copies of one case).
template <typename F>
std::vector<ConstraintCase> split(const std::vector<ConstraintCase>& cases, F&& branches) {
  std::vector<ConstraintCase> out;
  for (const ConstraintCase& c : cases) branches(c, out);
  return out;
}

// The case without constraints: every unseen card may be in every slot.
ConstraintCase open_case(const Knowledge& k);

// Drops cases in which some card has nowhere to go (they hold no world).
void prune(Knowledge& k);

// Replaces every case by its disjoint sub-cases in which slot `slot` holds at least k of the
// cards S: split by the k lowest cards of S in the slot (forced there; the cards of S below the
// k-th that are not among them are kept out of the slot). `why` is added to each sub-case's why.
void require_at_least(std::vector<ConstraintCase>& cases, int slot, CardMask s, int k,
                      const std::string& why);

}  // namespace solver
