// The app's games list (issue 26): the hands of a folder of deal logs, a NetSchafkopf protocol
// or the practice history (engine/archive.h), each analysed in the background, with every
// player's accuracy and mistakes per game. No ImGui; tested in tests/ui.
//
// open() lists the hands at once (reading a protocol imports its games) and starts background
// threads that analyse the hands not yet known, in list order; pump(), on the UI thread, moves
// the finished ones into the rows. Results are cached on disk per input file, keyed by the file's
// content (engine::content_hash) and the analysis options: when every hand of a file is done its
// summaries are written to CACHE/<content>-<options>.json, and a later open() of the same bytes
// fills its rows from there without analysing anything.
#pragma once

#include <atomic>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/deal_log.h"
#include "solver/analysis.h"

namespace ui {

// One player's result in one game.
struct ArchiveSeat {
  int decisions = 0;      // graded, non-forced
  double accuracy = 100;  // as solver::PlayerAccuracy
  int mistakes = 0;       // decisions graded mistake or blunder
  double total_loss = 0;  // stakes
};

struct ArchiveRow {
  enum class State { kPending, kDone, kError };
  std::string input;  // the file
  int game = 1;       // see engine/archive.h
  int line = 0;
  std::string label;  // "game 12" (one protocol), "game 12, protocol-01.txt", "ace-call-won.json"
  std::shared_ptr<const engine::DealLog> log;  // null when the hand could not be read
  std::vector<std::string> players;
  std::vector<std::string> roles;  // engine::hand_roles
  std::string contract;            // engine::hand_contract
  State state = State::kPending;
  std::string error;               // kError: why
  std::vector<ArchiveSeat> seats;  // kDone: per seat
  bool from_cache = false;
};

// A player over the listed games that are done.
struct ArchivePlayerSummary {
  int games = 0;      // games he sat in
  int analysed = 0;   // of those, done
  int decisions = 0;  // graded decisions
  double accuracy = 100;
  int mistakes = 0;
};

class ArchiveList {
 public:
  // `workers`: background threads, each with its own single-threaded analyzer (hands in
  // parallel); 0 = one fewer than the machine's cores, at least one.
  explicit ArchiveList(int workers = 0);
  ~ArchiveList();
  ArchiveList(const ArchiveList&) = delete;
  ArchiveList& operator=(const ArchiveList&) = delete;

  // Lists the hands of `inputs` (files and folders) and starts analysing those the cache does
  // not know. `cache_dir` empty: no cache. Returns a sentence when nothing could be listed.
  std::optional<std::string> open(const std::vector<std::string>& inputs,
                                  const solver::AnalysisOptions& options,
                                  const std::filesystem::path& cache_dir);
  // Stops the background work (rows keep what they have).
  void stop();
  // Moves finished analyses into the rows and writes the caches of completed files; true when
  // something changed.
  bool pump();

  const std::vector<ArchiveRow>& rows() const { return rows_; }
  const std::string& title() const { return title_; }
  bool running() const;
  int done() const;  // rows not pending
  bool empty() const { return rows_.empty(); }

  // The players by games played (most first, then by name), and the one to show first: the
  // recorded viewer of the first log that has one (a protocol's owner, the practice player),
  // else the most frequent.
  std::vector<std::string> players() const;
  std::string default_player() const;
  // The player's seat in a row, -1 when he did not play in it.
  static int seat_of(const ArchiveRow& row, const std::string& player);
  ArchivePlayerSummary summary(const std::string& player) const;

  // The cache file of an input's bytes under `options` (for tests).
  static std::filesystem::path cache_file(const std::filesystem::path& cache_dir,
                                          const std::string& bytes,
                                          const solver::AnalysisOptions& options);

 private:
  struct Result {
    std::size_t row = 0;
    ArchiveRow::State state = ArchiveRow::State::kPending;
    std::string error;
    std::vector<ArchiveSeat> seats;
  };
  struct Input {
    std::string path;
    std::filesystem::path cache;  // empty: not cached
    std::vector<std::size_t> rows;
    bool saved = false;
  };
  void work(std::shared_ptr<std::atomic<bool>> stop);
  void save_cache(Input& in);

  int workers_ = 1;
  solver::AnalysisOptions options_;
  std::vector<ArchiveRow> rows_;
  std::vector<Input> inputs_;
  std::string title_;
  std::vector<std::size_t> todo_;  // rows to analyse, in order
  std::atomic<std::size_t> next_{0};
  std::atomic<int> active_{0};
  std::mutex mu_;
  std::vector<Result> finished_;  // under mu_
  std::shared_ptr<std::atomic<bool>> stop_;
  std::vector<std::thread> threads_;
};

// A path the app opens as a games list rather than one deal log: a folder, or a file whose first
// non-blank byte is not '{' (a NetSchafkopf protocol).
bool opens_as_games(const std::string& path);

// The summary of one seat of an analysed hand.
ArchiveSeat archive_seat(const solver::HandAnalysis& h, int seat);

}  // namespace ui
