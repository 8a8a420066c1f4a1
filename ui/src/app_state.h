// The app (run_app, ui/app.h) as one object: the hand on the board, the practice games, the
// window with its panels. Its parts live in three files: app.cpp is the frame loop (wait, carry
// out requests, pump the practice games, draw), app_startup.cpp readies it before the window
// (settings, the first hand, --at/--seat, --practice) and shuts it down, app_screenshot.cpp
// writes the pictures, the layout report and the export.
#pragma once

#include <imgui.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app_context.h"
#include "app_loading.h"
#include "app_window.h"
#include "archive_panel.h"
#include "error_dialog.h"
#include "file_browser_panel.h"
#include "keys_overlay.h"
#include "menu_bar.h"
#include "practice_face.h"
#include "settings_window.h"
#include "sweep/board_view.h"
#include "trick_board.h"
#include "ui/app.h"
#include "ui/archive_list.h"
#include "ui/gui_args.h"
#include "ui/replay_model.h"

namespace ui::app_detail {

namespace fs = std::filesystem;

// The practice screens' layout (practice_face.h): the table on the left, the side panel on the
// right.
PracticeFrames practice_frames(const Fonts& fonts, ImVec2 d, float top, float side_width);

// The app: the hand on the board, the practice games, the window with its panels, and the frame
// loop that carries out the panels' requests between frames and draws only when something
// changes.
class App {
 public:
  explicit App(const GuiOptions& opts)
      : options(opts),
        screenshot(!opts.screenshot.empty()),
        demo_seed(opts.seed),
        games(!opts.log_path.empty() && opens_as_games(opts.log_path)),
        open_game(opts.open_game),
        trick_board(opts.tab),
        sweep_board(opts.tab, opts.tab_given),
        browser{samples_dir()} {}

  int run();

 private:
  // Before the window: the settings, the first hand and its view, the practice game.
  void load_settings();
  void load_first_hand();
  std::optional<int> apply_view_options();
  // --at beyond the last of `steps`: an error in a screenshot, else a note (the last one shown).
  std::optional<int> check_at(int steps, const char* has_only, const char* unit) const;
  std::optional<int> apply_sweep_view_options();
  std::optional<int> start_practice();
  void set_up_context();
  // Writes the settings file, without the choices made on the command line only.
  void save();

  // The frame loop and its steps.
  void loop();
  bool wait_for_events();  // false: --quit-after's time is up
  void carry_out_requests();
  void pump_practice();
  bool skip_screenshot_frame(bool analysing);
  void update_title();
  void draw_frame();
  bool draw_practice(const PracticeFrames& pf, ImVec2 d);
  void draw_board(float top, const PracticeFrames& pf, ImVec2 d);
  void draw_games(float top, ImVec2 d);  // the Games list in the board's place
  // Opens the Sweep turns the error dialog offered (ErrorDialog::chosen_sweep).
  void open_chosen_sweep();
  void export_board(int fb_w, int fb_h);
  bool finish_screenshot(bool analysing);  // true: the picture is written
  void shut_down();

  // The board of the hand on screen.
  ReplayBoard& board() { return ctx.sweep ? static_cast<ReplayBoard&>(sweep_board) : trick_board; }

  const GuiOptions& options;
  const bool screenshot;

  // Settings: from the config folder; the command line's choices hold for this run only.
  std::optional<fs::path> config;
  fs::path settings_file;
  Settings from_file;
  Settings settings;
  std::vector<std::string> settings_notes;

  ReplayModel model;
  AnalysisRunner runner;
  int exit_code = kExitOk;
  std::uint64_t demo_seed;
  const bool games;  // the log is a folder or protocol of games (the Games list)
  std::optional<SweepBoard> first_sweep;

  // Every practice game family (practice_face.h): the frame loop pumps, draws, waits for and
  // stops them alike. `started_face`: the one --practice started.
  const std::vector<std::unique_ptr<PracticeFace>> faces = practice_faces();
  PracticeFace* started_face = nullptr;
  std::optional<fs::path> practice_dir;  // where games, history and statistics are kept
  AppWindow window;
  const Fonts& fonts = window.fonts;
  AppContext ctx{model, settings, runner, window.fonts};
  // A practice game works in the background (only one on screen: `shown_only`).
  bool practice_working(bool shown_only) {
    return std::any_of(faces.begin(), faces.end(), [&](const std::unique_ptr<PracticeFace>& f) {
      const PracticeHandle& c = f->controller();
      return c.active() && (!shown_only || f->on_screen(ctx)) && !c.idle();
    });
  }
  // Some practice game's screens replace the board.
  bool practice_on_screen() {
    return std::any_of(faces.begin(), faces.end(),
                       [&](const std::unique_ptr<PracticeFace>& f) { return f->on_screen(ctx); });
  }

  // The Games list of a folder or protocol (issue 26), cached in the config folder.
  ArchiveList archive;
  ArchivePanel archive_panel;
  // The command line that analyses the list (none for a screenshot: the list shows its store).
  fs::path games_cli;
  std::optional<int> open_game;

  TrickBoard trick_board;
  SweepBoardView sweep_board;
  KeysOverlay keys;
  MenuBar menu;
  FileBrowserPanel browser;
  SettingsWindow settings_window;
  ErrorDialog errors;

  // The frame loop's state.
  std::string window_title = "schmier";
  // ImGui lays out windows and popups over a couple of frames; the screenshot is taken on the
  // third frame after the analysis has finished.
  static constexpr int kSettleFrames = 3;
  int settled = 0;
  int busy_frames = 0;  // frames drawn while the analysis ran
  // A screenshot waits for the analysis, but not forever: after this, it is cancelled and the
  // picture shows what had arrived.
  static constexpr auto kScreenshotWait = std::chrono::seconds(150);
  std::chrono::steady_clock::time_point started;
  bool gave_up = false;
  bool first_frame = true;
  // The window draws only when something changes (issue 20): it sleeps in glfwWaitEvents until
  // input arrives, and wakes ten times a second while a job or the computer players run. After
  // each wake-up a few frames are drawn, so that ImGui's layout settles (hover, resizing).
  static constexpr int kFramesAfterEvent = 3;
  int frames_left = kFramesAfterEvent;
  int frames_drawn = 0;  // for the idle test (--count-frames)
  std::chrono::steady_clock::time_point last_shot_frame;
  std::vector<AppContext::LayoutItem> last_layout;  // the layout the frame before (screenshots)
};

}  // namespace ui::app_detail
