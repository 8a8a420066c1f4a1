// Schafkopf positions (solver/positions.h, RULES.md §4): the declarer's settlement levels, the
// Ramsch leaf, a hand in play as a solver position.
#include "solver/positions.h"

namespace solver {

std::vector<Level> schafkopf_levels(const engine::SchafkopfRules& rules,
                                    const engine::SkContract& c, std::uint8_t party, int runners,
                                    int doublings) {
  const int tricks = rules.cards_per_hand();
  int declarer = c.declarer;
  int opponent = 0;
  while (party >> opponent & 1) ++opponent;
  // The declarer's units for an outcome: side points on the declarer, the rest on an opponent.
  auto units = [&](int side_points, int side_tricks) {
    std::array<int, engine::kSchafkopfSeats> points{};
    std::array<int, engine::kSchafkopfSeats> won{};
    points[static_cast<std::size_t>(declarer)] = side_points;
    won[static_cast<std::size_t>(declarer)] = side_tricks;
    points[static_cast<std::size_t>(opponent)] = 120 - side_points;
    won[static_cast<std::size_t>(opponent)] = tricks - side_tricks;
    return engine::schafkopf_settle(rules, c, party, runners, doublings, points, won)
        .units[static_cast<std::size_t>(declarer)];
  };
  const std::vector<Level> all = {
      {units(120, tricks), 120, true, false},  // schwarz (Tout: every trick)
      {units(91, tricks - 1), 91, false, false},
      {units(61, tricks - 1), 61, false, false},
      {units(31, 1), 31, false, false},  // points beyond 0 need a trick
      {units(30, 1), 0, false, true},
      {units(0, 0), 0, false, false},
  };
  // Keep a level only when it pays more than the next (weaker) one.
  std::vector<Level> out;
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (i + 1 < all.size() && all[i].units == all[i + 1].units) continue;
    out.push_back(all[i]);
  }
  return out;
}

int ramsch_leaf(const void* ctx, const std::int16_t* points, const std::uint8_t* tricks,
                int perspective) {
  const auto* r = static_cast<const RamschLeafContext*>(ctx);
  std::array<int, engine::kSchafkopfSeats> p{};
  std::array<int, engine::kSchafkopfSeats> t{};
  for (std::size_t s = 0; s < engine::kSchafkopfSeats; ++s) {
    p[s] = points[s];
    t[s] = tricks[s];
  }
  return engine::schafkopf_settle(r->rules, r->contract, 0, 0, r->doublings, p, t)
      .units[static_cast<std::size_t>(perspective)];
}

Position schafkopf_position(const engine::SchafkopfRules& rules, const engine::SkContract& c,
                            const engine::SkSetup& setup, const engine::PlayState& state,
                            const std::array<engine::CardMask, engine::kSchafkopfSeats>& dealt,
                            int doublings, const RamschLeafContext* ramsch, int perspective) {
  Position pos;
  pos.rules = setup.play;
  pos.state = state;
  Objective& o = pos.objective;
  if (c.game == engine::SkGame::kRamsch) {
    o.paranoid = true;
    o.perspective = perspective >= 0 ? perspective : state.to_move(setup.play);
    o.leaf = &ramsch_leaf;
    o.leaf_ctx = ramsch;
    return pos;
  }
  o.max_side = setup.party;
  const int runners = engine::count_runners(rules, c, setup.party, dealt);
  o.levels = schafkopf_levels(rules, c, setup.party, runners, doublings);
  return pos;
}

}  // namespace solver
