#include "keys_overlay.h"

#include <span>
#include <string>

#include "grade_style.h"
#include "solver/verdict.h"
#include "widgets.h"

namespace ui {
namespace {

struct KeyRow {
  const char* keys;
  const char* what;
};

constexpr KeyRow kKeys[] = {
    {"Left / Right", "previous / next card"},
    {"Up / Down", "previous / next trick"},
    {"Home / End", "start of play / end of the hand"},
    {"P / N", "previous / next mistake or blunder"},
    {"L", "show the last completed trick (again: back)"},
    {"B", "the best line at a graded card, as ghost cards (again: hide)"},
    {"G", "guess the card: the values stay hidden until you pick one"},
    {"Ctrl+O", "open a deal log"},
    {"Backspace", "back to the Games list (a game opened from it)"},
    {"Ctrl+S", "save the hand with its analysis and a PNG of the board"},
    {"Esc", "cancel the analysis; close this window"},
    {"? / F1", "this list of keys"},
    {"Ctrl+Q", "quit"},
};

// The Sweep board's keys (sweep/board_panel.cpp).
constexpr KeyRow kSweepKeys[] = {
    {"Left / Right", "previous / next turn"},
    {"Up / Down", "previous / next round"},
    {"Home / End", "start / end of the hand"},
    {"P / N", "previous / next mistake or blunder"},
    {"A", "show every hand"},
    {"1 / 2", "the first / second player's view"},
    {"Ctrl+O", "open a deal log"},
    {"Esc", "cancel the analysis; close this window"},
    {"? / F1", "this list of keys"},
    {"Ctrl+Q", "quit"},
};

void key_rows(std::span<const KeyRow> rows) {
  if (!ImGui::BeginTable("##keys", 2, ImGuiTableFlags_SizingFixedFit)) return;
  for (const KeyRow& k : rows) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(kGoldText, "%s", k.keys);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(k.what);
  }
  ImGui::EndTable();
}

// The marks' legend (solver/verdict.h: the same words as `analyze --help`).
void mark_rows(const Fonts& fonts) {
  if (ImGui::BeginTable("##marks", 2, ImGuiTableFlags_SizingFixedFit)) {
    for (const solver::LegendEntry& e : solver::verdict_legend_entries()) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const std::string mark = e.grade == solver::Grade::kNotGraded
                                   ? std::string(e.mark)
                                   : std::string(grade_mark_for(e.grade, fonts));
      ImGui::TextColored(grade_color_v(e.grade), "%s %.*s", mark.c_str(),
                         static_cast<int>(e.word.size()), e.word.data());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(e.band.data(), e.band.data() + e.band.size());
    }
    ImGui::EndTable();
  }
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + 440);
  ImGui::TextDisabled("%.*s", static_cast<int>(solver::kLegendNote.size()),
                      solver::kLegendNote.data());
  ImGui::PopTextWrapPos();
}

}  // namespace

void KeysOverlay::draw(AppContext& ctx, const PanelFrame& table) {
  if (!ctx.show_keys) return;
  // Over the middle of the table, never over the side panel or the controls.
  ImGui::SetNextWindowPos(
      ImVec2(table.pos.x + table.size.x * 0.5f, table.pos.y + table.size.y * 0.5f),
      ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowBgAlpha(0.96f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_AlwaysAutoResize |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                                 ImGuiWindowFlags_NoMove;
  if (ImGui::Begin("Keys", &ctx.show_keys, flags)) {
    // Two tabs, so that the window fits a small table: the keys, and the marks' legend.
    if (ImGui::BeginTabBar("##keys_tabs")) {
      if (ImGui::BeginTabItem("Keys")) {
        key_rows(ctx.sweep ? std::span<const KeyRow>(kSweepKeys) : std::span<const KeyRow>(kKeys));
        ImGui::EndTabItem();
      }
      if (ImGui::BeginTabItem("Marks")) {
        mark_rows(ctx.fonts);
        ImGui::EndTabItem();
      }
      ImGui::EndTabBar();
    }
    ImGui::Spacing();
    if (ImGui::Button("Close")) ctx.show_keys = false;
  }
  ImGui::End();
}

}  // namespace ui
