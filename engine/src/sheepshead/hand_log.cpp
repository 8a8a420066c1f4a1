// Deal logs of engine hands (hand_log.h): a Sheepshead hand written as a DealLog, validated (SS-4
// to SS-14).
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

namespace {

// The multiplier the hand started with (the log's `multiplier` key): multiplier() less the
// doubling of each announcement made. When ss_max_multiplier capped the product the start is
// not unique; the smallest start that gives the same capped product is written, which settles
// the hand the same.
int starting_multiplier(const SheepsheadHand& hand) {
  const int now = hand.multiplier();
  const int k = static_cast<int>(hand.announcements().size());
  if (k == 0) return now;
  const int cap = hand.rules().max_multiplier;
  if (cap <= 0 || now < cap) return std::max(1, now >> k);
  int start = 1;
  while ((start << k) < cap) ++start;
  return start;
}

}  // namespace

HandLog hand_log(const SheepsheadHand& hand, const HandLogOptions& options) {
  HandLog out;
  DealLog& log = out.log;
  log.game = Game::kSheepshead;
  log.preset = !options.preset.empty()
                   ? options.preset
                   : nearest_preset(hand.rules(),
                                    std::vector<std::string>(sheepshead_preset_names().begin(),
                                                             sheepshead_preset_names().end()),
                                    [](const SheepsheadRules& r, const std::string& p) {
                                      return sheepshead_flags_diff(r, p);
                                    });
  log.rule_flags = sheepshead_flags_diff(hand.rules(), log.preset);
  // In the order a read gives them back (JSON objects are read sorted by key).
  std::sort(log.rule_flags.begin(), log.rule_flags.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  const int seats = hand.seats();
  log.players = seat_names(options, seats);
  log.dealer = hand.dealer();
  for (int s = 0; s < seats; ++s) {
    log.hands.emplace_back(card_list(hand.deal().hands[static_cast<std::size_t>(s)]));
  }
  log.sheepshead().blind = card_list(hand.deal().blind);
  log.sheepshead().auction = hand.auction();
  const Phase phase = hand.phase();
  if (hand.picker() >= 0 && phase != Phase::kPick && phase != Phase::kBury) {
    log.sheepshead().bury = card_list(hand.buried());
  }
  if (hand.called()) log.sheepshead().call = *hand.called();
  log.sheepshead().doubles = hand.announcements();
  log.plays = hand.plays();
  log.multiplier = starting_multiplier(hand);
  log.meta_json = options.meta_json;
  out.complete = phase == Phase::kDone;
  if (out.complete) {
    const HandResult r = hand.result();
    LogResult lr;
    for (int s = 0; s < seats; ++s) {
      lr.points.push_back(r.points[static_cast<std::size_t>(s)]);
      lr.units.push_back(r.units[static_cast<std::size_t>(s)]);
    }
    log.result = lr;
  }
  // Version 1 needs the whole auction and, with a picker, the call: before that the log is
  // only the deal and the actions so far. During the announcement poll the log lists the
  // doubles so far but cannot say which seats have passed (a log's replay passes every seat
  // its doubles do not name): that phase is not expressible either.
  finish(out, phase == Phase::kPlay || phase == Phase::kDone);
  return out;
}

}  // namespace engine
