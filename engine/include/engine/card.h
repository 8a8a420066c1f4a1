// Cards and card sets (RULES.md §1, C-1 to C-8).
//
// A card is an integer 0..31: suit * 8 + rank, with suits C S H D (0..3) and ranks
// 7 8 9 T J Q K A (0..7). A set of cards is a 32-bit mask with bit `card` set, so each suit
// occupies one byte: clubs bits 0-7, spades 8-15, hearts 16-23, diamonds 24-31.
// Card points (C-7): A 11, T 10, K 4, Q 3, J 2, 9 8 7 0; every suit holds 30, the deck 120.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/card_set.h"

namespace engine {

using Card = std::uint8_t;
using CardMask = std::uint32_t;

inline constexpr Card kNoCard = 0xFF;
inline constexpr int kNumCards = 32;
inline constexpr CardMask kLongDeck = 0xFFFFFFFFu;
// Short deck (C-5): no 7s and 8s.
inline constexpr CardMask kShortDeck = 0xFCFCFCFCu;

enum class Suit : std::uint8_t { kClubs = 0, kSpades = 1, kHearts = 2, kDiamonds = 3 };
enum class Rank : std::uint8_t { kSeven = 0, kEight, kNine, kTen, kJack, kQueen, kKing, kAce };

constexpr Card make_card(Suit s, Rank r) {
  return static_cast<Card>(static_cast<int>(s) * 8 + static_cast<int>(r));
}
constexpr Suit suit_of(Card c) {
  return static_cast<Suit>(c >> 3);
}
constexpr Rank rank_of(Card c) {
  return static_cast<Rank>(c & 7);
}
constexpr CardMask bit(Card c) {
  return CardMask{1} << c;
}
constexpr CardMask suit_cards(Suit s) {
  return CardMask{0xFFu} << (static_cast<int>(s) * 8);
}

// Card points by rank (C-7).
inline constexpr std::array<std::uint8_t, 8> kRankPoints = {0, 0, 0, 10, 2, 3, 4, 11};
constexpr int card_points(Card c) {
  return kRankPoints[static_cast<int>(rank_of(c))];
}
int mask_points(CardMask m);

// Canonical code: rank then suit, "QC", "TD", "7H" (DEAL_LOG.md).
std::string card_code(Card c);
char suit_letter(Suit s);
// German label for Schafkopf views: suit E G H S then rank A Z K O U 9 8 7 ("EO" = QC).
std::string german_code(Card c);

// Parses every input form of DEAL_LOG.md: canonical ("QC"), "10D", lower case, suit symbols
// (♣ ♠ ♥ ♦, as UTF-8), and German codes, suit first ("EO", "SU", "GZ"). Returns nullopt for
// anything else.
std::optional<Card> parse_card(std::string_view text);
std::optional<Suit> parse_suit(std::string_view text);

// "QC JS AD" for a mask, in card-index order.
std::string mask_string(CardMask m);

// Iterates the cards of a mask: for (Card c : cards(m)).
using CardIter = MaskIter<CardMask, Card>;
using CardRange = MaskRange<CardMask, Card>;
constexpr CardRange cards(CardMask m) {
  return CardRange{m};
}

}  // namespace engine
