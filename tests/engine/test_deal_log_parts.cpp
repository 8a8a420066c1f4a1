// Deal logs: each game's part (sheepshead_log.h, schafkopf_log.h, sweep_log.h) and the engine's
// registry of games (engine/src/games.cpp): another game's part reads empty, equality compares
// the parts, a game no registry entry knows has only the common fields.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/deal_log.h"

namespace {

using engine::DealLog;
using engine::Game;

}  // namespace

TEST_CASE("deal log parts: a log of one game reads another game's part as empty") {
  DealLog log;
  log.game = Game::kSchafkopf;
  log.schafkopf().contract = engine::LogContract{};
  log.schafkopf().doubles.push_back(engine::LogDouble{2, engine::LogDoubleCall::kKontra});
  const DealLog& view = log;
  CHECK_FALSE(view.sheepshead().blind.has_value());
  CHECK(view.sheepshead().picker == -1);
  CHECK_FALSE(view.sweep().deck.has_value());
  REQUIRE(view.schafkopf().contract.has_value());
  CHECK(view.schafkopf().doubles.size() == 1);
}

TEST_CASE("deal log parts: equality compares what each part reads") {
  DealLog a;
  a.game = Game::kSweep;
  DealLog b = a;
  CHECK(a == b);
  b.sweep().deck = std::vector<engine::Card>{0, 1};
  CHECK_FALSE(a == b);
  a.sweep().deck = std::vector<engine::Card>{0, 1};
  CHECK(a == b);
}

TEST_CASE("deal log registry: the games' names and seats") {
  CHECK(engine::game_display_name(Game::kSheepshead) == "Sheepshead");
  CHECK(engine::game_display_name(Game::kSchafkopf) == "Schafkopf");
  CHECK(engine::game_display_name(Game::kSweep) == "Sweep");
  CHECK(engine::seat_count(Game::kSheepshead) == 5);
  CHECK(engine::seat_count(Game::kSchafkopf) == 4);
  CHECK(engine::seat_count(Game::kSweep) == 2);
  DealLog log;
  log.preset = "sheepshead";
  log.rule_flags.emplace_back("ss_players", engine::FlagValue{std::int64_t{3}});
  CHECK(engine::deal_log_seats(log) == 3);
}

TEST_CASE("deal log registry: a game no entry knows has only the common fields") {
  DealLog log;
  log.game = static_cast<Game>(200);
  log.hands.resize(3);
  CHECK(engine::game_display_name(log.game) == "game 200");
  CHECK(engine::seat_count(log.game) == 0);
  CHECK(engine::deal_log_seats(log) == 3);
  CHECK(std::as_const(log).sheepshead().picker == -1);
  CHECK(engine::write_deal_log(log).find("\"game\": \"game 200\"") != std::string::npos);
}
