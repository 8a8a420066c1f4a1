// The table's header above the felt (table_panel.cpp): rows of text parts, each row's left side
// down the left and its right side down the right, where it fits beside the left.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

#include "app_context.h"

namespace ui {

// One piece of text in the table's header.
struct HeaderPart {
  std::string text;
  ImFont* font = nullptr;
  float size = 15;
  ImU32 color = 0;
};
struct HeaderRow {
  std::vector<HeaderPart> left;
  std::vector<HeaderPart> right;
};

// The header's lines: the rows' left sides down the left, their right sides down the right, in
// order, each right side on the first line from its own row's on where it fits beside that
// line's left side (a status too long for the sides beside it no longer costs a line of its
// own: at 1024x640 the header took four lines where three do). Returns the height; draws when
// `dl` is set.
float header_lines(ImDrawList* dl, const std::vector<HeaderRow>& rows, ImVec2 pos, float width);

// The header above the felt (issue 20): the status and the points of each side so far (TT-8,
// SK-8.1; the bury counted for the picker, SS-5.2), then the contract and the trick with its
// leader; guessing, what to do and the grade of the pick.
std::vector<HeaderRow> table_header(AppContext& ctx, const Fonts& fonts);

}  // namespace ui
