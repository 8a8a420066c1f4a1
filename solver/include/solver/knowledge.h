// What the player to decide knows (RULES.md SS-5.3, SS-6, SS-8, ST predicates of §6), as
// constraints on where the cards he cannot see may be.
//
// The unseen cards are dealt into *slots*: every other seat's remaining hand, the picker's bury
// (SS-5.3: only the picker knows it), the picker's under card (SS-8.5: face down even when
// played, shown only at settlement) and a leaster's blind (SS-11.2). Each slot has an exact
// size. A world is consistent with the mover's knowledge iff it satisfies one of the disjoint
// `cases`; a case says, per unseen card, the set of slots that may hold it. Everything the
// mover knows reduces to such per-card sets once the few disjunctions are split into disjoint
// cases:
//   * voids: a player who did not follow the led suit holds none of it (TT-3, SS-8.9 step 4;
//     the picker's under card is not a sign of a void, SS-8.5b);
//   * the opening trick of the called suit: a player who played another card into it does not
//     hold the called card (SS-8.3a), so after that trick the called card is on the table;
//   * the call (SS-6.2 to SS-6.4): ACE(s): A_s is neither in the picker's hand nor in the bury;
//     TEN(s): every fail ace is in the picker's hand or bury (A_s in his hand with
//     ss_ten_hold_is_ace), T_s is not; UNKNOWN(s, u): no ACE call was legal, so for every fail
//     suit t either A_t is the picker's (hand, under or bury) or his six cards hold no card of t
//     (split into the two disjoint branches "A_t is his" / "A_t is not his and he has no t"),
//     and with ss_unknown_rule = only_aces his fail cards are aces (under
//     ss_unknown_judged_on = eight both read his eight cards, the bury included, for his six);
//     with ss_under_must_be_fail the under card is a fail card unless his six cards are all
//     trumps;
//   * the hold card (SS-8.4): while s is unopened the picker keeps a card of s (split by the
//     lowest card of s he keeps, so the cases stay disjoint), or A_s itself (SS-8.4c).
// The partner's identity follows: the mover knows it when he holds the partner card (the called
// card; JD or the called-up jack under the jack-of-diamonds rule, SS-14.1) or it has been played,
// or a re-crack by a seat other than the picker revealed him (SS-14.3).
//
// Auction decisions (pick/pass, bury, call) have the dealt hands and the blind as slots and no
// constraints; the passes before the decision are listed for the optional inference weighting
// (solver/sampler.h).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/deal_log.h"
#include "engine/play.h"
#include "engine/sheepshead.h"

namespace solver {

using engine::Card;
using engine::CardMask;

inline constexpr int kMaxSlots = 8;
using SlotSet = std::uint8_t;  // bit i = slots[i]

enum class SlotKind : std::uint8_t {
  kHand,   // a seat's remaining (or, before play, dealt) hand
  kBury,   // the picker's two buried cards
  kUnder,  // the picker's under card, pending or played face down
  kBlind,  // the blind: before the pick, or set aside in a leaster
};

struct Slot {
  SlotKind kind = SlotKind::kHand;
  int seat = -1;  // kHand: the seat; otherwise the picker or -1
  int size = 0;
};

// Per unseen card, the slots that may hold it. Cards that are not unseen have 0.
struct ConstraintCase {
  std::array<SlotSet, engine::kNumCards> allowed{};
  std::string why;  // which branch of the disjunctions this case is (for tests and debugging)
};

// The cards of every slot in one world.
using SlotCards = std::array<CardMask, kMaxSlots>;

// What the auction says about a world, as a likelihood in [0, 1] (solver/sampler.h draws worlds
// in proportion to it; solver/schafkopf/knowledge.h builds the Schafkopf one).
class WorldLikelihood {
 public:
  virtual ~WorldLikelihood() = default;
  // The likelihood of the world.
  virtual double operator()(const SlotCards& world) const = 0;
  // Accepts the world with probability equal to its likelihood (may stop early, factor by
  // factor, drawing one uniform per factor from rng).
  virtual bool accept(const SlotCards& world, engine::Rng& rng) const = 0;
};

enum class Role : std::uint8_t { kPicker, kPartner, kDefender, kLeaster, kAuction };
std::string role_name(Role r);

// The decision point a knowledge was built for.
enum class PointKind : std::uint8_t { kPick, kBury, kCall, kPlay };

struct Knowledge {
  engine::Game game{};
  PointKind point = PointKind::kPlay;
  int num_players = engine::kSheepsheadSeats;
  int mover = 0;
  std::size_t plays_seen = 0;  // kPlay: the decision is after this many plays
  int auction_index = -1;      // kPick: the index in the auction

  CardMask unseen = 0;  // the cards to deal into slots
  std::vector<Slot> slots;
  std::vector<ConstraintCase> cases;  // disjoint; empty = contradiction (a bug)

