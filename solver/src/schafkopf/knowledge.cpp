#include "solver/schafkopf/knowledge.h"

#include <vector>

#include "solver/schafkopf/heuristic_player.h"

namespace solver {

using engine::Card;
using engine::CardMask;
using engine::SkGame;

namespace {

constexpr int kSeats = engine::kSchafkopfSeats;

SlotSet slot_bit(int slot) {
  return static_cast<SlotSet>(1u << slot);
}

// Replaces every case by its disjoint sub-cases in which slot `slot` holds at least k of the
// cards S: split by the k lowest cards of S in the slot (forced there; the cards of S below the
// k-th that are not among them are kept out of the slot).
void require_at_least(std::vector<ConstraintCase>& cases, int slot, CardMask s, int k,
                      const std::string& why) {
  if (k <= 0) return;
  std::vector<ConstraintCase> out;
  const SlotSet b = slot_bit(slot);
  for (const ConstraintCase& c : cases) {
    std::vector<Card> cand;  // cards of S that may be in the slot, lowest index first
    for (Card x : engine::cards(s)) {
      if (c.allowed[x] & b) cand.push_back(x);
    }
    const int n = static_cast<int>(cand.size());
    if (n < k) continue;
    // Every k-subset of positions, in lexicographic order.
    std::vector<int> pick(static_cast<std::size_t>(k));
    for (int i = 0; i < k; ++i) pick[static_cast<std::size_t>(i)] = i;
    while (true) {
      ConstraintCase sub = c;
      const int last = pick[static_cast<std::size_t>(k - 1)];
      std::size_t j = 0;
      for (int i = 0; i <= last; ++i) {
        const Card x = cand[static_cast<std::size_t>(i)];
        if (j < pick.size() && pick[j] == i) {
          sub.allowed[x] = b;
          ++j;
        } else {
          sub.allowed[x] = static_cast<SlotSet>(sub.allowed[x] & ~b);
        }
      }
      sub.why += (sub.why.empty() ? "" : "; ") + why;
      out.push_back(std::move(sub));
      // Next subset.
      int i = k - 1;
      while (i >= 0 && pick[static_cast<std::size_t>(i)] == n - k + i) --i;
      if (i < 0) break;
      pick[static_cast<std::size_t>(i)]++;
      for (int t = i + 1; t < k; ++t) {
        pick[static_cast<std::size_t>(t)] = pick[static_cast<std::size_t>(t - 1)] + 1;
      }
    }
  }
  cases = std::move(out);
}

}  // namespace

std::optional<Knowledge> schafkopf_play_knowledge(const engine::SchafkopfHand& hand,
                                                  std::string* error) {
  if ((hand.phase() != engine::SkPhase::kPlay && hand.phase() != engine::SkPhase::kDoubling) ||
      !hand.contract()) {
    if (error) *error = "the hand is not in its doubling poll or play phase";
    return std::nullopt;
  }
  const SkView v = make_sk_view(hand);
  const engine::ContractTable& t = v.rules.table;
  const int per_hand = engine::count(t.deck) / kSeats;

  Knowledge k;
  k.game = engine::Game::kSchafkopf;
  k.point = PointKind::kPlay;
  k.num_players = kSeats;
  k.mover = v.me;
  k.plays_seen = hand.plays().size();
  CardMask on_table = 0;
  for (int i = 0; i < v.size; ++i) on_table |= engine::bit(v.trick[static_cast<std::size_t>(i)]);
  k.unseen = t.deck & ~v.mine & ~v.played & ~on_table;
  for (int q = 0; q < kSeats; ++q) {
    k.known_played[static_cast<std::size_t>(q)] = v.played_by[static_cast<std::size_t>(q)];
    k.voids[static_cast<std::size_t>(q)] = v.voids[static_cast<std::size_t>(q)];
  }
  k.known_hand[static_cast<std::size_t>(v.me)] = v.mine;
  std::array<int, kSeats> slot_of_seat{-1, -1, -1, -1};
  for (int d = 1; d < kSeats; ++d) {
    const int q = (v.me + d) % kSeats;
    slot_of_seat[static_cast<std::size_t>(q)] = static_cast<int>(k.slots.size());
    Slot s;
    s.kind = SlotKind::kHand;
    s.seat = q;
    s.size = per_hand - engine::count(v.played_by[static_cast<std::size_t>(q)]);
    k.slots.push_back(s);
  }
  k.picker = v.contract.declarer;
  k.alone = v.contract.solo_class();
  k.leaster = v.ramsch;
  k.called = v.called;
  k.partner_known = v.partner_known;
  k.role = v.ramsch           ? Role::kLeaster
           : v.me == k.picker ? Role::kPicker
           : v.i_hold_called  ? Role::kPartner
                              : Role::kDefender;

  ConstraintCase base;
  const SlotSet all_slots = static_cast<SlotSet>((1u << k.slots.size()) - 1);
  for (Card c : engine::cards(k.unseen)) {
    SlotSet a = all_slots;
    for (int q = 0; q < kSeats; ++q) {
      const int sl = slot_of_seat[static_cast<std::size_t>(q)];
      if (sl < 0) continue;
      if ((v.voids[static_cast<std::size_t>(q)] >> t.eff_suit[c]) & 1u) {
        a = static_cast<SlotSet>(a & ~slot_bit(sl));
      }
    }
    base.allowed[c] = a;
  }
  std::vector<ConstraintCase> cases;

  if (v.contract.game == SkGame::kSauspiel) {
    const Card ace = v.called;
    const int decl = v.contract.declarer;
    const CardMask x_cards = t.suit_mask[v.called_suit];  // non-trump cards of the called suit
    const bool ace_unseen = engine::has(k.unseen, ace);
    if (ace_unseen) {
      auto exclude = [&](int seat) {
        const int sl = slot_of_seat[static_cast<std::size_t>(seat)];
        if (sl >= 0) base.allowed[ace] = static_cast<SlotSet>(base.allowed[ace] & ~slot_bit(sl));
      };
      exclude(decl);
      for (int q = 0; q < kSeats; ++q) {
        if (v.kontra[static_cast<std::size_t>(q)]) exclude(q);
        if (v.re[static_cast<std::size_t>(q)] && q != decl) {
          const int sl = slot_of_seat[static_cast<std::size_t>(q)];
          if (sl >= 0) base.allowed[ace] = static_cast<SlotSet>(base.allowed[ace] & slot_bit(sl));
        }
      }
      // Followers of the opening trick who played another card (SK-7.3a).
      if (v.opened) {
        const std::vector<Card>& plays = hand.plays();
        const std::size_t start = static_cast<std::size_t>(v.opening_trick) * kSeats;
        for (std::size_t i = start + 1; i < start + kSeats && i < plays.size(); ++i) {
          exclude((v.opening_leader + static_cast<int>(i - start)) % kSeats);
        }
      }
    }
    cases.push_back(base);

    // Running away (SK-7.3d).
    if (v.opened) {
      const std::vector<Card>& plays = hand.plays();
      const std::size_t start = static_cast<std::size_t>(v.opening_trick) * kSeats;
      const Card led = plays[start];
      const int lead_seat = v.opening_leader;
      const int sl = slot_of_seat[static_cast<std::size_t>(lead_seat)];
      if (led != ace && sl >= 0) {
        // x cards the leader played after the opening lead, other than the ace.
        int after = 0;
        {
          int leader = (hand.dealer() + 1) % kSeats;
          int size = 0;
          std::array<Card, kSeats> trick{};
          for (std::size_t i = 0; i < plays.size(); ++i) {
            const int seat = (leader + size) % kSeats;
            if (i > start && seat == lead_seat && engine::has(x_cards, plays[i]) &&
                plays[i] != ace) {
              ++after;
            }
            trick[static_cast<std::size_t>(size++)] = plays[i];
            if (size == kSeats) {
              const std::uint8_t ls = t.eff_suit[trick[0]];
              leader = (leader +
                        engine::trick_winner_index(t, trick.data(), kSeats, ls, engine::kNoCard)) %
                       kSeats;
              size = 0;
            }
          }
        }
        const int need = v.rules.runaway_min - 2 - after;
        const CardMask others = k.unseen & x_cards & ~engine::bit(ace);
        if (ace_unseen && (base.allowed[ace] & slot_bit(sl))) {
          std::vector<ConstraintCase> split;
          ConstraintCase not_his = base;
          not_his.allowed[ace] = static_cast<SlotSet>(not_his.allowed[ace] & ~slot_bit(sl));
          not_his.why = "the opening leader does not hold the called ace";
          std::vector<ConstraintCase> his{base};
          his[0].allowed[ace] = slot_bit(sl);
          his[0].why = "the opening leader ran away with the called ace";
          require_at_least(his, sl, others, need, "he held enough cards of the called suit");
          split.push_back(not_his);
          for (auto& c : his) split.push_back(std::move(c));
          cases = std::move(split);
        } else if (v.called_played_by == lead_seat) {
          // He ran away and has played the ace since.
          bool ace_in_opening = false;
          for (std::size_t i = start; i < start + kSeats && i < plays.size(); ++i) {
            if (plays[i] == ace) ace_in_opening = true;
          }
          if (!ace_in_opening) {
            require_at_least(cases, sl, others, need, "he held enough cards of the called suit");
          }
        }
      }
    }

    // The call (SK-5.2, SK-5.5): the declarer holds a card of the called suit.
    const int dsl = slot_of_seat[static_cast<std::size_t>(decl)];
    if (dsl >= 0) {
      const bool played_x =
          (v.played_by[static_cast<std::size_t>(decl)] & x_cards & ~engine::bit(ace)) != 0;
      // With the hold card he keeps one while x is unopened, until his last card.
      const bool keeps = v.rules.hold == engine::HoldRule::kOneCard && !v.opened &&
                         k.slots[static_cast<std::size_t>(dsl)].size > 0;
      if (!played_x || keeps) {
        require_at_least(cases, dsl, k.unseen & x_cards & ~engine::bit(ace), 1,
                         "the declarer holds a card of the called suit");
      }
    }
  } else {
    cases.push_back(base);
  }
  k.cases = std::move(cases);
  return k;
}

std::array<CardMask, engine::kSchafkopfSeats> schafkopf_world_dealt(const Knowledge& k,
                                                                    const SlotCards& w) {
  std::array<CardMask, kSeats> dealt{};
  for (std::size_t q = 0; q < kSeats; ++q) dealt[q] = k.known_hand[q] | k.known_played[q];
  for (std::size_t i = 0; i < k.slots.size(); ++i) {
    dealt[static_cast<std::size_t>(k.slots[i].seat)] |= w[i];
  }
  return dealt;
}

}  // namespace solver
