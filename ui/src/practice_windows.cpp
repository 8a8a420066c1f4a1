#include "practice_windows.h"

#include <algorithm>
#include <string>
#include <vector>

#include "trick_practice_controller.h"
#include "ui/practice/storage.h"
#include "widgets.h"

namespace ui {
namespace {

const char* kPresetLabels[] = {
    "Sheepshead (leaster when all pass)", "Sheepshead 1988 (doublers when all pass)",
    "Schafkopf (Sauspiel, Wenz, Solo)", "NetSchafkopf table (Ramsch when all pass)"};

int preset_index(const std::string& preset) {
  for (int i = 0; i < 4; ++i) {
    if (preset == kPracticePresets[i]) return i;
  }
  return 0;
}

engine::Game preset_game(const std::string& preset) {
  // Any preset not Sheepshead's is Schafkopf's.
  const std::string name = practice_preset_game(preset);
  return *practice::trick_practice_game(name == "sheepshead" ? name : "schafkopf");
}

}  // namespace

practice::PracticeConfig practice_config_for(const Settings& settings, const std::string& preset,
                                             bool daily) {
  const engine::Game game = preset_game(preset);
  practice::PracticeConfig c = daily ? practice::daily_config(game, preset, practice::today_utc())
                                     : practice::new_game_config(game, preset);
  c.bots = settings.practice_strong ? solver::Strength::kStrong : solver::Strength::kHeuristic;
  c.offer_takeback = settings.offer_takeback;
  return c;
}

void PracticeWindows::draw(AppContext& ctx, TrickPracticeController& practice,
                           const PanelFrame& /*table*/) {
  if (ctx.resume_request) {
    ctx.resume_request = false;
    if (!resumable && practice.data_dir) {
      practice::Resumable r = practice::find_resumable(*practice.data_dir);
      resumable = std::move(r.session);
      resume_note = r.note;
    }
    ask_resume = resumable != nullptr || !resume_note.empty();
    if (!ask_resume) practice.message = "There is no saved game to resume.";
  }
  resume(ctx, practice);
  setup(ctx, practice);
  stats(ctx, practice);
  review(ctx, practice);
}

void PracticeWindows::review(AppContext& ctx, TrickPracticeController& practice) {
  if (ctx.practice_mode || !ctx.show_practice_review || !practice.active()) return;
  // Docked over the side panel, clear of the table (issue 20).
  const ImVec2 d = ImGui::GetIO().DisplaySize;
  const float w = std::clamp(ctx.settings.side_width, 300.0f, d.x * 0.45f);
  ImGui::SetNextWindowPos(ImVec2(d.x, ImGui::GetFrameHeight()), ImGuiCond_Always, ImVec2(1, 0));
  ImGui::SetNextWindowSize(ImVec2(w, 0), ImGuiCond_Always);
  if (!ImGui::Begin("Your key mistakes", &ctx.show_practice_review,
                    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                        ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::End();
    return;
  }
  if (practice.review_running()) {
    const JobProgress p = practice.review_progress();
    ImGui::ProgressBar(p.fraction(), ImVec2(-1, 0), "Reviewing the hand...");
  }
  if (const practice::Review* r = practice.review()) {
    if (!r->error.empty()) {
      text_wrapped("%s", r->error.c_str());
    } else {
      ImGui::Text("Your accuracy in this hand: %.1f%%", r->human.accuracy);
      if (r->mistakes.empty()) ImGui::TextColored(kDimText, "No mistakes or blunders.");
      for (std::size_t i = 0; i < r->mistakes.size(); ++i) {
        const practice::KeyMistake& m = r->mistakes[i];
        ImGui::PushID(static_cast<int>(i));
        grade_inline(m.grade, ctx.fonts, true);
        ImGui::SameLine();
        if (ImGui::SmallButton("Retry")) {
          practice.start_retry(m.action_index);
          ctx.practice_mode = true;
          ctx.show_practice_review = false;
        }
        if (ImGui::IsItemHovered()) {
          item_tooltip("Play this decision again from the same position.");
        }
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(practice::key_mistake_text(m, ctx.names()).c_str());
        for (const solver::Lesson& l : m.lessons) {
          lesson_title(l, kGoldText);
          ImGui::TextUnformatted(name_cards(l.text, ctx.names(), ctx.german_ranks()).c_str());
        }
        ImGui::PopTextWrapPos();
        ImGui::Separator();
        ImGui::PopID();
      }
    }
  }
  if (ImGui::Button("Back to the practice game")) {
    ctx.practice_mode = true;
    ctx.show_practice_review = false;
  }
  ImGui::End();
}

void PracticeWindows::resume(AppContext& ctx, TrickPracticeController& practice) {
  if (!ask_resume) return;
  const ImVec2 d = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(d.x * 0.5f, d.y * 0.4f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(440, 0));
  if (!ImGui::Begin("Resume your game?", &ask_resume,
                    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::End();
    return;
  }
  if (!resume_note.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kWarnText, "%s", resume_note.c_str());
    ImGui::PopTextWrapPos();
  }
  if (resumable) {
    const practice::PracticeConfig& c = resumable->config();
    text_wrapped("You have a practice game in progress: %s, hand %d of %d (started %s).",
                 c.preset.c_str(), resumable->hand_index() + 1, resumable->hands_total(),
                 resumable->started().c_str());
    if (ImGui::Button("Resume")) {
      practice.adopt(std::move(resumable));
      ctx.practice_mode = true;
      ask_resume = false;
    }
    ImGui::SameLine();
    if (ImGui::Button("Not now")) ask_resume = false;
  } else if (ImGui::Button("OK")) {
    ask_resume = false;
    resume_note.clear();
  }
  ImGui::End();
}

void PracticeWindows::table_options(AppContext& ctx, const engine::SheepsheadRules& base) {
  heading(ctx.fonts, "Table (Wisconsin variants)");
  // A named table sets every option at once (engine::sheepshead_preset_names()).
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
  if (ImGui::BeginCombo("Load a named table", "choose...")) {
    for (std::string_view name : engine::sheepshead_preset_names()) {
      const auto rules = engine::sheepshead_preset(name);
      if (!rules) continue;
      const std::string label(name);
      if (ImGui::Selectable(label.c_str())) table_ = practice::table_options_of(*rules);
    }
    ImGui::EndCombo();
  }
  ImGui::TextColored(kDimText, "Players:");
  for (int n : {3, 4, 5}) {
    ImGui::SameLine();
    const std::string label = std::to_string(n) + "##players";
    ImGui::RadioButton(label.c_str(), &table_.players, n);
  }
  ImGui::BeginDisabled(table_.players != 5);  // the picker is alone 3- and 4-handed (SS-14.2)
  int partner = table_.jack_of_diamonds ? 1 : 0;
  ImGui::TextColored(kDimText, "Partner:");
  ImGui::SameLine();
  ImGui::RadioButton("Called ace", &partner, 0);
  ImGui::SameLine();
  ImGui::RadioButton("Jack of diamonds", &partner, 1);
  table_.jack_of_diamonds = partner == 1;
  ImGui::SameLine();
  ImGui::BeginDisabled(!table_.jack_of_diamonds);
  ImGui::Checkbox("Call-up", &table_.call_up);
  if (ImGui::IsItemHovered()) {
    item_tooltip("A picker holding the jack of diamonds may call up the next jack he lacks");
  }
  ImGui::EndDisabled();
  ImGui::EndDisabled();
  ImGui::Checkbox("Crack", &table_.crack);
  if (ImGui::IsItemHovered()) item_tooltip("A defender may double the hand before the first lead");
  ImGui::SameLine();
  ImGui::BeginDisabled(!table_.crack);
  ImGui::Checkbox("only seats that had no chance to pick", &table_.crack_no_chance);
  ImGui::EndDisabled();
  ImGui::Checkbox("Blitz", &table_.blitz);
  if (ImGui::IsItemHovered()) item_tooltip("Show both black queens to double the hand");
  ImGui::SameLine();
  ImGui::BeginDisabled(!table_.blitz);
  ImGui::Checkbox("red queens too", &table_.blitz_red);
  ImGui::EndDisabled();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  ImGui::InputInt("Multiplier cap (0 = none)", &table_.max_multiplier);
  table_.max_multiplier = std::clamp(table_.max_multiplier, 0, 64);
  // An option whose variant is off is off too (the engine refuses it rather than ignore it).
  if (table_.players != 5) table_.jack_of_diamonds = false;
  if (!table_.jack_of_diamonds) table_.call_up = false;
  if (!table_.crack) table_.crack_no_chance = false;
  if (!table_.blitz) table_.blitz_red = false;
  ImGui::TextColored(kDimText, "%s", practice::table_options_text(table_).c_str());
  (void)base;
}

void PracticeWindows::setup(AppContext& ctx, TrickPracticeController& practice) {
  if (!ctx.show_practice_setup) return;
  if (preset_choice_ < 0) {
    preset_choice_ = preset_index(ctx.settings.practice_preset);
    strong_ = ctx.settings.practice_strong;
  }
  const ImVec2 d = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(d.x * 0.5f, d.y * 0.5f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  const char* title = ctx.practice_setup_daily ? "Daily deal###practice_setup"
                                               : "New practice game###practice_setup";
  if (!ImGui::Begin(title, &ctx.show_practice_setup,
                    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_AlwaysAutoResize |
                        ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::End();
    return;
  }
  heading(ctx.fonts, "Game");
  // Two games a row (Sheepshead's two, Schafkopf's two), so that the dialog with the table
  // options still fits a 640-pixel-high window with its buttons in view.
  if (ImGui::BeginTable("##games", 2, ImGuiTableFlags_SizingFixedFit)) {
    for (int i = 0; i < 4; ++i) {
      ImGui::TableNextColumn();
      ImGui::RadioButton(kPresetLabels[i], &preset_choice_, i);
    }
    ImGui::EndTable();
  }
  const bool sheepshead = preset_choice_ < 2;
  const engine::SheepsheadRules base =
      sheepshead ? *engine::sheepshead_preset(kPracticePresets[preset_choice_])
                 : engine::SheepsheadRules{};
  std::optional<std::string> table_problem;
  if (sheepshead) {
    table_options(ctx, base);
    table_problem = practice::check_table_options(table_, base);
    if (table_problem) ImGui::TextColored(kWarnText, "%s", table_problem->c_str());
  }
  heading(ctx.fonts, "Opponents");
  int strong = strong_ ? 1 : 0;
  ImGui::RadioButton("Quick (rules of thumb)", &strong, 0);
  ImGui::SameLine();
  ImGui::RadioButton("Strong (they think ahead; a little slower)", &strong, 1);
  strong_ = strong == 1;
  ImGui::TextColored(kDimText, "You sit at the bottom of the table; the tutor grades every move.");
  if (ctx.practice_setup_daily) {
    ImGui::TextColored(kDimText, "The daily deal: the same cards for everyone on %s.",
                       practice::today_utc().c_str());
  }
  ImGui::Spacing();
  ImGui::BeginDisabled(table_problem.has_value());
  const bool start =
      ImGui::Button(ctx.practice_setup_daily ? "Play the daily deal" : "Start the game");
  ImGui::EndDisabled();
  if (start) {
    const std::string preset = kPracticePresets[preset_choice_];
    ctx.settings.practice_preset = preset;
    ctx.settings.practice_strong = strong_;
    ctx.settings_changed = true;
    practice::PracticeConfig c =
        practice_config_for(ctx.settings, preset, ctx.practice_setup_daily);
    if (sheepshead) c.table_flags = practice::table_flags(table_, base);
    if (auto error =
            practice.start(c, practice.data_dir ? *practice.data_dir : std::filesystem::path())) {
      practice.message = "The game could not start: " + *error;
    } else {
      ctx.practice_mode = true;
      ctx.show_practice_setup = false;
      ctx.practice_setup_daily = false;
    }
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel")) {
    ctx.show_practice_setup = false;
    ctx.practice_setup_daily = false;
  }
  ImGui::End();
}

void PracticeWindows::stats(AppContext& ctx, TrickPracticeController& practice) {
  if (!ctx.show_practice_stats) return;
  // Docked at the right, over the side panel, clear of the table (issue 20).
  const ImVec2 d = ImGui::GetIO().DisplaySize;
  const float w = std::clamp(ctx.settings.side_width, 360.0f, std::max(360.0f, d.x * 0.45f));
  ImGui::SetNextWindowPos(ImVec2(d.x, ImGui::GetFrameHeight()), ImGuiCond_Always, ImVec2(1, 0));
  ImGui::SetNextWindowSize(ImVec2(w, std::min(460.0f, d.y - ImGui::GetFrameHeight())),
                           ImGuiCond_Always);
  if (!ImGui::Begin("Practice statistics", &ctx.show_practice_stats,
                    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                        ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::End();
    return;
  }
  practice::Stats loaded;
  const practice::Stats* st = nullptr;
  if (practice.game()) {
    st = &practice.game()->stats();
  } else if (practice.data_dir) {
    // No game on screen: read the file (small) each frame the window is open.
    practice::StatsLoad l = practice::load_stats(practice::stats_file(*practice.data_dir));
    loaded = std::move(l.stats);
    st = &loaded;
  }
  if (!st) {
    ImGui::TextColored(kDimText, "No statistics folder.");
    ImGui::End();
    return;
  }
  if (practice.data_dir && ImGui::Button("Your games: accuracy and mistakes per hand")) {
    ctx.archive_request =
        std::vector<std::string>{practice::history_dir(*practice.data_dir).string()};
    ctx.archive_player = "You";
  }
  heading(ctx.fonts, "Accuracy over time");
  if (st->hands.empty()) {
    ImGui::TextColored(kDimText, "Review a hand (after it ends) to see your accuracy here.");
  } else {
    std::vector<float> acc;
    for (const practice::HandAccuracyEntry& h : st->hands) {
      acc.push_back(static_cast<float>(h.accuracy));
    }
    if (acc.size() == 1) {
      // One value is not a curve: say it instead of drawing an empty axis.
      ImGui::Text("One reviewed hand so far: %d%% accuracy.", static_cast<int>(acc.back()));
      ImGui::TextColored(kDimText, "Review more hands to see how your accuracy changes.");
    } else {
      const std::string label = "last: " + std::to_string(static_cast<int>(acc.back())) + "%";
      ImGui::PlotLines("##accuracy", acc.data(), static_cast<int>(acc.size()), 0, label.c_str(), 0,
                       100, ImVec2(ImGui::GetContentRegionAvail().x, 110));
      ImGui::TextColored(kDimText, "%zu reviewed hands, oldest on the left (0 to 100%%).",
                         acc.size());
    }
  }
  heading(ctx.fonts, "Lessons you missed most");
  const auto missed = st->top_missed(5);
  if (missed.empty()) ImGui::TextColored(kDimText, "None yet.");
  for (const auto& [id, n] : missed) ImGui::BulletText("%s: %d times", id.c_str(), n);
  heading(ctx.fonts, "Results per preset");
  if (st->presets.empty()) ImGui::TextColored(kDimText, "No hands played yet.");
  if (!st->presets.empty() &&
      ImGui::BeginTable("##presets", 5, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("Preset");
    ImGui::TableSetupColumn("Hands");
    ImGui::TableSetupColumn("Won");
    ImGui::TableSetupColumn("Units");
    ImGui::TableSetupColumn("Games won");
    ImGui::TableHeadersRow();
    for (const auto& [name, r] : st->presets) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(name.c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", r.hands);
      ImGui::TableNextColumn();
      ImGui::Text("%d", r.hands_won);
      ImGui::TableNextColumn();
      ImGui::Text("%lld", r.units);
      ImGui::TableNextColumn();
      ImGui::Text("%d of %d", r.games_won, r.games);
    }
    ImGui::EndTable();
  }
  ImGui::End();
}

}  // namespace ui
