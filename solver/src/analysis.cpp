#include "solver/analysis.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <ctime>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>
#include <tuple>

#include "analysis_internal.h"
#include "reasons_internal.h"
#include "solver/dd.h"
#include "solver/game_module.h"
#include "solver/grades.h"
#include "solver/knowledge.h"
#include "solver/lessons.h"
#include "solver/positions.h"
#include "solver/sampler.h"
#include "solver/sheepshead/heuristic_player.h"
#include "solver/sweep/analysis.h"

namespace solver {

using namespace analysis_detail;
using engine::Call;
using engine::CallType;
using engine::ContractTable;
using engine::kNoCard;
using engine::Phase;
using engine::SheepsheadHand;

std::string decision_kind_name(DecisionKind k) {
  switch (k) {
    case DecisionKind::kPick:
      return "pick";
    case DecisionKind::kBury:
      return "bury";
    case DecisionKind::kCall:
      return "call";
    case DecisionKind::kPlay:
      return "play";
    case DecisionKind::kBid:
      return "bid";
    case DecisionKind::kDeclare:
      return "declare";
    case DecisionKind::kDouble:
      return "double";
    case DecisionKind::kAnnounce:
      return "announce";
  }
  return "?";
}

std::string lesson_verdict_name(LessonVerdict v) {
  switch (v) {
    case LessonVerdict::kMistake:
      return "mistake";
    case LessonVerdict::kPraise:
      return "praise";
    case LessonVerdict::kNote:
      return "note";
  }
  return "?";
}

std::string action_text(const Action& a) {
  switch (a.kind) {
    case DecisionKind::kPick:
      return a.take ? "pick" : "pass";
    case DecisionKind::kBury: {
      std::string s = "bury";
      for (Card c : engine::cards(a.bury)) s += " " + engine::card_code(c);
      return s;
    }
    case DecisionKind::kCall:
      return "call " + engine::call_string(a.call);
    case DecisionKind::kPlay:
      if (a.turn.card != engine::sweep::kNoCard) return sweep::turn_text(a.turn);
      return a.card < engine::kNumCards ? engine::card_code(a.card) : std::string("no card");
    case DecisionKind::kBid:
      switch (a.bid.kind) {
        case engine::SkBidKind::kPass:
          return "pass";
        case engine::SkBidKind::kPlay:
          return "play";
        case engine::SkBidKind::kRank:
          return "rank " + std::to_string(a.bid.rank);
        case engine::SkBidKind::kWithdraw:
          return "withdraw";
        case engine::SkBidKind::kHold:
          return "hold";
        case engine::SkBidKind::kYield:
          return "yield";
      }
      return "bid";
    case DecisionKind::kDeclare:
      return engine::contract_name(a.contract);
    case DecisionKind::kDouble:
      // The action does not say which poll it answers (SK-6.4): Kontra first, then Re.
      return a.yes ? "Kontra/Re" : "no";
    case DecisionKind::kAnnounce:
      return engine::announce_string(a.announce);
  }
  return "?";
}

namespace {

constexpr int kBatch = 8;
// Positions with at most this many cards in the hands are cheap to solve completely.
constexpr int kCheapCards = 20;

// CPU time used by the calling thread so far, in seconds.
double thread_cpu_seconds() {
  timespec ts{};
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0) return 0;
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

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

}  // namespace

namespace analysis_detail {

// Weighted mean and the standard error of a self-normalised weighted mean (0 when exact).
// Entries that are NaN (not computed in that world) are left out.
Stat weighted(const std::vector<double>& x, const std::vector<double>& w, bool exact) {
  Stat s;
  double sw = 0;
  double swx = 0;
  std::size_t n = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (std::isnan(x[i])) continue;
    sw += w[i];
    swx += w[i] * x[i];
    ++n;
  }
  if (sw <= 0) return s;
  s.mean = swx / sw;
  s.n = static_cast<int>(n);
  if (exact || n < 2) return s;
  double v = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (!std::isnan(x[i])) v += w[i] * w[i] * (x[i] - s.mean) * (x[i] - s.mean);
  }
  const double nd = static_cast<double>(n);
  s.se = std::sqrt(v * nd / (nd - 1)) / sw;
  return s;
}

int settle_cap_for(const AnalysisOptions& opt, int cards_left, int dearer) {
  const int cap = opt.settle_cap();
  if (cap <= opt.samples) return cap;
  const int c = cards_left + dearer;
  const int grow = c <= 12 ? 8 : c <= 16 ? 4 : c <= 20 ? 2 : 1;
  return cap * grow;
}

