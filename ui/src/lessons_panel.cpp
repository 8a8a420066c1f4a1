#include "lessons_panel.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>

#include "board.h"
#include "grade_style.h"
#include "ui/sweep/analysis.h"
#include "widgets.h"

namespace ui {
namespace {

ImVec4 verdict_color(solver::LessonVerdict v) {
  switch (v) {
    case solver::LessonVerdict::kMistake:
      return grade_color_v(solver::Grade::kMistake);
    case solver::LessonVerdict::kPraise:
      return grade_color_v(solver::Grade::kBest);
    case solver::LessonVerdict::kNote:
      break;
  }
  return kPartnerText;
}

const char* verdict_word(solver::LessonVerdict v) {
  switch (v) {
    case solver::LessonVerdict::kMistake:
      return "Mistake";
    case solver::LessonVerdict::kPraise:
      return "Well played";
    case solver::LessonVerdict::kNote:
      break;
  }
  return "Note";
}

// One lesson: "Mistake Schmier" (its rule number in the title's tooltip) and its explanation,
// wrapped.
// The solver's sentence names cards by code; it is shown in the player's card notation.
void lesson_block(const solver::Lesson& l, const Fonts& fonts, const std::string& where,
                  CardNames names, bool schafkopf) {
  ImGui::PushFont(fonts.bold);
  ImGui::TextColored(verdict_color(l.verdict), "%s", verdict_word(l.verdict));
  ImGui::PopFont();
  ImGui::SameLine();
  // The title wraps too: "SK-ST-4 Defenders do not lead trump" ran off a 1024-pixel window.
  ImGui::PushTextWrapPos(0);
  lesson_title(l, kGoldText);
  if (!where.empty()) ImGui::TextColored(kDimText, "%s", where.c_str());
  ImGui::TextUnformatted(name_cards(l.text, names, schafkopf).c_str());
  ImGui::PopTextWrapPos();
}

// Each player's accuracy with his counts of inaccuracies, mistakes and blunders; `highlight`
// (the picker or declarer, -1 none) in his colour.
void accuracy_table(const std::vector<AccuracyRow>& rows,
                    const std::function<std::string(int)>& name_of, int highlight) {
  if (ImGui::BeginTable("##accuracy", 4,
                        ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("Player", ImGuiTableColumnFlags_WidthStretch, 1.4f);
    ImGui::TableSetupColumn("Accuracy", ImGuiTableColumnFlags_WidthStretch, 2.0f);
    ImGui::TableSetupColumn("Choices", ImGuiTableColumnFlags_WidthStretch, 0.8f);
    ImGui::TableSetupColumn("?! / ? / ??", ImGuiTableColumnFlags_WidthStretch, 1.1f);
    ImGui::TableHeadersRow();
    for (const AccuracyRow& r : rows) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const bool picker = r.seat == highlight;
      ImGui::TextColored(picker ? kPickerText : kPlainText, "%s", name_of(r.seat).c_str());
      ImGui::TableNextColumn();
      char text[16];
      std::snprintf(text, sizeof text, "%.0f%%", r.accuracy);
      const float f = static_cast<float>(r.accuracy / 100.0);
      const solver::Grade tone = r.accuracy >= 90   ? solver::Grade::kBest
                                 : r.accuracy >= 75 ? solver::Grade::kInaccuracy
                                 : r.accuracy >= 50 ? solver::Grade::kMistake
                                                    : solver::Grade::kBlunder;
      ImGui::PushStyleColor(ImGuiCol_PlotHistogram, grade_color_v(tone));
      ImGui::ProgressBar(r.decisions > 0 ? f : 0.0f, ImVec2(-1, 0), r.decisions > 0 ? text : "-");
      ImGui::PopStyleColor();
      ImGui::TableNextColumn();
      ImGui::Text("%d", r.decisions);
      ImGui::TableNextColumn();
      const auto count = [&](solver::Grade g) {
        return r.grade_counts[static_cast<std::size_t>(g)];
      };
      ImGui::Text("%d / %d / %d", count(solver::Grade::kInaccuracy), count(solver::Grade::kMistake),
                  count(solver::Grade::kBlunder));
    }
    ImGui::EndTable();
  }
}

// The lessons of one decision (or turn), each with its explanation; else why there are none.
void decision_lessons(const std::vector<solver::Lesson>& lessons, bool analysed, bool pending,
                      const char* not_here, const char* none, const Fonts& fonts, CardNames names,
                      bool schafkopf) {
  if (!analysed) {
    ImGui::TextColored(kDimText, pending ? "Still being analysed..." : not_here);
  } else if (lessons.empty()) {
    ImGui::TextColored(kDimText, "%s", none);
  } else {
    for (std::size_t i = 0; i < lessons.size(); ++i) {
      ImGui::PushID(static_cast<int>(i));
      lesson_block(lessons[i], fonts, "", names, schafkopf);
      ImGui::PopID();
      ImGui::Spacing();
    }
  }
}

// The whole hand's lessons, mistakes first, each under where it was (`where`); a click on one
// goes to its decision (`go`), the one on the table (`here`) selected.
void hand_lesson_list(const HandAnalysisState& a, const std::vector<LessonRow>& lessons,
                      const Fonts& fonts, CardNames names, bool schafkopf,
                      const std::function<std::string(const LessonRow&)>& where,
                      const std::function<bool(const LessonRow&)>& here,
                      const std::function<void(const LessonRow&)>& go, const char* tip) {
  heading(fonts, "The whole hand");
  if (lessons.empty()) {
    ImGui::TextColored(kDimText, a.status() == AnalysisStatus::kRunning
                                     ? "Lessons appear here as the analysis finds them."
                                     : "No lessons in this hand.");
  }
  for (std::size_t i = 0; i < lessons.size(); ++i) {
    const LessonRow& r = lessons[i];
    ImGui::PushID(static_cast<int>(i) + 1000);
    const std::string at = where(r);
    if (ImGui::Selectable("##go", here(r), 0, ImVec2(0, 0))) go(r);
    if (ImGui::IsItemHovered()) item_tooltip("%s", tip);
    ImGui::SameLine(0, 0);
    ImGui::BeginGroup();
    lesson_block(*r.lesson, fonts, at, names, schafkopf);
    ImGui::EndGroup();
    ImGui::Spacing();
    ImGui::PopID();
  }
}

// The accuracy's explanation under the table.
void accuracy_note(const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
  text_wrapped("%s", text);
  ImGui::PopStyleColor();
}

}  // namespace

void LessonsPanel::draw(AppContext& ctx) {
  ReplayModel& model = ctx.model;
  const Fonts& fonts = ctx.fonts;
  if (!model.has_deal()) {
    ImGui::TextColored(kDimText, "No deal loaded.");
    return;
  }
  const HandAnalysisState& a = model.analysis();
  if (a.status() == AnalysisStatus::kUnavailable) {
    analysis_unavailable_note(a);
    return;
  }
  ImGui::BeginChild("##lessons_scroll", ImVec2(0, 0), false);
  const bool schafkopf = model.deal().game == GameKind::kSchafkopf;

  heading(fonts, "This decision");
  const BoardDigest& board = ctx.board();
  const DecisionView& d = board.trick->decision;
  decision_lessons(d.lessons, d.analysed, d.pending, "No decision here.",
                   "No lesson for this card.", fonts, ctx.names(), schafkopf);

  const int n = std::max(1, model.deal().num_seats);
  hand_lesson_list(
      a, board.lessons, fonts, ctx.names(), schafkopf,
      [&](const LessonRow& r) {
        std::string where = model.deal().player_name(r.mover);
        if (r.play_index >= 0) {
          where += ", trick " + std::to_string(r.play_index / n + 1);
        } else {
          where += ", before play";
        }
        return where;
      },
      [&](const LessonRow& r) { return r.play_index == model.step(); },
      [&](const LessonRow& r) { model.set_step(r.jump_step); }, "Go to this decision");

  heading(fonts, "Accuracy");
  const ReplayDeal& deal = model.deal();
  accuracy_table(
      board.accuracy, [&](int seat) { return deal.player_name(seat); }, deal.picker);
  accuracy_note(
      "Accuracy: 100% for the best choice, less the more a choice cost (100 x e^-loss, the "
      "loss in stakes), averaged over each player's choices that were not forced.");
  ImGui::EndChild();
}

void LessonsPanel::draw_sweep(AppContext& ctx) {
  SweepBoard& b = *ctx.sweep;
  const Fonts& fonts = ctx.fonts;
  const HandAnalysisState& a = b.analysis();
  if (a.status() == AnalysisStatus::kUnavailable) {
    analysis_unavailable_note(a);
    return;
  }
  ImGui::BeginChild("##lessons_scroll", ImVec2(0, 0), false);
  auto name_of = [&](int seat) {
    const auto& names = b.replay().players();
    const auto s = static_cast<std::size_t>(seat);
    return s < names.size() && !names[s].empty() ? names[s] : "Seat " + std::to_string(seat + 1);
  };
  // Sweep's lessons (RULES.md §6 SW-ST-1..7) name their cards with suit symbols already.
  heading(fonts, "This turn");
  const BoardDigest& board = ctx.sweep_board();
  const SweepTurnView& t = board.sweep->turn;
  decision_lessons(t.lessons, t.analysed, t.pending, "No turn here.", "No lesson for this turn.",
                   fonts, CardNames{}, false);
  hand_lesson_list(
      a, board.lessons, fonts, CardNames{}, false,
      [&](const LessonRow& r) {
        return name_of(r.mover) + ", turn " + std::to_string(r.play_index + 1);
      },
      [&](const LessonRow& r) { return r.play_index == b.step(); },
      [&](const LessonRow& r) { b.set_step(r.play_index); }, "Go to this turn");
  heading(fonts, "Accuracy");
  accuracy_table(board.accuracy, name_of, -1);
  accuracy_note(
      "Accuracy: 100% for the best turn, less the more a turn cost (100 x e^-loss, the loss "
      "in stakes of 10 margin points), averaged over each player's turns that were not forced.");
  ImGui::EndChild();
}

}  // namespace ui
