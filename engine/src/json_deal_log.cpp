// Deal-log JSON reading and writing (DEAL_LOG.md, version 1) on nlohmann_json.
//
// Reading never throws: the text is size- and depth-checked before parsing, parsed without
// exceptions, and every value's type is checked before it is used. The shape is turned into a
// DealLog here; the rules are checked by validate_deal_log (deal_log_check.cpp).
#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>

#include "engine/deal_log.h"
#include "engine/schafkopf_bids.h"
#include "games.h"
#include "json_common.h"

namespace engine {

namespace json_log {

std::string dump_safe(const json& j) {
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

// A short, safe rendering of a string from the input for an error message.
std::string quote(const std::string& s) {
  constexpr std::size_t kShown = 24;
  if (s.size() <= kShown) return dump_safe(json(s));
  std::size_t cut = kShown;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  std::string shown = dump_safe(json(s.substr(0, cut)));
  shown.insert(shown.size() - 1, "...");
  return shown;
}

// What a value is, for "must be X, not Y".
std::string describe(const json& j) {
  switch (j.type()) {
    case json::value_t::null:
      return "null";
    case json::value_t::boolean:
      return j.get<bool>() ? "true" : "false";
    case json::value_t::string:
      return "the text " + quote(j.get_ref<const std::string&>());
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float: {
      std::string d = dump_safe(j);
      if (d.size() > 24) d = d.substr(0, 24) + "...";
      return d;
    }
    case json::value_t::object:
      return "an object";
    case json::value_t::array:
      return "an array";
    default:
      return "an unexpected value";
  }
}

std::string idx(const std::string& key, std::size_t i) {
  return key + "[" + std::to_string(i) + "]";
}

std::optional<Card> ReaderBase::read_card(const json& j, const std::string& where) {
  if (!j.is_string()) {
    add(where, "must be a card code such as \"QC\", not " + describe(j));
    return std::nullopt;
  }
  const std::string& s = j.get_ref<const std::string&>();
  auto c = parse_card(s);
  if (!c) add(where, quote(s) + " is not a card");
  return c;
}

// An array of card codes; nullopt after an error.
std::optional<std::vector<Card>> ReaderBase::read_cards(const json& j, const std::string& where) {
  if (!array_ok(j, where, "an array of card codes")) return std::nullopt;
  std::vector<Card> out;
  bool ok = true;
  for (std::size_t i = 0; i < j.size(); ++i) {
    if (auto c = read_card(j[i], idx(where, i))) {
      out.push_back(*c);
    } else {
      ok = false;
    }
  }
  if (!ok) return std::nullopt;
  return out;
}

std::string str(const std::string& s) {
  return dump_safe(json(s));
}

std::string card_list(const std::vector<Card>& cards) {
  std::string out = "[";
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (i) out += ", ";
    out += "\"" + card_code(cards[i]) + "\"";
  }
  return out + "]";
}

void read_hands(ReaderBase& r, const json& j, DealLog& log) {
  if (!r.array_ok(j, "hands", "an array with one array of cards (or null) per seat")) return;
  for (std::size_t s = 0; s < j.size(); ++s) {
    if (j[s].is_null()) {
      log.hands.emplace_back(std::nullopt);
    } else {
      log.hands.push_back(r.read_cards(j[s], idx("hands", s)));
    }
  }
}

void read_trick_keys(ReaderBase& r, const json& root, DealLog& log, const TrickKeyHooks& own) {
  if (const json* j = r.optional(root, "hands")) read_hands(r, *j, log);
  if (const json* j = r.optional(root, "blind")) {
    log.sheepshead().blind = r.read_cards(*j, "blind");
  }
  own.auction(r, root, log);
  if (const json* j = r.optional(root, "bury")) log.sheepshead().bury = r.read_cards(*j, "bury");
  if (const json* j = r.optional(root, "call")) read_sheepshead_call(r, *j, log);
  own.contract(r, root, log);
  if (const json* j = r.optional(root, "doubles")) own.doubles(r, *j, log);
  if (const json* j = r.required(root, "plays", "every deal log")) {
    if (auto v = r.read_cards(*j, "plays")) log.plays = std::move(*v);
  }
}

void write_hands_key(const DealLog& log, const LineFn& line) {
  if (log.hands.empty()) return;
  std::string h = "[\n";
  for (std::size_t s = 0; s < log.hands.size(); ++s) {
    h += "    " + (log.hands[s] ? card_list(*log.hands[s]) : std::string("null"));
    h += s + 1 < log.hands.size() ? ",\n" : "\n";
  }
  line("hands", h + "  ]");
}

void write_plays_key(const DealLog& log, int seats, const LineFn& line) {
  if (log.plays.empty()) {
    line("plays", "[]");
    return;
  }
  // One trick per line.
  std::string p = "[";
  for (std::size_t k = 0; k < log.plays.size(); ++k) {
    if (k % static_cast<std::size_t>(seats) == 0)
      p += k ? ",\n    " : "\n    ";
    else
      p += ", ";
    p += "\"" + card_code(log.plays[k]) + "\"";
  }
  line("plays", p + "\n  ]");
}

}  // namespace json_log

namespace {

using namespace json_log;

constexpr std::string_view kFormat = "schmier-deal-log";
constexpr std::size_t kMaxNameBytes = 100;

// Rejects what the recursive parts of a JSON library could choke on: too many nested brackets.
std::optional<std::string> check_nesting(std::string_view text) {
  int depth = 0;
  bool in_string = false;
  bool escaped = false;
  for (char ch : text) {
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (ch == '\\') {
        escaped = true;
      } else if (ch == '"') {
        in_string = false;
      }
      continue;
    }
    if (ch == '"') {
      in_string = true;
    } else if (ch == '[' || ch == '{') {
      if (++depth > kMaxLogDepth) {
        return "the log nests brackets more than " + std::to_string(kMaxLogDepth) + " levels deep";
      }
    } else if (ch == ']' || ch == '}') {
      --depth;
    }
  }
  return std::nullopt;
}

// A SAX consumer that only remembers the first syntax error, for its position and wording.
struct SyntaxErrorCatcher {
  std::string message;
  bool null() { return true; }
  bool boolean(bool) { return true; }
  bool number_integer(json::number_integer_t) { return true; }
  bool number_unsigned(json::number_unsigned_t) { return true; }
  bool number_float(json::number_float_t, const json::string_t&) { return true; }
  bool string(json::string_t&) { return true; }
  bool binary(json::binary_t&) { return true; }
  bool start_object(std::size_t) { return true; }
  bool key(json::string_t&) { return true; }
  bool end_object() { return true; }
  bool start_array(std::size_t) { return true; }
  bool end_array() { return true; }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& ex) {
    message = ex.what();
    const std::size_t at = message.find("parse error at ");
    if (at != std::string::npos) {
      message = message.substr(at + 15);
    } else if (const std::size_t close = message.find("] "); close != std::string::npos) {
      message = message.substr(close + 2);
    }
    // The parser quotes the bytes it read last, which may be invalid UTF-8 or control bytes.
    if (const std::size_t last = message.find("; last read: "); last != std::string::npos) {
      message.erase(last);
    }
    return false;
  }
};

