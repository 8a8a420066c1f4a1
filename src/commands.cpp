#include "commands.h"

namespace cli {

// Each command: X(name, run function defined in src/cmd_<name>.cpp, one-line summary).
// To add a command, add one line here and write its src/cmd_<name>.cpp.
#define SCHMIER_COMMANDS(X)                                                                   \
  X("validate", run_validate, "check deal logs and print every problem found")                \
  X("show", run_show, "print a hand as text: auction, call, tricks, points, settlement")      \
  X("solve", run_solve, "double-dummy value of a position and of every legal card")           \
  X("analyze", run_analyze, "grade every decision of a hand, sampled and double dummy")       \
  X("bench", run_bench, "solver benchmark on a fixed suite of positions")                     \
  X("selfplay", run_selfplay, "computer players against each other, in duplicate")            \
  X("calibrate", run_calibrate, "check Schafkopf worlds against real results")                \
  X("import", run_import, "turn NetSchafkopf protocols into deal logs (import netschafkopf)") \
  X("suggest", run_suggest, "the action for the seat to decide in a hand in progress")        \
  X("engine", run_engine, "a session for programs: JSON requests on stdin (ENGINE.md)")       \
  X("report", run_report, "per player accuracy and mistakes over analysed hands (analyze --jsonl)")

#define SCHMIER_DECLARE_COMMAND(name, fn, summary) int fn(int argc, char** argv);
SCHMIER_COMMANDS(SCHMIER_DECLARE_COMMAND)
#undef SCHMIER_DECLARE_COMMAND

namespace {
#define SCHMIER_COMMAND_ENTRY(name, fn, summary) Command{name, summary, &fn},
constexpr Command kCommands[] = {SCHMIER_COMMANDS(SCHMIER_COMMAND_ENTRY)};
#undef SCHMIER_COMMAND_ENTRY
}  // namespace

std::span<const Command> commands() {
  return kCommands;
}

const Command* find_command(std::string_view name) {
  for (const Command& c : kCommands) {
    if (c.name == name) return &c;
  }
  return nullptr;
}

}  // namespace cli
