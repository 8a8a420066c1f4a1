// Schafkopf deal logs (DEAL_LOG.md with the Schafkopf hook of schafkopf_log.cpp): the samples
// load, plays are attributed and checked with location-precise German sentences, the call,
// doubles, rule flags and the recorded result are checked.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "engine/deal_log.h"
#include "engine/schafkopf.h"

using namespace engine;

namespace {

// A full deal (German codes, an accepted input form) in which seat 2, PcOben, revokes at
// plays[9]: trick 1 EA E7 E8 E9 (seat 0 wins), trick 2 H7 HO H8 H9 (seat 1 wins), trick 3 is
// led GA and PcOben, holding G8, plays HK.
std::string revoke_log(const std::string& extra = "", const std::string& plays_tail = "\"HK\"") {
  return R"({"format": "schmier-deal-log", "version": 1, "game": "schafkopf",
    "players": ["PcLinks", "PcRechts", "PcOben", "Gast"], "dealer": 3,
    "hands": [["EA", "EZ", "H7", "S7", "S8", "S9", "EU", "GU"],
              ["E7", "HO", "GA", "GZ", "G9", "G7", "SK", "SZ"],
              ["E8", "H8", "G8", "HK", "HA", "HZ", "SO", "SU"],
              ["E9", "H9", "SA", "EK", "EO", "GO", "HU", "GK"]],
    "contract": {"type": "sauspiel", "declarer": 0, "called": "AD"},)" +
         extra + R"(
    "plays": ["EA", "E7", "E8", "E9", "H7", "HO", "H8", "H9", "GA", )" +
         plays_tail + "]}";
}

std::vector<std::string> errors_of(const std::string& json) {
  LoadResult r = parse_deal_log(json);
  std::vector<std::string> out;
  for (const LogError& e : r.errors) out.push_back(format_error(e));
  return out;
}

std::string samples_dir() {
  return std::string(SCHMIER_SOURCE_DIR) + "/samples";
}

DealLog load_sample(const std::string& name) {
  LoadResult r = load_deal_log_file(samples_dir() + "/" + name);
  for (const LogError& e : r.errors) FAIL_CHECK(name, ": ", format_error(e));
  REQUIRE(r.log.has_value());
  return *r.log;
}

}  // namespace

TEST_CASE("Schafkopf log: a revoke is reported at its play with German card codes") {
  CHECK(errors_of(revoke_log()) ==
        std::vector<std::string>{
            "plays[9]: HK is not legal for seat 2 (PcOben): Gras was led and PcOben holds G8"});
  // The same plays with G8 are fine.
  CHECK(errors_of(revoke_log("", "\"G8\"")).empty());
}

TEST_CASE("Schafkopf log: the called ace may not be discarded before its suit is led") {
  // Trick 3 GA G8 GK EZ goes to seat 1, who leads G9; Gast (seat 3, holding the called SA) is
  // void in Gras now and may discard anything but SA (SK-7.3b).
  const std::string tail = R"("G8", "GK", "EZ", "G9", "HZ", )";
  CHECK(errors_of(revoke_log("", tail + "\"SA\"")) ==
        std::vector<std::string>{"plays[14]: SA is not legal for seat 3 (Gast): Gast may not "
                                 "discard the called SA before Schellen has been led"});
  CHECK(errors_of(revoke_log("", tail + "\"EK\"")).empty());
}

TEST_CASE("Schafkopf log: a partial log without the other hands still shows a revoke") {
  // Only PcOben's G8 is known; the other cards follow from the plays.
  const std::string json = R"({"format": "schmier-deal-log", "version": 1, "game": "schafkopf",
    "players": ["PcLinks", "PcRechts", "PcOben", "Gast"], "dealer": 3,
    "hands": [null, null, ["G8"], null],
    "contract": {"type": "sauspiel", "declarer": 0, "called": "AD"},
    "plays": ["EA", "E7", "E8", "E9", "H7", "HO", "H8", "H9", "GA", "HK"]})";
  CHECK(errors_of(json) ==
        std::vector<std::string>{
            "plays[9]: HK is not legal for seat 2 (PcOben): Gras was led and PcOben holds G8"});
  LoadResult ok = parse_deal_log(R"({"format": "schmier-deal-log", "version": 1,
    "game": "schafkopf", "dealer": 3,
    "contract": {"type": "sauspiel", "declarer": 0, "called": "AD"},
    "plays": ["EA", "E7", "E8", "E9", "H7", "HO", "H8", "H9", "GA", "G8"]})");
  CHECK(ok.errors.empty());
  REQUIRE(ok.log);
  CHECK_FALSE(ok.log->deal_known);
  CHECK(ok.log->play_seat == std::vector<std::uint8_t>{0, 1, 2, 3, 0, 1, 2, 3, 1, 2});
}

TEST_CASE("Schafkopf log: a card dealt to one seat cannot be played by another") {
  const std::string json = R"({"format": "schmier-deal-log", "version": 1, "game": "schafkopf",
    "dealer": 3, "hands": [null, ["E8"], null, null],
    "contract": {"type": "sauspiel", "declarer": 0, "called": "AD"},
    "plays": ["EA", "E7", "E8"]})";
  CHECK(errors_of(json) == std::vector<std::string>{"plays[2]: E8 was dealt to seat 1 (Seat 2), "
                                                    "but it is seat 2 (Seat 3) who plays here"});
}

