// Card equivalence for the trick games (solver/trick/equivalence.h).
#include "solver/trick/equivalence.h"

#include "solver/dd.h"

namespace solver {

CardClasses equivalent_cards(const engine::PlayRules& pr, const engine::PlayState& st,
                             engine::CardMask legal, engine::CardMask unseen,
                             engine::CardMask special) {
  CardClasses out;
  out.cards = power_order(pr.table, legal);
  const std::vector<Card>& cards = out.cards;
  CardMask others = unseen;
  for (int t = 0; t < st.trick_size; ++t) {
    others |= engine::bit(st.trick[static_cast<std::size_t>(t)]);
  }
  out.rep_index.resize(cards.size());
  for (std::size_t a = 0; a < cards.size(); ++a) {
    bool merge = false;
    if (a > 0) {
      const Card c = cards[a];
      const Card prev = cards[a - 1];
      bool between_free = pr.table.eff_suit[c] == pr.table.eff_suit[prev];
      for (Card x : engine::cards(pr.table.suit_mask[pr.table.eff_suit[c]] & others)) {
        if (pr.table.power[x] < pr.table.power[prev] && pr.table.power[x] > pr.table.power[c]) {
          between_free = false;
        }
      }
      merge = !engine::has(special, c) && !engine::has(special, prev) && between_free &&
              engine::card_points(c) == engine::card_points(prev);
    }
    if (merge) {
      out.rep_index[a] = out.rep_index[a - 1];
    } else {
      out.rep_index[a] = static_cast<int>(out.reps.size());
      out.reps.push_back(cards[a]);
    }
  }
  return out;
}

}  // namespace solver
