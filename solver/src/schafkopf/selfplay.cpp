// Schafkopf in self-play (solver/src/selfplay_game.h): a deal of four seats played by Schafkopf
// bots through the auction, the Kontra/Re poll and the cards.
#include <array>
#include <memory>

#include "../selfplay_game.h"
#include "engine/schafkopf.h"
#include "solver/players.h"
#include "solver/schafkopf/players.h"

namespace solver {

namespace {

class SchafkopfSelfplayHand final : public SelfplayHand {
 public:
  SchafkopfSelfplayHand(const engine::SchafkopfRules& rules, int dealer,
                        const std::array<engine::CardMask, engine::kSchafkopfSeats>& cards,
                        const std::vector<BotConfig>& players)
      : hand_(rules, dealer, cards) {
    for (const BotConfig& c : players) bots_.push_back(make_schafkopf_bot(c));
  }
  bool over() const override { return hand_.phase() == engine::SkPhase::kDone; }
  int to_act() const override { return hand_.to_act(); }
  std::optional<std::string> step(double& seconds) override {
    const SkAdvice adv = bots_[static_cast<std::size_t>(hand_.to_act())]->decide(hand_);
    seconds = adv.seconds;
    if (auto e = apply_action(hand_, adv.action)) {
      return "chose " + sk_action_text(adv.action) + ", which the engine refused: " + *e;
    }
    return std::nullopt;
  }
  double result(int seat) const override {
    if (!result_) result_ = hand_.result();
    return result_->units[static_cast<std::size_t>(seat)];
  }

 private:
  engine::SchafkopfHand hand_;
  std::vector<std::unique_ptr<SchafkopfBot>> bots_;
  mutable std::optional<engine::SkResult> result_;
};

class SchafkopfSelfplayDeal final : public SelfplayDeal {
 public:
  SchafkopfSelfplayDeal(const engine::SchafkopfRules& rules, int dealer,
                        std::array<engine::CardMask, engine::kSchafkopfSeats> cards)
      : rules_(rules), dealer_(dealer), cards_(cards) {}
  std::unique_ptr<SelfplayHand> hand(const std::vector<BotConfig>& players) const override {
    return std::make_unique<SchafkopfSelfplayHand>(rules_, dealer_, cards_, players);
  }

 private:
  const engine::SchafkopfRules& rules_;
  int dealer_;
  std::array<engine::CardMask, engine::kSchafkopfSeats> cards_;
};

class SchafkopfSelfplayTable final : public SelfplayTable {
 public:
  explicit SchafkopfSelfplayTable(engine::SchafkopfRules rules) : rules_(std::move(rules)) {}
  int seats() const override { return engine::kSchafkopfSeats; }
  std::unique_ptr<SelfplayDeal> deal(std::uint64_t seed, int dealer) const override {
    return std::make_unique<SchafkopfSelfplayDeal>(
        rules_, dealer, engine::deal_schafkopf(seed, dealer, rules_.deck));
  }

 private:
  engine::SchafkopfRules rules_;
};

}  // namespace

std::unique_ptr<SelfplayTable> schafkopf_selfplay_table(const std::string& preset,
                                                        std::string* error) {
  auto rules = engine::schafkopf_preset(preset);
  if (!rules) {
    *error = "unknown Schafkopf preset \"" + preset +
             "\" (known: schafkopf, schafkopf_short, schafkopf_004_literal)";
    return nullptr;
  }
  return std::make_unique<SchafkopfSelfplayTable>(*rules);
}

}  // namespace solver
