// Schafkopf card grades and reviews in practice (ui/practice/session.h compute_grade,
// compute_review): a crafted Wenz where a defender who can trump the seventh trick lets the
// declarer through by discarding instead.
#include <doctest/doctest.h>

#include <array>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/schafkopf.h"
#include "solver/grades.h"
#include "solver/schafkopf/players.h"
#include "ui/practice/session.h"

namespace {

using engine::Card;
using engine::CardMask;
using engine::SchafkopfHand;
using solver::SkAction;
using solver::SkActionKind;
using ui::practice::GradeJob;
using ui::practice::Move;

Card card(std::string_view code) {
  const auto c = engine::parse_card(code);
  REQUIRE_MESSAGE(c.has_value(), "bad card code in test: ", std::string(code));
  return *c;
}

CardMask mask(std::string_view codes) {
  CardMask m = 0;
  std::istringstream in{std::string(codes)};
  std::string word;
  while (in >> word) m |= engine::bit(card(word));
  return m;
}

// Dealer 3; seat 0 plays a Wenz (trumps: the four Unter). The tricks as planned (leader first):
//   1 s0 HA  H7  H8  H9   -> s0 11        5 s1 SO  S7  S9  GU   -> s0  5
//   2 s0 S8  SA  SZ  SK   -> s1 25        6 s0 HK  GK  EO  HO   -> s0 14
//   3 s1 GA  GO  GZ  HU   -> s0 26        7 s0 EZ  E9  E8  (seat 3: SU or G7)
//   4 s0 E7  EA  EK  HZ   -> s1 25        8 EU against G8 G9 and seat 3's other card
// After six tricks the declarer has 56. Seat 3 (a defender, void in Eichel, last to play in
// trick 7) trumps with SU: the defence takes 12 and the declarer ends on 58 and loses. Discarding
// G7 gives the declarer 10 + 4 more: 70, a won Wenz.
std::array<CardMask, 4> dealt() {
  return {mask("EZ EU HA S8 HU E7 GU HK"), mask("E9 G8 H7 SA GA EA SO GK"),
          mask("E8 G9 H8 SZ GO EK S7 EO"), mask("SU G7 H9 SK GZ HZ S9 HO")};
}
const char* const kPlays[] = {"HA", "H7", "H8", "H9", "S8", "SA", "SZ", "SK", "GA",
                              "GO", "GZ", "HU", "E7", "EA", "EK", "HZ", "SO", "S7",
                              "S9", "GU", "HK", "GK", "EO", "HO", "EZ", "E9", "E8"};

engine::SchafkopfRules rules() {
  const auto r = ui::practice::practice_schafkopf_rules("schafkopf");
  REQUIRE(r.has_value());
  return *r;
}

SkAction play(std::string_view code) {
  SkAction a;
  a.kind = SkActionKind::kPlay;
  a.card = card(code);
  return a;
}

// The auction and declaration: seat 0 says PLAY, the others pass, seat 0 declares the Wenz.
std::vector<Move> declare_wenz(SchafkopfHand& h) {
  std::vector<Move> out;
  auto apply = [&](const SkAction& a) {
    REQUIRE_FALSE(solver::apply_action(h, a));
    out.emplace_back(a);
  };
  SkAction bid;
  bid.kind = SkActionKind::kBid;
  bid.bid = {engine::SkBidKind::kPlay, 0};
  apply(bid);
  bid.bid = {engine::SkBidKind::kPass, 0};
  while (h.phase() == engine::SkPhase::kAuction || h.phase() == engine::SkPhase::kBidding) {
    apply(bid);
  }
  SkAction declare;
  declare.kind = SkActionKind::kDeclare;
  declare.contract = {engine::SkGame::kWenz, 0, engine::Suit::kClubs, false};
  apply(declare);
  return out;
}

// The hand's actions up to trick 7, seat 3 to act: auction, declaration, plays, Kontra poll.
std::vector<Move> actions_to_trick7(SchafkopfHand& h) {
  std::vector<Move> out = declare_wenz(h);
  auto apply = [&](const SkAction& a) {
    REQUIRE_FALSE(solver::apply_action(h, a));
    out.emplace_back(a);
  };
  for (const char* code : kPlays) {
    while (h.phase() == engine::SkPhase::kDoubling) {
      SkAction no;
      no.kind = SkActionKind::kDouble;
      no.yes = false;
      apply(no);
    }
    apply(play(code));
  }
  REQUIRE(h.phase() == engine::SkPhase::kPlay);
  REQUIRE(h.to_act() == 3);
  return out;
}

GradeJob grade_job(const std::vector<Move>& actions) {
  GradeJob j;
  j.log.game = engine::Game::kSchafkopf;
  j.options.samples = 16;
  j.options.seed = 7;
  j.schafkopf_start.emplace(rules(), 3, dealt());
  j.schafkopf_actions = actions;
  j.action_index = actions.size() - 1;
  j.move = actions.back();
  return j;
}

}  // namespace

