// The values of one decision from its table of worlds (solver/src/analysis_internal.h): weighted
// means and standard errors, the played alternative's loss and its interval, the grade and the
// tie group of the best (ANALYSIS.md §3, §4), and the helpers the games' analysers share.
#include <algorithm>
#include <cmath>
#include <utility>

#include "analysis_internal.h"
#include "solver/grades.h"

namespace solver {

namespace analysis_detail {

// Weighted mean and the standard error of a self-normalised weighted mean (0 when exact).
// Entries that are NaN (not computed in that world) are left out.
Stat weighted(const std::vector<double>& x, const std::vector<double>& w, bool exact) {
  Stat s;
  double sw = 0;
  double swx = 0;
  std::size_t n = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (std::isnan(x[i])) continue;
    sw += w[i];
    swx += w[i] * x[i];
    ++n;
  }
  if (sw <= 0) return s;
  s.mean = swx / sw;
  s.n = static_cast<int>(n);
  if (exact || n < 2) return s;
  double v = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    if (!std::isnan(x[i])) v += w[i] * w[i] * (x[i] - s.mean) * (x[i] - s.mean);
  }
  const double nd = static_cast<double>(n);
  s.se = std::sqrt(v * nd / (nd - 1)) / sw;
  return s;
}

int settle_cap_for(const AnalysisOptions& opt, int cards_left, int dearer) {
  const int cap = opt.settle_cap();
  if (cap <= opt.samples) return cap;
  const int c = cards_left + dearer;
  const int grow = c <= 12 ? 8 : c <= 16 ? 4 : c <= 20 ? 2 : 1;
  return cap * grow;
}

PlayedLoss played_loss(const Table& tab, int played, double stake) {
  PlayedLoss r;
  double best_mean = 0;
  const double spread = tab.spread(stake);
  for (int b = 0; b < tab.alts; ++b) {
    if (b == played) continue;
    const Stat d = tab.diff_units(b, played, stake);
    if (d.mean > best_mean) {
      best_mean = d.mean;
      r.loss = d.mean;
      r.se = d.se;
    }
    const double h = tab.half_width(d, spread);
    r.low = std::max(r.low, d.mean - h);
    r.high = std::max(r.high, d.mean + h);
  }
  return r;
}

}  // namespace analysis_detail

