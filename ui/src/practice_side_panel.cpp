#include "practice_side_panel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "grade_style.h"
#include "practice_sections.h"
#include "solver/grades.h"
#include "solver/verdict.h"
#include "trick_practice_controller.h"
#include "ui/analysis_view.h"
#include "ui/practice/table_options.h"
#include "ui/practice_screen.h"
#include "widgets.h"

namespace ui {
namespace {

using practice::Move;

// "Q♣" for a card, else the session's words ("pick", "call ace of hearts", "Kontra").
std::string move_label(const Move& m, const Fonts& fonts, CardNames names,
                       const engine::SchafkopfHand* sk) {
  const auto* a = std::get_if<solver::Action>(&m);
  const auto* k = std::get_if<solver::SkAction>(&m);
  if (a && a->kind == solver::DecisionKind::kPlay) return card_string(a->card, fonts, names);
  if (a && a->kind == solver::DecisionKind::kBury) {
    std::string text = "bury";
    for (const engine::Card c : engine::cards(a->bury)) text += " " + card_string(c, fonts, names);
    return text;
  }
  // An announcement in the words of its button ("Pass", "Crack", "Blitz", ...).
  if (a && a->kind == solver::DecisionKind::kAnnounce) return announce_word(a->announce);
  if (a) return choice_text(*a, names);  // pick/pass, the call: in the same card notation
  if (k) {
    switch (k->kind) {
      case solver::SkActionKind::kPlay:
        return card_string(k->card, fonts, names);
      case solver::SkActionKind::kBid:
        if (sk) return sk_bid_label(sk->rules(), k->bid);
        break;
      case solver::SkActionKind::kDeclare:
        return engine::contract_name(k->contract);
      case solver::SkActionKind::kDouble:
        return k->yes ? "Kontra (or Re)" : "No double";
    }
  }
  return practice::move_text(m);
}

// An analysis action in the words of move_label (Schafkopf bids by their rank names).
std::string action_label(const solver::Action& a, const Fonts& fonts, CardNames names,
                         const engine::SchafkopfHand* sk) {
  if (sk) {
    if (const auto k = solver::to_sk_action(a)) return move_label(Move{*k}, fonts, names, sk);
  }
  if (a.kind == solver::DecisionKind::kAnnounce) return announce_word(a.announce);
  return choice_text(a, names);
}

Move to_move(const PracticeChoice& c) {
  if (c.ss) return *c.ss;
  return *c.sk;
}

// The solver's sentences name cards by code; they are shown in the player's card notation.
void lesson_lines(const std::vector<solver::Lesson>& lessons, CardNames names, bool schafkopf) {
  for (const solver::Lesson& l : lessons) {
    const ImVec4 col =
        l.verdict == solver::LessonVerdict::kMistake
            ? grade_color_v(solver::Grade::kMistake)
            : (l.verdict == solver::LessonVerdict::kPraise ? grade_color_v(solver::Grade::kBest)
                                                           : kPartnerText);
    ImGui::PushTextWrapPos(0);
    lesson_title(l, col);  // wraps in a narrow panel
    wrapped_text(name_cards(l.text, names, schafkopf));
    ImGui::PopTextWrapPos();
  }
}

const char* spinner() {
  static const char* kFrames[] = {"|", "/", "-", "\\"};
  return kFrames[static_cast<int>(ImGui::GetTime() * 8) % 4];
}

// Buttons flowing left to right, wrapping at the panel's edge; returns the index clicked or -1.
int button_row(const std::vector<std::string>& labels, const std::vector<std::string>& tips) {
  int clicked = -1;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  for (std::size_t i = 0; i < labels.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    const float w = ImGui::CalcTextSize(labels[i].c_str()).x + ImGui::GetStyle().FramePadding.x * 2;
    if (i > 0) {
      ImGui::SameLine();
      if (ImGui::GetCursorScreenPos().x + w > right) ImGui::NewLine();
    }
    if (ImGui::Button(labels[i].c_str())) clicked = static_cast<int>(i);
    if (i < tips.size() && !tips[i].empty() && ImGui::IsItemHovered()) {
      item_tooltip("%s", tips[i].c_str());
    }
    ImGui::PopID();
  }
  return clicked;
}

// The hint's valued alternatives, best first, as the analyzer's moves panel shows a decision: the
// mover's units with their standard error, the side's card points when valued (card play), the
// best marked and the others' loss in stakes; then the reason (auction decisions: the values of
// the best and the runner-up, and whether the quick rule of thumb agrees).
void hint_table(const practice::Hint& hint, const Fonts& fonts, CardNames names,
                const engine::SchafkopfHand* sk) {
  const bool valued = std::any_of(hint.alternatives.begin(), hint.alternatives.end(),
                                  [](const solver::Alternative& a) { return a.has_values; });
  const bool points = std::any_of(hint.alternatives.begin(), hint.alternatives.end(),
                                  [](const solver::Alternative& a) { return a.has_points; });
  // As the analyzer's decision table: the loss in stakes (0 for the best group) in its grade's
  // colour, then the units and the points, each with its standard error, each under its heading.
  // The texts first, so that every column gets its width from them (issue 42: the crack hint's
  // table, left to ImGui's auto-fit, could stay three slivers wide in the live app).
  struct Row {
    std::string choice, loss, units, points;
    ImVec4 loss_colour;
  };
  std::vector<Row> rows;
  const char* star = fonts.suit_glyphs ? "\xE2\x98\x85" : "*";
  for (std::size_t i = 0; i < hint.alternatives.size(); ++i) {
    const solver::Alternative& a = hint.alternatives[i];
    Row r;
    r.choice = a.action.kind == solver::DecisionKind::kPlay
                   ? card_string(a.action.card, fonts, names)
                   : action_label(a.action, fonts, names, sk);
    if (a.has_values) {
      CardValue cv;
      cv.loss = a.loss;
      cv.loss_se = a.loss_se;
      cv.grade = i == 0 ? solver::Grade::kBest : solver::grade_for(a.loss, a.loss_se, false);
      r.loss = loss_text_se(cv);
      r.loss_colour = grade_color_v(loss_tone(cv));  // by its own estimate (solver/verdict.h)
      r.units = signed_text(a.units.mean);
      if (a.units.se > 0) r.units += " \xC2\xB1 " + signed_text(a.units.se).substr(1);
      if (a.has_points) r.points = solver::with_error(a.points.mean, a.points.se, 1);
    }
    rows.push_back(std::move(r));
  }
  const auto width = [&](const char* heading, std::string Row::*field, float extra) {
    float w = ImGui::CalcTextSize(heading).x;
    for (const Row& r : rows) w = std::max(w, ImGui::CalcTextSize((r.*field).c_str()).x + extra);
    return std::ceil(w);
  };
  const float star_w = ImGui::CalcTextSize(star).x + 4;
  if (valued && ImGui::BeginTable("##alts", points ? 4 : 3,
                                  ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("Choice", ImGuiTableColumnFlags_WidthFixed,
                            width("Choice", &Row::choice, star_w));
    ImGui::TableSetupColumn("Loss, stakes", ImGuiTableColumnFlags_WidthFixed,
                            width("Loss, stakes", &Row::loss, 0));
    ImGui::TableSetupColumn("Units", ImGuiTableColumnFlags_WidthFixed,
                            width("Units", &Row::units, 0));
    if (points) {
      ImGui::TableSetupColumn("Points", ImGuiTableColumnFlags_WidthFixed,
                              width("Points", &Row::points, 0));
    }
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < hint.alternatives.size(); ++i) {
      const solver::Alternative& a = hint.alternatives[i];
      const Row& r = rows[i];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      if (a.action.kind == solver::DecisionKind::kPlay) {
        card_inline(a.action.card, fonts, names);
      } else {
        ImGui::TextUnformatted(r.choice.c_str());
      }
      if (i == 0 && a.has_values) {
        ImGui::SameLine(0, 4);
        ImGui::TextColored(grade_color_v(solver::Grade::kBest), "%s", star);
      }
      ImGui::TableNextColumn();
      if (a.has_values) ImGui::TextColored(r.loss_colour, "%s", r.loss.c_str());
      ImGui::TableNextColumn();
      if (a.has_values) ImGui::TextUnformatted(r.units.c_str());
      if (points) {
        ImGui::TableNextColumn();
        if (!r.points.empty()) ImGui::TextUnformatted(r.points.c_str());
      }
    }
    ImGui::EndTable();
    if (ImGui::IsItemHovered()) {
      item_tooltip(
          "Loss: what a choice costs against the best, in stakes (0 within the noise of the\n"
          "best). Units: your settlement units on average over deals that fit what you see.\n"
          "Points: your side's card points. \xC2\xB1 the standard error. \xE2\x98\x85 the best.");
    }
    ImGui::TextColored(kDimText, "Values over %d sampled deals.", hint.worlds);
  }
  if (!hint.reason.empty()) {
    ImGui::PushTextWrapPos(0);
    wrapped_text(hint.reason);
    ImGui::PopTextWrapPos();
  }
}

// What the parts of the side panel share while one frame is drawn.
struct SideView {
  AppContext& ctx;
  TrickPracticeController& practice;
  practice::Session* s;
  PracticeControls pc;
  PracticeStatus st;
  PracticeButtons buttons;
  std::vector<std::string> names;
  bool schafkopf;
  CardNames names_of_cards;
};

// The decision in front of the player: the prompt, the legal choices as buttons, the bury.
void draw_decision(SideView& v) {
  TrickPracticeController& practice = v.practice;
  const Fonts& fonts = v.ctx.fonts;
  practice::Session* s = v.s;
  const PracticeControls& pc = v.pc;
  const std::vector<std::string>& names = v.names;
  auto name_of = [&](int seat) {
    return seat >= 0 && seat < static_cast<int>(names.size())
               ? names[static_cast<std::size_t>(seat)]
               : std::string("?");
  };
  // The decision.
  heading(fonts, practice.retrying() ? "Retry: your decision" : "Your decision");
  if (pc.decision == PracticeDecision::kWaiting) {
    ImGui::TextColored(kDimText, "%s %s is thinking...", spinner(), name_of(pc.to_act).c_str());
  } else if (pc.decision == PracticeDecision::kHandOver) {
    ImGui::TextColored(kDimText, "The hand is over.");
  } else {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kGoldText, "%s", pc.prompt.c_str());
    ImGui::PopTextWrapPos();
  }
  if (!pc.choices.empty()) {
    std::vector<std::string> labels;
    std::vector<std::string> tips;
    for (const PracticeChoice& c : pc.choices) {
      labels.push_back(c.label);
      tips.push_back(c.tooltip);
    }
    const int clicked = button_row(labels, tips);
    if (clicked >= 0) practice.act(to_move(pc.choices[static_cast<std::size_t>(clicked)]));
  }
  if (pc.decision == PracticeDecision::kBury) {
    const bool four = s->sheepshead_hand() && s->sheepshead_hand()->rules().blind_size() == 4;
    text_wrapped("Click %s cards of your hand to bury them; click again to put one back.",
                 four ? "four" : "two");
    ImGui::BeginDisabled(!pc.bury_confirmable);
    if (ImGui::Button(four ? "Bury these four" : "Bury these two") && pc.bury_action) {
      practice.act(*pc.bury_action);
    }
    ImGui::EndDisabled();
    if (!pc.bury_confirmable) {
      ImGui::SameLine();
      ImGui::TextColored(kDimText, "%s", pc.bury_problem.c_str());
    }
  }
  if (pc.decision == PracticeDecision::kPlay) {
    ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
    text_wrapped(
        "Click a card marked in gold. Greyed cards are not legal now (hover them to see why).");
    ImGui::PopStyleColor();
  }
  if (!practice.message.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kWarnText, "%s", practice.message.c_str());
    ImGui::PopTextWrapPos();
    if (ImGui::SmallButton("OK")) practice.message.clear();
  }
}

