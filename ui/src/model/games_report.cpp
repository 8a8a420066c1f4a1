#include "ui/games_report.h"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace ui {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;  // the grades in the report's order

namespace {

std::optional<double> opt_number(const Json& j, const char* key) {
  return j.contains(key) && j[key].is_number() ? std::optional<double>(j[key].get<double>())
                                               : std::nullopt;
}

std::vector<ReportShare> shares(const Json& p, const char* list, const char* name_key) {
  std::vector<ReportShare> out;
  if (!p.contains(list) || !p[list].is_array()) return out;
  for (const Json& x : p[list]) {
    ReportShare s;
    if (name_key) {
      s.name = x.value(name_key, std::string());
    } else {
      // The player's games from..to (1-based): "3" for one, "4-6" for several.
      const int from = x.value("from", 0);
      const int to = x.value("to", 0);
      s.name = from == to ? std::to_string(from) : std::to_string(from) + "-" + std::to_string(to);
    }
    s.games = x.value("games", 0);
    s.decisions = x.value("decisions", 0);
    s.accuracy = opt_number(x, "accuracy");
    out.push_back(s);
  }
  return out;
}

}  // namespace

std::optional<PlayerReport> parse_player_report(const std::string& json, const std::string& player,
                                                std::string* error) {
  const Json j = Json::parse(json, nullptr, false);
  if (j.is_discarded() || !j.is_object() || j.value("format", "") != "schmier-report" ||
      !j.contains("players") || !j["players"].is_array()) {
    *error = "not a report of schmier report --json";
    return std::nullopt;
  }
  for (const Json& p : j["players"]) {
    if (!p.is_object() || p.value("name", "") != player) continue;
    PlayerReport r;
    r.name = player;
    r.games = p.value("games", 0);
    r.decisions = p.value("decisions", 0);
    r.accuracy = opt_number(p, "accuracy");
    r.total_loss = p.value("total_loss", 0.0);
    if (p.contains("grades") && p["grades"].is_object()) {
      for (const auto& [g, n] : p["grades"].items()) {
        if (n.is_number_integer()) r.grades.emplace_back(g, n.get<long>());
      }
    }
    r.roles = shares(p, "roles", "role");
    r.contracts = shares(p, "contracts", "contract");
    r.over_time = shares(p, "over_time", nullptr);
    if (p.contains("lessons_missed") && p["lessons_missed"].is_array()) {
      for (const Json& l : p["lessons_missed"]) {
        r.lessons_missed.emplace_back(l.value("title", std::string()), l.value("count", 0));
      }
    }
    if (p.contains("costliest") && p["costliest"].is_array()) {
      for (const Json& c : p["costliest"]) {
        ReportCostly k;
        k.input = c.value("input", std::string());
        k.game = c.value("input_game", 0);
        k.decision = c.value("decision", 0);
        if (c.contains("play_index") && c["play_index"].is_number_integer()) {
          k.play_index = c["play_index"].get<int>();
        }
        k.played = c.value("played", std::string());
        k.best = c.value("best", std::string());
        k.grade = c.value("grade", std::string());
        k.loss = c.value("loss", 0.0);
        r.costliest.push_back(k);
      }
    }
    return r;
  }
  *error = "no analysed game of " + player + " yet";
  return std::nullopt;
}

bool GamesReport::refresh(const fs::path& cli, const fs::path& store, const std::string& player) {
  if (cli.empty() || store.empty() || child_.running()) return false;
  std::error_code ec;
  if (!fs::exists(store, ec)) {
    problem_ = "nothing analysed yet";
    return false;
  }
  out_ = store.string() + ".report.json";
  player_ = player;
  // Every player's part: one unknown name must not fail the run.
  if (auto e = child_.start({cli.string(), "report", store.string(), "--json"}, out_, fs::path())) {
    problem_ = *e;
    return false;
  }
  started_ = true;
  return true;
}

bool GamesReport::pump() {
  if (!started_ || child_.running()) return false;
  started_ = false;
  std::ifstream in(out_, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  std::string error;
  std::optional<PlayerReport> r = parse_player_report(s.str(), player_, &error);
  if (!r) {
    problem_ = error;
    report_.reset();
    return true;
  }
  problem_.clear();
  report_ = std::move(r);
  return true;
}

}  // namespace ui
