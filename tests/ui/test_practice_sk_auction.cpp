// Schafkopf bids in practice (ui/practice/session.h compute_hint, compute_grade,
// compute_review): the tutor values every legal bid by simulation (solver/schafkopf/auction.h),
// suggests the best and grades the human's bid.
#include <doctest/doctest.h>

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/schafkopf.h"
#include "solver/grades.h"
#include "solver/schafkopf/players.h"
#include "ui/practice/session.h"
#include "ui_test_util.h"

namespace {

using engine::CardMask;
using engine::SchafkopfHand;
using solver::SkAction;
using solver::SkActionKind;
using ui::practice::Move;
using uitest::mask;

engine::SchafkopfRules rules() {
  const auto r = ui::practice::practice_schafkopf_rules("schafkopf");
  REQUIRE(r.has_value());
  return *r;
}

// Dealer 3: seat 0 (forehand, the human) holds every Ober and Unter.
std::array<CardMask, 4> dealt() {
  return {mask("QC QS QH QD JC JS JH JD"), mask("AC TC KC 9C AS TS KS 9S"),
          mask("AH TH KH 9H AD TD KD 9D"), mask("8C 7C 8S 7S 8H 7H 8D 7D")};
}

SkAction bid(engine::SkBidKind k) {
  SkAction a;
  a.kind = SkActionKind::kBid;
  a.bid = {k, 0};
  return a;
}

}  // namespace

TEST_CASE("practice Schafkopf bid: the hint values both bids and the grade punishes a pass") {
  const SchafkopfHand h(rules(), 3, dealt());
  REQUIRE(h.to_act() == 0);

  ui::practice::HintJob hj;
  hj.position.game = engine::Game::kSchafkopf;
  hj.position.schafkopf = h;
  hj.seat = 0;
  hj.tutor.strength = solver::Strength::kStrong;
  hj.tutor.seed = 3;
  hj.tutor.max_worlds = 6;
  const ui::practice::Hint hint = ui::practice::compute_hint(hj);
  INFO(hint.note);
  REQUIRE(hint.alternatives.size() == 2);
  CHECK(std::get<SkAction>(hint.suggested) == bid(engine::SkBidKind::kPlay));
  CHECK(hint.alternatives[0].action.kind == solver::DecisionKind::kBid);
  CHECK(hint.alternatives[0].has_values);
  CHECK(hint.alternatives[0].units.mean > hint.alternatives[1].units.mean);
  CHECK(hint.alternatives[1].loss > 1);
  CHECK(hint.worlds > 0);
  REQUIRE(hint.heuristic.has_value());
  CHECK(hint.agrees_with_heuristic == (*hint.heuristic == hint.suggested));
  CHECK(hint.reason.find("Play: ") == 0);
  CHECK(hint.reason.find(". With play your side wins ") != std::string::npos);

  ui::practice::GradeJob gj;
  gj.log.game = engine::Game::kSchafkopf;
  gj.options.samples = 6;
  gj.options.min_samples = 6;
  gj.options.seed = 5;
  gj.schafkopf_start.emplace(rules(), 3, dealt());
  gj.schafkopf_actions = {Move{bid(engine::SkBidKind::kPass)}};
  gj.action_index = 0;
  gj.move = gj.schafkopf_actions.back();
  const ui::practice::MoveGrade g = ui::practice::compute_grade(gj);
  INFO(g.note);
  CHECK(g.grade == solver::Grade::kBlunder);
  REQUIRE(g.best.has_value());
  CHECK(g.best->kind == solver::DecisionKind::kBid);
  CHECK(g.best->bid.kind == engine::SkBidKind::kPlay);
  CHECK(g.analysis.kind == solver::DecisionKind::kBid);

  // The review of a hand lists the passed bid as a key mistake (the others pass too: thrown in).
  ui::practice::ReviewJob rj;
  rj.log.game = engine::Game::kSchafkopf;
  rj.human_seat = 0;
  rj.options = gj.options;
  rj.schafkopf_start.emplace(rules(), 3, dealt());
  for (int i = 0; i < 4; ++i) rj.schafkopf_actions.emplace_back(bid(engine::SkBidKind::kPass));
  const ui::practice::Review r = ui::practice::compute_review(rj);
  INFO(r.error);
  CHECK(r.error.empty());
  REQUIRE(r.analysis.decisions.size() == 1);
  CHECK(r.analysis.decisions[0].grade == solver::Grade::kBlunder);
  REQUIRE(r.mistakes.size() == 1);
  CHECK(r.mistakes[0].text.find("Auction") == 0);
}
