// The slow parts of a practice session as pure functions of a job: computer players' moves, the
// grade of one decision, the tutor's hint and the review of a finished hand. Each builds its own
// solver objects, so any number of them may run on any threads.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>

#include "engine/hand_log.h"
#include "practice_games.h"
#include "solver/grades.h"
#include "solver/knowledge.h"
#include "solver/lessons.h"
#include "solver/reasons.h"
#include "solver/schafkopf/auction.h"
#include "solver/schafkopf/knowledge.h"
#include "solver/schafkopf/players.h"
#include "solver/sheepshead/heuristic_player.h"
#include "solver/suggest.h"
#include "ui/analysis_view.h"
#include "ui/practice/session.h"
#include "ui/practice_screen.h"

namespace ui::practice {
namespace {

std::string percent(double stakes) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", stakes);
  return buf;
}

// A decision's lessons for its key-mistake entry: the mistakes first, then the others.
std::vector<solver::Lesson> key_lessons(const solver::DecisionAnalysis& d) {
  std::vector<solver::Lesson> out;
  for (const solver::Lesson& l : d.lessons) {
    if (l.verdict == solver::LessonVerdict::kMistake) out.push_back(l);
  }
  for (const solver::Lesson& l : d.lessons) {
    if (l.verdict != solver::LessonVerdict::kMistake) out.push_back(l);
  }
  return out;
}

// The key mistake's sentence with the game's default card notation (the panels word it with the
// player's: key_mistake_text).
std::string mistake_text(const KeyMistake& m) {
  return key_mistake_text(m, m.schafkopf ? CardNames{true, false} : CardNames{});
}

}  // namespace

MoveGrade ungraded(const GradeJob& job) {
  MoveGrade g;
  g.hand_index = job.hand_index;
  g.action_index = job.action_index;
  g.generation = job.generation;
  g.move = job.move;
  return g;
}

void add_key_mistakes(Review& r, int human_seat, bool schafkopf) {
  for (const solver::DecisionAnalysis& d : r.analysis.decisions) {
    if (d.mover != human_seat || !d.complete || d.alternatives.empty()) continue;
    if (d.grade != solver::Grade::kMistake && d.grade != solver::Grade::kBlunder) continue;
    KeyMistake m;
    m.decision = d.index;
    m.action_index = static_cast<std::size_t>(d.index);
    m.kind = d.kind;
    m.played = d.played;
    m.best = d.alternatives[static_cast<std::size_t>(d.best)].action;
    m.grade = d.grade;
    m.loss = d.loss;
    m.lessons = key_lessons(d);
    m.trick = d.kind == solver::DecisionKind::kPlay ? d.trick : -1;
    m.schafkopf = schafkopf;
    m.text = mistake_text(m);
    r.mistakes.push_back(std::move(m));
  }
}

namespace {

std::string signed_units(double u) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.2f", u);
  return buf;
}

// "Pick: +0.75 units on average over 16 deals that fit what you know; pass: -0.50 units. With
// pick your side wins about 7 in 10 (68%). The rule of thumb agrees." One unit in the sentence:
// the difference in stakes is the table's; the chance is the calibrated win chance of the
// mover's side after the best choice (solver/win_chance.h), over the same deals.
// A choice in the reason line: an announcement in the words of its button ("Pass",
// "Crack", "Blitz"), anything else as the analysis names it.
std::string reason_label(const solver::Action& a) {
  if (a.kind == solver::DecisionKind::kAnnounce) return announce_word(a.announce);
  return choice_text(a, CardNames{});
}

std::string heuristic_text(const Move& m) {
  if (const auto* a = std::get_if<solver::Action>(&m)) {
    if (a->kind == solver::DecisionKind::kAnnounce) return "choose " + reason_label(*a);
    return a->kind == solver::DecisionKind::kPick ? (a->take ? "pick" : "pass") : reason_label(*a);
  }
  return move_text(m);
}

