// The tutor's hints at Sheepshead pick/pass, bury and call (ui/practice/session.h compute_hint):
// one valued alternative per choice the analyzer considers, the suggestion the best valued one,
// no hindsight values, and values that depend only on what the mover can see (two deals that
// differ only in hidden cards give the same hint with the same seed).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "engine/sheepshead.h"
#include "solver/players.h"
#include "ui/practice/session.h"

namespace {

using engine::CallType;
using engine::Phase;
using engine::SheepsheadDeal;
using engine::SheepsheadHand;
using solver::Action;
using solver::DecisionKind;
using ui::practice::Hint;
using ui::practice::HintJob;

constexpr int kWorlds = 8;  // few worlds: the tests check structure and equality, not quality

engine::SheepsheadRules rules() {
  const auto r = ui::practice::practice_sheepshead_rules("sheepshead");
  REQUIRE(r);
  return *r;
}

Hint hint_at(const SheepsheadHand& h, std::uint64_t seed = 7) {
  HintJob job;
  job.position.game = engine::Game::kSheepshead;
  job.position.sheepshead = h;
  job.seat = h.to_act();
  job.tutor.strength = solver::Strength::kStrong;
  job.tutor.budget_seconds = 0;
  job.tutor.max_worlds = kWorlds;
  job.tutor.seed = seed;
  return ui::practice::compute_hint(job);
}

// The checks every auction hint passes: values for every alternative (unless forced), best
// first, the suggestion the best, no hindsight, a reason, the heuristic's choice among them.
void check_valued(const Hint& h) {
  INFO(h.note);
  REQUIRE(!h.alternatives.empty());
  const auto& s = std::get<Action>(h.suggested);
  CHECK(s == h.alternatives[0].action);
  CHECK(h.worlds > 0);
  CHECK(h.worlds <= kWorlds);
  CHECK(!h.reason.empty());
  // The mover's side's win chance after the best choice, in words (issue 41).
  CHECK(h.reason.find(" your side wins ") != std::string::npos);
  REQUIRE(h.heuristic);
  CHECK(h.agrees_with_heuristic == (std::get<Action>(*h.heuristic) == s));
  bool heuristic_valued = false;
  for (std::size_t i = 0; i < h.alternatives.size(); ++i) {
    const solver::Alternative& a = h.alternatives[i];
    CHECK(a.has_values);
    CHECK(!a.has_points);
    CHECK(!a.dd_units);
    CHECK(!a.dd_points);
    CHECK(a.action.kind == s.kind);
    if (i > 0) CHECK(a.units.mean <= h.alternatives[i - 1].units.mean + 1e-9);
    for (std::size_t j = 0; j < i; ++j) CHECK(!(h.alternatives[j].action == a.action));
    heuristic_valued |= a.action == std::get<Action>(*h.heuristic);
  }
  CHECK(heuristic_valued);
}

// Values equal to the last bit: same actions, same means and standard errors, same worlds.
void check_same(const Hint& a, const Hint& b) {
  REQUIRE(a.alternatives.size() == b.alternatives.size());
  CHECK(a.worlds == b.worlds);
  CHECK(a.suggested == b.suggested);
  for (std::size_t i = 0; i < a.alternatives.size(); ++i) {
    CAPTURE(i);
    CHECK(a.alternatives[i].action == b.alternatives[i].action);
    CHECK(a.alternatives[i].units.mean == b.alternatives[i].units.mean);
    CHECK(a.alternatives[i].units.se == b.alternatives[i].units.se);
    CHECK(a.alternatives[i].loss == b.alternatives[i].loss);
  }
}

// The deal with the hands of seats p and q exchanged (the blind too when a seat is -1).
SheepsheadDeal swapped(SheepsheadDeal d, int p, int q) {
  engine::CardMask& a = p < 0 ? d.blind : d.hands[static_cast<std::size_t>(p)];
  engine::CardMask& b = q < 0 ? d.blind : d.hands[static_cast<std::size_t>(q)];
  if (p >= 0 && q >= 0) {
    std::swap(a, b);
  } else {
    // The blind has two cards: exchange them with the two highest cards of the hand.
    engine::CardMask& hand = p < 0 ? b : a;
    engine::CardMask& blind = p < 0 ? a : b;
    std::vector<engine::Card> cards;
    for (engine::Card c : engine::cards(hand)) cards.push_back(c);
    const engine::CardMask top =
        engine::bit(cards[cards.size() - 1]) | engine::bit(cards[cards.size() - 2]);
    hand = (hand & ~top) | blind;
    blind = top;
  }
  return d;
}

}  // namespace

