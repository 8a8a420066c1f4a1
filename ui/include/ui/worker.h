// Background work for schmier-gui: one job at a time on its own thread, with progress, cancel
// and results handed to the UI thread through a mutex-guarded queue. The UI thread never waits
// for a job: start() retires a running job (cancels it and lets it finish on its own), poll()
// only takes the lock long enough to move the queued results out, and retired threads are
// joined once they have ended (or in the destructor).
//
// A job is a function that gets a JobContext: it reports progress, checks cancelled() between
// units of work (and may hand cancel_flag() to a search that polls it), and posts results one
// by one as they are ready.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace ui {

enum class JobState : std::uint8_t { kIdle, kRunning, kDone, kCancelled };

struct JobProgress {
  int done = 0;
  int total = 0;
  float fraction() const {
    return total > 0 ? static_cast<float>(done) / static_cast<float>(total) : 0.0f;
  }
};

template <typename Result>
class Worker {
  struct Shared {
    std::mutex mutex;
    std::vector<Result> queue;
    std::atomic<bool> cancel{false};
    std::atomic<bool> finished{false};
    std::atomic<int> done{0};
    std::atomic<int> total{0};
  };

 public:
  class JobContext {
   public:
    explicit JobContext(Shared& s) : s_(s) {}
    bool cancelled() const { return s_.cancel.load(std::memory_order_relaxed); }
    const std::atomic<bool>* cancel_flag() const { return &s_.cancel; }
    void set_total(int total) { s_.total.store(total); }
    void set_done(int done) { s_.done.store(done); }
    void post(Result r) {
      std::lock_guard lock(s_.mutex);
      s_.queue.push_back(std::move(r));
    }

   private:
    Shared& s_;
  };
  using Job = std::function<void(JobContext&)>;

  Worker() = default;
  Worker(const Worker&) = delete;
  Worker& operator=(const Worker&) = delete;
  ~Worker() {
    retire();
    for (auto& t : retired_) t.thread.join();
  }

  // Starts `job`, retiring the one that runs (its later results are dropped).
  void start(Job job) {
    retire();
    auto shared = std::make_shared<Shared>();
    current_ = shared;
    state_ = JobState::kRunning;
    thread_ = std::thread([shared, job = std::move(job)] {
      JobContext ctx(*shared);
      job(ctx);
      shared->finished.store(true, std::memory_order_release);
    });
  }

  // Asks the running job to stop; its results so far stay available to poll().
  void cancel() {
    if (current_) current_->cancel.store(true);
  }

  // Moves out the results queued since the last call and updates state(). Never blocks on the
  // job (the lock is only held while a result is appended).
  std::vector<Result> poll() {
    std::vector<Result> out;
    if (current_) {
      const bool finished = current_->finished.load(std::memory_order_acquire);
      {
        std::lock_guard lock(current_->mutex);
        out.swap(current_->queue);
      }
      if (finished && state_ == JobState::kRunning) {
        state_ = current_->cancel.load() ? JobState::kCancelled : JobState::kDone;
        thread_.join();
      }
    }
    reap();
    return out;
  }

  JobState state() const { return state_; }
  bool running() const { return state_ == JobState::kRunning; }
  JobProgress progress() const {
    if (!current_) return {};
    return {current_->done.load(), current_->total.load()};
  }
  // Threads of retired jobs that have not ended yet (for tests).
  std::size_t retiring() const { return retired_.size(); }

  // Forgets the current job (retiring it if it runs): state() is kIdle again.
  void reset() {
    retire();
    state_ = JobState::kIdle;
  }

 private:
  struct Retired {
    std::shared_ptr<Shared> shared;
    std::thread thread;
  };

  void retire() {
    if (current_ && thread_.joinable()) {
      current_->cancel.store(true);
      retired_.push_back(Retired{current_, std::move(thread_)});
    }
    current_.reset();
  }

  void reap() {
    for (auto it = retired_.begin(); it != retired_.end();) {
      if (it->shared->finished.load(std::memory_order_acquire)) {
        it->thread.join();
        it = retired_.erase(it);
      } else {
        ++it;
      }
    }
  }

  std::shared_ptr<Shared> current_;
  std::thread thread_;
  std::vector<Retired> retired_;
  JobState state_ = JobState::kIdle;
};

}  // namespace ui
