// The win chance (issue 41, solver/ANALYSIS.md "Win chance"): for every seat at a decision, the
// chance that the hand ends in its favour, from what the deciding seat knows. Sheepshead and
// Schafkopf: the declaring side (RULES.md SS-10, SK-8: picker and partner; declarer and partner)
// against the rest; a Ramsch (SK-12): every seat but the loser; a leaster (SS-11): the winner.
//
// It is computed from the worlds the analysis already searched for the decision: in each world w
// the double-dummy result of the best alternative gives a margin m_w (+1: the declaring side
// wins, -1: it loses; in a Ramsch or leaster the mover's own result), mapped through a logistic
// fitted per contract class on real games at the opening lead,
//     p_w = 1 / (1 + exp(-(a_c + b_c * m_w))),
// because double dummy lets the defenders see each other's cards and so underrates declarers.
// The correction fades as the hand is played (double dummy is exact at the last trick): with a
// share f of the cards still in the hands, p_w = f * logistic + (1 - f) * [m_w > 0]. The chance
// is the weighted mean of p_w over the worlds, its standard error sd(p_w) / sqrt(W) (0 when the
// worlds were enumerated).
#pragma once

#include <array>
#include <string>
#include <vector>

namespace solver {

// The classes fitted apart. The solo class is Solo, Wenz, Geier, Farbwenz, Farbgeier and Tout
// (the shared games hold no Tout, so it is not fitted alone).
enum class WinClass : int {
  kSauspiel,
  kSkSolo,
  kRamsch,
  kSsPicker,  // Sheepshead: picker with a partner
  kSsAlone,   // Sheepshead: picker alone
  kSsLeaster,
  kCount
};
const char* win_class_name(WinClass c);

struct WinCoefficients {
  double a = 0;
  double b = 0;
  bool calibrated = false;  // false: p_w = [m_w > 0], the double-dummy share itself
};

// The coefficients in use, per class (the header's table; see win_chance.cpp for the command
// that produced them). With SCHMIER_WIN_CHANCE_RAW in the environment, none (every class's
// chance is the double-dummy share): what the calibration runs read (ANALYSIS.md §14).
WinCoefficients win_coefficients(WinClass c);

// The declarer's own view (a Schafkopf bid or declaration: the mover knows his own cards and
// would declare): the worlds deal only the other three hands, so the opening lead's fit, which
// corrects above all for the defender not knowing the declarer's strong hand, does not apply.
// Fitted on the declarer's worlds at the declaration of the shared games (schmier calibrate
// --declaration, ANALYSIS.md "Win chance"); Sauspiel and the solo class only (else none).
// SCHMIER_WIN_CHANCE_RAW turns it off as it does the others.
WinCoefficients win_coefficients_declarer(WinClass c);

// p_w for one world with a share `cards_left_share` (0..1) of the cards still in the hands.
double win_world_chance(const WinCoefficients& k, double margin, double cards_left_share);

struct WinEstimate {
  double p = 0;
  double se = 0;
};

// The weighted mean of p_w over worlds (margins and weights of the same length; a NaN margin,
// a world where the best alternative was not valued, is left out).
WinEstimate win_chance(const WinCoefficients& k, const std::vector<double>& margins,
                       const std::vector<double>& weights, double cards_left_share, bool exact);

// Per seat: the declaring side's chance p for the seats in `declaring` (bit per seat), 1 - p for
// the others. Each for himself (a Ramsch, a leaster: `mover_p` the mover's own chance): the
// mover gets mover_p and the others share the rest evenly: in a leaster each other seat wins
// with (1 - mover_p) / (seats - 1); in a Ramsch (the chance of not being the loser) the mover is
// the loser with 1 - mover_p, so each other seat is with mover_p / (seats - 1). The mover's
// worlds say nothing more about the others.
struct SeatChances {
  std::vector<double> p;
  std::vector<double> se;
};
SeatChances win_chance_sides(WinEstimate declaring_p, unsigned declaring, int seats);
SeatChances win_chance_each(WinEstimate mover_p, int mover, int seats, bool ramsch);

// --- Per world (the suggestion's worlds, where the sides may differ from world to world) -----
//
// One world's chance per seat: the declaring side (bit per seat) with the class's p_w for a win
// (declaring_won) or a loss double dummy, 1 - p_w for the others.
std::vector<double> win_world_sides(const WinCoefficients& k, bool declaring_won,
                                    unsigned declaring, int seats, double cards_left_share);
// One world's chance per seat when only the mover's own result is known (a Ramsch, a leaster):
// the mover's p_w, the others share the rest as in win_chance_each.
std::vector<double> win_world_each(const WinCoefficients& k, bool mover_won, int mover, int seats,
                                   bool ramsch, double cards_left_share);
// One world's chance per seat when every seat's result is known (a hand played out, thrown in):
// 1 for a seat whose result is positive, else 0.
std::vector<double> win_world_results(const std::vector<int>& units);
// Per seat, the weighted mean of the worlds' chances (rows: worlds, one entry per seat) and its
// standard error sd / sqrt(W_eff) (0 when `exact`). Empty when no world has a positive weight.
SeatChances win_chance_worlds(const std::vector<std::vector<double>>& seat_p,
                              const std::vector<double>& weights, bool exact);

// Maximum likelihood fit of p = 1 / (1 + exp(-(a + b x))) to labels y (0 or 1) with row weights
// w (Newton's method on the two parameters). Stops when a step moves both by less than 1e-10 or
// after 100 steps; a separable sample (no finite maximum) comes back with converged = false.
struct LogisticFit {
  double a = 0;
  double b = 0;
  int iterations = 0;
  bool converged = false;
};
LogisticFit fit_logistic(const std::vector<double>& x, const std::vector<int>& y,
                         const std::vector<double>& w);

// The fit the coefficients come from: maximum likelihood of the games' real results under the
// win chance itself, P(won_g) = the weighted mean over game g's worlds of
// 1 / (1 + exp(-(a + b m_w))) (Newton's method on the two parameters with step halving). One
// world per game is the plain logistic regression above.
struct WinSample {
  std::vector<double> margins;
  std::vector<double> weights;
  int won = 0;
};
LogisticFit fit_win_chance(const std::vector<WinSample>& games);

// Brier score of predictions q against labels y: mean (q - y)^2.
double brier_score(const std::vector<double>& q, const std::vector<int>& y);

}  // namespace solver
