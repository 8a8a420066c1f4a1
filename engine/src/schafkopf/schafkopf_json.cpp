// Schafkopf's keys of a deal log in JSON (DEAL_LOG.md "Schafkopf"): reading the contract and
// the Kontra and Re doubles (and, for a Sheepshead log, handing `doubles` to its reader),
// writing them; the engine's addition "bids" (schafkopf_bids.h) and the Ramsch it implies.
#include <algorithm>
#include <iterator>
#include <string>
#include <vector>

#include "engine/schafkopf_bids.h"
#include "json_common.h"

namespace engine {

namespace json_log {

namespace {

void read_contract(ReaderBase& r, const json& j, DealLog& log) {
  if (!j.is_object()) {
    r.add("contract",
          "must be an object such as {\"type\": \"solo\", \"declarer\": 1, "
          "\"trump\": \"H\"}, not " +
              describe(j));
    return;
  }
  if (!r.keys_ok(j, "contract", {"type", "declarer", "called", "trump", "tout"},
                 "a contract has \"type\", \"declarer\", \"called\", \"trump\" and \"tout\"")) {
    return;
  }
  LogContract c;
  bool ok = true;
  if (const json* t = r.required(j, "type", "a contract")) {
    std::optional<LogContractType> type;
    if (t->is_string()) type = parse_contract_type(t->get_ref<const std::string&>());
    if (type) {
      c.type = *type;
    } else {
      r.add("contract.type",
            "must be one of \"sauspiel\", \"solo\", \"wenz\", \"farbwenz\", "
            "\"geier\", \"farbgeier\", \"ramsch\", not " +
                describe(*t));
      ok = false;
    }
  } else {
    ok = false;
  }
  if (const json* d = r.optional(j, "declarer")) {
    ok = r.read_int(*d, "contract.declarer", c.declarer) && ok;
  } else if (ok && c.type != LogContractType::kRamsch) {
    r.add("contract.declarer", "missing: a " + contract_type_name(c.type) + " needs its declarer");
    ok = false;
  }
  if (const json* called = r.optional(j, "called")) {
    if (auto card = r.read_card(*called, "contract.called")) {
      c.called = *card;
    } else {
      ok = false;
    }
  }
  if (const json* trump = r.optional(j, "trump")) {
    std::optional<Suit> s;
    if (trump->is_string()) s = parse_suit(trump->get_ref<const std::string&>());
    if (s) {
      c.trump = s;
    } else {
      r.add("contract.trump", "must be a suit letter (C, S, H or D), not " + describe(*trump));
      ok = false;
    }
  }
  if (const json* tout = r.optional(j, "tout")) {
    if (tout->is_boolean()) {
      c.tout = tout->get<bool>();
    } else {
      r.add("contract.tout", "must be true or false, not " + describe(*tout));
      ok = false;
    }
  }
  if (ok) log.schafkopf().contract = c;
}

void read_doubles(ReaderBase& r, const json& j, DealLog& log) {
  if (!r.array_ok(j, "doubles", "an array such as [{\"seat\": 1, \"call\": \"kontra\"}]")) return;
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string where = idx("doubles", i);
    const json& d = j[i];
    if (!d.is_object()) {
      r.add(where,
            "must be an object such as {\"seat\": 1, \"call\": \"kontra\"}, not " + describe(d));
      continue;
    }
    if (!r.keys_ok(d, where, {"seat", "call"}, "a double has \"seat\" and \"call\"")) continue;
    LogDouble out;
    bool ok = false;
    if (const json* seat = r.required(d, "seat", "a double"))
      ok = r.read_int(*seat, where + ".seat", out.seat);
    if (const json* call = r.required(d, "call", "a double")) {
      const std::string* s = call->is_string() ? &call->get_ref<const std::string&>() : nullptr;
      if (s && *s == "kontra") {
        out.call = LogDoubleCall::kKontra;
      } else if (s && *s == "re") {
        out.call = LogDoubleCall::kRe;
      } else {
        r.add(where + ".call", "must be \"kontra\" or \"re\", not " + describe(*call));
        ok = false;
      }
    } else {
      ok = false;
    }
    if (ok) log.schafkopf().doubles.push_back(out);
  }
}

std::string contract_json(const LogContract& c) {
  std::string out = "{\"type\": \"" + contract_type_name(c.type) + "\"";
  if (c.type != LogContractType::kRamsch || c.declarer != -1) {
    out += ", \"declarer\": " + std::to_string(c.declarer);
  }
  if (c.called != kNoCard) out += ", \"called\": \"" + card_code(c.called) + "\"";
  if (c.trump) out += ", \"trump\": \"" + std::string(1, suit_letter(*c.trump)) + "\"";
  if (c.tout) out += ", \"tout\": true";
  return out + "}";
}

std::string schafkopf_doubles_json(const std::vector<LogDouble>& doubles) {
  std::string d = "[";
  for (std::size_t i = 0; i < doubles.size(); ++i) {
    if (i) d += ", ";
    d += "{\"seat\": " + std::to_string(doubles[i].seat) +
         ", \"call\": " + (doubles[i].call == LogDoubleCall::kRe ? "\"re\"" : "\"kontra\"") + "}";
  }
  return d + "]";
}

void no_auction(ReaderBase& r, const json& root, DealLog&) {
  if (r.optional(root, "auction")) r.add("auction", "a Schafkopf log has no Sheepshead auction");
}

void read_contract_key(ReaderBase& r, const json& root, DealLog& log) {
  // A log with "bids" may stop in its auction, before the contract (schafkopf_bids.h).
  if (r.optional(root, "bids")) {
    if (const json* j = r.optional(root, "contract")) read_contract(r, *j, log);
  } else if (const json* j = r.required(root, "contract", "a Schafkopf log")) {
    read_contract(r, *j, log);
  }
}

void read_keys(ReaderBase& r, const json& root, DealLog& log) {
  read_trick_keys(r, root, log, TrickKeyHooks{no_auction, read_contract_key, read_doubles});
}

// hands, contract, doubles, plays (DEAL_LOG.md's order).
void write_keys(const DealLog& log, const LineFn& line) {
  write_hands_key(log, line);
  if (log.schafkopf().contract) line("contract", contract_json(*log.schafkopf().contract));
  if (!log.schafkopf().doubles.empty()) {
    line("doubles", schafkopf_doubles_json(log.schafkopf().doubles));
  }
  write_plays_key(log, deal_log_seats(log), line);
}

// The engine's addition "bids" (schafkopf_bids.h): its shape, and its bids replayed when every
// card is known.
void check_bids(DealLog& log, std::vector<LogError>& errors) {
  const auto bids = schafkopf_bids_of_log(log, &errors);
  if (bids && log.deal_known) (void)schafkopf_hand_after_bids(log, *bids, &errors);
}

}  // namespace

const GameLogJson kSchafkopfLogJson{read_keys,          write_keys,        {},   kTrickResultKeys,
                                    kTrickResultListed, kTrickResultNeeds, true, check_bids};

// A Schafkopf log whose "bids" are four passes under sk_all_pass = ramsch is a Ramsch: its
// contract follows from the bids and may be left out (schafkopf_bids.h).
void ramsch_from_bids(DealLog& log) {
  if (log.game != Game::kSchafkopf || log.schafkopf().contract) return;
  std::vector<LogError> ignored;  // reported by the check after validate_deal_log
  const auto bids = schafkopf_bids_of_log(log, &ignored);
  if (!bids || bids->size() != kSchafkopfSeats) return;
  for (const SkBid& b : *bids) {
    if (b.kind != SkBidKind::kPass) return;
  }
  auto rules = schafkopf_preset(log.preset.empty() ? "schafkopf" : log.preset);
  if (!rules) return;
  for (const auto& [flag, value] : log.rule_flags) {
    if (set_schafkopf_flag(*rules, flag, value)) return;
  }
  if (rules->all_pass != SkAllPass::kRamsch) return;
  LogContract c;
  c.type = LogContractType::kRamsch;
  log.schafkopf().contract = c;
}

}  // namespace json_log

