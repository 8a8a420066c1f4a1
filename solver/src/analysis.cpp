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
#include "analysis_pool.h"
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
#include "solver/sweep/horizon_eval.h"
#include "solver/verdict.h"

namespace solver {

using namespace analysis_detail;

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
      return engine::bid_text(a.bid);
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

// CPU time used by the calling thread so far, in seconds.
double thread_cpu_seconds() {
  timespec ts{};
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0) return 0;
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

}  // namespace

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
        // The worlds are searched to the end of the current deal (solver/sweep/horizon.h).
        sweep_solvers.back()->set_horizon(&sweep::fitted_horizon_eval());
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
                  const std::atomic<bool>* cancel, Lane& lane);
};

// --- The world loop -------------------------------------------------------------------------
//
// One decision's sampled evaluation (Analyzer::Impl::run_worlds): batches of worlds valued on
// the pool, the next batch valued speculatively by an idle core, and after each batch the
// stopping rule, which drops the alternatives whose comparison is settled.
class WorldLoop {
 public:
  WorldLoop(const AnalysisOptions& opt, Pool& pool, std::function<std::uint64_t(int)> worker_nodes,
            const WorldSource& src, int decision, const WorldEvaluation& ev, Table& tab,
            const std::vector<std::function<void(int)>>& extras, const std::atomic<bool>* cancel,
            Lane& lane)
      : opt_(opt),
        pool_(pool),
        worker_nodes_(std::move(worker_nodes)),
        src_(src),
        decision_(decision),
        ev_(ev),
        tab_(tab),
        extras_(extras),
        cancel_(cancel),
        lane_(lane),
        alts_(static_cast<std::size_t>(ev.alts)),
        max_n_(static_cast<std::size_t>(ev.max_samples)),
        // The sequential test's cap (ev.settle_samples; none when it is not above max_samples).
        cap_n_(std::max(max_n_, static_cast<std::size_t>(std::max(0, ev.settle_samples)))),
        active_(alts_, 1) {}

  bool run() {
    tab_.alts = ev_.alts;
    const double count = src_.count;
    tab_.exact = count <= opt_.exact_limit ||
                 (cap_n_ > max_n_ && opt_.min_samples > 0 && count <= static_cast<double>(cap_n_));
    if (tab_.exact) made_ = src_.enumerate();
    extra_done_ = extras_.empty();
    for (;;) {
      const std::size_t want = next_size();
      const std::size_t begin = done_;
      grow_table(begin, want);
      collect_active();
      const std::vector<std::vector<char>> have = take_speculative(begin, want);
      const std::vector<std::pair<std::size_t, int>> jobs = batch_jobs(begin, want, have);
      const std::vector<std::pair<std::size_t, int>> spec_jobs = plan_speculation(want);
      run_batch(jobs, spec_jobs);
      extra_done_ = true;
      if (cancelled()) return false;
      done_ = want;
      if (tab_.exact || done_ >= cap_n_) break;
      if (opt_.min_samples <= 0) {
        if (done_ >= max_n_) break;
        continue;
      }
      if (stop_after_batch()) break;
    }
    // All weights zero would make every mean 0; fall back to equal weights.
    double sw = 0;
    for (double w : tab_.weight) sw += w;
    if (sw <= 0) std::fill(tab_.weight.begin(), tab_.weight.end(), 1.0);
    return true;
  }

 private:
  using Jobs = std::vector<std::pair<std::size_t, int>>;

  bool cancelled() const { return cancel_ && cancel_->load(std::memory_order_relaxed); }

  void sample_to(std::size_t n) {
    while (made_ < n) {
      engine::Rng rng(world_seed(opt_.seed, decision_, static_cast<int>(made_)));
      src_.sample(rng);
      ++made_;
    }
  }