class Reader : public ReaderBase {
 public:
  using ReaderBase::ReaderBase;

  void read(const json& root, DealLog& log) {
    if (!root.is_object()) {
      add("", "a deal log must be a JSON object ({ ... }), not " + describe(root));
      return;
    }
    read_header(root, log);
    if (!game_ok_) return;
    json extra = json::object();
    for (const auto& [key, value] : root.items()) {
      if (!known_key(key)) {
        warnings_.push_back(LogError{quote(key), "unknown key, kept as it is"});
        extra[key] = value;
      }
    }
    if (!extra.empty()) log.extra_json = dump_safe(extra);

    if (const json* j = optional(root, "preset")) {
      if (j->is_string()) {
        log.preset = j->get<std::string>();
        if (log.preset.empty()) add("preset", "the preset name cannot be empty");
      } else {
        add("preset", "must be a preset name, not " + describe(*j));
      }
    }
    if (const json* j = optional(root, "rules")) read_rules(*j, log);
    if (const json* j = optional(root, "players")) read_players(*j, log);
    if (const json* j = required(root, "dealer", "every deal log"))
      read_int(*j, "dealer", log.dealer);
    if (keys_) keys_->read_keys(*this, root, log);
    read_tail(root, log);
  }

 private:
  bool known_key(const std::string& key) const {
    static const char* const kKeys[] = {"format",  "version", "game",     "preset",    "rules",
                                        "players", "dealer",  "hands",    "blind",     "auction",
                                        "bury",    "call",    "contract", "doubles",   "plays",
                                        "result",  "viewer",  "meta",     "multiplier"};
    auto is_key = [&](const char* k) { return key == k; };
    if (keys_ && std::any_of(keys_->own_keys.begin(), keys_->own_keys.end(), is_key)) return true;
    return std::any_of(std::begin(kKeys), std::end(kKeys), is_key);
  }

