// Hand analysis: every decision of a deal log judged with what the mover knew (sampled worlds,
// each solved exactly) and with every card visible (double dummy on the actual deal), graded,
// and explained by lessons (RULES.md §6 ST-1..ST-8 and their Schafkopf counterparts).
//
// Decisions of a Sheepshead hand, in order: each pick/pass of the auction (SS-4), the bury
// (SS-5), the call (SS-6) and every card played (SS-8). Of a Schafkopf hand (ANALYSIS.md §9):
// the declaration (SK-4; its log records no auction, so there are no bid decisions), every
// answer in the Kontra/Re poll of a seat allowed to say yes (SK-6.4) — both graded like the
// Sheepshead auction decisions — and every card (SK-7), valued as Sheepshead cards are
// (solver/schafkopf/knowledge.h). Of a Sweep hand: every turn (a card and what it takes), valued
// in final margin points (solver/sweep/analysis.h, ANALYSIS.md §12). For each one the mover's
// knowledge is built (solver/knowledge.h), K worlds consistent with it are dealt
// (solver/sampler.h), and every legal alternative is valued in the SAME worlds: card plays by the
// double-dummy solver from the position after the card, pick/bury/call by simulating the rest of
// the hand (later auction, bury and call by the heuristic player, the card play double dummy). See
// solver/ANALYSIS.md for the sampling model, the default K, the stopping rule, the grade bands, the
// accuracy formula and the JSON schema of `schmier analyze --json`.
//
// Units are the mover's OWN settlement units (picker 2D or 4D, partner D, defender D, leaster
// +4/-1, times the multiplier). Points are the card points of the mover's side (picker + partner
// with the bury, or the defenders; in a leaster the mover's own points, where fewer is better).
//
// Grades (solver/grades.h) come from the expected loss against the best alternative, measured in
// stakes: the loss in the mover's units divided by his share (picker 2, alone picker 4,
// partner 1, defender 1, leaster 1) and by the multiplier.
//   Forced      one legal alternative
//   Best        loss <= noise (max(0.02, 2 standard errors of the paired difference)) or 0
//   Excellent   loss < 0.10      Good        loss < 0.25      Inaccuracy  loss < 0.50
//   Mistake     loss < 1.00      Blunder     loss >= 1.00
// Accuracy of a decision: 100 * exp(-loss) (loss 0 when graded Best); per player per hand and
// per game: the mean over his non-forced decisions. The hindsight (double-dummy) loss is reported
// beside the grade and never changes it.
//
// Threads: the analyzer owns one DoubleDummy per worker thread and reuses them across worlds,
// decisions and hands; an Analyzer is used by one thread at a time. With several workers,
// analyze() keeps two decisions in flight (the later one gets the cores the earlier
// leaves idle); the output is the same as one decision at a time. Cancellation: `cancel` is
// polled between worlds and inside searches; a cancelled decision comes back with
// complete = false.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/deal_log.h"
#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "engine/sweep.h"

