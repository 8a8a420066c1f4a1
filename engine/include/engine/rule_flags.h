// The value of one rule flag of RULES.md Appendix A (`ss_*`, `sk_*`, `sw_*`): a flag is a
// boolean, a whole number or a word. Game-free: each game reads its own flags into its rules
// (set_sheepshead_flag, set_schafkopf_flag, sweep::set_sweep_flag) and a deal log carries them
// as (name, value) pairs.
#pragma once

#include <cstdint>
#include <string>
#include <variant>

namespace engine {

using FlagValue = std::variant<bool, std::int64_t, std::string>;

}  // namespace engine
