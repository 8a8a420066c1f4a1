// Sheepshead (RULES.md §3): rules and presets (Appendix A), the canonical deal (SS-3.1), one
// hand as a state machine (pick SS-4, bury SS-5, call SS-6, announcements SS-14.3/14.4, play
// SS-8, result SS-9, settlement SS-10, leaster SS-11, 1988 doubler SS-13) and a game of hands
// (SS-12). Five-handed with the called ace by default; the Wisconsin variants of SS-14 (the
// jack-of-diamonds partner, three and four hands, cracks, blitzes, a multiplier cap) are table
// options.
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
#include "engine/rng.h"
#include "engine/rule_flags.h"

namespace engine {

// The default (and largest) table: five seats, six tricks. A hand's own counts come from its
// rules: SheepsheadRules::seats(), hand_size(), blind_size().
inline constexpr int kSheepsheadSeats = 5;
inline constexpr int kSheepsheadTricks = 6;

enum class AllPass : std::uint8_t { kLeaster, kDoubler, kForcedPick };
enum class UnknownRule : std::uint8_t { kNoCallableSuit, kOnlyAces };
// Which of the picker's cards an UNKNOWN call is judged on (ENGINE.md "Table options"; it
// changes SS-6.4): kSix, the six after the bury (SS-6.4 as written), or kEight, the eight before
// it: no fail suit whose ace is not his may have a card among the eight, and under
// ss_unknown_rule = only_aces every fail card of the eight is an ace.
enum class UnknownJudgedOn : std::uint8_t { kSix, kEight };
enum class LeasterBlind : std::uint8_t { kAside, kLastTrick, kFirstTrick };
enum class DoublerMode : std::uint8_t { kQueue, kStack, kSingle };
// SS-14.1: who the picker's secret partner is.
enum class PartnerRule : std::uint8_t { kCalledAce, kJackOfDiamonds };
// SS-14.3: who may crack. kNoChanceToPick: only the seats after the picker in the pick order.
enum class CrackBy : std::uint8_t { kAnyNonPicker, kNoChanceToPick };

// The `ss_*` flags of Appendix A.
struct SheepsheadRules {
  Suit trump_suit = Suit::kDiamonds;                          // ss_trump_suit
  AllPass all_pass = AllPass::kLeaster;                       // ss_all_pass
  bool allow_ten_call = true;                                 // ss_allow_ten_call
  bool allow_unknown = true;                                  // ss_allow_unknown
  UnknownRule unknown_rule = UnknownRule::kNoCallableSuit;    // ss_unknown_rule
  UnknownJudgedOn unknown_judged_on = UnknownJudgedOn::kSix;  // ss_unknown_judged_on
  bool under_must_be_fail = false;                            // ss_under_must_be_fail
  bool under_lead_allowed = true;                             // ss_under_lead_allowed
  bool ten_hold_is_ace = false;                               // ss_ten_hold_is_ace
  bool called_ten_wins = false;                               // ss_called_ten_wins
  bool double_on_bump = true;                                 // ss_double_on_bump
  LeasterBlind leaster_blind = LeasterBlind::kAside;          // ss_leaster_blind
  int hands_per_game = 10;                                    // ss_hands_per_game
  DoublerMode doubler_mode = DoublerMode::kQueue;             // ss_doubler_mode
  int max_multiplier = 0;                                     // ss_max_multiplier (0 = no cap)
  PartnerRule partner_rule = PartnerRule::kCalledAce;         // ss_partner_rule (SS-14.1)
  bool jd_call_up = false;                                    // ss_jd_call_up (SS-14.1)
  int players = 5;                                            // ss_players: 3, 4 or 5 (SS-14.2)
  bool crack = false;                                         // ss_crack (SS-14.3)
  CrackBy crack_by = CrackBy::kAnyNonPicker;                  // ss_crack_by (SS-14.3)
  bool blitz = false;                                         // ss_blitz (SS-14.4)
  bool blitz_red = false;                                     // ss_blitz_red (SS-14.4)

  int seats() const { return players; }
  // Cards per seat (and tricks per hand): 10, 7, 6 for 3, 4, 5 seats; the blind 2, 4, 2.
  int hand_size() const { return players == 3 ? 10 : players == 4 ? 7 : 6; }
  int blind_size() const { return players == 4 ? 4 : 2; }
  // The picker plays with a secret partner only five-handed (SS-14.2).
  bool has_partner() const { return players == 5; }

