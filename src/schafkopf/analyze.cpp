// `schmier analyze` of a Schafkopf hand: how its actions are written (schafkopf/cli.h).
#include "engine/schafkopf.h"
#include "schafkopf/cli.h"

namespace cli {

std::string schafkopf_action_text(const solver::Action& a, bool re_poll) {
  if (a.kind == solver::DecisionKind::kPlay && a.card < engine::kNumCards) {
    return engine::card_code(a.card) + " (" + engine::german_code(a.card) + ")";
  }
  if (a.kind == solver::DecisionKind::kDouble) {
    return std::string(a.yes ? "" : "no ") + (re_poll ? "Re" : "Kontra");
  }
  return solver::action_text(a);
}

}  // namespace cli
