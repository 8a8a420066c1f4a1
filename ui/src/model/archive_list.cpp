#include "ui/archive_list.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "engine/archive.h"

namespace ui {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

std::string options_tag(const solver::AnalysisOptions& o) {
  // Every option that changes a result (not the thread count).
  std::ostringstream s;
  s << "v1;samples=" << o.samples << ";min=" << o.min_samples << ";se=" << o.target_se
    << ";seed=" << o.seed << ";exact=" << o.exact_limit << ";inference=" << o.auction_inference
    << ";auction=" << o.grade_auction << ";auction_samples=" << o.auction_samples
    << ";bury=" << o.bury_candidates << ";points=" << o.points_samples
    << ";leaster=" << o.leaster_max_cards << "/" << o.leaster_rollout_cards;
  return engine::content_hash(s.str());
}

std::string row_key(int game, int line) {
  return std::to_string(game) + ":" + std::to_string(line);
}

}  // namespace

bool opens_as_games(const std::string& path) {
  std::error_code ec;
  if (fs::is_directory(path, ec)) return true;
  std::ifstream in(path, std::ios::binary);
  char c = 0;
  while (in.get(c)) {
    if (c != ' ' && c != '\t' && c != '\r' && c != '\n') return c != '{';
  }
  return false;
}

ArchiveSeat archive_seat(const solver::HandAnalysis& h, int seat) {
  ArchiveSeat s;
  if (seat < 0 || seat >= engine::kMaxPlayers) return s;
  const solver::PlayerAccuracy& a = h.accuracy[static_cast<std::size_t>(seat)];
  s.decisions = a.decisions;
  s.accuracy = a.accuracy;
  s.total_loss = a.total_loss;
  s.mistakes = a.grade_counts[static_cast<std::size_t>(solver::Grade::kMistake)] +
               a.grade_counts[static_cast<std::size_t>(solver::Grade::kBlunder)];
  return s;
}

ArchiveList::ArchiveList(int workers) {
  if (workers <= 0) {
    const unsigned hw = std::thread::hardware_concurrency();
    workers = hw > 1 ? static_cast<int>(hw) - 1 : 1;
  }
  workers_ = workers;
}

ArchiveList::~ArchiveList() {
  stop();
}

fs::path ArchiveList::cache_file(const fs::path& cache_dir, const std::string& bytes,
                                 const solver::AnalysisOptions& options) {
  return cache_dir / (engine::content_hash(bytes) + "-" + options_tag(options) + ".json");
}

void ArchiveList::stop() {
  if (stop_) stop_->store(true);
  for (std::thread& t : threads_) t.join();
  threads_.clear();
  stop_.reset();
}

bool ArchiveList::running() const {
  return active_.load() > 0;
}

int ArchiveList::done() const {
  int n = 0;
  for (const ArchiveRow& r : rows_) n += r.state != ArchiveRow::State::kPending;
  return n;
}