// The tutor: the hint, the grade of the player's last move, the take-back offer.
void draw_tutor(SideView& v) {
  TrickPracticeController& practice = v.practice;
  const Fonts& fonts = v.ctx.fonts;
  practice::Session* s = v.s;
  const PracticeButtons& buttons = v.buttons;
  const bool schafkopf = v.schafkopf;
  const CardNames& names_of_cards = v.names_of_cards;
  // The tutor.
  heading(fonts, "Tutor");
  if (buttons.hint) {
    if (ImGui::Button("Hint")) practice.request_hint();
    if (ImGui::IsItemHovered()) item_tooltip("What would the tutor do here, and why?");
  }
  if (practice.hint_running()) {
    ImGui::TextColored(kDimText, "%s The tutor is thinking...", spinner());
  }
  if (const auto& hint = practice.hint()) {
    ImGui::TextColored(
        kGoldText, "Suggested: %s",
        move_label(hint->suggested, fonts, names_of_cards, s->schafkopf_hand()).c_str());
    hint_table(*hint, fonts, names_of_cards, s->schafkopf_hand());
    lesson_lines(hint->lessons, names_of_cards, schafkopf);
    if (!hint->note.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
      text_wrapped("%s", name_cards(hint->note, names_of_cards, schafkopf).c_str());
      ImGui::PopStyleColor();
    }
  }
  const practice::MoveGrade* g = s->last_grade();
  // The declarer's automatic "no" to the Kontra poll was no decision of his: it is not shown.
  if (const auto* k = g ? std::get_if<solver::SkAction>(&g->move) : nullptr;
      k && k->kind == solver::SkActionKind::kDouble && !k->yes &&
      g->grade == solver::Grade::kForced) {
    g = nullptr;
  }
  if (g) {
    ImGui::Text("Your last move: %s",
                move_label(g->move, fonts, names_of_cards, s->schafkopf_hand()).c_str());
    ImGui::SameLine();
    if (g->grade == solver::Grade::kNotGraded) {
      ImGui::TextColored(kDimText, "(not graded)");
      if (!g->note.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
        text_wrapped("%s", name_cards(g->note, names_of_cards, schafkopf).c_str());
        ImGui::PopStyleColor();
      }
    } else {
      grade_inline(g->grade, g->analysis.settled, g->analysis.grade_low, g->analysis.grade_high,
                   fonts, true);
      // A Best grade is a loss within the noise: 0, as its badge says; no cost beside it.
      if (g->loss > 0.005 && g->grade != solver::Grade::kBest &&
          g->grade != solver::Grade::kForced) {
        ImGui::SameLine();
        ImGui::TextColored(kDimText, "costs %.2f stakes", g->loss);
      }
      // Never "Better: pick" after a pick (an uncertain grade need not name another move).
      const std::string better =
          g->best ? action_label(*g->best, fonts, names_of_cards, s->schafkopf_hand()) : "";
      if (g->best && g->grade != solver::Grade::kBest && g->grade != solver::Grade::kForced &&
          better != move_label(g->move, fonts, names_of_cards, s->schafkopf_hand())) {
        ImGui::TextColored(kDimText, "Better: %s", better.c_str());
      }
    }
    lesson_lines(g->lessons, names_of_cards, schafkopf);
  } else if (practice.grading()) {
    ImGui::TextColored(kDimText, "%s Grading your move...", spinner());
  }
  if (buttons.take_back) {
    draw_takeback_offer(practice, "That was a blunder. Take it back and try again?",
                        grade_color_v(solver::Grade::kBlunder));
  }
}

