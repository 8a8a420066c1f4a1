// Loading a position into the trick-taking double-dummy solver (solver/dd.h): the search state
// and the tables built once per contract (RULES.md SS-8, SK-8 give the power order): cards of
// each effective suit in power order, higher cards, groups of equal cards for relative table
// keys, and the parts of the move-ordering scores that depend only on the card.
#include <algorithm>
#include <vector>

#include "dd_internal.h"

namespace solver {

std::vector<Card> power_order(const ContractTable& t, CardMask m) {
  std::vector<Card> v;
  for (Card c : engine::cards(m)) v.push_back(c);
  std::sort(v.begin(), v.end(), [&](Card a, Card b) {
    bool ta = t.eff_suit[a] == kTrump;
    bool tb = t.eff_suit[b] == kTrump;
    if (ta != tb) return ta;
    if (t.eff_suit[a] != t.eff_suit[b]) return t.eff_suit[a] < t.eff_suit[b];
    return t.power[a] > t.power[b];
  });
  return v;
}

void DoubleDummy::Impl::load(const Position& pos) {
  r = pos.rules;
  s = pos.state;
  out_mask = 0;
  for (int i = 0; i < pos.rules.num_players; ++i) {
    out_mask |= s.hands[i];
    for (Card c : engine::cards(s.hands[i])) owner[c] = static_cast<std::uint8_t>(i);
  }
  if (s.under_pending) out_mask |= engine::bit(pos.rules.under);
  live_mask = out_mask | trick_cards();
  obj = pos.objective;
  n = r.num_players;
  total_tricks = r.tricks_total();
  if (obj.paranoid) {
    score_side = 1u << obj.perspective;
    max_side = ((1u << n) - 1) & ~score_side;
  } else {
    max_side = obj.max_side;
    score_side = obj.max_side;
  }
  sides = static_cast<std::uint16_t>(max_side | score_side << 5);
  team_sides = max_side | (obj.paranoid ? 32u : 0u);
  extra = {};
  if (obj.bonus_owner >= 0) extra[obj.bonus_owner] = static_cast<std::int16_t>(obj.bonus_points);
  score_now = count_score_points();
  ply_ = static_cast<std::size_t>(s.tricks_done * n + s.trick_size);
  for (int k = 1; k <= s.trick_size; ++k) note_trick_card(k, ply_ - s.trick_size + k);
  score_cards = held_by(score_side, r.table.deck);
  other_cards = held_by(~score_side, r.table.deck);
  order_len = {};
  for (Card c : power_order(r.table, r.table.deck)) {
    auto e = r.table.eff_suit[c];
    higher[c] = 0;
    for (int k = 0; k < order_len[e]; ++k) higher[c] |= engine::bit(order[e][k]);
    order_pos[c] = static_cast<std::uint8_t>(order_len[e]);
    same_above[c] = 0;
    for (int k = 0; k < order_len[e]; ++k) {
      if (engine::card_points(order[e][k]) == engine::card_points(c)) {
        same_above[c] |= engine::bit(order[e][k]);
      }
    }
    order[e][order_len[e]++] = c;
  }
  for (Card c : engine::cards(r.table.deck)) {
    const bool trump = r.table.eff_suit[c] == kTrump;
    const int pts = engine::card_points(c);
    const int pw = r.table.power[c] & 31;
    ScoreParts& sp = score_parts[c];
    sp.beaten_by = trump ? higher[c] : higher[c] | r.table.suit_mask[kTrump];
    sp.lead_boss = static_cast<std::int16_t>((trump ? 60 : 50) + pts);
    for (int mine = 0; mine < 2; ++mine) {
      sp.lead_low[mine] = static_cast<std::int16_t>(30 - pts - pw / 8 + (!trump && !mine ? 5 : 0));
    }
    sp.schmier = static_cast<std::int16_t>(100 + 2 * pts - pw / 8);
    sp.beat_safe = static_cast<std::int16_t>(90 + pts - pw / 8);
    sp.beat_unsafe = static_cast<std::int16_t>(50 - pw / 4);
    sp.lose = static_cast<std::int16_t>(40 - 2 * pts - pw / 8);
  }
  special_cards = (r.called != kNoCard ? engine::bit(r.called) : 0) |
                  (r.under != kNoCard ? engine::bit(r.under) : 0);
  n_groups = 0;
  group_of.fill(kNoGroup);
  n_deltas = 0;
  for (int e = 0; e < engine::kNumEffSuits; ++e) {
    int k = 0;
    while (k < order_len[e]) {
      const Card c = order[e][k];
      int j = k + 1;
      if (c != r.called && c != r.under) {
        while (j < order_len[e] && order[e][j] != r.called && order[e][j] != r.under &&
               engine::card_points(order[e][j]) == engine::card_points(c)) {
          ++j;
        }
      }
      if (j - k >= 2 && n_groups < 16) {
        group_len[n_groups] = j - k;
        group_mask[n_groups] = 0;
        for (int i = k; i < j; ++i) {
          group[n_groups][i - k] = order[e][i];
          group_mask[n_groups] |= engine::bit(order[e][i]);
          group_of[order[e][i]] = static_cast<std::uint8_t>(n_groups);
          if (i + 1 < j) add_next_lower(order[e][i], order[e][i + 1]);
        }
        for (int t = 0; t <= j - k; ++t) {
          group_low[n_groups][t] = 0;
          for (int i = k + t; i < j; ++i) group_low[n_groups][t] |= engine::bit(order[e][i]);
        }
        ++n_groups;
      }
      k = j;
    }
  }
  std::uint64_t fp = fingerprint();
  if (fp != context) {
    clear_tables();
    context = fp;
  }
}

void DoubleDummy::Impl::add_next_lower(Card c, Card lower) {
  const int d = lower - c;
  int j = 0;
  while (j < n_deltas && next_lower_delta[j] != d) ++j;
  if (j == n_deltas) {
    next_lower_delta[n_deltas] = d;
    next_lower_from[n_deltas++] = 0;
  }
  next_lower_from[j] |= engine::bit(c);
}

}  // namespace solver
