// Sweep's wing of the analyzer (solver/sweep/analysis.h): the turns of a log, and one turn
// valued over the mover's worlds through the hall's world loop (Toolkit::run_worlds).
#include "solver/sweep/analysis.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <utility>

#include "../analysis_internal.h"
#include "../reasons_internal.h"
#include "solver/grades.h"
#include "solver/sweep/horizon_eval.h"
#include "solver/sweep/lessons.h"  // sweep_counting_words
#include "solver/sweep/solver.h"

namespace solver {

namespace es = engine::sweep;

namespace sweep {

std::string turn_text(const es::Action& a) {
  if (a.take == 0) return "trails " + es::card_code(a.card);
  return es::card_code(a.card) + " takes " + es::mask_string(a.take);
}

}  // namespace sweep

namespace analysis_detail {

namespace {

// The least spread of a Sweep decision's worlds, in stakes (Table::min_spread; see where the
// table is made): 30 margin points; and the standard errors of its intervals (Table::z).
constexpr double kSweepMinSpread = 3.0;
constexpr double kSweepZ = 2.5;

// The action of a turn as the analysis carries it.
Action turn_action(const es::Action& a) {
  Action x;
  x.kind = DecisionKind::kPlay;
  x.turn = a;
  return x;
}

// Actions the search cannot tell apart: the same card kind played, the same kinds taken
// (solver/sweep/solver.h).
using KindKey = std::pair<int, std::uint64_t>;
KindKey kind_key(const es::SweepRules& rules, const es::Action& a) {
  return {sweep::kind_of(rules, a.card), sweep::kind_counts(rules, a.take)};
}

// The unseen cards that would sweep `table` for the player about to move in `after` (SW-13 to
// SW-15): every non-jack card whose capture of the whole table is valid; none when the table is
// empty, or when his answer is the hand's last card and such a sweep does not count.
es::CardMask sweepers(const es::SweepRules& rules, const es::SweepState& after,
                      es::CardMask unseen) {
  if (after.table == 0 || after.hand_over()) return 0;
  if (!rules.last_play_sweep && after.turn + 1 == es::kTurnsPerHand) return 0;
  es::CardMask out = 0;
  for (es::Card c : es::cards(unseen & ~es::kJacks)) {
    if (es::sweep_bonus(rules, c, after.table) > 0) out |= es::bit(c);
  }
  return out;
}

// What `a` leaves the opponent (Reason::SweepReply): the table, the unseen cards that sweep it,
// in how many of the worlds (those both reason columns were valued in) the opponent holds one,
// and, on the actual deal, the opponent's answer as double dummy plays it.
Reason::SweepReply sweep_reply(const es::SweepRules& rules, const es::SweepState& actual,
                               const es::Action& a, es::CardMask unseen,
                               const std::vector<es::SweepState>& worlds,
                               const std::vector<char>& counted, sweep::SweepSolver* dd) {
  Reason::SweepReply r;
  es::SweepState after = actual;
  es::make(after, rules, a);
  r.table = after.table;
  r.sweepers = sweepers(rules, after, unseen);
  for (es::Card c : es::cards(r.sweepers)) {
    const int b = es::sweep_bonus(rules, c, after.table);
    r.bonus_low = r.bonus_low == 0 ? b : std::min(r.bonus_low, b);
    r.bonus_high = std::max(r.bonus_high, b);
  }
  for (std::size_t w = 0; w < worlds.size() && w < counted.size(); ++w) {
    if (!counted[w] || r.sweepers == 0) continue;
    es::SweepState s = worlds[w];
    es::make(s, rules, a);
    if ((s.hands[s.mover] & r.sweepers) != 0) ++r.sweep_deals;
  }
  // The double-dummy answer: from the second deal on, as the hindsight column.
  if (dd && !after.hand_over() && es::kStockSize - actual.stock_pos <= sweep::kHindsightStockLeft) {
    const sweep::SweepSolveResult sol = dd->solve(rules, after, true);
    if (!sol.complete) return r;
    const sweep::ActionValue* best = nullptr;
    for (const sweep::ActionValue& v : sol.moves) {
      if (!best || v.margin > best->margin) best = &v;
    }
    r.answered = true;
    if (best) {
      r.answer = best->action;
      es::SweepState t = after;
      r.answer_sweeps = es::make(t, rules, r.answer).swept;
    }
  }
  r.known = true;
  return r;
}

// Hindsight: every action's margin on the actual deal, the stock's order included (dd_units of
// d's alternatives, one per action of `acts`), from the second deal on
// (sweep::kHindsightStockLeft): in the first a whole-hand exact solve costs up to 14 s of CPU
// (ANALYSIS.md §12), more than the rest of the hand's analysis together. Never for a
// suggestion (AnalysisOptions::sweep_hindsight).
void add_hindsight(Toolkit& kit, const es::SweepRules& rules, const es::SweepState& actual,
                   const std::vector<es::Action>& acts, DecisionAnalysis& d) {
  if (!kit.opt->sweep_hindsight) return;
  if (es::kStockSize - actual.stock_pos > sweep::kHindsightStockLeft) return;
  const sweep::SweepSolveResult r = kit.sweep_hindsight->solve(rules, actual, true);
  if (!r.complete) return;
  std::map<KindKey, int> margin;
  for (const sweep::ActionValue& mv : r.moves) margin[kind_key(rules, mv.action)] = mv.margin;
  for (std::size_t a = 0; a < acts.size(); ++a) {
    const auto it = margin.find(kind_key(rules, acts[a]));
    if (it != margin.end()) d.alternatives[a].dd_units = it->second;
  }
}

// d.win_chance (solver/win_chance.h; RULES.md SW-17: the seat that scores more wins): in every
// world the best action's final margin, the mover's score minus the opponent's as the analysis
// values it (exact in the last deal, through the horizon before); the mover wins a world with a
// positive margin, the opponent with a negative one, nobody with a tie. Not calibrated: there
// are no real Sweep games to fit it on.
void set_sweep_win_chance(DecisionAnalysis& d, const Table& full,
                          const std::vector<es::Action>& acts) {
  if (d.best < 0 || static_cast<std::size_t>(d.best) >= d.alternatives.size()) return;
  const Action& best = d.alternatives[static_cast<std::size_t>(d.best)].action;
  std::size_t col = acts.size();
  for (std::size_t a = 0; a < acts.size(); ++a) {
    if (turn_action(acts[a]) == best) col = a;
  }
  if (col == acts.size()) return;
  std::vector<std::vector<double>> seat_p;
  std::vector<double> weight;
  for (std::size_t w = 0; w < full.units.size(); ++w) {
    const double m = full.units[w][col];
    if (std::isnan(m)) continue;
    std::vector<double> p(2, 0.0);
    p[static_cast<std::size_t>(d.mover)] = m > 0 ? 1.0 : 0.0;
    p[static_cast<std::size_t>(1 - d.mover)] = m < 0 ? 1.0 : 0.0;
    seat_p.push_back(std::move(p));
    weight.push_back(full.weight[w]);
  }
  const SeatChances c = win_chance_worlds(seat_p, weight, full.exact);
  d.win_chance = c.p;
  d.win_chance_se = c.se;
}

}  // namespace

std::vector<DecisionRef> sweep_decisions(const engine::DealLog& log, std::string* error) {
  auto fail = [&](std::string m) {
    if (error) *error = std::move(m);
    return std::vector<DecisionRef>{};
  };
  if (!log.deal_known) {
    return fail(
        "the log does not give the whole deal (`deck`, or every round's `hands`), so the "
        "stock's order is unknown and the turns cannot be valued");
  }
  std::string err;
  const auto rep = engine::replay_sweep_log(log, 0, &err);
  if (!rep) return fail(err);
  if (rep->actions.empty()) return fail("the log has no turns to analyse");
  std::vector<DecisionRef> out;
  es::SweepState s = rep->state;
  std::vector<es::Action> legal;
  for (std::size_t i = 0; i < rep->actions.size(); ++i) {
    const es::Action& a = rep->actions[i];
    if (s.hand_over() || es::check_action(s, rep->rules, a)) {
      return fail("turn " + std::to_string(i + 1) + " cannot be replayed");
    }
    DecisionRef r;
    r.index = static_cast<int>(i);
    r.kind = DecisionKind::kPlay;
    r.mover = s.mover;
    r.play_index = static_cast<int>(i);
    r.played = turn_action(a);
    out.push_back(r);
    es::make(s, rep->rules, a);
  }
  return out;
}

// What the best and the played action of a reason each leave the opponent, over the worlds both
// were valued in (`full`'s columns are `acts`), and his double-dummy answer on the actual deal
// (none without `dd`).
void add_sweep_replies(Reason& r, const Table& full, const std::vector<es::Action>& acts,
                       const es::SweepRules& rules, const es::SweepState& actual,
                       es::CardMask unseen, const std::vector<es::SweepState>& worlds, int mover,
                       sweep::SweepSolver* dd) {
  // The worlds both columns were valued in, and what each action leaves the opponent.
  int bc = -1;
  int pc = -1;
  for (std::size_t i = 0; i < acts.size(); ++i) {
    if (acts[i] == r.best.turn && bc < 0) bc = static_cast<int>(i);
    if (acts[i] == r.played.turn && pc < 0) pc = static_cast<int>(i);
  }
  if (bc >= 0 && pc >= 0) {
    std::vector<char> counted(full.units.size(), 0);
    for (std::size_t w = 0; w < full.units.size(); ++w) {
      counted[w] = !std::isnan(full.units[w][static_cast<std::size_t>(bc)]) &&
                   !std::isnan(full.units[w][static_cast<std::size_t>(pc)]);
    }
    r.sweep_opponent = 1 - mover;
    r.sweep_best = sweep_reply(rules, actual, r.best.turn, unseen, worlds, counted, dd);
    r.sweep_played = sweep_reply(rules, actual, r.played.turn, unseen, worlds, counted, dd);
  }
}

DecisionAnalysis analyze_sweep_decision(Toolkit& kit, const engine::DealLog& log,
                                        const DecisionRef& ref, const std::atomic<bool>* cancel) {
  const AnalysisOptions& opt = *kit.opt;
  DecisionAnalysis d;
  d.index = ref.index;
  d.kind = ref.kind;
  d.mover = ref.mover;
  d.play_index = ref.play_index;
  d.played = ref.played;
  std::string err;
  const auto rep = engine::replay_sweep_log(log, static_cast<std::size_t>(ref.play_index), &err);
  if (!rep) {
    d.note = err;
    return d;
  }
  const es::SweepRules& rules = rep->rules;
  const es::SweepState& actual = rep->state;
  const double stake = sweep::kSweepStakePoints;

  std::vector<es::Action> acts;
  es::legal_actions(actual, rules, acts);
  d.played_index = -1;
  for (std::size_t a = 0; a < acts.size(); ++a) {
    Alternative alt;
    alt.action = turn_action(acts[a]);
    d.alternatives.push_back(alt);
    if (acts[a] == ref.played.turn) d.played_index = static_cast<int>(a);
  }
  if (d.played_index < 0) {
    d.note = "the turn played is not legal here (a bug)";
    return d;
  }
  d.forced = acts.size() == 1;
  // One column per class of equivalent actions.
  std::map<KindKey, int> class_of;
  std::vector<es::Action> reps;
  std::vector<int> rep_index(acts.size());
  for (std::size_t a = 0; a < acts.size(); ++a) {
    const auto [it, fresh] =
        class_of.emplace(kind_key(rules, acts[a]), static_cast<int>(reps.size()));
    if (fresh) reps.push_back(acts[a]);
    rep_index[a] = it->second;
  }

  auto hindsight = [&] { add_hindsight(kit, rules, actual, acts, d); };

  const auto k = sweep::sweep_knowledge(rules, log.sweep().deal, actual, ref.mover);
  sweep::TurnLessonInput lessons_in;
  lessons_in.knowledge = &k;
  lessons_in.played = ref.played.turn;
  lessons_in.actions = acts;

  if (reps.size() <= 1) {
    hindsight();
    if (cancel && cancel->load()) return d;
    finish_without_choice(d, stake);
    if (!d.forced) d.note = "every legal action is equivalent for the player";
    lessons_in.decision = &d;
    d.lessons = sweep::sweep_turn_lessons(lessons_in);
    return d;
  }

  // The worlds: the opponent's hand and the stock dealt from the unseen cards. One world once
  // every unseen card's place is known (the stock is empty, or a single unseen card); never
  // enumerated otherwise (they are many).
  std::vector<es::SweepState> worlds;
  const int unseen = es::count(k.unseen);
  const bool determined = unseen == k.opponent_unknown() || unseen <= 1;
  WorldSource src;
  src.count = determined ? 1.0 : std::numeric_limits<double>::infinity();
  src.enumerate = [&] {
    engine::Rng rng(opt.seed);
    worlds.push_back(sweep::sample_world(k, rng));
    return worlds.size();
  };
  src.sample = [&](engine::Rng& rng) { worlds.push_back(sweep::sample_world(k, rng)); };
  src.weight = [](std::size_t) { return 1.0; };
  WorldEvaluation ev;
  ev.alts = static_cast<int>(reps.size());
  ev.played = rep_index[static_cast<std::size_t>(d.played_index)];
  ev.stake = stake;
  ev.max_samples = opt.samples;
  ev.min_samples = std::min(opt.min_samples, opt.samples);
  ev.settle_samples = sweep::sweep_settle_cap(opt);
  ev.stop_futile = true;
  // Every action of one world in one search to the end of the deal (the worker's solver has the
  // horizon, solver/sweep/horizon.h; exact in the last deal), each legal action valued.
  ev.eval = [&](int wi, int worker, const std::vector<char>& active, std::vector<double>& units,
                std::vector<double>&) {
    sweep::SweepSolver& sv = *kit.sweep_solvers[static_cast<std::size_t>(worker)];
    // Only the columns still compared (the sequential test drops the settled ones).
    std::vector<es::Action> only;
    for (std::size_t a = 0; a < reps.size(); ++a) {
      if (active[a]) only.push_back(reps[a]);
    }
    const sweep::SweepSolveResult r =
        sv.solve(rules, worlds[static_cast<std::size_t>(wi)], true, &only);
    if (!r.complete) return;  // cancelled: the entries stay NaN
    std::map<KindKey, int> margin;
    for (const sweep::ActionValue& mv : r.moves) margin[kind_key(rules, mv.action)] = mv.margin;
    for (std::size_t a = 0; a < reps.size(); ++a) {
      if (!active[a]) continue;
      const auto it = margin.find(kind_key(rules, reps[a]));
      if (it != margin.end()) units[a] = static_cast<double>(it->second) / sweep::kHorizonUnit;
    }
  };
  Table tab;
  // A world in which one action leaves the opponent a sweep and another does not differs by
  // the sweep's bonus and its cards (SW-13: often 10 to 30 points), and such worlds can be rare
  // among the first few: an interval is at least as wide as one world of 2 stakes in n would
  // move the mean (Table::half_width), so a few quiet worlds settle nothing (issue 39: grades
  // settled at 16 to 56 worlds were contradicted by other seeds).
  tab.min_spread = kSweepMinSpread;
  tab.z = kSweepZ;
  if (!kit.run_worlds(src, ref.index, ev, tab, {[&](int) { hindsight(); }}, cancel)) return d;
  if (tab.units.empty()) {
    d.note = "no deal is consistent with what the player knew (a bug)";
    d.complete = true;
    return d;
  }
  const Table full = expand_columns(tab, rep_index);
  // finish() sorts the alternatives best first: keep the engine order for the lessons.
  std::vector<Stat> margin(acts.size());
  for (std::size_t a = 0; a < acts.size(); ++a) margin[a] = full.stat_units(static_cast<int>(a));
  finish(d, full, stake, true, false);
  set_sweep_win_chance(d, full, acts);
  set_dd_loss(d, stake);
  // Why the best beats the played action, from the same worlds (Inaccuracy or worse).
  std::vector<Action> columns;
  for (const es::Action& a : acts) columns.push_back(turn_action(a));
  set_reason(d, full, columns, stake, false, false);
  if (d.reason) {
    add_sweep_replies(*d.reason, full, acts, rules, actual, k.unseen, worlds, ref.mover,
                      opt.sweep_hindsight ? kit.sweep_hindsight : nullptr);
    if (actual.stock_pos >= es::kStockSize) d.reason->counting = sweep::sweep_counting_words(k);
  }

  for (const Stat& s : margin) {
    lessons_in.margin.push_back(s.mean);
    lessons_in.margin_se.push_back(s.se);
  }
  lessons_in.compare = [&full](int a, int b) {
    const Stat s = full.diff_units(a, b, 1.0);
    return std::make_pair(s.mean, s.se);
  };
  lessons_in.decision = &d;
  d.lessons = sweep::sweep_turn_lessons(lessons_in);
  d.complete = true;
  return d;
}

}  // namespace analysis_detail

}  // namespace solver