TEST_CASE("practice hint at the pick: pick and pass both valued, the best suggested") {
  const auto r = rules();
  for (std::uint64_t seed : {3u, 11u}) {
    CAPTURE(seed);
    SheepsheadHand h(r, 0, engine::deal_sheepshead(seed, 0));
    REQUIRE(h.phase() == Phase::kPick);
    REQUIRE(h.can_pass());
    const Hint hint = hint_at(h);
    check_valued(hint);
    REQUIRE(hint.alternatives.size() == 2);  // pick and pass
    CHECK(hint.alternatives[0].action.take != hint.alternatives[1].action.take);
    // Cancelled before it starts: no values.
    std::atomic<bool> cancel{true};
    HintJob job;
    job.position.sheepshead = h;
    job.tutor.strength = solver::Strength::kStrong;
    job.tutor.max_worlds = kWorlds;
    CHECK(ui::practice::compute_hint(job, &cancel).note == "cancelled");
  }
}

TEST_CASE("practice hint at the bury: every candidate valued, the best suggested") {
  const auto r = rules();
  SheepsheadHand h(r, 0, engine::deal_sheepshead(5, 0));
  REQUIRE(!h.pick(false));
  REQUIRE(!h.pick(true));  // seat 2 picks
  REQUIRE(h.phase() == Phase::kBury);
  const Hint hint = hint_at(h);
  check_valued(hint);
  CHECK(hint.alternatives.size() >= 2);
  CHECK(hint.alternatives.size() <= 4);  // AnalysisOptions::bury_candidates
  for (const solver::Alternative& a : hint.alternatives) {
    CHECK(engine::count(a.action.bury) == 2);
    CHECK((a.action.bury & ~h.picker_cards()) == 0);
    SheepsheadHand copy = h;
    CHECK(!copy.bury(a.action.bury));
  }
}

TEST_CASE("practice hint at the call: every call valued, the best suggested") {
  const auto r = rules();
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 40 && checked < 2; ++seed) {
    SheepsheadHand h(r, 0, engine::deal_sheepshead(seed, 0));
    REQUIRE(!h.pick(true));  // seat 1 picks
    // The heuristic's bury, so that the hand keeps ordinary calls.
    solver::BotConfig b;
    b.strength = solver::Strength::kHeuristic;
    REQUIRE(!solver::apply_action(h, solver::make_sheepshead_bot(b)->decide(h).action));
    REQUIRE(h.phase() == Phase::kCall);
    const std::vector<engine::Call> legal = h.legal_calls();
    if (legal.size() < 3) continue;
    CAPTURE(seed);
    ++checked;
    const Hint hint = hint_at(h);
    check_valued(hint);
    // Every ACE, TEN and ALONE call is valued; UNKNOWN calls one under card per suit.
    for (const engine::Call& c : legal) {
      if (c.type == CallType::kUnknown) continue;
      const bool valued =
          std::any_of(hint.alternatives.begin(), hint.alternatives.end(),
                      [&](const solver::Alternative& a) { return a.action.call == c; });
      CHECK_MESSAGE(valued, engine::call_string(c));
    }
    for (const solver::Alternative& a : hint.alternatives) {
      CHECK(std::find(legal.begin(), legal.end(), a.action.call) != legal.end());
    }
  }
  CHECK(checked == 2);
}

