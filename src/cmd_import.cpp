// schmier import netschafkopf FILE... -o DIR: turns NetSchafkopf protocols (netschafkopf.h)
// into one deal log per game, DIR/<protocol>-<game>.json. Games the engine cannot import or
// disagrees with are listed with their line and the reason, and each file's summary line counts
// them per reason. Exit 0 when every game of every file was imported, 1 otherwise.
#include <array>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "cli_util.h"
#include "engine/deal_log.h"
#include "engine/netschafkopf.h"

namespace cli {

namespace {

constexpr std::string_view kHelp =
    "Usage: schmier import netschafkopf FILE... -o DIR [--quiet]\n"
    "\n"
    "Reads NetSchafkopf game protocols (German text, ISO-8859-1 or UTF-8) and writes one\n"
    "Schafkopf deal\n"
    "log per game to DIR/<protocol>-<game>.json, with the protocol's card points and payout in\n"
    "\"result\", the table's tariff in \"rules\" and the source in \"meta\". A game is written "
    "only\n"
    "when every play is legal and the engine's points and payouts equal the protocol's; every\n"
    "other game is reported with its line and the reason:\n"
    "  protocol-01.txt:711 (game 36): the engine disagrees with the protocol: ...\n"
    "Each file's summary counts the games not imported per reason:\n"
    "  protocol-01.txt: 97 of 99 games imported; not imported: 1 thrown in, no hand played, 1 "
    "unknown text\n"
    "\n"
    "Options:\n"
    "  -o, --output DIR   folder for the deal logs (created when missing)\n"
    "  --quiet            print only problems\n"
    "\n"
    "Exit status: 0 every game imported, 1 a game or file could not be imported, 2 usage error.\n";

constexpr std::array<OptionSpec, 3> kOptions = {
    {{"-o", true}, {"--output", true}, {"--quiet", false}}};

std::optional<std::string> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream s;
  s << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return s.str();
}

std::string game_file_name(const std::string& stem, int game, int line) {
  std::string n = std::to_string(game > 0 ? game : line);
  while (n.size() < 3) n = "0" + n;
  return stem + "-" + (game > 0 ? "" : "line") + n + ".json";
}

}  // namespace

int run_import(int argc, char** argv) {
  std::string error;
  const std::optional<ParsedArgs> args = parse_args(argc, argv, kOptions, error);
  if (!args) return usage_error("import", error);
  if (args->help) {
    std::cout << kHelp;
    return kExitOk;
  }
  if (args->positional.empty()) return usage_error("import", "name the format: netschafkopf");
  if (args->positional[0] != "netschafkopf") {
    return usage_error("import",
                       "unknown format \"" + args->positional[0] + "\" (known: netschafkopf)");
  }
  if (args->positional.size() < 2) return usage_error("import", "no protocol file given");
  std::optional<std::string> out = args->value("-o");
  if (!out) out = args->value("--output");
  if (!out || out->empty()) return usage_error("import", "give the output folder with -o DIR");
  const bool quiet = args->has("--quiet");
  std::error_code ec;
  std::filesystem::create_directories(*out, ec);
  if (!std::filesystem::is_directory(*out)) {
    std::cerr << "schmier import: cannot create the folder " << *out << "\n";
    return kExitBadInput;
  }
  bool all = true;
  int written = 0;
  std::array<int, engine::kNsReasons> refused{};
  // "2 thrown in, no hand played, 1 unknown text" (reasons with a count only).
  auto tally = [](const std::array<int, engine::kNsReasons>& counts) {
    std::string text;
    for (int r = 0; r < engine::kNsReasons; ++r) {
      const int n = counts[static_cast<std::size_t>(r)];
      if (n == 0) continue;
      if (!text.empty()) text += ", ";
      text += std::to_string(n) + " " +
              std::string(engine::ns_reason_name(static_cast<engine::NsReason>(r)));
    }
    return text;
  };
  for (std::size_t i = 1; i < args->positional.size(); ++i) {
    const std::string& path = args->positional[i];
    const std::optional<std::string> bytes = read_file(path);
    if (!bytes) {
      std::cerr << path << ": cannot be read\n";
      all = false;
      continue;
    }
    const std::string name = std::filesystem::path(path).filename().string();
    const std::string stem = std::filesystem::path(path).stem().string();
    const engine::NsImport imp = engine::import_netschafkopf(*bytes, name);
    for (const engine::NsProblem& p : imp.problems) {
      std::cerr << engine::format_problem(path, p) << "\n";
      all = false;
    }
    for (const engine::NsImported& g : imp.games) {
      const std::filesystem::path target =
          std::filesystem::path(*out) / game_file_name(stem, g.game, g.line);
      std::ofstream f(target, std::ios::binary);
      f << engine::write_deal_log(g.log);
      if (!f) {
        std::cerr << target.string() << ": cannot be written\n";
        all = false;
        continue;
      }
      ++written;
    }
    if (imp.games_seen == 0) {
      std::cerr << path << ": no game found (is this a NetSchafkopf protocol?)\n";
      all = false;
    }
    for (int r = 0; r < engine::kNsReasons; ++r) {
      refused[static_cast<std::size_t>(r)] += imp.refused[static_cast<std::size_t>(r)];
    }
    if (!quiet) {
      std::cout << path << ": " << imp.games.size() << " of " << imp.games_seen
                << " games imported";
      const std::string why = tally(imp.refused);
      if (!why.empty()) std::cout << "; not imported: " << why;
      std::cout << (imp.utf8 ? " (read as UTF-8)" : "") << "\n";
    }
  }
  if (!quiet) {
    std::cout << written << " deal logs written to " << *out;
    const std::string why = tally(refused);
    if (!why.empty()) std::cout << "; not imported: " << why;
    std::cout << "\n";
  }
  return all ? kExitOk : kExitBadInput;
}

}  // namespace cli
