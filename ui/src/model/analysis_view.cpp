#include "ui/analysis_view.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>

#include "grade_fields.h"
#include "solver/grades.h"
#include "solver/verdict.h"
#include "ui/hand_review.h"
#include "ui/table_view.h"

namespace ui {

using engine::Card;
using engine::CardMask;
using solver::Grade;

// --- HandAnalysisState ------------------------------------------------------------------------

std::uint64_t HandAnalysisState::next_revision() {
  static std::atomic<std::uint64_t> counter{0};
  return ++counter;
}

void HandAnalysisState::reset() {
  *this = HandAnalysisState{};
}

void HandAnalysisState::set_unavailable(std::string why) {
  reset();
  status_ = AnalysisStatus::kUnavailable;
  message_ = std::move(why);
}

void HandAnalysisState::set_running() {
  reset();
  status_ = AnalysisStatus::kRunning;
}

void HandAnalysisState::set_refs(std::vector<solver::DecisionRef> refs) {
  refs_ = std::move(refs);
  total_ = static_cast<int>(refs_.size());
  if (by_index_.size() < refs_.size()) by_index_.resize(refs_.size());
  changed();
}

void HandAnalysisState::add(solver::DecisionAnalysis d, int done, int total) {
  if (d.index < 0) return;
  const auto i = static_cast<std::size_t>(d.index);
  if (by_index_.size() <= i) by_index_.resize(i + 1);
  by_index_[i] = std::move(d);
  done_ = done;
  total_ = std::max(total, total_);
  changed();
}

void HandAnalysisState::finish(solver::HandAnalysis hand, bool cancelled) {
  if (!hand.error.empty()) {
    set_unavailable(hand.error);
    return;
  }
  for (auto& d : hand.decisions) {
    const auto i = static_cast<std::size_t>(d.index);
    if (d.index < 0) continue;
    if (by_index_.size() <= i) by_index_.resize(i + 1);
    if (!by_index_[i]) by_index_[i] = std::move(d);
  }
  done_ = static_cast<int>(std::count_if(by_index_.begin(), by_index_.end(),
                                         [](const auto& d) { return d.has_value(); }));
  total_ = std::max(total_, done_);
  if (hand.num_players > 0) final_accuracy_ = hand.accuracy;
  status_ = cancelled || !hand.complete ? AnalysisStatus::kCancelled : AnalysisStatus::kDone;
  changed();
}

void HandAnalysisState::set_cancelled() {
  if (status_ != AnalysisStatus::kRunning) return;
  status_ = AnalysisStatus::kCancelled;
  changed();
}

std::vector<const solver::DecisionAnalysis*> HandAnalysisState::decisions() const {
  std::vector<const solver::DecisionAnalysis*> out;
  for (const auto& d : by_index_) {
    if (d) out.push_back(&*d);
  }
  return out;
}

const solver::DecisionAnalysis* HandAnalysisState::decision(int index) const {
  if (index < 0 || static_cast<std::size_t>(index) >= by_index_.size()) return nullptr;
  const auto& d = by_index_[static_cast<std::size_t>(index)];
  return d ? &*d : nullptr;
}

const solver::DecisionAnalysis* HandAnalysisState::play_decision(int play_index) const {
  for (const auto& d : by_index_) {
    if (d && d->kind == solver::DecisionKind::kPlay && d->play_index == play_index) return &*d;
  }
  return nullptr;
}

// --- Grades -------------------------------------------------------------------------------------

// The words and marks are the solver's (solver/verdict.h), so every view says them alike.
std::string_view grade_label(Grade g) {
  return solver::grade_word(g);
}

std::string_view grade_mark(Grade g) {
  return solver::grade_mark_of(g);
}

std::string_view grade_mark_ascii(Grade g) {
  switch (g) {
    case Grade::kForced:
      return "=";
    case Grade::kBest:
      return "*";
    case Grade::kGood:
      return "+";
    case Grade::kNotGraded:
      return ".";
    default:
      return grade_mark(g);
  }
}

bool is_key_grade(Grade g) {
  return g == Grade::kMistake || g == Grade::kBlunder;
}

bool grade_uncertain(Grade g, bool settled, Grade low, Grade high) {
  return solver::shown_verdict(g, settled, low, high).certainty != solver::Certainty::kSettled;
}

std::string grade_words(Grade g, bool settled, Grade low, Grade high) {
  return solver::verdict_text(solver::shown_verdict(g, settled, low, high));
}

std::string grade_words_short(Grade g, bool settled, Grade low, Grade high) {
  const solver::ShownVerdict v = solver::shown_verdict(g, settled, low, high);
  auto short_label = [](Grade b) -> std::string {
    if (b == Grade::kExcellent) return "exc.";
    if (b == Grade::kInaccuracy) return "inacc.";
    return std::string(grade_label(b));
  };
  switch (v.certainty) {
    case solver::Certainty::kSettled:
      return std::string(grade_label(g));
    case solver::Certainty::kClose:
      return short_label(v.better) + "/" + short_label(v.worse);
    case solver::Certainty::kTooClose:
      return "too close";
  }
  return {};
}

std::string grade_mark_text(Grade g, bool settled, Grade low, Grade high, bool ascii) {
  const solver::ShownVerdict v = solver::shown_verdict(g, settled, low, high);
  if (v.certainty == solver::Certainty::kTooClose) return std::string(solver::kTooCloseMark);
  const Grade shown = v.certainty == solver::Certainty::kClose ? v.worse : g;
  return std::string(ascii ? grade_mark_ascii(shown) : grade_mark(shown));
}

Grade verdict_tone(Grade g, bool settled, Grade low, Grade high) {
  return solver::verdict_tone(solver::shown_verdict(g, settled, low, high));
}

// --- Helpers ------------------------------------------------------------------------------------

namespace {

// Who played each card of the deal.
std::vector<int> play_seats(const ReplayDeal& deal) {
  std::vector<int> seats;
  engine::PlayState state = start_state(deal);
  for (const Card c : deal.plays) {
    if (state.finished(deal.rules)) break;
    seats.push_back(state.to_move(deal.rules));
    engine::PlayUndo undo;
    engine::make_move(deal.rules, state, c, undo);
  }
  return seats;
}

std::string stakes_text(double loss) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", loss);
  return buf;
}

std::string action_label_of(const solver::Action& a, CardNames names) {
  switch (a.kind) {
    case solver::DecisionKind::kPick:
      return a.take ? "pick" : "pass";
    case solver::DecisionKind::kBury: {
      std::string s = "bury";
      for (const Card c : engine::cards(a.bury)) s += " " + card_label(c, names);
      return s;
    }
    case solver::DecisionKind::kCall:
      if (a.call.type == engine::CallType::kAlone) return "go alone";
      return "call " + card_label(a.call.called_card(), names) +
             (a.call.type == engine::CallType::kUnknown ? " (unknown)" : "");
    case solver::DecisionKind::kPlay:
      return card_label(a.card, names);
    case solver::DecisionKind::kBid:
    case solver::DecisionKind::kDeclare:
    case solver::DecisionKind::kDouble:
    case solver::DecisionKind::kAnnounce:
      return solver::action_text(a);
  }
  return "";
}

// The share of a settlement each seat gets in stakes (solver/analysis.h): the picker of a
// side of two seats gets the defenders' count less one, a lone declarer all of it, everybody
// else one.
struct Sides {
  CardMask side = 0;
  int picker = -1;
  int defenders = 0;
  int share(int seat) const {
    if (seat == picker) return engine::count(side) == 1 ? defenders : std::max(1, defenders - 1);
    return 1;
  }
};

Sides sides_of(const ReplayDeal& deal) {
  Sides s;
  s.side = declarer_side(deal);
  s.picker = deal.picker;
  s.defenders = deal.num_seats - engine::count(s.side);
  return s;
}

}  // namespace

