// What a Sweep player knows at a turn, and the worlds consistent with it (RULES.md §6 "Sweep
// predicates": `unseen` = the opponent's hand plus the stock still to come).
//
// Public in Sweep: the table, both capture piles, every card played, the sweeps, who captured
// last, the round and the number of cards in the opponent's hand. Private: the opponent's hand
// and the order of the stock. Two facts narrow the unseen cards further:
// * Under `sw_table_jack_to = bottom` (SW-4) a jack drawn for the first table went to the
//   bottom of the stock in sight of both players, so the last stock positions are known. Once
//   the fourth round deals them, the player who receives them holds them: if that is the
//   opponent, they are known cards of his hand.
// * Every card dealt in an earlier round has been played (a round ends when both hands are
//   empty), so earlier rounds hide nothing.
//
// A world is a complete SweepState: the opponent's hand and the stock's unknown positions dealt
// uniformly from the unseen cards (no inference model: a player's trails and captures do not
// weight the worlds). The stock positions already dealt are filled with the cards each seat
// received in that round, as known to the viewer (the opponent's unplayed cards of the current
// round are the world's own draw), so a world is a position of a hand that could have been
// dealt. Sampling is seeded and reproducible, and reads nothing the viewer does not know: two
// true positions that the viewer cannot tell apart give the same worlds for the same seed.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "engine/sheepshead.h"  // Rng
#include "engine/sweep.h"

namespace solver::sweep {

using engine::sweep::CardMask;
using engine::sweep::SweepDeal;
using engine::sweep::SweepRules;
using engine::sweep::SweepState;

struct SweepKnowledge {
  SweepRules rules;
  int seat = 0;  // the viewer
  // The position with everything hidden from the viewer removed: the opponent's hand is empty
  // and the stock holds engine::sweep::kNoCard where the viewer does not know the card.
  SweepState visible;
  int opponent_cards = 0;       // the number of cards in the opponent's hand
  CardMask opponent_known = 0;  // cards known to be in the opponent's hand (bottom jacks)
  CardMask unseen = 0;          // the opponent's unknown cards plus the stock's unknown ones
  // The cards each seat received in each round up to the current one (rounds not yet dealt:
  // 0). In the current round the opponent's entry holds only what he has played (and
  // opponent_known).
  std::array<std::array<CardMask, engine::sweep::kSeats>, engine::sweep::kRounds> received{};

  int opponent() const { return 1 - seat; }
  // The number of unknown cards in the opponent's hand.
  int opponent_unknown() const;
};

// The viewer's knowledge at `state`, a position of the hand dealt as `deal` (which the function
// reads only for what the viewer saw: his own hands, the first table, the returned jacks).
SweepKnowledge sweep_knowledge(const SweepRules& rules, const SweepDeal& deal,
                               const SweepState& state, int seat);

// One world drawn uniformly from those consistent with the knowledge.
SweepState sample_world(const SweepKnowledge& k, engine::Rng& rng);

// Whether `world` agrees with everything the viewer knows (an empty string) or what differs.
std::string inconsistency(const SweepKnowledge& k, const SweepState& world);

}  // namespace solver::sweep