std::optional<std::string> ArchiveList::open(const std::vector<std::string>& inputs,
                                             const solver::AnalysisOptions& options,
                                             const fs::path& cache_dir) {
  stop();
  {
    std::lock_guard<std::mutex> lock(mu_);
    finished_.clear();
  }
  rows_.clear();
  inputs_.clear();
  todo_.clear();
  next_.store(0);
  options_ = options;
  options_.threads = 1;
  title_.clear();
  for (const std::string& in : inputs) {
    if (!title_.empty()) title_ += ", ";
    title_ += fs::path(in).filename().empty() ? in : fs::path(in).filename().string();
  }
  for (const std::string& file : engine::archive_files(inputs)) {
    Input in;
    in.path = file;
    std::map<std::string, Json> cached;
    if (!cache_dir.empty()) {
      if (std::optional<std::string> bytes = engine::read_archive_bytes(file)) {
        in.cache = cache_file(cache_dir, *bytes, options_);
        std::ifstream f(in.cache, std::ios::binary);
        if (f) {
          const Json j = Json::parse(f, nullptr, false);
          if (!j.is_discarded() && j.value("format", "") == "schmier-games-cache" &&
              j.contains("games") && j["games"].is_array()) {
            for (const Json& g : j["games"]) {
              if (g.is_object()) cached[row_key(g.value("game", -1), g.value("line", -1))] = g;
            }
          }
        }
      }
    }
    const std::string name = fs::path(file).filename().string();
    for (engine::ArchiveHand& h : engine::read_archive_file(file)) {
      ArchiveRow r;
      r.input = h.input;
      r.game = h.game;
      r.line = h.line;
      // The number first: the list's column may cut a long file name.
      r.label = h.protocol ? "game " + std::to_string(h.game) + ", " + name : name;
      if (h.log) {
        r.players = h.log->players;
        r.roles = engine::hand_roles(*h.log);
        r.contract = engine::hand_contract(*h.log);
        r.log = std::make_shared<const engine::DealLog>(std::move(*h.log));
      } else {
        r.state = ArchiveRow::State::kError;
        r.error = h.error;
      }
      auto c = cached.find(row_key(h.game, h.line));
      if (r.log && c != cached.end()) {
        const Json& g = c->second;
        if (g.contains("error") && g["error"].is_string()) {
          r.state = ArchiveRow::State::kError;
          r.error = g["error"].get<std::string>();
          r.from_cache = true;
        } else if (g.contains("seats") && g["seats"].is_array() &&
                   g["seats"].size() == r.players.size()) {
          for (const Json& s : g["seats"]) {
            ArchiveSeat seat;
            seat.decisions = s.value("decisions", 0);
            seat.accuracy = s.value("accuracy", 100.0);
            seat.mistakes = s.value("mistakes", 0);
            seat.total_loss = s.value("total_loss", 0.0);
            r.seats.push_back(seat);
          }
          r.state = ArchiveRow::State::kDone;
          r.from_cache = true;
        }
      }
      in.rows.push_back(rows_.size());
      if (r.state == ArchiveRow::State::kPending) todo_.push_back(rows_.size());
      rows_.push_back(std::move(r));
    }
    // A file whose every row came from the cache (or failed to read) needs no new cache.
    in.saved = std::none_of(in.rows.begin(), in.rows.end(), [&](std::size_t i) {
      return rows_[i].state == ArchiveRow::State::kPending;
    });
    inputs_.push_back(std::move(in));
  }
  if (rows_.empty()) return "no deal log or NetSchafkopf protocol found in " + title_;
  // One protocol: the title names it, so a row is its game number alone (the file name beside
  // every number was cut by the list's column and ran into the contract).
  if (inputs_.size() == 1) {
    for (ArchiveRow& r : rows_) {
      if (r.game > 0 && r.line > 0) r.label = "game " + std::to_string(r.game);
    }
  }
  if (!todo_.empty()) {
    stop_ = std::make_shared<std::atomic<bool>>(false);
    const int n = std::min<int>(workers_, static_cast<int>(todo_.size()));
    active_.store(n);
    for (int w = 0; w < n; ++w) threads_.emplace_back([this, s = stop_] { work(s); });
  }
  return std::nullopt;
}

void ArchiveList::work(std::shared_ptr<std::atomic<bool>> stop) {
  solver::Analyzer analyzer(options_);
  for (;;) {
    const std::size_t t = next_.fetch_add(1);
    if (t >= todo_.size() || stop->load()) break;
    const std::size_t row = todo_[t];
    const std::shared_ptr<const engine::DealLog> log = rows_[row].log;
    Result res;
    res.row = row;
    std::string why;
    if (analyzer.decisions(*log, &why).empty()) {
      res.state = ArchiveRow::State::kError;
      res.error = "cannot analyse: " + why;
    } else {
      const solver::HandAnalysis h = analyzer.analyze(*log, {}, stop.get());
      if (stop->load()) break;
      if (!h.error.empty()) {
        res.state = ArchiveRow::State::kError;
        res.error = "cannot analyse: " + h.error;
      } else {
        res.state = ArchiveRow::State::kDone;
        for (int s = 0; s < h.num_players; ++s) res.seats.push_back(archive_seat(h, s));
      }
    }
    std::lock_guard<std::mutex> lock(mu_);
    finished_.push_back(std::move(res));
  }
  active_.fetch_sub(1);
}

