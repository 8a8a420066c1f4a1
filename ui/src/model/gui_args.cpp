#include "ui/gui_args.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <optional>
#include <string>

namespace ui {
namespace {

template <typename Int>
bool parse_int(std::string_view text, Int& out, Int min, Int max) {
  Int value{};
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || value < min || value > max) return false;
  out = value;
  return true;
}

// Each option's value, parsed into `o`; the error in the player's words, else nothing.
using ArgError = std::optional<std::string>;

ArgError parse_show(std::string_view v, GuiOptions& o) {
  if (v == "keys") {
    o.show_keys = true;
  } else if (v == "last-trick") {
    o.show_last_trick = true;
  } else if (v == "guess") {
    o.guess = true;
  } else if (v == "new-game") {
    o.show_new_game = true;
  } else if (v == "summary") {
    o.show_summary = true;
  } else if (v == "pile") {
    o.show_pile = true;
  } else {
    return "--show: \"" + std::string(v) +
           "\" is not keys, last-trick, guess, new-game, summary or pile";
  }
  return std::nullopt;
}

ArgError parse_table_flag(std::string_view v, GuiOptions& o) {
  const std::size_t eq = v.find('=');
  if (eq == std::string_view::npos || eq == 0 || eq + 1 == v.size()) {
    return "--table-flag: \"" + std::string(v) + "\" is not NAME=VALUE";
  }
  const std::string name(v.substr(0, eq));
  const std::string_view value = v.substr(eq + 1);
  int n = 0;
  if (value == "true" || value == "false") {
    o.table_flags.emplace_back(name, value == "true");
  } else if (parse_int(value, n, -1000000, 1000000)) {
    o.table_flags.emplace_back(name, std::int64_t{n});
  } else {
    o.table_flags.emplace_back(name, std::string(value));
  }
  return std::nullopt;
}

// --game, --preset, --opponents, --practice-actions.
ArgError parse_practice_option(std::string_view a, std::string_view v, GuiOptions& o,
                               std::string& game) {
  if (a == "--game") {
    if (v != "sheepshead" && v != "schafkopf" && v != "sweep") {
      return "--game: \"" + std::string(v) + "\" is not sheepshead, schafkopf or sweep";
    }
    game = std::string(v);
  } else if (a == "--preset") {
    const auto& ss = engine::sheepshead_preset_names();
    if (!is_practice_preset(std::string(v)) && practice_preset_game(std::string(v)) != "sweep" &&
        std::find(ss.begin(), ss.end(), v) == ss.end()) {
      std::string names;
      for (std::string_view n : ss) names += std::string(n) + ", ";
      return "--preset: \"" + std::string(v) + "\" is not a practice preset (" + names +
             "schafkopf, netschafkopf, sweep, tablanette_cp)";
    }
    o.preset = std::string(v);
  } else if (a == "--opponents") {
    if (v != "heuristic" && v != "strong") {
      return "--opponents: \"" + std::string(v) + "\" is not heuristic or strong";
    }
    o.strong = v == "strong";
  } else {
    int n = 0;
    if (!parse_int(v, n, 0, 1000)) {
      return "--practice-actions: \"" + std::string(v) +
             "\" is not a number of actions from 0 to 1000";
    }
    o.practice_actions = n;
  }
  return std::nullopt;
}

// --samples, --faces, --tab.
ArgError parse_view_option(std::string_view a, std::string_view v, GuiOptions& o) {
  if (a == "--samples") {
    int n = 0;
    if (!parse_int(v, n, kMinSamples, kMaxSamples)) {
      return "--samples: \"" + std::string(v) + "\" is not a number of worlds from " +
             std::to_string(kMinSamples) + " to " + std::to_string(kMaxSamples);
    }
    o.samples = n;
  } else if (a == "--faces") {
    if (v == "french") {
      o.faces = CardFaces::kFrench;
    } else if (v == "german") {
      o.faces = CardFaces::kGerman;
    } else {
      return "--faces: \"" + std::string(v) + "\" is not french or german";
    }
  } else if (v == "moves") {
    o.tab = SideTab::kMoves;
    o.tab_given = true;
  } else if (v == "lessons") {
    o.tab = SideTab::kLessons;
    o.tab_given = true;
  } else if (v == "hand") {
    o.tab = SideTab::kHand;
    o.tab_given = true;
  } else if (v == "review") {
    o.tab = SideTab::kReview;
    o.tab_given = true;
  } else {
    return "--tab: \"" + std::string(v) + "\" is not moves, lessons, hand or review";
  }
  return std::nullopt;
}

// --open-game, --quit-after.
ArgError parse_run_option(std::string_view a, std::string_view v, GuiOptions& o) {
  int n = 0;
  if (a == "--open-game") {
    if (!parse_int(v, n, 0, 1000000)) {
      return "--open-game: \"" + std::string(v) + "\" is not a game number";
    }
    o.open_game = n;
  } else {
    if (!parse_int(v, n, 1, 3600)) {
      return "--quit-after: \"" + std::string(v) + "\" is not a number of seconds from 1 to 3600";
    }
    o.quit_after = n;
  }
  return std::nullopt;
}

// --at, --seat, --screenshot, --size, --seed.
ArgError parse_window_option(std::string_view a, std::string_view v, GuiOptions& o) {
  if (a == "--at") {
    int n = 0;
    if (!parse_int(v, n, 0, 1000)) {
      return "--at: \"" + std::string(v) + "\" is not a number of plays (0 or more)";
    }
    o.at = n;
  } else if (a == "--seat") {
    int s = 0;
    if (!parse_int(v, s, 0, 4)) {
      return "--seat: \"" + std::string(v) + "\" is not a seat number from 0 to 4";
    }
    o.seat = s;
  } else if (a == "--screenshot") {
    if (v.empty()) return "--screenshot needs a file name";
    o.screenshot = std::string(v);
  } else if (a == "--size") {
    const auto x = v.find('x');
    int w = 0;
    int h = 0;
    if (x == std::string_view::npos || !parse_int(v.substr(0, x), w, 320, 8192) ||
        !parse_int(v.substr(x + 1), h, 240, 8192)) {
      return "--size: \"" + std::string(v) +
             "\" is not a window size like 1280x800 (at least 320x240)";
    }
    o.width = w;
    o.height = h;
    o.size_given = true;
  } else {
    std::uint64_t seed = 0;
    if (!parse_int(v, seed, std::uint64_t{0}, std::numeric_limits<std::uint64_t>::max())) {
      return "--seed: \"" + std::string(v) + "\" is not a whole number";
    }
    o.seed = seed;
    o.seed_given = true;
  }
  return std::nullopt;
}

// The options that belong together, checked once all are read.
ArgError check_combination(GuiOptions& o, const std::string& game) {
  const bool practice_only = !game.empty() || !o.preset.empty() || o.strong || o.practice_actions ||
                             !o.table_flags.empty();
  if (practice_only && !o.practice) {
    return "--game, --preset, --opponents, --table-flag and --practice-actions need --practice";
  }
  if (o.practice && !o.log_path.empty()) {
    return "--practice plays a new game; it cannot open the deal log \"" + o.log_path + "\"";
  }
  if (!o.layout_report.empty() && o.screenshot.empty()) {
    return "--layout-report needs --screenshot";
  }
  if (o.practice_actions && o.screenshot.empty()) {
    return "--practice-actions needs --screenshot";
  }
  if (!game.empty()) {
    if (o.preset.empty()) {
      o.preset = game;
    } else if (practice_preset_game(o.preset) != game) {
      return "--preset " + o.preset + " is not a " + game + " preset";
    }
  }
  return std::nullopt;
}

}  // namespace

