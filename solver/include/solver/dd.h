// Double-dummy solver: the exact value of a trick-play position with every hand visible.
//
// Games are described by the engine's PlayRules/PlayState (any contract table, called-suit
// obligations, under card, running away) plus an objective:
//
// * Team objective (Sheepshead picker's side, Schafkopf Sauspiel, solos, Tout): the seats in
//   `max_side` maximise the card points they take (`base_points` such as the bury already
//   count), the others minimise them. The settlement is given as `levels`: predicates on the
//   final outcome, best first, each "points >= t, and (optionally) the opponents take no trick,
//   and (optionally) the max side takes at least one trick" with the units the declarer gets
//   when it is the best level reached. Every settlement in RULES.md (SS-10, SK-10, Tout) has this
//   shape, so units-optimal play is found exactly with a few yes/no searches.
//
// * Paranoid objective (Sheepshead leaster, Schafkopf Ramsch): one seat, `perspective`, plays
//   against all others, who cooperate to hurt it. Points: the fewest card points the perspective
//   seat can be held to... from its own side: others maximise its points, it minimises them.
//   Units: the perspective seat's settlement from a leaf function over all seats' points and
//   tricks, others minimising it. This is the paranoid assumption: it is a lower bound on what
//   the seat can expect, exact for the game where the others really are one team.
//
// Search (after DDS and the Sheepshead/Skat literature): yes/no questions "can the max side
// reach t?" answered by alpha-beta with null windows; a transposition table at trick boundaries
// storing, per flag combination, the largest future threshold proven reachable and the smallest
// proven unreachable; cards adjacent in power among the cards still out and equal in points
// searched once; cheap bounds from the points still out and the points each side surely takes
// (its top trumps, and the tricks a seat's trumps surely win with the fewest points every other
// seat can give to them); the forced last trick valued without search; from a boundary the table
// does not settle, the searches play the trick on the hands' masks without make/unmake
// (the last two tricks by a small minimax where only following suit is left); trick conditions
// settled by a seat sure of a trick; move ordering by trick situation (sure tricks first, a lead to
// a mate's highest card among them, a lead that an opponent can trump last; a follower whose side
// surely wins the trick, by its winner so far or by a card a mate still to play holds, gives
// points; discards from short suits first); the table is reused across thresholds, per-card
// values and the decisions of one hand. The points value is found by null-window passes from
// a guess, the next threshold from the bounds the passes return (galloping, then asking near
// the top of the bracket).
// Of two cards of one suit in a follower's hand with no card of another hand and not the
// trick's winner between them in power, but different points, only the one its side prefers
// is searched where the trick surely goes to one side (both beat the same cards now and
// later, so only the points differ; not in the paranoid units search, where it matters which
// seat of a side has them).
// Per-card values search one card of each equivalence class, each card starting from the best
// value so far and, when it is not better, asking next at a value a card searched before it
// had; when the position is a child of the last per-card solve its remembered value bounds
// every card's. `schmier bench --oracle` measures how far the guesses are from the best
// possible (solve_from_guesses).
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/play.h"

