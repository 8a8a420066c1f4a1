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

// --- Values ---------------------------------------------------------------------------------

// How the solver's values (picker's units and side points, or the leaster seat's own) turn
// into the mover's own units and his side's points.
struct MoverMap {
  Role role = Role::kDefender;
  bool alone = false;
  int deck_points = 120;
  int seats = engine::kSheepsheadSeats;
  int units(int solver_units) const {
    switch (role) {
      case Role::kPicker:
      case Role::kLeaster:
      case Role::kAuction:
        return solver_units;
      case Role::kPartner:
        return solver_units / 2;
      case Role::kDefender:
        // The picker's units are D times his share (positions.h); a defender pays D.
        return alone ? -solver_units / (seats - 1) : -solver_units / 2;
    }
    return 0;
  }
  int points(int solver_points) const {
    return role == Role::kDefender ? deck_points - solver_points : solver_points;
  }
};

// The picker's side in a world: the picker and the holder of the partner card as the mover
// sees it (Knowledge::partner_card), unless that card is the picker's own (he is alone).
std::uint32_t world_side(const Knowledge& k, const WorldDeal& wd) {
  std::uint32_t side = 1u << k.picker;
  if (k.partner_card == kNoCard) return side;
  for (int q = 0; q < k.num_players; ++q) {
    if (q != k.picker && engine::has(wd.start[static_cast<std::size_t>(q)], k.partner_card)) {
      side |= 1u << q;
    }
  }
  return side;
}

