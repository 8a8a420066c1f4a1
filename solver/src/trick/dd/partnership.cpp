// The team searches of the trick-taking double-dummy solver (solver/dd.h): the yes/no search
// "can the max side reach the target, with the trick conditions of a settlement level?"
// (team_search; SS-10, SK-10, Tout) and the fail-soft points search (team_ab). They share the
// team table (flag combination 0 holds bounds on future points).
#include "bounds.h"
#include "dd_internal.h"
#include "moves.h"
#include "plain_tricks.h"
#include "tt.h"

namespace solver {

bool DoubleDummy::Impl::team_search() {
  if (check_cancel()) return false;
  const std::uint8_t p = s.to_move(r);
  const bool maxing = max_side >> p & 1;
  TeamEntry* entry = nullptr;
  TeamKey key;
  int fl = 0;
  int ft = 0;
  Card hint = kNoCard;
  if (s.trick_size == 0) {
    int side_t = side_tricks_now();
    int opp_t = s.tricks_done - side_t;
    if (need_opp_no_trick && opp_t > 0) return false;
    // A trick the other side is sure of ends "no trick for them"; one the max side is sure
    // of settles its condition (the same question without it, so the same table entry).
    if (need_opp_no_trick && s.tricks_done < total_tricks && sure_of_a_trick(~max_side)) {
      return false;
    }
    const bool trick_ok = !need_side_trick || side_t > 0 ||
                          (s.tricks_done < total_tricks && sure_of_a_trick(max_side));
    const int have = score_points_now();
    if (s.tricks_done == total_tricks) return have >= target && trick_ok;
    if (s.tricks_done + 1 == total_tricks && last_trick_forced()) {
      int pts = 0;
      const bool side_wins = max_side >> last_trick_winner(s.hands, s.leader, pts) & 1;
      if (side_wins) pts += obj.bonus_trick == total_tricks - 1 ? obj.bonus_points : 0;
      return have + (side_wins ? pts : 0) >= target && (side_wins || !need_opp_no_trick) &&
             (side_wins || side_t > 0 || !need_side_trick);
    }
    // Without a trick condition left, the question is the points search's "at least
    // target?" (the same table entries: flag combination 0 holds bounds on future points).
    // Below, a trick condition is left: fl is 1, 2 or 3.
    if (!need_opp_no_trick && trick_ok) return team_ab(target - 1, target) >= target;
    const int fut = target - have;
    CardMask rest = all_hands();
    int remaining = fast_points(rest);
    if (obj.bonus_trick >= s.tricks_done) remaining += obj.bonus_points;
    fl = (need_opp_no_trick ? 1 : 0) | (trick_ok ? 0 : 2);
    ft = std::max(fut, 0);
    team_key(key, rest);
    entry = team_find(key);
    if (entry) {
      if (ft + 1 <= entry->lo[fl]) return true;
      if (ft >= entry->hi[fl]) return false;
      hint = from_key(key, entry->best());
    } else {  // the sure-points bounds: for positions new to the table only (as team_ab)
      CardMask score_tr = 0;
      CardMask other_tr = 0;
      trump_split(score_tr, other_tr);
      if (fut > remaining - sure_points(other_tr, score_tr, remaining - fut + 1)) return false;
    }
  }
  Card moves[16];
  // As in team_ab: from a boundary, the trick on plain masks (values 0 and 1 for no and yes).
  const bool plain = s.trick_size == 0 && s.tricks_done + 2 <= total_tricks && !r.called_ten_wins;
  const int cnt = plain ? 0 : gen_moves_for<Need::kTeam>(p, moves, hint);
  bool result = !maxing;
  Card best = kNoCard;
  if (plain) {
    result = plain_trick<true>(0, 1, hint, best) == 1;
    if (stopped) return false;
    if (result != maxing) best = kNoCard;
  }
  for (int i = 0; i < cnt; ++i) {
    PlayUndo u;
    make(moves[i], u, p);
    bool v = team_search();
    unmake(moves[i], u);
    if (stopped) return false;
    if (v == maxing) {
      result = maxing;
      best = moves[i];
      break;
    }
  }
  if (s.trick_size == 0) {
    entry = team_store(key, entry);
    if (result) {
      entry->lo[fl] = static_cast<std::uint8_t>(std::max<int>(entry->lo[fl], ft + 1));
    } else {
      entry->hi[fl] = static_cast<std::uint8_t>(std::min<int>(entry->hi[fl], ft));
    }
    if (best != kNoCard) entry->set_best(to_key(key, best));
  }
  return result;
}

// Max points the score side can force (team: max side; paranoid: perspective's points that the
// others can force on it) from the loaded position, by narrowing yes/no thresholds.
// Fail-soft alpha-beta on the score side's final points (no trick conditions); shares the
// table with the yes/no searches (flag combination 0 holds bounds on future points).
int DoubleDummy::Impl::team_ab(int alpha, int beta) {
  if (check_cancel()) return 0;
  const std::uint8_t p = s.to_move(r);
  const bool maxing = max_side >> p & 1;
  TeamEntry* entry = nullptr;
  TeamKey key;
  int have = 0;
  int sure_fut = 0;  // future points the score side surely takes (computed for a new entry)
  Card hint = kNoCard;
  if (s.trick_size == 0) {
    have = score_points_now();
    if (s.tricks_done == total_tricks) return have;
    if (s.tricks_done + 1 == total_tricks) {
      if (const int v = last_trick_value(have); v >= 0) return v;
    }
    if constexpr (kStats) ++boundary_stats().visits;
    CardMask score_tr = 0;
    CardMask other_tr = 0;
    trump_split(score_tr, other_tr);
    // Failing high, the bound returned includes the score side's top trumps: team_points
    // starts its next pass from the bounds its passes return, and a bound of just `have`
    // (often the threshold itself) made it creep up one point per pass.
    if (have >= beta)
      return tally(&SearchStats::Boundary::settled_by_points,
                   have + top_points(score_tr, other_tr));
    CardMask rest = all_hands();
    int remaining = fast_points(rest);
    if (obj.bonus_trick >= s.tricks_done) remaining += obj.bonus_points;
    remaining -= top_points(other_tr, score_tr);
    if (have + remaining <= alpha)
      return tally(&SearchStats::Boundary::settled_by_points, have + remaining);
    team_key(key, rest);
    entry = team_find(key);
    if constexpr (kStats) ++(entry ? boundary_stats().table_hits : boundary_stats().new_positions);
    // The score side's sure points are a lower bound too: computed for a position new to
    // the table and kept in its entry (recomputing them for an entry cut at 1.7 % of the
    // calls; bench instructions -2 %).
    if (entry) {
      // lo[0] - 1: a future value proven reachable; hi[0]: the smallest proven unreachable.
      const int lower = have + entry->lo[0] - 1;
      const int upper = entry->hi[0] == 255 ? have + remaining : have + entry->hi[0] - 1;
      if (lower >= beta) return tally(&SearchStats::Boundary::table_cuts, lower);
      if (upper <= alpha) return tally(&SearchStats::Boundary::table_cuts, upper);
      if (lower == upper) return tally(&SearchStats::Boundary::table_cuts, lower);
      hint = from_key(key, entry->best());
    } else {
      sure_fut = sure_points(score_tr, other_tr);
      if (have + sure_fut >= beta) return tally(&SearchStats::Boundary::sure_cuts, have + sure_fut);
    }
    if constexpr (kStats) {
      ++boundary_stats().expanded;
      if (entry) ++boundary_stats().expanded_again;
    }
  }
  const int a0 = alpha;
  const int b0 = beta;
  Card moves[16];
  // At a boundary that the table and the bounds above did not settle, the trick is played on
  // plain masks: to the end where two tricks are left and following suit is the only rule
  // left (two_left), else to the next boundary (plain_trick).
  const bool plain = s.trick_size == 0 && s.tricks_done + 2 <= total_tricks && !r.called_ten_wins;
  const bool two = plain && s.tricks_done + 2 == total_tricks && only_follow_suit();
  const int cnt = plain ? 0 : gen_moves_for<Need::kTeam>(p, moves, hint);
  int best_v = two ? two_left(alpha, beta, have) : maxing ? -1 : 1000;
  Card best = kNoCard;
  if (plain && !two) best_v = plain_trick(alpha, beta, hint, best);
  for (int i = 0; i < cnt; ++i) {
    PlayUndo u;
    make(moves[i], u, p);
    const int v = team_ab(alpha, beta);
    unmake(moves[i], u);
    if (stopped) return 0;
    if (take_value(maxing, v, best_v, alpha, beta)) best = moves[i];
    if (alpha >= beta) {
      killer[ply()] = moves[i];
      break;
    }
  }
  if (s.trick_size == 0) {
    entry = team_store(key, entry);
    const int fut = best_v - have;
    const int lo_fut = best_v > a0 ? std::max(fut, sure_fut) : sure_fut;  // reachable
    entry->lo[0] = static_cast<std::uint8_t>(std::max<int>(entry->lo[0], lo_fut + 1));
    if (best_v < b0) {  // an upper bound: fut + 1 is unreachable
      entry->hi[0] = static_cast<std::uint8_t>(std::min<int>(entry->hi[0], fut + 1));
    }
    if (best != kNoCard) entry->set_best(to_key(key, best));
  }
  return best_v;
}

}  // namespace solver
