// Five-handed Sheepshead (RULES.md §3): rules and presets (Appendix A), the canonical deal
// (SS-3.1), one hand as a state machine (pick SS-4, bury SS-5, call SS-6, play SS-8, result
// SS-9, settlement SS-10, leaster SS-11, 1988 doubler SS-13) and a game of hands (SS-12).
//
// Every action is checked against the legal set first; an illegal action returns an error
// sentence and leaves the hand unchanged (G-6).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/card.h"
#include "engine/play.h"

namespace engine {

inline constexpr int kSheepsheadSeats = 5;
inline constexpr int kSheepsheadTricks = 6;

enum class AllPass : std::uint8_t { kLeaster, kDoubler, kForcedPick };
enum class UnknownRule : std::uint8_t { kNoCallableSuit, kOnlyAces };
enum class LeasterBlind : std::uint8_t { kAside, kLastTrick, kFirstTrick };
enum class DoublerMode : std::uint8_t { kQueue, kStack, kSingle };

// The `ss_*` flags of Appendix A that the engine implements. Flags whose alternatives are not
// implemented (partner rule, 3/4 players, crack, blitz) accept only their defaults.
struct SheepsheadRules {
  Suit trump_suit = Suit::kDiamonds;             // ss_trump_suit
  AllPass all_pass = AllPass::kLeaster;          // ss_all_pass
  bool allow_ten_call = true;                    // ss_allow_ten_call
  bool allow_unknown = true;                     // ss_allow_unknown
  UnknownRule unknown_rule = UnknownRule::kNoCallableSuit;  // ss_unknown_rule
  bool under_must_be_fail = false;               // ss_under_must_be_fail
  bool under_lead_allowed = true;                // ss_under_lead_allowed
  bool ten_hold_is_ace = false;                  // ss_ten_hold_is_ace
  bool called_ten_wins = false;                  // ss_called_ten_wins
  bool double_on_bump = true;                    // ss_double_on_bump
  LeasterBlind leaster_blind = LeasterBlind::kAside;  // ss_leaster_blind
  int hands_per_game = 10;                       // ss_hands_per_game
  DoublerMode doubler_mode = DoublerMode::kQueue;  // ss_doubler_mode
  int max_multiplier = 0;                        // ss_max_multiplier (0 = no cap)

  bool operator==(const SheepsheadRules&) const = default;
};

using FlagValue = std::variant<bool, std::int64_t, std::string>;

// "sheepshead" or "sheepshead_1988"; nullopt for an unknown name.
std::optional<SheepsheadRules> sheepshead_preset(std::string_view name);
// Applies one Appendix A flag; returns an error sentence for an unknown flag, a wrong type or
// an unsupported value.
std::optional<std::string> set_sheepshead_flag(SheepsheadRules& rules, std::string_view name,
                                               const FlagValue& value);
// The flags that differ from the named preset, as (name, value) pairs, for writing logs.
std::vector<std::pair<std::string, FlagValue>> sheepshead_flags_diff(const SheepsheadRules& rules,
                                                                    std::string_view preset);
ContractTable sheepshead_table_for(const SheepsheadRules& rules);

// --- Deal (SS-3.1) ---------------------------------------------------------------------------

struct SheepsheadDeal {
  std::array<CardMask, kSheepsheadSeats> hands{};
  CardMask blind = 0;
};

// A small, fully specified PRNG (splitmix64) so that seeds reproduce on every platform.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  // Uniform integer in [0, n), n > 0, without modulo bias.
  std::uint32_t below(std::uint32_t n);

 private:
  std::uint64_t state_;
};

// Shuffles the 32 cards with the seed (Fisher-Yates, Rng::below) and deals them per SS-3.1.
SheepsheadDeal deal_sheepshead(std::uint64_t seed, int dealer);

// --- Calls (SS-6) ----------------------------------------------------------------------------

enum class CallType : std::uint8_t { kAce, kTen, kUnknown, kAlone };

struct Call {
  CallType type = CallType::kAlone;
  Suit suit = Suit::kClubs;  // ACE, TEN, UNKNOWN
  Card under = kNoCard;      // UNKNOWN only
  bool operator==(const Call&) const = default;
  // The called card (A_s or T_s), kNoCard for ALONE.
  Card called_card() const;
};

std::string call_string(const Call& call);  // "ace of hearts", "unknown spades (under 7C)", ...

// Every legal call for the picker's hand after the bury (h, 6 cards) and the bury (b).
std::vector<Call> legal_calls(const SheepsheadRules& rules, CardMask h, CardMask b);
// Why a call is not legal (a sentence), or nullopt when it is.
std::optional<std::string> check_call(const SheepsheadRules& rules, CardMask h, CardMask b,
                                      const Call& call);

// --- Settlement (SS-9, SS-10, SS-11, SS-13.4) ------------------------------------------------

