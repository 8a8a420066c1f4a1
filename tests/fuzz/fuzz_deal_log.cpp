// libFuzzer target for the deal-log reader (DEAL_LOG.md "Errors": no input may crash or hang).
//
// Every input is parsed. A rejected log must say why; an accepted one must write back to text
// that reads as an equal log and writes identically, a Sheepshead log with a known deal must
// replay at every number of plays, and a Sweep log to its last turn. Any violation aborts, so
// libFuzzer keeps the input.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "engine/deal_log.h"

namespace {

void require(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const engine::LoadResult r = engine::parse_deal_log(text);
  for (const engine::LogError& e : r.errors) require(!engine::format_error(e).empty());
  if (!r.log) {
    require(!r.errors.empty());
    return 0;
  }
  require(r.errors.empty());
  const engine::DealLog& log = *r.log;
  const std::string written = engine::write_deal_log(log);
  const engine::LoadResult back = engine::parse_deal_log(written);
  require(back.log.has_value());
  require(*back.log == log);
  require(engine::write_deal_log(*back.log) == written);
  if (log.game == engine::Game::kSheepshead && log.deal_known) {
    for (std::size_t n = 0; n <= log.plays.size(); ++n) {
      std::string error;
      require(engine::replay_sheepshead(log, n, &error).has_value());
    }
  }
  // A valid Sweep log replays to every turn, its cards known or not (the first table is).
  if (log.game == engine::Game::kSweep) {
    std::string error;
    require(engine::replay_sweep_log(log, log.plays.size(), &error).has_value());
  }
  return 0;
}
