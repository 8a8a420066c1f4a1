// Deal logs (DEAL_LOG.md "Schafkopf contract"), Schafkopf's part: the `contract` and the
// Kontra/Re `doubles` of a Schafkopf log (RULES.md §4), shape only. DealLog (deal_log.h) holds
// it as its Schafkopf part: `log.schafkopf().contract`.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/schafkopf.h"

namespace engine {

enum class LogContractType : std::uint8_t {
  kSauspiel,
  kSolo,
  kWenz,
  kFarbwenz,
  kGeier,
  kFarbgeier,
  kRamsch
};
struct LogContract {
  LogContractType type = LogContractType::kSauspiel;
  int declarer = -1;          // -1 for ramsch
  Card called = kNoCard;      // sauspiel: the called ace
  std::optional<Suit> trump;  // solo, farbwenz, farbgeier
  bool tout = false;
  bool operator==(const LogContract&) const = default;
};
// "sauspiel", "solo", ... and back; nullopt for an unknown name.
std::string contract_type_name(LogContractType t);
std::optional<LogContractType> parse_contract_type(std::string_view name);
// The same names for the engine's game types (the log's "type" of a contract of that game).
LogContractType log_contract_type(SkGame g);
inline std::string contract_type_name(SkGame g) {
  return contract_type_name(log_contract_type(g));
}

enum class LogDoubleCall : std::uint8_t { kKontra, kRe };
struct LogDouble {
  int seat = 0;
  LogDoubleCall call = LogDoubleCall::kKontra;
  bool operator==(const LogDouble&) const = default;
};

struct SchafkopfLogPart {
  std::optional<LogContract> contract;
  std::vector<LogDouble> doubles;
  bool operator==(const SchafkopfLogPart&) const = default;
};

}  // namespace engine