TEST_CASE("practice auction hints do not depend on the cards the mover cannot see") {
  const auto r = rules();
  // Several deals, so that a hint that used hidden cards would show it in at least one.
  for (std::uint64_t seed : {21u, 22u, 23u}) {
    CAPTURE(seed);
    const SheepsheadDeal deal = engine::deal_sheepshead(seed, 0);
    {
      // Pick, the first seat: the others' hands and the blind change.
      const SheepsheadDeal other = swapped(swapped(deal, 2, 4), 3, -1);
      REQUIRE(other.hands[1] == deal.hands[1]);
      REQUIRE(other.blind != deal.blind);
      const Hint a = hint_at(SheepsheadHand(r, 0, deal));
      check_valued(a);
      check_same(a, hint_at(SheepsheadHand(r, 0, other)));
      // Another seed gives other worlds (the comparison above is not vacuous).
      const Hint c = hint_at(SheepsheadHand(r, 0, deal), 8);
      bool differs = false;
      for (std::size_t i = 0; i < c.alternatives.size() && i < a.alternatives.size(); ++i) {
        differs |= c.alternatives[i].units.mean != a.alternatives[i].units.mean;
      }
      CHECK(differs);
    }
    {
      // Pick after two passes: the passers' and the others' hands change.
      const SheepsheadDeal other = swapped(swapped(deal, 1, 4), 2, -1);
      REQUIRE(other.hands[3] == deal.hands[3]);
      SheepsheadHand ha(r, 0, deal);
      SheepsheadHand hb(r, 0, other);
      for (SheepsheadHand* h : {&ha, &hb}) {
        REQUIRE(!h->pick(false));
        REQUIRE(!h->pick(false));
        REQUIRE(h->to_act() == 3);
      }
      const Hint a = hint_at(ha);
      check_valued(a);
      check_same(a, hint_at(hb));
    }
    {
      // Bury and call by seat 1: the defenders' hands change.
      const SheepsheadDeal other = swapped(swapped(deal, 2, 4), 0, 3);
      SheepsheadHand ha(r, 0, deal);
      SheepsheadHand hb(r, 0, other);
      for (SheepsheadHand* h : {&ha, &hb}) {
        REQUIRE(!h->pick(true));
        REQUIRE(h->phase() == Phase::kBury);
      }
      const Hint a = hint_at(ha);
      check_valued(a);
      check_same(a, hint_at(hb));
      const engine::CardMask bury = std::get<Action>(a.suggested).bury;
      REQUIRE(!ha.bury(bury));
      REQUIRE(!hb.bury(bury));
      REQUIRE(ha.phase() == Phase::kCall);
      const Hint ca = hint_at(ha);
      check_valued(ca);
      check_same(ca, hint_at(hb));
    }
  }
}

// SS-14.3/14.4: at every turn of the announcement poll the hint values the polled seat's own
// choices (its legal announcements, nothing else), so the tutor asks the analyzer for this turn
// and not for another decision of the hand. Turns after a pass and the picker's answer to a
// crack are included.
TEST_CASE("practice hint at the announcement poll: the polled seat's announcements valued") {
  const auto r = ui::practice::practice_sheepshead_rules("sheepshead_jack_of_diamonds_crack");
  REQUIRE(r);
  solver::BotConfig b;
  b.strength = solver::Strength::kHeuristic;
  const auto bot = solver::make_sheepshead_bot(b);
  int turns = 0;
  int later_turns = 0;
  int answers = 0;
  for (std::uint64_t seed = 1; seed < 60 && (later_turns < 2 || answers < 1); ++seed) {
    SheepsheadHand h(*r, static_cast<int>(seed % 5), engine::deal_sheepshead(seed, 0));
    while (h.phase() == Phase::kPick || h.phase() == Phase::kBury || h.phase() == Phase::kCall) {
      REQUIRE(!solver::apply_action(h, bot->decide(h).action));
    }
    // Up to three turns of this hand's poll: pass the first (so the next is a later turn),
    // crack at the second when it can (so the picker answers), then the heuristic's.
    for (int turn = 0; turn < 3 && h.phase() == Phase::kAnnounce; ++turn) {
      CAPTURE(seed);
      CAPTURE(turn);
      const std::vector<engine::Announce> legal = h.legal_announcements();
      const Hint hint = hint_at(h);
      check_valued(hint);
      CHECK(hint.alternatives.size() == legal.size());
      for (const solver::Alternative& a : hint.alternatives) {
        CHECK(a.action.kind == DecisionKind::kAnnounce);
        CHECK(std::find(legal.begin(), legal.end(), a.action.announce) != legal.end());
      }
      ++turns;
      if (h.poll_turns() > 0) ++later_turns;
      if (!h.announcements().empty() && h.announcements().back().kind == engine::Announce::kCrack)
        ++answers;
      engine::Announce next = bot->decide(h).action.announce;
      if (turn == 0) next = engine::Announce::kPass;
      if (turn == 1 &&
          std::find(legal.begin(), legal.end(), engine::Announce::kCrack) != legal.end()) {
        next = engine::Announce::kCrack;
      }
      REQUIRE(!h.announce(next));
    }
  }
  CHECK(turns >= 3);
  CHECK(later_turns >= 2);
  CHECK(answers >= 1);
}