// Role of `seat` in a hand in play (any world).
Role role_in(const SheepsheadHand& h, int seat) {
  if (h.is_leaster()) return Role::kLeaster;
  if (seat == h.picker()) return Role::kPicker;
  if (seat == h.partner()) return Role::kPartner;
  return Role::kDefender;
}

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
  bool run(const Knowledge& k, const engine::SheepsheadRules& rules, int decision,
           const Evaluation& ev, Table& tab, const std::vector<std::function<void(int)>>& extras,
           const std::atomic<bool>* cancel, Lane& lane) {
    // Sheepshead and Schafkopf worlds: dealt by the sampler from the knowledge; Sheepshead's
    // weighted by the auction (Schafkopf's bidding likelihood is in the sampler: sampled worlds
    // are drawn in proportion to it, enumerated ones carry it as weight).
    WorldSampler sampler(k);
    std::vector<World> worlds;
    const bool infer = opt.auction_inference && k.game == engine::Game::kSheepshead;
    WorldSource src;
    src.count = sampler.count();
    src.enumerate = [&] {
      worlds = sampler.enumerate();
      return worlds.size();
    };
    src.sample = [&](engine::Rng& rng) { worlds.push_back(sampler.sample(rng)); };
    src.weight = [&](std::size_t wi) {
      return infer ? auction_weight(k, rules, worlds[wi].slots) : worlds[wi].weight;
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

namespace {

// The hand just before decision `ref` of the auction (pick, bury or call) on a given deal.
SheepsheadHand auction_hand(const engine::DealLog& log, const engine::SheepsheadDeal& deal,
                            const DecisionRef& ref) {
  SheepsheadHand h(log.ss_rules, log.dealer, deal, log.multiplier);
  const int steps = ref.kind == DecisionKind::kPick
                        ? (ref.index)  // auction decisions come first, one per step
                        : static_cast<int>(log.auction.size());
  for (int a = 0; a < steps; ++a) (void)h.pick(log.auction[static_cast<std::size_t>(a)]);
  if (ref.kind == DecisionKind::kCall) (void)h.bury(log.dealt_bury);
  return h;
}

// Bury candidates: every pair scored by a static rule of thumb (points banked, fail suits
// voided, trumps kept), best first.
std::vector<CardMask> ranked_buries(const engine::SheepsheadRules& rules, CardMask eight) {
  const ContractTable t = engine::sheepshead_table_for(rules);
  std::vector<std::pair<int, CardMask>> scored;
  for (Card a : engine::cards(eight)) {
    for (Card b : engine::cards(eight & ~((engine::bit(a) << 1) - 1))) {
      const CardMask pair = engine::bit(a) | engine::bit(b);
      const CardMask kept = eight & ~pair;
      int score = engine::mask_points(pair);
      for (int e = 0; e < 4; ++e) {
        const CardMask m = t.suit_mask[static_cast<std::size_t>(e)];
        if ((eight & m) && !(kept & m)) score += 10;
      }
      score -= 15 * engine::count(pair & t.trumps());
      if (engine::legal_calls(rules, kept, pair).size() <= 1) score -= 20;  // alone only
      scored.push_back({score, pair});
    }
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& x, const auto& y) { return x.first > y.first; });
  std::vector<CardMask> out;
  for (const auto& s : scored) out.push_back(s.second);
  return out;
}

// The cheapest card of H as an under card: fewest points, then lowest power, fail first.
Card cheap_under(const ContractTable& t, CardMask h) {
  Card best = kNoCard;
  auto key = [&](Card c) {
    return std::make_tuple(engine::card_points(c), t.eff_suit[c] == engine::kTrump ? 1 : 0,
                           static_cast<int>(t.power[c]));
  };
  for (Card c : engine::cards(h)) {
    if (best == kNoCard || key(c) < key(best)) best = c;
  }
  return best;
}

// The hand on the actual deal just before the announcement poll (after the bury and the call).
std::optional<SheepsheadHand> poll_start(const engine::DealLog& log) {
  SheepsheadHand h(log.ss_rules, log.dealer, engine::SheepsheadDeal{log.dealt, log.dealt_blind},
                   log.multiplier);
  for (bool take : log.auction) {
    if (h.pick(take)) return std::nullopt;
  }
  if (h.phase() != Phase::kBury || h.bury(log.dealt_bury)) return std::nullopt;
  if (h.phase() == Phase::kCall && (!log.call || h.call(*log.call))) return std::nullopt;
  return h;
}

// One decision per turn of the announcement poll where the polled seat had a choice: what it
// announced, or kPass. Nothing when the hand has no poll (the default rules).
void add_poll_decisions(const engine::DealLog& log, std::vector<DecisionRef>& out) {
  if (!log.ss_rules.crack && !log.ss_rules.blitz) return;
  std::optional<SheepsheadHand> h = poll_start(log);
  if (!h || h->phase() != Phase::kAnnounce) return;
  auto played = engine::replay_sheepshead(log, 0, nullptr);
  if (!played) return;
  const std::vector<engine::Announcement>& made = played->announcements();
  std::size_t next = 0;
  while (h->phase() == Phase::kAnnounce) {
    const int seat = h->to_act();
    const engine::Announce a =
        next < made.size() && made[next].seat == seat ? made[next].kind : engine::Announce::kPass;
    if (h->legal_announcements().size() > 1) {
      DecisionRef r;
      r.index = static_cast<int>(out.size());
      r.kind = DecisionKind::kAnnounce;
      r.mover = seat;
      r.played = announce_action(a);
      r.announcements_before = static_cast<int>(next);
      out.push_back(r);
    }
    if (h->announce(a)) return;
    if (a != engine::Announce::kPass) ++next;
  }
}

}  // namespace

Analyzer::Analyzer(AnalysisOptions options)
    : options_(options), impl_(std::make_unique<Impl>(options)) {}
Analyzer::~Analyzer() = default;

std::vector<DecisionRef> Analyzer::decisions(const engine::DealLog& log, std::string* error) const {
  std::vector<DecisionRef> out;
  auto fail = [&](std::string m) {
    if (error) *error = std::move(m);
    return std::vector<DecisionRef>{};
  };
  if (log.game == engine::Game::kSchafkopf) return schafkopf_decisions(log, error);
  if (log.game == engine::Game::kSweep) return sweep_decisions(log, error);
  if (log.game != engine::Game::kSheepshead) {
    return fail("only Sheepshead, Schafkopf and Sweep hands can be analysed; this is a " +
                engine::game_display_name(log.game) + " log");
  }
  if (!log.deal_known) {
    return fail("the log does not give every hidden card, so it cannot be analysed");
  }
  const int n = log.ss_rules.seats();
  for (std::size_t a = 0; a < log.auction.size(); ++a) {
    DecisionRef r;
    r.index = static_cast<int>(out.size());
    r.kind = DecisionKind::kPick;
    r.mover = (log.dealer + 1 + static_cast<int>(a)) % n;
    r.played.kind = DecisionKind::kPick;
    r.played.take = log.auction[a];
    out.push_back(r);
  }
  if (log.picker >= 0) {
    DecisionRef b;
    b.index = static_cast<int>(out.size());
    b.kind = DecisionKind::kBury;
    b.mover = log.picker;
    b.played.kind = DecisionKind::kBury;
    b.played.bury = log.dealt_bury;
    out.push_back(b);
    // Under the jack-of-diamonds rule without call-ups the engine records ALONE for a picker
    // who holds JD, and three or four seats have no call: no choice, no decision (SS-14.1,
    // SS-14.2).
    const bool call_chosen =
        log.ss_rules.has_partner() &&
        (log.ss_rules.partner_rule == engine::PartnerRule::kCalledAce || log.ss_rules.jd_call_up);
    if (log.call && call_chosen) {
      DecisionRef c;
      c.index = static_cast<int>(out.size());
      c.kind = DecisionKind::kCall;
      c.mover = log.picker;
      c.played.kind = DecisionKind::kCall;
      c.played.call = *log.call;
      out.push_back(c);
    }
    add_poll_decisions(log, out);
  }
  for (std::size_t i = 0; i < log.plays.size(); ++i) {
    DecisionRef r;
    r.index = static_cast<int>(out.size());
    r.kind = DecisionKind::kPlay;
    r.mover = i < log.play_seat.size() ? log.play_seat[i] : 0;
    r.play_index = static_cast<int>(i);
    r.played.kind = DecisionKind::kPlay;
    r.played.card = log.plays[i];
    out.push_back(r);
  }
  if (out.empty()) return fail("the log has no decisions");
  return out;
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
  d = {};
  const int seats =
      log.game == engine::Game::kSheepshead ? log.ss_rules.seats() : engine::kSheepsheadSeats;
  set_identity(d, ref, seats);
  Impl& m = *impl_;
  Lane& lane = m.lanes[static_cast<std::size_t>(lane_index)];
  if (log.game == engine::Game::kSweep) {
    m.add_sweep_solvers(lane);
    Toolkit kit;
    kit.opt = &m.opt;
    kit.run_worlds = [&m, &lane](const WorldSource& src, int decision, const WorldEvaluation& ev,
                                 Table& tab, const std::vector<std::function<void(int)>>& extras,
                                 const std::atomic<bool>* c) {
      return m.run_worlds(src, decision, ev, tab, extras, c, lane);
    };
    for (auto& sv : m.sweep_solvers) kit.sweep_solvers.push_back(sv.get());
    kit.sweep_hindsight = lane.sweep_hindsight.get();
    return analyze_sweep_decision(kit, log, ref, cancel);
  }
  if (log.game == engine::Game::kSchafkopf) {
    Toolkit kit;
    kit.opt = &m.opt;
    kit.run = [&m, &lane](const Knowledge& k, int decision, const Evaluation& ev, Table& tab,
                          const std::vector<std::function<void(int)>>& extras,
                          const std::atomic<bool>* c) {
      return m.run(k, engine::SheepsheadRules{}, decision, ev, tab, extras, c, lane);
    };
    for (auto& dd : m.dds) kit.dds.push_back(dd.get());
    kit.hindsight = lane.hindsight.get();
    kit.ramsch_context = [&m](const RamschLeafContext& c) { return m.ramsch_context(c); };
    return analyze_schafkopf_decision(kit, log, ref, cancel);
  }
  const engine::SheepsheadRules& rules = log.ss_rules;
  const int mult = std::max(1, log.multiplier);

  if (ref.kind == DecisionKind::kPlay) {
    const std::size_t i = static_cast<std::size_t>(ref.play_index);
    auto k = sheepshead_play_knowledge(log, i, &error);
    auto actual = engine::replay_sheepshead(log, i, &error);
    if (!k || !actual) {
      d.note = error;
      return d;
    }
    const engine::PlayRules& pr = actual->play_rules();
    const engine::PlayState& st = actual->play_state();
    const CardMask legal = actual->legal_cards();
    // The multiplier after the announcements (cracks, blitzes: SS-14.3, SS-14.4) scales every
    // amount; without them it is the log's.
    const int hand_mult = std::max(mult, actual->multiplier());
    MoverMap map{k->role, k->alone, engine::mask_points(pr.table.deck), seats};
    const double stake = stake_share(k->role, k->alone, seats) * hand_mult;
    const bool high_better = k->role != Role::kLeaster;
    // Alternatives in power order; the played card's index.
    const std::vector<Card> cards = power_order(pr.table, legal);
    for (Card c : cards) {
      Alternative a;
      a.action.kind = DecisionKind::kPlay;
      a.action.card = c;
      d.alternatives.push_back(a);
    }
    for (std::size_t a = 0; a < cards.size(); ++a) {
      if (cards[a] == ref.played.card) d.played_index = static_cast<int>(a);
    }
    d.forced = cards.size() == 1;
    // Cards that are equivalent for the mover: same effective suit and points, and no card
    // between them in power that someone else may hold or that lies in the current trick
    // (SS-2 order); the called card and the under card keep their own obligations and are
    // never merged.
    std::vector<int> rep(cards.size());
    std::vector<Card> reps;
    std::vector<int> rep_index(cards.size());
    // Cards someone else may still hold, and the cards in the current trick (a card between
    // the two that is already in the trick still decides which of them wins it).
    CardMask others = k->unseen;
    for (int t = 0; t < st.trick_size; ++t)
      others |= engine::bit(st.trick[static_cast<std::size_t>(t)]);
    for (std::size_t a = 0; a < cards.size(); ++a) {
      rep[a] = static_cast<int>(a);
      if (a > 0) {
        const Card c = cards[a];
        const Card prev = cards[a - 1];
        const bool special = c == pr.called || prev == pr.called || c == k->partner_card ||
                             prev == k->partner_card ||
                             (pr.under != kNoCard && (c == pr.under || prev == pr.under));
        bool between_free = pr.table.eff_suit[c] == pr.table.eff_suit[prev];
        for (Card x : engine::cards(pr.table.suit_mask[pr.table.eff_suit[c]] & others)) {
          if (pr.table.power[x] < pr.table.power[prev] && pr.table.power[x] > pr.table.power[c]) {
            between_free = false;
          }
        }
        if (!special && between_free && engine::card_points(c) == engine::card_points(prev)) {
          rep[a] = rep[a - 1];
        }
      }
      if (rep[a] == static_cast<int>(a)) {
        rep_index[a] = static_cast<int>(reps.size());
        reps.push_back(cards[a]);
      } else {
        rep_index[a] = rep_index[static_cast<std::size_t>(rep[a])];
      }
    }
    int cards_left = 0;
    for (int q = 0; q < seats; ++q) {
      cards_left += engine::count(st.hands[static_cast<std::size_t>(q)]);
    }
    // Leaster decisions before the third trick: the exact (paranoid) leaster search from there
    // takes seconds per world. Each card is valued by playing on with the heuristic player
    // (every seat, the mover's own later cards too) until at most leaster_rollout_cards cards
    // are in the hands, then solving the rest exactly. No hindsight values for these.
    const bool rollout = k->leaster && cards_left > m.opt.leaster_max_cards;
    if (rollout) {
      d.note = "before the third trick a leaster is valued by the heuristic player's play until " +
               std::to_string(m.opt.leaster_rollout_cards / seats) +
               " tricks remain, then the exact leaster search (which is too slow from the start)";
    }
    // Hindsight: every legal card on the actual deal.
    const Position actual_pos = sheepshead_position(*actual, ref.mover);
    auto hindsight = [&] {
      if (rollout) return;
      const SolveResult r = lane.hindsight->solve(actual_pos, true);
      if (!r.complete) return;
      MoverMap hmap = map;  // the actual deal's teams
      if (!k->leaster && k->picker >= 0) hmap.alone = actual->partner() < 0;
      for (const MoveValue& mv : r.moves) {
        for (Alternative& a : d.alternatives) {
          if (a.action.card == mv.card) {
            a.dd_units = hmap.units(mv.units);
            a.dd_points = hmap.points(mv.points);
          }
        }
      }
    };
    // No choice to judge: sample anyway when it is cheap (the values show what the position is
    // worth), otherwise only the hindsight values.
    if (reps.size() <= 1 && cards_left > kCheapCards) {
      hindsight();
      if (cancel && cancel->load()) return d;
      finish_without_choice(d, stake);
      return d;
    }
    // The world's position: the actual one with the hidden cards replaced.
    int under_winner = -1;
    int under_pos = -1;
    if (k->under_play >= 0) {
      const int start = k->under_play / seats * seats;
      if (start + seats <= static_cast<int>(i)) {
        Card trick[engine::kMaxPlayers];
        for (int j = 0; j < seats; ++j) {
          trick[j] = log.plays[static_cast<std::size_t>(start + j)];
        }
        const std::uint8_t led =
            start == k->under_play ? pr.called_suit : pr.table.eff_suit[trick[0]];
        const int w = engine::trick_winner_index(pr.table, trick, seats, led, pr.under);
        under_winner = log.play_seat[static_cast<std::size_t>(start + w)];
      } else {
        under_pos = k->under_play - start;
      }
    }
    auto world_position = [&, kn = &*k](const World& w) {
      Position pos = actual_pos;
      const WorldDeal wd = world_deal(*kn, w.slots);
      for (std::size_t s = 0; s < kn->slots.size(); ++s) {
        if (kn->slots[s].kind == SlotKind::kHand) {
          pos.state.hands[static_cast<std::size_t>(kn->slots[s].seat)] = w.slots[s];
        }
      }
      if (kn->slot_of(SlotKind::kUnder) >= 0) {
        pos.rules.under = wd.under;
        if (under_pos >= 0) pos.state.trick[static_cast<std::size_t>(under_pos)] = wd.under;
        if (under_winner >= 0) {
          auto& pw = pos.state.points_won[static_cast<std::size_t>(under_winner)];
          pw = static_cast<std::int16_t>(pw + engine::card_points(wd.under) -
                                         engine::card_points(pr.under));
        }
      }
      if (!kn->leaster && kn->picker >= 0) {
        const std::uint32_t side = world_side(*kn, wd);
        pos.objective.max_side = side;
        pos.objective.base_points = engine::mask_points(wd.bury);
        // Under the jack-of-diamonds rule the picker may hold JD in a world (he plays alone
        // there) though not in the actual deal, or the other way round (SS-14.1).
        const bool world_alone = side == 1u << kn->picker;
        if (world_alone != (actual->partner() < 0)) {
          pos.objective.levels = sheepshead_levels(rules, world_alone, hand_mult);
        }
      }
      if (kn->leaster && pos.objective.bonus_trick >= 0) {
        pos.objective.bonus_points = engine::mask_points(wd.blind);
      }
      return pos;
    };
    Evaluation ev;
    ev.alts = static_cast<int>(reps.size());
    ev.played = rep_index[static_cast<std::size_t>(d.played_index)];
    ev.stake = stake;
    ev.max_samples = m.opt.samples;
    ev.min_samples = std::min(m.opt.min_samples, m.opt.samples);
    ev.settle_samples = rollout ? m.opt.settle_cap() : settle_cap_for(m.opt, cards_left);
    // Points need a full points search; units only a few yes/no searches (team objective).
    // Early in the hand points are solved in the first points_samples worlds only.
    const bool early = cards_left > kCheapCards;
    auto eval_rollout = [&](const World& w, int worker, const std::vector<char>& active,
                            std::vector<double>& units, std::vector<double>& points) {
      const std::optional<SheepsheadHand> start = replay_world(log, *k, w.slots, nullptr);
      if (!start) return;  // cannot happen for a consistent world; the entries stay NaN
      DoubleDummy& dd = *m.dds[static_cast<std::size_t>(worker)];
      for (std::size_t a = 0; a < reps.size(); ++a) {
        if (!active[a]) continue;
        SheepsheadHand h = *start;
        (void)h.play(reps[a]);
        while (h.phase() == Phase::kPlay) {
          int left = 0;
          for (int q = 0; q < seats; ++q) {
            left += engine::count(h.play_state().hands[static_cast<std::size_t>(q)]);
          }
          if (left <= m.opt.leaster_rollout_cards && h.play_state().trick_size == 0) break;
          (void)m.heuristic.act(h);
        }
        if (h.phase() == Phase::kPlay) {
          const SolveResult r = dd.solve(sheepshead_position(h, ref.mover), false);
          units[a] = map.units(r.units);
          points[a] = map.points(r.points);
        } else {
          const engine::HandResult res = h.result();
          units[a] = res.units[static_cast<std::size_t>(ref.mover)];
          points[a] = res.points[static_cast<std::size_t>(ref.mover)];
        }
      }
    };
    ev.eval = [&](const World& w, int world_index, int worker, const std::vector<char>& active,
                  std::vector<double>& units, std::vector<double>& points) {
      if (rollout) {
        eval_rollout(w, worker, active, units, points);
        return;
      }
      const Position pos = world_position(w);
      // A defender who does not know whether the picker is alone pays by the world's teams.
      MoverMap wmap = map;
      if (!k->leaster && k->picker >= 0) {
        wmap.alone = pos.objective.max_side == 1u << k->picker;
      }
      DoubleDummy& dd = *m.dds[static_cast<std::size_t>(worker)];
      const bool want_points = !early || world_index < m.opt.points_samples;
      if (want_points &&
          values_per_card(
              dd, pos, reps, active, [&](int v) { return static_cast<double>(wmap.units(v)); },
              [&](int v) { return static_cast<double>(wmap.points(v)); }, units, points)) {
        return;
      }
      // The level of the previous card in this world is the guess for the next one (most cards
      // of one world end at the same or a neighbouring level).
      int guess = -1;
      for (std::size_t a = 0; a < reps.size(); ++a) {
        if (!active[a]) continue;
        Position child = pos;
        engine::PlayUndo u;
        engine::make_move(child.rules, child.state, reps[a], u);
        if (want_points || child.objective.paranoid || child.state.finished(child.rules) ||
            child.objective.levels.empty()) {
          const SolveResult r = dd.solve(child, false);
          units[a] = wmap.units(r.units);
          points[a] = want_points ? wmap.points(r.points) : std::nan("");
        } else {
          const std::size_t level = team_level(dd, child, guess);
          guess = static_cast<int>(level);
          units[a] = wmap.units(child.objective.levels[level].units);
          points[a] = std::nan("");
        }
      }
    };
    Table tab;
    if (!m.run(*k, rules, ref.index, ev, tab, {[&](int) { hindsight(); }}, cancel, lane)) {
      return d;
    }
    if (tab.units.empty()) {
      d.note = "no deal is consistent with what the player knew (a bug)";
      d.complete = true;
      return d;
    }
    // Expand the representatives' table to every legal card.
    const Table full = expand_columns(tab, rep_index);
    finish(d, full, stake, high_better, true);
    set_dd_loss(d, stake);
    // Reason (solver/reasons.h) and lessons, from the grade's own values.
    set_reason(d, full, play_columns(cards), stake, !k->leaster, !high_better);
    if (d.reason) add_hindsight_lines(*d.reason, *lane.hindsight, actual_pos, ref.mover);
    LessonSituation sit{&*k, &pr, &st, legal};
    d.lessons =
        judge_lessons(lesson_triggers(sit), d, table_compare(full, cards, stake, high_better));
    d.complete = true;
    return d;
  }

  // --- Auction decisions: pick/pass, bury, call ---------------------------------------------
  if (!m.opt.grade_auction) {
    d.note = "auction decisions are not analysed (option off)";
    d.complete = true;
    return d;
  }
  if (ref.kind == DecisionKind::kAnnounce) {
    // --- The announcement poll (SS-14.3 crack and re-crack, SS-14.4 blitz): valued like the
    // Schafkopf Kontra, by simulating the rest of the hand in worlds of the seat's knowledge:
    // the poll's later turns by the heuristic player, then double-dummy card play. Every
    // alternative plays at the multiplier it leads to.
    auto k = sheepshead_poll_knowledge(log, ref.mover,
                                       static_cast<std::size_t>(ref.announcements_before), &error);
    std::optional<SheepsheadHand> before = poll_start(log);
    if (k && before) {
      std::vector<engine::Announcement> prefix = k->announcements;
      if (auto e = replay_poll(*before, prefix, ref.mover)) error = *e;
    }
    if (!k || !before || before->phase() != Phase::kAnnounce) {
      d.note = error.empty() ? "the announcement poll cannot be replayed" : error;
      d.complete = true;
      return d;
    }
    std::vector<Action> alts;
    for (engine::Announce a : before->legal_announcements()) alts.push_back(announce_action(a));
    for (const Action& a : alts) {
      Alternative alt;
      alt.action = a;
      d.alternatives.push_back(alt);
      if (a == ref.played) d.played_index = static_cast<int>(d.alternatives.size()) - 1;
    }
    d.forced = alts.size() == 1;
    if (d.forced || d.played_index < 0) {
      d.grade = Grade::kForced;
      d.complete = true;
      return d;
    }
    const double stake = stake_share(k->role, k->alone, seats) * std::max(1, before->multiplier());
    auto simulate = [&](const SheepsheadHand& start, const Action& a, DoubleDummy& dd) {
      SheepsheadHand h = start;
      (void)h.announce(a.announce);
      while (h.phase() == Phase::kAnnounce) (void)m.heuristic.act(h);
      if (h.phase() != Phase::kPlay) return 0;
      const Position pos = sheepshead_position(h, ref.mover);
      const Role role = role_in(h, ref.mover);
      const MoverMap map{role, h.partner() < 0, 120, seats};
      return map.units(team_units(dd, pos, 0));
    };
    Evaluation ev;
    ev.alts = static_cast<int>(alts.size());
    ev.played = d.played_index;
    ev.stake = stake;
    ev.max_samples = m.opt.auction_samples;
    ev.min_samples = std::min(m.opt.min_samples / 2, m.opt.auction_samples);
    ev.eval_alt = [&](const World& w, int, int a, int worker, double& units, double& points) {
      DoubleDummy& dd = *m.dds[static_cast<std::size_t>(worker)];
      points = 0;
      const std::optional<SheepsheadHand> start = replay_world(log, *k, w.slots, nullptr);
      if (!start) {
        units = std::nan("");  // cannot happen for a consistent world
        return;
      }
      units = simulate(*start, alts[static_cast<std::size_t>(a)], dd);
    };
    std::vector<std::function<void(int)>> hindsight;
    for (std::size_t a = 0; m.opt.auction_hindsight && a < alts.size(); ++a) {
      hindsight.push_back([&, a](int worker) {
        d.alternatives[a].dd_units =
            simulate(*before, d.alternatives[a].action, *m.dds[static_cast<std::size_t>(worker)]);
      });
    }
    Table tab;
    if (!m.run(*k, rules, ref.index, ev, tab, hindsight, cancel, lane)) return d;
    if (tab.units.empty()) {
      d.note = "no deal is consistent with what the player knew (a bug)";
      d.complete = true;
      return d;
    }
    finish(d, tab, stake, true, false);
    set_dd_loss(d, stake);
    set_reason(d, tab, alts, stake, true, false);
    d.note =
        "the rest of the hand is simulated: the poll's later turns by the heuristic player, "
        "then double-dummy card play, at the multiplier each choice leads to";
    d.complete = true;
    return d;
  }
  const PointKind point = ref.kind == DecisionKind::kPick   ? PointKind::kPick
                          : ref.kind == DecisionKind::kBury ? PointKind::kBury
                                                            : PointKind::kCall;
  auto k = sheepshead_auction_knowledge(log, point, ref.index, &error);
  if (!k) {
    d.note = error;
    d.complete = true;
    return d;
  }
  const double stake = 2.0 * mult;
  const engine::SheepsheadDeal actual_deal{log.dealt, log.dealt_blind};
  const SheepsheadHand before = auction_hand(log, actual_deal, ref);
  std::vector<Action> alts;
  if (ref.kind == DecisionKind::kPick) {
    const Action pass = pick_action(false);
    const Action take = pick_action(true);
    if (before.can_pass()) alts.push_back(pass);
    alts.push_back(take);
  } else if (ref.kind == DecisionKind::kBury) {
    const CardMask eight = before.picker_cards();
    std::vector<CardMask> cands{ref.played.bury, m.heuristic.choose_bury(before)};
    for (CardMask b : ranked_buries(rules, eight)) cands.push_back(b);
    const std::size_t want = static_cast<std::size_t>(std::max(2, m.opt.bury_candidates));
    for (CardMask b : cands) {
      const Action a = bury_action(b);
      if (alts.size() >= want) break;
      if (std::find(alts.begin(), alts.end(), a) == alts.end()) alts.push_back(a);
    }
  } else {
    const ContractTable t = engine::sheepshead_table_for(rules);
    const Card under = cheap_under(t, before.picker_cards());
    for (const Call& c : before.legal_calls()) {
      const bool keep = c.type != CallType::kUnknown || c.under == under || c == ref.played.call;
      if (keep) alts.push_back(call_action(c));
    }
    const Action played = call_action(ref.played.call);
    if (std::find(alts.begin(), alts.end(), played) == alts.end()) alts.push_back(played);
  }
  for (const Action& a : alts) {
    Alternative alt;
    alt.action = a;
    d.alternatives.push_back(alt);
    if (a == ref.played) d.played_index = static_cast<int>(d.alternatives.size()) - 1;
  }
  d.forced = alts.size() == 1;
  if (d.forced) {
    d.grade = Grade::kForced;
    d.complete = true;
    return d;
  }
  // The rest of the hand: heuristic auction, bury and call; double-dummy card play.
  auto simulate = [&](const engine::SheepsheadDeal& deal, const Action& a, DoubleDummy& dd) {
    SheepsheadHand h = auction_hand(log, deal, ref);
    switch (a.kind) {
      case DecisionKind::kPick:
        (void)h.pick(a.take);
        break;
      case DecisionKind::kBury:
        (void)h.bury(a.bury);
        break;
      case DecisionKind::kCall:
        (void)h.call(a.call);
        break;
      case DecisionKind::kAnnounce:
        (void)h.announce(a.announce);
        break;
      case DecisionKind::kPlay:
      case DecisionKind::kBid:
      case DecisionKind::kDeclare:
      case DecisionKind::kDouble:
        break;
    }
    while (h.phase() == Phase::kPick || h.phase() == Phase::kBury || h.phase() == Phase::kCall ||
           h.phase() == Phase::kAnnounce) {
      (void)m.heuristic.act(h);
    }
    if (h.phase() != Phase::kPlay) return 0;  // thrown in (1988 doubler): nothing is paid
    if (h.is_leaster()) {
      // A whole leaster is far too slow for the paranoid search: the heuristic plays it out.
      (void)m.heuristic.play_out(h);
      return h.result().units[static_cast<std::size_t>(ref.mover)];
    }
    const Position pos = sheepshead_position(h, ref.mover);
    const Role role = role_in(h, ref.mover);
    MoverMap map{role, h.partner() < 0, 120, seats};
    // Auction simulations ask the levels from the best down ("no trick for the defenders?",
    // ">= 91?", ">= 61?", ...) until one is reached, not by bisection: a question far from the
    // true value is cheap, and this skips the costly ">= 61?" whenever the picker's side
    // reaches 91 (measured on the ten Sheepshead samples: 4-22 % fewer nodes in the auction
    // decisions than bisecting; the same level either way).
    return map.units(team_units(dd, pos, 0));
  };
  Evaluation ev;
  ev.alts = static_cast<int>(alts.size());
  ev.played = d.played_index;
  ev.stake = stake;
  ev.max_samples = m.opt.auction_samples;
  ev.min_samples = std::min(m.opt.min_samples / 2, m.opt.auction_samples);
  // The world's deal (the picker's own cards are known at the bury and the call).
  auto world_of = [&, kn = &*k](const World& w) {
    const WorldDeal wd = world_deal(*kn, w.slots);
    engine::SheepsheadDeal deal;
    for (int q = 0; q < seats; ++q) {
      deal.hands[static_cast<std::size_t>(q)] = wd.start[static_cast<std::size_t>(q)];
    }
    deal.blind = wd.blind;
    if (ref.kind != DecisionKind::kPick) {
      deal.hands[static_cast<std::size_t>(log.picker)] =
          log.dealt[static_cast<std::size_t>(log.picker)];
      deal.blind = log.dealt_blind;
    }
    return deal;
  };
  ev.eval_alt = [&](const World& w, int, int a, int worker, double& units, double& points) {
    DoubleDummy& dd = *m.dds[static_cast<std::size_t>(worker)];
    units = simulate(world_of(w), alts[static_cast<std::size_t>(a)], dd);
    points = 0;
  };
  // Hindsight: one job per alternative (each a whole-deal search).
  // They run in parallel, each with its worker's solver.
  std::vector<std::function<void(int)>> hindsight;
  for (std::size_t a = 0; m.opt.auction_hindsight && a < alts.size(); ++a) {
    hindsight.push_back([&, a](int worker) {
      d.alternatives[a].dd_units =
          simulate(actual_deal, d.alternatives[a].action, *m.dds[static_cast<std::size_t>(worker)]);
    });
  }
  Table tab;
  if (!m.run(*k, rules, ref.index, ev, tab, hindsight, cancel, lane)) return d;
  if (tab.units.empty()) {
    d.note = "no deal is consistent with what the player knew (a bug)";
    d.complete = true;
    return d;
  }
  finish(d, tab, stake, true, false);
  set_dd_loss(d, stake);
  set_reason(d, tab, alts, stake, true, false);
  d.note =
      "the rest of the hand is simulated: the heuristic player's auction, bury and call, "
      "then double-dummy card play";
  d.complete = true;
  return d;
}

HandAnalysis Analyzer::analyze(const engine::DealLog& log, const DecisionCallback& on_result,
                               const std::atomic<bool>* cancel) {
  const auto t0 = std::chrono::steady_clock::now();
  HandAnalysis h;
  h.options = options_;
  h.num_players =
      log.game == engine::Game::kSheepshead ? log.ss_rules.seats() : engine::seat_count(log.game);
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
