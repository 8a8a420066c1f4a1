// Sweep's deal-log keys in JSON (DEAL_LOG.md "Sweep"): deck, table, hands by round and plays that
// take cards, read and written. Cards are Sweep's 52 (sweep::parse_card, sweep::card_code). The
// shared keys, the dispatch on "game" and the error reporting are json_deal_log.cpp's and
// json_common.h's.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/sweep.h"
#include "json_common.h"

namespace engine::json_log {

namespace {

class SweepReader {
 public:
  explicit SweepReader(ReaderBase& r) : r_(r) {}

  // Sweep's own keys (DEAL_LOG.md "Sweep"): deck, table, hands by round, plays that take cards.
  // Cards are read as Sweep's 52 (sweep::parse_card). The keys of the trick-taking games are
  // errors here.
  void read(const json& root, DealLog& log) {
    for (const char* key :
         {"blind", "auction", "bury", "call", "contract", "doubles", "multiplier"}) {
      if (optional(root, key)) add(key, "a Sweep log has no " + std::string(key));
    }
    // `null` is an unknown deck or table, as if absent (a log of what one seat knows).
    if (const json* j = optional(root, "deck"); j && !j->is_null()) {
      log.sweep().deck = read_sweep_cards(*j, "deck");
    }
    if (const json* j = optional(root, "table"); j && !j->is_null()) {
      log.sweep().table = read_sweep_cards(*j, "table");
    }
    if (const json* j = optional(root, "hands")) {
      if (array_ok(*j, "hands", "an array of rounds, each [[seat 0's cards], [seat 1's cards]]")) {
        for (std::size_t r = 0; r < j->size(); ++r) {
          const json& round = (*j)[r];
          const std::string where = idx("hands", r);
          std::array<std::optional<std::vector<Card>>, 2> seats;
          if (round.is_null()) {
            log.sweep().hands.push_back(seats);
            continue;
          }
          if (!round.is_array() || round.size() != 2) {
            add(where, "must be a round: an array of 2 arrays of cards (seat 0, seat 1), not " +
                           (round.is_array() ? "an array of " + std::to_string(round.size())
                                             : describe(round)));
            continue;
          }
          for (std::size_t s = 0; s < 2; ++s) {
            if (!round[s].is_null()) seats[s] = read_sweep_cards(round[s], idx(where, s));
          }
          log.sweep().hands.push_back(seats);
        }
      }
    }
    if (const json* j = required(root, "plays", "every deal log")) read_sweep_plays(*j, log);
  }

 private:
  std::optional<sweep::Card> read_sweep_card(const json& j, const std::string& where) {
    if (!j.is_string()) {
      add(where, "must be a card code such as \"KH\", not " + describe(j));
      return std::nullopt;
    }
    const std::string& s = j.get_ref<const std::string&>();
    auto c = sweep::parse_card(s);
    if (!c) {
      add(where, quote(s) + " is not a card" +
                     (parse_card(s) ? " (German codes do not apply to Sweep)" : ""));
    }
    return c;
  }

  std::optional<std::vector<Card>> read_sweep_cards(const json& j, const std::string& where) {
    if (!array_ok(j, where, "an array of card codes")) return std::nullopt;
    std::vector<Card> out;
    bool ok = true;
    for (std::size_t i = 0; i < j.size(); ++i) {
      if (auto c = read_sweep_card(j[i], idx(where, i))) {
        out.push_back(*c);
      } else {
        ok = false;
      }
    }
    if (!ok) return std::nullopt;
    return out;
  }

