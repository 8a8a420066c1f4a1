#include "ui/glyph_fallback.h"

#include <algorithm>
#include <array>

namespace ui {
namespace {

constexpr std::array<GlyphFallback, 32> kFallbacks{{
    {0x2013, '-'},  // – en dash
    {0x2014, '-'},  // — em dash
    {0x2022, '*'},  // • bullet
    {0x2024, '.'},  // ․ one dot leader: the decimal point of unbreakable_numbers
    {0x2026, '.'},  // … (the mark of a decision not graded)
    {0x2190, '<'},  // ←
    {0x2191, '^'},  // ↑
    {0x2192, '>'},  // →
    {0x2193, 'v'},  // ↓
    {0x2248, '~'},  // ≈ within noise of the best (a loss shown as "≈ 4.0")
    {0x25A0, '#'},  // ■
    {0x25A1, '='},  // □ forced (the ASCII grade mark of a forced card is "=" too)
    {0x25B2, '^'},  // ▲
    {0x25B6, '>'},  // ▶
    {0x25BC, 'v'},  // ▼
    {0x25C0, '<'},  // ◀
    {0x25CF, 'o'},  // ● key moment
    {0x2605, '*'},  // ★ best
    {0x2606, '*'},  // ☆
    {0x2660, 'S'},  // ♠ the suits by their letters, as the cards' letter codes (AC, 10D)
    {0x2661, 'H'},  // ♡
    {0x2662, 'D'},  // ♢
    {0x2663, 'C'},  // ♣
    {0x2664, 'S'},  // ♤
    {0x2665, 'H'},  // ♥
    {0x2666, 'D'},  // ♦
    {0x2667, 'C'},  // ♧
    {0x2713, 'v'},  // ✓ good
    // The German suit symbols (card_labels.h); both fonts draw them (suit_glyphs.cpp), these
    // stand in only where a text leaves the app.
    {0xE000, 'E'},  // Eichel
    {0xE001, 'G'},  // Gras
    {0xE002, 'H'},  // Herz
    {0xE003, 'S'},  // Schellen
}};

static_assert(std::is_sorted(kFallbacks.begin(), kFallbacks.end(),
                             [](const GlyphFallback& a, const GlyphFallback& b) {
                               return a.code < b.code;
                             }));

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

}  // namespace

std::span<const GlyphFallback> glyph_fallbacks() {
  return kFallbacks;
}

char ascii_for(char32_t code) {
  const auto it = std::lower_bound(kFallbacks.begin(), kFallbacks.end(), code,
                                   [](const GlyphFallback& f, char32_t c) { return f.code < c; });
  return it != kFallbacks.end() && it->code == code ? it->ascii : '\0';
}

std::string unbreakable_numbers(std::string_view text) {
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  std::string out;
  out.reserve(text.size() + 8);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '.' && i > 0 && i + 1 < text.size() && digit(text[i - 1]) &&
        digit(text[i + 1])) {
      out += "\xE2\x80\xA4";  // U+2024
    } else {
      out += text[i];
    }
  }
  return out;
}

std::vector<char32_t> utf8_code_points(std::string_view text) {
  std::vector<char32_t> out;
  std::size_t i = 0;
  while (i < text.size()) {
    const auto b = static_cast<unsigned char>(text[i]);
    int extra = 0;
    char32_t c = 0;
    if (b < 0x80) {
      c = b;
    } else if ((b & 0xE0) == 0xC0) {
      extra = 1;
      c = b & 0x1F;
    } else if ((b & 0xF0) == 0xE0) {
      extra = 2;
      c = b & 0x0F;
    } else if ((b & 0xF8) == 0xF0) {
      extra = 3;
      c = b & 0x07;
    } else {
      out.push_back(0xFFFD);
      ++i;
      continue;
    }
    bool ok = i + static_cast<std::size_t>(extra) < text.size();
    for (int k = 1; ok && k <= extra; ++k) {
      const auto n = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
      if ((n & 0xC0) != 0x80) {
        ok = false;
      } else {
        c = (c << 6) | (n & 0x3F);
      }
    }
    if (!ok) {
      out.push_back(0xFFFD);
      ++i;
      continue;
    }
    out.push_back(c);
    i += static_cast<std::size_t>(extra) + 1;
  }
  return out;
}

std::string ascii_fallback(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char32_t c : utf8_code_points(text)) {
    if (c <= 0xFF) {
      append_utf8(out, c);
    } else {
      const char a = ascii_for(c);
      out += a ? a : '?';
    }
  }
  return out;
}

}  // namespace ui
