// The analyzer's replay board: the table, the graph, the step bar and the side panel of the
// hand on screen, laid out under the menu bar. The frame loop (app.cpp) draws whichever board
// fits the hand through this interface: trick_board.cpp for Sheepshead and Schafkopf,
// sweep/board_view.cpp for Sweep. Only what a board draws differs; the windows over it, the
// requests and the analysis runner are the frame loop's.
#pragma once

#include <imgui.h>

#include <string>

#include "app_context.h"
#include "panel.h"

namespace ui {

class ReplayBoard {
 public:
  virtual ~ReplayBoard() = default;

  // The board's keys (stepping, views, the overlay); not called in screenshots or practice.
  virtual void handle_keys(AppContext& ctx) = 0;
  // Hands the analysis' new results to the hand on screen (called every frame).
  virtual void pump_analysis(AppContext& ctx) = 0;
  // Whether the analysis still has work a screenshot waits for (Sweep waits for the turn on
  // screen only: a whole hand takes minutes).
  virtual bool awaits_analysis(const AppContext& ctx) const = 0;
  // The window's title: "schmier: " and where the hand came from.
  virtual std::string title(const AppContext& ctx) const = 0;
  // Draws the board in the window below `top`; `first_frame` selects the side tab asked for on
  // the command line. Returns the table's frame (the keys overlay covers it).
  virtual PanelFrame draw(AppContext& ctx, float top, bool first_frame) = 0;
  // Whether the Games list and the practice windows are drawn over this board.
  virtual bool hosts_games_windows() const = 0;
};

// A thin window with a handle to drag: `vertical` splits left from right. `value` moves by the
// mouse's travel times `sign`, within [min, max]; true when the drag ended this frame.
bool splitter(const char* id, ImVec2 pos, ImVec2 size, bool vertical, float& value, float sign,
              float min, float max);

// The side panel's width: the setting within [kMinSideWidth, 60 % of the window].
float side_panel_width(const AppContext& ctx, float display_width);

// The side panel's window at its place (pair with ImGui::End()).
void begin_side_panel(const PanelFrame& frame);

// The analysis' progress as a bar `width` wide (click: cancel).
void analysis_progress(AppContext& ctx, float width);

// Every hand face up, or only what one seat sees (the others face down); the choice is kept
// in the settings.
void show_all_hands(AppContext& ctx);
void show_seat_view(AppContext& ctx, int seat);

// One item a seat ("Anna's view"), drawn by `item(label, selected)`, which says whether it was
// picked; a pick shows that seat's view.
template <typename Item>
void seat_view_items(AppContext& ctx, const Item& item) {
  const ReplayModel& model = ctx.model;
  for (int s = 0; s < model.deal().num_seats; ++s) {
    ImGui::PushID(s);
    const bool on = !model.perspective().show_all && model.perspective().seat == s;
    if (item((possessive(model.deal().player_name(s)) + " view").c_str(), on))
      show_seat_view(ctx, s);
    ImGui::PopID();
  }
}

// Why there is no analysis ("No analysis: ..."), as a warning.
void analysis_unavailable_note(const HandAnalysisState& a);

// The button that shows the keys overlay.
void keys_button(AppContext& ctx);

}  // namespace ui
