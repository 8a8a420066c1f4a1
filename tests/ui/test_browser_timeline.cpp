// The in-app file browser's listing (ui/file_browser.h), the timeline's arithmetic
// (ui/timeline.h) and German card names (ui/card_labels.h, RULES.md C-3).
#include <doctest/doctest.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "ui/card_labels.h"
#include "ui/file_browser.h"
#include "ui/glyph_fallback.h"
#include "ui/timeline.h"
#include "ui_test_util.h"

namespace fs = std::filesystem;
using uitest::card;

namespace {

fs::path scratch(const std::string& name) {
  const fs::path dir = fs::path(SCHMIER_BINARY_DIR) / "ui-test-scratch" / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::vector<std::string> names(const ui::BrowserListing& l) {
  std::vector<std::string> out;
  for (const auto& e : l.entries) out.push_back(e.directory ? e.name + "/" : e.name);
  return out;
}

}  // namespace

TEST_CASE("File browser: folders first, then .json files, by name; other files left out") {
  const fs::path dir = scratch("browser");
  fs::create_directories(dir / "zeta");
  fs::create_directories(dir / "Alpha");
  fs::create_directories(dir / ".hidden");
  std::ofstream(dir / "b.json") << "{}";
  std::ofstream(dir / "A.JSON") << "{\"x\": 1}";
  std::ofstream(dir / "c.json") << "";
  std::ofstream(dir / "notes.txt") << "x";
  std::ofstream(dir / ".secret.json") << "{}";
  const auto l = ui::list_directory(dir);
  CHECK(l.error.empty());
  CHECK(l.dir == fs::absolute(dir).lexically_normal());
  CHECK(names(l) == std::vector<std::string>{"Alpha/", "zeta/", "A.JSON", "b.json", "c.json"});
  CHECK(l.entries[2].size == 8);  // {"x": 1}
  const auto all = ui::list_directory(dir, true);
  CHECK(all.entries.size() == 7);
  // A trailing separator and "sub/.." name the same folder.
  CHECK(ui::list_directory(dir / "zeta" / "..").dir == l.dir);
}

TEST_CASE("File browser: a folder that does not exist is a sentence, not a crash") {
  const auto l = ui::list_directory(scratch("gone") / "nothing-here");
  CHECK(l.entries.empty());
  CHECK(l.error.find("is not a folder") != std::string::npos);
  const fs::path file = scratch("afile") / "x.json";
  std::ofstream(file) << "{}";
  CHECK(ui::list_directory(file).error.find("is not a folder") != std::string::npos);
}

TEST_CASE("File browser: it opens where the user was, else near a recent file") {
  const fs::path dir = scratch("start");
  fs::create_directories(dir / "logs");
  std::ofstream(dir / "logs" / "h.json") << "{}";
  const fs::path fallback = dir;
  CHECK(ui::browser_start_dir((dir / "logs").string(), {}, fallback) == dir / "logs");
  CHECK(ui::browser_start_dir("/does/not/exist", {(dir / "logs" / "h.json").string()}, fallback) ==
        dir / "logs");
  CHECK(ui::browser_start_dir("", {"/nope.json"}, fallback) == fallback);
  CHECK(ui::browser_start_dir("", {}, "") == fs::current_path());
}

TEST_CASE("File sizes in words") {
  CHECK(ui::file_size_text(830) == "830 bytes");
  CHECK(ui::file_size_text(2048) == "2.0 KB");
  CHECK(ui::file_size_text(3 * 1024 * 1024) == "3.0 MB");
}

TEST_CASE("Timeline: a click selects the nearest step, clamped to the hand") {
  CHECK(ui::timeline_step(0.0f, 30) == 0);
  CHECK(ui::timeline_step(1.0f, 30) == 30);
  CHECK(ui::timeline_step(0.5f, 30) == 15);
  CHECK(ui::timeline_step(0.49f, 30) == 15);  // 14.7 rounds to 15
  CHECK(ui::timeline_step(0.48f, 30) == 14);  // 14.4
  CHECK(ui::timeline_step(-3.0f, 30) == 0);
  CHECK(ui::timeline_step(7.0f, 30) == 30);
  CHECK(ui::timeline_step(0.5f, 0) == 0);
  CHECK(ui::timeline_step(std::numeric_limits<float>::quiet_NaN(), 30) == 0);
  for (int s = 0; s <= 32; ++s) {
    CHECK(ui::timeline_step(ui::timeline_fraction(s, 32), 32) == s);
  }
  CHECK(ui::timeline_fraction(40, 32) == 1.0f);
  CHECK(ui::timeline_fraction(3, 0) == 0.0f);
}

TEST_CASE("Timeline: ticks at every completed trick") {
  CHECK(ui::trick_boundaries(30, 5) == std::vector<int>{5, 10, 15, 20, 25, 30});
  CHECK(ui::trick_boundaries(14, 4) == std::vector<int>{4, 8, 12});
  CHECK(ui::trick_boundaries(3, 4).empty());
  CHECK(ui::trick_boundaries(10, 0).empty());
}

TEST_CASE("C-3: German suit names and card names") {
  CHECK(ui::german_suit_name(engine::Suit::kClubs) == "Eichel");
  CHECK(ui::german_suit_name(engine::Suit::kSpades) == "Gras");
  CHECK(ui::german_suit_name(engine::Suit::kHearts) == "Herz");
  CHECK(ui::german_suit_name(engine::Suit::kDiamonds) == "Schellen");
  CHECK(ui::german_card_name(card("QC")) == "Eichel-Ober");
  CHECK(ui::german_card_name(card("JS")) == "Gras-Unter");
  CHECK(ui::german_card_name(card("AH")) == "Herz-Sau");
  CHECK(ui::german_card_name(card("TD")) == "Schellen-Zehn");
  CHECK(ui::card_label(card("QC"), {}) == "Q\xE2\x99\xA3");
  CHECK(ui::card_label(card("QC"), {true, false}) == "O\xE2\x99\xA3");
  // German faces: O/U and the German suit symbols (U+E000 acorn .. U+E003 bell), no letters.
  CHECK(ui::card_label(card("JH"), {true, true}) == "U\xEE\x80\x82");
  CHECK(ui::card_label(card("QC"), {true, true}) == "O\xEE\x80\x80");
  CHECK(ui::card_label(card("TD"), {true, true}) == "10\xEE\x80\x83");
  CHECK(ui::card_label(card("AS"), {true, true}) == "A\xEE\x80\x81");
}

// Issue 42: one card notation. Every card in every notation is its rank and one suit symbol:
// French faces ♣♠♥♦ with J/Q (Sheepshead) or U/O (Schafkopf), German faces U/O and the German
// symbols; no letter codes ("GO", "HO", "E10", "SK", "HU") anywhere.
TEST_CASE("Card notation: rank and suit symbol, French or German") {
  const std::array<std::string, 8> french = {"7", "8", "9", "10", "J", "Q", "K", "A"};
  const std::array<std::string, 8> german = {"7", "8", "9", "10", "U", "O", "K", "A"};
  const std::array<char32_t, 4> french_suits = {0x2663, 0x2660, 0x2665, 0x2666};
  for (int i = 0; i < engine::kNumCards; ++i) {
    const auto c = static_cast<engine::Card>(i);
    const auto r = static_cast<std::size_t>(engine::rank_of(c));
    const auto s = static_cast<std::size_t>(engine::suit_of(c));
    const auto check = [&](ui::CardNames names, const std::string& rank, char32_t suit) {
      const std::string label = ui::card_label(c, names);
      CAPTURE(label);
      REQUIRE(label.size() > rank.size());
      CHECK(label.substr(0, rank.size()) == rank);
      CHECK(ui::utf8_code_points(label.substr(rank.size())) == std::vector<char32_t>{suit});
      // The tutor's sentences use the same name.
      CHECK(ui::name_cards(engine::card_code(c), names, names.german_ranks) == label);
    };
    check({false, false}, french[r], french_suits[s]);
    check({true, false}, german[r], french_suits[s]);
    check({true, true}, german[r], ui::kGermanSuitCodes + static_cast<char32_t>(s));
  }
}
