// Sheepshead's labels of a hand in an archive (engine/archive.h, hand_roles and hand_contract,
// through the registry games.cpp): picker, partner and defenders (SS-9, SS-14.1, SS-14.2), and
// the kind of hand.
#include <algorithm>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "games.h"

namespace engine::detail {

namespace {

// The partner's card: the called card, or under the jack-of-diamonds rule JD (SS-14.1); none
// three- and four-handed (SS-14.2) or alone.
Card partner_card(const DealLog& log) {
  const SheepsheadLogPart& p = log.sheepshead();
  if (p.call && p.call->type != CallType::kAlone) return p.call->called_card();
  if (!p.call && p.rules.has_partner() && p.rules.partner_rule == PartnerRule::kJackOfDiamonds) {
    return make_card(Suit::kDiamonds, Rank::kJack);
  }
  return kNoCard;
}

}  // namespace

std::vector<std::string> sheepshead_roles(const DealLog& log) {
  const int n = deal_log_seats(log);
  std::vector<std::string> roles(static_cast<std::size_t>(n));
  const SheepsheadLogPart& p = log.sheepshead();
  if (p.picker < 0) {
    std::fill(roles.begin(), roles.end(), log.plays.empty() ? "" : "leaster");
    return roles;
  }
  int partner = -1;
  bool known = true;
  const Card card = partner_card(log);
  if (card != kNoCard) {
    partner = dealt_holder(log, card);
    if (partner == p.picker) partner = -1;
    // Without the deal the partner shows only by playing the called card.
    if (!log.deal_known) {
      known = false;
      for (std::size_t i = 0; i < log.plays.size() && i < log.play_seat.size(); ++i) {
        if (log.plays[i] == card) {
          partner = log.play_seat[i];
          known = true;
        }
      }
    }
  }
  for (int s = 0; s < n; ++s) {
    std::string& r = roles[static_cast<std::size_t>(s)];
    if (s == p.picker) {
      r = "picker";
    } else if (s == partner) {
      r = "partner";
    } else {
      r = known ? "defender" : "";
    }
  }
  return roles;
}

std::string sheepshead_contract_name(const DealLog& log) {
  const SheepsheadLogPart& p = log.sheepshead();
  if (p.picker < 0) return log.plays.empty() ? "thrown in" : "leaster";
  if (!p.call && !p.rules.has_partner()) return "alone";
  if (!p.call && p.rules.partner_rule == PartnerRule::kJackOfDiamonds) return "jack of diamonds";
  if (!p.call) return "";
  switch (p.call->type) {
    case CallType::kAce:
      return "ace call";
    case CallType::kTen:
      return "ten call";
    case CallType::kUnknown:
      return "unknown call";
    case CallType::kAlone:
      return "alone";
    case CallType::kJack:
      return "call-up";
  }
  return "";
}

}  // namespace engine::detail