std::string gui_usage() {
  return "usage: schmier-gui [LOG] [--at N] [--seat S] [--screenshot FILE.png] [--size WxH] "
         "[--seed N]\n"
         "                   [--samples N] [--no-analysis] [--no-auction] [--faces french|german] "
         "[--tab moves|lessons|hand|review]\n"
         "  LOG                 a deal log (JSON) to replay; without one, a demo hand is dealt;\n"
         "                      a folder or a NetSchafkopf protocol opens the Games list\n"
         "  --open-game N       with a protocol: open its game N in the board\n"
         "  --at N              start at the position after N plays\n"
         "  --seat S            show seat S's view (0 = the first seat) instead of all hands\n"
         "  --screenshot FILE   draw the app once, write it to FILE as a PNG and exit\n"
         "  --size WxH          window size in pixels (default 1280x800)\n"
         "  --seed N            seed of the demo hand (default 1)\n"
         "  --samples N         sampled worlds per decision for the analysis (1 to 1000)\n"
         "  --no-analysis       do not analyse the hand\n"
         "  --no-auction        analyse the card play only (not pick, bury and call)\n"
         "  --faces F           Schafkopf card faces: french or german suits\n"
         "  --tab T             side panel tab to show: moves, lessons, hand or review\n"
         "  --show W            open at start: keys (the key overlay), last-trick, guess,\n"
         "                      new-game (the new practice game dialog), summary (a games\n"
         "                      list's Summary tab) or pile (Sweep: the first seat's capture\n"
         "                      pile opened)\n"
         "  --quit-after S      quit after S seconds and print how many frames were drawn\n"
         "  --layout-report F   with --screenshot: write the trick's and the seats' rectangles "
         "to F (tests)\n"
         "       schmier-gui --practice [--game G] [--preset P] [--opponents O] [--seed N]\n"
         "                   [--table-flag NAME=VALUE]... [--practice-actions N]\n"
         "                   [--screenshot FILE.png]\n"
         "  --practice          play a practice game against computer players with the tutor\n"
         "  --game G            sheepshead, schafkopf or sweep (its first preset unless --preset)\n"
         "  --preset P          sheepshead, sheepshead_1988 (and the SS-14 tables of RULES.md\n"
         "                      §3.14, e.g. sheepshead_3_handed), schafkopf, netschafkopf;\n"
         "                      Sweep: sweep or tablanette_cp\n"
         "  --table-flag F=V    a Sheepshead table option over the preset (ss_players=4,\n"
         "                      ss_crack=true, ss_partner_rule=jack_of_diamonds, ...)\n"
         "  --opponents O       computer players: heuristic (quick) or strong (sampled solver)\n"
         "  --practice-actions N  with --screenshot: play N actions first (yours with the "
         "tutor's suggestions)\n"
         "keys: Left/Right previous/next card, Home/End first/last, Up/Down previous/next "
         "trick, P/N previous/next mistake, L last trick, B best line, ? or F1 all keys, Ctrl+O "
         "open, Esc "
         "cancel the analysis\n"
         "settings: $SCHMIER_CONFIG_DIR, else $XDG_CONFIG_HOME/schmier, else "
         "~/.config/schmier (settings.json, imgui.ini)\n";
}

