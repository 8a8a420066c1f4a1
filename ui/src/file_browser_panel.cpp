#include "file_browser_panel.h"

#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdlib>

#include "widgets.h"

namespace ui {

namespace fs = std::filesystem;

void FileBrowserPanel::go(const fs::path& dir, AppContext& ctx) {
  listing_ = list_directory(dir);
  listed_ = true;
  path_text_ = listing_.dir.string();
  selected_.clear();
  if (listing_.error.empty() && ctx.settings.browse_dir != path_text_) {
    ctx.settings.browse_dir = path_text_;
    ctx.settings_changed = true;
  }
}

void FileBrowserPanel::draw(AppContext& ctx) {
  if (!ctx.show_browser) {
    listed_ = false;
    return;
  }
  if (!listed_) {
    go(browser_start_dir(ctx.settings.browse_dir, ctx.settings.recent, samples_), ctx);
  }
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowSize(ImVec2(640, 480), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.5f), ImGuiCond_FirstUseEver,
                          ImVec2(0.5f, 0.5f));
  if (!ImGui::Begin("Open a deal log", &ctx.show_browser, ImGuiWindowFlags_NoCollapse)) {
    ImGui::End();
    return;
  }
  // The folder: Up, the path (editable: Enter goes there), quick places.
  if (ImGui::Button("Up")) go(listing_.dir.parent_path(), ctx);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputText("##dir", &path_text_, ImGuiInputTextFlags_EnterReturnsTrue)) {
    std::error_code ec;
    if (fs::is_regular_file(path_text_, ec)) {
      ctx.open_request = path_text_;
      ctx.show_browser = false;
    } else {
      go(path_text_, ctx);
    }
  }
  std::error_code ec;
  if (fs::is_directory(samples_, ec)) {
    if (ImGui::SmallButton("Samples")) go(samples_, ctx);
    ImGui::SameLine();
  }
  if (const char* home = std::getenv("HOME")) {
    if (ImGui::SmallButton("Home")) go(home, ctx);
    ImGui::SameLine();
  }
  if (ImGui::SmallButton("Current folder")) go(fs::current_path(ec), ctx);
  if (!ctx.settings.recent.empty()) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(std::max(120.0f, ImGui::GetContentRegionAvail().x));
    if (ImGui::BeginCombo("##recent", "Recent files", ImGuiComboFlags_HeightLarge)) {
      for (const std::string& r : ctx.settings.recent) {
        if (ImGui::Selectable(r.c_str())) {
          ctx.open_request = r;
          ctx.show_browser = false;
        }
      }
      ImGui::EndCombo();
    }
  }

  // The listing.
  const float footer = ImGui::GetFrameHeightWithSpacing() + 6;
  ImGui::BeginChild("##entries", ImVec2(0, -footer), true);
  if (!listing_.error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kWarnText);
    ImGui::TextWrapped("%s", listing_.error.c_str());
    ImGui::PopStyleColor();
  } else if (listing_.entries.empty()) {
    ImGui::TextColored(kDimText, "No folders or deal logs (.json) here.");
  }
  fs::path enter;
  for (const BrowserEntry& e : listing_.entries) {
    ImGui::PushID(e.name.c_str());
    const std::string label = (e.directory ? "[folder]  " : "") + e.name;
    const bool selected = selected_ == e.name;
    if (ImGui::Selectable(label.c_str(), selected, ImGuiSelectableFlags_AllowDoubleClick)) {
      selected_ = e.name;
      if (ImGui::IsMouseDoubleClicked(0)) {
        if (e.directory) {
          enter = listing_.dir / e.name;
        } else {
          ctx.open_request = (listing_.dir / e.name).string();
          ctx.show_browser = false;
        }
      }
    }
    if (!e.directory) {
      ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - 90);
      ImGui::TextColored(kDimText, "%s", file_size_text(e.size).c_str());
    }
    ImGui::PopID();
  }
  ImGui::EndChild();
  if (!enter.empty()) go(enter, ctx);

  // Open the selection.
  const bool is_file = !selected_.empty() && fs::is_regular_file(listing_.dir / selected_, ec);
  const bool is_dir = !selected_.empty() && fs::is_directory(listing_.dir / selected_, ec);
  ImGui::BeginDisabled(!is_file && !is_dir);
  if (ImGui::Button(is_dir ? "Enter folder" : "Open", ImVec2(120, 0)) ||
      (ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) &&
       ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)) && !ImGui::GetIO().WantTextInput &&
       (is_file || is_dir))) {
    if (is_dir) {
      go(listing_.dir / selected_, ctx);
    } else {
      ctx.open_request = (listing_.dir / selected_).string();
      ctx.show_browser = false;
    }
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Cancel", ImVec2(120, 0))) ctx.show_browser = false;
  ImGui::SameLine();
  ImGui::TextColored(kDimText, "You can also drop a file on the window.");
  ImGui::End();
}

}  // namespace ui
