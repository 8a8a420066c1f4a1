// Practice against the tutor in Sweep (issue 23), headless: the player in one seat, a computer
// player in the other, a game of hands (SW-1: four hands with the deal alternating under
// `sweep`; under `tablanette_cp` hands until a total reaches 251, SW-19) with the score table
// after each hand, the tutor (hint, grade after every turn, lessons, take-back, review, retry)
// and files that survive a kill. No window: sweep/practice_*.cpp in ui/src draw it and the tests
// drive the same calls (a computer player in the human's seat).
//
// The hall (ui/practice/record.h, storage.h, stats.h) keeps the files: the saved game
// <data dir>/current_game.json written atomically after every action, one deal log per finished
// hand in history/, statistics per preset in stats.json (a hand's "units" for Sweep is the
// player's points minus the opponent's), daily_seed()/random_seed() for the deals.
//
// Deals: hand i (0-based) is dealt from engine::sweep::shuffled_deck(hand_seed(seed, i)); the
// first dealer is engine::sweep::first_dealer_from_seed(seed) and the deal alternates. The
// computer player's action at a turn is seeded by the game's seed, the hand and the turn, and a
// strong one runs with no time budget (its worlds fixed by bot_max_worlds), so a game replays
// identically from its actions: the saved game holds only the configuration and the actions.
//
// A turn, as the 1995 program took it and better (SweepSelection): select_card() a card of the
// hand (captures_of_selected() then lists its legal captures), toggle_table_card() the table
// cards to take, or choose_capture() one of the listed ones (the choice can be changed until it
// is confirmed), then take(); a selection that is not a valid capture is refused with the
// reason (check_action: "9H cannot take 4D 6S: 4 + 6 = 10, not 9"). trail() puts the selected
// card on the table (a right click in the GUI).
//
// The tutor:
//   hint_job() -> compute_sweep_hint(): the analyzer's suggestion (solver/sweep/suggest.h) from
//     what the player knows: every legal action's expected margin over grade_samples worlds (the
//     grade's worlds and seed, no time budget), the action that the analysis of its own line
//     grades best suggested, and the lessons (solver/sweep/lessons.h) the suggestion follows.
//   pending_grade() -> compute_sweep_grade(): the turn analysed by the analyzer (analyze_turn,
//     the same worlds and seed as the hint, so the hinted action is graded best), graded with
//     the hall's bands (solver/grades.h) on the loss in stakes of kSweepStakePoints points, with
//     the analysis's verdict range and its lessons (judged with the same values). No hindsight:
//     nothing the player cannot know. It runs on a worker while play goes on. A Blunder with
//     offer_takeback offers take_back(), which undoes the player's last turn and the computer's
//     reply. tutor_max_worlds is not used by Sweep (the hint takes the grade's worlds).
//   review_job(hand) -> compute_sweep_review(): every turn of the player in the finished hand
//     graded the same way with review_samples worlds; the Mistakes and Blunders are the key
//     mistakes, and retry(hand, turn) gives a session at one of them (it writes nothing). The
//     hand's deal log opens in the analyzer for the analyzer's own view.
//
// Saved game JSON (the hall's envelope; "game": "sweep"):
//   {"format": "schmier-practice", "version": 1, "game": "sweep", "preset": "sweep",
//    "seed": 42, "daily": "", "human_seat": 0, "bots": "heuristic", "bot_budget_seconds": 0,
//    "bot_max_worlds": 8, "tutor_max_worlds": 12, "offer_takeback": true, "grade_moves": true,
//    "grade_samples": 12, "review_samples": 24, "game_id": "...", "started": "...",
//    "hands": [{"actions": ["9H>4D.5S", "3C", ...], "points": [41, 12], "history_file": "...",
//               "accuracy": 91.5 | null, "decisions": 24}, ...],
//    "current": ["KH>KS", ...]}
// An action code is the card played ("3C": a trail) or the card, ">" and the cards it takes
// joined by "." ("9H>4D.5S"). Resume replays every action through the engine and checks every
// finished hand's points against the saved ones; what does not replay is reported and the file
// moved aside.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/deal_log.h"
#include "engine/sweep.h"
#include "solver/analysis.h"
#include "solver/players.h"
#include "solver/sweep/lessons.h"
#include "ui/practice/session.h"  // SessionPhase
#include "ui/practice/stats.h"

