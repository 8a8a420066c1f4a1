#include "solver/schafkopf/heuristic_player.h"

#include <algorithm>
#include <cassert>
#include <vector>

#include "../trick/card_choice.h"

namespace solver {

using engine::Card;
using engine::CardMask;
using engine::kNoCard;
using engine::kTrump;
using engine::Rank;
using engine::SchafkopfHand;
using engine::SchafkopfRules;
using engine::SkBid;
using engine::SkBidKind;
using engine::SkContract;
using engine::SkGame;
using engine::SkPhase;
using engine::Suit;

namespace {

constexpr int kSeats = engine::kSchafkopfSeats;

using trick::beats;
using trick::lowest_card;
using trick::min_by;
using trick::points;

int face_count(SkGame g) {
  switch (g) {
    case SkGame::kWenz:
    case SkGame::kGeier:
    case SkGame::kFarbwenz:
    case SkGame::kFarbgeier:
      return 4;
    default:
      return 8;
  }
}

bool wenz_or_geier(SkGame g) {
  return g == SkGame::kWenz || g == SkGame::kGeier;
}

// The contract's trumps, highest first.
std::vector<Card> trumps_high_first(const engine::ContractTable& t) {
  std::vector<Card> out;
  for (Card c : engine::cards(t.trumps())) out.push_back(c);
  std::sort(out.begin(), out.end(), [&](Card a, Card b) { return t.power[a] > t.power[b]; });
  return out;
}

// Non-trump cards of one printed suit under the table.
CardMask plain_of(const engine::ContractTable& t, int suit) {
  return t.suit_mask[static_cast<std::size_t>(suit)];
}

// --- The seat's view of the hand -------------------------------------------------------------

CardMask unseen(const SkView& v) {
  CardMask m = v.rules.table.deck & ~v.mine & ~v.played;
  for (int i = 0; i < v.size; ++i) m &= ~engine::bit(v.trick[i]);
  return m;
}

// No card still out can beat card c (led suit `led`).
bool is_boss(const SkView& v, Card c, std::uint8_t led) {
  return trick::is_boss(v.rules.table, unseen(v), c, led);
}

bool is_top_of_suit(const SkView& v, Card c) {
  return trick::is_top_of_suit(v.rules.table, unseen(v), c);
}

int trick_points(const SkView& v) {
  return trick::trick_points(v.trick.data(), v.size);
}

// Can seat q, still to play to the current trick, beat the winning card w? Only from what the
// view knows: cards still out and shown voids.
bool may_beat(const SkView& v, int q, Card w) {
  const engine::ContractTable& t = v.rules.table;
  const CardMask out = unseen(v);
  // q may lack the led suit when shown void, or when no more cards of it are out than players
  // still to play after me.
  const int led_out = engine::count(out & t.suit_mask[v.led]);
  const bool void_led = ((v.voids[q] >> v.led) & 1u) || led_out <= kSeats - 1 - v.size;
  const bool void_trump = (v.voids[q] >> kTrump) & 1u;
  for (Card o : engine::cards(out)) {
    if (!beats(t, o, w, v.led)) continue;
    const std::uint8_t s = t.eff_suit[o];
    if (s == v.led && !void_led) return true;
    // A trump beats a non-trump lead only from a player void in the led suit.
    if (s == kTrump && s != v.led && void_led && !void_trump) return true;
    if (s == kTrump && s == v.led && !void_trump) return true;
  }
  return false;
}

// The current winner holds the trick: nobody after me who may be an opponent of the winner can
// beat it.
bool winner_is_safe(const SkView& v, int winner_seat, Card w) {
  for (int k = v.size + 1; k < kSeats; ++k) {
    const int q = (v.leader + k) % kSeats;
    // q on the winner's side (when both are known) cannot hurt.
    const int sq = sk_side(v, q);
    const int sw = sk_side(v, winner_seat);
    if (sq != 0 && sw != 0 && sq == sw && !v.ramsch) continue;
    if (may_beat(v, q, w)) return false;
  }
  return true;
}

// Schmieren: the most points, non-trump before trump, the lower card; an Ober or Unter that is
// a trump counts 5 points less (too valuable to give away for 2 or 3 points).
Card schmier_card(const engine::ContractTable& t, CardMask legal) {
  return min_by(legal, [&](Card c) {
    const bool face_trump = t.eff_suit[c] == kTrump && (engine::rank_of(c) == Rank::kQueen ||
                                                        engine::rank_of(c) == Rank::kJack);
    const int keep = face_trump ? 5 : 0;
    return -(points(c) - keep) * 1000L + (t.eff_suit[c] == kTrump ? 100 : 0) + t.power[c];
  });
}

CardMask winning_cards(const SkView& v, CardMask legal) {
  if (v.winner_pos < 0) return legal;
  return trick::winning_cards(v.rules.table, legal, v.trick[v.winner_pos], v.led);
}

int unseen_trumps(const SkView& v) {
  return engine::count(unseen(v) & v.rules.table.trumps());
}

// --- Leading -----------------------------------------------------------------------------------

Card lead_ramsch(const SkView& v, CardMask legal) {
  const engine::ContractTable& t = v.rules.table;
  // A card that others are likely to beat: the lowest card relative to what is still out, fail
  // before trump, never a lone ace or ten.
  return min_by(legal, [&](Card c) {
    const std::uint8_t s = t.eff_suit[c];
    int higher_out = 0;
    for (Card o : engine::cards(unseen(v) & t.suit_mask[s])) {
      if (t.power[o] > t.power[c]) ++higher_out;
    }
    const int len = engine::count(v.mine & t.suit_mask[s]);
    const bool lone_high = s != kTrump && points(c) >= 10 && len == 1;
    return (higher_out == 0 ? 5000L : 0) + (lone_high ? 2000L : 0) - higher_out * 40L +
           points(c) * 10L + (s == kTrump ? 5 : 0);
  });
}

Card lead_card(const SkView& v, CardMask legal) {
  const engine::ContractTable& t = v.rules.table;
  if (v.ramsch) return lead_ramsch(v, legal);
  const CardMask trumps = legal & t.trumps();
  const CardMask fails = legal & ~t.trumps();
  if (sk_in_party(v)) {
    if (trumps && unseen_trumps(v) > 0) {
      const Card top = min_by(trumps, [&](Card c) { return -long{t.power[c]}; });
      if (v.me == v.contract.declarer && is_boss(v, top, kTrump)) return top;
      if (v.me == v.contract.declarer) {
        return min_by(trumps, [&](Card c) { return long{t.power[c]}; });
      }
      // The partner: a boss trump, else a middle trump rather than the lowest.
      if (is_boss(v, top, kTrump)) return top;
      return min_by(trumps, [&](Card c) { return long{t.power[c]}; });
    }
    // Trumps are out (or I have none): cash sure winners, then low.
    for (Card c : engine::cards(fails)) {
      if (is_boss(v, c, t.eff_suit[c])) return c;
    }
    if (trumps) return min_by(trumps, [&](Card c) { return -long{t.power[c]}; });
    return lowest_card(t, legal);
  }
  // A defender (or unknown in a Sauspiel: the declarer's partner has been handled above).
  if (v.called != kNoCard && !v.opened) {
    const CardMask of_x = fails & t.suit_mask[v.called_suit];
    if (of_x) return min_by(of_x, [&](Card c) { return long{t.power[c]}; });
  }
  if (fails) {
    for (Card c : engine::cards(fails)) {
      if (is_top_of_suit(v, c) && !((v.led_suits >> t.eff_suit[c]) & 1u)) return c;
    }
    // Low from the longest suit where the declarer has not shown a void.
    const int decl = v.contract.declarer;
    return min_by(fails, [&](Card c) {
      const std::uint8_t s = t.eff_suit[c];
      const int len = engine::count(v.mine & t.suit_mask[s]);
      const bool decl_void = decl >= 0 && ((v.voids[decl] >> s) & 1u);
      return (decl_void ? 1000L : 0) - len * 100L + points(c) * 5L + t.power[c];
    });
  }
  return min_by(legal, [&](Card c) { return long{t.power[c]}; });
}

// --- Following ---------------------------------------------------------------------------------

Card follow_ramsch(const SkView& v, CardMask legal) {
  const engine::ContractTable& t = v.rules.table;
  const CardMask winners = winning_cards(v, legal);
  const CardMask losers = legal & ~winners;
  const bool last = v.size == kSeats - 1;
  if (losers) {
    const bool following = (legal & t.suit_mask[v.led]) != 0;
    // Some card loses: if the trick will surely go to someone else, give away the most points,
    // otherwise duck with the highest card that still loses.
    const Card w = v.trick[v.winner_pos];
    const int ws = (v.leader + v.winner_pos) % kSeats;
    if (last || winner_is_safe(v, ws, w) || !following) return schmier_card(t, losers);
    return min_by(losers, [&](Card c) { return -long{t.power[c]}; });
  }
  // Every card wins: take it with the highest card (it is gone for good) and few points.
  return min_by(legal, [&](Card c) { return points(c) * 3L - t.power[c]; });
}

Card follow_card(const SkView& v, CardMask legal) {
  const engine::ContractTable& t = v.rules.table;
  if (v.ramsch) return follow_ramsch(v, legal);
  const bool last = v.size == kSeats - 1;
  const Card w = v.trick[v.winner_pos];
  const int w_seat = (v.leader + v.winner_pos) % kSeats;
  if (sk_side(v, w_seat) > 0) {
    if (last || winner_is_safe(v, w_seat, w)) return schmier_card(t, legal);
    return lowest_card(t, legal);
  }
  const CardMask winners = winning_cards(v, legal);
  if (!winners) return lowest_card(t, legal);
  // Cards that win and hold against everyone still to play.
  CardMask holding = 0;
  for (Card c : engine::cards(winners)) {
    SkView after = v;
    after.trick[after.size] = c;
    after.winner_pos = after.size;
    after.size++;
    after.mine &= ~engine::bit(c);
    bool ok = true;
    for (int k = v.size + 1; k < kSeats && ok; ++k) {
      const int q = (v.leader + k) % kSeats;
      if (sk_side(v, q) > 0) continue;
      // may_beat reads the trick from `after`: cards still out exclude my card.
      ok = !may_beat(after, q, c);
    }
    if (ok) holding |= engine::bit(c);
  }
  const int at_stake = trick_points(v);
  if (last) return schmier_card(t, winners);
  if (holding) {
    // The cheapest holder: a non-trump winner with points is welcome, a trump as low as
    // possible.
    return min_by(holding, [&](Card c) {
      return (t.eff_suit[c] == kTrump ? 1000L + t.power[c] * 10L : 0L) - points(c) * 5L +
             t.power[c];
    });
  }
  if (at_stake >= 10) return min_by(winners, [&](Card c) { return -long{t.power[c]}; });
  return lowest_card(t, legal);
}

}  // namespace

// --- View --------------------------------------------------------------------------------------

SkView make_sk_view(const SchafkopfHand& hand) {
  SkView v;
  assert(hand.contract().has_value());
  v.me = hand.to_act();
  v.contract = *hand.contract();
  v.rules = hand.setup().play;  // public: the contract table, the called card, running away
  v.ramsch = v.contract.game == SkGame::kRamsch;
  v.called = v.contract.called_card();
  if (v.called != kNoCard) v.called_suit = static_cast<std::uint8_t>(v.contract.suit);
  v.mine = hand.hand_of(v.me);
  v.i_hold_called = v.called != kNoCard && engine::has(hand.dealt()[v.me], v.called);
  const engine::ContractTable& t = v.rules.table;

  v.leader = (hand.dealer() + 1) % kSeats;
  int trick_index = 0;
  for (Card c : hand.plays()) {
    const int seat = (v.leader + v.size) % kSeats;
    v.played |= engine::bit(c);
    v.played_by[seat] |= engine::bit(c);
    if (c == v.called) v.called_played_by = seat;
    if (v.size == 0) {
      v.led = t.eff_suit[c];
      v.led_suits = static_cast<std::uint8_t>(v.led_suits | (1u << v.led));
      if (v.called != kNoCard && !v.opened && v.led == v.called_suit) {
        v.opened = true;
        v.opening_trick = trick_index;
        v.opening_leader = seat;
      }
    } else if (t.eff_suit[c] != v.led) {
      v.voids[seat] = static_cast<std::uint8_t>(v.voids[seat] | (1u << v.led));
    }
    v.trick[v.size++] = c;
    if (v.size == kSeats) {
      const int win = engine::trick_winner_index(t, v.trick.data(), kSeats, v.led, kNoCard);
      const int ws = (v.leader + win) % kSeats;
      v.tricks[ws]++;
      for (int i = 0; i < kSeats; ++i) v.points[ws] += points(v.trick[i]);
      v.leader = ws;
      v.size = 0;
      ++trick_index;
    }
  }
  v.tricks_done = trick_index;
  if (v.size > 0) {
    v.winner_pos = engine::trick_winner_index(t, v.trick.data(), v.size, v.led, kNoCard);
  }
  for (const engine::SkDouble& d : hand.doubles()) {
    if (d.seat < 0 || d.seat >= kSeats) continue;
    if (d.kind == engine::SkDoubleKind::kKontra) v.kontra[d.seat] = 1;
    if (d.kind == engine::SkDoubleKind::kRe) v.re[d.seat] = 1;
  }

  // Who is the declarer's partner, as far as I can tell (SK-5.4, SK-6.5, SK-7.3).
  if (v.contract.game == SkGame::kSauspiel) {
    const int decl = v.contract.declarer;
    if (v.i_hold_called) {
      v.partner_known = v.me;
    } else if (v.called_played_by >= 0) {
      v.partner_known = v.called_played_by;
    } else {
      for (int s = 0; s < kSeats; ++s) {
        if (s != decl && v.re[s]) v.partner_known = s;
      }
      // The opening trick is over without the ace: its leader ran away with it (SK-7.3d).
      if (v.partner_known < 0 && v.opened && v.tricks_done > v.opening_trick) {
        v.partner_known = v.opening_leader;
      }
      if (v.partner_known < 0) {
        // Candidates: not the declarer, not me, no Kontra, not a follower of the running
        // opening trick who played another card.
        int candidates = 0;
        int last = -1;
        for (int s = 0; s < kSeats; ++s) {
          if (s == decl || s == v.me || v.kontra[s]) continue;
          bool followed_without = false;
          if (v.opened && v.opening_trick == v.tricks_done) {
            for (int i = 1; i < v.size; ++i) {
              if ((v.leader + i) % kSeats == s) followed_without = true;
            }
          }
          if (followed_without) continue;
          ++candidates;
          last = s;
        }
        if (candidates == 1) v.partner_known = last;
      }
    }
  }
  return v;
}

int sk_side(const SkView& v, int seat) {
  if (seat == v.me) return 1;
  if (v.ramsch) return -1;
  const int decl = v.contract.declarer;
  if (v.contract.game != SkGame::kSauspiel) {
    if (v.me == decl || seat == decl) return -1;
    return 1;
  }
  if (v.partner_known >= 0) {
    const bool me_party = v.me == decl || v.me == v.partner_known;
    const bool s_party = seat == decl || seat == v.partner_known;
    return me_party == s_party ? 1 : -1;
  }
  if (v.me == decl) return 0;
  // A defender who does not know the partner: the declarer is an opponent, the rest unknown.
  return seat == decl ? -1 : 0;
}

bool sk_in_party(const SkView& v) {
  return !v.ramsch && (v.me == v.contract.declarer || v.i_hold_called);
}

// --- Strength ----------------------------------------------------------------------------------

int SkHeuristicPlayer::strength(const SchafkopfRules& rules, const SkContract& c, CardMask cards) {
  const engine::ContractTable t = engine::schafkopf_contract_table(c, rules.deck_mask());
  const std::vector<Card> order = trumps_high_first(t);
  const int faces = face_count(c.game);
  static constexpr std::array<int, 8> kOberUnter = {7, 6, 6, 5, 5, 4, 4, 4};
  static constexpr std::array<int, 4> kFour = {9, 8, 7, 6};
  static constexpr std::array<int, 4> kFarb = {7, 6, 6, 5};
  int score = 0;
  int trumps = 0;
  for (std::size_t i = 0; i < order.size(); ++i) {
    const Card x = order[i];
    if (!engine::has(cards, x)) continue;
    ++trumps;
    const int idx = static_cast<int>(i);
    if (idx < faces) {
      if (faces == 8) {
        score += kOberUnter[i];
      } else if (wenz_or_geier(c.game)) {
        score += kFour[i];
      } else {
        score += kFarb[i];
      }
    } else {
      score += engine::rank_of(x) == Rank::kAce ? 4 : engine::rank_of(x) == Rank::kTen ? 3 : 2;
    }
  }
  if (trumps > 5) score += 3 * (trumps - 5);
  const bool wg = wenz_or_geier(c.game);
  for (int s = 0; s < 4; ++s) {
    const CardMask plain = cards & plain_of(t, s);
    const Card ace = engine::make_card(static_cast<Suit>(s), Rank::kAce);
    const Card ten = engine::make_card(static_cast<Suit>(s), Rank::kTen);
    const Card king = engine::make_card(static_cast<Suit>(s), Rank::kKing);
    if (!(t.suit_mask[static_cast<std::size_t>(s)] & t.deck)) continue;  // all trump
    if (engine::has(plain, ace)) {
      score += wg ? 4 : 3;
      if (engine::has(plain, ten)) score += wg ? 3 : 2;
      if (wg && engine::has(plain, ten) && engine::has(plain, king)) score += 1;
    }
    if (!plain && c.solo_class() && trumps >= 5) score += 2;
  }
  return score;
}

int SkHeuristicPlayer::threshold(const SchafkopfRules& rules, const SkHeuristicStyle& style,
                                 const SkContract& c) {
  int th = style.solo;
  switch (c.game) {
    case SkGame::kSauspiel:
      th = style.sauspiel;
      break;
    case SkGame::kWenz:
      th = style.wenz;
      break;
    case SkGame::kGeier:
      th = style.geier;
      break;
    case SkGame::kFarbwenz:
    case SkGame::kFarbgeier:
      th = style.farb;
      break;
    default:
      break;
  }
  // Short deck: six cards, but half the deck is trump in a Sauspiel or Solo.
  if (rules.deck == engine::SkDeck::kShort) {
    th = c.game == SkGame::kSauspiel ? (th * 3 + 2) / 4 : (th * 15 + 8) / 16;
  }
  return th;
}

bool SkHeuristicPlayer::sure_tout(const SchafkopfRules& rules, const SkContract& c,
                                  CardMask cards) {
  if (c.game == SkGame::kSauspiel || c.game == SkGame::kRamsch) return false;
  const engine::ContractTable t = engine::schafkopf_contract_table(c, rules.deck_mask());
  const std::vector<Card> order = trumps_high_first(t);
  int top = 0;
  while (top < static_cast<int>(order.size()) && engine::has(cards, order[top])) ++top;
  const int lacking = engine::count(t.trumps() & ~cards);
  if (engine::count(cards & t.trumps()) > 0 && top < lacking) return false;
  if (engine::count(cards & t.trumps()) == 0 && lacking > 0) return false;
  for (int s = 0; s < 4; ++s) {
    const CardMask plain = cards & t.suit_mask[static_cast<std::size_t>(s)];
    if (!plain) continue;
    // An unbroken run from the ace: every card of the suit above each held card is held.
    for (Card x : engine::cards(plain)) {
      for (Card o : engine::cards(t.suit_mask[static_cast<std::size_t>(s)])) {
        if (t.power[o] > t.power[x] && !engine::has(cards, o)) return false;
      }
    }
  }
  return true;
}

SkHeuristicPlayer::SkHeuristicPlayer(std::uint64_t seed) {
  engine::Rng rng(seed ^ 0x5C4AF0B7D1E2A3C5ull);
  for (SkHeuristicStyle& s : styles_) {
    const int d = static_cast<int>(rng.below(5)) - 2;  // -2 .. +2
    s.sauspiel += d;
    s.wenz += d;
    s.geier += d;
    s.solo += d;
    s.farb += d;
  }
}

std::optional<SkContract> SkHeuristicPlayer::wanted(const SchafkopfRules& rules, int seat,
                                                    CardMask dealt) const {
  const SkHeuristicStyle& st = style(seat);
  std::optional<SkContract> best;
  long best_key = 0;
  for (const SkContract& c : engine::legal_contracts(rules, seat, dealt)) {
    const bool geier = c.game == SkGame::kGeier;
    const bool farb = c.game == SkGame::kFarbwenz || c.game == SkGame::kFarbgeier;
    if ((geier && !st.play_geier) || (farb && !st.play_farb)) continue;
    long key = 0;
    if (c.tout) {
      if (!sure_tout(rules, c, dealt)) continue;
      key = 100000;  // a sure Tout beats everything
    } else {
      const int margin = strength(rules, c, dealt) - threshold(rules, st, c);
      if (margin < 0) continue;
      // Solo class before a Sauspiel; then the larger margin.
      key = (c.solo_class() ? 1000 : 0) + margin;
    }
    if (!best || key > best_key) {
      best = c;
      best_key = key;
    }
  }
  // A Sauspiel: the called suit with the fewest cards, then the fewest points.
  if (best && best->game == SkGame::kSauspiel) {
    long best_call = 0;
    bool first = true;
    const engine::ContractTable t = engine::schafkopf_contract_table(*best, rules.deck_mask());
    for (const SkContract& c : engine::legal_contracts(rules, seat, dealt)) {
      if (c.game != SkGame::kSauspiel) continue;
      const CardMask plain = dealt & t.suit_mask[static_cast<std::size_t>(c.suit)];
      const long key = engine::count(plain) * 100L + engine::mask_points(plain);
      if (first || key < best_call) {
        best->suit = c.suit;
        best_call = key;
        first = false;
      }
    }
  }
  return best;
}

// --- Decisions ---------------------------------------------------------------------------------

SkBid SkHeuristicPlayer::choose_bid(const SchafkopfHand& hand) const {
  const int seat = hand.to_act();
  const std::optional<SkContract> want = wanted(hand.rules(), seat, hand.dealt()[seat]);
  const int rank = want ? engine::contract_rank(hand.rules(), *want) : 0;
  const std::vector<SkBid> legal = hand.legal_bids();
  auto has_bid = [&](SkBid b) { return std::find(legal.begin(), legal.end(), b) != legal.end(); };
  if (hand.phase() == SkPhase::kAuction) {
    return want ? SkBid{SkBidKind::kPlay, 0} : SkBid{SkBidKind::kPass, 0};
  }
  if (has_bid({SkBidKind::kHold, 0})) {
    // The holder keeps the game at equal rank (SK-4.4): hold when the wanted contract reaches
    // the challenger's named rank.
    return rank >= hand.pending_rank() ? SkBid{SkBidKind::kHold, 0} : SkBid{SkBidKind::kYield, 0};
  }
  const int next = hand.committed_rank() + 1;
  if (rank >= next && has_bid({SkBidKind::kRank, next})) return SkBid{SkBidKind::kRank, next};
  return SkBid{SkBidKind::kWithdraw, 0};
}

SkContract SkHeuristicPlayer::choose_declaration(const SchafkopfHand& hand) const {
  const int seat = hand.to_act();
  const CardMask dealt = hand.dealt()[seat];
  const std::vector<SkContract> legal = hand.legal_declarations();
  assert(!legal.empty());
  const std::optional<SkContract> want = wanted(hand.rules(), seat, dealt);
  if (want && std::find(legal.begin(), legal.end(), *want) != legal.end()) return *want;
  // The strongest allowed contract relative to its threshold (no Tout unless sure).
  const SkHeuristicStyle& st = style(seat);
  SkContract best = legal.front();
  long best_key = 0;
  bool first = true;
  for (const SkContract& c : legal) {
    long key = 0;
    if (c.tout) {
      key = sure_tout(hand.rules(), c, dealt) ? 100000 : -100000;
    } else {
      key = strength(hand.rules(), c, dealt) - threshold(hand.rules(), st, c);
    }
    if (first || key > best_key) {
      best = c;
      best_key = key;
      first = false;
    }
  }
  return best;
}

bool SkHeuristicPlayer::choose_double(const SchafkopfHand& hand) const {
  if (!hand.may_double()) return false;
  const int seat = hand.to_act();
  const SkContract& c = *hand.contract();
  const CardMask dealt = hand.dealt()[seat];
  const SkHeuristicStyle& st = style(seat);
  const int s = strength(hand.rules(), c, dealt);
  const int th = threshold(hand.rules(), st, c);
  if (hand.doubles().empty()) return s >= th + st.kontra_margin;  // Kontra
  // Re: the declarer, or a partner (who reveals himself).
  if (seat == c.declarer) return s >= th + st.re_margin;
  return s >= threshold(hand.rules(), st, SkContract{SkGame::kSauspiel, seat, c.suit, false}) + 4;
}

Card SkHeuristicPlayer::choose_play(const SchafkopfHand& hand) const {
  const CardMask legal = hand.legal_cards();
  assert(legal != 0);
  if (engine::count(legal) == 1) return engine::lowest(legal);
  const SkView v = make_sk_view(hand);
  const Card c = v.size == 0 ? lead_card(v, legal) : follow_card(v, legal);
  assert(engine::has(legal, c));
  return engine::has(legal, c) ? c : engine::lowest(legal);
}

std::optional<std::string> SkHeuristicPlayer::act(SchafkopfHand& hand) const {
  switch (hand.phase()) {
    case SkPhase::kAuction:
    case SkPhase::kBidding:
      return hand.bid(choose_bid(hand));
    case SkPhase::kDeclare:
      return hand.declare(choose_declaration(hand));
    case SkPhase::kDoubling:
      return hand.answer_double(choose_double(hand));
    case SkPhase::kPlay:
      return hand.play(choose_play(hand));
    case SkPhase::kDone:
      return std::string("the hand is over");
  }
  return std::string("unknown phase");
}

std::optional<std::string> SkHeuristicPlayer::play_out(SchafkopfHand& hand) const {
  // Each action advances the hand; a hand has at most a few dozen actions.
  for (int guard = 0; guard < 200 && hand.phase() != SkPhase::kDone; ++guard) {
    if (auto e = act(hand)) return e;
  }
  if (hand.phase() != SkPhase::kDone) return std::string("the hand did not finish");
  return std::nullopt;
}

}  // namespace solver
