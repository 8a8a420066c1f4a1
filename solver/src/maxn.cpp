#include "solver/maxn.h"

#include <algorithm>

namespace solver {

namespace {

struct Search {
  const engine::PlayRules& r;
  const SettleFn& settle;
  std::uint64_t nodes = 0;

  // Is `a` better for seat p than `b`?
  static bool better(const MaxnOutcome& a, const MaxnOutcome& b, int p) {
    const std::size_t q = static_cast<std::size_t>(p);
    if (a.units[q] != b.units[q]) return a.units[q] > b.units[q];
    return a.points[q] < b.points[q];
  }

  MaxnOutcome run(engine::PlayState& s) {
    ++nodes;
    if (s.finished(r)) {
      MaxnOutcome o;
      o.units = settle(s);
      for (int q = 0; q < r.num_players; ++q) {
        o.points[static_cast<std::size_t>(q)] = s.points_won[static_cast<std::size_t>(q)];
      }
      return o;
    }
    const std::uint8_t p = s.to_move(r);
    const engine::CardMask legal = engine::legal_moves(r, s, p);
    // Every card still to be played or lying in the trick, except the mover's own.
    engine::CardMask others = 0;
    for (int q = 0; q < r.num_players; ++q) {
      if (q != p) others |= s.hands[static_cast<std::size_t>(q)];
    }
    for (int i = 0; i < s.trick_size; ++i)
      others |= engine::bit(s.trick[static_cast<std::size_t>(i)]);
    MaxnOutcome best;
    bool have = false;
    engine::CardMask done = 0;  // cards searched so far
    for (engine::Card c : engine::cards(legal)) {
      bool same = false;
      for (engine::Card d : engine::cards(done)) {
        if (r.table.eff_suit[d] != r.table.eff_suit[c] ||
            engine::card_points(d) != engine::card_points(c)) {
          continue;
        }
        const int lo = std::min(r.table.power[c], r.table.power[d]);
        const int hi = std::max(r.table.power[c], r.table.power[d]);
        bool between = false;
        for (engine::Card x : engine::cards(others & r.table.suit_mask[r.table.eff_suit[c]])) {
          if (r.table.power[x] > lo && r.table.power[x] < hi) between = true;
        }
        if (!between) same = true;
      }
      done |= engine::bit(c);
      if (same) continue;
      engine::PlayUndo u;
      engine::make_move(r, s, c, u, p);
      MaxnOutcome o = run(s);
      engine::unmake_move(r, s, c, u);
      if (!have || better(o, best, p)) {
        best = o;
        have = true;
      }
    }
    return best;
  }
};

}  // namespace

MaxnOutcome maxn_solve(const engine::PlayRules& rules, const engine::PlayState& state,
                       const SettleFn& settle) {
  Search search{rules, settle};
  engine::PlayState s = state;
  MaxnOutcome o = search.run(s);
  o.nodes = search.nodes;
  return o;
}

SettleFn ramsch_settle(const engine::SchafkopfRules& rules, const engine::SkContract& ramsch,
                       int doublings) {
  return [rules, ramsch, doublings](const engine::PlayState& s) {
    std::array<int, engine::kSchafkopfSeats> p{};
    std::array<int, engine::kSchafkopfSeats> t{};
    for (std::size_t q = 0; q < engine::kSchafkopfSeats; ++q) {
      p[q] = s.points_won[q];
      t[q] = s.tricks_won[q];
    }
    const engine::SkResult res = engine::schafkopf_settle(rules, ramsch, 0, 0, doublings, p, t);
    SeatUnits u{};
    for (std::size_t q = 0; q < engine::kSchafkopfSeats; ++q) u[q] = res.units[q];
    return u;
  };
}

}  // namespace solver
