// The Sweep board's part of the board digest (ui/board_model.h): the table from the view's
// seat, the plates and the caption in words, the score of SW-17 at the step and at the hand's
// end (SW-16, SW-17), and the turn's reason in sentences. Built when the digest is rebuilt,
// never per frame.
#include <cstdio>
#include <string>

#include "../board_parts.h"
#include "engine/sweep.h"
#include "solver/reasons.h"
#include "solver/sweep/lessons.h"  // card_symbol, cards_symbols
#include "ui/sweep/analysis.h"

namespace ui {
namespace {

namespace es = engine::sweep;

std::string fixed1(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

// A reason in the solver's sentences (solver/reasons.h), written with card symbols: in how
// many deals the best does better, its worth in margin points, what each action leaves the
// opponent, and (hindsight) his answer after each.
ReasonText reason_text(const solver::Reason& r, const SweepReplay& replay) {
  solver::ReasonNames n;
  n.action = [](const solver::Action& a) {
    using solver::sweep::card_symbol;
    if (a.turn.take == 0) return "trails " + card_symbol(a.turn.card);
    if (es::is_jack(a.turn.card)) return card_symbol(a.turn.card) + " takes the table";
    return card_symbol(a.turn.card) + " takes " + solver::sweep::cards_symbols(a.turn.take);
  };
  n.seat = [&replay](int s) { return sweep_seat_name(replay, s); };
  n.sweep_cards = [](es::CardMask m) { return solver::sweep::cards_symbols(m); };
  n.worth = [](double stakes) { return fixed1(sweep_loss_points(stakes)) + " margin points"; };
  ReasonText text;
  for (const std::string& t : solver::reason_sentences(r, n)) {
    text.why += (text.why.empty() ? "" : " ") + t;
  }
  text.hindsight = solver::reason_hindsight_sentence(r, n);
  return text;
}

// The caption over the table: the last turn in words, or who plays first.
std::string caption_of(const SweepBoard& b, const SweepTableView& v) {
  const SweepReplay& r = b.replay();
  if (const SweepMove* m = b.last_move()) {
    std::string caption =
        "Turn " + std::to_string(m->turn) + ", " + sweep_seat_name(r, m->seat) + ": " + m->words;
    if (m->remainder_to >= 0 && m->remainder) {
      caption += "; the rest goes to " + sweep_seat_name(r, m->remainder_to) + " (SW-16)";
    }
    return caption;
  }
  return "Round 1: " + sweep_seat_name(r, 1 - v.dealer) + " plays first";
}

}  // namespace

void fill_sweep_parts(SweepBoardParts& s, const SweepBoard& board) {
  const SweepReplay& r = board.replay();
  s.table = board.view();
  for (int seat = 0; seat < 2; ++seat) {
    const auto i = static_cast<std::size_t>(seat);
    s.names[i] = sweep_seat_name(r, seat);
    s.plates[i] = s.names[i];
    if (seat == s.table.dealer) s.plates[i] += " (dealer)";
    if (s.table.mover == seat) s.plates[i] += " to play";
  }
  s.caption = caption_of(board, s.table);
  s.caption_sweep = board.last_move() && board.last_move()->sweep;
  s.score = r.breakdown(board.step());
  s.final_score = r.breakdown(board.steps());
  s.remainder = solver::sweep::cards_symbols(s.score.remainder);
  if (s.turn.reason && s.turn.reason->worlds > 0) s.reason = reason_text(*s.turn.reason, r);
}

}  // namespace ui
