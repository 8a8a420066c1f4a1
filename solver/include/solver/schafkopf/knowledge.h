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
//
// The bidding as evidence (add_schafkopf_bidding_inference, ANALYSIS.md §9): a likelihood of
// each world (Knowledge::likelihood) that the sampler draws in proportion to. With
// margin_c(h) = SkHeuristicPlayer::strength(c, h) - threshold(c) (the heuristic player's
// hand strength and its default thresholds for contract c, in half points, but
// kSkFarbThreshold for Farbwenz and Farbgeier) and
// s(x) = 1 / (1 + exp(-x / kSkInferenceScale)):
//   * the declarer of a solo-class contract c: P = s(margin_c(h)); of a Tout: 1 if the hand is a
//     sure Tout, else s(margin_c(h) - kSkToutMargin);
//   * the declarer of a Sauspiel: P = s(margin_Sauspiel(h)) * s(-M_2(h)): he wanted a game, and
//     none that outranks a Sauspiel;
//   * every other seat (the log records no auction, so what is sure is only that nobody took
//     the game from the declarer, SK-4.4): P = s(-M_R(h)), where M_R is the largest margin over
//     the non-Tout contracts of rank at least R that the seat could have declared (a Sauspiel
//     only with a legal call); R = the declared rank for a seat before the declarer in bidding
//     order (the earlier seat keeps equal ranks), the declared rank + 1 after him; in a Ramsch
//     everyone passed (R = 1);
//   * the mover's own hand carries no factor; the likelihood of a world is the product.
#pragma once

#include <array>
#include <cstdint>
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

inline constexpr double kSkInferenceScale = 2.0;  // half points of margin per e-fold of the odds
inline constexpr int kSkToutMargin = 16;          // a Tout's margin beyond its contract's threshold
// The Farbwenz and Farbgeier threshold of the model (the heuristic player's 40 is set high on
// purpose: it does not play them by default). Real declarers of the shared NetSchafkopf games
// hold a median 30 (ANALYSIS.md §9); Solo, Wenz and Geier keep the heuristic's thresholds, which
// the real declarers' median margins (+2.5, +0.5, -1) fit.
inline constexpr int kSkFarbThreshold = 30;

// Adds the bidding's likelihood (see the header comment) to a knowledge from
// schafkopf_play_knowledge of the same hand. If the likelihood is (numerically) incompatible with
// what the seat knows (its mean over 256 uniform worlds below 1/1024), it is not added and
// k.inference_note says why.
void add_schafkopf_bidding_inference(Knowledge& k, const engine::SchafkopfHand& hand);

// The factors of the model, for one dealt hand (tests, documentation).
double sk_declare_likelihood(const engine::SchafkopfRules& rules, const engine::SkContract& c,
                             engine::CardMask dealt);
double sk_pass_likelihood(const engine::SchafkopfRules& rules, int min_rank,
                          engine::CardMask dealt);

// SkHeuristicPlayer::strength, precomputed per contract (the same numbers, without building the
// contract table for every hand).
class SkStrengthTable {
 public:
  SkStrengthTable(const engine::SchafkopfRules& rules, const engine::SkContract& c);
  int operator()(engine::CardMask cards) const;

 private:
  engine::CardMask trumps_ = 0;
  std::array<std::int8_t, engine::kNumCards> trump_score_{};
  std::array<engine::CardMask, 4> plain_{};
  std::array<engine::CardMask, 4> ace_{};
  std::array<engine::CardMask, 4> ten_{};
  std::array<engine::CardMask, 4> king_{};
  bool wenz_geier_ = false;
  bool solo_class_ = false;
};

// The dealt hands of a world: each seat's known cards, the cards it played and its slot.
std::array<engine::CardMask, engine::kSchafkopfSeats> schafkopf_world_dealt(const Knowledge& k,
                                                                            const SlotCards& w);

}  // namespace solver
