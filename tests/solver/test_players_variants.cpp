// Computer players (solver/players.h), Sheepshead's SS-14 table options: the heuristic and the
// strong bot play many seeded hands of every variant (three and four seats, the jack-of-diamonds
// partner with and without call-up, cracks, re-cracks and blitzes, a multiplier cap) with legal
// actions only, and the hands reach the decisions the variants add.
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "engine/sheepshead.h"
#include "solver/players.h"

namespace {

using engine::Announce;
using engine::Phase;
using solver::Action;
using solver::DecisionKind;

struct Variant {
  const char* name;
  engine::SheepsheadRules rules;
};

// Every variant from the default rules with the SS-14 flags set (not from the presets, so the
// test names exactly what it covers).
std::vector<Variant> variants() {
  std::vector<Variant> out;
  auto with = [](std::initializer_list<std::pair<const char*, engine::FlagValue>> flags) {
    engine::SheepsheadRules r;
    for (const auto& [name, value] : flags) {
      const auto err = engine::set_sheepshead_flag(r, name, value);
      REQUIRE_MESSAGE(!err, name, ": ", err.value_or(""));
    }
    const auto bad = engine::check_sheepshead_rules(r);
    REQUIRE_MESSAGE(!bad, bad.value_or(""));
    return r;
  };
  const engine::FlagValue jd = std::string("jack_of_diamonds");
  out.push_back({"3 seats", with({{"ss_players", std::int64_t{3}}})});
  out.push_back({"4 seats", with({{"ss_players", std::int64_t{4}}})});
  out.push_back({"jd", with({{"ss_partner_rule", jd}})});
  out.push_back({"jd call-up", with({{"ss_partner_rule", jd}, {"ss_jd_call_up", true}})});
  out.push_back({"jd crack blitz", with({{"ss_partner_rule", jd},
                                         {"ss_crack", true},
                                         {"ss_blitz", true},
                                         {"ss_blitz_red", true},
                                         {"ss_max_multiplier", std::int64_t{4}}})});
  out.push_back(
      {"called ace crack no-chance blitz", with({{"ss_crack", true},
                                                 {"ss_crack_by", std::string("no_chance_to_pick")},
                                                 {"ss_blitz", true}})});
  out.push_back({"3 seats crack blitz",
                 with({{"ss_players", std::int64_t{3}}, {"ss_crack", true}, {"ss_blitz", true}})});
  out.push_back({"4 seats crack", with({{"ss_players", std::int64_t{4}}, {"ss_crack", true}})});
  return out;
}

// Is the action one of the engine's legal actions right now?
bool legal(const engine::SheepsheadHand& h, const Action& a) {
  switch (h.phase()) {
    case Phase::kPick:
      return a.kind == DecisionKind::kPick && (a.take || h.can_pass());
    case Phase::kBury:
      return a.kind == DecisionKind::kBury && engine::count(a.bury) == h.rules().blind_size() &&
             (a.bury & ~h.picker_cards()) == 0;
    case Phase::kCall: {
      const auto calls = h.legal_calls();
      return a.kind == DecisionKind::kCall &&
             std::find(calls.begin(), calls.end(), a.call) != calls.end();
    }
    case Phase::kAnnounce: {
      const auto as = h.legal_announcements();
      return a.kind == DecisionKind::kAnnounce &&
             std::find(as.begin(), as.end(), a.announce) != as.end();
    }
    case Phase::kPlay:
      return a.kind == DecisionKind::kPlay && a.card < engine::kNumCards &&
             engine::has(h.legal_cards(), a.card);
    case Phase::kDone:
      return false;
  }
  return false;
}

struct Tally {
  int hands = 0;
  int played = 0;  // hands with a picker (not a leaster, not thrown in)
  int calls = 0;   // call decisions (the JD call-up)
  int jack_calls = 0;
  int announcements = 0;  // cracks, re-cracks and blitzes made
  int polled = 0;         // announcement decisions
};

void play_hand(const engine::SheepsheadRules& rules, std::uint64_t seed, bool strong, Tally& t) {
  const int seats = rules.seats();
  std::vector<std::unique_ptr<solver::SheepsheadBot>> bots;
  for (int s = 0; s < seats; ++s) {
    solver::BotConfig c;
    c.seed = seed * 31 + static_cast<std::uint64_t>(s);
    if (strong && s % 2 == 0) {
      c.strength = solver::Strength::kStrong;
      c.budget_seconds = 0;
      c.max_worlds = 2;
      c.min_worlds = 2;
    }
    bots.push_back(solver::make_sheepshead_bot(c));
  }
  const int dealer = static_cast<int>(seed % static_cast<std::uint64_t>(seats));
  engine::SheepsheadHand h(rules, dealer, engine::deal_sheepshead(seed, dealer, seats));
  int guard = 0;
  while (h.phase() != Phase::kDone) {
    REQUIRE(++guard < 300);
    const int seat = h.to_act();
    REQUIRE(seat >= 0);
    REQUIRE(seat < seats);
    const Phase phase = h.phase();
    const solver::Advice adv = bots[static_cast<std::size_t>(seat)]->decide(h);
    INFO("seed ", seed, " seat ", seat, " action ", solver::action_text(adv.action));
    REQUIRE(legal(h, adv.action));
    if (phase == Phase::kCall) {
      ++t.calls;
      if (adv.action.call.type == engine::CallType::kJack) ++t.jack_calls;
    }
    if (phase == Phase::kAnnounce) {
      ++t.polled;
      if (adv.action.announce != Announce::kPass) ++t.announcements;
    }
    const auto err = solver::apply_action(h, adv.action);
    REQUIRE_MESSAGE(!err.has_value(), err.value_or(""));
  }
  const engine::HandResult r = h.result();
  int sum = 0;
  for (int s = 0; s < seats; ++s) sum += r.units[static_cast<std::size_t>(s)];
  CHECK(sum == 0);
  if (rules.max_multiplier > 0) CHECK(r.multiplier <= rules.max_multiplier);
  ++t.hands;
  if (!r.leaster && !r.thrown_in) ++t.played;
}

}  // namespace

TEST_CASE("players variants: the heuristic bot plays 60 hands of every SS-14 variant legally") {
  for (const Variant& v : variants()) {
    INFO("variant ", std::string(v.name));
    Tally t;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) play_hand(v.rules, seed * 7919, false, t);
    CHECK(t.hands == 60);
    MESSAGE(std::string(v.name), ": played ", t.played, " polled ", t.polled, " announced ",
            t.announcements, " calls ", t.calls);
    CHECK(t.played > 20);  // the thresholds scaled to the hand size still pick
    if (v.rules.jd_call_up) CHECK(t.calls > 0);
    if (v.rules.crack || v.rules.blitz) {
      CHECK(t.polled > 0);
      CHECK(t.announcements > 0);  // the bots do crack or blitz with strong hands
      CHECK(t.announcements < t.polled);
    }
    if (!v.rules.crack && !v.rules.blitz) CHECK(t.polled == 0);
  }
}

TEST_CASE("players variants: the strong bot (seats alternating with the heuristic) plays legally") {
  for (const Variant& v : variants()) {
    INFO("variant ", std::string(v.name));
    Tally t;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) play_hand(v.rules, seed * 104729, true, t);
    CHECK(t.hands == 3);
  }
}