PlayedLoss played_loss(const Table& tab, int played, double stake) {
  PlayedLoss r;
  double best_mean = 0;
  const double spread = tab.spread(stake);
  for (int b = 0; b < tab.alts; ++b) {
    if (b == played) continue;
    const Stat d = tab.diff_units(b, played, stake);
    if (d.mean > best_mean) {
      best_mean = d.mean;
      r.loss = d.mean;
      r.se = d.se;
    }
    const double h = tab.half_width(d, spread);
    r.low = std::max(r.low, d.mean - h);
    r.high = std::max(r.high, d.mean + h);
  }
  return r;
}

}  // namespace analysis_detail

namespace {

// The stopping rule for one comparison: the played alternative's paired difference with `a`
// is known to within target_se stakes, or lies at least three standard errors from zero.
bool comparison_settled(const Table& tab, int played, int a, double stake, double target_se) {
  const Stat d = tab.diff_units(played, a, stake);
  return d.se <= target_se || std::abs(d.mean) >= 3 * d.se;
}

}  // namespace

// One decision in flight (Analyzer::analyze keeps up to kLanes at once): the solver for its
// actual deal, and what the pool's jobs spent on it.
struct Lane {
  std::unique_ptr<DoubleDummy> hindsight;               // the actual deal's solver
  std::unique_ptr<sweep::SweepSolver> sweep_hindsight;  // a Sweep deal's (made when needed)
  std::atomic<std::uint64_t> nodes{0};  // search nodes of the worker solvers in its jobs
  std::atomic<std::int64_t> cpu_ns{0};  // thread CPU time of its jobs
};
constexpr int kLanes = 2;

struct Analyzer::Impl {
  AnalysisOptions opt;
  int threads = 1;
  std::unique_ptr<Pool> pool;
  std::vector<std::unique_ptr<DoubleDummy>> dds;  // one per worker
  // Sweep's exact solvers, one per worker, made for the first Sweep decision.
  std::vector<std::unique_ptr<sweep::SweepSolver>> sweep_solvers;
  std::once_flag sweep_once;
  std::array<Lane, kLanes> lanes;  // lane 1's solver is made when first needed
  HeuristicPlayer heuristic{std::array<HeuristicStyle, engine::kSheepsheadSeats>{}};
  const std::atomic<bool>* cancel_flag = nullptr;
  // Ramsch leaf contexts (Toolkit::ramsch_context), kept for the analyzer's lifetime.
  std::mutex ramsch_mu;
  std::deque<RamschLeafContext> ramsch_contexts;

  const RamschLeafContext* ramsch_context(const RamschLeafContext& c) {
    std::lock_guard<std::mutex> lock(ramsch_mu);
    for (const RamschLeafContext& r : ramsch_contexts) {
      if (r.rules == c.rules && r.contract == c.contract && r.doublings == c.doublings) return &r;
    }
    return &ramsch_contexts.emplace_back(c);
  }

  explicit Impl(const AnalysisOptions& o) : opt(o) {
    threads = o.threads > 0 ? o.threads
                            : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    pool = std::make_unique<Pool>(threads);
    SolverOptions so;
    so.tt_bytes = o.tt_bytes;
    for (int i = 0; i < threads; ++i) dds.push_back(std::make_unique<DoubleDummy>(so));
    add_lane(0);
  }

  void add_lane(int l) {
    Lane& lane = lanes[static_cast<std::size_t>(l)];
    if (lane.hindsight) return;
    SolverOptions so;
    so.tt_bytes = opt.hindsight_tt_bytes;
    lane.hindsight = std::make_unique<DoubleDummy>(so);
    lane.hindsight->set_cancel_flag(cancel_flag);
  }

  // Only while no search runs.
  void set_cancel(const std::atomic<bool>* cancel) {
    cancel_flag = cancel;
    for (auto& d : dds) d->set_cancel_flag(cancel);
    for (auto& sv : sweep_solvers) sv->set_cancel_flag(cancel);
    for (Lane& lane : lanes) {
      if (lane.hindsight) lane.hindsight->set_cancel_flag(cancel);
      if (lane.sweep_hindsight) lane.sweep_hindsight->set_cancel_flag(cancel);
    }
  }

  // Sweep's solvers: the workers' (once per analyzer) and the lane's hindsight solver.
  void add_sweep_solvers(Lane& lane) {
    std::call_once(sweep_once, [&] {
      SolverOptions so;
      so.tt_bytes = opt.sweep_tt_bytes;
      for (int i = 0; i < threads; ++i) {
        sweep_solvers.push_back(std::make_unique<sweep::SweepSolver>(so));
        sweep_solvers.back()->set_cancel_flag(cancel_flag);
      }
    });
    if (!lane.sweep_hindsight) {
      SolverOptions so;
      so.tt_bytes = opt.sweep_hindsight_tt_bytes;
      lane.sweep_hindsight = std::make_unique<sweep::SweepSolver>(so);
      lane.sweep_hindsight->set_cancel_flag(cancel_flag);
    }
  }

