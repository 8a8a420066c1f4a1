// Schafkopf hand analysis (solver/analysis.h, solver/ANALYSIS.md §9): the decisions of a
// Schafkopf log and the valuation of its card plays with the analyzer's sampled machinery
// (analysis_internal.h).
//
// A Schafkopf log records the contract, the Kontra/Re given and the plays, but no auction.
// The hand is rebuilt by the engine from what the log records: the declarer alone says PLAY (all
// pass for a Ramsch), declares the contract, and the Kontra/Re poll (SK-6.4) is answered "yes"
// exactly where the log records a Kontra or Re. Decisions, in order: the declaration (not for a
// Ramsch), every poll answer of a seat that was allowed to say Kontra or Re (the others could
// only say no), and every card. Declarations and poll answers are valued and graded by
// solver/schafkopf/auction.h (sk_grade_auction).
#include <algorithm>
#include <cmath>

#include "../analysis_internal.h"
#include "../reasons_internal.h"
#include "engine/schafkopf.h"
#include "solver/grades.h"
#include "solver/lessons.h"
#include "solver/maxn.h"
#include "solver/players.h"
#include "solver/positions.h"
#include "solver/schafkopf/auction.h"
#include "solver/schafkopf/heuristic_player.h"
#include "solver/schafkopf/knowledge.h"
#include "solver/trick/equivalence.h"

