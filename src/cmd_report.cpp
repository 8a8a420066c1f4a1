// schmier report OUT.jsonl... [--player NAME] [--json] [--top N]: a summary per player of the
// hands `schmier analyze --jsonl` analysed (issue 26). Players are told apart by name.
//
// Per player: games (hands analysed in which he sat), graded decisions, accuracy (the
// decision-weighted mean of the hands' accuracies, i.e. the mean of 100*exp(-loss) over his
// non-forced decisions, as `analyze` computes it per hand), by role and over time (his hands in
// file order, in up to ten consecutive groups), grade counts, total loss in stakes, the lessons
// he missed most (verdict "mistake") with the first example of each, and his costliest
// decisions (graded below best) with the file, game and decision to open.
//
// JSON (--json), version 1:
//   {"format": "schmier-report", "version": 1, "files": [paths], "hands": n (analysed),
//    "errors": n (error lines), "players": [{"name", "games", "decisions", "accuracy" (null
//    without graded decisions, here and below),
//    "total_loss", "grades": {name: n}, "roles": [{"role", "games", "decisions", "accuracy"}],
//    "contracts": [{"contract", "games", "decisions", "accuracy"}],
//    "over_time": [{"from", "to", "decisions", "accuracy"}] (1-based, his hands),
//    "lessons_missed": [{"id", "title", "count", "example": {"input", "input_game", "input_line",
//    "decision", "text"}}], "costliest": [{"input", "input_game", "input_line", "decision"
//    (1-based), "kind", "trick" (1-based or null), "play_index", "played", "best", "grade",
//    "settled", "grade_range" ([low, high]: the bands an unsettled grade spans), "loss", "loss_se",
//    "open"}]}]}
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <unordered_set>
#include <vector>

#include "cli_util.h"
#include "solver/verdict.h"