  // Runs the sampled evaluation with the adaptive stopping rule (see ANALYSIS.md). `extras`
  // run once alongside the first batch (the hindsight solves). An alternative whose comparison
  // with the played one is settled after a batch is not valued in later worlds (its entries
  // stay NaN; every statistic is then taken over the worlds where it was valued). Returns false
  // when cancelled.
  //
  // Speculation: a core that would wait for the last job of a batch values the next batch's
  // worlds (with the alternatives active so far) instead. If the rule goes on, those values
  // are used (only for the alternatives still active: the values are exact whichever core
  // computes them and in whatever order, so the result is the same as without); if it stops,
  // they are dropped.
  //
  // The pool's jobs are charged to `lane` (thread CPU and worker solver nodes); the decision's
  // index is the pool's priority key.
  bool run(const Knowledge& k, int decision, const Evaluation& ev, Table& tab,
           const std::vector<std::function<void(int)>>& extras, const std::atomic<bool>* cancel,
           Lane& lane) {
    // Sheepshead and Schafkopf worlds: dealt by the sampler from the knowledge, weighted by the
    // game when it says how (ev.weight: Sheepshead's auction), otherwise by the sampler
    // (Schafkopf's bidding likelihood: sampled worlds are drawn in proportion to it, enumerated
    // ones carry it as weight).
    WorldSampler sampler(k);
    std::vector<World> worlds;
    WorldSource src;
    src.count = sampler.count();
    src.enumerate = [&] {
      worlds = sampler.enumerate();
      return worlds.size();
    };
    src.sample = [&](engine::Rng& rng) { worlds.push_back(sampler.sample(rng)); };
    src.weight = [&](std::size_t wi) {
      return ev.weight ? ev.weight(worlds[wi]) : worlds[wi].weight;
    };
    WorldEvaluation we;
    static_cast<EvaluationLimits&>(we) = ev;
    if (ev.eval) {
      we.eval = [&](int wi, int worker, const std::vector<char>& active, std::vector<double>& units,
                    std::vector<double>& points) {
        ev.eval(worlds[static_cast<std::size_t>(wi)], wi, worker, active, units, points);
      };
    }
    if (ev.eval_alt) {
      we.eval_alt = [&](int wi, int a, int worker, double& units, double& points) {
        ev.eval_alt(worlds[static_cast<std::size_t>(wi)], wi, a, worker, units, points);
      };
    }
    return run_worlds(src, decision, we, tab, extras, cancel, lane);
  }

  // Search nodes of worker `w`'s solvers so far.
  std::uint64_t worker_nodes(int w) const {
    const std::size_t i = static_cast<std::size_t>(w);
    return dds[i]->nodes() + (i < sweep_solvers.size() ? sweep_solvers[i]->nodes() : 0);
  }

