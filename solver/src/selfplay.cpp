// Duplicate self-play (selfplay.h): deals played once per seat rotation by computer players,
// units per player type with a 95% confidence interval over deals.
#include "solver/selfplay.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "selfplay_game.h"
#include "solver/game_module.h"

namespace solver {

namespace {

// A player type's name: the strength, "strong-cut" for Sweep's round-cut player.
std::string type_name(const BotConfig& c) {
  return c.strength == Strength::kStrong && c.sweep_round_cut ? "strong-cut"
                                                              : strength_name(c.strength);
}

// Per deal and player type: the units summed over its seat-hands, and the decisions.
struct TypeTally {
  long long hands = 0;
  double units = 0;
  long long decisions = 0;
  double seconds = 0;
  double max_seconds = 0;
};

struct DealOutcome {
  std::vector<TypeTally> types;
  std::string error;
};

std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
  engine::Rng r(a * 0x9E3779B97F4A7C15ull ^ (b + 0x632BE59BD9B4E019ull));
  r.next();
  return r.next();
}

constexpr int kMaxActions = 400;  // far above any hand; a loop past it is a bug, not a hang

void count_decision(TypeTally& t, double seconds) {
  ++t.decisions;
  t.seconds += seconds;
  t.max_seconds = std::max(t.max_seconds, seconds);
}

// One deal in every rotation: the game deals the cards once, and each rotation r plays them with
// seat s held by player type ((s + r) % seats) % types.
DealOutcome play_deal(const SelfplayOptions& o, const SelfplayTable& table, int deal) {
  const int seats = table.seats();
  const std::size_t n_types = o.players.size();
  DealOutcome out;
  out.types.resize(n_types);
  const std::uint64_t deal_seed = mix(o.seed, static_cast<std::uint64_t>(deal));
  const int dealer = deal % seats;
  const std::unique_ptr<SelfplayDeal> cards = table.deal(deal_seed, dealer);
  for (int r = 0; r < seats; ++r) {
    std::vector<std::size_t> type_of(static_cast<std::size_t>(seats));
    std::vector<BotConfig> configs;
    for (int s = 0; s < seats; ++s) {
      const std::size_t t = static_cast<std::size_t>((s + r) % seats) % n_types;
      type_of[static_cast<std::size_t>(s)] = t;
      BotConfig c = o.players[t];
      c.seed = mix(mix(deal_seed, o.players[t].seed), static_cast<std::uint64_t>(s));
      configs.push_back(c);
    }
    const std::unique_ptr<SelfplayHand> hand = cards->hand(configs);
    int actions = 0;
    while (!hand->over()) {
      const int seat = hand->to_act();
      const std::size_t t = type_of[static_cast<std::size_t>(seat)];
      if (++actions > kMaxActions) {
        out.error = "deal " + std::to_string(deal) + ": the hand did not end (a bug)";
        return out;
      }
      double seconds = 0;
      const std::optional<std::string> refused = hand->step(seconds);
      count_decision(out.types[t], seconds);
      if (refused) {
        out.error = "deal " + std::to_string(deal) + ", rotation " + std::to_string(r) + ": seat " +
                    std::to_string(seat) + " (" + type_name(o.players[t]) + ") " + *refused;
        return out;
      }
    }
    for (int s = 0; s < seats; ++s) {
      TypeTally& t = out.types[type_of[static_cast<std::size_t>(s)]];
      ++t.hands;
      t.units += hand->result(s);
    }
  }
  return out;
}

// Names of the player types, numbered when a type occurs more than once.
std::vector<std::string> type_names(const std::vector<BotConfig>& players) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < players.size(); ++i) {
    int same = 0;
    int before = 0;
    for (std::size_t j = 0; j < players.size(); ++j) {
      if (type_name(players[j]) != type_name(players[i])) continue;
      ++same;
      if (j < i) ++before;
    }
    std::string n = type_name(players[i]);
    if (same > 1) n += "#" + std::to_string(before + 1);
    names.push_back(n);
  }
  return names;
}

}  // namespace

SelfplayReport run_selfplay(const SelfplayOptions& options, const SelfplayProgress& progress) {
  const auto t0 = std::chrono::steady_clock::now();
  SelfplayReport rep;
  const GameModule* game = find_game_module(options.game);
  std::unique_ptr<SelfplayTable> table =
      game ? game->selfplay_table(options.preset, &rep.error) : nullptr;
  if (!table) {
    if (rep.error.empty()) rep.error = "self-play does not play this game";
    return rep;
  }
  // The table limit the players are checked against (GameModule::max_seats: a Sheepshead
  // preset's 3- or 4-seat table is checked against five, as before the game face).
  const int seats = game->max_seats();
  if (options.players.empty()) {
    rep.error = "no players: give at least one player type";
    return rep;
  }
  if (static_cast<int>(options.players.size()) > seats) {
    rep.error = "at most " + std::to_string(seats) + " player types fit at a table of " +
                std::to_string(seats) + ", not " + std::to_string(options.players.size());
    return rep;
  }
  if (options.deals < 1) {
    rep.error = "the number of deals must be at least 1, not " + std::to_string(options.deals);
    return rep;
  }
  const int threads = std::clamp(options.threads, 1, 256);

  std::vector<DealOutcome> outcomes(static_cast<std::size_t>(options.deals));
  std::atomic<int> next{0};
  std::atomic<bool> failed{false};
  std::mutex progress_mutex;
  int done = 0;
  auto worker = [&] {
    for (;;) {
      const int d = next.fetch_add(1);
      if (d >= options.deals || failed.load()) return;
      DealOutcome& out = outcomes[static_cast<std::size_t>(d)];
      out = play_deal(options, *table, d);
      if (!out.error.empty()) failed.store(true);
      std::lock_guard<std::mutex> lock(progress_mutex);
      ++done;
      if (progress) progress(done, options.deals);
    }
  };
  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) pool.emplace_back(worker);
  worker();
  for (std::thread& t : pool) t.join();

  for (const DealOutcome& out : outcomes) {
    if (!out.error.empty()) {
      rep.error = out.error;
      return rep;
    }
  }
  // One observation per deal and type: its mean units per seat-hand in that deal.
  const std::vector<std::string> names = type_names(options.players);
  const double n = static_cast<double>(options.deals);
  for (std::size_t t = 0; t < options.players.size(); ++t) {
    PlayerTypeStats st;
    st.name = names[t];
    double sum = 0;
    double sum_sq = 0;
    double seconds = 0;
    for (const DealOutcome& out : outcomes) {
      const TypeTally& x = out.types[t];
      st.hands += x.hands;
      st.decisions += x.decisions;
      seconds += x.seconds;
      st.max_seconds_per_decision = std::max(st.max_seconds_per_decision, x.max_seconds);
      const double obs = x.hands > 0 ? x.units / static_cast<double>(x.hands) : 0.0;
      sum += obs;
      sum_sq += obs * obs;
    }
    st.units_per_hand = sum / n;
    if (options.deals > 1) {
      const double var = std::max(0.0, (sum_sq - sum * sum / n) / (n - 1));
      st.ci95 = 1.96 * std::sqrt(var / n);
    }
    st.seconds_per_decision = st.decisions > 0 ? seconds / static_cast<double>(st.decisions) : 0;
    rep.types.push_back(st);
  }
  rep.deals = options.deals;
  rep.hands = static_cast<long long>(options.deals) * seats;
  rep.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return rep;
}

}  // namespace solver
