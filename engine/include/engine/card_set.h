// Sets of cards as bit masks (RULES.md C-1 to C-8): iterating a mask lowest card first and
// writing it as codes. Game-free: the 32-card games' 32-bit masks (card.h) and Sweep's 64-bit
// masks of 52 cards (sweep.h) both use it; a card is the index of its bit.
#pragma once

#include <bit>
#include <concepts>
#include <cstdint>
#include <string>

namespace engine {

// How many cards a mask holds, whether it holds card c, and its lowest card (for a non-empty
// mask).
template <std::unsigned_integral Mask>
constexpr int count(Mask m) {
  return std::popcount(m);
}
template <std::unsigned_integral Mask>
constexpr bool has(Mask m, std::uint8_t c) {
  return (m >> c) & 1u;
}
template <std::unsigned_integral Mask>
constexpr std::uint8_t lowest(Mask m) {
  return static_cast<std::uint8_t>(std::countr_zero(m));
}

// Iterates the cards of a mask: for (Card c : cards(m)).
template <typename Mask, typename CardT>
class MaskIter {
 public:
  explicit constexpr MaskIter(Mask m) : m_(m) {}
  constexpr CardT operator*() const { return static_cast<CardT>(std::countr_zero(m_)); }
  constexpr MaskIter& operator++() {
    m_ &= m_ - 1;
    return *this;
  }
  constexpr bool operator!=(const MaskIter& o) const { return m_ != o.m_; }

 private:
  Mask m_;
};

template <typename Mask, typename CardT>
struct MaskRange {
  Mask m;
  constexpr MaskIter<Mask, CardT> begin() const { return MaskIter<Mask, CardT>(m); }
  constexpr MaskIter<Mask, CardT> end() const { return MaskIter<Mask, CardT>(0); }
};

// The codes of a mask's cards joined by single spaces, in card-index order ("QC JS AD").
template <typename CardT, typename Mask, typename Code>
std::string join_card_codes(Mask m, Code code) {
  std::string out;
  for (CardT c : MaskRange<Mask, CardT>{m}) {
    if (!out.empty()) out += ' ';
    out += code(c);
  }
  return out;
}

}  // namespace engine
