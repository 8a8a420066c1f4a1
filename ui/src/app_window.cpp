#include "app_window.h"

// glad before GLFW, so that GLFW does not pull in the system's GL header.
#include <glad/gl.h>
//
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <cstdio>
#include <cstdlib>

#include "theme.h"
#include "ui/app.h"

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

}  // namespace

void print_error(const std::string& message) {
  std::fprintf(stderr, "schmier-gui: %s\n", message.c_str());
}

std::vector<std::string> take_dropped_files() {
  std::vector<std::string> files = std::move(g_dropped);
  g_dropped.clear();
  return files;
}

std::optional<int> AppWindow::open(const GuiOptions& options, const Settings& settings,
                                   const std::optional<fs::path>& config, bool screenshot) {
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
  window = glfwCreateWindow(width, height, "schmier", nullptr, nullptr);
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
  io.IniFilename = nullptr;
  if (config && !screenshot) {
    std::error_code ec;
    fs::create_directories(*config, ec);
    ini_path_ = (*config / "imgui.ini").string();
    io.IniFilename = ini_path_.c_str();
  }
  theme::apply_style();
  fonts = load_fonts();
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  ImGui_ImplOpenGL3_Init("#version 330 core");

  if (screenshot) {
    glfwGetFramebufferSize(window, &shot_w, &shot_h);
    if (!create_offscreen(shot_w, shot_h)) {
      print_error("cannot create an offscreen framebuffer for the screenshot");
      destroy_offscreen();
      return kExitNoDisplay;
    }
  }
  return std::nullopt;
}

void AppWindow::render(bool screenshot, int& fb_w, int& fb_h) const {
  ImGui::Render();
  fb_w = 0;
  fb_h = 0;
  glfwGetFramebufferSize(window, &fb_w, &fb_h);
  if (screenshot) glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
  glViewport(0, 0, fb_w, fb_h);
  const ImVec4 bg = ImGui::ColorConvertU32ToFloat4(theme::kBackground);
  glClearColor(bg.x, bg.y, bg.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

void AppWindow::close(bool screenshot) {
  if (screenshot) destroy_offscreen();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(window);
  glfwTerminate();
}

bool AppWindow::create_offscreen(int width, int height) {
  glGenFramebuffers(1, &fbo_);
  glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
  glGenRenderbuffers(1, &color_);
  glBindRenderbuffer(GL_RENDERBUFFER, color_);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, color_);
  return glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
}

void AppWindow::destroy_offscreen() {
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  if (color_) glDeleteRenderbuffers(1, &color_);
  if (fbo_) glDeleteFramebuffers(1, &fbo_);
}

}  // namespace ui
