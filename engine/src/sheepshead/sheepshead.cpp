#include "engine/sheepshead.h"

#include <algorithm>
#include <cassert>

#include "rule_flag_checks.h"

namespace engine {

// --- Rules and flags -------------------------------------------------------------------------

std::optional<SheepsheadRules> sheepshead_preset(std::string_view name) {
  SheepsheadRules r;
  if (name == "sheepshead") return r;
  if (name == "sheepshead_1988") {
    r.all_pass = AllPass::kDoubler;
    r.doubler_mode = DoublerMode::kQueue;
    r.ten_hold_is_ace = true;
    r.unknown_rule = UnknownRule::kNoCallableSuit;
    r.called_ten_wins = false;
    return r;
  }
  // SS-14: the Wisconsin tables.
  if (name == "sheepshead_jack_of_diamonds") {
    r.partner_rule = PartnerRule::kJackOfDiamonds;
    return r;
  }
  if (name == "sheepshead_jack_of_diamonds_crack") {
    r.partner_rule = PartnerRule::kJackOfDiamonds;
    r.jd_call_up = true;
    r.crack = true;
    r.blitz = true;
    return r;
  }
  if (name == "sheepshead_3_handed") {
    r.players = 3;
    return r;
  }
  if (name == "sheepshead_4_handed") {
    r.players = 4;
    return r;
  }
  return std::nullopt;
}

const std::vector<std::string_view>& sheepshead_preset_names() {
  static const std::vector<std::string_view> kNames = {"sheepshead",
                                                       "sheepshead_1988",
                                                       "sheepshead_jack_of_diamonds",
                                                       "sheepshead_jack_of_diamonds_crack",
                                                       "sheepshead_3_handed",
                                                       "sheepshead_4_handed"};
  return kNames;
}

// Sub-options of a variant that is off are refused rather than ignored, so that a table never
// looks as if it played a rule it does not (e.g. red blitzes without blitzes).
std::optional<std::string> check_sheepshead_rules(const SheepsheadRules& r) {
  if (r.players < 3 || r.players > 5) {
    return "ss_players must be 3, 4 or 5 (SS-14.2), not " + std::to_string(r.players);
  }
  if (r.partner_rule == PartnerRule::kJackOfDiamonds && r.players != 5) {
    return "ss_partner_rule = jack_of_diamonds needs five seats, but ss_players = " +
           std::to_string(r.players) +
           ": with three or four seats the picker always plays alone "
           "(SS-14.2)";
  }
  if (r.jd_call_up && r.partner_rule != PartnerRule::kJackOfDiamonds) {
    return std::string(
        "ss_jd_call_up needs ss_partner_rule = jack_of_diamonds: the call-up replaces the "
        "jack of diamonds as partner card (SS-14.1)");
  }
  if (r.crack_by != CrackBy::kAnyNonPicker && !r.crack) {
    return std::string(
        "ss_crack_by = no_chance_to_pick needs ss_crack = true: it says who may crack (SS-14.3)");
  }
  if (r.blitz_red && !r.blitz) {
    return std::string(
        "ss_blitz_red needs ss_blitz = true: red blitzes come on top of black ones (SS-14.4)");
  }
  if (r.max_multiplier < 0) return std::string("ss_max_multiplier must be 0 (no cap) or more");
  return std::nullopt;
}

namespace {

using rule_flags::want_bool;
using rule_flags::want_int;
using rule_flags::want_string;

std::string bad_choice(std::string_view name, const std::string& got, std::string_view allowed) {
  return std::string(name) + " cannot be \"" + got + "\" (allowed: " + std::string(allowed) + ")";
}

}  // namespace

std::optional<std::string> set_sheepshead_flag(SheepsheadRules& r, std::string_view name,
                                               const FlagValue& v) {
  std::string s;
  if (name == "ss_trump_suit") {
    if (auto e = want_string(v, name, s)) return e;
    if (s == "D")
      r.trump_suit = Suit::kDiamonds;
    else if (s == "C")
      r.trump_suit = Suit::kClubs;
    else
      return bad_choice(name, s, "\"D\", \"C\"");
    return std::nullopt;
  }
  if (name == "ss_all_pass") {
    if (auto e = want_string(v, name, s)) return e;
    if (s == "leaster")
      r.all_pass = AllPass::kLeaster;
    else if (s == "doubler")
      r.all_pass = AllPass::kDoubler;
    else if (s == "forced_pick")
      r.all_pass = AllPass::kForcedPick;
    else
      return bad_choice(name, s, "\"leaster\", \"doubler\", \"forced_pick\"");
    return std::nullopt;
  }
  if (name == "ss_unknown_rule") {
    if (auto e = want_string(v, name, s)) return e;
    if (s == "no_callable_suit")
      r.unknown_rule = UnknownRule::kNoCallableSuit;
    else if (s == "only_aces")
      r.unknown_rule = UnknownRule::kOnlyAces;
    else
      return bad_choice(name, s, "\"no_callable_suit\", \"only_aces\"");
    return std::nullopt;
  }
  if (name == "ss_leaster_blind") {
    if (auto e = want_string(v, name, s)) return e;
    if (s == "aside")
      r.leaster_blind = LeasterBlind::kAside;
    else if (s == "last_trick")
      r.leaster_blind = LeasterBlind::kLastTrick;
    else if (s == "first_trick")
      r.leaster_blind = LeasterBlind::kFirstTrick;
    else
      return bad_choice(name, s, "\"aside\", \"last_trick\", \"first_trick\"");
    return std::nullopt;
  }
  if (name == "ss_doubler_mode") {
    if (auto e = want_string(v, name, s)) return e;
    if (s == "queue")
      r.doubler_mode = DoublerMode::kQueue;
    else if (s == "stack")
      r.doubler_mode = DoublerMode::kStack;
    else if (s == "single")
      r.doubler_mode = DoublerMode::kSingle;
    else
      return bad_choice(name, s, "\"queue\", \"stack\", \"single\"");
    return std::nullopt;
  }
  if (name == "ss_allow_ten_call") return want_bool(v, name, r.allow_ten_call);
  if (name == "ss_allow_unknown") return want_bool(v, name, r.allow_unknown);
  if (name == "ss_under_must_be_fail") return want_bool(v, name, r.under_must_be_fail);
  if (name == "ss_under_lead_allowed") return want_bool(v, name, r.under_lead_allowed);
  if (name == "ss_ten_hold_is_ace") return want_bool(v, name, r.ten_hold_is_ace);
  if (name == "ss_called_ten_wins") return want_bool(v, name, r.called_ten_wins);
  if (name == "ss_double_on_bump") return want_bool(v, name, r.double_on_bump);
  if (name == "ss_hands_per_game") return want_int(v, name, 1, 1000, r.hands_per_game);
  if (name == "ss_max_multiplier") return want_int(v, name, 0, 1 << 20, r.max_multiplier);
  if (name == "ss_partner_rule") {
    if (auto e = want_string(v, name, s)) return e;
    if (s == "called_ace")
      r.partner_rule = PartnerRule::kCalledAce;
    else if (s == "jack_of_diamonds")
      r.partner_rule = PartnerRule::kJackOfDiamonds;
    else
      return bad_choice(name, s, "\"called_ace\", \"jack_of_diamonds\"");
    return std::nullopt;
  }
  if (name == "ss_crack_by") {
    if (auto e = want_string(v, name, s)) return e;
    if (s == "any_non_picker")
      r.crack_by = CrackBy::kAnyNonPicker;
    else if (s == "no_chance_to_pick")
      r.crack_by = CrackBy::kNoChanceToPick;
    else
      return bad_choice(name, s, "\"any_non_picker\", \"no_chance_to_pick\"");
    return std::nullopt;
  }
  if (name == "ss_players") return want_int(v, name, 3, 5, r.players);
  if (name == "ss_jd_call_up") return want_bool(v, name, r.jd_call_up);
  if (name == "ss_crack") return want_bool(v, name, r.crack);
  if (name == "ss_blitz") return want_bool(v, name, r.blitz);
  if (name == "ss_blitz_red") return want_bool(v, name, r.blitz_red);
  if (name == "ui_trick_review" || name == "lesson_cheap_trick_max") return std::nullopt;
  return "unknown rule flag " + std::string(name);
}

std::vector<std::pair<std::string, FlagValue>> sheepshead_flags_diff(const SheepsheadRules& r,
                                                                     std::string_view preset) {
  SheepsheadRules base = sheepshead_preset(preset).value_or(SheepsheadRules{});
  std::vector<std::pair<std::string, FlagValue>> out;
  auto str = [](std::string s) { return FlagValue{std::move(s)}; };
  if (r.trump_suit != base.trump_suit) {
    out.emplace_back("ss_trump_suit", str(r.trump_suit == Suit::kClubs ? "C" : "D"));
  }
  if (r.all_pass != base.all_pass) {
    const char* names[] = {"leaster", "doubler", "forced_pick"};
    out.emplace_back("ss_all_pass", str(names[static_cast<int>(r.all_pass)]));
  }
  if (r.unknown_rule != base.unknown_rule) {
    out.emplace_back(
        "ss_unknown_rule",
        str(r.unknown_rule == UnknownRule::kOnlyAces ? "only_aces" : "no_callable_suit"));
  }
  if (r.leaster_blind != base.leaster_blind) {
    const char* names[] = {"aside", "last_trick", "first_trick"};
    out.emplace_back("ss_leaster_blind", str(names[static_cast<int>(r.leaster_blind)]));
  }
  if (r.doubler_mode != base.doubler_mode) {
    const char* names[] = {"queue", "stack", "single"};
    out.emplace_back("ss_doubler_mode", str(names[static_cast<int>(r.doubler_mode)]));
  }
  auto flag = [&](const char* name, bool a, bool b) {
    if (a != b) out.emplace_back(name, FlagValue{a});
  };
  flag("ss_allow_ten_call", r.allow_ten_call, base.allow_ten_call);
  flag("ss_allow_unknown", r.allow_unknown, base.allow_unknown);
  flag("ss_under_must_be_fail", r.under_must_be_fail, base.under_must_be_fail);
  flag("ss_under_lead_allowed", r.under_lead_allowed, base.under_lead_allowed);
  flag("ss_ten_hold_is_ace", r.ten_hold_is_ace, base.ten_hold_is_ace);
  flag("ss_called_ten_wins", r.called_ten_wins, base.called_ten_wins);
  flag("ss_double_on_bump", r.double_on_bump, base.double_on_bump);
  if (r.hands_per_game != base.hands_per_game) {
    out.emplace_back("ss_hands_per_game", FlagValue{std::int64_t{r.hands_per_game}});
  }
  if (r.max_multiplier != base.max_multiplier) {
    out.emplace_back("ss_max_multiplier", FlagValue{std::int64_t{r.max_multiplier}});
  }
  if (r.partner_rule != base.partner_rule) {
    out.emplace_back(
        "ss_partner_rule",
        str(r.partner_rule == PartnerRule::kJackOfDiamonds ? "jack_of_diamonds" : "called_ace"));
  }
  flag("ss_jd_call_up", r.jd_call_up, base.jd_call_up);
  if (r.players != base.players) {
    out.emplace_back("ss_players", FlagValue{std::int64_t{r.players}});
  }
  flag("ss_crack", r.crack, base.crack);
  if (r.crack_by != base.crack_by) {
    out.emplace_back("ss_crack_by", str(r.crack_by == CrackBy::kNoChanceToPick ? "no_chance_to_pick"
                                                                               : "any_non_picker"));
  }
  flag("ss_blitz", r.blitz, base.blitz);
  flag("ss_blitz_red", r.blitz_red, base.blitz_red);
  return out;
}

ContractTable sheepshead_table_for(const SheepsheadRules& rules) {
  return sheepshead_table(rules.trump_suit);
}

// --- Deal ------------------------------------------------------------------------------------

// SS-3.1 for any table: seat (dealer+1+k) receives the k-th packet of hand_size() positions,
// the blind the last blind_size() positions (for five seats: 6k..6k+5 and 30, 31).
SheepsheadDeal deal_sheepshead(std::uint64_t seed, int dealer, int players) {
  assert(players >= 3 && players <= 5);
  SheepsheadRules table;
  table.players = players;
  const int n = table.hand_size();
  std::array<Card, kNumCards> pack{};
  for (int i = 0; i < kNumCards; ++i) pack[i] = static_cast<Card>(i);
  Rng rng(seed);
  shuffle(pack.data(), pack.size(), rng);
  SheepsheadDeal d;
  for (int k = 0; k < players; ++k) {
    const int seat = (dealer + 1 + k) % players;
    for (int j = 0; j < n; ++j) d.hands[seat] |= bit(pack[n * k + j]);
  }
  for (int i = n * players; i < kNumCards; ++i) d.blind |= bit(pack[i]);
  return d;
}

// --- Names -----------------------------------------------------------------------------------

std::string suit_name(Suit s) {
  static const char* kNames[] = {"clubs", "spades", "hearts", "diamonds"};
  return kNames[static_cast<int>(s)];
}

std::string card_name(Card c) {
  static const char* kRanks[] = {"seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"};
  return std::string(kRanks[static_cast<int>(rank_of(c))]) + " of " + suit_name(suit_of(c));
}

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

constexpr Card kJackOfDiamonds = make_card(Suit::kDiamonds, Rank::kJack);

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
      if (rules.unknown_rule == UnknownRule::kOnlyAces) {
        for (Suit s : f.fail_suits) {
          if (h & f.table.suit_mask[static_cast<int>(s)] & ~bit(make_card(s, Rank::kAce))) {
            return what +
                   "the picker holds fail cards other than aces (ss_unknown_rule = only_aces)";
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

// --- Hand ------------------------------------------------------------------------------------

SheepsheadHand::SheepsheadHand(const SheepsheadRules& rules, int dealer, const SheepsheadDeal& deal,
                               int multiplier)
    : rules_(rules), dealer_(dealer), deal_(deal), multiplier_(multiplier) {
  assert(!check_sheepshead_rules(rules));
  assert(dealer >= 0 && dealer < rules.seats());
}

int SheepsheadHand::multiplier() const {
  // At most four announcements (crack, re-crack, two blitzes), so the shift cannot overflow.
  std::int64_t m = std::int64_t{multiplier_} << announcements_.size();
  if (rules_.max_multiplier > 0) m = std::min<std::int64_t>(m, rules_.max_multiplier);
  return static_cast<int>(m);
}

int SheepsheadHand::to_act() const {
  switch (phase_) {
    case Phase::kPick:
      return (dealer_ + 1 + static_cast<int>(auction_.size())) % seats();
    case Phase::kBury:
    case Phase::kCall:
      return picker_;
    case Phase::kAnnounce:
      return announce_seat_;
    case Phase::kPlay:
      return play_.to_move(play_rules_);
    case Phase::kDone:
      return -1;
  }
  return -1;
}

bool SheepsheadHand::can_pass() const {
  return !(rules_.all_pass == AllPass::kForcedPick &&
           auction_.size() == static_cast<std::size_t>(seats() - 1));
}

std::optional<std::string> SheepsheadHand::pick(bool take) {
  if (phase_ != Phase::kPick) return std::string("the picking phase is over");
  if (!take && !can_pass()) return std::string("the dealer must pick: everyone else passed");
  const int seat = to_act();
  auction_.push_back(take);
  if (take) {
    picker_ = seat;
    picker_eight_ = deal_.hands[seat] | deal_.blind;
    phase_ = Phase::kBury;
    return std::nullopt;
  }
  if (auction_.size() == static_cast<std::size_t>(seats())) {
    if (rules_.all_pass == AllPass::kDoubler) {
      thrown_in_ = true;
      phase_ = Phase::kDone;
    } else {
      leaster_ = true;
      start_play();
    }
  }
  return std::nullopt;
}

CardMask SheepsheadHand::picker_cards() const {
  if (picker_ < 0) return 0;
  if (phase_ == Phase::kBury) return picker_eight_;
  return picker_eight_ & ~buried_;
}

// After the bury: the called-ace table calls (SS-6); under the jack-of-diamonds rule only a
// picker holding JD with call-ups on does (SS-14.1); a picker holding JD without call-ups is
// ALONE without a call phase (called() = ALONE, as a deal log writes it); a JD partner and the
// three- and four-handed tables make no call at all (called() stays empty).
std::optional<std::string> SheepsheadHand::bury(CardMask cards) {
  if (phase_ != Phase::kBury) return std::string("nothing can be buried now");
  const int n = rules_.blind_size();
  if (count(cards) != n) {
    return "exactly " + std::string(n == 2 ? "two" : "four") + " cards must be buried";
  }
  CardMask extra = cards & ~picker_eight_;
  if (extra) {
    return "the picker does not hold " + card_code(lowest(extra)) +
           " (hand and blind: " + mask_string(picker_eight_) + ")";
  }
  buried_ = cards;
  if (!rules_.has_partner()) {
    start_play();
    return std::nullopt;
  }
  if (rules_.partner_rule == PartnerRule::kCalledAce ||
      (rules_.jd_call_up && has(picker_eight_, kJackOfDiamonds))) {
    phase_ = Phase::kCall;
    return std::nullopt;
  }
  if (has(picker_eight_, kJackOfDiamonds)) call_ = Call{CallType::kAlone, Suit::kClubs, kNoCard};
  start_play();
  return std::nullopt;
}

std::vector<Call> SheepsheadHand::legal_calls() const {
  if (phase_ != Phase::kCall) return {};
  return engine::legal_calls(rules_, picker_eight_ & ~buried_, buried_);
}

std::optional<std::string> SheepsheadHand::call(const Call& c) {
  if (phase_ != Phase::kCall) return std::string("no call can be made now");
  if (auto e = check_call(rules_, picker_eight_ & ~buried_, buried_, c)) return e;
  call_ = c;
  start_play();
  return std::nullopt;
}

void SheepsheadHand::start_play() {
  const int n = seats();
  // The partnership is fixed from here on (partner_card() reads the phase).
  phase_ = Phase::kPlay;
  play_rules_ = PlayRules{};
  play_rules_.num_players = n;
  play_rules_.tricks = rules_.hand_size();
  play_rules_.table = sheepshead_table_for(rules_);
  play_rules_.under_lead_allowed = rules_.under_lead_allowed;
  play_rules_.called_ten_wins = rules_.called_ten_wins;
  play_ = PlayState{};
  for (int s = 0; s < n; ++s) play_.hands[s] = deal_.hands[s];
  if (!leaster_) {
    play_rules_.picker = static_cast<std::uint8_t>(picker_);
    play_.hands[picker_] = picker_eight_ & ~buried_;
    // Called suits (SS-8.3 to SS-8.5) exist only for ACE, TEN and UNKNOWN calls; a call-up
    // names a partner card without them.
    if (call_ && call_->type != CallType::kAlone && call_->type != CallType::kJack) {
      play_rules_.called = call_->called_card();
      play_rules_.called_suit = static_cast<std::uint8_t>(call_->suit);
      if (call_->type == CallType::kUnknown) {
        play_rules_.under = call_->under;
        play_.hands[picker_] &= ~bit(call_->under);
        play_.under_pending = true;
      } else if (call_->type == CallType::kTen && rules_.ten_hold_is_ace) {
        play_rules_.hold = HoldRule::kAce;
      } else {
        play_rules_.hold = HoldRule::kOneCard;
      }
    }
    play_rules_.partner_card = partner_card();
  }
  play_.leader = static_cast<std::uint8_t>((dealer_ + 1) % n);
  if (!leaster_ && (rules_.crack || rules_.blitz)) {
    phase_ = Phase::kAnnounce;
    polled_ = 0;
    next_poll_turn();
  }
}

// --- Announcements (SS-14.3, SS-14.4) ---------------------------------------------------------

std::string announce_string(Announce a) {
  switch (a) {
    case Announce::kPass:
      return "pass";
    case Announce::kCrack:
      return "crack";
    case Announce::kRecrack:
      return "re-crack";
    case Announce::kBlitzBlack:
      return "blitz (QC QS)";
    case Announce::kBlitzRed:
      return "blitz (QH QD)";
  }
  return "?";
}

std::optional<std::string> SheepsheadHand::why_not(int seat, Announce a) const {
  if (phase_ != Phase::kAnnounce) return std::string("no announcement can be made now");
  if (a == Announce::kPass) return std::nullopt;
  const std::string who = "seat " + std::to_string(seat);
  if (answering_ > 0) {
    if (a == Announce::kRecrack) return std::nullopt;
    return who + " cannot make a " + announce_string(a) + " now: he answers seat " +
           std::to_string(cracker_) + "'s crack with a re-crack or a pass";
  }
  auto shown_by = [&](Announce k) {
    for (const Announcement& x : announcements_) {
      if (x.kind == k) return x.seat;
    }
    return -1;
  };
  switch (a) {
    case Announce::kPass:
      return std::nullopt;
    case Announce::kCrack: {
      if (!rules_.crack) return who + " cannot crack: cracking is off (ss_crack)";
      if (seat == picker_) return who + " cannot crack: the picker does not crack his own hand";
      if (cracker_ >= 0) {
        return who + " cannot crack: seat " + std::to_string(cracker_) +
               " already cracked, and a hand is cracked once";
      }
      const int n = seats();
      auto pick_turn = [&](int s) { return (s - dealer_ - 1 + 2 * n) % n; };
      if (rules_.crack_by == CrackBy::kNoChanceToPick && pick_turn(seat) < pick_turn(picker_)) {
        return who +
               " cannot crack: only seats after the picker may crack (ss_crack_by = "
               "no_chance_to_pick)";
      }
      return std::nullopt;
    }
    case Announce::kRecrack:
      if (!rules_.crack) return who + " cannot re-crack: cracking is off (ss_crack)";
      if (cracker_ < 0) return who + " cannot re-crack: nobody has cracked";
      return who +
             " cannot re-crack: only the picker, or after him his partner, answers a crack, "
             "right after it";
    case Announce::kBlitzBlack:
    case Announce::kBlitzRed: {
      const bool red = a == Announce::kBlitzRed;
      const Card q1 = make_card(red ? Suit::kHearts : Suit::kClubs, Rank::kQueen);
      const Card q2 = make_card(red ? Suit::kDiamonds : Suit::kSpades, Rank::kQueen);
      const std::string what = red ? "the red queens" : "the black queens";
      if (!rules_.blitz) return who + " cannot show " + what + ": blitzes are off (ss_blitz)";
      if (red && !rules_.blitz_red) {
        return who + " cannot show " + what + ": red blitzes are off (ss_blitz_red)";
      }
      if (const int by = shown_by(a); by >= 0) {
        return who + " cannot show " + what + ": seat " + std::to_string(by) + " already did";
      }
      const CardMask pair = bit(q1) | bit(q2);
      if ((hand_of(seat) & pair) != pair) {
        return who + " cannot show " + what + ": he does not hold both " + card_code(q1) + " and " +
               card_code(q2);
      }
      return std::nullopt;
    }
  }
  return std::string("not an announcement");
}

std::vector<Announce> SheepsheadHand::poll_options(int seat) const {
  std::vector<Announce> out{Announce::kPass};
  for (Announce a : {Announce::kCrack, Announce::kBlitzBlack, Announce::kBlitzRed}) {
    if (!why_not(seat, a)) out.push_back(a);
  }
  return out;
}

std::vector<Announce> SheepsheadHand::legal_announcements() const {
  if (phase_ != Phase::kAnnounce) return {};
  if (answering_ > 0) return {Announce::kPass, Announce::kRecrack};
  return poll_options(announce_seat_);
}

void SheepsheadHand::next_poll_turn() {
  answering_ = 0;
  const int n = seats();
  while (polled_ < n) {
    const int seat = (dealer_ + 1 + polled_) % n;
    ++polled_;
    if (poll_options(seat).size() > 1) {
      announce_seat_ = seat;
      return;
    }
  }
  announce_seat_ = -1;
  phase_ = Phase::kPlay;
}

// A crack ends the cracker's turn and hands the answer to the picker, then (if he passes) to
// the partner; a blitz keeps the turn while the seat has something left to announce.
std::optional<std::string> SheepsheadHand::announce(Announce a) {
  if (phase_ != Phase::kAnnounce) return std::string("no announcement can be made now");
  const int seat = announce_seat_;
  if (auto e = why_not(seat, a)) return e;
  ++poll_turns_;
  if (a != Announce::kPass) announcements_.push_back(Announcement{seat, a});
  if (answering_ > 0) {
    const int p = partner();
    if (a == Announce::kPass && answering_ == 1 && p >= 0 && p != cracker_) {
      answering_ = 2;
      announce_seat_ = p;
      return std::nullopt;
    }
    next_poll_turn();
    return std::nullopt;
  }
  if (a == Announce::kCrack) {
    cracker_ = seat;
    answering_ = 1;
    announce_seat_ = picker_;
    return std::nullopt;
  }
  if (a == Announce::kPass || poll_options(seat).size() <= 1) next_poll_turn();
  return std::nullopt;
}

std::optional<AnnouncementError> replay_announcements(SheepsheadHand& h,
                                                      const std::vector<Announcement>& made,
                                                      bool finish) {
  std::size_t i = 0;
  std::string why;  // why the listed seat could not make it when last asked
  while (i < made.size()) {
    const Announcement& a = made[i];
    if (a.kind == Announce::kPass) return AnnouncementError{i, "passes are not listed"};
    if (h.phase() != Phase::kAnnounce) {
      if (!why.empty()) return AnnouncementError{i, why};
      return AnnouncementError{i, "seat " + std::to_string(a.seat) + "'s " +
                                      announce_string(a.kind) +
                                      " cannot be made: the poll does not ask seat " +
                                      std::to_string(a.seat) + " after what was listed before it"};
    }
    if (h.to_act() == a.seat) {
      const auto e = h.announce(a.kind);
      if (!e) {
        ++i;
        why.clear();
        continue;
      }
      why = *e;
    }
    const auto e = h.announce(Announce::kPass);
    assert(!e);
    (void)e;
  }
  while (finish && h.phase() == Phase::kAnnounce) {
    const auto e = h.announce(Announce::kPass);
    assert(!e);
    (void)e;
  }
  return std::nullopt;
}

// --- Play ------------------------------------------------------------------------------------

CardMask SheepsheadHand::legal_cards() const {
  if (phase_ != Phase::kPlay) return 0;
  return legal_moves(play_rules_, play_);
}

std::optional<std::string> SheepsheadHand::play(Card c) {
  if (phase_ != Phase::kPlay) return std::string("no card can be played now");
  if (c >= kNumCards) return std::string("not a card");
  if (!has(legal_cards(), c)) return explain_illegal(c).value_or("not legal");
  PlayUndo u;
  make_move(play_rules_, play_, c, u);
  plays_.push_back(c);
  if (u.completed && play_.tricks_done == 1) first_trick_winner_ = u.winner;
  if (play_.finished(play_rules_)) phase_ = Phase::kDone;
  return std::nullopt;
}

std::optional<std::string> SheepsheadHand::explain_illegal(Card c) const {
  if (phase_ != Phase::kPlay) return std::string("no card can be played now");
  const CardMask legal = legal_cards();
  if (has(legal, c)) return std::nullopt;
  const int p = to_act();
  const std::string who = "seat " + std::to_string(p);
  const PlayRules& r = play_rules_;
  const CardMask hand = play_.hands[p];
  const bool is_under = c == r.under && play_.under_pending && p == r.picker;
  if (!has(hand, c) && !is_under) {
    if (c == r.under && p == r.picker && play_.under_pending) {
      return card_code(c) + " is the under card";
    }
    return who + " does not hold " + card_code(c);
  }
  const std::string s_name = r.called != kNoCard ? suit_name(static_cast<Suit>(r.called_suit)) : "";
  if (play_.under_pending && p == r.picker && legal == bit(r.under)) {
    return "the picker must play the under card when " + s_name + " are first led";
  }
  if (r.called != kNoCard && legal == bit(r.called) && play_.opening_trick) {
    return who + " holds the called " + card_name(r.called) + " and must play it when " + s_name +
           " are first led";
  }
  if (play_.trick_size == 0) {
    if (is_under) return std::string("the under card may not be led (ss_under_lead_allowed)");
    return "while " + s_name + " have not been led, the holder of the called " +
           card_name(r.called) + " may lead " + s_name + " only with the called card itself";
  }
  if (is_under) {
    return "the under card " + card_code(c) + " is played only when " + s_name +
           " are first led, or as the picker's last card";
  }
  const std::uint8_t led = play_.led_suit(r);
  const CardMask follow = hand & r.table.suit_mask[led];
  const std::string led_name = led == kTrump ? "trump" : suit_name(static_cast<Suit>(led));
  if (follow && !has(follow, c)) {
    return led_name + (led == kTrump ? " was" : " were") + " led and " + who + " holds " +
           mask_string(follow);
  }
  if (c == r.called) {
    return "the called " + card_name(r.called) + " may not be played before " + s_name + " are led";
  }
  return "the picker must keep " + card_code(c) + " as his hold card until " + s_name + " are led";
}

Card SheepsheadHand::partner_card() const {
  if (picker_ < 0 || leaster_ || !rules_.has_partner()) return kNoCard;
  if (call_) return call_->called_card();
  const bool fixed = phase_ == Phase::kAnnounce || phase_ == Phase::kPlay || phase_ == Phase::kDone;
  if (fixed && rules_.partner_rule == PartnerRule::kJackOfDiamonds &&
      !has(picker_eight_, kJackOfDiamonds)) {
    return kJackOfDiamonds;
  }
  return kNoCard;
}

int SheepsheadHand::partner() const {
  const Card x = partner_card();
  if (x == kNoCard) return -1;
  for (int s = 0; s < seats(); ++s) {
    if (s != picker_ && has(deal_.hands[s], x)) return s;
  }
  return -1;
}

CardMask SheepsheadHand::hand_of(int seat) const {
  if (phase_ == Phase::kAnnounce || phase_ == Phase::kPlay ||
      (phase_ == Phase::kDone && !thrown_in_)) {
    CardMask m = play_.hands[seat];
    if (seat == play_rules_.picker && play_.under_pending) m |= bit(play_rules_.under);
    return m;
  }
  if (seat == picker_) return picker_cards();
  return deal_.hands[seat];
}

// Settlement for any table (SS-10, SS-14.2): each defender -D, the partner +D, the picker the
// rest (2D with a partner, 4D / 3D / 2D alone with 5 / 4 / 3 seats); a leaster winner takes 1
// from each other seat; everything times multiplier().
HandResult SheepsheadHand::result() const {
  HandResult res;
  const int m = multiplier();
  res.multiplier = m;
  if (phase_ != Phase::kDone) return res;
  if (thrown_in_) {
    res.thrown_in = true;
    res.row = "thrown in";
    return res;
  }
  const int n = seats();
  for (int s = 0; s < n; ++s) {
    res.points[s] = play_.points_won[s];
    res.tricks[s] = play_.tricks_won[s];
  }
  if (leaster_) {
    res.leaster = true;
    const int blind_points = mask_points(deal_.blind);
    if (rules_.leaster_blind == LeasterBlind::kLastTrick) res.points[play_.leader] += blind_points;
    if (rules_.leaster_blind == LeasterBlind::kFirstTrick) {
      res.points[first_trick_winner_] += blind_points;
    }
    int best = -1;
    bool tie = false;
    for (int s = 0; s < n; ++s) {
      if (res.tricks[s] == 0) continue;
      if (best < 0 || res.points[s] < res.points[best]) {
        best = s;
        tie = false;
      } else if (res.points[s] == res.points[best]) {
        tie = true;
      }
    }
    if (tie) {
      res.row = "leaster tie";
      return res;
    }
    res.leaster_winner = best;
    res.row = "leaster";
    for (int s = 0; s < n; ++s) res.units[s] = (s == best ? n - 1 : -1) * m;
    return res;
  }
  res.picker = picker_;
  res.partner = partner();
  res.points[picker_] += mask_points(buried_);
  int pp = 0;
  int side_tricks = 0;
  for (int s = 0; s < n; ++s) {
    if (s == picker_ || s == res.partner) {
      pp += res.points[s];
      side_tricks += res.tricks[s];
    }
  }
  res.picker_side_points = pp;
  const int d =
      sheepshead_defender_amount(rules_, pp, side_tricks, rules_.hand_size() - side_tricks);
  for (int s = 0; s < n; ++s) {
    if (s == picker_)
      res.units[s] = sheepshead_picker_units(d, res.partner < 0, m, n);
    else if (s == res.partner)
      res.units[s] = d * m;
    else
      res.units[s] = -d * m;
  }
  static const char* kWin[] = {"", "W1", "W2", "W3"};
  const int bump = rules_.double_on_bump ? 2 : 1;
  res.row = d > 0 ? kWin[d] : (-d == bump ? "L1" : -d == 2 * bump ? "L2" : "L3");
  return res;
}

// --- Game ------------------------------------------------------------------------------------

SheepsheadGame::SheepsheadGame(const SheepsheadRules& rules, std::uint64_t seed, int first_dealer)
    : rules_(rules), seed_(seed), first_dealer_(first_dealer) {}

std::uint64_t SheepsheadGame::next_seed() const {
  Rng r(seed_ ^ (0xA24BAED4963EE407ull * static_cast<std::uint64_t>(hands_played_ + 1)));
  return r.next();
}

int SheepsheadGame::next_multiplier() const {
  int m = 1;
  if (pending_doublers_ > 0) {
    m = rules_.doubler_mode == DoublerMode::kStack ? 1 << std::min(pending_doublers_, 20) : 2;
  }
  if (rules_.max_multiplier > 0) m = std::min(m, rules_.max_multiplier);
  return m;
}

SheepsheadHand SheepsheadGame::start_hand() const {
  const int dealer = next_dealer();
  return SheepsheadHand(rules_, dealer, deal_sheepshead(next_seed(), dealer, rules_.seats()),
                        next_multiplier());
}

void SheepsheadGame::record(const HandResult& r) {
  ++hands_played_;
  if (r.thrown_in) {
    ++pending_doublers_;
    if (rules_.doubler_mode == DoublerMode::kSingle) pending_doublers_ = 1;
    return;
  }
  if (pending_doublers_ > 0) {
    pending_doublers_ = rules_.doubler_mode == DoublerMode::kStack ? 0 : pending_doublers_ - 1;
  }
  for (int s = 0; s < rules_.seats(); ++s) totals_[s] += r.units[s];
}

}  // namespace engine
