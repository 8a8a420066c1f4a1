// The win chance (solver/win_chance.h, solver/ANALYSIS.md "Win chance"; RULES.md SS-10, SS-11,
// SK-8, SK-12 decide who wins): the calibrated logistic per contract class, the mean over a
// decision's worlds, the per-seat split and the two-parameter maximum-likelihood fit.
#include "solver/win_chance.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdlib>

namespace solver {

namespace {

// Fitted with `scripts/calibration.sh build -- --samples 48 --threads 2 --fit FILE.csv`
// (schmier calibrate --fit: the opening leader's 48 worlds of each of the 455 declared shared
// NetSchafkopf games, seed 1, bidding inference on; the fit on all games; ANALYSIS.md "Win
// chance" has the held-out check and solver/data/win_chance_fit.csv the features). Both fits
// end on the likelihood's boundary: a world the declaring side wins double dummy counts as a
// sure win (logistic(a + b) = 1.000); a lost world as a win with logistic(a - b): 0.000 in a
// Sauspiel (the chance is the double-dummy share), 0.634 in the solo class.
// Sheepshead (no real games are shared): fitted on 11,129 self-play hands with a picker
// (`scripts/calibration.sh build --sheepshead N`: scripts/ss_win_chance_selfplay.py, rule-based
// auction, strong card play, 16 worlds of the opening leader; seeds 1 and 2, 4,000 and 8,000
// hands; rows in solver/data/win_chance_ss_selfplay.csv; `schmier calibrate --features` on all
// rows): with a partner a world won double dummy wins with 0.923, a lost one with 0.564; alone
// the fitted slope is below 0 (the share carries no usable sign: the opening leader's worlds do
// not know the strong hand a picker goes alone with), so no slope: 0.984, the share won. The
// leaster: 211 self-play leasters (seeds 4 and 5, 1,500 hands each; rows in
// solver/data/win_chance_ss_leaster.csv), the mover's own result at the first card decision with
// a chance, after 10 cards (two thirds of the cards left); the fit on all rows there: a world
// won double dummy wins with 1.000, a lost one with 0.124, so with the fade undone (0.124 / (2/3))
// a lost world counts 0.186 with every card in the hands. Ramsch is not fitted (ANALYSIS.md):
// its chance is the double-dummy share.
constexpr std::array<WinCoefficients, static_cast<std::size_t>(WinClass::kCount)> kCoefficients{{
    {-6.3774, 15.6000, true},  // Sauspiel
    {14.1518, 13.6007, true},  // solo class
    {0, 0, false},             // Ramsch
    {1.3713, 1.1132, true},    // Sheepshead picker with a partner
    {4.0879, 0, true},         // Sheepshead picker alone
    {17.6352, 19.1114, true},  // leaster (the mover's own result)
}};

// The declarer's own view (win_coefficients_declarer): `schmier calibrate --features
// solver/data/win_chance_declarer.csv` (the fit on all rows), the rows written from `schmier
// calibrate --declaration --per-game` over the 455 declared shared games (the declarer's worlds
// at the declaration, the analyzer's auction settings: up to 16 worlds, seed 1). A world won
// double dummy wins with 0.883 in a Sauspiel, 0.975 in the solo class; a lost one with 0.215 and
// 0.447 (ANALYSIS.md "Win chance" has the held-out check).
constexpr WinCoefficients kDeclarerSauspiel{0.3624, 1.6545, true};
constexpr WinCoefficients kDeclarerSolo{1.7233, 1.9346, true};

double logistic(double z) {
  return 1.0 / (1.0 + std::exp(-z));
}

}  // namespace

const char* win_class_name(WinClass c) {
  switch (c) {
    case WinClass::kSauspiel:
      return "Sauspiel";
    case WinClass::kSkSolo:
      return "solo class";
    case WinClass::kRamsch:
      return "Ramsch";
    case WinClass::kSsPicker:
      return "picker with partner";
    case WinClass::kSsAlone:
      return "picker alone";
    case WinClass::kSsLeaster:
      return "leaster";
    case WinClass::kCount:
      break;
  }
  return "?";
}

WinCoefficients win_coefficients(WinClass c) {
  assert(c != WinClass::kCount);
  // The calibration's own runs need the double-dummy share itself (the feature the fit maps):
  // SCHMIER_WIN_CHANCE_RAW set in the environment turns every class's calibration off.
  static const bool raw = std::getenv("SCHMIER_WIN_CHANCE_RAW") != nullptr;
  if (raw) return WinCoefficients{};
  return kCoefficients[static_cast<std::size_t>(c)];
}

WinCoefficients win_coefficients_declarer(WinClass c) {
  static const bool raw = std::getenv("SCHMIER_WIN_CHANCE_RAW") != nullptr;
  if (raw) return WinCoefficients{};
  if (c == WinClass::kSauspiel) return kDeclarerSauspiel;
  if (c == WinClass::kSkSolo) return kDeclarerSolo;
  return WinCoefficients{};
}

double win_world_chance(const WinCoefficients& k, double margin, double cards_left_share) {
  const double dd = margin > 0 ? 1.0 : 0.0;
  if (!k.calibrated) return dd;
  const double f = std::fmin(1.0, std::fmax(0.0, cards_left_share));
  return f * logistic(k.a + k.b * margin) + (1.0 - f) * dd;
}

WinEstimate win_chance(const WinCoefficients& k, const std::vector<double>& margins,
                       const std::vector<double>& weights, double cards_left_share, bool exact) {
  assert(margins.size() == weights.size());
  double sw = 0;
  double sum = 0;
  double sum2 = 0;
  double sw2 = 0;
  for (std::size_t i = 0; i < margins.size(); ++i) {
    if (std::isnan(margins[i]) || weights[i] <= 0) continue;
    const double p = win_world_chance(k, margins[i], cards_left_share);
    sw += weights[i];
    sw2 += weights[i] * weights[i];
    sum += weights[i] * p;
    sum2 += weights[i] * p * p;
  }
  WinEstimate e;
  if (sw <= 0) return e;
  e.p = sum / sw;
  if (exact) return e;
  // sd(p_w) / sqrt(W), W the effective number of worlds (sw^2 / sw2 for weighted worlds).
  const double var = std::fmax(0.0, sum2 / sw - e.p * e.p);
  const double n_eff = sw * sw / sw2;
  e.se = n_eff > 1 ? std::sqrt(var * n_eff / (n_eff - 1) / n_eff) : 0.0;
  return e;
}

SeatChances win_chance_sides(WinEstimate declaring_p, unsigned declaring, int seats) {
  SeatChances s;
  for (int q = 0; q < seats; ++q) {
    const bool decl = ((declaring >> q) & 1u) != 0;
    s.p.push_back(decl ? declaring_p.p : 1.0 - declaring_p.p);
    s.se.push_back(declaring_p.se);
  }
  return s;
}

SeatChances win_chance_each(WinEstimate mover_p, int mover, int seats, bool ramsch) {
  SeatChances s;
  const int others = seats > 1 ? seats - 1 : 1;
  for (int q = 0; q < seats; ++q) {
    if (q == mover) {
      s.p.push_back(mover_p.p);
      s.se.push_back(mover_p.se);
    } else {
      s.p.push_back(ramsch ? 1.0 - mover_p.p / others : (1.0 - mover_p.p) / others);
      s.se.push_back(mover_p.se / others);
    }
  }
  return s;
}

std::vector<double> win_world_sides(const WinCoefficients& k, bool declaring_won,
                                    unsigned declaring, int seats, double cards_left_share) {
  const double p = win_world_chance(k, declaring_won ? 1.0 : -1.0, cards_left_share);
  std::vector<double> out;
  for (int q = 0; q < seats; ++q) out.push_back(((declaring >> q) & 1u) != 0 ? p : 1.0 - p);
  return out;
}

std::vector<double> win_world_each(const WinCoefficients& k, bool mover_won, int mover, int seats,
                                   bool ramsch, double cards_left_share) {
  WinEstimate e;
  e.p = win_world_chance(k, mover_won ? 1.0 : -1.0, cards_left_share);
  return win_chance_each(e, mover, seats, ramsch).p;
}

std::vector<double> win_world_results(const std::vector<int>& units) {
  std::vector<double> out;
  for (int u : units) out.push_back(u > 0 ? 1.0 : 0.0);
  return out;
}

SeatChances win_chance_worlds(const std::vector<std::vector<double>>& seat_p,
                              const std::vector<double>& weights, bool exact) {
  assert(seat_p.size() == weights.size());
  SeatChances s;
  std::size_t seats = 0;
  for (const auto& row : seat_p) seats = std::max(seats, row.size());
  for (std::size_t q = 0; q < seats; ++q) {
    double sw = 0, sum = 0, sum2 = 0, sw2 = 0;
    for (std::size_t w = 0; w < seat_p.size(); ++w) {
      if (q >= seat_p[w].size() || !(weights[w] > 0) || std::isnan(seat_p[w][q])) continue;
      const double p = seat_p[w][q];
      sw += weights[w];
      sw2 += weights[w] * weights[w];
      sum += weights[w] * p;
      sum2 += weights[w] * p * p;
    }
    if (!(sw > 0)) return SeatChances{};
    const double mean = sum / sw;
    double se = 0;
    const double n_eff = sw * sw / sw2;
    if (!exact && n_eff > 1) {
      const double var = std::fmax(0.0, sum2 / sw - mean * mean);
      se = std::sqrt(var * n_eff / (n_eff - 1) / n_eff);
    }
    s.p.push_back(mean);
    s.se.push_back(se);
  }
  return s;
}

LogisticFit fit_logistic(const std::vector<double>& x, const std::vector<int>& y,
                         const std::vector<double>& w) {
  assert(x.size() == y.size() && x.size() == w.size());
  LogisticFit f;
  for (f.iterations = 0; f.iterations < 100; ++f.iterations) {
    // Gradient g and Hessian H of the weighted log-likelihood in (a, b).
    double ga = 0, gb = 0, haa = 0, hab = 0, hbb = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
      const double p = logistic(f.a + f.b * x[i]);
      const double r = w[i] * (y[i] - p);
      const double v = w[i] * p * (1 - p);
      ga += r;
      gb += r * x[i];
      haa += v;
      hab += v * x[i];
      hbb += v * x[i] * x[i];
    }
    const double det = haa * hbb - hab * hab;
    if (!(det > 1e-300)) return f;
    const double da = (hbb * ga - hab * gb) / det;
    const double db = (haa * gb - hab * ga) / det;
    f.a += da;
    f.b += db;
    if (!std::isfinite(f.a) || !std::isfinite(f.b) || std::fabs(f.a) > 50 || std::fabs(f.b) > 50)
      return f;
    if (std::fabs(da) < 1e-10 && std::fabs(db) < 1e-10) {
      f.converged = true;
      ++f.iterations;
      return f;
    }
  }
  return f;
}

