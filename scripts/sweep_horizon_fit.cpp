// sweep_horizon_fit: fits and checks Sweep's horizon evaluation (solver/sweep/horizon_eval.h)
// and measures the deal-horizon evaluator (solver/sweep/horizon.h). Developer tool, not a test;
// built with the tools (SCHMIER_TOOLS) as build/sweep_horizon_fit. Run from the checkout:
//
//   sweep_horizon_fit fit [HANDS] [FIRST]
//     Self-play hands (the rule-based player on both seats, one turn in ten random), the
//     positions at the first turn of deals 2, 3 and 4, each labelled with the exact whole-hand
//     solver's future margin for its mover (what is still to be won, both seeing every card);
//     a least-squares fit per number of deals left; prints the weights as C++ for
//     horizon_eval.cpp and each fit's mean absolute error on its own positions.
//   sweep_horizon_fit check [HANDS] [FIRST]
//     Held-out self-play hands (other seeds): at every turn of deals 1 to 3 where the exact values
//     of the actions differ, every action valued by the horizon search and by the exact solver in
//     the same full world: how often the horizon search's best action is one of the exact best, and
//     the mean absolute error of the action values (all of them, and relative to the best), for the
//     fitted evaluation and for the cut rule (the table to the last capturer).
//   sweep_horizon_fit logs HANDS FIRST DIR
//     Writes self-play hands FIRST.. (the fit's policy) as deal logs into DIR (held-out hands for
//     the analysis's figures: use FIRST 500000 or above, beyond the fit's and the check's).
//   sweep_horizon_fit cpu WORLDS HANDS [LOG.json ...]
//     Every turn of each hand, both seats, valued over WORLDS worlds by value_in_worlds: the
//     given logs (their turns as played) and the first HANDS of the bench's Sweep hands
//     (solver/sweep/bench.h, played by the evaluator's best action). CPU time of the thread per
//     hand (median, maximum) and the process's peak resident memory.
#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "solver/sweep/bench.h"
#include "solver/sweep/horizon.h"
#include "solver/sweep/players.h"

namespace {

namespace es = engine::sweep;
using namespace solver::sweep;

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Hand i of a self-play set: every fourth under `tablanette_cp`, the dealer alternating.
struct Hand {
  es::SweepRules rules;
  es::SweepDeal deal;
};
Hand selfplay_deal(int i) {
  Hand h;
  h.rules = i % 4 == 3 ? *es::sweep_preset("tablanette_cp") : *es::sweep_preset("sweep");
  h.deal = es::deal_sweep(0xF17ull * 1000003u + static_cast<std::uint64_t>(i), i % 2, h.rules);
  return h;
}

// The self-play policy: the rule-based player, one turn in ten random.
es::Action selfplay_action(const Hand& h, const es::SweepState& s, engine::Rng& rng) {
  if (rng.below(10) != 0) return rule_based_action(sweep_knowledge(h.rules, h.deal, s, s.mover));
  std::vector<es::Action> acts;
  es::legal_actions(s, h.rules, acts);
  return acts[rng.below(static_cast<std::uint32_t>(acts.size()))];
}

// The positions of a self-play hand, every turn.
std::vector<es::SweepState> selfplay_positions(const Hand& h, std::uint64_t seed) {
  engine::Rng rng(seed);
  es::SweepState s = es::initial_state(h.deal);
  std::vector<es::SweepState> out;
  while (!s.hand_over()) {
    out.push_back(s);
    es::make(s, h.rules, selfplay_action(h, s, rng));
  }
  return out;
}

// What the search counts as already won, for `seat` (the solver's past margin).
int past_margin(const es::SweepRules& rules, const es::SweepState& s, int seat) {
  const es::SweepScore sc = es::score(rules, s);
  const auto me = static_cast<std::size_t>(seat);
  const auto op = static_cast<std::size_t>(1 - seat);
  if (rules.majority == es::Majority::kDifference) return sc.points[me] - sc.points[op];
  return sc.honours[me] + sc.sweeps[me] - sc.honours[op] - sc.sweeps[op];
}

// Least squares with a little ridge: solves (X'X + l I) w = X'y by Gaussian elimination.
HorizonFeatures least_squares(const std::vector<HorizonFeatures>& x, const std::vector<double>& y) {
  constexpr int n = kHorizonFeatures;
  std::array<std::array<double, n + 1>, n> a{};
  for (std::size_t r = 0; r < x.size(); ++r) {
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) a[i][j] += x[r][i] * x[r][j];
      a[i][n] += x[r][i] * y[r];
    }
  }
  for (int i = 0; i < n; ++i) a[i][i] += 1e-3 * static_cast<double>(x.size());
  for (int c = 0; c < n; ++c) {
    int p = c;
    for (int r = c + 1; r < n; ++r) {
      if (std::fabs(a[r][c]) > std::fabs(a[p][c])) p = r;
    }
    std::swap(a[c], a[p]);
    for (int r = 0; r < n; ++r) {
      if (r == c || a[c][c] == 0) continue;
      const double f = a[r][c] / a[c][c];
      for (int k = c; k <= n; ++k) a[r][k] -= f * a[c][k];
    }
  }
  HorizonFeatures w{};
  for (int i = 0; i < n; ++i) w[i] = a[i][i] == 0 ? 0 : a[i][n] / a[i][i];
  return w;
}

