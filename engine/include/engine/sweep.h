// Sweep, the two-handed fishing game (RULES.md §5, SW-1 to SW-19; flags and presets of
// Appendix A: `sw_*`, `sweep`, `tablanette_cp`).
//
// Cards. Sweep uses the full 52-card deck (C-6). A Sweep card is an integer 0..51 laid out rank
// first: card = rank * 4 + suit, with ranks 2 3 4 5 6 7 8 9 T J Q K A (0..12) and the suits
// C S H D (0..3, engine::Suit). A set of cards is a 64-bit mask with bit `card` set, so the four
// cards of one rank share one nibble: 2s bits 0-3, ..., tens 32-35, jacks 36-39, aces 48-51.
// Card codes are those of card.h where the ranks agree ("QC", "TD", "7H") plus "2".."6".
//
// Values (SW-2): A 11 (or 1 under `sw_ace_low`, chosen per group), K 14, Q 13, 2..10 face value;
// the jack has no value. Honours (SW-17a): A K Q J 10, one point each (20 per hand); under
// `sw_tablanette_specials` (SW-19) 10D counts 2 and 2C counts 1 (22 per hand, INTERP: 10D's 2
// replaces its honour point).
//
// A position is the plain struct SweepState (no heap); an action is {card, take mask}; the legal
// actions (SW-7 to SW-11) come from a capture generator working on rank counts (cards of one
// rank are interchangeable for the sums) and then expanded to masks. make/unmake (SW-12 to
// SW-16) never allocate. check_action explains why an action is illegal and changes nothing
// (G-6).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/card.h"
#include "engine/card_set.h"
#include "engine/rng.h"
#include "engine/rule_flags.h"

