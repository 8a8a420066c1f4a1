#include "engine/sheepshead.h"

#include <algorithm>
#include <cassert>

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
  return std::nullopt;
}

namespace {

std::optional<std::string> want_bool(const FlagValue& v, std::string_view name, bool& out) {
  if (const bool* b = std::get_if<bool>(&v)) {
    out = *b;
    return std::nullopt;
  }
  return std::string(name) + " must be true or false";
}

std::optional<std::string> want_string(const FlagValue& v, std::string_view name,
                                       std::string& out) {
  if (const std::string* s = std::get_if<std::string>(&v)) {
    out = *s;
    return std::nullopt;
  }
  return std::string(name) + " must be a string";
}

std::optional<std::string> want_int(const FlagValue& v, std::string_view name, std::int64_t lo,
                                    std::int64_t hi, int& out) {
  if (const std::int64_t* i = std::get_if<std::int64_t>(&v)) {
    if (*i < lo || *i > hi) {
      return std::string(name) + " must be between " + std::to_string(lo) + " and " +
             std::to_string(hi);
    }
    out = static_cast<int>(*i);
    return std::nullopt;
  }
  return std::string(name) + " must be a whole number";
}

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
  // Flags whose alternatives the engine does not implement: only the default is accepted.
  struct Fixed {
    std::string_view name;
    FlagValue value;
  };
  static const Fixed kFixed[] = {
      {"ss_partner_rule", std::string("called_ace")},
      {"ss_jd_call_up", false},
      {"ss_players", std::int64_t{5}},
      {"ss_crack", false},
      {"ss_crack_by", std::string("any_non_picker")},
      {"ss_blitz", false},
      {"ss_blitz_red", false},
  };
  for (const Fixed& f : kFixed) {
    if (name != f.name) continue;
    if (v == f.value) return std::nullopt;
    return std::string(name) + " is only supported at its default value";
  }
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
  return out;
}

ContractTable sheepshead_table_for(const SheepsheadRules& rules) {
  return sheepshead_table(rules.trump_suit);
}

// --- Deal ------------------------------------------------------------------------------------

std::uint64_t Rng::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

std::uint32_t Rng::below(std::uint32_t n) {
  assert(n > 0);
  // Rejection sampling on the top 32 bits: exact and portable.
  const std::uint32_t limit = static_cast<std::uint32_t>((std::uint64_t{1} << 32) % n);
  for (;;) {
    std::uint32_t x = static_cast<std::uint32_t>(next() >> 32);
    if (x >= limit) return x % n;
  }
}

SheepsheadDeal deal_sheepshead(std::uint64_t seed, int dealer, int players) {
  assert(players == 5);  // wi-base: three and four hands come with the engine work
  (void)players;
  std::array<Card, kNumCards> pack{};
  for (int i = 0; i < kNumCards; ++i) pack[i] = static_cast<Card>(i);
  Rng rng(seed);
  for (int i = kNumCards - 1; i > 0; --i) {
    std::swap(pack[i], pack[rng.below(static_cast<std::uint32_t>(i + 1))]);
  }
  SheepsheadDeal d;
  for (int k = 0; k < kSheepsheadSeats; ++k) {
    int seat = (dealer + 1 + k) % kSheepsheadSeats;
    for (int j = 0; j < 6; ++j) d.hands[seat] |= bit(pack[6 * k + j]);
  }
  d.blind = bit(pack[30]) | bit(pack[31]);
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

std::optional<std::string> check_call(const SheepsheadRules& rules, CardMask h, CardMask b,
                                      const Call& call) {
  if (call.type == CallType::kAlone) return std::nullopt;
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
      return card_code(call.called_card()) + " cannot be called: call-ups are off";
  }
  return std::nullopt;
}

