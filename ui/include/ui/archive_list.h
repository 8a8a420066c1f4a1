// The app's games list (issues 26, 42): the hands of a folder of deal logs, a NetSchafkopf
// protocol or the practice history (engine/archive.h), with each game's contract, declarer and
// result at once and every player's accuracy and mistakes as the analysis finds them. No ImGui;
// tested in tests/ui.
//
// The analysis is the command line's batch (ui/games_store.h): open() reads what the store
// already holds (a store `schmier analyze --jsonl` wrote, or this list in an earlier run), then
// runs `schmier analyze INPUTS --jsonl STORE` in a child process for the rest; pump(), on the
// UI thread, reads the lines it appended. The store is STORE_DIR/<inputs and options>.jsonl;
// `schmier report` reads it as it reads any other.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "solver/analysis.h"
#include "ui/games_store.h"

namespace ui {

struct ArchiveRow {
  enum class State { kPending, kDone, kError };
  std::string input;  // the file
  int game = 1;       // see engine/archive.h
  int line = 0;
  std::string label;  // "game 12" (one protocol), "game 12, protocol-01.txt", "ace-call-won.json"
  std::shared_ptr<const engine::DealLog> log;  // null when the hand could not be read
  std::vector<std::string> players;
  std::vector<std::string> roles;  // engine::hand_roles
  std::string contract;            // as players write it: "Sauspiel", "Herz-Solo", "Ace call"
  std::string contract_kind;       // the filter's word: "Sauspiel", "Solo", "Farbwenz", "Leaster"
  std::string contract_long;       // "Sauspiel mit der Gras-Sau" (a tooltip)
  int declarer = -1;               // the picker or declarer's seat; -1 (Ramsch, leaster)
  bool schafkopf = false;          // its cards are named as Schafkopf's (card_labels.h)
  // The settlement (ui/hand_review.h), per seat: units won or lost and the card points of the
  // seat's side; empty when the hand has none (unfinished, thrown in).
  std::vector<int> units;
  std::vector<int> side_points;
  std::string key;  // engine::archive_key
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
  ArchiveList() = default;
  ~ArchiveList();
  ArchiveList(const ArchiveList&) = delete;
  ArchiveList& operator=(const ArchiveList&) = delete;

  // Lists the hands of `inputs` (files and folders; made absolute) and fills the rows the store
  // under `store_dir` knows; with `cli` set, starts it on the others. `store_dir` empty: no
  // store and no analysis. Returns a sentence when nothing could be listed.
  std::optional<std::string> open(const std::vector<std::string>& inputs,
                                  const solver::AnalysisOptions& options,
                                  const std::filesystem::path& store_dir,
                                  const std::filesystem::path& cli);
  // Stops the analysis (the store keeps what is done; a later open() goes on from there).
  void stop();
  // Reads the store's new lines into the rows and notes the analysis' end; true when something
  // changed.
  bool pump();
  // The row's game next: restarts the analysis with it first when it is still pending.
  void prioritize(std::size_t row);

  const std::vector<ArchiveRow>& rows() const { return rows_; }
  const std::string& title() const { return title_; }
  const std::filesystem::path& store() const { return store_; }
  const std::vector<std::string>& inputs() const { return inputs_; }
  // The analysis' trouble, if any ("schmier analyze stopped: ..."), else empty.
  const std::string& problem() const { return problem_; }
  bool running() const { return running_; }
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

  // The store of `inputs` (absolute) under `options`: a name from their paths and the options
  // that change a line, so other settings never meet a store the CLI would refuse.
  static std::filesystem::path store_file(const std::filesystem::path& store_dir,
                                          const std::vector<std::string>& inputs,
                                          const solver::AnalysisOptions& options);

 private:
  void start(const std::string& first);
  void apply(const std::vector<StoreEntry>& entries);

  solver::AnalysisOptions options_;
  std::vector<ArchiveRow> rows_;
  std::vector<std::string> inputs_;
  std::string title_;
  std::filesystem::path store_;
  std::filesystem::path cli_;
  StoreReader reader_;
  ChildProcess child_;
  bool running_ = false;
  std::string problem_;
};

// A path the app opens as a games list rather than one deal log: a folder, or a file whose first
// non-blank byte is not '{' (a NetSchafkopf protocol).
bool opens_as_games(const std::string& path);

}  // namespace ui
