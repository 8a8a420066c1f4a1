// Values of a Schafkopf seat's auction decisions by simulation (RULES.md SK-4 to SK-6): every
// legal announcement of the auction (PLAY or PASS, a rank, hold, yield, withdraw), every legal
// declaration (contract and called ace) and both answers of the Kontra/Re poll, judged with
// what the seat knows. See solver/ANALYSIS.md §10 for the model.
//
// Worlds. What the mover knows: in the auction and the declaration his own dealt cards only
// (the others' announcements are not used as evidence: every deal of the unseen cards to the
// other three seats is equally likely); in the doubling poll also the contract, the opening
// lead when the poll follows it (SK-6.3) and the earlier answers, with every constraint of
// solver/schafkopf/knowledge.h (the called ace not with the declarer or a seat that said Kontra,
// the declarer's card of the called suit, voids). Worlds are dealt uniformly and exactly by
// solver/sampler.h (every world when there are at most max_worlds), world i from its own seeded
// stream (world_seed), so the values never depend on the cards the mover cannot see.
//
// Simulation, per world and per legal action, on the world's deal with the hand's public
// history (SchafkopfHand::redeal): the action is applied, then every later announcement,
// declaration and Kontra/Re answer (the mover's own later steps too) is the heuristic player's
// (solver/schafkopf/heuristic_player.h, styles from the seed). A contract is then played double
// dummy from the opening lead (or, in the poll after the lead, from the position after it): the
// declaring party's settlement level by yes/no searches on the settlement levels
// (team_level in positions.h, units only). A Kontra poll that follows the opening lead is
// answered by the heuristic before the search (its answers depend on the own cards and the contract
// only, not on the lead). All pass: thrown in (0) or, with sk_all_pass = ramsch, a Ramsch played
// out by the heuristic player (a paranoid search of a whole Ramsch takes seconds per world),
// settled by the engine. Units are the mover's own (SK-10: declarer and Sauspiel partner the
// party's V, a solo declarer 3V, each defender -V; the Ramsch's per seat).
//
// Sharing: within a world, every action that leads to the same contract (a Kontra answered yes
// or no, PLAY and a later rank that end in the same declaration) shares one search; only the
// multiplier (Kontra, Re) differs, applied to the level reached.
//
// Stopping: worlds come in batches; after min_worlds, adding stops once, against the best
// action by mean, every other action's paired difference (same worlds) has a standard error
// <= target_se stakes or lies 3 standard errors from zero (ANALYSIS.md §3's rule, with every
// action valued in every world), at max_worlds, or when budget_seconds have passed (a search
// still running at 4x the budget is stopped and its world dropped; the budget is checked after
// every world from min_worlds on). Cancellable: `cancel` is
// polled between worlds and actions.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "engine/schafkopf.h"
#include "solver/analysis.h"
#include "solver/players.h"

