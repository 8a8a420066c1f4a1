// The games practice plays (ui/practice/games.h, practice_games.h): the one shared ui file that
// names them for practice. A trick game adds its wing's face here.
#include "practice_games.h"

#include "practice_hands.h"

namespace ui::practice {

engine::Game default_practice_game() {
  return engine::Game::kSheepshead;
}

std::string practice_game_name(engine::Game g) {
  switch (g) {
    case engine::Game::kSheepshead:
      return "sheepshead";
    case engine::Game::kSchafkopf:
      return "schafkopf";
    case engine::Game::kSweep:
      return "sweep";
  }
  return "sheepshead";
}

std::optional<engine::Game> trick_practice_game(std::string_view name) {
  if (name == "sheepshead") return engine::Game::kSheepshead;
  if (name == "schafkopf") return engine::Game::kSchafkopf;
  return std::nullopt;
}

bool sheepshead_hand_game(engine::Game g) {
  return g == engine::Game::kSheepshead;
}

bool german_card_game(engine::Game g) {
  return g == engine::Game::kSchafkopf;
}

const TrickPracticeFace& trick_practice_face(engine::Game g) {
  static const TrickPracticeFace sheepshead{ss_practice_hands, ss_compute_grade, ss_compute_review,
                                            ss_parse_move_code};
  static const TrickPracticeFace schafkopf{sk_practice_hands, sk_compute_grade, sk_compute_review,
                                           sk_parse_move_code};
  return g == engine::Game::kSheepshead ? sheepshead : schafkopf;
}

}  // namespace ui::practice
