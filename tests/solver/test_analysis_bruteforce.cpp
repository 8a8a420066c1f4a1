// The analyzer's sampled values against a brute force that shares nothing with it but the
// engine: every distribution of the cards the mover cannot see is dealt (no knowledge module,
// no sampler), kept when the engine accepts the log's auction, bury, call and plays on it, and
// solved by plain minimax over SheepsheadHand copies, scored by the engine's own settlement
// (HandResult), for the mover's own units; then averaged, with or without the auction weights.
// One position per role: picker, partner, defender, alone picker, defender against an alone
// picker, leaster. Also: early leaster decisions are graded, and their valuation (heuristic play
// until a few tricks remain, then the exact search) is checked world by world.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "solver/analysis.h"
#include "solver/knowledge.h"
#include "solver/sampler.h"
#include "solver/sheepshead/heuristic_player.h"
#include "test_analysis_util.h"

namespace {

using engine::Card;
using engine::CardMask;
using engine::Phase;
using engine::SheepsheadHand;

enum class Case { kPicker, kPartner, kDefender, kAlonePicker, kAloneDefender, kLeaster };

const char* case_name(Case c) {
  switch (c) {
    case Case::kPicker:
      return "picker";
    case Case::kPartner:
      return "partner";
    case Case::kDefender:
      return "defender";
    case Case::kAlonePicker:
      return "alone picker";
    case Case::kAloneDefender:
      return "defender against an alone picker";
    case Case::kLeaster:
      return "leaster";
  }
  return "?";
}

// The mover's side as a seat mask in one world's hand (the picker's side, the defenders, or the
// leaster mover alone).
std::uint32_t mover_side(const SheepsheadHand& h, int mover) {
  if (h.is_leaster()) return 1u << mover;
  std::uint32_t picker_side = 1u << h.picker();
  if (h.partner() >= 0) picker_side |= 1u << h.partner();
  return (picker_side >> mover & 1) ? picker_side : (0x1Fu & ~picker_side);
}

// Plain minimax: the mover's side maximises the mover's own settlement units, everyone else
// minimises them (in a leaster: the mover against the four others).
int minimax_units(const SheepsheadHand& h, int mover, std::uint32_t side) {
  if (h.phase() == Phase::kDone) return h.result().units[static_cast<std::size_t>(mover)];
  const bool maxing = side >> h.to_act() & 1;
  int best = maxing ? -1000 : 1000;
  for (Card c : engine::cards(h.legal_cards())) {
    SheepsheadHand next = h;
    REQUIRE_FALSE(next.play(c).has_value());
    const int v = minimax_units(next, mover, side);
    best = maxing ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// The mover's side's card points (in a leaster his own, which he wants low); his side maximises
// them (leaster: the others maximise his points, he minimises).
int side_points(const SheepsheadHand& h, int mover) {
  const engine::HandResult r = h.result();
  if (h.is_leaster()) return r.points[static_cast<std::size_t>(mover)];
  const bool picker_side = mover == h.picker() || mover == h.partner();
  return picker_side ? r.picker_side_points : 120 - r.picker_side_points;
}
int minimax_points(const SheepsheadHand& h, int mover, std::uint32_t side) {
  if (h.phase() == Phase::kDone) return side_points(h, mover);
  bool maxing = side >> h.to_act() & 1;
  if (h.is_leaster()) maxing = !maxing;
  int best = maxing ? -1000 : 1000;
  for (Card c : engine::cards(h.legal_cards())) {
    SheepsheadHand next = h;
    REQUIRE_FALSE(next.play(c).has_value());
    const int v = minimax_points(next, mover, side);
    best = maxing ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// Weighted means per card over every world the engine accepts.
struct Brute {
  int worlds = 0;
  std::map<Card, double> units;
  std::map<Card, double> points;
};

// Every deal consistent with what the mover saw before play `n` of the log: his own hand (and,
// as picker, his bury), every card played so far and by whom; the rest dealt in every possible
// way into the other hands (their current sizes), the bury (picker's side unknown to the mover)
// or the leaster blind. `weighted`: each world weighted by P(pass | dealt hand) of every seat
// that passed (the mover's own factor is the same in every world) and, when the picker is
// someone else, by P(pick | his eight cards) averaged over the 28 pairs that may have been the
// blind.
Brute brute_force(const engine::DealLog& log, std::size_t n, bool weighted) {
  const int mover = log.play_seat[n];
  const engine::SheepsheadHand actual = *engine::replay_sheepshead(log, n, nullptr);
  const bool leaster = actual.is_leaster();
  const int picker = actual.picker();
  std::array<CardMask, 5> played{};
  for (std::size_t j = 0; j < n; ++j) {
    played[log.play_seat[j]] |= engine::bit(log.plays[j]);
  }
  CardMask seen = actual.hand_of(mover);
  for (CardMask m : played) seen |= m;
  if (mover == picker) seen |= log.sheepshead().dealt_bury;
  std::vector<Card> unseen;
  for (Card c : engine::cards(engine::kLongDeck & ~seen)) unseen.push_back(c);
  // Slots: seats 0..4 (current hand sizes, the mover's 0), 5 = bury or blind.
  std::array<int, 6> size{};
  for (int q = 0; q < 5; ++q) {
    if (q != mover) size[static_cast<std::size_t>(q)] = engine::count(actual.hand_of(q));
  }
  size[5] = leaster || mover != picker ? 2 : 0;
  int total = 0;
  for (int s : size) total += s;
  REQUIRE(total == static_cast<int>(unseen.size()));

  Brute out;
  double weight_sum = 0;
  std::array<CardMask, 6> slot{};
  auto visit = [&]() {
    engine::SheepsheadDeal deal;
    for (int q = 0; q < 5; ++q) {
      const CardMask now = q == mover ? actual.hand_of(mover) : slot[static_cast<std::size_t>(q)];
      deal.hands[static_cast<std::size_t>(q)] = now | played[static_cast<std::size_t>(q)];
    }
    const CardMask hidden = mover == picker && !leaster ? log.sheepshead().dealt_bury : slot[5];
    // The picker is dealt his six cards of play and the bury as the blind (which two cards
    // were the blind does not matter once he has picked and buried).
    deal.blind = hidden;
    SheepsheadHand h(log.sheepshead().rules, log.dealer, deal, log.multiplier);
    for (bool take : log.sheepshead().auction) {
      if (h.pick(take)) return;
    }
    if (!leaster) {
      if (h.bury(hidden)) return;
      if (log.sheepshead().call && h.call(*log.sheepshead().call)) return;
    }
    for (std::size_t j = 0; j < n; ++j) {
      if (h.play(log.plays[j])) return;  // the world contradicts a play (a void, the call...)
    }
    double w = 1;
    if (weighted) {
      for (std::size_t a = 0; a < log.sheepshead().auction.size(); ++a) {
        const int seat = (log.dealer + 1 + static_cast<int>(a)) % 5;
        if (!log.sheepshead().auction[a] && seat != mover) {
          w *= solver::pass_probability(log.sheepshead().rules,
                                        deal.hands[static_cast<std::size_t>(seat)]);
        }
      }
      if (!leaster && picker != mover) {
        // The picker picked: P(pick | his eight cards), averaged over which two were the blind.
        const CardMask eight = deal.hands[static_cast<std::size_t>(picker)] | deal.blind;
        double sum = 0;
        int pairs = 0;
        for (Card a : engine::cards(eight)) {
          for (Card b : engine::cards(eight)) {
            if (a >= b) continue;
            const CardMask six = eight & ~(engine::bit(a) | engine::bit(b));
            sum += 1.0 - solver::pass_probability(log.sheepshead().rules, six);
            ++pairs;
          }
        }
        w *= sum / pairs;
      }
    }
    const std::uint32_t side = mover_side(h, mover);
    for (Card c : engine::cards(h.legal_cards())) {
      SheepsheadHand next = h;
      REQUIRE_FALSE(next.play(c).has_value());
      out.units[c] += w * minimax_units(next, mover, side);
      out.points[c] += w * minimax_points(next, mover, side);
    }
    weight_sum += w;
    ++out.worlds;
  };
  // Deal the unseen cards one by one into slots with room left.
  std::function<void(std::size_t)> deal_from = [&](std::size_t i) {
    if (i == unseen.size()) {
      visit();
      return;
    }
    for (std::size_t s = 0; s < 6; ++s) {
      if (engine::count(slot[s]) < size[s]) {
        slot[s] |= engine::bit(unseen[i]);
        deal_from(i + 1);
        slot[s] &= ~engine::bit(unseen[i]);
      }
    }
  };
  deal_from(0);
  REQUIRE(weight_sum > 0);
  for (auto& [c, v] : out.units) v /= weight_sum;
  for (auto& [c, v] : out.points) v /= weight_sum;
  return out;
}

std::optional<Case> case_of(const engine::DealLog& log, std::size_t n) {
  const engine::SheepsheadHand h = *engine::replay_sheepshead(log, n, nullptr);
  const int mover = log.play_seat[n];
  if (h.is_leaster()) return Case::kLeaster;
  if (log.sheepshead().call && log.sheepshead().call->type == engine::CallType::kUnknown)
    return std::nullopt;
  const bool alone = h.partner() < 0;
  if (mover == h.picker()) return alone ? Case::kAlonePicker : Case::kPicker;
  if (mover == h.partner()) return Case::kPartner;
  return alone ? Case::kAloneDefender : Case::kDefender;
}

int decision_of(solver::Analyzer& an, const engine::DealLog& log, std::size_t play) {
  for (const auto& r : an.decisions(log, nullptr)) {
    if (r.play_index == static_cast<int>(play)) return r.index;
  }
  FAIL("no decision for play ", play);
  return -1;
}

}  // namespace

TEST_CASE("analysis: sampled values equal a brute force over every world, for every role") {
  // Late positions (at most 12 cards in the hands, so plain minimax is cheap) with at most 200
  // consistent worlds, which the analyzer then enumerates (exact_limit 200): its means must be
  // the brute force's exactly, with and without the auction weights.
  for (const bool weighted : {false, true}) {
    solver::AnalysisOptions o;
    o.threads = 2;
    o.exact_limit = 200;
    o.auction_inference = weighted;
    o.grade_auction = false;
    solver::Analyzer an(o);
    std::map<Case, int> found;
    for (std::uint64_t seed = 1; seed < 3000 && found.size() < 6; ++seed) {
      const engine::DealLog log = atest::random_log(seed);
      for (std::size_t n = 18; n < log.plays.size(); ++n) {
        const auto c = case_of(log, n);
        if (!c || found.count(*c)) continue;
        auto k = solver::sheepshead_play_knowledge(log, n, nullptr);
        REQUIRE(k.has_value());
        const double count = solver::WorldSampler(*k).count();
        if (count < 2 || count > o.exact_limit) continue;
        const solver::DecisionAnalysis d = an.analyze_decision(log, decision_of(an, log, n));
        REQUIRE(d.complete);
        if (d.forced || !d.alternatives.front().has_values) continue;
        const std::string role = case_name(*c);
        CAPTURE(role);
        CAPTURE(seed);
        CAPTURE(n);
        CAPTURE(weighted);
        CHECK(d.exact);
        const Brute b = brute_force(log, n, weighted);
        CHECK(b.worlds == d.worlds);
        REQUIRE(b.units.size() == d.alternatives.size());
        for (const solver::Alternative& a : d.alternatives) {
          CAPTURE(engine::card_code(a.action.card));
          CHECK(a.units.mean == doctest::Approx(b.units.at(a.action.card)).epsilon(1e-9));
          CHECK(a.points.mean == doctest::Approx(b.points.at(a.action.card)).epsilon(1e-9));
        }
        found[*c] = 1;
        MESSAGE("checked ", std::string(case_name(*c)), ": seed ", seed, " play ", n, ", ",
                b.worlds, " worlds", std::string(weighted ? " (weighted)" : ""));
        break;
      }
    }
    CHECK(found.size() == 6);
  }
}

TEST_CASE("analysis: leaster decisions before the third trick are graded") {
  solver::AnalysisOptions o;
  o.threads = 2;
  o.samples = 16;
  o.min_samples = 16;
  o.grade_auction = false;
  solver::Analyzer an(o);
  int graded = 0;
  int checked_worlds = 0;
  const solver::HeuristicPlayer heuristic{std::array<solver::HeuristicStyle, 5>{}};
  for (std::uint64_t seed = 1; seed < 400 && graded < 12; ++seed) {
    const engine::DealLog log = atest::random_log(seed);
    if (!log.sheepshead().auction.empty() &&
        std::count(log.sheepshead().auction.begin(), log.sheepshead().auction.end(), true) > 0) {
      continue;
    }
    if (log.plays.size() < 10) continue;
    for (std::size_t n = 0; n < 10; ++n) {
      const solver::DecisionAnalysis d = an.analyze_decision(log, decision_of(an, log, n));
      REQUIRE(d.complete);
      CAPTURE(seed);
      CAPTURE(n);
      if (d.forced) {
        CHECK(d.grade == solver::Grade::kForced);
        continue;
      }
      CHECK(d.grade != solver::Grade::kNotGraded);
      if (!d.alternatives.front().has_values) {  // every card equivalent: nothing to value
        CHECK(d.grade == solver::Grade::kBest);
        CHECK(d.note.find("equivalent") != std::string::npos);
        continue;
      }
      CHECK(d.note.find("heuristic") != std::string::npos);
      for (const solver::Alternative& a : d.alternatives) {
        REQUIRE(a.has_values);
        CHECK(a.units.mean >= -1.0 * log.multiplier - 1e-9);
        CHECK(a.units.mean <= 4.0 * log.multiplier + 1e-9);
      }
      ++graded;
      // World 0 by hand: the same world (its own seed), the card, the heuristic player until
      // at most leaster_rollout_cards cards are in the hands at a trick boundary, then plain
      // minimax for the mover's units against the other four.
      if (checked_worlds >= 4) continue;
      solver::AnalysisOptions one = o;
      one.samples = 1;
      one.min_samples = 0;
      solver::Analyzer an1(one);
      const int index = decision_of(an1, log, n);
      const solver::DecisionAnalysis d1 = an1.analyze_decision(log, index);
      REQUIRE(d1.worlds == 1);
      auto k = solver::sheepshead_play_knowledge(log, n, nullptr);
      REQUIRE(k.has_value());
      const solver::WorldSampler sampler(*k);
      engine::Rng rng(solver::world_seed(one.seed, index, 0));
      const solver::World w = sampler.sample(rng);
      auto start = solver::replay_world(log, *k, w.slots, nullptr);
      REQUIRE(start.has_value());
      const int mover = log.play_seat[n];
      for (const solver::Alternative& a : d1.alternatives) {
        SheepsheadHand h = *start;
        REQUIRE_FALSE(h.play(a.action.card).has_value());
        while (h.phase() == Phase::kPlay) {
          int left = 0;
          for (int q = 0; q < 5; ++q) left += engine::count(h.play_state().hands[q]);
          if (left <= one.leaster_rollout_cards && h.play_state().trick_size == 0) break;
          REQUIRE_FALSE(heuristic.act(h).has_value());
        }
        // Equivalent cards share one valuation (the first of them in power order), so only the
        // representative of each group is compared.
        bool rep = true;
        for (const solver::Alternative& b : d1.alternatives) {
          if (&b == &a) break;
          if (b.units.mean == a.units.mean && b.points.mean == a.points.mean) rep = false;
        }
        if (!rep) continue;
        CAPTURE(engine::card_code(a.action.card));
        CHECK(a.units.mean == minimax_units(h, mover, 1u << mover));
      }
      ++checked_worlds;
    }
  }
  CHECK(graded >= 12);
  CHECK(checked_worlds >= 4);
}
