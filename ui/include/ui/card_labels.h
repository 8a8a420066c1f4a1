// How a card face is labelled (RULES.md C-1, C-2, C-3): rank text, suit symbol and colour.
// French ranks for Sheepshead; Schafkopf shows U and O for the Unter (J) and the Ober (Q).
#pragma once

#include <string>
#include <string_view>

#include "engine/card.h"

namespace ui {

// "7" "8" "9" "10" "J" "Q" "K" "A"; with german: "U" for J and "O" for Q.
std::string_view rank_label(engine::Card c, bool german = false);
// The suit symbol as UTF-8: ♣ ♠ ♥ ♦ (U+2663, U+2660, U+2665, U+2666).
std::string_view suit_symbol(engine::Suit s);
// Hearts and diamonds are printed in red, clubs and spades in black.
constexpr bool is_red(engine::Suit s) {
  return s == engine::Suit::kHearts || s == engine::Suit::kDiamonds;
}
// "Q♣", "10♦" for text lines.
std::string card_text(engine::Card c, bool german = false);

}  // namespace ui
