// What the practice screens offer the player at each moment, computed from the engine's hand
// (the single source of truth for legality): which cards of the player's hand may be clicked (the
// others carry the engine's reason), which buttons show for the decision in front of him (Pick /
// Pass; the legal calls; the legal bids, then declarations, then Kontra/Re yes/no), the bury
// selection (two of the picker's eight, confirmable only when the engine accepts it), which of
// the screen's own buttons show (Hint, Take back, Review, Retry, Next hand), and the
// table as the player sees it. Plain data: no ImGui, tested in tests/ui.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "solver/analysis.h"
#include "solver/players.h"

namespace ui {

// The decision in front of the player (or kWaiting when a computer player acts).
enum class PracticeDecision : std::uint8_t {
  kWaiting,   // another seat acts
  kPick,      // Sheepshead: pick or pass
  kBury,      // Sheepshead: two of the eight cards
  kCall,      // Sheepshead: a partner card (or alone; the JD call-up)
  kAnnounce,  // Sheepshead: crack, re-crack, blitz or pass (SS-14.3/14.4)
  kBid,       // Schafkopf: play / pass, ranks, hold / yield / withdraw
  kDeclare,   // Schafkopf: name the contract
  kDouble,    // Schafkopf: Kontra / Re, yes or no
  kPlay,      // a card
  kHandOver,  // the hand is finished (or thrown in)
};
std::string practice_decision_name(PracticeDecision d);  // "waiting", "pick", ...

// One button of the decision: exactly one of `ss` / `sk` is set.
struct PracticeChoice {
  std::string label;    // "Pick", "Pass", "Call ace of hearts", "Herz-Solo", "Kontra", ...
  std::string tooltip;  // what it means; empty when the label says it all
  std::optional<solver::Action> ss;
  std::optional<solver::SkAction> sk;
};

// One card of the player's hand as the screen shows it.
struct PracticeCard {
  engine::Card card = engine::kNoCard;
  bool trump = false;
  bool clickable = false;  // a legal card to play, or a card that may be picked for the bury
  bool selected = false;   // chosen for the bury
  bool dim = false;        // drawn greyed (not legal now)
  std::string reason;      // why it may not be clicked (the engine's sentence), else empty
};

struct PracticeControls {
  int seat = 0;  // the player's seat
  PracticeDecision decision = PracticeDecision::kWaiting;
  int to_act = -1;     // the seat that acts, -1 when the hand is over
  std::string prompt;  // one line for the player: "Your turn: pick up the blind or pass?"
  std::vector<PracticeChoice> choices;  // the buttons of the decision (none for cards)
  std::vector<PracticeCard> hand;       // the player's cards, in display order
  // Bury: the confirm button and what it would bury.
  bool bury_confirmable = false;
  std::string bury_problem;  // why the current selection cannot be buried yet
  std::optional<solver::Action> bury_action;
};

// The controls of a Sheepshead hand for the player at `seat`. `bury_selection` holds the cards
// picked so far for the bury (ignored outside it).
PracticeControls practice_controls(const engine::SheepsheadHand& hand, int seat,
                                   engine::CardMask bury_selection);
// The controls of a Schafkopf hand for the player at `seat`.
PracticeControls practice_controls(const engine::SchafkopfHand& hand, int seat);

// Clicking card c during the player's bury: adds it (at most two) or takes it out again. Cards
// that are not among the picker's eight leave the selection unchanged.
engine::CardMask toggle_bury_card(const engine::SheepsheadHand& hand, int seat,
                                  engine::CardMask selection, engine::Card c);

// An announcement (SS-14.3/14.4) as a seat's word ("Crack", "Re-crack", "Blitz", "Red blitz",
// "Pass") and as a verb in the contract line ("cracked", "blitzed (QC QS)", ...).
std::string announce_word(engine::Announce a);
std::string announce_verb(engine::Announce a);

// Texts of Schafkopf choices: "Play" ("I'd play"), "Pass", "Wenz or higher", "Hold", ...
std::string sk_bid_label(const engine::SchafkopfRules& rules, const engine::SkBid& b);
// "Kontra" or "Re" for the poll in front of the hand's polled seat.
std::string sk_double_word(const engine::SchafkopfHand& hand);

// --- The table as the player sees it ------------------------------------------------------------

struct PracticeSeat {
  int seat = 0;
  std::string name;
  int cards = 0;  // cards in hand (the player's own are in PracticeControls::hand)
  bool dealer = false;
  bool picker = false;   // picker / declarer
  bool partner = false;  // known to the player as the picker's partner
  bool to_act = false;
  std::string said;  // the seat's last word in the auction: "Pass", "Pick", "Play", "Kontra"
  int points = 0;    // card points in tricks won
  int tricks = 0;
};

struct PracticeTrickCard {
  int seat = 0;
  engine::Card card = engine::kNoCard;
  bool face_down = false;  // an under card the player may not see yet (SS-8.5)
  bool trump = false;
};

struct PracticeTable {
  int num_seats = 0;
  int seat = 0;  // the player's seat (drawn at the bottom)
  std::vector<PracticeSeat> seats;
  std::vector<PracticeTrickCard> trick;  // the trick in progress, or the one just completed
  bool trick_complete = false;
  int trick_winner = -1;
  int trick_points = 0;
  int trick_number = 0;  // 1-based; 0 before play
  int tricks_total = 0;
  // The last completed trick (the one on the table when it is complete): a trick won by a
  // computer player is cleared at once, and the player may want to look at it again.
  std::vector<PracticeTrickCard> last_trick;
  int last_trick_winner = -1;
  int last_trick_points = 0;
  int last_trick_number = 0;  // 0: no trick is complete yet
  std::string contract;  // "Anna picked, called the ace of hearts", "Leaster", "Herz-Solo (Bernd)"
  // The blind (Sheepshead): its size, and its cards once the player may see them.
  int blind_count = 0;
  std::vector<engine::Card> blind;
  std::vector<engine::Card> bury;  // the player's own bury
};

// Each seat's last word in a Schafkopf auction from the hand's actions and who took them
// ("Pass", "Play", "Hold", "Kontra", ...; empty for a seat that has not spoken). The engine's
// hand does not keep the first round's answers; the session's action list does.
std::vector<std::string> sk_auction_words(const engine::SchafkopfRules& rules,
                                          const std::vector<solver::SkAction>& actions,
                                          const std::vector<int>& seats, int num_seats);

// `names` per seat (fewer names: "Seat N").
PracticeTable practice_table(const engine::SheepsheadHand& hand, int seat,
                             const std::vector<std::string>& names);
PracticeTable practice_table(const engine::SchafkopfHand& hand, int seat,
                             const std::vector<std::string>& names);

// --- The screen's own buttons ------------------------------------------------------------------

// What the screen knows besides the hand (from the session and the background work).
struct PracticeStatus {
  bool hand_over = false;
  bool game_over = false;
  bool players_turn = false;     // the player must decide something now
  bool busy = false;             // a computer player or the tutor works in the background
  bool hint_shown = false;       // a hint for this decision is on screen
  bool blunder_pending = false;  // the player's last card was graded a blunder
  bool offer_take_back = true;   // setting: offer to take back blunders
  bool can_take_back = false;    // the session can take back the last action
  bool has_mistakes = false;     // the finished hand has a mistake to retry
};

struct PracticeButtons {
  bool hint = false;         // "Hint": while the player decides
  bool take_back = false;    // "Take back": after a blunder, when the setting is on
  bool review = false;       // "Review": a finished hand in the analyzer
  bool retry = false;        // "Retry at the mistake"
  bool next_hand = false;    // "Next hand"
  bool final_table = false;  // "Final table": the game is over
};
PracticeButtons practice_buttons(const PracticeStatus& status);

// "+3", "-6", "0" as the score table prints units.
std::string units_text(int units);

}  // namespace ui
