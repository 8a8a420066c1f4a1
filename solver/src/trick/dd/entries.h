// The transposition tables' entries (trick-taking double-dummy solver, solver/dd.h): the team
// objective's bounds per trick boundary and the paranoid units search's, their buckets and
// the replacement rule. The keys and probes are in tt.h; storage and the hash mixer are
// shared with Sweep's solver (../../table.h).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "engine/play.h"

namespace solver {

using engine::Card;
using engine::CardMask;

// Transposition-table entry for the team objective, valid at trick boundaries. For each of the
// four flag combinations (bit 0: the other side must take no further trick; bit 1: the max
// side must still take a trick) it keeps the largest future threshold proven reachable (stored
// +1, 0 = none) and the smallest proven unreachable (255 = none).
//
// 32 bytes, so a bucket of four is 128 bytes aligned to 128: a probe reads one aligned pair of
// cache lines (a 36-byte entry made buckets of 144 bytes over three or four lines). The rest
// of the key (generation, leader and flags, sides) and the best card share one word; the
// cards left, which only replacement needs, are counted from the hands.
struct TeamEntry {
  // `word`: bits 0-14 the table generation it was written in (0 = never written; entries of
  // older generations count as empty), 15-19 the boundary meta (leader, opened, under card
  // pending), 20-25 the sides (max side | paranoid << 5: entries of other objectives never
  // match), 26-31 the best card (kNoBest = none).
  static constexpr int kMetaShift = 15;
  static constexpr int kSidesShift = 20;
  static constexpr int kBestShift = 26;
  static constexpr std::uint32_t kGenMask = (1u << kMetaShift) - 1;
  static constexpr std::uint32_t kKeyMask = (1u << kBestShift) - 1;
  static constexpr std::uint32_t kNoBest = 63;

  std::array<CardMask, engine::kMaxPlayers> hands;
  std::uint32_t word;  // generation | meta << 15 | sides << 20 | best << 26
  std::array<std::uint8_t, 4> lo;
  std::array<std::uint8_t, 4> hi;

  // The best move found here, in key cards (kNoCard for none).
  Card best() const {
    const std::uint32_t b = word >> kBestShift;
    return b == kNoBest ? engine::kNoCard : static_cast<Card>(b);
  }
  void set_best(Card c) {
    const std::uint32_t b = c == engine::kNoCard ? kNoBest : c;
    word = (word & kKeyMask) | b << kBestShift;
  }
  bool current(std::uint16_t gen) const { return (word & kGenMask) == gen; }
  int cards_left() const {
    int k = (word >> (kMetaShift + 4)) & 1;  // the pending under card
    for (CardMask h : hands) k += std::popcount(h);
    return k;
  }
};
static_assert(sizeof(TeamEntry) == 32);

// Paranoid-units entry: the key includes every seat's points so far and who has a trick.
struct ParanoidEntry {
  std::array<CardMask, engine::kMaxPlayers> hands;
  std::array<std::int16_t, engine::kMaxPlayers> points;
  std::uint16_t sides;
  std::uint16_t gen;
  std::uint8_t meta;
  std::uint8_t has_trick;
  std::uint8_t cards_left;
  std::uint8_t best;
  std::int16_t lo;  // proven lower bound of the value
  std::int16_t hi;  // proven upper bound
  bool current(std::uint16_t g) const { return meta != 0 && gen == g; }
};

inline constexpr int kBucket = 4;

inline int cards_left(const TeamEntry& e) {
  return e.cards_left();
}
inline int cards_left(const ParanoidEntry& e) {
  return e.cards_left;
}

// Two entries' hands are the same (a memcmp call otherwise).
inline bool same_hands(const std::array<CardMask, engine::kMaxPlayers>& a,
                       const std::array<CardMask, engine::kMaxPlayers>& b) {
  static_assert(engine::kMaxPlayers == 5);
  std::uint64_t a01;
  std::uint64_t a23;
  std::uint64_t b01;
  std::uint64_t b23;
  std::memcpy(&a01, &a[0], 8);
  std::memcpy(&a23, &a[2], 8);
  std::memcpy(&b01, &b[0], 8);
  std::memcpy(&b23, &b[2], 8);
  return ((a01 ^ b01) | (a23 ^ b23) | (a[4] ^ b[4])) == 0;
}

// The entry of a full bucket to overwrite: an empty one (never used, or from an older
// generation), else the one with the fewest cards left (the cheapest to recompute).
template <typename Entry>
Entry* pick_victim(Entry* bucket, std::uint16_t gen) {
  Entry* victim = &bucket[0];
  int victim_left = 0;
  for (int k = 0; k < kBucket; ++k) {
    if (!bucket[k].current(gen)) return &bucket[k];
    const int left = cards_left(bucket[k]);
    if (k == 0 || left < victim_left) {
      victim = &bucket[k];
      victim_left = left;
    }
  }
  return victim;
}

}  // namespace solver
