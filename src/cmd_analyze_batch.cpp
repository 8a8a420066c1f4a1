// schmier analyze INPUT... [--jsonl OUT] [--shard I/N] [--parallel hands|decisions]: the batch
// analysis of an archive (issue 26; engine/archive.h lists its hands).
//
// One JSON line per hand: {"input", "input_game", ["input_line",] "contract", "roles", then
// every key of `schmier analyze --json`}, or {"input", "input_game", ["input_line",] "error"}
// for a hand that cannot be read or analysed. A line depends only on the hand, its key and the
// options, never on threads or timing.
//
// OUT is written line by line as hands finish (each line by one write(2) of the whole line, so a
// kill leaves whole lines; a torn last line, e.g. after a power cut, is cut off on resume).
// Running again with the same OUT skips the hands whose key is already there (error lines
// included) and refuses an OUT written with other options. When every hand has its line, OUT
// is rewritten in archive order (a temporary file renamed over it, so a kill leaves either the
// old or the new file): the same inputs and options give the same bytes, whatever the threads
// and the order of completion, and the outputs of `--shard 1/N` .. `N/N` concatenated in order
// equal the output of one run over everything. Without --jsonl the lines go to stdout, in
// archive order.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "analyze_batch.h"
#include "cli_api.h"
#include "cli_game.h"
#include "cli_util.h"
#include "engine/archive.h"
#include "engine/netschafkopf.h"
#include "solver/analysis.h"

namespace cli {

const std::string_view kAnalyzeBatchHelp =
    "\n"
    "Many hands: schmier analyze INPUT... [--jsonl OUT] [--shard I/N] [--parallel "
    "hands|decisions]\n"
    "                            [--no-progress] [the options above but --json and --timings]\n"
    "\n"
    "INPUT is a deal log, a NetSchafkopf protocol (every game, imported on the fly) or a folder\n"
    "(its *.json and *.txt files, recursively, sorted). Writes one JSON line per hand: the\n"
    "--json object with \"input\", \"input_game\" (1 for a deal log, the protocol's game\n"
    "number), for a protocol \"input_line\" (its \"Geber:\" line), \"contract\" and \"roles\"\n"
    "(per seat) in front; a hand that cannot be read or analysed gives {\"input\",\n"
    "\"input_game\", \"error\"} and the run goes on. A progress line on stderr: hands done of\n"
    "all, rate, time left.\n"
    "\n"
    "  --jsonl OUT     append each hand's line to OUT as it finishes; run again with the same\n"
    "                  OUT to resume (hands already there are skipped; a kill never leaves a half\n"
    "                  line). When all are done OUT is rewritten in input order, so the same\n"
    "                  inputs and options give the same file. Without it: lines on stdout.\n"
    "  --shard I/N     only the I-th of N contiguous shares of the input files (1 <= I <= N);\n"
    "                  the N outputs concatenated in order equal one run over all files\n"
    "  --parallel P    hands (default): one hand per thread; decisions: one hand at a time, its\n"
    "                  decisions on every thread\n"
    "  --no-progress   no progress line\n"
    "  --first F[:G]   analyse the hands of input file F (its game G) before the others (the\n"
    "                  app's Games list: the game the user looks at first); OUT's lines and\n"
    "                  final order are the same\n"
    "\n"
    "Exit status: 0 every hand has its line (error lines included), 1 OUT cannot be read or\n"
    "written or was written with other options, 2 usage error.\n";

namespace {

using Json = nlohmann::ordered_json;
using Clock = std::chrono::steady_clock;

constexpr OptionSpec kSpecs[] = {
    {"--samples", true},       {"--seed", true},  {"--threads", true}, {"--no-auction", false},
    {"--no-inference", false}, {"--jsonl", true}, {"--shard", true},   {"--parallel", true},
    {"--no-progress", false},  {"--first", true}};

// Options whose values change the lines: an OUT written with others is not resumed.
constexpr const char* kResultOptions[] = {"samples", "seed", "grade_auction", "auction_inference"};

bool takes_value(std::string_view a) {
  for (const OptionSpec& s : kSpecs) {
    if (s.name == a) return s.takes_value;
  }
  return false;
}

std::string hms(double seconds) {
  if (!std::isfinite(seconds) || seconds < 0) return "?";
  const long s = std::lround(seconds);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, (s / 60) % 60, s % 60);
  return buf;
}

// The line of one hand; *failed: it is an error line.
std::string hand_line(const engine::ArchiveHand& h, solver::Analyzer& analyzer, bool* failed) {
  *failed = true;
  Json j;
  j["input"] = h.input;
  j["input_game"] = h.game;
  if (h.protocol) j["input_line"] = h.line;
  if (!h.log) {
    j["error"] = h.error;
    return j.dump();
  }
  std::string why;
  std::optional<Json> a;
  try {
    a = analysis_json(*h.log, analyzer, nullptr, &why);
  } catch (const std::exception& e) {
    why = std::string("internal error: ") + e.what();
  }
  if (!a) {
    j["error"] = "cannot analyse: " + why;
    return j.dump();
  }
  *failed = false;
  j["contract"] = engine::hand_contract(*h.log);
  j["roles"] = engine::hand_roles(*h.log);
  for (auto& [k, v] : a->items()) j[k] = v;
  return j.dump();
}

// The key of a line ("input\tgame\tline"); nullopt when it is not one of ours.
std::optional<std::string> line_key(const Json& j) {
  if (!j.is_object() || !j.contains("input") || !j["input"].is_string() ||
      !j.contains("input_game") || !j["input_game"].is_number_integer()) {
    return std::nullopt;
  }
  const int line = j.contains("input_line") && j["input_line"].is_number_integer()
                       ? j["input_line"].get<int>()
                       : 0;
  return engine::archive_key(j["input"].get<std::string>(), j["input_game"].get<int>(), line);
}

bool write_all(int fd, const std::string& bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    done += static_cast<std::size_t>(n);
  }
  return true;
}

