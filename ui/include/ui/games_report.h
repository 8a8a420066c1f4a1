// The Games list's summary (issue 42): `schmier report STORE --json --player NAME` run on the
// list's store (ui/games_store.h) as a child process, its JSON (src/cmd_report.cpp, version 1)
// read into the figures the summary panel shows. The figures are the command line's own, so the
// panel and `schmier report` always agree. No ImGui; tested in tests/ui.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "ui/games_store.h"

namespace ui {

struct ReportShare {
  std::string name;  // role or contract; "1-10" for a stretch of games over time
  int games = 0;
  int decisions = 0;
  std::optional<double> accuracy;  // none without graded decisions
};

struct ReportCostly {
  std::string input;
  int game = 0;
  int decision = 0;
  int play_index = -1;  // the plays before it (schmier-gui --at); -1 in the auction
  std::string played, best, grade;
  double loss = 0;
};

struct PlayerReport {
  std::string name;
  int games = 0;
  int decisions = 0;
  std::optional<double> accuracy;
  double total_loss = 0;
  std::vector<std::pair<std::string, long>> grades;  // grade name, count (report's order)
  std::vector<ReportShare> roles, contracts, over_time;
  std::vector<std::pair<std::string, int>> lessons_missed;  // title, count
  std::vector<ReportCostly> costliest;
};

// The player's part of a report's JSON text; nullopt with *error when it is not one.
std::optional<PlayerReport> parse_player_report(const std::string& json, const std::string& player,
                                                std::string* error);

// Runs the report in the background and keeps the last one read.
class GamesReport {
 public:
  // Starts `cli report STORE --json --player PLAYER` unless one runs; true when started.
  bool refresh(const std::filesystem::path& cli, const std::filesystem::path& store,
               const std::string& player);
  // Reads the finished run's output; true when a new report arrived.
  bool pump();
  bool running() { return child_.running(); }
  const std::optional<PlayerReport>& report() const { return report_; }
  const std::string& problem() const { return problem_; }

 private:
  ChildProcess child_;
  bool started_ = false;
  std::filesystem::path out_;
  std::string player_;
  std::optional<PlayerReport> report_;
  std::string problem_;
};

}  // namespace ui
