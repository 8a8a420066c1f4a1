// The Games list model (ui/archive_list.h): a folder's hands listed at once, analysed in the
// background with the same per-seat accuracy as the solver's Analyzer on the same hand, errors
// kept as rows, the disk cache keyed by content (a second open analyses nothing, a changed file
// is analysed again), and the player choice.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "engine/archive.h"
#include "ui/archive_list.h"

namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

fs::path fresh_dir(const std::string& name) {
  const fs::path d = fs::temp_directory_path() / ("schmier-games-test-" + name);
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

solver::AnalysisOptions quick() {
  solver::AnalysisOptions o;
  o.samples = 4;
  o.min_samples = 4;
  o.auction_samples = 4;
  o.grade_auction = false;
  o.settle_samples = 4;  // no sequential test past the 4 worlds: the list's plumbing is tested
  o.threads = 1;
  return o;
}

// Pumps until the list is done (at most a minute).
void finish(ui::ArchiveList& list) {
  const auto start = std::chrono::steady_clock::now();
  while (list.running() && std::chrono::steady_clock::now() - start < 60s) {
    list.pump();
    std::this_thread::sleep_for(10ms);
  }
  list.pump();
  REQUIRE_FALSE(list.running());
}

// A folder with three samples and a broken log.
fs::path make_folder(const std::string& name) {
  const fs::path d = fresh_dir(name);
  const fs::path samples = fs::path(SCHMIER_SOURCE_DIR) / "samples";
  for (const char* f : {"ace-call-won.json", "schafkopf-wenz.json", "no-trick.json"}) {
    fs::copy_file(samples / f, d / f);
  }
  std::ofstream(d / "zz-broken.json") << "{\"format\": \"schmier-deal-log\", \"version\": ";
  return d;
}

}  // namespace

TEST_CASE("games list: hands are listed at once and analysed like the Analyzer does") {
  const fs::path d = make_folder("analyse");
  const fs::path cache = d / "cache";
  ui::ArchiveList list(2);
  REQUIRE_FALSE(list.open({d.string()}, quick(), cache).has_value());
  REQUIRE(list.rows().size() == 4);
  CHECK(list.rows()[3].state == ui::ArchiveRow::State::kError);  // broken: known at once
  CHECK(list.rows()[3].log == nullptr);
  finish(list);
  CHECK(list.done() == 4);
  solver::Analyzer analyzer(quick());
  for (std::size_t i = 0; i < 3; ++i) {
    const ui::ArchiveRow& r = list.rows()[i];
    REQUIRE(r.state == ui::ArchiveRow::State::kDone);
    CHECK_FALSE(r.from_cache);
    const solver::HandAnalysis h = analyzer.analyze(*r.log);
    REQUIRE(r.seats.size() == static_cast<std::size_t>(h.num_players));
    for (int s = 0; s < h.num_players; ++s) {
      const ui::ArchiveSeat want = ui::archive_seat(h, s);
      const ui::ArchiveSeat& got = r.seats[static_cast<std::size_t>(s)];
      CHECK(got.decisions == want.decisions);
      CHECK(got.accuracy == doctest::Approx(want.accuracy));
      CHECK(got.mistakes == want.mistakes);
      CHECK(got.total_loss == doctest::Approx(want.total_loss));
    }
  }
  // The summary of a player: decision-weighted over his games.
  const std::string p = list.rows()[0].players[0];
  const ui::ArchivePlayerSummary s = list.summary(p);
  int decisions = 0;
  double weighted = 0;
  int games = 0;
  for (const ui::ArchiveRow& r : list.rows()) {
    const int seat = ui::ArchiveList::seat_of(r, p);
    if (seat < 0) continue;
    ++games;
    decisions += r.seats[static_cast<std::size_t>(seat)].decisions;
    weighted += r.seats[static_cast<std::size_t>(seat)].accuracy *
                r.seats[static_cast<std::size_t>(seat)].decisions;
  }
  CHECK(s.games == games);
  CHECK(s.decisions == decisions);
  CHECK(s.accuracy == doctest::Approx(decisions > 0 ? weighted / decisions : 100.0));
  fs::remove_all(d);
}

