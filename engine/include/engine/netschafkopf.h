// NetSchafkopf protocol import (RULES.md §4, SK-12; shared/data/netschafkopf/README.md).
//
// A protocol is German text, ISO-8859-1 with CRLF line ends as NetSchafkopf writes it, or UTF-8
// (a file that is valid UTF-8 and has a byte above 0x7F; a byte-order mark is skipped); lines
// may end in CRLF, LF or CR. A rule-set line, a "gespielt von <viewer> am <date> ..." line, then
// one block per game:
//   Geber: <dealer>
//   Spielart: Schieber                          only in Schieber games (also before "Geber:")
//   <seat> hat: <8 or 6 German card codes>      four lines, from the dealer's left
//   <seat> spielt Mit der Eichel-Ass | <seat> spielt Herz-Solo | ... | Es wurde Ramsch gespielt.
//   <seat> spielt aus: <4 cards>                one line per trick, leader first
//   <result text, wrapped>                      who won, "Die Gegner haben N Augen", the price
//   Spiel Preis <4 seats> Stock / <n> <price> <running totals> <stock>
// "Du"/"dir" in the result text is the viewer. The seats keep the order of the score table's
// columns (PcLinks, PcOben, PcRechts, Gast: clockwise, as the hand lines show).
//
// Each game becomes one DealLog (game "schafkopf") with the hands, contract, doubles and plays,
// `rules` holding the table's settings as flags, `result` = {points per seat, units = the change
// of the protocol's running totals} and `meta` = the source, line and the protocol's own result
// text. A game is imported only when the engine agrees with the protocol on everything the
// protocol records: every play legal (SK-7.5), each trick's winner leading the next, the
// declaring party's card points ("Augen"), won or lost, the Ramsch loser and Jungfrauen, the
// price and every seat's payout. Anything else (an unknown line, a variant the engine does not
// play, a disagreement) is reported with its line and the reason; nothing is dropped silently.
// Each game not imported is counted once under the reason of its first problem (NsImport::
// refused, the summary line of `schmier import`).
//
// Ramsch ties: "Bei Augengleichheit verliert, wer den höheren Ober hatte" in a Ramsch's result
// sets sk_ramsch_tie = higher_ober for that game (schafkopf.h: of the players tied for the most
// card points only the one dealt the highest Ober loses). When none of the tied players was
// dealt an Ober the sentence does not decide, and the game is reported, not imported.
//
// Schieber ("Spielart: Schieber", in the game's block or the last such line before it): cards
// were passed before play, so a listed hand may hold placeholders ("DU") and cards its seat never
// plays. Every trick is listed with its leader, so each seat's real hand is what it played: the
// log's `hands` are the hands as played, and `meta` says that cards were passed, with the
// protocol's listed hands and each seat's cards given and received ("schieber" object). A
// thrown-in Schieber game pays by its own rule ("Der Erste und der Letzte zahlen an die beiden
// anderen Spieler 50 Punkte, weil sie nicht gespielt haben."); no hand was played, so it is
// reported with that rule as the reason, like every thrown-in game. Outside a Schieber game a
// hidden card ("DU") leaves the hand undetermined and the game is reported.
//
// The table's settings, determined from the protocols (all 594 games of shared/data/netschafkopf
// match with them):
//   sk_all_pass = ramsch, sk_ramsch_jungfrau = true ("Mit 1 mal Jungfrau 2 Punkte"),
//   sk_runner_ladder = all_trumps ("Mit 9 Laufenden" in a Sauspiel, 5 in a Schellen-Geier with
//     EO GO HO SO SA), sk_tout_value = double_solo ("Doppelt für Tout": the Tout's price is the
//     doubled solo with its runners and doublings, "... 1 mal aufgedoppelt 140 Punkte. Doppelt für
//     Tout 280 Punkte."),
//   sk_tariff_sauspiel / _solo / _ramsch / _bonus from the price lines ("Das Rufspiel kostet 2
//     Punkte. Mit Schneider 3 Punkte."); when a protocol never shows one: 2, 5, 1, 1,
//   sk_runners_min_sauspiel_solo, sk_runners_min_wenz_geier: the smallest run the protocol
//     prices, found from its games (3 and 3 for shared/data/netschafkopf, where a Wenz with two
//     Unters is never priced; RULES.md's default for the Wenz is 2),
//   sk_table_doublings = k for "k mal aufgedoppelt" (per game), Kontra and Re for
//     "1 mal gespritzt" / "2 mal gespritzt". The protocol does not say who doubled: the log
//     names the first opponent after the leader (Kontra) and the declarer (Re), and says so in
//     meta.
// The "Stock" column stays 0 in every game of these protocols (the four payouts sum to zero);
// a game that moves the stock is reported, not imported.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/deal_log.h"
#include "engine/schafkopf.h"

namespace engine {

// Why a game was not imported (or a file-level problem), for counting in the summary.
enum class NsReason : std::uint8_t {
  kFile,          // the file: no score table, a line outside any game
  kUnknownText,   // a line or sentence the importer does not know
  kMalformed,     // the block breaks the format: codes, counts, a missing score line
  kNotPlayed,     // a game the engine does not play (Bettel, another Spielart, ...)
  kThrownIn,      // no hand was played (zusammengeworfen, also a Schieber's own payment)
  kUndetermined,  // the protocol does not determine the hand or its loser (hidden cards, a tie)
  kIllegal,       // the engine rejects a play or the protocol's trick order
  kDisagrees,     // card points, price or payout differ from the engine's
  kStock,         // the game moves the stock
};
inline constexpr int kNsReasons = 9;
// "unknown text", "not a game the engine plays", ... (the summary's words).
std::string_view ns_reason_name(NsReason r);

struct NsProblem {
  int line = 0;  // 1-based line in the protocol (0: the whole file)
  int game = 0;  // the game's number in the score table, 0 when unknown
  std::string message;
  NsReason reason = NsReason::kMalformed;
};
// "protocol-01.txt:123 (game 5): <message>".
std::string format_problem(std::string_view source, const NsProblem& p);

struct NsImported {
  DealLog log;      // validated: validate_deal_log found nothing wrong
  int game = 0;     // the game's number in the score table
  int line = 0;     // the line of its "Geber:"
  SkResult result;  // the engine's settlement (equal to the protocol's payout)
};

struct NsImport {
  std::vector<NsImported> games;
  std::vector<NsProblem> problems;  // games not imported and why, and file-level problems
  int games_seen = 0;               // "Geber:" blocks in the protocol
  // Games not imported, per reason (index: NsReason); they sum to games_seen - games.size().
  std::array<int, kNsReasons> refused{};
  bool utf8 = false;     // the file was read as UTF-8 (else ISO-8859-1)
  SchafkopfRules table;  // the table's settings found in this protocol
};

// Imports one protocol (its raw bytes, ISO-8859-1 or UTF-8). `source` names it in meta and
// problems.
NsImport import_netschafkopf(std::string_view bytes, std::string_view source);

// ISO-8859-1 to UTF-8, CR removed.
std::string latin1_to_utf8(std::string_view bytes);
// Whether the bytes are valid UTF-8 (shortest forms, no surrogates, at most U+10FFFF).
bool valid_utf8(std::string_view bytes);
// A protocol's text as UTF-8 with LF line ends: a UTF-8 byte-order mark is dropped; valid UTF-8
// with a byte above 0x7F is kept as it is, anything else is read as ISO-8859-1; CRLF and a lone
// CR become LF. `utf8` (when given) says which encoding was used.
std::string protocol_text(std::string_view bytes, bool* utf8 = nullptr);

}  // namespace engine
