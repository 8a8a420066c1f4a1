// NetSchafkopf import (netschafkopf.h): all 594 real games of shared/data/netschafkopf import,
// every play is legal, and the engine's card points and payouts equal the protocols'.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "engine/netschafkopf.h"

using namespace engine;

namespace {

std::string protocol_dir() {
  return std::string(SCHMIER_SHARED_DIR) + "/data/netschafkopf";
}

std::string read_bytes(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

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
      std::string type = contract_type_name(log.contract->type);
      if (log.contract->tout) type += "-tout";
      by_type[type]++;
      if (!log.doubles.empty()) ++kontra;
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
