// Schafkopf auction, declaration and Kontra/Re values (solver/schafkopf/auction.h): every legal
// action valued, values that do not depend on the cards the mover cannot see, obvious hands, and
// the Kontra multiplier applied to one shared search.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/schafkopf.h"
#include "solver/grades.h"
#include "solver/schafkopf/auction.h"
#include "solver/schafkopf/players.h"

namespace {

using engine::Card;
using engine::CardMask;
using engine::SchafkopfHand;
using engine::SkBid;
using engine::SkBidKind;
using engine::SkContract;
using engine::SkGame;
using engine::SkPhase;
using engine::Suit;
using solver::SkAction;
using solver::SkActionKind;

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

solver::SkAuctionOptions options(int worlds) {
  solver::SkAuctionOptions o;
  o.seed = 7;
  o.max_worlds = worlds;
  o.min_worlds = worlds;  // a fixed number of worlds: no stopping rule in these checks
  return o;
}

const solver::SkActionValue* find(const solver::SkAuctionValuation& v, const SkAction& a) {
  for (const solver::SkActionValue& av : v.actions) {
    if (av.action == a) return &av;
  }
  return nullptr;
}

SkAction bid(SkBidKind k, int rank = 0) {
  SkAction a;
  a.kind = SkActionKind::kBid;
  a.bid = SkBid{k, rank};
  return a;
}

void check_complete(const solver::SkAuctionValuation& v, std::size_t legal) {
  INFO(v.error);
  REQUIRE(v.error.empty());
  CHECK(v.complete);
  REQUIRE(v.actions.size() == legal);
  CHECK(v.worlds > 0);
  for (const solver::SkActionValue& av : v.actions) {
    CHECK(av.world_units.size() == static_cast<std::size_t>(v.worlds));
  }
  for (std::size_t i = 1; i < v.actions.size(); ++i) {
    CHECK(v.actions[i - 1].units.mean >= v.actions[i].units.mean);
  }
}

// Dealer 0: seat 1 is forehand. Seat 1 holds `mine`; the rest of the deck goes to seats 2, 3, 0
// in card order, rotated by `shift` cards so that other deals keep seat 1's cards.
std::array<CardMask, 4> deal_around(CardMask mine, int shift) {
  std::vector<Card> rest;
  for (Card c : engine::cards(engine::kLongDeck & ~mine)) rest.push_back(c);
  std::rotate(rest.begin(), rest.begin() + shift, rest.end());
  std::array<CardMask, 4> h{};
  h[1] = mine;
  const std::array<int, 3> seats{2, 3, 0};
  for (std::size_t i = 0; i < rest.size(); ++i) h[seats[i / 8]] |= engine::bit(rest[i]);
  return h;
}

}  // namespace

