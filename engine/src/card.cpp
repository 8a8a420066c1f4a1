#include "engine/card.h"

#include <cctype>

#include "card_text.h"

namespace engine {

namespace {
constexpr std::string_view kRankChars = "789TJQKA";
constexpr std::string_view kSuitChars = "CSHD";
// German ranks in our rank order 7 8 9 T J Q K A.
constexpr std::string_view kGermanRanks = "789ZUOKA";
// German suits in our suit order C S H D.
constexpr std::string_view kGermanSuits = "EGHS";

std::optional<Rank> rank_from_char(char ch) {
  auto pos = card_text::find_upper(kRankChars, ch);
  if (pos == std::string_view::npos) return std::nullopt;
  return static_cast<Rank>(pos);
}

std::optional<Suit> suit_from_char(char ch) {
  auto pos = card_text::find_upper(kSuitChars, ch);
  if (pos == std::string_view::npos) return std::nullopt;
  return static_cast<Suit>(pos);
}

// Maps a trailing UTF-8 suit symbol to a suit.
std::optional<Suit> suit_from_symbol(std::string_view s) {
  if (s == "\xE2\x99\xA3" || s == "\xE2\x99\xA7") return Suit::kClubs;     // ♣ ♧
  if (s == "\xE2\x99\xA0" || s == "\xE2\x99\xA4") return Suit::kSpades;    // ♠ ♤
  if (s == "\xE2\x99\xA5" || s == "\xE2\x99\xA1") return Suit::kHearts;    // ♥ ♡
  if (s == "\xE2\x99\xA6" || s == "\xE2\x99\xA2") return Suit::kDiamonds;  // ♦ ♢
  return std::nullopt;
}
}  // namespace

int mask_points(CardMask m) {
  int total = 0;
  for (Card c : cards(m)) total += card_points(c);
  return total;
}

char suit_letter(Suit s) {
  return kSuitChars[static_cast<int>(s)];
}

std::string card_code(Card c) {
  if (c >= kNumCards) return "??";
  return {kRankChars[static_cast<int>(rank_of(c))], kSuitChars[static_cast<int>(suit_of(c))]};
}

std::string german_code(Card c) {
  if (c >= kNumCards) return "??";
  return {kGermanSuits[static_cast<int>(suit_of(c))], kGermanRanks[static_cast<int>(rank_of(c))]};
}

std::optional<Suit> parse_suit(std::string_view text) {
  if (text.size() == 1) return suit_from_char(text[0]);
  return suit_from_symbol(text);
}

std::optional<Card> parse_card(std::string_view text) {
  // French: rank first ("QC", "10D", "Q♣").
  const std::optional<card_text::FrenchCode> french = card_text::split_french_code(text);
  if (!french) return std::nullopt;
  if (auto r = rank_from_char(french->rank); r && !french->suit.empty()) {
    std::optional<Suit> s =
        french->suit.size() == 1 ? suit_from_char(french->suit[0]) : suit_from_symbol(french->suit);
    if (s) return make_card(*s, *r);
  }
  // German: suit first ("EO", "GZ"). The schemes cannot collide: no German suit letter is a
  // French rank character, and no French suit letter but H and S is a German suit; a French
  // code starts with a rank, so reaching here means it was not one.
  if (text.size() == 2) {
    auto suit_pos = card_text::find_upper(kGermanSuits, text[0]);
    auto rank_pos = card_text::find_upper(kGermanRanks, text[1]);
    if (suit_pos != std::string_view::npos && rank_pos != std::string_view::npos) {
      return make_card(static_cast<Suit>(suit_pos), static_cast<Rank>(rank_pos));
    }
  }
  return std::nullopt;
}

std::string mask_string(CardMask m) {
  return join_card_codes<Card>(m, [](Card c) { return card_code(c); });
}

namespace card_text {

std::size_t find_upper(std::string_view chars, char ch) {
  return chars.find(static_cast<char>(std::toupper(static_cast<unsigned char>(ch))));
}

std::optional<FrenchCode> split_french_code(std::string_view text) {
  if (text.size() < 2 || text.size() > 5) return std::nullopt;
  if (text.size() >= 3 && text[0] == '1' && text[1] == '0') return FrenchCode{'T', text.substr(2)};
  return FrenchCode{text[0], text.substr(1)};
}

}  // namespace card_text

}  // namespace engine
