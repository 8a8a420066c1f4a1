// The trick games' knowledge slots (solver/knowledge.h): slot look-up, the constraint-case
// helpers of knowledge_cases.h, the consistency check and the deal of a world. The facts that
// fill the cases are each game's own (../sheepshead/knowledge.cpp, ../schafkopf/knowledge.cpp).
#include <vector>

#include "knowledge_cases.h"
#include "solver/knowledge.h"

namespace solver {

using engine::kNoCard;

std::string role_name(Role r) {
  switch (r) {
    case Role::kPicker:
      return "picker";
    case Role::kPartner:
      return "partner";
    case Role::kDefender:
      return "defender";
    case Role::kLeaster:
      return "leaster";
    case Role::kAuction:
      return "auction";
  }
  return "?";
}

int Knowledge::slot_of(SlotKind kind, int seat) const {
  for (std::size_t i = 0; i < slots.size(); ++i) {
    if (slots[i].kind == kind && (kind != SlotKind::kHand || slots[i].seat == seat)) {
      return static_cast<int>(i);
    }
  }
  return -1;
}

CardMask Knowledge::allowed_cards(int case_index, int slot) const {
  CardMask m = 0;
  const ConstraintCase& c = cases[static_cast<std::size_t>(case_index)];
  for (Card card : engine::cards(unseen)) {
    if (c.allowed[card] >> slot & 1) m |= engine::bit(card);
  }
  return m;
}

ConstraintCase open_case(const Knowledge& k) {
  ConstraintCase c;
  const SlotSet all = static_cast<SlotSet>((1u << k.slots.size()) - 1);
  for (Card card : engine::cards(k.unseen)) c.allowed[card] = all;
  return c;
}

void prune(Knowledge& k) {
  std::vector<ConstraintCase> keep;
  for (const ConstraintCase& c : k.cases) {
    bool ok = true;
    for (Card card : engine::cards(k.unseen)) ok = ok && c.allowed[card] != 0;
    if (ok) keep.push_back(c);
  }
  k.cases = std::move(keep);
}

bool world_consistent(const Knowledge& k, const SlotCards& world) {
  CardMask all = 0;
  for (std::size_t i = 0; i < k.slots.size(); ++i) {
    if (engine::count(world[i]) != k.slots[i].size) return false;
    if (all & world[i]) return false;
    all |= world[i];
  }
  if (all != k.unseen) return false;
  for (const ConstraintCase& c : k.cases) {
    bool ok = true;
    for (std::size_t i = 0; i < k.slots.size() && ok; ++i) {
      for (Card card : engine::cards(world[i])) ok = ok && (c.allowed[card] >> i & 1);
    }
    if (ok) return true;
  }
  return false;
}

WorldDeal world_deal(const Knowledge& k, const SlotCards& world) {
  WorldDeal d;
  for (int q = 0; q < k.num_players; ++q) {
    const std::size_t qi = static_cast<std::size_t>(q);
    d.start[qi] = k.known_hand[qi] | k.known_played[qi];
  }
  d.bury = k.known_bury;
  d.under = k.known_under;
  for (std::size_t i = 0; i < k.slots.size(); ++i) {
    const Slot& s = k.slots[i];
    switch (s.kind) {
      case SlotKind::kHand:
        d.start[static_cast<std::size_t>(s.seat)] |= world[i];
        break;
      case SlotKind::kBury:
        d.bury = world[i];
        break;
      case SlotKind::kUnder:
        d.under = engine::lowest(world[i]);
        break;
      case SlotKind::kBlind:
        d.blind = world[i];
        break;
    }
  }
  if (k.point == PointKind::kPlay && d.under != kNoCard && k.picker >= 0) {
    d.start[static_cast<std::size_t>(k.picker)] |= engine::bit(d.under);
  }
  return d;
}

CardMask dealt_hand(const Knowledge& k, const SlotCards& world, int seat) {
  return world_deal(k, world).start[static_cast<std::size_t>(seat)];
}

// Replaces every case by its disjoint sub-cases in which slot `slot` holds at least k of the
// cards S: split by the k lowest cards of S in the slot (forced there; the cards of S below the
// k-th that are not among them are kept out of the slot).
void require_at_least(std::vector<ConstraintCase>& cases, int slot, CardMask s, int k,
                      const std::string& why) {
  if (k <= 0) return;
  std::vector<ConstraintCase> out;
  const SlotSet b = slot_bit(slot);
  for (const ConstraintCase& c : cases) {
    std::vector<Card> cand;  // cards of S that may be in the slot, lowest index first
    for (Card x : engine::cards(s)) {
      if (c.allowed[x] & b) cand.push_back(x);
    }
    const int n = static_cast<int>(cand.size());
    if (n < k) continue;
    // Every k-subset of positions, in lexicographic order.
    std::vector<int> pick(static_cast<std::size_t>(k));
    for (int i = 0; i < k; ++i) pick[static_cast<std::size_t>(i)] = i;
    while (true) {
      ConstraintCase sub = c;
      const int last = pick[static_cast<std::size_t>(k - 1)];
      std::size_t j = 0;
      for (int i = 0; i <= last; ++i) {
        const Card x = cand[static_cast<std::size_t>(i)];
        if (j < pick.size() && pick[j] == i) {
          sub.allowed[x] = b;
          ++j;
        } else {
          sub.allowed[x] = static_cast<SlotSet>(sub.allowed[x] & ~b);
        }
      }
      sub.why += (sub.why.empty() ? "" : "; ") + why;
      out.push_back(std::move(sub));
      // Next subset.
      int i = k - 1;
      while (i >= 0 && pick[static_cast<std::size_t>(i)] == n - k + i) --i;
      if (i < 0) break;
      pick[static_cast<std::size_t>(i)]++;
      for (int t = i + 1; t < k; ++t) {
        pick[static_cast<std::size_t>(t)] = pick[static_cast<std::size_t>(t - 1)] + 1;
      }
    }
  }
  cases = std::move(out);
}

}  // namespace solver
