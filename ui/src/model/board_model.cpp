// The board every panel draws (ui/board_model.h), rebuilt only when what it is made of changes.
#include "ui/board_model.h"

namespace ui {

bool BoardModel::unchanged(const Key& key) {
  if (key_ && *key_ == key) return true;
  key_ = key;
  ++rebuilds_;
  return false;
}

const BoardDigest& BoardModel::refresh(const ReplayDeal& deal, const HandAnalysisState& state,
                                       int step, const BoardView& view) {
  const Key key{&deal,
                state.revision(),
                step,
                static_cast<int>(view.mode),
                view.names.german_ranks,
                view.names.german_suits,
                view.guessing,
                -1};
  if (unchanged(key)) return digest_;
  BoardDigest d;
  d.step = step;
  d.moments = key_moments(state);
  d.lessons = hand_lessons(state, true);
  d.accuracy = accuracy_rows(deal, state);
  TrickBoardParts& t = d.trick.emplace();
  t.decision = decision_view(deal, state, step, view.names);
  t.moves = move_rows(deal, state, step, view.names);
  t.series = eval_series(deal, state, view.mode);
  // Guessing: nothing after the position on the table (the values would give the answer away).
  if (view.guessing) {
    auto cut = [&](std::vector<std::optional<double>>& v) {
      for (std::size_t x = static_cast<std::size_t>(step) + 1; x < v.size(); ++x) v[x].reset();
    };
    cut(t.series.sampled);
    cut(t.series.dd);
    for (PlayerLine& p : t.series.players) cut(p.values);
  }
  t.auction = auction_decisions(state);
  t.review = review_moments(deal, state, view.names);
  t.settlement = compute_settlement(deal);
  digest_ = std::move(d);
  return digest_;
}

const BoardDigest& BoardModel::refresh(const SweepBoard& board, int graph_seat) {
  const Key key{&board.replay(), board.analysis().revision(), board.step(), -1, false, false, false,
                graph_seat};
  if (unchanged(key)) return digest_;
  const HandAnalysisState& state = board.analysis();
  BoardDigest d;
  d.step = board.step();
  d.moments = key_moments(state);
  d.lessons = hand_lessons(state, true);
  d.accuracy = sweep_accuracy(state);
  SweepBoardParts& s = d.sweep.emplace();
  s.turn = sweep_turn_view(board.replay(), state, board.step());
  s.moves = sweep_move_rows(board.replay(), state, board.step());
  s.series = sweep_eval_series(board.replay(), state, graph_seat);
  digest_ = std::move(d);
  return digest_;
}

}  // namespace ui
