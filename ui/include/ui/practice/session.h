// Practice against the tutor (issue 7), headless: one player in one seat, computer players in the
// others, a game of hands with a score table, a tutor that hints, grades and reviews, and files
// that survive a crash. No window: schmier-gui's practice screens drive this API, and so do the
// tests (a bot in the human's seat calling exactly what a GUI calls).
//
// Games and presets: Sheepshead ("sheepshead", "sheepshead_1988": leaster or doublers when all
// pass) and Schafkopf ("schafkopf"; "netschafkopf" = the schafkopf preset with the NetSchafkopf
// table's flags of engine/netschafkopf.h: Ramsch when all pass, Jungfrau, all-trump runners,
// 3 runners for Wenz and Geier, Tout = double solo, tariff 2/5/1/1). A game has the rules'
// hands_per_game hands (Sheepshead 10, Schafkopf 8); the dealer moves left each hand, the first
// dealer is seat 0, the deals come from engine::SheepsheadGame / SchafkopfGame with the session's
// seed, so a seed (shown and stored) reproduces every deal. "Daily": seed = daily_seed(date)
// (storage.h), the same deals for everyone on that date; "New game": random_seed().
//
// Flow (the GUI's frame loop):
//   phase() kHumanToAct: offer legal_moves() (only legal choices: pick/pass, the legal burys,
//     legal calls, legal cards; Schafkopf bids, declarations, Kontra/Re yes/no, legal cards);
//     play_human(move). hint_job() -> compute_hint() on a worker -> show the Hint.
//   phase() kBotToAct: bot_job() -> compute_bot_move() on a worker -> apply_bot(job, move)
//     (a result for a position that has moved on is refused, so a cancelled or late job is
//     harmless). run_bots() does the same synchronously.
//   after a human action: pending_grade() -> compute_grade() on a worker -> set_grade(). When
//     the grade is a Blunder and config().offer_takeback, takeback_offered() is true and
//     take_back() undoes the human's last action (and the computer players' actions after it) by
//     replaying the hand without it. A GUI that wants the offer to be possible waits for the
//     grade before running the bots on: once the hand is over it cannot be taken back.
//   phase() kHandOver: the hand's deal log is already in <data dir>/history/ (history_file()),
//     its row in score_table(); review_job(hand) -> compute_review() on a worker ->
//     set_review() (key mistakes, accuracy into the statistics); retry(hand, action) gives a
//     session positioned at a mistake's decision; next_hand() deals the next hand.
//   phase() kGameOver: the game's totals are final; the saved game is removed.
//
// The slow parts (bot moves, grades, hints, reviews) are pure functions of a job, a plain copy
// of what they need, so they run on any thread while the UI keeps the Session; they poll the
// cancel flag where the solver allows it. A Session itself is used by one thread at a time.
//
// Files (storage.h): the game in progress is saved to <data dir>/current_game.json after every
// action, atomically; find_resumable() reads it back and replays it. Its JSON:
//   {"format": "schmier-practice", "version": 1, "game": "sheepshead", "preset": "sheepshead",
//    "seed": 123, "daily": "2026-11-30" | "", "human_seat": 0, "bots": "heuristic",
//    "bot_budget_seconds": 0.25, "bot_max_worlds": 32, "tutor_max_worlds": 32,
//    "offer_takeback": true, "grade_moves": true, "grade_samples": 16, "review_samples": 32,
//    "game_id": "...", "started": "2026-11-30T01:02:03Z",
//    "hands": [{"actions": ["pass", "pick", "bury:TD KC", "call:ace:H", "play:QC", ...],
//               "units": [..per seat..], "history_file": "...", "accuracy": 87.5 | null,
//               "decisions": 9}, ...],
//    "current": [actions of the hand in progress]}
// Action codes: Sheepshead "pick", "pass", "bury:<c> <c>", "call:ace:<S>", "call:ten:<S>",
// "call:unknown:<S>:<under>", "call:alone", "call:jack:<S>" (the JD call-up), "announce:<a>"
// (announce_code), "play:<card>"; a bury names four cards at a four-handed table; Schafkopf
// "bid:pass", "bid:play", "bid:rank:<n>", "bid:withdraw", "bid:hold", "bid:yield",
// "declare:<type>:<seat>:<S|->:<tout 0|1>" (type as in DEAL_LOG.md), "double:yes", "double:no",
// "play:<card>" (French card codes). Resume replays every action through the engine and checks each
// finished hand's units against the saved ones; anything that does not replay is reported (the file
// is moved aside).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include <vector>

