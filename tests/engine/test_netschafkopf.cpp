// NetSchafkopf import (netschafkopf.h): all 594 real games of shared/data/netschafkopf import,
// every play is legal, and the engine's card points and payouts equal the protocols'.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>

#include "engine/netschafkopf.h"
#include "test_ns_util.h"

using namespace engine;

using namespace nstest;

TEST_CASE("NetSchafkopf: all 594 real games import with the protocols' card points and payouts") {
  const std::filesystem::path dir = protocol_dir();
  if (!std::filesystem::is_directory(dir)) {
    MESSAGE("skipped: ", dir.string(), " is absent");
    return;
  }
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    if (e.path().extension() == ".txt") files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() == 6);
  int seen = 0;
  int imported = 0;
  std::map<std::string, int> by_type;
  int kontra = 0;
  int jungfrau = 0;
  for (const auto& f : files) {
    const std::string name = f.filename().string();
    const NsImport imp = import_netschafkopf(read_bytes(f), name);
    for (const NsProblem& p : imp.problems) FAIL_CHECK(format_problem(name, p));
    seen += imp.games_seen;
    imported += static_cast<int>(imp.games.size());
    for (const NsImported& g : imp.games) {
      const DealLog& log = g.log;
      // The log validates on its own (every play legal, result equal to the engine's).
      DealLog copy = log;
      CHECK(validate_deal_log(copy).empty());
      REQUIRE(log.result.has_value());
      int sum = 0;
      for (int u : log.result->units) sum += u;
      CHECK(sum == 0);
      std::string type = contract_type_name(log.schafkopf().contract->type);
      if (log.schafkopf().contract->tout) type += "-tout";
      by_type[type]++;
      if (!log.schafkopf().doubles.empty()) ++kontra;
      if (g.result.jungfrauen > 0) ++jungfrau;
    }
    CHECK(imp.table.tariff_sauspiel == 2);
    CHECK(imp.table.tariff_solo == 5);
    CHECK(imp.table.tariff_bonus == 1);
    CHECK(imp.table.runners_min_wenz_geier == 3);
  }
  CHECK(seen == 594);
  CHECK(imported == 594);
  for (const char* t : {"sauspiel", "solo", "wenz", "farbwenz", "geier", "farbgeier", "ramsch"}) {
    CHECK_MESSAGE(by_type[t] > 0, t);
  }
  CHECK(kontra > 0);
  CHECK(jungfrau > 0);
}

// --- Protocols written here, in the format of the real ones --------------------------------
// These cover what the real protocols lack (Tout, "aufgedoppelt", Kontra with Re, the short
// deck, another tariff) and the problems an import must report.

TEST_CASE("NetSchafkopf: Tout, aufgedoppelt, Kontra and Re, short deck and a 10/50 tariff import") {
  const std::vector<Spec> games = specs();
  const NsImport imp = import_netschafkopf(protocol(games), "written.txt");
  for (const NsProblem& p : imp.problems) FAIL_CHECK(format_problem("written.txt", p));
  REQUIRE(imp.games.size() == games.size());
  CHECK(imp.table.tariff_sauspiel == 10);
  CHECK(imp.table.tariff_solo == 50);
  CHECK(imp.table.tariff_ramsch == 10);
  CHECK(imp.table.tariff_bonus == 10);
  const DealLog& tout = imp.games[0].log;
  CHECK(tout.schafkopf().contract->tout);
  CHECK(tout.schafkopf().contract->type == LogContractType::kWenz);
  bool doubled = false;
  for (const auto& [name, value] : tout.rule_flags) {
    if (name == "sk_table_doublings") doubled = value == FlagValue{std::int64_t{1}};
  }
  CHECK(doubled);
  // (50 + 4 runners x 10) x 2 (aufgedoppelt) x 2 (Tout), the declarer takes it from three.
  CHECK(imp.games[0].result.value == 360);
  CHECK(tout.result->units[0] == 1080);
  CHECK(imp.games[1].log.schafkopf().doubles.size() == 2);
  CHECK(imp.games[1].log.schafkopf().doubles[1].call == LogDoubleCall::kRe);
  CHECK(imp.games[2].log.preset == "schafkopf_short");
  CHECK(imp.games[2].log.plays.size() == 24);
  CHECK(imp.games[3].log.schafkopf().contract->type == LogContractType::kRamsch);
  CHECK(imp.games[3].result.doublings == 2);
  CHECK(imp.games[4].log.schafkopf().contract->type == LogContractType::kFarbgeier);
  for (const NsImported& g : imp.games) {
    DealLog copy = g.log;
    CHECK(validate_deal_log(copy).empty());
  }
}

