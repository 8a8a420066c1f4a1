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
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "app_context.h"
#include "archive_panel.h"
#include "controls_panel.h"
#include "error_dialog.h"
#include "file_browser_panel.h"
#include "fonts.h"
#include "graph_panel.h"
#include "info_panel.h"
#include "keys_overlay.h"
#include "lessons_panel.h"
#include "menu_bar.h"
#include "moves_panel.h"
#include "practice_controller.h"
#include "practice_side_panel.h"
#include "practice_table_panel.h"
#include "practice_windows.h"
#include "review_panel.h"
#include "screenshot.h"
#include "settings_window.h"
#include "sweep/board_panel.h"
#include "sweep/practice_controller.h"
#include "sweep/practice_panel.h"
#include "table_panel.h"
#include "theme.h"
#include "ui/archive_list.h"
#include "ui/demo_hand.h"
#include "ui/hand_export.h"
#include "ui/log_repair.h"
#include "ui/log_source.h"
#include "ui/practice/record.h"
#include "ui/practice/storage.h"
#include "ui/replay_model.h"
#include "ui/sweep/analysis.h"
#include "widgets.h"

namespace ui {
namespace {

namespace fs = std::filesystem;

// GLFW reports errors through a callback; the last one explains a failed call.
std::string g_glfw_error;
// Files dropped on the window since the last frame.
std::vector<std::string> g_dropped;

void on_glfw_error(int code, const char* text) {
  g_glfw_error =
      std::string(text ? text : "unknown error") + " (GLFW error " + std::to_string(code) + ")";
}

void on_drop(GLFWwindow*, int count, const char** paths) {
  for (int i = 0; i < count; ++i) g_dropped.emplace_back(paths[i]);
}

// The practice screens' layout: the table on the left, the side panel on the right.
struct PracticeFrames {
  PanelFrame table;
  PanelFrame side;
};
PracticeFrames practice_frames(const Fonts& fonts, ImVec2 d, float top, float side_width) {
  const float side = std::clamp(side_width, kMinSideWidth, std::max(kMinSideWidth, d.x * 0.45f));
  return {PanelFrame{&fonts, ImVec2(0, top), ImVec2(d.x - side, d.y - top)},
          PanelFrame{&fonts, ImVec2(d.x - side, top), ImVec2(side, d.y - top)}};
}

// The samples: installed beside the program (PREFIX/share/schmier/samples, cmake/install.cmake),
// else those of the source tree it was built from.
fs::path samples_dir() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path installed = exe.parent_path().parent_path() / "share" / "schmier" / "samples";
    if (fs::is_directory(installed, ec)) return installed;
  }
  return fs::path(SCHMIER_SAMPLES_DIR);
}

void print_error(const std::string& message) {
  std::fprintf(stderr, "schmier-gui: %s\n", message.c_str());
}

void start_analysis(AppContext& ctx) {
  if (ctx.sweep) {
    // A Sweep hand has no ReplayDeal: its log, from the turn on screen.
    ctx.runner.start_log(ctx.sweep->replay().log(),
                         gui_analysis_options(ctx.settings.samples, ctx.settings.seed),
                         ctx.sweep->analysis(), sweep_focus_turn(*ctx.sweep));
    return;
  }
  if (!ctx.model.has_deal()) return;
  ctx.runner.start(
      ctx.model.deal(),
      gui_analysis_options(ctx.settings.samples, ctx.settings.seed, ctx.settings.analyse_auction),
      ctx.model.analysis());
}

// Shows a new deal: the analysis of the old one is dropped, the new one starts when the
// settings say so.
void show_deal(AppContext& ctx, ReplayDeal deal, bool analyse) {
  ctx.runner.stop();
  // Schafkopf's first tricks are valued in units only: its graph starts in units (no gap).
  ctx.eval_mode = deal.game == GameKind::kSchafkopf ? EvalMode::kUnits : EvalMode::kPoints;
  ctx.guess.clear();
  ctx.show_last_trick = false;
  ctx.sweep.reset();
  ctx.model.set_deal(std::move(deal));
  if (analyse) start_analysis(ctx);
}

