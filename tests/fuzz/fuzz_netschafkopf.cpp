// libFuzzer target for the NetSchafkopf importer (netschafkopf.h; issue 24): no protocol may
// crash or hang the import, and no game may be dropped silently.
//
// Every input is imported. Each game not imported is counted under one reason and carries at
// least one problem with a message; every imported game validates on its own, reads back from
// its deal-log text with the same deal, play, rules and result, and pays out to zero. The decoded
// text is UTF-8 without CR. Any violation aborts, so libFuzzer keeps the input.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "engine/deal_log.h"
#include "engine/netschafkopf.h"

namespace {

void require_at(bool ok, const char* what, int line) {
  if (ok) return;
  std::fprintf(stderr, "fuzz_netschafkopf.cpp:%d: failed: %s\n", line, what);
  std::abort();
}
#define require(x) require_at((x), #x, __LINE__)

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const std::string text = engine::protocol_text(bytes);
  require(engine::valid_utf8(text));
  require(text.find('\r') == std::string::npos);

  const engine::NsImport imp = engine::import_netschafkopf(bytes, "fuzz.txt");
  const int imported = static_cast<int>(imp.games.size());
  require(imported <= imp.games_seen);
  int refused = 0;
  for (int n : imp.refused) {
    require(n >= 0);
    refused += n;
  }
  require(refused == imp.games_seen - imported);
  // One problem per game left out, except when the seats are unknown: then one file-level
  // problem ("no score table header") explains every game.
  const bool no_seats =
      std::any_of(imp.problems.begin(), imp.problems.end(),
                  [](const engine::NsProblem& p) { return p.reason == engine::NsReason::kFile; });
  require(refused == 0 || !imp.problems.empty());
  require(no_seats || static_cast<int>(imp.problems.size()) >= refused);
  for (const engine::NsProblem& p : imp.problems) {
    require(!p.message.empty());
    require(!engine::format_problem("fuzz.txt", p).empty());
  }
  for (const engine::NsImported& g : imp.games) {
    engine::DealLog copy = g.log;
    require(engine::validate_deal_log(copy).empty());
    require(g.log.result.has_value());
    int sum = 0;
    for (int u : g.log.result->units) sum += u;
    require(sum == 0);
    // The log reads back from its text with the same deal, play, rules and result (meta is
    // rewritten by the JSON library, so the text is compared from the first read on).
    const std::string written = engine::write_deal_log(g.log);
    const engine::LoadResult back = engine::parse_deal_log(written);
    require(back.errors.empty());
    require(back.log.has_value());
    require(back.log->hands == g.log.hands);
    require(back.log->plays == g.log.plays);
    auto a = back.log->rule_flags;
    auto b = g.log.rule_flags;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    require(a == b);
    require(back.log->result == g.log.result);
    require(back.log->schafkopf().contract == g.log.schafkopf().contract);
    const std::string again = engine::write_deal_log(*back.log);
    const engine::LoadResult third = engine::parse_deal_log(again);
    require(third.log.has_value());
    require(engine::write_deal_log(*third.log) == again);
  }
  return 0;
}