TEST_CASE("NetSchafkopf: every game the engine cannot import is reported with its line") {
  const std::vector<Spec> games = specs();
  const std::string good = protocol(games);
  auto problems = [](const std::string& bytes) {
    return import_netschafkopf(bytes, "p.txt").problems;
  };
  auto line_of = [](const std::string& bytes, const std::string& needle) {
    const std::size_t at = bytes.find(needle);
    REQUIRE(at != std::string::npos);
    return 1 +
           static_cast<int>(std::count(bytes.begin(), bytes.begin() + static_cast<long>(at), '\n'));
  };
  SUBCASE("an illegal play") {
    // In the Tout, the Gras holder answers the first Unter with G7 instead of ... swap two of
    // his cards between tricks: trick 1 gets E9 (not his to give there) and a later trick G7.
    std::string bad = good;
    const int trick_line = line_of(bad, "spielt aus: EU");
    const std::size_t at = bad.find("spielt aus: EU");
    const std::size_t end = bad.find('\r', at);
    std::string trick = bad.substr(at, end - at);
    // Replace the second card of the trick by EA, which the declarer holds.
    trick.replace(15, 2, "EA");
    bad.replace(at, end - at, trick);
    const auto p = problems(bad);
    REQUIRE_FALSE(p.empty());
    CHECK(p[0].line == trick_line);
    CHECK(p[0].message.find("the engine rejects the game") == 0);
  }
  SUBCASE("a wrong price and a wrong payout") {
    std::string bad = good;
    const std::size_t at = bad.find("    1      360");
    REQUIRE(at != std::string::npos);
    bad.replace(at, 14, "    1      361");
    auto p = problems(bad);
    REQUIRE(p.size() == 1);
    CHECK(p[0].game == 1);
    CHECK(p[0].message.find("the price is 361 in the protocol and 360 in the engine") !=
          std::string::npos);
    std::string pay = good;
    const std::size_t t = pay.find("+1080");
    REQUIRE(t != std::string::npos);
    pay.replace(t, 5, "+1070");
    p = problems(pay);
    REQUIRE_FALSE(p.empty());
    CHECK(p[0].message.find("gets 1070 in the protocol and 1080 in the engine") !=
          std::string::npos);
  }
  SUBCASE("games the engine does not play") {
    const std::string extra =
        "Geber: PcLinks\n"
        "      PcOben hat: EO GO HO SO EU GU HU SU\n"
        "    PcRechts hat: EA EZ EK E9 E8 E7 GA GZ\n"
        "        Gast hat: GK G9 G8 G7 HA HZ HK H9\n"
        "     PcLinks hat: H8 H7 SA SZ SK S9 S8 S7\n"
        "Es wurde zusammengeworfen.\n"
        "Spiel    Preis      PcLinks       PcOben     PcRechts         Gast    Stock\n"
        "    9        0           +0           +0           +0           +0        0\n \n"
        "Geber: PcLinks\n"
        "      PcOben hat: EO GO HO SO EU GU HU SU\n"
        "    PcRechts hat: EA EZ EK E9 E8 E7 GA GZ\n"
        "        Gast hat: GK G9 G8 G7 HA HZ HK H9\n"
        "     PcLinks hat: H8 H7 SA SZ SK S9 S8 S7\n"
        "PcOben spielt Bettel\n"
        "Spiel    Preis      PcLinks       PcOben     PcRechts         Gast    Stock\n"
        "   10        0           +0           +0           +0           +0        0\n \n"
        "Geber: PcLinks\n"
        "Spielart: Schieber\n"
        "      PcOben hat: EO GO HO SO EU GU DU DU\n"
        "Spiel    Preis      PcLinks       PcOben     PcRechts         Gast    Stock\n"
        "   11        0           +0           +0           +0           +0        5\n \n"
        "this line belongs to no game\n";
    const std::string bytes = protocol(games, extra);
    const auto p = problems(bytes);
    REQUIRE(p.size() == 4);
    CHECK(p[0].message.find("unexpected line outside a game") == 0);
    CHECK(p[1].game == 9);
    CHECK(p[1].message.find("thrown in") != std::string::npos);
    CHECK(p[2].game == 10);
    CHECK(p[2].message.find("\"Bettel\" is not one the engine plays") != std::string::npos);
    CHECK(p[3].game == 11);
    CHECK(p[3].message.find("expected four \"<player> hat: <cards>\" lines, found 1") !=
          std::string::npos);
    CHECK(import_netschafkopf(bytes, "p.txt").games.size() == games.size());
  }
  SUBCASE("no protocol at all, and every truncation of a real one, fail without a crash") {
    CHECK(problems("hello\r\nworld\r\n").size() == 1);
    CHECK(import_netschafkopf("", "empty.txt").games.empty());
    for (std::size_t n = 0; n < good.size(); n += 5) {
      const NsImport imp = import_netschafkopf(good.substr(0, n), "cut.txt");
      CHECK(imp.games.size() <= games.size());
    }
  }
}

TEST_CASE("NetSchafkopf: mutated protocols are reported, never crash (DEAL_LOG.md Errors)") {
  const std::vector<Spec> games = specs();
  const std::string good = protocol(games);
  Rng rng(77);
  const std::string alphabet = "EGHSAZKOU987 :.+-\r\n\xFC";
  int rejected = 0;
  for (int i = 0; i < 400; ++i) {
    std::string bad = good;
    const int edits = 1 + static_cast<int>(rng.below(3));
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = rng.below(static_cast<std::uint32_t>(bad.size()));
      switch (rng.below(3)) {
        case 0:
          bad[at] = alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))];
          break;
        case 1:
          bad.erase(at, 1 + rng.below(40));
          break;
        default:
          bad.insert(at, 1, alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))]);
          break;
      }
    }
    const NsImport imp = import_netschafkopf(bad, "mutated.txt");
    CHECK(imp.games.size() <= games.size());
    for (const NsImported& g : imp.games) {
      DealLog copy = g.log;
      CHECK(validate_deal_log(copy).empty());
    }
    if (imp.games.size() < games.size()) {
      ++rejected;
      CHECK_FALSE(imp.problems.empty());  // a game that is not imported is always reported
    }
  }
  CHECK(rejected > 100);
}
