// Internal to Sweep's lessons (solver/sweep/lessons.h; RULES.md §6 "Sweep lessons"): the small
// predicates and words that the detectors (lessons.cpp) and the verdict (lessons_judge.cpp)
// share.
#pragma once

#include <string>

#include "solver/sweep/lessons.h"

namespace solver::sweep::lessons_detail {

namespace es = engine::sweep;

inline bool is_trail(const Action& a) {
  return a.take == 0;
}
inline bool is_jack_play(const Action& a) {
  return es::is_jack(a.card) && a.take != 0;
}
inline bool is_capture(const Action& a) {
  return !es::is_jack(a.card) && a.take != 0;
}
inline bool honour_card(const SweepRules& rules, Card c) {
  return es::honour_points(rules, es::bit(c)) > 0;
}
// The stock is empty: the last deal, in which the opponent's hand is known by counting.
inline bool last_deal(const SweepKnowledge& k) {
  return k.visible.stock_pos >= es::kStockSize;
}
// The opponent's hand once the stock is empty (then every unseen card is his).
inline CardMask opponent_hand_known(const SweepKnowledge& k) {
  return k.unseen | k.opponent_known;
}

// "1.0 point", "2.5 points".
std::string points_text(double p);
// "2 cards", "no honours".
std::string plural(int n, const std::string& one, const std::string& many);
// "leaves 5♣ alone: any of the three unseen fives sweeps it" (empty when no threat is left).
std::string leaves_clause(const SweepKnowledge& k, const Action& a);
// The words of an action with a capital first letter.
std::string capitalized(std::string s);

}  // namespace solver::sweep::lessons_detail
