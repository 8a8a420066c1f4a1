// An invalid log whose problem lies in its card play (issue 20): the first illegal play named
// at its place, by its cause and in players' words ("trick 2, Eve: 7♣ does not follow trump; Eve
// holds Q♠ 10♦"), and the log up to the last legal play, to open instead.
//
// The engine checks a log as a whole (DEAL_LOG.md), so a card played twice can be reported at
// its second play although an earlier card was already illegal. Here the longest prefix of the
// plays that the engine accepts is found (a shorter log is a partial log: valid whenever a longer
// one would be, up to its plays), and the play after it is explained. No ImGui.
#pragma once

#include <optional>
#include <string>

#include "ui/card_labels.h"
#include "ui/log_source.h"
#include "ui/replay_deal.h"

namespace ui {

struct LegalPrefix {
  bool found = false;   // the problem is in the plays: `deal` holds the plays before it
  int legal_plays = 0;  // plays kept
  std::string cause;    // the first illegal play in players' words
  std::optional<ReplayDeal> deal;
};

// From the log's JSON text; `source` names the deal ("bad.json").
LegalPrefix legal_prefix(const std::string& json_text, CardNames names, const std::string& source);

// The same for a Sweep log: the turns before the first illegal one, loaded (`loaded.sweep`), and
// that turn's problem in players' words ("turn 2: K♦ is not on the table (the table is empty)").
struct SweepLegalPrefix {
  bool found = false;
  int legal_turns = 0;
  std::string cause;
  LoadedDeal loaded;
};
SweepLegalPrefix sweep_legal_prefix(const std::string& json_text, const std::string& source);

// A loader's line in the words of the dialog beside it: plays counted from 1 as players count
// them ("plays[25]: KH was already played (plays[9])" -> "play 26: K♥ was already played (play
// 10)"), card codes in the player's notation (name_cards).
std::string players_words(std::string_view line, CardNames names, bool schafkopf);
// Only the counting: "plays[N]" -> "<word> N+1" ("turn 3" for a Sweep log).
std::string plays_from_one(std::string_view line, std::string_view word);

}  // namespace ui
