// One Sheepshead hand as a state machine (RULES.md SS-4 pick, SS-5 bury, SS-6 call, SS-8
// play, SS-9 result, SS-11 leaster, SS-13 doubler) and a game of hands (SS-12, SS-13.3).
#include "engine/sheepshead.h"

#include <algorithm>
#include <cassert>

#include "sheepshead/internal.h"

namespace engine {

using sheepshead_internal::kJackOfDiamonds;

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