// Practice under ss_unknown_judged_on = eight (ENGINE.md "Table options"), set as a table flag:
// Eve picks with JS JD TD KD 9D TS, takes QH 7C and buries 7C TS. Her six cards hold no fail card
// (SS-6.4 would allow UNKNOWN), but her eight held 7C and TS without their aces: the practice
// hand offers her ALONE only, and the hint values no UNKNOWN call.
TEST_CASE("practice under ss_unknown_judged_on = eight: no UNKNOWN call offered nor hinted") {
  auto mask = [](std::string_view codes) {
    engine::CardMask m = 0;
    for (std::size_t i = 0; i < codes.size(); i += 3) {
      m |= engine::bit(*engine::parse_card(codes.substr(i, 2)));
    }
    return m;
  };
  SheepsheadDeal deal;
  deal.hands = {mask("QS KC 8C AH TH 9H"), mask("QC JH TC 9C KS 7H"), mask("QD 7D AC 8S KH 8H"),
                mask("JC AD 8D AS 9S 7S"), mask("JS JD TD KD 9D TS")};
  deal.blind = mask("QH 7C");
  for (const char* on : {"six", "eight"}) {
    CAPTURE(on);
    ui::practice::PracticeConfig c;
    c.game = engine::Game::kSheepshead;
    c.preset = "sheepshead";
    c.table_flags = {{"ss_unknown_judged_on", engine::FlagValue{std::string(on)}}};
    std::string error;
    const auto r = ui::practice::practice_sheepshead_rules(c, &error);
    INFO(error);
    REQUIRE(r);
    SheepsheadHand h(*r, 1, deal);
    REQUIRE_FALSE(h.pick(false));
    REQUIRE_FALSE(h.pick(false));
    REQUIRE_FALSE(h.pick(true));  // Eve, seat 4
    REQUIRE_FALSE(h.bury(mask("7C TS")));
    REQUIRE(h.phase() == Phase::kCall);
    int unknown = 0;
    for (const engine::Call& call : h.legal_calls()) unknown += call.type == CallType::kUnknown;
    const Hint hint = hint_at(h);
    int hinted = 0;
    for (const solver::Alternative& a : hint.alternatives) {
      hinted += a.action.kind == DecisionKind::kCall && a.action.call.type == CallType::kUnknown;
    }
    if (std::string(on) == "eight") {
      CHECK(unknown == 0);
      CHECK(hinted == 0);
      CHECK(std::get<Action>(hint.suggested).call.type == CallType::kAlone);
    } else {
      CHECK(unknown > 0);
      CHECK(hinted > 0);
    }
  }
  ui::practice::PracticeConfig bad;
  bad.game = engine::Game::kSheepshead;
  bad.preset = "sheepshead";
  bad.table_flags = {{"ss_unknown_judged_on", engine::FlagValue{std::string("seven")}}};
  std::string error;
  CHECK_FALSE(ui::practice::practice_sheepshead_rules(bad, &error));
  CHECK(error.find("ss_unknown_judged_on") != std::string::npos);
}
