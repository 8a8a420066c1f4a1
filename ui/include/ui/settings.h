// schmier-gui's settings: what persists between runs (analysis sample count and seed, card
// faces, the window layout, the practice opponents' strength, their pause between moves and the
// take-back offer, recent files, the file browser's folder). Stored as a small JSON
// file in the config folder:
//
//   $SCHMIER_CONFIG_DIR, else $XDG_CONFIG_HOME/schmier, else ~/.config/schmier
//
// next to ImGui's own layout file (imgui.ini). Every field is checked on load: a bad value keeps
// its default and is named in a note the app shows; a file that is not JSON at all gives the
// defaults and a note. Saving writes a temporary file and renames it over the old one, so a
// crash never leaves half a file.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "ui/replay_deal.h"

namespace ui {

// How Schafkopf cards are drawn and named (RULES.md C-3): French suits (clubs, spades, hearts,
// diamonds with Unter and Ober as U and O), or German suits (Eichel, Gras, Herz, Schellen).
// Sheepshead always uses French suits.
enum class CardFaces : std::uint8_t { kFrench, kGerman };

struct Settings {
  // Analysis.
  int samples = 40;             // sampled deals per decision (kMinSamples..kMaxSamples)
  std::uint64_t seed = 1;       // seed of the sampler
  bool auto_analyze = true;     // analyse every hand when it is opened
  bool analyse_auction = true;  // also grade pick/pass, bury and call (much slower than play)
  // Looks.
  CardFaces faces = CardFaces::kFrench;
  bool show_all = true;  // all hands face up, or one seat's view
  // Window layout (ImGui's own window positions live in imgui.ini beside this file).
  int window_width = 1280;
  int window_height = 800;
  float side_width = 420;    // width of the side panel
  float graph_height = 130;  // height of the evaluation graph
  // Practice (the tutor's games against computer players).
  bool practice_strong = false;                // opponents: the sampled solver, else rule of thumb
  float bot_pause = 0.8f;                      // seconds between computer players' moves
  bool offer_takeback = true;                  // offer to take back a card graded Blunder
  std::string practice_preset = "sheepshead";  // the preset a new game starts with
  // Files.
  std::vector<std::string> recent;  // most recent first, absolute paths
  std::string browse_dir;           // the file browser's last folder

  bool operator==(const Settings&) const = default;
};

inline constexpr int kMinSamples = 1;
inline constexpr int kMaxSamples = 1000;
inline constexpr std::size_t kMaxRecent = 10;
inline constexpr float kMinSideWidth = 300;
inline constexpr float kMaxSideWidth = 900;
inline constexpr float kMinGraphHeight = 60;
inline constexpr float kMaxGraphHeight = 400;
inline constexpr float kMinBotPause = 0;
inline constexpr float kMaxBotPause = 5;
// The practice presets: two Sheepshead and two Schafkopf tables.
inline constexpr const char* kPracticePresets[] = {"sheepshead", "sheepshead_1988", "schafkopf",
                                                   "netschafkopf"};
bool is_practice_preset(const std::string& name);
// "sheepshead" for the Sheepshead presets, else "schafkopf".
// Sweep's presets ("sweep", "tablanette_cp") give "sweep".
inline std::string practice_preset_game(const std::string& preset) {
  if (preset == "sweep" || preset == "tablanette_cp") return "sweep";
  return preset.rfind("sheepshead", 0) == 0 ? "sheepshead" : "schafkopf";
}

struct SettingsLoad {
  Settings settings;
  // Empty when the file was fine or missing; otherwise one sentence per problem, for the app to
  // show ("settings.json: samples: -3 is not between 1 and 1000; using 40").
  std::vector<std::string> notes;
};

// The config folder (see above); nullopt when none of the variables is set.
std::optional<std::filesystem::path> config_dir();

// Reads settings; a missing file gives the defaults without a note.
SettingsLoad load_settings(const std::filesystem::path& file);
// Parses settings from JSON text; `name` labels the notes.
SettingsLoad parse_settings(const std::string& text, const std::string& name);
std::string settings_json(const Settings& s);
// Writes atomically (temporary file + rename), creating the folder. Returns a sentence on error.
std::optional<std::string> save_settings(const Settings& s, const std::filesystem::path& file);

// Puts `path` first in the recent list (once), keeping at most kMaxRecent.
void add_recent(Settings& s, const std::string& path);
void remove_recent(Settings& s, const std::string& path);

// Whether cards of `game` are drawn with German suits.
inline bool german_suits(CardFaces faces, GameKind game) {
  return game == GameKind::kSchafkopf && faces == CardFaces::kGerman;
}

}  // namespace ui
