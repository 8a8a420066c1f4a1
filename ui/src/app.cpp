#include "ui/app.h"

// glad before GLFW, so that GLFW does not pull in the system's GL header.
#include <glad/gl.h>
//
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <string_view>
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
#include "screenshot.h"
#include "settings_window.h"
#include "sweep/board_view.h"
#include "theme.h"
#include "trick_board.h"
#include "trick_practice_controller.h"  // the trick games' busy frames (a screenshot test)
#include "ui/archive_list.h"
#include "ui/demo_hand.h"
#include "ui/hand_export.h"
#include "ui/log_source.h"
#include "ui/practice/storage.h"
#include "ui/replay_model.h"

namespace ui {
namespace {

namespace fs = std::filesystem;

// The practice screens' layout (practice_face.h): the table on the left, the side panel on the
// right.
PracticeFrames practice_frames(const Fonts& fonts, ImVec2 d, float top, float side_width) {
  const float side = std::clamp(side_width, kMinSideWidth, std::max(kMinSideWidth, d.x * 0.45f));
  return {PanelFrame{&fonts, ImVec2(0, top), ImVec2(d.x - side, d.y - top)},
          PanelFrame{&fonts, ImVec2(d.x - side, top), ImVec2(side, d.y - top)}};
}

// The rectangles the table drew in the last frame, one per line: "KIND SEAT X0 Y0 X1 Y1" in
// window pixels (tests/ui/tools/layout_check.cpp reads them).
bool same_layout(const std::vector<AppContext::LayoutItem>& a,
                 const std::vector<AppContext::LayoutItem>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](const AppContext::LayoutItem& x, const AppContext::LayoutItem& y) {
                      return std::string_view(x.kind) == y.kind && x.seat == y.seat &&
                             x.box == y.box;
                    });
}

bool write_layout_report(const std::string& path, const AppContext& ctx) {
  std::FILE* f = std::fopen(path.c_str(), "w");
  if (!f) return false;
  for (const AppContext::LayoutItem& it : ctx.layout) {
    std::fprintf(f, "%s %d %.1f %.1f %.1f %.1f\n", it.kind, it.seat, it.box.x0, it.box.y0,
                 it.box.x1, it.box.y1);
  }
  return std::fclose(f) == 0;
}

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

int App::run() {
  load_settings();
  load_first_hand();
  if (auto code = apply_view_options()) return *code;
  if (auto code = apply_sweep_view_options()) return *code;
  if (auto code = start_practice()) return *code;
  if (auto code = window.open(options, settings, config, screenshot)) return *code;
  set_up_context();
  loop();
  shut_down();
  return exit_code;
}

// Problems in the settings file become a visible note, never a failure.
void App::load_settings() {
  config = config_dir();
  settings_file = config ? *config / "settings.json" : fs::path();
  if (config) {
    SettingsLoad loaded = ui::load_settings(settings_file);
    from_file = loaded.settings;
    settings_notes = std::move(loaded.notes);
    for (const std::string& note : settings_notes) print_error(note);
  }
  settings = from_file;
  if (options.samples) settings.samples = *options.samples;
  if (options.faces) settings.faces = *options.faces;
  if (screenshot) settings.auto_analyze = !options.no_analysis;
  if (options.no_analysis) settings.auto_analyze = false;
  if (options.no_auction) settings.analyse_auction = false;
}

