// The practice hall's record keeping, shared by every game's practice (the trick games' Session
// in session.h, Sweep's SweepSession in ui/sweep/practice.h): what a finished hand and a finished
// game leave on disk and in the statistics, and which game a saved game belongs to. A game's
// wing calls these and never writes the hall's files itself.
//
//   history/<YYYYMMDD-HHMMSS>-<preset>-seed<N>-hand<NN>.json   one deal log per finished hand
//     (DEAL_LOG.md), "-2", "-3", ... appended when the name exists: never overwritten.
//   stats.json: count_hand / count_game update the per-preset results (stats.h); the caller
//     saves the statistics once after its changes (save_stats).
//   current_game.json: every game writes its "game" key ("sheepshead", "schafkopf", "sweep");
//     saved_game_kind() reads it so that the app offers the game to the wing that can resume it,
//     and no wing mistakes another game's saved game for a damaged file.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "solver/analysis.h"
#include "ui/practice/games.h"  // practice_game_name
#include "ui/practice/stats.h"

namespace ui::practice {

// File names under a data folder (storage.h).
std::filesystem::path saved_game_file(const std::filesystem::path& data_dir);  // current_game.json
std::filesystem::path stats_file(const std::filesystem::path& data_dir);       // stats.json
std::filesystem::path history_dir(const std::filesystem::path& data_dir);      // history/

// Writes a finished hand's deal log into <data_dir>/history (see above), atomically. Returns the
// file written, or nullopt with *error set.
std::optional<std::filesystem::path> write_history_log(const std::filesystem::path& data_dir,
                                                       const std::string& preset,
                                                       std::uint64_t seed, int hand_index,
                                                       const engine::DealLog& log,
                                                       std::string* error);

// A finished hand in the preset's results: the human's units (a Sweep hand: his points minus
// the opponent's), won when positive.
void count_hand(Stats& stats, const std::string& preset, int human_units);

// A finished (or reviewed) game: its entry replaces the one with the same game_id or is added;
// `finished_now` true (once per game) also counts the game in the preset's results.
void count_game(Stats& stats, const GameEntry& entry, bool finished_now);

// The "game" key of <data_dir>/current_game.json; empty when there is no such file or it does
// not say (a damaged file: the wing that reads it reports that).
std::string saved_game_kind(const std::filesystem::path& data_dir);

// Resuming <data_dir>/current_game.json: when the file exists and `mine(its "game" key)`, its
// text goes to `open`, which keeps the session it makes (or returns false with *error). Returns
// why the saved game could not be resumed (then it is moved aside, see storage.h), or empty.
std::string resume_saved_game(
    const std::filesystem::path& data_dir, const std::function<bool(const std::string&)>& mine,
    const std::function<bool(const std::string& text, std::string* error)>& open);

// A game's accuracy for its GameEntry: the reviewed hands' accuracies weighted by their
// decisions (`hands` holds each hand's optional `accuracy` and its `decisions`).
template <class Hands>
void weigh_game_accuracy(GameEntry& e, const Hands& hands) {
  double weighted = 0;
  for (const auto& f : hands) {
    if (!f.accuracy || f.decisions == 0) continue;
    weighted += *f.accuracy * f.decisions;
    e.decisions += f.decisions;
  }
  if (e.decisions > 0) e.accuracy = weighted / e.decisions;
}

// A reviewed hand's statistics entry, dated today (UTC).
HandAccuracyEntry hand_accuracy_entry(const std::string& game, const std::string& preset,
                                      const std::string& game_id, int hand_index, double accuracy,
                                      int decisions, int units);

// The lessons among `lessons` whose verdict is a mistake, counted as missed.
void count_missed_lessons(Stats& stats, const std::vector<solver::Lesson>& lessons);

// What every game's practice session keeps beside its own game: where it writes, whether it
// may (a retry or a replay writes nothing), the hand's progress counters and the statistics.
// Each wing's session state derives from it and keeps only its game's own parts.
struct GameRecord {
  std::filesystem::path data_dir;  // empty: write nothing
  std::string game_id;
  std::string started;
  bool retry = false;
  std::size_t grade_from = 0;  // a retry grades only the actions from its decision on
  bool replaying = false;      // replaying a saved game: no files, no statistics
  int hand_index = 0;
  bool hand_over = false;
  std::uint64_t generation = 0;
  std::vector<bool> hand_counted;  // the hand's result is in the statistics
  bool game_counted = false;

  Stats stats;
  bool stats_writable = true;
  std::string stats_note;
  std::string save_error;

  bool writes() const { return !data_dir.empty() && !retry && !replaying; }
  // Reads the statistics of data_dir (none without one).
  void load_stats_file();
  // Writes them back (when this session writes and they could be read).
  void save_stats_file();
  // The saved game: removed when `finished`, else `text()` written atomically; save_error says
  // what failed, or is cleared.
  void save_game(bool finished, const std::function<std::string()>& text);
  // Writes finished hand `hand`'s deal log (built by log_of) into history/ and keeps its file
  // name in `history_file`; a failure lands in save_error.
  void write_history(
      int hand, const std::string& preset, std::uint64_t seed, std::string& history_file,
      const std::function<std::optional<engine::DealLog>(int, std::string*)>& log_of);
  // Counts finished hand `hand` in the preset's results unless it was; true when counted now.
  bool count_hand_once(std::size_t hand, const std::string& preset, int human_units);
};

}  // namespace ui::practice
