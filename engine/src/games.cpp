// The engine's registry of games (games.h): the table of every game the deal log knows, the
// games registered at run time (game_registry.h), and the lookups of a game's names and seats
// built on them (seat_count, game_display_name, deal_log_seats), which work on a Game value no
// entry knows too.
#include "games.h"

#include <algorithm>
#include <deque>
#include <mutex>
#include <string>

#include "engine/game_registry.h"

namespace engine {

namespace detail {

namespace {

int default_log_seats(const DealLog& log) {
  return seat_count(log.game);
}

constexpr GameEntry kGames[] = {
    {Game::kSheepshead, "sheepshead", "Sheepshead", kSheepsheadSeats, sheepshead_log_seats,
     check_sheepshead_log, sheepshead_roles, sheepshead_contract_name},
    {Game::kSchafkopf, "schafkopf", "Schafkopf", kSchafkopfSeats, default_log_seats,
     check_schafkopf_log, schafkopf_roles, schafkopf_contract_name},
    {Game::kSweep, "sweep", "Sweep", sweep::kSeats, default_log_seats, check_sweep_log, nullptr,
     nullptr},
};

// The games registered at run time (game_registry.h): a deque, so that entries and names stay
// where they are while more are added.
struct Registered {
  std::mutex mutex;
  std::deque<std::string> names;
  std::deque<GameEntry> entries;
};

Registered& registered() {
  static Registered r;
  return r;
}

}  // namespace

std::span<const GameEntry> games() {
  return kGames;
}

const GameEntry* find_game(Game g) {
  for (const GameEntry& e : kGames) {
    if (e.game == g) return &e;
  }
  // Only a game no built-in entry knows takes the lock.
  Registered& r = registered();
  const std::lock_guard<std::mutex> lock(r.mutex);
  for (const GameEntry& e : r.entries) {
    if (e.game == g) return &e;
  }
  return nullptr;
}

int dealt_holder(const DealLog& log, Card c) {
  if (!log.deal_known || c == kNoCard) return -1;
  const int n = deal_log_seats(log);
  for (int s = 0; s < n; ++s) {
    if (log.dealt[static_cast<std::size_t>(s)] & (CardMask{1} << c)) return s;
  }
  return -1;
}

const GameEntry* find_game(std::string_view json_name) {
  for (const GameEntry& e : kGames) {
    if (json_name == e.json_name) return &e;
  }
  return nullptr;
}

}  // namespace detail

void register_game(Game g, const std::string& display_name, int seats) {
  for (const detail::GameEntry& e : detail::kGames) {
    if (e.game == g) return;
  }
  detail::Registered& r = detail::registered();
  const std::lock_guard<std::mutex> lock(r.mutex);
  r.names.push_back(display_name);
  // A log holds the dealt hands of at most five seats (DealLog::dealt).
  seats = std::clamp(seats, 0, 5);
  const detail::GameEntry entry{g,       nullptr, r.names.back().c_str(), seats, nullptr, nullptr,
                                nullptr, nullptr};
  for (detail::GameEntry& e : r.entries) {
    if (e.game == g) {
      e = entry;
      return;
    }
  }
  r.entries.push_back(entry);
}

int seat_count(Game g) {
  const detail::GameEntry* e = detail::find_game(g);
  return e ? e->seats : 0;
}

std::string game_display_name(Game g) {
  const detail::GameEntry* e = detail::find_game(g);
  return e ? e->display_name : "game " + std::to_string(static_cast<int>(g));
}

int deal_log_seats(const DealLog& log) {
  const detail::GameEntry* e = detail::find_game(log.game);
  if (e && e->log_seats) return e->log_seats(log);
  if (e) return e->seats;
  // A game only the common fields describe: as many seats as the log has hands (at most the
  // five that DealLog::dealt holds).
  return static_cast<int>(std::min<std::size_t>(log.hands.size(), 5));
}

}  // namespace engine