namespace engine::sweep {

using Card = std::uint8_t;
using CardMask = std::uint64_t;

inline constexpr Card kNoCard = 0xFF;
inline constexpr int kNumCards = 52;
inline constexpr int kNumRanks = 13;
inline constexpr int kSeats = 2;
inline constexpr int kRounds = 4;         // SW-5: four deals of 6 + 6
inline constexpr int kCardsPerRound = 6;  // per seat
inline constexpr int kTableStart = 4;     // SW-3
inline constexpr int kStockSize = 36;     // SW-4
inline constexpr int kTurnsPerHand = kRounds * kSeats * kCardsPerRound;  // 48
inline constexpr CardMask kFullDeck = (CardMask{1} << kNumCards) - 1;

// Rank indices.
inline constexpr int kRankTen = 8;
inline constexpr int kRankJack = 9;
inline constexpr int kRankQueen = 10;
inline constexpr int kRankKing = 11;
inline constexpr int kRankAce = 12;

constexpr Card make_card(int rank, Suit s) {
  return static_cast<Card>(rank * 4 + static_cast<int>(s));
}
constexpr int rank_of(Card c) {
  return c >> 2;
}
constexpr Suit suit_of(Card c) {
  return static_cast<Suit>(c & 3);
}
constexpr CardMask bit(Card c) {
  return CardMask{1} << c;
}
constexpr CardMask rank_cards(int rank) {
  return CardMask{0xF} << (rank * 4);
}
// count, has and lowest are the game-free ones of card_set.h.
using engine::count;
using engine::has;
using engine::lowest;

inline constexpr CardMask kJacks = rank_cards(kRankJack);
// A K Q J T: bits 32..51.
inline constexpr CardMask kHonours = CardMask{0xFFFFF} << 32;
inline constexpr Card kTenOfDiamonds = make_card(kRankTen, Suit::kDiamonds);
inline constexpr Card kTwoOfClubs = make_card(0, Suit::kClubs);

constexpr bool is_jack(Card c) {
  return rank_of(c) == kRankJack;
}
// Capture value of a rank (SW-2) with the ace high (11); the jack 0.
constexpr int rank_value(int rank) {
  return rank <= kRankTen     ? rank + 2
         : rank == kRankJack  ? 0
         : rank == kRankQueen ? 13
         : rank == kRankKing  ? 14
                              : 11;
}
constexpr int card_value(Card c) {
  return rank_value(rank_of(c));
}

// Canonical code ("2C", "TD", "AS"); "??" for a value that is not a card.
std::string card_code(Card c);
// Every input form of DEAL_LOG.md for Sweep: "2C".."AS", "10D", lower case, suit symbols.
// German codes do not apply. nullopt for anything else.
std::optional<Card> parse_card(std::string_view text);
// "KH 2D 5C" in card-index order (2s first, aces last).
std::string mask_string(CardMask m);

// The cards of a mask, 2s first: for (Card c : cards(m)).
constexpr MaskRange<CardMask, Card> cards(CardMask m) {
  return {m};
}

// --- Rules (Appendix A) ----------------------------------------------------------------------

enum class TableJackTo : std::uint8_t { kBottom, kShuffle };    // sw_table_jack_to (SW-4)
enum class Majority : std::uint8_t { kDifference, kFixed3 };    // sw_majority (SW-17b)
enum class GameMode : std::uint8_t { kFourHands, kTarget251 };  // sw_game_mode (SW-19)

struct SweepRules {
  bool ace_low = false;                              // sw_ace_low (SW-2)
  TableJackTo table_jack_to = TableJackTo::kBottom;  // sw_table_jack_to (SW-4)
  bool capture_must_be_maximal = false;              // sw_capture_must_be_maximal (SW-9)
  bool capture_compulsory = false;                   // sw_capture_compulsory (SW-10)
  bool last_play_sweep = true;                       // sw_last_play_sweep (SW-15)
  Majority majority = Majority::kDifference;         // sw_majority (SW-17b)
  bool tablanette_specials = false;                  // sw_tablanette_specials (SW-19)
  GameMode game_mode = GameMode::kFourHands;         // sw_game_mode (SW-19)
  bool operator==(const SweepRules&) const = default;
};

// "sweep" or "tablanette_cp"; nullopt for an unknown name.
std::optional<SweepRules> sweep_preset(std::string_view name);
// Applies one `sw_*` flag; an error sentence for an unknown flag, a wrong type or a bad value.
std::optional<std::string> set_sweep_flag(SweepRules& rules, std::string_view name,
                                          const FlagValue& value);
// The flags that differ from the named preset, as (name, value) pairs, for writing logs.
std::vector<std::pair<std::string, FlagValue>> sweep_flags_diff(const SweepRules& rules,
                                                                std::string_view preset);

// Honour points of a pile (SW-17a; with the specials of SW-19 when the rules say so).
int honour_points(const SweepRules& rules, CardMask pile);
// Honour points in the whole deck: 20, or 22 with the specials.
int total_honour_points(const SweepRules& rules);

// --- Deal (SW-3, SW-4, SW-5) -----------------------------------------------------------------

using Deck = std::array<Card, kNumCards>;

// A hand's cards as dealt: round r gives seat s the six cards hands[r][s]; the table starts
// with `table` (no jack). `stock` is the stock after the table's jacks went back (SW-4), top
// first: rounds 2..4 deal stock[12(r-1) ..] six to the non-dealer, then six to the dealer.
struct SweepDeal {
  int dealer = 0;
  std::array<std::array<CardMask, kSeats>, kRounds> hands{};
  CardMask table = 0;
  std::array<Card, kStockSize> stock{};
  // The table's jacks returned to the stock (SW-4), in the order they went back.
  std::vector<Card> returned_jacks;
  bool operator==(const SweepDeal&) const = default;
};

// A 52-card order as DEAL_LOG.md's `deck` (top first, before the jacks' replacement): cards 0-5
// to the non-dealer, 6-11 to the dealer, 12-15 to the table, the rest the stock. Table jacks go
// to the bottom of the stock and are replaced from its top (`bottom`), or the stock is
// reshuffled with `rng` (`shuffle`; rng must then be given), until the table holds no jack.
// The deck must hold every card once (asserted).
SweepDeal deal_from_deck(const Deck& deck, int dealer, const SweepRules& rules, Rng* rng);
// A seeded shuffle of the 52 cards (Fisher-Yates with Rng::below) in `deck` order.
Deck shuffled_deck(std::uint64_t seed);
// The seeded deal: shuffled_deck(seed), then deal_from_deck with an Rng on the same seed
// stream for a reshuffle (G-4: the same seed gives the same deal).
SweepDeal deal_sweep(std::uint64_t seed, int dealer, const SweepRules& rules);

// --- Actions and the position (SW-6 to SW-16) ------------------------------------------------

// A turn: the card played and the table cards it takes. take == 0 is a TRAIL (SW-7c); a jack
// with take == the whole (non-empty) table is the JACK play (SW-7b); anything else a CAPTURE.
struct Action {
  Card card = kNoCard;
  CardMask take = 0;
  bool operator==(const Action&) const = default;
};

// The position. Plain data, fixed size. Seats 0 and 1; the non-dealer moves first each round.
struct SweepState {
  std::array<CardMask, kSeats> hands{};
  CardMask table = 0;
  std::array<Card, kStockSize> stock{};  // as in SweepDeal
  std::uint8_t stock_pos = 0;            // next stock card to deal (0, 12, 24, 36 = empty)
  std::uint8_t dealer = 0;
  std::uint8_t mover = 1;
  std::int8_t last_capturer = -1;                   // SW-16: -1 while nobody has taken cards
  std::uint8_t round = 0;                           // 0..3
  std::uint8_t turn = 0;                            // 0..48 turns played
  std::array<CardMask, kSeats> piles{};             // capture piles (SW-12; the remainder, SW-16)
  std::array<std::int16_t, kSeats> sweep_points{};  // sum of sweep bonuses (SW-13)
  std::array<std::uint8_t, kSeats> sweeps{};        // number of sweeps
  bool operator==(const SweepState&) const = default;

