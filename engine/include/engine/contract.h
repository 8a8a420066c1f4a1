// Per-contract card tables (RULES.md TT-1, TT-2, SS-2, SK-3, SK-12.1/12.2).
//
// A contract (Sheepshead with diamonds or clubs trump, the leaster, every Schafkopf game) is
// described once by a table: the effective suit of every card (0..3 = its printed fail suit,
// kTrump = 4), its trick-taking power, its points, and the mask of cards of each effective suit.
// Power orders cards inside their effective suit; every trump has more power than every fail
// card, so "highest power among trumps, else among the led suit" decides a trick (TT-7).
// The search and the legal-move code only read this table; they never branch on the game.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "engine/card.h"

namespace engine {

inline constexpr std::uint8_t kTrump = 4;
inline constexpr int kNumEffSuits = 5;

struct ContractTable {
  std::array<std::uint8_t, kNumCards> eff_suit{};  // 0..3 fail suit, 4 trump
  std::array<std::uint8_t, kNumCards> power{};     // larger wins; trumps 32+, fail 0..7
  std::array<CardMask, kNumEffSuits> suit_mask{};  // cards of each effective suit, in the deck
  CardMask deck = kLongDeck;
  CardMask trumps() const { return suit_mask[kTrump]; }
  // Trumps, highest first, as cards.
  int trump_count() const { return count(suit_mask[kTrump]); }
};

// Sheepshead (SS-2.1, SS-2.4): QC QS QH QD JC JS JH JD then A T K 9 8 7 of the trump suit.
// Fail suits rank A T K 9 8 7. The leaster uses the same table.
ContractTable sheepshead_table(Suit trump_suit = Suit::kDiamonds);

// Schafkopf trump structures (SK-3, SK-12): which face ranks are trump and which suit, if any.
enum class TrumpFaces : std::uint8_t { kOberUnter, kUnter, kOber };
ContractTable schafkopf_table(TrumpFaces faces, std::optional<Suit> trump_suit, CardMask deck);

// Returns the trick winner's position in the trick (0 = the leader), given cards in play order
// and the led effective suit (normally eff_suit of trick[0]; the called suit for an under-card
// lead). `never_wins` marks a card that cannot win (a Sheepshead under card); kNoCard for none.
// Inline: the solver calls it at nearly every node.
inline int trick_winner_index(const ContractTable& t, const Card* trick, int n, std::uint8_t led,
                              Card never_wins) {
  int best = -1;
  int best_key = -1;
  for (int i = 0; i < n; ++i) {
    const Card c = trick[i];
    const std::uint8_t s = t.eff_suit[c];
    // Trumps above every card of the led suit; cards of other suits (and never_wins) lose.
    const int key = c == never_wins ? -1
                    : s == kTrump   ? 100 + t.power[c]
                    : s == led      ? t.power[c]
                                    : -1;
    if (key > best_key) {
      best_key = key;
      best = i;
    }
  }
  return best;
}

// All cards of an effective suit, highest power first, as a string ("QC QS ... 7D").
std::string describe_order(const ContractTable& t, std::uint8_t eff_suit);

}  // namespace engine
