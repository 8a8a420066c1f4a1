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

std::string practice_game_name(engine::Game g) {
  switch (g) {
    case engine::Game::kSheepshead:
      return "sheepshead";
    case engine::Game::kSchafkopf:
      return "schafkopf";
    case engine::Game::kSweep:
      return "sweep";
  }
  return "sheepshead";
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