  int non_dealer() const { return 1 - dealer; }
  bool hand_over() const { return turn == kTurnsPerHand; }
  // The cards still to be dealt from the stock.
  CardMask stock_mask() const;
};

// The state at the first turn of a deal.
SweepState initial_state(const SweepDeal& deal);

// What make() changed, for unmake().
struct Undo {
  std::int8_t last_capturer = -1;
  bool swept = false;            // the turn was a sweep (SW-13)
  std::int16_t sweep_bonus = 0;  // added to the mover's sweep_points
  bool dealt = false;            // the turn emptied both hands and the next round was dealt
  CardMask remainder = 0;        // SW-16: table cards that went to the last capturer
  std::int8_t remainder_to = -1;
};

// How a capture is checked: one group value v per played card (two for an ace under ace_low).
// The split of `take` into groups of v (SW-8). Returns the largest number of groups of any
// valid split for the card's value(s), -1 when there is none. For a jack -1 (a jack takes the
// table, never groups). The sweep bonus uses the values of the best split (INTERP, SW-2/SW-13).
int capture_groups(const SweepRules& rules, Card card, CardMask take, int* value_used = nullptr);
// SW-13: the bonus of a sweep with card over the whole table `take`: v(c) + sum of v(t) over the
// take, i.e. v * (groups + 1) with v and groups of the best valid split. 0 when not a capture.
int sweep_bonus(const SweepRules& rules, Card card, CardMask take);

// Every valid capture set T (SW-8) of a non-jack card against a table: non-empty subsets of
// the table's non-jack cards that split into groups summing to the card's value. Appended to
// `out` (cleared first); returns false (out partial) when more than `limit` sets exist.
bool captures_of(const SweepRules& rules, Card card, CardMask table, std::vector<CardMask>& out,
                 std::size_t limit = 1u << 20);
// Whether card has at least one valid capture on the table (a jack: the table is not empty).
bool can_capture(const SweepRules& rules, Card card, CardMask table);

// The legal actions of the mover (SW-7 to SW-11, with sw_capture_compulsory and
// sw_capture_must_be_maximal), trails first, then each card's captures; never empty before the
// hand is over. `out` is cleared and refilled: reuse one vector per search ply and nothing is
// allocated once it has grown. Returns false when the list was cut at `limit` actions.
bool legal_actions(const SweepState& s, const SweepRules& rules, std::vector<Action>& out,
                   std::size_t limit = 1u << 20);

// Why `a` is not legal for the mover (a sentence such as "9H cannot take 4D 6S: 4 + 6 = 10,
// not 9"), or nullopt when it is. Changes nothing.
std::optional<std::string> check_action(const SweepState& s, const SweepRules& rules,
                                        const Action& a);

// Plays a legal action (asserted): the card and its take to the mover's pile (SW-12) or the
// card onto the table, a sweep bonus (SW-13 to SW-15), the next round's deal when both hands
// are empty (SW-5), the remainder to the last capturer after the last turn (SW-16).
Undo make(SweepState& s, const SweepRules& rules, const Action& a);
// Takes back the action make() played; restores the state exactly.
void unmake(SweepState& s, const Action& a, const Undo& u);

// --- Score (SW-17) ---------------------------------------------------------------------------

struct SweepScore {
  std::array<int, kSeats> honours{};   // honour points (SW-17a; specials included)
  std::array<int, kSeats> cards{};     // cards in each pile
  std::array<int, kSeats> majority{};  // card-majority points (SW-17b)
  std::array<int, kSeats> sweeps{};    // sum of sweep bonuses (SW-17c)
  std::array<int, kSeats> points{};    // honours + majority + sweeps
  bool operator==(const SweepScore&) const = default;
};
// The score from the piles and sweep bonuses (any point of the hand; final after the last turn).
SweepScore score_piles(const SweepRules& rules, const std::array<CardMask, kSeats>& piles,
                       const std::array<int, kSeats>& sweep_points);
SweepScore score(const SweepRules& rules, const SweepState& s);
// The card-majority points (SW-17b) for the two pile sizes.
std::array<int, kSeats> majority_points(const SweepRules& rules, int cards0, int cards1);

// --- A game (SW-1, SW-18, SW-19) -------------------------------------------------------------

// Four hands with the deal alternating (`four_hands`), or hands until a total reaches 251
// (`target_251`): the higher total then wins; equal totals at the end are a draw under
// `four_hands` and play on under `target_251` (INTERP).
struct SweepGame {
  SweepRules rules;
  int first_dealer = 0;  // from the seed (SW-1)
  std::array<int, kSeats> totals{};
  int hands_played = 0;

  int next_dealer() const { return (first_dealer + hands_played) % kSeats; }
  void add_hand(const SweepScore& s);
  bool over() const;
  // 0 or 1 once over, -1 for a draw (or while the game goes on).
  int winner() const;
};
// The first dealer from a seed (SW-1, INTERP).
int first_dealer_from_seed(std::uint64_t seed);

}  // namespace engine::sweep
