// The table of `schmier` commands. Each command lives in src/cmd_<name>.cpp and is registered by
// one line in commands.cpp.
#pragma once

#include <span>
#include <string_view>

#include "cli_util.h"

namespace cli {

struct Command {
  std::string_view name;
  std::string_view summary;           // one line for `schmier --help`
  int (*run)(int argc, char** argv);  // argv[0] is the command name; returns an exit code
};

std::span<const Command> commands();
const Command* find_command(std::string_view name);

}  // namespace cli
