// Four-handed Bavarian Schafkopf (RULES.md §4): rules, flags and presets (Appendix A, SK-12.4),
// contracts and their trump tables (SK-2, SK-3, SK-12.1/12.2), the canonical deal (SK-1.2), the
// auction (SK-4), the Sauspiel call (SK-5), Kontra and Re (SK-6), play with the called ace
// (SK-7, on play.h), the result (SK-8), runners (SK-9), settlement (SK-10, SK-12.3 Ramsch,
// SK-12.4 tariffs) and a game of hands with running totals (SK-11).
//
// Every action is checked against the legal set first; an illegal action returns an error
// sentence and leaves the hand unchanged (G-6).
//
// Flags beyond Appendix A (all documented in RULES.md prose or required by real logs):
//   sk_ramsch_jungfrau, sk_ramsch_durchmarsch        SK-12.3 (default false)
//   sk_tariff_sauspiel = 1, sk_tariff_solo = 5,      SK-12.4: base prices of a Sauspiel, of the
//   sk_tariff_tout = 10, sk_tariff_ramsch = 1,       solo class, of a flat Tout and of a Ramsch,
//   sk_tariff_bonus = 1                              and the price of schneider, schwarz and
//                                                    each runner.
//   sk_table_doublings = 0                           per hand: how often the table doubled
//                                                    before play (NetSchafkopf "aufgedoppelt",
//                                                    like Klopfen, SK-12.5); each doubles V like
//                                                    Kontra, also in a Ramsch. DEAL_LOG.md's
//                                                    `doubles` know only kontra and re, so an
//                                                    imported log carries it in `rules`.
//   sk_ramsch_tie = "all"                            SK-12.3's tie for the most card points in a
//                                                    Ramsch: "all" (the default): each tied
//                                                    player pays; "higher_ober" (NetSchafkopf,
//                                                    "Bei Augengleichheit verliert, wer den
//                                                    höheren Ober hatte"): only the tied player
//                                                    dealt the highest Ober (Eichel, Gras, Herz,
//                                                    Schellen) loses. INTERP: "had" is read as
//                                                    dealt (the hands as the log records them);
//                                                    when no tied player was dealt an Ober, each
//                                                    tied player pays as under "all". The
//                                                    solver's Ramsch leaf sees only points and
//                                                    tricks and values a tie as under "all".
// NetSchafkopf tables (see netschafkopf.h) differ from the defaults in: sk_all_pass = ramsch,
// sk_ramsch_jungfrau = true, sk_runner_ladder = all_trumps (the run continues into the trump
// suit, also in a Farbwenz and Farbgeier: a Schellen-Geier with EO GO HO SO SA has 5 runners),
// sk_runners_min_wenz_geier = 3, sk_tout_value = double_solo (Tout = twice the solo price with
// its runners, no schneider or schwarz) and the tariff (Rufspiel 2, solo 5, bonus 1 for
// the tables in shared/data/netschafkopf).
// "All trumps" (INTERP): with sk_runner_ladder = all_trumps the ladder is the whole trump list
// of the contract, highest first; the Wenz and the Geier have only their four faces anyway.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/card.h"
#include "engine/contract.h"
#include "engine/play.h"
#include "engine/rng.h"
#include "engine/rule_flags.h"