  // Batches of 8; past the default cap's ratio (4 K worlds), where only a grown cap
  // (settle_cap_for) goes on, a quarter of the worlds so far (a multiple of 8), so that a
  // cap of 8 x 192 is reached in ten batches rather than 168.
  std::size_t batch_after(std::size_t n) const {
    if (n < AnalysisOptions::kSettleRatio * max_n_) return kBatch;
    return std::max<std::size_t>(kBatch, n / 4 / kBatch * kBatch);
  }

  // How many worlds the table holds after this batch (the worlds made as needed).
  std::size_t next_size() {
    if (tab_.exact) return made_;
    const std::size_t first = static_cast<std::size_t>(std::max(1, ev_.min_samples));
    std::size_t want = done_ == 0 ? first : done_ + batch_after(done_);
    if (opt_.min_samples <= 0) want = max_n_;
    want = std::min<std::size_t>(want, done_ < max_n_ ? max_n_ : cap_n_);
    sample_to(want);
    return want;
  }

  void grow_table(std::size_t begin, std::size_t want) {
    const double nan = std::nan("");
    tab_.units.resize(want, std::vector<double>(alts_, nan));
    tab_.points.resize(want, std::vector<double>(alts_, nan));
    tab_.weight.resize(want, 1.0);
    for (std::size_t wi = begin; wi < want; ++wi) tab_.weight[wi] = src_.weight(wi);
  }

  void collect_active() {
    active_list_.clear();
    for (int a = 0; a < ev_.alts; ++a) {
      if (active_[static_cast<std::size_t>(a)]) active_list_.push_back(a);
    }
  }

  // Takes over what was valued speculatively (active alternatives only); per world of the
  // batch, which alternatives have their value.
  std::vector<std::vector<char>> take_speculative(std::size_t begin, std::size_t want) {
    std::vector<std::vector<char>> have(want - begin, std::vector<char>(alts_, 0));
    for (std::size_t r = 0; r < spec_have_.size(); ++r) {
      const std::size_t wi = spec_begin_ + r;
      if (wi < begin || wi >= want) continue;
      for (int a : active_list_) {
        const std::size_t ua = static_cast<std::size_t>(a);
        if (!spec_have_[r][ua]) continue;
        tab_.units[wi][ua] = spec_units_[r][ua];
        tab_.points[wi][ua] = spec_points_[r][ua];
        have[wi - begin][ua] = 1;
      }
    }
    return have;
  }

  // This batch's jobs: (world, alternative) pairs for eval_alt, (world, -1) for eval.
  Jobs batch_jobs(std::size_t begin, std::size_t want,
                  const std::vector<std::vector<char>>& have) const {
    Jobs jobs;
    for (std::size_t wi = begin; wi < want; ++wi) {
      if (ev_.eval_alt) {
        for (int a : active_list_) {
          if (!have[wi - begin][static_cast<std::size_t>(a)]) jobs.push_back({wi, a});
        }
      } else if (active_list_.empty() ||
                 std::any_of(active_list_.begin(), active_list_.end(), [&](int a) {
                   return !have[wi - begin][static_cast<std::size_t>(a)];
                 })) {
        // A world is valued again when any active alternative lacks its value (one valued
        // again after a drop was not in the speculative values): the same exact values.
        jobs.push_back({wi, -1});
      }
    }
    return jobs;
  }

  // The next batch's worlds, valued speculatively by an idle core.
  Jobs plan_speculation(std::size_t want) {
    const double nan = std::nan("");
    const std::size_t limit_n = want <= max_n_ ? max_n_ : cap_n_;
    const bool may_go_on = !tab_.exact && opt_.min_samples > 0 && want < limit_n;
    Jobs spec_jobs;
    spec_begin_ = want;
    spec_units_.clear();
    spec_points_.clear();
    spec_have_.clear();
    if (!may_go_on) return spec_jobs;
    const std::size_t next = std::min<std::size_t>(want + batch_after(want), limit_n);
    sample_to(next);
    spec_units_.assign(next - want, std::vector<double>(alts_, nan));
    spec_points_.assign(next - want, std::vector<double>(alts_, nan));
    spec_have_.assign(next - want, std::vector<char>(alts_, 0));
    for (std::size_t wi = want; wi < next; ++wi) {
      if (ev_.eval_alt) {
        for (int a : active_list_) spec_jobs.push_back({wi, a});
      } else {
        spec_jobs.push_back({wi, -1});
      }
    }
    return spec_jobs;
  }