#include "engine/deal_log.h"
#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "solver/analysis.h"
#include "solver/players.h"
#include "ui/card_labels.h"
#include "ui/practice/games.h"
#include "ui/practice/record.h"
#include "ui/practice/stats.h"

namespace ui::practice {

// --- Configuration -------------------------------------------------------------------------------

struct PracticeConfig {
  engine::Game game = default_practice_game();
  std::string preset =
      "sheepshead";  // "sheepshead", "sheepshead_1988", "schafkopf", "netschafkopf"
  std::uint64_t seed = 1;
  std::string daily;  // "YYYY-MM-DD" for a daily game (then seed must be daily_seed(daily))
  int human_seat = 0;
  // Computer players (solver/players.h). For a game that replays identically after a resume,
  // a kStrong bot needs bot_budget_seconds = 0 (its worlds are then fixed by bot_max_worlds).
  solver::Strength bots = solver::Strength::kHeuristic;
  double bot_budget_seconds = 0.25;
  int bot_max_worlds = 32;
  // The tutor: a kStrong bot for hints, with at most this many worlds and no time budget.
  int tutor_max_worlds = 32;
  bool offer_takeback = true;  // offer to take back a card graded Blunder
  bool grade_moves = true;     // grade each of the human's actions at once (pending_grade)
  int grade_samples = 16;      // worlds per immediate grade
  int review_samples = 32;     // worlds per decision in the review after the hand
  // Sheepshead table options over the preset: Appendix A flags (RULES.md §3.14: ss_players,
  // ss_partner_rule, ss_jd_call_up, ss_crack, ss_crack_by, ss_blitz, ss_blitz_red,
  // ss_max_multiplier ...), applied in order with engine::set_sheepshead_flag. Saved as
  // "table_flags": {"ss_players": 3, ...}; empty: the preset as it is. A session keeps them
  // sorted by name (as the saved game writes them).
  std::vector<std::pair<std::string, engine::FlagValue>> table_flags;
  bool operator==(const PracticeConfig&) const = default;
};

// Why a configuration cannot be played (unknown preset, game/preset mismatch, seat out of range,
// daily date malformed or not matching the seed, sample counts out of 1..1000), or nullopt.
std::optional<std::string> check_config(const PracticeConfig& c);

// A configuration for today's (or `date`'s) daily game / for a new game with a random seed.
PracticeConfig daily_config(engine::Game game, const std::string& preset, const std::string& date);
PracticeConfig new_game_config(engine::Game game, const std::string& preset);

// The rules of a practice preset; nullopt for an unknown name or the wrong game. Sheepshead
// takes every engine preset (engine::sheepshead_preset_names(): the SS-14 tables included).
std::optional<engine::SheepsheadRules> practice_sheepshead_rules(std::string_view preset);
// The preset with the configuration's table options applied; nullopt with *error when a flag or
// the combination is not allowed (engine::check_sheepshead_rules).
std::optional<engine::SheepsheadRules> practice_sheepshead_rules(const PracticeConfig& c,
                                                                 std::string* error);
// Seats at the configuration's table: 3, 4 or 5 in Sheepshead (SS-14.2), 4 in Schafkopf.
int practice_seats(const PracticeConfig& c);
// The state file's code of an announcement: "pass", "crack", "recrack", "blitz_black",
// "blitz_red".
std::string announce_code(engine::Announce a);
std::optional<engine::SchafkopfRules> practice_schafkopf_rules(std::string_view preset);

// --- Moves ---------------------------------------------------------------------------------------

// One action of either game: solver::Action in Sheepshead, solver::SkAction in Schafkopf.
using Move = std::variant<solver::Action, solver::SkAction>;
std::string move_text(const Move& m);  // "pick", "bury TD KC", "call ace of hearts", "QC", "Kontra"
std::string move_code(const Move& m);  // the state file's action code (see above)
std::optional<Move> parse_move_code(engine::Game game, std::string_view code, std::string* error);
// The legal actions of the seat to act in a Sheepshead hand: pick and pass (when allowed), every
// bury of blind_size() of the picker's cards, the legal calls, cards or announcements.
std::vector<Move> sheepshead_legal_moves(const engine::SheepsheadHand& h);

// --- Background jobs -----------------------------------------------------------------------------

// A copy of the hand at one moment, and which moment it was (stale results are refused).
struct Position {
  engine::Game game = default_practice_game();
  std::optional<engine::SheepsheadHand> sheepshead;
  std::optional<engine::SchafkopfHand> schafkopf;
  int hand_index = 0;            // 0-based hand of the game
  std::size_t action_index = 0;  // actions of the hand applied so far
  std::uint64_t generation = 0;  // bumped by take_back (the same count may mean another line)
  int to_act() const;
};

struct BotJob {
  Position position;
  int seat = 0;
  solver::BotConfig bot;
};
// The computer player's action for the seat to act. Thread-safe; takes up to the bot's budget.
Move compute_bot_move(const BotJob& job);

struct GradeJob {
  engine::DealLog log;  // the hand so far, the graded action included (engine::hand_log)
  int decision = 0;     // index among solver Analyzer::decisions(log)
  solver::AnalysisOptions options;
  int hand_index = 0;
  std::size_t action_index = 0;  // the graded action's index in the hand's actions
  std::uint64_t generation = 0;
  Move move;
  // Schafkopf (the Analyzer covers Sheepshead only): the hand as dealt and the hand's actions
  // up to the graded one (included), so the grade can value the position before the card.
  std::optional<engine::SchafkopfHand> schafkopf_start;
  std::vector<Move> schafkopf_actions;
  // Sheepshead pick/pass, bury or call graded before the hand's log can be written (version 1
  // needs the whole auction and the call): the hand as it stands, the graded action applied.
  // compute_grade completes its auction, bury and call with the heuristic player (as the
  // tutor's hint does) and grades `decision` of that log, whose value depends only on the
  // actions before it: the grade appears right after the decision, not once play starts.
  std::optional<engine::SheepsheadHand> sheepshead_unfinished;
};

struct MoveGrade {
  int hand_index = 0;
  std::size_t action_index = 0;
  std::uint64_t generation = 0;
  Move move;
  solver::Grade grade = solver::Grade::kNotGraded;
  double loss = 0;                      // stakes
  std::optional<solver::Action> best;   // the best alternative when graded
  std::vector<solver::Lesson> lessons;  // lessons that fired at this decision
  solver::DecisionAnalysis analysis;    // everything the analyzer found
  std::string note;  // why it is not graded (Schafkopf, cancelled, ...), else empty
};
// Grades one decision (Analyzer::analyze_decision). Thread-safe; polls `cancel`.
// Schafkopf bids, declarations and Kontra/Re answers: by solver/schafkopf/auction.h
// (sk_grade_auction) over options.samples worlds (at least min_samples, the stopping rule
// between; seed options.seed, no time budget), loss in stakes of the solo tariff for one
// opponent (bids, declarations) or of the declared contract's tariff for one opponent (the
// poll); Forced with one legal answer. Schafkopf cards: by the strong player's valuation
// (solver/schafkopf/players.h sk_value_cards) of the position before the card over options.samples
// fixed worlds (seed options.seed, no time budget): loss = best mean units - played mean units over
// the contract's base price for the mover (the tariff of the contract, three tariffs for a solo
// declarer: a Sauspiel loss of one tariff is one stake), graded with solver::grade_for (grades.h
// bands; se of the paired per-world difference, 0 when every world was solved); Forced when one
// card is legal; not graded while the heuristic plays (a Ramsch with more than 16 cards in the
// hands). A Schafkopf card's lessons are the SK-ST detectors of solver/lessons.h judged with
// the same per-world units (no card points: a lesson is a mistake only when the units say so);
// the review's key mistakes carry them, as Sheepshead ones do.
MoveGrade compute_grade(const GradeJob& job, const std::atomic<bool>* cancel = nullptr);

struct HintJob {
  Position position;
  int seat = 0;
  solver::BotConfig tutor;  // kStrong, no time budget
};

struct Hint {
  Move suggested;
  // Every legal alternative the tutor valued, best first (empty when the heuristic decided).
  // Sheepshead pick/pass, bury and call: the alternatives of solver Analyzer::analyze_decision
  // (pick and pass; the bury candidates; every ACE/TEN call, ALONE, one UNKNOWN call per suit),
  // units only (has_points false), no hindsight values. Schafkopf bids, declarations and
  // Kontra/Re answers: every legal one valued by solver/schafkopf/auction.h (at most 24 worlds,
  // about 2 s), units only, the best suggested.
  std::vector<solver::Alternative> alternatives;
  // Lessons (solver/lessons.h) whose advice the suggested card follows, detected in the position
  // (Sheepshead card play only); verdict kPraise.
  std::vector<solver::Lesson> lessons;
  // Sheepshead pick/pass, bury and call, Schafkopf bids, declarations and Kontra/Re answers: the
  // heuristic player's choice (the quick rule of thumb the computer players use) and whether the
  // valued best agrees with it.
  std::optional<Move> heuristic;
  bool agrees_with_heuristic = true;
  std::string reason;  // one line: why the suggestion (values of the best and the runner-up)
  int worlds = 0;
  double seconds = 0;
  std::string note;  // e.g. "cancelled"
};
// The tutor's advice for the seat to act. Thread-safe; checks `cancel` before the slow part.
// Sheepshead card play: the strong bot's valuation (tutor.max_worlds worlds). Sheepshead
// pick/pass, bury and call: the hand's auction, bury and call are completed by the heuristic
// player (the mover's pending decision as the tutor's heuristic would take it), and the pending
// decision is valued by solver Analyzer::analyze_decision over at most tutor.max_worlds worlds
// (auction_samples, seed tutor.seed, the adaptive stopping rule; cancel polled between worlds).
// Those sampled values depend only on what the mover knows (his own cards, the blind and the
// bury once his, the passes before him): the completion after his decision and the hidden cards
// do not change them. The hindsight (double-dummy on the actual deal) values are dropped.
// Schafkopf bids, declarations and Kontra/Re answers: solver::sk_value_auction over at most
// min(tutor.max_worlds, 24) worlds (seed tutor.seed, at least 4, a 2 s budget, so the number
// of worlds depends on the machine's speed; cancel polled between worlds and actions).
Hint compute_hint(const HintJob& job, const std::atomic<bool>* cancel = nullptr);

struct ReviewJob {
  engine::DealLog log;  // the finished hand
  int human_seat = 0;
  solver::AnalysisOptions options;
  int hand_index = 0;
  // Schafkopf: the hand as dealt and all of its actions (each human decision graded as in
  // compute_grade).
  std::optional<engine::SchafkopfHand> schafkopf_start;
  std::vector<Move> schafkopf_actions;
};

// One of the human's Mistake or Blunder decisions.
struct KeyMistake {
  int decision = 0;              // index among the analyzer's decisions
  std::size_t action_index = 0;  // index in the hand's actions (for Session::retry)
  solver::DecisionKind kind = solver::DecisionKind::kPlay;
  solver::Action played;
  solver::Action best;
  solver::Grade grade = solver::Grade::kMistake;
  double loss = 0;
  std::vector<solver::Lesson> lessons;  // mistake verdicts first
  int trick = -1;                       // 0-based, card plays only
  bool schafkopf = false;
  std::string text;  // "Trick 3: you played K♣; A♣ was better by 1.20 stakes (blunder)."
};
// The key mistake's sentence in the player's card notation (German faces' names when chosen).
std::string key_mistake_text(const KeyMistake& m, CardNames names);

struct Review {
  int hand_index = 0;
  bool complete = false;         // every decision analysed
  std::string error;             // why there is no review (Schafkopf analysis not available, ...)
  solver::PlayerAccuracy human;  // the human's accuracy in this hand
  std::vector<KeyMistake> mistakes;  // in the order of the hand
  solver::HandAnalysis analysis;
};
// Runs a full analysis of the finished hand (solver Analyzer::analyze) and picks the human's
// Mistakes and Blunders. Thread-safe; polls `cancel`; on_decision reports progress.
// Schafkopf: each of the human's decisions (bids, declaration, Kontra/Re answers and cards)
// graded as by compute_grade (analysis holds one DecisionAnalysis per human decision, index =
// its action index; on_decision is not called).
Review compute_review(const ReviewJob& job, const solver::DecisionCallback& on_decision = {},
                      const std::atomic<bool>* cancel = nullptr);

// --- The session ---------------------------------------------------------------------------------

enum class SessionPhase : std::uint8_t { kHumanToAct, kBotToAct, kHandOver, kGameOver };

// One row of the score table, as classic Sheepshead programs show it.
struct ScoreRow {
  int hand = 0;  // 1-based
  int dealer = 0;
  int declarer = -1;        // picker / declarer; -1 for a leaster, Ramsch or thrown-in hand
  int partner = -1;         // -1 when alone, unknown or none
  std::string contract;     // "ace of hearts", "alone", "leaster", "Herz-Solo", "Ramsch", ...
  std::string result;       // "W1".."L3", "leaster", "thrown in", "won", "lost schneider", ...
  int multiplier = 1;       // Sheepshead doublers
  std::vector<int> units;   // per seat
  std::vector<int> totals;  // running totals after this hand
};

struct FinishedHand {
  std::vector<Move> actions;
  std::vector<int> units;
  ScoreRow row;
  std::string history_file;  // the saved deal log (empty when it could not be saved)
  // Why the hand has no deal log: a Schafkopf hand thrown in before any contract is not a
  // DEAL_LOG.md version 1 log (it has no contract). Empty otherwise.
  std::string history_note;
  std::optional<double> accuracy;  // the human's accuracy once reviewed
  int decisions = 0;               // graded non-forced decisions in the review
};

class Session {
 public:
  // A new game, saved at once. `data_dir` empty: nothing is written (no saved game, history or
  // statistics). nullptr with *error for a bad configuration.
  static std::unique_ptr<Session> start(const PracticeConfig& config,
                                        const std::filesystem::path& data_dir, std::string* error);
  // A game from the saved-game JSON (see above), replayed. nullptr with *error when it does not
  // parse or replay.
  static std::unique_ptr<Session> from_json(const std::string& text,
                                            const std::filesystem::path& data_dir,
                                            std::string* error);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  const PracticeConfig& config() const;
  const std::filesystem::path& data_dir() const;
  const std::string& game_id() const;
  const std::string& started() const;             // UTC time the game started
  int seats() const;                              // 5 or 4
  std::vector<std::string> player_names() const;  // "You" in the human's seat, "Computer 2", ...
  bool is_retry() const;                          // a retry session (writes nothing)

