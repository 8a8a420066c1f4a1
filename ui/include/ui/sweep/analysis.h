// What the Sweep board shows of a hand's analysis (solver/sweep/analysis.h), computed without
// ImGui from the hall's HandAnalysisState (ui/analysis_view.h), which the AnalysisRunner fills
// one turn at a time:
//
// - the turn on the table after N turns: every legal action of the mover in the players' words
//   with its sampled expected final margin (± its standard error) and its double-dummy margin,
//   its loss against the best in margin points, the best marked and the played one flagged, and
//   the cards each action takes (to outline them on the table);
// - the move list: each turn in words ("SWEEP +33" where it swept) with its grade;
// - the evaluation graph: the expected final margin in points (SW-17, one quantity, one unit)
//   from one fixed seat's side, double dummy as the line, each mover's own estimate as a dot.
//
// Lessons (hand_lessons), key moments (key_moments) and accuracy (accuracy_rows) are the hall's
// functions on the same state. Every function copes with turns that have not arrived.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/sweep.h"
#include "solver/analysis.h"
#include "ui/analysis_view.h"
#include "ui/sweep/replay.h"

namespace ui {

// Margin points per stake of the grades (solver/sweep/analysis.h kSweepStakePoints): losses are
// shown in points.
double sweep_loss_points(double stakes);

// One legal action of a turn with its values (margins are the mover's: his score minus the
// opponent's at the end of the hand, SW-17).
struct SweepActionValue {
  engine::sweep::Action action;
  std::string words;        // "K♥ takes K♠ 2♦", "trails 3♣", with "SWEEP +N"
  bool has_values = false;  // sampled values exist (not for a forced turn)
  double margin = 0;        // sampled expected final margin
  double margin_se = 0;
  std::optional<int> dd_margin;  // double dummy on the actual deal (hindsight)
  double loss = 0;               // against the best, in margin points
  double loss_se = 0;
  solver::Grade grade = solver::Grade::kNotGraded;
  bool settled = true;
  bool tie_best = false;  // within noise of the best ("≈ best")
  bool best = false;
  bool played = false;
};

// The loss column of an action (solver/verdict.h, as the trick board's numbers): "0" for an
// action graded best, else its loss in points with its standard error written one way
// ("4.0 ± 1.2"); empty without values.
std::string sweep_loss_text(const SweepActionValue& av);
// Its colour: the band of its own estimate (solver::loss_tone, in stakes), on the one scale of
// every view; an action graded best keeps the best's colour.
solver::Grade sweep_loss_tone(const SweepActionValue& av);

// The turn about to be played after `step` turns.
struct SweepTurnView {
  bool exists = false;    // false at the end of the hand
  bool analysed = false;  // its analysis has arrived
  bool pending = false;   // the analysis runs and this turn is still to come
  int turn = 0;           // 1-based
  int mover = -1;
  std::vector<SweepActionValue> actions;            // best first (the analyzer's order)
  solver::Grade grade = solver::Grade::kNotGraded;  // of the played action
  bool settled = true;
  solver::Grade grade_low = solver::Grade::kNotGraded;
  solver::Grade grade_high = solver::Grade::kNotGraded;
  double loss = 0;  // the played action's, in margin points
  std::optional<double> dd_loss;
  bool forced = false;
  int worlds = 0;
  bool exact = false;
  std::vector<solver::Lesson> lessons;
  std::optional<solver::Reason> reason;
  std::string note;
  std::string summary;  // "Bob: J♥ takes 6♥ (inaccuracy, 4.0 points); best was trails 8♠"
};
SweepTurnView sweep_turn_view(const SweepReplay& replay, const HandAnalysisState& state, int step);
// The value of action `a` in a turn view, nullptr when it is not listed.
const SweepActionValue* find_action(const SweepTurnView& v, const engine::sweep::Action& a);

struct SweepMoveRow {
  int turn = 0;  // 1-based
  int seat = 0;
  int round = 1;
  std::string words;  // as SweepMove::words
  bool sweep = false;
  bool analysed = false;
  solver::Grade grade = solver::Grade::kNotGraded;
  bool settled = true;
  solver::Grade grade_low = solver::Grade::kNotGraded;
  solver::Grade grade_high = solver::Grade::kNotGraded;
  double loss = 0;       // margin points
  bool current = false;  // the turn on the table (the next to play) at this step
};
std::vector<SweepMoveRow> sweep_move_rows(const SweepReplay& replay, const HandAnalysisState& state,
                                          int step);

// The graph: values at positions 0..turns (after that many turns), from `seat`'s side (his
// margin). dd: the double-dummy margin (the line; position 0 is the best action's, each later
// one the played action's, so a forced turn has no gap). sampled: the mover's own expected
// margin of his played action (dots), missing for forced turns.
struct SweepEvalSeries {
  int seat = 0;
  std::vector<std::optional<double>> dd;
  std::vector<std::optional<double>> sampled;
  double low = -10;  // the y range to draw, 0 inside it
  double high = 10;
  std::string label;  // "Ann's margin (points)"
  // The win chance view (issue 41): `seat`'s chance in percent at each turn (the analysis'
  // win_chance of the mover's decision, after the best action: the seat that scores more,
  // SW-17), ± its standard error as a band; held over a turn without a chance of its own.
  std::vector<std::optional<double>> chance;
  std::vector<std::optional<double>> chance_low;
  std::vector<std::optional<double>> chance_high;
  std::string chance_label;  // "Ann's win chance, %"
};
SweepEvalSeries sweep_eval_series(const SweepReplay& replay, const HandAnalysisState& state,
                                  int seat);

// What the table marks while the mouse is on an action of the turn's list (`hovered_action`) or
// on the next turn in the move list (`hovered_turn`, 1-based; -1 none): that action's card in
// the mover's hand and the table cards it takes. Nothing for a move that is not the next one.
struct SweepHighlight {
  engine::sweep::Card card = engine::sweep::kNoCard;
  engine::sweep::CardMask take = 0;
};
SweepHighlight sweep_highlight(const SweepBoard& board,
                               const std::optional<engine::sweep::Action>& hovered_action,
                               int hovered_turn);

// P / N: the step that shows the previous / next mistake or blunder of the analysis (the table
// before that turn), from the board's step; -1 when there is none that way.
int sweep_key_moment_step(const SweepBoard& board, bool forward);

// The turn the board is about: the one on the table after its step, the last one at the end
// of the hand (the runner analyses from there; a screenshot waits for it).
int sweep_focus_turn(const SweepBoard& board);
// Whether that turn's analysis has arrived.
bool sweep_focus_arrived(const SweepBoard& board);

// Per seat (two rows): the hall's accuracy of the turns analysed so far.
std::vector<AccuracyRow> sweep_accuracy(const HandAnalysisState& state);

}  // namespace ui
