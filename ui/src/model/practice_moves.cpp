// Moves of a practice hand: text for people, codes for the saved game, and the rules of the
// practice presets.
#include <algorithm>
#include <array>
#include <bit>
#include <sstream>

#include "practice_games.h"
#include "ui/practice/session.h"
#include "ui/practice/storage.h"

namespace ui::practice {

std::vector<std::string_view> split_code(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (true) {
    const std::size_t at = s.find(sep, start);
    if (at == std::string_view::npos) {
      out.push_back(s.substr(start));
      return out;
    }
    out.push_back(s.substr(start, at - start));
    start = at + 1;
  }
}

std::optional<engine::Suit> suit_of_code(std::string_view s) {
  if (s.size() != 1) return std::nullopt;
  switch (s[0]) {
    case 'C':
      return engine::Suit::kClubs;
    case 'S':
      return engine::Suit::kSpades;
    case 'H':
      return engine::Suit::kHearts;
    case 'D':
      return engine::Suit::kDiamonds;
    default:
      return std::nullopt;
  }
}

std::optional<engine::Card> card_of_move_code(std::string_view s) {
  // Only canonical French codes ("QC", "TD"): a German code would be ambiguous to read back.
  if (s.size() != 2) return std::nullopt;
  auto c = engine::parse_card(s);
  if (!c || engine::card_code(*c) != s) return std::nullopt;
  return c;
}

std::optional<int> small_int_of_code(std::string_view s) {
  if (s.empty() || s.size() > 3) return std::nullopt;
  int v = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9') return std::nullopt;
    v = v * 10 + (ch - '0');
  }
  return v;
}

std::string move_text(const Move& m) {
  if (const auto* a = std::get_if<solver::Action>(&m)) return solver::action_text(*a);
  return solver::sk_action_text(std::get<solver::SkAction>(m));
}

std::string move_code(const Move& m) {
  if (const auto* a = std::get_if<solver::Action>(&m)) return ss_move_code(*a);
  return sk_move_code(std::get<solver::SkAction>(m));
}

std::optional<Move> parse_move_code(engine::Game game, std::string_view code, std::string* error) {
  std::string why;
  std::optional<Move> m = trick_practice_face(game).parse_move(code, split_code(code, ':'), &why);
  if (!m && error) *error = "action \"" + std::string(code) + "\": " + why;
  return m;
}

// --- Presets ---------------------------------------------------------------------------------

std::optional<engine::SheepsheadRules> practice_sheepshead_rules(std::string_view preset) {
  const auto& names = engine::sheepshead_preset_names();
  if (std::find(names.begin(), names.end(), preset) == names.end()) return std::nullopt;
  return engine::sheepshead_preset(preset);
}

std::optional<engine::SheepsheadRules> practice_sheepshead_rules(const PracticeConfig& c,
                                                                 std::string* error) {
  auto rules = practice_sheepshead_rules(c.preset);
  if (!rules) {
    std::string names;
    for (std::string_view n : engine::sheepshead_preset_names()) {
      names += (names.empty() ? "" : ", ") + std::string(n);
    }
    if (error) *error = "\"" + c.preset + "\" is not a Sheepshead preset (" + names + ")";
    return std::nullopt;
  }
  for (const auto& [name, value] : c.table_flags) {
    if (auto e = engine::set_sheepshead_flag(*rules, name, value)) {
      if (error) *error = "table option " + name + ": " + *e;
      return std::nullopt;
    }
  }
  if (auto e = engine::check_sheepshead_rules(*rules)) {
    if (error) *error = "the table options do not make a table: " + *e;
    return std::nullopt;
  }
  return rules;
}

int practice_seats(const PracticeConfig& c) {
  if (sheepshead_hand_game(c.game)) {
    if (auto r = practice_sheepshead_rules(c, nullptr)) return r->seats();
  }
  return engine::seat_count(c.game);
}

std::optional<engine::SchafkopfRules> practice_schafkopf_rules(std::string_view preset) {
  if (preset == "schafkopf") return engine::schafkopf_preset("schafkopf");
  if (preset != "netschafkopf") return std::nullopt;
  // The NetSchafkopf table's settings (engine/netschafkopf.h).
  engine::SchafkopfRules r = *engine::schafkopf_preset("schafkopf");
  r.all_pass = engine::SkAllPass::kRamsch;
  r.ramsch_jungfrau = true;
  r.runner_ladder = engine::SkRunnerLadder::kAllTrumps;
  r.runners_min_wenz_geier = 3;
  r.tout_value = engine::SkToutValue::kDoubleSolo;
  r.tariff_sauspiel = 2;
  r.tariff_solo = 5;
  r.tariff_ramsch = 1;
  r.tariff_bonus = 1;
  return r;
}

std::optional<std::string> check_config(const PracticeConfig& c) {
  if (sheepshead_hand_game(c.game)) {
    std::string error;
    if (!practice_sheepshead_rules(c, &error)) return error;
  } else if (!practice_schafkopf_rules(c.preset)) {
    return "\"" + c.preset + "\" is not a Schafkopf preset (schafkopf, netschafkopf)";
  } else if (!c.table_flags.empty()) {
    return "table options are Sheepshead flags (ss_*); Schafkopf takes its preset only";
  }
  if (auto err = check_seat_seed_counts(
          c.human_seat, practice_seats(c), c.daily, c.seed,
          {c.bot_max_worlds, c.tutor_max_worlds, c.grade_samples, c.review_samples})) {
    return err;
  }
  if (!(c.bot_budget_seconds >= 0 && c.bot_budget_seconds <= 60)) {
    return "the computer players' time per move must be between 0 and 60 seconds";
  }
  return std::nullopt;
}

PracticeConfig daily_config(engine::Game game, const std::string& preset, const std::string& date) {
  PracticeConfig c;
  c.game = game;
  c.preset = preset;
  c.daily = date;
  c.seed = daily_seed(date).value_or(0);
  return c;
}

PracticeConfig new_game_config(engine::Game game, const std::string& preset) {
  PracticeConfig c;
  c.game = game;
  c.preset = preset;
  c.seed = random_seed();
  return c;
}

}  // namespace ui::practice
