// The trick games' lesson detection (solver/lessons.h): the shared view's helpers and
// lesson_triggers, which asks the game's own detectors.
#include "lesson_view.h"

#include <algorithm>

#include "solver/game_module.h"

namespace solver {

namespace trick {

namespace {

// Queens and jacks (Obers and Unters) take tricks: an expert keeps them (RULES.md ST-6).
bool schmier_card(Card c) {
  const engine::Rank r = engine::rank_of(c);
  return r != engine::Rank::kQueen && r != engine::Rank::kJack;
}

}  // namespace

std::string codes(CardMask m, const ContractTable& t) {
  std::string s;
  for (Card c : power_order(t, m)) s += (s.empty() ? "" : " ") + engine::card_code(c);
  return s;
}

Card highest(const ContractTable& t, CardMask m) {
  Card best = kNoCard;
  for (Card c : engine::cards(m)) {
    if (best == kNoCard || t.power[c] > t.power[best]) best = c;
  }
  return best;
}
Card lowest_power(const ContractTable& t, CardMask m) {
  Card best = kNoCard;
  for (Card c : engine::cards(m)) {
    if (best == kNoCard || t.power[c] < t.power[best]) best = c;
  }
  return best;
}

Card lowest_of_longest_suit(const ContractTable& t, CardMask fail) {
  int best_len = -1;
  Card ideal = kNoCard;
  for (int e = 0; e < 4; ++e) {
    const CardMask m = fail & t.suit_mask[static_cast<std::size_t>(e)];
    if (engine::count(m) > best_len && m) {
      best_len = engine::count(m);
      ideal = lowest_power(t, m);
    }
  }
  return ideal;
}

LessonTrigger make(std::string id, std::string title, CardMask rec, Card ideal, std::string advice,
                   std::string rule) {
  return LessonTrigger{std::move(id), std::move(title),  rec,
                       ideal,         std::move(advice), std::move(rule)};
}

CardMask schmier_cards(const View& v, Card w, int& most) {
  most = -1;
  int least = 99;
  CardMask cand = 0;
  for (Card c : engine::cards(v.legal)) {
    least = std::min(least, engine::card_points(c));
    if (!schmier_card(c)) continue;
    if (v.beats(c, w) && !v.boss(c)) continue;
    cand |= engine::bit(c);
    most = std::max(most, engine::card_points(c));
  }
  if (!cand || most <= 0 || most <= least) return 0;
  CardMask rec = 0;
  for (Card c : engine::cards(cand)) {
    if (engine::card_points(c) == most) rec |= engine::bit(c);
  }
  return rec;
}

Card schmier_ideal(const View& v, CardMask rec) {
  const CardMask rec_fail = rec & v.fail();
  return lowest_power(v.t, rec_fail ? rec_fail : rec);
}

}  // namespace trick

std::vector<LessonTrigger> lesson_triggers(const LessonSituation& s) {
  std::vector<LessonTrigger> out;
  if (s.k == nullptr || s.rules == nullptr || s.state == nullptr) return out;
  const Knowledge& k = *s.k;
  if (engine::count(s.legal) < 2) return out;  // no choice, no lesson
  trick::View v{k,
                *s.rules,
                *s.state,
                s.rules->table,
                s.legal,
                k.mover,
                s.state->hands[static_cast<std::size_t>(k.mover)],
                s.rules->num_players,
                -1};
  const int trick_start = static_cast<int>(k.plays_seen) - s.state->trick_size;
  if (k.under_play >= trick_start && k.mover != k.picker) v.under_pos = k.under_play - trick_start;
  if (const GameModule* game = find_game_module(k.game)) game->trick_lessons(v, out);
  return out;
}

}  // namespace solver
