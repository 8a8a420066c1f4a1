// Solver positions from engine hands: which seats form the declarer's side, what they already
// own outside the tricks, and the settlement as solver levels (SS-9, SS-10, SS-11).
#pragma once

#include "engine/sheepshead.h"
#include "solver/dd.h"

namespace solver {

// The picker's units as levels, best first (SS-10.1 rows W3 W2 W1 L1 L2 L3, with the multiplier
// and ss_double_on_bump): W3 "defenders take no trick", W2 "points >= 91", W1 ">= 61",
// L1 ">= 31", L2 "the picker's side takes a trick", L3 always.
std::vector<Level> sheepshead_levels(const engine::SheepsheadRules& rules, bool alone,
                                     int multiplier);

// Leaster leaf (SS-11.4 to SS-11.6): +4 for the qualifier with strictly fewest points, -1 for
// the others, 0 for everyone on a tie; `ctx` is unused (the blind goes by Objective bonus).
int leaster_leaf(const void* ctx, const std::int16_t* points, const std::uint8_t* tricks,
                 int perspective);

// The position of a Sheepshead hand in play. With a picker: the team objective for the
// picker's side (picker + holder of the called card; the bury counts). In a leaster: the
// paranoid objective for `perspective` (default: the player to move).
Position sheepshead_position(const engine::SheepsheadHand& hand, int perspective = -1);

}  // namespace solver
