// The slow parts of a practice session as pure functions of a job: computer players' moves, the
// grade of one decision, the tutor's hint and the review of a finished hand. Each builds its own
// solver objects, so any number of them may run on any threads.
#include <chrono>

#include "engine/hand_log.h"
#include "solver/knowledge.h"
#include "solver/lessons.h"
#include "ui/practice/session.h"

namespace ui::practice {
namespace {

std::string percent(double stakes) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", stakes);
  return buf;
}

// "Trick 3: you played KC; AC was better by 1.20 stakes (blunder)."
std::string mistake_text(const solver::DecisionAnalysis& d, const solver::Action& best) {
  std::string where;
  std::string played;
  switch (d.kind) {
    case solver::DecisionKind::kPick:
      where = "Auction";
      played = d.played.take ? "you picked" : "you passed";
      break;
    case solver::DecisionKind::kBury:
      where = "Bury";
      played = "you buried " + engine::mask_string(d.played.bury);
      break;
    case solver::DecisionKind::kCall:
      where = "Call";
      played = "you called " + engine::call_string(d.played.call);
      break;
    case solver::DecisionKind::kPlay:
      where = "Trick " + std::to_string(d.trick + 1);
      played = "you played " + engine::card_code(d.played.card);
      break;
  }
  return where + ": " + played + "; " + solver::action_text(best) + " was better by " +
         percent(d.loss) + " stakes (" + solver::grade_name(d.grade) + ").";
}

}  // namespace

int Position::to_act() const {
  if (sheepshead) return sheepshead->to_act();
  if (schafkopf) return schafkopf->to_act();
  return -1;
}

Move compute_bot_move(const BotJob& job) {
  if (job.position.sheepshead) {
    auto bot = solver::make_sheepshead_bot(job.bot);
    return Move{bot->decide(*job.position.sheepshead).action};
  }
  auto bot = solver::make_schafkopf_bot(job.bot);
  return Move{bot->decide(*job.position.schafkopf).action};
}

MoveGrade compute_grade(const GradeJob& job, const std::atomic<bool>* cancel) {
  MoveGrade g;
  g.hand_index = job.hand_index;
  g.action_index = job.action_index;
  g.generation = job.generation;
  g.move = job.move;
  if (job.log.game != engine::Game::kSheepshead) {
    g.note = "Schafkopf decisions are not graded yet (the analysis covers Sheepshead only)";
    return g;
  }
  solver::Analyzer analyzer(job.options);
  std::string error;
  const std::vector<solver::DecisionRef> refs = analyzer.decisions(job.log, &error);
  if (job.decision < 0 || static_cast<std::size_t>(job.decision) >= refs.size()) {
    g.note = error.empty() ? "this decision cannot be graded" : error;
    return g;
  }
  g.analysis = analyzer.analyze_decision(job.log, job.decision, cancel);
  const solver::DecisionAnalysis& d = g.analysis;
  if (!d.complete) {
    g.note = d.note.empty() ? "cancelled" : d.note;
    return g;
  }
  g.grade = d.grade;
  g.loss = d.loss;
  if (!d.alternatives.empty() && d.grade != solver::Grade::kNotGraded) {
    g.best = d.alternatives[static_cast<std::size_t>(d.best)].action;
  }
  g.lessons = d.lessons;
  g.note = d.note;
  return g;
}

Hint compute_hint(const HintJob& job, const std::atomic<bool>* cancel) {
  Hint h;
  if (cancel && cancel->load()) {
    h.note = "cancelled";
    return h;
  }
  const auto t0 = std::chrono::steady_clock::now();
  if (job.position.schafkopf) {
    auto bot = solver::make_schafkopf_bot(job.tutor);
    solver::SkAdvice a = bot->decide(*job.position.schafkopf);
    h.suggested = a.action;
    h.alternatives = std::move(a.alternatives);
    h.worlds = a.worlds;
  } else {
    const engine::SheepsheadHand& hand = *job.position.sheepshead;
    auto bot = solver::make_sheepshead_bot(job.tutor);
    solver::Advice a = bot->decide(hand);
    h.suggested = a.action;
    h.alternatives = std::move(a.alternatives);
    h.worlds = a.worlds;
    // The lessons whose advice the suggested card follows, from the detectors of lessons.h in
    // this position, seen by the seat to act.
    if (a.action.kind == solver::DecisionKind::kPlay && hand.phase() == engine::Phase::kPlay) {
      const engine::HandLog hl = engine::hand_log(hand);
      std::string error;
      if (hl.errors.empty()) {
        auto k = solver::sheepshead_play_knowledge(hl.log, hand.plays().size(), &error);
        if (k) {
          solver::LessonSituation s;
          s.k = &*k;
          s.rules = &hand.play_rules();
          s.state = &hand.play_state();
          s.legal = hand.legal_cards();
          for (const solver::LessonTrigger& t : solver::lesson_triggers(s)) {
            if (!engine::has(t.recommended, a.action.card)) continue;
            solver::Lesson l;
            l.id = t.id;
            l.title = t.title;
            l.verdict = solver::LessonVerdict::kPraise;
            l.text = t.advice;
            l.cards.push_back(a.action.card);
            h.lessons.push_back(std::move(l));
          }
        }
      }
    }
  }
  h.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return h;
}

Review compute_review(const ReviewJob& job, const solver::DecisionCallback& on_decision,
                      const std::atomic<bool>* cancel) {
  Review r;
  r.hand_index = job.hand_index;
  if (job.log.game != engine::Game::kSheepshead) {
    r.error = "Schafkopf hands cannot be reviewed yet (the analysis covers Sheepshead only)";
    return r;
  }
  solver::Analyzer analyzer(job.options);
  r.analysis = analyzer.analyze(job.log, on_decision, cancel);
  r.complete = r.analysis.complete;
  r.error = r.analysis.error;
  if (job.human_seat >= 0 && job.human_seat < engine::kMaxPlayers) {
    r.human = r.analysis.accuracy[static_cast<std::size_t>(job.human_seat)];
  }
  for (const solver::DecisionAnalysis& d : r.analysis.decisions) {
    if (d.mover != job.human_seat || !d.complete) continue;
    if (d.grade != solver::Grade::kMistake && d.grade != solver::Grade::kBlunder) continue;
    if (d.alternatives.empty()) continue;
    KeyMistake m;
    m.decision = d.index;
    // The session's actions of a Sheepshead hand are in the analyzer's decision order
    // (auction, bury, call, plays), so the indices agree.
    m.action_index = static_cast<std::size_t>(d.index);
    m.kind = d.kind;
    m.played = d.played;
    m.best = d.alternatives[static_cast<std::size_t>(d.best)].action;
    m.grade = d.grade;
    m.loss = d.loss;
    for (const solver::Lesson& l : d.lessons) {
      if (l.verdict == solver::LessonVerdict::kMistake) m.lessons.push_back(l);
    }
    for (const solver::Lesson& l : d.lessons) {
      if (l.verdict != solver::LessonVerdict::kMistake) m.lessons.push_back(l);
    }
    m.text = mistake_text(d, m.best);
    r.mistakes.push_back(std::move(m));
  }
  return r;
}

}  // namespace ui::practice
