// Deal logs, version 1 (DEAL_LOG.md): one hand as plain data, its validation and its replay.
//
// `DealLog` holds what a log says, field by field, with cards as Card values and no JSON.
// `parse_deal_log` / `load_deal_log_file` (target engine_json) read the JSON text and then run
// `validate_deal_log` (target engine), which checks the hand against the rules: duplicate and
// missing cards, the auction (SS-4), the bury (SS-5), the call (SS-6), every play (SS-8.9, via
// SheepsheadHand) and the recorded result (SS-9, SS-10, SS-11, SS-13). It derives hidden cards
// (every seat's hand is what `hands` says plus what that seat played) and fills the derived
// fields at the end of DealLog. Every problem comes back as a LogError: a JSON location
// ("plays[7]", "hands[2][4]", "call", "result.units[2]") and a sentence a player understands.
// Nothing throws on bad input.
//
// Schafkopf logs (SK rules, RULES.md §4): the loader checks their shape (contract type, seats,
// suit letters, card codes, duplicates) and hands the rule checks to `validate_schafkopf_log`,
// which lives with the Schafkopf rules (engine/src/schafkopf_log.cpp).
//
// Sheepshead's table options (SS-14): three and four seats take their `players`, `hands`,
// `blind`, `bury`, `auction` and `result` sizes from `ss_players`; under the jack-of-diamonds
// partner `call` is absent, a call-up (`{"card": "JH"}`, CallType::kJack) or alone; `doubles`
// lists the cracks, re-cracks and blitzes (ss_doubles), replayed through the engine's poll
// (the comment above engine::Announce): every seat the entries do not name passes, so a log
// without plays stands after the poll, before the first lead.
//
// Sweep logs (DEAL_LOG.md "Sweep", RULES.md §5) have their own keys (`deck`, `table`, `hands` by
// round, plays that take cards); the loader reads their shape into the `sw_*` fields and hands
// the rule checks to `validate_sweep_log` (engine/src/sweep_log.cpp).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/card.h"
#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "engine/sweep.h"

