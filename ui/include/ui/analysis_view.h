// What schmier-gui shows of a hand's analysis (solver/analysis.h), computed without ImGui:
//
// - the decision on the table at step N (the play of plays[N]): each legal card of the mover with
//   its sampled value (what the mover could know) and its double-dummy value (every card
//   visible), the best card, the played card and its grade (ST grades, solver/ANALYSIS.md);
// - the move list: the auction decisions (pick/pass, bury, call) and every play, with grades;
// - the evaluation graph: the declarer's side's expected card points (or the declarer's units)
//   after each play, sampled and double dummy, with the key moments (mistakes, blunders);
// - the lessons of the current decision and of the whole hand; per-player accuracy.
//
// Results arrive one decision at a time (HandAnalysisState::add); every function here copes with
// decisions that are still missing.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "solver/analysis.h"
#include "ui/card_labels.h"
#include "ui/replay_deal.h"

namespace ui {

enum class AnalysisStatus : std::uint8_t {
  kNone,         // nothing requested
  kUnavailable,  // the hand cannot be analysed (message says why)
  kRunning,
  kDone,
  kCancelled,
};

// The analysis of the hand on screen, as far as it has arrived.
class HandAnalysisState {
 public:
  HandAnalysisState() : revision_(next_revision()) {}
  void reset();
  void set_unavailable(std::string why);
  // Analysis starts: nothing known yet.
  void set_running();
  // The decisions to come (for "3 of 34" and the move list's placeholders).
  void set_refs(std::vector<solver::DecisionRef> refs);
  void add(solver::DecisionAnalysis d, int done, int total);
  // The analyzer has returned: complete, cancelled, or failed (hand.error). Its per-player
  // accuracy is taken when it gives one (num_players > 0).
  void finish(solver::HandAnalysis hand, bool cancelled);
  void set_cancelled();

  AnalysisStatus status() const { return status_; }
  const std::string& message() const { return message_; }
  int done() const { return done_; }
  int total() const { return total_; }
  const std::vector<solver::DecisionRef>& refs() const { return refs_; }
  // Analysed decisions, in decision order.
  std::vector<const solver::DecisionAnalysis*> decisions() const;
  const solver::DecisionAnalysis* decision(int index) const;
  const solver::DecisionAnalysis* play_decision(int play_index) const;
  // The analyzer's final per-seat accuracy, when it has returned.
  const std::optional<std::array<solver::PlayerAccuracy, engine::kMaxPlayers>>& final_accuracy()
      const {
    return final_accuracy_;
  }
  // Changes with every change of the state, and differs between states (a new hand's analysis
  // never has an old one's number): the board model (board_model.h) rebuilds when it changes.
  std::uint64_t revision() const { return revision_; }

 private:
  static std::uint64_t next_revision();
  void changed() { revision_ = next_revision(); }