namespace {
using json_log::describe;
using json_log::json;
}  // namespace

std::optional<std::vector<SkBid>> schafkopf_bids_of_log(const DealLog& log,
                                                        std::vector<LogError>* errors) {
  if (log.extra_json.empty()) return std::nullopt;
  const json extra = json::parse(log.extra_json, nullptr, false);
  if (!extra.is_object() || !extra.contains("bids") || extra["bids"].is_null()) {
    return std::nullopt;
  }
  const json& a = extra["bids"];
  if (!a.is_array()) {
    errors->push_back(LogError{"bids",
                               "must be an array of the auction's bids (\"play\", "
                               "\"pass\", {\"rank\": 4}, \"withdraw\", \"hold\", "
                               "\"yield\"), not " +
                                   describe(a)});
    return std::nullopt;
  }
  if (a.size() > 64) {
    errors->push_back(
        LogError{"bids", "has " + std::to_string(a.size()) + " entries; an auction has far fewer"});
    return std::nullopt;
  }
  std::vector<SkBid> out;
  bool ok = true;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const json& b = a[i];
    const std::string where = "bids[" + std::to_string(i) + "]";
    SkBid bid;
    if (b.is_string()) {
      // Every bid but a rank is one word.
      constexpr SkBidKind kWords[] = {SkBidKind::kPlay, SkBidKind::kPass, SkBidKind::kWithdraw,
                                      SkBidKind::kHold, SkBidKind::kYield};
      const std::string v = b.get<std::string>();
      const auto* k = std::find_if(std::begin(kWords), std::end(kWords),
                                   [&](SkBidKind w) { return v == bid_kind_name(w); });
      if (k != std::end(kWords)) {
        bid.kind = *k;
      } else {
        errors->push_back(LogError{where,
                                   "must be \"play\", \"pass\", \"withdraw\", "
                                   "\"hold\", \"yield\" or {\"rank\": N}, not " +
                                       describe(b)});
        ok = false;
        continue;
      }
    } else if (b.is_object() && b.size() == 1 && b.contains("rank") &&
               b["rank"].is_number_integer() && b["rank"].get<long long>() >= 1 &&
               b["rank"].get<long long>() <= 7) {
      bid.kind = SkBidKind::kRank;
      bid.rank = static_cast<int>(b["rank"].get<long long>());
    } else {
      errors->push_back(LogError{where,
                                 "must be \"play\", \"pass\", \"withdraw\", "
                                 "\"hold\", \"yield\" or {\"rank\": N} with N from 1 "
                                 "to 7, not " +
                                     describe(b)});
      ok = false;
      continue;
    }
    out.push_back(bid);
  }
  if (!ok) return std::nullopt;
  return out;
}

}  // namespace engine
