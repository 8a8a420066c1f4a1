// Sheepshead positions (solver/positions.h, RULES.md SS-9 to SS-11): the picker's settlement
// levels and share, the leaster leaf, a hand in play as a solver position.
#include "solver/positions.h"

namespace solver {

int sheepshead_picker_share(const engine::SheepsheadRules& rules, bool alone) {
  if (!alone) return 2;      // SS-10.3: 2D, the partner D
  return rules.seats() - 1;  // one D from each defender: 4, 3 or 2 (SS-10.3, SS-14.2)
}

std::vector<Level> sheepshead_levels(const engine::SheepsheadRules& rules, bool alone,
                                     int multiplier) {
  const int kTricks = rules.hand_size();
  auto units = [&](int points, int side_tricks) {
    int d = engine::sheepshead_defender_amount(rules, points, side_tricks, kTricks - side_tricks);
    return engine::sheepshead_picker_units(d, alone, multiplier, rules.seats());
  };
  return {
      {units(120, kTricks), 0, true, false},       // W3
      {units(91, kTricks - 1), 91, false, false},  // W2
      {units(61, kTricks - 1), 61, false, false},  // W1
      {units(31, 1), 31, false, true},             // L1
      {units(30, 1), 0, false, true},              // L2
      {units(0, 0), 0, false, false},              // L3
  };
}

int leaster_leaf(const void*, const std::int16_t* points, const std::uint8_t* tricks,
                 int perspective) {
  int best = -1;
  bool tie = false;
  // Seats beyond the table's own (three or four seats) take no trick and are skipped.
  for (int s = 0; s < engine::kMaxPlayers; ++s) {
    if (tricks[s] == 0) continue;
    if (best < 0 || points[s] < points[best]) {
      best = s;
      tie = false;
    } else if (points[s] == points[best]) {
      tie = true;
    }
  }
  if (tie) return 0;
  return best == perspective ? 4 : -1;
}

Position sheepshead_position(const engine::SheepsheadHand& hand, int perspective) {
  Position pos;
  pos.rules = hand.play_rules();
  pos.state = hand.play_state();
  Objective& o = pos.objective;
  const engine::SheepsheadRules& rules = hand.rules();
  if (hand.is_leaster()) {
    o.paranoid = true;
    o.perspective = perspective >= 0 ? perspective : pos.state.to_move(pos.rules);
    o.leaf = &leaster_leaf;
    o.paranoid_scale = hand.multiplier();
    const int blind = engine::mask_points(hand.deal().blind);
    if (rules.leaster_blind == engine::LeasterBlind::kFirstTrick) {
      o.bonus_trick = 0;
      o.bonus_points = blind;
      if (pos.state.tricks_done > 0) {
        // Replay the first trick to find who already took the blind.
        const auto& plays = hand.plays();
        const std::uint8_t led = pos.rules.table.eff_suit[plays[0]];
        const int w = engine::trick_winner_index(pos.rules.table, plays.data(), hand.seats(), led,
                                                 engine::kNoCard);
        o.bonus_owner = (hand.dealer() + 1 + w) % hand.seats();
      }
    } else if (rules.leaster_blind == engine::LeasterBlind::kLastTrick) {
      o.bonus_trick = rules.hand_size() - 1;
      o.bonus_points = blind;
    }
    return pos;
  }
  const int picker = hand.picker();
  const int partner = hand.partner();
  o.max_side = 1u << picker;
  if (partner >= 0) o.max_side |= 1u << partner;
  o.base_points = engine::mask_points(hand.buried());
  o.levels = sheepshead_levels(rules, partner < 0, hand.multiplier());
  return pos;
}

}  // namespace solver
