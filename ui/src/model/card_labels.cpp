#include "ui/card_labels.h"

#include <functional>

#include <array>
#include <optional>

namespace ui {

std::string_view rank_label(engine::Card c, bool german) {
  static constexpr std::array<std::string_view, 8> kFrench = {"7", "8", "9", "10",
                                                              "J", "Q", "K", "A"};
  const auto r = engine::rank_of(c);
  if (german && r == engine::Rank::kJack) return "U";
  if (german && r == engine::Rank::kQueen) return "O";
  return kFrench[static_cast<int>(r)];
}

std::string_view suit_symbol(engine::Suit s) {
  switch (s) {
    case engine::Suit::kClubs:
      return "\xE2\x99\xA3";  // U+2663
    case engine::Suit::kSpades:
      return "\xE2\x99\xA0";  // U+2660
    case engine::Suit::kHearts:
      return "\xE2\x99\xA5";  // U+2665
    case engine::Suit::kDiamonds:
      return "\xE2\x99\xA6";  // U+2666
  }
  return "?";
}

std::string card_text(engine::Card c, bool german) {
  std::string s(rank_label(c, german));
  s += suit_symbol(engine::suit_of(c));
  return s;
}

std::string_view german_suit_name(engine::Suit s) {
  switch (s) {
    case engine::Suit::kClubs:
      return "Eichel";
    case engine::Suit::kSpades:
      return "Gras";
    case engine::Suit::kHearts:
      return "Herz";
    case engine::Suit::kDiamonds:
      return "Schellen";
  }
  return "?";
}

std::string_view german_suit_symbol(engine::Suit s) {
  static constexpr std::array<std::string_view, 4> kSymbols = {
      "\xEE\x80\x80", "\xEE\x80\x81", "\xEE\x80\x82", "\xEE\x80\x83"};  // U+E000..U+E003
  return kSymbols[static_cast<int>(s) & 3];
}

std::string german_card_name(engine::Card c) {
  static constexpr std::array<std::string_view, 8> kRanks = {
      "Sieben", "Acht", "Neun", "Zehn", "Unter", "Ober", "K\xC3\xB6nig", "Sau"};
  std::string s(german_suit_name(engine::suit_of(c)));
  s += '-';
  s += kRanks[static_cast<int>(engine::rank_of(c))];
  return s;
}

std::string card_label(engine::Card c, CardNames names) {
  if (!names.german_suits) return card_text(c, names.german_ranks);
  std::string s(rank_label(c, true));
  s += german_suit_symbol(engine::suit_of(c));
  return s;
}

namespace {

bool word_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// The card a whole word names by its code, in capitals: French "QC", "TD", "10D"; German
// "EO", "GZ" when `german` is set.
std::optional<engine::Card> card_of_code(std::string_view w, bool german) {
  for (int i = 0; i < engine::kNumCards; ++i) {
    const auto c = static_cast<engine::Card>(i);
    const std::string code = engine::card_code(c);
    if (w == code) return c;
    if (code[0] == 'T' && w.size() == 3 && w.substr(0, 2) == "10" && w[2] == code[1]) return c;
    if (german && w == engine::german_code(c)) return c;
  }
  return std::nullopt;
}

}  // namespace

std::string name_code_words(
    std::string_view text,
    const std::function<std::optional<std::string>(std::string_view)>& name) {
  std::string out;
  out.reserve(text.size() + 16);
  std::size_t i = 0;
  while (i < text.size()) {
    if (!word_char(text[i])) {
      out += text[i++];
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && word_char(text[j])) ++j;
    const std::string_view w = text.substr(i, j - i);
    const bool hyphen = (i > 0 && text[i - 1] == '-') || (j < text.size() && text[j] == '-');
    std::optional<std::string> named;
    if (!hyphen && w.size() >= 2 && w.size() <= 3) named = name(w);
    out += named ? *named : std::string(w);
    i = j;
  }
  return out;
}

std::string name_cards(std::string_view text, CardNames names, bool schafkopf) {
  return name_code_words(text, [&](std::string_view w) -> std::optional<std::string> {
    const std::optional<engine::Card> c = card_of_code(w, schafkopf);
    if (!c) return std::nullopt;
    return card_label(*c, names);
  });
}

std::string call_text(const engine::Call& call) {
  if (call.type == engine::CallType::kAlone) return "alone";
  std::string s = card_text(call.called_card());
  if (call.type == engine::CallType::kUnknown) {
    s += " (unknown";
    if (call.under != engine::kNoCard) s += ", under card " + card_text(call.under);
    s += ")";
  }
  return s;
}

}  // namespace ui