namespace ui::practice {

// --- Configuration ------------------------------------------------------------------------------

struct SweepConfig {
  std::string preset = "sweep";  // "sweep" or "tablanette_cp"
  std::uint64_t seed = 1;
  std::string daily;  // "YYYY-MM-DD" for a daily game (seed == daily_seed(daily))
  int human_seat = 0;
  solver::Strength bots = solver::Strength::kHeuristic;  // "quick" = heuristic
  // The strong computer player: no time budget, so that a game replays identically.
  int bot_max_worlds = 8;
  int tutor_max_worlds = 12;
  bool offer_takeback = true;
  bool grade_moves = true;
  int grade_samples = 12;
  int review_samples = 24;
  bool operator==(const SweepConfig&) const = default;
};

// Why a configuration cannot be played, or nullopt.
std::optional<std::string> check_sweep_config(const SweepConfig& c);
SweepConfig sweep_daily_config(const std::string& preset, const std::string& date);
SweepConfig sweep_new_game_config(const std::string& preset);
// The seed hand `hand_index` (0-based) is dealt from.
std::uint64_t sweep_hand_seed(std::uint64_t game_seed, int hand_index);

// --- Actions ------------------------------------------------------------------------------------

std::string sweep_action_code(const engine::sweep::Action& a);  // "3C", "9H>4D.5S"
std::optional<engine::sweep::Action> parse_sweep_action_code(std::string_view code,
                                                             std::string* error);

// --- Background jobs ----------------------------------------------------------------------------

// A copy of the hand at one moment; a result computed for a moment that has passed is refused.
struct SweepPosition {
  engine::sweep::SweepRules rules;
  engine::sweep::SweepDeal deal;
  engine::sweep::SweepState state;
  int hand_index = 0;
  std::size_t turn = 0;  // turns of the hand played so far
  std::uint64_t generation = 0;
  std::vector<engine::sweep::Action> actions;  // those turns (the analyzer replays them)
};

struct SweepBotJob {
  SweepPosition position;
  solver::BotConfig bot;
};
engine::sweep::Action compute_sweep_bot_move(const SweepBotJob& job);

struct SweepHintValue {
  engine::sweep::Action action;
  double margin = 0;  // expected final margin (the player's points minus the opponent's)
  double se = 0;
  std::string words;  // "K♥ takes K♠ 2♦", "trail 3♣"
};

struct SweepGradeJob {
  SweepPosition position;  // just before the graded turn
  engine::sweep::Action played;
  solver::BotConfig tutor;  // kStrong, no time budget, grade_samples worlds
  int turn = 0;             // 0-based turn of the hand
  int hand_index = 0;
  std::uint64_t generation = 0;
};

struct SweepGrade {
  int hand_index = 0;
  int turn = 0;
  std::uint64_t generation = 0;
  engine::sweep::Action played;
  solver::Grade grade = solver::Grade::kNotGraded;
  // The verdict (solver/grades.h): settled, or the bands the loss interval spans.
  bool settled = true;
  solver::Grade grade_low = solver::Grade::kNotGraded;
  solver::Grade grade_high = solver::Grade::kNotGraded;
  double loss_points = 0;  // expected margin lost against the best action (SW-17 points)
  double loss_se = 0;      // its standard error (the two means' errors combined)
  std::optional<engine::sweep::Action> best;
  std::vector<solver::Lesson> lessons;  // judged for the played action; cards are sweep cards
  std::vector<SweepHintValue> values;   // every legal action valued, best first
  int worlds = 0;
  double seconds = 0;
  std::string note;  // why not graded (cancelled, ...)
};
SweepGrade compute_sweep_grade(const SweepGradeJob& job, const std::atomic<bool>* cancel = nullptr);

struct SweepHintJob {
  SweepPosition position;
  int seat = 0;
  solver::BotConfig tutor;  // kStrong, no time budget
};

struct SweepHint {
  engine::sweep::Action suggested;
  std::string words;
  std::vector<SweepHintValue> values;  // best first; empty when the rule-based player decided
  std::vector<solver::sweep::SweepLesson> lessons;  // lessons the suggestion follows, notes
  std::string reason;  // one line: the best's value and the runner-up's
  int worlds = 0;
  double seconds = 0;
  std::string note;
};
SweepHint compute_sweep_hint(const SweepHintJob& job, const std::atomic<bool>* cancel = nullptr);

struct SweepReviewJob {
  engine::DealLog log;  // the finished hand, validated
  int human_seat = 0;
  solver::BotConfig tutor;  // review_samples worlds; the seed is varied per turn
  int hand_index = 0;
  int first_turn = 0;  // review the player's turns from this one (0-based) on
};
struct SweepMistake {
  int turn = 0;  // 0-based turn of the hand (for retry)
  engine::sweep::Action played;
  engine::sweep::Action best;
  solver::Grade grade = solver::Grade::kMistake;
  double loss_points = 0;
  std::vector<solver::Lesson> lessons;
  std::string
      text;  // "Turn 7 (round 1): you played trail 9♦; 9♣ takes 4♥ 5♣ was better by 12 points"
};
struct SweepReview {
  int hand_index = 0;
  bool complete = false;
  std::string error;
  solver::PlayerAccuracy human;
  std::vector<SweepMistake> mistakes;  // in the order of the hand
  std::vector<SweepGrade> turns;       // the player's turns, graded
};
// Analyses each of the player's turns (on_turn(done, total) after each); polls cancel.
SweepReview compute_sweep_review(const SweepReviewJob& job,
                                 const std::function<void(int, int)>& on_turn = {},
                                 const std::atomic<bool>* cancel = nullptr);

// --- The session --------------------------------------------------------------------------------

// One row of the score table: a hand's SW-17 score per seat and the running totals.
struct SweepScoreRow {
  int hand = 0;  // 1-based
  int dealer = 0;
  engine::sweep::SweepScore score;
  std::array<int, 2> totals{};
};

struct SweepFinishedHand {
  std::vector<engine::sweep::Action> actions;
  std::array<int, 2> points{};
  std::string history_file;  // empty when it could not be written (or nothing is written)
  std::optional<double> accuracy;
  int decisions = 0;
};

// The turn being put together.
struct SweepSelection {
  engine::sweep::Card card = engine::sweep::kNoCard;  // the hand's card
  engine::sweep::CardMask take = 0;                   // the table cards chosen
  bool operator==(const SweepSelection&) const = default;
};

class SweepSession {
 public:
  // A new game, saved at once (data_dir empty: nothing written). nullptr with *error.
  static std::unique_ptr<SweepSession> start(const SweepConfig& config,
                                             const std::filesystem::path& data_dir,
                                             std::string* error);
  static std::unique_ptr<SweepSession> from_json(const std::string& text,
                                                 const std::filesystem::path& data_dir,
                                                 std::string* error);
  ~SweepSession();
  SweepSession(const SweepSession&) = delete;
  SweepSession& operator=(const SweepSession&) = delete;

