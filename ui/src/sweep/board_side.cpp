// The Sweep board's side panel: the turn on the table with every legal action valued, the move
// list with grades, the lessons and accuracy, and the score of SW-17 broken down.
#include <algorithm>
#include <cstdio>
#include <string>

#include "board.h"
#include "grade_style.h"
#include "sweep/board_panel.h"
#include "sweep/board_text.h"
#include "theme.h"
#include "ui/sweep/analysis.h"
#include "widgets.h"

namespace ui {
namespace {

using sweep_text::plural;

std::string fixed1(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

// The turn's reason (the board digest's sentences), dimmed under the actions.
void reason_lines(const ReasonText& r) {
  ImGui::PushTextWrapPos(0);
  if (!r.why.empty()) ImGui::TextColored(kDimText, "Why: %s", r.why.c_str());
  if (!r.hindsight.empty()) ImGui::TextColored(kDimText, "%s", r.hindsight.c_str());
  ImGui::PopTextWrapPos();
}

// Where the analysis is: "Analysing: 5 of 48 turns", cancelled, unavailable.
void analysis_status(const AppContext& ctx, const HandAnalysisState& a) {
  switch (a.status()) {
    case AnalysisStatus::kNone:
      ImGui::TextColored(kDimText, "Not analysed (Analysis > Analyse this hand).");
      break;
    case AnalysisStatus::kUnavailable:
      analysis_unavailable_note(a);
      break;
    case AnalysisStatus::kRunning: {
      const JobProgress p = ctx.runner.progress();
      char text[64];
      std::snprintf(text, sizeof text, "Analysing: %d of %d turns", p.done, p.total);
      ImGui::ProgressBar(p.fraction(), ImVec2(-1, 0), text);
      if (ImGui::IsItemHovered()) {
        item_tooltip("The turn on the table first, then the rest. Esc cancels.");
      }
      break;
    }
    case AnalysisStatus::kCancelled:
      ImGui::TextColored(kDimText, "The analysis was cancelled: %d of %d turns analysed.", a.done(),
                         a.total());
      break;
    case AnalysisStatus::kDone:
      if (!a.message().empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, kWarnText);
        text_wrapped("%s", a.message().c_str());
        ImGui::PopStyleColor();
      }
      break;
  }
}

// One action of the turn: its words (the best starred, the played one framed; hovered, its
// cards outlined on the table), the sampled margin, the double-dummy margin and the loss.
void action_row(SweepBoardPanel& panel, const SweepTurnView& t, std::size_t i) {
  const SweepActionValue& av = t.actions[i];
  ImGui::PushID(static_cast<int>(i));
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  // The best marked, the played one framed.
  const std::string label =
      std::string(av.best ? "\xE2\x98\x85 " : "   ") + av.words + (av.played ? "  (played)" : "");
  // The row is one selectable across the columns; its words are drawn after it in the first
  // column, which clips them (issue 42: a Selectable's own label spans the row and ran into the
  // Margin column, "SWEEP +8 (played)+6.0"); cut off, the whole label is in the tooltip.
  const ImVec2 cell = ImGui::GetCursorPos();
  const bool cut = ImGui::CalcTextSize(label.c_str()).x > ImGui::GetContentRegionAvail().x;
  ImGui::Selectable("##action", false,
                    ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap);
  const bool hovered = ImGui::IsItemHovered();
  const ImVec2 lo = ImGui::GetItemRectMin();
  const ImVec2 hi = ImGui::GetItemRectMax();
  ImGui::SetCursorPos(cell);
  ImGui::TextColored(av.best ? kGoldText : kPlainText, "%s", label.c_str());
  if (hovered) {
    panel.hovered_action = av.action;
    const char* what = av.action.take ? "Its cards are outlined on the table."
                                      : "A trail: the card goes onto the table.";
    if (cut) {
      rect_tooltip(lo, hi, "%s\n%s", label.c_str(), what);
    } else {
      rect_tooltip(lo, hi, "%s", what);
    }
  }
  if (av.played) {
    ImGui::GetWindowDrawList()->AddRect(
        ImVec2(lo.x - 2, lo.y - 1), ImVec2(hi.x + 2, hi.y + 1),
        grade_color(t.analysed ? verdict_tone(t.grade, t.settled, t.grade_low, t.grade_high)
                               : solver::Grade::kNotGraded),
        3, 0, 2.0f);
  }
  ImGui::TableNextColumn();
  if (av.has_values) {
    std::string m = signed_text(av.margin, 1);
    if (av.margin_se > 0) m += " \xC2\xB1 " + fixed1(av.margin_se);
    ImGui::TextUnformatted(m.c_str());
  } else {
    ImGui::TextColored(kDimText, "-");
  }
  ImGui::TableNextColumn();
  if (av.dd_margin) {
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme::kPartner), "%+d", *av.dd_margin);
  } else {
    ImGui::TextColored(kDimText, "-");
  }
  ImGui::TableNextColumn();
  if (av.has_values) {
    ImGui::TextColored(grade_color_v(sweep_loss_tone(av)), "%s", sweep_loss_text(av).c_str());
  } else {
    ImGui::TextColored(kDimText, "-");
  }
  ImGui::PopID();
}

