// Sheepshead's rules (RULES.md §3, Appendix A): the presets and `ss_*` flags, whether a
// combination is a table the rules allow (SS-14), the contract table, the canonical deal
// (SS-3.1) and the names of suits and cards.
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
  if (name == "ss_unknown_judged_on") {  // ENGINE.md "Table options" (changes SS-6.4)
    if (auto e = want_string(v, name, s)) return e;
    if (s == "six")
      r.unknown_judged_on = UnknownJudgedOn::kSix;
    else if (s == "eight")
      r.unknown_judged_on = UnknownJudgedOn::kEight;
    else
      return bad_choice(name, s, "\"six\", \"eight\"");
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
  if (r.unknown_judged_on != base.unknown_judged_on) {
    out.emplace_back("ss_unknown_judged_on",
                     str(r.unknown_judged_on == UnknownJudgedOn::kEight ? "eight" : "six"));
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

}  // namespace engine
