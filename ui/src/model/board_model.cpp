// The board every panel draws (ui/board_model.h), rebuilt only when what it is made of changes.
#include "ui/board_model.h"

#include <algorithm>

#include "board_parts.h"
#include "solver/reasons.h"
#include "ui/card_labels.h"

namespace ui {
namespace {

// The Hand tab's lines of the table `v` (ui/src/info_panel.cpp draws them).
HandTabLines hand_tab_lines(const ReplayDeal& deal, const TableView& v) {
  const bool sheepshead = deal.game == GameKind::kSheepshead;
  HandTabLines h;
  h.game = sheepshead ? "Sheepshead" : "Schafkopf";
  h.side = sheepshead ? "Picker's" : "Declarer's";
  h.dealer = deal.player_name(deal.dealer);
  h.contract = v.contract.empty() ? "The contract is not recorded." : v.contract;
  if (v.picker >= 0 && !v.contract.empty())
    h.contract = deal.player_name(v.picker) + " " + h.contract;
  if (v.partner >= 0) h.partner = deal.player_name(v.partner);
  // A click on a trick's row: the position after it, or as far as it has been played.
  const int n = v.num_seats;
  auto row = [&](const TrickView& t) {
    const int end_step = std::min((t.number - 1) * n + static_cast<int>(t.cards.size()), v.steps);
    h.tricks.push_back({t.complete ? t.number * n : end_step,
                        t.complete ? deal.player_name(t.winner) : std::string()});
  };
  for (const TrickView& t : v.history) row(t);
  if (!v.trick.cards.empty()) row(v.trick);
  return h;
}

// The caption of trick `t` of the table `v`; `back`: the last trick shown on request.
std::string trick_caption(const TableView& v, const TrickView& t, bool back) {
  std::string caption = (back ? "Last trick: trick " : "Trick ") + std::to_string(t.number) +
                        " of " + std::to_string(v.tricks_total);
  if (t.leader >= 0 && (!t.cards.empty() || v.to_move >= 0)) {
    caption += ", led by " + v.seats[static_cast<std::size_t>(t.leader)].name;
  }
  if (t.complete && t.winner >= 0) {
    caption += "; " + v.seats[static_cast<std::size_t>(t.winner)].name + " takes " +
               std::to_string(t.points) + (t.points == 1 ? " point" : " points");
  }
  return caption;
}

// The header's lines of the table `v`; at the end the status says the final points of both
// sides, so they are not repeated.
TableHeaderLines header_lines(const ReplayDeal& deal, const TableView& v) {
  TableHeaderLines h;
  if (v.has_sides && !(v.hand_over && v.sides_known)) {
    const bool sheepshead = deal.game == GameKind::kSheepshead;
    h.sides = std::string(sheepshead ? "Picker" : "Declarer") +
              (v.sides_known && !v.alone ? "'s side " : " ") + std::to_string(v.picker_side_total);
    if (v.bury_counted > 0) h.sides += " (bury " + std::to_string(v.bury_counted) + ")";
    h.defenders =
        v.sides_known ? "Defenders " + std::to_string(v.defender_points) : "partner unknown";
  }
  h.trick = trick_caption(v, v.trick, false);
  if (const TrickView* last = v.last_trick()) h.last_trick = trick_caption(v, *last, true);
  return h;
}

}  // namespace

ReasonText trick_reason_text(const solver::Reason& r, const DecisionView& d, const ReplayDeal& deal,
                             CardNames names) {
  solver::ReasonNames n;
  n.card = [&](engine::Card c) { return card_label(c, names); };
  n.action = [&](const solver::Action& a) {
    if (a.kind == solver::DecisionKind::kPlay) return card_label(a.card, names);
    for (const CardValue& cv : d.cards) {
      if ((cv.best && a == r.best) || (cv.played && a == r.played)) return cv.action;
    }
    return choice_text(a, names);
  };
  n.seat = [&](int s) { return deal.player_name(s); };
  ReasonText text;
  for (const std::string& s : solver::reason_sentences(r, n)) {
    text.why += (text.why.empty() ? "" : " ") + s;
  }
  text.hindsight = solver::reason_hindsight_sentence(r, n);
  return text;
}

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
                view.perspective.show_all,
                view.perspective.seat,
                -1};
  if (unchanged(key)) return digest_;
  BoardDigest d;
  d.step = step;
  d.moments = key_moments(state);
  d.lessons = hand_lessons(state, true);
  d.accuracy = accuracy_rows(deal, state);
  TrickBoardParts& t = d.trick.emplace();
  // Once a refresh: the table's status, the graph's end and the settlement panel share it.
  t.settlement = compute_settlement(deal);
  t.table = compute_table_view(deal, step, view.perspective, &t.settlement);
  t.hand = hand_tab_lines(deal, t.table);
  t.header = header_lines(deal, t.table);
  t.decision = decision_view(deal, state, step, view.names);
  if (t.decision.reason)
    t.reason = trick_reason_text(*t.decision.reason, t.decision, deal, view.names);
  t.moves = move_rows(deal, state, step, view.names);
  t.series = eval_series(deal, state, view.mode, &t.settlement);
  // Guessing: nothing after the position on the table (the values would give the answer away).
  if (view.guessing) {
    auto cut = [&](std::vector<std::optional<double>>& v) {
      for (std::size_t x = static_cast<std::size_t>(step) + 1; x < v.size(); ++x) v[x].reset();
    };
    cut(t.series.sampled);
    cut(t.series.dd);
    cut(t.series.band_low);
    cut(t.series.band_high);
    std::erase_if(t.series.swings, [&](const DdSwing& w) { return w.play_index >= step; });
    for (PlayerLine& p : t.series.players) cut(p.values);
  }
  t.auction = auction_decisions(state);
  t.review = review_moments(deal, state, view.names);
  t.previous_key = next_key_step(t.review, step, false);
  t.next_key = next_key_step(t.review, step, true);
  digest_ = std::move(d);
  return digest_;
}

const BoardDigest& BoardModel::refresh(const SweepBoard& board, int graph_seat) {
  Key key;
  key.hand = &board.replay();
  key.revision = board.analysis().revision();
  key.step = board.step();
  key.show_all = board.seat() < 0;
  key.view_seat = board.seat();
  key.seat = graph_seat;
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
  fill_sweep_parts(s, board);
  digest_ = std::move(d);
  return digest_;
}

}  // namespace ui
