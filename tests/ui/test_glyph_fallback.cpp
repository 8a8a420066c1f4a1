// The built-in font's stand-ins (ui/glyph_fallback.h): every character beyond Latin-1 that a
// string literal of the engine, the solver, the views or the programs holds has an ASCII
// stand-in, so that nothing shows as "?" when the app runs without its font; and the stand-in
// text of real sentences is Latin-1 only.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "engine/card.h"
#include "ui/card_labels.h"
#include "ui/glyph_fallback.h"

namespace {

// The contents of the string and character literals of a C++ source, with \xHH escapes turned
// into their bytes; comments skipped.
std::vector<std::string> literals(const std::string& src) {
  std::vector<std::string> out;
  std::size_t i = 0;
  const std::size_t n = src.size();
  while (i < n) {
    if (src.compare(i, 2, "//") == 0) {
      i = src.find('\n', i);
      if (i == std::string::npos) break;
    } else if (src.compare(i, 2, "/*") == 0) {
      i = src.find("*/", i + 2);
      if (i == std::string::npos) break;
      i += 2;
    } else if (src[i] == '"' || src[i] == '\'') {
      const char quote = src[i++];
      std::string lit;
      while (i < n && src[i] != quote) {
        if (src[i] == '\\' && i + 1 < n) {
          if (src[i + 1] == 'x' && i + 3 < n) {
            lit += static_cast<char>(std::stoi(src.substr(i + 2, 2), nullptr, 16));
            i += 4;
          } else {
            lit += src[i + 1];
            i += 2;
          }
        } else {
          lit += src[i++];
        }
      }
      ++i;
      out.push_back(std::move(lit));
    } else {
      ++i;
    }
  }
  return out;
}

}  // namespace

TEST_CASE("every character beyond Latin-1 in the sources' literals has an ASCII stand-in") {
  // Characters the code searches for or skips but never draws.
  const std::set<char32_t> not_drawn = {
      0x2212,  // − minus sign: the lessons' check for a negative amount (solver/src/lessons.cpp)
      0xFEFF,  // the byte order mark a deal log may open with (engine/src/netschafkopf.cpp)
  };
  std::map<char32_t, std::string> missing;  // a character and a file that holds it
  std::set<char32_t> seen;
  int files = 0;
  for (const char* dir : {"engine", "solver", "ui", "src"}) {
    const std::filesystem::path root = std::filesystem::path(SCHMIER_SOURCE_DIR) / dir;
    for (const auto& e : std::filesystem::recursive_directory_iterator(root)) {
      const auto ext = e.path().extension();
      if (!e.is_regular_file() || (ext != ".cpp" && ext != ".h")) continue;
      std::ifstream in(e.path(), std::ios::binary);
      std::stringstream ss;
      ss << in.rdbuf();
      ++files;
      for (const std::string& lit : literals(ss.str())) {
        for (const char32_t c : ui::utf8_code_points(lit)) {
          if (c <= 0xFF || not_drawn.count(c)) continue;
          seen.insert(c);
          if (ui::ascii_for(c) == '\0') missing.emplace(c, e.path().string());
        }
      }
    }
  }
  CHECK(files > 50);
  // The scan finds what it must: the suits (engine/src/card.cpp), the star, the ellipsis (the
  // mark of a decision not graded, solver/src/verdict.cpp).
  CHECK(seen.count(0x2663));
  CHECK(seen.count(0x2605));
  CHECK(seen.count(0x2026));
  for (const auto& [c, file] : missing) {
    char code[16];
    std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(c));
    FAIL_CHECK(code, " in ", file, " has no stand-in in ui/src/model/glyph_fallback.cpp");
  }
}

TEST_CASE("the stand-ins are printable ASCII and listed once, in order") {
  char32_t last = 0;
  for (const ui::GlyphFallback& g : ui::glyph_fallbacks()) {
    CHECK(g.code > 0xFF);
    CHECK(g.code > last);
    last = g.code;
    CHECK(g.ascii >= 0x21);
    CHECK(g.ascii <= 0x7E);
    CHECK(g.ascii != '?');
  }
}

TEST_CASE("fallback text: suits by letter, the en dash as a hyphen, Latin-1 kept") {
  CHECK(ui::ascii_fallback(
            "Eve picked and called A\xE2\x99\xA3 (unknown, under card 9\xE2\x99\xA6)") ==
        "Eve picked and called AC (unknown, under card 9D)");
  CHECK(ui::ascii_fallback("~! Dee played 8\xE2\x99\xA6 (best\xE2\x80\x93good?)") ==
        "~! Dee played 8D (best-good?)");
  CHECK(ui::ascii_fallback("\xE2\x98\x85 best, 0.25 \xC2\xB1"
                           "0.10, M\xC3\xBCnchen") ==
        "* best, 0.25 \xC2\xB1"
        "0.10, M\xC3\xBCnchen");
  CHECK(ui::ascii_fallback("\xE2\x88\x92") == "?");  // not listed: '?'
  // Every card's name in both notations comes out Latin-1 only.
  for (int c = 0; c < engine::kNumCards; ++c) {
    for (const ui::CardNames names :
         {ui::CardNames{false, false}, ui::CardNames{true, false}, ui::CardNames{true, true}}) {
      const std::string label = ui::card_label(static_cast<engine::Card>(c), names);
      for (const char32_t cp : ui::utf8_code_points(ui::ascii_fallback(label))) {
        CHECK(cp <= 0xFF);
        CHECK(cp != '?');
      }
    }
  }
}

TEST_CASE("utf8_code_points decodes and marks malformed bytes") {
  CHECK(ui::utf8_code_points("a\xC2\xB1\xE2\x99\xA3") == std::vector<char32_t>{'a', 0xB1, 0x2663});
  CHECK(ui::utf8_code_points("\xE2\x99") == std::vector<char32_t>{0xFFFD, 0xFFFD});
  CHECK(ui::utf8_code_points("\xFF") == std::vector<char32_t>{0xFFFD});
}

// Issue 42: ImGui 1.86 wraps after a '.', so "+10.5" broke as "+10." / "5". The decimal point
// between two digits becomes U+2024 (drawn alike, not a break); a full stop stays one.
TEST_CASE("unbreakable_numbers keeps decimal numbers whole") {
  CHECK(ui::unbreakable_numbers("costs +10.5 stakes.") ==
        "costs +10\xE2\x80\xA4"
        "5 stakes.");
  CHECK(ui::unbreakable_numbers("1.25 and 0.5. End.") ==
        "1\xE2\x80\xA4"
        "25 and 0\xE2\x80\xA4"
        "5. End.");
  CHECK(ui::unbreakable_numbers("v1. 2.x .5 5.") == "v1. 2.x .5 5.");
  CHECK(ui::unbreakable_numbers("").empty());
  // The stand-in for the built-in font is the '.' again.
  CHECK(ui::ascii_fallback(ui::unbreakable_numbers("+10.5")) == "+10.5");
}
