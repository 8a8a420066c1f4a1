// The trick games' settlement searches over a solver position (solver/positions.h): is the
// declaring side sure of a trick, the level it reaches, its units, win or lose. Each game builds
// its own positions (../sheepshead/positions.cpp, ../schafkopf/positions.cpp).
#include "solver/positions.h"

namespace solver {

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
