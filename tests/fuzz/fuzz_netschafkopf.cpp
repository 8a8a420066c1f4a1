// libFuzzer target for the NetSchafkopf importer (netschafkopf.h; issue 24): no protocol may
// crash or hang the import, and no game may be dropped silently.
//
// Every input is imported. Each game not imported is counted under one reason and carries at
// least one problem with a message; every imported game validates on its own, survives its
// deal-log text unchanged, and pays out to zero. The decoded text is UTF-8 without CR. Any
// violation aborts, so libFuzzer keeps the input.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "engine/deal_log.h"
#include "engine/netschafkopf.h"

namespace {

void require(bool ok) {
  if (!ok) std::abort();
}

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
  require(static_cast<int>(imp.problems.size()) >= refused);
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
    const std::string written = engine::write_deal_log(g.log);
    const engine::LoadResult back = engine::parse_deal_log(written);
    require(back.errors.empty());
    require(back.log.has_value());
    require(engine::write_deal_log(*back.log) == written);
  }
  return 0;
}