TEST_CASE("sk_auction: every legal bid, declaration and poll answer gets a value") {
  SchafkopfHand h(rules(), 0, engine::deal_schafkopf(11, 0, engine::SkDeck::kLong));
  REQUIRE(h.phase() == SkPhase::kAuction);
  const auto v = solver::sk_value_auction(h, options(4));
  CHECK(v.kind == solver::DecisionKind::kBid);
  CHECK(v.mover == 1);
  check_complete(v, h.legal_bids().size());

  // Seat 1 says PLAY with the strong hand, the others pass: seat 1 declares.
  SchafkopfHand d(rules(), 0, deal_around(mask("QC QS QH QD JC JS JH JD"), 0));
  REQUIRE(!d.bid({SkBidKind::kPlay, 0}));
  for (int i = 0; i < 3; ++i) REQUIRE(!d.bid({SkBidKind::kPass, 0}));
  REQUIRE(d.phase() == SkPhase::kDeclare);
  const auto dv = solver::sk_value_auction(d, options(2));
  CHECK(dv.kind == solver::DecisionKind::kDeclare);
  check_complete(dv, d.legal_declarations().size());

  // Herz-Solo by seat 1, the opening lead, then the poll asks seat 2.
  REQUIRE(!d.declare(SkContract{SkGame::kSolo, 1, Suit::kHearts, false}));
  REQUIRE(d.phase() == SkPhase::kPlay);
  REQUIRE(!d.play(*engine::parse_card("QC")));
  REQUIRE(d.phase() == SkPhase::kDoubling);
  const auto kv = solver::sk_value_auction(d, options(4));
  CHECK(kv.kind == solver::DecisionKind::kDouble);
  CHECK(kv.mover == 2);
  check_complete(kv, 2);

  // Not a decision of this kind: an error, no values.
  SchafkopfHand p(rules(), 0, deal_around(mask("QC QS QH QD JC JS JH JD"), 0));
  REQUIRE(!p.bid({SkBidKind::kPlay, 0}));
  for (int i = 0; i < 3; ++i) REQUIRE(!p.bid({SkBidKind::kPass, 0}));
  REQUIRE(!p.declare(SkContract{SkGame::kWenz, 1, Suit::kClubs, false}));
  REQUIRE(!p.play(*engine::parse_card("JC")));
  for (int i = 0; i < 4; ++i) REQUIRE(!p.answer_double(false));
  REQUIRE(p.phase() == SkPhase::kPlay);
  const auto pv = solver::sk_value_auction(p, options(2));
  CHECK(!pv.error.empty());
  CHECK(pv.actions.empty());
}

TEST_CASE("sk_auction: the values do not depend on the cards the mover cannot see") {
  const CardMask mine = mask("QC JH AS TS KS 9H 8C 7D");
  // Bid: two deals differing only in the other seats' cards.
  {
    SchafkopfHand a(rules(), 0, deal_around(mine, 0));
    SchafkopfHand b(rules(), 0, deal_around(mine, 5));
    REQUIRE(a.dealt()[2] != b.dealt()[2]);
    const auto va = solver::sk_value_auction(a, options(4));
    const auto vb = solver::sk_value_auction(b, options(4));
    REQUIRE(va.actions.size() == vb.actions.size());
    for (std::size_t i = 0; i < va.actions.size(); ++i) {
      CHECK(va.actions[i].action == vb.actions[i].action);
      CHECK(va.actions[i].world_units == vb.actions[i].world_units);
    }
  }
  // Kontra: seat 2 is polled after seat 1's Herz-Solo and opening lead; the deals differ in the
  // cards of seats 0 and 3 and in seat 1's cards other than the lead.
  {
    auto poll = [&](int shift) {
      std::array<CardMask, 4> h = deal_around(mask("QS QH QD JC JS JH JD AH"), 0);
      // Seat 2 (the mover) keeps its cards; the other 16 unseen cards are dealt round.
      const CardMask mover = mask("QC AC TC KC AS TS KS 7H");
      std::vector<Card> rest;
      for (Card c : engine::cards(engine::kLongDeck & ~mover & ~mask("QS"))) rest.push_back(c);
      std::rotate(rest.begin(), rest.begin() + shift, rest.end());
      h = {};
      h[2] = mover;
      h[1] = mask("QS");
      std::size_t i = 0;
      for (int s : {1, 3, 0}) {
        while (engine::count(h[static_cast<std::size_t>(s)]) < 8) {
          h[static_cast<std::size_t>(s)] |= engine::bit(rest[i++]);
        }
      }
      SchafkopfHand x(rules(), 0, h);
      REQUIRE(!x.bid({SkBidKind::kPlay, 0}));
      for (int k = 0; k < 3; ++k) REQUIRE(!x.bid({SkBidKind::kPass, 0}));
      REQUIRE(!x.declare(SkContract{SkGame::kSolo, 1, Suit::kHearts, false}));
      REQUIRE(!x.play(*engine::parse_card("QS")));
      REQUIRE(x.phase() == SkPhase::kDoubling);
      REQUIRE(x.to_act() == 2);
      return x;
    };
    const SchafkopfHand a = poll(0);
    const SchafkopfHand b = poll(9);
    REQUIRE(a.dealt()[3] != b.dealt()[3]);
    const auto va = solver::sk_value_auction(a, options(4));
    const auto vb = solver::sk_value_auction(b, options(4));
    INFO(va.error);
    REQUIRE(va.actions.size() == 2);
    REQUIRE(vb.actions.size() == 2);
    for (std::size_t i = 0; i < 2; ++i) {
      CHECK(va.actions[i].action == vb.actions[i].action);
      CHECK(va.actions[i].world_units == vb.actions[i].world_units);
    }
  }
}

