// The slow parts of a practice session as pure functions of a job: computer players' moves, the
// grade of one decision, the tutor's hint and the review of a finished hand. Each builds its own
// solver objects, so any number of them may run on any threads.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>

#include "engine/hand_log.h"
#include "solver/grades.h"
#include "solver/knowledge.h"
#include "solver/lessons.h"
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

// Adds the human's complete Mistakes and Blunders of r.analysis to r.mistakes, in order; a
// decision's index is the session's action index. `text` words the mistake.
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

// Worlds and wall time of a hint on a bid, a declaration or a Kontra/Re answer: the simulation
// stops earlier once the best action is settled (solver/ANALYSIS.md §10).
constexpr int kSkAuctionHintWorlds = 24;
constexpr double kSkAuctionHintSeconds = 2.0;

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

MoveGrade sk_compute_grade(const GradeJob& job, const std::atomic<bool>* cancel) {
  MoveGrade g;
  g.hand_index = job.hand_index;
  g.action_index = job.action_index;
  g.generation = job.generation;
  g.move = job.move;
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

Review sk_compute_review(const ReviewJob& job, const std::atomic<bool>* cancel) {
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

std::string signed_units(double u) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.2f", u);
  return buf;
}

// "Pick: +0.75 units on average over 16 deals that fit what you know; pass: -0.50 units. The
// rule of thumb agrees." One unit in the sentence: the difference in stakes is the table's.
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

std::string auction_reason(const Hint& h, int worlds) {
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
  if (t.auction_valued)
    h.reason = t.only_choice ? "the only legal choice." : auction_reason(h, h.worlds);
  return h;
}

// The Sheepshead hand `h` (in its auction, bury or call) with the rest of them decided by the
// heuristic player, written as a deal log; false with *why when that cannot be done (a hand
// thrown in, which has no log).
bool complete_auction(engine::SheepsheadHand h, engine::HandLog* out, std::string* why) {
  const solver::HeuristicPlayer rest{
      std::array<solver::HeuristicStyle, engine::kSheepsheadSeats>{}};
  while (h.phase() == engine::Phase::kPick || h.phase() == engine::Phase::kBury ||
         h.phase() == engine::Phase::kCall || h.phase() == engine::Phase::kAnnounce) {
    if (auto e = rest.act(h)) {
      *why = "the hand cannot be completed for the grade: " + *e;
      return false;
    }
  }
  *out = engine::hand_log(h);
  if (!out->expressible || !out->errors.empty()) {
    *why = "this decision cannot be graded (the hand has no valid log)";
    return false;
  }
  return true;
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
  MoveGrade g;
  g.hand_index = job.hand_index;
  g.action_index = job.action_index;
  g.generation = job.generation;
  g.move = job.move;
  if (job.log.game != engine::Game::kSheepshead) return sk_compute_grade(job, cancel);
  const engine::DealLog* log = &job.log;
  engine::HandLog completed;
  if (job.sheepshead_unfinished) {
    std::string why;
    if (!complete_auction(*job.sheepshead_unfinished, &completed, &why)) {
      g.note = why;
      return g;
    }
    log = &completed.log;
  }
  solver::Analyzer analyzer(job.options);
  std::string error;
  const std::vector<solver::DecisionRef> refs = analyzer.decisions(*log, &error);
  if (job.decision < 0 || static_cast<std::size_t>(job.decision) >= refs.size()) {
    g.note = error.empty() ? "this decision cannot be graded" : error;
    return g;
  }
  g.analysis = analyzer.analyze_decision(*log, job.decision, cancel);
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
  Review r;
  r.hand_index = job.hand_index;
  if (job.log.game != engine::Game::kSheepshead) return sk_compute_review(job, cancel);
  solver::Analyzer analyzer(job.options);
  r.analysis = analyzer.analyze(job.log, on_decision, cancel);
  r.complete = r.analysis.complete;
  r.error = r.analysis.error;
  if (job.human_seat >= 0 && job.human_seat < engine::kMaxPlayers) {
    r.human = r.analysis.accuracy[static_cast<std::size_t>(job.human_seat)];
  }
  // The session's actions of a Sheepshead hand are in the analyzer's decision order (auction,
  // bury, call, plays), so the indices agree.
  add_key_mistakes(r, job.human_seat, false);
  return r;
}

}  // namespace ui::practice
