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
#include <optional>
#include <string>

#include "engine/deal_log.h"
#include "ui/practice/stats.h"

namespace ui::practice {

// File names under a data folder (storage.h).
std::filesystem::path saved_game_file(const std::filesystem::path& data_dir);  // current_game.json
std::filesystem::path stats_file(const std::filesystem::path& data_dir);       // stats.json
std::filesystem::path history_dir(const std::filesystem::path& data_dir);      // history/

// "sheepshead", "schafkopf", "sweep": the saved files' name of a game.
std::string practice_game_name(engine::Game g);

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

}  // namespace ui::practice