TEST_CASE("games list: a second open of the same bytes comes from the cache, a change does not") {
  const fs::path d = make_folder("cache");
  const fs::path cache = d.parent_path() / "schmier-games-test-cache-dir";
  fs::remove_all(cache);
  std::vector<ui::ArchiveRow> first;
  {
    ui::ArchiveList list(2);
    REQUIRE_FALSE(list.open({d.string()}, quick(), cache).has_value());
    finish(list);
    first = list.rows();
  }
  for (const char* f : {"ace-call-won.json", "schafkopf-wenz.json", "no-trick.json"}) {
    CHECK(fs::exists(ui::ArchiveList::cache_file(cache, read(d / f), quick())));
  }
  {
    ui::ArchiveList list(2);
    REQUIRE_FALSE(list.open({d.string()}, quick(), cache).has_value());
    // Instant: nothing runs, every row is there right after open().
    CHECK_FALSE(list.running());
    CHECK(list.done() == 4);
    for (std::size_t i = 0; i < 3; ++i) {
      const ui::ArchiveRow& r = list.rows()[i];
      CHECK(r.from_cache);
      REQUIRE(r.seats.size() == first[i].seats.size());
      for (std::size_t s = 0; s < r.seats.size(); ++s) {
        CHECK(r.seats[s].accuracy == doctest::Approx(first[i].seats[s].accuracy));
        CHECK(r.seats[s].decisions == first[i].seats[s].decisions);
        CHECK(r.seats[s].mistakes == first[i].seats[s].mistakes);
      }
    }
  }
  {
    // Other options: another cache entry.
    solver::AnalysisOptions other = quick();
    other.seed = 7;
    ui::ArchiveList list(2);
    REQUIRE_FALSE(list.open({d.string()}, other, cache).has_value());
    CHECK(list.done() == 1);  // only the broken log, which needs no analysis
    list.stop();
  }
  {
    // A changed file (one more space) is analysed again; the others still come from the cache.
    std::ofstream(d / "no-trick.json", std::ios::app) << " ";
    ui::ArchiveList list(2);
    REQUIRE_FALSE(list.open({d.string()}, quick(), cache).has_value());
    CHECK(list.rows()[0].from_cache);
    CHECK(list.rows()[1].state == ui::ArchiveRow::State::kPending);  // no-trick.json
    CHECK(list.rows()[2].from_cache);
    finish(list);
    CHECK(list.rows()[1].state == ui::ArchiveRow::State::kDone);
  }
  fs::remove_all(d);
  fs::remove_all(cache);
}

TEST_CASE("games list: a protocol lists its games, its owner is the player shown first") {
  const std::string path = std::string(SCHMIER_SHARED_DIR) + "/data/netschafkopf/protocol-01.txt";
  if (!fs::exists(path)) {
    MESSAGE("skipped: ", path, " is absent");
    return;
  }
  CHECK(ui::opens_as_games(path));
  CHECK_FALSE(ui::opens_as_games(std::string(SCHMIER_SOURCE_DIR) + "/samples/leaster.json"));
  CHECK(ui::opens_as_games(std::string(SCHMIER_SOURCE_DIR) + "/samples"));
  ui::ArchiveList list(1);
  REQUIRE_FALSE(list.open({path}, quick(), fs::path()).has_value());
  list.stop();  // the listing is what this test is about
  const std::vector<engine::ArchiveHand> hands = engine::read_archive_file(path);
  REQUIRE(list.rows().size() == hands.size());
  // One protocol: the title names the file, a row its game.
  CHECK(list.title() == "protocol-01.txt");
  CHECK(list.rows()[0].label == "game " + std::to_string(hands[0].game));
  CHECK(list.default_player() == "Gast");  // "gespielt von Gast": the protocol's owner
  CHECK(list.players().size() == 4);
  CHECK(list.summary("Gast").games > 90);
}

TEST_CASE("games list: nothing to list is a sentence, not a crash") {
  const fs::path d = fresh_dir("empty");
  ui::ArchiveList list;
  const std::optional<std::string> error = list.open({d.string()}, quick(), fs::path());
  REQUIRE(error.has_value());
  CHECK(error->find("no deal log or NetSchafkopf protocol") != std::string::npos);
  CHECK(list.empty());
  fs::remove_all(d);
}