  // Values world wi (alternative a, or every active one) into the given rows.
  void value(std::size_t wi, int a, int worker, std::vector<double>& units,
             std::vector<double>& points, std::vector<char>* mark) {
    if (a >= 0) {
      const std::size_t ua = static_cast<std::size_t>(a);
      ev_.eval_alt(static_cast<int>(wi), a, worker, units[ua], points[ua]);
      if (mark && !cancelled()) (*mark)[ua] = 1;
    } else {
      ev_.eval(static_cast<int>(wi), worker, active_, units, points);
      if (mark && !cancelled()) {
        for (int b : active_list_) (*mark)[static_cast<std::size_t>(b)] = 1;
      }
    }
  }

  // Runs f on `worker`, charging its CPU time and solver nodes to the lane.
  template <typename F>
  void charged(int worker, const F& f) {
    const std::uint64_t n0 = worker_nodes_(worker);
    const double c0 = thread_cpu_seconds();
    f();
    lane_.cpu_ns += std::llround((thread_cpu_seconds() - c0) * 1e9);
    lane_.nodes += worker_nodes_(worker) - n0;
  }

  // The batch on the pool. The extras (whole-deal hindsight solves, the longest jobs) go
  // first, so that no core waits for one of them at the end of the batch.
  void run_batch(const Jobs& jobs, const Jobs& spec_jobs) {
    const int extra_jobs = extra_done_ ? 0 : static_cast<int>(extras_.size());
    const std::function<void(int, int)> spec_fn = [&](int job, int worker) {
      if (cancelled()) return;
      charged(worker, [&] {
        const auto [wi, a] = spec_jobs[static_cast<std::size_t>(job)];
        const std::size_t r = wi - spec_begin_;
        value(wi, a, worker, spec_units_[r], spec_points_[r], &spec_have_[r]);
      });
    };
    pool_.run(
        decision_, static_cast<int>(jobs.size()) + extra_jobs,
        [&](int job, int worker) {
          if (cancelled()) return;
          charged(worker, [&] {
            if (job < extra_jobs) {
              extras_[static_cast<std::size_t>(job)](worker);
              return;
            }
            const auto [wi, a] = jobs[static_cast<std::size_t>(job - extra_jobs)];
            value(wi, a, worker, tab_.units[wi], tab_.points[wi], nullptr);
          });
        },
        static_cast<int>(spec_jobs.size()), &spec_fn);
  }

