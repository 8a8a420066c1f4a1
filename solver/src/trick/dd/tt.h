// The transposition tables of the trick-taking double-dummy solver (solver/dd.h): the team
// table's keys at trick boundaries (relative card names: equal cards adjacent in power share
// entries), its probes and stores, and the paranoid table's probe. Entries are in entries.h.
#pragma once

#include "dd_internal.h"

namespace solver {

// The cards still out (of `out`) right below a played card of their group: nonzero exactly
// for the groups that team_key renames.
inline CardMask DoubleDummy::Impl::out_below_played(CardMask out) const {
  CardMask v = 0;
  for (int j = 0; j < n_deltas; ++j) {
    const CardMask played = next_lower_from[j] & ~out;
    const int d = next_lower_delta[j];
    v |= d > 0 ? played << d : played >> -d;
  }
  return v & out;
}

// A card still out under its name in the key `k` (see team_key): the card of its group at
// its rank among the group's cards still out.
inline Card DoubleDummy::Impl::to_key(const TeamKey& k, Card c) const {
  if (!opt.relative_keys || group_of[c] == kNoGroup) return c;
  const int g = group_of[c];
  return group[g][std::popcount(group_mask[g] & k.out & higher[c])];
}

// The card still out called `t` in the key `k` (the inverse of to_key).
inline Card DoubleDummy::Impl::from_key(const TeamKey& k, Card t) const {
  if (t == kNoCard || !opt.relative_keys || group_of[t] == kNoGroup) return t;
  const int g = group_of[t];
  int rank = std::popcount(group_mask[g] & higher[t]);
  for (int i = 0; i < group_len[g]; ++i) {
    if ((k.out & engine::bit(group[g][i])) && rank-- == 0) return group[g][i];
  }
  return kNoCard;  // not a card of this key: no hint
}

inline void DoubleDummy::Impl::team_key(TeamKey& k, CardMask out) {
  k.hands = s.hands;
  const std::uint8_t meta = boundary_meta();
  k.word = gen | std::uint32_t{meta & 0x1Fu} << TeamEntry::kMetaShift |
           team_sides << TeamEntry::kSidesShift;
  k.out = out;
  if (opt.relative_keys) {
    // Groups with nothing played, nothing left, or only the lowest played are packed
    // already.
    CardMask todo = out_below_played(out);
#ifndef NDEBUG
    for (int g = 0; g < n_groups; ++g) {  // the same, group by group
      const CardMask m = group_mask[g] & out;
      assert(((m & group_low[g][std::popcount(m)]) != 0) == ((todo & group_mask[g]) != 0));
    }
#endif
    while (todo) {
      const int g = group_of[std::countr_zero(todo)];
      todo &= ~group_mask[g];
      const CardMask m = group_mask[g] & out;
      // The cards before the first played one keep their places; every card still out
      // after it moves up to the next free place.
      int slot = 0;
      while (m & engine::bit(group[g][slot])) ++slot;
      for (int i = slot + 1; i < group_len[g]; ++i) {
        const Card c = group[g][i];
        if (!(m & engine::bit(c))) continue;
        const Card t = group[g][slot++];
        k.hands[owner[c]] ^= engine::bit(c) | engine::bit(t);
        assert(to_key(k, c) == t && from_key(k, t) == c);
      }
    }
  }
  // Two hands to a word (a fifth seat's hand, when there is one, with the meta and sides).
  static_assert(engine::kMaxPlayers == 5);
  const std::uint64_t fifth = n == 5 ? k.hands[4] : 0;
  const std::uint64_t h = mix(mix(mix(k.hands[0] | std::uint64_t{k.hands[1]} << 32) ^
                                  (k.hands[2] | std::uint64_t{k.hands[3]} << 32)) ^
                              (fifth | std::uint64_t{meta} << 32 | std::uint64_t{sides} << 40));
  k.bucket = &team_tt[(h & team_mask) * kBucket];
}

inline bool DoubleDummy::Impl::team_matches(const TeamEntry& e, const TeamKey& k) const {
  return (e.word & TeamEntry::kKeyMask) == k.word && same_hands(e.hands, k.hands);
}

inline TeamEntry* DoubleDummy::Impl::team_find(const TeamKey& k) {
  for (int i = 0; i < kBucket; ++i) {
    if (team_matches(k.bucket[i], k)) return &k.bucket[i];
  }
  return nullptr;
}

// The entry of the key, created if missing. `known` is an entry found for the key before
// the children were searched: it may have been overwritten by one of them since.
inline TeamEntry* DoubleDummy::Impl::team_store(const TeamKey& k, TeamEntry* known) {
  if (known && team_matches(*known, k)) return known;
  if (TeamEntry* e = team_find(k)) return e;
  TeamEntry& e = *pick_victim(k.bucket, gen);
  e.hands = k.hands;
  e.word = k.word | TeamEntry::kNoBest << TeamEntry::kBestShift;
  e.lo = {0, 0, 0, 0};
  e.hi = {255, 255, 255, 255};
  return &e;
}

inline ParanoidEntry* DoubleDummy::Impl::par_probe(std::uint8_t meta, std::uint8_t has_trick,
                                                   int cards_left, bool create) {
  std::uint64_t h = has_trick;
  for (int i = 0; i < n; ++i) {
    h = mix(h ^ s.hands[i] ^
            (std::uint64_t(static_cast<std::uint16_t>(s.points_won[i] + extra[i])) << 40) ^
            (std::uint64_t(i) << 58));
  }
  h = mix(h ^ meta ^ (std::uint64_t{sides} << 16));
  ParanoidEntry* b = &par_tt[(h & par_mask) * kBucket];
  for (int k = 0; k < kBucket; ++k) {
    ParanoidEntry& e = b[k];
    if (e.meta == meta && e.gen == gen && e.sides == sides && e.has_trick == has_trick &&
        e.hands == s.hands) {
      bool same = true;
      for (int i = 0; i < n; ++i) same &= e.points[i] == s.points_won[i] + extra[i];
      if (same) return &e;
    }
  }
  if (!create) return nullptr;
  ParanoidEntry& e = *pick_victim(b, gen);
  e.hands = s.hands;
  e.sides = sides;
  e.gen = gen;
  for (int i = 0; i < n; ++i) e.points[i] = static_cast<std::int16_t>(s.points_won[i] + extra[i]);
  for (int i = n; i < engine::kMaxPlayers; ++i) e.points[i] = 0;
  e.meta = meta;
  e.has_trick = has_trick;
  e.cards_left = static_cast<std::uint8_t>(cards_left);
  e.best = kNoCard;
  e.lo = -32000;
  e.hi = 32000;
  return &e;
}

}  // namespace solver
