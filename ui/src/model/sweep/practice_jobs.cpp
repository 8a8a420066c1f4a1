// The slow parts of Sweep practice (ui/sweep/practice.h): the computer player's move, the
// tutor's hint, the grade of a turn and the review of a hand. Pure functions of their job, so
// they run on any thread. The hint, the grade and the review value a turn by the analyzer
// (solver/sweep/suggest.h), as `schmier analyze` and `schmier suggest` do.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "solver/grades.h"
#include "solver/sweep/analysis.h"
#include "solver/sweep/knowledge.h"
#include "solver/sweep/players.h"
#include "solver/sweep/suggest.h"
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

namespace {

SweepHintValue hint_value(const sw::SweepState& s, const solver::Alternative& a) {
  return {a.action.turn, a.units.mean, a.units.se, solver::sweep::action_words(s, a.action.turn)};
}

// The tutor's analyzer for a job: `tutor.max_worlds` worlds on `tutor.seed`, no hindsight.
solver::AnalysisOptions tutor_options(const solver::BotConfig& tutor) {
  return solver::sweep::suggest_analysis_options(tutor.max_worlds, tutor.seed);
}

}  // namespace

SweepHint compute_sweep_hint(const SweepHintJob& job, const std::atomic<bool>* cancel) {
  SweepHint h;
  const SweepPosition& p = job.position;
  if (cancel && cancel->load()) {
    h.note = "cancelled";
    return h;
  }
  const auto start = std::chrono::steady_clock::now();
  const solver::sweep::TurnQuestion q = solver::sweep::turn_question(p.rules, p.deal, p.actions);
  solver::Analyzer analyzer(tutor_options(job.tutor));
  const solver::sweep::TurnSuggestion t = solver::sweep::suggest_turn(analyzer, q, cancel);
  h.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (t.cancelled) {
    h.note = "cancelled";
    return h;
  }
  const solver::DecisionAnalysis& d = t.analysis;
  h.suggested = t.action;
  h.words = solver::sweep::action_words(p.state, t.action);
  h.worlds = d.worlds;
  std::vector<solver::sweep::SweepActionValue> values;
  for (const solver::Alternative& a : d.alternatives) {
    if (!a.has_values) continue;
    h.values.push_back(hint_value(p.state, a));
    values.push_back({a.action.turn, a.units.mean, a.units.se});
  }
  // The suggestion first: the analysis lists it first, or an equivalent action of equal value.
  std::stable_partition(h.values.begin(), h.values.end(), [&](const SweepHintValue& v) {
    return solver::sweep::equivalent_actions(p.rules, v.action, t.action);
  });
  // The lessons the suggestion follows (praise) and the notes that inform (SW-ST-7).
  const auto triggers = solver::sweep::sweep_lesson_triggers(q.knowledge);
  for (const solver::sweep::SweepLesson& l :
       solver::sweep::judge_sweep_lessons(q.knowledge, triggers, t.action, values, {},
                                          solver::sweep::kSweepLessonWorth, false, true)) {
    if (l.verdict != solver::LessonVerdict::kMistake) h.lessons.push_back(l);
  }
  if (h.values.size() >= 2) {
    h.reason = "Expected margin " + signed_points(h.values[0].margin) + "; next best " +
               h.values[1].words + " " + signed_points(h.values[1].margin) + " (" +
               std::to_string(h.worlds) + " deals of the unseen cards)";
  } else if (d.forced) {
    h.reason = h.words + ": the only legal action";
  } else {
    h.reason = h.words + ": every legal action comes to the same";
  }
  if (!t.graded_best) h.note = "a tie within the noise: the analysis may prefer another action";
  return h;
}

namespace {

// Grades `played` at the question's turn for its mover (see practice.h) with `analyzer`: the
// analysis of the turn, as the hint values it.
SweepGrade grade_turn(solver::Analyzer& analyzer, const solver::sweep::TurnQuestion& q,
                      const sw::Action& played, const std::atomic<bool>* cancel) {
  SweepGrade g;
  g.played = played;
  const auto start = std::chrono::steady_clock::now();
  const solver::DecisionAnalysis d = solver::sweep::analyze_turn(analyzer, q, played, cancel);
  g.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!d.complete) {
    g.note = cancel && cancel->load() ? "cancelled" : d.note;
    return g;
  }
  g.worlds = d.worlds;
  for (const solver::Alternative& a : d.alternatives) {
    if (a.has_values) g.values.push_back(hint_value(q.state, a));
  }
  const bool valued = !d.alternatives.empty() && d.alternatives.front().has_values;
  if (!valued) {
    // One legal action, or every one equivalent for the player: nothing to choose.
    g.grade = solver::Grade::kForced;
    g.grade_low = g.grade_high = g.grade;
    g.best = played;
  } else {
    g.best = d.alternatives.front().action.turn;
    const double stake = solver::sweep::kSweepStakePoints;
    g.loss_points = d.loss * stake;
    g.loss_se = d.loss_se * stake;
    g.grade = d.grade;
    g.settled = d.settled;
    g.grade_low = d.grade_low;
    g.grade_high = d.grade_high;
  }
  // The analysis's lessons: judged with the same values (a mistake only on a turn graded
  // Inaccuracy or worse).
  g.lessons = d.lessons;
  return g;
}

}  // namespace

