// The analyzer's pool of worker threads (solver/src/analysis.cpp): the decisions in flight
// share it, the earliest decision first. Internal to the analyzer.
#pragma once

#include <algorithm>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace solver::analysis_detail {

// --- A pool of worker threads shared by the decisions in flight ---------------------------
//
// Several callers may run batches at once (Analyzer::analyze keeps two decisions in flight);
// each run() blocks its caller until its own jobs are done. A free worker takes the next job
// of the run with the lowest key (the earliest decision) first, so a later decision only gets
// the cores the earlier one leaves idle; with no job left anywhere it starts a speculative job
// of the earliest run that still has jobs running. The callers only wait: the workers are the
// n threads of the pool (worker indices 0..n-1).

class Pool {
 public:
  explicit Pool(int n) {
    for (int i = 0; i < std::max(1, n); ++i) workers_.emplace_back([this, i] { loop(i); });
  }
  ~Pool() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      quit_ = true;
    }
    cv_.notify_all();
    for (std::thread& t : workers_) t.join();
  }
  int size() const { return static_cast<int>(workers_.size()); }

  // Runs fn(job, worker) for every job in [0, jobs); returns when all are done. Speculative
  // jobs: a worker that finds no job of any run left while a job of this run still runs starts
  // spec(0), spec(1), ... in order instead of idling (work that may be needed next), until every
  // job of this run is done; run then waits for the speculative jobs already started. Returns
  // how many were started (they are a prefix of [0, spec_jobs), all finished).
  int run(int key, int jobs, const std::function<void(int, int)>& fn, int spec_jobs = 0,
          const std::function<void(int, int)>* spec = nullptr) {
    Batch b;
    b.key = key;
    b.fn = &fn;
    b.spec = spec;
    b.jobs = jobs;
    b.spec_jobs = spec ? spec_jobs : 0;
    std::unique_lock<std::mutex> lock(mu_);
    auto at = std::find_if(batches_.begin(), batches_.end(),
                           [&](const Batch* o) { return o->key > key; });
    batches_.insert(at, &b);
    cv_.notify_all();
    done_cv_.wait(lock, [&] { return b.next == b.jobs && b.running == 0 && b.spec_running == 0; });
    batches_.erase(std::find(batches_.begin(), batches_.end(), &b));
    return b.spec_next;
  }

 private:
  struct Batch {
    int key = 0;
    const std::function<void(int, int)>* fn = nullptr;
    const std::function<void(int, int)>* spec = nullptr;
    int jobs = 0;
    int next = 0;
    int running = 0;  // jobs (not speculative ones) started and not finished
    int spec_jobs = 0;
    int spec_next = 0;
    int spec_running = 0;
  };

  // The next job for a free worker (under the lock): a job of the earliest batch that has one
  // left, else a speculative job of the earliest batch whose jobs are still running.
  bool take(Batch*& batch, int& job, bool& speculative) {
    for (Batch* b : batches_) {
      if (b->next < b->jobs) {
        batch = b;
        job = b->next++;
        ++b->running;
        speculative = false;
        return true;
      }
    }
    for (Batch* b : batches_) {
      if (b->running > 0 && b->spec_next < b->spec_jobs) {
        batch = b;
        job = b->spec_next++;
        ++b->spec_running;
        speculative = true;
        return true;
      }
    }
    return false;
  }

  void loop(int worker) {
    std::unique_lock<std::mutex> lock(mu_);
    for (;;) {
      Batch* b = nullptr;
      int job = 0;
      bool speculative = false;
      cv_.wait(lock, [&] { return quit_ || take(b, job, speculative); });
      if (!b) return;  // quit
      lock.unlock();
      (*(speculative ? b->spec : b->fn))(job, worker);
      lock.lock();
      --(speculative ? b->spec_running : b->running);
      if (b->next == b->jobs && b->running == 0 && b->spec_running == 0) done_cv_.notify_all();
    }
  }

  std::vector<std::thread> workers_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::condition_variable done_cv_;
  std::vector<Batch*> batches_;  // runs in progress, by key
  bool quit_ = false;
};

}  // namespace solver::analysis_detail
