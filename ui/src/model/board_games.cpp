// The board's registry of games (board_games.h): the one file of the model that lists them.
#include "board_games.h"

namespace ui {

const BoardGame& board_game(engine::Game game) {
  static const BoardGame sheepshead{sheepshead_trick_deal, nullptr};
  static const BoardGame schafkopf{schafkopf_trick_deal, nullptr};
  static const BoardGame sweep{nullptr, sweep_own_board};
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