namespace analysis_detail {

namespace {

// The least and the largest value of a table's entries (NaN entries left out; 0, 0 when none).
std::pair<double, double> value_range(const std::vector<std::vector<double>>& m) {
  double lo = 0;
  double hi = 0;
  bool any = false;
  for (const auto& row : m) {
    for (double x : row) {
      if (std::isnan(x)) continue;
      lo = any ? std::min(lo, x) : x;
      hi = any ? std::max(hi, x) : x;
      any = true;
    }
  }
  return {lo, hi};
}

}  // namespace

// Fills alternatives' estimates, losses, best and grade from a table.
void finish(DecisionAnalysis& d, const Table& tab, double stake, bool high_points_better,
            bool has_points) {
  const int n = tab.alts;
  // An alternative dropped by the stopping rule was valued in fewer worlds than the played one
  // (which is valued in every world): its mean is the played one's plus their paired difference
  // over the worlds where both were valued, so every alternative is compared on the same
  // footing. Without drops this is simply its own mean.
  // Such a mean stays within the values the table holds (any world, any alternative): a
  // correction from few common worlds can otherwise carry it past every value a world can have
  // (a leaster card below -1 unit). Not for a game with its own fixed z (Sweep), whose dropped
  // alternatives follow the old stopping rule.
  const int ref = d.played_index;
  const Stat ref_u = tab.stat_units(ref);
  const Stat ref_p = tab.stat_points(ref);
  const bool bounded = tab.z <= 0;
  const auto [u_lo, u_hi] = bounded ? value_range(tab.units) : std::pair{-HUGE_VAL, HUGE_VAL};
  const auto [p_lo, p_hi] = bounded ? value_range(tab.points) : std::pair{-HUGE_VAL, HUGE_VAL};
  std::vector<Stat> u(static_cast<std::size_t>(n));
  std::vector<Stat> p(static_cast<std::size_t>(n));
  for (int a = 0; a < n; ++a) {
    Stat su = tab.stat_units(a);
    Stat sp = tab.stat_points(a);
    if (a != ref) {
      su.mean = std::clamp(ref_u.mean + tab.diff_units(a, ref, 1.0).mean, u_lo, u_hi);
      if (has_points) sp.mean = std::clamp(ref_p.mean + tab.diff_points(a, ref).mean, p_lo, p_hi);
    }
    u[static_cast<std::size_t>(a)] = su;
    p[static_cast<std::size_t>(a)] = sp;
  }
  const double spread = tab.spread(stake);
  auto better = [&](int a, int b) {
    const double du = u[static_cast<std::size_t>(a)].mean - u[static_cast<std::size_t>(b)].mean;
    if (std::abs(du) > 1e-9) return du > 0;
    const double dp = p[static_cast<std::size_t>(a)].mean - p[static_cast<std::size_t>(b)].mean;
    if (std::abs(dp) > 1e-9) return high_points_better ? dp > 0 : dp < 0;
    return false;
  };
  int best = 0;
  for (int a = 1; a < n; ++a) {
    if (better(a, best)) best = a;
  }
  for (int a = 0; a < n; ++a) {
    Alternative& alt = d.alternatives[static_cast<std::size_t>(a)];
    alt.has_values = true;
    alt.has_points = has_points;
    alt.units = {u[static_cast<std::size_t>(a)].mean, u[static_cast<std::size_t>(a)].se};
    if (has_points) {
      alt.points = {p[static_cast<std::size_t>(a)].mean, p[static_cast<std::size_t>(a)].se};
    }
    const Stat loss = tab.diff_units(best, a, stake);
    const double du = u[static_cast<std::size_t>(best)].mean - u[static_cast<std::size_t>(a)].mean;
    alt.loss = std::max(0.0, du / stake);
    alt.loss_se = loss.se;
    // The interval over every rival (ANALYSIS.md §4).
    alt.loss_low = 0;
    alt.loss_high = 0;
    for (int b = 0; b < n; ++b) {
      if (b == a || tab.same_group(a, b)) continue;
      const Stat db = tab.diff_units(b, a, stake);
      const double h = tab.half_width(db, spread);
      alt.loss_low = std::max(alt.loss_low, db.mean - h);
      alt.loss_high = std::max(alt.loss_high, db.mean + h);
    }
    alt.loss_low = std::min(alt.loss_low, alt.loss);
    alt.loss_high = std::max(alt.loss_high, alt.loss);
    alt.tie_best = within_noise(alt.loss, alt.loss_se);
    const Verdict v = grade_verdict(alt.loss, alt.loss_se, alt.loss_low, alt.loss_high, d.forced);
    alt.grade = v.grade;
    alt.settled = v.settled;
  }
  d.worlds = static_cast<int>(tab.units.size());
  d.exact = tab.exact;
  // Best first, keeping the order otherwise.
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int a = 0; a < n; ++a) order[static_cast<std::size_t>(a)] = a;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    if (a == best) return b != best;
    if (b == best) return false;
    return better(a, b);
  });
  std::vector<Alternative> sorted;
  for (int a : order) sorted.push_back(d.alternatives[static_cast<std::size_t>(a)]);
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (order[i] == d.played_index) {
      d.played_index = static_cast<int>(i);
      break;
    }
  }
  d.alternatives = std::move(sorted);
  d.best = 0;
  const Alternative& played = d.alternatives[static_cast<std::size_t>(d.played_index)];
  d.loss = played.loss;
  d.loss_se = played.loss_se;
  apply_verdict(d);
}

bool values_per_card(DoubleDummy& dd, const Position& pos, const std::vector<Card>& reps,
                     const std::vector<char>& active, const std::function<double(int)>& to_units,
                     const std::function<double(int)>& to_points, std::vector<double>& units,
                     std::vector<double>& points) {
  if (pos.objective.paranoid || pos.objective.levels.empty()) return false;
  if (!std::all_of(active.begin(), active.end(), [](char c) { return c != 0; })) return false;
  const SolveResult r = dd.solve(pos, true);
  for (std::size_t a = 0; a < reps.size(); ++a) {
    for (const MoveValue& mv : r.moves) {
      if (mv.card == reps[a]) {
        units[a] = to_units(mv.units);
        points[a] = to_points(mv.points);
      }
    }
  }
  return true;
}

