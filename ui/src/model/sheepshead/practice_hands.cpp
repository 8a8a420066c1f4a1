// Sheepshead's hands in a practice session (../practice_hands.h): the game of the configured
// table (SS-14 options), the hand in play and the finished hands, each hand's score row (SS-12)
// and log.
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "../practice_hands.h"
#include "solver/players.h"

namespace ui::practice {
namespace {

class SheepsheadHands final
    : public TrickHandsOf<engine::SheepsheadRules, engine::SheepsheadGame, engine::SheepsheadHand> {
 public:
  explicit SheepsheadHands(const PracticeConfig& c)
      : TrickHandsOf(*practice_sheepshead_rules(c, nullptr), c.seed) {}

  int seats() const override { return rules_.seats(); }
  std::vector<Move> legal() const override { return sheepshead_legal_moves(*hand_); }
  bool in_play() const override { return hand_->phase() == engine::Phase::kPlay; }
  bool hand_done() const override { return hand_->phase() == engine::Phase::kDone; }
  void fill(Position& p) const override { p.sheepshead = hand_; }
  std::optional<std::string> apply(const Move& m) override {
    const auto* a = std::get_if<solver::Action>(&m);
    if (!a) return "a Schafkopf action in a Sheepshead hand";
    return solver::apply_action(*hand_, *a);
  }
  std::optional<std::string> explain_illegal(const Move& m) const override {
    if (hand_->phase() != engine::Phase::kPlay) return std::nullopt;
    const auto* a = std::get_if<solver::Action>(&m);
    if (!a || a->kind != solver::DecisionKind::kPlay || a->card >= engine::kNumCards) {
      return std::nullopt;
    }
    return hand_->explain_illegal(a->card);
  }
  ScoreRow finish() override {
    const engine::SheepsheadHand& h = *hand_;
    const engine::HandResult r = h.result();
    game_.record(r);
    ScoreRow row;
    row.dealer = h.dealer();
    row.declarer = r.leaster || r.thrown_in ? -1 : r.picker;
    row.partner = r.partner;
    row.contract = r.thrown_in  ? "thrown in"
                   : r.leaster  ? "leaster"
                   : h.called() ? engine::call_string(*h.called())
                                : "";
    row.result = r.row;
    row.multiplier = r.multiplier;
    file_hand(row, r.units);
    return row;
  }
  int pending_doublers() const override { return game_.pending_doublers(); }
  const engine::SheepsheadHand* sheepshead_hand(bool hand_over) const override {
    return shown(hand_over);
  }
  // Pick/pass, bury and call are graded from the hand completed by the heuristic player.
  bool replays_actions() const override { return false; }
  void complete_grade_job(GradeJob& j, bool has_log, bool) const override {
    if (!has_log) j.sheepshead_unfinished = *hand_;
  }
  void complete_review_job(ReviewJob&, std::size_t) const override {}
};

}  // namespace

std::unique_ptr<TrickHands> ss_practice_hands(const PracticeConfig& c) {
  return std::make_unique<SheepsheadHands>(c);
}

}  // namespace ui::practice
