// The slow parts of Sweep practice (ui/sweep/practice.h): the computer player's move, the
// tutor's hint, the grade of a turn and the review of a hand. Pure functions of their job, so
// they run on any thread.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "solver/grades.h"
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
  // The suggestion first: on equal values the player's list agrees with the tutor's pick (ties go
  // to the rule-based order, solver/sweep/players.h).
  std::stable_partition(h.values.begin(), h.values.end(), [&](const SweepHintValue& v) {
    return solver::sweep::equivalent_actions(p.rules, v.action, advice.action);
  });
  // The lessons the suggestion follows (praise) and the notes that inform (SW-ST-7).
  const auto triggers = solver::sweep::sweep_lesson_triggers(k);
  for (const solver::sweep::SweepLesson& l :
       solver::sweep::judge_sweep_lessons(k, triggers, advice.action, advice.values)) {
    if (l.verdict != solver::LessonVerdict::kMistake) h.lessons.push_back(l);
  }
  if (h.values.size() >= 2) {
    h.reason = "Expected margin " + signed_points(h.values[0].margin) + "; next best " +
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

namespace {

// The hall's Lesson for a Sweep lesson (cards as Sweep card numbers, as the analyzer's).
solver::Lesson hall_lesson(const solver::sweep::SweepLesson& l) {
  solver::Lesson out;
  out.id = l.id;
  out.title = l.title;
  out.verdict = l.verdict;
  out.text = l.text;
  for (sw::Card c : sw::cards(l.cards)) out.cards.push_back(static_cast<engine::Card>(c));
  out.advised =
      l.advised.card == sw::kNoCard ? engine::kNoCard : static_cast<engine::Card>(l.advised.card);
  return out;
}

// Grades `played` at `state` for its mover (see practice.h).
SweepGrade grade_turn(const sw::SweepRules& rules, const sw::SweepDeal& deal,
                      const sw::SweepState& state, const sw::Action& played,
                      const solver::BotConfig& tutor) {
  SweepGrade g;
  g.played = played;
  const solver::sweep::SweepKnowledge k =
      solver::sweep::sweep_knowledge(rules, deal, state, state.mover);
  const auto start = std::chrono::steady_clock::now();
  auto bot = solver::sweep::make_sweep_bot(tutor);
  const solver::sweep::SweepAdvice advice = bot->decide(k);
  g.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  g.worlds = advice.worlds;
  for (const solver::sweep::SweepActionValue& v : advice.values) {
    g.values.push_back(
        {v.action, v.margin, v.margin_se, solver::sweep::action_words(state, v.action)});
  }
  std::vector<sw::Action> legal;
  sw::legal_actions(state, rules, legal);
  const bool forced = std::all_of(legal.begin(), legal.end(), [&](const sw::Action& a) {
    return solver::sweep::equivalent_actions(rules, a, legal.front());
  });
  if (forced) {
    g.grade = solver::Grade::kForced;
    g.best = played;
  } else if (advice.values.empty()) {
    g.note = "the position was decided by the rule of thumb, without values";
  } else {
    const solver::sweep::SweepActionValue& best = advice.values.front();
    const solver::sweep::SweepActionValue* mine = nullptr;
    for (const solver::sweep::SweepActionValue& v : advice.values) {
      if (solver::sweep::equivalent_actions(rules, v.action, played)) {
        mine = &v;
        break;
      }
    }
    if (!mine) {
      g.note = "the played action has no value";
    } else {
      g.best = best.action;
      g.loss_points = std::max(0.0, best.margin - mine->margin);
      g.loss_se = std::sqrt(best.margin_se * best.margin_se + mine->margin_se * mine->margin_se);
      const double stake = solver::sweep::kSweepStakePoints;
      g.grade = solver::grade_for(g.loss_points / stake, g.loss_se / stake, false);
    }
  }
  const auto triggers = solver::sweep::sweep_lesson_triggers(k);
  for (const solver::sweep::SweepLesson& l :
       solver::sweep::judge_sweep_lessons(k, triggers, played, advice.values)) {
    g.lessons.push_back(hall_lesson(l));
  }
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
  SweepGrade g = grade_turn(p.rules, p.deal, p.state, job.played, job.tutor);
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
  std::size_t next = 0;
  for (std::size_t i = 0; i < acts.size() && next < mine.size(); ++i) {
    if (static_cast<int>(i) == mine[next]) {
      if (cancel && cancel->load()) {
        r.complete = false;
        break;
      }
      solver::BotConfig tutor = job.tutor;
      tutor.seed = job.tutor.seed ^ (static_cast<std::uint64_t>(i) * 0x9e3779b97f4a7c15ull);
      SweepGrade g = grade_turn(whole->rules, job.log.sweep().deal, s, acts[i], tutor);
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
