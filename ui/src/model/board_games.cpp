// The board's registry of games (board_games.h): the one file of the model that lists them.
#include "board_games.h"

namespace ui {

const BoardGame& board_game(engine::Game game) {
  static const BoardGame sheepshead = sheepshead_board_game();
  static const BoardGame schafkopf = schafkopf_board_game();
  static const BoardGame sweep = sweep_board_game();
  switch (game) {
    case engine::Game::kSheepshead:
      return sheepshead;
    case engine::Game::kSweep:
      return sweep;
    case engine::Game::kSchafkopf:
      break;
  }
  return schafkopf;
}

}  // namespace ui