// What OUT already holds.
struct Existing {
  std::vector<std::string> lines;  // whole lines, without '\n'
  std::vector<std::string> keys;   // per line
  std::size_t torn_bytes = 0;      // a last line without '\n' (cut off)
};

// Reads OUT (absent = empty); cuts a torn last line off the file. nullopt with *error when OUT
// holds something that is not ours or was written with other options.
// `options` null: no check.
std::optional<Existing> read_existing(const std::string& path, const Json* options,
                                      std::string* error) {
  Existing ex;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return ex;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    *error = path + ": cannot be read";
    return std::nullopt;
  }
  std::ostringstream s;
  s << in.rdbuf();
  const std::string text = s.str();
  const std::size_t end = text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1;
  ex.torn_bytes = text.size() - end;
  std::size_t pos = 0;
  int number = 0;
  while (pos < end) {
    const std::size_t nl = text.find('\n', pos);
    std::string line = text.substr(pos, nl - pos);
    pos = nl + 1;
    ++number;
    const Json j = Json::parse(line, nullptr, false);
    const std::optional<std::string> key = j.is_discarded() ? std::nullopt : line_key(j);
    if (!key) {
      *error = path + ":" + std::to_string(number) +
               ": not a line of schmier analyze --jsonl; not resuming (move the file away)";
      return std::nullopt;
    }
    if (options && j.contains("options") && j["options"].is_object()) {
      for (const char* k : kResultOptions) {
        if (j["options"].value(k, Json()) != options->value(k, Json())) {
          *error = path + ":" + std::to_string(number) + ": written with " + k + " " +
                   j["options"].value(k, Json()).dump() + ", this run has " +
                   options->value(k, Json()).dump() +
                   "; resume with the same options or write to another file";
          return std::nullopt;
        }
      }
    }
    ex.lines.push_back(std::move(line));
    ex.keys.push_back(*key);
  }
  if (ex.torn_bytes > 0) {
    if (::truncate(path.c_str(), static_cast<off_t>(end)) != 0) {
      *error = path + ": cannot cut off its torn last line: " + std::strerror(errno);
      return std::nullopt;
    }
  }
  return ex;
}