// A log that cannot be used in screenshot mode is an error before any window. In screenshot
// mode a log that cannot be opened is reported and still drawn (with the error dialog the user
// would see), and the exit code says that it failed.
void App::load_first_hand() {
  model.set_show_all(settings.show_all);
  std::optional<ReplayDeal> first;
  if (games) {
    first = demo_deal(demo_seed);  // behind the Games list
  } else if (!options.log_path.empty()) {
    LoadedDeal loaded = load_replay_file(options.log_path);
    if (loaded.sweep) {
      first_sweep.emplace(loaded.sweep, loaded.source, loaded.viewer);
      std::error_code ec;
      const fs::path abs = fs::absolute(options.log_path, ec);
      if (!screenshot && !ec) add_recent(settings, abs.lexically_normal().string());
    } else if (loaded.deal) {
      first = std::move(*loaded.deal);
      std::error_code ec;
      const fs::path abs = fs::absolute(options.log_path, ec);
      if (!screenshot && !ec) add_recent(settings, abs.lexically_normal().string());
    } else {
      print_error("cannot open " + options.log_path + ":");
      ErrorReport report =
          load_error_report(options.log_path, std::move(loaded.errors), settings.faces);
      for (const auto& e : report.lines) std::fprintf(stderr, "  %s\n", e.c_str());
      model.report(std::move(report));
      if (screenshot) exit_code = kExitBadInput;
    }
  } else {
    first = demo_deal(demo_seed);
  }
  if (first) model.set_deal(std::move(*first));
  if (model.has_deal() && model.has_error() && screenshot) {
    // The loader accepted the log but the replay found a problem: say so, and fail the run.
    print_error(model.error().title + ":");
    for (const auto& e : model.error().lines) std::fprintf(stderr, "  %s\n", e.c_str());
    exit_code = kExitBadInput;
  }
}

std::optional<int> App::check_at(int steps, const char* has_only, const char* unit) const {
  if (*options.at <= steps) return std::nullopt;
  const std::string message = "--at " + std::to_string(*options.at) + ": " + has_only + " " +
                              std::to_string(steps) + " " + unit;
  if (screenshot) {
    print_error(message);
    return kExitBadInput;
  }
  print_error(message + "; showing the last one");
  return std::nullopt;
}

// --at and --seat on a trick game's deal.
std::optional<int> App::apply_view_options() {
  if (!model.has_deal() || games) return std::nullopt;
  if (options.at) {
    if (auto code = check_at(model.steps(), "the deal has only", "plays")) return code;
    model.set_step(*options.at);
  }
  if (options.seat) {
    if (*options.seat >= model.deal().num_seats) {
      print_error("--seat " + std::to_string(*options.seat) + ": the deal has only " +
                  std::to_string(model.deal().num_seats) + " seats (0 to " +
                  std::to_string(model.deal().num_seats - 1) + ")");
      return kExitBadInput;
    }
    model.set_show_all(false);
    model.set_seat(*options.seat);
  }
  return std::nullopt;
}

// --at and --seat on a Sweep hand.
std::optional<int> App::apply_sweep_view_options() {
  if (!first_sweep) return std::nullopt;
  if (options.at) {
    if (auto code = check_at(first_sweep->steps(), "the hand has only", "turns")) return code;
    first_sweep->set_step(*options.at);
  }
  if (options.seat) {
    if (*options.seat >= 2) {
      print_error("--seat " + std::to_string(*options.seat) +
                  ": a Sweep hand has only 2 seats (0 and 1)");
      return kExitBadInput;
    }
    first_sweep->set_seat(*options.seat);
  }
  return std::nullopt;
}

std::optional<int> App::start_practice() {
  // Practice mode: the game starts before any window, so that a bad choice is an error at once.
  if (!screenshot) practice_dir = practice::default_data_dir();
  for (const auto& f : faces) f->controller().data_dir = practice_dir;
  if (!options.practice) return std::nullopt;
  const std::string game =
      practice_preset_game(options.preset.empty() ? settings.practice_preset : options.preset);
  for (const auto& f : faces) {
    if (!f->plays(game)) continue;
    started_face = f.get();
    if (auto error = f->start(options, settings, screenshot)) {
      print_error("--practice: " + *error);
      return kExitBadInput;
    }
    break;
  }
  return std::nullopt;
}

