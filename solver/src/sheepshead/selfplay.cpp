// Sheepshead in self-play (solver/src/selfplay_game.h): a deal of the table's seats (SS-14.2)
// played by Sheepshead bots through the auction, bury, call, poll and cards.
#include <memory>

#include "../selfplay_game.h"
#include "engine/sheepshead.h"
#include "solver/players.h"

namespace solver {

namespace {

class SheepsheadSelfplayHand final : public SelfplayHand {
 public:
  SheepsheadSelfplayHand(const engine::SheepsheadRules& rules, int dealer,
                         const engine::SheepsheadDeal& cards, const std::vector<BotConfig>& players)
      : hand_(rules, dealer, cards) {
    for (const BotConfig& c : players) bots_.push_back(make_sheepshead_bot(c));
  }
  bool over() const override { return hand_.phase() == engine::Phase::kDone; }
  int to_act() const override { return hand_.to_act(); }
  std::optional<std::string> step(double& seconds) override {
    const Advice adv = bots_[static_cast<std::size_t>(hand_.to_act())]->decide(hand_);
    seconds = adv.seconds;
    if (auto e = apply_action(hand_, adv.action)) {
      return "chose " + action_text(adv.action) + ", which the engine refused: " + *e;
    }
    return std::nullopt;
  }
  double result(int seat) const override {
    if (!result_) result_ = hand_.result();
    return result_->units[static_cast<std::size_t>(seat)];
  }

 private:
  engine::SheepsheadHand hand_;
  std::vector<std::unique_ptr<SheepsheadBot>> bots_;
  mutable std::optional<engine::HandResult> result_;
};

class SheepsheadSelfplayDeal final : public SelfplayDeal {
 public:
  SheepsheadSelfplayDeal(const engine::SheepsheadRules& rules, int dealer,
                         engine::SheepsheadDeal cards)
      : rules_(rules), dealer_(dealer), cards_(cards) {}
  std::unique_ptr<SelfplayHand> hand(const std::vector<BotConfig>& players) const override {
    return std::make_unique<SheepsheadSelfplayHand>(rules_, dealer_, cards_, players);
  }

 private:
  const engine::SheepsheadRules& rules_;
  int dealer_;
  engine::SheepsheadDeal cards_;
};

class SheepsheadSelfplayTable final : public SelfplayTable {
 public:
  explicit SheepsheadSelfplayTable(engine::SheepsheadRules rules) : rules_(std::move(rules)) {}
  int seats() const override { return rules_.seats(); }  // 3, 4 or 5 (SS-14.2)
  std::unique_ptr<SelfplayDeal> deal(std::uint64_t seed, int dealer) const override {
    return std::make_unique<SheepsheadSelfplayDeal>(
        rules_, dealer, engine::deal_sheepshead(seed, dealer, rules_.seats()));
  }

 private:
  engine::SheepsheadRules rules_;
};

}  // namespace

std::unique_ptr<SelfplayTable> sheepshead_selfplay_table(const std::string& preset,
                                                         std::string* error) {
  auto rules = engine::sheepshead_preset(preset);
  if (!rules) {
    *error = "unknown Sheepshead preset \"" + preset + "\" (known: sheepshead, sheepshead_1988)";
    return nullptr;
  }
  return std::make_unique<SheepsheadSelfplayTable>(*rules);
}

}  // namespace solver
