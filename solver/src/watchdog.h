// A timer for the computer players' hard move limit (solver/src/players*.cpp): sets a flag at a
// deadline unless it is destroyed first. Private to the solver library.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

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

}  // namespace solver
