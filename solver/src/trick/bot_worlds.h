// What the strong trick bots (../sheepshead/players.cpp, ../schafkopf/players.cpp) share: the
// solver options of a bot's own search, the clock, and the worlds a card decision is valued in
// (solver/players.h BotConfig: every consistent world when there are at most max_worlds, else
// sampled worlds from seeded streams until max_worlds or, past min_worlds, the move budget).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "solver/dd.h"
#include "solver/players.h"
#include "solver/sampler.h"

namespace solver::trick {

inline double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// A bot's double-dummy solver: a small transposition table (2 MiB).
inline SolverOptions bot_dd_options() {
  SolverOptions so;
  so.tt_bytes = std::size_t{2} << 20;
  return so;
}

class BotWorlds {
 public:
  // The sampler must have worlds (count() > 0); `decision` numbers the decision for the seeds.
  BotWorlds(const WorldSampler& sampler, const BotConfig& config, int decision,
            std::chrono::steady_clock::time_point t0)
      : sampler_(sampler),
        config_(config),
        decision_(decision),
        t0_(t0),
        max_worlds_(std::max(1, config.max_worlds)),
        min_worlds_(std::clamp(config.min_worlds, 1, max_worlds_)),
        exact_(sampler.count() <= max_worlds_) {
    if (exact_) worlds_ = sampler.enumerate();
  }

  // Every consistent world is valued (no sampling).
  bool exact() const { return exact_; }
  // The index of the world the last next() gave.
  int index() const { return index_; }

  // The next world; false when the worlds or the budget are used up.
  bool next(World& w) {
    const int wi = ++index_;
    if (exact_ && wi >= static_cast<int>(worlds_.size())) return false;
    if (!exact_ && wi >= max_worlds_) return false;
    if (!exact_ && wi >= min_worlds_ && config_.budget_seconds > 0 &&
        seconds_since(t0_) >= config_.budget_seconds) {
      return false;
    }
    if (exact_) {
      w = worlds_[static_cast<std::size_t>(wi)];
    } else {
      engine::Rng rng(world_seed(config_.seed, decision_, wi));
      w = sampler_.sample(rng);
    }
    return true;
  }

 private:
  const WorldSampler& sampler_;
  const BotConfig& config_;
  int decision_ = 0;
  std::chrono::steady_clock::time_point t0_;
  int max_worlds_ = 1;
  int min_worlds_ = 1;
  bool exact_ = false;
  std::vector<World> worlds_;
  int index_ = -1;
};

}  // namespace solver::trick