// After the hand: Review, Next hand, the retry and the review's key mistakes.
void draw_after_hand(SideView& v) {
  AppContext& ctx = v.ctx;
  TrickPracticeController& practice = v.practice;
  const Fonts& fonts = v.ctx.fonts;
  const PracticeStatus& st = v.st;
  const PracticeButtons& buttons = v.buttons;
  const CardNames& names_of_cards = v.names_of_cards;
  // After the hand.
  if (st.hand_over) {
    heading(fonts, st.game_over ? "The game is over" : "The hand is over");
    if (practice.retrying()) {
      if (ImGui::Button("Back to the game")) practice.end_retry();
    } else {
      if (buttons.review && ImGui::Button("Review")) {
        practice.request_review();
        ctx.practice_review_request = true;
      }
      if (ImGui::IsItemHovered()) {
        item_tooltip("Open the hand in the analyzer and list your key mistakes.");
      }
      if (buttons.next_hand) {
        ImGui::SameLine();
        if (ImGui::Button("Next hand")) practice.next_hand();
      }
      if (buttons.final_table) {
        ImGui::SameLine();
        if (ImGui::Button("New game...")) ctx.show_practice_setup = true;
      }
    }
  }
  if (practice.retrying() && !st.hand_over) {
    if (ImGui::Button("Back to the game")) practice.end_retry();
  }
  if (practice.review_running()) {
    const JobProgress p = practice.review_progress();
    ImGui::ProgressBar(p.fraction(), ImVec2(-1, 0), "Reviewing the hand...");
  }
  if (const practice::Review* r = practice.review()) {
    if (!r->error.empty()) {
      ImGui::TextColored(kDimText, "%s", r->error.c_str());
    } else {
      ImGui::Text("Your accuracy this hand: %.1f%%", r->human.accuracy);
      if (r->mistakes.empty()) ImGui::TextColored(kDimText, "No mistakes. Well played!");
      for (std::size_t i = 0; i < r->mistakes.size(); ++i) {
        const practice::KeyMistake& m = r->mistakes[i];
        ImGui::PushID(static_cast<int>(i));
        grade_inline(m.grade, fonts, false);
        ImGui::SameLine();
        ImGui::PushTextWrapPos(ImGui::GetContentRegionAvail().x - 60);
        wrapped_text(practice::key_mistake_text(m, names_of_cards));
        ImGui::PopTextWrapPos();
        if (buttons.retry) {
          ImGui::SameLine();
          if (ImGui::SmallButton("Retry")) practice.start_retry(m.action_index);
        }
        ImGui::PopID();
      }
    }
  }
}

