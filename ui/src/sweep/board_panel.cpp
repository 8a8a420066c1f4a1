#include "sweep/board_panel.h"

#include <GLFW/glfw3.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "card_art.h"
#include "controls_panel.h"
#include "sweep/board_text.h"
#include "sweep/felt.h"
#include "theme.h"
#include "ui/sweep/analysis.h"
#include "ui/sweep/layout.h"
#include "widgets.h"

namespace ui {
namespace {

namespace sw = engine::sweep;

using sweep_text::empty_table_note;
using sweep_text::hi;
using sweep_text::lo;
using sweep_text::size_of;
using sweep_text::text_at;

using sweep_text::plural;

// A capture pile opened (issue 42): its cards as small faces, in rows of up to eight, in a
// tooltip beside the pile.
void pile_cards_tooltip(const Fonts& fonts, const std::string& title, sw::CardMask taken) {
  ImGui::BeginTooltip();
  ImGui::TextUnformatted(title.c_str());
  const ImVec2 card(34, 48);
  const int per_row = 8;
  const int n = sw::count(taken);
  const int rows = (n + per_row - 1) / per_row;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  int i = 0;
  for (sw::Card c : sw::cards(taken)) {
    const ImVec2 p(origin.x + static_cast<float>(i % per_row) * (card.x + 4),
                   origin.y + static_cast<float>(i / per_row) * (card.y + 4));
    draw_sweep_card_face(dl, fonts, p, card, c);
    ++i;
  }
  ImGui::Dummy(ImVec2(static_cast<float>(std::min(n, per_row)) * (card.x + 4),
                      static_cast<float>(rows) * (card.y + 4)));
  ImGui::EndTooltip();
}

// At the end of the hand, on the felt: the score of SW-17 broken down per player (honours,
// cards, majority, sweeps, total) and where the remainder went (SW-16).
void draw_breakdown(ImDrawList* dl, const Fonts& fonts, const SweepBoardParts& board,
                    const Box& area) {
  const SweepScoreBreakdown& s = board.final_score;
  // The points first, their total in bold, then the cards captured (a count, not points: the
  // majority above is what they score), as the Score tab and practice write them.
  const char* rows[] = {"Honour points", "Card majority", "Sweep points", "Total",
                        "Cards captured"};
  const std::array<const std::array<int, 2>*, 5> values{&s.honours, &s.majority, &s.sweeps,
                                                        &s.total, &s.cards};
  const float line = 20;
  const float col = 70;
  const float label_w = 124;
  const float w = label_w + 2 * col;
  const float h = line * 7 + 8;
  const float x0 = std::max(area.x0, (area.x0 + area.x1 - w) * 0.5f);
  const float y0 = std::max(area.y0, (area.y0 + area.y1 - h) * 0.5f);
  dl->AddRectFilled(ImVec2(x0 - 10, y0 - 6), ImVec2(x0 + w + 10, y0 + h), theme::rgba(0, 0, 0, 90),
                    8);
  float y = y0;
  text_at(dl, fonts.bold, 16, ImVec2(x0, y), theme::kGold, "The score (SW-17)");
  y += line + 2;
  for (int p = 0; p < 2; ++p) {
    text_at(dl, fonts.bold, 15, ImVec2(x0 + label_w + col * static_cast<float>(p), y), theme::kText,
            board.names[static_cast<std::size_t>(p)]);
  }
  y += line;
  for (std::size_t r = 0; r < values.size(); ++r) {
    const bool total = r == 3;
    const bool count = r == 4;
    ImFont* f = total ? fonts.bold : fonts.text;
    const ImU32 colour = count ? theme::kTextDim : theme::kText;
    text_at(dl, f, 15, ImVec2(x0, y), colour, rows[r]);
    for (std::size_t p = 0; p < 2; ++p) {
      std::string n = std::to_string((*values[r])[p]);
      if (count && s.remainder_to == static_cast<int>(p) && s.remainder_cards[p] > 0) {
        n += " (" + std::to_string(s.remainder_cards[p]) + " rest)";
      }
      text_at(dl, f, 15, ImVec2(x0 + label_w + col * static_cast<float>(p), y), colour, n);
    }
    y += line;
  }
}

}  // namespace

void SweepBoardPanel::handle_keys(AppContext& ctx) {
  if (!ctx.sweep) return;
  SweepBoard& b = *ctx.sweep;
  const ImGuiIO& io = ImGui::GetIO();
  auto pressed = [](ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), true); };
  if (!ControlsPanel::shared_keys(ctx)) return;
  if (pressed(ImGuiKey_LeftArrow)) b.previous();
  if (pressed(ImGuiKey_RightArrow)) b.next();
  if (pressed(ImGuiKey_Home)) b.first();
  if (pressed(ImGuiKey_End)) b.last();
  if (pressed(ImGuiKey_UpArrow)) b.previous_round();
  if (pressed(ImGuiKey_DownArrow)) b.next_round();
  if (io.KeyCtrl) return;
  for (const bool forward : {false, true}) {
    if (ImGui::IsKeyPressed(forward ? GLFW_KEY_N : GLFW_KEY_P, false)) {
      const int to = sweep_key_moment_step(b, forward);
      if (to >= 0) b.set_step(to);
    }
  }
  if (ImGui::IsKeyPressed(GLFW_KEY_A, false)) b.set_seat(-1);
  if (ImGui::IsKeyPressed(GLFW_KEY_1, false)) b.set_seat(0);
  if (ImGui::IsKeyPressed(GLFW_KEY_2, false)) b.set_seat(1);
}

