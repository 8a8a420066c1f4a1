// schmier bench: the solver benchmark (solver/bench.h) on one thread. Prints, per suite, the
// count and the median, p90, p99 and maximum time per item, then "Nodes searched: N" (pinned by
// a test) and the speed; with --items every item's nodes and time, with --stats (in a build
// with SCHMIER_SOLVER_STATS) where the nodes went.
#include <cstdio>
#include <iostream>

#include "cli_util.h"
#include "solver/bench.h"

namespace cli {

namespace {

constexpr std::string_view kHelp =
    "Usage: schmier bench [--deals N] [--hands N] [--schafkopf N] [--sweep N] [--tt-mb MB]\n"
    "                     [--oracle] [--items] [--stats]\n"
    "\n"
    "Runs the double-dummy solver on a fixed suite of positions on one thread and prints, per\n"
    "suite, the count and the median, p90, p99 and maximum time per item, then the nodes\n"
    "searched and the speed. The default suite's node count is pinned by a test: a change in\n"
    "search behaviour changes it.\n"
    "\n"
    "Suites:\n"
    "  sheepshead-full  full deals from the opening lead: value and every first-lead card\n"
    "  sheepshead-mid   the same deals after 7, 13 and 18 plays: value and every card\n"
    "  sheepshead-hand  every decision of a whole hand with every legal card valued (per hand)\n"
    "  schafkopf-full   long-deck Sauspiel deals from the opening lead: value and every card\n"
    "  sweep-full       Sweep hands from the first turn: the margin and every first action\n"
    "  sweep-mid        the same hands at the first turn of rounds 2 and 3: every action\n"
    "  sweep-last       the same hands at the first turn of the last round: every action\n"
    "\n"
    "Options:\n"
    "  --deals N   deals in sheepshead-full (default 60; mid uses a third of them)\n"
    "  --hands N   hands in sheepshead-hand (default 8)\n"
    "  --schafkopf N  deals in schafkopf-full (default 8)\n"
    "  --sweep N   hands in sweep-full (default 2; mid and last use their later rounds)\n"
    "  --tt-mb MB  transposition table size (default 64)\n"
    "  --oracle    every card's search starts from the card's exact value as its first guess\n"
    "              (found beforehand by a second solver, not timed, nodes not counted): the\n"
    "              node counts are the floor any first-guess policy of this search can reach\n"
    "  --items     also print every item's nodes and time, by suite\n"
    "  --stats     also print, per suite, where the nodes went: by trick and card, and what\n"
    "              the points search did at each trick boundary (needs a build configured\n"
    "              with -DSCHMIER_SOLVER_STATS=ON, whose counters cost speed)\n";

// --items: one line per item of every suite.
void print_items(const solver::BenchResult& r) {
  for (const solver::BenchSuiteResult& s : r.suites) {
    for (std::size_t i = 0; i < s.seconds.size(); ++i) {
      std::printf("%-16s item %4zu  nodes %10llu  %9.3f ms\n", s.name.c_str(), i,
                  static_cast<unsigned long long>(s.item_nodes[i]), s.seconds[i] * 1e3);
    }
  }
}

// --stats: per suite, the nodes by trick and card and the points search's boundary outcomes.
void print_stats(const solver::BenchResult& r) {
  for (const solver::BenchSuiteResult& s : r.suites) {
    if (!s.stats.enabled) continue;  // Sweep's suites: its solver keeps no such counts
    const solver::SearchStats& st = s.stats;
    std::printf("\n%s: nodes by trick, as the trick's card 1..5, and the trick's share\n",
                s.name.c_str());
    int last = -1;
    for (int t = 0; t < solver::SearchStats::kTricks; ++t) {
      for (std::uint64_t n : st.nodes[static_cast<std::size_t>(t)]) {
        if (n) last = t;
      }
    }
    for (int t = 0; t <= last; ++t) {
      std::uint64_t sum = 0;
      std::printf("  trick %d:", t + 1);
      for (std::uint64_t n : st.nodes[static_cast<std::size_t>(t)]) {
        std::printf(" %10llu", static_cast<unsigned long long>(n));
        sum += n;
      }
      std::printf("  %5.1f %%\n",
                  s.nodes ? 100.0 * static_cast<double>(sum) / static_cast<double>(s.nodes) : 0.0);
    }
    std::printf(
        "  points search at the boundary before the trick (team objective):\n"
        "           %10s %10s %10s %10s %10s %10s %10s %10s\n",
        "visits", "settled", "tt-hits", "tt-cuts", "new", "sure-cuts", "expanded", "again");
    for (int t = 0; t <= last; ++t) {
      const solver::SearchStats::Boundary& b = st.boundaries[static_cast<std::size_t>(t)];
      if (b.visits == 0) continue;
      std::printf("  trick %d: %10llu %10llu %10llu %10llu %10llu %10llu %10llu %10llu\n", t + 1,
                  static_cast<unsigned long long>(b.visits),
                  static_cast<unsigned long long>(b.settled_by_points),
                  static_cast<unsigned long long>(b.table_hits),
                  static_cast<unsigned long long>(b.table_cuts),
                  static_cast<unsigned long long>(b.new_positions),
                  static_cast<unsigned long long>(b.sure_cuts),
                  static_cast<unsigned long long>(b.expanded),
                  static_cast<unsigned long long>(b.expanded_again));
    }
  }
}

}  // namespace

int run_bench(int argc, char** argv) {
  static constexpr OptionSpec kSpecs[] = {
      {"--deals", true},   {"--hands", true},  {"--schafkopf", true}, {"--tt-mb", true},
      {"--oracle", false}, {"--items", false}, {"--stats", false},    {"--sweep", true}};
  std::string error;
  auto args = parse_args(argc, argv, kSpecs, error);
  if (!args) return usage_error("bench", error);
  if (args->help) {
    std::cout << kHelp;
    return kExitOk;
  }
  if (!args->positional.empty()) return usage_error("bench", "bench takes no file arguments");
  solver::BenchOptions opt;
  if (auto v = args->value("--deals")) {
    auto n = parse_integer(*v, 1, 100000);
    if (!n) return usage_error("bench", "--deals takes a number from 1 to 100000");
    opt.deals = static_cast<int>(*n);
  }
  if (auto v = args->value("--hands")) {
    auto n = parse_integer(*v, 0, 100000);
    if (!n) return usage_error("bench", "--hands takes a number from 0 to 100000");
    opt.hands = static_cast<int>(*n);
  }
  if (auto v = args->value("--schafkopf")) {
    auto n = parse_integer(*v, 0, 100000);
    if (!n) return usage_error("bench", "--schafkopf takes a number from 0 to 100000");
    opt.schafkopf = static_cast<int>(*n);
  }
  if (auto v = args->value("--sweep")) {
    auto n = parse_integer(*v, 0, 100000);
    if (!n) return usage_error("bench", "--sweep takes a number from 0 to 100000");
    opt.sweep = static_cast<int>(*n);
  }
  if (auto v = args->value("--tt-mb")) {
    auto n = parse_integer(*v, 1, 16384);
    if (!n) return usage_error("bench", "--tt-mb takes a size in MB from 1 to 16384");
    opt.tt_bytes = static_cast<std::size_t>(*n) << 20;
  }
  opt.oracle = args->has("--oracle");
  const bool stats = args->has("--stats");
  if (stats) {
    solver::SolverOptions probe;
    probe.tt_bytes = 4096;
    if (!solver::DoubleDummy(probe).stats().enabled) {
      std::cerr << "schmier bench: --stats needs a build configured with "
                   "-DSCHMIER_SOLVER_STATS=ON (this one does not count)\n";
      return kExitUsage;
    }
  }
  const solver::BenchResult r = solver::run_bench(
      opt, [](const std::string& name) { std::cerr << "running " << name << "...\n"; });
  for (const solver::BenchSuiteResult& s : r.suites) {
    char line[256];
    std::snprintf(line, sizeof line,
                  "%-16s %4zu  median %8.3f ms  p90 %8.3f ms  p99 %8.3f ms  max %8.3f ms  nodes "
                  "%10llu  (%s)\n",
                  s.name.c_str(), s.seconds.size(), solver::percentile(s.seconds, 0.5) * 1e3,
                  solver::percentile(s.seconds, 0.9) * 1e3,
                  solver::percentile(s.seconds, 0.99) * 1e3,
                  solver::percentile(s.seconds, 1.0) * 1e3,
                  static_cast<unsigned long long>(s.nodes), s.what.c_str());
    std::cout << line;
  }
  std::cout << "Nodes searched: " << r.nodes << "\n";
  std::cout << "Nodes/second: " << static_cast<long long>(static_cast<double>(r.nodes) / r.seconds)
            << "\n";
  std::cout.flush();
  if (args->has("--items")) print_items(r);
  if (stats) print_stats(r);
  return kExitOk;
}

}  // namespace cli
