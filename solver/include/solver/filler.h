// Own cards only (issue 43; DEAL_LOG.md "Hands in progress"; RULES.md TT-3, SS-5, SS-6,
// SS-8.3 to SS-8.5, SS-14.1, SS-14.4, SK-5, SK-7.3): one filler deal for a Sheepshead or Schafkopf
// log whose other seats' hands, blind and bury are null (or list only some of their cards), so
// that the hand can be replayed and a suggestion asked for.
//
// The suggestion reads only what the deciding seat knows (solver/knowledge.h: its own cards, the
// auction, the call, the cards played), so any deal consistent with the log gives the same
// answer; the filler is one such deal, drawn from a fixed seed so that nothing depends on it. It
// respects what the log shows: every card where it was given or played, the sizes of the hands,
// the blind and the bury, the voids (a seat that did not follow holds none of the led suit,
// TT-3), the called card (never the picker's or the declarer's; after the opening trick of its
// suit on the table), the picker's or declarer's card of the called suit (SS-6.2, SK-5.2), the
// under card (the picker's, SS-8.5), the jack of diamonds under its partner rule (SS-14.1) and
// the queens a blitz showed (SS-14.4). The cards are placed by an exact test (Hall's condition
// over the slots, at most eight), so the search never hangs; the filled log is then checked by
// the loader itself (validate_deal_log), and a deal the rules refuse for a reason not modelled
// here (an under call that an ace call would have forbidden) is drawn again, a bounded number
// of times.
#pragma once

#include <array>
#include <optional>

#include "engine/deal_log.h"

namespace solver {

struct FilledLog {
  engine::DealLog log;  // every card given: deal_known, validated
  // Per seat: the log gave every card the seat knows of its own (its hand; the picker's blind
  // and bury once they are his), so none of them came from the filler.
  std::array<bool, engine::kMaxPlayers> complete{};
};

// The log completed (see above), by game: Sheepshead (solver/src/sheepshead/filler.cpp) and
// Schafkopf (solver/src/schafkopf/filler.cpp). A log that gives every card comes back as it is.
// nullopt with *error (its place and what) when the log contradicts itself (a card played by a
// seat shown void in its suit, more cards for a seat than it holds) or no deal fits what it
// shows ("hands: no deal fits what the log shows: seat 3 (Dee) must hold 3 more cards, ...").
// `draw` (0, 1, ...) picks another fixed series of seeds: a Schafkopf Kontra/Re poll stops at
// the first seat that may say yes, which the hidden partner is not, so the face draws again
// until the seat to decide is the one whose cards the log gives (src/schafkopf/suggest.cpp).
std::optional<FilledLog> fill_sheepshead_log(const engine::DealLog& log, engine::LogError* error,
                                             int draw = 0);
std::optional<FilledLog> fill_schafkopf_log(const engine::DealLog& log, engine::LogError* error,
                                            int draw = 0);

}  // namespace solver