// "Sauspiel, won x2": a row's game in the score table.
std::string score_game_text(const practice::ScoreRow& r) {
  std::string game = r.contract;
  if (!r.result.empty() && r.result != r.contract) game += ", " + r.result;
  if (r.multiplier > 1) game += " x" + std::to_string(r.multiplier);
  return game;
}

// The score table: each player's units in the last hand (orange the declarer, blue the
// partner) and in all; the earlier hands one line each. In the side panel, not over the felt
// (issue 42: the floating table covered the cards), and narrow enough for it at any width.
void score_rows(SideView& v) {
  practice::Session* s = v.s;
  const std::vector<std::string>& names = v.names;
  const std::vector<practice::ScoreRow>& rows = s->score_table();
  const std::vector<int> totals = s->totals();
  const practice::ScoreRow* last = rows.empty() ? nullptr : &rows.back();
  if (last) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kDimText, "Hand %d: %s", last->hand, score_game_text(*last).c_str());
    ImGui::PopTextWrapPos();
  }
  const int best = totals.empty() ? 0 : *std::max_element(totals.begin(), totals.end());
  const int cols = last ? 3 : 2;
  const ImVec2 top = ImGui::GetCursorScreenPos();
  if (ImGui::BeginTable("##totals", cols,
                        ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_RowBg |
                            ImGuiTableFlags_BordersInnerH)) {
    ImGui::TableSetupColumn("Player", ImGuiTableColumnFlags_WidthStretch, 2.0f);
    if (last) ImGui::TableSetupColumn("Hand", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(v.st.game_over ? "Final" : "Total", ImGuiTableColumnFlags_WidthStretch,
                            1.0f);
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < totals.size() && i < names.size(); ++i) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const bool declarer = last && static_cast<int>(i) == last->declarer;
      const bool partner = last && static_cast<int>(i) == last->partner;
      ImGui::TextColored(declarer ? kPickerText : (partner ? kPartnerText : kPlainText), "%s",
                         names[i].c_str());
      if (last) {
        ImGui::TableNextColumn();
        if (i < last->units.size()) ImGui::TextUnformatted(units_text(last->units[i]).c_str());
      }
      ImGui::TableNextColumn();
      ImGui::TextColored(rows.empty() || totals[i] != best ? kPlainText : kGoldText, "%s",
                         units_text(totals[i]).c_str());
    }
    ImGui::EndTable();
    // In the layout report (issue 42: the table floated over the felt's cards).
    const ImVec2 end = ImGui::GetItemRectMax();
    v.ctx.layout.push_back({"score", -1, Box{top.x, top.y, end.x, end.y}});
  }
  if (last) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kDimText, "Orange: picker or declarer; blue: partner.");
    ImGui::PopTextWrapPos();
  }
  if (v.st.game_over && v.s->config().human_seat >= 0 &&
      v.s->config().human_seat < static_cast<int>(totals.size())) {
    ImGui::TextColored(kGoldText, "%s",
                       totals[static_cast<std::size_t>(v.s->config().human_seat)] == best
                           ? "You won the game!"
                           : "The game is over.");
  }
  if (v.st.hand_over && ImGui::Button("Statistics")) v.ctx.show_practice_stats = true;
  if (rows.size() > 1 && ImGui::TreeNode("Earlier hands")) {
    for (std::size_t h = 0; h + 1 < rows.size(); ++h) {
      const practice::ScoreRow& r = rows[h];
      std::string line = std::to_string(r.hand) + ". " + score_game_text(r) + ":";
      for (std::size_t i = 0; i < r.units.size() && i < names.size(); ++i) {
        line += (i ? ", " : " ") + names[i] + " " + units_text(r.units[i]);
      }
      ImGui::PushTextWrapPos(0);
      ImGui::TextUnformatted(line.c_str());
      ImGui::PopTextWrapPos();
    }
    ImGui::TreePop();
  }
}