TEST_CASE("practice Schafkopf grade: discarding instead of trumping the decisive trick") {
  SchafkopfHand h(rules(), 3, dealt());
  const std::vector<Move> before = actions_to_trick7(h);

  std::vector<Move> blunder = before;
  blunder.emplace_back(play("G7"));
  const ui::practice::MoveGrade g = ui::practice::compute_grade(grade_job(blunder));
  INFO(g.note);
  CHECK(g.grade == solver::Grade::kBlunder);
  CHECK(g.loss >= 1.0);
  REQUIRE(g.best.has_value());
  CHECK(g.best->card == card("SU"));
  CHECK(g.analysis.worlds > 0);
  CHECK(g.note.find("sampled over") != std::string::npos);

  std::vector<Move> good = before;
  good.emplace_back(play("SU"));
  const ui::practice::MoveGrade b = ui::practice::compute_grade(grade_job(good));
  CHECK(b.grade == solver::Grade::kBest);
  CHECK(b.loss == doctest::Approx(0.0));

  // After SU seat 3 wins trick 7 and leads trick 8 with G7, the only card left to him.
  SchafkopfHand h2 = h;
  REQUIRE_FALSE(h2.play(card("SU")));
  REQUIRE(h2.to_act() == 3);
  good.emplace_back(play("G7"));
  GradeJob fj = grade_job(good);
  const ui::practice::MoveGrade f = ui::practice::compute_grade(fj);
  CHECK(std::get<SkAction>(fj.move).card == card("G7"));
  INFO(f.note);
  CHECK(f.grade == solver::Grade::kForced);

  // The tutor's hint in the same position is the trump.
  ui::practice::HintJob hj;
  hj.position.game = engine::Game::kSchafkopf;
  hj.position.schafkopf = h;
  hj.seat = 3;
  hj.tutor.strength = solver::Strength::kStrong;
  hj.tutor.budget_seconds = 0;
  hj.tutor.max_worlds = 16;
  const ui::practice::Hint hint = ui::practice::compute_hint(hj);
  CHECK(std::get<SkAction>(hint.suggested).card == card("SU"));
  REQUIRE(hint.alternatives.size() == 2);
  CHECK(hint.alternatives[1].action.card == card("G7"));
  CHECK(hint.alternatives[1].loss >= 1.0);

  // A Kontra answer (seat 1's, a defender's) is graded by simulation (solver/schafkopf/auction.h):
  // both answers valued.
  GradeJob kj = grade_job(before);
  std::size_t poll = 0;
  while (std::get<SkAction>(before[poll]).kind != SkActionKind::kDouble) ++poll;
  kj.action_index = poll;
  kj.move = before[poll];
  kj.schafkopf_actions.resize(poll + 1);
  const ui::practice::MoveGrade k = ui::practice::compute_grade(kj);
  INFO(k.note);
  CHECK(k.grade != solver::Grade::kNotGraded);
  CHECK(k.analysis.kind == solver::DecisionKind::kDouble);
  CHECK(k.analysis.alternatives.size() == 2);

  // A job without the hand gets a clear note, not a crash.
  GradeJob empty = grade_job(blunder);
  empty.schafkopf_start.reset();
  const ui::practice::MoveGrade e = ui::practice::compute_grade(empty);
  CHECK(e.grade == solver::Grade::kNotGraded);
  CHECK(!e.note.empty());
}

