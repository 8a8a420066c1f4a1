// What the panels share besides the model: the settings, the background analysis, and the
// requests a panel makes for the frame loop to carry out (open a file, analyse, show a window).
// Panels never load files or start work themselves; app.cpp does it between frames.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "fonts.h"
#include "ui/analysis_runner.h"
#include "ui/analysis_view.h"
#include "ui/board_model.h"
#include "ui/card_labels.h"
#include "ui/guess_mode.h"
#include "ui/replay_model.h"
#include "ui/settings.h"
#include "ui/sweep/replay.h"
#include "ui/trick_layout.h"

namespace ui {

class TrickPracticeController;
class PracticeFace;

struct AppContext {
  AppContext(ReplayModel& m, Settings& s, AnalysisRunner& r, const Fonts& f)
      : model(m), settings(s), runner(r), fonts(f) {}

  ReplayModel& model;
  Settings& settings;
  AnalysisRunner& runner;
  const Fonts& fonts;
  bool screenshot = false;  // drawing for --screenshot: no hover effects that depend on the mouse

  // What the table drew this frame, in window pixels, for --layout-report (the layout test):
  // "card" a card of the trick, "slot" where each seat's trick card goes, "seat" a seat's plate
  // and hand, "aside" the blind or the bury, "caption" the trick's caption. Cleared every frame.
  struct LayoutItem {
    const char* kind = "";
    int seat = -1;
    Box box;
  };
  std::vector<LayoutItem> layout;

  // Requests, carried out by the frame loop.
  std::optional<std::string> open_request;  // a deal log to open
  bool demo_request = false;                // deal a new demo hand
  bool analyze_request = false;             // (re)start the analysis
  bool settings_changed = false;            // save the settings file
  bool quit_request = false;
  bool export_request = false;  // save the hand with its analysis and a PNG of the board
  std::string export_note;      // where the last export went, or why it failed

  // Windows and view choices (not persisted).
  bool show_browser = false;
  bool show_settings = false;
  EvalMode eval_mode = EvalMode::kChance;
  bool show_last_trick = false;     // the table shows the last completed trick (L, a button)
  int open_sweep_pile = -1;         // --show pile: the seat whose Sweep capture pile stays open
  bool show_best_line = true;       // ghost cards of the best line at a graded card (B, View menu)
  bool show_keys = false;           // the overlay listing the keys (? and F1)
  GuessState guess;                 // "guess the card" (G): values hidden until a pick
  bool runner_was_running = false;  // the frame loop: the analysis ran at the last wake-up
  std::vector<std::string> settings_notes;  // problems found in the settings file

  // The Games list (archive_panel.cpp): inputs to list, a listed game to open in the board,
  // and why the last list could not be opened.
  bool show_archive = false;
  std::optional<std::vector<std::string>> archive_request;
  std::optional<std::size_t> archive_open_row;
  std::string archive_note;
  std::string archive_player;          // the player to show first (else the list's default)
  std::optional<int> archive_open_at;  // with archive_open_row: the plays to show (--at)
  bool games_back = false;             // the board shows a game of the list: Back returns to it
  bool games_at_start = false;     // started on a folder or protocol: the board holds a demo hand
  bool games_tab_summary = false;  // select the list's Summary tab at the next frame

  // A Sweep replay on the board instead of the model's trick-taking deal (sweep/board_panel.cpp).
  std::optional<SweepBoard> sweep;

  // Practice mode (practice_*.cpp): the screens of a game against computer players instead of
  // the analyzer, and their windows.
  TrickPracticeController* practice = nullptr;
  bool practice_mode = false;
  bool show_practice_setup = false;
  bool practice_setup_daily = false;  // the setup window starts the daily deal
  bool show_practice_stats = false;
  bool practice_review_request = false;  // open the finished hand in the analyzer
  bool show_practice_review = false;     // the key mistakes beside the analyzer
  bool resume_request = false;           // offer the saved game again
  // Every practice game family (practice_face.h), in the Practice menu's order; set by the app.
  std::vector<PracticeFace*> practice_faces;

  // How the deal on screen names and draws its cards.
  bool german_ranks() const {
    return model.has_deal() && model.deal().game == GameKind::kSchafkopf;
  }
  bool german_suits() const {
    return model.has_deal() && ui::german_suits(settings.faces, model.deal().game);
  }
  CardNames names() const { return CardNames{german_ranks(), german_suits()}; }

  // The board the panels draw (ui/board_model.h): the digest of the trick-game hand on screen,
  // or of the Sweep board, rebuilt only when the hand, its analysis, the step or a view setting
  // (the seat the table is seen from among them) changed. A panel takes it once at the start of
  // its drawing; the trick game's only while the model has a deal.
  BoardModel trick_board_model;
  BoardModel sweep_board_model;
  const BoardDigest& board() {
    return trick_board_model.refresh(model.deal(), model.analysis(), model.step(),
                                     BoardView{eval_mode, names(), guess.on, model.perspective()});
  }
  // The Sweep board's, its graph from the bottom player's side (seat 0 when every hand shows).
  const BoardDigest& sweep_board() {
    return sweep_board_model.refresh(*sweep, sweep->seat() >= 0 ? sweep->seat() : 0);
  }
};

}  // namespace ui