  // The world loop of every game: the worlds come from `src` (the game's), by index.
  bool run_worlds(const WorldSource& src, int decision, const WorldEvaluation& ev, Table& tab,
                  const std::vector<std::function<void(int)>>& extras,
                  const std::atomic<bool>* cancel, Lane& lane) {
    tab.alts = ev.alts;
    const std::size_t alts = static_cast<std::size_t>(ev.alts);
    const double count = src.count;
    std::size_t made = 0;  // worlds made so far
    // The sequential test's cap (ev.settle_samples; none when it is not above max_samples).
    const std::size_t max_n = static_cast<std::size_t>(ev.max_samples);
    const std::size_t cap_n =
        std::max(max_n, static_cast<std::size_t>(std::max(0, ev.settle_samples)));
    tab.exact = count <= opt.exact_limit ||
                (cap_n > max_n && opt.min_samples > 0 && count <= static_cast<double>(cap_n));
    if (tab.exact) made = src.enumerate();
    auto sample_to = [&](std::size_t n) {
      while (made < n) {
        engine::Rng rng(world_seed(opt.seed, decision, static_cast<int>(made)));
        src.sample(rng);
        ++made;
      }
    };
    auto cancelled = [&] { return cancel && cancel->load(std::memory_order_relaxed); };
    // Batches of 8; past the default cap's ratio (4 K worlds), where only a grown cap
    // (settle_cap_for) goes on, a quarter of the worlds so far (a multiple of 8), so that a
    // cap of 8 x 192 is reached in ten batches rather than 168.
    auto batch_after = [&](std::size_t n) -> std::size_t {
      if (n < AnalysisOptions::kSettleRatio * max_n) return kBatch;
      return std::max<std::size_t>(kBatch, n / 4 / kBatch * kBatch);
    };
    const double nan = std::nan("");
    std::size_t done = 0;
    bool extra_done = extras.empty();
    std::vector<char> active(alts, 1);
    std::vector<int> active_list;
    // Speculative values of worlds [spec_begin, spec_begin + rows), per alternative.
    std::size_t spec_begin = 0;
    std::vector<std::vector<double>> spec_units;
    std::vector<std::vector<double>> spec_points;
    std::vector<std::vector<char>> spec_have;
    for (;;) {
      std::size_t want;
      if (tab.exact) {
        want = made;
      } else {
        const std::size_t first = static_cast<std::size_t>(std::max(1, ev.min_samples));
        want = done == 0 ? first : done + batch_after(done);
        if (opt.min_samples <= 0) want = max_n;
        want = std::min<std::size_t>(want, done < max_n ? max_n : cap_n);
        sample_to(want);
      }
      const std::size_t begin = done;
      tab.units.resize(want, std::vector<double>(alts, nan));
      tab.points.resize(want, std::vector<double>(alts, nan));
      tab.weight.resize(want, 1.0);
      for (std::size_t wi = begin; wi < want; ++wi) tab.weight[wi] = src.weight(wi);
      active_list.clear();
      for (int a = 0; a < ev.alts; ++a) {
        if (active[static_cast<std::size_t>(a)]) active_list.push_back(a);
      }
      // Take over what was valued speculatively (active alternatives only).
      std::vector<std::vector<char>> have(want - begin, std::vector<char>(alts, 0));
      for (std::size_t r = 0; r < spec_have.size(); ++r) {
        const std::size_t wi = spec_begin + r;
        if (wi < begin || wi >= want) continue;
        for (int a : active_list) {
          const std::size_t ua = static_cast<std::size_t>(a);
          if (!spec_have[r][ua]) continue;
          tab.units[wi][ua] = spec_units[r][ua];
          tab.points[wi][ua] = spec_points[r][ua];
          have[wi - begin][ua] = 1;
        }
      }
      // This batch's jobs: (world, alternative) pairs for eval_alt, (world, -1) for eval.
      std::vector<std::pair<std::size_t, int>> jobs;
      for (std::size_t wi = begin; wi < want; ++wi) {
        if (ev.eval_alt) {
          for (int a : active_list) {
            if (!have[wi - begin][static_cast<std::size_t>(a)]) jobs.push_back({wi, a});
          }
        } else if (active_list.empty() ||
                   std::any_of(active_list.begin(), active_list.end(), [&](int a) {
                     return !have[wi - begin][static_cast<std::size_t>(a)];
                   })) {
          // A world is valued again when any active alternative lacks its value (one valued
          // again after a drop was not in the speculative values): the same exact values.
          jobs.push_back({wi, -1});
        }
      }
      // The next batch's worlds, valued speculatively by an idle core.
      const std::size_t limit_n = want <= max_n ? max_n : cap_n;
      const bool may_go_on = !tab.exact && opt.min_samples > 0 && want < limit_n;
      std::vector<std::pair<std::size_t, int>> spec_jobs;
      spec_begin = want;
      spec_units.clear();
      spec_points.clear();
      spec_have.clear();
      if (may_go_on) {
        const std::size_t next = std::min<std::size_t>(want + batch_after(want), limit_n);
        sample_to(next);
        spec_units.assign(next - want, std::vector<double>(alts, nan));
        spec_points.assign(next - want, std::vector<double>(alts, nan));
        spec_have.assign(next - want, std::vector<char>(alts, 0));
        for (std::size_t wi = want; wi < next; ++wi) {
          if (ev.eval_alt) {
            for (int a : active_list) spec_jobs.push_back({wi, a});
          } else {
            spec_jobs.push_back({wi, -1});
          }
        }
      }
      // Values world wi (alternative a, or every active one) into the given rows.
      auto value = [&](std::size_t wi, int a, int worker, std::vector<double>& units,
                       std::vector<double>& points, std::vector<char>* mark) {
        if (a >= 0) {
          const std::size_t ua = static_cast<std::size_t>(a);
          ev.eval_alt(static_cast<int>(wi), a, worker, units[ua], points[ua]);
          if (mark && !cancelled()) (*mark)[ua] = 1;
        } else {
          ev.eval(static_cast<int>(wi), worker, active, units, points);
          if (mark && !cancelled()) {
            for (int b : active_list) (*mark)[static_cast<std::size_t>(b)] = 1;
          }
        }
      };
      // The extras (whole-deal hindsight solves, the longest jobs) go first, so that no core
      // waits for one of them at the end of the batch.
      const int extra_jobs = extra_done ? 0 : static_cast<int>(extras.size());
      auto charged = [&](int worker, const auto& f) {
        const std::uint64_t n0 = worker_nodes(worker);
        const double c0 = thread_cpu_seconds();
        f();
        lane.cpu_ns += std::llround((thread_cpu_seconds() - c0) * 1e9);
        lane.nodes += worker_nodes(worker) - n0;
      };
      const std::function<void(int, int)> spec_fn = [&](int job, int worker) {
        if (cancelled()) return;
        charged(worker, [&] {
          const auto [wi, a] = spec_jobs[static_cast<std::size_t>(job)];
          const std::size_t r = wi - spec_begin;
          value(wi, a, worker, spec_units[r], spec_points[r], &spec_have[r]);
        });
      };
      pool->run(
          decision, static_cast<int>(jobs.size()) + extra_jobs,
          [&](int job, int worker) {
            if (cancelled()) return;
            charged(worker, [&] {
              if (job < extra_jobs) {
                extras[static_cast<std::size_t>(job)](worker);
                return;
              }
              const auto [wi, a] = jobs[static_cast<std::size_t>(job - extra_jobs)];
              value(wi, a, worker, tab.units[wi], tab.points[wi], nullptr);
            });
          },
          static_cast<int>(spec_jobs.size()), &spec_fn);
      extra_done = true;
      if (cancelled()) return false;
      done = want;
      if (tab.exact || done >= cap_n) break;
      if (opt.min_samples <= 0) {
        if (done >= max_n) break;
        continue;
      }
      // Up to max_samples: the old rule (every comparison with the played alternative settled:
      // se <= target_se or 3 se from zero) and the played grade settled. Past it (the
      // sequential test): only until the played grade is settled. An alternative stays valued
      // while its comparison is unsettled or it can still move the played loss interval (its
      // upper end lies above the interval's lower end) of an unsettled grade; one dropped
      // earlier is valued again when it can move the interval once more (a later world widened
      // the spread, or the grade came unsettled): the grade never stops unsettled below the cap
      // for want of an alternative to refine.
      const PlayedLoss pl = played_loss(tab, ev.played, ev.stake);
      const bool grade_settled = grade_verdict(pl.loss, pl.se, pl.low, pl.high, false).settled;
      bool all = true;
      for (int a = 0; a < ev.alts; ++a) {
        if (a == ev.played) continue;
        const Stat d = tab.diff_units(a, ev.played, ev.stake);
        const bool matters =
            !grade_settled && d.mean + tab.half_width(d, tab.spread(ev.stake)) > pl.low;
        const bool old =
            done >= max_n || comparison_settled(tab, ev.played, a, ev.stake, opt.target_se);
        active[static_cast<std::size_t>(a)] = old && !matters ? 0 : 1;
        if (!old) all = false;
      }
      if (all && grade_settled) break;
      if (done >= max_n && cap_n <= max_n) break;
      bool any = false;
      for (int a = 0; a < ev.alts; ++a) {
        if (a != ev.played && active[static_cast<std::size_t>(a)]) any = true;
      }
      if (!any) break;
    }
    // All weights zero would make every mean 0; fall back to equal weights.
    double sw = 0;
    for (double w : tab.weight) sw += w;
    if (sw <= 0) std::fill(tab.weight.begin(), tab.weight.end(), 1.0);
    return true;
  }
};

