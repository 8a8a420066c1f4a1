#include "moves_panel.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <string>

#include "board.h"
#include "grade_style.h"
#include "solver/verdict.h"
#include "widgets.h"

namespace ui {
namespace {

// The state of the analysis in one line, and (while it runs) a progress bar with Cancel.
void analysis_status(AppContext& ctx) {
  const HandAnalysisState& a = ctx.model.analysis();
  switch (a.status()) {
    case AnalysisStatus::kNone:
      ImGui::TextColored(kDimText, "Not analysed.");
      ImGui::SameLine();
      if (ImGui::SmallButton("Analyse")) ctx.analyze_request = true;
      break;
    case AnalysisStatus::kUnavailable:
      analysis_unavailable_note(a);
      break;
    case AnalysisStatus::kRunning: {
      const int total = std::max(a.total(), 1);
      char overlay[64];
      std::snprintf(overlay, sizeof overlay, "Analysing: %d of %d decisions", a.done(), a.total());
      ImGui::ProgressBar(static_cast<float>(a.done()) / static_cast<float>(total), ImVec2(-80, 0),
                         overlay);
      ImGui::SameLine();
      if (ImGui::Button("Cancel", ImVec2(-1, 0))) ctx.runner.cancel();
      break;
    }
    case AnalysisStatus::kDone: {
      // The sequential test (solver/analysis.h) gives a close grade more worlds than the
      // setting, up to four times as many: the line says so rather than "at most" the setting
      // above a decision valued in more.
      // (A decision late in the hand may enumerate every deal instead: its box says how many.)
      int most = 0;
      for (const auto* d : a.decisions()) {
        if (!d->exact) most = std::max(most, d->worlds);
      }
      ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
      if (most > ctx.settings.samples) {
        text_wrapped("Analysed: %d decisions, %d worlds each (up to %d where a grade was close).",
                     a.done(), ctx.settings.samples, most);
      } else {
        text_wrapped("Analysed: %d decisions, %d worlds each at most.", a.done(),
                     ctx.settings.samples);
      }
      ImGui::PopStyleColor();
      break;
    }
    case AnalysisStatus::kCancelled:
      ImGui::TextColored(kWarnText, "Analysis cancelled after %d of %d decisions.", a.done(),
                         a.total());
      ImGui::SameLine();
      if (ImGui::SmallButton("Analyse again")) ctx.analyze_request = true;
      break;
  }
}

// Why the best choice beats the played one (solver/reasons.h), under the decision: the worlds'
// sentences, then the hindsight line, dimmed.
void reason_lines(const ReasonText& r) {
  ImGui::PushTextWrapPos(0);
  if (!r.why.empty()) text_wrapped("Why: %s", r.why.c_str());
  if (!r.hindsight.empty()) ImGui::TextColored(kDimText, "%s", r.hindsight.c_str());
  ImGui::PopTextWrapPos();
}

// One alternative's row of the decision's table (decision_box): the card or choice, the best's
// star, the loss, the units and the points; hindsight in the row's tooltip.
void decision_row(const CardValue& cv, int i, bool any_points, const Fonts& fonts,
                  const CardNames& names) {
  ImGui::PushID(i);
  ImGui::TableNextRow();
  if (cv.played) {
    ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, theme::rgba(70, 62, 30));
  }
  ImGui::TableNextColumn();
  // The whole row answers to the mouse: its hindsight values.
  ImGui::Selectable("##row", false,
                    ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap);
  const bool row_hovered = ImGui::IsItemHovered();
  ImGui::SameLine(0, 0);
  if (cv.card != engine::kNoCard) {
    card_inline(cv.card, fonts, names);
  } else {
    ImGui::TextUnformatted(cv.action.c_str());
  }
  if (cv.best) {
    ImGui::SameLine(0, 4);
    ImGui::TextColored(grade_color_v(solver::Grade::kBest), "%s",
                       fonts.suit_glyphs ? "\xE2\x98\x85" : "*");
  }
  ImGui::TableNextColumn();
  if (cv.has_values) {
    // The loss ± its standard error, coloured by its own estimate (solver/verdict.h).
    ImGui::TextColored(grade_color_v(loss_tone(cv)), "%s", loss_text_se(cv).c_str());
  }
  ImGui::TableNextColumn();
  if (cv.has_values) {
    std::string u = signed_text(cv.units);
    if (cv.units_se > 0) u += " \xC2\xB1 " + signed_text(cv.units_se).substr(1);
    ImGui::TextUnformatted(u.c_str());
  }
  if (any_points) {
    ImGui::TableNextColumn();
    if (cv.has_points) ImGui::Text("%.1f \xC2\xB1 %.1f", cv.points, cv.points_se);
  }
  if (row_hovered) {
    std::string tip = cv.played ? "Played" : (cv.best ? "The best choice" : "");
    if (cv.dd_units) {
      if (!tip.empty()) tip += "\n";
      tip += "In hindsight (every card visible): " + signed_text(*cv.dd_units, 0) + " units";
      if (cv.dd_points) tip += ", " + std::to_string(*cv.dd_points) + " points";
    }
    if (!tip.empty()) item_tooltip("%s", tip.c_str());
  }
  ImGui::PopID();
}

// The decision on the table (or the auction decision picked in the move list): every
// alternative with its values.
void decision_box(AppContext& ctx, int auction_decision) {
  ReplayModel& model = ctx.model;
  const Fonts& fonts = ctx.fonts;
  const CardNames names = ctx.names();
  const TrickBoardParts& board = *ctx.board().trick;
  const TableView& v = board.table;
  const solver::DecisionAnalysis* auction = model.analysis().decision(auction_decision);
  // The decision on the table from the board; an auction decision picked in the list is the
  // only one computed here.
  std::optional<DecisionView> picked;
  if (auction) picked = decision_view_of(model.deal(), *auction, names);
  const DecisionView& d = picked ? *picked : board.decision;
  if (auction) {
    ImGui::PushFont(fonts.bold);
    ImGui::Text("Before play: %s's %s", model.deal().player_name(auction->mover).c_str(),
                std::string(solver::decision_kind_name(auction->kind)).c_str());
    ImGui::PopFont();
  } else if (v.to_move < 0 || model.step() >= model.steps()) {
    ImGui::TextColored(kDimText, v.hand_over ? "The hand is over." : "The log ends here.");
    return;
  } else {
    ImGui::PushFont(fonts.bold);
    // A finished trick stays on the table until the next lead, which opens the next trick.
    const int trick = v.trick.number + (v.trick.complete ? 1 : 0);
    ImGui::Text("Trick %d: %s to play", trick, model.deal().player_name(v.to_move).c_str());
    ImGui::PopFont();
  }
  if (!d.analysed) {
    ImGui::TextColored(kDimText, d.pending ? "This decision is still being analysed..."
                                           : "No analysis of this decision.");
    return;
  }
  // In one seat's view another player's choices would show his hand: only the grade then.
  const Perspective& pv = model.perspective();
  if (!pv.show_all && d.mover != pv.seat) {
    const std::string who = model.deal().player_name(d.mover);
    ImGui::TextColored(
        grade_color_v(verdict_tone(d.grade, d.settled, d.grade_low, d.grade_high)),
        "%s %s's choice: %s",
        grade_mark_text(d.grade, d.settled, d.grade_low, d.grade_high, !fonts.suit_glyphs).c_str(),
        who.c_str(), grade_words(d.grade, d.settled, d.grade_low, d.grade_high).c_str());
    ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
    text_wrapped("%s's cards are hidden in this view; choose All hands to see the choices.",
                 who.c_str());
    ImGui::PopStyleColor();
    return;
  }
  const bool uncertain = grade_uncertain(d.grade, d.settled, d.grade_low, d.grade_high);
  ImGui::PushStyleColor(ImGuiCol_Text,
                        grade_color_v(verdict_tone(d.grade, d.settled, d.grade_low, d.grade_high)));
  text_wrapped(
      "%s %s",
      grade_mark_text(d.grade, d.settled, d.grade_low, d.grade_high, !fonts.suit_glyphs).c_str(),
      d.summary.c_str());
  ImGui::PopStyleColor();
  if (uncertain) {
    ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
    const solver::ShownVerdict verdict =
        solver::shown_verdict(d.grade, d.settled, d.grade_low, d.grade_high);
    std::string words = solver::verdict_text(verdict);
    words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(words[0])));
    text_wrapped("%s: the sampled deals put it between %s and %s (loss %.2f to %.2f stakes).",
                 words.c_str(), std::string(grade_label(verdict.better)).c_str(),
                 std::string(grade_label(verdict.worse)).c_str(), d.loss_low, d.loss_high);
    ImGui::PopStyleColor();
  }
  if (d.dd_loss && !d.forced) {
    ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
    text_wrapped("In hindsight (every card visible) it cost %.2f stakes.", *d.dd_loss);
    ImGui::PopStyleColor();
  }
  if (d.reason) {
    reason_lines(picked ? trick_reason_text(*d.reason, d, model.deal(), names) : board.reason);
  }
  // One quantity per column, each under its own heading with its unit, with its standard error;
  // columns as wide as their content; a value that was not computed is left blank. The best
  // card carries a star, the played one's row is highlighted; hindsight values in the row's
  // tooltip (the panel has no room for a fifth column at 1024 pixels).
  const bool any_points = std::any_of(d.cards.begin(), d.cards.end(),
                                      [](const CardValue& cv) { return cv.has_points; });
  const ImGuiTableFlags flags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit;
  if (ImGui::BeginTable("##cards", any_points ? 4 : 3, flags)) {
    ImGui::TableSetupColumn(d.play ? "Card" : "Choice");
    ImGui::TableSetupColumn("Loss, stakes");
    ImGui::TableSetupColumn("Units");
    if (any_points) ImGui::TableSetupColumn("Points");
    ImGui::TableHeadersRow();
    if (ImGui::IsItemHovered()) {
      item_tooltip(
          "Loss: what a choice costs against the best, in stakes (0 for the best and for\n"
          "choices within the sampling noise of it), \xC2\xB1 its standard error; the colour is\n"
          "its grade. Units and Points: sampled, what %s could expect from what they knew,\n"
          "\xC2\xB1 the standard error. The highlighted row is the choice played; hover a row\n"
          "for its values in hindsight (every card visible).",
          model.deal().player_name(d.mover).c_str());
    }
    for (std::size_t i = 0; i < d.cards.size(); ++i) {
      decision_row(d.cards[i], static_cast<int>(i), any_points, fonts, names);
    }
    ImGui::EndTable();
  }
  ImGui::TextColored(kDimText, "%s %d worlds.",
                     d.exact ? "Every possible deal:" : "Sampled:", d.worlds);
}

}  // namespace