namespace cli {

namespace {

using Json = nlohmann::ordered_json;

constexpr std::string_view kHelp =
    "Usage: schmier report OUT.jsonl... [--player NAME] [--json] [--top N]\n"
    "\n"
    "Summarises the hands that `schmier analyze INPUT... --jsonl OUT.jsonl` analysed, per\n"
    "player (by name): games and graded decisions, accuracy (the mean of 100*exp(-loss) over\n"
    "his non-forced decisions) overall, by contract, by role (Sheepshead picker, partner,\n"
    "defender, leaster; Schafkopf declarer, partner, defender, ramsch) and over time (his\n"
    "hands in file order, in up to ten groups), the count of each grade, the total loss in\n"
    "stakes, the lessons he missed most with one example each, and his costliest decisions\n"
    "(graded below best) with the file, game and decision to open. Several files (e.g. the\n"
    "shards of a distributed run) are read as one; a hand that appears twice counts once.\n"
    "\n"
    "Options:\n"
    "  --player NAME   only this player\n"
    "  --json          one JSON object (schema in src/cmd_report.cpp)\n"
    "  --top N         lessons and decisions listed per player (default 5)\n"
    "\n"
    "Exit status: 0 reported, 1 a file cannot be read, holds a bad line or the player is\n"
    "unknown, 2 usage error.\n";

constexpr const char* kGrades[] = {"forced",     "best",    "excellent", "good",
                                   "inaccuracy", "mistake", "blunder",   "not graded"};

struct Share {
  std::set<std::size_t> hands;
  int decisions = 0;
  double weighted = 0;  // sum of accuracy * decisions
  // null without graded decisions (nothing to measure)
  Json accuracy() const { return decisions > 0 ? Json(weighted / decisions) : Json(nullptr); }
};

struct Where {
  std::string input;
  int game = 0;
  int line = 0;  // 0: a deal log
};

struct Missed {
  std::string title;
  int count = 0;
  Where where;
  int decision = 0;
  std::string text;
};

struct Costly {
  Where where;
  std::size_t order = 0;  // for ties: the order read
  int decision = 0;       // 1-based
  std::string kind;
  int trick = -1;
  int play_index = -1;
  std::string played;
  std::string best;
  std::string grade;
  // An unsettled grade's bands (analyze's "grade_range"), shown as analyze shows them.
  std::string grade_low, grade_high;
  double loss = 0;
  double loss_se = 0;
};

struct Player {
  Share all;
  std::map<std::string, Share> roles;
  std::map<std::string, Share> contracts;
  std::vector<std::pair<int, double>> per_hand;  // decisions, accuracy, in order
  std::map<std::string, long> grades;
  double total_loss = 0;
  std::map<std::string, Missed> missed;
  std::vector<Costly> costly;
};

std::string plural(std::size_t n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

std::string acc_text(const Json& a) {
  return a.is_number() ? fmt("%.1f", a.get<double>()) : std::string("-");
}

std::string where_text(const Where& w) {
  return w.input + (w.line > 0 ? " game " + std::to_string(w.game) : "");
}

// What to run to see the decision: the app opens a deal log at a play, and a protocol's game.
std::string open_command(const Costly& c) {
  std::string cmd = "schmier-gui " + c.where.input;
  if (c.where.line > 0) cmd += " --open-game " + std::to_string(c.where.game);
  if (c.play_index >= 0) cmd += " --at " + std::to_string(c.play_index);
  return cmd;
}

int num(const Json& j, const char* key, int fallback) {
  return j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : fallback;
}

std::string str(const Json& j, const char* key) {
  return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

using NameOf = std::function<std::string(int)>;

// A hand's accuracy entries: per seat's player, the games, decisions and accuracy overall, by
// role and by contract, the loss and the grade counts. `hand` numbers the hand.
void add_accuracy(std::map<std::string, Player>& players, const Json& j, std::size_t hand,
                  const NameOf& name_of) {
  const std::size_t hands = hand;
  const Json roles = j.contains("roles") && j["roles"].is_array() ? j["roles"] : Json::array();
  std::string contract = str(j, "contract");
  if (contract.empty()) contract = "unknown";
  for (const Json& a : j["accuracy"]) {
    const int seat = num(a, "seat", -1);
    Player& p = players[name_of(seat)];
    const int d = num(a, "decisions", 0);
    const double acc = a.value("accuracy", 100.0);
    p.all.hands.insert(hands);
    p.all.decisions += d;
    p.all.weighted += acc * d;
    p.total_loss += a.value("total_loss", 0.0);
    p.per_hand.emplace_back(d, acc);
    std::string role = seat >= 0 && static_cast<std::size_t>(seat) < roles.size() &&
                               roles[static_cast<std::size_t>(seat)].is_string()
                           ? roles[static_cast<std::size_t>(seat)].get<std::string>()
                           : "";
    if (role.empty()) role = "no role";  // a hand thrown in; a partner not known
    for (Share* sh : {&p.roles[role], &p.contracts[contract]}) {
      sh->hands.insert(hands);
      sh->decisions += d;
      sh->weighted += acc * d;
    }
    if (a.contains("grades") && a["grades"].is_object()) {
      for (auto& [g, n] : a["grades"].items()) {
        if (n.is_number_integer()) p.grades[g] += n.get<long>();
      }
    }
  }
}

// A hand's decisions: the lessons each mover missed and his costliest decisions (only the
// costliest few are kept; `order` numbers them across the run).
void add_decisions(std::map<std::string, Player>& players, const Json& j, const Where& where,
                   int top, std::size_t& order, const NameOf& name_of) {
  for (const Json& d : j["decisions"]) {
    if (!d.is_object()) continue;
    Player& p = players[name_of(num(d, "mover", -1))];
    const int index = num(d, "index", 0);
    if (d.contains("lessons") && d["lessons"].is_array()) {
      for (const Json& l : d["lessons"]) {
        if (str(l, "verdict") != "mistake") continue;
        Missed& m = p.missed[str(l, "id")];
        if (m.count++ == 0) {
          m.title = str(l, "title");
          m.where = where;
          m.decision = index + 1;
          m.text = str(l, "text");
        }
      }
    }
    const std::string grade = str(d, "grade");
    // A decision graded best lost nothing beyond noise (its accuracy counts loss 0).
    if (grade == "forced" || grade == "not graded" || grade == "best" || !d.contains("loss") ||
        !d["loss"].is_number() || d["loss"].get<double>() <= 0) {
      continue;
    }
    Costly c;
    c.where = where;
    c.order = order++;
    c.decision = index + 1;
    c.kind = str(d, "kind");
    c.trick = num(d, "trick", -2) + 1;
    c.play_index = num(d, "play_index", -1);
    c.played = str(d, "played");
    c.best = str(d, "best");
    c.grade = grade;
    if (d.contains("settled") && d["settled"].is_boolean() && !d["settled"].get<bool>() &&
        d.contains("grade_range") && d["grade_range"].is_array() && d["grade_range"].size() == 2 &&
        d["grade_range"][0].is_string() && d["grade_range"][1].is_string()) {
      c.grade_low = d["grade_range"][0].get<std::string>();
      c.grade_high = d["grade_range"][1].get<std::string>();
    }
    c.loss = d["loss"].get<double>();
    if (d.contains("loss_se") && d["loss_se"].is_number()) {
      c.loss_se = d["loss_se"].get<double>();
    }
    p.costly.push_back(std::move(c));
    // Keep only the costliest few (a history has many thousands of decisions).
    if (p.costly.size() > static_cast<std::size_t>(4 * top + 16)) {
      auto by_loss = [](const Costly& a, const Costly& b) {
        return a.loss != b.loss ? a.loss > b.loss : a.order < b.order;
      };
      std::sort(p.costly.begin(), p.costly.end(), by_loss);
      p.costly.resize(static_cast<std::size_t>(top));
    }
  }
}

// One player's part of the report's JSON.
Json player_json(const std::string& name, const Player& p, int top) {
  Json x;
  x["name"] = name;
  x["games"] = p.all.hands.size();
  x["decisions"] = p.all.decisions;
  x["accuracy"] = p.all.accuracy();
  x["total_loss"] = p.total_loss;
  Json grades = Json::object();
  for (const char* g : kGrades) {
    auto it = p.grades.find(g);
    grades[g] = it == p.grades.end() ? 0 : it->second;
  }
  x["grades"] = grades;
  Json roles = Json::array();
  for (const auto& [role, r] : p.roles) {
    roles.push_back({{"role", role},
                     {"games", r.hands.size()},
                     {"decisions", r.decisions},
                     {"accuracy", r.accuracy()}});
  }
  x["roles"] = roles;
  Json contracts = Json::array();
  for (const auto& [contract, r] : p.contracts) {
    contracts.push_back({{"contract", contract},
                         {"games", r.hands.size()},
                         {"decisions", r.decisions},
                         {"accuracy", r.accuracy()}});
  }
  x["contracts"] = contracts;
  Json time = Json::array();
  const std::size_t n = p.per_hand.size();
  const std::size_t groups = std::min<std::size_t>(10, n);
  for (std::size_t g = 0; g < groups; ++g) {
    const std::size_t lo = n * g / groups;
    const std::size_t hi = n * (g + 1) / groups;
    Share s;
    for (std::size_t i = lo; i < hi; ++i) {
      s.decisions += p.per_hand[i].first;
      s.weighted += p.per_hand[i].first * p.per_hand[i].second;
    }
    time.push_back(
        {{"from", lo + 1}, {"to", hi}, {"decisions", s.decisions}, {"accuracy", s.accuracy()}});
  }
  x["over_time"] = time;
  std::vector<std::pair<std::string, const Missed*>> missed;
  for (const auto& [id, m] : p.missed) missed.emplace_back(id, &m);
  std::stable_sort(missed.begin(), missed.end(),
                   [](const auto& a, const auto& b) { return a.second->count > b.second->count; });
  if (missed.size() > static_cast<std::size_t>(top)) missed.resize(static_cast<std::size_t>(top));
  Json lessons = Json::array();
  for (const auto& [id, m] : missed) {
    lessons.push_back({{"id", id},
                       {"title", m->title},
                       {"count", m->count},
                       {"example",
                        {{"input", m->where.input},
                         {"input_game", m->where.game},
                         {"input_line", m->where.line},
                         {"decision", m->decision},
                         {"text", m->text}}}});
  }
  x["lessons_missed"] = lessons;
  std::vector<Costly> costly = p.costly;
  std::sort(costly.begin(), costly.end(), [](const Costly& a, const Costly& b) {
    return a.loss != b.loss ? a.loss > b.loss : a.order < b.order;
  });
  if (costly.size() > static_cast<std::size_t>(top)) costly.resize(static_cast<std::size_t>(top));
  Json cj = Json::array();
  for (const Costly& c : costly) {
    cj.push_back({{"input", c.where.input},
                  {"input_game", c.where.game},
                  {"input_line", c.where.line},
                  {"decision", c.decision},
                  {"kind", c.kind},
                  {"trick", c.trick > 0 ? Json(c.trick) : Json(nullptr)},
                  {"play_index", c.play_index >= 0 ? Json(c.play_index) : Json(nullptr)},
                  {"played", c.played},
                  {"best", c.best},
                  {"grade", c.grade},
                  {"settled", c.grade_low.empty()},
                  {"grade_range", c.grade_low.empty() ? Json::array({c.grade, c.grade})
                                                      : Json::array({c.grade_low, c.grade_high})},
                  {"loss", c.loss},
                  {"loss_se", c.loss_se},
                  {"open", open_command(c)}});
  }
  x["costliest"] = cj;
  return x;
}

// A costly decision's verdict as analyze writes it (solver/verdict.h): "mistake", "good or
// inaccuracy", "too close to call, excellent to blunder".
std::string verdict_words(const Json& c) {
  const auto grade = solver::grade_named(c["grade"].get<std::string>());
  if (!grade) return c["grade"].get<std::string>();
  const bool settled = c["settled"].get<bool>();
  const auto low = solver::grade_named(c["grade_range"][0].get<std::string>());
  const auto high = solver::grade_named(c["grade_range"][1].get<std::string>());
  return solver::verdict_text_with_range(solver::shown_verdict(
      *grade, settled || !low || !high, low.value_or(*grade), high.value_or(*grade)));
}

// One player's part of the text report.
void print_player(const Json& x) {
  std::cout << "\n"
            << x["name"].get<std::string>() << ": " << plural(x["games"].get<std::size_t>(), "game")
            << ", "
            << plural(static_cast<std::size_t>(x["decisions"].get<int>()), "graded decision")
            << ", accuracy " << acc_text(x["accuracy"]) << ", total loss "
            << fmt("%.2f", x["total_loss"].get<double>()) << "\n";
  std::string counts;
  for (const char* g : kGrades) {
    const long c = x["grades"][g].get<long>();
    if (c == 0 || std::string(g) == "not graded") continue;
    counts += (counts.empty() ? "" : ", ") + std::to_string(c) + " " + g;
  }
  if (!counts.empty()) std::cout << "  grades: " << counts << "\n";
  for (const char* by : {"role", "contract"}) {
    std::cout << "  by " << by << ":";
    bool first = true;
    for (const Json& r : x[std::string(by) + "s"]) {
      std::cout << (first ? " " : "; ") << r[by].get<std::string>() << " "
                << acc_text(r["accuracy"]) << " (" << plural(r["games"].get<std::size_t>(), "game")
                << ", " << plural(static_cast<std::size_t>(r["decisions"].get<int>()), "decision")
                << ")";
      first = false;
    }
    std::cout << "\n";
  }
  std::cout << "  over time (games in file order):";
  bool first = true;
  for (const Json& t : x["over_time"]) {
    std::cout << (first ? " " : " | ") << t["from"].get<std::size_t>() << "-"
              << t["to"].get<std::size_t>() << " " << acc_text(t["accuracy"]);
    first = false;
  }
  std::cout << "\n";
  if (!x["lessons_missed"].empty()) std::cout << "  lessons missed most:\n";
  for (const Json& l : x["lessons_missed"]) {
    const Json& e = l["example"];
    std::cout << "    " << l["id"].get<std::string>() << " " << l["title"].get<std::string>()
              << ": " << plural(static_cast<std::size_t>(l["count"].get<int>()), "time")
              << "; e.g. " << e["input"].get<std::string>()
              << (e["input_line"].get<int>() > 0
                      ? " game " + std::to_string(e["input_game"].get<int>())
                      : "")
              << ", decision " << e["decision"].get<int>() << ": " << e["text"].get<std::string>()
              << "\n";
  }
  if (!x["costliest"].empty()) std::cout << "  costliest decisions:\n";
  for (const Json& c : x["costliest"]) {
    std::cout << "    "
              << solver::with_error(c["loss"].get<double>(), c["loss_se"].get<double>(), 2)
              << " stakes, " << verdict_words(c);
    std::cout << ": "
              << where_text({c["input"].get<std::string>(), c["input_game"].get<int>(),
                             c["input_line"].get<int>()})
              << ", decision " << c["decision"].get<int>();
    if (!c["trick"].is_null()) std::cout << " (trick " << c["trick"].get<int>() << ")";
    std::cout << ", played " << c["played"].get<std::string>() << ", best "
              << c["best"].get<std::string>() << "; open: " << c["open"].get<std::string>() << "\n";
  }
}

}  // namespace

int run_report(int argc, char** argv) {
  static constexpr OptionSpec kSpecs[] = {{"--player", true}, {"--json", false}, {"--top", true}};
  std::string error;
  auto args = parse_args(argc, argv, kSpecs, error);
  if (!args) return usage_error("report", error);
  if (args->help) {
    std::cout << kHelp;
    return kExitOk;
  }
  if (args->positional.empty()) return usage_error("report", "no OUT.jsonl file given");
  int top = 5;
  if (auto v = args->value("--top")) {
    auto t = parse_integer(*v, 0, 1000);
    if (!t) return usage_error("report", "--top takes a number from 0 to 1000");
    top = static_cast<int>(*t);
  }
  const std::optional<std::string> only = args->value("--player");

  std::map<std::string, Player> players;
  std::unordered_set<std::string> seen;
  std::size_t hands = 0;
  std::size_t errors = 0;
  std::size_t order = 0;
  bool bad = false;
  for (const std::string& path : args->positional) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      std::cerr << path << ": cannot be read\n";
      bad = true;
      continue;
    }
    std::ostringstream s;
    s << in.rdbuf();
    const std::string text = s.str();
    std::size_t pos = 0;
    int number = 0;
    while (pos < text.size()) {
      std::size_t nl = text.find('\n', pos);
      ++number;
      if (nl == std::string::npos) {
        std::cerr << path << ":" << number
                  << ": warning: a torn last line (the run was stopped while writing it); "
                     "left out\n";
        break;
      }
      const std::string line = text.substr(pos, nl - pos);
      pos = nl + 1;
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      const Json j = Json::parse(line, nullptr, false);
      if (j.is_discarded() || !j.is_object() || !j.contains("input") || !j["input"].is_string()) {
        std::cerr << path << ":" << number << ": not a line of schmier analyze --jsonl\n";
        bad = true;
        continue;
      }
      const Where where{str(j, "input"), num(j, "input_game", 0), num(j, "input_line", 0)};
      const std::string key =
          where.input + "\t" + std::to_string(where.game) + "\t" + std::to_string(where.line);
      if (!seen.insert(key).second) continue;
      if (j.contains("error")) {
        ++errors;
        continue;
      }
      if (!j.contains("players") || !j["players"].is_array() || !j.contains("accuracy") ||
          !j["accuracy"].is_array() || !j.contains("decisions") || !j["decisions"].is_array()) {
        std::cerr << path << ":" << number << ": an analysis line without players, decisions "
                  << "or accuracy\n";
        bad = true;
        continue;
      }
      ++hands;
      const Json& names = j["players"];
      auto name_of = [&](int seat) {
        return seat >= 0 && static_cast<std::size_t>(seat) < names.size() &&
                       names[static_cast<std::size_t>(seat)].is_string()
                   ? names[static_cast<std::size_t>(seat)].get<std::string>()
                   : "Seat " + std::to_string(seat + 1);
      };
      add_accuracy(players, j, hands, name_of);
      add_decisions(players, j, where, top, order, name_of);
    }
  }
  if (only && !players.count(*only)) {
    std::cerr << "schmier report: no player named \"" << *only << "\"; the players are:";
    int shown = 0;
    for (const auto& [name, p] : players) {
      if (shown++ == 20) {
        std::cerr << " ...";
        break;
      }
      std::cerr << " \"" << name << "\"";
    }
    std::cerr << "\n";
    return kExitBadInput;
  }