  bool operator==(const SheepsheadRules&) const = default;
};

// "sheepshead", "sheepshead_1988" or one of the SS-14 tables: "sheepshead_jack_of_diamonds",
// "sheepshead_jack_of_diamonds_crack" (with cracking and blitzes), "sheepshead_3_handed",
// "sheepshead_4_handed"; nullopt for an unknown name.
std::optional<SheepsheadRules> sheepshead_preset(std::string_view name);
// The preset names above, in that order.
const std::vector<std::string_view>& sheepshead_preset_names();
// Why a combination of flags is not a table the rules allow (e.g. the jack-of-diamonds partner
// with three seats, SS-14.2: the picker always plays alone there), or nullopt when it is.
std::optional<std::string> check_sheepshead_rules(const SheepsheadRules& rules);
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

// Shuffles the 32 cards with the seed (Fisher-Yates, Rng::below) and deals them per SS-3.1:
// hand_size() cards to each seat from the dealer's left, the last blind_size() to the blind.
// players = 5 gives exactly the five-handed deal of earlier versions.
SheepsheadDeal deal_sheepshead(std::uint64_t seed, int dealer, int players = 5);

// --- Calls (SS-6) ----------------------------------------------------------------------------

// kJack: under ss_partner_rule = jack_of_diamonds with ss_jd_call_up, the picker who holds JD
// calls up to the next-highest jack he lacks (SS-14.1); `suit` is that jack's suit.
enum class CallType : std::uint8_t { kAce, kTen, kUnknown, kAlone, kJack };

struct Call {
  CallType type = CallType::kAlone;
  Suit suit = Suit::kClubs;  // ACE, TEN, UNKNOWN
  Card under = kNoCard;      // UNKNOWN only
  bool operator==(const Call&) const = default;
  // The called card (A_s, T_s or the called-up jack), kNoCard for ALONE.
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
// The picker's own units for D (SS-10.3, SS-14.2): 2D with a partner; alone (seats - 1) D, so
// 4D five-handed, 3D four-handed, 2D three-handed; times the multiplier.
int sheepshead_picker_units(int defender_amount, bool alone, int multiplier, int seats = 5);

// --- Announcements before the first lead (SS-14.3 crack, SS-14.4 blitz) ----------------------
//
// When ss_crack or ss_blitz is on, a hand with a picker passes through Phase::kAnnounce after
// the call (after the bury when there is no call). The seats are polled once each in order
// from the dealer's left. The polled seat may make any of its legal announcements (each keeps
// its turn) and ends its turn with kPass. Right after a crack the picker's side answers it:
// the picker first, then (if he passed and there is a partner) the partner, each kRecrack or
// kPass; then the poll goes on after the cracker. A seat whose only legal answer is kPass is
// skipped, and a hand where nobody could announce anything goes straight to play. Each crack,
// re-crack and blitz doubles the multiplier; ss_max_multiplier caps the product (SS-14.5).
enum class Announce : std::uint8_t { kPass, kCrack, kRecrack, kBlitzBlack, kBlitzRed };

struct Announcement {
  int seat = -1;
  Announce kind = Announce::kPass;
  bool operator==(const Announcement&) const = default;
};

std::string announce_string(Announce a);  // "pass", "crack", "re-crack", "blitz (QC QS)", ...

struct HandResult {
  bool thrown_in = false;  // 1988 doubler: nobody picked, no play
  bool leaster = false;
  int picker = -1;
  int partner = -1;    // -1 when alone or in a leaster
  int multiplier = 1;  // the hand's multiplier after doublers, cracks and blitzes, capped
  std::array<int, kMaxPlayers> points{};  // card points per seat (the bury counts for the picker)
  std::array<int, kMaxPlayers> tricks{};
  std::array<int, kMaxPlayers> units{};
  int picker_side_points = 0;
  int leaster_winner = -1;  // -1: no winner (tie)
  std::string row;          // "W1".."L3", "leaster", "leaster tie", "thrown in"
};

// --- One hand --------------------------------------------------------------------------------

enum class Phase : std::uint8_t { kPick, kBury, kCall, kAnnounce, kPlay, kDone };

class SheepsheadHand {
 public:
  // `multiplier` is the multiplier the hand starts with (pending doublers, SS-13.3).
  SheepsheadHand(const SheepsheadRules& rules, int dealer, const SheepsheadDeal& deal,
                 int multiplier = 1);