namespace engine {

enum class Game : std::uint8_t { kSheepshead, kSchafkopf, kSweep };

// Input limits: a larger file is rejected before parsing; deeper nesting too (the JSON parser
// recurses).
inline constexpr std::size_t kMaxLogBytes = std::size_t{4} << 20;
inline constexpr int kMaxLogDepth = 64;
// At most this many errors are reported; a last one says that more were left out.
inline constexpr std::size_t kMaxLogErrors = 50;

struct LogError {
  std::string where;    // JSON location: "plays[7]", "hands[2][4]", "call", "rules.ss_trump_suit"
  std::string message;  // a sentence: "KS is not legal for seat 3 (Cy): spades were led ..."
  bool operator==(const LogError&) const = default;
};
// "plays[7]: KS is not legal ..." (just the message when `where` is empty).
std::string format_error(const LogError& e);

struct LogResult {
  std::vector<int> points;  // card points per seat (Sweep: the hand's score, SW-17)
  std::vector<int> units;   // units won (+) or paid (-) per seat
  // Sweep only (SW-17): honour points, cards in each capture pile, the sum of sweep bonuses.
  std::vector<int> honours;
  std::vector<int> cards;
  std::vector<int> sweeps;
  bool operator==(const LogResult&) const = default;
};

// Schafkopf contract (DEAL_LOG.md "Schafkopf contract"), shape only.
enum class LogContractType : std::uint8_t {
  kSauspiel,
  kSolo,
  kWenz,
  kFarbwenz,
  kGeier,
  kFarbgeier,
  kRamsch
};
struct LogContract {
  LogContractType type = LogContractType::kSauspiel;
  int declarer = -1;          // -1 for ramsch
  Card called = kNoCard;      // sauspiel: the called ace
  std::optional<Suit> trump;  // solo, farbwenz, farbgeier
  bool tout = false;
  bool operator==(const LogContract&) const = default;
};
// "sauspiel", "solo", ... and back; nullopt for an unknown name.
std::string contract_type_name(LogContractType t);
std::optional<LogContractType> parse_contract_type(std::string_view name);

enum class LogDoubleCall : std::uint8_t { kKontra, kRe };
struct LogDouble {
  int seat = 0;
  LogDoubleCall call = LogDoubleCall::kKontra;
  bool operator==(const LogDouble&) const = default;
};

// A Sheepshead `doubles` entry (SS-14.3, SS-14.4) is an engine::Announcement: a crack, a
// re-crack or a blitz (kBlitzBlack shows QC QS, kBlitzRed QH QD). Written as
// {"seat": 3, "call": "crack"} or {"seat": 0, "call": "blitz", "cards": ["QC", "QS"]}.
// The two queens a blitz shows: QC QS (black) or QH QD (red); 0 for the other kinds.
CardMask blitz_cards(Announce kind);

struct DealLog {
  // --- What the log says (written back by write_deal_log) ---
  Game game = Game::kSheepshead;
  std::string preset;  // the loader fills in the game's default ("sheepshead", "schafkopf")
  std::vector<std::pair<std::string, FlagValue>> rule_flags;  // `rules`, in file order
  std::vector<std::string> players;  // the loader fills in "Seat 1", "Seat 2", ...
  int dealer = 0;
  // `hands` as given: empty = key absent; else one entry per seat, nullopt = null. An entry
  // may list fewer cards than were dealt: the rest follow from that seat's plays.
  std::vector<std::optional<std::vector<Card>>> hands;
  std::optional<std::vector<Card>> blind;  // Sheepshead; nullopt = absent or null
  std::vector<bool> auction;               // Sheepshead; true = "pick"
  std::optional<std::vector<Card>> bury;   // Sheepshead; nullopt = absent or null
  std::optional<Call> call;                // Sheepshead with a picker
  std::optional<LogContract> contract;     // Schafkopf
  std::vector<LogDouble> doubles;          // Schafkopf
  std::vector<Announcement> ss_doubles;    // Sheepshead `doubles`, in the order made
  std::vector<Card> plays;                 // in play order; an under card as its real face
  std::optional<LogResult> result;
  std::optional<int> viewer;
  // Optional key "multiplier" (an extension of version 1, written only when not 1): the
  // Sheepshead hand's multiplier from doublers (SS-10.4, SS-13.3), which scales `result.units`.
  int multiplier = 1;
  // Sweep (game == kSweep). Cards here are engine::sweep::Card values (0..51, sweep.h), not
  // the 32-card Card of the other games. `plays` holds each turn's played card and `sw_takes`
  // the cards it took, as written (empty = a trail); `hands` stays empty: Sweep's `hands` key
  // is by round, `sw_hands[round][seat]` (nullopt = null).
  std::optional<std::vector<Card>> sw_deck;
  std::optional<std::vector<Card>> sw_table;
  std::vector<std::array<std::optional<std::vector<Card>>, 2>> sw_hands;
  std::vector<std::vector<Card>> sw_takes;
  std::string meta_json;   // the "meta" object as compact JSON text; empty = no meta
  std::string extra_json;  // unknown top-level keys as a compact JSON object; empty = none

  // --- Filled by validate_deal_log ---
  SheepsheadRules ss_rules;  // preset + rule flags (Sheepshead)
  // Every seat's cards at the start of play (and the bury) are known, so the hand replays.
  bool deal_known = false;
  // The blind is known as such (so is the picker's dealt six). When deal_known is true and this
  // is false, dealt_blind holds a stand-in (the bury) and dealt[picker] the picker's other six:
  // only their union, the picker's eight cards, is real.
  bool blind_known = false;
  std::array<CardMask, 5> dealt{};  // the dealt hands when deal_known (seats() of them)
  CardMask dealt_blind = 0;
  CardMask dealt_bury = 0;              // the picker's bury when deal_known (given or derived)
  std::vector<std::uint8_t> play_seat;  // who played each card of `plays`
  int picker = -1;                      // Sheepshead: the seat that picked, -1 for none
  // Sweep: the rules (preset + flags); the first table is known (`table`, `deck` or derived),
  // so every play could be checked; when deal_known, sw_deal is the whole deal (the stock in
  // the order its rounds are dealt), otherwise the unknown cards stand in arbitrarily.
  sweep::SweepRules sw_rules;
  sweep::SweepDeal sw_deal;

