// The background worker (ui/worker.h): results arrive while the job runs, progress and cancel
// work, a new job retires the old one without waiting for it, and poll() never blocks on a job.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

#include "ui/worker.h"

using namespace std::chrono_literals;

namespace {

// A gate the test opens to let a job go on, so that every check happens at a known point.
struct Gate {
  std::mutex m;
  std::condition_variable cv;
  int opened = 0;
  void open() {
    {
      std::lock_guard lock(m);
      ++opened;
    }
    cv.notify_all();
  }
  // Waits until the gate has been opened `n` times, or the job is cancelled.
  template <typename Ctx>
  void wait(int n, const Ctx& ctx) {
    std::unique_lock lock(m);
    while (opened < n && !ctx.cancelled()) cv.wait_for(lock, 5ms);
  }
};

// Polls `done` until it holds (or 20 s pass, and the checks after it fail).
template <typename W>
void wait_until(W&, const std::function<bool()>& done) {
  const auto deadline = std::chrono::steady_clock::now() + 20s;
  while (!done() && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(1ms);
  }
}

}  // namespace

TEST_CASE("Worker: results arrive one by one while the job runs, then it is done") {
  ui::Worker<int> w;
  CHECK(w.state() == ui::JobState::kIdle);
  Gate gate;
  w.start([&](ui::Worker<int>::JobContext& ctx) {
    ctx.set_total(3);
    for (int i = 1; i <= 3; ++i) {
      gate.wait(i, ctx);
      ctx.post(i * 10);
      ctx.set_done(i);
    }
  });
  CHECK(w.running());
  CHECK(w.poll().empty());  // nothing yet: the job waits at the gate
  CHECK(w.progress().total <= 3);
  std::vector<int> got;
  for (int i = 1; i <= 3; ++i) {
    gate.open();
    wait_until(w, [&] { return w.progress().done >= i; });
    auto r = w.poll();
    got.insert(got.end(), r.begin(), r.end());
    CHECK(got.size() == static_cast<std::size_t>(i));
  }
  wait_until(w, [&] {
    auto r = w.poll();
    got.insert(got.end(), r.begin(), r.end());
    return w.state() != ui::JobState::kRunning;
  });
  CHECK(w.state() == ui::JobState::kDone);
  CHECK(got == std::vector<int>{10, 20, 30});
  CHECK(w.progress().done == 3);
  CHECK(w.progress().fraction() == doctest::Approx(1.0));
}

TEST_CASE("Worker: poll() returns at once while the job is busy") {
  ui::Worker<int> w;
  Gate gate;
  w.start([&](ui::Worker<int>::JobContext& ctx) { gate.wait(1, ctx); });
  const auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < 100; ++i) CHECK(w.poll().empty());
  CHECK(std::chrono::steady_clock::now() - t0 < 2s);
  CHECK(w.running());
  gate.open();
  wait_until(w, [&] {
    w.poll();
    return !w.running();
  });
  CHECK(w.state() == ui::JobState::kDone);
}

TEST_CASE("Worker: cancel stops the job, and what it posted before stays") {
  ui::Worker<int> w;
  std::atomic<bool> saw_cancel{false};
  w.start([&](ui::Worker<int>::JobContext& ctx) {
    ctx.post(1);
    while (!ctx.cancelled()) std::this_thread::sleep_for(1ms);
    saw_cancel = ctx.cancel_flag()->load();
  });
  std::vector<int> got;
  wait_until(w, [&] {
    auto r = w.poll();
    got.insert(got.end(), r.begin(), r.end());
    return !got.empty();
  });
  w.cancel();
  wait_until(w, [&] {
    w.poll();
    return !w.running();
  });
  CHECK(w.state() == ui::JobState::kCancelled);
  CHECK(saw_cancel);
  CHECK(got == std::vector<int>{1});
}

TEST_CASE("Worker: a new job retires the running one without waiting, and drops its results") {
  ui::Worker<int> w;
  Gate old_gate;
  std::atomic<bool> old_cancelled{false};
  w.start([&](ui::Worker<int>::JobContext& ctx) {
    // Ignores the cancel flag until the test opens the gate: start() must not wait for it.
    std::unique_lock lock(old_gate.m);
    while (old_gate.opened < 1) old_gate.cv.wait_for(lock, 5ms);
    old_cancelled = ctx.cancelled();
    ctx.post(-1);
  });
  const auto t0 = std::chrono::steady_clock::now();
  w.start([](ui::Worker<int>::JobContext& ctx) { ctx.post(7); });
  CHECK(std::chrono::steady_clock::now() - t0 < 2s);
  CHECK(w.retiring() == 1);
  std::vector<int> got;
  wait_until(w, [&] {
    auto r = w.poll();
    got.insert(got.end(), r.begin(), r.end());
    return !w.running();
  });
  CHECK(got == std::vector<int>{7});
  old_gate.open();
  wait_until(w, [&] {
    w.poll();
    return w.retiring() == 0;
  });
  CHECK(w.retiring() == 0);
  CHECK(old_cancelled);
  CHECK(w.poll().empty());  // the retired job's -1 never shows up
}

TEST_CASE("Worker: reset forgets a finished job; the destructor ends a running one") {
  {
    ui::Worker<int> w;
    w.start([](ui::Worker<int>::JobContext& ctx) { ctx.post(1); });
    wait_until(w, [&] {
      w.poll();
      return !w.running();
    });
    w.reset();
    CHECK(w.state() == ui::JobState::kIdle);
    CHECK(w.progress().total == 0);
  }
  std::atomic<bool> ended{false};
  {
    ui::Worker<int> w;
    w.start([&](ui::Worker<int>::JobContext& ctx) {
      while (!ctx.cancelled()) std::this_thread::sleep_for(1ms);
      ended = true;
    });
  }
  CHECK(ended);
}
