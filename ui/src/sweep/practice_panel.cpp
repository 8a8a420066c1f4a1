#include "sweep/practice_panel.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "../practice_sections.h"
#include "../trick_practice_controller.h"
#include "card_art.h"
#include "solver/sweep/lessons.h"
#include "sweep/board_text.h"
#include "theme.h"
#include "ui/sweep/layout.h"
#include "widgets.h"

namespace ui {
namespace {

namespace sw = engine::sweep;
using practice::SessionPhase;

using sweep_text::empty_table_note;
using sweep_text::hi;
using sweep_text::lo;
using sweep_text::plural;
using sweep_text::size_of;
using sweep_text::text_at;
bool hovered(const Box& b) {
  return ImGui::IsMouseHoveringRect(lo(b), hi(b)) && ImGui::IsWindowHovered();
}
std::string points(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

// The hand number and how the game ends.
std::string game_line(const practice::SweepSession& s) {
  const bool to251 = s.rules().game_mode == sw::GameMode::kTarget251;
  std::string t = "Hand " + std::to_string(s.hand_index() + 1);
  t += to251 ? " (first to 251)" : " of 4";
  return t;
}

// Both seats: the name plates, the hands (yours face up and clickable) and the capture piles.
void draw_seat_rows(AppContext& ctx, SweepPracticeController& c, ImDrawList* dl, const Fonts& fonts,
                    const practice::SweepSession* s, const SweepLayout& l) {
  const sw::SweepState& st = s->state();
  const int me = s->config().human_seat;
  const int bot = 1 - me;
  const auto names = s->player_names();
  const bool my_turn = s->human_to_act();
  const practice::SweepSelection& sel = s->selection();
  const std::array<int, 2> seat_of_row{bot, me};
  for (int row = 0; row < 2; ++row) {
    const int seat = seat_of_row[static_cast<std::size_t>(row)];
    const auto si = static_cast<std::size_t>(seat);
    const Box& plate = l.plate[static_cast<std::size_t>(row)];
    const bool to_move = s->to_act() == seat;
    dl->AddRectFilled(lo(plate), hi(plate), to_move ? theme::kPlateActive : theme::kPlate, 8);
    std::string name = names[si];
    if (seat == st.dealer) name += " (dealer)";
    if (to_move) name += seat == me ? ": your turn" : ": thinking...";
    text_at(dl, fonts.bold, 17, ImVec2(plate.x0 + 10, plate.y0 + 4),
            to_move ? theme::kGold : theme::kText, name);
    ctx.layout.push_back({"plate", seat, plate});
    const auto& boxes = l.hand[static_cast<std::size_t>(row)];
    std::size_t i = 0;
    if (seat == me) {
      for (sw::Card card : sw::cards(st.hands[si])) {
        if (i >= boxes.size()) break;
        Box b = boxes[i];
        const bool selected = sel.card == card;
        if (selected) {
          b.y0 -= 14;
          b.y1 -= 14;
        }
        CardLook look;
        look.highlight = selected;
        draw_sweep_card_face(dl, fonts, lo(b), size_of(b), card, look);
        ctx.layout.push_back({"hand", seat, b});
        if (my_turn && !ctx.screenshot && hovered(b)) {
          if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) c.click_hand_card(card);
          if (ImGui::IsMouseClicked(ImGuiMouseButton_Right)) c.trail_card(card);
        }
        ++i;
      }
    } else {
      for (; i < boxes.size(); ++i) {
        draw_card_back(dl, lo(boxes[i]), size_of(boxes[i]));
        ctx.layout.push_back({"hand", seat, boxes[i]});
      }
    }
    // At the hand's end the breakdown over the table says what the piles hold.
    if (st.hand_over()) continue;
    const Box& pile = l.pile[static_cast<std::size_t>(row)];
    const sw::CardMask pc = st.piles[si];
    float y = pile.y0 + 4;
    text_at(dl, fonts.bold, 16, ImVec2(pile.x0, y), theme::kText, "Captured");
    y += 22;
    text_at(dl, fonts.text, 15, ImVec2(pile.x0, y), theme::kText,
            plural(sw::count(pc), "card", "cards"));
    y += 19;
    text_at(dl, fonts.text, 15, ImVec2(pile.x0, y), theme::kText,
            plural(sw::honour_points(s->rules(), pc), "honour point", "honour points"));
    y += 19;
    std::string sweeps = plural(st.sweeps[si], "sweep", "sweeps");
    if (st.sweeps[si] > 0) sweeps += " (+" + std::to_string(st.sweep_points[si]) + ")";
    text_at(dl, fonts.text, 15, ImVec2(pile.x0, y), st.sweeps[si] ? theme::kGold : theme::kText,
            sweeps);
    ctx.layout.push_back({"pile", seat, pile});
  }
}

// The caption (the last turn in words), the stock and the round.
void draw_caption_and_stock(AppContext& ctx, ImDrawList* dl, const Fonts& fonts,
                            const practice::SweepSession* s, const SweepLayout& l) {
  const sw::SweepState& st = s->state();
  const int me = s->config().human_seat;
  const auto names = s->player_names();
  // The caption: the last turn in words.
  std::string caption;
  int caption_seat = 1 - st.dealer;  // the last mover, else the first
  const auto& acts = s->hand_actions();
  if (!acts.empty()) {
    sw::SweepState before = sw::initial_state(s->deal());
    for (std::size_t t = 0; t + 1 < acts.size(); ++t) sw::make(before, s->rules(), acts[t]);
    const int seat = before.mover;
    caption_seat = seat;
    caption = names[static_cast<std::size_t>(seat)] + ": " +
              solver::sweep::action_words(before, acts.back());
    if (solver::sweep::is_sweep(before, acts.back())) caption += "  SWEEP";
  } else {
    caption =
        game_line(*s) + ": " +
        (1 - st.dealer == me ? std::string("you play first")
                             : names[static_cast<std::size_t>(1 - st.dealer)] + " plays first");
  }
  if (!st.hand_over()) {
    // Beside the hand of the seat that moved: the player's at the bottom.
    const Box& cap = l.caption[caption_seat == me ? 1 : 0];
    text_at(dl, fonts.bold, 17, ImVec2(cap.x0 + 4, cap.y0 + 2), theme::kText, caption);
    ctx.layout.push_back({"caption", -1, cap});
  }

  const int stock_left = sw::kStockSize - st.stock_pos;
  if (!st.hand_over()) {
    if (stock_left > 0) {
      draw_card_back(dl, lo(l.stock), size_of(l.stock));
    } else {
      dl->AddRect(lo(l.stock), hi(l.stock), theme::kFeltLine, 6, 0, 1.5f);
    }
    text_at(dl, fonts.text, 14, ImVec2(l.stock.x0, l.stock.y1 + 4), theme::kTextDim,
            "Stock " + std::to_string(stock_left));
    text_at(dl, fonts.text, 14, ImVec2(l.stock.x0, l.stock.y0 - 20), theme::kTextDim,
            "Round " + std::to_string(std::min<int>(st.round, 3) + 1) + " of 4");
    ctx.layout.push_back({"aside", -1, l.stock});
  }
}

// The table's cards (the chosen ones framed, clickable on the player's turn).
void draw_table_cards(AppContext& ctx, SweepPracticeController& c, ImDrawList* dl,
                      const Fonts& fonts, const practice::SweepSession* s, const SweepLayout& l,
                      sw::CardMask outline) {
  const sw::SweepState& st = s->state();
  const bool my_turn = s->human_to_act();
  const practice::SweepSelection& sel = s->selection();
  std::size_t i = 0;
  for (sw::Card card : sw::cards(st.table)) {
    if (i >= l.table.size()) break;
    Box b = l.table[i];
    CardLook look;
    look.highlight = sw::has(outline, card);
    draw_sweep_card_face(dl, fonts, lo(b), size_of(b), card, look);
    if (sw::has(sel.take, card)) {
      dl->AddRect(ImVec2(b.x0 - 3, b.y0 - 3), ImVec2(b.x1 + 3, b.y1 + 3), theme::kGold, 7, 0, 3);
    }
    ctx.layout.push_back({"card", -1, b});
    if (my_turn && !ctx.screenshot && hovered(b) && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
      c.click_table_card(card);
    }
    ++i;
  }
  if (st.table == 0 && !st.hand_over()) {
    empty_table_note(dl, fonts.text, l.table_area);
  }
}

void draw_last_grade(const Fonts& fonts, SweepPracticeController& c,
                     const practice::SweepSession* s) {
  // The grade of the player's last turn.
  if (const practice::SweepGrade* g = s->last_grade()) {
    heading(fonts, "Your last turn");
    ImGui::TextUnformatted(solver::sweep::card_symbol(g->played.card).c_str());
    ImGui::SameLine();
    grade_inline(g->grade, g->settled, g->grade_low, g->grade_high, fonts, true);
    if (g->grade != solver::Grade::kNotGraded && g->best &&
        !solver::sweep::equivalent_actions(s->rules(), *g->best, g->played)) {
      text_wrapped("Best: %s %s (%s points better)",
                   solver::sweep::card_symbol(g->best->card).c_str(),
                   g->best->take ? ("takes " + solver::sweep::cards_symbols(g->best->take)).c_str()
                                 : "trailed",
                   points(g->loss_points).c_str());
    }
    for (const solver::Lesson& l : g->lessons) {
      const ImVec4 col = l.verdict == solver::LessonVerdict::kMistake ? kWarnText : kPlainText;
      lesson_title(l, col, l.text);
    }
    if (c.takeback_pending()) draw_takeback_offer(c, "A blunder. Take it back?", kWarnText);
  } else if (c.grading()) {
    heading(fonts, "Your last turn");
    ImGui::TextDisabled("The tutor grades it...");
  }
}

// `on_screen`: the practice screens' flag, off when the hand opens on the board.
void draw_review(AppContext& ctx, const Fonts& fonts, SweepPracticeController& c,
                 const practice::SweepSession* s, bool& on_screen) {
  // After the hand: the review.
  const SessionPhase phase = s->phase();
  if ((phase == SessionPhase::kHandOver || phase == SessionPhase::kGameOver) && !c.retrying()) {
    heading(fonts, "Review");
    if (const practice::SweepReview* r = c.review()) {
      if (!r->error.empty()) {
        text_wrapped("%s", r->error.c_str());
      } else {
        ImGui::Text("Accuracy %.1f over %d turns", r->human.accuracy, r->human.decisions);
        if (r->mistakes.empty()) ImGui::TextDisabled("No mistakes: well played.");
        for (std::size_t i = 0; i < r->mistakes.size(); ++i) {
          ImGui::PushID(static_cast<int>(i) + 100);
          text_wrapped("%s", r->mistakes[i].text.c_str());
          if (ImGui::SmallButton("Retry")) c.start_retry(r->mistakes[i].turn);
          ImGui::PopID();
        }
      }
    } else if (c.review_running()) {
      const JobProgress p = c.review_progress();
      ImGui::ProgressBar(p.fraction(), ImVec2(-1, 0),
                         (std::to_string(p.done) + " of " + std::to_string(p.total)).c_str());
    } else if (ImGui::Button("Review the hand")) {
      c.request_review();
    }
    // The hand on the Sweep board (the analyzer's view); Practice > Back to the Sweep game.
    if (ImGui::Button("Open the hand on the board")) {
      std::string error;
      if (auto log = s->hand_log_of(s->hand_index(), &error)) {
        if (auto replay = SweepReplay::from_log(*log, &error)) {
          ctx.sweep.emplace(std::make_shared<const SweepReplay>(std::move(*replay)),
                            "practice hand " + std::to_string(s->hand_index() + 1), -1);
          on_screen = false;
        }
      }
      if (!error.empty()) c.message = "Cannot open the hand: " + error;
    }
  }
}

void draw_score_table(const Fonts& fonts, const practice::SweepSession* s) {
  const auto names = s->player_names();
  // The score table.
  if (!s->score_table().empty()) {
    heading(fonts, "Score");
    if (ImGui::BeginTable("##sweep_scores", 3, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
      ImGui::TableSetupColumn("Hand");
      ImGui::TableSetupColumn(names[0].c_str());
      ImGui::TableSetupColumn(names[1].c_str());
      ImGui::TableHeadersRow();
      for (const practice::SweepScoreRow& r : s->score_table()) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::Text("%d", r.hand);
        for (int p = 0; p < 2; ++p) {
          ImGui::TableNextColumn();
          ImGui::Text("%d (%d)", r.score.points[static_cast<std::size_t>(p)],
                      r.totals[static_cast<std::size_t>(p)]);
          if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip("%s", practice::sweep_score_words(r.score, p).c_str());
          }
        }
      }
      ImGui::EndTable();
    }
    ImGui::TextDisabled("Points of the hand (running total)");
  }
}

}  // namespace