  // --- The game ---
  int hands_total() const;
  int hand_index() const;  // 0-based index of the current (or last) hand
  SessionPhase phase() const;
  int to_act() const;  // the seat to act, -1 when the hand is over
  bool human_to_act() const { return phase() == SessionPhase::kHumanToAct; }
  // The hand on the table (the one matching config().game; the other is nullptr).
  const engine::SheepsheadHand* sheepshead_hand() const;
  const engine::SchafkopfHand* schafkopf_hand() const;
  const std::vector<Move>& hand_actions() const;      // this hand's actions so far
  const std::vector<int>& hand_action_seats() const;  // who took each of them
  std::vector<Move> legal_moves() const;  // of the seat to act; empty when the hand is over
  Position position() const;
  std::vector<int> totals() const;  // running totals per seat (finished hands)
  const std::vector<ScoreRow>& score_table() const;
  const std::vector<FinishedHand>& finished_hands() const;
  int pending_doublers() const;  // Sheepshead 1988: doublers still to be played off

  // --- Acting ---
  // The human's action; an error sentence (and nothing changes) when it is not his turn or the
  // action is not legal.
  std::optional<std::string> play_human(const Move& move);
  // The job for the computer player to act (phase() == kBotToAct), and applying its result.
  // apply_bot refuses a move computed for another position.
  std::optional<BotJob> bot_job() const;
  std::optional<std::string> apply_bot(const BotJob& job, const Move& move);
  // Runs computer players synchronously until the human is to act or the hand is over.
  std::optional<std::string> run_bots();
  // Deals the next hand (phase() == kHandOver); after the last hand the game is over.
  std::optional<std::string> next_hand();

