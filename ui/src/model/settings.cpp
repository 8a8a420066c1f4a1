#include "ui/settings.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>

#include "replace_file.h"

namespace ui {
namespace {

using nlohmann::json;

std::optional<std::filesystem::path> env_path(const char* name) {
  const char* v = std::getenv(name);
  if (!v || !*v) return std::nullopt;
  return std::filesystem::path(v);
}

// Reads one field into `out` when it has the right type and range; otherwise leaves the default
// and adds a note.
class FieldReader {
 public:
  FieldReader(const json& root, std::string name, std::vector<std::string>& notes)
      : root_(root), name_(std::move(name)), notes_(notes) {}

  void integer(const char* key, int& out, int min, int max) {
    const json* v = find(key);
    if (!v) return;
    if (!v->is_number_integer() || v->get<long long>() < min || v->get<long long>() > max) {
      bad(key, *v,
          "is not a whole number from " + std::to_string(min) + " to " + std::to_string(max),
          std::to_string(out));
      return;
    }
    out = static_cast<int>(v->get<long long>());
  }

  void seed(const char* key, std::uint64_t& out) {
    const json* v = find(key);
    if (!v) return;
    if (!v->is_number_unsigned() && !(v->is_number_integer() && v->get<long long>() >= 0)) {
      bad(key, *v, "is not a whole number of 0 or more", std::to_string(out));
      return;
    }
    out = v->get<std::uint64_t>();
  }

  void real(const char* key, float& out, float min, float max) {
    const json* v = find(key);
    if (!v) return;
    if (!v->is_number() || !std::isfinite(v->get<double>()) || v->get<double>() < min ||
        v->get<double>() > max) {
      std::ostringstream range;
      range << "is not a number from " << min << " to " << max;
      std::ostringstream def;
      def << out;
      bad(key, *v, range.str(), def.str());
      return;
    }
    out = static_cast<float>(v->get<double>());
  }

  void boolean(const char* key, bool& out) {
    const json* v = find(key);
    if (!v) return;
    if (!v->is_boolean()) {
      bad(key, *v, "is not true or false", out ? "true" : "false");
      return;
    }
    out = v->get<bool>();
  }

  void text(const char* key, std::string& out) {
    const json* v = find(key);
    if (!v) return;
    if (!v->is_string()) {
      bad(key, *v, "is not a text", "\"" + out + "\"");
      return;
    }
    out = v->get<std::string>();
  }

  void faces(const char* key, CardFaces& out) {
    const json* v = find(key);
    if (!v) return;
    if (v->is_string() && v->get<std::string>() == "french") {
      out = CardFaces::kFrench;
    } else if (v->is_string() && v->get<std::string>() == "german") {
      out = CardFaces::kGerman;
    } else {
      bad(key, *v, "is not \"french\" or \"german\"",
          out == CardFaces::kGerman ? "\"german\"" : "\"french\"");
    }
  }

  void strength(const char* key, bool& strong) {
    const json* v = find(key);
    if (!v) return;
    if (v->is_string() &&
        (v->get<std::string>() == "strong" || v->get<std::string>() == "heuristic")) {
      strong = v->get<std::string>() == "strong";
      return;
    }
    bad(key, *v, "is not \"heuristic\" or \"strong\"", strong ? "\"strong\"" : "\"heuristic\"");
  }

  void preset(const char* key, std::string& out) {
    const json* v = find(key);
    if (!v) return;
    if (v->is_string() && is_practice_preset(v->get<std::string>())) {
      out = v->get<std::string>();
      return;
    }
    bad(key, *v, "is not a practice preset (sheepshead, sheepshead_1988, schafkopf, netschafkopf)",
        "\"" + out + "\"");
  }

  void paths(const char* key, std::vector<std::string>& out) {
    const json* v = find(key);
    if (!v) return;
    if (!v->is_array()) {
      bad(key, *v, "is not a list of file names", "none");
      return;
    }
    std::vector<std::string> list;
    for (std::size_t i = 0; i < v->size(); ++i) {
      const json& item = (*v)[i];
      if (!item.is_string() || item.get<std::string>().empty()) {
        notes_.push_back(name_ + ": " + key + "[" + std::to_string(i) + "]: " + item.dump() +
                         " is not a file name; left out");
        continue;
      }
      if (list.size() < kMaxRecent &&
          std::find(list.begin(), list.end(), item.get<std::string>()) == list.end()) {
        list.push_back(item.get<std::string>());
      }
    }
    out = std::move(list);
  }

 private:
  const json* find(const char* key) const {
    auto it = root_.find(key);
    return it == root_.end() ? nullptr : &*it;
  }
  void bad(const char* key, const json& v, const std::string& what, const std::string& def) {
    std::string shown = v.dump();
    if (shown.size() > 40) shown = shown.substr(0, 37) + "...";
    notes_.push_back(name_ + ": " + key + ": " + shown + " " + what + "; using " + def);
  }

