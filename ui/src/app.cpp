// The app's frame loop (app_state.h): it sleeps until something happens, carries out the
// panels' requests between frames, pumps the practice games and draws the practice screens or
// the replay board with the windows over it. run_app (ui/app.h) starts it.
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
#include <string>

#include "app_loading.h"
#include "app_state.h"
#include "ui/demo_hand.h"

namespace ui::app_detail {

// The practice screens' layout (practice_face.h): the table on the left, the side panel on the
// right.
PracticeFrames practice_frames(const Fonts& fonts, ImVec2 d, float top, float side_width) {
  const float side = std::clamp(side_width, kMinSideWidth, std::max(kMinSideWidth, d.x * 0.45f));
  return {PanelFrame{&fonts, ImVec2(0, top), ImVec2(d.x - side, d.y - top)},
          PanelFrame{&fonts, ImVec2(d.x - side, top), ImVec2(side, d.y - top)}};
}

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
  const bool busy = runner.running() || practising || ctx.runner_was_running || archive.running() ||
                    archive_panel.busy();
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

namespace {

// Where the Games list keeps its stores: the config folder, else the temporary one.
fs::path games_store_dir(const std::optional<fs::path>& config) {
  if (config) return *config / "games";
  std::error_code ec;
  const fs::path tmp = fs::temp_directory_path(ec);
  return ec ? fs::path() : tmp / "schmier-games";
}

}  // namespace

// Requests from the last frame and from outside.
void App::carry_out_requests() {
  std::vector<std::string> opened = take_dropped_files();
  if (ctx.open_request) opened.push_back(*ctx.open_request);
  ctx.open_request.reset();
  for (const std::string& path : opened) {
    open_log(ctx, path);
    // A deal log goes to the board, in the Games list's place (a folder lists its games).
    if (!ctx.archive_request) ctx.show_archive = ctx.games_back = false;
  }
  if (std::optional<ReplayDeal> deal = archive_requests(
          ctx, archive,
          gui_analysis_options(settings.samples, settings.seed, settings.analyse_auction),
          games_store_dir(config), screenshot ? fs::path() : games_cli, open_game)) {
    show_deal(ctx, std::move(*deal), settings.auto_analyze);
    if (options.at && options.open_game) model.set_step(*options.at);
    if (ctx.archive_open_at) model.set_step(*ctx.archive_open_at);
    ctx.archive_open_at.reset();
  } else if (screenshot && !ctx.archive_note.empty()) {
    exit_code = kExitBadInput;
  }
  archive.pump();
  // The summary's report runs for a screenshot too (it only reads the store).
  archive_panel.pump(archive, games_cli);
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
  if (!draw_practice(pf, d)) {
    if (ctx.show_archive) {
      draw_games(top, d);
    } else {
      draw_board(top, pf, d);
    }
  }
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
    if (errors.chosen_sweep) {
      f->on_screen(ctx) = false;
      open_chosen_sweep();
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
  games_back_key(ctx);
  settings_window.draw(ctx);
  if (b.hosts_games_windows()) {
    for (const auto& f : faces) f->draw_windows(ctx, pf.table);
  }
  if (auto fallback = errors.draw(model, PanelFrame{&fonts, ImVec2(0, 0), d})) {
    show_deal(ctx, *fallback, settings.auto_analyze);
  }
  if (errors.chosen_sweep) open_chosen_sweep();
}

void App::draw_games(float top, ImVec2 d) {
  archive_panel.draw(ctx, archive, PanelFrame{&fonts, ImVec2(0, top), ImVec2(d.x, d.y - top)});
  browser.draw(ctx);
  settings_window.draw(ctx);
  if (auto fallback = errors.draw(model, PanelFrame{&fonts, ImVec2(0, 0), d})) {
    show_deal(ctx, *fallback, settings.auto_analyze);
  }
}

void App::open_chosen_sweep() {
  show_sweep(ctx, std::move(errors.chosen_sweep), errors.chosen_source, errors.chosen_viewer);
  errors.chosen_sweep.reset();
}

}  // namespace ui::app_detail

namespace ui {

int run_app(const GuiOptions& options) {
  app_detail::App app(options);
  return app.run();
}

}  // namespace ui
