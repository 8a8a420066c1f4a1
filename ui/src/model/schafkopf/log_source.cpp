// Schafkopf's part of the board's model (board_games.h): a validated Schafkopf log as a replay,
// the contract's trump table and called ace from the engine's setup (SK-3, SK-7), the Kontra and
// Re in the contract's words.
#include "../board_games.h"
#include "engine/schafkopf.h"

namespace ui {
using engine::CardMask;

// A Schafkopf log (SK rules): the contract's trump table and called ace from the engine's
// Schafkopf setup (SK-3, SK-7), the hands as far as known.
std::optional<ReplayDeal> schafkopf_trick_deal(const engine::DealLog& log, std::string& error) {
  auto rules = engine::schafkopf_preset(log.preset.empty() ? "schafkopf" : log.preset);
  if (!rules || !log.schafkopf().contract) {
    error = !rules ? "unknown Schafkopf preset \"" + log.preset + "\"" : "the contract is missing";
    return std::nullopt;
  }
  for (const auto& [flag, value] : log.rule_flags) {
    if (auto e = engine::set_schafkopf_flag(*rules, flag, value)) {
      error = "rules." + flag + ": " + *e;
      return std::nullopt;
    }
  }
  const engine::SkContract contract = engine::sk_contract_from_log(*log.schafkopf().contract);
  ReplayDeal d;
  d.game = GameKind::kSchafkopf;
  d.num_seats = engine::kSchafkopfSeats;
  d.dealer = log.dealer;
  if (log.deal_known) {
    for (int s = 0; s < engine::kSchafkopfSeats; ++s) {
      d.hands[static_cast<std::size_t>(s)] = log.dealt[static_cast<std::size_t>(s)];
    }
  } else {
    d.hands = known_hands(log, engine::kSchafkopfSeats);
  }
  std::array<CardMask, engine::kSchafkopfSeats> dealt{};
  for (int s = 0; s < engine::kSchafkopfSeats; ++s) {
    dealt[static_cast<std::size_t>(s)] = d.hands[static_cast<std::size_t>(s)];
  }
  const engine::SkSetup setup = engine::schafkopf_setup(*rules, contract, dealt);
  d.rules = setup.play;
  d.picker = contract.game == engine::SkGame::kRamsch ? -1 : contract.declarer;
  if (d.picker < 0) {
    d.contract = "Ramsch: everybody plays for himself";
  } else {
    d.contract = "plays " + engine::contract_name(contract);
  }
  for (const engine::LogDouble& x : log.schafkopf().doubles) {
    d.contract += (x.call == engine::LogDoubleCall::kRe ? "; Re by " : "; Kontra by ") +
                  (static_cast<std::size_t>(x.seat) < log.players.size()
                       ? log.players[static_cast<std::size_t>(x.seat)]
                       : "seat " + std::to_string(x.seat));
  }
  return d;
}

}  // namespace ui