CardMask declarer_side(const ReplayDeal& deal) {
  if (deal.picker < 0 || deal.leaster) return 0;
  CardMask side = engine::bit(static_cast<Card>(deal.picker));
  const Card called = deal.partner_card();
  if (called == engine::kNoCard) return side;
  for (int s = 0; s < deal.num_seats; ++s) {
    if (s != deal.picker && engine::has(deal.hands[static_cast<std::size_t>(s)], called)) {
      return side | engine::bit(static_cast<Card>(s));
    }
  }
  const auto seats = play_seats(deal);
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (deal.plays[i] == called) return side | engine::bit(static_cast<Card>(seats[i]));
  }
  return side;
}

// --- Decision -----------------------------------------------------------------------------------

DecisionView decision_view(const ReplayDeal& deal, const HandAnalysisState& state, int step,
                           CardNames names) {
  if (step < 0 || step >= static_cast<int>(deal.plays.size())) return {};
  const solver::DecisionAnalysis* d = state.play_decision(step);
  if (!d) {
    DecisionView v;
    v.pending = state.status() == AnalysisStatus::kRunning;
    return v;
  }
  return decision_view_of(deal, *d, names);
}

DecisionView decision_view_of(const ReplayDeal& deal, const solver::DecisionAnalysis& d,
                              CardNames names) {
  DecisionView v;
  v.analysed = true;
  v.play = d.kind == solver::DecisionKind::kPlay;
  v.mover = d.mover;
  v.played = d.played.card;
  copy_grade(v, d);
  v.loss = d.loss;
  v.loss_low = d.loss_low;
  v.loss_high = d.loss_high;
  v.dd_loss = d.dd_loss;
  v.forced = d.forced;
  v.worlds = d.worlds;
  v.exact = d.exact;
  v.lessons = d.lessons;
  v.reason = d.reason;
  for (std::size_t i = 0; i < d.alternatives.size(); ++i) {
    const solver::Alternative& a = d.alternatives[i];
    CardValue cv;
    cv.card = v.play ? a.action.card : engine::kNoCard;
    cv.action = action_label_of(a.action, names);
    cv.has_values = a.has_values;
    cv.units = a.units.mean;
    cv.units_se = a.units.se;
    cv.points = a.points.mean;
    cv.points_se = a.points.se;
    cv.has_points = a.has_values && a.has_points;
    cv.dd_units = a.dd_units;
    cv.dd_points = a.dd_points;
    cv.loss = a.loss;
    cv.loss_se = a.loss_se;
    cv.best = static_cast<int>(i) == d.best;
    cv.played = static_cast<int>(i) == d.played_index;
    if (d.forced) {
      cv.grade = Grade::kForced;
    } else if (cv.best) {
      cv.grade = Grade::kBest;
    } else if (cv.played && d.grade != Grade::kNotGraded) {
      cv.grade = d.grade;  // the played card's own grade, as the summary says
      cv.settled = d.settled;
    } else if (a.has_values) {
      cv.grade = solver::grade_for(a.loss, a.loss_se, false);
      cv.settled = a.settled;
    }
    v.cards.push_back(cv);
  }
  std::string best_text;
  if (d.best >= 0 && static_cast<std::size_t>(d.best) < d.alternatives.size()) {
    const solver::Action& b = d.alternatives[static_cast<std::size_t>(d.best)].action;
    if (v.play) v.best = b.card;
    if (!(b == d.played)) best_text = action_label_of(b, names);
  }
  std::string s =
      deal.player_name(d.mover) + (v.play ? " played " : ": ") + action_label_of(d.played, names);
  if (!d.complete || v.grade == Grade::kNotGraded) {
    s += " (not graded)";
  } else if (v.forced) {
    s += v.play ? " (forced: the only legal card)" : " (forced: the only choice)";
  } else {
    s += " (" + grade_words(v.grade, v.settled, v.grade_low, v.grade_high);
    if (v.grade == Grade::kBest) {
      // Within the sampling noise of the top choice: as good, whatever the decimals say.
      if (!best_text.empty()) s += ", as good as " + best_text;
      s += ")";
    } else {
      if (v.loss > 0.005) s += ", costs " + stakes_text(v.loss) + " stakes";
      s += ")";
      if (!best_text.empty()) s += "; best was " + best_text;
    }
  }
  v.summary = std::move(s);
  return v;
}