namespace analysis_detail {

// Fills alternatives' estimates, losses, best and grade from a table.
void finish(DecisionAnalysis& d, const Table& tab, double stake, bool high_points_better,
            bool has_points) {
  const int n = tab.alts;
  // An alternative dropped by the stopping rule was valued in fewer worlds than the played one
  // (which is valued in every world): its mean is the played one's plus their paired difference
  // over the worlds where both were valued, so every alternative is compared on the same
  // footing. Without drops this is simply its own mean.
  const int ref = d.played_index;
  const Stat ref_u = tab.stat_units(ref);
  const Stat ref_p = tab.stat_points(ref);
  std::vector<Stat> u(static_cast<std::size_t>(n));
  std::vector<Stat> p(static_cast<std::size_t>(n));
  for (int a = 0; a < n; ++a) {
    Stat su = tab.stat_units(a);
    Stat sp = tab.stat_points(a);
    if (a != ref) {
      su.mean = ref_u.mean + tab.diff_units(a, ref, 1.0).mean;
      if (has_points) sp.mean = ref_p.mean + tab.diff_points(a, ref).mean;
    }
    u[static_cast<std::size_t>(a)] = su;
    p[static_cast<std::size_t>(a)] = sp;
  }
  const double spread = tab.spread(stake);
  auto better = [&](int a, int b) {
    const double du = u[static_cast<std::size_t>(a)].mean - u[static_cast<std::size_t>(b)].mean;
    if (std::abs(du) > 1e-9) return du > 0;
    const double dp = p[static_cast<std::size_t>(a)].mean - p[static_cast<std::size_t>(b)].mean;
    if (std::abs(dp) > 1e-9) return high_points_better ? dp > 0 : dp < 0;
    return false;
  };
  int best = 0;
  for (int a = 1; a < n; ++a) {
    if (better(a, best)) best = a;
  }
  for (int a = 0; a < n; ++a) {
    Alternative& alt = d.alternatives[static_cast<std::size_t>(a)];
    alt.has_values = true;
    alt.has_points = has_points;
    alt.units = {u[static_cast<std::size_t>(a)].mean, u[static_cast<std::size_t>(a)].se};
    if (has_points) {
      alt.points = {p[static_cast<std::size_t>(a)].mean, p[static_cast<std::size_t>(a)].se};
    }
    const Stat loss = tab.diff_units(best, a, stake);
    const double du = u[static_cast<std::size_t>(best)].mean - u[static_cast<std::size_t>(a)].mean;
    alt.loss = std::max(0.0, du / stake);
    alt.loss_se = loss.se;
    // The interval over every rival (ANALYSIS.md §4).
    alt.loss_low = 0;
    alt.loss_high = 0;
    for (int b = 0; b < n; ++b) {
      if (b == a || tab.same_group(a, b)) continue;
      const Stat db = tab.diff_units(b, a, stake);
      const double h = tab.half_width(db, spread);
      alt.loss_low = std::max(alt.loss_low, db.mean - h);
      alt.loss_high = std::max(alt.loss_high, db.mean + h);
    }
    alt.loss_low = std::min(alt.loss_low, alt.loss);
    alt.loss_high = std::max(alt.loss_high, alt.loss);
    alt.tie_best = within_noise(alt.loss, alt.loss_se);
    const Verdict v = grade_verdict(alt.loss, alt.loss_se, alt.loss_low, alt.loss_high, d.forced);
    alt.grade = v.grade;
    alt.settled = v.settled;
  }
  d.worlds = static_cast<int>(tab.units.size());
  d.exact = tab.exact;
  // Best first, keeping the order otherwise.
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int a = 0; a < n; ++a) order[static_cast<std::size_t>(a)] = a;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    if (a == best) return b != best;
    if (b == best) return false;
    return better(a, b);
  });
  std::vector<Alternative> sorted;
  for (int a : order) sorted.push_back(d.alternatives[static_cast<std::size_t>(a)]);
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (order[i] == d.played_index) {
      d.played_index = static_cast<int>(i);
      break;
    }
  }
  d.alternatives = std::move(sorted);
  d.best = 0;
  const Alternative& played = d.alternatives[static_cast<std::size_t>(d.played_index)];
  d.loss = played.loss;
  d.loss_se = played.loss_se;
  apply_verdict(d);
}