namespace engine {

inline constexpr int kSchafkopfSeats = 4;

enum class SkDeck : std::uint8_t { kLong, kShort };
enum class SkRankMode : std::uint8_t { kSeed, kFlatSolos };
enum class SkAllPass : std::uint8_t { kRedeal, kRamsch };
enum class SkReBy : std::uint8_t { kParty, kDeclarer };
enum class SkDoubleWindow : std::uint8_t { kAfterLead, kBeforeLead };
enum class SkRunnerLadder : std::uint8_t { kOberUnter, kAllTrumps };
enum class SkToutValue : std::uint8_t { kFlat, kDoubleSolo };
enum class SkRamschTie : std::uint8_t { kAll, kHigherOber };

// The `sk_*` flags (Appendix A, SK-12.3, SK-12.4). runaway_min = 0 means the deck's default
// (4 long, 3 short; SK-7.3d).
struct SchafkopfRules {
  SkDeck deck = SkDeck::kLong;                                // sk_deck
  SkRankMode rank_mode = SkRankMode::kSeed;                   // sk_rank_mode
  SkAllPass all_pass = SkAllPass::kRedeal;                    // sk_all_pass
  bool caller_keeps_suit = false;                             // sk_caller_keeps_suit
  SkReBy re_by = SkReBy::kParty;                              // sk_re_by
  SkDoubleWindow double_window = SkDoubleWindow::kAfterLead;  // sk_double_window
  int runaway_min = 0;                                        // sk_runaway_min (0: by deck)
  int runners_min_sauspiel_solo = 3;                          // sk_runners_min_sauspiel_solo
  int runners_min_wenz_geier = 2;                             // sk_runners_min_wenz_geier
  SkRunnerLadder runner_ladder = SkRunnerLadder::kOberUnter;  // sk_runner_ladder
  SkToutValue tout_value = SkToutValue::kFlat;                // sk_tout_value
  int unit_scale = 1;                                         // sk_unit_scale
  int hands_per_game = 8;                                     // sk_hands_per_game
  bool ramsch_jungfrau = false;                               // sk_ramsch_jungfrau
  bool ramsch_durchmarsch = false;                            // sk_ramsch_durchmarsch
  SkRamschTie ramsch_tie = SkRamschTie::kAll;                 // sk_ramsch_tie
  int tariff_sauspiel = 1;                                    // sk_tariff_sauspiel
  int tariff_solo = 5;                                        // sk_tariff_solo
  int tariff_tout = 10;                                       // sk_tariff_tout
  int tariff_ramsch = 1;                                      // sk_tariff_ramsch
  int tariff_bonus = 1;                                       // sk_tariff_bonus
  int table_doublings = 0;                                    // sk_table_doublings

  bool operator==(const SchafkopfRules&) const = default;
  CardMask deck_mask() const { return deck == SkDeck::kShort ? kShortDeck : kLongDeck; }
  int cards_per_hand() const { return deck == SkDeck::kShort ? 6 : 8; }
  int effective_runaway_min() const {
    return runaway_min > 0 ? runaway_min : (deck == SkDeck::kShort ? 3 : 4);
  }
};

// "schafkopf", "schafkopf_short" or "schafkopf_004_literal"; nullopt for an unknown name.
std::optional<SchafkopfRules> schafkopf_preset(std::string_view name);
// Applies one flag; returns an error sentence for an unknown flag, a wrong type or a bad value.
std::optional<std::string> set_schafkopf_flag(SchafkopfRules& rules, std::string_view name,
                                              const FlagValue& value);
// The flags that differ from the named preset, as (name, value) pairs, for writing logs.
std::vector<std::pair<std::string, FlagValue>> schafkopf_flags_diff(const SchafkopfRules& rules,
                                                                    std::string_view preset);

// --- Contracts (SK-2, SK-12) -----------------------------------------------------------------

enum class SkGame : std::uint8_t {
  kSauspiel,
  kSolo,
  kWenz,
  kGeier,
  kFarbwenz,
  kFarbgeier,
  kRamsch
};

struct SkContract {
  SkGame game = SkGame::kSauspiel;
  int declarer = -1;         // -1 in a Ramsch
  Suit suit = Suit::kClubs;  // Sauspiel: the called ace's suit; Solo/Farbwenz/Farbgeier: trump
  bool tout = false;         // SK-2.3 (not for Sauspiel or Ramsch)
  bool operator==(const SkContract&) const = default;

