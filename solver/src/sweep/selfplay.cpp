// Sweep in self-play (solver/src/selfplay_game.h): one deck played by two Sweep bots, each
// deciding from what its seat knows; a seat-hand's result is its margin (its SW-17 points minus
// the opponent's).
#include <memory>

#include "../selfplay_game.h"
#include "engine/sweep.h"
#include "solver/sweep/knowledge.h"
#include "solver/sweep/players.h"

namespace solver {

namespace {

namespace es = engine::sweep;

class SweepSelfplayHand final : public SelfplayHand {
 public:
  SweepSelfplayHand(const es::SweepRules& rules, const es::SweepDeal& cards,
                    const std::vector<BotConfig>& players)
      : rules_(rules), cards_(cards), state_(es::initial_state(cards)) {
    for (const BotConfig& c : players) bots_.push_back(sweep::make_sweep_bot(c));
  }
  bool over() const override { return state_.hand_over(); }
  int to_act() const override { return state_.mover; }
  std::optional<std::string> step(double& seconds) override {
    const int seat = state_.mover;
    const sweep::SweepKnowledge k = sweep::sweep_knowledge(rules_, cards_, state_, seat);
    const sweep::SweepAdvice adv = bots_[static_cast<std::size_t>(seat)]->decide(k);
    seconds = adv.seconds;
    if (auto e = es::check_action(state_, rules_, adv.action)) {
      return "chose an action the engine refused: " + *e;
    }
    es::make(state_, rules_, adv.action);
    return std::nullopt;
  }
  double result(int seat) const override {
    const es::SweepScore sc = es::score(rules_, state_);
    return sc.points[static_cast<std::size_t>(seat)] -
           sc.points[static_cast<std::size_t>(1 - seat)];
  }

 private:
  const es::SweepRules& rules_;
  const es::SweepDeal& cards_;
  es::SweepState state_;
  std::vector<std::unique_ptr<sweep::SweepBot>> bots_;
};

class SweepSelfplayDeal final : public SelfplayDeal {
 public:
  SweepSelfplayDeal(const es::SweepRules& rules, es::SweepDeal cards)
      : rules_(rules), cards_(std::move(cards)) {}
  std::unique_ptr<SelfplayHand> hand(const std::vector<BotConfig>& players) const override {
    return std::make_unique<SweepSelfplayHand>(rules_, cards_, players);
  }

 private:
  const es::SweepRules& rules_;
  es::SweepDeal cards_;
};

class SweepSelfplayTable final : public SelfplayTable {
 public:
  explicit SweepSelfplayTable(es::SweepRules rules) : rules_(std::move(rules)) {}
  int seats() const override { return es::kSeats; }
  std::unique_ptr<SelfplayDeal> deal(std::uint64_t seed, int dealer) const override {
    return std::make_unique<SweepSelfplayDeal>(rules_, es::deal_sweep(seed, dealer, rules_));
  }

 private:
  es::SweepRules rules_;
};

}  // namespace

std::unique_ptr<SelfplayTable> sweep_selfplay_table(const std::string& preset, std::string* error) {
  auto rules = es::sweep_preset(preset);
  if (!rules) {
    *error = "unknown Sweep preset \"" + preset + "\" (known: sweep, tablanette_cp)";
    return nullptr;
  }
  return std::make_unique<SweepSelfplayTable>(*rules);
}

}  // namespace solver
