// schmier-gui's window (ui/app.h): GLFW with an OpenGL 3.3 core context loaded by glad, Dear
// ImGui on it with the app's style and fonts, the files dropped on the window, and the offscreen
// framebuffer that screenshots are drawn into (a hidden window may have no pixels of its own).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "fonts.h"
#include "ui/gui_args.h"
#include "ui/settings.h"

struct GLFWwindow;

namespace ui {

struct AppWindow {
  // Opens the window at the saved or the given size (hidden for a screenshot), loads OpenGL and
  // sets up ImGui (its window places beside the settings in `config`). On failure prints why
  // and returns the exit code.
  std::optional<int> open(const GuiOptions& options, const Settings& settings,
                          const std::optional<std::filesystem::path>& config, bool screenshot);
  // Clears the frame buffer (the offscreen one for a screenshot) and draws ImGui's frame into
  // it; fb_w and fb_h get the frame's size in pixels.
  void render(bool screenshot, int& fb_w, int& fb_h) const;
  // Shuts ImGui, the window and GLFW down.
  void close(bool screenshot);

  GLFWwindow* window = nullptr;
  Fonts fonts;
  int shot_w = 0;  // the screenshot's size in pixels
  int shot_h = 0;

 private:
  bool create_offscreen(int width, int height);
  void destroy_offscreen();

  std::string ini_path_;  // ImGui keeps a pointer to it
  unsigned int fbo_ = 0;
  unsigned int color_ = 0;
};

// The files dropped on the window since the last call.
std::vector<std::string> take_dropped_files();

// One line on stderr: "schmier-gui: MESSAGE".
void print_error(const std::string& message);

}  // namespace ui
