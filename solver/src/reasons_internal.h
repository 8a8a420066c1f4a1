// Internal to the analyzer: a decision's reason from its sampled table (solver/reasons.h).
#pragma once

#include <vector>

#include "analysis_internal.h"
#include "solver/reasons.h"

namespace solver::analysis_detail {

// Sets d.reason when wants_reason(d): the worlds' part from `tab`, whose column i values
// columns[i] (the order the table was built in, before finish sorted the alternatives).
void set_reason(DecisionAnalysis& d, const Table& tab, const std::vector<Action>& columns,
                double stake, bool team, bool fewer_points_better);

// The columns of a card decision's table: one card play per card, in the table's order.
inline std::vector<Action> play_columns(const std::vector<engine::Card>& cards) {
  std::vector<Action> out;
  for (engine::Card c : cards) out.push_back(play_action(c));
  return out;
}

}  // namespace solver::analysis_detail