  const json& root_;
  std::string name_;
  std::vector<std::string>& notes_;
};

}  // namespace

std::optional<std::filesystem::path> config_dir() {
  if (auto p = env_path("SCHMIER_CONFIG_DIR")) return p;
  if (auto p = env_path("XDG_CONFIG_HOME")) return *p / "schmier";
  if (auto p = env_path("HOME")) return *p / ".config" / "schmier";
  return std::nullopt;
}

SettingsLoad parse_settings(const std::string& text, const std::string& name) {
  SettingsLoad out;
  json root = json::parse(text, nullptr, false);
  if (root.is_discarded()) {
    out.notes.push_back(name + " is not valid JSON; using the default settings");
    return out;
  }
  if (!root.is_object()) {
    out.notes.push_back(name + " does not hold a JSON object; using the default settings");
    return out;
  }
  Settings& s = out.settings;
  FieldReader r(root, name, out.notes);
  r.integer("samples", s.samples, kMinSamples, kMaxSamples);
  r.seed("seed", s.seed);
  r.boolean("auto_analyze", s.auto_analyze);
  r.boolean("analyse_auction", s.analyse_auction);
  r.faces("card_faces", s.faces);
  r.boolean("show_all_hands", s.show_all);
  r.integer("window_width", s.window_width, 320, 16384);
  r.integer("window_height", s.window_height, 240, 16384);
  r.real("side_width", s.side_width, kMinSideWidth, kMaxSideWidth);
  r.real("graph_height", s.graph_height, kMinGraphHeight, kMaxGraphHeight);
  r.strength("practice_opponents", s.practice_strong);
  r.real("bot_pause", s.bot_pause, kMinBotPause, kMaxBotPause);
  r.boolean("offer_takeback", s.offer_takeback);
  r.preset("practice_preset", s.practice_preset);
  r.paths("recent_files", s.recent);
  r.text("browse_dir", s.browse_dir);
  static constexpr const char* kKnown[] = {
      "samples",        "seed",         "auto_analyze",       "analyse_auction", "card_faces",
      "show_all_hands", "window_width", "window_height",      "side_width",      "graph_height",
      "recent_files",   "browse_dir",   "practice_opponents", "bot_pause",       "offer_takeback",
      "practice_preset"};
  for (const auto& [key, value] : root.items()) {
    if (std::find_if(std::begin(kKnown), std::end(kKnown),
                     [&](const char* k) { return key == k; }) == std::end(kKnown)) {
      out.notes.push_back(name + ": \"" + key + "\" is not a setting; ignored");
    }
  }
  return out;
}

SettingsLoad load_settings(const std::filesystem::path& file) {
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) return {};
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  if (!in || !(text << in.rdbuf())) {
    SettingsLoad out;
    out.notes.push_back(file.string() + " cannot be read; using the default settings");
    return out;
  }
  return parse_settings(text.str(), file.filename().string());
}

std::string settings_json(const Settings& s) {
  json j;
  j["samples"] = s.samples;
  j["seed"] = s.seed;
  j["auto_analyze"] = s.auto_analyze;
  j["analyse_auction"] = s.analyse_auction;
  j["card_faces"] = s.faces == CardFaces::kGerman ? "german" : "french";
  j["show_all_hands"] = s.show_all;
  j["window_width"] = s.window_width;
  j["window_height"] = s.window_height;
  j["side_width"] = std::round(s.side_width);
  j["graph_height"] = std::round(s.graph_height);
  j["practice_opponents"] = s.practice_strong ? "strong" : "heuristic";
  j["bot_pause"] = std::round(s.bot_pause * 100) / 100;
  j["offer_takeback"] = s.offer_takeback;
  j["practice_preset"] = s.practice_preset;
  j["recent_files"] = s.recent;
  j["browse_dir"] = s.browse_dir;
  return j.dump(2) + "\n";
}

std::optional<std::string> save_settings(const Settings& s, const std::filesystem::path& file) {
  std::error_code ec;
  if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
  if (ec) return "cannot create " + file.parent_path().string() + ": " + ec.message();
  std::filesystem::path temp = file;
  temp += ".tmp";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out << settings_json(s);
    out.flush();
    if (!out) {
      std::filesystem::remove(temp, ec);
      return "cannot write " + temp.string();
    }
  }
  return replace_file(temp, file);
}

bool is_practice_preset(const std::string& name) {
  return std::any_of(std::begin(kPracticePresets), std::end(kPracticePresets),
                     [&](const char* p) { return name == p; });
}

void add_recent(Settings& s, const std::string& path) {
  remove_recent(s, path);
  s.recent.insert(s.recent.begin(), path);
  if (s.recent.size() > kMaxRecent) s.recent.resize(kMaxRecent);
}

void remove_recent(Settings& s, const std::string& path) {
  s.recent.erase(std::remove(s.recent.begin(), s.recent.end(), path), s.recent.end());
}

}  // namespace ui
