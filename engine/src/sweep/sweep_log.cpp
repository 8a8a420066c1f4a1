// Sweep deal logs (DEAL_LOG.md "Sweep", RULES.md §5): the rule checks of a log whose shape the
// loader read (json_deal_log.cpp) and whose players, dealer and viewer validate_deal_log has
// checked.
//
// A hand's cards sit in nine slots: the first table (4 cards, SW-3/SW-4) and each seat's six in
// each of the four rounds (SW-5). `deck` fills them all (through deal_from_deck, SW-4), `table`
// and `hands` fill theirs, and each turn's card belongs to the mover's slot of its round (the
// non-dealer starts each round, SW-6). Whatever is still unknown is derived when a single slot
// is short; otherwise the unknown cards stand in arbitrarily, so that the plays replay (their
// legality depends only on the card and the table) while deal_known stays false. Every turn
// then goes through check_action (SW-7 to SW-11) and make (SW-12 to SW-16); the result of a
// finished hand is compared key by key with score() (SW-17).
#include <algorithm>
#include <string>

#include "deal_log_check.h"
#include "engine/deal_log.h"
#include "games.h"
#include "log_names.h"

namespace engine {

namespace {

namespace sw = engine::sweep;

std::string idx(std::string_view key, std::size_t i) {
  return std::string(key) + "[" + std::to_string(i) + "]";
}

std::string ordinal_round(int r) {
  return "round " + std::to_string(r + 1);
}

constexpr int kSlots = 1 + sw::kRounds * sw::kSeats;
constexpr int kTableSlot = 0;
constexpr int slot_of(int round, int seat) {
  return 1 + round * sw::kSeats + seat;
}
constexpr int capacity(int slot) {
  return slot == kTableSlot ? sw::kTableStart : sw::kCardsPerRound;
}

class SweepChecker {
 public:
  SweepChecker(DealLog& log, std::vector<LogError>& errors)
      : log_(log), errors_(errors), start_(errors.size()) {}

  void run() {
    check_rules();
    if (log_.dealer != 0 && log_.dealer != 1) return;  // reported by the people checks
    check_sizes();
    if (failed()) return;
    check_deck();
    check_table();
    check_hands();
    if (failed()) return;
    assign_plays();
    if (failed()) return;
    derive();
    if (failed()) return;
    replay();
  }

 private:
  void add(std::string where, std::string message) {
    errors_.push_back(LogError{std::move(where), std::move(message)});
  }
  bool failed() const { return errors_.size() > start_; }

  std::string name(int s) const { return detail::seat_name(log_, s); }
  std::string seat_label(int s) const { return detail::seat_label(log_, s); }
  std::string slot_label(int slot) const {
    if (slot == kTableSlot) return "the first table";
    const int r = (slot - 1) / sw::kSeats;
    const int s = (slot - 1) % sw::kSeats;
    return seat_label(s) + " in " + ordinal_round(r);
  }
  // "was dealt to seat 1 (Bob) in round 2", "is on the first table".
  std::string seen_at(int slot) const {
    return slot == kTableSlot ? "is on the first table" : "was dealt to " + slot_label(slot);
  }
  int mover_of(std::size_t turn) const {
    const int non_dealer = 1 - log_.dealer;
    return (turn % sw::kSeats) == 0 ? non_dealer : log_.dealer;
  }

  // The preset and the sw_* flags (Appendix A).
  void check_rules() {
    if (log_.preset.empty()) log_.preset = "sweep";
    if (auto r = sw::sweep_preset(log_.preset)) {
      log_.sweep().rules = *r;
    } else {
      add("preset",
          "unknown preset \"" + log_.preset + "\" for Sweep (known: sweep, tablanette_cp)");
    }
    for (const auto& [flag, value] : log_.rule_flags) {
      if (auto e = sw::set_sweep_flag(log_.sweep().rules, flag, value)) add("rules." + flag, *e);
    }
  }

