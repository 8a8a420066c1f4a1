// `schmier solve` of a Sheepshead log (cli_game.h): the position after N plays for the
// double-dummy solver, the picker's side against the defenders, or in a leaster the player to
// move against the rest.
#include "engine/sheepshead.h"
#include "sheepshead/cli.h"

namespace cli {

bool sheepshead_position(const engine::DealLog& log, std::size_t after, TrickPosition& out,
                         std::string* why) {
  auto hand = engine::replay_sheepshead(log, after, why);
  if (!hand) return false;
  if (hand->phase() != engine::Phase::kPlay && hand->phase() != engine::Phase::kDone) {
    *why = "the hand has no card play";
    return false;
  }
  if (hand->phase() == engine::Phase::kDone && hand->result().thrown_in) {
    *why = "the hand was thrown in (everyone passed)";
    return false;
  }
  out.pos = solver::sheepshead_position(*hand);
  out.finished = hand->phase() == engine::Phase::kDone;
  out.label = hand->is_leaster() ? "Leaster" : "Sheepshead";
  return true;
}

}  // namespace cli