Table expand_columns(const Table& tab, const std::vector<int>& rep_index) {
  Table full;
  full.alts = static_cast<int>(rep_index.size());
  full.exact = tab.exact;
  full.min_spread = tab.min_spread;
  full.z = tab.z;
  full.weight = tab.weight;
  full.group = rep_index;
  for (std::size_t w = 0; w < tab.units.size(); ++w) {
    std::vector<double> u(rep_index.size());
    std::vector<double> p(rep_index.size());
    for (std::size_t a = 0; a < rep_index.size(); ++a) {
      u[a] = tab.units[w][static_cast<std::size_t>(rep_index[a])];
      p[a] = tab.points[w][static_cast<std::size_t>(rep_index[a])];
    }
    full.units.push_back(std::move(u));
    full.points.push_back(std::move(p));
  }
  return full;
}

CompareCards table_compare(const Table& full, const std::vector<Card>& cards, double stake,
                           bool high_points_better) {
  return [&full, &cards, stake, high_points_better](Card a, Card b) {
    auto col = [&](Card c) {
      for (std::size_t i = 0; i < cards.size(); ++i) {
        if (cards[i] == c) return static_cast<int>(i);
      }
      return 0;
    };
    CardComparison cmp;
    const Stat du = full.diff_units(col(a), col(b), stake);
    Stat dp = full.diff_points(col(a), col(b));
    if (!high_points_better) dp.mean = -dp.mean;
    cmp.units = du.mean;
    cmp.units_se = du.se;
    cmp.points = dp.mean;
    cmp.points_se = dp.se;
    return cmp;
  };
}

void set_win_chance(DecisionAnalysis& d, const Table& full, const std::vector<Card>& cards,
                    const WinSides& sides) {
  if (d.alternatives.empty() || full.units.empty()) return;
  const Card best = d.alternatives[static_cast<std::size_t>(d.best)].action.card;
  int col = -1;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (cards[i] == best) col = static_cast<int>(i);
  }
  if (col < 0) return;
  // The margin of each world: +1 when the side asked about wins double dummy, -1 when it loses.
  std::vector<double> margins;
  margins.reserve(full.units.size());
  const bool flip = !sides.each_for_self && !sides.mover_declaring;
  for (const auto& row : full.units) {
    const double u = row[static_cast<std::size_t>(col)];
    if (std::isnan(u)) {
      margins.push_back(u);
      continue;
    }
    margins.push_back(((u > 0) != flip) ? 1.0 : -1.0);
  }
  const WinEstimate e = win_chance(win_coefficients(sides.cls), margins, full.weight,
                                   sides.cards_left_share, full.exact);
  const SeatChances s =
      sides.each_for_self ? win_chance_each(e, d.mover, sides.seats, sides.cls == WinClass::kRamsch)
                          : win_chance_sides(e, sides.declaring, sides.seats);
  d.win_chance = s.p;
  d.win_chance_se = s.se;
}

void set_dd_loss(DecisionAnalysis& d, double stake) {
  std::optional<int> best;
  for (const Alternative& a : d.alternatives) {
    if (!a.dd_units) return;
    if (!best || *a.dd_units > *best) best = a.dd_units;
  }
  const Alternative& played = d.alternatives[static_cast<std::size_t>(d.played_index)];
  if (best && played.dd_units) d.dd_loss = (*best - *played.dd_units) / stake;
}

void finish_without_choice(DecisionAnalysis& d, double stake) {
  d.grade = d.forced ? Grade::kForced : Grade::kBest;
  d.grade_low = d.grade_high = d.grade;
  for (Alternative& a : d.alternatives) {
    a.tie_best = !d.forced;
    a.grade = d.grade;
  }
  if (!d.forced) d.note = "every legal card is equivalent for the player";
  set_dd_loss(d, stake);
  d.complete = true;
}

}  // namespace analysis_detail

}  // namespace solver
