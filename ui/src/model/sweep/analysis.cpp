#include "ui/sweep/analysis.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "../grade_fields.h"
#include "solver/sweep/analysis.h"
#include "solver/verdict.h"

namespace ui {

namespace sw = engine::sweep;

double sweep_loss_points(double stakes) {
  return stakes * solver::sweep::kSweepStakePoints;
}

std::string sweep_loss_text(const SweepActionValue& av) {
  if (!av.has_values) return {};
  if (av.grade == solver::Grade::kBest || av.grade == solver::Grade::kForced) return "0";
  return solver::with_error(av.loss, av.loss_se, 1);
}

solver::Grade sweep_loss_tone(const SweepActionValue& av) {
  if (av.grade == solver::Grade::kBest || av.grade == solver::Grade::kForced) return av.grade;
  return solver::loss_tone(av.loss / solver::sweep::kSweepStakePoints);
}

namespace {

std::string points_text(double points) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", points);
  return buf;
}

std::string seat_name(const SweepReplay& r, int seat) {
  return sweep_seat_name(r, seat);
}

// A turn's analysis, when it has arrived complete.
const solver::DecisionAnalysis* turn_decision(const HandAnalysisState& state, int turn_index) {
  const solver::DecisionAnalysis* d = state.play_decision(turn_index);
  return d && d->complete ? d : nullptr;
}

}  // namespace

SweepTurnView sweep_turn_view(const SweepReplay& replay, const HandAnalysisState& state, int step) {
  SweepTurnView v;
  if (step < 0 || step >= replay.turns()) return v;
  const SweepMove& move = replay.moves()[static_cast<std::size_t>(step)];
  v.exists = true;
  v.turn = move.turn;
  v.mover = move.seat;
  const solver::DecisionAnalysis* d = turn_decision(state, step);
  if (!d) {
    // Not analysed (yet): the legal actions without values, the played one flagged.
    v.pending = state.status() == AnalysisStatus::kRunning;
    std::vector<sw::Action> legal;
    sw::legal_actions(replay.state(step), replay.rules(), legal);
    for (const sw::Action& a : legal) {
      SweepActionValue av;
      av.action = a;
      av.words = replay.action_words(step, a);
      av.played = a == move.action;
      v.actions.push_back(std::move(av));
    }
    v.forced = legal.size() == 1;
    return v;
  }
  v.analysed = true;
  for (std::size_t i = 0; i < d->alternatives.size(); ++i) {
    const solver::Alternative& alt = d->alternatives[i];
    SweepActionValue av;
    av.action = alt.action.turn;
    av.words = replay.action_words(step, alt.action.turn);
    av.has_values = alt.has_values;
    av.margin = alt.units.mean;
    av.margin_se = alt.units.se;
    av.dd_margin = alt.dd_units;
    av.loss = sweep_loss_points(alt.loss);
    av.loss_se = sweep_loss_points(alt.loss_se);
    av.grade = alt.grade;
    av.settled = alt.settled;
    av.tie_best = alt.tie_best;
    av.best = !d->forced && static_cast<int>(i) == d->best && alt.has_values;
    av.played = static_cast<int>(i) == d->played_index;
    v.actions.push_back(std::move(av));
  }
  copy_grade(v, *d);
  v.loss = sweep_loss_points(d->loss);
  if (d->dd_loss) v.dd_loss = sweep_loss_points(*d->dd_loss);
  v.forced = d->forced;
  v.worlds = d->worlds;
  v.exact = d->exact;
  v.lessons = d->lessons;
  v.reason = d->reason;
  v.note = d->note;
  v.summary = seat_name(replay, move.seat) + ": " + move.words + " (" +
              grade_words(d->grade, d->settled, d->grade_low, d->grade_high);
  // Within noise of the best the loss is shown as 0 (the hall's "≈ best"), as in the list.
  const auto played = static_cast<std::size_t>(d->played_index);
  const bool tie = played < d->alternatives.size() && d->alternatives[played].tie_best;
  if (!d->forced && d->loss > 0 && !tie) v.summary += ", " + points_text(v.loss) + " points";
  v.summary += ")";
  if (!d->forced && d->best != d->played_index &&
      static_cast<std::size_t>(d->best) < v.actions.size() && v.loss > 0 && !tie) {
    v.summary += "; best was " + v.actions[static_cast<std::size_t>(d->best)].words;
  }
  return v;
}

const SweepActionValue* find_action(const SweepTurnView& v, const sw::Action& a) {
  for (const SweepActionValue& av : v.actions) {
    if (av.action == a) return &av;
  }
  return nullptr;
}

std::vector<SweepMoveRow> sweep_move_rows(const SweepReplay& replay, const HandAnalysisState& state,
                                          int step) {
  std::vector<SweepMoveRow> rows;
  rows.reserve(replay.moves().size());
  for (const SweepMove& m : replay.moves()) {
    SweepMoveRow r;
    r.turn = m.turn;
    r.seat = m.seat;
    r.round = m.round;
    r.words = m.words;
    r.sweep = m.sweep;
    r.current = m.turn - 1 == step;
    if (const solver::DecisionAnalysis* d = turn_decision(state, m.turn - 1)) {
      r.analysed = true;
      copy_grade(r, *d);
      r.loss = sweep_loss_points(d->loss);
    }
    rows.push_back(std::move(r));
  }
  return rows;
}