void MovesPanel::draw(AppContext& ctx) {
  ReplayModel& model = ctx.model;
  if (!model.has_deal()) {
    ImGui::TextColored(kDimText, "No deal loaded.");
    return;
  }
  const Fonts& fonts = ctx.fonts;
  const CardNames names = ctx.names();
  analysis_status(ctx);
  if (model.step() != last_step_ && !auction_click_) auction_decision_ = -1;
  auction_click_ = false;
  heading(fonts, "This decision");
  decision_box(ctx, auction_decision_);

  heading(fonts, "Moves");
  verdict_legend_strip(fonts);
  const std::vector<MoveRow>& rows = ctx.board().trick->moves;
  if (model.step() != last_step_) scroll_frames_ = 3;
  const bool scroll = scroll_frames_ > 0;
  if (scroll_frames_ > 0) --scroll_frames_;
  last_step_ = model.step();
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_BordersInnerH;
  if (ImGui::BeginTable("##moves", 4, flags, ImVec2(0, ImGui::GetContentRegionAvail().y))) {
    ImGui::TableSetupScrollFreeze(0, 1);
    // Trick, Player and Grade as wide as their content (fixed columns fit it every frame); the
    // Move column takes the rest and wraps a long auction line.
    ImGui::TableSetupColumn("Trick", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("Player", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("Move", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("Grade", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableHeadersRow();
    // In one seat's view the other seats' cards still to come are hidden, and their grades with
    // them (a grade would tell what the hidden card was worth).
    const Perspective& pv = model.perspective();
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const MoveRow& r = rows[i];
      const bool hidden = !pv.show_all && r.play_index >= model.step() && r.mover != pv.seat;
      ImGui::PushID(static_cast<int>(i));
      ImGui::TableNextRow();
      if (r.play_index >= 0 && r.play_index % model.deal().num_seats == 0 && r.play_index > 0) {
        ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, theme::rgba(40, 48, 58));
      }
      const bool selected =
          auction_decision_ >= 0 ? r.decision == auction_decision_ : r.current && r.play_index >= 0;
      // The move first: a long auction line ("Sauspiel mit der Eichel-Sau", "call A\xE2\x99\xA3
      // (unknown)") wraps in its column rather than being cut off, and the row's selectable is
      // as tall as the wrapped text.
      ImGui::TableSetColumnIndex(2);
      float row_h = ImGui::GetTextLineHeight();
      if (hidden) {
        ImGui::TextColored(kDimText, "hidden");
      } else if (r.play_index >= 0) {
        card_inline(r.card, fonts, names);
      } else {
        ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
        text_wrapped("%s", r.action.c_str());
        ImGui::PopStyleColor();
        row_h = std::max(row_h, ImGui::GetItemRectSize().y);
      }
      ImGui::TableSetColumnIndex(0);
      char label[16];
      if (r.play_index < 0) {
        std::snprintf(label, sizeof label, "-");
      } else {
        std::snprintf(label, sizeof label, "%d", r.trick);
      }
      if (ImGui::Selectable(label, selected, ImGuiSelectableFlags_SpanAllColumns,
                            ImVec2(0, row_h))) {
        model.set_step(r.jump_step);
        // An auction decision is shown in the box above until the replay moves.
        auction_decision_ = r.play_index < 0 ? r.decision : -1;
        auction_click_ = r.play_index < 0;
      }
      if (selected && scroll) ImGui::SetScrollHereY(0.4f);
      ImGui::TableSetColumnIndex(1);
      ImGui::TextUnformatted(model.deal().player_name(r.mover).c_str());
      ImGui::TableSetColumnIndex(3);
      if (hidden) {
        // Nothing: see above.
      } else if (r.analysed) {
        grade_inline(r.grade, r.settled, r.grade_low, r.grade_high, fonts, true);
        if (is_key_grade(r.grade) || r.grade == solver::Grade::kInaccuracy) {
          ImGui::SameLine(0, 4);
          ImGui::TextColored(kDimText, "%.2f", r.loss);
          if (ImGui::IsItemHovered()) item_tooltip("The loss against the best, in stakes");
        }
      } else if (model.analysis().status() == AnalysisStatus::kRunning) {
        ImGui::TextColored(kDimText, "...");
      }
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
}

}  // namespace ui