  bool has_suit() const {
    return game == SkGame::kSauspiel || game == SkGame::kSolo || game == SkGame::kFarbwenz ||
           game == SkGame::kFarbgeier;
  }
  bool solo_class() const { return game != SkGame::kSauspiel && game != SkGame::kRamsch; }
  // The called ace of a Sauspiel, else kNoCard.
  Card called_card() const {
    return game == SkGame::kSauspiel ? make_card(suit, Rank::kAce) : kNoCard;
  }
};

// German names: "Sauspiel mit der Gras-Sau", "Herz-Solo", "Eichel-Wenz-Tout", "Ramsch".
std::string contract_name(const SkContract& c);
// The kind of game without its suit, as players list them: "Sauspiel", "Solo", "Wenz",
// "Geier", "Farbwenz", "Farbgeier", "Ramsch".
std::string game_kind_name(SkGame g);
// German suit names for Schafkopf (C-1): Eichel, Gras, Herz, Schellen.
std::string german_suit_name(Suit s);
// Why a contract is malformed (declarer out of range, Herz called, Tout of a Sauspiel ...), or
// nullopt. Does not look at the hands.
std::optional<std::string> check_contract_shape(const SkContract& c);

// The trump structure of a contract (SK-3, SK-12): Sauspiel and Ramsch use the Herz-Solo table.
ContractTable schafkopf_contract_table(const SkContract& c, CardMask deck);

// Auction rank (SK-2.2): seed order 1 Sauspiel, 2 Geier, 3 Wenz, 4 Solo/Farbwenz/Farbgeier,
// 5 Geier-Tout, 6 Wenz-Tout, 7 Solo-Tout (and Farbwenz/Farbgeier-Tout); flat_solos: 1, 2, 3.
int contract_rank(const SchafkopfRules& rules, const SkContract& c);
int max_contract_rank(const SchafkopfRules& rules);

// --- Sauspiel call (SK-5) --------------------------------------------------------------------

// Why the declarer cannot call the ace of suit s with hand h, or nullopt when the call is legal.
std::optional<std::string> check_sauspiel_call(CardMask h, Suit s);
// Every contract the seat may legally declare with hand h (Sauspiele only with a legal call).
std::vector<SkContract> legal_contracts(const SchafkopfRules& rules, int seat, CardMask h);
// Why seat may not declare c with hand h, or nullopt.
std::optional<std::string> check_declaration(const SchafkopfRules& rules, const SkContract& c,
                                             CardMask h);

// --- Play setup for engine and solver (SK-7, SK-8.1) -----------------------------------------

struct SkSetup {
  PlayRules play;          // the trick-play rules (called ace, running away, hold card)
  std::uint8_t party = 0;  // bit s set: seat s is in the declaring party (0 in a Ramsch)
  int declarer = -1;
  int partner = -1;  // holder of the called ace in a Sauspiel, else -1
};
// Builds PlayRules and the declaring party from the contract and the hands as dealt.
SkSetup schafkopf_setup(const SchafkopfRules& rules, const SkContract& c,
                        const std::array<CardMask, kSchafkopfSeats>& hands);
// A PlayState at the first lead: the hands as dealt, forehand (dealer+1) to lead.
PlayState schafkopf_initial_state(const std::array<CardMask, kSchafkopfSeats>& hands, int dealer);

// --- Runners (SK-9) --------------------------------------------------------------------------

// The runner ladder of a contract, highest first (empty for a Ramsch).
std::vector<Card> runner_ladder(const SchafkopfRules& rules, const SkContract& c);
// Counted runners: the length of the unbroken run from the top of the ladder held by one party
// (the hands as dealt), or 0 below the minimum (SK-9.3). Tout uses its base's ladder.
int count_runners(const SchafkopfRules& rules, const SkContract& c, std::uint8_t party,
                  const std::array<CardMask, kSchafkopfSeats>& hands);

// --- Doubles (SK-6) --------------------------------------------------------------------------

enum class SkDoubleKind : std::uint8_t {
  kKontra,  // SK-6.1, by the non-declaring party
  kRe,      // SK-6.2, answer to a Kontra
};
struct SkDouble {
  int seat = -1;  // -1: the source did not record who
  SkDoubleKind kind = SkDoubleKind::kKontra;
  bool operator==(const SkDouble&) const = default;
};
// Why a list of doubles is not valid for the contract and party (order, eligibility, Ramsch),
// or nullopt. `index` of the first bad entry is stored when given.
std::optional<std::string> check_doubles(const SchafkopfRules& rules, const SkContract& c,
                                         std::uint8_t party, const std::vector<SkDouble>& d,
                                         int* index = nullptr);

// --- Result and settlement (SK-8, SK-10, SK-12.3) --------------------------------------------

struct SkResult {
  bool thrown_in = false;  // all passed with sk_all_pass = redeal
  bool ramsch = false;
  bool declarer_won = false;
  bool schneider = false;
  bool schwarz = false;
  int party_points = 0;  // declaring party's card points (non-Ramsch)
  int party_tricks = 0;
  int runners = 0;        // counted runners (L)
  int doublings = 0;      // k: Kontra, Re and table doublings
  int value = 0;          // V per SK-10.1 / SK-12.3, after scaling
  int ramsch_losers = 0;  // bit mask of the seats that lost a Ramsch
  int jungfrauen = 0;     // Ramsch players without a trick (when sk_ramsch_jungfrau)
  bool durchmarsch = false;
  std::array<int, kSchafkopfSeats> points{};
  std::array<int, kSchafkopfSeats> tricks{};
  std::array<int, kSchafkopfSeats> units{};
};

// Settles a finished hand from the card points and tricks per seat. `party` is the declaring
// party (ignored in a Ramsch), `runners` the counted runners and `doublings` the number of
// Kontra and Re announcements; rules.table_doublings is added. Units sum to zero (G-5).
// `dealt` (the hands as dealt) decides a Ramsch tie under sk_ramsch_tie = higher_ober; without
// it a tie is settled as under "all".
SkResult schafkopf_settle(const SchafkopfRules& rules, const SkContract& c, std::uint8_t party,
                          int runners, int doublings,
                          const std::array<int, kSchafkopfSeats>& points,
                          const std::array<int, kSchafkopfSeats>& tricks,
                          const std::array<CardMask, kSchafkopfSeats>* dealt = nullptr);

// --- Replay (deal logs, imports) -------------------------------------------------------------

// Replays a card sequence from the hands as dealt, checking every card (SK-7.5) and the doubles.
// Stops at the first illegal card: `error_index` is its index in `plays` and `error` says, with
// German card codes, "GK is not legal for seat 2 (PcOben): Gras was led and PcOben holds G8".
// When every trick was played, `complete` is set and `result` is the settled hand.
struct SkReplay {
  SkSetup setup;
  PlayState state;
  int error_index = -1;  // -1: no card error
  std::string error;     // empty when every card was legal
  bool complete = false;
  SkResult result;
};
SkReplay replay_schafkopf(const SchafkopfRules& rules, const SkContract& c, int dealer,
                          const std::array<CardMask, kSchafkopfSeats>& hands,
                          const std::vector<Card>& plays, const std::vector<SkDouble>& doubles,
                          const std::array<std::string, kSchafkopfSeats>& names);

// "GA G8 HO" in German codes (C-3), in card-index order.
std::string german_mask_string(CardMask m);

// --- Deal (SK-1.2) ---------------------------------------------------------------------------

// Shuffles the deck of the rules with the seed and deals blocks of 8 (short: 6) to dealer+1,
// dealer+2, dealer+3 and the dealer.
std::array<CardMask, kSchafkopfSeats> deal_schafkopf(std::uint64_t seed, int dealer, SkDeck deck);

// --- One hand --------------------------------------------------------------------------------

enum class SkPhase : std::uint8_t {
  kAuction,   // stage A: PLAY or PASS in turn
  kBidding,   // stage C: a challenger names a rank or withdraws; the holder holds or yields
  kDeclare,   // stages B and D: the winner names his contract
  kDoubling,  // SK-6.4 poll (Kontra, then Re)
  kPlay,
  kDone,
};

enum class SkBidKind : std::uint8_t { kPass, kPlay, kRank, kWithdraw, kHold, kYield };
struct SkBid {
  SkBidKind kind = SkBidKind::kPass;
  int rank = 0;  // kRank only
  bool operator==(const SkBid&) const = default;
};
// A bid's word as logs and the engine's clients write it ("pass", "play", "rank", "withdraw",
// "hold", "yield"), and a bid as text ("rank 3" for a rank).
const char* bid_kind_name(SkBidKind k);
std::string bid_text(const SkBid& b);

class SchafkopfHand {
 public:
  SchafkopfHand(const SchafkopfRules& rules, int dealer,
                const std::array<CardMask, kSchafkopfSeats>& hands);