// The error report of a log that could not be opened. When the problem lies in the card play,
// the first illegal play leads the list in players' words, and the log up to the last legal
// play is offered instead.
ErrorReport load_error_report(const std::string& path, std::vector<std::string> errors,
                              CardFaces faces) {
  ErrorReport report{"Could not open " + path, std::move(errors)};
  std::ifstream in(path, std::ios::binary);
  if (!in) return report;
  std::stringstream text;
  text << in.rdbuf();
  // Card names as the game names them (German ranks in Schafkopf); the game is only known from
  // the prefix, so the first attempt uses French names and Schafkopf logs are named again.
  const std::string name = fs::path(path).filename().string();
  LegalPrefix prefix = legal_prefix(text.str(), CardNames{}, name);
  if (prefix.found && prefix.deal && prefix.deal->game == GameKind::kSchafkopf) {
    prefix =
        legal_prefix(text.str(), CardNames{true, german_suits(faces, GameKind::kSchafkopf)}, name);
  }
  if (!prefix.found || !prefix.deal) return report;
  // The loader's words for that same play (in the log's card codes) would say it twice.
  const std::string same = "plays[" + std::to_string(prefix.legal_plays) + "]";
  std::erase_if(report.lines, [&](const std::string& l) { return l.rfind(same, 0) == 0; });
  report.lines.insert(report.lines.begin(), "The first illegal play: " + prefix.cause);
  report.fallback = std::make_shared<const ReplayDeal>(std::move(*prefix.deal));
  report.fallback_label =
      prefix.legal_plays == 0
          ? std::string("Open it without its plays")
          : "Open it up to play " + std::to_string(prefix.legal_plays) + ", the last legal one";
  return report;
}

// Loads a log into the model; problems go to the error dialog and the app keeps running.
void open_log(AppContext& ctx, const std::string& path) {
  if (opens_as_games(path)) {
    ctx.archive_request = std::vector<std::string>{path};
    return;
  }
  LoadedDeal loaded = load_replay_file(path);
  std::error_code ec;
  const fs::path abs = fs::absolute(path, ec);
  const std::string key = ec ? path : abs.lexically_normal().string();
  if (loaded.sweep) {
    ctx.runner.stop();
    ctx.sweep.emplace(loaded.sweep, loaded.source, loaded.viewer);
    if (ctx.settings.auto_analyze) start_analysis(ctx);
    add_recent(ctx.settings, key);
    ctx.settings_changed = true;
    return;
  }
  if (!loaded.deal) {
    ctx.model.report(load_error_report(path, std::move(loaded.errors), ctx.settings.faces));
    if (!fs::exists(path, ec)) {
      remove_recent(ctx.settings, key);
      ctx.settings_changed = true;
    }
    return;
  }
  show_deal(ctx, std::move(*loaded.deal), ctx.settings.auto_analyze);
  add_recent(ctx.settings, key);
  ctx.settings_changed = true;
}

// A thin window with a handle to drag: `vertical` splits left from right.
bool splitter(const char* id, ImVec2 pos, ImVec2 size, bool vertical, float& value, float sign,
              float min, float max) {
  ImGui::SetNextWindowPos(pos);
  ImGui::SetNextWindowSize(size);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  // Without this ImGui makes every window at least 32 pixels wide and tall, and the handle
  // would cover the controls next to it.
  ImGui::PushStyleVar(ImGuiStyleVar_WindowMinSize, ImVec2(1, 1));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, theme::rgba(0, 0, 0, 0));
  ImGui::Begin(id, nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground);
  ImGui::InvisibleButton("##drag", size);
  const bool hovered = ImGui::IsItemHovered();
  const bool active = ImGui::IsItemActive();
  bool released = false;
  if (hovered || active) {
    ImGui::SetMouseCursor(vertical ? ImGuiMouseCursor_ResizeEW : ImGuiMouseCursor_ResizeNS);
    ImGui::GetWindowDrawList()->AddRectFilled(pos, ImVec2(pos.x + size.x, pos.y + size.y),
                                              theme::rgba(244, 196, 64, 120));
  }
  if (active) {
    const ImVec2 d = ImGui::GetIO().MouseDelta;
    value = std::clamp(value + sign * (vertical ? d.x : d.y), min, max);
  }
  if (ImGui::IsItemDeactivated()) released = true;
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar(2);
  return released;
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