TEST_CASE("sk_auction: obvious hands") {
  // All four Obers and Unters: playing (a solo, a Tout or a Wenz by the heuristic) beats
  // passing by a wide margin, and every solo-class declaration beats a Sauspiel-free pass.
  {
    SchafkopfHand h(rules(), 0, deal_around(mask("QC QS QH QD JC JS JH JD"), 3));
    const auto v = solver::sk_value_auction(h, options(6));
    check_complete(v, 2);
    const auto* play = find(v, bid(SkBidKind::kPlay));
    const auto* pass = find(v, bid(SkBidKind::kPass));
    REQUIRE(play);
    REQUIRE(pass);
    CHECK(play->units.mean > pass->units.mean + 2 * v.stake);
    CHECK(v.actions.front().action == bid(SkBidKind::kPlay));
    const auto alts = solver::sk_auction_alternatives(v);
    CHECK(alts.front().loss == 0);
    CHECK(alts.back().loss > 2);
  }
  // No trump of a Herz-Solo or a Wenz and no ace: passing beats playing, and every solo and
  // Wenz loses units.
  {
    const CardMask weak = mask("KC 9C 8C 7C KS 9S 8S 7S");
    SchafkopfHand h(rules(), 0, deal_around(weak, 3));
    const auto v = solver::sk_value_auction(h, options(6));
    check_complete(v, 2);
    CHECK(v.actions.front().action == bid(SkBidKind::kPass));
    const auto* play = find(v, bid(SkBidKind::kPlay));
    const auto* pass = find(v, bid(SkBidKind::kPass));
    REQUIRE(play);
    REQUIRE(pass);
    CHECK(pass->units.mean > play->units.mean);

    SchafkopfHand d(rules(), 0, deal_around(weak, 3));
    REQUIRE(!d.bid({SkBidKind::kPlay, 0}));
    for (int i = 0; i < 3; ++i) REQUIRE(!d.bid({SkBidKind::kPass, 0}));
    const auto dv = solver::sk_value_auction(d, options(3));
    check_complete(dv, d.legal_declarations().size());
    for (const solver::SkActionValue& av : dv.actions) {
      if (!av.action.contract.solo_class()) continue;
      INFO(engine::contract_name(av.action.contract));
      CHECK(av.units.mean < 0);
    }
  }
}

