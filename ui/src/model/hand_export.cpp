#include "ui/hand_export.h"

#include <cctype>
#include <fstream>
#include <nlohmann/json.hpp>

#include "engine/deal_log.h"

namespace ui {

namespace fs = std::filesystem;

std::optional<std::string> export_log_json(const ReplayDeal& deal, const HandAnalysisState& state,
                                           std::string* error) {
  if (!deal.log) {
    if (error) *error = "this hand has no deal log behind it (a demo hand)";
    return std::nullopt;
  }
  nlohmann::ordered_json log = nlohmann::ordered_json::parse(engine::write_deal_log(*deal.log));
  nlohmann::ordered_json meta = nlohmann::ordered_json::object();
  if (log.contains("meta") && log["meta"].is_object()) meta = log["meta"];
  nlohmann::ordered_json a = nlohmann::ordered_json::object();
  a["program"] = "schmier-gui";
  a["complete"] = state.status() == AnalysisStatus::kDone;
  nlohmann::ordered_json decisions = nlohmann::ordered_json::array();
  for (const solver::DecisionAnalysis* d : state.decisions()) {
    if (!d->complete) continue;
    nlohmann::ordered_json j;
    j["index"] = d->index;
    switch (d->kind) {
      case solver::DecisionKind::kPick:
        j["kind"] = "pick";
        break;
      case solver::DecisionKind::kBury:
        j["kind"] = "bury";
        break;
      case solver::DecisionKind::kCall:
        j["kind"] = "call";
        break;
      case solver::DecisionKind::kPlay:
        j["kind"] = "play";
        break;
      case solver::DecisionKind::kBid:
        j["kind"] = "bid";
        break;
      case solver::DecisionKind::kDeclare:
        j["kind"] = "declare";
        break;
      case solver::DecisionKind::kDouble:
        j["kind"] = "double";
        break;
      case solver::DecisionKind::kAnnounce:
        j["kind"] = "announce";
        break;
    }
    j["mover"] = d->mover;
    if (d->play_index >= 0) j["play_index"] = d->play_index;
    j["played"] = solver::action_text(d->played);
    if (!d->alternatives.empty() && d->best >= 0 &&
        d->best < static_cast<int>(d->alternatives.size())) {
      j["best"] = solver::action_text(d->alternatives[static_cast<std::size_t>(d->best)].action);
    }
    j["grade"] = solver::grade_name(d->grade);
    j["loss_stakes"] = d->loss;
    j["worlds"] = d->worlds;
    decisions.push_back(std::move(j));
  }
  a["decisions"] = std::move(decisions);
  nlohmann::ordered_json acc = nlohmann::ordered_json::array();
  for (const AccuracyRow& r : accuracy_rows(deal, state)) {
    acc.push_back({{"seat", r.seat},
                   {"decisions", r.decisions},
                   {"accuracy", r.accuracy},
                   {"loss_stakes", r.total_loss}});
  }
  a["accuracy"] = std::move(acc);
  meta["analysis"] = std::move(a);
  log["meta"] = std::move(meta);
  return log.dump(2) + "\n";
}

ExportPaths export_paths(const ReplayDeal& deal, const fs::path& dir) {
  std::string stem = deal.source.empty() ? "hand" : fs::path(deal.source).stem().string();
  for (char& c : stem) {
    const auto u = static_cast<unsigned char>(c);
    if (!std::isalnum(u) && c != '-' && c != '_') c = '_';
  }
  if (stem.empty()) stem = "hand";
  return ExportPaths{dir / (stem + "-analysed.json"), dir / (stem + "-board.png")};
}

std::optional<std::string> write_export(const ReplayDeal& deal, const HandAnalysisState& state,
                                        const fs::path& path) {
  std::string error;
  const std::optional<std::string> text = export_log_json(deal, state, &error);
  if (!text) return "cannot export: " + error;
  std::error_code ec;
  fs::create_directories(path.parent_path(), ec);
  std::ofstream out(path, std::ios::binary);
  if (!out) return "cannot write " + path.string();
  out << *text;
  out.close();
  if (!out) return "cannot write " + path.string();
  return std::nullopt;
}

}  // namespace ui