int run_fit(int hands, int first) {
  SweepSolver exact;
  std::array<std::vector<HorizonFeatures>, 3> xs;
  std::array<std::vector<double>, 3> ys;
  const double t0 = cpu_seconds();
  for (int i = first; i < first + hands; ++i) {
    const Hand h = selfplay_deal(i);
    for (const es::SweepState& s : selfplay_positions(h, static_cast<std::uint64_t>(i))) {
      if (s.turn == 0 || s.turn % 12 != 0) continue;
      const int rounds = (es::kStockSize - s.stock_pos) / 12 + 1;
      const SweepSolveResult r = exact.solve(h.rules, s, false);
      xs[rounds - 1].push_back(horizon_features(h.rules, s));
      ys[rounds - 1].push_back(r.margin - past_margin(h.rules, s, s.mover));
    }
  }
  std::printf("%d hands from %d, %.1f s CPU\n", hands, first, cpu_seconds() - t0);
  for (int r = 0; r < 3; ++r) {
    HorizonFeatures w = least_squares(xs[r], ys[r]);
    // The search's table keys need the value not to fall as the pile difference grows.
    if (w[kHfPiles] < 0) {
      for (auto& f : xs[r]) f[kHfPiles] = 0;
      w = least_squares(xs[r], ys[r]);
      w[kHfPiles] = 0;
    }
    double err = 0;
    double err0 = 0;
    double mean = 0;
    for (double y : ys[r]) mean += y / static_cast<double>(ys[r].size());
    for (std::size_t k = 0; k < xs[r].size(); ++k) {
      double v = 0;
      for (int i = 0; i < kHorizonFeatures; ++i) v += w[i] * xs[r][k][i];
      err += std::fabs(v - ys[r][k]);
      err0 += std::fabs(mean - ys[r][k]);
    }
    const double n = static_cast<double>(xs[r].size());
    std::printf("deals left %d: %zu positions, MAE %.2f (a constant: %.2f)\n    {", r + 1,
                xs[r].size(), err / n, err0 / n);
    for (int i = 0; i < kHorizonFeatures; ++i) std::printf("%s%.4f", i ? ", " : "", w[i]);
    std::printf("},\n");
  }
  return 0;
}

struct CheckTally {
  int positions = 0;
  int agree = 0;
  double abs_err = 0;  // |horizon - exact| over every action
  double rel_err = 0;  // the same for (value - best value)
  double loss = 0;     // exact value of the exact best minus that of the horizon's best
  int actions = 0;
};

void tally(CheckTally& t, const std::vector<ActionValue>& exact, const HorizonResult& h) {
  int eb = exact.front().margin;
  double hb = h.moves.front().margin;
  for (std::size_t a = 0; a < exact.size(); ++a) {
    eb = std::max(eb, exact[a].margin);
    hb = std::max(hb, h.moves[a].margin);
  }
  std::size_t pick = 0;
  while (h.moves[pick].margin != hb) ++pick;
  ++t.positions;
  if (exact[pick].margin == eb) ++t.agree;
  t.loss += eb - exact[pick].margin;
  for (std::size_t a = 0; a < exact.size(); ++a) {
    t.abs_err += std::fabs(h.moves[a].margin - exact[a].margin);
    t.rel_err += std::fabs((h.moves[a].margin - hb) - (exact[a].margin - eb));
    ++t.actions;
  }
}

