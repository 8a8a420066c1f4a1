// Sweep practice on screen (issue 23): the table (the computer's hand face down at the top,
// yours at the bottom, the table's cards in wrapping rows, the stock and round, both capture
// piles; click a card of your hand, click the table cards to take; a right click trails the
// card), the side panel (your turn: the selected card's legal captures to choose from, Take,
// Trail, Hint; the last turn's grade and lesson, the take-back offer; the score table; after
// the hand: the review's key mistakes with Retry) and, at a hand's end, the SW-17 breakdown over
// the table. The resume offer of a saved Sweep game is a modal here too.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "app_context.h"
#include "panel.h"
#include "sweep/practice_controller.h"
#include "ui/sweep/layout.h"
#include "ui/sweep/replay.h"

namespace ui {

struct SweepPracticePanel {
  void draw_table(AppContext& ctx, SweepPracticeController& c, const PanelFrame& frame);
  void draw_side(AppContext& ctx, SweepPracticeController& c);
  // The resume offer (when `resumable` or `resume_note` is set).
  void draw_windows(AppContext& ctx, SweepPracticeController& c);

  std::unique_ptr<practice::SweepSession> resumable;
  std::string resume_note;
  bool ask_resume = false;
  bool on_screen = false;    // its screens replace the board (the practice face's on_screen)
  int hovered_capture = -1;  // the listed capture under the mouse: its cards outlined
  // The finished hand's SW-17 breakdown (ui/sweep/replay.h), computed once per hand.
  std::optional<SweepScoreBreakdown> breakdown;
  std::string breakdown_key;

 private:
  // At the hand's end: the SW-17 breakdown over the table (p0, p1: the rail's corners).
  void draw_breakdown(const Fonts& fonts, SweepPracticeController& c,
                      const practice::SweepSession* s, const SweepLayout& l, ImVec2 p0, ImVec2 p1);
  // The player's turn: the selected card's captures to choose from, Take, Trail, the hint.
  void draw_turn(const Fonts& fonts, SweepPracticeController& c, const practice::SweepSession* s);
};

}  // namespace ui