void App::set_up_context() {
  ctx.screenshot = screenshot;
  for (const auto& f : faces) {
    f->attach(ctx);
    f->on_screen(ctx) = f.get() == started_face;
  }
  ctx.settings_notes = settings_notes;
  ctx.sweep = std::move(first_sweep);
  if (model.has_deal() && model.deal().game == GameKind::kSchafkopf) {
    ctx.eval_mode = EvalMode::kUnits;
  }
  ctx.show_keys = options.show_keys;
  ctx.show_last_trick = options.show_last_trick;
  if (options.show_new_game) ctx.show_practice_setup = true;
  ctx.guess.on = options.guess;
  // A practice game starts on its own screens; the demo hand behind it is not analysed.
  if ((model.has_deal() || ctx.sweep) && settings.auto_analyze && !options.practice && !games) {
    start_analysis(ctx);
  }
  if (games) ctx.archive_request = std::vector<std::string>{options.log_path};
  for (const auto& f : faces) f->was_on_screen = f->on_screen(ctx);
  // At start, a saved practice game is offered (not when a log was asked for).
  if (!screenshot && !options.practice && options.log_path.empty() && practice_dir) {
    for (const auto& f : faces) f->offer_saved_game(*practice_dir);
  }
}

void App::save() {
  if (screenshot || !config) return;
  Settings to_save = settings;
  // Choices made on the command line are not saved unless changed in the app.
  if (options.samples && settings.samples == *options.samples) {
    to_save.samples = from_file.samples;
  }
  if (options.faces && settings.faces == *options.faces) to_save.faces = from_file.faces;
  if (options.no_analysis && !settings.auto_analyze) {
    to_save.auto_analyze = from_file.auto_analyze;
  }
  if (options.no_auction && !settings.analyse_auction) {
    to_save.analyse_auction = from_file.analyse_auction;
  }
  if (auto error = save_settings(to_save, settings_file)) print_error(*error);
}

void App::loop() {
  started = std::chrono::steady_clock::now();
  last_shot_frame = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  while (!glfwWindowShouldClose(window.window)) {
    if (screenshot) {
      glfwPollEvents();
    } else if (!wait_for_events()) {
      break;
    }
    carry_out_requests();
    pump_practice();
    if (ctx.settings_changed) {
      ctx.settings_changed = false;
      save();
    }

    // In screenshot mode, while the work goes on, a frame every tenth of a second is enough to
    // show that the window keeps drawing; drawing more only takes the analysis' time.
    // A Sweep screenshot waits for the turn on screen only (a whole hand takes minutes).
    const bool analysing = runner.running() && board().awaits_analysis(ctx);
    if (screenshot && skip_screenshot_frame(analysing)) continue;
    update_title();

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    ctx.layout.clear();
    if (!screenshot && !practice_on_screen()) board().handle_keys(ctx);
    draw_frame();
    int fb_w = 0;
    int fb_h = 0;
    window.render(screenshot, fb_w, fb_h);

    // Export (Ctrl+S): the deal log with its analysis and the board as drawn in this frame, in
    // the config folder's exports/.
    if (ctx.export_request) export_board(fb_w, fb_h);

    if (screenshot) {
      if (finish_screenshot(analysing)) break;
    } else {
      glfwSwapBuffers(window.window);
      ++frames_drawn;
    }
  }
}

bool App::wait_for_events() {
  const bool practising = practice_working(true);
  const bool busy = runner.running() || practising || ctx.runner_was_running || archive.running();
  if (frames_left > 0) {
    glfwPollEvents();
    --frames_left;
  } else if (busy || ImGui::GetIO().WantTextInput) {
    // Jobs report through the pump below; a text field's cursor blinks.
    glfwWaitEventsTimeout(busy ? 0.1 : 0.5);
    frames_left = 1;
  } else if (options.quit_after) {
    // Sleeps like glfwWaitEvents, but wakes up to quit on time.
    const double left =
        *options.quit_after -
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    glfwWaitEventsTimeout(std::max(0.01, left));
    frames_left = kFramesAfterEvent;
  } else {
    glfwWaitEvents();
    frames_left = kFramesAfterEvent;
  }
  if (options.quit_after &&
      std::chrono::steady_clock::now() - started >= std::chrono::seconds(*options.quit_after)) {
    std::fprintf(stderr, "schmier-gui: drew %d frames in %d seconds\n", frames_drawn,
                 *options.quit_after);
    return false;
  }
  ctx.runner_was_running = runner.running();
  return true;
}