std::string loss_text(const CardValue& cv) {
  if (!cv.has_values) return {};
  if (cv.grade == Grade::kBest || cv.grade == Grade::kForced) return "0";
  return stakes_text(cv.loss);
}

std::string loss_text_se(const CardValue& cv) {
  std::string s = loss_text(cv);
  if (s.empty() || s == "0" || cv.loss_se <= 0) return s;
  return solver::with_error(cv.loss, cv.loss_se, 2);
}

Grade loss_tone(const CardValue& cv) {
  if (cv.grade == Grade::kBest || cv.grade == Grade::kForced) return cv.grade;
  return solver::loss_tone(cv.loss);
}

std::string choice_text(const solver::Action& a, CardNames names) {
  return action_label_of(a, names);
}

const CardValue* find_card(const DecisionView& v, Card c) {
  for (const CardValue& cv : v.cards) {
    if (cv.card == c) return &cv;
  }
  return nullptr;
}

// --- Move list ----------------------------------------------------------------------------------

std::vector<MoveRow> move_rows(const ReplayDeal& deal, const HandAnalysisState& state, int step,
                               CardNames names) {
  std::vector<MoveRow> rows;
  bool kontra = false;  // a Kontra was said before (SK-6.4): later answers are to the Re poll
  // The auction decisions: from the analysis' list, or from the decisions that arrived.
  auto auction_row = [&](int index, solver::DecisionKind kind, int mover,
                         const solver::Action& played) {
    MoveRow r;
    r.decision = index;
    r.mover = mover;
    r.action = action_label_of(played, names);
    if (kind == solver::DecisionKind::kDouble) {
      r.action = std::string(played.yes ? "" : "no ") + (kontra ? "Re" : "Kontra");
      kontra = kontra || played.yes;
    }
    r.jump_step = 0;
    if (const auto* d = state.decision(index)) {
      r.analysed = d->complete;
      copy_grade(r, *d);
      r.loss = d->loss;
    }
    rows.push_back(std::move(r));
  };
  if (!state.refs().empty()) {
    for (const auto& ref : state.refs()) {
      if (ref.kind != solver::DecisionKind::kPlay) {
        auction_row(ref.index, ref.kind, ref.mover, ref.played);
      }
    }
  } else {
    for (const auto* d : state.decisions()) {
      if (d->kind != solver::DecisionKind::kPlay)
        auction_row(d->index, d->kind, d->mover, d->played);
    }
  }
  // Every play, analysed or not.
  const auto seats = play_seats(deal);
  std::vector<int> play_decision(deal.plays.size(), -1);
  for (const auto& ref : state.refs()) {
    if (ref.kind == solver::DecisionKind::kPlay && ref.play_index >= 0 &&
        static_cast<std::size_t>(ref.play_index) < play_decision.size()) {
      play_decision[static_cast<std::size_t>(ref.play_index)] = ref.index;
    }
  }
  const int n = std::max(1, deal.num_seats);
  for (std::size_t i = 0; i < seats.size(); ++i) {
    MoveRow r;
    r.play_index = static_cast<int>(i);
    r.jump_step = static_cast<int>(i);
    r.trick = static_cast<int>(i) / n + 1;
    r.mover = seats[i];
    r.card = deal.plays[i];
    r.decision = play_decision[i];
    if (const auto* d = state.play_decision(static_cast<int>(i))) {
      r.decision = d->index;
      r.analysed = d->complete;
      copy_grade(r, *d);
      r.loss = d->loss;
    }
    r.current = r.play_index == step;
    rows.push_back(std::move(r));
  }
  return rows;
}

