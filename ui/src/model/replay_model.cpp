#include "ui/replay_model.h"

#include <algorithm>
#include <utility>

namespace ui {

void ReplayModel::set_deal(ReplayDeal deal, int step) {
  auto problems = sanitize_deal(deal);
  if (!problems.empty()) {
    // The replay no longer matches its log: analysing the log would describe another hand.
    deal.log.reset();
    report(
        ErrorReport{"Problems in " + (deal.source.empty() ? std::string("the deal") : deal.source),
                    std::move(problems)});
  }
  const int seats = deal.num_seats;
  if (deal.viewer >= 0) perspective_.seat = deal.viewer;
  perspective_.seat = std::clamp(perspective_.seat, 0, seats - 1);
  deal_ = std::move(deal);
  step_ = std::clamp(step, 0, steps());
  view_.reset();
  analysis_.reset();
}

void ReplayModel::clear_deal() {
  deal_.reset();
  step_ = 0;
  view_.reset();
  analysis_.reset();
}

void ReplayModel::set_step(int step) {
  const int s = std::clamp(step, 0, steps());
  if (s == step_) return;
  step_ = s;
  view_.reset();
}

void ReplayModel::previous_trick() {
  if (!deal_) return;
  const int n = deal_->num_seats;
  // Trick boundaries are the multiples of n: each shows a completed trick on the table.
  set_step(step_ == 0 ? 0 : (step_ - 1) / n * n);
}

void ReplayModel::next_trick() {
  if (!deal_) return;
  const int n = deal_->num_seats;
  set_step((step_ / n + 1) * n);
}

void ReplayModel::set_show_all(bool show_all) {
  if (perspective_.show_all == show_all) return;
  perspective_.show_all = show_all;
  view_.reset();
}

void ReplayModel::set_seat(int seat) {
  const int seats = deal_ ? deal_->num_seats : engine::kMaxPlayers;
  seat = std::clamp(seat, 0, seats - 1);
  if (perspective_.seat == seat) return;
  perspective_.seat = seat;
  view_.reset();
}

const TableView& ReplayModel::view() {
  if (!view_) {
    view_ = deal_ ? compute_table_view(*deal_, step_, perspective_) : TableView{};
  }
  return *view_;
}

void ReplayModel::dismiss_error() {
  if (!errors_.empty()) errors_.erase(errors_.begin());
}

}  // namespace ui
