// `schmier analyze` with many inputs (issue 26): logs, folders and NetSchafkopf protocols, one
// JSON line per hand (src/cmd_analyze_batch.cpp). `run_analyze` hands the command line over when
// `analyze_wants_batch` says so.
#pragma once

#include <string_view>

namespace cli {

// True when the command line asks for the batch: --jsonl, --shard, --parallel or --no-progress,
// more than one input, or one input that is a folder or a NetSchafkopf protocol.
bool analyze_wants_batch(int argc, char** argv);

int run_analyze_batch(int argc, char** argv);

// The batch's part of `schmier analyze --help`.
extern const std::string_view kAnalyzeBatchHelp;

}  // namespace cli
