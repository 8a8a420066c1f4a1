// The slow parts of Sweep practice (ui/sweep/practice.h): the computer player's move, the
// tutor's hint, the grade of a turn and the review of a hand. Pure functions of their job, so
// they run on any thread.
#include <chrono>
#include <cmath>
#include <cstdio>

#include "solver/sweep/analysis.h"
#include "solver/sweep/knowledge.h"
#include "solver/sweep/players.h"
#include "ui/sweep/practice.h"

namespace ui::practice {
namespace sw = engine::sweep;

namespace {

std::string points_text(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

std::string signed_points(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.1f", v);
  return buf;
}

}  // namespace

sw::Action compute_sweep_bot_move(const SweepBotJob& job) {
  const SweepPosition& p = job.position;
  const solver::sweep::SweepKnowledge k =
      solver::sweep::sweep_knowledge(p.rules, p.deal, p.state, p.state.mover);
  auto bot = solver::sweep::make_sweep_bot(job.bot);
  return bot->decide(k).action;
}

SweepHint compute_sweep_hint(const SweepHintJob& job, const std::atomic<bool>* cancel) {
  SweepHint h;
  const SweepPosition& p = job.position;
  const solver::sweep::SweepKnowledge k =
      solver::sweep::sweep_knowledge(p.rules, p.deal, p.state, job.seat);
  if (cancel && cancel->load()) {
    h.note = "cancelled";
    return h;
  }
  const auto start = std::chrono::steady_clock::now();
  auto tutor = solver::sweep::make_sweep_bot(job.tutor);
  const solver::sweep::SweepAdvice advice = tutor->decide(k);
  h.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  h.suggested = advice.action;
  h.words = solver::sweep::action_words(p.state, advice.action);
  h.worlds = advice.worlds;
  for (const solver::sweep::SweepActionValue& v : advice.values) {
    h.values.push_back(
        {v.action, v.margin, v.margin_se, solver::sweep::action_words(p.state, v.action)});
  }
  // The lessons the suggestion follows (praise) and the notes that inform (SW-ST-7).
  const auto triggers = solver::sweep::sweep_lesson_triggers(k);
  for (const solver::sweep::SweepLesson& l :
       solver::sweep::judge_sweep_lessons(k, triggers, advice.action, advice.values)) {
    if (l.verdict != solver::LessonVerdict::kMistake) h.lessons.push_back(l);
  }
  if (h.values.size() >= 2) {
    h.reason = h.words + ": expected margin " + signed_points(h.values[0].margin) + "; next best " +
               h.values[1].words + " " + signed_points(h.values[1].margin) + " (" +
               std::to_string(h.worlds) + " deals of the unseen cards)";
  } else if (h.values.size() == 1) {
    h.reason = h.words + ": every legal action comes to the same";
  } else {
    h.reason = h.words + ": the rule of thumb (the position needs no search)";
  }
  if (advice.to_round_end) h.reason += "; looked ahead to the end of the round";
  return h;
}

SweepGrade compute_sweep_grade(const SweepGradeJob& job, const std::atomic<bool>* cancel) {
  SweepGrade g;
  g.hand_index = job.hand_index;
  g.turn = job.turn;
  g.generation = job.generation;
  g.played = job.played;
  solver::Analyzer analyzer(job.options);
  g.analysis = analyzer.analyze_decision(job.log, job.turn, cancel);
  const solver::DecisionAnalysis& d = g.analysis;
  if (!d.complete) {
    g.note = d.note.empty() ? "cancelled" : d.note;
    return g;
  }
  g.grade = d.grade;
  g.note = d.note;
  g.loss_points = d.loss * solver::sweep::kSweepStakePoints;
  if (!d.alternatives.empty() && d.grade != solver::Grade::kNotGraded) {
    g.best = d.alternatives[static_cast<std::size_t>(d.best)].action.turn;
  }
  g.lessons = d.lessons;
  return g;
}

SweepReview compute_sweep_review(const SweepReviewJob& job,
                                 const std::function<void(int, int)>& on_turn,
                                 const std::atomic<bool>* cancel) {
  SweepReview r;
  r.hand_index = job.hand_index;
  solver::Analyzer analyzer(job.options);
  std::string error;
  const std::vector<solver::DecisionRef> refs = analyzer.decisions(job.log, &error);
  if (refs.empty()) {
    r.error = error.empty() ? "the hand has no turns" : error;
    return r;
  }
  std::vector<int> mine;
  for (const solver::DecisionRef& d : refs) {
    if (d.mover == job.human_seat && d.index >= job.first_turn) mine.push_back(d.index);
  }
  double accuracy_sum = 0;
  r.complete = true;
  for (std::size_t i = 0; i < mine.size(); ++i) {
    if (cancel && cancel->load()) {
      r.complete = false;
      break;
    }
    solver::DecisionAnalysis d = analyzer.analyze_decision(job.log, mine[i], cancel);
    if (!d.complete) {
      r.complete = false;
      break;
    }
    if (d.grade != solver::Grade::kNotGraded) {
      r.human.grade_counts[static_cast<std::size_t>(d.grade)]++;
    }
    if (!d.forced && d.grade != solver::Grade::kNotGraded) {
      r.human.decisions++;
      r.human.total_loss += d.loss;
      accuracy_sum += 100.0 * std::exp(-d.loss);
    }
    if ((d.grade == solver::Grade::kMistake || d.grade == solver::Grade::kBlunder) &&
        !d.alternatives.empty()) {
      SweepMistake m;
      m.turn = d.index;
      m.played = d.played.turn;
      m.best = d.alternatives[static_cast<std::size_t>(d.best)].action.turn;
      m.grade = d.grade;
      m.loss_points = d.loss * solver::sweep::kSweepStakePoints;
      m.lessons = d.lessons;
      std::string replay_error;
      const auto before =
          engine::replay_sweep_log(job.log, static_cast<std::size_t>(d.index), &replay_error);
      const std::string played = before ? solver::sweep::action_words(before->state, m.played)
                                        : sweep_action_code(m.played);
      const std::string best =
          before ? solver::sweep::action_words(before->state, m.best) : sweep_action_code(m.best);
      const int round = before ? before->state.round + 1 : 0;
      m.text = "Turn " + std::to_string(d.index + 1) + " (round " + std::to_string(round) +
               "): you played " + played + "; " + best + " was better by " +
               points_text(m.loss_points) + " points (" + solver::grade_name(d.grade) + ").";
      r.mistakes.push_back(std::move(m));
    }
    r.decisions.push_back(std::move(d));
    if (on_turn) on_turn(static_cast<int>(i) + 1, static_cast<int>(mine.size()));
  }
  r.human.accuracy = r.human.decisions > 0 ? accuracy_sum / r.human.decisions : 100.0;
  return r;
}

}  // namespace ui::practice
