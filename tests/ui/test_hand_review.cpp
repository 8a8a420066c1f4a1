// The end-of-hand review (ui/hand_review.h, issue 20): the settlement the app shows is the
// engine's (SS-9 to SS-11, SK-8 to SK-10), the table's own figure for the declarer's side agrees
// with it (the bury counted, SS-5.2), and the key moments take the replay to each mistake.
#include <doctest/doctest.h>

#include <filesystem>
#include <numeric>

#include "ui/hand_review.h"
#include "ui/log_source.h"
#include "ui/table_view.h"

namespace fs = std::filesystem;

TEST_CASE("Review: every finished sample settles, units sum to zero, the table agrees") {
  const fs::path dir = fs::path(SCHMIER_SOURCE_DIR) / "samples";
  int settled = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().extension() != ".json") continue;
    // The app does not show Sweep yet (test_log_source.cpp checks that it says so).
    if (entry.path().filename().string().rfind("sweep-", 0) == 0) continue;
    CAPTURE(entry.path().filename().string());
    const ui::LoadedDeal loaded = ui::load_replay_file(entry.path().string());
    REQUIRE(loaded.deal);
    const ui::ReplayDeal& deal = *loaded.deal;
    const ui::Settlement s = ui::compute_settlement(deal);
    const int all = deal.num_seats * deal.cards_per_seat();
    if (static_cast<int>(deal.plays.size()) < all) {
      CHECK_FALSE(s.available);
      continue;
    }
    REQUIRE_MESSAGE(s.available, s.why);
    ++settled;
    CHECK_FALSE(s.headline.empty());
    REQUIRE(s.rows.size() == static_cast<std::size_t>(deal.num_seats));
    const int units =
        std::accumulate(s.rows.begin(), s.rows.end(), 0,
                        [](int a, const ui::SettlementRow& r) { return a + r.units; });
    CHECK(units == 0);  // G-5
    const ui::TableView end = ui::compute_table_view(deal, all, ui::Perspective{});
    // Without sides (a leaster, a Ramsch) the last position's headline is the hand's result,
    // not the last trick's winner (issue 42).
    if (!end.has_sides) CHECK(end.status == s.headline);
    if (end.has_sides && end.sides_known) {
      int side = 0;
      for (const ui::SettlementRow& r : s.rows) side += r.declarer_side ? r.points : 0;
      CHECK(end.picker_side_total == side);
      CHECK(end.picker_side_total + end.defender_points == 120);
    }
  }
  CHECK(settled >= 10);
}

// Issue 42: a board refresh computes the settlement once and passes it to the table's status
// (and the graph's end); the status is the same, and it is the given one that is used.
TEST_CASE("Review: a finished leaster's status uses the settlement its caller gives") {
  const ui::LoadedDeal loaded =
      ui::load_replay_file((fs::path(SCHMIER_SOURCE_DIR) / "samples" / "leaster.json").string());
  REQUIRE(loaded.deal);
  const ui::ReplayDeal& deal = *loaded.deal;
  const int end = static_cast<int>(deal.plays.size());
  const ui::Settlement s = ui::compute_settlement(deal);
  REQUIRE(s.available);
  const ui::TableView own = ui::compute_table_view(deal, end, ui::Perspective{});
  CHECK(own.status == s.headline);
  CHECK(ui::compute_table_view(deal, end, ui::Perspective{}, &s).status == own.status);
  ui::Settlement given = s;
  given.headline = "given headline";
  CHECK(ui::compute_table_view(deal, end, ui::Perspective{}, &given).status == "given headline");
  // Before the end the settlement is not asked for.
  CHECK(ui::compute_table_view(deal, end - 1, ui::Perspective{}, &given).status !=
        "given headline");
}

TEST_CASE("Review: the rows and facts of an ace call, a leaster and a Schafkopf Kontra") {
  const fs::path dir = fs::path(SCHMIER_SOURCE_DIR) / "samples";
  auto settle = [&](const char* name) {
    const ui::LoadedDeal loaded = ui::load_replay_file((dir / name).string());
    REQUIRE(loaded.deal);
    return ui::compute_settlement(*loaded.deal);
  };
  const ui::Settlement won = settle("ace-call-won.json");
  CHECK(won.headline.find("wins") != std::string::npos);
  CHECK(won.headline.find("(W1)") != std::string::npos);
  bool bury = false;
  for (const std::string& f : won.facts) bury = bury || f.find("+ bury") != std::string::npos;
  CHECK(bury);
  const ui::Settlement leaster = settle("leaster.json");
  CHECK(leaster.headline.find("leaster") != std::string::npos);
  for (const auto& r : leaster.rows) CHECK_FALSE(r.declarer_side);
  const ui::Settlement kontra = settle("schafkopf-farbsolo-kontra-re.json");
  REQUIRE(kontra.available);
  bool doubles = false;
  bool runners = false;
  for (const std::string& f : kontra.facts) {
    doubles = doubles || f.find("Kontra by") != std::string::npos;
    runners = runners || f.find("Runners") == 0;
  }
  CHECK(doubles);
  CHECK(runners);
}

TEST_CASE("Review: an unfinished hand says so instead of settling") {
  const fs::path path = fs::path(SCHMIER_SOURCE_DIR) / "samples" / "ace-call-won.json";
  ui::LoadedDeal loaded = ui::load_replay_file(path.string());
  REQUIRE(loaded.deal);
  ui::ReplayDeal cut = *loaded.deal;
  cut.plays.resize(12);
  const ui::Settlement s = ui::compute_settlement(cut);
  CHECK_FALSE(s.available);
  CHECK(s.why == "the hand is not finished (12 of 30 cards played)");
}

TEST_CASE("Next and previous mistake: the nearest key moment on each side, auction at 0") {
  std::vector<ui::ReviewMoment> m(3);
  m[0].jump_step = 0;  // the auction
  m[1].jump_step = 7;
  m[2].jump_step = 19;
  CHECK(ui::next_key_step(m, 0, true) == 7);
  CHECK(ui::next_key_step(m, 7, true) == 19);
  CHECK(ui::next_key_step(m, 19, true) == -1);
  CHECK(ui::next_key_step(m, 19, false) == 7);
  CHECK(ui::next_key_step(m, 8, false) == 7);
  CHECK(ui::next_key_step(m, 7, false) == 0);
  CHECK(ui::next_key_step(m, 0, false) == -1);
  CHECK(ui::next_key_step({}, 3, true) == -1);
}
