// Reasons: why the best alternative of a decision beats the played one, computed from the
// solver's own values (ANALYSIS.md §11), for decisions graded Inaccuracy or worse.
//
// From the worlds the decision was valued in (the same worlds for both, so the comparison is
// paired): in how many deals the best does better than the played alternative, in how many
// worse (the mover's units); in how many deals the mover's side wins the hand with each; how
// many more card points his side takes with the best (over the deals where points were
// counted); the mean advantage in stakes (the played card's loss). And, for card plays, in
// hindsight: the rest of the current trick as double dummy plays it on the actual deal after
// each of the two cards, and who takes the trick. Sentences carry one unit each and name cards
// through the caller's function, so the command line and the app each use their own notation.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "solver/analysis.h"
#include "solver/dd.h"

namespace solver {

// Per-world values of the best and the played alternative (NaN: not valued in that world).
struct ReasonWorlds {
  std::vector<double> best_units;  // the mover's units
  std::vector<double> played_units;
  std::vector<double> best_points;  // the mover's side's card points
  std::vector<double> played_points;
  std::vector<double> weights;       // the worlds' weights (empty: equal); means are weighted
  double stake = 1;                  // the divisor of units into stakes
  bool team = true;                  // units > 0: the mover's side wins the hand
  bool fewer_points_better = false;  // leaster / Ramsch: the mover's own points
};

// Counts are of deals; the means (stakes, points) are weighted as the grade's are, so `stakes`
// equals the played alternative's loss.
// A reason is given for a graded decision whose grade is Inaccuracy, Mistake or Blunder.
bool wants_reason(const DecisionAnalysis& d);

// The worlds' part of a reason.
Reason reason_from_worlds(const Action& best, const Action& played, const ReasonWorlds& w);

// The rest of the current trick as double dummy plays it on `pos` (the mover to play, team
// objective) after `card`: the cards from `card` on, every later card chosen by a per-card solve
// as best for its player's side (units, then card points, then the first in power order), and
// the seat that takes the trick (*winner). Empty for a paranoid objective or a cancelled solve.
std::vector<engine::Card> hindsight_trick(DoubleDummy& dd, const Position& pos, engine::Card card,
                                          int* winner);

// Both hindsight lines of a card-play reason on the actual position.
void add_hindsight_lines(Reason& r, DoubleDummy& dd, const Position& actual, int mover);

// The reason in sentences (one unit each). `action` writes an alternative, `card` a card,
// `seat` a player.
struct ReasonNames {
  std::function<std::string(const Action&)> action;
  std::function<std::string(engine::Card)> card;
  std::function<std::string(int)> seat;
  // How the mean advantage (in stakes) is written; empty: "0.45 stakes" (Sweep: margin points).
  std::function<std::string(double stakes)> worth;
  // Sweep: a set of cards ("5♣ 9♦ 4♥"); needed for the Sweep sentences.
  std::function<std::string(engine::sweep::CardMask)> sweep_cards;
};
std::vector<std::string> reason_sentences(const Reason& r, const ReasonNames& names);
// A win chance (0..1) in words: "about 8 in 10 (78%)", "nearly always (97%)", "almost never
// (3%)".
std::string chance_words(double chance);
// The hindsight sentence alone ("" when there is none), labelled "Hindsight (every card seen)".
// Sweep: the opponent's double-dummy answer after each of the two actions.
std::string reason_hindsight_sentence(const Reason& r, const ReasonNames& names);

}  // namespace solver