TEST_CASE("Schafkopf log: the declarer may not call an ace he holds (SK-5.2)") {
  const std::string json = R"({"format": "schmier-deal-log", "version": 1, "game": "schafkopf",
    "players": ["PcLinks", "PcRechts", "PcOben", "Gast"], "dealer": 3,
    "hands": [["EA", "EZ", "H7", "S7", "S8", "S9", "EU", "GU"],
              ["E7", "HO", "GA", "GZ", "G9", "G7", "SK", "SZ"],
              ["E8", "H8", "G8", "HK", "HA", "HZ", "SO", "SU"],
              ["E9", "H9", "SA", "EK", "EO", "GO", "HU", "GK"]],
    "contract": {"type": "sauspiel", "declarer": 1, "called": "AS"}, "plays": []})";
  CHECK(errors_of(json) ==
        std::vector<std::string>{"contract.called: GA cannot be called: the declarer, seat 1 "
                                 "(PcRechts), holds it"});
}

TEST_CASE("Schafkopf log: doubles follow SK-6 and rule flags are checked") {
  // Seat 0 declares; Kontra by the declarer is refused.
  CHECK(errors_of(revoke_log(R"( "doubles": [{"seat": 0, "call": "kontra"}],)", "\"G8\"")) ==
        std::vector<std::string>{
            "doubles[0]: seat 0 belongs to the declaring party and cannot give Kontra"});
  CHECK(errors_of(revoke_log(R"( "doubles": [{"seat": 1, "call": "re"}],)", "\"G8\"")) ==
        std::vector<std::string>{"doubles[0]: Re can only answer a Kontra"});
  CHECK(errors_of(
            revoke_log(R"( "doubles": [{"seat": 1, "call": "kontra"}, {"seat": 3, "call": "re"}],)",
                       "\"G8\""))
            .empty());
  CHECK(errors_of(revoke_log(R"( "rules": {"sk_bogus": 1},)", "\"G8\"")) ==
        std::vector<std::string>{"rules.sk_bogus: unknown rule flag sk_bogus"});
  CHECK(errors_of(revoke_log(R"( "rules": {"sk_runaway_min": "four"},)", "\"G8\"")) ==
        std::vector<std::string>{"rules.sk_runaway_min: sk_runaway_min must be a whole number"});
}

TEST_CASE("Schafkopf log: a recorded result is checked against the settlement") {
  DealLog log = load_sample("schafkopf-wenz.json");
  REQUIRE(log.result);
  log.result->units[0] += 1;
  auto errs = validate_deal_log(log);
  REQUIRE(errs.size() == 1);
  CHECK(errs[0].where == "result.units[0]");
  CHECK(errs[0].message.find("the log says") == 0);
  DealLog pts = load_sample("schafkopf-wenz.json");
  pts.result->points[1] -= 4;
  errs = validate_deal_log(pts);
  REQUIRE(errs.size() == 1);
  CHECK(errs[0].where == "result.points[1]");
  DealLog unfinished = load_sample("schafkopf-wenz.json");
  unfinished.plays.resize(20);
  errs = validate_deal_log(unfinished);
  REQUIRE(errs.size() == 1);
  CHECK(errs[0].message.find("the hand is not finished") == 0);
}

TEST_CASE("Schafkopf samples: every sample loads and shows what its name promises") {
  int n = 0;
  for (const auto& e : std::filesystem::directory_iterator(samples_dir())) {
    const std::string name = e.path().filename().string();
    if (name.rfind("schafkopf-", 0) != 0) continue;
    ++n;
    DealLog log = load_sample(name);
    CHECK(log.game == Game::kSchafkopf);
    CHECK(log.deal_known);
    CHECK(log.result.has_value());
    CHECK_MESSAGE(!log.meta_json.empty(), name);
  }
  CHECK(n >= 6);
  // A Sauspiel in which the partner runs away (SK-7.3d): he leads a low card of the unopened
  // called suit.
  DealLog run = load_sample("schafkopf-sauspiel-davonlaufen.json");
  REQUIRE(run.schafkopf().contract->type == LogContractType::kSauspiel);
  const Card ace = run.schafkopf().contract->called;
  int partner = -1;
  for (int s = 0; s < 4; ++s) {
    if (has(run.dealt[static_cast<std::size_t>(s)], ace)) partner = s;
  }
  bool ran = false;
  for (std::size_t k = 0; k < run.plays.size(); k += 4) {
    if (suit_of(run.plays[k]) == suit_of(ace) && rank_of(run.plays[k]) != Rank::kQueen &&
        rank_of(run.plays[k]) != Rank::kJack) {
      ran = run.play_seat[k] == partner && run.plays[k] != ace;
      break;
    }
  }
  CHECK(ran);
  CHECK(load_sample("schafkopf-wenz.json").schafkopf().contract->type == LogContractType::kWenz);
  DealLog solo = load_sample("schafkopf-farbsolo-kontra-re.json");
  CHECK(solo.schafkopf().contract->type == LogContractType::kSolo);
  CHECK(solo.schafkopf().doubles.size() == 2);
  DealLog tout = load_sample("schafkopf-solo-tout.json");
  CHECK(tout.schafkopf().contract->tout);
  DealLog ramsch = load_sample("schafkopf-ramsch-jungfrau.json");
  CHECK(ramsch.schafkopf().contract->type == LogContractType::kRamsch);
  DealLog shortd = load_sample("schafkopf-short-deck.json");
  CHECK(shortd.plays.size() == 24);
}