  // What the mover sees, per seat: cards he knows are in the seat's hand now (his own), and the
  // cards the seat played face up.
  std::array<CardMask, engine::kMaxPlayers> known_hand{};
  std::array<CardMask, engine::kMaxPlayers> known_played{};
  CardMask known_bury = 0;                     // the picker's own bury
  engine::Card known_under = engine::kNoCard;  // the picker's own under card
  int under_play = -1;       // index in plays of the under card, when it was played face down
  std::vector<int> passers;  // seats whose pass the auction inference weighs
  // Schafkopf: the bidding as evidence (schafkopf/knowledge.h); null = every consistent world
  // alike.
  std::shared_ptr<const WorldLikelihood> likelihood;
  std::string inference_note;  // why the bidding's evidence was dropped, if it was

  // Public facts and the mover's role (ST predicates).
  Role role = Role::kAuction;
  int picker = -1;
  bool alone = false;
  bool leaster = false;
  engine::Card called = engine::kNoCard;  // the called card: the called-suit obligations only
  // The card whose holder is the picker's partner as the mover sees it: the called card, JD or
  // the called-up jack under the jack-of-diamonds rule (SS-14.1; JD also when the picker holds
  // it and plays alone, which only he knows: in a world where JD is his, he is alone); kNoCard
  // when the picker is known to be alone (an ALONE call, three or four seats).
  engine::Card partner_card = engine::kNoCard;
  int partner_known = -1;  // the partner if the mover knows him, else -1
  // The announcements before the first lead (SS-14.3 cracks, SS-14.4 blitzes), as made (in
  // the poll: those before the decision).
  std::vector<engine::Announcement> announcements;
  bool in_poll = false;  // a decision of the announcement poll (the mover is the polled seat)
  std::array<std::uint8_t, engine::kMaxPlayers> voids{};  // bit e: shown void in eff. suit e

  int slot_of(SlotKind kind, int seat = -1) const;  // index in slots, or -1
  CardMask allowed_cards(int case_index, int slot) const;
};

// Knowledge of the player to move after the first n_plays plays of a valid Sheepshead log with
// deal_known. nullopt (with *error) when the log cannot be replayed to that point.
std::optional<Knowledge> sheepshead_play_knowledge(const engine::DealLog& log, std::size_t n_plays,
                                                   std::string* error);

// Knowledge of `seat` in the announcement poll (SS-14.3, SS-14.4) after the first
// `announcements` announcements of the hand: what it knows at the first lead, without the later
// announcements. replay_world then stops at the seat's turn in the poll. The log needs to reach
// the first lead (its poll complete), not to have a card played.
std::optional<Knowledge> sheepshead_poll_knowledge(const engine::DealLog& log, int seat,
                                                   std::size_t announcements, std::string* error);

// Replays announcements `made` on a hand in Phase::kAnnounce (every other polled seat passes),
// then passes until `stop_seat` is to act (-1: to the end of the poll); an error sentence when
// the engine refuses one or the poll ends first.
std::optional<std::string> replay_poll(engine::SheepsheadHand& h,
                                       const std::vector<engine::Announcement>& made,
                                       int stop_seat);

// Knowledge for an auction decision: kPick (auction_index = the pick or pass being decided),
// kBury or kCall (the picker, who knows his eight cards and, for kCall, his bury).
std::optional<Knowledge> sheepshead_auction_knowledge(const engine::DealLog& log, PointKind point,
                                                      int auction_index, std::string* error);

// Does a world (cards per slot) satisfy the sizes and one of the cases? For tests.
bool world_consistent(const Knowledge& k, const SlotCards& world);

// The full hidden information of a world for a play decision: every seat's hand at the start
// of play (the picker's includes his under card), the bury, the under card and the blind.
struct WorldDeal {
  std::array<CardMask, engine::kMaxPlayers> start{};
  CardMask bury = 0;
  engine::Card under = engine::kNoCard;
  CardMask blind = 0;  // leaster: the blind; before the pick: the blind
};
WorldDeal world_deal(const Knowledge& k, const SlotCards& world);

// The cards a seat was dealt in a world (its start-of-play hand; for the picker his eight
// cards minus the blind are not known, so this is only meaningful for non-pickers).
CardMask dealt_hand(const Knowledge& k, const SlotCards& world, int seat);

// Replays the log's auction, bury, call and first k.plays_seen plays on a world's deal (the
// under card taking the world's face). nullopt with *error if the engine refuses a step, which
// means the world was not consistent. Used by tests and by auction-decision simulations.
std::optional<engine::SheepsheadHand> replay_world(const engine::DealLog& log, const Knowledge& k,
                                                   const SlotCards& world, std::string* error);

}  // namespace solver