// --- Evaluation ---------------------------------------------------------------------------------

namespace {

// The cards that changed the double-dummy result: the played card's units below the best card's.
// With sides both values are the fixed side's (the picker's units); without, the mover's own.
std::vector<DdSwing> dd_swings(const ReplayDeal& deal, const HandAnalysisState& state,
                               const Sides& sides) {
  std::vector<DdSwing> out;
  const int steps = static_cast<int>(deal.plays.size());
  for (const auto* d : state.decisions()) {
    if (d->kind != solver::DecisionKind::kPlay || d->play_index < 0 || d->play_index >= steps ||
        !d->complete || d->alternatives.size() < 2) {
      continue;
    }
    const auto& played = d->alternatives[static_cast<std::size_t>(
        std::clamp(d->played_index, 0, static_cast<int>(d->alternatives.size()) - 1))];
    std::optional<int> top;
    for (const auto& a : d->alternatives) {
      if (a.dd_units && (!top || *a.dd_units > *top)) top = a.dd_units;
    }
    if (!top || !played.dd_units || *played.dd_units >= *top) continue;
    DdSwing w;
    w.play_index = d->play_index;
    w.mover = d->mover;
    w.before = *top;
    w.after = *played.dd_units;
    if (sides.side != 0) {
      const bool on_side = engine::has(sides.side, static_cast<Card>(d->mover));
      const double k = static_cast<double>(sides.share(sides.picker)) / sides.share(d->mover);
      w.before *= on_side ? k : -k;
      w.after *= on_side ? k : -k;
      w.for_side = !on_side;
    }
    out.push_back(w);
  }
  std::sort(out.begin(), out.end(),
            [](const DdSwing& a, const DdSwing& b) { return a.play_index < b.play_index; });
  return out;
}

// Whether the analysis has arrived at position x or beyond it.
bool analysed_upto(const std::vector<bool>& analysed, std::size_t x) {
  for (std::size_t i = x + 1; i < analysed.size(); ++i) {
    if (analysed[i]) return true;
  }
  return analysed[x];
}

// EvalMode::kChance: each mover's win chance for the fixed side (per player without sides) at
// his decision, ± its standard error as a band; a decision without a chance of its own (a forced
// card) keeps the one before it; the end of a finished hand is its result.
void chance_series(EvalSeries& e, const ReplayDeal& deal, const HandAnalysisState& state,
                   const Sides& sides, const Settlement& end) {
  const int steps = static_cast<int>(deal.plays.size());
  const auto n = static_cast<std::size_t>(steps) + 1;
  e.chance = true;
  e.band_low.assign(n, std::nullopt);
  e.band_high.assign(n, std::nullopt);
  std::vector<bool> analysed(n, false);
  auto set = [&](std::vector<std::optional<double>>& line, std::size_t x, double p) {
    line[x] = 100.0 * p;
  };
  for (const auto* d : state.decisions()) {
    if (d->kind != solver::DecisionKind::kPlay || d->play_index < 0 || d->play_index >= steps ||
        !d->complete) {
      continue;
    }
    const auto x = static_cast<std::size_t>(d->play_index);
    analysed[x] = true;
    if (!d->has_win_chance()) continue;
    if (e.per_player) {
      // Each player's own chance from his own worlds (what they tell of the others is only an
      // even split of the rest), held until his next decision.
      const auto s = static_cast<std::size_t>(d->mover);
      if (s < d->win_chance.size() && s < e.players.size()) {
        set(e.players[s].values, x, d->win_chance[s]);
      }
      continue;
    }
    const auto s = static_cast<std::size_t>(std::max(0, sides.picker));
    if (s >= d->win_chance.size()) continue;
    const double p = d->win_chance[s];
    const double se = s < d->win_chance_se.size() ? d->win_chance_se[s] : 0.0;
    set(e.dd, x, p);
    e.band_low[x] = 100.0 * std::max(0.0, p - se);
    e.band_high[x] = 100.0 * std::min(1.0, p + se);
  }
  // The end of a finished hand: who won (`end`).
  auto fill = [&](std::vector<std::optional<double>>& line, int seat) {
    for (std::size_t x = 1; x + 1 < n; ++x) {
      if (!line[x] && analysed[x] && line[x - 1]) line[x] = line[x - 1];
    }
    if (end.available && seat >= 0 && static_cast<std::size_t>(seat) < end.rows.size()) {
      line[n - 1] = end.rows[static_cast<std::size_t>(seat)].units > 0 ? 100.0 : 0.0;
    }
  };
  if (e.per_player) {
    for (PlayerLine& p : e.players) {
      std::optional<double> held;
      for (std::size_t x = 0; x + 1 < n; ++x) {
        if (p.values[x]) {
          if (!held) std::fill(p.values.begin(), p.values.begin() + x, p.values[x]);
          held = p.values[x];
        } else if (held && analysed_upto(analysed, x)) {
          p.values[x] = held;
        }
      }
      fill(p.values, p.seat);
    }
  } else {
    fill(e.dd, sides.picker);
    for (std::size_t x = 1; x < n; ++x) {
      if (!e.band_low[x] && e.dd[x] && e.band_low[x - 1] && *e.dd[x] == *e.dd[x - 1]) {
        e.band_low[x] = e.band_low[x - 1];
        e.band_high[x] = e.band_high[x - 1];
      }
    }
    if (e.dd[n - 1] && end.available) e.band_low[n - 1] = e.band_high[n - 1] = e.dd[n - 1];
  }
  e.low = 0;
  e.high = 100;
  e.has_line = true;
  e.line = 50;
  e.label = e.per_player ? "Each player's win chance, %"
                         : possessive(deal.player_name(sides.picker)) + " side: win chance, %";
}

}  // namespace

