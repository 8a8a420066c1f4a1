// Sheepshead's part of the board's model (board_games.h): a validated Sheepshead log as a
// replay, with every card known (the engine replays the auction, SS-5 to SS-7) or as far as the
// log tells, and the contract in words (SS-14).
#include <algorithm>
#include <cstdint>

#include "../board_games.h"
#include "ui/card_labels.h"

namespace ui {
namespace {

using engine::CardMask;

// The contract as replay_from_hand words it, from the log alone (its hidden cards need not be
// known): the call or the partner rule (SS-14.1, SS-14.2), the announcements with their seats
// and the multiplier they make (SS-14.3 to SS-14.5).
std::string sheepshead_contract(const engine::DealLog& log) {
  if (log.sheepshead().picker < 0) return "leaster: everybody passed";
  std::string c;
  if (log.sheepshead().call) {
    c = log.sheepshead().call->type == engine::CallType::kAlone
            ? std::string("picked and went alone")
            : "picked and called " + call_text(*log.sheepshead().call);
  } else if (!log.sheepshead().rules.has_partner()) {
    c = "picked and plays alone";
  } else if (log.sheepshead().rules.partner_rule == engine::PartnerRule::kJackOfDiamonds) {
    c = "picked; the jack of diamonds is the partner";
  } else {
    c = "picked";
  }
  for (const engine::Announcement& a : log.sheepshead().doubles) {
    const auto who = static_cast<std::size_t>(a.seat);
    c += ", " + engine::announce_string(a.kind) + " by " +
         (who < log.players.size() && !log.players[who].empty()
              ? log.players[who]
              : "Seat " + std::to_string(a.seat + 1));
  }
  // The engine's SheepsheadHand::multiplier(): x2 per announcement, capped.
  std::int64_t m = std::int64_t{std::max(1, log.multiplier)} << log.sheepshead().doubles.size();
  if (log.sheepshead().rules.max_multiplier > 0)
    m = std::min<std::int64_t>(m, log.sheepshead().rules.max_multiplier);
  if (m > 1) c += " (x" + std::to_string(m) + ")";
  return c;
}

// A Sheepshead log whose hidden cards are not all known: each seat holds what the log gives;
// the picker also the blind and minus the bury, where those are given. The trick-play rules
// are those SheepsheadHand sets up when play starts (SS-8.4, SS-8.5).
ReplayDeal sheepshead_partial(const engine::DealLog& log) {
  ReplayDeal d;
  d.game = GameKind::kSheepshead;
  d.num_seats = log.sheepshead().rules.seats();  // 3, 4 or 5 (SS-14.2)
  d.dealer = log.dealer;
  d.picker = log.sheepshead().picker;
  d.leaster = log.sheepshead().picker < 0;
  d.rules.num_players = d.num_seats;
  d.rules.tricks = log.sheepshead().rules.hand_size();  // 7 four-handed (SS-14.2)
  d.rules.table = engine::sheepshead_table_for(log.sheepshead().rules);
  d.rules.under_lead_allowed = log.sheepshead().rules.under_lead_allowed;
  d.rules.called_ten_wins = log.sheepshead().rules.called_ten_wins;
  d.hands = known_hands(log, d.num_seats);
  if (log.sheepshead().blind) d.blind = mask_of(*log.sheepshead().blind);
  if (log.sheepshead().picker >= 0) {
    auto& h = d.hands[static_cast<std::size_t>(log.sheepshead().picker)];
    if (log.sheepshead().blind) h |= mask_of(*log.sheepshead().blind);
    if (log.sheepshead().bury) {
      d.bury = mask_of(*log.sheepshead().bury);
      h &= ~*d.bury;
    }
    d.rules.picker = static_cast<std::uint8_t>(log.sheepshead().picker);
    // The partner card as SheepsheadHand::partner_card() gives it: the called card (a call-up's
    // jack too), else JD under the jack-of-diamonds rule unless the picker holds it (SS-14.1).
    if (log.sheepshead().call) {
      d.rules.partner_card = log.sheepshead().call->called_card();
    } else if (log.sheepshead().rules.has_partner() &&
               log.sheepshead().rules.partner_rule == engine::PartnerRule::kJackOfDiamonds &&
               !engine::has(d.hands[static_cast<std::size_t>(log.sheepshead().picker)],
                            engine::make_card(engine::Suit::kDiamonds, engine::Rank::kJack))) {
      d.rules.partner_card = engine::make_card(engine::Suit::kDiamonds, engine::Rank::kJack);
    }
    // Called suits (SS-8.3 to SS-8.5) only for ACE, TEN and UNKNOWN calls, not for a call-up.
    if (log.sheepshead().call && log.sheepshead().call->type != engine::CallType::kAlone &&
        log.sheepshead().call->type != engine::CallType::kJack) {
      d.rules.called = log.sheepshead().call->called_card();
      d.rules.called_suit = static_cast<std::uint8_t>(log.sheepshead().call->suit);
      if (log.sheepshead().call->type == engine::CallType::kUnknown) {
        d.rules.under = log.sheepshead().call->under;
      } else if (log.sheepshead().call->type == engine::CallType::kTen &&
                 log.sheepshead().rules.ten_hold_is_ace) {
        d.rules.hold = engine::HoldRule::kAce;
      } else {
        d.rules.hold = engine::HoldRule::kOneCard;
      }
    }
  }
  return d;
}

std::optional<ReplayDeal> sheepshead_replay(const engine::DealLog& log, std::string& error) {
  if (!log.deal_known) return sheepshead_partial(log);
  // Every card is known: let the engine replay the auction, bury, call and plays.
  auto hand = engine::replay_sheepshead(log, log.plays.size(), &error);
  if (!hand) return std::nullopt;
  ReplayDeal d = replay_from_hand(*hand, log.players, "");
  d.blind = log.sheepshead().blind_known ? std::optional<CardMask>(log.sheepshead().dealt_blind)
                                         : std::nullopt;
  if (log.sheepshead().picker >= 0) d.bury = log.sheepshead().dealt_bury;
  return d;
}

}  // namespace

std::optional<ReplayDeal> sheepshead_trick_deal(const engine::DealLog& log, std::string& error) {
  std::optional<ReplayDeal> d = sheepshead_replay(log, error);
  if (d) d->contract = sheepshead_contract(log);
  return d;
}

}  // namespace ui