  // --- The tutor ---
  std::optional<HintJob> hint_job() const;  // when the human is to act
  // The human's earliest action of this hand that has no grade yet and can be graded now (its
  // decision is in the hand's log); nullopt when there is none or grade_moves is off. It builds
  // and validates the hand's log, so call it after an action, not every frame. Sheepshead pick,
  // bury and call decisions become gradable once play starts (the log holds them from then on).
  // Measured (a Sheepshead game, grade_samples 16, on this 2-core machine at load ~12): cards
  // median 0.03 s, 90% under 0.3 s, opening leads up to ~3 s; auction decisions ~1 s.
  std::optional<GradeJob> pending_grade() const;
  // Stores a grade; false (ignored) when it belongs to another position or line of play. A
  // grade that cannot be computed (Schafkopf) is stored too, with its note.
  bool set_grade(const MoveGrade& grade);
  // The grade of the human's action at `action_index` in this hand, if known.
  const MoveGrade* grade_of(std::size_t action_index) const;
  const MoveGrade* last_grade() const;  // of the human's latest action in this hand
  // config().offer_takeback, the hand is in progress and the human's latest action is a Blunder.
  bool takeback_offered() const;
  bool can_take_back() const;  // the human has acted in this hand and it is not over
  std::optional<std::string> take_back();

