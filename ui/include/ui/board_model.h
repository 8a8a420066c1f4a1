// The board every panel of the analyzer draws (issue 38: "one board model that every panel
// draws; it is computed on load and when the analysis changes, never per frame"): the rows of
// the move list, the graph's series and key moments, the decision on the table, the lessons, the
// accuracy and the settlement of the hand on screen, as plain data. BoardModel rebuilds it only
// when what it is made of changes: the hand (a new hand's analysis is a new state), the
// analysis' results (HandAnalysisState::revision), the step, or a view setting (the graph's
// mode, the card names, guessing, the Sweep graph's seat). Its rebuild counter shows it.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "ui/analysis_view.h"
#include "ui/hand_review.h"
#include "ui/replay_deal.h"
#include "ui/sweep/analysis.h"
#include "ui/sweep/replay.h"

namespace ui {

// What the trick games' board (Sheepshead, Schafkopf) draws beyond the common parts.
struct TrickBoardParts {
  DecisionView decision;       // the decision of plays[step]
  std::vector<MoveRow> moves;  // the move list
  EvalSeries series;           // the graph; with guessing, nothing after the step
  std::vector<const solver::DecisionAnalysis*> auction;  // the graph's auction band
  std::vector<ReviewMoment> review;                      // the Review tab's key moments
  Settlement settlement;
};

// What the Sweep board draws beyond the common parts.
struct SweepBoardParts {
  SweepTurnView turn;               // the turn on the table
  std::vector<SweepMoveRow> moves;  // the move list
  SweepEvalSeries series;           // the graph, from `graph_seat`'s side
};

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
  bool guessing = false;  // the graph stops at the step
};

class BoardModel {
 public:
  // The digest of the trick-game hand on screen (`deal` with `state` at `step`), rebuilt only
  // when something it is made of changed since the last call.
  const BoardDigest& refresh(const ReplayDeal& deal, const HandAnalysisState& state, int step,
                             const BoardView& view);
  // The same for a Sweep board; the graph from `graph_seat`'s side.
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
    int seat = -1;
    bool operator==(const Key&) const = default;
  };
  bool unchanged(const Key& key);

  std::optional<Key> key_;
  BoardDigest digest_;
  int rebuilds_ = 0;
};

}  // namespace ui
