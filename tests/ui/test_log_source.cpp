// Deal logs as replays (ui/log_source.h): every sample opens and every step of it can be shown;
// the loader's errors keep their locations; hidden cards become face-down cards; Schafkopf
// logs get four seats, the declarer and the called ace (DEAL_LOG.md, SK-5.4).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "engine/deal_log.h"
#include "ui/log_source.h"
#include "ui/table_view.h"
#include "ui_test_util.h"

namespace fs = std::filesystem;

namespace {

std::vector<fs::path> sample_files() {
  std::vector<fs::path> files;
  const fs::path dir = fs::path(SCHMIER_SOURCE_DIR) / "samples";
  if (fs::is_directory(dir)) {
    for (const auto& e : fs::directory_iterator(dir)) {
      // Sweep samples (sweep-*.json) open as Sweep replays (sweep/test_replay.cpp).
      if (e.path().filename().string().rfind("sweep-", 0) == 0) continue;
      if (e.path().extension() == ".json") files.push_back(e.path());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

// Cards each seat has played by the view's step.
std::vector<int> played_by_seat(const ui::TableView& v) {
  std::vector<int> played(static_cast<std::size_t>(v.num_seats), 0);
  for (const auto& t : v.history) {
    for (const auto& tc : t.cards) ++played[static_cast<std::size_t>(tc.seat)];
  }
  for (const auto& tc : v.trick.cards) ++played[static_cast<std::size_t>(tc.seat)];
  return played;
}

bool mentions(const std::vector<std::string>& lines, std::string_view text) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

}  // namespace

TEST_CASE("A Sweep sample opens as a Sweep replay, not misread as another game") {
  const fs::path file = fs::path(SCHMIER_SOURCE_DIR) / "samples/sweep-multi-group.json";
  const ui::LoadedDeal loaded = ui::load_replay_file(file.string());
  CHECK_FALSE(loaded.deal.has_value());
  CHECK(loaded.errors.empty());
  REQUIRE(loaded.sweep != nullptr);
  CHECK(loaded.sweep->turns() == 48);
  CHECK(loaded.source == "sweep-multi-group.json");
}

TEST_CASE("Every sample opens, and every step of it can be shown from every seat") {
  const auto files = sample_files();
  const fs::path ours = fs::path(SCHMIER_SOURCE_DIR) / "tests/ui/data";
  std::vector<fs::path> logs = files;
  logs.push_back(ours / "ace-call.json");
  logs.push_back(ours / "sauspiel.json");
  for (const fs::path& file : logs) {
    CAPTURE(file.string());
    ui::LoadedDeal loaded = ui::load_replay_file(file.string());
    for (const auto& e : loaded.errors) MESSAGE(e);
    REQUIRE(loaded.deal.has_value());
    ui::ReplayDeal deal = *loaded.deal;
    const auto plays = deal.plays.size();
    const auto problems = ui::sanitize_deal(deal);
    for (const auto& p : problems) MESSAGE(p);
    CHECK(problems.empty());
    CHECK(deal.plays.size() == plays);
    // Schafkopf four seats; Sheepshead as many as the log's rules say (SS-14.2: 3, 4 or 5).
    REQUIRE(deal.log);
    CHECK(deal.num_seats ==
          (deal.game == ui::GameKind::kSchafkopf ? 4 : deal.log->sheepshead().rules.seats()));
    if (file.filename() == "sheepshead-3-handed.json") CHECK(deal.num_seats == 3);
    if (file.filename() == "sheepshead-4-handed.json") CHECK(deal.num_seats == 4);

    const int per_seat = deal.cards_per_seat();
    for (int step = 0; step <= static_cast<int>(plays); ++step) {
      for (int seat = -1; seat < deal.num_seats; ++seat) {
        const ui::Perspective p{seat < 0, std::max(seat, 0)};
        const ui::TableView v = ui::compute_table_view(deal, step, p);
        const auto played = played_by_seat(v);
        for (const auto& s : v.seats) {
          CHECK(static_cast<int>(s.face_up.size()) + s.face_down +
                    played[static_cast<std::size_t>(s.seat)] ==
                per_seat);
        }
      }
    }
    const ui::TableView end = ui::compute_table_view(deal, static_cast<int>(plays), {});
    if (plays == static_cast<std::size_t>(per_seat * deal.num_seats)) {
      CHECK(end.hand_over);
      int total = 0;
      for (const auto& s : end.seats) total += s.points;
      // The bury counts for the picker (SS-5.2); a leaster's blind lies aside (SS-11.2).
      const int aside = end.bury.visible
                            ? end.bury.points
                            : (deal.leaster && end.blind.visible ? end.blind.points : 0);
      CHECK(total + aside == 120);
    }
  }
}

TEST_CASE("The loader's errors come back with their locations") {
  const auto loaded =
      ui::load_replay_file(std::string(SCHMIER_SOURCE_DIR) + "/tests/ui/data/bad.json");
  CHECK_FALSE(loaded.deal.has_value());
  CHECK(mentions(loaded.errors, "hands[2][5]: QC"));
}

TEST_CASE("A missing file is an error, not a crash") {
  const auto loaded = ui::load_replay_file("/nonexistent/schmier/hand.json");
  CHECK_FALSE(loaded.deal.has_value());
  CHECK_FALSE(loaded.errors.empty());
}

TEST_CASE("A log without the hands shows the unplayed cards face down") {
  // DEAL_LOG.md's example without `hands`: only the plays, the blind and the bury are known.
  const std::string json = R"({
    "format": "schmier-deal-log", "version": 1, "game": "sheepshead",
    "players": ["Ann", "Bob", "Cy", "Dee", "Eve"], "dealer": 4,
    "blind": ["AH", "TH"], "auction": ["pick"], "bury": ["7D", "TH"],
    "call": {"card": "AS"},
    "plays": ["QC", "QS", "JC", "QD", "8D", "AD", "TD", "9D", "KD", "7S"]})";
  auto parsed = engine::parse_deal_log(json);
  for (const auto& e : parsed.errors) MESSAGE(engine::format_error(e));
  REQUIRE(parsed.log.has_value());
  const auto loaded = ui::replay_from_log(*parsed.log, "no hands");
  REQUIRE(loaded.deal.has_value());
  ui::ReplayDeal deal = *loaded.deal;
  REQUIRE(ui::sanitize_deal(deal).empty());
  CHECK(deal.picker == 0);
  CHECK(deal.called() == uitest::card("AS"));

  const ui::TableView v = ui::compute_table_view(deal, 10, {});
  for (const auto& s : v.seats) {
    CAPTURE(s.seat);
    CHECK(static_cast<int>(s.face_up.size()) + s.face_down == 4);
  }
  // Ann picked up the blind: AH is hers; TH she buried.
  CHECK(v.seats[0].face_up == std::vector<engine::Card>{uitest::card("AH")});
  CHECK(v.seats[1].face_up.empty());
  // Nobody has played the ace of spades yet, so its holder is not known.
  CHECK(v.partner == -1);
  CHECK_FALSE(v.sides_known);
}

TEST_CASE("SK-5.4: a Sauspiel log has four seats, the declarer and a secret partner") {
  const auto loaded =
      ui::load_replay_file(std::string(SCHMIER_SOURCE_DIR) + "/tests/ui/data/sauspiel.json");
  REQUIRE(loaded.deal.has_value());
  const ui::ReplayDeal& deal = *loaded.deal;
  CHECK(deal.game == ui::GameKind::kSchafkopf);
  CHECK(deal.num_seats == 4);
  CHECK(deal.picker == 0);
  CHECK(deal.called() == uitest::card("AC"));
  CHECK_FALSE(deal.blind.has_value());

  const auto at = static_cast<int>(
      std::find(deal.plays.begin(), deal.plays.end(), uitest::card("AC")) - deal.plays.begin());
  const ui::TableView before = ui::compute_table_view(deal, at, {false, 2});
  CHECK(before.partner == -1);
  CHECK_FALSE(before.blind.exists);
  CHECK_FALSE(before.bury.exists);
  const ui::TableView after = ui::compute_table_view(deal, at + 1, {false, 2});
  CHECK(after.partner == 1);  // Resi was dealt the Eichel-Sau
  CHECK(after.partner_revealed);
  const ui::TableView end = ui::compute_table_view(deal, 32, {});
  CHECK(end.hand_over);
  CHECK(end.picker_side_points + end.defender_points == 120);
}
