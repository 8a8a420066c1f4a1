// The application model of schmier-gui: the deal on screen, the replay position, the
// perspective and the problems to report. Panels read it and request changes through it; it
// holds no ImGui state and owns no drawing code.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ui/analysis_view.h"
#include "ui/replay_deal.h"
#include "ui/table_view.h"

namespace ui {

class SweepReplay;

// Problems to show in the error dialog, with a title ("Could not open bad.json").
struct ErrorReport {
  ErrorReport() = default;
  ErrorReport(std::string t, std::vector<std::string> l)
      : title(std::move(t)), lines(std::move(l)) {}
  std::string title;
  std::vector<std::string> lines;
  // An invalid card play: the log up to the last legal play, offered instead (log_repair.h).
  std::shared_ptr<const ReplayDeal> fallback;
  std::string fallback_label;  // "Open it up to play 6, the last legal one"
  // A Sweep log's: the turns before the first illegal one (`fallback_label` says so too).
  std::shared_ptr<const SweepReplay> sweep_fallback;
  std::string sweep_source;
  int sweep_viewer = -1;
};

class ReplayModel {
 public:
  // Shows a new deal at `step` (clamped; the default shows the start of play). Problems that
  // sanitize_deal finds are reported as an error (the deal is still shown, cut at the first bad
  // play).
  void set_deal(ReplayDeal deal, int step = 0);
  void clear_deal();
  bool has_deal() const { return deal_.has_value(); }
  const ReplayDeal& deal() const { return *deal_; }

  // Replay position: the number of cards played.
  int step() const { return step_; }
  int steps() const { return deal_ ? static_cast<int>(deal_->plays.size()) : 0; }
  void set_step(int step);
  void first() { set_step(0); }
  void previous() { set_step(step_ - 1); }
  void next() { set_step(step_ + 1); }
  void last() { set_step(steps()); }
  // To the previous / next trick boundary (a multiple of the seat count: the position where a
  // trick has just been completed), clamped to the plays.
  void previous_trick();
  void next_trick();

  const Perspective& perspective() const { return perspective_; }
  void set_show_all(bool show_all);
  void set_seat(int seat);  // clamped to the deal's seats

  // The table at the current step and perspective (recomputed only after a change).
  const TableView& view();

  // The analysis of the deal on screen (reset by set_deal and clear_deal).
  HandAnalysisState& analysis() { return analysis_; }
  const HandAnalysisState& analysis() const { return analysis_; }

  // The error dialog's queue: the oldest report first.
  void report(ErrorReport report) { errors_.push_back(std::move(report)); }
  bool has_error() const { return !errors_.empty(); }
  const ErrorReport& error() const { return errors_.front(); }
  void dismiss_error();

 private:
  std::optional<ReplayDeal> deal_;
  int step_ = 0;
  Perspective perspective_;
  std::optional<TableView> view_;
  std::vector<ErrorReport> errors_;
  HandAnalysisState analysis_;
};

}  // namespace ui