// Requests from the last frame and from outside.
void App::carry_out_requests() {
  for (const std::string& path : take_dropped_files()) open_log(ctx, path);
  if (ctx.open_request) {
    const std::string path = *ctx.open_request;
    ctx.open_request.reset();
    open_log(ctx, path);
  }
  if (std::optional<ReplayDeal> deal = archive_requests(
          ctx, archive,
          gui_analysis_options(settings.samples, settings.seed, settings.analyse_auction),
          config ? *config / "games-cache" : fs::path(), open_game)) {
    show_deal(ctx, std::move(*deal), settings.auto_analyze);
    if (options.at && options.open_game) model.set_step(*options.at);
  } else if (screenshot && !ctx.archive_note.empty()) {
    exit_code = kExitBadInput;
  }
  archive.pump();
  if (ctx.demo_request) {
    ctx.demo_request = false;
    show_deal(ctx, demo_deal(++demo_seed), settings.auto_analyze);
  }
  if (ctx.analyze_request) {
    ctx.analyze_request = false;
    start_analysis(ctx);
  }
  if (ctx.quit_request) glfwSetWindowShouldClose(window.window, GLFW_TRUE);
  board().pump_analysis(ctx);
}

// The practice games' moves, and the requests of the practice menus and windows.
void App::pump_practice() {
  for (const auto& f : faces) {
    f->controller().pump(screenshot ? 0.0 : settings.bot_pause, settings.offer_takeback,
                         f->on_screen(ctx));
  }
  for (const auto& f : faces) f->take_requests(ctx);
}

bool App::skip_screenshot_frame(bool analysing) {
  const bool working = analysing || archive.running() || practice_working(false);
  const auto now = std::chrono::steady_clock::now();
  if (working && now - last_shot_frame < std::chrono::milliseconds(100) &&
      now - started < kScreenshotWait) {
    glfwWaitEventsTimeout(0.02);
    return true;
  }
  last_shot_frame = now;
  return false;
}

void App::update_title() {
  const std::string title =
      practice_on_screen() ? std::string("schmier: practice") : board().title(ctx);
  if (title != window_title) {
    window_title = title;
    glfwSetWindowTitle(window.window, title.c_str());
  }
}

void App::draw_frame() {
  const float top = menu.draw(ctx);
  const ImVec2 d = ImGui::GetIO().DisplaySize;
  const PracticeFrames pf = practice_frames(fonts, d, top, settings.side_width);
  if (!draw_practice(pf, d)) draw_board(top, pf, d);
  first_frame = false;
  for (const auto& f : faces) f->draw_last(ctx);
}

// The practice screens instead of the board; false when no practice screen is on.
bool App::draw_practice(const PracticeFrames& pf, ImVec2 d) {
  // A face's screens opened that close the others (practice_face.h): one practice game at a
  // time, as all write the one saved game and the statistics file.
  for (const auto& f : faces) {
    if (f->closes_others_on_open() && f->on_screen(ctx) && !f->was_on_screen) {
      for (const auto& other : faces) {
        if (other == f) continue;
        other->on_screen(ctx) = false;
        other->controller().stop();
      }
    }
    f->was_on_screen = f->on_screen(ctx);
  }
  for (const auto& f : faces) {
    if (!f->on_screen(ctx)) continue;
    f->draw_screens(ctx, pf);
    settings_window.draw(ctx);
    if (!f->shows_model_errors()) return true;
    if (auto fallback = errors.draw(model, PanelFrame{&fonts, ImVec2(0, 0), d})) {
      f->on_screen(ctx) = false;
      show_deal(ctx, *fallback, settings.auto_analyze);
    }
    return true;
  }
  return false;
}