  void check_sizes() {
    if (log_.sweep().deck && log_.sweep().deck->size() != sw::kNumCards) {
      add("deck", "the deck lists every one of the 52 cards, not " +
                      std::to_string(log_.sweep().deck->size()));
    }
    if (log_.sweep().table && log_.sweep().table->size() != sw::kTableStart) {
      add("table", "the first table holds 4 cards (SW-3), not " +
                       std::to_string(log_.sweep().table->size()));
    }
    if (log_.sweep().hands.size() > sw::kRounds) {
      add("hands",
          "a Sweep hand has 4 rounds (SW-5), not " + std::to_string(log_.sweep().hands.size()));
    }
    for (std::size_t r = 0; r < log_.sweep().hands.size() && r < sw::kRounds; ++r) {
      for (std::size_t s = 0; s < sw::kSeats; ++s) {
        const auto& h = log_.sweep().hands[r][s];
        if (h && h->size() > sw::kCardsPerRound) {
          add(idx(idx("hands", r), s), seat_label(static_cast<int>(s)) +
                                           " is dealt 6 cards a round (SW-3, SW-5), not " +
                                           std::to_string(h->size()));
        }
      }
    }
    if (log_.plays.size() > sw::kTurnsPerHand) {
      add(idx("plays", sw::kTurnsPerHand),
          "the hand is over after 48 turns (4 rounds of 6 cards each); this turn is too many");
    }
    if (log_.sweep().takes.size() != log_.plays.size()) {
      add("plays", "each turn needs its take (an empty list for a trail)");  // built in memory
    }
  }

  // Puts a card in a slot; the owner already set is the caller's business.
  void place(sw::Card c, int slot) {
    owner_[c] = static_cast<std::int8_t>(slot);
    slots_[static_cast<std::size_t>(slot)] |= sw::bit(c);
  }

  void check_deck() {
    if (!log_.sweep().deck) return;
    const std::vector<Card>& d = *log_.sweep().deck;
    std::array<int, sw::kNumCards> first{};
    first.fill(-1);
    bool ok = true;
    for (std::size_t i = 0; i < d.size(); ++i) {
      if (first[d[i]] >= 0) {
        add(idx("deck", i), sw::card_code(d[i]) + " is listed twice (also " +
                                idx("deck", static_cast<std::size_t>(first[d[i]])) + ")");
        ok = false;
      } else {
        first[d[i]] = static_cast<int>(i);
      }
    }
    if (!ok) return;
    sw::Deck deck{};
    std::copy(d.begin(), d.end(), deck.begin());
    bool table_jack = false;
    for (std::size_t i = 12; i < 16; ++i) table_jack = table_jack || sw::is_jack(deck[i]);
    if (log_.sweep().rules.table_jack_to == sw::TableJackTo::kShuffle && table_jack) {
      // The reshuffled stock (SW-4, `shuffle`) is not in the deck: only round 1 follows from it.
      for (int s = 0; s < sw::kSeats; ++s) {
        const std::size_t from = s == 1 - log_.dealer ? 0 : 6;
        for (std::size_t i = from; i < from + 6; ++i) place(deck[i], slot_of(0, s));
      }
      return;
    }
    Rng unused(0);
    deck_deal_ = sw::deal_from_deck(deck, log_.dealer, log_.sweep().rules, &unused);
    for (sw::Card c : sw::cards(deck_deal_->table)) place(c, kTableSlot);
    for (int r = 0; r < sw::kRounds; ++r) {
      for (int s = 0; s < sw::kSeats; ++s) {
        for (sw::Card c : sw::cards(
                 deck_deal_->hands[static_cast<std::size_t>(r)][static_cast<std::size_t>(s)])) {
          place(c, slot_of(r, s));
        }
      }
    }
  }

  // "to seat 1 (Bob) in round 2", "onto the first table".
  std::string dealt_to(int slot) const {
    return slot == kTableSlot ? "onto the first table" : "to " + slot_label(slot);
  }

  // A card listed in `table` or `hands`: against the deck, or against what was listed before.
  void list_card(sw::Card c, int slot, const std::string& where) {
    const std::string code = sw::card_code(c);
    const int at = owner_[c];
    if (listed_[c]) {
      add(where, at == slot         ? code + " is listed twice"
                 : at == kTableSlot ? code + " is also on the first table"
                                    : code + " was also dealt to " + slot_label(at));
      return;
    }
    listed_[c] = true;
    if (at >= 0) {  // placed by the deck
      if (at != slot) {
        add(where, "the deck deals " + code + " " + dealt_to(at) + ", not " + dealt_to(slot));
      }
      return;
    }
    place(c, slot);
  }

  void check_table() {
    if (!log_.sweep().table) return;
    for (std::size_t i = 0; i < log_.sweep().table->size(); ++i) {
      const sw::Card c = (*log_.sweep().table)[i];
      if (sw::is_jack(c)) {
        add("table", sw::card_code(c) +
                         " cannot start on the table: a jack goes back into the stock (SW-4)");
        continue;
      }
      list_card(c, kTableSlot, idx("table", i));
    }
  }

