// The board every panel draws (ui/board_model.h, issue 38): the digest is what the model's own
// functions give, and it is rebuilt only when the hand, its analysis, the step or a view
// setting changes, never for frames that change nothing.
#include <doctest/doctest.h>

#include <filesystem>
#include <memory>

#include "engine/deal_log.h"
#include "ui/board_model.h"
#include "ui/log_source.h"

namespace fs = std::filesystem;

namespace {

ui::LoadedDeal sample(const char* name) {
  return ui::load_replay_file((fs::path(SCHMIER_SOURCE_DIR) / "samples" / name).string());
}

// The Sheepshead sample's deal, loaded once.
const ui::ReplayDeal& trick_sample() {
  static const ui::LoadedDeal loaded = sample("ace-call-won.json");
  REQUIRE(loaded.deal);
  return *loaded.deal;
}

// The Sweep sample's replay.
std::shared_ptr<const ui::SweepReplay> sweep_sample() {
  const ui::LoadedDeal loaded = sample("sweep-multi-group.json");
  REQUIRE(loaded.sweep);
  return loaded.sweep;
}

}  // namespace

TEST_CASE("Board model: a trick hand's digest, rebuilt only when something changes") {
  const ui::ReplayDeal& deal = trick_sample();
  ui::HandAnalysisState state;
  ui::BoardModel board;
  const ui::BoardView view;

  const ui::BoardDigest& d = board.refresh(deal, state, 3, view);
  CHECK(board.rebuilds() == 1);
  REQUIRE(d.trick);
  CHECK_FALSE(d.sweep);
  CHECK(d.step == 3);
  CHECK(d.trick->moves.size() == ui::move_rows(deal, state, 3).size());
  CHECK(d.trick->settlement.headline == ui::compute_settlement(deal).headline);
  CHECK(d.accuracy.size() == ui::accuracy_rows(deal, state).size());

  // Frames that change nothing rebuild nothing.
  for (int frame = 0; frame < 100; ++frame) board.refresh(deal, state, 3, view);
  CHECK(board.rebuilds() == 1);

  // A step change rebuilds once.
  board.refresh(deal, state, 4, view);
  board.refresh(deal, state, 4, view);
  CHECK(board.rebuilds() == 2);
  CHECK(board.digest().step == 4);

  // So do a view setting and a change of the analysis.
  ui::BoardView units = view;
  units.mode = ui::EvalMode::kUnits;
  board.refresh(deal, state, 4, units);
  CHECK(board.rebuilds() == 3);
  state.set_running();
  board.refresh(deal, state, 4, units);
  board.refresh(deal, state, 4, units);
  CHECK(board.rebuilds() == 4);
  CHECK(board.digest().trick->moves.size() == ui::move_rows(deal, state, 4).size());

  // A cancel that finds nothing running changes nothing.
  state.set_cancelled();
  board.refresh(deal, state, 4, units);
  CHECK(board.rebuilds() == 5);
  state.set_cancelled();
  board.refresh(deal, state, 4, units);
  CHECK(board.rebuilds() == 5);

  // Another hand's fresh analysis never looks like this one's.
  ui::HandAnalysisState other;
  CHECK(other.revision() != state.revision());
}

TEST_CASE("Board model: guessing cuts the graph after the step") {
  const ui::LoadedDeal loaded = sample("ace-call-won.json");
  REQUIRE(loaded.deal);
  ui::HandAnalysisState state;
  ui::BoardModel board;
  ui::BoardView view;
  view.guessing = true;
  const ui::BoardDigest& d = board.refresh(*loaded.deal, state, 2, view);
  for (std::size_t x = 3; x < d.trick->series.dd.size(); ++x) CHECK_FALSE(d.trick->series.dd[x]);
  for (std::size_t x = 3; x < d.trick->series.sampled.size(); ++x) {
    CHECK_FALSE(d.trick->series.sampled[x]);
  }
}

TEST_CASE("Board model: a Sweep board's digest follows its step and the graph's seat") {
  ui::SweepBoard sweep(sweep_sample(), "test", -1);
  ui::BoardModel board;
  const ui::BoardDigest& d = board.refresh(sweep, 0);
  REQUIRE(d.sweep);
  CHECK_FALSE(d.trick);
  CHECK(d.sweep->moves.size() == ui::sweep_move_rows(sweep.replay(), sweep.analysis(), 0).size());
  CHECK(d.sweep->series.seat == 0);
  for (int frame = 0; frame < 10; ++frame) board.refresh(sweep, 0);
  CHECK(board.rebuilds() == 1);
  sweep.next();
  board.refresh(sweep, 0);
  CHECK(board.rebuilds() == 2);
  CHECK(board.digest().step == 1);
  board.refresh(sweep, 1);
  CHECK(board.rebuilds() == 3);
  CHECK(board.digest().sweep->series.seat == 1);
}

