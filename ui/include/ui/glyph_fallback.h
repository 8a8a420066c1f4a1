// The characters beyond Latin-1 that schmier's texts use (card suits, the en dash of "best–good",
// stars, arrows, grade marks), each with the ASCII character that stands in for it when the app
// runs on ImGui's built-in font, which has Latin-1 only (fonts.cpp remaps the glyphs; without it
// every such character showed as "?"). The same list names the symbols merged into the regular
// font. A test scans the sources' string literals for characters missing from it.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ui {

struct GlyphFallback {
  char32_t code = 0;
  char ascii = '?';
};

// Sorted by code point.
std::span<const GlyphFallback> glyph_fallbacks();

// The stand-in for a code point beyond Latin-1; 0 when the list has none.
char ascii_for(char32_t code);

// The code points of a UTF-8 text (a malformed byte becomes U+FFFD).
std::vector<char32_t> utf8_code_points(std::string_view text);

// ImGui 1.86 wraps a line after a '.', so "+10.5" could end a line as "+10." with "5" on the
// next. The text with every '.' between two digits replaced by U+2024 (one dot leader, drawn
// like a full stop), which ImGui does not break after: numbers stay whole (issue 42).
std::string unbreakable_numbers(std::string_view text);

// The text as the built-in font shows it: every listed character replaced by its stand-in,
// anything else beyond Latin-1 by '?'; Latin-1 kept (UTF-8 in, UTF-8 out).
std::string ascii_fallback(std::string_view text);

}  // namespace ui
