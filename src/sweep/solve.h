// The Sweep part of `schmier solve` (src/sweep/solve.cpp).
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "cli_util.h"
#include "engine/sweep.h"
#include "solver/dd.h"

namespace cli {

struct SweepSolveInput {
  engine::sweep::SweepRules rules;
  engine::sweep::SweepState state;  // the position after `after` of the log's plays
  std::vector<std::string> names;   // the two players' names (may be empty)
  std::size_t after = 0;
  std::size_t total_plays = 0;
  bool json = false;
  solver::SolverOptions options;  // the table size (--tt-mb)
};

// Solves the position and prints it (text, or the JSON contract); returns the exit code.
int solve_sweep_position(const SweepSolveInput& in, std::ostream& out);

}  // namespace cli
