// A sampled Sheepshead world as a solver position, and the mover's values from the solver's
// (RULES.md SS-8.5, SS-10, SS-11, SS-14.1): the actual position of a play decision with the cards
// the mover cannot see replaced by the world's. The hidden hands take the world's cards; a
// face-down under card takes the world's face where it lies in the current trick, or moves its
// points to the seat that won it; with a picker, his side is the world's holder of the partner card
// (the world's levels when the picker is alone there but not in the actual deal, or the other way
// round) and the bury's points are the world's; in a leaster the blind's bonus is the world's
// blind.
#pragma once

#include <cstddef>

#include "engine/deal_log.h"
#include "engine/sheepshead.h"
#include "solver/dd.h"
#include "solver/knowledge.h"
#include "solver/sampler.h"

namespace solver {

// What a play decision's worlds share: the actual position and where the under card lies.
struct SheepsheadWorldFrame {
  const Knowledge* k = nullptr;
  Position actual;                // the actual position (its hidden hands are overwritten)
  engine::SheepsheadRules rules;  // the table's rules (for the levels)
  engine::Card actual_under = engine::kNoCard;  // the actual under card
  bool actual_alone = false;                    // the picker is alone in the actual deal
  int multiplier = 1;                           // the hand's multiplier after the announcements
  int under_winner = -1;  // the seat that won the face-down under card's trick
  int under_pos = -1;     // its position in the current trick
};

// The frame of decision `n_plays` of `log` (whose first n_plays plays and play seats are
// known) for the knowledge k of that decision, which must outlive the frame.
SheepsheadWorldFrame sheepshead_world_frame(const Knowledge& k, const engine::DealLog& log,
                                            std::size_t n_plays, const engine::PlayRules& pr,
                                            Position actual, const engine::SheepsheadRules& rules,
                                            bool actual_alone, int multiplier);

// The side of the picker in a world: the picker and the holder of the partner card.
std::uint32_t sheepshead_world_side(const Knowledge& k, const WorldDeal& wd);

// The position of one world.
Position sheepshead_world_position(const SheepsheadWorldFrame& f, const World& w);

// How the solver's values (picker's units and side points, or the leaster seat's own) turn
// into the mover's own units and his side's points.
struct MoverMap {
  Role role = Role::kDefender;
  bool alone = false;
  int deck_points = 120;
  int seats = engine::kSheepsheadSeats;
  int units(int solver_units) const {
    switch (role) {
      case Role::kPicker:
      case Role::kLeaster:
      case Role::kAuction:
        return solver_units;
      case Role::kPartner:
        return solver_units / 2;
      case Role::kDefender:
        // The picker's units are D times his share (positions.h); a defender pays D.
        return alone ? -solver_units / (seats - 1) : -solver_units / 2;
    }
    return 0;
  }
  int points(int solver_points) const {
    return role == Role::kDefender ? deck_points - solver_points : solver_points;
  }
};

}  // namespace solver
