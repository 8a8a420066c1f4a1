// Reading one rule flag of RULES.md Appendix A into a rules struct: the type checks every
// game's set_*_flag shares. Each returns nullopt and stores the value, or an error sentence
// that names the flag and says what it must be.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/rule_flags.h"

namespace engine::rule_flags {

// A flag that is true or false.
std::optional<std::string> want_bool(const FlagValue& v, std::string_view name, bool& out);
// A whole number in [lo, hi].
std::optional<std::string> want_int(const FlagValue& v, std::string_view name, std::int64_t lo,
                                    std::int64_t hi, int& out);
// Any string.
std::optional<std::string> want_string(const FlagValue& v, std::string_view name, std::string& out);

}  // namespace engine::rule_flags