  const SchafkopfRules& rules() const { return rules_; }
  SkPhase phase() const { return phase_; }
  int dealer() const { return dealer_; }
  const std::array<CardMask, kSchafkopfSeats>& dealt() const { return dealt_; }
  // The seat that acts next; -1 when done.
  int to_act() const;

  // Auction (SK-4.2).
  std::vector<SkBid> legal_bids() const;
  std::optional<std::string> bid(const SkBid& b);
  int committed_rank() const { return committed_rank_; }
  int holder() const { return holder_; }
  // The rank the current challenger named, awaiting HOLD or YIELD (0 when none is pending).
  int pending_rank() const { return pending_rank_; }
  std::vector<SkContract> legal_declarations() const;
  std::optional<std::string> declare(const SkContract& c);
  const std::optional<SkContract>& contract() const { return contract_; }

  // Kontra / Re poll (SK-6.4): the polled seat answers yes or no.
  bool may_double() const;  // the polled seat may say KONTRA (or RE) now
  std::optional<std::string> answer_double(bool yes);
  const std::vector<SkDouble>& doubles() const { return doubles_; }
  // What a yes now says: Kontra in the first round of the poll, Re in the second. (A Kontra
  // makes the rest of the first round's answers "no Kontra", not Re.)
  SkDoubleKind poll_kind() const {
    return poll_step_ < 4 ? SkDoubleKind::kKontra : SkDoubleKind::kRe;
  }