namespace {

// SweepEvalSeries::chance: at turn t (the position before it) the mover's decision's chance for
// e.seat, after the best action, with its band; a turn without one holds the one before it.
void sweep_chance_series(SweepEvalSeries& e, const HandAnalysisState& state, int n) {
  const auto size = static_cast<std::size_t>(n) + 1;
  e.chance.assign(size, std::nullopt);
  e.chance_low.assign(size, std::nullopt);
  e.chance_high.assign(size, std::nullopt);
  const auto seat = static_cast<std::size_t>(std::max(0, e.seat));
  std::optional<std::size_t> last;
  for (int t = 0; t < n; ++t) {
    const solver::DecisionAnalysis* d = turn_decision(state, t);
    const auto x = static_cast<std::size_t>(t);
    if (d && d->complete && seat < d->win_chance.size()) {
      const double p = d->win_chance[seat];
      const double se = seat < d->win_chance_se.size() ? d->win_chance_se[seat] : 0.0;
      e.chance[x] = 100.0 * p;
      e.chance_low[x] = 100.0 * std::max(0.0, p - se);
      e.chance_high[x] = 100.0 * std::min(1.0, p + se);
      last = x;
    } else if (d && d->complete && last) {
      e.chance[x] = e.chance[*last];
      e.chance_low[x] = e.chance_low[*last];
      e.chance_high[x] = e.chance_high[*last];
    }
  }
}

}  // namespace

SweepEvalSeries sweep_eval_series(const SweepReplay& replay, const HandAnalysisState& state,
                                  int seat) {
  SweepEvalSeries e;
  e.seat = seat;
  e.label = seat_name(replay, seat) + "'s expected margin (points)";
  e.chance_label = seat_name(replay, seat) + "'s win chance, %";
  const int n = replay.turns();
  e.dd.assign(static_cast<std::size_t>(n) + 1, std::nullopt);
  e.sampled.assign(static_cast<std::size_t>(n) + 1, std::nullopt);
  for (int t = 0; t < n; ++t) {
    const solver::DecisionAnalysis* d = turn_decision(state, t);
    if (!d || d->alternatives.empty()) continue;
    const double sign = d->mover == seat ? 1.0 : -1.0;
    const auto played = static_cast<std::size_t>(d->played_index);
    if (played >= d->alternatives.size()) continue;
    const solver::Alternative& alt = d->alternatives[played];
    if (alt.dd_units) e.dd[static_cast<std::size_t>(t) + 1] = sign * *alt.dd_units;
    if (alt.has_values) e.sampled[static_cast<std::size_t>(t) + 1] = sign * alt.units.mean;
    if (t == 0) {
      // Before the first turn: the double-dummy value of the position, the best action's.
      std::optional<int> best;
      for (const solver::Alternative& a : d->alternatives) {
        if (a.dd_units && (!best || *a.dd_units > *best)) best = a.dd_units;
      }
      if (best) e.dd[0] = sign * *best;
    }
  }
  sweep_chance_series(e, state, n);
  double lo = 0;
  double hi = 0;
  for (const auto* v : {&e.dd, &e.sampled}) {
    for (const auto& x : *v) {
      if (!x) continue;
      lo = std::min(lo, *x);
      hi = std::max(hi, *x);
    }
  }
  // A margin so that no line runs along an edge (a hand lost by 10 lay on the bottom one), then
  // outwards to tens, at least ±10, so that small margins do not fill the panel.
  const double pad = 0.08 * (hi - lo) + 1.0;
  e.low = std::min(-10.0, std::floor((lo - pad) / 10.0) * 10.0);
  e.high = std::max(10.0, std::ceil((hi + pad) / 10.0) * 10.0);
  return e;
}

SweepHighlight sweep_highlight(const SweepBoard& board,
                               const std::optional<sw::Action>& hovered_action, int hovered_turn) {
  std::optional<sw::Action> shown = hovered_action;
  const SweepMove* next = board.next_move();
  if (!shown && next && hovered_turn == next->turn) shown = next->action;
  if (!shown) return {};
  return {shown->card, SweepReplay::outline(*shown)};
}

int sweep_key_moment_step(const SweepBoard& board, bool forward) {
  int found = -1;
  for (const KeyMoment& k : key_moments(board.analysis())) {
    if (k.play_index < 0) continue;
    if (forward && k.play_index > board.step()) return k.play_index;
    if (!forward && k.play_index < board.step()) found = k.play_index;
  }
  return found;
}

int sweep_focus_turn(const SweepBoard& board) {
  return std::max(0, std::min(board.step(), board.steps() - 1));
}

bool sweep_focus_arrived(const SweepBoard& board) {
  return board.steps() == 0 || turn_decision(board.analysis(), sweep_focus_turn(board)) != nullptr;
}

std::vector<AccuracyRow> sweep_accuracy(const HandAnalysisState& state) {
  return accuracy_rows(sw::kSeats, state);
}

}  // namespace ui