// The score so far and the game's configuration.
void draw_score(SideView& v) {
  const Fonts& fonts = v.ctx.fonts;
  practice::Session* s = v.s;
  heading(fonts, "Score");
  score_rows(v);
  const practice::PracticeConfig& cfg = s->config();
  // Wrapped: a named table and its options are longer than a narrow panel.
  ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
  text_wrapped("%s, %s opponents, %s", cfg.preset.c_str(),
               cfg.bots == solver::Strength::kStrong ? "strong" : "quick",
               cfg.daily.empty() ? ("seed " + std::to_string(cfg.seed)).c_str()
                                 : ("daily " + cfg.daily).c_str());
  if (const engine::SheepsheadHand* h = s->sheepshead_hand()) {
    // The table's SS-14 options (three or four players, the jack of diamonds, cracks, ...).
    const std::string table = practice::table_options_text(practice::table_options_of(h->rules()));
    text_wrapped("Table: %s", table.c_str());
  }
  ImGui::PopStyleColor();
  if (!s->save_error().empty()) ImGui::TextColored(kWarnText, "%s", s->save_error().c_str());
}

// The practice settings (pause, take-back offer, opponents).
void draw_practice_settings(SideView& v) {
  AppContext& ctx = v.ctx;
  // The practice settings.
  if (ImGui::CollapsingHeader("Practice settings")) {
    float pause = ctx.settings.bot_pause;
    ImGui::SetNextItemWidth(160);
    if (ImGui::SliderFloat("Pause between moves", &pause, kMinBotPause, kMaxBotPause, "%.1f s")) {
      ctx.settings.bot_pause = pause;
      ctx.settings_changed = true;
    }
    if (ImGui::Checkbox("Offer to take back a blunder", &ctx.settings.offer_takeback)) {
      ctx.settings_changed = true;
    }
    int strong = ctx.settings.practice_strong ? 1 : 0;
    ImGui::TextUnformatted("Opponents (next game):");
    bool changed = ImGui::RadioButton("Quick", &strong, 0);
    ImGui::SameLine();
    changed |= ImGui::RadioButton("Strong", &strong, 1);
    if (changed) {
      ctx.settings.practice_strong = strong == 1;
      ctx.settings_changed = true;
    }
  }
}

}  // namespace