  // The keys every game ends with: result, viewer, (Sheepshead's multiplier,) meta.
  void read_tail(const json& root, DealLog& log) {
    if (const json* j = optional(root, "result")) read_result(*j, log);
    if (const json* j = optional(root, "viewer")) {
      int v = 0;
      if (read_int(*j, "viewer", v)) log.viewer = v;
    }
    if (!keys_ || keys_->multiplier) {
      if (const json* j = optional(root, "multiplier")) read_int(*j, "multiplier", log.multiplier);
    }
    if (const json* j = optional(root, "meta")) {
      if (j->is_object()) {
        log.meta_json = dump_safe(*j);
      } else {
        add("meta", "must be an object ({ ... }), not " + describe(*j));
      }
    }
  }

  // The registry's JSON names: "\"sheepshead\", \"schafkopf\" or \"sweep\"".
  static std::string game_names() {
    const auto all = detail::games();
    std::string out;
    for (std::size_t i = 0; i < all.size(); ++i) {
      if (i > 0) out += i + 1 == all.size() ? " or " : ", ";
      out += std::string("\"") + all[i].json_name + "\"";
    }
    return out;
  }

  void read_header(const json& root, DealLog& log) {
    if (const json* j = required(root, "format", "every deal log")) {
      if (!j->is_string() || j->get_ref<const std::string&>() != kFormat) {
        add("format", "must be \"schmier-deal-log\", not " + describe(*j));
      }
    }
    if (const json* j = required(root, "version", "every deal log")) {
      if (!j->is_number_integer() || j->get<std::int64_t>() != 1 ||
          (j->is_number_unsigned() && j->get<std::uint64_t>() != 1)) {
        add("version", "this program reads version 1 deal logs, not " + describe(*j));
      }
    }
    if (const json* j = required(root, "game", "every deal log")) {
      const std::string* g = j->is_string() ? &j->get_ref<const std::string&>() : nullptr;
      if (const detail::GameEntry* e = g ? detail::find_game(*g) : nullptr) {
        log.game = e->game;
        keys_ = find_log_json(e->game);
        game_ok_ = true;
      } else {
        add("game", "must be " + game_names() + ", not " + describe(*j));
      }
    }
  }

