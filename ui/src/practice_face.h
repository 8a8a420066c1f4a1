// A practice game family as the app holds it (issue 38: "one practice-game interface behind one
// controller"): its controller, whether its screens are on, the start from the command line, the
// saved game's offer, the menus' requests, its screens (table, side panel, windows). The app
// holds every face of practice_faces() (practice_faces.cpp, the one file that names them) and
// never asks which game a face plays. The faces: the trick games' (trick_practice_face.cpp,
// Sheepshead and Schafkopf) and Sweep's (sweep/practice_face.cpp).
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app_context.h"
#include "panel.h"
#include "practice_controller.h"
#include "ui/gui_args.h"

namespace ui {

// The practice screens' layout: the table on the left, the side panel on the right.
struct PracticeFrames {
  PanelFrame table;
  PanelFrame side;
};

class PracticeFace {
 public:
  PracticeFace() = default;
  PracticeFace(const PracticeFace&) = delete;
  PracticeFace& operator=(const PracticeFace&) = delete;
  virtual ~PracticeFace() = default;

  virtual PracticeHandle& controller() = 0;
  // The context's flag: this face's screens replace the board.
  virtual bool& on_screen(AppContext& ctx) = 0;
  // Puts the controller where the menus and panels find it (the context's pointer).
  virtual void attach(AppContext& ctx) = 0;
  // Plays `game`, the practice_preset_game() name of a preset.
  virtual bool plays(const std::string& game) const = 0;
  // --practice: the game starts before any window (`screenshot`: reproducible and quick); the
  // error's sentence, else nullopt. May take the command line's choices into `settings`.
  virtual std::optional<std::string> start(const GuiOptions& options, Settings& settings,
                                           bool screenshot) = 0;
  // At start, without a log: the saved game in `dir` offered, when it is this face's game.
  virtual void offer_saved_game(const std::filesystem::path& dir) = 0;
  // Between frames, after the pump: the menus' and windows' requests that are this face's.
  virtual void take_requests(AppContext& ctx) = 0;
  // When its screens open, the other faces' screens close and their games stop (one practice
  // game at a time: all write the one saved game and the statistics). A face whose own
  // openings stop the others itself says false.
  virtual bool closes_others_on_open() const = 0;
  // Its screens instead of the board: the table, the side panel in its window, and the
  // windows over them (practice_faces.cpp; only what the three draw is the face's).
  void draw_screens(AppContext& ctx, const PracticeFrames& frames);
  // The replay model's error dialog shows over its screens.
  virtual bool shows_model_errors() const = 0;
  // Its windows at the end of every frame, over whatever is on screen.
  virtual void draw_last(AppContext& ctx) = 0;
  // Its items in the Practice menu (menu_bar.cpp), which draws a separator after them.
  virtual void draw_menu(AppContext& ctx) = 0;
  // The Practice menu's way back to its game: "Back to the practice game".
  virtual std::string back_label() const = 0;

  // The parts of its screens: the table, the side panel's content (inside its window, whose id
  // side_panel_id() names) and the windows over both (none by default), which the board
  // shows too when it hosts the games' windows.
  virtual void draw_table(AppContext& ctx, const PanelFrame& table) = 0;
  virtual const char* side_panel_id() const = 0;
  virtual void draw_side(AppContext& ctx) = 0;
  virtual void draw_windows(AppContext& ctx, const PanelFrame& table) {
    (void)ctx;
    (void)table;
  }

  // Its screens were on in the frame before (the app's frame loop).
  bool was_on_screen = false;
};

// Every practice face, in the order the app pumps and draws them.
std::vector<std::unique_ptr<PracticeFace>> practice_faces();
// The registry's entries (trick_practice_face.cpp, sweep/practice_face.cpp).
std::unique_ptr<PracticeFace> make_trick_practice_face();
std::unique_ptr<PracticeFace> make_sweep_practice_face();

}  // namespace ui
