#include "ui/practice/record.h"

#include <nlohmann/json.hpp>

#include "ui/practice/storage.h"

namespace ui::practice {
namespace fs = std::filesystem;

fs::path saved_game_file(const fs::path& data_dir) {
  return data_dir / "current_game.json";
}
fs::path stats_file(const fs::path& data_dir) {
  return data_dir / "stats.json";
}
fs::path history_dir(const fs::path& data_dir) {
  return data_dir / "history";
}

std::optional<fs::path> write_history_log(const fs::path& data_dir, const std::string& preset,
                                          std::uint64_t seed, int hand_index,
                                          const engine::DealLog& log, std::string* error) {
  const int n = hand_index + 1;
  const std::string base = compact_time(now_utc_iso()) + "-" + preset + "-seed" +
                           std::to_string(seed) + "-hand" + (n < 10 ? "0" : "") + std::to_string(n);
  fs::path file = history_dir(data_dir) / (base + ".json");
  std::error_code ec;
  for (int k = 2; fs::exists(file, ec); ++k) {
    file = history_dir(data_dir) / (base + "-" + std::to_string(k) + ".json");
  }
  if (auto err = write_file_atomic(file, engine::write_deal_log(log))) {
    if (error) *error = *err;
    return std::nullopt;
  }
  return file;
}

void count_hand(Stats& stats, const std::string& preset, int human_units) {
  PresetResults& p = stats.presets[preset];
  p.hands++;
  p.units += human_units;
  if (human_units > 0) p.hands_won++;
}

void count_game(Stats& stats, const GameEntry& entry, bool finished_now) {
  bool found = false;
  for (GameEntry& g : stats.games) {
    if (g.game_id == entry.game_id) {
      g = entry;
      found = true;
      break;
    }
  }
  if (!found) stats.games.push_back(entry);
  if (finished_now) {
    PresetResults& p = stats.presets[entry.preset];
    p.games++;
    if (entry.won) p.games_won++;
  }
}

std::string saved_game_kind(const fs::path& data_dir) {
  std::string error;
  const auto text = read_text_file(saved_game_file(data_dir), &error);
  if (!text) return {};
  const nlohmann::json j = nlohmann::json::parse(*text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return {};
  const auto it = j.find("game");
  if (it == j.end() || !it->is_string()) return {};
  return it->get<std::string>();
}

std::string resume_saved_game(
    const fs::path& data_dir, const std::function<bool(const std::string&)>& mine,
    const std::function<bool(const std::string& text, std::string* error)>& open) {
  const fs::path file = saved_game_file(data_dir);
  std::error_code ec;
  if (!fs::exists(file, ec) || !mine(saved_game_kind(data_dir))) return {};
  std::string error;
  auto text = read_text_file(file, &error);
  if (!text) return error;
  if (open(*text, &error)) return {};
  std::string note = file.filename().string() + " cannot be resumed: " + error;
  std::string move_error;
  if (auto moved = move_aside(file, &move_error)) {
    note += "; moved aside to " + moved->filename().string();
  } else {
    note += "; " + move_error;
  }
  return note;
}

HandAccuracyEntry hand_accuracy_entry(const std::string& game, const std::string& preset,
                                      const std::string& game_id, int hand_index, double accuracy,
                                      int decisions, int units) {
  HandAccuracyEntry e;
  e.date = today_utc();
  e.game = game;
  e.preset = preset;
  e.game_id = game_id;
  e.hand = hand_index + 1;
  e.accuracy = accuracy;
  e.decisions = decisions;
  e.units = units;
  return e;
}

void count_missed_lessons(Stats& stats, const std::vector<solver::Lesson>& lessons) {
  for (const solver::Lesson& l : lessons) {
    if (l.verdict == solver::LessonVerdict::kMistake) stats.lessons_missed[l.id]++;
  }
}

void GameRecord::write_history(
    int hand, const std::string& preset, std::uint64_t seed, std::string& history_file,
    const std::function<std::optional<engine::DealLog>(int, std::string*)>& log_of) {
  std::string error;
  auto log = log_of(hand, &error);
  if (!log) {
    save_error = "hand " + std::to_string(hand + 1) + ": " + error;
  } else if (auto file = write_history_log(data_dir, preset, seed, hand, *log, &error)) {
    history_file = file->string();
  } else {
    save_error = error;
  }
}

bool GameRecord::count_hand_once(std::size_t hand, const std::string& preset, int human_units) {
  if (hand_counted[hand]) return false;
  count_hand(stats, preset, human_units);
  hand_counted[hand] = true;
  return true;
}

void GameRecord::load_stats_file() {
  if (data_dir.empty()) return;
  StatsLoad l = load_stats(stats_file(data_dir));
  stats = std::move(l.stats);
  stats_note = std::move(l.note);
  stats_writable = l.writable;
}

void GameRecord::save_stats_file() {
  if (!writes() || !stats_writable) return;
  if (auto err = save_stats(stats, stats_file(data_dir))) save_error = *err;
}

void GameRecord::save_game(bool finished, const std::function<std::string()>& text) {
  if (!writes()) return;
  const fs::path file = saved_game_file(data_dir);
  if (finished) {
    std::error_code ec;
    fs::remove(file, ec);
    save_error = ec ? "cannot remove " + file.string() + ": " + ec.message() : "";
    return;
  }
  save_error = write_file_atomic(file, text()).value_or("");
}

}  // namespace ui::practice
