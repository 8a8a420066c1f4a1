// schmier calibrate LOG... (a Schafkopf command, so in the Schafkopf wing): a developer check of
// the Schafkopf worlds against reality (solver/ANALYSIS.md §9, "Calibration"). Per contract class,
// the declarer's expected result from the opening lead (sk_opening_forecast: the share of the
// opening leader's worlds that the declaring party wins double dummy) against the share of the
// logs' games the declarer won; with
// --kontra also the share of the Kontra answers of the poll (SK-6) that the analyzer's valuation
// (sk_value_auction, the analyzer's settings) recommends as Kontra, per class.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <iostream>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>

#include "cli_util.h"
#include "engine/deal_log.h"
#include "engine/schafkopf.h"
#include "solver/analysis.h"
#include "solver/schafkopf/auction.h"
#include "solver/schafkopf/heuristic_player.h"
#include "solver/schafkopf/knowledge.h"

namespace cli {

namespace {

constexpr std::string_view kHelp =
    "Usage: schmier calibrate LOG... [--samples K] [--seed S] [--no-inference] [--kontra]\n"
    "                         [--threads N] [--per-game]\n"
    "\n"
    "Checks the Schafkopf analysis worlds against the games' real results. For every declared\n"
    "game (Ramsch games are skipped) the declarer's expected result from the opening lead: in\n"
    "K worlds of the opening leader (what he knows before his lead, with the bidding as\n"
    "evidence), the share that the declaring party wins with every hand visible. Prints per\n"
    "contract class (Sauspiel; Solo: Farbsolo, Farbwenz, Farbgeier; Wenz/Geier; Tout; and the\n"
    "whole solo class) the games, the mean predicted share and the share the declarers won.\n"
    "\n"
    "Options:\n"
    "  --samples K     worlds per game (default 16)\n"
    "  --seed S        world seed (default 1)\n"
    "  --no-inference  uniform worlds (the bidding is not used as evidence)\n"
    "  --kontra        also value every Kontra answer of the poll as the analyzer does and\n"
    "                  print the share recommended as Kontra per class (the poll must follow\n"
    "                  the opening lead, sk_double_window = after_lead)\n"
    "  --threads N     games valued at once (default 1)\n"
    "  --per-game      one line per game as well\n"
    "\n"
    "Exit status: 0 done, 1 a log could not be read or rebuilt, 2 usage error.\n";

enum class Class { kSauspiel, kSolo, kWenzGeier, kTout };

const char* class_name(Class c) {
  switch (c) {
    case Class::kSauspiel:
      return "Sauspiel";
    case Class::kSolo:
      return "Solo (Farbsolo, Farbwenz, Farbgeier)";
    case Class::kWenzGeier:
      return "Wenz/Geier";
    case Class::kTout:
      return "Tout";
  }
  return "?";
}

Class class_of(const engine::SkContract& c) {
  if (c.tout) return Class::kTout;
  if (c.game == engine::SkGame::kSauspiel) return Class::kSauspiel;
  if (c.game == engine::SkGame::kWenz || c.game == engine::SkGame::kGeier) {
    return Class::kWenzGeier;
  }
  return Class::kSolo;
}

struct GameResult {
  bool used = false;
  std::string error;
  Class cls = Class::kSauspiel;
  double predicted = 0;
  bool won = false;
  double declarer_margin = 0;  // strength - threshold of the declarer's real hand
  double declarer_likelihood = 0;
  int fallbacks = 0;
  std::string note;
  int kontra_answers = 0;
  int kontra_advised = 0;
  int kontra_given = 0;
};

GameResult value_game(const std::string& path, const solver::SkAuctionOptions& o,
                      const solver::AnalysisOptions& ao, bool kontra) {
  GameResult r;
  std::ostringstream err;
  auto log = load_log(path, err, true);
  if (!log) {
    r.error = err.str();
    return r;
  }
  if (log->game != engine::Game::kSchafkopf) {
    r.error = path + ": not a Schafkopf log\n";
    return r;
  }
  std::string why;
  auto end = solver::sk_log_hand(*log, log->plays.size(), &why);
  auto start = solver::sk_log_hand(*log, 0, &why);
  if (!end || !start) {
    r.error = path + ": " + why + "\n";
    return r;
  }
  const engine::SkContract c = *start->contract();
  if (c.game == engine::SkGame::kRamsch) return r;
  if (end->phase() != engine::SkPhase::kDone) {
    r.error = path + ": the log's game is not finished\n";
    return r;
  }
  r.cls = class_of(c);
  r.won = end->result().units[static_cast<std::size_t>(c.declarer)] > 0;
  {
    const engine::CardMask dealt = start->dealt()[static_cast<std::size_t>(c.declarer)];
    engine::SkContract plain = c;
    plain.tout = false;
    r.declarer_margin =
        solver::SkStrengthTable(start->rules(), plain)(dealt) -
        solver::SkHeuristicPlayer::threshold(start->rules(), solver::SkHeuristicStyle{}, plain);
    r.declarer_likelihood = solver::sk_declare_likelihood(start->rules(), c, dealt);
  }
  const solver::SkForecast f = solver::sk_opening_forecast(*start, o);
  if (!f.error.empty()) {
    r.error = path + ": " + f.error + "\n";
    return r;
  }
  r.used = true;
  r.predicted = f.win_share;
  r.fallbacks = f.fallbacks;
  r.note = f.inference_note;
  if (kontra && !log->plays.empty()) {
    engine::SchafkopfHand h = *start;
    if (h.play(log->plays[0])) return r;
    const auto rep = engine::replay_schafkopf_log(*log, 0, &why);
    std::size_t next_double = 0;
    solver::SkAuctionOptions po = o;
    po.max_worlds = std::max(1, ao.auction_samples);
    po.min_worlds =
        ao.min_samples > 0 ? std::clamp(ao.min_samples / 2, 1, po.max_worlds) : po.max_worlds;
    po.target_se = ao.target_se;
    while (rep && h.phase() == engine::SkPhase::kDoubling) {
      const bool kontra_round = h.doubles().empty();
      const engine::SkDoubleKind kind =
          kontra_round ? engine::SkDoubleKind::kKontra : engine::SkDoubleKind::kRe;
      const bool yes = next_double < rep->doubles.size() &&
                       rep->doubles[next_double].seat == h.to_act() &&
                       rep->doubles[next_double].kind == kind;
      if (kontra_round && h.may_double()) {
        const solver::SkAuctionValuation v = solver::sk_value_auction(h, po);
        if (v.error.empty() && !v.actions.empty()) {
          ++r.kontra_answers;
          r.kontra_advised += v.actions.front().action.yes ? 1 : 0;
          r.kontra_given += yes ? 1 : 0;
        }
      }
      if (h.answer_double(yes)) break;
      if (yes) ++next_double;
    }
  }
  return r;
}

}  // namespace

int run_calibrate(int argc, char** argv) {
  static constexpr OptionSpec kSpecs[] = {{"--samples", true},       {"--seed", true},
                                          {"--no-inference", false}, {"--kontra", false},
                                          {"--threads", true},       {"--per-game", false}};
  std::string error;
  auto args = parse_args(argc, argv, kSpecs, error);
  if (!args) return usage_error("calibrate", error);
  if (args->help) {
    std::cout << kHelp;
    return kExitOk;
  }
  if (args->positional.empty()) return usage_error("calibrate", "expected at least one LOG");
  solver::SkAuctionOptions o;
  o.max_worlds = 16;
  o.seed = 1;
  if (auto v = args->value("--samples")) {
    auto n = parse_integer(*v, 1, 4096);
    if (!n) return usage_error("calibrate", "--samples takes a number of worlds from 1 to 4096");
    o.max_worlds = static_cast<int>(*n);
  }
  if (auto v = args->value("--seed")) {
    auto n = parse_integer(*v, 0, (1LL << 62));
    if (!n) return usage_error("calibrate", "--seed takes a whole number from 0");
    o.seed = static_cast<std::uint64_t>(*n);
  }
  int threads = 1;
  if (auto v = args->value("--threads")) {
    auto n = parse_integer(*v, 1, 64);
    if (!n) return usage_error("calibrate", "--threads takes a number from 1 to 64");
    threads = static_cast<int>(*n);
  }
  o.inference = !args->has("--no-inference");
  const bool kontra = args->has("--kontra");
  const bool per_game = args->has("--per-game");
  const solver::AnalysisOptions ao;  // the analyzer's defaults for the poll

  const std::vector<std::string>& paths = args->positional;
  std::vector<GameResult> results(paths.size());
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < paths.size(); i = next++) {
      results[i] = value_game(paths[i], o, ao, kontra);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (std::thread& t : pool) t.join();

  int status = kExitOk;
  struct Sum {
    int games = 0;
    double predicted = 0;
    int won = 0;
    int answers = 0;
    int advised = 0;
    int given = 0;
  };
  std::map<int, Sum> sums;
  Sum solo_class;
  int fallbacks = 0;
  int dropped = 0;
  for (std::size_t i = 0; i < paths.size(); ++i) {
    const GameResult& r = results[i];
    if (!r.error.empty()) {
      std::cerr << r.error;
      status = kExitBadInput;
      continue;
    }
    if (!r.used) continue;
    fallbacks += r.fallbacks;
    dropped += r.note.empty() ? 0 : 1;
    if (per_game) {
      std::printf("%s\t%s\t%.3f\t%s\tmargin %+.0f\tP(declare) %.2f%s%s\n", paths[i].c_str(),
                  class_name(r.cls), r.predicted, r.won ? "won" : "lost", r.declarer_margin,
                  r.declarer_likelihood, r.note.empty() ? "" : "\t", r.note.c_str());
    }
    for (Sum* s :
         {&sums[static_cast<int>(r.cls)], r.cls == Class::kSauspiel ? nullptr : &solo_class}) {
      if (!s) continue;
      s->games++;
      s->predicted += r.predicted;
      s->won += r.won ? 1 : 0;
      s->answers += r.kontra_answers;
      s->advised += r.kontra_advised;
      s->given += r.kontra_given;
    }
  }
  std::printf("worlds per game %d, seed %llu, bidding inference %s\n", o.max_worlds,
              static_cast<unsigned long long>(o.seed), o.inference ? "on" : "off");
  std::printf("%-38s %6s %10s %8s %6s", "class", "games", "predicted", "actual", "diff");
  if (kontra) std::printf(" %8s %14s %12s", "answers", "Kontra advised", "Kontra given");
  std::printf("\n");
  auto row = [&](const char* name, const Sum& s) {
    if (s.games == 0) return;
    const double p = 100.0 * s.predicted / s.games;
    const double a = 100.0 * s.won / s.games;
    std::printf("%-38s %6d %9.1f%% %7.1f%% %+5.1f", name, s.games, p, a, p - a);
    if (kontra && s.answers > 0) {
      std::printf(" %8d %13.1f%% %11.1f%%", s.answers, 100.0 * s.advised / s.answers,
                  100.0 * s.given / s.answers);
    }
    std::printf("\n");
  };
  for (const auto& [cls, s] : sums) row(class_name(static_cast<Class>(cls)), s);
  row("solo class (all but Sauspiel)", solo_class);
  std::printf(
      "worlds the rejection sampler gave up on: %d; games without the bidding's evidence: %d\n",
      fallbacks, dropped);
  return status;
}

}  // namespace cli
