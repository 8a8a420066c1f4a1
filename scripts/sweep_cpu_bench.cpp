// sweep_cpu_bench: the Sweep bench's items (solver/sweep/bench.h: the same hands, the same walk
// to the first turns of the later rounds) timed in CPU time of the thread, not wall time, so
// that figures taken on a loaded machine mean something (solver/SOLVER.md, "Sweep", "Figures").
// Not part of the build; after a Release build of build/, from the checkout (one command):
//   g++ -O2 -std=c++20 -I solver/include -I engine/include scripts/sweep_cpu_bench.cpp
//       build/solver/libsolver.a build/engine/libengine.a -o /tmp/sweep_cpu_bench
//   /tmp/sweep_cpu_bench [HANDS (default 2)] [FIRST HAND (default 0)]
// Prints each hand's CPU time, then per suite the median, p99 and maximum CPU time per item,
// the nodes and the nodes per CPU second.
#include <time.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "solver/sweep/bench.h"
#include "solver/sweep/solver.h"
namespace es = engine::sweep;
using namespace solver::sweep;
static double cpu() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}
static es::Action best(const SweepSolveResult& r) {
  const ActionValue* b = &r.moves.front();
  for (auto& m : r.moves)
    if (m.margin > b->margin) b = &m;
  return b->action;
}
static void report(const char* name, std::vector<double> v, std::vector<unsigned long> n) {
  std::vector<double> s = v;
  std::sort(s.begin(), s.end());
  auto q = [&](double p) {
    return s[std::min(s.size() - 1, (size_t)(p * (s.size() - 1) + 0.999))];
  };
  unsigned long tn = 0;
  for (auto x : n) tn += x;
  double tt = 0;
  for (auto x : v) tt += x;
  std::printf(
      "%-11s %3zu items  median %9.3f ms  p99 %9.3f ms  max %9.3f ms  nodes %10lu  %.2f M "
      "nodes/CPU s\n",
      name, v.size(), 1e3 * q(0.5), 1e3 * q(0.99), 1e3 * s.back(), tn, tn / tt / 1e6);
}
int main(int argc, char** argv) {
  int hands = argc > 1 ? std::atoi(argv[1]) : 2;
  int first = argc > 2 ? std::atoi(argv[2]) : 0;
  solver::SolverOptions so;
  so.tt_bytes = std::size_t{64} << 20;
  std::vector<double> ft, mt, lt;
  std::vector<unsigned long> fn, mn, ln;
  std::vector<std::pair<es::SweepRules, es::SweepState>> mids, lasts;
  {
    SweepSolver sv(so);
    for (int i = first; i < first + hands; ++i) {
      SweepBenchDeal d = bench_sweep_deal(i);
      es::SweepState s = es::initial_state(d.deal);
      sv.clear();
      double t0 = cpu();
      SweepSolveResult r = sv.solve(d.rules, s, true);
      double t = cpu() - t0;
      ft.push_back(t);
      fn.push_back(r.nodes);
      std::fprintf(stderr, "hand %d: %.3f s CPU, %lu nodes\n", i, t, (unsigned long)r.nodes);
      SweepSolveResult at = r;
      while (!s.hand_over()) {
        (void)es::make(s, d.rules, best(at));
        if (s.hand_over()) break;
        if (s.turn % 12 == 0) (s.turn == 36 ? lasts : mids).push_back({d.rules, s});
        at = sv.solve(d.rules, s, true);
      }
    }
  }
  {
    SweepSolver sv(so);
    for (auto& [r, s] : mids) {
      sv.clear();
      double t0 = cpu();
      auto x = sv.solve(r, s, true);
      mt.push_back(cpu() - t0);
      mn.push_back(x.nodes);
    }
  }
  {
    SweepSolver sv(so);
    for (auto& [r, s] : lasts) {
      sv.clear();
      double t0 = cpu();
      auto x = sv.solve(r, s, true);
      lt.push_back(cpu() - t0);
      ln.push_back(x.nodes);
    }
  }
  report("sweep-full", ft, fn);
  report("sweep-mid", mt, mn);
  report("sweep-last", lt, ln);
}