namespace solver {

// --- Options ----------------------------------------------------------------------------------

// The default number of sampled worlds per decision (the maximum with the adaptive rule).
inline constexpr int kDefaultSamples = 48;

struct AnalysisOptions {
  int samples = kDefaultSamples;  // K: worlds per decision (maximum; see min_samples)
  // Adaptive K: start with min_samples worlds (half as many for auction decisions), add
  // batches of 8 and stop once, against every other alternative, the played one's paired
  // difference has a standard error <= target_se or lies 3 standard errors from zero; at most
  // `samples`. 0 = always use exactly `samples`.
  int min_samples = 16;
  double target_se = 0.05;  // in stakes (see the header comment)
  // Sequential test (ANALYSIS.md §3): a card decision whose played card's grade is not settled
  // after `samples` worlds (its loss interval straddles a band edge) gets further batches, only
  // for the alternatives that can move that interval, up to settle_cap() worlds; then it is
  // reported uncertain. -1 (the default): kSettleRatio * samples (192 for 48), so a smaller K
  // asked for speed is not stretched back to 192 worlds; set, it is the cap itself, and at most
  // `samples` turns the test off.
  static constexpr int kSettleRatio = 4;
  int settle_samples = -1;
  int settle_cap() const { return settle_samples >= 0 ? settle_samples : kSettleRatio * samples; }
  std::uint64_t seed = 1;
  int threads = 0;  // worker threads; 0 = std::thread::hardware_concurrency()
  // Enumerate every world when there are at most this many (card decisions: or at most the
  // sequential test's cap, settle_cap() grown in late tricks (ANALYSIS.md §3), which costs no
  // more than the cap and is exact).
  int exact_limit = 64;
  bool auction_inference = true;  // weight worlds by the auction (a passer rarely has a picker)
  bool grade_auction = true;      // analyse pick/pass, bury and call (not only card play)
  int auction_samples = 16;       // worlds for pick/bury/call decisions (each solves a deal)
  int bury_candidates = 4;        // bury alternatives simulated (best by heuristic + played)
  // Early in a hand (more than 20 cards in the hands) card points are solved in this many
  // worlds only; units, which grade, in every world.
  int points_samples = 8;
  // Leaster card decisions are solved exactly when at most this many cards are in the hands
  // (20 = from the third trick; the paranoid search is too slow before). Earlier ones are
  // valued by the heuristic player's play until at most leaster_rollout_cards cards are in the
  // hands (at a trick boundary), then the exact search; their note says so.
  int leaster_max_cards = 20;
  int leaster_rollout_cards = 15;
  // Transposition tables: per worker (worlds differ, so only part carries over; a table is
  // forgotten whenever the rules change, e.g. another under card or call, which is cheap since
  // the solver forgets by a generation counter; 8 MB search about 10 % fewer nodes than 2 MB),
  // larger for the hindsight solver, which sees the same deal at every decision. 32 MB: the
  // Wenz sample's first two tricks search 579 M nodes at 8 MB, 369 M at 32, 337 M at 64 (its
  // whole hand 29.2 -> 20.1 s wall); other hands 0-4 % fewer nodes, the same time within noise
  // (ANALYSIS.md §3).
  std::size_t tt_bytes = std::size_t{32} << 20;
  std::size_t hindsight_tt_bytes = std::size_t{16} << 20;
  // Sweep: the workers' deal-horizon searches (solver/sweep/horizon.h) reach only the end of
  // the current deal: at 4 MB the held-out hands' analyses print the same as at 64 MB, 1.8 times
  // less memory (ANALYSIS.md §12). The hindsight solve is a whole-hand exact solve: at 8 MB a
  // first-turn world searched 43.8 M nodes, at 64 MB 13.4 M, at 128 MB 12.9 M (`schmier solve
  // samples/sweep-last-card-sweep.json --after 0 --tt-mb N`).
  std::size_t sweep_tt_bytes = std::size_t{4} << 20;
  std::size_t sweep_hindsight_tt_bytes = std::size_t{64} << 20;
  // Pick/bury/call decisions: also simulate each alternative on the actual deal (dd_units).
  // Off for a tutor's hint, which must not see the hidden cards (and saves one whole-deal
  // search per alternative).
  bool auction_hindsight = true;
  // Sweep turns: the double-dummy margin of every action on the actual deal (dd_units, dd_loss)
  // and the opponent's double-dummy answer in a reason. Off for a suggestion, hint or instant
  // grade (solver/sweep/suggest.h): the actual deal may be a filler of cards the mover cannot
  // know, and each is a whole-hand exact solve.
  bool sweep_hindsight = true;
  // Analyze(): start at this decision (0-based), reporting none before it (a Sweep hand's last
  // rounds without its slow first turns); the hand is then not complete.
  int first_decision = 0;
};

// --- Results ----------------------------------------------------------------------------------

// Sheepshead: kPick (pick/pass), kBury, kCall. Schafkopf (RULES.md SK-4..SK-6): kBid (an
// announcement of the auction: play/pass or a rank), kDeclare (the contract named), kDouble
// (the answer to the Kontra or Re poll). Both games: kPlay (a card). Sheepshead's SS-14
// announcements (crack, re-crack, blitz or pass when polled): kAnnounce.
enum class DecisionKind : std::uint8_t {
  kPick,
  kBury,
  kCall,
  kPlay,
  kBid,
  kDeclare,
  kDouble,
  kAnnounce
};
// "pick", "bury", "call", "play", "bid", "declare", "double", "announce"
std::string decision_kind_name(DecisionKind k);

enum class Grade : std::uint8_t {
  kForced,
  kBest,
  kExcellent,
  kGood,
  kInaccuracy,
  kMistake,
  kBlunder,
  kNotGraded,  // not analysed (cancelled, or an option turned it off)
};
std::string grade_name(Grade g);  // "forced", "best", "excellent", ... "not graded"

// One action of a decision. Exactly the fields of its kind are meaningful.
struct Action {
  DecisionKind kind = DecisionKind::kPlay;
  bool take = false;                    // kPick: true = pick, false = pass
  engine::CardMask bury = 0;            // kBury: the two buried cards
  engine::Call call;                    // kCall
  engine::Card card = engine::kNoCard;  // kPlay
  engine::SkBid bid;                    // kBid (engine::SchafkopfHand::legal_bids)
  engine::SkContract contract;          // kDeclare (engine::SchafkopfHand::legal_declarations)
  bool yes = false;                     // kDouble: say Kontra (or Re)
  engine::Announce announce = engine::Announce::kPass;  // kAnnounce (Sheepshead SS-14.3/14.4)
  // kPlay of a Sweep hand: the card and the table cards it takes (engine/sweep.h; card
  // engine::sweep::kNoCard in the other games, whose kPlay uses `card`).
  engine::sweep::Action turn;
  bool operator==(const Action&) const = default;
};
// Shorthands for the Sheepshead kinds.
inline Action pick_action(bool take) {
  Action a;
  a.kind = DecisionKind::kPick;
  a.take = take;
  return a;
}
inline Action bury_action(engine::CardMask bury) {
  Action a;
  a.kind = DecisionKind::kBury;
  a.bury = bury;
  return a;
}
inline Action call_action(const engine::Call& call) {
  Action a;
  a.kind = DecisionKind::kCall;
  a.call = call;
  return a;
}
inline Action announce_action(engine::Announce announce) {
  Action a;
  a.kind = DecisionKind::kAnnounce;
  a.announce = announce;
  return a;
}
inline Action play_action(engine::Card card) {
  Action a;
  a.card = card;
  return a;
}
// "pick", "pass", "bury TD KC", "call ace of hearts", "QC"; Sweep "KH takes KS 2D", "trails 3C";
// Schafkopf: "play", "pass",
// "rank 3", "Herz-Solo", "Kontra/Re" or "no" (solver/schafkopf/players.h has the poll-aware text
// and German card codes).
std::string action_text(const Action& a);

// A sampled mean with its standard error (0 when the worlds were enumerated exactly).
struct Estimate {
  double mean = 0;
  double se = 0;
};

struct Alternative {
  Action action;
  // Sampled values; has_values is false when nothing was sampled (early forced plays or cards
  // all equivalent for the mover, cancellation). Auction decisions value units only
  // (has_points false). An alternative whose comparison with the played one was settled early
  // by the stopping rule is valued in fewer worlds: its means are the played one's plus their
  // paired difference (see ANALYSIS.md §3).
  bool has_values = false;
  bool has_points = false;
  Estimate units;   // the mover's own units, over the sampled worlds
  Estimate points;  // the mover's side's card points, over the sampled worlds
  // Double dummy on the actual deal (hindsight); nullopt when not computed (leaster decisions
  // before the third trick, which are valued with heuristic play first; cancellation). Auction
  // decisions: units of the same simulation on the actual deal, no points.
  std::optional<int> dd_units;
  std::optional<int> dd_points;
  double loss = 0;     // expected loss against the best alternative, in stakes (>= 0)
  double loss_se = 0;  // standard error of the paired difference
  // The loss interval (stakes, ANALYSIS.md §4): over every other alternative b, the paired
  // difference (b minus this) -/+ 2 standard errors; loss_low is the largest lower end, loss_high
  // the largest upper end, both at least 0. For the best alternative loss_high says how much a
  // rival within noise might still beat it.
  double loss_low = 0;
  double loss_high = 0;
  // In the tie group of the best: its loss is within noise (loss <= max(0.02, 2 loss_se)); shown
  // as "≈ best" (the best alternative itself too).
  bool tie_best = false;
  // Its own grade and whether it is settled (solver/grades.h grade_verdict), as the played
  // alternative's would be; kNotGraded without values.
  Grade grade = Grade::kNotGraded;
  bool settled = true;
};

enum class LessonVerdict : std::uint8_t {
  kMistake,  // the recommendation was not followed and the sampled solver agrees it cost
  kPraise,   // the recommendation was followed (and it was not a costly choice)
  kNote,     // not followed, but the solver finds no cost (or the lesson only informs)
};
std::string lesson_verdict_name(LessonVerdict v);  // "mistake", "praise", "note"

struct Lesson {
  std::string id;     // "ST-1".."ST-8", "SK-ST-3" (Schafkopf counterparts), ...
  std::string title;  // "Schmier", "Defenders lead the called suit", ...
  LessonVerdict verdict = LessonVerdict::kNote;
  std::string text;                        // one or two sentences naming the cards involved
  std::vector<engine::Card> cards;         // the cards the text names (recommended first)
  engine::Card advised = engine::kNoCard;  // the card the text advises (none: kNoCard)
};

// Why the best alternative beats the played one, computed from the worlds (solver/reasons.h,
// ANALYSIS.md §11); set for decisions graded Inaccuracy or worse.
struct Reason {
  Action best;        // the best alternative
  Action played;      // the played one
  int worlds = 0;     // deals both were valued in
  int better = 0;     // deals where the best does better than the played (the mover's units)
  int worse = 0;      // ... worse
  double stakes = 0;  // mean advantage of the best, in stakes (the played card's loss)
  // Deals the mover's side wins the hand (units > 0) with each; -1 when not told apart
  // (a Ramsch or leaster, where each plays for himself).
  int best_wins = -1;
  int played_wins = -1;
  // Auction decisions (a pick, bury, call, announcement, bid, declaration or Kontra/Re answer):
  // the calibrated chance that the mover's side wins the hand with each (solver/win_chance.h,
  // the mean over the same worlds); -1 when not computed. The sentence then states these
  // instead of the double-dummy counts above.
  double best_chance = -1;
  double played_chance = -1;
  int points_worlds = 0;             // deals with card points for both (0: points not counted)
  double points = 0;                 // mean extra card points of the mover's side with the best
  bool fewer_points_better = false;  // leaster / Ramsch: the mover's own points, fewer is better
  // Hindsight (every card seen, the actual deal): the rest of the current trick as double dummy
  // plays it after each card, the card itself first, and the seat that takes the trick; empty
  // when not computed.
  std::vector<engine::Card> line_best;
  std::vector<engine::Card> line_played;
  int line_seat = -1;  // the mover: the first card of each line is his
  int line_best_winner = -1;
  int line_played_winner = -1;
  // Sweep: what each of the two actions leaves the opponent. The table after the action is
  // public; `sweepers` are the cards the mover has not seen that would sweep it (SW-13), and
  // `sweep_deals` the deals (of `worlds`) in which the opponent holds one. Hindsight (the actual
  // deal, from the second deal on: `answered`, solver/sweep/analysis.h kHindsightStockLeft): the
  // opponent's answer as double dummy plays it (card kNoCard: none, the hand is over), and
  // whether it sweeps.
  struct SweepReply {
    bool known = false;
    bool answered = false;
    engine::sweep::CardMask table = 0;
    engine::sweep::CardMask sweepers = 0;
    int sweep_deals = 0;
    int bonus_low = 0;  // the sweep bonus (SW-13) of the sweepers, lowest and highest
    int bonus_high = 0;
    engine::sweep::Action answer;
    bool answer_sweeps = false;
  };
  SweepReply sweep_best;
  SweepReply sweep_played;
  int sweep_opponent = -1;  // the seat that answers
  // Sweep's last deal: the counting argument (RULES.md SW-ST-7: the cards still out, the
  // opponent's hand known by counting, and who plays last; solver/sweep/lessons.h
  // sweep_counting_words); the reason's first sentence when set.
  std::string counting;
};

struct DecisionAnalysis {
  int index = 0;  // 0-based position among the hand's decisions
  DecisionKind kind = DecisionKind::kPlay;
  int mover = 0;        // seat
  int play_index = -1;  // kPlay: index into DealLog::plays; -1 otherwise
  int trick = -1;       // kPlay: 0-based trick number
  Action played;
  // Every legal alternative (for a bury: the simulated candidates, the played one included),
  // best first by sampled units, then sampled points.
  std::vector<Alternative> alternatives;
  int best = 0;          // index into alternatives of the best (always 0 when graded)
  int played_index = 0;  // index into alternatives of the played action
  bool forced = false;
  Grade grade = Grade::kNotGraded;
  double loss = 0;  // == alternatives[played_index].loss
  double loss_se = 0;
  // The grade's certainty (solver/grades.h, ANALYSIS.md §4): settled when the played
  // alternative's loss interval [loss_low, loss_high] lies inside one grade band (Best and
  // Excellent share [0, 0.10)); otherwise the grade is uncertain and spans the bands
  // grade_low (best) .. grade_high (worst). Settled grades have grade_low == grade_high ==
  // grade. The analyzer adds worlds to an unsettled card decision up to
  // AnalysisOptions::settle_cap().
  bool settled = true;
  Grade grade_low = Grade::kNotGraded;
  Grade grade_high = Grade::kNotGraded;
  double loss_low = 0;
  double loss_high = 0;
  // Hindsight: the double-dummy value of the best card minus that of the played card, in
  // stakes; nullopt when the double-dummy values are not available.
  std::optional<double> dd_loss;
  int worlds = 0;          // worlds used
  bool exact = false;      // the worlds were enumerated, not sampled
  double seconds = 0;      // wall time for this decision
  double cpu_seconds = 0;  // CPU time of every thread while it worked on this decision
  // Search nodes of every solver used for this decision (a machine-independent measure of the
  // work, for benchmarks; it does not depend on the thread count only up to table sharing).
  std::uint64_t nodes = 0;
  std::vector<Lesson> lessons;
  std::optional<Reason> reason;  // graded Inaccuracy or worse (solver/reasons.h)
  std::string note;              // why a decision is not graded, or what was simplified
  bool complete = false;         // false when cancelled before the values were known
  // The win chance of every seat (solver/win_chance.h, ANALYSIS.md "Win chance"): 0..1 per seat,
  // from the mover's worlds and the best alternative, with standard errors; empty when not
  // computed (auction decisions, cards with no choice valued, Sweep).
  std::vector<double> win_chance;
  std::vector<double> win_chance_se;
  bool has_win_chance() const { return !win_chance.empty(); }
};

struct PlayerAccuracy {
  int decisions = 0;                  // graded non-forced decisions
  double accuracy = 0;                // 0..100, mean of 100*exp(-loss); 100 when there are none
  double total_loss = 0;              // sum of losses in stakes
  std::array<int, 8> grade_counts{};  // by DecisionAnalysis::grade, indexed by Grade
  // The same by the verdict shown (verdict.h; `analyze` and `report` print these): a settled
  // grade by itself, a close one by its worse band (and in `close` too), a too-close one only
  // in `too_close`. (The app still counts grade_counts until its views take the verdict rule.)
  std::array<int, 8> verdict_counts{};
  int close = 0;
  int too_close = 0;
};

struct HandAnalysis {
  bool complete = false;  // every decision analysed (not cancelled, no error)
  std::string error;      // non-empty: why the log cannot be analysed
  int num_players = 0;
  std::vector<DecisionAnalysis> decisions;
  std::array<PlayerAccuracy, engine::kMaxPlayers> accuracy{};
  AnalysisOptions options;
  double seconds = 0;
};

// Accuracy over several hands (a game): decision-weighted, per seat.
std::array<PlayerAccuracy, engine::kMaxPlayers> game_accuracy(
    const std::vector<HandAnalysis>& hands);

// A decision to analyse, without its values (cheap to list; for progress bars and GUIs).
struct DecisionRef {
  int index = 0;
  DecisionKind kind = DecisionKind::kPlay;
  int mover = 0;
  int play_index = -1;
  Action played;
  // Sheepshead announcements (kAnnounce): how many announcements were made before this one.
  int announcements_before = -1;
};

// Called after every decision: the finished decision, how many are done, and the total.
using DecisionCallback = std::function<void(const DecisionAnalysis& decision, int done, int total)>;

class Analyzer {
 public:
  explicit Analyzer(AnalysisOptions options = {});
  ~Analyzer();
  Analyzer(const Analyzer&) = delete;
  Analyzer& operator=(const Analyzer&) = delete;