namespace solver::analysis_detail {

using engine::SchafkopfHand;
using engine::SkPhase;

namespace {

constexpr int kSeats = engine::kSchafkopfSeats;
// Cards in the hands from which a Ramsch card is solved exactly (the paranoid search from
// earlier is too slow: the strong bot uses the same bound); before, the heuristic plays on
// until at most kRamschRolloutCards cards are in the hands at a trick boundary.
constexpr int kRamschExactCards = 16;
constexpr int kRamschRolloutCards = 12;
// A Ramsch world (solver/maxn.h) costs far more than a team world: the sequential test's cap
// grows 5 cards later (settle_cap_for), so the first exact trick (kRamschExactCards, about 1 s
// of a Ramsch game's CPU at 4 K) keeps 4 K.
constexpr int kRamschDearer = 5;
// Positions with more cards than this in the hands solve points in the first
// AnalysisOptions::points_samples worlds only (as for Sheepshead).
constexpr int kCheapCards = 20;
// Above this many cards in the hands (tricks 1 and 2) points are not solved at all, and the
// hindsight values are units only, and only win or lose (win_lose_level, one yes/no search, as
// the strong bot does; schneider, schwarz and a Tout are told apart from trick 3 on): a full
// points search of a Schafkopf deal from its first tricks costs millions of nodes (measured:
// 75M nodes for the opening lead of samples/schafkopf-wenz.json with points, most of them for
// points).
constexpr int kUnitsOnlyCards = 24;

using Visit = std::function<bool(const SchafkopfHand& before, const DecisionRef& ref)>;

// Drives a SchafkopfHand dealt `dealt` through what the log records (see the file comment).
// visit is called before every decision; when it returns false the walk stops. False with
// *error when the engine refuses a step or the log's doubles do not fit the poll.
bool walk_log(const engine::DealLog& log, const std::array<CardMask, kSeats>& dealt,
              const Visit& visit, std::string* error) {
  auto fail = [&](std::string m) {
    if (error) *error = std::move(m);
    return false;
  };
  std::string why;
  const auto rep = engine::replay_schafkopf_log(log, 0, &why);
  if (!rep) return fail(why);
  const engine::SkContract& c = rep->contract;
  SchafkopfHand h(rep->rules, log.dealer, dealt);
  while (h.phase() == SkPhase::kAuction) {
    const bool play = c.game != engine::SkGame::kRamsch && h.to_act() == c.declarer;
    if (auto e = h.bid({play ? engine::SkBidKind::kPlay : engine::SkBidKind::kPass, 0})) {
      return fail("the auction cannot be rebuilt: " + *e);
    }
  }
  int index = 0;
  if (h.phase() == SkPhase::kDeclare) {
    DecisionRef r;
    r.index = index++;
    r.kind = DecisionKind::kDeclare;
    r.mover = h.to_act();
    r.played.kind = DecisionKind::kDeclare;
    r.played.contract = c;
    if (!visit(h, r)) return true;
    if (auto e = h.declare(c)) return fail("contract: " + *e);
  }
  if (!h.contract()) return fail("the rules do not allow a " + engine::contract_name(c));
  std::size_t next_double = 0;
  std::size_t next_play = 0;
  const std::vector<engine::SkDouble>& doubles = rep->doubles;
  while (h.phase() != SkPhase::kDone) {
    if (h.phase() == SkPhase::kDoubling) {
      const int seat = h.to_act();
      const engine::SkDoubleKind kind = h.poll_kind();
      const bool yes = next_double < doubles.size() && doubles[next_double].seat == seat &&
                       doubles[next_double].kind == kind;
      if (h.may_double()) {
        DecisionRef r;
        r.index = index++;
        r.kind = DecisionKind::kDouble;
        r.mover = seat;
        r.played.kind = DecisionKind::kDouble;
        r.played.yes = yes;
        if (!visit(h, r)) return true;
      }
      if (auto e = h.answer_double(yes)) return fail("doubles: " + *e);
      if (yes) ++next_double;
      continue;
    }
    if (next_play >= log.plays.size()) break;
    DecisionRef r;
    r.index = index++;
    r.kind = DecisionKind::kPlay;
    r.mover = h.to_act();
    r.play_index = static_cast<int>(next_play);
    r.played.kind = DecisionKind::kPlay;
    r.played.card = log.plays[next_play];
    if (!visit(h, r)) return true;
    if (auto e = h.play(log.plays[next_play])) {
      return fail("plays[" + std::to_string(next_play) + "]: " + *e);
    }
    ++next_play;
  }
  if (next_double < doubles.size()) {
    return fail("doubles[" + std::to_string(next_double) +
                "]: the Kontra/Re poll (SK-6.4) does not give this seat that call");
  }
  return true;
}

// The hand just before decision `index` on a deal; nullopt with *error if there is none.
std::optional<SchafkopfHand> hand_before(const engine::DealLog& log,
                                         const std::array<CardMask, kSeats>& dealt, int index,
                                         std::string* error) {
  std::optional<SchafkopfHand> out;
  const bool ok = walk_log(
      log, dealt,
      [&](const SchafkopfHand& h, const DecisionRef& r) {
        if (r.index != index) return true;
        out = h;
        return false;
      },
      error);
  if (ok && !out && error) *error = "there is no such decision";
  return out;
}

std::array<CardMask, kSeats> log_dealt(const engine::DealLog& log) {
  std::array<CardMask, kSeats> dealt{};
  for (int s = 0; s < kSeats; ++s) {
    dealt[static_cast<std::size_t>(s)] = log.dealt[static_cast<std::size_t>(s)];
  }
  return dealt;
}

}  // namespace

double schafkopf_stake(const engine::SchafkopfRules& rules, const engine::SkContract& c, int mover,
                       int doublings) {
  const bool ramsch = c.game == engine::SkGame::kRamsch;
  int base = ramsch ? rules.tariff_ramsch
             : c.solo_class()
                 ? (c.tout && rules.tout_value == engine::SkToutValue::kFlat ? rules.tariff_tout
                                                                             : rules.tariff_solo)
                 : rules.tariff_sauspiel;
  if (c.solo_class() && c.tout && rules.tout_value == engine::SkToutValue::kDoubleSolo) base *= 2;
  if (c.solo_class() && mover == c.declarer) base *= kSeats - 1;
  // Every stake is half the swing of the mover's units between winning and losing (Sauspiel
  // +1/-1, a solo declarer +3/-3 tariffs); in a Ramsch a seat gets +1 unless it loses and pays
  // the three others, -3 (SK-12.3): half of that swing is 2 tariffs.
  if (ramsch) base *= 2;
  double stake = std::max(1, base) * std::max(1, rules.unit_scale);
  for (int i = 0; i < doublings + rules.table_doublings; ++i) stake *= 2;
  return stake;
}

std::vector<DecisionRef> schafkopf_decisions(const engine::DealLog& log, std::string* error) {
  if (!log.deal_known) {
    if (error) *error = "the log does not give every hidden card, so it cannot be analysed";
    return {};
  }
  std::vector<DecisionRef> out;
  const bool ok = walk_log(
      log, log_dealt(log),
      [&](const SchafkopfHand&, const DecisionRef& r) {
        out.push_back(r);
        return true;
      },
      error);
  if (!ok) return {};
  if (out.empty() && error) *error = "the log has no decisions";
  return out;
}

namespace {

// Declarations and poll answers: valued by simulation in worlds the mover may know
// (solver/schafkopf/auction.h; the rebuilt auction has the declarer alone say PLAY).
DecisionAnalysis analyze_schafkopf_auction(const AnalysisOptions& opt, const SchafkopfHand& hand,
                                           const DecisionRef& ref, DecisionAnalysis d,
                                           const std::atomic<bool>* cancel) {
  const std::optional<SkAction> played = to_sk_action(ref.played);
  if (!played) {
    d.note = "not a Schafkopf action";
    return d;
  }
  SkAuctionOptions o;
  o.seed = opt.seed;
  o.max_worlds = std::max(1, opt.auction_samples);
  o.min_worlds =
      opt.min_samples > 0 ? std::clamp(opt.min_samples / 2, 1, o.max_worlds) : o.max_worlds;
  o.target_se = opt.target_se;
  o.tt_bytes = opt.tt_bytes;
  o.cancel = cancel;
  o.inference = opt.auction_inference;
  // The grade under this decision's identity (the log's index of it).
  DecisionAnalysis g = sk_grade_auction(hand, *played, o);
  set_identity(g, ref, kSeats);
  if (!g.complete) g.grade = Grade::kNotGraded;
  return g;
}

// What the parts of a card decision's valuation share: the hand, the mover's knowledge, the
// representative cards and how the solver's values become the mover's.
struct SkPlay {
  Toolkit& kit;
  const engine::DealLog& log;
  const DecisionRef& ref;
  const SchafkopfHand& hand;
  const Knowledge& k;
  const std::vector<Card>& reps;
  const std::atomic<bool>* cancel;
  const engine::SchafkopfRules& rules;
  const engine::SkContract& contract;
  bool ramsch = false;
  bool in_party = false;  // the mover knows it
  int mover = 0;
  int doublings = 0;
  int deck_points = 0;
  bool rollout = false;     // a Ramsch too early for the exact search: heuristic play first
  bool units_only = false;  // win or lose only (kUnitsOnlyCards)
  bool early = false;       // points in the first worlds only (kCheapCards)
  const RamschLeafContext* ctx = nullptr;
  // A Ramsch is valued with every seat playing for its own result (solver/maxn.h), not with
  // the paranoid bound (all others against the mover).
  SettleFn settle;

