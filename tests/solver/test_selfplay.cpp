// Duplicate self-play (solver/selfplay.h): zero-sum means, thread independence, hand counts and
// clear errors for runs that cannot be made.
#include <doctest/doctest.h>

#include <cmath>

#include "solver/selfplay.h"

namespace {

solver::BotConfig config(solver::Strength s) {
  solver::BotConfig c;
  c.strength = s;
  c.budget_seconds = 0;  // reproducible: always max_worlds worlds
  c.max_worlds = 3;
  c.min_worlds = 3;
  return c;
}

}  // namespace

TEST_CASE("selfplay: one player type in every seat wins exactly nothing (zero-sum)") {
  for (const char* preset : {"sheepshead", "sheepshead_1988"}) {
    solver::SelfplayOptions o;
    o.preset = preset;
    o.deals = 6;
    o.seed = 11;
    o.players = {config(solver::Strength::kHeuristic)};
    const solver::SelfplayReport r = solver::run_selfplay(o);
    REQUIRE(r.error.empty());
    REQUIRE(r.types.size() == 1);
    CHECK(r.types[0].name == "heuristic");
    CHECK(r.types[0].hands == 6 * 5 * 5);  // deals x rotations x seats
    CHECK(r.types[0].units_per_hand == 0.0);
    CHECK(r.types[0].ci95 == 0.0);
    CHECK(r.types[0].decisions > 30 * 5);
  }
  solver::SelfplayOptions o;
  o.deals = 2;
  o.players = {config(solver::Strength::kStrong)};
  const solver::SelfplayReport r = solver::run_selfplay(o);
  REQUIRE(r.error.empty());
  CHECK(r.types[0].units_per_hand == 0.0);
}

TEST_CASE("selfplay: hands per type, zero-sum across types, same report on 1 and 2 threads") {
  solver::SelfplayOptions o;
  o.deals = 3;
  o.seed = 5;
  o.players = {config(solver::Strength::kStrong), config(solver::Strength::kHeuristic)};
  int calls = 0;
  int last_done = 0;
  const solver::SelfplayReport one = solver::run_selfplay(o, [&](int done, int total) {
    ++calls;
    CHECK(total == 3);
    CHECK(done == last_done + 1);
    last_done = done;
  });
  REQUIRE(one.error.empty());
  CHECK(calls == 3);
  CHECK(one.deals == 3);
  CHECK(one.hands == 15);
  REQUIRE(one.types.size() == 2);
  CHECK(one.types[0].name == "strong");
  CHECK(one.types[1].name == "heuristic");
  // Seats 0..4 hold types 0,1,0,1,0 shifted round the table: 3 and 2 seats in each of the
  // 15 hands.
  CHECK(one.types[0].hands == 45);
  CHECK(one.types[1].hands == 30);
  // Zero-sum: 3 seats' mean plus 2 seats' mean cancel in every deal.
  CHECK(std::abs(3 * one.types[0].units_per_hand + 2 * one.types[1].units_per_hand) < 1e-9);
  CHECK(one.types[0].decisions > 0);
  CHECK(one.types[0].max_seconds_per_decision >= one.types[0].seconds_per_decision);

  o.threads = 2;
  const solver::SelfplayReport two = solver::run_selfplay(o);
  REQUIRE(two.error.empty());
  REQUIRE(two.types.size() == one.types.size());
  for (std::size_t t = 0; t < one.types.size(); ++t) {
    CHECK(two.types[t].name == one.types[t].name);
    CHECK(two.types[t].hands == one.types[t].hands);
    CHECK(two.types[t].units_per_hand == one.types[t].units_per_hand);
    CHECK(two.types[t].ci95 == one.types[t].ci95);
    CHECK(two.types[t].decisions == one.types[t].decisions);
  }
}

TEST_CASE("selfplay: two configurations of one strength are distinct types") {
  solver::SelfplayOptions o;
  o.deals = 2;
  o.players = {config(solver::Strength::kHeuristic), config(solver::Strength::kHeuristic)};
  o.players[1].seed = 99;
  const solver::SelfplayReport r = solver::run_selfplay(o);
  REQUIRE(r.error.empty());
  REQUIRE(r.types.size() == 2);
  CHECK(r.types[0].name != r.types[1].name);
  CHECK(r.types[0].hands + r.types[1].hands == 5 * r.hands);  // seat-hands
}

TEST_CASE("selfplay: runs that cannot be made give a clear error") {
  solver::SelfplayOptions o;
  o.deals = 1;
  o.players = {config(solver::Strength::kHeuristic)};
  o.preset = "skat";
  CHECK(solver::run_selfplay(o).error.find("unknown Sheepshead preset") != std::string::npos);
  o.preset = "sheepshead";
  o.players.clear();
  CHECK(solver::run_selfplay(o).error.find("no players") != std::string::npos);
  o.players.assign(6, config(solver::Strength::kHeuristic));
  CHECK(solver::run_selfplay(o).error.find("at most 5") != std::string::npos);
  o.players.assign(1, config(solver::Strength::kHeuristic));
  o.deals = 0;
  CHECK(solver::run_selfplay(o).error.find("at least 1") != std::string::npos);
}

TEST_CASE("selfplay: Schafkopf in duplicate (4 rotations), zero-sum and thread independent") {
  for (const char* preset : {"schafkopf", "schafkopf_short"}) {
    solver::SelfplayOptions o;
    o.game = engine::Game::kSchafkopf;
    o.preset = preset;
    o.deals = 3;
    o.seed = 7;
    o.players = {config(solver::Strength::kHeuristic)};
    const solver::SelfplayReport same = solver::run_selfplay(o);
    REQUIRE_MESSAGE(same.error.empty(), same.error);
    CHECK(same.hands == 12);
    CHECK(same.types[0].hands == 3 * 4 * 4);
    CHECK(same.types[0].units_per_hand == 0.0);

    o.players = {config(solver::Strength::kStrong), config(solver::Strength::kHeuristic)};
    const solver::SelfplayReport one = solver::run_selfplay(o);
    REQUIRE_MESSAGE(one.error.empty(), one.error);
    // Seats hold types 0,1,0,1: two seats each in every hand.
    CHECK(one.types[0].hands == 24);
    CHECK(one.types[1].hands == 24);
    CHECK(std::abs(one.types[0].units_per_hand + one.types[1].units_per_hand) < 1e-9);
    o.threads = 2;
    const solver::SelfplayReport two = solver::run_selfplay(o);
    REQUIRE(two.error.empty());
    for (std::size_t t = 0; t < 2; ++t) {
      CHECK(two.types[t].units_per_hand == one.types[t].units_per_hand);
      CHECK(two.types[t].decisions == one.types[t].decisions);
    }
  }
  solver::SelfplayOptions bad;
  bad.game = engine::Game::kSchafkopf;
  bad.preset = "sheepshead";
  bad.players = {config(solver::Strength::kHeuristic)};
  CHECK(solver::run_selfplay(bad).error.find("unknown Schafkopf preset") != std::string::npos);
  bad.preset = "schafkopf";
  bad.players.assign(5, config(solver::Strength::kHeuristic));
  CHECK(solver::run_selfplay(bad).error.find("at most 4") != std::string::npos);
}
