// The Sweep replay's view logic (ui/sweep/replay.h), headless: what the table shows after N
// turns and from which seat, the move list's words, what an action outlines, and the score
// breakdown of SW-17 with the remainder of SW-16, checked against the engine and against the
// `result` the samples carry.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/deal_log.h"
#include "ui/log_repair.h"
#include "ui/sweep/layout.h"
#include "ui/sweep/replay.h"

namespace {

namespace fs = std::filesystem;
namespace sw = engine::sweep;

engine::DealLog load(const std::string& file) {
  const fs::path path = fs::path(SCHMIER_SOURCE_DIR) / "samples" / file;
  engine::LoadResult r = engine::load_deal_log_file(path.string());
  for (const engine::LogError& e : r.errors) FAIL_CHECK(file, ": ", engine::format_error(e));
  REQUIRE(r.log.has_value());
  return *r.log;
}

ui::SweepReplay replay(const std::string& file) {
  std::string error;
  std::optional<ui::SweepReplay> r = ui::SweepReplay::from_log(load(file), &error);
  REQUIRE_MESSAGE(r.has_value(), file, ": ", error);
  return *r;
}

const char* const kSamples[] = {
    "sweep-capture-gives-sweep.json", "sweep-jack-clears-table.json",
    "sweep-last-card-sweep.json",     "sweep-multi-group.json",
    "sweep-no-captures.json",         "sweep-remainder-decides.json",
    "sweep-stops-round-3.json",       "sweep-tablanette-ace-low.json",
};

}  // namespace

TEST_CASE("Sweep replay: every sample steps through, each view agrees with the engine") {
  for (const char* file : kSamples) {
    INFO(file);
    const engine::DealLog log = load(file);
    const ui::SweepReplay r = replay(file);
    CHECK(r.turns() == static_cast<int>(log.plays.size()));
    for (int t = 0; t <= r.turns(); ++t) {
      const sw::SweepState& s = r.state(t);
      CHECK(s.turn == t);
      const ui::SweepTableView all = r.view(t, -1);
      CHECK(all.table == s.table);
      CHECK(all.stock_left == sw::kStockSize - s.stock_pos);
      CHECK(all.round == std::min(s.round + 1, 4));
      // The cards are all somewhere: hands (counted), table, piles, stock.
      int total = sw::count(all.table) + all.stock_left;
      for (int p = 0; p < 2; ++p) total += all.hand_counts[p] + all.piles[p].cards;
      if (!s.hand_over()) CHECK(total == sw::kNumCards);
      // An opened pile shows the cards the engine put in it (issue 42), the count's cards.
      for (int p = 0; p < 2; ++p) {
        if (!r.deal_known()) break;
        CHECK(all.piles[p].taken == s.piles[p]);
        CHECK(sw::count(all.piles[p].taken) == all.piles[p].cards);
      }
      // One seat's view hides the other hand and nothing else.
      for (int seat = 0; seat < 2; ++seat) {
        const ui::SweepTableView v = r.view(t, seat);
        CHECK(v.hands[1 - seat] == 0);
        CHECK_FALSE(v.hand_visible[1 - seat]);
        CHECK(v.hand_counts == all.hand_counts);
        CHECK(v.table == all.table);
        if (r.deal_known()) CHECK(v.hands[seat] == s.hands[seat]);
      }
    }
  }
}

TEST_CASE("Sweep replay: the move list says each turn as the players do") {
  const ui::SweepReplay r = replay("sweep-multi-group.json");
  int sweeps = 0, trails = 0, takes = 0, jack_tables = 0;
  for (const ui::SweepMove& m : r.moves()) {
    const sw::SweepState& before = r.state(m.turn - 1);
    CHECK(m.seat == before.mover);
    CHECK(ui::SweepReplay::outline(m.action) == m.action.take);
    CHECK((m.action.take & ~before.table) == 0);  // an outline marks table cards only
    if (m.action.take == 0) {
      ++trails;
      CHECK(m.words.rfind("trails ", 0) == 0);
    } else if (sw::is_jack(m.action.card) && m.action.take == before.table) {
      ++jack_tables;
      CHECK(m.words.find("takes the table") != std::string::npos);
    } else {
      ++takes;
      CHECK(m.words.find(" takes ") != std::string::npos);
    }
    if (m.sweep) {
      ++sweeps;
      CHECK(m.words.find("SWEEP +" + std::to_string(m.sweep_bonus)) != std::string::npos);
    } else {
      CHECK(m.words.find("SWEEP") == std::string::npos);
    }
  }
  // The sample's log: four sweeps (two each, `show` says), trails, captures and jacks.
  CHECK(sweeps == 4);
  CHECK(trails > 0);
  CHECK(takes > 0);
  CHECK(jack_tables > 0);
  // A capture is written with suit symbols: "Q♥ takes 5♣ 8♠" is the last turn.
  CHECK(r.moves().back().words == "Q\u2665 takes 5\u2663 8\u2660");
}

