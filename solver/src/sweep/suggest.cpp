// Sweep's one evaluator of a turn (solver/sweep/suggest.h): the question of a log stopped at a
// turn, its analysis with a candidate played, the suggestion the analysis of its own line grades
// best, and the engine's Suggestion of it.
#include "solver/sweep/suggest.h"

#include <algorithm>
#include <memory>
#include <utility>

#include "solver/sweep/lessons.h"
#include "solver/sweep/players.h"

namespace solver::sweep {

namespace es = engine::sweep;

namespace {

bool cancelled(const std::atomic<bool>* cancel) {
  return cancel && cancel->load();
}

std::vector<engine::Card> card_list(es::CardMask m) {
  std::vector<engine::Card> out;
  for (es::Card c : es::cards(m)) out.push_back(c);
  return out;
}

// Appends a turn to a log's plays.
void append_turn(engine::DealLog& log, const es::Action& a, int mover) {
  log.plays.push_back(a.card);
  log.sweep().takes.push_back(card_list(a.take));
  log.play_seat.push_back(static_cast<std::uint8_t>(mover));
}

std::string seat_words(const engine::DealLog& log, int seat) {
  std::string s = "seat " + std::to_string(seat);
  if (static_cast<std::size_t>(seat) < log.players.size()) {
    s += " (" + log.players[static_cast<std::size_t>(seat)] + ")";
  }
  return s;
}

// Whether a log that does not give every card gives the mover's own of the current round: the
// cards `hands` lists for him and those he played in it (the deck's first round under a
// reshuffle, SW-4 `shuffle`, which deals round 1 from the deck). An error otherwise.
std::optional<engine::LogError> mover_cards_missing(const engine::DealLog& log,
                                                    const es::SweepState& s) {
  const int r = s.round;
  const int mover = s.mover;
  if (r == 0 && log.sweep().deck) return std::nullopt;
  es::CardMask known = 0;
  const auto& hands = log.sweep().hands;
  if (static_cast<std::size_t>(r) < hands.size()) {
    if (const auto& h = hands[static_cast<std::size_t>(r)][static_cast<std::size_t>(mover)]) {
      for (engine::Card c : *h) known |= es::bit(c);
    }
  }
  const std::size_t first = static_cast<std::size_t>(r) * es::kSeats * es::kCardsPerRound;
  for (std::size_t i = first; i < log.plays.size(); ++i) {
    const int seat = i % es::kSeats == 0 ? s.non_dealer() : static_cast<int>(s.dealer);
    if (seat == mover) known |= es::bit(log.plays[i]);
  }
  const int n = es::count(known);
  if (n >= es::kCardsPerRound) return std::nullopt;
  const std::string where = "hands[" + std::to_string(r) + "][" + std::to_string(mover) + "]";
  return engine::LogError{
      where, "missing: the log does not give every card (no `deck`), so it must give the " +
                 std::to_string(es::kCardsPerRound) + " cards " + seat_words(log, mover) +
                 " was dealt in round " + std::to_string(r + 1) +
                 ", whose turn it is (the cards still in hand are enough); it gives " +
                 std::to_string(n) + " (listed or played)"};
}

}  // namespace

solver::Action as_turn(const es::Action& a) {
  solver::Action x;
  x.kind = DecisionKind::kPlay;
  x.turn = a;
  return x;
}

AnalysisOptions suggest_analysis_options(int worlds, std::uint64_t seed, int threads) {
  AnalysisOptions o;
  o.samples = std::max(1, worlds);
  o.seed = seed;
  o.threads = threads;
  o.sweep_hindsight = false;  // the actual deal may be a filler: never read it
  // The trick games' solvers and the hindsight solver are made but not used for Sweep.
  o.tt_bytes = std::size_t{1} << 20;
  o.hindsight_tt_bytes = std::size_t{1} << 20;
  o.sweep_hindsight_tt_bytes = std::size_t{1} << 20;
  // A hint's worlds are searched from one position: a smaller table is made faster.
  o.sweep_tt_bytes = std::size_t{16} << 20;
  return o;
}

std::optional<TurnQuestion> turn_question(const engine::DealLog& log, engine::LogError* error) {
  auto fail = [&](std::string where, std::string message) -> std::optional<TurnQuestion> {
    *error = engine::LogError{std::move(where), std::move(message)};
    return std::nullopt;
  };
  if (log.game != engine::Game::kSweep) return fail("game", "this is not a Sweep log");
  std::string why;
  const auto rep = engine::replay_sweep_log(log, log.plays.size(), &why);
  if (!rep) return fail("", why);
  if (rep->state.hand_over()) {
    return fail("plays", "the hand is over (" + std::to_string(log.plays.size()) +
                             " turns played): no decision is left");
  }
  if (!log.deal_known) {
    if (auto e = mover_cards_missing(log, rep->state)) {
      *error = *e;
      return std::nullopt;
    }
  }
  TurnQuestion q;
  q.log = log;
  // The loader completed the unknown cards consistently (engine/src/sweep/sweep_log.cpp): the
  // analyzer may take them as the deal, since it reads only the mover's knowledge.
  q.log.deal_known = true;
  q.rules = rep->rules;
  q.state = rep->state;
  q.mover = rep->state.mover;
  q.knowledge = sweep_knowledge(q.rules, log.sweep().deal, q.state, q.mover);
  return q;
}

TurnQuestion turn_question(const es::SweepRules& rules, const es::SweepDeal& deal,
                           const std::vector<es::Action>& actions) {
  TurnQuestion q;
  engine::DealLog& log = q.log;
  log.game = engine::Game::kSweep;
  log.preset = "sweep";
  log.players = {"Seat 1", "Seat 2"};
  log.dealer = deal.dealer;
  log.sweep().rules = rules;
  log.sweep().deal = deal;
  log.deal_known = true;
  q.rules = rules;
  q.state = es::initial_state(deal);
  for (const es::Action& a : actions) {
    append_turn(log, a, q.state.mover);
    es::make(q.state, rules, a);
  }
  q.mover = q.state.mover;
  q.knowledge = sweep_knowledge(rules, deal, q.state, q.mover);
  return q;
}

DecisionAnalysis analyze_turn(Analyzer& analyzer, const TurnQuestion& q, const es::Action& played,
                              const std::atomic<bool>* cancel) {
  engine::DealLog log = q.log;
  append_turn(log, played, q.mover);
  return analyzer.analyze_decision(log, static_cast<int>(q.log.plays.size()), cancel);
}

TurnSuggestion suggest_turn(Analyzer& analyzer, const TurnQuestion& q,
                            const std::atomic<bool>* cancel, int rounds) {
  TurnSuggestion out;
  std::vector<std::pair<es::Action, DecisionAnalysis>> tried;
  es::Action candidate = rule_based_action(q.knowledge);
  for (int r = 0; r < std::max(1, rounds); ++r) {
    DecisionAnalysis d = analyze_turn(analyzer, q, candidate, cancel);
    ++out.analyses;
    const bool valued = !d.alternatives.empty() && d.alternatives.front().has_values;
    if (!d.complete || !valued ||
        equivalent_actions(q.rules, d.alternatives.front().action.turn, candidate)) {
      out.cancelled = !d.complete && cancelled(cancel);
      out.graded_best = d.complete;
      out.action = candidate;
      out.analysis = std::move(d);
      return out;
    }
    const es::Action next = d.alternatives.front().action.turn;
    tried.emplace_back(candidate, std::move(d));
    const bool seen = std::any_of(tried.begin(), tried.end(), [&](const auto& t) {
      return equivalent_actions(q.rules, t.first, next);
    });
    if (seen) break;  // a cycle: each is the other's best
    candidate = next;
  }
  // No fixed point: the candidate whose own analysis gives it the smallest loss.
  auto best = std::min_element(tried.begin(), tried.end(), [](const auto& a, const auto& b) {
    return a.second.loss < b.second.loss;
  });
  out.action = best->first;
  out.analysis = std::move(best->second);
  out.graded_best = false;
  return out;
}

Suggestion suggest(const TurnQuestion& q, const SuggestOptions& options,
                   const std::atomic<bool>* cancel, SuggestTables* tables) {
  Suggestion s;
  s.seat = q.mover;
  s.kind = DecisionKind::kPlay;
  const AnalysisOptions opt = suggest_analysis_options(options.max_worlds, options.seed);
  std::unique_ptr<Analyzer> own;
  Analyzer* analyzer = nullptr;
  const bool analyse = options.strength == Strength::kStrong || options.values;
  if (analyse && tables) {
    analyzer = &tables->sweep_analyzer(opt);
  } else if (analyse) {
    own = std::make_unique<Analyzer>(opt);
    analyzer = own.get();
  }
  DecisionAnalysis d;
  if (options.strength == Strength::kHeuristic) {
    const es::Action a = rule_based_action(q.knowledge);
    s.action = as_turn(a);
    if (!options.values) return s;
    d = analyze_turn(*analyzer, q, a, cancel);
  } else {
    TurnSuggestion t = suggest_turn(*analyzer, q, cancel);
    s.action = as_turn(t.action);
    d = std::move(t.analysis);
    if (!t.graded_best && !t.cancelled) {
      s.note = "no action was graded best by the analysis of its own line within " +
               std::to_string(kSuggestRounds) +
               " analyses (a tie within the noise): the one with the smallest loss";
    }
  }
  s.cancelled = !d.complete && cancelled(cancel);
  if (s.cancelled) {
    s.note = "cancelled";
    return s;
  }
  s.worlds = d.worlds;
  if (!options.values) return s;
  const bool valued = !d.alternatives.empty() && d.alternatives.front().has_values;
  if (!valued) {
    s.note = d.forced ? "one legal action" : d.note.empty() ? "not valued" : d.note;
    return s;
  }
  s.values = std::move(d.alternatives);
  s.win_chance = std::move(d.win_chance);
  s.win_chance_se = std::move(d.win_chance_se);
  return s;
}

}  // namespace solver::sweep