namespace solver {

struct SkAuctionOptions {
  std::uint64_t seed = 1;
  int max_worlds = 24;
  int min_worlds = 8;
  int batch = 4;              // worlds added between stopping checks
  double budget_seconds = 0;  // wall time; 0 = none (max_worlds bounds the work)
  double target_se = 0.05;    // stakes
  std::size_t tt_bytes = std::size_t{8} << 20;
  const std::atomic<bool>* cancel = nullptr;
  // The poll's worlds weigh the bidding (add_schafkopf_bidding_inference, schafkopf/knowledge.h).
  bool inference = true;
  // Rank (and grade) the Kontra/Re poll's answers by calibrated units (sk_calibrate_units)
  // instead of the double-dummy units; false: the double-dummy units. Bids and declarations keep
  // the double-dummy units (measured worse calibrated, ANALYSIS.md "Win chance").
  bool calibrated = true;
};

struct SkActionValue {
  SkAction action;
  Estimate units;                   // the mover's own units over the worlds
  std::vector<double> world_units;  // per world, the same worlds in the same order per action
  // Per world, every seat's win chance in that world after this action (solver/win_chance.h):
  // the contract's party against the rest through the class's calibration, the seats with a
  // positive result when the hand ends without card play (thrown in: nobody) or in a Ramsch.
  std::vector<std::vector<double>> world_chance;
  // The double-dummy units per world when world_units hold the calibrated ones (else empty).
  std::vector<double> world_dd_units;
};

struct SkAuctionValuation {
  std::string error;  // non-empty: not an auction, declaration or poll decision, or a bug
  DecisionKind kind = DecisionKind::kBid;
  int mover = -1;
  std::vector<SkActionValue> actions;  // every legal action, best mean first
  SkAction heuristic;                  // what the heuristic player would do
  int worlds = 0;
  bool exact = false;     // every consistent world was used (no sampling error)
  bool complete = false;  // false when cancelled (or stopped) before a single world was done
  // The stake (units) that turns units into the losses of sk_auction_alternatives: bids and
  // declarations the solo-class tariff for one opponent (tariff_solo), the poll the declared
  // contract's tariff for one opponent; times sk_unit_scale.
  double stake = 1;
  // Every seat's win chance after the best action (the first), over the worlds, and its
  // standard error (0 when exact); empty when nothing was valued.
  std::vector<double> win_chance;
  std::vector<double> win_chance_se;
  double seconds = 0;
  std::uint64_t nodes = 0;  // search nodes
};

// Values every legal action of hand.to_act() in the auction (kAuction, kBidding), the
// declaration (kDeclare) or the doubling poll (kDoubling). Deterministic for the options' seed
// (when no time budget cuts it short).
SkAuctionValuation sk_value_auction(const engine::SchafkopfHand& hand,
                                    const SkAuctionOptions& options);

// Turns every action's units into calibrated units and ranks the actions by them again (best
// mean first; a tie keeps the heuristic's action first): in world w, with the mover's win chance
// p_w there after the action (world_chance, the class's calibration of solver/win_chance.h) and
// his double-dummy units u_w, the expected units (2 p_w - 1) |u_w|, as if the hand paid |u_w|
// won or lost (the tariff, Laufende and doublings are the same either way; a Schneider that
// would change with the result is not modelled). Uncalibrated (p_w = [u_w > 0]) it is u_w
// itself; a hand thrown in stays 0. The double-dummy units go to world_dd_units. Once only.
void sk_calibrate_units(SkAuctionValuation& v);

// The valuation as analysis alternatives, best first: units, loss against the best in stakes and
// loss_se the standard error of the paired per-world difference (0 when exact).
std::vector<Alternative> sk_auction_alternatives(const SkAuctionValuation& v);

// A graded decision: `played` (an action of `before`'s seat to act) judged by sk_value_auction;
// grade_for on its loss and paired standard error, Forced with one legal action; complete false
// (with a note) when it cannot be valued.
DecisionAnalysis sk_grade_auction(const engine::SchafkopfHand& before, const SkAction& played,
                                  const SkAuctionOptions& options);

// --- Calibration (ANALYSIS.md §9, "Calibration") -----------------------------------------------

// A Schafkopf log's hand rebuilt as the analyzer does (the declarer alone says PLAY, the log's
// contract, the poll answered as the log records it), stopped just before play `n_plays` (after
// the poll when the poll comes first). nullopt with *error when the log cannot be rebuilt.
std::optional<engine::SchafkopfHand> sk_log_hand(const engine::DealLog& log, std::size_t n_plays,
                                                 std::string* error);

// The declarer's expected result from the opening lead: in the worlds of the opening leader
// (schafkopf_play_knowledge of the hand before the first card, with the bidding's likelihood
// unless options.inference is false; options.max_worlds worlds, world i from
// world_seed(seed, 0, i)), the share of worlds in which the declaring party wins with every
// hand visible from the opening lead on (win_lose_level: one yes/no search on the weakest
// winning level), with its binomial standard error. Not for a Ramsch (no declarer).
struct SkForecast {
  std::string error;
  int worlds = 0;
  int fallbacks = 0;  // worlds the rejection sampler gave up on (sampler.h)
  double win_share = 0;
  double se = 0;
  std::string inference_note;  // Knowledge::inference_note
};
SkForecast sk_opening_forecast(const engine::SchafkopfHand& before_lead,
                               const SkAuctionOptions& options);

}  // namespace solver
