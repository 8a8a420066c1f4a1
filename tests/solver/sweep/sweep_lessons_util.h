// Test helpers for Sweep's lessons (test_sweep_lessons.cpp, test_sweep_lesson_fixes.cpp): cards
// and actions from codes, the mover's knowledge built by hand, a trigger or a judged lesson by
// its id.
#pragma once

#include <doctest/doctest.h>

#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "solver/sweep/lessons.h"

namespace sweep_lessons_test {

namespace es = engine::sweep;
using solver::LessonVerdict;
using solver::sweep::judge_sweep_lessons;
using solver::sweep::sweep_lesson_triggers;
using solver::sweep::SweepActionValue;
using solver::sweep::SweepKnowledge;
using solver::sweep::SweepLesson;
using solver::sweep::SweepLessonTrigger;

inline es::Card card(const std::string& code) {
  const auto c = es::parse_card(code);
  REQUIRE(c.has_value());
  return *c;
}

inline es::CardMask mask(const std::string& codes) {
  es::CardMask m = 0;
  std::istringstream in(codes);
  std::string c;
  while (in >> c) m |= es::bit(card(c));
  return m;
}

inline es::Action act(const std::string& c, const std::string& take = "") {
  return es::Action{card(c), mask(take)};
}

// The mover's knowledge with `hand` and `table`. `unseen` empty: every other card is unseen (the
// first turn of a hand, nothing captured); otherwise the unseen cards are exactly those and the
// rest lie in the capture piles. `last_round`: the stock is empty, so the unseen cards are the
// opponent's hand. The mover is seat 1; `dealer` 0 makes him the non-dealer.
inline SweepKnowledge know(const std::string& hand, const std::string& table,
                           const std::string& unseen = "", bool last_round = false,
                           int dealer = 0) {
  SweepKnowledge k;
  k.rules = *es::sweep_preset("sweep");
  k.seat = 1;
  k.visible.dealer = static_cast<std::uint8_t>(dealer);
  k.visible.mover = static_cast<std::uint8_t>(k.seat);
  k.visible.hands[static_cast<std::size_t>(k.seat)] = mask(hand);
  k.visible.table = mask(table);
  k.visible.stock.fill(es::kNoCard);
  const es::CardMask seen = mask(hand) | mask(table);
  k.unseen = unseen.empty() ? (es::kFullDeck & ~seen) : mask(unseen);
  REQUIRE((k.unseen & seen) == 0);
  k.visible.piles[0] = es::kFullDeck & ~seen & ~k.unseen;
  if (last_round) {
    k.visible.stock_pos = es::kStockSize;
    k.visible.round = 3;
    k.opponent_cards = es::count(k.unseen);
  } else {
    k.visible.stock_pos = 12;
    k.visible.round = 1;
    k.opponent_cards = 6;
  }
  return k;
}

inline const SweepLessonTrigger* find(const std::vector<SweepLessonTrigger>& ts,
                                      const std::string& id) {
  for (const SweepLessonTrigger& t : ts) {
    if (t.id == id) return &t;
  }
  return nullptr;
}

inline bool recommends(const SweepLessonTrigger& t, const es::Action& a) {
  for (const es::Action& r : t.recommended) {
    if (r == a) return true;
  }
  return false;
}

// Values for every legal action: `margin_of` for the named ones, `rest` for the others.
inline std::vector<SweepActionValue> values_for(
    const SweepKnowledge& k, const std::vector<std::pair<es::Action, double>>& given, double rest,
    double se) {
  std::vector<es::Action> legal;
  es::legal_actions(k.visible, k.rules, legal);
  std::vector<SweepActionValue> out;
  for (const es::Action& a : legal) {
    double m = rest;
    for (const auto& [g, v] : given) {
      if (g == a) m = v;
    }
    out.push_back({a, m, se});
  }
  return out;
}

inline std::optional<SweepLesson> judged(const SweepKnowledge& k, const std::string& id,
                                         const es::Action& played,
                                         const std::vector<SweepActionValue>& values) {
  const auto ts = sweep_lesson_triggers(k);
  for (const SweepLesson& l : judge_sweep_lessons(k, ts, played, values)) {
    if (l.id == id) return l;
  }
  return std::nullopt;
}

}  // namespace sweep_lessons_test