void PracticeSidePanel::draw(AppContext& ctx, TrickPracticeController& practice) {
  const Fonts& fonts = ctx.fonts;
  practice::Session* s = practice.session();
  if (!s) {
    heading(fonts, "Practice");
    text_wrapped(
        "Play Sheepshead or Schafkopf against the computer, with a tutor who "
        "grades every card you play.");
    if (ImGui::Button("New game...")) ctx.show_practice_setup = true;
    ImGui::SameLine();
    if (ImGui::Button("Daily deal...")) {
      ctx.show_practice_setup = true;
      ctx.practice_setup_daily = true;
    }
    return;
  }
  const PracticeControls pc = practice.controls();
  const PracticeStatus st = practice.status(ctx.settings.offer_takeback);
  const PracticeButtons buttons = practice_buttons(st);
  const std::vector<std::string> names = s->player_names();
  const bool schafkopf = practice::german_card_game(s->config().game);
  const CardNames names_of_cards{schafkopf, schafkopf && ctx.settings.faces == CardFaces::kGerman};
  SideView v{ctx, practice, s, pc, st, buttons, names, schafkopf, names_of_cards};
  draw_decision(v);
  draw_tutor(v);
  draw_after_hand(v);
  draw_score(v);
  draw_practice_settings(v);
}

}  // namespace ui