int run_check(int hands, int first) {
  SweepSolver exact;
  HorizonSearch fitted(fitted_horizon_eval());
  HorizonSearch cut(cut_rule_eval());
  std::array<std::array<CheckTally, 3>, 2> t{};
  double cpu_exact = 0;
  double cpu_horizon = 0;
  for (int i = first; i < first + hands; ++i) {
    const Hand h = selfplay_deal(i);
    for (const es::SweepState& s : selfplay_positions(h, static_cast<std::uint64_t>(i))) {
      if (s.stock_pos >= es::kStockSize) break;
      double c0 = cpu_seconds();
      const SweepSolveResult e = exact.solve(h.rules, s, true);
      double c1 = cpu_seconds();
      cpu_exact += c1 - c0;
      bool choice = false;
      for (const ActionValue& m : e.moves) choice |= m.margin != e.moves.front().margin;
      const HorizonResult hf = fitted.values(h.rules, s);
      cpu_horizon += cpu_seconds() - c1;
      const HorizonResult hc = cut.values(h.rules, s);
      if (!choice) continue;  // every action worth the same: nothing to pick
      tally(t[0][s.round], e.moves, hf);
      tally(t[1][s.round], e.moves, hc);
    }
  }
  std::printf("%d held-out hands from %d; CPU exact %.1f s, horizon (fitted) %.2f s\n", hands,
              first, cpu_exact, cpu_horizon);
  const char* names[2] = {"fitted", "cut rule"};
  for (int e = 0; e < 2; ++e) {
    for (int r = 0; r < 3; ++r) {
      const CheckTally& x = t[e][r];
      if (x.positions == 0) continue;
      std::printf(
          "%-8s deal %d: %4d positions, best = exact best %5.1f%%, mean loss %.2f, MAE %.2f, "
          "MAE vs best %.2f (%d actions)\n",
          names[e], r + 1, x.positions, 100.0 * x.agree / x.positions, x.loss / x.positions,
          x.abs_err / x.actions, x.rel_err / x.actions, x.actions);
    }
  }
  return 0;
}

struct HandCost {
  double cpu = 0;
  int turns = 0;
  int worlds = 0;
};

// Every turn of one hand valued over the worlds; `next` picks the turn actually played.
template <typename Next>
HandCost value_hand(const es::SweepRules& rules, const es::SweepDeal& deal, int worlds,
                    HorizonSearch& search, Next next) {
  HandCost c;
  es::SweepState s = es::initial_state(deal);
  const double t0 = cpu_seconds();
  for (int turn = 0; !s.hand_over(); ++turn) {
    const SweepKnowledge k = sweep_knowledge(rules, deal, s, s.mover);
    const WorldValuation v =
        value_in_worlds(k, worlds, 0x5EEDull + static_cast<std::uint64_t>(turn), search);
    c.worlds += v.worlds;
    ++c.turns;
    es::Action a;
    if (!next(turn, v, a)) break;
    es::make(s, rules, a);
  }
  c.cpu = cpu_seconds() - t0;
  return c;
}