void SweepBoardPanel::draw_table(AppContext& ctx, const PanelFrame& frame) {
  begin_panel("##sweep_table", frame, theme::kBackground);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const Fonts& fonts = *frame.fonts;
  const SweepBoard& b = *ctx.sweep;
  const SweepBoardParts& board = *ctx.sweep_board().sweep;
  const SweepTableView& v = board.table;
  // The player at the bottom: the viewing seat, else the log's first seat.
  const int bottom = b.seat() >= 0 ? b.seat() : 0;
  const int top = 1 - bottom;
  const std::array<int, 2> seat_of_row{top, bottom};

  // The felt: a rounded rectangle with a wooden rail.
  const SweepLayout l =
      draw_sweep_felt(dl, frame, v.hand_counts[static_cast<std::size_t>(top)],
                      v.hand_counts[static_cast<std::size_t>(bottom)], sw::count(v.table));

  // An action under the mouse in the turn's list, or the next turn under it in the move list:
  // its card framed in the hand, the table cards it takes outlined. (Hover comes from the side
  // panel, drawn after the table: it shows one frame later.)
  const SweepHighlight hl = sweep_highlight(b, hovered_action, hovered_turn);
  const sw::CardMask outline = hl.take;
  const sw::Card next_card = hl.card;

  for (int row = 0; row < 2; ++row) {
    const int seat = seat_of_row[static_cast<std::size_t>(row)];
    const auto s = static_cast<std::size_t>(seat);
    const Box& plate = l.plate[static_cast<std::size_t>(row)];
    const bool to_move = v.mover == seat;
    dl->AddRectFilled(lo(plate), hi(plate), to_move ? theme::kPlateActive : theme::kPlate, 8);
    text_at(dl, fonts.bold, 17, ImVec2(plate.x0 + 10, plate.y0 + 4),
            to_move ? theme::kGold : theme::kText, board.plates[s]);
    ctx.layout.push_back({"plate", seat, plate});
    // The hand: faces when shown, backs otherwise.
    const auto& boxes = l.hand[static_cast<std::size_t>(row)];
    std::size_t i = 0;
    if (v.hand_visible[s]) {
      for (sw::Card c : sw::cards(v.hands[s])) {
        if (i >= boxes.size()) break;
        CardLook look;
        look.highlight = c == next_card && to_move;
        draw_sweep_card_face(dl, fonts, lo(boxes[i]), size_of(boxes[i]), c, look);
        ctx.layout.push_back({"hand", seat, boxes[i]});
        ++i;
      }
    } else {
      for (; i < boxes.size(); ++i) {
        draw_card_back(dl, lo(boxes[i]), size_of(boxes[i]));
        ctx.layout.push_back({"hand", seat, boxes[i]});
      }
    }
    // The capture pile.
    const Box& pile = l.pile[static_cast<std::size_t>(row)];
    const SweepPileView& pv = v.piles[s];
    float y = pile.y0 + 4;
    text_at(dl, fonts.bold, 16, ImVec2(pile.x0, y), theme::kText, "Captured");
    y += 22;
    text_at(dl, fonts.text, 15, ImVec2(pile.x0, y), theme::kText,
            plural(pv.cards, "card", "cards"));
    y += 19;
    text_at(dl, fonts.text, 15, ImVec2(pile.x0, y), theme::kText,
            plural(pv.honours, "honour point", "honour points"));
    y += 19;
    std::string sweeps = plural(pv.sweeps, "sweep", "sweeps");
    if (pv.sweeps > 0) sweeps += " (+" + std::to_string(pv.sweep_points) + ")";
    text_at(dl, fonts.text, 15, ImVec2(pile.x0, y), pv.sweeps ? theme::kGold : theme::kText,
            sweeps);
    y += 19;
    if (v.last_capturer == seat && !v.hand_over) {
      text_at(dl, fonts.text, 14, ImVec2(pile.x0, y), theme::kTextDim, "took cards last");
    }
    ctx.layout.push_back({"pile", seat, pile});
    // Opened by hovering it, or kept open by a click (again: closed).
    if (pv.taken != 0) {
      const bool hovered = ImGui::IsMouseHoveringRect(lo(pile), hi(pile));
      if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        open_pile = open_pile == seat ? -1 : seat;
      }
      if (hovered || open_pile == seat || ctx.open_sweep_pile == seat) {
        ImGui::SetNextWindowPos(ImVec2(pile.x0, row == 0 ? pile.y1 + 4 : pile.y0 - 4),
                                ImGuiCond_Always, ImVec2(0, row == 0 ? 0.0f : 1.0f));
        pile_cards_tooltip(fonts, "Captured (" + plural(pv.cards, "card", "cards") + ")", pv.taken);
      }
    }
  }

  // The caption: the last turn in words beside the hand of the seat that made it, or the start
  // beside the first mover's.
  const int caption_seat = b.last_move() ? b.last_move()->seat : v.mover;
  const Box& cap = l.caption[caption_seat == top ? 0 : 1];
  text_at(dl, fonts.bold, 17, ImVec2(cap.x0 + 4, cap.y0 + 2),
          board.caption_sweep ? theme::kGold : theme::kText, board.caption);
  ctx.layout.push_back({"caption", -1, cap});

  // The stock and the round.
  if (v.stock_left > 0) {
    draw_card_back(dl, lo(l.stock), size_of(l.stock));
  } else {
    dl->AddRect(lo(l.stock), hi(l.stock), theme::kFeltLine, 6, 0, 1.5f);
  }
  text_at(dl, fonts.text, 14, ImVec2(l.stock.x0, l.stock.y1 + 4), theme::kTextDim,
          "Stock " + std::to_string(v.stock_left));
  text_at(dl, fonts.text, 14, ImVec2(l.stock.x0, l.stock.y0 - 20), theme::kTextDim,
          "Round " + std::to_string(v.round) + " of 4");
  ctx.layout.push_back({"aside", -1, l.stock});

  // The table's cards; those the next turn takes outlined in gold.
  std::size_t i = 0;
  for (sw::Card c : sw::cards(v.table)) {
    if (i >= l.table.size()) break;
    CardLook look;
    look.highlight = sw::has(outline, c);
    draw_sweep_card_face(dl, fonts, lo(l.table[i]), size_of(l.table[i]), c, look);
    ctx.layout.push_back({"card", -1, l.table[i]});
    ++i;
  }
  if (v.hand_over) {
    draw_breakdown(dl, fonts, board, l.table_area);
  } else if (v.table == 0) {
    empty_table_note(dl, fonts.text, l.table_area);
  }
  ImGui::End();
}

}  // namespace ui