  // A turn: "3H" (a trail) or {"card": "KH", "take": ["KS", "2D"]} (take absent or [] = none).
  void read_sweep_plays(const json& j, DealLog& log) {
    if (!array_ok(j, "plays", "an array of turns (\"3H\" or {\"card\": \"KH\", \"take\": [...]})"))
      return;
    bool ok = true;
    std::vector<Card> played;
    std::vector<std::vector<Card>> takes;
    for (std::size_t i = 0; i < j.size(); ++i) {
      const std::string where = idx("plays", i);
      const json& t = j[i];
      if (t.is_string()) {
        if (auto c = read_sweep_card(t, where)) {
          played.push_back(*c);
          takes.emplace_back();
        } else {
          ok = false;
        }
        continue;
      }
      if (!t.is_object()) {
        add(where, "must be a card code (a trail) or {\"card\": ..., \"take\": [...]}, not " +
                       describe(t));
        ok = false;
        continue;
      }
      if (!keys_ok(t, where, {"card", "take"}, "a turn has \"card\" and \"take\"")) {
        ok = false;
        continue;
      }
      const json* card = optional(t, "card");
      if (!card) {
        add(where, "a turn needs the \"card\" played");
        ok = false;
        continue;
      }
      auto c = read_sweep_card(*card, where + ".card");
      std::optional<std::vector<Card>> take = std::vector<Card>{};
      if (const json* tk = optional(t, "take")) take = read_sweep_cards(*tk, where + ".take");
      if (!c || !take) {
        ok = false;
        continue;
      }
      played.push_back(*c);
      takes.push_back(std::move(*take));
    }
    if (!ok) return;
    log.plays = std::move(played);
    log.sweep().takes = std::move(takes);
  }

  void add(std::string where, std::string message) { r_.add(std::move(where), std::move(message)); }
  const json* optional(const json& obj, const char* key) { return r_.optional(obj, key); }
  const json* required(const json& obj, const char* key, const char* who) {
    return r_.required(obj, key, who);
  }
  bool array_ok(const json& j, const std::string& where, const char* what) {
    return r_.array_ok(j, where, what);
  }
  bool keys_ok(const json& j, const std::string& where, std::initializer_list<const char*> allowed,
               const char* listed) {
    return r_.keys_ok(j, where, allowed, listed);
  }

  ReaderBase& r_;
};

std::string sweep_card_list(const std::vector<Card>& cards) {
  std::string out = "[";
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (i) out += ", ";
    out += "\"" + sweep::card_code(cards[i]) + "\"";
  }
  return out + "]";
}

void read_keys(ReaderBase& r, const json& root, DealLog& log) {
  SweepReader(r).read(root, log);
}

// Sweep's own keys, in DEAL_LOG.md order: deck (13 cards a line), table, hands by round, plays
// (one exchange of two turns a line: a trail as its code, a capture as {"card", "take"}).
void write_keys(const DealLog& log, const LineFn& line) {
  if (log.sweep().deck) {
    std::string d = "[";
    for (std::size_t i = 0; i < log.sweep().deck->size(); ++i) {
      d += i == 0 ? "\n    " : i % 13 == 0 ? ",\n    " : ", ";
      d += "\"" + sweep::card_code((*log.sweep().deck)[i]) + "\"";
    }
    line("deck", d + (log.sweep().deck->empty() ? "]" : "\n  ]"));
  }
  if (log.sweep().table) line("table", sweep_card_list(*log.sweep().table));
  if (!log.sweep().hands.empty()) {
    std::string h = "[\n";
    for (std::size_t r = 0; r < log.sweep().hands.size(); ++r) {
      h += "    [";
      for (std::size_t s = 0; s < 2; ++s) {
        if (s) h += ", ";
        h += log.sweep().hands[r][s] ? sweep_card_list(*log.sweep().hands[r][s])
                                     : std::string("null");
      }
      h += r + 1 < log.sweep().hands.size() ? "],\n" : "]\n";
    }
    line("hands", h + "  ]");
  }
  if (log.plays.empty()) {
    line("plays", "[]");
  } else {
    std::string p = "[";
    for (std::size_t k = 0; k < log.plays.size(); ++k) {
      p += k == 0 ? "\n    " : k % 2 == 0 ? ",\n    " : ", ";
      const std::string code = "\"" + sweep::card_code(log.plays[k]) + "\"";
      if (k < log.sweep().takes.size() && !log.sweep().takes[k].empty()) {
        p += "{\"card\": " + code + ", \"take\": " + sweep_card_list(log.sweep().takes[k]) + "}";
      } else {
        p += code;
      }
    }
    line("plays", p + "\n  ]");
  }
}

constexpr const char* kOwnKeys[] = {"deck", "table"};
constexpr const char* kResultKeys[] = {"points", "honours", "cards", "sweeps"};

}  // namespace

const GameLogJson kSweepLogJson{
    read_keys,
    write_keys,
    kOwnKeys,
    kResultKeys,
    "a Sweep result has \"points\", \"honours\", \"cards\" and \"sweeps\"",
    "a Sweep result needs \"points\", \"honours\", \"cards\" or \"sweeps\"",
    false,
    nullptr};

}  // namespace engine::json_log