namespace {

// The log-likelihood of the games at (a, b), with its gradient and Hessian when asked.
double mixture_loglik(const std::vector<WinSample>& games, double a, double b,
                      std::array<double, 5>* derivs) {
  double ll = 0;
  if (derivs) derivs->fill(0);
  for (const WinSample& g : games) {
    double sw = 0, p = 0, pa = 0, pb = 0, paa = 0, pab = 0, pbb = 0;
    for (std::size_t i = 0; i < g.margins.size(); ++i) {
      const double m = g.margins[i];
      const double w = g.weights[i];
      const double s = logistic(a + b * m);
      const double d1 = s * (1 - s);
      const double d2 = d1 * (1 - 2 * s);
      sw += w;
      p += w * s;
      pa += w * d1;
      pb += w * d1 * m;
      paa += w * d2;
      pab += w * d2 * m;
      pbb += w * d2 * m * m;
    }
    if (sw <= 0) continue;
    p = std::fmin(1 - 1e-12, std::fmax(1e-12, p / sw));
    ll += g.won ? std::log(p) : std::log(1 - p);
    if (!derivs) continue;
    const double r = g.won ? 1 / p : -1 / (1 - p);
    const double dr = g.won ? -1 / (p * p) : -1 / ((1 - p) * (1 - p));
    pa /= sw, pb /= sw, paa /= sw, pab /= sw, pbb /= sw;
    (*derivs)[0] += r * pa;
    (*derivs)[1] += r * pb;
    (*derivs)[2] += r * paa + dr * pa * pa;
    (*derivs)[3] += r * pab + dr * pa * pb;
    (*derivs)[4] += r * pbb + dr * pb * pb;
  }
  return ll;
}

}  // namespace

