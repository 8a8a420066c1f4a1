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

// Sheepshead (sheepshead/sheepshead_json.cpp): the call and the cracks and blitzes read into
// the log, and the values of "auction", "call" and Sheepshead's "doubles" as written.
void read_sheepshead_call(ReaderBase& r, const json& j, DealLog& log);
void read_sheepshead_doubles(ReaderBase& r, const json& j, DealLog& log);
std::string auction_json(const std::vector<bool>& auction);
std::string call_json(const Call& c);
std::string sheepshead_doubles_json(const std::vector<Announcement>& doubles);

// Schafkopf (schafkopf/schafkopf_json.cpp): the contract, and "doubles" (Kontra and Re; a
// Sheepshead log's go to read_sheepshead_doubles); their values as written; and the Ramsch that
// a log's four passes under sk_all_pass = ramsch imply (its contract may be left out).
void read_schafkopf_contract(ReaderBase& r, const json& j, DealLog& log);
void read_doubles(ReaderBase& r, const json& j, DealLog& log);
std::string contract_json(const LogContract& c);
std::string schafkopf_doubles_json(const std::vector<LogDouble>& doubles);
void ramsch_from_bids(DealLog& log);

// Sweep (sweep_json.cpp, DEAL_LOG.md "Sweep"): its own keys of a log whose header, rules,
// players and dealer were read (the shared tail, result to meta, is read after), and their
// writing in the contract's order through `line(key, value)`.
void read_sweep_keys(ReaderBase& r, const json& root, DealLog& log);
void write_sweep_keys(const DealLog& log,
                      const std::function<void(const std::string&, const std::string&)>& line);

}  // namespace engine::json_log
