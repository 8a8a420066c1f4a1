// The filler's common part (solver/src/filler_internal.h; solver/filler.h; RULES.md TT-3, SS-8.3a,
// SK-7.3). The unseen cards go into slots (a seat's hand; the picker's kept six and his bury, or
// his eight before the bury; the blind) of fixed sizes; each card has the set of slots that may
// hold it, and a slot may need one card of a set (the picker's card of the called suit). Hall's
// condition over the slots (every set of slots can be filled by the cards that may go there) is
// exact for such a problem, so the cards are placed one by one in a seeded random order, each
// into the first slot that keeps the rest placeable: no backtracking, no hang.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/rng.h"
#include "engine/sheepshead.h"
#include "filler_internal.h"

namespace solver::fill {

namespace {

// The filler's seed: fixed, so that nothing a suggestion says can depend on the filler.
constexpr std::uint64_t kFillSeed = 0x6f776e6361726473ULL;
// Draws before giving up on a deal the rules accept (a rule the slots do not model refused
// every one).
constexpr int kFillAttempts = 48;

std::string eff_suit_name(std::uint8_t e) {
  return e == engine::kTrump ? std::string("trump")
                             : engine::suit_name(static_cast<engine::Suit>(e));
}

// The smallest set of slots (as bits) that the cards in `left` cannot fill, or 0 when every
// set can be filled (Hall's condition: then all of them can at once).
std::uint8_t short_slots(const FillProblem& p, CardMask left, const std::array<int, 8>& cap) {
  const unsigned k = static_cast<unsigned>(p.slots.size());
  for (int size = 1; size <= static_cast<int>(k); ++size) {
    for (unsigned u = 1; u < (1u << k); ++u) {
      if (std::popcount(u) != size) continue;
      int need = 0;
      for (unsigned i = 0; i < k; ++i) {
        if (u & (1u << i)) need += cap[i];
      }
      if (need == 0) continue;
      int avail = 0;
      for (Card c : engine::cards(left)) {
        if (p.allowed[c] & u) ++avail;
      }
      if (avail < need) return static_cast<std::uint8_t>(u);
    }
  }
  return 0;
}

std::string short_message(const FillProblem& p, CardMask left, const std::array<int, 8>& cap,
                          std::uint8_t u) {
  for (Card c : engine::cards(left)) {
    if (p.allowed[c] == 0) {
      return engine::card_code(c) +
             " fits in no hand: every seat that could hold it has shown it does not";
    }
  }
  std::string names;
  std::string voids;
  int need = 0;
  int avail = 0;
  for (std::size_t i = 0; i < p.slots.size(); ++i) {
    if (!(u & (1u << i))) continue;
    names += (names.empty() ? "" : " and ") + p.slots[i].name;
    need += cap[i];
    if (!p.slots[i].voids.empty()) {
      voids += (voids.empty() ? "" : "; ") + p.slots[i].name + " void in " + p.slots[i].voids;
    }
  }
  for (Card c : engine::cards(left)) {
    if (p.allowed[c] & u) ++avail;
  }
  return names + " must hold " + std::to_string(need) + " more card" + (need == 1 ? "" : "s") +
         ", but only " + std::to_string(avail) + " of the unseen cards can be there" +
         (voids.empty() ? std::string() : " (" + voids + ")");
}

template <class T>
void shuffle_vector(std::vector<T>& v, engine::Rng& rng) {
  engine::shuffle(v.data(), v.size(), rng);
}

std::string void_names(std::uint8_t voids) {
  std::string out;
  for (std::uint8_t e = 0; e < engine::kNumEffSuits; ++e) {
    if (voids >> e & 1u) out += (out.empty() ? "" : ", ") + eff_suit_name(e);
  }
  return out;
}

}  // namespace

std::string seat_label(const engine::DealLog& log, int s) {
  std::string label = "seat " + std::to_string(s);
  if (s >= 0 && static_cast<std::size_t>(s) < log.players.size()) {
    label += " (" + log.players[static_cast<std::size_t>(s)] + ")";
  }
  return label;
}

std::vector<Card> card_list(CardMask m) {
  std::vector<Card> out;
  for (Card c : engine::cards(m)) out.push_back(c);
  return out;
}

// One deal of the problem's slots, or nullopt with *why when none exists.
std::optional<std::vector<CardMask>> draw(FillProblem p, std::uint64_t seed, std::string* why) {
  const std::size_t k = p.slots.size();
  std::array<int, 8> cap{};
  std::vector<CardMask> out(k);
  int total = 0;
  for (std::size_t i = 0; i < k; ++i) {
    cap[i] = p.slots[i].size - engine::count(p.slots[i].fixed);
    out[i] = p.slots[i].fixed;
    total += cap[i];
  }
  CardMask left = p.unknown;
  if (total != engine::count(left)) {
    *why = std::to_string(engine::count(left)) + " cards are unseen, but the hands have room for " +
           std::to_string(total);
    return std::nullopt;
  }
  if (const std::uint8_t u = short_slots(p, left, cap)) {
    *why = short_message(p, left, cap, u);
    return std::nullopt;
  }
  engine::Rng rng(seed);
  auto place = [&](Card c, std::size_t i) {
    if (cap[i] == 0 || !(p.allowed[c] & (1u << i))) return false;
    --cap[i];
    left &= ~engine::bit(c);
    if (short_slots(p, left, cap) == 0) {
      out[i] |= engine::bit(c);
      return true;
    }
    ++cap[i];
    left |= engine::bit(c);
    return false;
  };
  auto slot_order = [&](Card c) {
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < k; ++i) {
      if (p.allowed[c] & (1u << i)) order.push_back(i);
    }
    shuffle_vector(order, rng);
    return order;
  };
  for (const Require& r : p.require) {
    bool met = false;
    for (std::size_t i = 0; i < k; ++i) met = met || ((r.slots & (1u << i)) && (out[i] & r.cards));
    if (met) continue;
    std::vector<Card> candidates = card_list(left & r.cards);
    shuffle_vector(candidates, rng);
    for (std::size_t j = 0; j < candidates.size() && !met; ++j) {
      for (std::size_t i : slot_order(candidates[j])) {
        if ((r.slots & (1u << i)) && place(candidates[j], i)) {
          met = true;
          break;
        }
      }
    }
    if (!met) {
      *why = r.what;
      return std::nullopt;
    }
  }
  std::vector<Card> order = card_list(left);
  shuffle_vector(order, rng);
  for (Card c : order) {
    bool placed = false;
    for (std::size_t i : slot_order(c)) {
      if (place(c, i)) {
        placed = true;
        break;
      }
    }
    if (!placed) {  // cannot happen: Hall's condition held before the card
      *why = "the filler could not place " + engine::card_code(c);
      return std::nullopt;
    }
  }
  return out;
}

