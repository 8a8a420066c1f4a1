#include "ui/sweep/replay.h"

#include <algorithm>

#include "solver/sweep/lessons.h"  // card_symbol, cards_symbols

namespace ui {

namespace sw = engine::sweep;

namespace {

std::string move_words(const sw::SweepState& before, const sw::Action& a, const sw::Undo& u) {
  using solver::sweep::card_symbol;
  using solver::sweep::cards_symbols;
  std::string w;
  if (a.take == 0) {
    w = "trails " + card_symbol(a.card);
  } else if (sw::is_jack(a.card) && a.take == before.table) {
    w = card_symbol(a.card) + " takes the table";
  } else {
    w = card_symbol(a.card) + " takes " + cards_symbols(a.take);
  }
  if (u.swept) w += "  SWEEP +" + std::to_string(u.sweep_bonus);
  return w;
}

}  // namespace

std::optional<SweepReplay> SweepReplay::from_log(const engine::DealLog& log, std::string* error) {
  if (log.game != engine::Game::kSweep) {
    if (error) *error = "not a Sweep log";
    return std::nullopt;
  }
  std::string why;
  const std::optional<engine::SweepLogReplay> rep = engine::replay_sweep_log(log, 0, &why);
  if (!rep) {
    if (error) *error = why;
    return std::nullopt;
  }
  SweepReplay r;
  r.rules_ = rep->rules;
  r.deal_known_ = log.deal_known;
  r.players_ = log.players;
  r.log_ = std::make_shared<const engine::DealLog>(log);
  sw::SweepState st = rep->state;
  r.states_.push_back(st);
  for (std::size_t i = 0; i < rep->actions.size(); ++i) {
    const sw::Action& a = rep->actions[i];
    if (const auto bad = sw::check_action(st, r.rules_, a)) {
      if (error) *error = "turn " + std::to_string(i + 1) + ": " + *bad;
      return std::nullopt;
    }
    SweepMove m;
    m.turn = static_cast<int>(i) + 1;
    m.seat = st.mover;
    m.round = st.round + 1;
    m.action = a;
    const sw::SweepState before = st;
    const sw::Undo u = sw::make(st, r.rules_, a);
    m.words = move_words(before, a, u);
    m.sweep = u.swept;
    m.sweep_bonus = u.sweep_bonus;
    m.remainder = u.remainder;
    m.remainder_to = u.remainder_to;
    r.moves_.push_back(std::move(m));
    r.states_.push_back(st);
  }
  return r;
}

const sw::SweepState& SweepReplay::state(int turn) const {
  return states_[static_cast<std::size_t>(std::clamp(turn, 0, turns()))];
}

std::string SweepReplay::action_words(int turn, const sw::Action& a) const {
  const sw::SweepState& before = state(turn);
  sw::SweepState after = before;
  const sw::Undo u = sw::make(after, rules_, a);
  return move_words(before, a, u);
}

SweepTableView SweepReplay::view(int turn, int seat) const {
  const sw::SweepState& s = state(turn);
  SweepTableView v;
  v.turn = s.turn;
  v.round = std::min<int>(s.round + 1, sw::kRounds);
  v.hand_over = s.hand_over();
  v.mover = v.hand_over ? -1 : s.mover;
  v.dealer = s.dealer;
  v.stock_left = sw::kStockSize - s.stock_pos;
  v.table = s.table;
  v.last_capturer = s.last_capturer;
  for (int p = 0; p < sw::kSeats; ++p) {
    const auto i = static_cast<std::size_t>(p);
    v.hand_counts[i] = sw::count(s.hands[i]);
    // Shown: the viewing seat's hand, or every hand; when the log does not give every card,
    // none (the unknown cards stand in arbitrarily in the replayed position).
    v.hand_visible[i] = deal_known_ && (seat < 0 || p == seat);
    v.hands[i] = v.hand_visible[i] ? s.hands[i] : 0;
    v.piles[i].cards = sw::count(s.piles[i]);
    v.piles[i].honours = sw::honour_points(rules_, s.piles[i]);
    v.piles[i].sweeps = s.sweeps[i];
    v.piles[i].sweep_points = s.sweep_points[i];
    v.piles[i].taken = deal_known_ ? s.piles[i] : 0;
  }
  return v;
}

std::string sweep_seat_name(const SweepReplay& replay, int seat) {
  const auto& names = replay.players();
  const auto s = static_cast<std::size_t>(seat);
  return s < names.size() && !names[s].empty() ? names[s] : "Seat " + std::to_string(seat + 1);
}

SweepScoreBreakdown SweepReplay::breakdown(int turn) const {
  const sw::SweepState& s = state(turn);
  const sw::SweepScore sc = sw::score(rules_, s);
  SweepScoreBreakdown b;
  b.final = s.hand_over();
  for (std::size_t p = 0; p < sw::kSeats; ++p) {
    b.honours[p] = sc.honours[p];
    b.cards[p] = sc.cards[p];
    b.majority[p] = sc.majority[p];
    b.sweeps[p] = sc.sweeps[p];
    b.sweep_count[p] = s.sweeps[p];
    b.total[p] = sc.points[p];
  }
  if (b.final && !moves_.empty() && s.turn == sw::kTurnsPerHand) {
    const SweepMove& last = moves_.back();
    b.remainder = last.remainder;
    b.remainder_to = last.remainder_to;
    if (last.remainder_to >= 0) {
      const auto p = static_cast<std::size_t>(last.remainder_to);
      b.remainder_cards[p] = sw::count(last.remainder);
      b.remainder_honours[p] = sw::honour_points(rules_, last.remainder);
    }
  }
  return b;
}

}  // namespace ui
