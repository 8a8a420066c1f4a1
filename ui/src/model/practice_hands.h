// One trick game's hands in a practice session (practice_session.cpp): its rules and game (the
// dealer, the totals, the end), the hand in play and the finished hands. Each game's in its wing
// (sheepshead/practice_hands.cpp, schafkopf/practice_hands.cpp), made through the game's entry
// of practice_games.cpp; the session keeps the actions, grades, files and statistics.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/hand_log.h"
#include "ui/practice/session.h"

namespace ui::practice {

class TrickHands {
 public:
  TrickHands() = default;
  TrickHands(const TrickHands&) = delete;
  TrickHands& operator=(const TrickHands&) = delete;
  virtual ~TrickHands() = default;

  virtual int seats() const = 0;
  virtual int hands_total() const = 0;
  // The next hand of the game, dealt.
  virtual void deal() = 0;
  // The hand in play: the seat to act, its legal actions, whether its card play has started
  // (the auction is in its log), whether it is done.
  virtual int to_act() const = 0;
  virtual std::vector<Move> legal() const = 0;
  virtual bool in_play() const = 0;
  virtual bool hand_done() const = 0;
  // The hand in play for the solver's jobs.
  virtual void fill(Position& p) const = 0;
  // Applies `m` for the seat to act (the engine's checks only); the error, else nullopt.
  virtual std::optional<std::string> apply(const Move& m) = 0;
  // Why `m` (not legal) is not legal, in the engine's words, when it can say.
  virtual std::optional<std::string> explain_illegal(const Move& m) const = 0;
  // Records the done hand in the game and among the finished hands; its row of the score table
  // (dealer, declarer, partner, contract, result, multiplier, units, totals).
  virtual ScoreRow finish() = 0;
  virtual bool game_over() const = 0;
  virtual std::vector<int> totals() const = 0;
  virtual int pending_doublers() const { return 0; }
  // Finished hand `i`, or the hand in play (nullopt), as a hand log.
  virtual engine::HandLog hand_log(std::optional<std::size_t> i,
                                   const engine::HandLogOptions& o) const = 0;
  // Finished hand `i` has no deal log by its nature (a Schafkopf hand thrown in).
  virtual bool unloggable(std::size_t) const { return false; }
  // The hand on screen (`hand_over`: the last finished one) when it is this game's.
  virtual const engine::SheepsheadHand* sheepshead_hand(bool) const { return nullptr; }
  virtual const engine::SchafkopfHand* schafkopf_hand(bool) const { return nullptr; }
  // A grade's or review's job replays the hand's actions rather than reading its log only
  // (Schafkopf: a hand's log cannot be written during its auction).
  virtual bool replays_actions() const = 0;
  // The grade job's hand: `has_log` the hand's log is in the job; `hand_over`.
  virtual void complete_grade_job(GradeJob& j, bool has_log, bool hand_over) const = 0;
  // The review job of finished hand `i`.
  virtual void complete_review_job(ReviewJob& j, std::size_t i) const = 0;
};

// What both games' hands share: the rules, the game of hands (`Game`, its dealer and totals),
// the hand in play and the finished hands.
template <class Rules, class Game, class Hand>
class TrickHandsOf : public TrickHands {
 public:
  TrickHandsOf(const Rules& rules, std::uint64_t seed) : rules_(rules), game_(rules_, seed, 0) {}

  int hands_total() const override { return rules_.hands_per_game; }
  void deal() override { hand_ = game_.start_hand(); }
  int to_act() const override { return hand_->to_act(); }
  bool game_over() const override { return game_.over(); }
  std::vector<int> totals() const override {
    std::vector<int> t;
    for (int x : game_.totals()) t.push_back(x);
    return t;
  }
  engine::HandLog hand_log(std::optional<std::size_t> i,
                           const engine::HandLogOptions& o) const override {
    return engine::hand_log(i ? finished_[*i] : *hand_, o);
  }

 protected:
  // The done hand's units per seat and the running totals into its row; the hand among the
  // finished ones.
  template <class Units>
  void file_hand(ScoreRow& row, const Units& units) {
    for (int s = 0; s < seats(); ++s) row.units.push_back(units[static_cast<std::size_t>(s)]);
    for (int t : game_.totals()) row.totals.push_back(t);
    finished_.push_back(*hand_);
  }
  // The hand on screen: once the hand is over, the last finished one.
  const Hand* shown(bool hand_over) const {
    return hand_over && !finished_.empty() ? &finished_.back() : &*hand_;
  }

  Rules rules_;
  Game game_;
  std::optional<Hand> hand_;
  std::vector<Hand> finished_;
};

// The wings' hands (sheepshead/practice_hands.cpp, schafkopf/practice_hands.cpp).
std::unique_ptr<TrickHands> ss_practice_hands(const PracticeConfig& c);
std::unique_ptr<TrickHands> sk_practice_hands(const PracticeConfig& c);

}  // namespace ui::practice