TEST_CASE("Board model: a trick hand's table, Hand tab and header from the view's seat") {
  const ui::ReplayDeal& deal = trick_sample();
  ui::HandAnalysisState state;
  ui::BoardModel board;
  ui::BoardView view;
  const int step = 2 * deal.num_seats + 1;  // the third trick begun
  const ui::BoardDigest& d = board.refresh(deal, state, step, view);
  REQUIRE(d.trick);
  const ui::TableView expected = ui::compute_table_view(deal, step, view.perspective);
  const ui::TrickBoardParts& t = *d.trick;
  CHECK(t.table.status == expected.status);
  CHECK(t.table.history.size() == expected.history.size());
  CHECK(t.table.trick.cards.size() == 1);
  CHECK(t.hand.game == "Sheepshead");
  CHECK(t.hand.side == "Picker's");
  CHECK(t.hand.dealer == deal.player_name(deal.dealer));
  CHECK(t.hand.contract.find(expected.contract) != std::string::npos);
  // One row per completed trick and one for the trick begun; a click goes past a completed
  // trick, or to the card played so far.
  REQUIRE(t.hand.tricks.size() == expected.history.size() + 1);
  const int seats = expected.num_seats;
  CHECK(t.hand.tricks[0].step == seats);
  CHECK(t.hand.tricks[0].winner == deal.player_name(expected.history[0].winner));
  CHECK(t.hand.tricks.back().step == step);
  CHECK(t.hand.tricks.back().winner.empty());
  CHECK(t.header.trick.rfind("Trick 3 of ", 0) == 0);
  CHECK(t.header.last_trick.rfind("Last trick: trick 2 of ", 0) == 0);
  CHECK_FALSE(t.header.sides.empty());
  CHECK(t.header.sides.rfind("Picker", 0) == 0);

  // 100 unchanged refreshes rebuild nothing; another seat's view rebuilds once and hides the
  // other hands.
  for (int frame = 0; frame < 100; ++frame) board.refresh(deal, state, step, view);
  CHECK(board.rebuilds() == 1);
  view.perspective = ui::Perspective{false, 1};
  board.refresh(deal, state, step, view);
  for (int frame = 0; frame < 100; ++frame) board.refresh(deal, state, step, view);
  CHECK(board.rebuilds() == 2);
  const ui::TableView seen = ui::compute_table_view(deal, step, view.perspective);
  for (std::size_t s = 0; s < seen.seats.size(); ++s) {
    CHECK(board.digest().trick->table.seats[s].face_up == seen.seats[s].face_up);
    CHECK(board.digest().trick->table.seats[s].face_down == seen.seats[s].face_down);
  }
}

TEST_CASE("Board model: a Sweep board's table, plates, caption and score") {
  ui::SweepBoard sweep(sweep_sample(), "test", -1);
  ui::BoardModel board;
  const ui::BoardDigest& d = board.refresh(sweep, 0);
  REQUIRE(d.sweep);
  const ui::SweepBoardParts& s = *d.sweep;
  const ui::SweepTableView start = sweep.view();
  CHECK(s.table.turn == 0);
  CHECK(s.table.hands == start.hands);
  CHECK(s.names[0] == ui::sweep_seat_name(sweep.replay(), 0));
  CHECK_FALSE(s.names[1].empty());
  const auto mover = static_cast<std::size_t>(start.mover);
  CHECK(s.plates[mover].find("to play") != std::string::npos);
  CHECK(s.plates[1 - mover].find("to play") == std::string::npos);
  // One space between words ("Bob to play", "Ann (dealer)"), never two.
  CHECK(s.plates[mover] ==
        s.names[mover] + (start.dealer == start.mover ? " (dealer)" : "") + " to play");
  CHECK(s.plates[0].find("  ") == std::string::npos);
  CHECK(s.plates[1].find("  ") == std::string::npos);
  CHECK(s.caption == "Round 1: " + s.names[mover] + " plays first");
  CHECK_FALSE(s.caption_sweep);
  CHECK_FALSE(s.score.final);
  CHECK(s.final_score.final);
  CHECK(s.final_score.total == sweep.replay().breakdown(sweep.steps()).total);
  CHECK(s.reason.why.empty());  // not analysed

  // 100 unchanged refreshes rebuild nothing; one seat's view rebuilds once and hides a hand.
  for (int frame = 0; frame < 100; ++frame) board.refresh(sweep, 0);
  CHECK(board.rebuilds() == 1);
  sweep.set_seat(0);
  board.refresh(sweep, 0);
  for (int frame = 0; frame < 100; ++frame) board.refresh(sweep, 0);
  CHECK(board.rebuilds() == 2);
  CHECK(board.digest().sweep->table.hand_visible[0]);
  CHECK_FALSE(board.digest().sweep->table.hand_visible[1]);

  // At the end: the caption tells the last turn, the score is the final one.
  sweep.last();
  board.refresh(sweep, 0);
  CHECK(board.rebuilds() == 3);
  const ui::SweepBoardParts& end = *board.digest().sweep;
  CHECK(end.table.hand_over);
  CHECK(end.caption.rfind("Turn " + std::to_string(sweep.steps()) + ", ", 0) == 0);
  CHECK(end.score.final);
  CHECK(end.score.total == end.final_score.total);
}

TEST_CASE("Board games: a Sweep log is not read as a trick game's replay") {
  const engine::LoadResult r = engine::load_deal_log_file(
      (fs::path(SCHMIER_SOURCE_DIR) / "samples" / "sweep-multi-group.json").string());
  REQUIRE(r.log);
  const ui::LoadedDeal loaded = ui::replay_from_log(*r.log, "sweep");
  CHECK_FALSE(loaded.deal);
  CHECK_FALSE(loaded.sweep);
  REQUIRE(loaded.errors.size() == 1);
  CHECK(loaded.errors[0] == "the hand cannot be replayed");
}
