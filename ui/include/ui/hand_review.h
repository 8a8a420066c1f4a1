// The end-of-hand review (issue 20), computed without ImGui: the settlement of a finished hand
// as the rules settle it (Sheepshead SS-9 to SS-11; Schafkopf SK-8 to SK-10: card points per
// side, the row W1..L3, runners, Kontra/Re, schneider and schwarz, units per player), each
// player's accuracy with the count of each grade, and the key moments (every mistake and
// blunder, the auction and Kontra/Re included) with the replay step a click jumps to.
//
// The settlement comes from the engine (the same functions `schmier show` prints), never from
// the table's own counts, so that every figure the player sees agrees with it.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "ui/analysis_view.h"
#include "ui/card_labels.h"
#include "ui/replay_deal.h"

namespace ui {

struct SettlementRow {
  int seat = 0;
  std::string name;
  int points = 0;  // card points taken (the bury counts for the picker)
  int tricks = 0;
  int units = 0;
  bool declarer_side = false;  // picker/declarer or partner
};

struct Settlement {
  bool available = false;
  std::string why;       // when not available: "the hand is not finished (12 of 30 plays)"
  std::string headline;  // "Ann's side wins with 80 points (W1)"
  // One fact a line: "Picker's side 80 (tricks 66 + bury 14), defenders 40", "Row W1: ...",
  // "Runners 2, doublings 1 (Kontra by Eve), value 30", "Schneider: the defenders took ...".
  std::vector<std::string> facts;
  std::vector<SettlementRow> rows;  // by seat
};

// The settlement of the deal on screen (needs its log; a partial or unfinished hand says why).
Settlement compute_settlement(const ReplayDeal& deal);

// A key moment of the whole hand: a decision graded mistake or blunder.
struct ReviewMoment {
  int decision = 0;
  int mover = 0;
  int play_index = -1;  // -1: the auction (pick, bury, call, bids, Kontra/Re)
  int jump_step = 0;    // the position before the decision
  int trick = 0;        // 1-based; 0 for the auction
  solver::Grade grade = solver::Grade::kNotGraded;
  bool settled = true;  // see grade_uncertain (ui/analysis_view.h)
  solver::Grade grade_low = solver::Grade::kNotGraded;
  solver::Grade grade_high = solver::Grade::kNotGraded;
  double loss = 0;   // in stakes
  std::string what;  // "played K♠", "picked", "said no Kontra"
};

// Every mistake and blunder analysed so far, in the order of the hand.
std::vector<ReviewMoment> review_moments(const ReplayDeal& deal, const HandAnalysisState& state,
                                         CardNames names = {});

// The replay step of the next (forward) or previous key moment from `step`; -1 when there is
// none. Auction moments count at step 0 (before the first card).
int next_key_step(const std::vector<ReviewMoment>& moments, int step, bool forward);

}  // namespace ui