  // Play (SK-7).
  CardMask legal_cards() const;
  std::optional<std::string> play(Card c);
  const std::vector<Card>& plays() const { return plays_; }
  const SkSetup& setup() const { return setup_; }
  const PlayState& play_state() const { return play_; }
  CardMask hand_of(int seat) const;
  // A sentence explaining why c is not legal now, or nullopt.
  std::optional<std::string> explain_illegal(Card c) const;

  // Available once phase() == kDone.
  SkResult result() const;

  // The same public history (announcements, contract, doubles, cards played) on another deal:
  // `hands` as dealt replace the dealt hands, the partner and the play state follow from them.
  // For simulations of what a seat cannot see (solver/schafkopf/auction.h). The error sentence, and
  // the hand unchanged, when the history does not fit the deal: a hand of the wrong size, a
  // card dealt twice, a contract its declarer may not declare, a double by a seat that may not
  // give it, or a card played that was not legal.
  std::optional<std::string> redeal(const std::array<CardMask, kSchafkopfSeats>& hands);

 private:
  void start_play();
  void next_challenger();

  SchafkopfRules rules_;
  int dealer_;
  std::array<CardMask, kSchafkopfSeats> dealt_;
  SkPhase phase_ = SkPhase::kAuction;
  std::vector<bool> says_play_;  // stage A answers, from forehand
  std::vector<int> players_;     // seats that said PLAY, in seat order
  int holder_ = -1;
  int committed_rank_ = 0;
  int challenger_idx_ = -1;  // index into players_ of the current challenger
  int pending_rank_ = 0;     // the challenger's named rank awaiting HOLD/YIELD
  bool thrown_in_ = false;
  std::optional<SkContract> contract_;
  SkSetup setup_;
  PlayState play_;
  std::vector<Card> plays_;
  std::vector<SkDouble> doubles_;
  int poll_step_ = 0;    // 0..3 Kontra poll, 4..7 Re poll
  bool polled_ = false;  // the poll has taken place
};

// A sentence for an illegal card in a Schafkopf position, naming the seat with `who`:
// "Gras was led and PcOben holds G8". nullopt when c is legal. German card codes.
std::optional<std::string> explain_illegal_schafkopf(const PlayRules& r, const PlayState& s, Card c,
                                                     const std::string& who);

// --- A game of hands (SK-11) -----------------------------------------------------------------

class SchafkopfGame {
 public:
  SchafkopfGame(const SchafkopfRules& rules, std::uint64_t seed, int first_dealer = 0);
  int hands_played() const { return hands_played_; }
  bool over() const { return hands_played_ >= rules_.hands_per_game; }
  int next_dealer() const { return (first_dealer_ + hands_played_) % kSchafkopfSeats; }
  std::uint64_t next_seed() const;
  SchafkopfHand start_hand() const;
  // Adds a finished (or thrown-in) hand to the running totals.
  void record(const SkResult& result);
  const std::array<int, kSchafkopfSeats>& totals() const { return totals_; }
  const std::vector<SkResult>& history() const { return history_; }

 private:
  SchafkopfRules rules_;
  std::uint64_t seed_;
  int first_dealer_;
  int hands_played_ = 0;
  std::array<int, kSchafkopfSeats> totals_{};
  std::vector<SkResult> history_;
};

}  // namespace engine
