// The Schafkopf bidding as evidence in the worlds (solver/schafkopf/knowledge.h,
// add_schafkopf_bidding_inference) and the sampler's rejection by a likelihood
// (solver/sampler.h): the fast strength equals the heuristic player's, a declarer's weight
// favours strong hands and a passer's weak ones, the rejection sampler draws the weighted
// distribution (against the enumerated weights), stays reproducible for a seed, and gives up
// in bounded time, saying so, when no world is likely.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <sstream>
#include <string>
#include <string_view>

#include "engine/card.h"
#include "engine/schafkopf.h"
#include "solver/sampler.h"
#include "solver/schafkopf/auction.h"
#include "solver/schafkopf/heuristic_player.h"
#include "solver/schafkopf/knowledge.h"

namespace {

using engine::Card;
using engine::CardMask;
using engine::SchafkopfHand;
using engine::SkBidKind;
using engine::SkContract;
using engine::SkGame;
using engine::Suit;

CardMask mask(std::string_view codes) {
  CardMask m = 0;
  std::istringstream in{std::string(codes)};
  std::string word;
  while (in >> word) {
    const auto c = engine::parse_card(word);
    REQUIRE_MESSAGE(c.has_value(), "bad card code in test: ", word);
    m |= engine::bit(*c);
  }
  return m;
}

engine::SchafkopfRules rules() {
  return *engine::schafkopf_preset("schafkopf");
}

// A Herz-Solo of seat 2 (dealer 3: seat 0 leads), everyone else passes; before the lead.
SchafkopfHand solo_hand(const std::array<CardMask, 4>& dealt) {
  SchafkopfHand h(rules(), 3, dealt);
  for (int seat = 0; seat < 4; ++seat) {
    REQUIRE(!h.bid({seat == 2 ? SkBidKind::kPlay : SkBidKind::kPass, 0}));
  }
  REQUIRE(!h.declare(SkContract{SkGame::kSolo, 2, Suit::kHearts, false}));
  return h;
}

std::array<CardMask, 4> solo_deal() {
  return {mask("AC TC KC 9C AS 7S 8D 9D"), mask("TS KS 9S 8S AD TD KD 7C"),
          mask("QC QS QH QD JC JH AH TH"), mask("JS JD KH 9H 8H 7H 8C 7D")};
}

}  // namespace

TEST_CASE("sk inference: the precomputed strength equals the heuristic player's") {
  const engine::SchafkopfRules r = rules();
  std::vector<SkContract> contracts = {{SkGame::kSauspiel, 0, Suit::kClubs, false},
                                       {SkGame::kWenz, 0, Suit::kClubs, false},
                                       {SkGame::kGeier, 0, Suit::kClubs, false}};
  for (SkGame g : {SkGame::kSolo, SkGame::kFarbwenz, SkGame::kFarbgeier}) {
    for (int s = 0; s < 4; ++s) contracts.push_back({g, 0, static_cast<Suit>(s), false});
  }
  int checked = 0;
  for (const SkContract& c : contracts) {
    const solver::SkStrengthTable fast(r, c);
    for (std::uint64_t seed = 1; seed <= 150; ++seed) {
      const auto deal = engine::deal_schafkopf(seed, 0, engine::SkDeck::kLong);
      for (CardMask h : deal) {
        REQUIRE(fast(h) == solver::SkHeuristicPlayer::strength(r, c, h));
        ++checked;
      }
    }
  }
  CHECK(checked == 15 * 150 * 4);
}

