// Solver positions from engine hands: which seats form the declarer's side, what they already
// own outside the tricks, and the settlement as solver levels (SS-9, SS-10, SS-11).
#pragma once

#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "solver/dd.h"

namespace solver {

// The picker's units as levels, best first (SS-10.1 rows W3 W2 W1 L1 L2 L3, with the multiplier
// and ss_double_on_bump): W3 "defenders take no trick", W2 "points >= 91", W1 ">= 61",
// L1 ">= 31", L2 "the picker's side takes a trick", L3 always.
std::vector<Level> sheepshead_levels(const engine::SheepsheadRules& rules, bool alone,
                                     int multiplier);
// The picker's units per defender's payment D: 2 with a partner, alone one D per defender (4,
// 3 or 2 for five, four or three seats; SS-10.3, SS-14.2).
int sheepshead_picker_share(const engine::SheepsheadRules& rules, bool alone);

// Leaster leaf (SS-11.4 to SS-11.6): +4 for the qualifier with strictly fewest points, -1 for
// the others, 0 for everyone on a tie; `ctx` is unused (the blind goes by Objective bonus).
int leaster_leaf(const void* ctx, const std::int16_t* points, const std::uint8_t* tricks,
                 int perspective);

// The position of a Sheepshead hand in play. With a picker: the team objective for the
// picker's side (picker + holder of the called card; the bury counts). In a leaster: the
// paranoid objective for `perspective` (default: the player to move).
Position sheepshead_position(const engine::SheepsheadHand& hand, int perspective = -1);

// True when, under the team objective, the max side is sure to take a trick whatever anyone
// plays (a sufficient condition; false says nothing). It holds when one of its seats holds j
// trumps (the under card never counts) and fewer than j trumps that beat the lowest of them are
// elsewhere (the opponents' hands or the current trick): each of those beats at most one of
// the seat's j cards, one card per trick each, so one of them takes its trick or a partner's
// higher card does. With j = 1: the side holds the highest trump still in play. Lets the
// question "does the side take a trick" (level L2) skip a search that can take tens of
// thousands of nodes.
bool side_sure_of_a_trick(const Position& pos);

// The settlement level the team objective's max side reaches with units-optimal play, by yes/no
// searches on pos.objective.levels (reaching a level implies reaching every worse one; "the side
// takes a trick" is first tried with side_sure_of_a_trick). Without a guess a binary search
// (about three searches); with `guess` (the level of a similar position, e.g. another card in
// the same world; 0 asks from the best level down) a walk from it, two searches when the guess
// is right. Returns the index into the levels; 0 when there are none.
std::size_t team_level(DoubleDummy& dd, const Position& pos, int guess = -1);

// The declarer's units at that level (0 without levels; a finished position is scored as is).
int team_units(DoubleDummy& dd, const Position& pos, int guess = -1);

// Only "does the declarer win?", one yes/no search: the index of the weakest level that pays the
// declarer when the side reaches it, else of the best level below it (0 when there are none).
// Schneider, schwarz and a Tout's all-or-nothing are not told apart.
std::size_t win_lose_level(DoubleDummy& dd, const Position& pos);

// --- Schafkopf (RULES.md §4) -------------------------------------------------------------------

// The declarer's units as levels from the engine's own settlement (schafkopf_settle) at the
// canonical outcomes: schwarz, >= 91, >= 61, >= 31, a trick, nothing (Tout: every trick or not),
// with equal neighbours merged. `party` and `runners` as in schafkopf_settle.
std::vector<Level> schafkopf_levels(const engine::SchafkopfRules& rules,
                                    const engine::SkContract& c, std::uint8_t party, int runners,
                                    int doublings);

// Context of the Ramsch leaf (schafkopf_settle for one seat). Must outlive the solver's use.
struct RamschLeafContext {
  engine::SchafkopfRules rules;
  engine::SkContract contract;
  int doublings = 0;
};
int ramsch_leaf(const void* ctx, const std::int16_t* points, const std::uint8_t* tricks,
                int perspective);

// The position of a Schafkopf hand in play: the team objective for the declaring party
// (Sauspiel: declarer and partner; solos and Tout: the declarer), or, in a Ramsch, the paranoid
// objective for `perspective` (default: the player to move) with `ramsch` as leaf context.
Position schafkopf_position(const engine::SchafkopfRules& rules, const engine::SkContract& c,
                            const engine::SkSetup& setup, const engine::PlayState& state,
                            const std::array<engine::CardMask, engine::kSchafkopfSeats>& dealt,
                            int doublings, const RamschLeafContext* ramsch, int perspective = -1);

}  // namespace solver
