// How a card face is labelled (RULES.md C-1, C-2, C-3): rank text, suit symbol and colour.
// French ranks for Sheepshead; Schafkopf shows U and O for the Unter (J) and the Ober (Q).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "engine/card.h"
#include "engine/sheepshead.h"

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

// German suits (C-3, on request for Schafkopf): Eichel (clubs), Gras (spades), Herz (hearts),
// Schellen (diamonds); the ace is the Sau.
std::string_view german_suit_name(engine::Suit s);
// The German suit symbols in text: code points of Unicode's private use area, U+E000 Eichel,
// U+E001 Gras, U+E002 Herz, U+E003 Schellen, which the app's fonts draw as an acorn, a leaf, a
// heart and a bell (suit_glyphs.cpp); as UTF-8.
inline constexpr char32_t kGermanSuitCodes = 0xE000;
std::string_view german_suit_symbol(engine::Suit s);
// How cards are named in text: French ranks and suits, Unter/Ober as U/O (Schafkopf), or German
// suits as well.
struct CardNames {
  bool german_ranks = false;
  bool german_suits = false;
};
// The one name of a card in every text of the app (tables, move lists, sentences): the rank
// (U and O with german_ranks) and the suit symbol, French (♣ ♠ ♥ ♦) or, with german_suits,
// German (german_suit_symbol): "Q♣", "O♣", "O" + acorn.
std::string card_label(engine::Card c, CardNames names);

// A Sheepshead call in the card notation: "A♠", "10♥", "A♦ (unknown, under card Q♣)", "alone".
std::string call_text(const engine::Call& call);

// A sentence of the solver's (a lesson, a note) with every card code in it ("QC", "10D", "TD";
// with `schafkopf` also the German codes "EO", "GZ") written in the player's card notation
// (card_label): "lead Q♣", "spiel die EO" -> "O♣" or "EO". A code counts only as a whole word
// of capitals and digits, not joined to another by a hyphen ("SK-ST-3" stays).
std::string name_cards(std::string_view text, CardNames names, bool schafkopf);
// The word scan of name_cards with another naming: `name` gets each whole word of two or three
// letters and digits not joined by a hyphen, and returns its replacement or nullopt.
std::string name_code_words(
    std::string_view text, const std::function<std::optional<std::string>(std::string_view)>& name);

// "Eichel-Ober", "Herz-Sau", "Schellen-Zehn".
std::string german_card_name(engine::Card c);

}  // namespace ui
