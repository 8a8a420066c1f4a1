// Computer players for practice and self-play, at two strengths, for both games.
//
//   kHeuristic  rule of thumb (solver/sheepshead/heuristic_player.h for Sheepshead, the Schafkopf
//               counterpart in solver/schafkopf/heuristic_player.h): instant.
//   kStrong     the sampled solver: deals the hidden cards consistently with what the seat knows
//               (solver/knowledge.h, solver/sampler.h), solves each world double dummy and takes
//               the action with the best mean of its own settlement units (card points break
//               ties), within a time budget per move (a fraction of a second). Decisions the
//               sampled solver does not cover are taken by the heuristic.
//
// The Sheepshead strong bot (solver/src/sheepshead/players.cpp, solver/PLAYERS.md):
//   * card play: the seat's knowledge from the hand's log so far (engine/hand_log.h,
//     sheepshead_play_knowledge), worlds from WorldSampler (all of them when there are at most
//     max_worlds, else sampled with world_seed(seed, play index, world)), weighted by the
//     auction like the analyzer (a passer rarely held a picking hand). In every world each
//     legal card (equivalent cards once) is valued double dummy with one DoubleDummy per bot:
//     units by a few yes/no searches on the settlement levels; card points, the tie-break, only
//     once at most 20 cards are in the hands (early they cost several times the units). The card
//     with the best weighted mean units wins, then the most points (fewest in a leaster), then
//     power order. Worlds are added until max_worlds, or until the budget is spent once
//     min_worlds are done (checked between worlds). A search still running at 4 times the
//     budget is stopped (a watchdog sets the solver's cancel flag) and the unfinished world
//     dropped, even below min_worlds: the move rests on the worlds finished, or is the
//     heuristic's when none finished. With budget_seconds = 0 there is no limit. No search with one
//     legal card, with all legal cards equivalent for the seat, or in a leaster while more than 20
//     cards are in the hands (the paranoid search is too slow there): the heuristic's card.
//   * pick/pass, bury and call: the heuristic. A simulation of these needs a whole hand solved
//     double dummy per world and alternative (the analyzer takes seconds per auction decision
//     with 16 worlds), which does not fit a budget of a fraction of a second.
//
// A bot decides only from what the acting seat may know: its own cards, the public auction,
// call/contract and doubles, the cards played so far, its own bury (Sheepshead picker). It never
// reads other seats' hands or the hidden partner from the hand object. It only ever returns a
// legal action. Deterministic: the same configuration, seed and position give the same action
// (the time budget can only shorten the number of worlds, so for reproducible runs set
// `max_worlds` and leave `budget_seconds` at 0).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "solver/analysis.h"  // Action, Alternative

namespace solver {

enum class Strength : std::uint8_t { kHeuristic, kStrong };
std::string strength_name(Strength s);                            // "heuristic", "strong"
std::optional<Strength> parse_strength(const std::string& name);  // nullopt if unknown

struct BotConfig {
  Strength strength = Strength::kHeuristic;
  std::uint64_t seed = 1;
  double budget_seconds = 0.25;  // kStrong: wall time per decision (searches stop at 4x); 0 = none
  int max_worlds = 32;           // kStrong: worlds per decision (at most)
  int min_worlds = 8;            // kStrong: worlds always used, whatever the budget
  // Sweep's kStrong: the round-cut player of the earlier releases (solver/sweep/players.h),
  // kept to measure the deal-horizon player against (`selfplay --players strong,strong-cut`).
  bool sweep_round_cut = false;
};

// What a strong bot found: every legal alternative with its sampled values (units, points),
// best first. For a heuristic bot or a decision taken by the heuristic, `alternatives` is empty.
struct Advice {
  Action action;
  std::vector<Alternative> alternatives;
  int worlds = 0;
  double seconds = 0;
  // With alternatives: every seat's win chance (solver/win_chance.h) when the best card is
  // played, from the worlds it was valued in (per world the sides of that world), and its
  // standard error; empty otherwise.
  std::vector<double> win_chance;
  std::vector<double> win_chance_se;
};

// --- Sheepshead ---------------------------------------------------------------------------------

class SheepsheadBot {
 public:
  virtual ~SheepsheadBot() = default;
  // The action for hand.to_act() (pick/pass, bury, call or card), legal in `hand`.
  virtual Advice decide(const engine::SheepsheadHand& hand) = 0;
};
std::unique_ptr<SheepsheadBot> make_sheepshead_bot(const BotConfig& config);

// Applies an action to the hand; the engine's error sentence if it refused it.
std::optional<std::string> apply_action(engine::SheepsheadHand& hand, const Action& action);

// --- Schafkopf ----------------------------------------------------------------------------------

enum class SkActionKind : std::uint8_t { kBid, kDeclare, kDouble, kPlay };
struct SkAction {
  SkActionKind kind = SkActionKind::kPlay;
  engine::SkBid bid;                    // kBid (SchafkopfHand::legal_bids)
  engine::SkContract contract;          // kDeclare (SchafkopfHand::legal_declarations)
  bool yes = false;                     // kDouble: say Kontra (or Re)
  engine::Card card = engine::kNoCard;  // kPlay
  bool operator==(const SkAction&) const = default;
};
std::string sk_action_text(const SkAction& a);  // "play", "pass", "Herz-Solo", "Kontra", "EO"
// The same action as an analysis Action (kinds kBid, kDeclare, kDouble, kPlay), and back
// (nullopt for the Sheepshead kinds).
Action to_action(const SkAction& a);
std::optional<SkAction> to_sk_action(const Action& a);

struct SkAdvice {
  SkAction action;
  std::vector<Alternative> alternatives;  // kPlay by a strong bot: every legal card, best first
  int worlds = 0;
  double seconds = 0;
  std::vector<double> win_chance;  // as Advice's
  std::vector<double> win_chance_se;
};

class SchafkopfBot {
 public:
  virtual ~SchafkopfBot() = default;
  // The action for hand.to_act(), legal in `hand`.
  virtual SkAdvice decide(const engine::SchafkopfHand& hand) = 0;
};
std::unique_ptr<SchafkopfBot> make_schafkopf_bot(const BotConfig& config);

std::optional<std::string> apply_action(engine::SchafkopfHand& hand, const SkAction& action);
// Every legal action of the seat to act, in the engine's order (bids, declarations, "no" then
// "yes" in the Kontra/Re poll, cards by mask order); empty when the hand is over.
std::vector<SkAction> sk_legal_actions(const engine::SchafkopfHand& hand);

}  // namespace solver
