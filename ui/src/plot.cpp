#include "plot.h"

#include <algorithm>

#include "theme.h"
#include "ui/timeline.h"

namespace ui {

std::optional<PlotArea> begin_plot(ImDrawList* dl, const PanelFrame& frame) {
  const float axis_h = 16;
  const float top = ImGui::GetCursorScreenPos().y + 2;
  const ImVec2 p0(frame.pos.x + 48, top);
  const ImVec2 p1(frame.pos.x + frame.size.x - 16, frame.pos.y + frame.size.y - 6 - axis_h);
  if (p1.y - p0.y < 20 || p1.x - p0.x < 80) return std::nullopt;
  dl->AddRectFilled(p0, p1, theme::rgba(14, 18, 24), 4);
  return PlotArea{p0, p1};
}

float PlotMap::y_of(double y) const {
  const float fy = static_cast<float>((y - low) / (high - low));
  return y1 - std::clamp(fy, 0.0f, 1.0f) * (y1 - y0);
}

ImVec2 PlotMap::at(int x, double y) const {
  return ImVec2(x0 + timeline_fraction(x, steps) * (x1 - x0), y_of(y));
}

void series_line(ImDrawList* dl, const std::vector<std::optional<double>>& values,
                 const PlotMap& map, ImU32 color, float thickness) {
  std::vector<ImVec2> run;
  auto flush = [&] {
    if (run.size() >= 2) {
      dl->AddPolyline(run.data(), static_cast<int>(run.size()), color, 0, thickness);
    } else if (run.size() == 1) {
      dl->AddCircleFilled(run[0], thickness, color);
    }
    run.clear();
  };
  for (std::size_t x = 0; x < values.size(); ++x) {
    if (values[x]) {
      run.push_back(map.at(static_cast<int>(x), *values[x]));
    } else {
      flush();
    }
  }
  flush();
}

void series_band(ImDrawList* dl, const std::vector<std::optional<double>>& low,
                 const std::vector<std::optional<double>>& high, const PlotMap& map, ImU32 color) {
  const std::size_t n = std::min(low.size(), high.size());
  for (std::size_t x = 0; x + 1 < n; ++x) {
    if (!low[x] || !high[x] || !low[x + 1] || !high[x + 1]) continue;
    const int a = static_cast<int>(x);
    dl->AddQuadFilled(map.at(a, *high[x]), map.at(a + 1, *high[x + 1]), map.at(a + 1, *low[x + 1]),
                      map.at(a, *low[x]), color);
  }
}

void series_dots(ImDrawList* dl, const std::vector<std::optional<double>>& values,
                 const PlotMap& map, ImU32 color) {
  for (std::size_t x = 1; x < values.size(); ++x) {
    if (values[x]) dl->AddCircleFilled(map.at(static_cast<int>(x), *values[x]), 2.5f, color, 8);
  }
}

}  // namespace ui
