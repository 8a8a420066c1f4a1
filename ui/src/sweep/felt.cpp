#include "sweep/felt.h"

#include "theme.h"

namespace ui {

SweepLayout draw_sweep_felt(ImDrawList* dl, const PanelFrame& frame, int hand_top, int hand_bottom,
                            int table) {
  const ImVec2 p0(frame.pos.x + 8, frame.pos.y + 8);
  const ImVec2 p1(frame.pos.x + frame.size.x - 8, frame.pos.y + frame.size.y - 8);
  dl->AddRectFilled(p0, p1, theme::kRail, 22);
  dl->AddRectFilled(ImVec2(p0.x + 7, p0.y + 7), ImVec2(p1.x - 7, p1.y - 7), theme::kFelt, 16);
  return layout_sweep(p0.x + 7, p0.y + 7, p1.x - p0.x - 14, p1.y - p0.y - 14, hand_top, hand_bottom,
                      table);
}

}  // namespace ui