// The amount D each defender pays (positive) or receives (negative) for a picker's-side result,
// before the multiplier (SS-10.1, SS-10.5).
int sheepshead_defender_amount(const SheepsheadRules& rules, int picker_side_points,
                               int picker_side_tricks, int defender_tricks);
// The picker's own units for D (SS-10.3): 2D with a partner, 4D alone, times the multiplier.
int sheepshead_picker_units(int defender_amount, bool alone, int multiplier);

struct HandResult {
  bool thrown_in = false;  // 1988 doubler: nobody picked, no play
  bool leaster = false;
  int picker = -1;
  int partner = -1;  // -1 when alone or in a leaster
  int multiplier = 1;
  std::array<int, kMaxPlayers> points{};  // card points per seat (the bury counts for the picker)
  std::array<int, kMaxPlayers> tricks{};
  std::array<int, kMaxPlayers> units{};
  int picker_side_points = 0;
  int leaster_winner = -1;  // -1: no winner (tie)
  std::string row;           // "W1".."L3", "leaster", "leaster tie", "thrown in"
};

// --- One hand --------------------------------------------------------------------------------

enum class Phase : std::uint8_t { kPick, kBury, kCall, kPlay, kDone };

class SheepsheadHand {
 public:
  SheepsheadHand(const SheepsheadRules& rules, int dealer, const SheepsheadDeal& deal,
                 int multiplier = 1);

  const SheepsheadRules& rules() const { return rules_; }
  Phase phase() const { return phase_; }
  int dealer() const { return dealer_; }
  int multiplier() const { return multiplier_; }
  const SheepsheadDeal& deal() const { return deal_; }
  // The seat that acts next (picking, burying, calling or playing); -1 when done.
  int to_act() const;

  // Picking (SS-4). `pass` is illegal only for the dealer under ss_all_pass = forced_pick.
  bool can_pass() const;
  std::optional<std::string> pick(bool take);
  const std::vector<bool>& auction() const { return auction_; }  // true = pick

  // Bury (SS-5): any two of the picker's eight cards.
  CardMask picker_cards() const;  // the picker's 8 (during bury) or current cards
  std::optional<std::string> bury(CardMask two_cards);
  CardMask buried() const { return buried_; }

  // Call (SS-6).
  std::vector<Call> legal_calls() const;
  std::optional<std::string> call(const Call& c);
  const std::optional<Call>& called() const { return call_; }

  // Play (SS-8).
  CardMask legal_cards() const;
  std::optional<std::string> play(Card c);
  const std::vector<Card>& plays() const { return plays_; }

  int picker() const { return picker_; }
  int partner() const;  // holder of the called card; -1 alone, leaster or no call yet
  bool is_leaster() const { return leaster_; }
  const PlayRules& play_rules() const { return play_rules_; }
  const PlayState& play_state() const { return play_; }
  // The seat's cards right now (before play: as dealt, plus the blind for the picker).
  CardMask hand_of(int seat) const;

  // Available once phase() == kDone.
  HandResult result() const;

  // A sentence explaining why card c is not legal now, or nullopt when it is legal.
  std::optional<std::string> explain_illegal(Card c) const;

 private:
  void start_play();

  SheepsheadRules rules_;
  int dealer_;
  SheepsheadDeal deal_;
  int multiplier_;
  Phase phase_ = Phase::kPick;
  std::vector<bool> auction_;
  int picker_ = -1;
  CardMask picker_eight_ = 0;
  CardMask buried_ = 0;
  std::optional<Call> call_;
  bool leaster_ = false;
  bool thrown_in_ = false;
  PlayRules play_rules_;
  PlayState play_;
  std::vector<Card> plays_;
  int first_trick_winner_ = -1;
};

// --- A game of hands (SS-12, SS-13.3) --------------------------------------------------------

class SheepsheadGame {
 public:
  SheepsheadGame(const SheepsheadRules& rules, std::uint64_t seed, int first_dealer = 0);
  int hands_played() const { return hands_played_; }
  bool over() const { return hands_played_ >= rules_.hands_per_game; }
  int next_dealer() const { return (first_dealer_ + hands_played_) % kSheepsheadSeats; }
  std::uint64_t next_seed() const;
  // The multiplier the next played hand gets from pending doublers (SS-13.3).
  int next_multiplier() const;
  int pending_doublers() const { return pending_doublers_; }
  SheepsheadHand start_hand() const;
  // Adds a finished hand to the totals and the doubler count.
  void record(const HandResult& result);
  const std::array<int, kSheepsheadSeats>& totals() const { return totals_; }

 private:
  SheepsheadRules rules_;
  std::uint64_t seed_;
  int first_dealer_;
  int hands_played_ = 0;
  int pending_doublers_ = 0;
  std::array<int, kSheepsheadSeats> totals_{};
};

std::string suit_name(Suit s);  // "clubs", ...
std::string card_name(Card c);  // "ace of hearts", "queen of clubs"

}  // namespace engine
