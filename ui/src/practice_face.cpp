// What every practice face draws alike (practice_face.h): its screens' frame, the table on the
// left and the side panel's window on the right, with the face's windows over them.
#include "practice_face.h"

#include <imgui.h>

#include "theme.h"

namespace ui {

void PracticeFace::draw_screens(AppContext& ctx, const PracticeFrames& frames) {
  draw_table(ctx, frames.table);
  // The side panel scrolls where its content is taller than the window (issue 42: cut off at
  // 1024x640 with no scrollbar).
  begin_panel(side_panel_id(), frames.side, theme::rgba(30, 37, 46), true);
  draw_side(ctx);
  ImGui::End();
  draw_windows(ctx, frames.table);
}

}  // namespace ui
