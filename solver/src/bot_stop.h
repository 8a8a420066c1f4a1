// Computer players whose card search also stops when an outside flag becomes true (a session's
// cancel, ENGINE.md): the search stops as at its hard move limit (solver/src/watchdog.h) and the
// move rests on the worlds finished. Private to the solver library (solver/src/suggest.cpp).
#pragma once

#include <atomic>
#include <memory>

#include "solver/players.h"

namespace solver {

std::unique_ptr<SheepsheadBot> make_sheepshead_bot(const BotConfig& config,
                                                   const std::atomic<bool>* stop);
std::unique_ptr<SchafkopfBot> make_schafkopf_bot(const BotConfig& config,
                                                 const std::atomic<bool>* stop);

}  // namespace solver
