// The tutor's hint and the engine's suggestion (solver/suggest.h). The hint's computation moved
// here from the practice session (ui/src/model/practice_jobs.cpp) unchanged, so the practice
// hint and `schmier suggest` show the same numbers.
#include "solver/suggest.h"

#include <algorithm>

#include "bot_stop.h"
#include "engine/hand_log.h"
#include "solver/knowledge.h"
#include "solver/lessons.h"
#include "solver/schafkopf/auction.h"
#include "solver/schafkopf/players.h"
#include "solver/sheepshead/heuristic_player.h"

namespace solver {

// What a session keeps between suggestions: one strong computer player per game (its solver
// table), the analyzer of Sheepshead auction decisions and the one of Sweep turns (their
// tables), each rebuilt only when the options it was made with change.
struct SuggestTables::Impl {
  struct Key {
    std::uint64_t seed = 0;
    double budget_seconds = 0;
    int max_worlds = 0;
    int min_worlds = 0;
    const std::atomic<bool>* stop = nullptr;
    bool operator==(const Key&) const = default;
  };
  Key ss_key, sk_key;
  std::unique_ptr<SheepsheadBot> ss;
  std::unique_ptr<SchafkopfBot> sk;
  std::uint64_t analyzer_seed = 0;
  int analyzer_samples = 0;
  std::unique_ptr<Analyzer> analyzer;
  std::unique_ptr<Analyzer> sweep_analyzer;
};

SuggestTables::SuggestTables() : impl_(std::make_unique<Impl>()) {}
SuggestTables::~SuggestTables() = default;

Analyzer& SuggestTables::sweep_analyzer(const AnalysisOptions& o) {
  auto same = [&o](const AnalysisOptions& a) {
    return a.samples == o.samples && a.min_samples == o.min_samples && a.target_se == o.target_se &&
           a.settle_samples == o.settle_samples && a.seed == o.seed && a.threads == o.threads &&
           a.exact_limit == o.exact_limit && a.sweep_hindsight == o.sweep_hindsight &&
           a.sweep_tt_bytes == o.sweep_tt_bytes;
  };
  std::unique_ptr<Analyzer>& a = impl_->sweep_analyzer;
  if (!a || !same(a->options())) a = std::make_unique<Analyzer>(o);
  return *a;
}

namespace {

using Warm = SuggestTables::Impl;

bool cancelled(const std::atomic<bool>* cancel) {
  return cancel && cancel->load();
}

Warm::Key key_of(const BotConfig& c, const std::atomic<bool>* stop) {
  return Warm::Key{c.seed, c.budget_seconds, c.max_worlds, c.min_worlds, stop};
}

// The strong player of `tutor` (kStrong) whose card search also stops at *stop: the session's
// warm one when `warm` is given (made again only when the options changed), else a new one kept
// in `own`.
SheepsheadBot& ss_strong_bot(const BotConfig& tutor, const std::atomic<bool>* stop, Warm* warm,
                             std::unique_ptr<SheepsheadBot>& own) {
  if (!warm) {
    own = make_sheepshead_bot(tutor, stop);
    return *own;
  }
  if (!warm->ss || !(warm->ss_key == key_of(tutor, stop))) {
    warm->ss = make_sheepshead_bot(tutor, stop);
    warm->ss_key = key_of(tutor, stop);
  }
  return *warm->ss;
}

SchafkopfBot& sk_strong_bot(const BotConfig& tutor, const std::atomic<bool>* stop, Warm* warm,
                            std::unique_ptr<SchafkopfBot>& own) {
  if (!warm) {
    own = make_schafkopf_bot(tutor, stop);
    return *own;
  }
  if (!warm->sk || !(warm->sk_key == key_of(tutor, stop))) {
    warm->sk = make_schafkopf_bot(tutor, stop);
    warm->sk_key = key_of(tutor, stop);
  }
  return *warm->sk;
}

// The tutor's hint at a Sheepshead pick/pass, bury, call or announcement. The heuristic suggestion
// is the tutor bot's (its auction decisions are the heuristic player's, from the mover's own
// cards); the hand is completed by it and the heuristic player so that a deal log exists, and the
// pending decision is valued by the analyzer, whose sampled part sees only the mover's knowledge.
TutorHint ss_auction_hint(const engine::SheepsheadHand& hand, const BotConfig& tutor,
                          const std::atomic<bool>* cancel, Warm* warm) {
  TutorHint h;
  h.mover = hand.to_act();
  std::unique_ptr<SheepsheadBot> own;
  const Advice quick = ss_strong_bot(tutor, cancel, warm, own).decide(hand);
  h.suggested = quick.action;
  h.heuristic = GameAction{quick.action};
  // The decision's index among the analyzer's decisions: one per auction step, then the bury,
  // the call (when the picker had a choice) and one per turn of the announcement poll. The
  // poll's is found on the completed hand's decisions below.
  const int steps = static_cast<int>(hand.auction().size());
  int index = hand.phase() == engine::Phase::kCall ? steps + 1 : steps;
  engine::SheepsheadHand done = hand;
  if (auto e = apply_action(done, quick.action)) {
    h.note = "the tutor's own choice was refused: " + *e;
    return h;
  }
  const HeuristicPlayer rest{std::array<HeuristicStyle, engine::kSheepsheadSeats>{}};
  while (done.phase() == engine::Phase::kPick || done.phase() == engine::Phase::kBury ||
         done.phase() == engine::Phase::kCall || done.phase() == engine::Phase::kAnnounce) {
    if (auto e = rest.act(done)) {
      h.note = "the hand cannot be completed for the tutor: " + *e;
      return h;
    }
  }
  const engine::HandLog hl = engine::hand_log(done);
  if (!hl.expressible || !hl.errors.empty()) {
    h.note = "the tutor cannot value this decision (the hand's log is not valid)";
    return h;
  }
  AnalysisOptions opt;
  opt.seed = tutor.seed;
  opt.auction_samples = std::max(1, tutor.max_worlds);
  opt.auction_hindsight = false;  // hindsight sees every hidden card: never in a hint
  std::unique_ptr<Analyzer> own_analyzer;
  Analyzer* analyzer = nullptr;
  if (warm) {
    if (!warm->analyzer || warm->analyzer_seed != opt.seed ||
        warm->analyzer_samples != opt.auction_samples) {
      warm->analyzer = std::make_unique<Analyzer>(opt);
      warm->analyzer_seed = opt.seed;
      warm->analyzer_samples = opt.auction_samples;
    }
    analyzer = warm->analyzer.get();
  } else {
    own_analyzer = std::make_unique<Analyzer>(opt);
    analyzer = own_analyzer.get();
  }
  if (hand.phase() == engine::Phase::kAnnounce) {
    std::string error;
    const std::vector<DecisionRef> refs = analyzer->decisions(hl.log, &error);
    const auto first = std::find_if(refs.begin(), refs.end(), [](const DecisionRef& r) {
      return r.kind == DecisionKind::kAnnounce;
    });
    const std::size_t at = static_cast<std::size_t>(first - refs.begin()) +
                           static_cast<std::size_t>(hand.poll_turns());
    if (first == refs.end() || at >= refs.size() || refs[at].kind != DecisionKind::kAnnounce ||
        refs[at].mover != hand.to_act()) {
      h.note = "the tutor cannot find this announcement among the hand's decisions";
      return h;
    }
    index = static_cast<int>(at);
  }
  DecisionAnalysis d = analyzer->analyze_decision(hl.log, index, cancel);
  if (!d.complete) {
    h.note = cancelled(cancel) ? "cancelled" : d.note;
    return h;
  }
  h.alternatives = std::move(d.alternatives);
  h.win_chance = std::move(d.win_chance);
  h.win_chance_se = std::move(d.win_chance_se);
  h.worlds = d.worlds;
  if (!h.alternatives.empty() && h.alternatives[0].has_values) {
    h.suggested = GameAction{h.alternatives[0].action};
  }
  h.agrees_with_heuristic = h.suggested == *h.heuristic;
  h.auction_valued = true;
  h.only_choice = d.forced;
  return h;
}

// Sheepshead card play: the strong bot's valuation and the lessons whose advice the suggested
// card follows, from the detectors of lessons.h in this position, seen by the seat to act.
TutorHint ss_card_hint(const engine::SheepsheadHand& hand, const BotConfig& tutor,
                       const std::atomic<bool>* cancel, Warm* warm) {
  TutorHint h;
  std::unique_ptr<SheepsheadBot> own;
  Advice a = ss_strong_bot(tutor, cancel, warm, own).decide(hand);
  h.suggested = a.action;
  h.alternatives = std::move(a.alternatives);
  h.win_chance = std::move(a.win_chance);
  h.win_chance_se = std::move(a.win_chance_se);
  h.worlds = a.worlds;
  if (a.action.kind != DecisionKind::kPlay || hand.phase() != engine::Phase::kPlay) return h;
  const engine::HandLog hl = engine::hand_log(hand);
  if (!hl.errors.empty()) return h;
  std::string error;
  auto k = sheepshead_play_knowledge(hl.log, hand.plays().size(), &error);
  if (!k) return h;
  LessonSituation s;
  s.k = &*k;
  s.rules = &hand.play_rules();
  s.state = &hand.play_state();
  s.legal = hand.legal_cards();
  for (const LessonTrigger& t : lesson_triggers(s)) {
    if (!engine::has(t.recommended, a.action.card)) continue;
    Lesson l;
    l.id = t.id;
    l.title = t.title;
    l.verdict = LessonVerdict::kPraise;
    l.text = t.advice;
    l.cards.push_back(a.action.card);
    h.lessons.push_back(std::move(l));
  }
  return h;
}

bool sk_auction_phase(const engine::SchafkopfHand& h) {
  return h.phase() == engine::SkPhase::kAuction || h.phase() == engine::SkPhase::kBidding ||
         h.phase() == engine::SkPhase::kDeclare || h.phase() == engine::SkPhase::kDoubling;
}

// The tutor's values of every legal Schafkopf bid, declaration or poll answer
// (solver/schafkopf/auction.h), the best suggested, and whether the rule-based player agrees. The
// rule-based player's choice (with a note) when they cannot be valued.
TutorHint sk_auction_hint(const engine::SchafkopfHand& hand, const TutorOptions& options,
                          const std::atomic<bool>* cancel) {
  TutorHint h;
  h.mover = hand.to_act();
  SkAuctionOptions o;
  o.seed = options.tutor.seed;
  o.max_worlds = std::clamp(options.tutor.max_worlds, 1, options.sk_auction_max_worlds);
  o.min_worlds = std::min(4, o.max_worlds);
  o.budget_seconds = options.sk_auction_budget_seconds;
  o.cancel = cancel;
  const SkAuctionValuation v = sk_value_auction(hand, o);
  h.heuristic = GameAction{v.heuristic};
  h.suggested = v.heuristic;
  if (!v.complete || v.actions.empty()) {
    h.note = cancelled(cancel) ? "cancelled" : "the rule-based player's choice: " + v.error;
    return h;
  }
  h.suggested = v.actions.front().action;
  h.alternatives = sk_auction_alternatives(v);
  h.win_chance = v.win_chance;
  h.win_chance_se = v.win_chance_se;
  h.worlds = v.worlds;
  h.agrees_with_heuristic = v.actions.front().action == v.heuristic;
  h.auction_valued = true;
  h.only_choice = v.actions.size() == 1;
  return h;
}

TutorHint ss_hint(const engine::SheepsheadHand& hand, const TutorOptions& options,
                  const std::atomic<bool>* cancel, Warm* warm) {
  if (cancelled(cancel)) {
    TutorHint h;
    h.note = "cancelled";
    return h;
  }
  const engine::Phase ph = hand.phase();
  // Pick/pass, bury, call and the announcement poll: valued by simulating the rest of the hand.
  if (ph == engine::Phase::kPick || ph == engine::Phase::kBury || ph == engine::Phase::kCall ||
      ph == engine::Phase::kAnnounce) {
    return ss_auction_hint(hand, options.tutor, cancel, warm);
  }
  TutorHint h = ss_card_hint(hand, options.tutor, cancel, warm);
  if (cancelled(cancel)) {
    // The card search was stopped: its values rest on fewer deals than asked for.
    h.alternatives.clear();
    h.lessons.clear();
    h.win_chance.clear();
    h.win_chance_se.clear();
    h.note = "cancelled";
  }
  return h;
}

TutorHint sk_hint(const engine::SchafkopfHand& hand, const TutorOptions& options,
                  const std::atomic<bool>* cancel, Warm* warm) {
  if (cancelled(cancel)) {
    TutorHint h;
    h.note = "cancelled";
    return h;
  }
  if (sk_auction_phase(hand)) return sk_auction_hint(hand, options, cancel);
  std::unique_ptr<SchafkopfBot> own;
  SkAdvice a = sk_strong_bot(options.tutor, cancel, warm, own).decide(hand);
  TutorHint h;
  h.suggested = a.action;
  h.alternatives = std::move(a.alternatives);
  h.win_chance = std::move(a.win_chance);
  h.win_chance_se = std::move(a.win_chance_se);
  h.worlds = a.worlds;
  if (cancelled(cancel)) {
    // The card search was stopped: its values rest on fewer deals than asked for.
    h.alternatives.clear();
    h.win_chance.clear();
    h.win_chance_se.clear();
    h.note = "cancelled";
  }
  return h;
}

}  // namespace

TutorHint tutor_hint(const engine::SheepsheadHand& hand, const TutorOptions& options,
                     const std::atomic<bool>* cancel) {
  return ss_hint(hand, options, cancel, nullptr);
}

TutorHint tutor_hint(const engine::SchafkopfHand& hand, const TutorOptions& options,
                     const std::atomic<bool>* cancel) {
  return sk_hint(hand, options, cancel, nullptr);
}

// --- Suggestions -------------------------------------------------------------------------------

DecisionKind decision_kind(const engine::SheepsheadHand& hand) {
  switch (hand.phase()) {
    case engine::Phase::kPick:
      return DecisionKind::kPick;
    case engine::Phase::kBury:
      return DecisionKind::kBury;
    case engine::Phase::kCall:
      return DecisionKind::kCall;
    case engine::Phase::kAnnounce:
      return DecisionKind::kAnnounce;
    default:
      return DecisionKind::kPlay;
  }
}

DecisionKind decision_kind(const engine::SchafkopfHand& hand) {
  switch (hand.phase()) {
    case engine::SkPhase::kAuction:
    case engine::SkPhase::kBidding:
      return DecisionKind::kBid;
    case engine::SkPhase::kDeclare:
      return DecisionKind::kDeclare;
    case engine::SkPhase::kDoubling:
      return DecisionKind::kDouble;
    default:
      return DecisionKind::kPlay;
  }
}

namespace {

TutorOptions tutor_options(const SuggestOptions& o) {
  TutorOptions t;
  t.tutor.strength = Strength::kStrong;
  t.tutor.seed = o.seed;
  t.tutor.budget_seconds = o.budget_seconds;
  t.tutor.max_worlds = std::max(1, o.max_worlds);
  t.tutor.min_worlds = std::min(t.tutor.min_worlds, t.tutor.max_worlds);
  t.sk_auction_budget_seconds = o.budget_seconds;
  return t;
}

// The part of a suggestion the tutor's hint gives: its choice (kStrong) and its values.
template <typename Heuristic>
void fill(Suggestion& s, const SuggestOptions& o, TutorHint&& h, Heuristic heuristic_choice,
          const std::atomic<bool>* cancel) {
  s.cancelled = h.note == "cancelled" || (cancel && cancel->load());
  s.worlds = h.worlds;
  s.note = h.note;
  s.action = o.strength == Strength::kStrong ? h.suggested : heuristic_choice();
  if (o.values) s.values = std::move(h.alternatives);
  if (o.values && !s.values.empty()) {
    s.win_chance = std::move(h.win_chance);
    s.win_chance_se = std::move(h.win_chance_se);
  }
  if (o.values && s.values.empty() && s.note.empty()) {
    s.note = "not valued: the choice is forced or taken by rule of thumb";
  }
}

BotConfig heuristic_config(const SuggestOptions& o) {
  BotConfig c;
  c.strength = Strength::kHeuristic;
  c.seed = o.seed;
  return c;
}

GameAction rule_of_thumb(const engine::SheepsheadHand& hand, const SuggestOptions& o) {
  return GameAction{make_sheepshead_bot(heuristic_config(o))->decide(hand).action};
}

GameAction rule_of_thumb(const engine::SchafkopfHand& hand, const SuggestOptions& o) {
  return GameAction{make_schafkopf_bot(heuristic_config(o))->decide(hand).action};
}

TutorHint hint(const engine::SheepsheadHand& hand, const TutorOptions& o,
               const std::atomic<bool>* cancel, Warm* warm) {
  return ss_hint(hand, o, cancel, warm);
}

TutorHint hint(const engine::SchafkopfHand& hand, const TutorOptions& o,
               const std::atomic<bool>* cancel, Warm* warm) {
  return sk_hint(hand, o, cancel, warm);
}

// One suggestion for either game: the heuristic's action alone when that is all that is asked,
// else the tutor's hint (the strong choice and the values).
template <typename Hand>
Suggestion suggest_any(const Hand& hand, const SuggestOptions& options,
                       const std::atomic<bool>* cancel, SuggestTables* tables) {
  Suggestion s;
  s.seat = hand.to_act();
  s.kind = decision_kind(hand);
  auto heuristic = [&] { return rule_of_thumb(hand, options); };
  if (options.strength == Strength::kHeuristic && !options.values) {
    s.action = heuristic();
    return s;
  }
  Warm* warm = tables ? tables->impl_.get() : nullptr;
  fill(s, options, hint(hand, tutor_options(options), cancel, warm), heuristic, cancel);
  return s;
}

}  // namespace

Suggestion suggest(const engine::SheepsheadHand& hand, const SuggestOptions& options,
                   const std::atomic<bool>* cancel, SuggestTables* tables) {
  return suggest_any(hand, options, cancel, tables);
}

Suggestion suggest(const engine::SchafkopfHand& hand, const SuggestOptions& options,
                   const std::atomic<bool>* cancel, SuggestTables* tables) {
  return suggest_any(hand, options, cancel, tables);
}

}  // namespace solver
