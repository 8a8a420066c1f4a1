// Schafkopf's labels of a hand in an archive (engine/archive.h, hand_roles and hand_contract,
// through the registry games.cpp): declarer, partner and defenders, or everyone in a Ramsch
// (RULES.md §4), and the contract's name.
#include <algorithm>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "games.h"

namespace engine::detail {

std::vector<std::string> schafkopf_roles(const DealLog& log) {
  std::vector<std::string> roles(static_cast<std::size_t>(deal_log_seats(log)));
  if (!log.schafkopf().contract) return roles;
  const LogContract& c = *log.schafkopf().contract;
  if (c.type == LogContractType::kRamsch) {
    std::fill(roles.begin(), roles.end(), "ramsch");
    return roles;
  }
  const int partner = c.type == LogContractType::kSauspiel ? dealt_holder(log, c.called) : -1;
  const bool known = c.type != LogContractType::kSauspiel || partner >= 0;
  for (std::size_t s = 0; s < roles.size(); ++s) {
    if (static_cast<int>(s) == c.declarer) {
      roles[s] = "declarer";
    } else if (static_cast<int>(s) == partner) {
      roles[s] = "partner";
    } else {
      roles[s] = known ? "defender" : "";
    }
  }
  return roles;
}

std::string schafkopf_contract_name(const DealLog& log) {
  if (!log.schafkopf().contract) return "";
  return contract_type_name(log.schafkopf().contract->type) +
         (log.schafkopf().contract->tout ? " tout" : "");
}

}  // namespace engine::detail
