// The saved game's envelope (ui/practice/session.h and ui/sweep/practice.h describe the file):
// the keys every game's practice configuration writes and reads alike. Each wing adds its own
// keys (the trick games' bot budget and table flags, the hands and the hand in progress) and
// checks the format, version and game with its own words. Private to ui_model.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "solver/players.h"

namespace ui::practice {

inline constexpr const char* kSavedGameFormat = "schmier-practice";
inline constexpr int kSavedGameVersion = 1;

// Writes the envelope and the configuration's shared keys ("game" is the wing's name).
template <class Config>
void write_saved_config(nlohmann::json& j, const std::string& game, const Config& c) {
  j["format"] = kSavedGameFormat;
  j["version"] = kSavedGameVersion;
  j["game"] = game;
  j["preset"] = c.preset;
  j["seed"] = c.seed;
  j["daily"] = c.daily;
  j["human_seat"] = c.human_seat;
  j["bots"] = solver::strength_name(c.bots);
  j["bot_max_worlds"] = c.bot_max_worlds;
  j["tutor_max_worlds"] = c.tutor_max_worlds;
  j["offer_takeback"] = c.offer_takeback;
  j["grade_moves"] = c.grade_moves;
  j["grade_samples"] = c.grade_samples;
  j["review_samples"] = c.review_samples;
}

// Reads the table's keys: preset, seed, daily game, the human's seat. Throws json::exception.
template <class Config>
void read_saved_table(const nlohmann::json& j, Config& c) {
  c.preset = j.at("preset").get<std::string>();
  c.seed = j.at("seed").get<std::uint64_t>();
  c.daily = j.at("daily").get<std::string>();
  c.human_seat = j.at("human_seat").get<int>();
}

// Reads the computer players' and the tutor's worlds and switches (after "bots", which each
// wing reads with its own words). Throws json::exception.
template <class Config>
void read_saved_tutor(const nlohmann::json& j, Config& c) {
  c.bot_max_worlds = j.at("bot_max_worlds").get<int>();
  c.tutor_max_worlds = j.at("tutor_max_worlds").get<int>();
  c.offer_takeback = j.at("offer_takeback").get<bool>();
  c.grade_moves = j.at("grade_moves").get<bool>();
  c.grade_samples = j.at("grade_samples").get<int>();
  c.review_samples = j.at("review_samples").get<int>();
}

}  // namespace ui::practice