void SweepPracticePanel::draw_table(AppContext& ctx, SweepPracticeController& c,
                                    const PanelFrame& frame) {
  begin_panel("##sweep_practice_table", frame, theme::kBackground);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const Fonts& fonts = *frame.fonts;
  practice::SweepSession* s = c.session();
  if (!s) {
    ImGui::End();
    return;
  }
  const sw::SweepState& st = s->state();
  const int me = s->config().human_seat;
  const int bot = 1 - me;
  const practice::SweepSelection& sel = s->selection();

  const ImVec2 p0(frame.pos.x + 8, frame.pos.y + 8);
  const ImVec2 p1(frame.pos.x + frame.size.x - 8, frame.pos.y + frame.size.y - 8);
  dl->AddRectFilled(p0, p1, theme::kRail, 22);
  dl->AddRectFilled(ImVec2(p0.x + 7, p0.y + 7), ImVec2(p1.x - 7, p1.y - 7), theme::kFelt, 16);
  const SweepLayout l =
      layout_sweep(p0.x + 7, p0.y + 7, p1.x - p0.x - 14, p1.y - p0.y - 14,
                   sw::count(st.hands[static_cast<std::size_t>(bot)]),
                   sw::count(st.hands[static_cast<std::size_t>(me)]), sw::count(st.table));

  // What to outline on the table: the listed capture under the mouse, else the selection.
  sw::CardMask outline = sel.take;
  const auto captures = s->captures_of_selected();
  if (hovered_capture >= 0 && hovered_capture < static_cast<int>(captures.size())) {
    outline = captures[static_cast<std::size_t>(hovered_capture)].take;
  }

  draw_seat_rows(ctx, c, dl, fonts, s, l);
  draw_caption_and_stock(ctx, dl, fonts, s, l);
  draw_table_cards(ctx, c, dl, fonts, s, l, outline);
  draw_breakdown(fonts, c, s, l, p0, p1);
  ImGui::End();
}

