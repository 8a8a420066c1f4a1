// Slow, obviously correct references for the double-dummy solver, and random positions.
//
// `plain_*`: full minimax over every legal card, no pruning and no table; the final outcome is
// settled by the engine's own settlement functions (not by the solver's levels), so the
// solver's encoding of the settlement is checked too. `reach`: plain boolean minimax ("can the
// side still take `need` points?") memoised at trick boundaries, for whole deals.
#pragma once

#include <algorithm>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "engine/sheepshead.h"
#include "solver/dd.h"
#include "solver/positions.h"

namespace ref {

using engine::Card;
using engine::CardMask;

// How the final outcome of a Sheepshead position is scored.
struct SheepsheadScoring {
  engine::SheepsheadRules rules;
  bool leaster = false;
  std::uint32_t side = 0;  // picker's side (team)
  int base_points = 0;
  bool alone = false;
  int multiplier = 1;
  int perspective = 0;                                       // leaster
  int bonus_trick = -1, bonus_points = 0, bonus_owner = -1;  // leaster blind
};

struct Walker {
  engine::PlayRules r;
  engine::PlayState s;
  SheepsheadScoring sc;
  std::array<int, engine::kMaxPlayers> extra{};
  using Key = std::tuple<std::array<CardMask, engine::kMaxPlayers>, int, bool, bool>;

  int seat_points(int i) const { return s.points_won[i] + extra[i]; }

  int final_side_points() const {
    int p = sc.base_points;
    for (int i = 0; i < r.num_players; ++i) {
      if (sc.side >> i & 1) p += seat_points(i);
    }
    return p;
  }
  int final_side_tricks() const {
    int t = 0;
    for (int i = 0; i < r.num_players; ++i) {
      if (sc.side >> i & 1) t += s.tricks_won[i];
    }
    return t;
  }
  int final_units() const {
    if (sc.leaster) {
      // SS-11.4: the qualifier with strictly fewest points wins; a tie scores nothing.
      int best = -1;
      int best_pts = 0;
      int n_best = 0;
      for (int i = 0; i < r.num_players; ++i) {
        if (s.tricks_won[i] == 0) continue;
        if (best < 0 || seat_points(i) < best_pts) {
          best = i;
          best_pts = seat_points(i);
          n_best = 1;
        } else if (seat_points(i) == best_pts) {
          ++n_best;
        }
      }
      if (n_best > 1) return 0;
      return (best == sc.perspective ? 4 : -1) * sc.multiplier;
    }
    const int side_t = final_side_tricks();
    const int d = engine::sheepshead_defender_amount(sc.rules, final_side_points(), side_t,
                                                     engine::kSheepsheadTricks - side_t);
    return engine::sheepshead_picker_units(d, sc.alone, sc.multiplier);
  }
  bool maximiser(int seat) const {
    if (sc.leaster) return seat != sc.perspective;  // for points: others push points onto p
    return sc.side >> seat & 1;
  }
  // Team: side points. Leaster: the perspective seat's points.
  int final_points() const {
    return sc.leaster ? seat_points(sc.perspective) : final_side_points();
  }

  void make(Card c, engine::PlayUndo& u) {
    engine::make_move(r, s, c, u);
    if (u.completed && s.tricks_done - 1 == sc.bonus_trick) extra[u.winner] += sc.bonus_points;
  }
  void unmake(Card c, const engine::PlayUndo& u) {
    if (u.completed && s.tricks_done - 1 == sc.bonus_trick) extra[u.winner] -= sc.bonus_points;
    engine::unmake_move(r, s, c, u);
  }

  // Points: the maximisers maximise final_points(), the others minimise it.
  int plain_points() {
    if (s.finished(r)) return final_points();
    const bool maxing = maximiser(s.to_move(r));
    int best = maxing ? -1000 : 1000;
    for (Card c : engine::cards(engine::legal_moves(r, s))) {
      engine::PlayUndo u;
      make(c, u);
      int v = plain_points();
      unmake(c, u);
      best = maxing ? std::max(best, v) : std::min(best, v);
    }
    return best;
  }

