// The practice mode's windows: the new-game choice (game, preset, Sheepshead's table options,
// opponents; New game or the Daily deal), the welcome question "Resume your game?" and the
// statistics (accuracy over time, the most missed lessons, results per preset). The score
// table is the side panel's (practice_side_panel.cpp).
#pragma once

#include <memory>
#include <string>

#include "app_context.h"
#include "panel.h"
#include "ui/practice/session.h"
#include "ui/practice/table_options.h"

namespace ui {

class TrickPracticeController;

// A game of `preset` (a new random seed, or today's daily deal) with the settings' opponents
// and take-back offer.
practice::PracticeConfig practice_config_for(const Settings& settings, const std::string& preset,
                                             bool daily);

struct PracticeWindows {
  // The saved game found at start, offered once.
  std::unique_ptr<practice::Session> resumable;
  std::string resume_note;  // why a saved game could not be resumed
  bool ask_resume = false;

  void draw(AppContext& ctx, TrickPracticeController& practice, const PanelFrame& table);

 private:
  void setup(AppContext& ctx, TrickPracticeController& practice);
  void resume(AppContext& ctx, TrickPracticeController& practice);
  void stats(AppContext& ctx, TrickPracticeController& practice);
  void review(AppContext& ctx, TrickPracticeController& practice);
  // The Sheepshead table options (SS-14) of the new-game dialog.
  void table_options(AppContext& ctx, const engine::SheepsheadRules& base);
  int preset_choice_ = -1;
  bool strong_ = false;
  practice::TableOptions table_;
};

}  // namespace ui
