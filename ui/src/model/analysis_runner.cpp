#include "ui/analysis_runner.h"

#include <algorithm>
#include <exception>
#include <string>
#include <thread>

namespace ui {

AnalysisRunner::AnalysisRunner(AnalyzeFn analyze) : analyze_(std::move(analyze)) {}

void AnalysisRunner::start(const ReplayDeal& deal, const solver::AnalysisOptions& options,
                           HandAnalysisState& state) {
  start_log(deal.log, options, state);
}

void AnalysisRunner::start_log(std::shared_ptr<const engine::DealLog> log,
                               const solver::AnalysisOptions& options, HandAnalysisState& state,
                               int focus) {
  worker_.reset();
  if (!log) {
    state.set_unavailable("this hand has no deal log to analyse");
    return;
  }
  state.set_running();
  focus_ = std::make_shared<std::atomic<int>>(focus);
  AnalyzeFn analyze = analyze_;
  worker_.start([log, options, analyze, at = focus_](Worker<Message>::JobContext& ctx) {
    // Forwards the analyzer's reports into the queue.
    struct Sink : AnalysisSink {
      Sink(Worker<Message>::JobContext& c, const std::atomic<int>& f) : ctx(c), at(f) {}
      void decisions(std::vector<solver::DecisionRef> refs) override {
        ctx.set_total(static_cast<int>(refs.size()));
        ctx.post(Refs{std::move(refs)});
      }
      void decision(const solver::DecisionAnalysis& d, int done, int total) override {
        ctx.set_total(total);
        ctx.set_done(done);
        ctx.post(One{d, done, total});
      }
      int focus() const override { return at.load(); }
      Worker<Message>::JobContext& ctx;
      const std::atomic<int>& at;
    } sink(ctx, *at);
    // Nothing may escape the thread (std::terminate); a failure becomes a sentence.
    solver::HandAnalysis hand;
    try {
      hand = analyze(*log, options, sink, ctx.cancel_flag());
    } catch (const std::exception& e) {
      hand = solver::HandAnalysis{};
      hand.error = std::string("the analysis failed: ") + e.what();
    }
    const bool cancelled = ctx.cancelled();
    ctx.post(Summary{std::move(hand), cancelled});
  });
}

bool AnalysisRunner::pump(HandAnalysisState& state) {
  auto messages = worker_.poll();
  for (Message& m : messages) {
    if (auto* r = std::get_if<Refs>(&m)) {
      state.set_refs(std::move(r->refs));
    } else if (auto* one = std::get_if<One>(&m)) {
      state.add(std::move(one->d), one->done, one->total);
    } else if (auto* s = std::get_if<Summary>(&m)) {
      state.finish(std::move(s->hand), s->cancelled);
    }
  }
  if (messages.empty() && worker_.state() == JobState::kCancelled &&
      state.status() == AnalysisStatus::kRunning) {
    state.set_cancelled();
    return true;
  }
  return !messages.empty();
}

solver::AnalysisOptions gui_analysis_options(int samples, std::uint64_t seed, bool auction) {
  solver::AnalysisOptions o;
  o.grade_auction = auction;
  o.samples = std::max(1, samples);
  o.min_samples = std::min(o.min_samples, o.samples);
  o.auction_samples = std::min(o.auction_samples, o.samples);
  o.seed = seed;
  const unsigned hw = std::thread::hardware_concurrency();
  o.threads = hw > 1 ? static_cast<int>(hw) - 1 : 1;
  return o;
}

}  // namespace ui
