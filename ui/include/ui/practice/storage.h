// Files of the practice mode: where they live, how they are written so that nothing is ever
// half-written, and the seeds of "Daily" and "New game".
//
// Data folder: <config_dir()>/practice (ui/settings.h: $SCHMIER_CONFIG_DIR, else
// $XDG_CONFIG_HOME/schmier, else ~/.config/schmier), overridable with $SCHMIER_PRACTICE_DIR or by
// passing a folder to the session (tests). Inside it:
//   current_game.json   the game in progress (session.h), rewritten after every action
//   stats.json          statistics across games (stats.h)
//   history/            one deal log per finished hand (DEAL_LOG.md), never overwritten
//
// Atomic writes: the text goes to "<file>.tmp" in the same folder, is flushed and fsync'ed, then
// renamed over the file (rename is atomic). A crash or kill at any moment leaves either the old
// file or the new one; a leftover "<file>.tmp" is ignored by every reader. (The folder is not
// fsync'ed: after a power cut the rename may be lost, which leaves the old file, still whole.
// One fsync per save costs ~9 ms on this machine's disk.)
#pragma once

#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace ui::practice {

// The practice data folder (see above); nullopt when no config folder can be found.
std::optional<std::filesystem::path> default_data_dir();

// Writes `text` to `file` atomically (see above), creating the folder. On any failure the old
// file is left as it was and a sentence naming the file and the problem comes back.
std::optional<std::string> write_file_atomic(const std::filesystem::path& file,
                                             std::string_view text);

// Reads a whole file; nullopt with *error set ("<file>: cannot be read") when it cannot.
std::optional<std::string> read_text_file(const std::filesystem::path& file, std::string* error);

// Moves a damaged file aside to "<file>.corrupt-<YYYYMMDD-HHMMSS>" (a number appended when that
// exists) so that it is never overwritten silently. Returns the new path, or nullopt with *error.
std::optional<std::filesystem::path> move_aside(const std::filesystem::path& file,
                                                std::string* error);

// The seed of the daily game for a date "YYYY-MM-DD" (a real calendar date, years 2000..2999):
//   seed = splitmix64(fnv1a64("schmier-daily-" + date))
// with FNV-1a 64 (offset 14695981039346656037, prime 1099511628211) over the bytes and
// splitmix64's finaliser (x ^= x >> 30; x *= 0xbf58476d1ce4e5b9; x ^= x >> 27;
// x *= 0x94d049bb133111eb; x ^= x >> 31) after adding 0x9e3779b97f4a7c15. Every player gets the
// same deals on the same date. nullopt with *error set for a malformed date.
std::optional<std::uint64_t> daily_seed(std::string_view date, std::string* error = nullptr);

// Today's date in UTC as "YYYY-MM-DD".
std::string today_utc();

// A fresh random seed for "New game" (std::random_device mixed with the clock).
std::uint64_t random_seed();

// The current UTC time as "YYYY-MM-DDTHH:MM:SSZ".
std::string now_utc_iso();

// "2026-11-30T01:02:03Z" -> "20261130-010203" (file names and game ids).
std::string compact_time(const std::string& iso);

// What every game's practice configuration checks alike: the seat (0 .. seats - 1), a daily
// game's seed (the date's, daily_seed), and the worlds and sample counts (1 .. 1000). nullopt
// when they are right, else the sentence that says what is wrong.
std::optional<std::string> check_seat_seed_counts(int human_seat, int seats,
                                                  const std::string& daily, std::uint64_t seed,
                                                  std::initializer_list<int> counts);

// splitmix64's step (add 0x9e3779b97f4a7c15, then its finaliser): the practice wings derive the
// seeds of hands, computer players and tutor jobs from the game's seed with it.
std::uint64_t mix_seed(std::uint64_t x);

}  // namespace ui::practice
