// Small helpers the Sweep board's and Sweep practice's drawing share: a seat's name, a counted
// noun, and a layout Box (ui/sweep/layout.h) as ImGui corners and text on a draw list, and the
// empty table's note.
#pragma once

#include <imgui.h>

#include <string>

#include "../theme.h"
#include "ui/sweep/layout.h"
#include "ui/sweep/replay.h"

namespace ui::sweep_text {

inline std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

inline std::string seat_name(const SweepBoard& b, int seat) {
  return sweep_seat_name(b.replay(), seat);
}

inline ImVec2 lo(const Box& b) {
  return ImVec2(b.x0, b.y0);
}
inline ImVec2 hi(const Box& b) {
  return ImVec2(b.x1, b.y1);
}
inline ImVec2 size_of(const Box& b) {
  return ImVec2(b.width(), b.height());
}
inline void text_at(ImDrawList* dl, ImFont* font, float size, ImVec2 pos, ImU32 col,
                    const std::string& t) {
  dl->AddText(font, size, pos, col, t.c_str());
}

// "The table is empty", centred in the table's area.
inline void empty_table_note(ImDrawList* dl, ImFont* font, const Box& area) {
  const char* empty = "The table is empty";
  const ImVec2 t = ImGui::CalcTextSize(empty);
  text_at(dl, font, 16, ImVec2((area.x0 + area.x1 - t.x) * 0.5f, (area.y0 + area.y1) * 0.5f - 8),
          theme::kTextDim, empty);
}

}  // namespace ui::sweep_text