// Rewrites OUT with its lines in archive order (then lines of other inputs, as they were).
bool write_sorted(const std::string& path, const std::vector<engine::ArchiveHand>& hands,
                  std::string* error) {
  std::string why;
  std::optional<Existing> ex = read_existing(path, nullptr, &why);
  if (!ex) {
    *error = why;
    return false;
  }
  std::unordered_map<std::string, std::size_t> at;
  for (std::size_t i = 0; i < ex->keys.size(); ++i) at.emplace(ex->keys[i], i);
  std::vector<std::size_t> order;
  std::vector<bool> used(ex->lines.size(), false);
  for (const engine::ArchiveHand& h : hands) {
    auto it = at.find(engine::archive_key(h));
    if (it == at.end() || used[it->second]) continue;
    used[it->second] = true;
    order.push_back(it->second);
  }
  for (std::size_t i = 0; i < ex->lines.size(); ++i) {
    if (!used[i]) order.push_back(i);
  }
  bool sorted = true;
  for (std::size_t i = 0; i < order.size(); ++i) sorted = sorted && order[i] == i;
  if (sorted) return true;
  const std::string tmp = path + ".sorting";
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) {
    *error = tmp + ": cannot be written: " + std::strerror(errno);
    return false;
  }
  std::string all;
  for (std::size_t i : order) {
    all += ex->lines[i];
    all += '\n';
  }
  const bool ok = write_all(fd, all) && ::fsync(fd) == 0;
  ::close(fd);
  if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
    *error = path + ": cannot be rewritten in order: " + std::strerror(errno);
    std::remove(tmp.c_str());
    return false;
  }
  return true;
}

// The I-th of N shares of `files` ("I/N"); false when the text is no such share.
bool take_shard(const std::string& v, std::vector<std::string>& files) {
  const std::size_t slash = v.find('/');
  const auto i =
      slash == std::string::npos ? std::nullopt : parse_integer(v.substr(0, slash), 1, 1000000);
  const auto n =
      slash == std::string::npos ? std::nullopt : parse_integer(v.substr(slash + 1), 1, 1000000);
  if (!i || !n || *i > *n) return false;
  files = engine::archive_shard(files, static_cast<int>(*i - 1), static_cast<int>(*n));
  return true;
}

// Every hand of the files, in archive order, each key once.
std::vector<engine::ArchiveHand> archive_hands(const std::vector<std::string>& files) {
  std::vector<engine::ArchiveHand> hands;
  std::unordered_set<std::string> seen;
  for (const std::string& f : files) {
    for (engine::ArchiveHand& h : engine::read_archive_file(f)) {
      if (!seen.insert(engine::archive_key(h)).second) continue;
      hands.push_back(std::move(h));
    }
  }
  return hands;
}

// OUT opened to append, after reading what it holds already (the keys into `done`, a torn last
// line cut off); -1, with the reason on stderr, when it cannot be used.
int open_output(const std::string& out, Json& options, std::unordered_set<std::string>& done) {
  std::string error;
  std::optional<Existing> ex = read_existing(out, &options, &error);
  if (!ex) {
    std::cerr << "schmier analyze: " << error << "\n";
    return -1;
  }
  if (ex->torn_bytes > 0) {
    std::cerr << out << ": cut off a torn last line (" << ex->torn_bytes
              << " bytes); its hand is analysed again\n";
  }
  done.insert(ex->keys.begin(), ex->keys.end());
  const int fd = ::open(out.c_str(), O_WRONLY | O_APPEND | O_CREAT, 0644);
  if (fd < 0) {
    std::cerr << "schmier analyze: " << out << ": cannot be written: " << std::strerror(errno)
              << "\n";
  }
  return fd;
}

// --threads (default: every core) and --parallel hands|decisions; the usage error, if any.
std::optional<std::string> read_parallel_options(const ParsedArgs& args, int& threads,
                                                 bool& by_hands) {
  threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  if (auto v = args.value("--threads")) {
    auto t = parse_integer(*v, 1, 256);
    if (!t) return "--threads takes a number from 1 to 256";
    threads = static_cast<int>(*t);
  }
  by_hands = true;
  if (auto v = args.value("--parallel")) {
    if (*v == "decisions") {
      by_hands = false;
    } else if (*v != "hands") {
      return "--parallel takes hands or decisions";
    }
  }
  return std::nullopt;
}