  void read_rules(const json& j, DealLog& log) {
    if (!j.is_object()) {
      add("rules", "must be an object of rule flags, not " + describe(j));
      return;
    }
    if (j.size() > kMaxArray) {
      add("rules", "has " + std::to_string(j.size()) + " flags; there are not that many");
      return;
    }
    for (const auto& [name, v] : j.items()) {
      const std::string where = "rules." + name;
      if (v.is_boolean()) {
        log.rule_flags.emplace_back(name, FlagValue{v.get<bool>()});
      } else if (v.is_string()) {
        log.rule_flags.emplace_back(name, FlagValue{v.get<std::string>()});
      } else if (v.is_number_integer() &&
                 (!v.is_number_unsigned() ||
                  v.get<std::uint64_t>() <=
                      static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))) {
        log.rule_flags.emplace_back(name, FlagValue{v.get<std::int64_t>()});
      } else {
        add(where, "a rule flag must be true, false, a whole number or a text, not " + describe(v));
      }
    }
  }

  void read_players(const json& j, DealLog& log) {
    if (!array_ok(j, "players", "an array of names")) return;
    for (std::size_t i = 0; i < j.size(); ++i) {
      if (!j[i].is_string()) {
        add(idx("players", i), "must be a name, not " + describe(j[i]));
        continue;
      }
      const std::string& s = j[i].get_ref<const std::string&>();
      if (s.size() > kMaxNameBytes) {
        add(idx("players", i),
            "the name is too long (at most " + std::to_string(kMaxNameBytes) + " bytes)");
        continue;
      }
      log.players.push_back(s);
    }
  }

  void read_result(const json& j, DealLog& log) {
    if (!j.is_object()) {
      add("result",
          "must be an object such as {\"points\": [...], \"units\": [...]}, not " + describe(j));
      return;
    }
    if (keys_ ? !keys_ok(j, "result", keys_->result_keys, keys_->result_listed)
              : !keys_ok(j, "result", kTrickResultKeys, kTrickResultListed)) {
      return;
    }
    LogResult r;
    bool ok = true;
    auto numbers = [&](const char* key, std::vector<int>& out) {
      const json* a = optional(j, key);
      if (!a) return;
      const std::string where = std::string("result.") + key;
      if (!array_ok(*a, where, "an array of whole numbers, one per seat")) {
        ok = false;
        return;
      }
      for (std::size_t i = 0; i < a->size(); ++i) {
        int v = 0;
        if (read_int((*a)[i], idx(where, i), v)) {
          out.push_back(v);
        } else {
          ok = false;
        }
      }
    };
    numbers("points", r.points);
    numbers("units", r.units);
    numbers("honours", r.honours);
    numbers("cards", r.cards);
    numbers("sweeps", r.sweeps);
    if (ok && r.points.empty() && r.units.empty() && r.honours.empty() && r.cards.empty() &&
        r.sweeps.empty()) {
      add("result", keys_ ? keys_->result_needs : kTrickResultNeeds);
      ok = false;
    }
    if (ok) log.result = std::move(r);
  }

  bool game_ok_ = false;
  const GameLogJson* keys_ = nullptr;  // the game's own keys
};

void cap_errors(std::vector<LogError>& errors) {
  if (errors.size() <= kMaxLogErrors) return;
  const std::size_t more = errors.size() - kMaxLogErrors;
  errors.resize(kMaxLogErrors);
  errors.push_back(LogError{"", "... and " + std::to_string(more) + " more problems"});
}

// --- Writing ---------------------------------------------------------------------------------

std::string int_list(const std::vector<int>& v) {
  std::string out = "[";
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(v[i]);
  }
  return out + "]";
}

std::string flag_value(const FlagValue& v) {
  if (const bool* b = std::get_if<bool>(&v)) return *b ? "true" : "false";
  if (const std::int64_t* i = std::get_if<std::int64_t>(&v)) return std::to_string(*i);
  return str(std::get<std::string>(v));
}

}  // namespace

LoadResult parse_deal_log(std::string_view text) {
  LoadResult out;
  if (text.size() > kMaxLogBytes) {
    out.errors.push_back(LogError{"", "the log is larger than " +
                                          std::to_string(kMaxLogBytes >> 20) +
                                          " MB, too large for a deal log"});
    return out;
  }
  if (auto e = check_nesting(text)) {
    out.errors.push_back(LogError{"", *e});
    return out;
  }
  json root = json::parse(text.begin(), text.end(), nullptr, false);
  if (root.is_discarded()) {
    SyntaxErrorCatcher catcher;
    json::sax_parse(text.begin(), text.end(), &catcher);
    out.errors.push_back(
        LogError{"", "the log is not valid JSON" +
                         (catcher.message.empty() ? std::string() : ": " + catcher.message)});
    return out;
  }
  DealLog log;
  Reader(out.errors, out.warnings).read(root, log);
  if (!out.errors.empty()) {
    cap_errors(out.errors);
    return out;
  }
  ramsch_from_bids(log);
  out.errors = validate_deal_log(log);
  if (out.errors.empty()) {
    const GameLogJson* keys = find_log_json(log.game);
    if (keys && keys->check_parsed) keys->check_parsed(log, out.errors);
  }
  if (out.errors.empty()) out.log = std::move(log);
  return out;
}

