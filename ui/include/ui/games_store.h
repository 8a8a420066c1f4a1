// The Games list's results on disk (issue 42): the resumable JSON-lines store that
// `schmier analyze INPUT... --jsonl OUT` writes (src/cmd_analyze_batch.cpp), read by the app as
// the command line writes it, and the command line itself run as a child process, so the app and
// the CLI share one store, one code path and one rate. No ImGui; tested in tests/ui.
//
// A store line is keyed by "input", "input_game" and "input_line" (engine::archive_key); the
// list needs of it only the players' accuracies and mistakes (its "accuracy" array) or the
// error. The CLI appends whole lines while it runs and, when every hand is done, renames a
// sorted copy over the file: the reader follows both (new lines from where it stopped, the whole
// file again when it was replaced).
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "solver/analysis.h"

namespace ui {

// One player's result in one game.
struct ArchiveSeat {
  int decisions = 0;      // graded, non-forced
  double accuracy = 100;  // as solver::PlayerAccuracy
  int mistakes = 0;       // decisions graded mistake or blunder
  double total_loss = 0;  // stakes
};

// One line of the store, reduced to what the list shows.
struct StoreEntry {
  std::string key;    // engine::archive_key
  std::string error;  // an error line: why; else empty
  std::vector<ArchiveSeat> seats;
};

// The line's entry; nullopt when it is not a line of `schmier analyze --jsonl`.
std::optional<StoreEntry> parse_store_line(const std::string& line);

// Follows a store file as it grows.
class StoreReader {
 public:
  StoreReader() = default;
  explicit StoreReader(std::filesystem::path path) : path_(std::move(path)) {}
  // The entries of the lines written since the last call (every line when the file was replaced
  // or shrank). A torn last line is left for the next call. Lines that are not ours are skipped
  // and counted in bad_lines().
  std::vector<StoreEntry> read_new();
  int bad_lines() const { return bad_lines_; }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
  std::uintmax_t offset_ = 0;
  ino_t inode_ = 0;
  int bad_lines_ = 0;
};

// The `schmier` command line beside the running program (build/schmier next to
// build/schmier-gui, PREFIX/bin/schmier when installed); empty when there is none.
std::filesystem::path cli_beside_program();

// A child process: argv[0] is the program; stdout and stderr go to files (empty: /dev/null).
class ChildProcess {
 public:
  ChildProcess() = default;
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // nullopt when started, else why not.
  std::optional<std::string> start(const std::vector<std::string>& argv,
                                   const std::filesystem::path& out,
                                   const std::filesystem::path& err);
  // True while it runs (reaps it when it has ended).
  bool running();
  // Its exit status once ended (-1: killed by a signal, or never started).
  int exit_status() const { return status_; }
  // Asks it to stop (SIGTERM; SIGKILL after two seconds) and waits for it.
  void stop();

 private:
  pid_t pid_ = -1;
  int status_ = -1;
};

// The arguments of `schmier analyze` for the inputs, writing `store`, with the options that
// change a line (samples, seed, auction) and `first` (a hand's "input:game" to analyse before
// the others; empty: archive order).
std::vector<std::string> analyze_command(const std::filesystem::path& cli,
                                         const std::vector<std::string>& inputs,
                                         const std::filesystem::path& store,
                                         const solver::AnalysisOptions& options,
                                         const std::string& first);

}  // namespace ui
