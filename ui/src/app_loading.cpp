#include "app_loading.h"

#include <fstream>
#include <sstream>
#include <utility>

#include "ui/archive_list.h"
#include "ui/log_repair.h"
#include "ui/log_source.h"
#include "ui/sweep/analysis.h"
#include "ui/sweep/practice.h"

namespace ui {

namespace fs = std::filesystem;

// The samples: installed beside the program (PREFIX/share/schmier/samples, cmake/install.cmake),
// else those of the source tree it was built from.
fs::path samples_dir() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path installed = exe.parent_path().parent_path() / "share" / "schmier" / "samples";
    if (fs::is_directory(installed, ec)) return installed;
  }
  return fs::path(SCHMIER_SAMPLES_DIR);
}

void start_analysis(AppContext& ctx) {
  if (ctx.sweep) {
    // A Sweep hand has no ReplayDeal: its log, from the turn on screen.
    ctx.runner.start_log(ctx.sweep->replay().log(),
                         gui_analysis_options(ctx.settings.samples, ctx.settings.seed),
                         ctx.sweep->analysis(), sweep_focus_turn(*ctx.sweep));
    return;
  }
  if (!ctx.model.has_deal()) return;
  ctx.runner.start(
      ctx.model.deal(),
      gui_analysis_options(ctx.settings.samples, ctx.settings.seed, ctx.settings.analyse_auction),
      ctx.model.analysis());
}

// Shows a new deal: the analysis of the old one is dropped, the new one starts when the
// settings say so.
void show_deal(AppContext& ctx, ReplayDeal deal, bool analyse) {
  ctx.runner.stop();
  // The graph opens on the win chance: who is winning, what a player reads first (issue 41).
  ctx.eval_mode = EvalMode::kChance;
  ctx.guess.clear();
  ctx.show_last_trick = false;
  ctx.sweep.reset();
  ctx.model.set_deal(std::move(deal));
  if (analyse) start_analysis(ctx);
}

// The error report of a log that could not be opened. When the problem lies in the card play,
// the first illegal play leads the list in players' words, and the log up to the last legal
// play is offered instead.
ErrorReport load_error_report(const std::string& path, std::vector<std::string> errors,
                              CardFaces faces) {
  ErrorReport report{"Could not open " + path, std::move(errors)};
  std::ifstream in(path, std::ios::binary);
  if (!in) return report;
  std::stringstream text;
  text << in.rdbuf();
  const std::string name = fs::path(path).filename().string();
  // A Sweep log: its first illegal turn in players' words, and the turns before it offered.
  if (SweepLegalPrefix sp = sweep_legal_prefix(text.str(), name); sp.found) {
    const std::string same = "plays[" + std::to_string(sp.legal_turns) + "]";
    std::erase_if(report.lines, [&](const std::string& l) { return l.rfind(same, 0) == 0; });
    for (std::string& l : report.lines) {
      l = practice::sweep_name_cards(plays_from_one(l, "turn"));
    }
    report.lines.insert(report.lines.begin(), "The first illegal play: " + sp.cause);
    report.sweep_fallback = sp.loaded.sweep;
    report.sweep_source = sp.loaded.source;
    report.sweep_viewer = sp.loaded.viewer;
    report.fallback_label =
        sp.legal_turns == 0
            ? std::string("Open it without its turns")
            : "Open it up to turn " + std::to_string(sp.legal_turns) + ", the last legal one";
    return report;
  }
  // Card names as the game names them (German ranks in Schafkopf); the game is only known from
  // the prefix, so the first attempt uses French names and Schafkopf logs are named again.
  LegalPrefix prefix = legal_prefix(text.str(), CardNames{}, name);
  if (prefix.found && prefix.deal && prefix.deal->game == GameKind::kSchafkopf) {
    prefix =
        legal_prefix(text.str(), CardNames{true, german_suits(faces, GameKind::kSchafkopf)}, name);
  }
  if (!prefix.found || !prefix.deal) return report;
  // The loader's words for that same play (in the log's card codes) would say it twice.
  const std::string same = "plays[" + std::to_string(prefix.legal_plays) + "]";
  std::erase_if(report.lines, [&](const std::string& l) { return l.rfind(same, 0) == 0; });
  // The other lines count plays as the first one does, from 1, and name cards the same way.
  const CardNames names = prefix.deal->game == GameKind::kSchafkopf
                              ? CardNames{true, german_suits(faces, GameKind::kSchafkopf)}
                              : CardNames{};
  for (std::string& l : report.lines) {
    l = players_words(l, names, prefix.deal->game == GameKind::kSchafkopf);
  }
  report.lines.insert(report.lines.begin(), "The first illegal play: " + prefix.cause);
  report.fallback = std::make_shared<const ReplayDeal>(std::move(*prefix.deal));
  report.fallback_label =
      prefix.legal_plays == 0
          ? std::string("Open it without its plays")
          : "Open it up to play " + std::to_string(prefix.legal_plays) + ", the last legal one";
  return report;
}

void show_sweep(AppContext& ctx, std::shared_ptr<const SweepReplay> sweep, std::string source,
                int viewer) {
  ctx.runner.stop();
  ctx.sweep.emplace(std::move(sweep), std::move(source), viewer);
  if (ctx.settings.auto_analyze) start_analysis(ctx);
}

// Loads a log into the model; problems go to the error dialog and the app keeps running.
void open_log(AppContext& ctx, const std::string& path) {
  if (opens_as_games(path)) {
    ctx.archive_request = std::vector<std::string>{path};
    return;
  }
  LoadedDeal loaded = load_replay_file(path);
  std::error_code ec;
  const fs::path abs = fs::absolute(path, ec);
  const std::string key = ec ? path : abs.lexically_normal().string();
  if (loaded.sweep) {
    show_sweep(ctx, loaded.sweep, loaded.source, loaded.viewer);
    add_recent(ctx.settings, key);
    ctx.settings_changed = true;
    return;
  }
  if (!loaded.deal) {
    ctx.model.report(load_error_report(path, std::move(loaded.errors), ctx.settings.faces));
    if (!fs::exists(path, ec)) {
      remove_recent(ctx.settings, key);
      ctx.settings_changed = true;
    }
    return;
  }
  show_deal(ctx, std::move(*loaded.deal), ctx.settings.auto_analyze);
  add_recent(ctx.settings, key);
  ctx.settings_changed = true;
}

}  // namespace ui
