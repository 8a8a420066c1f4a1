// Strategy lessons (RULES.md §6, solver/lessons.h): each detector fires on its exact trigger in
// a crafted position and stays silent where the trigger does not hold; the judge praises
// followed advice, flags a missed schmier as a mistake when the solver sees the cost, and calls
// an ignored rule a note when it cost nothing.
#include <doctest/doctest.h>

#include "solver/analysis.h"
#include "solver/grades.h"
#include "solver/knowledge.h"
#include "solver/lessons.h"
#include "test_analysis_util.h"

namespace {

using engine::Card;
using solver::LessonTrigger;
using solver::LessonVerdict;
using sstest::card;
using sstest::mask;

std::vector<LessonTrigger> triggers_at(const engine::DealLog& log, std::size_t play) {
  std::string error;
  auto k = solver::sheepshead_play_knowledge(log, play, &error);
  REQUIRE_MESSAGE(k.has_value(), error);
  auto h = engine::replay_sheepshead(log, play, nullptr);
  REQUIRE(h.has_value());
  const solver::LessonSituation s{&*k, &h->play_rules(), &h->play_state(), h->legal_cards()};
  return solver::lesson_triggers(s);
}

const LessonTrigger* find(const std::vector<LessonTrigger>& v, const std::string& id) {
  for (const auto& t : v) {
    if (t.id == id) return &t;
  }
  return nullptr;
}

engine::DealLog pp70() {
  return atest::crafted_log(engine::SheepsheadRules{}, sstest::deal_pp70(), 0, "QD TD",
                            sstest::ace_call(engine::Suit::kHearts), sstest::kPlaysPp70);
}

// Dealer 4, seat 0 picks, buries QD 9H and calls ACE(H); seat 2 holds AH. Seat 1 has no heart
// but AD and TD. Trick 1: QC 7D 8D 9D KD. Trick 2: 9C 8C KC AC 7C (seat 3 wins). Trick 3 opens
// hearts: 7H (seat 3) KH (seat 4) 8H (seat 0, his hold card), then seat 1 decides.
engine::SheepsheadDeal deal_st5() {
  return sstest::make_deal({"QC JH 9C 8H 8S QS", "7D AD 8C TD 9S TS", "8D JC KC AH 7S JD",
                            "9D QH AC 7H AS TC", "KD JS 7C KH KS TH"},
                           "QD 9H");
}

// The same, but the partner (seat 2) holds AD and seat 1 JD: in trick 1 the partner can
// schmier AD onto the picker's QC.
engine::SheepsheadDeal deal_schmier() {
  return sstest::make_deal({"QC JH 9C 8H 8S QS", "7D JD 8C TD 9S TS", "8D JC KC AH 7S AD",
                            "9D QH AC 7H AS TC", "KD JS 7C KH KS TH"},
                           "QD 9H");
}

// A leaster (everyone passes, seat 0 leads): seat 0 holds every club; seat 1 a lone AS; seat 4
// only trumps.
engine::SheepsheadDeal deal_leaster() {
  return sstest::make_deal({"7C 8C 9C KC TC AC", "AS 9H 8H QD JH 7D", "7H 8S 9S KS JD QS",
                            "QC 7S TS KH AH TH", "QH JC JS AD TD KD"},
                           "8D 9D");
}

engine::DealLog zero_trick() {
  return atest::crafted_log(engine::SheepsheadRules{}, sstest::deal_zero_trick(), 0, "AC TC",
                            sstest::alone_call(), sstest::kPlaysZeroTrick);
}

TEST_CASE("ST-1 fires for the picker on lead with trumps, not for a defender") {
  const engine::DealLog log = pp70();
  const auto t = triggers_at(log, 0);  // seat 0, the picker, leads trick 1
  const LessonTrigger* st1 = find(t, "ST-1");
  REQUIRE(st1 != nullptr);
  CHECK(st1->ideal == card("QC"));  // his highest trump
  CHECK(st1->recommended == mask("QC QS JH"));
  CHECK(find(t, "ST-2") == nullptr);
  // Seat 3 leads trick 3 as a defender: no ST-1.
  CHECK(find(triggers_at(log, 10), "ST-1") == nullptr);
  // Nobody leads in the middle of a trick.
  CHECK(find(triggers_at(log, 1), "ST-1") == nullptr);
}

TEST_CASE("ST-2 fires once no trump is left outside the picker's hand") {
  const engine::DealLog log = zero_trick();
  // Trick 3 (play 10): JD is still out: ST-1, not ST-2.
  auto t = triggers_at(log, 10);
  CHECK(find(t, "ST-2") == nullptr);
  CHECK(find(t, "ST-1") != nullptr);
  // Trick 4 (play 15): all 14 trumps are played or his (QD JC): stop leading trump, lead 7H.
  t = triggers_at(log, 15);
  const LessonTrigger* st2 = find(t, "ST-2");
  REQUIRE(st2 != nullptr);
  CHECK(st2->recommended == mask("7H"));
  CHECK(st2->ideal == card("7H"));
  CHECK(find(t, "ST-1") == nullptr);
}

TEST_CASE("ST-3 fires for a defender holding the unopened called suit; ST-4 otherwise") {
  const engine::DealLog log = pp70();
  // Seat 3 leads trick 3 holding 7H, hearts unopened: lead the called suit.
  auto t = triggers_at(log, 10);
  const LessonTrigger* st3 = find(t, "ST-3");
  REQUIRE(st3 != nullptr);
  CHECK(st3->ideal == card("7H"));
  CHECK(find(t, "ST-4") == nullptr);
  // Seat 3 leads trick 4 with 7H: still unopened, he follows the advice.
  t = triggers_at(log, 15);
  REQUIRE(find(t, "ST-3") != nullptr);
  // Seat 2, the partner, leads trick 5: no defender lessons.
  t = triggers_at(log, 20);
  CHECK(find(t, "ST-3") == nullptr);
  CHECK(find(t, "ST-4") == nullptr);
}

TEST_CASE("ST-4 fires for a defender on lead with fail and trump, not with fail only") {
  const engine::SheepsheadDeal deal =
      sstest::make_deal({"9C JC JS 7H KH JD", "7S 9S KS JH AH KD", "QC AC 8S QS TH 9D",
                         "8C KC TS AS 8D TD", "8H 9H QH 7D QD AD"},
                        "7C TC");
  const engine::DealLog log = atest::crafted_log(
      engine::SheepsheadRules{}, deal, 0, "9C 7H", sstest::alone_call(),
      "JS KD 9D 8D QH  AD JD JH QS TD  8S TS QD TC KS  8H KH AH TH AS  7S AC KC 7D 7C");
  // Play 5: seat 4 leads trick 2 holding 8H 9H and trumps (alone: no called suit).
  auto t = triggers_at(log, 5);
  const LessonTrigger* st4 = find(t, "ST-4");
  REQUIRE(st4 != nullptr);
  CHECK(st4->recommended == mask("8H 9H"));
  CHECK(find(t, "ST-3") == nullptr);
  // Play 20: seat 1 leads trick 5 with only 7S 9S left: no trump to avoid.
  CHECK(find(triggers_at(log, 20), "ST-4") == nullptr);
}

TEST_CASE("ST-5 fires for a defender void in the called suit in its opening trick") {
  const engine::SheepsheadDeal deal = deal_st5();
  const engine::DealLog log = atest::crafted_log(engine::SheepsheadRules{}, deal, 0, "QD 9H",
                                                 sstest::ace_call(engine::Suit::kHearts),
                                                 "QC 7D 8D 9D KD  9C 8C KC AC 7C  7H KH 8H AD AH");
  auto t = triggers_at(log, 13);  // seat 1, no heart, AD and TD
  const LessonTrigger* st5 = find(t, "ST-5");
  REQUIRE(st5 != nullptr);
  CHECK(st5->ideal == card("AD"));
  CHECK(st5->recommended == mask("AD"));
  // Seat 4 (play 11) holds hearts and must follow: no ST-5.
  CHECK(find(triggers_at(log, 11), "ST-5") == nullptr);
  // Seat 2, the partner, is forced to play AH: no lesson at all.
  CHECK(triggers_at(log, 14).empty());
}

TEST_CASE("ST-6 fires when a known teammate surely wins the trick and points differ") {
  const engine::SheepsheadDeal deal = deal_schmier();
  const engine::DealLog log =
      atest::crafted_log(engine::SheepsheadRules{}, deal, 0, "QD 9H",
                         sstest::ace_call(engine::Suit::kHearts), "QC 7D AD");
  // Seat 2, the partner, third to the picker's QC (the boss trump): schmier AD.
  auto t = triggers_at(log, 2);
  const LessonTrigger* st6 = find(t, "ST-6");
  REQUIRE(st6 != nullptr);
  CHECK(st6->recommended == mask("AD"));
  CHECK(st6->ideal == card("AD"));
  // Seat 1, a defender, sees the picker's QC win: not his teammate.
  CHECK(find(triggers_at(log, 1), "ST-6") == nullptr);
}

TEST_CASE("ST-6 in the called suit's opening trick: a defender's trump cannot be beaten") {
  // Trick 3 of deal_st5: 7H KH 8H, seat 1 trumps with AD; seat 2 must play AH (forced). A
  // variation where the partner is not last: seat 4's decision after seat 3 trumped would be
  // ST-6. Here only check that no defender's trump means no ST-6 for seat 1.
  const engine::DealLog log = atest::crafted_log(engine::SheepsheadRules{}, deal_st5(), 0, "QD 9H",
                                                 sstest::ace_call(engine::Suit::kHearts),
                                                 "QC 7D 8D 9D KD  9C 8C KC AC 7C  7H KH 8H TS");
  CHECK(find(triggers_at(log, 13), "ST-6") == nullptr);
}

TEST_CASE("ST-7 fires in a leaster for a player who cannot follow and holds a lone ace") {
  const engine::DealLog log = atest::crafted_leaster(deal_leaster(), "7C 9H 7H 7S JS");
  auto t = triggers_at(log, 1);  // seat 1: no club, AS alone in spades
  const LessonTrigger* st7 = find(t, "ST-7");
  REQUIRE(st7 != nullptr);
  CHECK(st7->recommended == mask("AS"));
  // Seat 2: 8S 9S KS, 7H, JD QS: no lone ace or ten.
  CHECK(find(triggers_at(log, 2), "ST-7") == nullptr);
  // Seat 0 leads: never.
  CHECK(find(triggers_at(log, 0), "ST-7") == nullptr);
}

TEST_CASE("ST-8 fires for a leaster player without a trick who can take a cheap one") {
  const engine::DealLog cheap = atest::crafted_leaster(deal_leaster(), "7C 9H 7H 7S JS");
  auto t = triggers_at(cheap, 4);  // seat 4 last, only trumps, trick worth 0 so far
  const LessonTrigger* st8 = find(t, "ST-8");
  REQUIRE(st8 != nullptr);
  CHECK(st8->recommended == mask("JC JS"));  // 2 points each, the cheapest winners
  CHECK(st8->ideal == card("JS"));
  // The same trick with AS shed into it: 11 points is not cheap.
  const engine::DealLog dear = atest::crafted_leaster(deal_leaster(), "7C AS 7H 7S JS");
  CHECK(find(triggers_at(dear, 4), "ST-8") == nullptr);
}

// ST-6 revised (RULES.md §6): queens and jacks are never schmier cards. The partner (seat 2)
// follows the picker's QC with JC or 8D: JC's 2 points are a jack's, so no schmier.
TEST_CASE("ST-6 near miss: the only card with points is a jack") {
  const engine::SheepsheadDeal deal =
      sstest::make_deal({"QC JH 9C 8H 8S QS", "7D JD 8C TD AD TS", "8D JC KC AH 7S 9S",
                         "9D QH AC 7H AS TC", "KD JS 7C KH KS TH"},
                        "QD 9H");
  const engine::DealLog log =
      atest::crafted_log(engine::SheepsheadRules{}, deal, 0, "QD 9H",
                         sstest::ace_call(engine::Suit::kHearts), "QC 7D 8D");
  CHECK(find(triggers_at(log, 2), "ST-6") == nullptr);
}

// RULES.md's example: with QS TD 8D the partner gives TD, not QS.
TEST_CASE("ST-6 advises the ten, not the queen") {
  const engine::SheepsheadDeal deal =
      sstest::make_deal({"QC JH 9C 8H 8S 9S", "7D JD 8C AD KC TS", "8D QS TD AH 7S JC",
                         "9D QH AC 7H AS TC", "KD JS 7C KH KS TH"},
                        "QD 9H");
  const engine::DealLog log =
      atest::crafted_log(engine::SheepsheadRules{}, deal, 0, "QD 9H",
                         sstest::ace_call(engine::Suit::kHearts), "QC 7D TD");
  auto t = triggers_at(log, 2);
  const LessonTrigger* st6 = find(t, "ST-6");
  REQUIRE(st6 != nullptr);
  CHECK(st6->recommended == mask("TD"));
  CHECK(st6->ideal == card("TD"));
  CHECK(st6->advice.find("QS") == std::string::npos);
}

TEST_CASE("ST-8 near miss: a winning boss trump, but players are still to come") {
  // Seat 3 is fourth of five: QC (the boss trump) would win 0 + 3 points, but seat 4 still
  // plays, so the trick's points are unknown and ST-8 stays silent (RULES.md §6).
  const engine::DealLog log = atest::crafted_leaster(deal_leaster(), "7C 9H 7H 7S JS");
  CHECK(find(triggers_at(log, 3), "ST-8") == nullptr);
}

// A decision with the given losses (stakes, standard error 0), graded as the analyzer grades
// it, and the paired comparison those values give.
struct Graded {
  solver::DecisionAnalysis d;
  solver::CompareCards compare;
};
Graded graded(const char* played, std::vector<std::pair<const char*, double>> losses) {
  Graded g;
  g.d.kind = solver::DecisionKind::kPlay;
  g.d.played = solver::play_action(card(played));
  for (const auto& [c, loss] : losses) {
    solver::Alternative a;
    a.action = solver::play_action(card(c));
    a.has_values = true;
    a.loss = loss;
    if (a.action.card == card(played)) {
      g.d.played_index = static_cast<int>(g.d.alternatives.size());
      g.d.loss = loss;
    }
    g.d.alternatives.push_back(a);
  }
  g.d.grade = solver::grade_for(g.d.loss, 0, false);
  const std::vector<solver::Alternative> alts = g.d.alternatives;
  g.compare = [alts](Card a, Card b) {
    solver::CardComparison c;
    double la = 0;
    double lb = 0;
    for (const auto& x : alts) {
      if (x.action.card == a) la = x.loss;
      if (x.action.card == b) lb = x.loss;
    }
    c.units = lb - la;
    return c;
  };
  return g;
}

std::vector<solver::Lesson> judged(Graded& g, const LessonTrigger& tr) {
  g.d.lessons = solver::judge_lessons({tr}, g.d, g.compare, engine::Game::kSheepshead);
  return g.d.lessons;
}

TEST_CASE("judge: verdicts from the grade's values, unit and noise rule") {
  const LessonTrigger tr{"ST-6",
                         "Schmier",
                         mask("AD TD"),
                         card("AD"),
                         "Schmier: give it AD.",
                         "Schmier: give it points."};
  // Followed, graded best: praise.
  Graded g = graded("AD", {{"AD", 0.0}, {"TD", 0.05}, {"8D", 0.7}});
  auto l = judged(g, tr);
  REQUIRE(l.size() == 1);
  CHECK(l[0].verdict == LessonVerdict::kPraise);
  CHECK(l[0].advised == card("AD"));
  CHECK(solver::lesson_contradictions(g.d).empty());
  // Ignored, graded a mistake: a mistake, better by the grade's own loss (stakes, positive).
  g = graded("8D", {{"AD", 0.0}, {"TD", 0.05}, {"8D", 0.7}});
  l = judged(g, tr);
  CHECK(g.d.grade == solver::Grade::kMistake);
  CHECK(l[0].verdict == LessonVerdict::kMistake);
  CHECK(l[0].text.find("AD would have been better by 0.70 stakes") != std::string::npos);
  CHECK(solver::lesson_contradictions(g.d).empty());
  // Ignored, but graded best (the case: the advice takes more card points, the units
  // are the same): never a mistake.
  g = graded("8D", {{"AD", 0.0}, {"TD", 0.0}, {"8D", 0.01}});
  l = judged(g, tr);
  CHECK(g.d.grade == solver::Grade::kBest);
  CHECK(l[0].verdict == LessonVerdict::kNote);
  CHECK(l[0].text.find("no difference") != std::string::npos);
  // Ignored, graded good: a note, "a little better".
  g = graded("8D", {{"AD", 0.0}, {"TD", 0.1}, {"8D", 0.2}});
  l = judged(g, tr);
  CHECK(l[0].verdict == LessonVerdict::kNote);
  CHECK(l[0].text.find("a little better, by 0.20 stakes") != std::string::npos);
  // The played card is the best and the advice is worse: a note that names no advised card and
  // no negative amount (protocol-01-002 play 24 said "better by -0.67 stakes").
  g = graded("8D", {{"8D", 0.0}, {"TD", 0.6}, {"AD", 0.67}});
  l = judged(g, tr);
  CHECK(l[0].verdict == LessonVerdict::kNote);
  CHECK(l[0].advised == engine::kNoCard);
  CHECK(l[0].text.find("AD") == std::string::npos);
  CHECK(l[0].text.find("better card") != std::string::npos);
  CHECK(l[0].cards.empty());
  CHECK(solver::lesson_contradictions(g.d).empty());
  // The preferred card (AD) is rated below the played one, another advised card (TD) above it:
  // the lesson names TD, never AD.
  g = graded("8D", {{"TD", 0.0}, {"8D", 0.6}, {"AD", 0.9}});
  l = judged(g, tr);
  CHECK(l[0].verdict == LessonVerdict::kMistake);
  CHECK(l[0].advised == card("TD"));
  CHECK(l[0].text.find("AD") == std::string::npos);
  CHECK(l[0].text.find("TD would have been better by 0.60 stakes") != std::string::npos);
  CHECK(solver::lesson_contradictions(g.d).empty());
  // Followed but a costly card: a note that says what it cost.
  g = graded("TD", {{"8D", 0.0}, {"AD", 0.3}, {"TD", 0.6}});
  l = judged(g, tr);
  CHECK(l[0].verdict == LessonVerdict::kNote);
  CHECK(l[0].text.find("0.60 stakes") != std::string::npos);
  CHECK(solver::lesson_contradictions(g.d).empty());
}

TEST_CASE("lesson_contradictions finds each kind") {
  Graded g = graded("8D", {{"8D", 0.0}, {"AD", 0.67}});
  solver::Lesson l;
  l.id = "ST-6";
  l.verdict = LessonVerdict::kMistake;
  l.text = "You played 8D; AD would have been better by -0.67 stakes.";
  l.cards = {card("AD")};
  g.d.lessons = {l};
  const auto c = solver::lesson_contradictions(g.d);
  CHECK(c.size() == 3);  // a mistake graded best, a negative amount, advice below the played
}

solver::AnalysisOptions lesson_options() {
  solver::AnalysisOptions o;
  o.threads = 2;
  o.samples = 16;
  o.min_samples = 16;
  o.points_samples = 16;
  o.grade_auction = false;
  o.tt_bytes = std::size_t{8} << 20;
  return o;
}

const solver::Lesson* lesson(const solver::DecisionAnalysis& d, const std::string& id) {
  for (const auto& l : d.lessons) {
    if (l.id == id) return &l;
  }
  return nullptr;
}

TEST_CASE("analysis: a schmier is praised and a missed schmier is judged by its grade") {
  solver::Analyzer an(lesson_options());
  const engine::DealLog good =
      atest::crafted_log(engine::SheepsheadRules{}, deal_schmier(), 0, "QD 9H",
                         sstest::ace_call(engine::Suit::kHearts), "QC 7D AD");
  // Decisions: 1 pick, bury, call, then plays; play 2 is decision 5.
  const solver::DecisionAnalysis d = an.analyze_decision(good, 5);
  REQUIRE(d.complete);
  CHECK(d.played.card == card("AD"));
  const solver::Lesson* praise = lesson(d, "ST-6");
  REQUIRE(praise != nullptr);
  CHECK(praise->verdict == LessonVerdict::kPraise);
  CHECK(praise->cards.front() == card("AD"));

  const engine::DealLog bad =
      atest::crafted_log(engine::SheepsheadRules{}, deal_schmier(), 0, "QD 9H",
                         sstest::ace_call(engine::Suit::kHearts), "QC 7D 8D");
  const solver::DecisionAnalysis e = an.analyze_decision(bad, 5);
  REQUIRE(e.complete);
  const solver::Lesson* missed = lesson(e, "ST-6");
  REQUIRE(missed != nullptr);
  // The verdict follows the decision's grade: a mistake exactly when 8D is graded
  // Inaccuracy or worse (extra card points alone do not make one).
  const bool costly = e.grade == solver::Grade::kInaccuracy || e.grade == solver::Grade::kMistake ||
                      e.grade == solver::Grade::kBlunder;
  CHECK(missed->verdict == (costly ? LessonVerdict::kMistake : LessonVerdict::kNote));
  CHECK(missed->text.find("8D") != std::string::npos);
  CHECK(solver::lesson_contradictions(e).empty());
  // The solver agrees: AD gives the picker's side about 11 more points than 8D.
  double ad = 0;
  double d8 = 0;
  for (const auto& a : e.alternatives) {
    if (a.action.card == card("AD")) ad = a.points.mean;
    if (a.action.card == card("8D")) d8 = a.points.mean;
  }
  CHECK(ad - d8 > 5);
}

}  // namespace