  void check_hands() {
    for (std::size_t r = 0; r < log_.sweep().hands.size() && r < sw::kRounds; ++r) {
      for (std::size_t s = 0; s < sw::kSeats; ++s) {
        const auto& h = log_.sweep().hands[r][s];
        if (!h) continue;
        const std::string where = idx(idx("hands", r), s);
        for (std::size_t i = 0; i < h->size(); ++i) {
          list_card((*h)[i], slot_of(static_cast<int>(r), static_cast<int>(s)), idx(where, i));
        }
      }
    }
  }

  // Each turn's card to the mover's slot of its round.
  void assign_plays() {
    std::array<int, sw::kNumCards> played_at{};
    played_at.fill(-1);
    for (std::size_t i = 0; i < log_.plays.size(); ++i) {
      const sw::Card c = log_.plays[i];
      const std::string where = idx("plays", i);
      const int round = static_cast<int>(i / (sw::kSeats * sw::kCardsPerRound));
      const int seat = mover_of(i);
      const int slot = slot_of(round, seat);
      log_.play_seat.push_back(static_cast<std::uint8_t>(seat));
      if (played_at[c] >= 0) {
        add(where, sw::card_code(c) + " was already played (" +
                       idx("plays", static_cast<std::size_t>(played_at[c])) + ")");
        return;
      }
      played_at[c] = static_cast<int>(i);
      const std::string holds =
          seat_label(seat) + " does not hold " + sw::card_code(c) + " in " + ordinal_round(round);
      if (owner_[c] == slot) continue;
      if (owner_[c] >= 0) {
        add(where, holds + ": it " + seen_at(owner_[c]));
        return;
      }
      if (sw::count(slots_[static_cast<std::size_t>(slot)]) >= sw::kCardsPerRound) {
        add(where,
            holds + " (dealt " + sw::mask_string(slots_[static_cast<std::size_t>(slot)]) + ")");
        return;
      }
      place(c, slot);
    }
  }

  // Fills what is short: exactly when a single slot is short, arbitrarily (deal_known false)
  // otherwise; the first table must be known either way.
  void derive() {
    sw::CardMask known = 0;
    int short_slots = 0;
    for (int k = 0; k < kSlots; ++k) {
      known |= slots_[static_cast<std::size_t>(k)];
      if (sw::count(slots_[static_cast<std::size_t>(k)]) < capacity(k)) ++short_slots;
    }
    const bool table_short = sw::count(slots_[kTableSlot]) < sw::kTableStart;
    if (table_short && short_slots > 1) {
      add("table",
          "missing: a hand that is not played to the end needs `table` or `deck` (the first "
          "table's 4 cards cannot be derived)");
      return;
    }
    sw::CardMask unknown = sw::kFullDeck & ~known;
    for (int k = 0; k < kSlots; ++k) {
      auto& m = slots_[static_cast<std::size_t>(k)];
      while (sw::count(m) < capacity(k) && unknown) {
        m |= sw::bit(sw::lowest(unknown));
        unknown &= unknown - 1;
      }
    }
    if (table_short) {
      if (const sw::CardMask j = slots_[kTableSlot] & sw::kJacks) {
        add("table", "the cards no turn played (" + sw::mask_string(slots_[kTableSlot]) +
                         ") would be the first table, but " + sw::card_code(sw::lowest(j)) +
                         " cannot start on the table: a jack goes back into the stock (SW-4)");
        return;
      }
    }
    log_.deal_known = short_slots <= 1;
    if (deck_deal_) {
      log_.sweep().deal = *deck_deal_;  // the stock in its real order
      return;
    }
    sw::SweepDeal& d = log_.sweep().deal;
    d = sw::SweepDeal{};
    d.dealer = log_.dealer;
    d.table = slots_[kTableSlot];
    std::size_t pos = 0;
    for (int r = 0; r < sw::kRounds; ++r) {
      for (int s = 0; s < sw::kSeats; ++s) {
        d.hands[static_cast<std::size_t>(r)][static_cast<std::size_t>(s)] =
            slots_[static_cast<std::size_t>(slot_of(r, s))];
      }
      if (r == 0) continue;
      // SW-5: six to the non-dealer, then six to the dealer.
      for (int s : {1 - log_.dealer, log_.dealer}) {
        for (sw::Card c : sw::cards(slots_[static_cast<std::size_t>(slot_of(r, s))])) {
          d.stock[pos++] = c;
        }
      }
    }
  }