EvalSeries eval_series(const ReplayDeal& deal, const HandAnalysisState& state, EvalMode mode,
                       const Settlement* settlement) {
  EvalSeries e;
  const int steps = static_cast<int>(deal.plays.size());
  if (state.status() == AnalysisStatus::kNone || state.status() == AnalysisStatus::kUnavailable) {
    e.why = state.status() == AnalysisStatus::kNone ? "The hand has not been analysed."
                                                    : "No analysis: " + state.message() + ".";
    return e;
  }
  const Sides sides = sides_of(deal);
  const bool points = mode == EvalMode::kPoints;
  const double total = engine::mask_points(deal.rules.table.deck);
  const auto n = static_cast<std::size_t>(steps) + 1;
  e.available = true;
  e.sampled.assign(n, std::nullopt);
  e.dd.assign(n, std::nullopt);
  e.per_player = sides.side == 0;
  // From the mover's own value to the declarer's side's (with sides).
  auto convert = [&](double value, int mover) {
    if (e.per_player) return value;
    const bool on_side = engine::has(sides.side, static_cast<Card>(mover));
    if (points) return on_side ? value : total - value;
    const double stakes = value / sides.share(mover);
    return (on_side ? stakes : -stakes) * sides.share(sides.picker);
  };
  if (e.per_player) {
    e.players.resize(static_cast<std::size_t>(deal.num_seats));
    for (int s = 0; s < deal.num_seats; ++s) {
      e.players[static_cast<std::size_t>(s)].seat = s;
      e.players[static_cast<std::size_t>(s)].values.assign(n, std::nullopt);
    }
  }
  e.swings = dd_swings(deal, state, sides);
  if (mode == EvalMode::kChance) {
    chance_series(e, deal, state, sides, settlement ? *settlement : compute_settlement(deal));
    return e;
  }
  std::vector<bool> forced(n, false);
  for (const auto* d : state.decisions()) {
    if (d->kind != solver::DecisionKind::kPlay || d->play_index < 0 || d->play_index >= steps ||
        !d->complete || d->alternatives.empty()) {
      continue;
    }
    const auto x = static_cast<std::size_t>(d->play_index);
    const auto& played = d->alternatives[static_cast<std::size_t>(
        std::clamp(d->played_index, 0, static_cast<int>(d->alternatives.size()) - 1))];
    forced[x + 1] = d->forced || d->alternatives.size() == 1;
    // A forced card is not sampled (no worlds): its estimates are not values; early Schafkopf
    // cards are valued in units only (no points).
    const bool sampled = d->worlds > 0 && (!points || played.has_points);
    if (sampled) {
      e.sampled[x + 1] = convert(points ? played.points.mean : played.units.mean, d->mover);
    }
    std::optional<double> dd;
    if (auto v = points ? played.dd_points : played.dd_units) dd = convert(*v, d->mover);
    if (e.per_player) {
      if (dd) {
        e.players[static_cast<std::size_t>(d->mover)].values[x + 1] = dd;
      }
    } else if (dd) {
      e.dd[x + 1] = dd;
    }
    if (x == 0 && !e.per_player) {
      // The start: the value with the first mover's best card.
      const auto& best = d->alternatives[static_cast<std::size_t>(
          std::clamp(d->best, 0, static_cast<int>(d->alternatives.size()) - 1))];
      if (sampled) e.sampled[0] = convert(points ? best.points.mean : best.units.mean, d->mover);
      std::optional<int> top;
      for (const auto& a : d->alternatives) {
        const auto v = points ? a.dd_points : a.dd_units;
        if (v && (!top || *v > *top)) top = v;
      }
      if (top) e.dd[0] = convert(*top, d->mover);
    }
  }
  // No gaps: a forced card keeps the value before it (the only card cannot change the value
  // with every card visible). In a hand without sides each player's value holds until his next
  // card, and the last position is what he took.
  if (!e.per_player) {
    for (std::size_t x = 1; x < n; ++x) {
      if (!e.dd[x] && forced[x] && e.dd[x - 1]) e.dd[x] = e.dd[x - 1];
    }
  } else {
    const TableView end = compute_table_view(deal, steps, Perspective{}, settlement);
    for (PlayerLine& p : e.players) {
      std::optional<int> first;
      for (std::size_t x = 0; x < n; ++x) {
        if (p.values[x]) {
          first = static_cast<int>(x);
          break;
        }
      }
      if (!first) continue;
      for (std::size_t x = 0; x < static_cast<std::size_t>(*first); ++x) {
        p.values[x] = p.values[static_cast<std::size_t>(*first)];
      }
      std::size_t last = static_cast<std::size_t>(*first);
      for (std::size_t x = last + 1; x < n; ++x) {
        if (p.values[x]) {
          last = x;
        } else if (x > last) {
          p.values[x] = p.values[last];
        }
      }
      if (points && end.hand_over && last + 1 < n) {
        p.values[n - 1] = end.seats[static_cast<std::size_t>(p.seat)].points;
      }
    }
  }
  if (points) {
    e.low = 0;
    e.high = total;
    e.has_line = !e.per_player;
    e.line = std::floor(total / 2) + 1;  // 61 of 120 (SS-9.1, SK-8.1)
    e.label = e.per_player ? "Each player's card points (double dummy)"
                           : possessive(deal.player_name(sides.picker)) + " side: card points";
  } else {
    // The axis fits the data: from its least to its greatest value and the zero line, at least
    // one stake either side, with a margin so that no line runs along an edge.
    const double stake = e.per_player ? 1.0 : sides.share(sides.picker);
    double lo = -stake;
    double hi = stake;
    auto widen = [&](const std::vector<std::optional<double>>& series) {
      for (const auto& v : series) {
        if (v) {
          lo = std::min(lo, *v);
          hi = std::max(hi, *v);
        }
      }
    };
    widen(e.sampled);
    widen(e.dd);
    for (const PlayerLine& p : e.players) widen(p.values);
    const double margin = 0.08 * (hi - lo);
    e.low = std::floor(lo - margin);
    e.high = std::ceil(hi + margin);
    e.line = 0;
    e.label = e.per_player ? "Each player's units (double dummy)"
                           : possessive(deal.player_name(sides.picker)) + " side: units";
  }
  return e;
}