// The replay board and the windows over it.
void App::draw_board(float top, const PracticeFrames& pf, ImVec2 d) {
  ReplayBoard& b = board();
  const PanelFrame table_frame = b.draw(ctx, top, first_frame);
  keys.draw(ctx, table_frame);
  browser.draw(ctx);
  if (b.hosts_games_windows()) archive_panel.draw(ctx, archive);
  settings_window.draw(ctx);
  if (b.hosts_games_windows()) {
    for (const auto& f : faces) f->draw_board_windows(ctx, pf.table);
  }
  if (auto fallback = errors.draw(model, PanelFrame{&fonts, ImVec2(0, 0), d})) {
    show_deal(ctx, *fallback, settings.auto_analyze);
  }
}

void App::export_board(int fb_w, int fb_h) {
  ctx.export_request = false;
  if (model.has_deal() && config) {
    const ExportPaths paths = export_paths(model.deal(), *config / "exports");
    if (auto error = write_export(model.deal(), model.analysis(), paths.log)) {
      ctx.export_note = *error;
    } else if (auto png = write_framebuffer_png(paths.png.string(), fb_w, fb_h)) {
      ctx.export_note = "Saved " + paths.log.string() + "; the picture failed: " + *png;
    } else {
      ctx.export_note = "Saved " + paths.log.string() + " and " + paths.png.string();
    }
  } else {
    ctx.export_note = "Nothing to save (no deal, or no config folder)";
  }
  print_error(ctx.export_note);
}

bool App::finish_screenshot(bool analysing) {
  // Frames keep coming while the analysis (or the practice game) runs; the picture shows it
  // finished.
  const bool working = analysing || archive.running() || practice_working(false);
  if (analysing || archive.running()) ++busy_frames;
  if (working && !gave_up && std::chrono::steady_clock::now() - started > kScreenshotWait) {
    gave_up = true;
    print_error(
        "the analysis took longer than 150 seconds; it was cancelled for the "
        "screenshot");
    runner.cancel();
    archive.stop();
    for (const auto& f : faces) f->controller().stop();
  }
  // Settled once nothing works and the table's layout stays the same from one frame to the
  // next (a window that sizes itself to its content, such as practice's score table, takes
  // a few frames, and the trick keeps clear of it).
  const bool layout_moved = !same_layout(ctx.layout, last_layout);
  last_layout = ctx.layout;
  settled = working || layout_moved ? 0 : settled + 1;
  if (settled < kSettleFrames) return false;
  if (busy_frames > 0) {
    std::fprintf(stderr, "schmier-gui: drew %d frames while the analysis ran\n", busy_frames);
  }
  // The trick games' count (the screenshot test of their practice reads it).
  if (ctx.practice && ctx.practice->busy_frames > 0) {
    std::fprintf(stderr,
                 "schmier-gui: drew %d frames while the computer players and the tutor "
                 "worked\n",
                 ctx.practice->busy_frames);
  }
  glFinish();
  if (auto error = write_framebuffer_png(options.screenshot, window.shot_w, window.shot_h)) {
    print_error(*error);
    exit_code = kExitBadInput;
  }
  if (!options.layout_report.empty() && !write_layout_report(options.layout_report, ctx)) {
    print_error("cannot write the layout report " + options.layout_report);
    exit_code = kExitBadInput;
  }
  return true;
}

void App::shut_down() {
  if (!screenshot) {
    glfwGetWindowSize(window.window, &settings.window_width, &settings.window_height);
    settings.window_width = std::max(settings.window_width, 320);
    settings.window_height = std::max(settings.window_height, 240);
    save();
  }
  runner.stop();
  archive.stop();
  for (const auto& f : faces) f->controller().stop();
  window.close(screenshot);
}

}  // namespace

int run_app(const GuiOptions& options) {
  App app(options);
  return app.run();
}

}  // namespace ui
