// The public interface of the trick-taking double-dummy solver (solver/dd.h): a position's
// points value by null-window passes, its units (settlement levels: SS-10, SK-10, Tout; or the
// paranoid search), every legal card's value, and the values remembered from the last
// per-card solve.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <vector>

#include "bounds.h"
#include "dd_internal.h"
#include "moves.h"

namespace solver {

// The score side's final points under optimal play (team: the max side's; paranoid: what
// the others can force on the perspective seat), by null-window passes from a guess. Each
// pass's fail-soft bound narrows [lo, hi]; near a far-off value those bounds often move by a
// single point (MTD(f) took 40 passes from 60 down to 19), so the step doubles while passes
// fail the same way. Once the value is bracketed the passes ask at nine tenths of the way up
// the bracket rather than at its middle, which measured fewer nodes (bench -2.8 %; --deals
// 180 --hands 24 --schafkopf 24: -1.6 %; 7/10 and 8/10 fell between). `second`, when it
// lies in what the first pass left open, is the second pass's threshold (a sibling's value,
// see solve).
int DoubleDummy::Impl::team_points(int guess, int floor, int ceil, int second) {
  int lo = std::max(score_points_now(), floor);
  int hi = std::min(all_points(), ceil);
  int g = guess < 0 ? (lo + hi) / 2 : std::clamp(guess, lo, hi);
  int step = 1;
  int dir = 0;  // -1: the last pass failed low, +1: high
  bool bracketed = false;
  // Invariant: the value lies in [lo, hi].
  while (lo < hi) {
    const int beta = g == lo ? g + 1 : g;
    const int v = team_ab(beta - 1, beta);
    if (stopped) break;
    const int d = v < beta ? -1 : 1;
    if (d < 0)
      hi = v;
    else
      lo = v;
    bracketed = bracketed || (dir != 0 && d != dir);
    step = d == dir ? step * 2 : 1;
    dir = d;
    if (bracketed)
      g = std::max(lo + 1, lo + (9 * (hi - lo) + 5) / 10);
    else if (d < 0)
      g = std::max(lo, hi - (step - 1));
    else
      g = std::min(hi, lo + step);
    if (second >= lo && second <= hi) g = second;
    second = -1;
  }
  return lo;
}

// The declarer's units given the max side's points under optimal play (`points`). Trick
// conditions need yes/no searches, except where the points value settles them.
int DoubleDummy::Impl::team_units(int points) {
  for (const Level& lv : obj.levels) {
    if (lv.min_points > points) continue;
    // Points beyond the base can only come from tricks the side won.
    const bool side_trick = lv.side_one_trick && lv.min_points <= obj.base_points;
    if (!lv.opp_no_trick && !side_trick) return lv.units;
    // Taking every trick takes every point: a side that could force it would have the
    // largest total as its points value.
    if (lv.opp_no_trick && points < all_points()) continue;
    // A points value above the base is a strategy that surely wins the side a trick.
    if (!lv.opp_no_trick && points > obj.base_points) return lv.units;
    if (reach(lv.min_points, lv.opp_no_trick, side_trick)) return lv.units;
    if (stopped) return 0;
  }
  return obj.levels.empty() ? 0 : obj.levels.back().units;
}

// The remembered value of the loaded position, or -1.
int DoubleDummy::Impl::remembered_points() const {
  if (children_context != context || children_sides != sides || children_base != obj.base_points) {
    return -1;
  }
  for (int i = 0; i < n_children; ++i) {
    if (children[i].extra == extra && engine::same_position(children[i].state, s)) {
      return children[i].points;
    }
  }
  return -1;
}

// `floor` and `ceil`: bounds known for the points value beforehand; `guess` and `second`:
// the first two passes' thresholds (team_points).
void DoubleDummy::Impl::value_here(int& points, int& units, int guess, int floor, int ceil,
                                   int second) {
  if (obj.paranoid) {
    points = team_points(guess, floor, ceil, second);
    units = paranoid_units() * obj.paranoid_scale;
  } else {
    points = team_points(guess, floor, ceil, second);
    units = team_units(points);
  }
}

DoubleDummy::DoubleDummy(SolverOptions options) : impl_(std::make_unique<Impl>(options)) {}
DoubleDummy::~DoubleDummy() = default;

const SearchStats& DoubleDummy::stats() const {
  return impl_->stats;
}

void DoubleDummy::reset_stats() {
  impl_->stats = SearchStats{};
  impl_->stats.enabled = Impl::kStats;
}

void DoubleDummy::clear() {
  impl_->clear_tables();
}

bool DoubleDummy::reach(const Position& pos, const Level& level) {
  Impl& m = *impl_;
  m.load(pos);
  m.cancel = cancel_;
  m.stopped = false;
  const std::uint64_t before = m.nodes;
  bool v = m.reach(level.min_points, level.opp_no_trick, level.side_one_trick);
  nodes_ += m.nodes - before;
  return v;
}

SolveResult DoubleDummy::solve(const Position& pos, bool per_card) {
  return solve_impl(pos, per_card, nullptr);
}

SolveResult DoubleDummy::solve_from_guesses(const Position& pos,
                                            const std::vector<MoveValue>& first_guess) {
  return solve_impl(pos, true, &first_guess);
}

SolveResult DoubleDummy::solve_impl(const Position& pos, bool per_card,
                                    const std::vector<MoveValue>* first_guess) {
  const auto t0 = std::chrono::steady_clock::now();
  Impl& m = *impl_;
  m.load(pos);
  m.cancel = cancel_;
  m.stopped = false;
  const std::uint64_t before = m.nodes;
  SolveResult res;
  res.to_move = m.s.to_move(m.r);
  if (m.s.finished(m.r)) {
    res.points = m.score_points_now();
    res.units = 0;
    if (m.obj.paranoid) {
      res.units = m.leaf_units() * m.obj.paranoid_scale;
    } else {
      for (const Level& lv : m.obj.levels) {
        const int side_t = m.side_tricks_now();
        if (res.points >= lv.min_points && (!lv.opp_no_trick || side_t == m.total_tricks) &&
            (!lv.side_one_trick || side_t > 0)) {
          res.units = lv.units;
          break;
        }
      }
    }
    res.complete = true;
  } else {
    const int p = res.to_move;
    const bool max_points = m.max_side >> p & 1;  // this player raises the scored points
    const bool max_units = m.obj.paranoid ? p == m.obj.perspective : max_points;
    if (!per_card) {
      m.value_here(res.points, res.units, m.remembered_points());
    } else {
      // Every card's exact value; the position's value is the best of them. Cards are
      // searched in move-ordering order, each starting from the best value so far; a card
      // equivalent to one searched (gen_moves) has its value. A position value known
      // beforehand (the previous solve's) bounds every card's. A card that is not better
      // than the best so far is often worth what a card searched before it was: when the
      // first pass leaves room for it, the second pass asks at the value of such a card (not
      // the best; one of the same suit first, else the one nearest the best) instead of
      // galloping on from the first pass's bound, usually only a point or two past the best
      // (fewer nodes in every bench suite; asking "equal to the best?" first cost more).
      const int known = m.remembered_points();
      Card ordered[16];
      std::array<Card, engine::kNumCards> rep{};
      rep.fill(kNoCard);
      const int cnt =
          m.gen_moves_for<Impl::Need::kEveryCard>(m.s.to_move(m.r), ordered, kNoCard, rep.data());
      std::array<MoveValue, engine::kNumCards> by_card{};
      std::array<Impl::Remembered, 16> children;
      int guess = known;
      const int floor = known >= 0 && !max_points ? known : 0;
      const int ceil = known >= 0 && max_points ? known : 1000;
      for (int i = 0; i < cnt && !m.stopped; ++i) {
        MoveValue mv;
        mv.card = ordered[i];
        PlayUndo u;
        int first = guess;
        bool given = false;  // a first guess from the caller: no second guess then
        if (first_guess) {
          for (const MoveValue& g : *first_guess) {
            if (g.card != mv.card) continue;
            first = g.points;
            given = true;
          }
        }
        int second = -1;
        int second_rank = 0;  // same suit first, then nearest the best
        for (int j = 0; j < i && !given; ++j) {
          const int v = by_card[ordered[j]].points;
          if (v == res.points) continue;
          const bool same_suit = m.r.table.eff_suit[ordered[j]] == m.r.table.eff_suit[mv.card];
          const int rank = (same_suit ? 0 : 1000) + std::abs(v - res.points);
          if (second < 0 || rank < second_rank) {
            second = v;
            second_rank = rank;
          }
        }
        m.make(mv.card, u);
        m.value_here(mv.points, mv.units, first, floor, ceil, second);
        children[static_cast<std::size_t>(i)] = {m.s, m.extra, mv.points};
        m.unmake(mv.card, u);
        by_card[mv.card] = mv;
        if (i == 0) {
          res.points = mv.points;
          res.units = mv.units;
        } else {
          res.points =
              max_points ? std::max(res.points, mv.points) : std::min(res.points, mv.points);
          res.units = max_units ? std::max(res.units, mv.units) : std::min(res.units, mv.units);
        }
        guess = res.points;
      }
      if (!m.stopped) {
        m.children = children;
        m.n_children = cnt;
        m.children_context = m.context;
        m.children_sides = m.sides;
        m.children_base = m.obj.base_points;
        for (Card c : power_order(m.r.table, engine::legal_moves(m.r, m.s))) {
          MoveValue mv = rep[c] == kNoCard ? by_card[c] : by_card[rep[c]];
          mv.card = c;
          res.moves.push_back(mv);
        }
      }
    }
    res.complete = !m.stopped;
  }
  res.nodes = m.nodes - before;
  nodes_ += res.nodes;
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return res;
}

}  // namespace solver