// --first F[:G]: the hands of file F (game G) to the front of `todo`, the rest in order.
void put_first(const std::string& v, const std::vector<engine::ArchiveHand>& hands,
               std::vector<std::size_t>& todo) {
  std::string file = v;
  std::optional<long long> game;
  const std::size_t colon = v.rfind(':');
  if (colon != std::string::npos) {
    game = parse_integer(v.substr(colon + 1), 0, 1000000000);
    if (game) file = v.substr(0, colon);
  }
  std::stable_partition(todo.begin(), todo.end(), [&](std::size_t i) {
    return hands[i].input == file && (!game || hands[i].game == *game);
  });
}

}  // namespace

bool analyze_wants_batch(int argc, char** argv) {
  std::vector<std::string> positional;
  bool dashdash = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (!dashdash && a == "--") {
      dashdash = true;
      continue;
    }
    if (!dashdash && a.size() > 1 && a[0] == '-') {
      const std::string_view name = a.substr(0, a.find('='));
      if (name == "--jsonl" || name == "--shard" || name == "--parallel" ||
          name == "--no-progress" || name == "--first") {
        return true;
      }
      // --from N is the one-log analysis' own option (cmd_analyze.cpp).
      if ((takes_value(name) || name == "--from") && name == a) ++i;
      continue;
    }
    positional.emplace_back(a);
  }
  if (positional.size() > 1) return true;
  if (positional.size() != 1) return false;
  std::error_code ec;
  if (std::filesystem::is_directory(positional[0], ec)) return true;
  // A protocol with at least one game; anything else (a log, a broken file) is a single log,
  // whose problems the one-log analysis reports with exit status 1.
  const std::optional<std::string> bytes = engine::read_archive_bytes(positional[0]);
  if (!bytes) return false;
  const std::size_t first = bytes->find_first_not_of(" \t\r\n");
  if (first == std::string::npos || (*bytes)[first] == '{') return false;
  return engine::import_netschafkopf(*bytes, positional[0]).games_seen > 0;
}

