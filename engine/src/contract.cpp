#include "engine/contract.h"

#include <algorithm>
#include <cassert>
#include <vector>

namespace engine {

namespace {
// Fills a fail suit's powers from an order given lowest first.
void set_fail_order(ContractTable& t, Suit s, std::initializer_list<Rank> low_to_high) {
  std::uint8_t p = 0;
  for (Rank r : low_to_high) {
    Card c = make_card(s, r);
    if (!has(t.deck, c)) continue;
    t.eff_suit[c] = static_cast<std::uint8_t>(s);
    t.power[c] = p++;
  }
}

// Assigns trump powers from a list given highest first.
void set_trumps(ContractTable& t, const std::vector<Card>& high_to_low) {
  std::uint8_t p = static_cast<std::uint8_t>(32 + high_to_low.size());
  for (Card c : high_to_low) {
    if (!has(t.deck, c)) continue;
    t.eff_suit[c] = kTrump;
    t.power[c] = --p;
  }
}

void finish(ContractTable& t) {
  t.suit_mask = {};
  for (Card c = 0; c < kNumCards; ++c) {
    if (has(t.deck, c)) t.suit_mask[t.eff_suit[c]] |= bit(c);
  }
}

constexpr std::array<Suit, 4> kSuitsByRank = {Suit::kClubs, Suit::kSpades, Suit::kHearts,
                                              Suit::kDiamonds};
}  // namespace

ContractTable sheepshead_table(Suit trump_suit) {
  ContractTable t;
  t.deck = kLongDeck;
  using R = Rank;
  for (Suit s : kSuitsByRank) {
    set_fail_order(t, s, {R::kSeven, R::kEight, R::kNine, R::kKing, R::kTen, R::kAce});
  }
  std::vector<Card> trumps;
  for (Suit s : kSuitsByRank) trumps.push_back(make_card(s, R::kQueen));
  for (Suit s : kSuitsByRank) trumps.push_back(make_card(s, R::kJack));
  for (R r : {R::kAce, R::kTen, R::kKing, R::kNine, R::kEight, R::kSeven}) {
    trumps.push_back(make_card(trump_suit, r));
  }
  set_trumps(t, trumps);
  finish(t);
  return t;
}

ContractTable schafkopf_table(TrumpFaces faces, std::optional<Suit> trump_suit, CardMask deck) {
  ContractTable t;
  t.deck = deck;
  using R = Rank;
  // Fail order (SK-3.1, 3.3, 3.4): A T K (O or U when not trump) 9 8 7.
  for (Suit s : kSuitsByRank) {
    switch (faces) {
      case TrumpFaces::kOberUnter:
        set_fail_order(t, s, {R::kSeven, R::kEight, R::kNine, R::kKing, R::kTen, R::kAce});
        break;
      case TrumpFaces::kUnter:
        set_fail_order(t, s,
                       {R::kSeven, R::kEight, R::kNine, R::kQueen, R::kKing, R::kTen, R::kAce});
        break;
      case TrumpFaces::kOber:
        set_fail_order(t, s,
                       {R::kSeven, R::kEight, R::kNine, R::kJack, R::kKing, R::kTen, R::kAce});
        break;
    }
  }
  std::vector<Card> trumps;
  if (faces != TrumpFaces::kUnter) {
    for (Suit s : kSuitsByRank) trumps.push_back(make_card(s, R::kQueen));
  }
  if (faces != TrumpFaces::kOber) {
    for (Suit s : kSuitsByRank) trumps.push_back(make_card(s, R::kJack));
  }
  if (trump_suit) {
    std::vector<R> order = {R::kAce, R::kTen, R::kKing};
    if (faces == TrumpFaces::kUnter) order.push_back(R::kQueen);
    if (faces == TrumpFaces::kOber) order.push_back(R::kJack);
    for (R r : {R::kNine, R::kEight, R::kSeven}) order.push_back(r);
    for (R r : order) trumps.push_back(make_card(*trump_suit, r));
  }
  set_trumps(t, trumps);
  finish(t);
  return t;
}

std::string describe_order(const ContractTable& t, std::uint8_t eff_suit) {
  std::vector<Card> v;
  for (Card c : cards(t.suit_mask[eff_suit])) v.push_back(c);
  std::sort(v.begin(), v.end(), [&](Card a, Card b) { return t.power[a] > t.power[b]; });
  std::string out;
  for (Card c : v) {
    if (!out.empty()) out += ' ';
    out += card_code(c);
  }
  return out;
}

}  // namespace engine
