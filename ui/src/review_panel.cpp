#include "review_panel.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "grade_style.h"
#include "solver/verdict.h"
#include "ui/hand_review.h"
#include "widgets.h"

namespace ui {
namespace {

// The grades a player's decisions can get, in the order the review counts them.
constexpr solver::Grade kCounted[] = {solver::Grade::kBest,    solver::Grade::kExcellent,
                                      solver::Grade::kGood,    solver::Grade::kInaccuracy,
                                      solver::Grade::kMistake, solver::Grade::kBlunder};

void settlement_block(AppContext& ctx) {
  const Fonts& fonts = ctx.fonts;
  const Settlement& s = ctx.board().trick->settlement;
  heading(fonts, "Settlement");
  if (!s.available) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kDimText, "Not available: %s.", s.why.c_str());
    ImGui::PopTextWrapPos();
    return;
  }
  ImGui::PushFont(fonts.bold);
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kGoldText, "%s", s.headline.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  const ImGuiTableFlags flags =
      ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH;
  if (ImGui::BeginTable("##settlement", 4, flags)) {
    ImGui::TableSetupColumn("Player");
    ImGui::TableSetupColumn("Points");
    ImGui::TableSetupColumn("Tricks");
    ImGui::TableSetupColumn("Units");
    ImGui::TableHeadersRow();
    for (const SettlementRow& r : s.rows) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(r.declarer_side ? kPickerText : kPlainText, "%s", r.name.c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", r.points);
      ImGui::TableNextColumn();
      ImGui::Text("%d", r.tricks);
      ImGui::TableNextColumn();
      const ImVec4 tone = r.units > 0   ? grade_color_v(solver::Grade::kBest)
                          : r.units < 0 ? grade_color_v(solver::Grade::kMistake)
                                        : kDimText;
      ImGui::TextColored(tone, "%+d", r.units);
    }
    ImGui::EndTable();
  }
  ImGui::PushTextWrapPos(0);
  for (std::size_t i = 0; i + 1 < s.facts.size(); ++i) {  // the last fact repeats the units
    ImGui::Bullet();
    ImGui::TextUnformatted(s.facts[i].c_str());
  }
  ImGui::PopTextWrapPos();
}

void accuracy_block(AppContext& ctx) {
  const Fonts& fonts = ctx.fonts;
  ReplayModel& model = ctx.model;
  const HandAnalysisState& a = model.analysis();
  ImGui::Spacing();
  heading(fonts, "Accuracy");
  if (a.status() == AnalysisStatus::kNone || a.status() == AnalysisStatus::kUnavailable) {
    ImGui::TextColored(kDimText, "The hand has not been analysed.");
    return;
  }
  const std::vector<AccuracyRow>& rows = ctx.board().accuracy;
  const int columns = 3 + static_cast<int>(std::size(kCounted));
  const ImGuiTableFlags flags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg;
  if (ImGui::BeginTable("##review_accuracy", columns, flags)) {
    ImGui::TableSetupColumn("Player");
    ImGui::TableSetupColumn("Acc.");
    for (const solver::Grade g : kCounted) {
      ImGui::TableSetupColumn(std::string(grade_mark_for(g, fonts)).c_str());
    }
    ImGui::TableSetupColumn("~");
    // A plain row, so that the columns fit their headings too.
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(kDimText, "Player");
    ImGui::TableNextColumn();
    ImGui::TextColored(kDimText, "Accuracy");
    for (const solver::Grade g : kCounted) {
      ImGui::TableNextColumn();
      ImGui::TextColored(grade_color_v(g), "%s", std::string(grade_mark_for(g, fonts)).c_str());
      if (ImGui::IsItemHovered()) {
        item_tooltip("Decisions graded %s", std::string(grade_label(g)).c_str());
      }
    }
    // Too close to call (solver/verdict.h): in no band; the accuracy still takes their loss.
    ImGui::TableNextColumn();
    ImGui::TextColored(kDimText, "~");
    if (ImGui::IsItemHovered()) {
      item_tooltip(
          "Too close to call (~): the sampled deals put the loss across more than two\n"
          "bands, so the decision counts in none. A close verdict (two neighbouring\n"
          "bands) counts in the worse one. The accuracy takes every sampled loss.");
    }
    for (const AccuracyRow& r : rows) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(model.deal().player_name(r.seat).c_str());
      ImGui::TableNextColumn();
      if (r.decisions > 0) {
        ImGui::Text("%.0f%%", r.accuracy);
      } else {
        ImGui::TextColored(kDimText, "-");
      }
      for (const solver::Grade g : kCounted) {
        ImGui::TableNextColumn();
        const int n = r.grade_counts[static_cast<std::size_t>(g)];
        if (n > 0) {
          ImGui::TextColored(grade_color_v(g), "%d", n);
        } else {
          ImGui::TextColored(kDimText, "0");
        }
      }
      ImGui::TableNextColumn();
      ImGui::TextColored(kDimText, "%d", r.too_close);
    }
    ImGui::EndTable();
  }
  int close = 0;
  int too_close = 0;
  for (const AccuracyRow& r : rows) {
    close += r.close;
    too_close += r.too_close;
  }
  if (close + too_close > 0) {
    ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
    text_wrapped(
        "%d close (counted in the worse band), %d too close to call (~, in no band); accuracy "
        "uses every sampled loss.",
        close, too_close);
    ImGui::PopStyleColor();
  }
  if (a.status() == AnalysisStatus::kRunning) {
    ImGui::TextColored(kDimText, "Analysing: %d of %d decisions so far.", a.done(), a.total());
  }
}

