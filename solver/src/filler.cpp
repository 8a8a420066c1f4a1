// One filler deal for a Sheepshead or Schafkopf log with only some cards given (solver/filler.h;
// RULES.md TT-3, SS-5, SS-6, SS-8.3 to SS-8.5, SS-14.1, SS-14.4, SK-5, SK-7.3). The unseen cards go
// into slots (a seat's hand; the picker's kept six and his bury, or his eight before the bury;
// the blind) of fixed sizes; each card has the set of slots that may hold it, and a slot may
// need one card of a set (the picker's card of the called suit). Hall's condition over the
// slots (every set of slots can be filled by the cards that may go there) is exact for such a
// problem, so the cards are placed one by one in a seeded random order, each into the first
// slot that keeps the rest placeable: no backtracking, no hang.
#include "solver/filler.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/play.h"
#include "engine/rng.h"

namespace solver {

namespace {

using engine::Card;
using engine::CardMask;
using engine::LogError;

constexpr int kMaxFillSlots = 8;
// The filler's seed: fixed, so that nothing a suggestion says can depend on the filler.
constexpr std::uint64_t kFillSeed = 0x6f776e6361726473ULL;
// Draws before giving up on a deal the rules accept (a rule the slots do not model refused
// every one).
constexpr int kFillAttempts = 48;

std::string seat_label(const engine::DealLog& log, int s) {
  std::string label = "seat " + std::to_string(s);
  if (s >= 0 && static_cast<std::size_t>(s) < log.players.size()) {
    label += " (" + log.players[static_cast<std::size_t>(s)] + ")";
  }
  return label;
}

std::string eff_suit_name(std::uint8_t e) {
  return e == engine::kTrump ? std::string("trump")
                             : engine::suit_name(static_cast<engine::Suit>(e));
}

struct FillSlot {
  std::string name;  // "seat 3 (Dee)", "the blind", "the picker's bury"
  int size = 0;
  CardMask fixed = 0;  // the cards the log puts there
  std::string voids;   // the suits the seat showed void in, for messages
};

struct Require {
  std::uint8_t slots = 0;  // one of these slots ...
  CardMask cards = 0;      // ... gets one of these cards
  std::string what;        // why, for the message when none can
};

struct FillProblem {
  std::vector<FillSlot> slots;
  CardMask unknown = 0;  // the cards to place
  std::array<std::uint8_t, engine::kNumCards> allowed{};
  std::vector<Require> require;
};

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

std::vector<Card> card_list(CardMask m) {
  std::vector<Card> out;
  for (Card c : engine::cards(m)) out.push_back(c);
  return out;
}

template <class T>
void shuffle_vector(std::vector<T>& v, engine::Rng& rng) {
  engine::shuffle(v.data(), v.size(), rng);
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

// What the plays show: who played each card, the voids, who is shown not to hold the called
// card (he played another card into the opening trick of its suit, SS-8.3a, SK-7.3) and who is
// to play next.
struct PlayEvidence {
  std::array<CardMask, engine::kMaxPlayers> played{};
  std::array<std::uint8_t, engine::kMaxPlayers> voids{};
  std::array<bool, engine::kMaxPlayers> lacks_called{};
};

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

std::string void_names(std::uint8_t voids) {
  std::string out;
  for (std::uint8_t e = 0; e < engine::kNumEffSuits; ++e) {
    if (voids >> e & 1u) out += (out.empty() ? "" : ", ") + eff_suit_name(e);
  }
  return out;
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

// --- Sheepshead --------------------------------------------------------------------------------

engine::PlayRules sheepshead_play_rules(const engine::DealLog& log, int picker) {
  const engine::SheepsheadRules& rules = log.sheepshead().rules;
  engine::PlayRules r;
  r.num_players = rules.seats();
  r.table = engine::sheepshead_table_for(rules);
  r.under_lead_allowed = rules.under_lead_allowed;
  r.called_ten_wins = rules.called_ten_wins;
  const auto& call = log.sheepshead().call;
  if (picker < 0 || !call) return r;
  r.picker = static_cast<std::uint8_t>(picker);
  if (call->type != engine::CallType::kAlone && call->type != engine::CallType::kJack &&
      rules.partner_rule == engine::PartnerRule::kCalledAce) {
    r.called = call->called_card();
    r.called_suit = static_cast<std::uint8_t>(call->suit);
    if (call->type == engine::CallType::kUnknown) {
      r.under = call->under;
    } else if (call->type == engine::CallType::kTen && rules.ten_hold_is_ace) {
      r.hold = engine::HoldRule::kAce;
    } else {
      r.hold = engine::HoldRule::kOneCard;
    }
  }
  return r;
}

struct SheepsheadSlots {
  std::array<int, engine::kMaxPlayers> hand{};  // per seat (the picker: his kept cards)
  int blind = -1;                               // no picker
  int eight = -1;                               // the picker's eight, before the bury
  int bury = -1;                                // the picker's bury
};

// The call's constraints on the picker's cards (SS-6, SS-8.4, SS-8.5, SS-14.1).
void add_call_constraints(FillProblem& p, const engine::DealLog& log, const engine::PlayRules& r,
                          const SheepsheadSlots& sl, int picker) {
  const auto& part = log.sheepshead();
  const int kept = sl.hand[static_cast<std::size_t>(picker)];
  const auto his = static_cast<std::uint8_t>((kept >= 0 ? 1u << kept : 0u) |
                                             (sl.bury >= 0 ? 1u << sl.bury : 0u) |
                                             (sl.eight >= 0 ? 1u << sl.eight : 0u));
  const Card jd = engine::make_card(engine::Suit::kDiamonds, engine::Rank::kJack);
  if (part.rules.partner_rule == engine::PartnerRule::kJackOfDiamonds) {
    if (!part.call) {
      for (int i = 0; i < kMaxFillSlots; ++i) {
        if (his & (1u << i)) forbid(p, jd, i);
      }
    } else if (part.call->type == engine::CallType::kJack) {
      p.require.push_back({his, engine::bit(jd), "the picker calls up a jack, so he holds JD"});
      forbid(p, part.call->called_card(), kept);
      forbid(p, part.call->called_card(), sl.bury);
    }
    return;
  }
  if (r.called == engine::kNoCard) return;
  forbid(p, r.called, kept);
  forbid(p, r.called, sl.bury);
  const CardMask of_s = r.table.suit_mask[r.called_suit] & ~engine::bit(r.called);
  if (r.hold == engine::HoldRule::kAce) {
    const Card ace =
        engine::make_card(static_cast<engine::Suit>(r.called_suit), engine::Rank::kAce);
    p.require.push_back({static_cast<std::uint8_t>(1u << kept), engine::bit(ace),
                         "the picker keeps the ace of the called suit (ss_ten_hold_is_ace)"});
  } else if (r.hold == engine::HoldRule::kOneCard) {
    p.require.push_back({static_cast<std::uint8_t>(1u << kept), of_s,
                         "the picker holds a card of the called suit (SS-6.2), and none of them "
                         "can be his"});
  }
}

std::optional<FilledLog> sheepshead_fill(const engine::DealLog& log, std::uint64_t seed,
                                         LogError* error) {
  const auto& part = log.sheepshead();
  const engine::SheepsheadRules& rules = part.rules;
  const int n = rules.seats();
  const int hs = rules.hand_size();
  const int bs = rules.blind_size();
  int picker = -1;
  for (std::size_t i = 0; i < part.auction.size(); ++i) {
    if (part.auction[i]) picker = static_cast<int>((log.dealer + 1 + static_cast<int>(i)) % n);
  }
  const bool buried =
      picker >= 0 && (part.bury || part.call || !part.doubles.empty() || !log.plays.empty());
  const engine::PlayRules r = sheepshead_play_rules(log, picker);
  const auto ev = walk_plays(log, r, error);
  if (!ev) return std::nullopt;
  FillProblem p;
  SheepsheadSlots sl;
  sl.hand.fill(-1);
  const CardMask blind = mask_of(part.blind);
  const CardMask bury = mask_of(part.bury);
  std::array<CardMask, engine::kMaxPlayers> shown{};
  for (const engine::Announcement& a : part.doubles) {
    if (a.seat >= 0 && a.seat < n)
      shown[static_cast<std::size_t>(a.seat)] |= engine::blitz_cards(a.kind);
  }
  CardMask floating = 0;  // the picker's given cards when his bury is not given
  for (int s = 0; s < n; ++s) {
    const auto i = static_cast<std::size_t>(s);
    const CardMask known = given_hand(log, s) | ev->played[i] | shown[i];
    if (s != picker) {
      sl.hand[i] = add_hand_slot(p, log, s, hs, known, ev->voids[i]);
    } else if (!buried) {
      sl.eight = add_hand_slot(p, log, s, hs + bs, known | blind, 0);
    } else {
      CardMask kept = ev->played[i] | shown[i];
      if (r.under != engine::kNoCard) kept |= engine::bit(r.under);
      if (part.bury) {
        kept |= (known | blind) & ~bury;
      } else {
        floating = (known | blind) & ~kept;
      }
      sl.hand[i] = add_hand_slot(p, log, s, hs, kept, ev->voids[i]);
      p.slots.push_back({"the picker's bury", bs, bury, ""});
      sl.bury = static_cast<int>(p.slots.size()) - 1;
    }
  }
  if (picker < 0) {
    p.slots.push_back({"the blind", bs, blind, ""});
    sl.blind = static_cast<int>(p.slots.size()) - 1;
  }
  finish_problem(p, r.table.deck, r.table, sl.hand, n, *ev);
  for (Card c : engine::cards(floating)) {
    p.allowed[c] = static_cast<std::uint8_t>(
        p.allowed[c] & ((1u << sl.hand[static_cast<std::size_t>(picker)]) | (1u << sl.bury)));
  }
  for (int s = 0; s < n; ++s) {
    if (ev->lacks_called[static_cast<std::size_t>(s)])
      forbid(p, r.called, sl.hand[static_cast<std::size_t>(s)]);
  }
  if (picker >= 0 && buried) add_call_constraints(p, log, r, sl, picker);
  std::string why;
  const auto cards = draw(p, seed, &why);
  if (!cards) {
    *error = LogError{"hands", "no deal fits what the log shows: " + why};
    return std::nullopt;
  }
  FilledLog out{log, {}};
  engine::DealLog& f = out.log;
  f.hands.assign(static_cast<std::size_t>(n), std::nullopt);
  for (int s = 0; s < n; ++s) {
    const auto i = static_cast<std::size_t>(s);
    if (s == picker) continue;
    f.hands[i] = card_list((*cards)[static_cast<std::size_t>(sl.hand[i])]);
    out.complete[i] = slot_full(p, sl.hand[i]);
  }
  if (picker < 0) {
    f.sheepshead().blind = card_list((*cards)[static_cast<std::size_t>(sl.blind)]);
  } else {
    const auto i = static_cast<std::size_t>(picker);
    CardMask eight = 0;
    if (buried) {
      eight = (*cards)[static_cast<std::size_t>(sl.hand[i])] |
              (*cards)[static_cast<std::size_t>(sl.bury)];
      f.sheepshead().bury = card_list((*cards)[static_cast<std::size_t>(sl.bury)]);
      out.complete[i] = slot_full(p, sl.hand[i]) && slot_full(p, sl.bury);
    } else {
      eight = (*cards)[static_cast<std::size_t>(sl.eight)];
      out.complete[i] = slot_full(p, sl.eight);
    }
    CardMask b = blind;
    for (Card c : engine::cards(eight & ~given_hand(log, picker) & ~blind)) {
      if (engine::count(b) < bs) b |= engine::bit(c);
    }
    f.sheepshead().blind = card_list(b);
    f.hands[i] = card_list(eight & ~b);
  }
  return out;
}

// --- Schafkopf ---------------------------------------------------------------------------------

std::optional<engine::SchafkopfRules> schafkopf_rules(const engine::DealLog& log) {
  auto r = engine::schafkopf_preset(log.preset.empty() ? "schafkopf" : log.preset);
  if (!r) return std::nullopt;
  for (const auto& [flag, value] : log.rule_flags) {
    if (engine::set_schafkopf_flag(*r, flag, value)) return std::nullopt;
  }
  return r;
}

std::optional<FilledLog> schafkopf_fill(const engine::DealLog& log, std::uint64_t seed,
                                        LogError* error) {
  const auto rules = schafkopf_rules(log);
  if (!rules) {
    *error = LogError{"rules", "the table's rules cannot be read"};
    return std::nullopt;
  }
  const int n = engine::kSchafkopfSeats;
  const CardMask deck = rules->deck_mask();
  const int hs = engine::count(deck) / n;
  engine::PlayRules r;
  r.num_players = n;
  r.table = engine::schafkopf_table(engine::TrumpFaces::kOberUnter, engine::Suit::kHearts, deck);
  std::optional<engine::SkContract> contract;
  if (log.schafkopf().contract) {
    contract = engine::sk_contract_from_log(*log.schafkopf().contract);
    r = engine::schafkopf_setup(*rules, *contract, {}).play;
  }
  const auto ev = walk_plays(log, r, error);
  if (!ev) return std::nullopt;
  FillProblem p;
  std::array<int, engine::kMaxPlayers> slot{};
  slot.fill(-1);
  for (int s = 0; s < n; ++s) {
    const auto i = static_cast<std::size_t>(s);
    slot[i] = add_hand_slot(p, log, s, hs, given_hand(log, s) | ev->played[i], ev->voids[i]);
  }
  finish_problem(p, deck, r.table, slot, n, *ev);
  if (contract && r.called != engine::kNoCard) {
    const int d = contract->declarer;
    forbid(p, r.called, slot[static_cast<std::size_t>(d)]);
    for (int s = 0; s < n; ++s) {
      if (ev->lacks_called[static_cast<std::size_t>(s)])
        forbid(p, r.called, slot[static_cast<std::size_t>(s)]);
    }
    p.require.push_back({static_cast<std::uint8_t>(1u << slot[static_cast<std::size_t>(d)]),
                         r.table.suit_mask[r.called_suit] & ~engine::bit(r.called),
                         "the declarer holds a card of the called suit (SK-5.2), and none of "
                         "them can be his"});
  }
  std::string why;
  const auto cards = draw(p, seed, &why);
  if (!cards) {
    *error = LogError{"hands", "no deal fits what the log shows: " + why};
    return std::nullopt;
  }
  FilledLog out{log, {}};
  out.log.hands.assign(static_cast<std::size_t>(n), std::nullopt);
  for (int s = 0; s < n; ++s) {
    const auto i = static_cast<std::size_t>(s);
    out.log.hands[i] = card_list((*cards)[static_cast<std::size_t>(slot[i])]);
    out.complete[i] = slot_full(p, slot[i]);
  }
  return out;
}

}  // namespace

std::optional<FilledLog> fill_hidden_cards(const engine::DealLog& log, LogError* error) {
  if (log.deal_known) {
    FilledLog out{log, {}};
    out.complete.fill(true);
    return out;
  }
  if (log.game != engine::Game::kSheepshead && log.game != engine::Game::kSchafkopf) {
    *error = LogError{"game", "only Sheepshead and Schafkopf logs are completed here"};
    return std::nullopt;
  }
  LogError refused;
  for (int attempt = 0; attempt < kFillAttempts; ++attempt) {
    const std::uint64_t seed = kFillSeed + static_cast<std::uint64_t>(attempt);
    auto filled = log.game == engine::Game::kSheepshead ? sheepshead_fill(log, seed, error)
                                                        : schafkopf_fill(log, seed, error);
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

}  // namespace solver