  const AnalysisOptions& options() const { return options_; }

  // The decisions of a log, in order; empty with *error set when the log cannot be analysed
  // (hidden cards that cannot be derived; thrown in; no decisions).
  std::vector<DecisionRef> decisions(const engine::DealLog& log, std::string* error) const;

  // Analyses one decision (by its index in decisions()). Deterministic for a given seed and
  // decision, whatever the thread count or the order decisions are analysed in.
  DecisionAnalysis analyze_decision(const engine::DealLog& log, int index,
                                    const std::atomic<bool>* cancel = nullptr);

  // Analyses every decision, calling on_result after each in order; stops early (complete =
  // false) when *cancel becomes true, reporting nothing after that. Per-player accuracy covers
  // the decisions reported.
  HandAnalysis analyze(const engine::DealLog& log, const DecisionCallback& on_result = {},
                       const std::atomic<bool>* cancel = nullptr);

 private:
  DecisionAnalysis analyze_in_lane(const engine::DealLog& log, int index,
                                   const std::atomic<bool>* cancel, int lane);
  DecisionAnalysis analyze_decision_impl(const engine::DealLog& log, int index,
                                         const std::atomic<bool>* cancel, int lane);
  struct Impl;
  AnalysisOptions options_;
  std::unique_ptr<Impl> impl_;
};

}  // namespace solver
