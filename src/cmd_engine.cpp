// schmier engine: a session for other programs (ENGINE.md). One JSON request per line on stdin,
// one JSON answer per line on stdout, in the order of the requests, each with the request's id.
//
// Threads: this (main) thread reads lines and queues them; a worker thread answers them in order
// and is the only writer of stdout. A "cancel" line is acted on as soon as it is read: the
// request the worker is answering then is stopped through its cancel flag (requests queued
// behind it are not affected). The worker keeps its solver objects (the analyzer's and the
// solver's tables) between requests.
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <iostream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "cli_api.h"
#include "cli_game.h"
#include "cli_util.h"
#include "engine/deal_log.h"
#include "solver/analysis.h"
#include "solver/dd.h"

namespace cli {

namespace {

using J = nlohmann::ordered_json;

constexpr std::string_view kHelp =
    "Usage: schmier engine\n"
    "\n"
    "Reads one JSON request per line on standard input and writes one JSON answer per line on\n"
    "standard output, in order, each with the request's \"id\". Requests: suggest, analyze,\n"
    "solve, cancel, quit. End of input ends the session. The protocol: ENGINE.md.\n"
    "\n"
    "Exit status: 0 at the end of input or after quit, 2 usage error.\n";

// The longest request line read (a deal log is at most engine::kMaxLogBytes).
constexpr std::size_t kMaxLineBytes = engine::kMaxLogBytes + (std::size_t{64} << 10);

struct Item {
  std::uint64_t seq = 0;
  std::string line;
  bool oversized = false;  // longer than kMaxLineBytes (not kept)
  bool eof = false;
};

// What the reader and the worker share.
struct Queue {
  std::mutex mu;
  std::condition_variable cv;
  std::deque<Item> items;
  std::uint64_t running = UINT64_MAX;  // seq of the request being answered
  std::atomic<bool> running_cancel{false};
};

J error_answer(const J& id, std::vector<engine::LogError> errors) {
  J list = J::array();
  for (const engine::LogError& e : errors)
    list.push_back({{"where", e.where}, {"message", e.message}});
  return J{{"id", id}, {"error", list}};
}

J error_answer(const J& id, std::string where, std::string message) {
  return error_answer(id, {engine::LogError{std::move(where), std::move(message)}});
}

J ok_answer(const J& id, const std::string& request, J result) {
  return J{{"id", id}, {"answer", request}, {"result", std::move(result)}};
}

class Worker {
 public:
  explicit Worker(Queue& q) : q_(q) {}

  // Answers the queued lines in order until the end of input or quit.
  void run() {
    for (;;) {
      Item it;
      {
        std::unique_lock lock(q_.mu);
        q_.cv.wait(lock, [&] { return !q_.items.empty(); });
        it = std::move(q_.items.front());
        q_.items.pop_front();
        if (it.eof) return;
        q_.running = it.seq;
        q_.running_cancel = false;
      }
      bool quit = false;
      const J answer =
          it.oversized
              ? error_answer(nullptr, "request",
                             "the line is longer than " + std::to_string(kMaxLineBytes) + " bytes")
              : answer_line(it.line, &quit);
      std::cout << answer.dump() << "\n" << std::flush;
      {
        std::lock_guard lock(q_.mu);
        q_.running = UINT64_MAX;
      }
      if (quit) return;
    }
  }

 private:
  J answer_line(const std::string& line, bool* quit) {
    const J req = J::parse(line, nullptr, false);
    if (req.is_discarded()) {
      // nlohmann's parser, run again with exceptions, says where the text stops being JSON.
      std::string why = "the line is not JSON";
      try {
        const J again = J::parse(line);
        (void)again;
      } catch (const J::parse_error& e) {
        why = "the line is not JSON (at byte " + std::to_string(e.byte) + ")";
      }
      return error_answer(nullptr, "request", why);
    }
    if (!req.is_object()) return error_answer(nullptr, "request", "a request is a JSON object");
    const J id = req.contains("id") ? req["id"] : J(nullptr);
    if (!req.contains("request") || !req["request"].is_string()) {
      return error_answer(id, "request",
                          "missing \"request\": one of suggest, analyze, solve, cancel, quit");
    }
    const std::string kind = req["request"].get<std::string>();
    if (kind == "quit") {
      *quit = true;
      return ok_answer(id, kind, "bye");
    }
    if (kind == "cancel") return ok_answer(id, kind, J::object());
    if (kind != "suggest" && kind != "analyze" && kind != "solve") {
      return error_answer(
          id, "request",
          "unknown request \"" + kind + "\" (known: suggest, analyze, solve, cancel, quit)");
    }
    std::vector<engine::LogError> errors;
    auto log = read_log(req, &errors);
    if (!log) return error_answer(id, errors);
    if (kind == "suggest") return suggest(id, req, *log);
    if (kind == "analyze") return analyze(id, req, *log);
    return solve(id, req, *log);
  }

