// The app before its window and after it: the settings, the first hand and its view
// (--at, --seat), the practice game --practice starts, the context the panels share, and what
// is saved at the end (app_state.h).
#include <GLFW/glfw3.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <system_error>

#include "app_loading.h"
#include "app_state.h"
#include "ui/demo_hand.h"
#include "ui/log_source.h"
#include "ui/practice/storage.h"

namespace ui::app_detail {

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
    ctx.practice_faces.push_back(f.get());
  }
  ctx.settings_notes = settings_notes;
  ctx.sweep = std::move(first_sweep);
  ctx.show_keys = options.show_keys;
  ctx.show_last_trick = options.show_last_trick;
  ctx.open_sweep_pile = options.show_pile ? 0 : -1;
  if (options.show_new_game) ctx.show_practice_setup = true;
  ctx.games_tab_summary = options.show_summary;
  games_cli = cli_beside_program();
  ctx.guess.on = options.guess;
  // A practice game starts on its own screens; the demo hand behind it is not analysed.
  if ((model.has_deal() || ctx.sweep) && settings.auto_analyze && !options.practice && !games) {
    start_analysis(ctx);
  }
  if (games) ctx.archive_request = std::vector<std::string>{options.log_path};
  ctx.games_at_start = games;
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

}  // namespace ui::app_detail