std::string auction_reason(const Hint& h, int worlds, double chance) {
  if (h.alternatives.empty() || !h.alternatives[0].has_values) return {};
  const solver::Alternative& best = h.alternatives[0];
  std::string r = reason_label(best.action) + ": " + signed_units(best.units.mean) +
                  " units on average over " + std::to_string(worlds) +
                  " deals that fit what you know";
  if (h.alternatives.size() > 1 && h.alternatives[1].has_values) {
    const solver::Alternative& next = h.alternatives[1];
    r += "; " + reason_label(next.action) + ": " + signed_units(next.units.mean) + " units";
  }
  r += ".";
  r[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(r[0])));
  if (chance >= 0) {
    r += " With " + reason_label(best.action) + " your side wins " + solver::chance_words(chance) +
         ".";
  }
  if (h.heuristic) {
    r += h.agrees_with_heuristic ? " The rule of thumb agrees."
                                 : " The rule of thumb would " + heuristic_text(*h.heuristic) + ".";
  }
  return r;
}

// The practice hint from the solver's tutor hint (solver/suggest.h), with the reason line.
Hint to_hint(solver::TutorHint&& t) {
  Hint h;
  h.suggested = t.suggested;
  h.alternatives = std::move(t.alternatives);
  h.lessons = std::move(t.lessons);
  if (t.heuristic) h.heuristic = *t.heuristic;
  h.agrees_with_heuristic = t.agrees_with_heuristic;
  h.worlds = t.worlds;
  h.note = std::move(t.note);
  const bool has_chance = t.mover >= 0 && static_cast<std::size_t>(t.mover) < t.win_chance.size();
  const double chance = has_chance ? t.win_chance[static_cast<std::size_t>(t.mover)] : -1.0;
  if (t.auction_valued)
    h.reason = t.only_choice ? "the only legal choice." : auction_reason(h, h.worlds, chance);
  return h;
}

}  // namespace

std::string key_mistake_text(const KeyMistake& m, CardNames names) {
  std::string where;
  std::string played;
  switch (m.kind) {
    case solver::DecisionKind::kPick:
      where = "Auction";
      played = m.played.take ? "you picked" : "you passed";
      break;
    case solver::DecisionKind::kBury:
      where = "Bury";
      played = "you buried" + choice_text(m.played, names).substr(4);
      break;
    case solver::DecisionKind::kCall:
      where = "Call";
      played = m.played.call.type == engine::CallType::kAlone
                   ? std::string("you went alone")
                   : "you called" + choice_text(m.played, names).substr(4);
      break;
    case solver::DecisionKind::kPlay:
      where = "Trick " + std::to_string(m.trick + 1);
      played = "you played " + choice_text(m.played, names);
      break;
    case solver::DecisionKind::kBid:
      where = "Auction";
      played = "you said " + choice_text(m.played, names);
      break;
    case solver::DecisionKind::kDeclare:
      where = "Contract";
      played = "you declared " + choice_text(m.played, names);
      break;
    case solver::DecisionKind::kDouble:
      where = "Doubling";
      played = "you said " + choice_text(m.played, names);
      break;
    case solver::DecisionKind::kAnnounce:
      where = "Announcements";
      played = "you said " + choice_text(m.played, names);
      break;
  }
  return where + ": " + played + "; " + choice_text(m.best, names) + " was better by " +
         percent(m.loss) + " stakes (" + solver::grade_name(m.grade) + ").";
}

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
  return trick_practice_face(job.log.game).grade(job, cancel);
}

Hint compute_hint(const HintJob& job, const std::atomic<bool>* cancel) {
  Hint h;
  if (cancel && cancel->load()) {
    h.note = "cancelled";
    return h;
  }
  const auto t0 = std::chrono::steady_clock::now();
  solver::TutorOptions o;
  o.tutor = job.tutor;
  o.sk_auction_max_worlds = kSkAuctionHintWorlds;
  o.sk_auction_budget_seconds = kSkAuctionHintSeconds;
  h = to_hint(job.position.schafkopf ? solver::tutor_hint(*job.position.schafkopf, o, cancel)
                                     : solver::tutor_hint(*job.position.sheepshead, o, cancel));
  h.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return h;
}

Review compute_review(const ReviewJob& job, const solver::DecisionCallback& on_decision,
                      const std::atomic<bool>* cancel) {
  return trick_practice_face(job.log.game).review(job, on_decision, cancel);
}

}  // namespace ui::practice
