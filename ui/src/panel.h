// What every panel gets besides the model: the fonts and its place in the main window.
#pragma once

#include <imgui.h>

#include "fonts.h"

namespace ui {

struct PanelFrame {
  const Fonts* fonts = nullptr;
  ImVec2 pos;  // top left, in screen pixels
  ImVec2 size;
};

// Begins a borderless, fixed panel window at the frame's place. Always pair with ImGui::End().
// With `scrollbar`, a vertical scrollbar shows when the content is taller than the frame (a
// side panel at 1024x640); without, the panel never shows one.
void begin_panel(const char* id, const PanelFrame& frame, ImU32 background, bool scrollbar = false);

}  // namespace ui