void SweepPracticePanel::draw_breakdown(const Fonts& fonts, SweepPracticeController& c,
                                        const practice::SweepSession* s, const SweepLayout& l,
                                        ImVec2 p0, ImVec2 p1) {
  const int me = s->config().human_seat;
  const auto names = s->player_names();
  // At the hand's end: the SW-17 breakdown over the table.
  const SessionPhase phase = s->phase();
  if (phase == SessionPhase::kHandOver || phase == SessionPhase::kGameOver) {
    const std::string key =
        s->game_id() + "/" + std::to_string(s->hand_index()) + (c.retrying() ? "r" : "");
    if (breakdown_key != key) {
      breakdown.reset();
      breakdown_key = key;
      std::string error;
      if (auto log = s->hand_log_of(s->hand_index(), &error)) {
        if (auto replay = SweepReplay::from_log(*log, &error)) {
          breakdown = replay->breakdown(replay->turns());
        }
      }
    }
    const float felt_w = p1.x - p0.x - 14;
    const float w = std::min(470.0f, felt_w - 24);
    ImGui::SetNextWindowPos(
        ImVec2(p0.x + 7 + (felt_w - w) * 0.5f,
               std::max(l.plate[0].y1 + 8, (l.plate[0].y1 + l.plate[1].y0) * 0.5f - 150)));
    ImGui::SetNextWindowSize(ImVec2(w, 0));
    ImGui::SetNextWindowBgAlpha(0.94f);
    ImGui::Begin("##sweep_breakdown", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::PushFont(fonts.bold);
    ImGui::TextColored(kGoldText, "%s: the score (SW-17)", game_line(*s).c_str());
    ImGui::PopFont();
    if (breakdown) {
      const SweepScoreBreakdown& b = *breakdown;
      if (ImGui::BeginTable("##bd", 3, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
        ImGui::TableSetupColumn("");
        ImGui::TableSetupColumn(names[0].c_str());
        ImGui::TableSetupColumn(names[1].c_str());
        ImGui::TableHeadersRow();
        auto row = [&](const char* what, const std::array<int, 2>& x, bool bold, bool dim) {
          ImGui::TableNextRow();
          ImGui::TableNextColumn();
          if (dim) ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
          ImGui::TextUnformatted(what);
          for (int p = 0; p < 2; ++p) {
            ImGui::TableNextColumn();
            if (bold) {
              ImGui::TextColored(kGoldText, "%d", x[static_cast<std::size_t>(p)]);
            } else {
              ImGui::Text("%d", x[static_cast<std::size_t>(p)]);
            }
          }
          if (dim) ImGui::PopStyleColor();
        };
        // As the replay's Score tab: the points, their total, then the cards captured.
        row("Honour points", b.honours, false, false);
        row("Card majority", b.majority, false, false);
        row("Sweep points", b.sweeps, false, false);
        row("Total", b.total, true, false);
        row("Cards captured", b.cards, false, true);
        ImGui::EndTable();
      }
      if (b.remainder_to >= 0 && b.remainder) {
        const auto p = static_cast<std::size_t>(b.remainder_to);
        text_wrapped(
            "The last cards on the table (%s) went to %s, the last to capture: "
            "%s and %s of the above (SW-16).",
            solver::sweep::cards_symbols(b.remainder).c_str(), names[p].c_str(),
            plural(b.remainder_cards[p], "card", "cards").c_str(),
            plural(b.remainder_honours[p], "honour point", "honour points").c_str());
      }
    }
    const auto t = s->totals();
    ImGui::Text("Game: %s %d, %s %d", names[0].c_str(), t[0], names[1].c_str(), t[1]);
    if (phase == SessionPhase::kGameOver) {
      const int w_seat = s->winner();
      ImGui::TextColored(kGoldText, "%s",
                         w_seat < 0     ? "The game is a draw."
                         : w_seat == me ? "You win the game!"
                                        : "The computer wins the game.");
    } else if (!c.retrying() && ImGui::Button("Next hand")) {
      c.next_hand();
    }
    ImGui::End();
  }
}

void SweepPracticePanel::draw_turn(const Fonts& fonts, SweepPracticeController& c,
                                   const practice::SweepSession* s) {
  const sw::SweepState& st = s->state();
  if (s->human_to_act()) {
    heading(fonts, "Your turn");
    const practice::SweepSelection& sel = s->selection();
    // The card line and the buttons stay where they are whatever is selected, so that nothing
    // jumps under the pointer; what the card can take is listed under them (issue 42).
    if (sel.card == sw::kNoCard) {
      ImGui::TextUnformatted("Card: click one of your cards");
    } else {
      ImGui::Text("Card: %s", solver::sweep::card_symbol(sel.card).c_str());
    }
    const auto caps = s->captures_of_selected();
    const std::optional<std::string> problem =
        sel.card != sw::kNoCard && sel.take != 0 ? s->take_problem() : std::nullopt;
    ImGui::BeginDisabled(sel.card == sw::kNoCard || sel.take == 0 || problem.has_value());
    if (ImGui::Button("Take")) c.take();
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(sel.card == sw::kNoCard);
    if (ImGui::Button("Trail")) c.trail();
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button(c.hint_running() ? "Hint..." : "Hint")) c.request_hint();
    if (sel.card == sw::kNoCard) {
      text_wrapped(
          "Click a card of your hand, then the capture it makes (or the table cards it takes "
          "and Take). Trail (or a right click on the card) lays it on the table.");
    } else if (caps.empty()) {
      ImGui::TextDisabled("It takes nothing here: trail it.");
    } else {
      ImGui::TextDisabled(caps.size() == 1 ? "It can take (click to play it):"
                                           : "It can take (click one to play it):");
      for (std::size_t i = 0; i < caps.size() && i < 12; ++i) {
        ImGui::PushID(static_cast<int>(i));
        const std::string words = solver::sweep::action_words(st, caps[i]);
        if (ImGui::Selectable(words.c_str(), sel.take == caps[i].take)) c.play_capture(caps[i]);
        if (ImGui::IsItemHovered()) hovered_capture = static_cast<int>(i);
        ImGui::PopID();
      }
      if (caps.size() > 12) ImGui::TextDisabled("... and %zu more", caps.size() - 12);
    }
    if (problem) ImGui::TextColored(kWarnText, "%s", problem->c_str());
    if (const auto& h = c.hint()) {
      ImGui::TextColored(kGoldText, "Tutor: %s", h->words.c_str());
      text_wrapped("%s", h->reason.c_str());
      for (std::size_t i = 0; i < h->values.size() && i < 5; ++i) {
        ImGui::TextDisabled("  %s  %s", signed_text(h->values[i].margin, 1).c_str(),
                            h->values[i].words.c_str());
      }
      for (const auto& l : h->lessons) {
        lesson_title(l.id, l.title, kPlainText, l.text);
      }
    }
  }
}

void SweepPracticePanel::draw_side(AppContext& ctx, SweepPracticeController& c) {
  const Fonts& fonts = ctx.fonts;
  practice::SweepSession* s = c.session();
  hovered_capture = -1;
  if (!s) return;
  const auto names = s->player_names();
  const int me = s->config().human_seat;
  const auto t = s->totals();

  ImGui::PushFont(fonts.bold);
  ImGui::TextColored(kGoldText, "Sweep practice (%s)", s->config().preset.c_str());
  ImGui::PopFont();
  ImGui::TextDisabled("%s  ·  computer: %s  ·  seed %llu", game_line(*s).c_str(),
                      s->config().bots == solver::Strength::kStrong ? "strong" : "quick",
                      static_cast<unsigned long long>(s->config().seed));
  ImGui::Text("%s %d  :  %d %s", names[static_cast<std::size_t>(me)].c_str(),
              t[static_cast<std::size_t>(me)], t[static_cast<std::size_t>(1 - me)],
              names[static_cast<std::size_t>(1 - me)].c_str());
  if (c.retrying()) {
    ImGui::TextColored(kWarnText, "Retry: play the turn again (nothing is saved).");
    ImGui::SameLine();
    if (ImGui::SmallButton("Back to the game")) c.end_retry();
  }
  if (!c.message.empty()) ImGui::TextColored(kWarnText, "%s", c.message.c_str());

  draw_turn(fonts, c, s);
  draw_last_grade(fonts, c, s);
  draw_review(ctx, fonts, c, s, on_screen);
  draw_score_table(fonts, s);
}

void SweepPracticePanel::draw_windows(AppContext& ctx, SweepPracticeController& c) {
  if (!ask_resume) return;
  ImGui::OpenPopup("Resume Sweep game");
  if (ImGui::BeginPopupModal("Resume Sweep game", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    if (resumable) {
      const auto t = resumable->totals();
      ImGui::Text("A Sweep game (%s, seed %llu) is saved: hand %d, %d : %d.",
                  resumable->config().preset.c_str(),
                  static_cast<unsigned long long>(resumable->config().seed),
                  resumable->hand_index() + 1, t[0], t[1]);
      if (ImGui::Button("Resume")) {
        if (ctx.practice) ctx.practice->stop();  // one practice game at a time
        c.adopt(std::move(resumable));
        on_screen = true;
        ctx.practice_mode = false;
        ask_resume = false;
        ImGui::CloseCurrentPopup();
      }
      ImGui::SameLine();
    } else {
      text_wrapped("%s", resume_note.c_str());
    }
    if (ImGui::Button(resumable ? "Not now" : "OK")) {
      resumable.reset();
      ask_resume = false;
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
}

}  // namespace ui