  // Per player, in the order: most games first, then by name.
  std::vector<const std::pair<const std::string, Player>*> order_players;
  for (const auto& e : players) {
    if (!only || e.first == *only) order_players.push_back(&e);
  }
  std::stable_sort(order_players.begin(), order_players.end(), [](auto* a, auto* b) {
    return a->second.all.hands.size() > b->second.all.hands.size();
  });

  Json out;
  out["format"] = "schmier-report";
  out["version"] = 1;
  out["files"] = args->positional;
  out["hands"] = hands;
  out["errors"] = errors;
  Json plist = Json::array();
  for (const auto* e : order_players) {
    Json x = player_json(e->first, e->second, top);
    plist.push_back(x);
  }
  out["players"] = plist;

  if (args->has("--json")) {
    std::cout << out.dump() << "\n";
    return bad ? kExitBadInput : kExitOk;
  }
  std::cout << "Report of " << hands << " analysed hands from " << args->positional.size()
            << (args->positional.size() == 1 ? " file" : " files");
  if (errors > 0) std::cout << " (" << errors << " hands could not be analysed)";
  std::cout << ". Accuracy: the mean of 100*exp(-loss) over graded decisions; loss in stakes.\n";
  for (const Json& x : out["players"]) {
    print_player(x);
  }
  return bad ? kExitBadInput : kExitOk;
}

}  // namespace cli
