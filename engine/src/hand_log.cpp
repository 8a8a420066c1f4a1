// Deal logs of engine hands (hand_log.h): the hand's state written as a DealLog, validated.
#include "engine/hand_log.h"

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace engine {

namespace {

std::vector<Card> card_list(CardMask m) {
  std::vector<Card> out;
  for (Card c : cards(m)) out.push_back(c);
  return out;
}

std::vector<std::string> seat_names(const HandLogOptions& options, int seats) {
  std::vector<std::string> names = options.players;
  if (names.empty()) {
    for (int s = 0; s < seats; ++s) names.push_back("Seat " + std::to_string(s + 1));
  }
  return names;
}

// The preset the rules differ least from (ties: the first named), unless the caller gave one.
template <typename Rules, typename Diff>
std::string nearest_preset(const Rules& rules, const std::vector<std::string>& presets, Diff diff) {
  std::string best = presets.front();
  std::size_t best_n = diff(rules, best).size();
  for (const std::string& p : presets) {
    const std::size_t n = diff(rules, p).size();
    if (n < best_n) {
      best = p;
      best_n = n;
    }
  }
  return best;
}

void finish(HandLog& out, bool expressible) {
  out.expressible = expressible;
  if (expressible) out.errors = validate_deal_log(out.log);
}

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
