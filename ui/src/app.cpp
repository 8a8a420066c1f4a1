#include "ui/app.h"

// glad before GLFW, so that GLFW does not pull in the system's GL header.
#include <glad/gl.h>
//
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "controls_panel.h"
#include "error_dialog.h"
#include "fonts.h"
#include "info_panel.h"
#include "screenshot.h"
#include "table_panel.h"
#include "theme.h"
#include "ui/demo_hand.h"
#include "ui/log_source.h"
#include "ui/replay_model.h"

namespace ui {
namespace {

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

void print_error(const std::string& message) {
  std::fprintf(stderr, "schmier-gui: %s\n", message.c_str());
}

// Loads a log into the model; problems go to the error dialog.
void open_log(ReplayModel& model, const std::string& path, int step) {
  LoadedDeal loaded = load_replay_file(path);
  if (!loaded.deal) {
    model.report(ErrorReport{"Could not open " + path, std::move(loaded.errors)});
    return;
  }
  model.set_deal(std::move(*loaded.deal), step);
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

  // The model first: a log that cannot be used in screenshot mode is an error before any window.
  // In screenshot mode a log that cannot be opened is reported and still drawn (with the error
  // dialog the user would see), and the exit code says that it failed.
  ReplayModel model;
  int exit_code = kExitOk;
  if (!options.log_path.empty()) {
    LoadedDeal loaded = load_replay_file(options.log_path);
    if (loaded.deal) {
      model.set_deal(std::move(*loaded.deal));
    } else {
      print_error("cannot open " + options.log_path + ":");
      for (const auto& e : loaded.errors) std::fprintf(stderr, "  %s\n", e.c_str());
      model.report(ErrorReport{"Could not open " + options.log_path, std::move(loaded.errors)});
      if (screenshot) exit_code = kExitBadInput;
    }
  } else {
    model.set_deal(demo_deal(options.seed));
  }
  if (model.has_deal() && model.has_error() && screenshot) {
    // The loader accepted the log but the replay found a problem: say so, and fail the run.
    print_error(model.error().title + ":");
    for (const auto& e : model.error().lines) std::fprintf(stderr, "  %s\n", e.c_str());
    exit_code = kExitBadInput;
  }
  if (model.has_deal()) {
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
  GLFWwindow* window = glfwCreateWindow(options.width, options.height, "schmier", nullptr, nullptr);
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
  io.IniFilename = nullptr;  // the layout is fixed; write no imgui.ini
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

  TablePanel table;
  InfoPanel info;
  ControlsPanel controls;
  ErrorDialog errors;
  std::string window_title = "schmier";
  // ImGui lays out windows and popups over a couple of frames; the screenshot takes the third.
  constexpr int kScreenshotFrame = 3;
  for (int frame = 1; !glfwWindowShouldClose(window); ++frame) {
    if (screenshot) {
      glfwPollEvents();
    } else {
      glfwWaitEventsTimeout(0.1);
    }
    for (const std::string& path : g_dropped) open_log(model, path, 0);
    g_dropped.clear();
    if (auto path = controls.take_open_request()) open_log(model, *path, 0);

    const std::string title = model.has_deal() && !model.deal().source.empty()
                                  ? "schmier: " + model.deal().source
                                  : std::string("schmier");
    if (title != window_title) {
      window_title = title;
      glfwSetWindowTitle(window, title.c_str());
    }

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    if (!screenshot) ControlsPanel::handle_keys(model);

    const ImVec2 display_size = io.DisplaySize;
    const float side = std::clamp(display_size.x * 0.28f, 300.0f, 430.0f);
    const float bar = 60;
    const PanelFrame table_frame{&fonts, ImVec2(0, 0),
                                 ImVec2(display_size.x - side, display_size.y - bar)};
    const PanelFrame bar_frame{&fonts, ImVec2(0, display_size.y - bar),
                               ImVec2(display_size.x - side, bar)};
    const PanelFrame info_frame{&fonts, ImVec2(display_size.x - side, 0),
                                ImVec2(side, display_size.y)};
    const PanelFrame whole{&fonts, ImVec2(0, 0), display_size};
    table.draw(model, table_frame);
    controls.draw(model, bar_frame);
    info.draw(model, info_frame);
    errors.draw(model, whole);

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

    if (screenshot && frame == kScreenshotFrame) {
      glFinish();
      if (auto error = write_framebuffer_png(options.screenshot, shot_w, shot_h)) {
        print_error(*error);
        exit_code = kExitBadInput;
      }
      break;
    }
    if (!screenshot) glfwSwapBuffers(window);
  }

  if (screenshot) offscreen.destroy();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(window);
  glfwTerminate();
  return exit_code;
}

}  // namespace ui
