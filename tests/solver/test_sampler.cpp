// The world sampler (solver/sampler.h): its count equals a brute-force count of consistent
// worlds, enumeration lists each consistent world once, sampled frequencies match the uniform
// distribution over the enumerated worlds, it never stalls on tight constraints, it is
// reproducible, and the auction weight behaves as documented.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <set>

#include "solver/knowledge.h"
#include "solver/sampler.h"
#include "test_analysis_util.h"

namespace {

using engine::Card;
using engine::CardMask;
using solver::Knowledge;
using solver::SlotCards;

// Every assignment of the unseen cards to slots with the right sizes, filtered by
// world_consistent: the obviously correct count.
double brute_force_count(const Knowledge& k) {
  std::vector<Card> cards;
  for (Card c : engine::cards(k.unseen)) cards.push_back(c);
  SlotCards w{};
  std::vector<int> left;
  for (const solver::Slot& s : k.slots) left.push_back(s.size);
  double n = 0;
  auto rec = [&](auto&& self, std::size_t i) -> void {
    if (i == cards.size()) {
      if (solver::world_consistent(k, w)) n += 1;
      return;
    }
    for (std::size_t s = 0; s < k.slots.size(); ++s) {
      if (left[s] == 0) continue;
      --left[s];
      w[s] |= engine::bit(cards[i]);
      self(self, i + 1);
      w[s] &= ~engine::bit(cards[i]);
      ++left[s];
    }
  };
  rec(rec, 0);
  return n;
}

// Knowledge at decisions late enough for brute force (at most 9 unseen cards).
std::vector<Knowledge> small_knowledge(int how_many) {
  std::vector<Knowledge> out;
  for (std::uint64_t seed = 1; static_cast<int>(out.size()) < how_many && seed < 400; ++seed) {
    const engine::DealLog log = atest::random_log(seed);
    for (std::size_t i = 18; i < log.plays.size(); i += 4) {
      auto k = solver::sheepshead_play_knowledge(log, i, nullptr);
      REQUIRE(k.has_value());
      if (engine::count(k->unseen) <= 9 && engine::count(k->unseen) >= 4) out.push_back(*k);
    }
  }
  return out;
}

TEST_CASE("sampler: the count equals a brute-force count of consistent worlds") {
  const auto ks = small_knowledge(60);
  REQUIRE(ks.size() >= 60);
  for (const Knowledge& k : ks) {
    const solver::WorldSampler sampler(k);
    CHECK(sampler.count() == brute_force_count(k));
  }
}

TEST_CASE("sampler: enumeration lists every consistent world exactly once") {
  const auto ks = small_knowledge(40);
  for (const Knowledge& k : ks) {
    const solver::WorldSampler sampler(k);
    const auto worlds = sampler.enumerate();
    CHECK(static_cast<double>(worlds.size()) == sampler.count());
    std::set<SlotCards> seen;
    for (const solver::World& w : worlds) {
      CHECK(solver::world_consistent(k, w.slots));
      seen.insert(w.slots);
    }
    CHECK(seen.size() == worlds.size());
  }
}

// Pearson's chi-square of sampled frequencies against the uniform distribution over the
// enumerated worlds; with fixed seeds the test is deterministic. The bound (df + 6 sqrt(2 df))
// is far out in the tail for a correct sampler and is crossed by any visible bias.
void check_uniform(const Knowledge& k, int per_world, std::uint64_t seed) {
  const solver::WorldSampler sampler(k);
  const auto worlds = sampler.enumerate();
  REQUIRE(worlds.size() >= 2);
  std::map<SlotCards, int> freq;
  for (const auto& w : worlds) freq[w.slots] = 0;
  const int n = per_world * static_cast<int>(worlds.size());
  for (int j = 0; j < n; ++j) {
    engine::Rng rng(solver::world_seed(seed, 0, j));
    const solver::World w = sampler.sample(rng);
    auto it = freq.find(w.slots);
    REQUIRE_MESSAGE(it != freq.end(), "sampled a world that enumeration does not list");
    it->second++;
  }
  double chi2 = 0;
  for (const auto& [w, f] : freq) chi2 += (f - per_world) * (f - per_world) / double(per_world);
  const double df = static_cast<double>(worlds.size() - 1);
  CHECK_MESSAGE(chi2 < df + 6 * std::sqrt(2 * df), "chi2 ", chi2, " df ", df);
}

// For larger counts: how often each card lands in each slot, sampled against the exact share of
// enumerated worlds; every deviation must stay within 5 standard errors.
void check_marginals(const Knowledge& k, int n, std::uint64_t seed) {
  const solver::WorldSampler sampler(k);
  const auto worlds = sampler.enumerate();
  REQUIRE(static_cast<double>(worlds.size()) == sampler.count());
  std::map<std::pair<int, int>, double> exact;
  std::map<std::pair<int, int>, double> seen;
  for (const auto& w : worlds) {
    for (std::size_t s = 0; s < k.slots.size(); ++s) {
      for (Card c : engine::cards(w.slots[s])) exact[{c, static_cast<int>(s)}] += 1;
    }
  }
  for (int j = 0; j < n; ++j) {
    engine::Rng rng(solver::world_seed(seed, 1, j));
    const solver::World w = sampler.sample(rng);
    for (std::size_t s = 0; s < k.slots.size(); ++s) {
      for (Card c : engine::cards(w.slots[s])) seen[{c, static_cast<int>(s)}] += 1;
    }
  }
  // (No structured bindings: doctest's macros capture in lambdas, which clang 14 refuses.)
  for (const auto& entry : exact) {
    const double p = entry.second / static_cast<double>(worlds.size());
    const double got = seen[entry.first] / n;
    const double se = std::sqrt(p * (1 - p) / n);
    const std::string card = engine::card_code(static_cast<Card>(entry.first.first));
    const int slot = entry.first.second;
    CHECK_MESSAGE(std::abs(got - p) <= 5 * se + 1e-12, "card ", card, " slot ", slot, ": ", got,
                  " vs ", p);
  }
  for (const auto& entry : seen) CHECK(exact.count(entry.first) == 1);
}

TEST_CASE("sampler: sampled frequencies match exact enumeration") {
  int tested = 0;
  for (const Knowledge& k : small_knowledge(40)) {
    const solver::WorldSampler sampler(k);
    if (sampler.count() < 3 || sampler.count() > 400) continue;
    check_uniform(k, 60, static_cast<std::uint64_t>(tested) + 1);
    ++tested;
  }
  CHECK(tested >= 10);
}

TEST_CASE("sampler: uniform under the hold-card split (several constraint cases)") {
  // ACE(H) called, hearts unopened: the picker keeps a heart; the split into cases by his
  // lowest heart must not favour any case. Defender seat 1 decides in trick 4.
  const engine::SheepsheadDeal deal =
      sstest::make_deal({"QC JH 9C 8H 7H QS", "7D AD 8C 9H 9S TS", "8D JC KC AH 7S JD",
                         "9D QH AC TH AS TC", "KD JS 7C KH KS 8S"},
                        "QD TD");
  const engine::DealLog log = atest::crafted_log(
      engine::SheepsheadRules{}, deal, 0, "QD TD", sstest::ace_call(engine::Suit::kHearts),
      "QC 7D 8D 9D KD  QS AD JC QH JS  9C 8C KC AC 7C  TC 8S JH TS 7S");
  auto k = solver::sheepshead_play_knowledge(log, 18, nullptr);
  REQUIRE(k.has_value());
  CHECK(k->mover == 1);
  CHECK(k->cases.size() >= 2);
  const solver::WorldSampler sampler(*k);
  CHECK(sampler.count() > 10);
  REQUIRE(sampler.count() <= 300000);
  check_marginals(*k, 20000, 99);
}

TEST_CASE("sampler: tight constraints never stall") {
  // Every seat void in everything but what it holds: seat 4 discards on every lead. Even when
  // only one world fits, sampling returns it at once.
  for (const Knowledge& k : small_knowledge(60)) {
    const solver::WorldSampler sampler(k);
    if (sampler.count() != 1) continue;
    engine::Rng rng(1);
    const solver::World w = sampler.sample(rng);
    CHECK(solver::world_consistent(k, w.slots));
    CHECK(sampler.enumerate().size() == 1);
  }
  // A defender early in the hand: huge counts are exact in doubles below 2^53.
  const engine::DealLog log = atest::random_log(7);
  auto k = solver::sheepshead_play_knowledge(log, 0, nullptr);
  REQUIRE(k.has_value());
  const solver::WorldSampler sampler(*k);
  CHECK(sampler.count() > 1e9);
  CHECK(sampler.count() < 9.0e15);
  CHECK(sampler.count() == std::floor(sampler.count()));
}

TEST_CASE("sampler: the same seed gives the same world") {
  const engine::DealLog log = atest::random_log(11);
  auto k = solver::sheepshead_play_knowledge(log, 7, nullptr);
  REQUIRE(k.has_value());
  const solver::WorldSampler a(*k);
  const solver::WorldSampler b(*k);
  for (int j = 0; j < 20; ++j) {
    engine::Rng r1(solver::world_seed(42, 3, j));
    engine::Rng r2(solver::world_seed(42, 3, j));
    CHECK(a.sample(r1).slots == b.sample(r2).slots);
  }
  CHECK(solver::world_seed(42, 3, 0) != solver::world_seed(42, 3, 1));
  CHECK(solver::world_seed(42, 3, 0) != solver::world_seed(42, 4, 0));
  CHECK(solver::world_seed(42, 3, 0) != solver::world_seed(43, 3, 0));
}

TEST_CASE("sampler: auction weight (a passer rarely held a picking hand)") {
  const engine::SheepsheadRules rules;
  const double weak = solver::pass_probability(rules, sstest::mask("7C 8C 9S 7H 8H 9H"));
  const double fair = solver::pass_probability(rules, sstest::mask("QD JH 9D 7C AS 8H"));
  const double strong = solver::pass_probability(rules, sstest::mask("QC QS QH JC AD 7H"));
  CHECK(weak > 0.99);
  CHECK(fair > strong);
  CHECK(weak > fair);
  CHECK(strong < 0.01);
  // 22 half-points (three good trumps) is the coin flip.
  CHECK(solver::pass_probability(rules, sstest::mask("QC QS 9D 7C 8C 9H")) ==
        doctest::Approx(1 / (1 + std::exp((10 + 10 + 4 - 22) / 3.0))));
  // No passers: weight 1; passers: the product over them.
  const engine::DealLog log = atest::random_log(21);
  auto k = solver::sheepshead_auction_knowledge(log, solver::PointKind::kPick, 0, nullptr);
  REQUIRE(k.has_value());
  const solver::WorldSampler s(*k);
  engine::Rng rng(3);
  CHECK(solver::auction_weight(*k, rules, s.sample(rng).slots) == 1.0);
}

TEST_CASE("sampler: pick weight (a picker rarely held a passing hand; the blind is unknown)") {
  const engine::SheepsheadRules rules;
  const double weak = solver::pick_probability(rules, sstest::mask("7C 8C 9S 7H 8H 9H TS KS"));
  const double strong = solver::pick_probability(rules, sstest::mask("QC QS QH JC AD 7H 9D 8D"));
  CHECK(weak < 0.01);
  CHECK(strong > 0.95);  // even without QC QS (the blind), QH JC AD 9D 8D make 27
  // In general: the mean over the 28 pairs that may have been the blind of P(pick | the six).
  const CardMask eight = sstest::mask("QC QS 7D 7C 8C 9H 8H 9S");
  double sum = 0;
  int pairs = 0;
  for (engine::Card a : engine::cards(eight)) {
    for (engine::Card b : engine::cards(eight)) {
      if (a >= b) continue;
      sum += 1 - solver::pass_probability(rules, eight & ~(engine::bit(a) | engine::bit(b)));
      ++pairs;
    }
  }
  CHECK(pairs == 28);
  CHECK(solver::pick_probability(rules, eight) == doctest::Approx(sum / 28));
}

}  // namespace
