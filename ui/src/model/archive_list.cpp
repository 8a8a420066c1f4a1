#include "ui/archive_list.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "engine/schafkopf.h"
#include "ui/hand_review.h"
#include "ui/log_source.h"

#include "engine/archive.h"

namespace ui {

namespace {

namespace fs = std::filesystem;

// The options that change a store's lines (the CLI refuses a store written with others).
std::string options_tag(const solver::AnalysisOptions& o) {
  std::ostringstream s;
  s << "samples=" << o.samples << ";seed=" << o.seed << ";auction=" << o.grade_auction
    << ";inference=" << o.auction_inference;
  return s.str();
}

std::string capitalised(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

// The contract in the players' words, its kind and the declarer (the rest of the app's names:
// engine::contract_name for Schafkopf, engine::hand_contract for Sheepshead).
void name_contract(ArchiveRow& r) {
  const engine::DealLog& log = *r.log;
  {
    std::string error;  // not Schafkopf: no replay, the Sheepshead words below
    if (auto rep = engine::replay_schafkopf_log(log, log.plays.size(), &error)) {
      const engine::SkContract& c = rep->contract;
      r.schafkopf = true;
      r.contract_long = engine::contract_name(c);
      r.contract_kind = engine::game_kind_name(c.game);
      // A Sauspiel is called a Sauspiel; its ace goes to the tooltip.
      r.contract = c.game == engine::SkGame::kSauspiel
                       ? std::string(c.tout ? "Sauspiel-Tout" : "Sauspiel")
                       : r.contract_long;
      r.declarer = c.game == engine::SkGame::kRamsch ? -1 : c.declarer;
      return;
    }
  }
  r.contract = capitalised(engine::hand_contract(log));
  r.contract_kind = r.contract;
  r.contract_long = r.contract;
}

// The settlement's units and each seat's side's card points.
void settle(ArchiveRow& r) {
  LoadedDeal loaded = replay_from_log(*r.log, r.label);
  if (!loaded.deal) return;
  if (r.declarer < 0) r.declarer = loaded.deal->picker;
  const Settlement s = compute_settlement(*loaded.deal);
  if (!s.available || s.rows.size() != r.players.size()) return;
  for (const SettlementRow& x : s.rows) {
    int side = 0;
    for (const SettlementRow& y : s.rows) {
      // A Ramsch or a leaster: everyone for himself.
      const bool teams = r.declarer >= 0;
      if (&x == &y || (teams && x.declarer_side == y.declarer_side)) side += y.points;
    }
    r.units.push_back(x.units);
    r.side_points.push_back(side);
  }
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

ArchiveList::~ArchiveList() {
  stop();
}

fs::path ArchiveList::store_file(const fs::path& store_dir, const std::vector<std::string>& inputs,
                                 const solver::AnalysisOptions& options) {
  std::string all;
  for (const std::string& in : inputs) all += in + "\n";
  const std::string stem = inputs.size() == 1 ? fs::path(inputs[0]).filename().string() : "games";
  return store_dir / (stem + "-" + engine::content_hash(all + options_tag(options)) + ".jsonl");
}

void ArchiveList::stop() {
  child_.stop();
  running_ = false;
}

int ArchiveList::done() const {
  int n = 0;
  for (const ArchiveRow& r : rows_) n += r.state != ArchiveRow::State::kPending;
  return n;
}

std::optional<std::string> ArchiveList::open(const std::vector<std::string>& inputs,
                                             const solver::AnalysisOptions& options,
                                             const fs::path& store_dir, const fs::path& cli) {
  stop();
  rows_.clear();
  inputs_.clear();
  problem_.clear();
  options_ = options;
  cli_ = cli;
  title_.clear();
  for (const std::string& in : inputs) {
    if (!title_.empty()) title_ += ", ";
    title_ += fs::path(in).filename().empty() ? in : fs::path(in).filename().string();
    std::error_code ec;
    const fs::path abs = fs::absolute(in, ec);
    inputs_.push_back(ec ? in : abs.lexically_normal().string());
  }
  std::set<std::string> seen;
  const std::vector<std::string> files = engine::archive_files(inputs_);
  for (const std::string& file : files) {
    const std::string name = fs::path(file).filename().string();
    for (engine::ArchiveHand& h : engine::read_archive_file(file)) {
      ArchiveRow r;
      r.key = engine::archive_key(h);
      if (!seen.insert(r.key).second) continue;  // as the CLI: each key once
      r.input = h.input;
      r.game = h.game;
      r.line = h.line;
      // The number first: the list's column may cut a long file name.
      r.label = h.protocol ? "game " + std::to_string(h.game) + ", " + name : name;
      if (files.size() == 1 && h.protocol && h.game > 0) r.label = "game " + std::to_string(h.game);
      if (h.log) {
        r.players = h.log->players;
        r.roles = engine::hand_roles(*h.log);
        r.log = std::make_shared<const engine::DealLog>(std::move(*h.log));
        name_contract(r);
        settle(r);
      } else {
        r.state = ArchiveRow::State::kError;
        r.error = h.error;
      }
      rows_.push_back(std::move(r));
    }
  }
  if (rows_.empty()) return "no deal log or NetSchafkopf protocol found in " + title_;
  if (store_dir.empty()) return std::nullopt;
  store_ = store_file(store_dir, inputs_, options_);
  reader_ = StoreReader(store_);
  apply(reader_.read_new());
  for (ArchiveRow& r : rows_) r.from_cache = r.state == ArchiveRow::State::kDone;
  if (done() < static_cast<int>(rows_.size())) start("");
  return std::nullopt;
}

void ArchiveList::start(const std::string& first) {
  stop();
  if (cli_.empty()) return;  // a screenshot, or no CLI: the store's rows only
  std::error_code ec;
  fs::create_directories(store_.parent_path(), ec);
  const fs::path log = store_.string() + ".log";
  if (auto error =
          child_.start(analyze_command(cli_, inputs_, store_, options_, first), fs::path(), log)) {
    problem_ = *error;
    return;
  }
  running_ = true;
}

void ArchiveList::prioritize(std::size_t row) {
  if (row >= rows_.size() || rows_[row].state != ArchiveRow::State::kPending || !running_) return;
  const ArchiveRow& r = rows_[row];
  start(r.input + ":" + std::to_string(r.game));
}

void ArchiveList::apply(const std::vector<StoreEntry>& entries) {
  std::map<std::string, std::size_t> at;
  for (std::size_t i = 0; i < rows_.size(); ++i) at.emplace(rows_[i].key, i);
  for (const StoreEntry& e : entries) {
    auto it = at.find(e.key);
    if (it == at.end()) continue;
    ArchiveRow& r = rows_[it->second];
    if (!r.log) continue;  // unreadable here: the row says why already
    if (!e.error.empty()) {
      r.state = ArchiveRow::State::kError;
      r.error = e.error;
    } else if (e.seats.size() == r.players.size()) {
      r.state = ArchiveRow::State::kDone;
      r.seats = e.seats;
    }
  }
}

bool ArchiveList::pump() {
  if (store_.empty()) return false;
  const std::vector<StoreEntry> got = reader_.read_new();
  apply(got);
  bool changed = !got.empty();
  if (running_ && !child_.running()) {
    running_ = false;
    changed = true;
    // The last lines may have come after the read above (and the sorted rewrite).
    apply(reader_.read_new());
    if (child_.exit_status() != 0 || done() < static_cast<int>(rows_.size())) {
      std::ifstream in(store_.string() + ".log");
      std::string first_line;
      std::getline(in, first_line);
      problem_ = "schmier analyze stopped (exit status " + std::to_string(child_.exit_status()) +
                 ")" + (first_line.empty() ? std::string() : ": " + first_line);
    }
  }
  return changed;
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
