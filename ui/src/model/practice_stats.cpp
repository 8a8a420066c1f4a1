#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "ui/practice/stats.h"
#include "ui/practice/storage.h"

namespace ui::practice {
namespace {

using nlohmann::json;

// Field readers that name what is wrong; they throw a std::string caught in parse_stats.
const json& field(const json& o, const char* key, const std::string& where) {
  auto it = o.find(key);
  if (it == o.end()) throw where + ": \"" + key + "\" is missing";
  return *it;
}

std::string text_of(const json& o, const char* key, const std::string& where) {
  const json& v = field(o, key, where);
  if (!v.is_string()) throw where + "." + key + " is not a text";
  return v.get<std::string>();
}

long long int_of(const json& o, const char* key, const std::string& where, long long lo = 0,
                 long long hi = 1'000'000'000LL, bool may_be_negative = false) {
  const json& v = field(o, key, where);
  if (!v.is_number_integer()) throw where + "." + key + " is not a whole number";
  const long long x = v.get<long long>();
  if (!may_be_negative && x < lo) throw where + "." + key + " is negative";
  if (x > hi || x < -hi) throw where + "." + key + " is out of range";
  return x;
}

double real_of(const json& v, const std::string& where) {
  if (!v.is_number() || !std::isfinite(v.get<double>()) || v.get<double>() < 0 ||
      v.get<double>() > 100) {
    throw where + " is not a number from 0 to 100";
  }
  return v.get<double>();
}

bool bool_of(const json& o, const char* key, const std::string& where) {
  const json& v = field(o, key, where);
  if (!v.is_boolean()) throw where + "." + key + " is not true or false";
  return v.get<bool>();
}

const json& array_of(const json& o, const char* key) {
  const json& v = field(o, key, "stats");
  if (!v.is_array()) throw std::string("stats.") + key + " is not a list";
  return v;
}

const json& object_of(const json& o, const char* key) {
  const json& v = field(o, key, "stats");
  if (!v.is_object()) throw std::string("stats.") + key + " is not an object";
  return v;
}

}  // namespace

std::vector<std::pair<std::string, int>> Stats::top_missed(std::size_t n) const {
  std::vector<std::pair<std::string, int>> v(lessons_missed.begin(), lessons_missed.end());
  std::stable_sort(v.begin(), v.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  if (v.size() > n) v.resize(n);
  return v;
}

std::optional<Stats> parse_stats(const std::string& text, std::string* error) {
  const json root = json::parse(text, nullptr, false);
  if (root.is_discarded()) {
    if (error) *error = "it is not valid JSON";
    return std::nullopt;
  }
  try {
    if (!root.is_object()) throw std::string("it does not hold a JSON object");
    if (int_of(root, "version", "stats") != 1) throw std::string("stats.version is not 1");
    Stats s;
    const json& hands = array_of(root, "hands");
    for (std::size_t i = 0; i < hands.size(); ++i) {
      const std::string w = "stats.hands[" + std::to_string(i) + "]";
      const json& h = hands[i];
      if (!h.is_object()) throw w + " is not an object";
      HandAccuracyEntry e;
      e.date = text_of(h, "date", w);
      e.game = text_of(h, "game", w);
      e.preset = text_of(h, "preset", w);
      e.game_id = text_of(h, "game_id", w);
      e.hand = static_cast<int>(int_of(h, "hand", w, 1, 1000));
      e.accuracy = real_of(field(h, "accuracy", w), w + ".accuracy");
      e.decisions = static_cast<int>(int_of(h, "decisions", w, 0, 1000));
      e.units = static_cast<int>(int_of(h, "units", w, 0, 1'000'000, true));
      s.hands.push_back(std::move(e));
    }
    const json& games = array_of(root, "games");
    for (std::size_t i = 0; i < games.size(); ++i) {
      const std::string w = "stats.games[" + std::to_string(i) + "]";
      const json& g = games[i];
      if (!g.is_object()) throw w + " is not an object";
      GameEntry e;
      e.date = text_of(g, "date", w);
      e.game_id = text_of(g, "game_id", w);
      e.game = text_of(g, "game", w);
      e.preset = text_of(g, "preset", w);
      e.hands = static_cast<int>(int_of(g, "hands", w, 0, 1000));
      e.units = static_cast<int>(int_of(g, "units", w, 0, 1'000'000, true));
      e.won = bool_of(g, "won", w);
      const json& a = field(g, "accuracy", w);
      if (!a.is_null()) e.accuracy = real_of(a, w + ".accuracy");
      e.decisions = static_cast<int>(int_of(g, "decisions", w, 0, 100000));
      s.games.push_back(std::move(e));
    }
    for (const auto& [id, v] : object_of(root, "lessons_missed").items()) {
      if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() > 1'000'000'000) {
        throw "stats.lessons_missed." + id + " is not a count";
      }
      s.lessons_missed[id] = static_cast<int>(v.get<long long>());
    }
    for (const auto& [name, v] : object_of(root, "presets").items()) {
      const std::string w = "stats.presets." + name;
      if (!v.is_object()) throw w + " is not an object";
      PresetResults r;
      r.hands = static_cast<int>(int_of(v, "hands", w));
      r.units = int_of(v, "units", w, 0, 1'000'000'000LL, true);
      r.hands_won = static_cast<int>(int_of(v, "hands_won", w));
      r.games = static_cast<int>(int_of(v, "games", w));
      r.games_won = static_cast<int>(int_of(v, "games_won", w));
      s.presets[name] = r;
    }
    return s;
  } catch (const std::string& why) {
    if (error) *error = why;
    return std::nullopt;
  } catch (const json::exception& e) {
    if (error) *error = e.what();
    return std::nullopt;
  }
}

std::string stats_json(const Stats& s) {
  json root = json::object();
  root["version"] = 1;
  json hands = json::array();
  for (const HandAccuracyEntry& e : s.hands) {
    hands.push_back({{"date", e.date},
                     {"game", e.game},
                     {"preset", e.preset},
                     {"game_id", e.game_id},
                     {"hand", e.hand},
                     {"accuracy", e.accuracy},
                     {"decisions", e.decisions},
                     {"units", e.units}});
  }
  root["hands"] = std::move(hands);
  json games = json::array();
  for (const GameEntry& e : s.games) {
    games.push_back({{"date", e.date},
                     {"game_id", e.game_id},
                     {"game", e.game},
                     {"preset", e.preset},
                     {"hands", e.hands},
                     {"units", e.units},
                     {"won", e.won},
                     {"accuracy", e.accuracy ? json(*e.accuracy) : json(nullptr)},
                     {"decisions", e.decisions}});
  }
  root["games"] = std::move(games);
  json missed = json::object();
  for (const auto& [id, n] : s.lessons_missed) missed[id] = n;
  root["lessons_missed"] = std::move(missed);
  json presets = json::object();
  for (const auto& [name, r] : s.presets) {
    presets[name] = {{"hands", r.hands},
                     {"units", r.units},
                     {"hands_won", r.hands_won},
                     {"games", r.games},
                     {"games_won", r.games_won}};
  }
  root["presets"] = std::move(presets);
  return root.dump(1) + "\n";
}

StatsLoad load_stats(const std::filesystem::path& file) {
  StatsLoad out;
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) return out;
  std::string error;
  const std::optional<std::string> text = read_text_file(file, &error);
  if (!text) {
    out.note = error + "; statistics are not kept until it can be read";
    out.writable = false;
    return out;
  }
  std::optional<Stats> s = parse_stats(*text, &error);
  if (s) {
    out.stats = std::move(*s);
    return out;
  }
  out.note = file.filename().string() + ": " + error;
  std::string move_error;
  if (auto moved = move_aside(file, &move_error)) {
    out.note += "; moved aside to " + moved->filename().string() + ", starting new statistics";
  } else {
    out.note += "; " + move_error;
  }
  return out;
}

std::optional<std::string> save_stats(const Stats& s, const std::filesystem::path& file) {
  return write_file_atomic(file, stats_json(s));
}

}  // namespace ui::practice