  void replay() {
    const sw::SweepRules& rules = log_.sweep().rules;
    sw::SweepState st = sw::initial_state(log_.sweep().deal);
    for (std::size_t i = 0; i < log_.plays.size(); ++i) {
      const std::string where = idx("plays", i);
      sw::Action a{log_.plays[i], 0};
      bool ok = true;
      const std::vector<Card>& take = log_.sweep().takes[i];
      for (std::size_t k = 0; k < take.size(); ++k) {
        const sw::Card t = take[k];
        const std::string at = where + ".take[" + std::to_string(k) + "]";
        if (sw::has(a.take, t)) {
          add(at, sw::card_code(t) + " is listed twice");
          ok = false;
        } else if (!sw::has(st.table, t)) {
          add(at, sw::card_code(t) + " is not on the table " +
                      (st.table ? "(the table holds " + sw::mask_string(st.table) + ")"
                                : std::string("(the table is empty)")));
          ok = false;
        }
        a.take |= sw::bit(t);
      }
      if (!ok) return;
      if (auto e = sw::check_action(st, rules, a)) {
        add(where, *e);
        return;
      }
      sw::make(st, rules, a);
    }
    check_result(st);
  }

  void check_result(const sw::SweepState& st) {
    if (!log_.result) return;
    if (!st.hand_over()) {
      add("result", "the hand is not finished (" + std::to_string(log_.plays.size()) +
                        " of 48 turns played), so it has no result yet");
      return;
    }
    const LogResult& lr = *log_.result;
    const sw::SweepScore sc = sw::score(log_.sweep().rules, st);
    auto key = [&](const char* k, const std::vector<int>& given,
                   const std::array<int, sw::kSeats>& real, const char* what) {
      for (std::size_t s = 0; s < given.size() && s < sw::kSeats; ++s) {
        if (given[s] == real[s]) continue;
        add(idx(std::string("result.") + k, s), "the log says " + std::to_string(given[s]) +
                                                    " but " + name(static_cast<int>(s)) + " has " +
                                                    std::to_string(real[s]) + " " + what);
      }
    };
    key("points", lr.points, sc.points, "points for the hand (SW-17)");
    key("honours", lr.honours, sc.honours, "honour points (SW-17a)");
    key("cards", lr.cards, sc.cards, "cards in the capture pile");
    key("sweeps", lr.sweeps, sc.sweeps, "points from sweeps (SW-13)");
  }

  DealLog& log_;
  std::vector<LogError>& errors_;
  std::size_t start_;
  std::array<std::int8_t, sw::kNumCards> owner_ = make_owner();
  std::array<bool, sw::kNumCards> listed_{};
  std::array<sw::CardMask, kSlots> slots_{};
  std::optional<sw::SweepDeal> deck_deal_;

  static std::array<std::int8_t, sw::kNumCards> make_owner() {
    std::array<std::int8_t, sw::kNumCards> o{};
    o.fill(-1);
    return o;
  }
};

}  // namespace

void validate_sweep_log(DealLog& log, std::vector<LogError>& errors) {
  log.sweep().rules = sweep::SweepRules{};
  log.sweep().deal = sweep::SweepDeal{};
  SweepChecker(log, errors).run();
}

std::optional<SweepLogReplay> replay_sweep_log(const DealLog& log, std::size_t n_plays,
                                               std::string* error) {
  auto fail = [&](std::string message) -> std::optional<SweepLogReplay> {
    if (error) *error = std::move(message);
    return std::nullopt;
  };
  if (log.game != Game::kSweep) return fail("this is not a Sweep log");
  if (n_plays > log.plays.size()) {
    return fail("the log has only " + std::to_string(log.plays.size()) + " turns, not " +
                std::to_string(n_plays));
  }
  SweepLogReplay out;
  out.rules = log.sweep().rules;
  out.state = sweep::initial_state(log.sweep().deal);
  for (std::size_t i = 0; i < log.plays.size() && i < log.sweep().takes.size(); ++i) {
    sweep::Action a{log.plays[i], 0};
    for (Card t : log.sweep().takes[i]) a.take |= sweep::bit(t);
    out.actions.push_back(a);
  }
  for (std::size_t i = 0; i < n_plays; ++i) {
    if (auto e = sweep::check_action(out.state, out.rules, out.actions[i])) {
      return fail("plays[" + std::to_string(i) + "]: " + *e);
    }
    sweep::make(out.state, out.rules, out.actions[i]);
  }
  return out;
}

namespace detail {

void check_sweep_log(DealLog& log, std::vector<LogError>& errors) {
  LogChecker(log, errors).run_common();
  validate_sweep_log(log, errors);
}

}  // namespace detail

}  // namespace engine
