// Sweep's computer players (solver/sweep/players.h): the rule-based player and the sampled
// solver with a time budget.
#include "solver/sweep/players.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <optional>
#include <vector>

#include "../watchdog.h"
#include "solver/sampler.h"  // world_seed
#include "solver/sweep/horizon_eval.h"
#include "solver/sweep/solver.h"

namespace solver::sweep {

namespace es = engine::sweep;

namespace {

const SweepLessonTrigger* find_trigger(const std::vector<SweepLessonTrigger>& ts, const char* id) {
  for (const SweepLessonTrigger& t : ts) {
    if (t.id == id) return &t;
  }
  return nullptr;
}

bool contains(const std::vector<Action>& v, const Action& a) {
  return std::find(v.begin(), v.end(), a) != v.end();
}

class RuleBot final : public SweepBot {
 public:
  SweepAdvice decide(const SweepKnowledge& k) override {
    const auto t0 = std::chrono::steady_clock::now();
    SweepAdvice adv;
    adv.action = rule_based_action(k);
    adv.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return adv;
  }
};

// Per action: the sum and the sum of squares of its margins over the worlds.
struct Tally {
  Action action;
  double sum = 0;
  double sum_sq = 0;
};

class StrongBot final : public SweepBot {
 public:
  StrongBot(const BotConfig& c, SweepHorizon horizon)
      : config_(c), horizon_(horizon), solver_(small_table()) {
    if (!config_.sweep_round_cut) solver_.set_horizon(&fitted_horizon_eval());
  }

  SweepAdvice decide(const SweepKnowledge& k) override {
    return config_.sweep_round_cut ? decide_round_cut(k) : decide_horizon(k);
  }

 private:
  // The deal-horizon player: max_worlds worlds (one in the last deal), each searched by the
  // deal-horizon search; no clock.
  SweepAdvice decide_horizon(const SweepKnowledge& k) {
    const auto t0 = std::chrono::steady_clock::now();
    SweepAdvice adv;
    adv.action = rule_based_action(k);
    if (every_action_alike(k)) {
      adv.seconds = elapsed(t0);
      return adv;
    }
    const SweepState& v = k.visible;
    const int worlds = v.stock_pos >= es::kStockSize ? 1 : std::max(1, config_.max_worlds);
    std::vector<Tally> tallies;
    for (int i = 0; i < worlds; ++i) {
      engine::Rng rng(world_seed(config_.seed, v.turn, i));
      const SweepSolveResult r = solver_.solve(k.rules, sample_world(k, rng), true);
      add_world(tallies, r, kHorizonUnit);
    }
    adv.to_round_end = v.stock_pos < es::kStockSize;
    choose(adv, tallies, worlds);
    adv.seconds = elapsed(t0);
    return adv;
  }

  bool every_action_alike(const SweepKnowledge& k) const {
    std::vector<Action> legal;
    es::legal_actions(k.visible, k.rules, legal);
    for (const Action& a : legal) {
      if (!equivalent_actions(k.rules, a, legal.front())) return false;
    }
    return true;
  }

  static void add_world(std::vector<Tally>& tallies, const SweepSolveResult& r, int unit) {
    if (tallies.empty()) {
      for (const ActionValue& av : r.moves) tallies.push_back({av.action, 0, 0});
    }
    for (std::size_t j = 0; j < r.moves.size() && j < tallies.size(); ++j) {
      const double m = static_cast<double>(r.moves[j].margin) / unit;
      tallies[j].sum += m;
      tallies[j].sum_sq += m * m;
    }
  }

  // The values' means and errors over `worlds` worlds, and the action: the best mean, ties
  // (within a hundredth of a point) to the rule-based order (adv.action on entry) if it is
  // among the best, else the first best in engine order.
  static void choose(SweepAdvice& adv, const std::vector<Tally>& tallies, int worlds) {
    adv.worlds = worlds;
    const double n = worlds;
    for (const Tally& t : tallies) {
      SweepActionValue av;
      av.action = t.action;
      av.margin = t.sum / n;
      if (worlds > 1) {
        const double var = std::max(0.0, (t.sum_sq - t.sum * t.sum / n) / (n - 1));
        av.margin_se = std::sqrt(var / n);
      }
      adv.values.push_back(av);
    }
    if (adv.values.empty()) return;
    double best = adv.values.front().margin;
    for (const SweepActionValue& av : adv.values) best = std::max(best, av.margin);
    std::vector<Action> top;
    for (const SweepActionValue& av : adv.values) {
      if (av.margin >= best - 0.01) top.push_back(av.action);
    }
    adv.action = contains(top, adv.action) ? adv.action : top.front();
    std::stable_sort(
        adv.values.begin(), adv.values.end(),
        [](const SweepActionValue& a, const SweepActionValue& b) { return a.margin > b.margin; });
  }