  const SweepConfig& config() const;
  const engine::sweep::SweepRules& rules() const;
  const std::string& game_id() const;
  std::vector<std::string> player_names() const;  // "You", "Computer"
  bool is_retry() const;

  // --- The game ---
  int hand_index() const;  // 0-based, the current (or last) hand
  SessionPhase phase() const;
  int to_act() const;  // -1 when the hand is over
  bool human_to_act() const { return phase() == SessionPhase::kHumanToAct; }
  const engine::sweep::SweepDeal& deal() const;
  const engine::sweep::SweepState& state() const;
  const std::vector<engine::sweep::Action>& hand_actions() const;
  std::vector<engine::sweep::Action> legal_actions() const;
  SweepPosition position() const;
  std::array<int, 2> totals() const;
  const std::vector<SweepScoreRow>& score_table() const;
  const std::vector<SweepFinishedHand>& finished_hands() const;
  bool game_over() const;
  int winner() const;  // 0 or 1 once the game is over, -1 for a draw or before

  // --- The turn ---
  const SweepSelection& selection() const;
  // Selects a card of the player's hand (again: unselects it); an error when it is not his.
  std::optional<std::string> select_card(engine::sweep::Card c);
  // Adds or removes a table card from the cards to take.
  std::optional<std::string> toggle_table_card(engine::sweep::Card c);
  // Makes a legal capture the selection (a listed one: the choice can still be changed).
  std::optional<std::string> choose_capture(const engine::sweep::Action& a);
  void clear_selection();
  // The legal captures of the selected card (none selected: empty).
  std::vector<engine::sweep::Action> captures_of_selected() const;
  // Why take() would be refused now ("select a card from your hand first", check_action's
  // reason), or nullopt when the selection is a valid capture.
  std::optional<std::string> take_problem() const;
  std::optional<std::string> take();   // plays the selection as a capture
  std::optional<std::string> trail();  // trails the selected card
  // Plays any action for the player (the tests' and autoplay's way); an error when illegal.
  std::optional<std::string> play_human(const engine::sweep::Action& a);