TEST_CASE("sk inference: a declarer's weight favours strong hands, a passer's weak ones") {
  const engine::SchafkopfRules r = rules();
  const SkContract solo{SkGame::kSolo, 2, Suit::kHearts, false};
  const CardMask strong = mask("QC QS QH QD JC JH AH TH");
  const CardMask medium = mask("QC QH JC JH AH TH 9H AC");
  const CardMask weak = mask("JD 9H 7S 8S KC 9C 8D KD");
  const double ps = solver::sk_declare_likelihood(r, solo, strong);
  const double pm = solver::sk_declare_likelihood(r, solo, medium);
  const double pw = solver::sk_declare_likelihood(r, solo, weak);
  CHECK(ps > 0.95);
  CHECK(pm < ps);
  CHECK(pw < pm);
  CHECK(pw < 0.01);
  // One more top trump never lowers the weight.
  CHECK(solver::sk_declare_likelihood(r, solo, (medium & ~mask("AC")) | mask("QS")) >= pm);

  // A Sauspiel declarer with a solo hand would have played the solo.
  const SkContract sau{SkGame::kSauspiel, 2, Suit::kClubs, false};
  const CardMask sau_hand = mask("QC QH JC JH AH 9H 9C AS");
  CHECK(solver::sk_declare_likelihood(r, sau, sau_hand) > 0.5);
  CHECK(solver::sk_declare_likelihood(r, sau, mask("QC QS QH QD JC JH AH 9C")) < 0.1);

  // A pass before a Sauspiel (rank 1): no game at all; after it (rank 2): no solo.
  CHECK(solver::sk_pass_likelihood(r, 1, weak) > 0.9);
  CHECK(solver::sk_pass_likelihood(r, 1, sau_hand) < 0.5);
  CHECK(solver::sk_pass_likelihood(r, 2, sau_hand) > solver::sk_pass_likelihood(r, 1, sau_hand));
  CHECK(solver::sk_pass_likelihood(r, 1, strong) < 0.02);
}

TEST_CASE("sk inference: the defenders' worlds give the solo declarer a solo hand") {
  const SchafkopfHand h = solo_hand(solo_deal());
  std::string error;
  auto plain = solver::schafkopf_play_knowledge(h, &error);
  REQUIRE(plain.has_value());
  REQUIRE(plain->mover == 0);
  solver::Knowledge k = *plain;
  solver::add_schafkopf_bidding_inference(k, h);
  REQUIRE(k.likelihood);
  CHECK(k.inference_note.empty());
  const engine::SchafkopfRules r = rules();
  const SkContract solo = *h.contract();
  const solver::SkStrengthTable strength(r, solo);
  auto mean_strength = [&](const solver::Knowledge& kk, std::vector<CardMask>* hands) {
    const solver::WorldSampler s(kk);
    double sum = 0;
    constexpr int kWorlds = 200;
    for (int i = 0; i < kWorlds; ++i) {
      engine::Rng rng(solver::world_seed(5, 0, i));
      const solver::World w = s.sample(rng);
      CHECK(!w.fallback);
      const auto dealt = solver::schafkopf_world_dealt(kk, w.slots);
      if (hands) hands->push_back(dealt[2]);
      sum += strength(dealt[2]);
    }
    return sum / kWorlds;
  };
  std::vector<CardMask> first;
  const double uniform = mean_strength(*plain, nullptr);
  const double inferred = mean_strength(k, &first);
  INFO("uniform ", uniform, ", inferred ", inferred);
  CHECK(inferred > uniform + 10);
  const int th = solver::SkHeuristicPlayer::threshold(r, solver::SkHeuristicStyle{}, solo);
  CHECK(inferred > th - 6);
  // Reproducible for a seed: the same worlds again.
  std::vector<CardMask> again;
  mean_strength(k, &again);
  CHECK(first == again);
}

namespace {

// A likelihood that prefers worlds where the first slot holds many of some cards.
class Prefers final : public solver::WorldLikelihood {
 public:
  explicit Prefers(CardMask cards) : cards_(cards) {}
  double operator()(const solver::SlotCards& w) const override {
    return 0.05 + 0.3 * engine::count(w[0] & cards_);
  }
  bool accept(const solver::SlotCards& w, engine::Rng& rng) const override {
    return static_cast<double>(rng.next() >> 11) * 0x1.0p-53 < (*this)(w);
  }

 private:
  CardMask cards_;
};

}  // namespace