bool ArchiveList::pump() {
  std::vector<Result> got;
  {
    std::lock_guard<std::mutex> lock(mu_);
    got.swap(finished_);
  }
  for (Result& r : got) {
    ArchiveRow& row = rows_[r.row];
    row.state = r.state;
    row.error = std::move(r.error);
    row.seats = std::move(r.seats);
  }
  if (!got.empty()) {
    for (Input& in : inputs_) {
      if (in.saved || in.cache.empty()) continue;
      const bool complete = std::none_of(in.rows.begin(), in.rows.end(), [&](std::size_t i) {
        return rows_[i].state == ArchiveRow::State::kPending;
      });
      if (complete) save_cache(in);
    }
  }
  return !got.empty();
}

void ArchiveList::save_cache(Input& in) {
  in.saved = true;
  Json games = Json::array();
  for (std::size_t i : in.rows) {
    const ArchiveRow& r = rows_[i];
    if (!r.log) continue;  // unreadable hands are found again at once
    Json g = {{"game", r.game}, {"line", r.line}};
    if (r.state == ArchiveRow::State::kError) {
      g["error"] = r.error;
    } else {
      Json seats = Json::array();
      for (const ArchiveSeat& s : r.seats) {
        seats.push_back({{"decisions", s.decisions},
                         {"accuracy", s.accuracy},
                         {"mistakes", s.mistakes},
                         {"total_loss", s.total_loss}});
      }
      g["seats"] = seats;
    }
    games.push_back(g);
  }
  const Json j = {
      {"format", "schmier-games-cache"}, {"version", 1}, {"input", in.path}, {"games", games}};
  std::error_code ec;
  fs::create_directories(in.cache.parent_path(), ec);
  const fs::path tmp = in.cache.string() + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary);
    f << j.dump() << "\n";
    if (!f) {
      fs::remove(tmp, ec);
      return;  // no cache this time; the games were analysed all the same
    }
  }
  fs::rename(tmp, in.cache, ec);
  if (ec) fs::remove(tmp, ec);
}

int ArchiveList::seat_of(const ArchiveRow& row, const std::string& player) {
  for (std::size_t s = 0; s < row.players.size(); ++s) {
    if (row.players[s] == player) return static_cast<int>(s);
  }
  return -1;
}

std::vector<std::string> ArchiveList::players() const {
  std::map<std::string, int> count;
  for (const ArchiveRow& r : rows_) {
    std::set<std::string> once(r.players.begin(), r.players.end());
    for (const std::string& p : once) ++count[p];
  }
  std::vector<std::string> out;
  for (const auto& [name, n] : count) out.push_back(name);
  std::stable_sort(out.begin(), out.end(),
                   [&](const std::string& a, const std::string& b) { return count[a] > count[b]; });
  return out;
}

std::string ArchiveList::default_player() const {
  for (const ArchiveRow& r : rows_) {
    if (r.log && r.log->viewer && *r.log->viewer >= 0 &&
        static_cast<std::size_t>(*r.log->viewer) < r.players.size()) {
      return r.players[static_cast<std::size_t>(*r.log->viewer)];
    }
  }
  const std::vector<std::string> p = players();
  return p.empty() ? std::string() : p.front();
}

ArchivePlayerSummary ArchiveList::summary(const std::string& player) const {
  ArchivePlayerSummary s;
  double weighted = 0;
  for (const ArchiveRow& r : rows_) {
    const int seat = seat_of(r, player);
    if (seat < 0) continue;
    ++s.games;
    if (r.state != ArchiveRow::State::kDone || static_cast<std::size_t>(seat) >= r.seats.size()) {
      continue;
    }
    ++s.analysed;
    const ArchiveSeat& a = r.seats[static_cast<std::size_t>(seat)];
    s.decisions += a.decisions;
    weighted += a.accuracy * a.decisions;
    s.mistakes += a.mistakes;
  }
  s.accuracy = s.decisions > 0 ? weighted / s.decisions : 100.0;
  return s;
}

}  // namespace ui
