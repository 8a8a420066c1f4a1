#include "cli_util.h"

#include "cli_game.h"

#include <cstdio>

#include <charconv>
#include <iostream>
#include <utility>

namespace cli {

bool ParsedArgs::has(std::string_view name) const {
  for (const ParsedOption& o : options) {
    if (o.name == name) return true;
  }
  return false;
}

std::optional<std::string> ParsedArgs::value(std::string_view name) const {
  std::optional<std::string> found;
  for (const ParsedOption& o : options) {
    if (o.name == name) found = o.value;
  }
  return found;
}

std::optional<ParsedArgs> parse_args(int argc, char** argv, std::span<const OptionSpec> specs,
                                     std::string& error) {
  ParsedArgs out;
  bool only_positional = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (only_positional || arg.size() < 2 || arg[0] != '-') {
      out.positional.emplace_back(arg);
      continue;
    }
    if (arg == "--") {
      only_positional = true;
      continue;
    }
    if (arg == "-h" || arg == "--help") {
      out.help = true;
      continue;
    }
    const std::size_t eq = arg.find('=');
    const std::string_view name = arg.substr(0, eq);
    const OptionSpec* spec = nullptr;
    for (const OptionSpec& s : specs) {
      if (s.name == name) spec = &s;
    }
    if (spec == nullptr) {
      error = "unknown option " + std::string(name);
      return std::nullopt;
    }
    ParsedOption opt{std::string(name), {}};
    if (spec->takes_value) {
      if (eq != std::string_view::npos) {
        opt.value = std::string(arg.substr(eq + 1));
      } else if (i + 1 < argc) {
        opt.value = argv[++i];
      } else {
        error = std::string(name) + " needs a value";
        return std::nullopt;
      }
    } else if (eq != std::string_view::npos) {
      error = std::string(name) + " takes no value";
      return std::nullopt;
    }
    out.options.push_back(std::move(opt));
  }
  return out;
}

int usage_error(std::string_view command, std::string_view message) {
  std::cerr << "schmier " << command << ": " << message << "\n"
            << "Try 'schmier " << command << " --help'.\n";
  return kExitUsage;
}

std::optional<long long> parse_integer(std::string_view text, long long lo, long long hi) {
  long long v = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, v);
  if (text.empty() || ec != std::errc() || ptr != end || v < lo || v > hi) return std::nullopt;
  return v;
}

std::optional<engine::DealLog> load_log(const std::string& path, std::ostream& err,
                                        bool quiet_warnings, bool any_game) {
  engine::LoadResult loaded = engine::load_deal_log_file(path);
  if (!quiet_warnings) {
    for (const engine::LogError& w : loaded.warnings) {
      err << path << ": warning: " << engine::format_error(w) << "\n";
    }
  }
  for (const engine::LogError& e : loaded.errors) {
    err << path << ": " << engine::format_error(e) << "\n";
  }
  if (!loaded.errors.empty() || !loaded.log) {
    if (loaded.errors.empty()) err << path << ": the log could not be loaded\n";
    return std::nullopt;
  }
  if (!any_game && !cli_game(loaded.log->game).trick_position) {
    const std::string game = engine::game_display_name(loaded.log->game);
    err << path << ": a " << game << " log: this command does not read " << game
        << " yet (validate, show and solve do)\n";
    return std::nullopt;
  }
  return std::move(loaded.log);
}

std::string seat_name(const engine::DealLog& log, int seat) {
  if (seat >= 0 && static_cast<std::size_t>(seat) < log.players.size()) {
    return log.players[static_cast<std::size_t>(seat)];
  }
  return "Seat " + std::to_string(seat + 1);
}

std::string own_cards_missing(const engine::DealLog& log, int seat, bool picker) {
  return "seat " + std::to_string(seat) + " (" + seat_name(log, seat) +
         ") is to decide: the log must give all of its own cards" +
         (picker ? " (the picker's: his hand, the blind and the bury)" : "") +
         "; the other seats' may be null";
}

std::string fmt(const char* f, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

}  // namespace cli
