#include "rule_flag_checks.h"

namespace engine::rule_flags {

std::optional<std::string> want_bool(const FlagValue& v, std::string_view name, bool& out) {
  if (const bool* b = std::get_if<bool>(&v)) {
    out = *b;
    return std::nullopt;
  }
  return std::string(name) + " must be true or false";
}

std::optional<std::string> want_int(const FlagValue& v, std::string_view name, std::int64_t lo,
                                    std::int64_t hi, int& out) {
  if (const std::int64_t* i = std::get_if<std::int64_t>(&v)) {
    if (*i < lo || *i > hi) {
      return std::string(name) + " must be between " + std::to_string(lo) + " and " +
             std::to_string(hi);
    }
    out = static_cast<int>(*i);
    return std::nullopt;
  }
  return std::string(name) + " must be a whole number";
}

std::optional<std::string> want_string(const FlagValue& v, std::string_view name,
                                       std::string& out) {
  if (const std::string* s = std::get_if<std::string>(&v)) {
    out = *s;
    return std::nullopt;
  }
  return std::string(name) + " must be a string";
}

}  // namespace engine::rule_flags