TEST_CASE("sk inference: rejection draws the weighted distribution of the enumerated worlds") {
  // Late in the solo (after five tricks, the declarer to lead): 140 worlds, every one listed.
  SchafkopfHand h = solo_hand(solo_deal());
  const std::vector<std::string> plays = {"AC", "7C", "QC", "8C", "QS", "JD", "9D",
                                          "8S", "QH", "7H", "8D", "KD", "QD", "8H",
                                          "7S", "9S", "JC", "9H", "9C", "TD"};
  for (const std::string& p : plays) {
    const auto c = engine::parse_card(p);
    REQUIRE(c.has_value());
    while (h.phase() == engine::SkPhase::kDoubling) REQUIRE(!h.answer_double(false));
    INFO(p);
    REQUIRE(!h.play(*c));
  }
  std::string error;
  auto k = solver::schafkopf_play_knowledge(h, &error);
  REQUIRE(k.has_value());
  CHECK(k->mover == 2);
  k->likelihood = std::make_shared<Prefers>(mask("TC KC AS AD"));
  const solver::WorldSampler s(*k);
  const std::vector<solver::World> all = s.enumerate();
  REQUIRE(all.size() == 140);
  std::map<solver::SlotCards, double> expected;
  double total = 0;
  for (const solver::World& w : all) {
    CHECK(w.weight == doctest::Approx((*k->likelihood)(w.slots)));
    expected[w.slots] = w.weight;
    total += w.weight;
  }
  std::map<solver::SlotCards, int> seen;
  constexpr int kDraws = 40000;
  for (int i = 0; i < kDraws; ++i) {
    engine::Rng rng(solver::world_seed(9, 1, i));
    const solver::World w = s.sample(rng);
    REQUIRE(!w.fallback);
    REQUIRE(expected.count(w.slots) == 1);
    seen[w.slots]++;
  }
  // Each world's frequency within 5 standard errors of its weight's share; the uniform
  // distribution (what sampling without the likelihood gives) is far outside that.
  int far_from_uniform = 0;
  for (const auto& [slots, weight] : expected) {
    const double p = weight / total;
    const double sd = std::sqrt(p * (1 - p) / kDraws);
    const double f = seen[slots] / static_cast<double>(kDraws);
    CHECK(std::abs(f - p) <= 5 * sd + 1e-4);
    if (std::abs(1.0 / 140 - p) > 5 * sd) ++far_from_uniform;
  }
  CHECK(far_from_uniform > 50);
}

namespace {

class Never final : public solver::WorldLikelihood {
 public:
  double operator()(const solver::SlotCards&) const override { return 0; }
  bool accept(const solver::SlotCards&, engine::Rng&) const override { return false; }
};

}  // namespace

TEST_CASE("sk inference: no likely world: the sampler gives up in bounded time and says so") {
  const SchafkopfHand h = solo_hand(solo_deal());
  auto k = solver::schafkopf_play_knowledge(h, nullptr);
  REQUIRE(k.has_value());
  k->likelihood = std::make_shared<Never>();
  const solver::WorldSampler s(*k);
  engine::Rng rng(3);
  const solver::World w = s.sample(rng);
  CHECK(w.fallback);
  // Still a consistent world.
  CHECK(solver::world_consistent(*k, w.slots));
}

TEST_CASE("sk inference: the opening forecast of a solo favours the declarer more with it") {
  // The opening leader holds nothing: a random declarer's hand rarely wins, a solo hand does.
  const SchafkopfHand h =
      solo_hand({mask("7C 8C 9C 7S 8S 9S 7D 8D"), mask("AC TC KC AS TS KS AD TD"),
                 mask("QC QS QH QD JC JH AH TH"), mask("JS JD KH 9H 8H 7H KD 9D")});
  solver::SkAuctionOptions o;
  o.max_worlds = 16;
  o.seed = 1;
  const solver::SkForecast with = solver::sk_opening_forecast(h, o);
  REQUIRE(with.error.empty());
  CHECK(with.worlds == 16);
  CHECK(with.fallbacks == 0);
  o.inference = false;
  const solver::SkForecast without = solver::sk_opening_forecast(h, o);
  REQUIRE(without.error.empty());
  INFO("with ", with.win_share, ", without ", without.win_share);
  CHECK(with.win_share > without.win_share);
}