std::optional<PlayEvidence> walk_plays(const engine::DealLog& log, const engine::PlayRules& r,
                                       LogError* error) {
  PlayEvidence ev;
  std::array<std::array<int, engine::kNumEffSuits>, engine::kMaxPlayers> void_at{};
  engine::PlayState st;
  st.leader = static_cast<std::uint8_t>((log.dealer + 1) % r.num_players);
  st.under_pending = r.under != engine::kNoCard;
  for (std::size_t k = 0; k < log.plays.size(); ++k) {
    const Card c = log.plays[k];
    const std::uint8_t s = st.to_move(r);
    const bool is_under = st.under_pending && c == r.under && s == r.picker;
    const std::uint8_t e = r.table.eff_suit[c];
    if (!is_under && (ev.voids[s] >> e & 1u)) {
      *error = LogError{"plays[" + std::to_string(k) + "]",
                        engine::card_code(c) + " cannot be " + seat_label(log, s) +
                            "'s: that seat did not follow " + eff_suit_name(e) + " at plays[" +
                            std::to_string(void_at[s][e]) + "], so it held none"};
      return std::nullopt;
    }
    if (st.trick_size > 0 && !is_under) {
      const std::uint8_t led = st.led_suit(r);
      if (e != led && !(ev.voids[s] >> led & 1u)) {
        ev.voids[s] = static_cast<std::uint8_t>(ev.voids[s] | (1u << led));
        void_at[s][led] = static_cast<int>(k);
      }
      if (r.called != engine::kNoCard && st.opening_trick && c != r.called) {
        ev.lacks_called[s] = true;
      }
    }
    const bool lead = st.trick_size == 0;
    ev.played[s] |= engine::bit(c);
    if (!is_under) st.hands[s] |= engine::bit(c);
    engine::PlayUndo u;
    engine::make_move(r, st, c, u);
    // A lead into the suit's opening trick: its holder leads only the called card, unless he
    // may run away (SK-7.3d).
    if (lead && st.opening_trick && c != r.called && r.runaway_min == 0) {
      ev.lacks_called[s] = true;
    }
  }
  return ev;
}

