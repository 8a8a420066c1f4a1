// What a game gives self-play (solver/selfplay.h, GameModule::selfplay_table): its table for a
// preset, a deal, and one hand of that deal with a computer player in every seat. The duplicate
// rotations, the seeds, the tallies and the threads are the hall's (selfplay.cpp). Internal.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "solver/players.h"

namespace solver {

// One hand in play, every seat a computer player.
class SelfplayHand {
 public:
  virtual ~SelfplayHand() = default;
  virtual bool over() const = 0;
  virtual int to_act() const = 0;
  // The seat to act decides and its action is applied; `seconds` the time it took. On an action
  // the engine refuses: what was chosen and why ("chose QC, which the engine refused: ...").
  virtual std::optional<std::string> step(double& seconds) = 0;
  // The hand's result for `seat` in the unit selfplay counts (units, or Sweep's margin).
  virtual double result(int seat) const = 0;
};

// One deal's cards, played again in every rotation.
class SelfplayDeal {
 public:
  virtual ~SelfplayDeal() = default;
  // The hand with `players[s]` in seat s.
  virtual std::unique_ptr<SelfplayHand> hand(const std::vector<BotConfig>& players) const = 0;
};

// A game's rules for a run.
class SelfplayTable {
 public:
  virtual ~SelfplayTable() = default;
  virtual int seats() const = 0;
  // The cards of a deal from its seed, `dealer` dealing.
  virtual std::unique_ptr<SelfplayDeal> deal(std::uint64_t seed, int dealer) const = 0;
};

}  // namespace solver
