// The trick games' practice face (practice_face.h): Sheepshead and Schafkopf practice with its
// controller (trick_practice_controller.h), table (practice_table_panel.h), side panel
// (practice_side_panel.h) and windows (practice_windows.h).
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "app_loading.h"
#include "practice_face.h"
#include "practice_side_panel.h"
#include "practice_table_panel.h"
#include "practice_windows.h"
#include "trick_practice_controller.h"
#include "ui/log_source.h"
#include "ui/practice/games.h"
#include "ui/practice/storage.h"

namespace ui {
namespace {

class TrickFace final : public PracticeFace {
 public:
  PracticeHandle& controller() override { return practice_; }
  bool& on_screen(AppContext& ctx) override { return ctx.practice_mode; }
  void attach(AppContext& ctx) override { ctx.practice = &practice_; }
  bool plays(const std::string& game) const override {
    return practice::trick_practice_game(game).has_value();
  }
  std::optional<std::string> start(const GuiOptions& options, Settings& settings,
                                   bool screenshot) override;
  void offer_saved_game(const std::filesystem::path& dir) override {
    practice::Resumable r = practice::find_resumable(dir);
    windows_.resumable = std::move(r.session);
    windows_.resume_note = r.note;
    windows_.ask_resume = windows_.resumable != nullptr || !r.note.empty();
  }
  void take_requests(AppContext& ctx) override;
  // Its screens open through its setup, resume and menu, which leave a Sweep game running.
  bool closes_others_on_open() const override { return true; }
  void draw_table(AppContext& ctx, const PanelFrame& table) override {
    table_.draw(ctx, practice_, table);
  }
  const char* side_panel_id() const override { return "##practice_side"; }
  void draw_side(AppContext& ctx) override { side_.draw(ctx, practice_); }
  void draw_windows(AppContext& ctx, const PanelFrame& table) override {
    windows_.draw(ctx, practice_, table);
  }
  bool shows_model_errors() const override { return true; }
  void draw_last(AppContext&) override {}
  void draw_menu(AppContext& ctx) override;
  // "Back to the Sheepshead game" (the game on its table), "the practice game" before one.
  std::string back_label() const override {
    const practice::Session* s = practice_.session();
    return "Back to the " +
           (s ? engine::game_display_name(s->config().game) : std::string("practice")) + " game";
  }

 private:
  TrickPracticeController practice_;
  PracticeTablePanel table_;
  PracticeSidePanel side_;
  PracticeWindows windows_;
};

std::optional<std::string> TrickFace::start(const GuiOptions& options, Settings& settings,
                                            bool screenshot) {
  const std::string preset = options.preset.empty() ? settings.practice_preset : options.preset;
  if (options.strong) settings.practice_strong = *options.strong;
  practice::PracticeConfig game = practice_config_for(settings, preset, false);
  game.table_flags = options.table_flags;
  // A screenshot is reproducible: the given seed (default 1), bots and tutor without a time
  // budget and with few worlds, so that it is quick.
  if (options.seed_given || screenshot) game.seed = options.seed;
  if (screenshot) {
    game.bot_budget_seconds = 0;
    game.bot_max_worlds = 8;
    game.tutor_max_worlds = 8;
    game.grade_samples = 8;
  }
  if (auto error = practice_.start(
          game, practice_.data_dir ? *practice_.data_dir : std::filesystem::path())) {
    return error;
  }
  if (options.practice_actions) practice_.autoplay(*options.practice_actions);
  return std::nullopt;
}

// Practice > New game, Daily deal, Resume the saved game, Statistics.
void TrickFace::draw_menu(AppContext& ctx) {
  if (ImGui::MenuItem("New game...")) {
    ctx.show_practice_setup = true;
    ctx.practice_setup_daily = false;
  }
  if (ImGui::MenuItem("Daily deal...")) {
    ctx.show_practice_setup = true;
    ctx.practice_setup_daily = true;
  }
  if (ImGui::MenuItem("Resume the saved game", nullptr, false, practice_.data_dir.has_value())) {
    ctx.resume_request = true;
  }
  if (ImGui::MenuItem("Statistics...")) ctx.show_practice_stats = true;
}

void TrickFace::take_requests(AppContext& ctx) {
  if (!ctx.practice_review_request) return;
  // The finished hand in the analyzer (the session's review lists the key mistakes).
  ctx.practice_review_request = false;
  practice::Session* game = practice_.game();
  if (!game) return;
  std::string error;
  const int hand = game->hand_index();
  if (std::optional<engine::DealLog> log = game->hand_log_of(hand, &error)) {
    LoadedDeal loaded = replay_from_log(*log, "practice hand " + std::to_string(hand + 1));
    if (loaded.deal) {
      show_deal(ctx, std::move(*loaded.deal), ctx.settings.auto_analyze);
      ctx.practice_mode = false;
      ctx.show_practice_review = true;
    } else {
      ctx.model.report(ErrorReport{"Could not open the practice hand", std::move(loaded.errors)});
    }
  } else {
    practice_.message = "Could not open the hand: " + error;
  }
}

}  // namespace

std::unique_ptr<PracticeFace> make_trick_practice_face() {
  return std::make_unique<TrickFace>();
}

}  // namespace ui
