// The transposition tables' sizes and lifetime (trick-taking double-dummy solver, solver/dd.h):
// the split of the table memory, forgetting by generation, and the fingerprint of the rules
// and objective that the tables belong to.
#include "dd_internal.h"

namespace solver {

DoubleDummy::Impl::Impl(SolverOptions o) : opt(o) {
  stats.enabled = kStats;
  std::size_t bytes = std::max<std::size_t>(opt.tt_bytes, sizeof(TeamEntry) * kBucket * 2);
  // Three quarters for the team table, one quarter for the paranoid table; powers of two.
  std::size_t team_entries = std::bit_floor(bytes * 3 / 4 / sizeof(TeamEntry));
  std::size_t par_entries =
      std::bit_floor(std::max<std::size_t>(bytes / 4 / sizeof(ParanoidEntry), kBucket * 2));
  team_entries = std::max<std::size_t>(team_entries, kBucket * 2);
  team_tt = Table<TeamEntry>(team_entries);
  team_mask = team_entries / kBucket - 1;
  par_tt = Table<ParanoidEntry>(par_entries);
  par_mask = par_entries / kBucket - 1;
}

void DoubleDummy::Impl::clear_tables() {
  n_children = 0;
  if (++gen <= TeamEntry::kGenMask) return;
  // The counter wrapped: entries written 32,767 generations ago would look current.
  team_tt.zero();
  par_tt.zero();
  gen = 1;
}

std::uint64_t DoubleDummy::Impl::fingerprint() const {
  std::uint64_t h = 0x1234567;
  for (int c = 0; c < engine::kNumCards; ++c) {
    h = mix(h ^ (std::uint64_t{r.table.eff_suit[c]} << 8 | r.table.power[c]) ^
            (std::uint64_t(c) << 20));
  }
  h = mix(h ^ r.table.deck);
  h = mix(h ^ (std::uint64_t{r.called} | std::uint64_t{r.called_suit} << 8 |
               std::uint64_t{r.picker} << 16 | std::uint64_t(r.hold) << 24 |
               std::uint64_t{r.under} << 32 | std::uint64_t{r.under_lead_allowed} << 40 |
               std::uint64_t(r.runaway_min) << 41 | std::uint64_t{r.called_ten_wins} << 48 |
               std::uint64_t(r.num_players) << 52));
  h = mix(h ^ (std::uint64_t(obj.bonus_trick + 1) | std::uint64_t(obj.bonus_points) << 8));
  h = mix(h ^ reinterpret_cast<std::uintptr_t>(obj.leaf));
  h = mix(h ^ reinterpret_cast<std::uintptr_t>(obj.leaf_ctx));
  return h;
}

}  // namespace solver
