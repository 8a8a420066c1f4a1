// Sheepshead worlds as solver positions (solver/sheepshead/world_position.h).
#include "solver/sheepshead/world_position.h"

#include <utility>

#include "solver/positions.h"

namespace solver {

SheepsheadWorldFrame sheepshead_world_frame(const Knowledge& k, const engine::DealLog& log,
                                            std::size_t n_plays, const engine::PlayRules& pr,
                                            Position actual, const engine::SheepsheadRules& rules,
                                            bool actual_alone, int multiplier) {
  SheepsheadWorldFrame f;
  f.k = &k;
  f.actual = std::move(actual);
  f.rules = rules;
  f.actual_under = pr.under;
  f.actual_alone = actual_alone;
  f.multiplier = multiplier;
  if (k.under_play < 0) return f;
  // The under card played face down: where it lies (current trick) or who won it.
  const int seats = k.num_players;
  const int start = k.under_play / seats * seats;
  if (start + seats <= static_cast<int>(n_plays)) {
    engine::Card trick[engine::kMaxPlayers];
    for (int j = 0; j < seats; ++j) trick[j] = log.plays[static_cast<std::size_t>(start + j)];
    const std::uint8_t led = start == k.under_play ? pr.called_suit : pr.table.eff_suit[trick[0]];
    const int w = engine::trick_winner_index(pr.table, trick, seats, led, pr.under);
    f.under_winner = log.play_seat[static_cast<std::size_t>(start + w)];
  } else {
    f.under_pos = k.under_play - start;
  }
  return f;
}

std::uint32_t sheepshead_world_side(const Knowledge& k, const WorldDeal& wd) {
  std::uint32_t side = 1u << k.picker;
  if (k.partner_card == engine::kNoCard) return side;
  for (int q = 0; q < k.num_players; ++q) {
    if (q != k.picker && engine::has(wd.start[static_cast<std::size_t>(q)], k.partner_card)) {
      side |= 1u << q;
    }
  }
  return side;
}

Position sheepshead_world_position(const SheepsheadWorldFrame& f, const World& w) {
  const Knowledge& k = *f.k;
  Position pos = f.actual;
  const WorldDeal wd = world_deal(k, w.slots);
  for (std::size_t s = 0; s < k.slots.size(); ++s) {
    if (k.slots[s].kind == SlotKind::kHand) {
      pos.state.hands[static_cast<std::size_t>(k.slots[s].seat)] = w.slots[s];
    }
  }
  if (k.slot_of(SlotKind::kUnder) >= 0) {
    pos.rules.under = wd.under;
    if (f.under_pos >= 0) pos.state.trick[static_cast<std::size_t>(f.under_pos)] = wd.under;
    if (f.under_winner >= 0) {
      auto& pw = pos.state.points_won[static_cast<std::size_t>(f.under_winner)];
      pw = static_cast<std::int16_t>(pw + engine::card_points(wd.under) -
                                     engine::card_points(f.actual_under));
    }
  }
  if (!k.leaster && k.picker >= 0) {
    const std::uint32_t side = sheepshead_world_side(k, wd);
    pos.objective.max_side = side;
    pos.objective.base_points = engine::mask_points(wd.bury);
    // Under the jack-of-diamonds rule the picker may hold JD in a world (he plays alone there)
    // though not in the actual deal, or the other way round (SS-14.1).
    const bool world_alone = side == 1u << k.picker;
    if (world_alone != f.actual_alone) {
      pos.objective.levels = sheepshead_levels(f.rules, world_alone, f.multiplier);
    }
  }
  if (k.leaster && pos.objective.bonus_trick >= 0) {
    pos.objective.bonus_points = engine::mask_points(wd.blind);
  }
  return pos;
}

}  // namespace solver
