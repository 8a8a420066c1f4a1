// Practice statistics across games, kept on disk as JSON (<data dir>/stats.json):
//
//   {"version": 1,
//    "hands":   [{"date": "2026-11-30", "game": "sheepshead", "preset": "sheepshead",
//                 "game_id": "...", "hand": 3, "accuracy": 87.5, "decisions": 9,
//                 "units": 2}, ...],                       accuracy per reviewed hand
//    "games":   [{"date": ..., "game_id": ..., "game": ..., "preset": ..., "hands": 10,
//                 "units": 7, "won": true, "accuracy": 84.1, "decisions": 80}, ...],
//    "lessons_missed": {"ST-3": 4, ...},                   lesson id -> mistake verdicts
//    "presets": {"sheepshead": {"hands": 40, "units": 12, "hands_won": 15, "games": 4,
//                               "games_won": 2}, ...}}
//
// A hand counts as won when the human's units are positive; a game when his total is the
// largest at the table (ties included). "accuracy" is null in a game entry until one of its hands
// was reviewed. Loading tolerates a missing file (empty statistics) and a corrupt one: it is
// moved aside (storage.h move_aside), never overwritten, and a note says so; the statistics start
// empty and practice goes on.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ui::practice {

struct HandAccuracyEntry {
  std::string date;  // "YYYY-MM-DD" (UTC) when the hand was reviewed
  std::string game;  // "sheepshead" or "schafkopf"
  std::string preset;
  std::string game_id;
  int hand = 0;  // 1-based hand number in its game
  double accuracy = 0;
  int decisions = 0;  // graded non-forced decisions of the human
  int units = 0;
  bool operator==(const HandAccuracyEntry&) const = default;
};

struct GameEntry {
  std::string date;
  std::string game_id;
  std::string game;
  std::string preset;
  int hands = 0;
  int units = 0;
  bool won = false;
  std::optional<double> accuracy;  // decision-weighted over its reviewed hands
  int decisions = 0;
  bool operator==(const GameEntry&) const = default;
};

struct PresetResults {
  int hands = 0;
  long long units = 0;
  int hands_won = 0;
  int games = 0;
  int games_won = 0;
  bool operator==(const PresetResults&) const = default;
};

struct Stats {
  std::vector<HandAccuracyEntry> hands;
  std::vector<GameEntry> games;
  std::map<std::string, int> lessons_missed;
  std::map<std::string, PresetResults> presets;
  bool operator==(const Stats&) const = default;

  // The lessons most often missed, most first (ties by id), at most n.
  std::vector<std::pair<std::string, int>> top_missed(std::size_t n) const;
};

struct StatsLoad {
  Stats stats;
  // Empty when the file was fine or missing; otherwise what was wrong and where the damaged file
  // went ("stats.json: line 3: ... ; moved aside to stats.json.corrupt-20261130-010203").
  std::string note;
  // False when the file exists but could not be read at all (a permission problem): the session
  // then keeps the statistics in memory only and never writes over that file.
  bool writable = true;
};

// Reads statistics; see above for a missing or corrupt file.
StatsLoad load_stats(const std::filesystem::path& file);
// Parses statistics from JSON text; nullopt with *error for anything malformed.
std::optional<Stats> parse_stats(const std::string& text, std::string* error);
std::string stats_json(const Stats& s);
// Writes atomically (storage.h). Returns a sentence on error.
std::optional<std::string> save_stats(const Stats& s, const std::filesystem::path& file);

}  // namespace ui::practice