std::vector<const solver::DecisionAnalysis*> auction_decisions(const HandAnalysisState& state) {
  std::vector<const solver::DecisionAnalysis*> out;
  for (const auto* d : state.decisions()) {
    if (d->kind != solver::DecisionKind::kPlay) out.push_back(d);
  }
  return out;
}

std::vector<KeyMoment> key_moments(const HandAnalysisState& state) {
  std::vector<KeyMoment> out;
  for (const auto* d : state.decisions()) {
    // A close verdict counts in its worse band (solver/verdict.h): "inaccuracy or mistake" is a
    // key moment; a too-close one is not.
    if (d->complete &&
        is_key_grade(verdict_tone(d->grade, d->settled, d->grade_low, d->grade_high))) {
      const int play = d->kind == solver::DecisionKind::kPlay ? d->play_index : -1;
      out.push_back(KeyMoment{play, d->index, d->mover, d->grade, d->loss, d->settled, d->grade_low,
                              d->grade_high});
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const KeyMoment& a, const KeyMoment& b) {
    return a.play_index < b.play_index;
  });
  return out;
}

// --- Lessons and accuracy -----------------------------------------------------------------------

std::vector<LessonRow> hand_lessons(const HandAnalysisState& state, bool mistakes_first) {
  std::vector<LessonRow> out;
  for (const auto* d : state.decisions()) {
    for (const solver::Lesson& l : d->lessons) {
      LessonRow r;
      r.decision = d->index;
      r.play_index = d->kind == solver::DecisionKind::kPlay ? d->play_index : -1;
      r.jump_step = std::max(0, r.play_index);
      r.mover = d->mover;
      r.lesson = &l;
      out.push_back(r);
    }
  }
  if (mistakes_first) {
    std::stable_sort(out.begin(), out.end(), [](const LessonRow& a, const LessonRow& b) {
      return (a.lesson->verdict == solver::LessonVerdict::kMistake) >
             (b.lesson->verdict == solver::LessonVerdict::kMistake);
    });
  }
  return out;
}

