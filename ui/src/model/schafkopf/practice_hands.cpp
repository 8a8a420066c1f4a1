// Schafkopf's hands in a practice session (../practice_hands.h): the game of the preset's rules,
// the hand in play and the finished hands, each hand's score row (the contract, won or lost,
// schneider, schwarz, Kontra and Re) and log.
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "../practice_hands.h"
#include "solver/players.h"

namespace ui::practice {
namespace {

std::string sk_result_text(const engine::SkResult& r, const std::vector<engine::SkDouble>& d) {
  if (r.thrown_in) return "thrown in";
  std::string s;
  if (r.ramsch) {
    s = r.durchmarsch ? "Durchmarsch" : "Ramsch";
  } else {
    s = r.declarer_won ? "won" : "lost";
    if (r.schwarz) {
      s += " schwarz";
    } else if (r.schneider) {
      s += " schneider";
    }
  }
  for (const engine::SkDouble& x : d) {
    s += x.kind == engine::SkDoubleKind::kKontra ? ", Kontra" : ", Re";
  }
  return s;
}

class SchafkopfHands final
    : public TrickHandsOf<engine::SchafkopfRules, engine::SchafkopfGame, engine::SchafkopfHand> {
 public:
  explicit SchafkopfHands(const PracticeConfig& c)
      : TrickHandsOf(*practice_schafkopf_rules(c.preset), c.seed) {}

  int seats() const override { return engine::seat_count(engine::Game::kSchafkopf); }
  std::vector<Move> legal() const override {
    std::vector<Move> out;
    for (const solver::SkAction& a : solver::sk_legal_actions(*hand_)) out.emplace_back(a);
    return out;
  }
  bool in_play() const override { return hand_->phase() == engine::SkPhase::kPlay; }
  bool hand_done() const override { return hand_->phase() == engine::SkPhase::kDone; }
  void fill(Position& p) const override { p.schafkopf = hand_; }
  std::optional<std::string> apply(const Move& m) override {
    const auto* a = std::get_if<solver::SkAction>(&m);
    if (!a) return "a Sheepshead action in a Schafkopf hand";
    return solver::apply_action(*hand_, *a);
  }
  std::optional<std::string> explain_illegal(const Move& m) const override {
    if (hand_->phase() != engine::SkPhase::kPlay) return std::nullopt;
    const auto* a = std::get_if<solver::SkAction>(&m);
    if (!a || a->kind != solver::SkActionKind::kPlay || a->card >= engine::kNumCards) {
      return std::nullopt;
    }
    return hand_->explain_illegal(a->card);
  }
  ScoreRow finish() override {
    const engine::SchafkopfHand& h = *hand_;
    const engine::SkResult r = h.result();
    game_.record(r);
    ScoreRow row;
    row.dealer = h.dealer();
    if (r.thrown_in) {
      row.contract = "thrown in";
    } else if (h.contract()) {
      row.contract = engine::contract_name(*h.contract());
      row.declarer = r.ramsch ? -1 : h.contract()->declarer;
      row.partner = r.ramsch ? -1 : h.setup().partner;
    }
    row.result = sk_result_text(r, h.doubles());
    file_hand(row, r.units);
    return row;
  }
  // Thrown in before any contract: DEAL_LOG.md has no log for it.
  bool unloggable(std::size_t i) const override { return finished_[i].result().thrown_in; }
  const engine::SchafkopfHand* schafkopf_hand(bool hand_over) const override {
    return shown(hand_over);
  }
  // Bids, declarations and poll answers are graded by simulation from the hand's actions.
  bool replays_actions() const override { return true; }
  void complete_grade_job(GradeJob& j, bool, bool hand_over) const override {
    const engine::SchafkopfHand& h = *shown(hand_over);
    j.schafkopf_start.emplace(h.rules(), h.dealer(), h.dealt());
  }
  void complete_review_job(ReviewJob& j, std::size_t i) const override {
    if (i >= finished_.size()) return;
    const engine::SchafkopfHand& h = finished_[i];
    j.schafkopf_start.emplace(h.rules(), h.dealer(), h.dealt());
  }
};

}  // namespace

std::unique_ptr<TrickHands> sk_practice_hands(const PracticeConfig& c) {
  return std::make_unique<SchafkopfHands>(c);
}

}  // namespace ui::practice