// Every legal action of the turn valued.
void actions_table(SweepBoardPanel& panel, const SweepTurnView& t) {
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_BordersInnerH;
  const float rows_h = ImGui::GetTextLineHeightWithSpacing() *
                       static_cast<float>(std::min<std::size_t>(t.actions.size(), 12) + 1);
  if (ImGui::BeginTable("##actions", 4, flags, ImVec2(0, rows_h + 8))) {
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("Action", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("Margin");
    ImGui::TableSetupColumn("DD");
    ImGui::TableSetupColumn("Loss");
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < t.actions.size(); ++i) action_row(panel, t, i);
    ImGui::EndTable();
  }
}

// The turn on the table: its grade and summary, every action valued, the reason.
void turn_tab(AppContext& ctx, SweepBoardPanel& panel) {
  SweepBoard& b = *ctx.sweep;
  const Fonts& fonts = ctx.fonts;
  const HandAnalysisState& a = b.analysis();
  analysis_status(ctx, a);
  const SweepBoardParts& board = *ctx.sweep_board().sweep;
  const SweepTurnView& t = board.turn;
  const SweepTableView& tv = board.table;
  const std::string& mover = board.names[static_cast<std::size_t>(std::max(t.mover, 0))];
  if (!t.exists) {
    text_wrapped("The hand is over: the Score tab has its breakdown.");
  } else {
    ImGui::PushFont(fonts.bold);
    ImGui::Text("Turn %d: %s to play (round %d)", t.turn, mover.c_str(), tv.round);
    ImGui::PopFont();
    if (!tv.hand_visible[static_cast<std::size_t>(t.mover)]) {
      ImGui::PushTextWrapPos(0);
      if (b.replay().deal_known()) {
        ImGui::TextColored(kDimText,
                           "%s's cards are hidden in this view: press A to show every hand.",
                           mover.c_str());
      } else {
        ImGui::TextColored(kDimText, "The log does not give %s's cards.", mover.c_str());
      }
      ImGui::PopTextWrapPos();
    } else {
      if (t.analysed) {
        grade_inline(t.grade, t.settled, t.grade_low, t.grade_high, fonts, true);
        ImGui::PushTextWrapPos(0);
        wrapped_text(t.summary);
        ImGui::PopTextWrapPos();
      } else {
        ImGui::TextColored(kDimText, t.pending ? "Still being analysed..." : "Not analysed.");
      }
      actions_table(panel, t);
      if (t.reason && t.reason->worlds > 0) reason_lines(board.reason);
      ImGui::PushTextWrapPos(0);
      if (t.analysed && !t.forced) {
        ImGui::TextColored(kDimText,
                           "Margin: the mover's expected final score minus the opponent's "
                           "(SW-17), over %d %s; DD: with every card seen. Loss in margin "
                           "points against the best.",
                           t.worlds,
                           t.exact
                               ? (t.worlds == 1 ? "world, the actual one" : "worlds, all of them")
                               : "sampled worlds");
      }
      if (!t.note.empty()) ImGui::TextColored(kDimText, "%s", t.note.c_str());
      ImGui::PopTextWrapPos();
    }
  }
}