  // The stopping rule after a batch; true to stop. With the shared intervals (valid under
  // repeated looks, Table::z_at): stop as soon as the played grade is settled; while it is not,
  // only the alternatives that can still move the played loss interval (the upper end of their
  // difference lies above the interval's lower end) are valued, up to the cap. With a game's
  // fixed z (Sweep), up to max_samples: the old rule (every comparison with the played
  // alternative settled: se <= target_se or 3 se from zero) and the played grade settled; past
  // it (the sequential test): only until the played grade is settled, an alternative valued
  // while its comparison is unsettled or it can move the interval. Either way one dropped
  // earlier is valued again when it can move the interval once more (a later world widened the
  // spread, or the grade came unsettled): the grade never stops unsettled below the cap for
  // want of an alternative to refine.
  bool stop_after_batch() {
    const PlayedLoss pl = played_loss(tab_, ev_.played, ev_.stake);
    const bool grade_settled = grade_verdict(pl.loss, pl.se, pl.low, pl.high, false).settled;
    // The shared intervals hold under every look (Table::z_at), so a settled grade stops here
    // whatever its comparisons' standard errors; a game with a fixed z keeps the old rule.
    const bool anytime = tab_.z <= 0;
    if (anytime && grade_settled) return true;
    bool all = true;
    for (int a = 0; a < ev_.alts; ++a) {
      if (a == ev_.played) continue;
      const Stat d = tab_.diff_units(a, ev_.played, ev_.stake);
      const bool matters =
          !grade_settled && d.mean + tab_.half_width(d, tab_.spread(ev_.stake)) > pl.low;
      const bool old = anytime || done_ >= max_n_ ||
                       comparison_settled(tab_, ev_.played, a, ev_.stake, opt_.target_se);
      active_[static_cast<std::size_t>(a)] = old && !matters ? 0 : 1;
      if (!old) all = false;
    }
    if (all && grade_settled) return true;
    if (done_ >= max_n_ && cap_n_ <= max_n_) return true;
    if (ev_.stop_futile && done_ >= max_n_ && !grade_settled && futile(pl)) return true;
    for (int a = 0; a < ev_.alts; ++a) {
      if (a != ev_.played && active_[static_cast<std::size_t>(a)]) return false;
    }
    return true;
  }

  // Whether the played grade is hopeless: past a quarter of the cap, a close verdict (two
  // neighbouring bands; a wider one goes on) whose estimate lies within half the interval the
  // cap would give (today's, narrowed as 1 / sqrt(worlds)) of a band edge, so that it settles by
  // the cap only if the estimate moves that far (EvaluationLimits::stop_futile).
  bool futile(const PlayedLoss& pl) const {
    if (done_ * kFutileFrom < cap_n_) return false;
    const Verdict now = grade_verdict(pl.loss, pl.se, pl.low, pl.high, false);
    if (shown_verdict(now).certainty != Certainty::kClose) return false;
    // A grade that may still be Best goes on: whether it is decides what suggest names.
    if (now.low <= Grade::kExcellent) return false;
    const double shrink =
        kFutileMargin * std::sqrt(static_cast<double>(done_) / static_cast<double>(cap_n_));
    const double lo = std::max(0.0, pl.loss - (pl.loss - pl.low) * shrink);
    const double hi = pl.loss + (pl.high - pl.loss) * shrink;
    return !grade_verdict(pl.loss, pl.se * shrink, lo, hi, false).settled;
  }
  static constexpr std::size_t kFutileFrom = 4;  // from cap / 4 worlds
  static constexpr double kFutileMargin = 0.5;

  const AnalysisOptions& opt_;
  Pool& pool_;
  std::function<std::uint64_t(int)> worker_nodes_;
  const WorldSource& src_;
  int decision_;
  const WorldEvaluation& ev_;
  Table& tab_;
  const std::vector<std::function<void(int)>>& extras_;
  const std::atomic<bool>* cancel_;
  Lane& lane_;
  std::size_t alts_;
  std::size_t max_n_;
  std::size_t cap_n_;
  std::size_t made_ = 0;  // worlds made so far
  std::size_t done_ = 0;  // worlds valued
  bool extra_done_ = false;
  std::vector<char> active_;
  std::vector<int> active_list_;
  // Speculative values of worlds [spec_begin_, spec_begin_ + rows), per alternative.
  std::size_t spec_begin_ = 0;
  std::vector<std::vector<double>> spec_units_;
  std::vector<std::vector<double>> spec_points_;
  std::vector<std::vector<char>> spec_have_;
};

bool Analyzer::Impl::run_worlds(const WorldSource& src, int decision, const WorldEvaluation& ev,
                                Table& tab, const std::vector<std::function<void(int)>>& extras,
                                const std::atomic<bool>* cancel, Lane& lane) {
  return WorldLoop(
             opt, *pool, [this](int w) { return worker_nodes(w); }, src, decision, ev, tab, extras,
             cancel, lane)
      .run();
}

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
