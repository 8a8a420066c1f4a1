// `schmier analyze` with many inputs (issue 26): logs, folders and NetSchafkopf protocols, one
// JSON line per hand (src/cmd_analyze_batch.cpp). `run_analyze` hands the command line over when
// `analyze_wants_batch` says so.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "cli_util.h"
#include "solver/analysis.h"

namespace cli {

// True when the command line asks for the batch: --jsonl, --shard, --parallel or --no-progress,
// more than one input, or one input that is a folder or a NetSchafkopf protocol.
bool analyze_wants_batch(int argc, char** argv);

int run_analyze_batch(int argc, char** argv);

// The options both forms of `schmier analyze` share (--samples, --seed, --no-auction,
// --no-inference) read into `opt`; the usage error's sentence when one is malformed.
std::optional<std::string> read_analysis_options(const ParsedArgs& args,
                                                 solver::AnalysisOptions& opt);

// The batch's part of `schmier analyze --help`.
extern const std::string_view kAnalyzeBatchHelp;

}  // namespace cli