  // The request's log: "log" (a deal log object) or "log_file" (a path). Errors of the log
  // itself are located under "log." (or the file's path).
  std::optional<engine::DealLog> read_log(const J& req, std::vector<engine::LogError>* errors) {
    engine::LoadResult r;
    std::string prefix;
    if (req.contains("log")) {
      if (!req["log"].is_object()) {
        errors->push_back({"log", "must be a deal log object (DEAL_LOG.md)"});
        return std::nullopt;
      }
      r = engine::parse_deal_log(req["log"].dump());
      prefix = "log";
    } else if (req.contains("log_file") && req["log_file"].is_string()) {
      const std::string path = req["log_file"].get<std::string>();
      r = engine::load_deal_log_file(path);
      prefix = path;
    } else {
      errors->push_back({"log", "missing: a request needs \"log\" (a deal log) or \"log_file\""});
      return std::nullopt;
    }
    if (r.log) return std::move(r.log);
    for (const engine::LogError& e : r.errors) {
      errors->push_back(
          {e.where.empty() ? prefix : prefix + (prefix == "log" ? "." : ": ") + e.where,
           e.message});
    }
    return std::nullopt;
  }

  // An optional whole number field in [lo, hi]; false with an error when it is out of range.
  static bool int_field(const J& req, const char* name, long long lo, long long hi, long long* out,
                        std::vector<engine::LogError>* errors) {
    if (!req.contains(name)) return true;
    const J& v = req[name];
    if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi) {
      errors->push_back({name, "must be a whole number from " + std::to_string(lo) + " to " +
                                   std::to_string(hi) + ", not " + v.dump()});
      return false;
    }
    *out = v.get<long long>();
    return true;
  }

  J suggest(const J& id, const J& req, const engine::DealLog& log) {
    solver::SuggestOptions o;
    std::vector<engine::LogError> errors;
    if (req.contains("player")) {
      const J& p = req["player"];
      auto s = p.is_string() ? solver::parse_strength(p.get<std::string>()) : std::nullopt;
      if (!s) return error_answer(id, "player", "must be \"heuristic\" or \"strong\"");
      o.strength = *s;
    }
    long long budget = 0, seed = 1, worlds = cli_game(log.game).suggest_worlds;
    if (!int_field(req, "budget_ms", 0, 3600000, &budget, &errors) ||
        !int_field(req, "seed", 0, 1LL << 62, &seed, &errors) ||
        !int_field(req, "worlds", 1, 4096, &worlds, &errors)) {
      return error_answer(id, errors);
    }
    if (req.contains("values")) {
      if (!req["values"].is_boolean()) return error_answer(id, "values", "must be true or false");
      o.values = req["values"].get<bool>();
    }
    o.budget_seconds = static_cast<double>(budget) / 1000.0;
    o.seed = static_cast<std::uint64_t>(seed);
    o.max_worlds = static_cast<int>(worlds);
    engine::LogError where;
    auto pos = decision_position(log, &where);
    if (!pos) {
      where.where = where.where.empty() ? "log" : "log." + where.where;
      return error_answer(id, {where});
    }
    const solver::Suggestion s = pos->suggest(o, &q_.running_cancel, &tables_);
    if (s.cancelled || q_.running_cancel) return error_answer(id, "", "cancelled");
    return ok_answer(id, "suggest", suggestion_json(s, *pos, o.values));
  }

