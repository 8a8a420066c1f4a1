// What the deal-log JSON readers of every game share (json_deal_log.cpp reads the common keys and
// dispatches on "game"; a game's own keys are read in its *_json.cpp): value descriptions for
// the messages, and the reader base that collects each problem with its JSON location.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/deal_log.h"

namespace engine::json_log {

using nlohmann::json;

// No array of a valid log is longer (plays: 32); longer ones are rejected without reading them.
inline constexpr std::size_t kMaxArray = 64;
inline constexpr std::int64_t kMaxNumber = 1'000'000'000;

std::string dump_safe(const json& j);
// A short, safe rendering of a string from the input for an error message.
std::string quote(const std::string& s);
// What a value is, for "must be X, not Y".
std::string describe(const json& j);
std::string idx(const std::string& key, std::size_t i);
// A text as a JSON string, and cards as a JSON array of codes, as a log writes them.
std::string str(const std::string& s);
std::string card_list(const std::vector<Card>& cards);

// Collects errors (where, what) and warnings; the checks every game's keys use.
class ReaderBase {
 public:
  ReaderBase(std::vector<LogError>& errors, std::vector<LogError>& warnings)
      : errors_(errors), warnings_(warnings) {}

  void add(std::string where, std::string message) {
    errors_.push_back(LogError{std::move(where), std::move(message)});
  }

  // An optional key: nullptr when absent or null.
  const json* optional(const json& obj, const char* key) {
    auto it = obj.find(key);
    if (it == obj.end() || it->is_null()) return nullptr;
    return &*it;
  }
  const json* required(const json& obj, const char* key, const char* who) {
    auto it = obj.find(key);
    if (it == obj.end() || it->is_null()) {
      add(key, std::string("missing: ") + who + " needs it");
      return nullptr;
    }
    return &*it;
  }

  // A whole number in [-kMaxNumber, kMaxNumber].
  bool read_int(const json& j, const std::string& where, int& out) {
    if (!j.is_number_integer()) {
      add(where, "must be a whole number, not " + describe(j));
      return false;
    }
    const bool fits =
        j.is_number_unsigned()
            ? j.get<std::uint64_t>() <= static_cast<std::uint64_t>(kMaxNumber)
            : (j.get<std::int64_t>() >= -kMaxNumber && j.get<std::int64_t>() <= kMaxNumber);
    if (!fits) {
      add(where, describe(j) + " is out of range");
      return false;
    }
    out = static_cast<int>(j.get<std::int64_t>());
    return true;
  }

  // A card code (every input form of DEAL_LOG.md), and an array of them; nullopt after an error.
  std::optional<Card> read_card(const json& j, const std::string& where);
  std::optional<std::vector<Card>> read_cards(const json& j, const std::string& where);

  bool array_ok(const json& j, const std::string& where, const char* what) {
    if (!j.is_array()) {
      add(where, std::string("must be ") + what + ", not " + describe(j));
      return false;
    }
    if (j.size() > kMaxArray) {
      add(where, "has " + std::to_string(j.size()) + " entries; no deal log needs more than " +
                     std::to_string(kMaxArray));
      return false;
    }
    return true;
  }

  // Every key of a small object must be one of `allowed`.
  bool keys_ok(const json& j, const std::string& where, std::initializer_list<const char*> allowed,
               const char* listed) {
    return keys_ok(j, where, std::span<const char* const>(allowed.begin(), allowed.size()), listed);
  }
  bool keys_ok(const json& j, const std::string& where, std::span<const char* const> allowed,
               const char* listed) {
    bool ok = true;
    for (const auto& item : j.items()) {
      const std::string& key = item.key();
      if (std::none_of(allowed.begin(), allowed.end(), [&](const char* k) { return key == k; })) {
        add(where + "." + key, std::string("unknown key; ") + listed);
        ok = false;
      }
    }
    return ok;
  }

 protected:
  std::vector<LogError>& errors_;
  std::vector<LogError>& warnings_;
};

// Writes one top-level key of a log: line("plays", "[...]").
using LineFn = std::function<void(const std::string& key, const std::string& value)>;

// A game's keys of the deal-log JSON. json_deal_log.cpp reads and writes the keys every game
// shares (the header, rules, players, dealer, and result to meta); the JSON layer's registry
// (json_games.cpp) gives each game's.
struct GameLogJson {
  // The keys after "dealer" and before "result", read and written in DEAL_LOG.md's order
  // (after the header, rules, players and dealer were read).
  void (*read_keys)(ReaderBase& r, const json& root, DealLog& log);
  void (*write_keys)(const DealLog& log, const LineFn& line);
  std::span<const char* const> own_keys;     // top-level keys beyond the common ones
  std::span<const char* const> result_keys;  // the keys of "result"
  const char* result_listed;                 // the message for another key in "result"
  const char* result_needs;                  // the message for a "result" with none of them
  bool multiplier;                           // the log may carry "multiplier"
  // What a parsed log is checked for after validate_deal_log passed (nullptr: nothing).
  void (*check_parsed)(DealLog& log, std::vector<LogError>& errors);
};

// A trick game's "result": points and units per seat.
inline constexpr const char* kTrickResultKeys[] = {"points", "units"};
inline constexpr const char* kTrickResultListed = "a result has \"points\" and \"units\"";
inline constexpr const char* kTrickResultNeeds = "a result needs \"points\" or \"units\"";

// The entry of `game`, nullptr when none knows it (json_games.cpp).
const GameLogJson* find_log_json(Game game);

// The keys every game lists beyond its own: "hands" (one array of cards or null per seat), and
// "plays" one trick (of `seats` cards) a line.
void read_hands(ReaderBase& r, const json& j, DealLog& log);
void write_hands_key(const DealLog& log, const LineFn& line);
void write_plays_key(const DealLog& log, int seats, const LineFn& line);

// The keys of a trick game's log after "dealer" (DEAL_LOG.md): hands, blind, auction, bury,
// call, contract, doubles, plays. The game reads its auction, contract (each from the root: it
// reads the key or says it does not belong) and doubles; blind, bury and call go to the
// Sheepshead part, where the Schafkopf check finds them when they do not belong.
struct TrickKeyHooks {
  void (*auction)(ReaderBase& r, const json& root, DealLog& log);
  void (*contract)(ReaderBase& r, const json& root, DealLog& log);
  void (*doubles)(ReaderBase& r, const json& j, DealLog& log);
};
void read_trick_keys(ReaderBase& r, const json& root, DealLog& log, const TrickKeyHooks& own);

// Sheepshead (sheepshead/sheepshead_json.cpp): the call read into the log (for every trick game:
// see read_trick_keys).
void read_sheepshead_call(ReaderBase& r, const json& j, DealLog& log);
extern const GameLogJson kSheepsheadLogJson;

// Schafkopf (schafkopf/schafkopf_json.cpp): its keys, and the Ramsch that a log's four passes
// under sk_all_pass = ramsch imply (its contract may be left out).
extern const GameLogJson kSchafkopfLogJson;
void ramsch_from_bids(DealLog& log);

// Sweep (sweep/sweep_json.cpp, DEAL_LOG.md "Sweep"): its own keys.
extern const GameLogJson kSweepLogJson;

}  // namespace engine::json_log