TEST_CASE("sk_auction: Kontra doubles the same per-world value when nobody says Re") {
  // Seat 2 holds the four Obers: the Herz-Solo declarer (seat 1) can never reach a Re hand.
  const CardMask mover = mask("QC QS QH QD AC TC AS 7D");
  std::array<CardMask, 4> h{};
  h[2] = mover;
  h[1] = mask("JC JS AH TH KH 9H 8H 7H");
  std::vector<Card> rest;
  for (Card c : engine::cards(engine::kLongDeck & ~h[1] & ~h[2])) rest.push_back(c);
  for (std::size_t i = 0; i < rest.size(); ++i) h[i < 8 ? 3 : 0] |= engine::bit(rest[i]);
  SchafkopfHand x(rules(), 0, h);
  REQUIRE(!x.bid({SkBidKind::kPlay, 0}));
  for (int k = 0; k < 3; ++k) REQUIRE(!x.bid({SkBidKind::kPass, 0}));
  REQUIRE(!x.declare(SkContract{SkGame::kSolo, 1, Suit::kHearts, false}));
  REQUIRE(!x.play(*engine::parse_card("JC")));
  REQUIRE(x.to_act() == 2);
  REQUIRE(x.may_double());
  const auto v = solver::sk_value_auction(x, options(6));
  INFO(v.error);
  REQUIRE(v.actions.size() == 2);
  SkAction yes;
  yes.kind = SkActionKind::kDouble;
  yes.yes = true;
  SkAction no = yes;
  no.yes = false;
  const auto* y = find(v, yes);
  const auto* n = find(v, no);
  REQUIRE(y);
  REQUIRE(n);
  // The double-dummy units (world_units are the calibrated ones, sk_calibrate_units; both
  // double alike).
  for (const auto* a : {y, n}) {
    REQUIRE(a->world_dd_units.size() == a->world_units.size());
  }
  REQUIRE(y->world_dd_units.size() == n->world_dd_units.size());
  bool nonzero = false;
  for (std::size_t w = 0; w < y->world_dd_units.size(); ++w) {
    CHECK(y->world_dd_units[w] == doctest::Approx(2 * n->world_dd_units[w]));
    CHECK(y->world_units[w] == doctest::Approx(2 * n->world_units[w]));
    nonzero = nonzero || n->world_dd_units[w] != 0;
  }
  CHECK(nonzero);
  // A defender's units in a solo are the declarer's over three, the solo tariff at least.
  for (double u : n->world_dd_units) CHECK(std::abs(u) >= 5);
}

TEST_CASE("sk_auction: a graded bid") {
  SchafkopfHand h(rules(), 0, deal_around(mask("QC QS QH QD JC JS JH JD"), 3));
  const auto d = solver::sk_grade_auction(h, bid(SkBidKind::kPass), options(4));
  INFO(d.note);
  REQUIRE(d.complete);
  CHECK(d.kind == solver::DecisionKind::kBid);
  CHECK(d.alternatives.size() == 2);
  CHECK(d.played_index == 1);
  CHECK(d.grade == solver::Grade::kBlunder);
  const auto good = solver::sk_grade_auction(h, bid(SkBidKind::kPlay), options(4));
  CHECK(good.grade == solver::Grade::kBest);
  CHECK(good.played_index == 0);
  // An action that is not legal is refused with a note.
  const auto bad = solver::sk_grade_auction(h, bid(SkBidKind::kHold), options(4));
  CHECK(!bad.complete);
  CHECK(!bad.note.empty());
}

// Benchmark (skipped unless run with --no-skip): the bid hint's time on several dealt hands
// with the practice tutor's settings.
TEST_CASE("sk_auction: bid timing" * doctest::skip()) {
  std::vector<double> secs;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    SchafkopfHand h(
        rules(), static_cast<int>(seed % 4),
        engine::deal_schafkopf(seed, static_cast<int>(seed % 4), engine::SkDeck::kLong));
    solver::SkAuctionOptions o;
    o.seed = seed;
    o.max_worlds = 24;  // as the practice hint (ui/src/model/practice_jobs.cpp)
    o.min_worlds = 4;
    o.budget_seconds = 2;
    const auto t0 = std::chrono::steady_clock::now();
    const auto v = solver::sk_value_auction(h, o);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    secs.push_back(s);
    std::printf("seed %2llu: %.2f s, %d worlds, %llu nodes, best %s\n",
                static_cast<unsigned long long>(seed), s, v.worlds,
                static_cast<unsigned long long>(v.nodes),
                solver::sk_action_text(v.actions.front().action).c_str());
  }
  std::sort(secs.begin(), secs.end());
  std::printf("median %.2f s, max %.2f s\n", (secs[4] + secs[5]) / 2, secs.back());
}
