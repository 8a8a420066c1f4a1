// The board every panel draws (ui/board_model.h, issue 38): the digest is what the model's own
// functions give, and it is rebuilt only when the hand, its analysis, the step or a view
// setting changes, never for frames that change nothing.
#include <doctest/doctest.h>

#include <filesystem>

#include "engine/deal_log.h"
#include "ui/board_model.h"
#include "ui/log_source.h"

namespace fs = std::filesystem;

namespace {

ui::LoadedDeal sample(const char* name) {
  return ui::load_replay_file((fs::path(SCHMIER_SOURCE_DIR) / "samples" / name).string());
}

}  // namespace

TEST_CASE("Board model: a trick hand's digest, rebuilt only when something changes") {
  const ui::LoadedDeal loaded = sample("ace-call-won.json");
  REQUIRE(loaded.deal);
  const ui::ReplayDeal& deal = *loaded.deal;
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
  const ui::LoadedDeal loaded = sample("sweep-multi-group.json");
  REQUIRE(loaded.sweep);
  ui::SweepBoard sweep(loaded.sweep, "test", -1);
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
