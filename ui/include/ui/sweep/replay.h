// The Sweep replay as the app shows it (issue "Sweep, part 3"): a valid Sweep deal log stepped
// turn by turn, with what the table shows after N turns from a seat's view, the move list in
// the players' words, the cards an action takes (to outline them), and the hand's score broken
// down as SW-17 counts it (honours, cards, majority, sweeps) with the remainder of SW-16 shown
// apart. Plain data on the engine: no ImGui, tested headless (tests/ui/sweep/test_replay.cpp).
#pragma once

#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/deal_log.h"
#include "engine/sweep.h"
#include "ui/analysis_view.h"  // HandAnalysisState

namespace ui {

// One entry of the move list: "K♥ takes K♠ 2♦ 5♣ 7♥", "trails 3♣", "J♣ takes the table",
// with "SWEEP +33" when the turn swept.
struct SweepMove {
  int turn = 0;  // 1-based
  int seat = 0;
  int round = 0;  // 1..4
  engine::sweep::Action action;
  std::string words;                      // the turn as the players say it
  bool sweep = false;                     // a sweep (SW-13)
  int sweep_bonus = 0;                    // its bonus
  engine::sweep::CardMask remainder = 0;  // SW-16: the table's last cards, after the last turn
  int remainder_to = -1;                  // who got them (-1: nobody)
};

// A capture pile as the table shows it.
struct SweepPileView {
  int cards = 0;
  int honours = 0;       // honour points in it (SW-17a, specials included)
  int sweeps = 0;        // sweeps made
  int sweep_points = 0;  // their bonuses
  // The cards in it (captures are shown face up, SW-8), for opening the pile; 0 when the log
  // does not give every card (the replay's stand-ins are not the real ones).
  engine::sweep::CardMask taken = 0;
};

// What the table shows after `turn` turns from one seat's view (or every hand).
struct SweepTableView {
  int turn = 0;    // turns played (0..48)
  int round = 1;   // 1..4 (the round of the next turn; 4 at the end)
  int mover = -1;  // -1 when the hand is over
  int dealer = 0;
  int stock_left = 0;  // cards still in the stock
  engine::sweep::CardMask table = 0;
  std::array<engine::sweep::CardMask, 2> hands{};  // 0 where hidden
  std::array<int, 2> hand_counts{};                // always known
  std::array<bool, 2> hand_visible{};
  std::array<SweepPileView, 2> piles{};
  int last_capturer = -1;
  bool hand_over = false;
};

// The score of SW-17 broken down, per seat: honours, cards, majority points and sweeps as the
// hand counts them, and apart how many cards and honour points of those came with the
// remainder (SW-16). Before the hand is over: what has been captured so far (`final` false).
struct SweepScoreBreakdown {
  bool final = false;
  std::array<int, 2> honours{};
  std::array<int, 2> cards{};
  std::array<int, 2> majority{};
  std::array<int, 2> sweeps{};  // sweep points
  std::array<int, 2> sweep_count{};
  std::array<int, 2> total{};
  std::array<int, 2> remainder_cards{};    // included in `cards`
  std::array<int, 2> remainder_honours{};  // included in `honours`
  engine::sweep::CardMask remainder = 0;
  int remainder_to = -1;
};

class SweepReplay {
 public:
  // Builds the replay of a valid Sweep log (validate_deal_log passed). nullopt with *error set
  // when it cannot be replayed.
  static std::optional<SweepReplay> from_log(const engine::DealLog& log, std::string* error);

  int turns() const { return static_cast<int>(moves_.size()); }
  const std::vector<SweepMove>& moves() const { return moves_; }
  const engine::sweep::SweepRules& rules() const { return rules_; }
  const std::vector<std::string>& players() const { return players_; }
  // Whether every hand is known (the log's deck or hands); otherwise unknown cards of the
  // hands are never shown, even with every hand shown.
  bool deal_known() const { return deal_known_; }

  // The table after `turn` turns (clamped) seen by `seat` (-1: every hand shown).
  SweepTableView view(int turn, int seat) const;
  // The position after `turn` turns (clamped).
  const engine::sweep::SweepState& state(int turn) const;
  // The cards an action takes from the table (to outline them); 0 for a trail.
  static engine::sweep::CardMask outline(const engine::sweep::Action& a) { return a.take; }
  // Any legal action of the turn after `turn` turns in the move list's words ("SWEEP +N" when
  // it would sweep). `a` must be legal there.
  std::string action_words(int turn, const engine::sweep::Action& a) const;
  // The validated log the replay was made from (for the analysis).
  const std::shared_ptr<const engine::DealLog>& log() const { return log_; }
  // The score after `turn` turns (clamped), broken down.
  SweepScoreBreakdown breakdown(int turn) const;

 private:
  engine::sweep::SweepRules rules_;
  std::vector<std::string> players_;
  bool deal_known_ = false;
  std::shared_ptr<const engine::DealLog> log_;
  std::vector<engine::sweep::SweepState> states_;  // states_[t]: after t turns
  std::vector<SweepMove> moves_;
};

// A seat's name: the log's player name, else "Seat N".
std::string sweep_seat_name(const SweepReplay& replay, int seat);

// The Sweep board on screen: a replay, the turn shown and from whose view, and the analysis of
// the hand as far as it has arrived (filled by the AnalysisRunner, read through
// ui/sweep/analysis.h). The panels read it and step it; it holds no ImGui state.
class SweepBoard {
 public:
  SweepBoard(std::shared_ptr<const SweepReplay> replay, std::string source, int viewer)
      : replay_(std::move(replay)), source_(std::move(source)), seat_(viewer) {}

  const SweepReplay& replay() const { return *replay_; }
  const std::string& source() const { return source_; }
  int step() const { return step_; }
  int steps() const { return replay_->turns(); }
  void set_step(int step) { step_ = std::clamp(step, 0, steps()); }
  void first() { set_step(0); }
  void last() { set_step(steps()); }
  void next() { set_step(step_ + 1); }
  void previous() { set_step(step_ - 1); }
  // To the first turn of the next / previous round (rounds are 12 turns).
  void next_round() { set_step((step_ / 12 + 1) * 12); }
  void previous_round() { set_step(step_ % 12 == 0 ? step_ - 12 : step_ / 12 * 12); }
  // -1: every hand shown (when the log gives them); 0 or 1: that seat's view.
  int seat() const { return seat_; }
  void set_seat(int seat) { seat_ = std::clamp(seat, -1, 1); }
  SweepTableView view() const { return replay_->view(step_, seat_); }
  // The turn just played (nullptr at the start) and the next one (nullptr at the log's end).
  const SweepMove* last_move() const {
    return step_ > 0 ? &replay_->moves()[static_cast<std::size_t>(step_ - 1)] : nullptr;
  }
  const SweepMove* next_move() const {
    return step_ < steps() ? &replay_->moves()[static_cast<std::size_t>(step_)] : nullptr;
  }
  HandAnalysisState& analysis() { return analysis_; }
  const HandAnalysisState& analysis() const { return analysis_; }

 private:
  std::shared_ptr<const SweepReplay> replay_;
  std::string source_;
  int seat_ = -1;
  int step_ = 0;
  HandAnalysisState analysis_;
};

}  // namespace ui