  bool cancelled() const { return cancel && cancel->load(); }
  void ramsch_value(const engine::PlayRules& r, const engine::PlayState& s, double& units,
                    double& points) const {
    const MaxnOutcome o = maxn_solve(r, s, settle);
    units = o.units[static_cast<std::size_t>(mover)];
    points = o.points[static_cast<std::size_t>(mover)];
  }
  double mover_units(int u) const {
    if (ramsch || in_party) return static_cast<double>(u);
    return contract.solo_class() ? -u / static_cast<double>(kSeats - 1) : -static_cast<double>(u);
  }
  double mover_points(int p) const {
    return static_cast<double>(ramsch || in_party ? p : deck_points - p);
  }
};

// Hindsight: every legal card on the actual deal.
void sk_hindsight(const SkPlay& p, const Position& actual_pos, DecisionAnalysis& d) {
  if (p.rollout) return;
  if (p.ramsch) {
    for (Alternative& a : d.alternatives) {
      engine::PlayState child = actual_pos.state;
      engine::PlayUndo u;
      engine::make_move(actual_pos.rules, child, a.action.card, u);
      double units = 0;
      double points = 0;
      p.ramsch_value(actual_pos.rules, child, units, points);
      if (p.cancelled()) return;
      a.dd_units = static_cast<int>(std::lround(units));
      a.dd_points = static_cast<int>(points);
    }
    return;
  }
  if (p.units_only) {
    for (Alternative& a : d.alternatives) {
      Position child = actual_pos;
      engine::PlayUndo u;
      engine::make_move(child.rules, child.state, a.action.card, u);
      const std::size_t level = win_lose_level(*p.kit.hindsight, child);
      if (p.cancelled()) return;
      a.dd_units =
          static_cast<int>(std::lround(p.mover_units(child.objective.levels[level].units)));
    }
    return;
  }
  const SolveResult r = p.kit.hindsight->solve(actual_pos, true);
  if (!r.complete) return;
  for (const MoveValue& mv : r.moves) {
    for (Alternative& a : d.alternatives) {
      if (a.action.card == mv.card) {
        a.dd_units = static_cast<int>(std::lround(p.mover_units(mv.units)));
        a.dd_points = static_cast<int>(p.mover_points(mv.points));
      }
    }
  }
}

// A Ramsch world too early for the exact search: the heuristic plays every active card's
// continuation until kRamschRolloutCards are left at a trick boundary, then max-n.
void sk_eval_rollout(const SkPlay& p, const SkHeuristicPlayer& heuristic, const World& w,
                     const std::vector<char>& active, std::vector<double>& units,
                     std::vector<double>& points) {
  const auto start = hand_before(p.log, schafkopf_world_dealt(p.k, w.slots), p.ref.index, nullptr);
  if (!start) return;  // cannot happen for a consistent world; the entries stay NaN
  for (std::size_t a = 0; a < p.reps.size(); ++a) {
    if (!active[a]) continue;
    SchafkopfHand h = *start;
    (void)h.play(p.reps[a]);
    while (h.phase() == SkPhase::kPlay) {
      int left = 0;
      for (int q = 0; q < kSeats; ++q) left += engine::count(h.hand_of(q));
      if (left <= kRamschRolloutCards && h.play_state().trick_size == 0) break;
      (void)h.play(heuristic.choose_play(h));
    }
    if (h.phase() == SkPhase::kPlay) {
      p.ramsch_value(h.setup().play, h.play_state(), units[a], points[a]);
    } else {
      const engine::SkResult res = h.result();
      units[a] = res.units[static_cast<std::size_t>(p.mover)];
      points[a] = res.points[static_cast<std::size_t>(p.mover)];
    }
  }
}

// The position of a world: the public state with the world's hands, the party from its deal.
Position sk_world_position(const SkPlay& p, const World& w) {
  const auto dealt = schafkopf_world_dealt(p.k, w.slots);
  const engine::SkSetup setup = engine::schafkopf_setup(p.rules, p.contract, dealt);
  engine::PlayState state = p.hand.play_state();
  for (std::size_t s = 0; s < p.k.slots.size(); ++s) {
    state.hands[static_cast<std::size_t>(p.k.slots[s].seat)] = w.slots[s];
  }
  return schafkopf_position(p.rules, p.contract, setup, state, dealt, p.doublings, p.ctx, p.mover);
}

// Every active card's values in one world (exact search; see the constants for the effort).
void sk_eval_world(const SkPlay& p, const World& w, int world_index, int worker,
                   const std::vector<char>& active, std::vector<double>& units,
                   std::vector<double>& points) {
  const Position pos = sk_world_position(p, w);
  if (p.ramsch) {
    for (std::size_t a = 0; a < p.reps.size(); ++a) {
      if (!active[a]) continue;
      engine::PlayState child = pos.state;
      engine::PlayUndo u;
      engine::make_move(pos.rules, child, p.reps[a], u);
      p.ramsch_value(pos.rules, child, units[a], points[a]);
    }
    return;
  }
  DoubleDummy& dd = *p.kit.dds[static_cast<std::size_t>(worker)];
  const bool want_points = !p.units_only && (!p.early || world_index < p.kit.opt->points_samples);
  if (want_points && values_per_card(
                         dd, pos, p.reps, active, [&p](int u) { return p.mover_units(u); },
                         [&p](int q) { return p.mover_points(q); }, units, points)) {
    return;
  }
  int guess = -1;  // the previous card's level in this world
  for (std::size_t a = 0; a < p.reps.size(); ++a) {
    if (!active[a]) continue;
    Position child = pos;
    engine::PlayUndo u;
    engine::make_move(child.rules, child.state, p.reps[a], u);
    if (want_points || child.objective.paranoid || child.state.finished(child.rules) ||
        child.objective.levels.empty()) {
      const SolveResult r = dd.solve(child, false);
      units[a] = p.mover_units(r.units);
      points[a] = want_points ? p.mover_points(r.points) : std::nan("");
    } else {
      const std::size_t level =
          p.units_only ? win_lose_level(dd, child) : team_level(dd, child, guess);
      guess = static_cast<int>(level);
      units[a] = p.mover_units(child.objective.levels[level].units);
      points[a] = std::nan("");
    }
  }
}

}  // namespace

DecisionAnalysis analyze_schafkopf_decision(Toolkit& kit, const engine::DealLog& log,
                                            const DecisionRef& ref,
                                            const std::atomic<bool>* cancel) {
  const AnalysisOptions& opt = *kit.opt;
  DecisionAnalysis d;
  set_identity(d, ref, kSeats);
  std::string error;
  const std::optional<SchafkopfHand> before = hand_before(log, log_dealt(log), ref.index, &error);
  if (!before) {
    d.note = error;
    return d;
  }
  const SchafkopfHand& hand = *before;
  if (ref.kind != DecisionKind::kPlay) return analyze_schafkopf_auction(opt, hand, ref, d, cancel);

  auto k = schafkopf_play_knowledge(hand, &error);
  if (!k) {
    d.note = error;
    return d;
  }
  if (opt.auction_inference) add_schafkopf_bidding_inference(*k, hand);
  const engine::SchafkopfRules& rules = hand.rules();
  const engine::SkContract& contract = *hand.contract();
  const bool ramsch = contract.game == engine::SkGame::kRamsch;
  const engine::PlayRules& pr = hand.setup().play;
  const engine::PlayState& st = hand.play_state();
  const CardMask legal = hand.legal_cards();
  const int mover = ref.mover;
  const int doublings = static_cast<int>(hand.doubles().size());
  const double stake = schafkopf_stake(rules, contract, mover, doublings);

  // Cards equivalent for the mover: same effective suit and points, and no card between them
  // in power that someone else may hold or that lies in the current trick; the called ace
  // keeps its own obligations and is never merged.
  const CardClasses classes = equivalent_cards(pr, st, legal, k->unseen, card_set({pr.called}));
  const std::vector<Card>& cards = classes.cards;
  const std::vector<Card>& reps = classes.reps;
  for (Card c : cards) {
    Alternative a;
    a.action = play_action(c);
    d.alternatives.push_back(a);
    if (c == ref.played.card) d.played_index = static_cast<int>(d.alternatives.size()) - 1;
  }
  d.forced = cards.size() == 1;
  int cards_left = 0;
  for (int q = 0; q < kSeats; ++q)
    cards_left += engine::count(st.hands[static_cast<std::size_t>(q)]);

  // The Ramsch leaf reads its context through a pointer, and the solver's tables are keyed on
  // it: the analyzer keeps one object per context for its lifetime, so a pointer never names
  // two contexts and no table must be forgotten (another decision may be searching with them).
  const RamschLeafContext* ctx = kit.ramsch_context({rules, contract, doublings});
  const SkPlay p{kit,
                 log,
                 ref,
                 hand,
                 *k,
                 reps,
                 cancel,
                 rules,
                 contract,
                 ramsch,
                 ((hand.setup().party >> mover) & 1u) != 0,
                 mover,
                 doublings,
                 engine::mask_points(pr.table.deck),
                 ramsch && cards_left > kRamschExactCards,
                 !ramsch && cards_left > kUnitsOnlyCards,
                 cards_left > kCheapCards,
                 ctx,
                 ramsch_settle(rules, contract, doublings)};
  if (p.rollout) {
    d.note = "before the last " + std::to_string(kRamschExactCards / kSeats) +
             " tricks a Ramsch is valued by the heuristic player's play until " +
             std::to_string(kRamschRolloutCards / kSeats) +
             " tricks remain, then each player plays for his own result (max-n, every hand "
             "visible)";
  }
  const Position actual_pos =
      schafkopf_position(rules, contract, hand.setup(), st, hand.dealt(), doublings, ctx, mover);
  if (reps.size() <= 1 && cards_left > kCheapCards) {
    sk_hindsight(p, actual_pos, d);
    if (cancel && cancel->load()) return d;
    finish_without_choice(d, stake);
    return d;
  }

  const SkHeuristicPlayer heuristic(opt.seed);
  Evaluation ev;
  ev.alts = static_cast<int>(reps.size());
  ev.played = classes.rep_index[static_cast<std::size_t>(d.played_index)];
  ev.stake = stake;
  ev.max_samples = opt.samples;
  ev.min_samples = std::min(opt.min_samples, opt.samples);
  ev.settle_samples =
      p.rollout ? opt.settle_cap() : settle_cap_for(opt, cards_left, ramsch ? kRamschDearer : 0);
  ev.eval = [&](const World& w, int world_index, int worker, const std::vector<char>& active,
                std::vector<double>& units, std::vector<double>& points) {
    if (p.rollout) {
      sk_eval_rollout(p, heuristic, w, active, units, points);
    } else {
      sk_eval_world(p, w, world_index, worker, active, units, points);
    }
  };
  Table tab;
  if (!kit.run(*k, ref.index, ev, tab, {[&](int) { sk_hindsight(p, actual_pos, d); }}, cancel)) {
    return d;
  }
  if (tab.units.empty()) {
    d.note = "no deal is consistent with what the player knew (a bug)";
    d.complete = true;
    return d;
  }
  const Table full = expand_columns(tab, classes.rep_index);
  finish(d, full, stake, !ramsch, !p.units_only);
  WinSides sides;
  sides.cls = ramsch ? WinClass::kRamsch
                     : (contract.game == engine::SkGame::kSauspiel ? WinClass::kSauspiel
                                                                   : WinClass::kSkSolo);
  sides.seats = kSeats;
  sides.declaring = hand.setup().party;
  sides.mover_declaring = p.in_party;
  sides.each_for_self = ramsch;
  sides.cards_left_share = double(cards_left) / (kSeats * pr.tricks_total());
  set_win_chance(d, full, cards, sides);
  if (!k->inference_note.empty()) d.note += (d.note.empty() ? "" : "; ") + k->inference_note;
  set_dd_loss(d, stake);
  set_reason(d, full, play_columns(cards), stake, !ramsch, ramsch);
  if (d.reason && !p.rollout && !p.units_only) {
    add_hindsight_lines(*d.reason, *kit.hindsight, actual_pos, mover);
  }
  const LessonSituation sit{&*k, &pr, &st, legal};
  d.lessons = judge_lessons(lesson_triggers(sit), d, table_compare(full, cards, stake, !ramsch),
                            engine::Game::kSchafkopf);
  d.complete = true;
  return d;
}

}  // namespace solver::analysis_detail