namespace solver {

using engine::Card;
using engine::CardMask;

// One settlement level for the team objective: reached when the max side's final points are at
// least `min_points`, the other side took no trick if `opp_no_trick`, and the max side took at
// least one trick if `side_one_trick`. The last level must have no conditions.
struct Level {
  int units = 0;
  int min_points = 0;
  bool opp_no_trick = false;
  bool side_one_trick = false;
};

// Leaf settlement for the paranoid objective: the perspective seat's units given the final
// card points and tricks of every seat (points include any extra points, e.g. a leaster blind).
using ParanoidLeaf = int (*)(const void* ctx, const std::int16_t* points,
                             const std::uint8_t* tricks, int perspective);

struct Objective {
  bool paranoid = false;
  // Team objective.
  std::uint32_t max_side = 0;  // bit per seat
  int base_points = 0;         // points the max side already has outside the tricks (the bury)
  std::vector<Level> levels;   // best first; last has no conditions
  // Paranoid objective.
  int perspective = 0;
  ParanoidLeaf leaf = nullptr;
  const void* leaf_ctx = nullptr;  // must stay valid and unchanged while tables are reused
  int paranoid_scale = 1;          // multiplies the leaf's units (a doubler, say)
  // Extra points given to the winner of trick `bonus_trick` (0-based), e.g. a leaster blind
  // that goes to the first or last trick; -1 for none.
  int bonus_trick = -1;
  int bonus_points = 0;
  int bonus_owner = -1;  // the seat that already received the bonus (its trick is over)
};

struct Position {
  engine::PlayRules rules;
  engine::PlayState state;
  Objective objective;
};

struct MoveValue {
  Card card = engine::kNoCard;
  int points = 0;  // team: max side's final points; paranoid: perspective seat's final points
  int units = 0;   // the declarer's (team) or perspective seat's (paranoid) units
};

struct SolveResult {
  bool complete = false;  // false when cancelled
  int to_move = 0;
  int points = 0;
  int units = 0;
  std::vector<MoveValue> moves;  // legal moves of the player to move, in power order (highest
                                 // first); empty unless requested
  std::uint64_t nodes = 0;
  double seconds = 0;
};

struct SolverOptions {
  std::size_t tt_bytes = std::size_t{64} << 20;  // transposition table size (max 256 MB default)
  bool equivalence = true;                       // search equivalent cards once
  // Table keys on the cards' places among the cards still out (equal-point neighbours such
  // as the queens renamed), so positions differing only in which of them fell share entries.
  bool relative_keys = true;
};

// Where the searches' nodes went (`schmier bench --stats`). Counted only in a build configured
// with -DSCHMIER_SOLVER_STATS=ON, since the counters add work to the hottest loops; in other
// builds `enabled` is false and every count stays zero.
struct SearchStats {
  static constexpr int kTricks = 16;
  bool enabled = false;
  // nodes[t][k]: cards searched as card k + 1 of trick t + 1. Every node counts once, so the
  // counts add up to the nodes searched.
  std::array<std::array<std::uint64_t, engine::kMaxPlayers>, kTricks> nodes{};
  // The points search (team objective) at the boundary before trick t + 1, where the hand is
  // not over and the last trick is not forced (that one is valued without search):
  // visits = settled_by_points (the points taken or still out) + table_cuts + sure_cuts (the
  // side's sure points) + expanded. A visit finds its position in the table (table_hits) or is
  // new to it (new_positions); expanded_again counts the expanded visits that found it.
  struct Boundary {
    std::uint64_t visits = 0;
    std::uint64_t settled_by_points = 0;
    std::uint64_t table_hits = 0;
    std::uint64_t table_cuts = 0;
    std::uint64_t new_positions = 0;
    std::uint64_t sure_cuts = 0;
    std::uint64_t expanded = 0;
    std::uint64_t expanded_again = 0;
  };
  std::array<Boundary, kTricks> boundaries{};
};

class DoubleDummy {
 public:
  explicit DoubleDummy(SolverOptions options = {});
  ~DoubleDummy();
  DoubleDummy(const DoubleDummy&) = delete;
  DoubleDummy& operator=(const DoubleDummy&) = delete;

  // Values the position (and, with per_card, every legal card of the player to move).
  SolveResult solve(const Position& pos, bool per_card);

  // solve(pos, true) with each card's search starting from a given first guess: the card's
  // entry in `first_guess` (points, as in SolveResult::moves; cards without one use the usual
  // guess). Same values; only the passes differ. `schmier bench --oracle` passes every card's
  // exact value (from another solver) to measure the floor of what a guess policy can save.
  SolveResult solve_from_guesses(const Position& pos, const std::vector<MoveValue>& first_guess);

  // Yes/no: can the max side end with at least `target` points (team objective, with the flag
  // conditions of `level`)? Exposed for tests and the sampler.
  bool reach(const Position& pos, const Level& level);

  // Another thread may set this to stop a search; solve() then returns complete = false.
  void set_cancel_flag(const std::atomic<bool>* flag) { cancel_ = flag; }
  // Forgets everything learnt (the table is also reset automatically when the objective or
  // rules change).
  void clear();
  std::uint64_t nodes() const { return nodes_; }
  // The counts since construction or the last reset_stats() (see SearchStats).
  const SearchStats& stats() const;
  void reset_stats();

 private:
  struct Impl;
  SolveResult solve_impl(const Position& pos, bool per_card,
                         const std::vector<MoveValue>* first_guess);
  std::unique_ptr<Impl> impl_;
  const std::atomic<bool>* cancel_ = nullptr;
  std::uint64_t nodes_ = 0;
};

// Sorts cards by the table's power, highest first (trumps first, then fail suits by suit).
std::vector<Card> power_order(const engine::ContractTable& t, CardMask m);

}  // namespace solver