TEST_CASE("Sweep replay: the final breakdown is the log's result, remainder included") {
  for (const char* file : kSamples) {
    INFO(file);
    const engine::DealLog log = load(file);
    const ui::SweepReplay r = replay(file);
    const ui::SweepScoreBreakdown b = r.breakdown(r.turns());
    if (r.turns() < sw::kTurnsPerHand) {
      CHECK_FALSE(b.final);
      CHECK(b.remainder_to == -1);
      continue;
    }
    CHECK(b.final);
    REQUIRE(log.result.has_value());
    for (int p = 0; p < 2; ++p) {
      CHECK(b.total[p] == log.result->points[p]);
      CHECK(b.total[p] == b.honours[p] + b.majority[p] + b.sweeps[p]);
      if (!log.result->cards.empty()) CHECK(b.cards[p] == log.result->cards[p]);
      if (!log.result->honours.empty()) CHECK(b.honours[p] == log.result->honours[p]);
      CHECK(b.remainder_cards[p] <= b.cards[p]);
    }
    // The remainder went to the last capturer, or to nobody.
    const sw::SweepState& last = r.state(r.turns() - 1);
    if (b.remainder != 0) {
      CHECK(b.remainder_to == last.last_capturer);
      CHECK(b.remainder_cards[b.remainder_to] == sw::count(b.remainder));
    }
  }
  // The sample named for it: the remainder decides the hand.
  const ui::SweepReplay rd = replay("sweep-remainder-decides.json");
  const ui::SweepScoreBreakdown b = rd.breakdown(rd.turns());
  REQUIRE(b.remainder_to >= 0);
  CHECK(b.remainder_cards[b.remainder_to] > 0);
}

TEST_CASE("Sweep replay: a log that is not Sweep is refused with a reason") {
  engine::DealLog log;
  log.game = engine::Game::kSheepshead;
  std::string error;
  CHECK_FALSE(ui::SweepReplay::from_log(log, &error).has_value());
  CHECK(error == "not a Sweep log");
}

TEST_CASE("Sweep table layout: up to 20 table cards in rows, readable, clear of everything") {
  // The table area of the app at 1280x800 and at 1024x640 (the side panel takes the rest), and
  // a larger window.
  // (580x410: the Sweep board's felt at 1024x640.)
  const struct { float w, h; } frames[] = {{846, 750}, {590, 590}, {1200, 950}, {580, 410}};
  for (const auto& f : frames) {
    for (int n = 0; n <= 20; ++n) {
      for (int top = 0; top <= 6; top += 3) {
        INFO(f.w << "x" << f.h << ", " << n << " table cards, " << top << " in the top hand");
        const ui::SweepLayout l = ui::layout_sweep(15, 45, f.w, f.h, top, 6, n);
        REQUIRE(static_cast<int>(l.table.size()) == n);
        CHECK(l.table_h >= 48);  // readable
        CHECK(l.table_h <= l.card_h);
        // The stock's labels (20 px above and under it) clear the captions (issue 42).
        CHECK(l.stock.y0 - 20 >= l.caption[0].y1);
        CHECK(l.stock.y1 + 20 <= l.caption[1].y0);
        const ui::Box frame{15, 45, 15 + f.w, 45 + f.h};
        for (int i = 0; i < n; ++i) {
          const ui::Box& c = l.table[static_cast<std::size_t>(i)];
          CHECK(ui::box_inside(c, frame));
          CHECK(ui::box_inside(c, l.table_area));
          for (int j = i + 1; j < n; ++j) CHECK_FALSE(ui::boxes_overlap(c, l.table[j]));
          CHECK_FALSE(ui::boxes_overlap(c, l.stock));
          CHECK_FALSE(ui::boxes_overlap(c, l.caption[0]));
          CHECK_FALSE(ui::boxes_overlap(c, l.caption[1]));
          for (int r = 0; r < 2; ++r) {
            CHECK_FALSE(ui::boxes_overlap(c, l.plate[r]));
            for (const ui::Box& h : l.hand[r]) CHECK_FALSE(ui::boxes_overlap(c, h));
          }
        }
        for (int r = 0; r < 2; ++r) {
          CHECK(ui::box_inside(l.plate[r], frame));
          for (const ui::Box& h : l.hand[r]) {
            CHECK(ui::box_inside(h, frame));
            CHECK_FALSE(ui::boxes_overlap(h, l.pile[r]));
            CHECK_FALSE(ui::boxes_overlap(h, l.caption[0]));
            CHECK_FALSE(ui::boxes_overlap(h, l.caption[1]));
          }
        }
      }
    }
  }
}

TEST_CASE("Sweep replay: a log with an illegal turn opens up to the last legal one") {
  const std::string path =
      std::string(SCHMIER_SOURCE_DIR) + "/tests/ui/sweep/data/sweep-bad-capture.json";
  std::ifstream in(path);
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  const ui::SweepLegalPrefix p = ui::sweep_legal_prefix(text.str(), "sweep-bad-capture.json");
  REQUIRE(p.found);
  CHECK(p.legal_turns == 1);  // the second turn takes a card that is not on the table
  REQUIRE(p.loaded.sweep);
  // Turns counted from 1, cards with suit symbols, no JSON path.
  CHECK(p.cause.rfind("turn 2, Ann: ", 0) == 0);  // Ann deals: Bob plays turn 1, she turn 2
  CHECK(p.cause.find("plays[") == std::string::npos);
  CHECK(p.cause.find("KD") == std::string::npos);
  CHECK(p.cause.find("not on the table") != std::string::npos);
  // A legal log and a trick-game log are left alone.
  CHECK_FALSE(ui::sweep_legal_prefix("{\"game\": \"sheepshead\", \"plays\": [\"QC\"]}", "x").found);
  CHECK_FALSE(ui::sweep_legal_prefix("not json", "x").found);
}
