// Helpers shared by the `schmier` commands: exit codes, option parsing, usage errors.
//
// Every command is `int run(int argc, char** argv)` with argv[0] = the command's name. Commands
// print results to stdout and problems to stderr, and return one of the exit codes below.
#pragma once

#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/deal_log.h"

namespace cli {

inline constexpr int kExitOk = 0;        // success
inline constexpr int kExitBadInput = 1;  // an input (file, log, position) was rejected
inline constexpr int kExitUsage = 2;     // the command line itself was wrong

// One option a command accepts: "--after N" has a value, "--json" does not.
struct OptionSpec {
  std::string_view name;  // with the dashes: "--after"
  bool takes_value = false;
};

struct ParsedOption {
  std::string name;
  std::string value;  // empty for flags
};

struct ParsedArgs {
  std::vector<std::string> positional;
  std::vector<ParsedOption> options;  // in command-line order
  bool help = false;                  // -h or --help was given

  bool has(std::string_view name) const;
  // The value of the last occurrence of an option, or nullopt.
  std::optional<std::string> value(std::string_view name) const;
};

// Parses argv[1..argc) against `specs`: "--name value", "--name=value", flags, positionals, and
// "--" (everything after it is positional). Returns nullopt with a sentence in `error` for an
// unknown option or a missing value.
std::optional<ParsedArgs> parse_args(int argc, char** argv, std::span<const OptionSpec> specs,
                                     std::string& error);

// Prints "schmier CMD: MESSAGE" and a hint to use --help to stderr; returns kExitUsage.
int usage_error(std::string_view command, std::string_view message);

// One number as printf's format `f` writes it ("%.2f").
std::string fmt(const char* f, double v);

// A whole decimal number in [lo, hi], or nullopt.
std::optional<long long> parse_integer(std::string_view text, long long lo, long long hi);

// Loads a deal log. On failure prints every error as "PATH: where: message" to `err` and
// returns nullopt. Warnings (unknown keys) go to `err` as "PATH: warning: ..." unless quiet.
// Unless `any_game`, only trick games are read (suggest and calibrate work on trick positions;
// validate, show, solve and analyze read every game).
std::optional<engine::DealLog> load_log(const std::string& path, std::ostream& err,
                                        bool quiet_warnings = false, bool any_game = false);

// A seat's display name: the log's player name, or "Seat N" (1-based) when out of range.
std::string seat_name(const engine::DealLog& log, int seat);

// The refusal of a log that does not give the deciding seat's own cards (own cards only,
// solver/filler.h): "seat 3 (Dee) is to decide: the log must give all of its own cards ...".
std::string own_cards_missing(const engine::DealLog& log, int seat, bool picker);

}  // namespace cli