  AnalysisStatus status_ = AnalysisStatus::kNone;
  std::string message_;
  int done_ = 0;
  int total_ = 0;
  std::vector<solver::DecisionRef> refs_;
  std::vector<std::optional<solver::DecisionAnalysis>> by_index_;
  std::optional<std::array<solver::PlayerAccuracy, engine::kMaxPlayers>> final_accuracy_;
  std::uint64_t revision_;
};

// --- Grades ---------------------------------------------------------------------------------

// "best", "mistake", ...; and a short mark for lists: ★ ! ✓ ?! ? ?? □ (UTF-8).
std::string_view grade_label(solver::Grade g);
std::string_view grade_mark(solver::Grade g);
// The same in ASCII, for the built-in font: = * ! + ?! ? ?? .
std::string_view grade_mark_ascii(solver::Grade g);
// A mistake or a blunder.
bool is_key_grade(solver::Grade g);

// Verdicts as every view shows them (the one rule of solver/verdict.h, issue 40): an unsettled
// grade spans the bands low..high (best to worst) that its loss interval reaches; two
// neighbouring bands are close ("good or inaccuracy", the worse band's mark and colour), more
// are too close to call ("~", a neutral colour). Uncertain: not settled, the bands differ.
bool grade_uncertain(solver::Grade g, bool settled, solver::Grade low, solver::Grade high);
// "mistake", "good or inaccuracy", "too close to call" (analyze writes the same).
std::string grade_words(solver::Grade g, bool settled, solver::Grade low, solver::Grade high);
// The same with short band names for narrow columns: "inacc.", "good/inacc.", "too close".
std::string grade_words_short(solver::Grade g, bool settled, solver::Grade low, solver::Grade high);
// The verdict's mark for lists: grade_mark (or ASCII) of a settled grade, of a close verdict's
// worse band, "~" when too close to call.
std::string grade_mark_text(solver::Grade g, bool settled, solver::Grade low, solver::Grade high,
                            bool ascii);
// The grade whose colour the verdict takes (kNotGraded: neutral).
solver::Grade verdict_tone(solver::Grade g, bool settled, solver::Grade low, solver::Grade high);

// --- The decision on the table --------------------------------------------------------------

// One alternative of a decision: a card (plays), or pick/pass, a bury, a call (auction).
struct CardValue {
  engine::Card card = engine::kNoCard;  // plays only
  std::string action;                   // "Q♣", "pick", "bury 7♦ 10♥", "call A♠"
  bool has_values = true;               // sampled values exist (else nothing is shown)
  double units = 0;                     // sampled: the mover's own units
  double units_se = 0;
  double points = 0;  // sampled: the mover's side's card points
  double points_se = 0;
  // Points were sampled (not for auction choices, nor for Schafkopf cards of tricks 1 and 2,
  // which are valued in units only: solver/ANALYSIS.md §9).
  bool has_points = true;
  std::optional<int> dd_units;
  std::optional<int> dd_points;
  double loss = 0;  // in stakes, against the best card
  double loss_se = 0;
  // The band of this alternative's loss (solver/grades.h grade_for, the played card's rule):
  // kBest for the best card and every card within noise of it (the best group), kForced for
  // the only legal card.
  solver::Grade grade = solver::Grade::kNotGraded;
  bool settled = true;  // its grade is settled (solver Alternative::settled)
  bool best = false;
  bool played = false;
};
// The one number a card's badge shows (issue 19): its loss against the best in stakes, "0" for
// the best group; the decision table's Loss column shows the same. Empty without values.
std::string loss_text(const CardValue& cv);
// The same with its standard error where there is one: "0.62 ±0.08".
std::string loss_text_se(const CardValue& cv);
// The colour of that number: the band of its own estimate (solver/verdict.h loss_tone), the best
// group's (or forced) for "0".
solver::Grade loss_tone(const CardValue& cv);

struct DecisionView {
  bool analysed = false;  // the decision has arrived
  bool play = true;       // a card play (else pick/pass, bury or call)
  bool pending = false;   // the analysis runs and this decision is still to come
  int mover = -1;
  engine::Card played = engine::kNoCard;
  engine::Card best = engine::kNoCard;
  solver::Grade grade = solver::Grade::kNotGraded;
  bool settled = true;  // see grade_uncertain
  solver::Grade grade_low = solver::Grade::kNotGraded;
  solver::Grade grade_high = solver::Grade::kNotGraded;
  double loss = 0;
  double loss_low = 0;  // the loss interval (stakes) behind an uncertain grade
  double loss_high = 0;
  std::optional<double> dd_loss;
  bool forced = false;
  int worlds = 0;
  bool exact = false;
  std::vector<CardValue> cards;  // every legal card, best first (the analyzer's order)
  std::vector<solver::Lesson> lessons;
  std::optional<solver::Reason> reason;  // graded Inaccuracy or worse (solver/reasons.h)
  std::string summary;                   // "Bob played K♠ (mistake, 0.62 stakes); best was Q♣"
};

// The decision of plays[step] (none at the end of the hand); `names` for the summary's cards.
DecisionView decision_view(const ReplayDeal& deal, const HandAnalysisState& state, int step,
                           CardNames names = {});
// The view of any analysed decision, an auction one too.
DecisionView decision_view_of(const ReplayDeal& deal, const solver::DecisionAnalysis& d,
                              CardNames names = {});
// A choice in the player's card notation: "Q♣", "pick", "bury 7♦ 10♥", "call A♠ (unknown)", a
// Schafkopf bid, contract or Kontra answer.
std::string choice_text(const solver::Action& a, CardNames names);
// The value shown for one card (plays).
const CardValue* find_card(const DecisionView& v, engine::Card c);

// --- Move list ------------------------------------------------------------------------------

struct MoveRow {
  int decision = -1;    // index into the analysis' decisions; -1 when no analysis lists it
  int play_index = -1;  // -1 for pick/bury/call
  int jump_step = 0;    // where a click takes the replay: the position before this decision
  int trick = 0;        // 1-based, plays only
  int mover = 0;
  engine::Card card = engine::kNoCard;  // plays
  std::string action;  // "pick", "bury 7♦ 10♥", "call ace of spades"; plays: ""
  bool analysed = false;
  solver::Grade grade = solver::Grade::kNotGraded;
  bool settled = true;  // see grade_uncertain
  solver::Grade grade_low = solver::Grade::kNotGraded;
  solver::Grade grade_high = solver::Grade::kNotGraded;
  double loss = 0;
  bool current = false;  // the decision on the table at this step
};

std::vector<MoveRow> move_rows(const ReplayDeal& deal, const HandAnalysisState& state, int step,
                               CardNames names = {});

// --- Evaluation graph -----------------------------------------------------------------------

// What the graph of a trick game shows: the fixed side's win chance (solver/win_chance.h, in
// percent; the default), or its card points or units as double dummy values them.
enum class EvalMode : std::uint8_t { kChance, kPoints, kUnits };

// One player's line in a hand without sides (a leaster, a Ramsch): his own expected value.
struct PlayerLine {
  int seat = 0;
  std::vector<std::optional<double>> values;  // one per position 0..steps
};

// The graph of a hand, from one fixed side: the declarer's side, or (a leaster, a Ramsch) one
// line per player. The line is the double-dummy value (every card visible: one view for the
// whole hand, so it never zig-zags between the movers' own views); each mover's sampled value
// (what he could know) is a dot at his decision. A forced card keeps the value before it, so the
// line has no gaps there.
// A card after which the double-dummy result changed: the card that caused a swing. In a hand
// with sides the change is the fixed side's (`EvalSeries::label`); without, the mover's own.
struct DdSwing {
  int play_index = 0;
  int mover = 0;
  double before = 0;  // the result in units with the best card, and after the card played
  double after = 0;
  bool for_side = true;  // the change is good for the graph's fixed side (with sides)
};

struct EvalSeries {
  bool available = false;
  bool chance = false;  // EvalMode::kChance: values are percentages
  // EvalMode::kChance: the mover's win chance (dd holds it as the line) and its band, ± its
  // standard error, at each position.
  std::vector<std::optional<double>> band_low;
  std::vector<std::optional<double>> band_high;
  std::vector<DdSwing> swings;  // in play order, in every mode
  std::string why;              // when not available
  bool per_player = false;      // no sides: `players` instead of `dd`
  // One value per position 0..steps (after that many plays), missing where the analysis has
  // not arrived. Sampled: from the mover's knowledge (dots); dd: the line, with every card
  // visible (kChance: the win chance as each mover could know it, at his decision; the last
  // position is the result, 100 or 0).
  std::vector<std::optional<double>> sampled;
  std::vector<std::optional<double>> dd;
  std::vector<PlayerLine> players;
  double low = 0;  // the y range to draw
  double high = 0;
  bool has_line = true;
  double line = 0;    // the reference line: 61 points to win (SS-9.1), 0 units, or 50%
  std::string label;  // "Ann's side: card points"
};

struct KeyMoment {
  int play_index = 0;  // -1: an auction decision (pick, bury, call, bids, Kontra/Re)
  int decision = 0;
  int mover = 0;
  solver::Grade grade = solver::Grade::kNotGraded;
  double loss = 0;
  bool settled = true;  // see grade_uncertain
  solver::Grade grade_low = solver::Grade::kNotGraded;
  solver::Grade grade_high = solver::Grade::kNotGraded;
};

struct Settlement;
// `settlement`: the deal's compute_settlement when the caller has it (computed here otherwise).
EvalSeries eval_series(const ReplayDeal& deal, const HandAnalysisState& state, EvalMode mode,
                       const Settlement* settlement = nullptr);
// Mistakes and blunders, the auction's first (play_index -1, in decision order), then the
// card play's in play order.
std::vector<KeyMoment> key_moments(const HandAnalysisState& state);
// The analysed auction decisions (pick, bury, call; bids, contract, Kontra/Re), in order: the
// graph draws them in a band before the first card.
std::vector<const solver::DecisionAnalysis*> auction_decisions(const HandAnalysisState& state);

// --- Lessons and accuracy -------------------------------------------------------------------

struct LessonRow {
  int decision = 0;
  int play_index = -1;  // -1: an auction decision
  int jump_step = 0;
  int mover = 0;
  const solver::Lesson* lesson = nullptr;  // points into the state; valid until it changes
};

// Every lesson of the hand in decision order; mistakes first when `mistakes_first`.
std::vector<LessonRow> hand_lessons(const HandAnalysisState& state, bool mistakes_first);

struct AccuracyRow {
  int seat = 0;
  int decisions = 0;  // graded, not forced
  double accuracy = 100;
  double total_loss = 0;
  // By the verdict shown (solver/verdict.h), indexed by solver::Grade: a settled grade by itself,
  // a close verdict by its worse band (and in `close`), a too-close one only in `too_close`.
  // The accuracy takes every graded decision's sampled loss.
  std::array<int, 8> grade_counts{};
  int close = 0;
  int too_close = 0;
};

// Per seat: the analyzer's own figures once it has returned, else computed from the decisions
// so far (100 * exp(-loss) averaged over graded, non-forced decisions; solver/analysis.h).
std::vector<AccuracyRow> accuracy_rows(const ReplayDeal& deal, const HandAnalysisState& state);
// The same for a hand of `num_seats` seats (any game).
std::vector<AccuracyRow> accuracy_rows(int num_seats, const HandAnalysisState& state);

// The seats of the declarer's side: the picker (declarer) and the holder of the called card.
// 0 in a leaster or a Ramsch.
engine::CardMask declarer_side(const ReplayDeal& deal);

}  // namespace ui