bool values_per_card(DoubleDummy& dd, const Position& pos, const std::vector<Card>& reps,
                     const std::vector<char>& active, const std::function<double(int)>& to_units,
                     const std::function<double(int)>& to_points, std::vector<double>& units,
                     std::vector<double>& points) {
  if (pos.objective.paranoid || pos.objective.levels.empty()) return false;
  if (!std::all_of(active.begin(), active.end(), [](char c) { return c != 0; })) return false;
  const SolveResult r = dd.solve(pos, true);
  for (std::size_t a = 0; a < reps.size(); ++a) {
    for (const MoveValue& mv : r.moves) {
      if (mv.card == reps[a]) {
        units[a] = to_units(mv.units);
        points[a] = to_points(mv.points);
      }
    }
  }
  return true;
}

Table expand_columns(const Table& tab, const std::vector<int>& rep_index) {
  Table full;
  full.alts = static_cast<int>(rep_index.size());
  full.exact = tab.exact;
  full.weight = tab.weight;
  full.group = rep_index;
  for (std::size_t w = 0; w < tab.units.size(); ++w) {
    std::vector<double> u(rep_index.size());
    std::vector<double> p(rep_index.size());
    for (std::size_t a = 0; a < rep_index.size(); ++a) {
      u[a] = tab.units[w][static_cast<std::size_t>(rep_index[a])];
      p[a] = tab.points[w][static_cast<std::size_t>(rep_index[a])];
    }
    full.units.push_back(std::move(u));
    full.points.push_back(std::move(p));
  }
  return full;
}

CompareCards table_compare(const Table& full, const std::vector<Card>& cards, double stake,
                           bool high_points_better) {
  return [&full, &cards, stake, high_points_better](Card a, Card b) {
    auto col = [&](Card c) {
      for (std::size_t i = 0; i < cards.size(); ++i) {
        if (cards[i] == c) return static_cast<int>(i);
      }
      return 0;
    };
    CardComparison cmp;
    const Stat du = full.diff_units(col(a), col(b), stake);
    Stat dp = full.diff_points(col(a), col(b));
    if (!high_points_better) dp.mean = -dp.mean;
    cmp.units = du.mean;
    cmp.units_se = du.se;
    cmp.points = dp.mean;
    cmp.points_se = dp.se;
    return cmp;
  };
}