  // Units: the declarer's side (team) or the perspective seat (leaster) maximises its units.
  int plain_units() {
    if (s.finished(r)) return final_units();
    const int p = s.to_move(r);
    const bool maxing = sc.leaster ? p == sc.perspective : (sc.side >> p & 1) != 0;
    int best = maxing ? -1000 : 1000;
    for (Card c : engine::cards(engine::legal_moves(r, s))) {
      engine::PlayUndo u;
      make(c, u);
      int v = plain_units();
      unmake(c, u);
      best = maxing ? std::max(best, v) : std::min(best, v);
    }
    return best;
  }

  // Can the side take at least `need` more points? A plain boolean minimax (the maximisers need
  // one card that works, the others need every card to fail), memoising answers at trick
  // boundaries by (position, need). Shares nothing with the solver but the engine.
  struct KeyHash {
    std::size_t operator()(const std::pair<Key, int>& kn) const {
      const Key& k = kn.first;
      std::size_t h = static_cast<std::size_t>(std::get<1>(k) * 31 + std::get<2>(k) * 7 +
                                               std::get<3>(k) + kn.second * 1009);
      for (CardMask m : std::get<0>(k)) h = h * 1000003u ^ m;
      return h;
    }
  };
  std::unordered_map<std::pair<Key, int>, bool, KeyHash> reach_memo;
  bool reach(int need) {
    if (need <= 0) return true;
    if (s.finished(r)) return false;
    std::pair<Key, int> key;
    const bool boundary = s.trick_size == 0;
    if (boundary) {
      key = {Key{s.hands, s.leader, s.opened, s.under_pending}, need};
      auto it = reach_memo.find(key);
      if (it != reach_memo.end()) return it->second;
    }
    const bool maxing = maximiser(s.to_move(r));
    bool result = !maxing;
    for (Card c : engine::cards(engine::legal_moves(r, s))) {
      engine::PlayUndo u;
      make(c, u);
      const int gained = u.completed && (sc.side >> u.winner & 1) ? u.points : 0;
      const bool v = reach(need - gained);
      unmake(c, u);
      if (v == maxing) {
        result = maxing;
        break;
      }
    }
    if (boundary) reach_memo[key] = result;
    return result;
  }
};

inline SheepsheadScoring scoring_for(const engine::SheepsheadHand& hand, int perspective) {
  SheepsheadScoring sc;
  sc.rules = hand.rules();
  sc.multiplier = hand.multiplier();
  solver::Position pos = solver::sheepshead_position(hand, perspective);
  if (hand.is_leaster()) {
    sc.leaster = true;
    sc.perspective = pos.objective.perspective;
    sc.bonus_trick = pos.objective.bonus_trick;
    sc.bonus_points = pos.objective.bonus_points;
    sc.bonus_owner = pos.objective.bonus_owner;
  } else {
    sc.side = 1u << hand.picker();
    if (hand.partner() >= 0) sc.side |= 1u << hand.partner();
    sc.alone = hand.partner() < 0;
    sc.base_points = engine::mask_points(hand.buried());
  }
  return sc;
}

inline Walker walker_for(const engine::SheepsheadHand& hand, int perspective = -1) {
  Walker w;
  w.r = hand.play_rules();
  w.s = hand.play_state();
  w.sc = scoring_for(hand, perspective);
  if (w.sc.bonus_owner >= 0) w.extra[w.sc.bonus_owner] = w.sc.bonus_points;
  return w;
}

// --- Random Sheepshead hands in play, covering every call type --------------------------------

enum class Want { kAce, kTen, kUnknown, kAlone, kLeaster };

// Deals with `seed`, arranges the deal (by swapping cards between seats) so that the wanted
// call is possible, and plays the auction, bury and call; nullopt when it could not.
inline std::optional<engine::SheepsheadHand> random_hand(const engine::SheepsheadRules& rules,
                                                         std::uint64_t seed, Want want) {
  using namespace engine;
  Rng rng(seed);
  const int dealer = static_cast<int>(rng.below(5));
  SheepsheadDeal deal = deal_sheepshead(rng.next(), dealer);
  if (want == Want::kLeaster) {
    if (rules.all_pass != AllPass::kLeaster) return std::nullopt;
    SheepsheadHand h(rules, dealer, deal);
    for (int i = 0; i < 5; ++i) {
      if (h.pick(false)) return std::nullopt;
    }
    return h;
  }
  const int picker = (dealer + 1 + static_cast<int>(rng.below(5))) % 5;
  const ContractTable t = sheepshead_table_for(rules);
  if (want == Want::kTen) {
    // Give the picker all three fail aces (swap them in for his lowest non-ace cards).
    for (int si = 0; si < 4; ++si) {
      Suit s = static_cast<Suit>(si);
      if (s == rules.trump_suit) continue;
      Card ace = make_card(s, Rank::kAce);
      if (has(deal.hands[picker] | deal.blind, ace)) continue;
      int owner = 0;
      while (!has(deal.hands[owner], ace)) ++owner;
      CardMask give = deal.hands[picker] & ~CardMask{0x80808080u};
      if (!give) return std::nullopt;
      Card g = lowest(give);
      deal.hands[picker] = (deal.hands[picker] & ~bit(g)) | bit(ace);
      deal.hands[owner] = (deal.hands[owner] & ~bit(ace)) | bit(g);
    }
  }
  SheepsheadHand h(rules, dealer, deal);
  while (h.to_act() != picker) {
    if (h.pick(false)) return std::nullopt;
  }
  if (h.pick(true)) return std::nullopt;
  const CardMask eight = h.picker_cards();
  std::vector<CardMask> buries;
  for (Card a : cards(eight)) {
    for (Card b : cards(eight)) {
      if (a < b) buries.push_back(bit(a) | bit(b));
    }
  }
  // Try the buries in a random order until the wanted call type is legal.
  for (std::size_t i = buries.size(); i > 1; --i) {
    std::swap(buries[i - 1], buries[rng.below(static_cast<std::uint32_t>(i))]);
  }
  for (CardMask b : buries) {
    std::vector<Call> calls = legal_calls(rules, eight & ~b, b);
    std::vector<Call> fit;
    for (const Call& c : calls) {
      if ((want == Want::kAce && c.type == CallType::kAce) ||
          (want == Want::kTen && c.type == CallType::kTen) ||
          (want == Want::kUnknown && c.type == CallType::kUnknown) ||
          (want == Want::kAlone && c.type == CallType::kAlone)) {
        fit.push_back(c);
      }
    }
    if (fit.empty()) continue;
    if (h.bury(b)) return std::nullopt;
    if (h.call(fit[rng.below(static_cast<std::uint32_t>(fit.size()))])) return std::nullopt;
    return h;
  }
  (void)t;
  return std::nullopt;
}

// Plays random legal cards until at most `tricks_left` tricks remain, then `extra` more cards
// (clipped to the trick in progress).
inline void play_random(engine::SheepsheadHand& h, engine::Rng& rng, int tricks_left, int extra) {
  auto play_one = [&]() {
    engine::CardMask legal = h.legal_cards();
    int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(engine::count(legal))));
    engine::Card c = engine::kNoCard;
    for (engine::Card x : engine::cards(legal)) {
      if (k-- == 0) {
        c = x;
        break;
      }
    }
    (void)h.play(c);
  };
  while (h.phase() == engine::Phase::kPlay &&
         engine::kSheepsheadTricks - h.play_state().tricks_done > tricks_left) {
    play_one();
  }
  for (int i = 0; i < extra && h.phase() == engine::Phase::kPlay &&
                  h.play_state().trick_size < engine::kSheepsheadSeats - 1;
       ++i) {
    play_one();
  }
}

}  // namespace ref
