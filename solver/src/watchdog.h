// A timer for the computer players' hard move limit (solver/src/<game>/players.cpp): sets a flag
// at a deadline unless it is destroyed first. Private to the solver library.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

#include "solver/dd.h"

namespace solver {

// A search still running at this many times the move budget is stopped (the unfinished world is
// dropped), so that an expensive opening lead cannot hold the table up for seconds.
inline constexpr double kHardLimitFactor = 4.0;

class Watchdog {
 public:
  Watchdog(std::atomic<bool>& flag, std::chrono::steady_clock::time_point deadline)
      : thread_([this, &flag, deadline] {
          std::unique_lock<std::mutex> lock(mutex_);
          if (!cv_.wait_until(lock, deadline, [this] { return done_; })) flag.store(true);
        }) {}
  ~Watchdog() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    cv_.notify_one();
    thread_.join();
  }
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  bool done_ = false;
  std::thread thread_;  // last: started once the members it uses exist
};

// Runs `search` (a computer player's card search on `dd`, which polls `cancel`) under the hard
// move limit: with a positive budget, `cancel` is set at t0 + kHardLimitFactor * budget. A search
// that was stopped may leave half-proven bounds in the table, so the table is then forgotten and
// the flag cleared for the next move.
template <class Search>
void run_with_move_limit(double budget_seconds, std::chrono::steady_clock::time_point t0,
                         std::atomic<bool>& cancel, DoubleDummy& dd, Search&& search) {
  {
    std::optional<Watchdog> watchdog;
    if (budget_seconds > 0) {
      const auto limit = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
          std::chrono::duration<double>(kHardLimitFactor * budget_seconds));
      watchdog.emplace(cancel, t0 + limit);
    }
    search();
  }
  if (cancel.load()) {
    dd.clear();
    cancel.store(false);
  }
}

}  // namespace solver
