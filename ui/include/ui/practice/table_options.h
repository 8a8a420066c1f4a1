// The Sheepshead table options of the new-game dialog (RULES.md §3.14, SS-14.1 to SS-14.5): the
// partner rule with the jack-of-diamonds call-up, three, four or five players, cracking and who
// may crack, blitzes (black, and red too), the multiplier cap. Plain data and the flags they
// make: the dialog edits a TableOptions, the session takes its flags (PracticeConfig::
// table_flags) over the chosen preset. No ImGui; tested in tests/ui.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/sheepshead.h"

namespace ui::practice {

struct TableOptions {
  int players = 5;                // ss_players: 3, 4 or 5
  bool jack_of_diamonds = false;  // ss_partner_rule = jack_of_diamonds (else called_ace)
  bool call_up = false;           // ss_jd_call_up
  bool crack = false;             // ss_crack
  bool crack_no_chance = false;   // ss_crack_by = no_chance_to_pick (else any_non_picker)
  bool blitz = false;             // ss_blitz
  bool blitz_red = false;         // ss_blitz_red
  int max_multiplier = 0;         // ss_max_multiplier, 0 = no cap
  bool operator==(const TableOptions&) const = default;
};

// The options a set of rules has.
TableOptions table_options_of(const engine::SheepsheadRules& rules);
// The ss_* flags that turn `base` into a table with these options (only those that differ).
std::vector<std::pair<std::string, engine::FlagValue>> table_flags(
    const TableOptions& options, const engine::SheepsheadRules& base);
// Why these options on `base` are not a table the rules allow (a flag the engine refuses, or a
// combination check_sheepshead_rules rejects, e.g. the jack of diamonds three-handed), or
// nullopt.
std::optional<std::string> check_table_options(const TableOptions& options,
                                               const engine::SheepsheadRules& base);
// One line for the dialog and the side panel: "5 players, jack of diamonds (call-up), crack,
// blitz (black and red), cap x8"; "5 players, called ace" for the default table.
std::string table_options_text(const TableOptions& options);

}  // namespace ui::practice
