// The win chance (solver/win_chance.h, ANALYSIS.md "Win chance"): the fits recover known
// coefficients from synthetic data, the chance is a probability per seat that splits by side
// (RULES.md SS-10, SK-8) or each for himself (SS-11, SK-12), it grows with the margin, and the
// analyzer sets it on valued card decisions; per world (the suggestion's sides may differ from
// world to world) it is a weighted mean with its standard error, and the tutor's suggestion
// carries it with the sides of what the mover knows.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "engine/deal_log.h"
#include "engine/rng.h"
#include "solver/analysis.h"
#include "solver/reasons.h"
#include "solver/schafkopf/auction.h"
#include "solver/suggest.h"
#include "solver/win_chance.h"

namespace {

double sigmoid(double z) {
  return 1.0 / (1.0 + std::exp(-z));
}
double uniform(engine::Rng& rng) {
  return static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
}

TEST_CASE("win chance: the logistic fit recovers known coefficients") {
  engine::Rng rng(7);
  std::vector<double> x;
  std::vector<int> y;
  std::vector<double> w;
  std::vector<solver::WinSample> games;
  const double a = 0.8;
  const double b = 0.12;
  for (int i = 0; i < 40000; ++i) {
    const double m = static_cast<double>(rng.below(81)) - 40.0;  // a card-point margin
    const int won = uniform(rng) < sigmoid(a + b * m) ? 1 : 0;
    x.push_back(m);
    y.push_back(won);
    w.push_back(1.0);
    games.push_back({{m}, {1.0}, won});
  }
  const solver::LogisticFit f = solver::fit_logistic(x, y, w);
  CHECK(f.converged);
  CHECK(f.a == doctest::Approx(a).epsilon(0.08));
  CHECK(f.b == doctest::Approx(b).epsilon(0.08));
  // One world per game: the win chance's own fit is the same regression.
  const solver::LogisticFit g = solver::fit_win_chance(games);
  CHECK(g.converged);
  CHECK(g.a == doctest::Approx(f.a).epsilon(1e-4));
  CHECK(g.b == doctest::Approx(f.b).epsilon(1e-4));
}

TEST_CASE("win chance: the fit over a game's worlds recovers the calibration of the worlds") {
  // Games of 16 worlds each, margin +1 in a share q of them; the real result drawn with the
  // chance the model gives (the mean of the worlds' logistic).
  engine::Rng rng(11);
  const double a = 1.5;
  const double b = 1.0;
  std::vector<solver::WinSample> games;
  for (int i = 0; i < 20000; ++i) {
    const int wins = static_cast<int>(rng.below(17));
    const double q = wins / 16.0;
    const double p = q * sigmoid(a + b) + (1 - q) * sigmoid(a - b);
    games.push_back({{1, -1}, {q, 1 - q}, uniform(rng) < p ? 1 : 0});
  }
  const solver::LogisticFit f = solver::fit_win_chance(games);
  CHECK(f.converged);
  CHECK(sigmoid(f.a + f.b) == doctest::Approx(sigmoid(a + b)).epsilon(0.03));
  CHECK(sigmoid(f.a - f.b) == doctest::Approx(sigmoid(a - b)).epsilon(0.06));
}

TEST_CASE("win chance: a probability, monotone in the margin, exact at the end of the hand") {
  const solver::WinCoefficients k{0.5, 0.4, true};
  double last = -1;
  for (double m = -60; m <= 60; m += 1) {
    const double p = solver::win_world_chance(k, m, 1.0);
    CHECK(p >= 0);
    CHECK(p <= 1);
    CHECK(p > last);
    last = p;
  }
  // With no card left to play double dummy is the result.
  CHECK(solver::win_world_chance(k, 1, 0.0) == 1.0);
  CHECK(solver::win_world_chance(k, -1, 0.0) == 0.0);
  // Uncalibrated: the double-dummy share.
  const solver::WinEstimate e =
      solver::win_chance(solver::WinCoefficients{}, {1, -1, 1, 1}, {1, 1, 1, 1}, 1.0, false);
  CHECK(e.p == doctest::Approx(0.75));
  CHECK(e.se == doctest::Approx(std::sqrt(0.1875 / 3)));
  // A world where the best alternative was not valued is left out; enumerated worlds: se 0.
  const solver::WinEstimate x =
      solver::win_chance(solver::WinCoefficients{}, {1, NAN, -1}, {3, 1, 1}, 1.0, true);
  CHECK(x.p == doctest::Approx(0.75));
  CHECK(x.se == 0);
}

TEST_CASE("win chance: per seat, by side or each for himself") {
  const solver::SeatChances sides = solver::win_chance_sides({0.7, 0.05}, 0b00101u, 5);
  REQUIRE(sides.p.size() == 5);
  double decl = 0;
  for (int q = 0; q < 5; ++q) {
    const bool d = q == 0 || q == 2;
    CHECK(sides.p[static_cast<std::size_t>(q)] == doctest::Approx(d ? 0.7 : 0.3));
    decl += d ? sides.p[static_cast<std::size_t>(q)] : 0;
  }
  CHECK(decl / 2 + sides.p[1] == doctest::Approx(1.0));
  // A leaster: one winner, so the chances sum to 1.
  const solver::SeatChances leaster = solver::win_chance_each({0.2, 0.01}, 3, 5, false);
  double sum = 0;
  for (double p : leaster.p) sum += p;
  CHECK(sum == doctest::Approx(1.0));
  CHECK(leaster.p[3] == doctest::Approx(0.2));
  // A Ramsch: one loser, so the chances of not losing sum to seats - 1.
  const solver::SeatChances ramsch = solver::win_chance_each({0.9, 0.01}, 1, 4, true);
  sum = 0;
  for (double p : ramsch.p) sum += p;
  CHECK(sum == doctest::Approx(3.0));
  CHECK(ramsch.p[1] == doctest::Approx(0.9));
}

TEST_CASE("win chance: the analyzer sets it on valued card decisions, per seat, by side") {
  for (const char* sample : {"ace-call-won.json", "schafkopf-short-deck.json"}) {
    CAPTURE(sample);
    auto log = engine::load_deal_log_file(std::string(SCHMIER_SOURCE_DIR) + "/samples/" + sample);
    REQUIRE(log.log);
    solver::AnalysisOptions o;
    o.samples = 16;
    o.threads = 1;
    o.grade_auction = false;
    solver::Analyzer an(o);
    const solver::HandAnalysis h = an.analyze(*log.log);
    REQUIRE(h.complete);
    int with = 0;
    for (const solver::DecisionAnalysis& d : h.decisions) {
      if (d.kind != solver::DecisionKind::kPlay || !d.has_win_chance()) continue;
      ++with;
      REQUIRE(d.win_chance.size() == static_cast<std::size_t>(h.num_players));
      REQUIRE(d.win_chance_se.size() == d.win_chance.size());
      // Two values, p and 1 - p, one per side.
      const double p = d.win_chance[0];
      for (double c : d.win_chance) {
        CHECK(c >= 0);
        CHECK(c <= 1);
        CHECK((c == doctest::Approx(p) || c == doctest::Approx(1 - p)));
      }
    }
    CHECK(with > 10);
  }
}

TEST_CASE("win chance: per world, a weighted mean per seat with its standard error") {
  // Seat 0 wins in worlds 0 and 2, seat 1 in world 1; world 2 weighs twice.
  const std::vector<std::vector<double>> rows{{1, 0}, {0, 1}, {1, 0}};
  const solver::SeatChances c = solver::win_chance_worlds(rows, {1, 1, 2}, false);
  REQUIRE(c.p.size() == 2);
  CHECK(c.p[0] == doctest::Approx(0.75));
  CHECK(c.p[1] == doctest::Approx(0.25));
  // Effective worlds 16 / 6; the weighted variance 0.1875; se = sqrt(var / (n_eff - 1)).
  const double n_eff = 16.0 / 6.0;
  CHECK(c.se[0] == doctest::Approx(std::sqrt(0.1875 / (n_eff - 1))));
  CHECK(c.se[1] == doctest::Approx(c.se[0]));
  CHECK(solver::win_chance_worlds(rows, {1, 1, 2}, true).se[0] == 0);
  CHECK(solver::win_chance_worlds(rows, {0, 0, 0}, false).p.empty());
  // One world's seats: by side through the class's calibration, each for himself, by results.
  const solver::WinCoefficients solo = solver::win_coefficients(solver::WinClass::kSkSolo);
  const std::vector<double> lost = solver::win_world_sides(solo, false, 0b0100u, 4, 1.0);
  CHECK(lost[2] == doctest::Approx(solver::win_world_chance(solo, -1, 1.0)));
  CHECK(lost[0] == doctest::Approx(1 - lost[2]));
  CHECK(solver::win_world_sides(solo, false, 0b0100u, 4, 0.0)[2] == 0);  // the hand is over
  const std::vector<double> each =
      solver::win_world_each(solver::WinCoefficients{}, true, 1, 5, false, 1.0);
  CHECK(each[1] == 1);
  CHECK(each[0] == 0);
  CHECK(solver::win_world_results({-1, 2, -1, 1, -1}) == std::vector<double>{0, 1, 0, 1, 0});
}

TEST_CASE("win chance: the suggestion's, by the sides of the mover's worlds") {
  auto log =
      engine::load_deal_log_file(std::string(SCHMIER_SOURCE_DIR) + "/samples/ace-call-won.json");
  REQUIRE(log.log);
  solver::SuggestOptions o;
  o.values = true;
  o.max_worlds = 16;
  // After trick 2 (the called ace fell in trick 1: Bob picked, Dee is his partner, every world
  // has the same sides): Bob and Dee share one chance, the three defenders its complement.
  std::string error;
  auto hand = engine::replay_sheepshead(*log.log, 12, &error);
  REQUIRE(hand);
  const solver::Suggestion s = solver::suggest(*hand, o);
  REQUIRE(!s.values.empty());
  REQUIRE(s.win_chance.size() == 5);
  REQUIRE(s.win_chance_se.size() == 5);
  CHECK(s.win_chance[1] == doctest::Approx(s.win_chance[3]));
  for (int q : {0, 2, 4})
    CHECK(s.win_chance[static_cast<std::size_t>(q)] == doctest::Approx(1 - s.win_chance[1]));
  // Same seed, same answer; without values, none.
  const solver::Suggestion again = solver::suggest(*hand, o);
  CHECK(again.win_chance == s.win_chance);
  CHECK(again.win_chance_se == s.win_chance_se);
  o.values = false;
  CHECK(solver::suggest(*hand, o).win_chance.empty());
  // At the opening lead Ann does not know the partner: the sides differ from world to world,
  // so the seats' chances are not two values.
  o.values = true;
  auto lead = engine::replay_sheepshead(*log.log, 0, &error);
  REQUIRE(lead);
  const solver::Suggestion first = solver::suggest(*lead, o);
  REQUIRE(first.win_chance.size() == 5);
  for (double p : first.win_chance) {
    CHECK(p >= 0);
    CHECK(p <= 1);
  }
  CHECK(first.win_chance[2] != doctest::Approx(first.win_chance[3]));
}

TEST_CASE("win chance: an auction reason states the calibrated chances") {
  solver::Reason r;
  r.best.kind = solver::DecisionKind::kPick;
  r.best.take = false;
  r.played.kind = solver::DecisionKind::kPick;
  r.played.take = true;
  r.worlds = 10;
  r.better = 7;
  r.best_wins = 4;
  r.played_wins = 2;
  r.best_chance = 0.78;
  r.played_chance = 0.02;
  solver::ReasonNames names;
  names.action = [](const solver::Action& a) { return a.take ? std::string("pick") : "pass"; };
  const std::vector<std::string> ss = solver::reason_sentences(r, names);
  REQUIRE(ss.size() >= 2);
  CHECK(ss[1] ==
        "Your side wins about 8 in 10 (78%) with pass, almost never (2%) with pick, over the "
        "same deals.");
  // A Kontra or Re: the same chance both ways.
  r.played_chance = 0.781;
  CHECK(solver::reason_sentences(r, names)[1] ==
        "Your side wins about 8 in 10 (78%) either way, over the same deals.");
}

TEST_CASE("win chance: calibrated units rank a Schafkopf declaration") {
  // Two contracts over three worlds, the mover seat 1. A: won by 2 twice, lost by 6 once (double
  // dummy +2 / 3 mean, ahead); B: lost by 3 thrice but with a chance of 0.6 in each world.
  solver::SkAuctionValuation v;
  v.mover = 1;
  v.worlds = 3;
  v.exact = true;
  solver::SkActionValue a;
  a.action.kind = solver::SkActionKind::kDeclare;
  a.action.contract.declarer = 1;
  a.world_units = {2, 2, -6};
  a.world_chance = {{0, 0.9, 0, 0}, {0, 0.9, 0, 0}, {0, 0.2, 0, 0}};
  solver::SkActionValue b = a;
  b.action.contract.declarer = 1;
  b.action.contract.game = engine::SkGame::kSolo;
  b.action.contract.suit = engine::Suit::kHearts;
  b.world_units = {-3, -3, -3};
  b.world_chance = {{0, 0.6, 0, 0}, {0, 0.6, 0, 0}, {0, 0.6, 0, 0}};
  v.actions = {a, b};
  solver::sk_calibrate_units(v);
  // A: (2 * 0.9 - 1) * 2 twice, (2 * 0.2 - 1) * 6 once: 1.6 + 1.6 - 3.6 = -0.4, mean -0.1333;
  // B: (2 * 0.6 - 1) * 3 = +0.6 each: B now ranks first.
  REQUIRE(v.actions.size() == 2);
  CHECK(v.actions[0].action == b.action);
  CHECK(v.actions[0].units.mean == doctest::Approx(0.6));
  CHECK(v.actions[1].units.mean == doctest::Approx(-0.4 / 3));
  CHECK(v.actions[1].world_dd_units == std::vector<double>{2, 2, -6});
  CHECK(v.win_chance[1] == doctest::Approx(0.6));
  // Once only: a second call changes nothing.
  solver::sk_calibrate_units(v);
  CHECK(v.actions[0].units.mean == doctest::Approx(0.6));
  // Uncalibrated chances ([u > 0]) give the double-dummy units back.
  solver::SkAuctionValuation w;
  w.mover = 0;
  w.worlds = 2;
  solver::SkActionValue c;
  c.world_units = {3, -1};
  c.world_chance = {{1, 0, 0, 0}, {0, 1, 1, 1}};
  w.actions = {c};
  solver::sk_calibrate_units(w);
  CHECK(w.actions[0].world_units == std::vector<double>{3, -1});
}

}  // namespace
