// Schafkopf's practice jobs (RULES.md SK-*): the grade of the player's card by the strong player's
// valuation with the Schafkopf lessons (SK-ST-*), the grade of a bid, declaration or Kontra/Re
// answer as its hint values it, and the review of a finished hand. The shared jobs
// (../practice_jobs.cpp) reach them through the game's face (../practice_games.cpp).
#include <algorithm>
#include <atomic>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "../practice_games.h"
#include "engine/hand_log.h"
#include "solver/grades.h"
#include "solver/knowledge.h"
#include "solver/lessons.h"
#include "solver/schafkopf/auction.h"
#include "solver/schafkopf/knowledge.h"
#include "solver/schafkopf/players.h"
#include "solver/suggest.h"
#include "ui/practice/session.h"

namespace ui::practice {
namespace {

// The Schafkopf hand as dealt with the first n actions applied; nullopt with *error when an
// action does not replay.
std::optional<engine::SchafkopfHand> sk_replay(const engine::SchafkopfHand& start,
                                               const std::vector<Move>& actions, std::size_t n,
                                               std::string* error) {
  engine::SchafkopfHand hand(start.rules(), start.dealer(), start.dealt());
  for (std::size_t i = 0; i < n && i < actions.size(); ++i) {
    const auto* a = std::get_if<solver::SkAction>(&actions[i]);
    if (!a) {
      *error = "action " + std::to_string(i + 1) + " is not a Schafkopf action";
      return std::nullopt;
    }
    if (auto e = solver::apply_action(hand, *a)) {
      *error = "action " + std::to_string(i + 1) + " does not replay: " + *e;
      return std::nullopt;
    }
  }
  return hand;
}

// The Schafkopf lessons (solver/lessons.h, SK-ST-*) at the card `played` of the seat to act in
// `before`, judged with the strong player's per-world values `v` (units only: the valuation has
// no card points, so a lesson is a mistake only when the units say so).
std::vector<solver::Lesson> sk_card_lessons(const engine::SchafkopfHand& before,
                                            engine::Card played, double played_loss,
                                            const solver::SkCardValuation& v) {
  std::string error;
  const std::optional<solver::Knowledge> k = solver::schafkopf_play_knowledge(before, &error);
  if (!k) return {};
  const solver::LessonSituation sit{&*k, &before.setup().play, &before.play_state(),
                                    before.legal_cards()};
  const std::vector<solver::Alternative>& alts = v.advice.alternatives;
  auto index_of = [&](engine::Card c) -> std::optional<std::size_t> {
    for (std::size_t i = 0; i < alts.size(); ++i) {
      if (alts[i].action.card == c) return i;
    }
    return std::nullopt;
  };
  // The mean advantage of card a over card b per world, in stakes, with its standard error.
  auto compare = [&](engine::Card a, engine::Card b) {
    solver::CardComparison c;
    const auto ia = index_of(a);
    const auto ib = index_of(b);
    if (!ia || !ib) return c;
    const std::vector<double>& wa = v.world_units[*ia];
    const std::vector<double>& wb = v.world_units[*ib];
    const std::size_t n = std::min(wa.size(), wb.size());
    if (n == 0) return c;
    double sum = 0, sum2 = 0;
    for (std::size_t w = 0; w < n; ++w) {
      const double diff = (wa[w] - wb[w]) / v.stake;
      sum += diff;
      sum2 += diff * diff;
    }
    const double nn = static_cast<double>(n);
    c.units = sum / nn;
    if (!v.exact && n > 1) {
      const double var = std::max(0.0, (sum2 - nn * c.units * c.units) / (nn - 1));
      c.units_se = std::sqrt(var / nn);
    }
    return c;
  };
  return solver::judge_lessons(solver::lesson_triggers(sit), played, played_loss, compare,
                               engine::Game::kSchafkopf);
}

// Grades the card `played` of the seat to act in `before` (a hand in play) by the strong
// player's valuation over options.samples fixed worlds. complete is false (with a note) when it
// cannot be graded.
solver::DecisionAnalysis sk_grade_card(const engine::SchafkopfHand& before, engine::Card played,
                                       const solver::AnalysisOptions& options) {
  solver::DecisionAnalysis d;
  d.kind = solver::DecisionKind::kPlay;
  d.mover = before.to_act();
  d.play_index = static_cast<int>(before.plays().size());
  d.trick = d.play_index / engine::kSchafkopfSeats;
  d.played.kind = solver::DecisionKind::kPlay;
  d.played.card = played;
  if (before.phase() != engine::SkPhase::kPlay || !engine::has(before.legal_cards(), played)) {
    d.note = "the graded card is not a legal card of the hand before it";
    return d;
  }
  const auto t0 = std::chrono::steady_clock::now();
  if (engine::count(before.legal_cards()) == 1) {
    solver::Alternative only;
    only.action = d.played;
    d.alternatives.push_back(only);
    d.forced = true;
    d.grade = solver::Grade::kForced;
    d.note = "the only legal card";
    d.complete = true;
    return d;
  }
  solver::BotConfig bot;
  bot.strength = solver::Strength::kStrong;
  bot.seed = options.seed;
  bot.budget_seconds = 0;
  bot.max_worlds = std::max(1, options.samples);
  bot.min_worlds = bot.max_worlds;
  const solver::SkCardValuation v = solver::sk_value_cards(bot, before);
  const std::vector<solver::Alternative>& alts = v.advice.alternatives;
  if (alts.empty() || v.world_units.size() != alts.size() || v.advice.worlds <= 0) {
    d.note = std::string("the tutor plays this by rule of thumb (a Ramsch's early tricks); ") +
             "not graded";
    return d;
  }
  const auto it = std::find_if(alts.begin(), alts.end(), [&](const solver::Alternative& a) {
    return a.action.card == played;
  });
  if (it == alts.end()) {
    d.note = "the tutor did not value the played card";
    return d;
  }
  const std::size_t pi = static_cast<std::size_t>(it - alts.begin());
  d.alternatives = alts;
  d.played_index = static_cast<int>(pi);
  d.best = 0;
  d.worlds = v.advice.worlds;
  d.exact = v.exact;
  // The standard error of the paired difference best - played, per world, in stakes.
  const std::vector<double>& wb = v.world_units[0];
  const std::vector<double>& wp = v.world_units[pi];
  const std::size_t n = std::min(wb.size(), wp.size());
  if (!v.exact && n > 1) {
    double s = 0, s2 = 0;
    for (std::size_t w = 0; w < n; ++w) {
      const double diff = (wb[w] - wp[w]) / v.stake;
      s += diff;
      s2 += diff * diff;
    }
    const double mean = s / static_cast<double>(n);
    const double var =
        std::max(0.0, (s2 - static_cast<double>(n) * mean * mean) / static_cast<double>(n - 1));
    d.loss_se = std::sqrt(var / static_cast<double>(n));
  }
  d.loss = alts[pi].loss;
  d.alternatives[pi].loss_se = d.loss_se;
  d.grade = solver::grade_for(d.loss, d.loss_se, false);
  d.lessons = sk_card_lessons(before, played, d.loss, v);
  d.note =
      "sampled over " + std::to_string(d.worlds) + " worlds" + (v.exact ? " (every world)" : "");
  d.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  d.complete = true;
  return d;
}

// --- Schafkopf auction, declaration and Kontra/Re (solver/schafkopf/auction.h)
// ----------------------

// A grade of the human's bid, declaration or poll answer: the position before it valued as a
// hint is, with the grade's worlds (options.samples, no time budget, so it is reproducible).
solver::DecisionAnalysis sk_grade_auction_action(const engine::SchafkopfHand& before,
                                                 const solver::SkAction& played,
                                                 const solver::AnalysisOptions& options,
                                                 const std::atomic<bool>* cancel) {
  solver::SkAuctionOptions o;
  o.seed = options.seed;
  o.max_worlds = std::max(1, options.samples);
  o.min_worlds = std::clamp(options.min_samples, 1, o.max_worlds);
  o.target_se = options.target_se;
  o.cancel = cancel;
  return solver::sk_grade_auction(before, played, o);
}

}  // namespace

MoveGrade sk_compute_grade(const GradeJob& job, const std::atomic<bool>* cancel) {
  MoveGrade g = ungraded(job);
  const auto* a = std::get_if<solver::SkAction>(&job.move);
  if (!a) {
    g.note = "not a Schafkopf action";
    return g;
  }
  if (!job.schafkopf_start) {
    g.note = "the job has no Schafkopf hand to grade";
    return g;
  }
  if (cancel && cancel->load()) {
    g.note = "cancelled";
    return g;
  }
  std::string error;
  auto before = sk_replay(*job.schafkopf_start, job.schafkopf_actions, job.action_index, &error);
  if (!before) {
    g.note = error;
    return g;
  }
  g.analysis = a->kind == solver::SkActionKind::kPlay
                   ? sk_grade_card(*before, a->card, job.options)
                   : sk_grade_auction_action(*before, *a, job.options, cancel);
  g.analysis.index = static_cast<int>(job.action_index);
  const solver::DecisionAnalysis& d = g.analysis;
  g.note = d.note;
  if (!d.complete) return g;
  g.grade = d.grade;
  g.loss = d.loss;
  if (d.grade != solver::Grade::kNotGraded && !d.alternatives.empty()) {
    g.best = d.alternatives[static_cast<std::size_t>(d.best)].action;
  }
  g.lessons = d.lessons;
  return g;
}

Review sk_compute_review(const ReviewJob& job, const solver::DecisionCallback&,
                         const std::atomic<bool>* cancel) {
  Review r;
  r.hand_index = job.hand_index;
  if (!job.schafkopf_start) {
    r.error = "the job has no Schafkopf hand to review";
    return r;
  }
  engine::SchafkopfHand hand(job.schafkopf_start->rules(), job.schafkopf_start->dealer(),
                             job.schafkopf_start->dealt());
  r.analysis.num_players = engine::kSchafkopfSeats;
  r.complete = true;
  for (std::size_t i = 0; i < job.schafkopf_actions.size(); ++i) {
    const auto* a = std::get_if<solver::SkAction>(&job.schafkopf_actions[i]);
    if (!a) {
      r.error = "action " + std::to_string(i + 1) + " is not a Schafkopf action";
      r.complete = false;
      break;
    }
    if (hand.to_act() == job.human_seat) {
      if (cancel && cancel->load()) {
        r.complete = false;
        break;
      }
      solver::DecisionAnalysis d = a->kind == solver::SkActionKind::kPlay
                                       ? sk_grade_card(hand, a->card, job.options)
                                       : sk_grade_auction_action(hand, *a, job.options, cancel);
      d.index = static_cast<int>(i);
      r.analysis.decisions.push_back(std::move(d));
    }
    if (auto e = solver::apply_action(hand, *a)) {
      r.error = "action " + std::to_string(i + 1) + " does not replay: " + *e;
      r.complete = false;
      break;
    }
  }
  r.analysis.complete = r.complete;
  r.analysis.error = r.error;
  r.analysis.accuracy = solver::accuracy_of(r.analysis.decisions);
  if (job.human_seat >= 0 && job.human_seat < engine::kMaxPlayers) {
    r.human = r.analysis.accuracy[static_cast<std::size_t>(job.human_seat)];
  }
  // The decisions are the human's, indexed by their session action.
  add_key_mistakes(r, job.human_seat, true);
  return r;
}

}  // namespace ui::practice
