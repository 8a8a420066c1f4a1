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

bool side_sure_of_a_trick(const Position& pos) {
  const engine::PlayRules& r = pos.rules;
  const engine::PlayState& s = pos.state;
  if (pos.objective.paranoid) return false;
  const std::uint32_t side = pos.objective.max_side;
  const CardMask trumps =
      r.table.trumps() & ~(r.under != engine::kNoCard ? engine::bit(r.under) : 0);
  // Trumps that could beat a side seat's card: the opponents' and every card in the current
  // trick (counted against the side whoever played it).
  CardMask against = 0;
  for (int t = 0; t < s.trick_size; ++t) {
    against |= engine::bit(s.trick[static_cast<std::size_t>(t)]);
  }
  for (int q = 0; q < r.num_players; ++q) {
    if (!(side >> q & 1)) against |= s.hands[static_cast<std::size_t>(q)];
  }
  against &= r.table.trumps();
  for (int q = 0; q < r.num_players; ++q) {
    if (!(side >> q & 1)) continue;
    const CardMask own = s.hands[static_cast<std::size_t>(q)] & trumps;
    // Its trumps from the highest down: the j-th highest, c, and the opponents' trumps above
    // it. Each such trump beats at most one of q's j best trumps (one card per trick each),
    // and nothing else in play beats them but the side's own cards: with more of q's cards
    // than such trumps, one of q's tricks is the side's.
    int j = 0;
    for (Card c : power_order(r.table, own)) {
      ++j;
      int above = 0;
      for (Card x : engine::cards(against)) {
        if (r.table.power[x] > r.table.power[c]) ++above;
      }
      if (j > above) return true;
    }
  }
  return false;
}

// --- Schafkopf -------------------------------------------------------------------------------

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

namespace {

// Whether the max side reaches `lv` (a yes/no search). Points beyond the bury need a trick
// anyway, so that condition is dropped there (as the solver's own level walk does).
bool reach_level(DoubleDummy& dd, const Position& pos, Level lv) {
  if (lv.side_one_trick && lv.min_points > pos.objective.base_points) lv.side_one_trick = false;
  return dd.reach(pos, lv);
}

}  // namespace

std::size_t team_level(DoubleDummy& dd, const Position& pos, int guess) {
  const std::vector<Level>& lv = pos.objective.levels;
  if (lv.empty()) return 0;
  auto reaches = [&](std::size_t i) {
    const Level& q = lv[i];
    // "The side takes a trick" (L2) is often sure from the trumps alone (positions.h); the
    // search would prove it too, but that can take tens of thousands of nodes.
    if (q.side_one_trick && !q.opp_no_trick && q.min_points <= pos.objective.base_points &&
        side_sure_of_a_trick(pos)) {
      return true;
    }
    return reach_level(dd, pos, q);
  };
  const std::size_t last = lv.size() - 1;  // the last level is always reached
  if (guess >= 0 && static_cast<std::size_t>(guess) <= last) {
    std::size_t g = static_cast<std::size_t>(guess);
    if (g == last || reaches(g)) {
      while (g > 0 && reaches(g - 1)) --g;
      return g;
    }
    ++g;
    while (g < last && !reaches(g)) ++g;
    return g;
  }
  std::size_t lo = 0;
  std::size_t hi = last;
  while (lo < hi) {
    const std::size_t mid = (lo + hi) / 2;
    if (reaches(mid)) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return lo;
}

std::size_t win_lose_level(DoubleDummy& dd, const Position& pos) {
  const std::vector<Level>& lv = pos.objective.levels;
  if (lv.empty()) return 0;
  std::size_t win = lv.size();  // the weakest level that still pays the declarer
  for (std::size_t i = 0; i < lv.size(); ++i) {
    if (lv[i].units > 0) win = i;
  }
  if (win == lv.size()) return lv.size() - 1;
  if (win + 1 == lv.size()) return win;
  return reach_level(dd, pos, lv[win]) ? win : win + 1;
}

int team_units(DoubleDummy& dd, const Position& pos, int guess) {
  const std::vector<Level>& lv = pos.objective.levels;
  if (lv.empty()) return 0;
  if (pos.state.finished(pos.rules)) return dd.solve(pos, false).units;
  return lv[team_level(dd, pos, guess)].units;
}

}  // namespace solver