LoadResult load_deal_log_file(const std::string& path) {
  LoadResult out;
  auto fail = [&](std::string message) {
    out.errors.push_back(LogError{path, std::move(message)});
    return out;
  };
  std::error_code ec;
  const std::filesystem::path p(path);
  if (!std::filesystem::exists(p, ec)) return fail("no such file");
  if (std::filesystem::is_directory(p, ec)) return fail("is a folder, not a deal log file");
  std::ifstream in(p, std::ios::binary);
  if (!in) return fail("cannot be opened");
  std::string text;
  std::array<char, 65536> buf{};
  while (in) {
    in.read(buf.data(), static_cast<std::streamsize>(buf.size()));
    text.append(buf.data(), static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxLogBytes) {
      return fail("is larger than " + std::to_string(kMaxLogBytes >> 20) +
                  " MB, too large for a deal log");
    }
  }
  if (in.bad()) return fail("cannot be read");
  return parse_deal_log(text);
}

std::string write_deal_log(const DealLog& log) {
  const int n = deal_log_seats(log);
  std::string o = "{\n";
  auto line = [&](const std::string& key, const std::string& value) {
    o += "  \"" + key + "\": " + value + ",\n";
  };
  line("format", "\"schmier-deal-log\"");
  line("version", "1");
  const detail::GameEntry* entry = detail::find_game(log.game);
  const std::string game =
      entry && entry->json_name ? entry->json_name : game_display_name(log.game);
  line("game", str(game));
  line("preset", str(log.preset.empty() ? game : log.preset));
  if (!log.rule_flags.empty()) {
    std::string r = "{";
    for (std::size_t i = 0; i < log.rule_flags.size(); ++i) {
      if (i) r += ", ";
      r += str(log.rule_flags[i].first) + ": " + flag_value(log.rule_flags[i].second);
    }
    line("rules", r + "}");
  }
  std::string players = "[";
  if (log.players.empty()) {
    for (int s = 0; s < n; ++s) {
      if (s) players += ", ";
      players += "\"Seat " + std::to_string(s + 1) + "\"";
    }
  }
  for (std::size_t s = 0; s < log.players.size(); ++s) {
    if (s) players += ", ";
    players += str(log.players[s]);
  }
  line("players", players + "]");
  line("dealer", std::to_string(log.dealer));
  if (const GameLogJson* keys = find_log_json(log.game)) {
    keys->write_keys(log, line);
  } else {
    write_hands_key(log, line);
    write_plays_key(log, n, line);
  }
  if (log.result) {
    std::string r;
    auto key = [&](const char* name, const std::vector<int>& v) {
      if (v.empty()) return;
      r += (r.empty() ? "{\"" : ", \"") + std::string(name) + "\": " + int_list(v);
    };
    key("points", log.result->points);
    key("units", log.result->units);
    key("honours", log.result->honours);
    key("cards", log.result->cards);
    key("sweeps", log.result->sweeps);
    line("result", r + "}");
  }
  if (log.viewer) line("viewer", std::to_string(*log.viewer));
  if (log.multiplier != 1) line("multiplier", std::to_string(log.multiplier));
  if (!log.meta_json.empty()) {
    json meta = json::parse(log.meta_json, nullptr, false);
    if (!meta.is_discarded() && meta.is_object()) line("meta", dump_safe(meta));
  }
  if (!log.extra_json.empty()) {
    json extra = json::parse(log.extra_json, nullptr, false);
    if (!extra.is_discarded() && extra.is_object()) {
      for (const auto& [key, value] : extra.items()) {
        const std::string quoted = str(key);
        line(quoted.substr(1, quoted.size() - 2), dump_safe(value));
      }
    }
  }
  // Drops the comma after the last key.
  o.erase(o.size() - 2, 1);
  return o + "}\n";
}

}  // namespace engine