int run_analyze_batch(int argc, char** argv) {
  std::string error;
  auto args = parse_args(argc, argv, kSpecs, error);
  if (!args) return usage_error("analyze", error);
  if (args->help) {
    std::cout << kAnalyzeBatchHelp.substr(1);
    return kExitOk;
  }
  if (args->positional.empty()) return usage_error("analyze", "no input given");
  solver::AnalysisOptions opt;
  if (auto e = read_analysis_options(*args, opt)) return usage_error("analyze", *e);
  int threads = 0;
  bool by_hands = true;
  if (auto e = read_parallel_options(*args, threads, by_hands)) return usage_error("analyze", *e);
  std::vector<std::string> files = engine::archive_files(args->positional);
  if (auto v = args->value("--shard")) {
    if (!take_shard(*v, files)) {
      return usage_error("analyze", "--shard takes I/N with 1 <= I <= N, e.g. --shard 2/8");
    }
  }
  const std::optional<std::string> out = args->value("--jsonl");
  if (out && out->empty()) return usage_error("analyze", "--jsonl needs a file name");
  const bool show_progress = !args->has("--no-progress");
  const bool tty = isatty(STDERR_FILENO) != 0;

  const std::vector<engine::ArchiveHand> hands = archive_hands(files);

  // What OUT holds already.
  Json options = {{"samples", opt.samples},
                  {"seed", opt.seed},
                  {"grade_auction", opt.grade_auction},
                  {"auction_inference", opt.auction_inference}};
  std::unordered_set<std::string> done_keys;
  int fd = -1;
  if (out) {
    fd = open_output(*out, options, done_keys);
    if (fd < 0) return kExitBadInput;
  }
  std::vector<std::size_t> todo;
  for (std::size_t i = 0; i < hands.size(); ++i) {
    if (!done_keys.count(engine::archive_key(hands[i]))) todo.push_back(i);
  }
  const std::size_t skipped = hands.size() - todo.size();
  if (auto v = args->value("--first")) put_first(*v, hands, todo);

  // Workers: by hands, one single-threaded analyzer per thread; by decisions, one analyzer with
  // every thread. Both give the same lines (an analysis does not depend on the thread count).
  const int workers =
      by_hands ? std::min<int>(threads, std::max<int>(1, static_cast<int>(todo.size()))) : 1;
  solver::AnalysisOptions wopt = opt;
  wopt.threads = by_hands ? 1 : threads;

  std::mutex mu;
  std::atomic<std::size_t> next{0};
  std::size_t finished = 0;
  int errors = 0;
  bool write_failed = false;
  std::string write_error;
  // Without OUT: lines printed in archive order as soon as all before them are done.
  std::map<std::size_t, std::string> pending_out;
  std::size_t next_out = 0;
  const Clock::time_point start = Clock::now();
  Clock::time_point last_progress = start;

  auto progress = [&](bool final) {
    if (!show_progress) return;
    const Clock::time_point now = Clock::now();
    if (!final && !tty && now - last_progress < std::chrono::seconds(10)) return;
    last_progress = now;
    const double elapsed = std::chrono::duration<double>(now - start).count();
    const double rate = elapsed > 0 ? static_cast<double>(finished) / elapsed : 0;
    std::ostringstream line;
    line << "analyze: " << (skipped + finished) << "/" << hands.size() << " hands";
    if (skipped > 0) line << " (" << skipped << " from before)";
    if (errors > 0) line << ", " << errors << " errors";
    char buf[64];
    std::snprintf(buf, sizeof buf, ", %.0f hands/h", rate * 3600);
    line << buf;
    if (!final) {
      const std::size_t left = todo.size() - finished;
      line << ", " << (rate > 0 ? hms(static_cast<double>(left) / rate) : std::string("?"))
           << " left";
    } else {
      line << " in " << hms(elapsed);
    }
    if (tty) {
      std::cerr << "\r" << line.str() << "\033[K" << (final ? "\n" : "") << std::flush;
    } else {
      std::cerr << line.str() << "\n";
    }
  };

  auto work = [&]() {
    solver::Analyzer analyzer(wopt);
    for (;;) {
      const std::size_t t = next.fetch_add(1);
      if (t >= todo.size()) return;
      const engine::ArchiveHand& h = hands[todo[t]];
      bool is_error = false;
      const std::string line = hand_line(h, analyzer, &is_error);
      std::lock_guard<std::mutex> lock(mu);
      if (write_failed) return;
      if (fd >= 0) {
        if (!write_all(fd, line + "\n")) {
          write_failed = true;
          write_error = std::strerror(errno);
          next.store(todo.size());
          return;
        }
      } else {
        pending_out.emplace(t, line);
        while (!pending_out.empty() && pending_out.begin()->first == next_out) {
          std::cout << pending_out.begin()->second << "\n";
          pending_out.erase(pending_out.begin());
          ++next_out;
        }
        std::cout.flush();
      }
      ++finished;
      if (is_error) ++errors;
      progress(false);
    }
  };
  std::vector<std::thread> pool;
  for (int w = 1; w < workers; ++w) pool.emplace_back(work);
  if (!todo.empty()) work();
  for (std::thread& th : pool) th.join();
  if (fd >= 0) ::close(fd);
  if (write_failed) {
    if (tty && show_progress) std::cerr << "\n";
    std::cerr << "schmier analyze: " << *out << ": cannot be written: " << write_error << "\n";
    return kExitBadInput;
  }
  progress(true);
  if (out && !write_sorted(*out, hands, &error)) {
    std::cerr << "schmier analyze: " << error << "\n";
    return kExitBadInput;
  }
  if (errors > 0) {
    std::cerr << errors << " of " << todo.size()
              << " hands could not be analysed (their lines say why)\n";
  }
  return kExitOk;
}

}  // namespace cli
