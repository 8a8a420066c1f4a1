// The app's pictures (app_state.h): a screenshot once the work is done and the layout has
// settled, the layout report beside it, and the export (Ctrl+S) of the deal log with the board.
#include <glad/gl.h>
//
#include <GLFW/glfw3.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "app_state.h"
#include "screenshot.h"
#include "trick_practice_controller.h"  // the trick games' busy frames (a screenshot test)
#include "ui/hand_export.h"

namespace ui::app_detail {

namespace {

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

}  // namespace

bool App::skip_screenshot_frame(bool analysing) {
  const bool working = analysing || archive_panel.busy() || practice_working(false);
  const auto now = std::chrono::steady_clock::now();
  if (working && now - last_shot_frame < std::chrono::milliseconds(100) &&
      now - started < kScreenshotWait) {
    glfwWaitEventsTimeout(0.02);
    return true;
  }
  last_shot_frame = now;
  return false;
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
  const bool working = analysing || archive_panel.busy() || practice_working(false);
  if (analysing) ++busy_frames;
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

}  // namespace ui::app_detail
