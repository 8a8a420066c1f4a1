// A timer for the computer players' hard move limit (solver/src/<game>/players.cpp): sets a flag
// at a deadline unless it is destroyed first. Private to the solver library.
#pragma once

#include <algorithm>
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
      : Watchdog(flag, deadline, nullptr) {}
  // Also sets `flag` as soon as *stop (an outside stop, polled every few ms) becomes true.
  // Without a deadline (nullopt) only the stop counts.
  Watchdog(std::atomic<bool>& flag, std::optional<std::chrono::steady_clock::time_point> deadline,
           const std::atomic<bool>* stop)
      : thread_([this, &flag, deadline, stop] {
          std::unique_lock<std::mutex> lock(mutex_);
          for (;;) {
            if (done_) return;
            const auto now = std::chrono::steady_clock::now();
            if ((deadline && now >= *deadline) || (stop && stop->load())) {
              flag.store(true);
              return;
            }
            auto until = deadline ? *deadline : std::chrono::steady_clock::time_point::max();
            if (stop) until = std::min(until, now + std::chrono::milliseconds(2));
            cv_.wait_until(lock, until);
          }
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
// `stop` (optional) is an outside stop with the same effect (a session's cancel, ENGINE.md).
template <class Search>
void run_with_move_limit(double budget_seconds, std::chrono::steady_clock::time_point t0,
                         std::atomic<bool>& cancel, DoubleDummy& dd, Search&& search,
                         const std::atomic<bool>* stop = nullptr) {
  {
    std::optional<Watchdog> watchdog;
    std::optional<std::chrono::steady_clock::time_point> deadline;
    if (budget_seconds > 0) {
      const auto limit = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
          std::chrono::duration<double>(kHardLimitFactor * budget_seconds));
      deadline = t0 + limit;
    }
    if (deadline || stop) watchdog.emplace(cancel, deadline, stop);
    search();
  }
  if (cancel.load()) {
    dd.clear();
    cancel.store(false);
  }
}

}  // namespace solver
