// What the Schafkopf seat to play knows (RULES.md SK-5, SK-6, SK-7), as solver::Knowledge: the
// other three seats' remaining hands are the slots, and per-card allowed slot sets in disjoint
// cases express every constraint, so solver/sampler.h's WorldSampler counts, enumerates and
// samples Schafkopf worlds exactly and uniformly (no rejection).
//
// Constraints (from the public record and the seat's own cards only):
//   * voids: a player who did not follow the led effective suit holds none of it (SK-7.1);
//   * Sauspiel, the called ace A_x while it is unseen: not with the declarer (SK-5.2), not with a
//     seat that said Kontra (SK-6.5: the partner cannot), with a non-declarer who said Re (he is
//     the partner), not with a player who put another card into the opening trick of x (SK-7.3a);
//   * running away (SK-7.3d): if the opening trick of x was led with another card of x by L, then
//     either L does not hold A_x, or L held at least R cards of x then (the led card, the ace,
//     the cards of x he played since and those he still holds); split into the two disjoint
//     branches, the second by which of the unseen x cards L holds (the lowest `need` of them);
//   * the call (SK-5.2): the declarer was dealt a non-trump card of x; unless he has played one,
//     he still holds one (with sk_caller_keeps_suit, SK-5.5, also while x is unopened). Split by
//     the lowest such card he holds, so the cases stay disjoint.
// "At least k of the cards S in slot j" is split into C(|S|, k) disjoint cases by the k lowest
// cards of S the slot holds.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "engine/schafkopf.h"
#include "solver/knowledge.h"

namespace solver {

// Knowledge of hand.to_act() in the play phase or in the doubling poll (SK-6.4: the polled seat
// knows the contract, the opening lead when the poll follows it and the earlier answers).
// nullopt (with *error) in the auction or the declaration.
std::optional<Knowledge> schafkopf_play_knowledge(const engine::SchafkopfHand& hand,
                                                  std::string* error);

// The dealt hands of a world: each seat's known cards, the cards it played and its slot.
std::array<engine::CardMask, engine::kSchafkopfSeats> schafkopf_world_dealt(const Knowledge& k,
                                                                            const SlotCards& w);

}  // namespace solver