  const SheepsheadRules& rules() const { return rules_; }
  int seats() const { return rules_.seats(); }
  Phase phase() const { return phase_; }
  int dealer() const { return dealer_; }
  // The multiplier now: the starting one times 2 per crack, re-crack and blitz made, capped by
  // ss_max_multiplier.
  int multiplier() const;
  const SheepsheadDeal& deal() const { return deal_; }
  // The seat that acts next (picking, burying, calling or playing); -1 when done.
  int to_act() const;

  // Picking (SS-4). `pass` is illegal only for the dealer under ss_all_pass = forced_pick.
  bool can_pass() const;
  std::optional<std::string> pick(bool take);
  const std::vector<bool>& auction() const { return auction_; }  // true = pick

  // Bury (SS-5, SS-14.2): any blind_size() of the picker's hand_size() + blind_size() cards.
  CardMask picker_cards() const;  // the picker's cards with the blind (during bury) or current
  std::optional<std::string> bury(CardMask cards);
  CardMask buried() const { return buried_; }

  // Call (SS-6). Under the jack-of-diamonds rule the call phase happens only when the picker
  // holds JD and ss_jd_call_up is on (legal: the call-up and ALONE); three- and four-handed
  // there is none.
  std::vector<Call> legal_calls() const;
  std::optional<std::string> call(const Call& c);
  // The call made. Without a call phase: ALONE for a picker whose 8 cards hold JD under the
  // jack-of-diamonds rule without call-ups (as a deal log writes it); empty when the holder of
  // JD is the partner and three- or four-handed.
  const std::optional<Call>& called() const { return call_; }

  // Announcements (Phase::kAnnounce). legal_announcements() is for to_act(); kPass is always
  // in it, with at least one more (empty outside the phase).
  std::vector<Announce> legal_announcements() const;
  std::optional<std::string> announce(Announce a);
  const std::vector<Announcement>& announcements() const { return announcements_; }  // no passes
  // How many poll turns have been answered so far, passes included: every turn is a decision
  // (its seat had something besides kPass), so this is the index of the next one in the poll.
  int poll_turns() const { return poll_turns_; }

  // Play (SS-8).
  CardMask legal_cards() const;
  std::optional<std::string> play(Card c);
  const std::vector<Card>& plays() const { return plays_; }

  int picker() const { return picker_; }
  // The card that makes its holder the picker's partner: the called card, JD or the called-up
  // jack; kNoCard when the picker plays alone, in a leaster, three- or four-handed, or before
  // the call.
  Card partner_card() const;
  int partner() const;  // holder of partner_card(); -1 when there is none
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
  // Sets up play (or the leaster) once the partnership is fixed, then opens the announcement
  // poll or goes straight to play.
  void start_play();
  // What `seat` may announce on its poll turn (kPass first), and why not `a`.
  std::vector<Announce> poll_options(int seat) const;
  std::optional<std::string> why_not(int seat, Announce a) const;
  // Ends the current announcement turn: to the next seat with something to announce, or play.
  void next_poll_turn();

  SheepsheadRules rules_;
  int dealer_;
  SheepsheadDeal deal_;
  int multiplier_;  // the starting multiplier
  Phase phase_ = Phase::kPick;
  std::vector<Announcement> announcements_;
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
  // The announcement poll: the seat to act, how many seats of the order from the dealer's left
  // have been polled, the crack (if any), and 1 / 2 while the picker / partner answers it.
  int announce_seat_ = -1;
  int polled_ = 0;
  int cracker_ = -1;
  int answering_ = 0;
  int poll_turns_ = 0;
};

// Replays recorded announcements (a deal log's `doubles`: what was announced, in order, without
// the passes) into a hand in Phase::kAnnounce: each asked seat makes the next listed
// announcement when it is his and legal now, and passes otherwise. Within one poll the list
// decides every answer, so this is the only way to play it. Stops after the last listed one
// (the poll may still be open: a hand in progress) or, with `finish`, passes on to play.
// Returns the index of the first announcement that cannot be made and why, or nullopt.
struct AnnouncementError {
  std::size_t index = 0;
  std::string message;
};
std::optional<AnnouncementError> replay_announcements(SheepsheadHand& hand,
                                                      const std::vector<Announcement>& made,
                                                      bool finish);

// --- A game of hands (SS-12, SS-13.3) --------------------------------------------------------

class SheepsheadGame {
 public:
  SheepsheadGame(const SheepsheadRules& rules, std::uint64_t seed, int first_dealer = 0);
  int hands_played() const { return hands_played_; }
  bool over() const { return hands_played_ >= rules_.hands_per_game; }
  int next_dealer() const { return (first_dealer_ + hands_played_) % rules_.seats(); }
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
