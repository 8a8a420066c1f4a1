// What the table shows after N plays, from a given perspective: every seat's remaining cards
// (face up or face down), the trick on the table, who leads, the picker and the partner (secret
// until the called card is played, SS-6.7 / SS-8.8 / SK-5.4), card points per seat and per side
// (TT-8, SK-8.1), and the blind and the bury where known (SS-5.3: only the picker knows the
// bury until the hand is settled). The under card is played face down and shown only at
// settlement (SS-8.5e). Completed tricks are public (TT-10).
//
// Plain data computed from a ReplayDeal; no drawing code.
#pragma once

#include <string>
#include <vector>

#include "engine/card.h"
#include "ui/replay_deal.h"

namespace ui {

// Whose eyes the table is seen through. `seat` sits at the bottom of the table; with show_all
// off, only what that seat knows is face up.
struct Perspective {
  bool show_all = true;
  int seat = 0;
  bool operator==(const Perspective&) const = default;
};

struct SeatView {
  int seat = 0;
  std::string name;
  std::vector<engine::Card> face_up;     // in display order (display_order)
  int face_down = 0;                     // cards hidden from this perspective or unknown
  engine::Card under = engine::kNoCard;  // a pending under card among face_up
  bool dealer = false;
  bool picker = false;     // picker / declarer
  bool partner = false;    // holder of the called card, as far as this perspective knows
  bool leads = false;      // leads the trick on the table (or the next one)
  bool to_move = false;    // plays the next card of the replay
  bool won_trick = false;  // won the completed trick on the table
  int points = 0;          // card points in the tricks won so far
  int tricks = 0;
  int bury = 0;  // the picker's: the bury's points, which count for him (SS-5.2), where seen
};

struct TrickCard {
  int seat = 0;
  engine::Card card = engine::kNoCard;
  bool face_down = false;  // an under card whose face this perspective cannot see
  bool under = false;      // the under card (face shown only to those who may see it)
};

struct TrickView {
  int number = 0;  // 1-based
  int leader = -1;
  std::vector<TrickCard> cards;  // in play order
  bool complete = false;
  int winner = -1;  // when complete
  int points = 0;   // when complete
};

// The blind or the bury: how many cards, and their faces when this perspective may see them.
struct CardsAside {
  bool exists = false;   // the game has it (a Sheepshead hand; the bury only with a picker)
  bool known = false;    // the deal says which cards they are
  bool visible = false;  // known and allowed to be seen from this perspective
  std::vector<engine::Card> cards;  // when visible
  int count = 0;
  int points = 0;  // when visible
};

struct TableView {
  int step = 0;   // plays shown
  int steps = 0;  // plays in the deal
  int num_seats = 0;
  int tricks_total = 0;
  GameKind game = GameKind::kSheepshead;
  std::vector<SeatView> seats;     // indexed by seat
  TrickView trick;                 // the trick in progress, or the one just completed
  std::vector<TrickView> history;  // completed tricks before `trick`
  // The last completed trick: `trick` when it is complete, else the last of `history`; null
  // before the first trick is complete.
  const TrickView* last_trick() const {
    if (trick.complete) return &trick;
    return history.empty() ? nullptr : &history.back();
  }
  int to_move = -1;        // seat of the next play in the replay; -1 at the end
  bool hand_over = false;  // every trick has been played

  // Sides (SS-6.8, SK-8.1). No sides in a leaster or a Ramsch.
  bool has_sides = false;
  int picker = -1;
  engine::Card called = engine::kNoCard;  // the partner card: called, JD or called-up (SS-14.1)
  bool alone = false;                     // picker without a partner (no called card)
  int partner = -1;                       // -1: alone, or unknown from this perspective
  bool partner_revealed = false;          // the called card has been played (SS-8.8)
  bool sides_known = false;               // partner known (or alone), so side totals can be shown
  int picker_side_points = 0;             // in tricks; picker only when the partner is unknown
  int defender_points = 0;                // in tricks; when sides_known
  // The bury's points, counted for the picker's side at settlement (SS-5.2), when this
  // perspective may see them (else 0); picker_side_total = picker_side_points + bury_counted.
  int bury_counted = 0;
  int picker_side_total = 0;

  CardsAside blind;
  CardsAside bury;

  std::string contract;
  // The contract for the table, with its player: "Ann picked and called the ace of hearts",
  // "Bob plays Herz-Solo; Kontra by Eve", "Leaster: everybody passed".
  std::string contract_line;
  std::string status;  // one line: whose turn it is, who won the trick, or the final score
};

// Cards in the order a player holds them: trumps highest first, then the fail suits in the
// order clubs, hearts, spades, diamonds (colours alternate), each highest first.
std::vector<engine::Card> display_order(engine::CardMask cards, const engine::ContractTable& t);

struct Settlement;

// The table after `step` plays (clamped to 0..plays) of a deal that passed sanitize_deal.
// `settlement`: the deal's compute_settlement when the caller has it already (a board refresh
// computes it once for every view); without it, it is computed here when the status needs it.
TableView compute_table_view(const ReplayDeal& deal, int step, const Perspective& perspective,
                             const Settlement* settlement = nullptr);

}  // namespace ui
