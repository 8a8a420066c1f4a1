#include "solver/sheepshead/heuristic_player.h"

#include <algorithm>
#include <cassert>
#include <vector>

#include "../trick/card_choice.h"

namespace solver {

using engine::Call;
using engine::CallType;
using engine::Card;
using engine::CardMask;
using engine::kNoCard;
using engine::kSheepsheadSeats;
using engine::kTrump;
using engine::Phase;
using engine::SheepsheadHand;
using engine::Suit;

namespace {

using trick::beats;
using trick::lowest_card;
using trick::min_by;
using trick::points;

constexpr int kSeats = kSheepsheadSeats;  // the largest table; a hand's own count: View::n

enum class Side : std::uint8_t { kTeammate, kOpponent, kUnknown };

// Everything the acting seat knows during play, rebuilt from the public record of the hand.
struct View {
  int n = kSeats;  // seats at the table (SS-14.2: 3, 4 or 5)
  int me = 0;
  bool leaster = false;
  int picker = -1;
  bool alone = false;
  Card called = kNoCard;  // X, the called card with a called suit; kNoCard otherwise
  std::uint8_t called_suit = 0;
  // The card whose holder is the picker's partner as far as the table knows: X, the called-up
  // jack or JD (SS-14.1); kNoCard after ALONE, in a leaster and three- or four-handed.
  Card partner_card = kNoCard;
  int x_played_by = -1;  // who played partner_card, once it is public
  bool i_am_partner = false;
  CardMask mine = 0;                                  // my playable cards
  CardMask seen = 0;                                  // cards I have seen played, plus my own bury
  std::array<std::array<bool, 5>, kSeats> void_in{};  // seat, effective suit: shown void
  std::array<int, kSeats> tricks{};
  std::uint8_t led_suits = 0;  // bit per effective suit that has been led
  // The current trick.
  int leader = 0;
  int size = 0;
  std::array<Card, kSeats> trick{};
  std::uint8_t led = 0;
  int winner_pos = -1;  // position in the trick of the card winning so far; -1: none yet
  bool opening_called_trick = false;
};

const engine::ContractTable& table(const SheepsheadHand& h) {
  return h.play_rules().table;
}

// The partner card as every seat knows it (SS-6, SS-14.1): the called card or called-up jack,
// JD under the jack-of-diamonds rule when nobody called (even if the picker holds it himself:
// only he knows that); kNoCard when alone, in a leaster or without partners (SS-14.2).
Card public_partner_card(const SheepsheadHand& h) {
  if (h.is_leaster() || h.picker() < 0 || !h.rules().has_partner()) return kNoCard;
  const bool jd_rule = h.rules().partner_rule == engine::PartnerRule::kJackOfDiamonds;
  // Without call-ups a JD picker's ALONE is no public call (only he knows he holds JD).
  if (h.called() && (!jd_rule || h.rules().jd_call_up)) {
    return h.called()->type == CallType::kAlone ? kNoCard : h.called()->called_card();
  }
  if (jd_rule) return engine::make_card(Suit::kDiamonds, engine::Rank::kJack);
  return kNoCard;
}

View make_view(const SheepsheadHand& h) {
  const engine::PlayRules& r = h.play_rules();
  const engine::PlayState& s = h.play_state();
  const engine::ContractTable& t = r.table;
  View v;
  v.n = h.seats();
  v.me = h.to_act();
  v.leaster = h.is_leaster();
  v.picker = h.picker();
  v.partner_card = public_partner_card(h);
  v.alone = !v.leaster && v.partner_card == kNoCard;
  if (!v.leaster && v.me == v.picker && v.partner_card != kNoCard) {
    // Under the jack-of-diamonds rule without a call the picker who holds JD (dealt, picked
    // up or buried) plays alone and is the only one who knows it.
    const CardMask own = h.deal().hands[static_cast<std::size_t>(v.me)] | h.deal().blind;
    if (engine::has(own, v.partner_card)) v.alone = true;
  }
  if (!v.alone && !v.leaster) {
    v.called = r.called;
    v.called_suit = r.called_suit;
    v.i_am_partner = v.me != v.picker &&
                     engine::has(h.deal().hands[static_cast<std::size_t>(v.me)], v.partner_card);
  }
  v.mine = s.hands[static_cast<std::size_t>(v.me)];
  if (v.me == v.picker) v.seen |= h.buried();

  // Replay the public record trick by trick.
  const std::vector<Card>& plays = h.plays();
  const int seats = v.n;
  int leader = (h.dealer() + 1) % seats;
  for (std::size_t start = 0; start < plays.size(); start += static_cast<std::size_t>(seats)) {
    const std::size_t n =
        std::min<std::size_t>(static_cast<std::size_t>(seats), plays.size() - start);
    const Card* cards = plays.data() + start;
    const bool under_led = r.under != kNoCard && cards[0] == r.under;
    const std::uint8_t led = under_led ? r.called_suit : t.eff_suit[cards[0]];
    v.led_suits = static_cast<std::uint8_t>(v.led_suits | (1u << led));
    for (std::size_t i = 0; i < n; ++i) {
      const int seat = (leader + static_cast<int>(i)) % seats;
      const Card c = cards[i];
      const bool hidden_under = c == r.under && r.under != kNoCard && v.me != v.picker;
      if (!hidden_under) v.seen |= engine::bit(c);
      if (c == v.partner_card) v.x_played_by = seat;
      const std::uint8_t eff = c == r.under && r.under != kNoCard ? r.called_suit : t.eff_suit[c];
      if (i > 0 && eff != led) v.void_in[static_cast<std::size_t>(seat)][led] = true;
    }
    if (n == static_cast<std::size_t>(seats)) {
      const int w = engine::trick_winner_index(t, cards, seats, led, r.under);
      leader = (leader + (w < 0 ? 0 : w)) % seats;
      v.tricks[static_cast<std::size_t>(leader)]++;
    } else {
      v.leader = leader;
      v.size = static_cast<int>(n);
      for (std::size_t i = 0; i < n; ++i) v.trick[i] = cards[i];
      v.led = led;
      v.winner_pos = engine::trick_winner_index(t, cards, static_cast<int>(n), led, r.under);
    }
  }
  if (v.size == 0) v.leader = s.leader;
  v.opening_called_trick = s.opening_trick && v.size > 0;
  return v;
}

// How `other` relates to the acting seat, from the acting seat's knowledge.
Side side_of(const View& v, int other) {
  if (other == v.me) return Side::kTeammate;
  if (v.leaster) return Side::kOpponent;
  const bool me_picker = v.me == v.picker;
  if (v.alone) return me_picker || other == v.picker ? Side::kOpponent : Side::kTeammate;
  if (me_picker) {
    if (v.x_played_by < 0) return Side::kUnknown;
    return other == v.x_played_by ? Side::kTeammate : Side::kOpponent;
  }
  if (v.i_am_partner) return other == v.picker ? Side::kTeammate : Side::kOpponent;
  // A defender.
  if (other == v.picker) return Side::kOpponent;
  if (v.x_played_by < 0) return Side::kUnknown;
  return other == v.x_played_by ? Side::kOpponent : Side::kTeammate;
}

bool on_picker_side(const View& v) {
  return !v.leaster && (v.me == v.picker || v.i_am_partner);
}

// Cards not in my hand that I have not seen: they may still be played by someone else.
CardMask unseen(const View& v, const engine::ContractTable& t) {
  CardMask m = t.deck & ~v.mine & ~v.seen;
  for (int i = 0; i < v.size; ++i) m &= ~engine::bit(v.trick[static_cast<std::size_t>(i)]);
  return m;
}

// No card still out can beat card c (led suit `led`): c wins the trick if it is winning now.
bool is_boss(const View& v, const engine::ContractTable& t, Card c, std::uint8_t led) {
  return trick::is_boss(t, unseen(v, t), c, led);
}

// The highest card still out in its own suit (it may still be trumped).
bool is_top_of_suit(const View& v, const engine::ContractTable& t, Card c) {
  return trick::is_top_of_suit(t, unseen(v, t), c);
}

bool suit_led_before(const View& v, const engine::ContractTable& t, Card c) {
  return (v.led_suits >> t.eff_suit[c]) & 1u;
}

// Schmier (ST-6): the most points, then fail before trump, then the lower-ranked card. A queen
// or jack counts 5 points less: throwing a trick winner away for 2 or 3 points is a waste.
Card schmier_card(const engine::ContractTable& t, CardMask legal) {
  return min_by(legal, [&](Card c) {
    const engine::Rank r = engine::rank_of(c);
    const int keep = r == engine::Rank::kQueen || r == engine::Rank::kJack ? 5 : 0;
    return -(points(c) - keep) * 1000L + (t.eff_suit[c] == kTrump ? 100 : 0) + t.power[c];
  });
}

CardMask fail_cards(const engine::ContractTable& t, CardMask m) {
  return m & ~t.trumps();
}

// Cards in `legal` that would win the current trick if played now.
CardMask winning_cards(const View& v, const engine::ContractTable& t, CardMask legal) {
  if (v.winner_pos < 0) return legal;
  return trick::winning_cards(t, legal, v.trick[static_cast<std::size_t>(v.winner_pos)], v.led);
}

// The trick's certain winner side: every player after me is a known teammate of the winner's
// side, or the winning card is a boss.
bool trick_is_safe_for_winner(const View& v, const engine::ContractTable& t) {
  if (v.winner_pos < 0) return false;
  const Card w = v.trick[static_cast<std::size_t>(v.winner_pos)];
  if (is_boss(v, t, w, v.led)) return true;
  for (int k = v.size + 1; k < v.n; ++k) {
    if (side_of(v, (v.leader + k) % v.n) != Side::kTeammate) return false;
  }
  return true;
}

int trick_points(const View& v) {
  return trick::trick_points(v.trick.data(), v.size);
}

int unseen_trumps(const View& v, const engine::ContractTable& t) {
  return engine::count(unseen(v, t) & t.trumps());
}

// --- Leading ---------------------------------------------------------------------------------

Card lead_card(const View& v, const engine::ContractTable& t, CardMask legal) {
  const CardMask trumps = legal & t.trumps();
  const CardMask fails = fail_cards(t, legal);
  if (v.leaster) {
    // Lead low; never lead a lone ace or ten (ST-7).
    CardMask safe = 0;
    for (Card c : engine::cards(fails)) {
      const CardMask suit = v.mine & t.suit_mask[t.eff_suit[c]];
      if (!(points(c) >= 10 && engine::count(suit) == 1)) safe |= engine::bit(c);
    }
    if (safe) return min_by(safe, [&](Card c) { return long{t.power[c]}; });
    return lowest_card(t, legal);
  }
  if (on_picker_side(v)) {
    // ST-1 / ST-2: lead trump while the defenders may still hold some.
    if (trumps && unseen_trumps(v, t) > 0) {
      if (v.me == v.picker) {
        return min_by(trumps, [&](Card c) { return -long{t.power[c]}; });
      }
      const Card qc = engine::make_card(Suit::kClubs, engine::Rank::kQueen);
      if (engine::has(trumps, qc)) return qc;
      return min_by(trumps, [&](Card c) { return long{t.power[c]}; });
    }
    // Lead a fail card that is sure to win first (trumps are out), otherwise low.
    for (Card c : engine::cards(fails)) {
      if (is_boss(v, t, c, t.eff_suit[c])) return c;
    }
    return lowest_card(t, legal);
  }
  // A defender. ST-3: lead the called suit while it is unopened.
  if (v.called != kNoCard && !engine::has(v.seen, v.called) && v.x_played_by < 0) {
    const CardMask of_s = fails & t.suit_mask[v.called_suit];
    if (of_s) return min_by(of_s, [&](Card c) { return long{t.power[c]}; });
  }
  if (fails) {
    // ST-3/ST-4: a fail card, not trump: cash the top card of a suit not led yet (everyone is
    // likely to follow), else low from the longest suit.
    for (Card c : engine::cards(fails)) {
      if (is_top_of_suit(v, t, c) && !suit_led_before(v, t, c)) return c;
    }
    return min_by(fails, [&](Card c) {
      const int len = engine::count(v.mine & t.suit_mask[t.eff_suit[c]]);
      return -len * 100L + t.power[c];
    });
  }
  return min_by(legal, [&](Card c) { return long{t.power[c]}; });  // only trumps: the lowest
}

// --- Following -------------------------------------------------------------------------------

Card follow_leaster(const View& v, const engine::ContractTable& t, CardMask legal) {
  const CardMask winners = winning_cards(v, t, legal);
  const bool last = v.size == v.n - 1;
  // ST-8: take one cheap, certain trick to qualify.
  if (v.tricks[static_cast<std::size_t>(v.me)] == 0 && winners) {
    CardMask sure = 0;
    for (Card c : engine::cards(winners)) {
      if (last || is_boss(v, t, c, v.led)) sure |= engine::bit(c);
    }
    const Card c = sure ? lowest_card(t, sure) : kNoCard;
    if (c != kNoCard && trick_points(v) + points(c) <= 6) return c;
  }
  const CardMask losers = legal & ~winners;
  if (losers) {
    const bool following = (legal & t.suit_mask[v.led]) != 0;
    if (!following) {
      // ST-7: shed a lone ace, then a lone ten; otherwise dump the most points.
      for (int rank_points : {11, 10}) {
        for (Card c : engine::cards(losers)) {
          if (t.eff_suit[c] == kTrump || points(c) != rank_points) continue;
          if (engine::count(v.mine & t.suit_mask[t.eff_suit[c]]) == 1) return c;
        }
      }
      return schmier_card(t, losers);
    }
    // Duck with the highest card that still loses.
    return min_by(losers, [&](Card c) { return -long{t.power[c]}; });
  }
  // Every card wins: give the trick as few points as possible.
  return lowest_card(t, legal);
}

Card follow_card(const View& v, const engine::ContractTable& t, CardMask legal) {
  if (v.leaster) return follow_leaster(v, t, legal);
  const bool last = v.size == v.n - 1;
  const Card w = v.winner_pos >= 0 ? v.trick[static_cast<std::size_t>(v.winner_pos)] : kNoCard;
  const int w_seat = v.winner_pos >= 0 ? (v.leader + v.winner_pos) % v.n : -1;
  const bool me_defender = !on_picker_side(v);

  // ST-5: in the called suit's opening trick neither picker nor partner can trump, so a trump
  // there is a defender's and the trick is the defenders'.
  if (me_defender && v.opening_called_trick && w != kNoCard) {
    if (t.eff_suit[w] == kTrump) return schmier_card(t, legal);
    const CardMask trumps = legal & t.trumps();
    if (trumps && !(legal & t.suit_mask[v.led])) {
      // The trump with the most points among the trump suit's A, T, K; else the lowest trump.
      Card best = kNoCard;
      for (Card c : engine::cards(trumps)) {
        const engine::Rank r = engine::rank_of(c);
        if (r == engine::Rank::kQueen || r == engine::Rank::kJack || points(c) < 4) continue;
        if (best == kNoCard || points(c) > points(best)) best = c;
      }
      if (best != kNoCard) return best;
      return min_by(trumps, [&](Card c) { return long{t.power[c]}; });
    }
  }

  if (w_seat >= 0 && side_of(v, w_seat) == Side::kTeammate) {
    if (last || trick_is_safe_for_winner(v, t)) return schmier_card(t, legal);  // ST-6
    return lowest_card(t, legal);
  }
  const CardMask winners = winning_cards(v, t, legal);
  if (!winners) return lowest_card(t, legal);
  if (last) return schmier_card(t, winners);  // a certain trick: win it with the most points
  CardMask bosses = 0;
  for (Card c : engine::cards(winners)) {
    if (is_boss(v, t, c, v.led)) bosses |= engine::bit(c);
  }
  if (bosses) return schmier_card(t, bosses);
  if (trick_points(v) >= 10) return min_by(winners, [&](Card c) { return -long{t.power[c]}; });
  return lowest_card(t, legal);
}

// --- Bury and call ---------------------------------------------------------------------------

struct BuryPlan {
  CardMask bury = 0;
  Call call;
  int score = 0;
};

// The under card for an UNKNOWN call: the cheapest fail card, else the lowest trump.
Card choose_under(const engine::ContractTable& t, CardMask h) {
  return min_by(h, [&](Card c) {
    if (t.eff_suit[c] == kTrump) return 10000L + t.power[c] * 100L + points(c);
    return points(c) * 100L + t.power[c];
  });
}

// Scores one bury with one call; higher is better.
int plan_score(const engine::SheepsheadRules& rules, const engine::ContractTable& t,
               const HeuristicStyle& style, CardMask h, CardMask b, const Call& call) {
  int score = engine::mask_points(b);  // bury points: they count for the picker
  // Keep trumps: a buried low trump can pay for an ace call, a high or rich one never does.
  int low = 255;
  for (Card c : engine::cards(t.trumps())) low = std::min(low, int{t.power[c]});
  for (Card c : engine::cards(b & t.trumps())) score -= 20 + 2 * (t.power[c] - low) + points(c);
  for (int s = 0; s < 4; ++s) {
    if (static_cast<Suit>(s) == rules.trump_suit) continue;
    if ((h & t.suit_mask[static_cast<std::size_t>(s)]) == 0) score += 6;  // a void
  }
  const bool strong = HeuristicPlayer::strength(rules, h) >= style.alone_threshold;
  switch (call.type) {
    case CallType::kAce: {
      const int held = engine::count(h & t.suit_mask[static_cast<std::size_t>(call.suit)]);
      score += 40 - 4 * (held - 1);
      break;
    }
    case CallType::kTen:
      score += 32;
      break;
    case CallType::kUnknown:
      score += 20 - points(call.under) - (t.eff_suit[call.under] == kTrump ? 10 : 0);
      break;
    case CallType::kAlone:
      score += strong ? 60 : 0;
      break;
    case CallType::kJack:
      score += 30;
      break;
  }
  return score;
}

// Thresholds are set for six cards; a larger hand (SS-14.2: 7 or 10 cards) scales them.
int scaled(const engine::SheepsheadRules& rules, int threshold) {
  return threshold * rules.hand_size() / 6;
}

// Calls the called-ace bury plan does not cover: under the jack-of-diamonds rule there is no
// called suit, three- and four-handed no partner. Every bury of blind_size() cards is scored as
// a hand played without a call (keep trumps, bury points, make voids).
CardMask best_plain_bury(const SheepsheadHand& hand, const HeuristicStyle& style) {
  const engine::SheepsheadRules& rules = hand.rules();
  const engine::ContractTable t = engine::sheepshead_table_for(rules);
  const CardMask all = hand.picker_cards();
  const int k = rules.blind_size();
  std::vector<Card> cs;
  for (Card c : engine::cards(all)) cs.push_back(c);
  const int n = static_cast<int>(cs.size());
  assert(n >= k && k >= 1 && k <= 4);
  Call none;
  none.type = CallType::kAlone;
  CardMask best = 0;
  int best_score = 0;
  bool have = false;
  std::array<int, 4> idx{};
  for (int i = 0; i < k; ++i) idx[static_cast<std::size_t>(i)] = i;
  for (;;) {
    CardMask bury = 0;
    for (int i = 0; i < k; ++i)
      bury |= engine::bit(cs[static_cast<std::size_t>(idx[static_cast<std::size_t>(i)])]);
    const int score = plan_score(rules, t, style, all & ~bury, bury, none);
    if (!have || score > best_score) {
      best = bury;
      best_score = score;
      have = true;
    }
    // The next k-combination of 0..n-1 in lexicographic order.
    int i = k - 1;
    while (i >= 0 && idx[static_cast<std::size_t>(i)] == n - k + i) --i;
    if (i < 0) break;
    ++idx[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < k; ++j)
      idx[static_cast<std::size_t>(j)] = idx[static_cast<std::size_t>(j - 1)] + 1;
  }
  return best;
}

bool called_ace_table(const engine::SheepsheadRules& rules) {
  return rules.has_partner() && rules.partner_rule == engine::PartnerRule::kCalledAce;
}

BuryPlan best_plan(const HeuristicPlayer& player, const SheepsheadHand& hand,
                   std::optional<CardMask> fixed_bury) {
  const engine::SheepsheadRules& rules = hand.rules();
  const engine::ContractTable t = engine::sheepshead_table_for(rules);
  const HeuristicStyle& style = player.style(hand.picker());
  const CardMask eight = fixed_bury ? hand.picker_cards() | *fixed_bury : hand.picker_cards();
  BuryPlan best;
  bool have = false;
  for (Card a : engine::cards(eight)) {
    for (Card b : engine::cards(eight & ~((engine::bit(a) << 1) - 1))) {
      const CardMask bury = engine::bit(a) | engine::bit(b);
      if (fixed_bury && bury != *fixed_bury) continue;
      const CardMask h = eight & ~bury;
      // Only one under card per suit is worth considering: the cheapest one.
      const Card under = choose_under(t, h);
      for (const Call& c : engine::legal_calls(rules, h, bury)) {
        if (c.type == CallType::kUnknown && c.under != under) continue;
        const int score = plan_score(rules, t, style, h, bury, c);
        if (!have || score > best.score) {
          best = BuryPlan{bury, c, score};
          have = true;
        }
      }
    }
  }
  assert(have);
  return best;
}

}  // namespace

HeuristicPlayer::HeuristicPlayer(std::uint64_t seed) {
  engine::Rng rng(seed ^ 0x5eed5eed5eedULL);
  for (HeuristicStyle& s : styles_) {
    s.pick_threshold = 20 + static_cast<int>(rng.below(6));   // 20..25
    s.alone_threshold = 40 + static_cast<int>(rng.below(9));  // 40..48
  }
}

int HeuristicPlayer::strength(const engine::SheepsheadRules& rules, CardMask cards) {
  const engine::ContractTable t = engine::sheepshead_table_for(rules);
  int total = 0;
  for (Card c : engine::cards(cards)) {
    const engine::Rank r = engine::rank_of(c);
    if (t.eff_suit[c] == kTrump) {
      if (r == engine::Rank::kQueen) {
        const Suit s = engine::suit_of(c);
        total += (s == Suit::kClubs || s == Suit::kSpades) ? 10 : 8;
      } else if (r == engine::Rank::kJack) {
        total += 6;
      } else if (r == engine::Rank::kAce || r == engine::Rank::kTen) {
        total += 5;
      } else {
        total += 4;
      }
    } else if (r == engine::Rank::kAce) {
      total += 3;
    }
  }
  return total;
}

int HeuristicPlayer::pick_threshold(const engine::SheepsheadRules& rules, int seat) const {
  // The same share of the average hand as five-handed: three- and four-handed the blind is
  // richer for the hand size (4 of 7 cards) or the picker has more cards to win with.
  return scaled(rules, style(seat).pick_threshold);
}

bool HeuristicPlayer::choose_pick(const SheepsheadHand& hand) const {
  assert(hand.phase() == Phase::kPick);
  const int seat = hand.to_act();
  if (!hand.can_pass()) return true;
  const CardMask mine = hand.deal().hands[static_cast<std::size_t>(seat)];
  return strength(hand.rules(), mine) >= pick_threshold(hand.rules(), seat);
}

CardMask HeuristicPlayer::choose_bury(const SheepsheadHand& hand) const {
  assert(hand.phase() == Phase::kBury);
  if (!called_ace_table(hand.rules())) return best_plain_bury(hand, style(hand.picker()));
  return best_plan(*this, hand, std::nullopt).bury;
}

Call HeuristicPlayer::choose_call(const SheepsheadHand& hand) const {
  assert(hand.phase() == Phase::kCall);
  if (!called_ace_table(hand.rules())) {
    // The jack-of-diamonds call-up (SS-14.1): alone with a hand strong enough, else call up.
    const std::vector<Call> legal = hand.legal_calls();
    assert(!legal.empty());
    const bool strong = strength(hand.rules(), hand.picker_cards()) >=
                        scaled(hand.rules(), style(hand.picker()).alone_threshold);
    for (const Call& c : legal) {
      if ((c.type == CallType::kAlone) == strong) return c;
    }
    return legal.front();
  }
  const Call c = best_plan(*this, hand, hand.buried()).call;
  assert(!engine::check_call(hand.rules(), hand.picker_cards(), hand.buried(), c));
  return c;
}

engine::Announce HeuristicPlayer::choose_announce(const SheepsheadHand& hand) const {
  assert(hand.phase() == Phase::kAnnounce);
  using engine::Announce;
  const int seat = hand.to_act();
  const engine::SheepsheadRules& rules = hand.rules();
  const std::vector<Announce> legal = hand.legal_announcements();
  auto can = [&](Announce a) {
    if (std::find(legal.begin(), legal.end(), a) == legal.end()) return false;
    // Each announcement once per seat, whatever the engine allows.
    for (const engine::Announcement& m : hand.announcements()) {
      if (m.seat == seat && m.kind == a) return false;
    }
    return true;
  };
  // The cards the seat holds now (the picker's after the bury).
  const CardMask mine = seat == hand.picker() ? hand.picker_cards()
                                              : hand.deal().hands[static_cast<std::size_t>(seat)];
  const int s = strength(rules, mine);
  const int pick = pick_threshold(rules, seat);
  const int alone = scaled(rules, style(seat).alone_threshold);
  const Card pc = public_partner_card(hand);
  const bool partner =
      pc != kNoCard && engine::has(hand.deal().hands[static_cast<std::size_t>(seat)], pc);
  const bool picker_side = seat == hand.picker() || partner;
  // A blitz shows the pair and doubles the hand: worth it when the seat's side is likely to win,
  // i.e. for the picker's side with a pickable hand, for a defender with one he would have
  // picked with a few points to spare.
  for (Announce b : {Announce::kBlitzBlack, Announce::kBlitzRed}) {
    if (can(b) && s >= (picker_side ? pick : pick + 6)) return b;
  }
  // A crack: a defender whose hand would have picked comfortably.
  if (can(Announce::kCrack) && s >= pick + 4) return Announce::kCrack;
  // A re-crack: the picker with a hand he could play alone; the partner with a pickable hand.
  if (can(Announce::kRecrack) && s >= (seat == hand.picker() ? alone : pick)) {
    return Announce::kRecrack;
  }
  return Announce::kPass;
}

Card HeuristicPlayer::choose_play(const SheepsheadHand& hand) const {
  assert(hand.phase() == Phase::kPlay);
  const CardMask legal = hand.legal_cards();
  assert(legal != 0);
  if (engine::count(legal) == 1) return engine::lowest(legal);
  const View v = make_view(hand);
  const engine::ContractTable& t = table(hand);
  const Card c = v.size == 0 ? lead_card(v, t, legal) : follow_card(v, t, legal);
  return engine::has(legal, c) ? c : engine::lowest(legal);
}

std::optional<std::string> HeuristicPlayer::act(SheepsheadHand& hand) const {
  switch (hand.phase()) {
    case Phase::kPick:
      return hand.pick(choose_pick(hand));
    case Phase::kBury:
      return hand.bury(choose_bury(hand));
    case Phase::kCall:
      return hand.call(choose_call(hand));
    case Phase::kAnnounce:
      return hand.announce(choose_announce(hand));
    case Phase::kPlay:
      return hand.play(choose_play(hand));
    case Phase::kDone:
      return std::string("the hand is over");
  }
  return std::string("unknown phase");
}

std::optional<std::string> HeuristicPlayer::play_out(SheepsheadHand& hand) const {
  while (hand.phase() != Phase::kDone) {
    if (auto err = act(hand)) return err;
  }
  return std::nullopt;
}

}  // namespace solver