void set_dd_loss(DecisionAnalysis& d, double stake) {
  std::optional<int> best;
  for (const Alternative& a : d.alternatives) {
    if (!a.dd_units) return;
    if (!best || *a.dd_units > *best) best = a.dd_units;
  }
  const Alternative& played = d.alternatives[static_cast<std::size_t>(d.played_index)];
  if (best && played.dd_units) d.dd_loss = (*best - *played.dd_units) / stake;
}

void finish_without_choice(DecisionAnalysis& d, double stake) {
  d.grade = d.forced ? Grade::kForced : Grade::kBest;
  d.grade_low = d.grade_high = d.grade;
  for (Alternative& a : d.alternatives) {
    a.tie_best = !d.forced;
    a.grade = d.grade;
  }
  if (!d.forced) d.note = "every legal card is equivalent for the player";
  set_dd_loss(d, stake);
  d.complete = true;
}

}  // namespace analysis_detail

Analyzer::Analyzer(AnalysisOptions options)
    : options_(options), impl_(std::make_unique<Impl>(options)) {}
Analyzer::~Analyzer() = default;

std::vector<DecisionRef> Analyzer::decisions(const engine::DealLog& log, std::string* error) const {
  const GameModule* game = find_game_module(log.game);
  if (!game) {
    if (error) {
      *error = "only " + game_module_names() + " hands can be analysed; this is a " +
               engine::game_display_name(log.game) + " log";
    }
    return {};
  }
  return game->decisions(log, error);
}

void analysis_detail::set_identity(DecisionAnalysis& d, const DecisionRef& ref, int seats) {
  d.index = ref.index;
  d.kind = ref.kind;
  d.mover = ref.mover;
  d.play_index = ref.play_index;
  d.trick = ref.play_index >= 0 ? ref.play_index / seats : -1;
  d.played = ref.played;
}

DecisionAnalysis Analyzer::analyze_decision(const engine::DealLog& log, int index,
                                            const std::atomic<bool>* cancel) {
  impl_->set_cancel(cancel);
  return analyze_in_lane(log, index, cancel, 0);
}

// Charges the decision what its lane's jobs and hindsight solver spent, plus the calling
// thread's own CPU time: right also while another decision runs in the other lane.
DecisionAnalysis Analyzer::analyze_in_lane(const engine::DealLog& log, int index,
                                           const std::atomic<bool>* cancel, int lane_index) {
  Lane& lane = impl_->lanes[static_cast<std::size_t>(lane_index)];
  auto lane_nodes = [&lane] {
    return lane.nodes + lane.hindsight->nodes() +
           (lane.sweep_hindsight ? lane.sweep_hindsight->nodes() : 0);
  };
  const std::uint64_t nodes0 = lane_nodes();
  const std::int64_t cpu_ns0 = lane.cpu_ns;
  const auto t0 = std::chrono::steady_clock::now();
  const double cpu0 = thread_cpu_seconds();
  DecisionAnalysis d = analyze_decision_impl(log, index, cancel, lane_index);
  d.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  d.cpu_seconds = thread_cpu_seconds() - cpu0 + static_cast<double>(lane.cpu_ns - cpu_ns0) * 1e-9;
  d.nodes = lane_nodes() - nodes0;
  return d;
}

DecisionAnalysis Analyzer::analyze_decision_impl(const engine::DealLog& log, int index,
                                                 const std::atomic<bool>* cancel, int lane_index) {
  std::string error;
  const std::vector<DecisionRef> refs = decisions(log, &error);
  DecisionAnalysis d;
  if (index < 0 || index >= static_cast<int>(refs.size())) {
    d.note = refs.empty() ? error : "there is no such decision";
    return d;
  }
  const DecisionRef& ref = refs[static_cast<std::size_t>(index)];
  const GameModule& game = *find_game_module(log.game);  // decisions() found it
  Impl& m = *impl_;
  Lane& lane = m.lanes[static_cast<std::size_t>(lane_index)];
  Toolkit kit;
  kit.opt = &m.opt;
  kit.run = [&m, &lane](const Knowledge& k, int decision, const Evaluation& ev, Table& tab,
                        const std::vector<std::function<void(int)>>& extras,
                        const std::atomic<bool>* c) {
    return m.run(k, decision, ev, tab, extras, c, lane);
  };
  kit.run_worlds = [&m, &lane](const WorldSource& src, int decision, const WorldEvaluation& ev,
                               Table& tab, const std::vector<std::function<void(int)>>& extras,
                               const std::atomic<bool>* c) {
    return m.run_worlds(src, decision, ev, tab, extras, c, lane);
  };
  for (auto& dd : m.dds) kit.dds.push_back(dd.get());
  kit.hindsight = lane.hindsight.get();
  kit.heuristic = &m.heuristic;
  kit.ramsch_context = [&m](const RamschLeafContext& c) { return m.ramsch_context(c); };
  kit.add_sweep_solvers = [&m, &lane, &kit] {
    m.add_sweep_solvers(lane);
    kit.sweep_solvers.clear();
    for (auto& sv : m.sweep_solvers) kit.sweep_solvers.push_back(sv.get());
    kit.sweep_hindsight = lane.sweep_hindsight.get();
  };
  game.prepare(kit);
  return game.analyze(kit, log, ref, cancel);
}

