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
// round, plays that take cards); the loader reads their shape into the Sweep part (sweep_log.h) and
// hands the rule checks to `validate_sweep_log` (engine/src/sweep_log.cpp).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "engine/card.h"
#include "engine/game.h"
#include "engine/schafkopf.h"
#include "engine/schafkopf_log.h"
#include "engine/sheepshead.h"
#include "engine/sheepshead_log.h"
#include "engine/sweep.h"
#include "engine/sweep_log.h"

namespace engine {

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

// One part per game: the keys and derived fields only that game's logs have, each declared in
// the game's own header. A log fills its own game's part; another game's part stays empty (so it
// reads as an absent key: nullopt, empty, -1) unless the file carries that game's key by mistake,
// which the loader keeps so that the check can name it ("a Schafkopf hand has no blind"). A
// game with only the common fields (a test game built in code) leaves every part empty.
class DealLogParts {
 public:
  template <class Part>
  const Part& get() const {
    return std::get<Part>(parts_);
  }
  template <class Part>
  Part& get() {
    return std::get<Part>(parts_);
  }
  bool operator==(const DealLogParts&) const = default;

 private:
  std::tuple<SheepsheadLogPart, SchafkopfLogPart, SweepLogPart> parts_;
};

struct DealLog {
  // --- What the log says (written back by write_deal_log) ---
  Game game{};         // Sheepshead
  std::string preset;  // the loader fills in the game's default ("sheepshead", "schafkopf")
  std::vector<std::pair<std::string, FlagValue>> rule_flags;  // `rules`, in file order
  std::vector<std::string> players;  // the loader fills in "Seat 1", "Seat 2", ...
  int dealer = 0;
  // `hands` as given: empty = key absent; else one entry per seat, nullopt = null. An entry
  // may list fewer cards than were dealt: the rest follow from that seat's plays.
  std::vector<std::optional<std::vector<Card>>> hands;
  std::vector<Card> plays;  // in play order; an under card as its real face
  std::optional<LogResult> result;
  std::optional<int> viewer;
  // Optional key "multiplier" (an extension of version 1, written only when not 1): the
  // Sheepshead hand's multiplier from doublers (SS-10.4, SS-13.3), which scales `result.units`.
  int multiplier = 1;
  std::string meta_json;   // the "meta" object as compact JSON text; empty = no meta
  std::string extra_json;  // unknown top-level keys as a compact JSON object; empty = none

  // --- Filled by validate_deal_log ---
  // Every seat's cards at the start of play (and the bury) are known, so the hand replays.
  bool deal_known = false;
  std::array<CardMask, 5> dealt{};      // the dealt hands when deal_known (seats() of them)
  std::vector<std::uint8_t> play_seat;  // who played each card of `plays`
  // --- One part per game (its keys and derived fields); see DealLogParts ---
  DealLogParts parts;
  const SheepsheadLogPart& sheepshead() const { return parts.get<SheepsheadLogPart>(); }
  const SchafkopfLogPart& schafkopf() const { return parts.get<SchafkopfLogPart>(); }
  const SweepLogPart& sweep() const { return parts.get<SweepLogPart>(); }
  SheepsheadLogPart& sheepshead() { return parts.get<SheepsheadLogPart>(); }
  SchafkopfLogPart& schafkopf() { return parts.get<SchafkopfLogPart>(); }
  SweepLogPart& sweep() { return parts.get<SweepLogPart>(); }

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
