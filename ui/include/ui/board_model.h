// The board every panel of the analyzer draws (issue 38: "one board model that every panel
// draws; it is computed on load and when the analysis changes, never per frame"): the rows of
// the move list, the graph's series and key moments, the decision on the table, the lessons, the
// accuracy and the settlement of the hand on screen, the table from the view's seat, the Hand
// tab's lines, and Sweep's score, captions and reasons, as plain data. BoardModel rebuilds it
// only when what it is made of changes: the hand (a new hand's analysis is a new state), the
// analysis' results (HandAnalysisState::revision), the step, or a view setting (the graph's
// mode, the card names, guessing, the seat the table is seen from, the Sweep graph's seat). Its
// rebuild counter shows it. What stays per frame is drawing, input and the pure geometry that
// follows the window's size and the fonts (the table's seat places, ui/src/table_panel.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ui/analysis_view.h"
#include "ui/hand_review.h"
#include "ui/replay_deal.h"
#include "ui/sweep/analysis.h"
#include "ui/sweep/replay.h"
#include "ui/table_view.h"

namespace ui {

// A reason (solver/reasons.h) in the board's sentences: why the best beats the played action,
// and the hindsight line; empty where there is none.
struct ReasonText {
  std::string why;
  std::string hindsight;
};

// A trick's row in the Hand tab: the step a click goes to (the position after the trick, or as
// far as it has been played), and its winner's name once complete.
struct HandTrickRow {
  int step = 0;
  std::string winner;
};

// The Hand tab's lines beyond the table's own fields (ui/src/info_panel.cpp).
struct HandTabLines {
  std::string game;      // "Sheepshead"
  std::string dealer;    // who deals
  std::string contract;  // "Ann picks and calls the ace of hearts", or that none is recorded
  std::string partner;   // the partner's name, when known
  std::string side;      // "Picker's" or "Declarer's"
  std::vector<HandTrickRow> tricks;  // the completed tricks, then the one on the table
};

// The table's header lines (ui/src/table_header.cpp) in words.
struct TableHeaderLines {
  std::string sides;       // "Picker's side 45 (bury 3)"; empty where the header shows none
  std::string defenders;   // "Defenders 30", or "partner unknown"
  std::string trick;       // "Trick 3 of 6, led by Ann"
  std::string last_trick;  // "Last trick: trick 2 of 6, ..."; empty before the first is done
};

// What the trick games' board (Sheepshead, Schafkopf) draws beyond the common parts.
struct TrickBoardParts {
  TableView table;             // the table at the step from the view's seat
  HandTabLines hand;           // the Hand tab
  TableHeaderLines header;     // the table's header
  DecisionView decision;       // the decision of plays[step]
  ReasonText reason;           // its reason
  std::vector<MoveRow> moves;  // the move list
  EvalSeries series;           // the graph; with guessing, nothing after the step
  std::vector<const solver::DecisionAnalysis*> auction;  // the graph's auction band
  std::vector<ReviewMoment> review;                      // the Review tab's key moments
  int previous_key = -1;  // the step of the previous key moment (P), -1 none
  int next_key = -1;      // and of the next (N)
  Settlement settlement;
};

// What the Sweep board draws beyond the common parts.
struct SweepBoardParts {
  SweepTurnView turn;                 // the turn on the table
  std::vector<SweepMoveRow> moves;    // the move list
  SweepEvalSeries series;             // the graph, from `graph_seat`'s side
  SweepTableView table;               // the table at the step from the view's seat
  std::array<std::string, 2> names;   // the seats' names
  std::array<std::string, 2> plates;  // each seat's plate: its name, "(dealer)", "to play"
  std::string caption;                // the last turn in words, or who plays first
  bool caption_sweep = false;         // the last turn swept
  SweepScoreBreakdown score;          // at the step (the Score tab)
  SweepScoreBreakdown final_score;    // at the hand's end (the felt once the hand is over)
  std::string remainder;              // the score's remainder in card symbols (SW-16)
  ReasonText reason;                  // the turn's reason
};

// The reason of decision `d` of `deal` in words, cards in the board's notation `names`: the
// trick board's for its decision on the table, and the move list's for an auction decision
// picked in it.
ReasonText trick_reason_text(const solver::Reason& r, const DecisionView& d, const ReplayDeal& deal,
                             CardNames names);

struct BoardDigest {
  int step = 0;
  std::vector<KeyMoment> moments;     // mistakes and blunders (the graph's dots)
  std::vector<LessonRow> lessons;     // every lesson of the hand, mistakes first
  std::vector<AccuracyRow> accuracy;  // per seat
  std::optional<TrickBoardParts> trick;
  std::optional<SweepBoardParts> sweep;
};

// The view settings the digest depends on.
struct BoardView {
  EvalMode mode = EvalMode::kPoints;
  CardNames names;
  bool guessing = false;    // the graph stops at the step
  Perspective perspective;  // the seat the table is seen from
};

class BoardModel {
 public:
  // The digest of the trick-game hand on screen (`deal` with `state` at `step`), rebuilt only
  // when something it is made of changed since the last call.
  const BoardDigest& refresh(const ReplayDeal& deal, const HandAnalysisState& state, int step,
                             const BoardView& view);
  // The same for a Sweep board (its table from its view's seat); the graph from `graph_seat`'s
  // side.
  const BoardDigest& refresh(const SweepBoard& board, int graph_seat);

  const BoardDigest& digest() const { return digest_; }
  // How many times the digest was computed.
  int rebuilds() const { return rebuilds_; }

 private:
  struct Key {
    const void* hand = nullptr;
    std::uint64_t revision = 0;
    int step = -1;
    int mode = -1;
    bool german_ranks = false;
    bool german_suits = false;
    bool guessing = false;
    bool show_all = true;  // the table's seat
    int view_seat = -1;
    int seat = -1;
    bool operator==(const Key&) const = default;
  };
  bool unchanged(const Key& key);

  std::optional<Key> key_;
  BoardDigest digest_;
  int rebuilds_ = 0;
};

}  // namespace ui