int run_cpu(int worlds, int hands, const std::vector<std::string>& logs) {
  HorizonSearch search;
  std::vector<double> cpus;
  auto report = [&](const std::string& name, const HandCost& c) {
    cpus.push_back(c.cpu);
    std::printf("%-40s %2d turns %5d worlds %6.2f s CPU\n", name.c_str(), c.turns, c.worlds, c.cpu);
  };
  for (const std::string& path : logs) {
    const engine::LoadResult lr = engine::load_deal_log_file(path);
    if (!lr.log || !lr.log->deal_known) {
      std::printf("%s: not a Sweep log with the whole deal\n", path.c_str());
      continue;
    }
    std::string err;
    const auto rep = engine::replay_sweep_log(*lr.log, 0, &err);
    if (!rep) continue;
    const auto& acts = rep->actions;
    report(path, value_hand(rep->rules, lr.log->sweep().deal, worlds, search,
                            [&](int turn, const WorldValuation&, es::Action& a) {
                              if (static_cast<std::size_t>(turn) >= acts.size()) return false;
                              a = acts[static_cast<std::size_t>(turn)];
                              return true;
                            }));
  }
  for (int i = 0; i < hands; ++i) {
    const SweepBenchDeal d = bench_sweep_deal(i);
    report("bench hand " + std::to_string(i),
           value_hand(d.rules, d.deal, worlds, search,
                      [](int, const WorldValuation& v, es::Action& a) {
                        a = v.actions[static_cast<std::size_t>(v.best)].action;
                        return true;
                      }));
  }
  std::sort(cpus.begin(), cpus.end());
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  if (!cpus.empty()) {
    std::printf(
        "%zu hands, %d worlds a turn: CPU per hand median %.2f s, max %.2f s; peak RSS %ld MB\n",
        cpus.size(), worlds, cpus[cpus.size() / 2], cpus.back(), ru.ru_maxrss / 1024);
  }
  return 0;
}

// Writes HANDS self-play hands from FIRST (the policy of selfplay_positions: the rule-based
// player, one turn in ten random) as deal logs DIR/sweep-FIRST+i.json: held-out hands for the
// analysis's CPU and seed-stability figures (the fit uses hands 0 to 399, the check 100000 on).
int run_logs(int hands, int first, const std::string& dir) {
  for (int i = first; i < first + hands; ++i) {
    const Hand h = selfplay_deal(i);
    engine::DealLog log;
    log.game = engine::Game::kSweep;
    log.preset = i % 4 == 3 ? "tablanette_cp" : "sweep";
    log.players = {"North", "South"};
    log.dealer = h.deal.dealer;
    auto list = [](es::CardMask m) {
      std::vector<engine::Card> out;
      for (es::Card c : es::cards(m)) out.push_back(static_cast<engine::Card>(c));
      return out;
    };
    for (const auto& round : h.deal.hands)
      log.sweep().hands.push_back({list(round[0]), list(round[1])});
    log.sweep().table = list(h.deal.table);
    engine::Rng rng(static_cast<std::uint64_t>(i));
    es::SweepState s = es::initial_state(h.deal);
    while (!s.hand_over()) {
      const es::Action a = selfplay_action(h, s, rng);
      log.plays.push_back(static_cast<engine::Card>(a.card));
      log.sweep().takes.push_back(list(a.take));
      es::make(s, h.rules, a);
    }
    const std::string path = dir + "/sweep-" + std::to_string(i) + ".json";
    FILE* f = std::fopen(path.c_str(), "w");
    if (!f) {
      std::fprintf(stderr, "sweep_horizon_fit: cannot write %s\n", path.c_str());
      return 1;
    }
    const std::string text = engine::write_deal_log(log);
    std::fwrite(text.data(), 1, text.size(), f);
    std::fclose(f);
  }
  std::printf("%d logs in %s\n", hands, dir.c_str());
  return 0;
}

int arg(int argc, char** argv, int i, int def) {
  return argc > i ? std::atoi(argv[i]) : def;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "fit") return run_fit(arg(argc, argv, 2, 400), arg(argc, argv, 3, 0));
  if (mode == "check") return run_check(arg(argc, argv, 2, 40), arg(argc, argv, 3, 100000));
  if (mode == "cpu") {
    std::vector<std::string> logs;
    for (int i = 4; i < argc; ++i) logs.emplace_back(argv[i]);
    return run_cpu(arg(argc, argv, 2, 48), arg(argc, argv, 3, 8), logs);
  }
  if (mode == "logs" && argc == 5)
    return run_logs(arg(argc, argv, 2, 0), arg(argc, argv, 3, 0), argv[4]);
  std::fprintf(stderr,
               "usage: sweep_horizon_fit fit|check [HANDS] [FIRST] | cpu WORLDS HANDS [LOG ...] |\n"
               "       logs HANDS FIRST DIR\n");
  return 2;
}