  J analyze(const J& id, const J& req, const engine::DealLog& log) {
    solver::AnalysisOptions opt;
    std::vector<engine::LogError> errors;
    long long samples = opt.samples, seed = 1, threads = 1;
    if (!int_field(req, "samples", 1, 100000, &samples, &errors) ||
        !int_field(req, "seed", 0, 1LL << 62, &seed, &errors) ||
        !int_field(req, "threads", 1, 256, &threads, &errors)) {
      return error_answer(id, errors);
    }
    opt.samples = static_cast<int>(samples);
    opt.auction_samples = std::min(opt.auction_samples, opt.samples);
    opt.seed = static_cast<std::uint64_t>(seed);
    opt.threads = static_cast<int>(threads);
    // The analyzer (and its tables) is kept while the options stay the same.
    if (!analyzer_ || analyzer_->options().samples != opt.samples ||
        analyzer_->options().seed != opt.seed || analyzer_->options().threads != opt.threads) {
      analyzer_ = std::make_unique<solver::Analyzer>(opt);
    }
    std::string why;
    auto j = analysis_json(log, *analyzer_, &q_.running_cancel, &why);
    if (q_.running_cancel) return error_answer(id, "", "cancelled");
    if (!j) return error_answer(id, "log", "cannot analyse: " + why);
    return ok_answer(id, "analyze", std::move(*j));
  }

  J solve(const J& id, const J& req, const engine::DealLog& log) {
    if (!cli_game(log.game).trick_position) {
      const std::string game = engine::game_display_name(log.game);
      return error_answer(
          id, "log",
          "a " + game + " log: the engine does not solve " + game + " (`schmier solve` does)");
    }
    std::vector<engine::LogError> errors;
    long long after = static_cast<long long>(log.plays.size());
    if (!int_field(req, "after", 0, static_cast<long long>(log.plays.size()), &after, &errors)) {
      return error_answer(id, errors);
    }
    if (!dd_) {
      solver::SolverOptions so;
      so.tt_bytes = std::size_t{64} << 20;
      dd_ = std::make_unique<solver::DoubleDummy>(so);
      dd_->set_cancel_flag(&q_.running_cancel);
    }
    std::string why;
    auto j = solve_json(log, static_cast<std::size_t>(after), *dd_, &why);
    if (q_.running_cancel) return error_answer(id, "", "cancelled");
    if (!j) return error_answer(id, "log", "cannot solve: " + why);
    return ok_answer(id, "solve", std::move(*j));
  }

  Queue& q_;
  solver::SuggestTables tables_;  // the players and tables of suggestions, kept warm
  std::unique_ptr<solver::Analyzer> analyzer_;
  std::unique_ptr<solver::DoubleDummy> dd_;
};

// Whether a line is a cancel request (read before it is queued).
bool is_cancel(const std::string& line) {
  if (line.find("cancel") == std::string::npos) return false;
  const J req = J::parse(line, nullptr, false);
  return req.is_object() && req.contains("request") && req["request"] == "cancel";
}

bool is_quit(const std::string& line) {
  if (line.find("quit") == std::string::npos) return false;
  const J req = J::parse(line, nullptr, false);
  return req.is_object() && req.contains("request") && req["request"] == "quit";
}

}  // namespace

int run_engine(int argc, char** argv) {
  std::string error;
  auto args = parse_args(argc, argv, {}, error);
  if (!args) return usage_error("engine", error);
  if (args->help) {
    std::cout << kHelp;
    return kExitOk;
  }
  if (!args->positional.empty()) return usage_error("engine", "takes no arguments");
  std::ios::sync_with_stdio(false);
  // Only the worker writes to std::cout: reading must not flush it from this thread.
  std::cin.tie(nullptr);
  Queue q;
  Worker worker(q);
  std::thread t([&] { worker.run(); });
  std::string line;
  std::uint64_t seq = 0;
  auto push = [&](Item it) {
    std::lock_guard lock(q.mu);
    q.items.push_back(std::move(it));
    q.cv.notify_one();
  };
  while (std::getline(std::cin, line)) {
    if (line.empty() || line.find_first_not_of(" \t\r") == std::string::npos) continue;
    Item it;
    it.seq = ++seq;
    if (line.size() > kMaxLineBytes) {
      it.oversized = true;
      push(std::move(it));
      continue;
    }
    if (is_cancel(line)) {
      std::lock_guard lock(q.mu);
      if (q.running != UINT64_MAX) q.running_cancel = true;
    }
    const bool quit = is_quit(line);
    it.line = std::move(line);
    push(std::move(it));
    if (quit) break;
  }
  Item end;
  end.eof = true;
  push(std::move(end));
  t.join();
  return kExitOk;
}

}  // namespace cli