TEST_CASE("practice Schafkopf review: the discard is a key mistake") {
  SchafkopfHand h(rules(), 3, dealt());
  std::vector<Move> actions = actions_to_trick7(h);
  const std::size_t blunder_index = actions.size();
  // Seat 3 discards; the last trick: EU, G8, G9, SU.
  for (const char* code : {"G7", "EU", "G8", "G9", "SU"}) {
    REQUIRE_FALSE(h.play(card(code)));
    actions.emplace_back(play(code));
  }
  REQUIRE(h.phase() == engine::SkPhase::kDone);
  CHECK(h.result().units[0] > 0);  // the declarer won after the discard

  ui::practice::ReviewJob job;
  job.log.game = engine::Game::kSchafkopf;
  job.human_seat = 3;
  job.options.samples = 8;
  job.options.seed = 11;
  job.schafkopf_start.emplace(rules(), 3, dealt());
  job.schafkopf_actions = actions;
  const ui::practice::Review r = ui::practice::compute_review(job);
  INFO(r.error);
  CHECK(r.error.empty());
  CHECK(r.complete);
  // Seat 3's pass, Kontra answer and eight cards are in the analysis; the last card forced.
  REQUIRE(r.analysis.decisions.size() == 10);
  CHECK(r.analysis.decisions[0].kind == solver::DecisionKind::kBid);
  CHECK(r.analysis.decisions[1].kind == solver::DecisionKind::kDouble);
  CHECK(r.analysis.decisions.back().grade == solver::Grade::kForced);
  bool found = false;
  for (const ui::practice::KeyMistake& m : r.mistakes) {
    if (m.action_index != blunder_index) continue;
    found = true;
    CHECK(m.grade == solver::Grade::kBlunder);
    CHECK(m.played.card == card("G7"));
    CHECK(m.best.card == card("SU"));
    CHECK(m.text.find("Trick 7") != std::string::npos);
  }
  CHECK(found);
  CHECK(r.human.decisions >= 1);
  CHECK(r.human.accuracy < 100.0);
}

TEST_CASE("practice Schafkopf grade: a card carries the Schafkopf lesson that fired") {
  // Seat 0, the Wenz declarer, leads trick 1 holding three Unter while SU is unseen: SK-ST-1
  // (the declarer's party plays trump) fires. HA does not follow it; EU does.
  SchafkopfHand h(rules(), 3, dealt());
  const std::vector<Move> actions = declare_wenz(h);
  REQUIRE(h.to_act() == 0);
  auto lesson_of = [](const ui::practice::MoveGrade& g) -> const solver::Lesson* {
    for (const solver::Lesson& l : g.lessons) {
      if (l.id == "SK-ST-1") return &l;
    }
    return nullptr;
  };
  std::vector<Move> off = actions;
  off.emplace_back(play("HA"));
  const ui::practice::MoveGrade g = ui::practice::compute_grade(grade_job(off));
  INFO(g.note);
  const solver::Lesson* l = lesson_of(g);
  REQUIRE(l != nullptr);
  CHECK(l->verdict != solver::LessonVerdict::kPraise);
  CHECK(l->text.find("EU") != std::string::npos);

  std::vector<Move> on = actions;
  on.emplace_back(play("EU"));
  const ui::practice::MoveGrade p = ui::practice::compute_grade(grade_job(on));
  const solver::Lesson* lp = lesson_of(p);
  REQUIRE(lp != nullptr);
  CHECK(lp->verdict != solver::LessonVerdict::kMistake);

  // A defender's card in the same hand (seat 1, not on lead, nothing certain) has no SK-ST-1.
  std::vector<Move> def = off;
  REQUIRE_FALSE(h.play(card("HA")));
  while (h.phase() == engine::SkPhase::kDoubling) {  // the Kontra poll after the opening lead
    SkAction no;
    no.kind = SkActionKind::kDouble;
    no.yes = false;
    REQUIRE_FALSE(solver::apply_action(h, no));
    def.emplace_back(no);
  }
  REQUIRE(h.to_act() == 1);
  def.emplace_back(play("H7"));
  const ui::practice::MoveGrade d = ui::practice::compute_grade(grade_job(def));
  INFO(d.note);
  CHECK(d.grade != solver::Grade::kNotGraded);
  CHECK(lesson_of(d) == nullptr);
}
