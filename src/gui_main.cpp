// schmier-gui: the desktop replay viewer. Argument parsing and the exit code; everything else
// lives in ui/.
#include <cstdio>
#include <string_view>
#include <vector>

#include "ui/app.h"
#include "ui/gui_args.h"

int main(int argc, char** argv) {
  const std::vector<std::string_view> args(argv + 1, argv + argc);
  const ui::GuiArgsResult parsed = ui::parse_gui_args(args);
  if (!parsed.error.empty()) {
    std::fprintf(stderr, "schmier-gui: %s\n%s", parsed.error.c_str(), ui::gui_usage().c_str());
    return ui::kExitBadInput;
  }
  if (parsed.options.help) {
    std::fputs(ui::gui_usage().c_str(), stdout);
    return ui::kExitOk;
  }
  return ui::run_app(parsed.options);
}