void moments_block(AppContext& ctx) {
  const Fonts& fonts = ctx.fonts;
  ReplayModel& model = ctx.model;
  ImGui::Spacing();
  heading(fonts, "Key moments");
  const std::vector<ReviewMoment>& moments = ctx.board().trick->review;
  if (moments.empty()) {
    const bool analysed = model.analysis().status() == AnalysisStatus::kDone;
    ImGui::TextColored(kDimText,
                       analysed ? "No mistakes or blunders in this hand." : "None so far.");
    return;
  }
  // A table: the words wrap in their column, the cost stays whole in its own.
  const ImGuiTableFlags flags = ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg;
  if (!ImGui::BeginTable("##moments", 4, flags)) return;
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn("Decision", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("Stakes", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableNextRow();
  ImGui::TableSetColumnIndex(2);
  ImGui::TextColored(kDimText, "Decision");
  ImGui::TableSetColumnIndex(3);
  ImGui::TextColored(kDimText, "Cost, stakes");
  for (std::size_t i = 0; i < moments.size(); ++i) {
    const ReviewMoment& m = moments[i];
    ImGui::PushID(static_cast<int>(i));
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    if (ImGui::SmallButton("Go")) model.set_step(m.jump_step);
    if (ImGui::IsItemHovered()) item_tooltip("Go to this decision");
    ImGui::TableNextColumn();
    ImGui::TextColored(
        grade_color_v(verdict_tone(m.grade, m.settled, m.grade_low, m.grade_high)), "%s",
        grade_mark_text(m.grade, m.settled, m.grade_low, m.grade_high, !fonts.suit_glyphs).c_str());
    ImGui::TableNextColumn();
    const std::string where = m.trick > 0 ? "Trick " + std::to_string(m.trick) : "Auction";
    const std::string line = where + ", " + model.deal().player_name(m.mover) + " " + m.what +
                             ": " + grade_words(m.grade, m.settled, m.grade_low, m.grade_high);
    ImGui::PushTextWrapPos(0);
    wrapped_text(line);
    ImGui::PopTextWrapPos();
    ImGui::TableNextColumn();
    // A number takes the colour of its own estimate (solver/verdict.h).
    ImGui::TextColored(grade_color_v(solver::loss_tone(m.loss)), "%.2f", m.loss);
    if (ImGui::IsItemHovered()) item_tooltip("What the decision cost, in stakes");
    ImGui::PopID();
  }
  ImGui::EndTable();
}

}  // namespace

void ReviewPanel::draw(AppContext& ctx) {
  if (!ctx.model.has_deal()) {
    ImGui::TextColored(kDimText, "No deal loaded.");
    return;
  }
  ImGui::BeginChild("##review_scroll", ImVec2(0, 0), false);
  settlement_block(ctx);
  accuracy_block(ctx);
  moments_block(ctx);
  ImGui::EndChild();
}

}  // namespace ui