  // --- The computer player ---
  std::optional<SweepBotJob> bot_job() const;
  std::optional<std::string> apply_bot(const SweepBotJob& job, const engine::sweep::Action& a);
  std::optional<std::string> run_bots();  // synchronously, until the player acts or the hand ends
  std::optional<std::string> next_hand();

  // --- The tutor ---
  std::optional<SweepHintJob> hint_job() const;
  // The player's earliest turn of this hand without a grade (grade_moves on); nullopt if none.
  std::optional<SweepGradeJob> pending_grade() const;
  bool set_grade(const SweepGrade& g);
  const SweepGrade* grade_of(int turn) const;
  const SweepGrade* last_grade() const;  // of the player's latest turn in this hand
  bool takeback_offered() const;
  bool can_take_back() const;
  std::optional<std::string> take_back();

  // --- After the hand ---
  std::optional<SweepReviewJob> review_job(int hand_index) const;
  const SweepReview* review(int hand_index) const;
  bool set_review(const SweepReview& r);
  // A session (writing nothing) at turn `turn` of hand `hand_index`, the player to act.
  std::unique_ptr<SweepSession> retry(int hand_index, int turn, std::string* error) const;
  // The deal log of a finished hand, or of the current one so far.
  std::optional<engine::DealLog> hand_log_of(int hand_index, std::string* error) const;

  // --- Files ---
  std::string state_json() const;
  const std::string& save_error() const;
  const std::string& stats_note() const;
  const Stats& stats() const;

 private:
  SweepSession();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

struct SweepResumable {
  std::unique_ptr<SweepSession> session;  // nullptr: nothing to resume
  std::string note;  // why a saved Sweep game could not be resumed (moved aside), or empty
};
// The saved game in <data_dir>/current_game.json when it is a Sweep game that is not over.
SweepResumable find_sweep_resumable(const std::filesystem::path& data_dir);

// The score row's sentence for a seat: "41 = 9 honours + 3 cards + 29 sweeps".
std::string sweep_score_words(const engine::sweep::SweepScore& s, int seat);

// A message with every card code in it ("9H", "10D", "TD": a whole word of capitals and digits)
// written with suit symbols ("9♥"), as the rest of the app names Sweep cards.
std::string sweep_name_cards(std::string_view text);

}  // namespace ui::practice