HandAnalysis Analyzer::analyze(const engine::DealLog& log, const DecisionCallback& on_result,
                               const std::atomic<bool>* cancel) {
  const auto t0 = std::chrono::steady_clock::now();
  HandAnalysis h;
  h.options = options_;
  const GameModule* game = find_game_module(log.game);
  h.num_players = game ? game->seats(log) : engine::seat_count(log.game);
  const std::vector<DecisionRef> refs = decisions(log, &h.error);
  if (refs.empty()) {
    h.accuracy = accuracy_of({});
    return h;
  }
  Impl& m = *impl_;
  m.set_cancel(cancel);
  const int n = static_cast<int>(refs.size());
  // Decisions in flight: with several workers, two lanes take the decisions in order, so the
  // cores one decision leaves idle at the end of a batch (its last, longest worlds) go to the
  // next decision (the pool serves the earlier decision first). Every value is exact whichever
  // lane computes it, so the output is the same.
  const int lanes = m.threads > 1 && n > 1 ? kLanes : 1;
  for (int l = 0; l < lanes; ++l) m.add_lane(l);
  std::mutex mu;
  std::condition_variable cv;
  std::vector<std::optional<DecisionAnalysis>> results(static_cast<std::size_t>(n));
  const int first = std::clamp(options_.first_decision, 0, n);
  int next = first;
  int lanes_running = lanes;
  bool stop = false;
  std::exception_ptr failure;
  auto lane_loop = [&](int l) {
    try {
      for (;;) {
        int i;
        {
          std::lock_guard<std::mutex> lock(mu);
          if (stop || next >= n || (cancel && cancel->load())) break;
          i = next++;
        }
        DecisionAnalysis d = analyze_in_lane(log, i, cancel, l);
        std::lock_guard<std::mutex> lock(mu);
        if (!d.complete) stop = true;  // cancelled, or cannot be analysed: the hand ends here
        results[static_cast<std::size_t>(i)] = std::move(d);
        cv.notify_all();
      }
    } catch (...) {
      std::lock_guard<std::mutex> lock(mu);
      if (!failure) failure = std::current_exception();
      stop = true;
    }
    std::lock_guard<std::mutex> lock(mu);
    --lanes_running;
    cv.notify_all();
  };
  std::vector<std::thread> lane_threads;
  if (lanes > 1) {
    for (int l = 0; l < lanes; ++l) lane_threads.emplace_back(lane_loop, l);
  }
  // Stops the lanes and waits for them, however this function is left.
  struct Join {
    std::vector<std::thread>& threads;
    std::mutex& mu;
    bool& stop;
    ~Join() {
      {
        std::lock_guard<std::mutex> lock(mu);
        stop = true;
      }
      for (std::thread& t : threads) t.join();
    }
  } join{lane_threads, mu, stop};
  bool all = first == 0;
  for (int i = first; i < n; ++i) {
    // Cancelled: nothing more is reported, not even a decision a lane has finished already.
    if (cancel && cancel->load()) {
      all = false;
      break;
    }
    std::optional<DecisionAnalysis> d;
    if (lanes == 1) {
      d = analyze_in_lane(log, i, cancel, 0);
    } else {
      std::unique_lock<std::mutex> lock(mu);
      cv.wait(lock, [&] { return results[static_cast<std::size_t>(i)] || lanes_running == 0; });
      d = std::move(results[static_cast<std::size_t>(i)]);
    }
    if (!d || !d->complete) {
      all = false;
      break;
    }
    h.decisions.push_back(std::move(*d));
    if (on_result) on_result(h.decisions.back(), static_cast<int>(h.decisions.size()), n - first);
  }
  {
    std::lock_guard<std::mutex> lock(mu);
    stop = true;
  }
  for (std::thread& t : lane_threads) t.join();
  lane_threads.clear();
  if (failure) std::rethrow_exception(failure);
  h.complete = all;
  h.accuracy = accuracy_of(h.decisions);
  h.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return h;
}

}  // namespace solver
