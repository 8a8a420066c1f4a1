// `schmier analyze` (src/cmd_analyze.cpp) run as a program: the JSON follows the documented
// schema, the same seed gives the same output whatever the thread count, and bad input or usage
// gives the documented exit codes. Needs the built `schmier` at the top of the build tree.
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace {

struct Run {
  int code = -1;
  std::string out;
};

std::string schmier() {
  return std::string(SCHMIER_BINARY_DIR) + "/schmier";
}

Run run(const std::string& args) {
  Run r;
  const std::string cmd = schmier() + " analyze " + args + " 2>/dev/null";
  FILE* p = popen(cmd.c_str(), "r");
  REQUIRE(p != nullptr);
  std::array<char, 4096> buf{};
  std::size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
  const int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

std::string sample(const std::string& name) {
  return std::string(SCHMIER_SOURCE_DIR) + "/samples/" + name;
}

bool have_cli() {
  if (std::filesystem::exists(schmier())) return true;
  MESSAGE("schmier is not built in ", SCHMIER_BINARY_DIR, "; the command-line checks are skipped");
  return false;
}

TEST_CASE("schmier analyze --json: documented schema, same seed same output") {
  if (!have_cli()) return;
  const std::string args = sample("ten-call.json") + " --json --samples 8 --seed 5";
  const Run a = run(args + " --threads 1");
  REQUIRE(a.code == 0);
  const Run b = run(args + " --threads 2");
  CHECK(b.code == 0);
  CHECK(a.out == b.out);
  const auto j = nlohmann::json::parse(a.out);
  CHECK(j["format"] == "schmier-analysis");
  CHECK(j["version"] == 1);
  CHECK(j["options"]["seed"] == 5);
  CHECK(j["options"]["samples"] == 8);
  CHECK(j["complete"] == true);
  REQUIRE(j["decisions"].is_array());
  int plays = 0;
  for (const auto& d : j["decisions"]) {
    for (const char* key :
         {"index",   "kind",    "mover",       "mover_name", "play_index",   "trick",
          "played",  "best",    "forced",      "grade",      "loss",         "loss_se",
          "dd_loss", "worlds",  "exact",       "note",       "alternatives", "lessons",
          "reason",  "settled", "grade_range", "loss_low",   "loss_high"}) {
      CHECK_MESSAGE(d.contains(key), "missing ", key);
    }
    // The grade's certainty (ANALYSIS.md §4): a settled grade spans its own band only, and the
    // loss lies in its interval.
    if (d["settled"] == true) {
      CHECK(d["grade_range"][0] == d["grade"]);
      CHECK(d["grade_range"][1] == d["grade"]);
    }
    CHECK(d["loss_low"].get<double>() <= d["loss"].get<double>() + 1e-12);
    CHECK(d["loss"].get<double>() <= d["loss_high"].get<double>() + 1e-12);
    // A reason exactly for the decisions graded Inaccuracy or worse, worth their loss.
    const std::string grade = d["grade"];
    const bool costly = grade == "inaccuracy" || grade == "mistake" || grade == "blunder";
    CHECK(d["reason"].is_null() == !costly);
    if (costly) {
      CHECK(d["reason"]["played"] == d["played"]);
      CHECK(d["reason"]["best"] == d["best"]);
      CHECK(d["reason"]["stakes"].get<double>() == doctest::Approx(d["loss"].get<double>()));
      CHECK(d["reason"]["text"].size() >= 2);
    }
    if (d["kind"] == "play") {
      ++plays;
      CHECK(d["play_index"].is_number());
      REQUIRE(d["alternatives"].size() >= 1);
      for (const auto& alt : d["alternatives"]) {
        for (const char* key :
             {"action", "units", "units_se", "points", "points_se", "dd_units", "dd_points", "loss",
              "loss_se", "loss_low", "loss_high", "tie_best", "grade", "settled"}) {
          CHECK(alt.contains(key));
        }
      }
      // The best is in its own tie group.
      if (!d["alternatives"][0]["units"].is_null()) CHECK(d["alternatives"][0]["tie_best"] == true);
    }
    for (const auto& l : d["lessons"]) {
      CHECK(l["id"].get<std::string>().rfind("ST-", 0) == 0);
      const std::string v = l["verdict"];
      CHECK((v == "praise" || v == "note" || v == "mistake"));
    }
  }
  CHECK(plays == 30);
  CHECK(j["accuracy"].size() == 5);
  // Text output is deterministic too.
  const Run t1 = run(sample("ten-call.json") + " --samples 8 --no-auction");
  const Run t2 = run(sample("ten-call.json") + " --samples 8 --no-auction --threads 1");
  CHECK(t1.code == 0);
  CHECK(t1.out == t2.out);
  CHECK(t1.out.find("Accuracy") != std::string::npos);
}

TEST_CASE("schmier analyze: exit codes for bad input and usage") {
  if (!have_cli()) return;
  CHECK(run("").code == 2);
  CHECK(run(sample("ten-call.json") + " --samples 0").code == 2);
  CHECK(run(sample("ten-call.json") + " --bogus").code == 2);
  CHECK(run(sample("does-not-exist.json")).code == 1);
  CHECK(run("--help").code == 0);
}

TEST_CASE("schmier analyze on a Schafkopf log: JSON schema, German codes in the text") {
  if (!have_cli()) return;
  const std::string args = sample("schafkopf-farbsolo-kontra-re.json") + " --samples 8 --seed 3";
  const Run a = run(args + " --json --threads 1");
  REQUIRE(a.code == 0);
  const Run b = run(args + " --json --threads 2");
  CHECK(a.out == b.out);
  const auto j = nlohmann::json::parse(a.out);
  CHECK(j["game"] == "schafkopf");
  CHECK(j["complete"] == true);
  CHECK(j["accuracy"].size() == 4);
  REQUIRE(j["decisions"].is_array());
  int plays = 0;
  std::vector<std::string> polls;
  for (const auto& d : j["decisions"]) {
    const std::string kind = d["kind"];
    if (kind == "play") {
      ++plays;
      CHECK(d["trick"] == d["play_index"].get<int>() / 4);
      // Canonical card codes, as in the log.
      CHECK(d["played"].get<std::string>().size() == 2);
    } else if (kind == "double") {
      CHECK(d["grade"] != "not graded");  // valued by solver/schafkopf/auction.h
      polls.push_back(d["played"]);
    } else {
      CHECK(kind == "declare");
      CHECK(d["played"] == "Herz-Solo");
      CHECK(d["grade"] != "not graded");
    }
  }
  CHECK(plays == 32);
  // Anni (seat 0), Vroni (2) and Xaver (3) may say Kontra; Xaver does; then Sepp says Re.
  CHECK(std::find(polls.begin(), polls.end(), "Kontra") != polls.end());
  CHECK(std::find(polls.begin(), polls.end(), "Re") != polls.end());
  CHECK(std::find(polls.begin(), polls.end(), "no Kontra") != polls.end());
  const Run t = run(args);
  CHECK(t.code == 0);
  CHECK(t.out.find("Herz-Solo") != std::string::npos);
  CHECK(t.out.find("AD (SA)") != std::string::npos);  // the opening lead, German code beside
  CHECK(t.out.find("Accuracy") != std::string::npos);
}

}  // namespace
