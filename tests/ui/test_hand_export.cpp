// Export of an analysed hand (ui/hand_export.h, issue 20): the exported file is a deal log every
// schmier command still reads, with the analysis in meta.analysis.
#include <doctest/doctest.h>

#include <filesystem>

#include "engine/deal_log.h"
#include "ui/hand_export.h"
#include "ui/log_source.h"

namespace fs = std::filesystem;

TEST_CASE("Export: the deal log with its analysis reads back as the same hand") {
  const fs::path path = fs::path(SCHMIER_SOURCE_DIR) / "samples" / "ace-call-won.json";
  const ui::LoadedDeal loaded = ui::load_replay_file(path.string());
  REQUIRE(loaded.deal);
  ui::HandAnalysisState state;
  state.set_running();
  solver::DecisionAnalysis d;
  d.index = 0;
  d.kind = solver::DecisionKind::kPlay;
  d.mover = loaded.deal->log->play_seat.empty() ? 0 : loaded.deal->log->play_seat[0];
  d.play_index = 0;
  d.played.kind = solver::DecisionKind::kPlay;
  d.played.card = loaded.deal->plays[0];
  solver::Alternative alt;
  alt.action = d.played;
  d.alternatives.push_back(alt);
  d.grade = solver::Grade::kMistake;
  d.loss = 0.75;
  d.complete = true;
  state.add(d, 1, 1);

  std::string error;
  const auto text = ui::export_log_json(*loaded.deal, state, &error);
  REQUIRE_MESSAGE(text, error);
  CHECK(text->find("\"analysis\"") != std::string::npos);
  CHECK(text->find("\"grade\": \"mistake\"") != std::string::npos);
  CHECK(text->find("\"loss_stakes\": 0.75") != std::string::npos);
  engine::LoadResult back = engine::parse_deal_log(*text);
  REQUIRE(back.errors.empty());
  REQUIRE(back.log);
  CHECK(back.log->plays == loaded.deal->log->plays);
  CHECK(back.log->meta_json.find("analysis") != std::string::npos);

  // Written to a file and opened like any log.
  const fs::path out = fs::temp_directory_path() / "schmier-export-test" / "hand-analysed.json";
  REQUIRE_FALSE(ui::write_export(*loaded.deal, state, out));
  const ui::LoadedDeal again = ui::load_replay_file(out.string());
  REQUIRE(again.deal);
  CHECK(again.deal->plays == loaded.deal->plays);
  fs::remove_all(out.parent_path());
}

TEST_CASE("Export: a hand without a log says why; file names come from the source") {
  ui::ReplayDeal demo;
  demo.source = "demo hand (seed 7)";
  std::string error;
  CHECK_FALSE(ui::export_log_json(demo, ui::HandAnalysisState{}, &error));
  CHECK(error.find("no deal log") != std::string::npos);
  const ui::ExportPaths p = ui::export_paths(demo, "/tmp/x");
  CHECK(p.log == fs::path("/tmp/x/demo_hand__seed_7_-analysed.json"));
  CHECK(p.png == fs::path("/tmp/x/demo_hand__seed_7_-board.png"));
  ui::ReplayDeal file;
  file.source = "/home/a/ace-call-won.json";
  CHECK(ui::export_paths(file, "/e").log == fs::path("/e/ace-call-won-analysed.json"));
}
