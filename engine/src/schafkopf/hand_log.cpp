// Deal logs of engine hands (hand_log.h): a Schafkopf hand written as a DealLog, validated
// (RULES.md §4).
#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "engine/hand_log.h"
#include "hand_log_common.h"

namespace engine {

using hand_log_detail::card_list;
using hand_log_detail::finish;
using hand_log_detail::nearest_preset;
using hand_log_detail::seat_names;

HandLog hand_log(const SchafkopfHand& hand, const HandLogOptions& options) {
  HandLog out;
  DealLog& log = out.log;
  log.game = Game::kSchafkopf;
  log.preset =
      !options.preset.empty()
          ? options.preset
          : nearest_preset(hand.rules(), {"schafkopf", "schafkopf_short", "schafkopf_004_literal"},
                           [](const SchafkopfRules& r, const std::string& p) {
                             return schafkopf_flags_diff(r, p);
                           });
  log.rule_flags = schafkopf_flags_diff(hand.rules(), log.preset);
  log.players = seat_names(options, kSchafkopfSeats);
  log.dealer = hand.dealer();
  for (int s = 0; s < kSchafkopfSeats; ++s) {
    log.hands.emplace_back(card_list(hand.dealt()[static_cast<std::size_t>(s)]));
  }
  if (const auto& c = hand.contract()) {
    LogContract lc;
    lc.declarer = c->declarer;
    lc.tout = c->tout;
    switch (c->game) {
      case SkGame::kSauspiel:
        lc.type = LogContractType::kSauspiel;
        lc.called = c->called_card();
        break;
      case SkGame::kSolo:
        lc.type = LogContractType::kSolo;
        lc.trump = c->suit;
        break;
      case SkGame::kWenz:
        lc.type = LogContractType::kWenz;
        break;
      case SkGame::kFarbwenz:
        lc.type = LogContractType::kFarbwenz;
        lc.trump = c->suit;
        break;
      case SkGame::kGeier:
        lc.type = LogContractType::kGeier;
        break;
      case SkGame::kFarbgeier:
        lc.type = LogContractType::kFarbgeier;
        lc.trump = c->suit;
        break;
      case SkGame::kRamsch:
        lc.type = LogContractType::kRamsch;
        lc.declarer = -1;
        lc.tout = false;
        break;
    }
    log.schafkopf().contract = lc;
  }
  for (const SkDouble& d : hand.doubles()) {
    log.schafkopf().doubles.push_back(LogDouble{
        d.seat, d.kind == SkDoubleKind::kRe ? LogDoubleCall::kRe : LogDoubleCall::kKontra});
  }
  log.plays = hand.plays();
  log.meta_json = options.meta_json;
  out.complete = hand.phase() == SkPhase::kDone;
  const SkResult r = hand.result();
  if (out.complete && !r.thrown_in) {
    LogResult lr;
    for (int s = 0; s < kSchafkopfSeats; ++s) {
      lr.points.push_back(r.points[static_cast<std::size_t>(s)]);
      lr.units.push_back(r.units[static_cast<std::size_t>(s)]);
    }
    log.result = lr;
  }
  // Version 1 needs the contract: a hand before its declaration, or thrown in, is only the deal.
  finish(out, log.schafkopf().contract.has_value());
  return out;
}

}  // namespace engine
