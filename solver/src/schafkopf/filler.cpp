// Schafkopf's filler (solver/filler.h; RULES.md SK-5, SK-7.3): the four hands, and what a
// Sauspiel says about them (the called ace is not the declarer's, who holds a card of its suit).
#include <string>

#include "../filler_internal.h"
#include "engine/schafkopf.h"

namespace solver {

namespace {

using namespace fill;

std::optional<engine::SchafkopfRules> schafkopf_rules(const engine::DealLog& log) {
  auto r = engine::schafkopf_preset(log.preset.empty() ? "schafkopf" : log.preset);
  if (!r) return std::nullopt;
  for (const auto& [flag, value] : log.rule_flags) {
    if (engine::set_schafkopf_flag(*r, flag, value)) return std::nullopt;
  }
  return r;
}

std::optional<FilledLog> schafkopf_fill(const engine::DealLog& log, std::uint64_t seed,
                                        LogError* error) {
  const auto rules = schafkopf_rules(log);
  if (!rules) {
    *error = LogError{"rules", "the table's rules cannot be read"};
    return std::nullopt;
  }
  const int n = engine::kSchafkopfSeats;
  const CardMask deck = rules->deck_mask();
  const int hs = engine::count(deck) / n;
  engine::PlayRules r;
  r.num_players = n;
  r.table = engine::schafkopf_table(engine::TrumpFaces::kOberUnter, engine::Suit::kHearts, deck);
  std::optional<engine::SkContract> contract;
  if (log.schafkopf().contract) {
    contract = engine::sk_contract_from_log(*log.schafkopf().contract);
    r = engine::schafkopf_setup(*rules, *contract, {}).play;
  }
  const auto ev = walk_plays(log, r, error);
  if (!ev) return std::nullopt;
  FillProblem p;
  std::array<int, engine::kMaxPlayers> slot{};
  slot.fill(-1);
  for (int s = 0; s < n; ++s) {
    const auto i = static_cast<std::size_t>(s);
    slot[i] = add_hand_slot(p, log, s, hs, given_hand(log, s) | ev->played[i], ev->voids[i]);
  }
  finish_problem(p, deck, r.table, slot, n, *ev);
  if (contract && r.called != engine::kNoCard) {
    const int d = contract->declarer;
    forbid(p, r.called, slot[static_cast<std::size_t>(d)]);
    for (int s = 0; s < n; ++s) {
      if (ev->lacks_called[static_cast<std::size_t>(s)])
        forbid(p, r.called, slot[static_cast<std::size_t>(s)]);
    }
    p.require.push_back({static_cast<std::uint8_t>(1u << slot[static_cast<std::size_t>(d)]),
                         r.table.suit_mask[r.called_suit] & ~engine::bit(r.called),
                         "the declarer holds a card of the called suit (SK-5.2), and none of "
                         "them can be his"});
  }
  std::string why;
  const auto cards = draw(p, seed, &why);
  if (!cards) {
    *error = LogError{"hands", "no deal fits what the log shows: " + why};
    return std::nullopt;
  }
  FilledLog out{log, {}};
  out.log.hands.assign(static_cast<std::size_t>(n), std::nullopt);
  for (int s = 0; s < n; ++s) {
    const auto i = static_cast<std::size_t>(s);
    out.log.hands[i] = card_list((*cards)[static_cast<std::size_t>(slot[i])]);
    out.complete[i] = slot_full(p, slot[i]);
  }
  return out;
}

}  // namespace

std::optional<FilledLog> fill_schafkopf_log(const engine::DealLog& log, LogError* error, int draw) {
  return fill::fill_log(log, schafkopf_fill, error, draw);
}

}  // namespace solver