std::vector<Call> legal_calls(const SheepsheadRules& rules, CardMask h, CardMask b) {
  std::vector<Call> out;
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

int sheepshead_picker_units(int d, bool alone, int multiplier) {
  return (alone ? 4 : 2) * d * multiplier;
}

// --- Hand ------------------------------------------------------------------------------------

SheepsheadHand::SheepsheadHand(const SheepsheadRules& rules, int dealer, const SheepsheadDeal& deal,
                               int multiplier)
    : rules_(rules), dealer_(dealer), deal_(deal), multiplier_(multiplier) {}

int SheepsheadHand::to_act() const {
  switch (phase_) {
    case Phase::kPick:
      return (dealer_ + 1 + static_cast<int>(auction_.size())) % kSheepsheadSeats;
    case Phase::kBury:
    case Phase::kCall:
      return picker_;
    case Phase::kAnnounce:
      return -1;  // wi-base: the poll comes with the engine work
    case Phase::kPlay:
      return play_.to_move(play_rules_);
    case Phase::kDone:
      return -1;
  }
  return -1;
}

bool SheepsheadHand::can_pass() const {
  return !(rules_.all_pass == AllPass::kForcedPick && auction_.size() == kSheepsheadSeats - 1);
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
  if (auction_.size() == kSheepsheadSeats) {
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

std::optional<std::string> SheepsheadHand::bury(CardMask two) {
  if (phase_ != Phase::kBury) return std::string("nothing can be buried now");
  if (count(two) != 2) return std::string("exactly two cards must be buried");
  CardMask extra = two & ~picker_eight_;
  if (extra) {
    return "the picker does not hold " + card_code(lowest(extra)) +
           " (hand and blind: " + mask_string(picker_eight_) + ")";
  }
  buried_ = two;
  phase_ = Phase::kCall;
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
  play_rules_ = PlayRules{};
  play_rules_.num_players = kSheepsheadSeats;
  play_rules_.table = sheepshead_table_for(rules_);
  play_rules_.under_lead_allowed = rules_.under_lead_allowed;
  play_rules_.called_ten_wins = rules_.called_ten_wins;
  play_ = PlayState{};
  for (int s = 0; s < kSheepsheadSeats; ++s) play_.hands[s] = deal_.hands[s];
  if (!leaster_) {
    play_rules_.picker = static_cast<std::uint8_t>(picker_);
    play_.hands[picker_] = picker_eight_ & ~buried_;
    if (call_->type != CallType::kAlone) {
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
  }
  play_.leader = static_cast<std::uint8_t>((dealer_ + 1) % kSheepsheadSeats);
  phase_ = Phase::kPlay;
}

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

// wi-base placeholders for the SS-14 interface; the engine work replaces them.
const std::vector<std::string_view>& sheepshead_preset_names() {
  static const std::vector<std::string_view> kNames = {"sheepshead", "sheepshead_1988"};
  return kNames;
}
std::optional<std::string> check_sheepshead_rules(const SheepsheadRules&) {
  return std::nullopt;
}
std::string announce_string(Announce) {
  return "pass";
}
int SheepsheadHand::multiplier() const {
  return multiplier_;
}
std::vector<Announce> SheepsheadHand::legal_announcements() const {
  return {Announce::kPass};
}
std::optional<std::string> SheepsheadHand::announce(Announce) {
  return std::string("no announcement can be made now");
}
Card SheepsheadHand::partner_card() const {
  if (!call_ || call_->type == CallType::kAlone) return kNoCard;
  return call_->called_card();
}

int SheepsheadHand::partner() const {
  if (!call_ || call_->type == CallType::kAlone) return -1;
  Card x = call_->called_card();
  for (int s = 0; s < kSheepsheadSeats; ++s) {
    if (s != picker_ && has(deal_.hands[s], x)) return s;
  }
  return -1;
}

CardMask SheepsheadHand::hand_of(int seat) const {
  if (phase_ == Phase::kPlay || (phase_ == Phase::kDone && !thrown_in_)) {
    CardMask m = play_.hands[seat];
    if (seat == play_rules_.picker && play_.under_pending) m |= bit(play_rules_.under);
    return m;
  }
  if (seat == picker_) return picker_cards();
  return deal_.hands[seat];
}

HandResult SheepsheadHand::result() const {
  HandResult res;
  res.multiplier = multiplier_;
  if (phase_ != Phase::kDone) return res;
  if (thrown_in_) {
    res.thrown_in = true;
    res.row = "thrown in";
    return res;
  }
  for (int s = 0; s < kSheepsheadSeats; ++s) {
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
    for (int s = 0; s < kSheepsheadSeats; ++s) {
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
    for (int s = 0; s < kSheepsheadSeats; ++s) {
      res.units[s] = (s == best ? 4 : -1) * multiplier_;
    }
    return res;
  }
  res.picker = picker_;
  res.partner = partner();
  res.points[picker_] += mask_points(buried_);
  int pp = 0;
  int side_tricks = 0;
  for (int s = 0; s < kSheepsheadSeats; ++s) {
    if (s == picker_ || s == res.partner) {
      pp += res.points[s];
      side_tricks += res.tricks[s];
    }
  }
  res.picker_side_points = pp;
  const int d =
      sheepshead_defender_amount(rules_, pp, side_tricks, kSheepsheadTricks - side_tricks);
  const bool alone = res.partner < 0;
  for (int s = 0; s < kSheepsheadSeats; ++s) {
    if (s == picker_)
      res.units[s] = sheepshead_picker_units(d, alone, multiplier_);
    else if (s == res.partner)
      res.units[s] = d * multiplier_;
    else
      res.units[s] = -d * multiplier_;
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
  return SheepsheadHand(rules_, dealer, deal_sheepshead(next_seed(), dealer), next_multiplier());
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
  for (int s = 0; s < kSheepsheadSeats; ++s) totals_[s] += r.units[s];
}

}  // namespace engine