  // The round-cut player (the earlier releases' strong player, solver/sweep/players.h).
  SweepAdvice decide_round_cut(const SweepKnowledge& k) {
    const auto t0 = std::chrono::steady_clock::now();
    SweepAdvice adv;
    adv.action = rule_based_action(k);
    // No search when every legal action is the same for the search.
    if (every_action_alike(k)) {
      adv.seconds = elapsed(t0);
      return adv;
    }
    const SweepState& v = k.visible;
    const int in_hands = es::count(v.hands[static_cast<std::size_t>(k.seat)]) + k.opponent_cards;
    const bool last_round = v.stock_pos >= es::kStockSize;
    const bool exact =
        last_round || (v.stock_pos == es::kStockSize - 12 && in_hands <= horizon_.exact_cards);
    const int more_rounds =
        !exact && v.stock_pos + 12 < es::kStockSize && in_hands <= horizon_.two_round_cards ? 1 : 0;
    adv.to_round_end = !exact;
    // The last round: the seat knows every card, so one world is the whole truth.
    const int max_worlds = last_round ? 1 : std::max(1, config_.max_worlds);
    const int min_worlds = std::min(max_worlds, std::max(1, config_.min_worlds));

    std::atomic<bool> cancel{false};
    std::optional<Watchdog> dog;
    if (config_.budget_seconds > 0) {
      dog.emplace(cancel, t0 + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                   std::chrono::duration<double>(config_.budget_seconds *
                                                                 kHardLimitFactor)));
      solver_.set_cancel_flag(&cancel);
    } else {
      solver_.set_cancel_flag(nullptr);
    }
    std::vector<Tally> tallies;
    int worlds = 0;
    for (int i = 0; i < max_worlds; ++i) {
      if (config_.budget_seconds > 0 && i >= min_worlds && elapsed(t0) >= config_.budget_seconds) {
        break;
      }
      engine::Rng rng(world_seed(config_.seed, v.turn, i));
      SweepState w = sample_world(k, rng);
      if (!exact) w = round_world(w, more_rounds);
      const SweepSolveResult r = solver_.solve(k.rules, w, true);
      if (!r.complete) {
        solver_.clear();
        break;
      }
      add_world(tallies, r, 1);
      ++worlds;
    }
    solver_.set_cancel_flag(nullptr);
    dog.reset();
    if (worlds > 0) choose(adv, tallies, worlds);
    adv.seconds = elapsed(t0);
    return adv;
  }

  static double elapsed(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }
  static SolverOptions small_table() {
    SolverOptions o;
    o.tt_bytes = std::size_t{8} << 20;
    return o;
  }

  BotConfig config_;
  SweepHorizon horizon_;
  SweepSolver solver_;
};

}  // namespace

Action rule_based_action(const SweepKnowledge& k) {
  std::vector<Action> legal;
  es::legal_actions(k.visible, k.rules, legal);
  if (legal.size() == 1) return legal.front();
  const std::vector<SweepLessonTrigger> ts = sweep_lesson_triggers(k);
  if (const SweepLessonTrigger* t = find_trigger(ts, "SW-ST-1")) return t->ideal;
  std::vector<Action> cands = legal;
  auto restrict_to = [&](const std::vector<Action>& allowed) {
    std::vector<Action> kept;
    for (const Action& a : cands) {
      if (contains(allowed, a)) kept.push_back(a);
    }
    if (!kept.empty()) cands = kept;
  };
  if (const SweepLessonTrigger* t = find_trigger(ts, "SW-ST-6")) restrict_to(t->recommended);
  if (const SweepLessonTrigger* t = find_trigger(ts, "SW-ST-3")) {
    if (!t->recommended.empty() && es::is_jack(t->recommended.front().card) &&
        contains(cands, t->ideal)) {
      return t->ideal;
    }
    restrict_to(t->recommended);
  }
  return preferred_action(k, cands);
}

SweepState round_world(const SweepState& world, int more_rounds) {
  SweepState w = world;
  const int keep = std::min(more_rounds, (es::kStockSize - world.stock_pos) / 12);
  // The kept rounds move to the end of the stock, so that the search deals them and stops.
  const int first = es::kStockSize - 12 * keep;
  for (int i = 0; i < 12 * keep; ++i) {
    w.stock[static_cast<std::size_t>(first + i)] =
        world.stock[static_cast<std::size_t>(world.stock_pos + i)];
  }
  w.stock_pos = static_cast<std::uint8_t>(first);
  w.round = static_cast<std::uint8_t>(es::kRounds - 1 - keep);
  w.turn = static_cast<std::uint8_t>(es::kTurnsPerHand - 12 * keep - es::count(w.hands[0]) -
                                     es::count(w.hands[1]));
  return w;
}

std::unique_ptr<SweepBot> make_sweep_bot(const BotConfig& config, SweepHorizon horizon) {
  if (config.strength == Strength::kStrong) return std::make_unique<StrongBot>(config, horizon);
  return std::make_unique<RuleBot>();
}

}  // namespace solver::sweep
