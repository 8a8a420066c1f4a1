// The sample deal logs in samples/ (DEAL_LOG.md): every one loads and validates, survives a
// write/re-read round trip, and each Sheepshead sample really shows the scenario it is named
// after (RULES.md SS-6 calls, SS-10 rows, SS-11 leaster, SS-13 doubler).
#include <doctest/doctest.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "engine/sheepshead.h"

namespace {

namespace fs = std::filesystem;

const fs::path kSamples = fs::path(SCHMIER_SOURCE_DIR) / "samples";

engine::DealLog load(const std::string& file) {
  const fs::path path = kSamples / file;
  REQUIRE_MESSAGE(fs::exists(path), "missing sample ", path.string());
  engine::LoadResult r = engine::load_deal_log_file(path.string());
  for (const engine::LogError& e : r.errors) {
    FAIL_CHECK(file, ": ", engine::format_error(e));
  }
  REQUIRE(r.log.has_value());
  return *r.log;
}

// The finished hand of a complete Sheepshead sample.
struct Played {
  engine::DealLog log;
  engine::HandResult result;
};

Played play(const std::string& file) {
  Played p{load(file), {}};
  REQUIRE(p.log.game == engine::Game::kSheepshead);
  REQUIRE(p.log.deal_known);
  std::string error;
  const auto hand = engine::replay_sheepshead(p.log, p.log.plays.size(), &error);
  REQUIRE_MESSAGE(hand.has_value(), error);
  REQUIRE(hand->phase() == engine::Phase::kDone);
  p.result = hand->result();
  return p;
}

engine::CallType call_type(const engine::DealLog& log) {
  REQUIRE(log.call.has_value());
  return log.call->type;
}

}  // namespace

TEST_CASE("samples: every sample loads, validates and round-trips through the writer") {
  std::vector<fs::path> files;
  for (const fs::directory_entry& e : fs::directory_iterator(kSamples)) {
    if (e.path().extension() == ".json") files.push_back(e.path());
  }
  REQUIRE(files.size() >= 9);
  for (const fs::path& f : files) {
    CAPTURE(f.string());
    const engine::DealLog log = load(f.filename().string());
    const engine::LoadResult again = engine::parse_deal_log(engine::write_deal_log(log));
    REQUIRE(again.errors.empty());
    CHECK(*again.log == log);
    CHECK_FALSE(log.meta_json.empty());  // each sample says what it shows
  }
}

TEST_CASE("samples: complete Sheepshead samples record the result the engine computes") {
  for (const char* file : {"ace-call-won.json", "ten-call.json", "unknown-call.json",
                           "alone-won.json", "alone-lost.json", "schneider.json", "no-trick.json",
                           "picker-side-loses.json", "leaster.json"}) {
    CAPTURE(file);
    const Played p = play(file);
    REQUIRE(p.log.result.has_value());  // so the loader has checked it against the engine
    CHECK(p.log.plays.size() == 30);
    int sum = 0;
    for (int u : p.log.result->units) sum += u;
    CHECK(sum == 0);  // SS-T10
  }
}

TEST_CASE("samples: ace-call-won.json is an ace call won by the picker's side (SS-6.2, W1)") {
  const Played p = play("ace-call-won.json");
  CHECK(call_type(p.log) == engine::CallType::kAce);
  CHECK(p.result.partner >= 0);
  CHECK(p.result.row == "W1");
}

TEST_CASE(
    "samples: ten-call.json has a ten call by a picker holding all three fail aces (SS-6.3)") {
  const Played p = play("ten-call.json");
  REQUIRE(call_type(p.log) == engine::CallType::kTen);
  const engine::CardMask eight =
      p.log.dealt[static_cast<std::size_t>(p.log.picker)] | p.log.dealt_blind;
  for (engine::Suit s : {engine::Suit::kClubs, engine::Suit::kSpades, engine::Suit::kHearts}) {
    CHECK(engine::has(eight, engine::make_card(s, engine::Rank::kAce)));
  }
}

TEST_CASE("samples: unknown-call.json has an unknown call with its under card played (SS-6.4)") {
  const Played p = play("unknown-call.json");
  REQUIRE(call_type(p.log) == engine::CallType::kUnknown);
  const engine::Card under = p.log.call->under;
  REQUIRE(under != engine::kNoCard);
  bool played = false;
  for (engine::Card c : p.log.plays) played = played || c == under;
  CHECK(played);
}

TEST_CASE("samples: alone-won.json and alone-lost.json: the picker alone wins, then loses") {
  const Played won = play("alone-won.json");
  CHECK(call_type(won.log) == engine::CallType::kAlone);
  CHECK(won.result.partner == -1);
  CHECK(won.result.row[0] == 'W');
  CHECK(won.result.units[static_cast<std::size_t>(won.result.picker)] > 0);

  const Played lost = play("alone-lost.json");
  CHECK(call_type(lost.log) == engine::CallType::kAlone);
  CHECK(lost.result.row[0] == 'L');
  CHECK(lost.result.units[static_cast<std::size_t>(lost.result.picker)] < 0);
}

TEST_CASE("samples: schneider.json is a schneider (W2 or L2, SS-10.1)") {
  const Played p = play("schneider.json");
  CHECK((p.result.row == "W2" || p.result.row == "L2"));
  const int pp = p.result.picker_side_points;
  CHECK((pp >= 91 || pp <= 30));
}

TEST_CASE("samples: no-trick.json: one side takes no trick (W3 or L3, SS-9.3)") {
  const Played p = play("no-trick.json");
  CHECK((p.result.row == "W3" || p.result.row == "L3"));
  int picker_side_tricks = 0;
  for (int s = 0; s < 5; ++s) {
    if (s == p.result.picker || s == p.result.partner) {
      picker_side_tricks += p.result.tricks[static_cast<std::size_t>(s)];
    }
  }
  CHECK((picker_side_tricks == 0 || picker_side_tricks == 6));
}

TEST_CASE("samples: picker-side-loses.json: the picker's side loses with a partner (L1)") {
  const Played p = play("picker-side-loses.json");
  CHECK(p.result.partner >= 0);
  CHECK(p.result.row == "L1");
}

TEST_CASE("samples: leaster.json: five passes, a leaster with a winner (SS-11)") {
  const Played p = play("leaster.json");
  CHECK(p.log.auction == std::vector<bool>(5, false));
  CHECK(p.log.picker == -1);
  CHECK(p.result.leaster);
  REQUIRE(p.result.leaster_winner >= 0);
  CHECK(p.result.units[static_cast<std::size_t>(p.result.leaster_winner)] == 4);
}

TEST_CASE(
    "samples: doubler-1988.json: five passes under sheepshead_1988 throw the hand in (SS-13.2)") {
  const engine::DealLog log = load("doubler-1988.json");
  CHECK(log.preset == "sheepshead_1988");
  CHECK(log.auction == std::vector<bool>(5, false));
  CHECK(log.plays.empty());
  std::string error;
  const auto hand = engine::replay_sheepshead(log, 0, &error);
  REQUIRE_MESSAGE(hand.has_value(), error);
  CHECK(hand->phase() == engine::Phase::kDone);
  CHECK(hand->result().thrown_in);
}
