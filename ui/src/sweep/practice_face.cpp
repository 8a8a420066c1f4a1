// Sweep's practice face (../practice_face.h): Sweep practice with its controller
// (practice_controller.h) and panel (practice_panel.h: the table, the side panel, the resume
// offer), started from the command line or Practice > Sweep.
#include <imgui.h>

#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "../practice_face.h"
#include "../trick_practice_controller.h"  // one practice game at a time
#include "sweep/practice_controller.h"
#include "sweep/practice_panel.h"
#include "ui/practice/record.h"
#include "ui/practice/storage.h"
#include "ui/sweep/practice.h"

namespace ui {
namespace {

class SweepFace final : public PracticeFace {
 public:
  PracticeHandle& controller() override { return practice_; }
  bool& on_screen(AppContext&) override { return panel_.on_screen; }
  void attach(AppContext&) override {}
  bool plays(const std::string& game) const override { return game == "sweep"; }
  std::optional<std::string> start(const GuiOptions& options, Settings& settings,
                                   bool screenshot) override;
  void offer_saved_game(const std::filesystem::path& dir) override {
    if (practice::saved_game_kind(dir) == "sweep") offer(dir);
  }
  void take_requests(AppContext& ctx) override;
  // Its screens open through its own request and resume offer, which stop the trick game.
  bool closes_others_on_open() const override { return false; }
  void draw_table(AppContext& ctx, const PanelFrame& table) override {
    panel_.draw_table(ctx, practice_, table);
  }
  const char* side_panel_id() const override { return "##sweep_practice_side"; }
  void draw_side(AppContext& ctx) override { panel_.draw_side(ctx, practice_); }
  bool shows_model_errors() const override { return false; }
  void draw_last(AppContext& ctx) override { panel_.draw_windows(ctx, practice_); }
  // Practice > Sweep: a new game or the daily deal of each Sweep preset.
  void draw_menu(AppContext&) override {
    if (!ImGui::BeginMenu("Sweep")) return;
    for (const char* preset : {"sweep", "tablanette_cp"}) {
      ImGui::PushID(preset);
      if (ImGui::MenuItem((std::string("New game: ") + preset).c_str())) {
        request_ = std::make_pair(std::string(preset), false);
      }
      if (ImGui::MenuItem((std::string("Daily deal: ") + preset).c_str())) {
        request_ = std::make_pair(std::string(preset), true);
      }
      ImGui::PopID();
    }
    ImGui::EndMenu();
  }
  std::string back_label() const override { return "Back to the Sweep game"; }

 private:
  // The saved Sweep game in `dir` (or why it cannot be resumed), offered.
  void offer(const std::filesystem::path& dir) {
    practice::SweepResumable sr = practice::find_sweep_resumable(dir);
    panel_.resumable = std::move(sr.session);
    panel_.resume_note = sr.note;
    panel_.ask_resume = panel_.resumable != nullptr || !sr.note.empty();
  }
  std::filesystem::path dir() const {
    return practice_.data_dir ? *practice_.data_dir : std::filesystem::path();
  }

  SweepPracticeController practice_;
  SweepPracticePanel panel_;
  // The Practice menu's choice: a preset, and whether its daily deal.
  std::optional<std::pair<std::string, bool>> request_;
};

std::optional<std::string> SweepFace::start(const GuiOptions& options, Settings& settings,
                                            bool screenshot) {
  practice::SweepConfig game = practice::sweep_new_game_config(options.preset);
  game.bots = (options.strong ? *options.strong : settings.practice_strong)
                  ? solver::Strength::kStrong
                  : solver::Strength::kHeuristic;
  game.offer_takeback = settings.offer_takeback;
  // A screenshot is reproducible and quick: the given seed (default 1), few worlds.
  if (options.seed_given || screenshot) game.seed = options.seed;
  if (screenshot) {
    game.bot_max_worlds = 4;
    game.tutor_max_worlds = 4;
    game.grade_samples = 4;
  }
  if (auto error = practice_.start(game, dir())) return error;
  // With a number of turns, the picture shows a capture choice: a card that can take, selected.
  if (options.practice_actions) practice_.autoplay(*options.practice_actions, true);
  return std::nullopt;
}

void SweepFace::take_requests(AppContext& ctx) {
  if (request_) {
    // Practice > Sweep: a new game or the daily deal, with the settings' opponents.
    const auto [preset, daily] = *request_;
    request_.reset();
    if (ctx.practice)
      ctx.practice->stop();  // one practice game at a time (the saved game, the
                             // statistics)
    practice::SweepConfig game = daily ? practice::sweep_daily_config(preset, practice::today_utc())
                                       : practice::sweep_new_game_config(preset);
    game.bots =
        ctx.settings.practice_strong ? solver::Strength::kStrong : solver::Strength::kHeuristic;
    game.offer_takeback = ctx.settings.offer_takeback;
    if (auto error = practice_.start(game, dir())) practice_.message = *error;
    panel_.on_screen = true;
    ctx.practice_mode = false;
  }
  if (ctx.resume_request && practice_.data_dir &&
      practice::saved_game_kind(*practice_.data_dir) == "sweep") {
    // The saved game is a Sweep game: its own offer (practice_panel.h).
    ctx.resume_request = false;
    offer(*practice_.data_dir);
  }
}

}  // namespace

std::unique_ptr<PracticeFace> make_sweep_practice_face() {
  return std::make_unique<SweepFace>();
}

}  // namespace ui
