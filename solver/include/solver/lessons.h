// Strategy lessons (RULES.md §6, ST-1 to ST-8) detected at a card-play decision, then judged by
// the sampled solver.
//
// A detector reads only what the mover knows (solver/knowledge.h: his cards, the cards played
// face up, voids, the call, his role, the partner once known) and the public trick state; when
// its trigger holds exactly as RULES.md §6 writes it, it names the legal cards that follow the
// advice and the one card the advice prefers. Lessons:
//   ST-1 the picker's side leads trump        ST-5 trump the called suit's opening trick high
//   ST-2 count the trumps: stop leading trump  ST-6 schmier: give points to a sure trick
//   ST-3 defenders lead the called suit        ST-7 leaster: shed a lone ace or ten
//   ST-4 defenders do not lead trump           ST-8 leaster: take one cheap trick to qualify
// Schafkopf (k.game == kSchafkopf; roles from solver/schafkopf/knowledge.h: the declarer is the
// "picker", the holder of the called ace the "partner", k.alone for the solo class, k.leaster
// for a Ramsch, which has no lessons) has its own counterparts, texts in German card codes:
//   SK-ST-1 the declarer's party plays trump: the declarer or his partner (who knows himself)
//           on lead holds trump, a trump is unseen and an opponent he can name has not shown
//           void in trump (two such players for a Sauspiel declarer who does not know his
//           partner yet). Declarer: his highest trump; partner: a low trump.
//   SK-ST-3 Sau suchen: a Sauspiel defender on lead, the called suit unopened, holds a card of
//           it: lead it (the lowest).
//   SK-ST-4 defenders do not lead trump: a defender on lead (any contract but a Ramsch) with
//           trump and a suit card, when SK-ST-3 does not apply: lead a suit card (the lowest of
//           the longest suit).
//   SK-ST-6 schmieren: not on lead, the trick's winner is a known partner (declarer <-> partner
//           once the partner knows himself or the declarer saw the ace fall or a Re; in a solo
//           the three defenders from the start; Sauspiel defenders once the partner is known)
//           and the trick is sure (every later player a known partner, or no unseen card beats
//           the winning card): give the most points among the schmier cards (preferably a
//           suit card).
// ST-6 and SK-ST-6 (RULES.md §6, revised): the schmier cards are every legal card but the
// queens and jacks (Obers and Unters), leaving out a card that would take the trick from the
// teammate unless it is a boss itself; no lesson when none of them has more points than the
// cheapest legal card. ST-8 fires only when the player plays last.
//
// Judging (judge_lessons) uses the decision's own values, unit and noise rule (solver/grades.h):
// a card's loss against the best in stakes, the decision's grade, and grade_for on the paired
// difference between two cards to tell a difference from noise. Followed -> praise when the
// decision is graded Best or Excellent, else a note (the rule of thumb did not fit). Not
// followed -> a mistake only when the decision is graded Inaccuracy or worse and the advised
// card the solver rates best beats the played one by more than noise (grade_for of their
// paired difference is not Best); the text says by how many stakes (always positive). A note
// otherwise: "a little better" (Excellent or Good), "made no difference", or "your card was the
// better one". A lesson's text never advises a card the solver rates below the played one:
// when the preferred card is, the text states the rule without naming it (`rule`) and names the
// solver's pick among the advised cards if that one is not below the played card.
// Contradictions (a mistake on a card graded Best, a negative amount, advice below the played
// card) are listed by lesson_contradictions, which tests/solver/test_contradictions.cpp runs
// over every sample and 100 real games.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/play.h"
#include "solver/analysis.h"
#include "solver/knowledge.h"

namespace solver {

// ST-8's `lesson_cheap_trick_max` (RULES.md, INTERP).
inline constexpr int kCheapTrickMax = 6;

struct LessonTrigger {
  std::string id;                // "ST-6"
  std::string title;             // "Schmier"
  CardMask recommended = 0;      // legal cards that follow the advice
  Card ideal = engine::kNoCard;  // the card the advice prefers
  std::string advice;            // a sentence naming the cards (the ideal)
  std::string rule;              // the same advice without naming a card
};

// What a detector may read. `state` is the actual state: detectors use only its public parts
// (the trick so far, who leads, tricks won, opened) and the mover's own hand.
struct LessonSituation {
  const Knowledge* k = nullptr;
  const engine::PlayRules* rules = nullptr;
  const engine::PlayState* state = nullptr;
  CardMask legal = 0;
};

std::vector<LessonTrigger> lesson_triggers(const LessonSituation& s);

// The comparison judge_lessons needs: the mean advantage of card `a` over card `b` for the
// mover, in stakes and in his side's card points (better = positive), with standard errors.
struct CardComparison {
  double units = 0;
  double units_se = 0;
  double points = 0;
  double points_se = 0;
};
using CompareCards = std::function<CardComparison(Card a, Card b)>;

// Turns triggers into lessons, from the decision's own values: `d` is a graded card decision
// (alternatives with their losses in stakes, the played index, the grade) and `compare` the
// paired comparison of two cards over the same worlds (table_compare). Card codes in the texts
// are written by the game's face (GameModule::card_text: German for Schafkopf).
std::vector<Lesson> judge_lessons(const std::vector<LessonTrigger>& triggers,
                                  const DecisionAnalysis& d, const CompareCards& compare,
                                  engine::Game game);

// The same where only the played card's loss (stakes) and the comparison are known (practice
// grading): a card's loss is the played loss minus its advantage over the played card, and the
// decision's grade is grade_for(played_loss, 0).
std::vector<Lesson> judge_lessons(const std::vector<LessonTrigger>& triggers, Card played,
                                  double played_loss, const CompareCards& compare,
                                  engine::Game game);

// The ways a decision's lessons can contradict its grade, one sentence each (empty when they
// agree): a mistake on a decision graded better than Inaccuracy, praise on one graded Good or
// worse, an amount that is negative, a lesson that advises a card the solver rates below the
// played one.
std::vector<std::string> lesson_contradictions(const DecisionAnalysis& d);

}  // namespace solver