std::vector<AccuracyRow> accuracy_rows(const ReplayDeal& deal, const HandAnalysisState& state) {
  return accuracy_rows(deal.num_seats, state);
}

std::vector<AccuracyRow> accuracy_rows(int num_seats, const HandAnalysisState& state) {
  std::vector<AccuracyRow> rows(static_cast<std::size_t>(std::max(0, num_seats)));
  for (int s = 0; s < num_seats; ++s) rows[static_cast<std::size_t>(s)].seat = s;
  if (const auto& fin = state.final_accuracy()) {
    for (int s = 0; s < num_seats && s < engine::kMaxPlayers; ++s) {
      const solver::PlayerAccuracy& a = (*fin)[static_cast<std::size_t>(s)];
      AccuracyRow& r = rows[static_cast<std::size_t>(s)];
      r.decisions = a.decisions;
      r.accuracy = a.accuracy;
      r.total_loss = a.total_loss;
      r.grade_counts = a.verdict_counts;
      r.close = a.close;
      r.too_close = a.too_close;
    }
    return rows;
  }
  std::vector<double> sum(rows.size(), 0.0);
  for (const auto* d : state.decisions()) {
    if (d->mover < 0 || d->mover >= num_seats || !d->complete) continue;
    AccuracyRow& r = rows[static_cast<std::size_t>(d->mover)];
    const solver::ShownVerdict v =
        solver::shown_verdict(d->grade, d->settled, d->grade_low, d->grade_high);
    if (v.certainty == solver::Certainty::kTooClose) {
      ++r.too_close;
    } else {
      const auto g = static_cast<std::size_t>(v.grade);
      if (g < r.grade_counts.size()) ++r.grade_counts[g];
      if (v.certainty == solver::Certainty::kClose) ++r.close;
    }
    if (d->forced || d->grade == Grade::kForced || d->grade == Grade::kNotGraded) continue;
    ++r.decisions;
    r.total_loss += d->loss;
    sum[static_cast<std::size_t>(d->mover)] += 100.0 * std::exp(-d->loss);
  }
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (rows[i].decisions > 0) rows[i].accuracy = sum[i] / rows[i].decisions;
  }
  return rows;
}

}  // namespace ui