GuiArgsResult parse_gui_args(const std::vector<std::string_view>& args) {
  GuiArgsResult result;
  GuiOptions& o = result.options;
  std::string game;  // --game
  auto fail = [&](std::string message) {
    result.error = std::move(message);
    return result;
  };
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string_view a = args[i];
    const bool has_value = i + 1 < args.size();
    ArgError error;
    if (a == "-h" || a == "--help") {
      o.help = true;
    } else if (a == "--no-analysis") {
      o.no_analysis = true;
    } else if (a == "--no-auction") {
      o.no_auction = true;
    } else if (a == "--practice") {
      o.practice = true;
    } else if (a == "--table-flag") {
      if (!has_value) return fail("--table-flag needs NAME=VALUE");
      error = parse_table_flag(args[++i], o);
    } else if (a == "--layout-report") {
      if (!has_value || args[i + 1].empty()) return fail("--layout-report needs a file name");
      o.layout_report = std::string(args[++i]);
    } else if (a == "--show" || a == "--game" || a == "--preset" || a == "--opponents" ||
               a == "--practice-actions" || a == "--samples" || a == "--faces" || a == "--tab" ||
               a == "--open-game" || a == "--quit-after" || a == "--at" || a == "--seat" ||
               a == "--screenshot" || a == "--size" || a == "--seed") {
      if (!has_value) return fail(std::string(a) + " needs a value");
      const std::string_view v = args[++i];
      if (a == "--show") {
        error = parse_show(v, o);
      } else if (a == "--game" || a == "--preset" || a == "--opponents" ||
                 a == "--practice-actions") {
        error = parse_practice_option(a, v, o, game);
      } else if (a == "--samples" || a == "--faces" || a == "--tab") {
        error = parse_view_option(a, v, o);
      } else if (a == "--open-game" || a == "--quit-after") {
        error = parse_run_option(a, v, o);
      } else {
        error = parse_window_option(a, v, o);
      }
    } else if (a.size() > 1 && a[0] == '-') {
      return fail("unknown option " + std::string(a));
    } else if (!o.log_path.empty()) {
      return fail("only one deal log can be opened (got \"" + o.log_path + "\" and \"" +
                  std::string(a) + "\")");
    } else {
      o.log_path = std::string(a);
    }
    if (error) return fail(std::move(*error));
  }
  if (ArgError error = check_combination(o, game)) return fail(std::move(*error));
  return result;
}

}  // namespace ui
