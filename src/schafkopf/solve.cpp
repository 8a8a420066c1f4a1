// `schmier solve` of a Schafkopf log (cli_game.h): the position after N plays for the
// double-dummy solver, the declaring party against the rest, or in a Ramsch the player to move
// against the rest.
#include "engine/schafkopf.h"
#include "schafkopf/cli.h"

namespace cli {

bool schafkopf_position(const engine::DealLog& log, std::size_t after, TrickPosition& out,
                        std::string* why) {
  auto sk = engine::replay_schafkopf_log(log, after, why);
  if (!sk) return false;
  out.ramsch = std::make_unique<solver::RamschLeafContext>();
  *out.ramsch = {sk->rules, sk->contract, static_cast<int>(sk->doubles.size())};
  out.pos =
      solver::schafkopf_position(sk->rules, sk->contract, sk->replay.setup, sk->replay.state,
                                 sk->dealt, static_cast<int>(sk->doubles.size()), out.ramsch.get());
  out.finished = sk->replay.state.finished(sk->replay.setup.play);
  out.label = engine::contract_name(sk->contract);
  return true;
}

}  // namespace cli
