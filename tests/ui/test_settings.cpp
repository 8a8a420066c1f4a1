// schmier-gui's settings file (ui/settings.h): round trip, atomic save, every bad field named in
// a note with its default kept, a broken file giving the defaults, and the recent-files list.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "ui/settings.h"

namespace fs = std::filesystem;

namespace {

bool mentions(const std::vector<std::string>& lines, std::string_view text) {
  for (const auto& l : lines) {
    if (l.find(text) != std::string::npos) return true;
  }
  return false;
}

// A fresh folder under the build tree for one test.
fs::path scratch(const std::string& name) {
  const fs::path dir = fs::path(SCHMIER_BINARY_DIR) / "ui-test-scratch" / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::string read(const fs::path& p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("Settings survive a save and a load unchanged") {
  ui::Settings s;
  s.samples = 123;
  s.seed = 18446744073709551615ull;
  s.auto_analyze = false;
  s.analyse_auction = false;
  s.faces = ui::CardFaces::kGerman;
  s.show_all = false;
  s.window_width = 1600;
  s.window_height = 900;
  s.side_width = 512;
  s.graph_height = 200;
  s.recent = {"/tmp/a.json", "/home/x/b.json"};
  s.browse_dir = "/home/x";
  s.practice_strong = true;
  s.bot_pause = 1.25f;
  s.offer_takeback = false;
  s.practice_preset = "netschafkopf";
  const fs::path file = scratch("roundtrip") / "sub" / "settings.json";
  REQUIRE_FALSE(ui::save_settings(s, file));
  CHECK(fs::exists(file));
  CHECK_FALSE(fs::exists(fs::path(file.string() + ".tmp")));
  const ui::SettingsLoad loaded = ui::load_settings(file);
  CHECK(loaded.notes.empty());
  CHECK(loaded.settings == s);
}

TEST_CASE("A missing settings file gives the defaults without a note") {
  const ui::SettingsLoad loaded = ui::load_settings(scratch("missing") / "settings.json");
  CHECK(loaded.notes.empty());
  CHECK(loaded.settings == ui::Settings{});
}

TEST_CASE("A settings file that is not JSON gives the defaults and a note") {
  const fs::path file = scratch("broken") / "settings.json";
  std::ofstream(file) << "{\"samples\": 12,";
  const ui::SettingsLoad loaded = ui::load_settings(file);
  CHECK(loaded.settings == ui::Settings{});
  REQUIRE(loaded.notes.size() == 1);
  CHECK(mentions(loaded.notes, "settings.json is not valid JSON"));
  const auto array = ui::parse_settings("[1, 2]", "s.json");
  CHECK(mentions(array.notes, "does not hold a JSON object"));
}

TEST_CASE("Each bad setting keeps its default and is named; good ones are kept") {
  const auto loaded = ui::parse_settings(R"({
    "samples": -3, "seed": "x", "auto_analyze": 1, "card_faces": "klingon",
    "show_all_hands": false, "window_width": 100, "window_height": 700,
    "side_width": 5000, "graph_height": 90.5, "recent_files": ["/a.json", 7, "", "/a.json"],
    "browse_dir": 12, "colour": "red"})",
                                         "settings.json");
  const ui::Settings d;
  const ui::Settings& s = loaded.settings;
  CHECK(s.samples == d.samples);
  CHECK(s.seed == d.seed);
  CHECK(s.auto_analyze == d.auto_analyze);
  CHECK(s.faces == d.faces);
  CHECK(s.window_width == d.window_width);
  CHECK(s.side_width == d.side_width);
  CHECK(s.browse_dir == d.browse_dir);
  // The good ones.
  CHECK_FALSE(s.show_all);
  CHECK(s.window_height == 700);
  CHECK(s.graph_height == doctest::Approx(90.5));
  CHECK(s.recent == std::vector<std::string>{"/a.json"});
  CHECK(mentions(loaded.notes, "settings.json: samples: -3 is not a whole number from 1 to 1000"));
  CHECK(mentions(loaded.notes, "seed: \"x\""));
  CHECK(mentions(loaded.notes, "auto_analyze: 1 is not true or false"));
  CHECK(mentions(loaded.notes, "card_faces: \"klingon\" is not \"french\" or \"german\""));
  CHECK(mentions(loaded.notes, "window_width: 100"));
  CHECK(mentions(loaded.notes, "side_width: 5000"));
  CHECK(mentions(loaded.notes, "recent_files[1]: 7 is not a file name"));
  CHECK(mentions(loaded.notes, "recent_files[2]"));
  CHECK(mentions(loaded.notes, "browse_dir: 12 is not a text"));
  CHECK(mentions(loaded.notes, "\"colour\" is not a setting"));
  CHECK(mentions(loaded.notes, "using 40"));
}

TEST_CASE("Practice settings: opponents' strength, bot pause, take-back offer, preset") {
  const ui::Settings d;
  CHECK_FALSE(d.practice_strong);
  CHECK(d.offer_takeback);
  CHECK(d.practice_preset == "sheepshead");
  const auto good = ui::parse_settings(
      R"({"practice_opponents": "strong", "bot_pause": 0, "offer_takeback": false,
          "practice_preset": "sheepshead_1988"})",
      "settings.json");
  CHECK(good.notes.empty());
  CHECK(good.settings.practice_strong);
  CHECK(good.settings.bot_pause == 0.0f);
  CHECK_FALSE(good.settings.offer_takeback);
  CHECK(good.settings.practice_preset == "sheepshead_1988");

  const auto bad = ui::parse_settings(
      R"({"practice_opponents": "grandmaster", "bot_pause": 9, "offer_takeback": "yes",
          "practice_preset": "skat"})",
      "settings.json");
  CHECK(bad.settings.practice_strong == d.practice_strong);
  CHECK(bad.settings.bot_pause == d.bot_pause);
  CHECK(bad.settings.offer_takeback == d.offer_takeback);
  CHECK(bad.settings.practice_preset == d.practice_preset);
  CHECK(mentions(bad.notes,
                 "practice_opponents: \"grandmaster\" is not \"heuristic\" or \"strong\""));
  CHECK(mentions(bad.notes, "bot_pause: 9 is not a number from 0 to 5"));
  CHECK(mentions(bad.notes, "offer_takeback: \"yes\" is not true or false"));
  CHECK(mentions(bad.notes, "practice_preset: \"skat\" is not a practice preset"));
  for (const char* p : ui::kPracticePresets) CHECK(ui::is_practice_preset(p));
  CHECK_FALSE(ui::is_practice_preset("schafkopf_short"));
}