  bool operator==(const DealLog&) const = default;
};

int seat_count(Game g);  // 5, 4 or 2 (Sheepshead's default table; see deal_log_seats)
// The seats of this log's table: Sheepshead's ss_players from its preset and rule flags (5 when
// they do not name a valid table), else seat_count(game).
int deal_log_seats(const DealLog& log);
// "Sheepshead", "Schafkopf", "Sweep".
std::string game_display_name(Game g);

struct LoadResult {
  std::optional<DealLog> log;      // set only when there are no errors
  std::vector<LogError> errors;    // every problem found
  std::vector<LogError> warnings;  // not fatal: unknown keys (kept and written back)
};

// Reads a log from JSON text (target engine_json): checks the shape, then validate_deal_log.
LoadResult parse_deal_log(std::string_view json_text);
// The same from a file; a missing, unreadable or too large (kMaxLogBytes) file is an error.
LoadResult load_deal_log_file(const std::string& path);
// Canonical pretty JSON (target engine_json): keys in DEAL_LOG.md order, canonical card codes,
// defaults written out. parse_deal_log(write_deal_log(log)) gives back an equal DealLog.
std::string write_deal_log(const DealLog& log);

// Checks a DealLog built in memory (by the loader or an importer) against the rules and fills
// its derived fields. Returns every problem found (empty = valid). Target engine.
std::vector<LogError> validate_deal_log(DealLog& log);

// Schafkopf rule checks (legality of plays, doubles, result), implemented with the Schafkopf
// rules in engine/src/schafkopf_log.cpp. validate_deal_log calls it for a Schafkopf log whose
// shape is valid: 4 seats, preset known (rule_flags other than sk_deck not yet checked),
// contract present with a valid shape, every card code valid and in the deck, no card twice
// among hands and plays, not more plays than cards. Who played which card (and whether the
// plays agree with `hands`) is left to it. It appends errors and may fill deal_known, dealt
// and play_seat (deal_known and dealt are already set when every hand is given in full).
void validate_schafkopf_log(DealLog& log, std::vector<LogError>& errors);

// The engine's contract for a log's `contract` object (shape already checked by the loader).
SkContract sk_contract_from_log(const LogContract& c);

// A valid Schafkopf log with deal_known, replayed to its first n_plays plays: the rules (preset
// and flags), the contract, the doubles and the trick state (setup, PlayState, result when the
// hand is complete). nullopt with *error set when that is not possible.
struct SchafkopfLogReplay {
  SchafkopfRules rules;
  SkContract contract;
  std::vector<SkDouble> doubles;
  std::array<CardMask, kSchafkopfSeats> dealt{};
  SkReplay replay;
};
std::optional<SchafkopfLogReplay> replay_schafkopf_log(const DealLog& log, std::size_t n_plays,
                                                       std::string* error);

// Sweep rule checks (DEAL_LOG.md "Sweep"), in engine/src/sweep_log.cpp: the preset and `sw_*`
// flags, `deck`, `table` and `hands` against each other, who holds each played card, every
// turn (SW-6 to SW-16, with check_action's reasons) and the result key by key. Called by
// validate_deal_log after the people checks; fills sw_rules, sw_deal, deal_known, play_seat.
void validate_sweep_log(DealLog& log, std::vector<LogError>& errors);

// A valid Sweep log replayed to its first n_plays turns: the rules, the position, and the
// log's turns as actions. Works when the deal is not fully known too (the first table always
// is): only the positions up to the log's last turn are real then. nullopt with *error set
// when n_plays is out of range.
struct SweepLogReplay {
  sweep::SweepRules rules;
  sweep::SweepState state;
  std::vector<sweep::Action> actions;  // every turn of the log
};
std::optional<SweepLogReplay> replay_sweep_log(const DealLog& log, std::size_t n_plays,
                                               std::string* error);

// Replays the first n_plays plays of a valid Sheepshead log with deal_known into a hand (auction,
// bury and call included). nullopt with *error set when that is not possible.
std::optional<SheepsheadHand> replay_sheepshead(const DealLog& log, std::size_t n_plays,
                                                std::string* error);

}  // namespace engine
