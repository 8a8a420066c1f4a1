#include "solver/sweep/knowledge.h"

#include <cassert>
#include <cstddef>
#include <vector>

namespace solver::sweep {

namespace es = engine::sweep;

namespace {

constexpr std::size_t idx(int i) {
  return static_cast<std::size_t>(i);
}

// The first stock position of round r's block (r >= 1): 12 (r - 1).
constexpr int block_start(int round) {
  return 12 * (round - 1);
}

// Positions of the stock whose card the viewer saw go to the bottom (SW-4, `bottom`): the last
// returned_jacks.size() positions, in the order the jacks went back.
std::vector<std::pair<int, es::Card>> bottom_jacks(const SweepRules& rules, const SweepDeal& deal) {
  std::vector<std::pair<int, es::Card>> out;
  if (rules.table_jack_to != es::TableJackTo::kBottom) return out;
  const int k = static_cast<int>(deal.returned_jacks.size());
  for (int i = 0; i < k; ++i) out.emplace_back(es::kStockSize - k + i, deal.returned_jacks[idx(i)]);
  return out;
}

}  // namespace

int SweepKnowledge::opponent_unknown() const {
  return opponent_cards - es::count(opponent_known);
}

SweepKnowledge sweep_knowledge(const SweepRules& rules, const SweepDeal& deal,
                               const SweepState& state, int seat) {
  assert(seat == 0 || seat == 1);
  SweepKnowledge k;
  k.rules = rules;
  k.seat = seat;
  const int opp = 1 - seat;
  k.visible = state;
  k.visible.hands[idx(opp)] = 0;
  k.opponent_cards = es::count(state.hands[idx(opp)]);
  k.visible.stock.fill(es::kNoCard);

  const int round = state.round;
  for (int r = 0; r <= round && r < es::kRounds; ++r) {
    k.received[idx(r)][idx(seat)] = deal.hands[idx(r)][idx(seat)];
    // Earlier rounds: every card was played, so the opponent's are public; the current round:
    // what he has played of it.
    k.received[idx(r)][idx(opp)] = r < round
                                       ? deal.hands[idx(r)][idx(opp)]
                                       : deal.hands[idx(r)][idx(opp)] & ~state.hands[idx(opp)];
  }
  // The jacks at the bottom of the stock: still in the stock, or dealt in the last round.
  CardMask known_stock = 0;
  for (const auto& [pos, card] : bottom_jacks(rules, deal)) {
    if (pos >= state.stock_pos) {
      k.visible.stock[idx(pos)] = card;
      known_stock |= es::bit(card);
      continue;
    }
    // Dealt: to the non-dealer in the first six of its block, to the dealer in the last six.
    const int r = pos / 12 + 1;
    const int receiver = (pos % 12) < 6 ? state.non_dealer() : state.dealer;
    if (receiver == opp && r == round && es::has(state.hands[idx(opp)], card)) {
      k.opponent_known |= es::bit(card);
      k.received[idx(r)][idx(opp)] |= es::bit(card);
    }
  }
  const CardMask seen = state.hands[idx(seat)] | state.table | state.piles[0] | state.piles[1] |
                        known_stock | k.opponent_known;
  k.unseen = es::kFullDeck & ~seen;
  assert(es::count(k.unseen) ==
         k.opponent_unknown() + (es::kStockSize - state.stock_pos) - es::count(known_stock));
  return k;
}

SweepState sample_world(const SweepKnowledge& k, engine::Rng& rng) {
  SweepState w = k.visible;
  const int opp = k.opponent();
  std::vector<es::Card> pool;
  pool.reserve(es::kNumCards);
  for (es::Card c : es::cards(k.unseen)) pool.push_back(c);
  for (std::size_t i = pool.size(); i > 1; --i) {
    std::swap(pool[i - 1], pool[rng.below(static_cast<std::uint32_t>(i))]);
  }
  std::size_t next = 0;
  CardMask opp_hand = k.opponent_known;
  for (int i = 0; i < k.opponent_unknown(); ++i) opp_hand |= es::bit(pool[next++]);
  w.hands[idx(opp)] = opp_hand;
  for (int i = w.stock_pos; i < es::kStockSize; ++i) {
    if (w.stock[idx(i)] == es::kNoCard) w.stock[idx(i)] = pool[next++];
  }
  assert(next == pool.size());
  // The blocks already dealt: each seat's cards of that round, the non-dealer's six first.
  for (int r = 1; r <= w.round && r < es::kRounds; ++r) {
    std::array<CardMask, es::kSeats> got = k.received[idx(r)];
    if (r == w.round) got[idx(opp)] |= opp_hand;
    int pos = block_start(r);
    for (int s : {w.non_dealer(), static_cast<int>(w.dealer)}) {
      assert(es::count(got[idx(s)]) == es::kCardsPerRound);
      for (es::Card c : es::cards(got[idx(s)])) w.stock[idx(pos++)] = c;
    }
  }
  return w;
}

std::string inconsistency(const SweepKnowledge& k, const SweepState& world) {
  const int opp = k.opponent();
  const SweepState& v = k.visible;
  if (world.hands[idx(k.seat)] != v.hands[idx(k.seat)]) return "the viewer's hand differs";
  if (world.table != v.table) return "the table differs";
  if (world.piles != v.piles) return "the capture piles differ";
  if (world.sweep_points != v.sweep_points || world.sweeps != v.sweeps) return "sweeps differ";
  if (world.mover != v.mover || world.dealer != v.dealer || world.round != v.round ||
      world.turn != v.turn || world.stock_pos != v.stock_pos ||
      world.last_capturer != v.last_capturer) {
    return "the turn, round, dealer or last capturer differs";
  }
  const CardMask opp_hand = world.hands[idx(opp)];
  if (es::count(opp_hand) != k.opponent_cards) return "the opponent's hand has the wrong size";
  if ((opp_hand & k.opponent_known) != k.opponent_known) return "a known opponent card is missing";
  if ((opp_hand & ~k.opponent_known & ~k.unseen) != 0) return "the opponent holds a seen card";
  CardMask stock = 0;
  for (int i = world.stock_pos; i < es::kStockSize; ++i) {
    const es::Card c = world.stock[idx(i)];
    if (v.stock[idx(i)] != es::kNoCard && v.stock[idx(i)] != c) return "a known stock card moved";
    if (v.stock[idx(i)] == es::kNoCard && !es::has(k.unseen, c)) {
      return "the stock holds a seen card";
    }
    if (es::has(stock, c)) return "a stock card appears twice";
    stock |= es::bit(c);
  }
  if ((stock & opp_hand) != 0) return "a card is both in the stock and the opponent's hand";
  if (((stock | opp_hand) & k.unseen) != k.unseen) return "an unseen card is nowhere";
  return {};
}

}  // namespace solver::sweep
