// Command line of schmier-gui:
//
//   schmier-gui [LOG] [--at N] [--seat S] [--screenshot FILE.png] [--size WxH] [--seed N]
//               [--samples N] [--no-analysis] [--no-auction] [--faces french|german]
//               [--tab moves|lessons|hand|review]
//   schmier-gui --practice [--game sheepshead|schafkopf] [--preset P] [--opponents
//   heuristic|strong]
//               [--seed N] [--practice-actions N] [--screenshot FILE.png] [--size WxH]
//
// Errors name the argument and say what is wrong; the program prints them with the usage.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/sheepshead.h"
#include "ui/settings.h"

namespace ui {

// The side panel's tabs.
enum class SideTab : std::uint8_t { kMoves, kLessons, kHand, kReview };

struct GuiOptions {
  std::string log_path;     // empty: a demo hand dealt with `seed`
  std::optional<int> at;    // plays to show at start; none: the start of play
  std::optional<int> seat;  // one seat's view instead of all hands
  std::string screenshot;   // write a PNG of the first frames and exit
  int width = 1280;
  int height = 800;
  bool size_given = false;         // --size given (else the saved window size, outside screenshots)
  std::uint64_t seed = 1;          // the demo hand's seed
  std::optional<int> samples;      // analysis worlds per decision (else the settings')
  bool no_analysis = false;        // do not analyse (the screenshot then shows no grades)
  bool no_auction = false;         // grade the card play only
  std::optional<CardFaces> faces;  // card faces for this run (else the settings')
  SideTab tab = SideTab::kMoves;   // the side panel's tab to show first
  bool tab_given = false;          // --tab was given (a Sweep board opens on its Turn tab else)
  bool show_keys = false;          // --show keys: the key overlay at start
  bool show_last_trick = false;    // --show last-trick: the last completed trick at start
  bool guess = false;              // --show guess: "guess the card" at start
  bool show_new_game = false;      // --show new-game: the new practice game dialog at start
  bool show_summary = false;       // --show summary: a games list's Summary tab at start
  bool show_pile = false;          // --show pile: a Sweep replay's first capture pile opened
  std::optional<int> quit_after;   // seconds; then print the frames drawn (the idle test)
  // With the screenshot: the rectangles of the trick's cards and of the seats in the last frame,
  // one per line, for the layout test (tests/ui/tools/layout_check.cpp).
  std::string layout_report;
  // LOG is a folder or a NetSchafkopf protocol: the Games list (ui/archive_list.h); with
  // open_game, that game of the list (a protocol's game number) opens in the board.
  std::optional<int> open_game;
  // Practice mode: a game against computer players starts at once (with --seed, else a random
  // seed); with --screenshot, `practice_actions` actions are played first (the player's with the
  // tutor's suggestions) and the picture shows the table after them.
  bool practice = false;
  std::string preset;                   // practice preset; empty: the settings' (or the game's)
  std::optional<bool> strong;           // opponents' strength for this run
  std::optional<int> practice_actions;  // actions to play before the screenshot
  // --table-flag NAME=VALUE (repeatable): Sheepshead table options over the preset (RULES.md
  // Appendix A ss_* flags: true/false, a whole number or a word), checked when the game starts.
  std::vector<std::pair<std::string, engine::FlagValue>> table_flags;
  bool seed_given = false;
  bool help = false;
};

struct GuiArgsResult {
  GuiOptions options;
  std::string error;  // empty when the arguments are fine
};

GuiArgsResult parse_gui_args(const std::vector<std::string_view>& args);
std::string gui_usage();

}  // namespace ui
