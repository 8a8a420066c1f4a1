// NetSchafkopf protocol import (RULES.md §4, SK-12; shared/data/netschafkopf/README.md).
//
// A protocol is ISO-8859-1 text with CRLF line ends, German throughout: a rule-set line, a
// "gespielt von <viewer> am <date> ..." line, then one block per game:
//   Geber: <dealer>
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
//
// The table's settings, determined from the protocols (all 594 games of shared/data/netschafkopf
// match with them):
//   sk_all_pass = ramsch, sk_ramsch_jungfrau = true ("Mit 1 mal Jungfrau 2 Punkte"),
//   sk_runner_ladder = all_trumps ("Mit 9 Laufenden" in a Sauspiel, 5 in a Schellen-Geier with
//     EO GO HO SO SA), sk_tout_value = double_solo ("Doppelt für Tout"),
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

#include <string>
#include <string_view>
#include <vector>

#include "engine/deal_log.h"
#include "engine/schafkopf.h"

namespace engine {

struct NsProblem {
  int line = 0;  // 1-based line in the protocol (0: the whole file)
  int game = 0;  // the game's number in the score table, 0 when unknown
  std::string message;
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
  SchafkopfRules table;             // the table's settings found in this protocol
};

// Imports one protocol (its raw ISO-8859-1 bytes). `source` names it in meta and problems.
NsImport import_netschafkopf(std::string_view bytes, std::string_view source);

// ISO-8859-1 to UTF-8, CR removed.
std::string latin1_to_utf8(std::string_view bytes);

}  // namespace engine
