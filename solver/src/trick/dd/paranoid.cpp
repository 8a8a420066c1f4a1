// The paranoid units search of the trick-taking double-dummy solver (solver/dd.h; Sheepshead
// leaster, Schafkopf Ramsch): the perspective seat's units from the objective's leaf, every
// other seat minimising them together.
#include "dd_internal.h"
#include "moves.h"
#include "tt.h"

namespace solver {

// Fail-soft alpha-beta on the perspective seat's units; it maximises, the others minimise.
int DoubleDummy::Impl::par_search(int alpha, int beta) {
  if (check_cancel()) return 0;
  if (s.tricks_done == total_tricks) return leaf_units();
  const std::uint8_t p = s.to_move(r);
  const bool maxing = p == obj.perspective;
  ParanoidEntry* entry = nullptr;
  std::uint8_t has_trick = 0;
  Card hint = kNoCard;
  if (s.trick_size == 0) {
    for (int i = 0; i < n; ++i) has_trick |= static_cast<std::uint8_t>((s.tricks_won[i] > 0) << i);
    entry = par_probe(boundary_meta(), has_trick, 0, false);
    if (entry) {
      if (entry->lo >= beta) return entry->lo;
      if (entry->hi <= alpha) return entry->hi;
      if (entry->lo == entry->hi) return entry->lo;
      alpha = std::max<int>(alpha, entry->lo);
      beta = std::min<int>(beta, entry->hi);
      hint = entry->best;
    }
  }
  const int a0 = alpha;
  const int b0 = beta;
  Card moves[16];
  const int cnt = gen_moves_for<Need::kSeats>(p, moves, hint);
  int best_v = maxing ? -32000 : 32000;
  Card best = kNoCard;
  for (int i = 0; i < cnt; ++i) {
    PlayUndo u;
    make(moves[i], u, p);
    int v = par_search(alpha, beta);
    unmake(moves[i], u);
    if (stopped) return 0;
    if (take_value(maxing, v, best_v, alpha, beta)) best = moves[i];
    if (alpha >= beta) break;
  }
  if (s.trick_size == 0) {
    if (!entry) entry = par_probe(boundary_meta(), has_trick, engine::count(all_hands()), true);
    if (best_v <= a0) {
      entry->hi = static_cast<std::int16_t>(std::min<int>(entry->hi, best_v));
    } else if (best_v >= b0) {
      entry->lo = static_cast<std::int16_t>(std::max<int>(entry->lo, best_v));
    } else {
      entry->lo = entry->hi = static_cast<std::int16_t>(best_v);
    }
    if (best != kNoCard) entry->best = best;
  }
  return best_v;
}

// The perspective seat's units by null-window passes (MTD(f) from 0): the leaf takes few
// values (leaster: -1, 0, 4), so two or three yes/no searches settle it, far cheaper than
// one full-window search.
int DoubleDummy::Impl::paranoid_units() {
  int lo = -32000;
  int hi = 32000;
  int g = 0;
  while (lo < hi) {
    const int beta = g == lo ? g + 1 : g;
    g = par_search(beta - 1, beta);
    if (stopped) break;
    if (g < beta)
      hi = g;
    else
      lo = g;
  }
  return lo;
}

}  // namespace solver