SweepGrade compute_sweep_grade(const SweepGradeJob& job, const std::atomic<bool>* cancel) {
  if (cancel && cancel->load()) {
    SweepGrade g;
    g.hand_index = job.hand_index;
    g.turn = job.turn;
    g.generation = job.generation;
    g.played = job.played;
    g.note = "cancelled";
    return g;
  }
  const SweepPosition& p = job.position;
  solver::Analyzer analyzer(tutor_options(job.tutor));
  SweepGrade g = grade_turn(analyzer, solver::sweep::turn_question(p.rules, p.deal, p.actions),
                            job.played, cancel);
  g.hand_index = job.hand_index;
  g.turn = job.turn;
  g.generation = job.generation;
  return g;
}

SweepReview compute_sweep_review(const SweepReviewJob& job,
                                 const std::function<void(int, int)>& on_turn,
                                 const std::atomic<bool>* cancel) {
  SweepReview r;
  r.hand_index = job.hand_index;
  std::string error;
  const auto whole = engine::replay_sweep_log(job.log, 0, &error);
  if (!whole) {
    r.error = error;
    return r;
  }
  const std::vector<sw::Action>& acts = whole->actions;
  sw::SweepState s = whole->state;
  std::vector<int> mine;
  {
    sw::SweepState t = s;
    for (std::size_t i = 0; i < acts.size(); ++i) {
      if (t.mover == job.human_seat && static_cast<int>(i) >= job.first_turn) {
        mine.push_back(static_cast<int>(i));
      }
      sw::make(t, whole->rules, acts[i]);
    }
  }
  double accuracy_sum = 0;
  r.complete = true;
  // One analyzer for the hand: the worlds of each turn come from the seed and the turn.
  solver::Analyzer analyzer(tutor_options(job.tutor));
  std::size_t next = 0;
  for (std::size_t i = 0; i < acts.size() && next < mine.size(); ++i) {
    if (static_cast<int>(i) == mine[next]) {
      if (cancel && cancel->load()) {
        r.complete = false;
        break;
      }
      const std::vector<sw::Action> before(acts.begin(), acts.begin() + static_cast<long>(i));
      SweepGrade g = grade_turn(
          analyzer, solver::sweep::turn_question(whole->rules, job.log.sweep().deal, before),
          acts[i], cancel);
      if (cancel && cancel->load()) {
        r.complete = false;
        break;
      }
      g.hand_index = job.hand_index;
      g.turn = static_cast<int>(i);
      if (g.grade != solver::Grade::kNotGraded) {
        r.human.grade_counts[static_cast<std::size_t>(g.grade)]++;
      }
      if (g.grade != solver::Grade::kForced && g.grade != solver::Grade::kNotGraded) {
        const double loss = g.loss_points / solver::sweep::kSweepStakePoints;
        r.human.decisions++;
        r.human.total_loss += loss;
        accuracy_sum += solver::decision_accuracy(loss);
      }
      if ((g.grade == solver::Grade::kMistake || g.grade == solver::Grade::kBlunder) && g.best) {
        SweepMistake m;
        m.turn = g.turn;
        m.played = g.played;
        m.best = *g.best;
        m.grade = g.grade;
        m.loss_points = g.loss_points;
        m.lessons = g.lessons;
        std::stable_sort(m.lessons.begin(), m.lessons.end(),
                         [](const solver::Lesson& a, const solver::Lesson& b) {
                           return (a.verdict == solver::LessonVerdict::kMistake) >
                                  (b.verdict == solver::LessonVerdict::kMistake);
                         });
        m.text = "Turn " + std::to_string(m.turn + 1) + " (round " + std::to_string(s.round + 1) +
                 "): you played " + solver::sweep::action_words(s, m.played) + "; " +
                 solver::sweep::action_words(s, m.best) + " was better by " +
                 points_text(m.loss_points) + " points (" + solver::grade_name(g.grade) + ").";
        r.mistakes.push_back(std::move(m));
      }
      r.turns.push_back(std::move(g));
      ++next;
      if (on_turn) on_turn(static_cast<int>(next), static_cast<int>(mine.size()));
    }
    sw::make(s, whole->rules, acts[i]);
  }
  r.human.accuracy = r.human.decisions > 0 ? accuracy_sum / r.human.decisions : 100.0;
  return r;
}

}  // namespace ui::practice
