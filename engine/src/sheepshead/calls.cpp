// Sheepshead's calls (RULES.md SS-6, SS-14.1: the called ace, ten, unknown and the jack
// call-up) and the settlement amounts (SS-10, SS-14.2).
#include "engine/sheepshead.h"

#include <algorithm>
#include <cassert>

#include "sheepshead/internal.h"

namespace engine {

// --- Calls -----------------------------------------------------------------------------------

Card Call::called_card() const {
  switch (type) {
    case CallType::kAce:
    case CallType::kUnknown:
      return make_card(suit, Rank::kAce);
    case CallType::kTen:
      return make_card(suit, Rank::kTen);
    case CallType::kJack:
      return make_card(suit, Rank::kJack);
    case CallType::kAlone:
      return kNoCard;
  }
  return kNoCard;
}

std::string call_string(const Call& c) {
  switch (c.type) {
    case CallType::kAce:
      return "ace of " + suit_name(c.suit);
    case CallType::kTen:
      return "ten of " + suit_name(c.suit);
    case CallType::kUnknown:
      return "unknown ace of " + suit_name(c.suit) +
             (c.under == kNoCard ? "" : " (under " + card_code(c.under) + ")");
    case CallType::kAlone:
      return "alone";
    case CallType::kJack:
      return "jack of " + suit_name(c.suit) + " (call-up)";
  }
  return "?";
}

namespace {
struct CallFacts {
  ContractTable table;
  std::vector<Suit> fail_suits;
  bool all_aces = true;
  bool any_ace_call = false;
  // A fail suit whose ace is not in P has a card in P: had he kept it, an ACE call was legal.
  // Under ss_unknown_judged_on = eight that forbids UNKNOWN; kNoCard when there is none.
  Card callable_on_eight = kNoCard;
};

CallFacts call_facts(const SheepsheadRules& rules, CardMask h, CardMask b) {
  CallFacts f;
  f.table = sheepshead_table_for(rules);
  CardMask p = h | b;
  for (int i = 0; i < 4; ++i) {
    Suit s = static_cast<Suit>(i);
    if (s == rules.trump_suit) continue;
    f.fail_suits.push_back(s);
    Card ace = make_card(s, Rank::kAce);
    if (!has(p, ace)) {
      f.all_aces = false;
      if (h & f.table.suit_mask[i]) f.any_ace_call = true;
      if ((p & f.table.suit_mask[i]) && f.callable_on_eight == kNoCard) {
        f.callable_on_eight = ace;
      }
    }
  }
  return f;
}
}  // namespace

namespace {
// SS-14.1: the jack a picker holding JD calls up to: the next-highest jack he lacks among his
// cards before the bury (JH, then JS, then JC); kNoCard when he holds all four.
Card call_up_jack(CardMask eight) {
  for (Suit s : {Suit::kHearts, Suit::kSpades, Suit::kClubs}) {
    const Card j = make_card(s, Rank::kJack);
    if (!has(eight, j)) return j;
  }
  return kNoCard;
}

using sheepshead_internal::kJackOfDiamonds;

// The partner-rule part of check_call for the tables without called suits (SS-14.1, SS-14.2).
std::optional<std::string> check_call_without_suits(const SheepsheadRules& rules, CardMask p,
                                                    const Call& call) {
  const std::string what = card_code(call.called_card()) + " cannot be called: ";
  if (!rules.has_partner()) {
    return what + "with " + std::to_string(rules.seats()) +
           " seats the picker always plays alone (SS-14.2)";
  }
  if (call.type != CallType::kJack) {
    return what + "under ss_partner_rule = jack_of_diamonds the holder of JD is the partner";
  }
  if (!rules.jd_call_up) return what + "call-ups are off (ss_jd_call_up)";
  if (!has(p, kJackOfDiamonds)) return what + "only a picker who holds JD calls up";
  const Card target = call_up_jack(p);
  if (target == kNoCard) return what + "the picker holds all four jacks";
  if (call.called_card() != target) {
    return what + "the picker calls up to the next-highest jack he lacks, " + card_code(target);
  }
  return std::nullopt;
}
}  // namespace

std::optional<std::string> check_call(const SheepsheadRules& rules, CardMask h, CardMask b,
                                      const Call& call) {
  if (call.type == CallType::kAlone) return std::nullopt;
  if (!rules.has_partner() || rules.partner_rule == PartnerRule::kJackOfDiamonds) {
    return check_call_without_suits(rules, h | b, call);
  }
  const CallFacts f = call_facts(rules, h, b);
  const CardMask p = h | b;
  const int si = static_cast<int>(call.suit);
  if (call.suit == rules.trump_suit) {
    return card_code(call.called_card()) + " cannot be called: " + suit_name(call.suit) +
           " are trump";
  }
  const Card ace = make_card(call.suit, Rank::kAce);
  const Card ten = make_card(call.suit, Rank::kTen);
  const bool holds_suit = (h & f.table.suit_mask[si]) != 0;
  const std::string who = "the picker";
  switch (call.type) {
    case CallType::kAce:
      if (has(h, ace))
        return card_code(ace) + " cannot be called: the picker holds the " + card_name(ace);
      if (has(b, ace))
        return card_code(ace) + " cannot be called: the picker buried the " + card_name(ace);
      if (!holds_suit) {
        return card_code(ace) + " cannot be called: the picker holds no " + suit_name(call.suit) +
               " after the bury";
      }
      return std::nullopt;
    case CallType::kTen:
      if (!rules.allow_ten_call) return card_code(ten) + " cannot be called: ten calls are off";
      if (!f.all_aces) {
        return card_code(ten) +
               " cannot be called: a ten may be called only by a picker who "
               "holds all three fail aces";
      }
      if (has(p, ten))
        return card_code(ten) + " cannot be called: the picker holds the " + card_name(ten);
      if (!holds_suit) {
        return card_code(ten) + " cannot be called: the picker holds no " + suit_name(call.suit) +
               " after the bury";
      }
      if (rules.ten_hold_is_ace && !has(h, ace)) {
        return card_code(ten) + " cannot be called: the picker must keep the " + card_name(ace) +
               " in hand to call its ten";
      }
      return std::nullopt;
    case CallType::kUnknown: {
      const std::string what = "an unknown " + card_code(ace) + " cannot be called: ";
      if (!rules.allow_unknown) return what + "unknown calls are off";
      if (f.any_ace_call) return what + "the picker can call an ace";
      if (f.all_aces) return what + "the picker holds all three fail aces";
      if (has(p, ace)) return what + "the picker holds the " + card_name(ace);
      const bool on_eight = rules.unknown_judged_on == UnknownJudgedOn::kEight;
      if (on_eight && f.callable_on_eight != kNoCard) {
        return what + "the picker's eight cards before the bury held " +
               suit_name(suit_of(f.callable_on_eight)) + " without their ace, so " +
               card_code(f.callable_on_eight) + " was callable (ss_unknown_judged_on = eight)";
      }
      if (rules.unknown_rule == UnknownRule::kOnlyAces) {
        const CardMask judged = on_eight ? p : h;
        for (Suit s : f.fail_suits) {
          if (judged & f.table.suit_mask[static_cast<int>(s)] & ~bit(make_card(s, Rank::kAce))) {
            return what + (on_eight ? "the picker's eight cards held" : "the picker holds") +
                   " fail cards other than aces (ss_unknown_rule = only_aces" +
                   (on_eight ? ", ss_unknown_judged_on = eight)" : ")");
          }
        }
      }
      if (call.under == kNoCard || !has(h, call.under)) {
        return what + "the under card must be one of the picker's cards after the bury";
      }
      if (rules.under_must_be_fail && f.table.eff_suit[call.under] == kTrump &&
          (h & ~f.table.trumps()) != 0) {
        return what + "the under card must be a fail card (ss_under_must_be_fail)";
      }
      return std::nullopt;
    }
    case CallType::kAlone:
      break;
    case CallType::kJack:
      return card_code(call.called_card()) +
             " cannot be called: call-ups belong to ss_partner_rule = jack_of_diamonds";
  }
  return std::nullopt;
}

std::vector<Call> legal_calls(const SheepsheadRules& rules, CardMask h, CardMask b) {
  std::vector<Call> out;
  if (!rules.has_partner() || rules.partner_rule == PartnerRule::kJackOfDiamonds) {
    const Card up = call_up_jack(h | b);
    if (rules.has_partner() && rules.jd_call_up && has(h | b, kJackOfDiamonds) && up != kNoCard) {
      out.push_back(Call{CallType::kJack, suit_of(up), kNoCard});
    }
    out.push_back(Call{CallType::kAlone, Suit::kClubs, kNoCard});
    return out;
  }
  for (int i = 0; i < 4; ++i) {
    Suit s = static_cast<Suit>(i);
    if (s == rules.trump_suit) continue;
    for (CallType t : {CallType::kAce, CallType::kTen}) {
      Call c{t, s, kNoCard};
      if (!check_call(rules, h, b, c)) out.push_back(c);
    }
    for (Card u : cards(h)) {
      Call c{CallType::kUnknown, s, u};
      if (!check_call(rules, h, b, c)) out.push_back(c);
    }
  }
  out.push_back(Call{CallType::kAlone, Suit::kClubs, kNoCard});
  return out;
}

// --- Settlement ------------------------------------------------------------------------------

int sheepshead_defender_amount(const SheepsheadRules& rules, int pp, int picker_side_tricks,
                               int defender_tricks) {
  const int bump = rules.double_on_bump ? 2 : 1;
  if (pp >= 61) {
    if (defender_tricks == 0) return 3;
    if (pp >= 91) return 2;
    return 1;
  }
  if (picker_side_tricks == 0) return -3 * bump;
  if (pp <= 30) return -2 * bump;
  return -1 * bump;
}

int sheepshead_picker_units(int d, bool alone, int multiplier, int seats) {
  return (alone ? seats - 1 : 2) * d * multiplier;
}

}  // namespace engine