LogisticFit fit_win_chance(const std::vector<WinSample>& games) {
  LogisticFit f;
  double ll = mixture_loglik(games, f.a, f.b, nullptr);
  for (f.iterations = 0; f.iterations < 200; ++f.iterations) {
    std::array<double, 5> d{};
    mixture_loglik(games, f.a, f.b, &d);
    // Newton's step where the Hessian is negative definite, else the gradient.
    double da = d[0];
    double db = d[1];
    const double det = d[2] * d[4] - d[3] * d[3];
    if (d[2] < 0 && det > 1e-300) {
      da = -(d[4] * d[0] - d[3] * d[1]) / det;
      db = -(d[2] * d[1] - d[3] * d[0]) / det;
    }
    double t = 1;
    double next = ll;
    for (int h = 0; h < 60; ++h, t /= 2) {
      next = mixture_loglik(games, f.a + t * da, f.b + t * db, nullptr);
      if (next >= ll) break;
    }
    if (next < ll) return f;
    f.a += t * da;
    f.b += t * db;
    const bool small = std::fabs(t * da) < 1e-9 && std::fabs(t * db) < 1e-9;
    ll = next;
    if (std::fabs(f.a) > 50 || std::fabs(f.b) > 50) return f;
    if (small) {
      f.converged = true;
      ++f.iterations;
      return f;
    }
  }
  return f;
}

double brier_score(const std::vector<double>& q, const std::vector<int>& y) {
  assert(q.size() == y.size());
  if (q.empty()) return 0;
  double s = 0;
  for (std::size_t i = 0; i < q.size(); ++i) s += (q[i] - y[i]) * (q[i] - y[i]);
  return s / static_cast<double>(q.size());
}

}  // namespace solver
