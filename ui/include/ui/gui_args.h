// Command line of schmier-gui:
//
//   schmier-gui [LOG] [--at N] [--seat S] [--screenshot FILE.png] [--size WxH] [--seed N]
//
// Errors name the argument and say what is wrong; the program prints them with the usage.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ui {

struct GuiOptions {
  std::string log_path;     // empty: a demo hand dealt with `seed`
  std::optional<int> at;    // plays to show at start; none: the start of play
  std::optional<int> seat;  // one seat's view instead of all hands
  std::string screenshot;   // write a PNG of the first frames and exit
  int width = 1280;
  int height = 800;
  std::uint64_t seed = 1;  // the demo hand's seed
  bool help = false;
};

struct GuiArgsResult {
  GuiOptions options;
  std::string error;  // empty when the arguments are fine
};

GuiArgsResult parse_gui_args(const std::vector<std::string_view>& args);
std::string gui_usage();

}  // namespace ui
