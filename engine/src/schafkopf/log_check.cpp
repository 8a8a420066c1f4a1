// Schafkopf's part of the deal-log check (DEAL_LOG.md "Errors"): the preset and deck, the
// fields Schafkopf has not (blind, auction, bury, call), the contract's shape (SK-2.1) and the
// Kontra seats; then validate_schafkopf_log replays the hand. And the contract type names.
#include <string>

#include "deal_log_check.h"
#include "engine/schafkopf_bids.h"

namespace engine {

namespace {

struct ContractName {
  LogContractType type;
  std::string_view name;
};
constexpr ContractName kContractNames[] = {
    {LogContractType::kSauspiel, "sauspiel"}, {LogContractType::kSolo, "solo"},
    {LogContractType::kWenz, "wenz"},         {LogContractType::kFarbwenz, "farbwenz"},
    {LogContractType::kGeier, "geier"},       {LogContractType::kFarbgeier, "farbgeier"},
    {LogContractType::kRamsch, "ramsch"},
};

}  // namespace

std::string contract_type_name(LogContractType t) {
  for (const ContractName& c : kContractNames) {
    if (c.type == t) return std::string(c.name);
  }
  return "?";
}

LogContractType log_contract_type(SkGame g) {
  switch (g) {
    case SkGame::kSauspiel:
      return LogContractType::kSauspiel;
    case SkGame::kSolo:
      return LogContractType::kSolo;
    case SkGame::kWenz:
      return LogContractType::kWenz;
    case SkGame::kGeier:
      return LogContractType::kGeier;
    case SkGame::kFarbwenz:
      return LogContractType::kFarbwenz;
    case SkGame::kFarbgeier:
      return LogContractType::kFarbgeier;
    case SkGame::kRamsch:
      return LogContractType::kRamsch;
  }
  return LogContractType::kSauspiel;
}

std::optional<LogContractType> parse_contract_type(std::string_view name) {
  for (const ContractName& c : kContractNames) {
    if (c.name == name) return c.type;
  }
  return std::nullopt;
}

namespace detail {

void check_schafkopf_log(DealLog& log, std::vector<LogError>& errors) {
  LogChecker(log, errors).run_schafkopf();
}

void LogChecker::run_schafkopf() {
  begin();
  check_people();
  check_schafkopf();
}

void LogChecker::check_schafkopf() {
  const std::size_t errors_before = start_errors_;
  if (log_.preset.empty()) log_.preset = "schafkopf";
  bool short_deck = false;
  if (log_.preset == "schafkopf_short") {
    short_deck = true;
  } else if (log_.preset != "schafkopf" && log_.preset != "schafkopf_004_literal") {
    add("preset", "unknown preset \"" + log_.preset +
                      "\" for Schafkopf (known: schafkopf, schafkopf_short, "
                      "schafkopf_004_literal)");
  }
  for (const auto& [flag, value] : log_.rule_flags) {
    if (flag != "sk_deck") continue;
    const std::string* v = std::get_if<std::string>(&value);
    if (!v) {
      add("rules.sk_deck", "sk_deck must be a string");
    } else if (*v == "short" || *v == "long") {
      short_deck = *v == "short";
    } else {
      add("rules.sk_deck", "sk_deck cannot be \"" + *v + "\" (allowed: \"long\", \"short\")");
    }
  }
  if (log_.sheepshead().blind) add("blind", "a Schafkopf hand has no blind");
  if (!log_.sheepshead().auction.empty())
    add("auction", "a Schafkopf log has no Sheepshead auction");
  if (log_.sheepshead().bury) add("bury", "a Schafkopf hand has no bury");
  if (log_.sheepshead().call) add("call", "a Schafkopf log gives the called ace in \"contract\"");
  if (log_.multiplier != 1) {
    add("multiplier", "a Schafkopf log gives its doubles in \"doubles\", not a multiplier");
  }
  check_contract_shape();
  for (std::size_t i = 0; i < log_.schafkopf().doubles.size(); ++i) {
    if (!valid_seat(log_.schafkopf().doubles[i].seat)) {
      add(idx("doubles", i) + ".seat",
          "must be a seat from 0 to 3, not " + std::to_string(log_.schafkopf().doubles[i].seat));
    }
  }
  const CardMask deck = short_deck ? kShortDeck : kLongDeck;
  const int per_seat = short_deck ? 6 : 8;
  check_card_values(deck, per_seat, short_deck ? "short deck (no 7s and 8s)" : "deck");
  if (count_errors() != errors_before) return;
  check_duplicates();
  if (count_errors() != errors_before) return;
  bool all = static_cast<int>(log_.hands.size()) == n_;
  for (int s = 0; all && s < n_; ++s) all = hand_complete(s, per_seat);
  if (all) {
    for (int s = 0; s < n_; ++s) log_.dealt[static_cast<std::size_t>(s)] = given_hand(s);
    log_.deal_known = true;
    log_.sheepshead().blind_known = true;
  }
  validate_schafkopf_log(log_, errors_);
}

void LogChecker::check_contract_shape() {
  if (!log_.schafkopf().contract) {
    // A log with "bids" may stop in its auction, before the contract (schafkopf_bids.h).
    if (!json_object_has_key(log_.extra_json, "bids")) {
      add("contract", "the contract is missing: a Schafkopf log needs it");
    }
    return;
  }
  const LogContract& c = *log_.schafkopf().contract;
  const std::string type = contract_type_name(c.type);
  const bool ramsch = c.type == LogContractType::kRamsch;
  const bool sauspiel = c.type == LogContractType::kSauspiel;
  const bool needs_trump = c.type == LogContractType::kSolo ||
                           c.type == LogContractType::kFarbwenz ||
                           c.type == LogContractType::kFarbgeier;
  if (ramsch) {
    if (c.declarer != -1) add("contract.declarer", "a Ramsch has no declarer");
  } else if (!valid_seat(c.declarer)) {
    add("contract.declarer",
        "the declarer must be a seat from 0 to 3, not " + std::to_string(c.declarer));
  }
  if (sauspiel) {
    if (c.called == kNoCard) {
      add("contract.called", "a Sauspiel needs the called ace");
    } else if (c.called >= kNumCards || rank_of(c.called) != Rank::kAce ||
               suit_of(c.called) == Suit::kHearts) {
      add("contract.called",
          "a Sauspiel calls the ace of Eichel (AC), Gras (AS) or Schellen "
          "(AD), not " +
              card_code(c.called));
    }
  } else if (c.called != kNoCard) {
    add("contract.called", "only a Sauspiel calls an ace, not a " + type);
  }
  if (needs_trump && !c.trump) add("contract.trump", "a " + type + " needs its trump suit");
  if (!needs_trump && c.trump) add("contract.trump", "a " + type + " has no trump suit to name");
  if (c.tout && (ramsch || sauspiel)) add("contract.tout", "a " + type + " cannot be a Tout");
}

}  // namespace detail

}  // namespace engine
