// Reading card codes (DEAL_LOG.md, RULES.md C-1 to C-3): the pieces the 32-card games' parse_card
// (card.cpp) and Sweep's (sweep.cpp) share. A French code is rank first, then the suit as a
// letter or a UTF-8 symbol ("QC", "10D", "Q♣").
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace engine::card_text {

// The position of ch, upper-cased, in chars (npos when absent).
std::size_t find_upper(std::string_view chars, char ch);

struct FrenchCode {
  char rank = 0;          // the rank character as written, 'T' for "10"
  std::string_view suit;  // the rest: a suit letter or symbol (possibly empty)
};
// Splits a French code into rank and suit text; nullopt when its length (2 to 5 bytes) cannot
// be a card's.
std::optional<FrenchCode> split_french_code(std::string_view text);

}  // namespace engine::card_text