// The move list with grades, by rounds; click a move for the table before it.
void moves_tab(AppContext& ctx, SweepBoardPanel& panel) {
  SweepBoard& b = *ctx.sweep;
  const Fonts& fonts = ctx.fonts;
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kDimText,
                     "%s: %d turns. Left/Right a turn, Up/Down a round, A every hand, 1 or 2 "
                     "one player's view.",
                     b.source().c_str(), b.steps());
  ImGui::PopTextWrapPos();
  verdict_legend_strip(fonts);
  ImGui::Separator();
  ImGui::BeginChild("##sweep_moves");
  const SweepBoardParts& board = *ctx.sweep_board().sweep;
  const std::vector<SweepMoveRow>& rows = board.moves;
  int round = 0;
  if (ImGui::BeginTable("##moves", 2, ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("move", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("grade");
    for (const SweepMoveRow& m : rows) {
      if (m.round != round) {
        round = m.round;
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::PushFont(fonts.bold);
        ImGui::Text("Round %d", round);
        ImGui::PopFont();
        ImGui::TableNextColumn();
      }
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      char num[16];
      std::snprintf(num, sizeof num, "%2d.", m.turn);
      const std::string line = std::string(num) + " " +
                               board.names[static_cast<std::size_t>(m.seat)] + "   " + m.words +
                               "##t" + std::to_string(m.turn);
      if (m.sweep) ImGui::PushStyleColor(ImGuiCol_Text, kGoldText);
      if (ImGui::Selectable(line.c_str(), m.current, ImGuiSelectableFlags_SpanAllColumns)) {
        b.set_step(m.turn - 1);
      }
      if (m.sweep) ImGui::PopStyleColor();
      if (ImGui::IsItemHovered()) {
        panel.hovered_turn = m.turn;
        item_tooltip(m.current ? "The turn on the table: its cards are outlined."
                               : "Click: the table before this turn, with its actions valued.");
      }
      if (m.current && ctx.screenshot) ImGui::SetScrollHereY(0.5f);
      ImGui::TableNextColumn();
      if (m.analysed) {
        grade_inline(m.grade, m.settled, m.grade_low, m.grade_high, fonts, false);
        if (m.loss > 0.05 && m.grade != solver::Grade::kForced) {
          ImGui::SameLine();
          ImGui::TextColored(kDimText, "-%s", fixed1(m.loss).c_str());
        }
      }
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
}

// The score of SW-17 broken down, the remainder (SW-16) and who wins.
void score_tab(const SweepBoardParts& board) {
  const SweepScoreBreakdown& s = board.score;
  const auto& names = board.names;
  text_wrapped("%s", s.final ? "The hand's score (SW-17)."
                             : "Captured so far (the score counts at the hand's end).");
  if (ImGui::BeginTable("##score", 3, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("");
    ImGui::TableSetupColumn(names[0].c_str());
    ImGui::TableSetupColumn(names[1].c_str());
    ImGui::TableHeadersRow();
    auto row = [&](const char* what, const std::array<int, 2>& x, bool dim) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      if (dim) ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
      ImGui::TextUnformatted(what);
      for (int p = 0; p < 2; ++p) {
        ImGui::TableNextColumn();
        ImGui::Text("%d", x[static_cast<std::size_t>(p)]);
      }
      if (dim) ImGui::PopStyleColor();
    };
    // The points, their total, then the cards captured (a count: the majority scores them).
    row("Honour points", s.honours, false);
    row("Card majority", s.majority, false);
    row("Sweep points", s.sweeps, false);
    row("Total", s.total, false);
    row("Cards captured", s.cards, true);
    ImGui::EndTable();
  }
  if (s.final) {
    if (s.remainder_to >= 0) {
      const auto p = static_cast<std::size_t>(s.remainder_to);
      text_wrapped(
          "The remainder (%s) went to %s, the last to capture: %s and %s of "
          "the above (SW-16).",
          board.remainder.c_str(), names[p].c_str(),
          plural(s.remainder_cards[p], "card", "cards").c_str(),
          plural(s.remainder_honours[p], "honour point", "honour points").c_str());
    } else if (s.remainder) {
      text_wrapped("Nobody captured: the table's cards go to nobody (SW-16).");
    }
    const int d = s.total[0] - s.total[1];
    if (d == 0) {
      ImGui::Text("A tie.");
    } else {
      ImGui::TextColored(kGoldText, "%s wins the hand by %d.", names[d > 0 ? 0 : 1].c_str(),
                         d > 0 ? d : -d);
    }
  }
}

}  // namespace

void SweepBoardPanel::draw_side(AppContext& ctx) {
  SweepBoard& b = *ctx.sweep;
  hovered_turn = -1;
  hovered_action.reset();
  if (!ImGui::BeginTabBar("##sweep_tabs")) return;
  // The Score tab opens by itself when the replay reaches the end of the hand (or when asked).
  const bool at_end = b.step() == b.steps() && ctx.sweep_board().sweep->table.hand_over;
  const bool to_score = select_score || (at_end && !was_at_end);
  was_at_end = at_end;
  select_score = false;

  if (ImGui::BeginTabItem("Turn")) {
    turn_tab(ctx, *this);
    ImGui::EndTabItem();
  }

  const bool to_moves = select_moves;
  select_moves = false;
  if (ImGui::BeginTabItem("Moves", nullptr, to_moves ? ImGuiTabItemFlags_SetSelected : 0)) {
    moves_tab(ctx, *this);
    ImGui::EndTabItem();
  }

  if (ImGui::BeginTabItem("Lessons", nullptr, select_lessons ? ImGuiTabItemFlags_SetSelected : 0)) {
    lessons.draw_sweep(ctx);
    ImGui::EndTabItem();
  }
  select_lessons = false;

  if (ImGui::BeginTabItem("Score", nullptr, to_score ? ImGuiTabItemFlags_SetSelected : 0)) {
    score_tab(*ctx.sweep_board().sweep);
    ImGui::EndTabItem();
  }
  ImGui::EndTabBar();
}

}  // namespace ui