// An offscreen framebuffer for screenshots: works with a hidden window, where the window's own
// pixels may not exist.
struct Offscreen {
  GLuint fbo = 0;
  GLuint color = 0;
  bool create(int width, int height) {
    glGenFramebuffers(1, &fbo);
    glBindFramebuffer(GL_FRAMEBUFFER, fbo);
    glGenRenderbuffers(1, &color);
    glBindRenderbuffer(GL_RENDERBUFFER, color);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, color);
    return glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
  }
  void destroy() {
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (color) glDeleteRenderbuffers(1, &color);
    if (fbo) glDeleteFramebuffers(1, &fbo);
  }
};

}  // namespace

int run_app(const GuiOptions& options) {
  const bool screenshot = !options.screenshot.empty();

  // Settings: from the config folder; problems become a visible note, never a failure. The
  // command line's choices hold for this run only.
  const std::optional<fs::path> config = config_dir();
  const fs::path settings_file = config ? *config / "settings.json" : fs::path();
  Settings from_file;
  std::vector<std::string> settings_notes;
  if (config) {
    SettingsLoad loaded = load_settings(settings_file);
    from_file = loaded.settings;
    settings_notes = std::move(loaded.notes);
    for (const std::string& note : settings_notes) print_error(note);
  }
  Settings settings = from_file;
  if (options.samples) settings.samples = *options.samples;
  if (options.faces) settings.faces = *options.faces;
  if (screenshot) settings.auto_analyze = !options.no_analysis;
  if (options.no_analysis) settings.auto_analyze = false;
  if (options.no_auction) settings.analyse_auction = false;

  // The model: a log that cannot be used in screenshot mode is an error before any window.
  // In screenshot mode a log that cannot be opened is reported and still drawn (with the error
  // dialog the user would see), and the exit code says that it failed.
  ReplayModel model;
  AnalysisRunner runner;
  model.set_show_all(settings.show_all);
  int exit_code = kExitOk;
  std::uint64_t demo_seed = options.seed;
  std::optional<ReplayDeal> first;
  std::optional<SweepBoard> first_sweep;
  const bool games = !options.log_path.empty() && opens_as_games(options.log_path);
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
  if (model.has_deal() && !games) {
    if (options.at) {
      if (*options.at > model.steps()) {
        const std::string message = "--at " + std::to_string(*options.at) + ": the deal has only " +
                                    std::to_string(model.steps()) + " plays";
        if (screenshot) {
          print_error(message);
          return kExitBadInput;
        }
        print_error(message + "; showing the last one");
      }
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
  }

  if (first_sweep) {
    if (options.at) {
      if (*options.at > first_sweep->steps()) {
        const std::string message = "--at " + std::to_string(*options.at) + ": the hand has only " +
                                    std::to_string(first_sweep->steps()) + " turns";
        if (screenshot) {
          print_error(message);
          return kExitBadInput;
        }
        print_error(message + "; showing the last one");
      }
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
  }

  // Practice mode: the game starts before any window, so that a bad choice is an error at once.
  PracticeController practice;
  if (!screenshot) practice.data_dir = practice::default_data_dir();
  // Sweep practice (sweep/practice_controller.h): --game sweep or a Sweep preset.
  SweepPracticeController sweep_practice;
  const bool sweep_game =
      options.practice && practice_preset_game(options.preset.empty() ? settings.practice_preset
                                                                      : options.preset) == "sweep";
  if (sweep_game) {
    practice::SweepConfig game = practice::sweep_new_game_config(options.preset);
    game.bots = (options.strong ? *options.strong : settings.practice_strong)
                    ? solver::Strength::kStrong
                    : solver::Strength::kHeuristic;
    game.offer_takeback = settings.offer_takeback;
    // A screenshot is reproducible and quick: the given seed (default 1), few worlds.
    if (options.seed_given || screenshot) game.seed = options.seed;
    if (screenshot) {
      game.bot_max_worlds = 4;
      game.tutor_max_worlds = 4;
      game.grade_samples = 4;
    }
    if (auto error =
            sweep_practice.start(game, practice.data_dir ? *practice.data_dir : fs::path())) {
      print_error("--practice: " + *error);
      return kExitBadInput;
    }
    // With a number of turns, the picture shows a capture choice: a card that can take, selected.
    if (options.practice_actions) sweep_practice.autoplay(*options.practice_actions, true);
  }
  if (options.practice && !sweep_game) {
    const std::string preset = options.preset.empty() ? settings.practice_preset : options.preset;
    if (options.strong) settings.practice_strong = *options.strong;
    practice::PracticeConfig game = practice_config_for(settings, preset, false);
    game.table_flags = options.table_flags;
    // A screenshot is reproducible: the given seed (default 1), bots and tutor without a time
    // budget and with few worlds, so that it is quick.
    if (options.seed_given || screenshot) game.seed = options.seed;
    if (screenshot) {
      game.bot_budget_seconds = 0;
      game.bot_max_worlds = 8;
      game.tutor_max_worlds = 8;
      game.grade_samples = 8;
    }
    if (auto error = practice.start(game, practice.data_dir ? *practice.data_dir : fs::path())) {
      print_error("--practice: " + *error);
      return kExitBadInput;
    }
    if (options.practice_actions) practice.autoplay(*options.practice_actions);
  }

  // The window.
  const char* display = std::getenv("DISPLAY");
  const char* wayland = std::getenv("WAYLAND_DISPLAY");
  if ((!display || !*display) && (!wayland || !*wayland)) {
    print_error(
        "no display available (DISPLAY and WAYLAND_DISPLAY are not set); run it in a graphical "
        "session or under xvfb-run");
    return kExitNoDisplay;
  }
  glfwSetErrorCallback(on_glfw_error);
  if (!glfwInit()) {
    print_error("cannot open a window: " + g_glfw_error);
    return kExitNoDisplay;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  if (screenshot) glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
  const bool saved_size = !screenshot && !options.size_given;
  const int width = saved_size ? settings.window_width : options.width;
  const int height = saved_size ? settings.window_height : options.height;
  GLFWwindow* window = glfwCreateWindow(width, height, "schmier", nullptr, nullptr);
  if (!window) {
    print_error("cannot open a window with OpenGL 3.3 core: " + g_glfw_error);
    glfwTerminate();
    return kExitNoDisplay;
  }
  glfwMakeContextCurrent(window);
  const int gl_version = gladLoadGL(glfwGetProcAddress);
  if (gl_version == 0 ||
      GLAD_VERSION_MAJOR(gl_version) * 10 + GLAD_VERSION_MINOR(gl_version) < 33) {
    print_error("OpenGL 3.3 core is not available");
    glfwDestroyWindow(window);
    glfwTerminate();
    return kExitNoDisplay;
  }
  glfwSwapInterval(1);
  glfwSetDropCallback(window, on_drop);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  // ImGui keeps the floating windows' places (file browser, settings) beside the settings.
  std::string ini_path;
  io.IniFilename = nullptr;
  if (config && !screenshot) {
    std::error_code ec;
    fs::create_directories(*config, ec);
    ini_path = (*config / "imgui.ini").string();
    io.IniFilename = ini_path.c_str();
  }
  theme::apply_style();
  const Fonts fonts = load_fonts();
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  ImGui_ImplOpenGL3_Init("#version 330 core");

  Offscreen offscreen;
  int shot_w = 0;
  int shot_h = 0;
  if (screenshot) {
    glfwGetFramebufferSize(window, &shot_w, &shot_h);
    if (!offscreen.create(shot_w, shot_h)) {
      print_error("cannot create an offscreen framebuffer for the screenshot");
      offscreen.destroy();
      return kExitNoDisplay;
    }
  }

  AppContext ctx{model, settings, runner, fonts};
  ctx.screenshot = screenshot;
  ctx.practice = &practice;
  ctx.practice_mode = options.practice && !sweep_game;
  ctx.sweep_practice = &sweep_practice;
  ctx.sweep_practice_mode = sweep_game;
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
  // The Games list of a folder or protocol (issue 26), cached in the config folder.
  ArchiveList archive;
  ArchivePanel archive_panel;
  std::optional<int> open_game = options.open_game;
  if (games) ctx.archive_request = std::vector<std::string>{options.log_path};

  auto save = [&] {
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
  };

  TablePanel table;
  SweepBoardPanel sweep_board;
  sweep_board.select_score = options.tab == SideTab::kReview;
  sweep_board.select_lessons = options.tab == SideTab::kLessons;
  sweep_board.select_moves = options.tab == SideTab::kMoves && options.tab_given;
  GraphPanel graph;
  ControlsPanel controls;
  MovesPanel moves;
  LessonsPanel lessons;
  InfoPanel info;
  ReviewPanel review;
  KeysOverlay keys;
  MenuBar menu;
  FileBrowserPanel browser{samples_dir()};
  SettingsWindow settings_window;
  ErrorDialog errors;
  PracticeTablePanel practice_table;
  PracticeSidePanel practice_side;
  PracticeWindows practice_windows;
  SweepPracticePanel sweep_practice_panel;
  bool was_practice_mode = ctx.practice_mode;
  // At start, a saved practice game is offered (not when a log was asked for).
  if (!screenshot && !options.practice && options.log_path.empty() && practice.data_dir) {
    if (practice::saved_game_kind(*practice.data_dir) == "sweep") {
      practice::SweepResumable sr = practice::find_sweep_resumable(*practice.data_dir);
      sweep_practice_panel.resumable = std::move(sr.session);
      sweep_practice_panel.resume_note = sr.note;
      sweep_practice_panel.ask_resume =
          sweep_practice_panel.resumable != nullptr || !sr.note.empty();
    }
    practice::Resumable r = practice::find_resumable(*practice.data_dir);
    practice_windows.resumable = std::move(r.session);
    practice_windows.resume_note = r.note;
    practice_windows.ask_resume = practice_windows.resumable != nullptr || !r.note.empty();
  }
  std::string window_title = "schmier";
  // ImGui lays out windows and popups over a couple of frames; the screenshot is taken on the
  // third frame after the analysis has finished.
  constexpr int kSettleFrames = 3;
  int settled = 0;
  int busy_frames = 0;  // frames drawn while the analysis ran
  // A screenshot waits for the analysis, but not forever: after this, it is cancelled and the
  // picture shows what had arrived.
  constexpr auto kScreenshotWait = std::chrono::seconds(150);
  const auto started = std::chrono::steady_clock::now();
  bool gave_up = false;
  bool first_frame = true;
  // The Review tab opens by itself when the replay reaches the end of a hand.
  bool was_at_end = false;
  // The window draws only when something changes (issue 20): it sleeps in glfwWaitEvents until
  // input arrives, and wakes ten times a second while a job or the computer players run. After
  // each wake-up a few frames are drawn, so that ImGui's layout settles (hover, resizing).
  constexpr int kFramesAfterEvent = 3;
  int frames_left = kFramesAfterEvent;
  int frames_drawn = 0;  // for the idle test (--count-frames)
  auto last_shot_frame = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  std::vector<AppContext::LayoutItem> last_layout;  // the layout the frame before (screenshots)
  while (!glfwWindowShouldClose(window)) {
    if (screenshot) {
      glfwPollEvents();
    } else {
      const bool practising =
          (practice.active() && ctx.practice_mode && !practice.idle()) ||
          (sweep_practice.active() && ctx.sweep_practice_mode && !sweep_practice.idle());
      const bool busy =
          runner.running() || practising || ctx.runner_was_running || archive.running();
      if (frames_left > 0) {
        glfwPollEvents();
        --frames_left;
      } else if (busy || io.WantTextInput) {
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
        break;
      }
      ctx.runner_was_running = runner.running();
    }

    // Requests from the last frame and from outside.
    for (const std::string& path : g_dropped) open_log(ctx, path);
    g_dropped.clear();
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
    if (ctx.quit_request) glfwSetWindowShouldClose(window, GLFW_TRUE);
    if (ctx.sweep) {
      runner.set_focus(sweep_focus_turn(*ctx.sweep));
      runner.pump(ctx.sweep->analysis());
    } else {
      runner.pump(model.analysis());
    }
    practice.pump(screenshot ? 0.0 : settings.bot_pause, settings.offer_takeback,
                  ctx.practice_mode);
    sweep_practice.pump(screenshot ? 0.0 : settings.bot_pause, ctx.sweep_practice_mode);
    if (ctx.sweep_practice_request) {
      // Practice > Sweep: a new game or the daily deal, with the settings' opponents.
      const auto [preset, daily] = *ctx.sweep_practice_request;
      ctx.sweep_practice_request.reset();
      practice.stop();  // one practice game at a time (the saved game, the statistics)
      practice::SweepConfig game = daily
                                       ? practice::sweep_daily_config(preset, practice::today_utc())
                                       : practice::sweep_new_game_config(preset);
      game.bots =
          settings.practice_strong ? solver::Strength::kStrong : solver::Strength::kHeuristic;
      game.offer_takeback = settings.offer_takeback;
      if (auto error =
              sweep_practice.start(game, practice.data_dir ? *practice.data_dir : fs::path())) {
        sweep_practice.message = *error;
      }
      ctx.sweep_practice_mode = true;
      ctx.practice_mode = false;
    }
    if (ctx.resume_request && practice.data_dir &&
        practice::saved_game_kind(*practice.data_dir) == "sweep") {
      // The saved game is a Sweep game: its own offer (sweep/practice_panel.h).
      ctx.resume_request = false;
      practice::SweepResumable sr = practice::find_sweep_resumable(*practice.data_dir);
      sweep_practice_panel.resumable = std::move(sr.session);
      sweep_practice_panel.resume_note = sr.note;
      sweep_practice_panel.ask_resume =
          sweep_practice_panel.resumable != nullptr || !sr.note.empty();
    }
    if (ctx.practice_review_request) {
      // The finished hand in the analyzer (the session's review lists the key mistakes).
      ctx.practice_review_request = false;
      if (practice::Session* game = practice.game()) {
        std::string error;
        const int hand = game->hand_index();
        if (std::optional<engine::DealLog> log = game->hand_log_of(hand, &error)) {
          LoadedDeal loaded = replay_from_log(*log, "practice hand " + std::to_string(hand + 1));
          if (loaded.deal) {
            show_deal(ctx, std::move(*loaded.deal), settings.auto_analyze);
            ctx.practice_mode = false;
            ctx.show_practice_review = true;
          } else {
            model.report(ErrorReport{"Could not open the practice hand", std::move(loaded.errors)});
          }
        } else {
          practice.message = "Could not open the hand: " + error;
        }
      }
    }
    if (ctx.settings_changed) {
      ctx.settings_changed = false;
      save();
    }

    // In screenshot mode, while the work goes on, a frame every tenth of a second is enough to
    // show that the window keeps drawing; drawing more only takes the analysis' time.
    // A Sweep screenshot waits for the turn on screen only (a whole hand takes minutes).
    const bool analysing = runner.running() && !(ctx.sweep && sweep_focus_arrived(*ctx.sweep));
    if (screenshot) {
      const bool working = analysing || archive.running() ||
                           (practice.active() && !practice.idle()) ||
                           (sweep_practice.active() && !sweep_practice.idle());
      const auto now = std::chrono::steady_clock::now();
      if (working && now - last_shot_frame < std::chrono::milliseconds(100) &&
          now - started < kScreenshotWait) {
        glfwWaitEventsTimeout(0.02);
        continue;
      }
      last_shot_frame = now;
    }

    const std::string title =
        ctx.practice_mode || ctx.sweep_practice_mode       ? std::string("schmier: practice")
        : ctx.sweep                                        ? "schmier: " + ctx.sweep->source()
        : model.has_deal() && !model.deal().source.empty() ? "schmier: " + model.deal().source
                                                           : std::string("schmier");
    if (title != window_title) {
      window_title = title;
      glfwSetWindowTitle(window, title.c_str());
    }

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    ctx.layout.clear();
    if (!screenshot && !ctx.practice_mode && !ctx.sweep_practice_mode) {
      if (ctx.sweep) {
        SweepBoardPanel::handle_keys(ctx);
      } else {
        ControlsPanel::handle_keys(ctx);
      }
    }

    const float top = menu.draw(ctx);
    const ImVec2 d = io.DisplaySize;
    const PracticeFrames pf = practice_frames(fonts, d, top, settings.side_width);
    // A trick game's practice screens opened (its setup, resume or menu): they replace Sweep's.
    // One practice game at a time: both write the one saved game and the statistics file.
    if (ctx.practice_mode && !was_practice_mode) {
      ctx.sweep_practice_mode = false;
      sweep_practice.stop();
    }
    was_practice_mode = ctx.practice_mode;
    if (ctx.sweep_practice_mode) {
      sweep_practice_panel.draw_table(ctx, sweep_practice, pf.table);
      begin_panel("##sweep_practice_side", pf.side, theme::rgba(30, 37, 46));
      sweep_practice_panel.draw_side(ctx, sweep_practice);
      ImGui::End();
      settings_window.draw(ctx);
      first_frame = false;
    } else if (ctx.practice_mode) {
      practice_table.draw(ctx, practice, pf.table);
      begin_panel("##practice_side", pf.side, theme::rgba(30, 37, 46));
      practice_side.draw(ctx, practice);
      ImGui::End();
      practice_windows.draw(ctx, practice, pf.table);
      settings_window.draw(ctx);
      if (auto fallback = errors.draw(model, PanelFrame{&fonts, ImVec2(0, 0), d})) {
        ctx.practice_mode = false;
        show_deal(ctx, *fallback, settings.auto_analyze);
      }
      first_frame = false;
    } else if (ctx.sweep) {
      // The Sweep board: the table over the whole main area, the move list and score beside.
      const float side =
          std::clamp(settings.side_width, kMinSideWidth, std::max(kMinSideWidth, d.x * 0.6f));
      const float main_w = d.x - side;
      const float graph_h = std::clamp(settings.graph_height, kMinGraphHeight,
                                       std::max(kMinGraphHeight, (d.y - top) * 0.3f));
      const float bar = 44;
      const PanelFrame table_frame{&fonts, ImVec2(0, top),
                                   ImVec2(main_w, d.y - top - graph_h - bar)};
      sweep_board.draw_table(ctx, table_frame);
      sweep_board.draw_bar(ctx,
                           PanelFrame{&fonts, ImVec2(0, d.y - graph_h - bar), ImVec2(main_w, bar)});
      sweep_board.draw_graph(ctx,
                             PanelFrame{&fonts, ImVec2(0, d.y - graph_h), ImVec2(main_w, graph_h)});
      begin_panel("##side", PanelFrame{&fonts, ImVec2(main_w, top), ImVec2(side, d.y - top)},
                  theme::rgba(30, 37, 46));
      sweep_board.draw_side(ctx);
      ImGui::End();
      if (splitter("##split_side", ImVec2(main_w - 3, top), ImVec2(6, d.y - top), true,
                   settings.side_width, -1, kMinSideWidth, kMaxSideWidth)) {
        ctx.settings_changed = true;
      }
      keys.draw(ctx, table_frame);
      browser.draw(ctx);
      settings_window.draw(ctx);
      if (auto fallback = errors.draw(model, PanelFrame{&fonts, ImVec2(0, 0), d})) {
        show_deal(ctx, *fallback, settings.auto_analyze);
      }
      first_frame = false;
    } else {
      const float side =
          std::clamp(settings.side_width, kMinSideWidth, std::max(kMinSideWidth, d.x * 0.6f));
      const float bar = 56;
      const float graph_h = std::clamp(settings.graph_height, kMinGraphHeight,
                                       std::max(kMinGraphHeight, (d.y - top) * 0.45f));
      const float main_w = d.x - side;
      const float table_h = d.y - top - bar - graph_h;
      const PanelFrame table_frame{&fonts, ImVec2(0, top), ImVec2(main_w, table_h)};
      const PanelFrame graph_frame{&fonts, ImVec2(0, top + table_h), ImVec2(main_w, graph_h)};
      const PanelFrame bar_frame{&fonts, ImVec2(0, d.y - bar), ImVec2(main_w, bar)};
      const PanelFrame side_frame{&fonts, ImVec2(main_w, top), ImVec2(side, d.y - top)};
      const PanelFrame whole{&fonts, ImVec2(0, 0), d};
      table.draw(ctx, table_frame);
      graph.draw(ctx, graph_frame);
      controls.draw(ctx, bar_frame);

      begin_panel("##side", side_frame, theme::rgba(30, 37, 46));
      if (ImGui::BeginTabBar("##tabs")) {
        const bool at_end = model.has_deal() && model.steps() > 0 &&
                            model.step() == model.steps() && model.view().hand_over;
        const bool reached_end = at_end && !was_at_end && !first_frame;
        was_at_end = at_end;
        auto tab = [&](const char* name, SideTab which) {
          const bool select =
              (first_frame && options.tab == which) || (reached_end && which == SideTab::kReview);
          return ImGui::BeginTabItem(name, nullptr, select ? ImGuiTabItemFlags_SetSelected : 0);
        };
        if (tab("Moves", SideTab::kMoves)) {
          // Guessing: the values of this decision stay hidden until a card is picked.
          const bool hide =
              model.has_deal() && values_hidden(ctx.guess,
                                                decision_view(model.deal(), model.analysis(),
                                                              model.step(), ctx.names()),
                                                model.step());
          if (hide) {
            ImGui::PushTextWrapPos(0);
            ImGui::TextColored(kGoldText,
                               "Guess the card: pick a card on the table first; the move list "
                               "and the values show once you have.");
            ImGui::PopTextWrapPos();
          } else {
            moves.draw(ctx);
          }
          ImGui::EndTabItem();
        }
        if (tab("Lessons", SideTab::kLessons)) {
          lessons.draw(ctx);
          ImGui::EndTabItem();
        }
        if (tab("Hand", SideTab::kHand)) {
          info.draw(ctx);
          ImGui::EndTabItem();
        }
        if (tab("Review", SideTab::kReview)) {
          review.draw(ctx);
          ImGui::EndTabItem();
        }
        ImGui::EndTabBar();
      }
      ImGui::End();

      // The layout: drag the edges of the side panel and of the graph.
      if (splitter("##split_side", ImVec2(main_w - 3, top), ImVec2(6, d.y - top), true,
                   settings.side_width, -1, kMinSideWidth, kMaxSideWidth) ||
          splitter("##split_graph", ImVec2(0, top + table_h - 3), ImVec2(main_w, 6), false,
                   settings.graph_height, -1, kMinGraphHeight, kMaxGraphHeight)) {
        ctx.settings_changed = true;
      }

      keys.draw(ctx, table_frame);
      browser.draw(ctx);
      archive_panel.draw(ctx, archive);
      settings_window.draw(ctx);
      practice_windows.draw(ctx, practice, pf.table);
      if (auto fallback = errors.draw(model, whole)) {
        show_deal(ctx, *fallback, settings.auto_analyze);
      }
      first_frame = false;
    }

    sweep_practice_panel.draw_windows(ctx, sweep_practice);
    ImGui::Render();
    int fb_w = 0;
    int fb_h = 0;
    glfwGetFramebufferSize(window, &fb_w, &fb_h);
    if (screenshot) glBindFramebuffer(GL_FRAMEBUFFER, offscreen.fbo);
    glViewport(0, 0, fb_w, fb_h);
    const ImVec4 bg = ImGui::ColorConvertU32ToFloat4(theme::kBackground);
    glClearColor(bg.x, bg.y, bg.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

    // Export (Ctrl+S): the deal log with its analysis and the board as drawn in this frame, in
    // the config folder's exports/.
    if (ctx.export_request) {
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

    if (screenshot) {
      // Frames keep coming while the analysis (or the practice game) runs; the picture shows it
      // finished.
      const bool working = analysing || archive.running() ||
                           (practice.active() && !practice.idle()) ||
                           (sweep_practice.active() && !sweep_practice.idle());
      if (analysing || archive.running()) ++busy_frames;
      if (working && !gave_up && std::chrono::steady_clock::now() - started > kScreenshotWait) {
        gave_up = true;
        print_error(
            "the analysis took longer than 150 seconds; it was cancelled for the "
            "screenshot");
        runner.cancel();
        archive.stop();
        practice.stop();
        sweep_practice.stop();
      }
      // Settled once nothing works and the table's layout stays the same from one frame to the
      // next (a window that sizes itself to its content, such as practice's score table, takes
      // a few frames, and the trick keeps clear of it).
      const bool layout_moved = !same_layout(ctx.layout, last_layout);
      last_layout = ctx.layout;
      settled = working || layout_moved ? 0 : settled + 1;
      if (settled >= kSettleFrames) {
        if (busy_frames > 0) {
          std::fprintf(stderr, "schmier-gui: drew %d frames while the analysis ran\n", busy_frames);
        }
        if (practice.busy_frames > 0) {
          std::fprintf(stderr,
                       "schmier-gui: drew %d frames while the computer players and the tutor "
                       "worked\n",
                       practice.busy_frames);
        }
        glFinish();
        if (auto error = write_framebuffer_png(options.screenshot, shot_w, shot_h)) {
          print_error(*error);
          exit_code = kExitBadInput;
        }
        if (!options.layout_report.empty() && !write_layout_report(options.layout_report, ctx)) {
          print_error("cannot write the layout report " + options.layout_report);
          exit_code = kExitBadInput;
        }
        break;
      }
    } else {
      glfwSwapBuffers(window);
      ++frames_drawn;
    }
  }

  if (!screenshot) {
    glfwGetWindowSize(window, &settings.window_width, &settings.window_height);
    settings.window_width = std::max(settings.window_width, 320);
    settings.window_height = std::max(settings.window_height, 240);
    save();
  }
  runner.stop();
  archive.stop();
  practice.stop();
  if (screenshot) offscreen.destroy();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(window);
  glfwTerminate();
  return exit_code;
}

}  // namespace ui