CardMask given_hand(const engine::DealLog& log, int s) {
  const auto i = static_cast<std::size_t>(s);
  if (i >= log.hands.size() || !log.hands[i]) return 0;
  CardMask m = 0;
  for (Card c : *log.hands[i]) m |= engine::bit(c);
  return m;
}

CardMask mask_of(const std::optional<std::vector<Card>>& cards) {
  CardMask m = 0;
  if (cards) {
    for (Card c : *cards) m |= engine::bit(c);
  }
  return m;
}

// A hand slot of seat s: its known cards, kept out of its voids.
int add_hand_slot(FillProblem& p, const engine::DealLog& log, int s, int size, CardMask fixed,
                  std::uint8_t voids) {
  p.slots.push_back({seat_label(log, s), size, fixed, void_names(voids)});
  return static_cast<int>(p.slots.size()) - 1;
}

// The unknown cards and each card's slots: every slot, less the voids' hand slots.
void finish_problem(FillProblem& p, CardMask deck, const engine::ContractTable& table,
                    const std::array<int, engine::kMaxPlayers>& hand_slot, int seats,
                    const PlayEvidence& ev) {
  CardMask fixed = 0;
  for (const FillSlot& s : p.slots) fixed |= s.fixed;
  p.unknown = deck & ~fixed;
  const auto all = static_cast<std::uint8_t>((1u << p.slots.size()) - 1);
  for (Card c : engine::cards(p.unknown)) p.allowed[c] = all;
  for (int s = 0; s < seats; ++s) {
    const int slot = hand_slot[static_cast<std::size_t>(s)];
    if (slot < 0) continue;
    for (std::uint8_t e = 0; e < engine::kNumEffSuits; ++e) {
      if (!(ev.voids[static_cast<std::size_t>(s)] >> e & 1u)) continue;
      for (Card c : engine::cards(p.unknown & table.suit_mask[e])) {
        p.allowed[c] = static_cast<std::uint8_t>(p.allowed[c] & ~(1u << slot));
      }
    }
  }
}

void forbid(FillProblem& p, Card c, int slot) {
  if (slot >= 0 && c != engine::kNoCard && engine::has(p.unknown, c)) {
    p.allowed[c] = static_cast<std::uint8_t>(p.allowed[c] & ~(1u << slot));
  }
}

bool slot_full(const FillProblem& p, int slot) {
  return slot >= 0 && engine::count(p.slots[static_cast<std::size_t>(slot)].fixed) ==
                          p.slots[static_cast<std::size_t>(slot)].size;
}

std::optional<FilledLog> fill_log(const engine::DealLog& log, GameFill game, LogError* error,
                                  int draw) {
  if (log.deal_known) {
    FilledLog out{log, {}};
    out.complete.fill(true);
    return out;
  }
  LogError refused;
  for (int attempt = 0; attempt < kFillAttempts; ++attempt) {
    const std::uint64_t seed =
        kFillSeed + static_cast<std::uint64_t>(draw) * 1000 + static_cast<std::uint64_t>(attempt);
    auto filled = game(log, seed, error);
    if (!filled) return std::nullopt;  // exact: no deal fits, or the plays contradict
    filled->log.deal_known = false;
    const std::vector<LogError> errors = engine::validate_deal_log(filled->log);
    if (errors.empty()) return filled;
    if (attempt == 0) refused = errors.front();
  }
  *error = LogError{"hands", "no deal fits what the log shows: every deal tried breaks a rule (" +
                                 engine::format_error(refused) + ")"};
  return std::nullopt;
}

}  // namespace solver::fill
