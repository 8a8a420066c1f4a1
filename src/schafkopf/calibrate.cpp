// schmier calibrate LOG... (a Schafkopf command, so in the Schafkopf wing): a developer check of
// the Schafkopf worlds against reality (solver/ANALYSIS.md §9, "Calibration"). Per contract class,
// the declarer's expected result from the opening lead (sk_opening_forecast: the share of the
// opening leader's worlds that the declaring party wins double dummy) against the share of the
// logs' games the declarer won; with
// --kontra also the share of the Kontra answers of the poll (SK-6) that the analyzer's valuation
// (sk_value_auction, the analyzer's settings) recommends as Kontra, per class.
#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
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
#include "solver/win_chance.h"

namespace cli {

namespace {

constexpr std::string_view kHelp =
    "Usage: schmier calibrate LOG... [--samples K] [--seed S] [--no-inference] [--kontra]\n"
    "                         [--declaration] [--threads N] [--per-game] [--fit CSV]\n"
    "       schmier calibrate --features CSV\n"
    "\n"
    "Checks the Schafkopf analysis worlds against the games' real results. For every declared\n"
    "game (Ramsch games are skipped) the declarer's expected result from the opening lead: in\n"
    "K worlds of the opening leader (what he knows before his lead, with the bidding as\n"
    "evidence), the share that the declaring party wins with every hand visible. Prints per\n"
    "contract class (Sauspiel; Solo: Farbsolo, Farbwenz, Farbgeier; Wenz/Geier; Tout; and the\n"
    "whole solo class) the games, the mean predicted share and the share the declarers won.\n"
    "Then the win chance at the opening lead (solver/win_chance.h, the coefficients in use) per\n"
    "class (Sauspiel; the solo class): games, mean predicted, share won, Brier score against\n"
    "the base rate's, and reliability bins (predicted 0-10 %, 10-20 %, ...).\n"
    "\n"
    "Options:\n"
    "  --samples K     worlds per game (default 16)\n"
    "  --seed S        world seed (default 1)\n"
    "  --no-inference  uniform worlds (the bidding is not used as evidence)\n"
    "  --kontra        also value every Kontra answer of the poll as the analyzer does and\n"
    "                  print the share recommended as Kontra per class (the poll must follow\n"
    "                  the opening lead, sk_double_window = after_lead)\n"
    "  --declaration   also grade the declarer's declaration as the analyzer does (its\n"
    "                  auction samples), by double-dummy and by calibrated units, and print\n"
    "                  how often the played contract is graded inaccuracy or worse, for the\n"
    "                  games won and lost; then the win chance of the declarer's view at\n"
    "                  the declaration (solver/win_chance.h win_coefficients_declarer): in use,\n"
    "                  fitted on the even-numbered games and reported on the odd ones, on all\n"
    "  --declarer-csv CSV  with --declaration: write the declarer's view rows (the columns\n"
    "                  --fit writes) to CSV\n"
    "  --threads N     games valued at once (default 1)\n"
    "  --per-game      one line per game as well\n"
    "  --fit CSV       fit the win chance's logistic per class (solver/win_chance.h) on the\n"
    "                  even-numbered games, report it on the odd ones and on all, fit it on all\n"
    "                  and print the coefficients; write the per-game features to CSV\n"
    "  --features CSV  no LOG: read per-game features (the columns --fit writes: game, class,\n"
    "                  contract_class, worlds, dd_win_share, won; class a name of\n"
    "                  solver/win_chance.h, e.g. \"picker alone\" from Sheepshead self-play,\n"
    "                  scripts/ss_win_chance_selfplay.py) and report and fit every class in it\n"
    "                  as --fit does (fit on the even-numbered rows of a class, reported on the\n"
    "                  odd ones; then on all)\n"
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

const char* short_name(Class c) {
  switch (c) {
    case Class::kSauspiel:
      return "Sauspiel";
    case Class::kSolo:
      return "Solo";
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
  int worlds = 0;
  bool won = false;
  double declarer_margin = 0;  // strength - threshold of the declarer's real hand
  double declarer_likelihood = 0;
  int fallbacks = 0;
  std::string note;
  int kontra_answers = 0;
  int kontra_advised = 0;
  int kontra_given = 0;
  // --declaration: the declaration graded (0 no, 1 yes); advised against (the played contract
  // graded inaccuracy or worse) by double-dummy units and by calibrated units.
  int declaration_graded = 0;
  int against_dd = 0;
  int against_calibrated = 0;
  double declared_share = -1;  // the declarer's worlds won double dummy with the played contract
  int declared_worlds = 0;
};

// The declarer's declaration (the log's auction rebuilt as the analyzer does: the declarer
// alone says PLAY) graded twice over the same worlds: by the double-dummy units and by the
// calibrated units (solver/schafkopf/auction.h sk_calibrate_units). Advised against: graded
// inaccuracy or worse.
void grade_declaration(const engine::DealLog& log, const solver::SkAuctionOptions& po,
                       GameResult& r) {
  std::string why;
  const auto rep = engine::replay_schafkopf_log(log, 0, &why);
  if (!rep) return;
  std::array<engine::CardMask, engine::kSchafkopfSeats> dealt{};
  for (std::size_t s = 0; s < dealt.size(); ++s) dealt[s] = log.dealt[s];
  engine::SchafkopfHand h(rep->rules, log.dealer, dealt);
  while (h.phase() == engine::SkPhase::kAuction) {
    const bool play = h.to_act() == rep->contract.declarer;
    if (h.bid({play ? engine::SkBidKind::kPlay : engine::SkBidKind::kPass, 0})) return;
  }
  if (h.phase() != engine::SkPhase::kDeclare) return;
  solver::SkAuctionOptions o = po;
  o.calibrated = false;
  solver::SkAuctionValuation v = solver::sk_value_auction(h, o);
  if (!v.error.empty() || v.worlds == 0) return;
  auto against = [&] {
    const std::vector<solver::Alternative> alts = solver::sk_auction_alternatives(v);
    for (std::size_t i = 0; i < v.actions.size(); ++i) {
      const solver::SkAction& a = v.actions[i].action;
      if (a.kind == solver::SkActionKind::kDeclare && a.contract == rep->contract) {
        return alts[i].grade >= solver::Grade::kInaccuracy ? 1 : 0;
      }
    }
    return 0;
  };
  r.declaration_graded = 1;
  r.against_dd = against();
  for (const solver::SkActionValue& av : v.actions) {
    if (av.action.kind != solver::SkActionKind::kDeclare || !(av.action.contract == rep->contract))
      continue;
    int won = 0;
    for (double u : av.world_units) won += u > 0 ? 1 : 0;
    r.declared_worlds = static_cast<int>(av.world_units.size());
    r.declared_share = r.declared_worlds > 0 ? double(won) / r.declared_worlds : -1;
  }
  solver::sk_calibrate_units(v);
  r.against_calibrated = against();
}

GameResult value_game(const std::string& path, const solver::SkAuctionOptions& o,
                      const solver::AnalysisOptions& ao, bool kontra, bool declaration) {
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
  r.worlds = f.worlds;
  r.fallbacks = f.fallbacks;
  r.note = f.inference_note;
  if (declaration) {
    solver::SkAuctionOptions po = o;
    po.max_worlds = std::max(1, ao.auction_samples);
    po.min_worlds =
        ao.min_samples > 0 ? std::clamp(ao.min_samples / 2, 1, po.max_worlds) : po.max_worlds;
    po.target_se = ao.target_se;
    grade_declaration(*log, po, r);
  }
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

// The win chance's class of a game (solver/win_chance.h): Sauspiel or the solo class.
solver::WinClass win_class(Class c) {
  return c == Class::kSauspiel ? solver::WinClass::kSauspiel : solver::WinClass::kSkSolo;
}

// The chance at the opening lead of a game whose worlds the declaring side wins with share q
// (margin +1 in a share q of the worlds, -1 in the rest; every card still in the hands).
double opening_chance(const solver::WinCoefficients& k, double q) {
  return q * solver::win_world_chance(k, 1, 1) + (1 - q) * solver::win_world_chance(k, -1, 1);
}

// One class's report: games, mean predicted, share won, Brier against the base rate's,
// reliability bins.
void print_win_report(const char* name, const std::vector<const GameResult*>& games,
                      const solver::WinCoefficients& k) {
  if (games.empty()) return;
  std::vector<double> q;
  std::vector<int> y;
  for (const GameResult* g : games) {
    q.push_back(opening_chance(k, g->predicted));
    y.push_back(g->won ? 1 : 0);
  }
  const double n = static_cast<double>(q.size());
  double mean_q = 0;
  double rate = 0;
  for (std::size_t i = 0; i < q.size(); ++i) {
    mean_q += q[i] / n;
    rate += y[i] / n;
  }
  const std::vector<double> base(q.size(), rate);
  std::printf("%-22s %6zu %9.1f%% %7.1f%% %+5.1f   Brier %.4f  base rate %.4f\n", name, q.size(),
              100 * mean_q, 100 * rate, 100 * (mean_q - rate), solver::brier_score(q, y),
              solver::brier_score(base, y));
  std::array<int, 10> count{};
  std::array<double, 10> sum_q{};
  std::array<int, 10> won{};
  for (std::size_t i = 0; i < q.size(); ++i) {
    const int b = std::clamp(static_cast<int>(q[i] * 10), 0, 9);
    ++count[static_cast<std::size_t>(b)];
    sum_q[static_cast<std::size_t>(b)] += q[i];
    won[static_cast<std::size_t>(b)] += y[i];
  }
  for (std::size_t b = 0; b < 10; ++b) {
    if (count[b] == 0) continue;
    std::printf("    predicted %3zu-%3zu%%: %4d games, mean predicted %5.1f%%, won %5.1f%%\n",
                b * 10, b * 10 + 10, count[b], 100 * sum_q[b] / count[b],
                100.0 * won[b] / count[b]);
  }
}

// The maximum-likelihood fit of one class (solver/win_chance.h fit_win_chance): each game's
// worlds are margin +1 with weight q and -1 with weight 1 - q, its real result the label.
solver::WinCoefficients fit_class(const std::vector<const GameResult*>& games) {
  std::vector<solver::WinSample> samples;
  for (const GameResult* g : games) {
    samples.push_back({{1, -1}, {g->predicted, 1 - g->predicted}, g->won ? 1 : 0});
  }
  const solver::LogisticFit f = solver::fit_win_chance(samples);
  solver::WinCoefficients k{f.a, f.b, true};
  if (f.b < 0 && !games.empty()) {
    // A world won double dummy would count less than a lost one: the share carries no usable
    // sign (few games, or worlds that miss what the declarer's choice tells). No slope then:
    // every game gets the class's share won, kept off 0 and 1.
    double won = 0;
    for (const GameResult* g : games) won += g->won ? 1 : 0;
    const double rate = (won + 0.5) / (static_cast<double>(games.size()) + 1.0);
    k = solver::WinCoefficients{std::log(rate / (1 - rate)), 0, true};
    std::printf("  the fitted slope %.3f is below 0: no slope, the share won %.3f\n", f.b, rate);
    return k;
  }
  std::printf("  a world won double dummy wins with %.3f, a lost one with %.3f%s\n",
              solver::win_world_chance(k, 1, 1), solver::win_world_chance(k, -1, 1),
              f.converged ? "" : " (the likelihood is largest on the boundary)");
  return k;
}

// --declaration: per class and in all, how often the declaration was graded inaccuracy or worse
// (advised against), by double-dummy units and by calibrated units, for games won and lost.
void print_declarations(const std::vector<GameResult>& results) {
  struct Count {
    std::array<int, 2> graded{}, dd{}, cal{};  // [0] lost, [1] won
  };
  std::map<int, Count> per_class;
  Count total;
  for (const GameResult& r : results) {
    if (!r.used || !r.declaration_graded) continue;
    for (Count* c : {&per_class[static_cast<int>(r.cls)], &total}) {
      c->graded[r.won ? 1 : 0] += 1;
      c->dd[r.won ? 1 : 0] += r.against_dd;
      c->cal[r.won ? 1 : 0] += r.against_calibrated;
    }
  }
  std::printf(
      "\ndeclaration advised against (graded inaccuracy or worse), double-dummy units -> "
      "calibrated units\n");
  auto row = [](const char* name, const Count& c) {
    std::printf("%-38s won: %3d of %3d -> %3d   lost: %3d of %3d -> %3d\n", name, c.dd[1],
                c.graded[1], c.cal[1], c.dd[0], c.graded[0], c.cal[0]);
  };
  for (const auto& [cls, c] : per_class) row(class_name(static_cast<Class>(cls)), c);
  row("all declared games", total);
}

// The declarer's view (--declaration, solver/win_chance.h win_coefficients_declarer): per
// class, the declarer's worlds at the declaration won double dummy with the played contract
// against the real result; the coefficients in use, the fit on the even-numbered games reported
// on the odd ones, and the fit on all.
// With `csv_path`, the rows (the --features columns) are written there.
int declarer_report(const std::vector<std::string>& paths, const std::vector<GameResult>& results,
                    const std::string& csv_path) {
  constexpr solver::WinClass kClasses[] = {solver::WinClass::kSauspiel, solver::WinClass::kSkSolo};
  std::vector<GameResult> view;
  std::vector<bool> even;
  for (std::size_t i = 0; i < results.size(); ++i) {
    const GameResult& r = results[i];
    if (!r.used || !r.declaration_graded || r.declared_share < 0) continue;
    GameResult g = r;
    g.predicted = r.declared_share;
    view.push_back(g);
    even.push_back(i % 2 == 0);
  }
  std::printf("\nwin chance at the declaration, the declarer's view\n");
  for (solver::WinClass c : kClasses) {
    std::vector<const GameResult*> all, ev, od;
    for (std::size_t i = 0; i < view.size(); ++i) {
      if (win_class(view[i].cls) != c) continue;
      all.push_back(&view[i]);
      (even[i] ? ev : od).push_back(&view[i]);
    }
    std::printf("%s\n", solver::win_class_name(c));
    print_win_report("  double-dummy share", all, solver::WinCoefficients{});
    print_win_report("  in use", all, solver::win_coefficients_declarer(c));
    const solver::WinCoefficients k = fit_class(ev);
    std::printf("  fit on the even games: a %.4f b %.4f\n", k.a, k.b);
    print_win_report("  odd games", od, k);
    const solver::WinCoefficients ka = fit_class(all);
    std::printf("  fit on all: a %.4f b %.4f\n", ka.a, ka.b);
    print_win_report("  all games", all, ka);
  }
  if (csv_path.empty()) return kExitOk;
  std::ofstream csv(csv_path);
  csv << "game,class,contract_class,worlds,dd_win_share,won\n";
  for (std::size_t i = 0; i < results.size(); ++i) {
    const GameResult& r = results[i];
    if (!r.used || !r.declaration_graded || r.declared_share < 0) continue;
    char share[32];
    std::snprintf(share, sizeof share, "%.6f", r.declared_share);
    csv << std::filesystem::path(paths[i]).stem().string() << ','
        << solver::win_class_name(win_class(r.cls)) << ',' << short_name(r.cls) << ','
        << r.declared_worlds << ',' << share << ',' << (r.won ? 1 : 0) << '\n';
  }
  if (!csv) {
    std::cerr << csv_path << ": cannot be written\n";
    return kExitBadInput;
  }
  return kExitOk;
}

// The win chance section of the report; with `fit_csv` the held-out fit, the fit on all games
// and the features written to the CSV.
int win_chance_report(const std::vector<std::string>& paths, const std::vector<GameResult>& results,
                      const std::string& fit_csv) {
  constexpr solver::WinClass kClasses[] = {solver::WinClass::kSauspiel, solver::WinClass::kSkSolo};
  std::map<int, std::vector<const GameResult*>> all, even, odd;
  for (std::size_t i = 0; i < results.size(); ++i) {
    const GameResult& r = results[i];
    if (!r.used) continue;
    const int c = static_cast<int>(win_class(r.cls));
    all[c].push_back(&r);
    (i % 2 == 0 ? even : odd)[c].push_back(&r);
  }
  std::printf("\nwin chance at the opening lead (coefficients in use)\n");
  std::printf("%-22s %6s %10s %8s %6s\n", "class", "games", "predicted", "won", "diff");
  for (solver::WinClass c : kClasses) {
    print_win_report(solver::win_class_name(c), all[static_cast<int>(c)],
                     solver::win_coefficients(c));
  }
  if (fit_csv.empty()) return kExitOk;
  std::printf("\nfit on the even-numbered games, reported on the odd ones and on all\n");
  for (solver::WinClass c : kClasses) {
    const solver::WinCoefficients k = fit_class(even[static_cast<int>(c)]);
    std::printf("%s: a %.4f b %.4f\n", solver::win_class_name(c), k.a, k.b);
    print_win_report("  odd games", odd[static_cast<int>(c)], k);
    print_win_report("  all games", all[static_cast<int>(c)], k);
  }
  std::printf("\nfit on all games (solver/src/win_chance.cpp)\n");
  for (solver::WinClass c : kClasses) {
    const solver::WinCoefficients k = fit_class(all[static_cast<int>(c)]);
    std::printf("%s: a %.4f b %.4f\n", solver::win_class_name(c), k.a, k.b);
    print_win_report("  all games", all[static_cast<int>(c)], k);
  }
  std::ofstream csv(fit_csv);
  csv << "game,class,contract_class,worlds,dd_win_share,won\n";
  for (std::size_t i = 0; i < results.size(); ++i) {
    const GameResult& r = results[i];
    if (!r.used) continue;
    char share[32];
    std::snprintf(share, sizeof share, "%.6f", r.predicted);
    csv << std::filesystem::path(paths[i]).stem().string() << ','
        << solver::win_class_name(win_class(r.cls)) << ',' << short_name(r.cls) << ',' << r.worlds
        << ',' << share << ',' << (r.won ? 1 : 0) << '\n';
  }
  if (!csv) {
    std::cerr << fit_csv << ": cannot be written\n";
    return kExitBadInput;
  }
  return kExitOk;
}

// --features: the win chance report and fit of every class in a features CSV.
int features_report(const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    std::cerr << path << ": cannot be read\n";
    return kExitBadInput;
  }
  std::map<int, std::vector<GameResult>> rows;
  std::string line;
  int line_no = 0;
  while (std::getline(in, line)) {
    ++line_no;
    if (line_no == 1 || line.empty()) continue;  // the header
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string x; std::getline(ss, x, ',');) f.push_back(x);
    int cls = -1;
    for (int c = 0; f.size() == 6 && c < static_cast<int>(solver::WinClass::kCount); ++c) {
      if (f[1] == solver::win_class_name(static_cast<solver::WinClass>(c))) cls = c;
    }
    GameResult r;
    char* end = nullptr;
    r.predicted = f.size() == 6 ? std::strtod(f[4].c_str(), &end) : -1;
    const bool share_ok = end && *end == '\0' && r.predicted >= 0 && r.predicted <= 1;
    if (cls < 0 || !share_ok || (f[5] != "0" && f[5] != "1")) {
      std::cerr << path << ":" << line_no
                << ": expected game,class,contract_class,worlds,dd_win_share,won with a class "
                   "of solver/win_chance.h, a share from 0 to 1 and won 0 or 1\n";
      return kExitBadInput;
    }
    r.used = true;
    r.won = f[5] == "1";
    rows[cls].push_back(r);
  }
  for (auto& [c, games] : rows) {
    const auto cls = static_cast<solver::WinClass>(c);
    std::vector<const GameResult*> all, even, odd;
    for (std::size_t i = 0; i < games.size(); ++i) {
      all.push_back(&games[i]);
      (i % 2 == 0 ? even : odd).push_back(&games[i]);
    }
    std::printf("\n%s: %zu games\n", solver::win_class_name(cls), games.size());
    print_win_report("  coefficients in use", all, solver::win_coefficients(cls));
    print_win_report("  double-dummy share", all, solver::WinCoefficients{});
    std::printf("fit on the even-numbered games\n");
    const solver::WinCoefficients k = fit_class(even);
    std::printf("  a %.4f b %.4f\n", k.a, k.b);
    print_win_report("  odd games", odd, k);
    print_win_report("  all games", all, k);
    std::printf("fit on all games\n");
    const solver::WinCoefficients ka = fit_class(all);
    std::printf("  a %.4f b %.4f\n", ka.a, ka.b);
    print_win_report("  all games", all, ka);
  }
  return kExitOk;
}

}  // namespace

int run_calibrate(int argc, char** argv) {
  static constexpr OptionSpec kSpecs[] = {{"--samples", true},       {"--seed", true},
                                          {"--no-inference", false}, {"--kontra", false},
                                          {"--threads", true},       {"--per-game", false},
                                          {"--fit", true},           {"--features", true},
                                          {"--declaration", false},  {"--declarer-csv", true}};
  std::string error;
  auto args = parse_args(argc, argv, kSpecs, error);
  if (!args) return usage_error("calibrate", error);
  if (args->help) {
    std::cout << kHelp;
    return kExitOk;
  }
  if (auto v = args->value("--features")) {
    if (!args->positional.empty()) return usage_error("calibrate", "--features takes no LOG");
    return features_report(*v);
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
  const bool declaration = args->has("--declaration");
  const bool per_game = args->has("--per-game");
  const solver::AnalysisOptions ao;  // the analyzer's defaults for the poll

  const std::vector<std::string>& paths = args->positional;
  std::vector<GameResult> results(paths.size());
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < paths.size(); i = next++) {
      results[i] = value_game(paths[i], o, ao, kontra, declaration);
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
      if (r.declaration_graded) {
        std::printf(
            "%s\tdeclaration\tdeclarer's worlds won %.3f of %d\tagainst dd %d "
            "calibrated %d\n",
            paths[i].c_str(), r.declared_share, r.declared_worlds, r.against_dd,
            r.against_calibrated);
      }
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
  if (declaration) {
    print_declarations(results);
    if (declarer_report(paths, results, args->value("--declarer-csv").value_or("")) != kExitOk)
      status = kExitBadInput;
  }
  std::printf(
      "worlds the rejection sampler gave up on: %d; games without the bidding's evidence: %d\n",
      fallbacks, dropped);
  const int fit_status = win_chance_report(paths, results, args->value("--fit").value_or(""));
  return status != kExitOk ? status : fit_status;
}

}  // namespace cli