  // --- After the hand ---
  std::optional<ReviewJob> review_job(int hand_index) const;
  const Review* review(int hand_index) const;
  // Stores a review: the hand's accuracy (finished_hands) and the statistics (stats.h: accuracy
  // entry, lessons missed, game accuracy). False when it does not belong to this game.
  bool set_review(const Review& review);
  // A retry session at the hand's action `action_index` (a human decision): the same hand
  // replayed up to it, the human to act. It writes no files; after the human's new action its
  // pending_grade() grades the new choice.
  std::unique_ptr<Session> retry(int hand_index, std::size_t action_index,
                                 std::string* error) const;
  // The deal log of a hand: finished (hand_index < finished count) or the current one so far.
  std::optional<engine::DealLog> hand_log_of(int hand_index, std::string* error) const;

  // --- Files ---
  std::string state_json() const;         // the saved-game JSON of this moment
  const std::string& save_error() const;  // the last save failure, empty after a good save
  const std::string& stats_note() const;  // a note from loading the statistics, if any
  const Stats& stats() const;             // the statistics as this session updated them

 private:
  Session();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

struct Resumable {
  std::unique_ptr<Session> session;  // nullptr: nothing to resume
  // Why a saved game could not be resumed (it was moved aside to <file>.corrupt-...), or empty.
  std::string note;
};
// The saved game in <data_dir>/current_game.json, if there is one that is not over.
Resumable find_resumable(const std::filesystem::path& data_dir);

// File names under a data folder: ui/practice/record.h.

}  // namespace ui::practice
