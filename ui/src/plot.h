// What the evaluation graphs share (graph_panel.cpp for the trick games, sweep/board_graph.cpp
// for Sweep): the plot's rectangle under the header line, the mapping from (position, value) to
// the screen, the double-dummy line with gaps where the analysis has not arrived, and each
// mover's estimate as dots.
#pragma once

#include <imgui.h>

#include <optional>
#include <vector>

#include "panel.h"

namespace ui {

struct PlotArea {
  ImVec2 p0;  // top left
  ImVec2 p1;  // bottom right
};

// The plot's rectangle from the cursor's line down to the axis labels' row, drawn as an empty
// plot; nothing when the frame leaves too little room to plot in.
std::optional<PlotArea> begin_plot(ImDrawList* dl, const PanelFrame& frame);

// Positions 0..steps from x0 to x1 (ui/timeline.h), values low..high from y1 up to y0.
struct PlotMap {
  float x0 = 0;
  float x1 = 0;
  float y0 = 0;
  float y1 = 0;
  int steps = 0;
  double low = 0;
  double high = 1;
  float y_of(double y) const;
  ImVec2 at(int x, double y) const;
};

// A polyline through the known values; gaps only where the analysis has not arrived.
void series_line(ImDrawList* dl, const std::vector<std::optional<double>>& values,
                 const PlotMap& map, ImU32 color, float thickness);

// A band between two series (an estimate ± its standard error), where both ends are known at
// two neighbouring positions.
void series_band(ImDrawList* dl, const std::vector<std::optional<double>>& low,
                 const std::vector<std::optional<double>>& high, const PlotMap& map, ImU32 color);

// Each mover's own estimate: a small dot at his decision, never joined to the next mover's.
void series_dots(ImDrawList* dl, const std::vector<std::optional<double>>& values,
                 const PlotMap& map, ImU32 color);

}  // namespace ui
