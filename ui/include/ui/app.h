// schmier-gui's window: GLFW + OpenGL 3.3 core (glad) + Dear ImGui, the panels around the
// application model, and the screenshot mode used by the tests.
#pragma once

#include "ui/gui_args.h"

namespace ui {

// Exit codes of run_app.
inline constexpr int kExitOk = 0;
inline constexpr int kExitNoDisplay = 1;  // no display, no window, or no OpenGL 3.3
inline constexpr int kExitBadInput = 2;   // a log or an option that cannot be used

// Runs the app until its window is closed (or, with options.screenshot, until the PNG is
// written). Messages go to stderr, one line each.
int run_app(const GuiOptions& options);

}  // namespace ui
