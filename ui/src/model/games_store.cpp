#include "ui/games_store.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <thread>

#include "engine/archive.h"

namespace ui {

namespace fs = std::filesystem;
using Json = nlohmann::json;

std::optional<StoreEntry> parse_store_line(const std::string& line) {
  const Json j = Json::parse(line, nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j.contains("input") || !j["input"].is_string() ||
      !j.contains("input_game") || !j["input_game"].is_number_integer()) {
    return std::nullopt;
  }
  const int at = j.contains("input_line") && j["input_line"].is_number_integer()
                     ? j["input_line"].get<int>()
                     : 0;
  StoreEntry e;
  e.key = engine::archive_key(j["input"].get<std::string>(), j["input_game"].get<int>(), at);
  if (j.contains("error")) {
    e.error = j["error"].is_string() ? j["error"].get<std::string>() : "error";
    return e;
  }
  if (!j.contains("accuracy") || !j["accuracy"].is_array()) return std::nullopt;
  for (const Json& a : j["accuracy"]) {
    if (!a.is_object()) return std::nullopt;
    ArchiveSeat s;
    s.decisions = a.value("decisions", 0);
    s.accuracy = a.value("accuracy", 100.0);
    s.total_loss = a.value("total_loss", 0.0);
    if (a.contains("grades") && a["grades"].is_object()) {
      s.mistakes = a["grades"].value("mistake", 0) + a["grades"].value("blunder", 0);
    }
    e.seats.push_back(s);
  }
  return e;
}

std::vector<StoreEntry> StoreReader::read_new() {
  std::vector<StoreEntry> out;
  struct stat st {};
  if (path_.empty() || ::stat(path_.c_str(), &st) != 0) return out;
  const auto size = static_cast<std::uintmax_t>(st.st_size);
  if (st.st_ino != inode_ || size < offset_) {
    inode_ = st.st_ino;
    offset_ = 0;  // replaced (the CLI's sorted rewrite) or cut: read it all again
  }
  if (size == offset_) return out;
  std::ifstream in(path_, std::ios::binary);
  if (!in) return out;
  in.seekg(static_cast<std::streamoff>(offset_));
  std::string chunk(static_cast<std::size_t>(size - offset_), '\0');
  in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
  chunk.resize(static_cast<std::size_t>(in.gcount()));
  std::size_t pos = 0;
  for (std::size_t nl = chunk.find('\n'); nl != std::string::npos; nl = chunk.find('\n', pos)) {
    const std::string line = chunk.substr(pos, nl - pos);
    pos = nl + 1;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    if (std::optional<StoreEntry> e = parse_store_line(line)) {
      out.push_back(std::move(*e));
    } else {
      ++bad_lines_;
    }
  }
  offset_ += pos;  // a torn last line waits for its end
  return out;
}

fs::path cli_beside_program() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return {};
  const fs::path cli = exe.parent_path() / "schmier";
  return ::access(cli.c_str(), X_OK) == 0 ? cli : fs::path();
}

ChildProcess::~ChildProcess() {
  stop();
}

std::optional<std::string> ChildProcess::start(const std::vector<std::string>& argv,
                                               const fs::path& out, const fs::path& err) {
  stop();
  status_ = -1;
  if (argv.empty()) return "no program to run";
  // Everything the child needs, made before fork (after it only async-signal-safe calls).
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const std::string out_path = out.empty() ? "/dev/null" : out.string();
  const std::string err_path = err.empty() ? "/dev/null" : err.string();
  const pid_t parent = ::getpid();
  // Signals wait until the child has the default handlers: until its exec it is a copy of this
  // process, whose handlers (a test framework's, say) would run in it for a stop() right after
  // start() (the test of the opened game's priority reported the copy's SIGTERM as a crash).
  sigset_t all;
  sigset_t old;
  ::sigfillset(&all);
  ::pthread_sigmask(SIG_SETMASK, &all, &old);
  const pid_t pid = ::fork();
  if (pid == 0) {
    struct sigaction dfl = {};
    dfl.sa_handler = SIG_DFL;
    for (int sig = 1; sig < NSIG; ++sig) ::sigaction(sig, &dfl, nullptr);
    ::pthread_sigmask(SIG_SETMASK, &old, nullptr);
  } else {
    ::pthread_sigmask(SIG_SETMASK, &old, nullptr);
  }
  if (pid < 0) return argv[0] + ": cannot be started: " + std::strerror(errno);
  if (pid == 0) {
    // The app's end (a crash, a kill) ends the child too: no orphan keeps the cores busy.
    ::prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (::getppid() != parent) ::_exit(127);
    const int in_fd = ::open("/dev/null", O_RDONLY);
    const int out_fd = ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err_fd = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in_fd < 0 || out_fd < 0 || err_fd < 0) ::_exit(127);
    ::dup2(in_fd, STDIN_FILENO);
    ::dup2(out_fd, STDOUT_FILENO);
    ::dup2(err_fd, STDERR_FILENO);
    ::execv(args[0], args.data());
    ::_exit(127);
  }
  pid_ = pid;
  return std::nullopt;
}

bool ChildProcess::running() {
  if (pid_ <= 0) return false;
  int st = 0;
  const pid_t r = ::waitpid(pid_, &st, WNOHANG);
  if (r == 0) return true;
  status_ = r == pid_ && WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  pid_ = -1;
  return false;
}

void ChildProcess::stop() {
  if (!running()) return;
  ::kill(pid_, SIGTERM);
  for (int i = 0; i < 200 && running(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  if (pid_ > 0) {
    ::kill(pid_, SIGKILL);
    int st = 0;
    ::waitpid(pid_, &st, 0);
    pid_ = -1;
    status_ = -1;
  }
}

std::vector<std::string> analyze_command(const fs::path& cli,
                                         const std::vector<std::string>& inputs,
                                         const fs::path& store,
                                         const solver::AnalysisOptions& options,
                                         const std::string& first) {
  std::vector<std::string> a = {cli.string(), "analyze"};
  a.insert(a.end(), inputs.begin(), inputs.end());
  a.insert(a.end(), {"--jsonl", store.string(), "--no-progress", "--samples",
                     std::to_string(options.samples), "--seed", std::to_string(options.seed)});
  if (!options.grade_auction) a.emplace_back("--no-auction");
  if (!options.auction_inference) a.emplace_back("--no-inference");
  if (!first.empty()) a.insert(a.end(), {"--first", first});
  return a;
}

}  // namespace ui