TEST_CASE("Saving replaces the old file whole") {
  const fs::path file = scratch("replace") / "settings.json";
  std::ofstream(file) << std::string(5000, 'x');
  ui::Settings s;
  s.samples = 7;
  REQUIRE_FALSE(ui::save_settings(s, file));
  const std::string text = read(file);
  CHECK(text == ui::settings_json(s));
  CHECK(ui::parse_settings(text, "f").settings.samples == 7);
}

TEST_CASE("Saving into a place that cannot be a folder reports the problem") {
  const fs::path dir = scratch("blocked");
  std::ofstream(dir / "file") << "x";
  const auto error = ui::save_settings(ui::Settings{}, dir / "file" / "settings.json");
  REQUIRE(error);
  CHECK(error->find("cannot") == 0);
}

TEST_CASE("The config folder follows SCHMIER_CONFIG_DIR, then XDG_CONFIG_HOME, then HOME") {
  const auto keep = [](const char* name) {
    const char* v = std::getenv(name);
    return v ? std::optional<std::string>(v) : std::nullopt;
  };
  const auto own = keep("SCHMIER_CONFIG_DIR");
  const auto xdg = keep("XDG_CONFIG_HOME");
  const auto home = keep("HOME");
  setenv("SCHMIER_CONFIG_DIR", "/c/own", 1);
  setenv("XDG_CONFIG_HOME", "/c/xdg", 1);
  setenv("HOME", "/c/home", 1);
  CHECK(ui::config_dir() == fs::path("/c/own"));
  unsetenv("SCHMIER_CONFIG_DIR");
  CHECK(ui::config_dir() == fs::path("/c/xdg/schmier"));
  setenv("XDG_CONFIG_HOME", "", 1);
  CHECK(ui::config_dir() == fs::path("/c/home/.config/schmier"));
  unsetenv("XDG_CONFIG_HOME");
  unsetenv("HOME");
  CHECK_FALSE(ui::config_dir());
  const auto restore = [](const char* name, const std::optional<std::string>& v) {
    if (v) {
      setenv(name, v->c_str(), 1);
    } else {
      unsetenv(name);
    }
  };
  restore("SCHMIER_CONFIG_DIR", own);
  restore("XDG_CONFIG_HOME", xdg);
  restore("HOME", home);
}

TEST_CASE("Recent files: newest first, each once, at most ten") {
  ui::Settings s;
  for (int i = 0; i < 14; ++i) ui::add_recent(s, "/f" + std::to_string(i) + ".json");
  REQUIRE(s.recent.size() == ui::kMaxRecent);
  CHECK(s.recent.front() == "/f13.json");
  CHECK(s.recent.back() == "/f4.json");
  ui::add_recent(s, "/f8.json");
  CHECK(s.recent.front() == "/f8.json");
  CHECK(s.recent.size() == ui::kMaxRecent);
  CHECK(std::count(s.recent.begin(), s.recent.end(), "/f8.json") == 1);
  ui::remove_recent(s, "/f8.json");
  CHECK(s.recent.size() == ui::kMaxRecent - 1);
  CHECK(s.recent.front() == "/f13.json");
}

TEST_CASE("C-3: German suits only for Schafkopf, and only on request") {
  CHECK(ui::german_suits(ui::CardFaces::kGerman, ui::GameKind::kSchafkopf));
  CHECK_FALSE(ui::german_suits(ui::CardFaces::kFrench, ui::GameKind::kSchafkopf));
  CHECK_FALSE(ui::german_suits(ui::CardFaces::kGerman, ui::GameKind::kSheepshead));
}
