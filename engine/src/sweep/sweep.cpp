#include "engine/sweep.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <unordered_map>

#include "card_text.h"
#include "rule_flag_checks.h"

namespace engine::sweep {

// --- Cards -----------------------------------------------------------------------------------

namespace {
constexpr std::string_view kRankChars = "23456789TJQKA";
constexpr std::string_view kSuitChars = "CSHD";
}  // namespace

std::string card_code(Card c) {
  if (c >= kNumCards) return "??";
  return {kRankChars[static_cast<std::size_t>(rank_of(c))],
          kSuitChars[static_cast<std::size_t>(suit_of(c))]};
}

std::optional<Card> parse_card(std::string_view text) {
  const std::optional<card_text::FrenchCode> french = card_text::split_french_code(text);
  if (!french) return std::nullopt;
  const auto r = card_text::find_upper(kRankChars, french->rank);
  if (r == std::string_view::npos) return std::nullopt;
  std::optional<Suit> s = engine::parse_suit(french->suit);
  if (!s) return std::nullopt;
  return make_card(static_cast<int>(r), *s);
}

std::string mask_string(CardMask m) {
  return join_card_codes<Card>(m, [](Card c) { return card_code(c); });
}

CardMask SweepState::stock_mask() const {
  CardMask m = 0;
  for (int i = stock_pos; i < kStockSize; ++i) m |= bit(stock[static_cast<std::size_t>(i)]);
  return m;
}

// --- Rules -----------------------------------------------------------------------------------

std::optional<SweepRules> sweep_preset(std::string_view name) {
  SweepRules r;
  if (name == "sweep") return r;
  if (name == "tablanette_cp") {
    r.ace_low = true;
    r.majority = Majority::kFixed3;
    r.tablanette_specials = true;
    r.game_mode = GameMode::kTarget251;
    return r;
  }
  return std::nullopt;
}

namespace {

using rule_flags::want_bool;

// A text flag with two choices.
template <typename E>
std::optional<std::string> want_choice(const FlagValue& v, std::string_view name, E& out,
                                       std::string_view a, E ea, std::string_view b, E eb) {
  const std::string* s = std::get_if<std::string>(&v);
  if (!s)
    return std::string(name) + " must be \"" + std::string(a) + "\" or \"" + std::string(b) + "\"";
  if (*s == a) {
    out = ea;
  } else if (*s == b) {
    out = eb;
  } else {
    return std::string(name) + " cannot be \"" + *s + "\" (allowed: \"" + std::string(a) +
           "\", \"" + std::string(b) + "\")";
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> set_sweep_flag(SweepRules& r, std::string_view name,
                                          const FlagValue& v) {
  if (name == "sw_ace_low") return want_bool(v, name, r.ace_low);
  if (name == "sw_table_jack_to")
    return want_choice(v, name, r.table_jack_to, "bottom", TableJackTo::kBottom, "shuffle",
                       TableJackTo::kShuffle);
  if (name == "sw_capture_must_be_maximal") return want_bool(v, name, r.capture_must_be_maximal);
  if (name == "sw_capture_compulsory") return want_bool(v, name, r.capture_compulsory);
  if (name == "sw_last_play_sweep") return want_bool(v, name, r.last_play_sweep);
  if (name == "sw_majority")
    return want_choice(v, name, r.majority, "difference", Majority::kDifference, "fixed3",
                       Majority::kFixed3);
  if (name == "sw_tablanette_specials") return want_bool(v, name, r.tablanette_specials);
  if (name == "sw_game_mode")
    return want_choice(v, name, r.game_mode, "four_hands", GameMode::kFourHands, "target_251",
                       GameMode::kTarget251);
  return "unknown rule flag for Sweep (its flags start with sw_, RULES.md Appendix A)";
}

std::vector<std::pair<std::string, FlagValue>> sweep_flags_diff(const SweepRules& r,
                                                                std::string_view preset) {
  std::vector<std::pair<std::string, FlagValue>> out;
  const SweepRules base = sweep_preset(preset).value_or(SweepRules{});
  auto b = [&](const char* n, bool mine, bool theirs) {
    if (mine != theirs) out.emplace_back(n, FlagValue{mine});
  };
  auto s = [&](const char* n, bool differs, const char* value) {
    if (differs) out.emplace_back(n, FlagValue{std::string(value)});
  };
  b("sw_ace_low", r.ace_low, base.ace_low);
  s("sw_table_jack_to", r.table_jack_to != base.table_jack_to,
    r.table_jack_to == TableJackTo::kBottom ? "bottom" : "shuffle");
  b("sw_capture_must_be_maximal", r.capture_must_be_maximal, base.capture_must_be_maximal);
  b("sw_capture_compulsory", r.capture_compulsory, base.capture_compulsory);
  b("sw_last_play_sweep", r.last_play_sweep, base.last_play_sweep);
  s("sw_majority", r.majority != base.majority,
    r.majority == Majority::kDifference ? "difference" : "fixed3");
  b("sw_tablanette_specials", r.tablanette_specials, base.tablanette_specials);
  s("sw_game_mode", r.game_mode != base.game_mode,
    r.game_mode == GameMode::kFourHands ? "four_hands" : "target_251");
  return out;
}

int honour_points(const SweepRules& rules, CardMask pile) {
  int p = count(pile & kHonours);
  if (rules.tablanette_specials) {
    if (has(pile, kTenOfDiamonds)) p += 1;
    if (has(pile, kTwoOfClubs)) p += 1;
  }
  return p;
}

int total_honour_points(const SweepRules& rules) {
  return honour_points(rules, kFullDeck);
}

// --- Deal ------------------------------------------------------------------------------------

SweepDeal deal_from_deck(const Deck& deck, int dealer, const SweepRules& rules, Rng* rng) {
  assert(dealer == 0 || dealer == 1);
  SweepDeal d;
  d.dealer = dealer;
  const int non_dealer = 1 - dealer;
  auto mask_of = [&](std::size_t from, std::size_t n) {
    CardMask m = 0;
    for (std::size_t i = from; i < from + n; ++i) m |= bit(deck[i]);
    return m;
  };
  d.hands[0][static_cast<std::size_t>(non_dealer)] = mask_of(0, 6);
  d.hands[0][static_cast<std::size_t>(dealer)] = mask_of(6, 6);
  // The table draw with its jacks replaced (SW-4). `stock` is a plain queue: top at `top`.
  std::array<Card, kTableStart> table{};
  for (std::size_t i = 0; i < kTableStart; ++i) table[i] = deck[12 + i];
  std::vector<Card> stock(deck.begin() + 16, deck.end());
  std::size_t top = 0;
  if (rules.table_jack_to == TableJackTo::kShuffle) {
    assert(rng != nullptr);
    bool any = std::any_of(table.begin(), table.end(), [](Card c) { return is_jack(c); });
    while (any) {
      std::vector<Card> rest(stock.begin() + static_cast<std::ptrdiff_t>(top), stock.end());
      for (Card& c : table) {
        if (is_jack(c)) {
          rest.push_back(c);
          d.returned_jacks.push_back(c);
          c = kNoCard;
        }
      }
      shuffle(rest.data(), rest.size(), *rng);
      stock = std::move(rest);
      top = 0;
      for (Card& c : table) {
        if (c == kNoCard) c = stock[top++];
      }
      any = std::any_of(table.begin(), table.end(), [](Card c) { return is_jack(c); });
    }
  } else {
    for (Card& c : table) {
      while (is_jack(c)) {
        stock.push_back(c);
        d.returned_jacks.push_back(c);
        c = stock[top++];
      }
    }
  }
  for (Card c : table) d.table |= bit(c);
  assert(stock.size() - top == kStockSize);
  for (std::size_t i = 0; i < kStockSize; ++i) d.stock[i] = stock[top + i];
  for (std::size_t r = 1; r < kRounds; ++r) {
    const std::size_t base = 12 * (r - 1);
    CardMask first = 0, second = 0;
    for (std::size_t i = 0; i < 6; ++i) first |= bit(d.stock[base + i]);
    for (std::size_t i = 6; i < 12; ++i) second |= bit(d.stock[base + i]);
    d.hands[r][static_cast<std::size_t>(non_dealer)] = first;
    d.hands[r][static_cast<std::size_t>(dealer)] = second;
  }
  return d;
}

Deck shuffled_deck(std::uint64_t seed) {
  Rng rng(seed);
  Deck deck{};
  for (std::size_t i = 0; i < kNumCards; ++i) deck[i] = static_cast<Card>(i);
  shuffle(deck.data(), deck.size(), rng);
  return deck;
}

SweepDeal deal_sweep(std::uint64_t seed, int dealer, const SweepRules& rules) {
  Rng rng(seed ^ 0x5357454550ull);  // "SWEEP": the reshuffle's own stream
  return deal_from_deck(shuffled_deck(seed), dealer, rules, &rng);
}

SweepState initial_state(const SweepDeal& deal) {
  SweepState s;
  s.dealer = static_cast<std::uint8_t>(deal.dealer);
  s.mover = static_cast<std::uint8_t>(1 - deal.dealer);
  s.hands = deal.hands[0];
  s.table = deal.table;
  s.stock = deal.stock;
  s.stock_pos = 0;
  return s;
}

// --- Captures (SW-8) -------------------------------------------------------------------------
//
// Cards of one rank are interchangeable in a sum, so captures are found on *shapes*: a count
// per rank (0..4), packed four bits per rank like the masks. A group type is a shape whose
// values sum to v (an ace counting 1 or 11 under ace_low). A set splits into groups of v when
// its shape is a sum of group types; the DP runs over every sub-shape of the table (a mixed-
// radix index, prod(count + 1) states: a crowded table of equal values has few) and gives each
// the largest number of groups, -1 for none. Each valid shape then expands into the masks that
// choose that many cards of each rank from the table.

namespace {

using Shape = std::uint64_t;
constexpr Shape kNibbleHigh = 0x8888888888888ull;  // bit 3 of each of the 13 nibbles

constexpr int nib(Shape s, int r) {
  return static_cast<int>((s >> (4 * r)) & 0xF);
}
// Every nibble of g <= the one of k (nibbles hold 0..4, so 8 + k - g never borrows across).
constexpr bool fits(Shape g, Shape k) {
  return (((k | kNibbleHigh) - g) & kNibbleHigh) == kNibbleHigh;
}

Shape shape_of(CardMask m) {
  Shape s = 0;
  for (int r = 0; r < kNumRanks; ++r) {
    s |= static_cast<Shape>(std::popcount((m >> (4 * r)) & 0xF)) << (4 * r);
  }
  return s;
}

struct GroupType {
  Shape shape;
  int lowest_rank;
};

// Every group type of value v (1..14): shapes of non-jack ranks summing to v, each rank at
// most 4 times, an ace counting 11 (or 1 when ace_low). Built once per (v, ace_low).
const std::vector<GroupType>& group_types(int v, bool ace_low) {
  static const auto kTable = [] {
    std::array<std::array<std::vector<GroupType>, 2>, 15> t;
    for (int value = 1; value <= 14; ++value) {
      for (int low = 0; low < 2; ++low) {
        std::vector<Shape> found;
        // rank by rank, with the remaining sum
        auto rec = [&](auto&& self, int rank, int left, Shape shape) -> void {
          if (left == 0) {
            if (shape) found.push_back(shape);
            return;
          }
          if (rank >= kNumRanks) return;
          if (rank == kRankJack) {
            self(self, rank + 1, left, shape);
            return;
          }
          for (int n = 0; n <= 4; ++n) {
            const Shape sh = shape | (static_cast<Shape>(n) << (4 * rank));
            if (rank == kRankAce) {
              // j of the n aces count 1, the others 11
              for (int j = 0; j <= n; ++j) {
                if (!low && j > 0) break;
                const int sum = j + 11 * (n - j);
                if (sum <= left) self(self, rank + 1, left - sum, sh);
              }
            } else {
              const int sum = n * rank_value(rank);
              if (sum > left) break;
              self(self, rank + 1, left - sum, sh);
            }
          }
        };
        rec(rec, 0, value, 0);
        std::sort(found.begin(), found.end());
        found.erase(std::unique(found.begin(), found.end()), found.end());
        for (Shape s : found) {
          t[static_cast<std::size_t>(value)][static_cast<std::size_t>(low)].push_back(
              GroupType{s, std::countr_zero(s) / 4});
        }
      }
    }
    return t;
  }();
  return kTable[static_cast<std::size_t>(v)][ace_low ? 1 : 0];
}

// The values a played card may take (SW-2): one, or 11 and 1 for an ace under ace_low.
int card_values(const SweepRules& rules, Card c, std::array<int, 2>& out) {
  out[0] = card_value(c);
  if (rules.ace_low && rank_of(c) == kRankAce) {
    out[1] = 1;
    return 2;
  }
  return 1;
}

// Above this many sub-shapes the DP is replaced by a memoised search (only absurd tables).
constexpr std::size_t kMaxDpStates = std::size_t{1} << 22;

// The DP over every sub-shape of `full` for value v: dp[index] = most groups, -1 for none.
struct ShapeDp {
  std::array<int, kNumRanks> ranks{};   // ranks present in `full`, ascending
  std::array<int, kNumRanks> counts{};  // their counts
  std::array<std::size_t, kNumRanks> strides{};
  int m = 0;
  std::size_t states = 1;
  std::vector<std::int8_t> dp;
  std::vector<GroupType> groups;          // the group types that fit, by lowest rank
  std::vector<std::size_t> group_offset;  // index offset of each
  std::array<std::size_t, kNumRanks + 1>
      by_rank{};  // groups of lowest rank ranks[i]: [by_rank[i], by_rank[i+1])

  // Sets up the radix for `full`; false when there are too many states.
  bool init(Shape full) {
    m = 0;
    states = 1;
    for (int r = 0; r < kNumRanks; ++r) {
      const int n = nib(full, r);
      if (n == 0) continue;
      ranks[static_cast<std::size_t>(m)] = r;
      counts[static_cast<std::size_t>(m)] = n;
      strides[static_cast<std::size_t>(m)] = states;
      states *= static_cast<std::size_t>(n + 1);
      ++m;
      if (states > kMaxDpStates) return false;
    }
    return true;
  }

  std::size_t index_of(Shape s) const {
    std::size_t idx = 0;
    for (int i = 0; i < m; ++i) {
      idx += static_cast<std::size_t>(nib(s, ranks[static_cast<std::size_t>(i)])) *
             strides[static_cast<std::size_t>(i)];
    }
    return idx;
  }

  void run(Shape full, int v, bool ace_low) {
    groups.clear();
    group_offset.clear();
    for (int i = 0; i <= m; ++i) by_rank[static_cast<std::size_t>(i)] = 0;
    const auto& all = group_types(v, ace_low);
    for (int i = 0; i < m; ++i) {
      by_rank[static_cast<std::size_t>(i)] = groups.size();
      for (const GroupType& g : all) {
        if (g.lowest_rank == ranks[static_cast<std::size_t>(i)] && fits(g.shape, full)) {
          groups.push_back(g);
          group_offset.push_back(index_of(g.shape));
        }
      }
    }
    by_rank[static_cast<std::size_t>(m)] = groups.size();
    dp.assign(states, -1);
    dp[0] = 0;
    std::array<int, kNumRanks> digit{};
    Shape k = 0;
    for (std::size_t idx = 1; idx < states; ++idx) {
      // odometer step
      for (int i = 0;; ++i) {
        const auto ui = static_cast<std::size_t>(i);
        if (digit[ui] < counts[ui]) {
          ++digit[ui];
          k += Shape{1} << (4 * ranks[ui]);
          break;
        }
        k -= static_cast<Shape>(digit[ui]) << (4 * ranks[ui]);
        digit[ui] = 0;
      }
      int low = 0;
      while (digit[static_cast<std::size_t>(low)] == 0) ++low;
      std::int8_t best = -1;
      for (std::size_t g = by_rank[static_cast<std::size_t>(low)];
           g < by_rank[static_cast<std::size_t>(low) + 1]; ++g) {
        if (!fits(groups[g].shape, k)) continue;
        const std::int8_t sub = dp[idx - group_offset[g]];
        if (sub >= 0 && sub + 1 > best) best = static_cast<std::int8_t>(sub + 1);
      }
      dp[idx] = best;
    }
  }
};

ShapeDp& scratch_dp(int which) {
  thread_local std::array<ShapeDp, 2> dps;
  return dps[static_cast<std::size_t>(which)];
}

// Most groups of v that `shape` splits into, -1 for none: the memoised search used where the
// DP would be too large.
int groups_search(Shape shape, int v, bool ace_low, std::unordered_map<Shape, int>& memo) {
  if (shape == 0) return 0;
  if (auto it = memo.find(shape); it != memo.end()) return it->second;
  const int low = std::countr_zero(shape) / 4;
  int best = -1;
  for (const GroupType& g : group_types(v, ace_low)) {
    if (g.lowest_rank != low || !fits(g.shape, shape)) continue;
    const int sub = groups_search(shape - g.shape, v, ace_low, memo);
    if (sub >= 0) best = std::max(best, sub + 1);
  }
  memo.emplace(shape, best);
  return best;
}

int most_groups(Shape shape, int v, bool ace_low) {
  ShapeDp& dp = scratch_dp(1);
  if (dp.init(shape)) {
    dp.run(shape, v, ace_low);
    return dp.dp[dp.states - 1];
  }
  std::unordered_map<Shape, int> memo;
  return groups_search(shape, v, ace_low, memo);
}

// The 4-bit subsets of each popcount: kNibbleSubsets[n] for n = 0..4.
const std::array<std::vector<std::uint8_t>, 5>& nibble_subsets() {
  static const auto kSubsets = [] {
    std::array<std::vector<std::uint8_t>, 5> t;
    for (unsigned s = 0; s < 16; ++s)
      t[static_cast<std::size_t>(std::popcount(s))].push_back(static_cast<std::uint8_t>(s));
    return t;
  }();
  return kSubsets;
}

// Appends every mask of `table` (non-jack cards) with the given shape; false past `limit`.
bool expand_shape(Shape k, CardMask table, std::vector<CardMask>& out, std::size_t limit) {
  // ranks with a nonzero count, and for each the subsets of its table nibble
  std::array<int, kNumRanks> rk{};
  std::array<std::uint8_t, kNumRanks> want{};
  int m = 0;
  for (int r = 0; r < kNumRanks; ++r) {
    if (nib(k, r)) {
      rk[static_cast<std::size_t>(m)] = r;
      want[static_cast<std::size_t>(m)] = static_cast<std::uint8_t>(nib(k, r));
      ++m;
    }
  }
  const auto& subs = nibble_subsets();
  auto rec = [&](auto&& self, int i, CardMask acc) -> bool {
    if (i == m) {
      if (out.size() >= limit) return false;
      out.push_back(acc);
      return true;
    }
    const int r = rk[static_cast<std::size_t>(i)];
    const unsigned avail = static_cast<unsigned>((table >> (4 * r)) & 0xF);
    for (std::uint8_t sub : subs[want[static_cast<std::size_t>(i)]]) {
      if ((sub & avail) != sub) continue;
      if (!self(self, i + 1, acc | (static_cast<CardMask>(sub) << (4 * r)))) return false;
    }
    return true;
  };
  return rec(rec, 0, 0);
}

// Captures of `card` as shapes, with their sizes; the DP for each of the card's values, valid
// shapes OR-ed (ace low). Calls f(shape) for each valid non-empty shape in index order. False
// when the table is too large for the DP.
template <typename F>
bool for_each_capture_shape(const SweepRules& rules, Card card, CardMask table, F&& f) {
  const Shape full = shape_of(table & ~kJacks);
  if (full == 0) return true;
  std::array<int, 2> values{};
  const int nv = card_values(rules, card, values);
  ShapeDp& a = scratch_dp(0);
  if (!a.init(full)) return false;
  a.run(full, values[0], rules.ace_low);
  ShapeDp* b = nullptr;
  if (nv == 2) {
    b = &scratch_dp(1);
    b->init(full);
    b->run(full, values[1], rules.ace_low);
  }
  std::array<int, kNumRanks> digit{};
  Shape k = 0;
  for (std::size_t idx = 1; idx < a.states; ++idx) {
    for (int i = 0;; ++i) {
      const auto ui = static_cast<std::size_t>(i);
      if (digit[ui] < a.counts[ui]) {
        ++digit[ui];
        k += Shape{1} << (4 * a.ranks[ui]);
        break;
      }
      k -= static_cast<Shape>(digit[ui]) << (4 * a.ranks[ui]);
      digit[ui] = 0;
    }
    if (a.dp[idx] > 0 || (b && b->dp[idx] > 0)) {
      if (!f(k)) return true;
    }
  }
  return true;
}

int shape_cards(Shape k) {
  int n = 0;
  for (int r = 0; r < kNumRanks; ++r) n += nib(k, r);
  return n;
}

}  // namespace

int capture_groups(const SweepRules& rules, Card card, CardMask take, int* value_used) {
  if (card >= kNumCards || is_jack(card) || take == 0 || (take & kJacks)) return -1;
  std::array<int, 2> values{};
  const int nv = card_values(rules, card, values);
  const Shape shape = shape_of(take);
  int best = -1, best_bonus = -1;
  for (int i = 0; i < nv; ++i) {
    const int v = values[static_cast<std::size_t>(i)];
    const int g = most_groups(shape, v, rules.ace_low);
    if (g > 0 && v * (g + 1) > best_bonus) {
      best = g;
      best_bonus = v * (g + 1);
      if (value_used) *value_used = v;
    }
  }
  return best;
}

int sweep_bonus(const SweepRules& rules, Card card, CardMask take) {
  if (!rules.ace_low) {
    // Every split uses the same values: v(c) + the take's sum.
    if (capture_groups(rules, card, take) <= 0) return 0;
    int sum = card_value(card);
    for (Card t : cards(take)) sum += card_value(t);
    return sum;
  }
  int v = 0;
  const int g = capture_groups(rules, card, take, &v);
  return g > 0 ? v * (g + 1) : 0;
}

bool captures_of(const SweepRules& rules, Card card, CardMask table, std::vector<CardMask>& out,
                 std::size_t limit) {
  out.clear();
  if (is_jack(card)) return true;
  const CardMask avail = table & ~kJacks;
  bool ok = true;
  const bool done = for_each_capture_shape(rules, card, avail, [&](Shape k) {
    if (!expand_shape(k, avail, out, limit)) {
      ok = false;
      return false;
    }
    return true;
  });
  return ok && done;
}

bool can_capture(const SweepRules& rules, Card card, CardMask table) {
  if (is_jack(card)) return table != 0;
  const Shape full = shape_of(table & ~kJacks);
  std::array<int, 2> values{};
  const int nv = card_values(rules, card, values);
  for (int i = 0; i < nv; ++i) {
    for (const GroupType& g : group_types(values[static_cast<std::size_t>(i)], rules.ace_low)) {
      if (fits(g.shape, full)) return true;
    }
  }
  return false;
}

namespace {

// The largest number of cards any capture of `card` takes (0 for none); -1 when the table is
// too large to tell.
int max_capture_size(const SweepRules& rules, Card card, CardMask table) {
  if (is_jack(card)) return count(table);
  int best = 0;
  if (!for_each_capture_shape(rules, card, table, [&](Shape k) {
        best = std::max(best, shape_cards(k));
        return true;
      })) {
    return -1;
  }
  return best;
}

}  // namespace

bool legal_actions(const SweepState& s, const SweepRules& rules, std::vector<Action>& out,
                   std::size_t limit) {
  out.clear();
  if (s.hand_over()) return true;
  const CardMask hand = s.hands[s.mover];
  thread_local std::vector<CardMask> takes;
  bool complete = true;
  // Trails (SW-7c, SW-10, SW-11).
  for (Card c : cards(hand)) {
    if (rules.capture_compulsory && s.table != 0 && can_capture(rules, c, s.table)) continue;
    out.push_back(Action{c, 0});
  }
  if (s.table == 0) return true;
  for (Card c : cards(hand)) {
    if (is_jack(c)) {
      if (out.size() >= limit) return false;
      out.push_back(Action{c, s.table});
      continue;
    }
    if (!captures_of(rules, c, s.table, takes, limit)) complete = false;
    std::size_t need = 0;
    if (rules.capture_must_be_maximal) {
      for (CardMask t : takes) need = std::max(need, static_cast<std::size_t>(count(t)));
    }
    for (CardMask t : takes) {
      if (static_cast<std::size_t>(count(t)) < need) continue;
      if (out.size() >= limit) return false;
      out.push_back(Action{c, t});
    }
  }
  return complete;
}

namespace {

std::string sum_text(CardMask take, int* sum_out) {
  std::string out;
  int sum = 0;
  for (Card t : cards(take)) {
    if (!out.empty()) out += " + ";
    out += std::to_string(card_value(t));
    sum += card_value(t);
  }
  *sum_out = sum;
  return out;
}

}  // namespace

std::optional<std::string> check_action(const SweepState& s, const SweepRules& rules,
                                        const Action& a) {
  if (s.hand_over()) return std::string("the hand is over: every card has been played");
  if (a.card >= kNumCards) return std::string("that is not a card");
  const std::string code = card_code(a.card);
  if (!has(s.hands[s.mover], a.card)) {
    return "seat " + std::to_string(s.mover) + " does not hold " + code;
  }
  if (a.take & ~kFullDeck) return std::string("the take holds something that is not a card");
  if (const CardMask off = a.take & ~s.table) {
    return card_code(lowest(off)) + " is not on the table " +
           (s.table ? "(the table holds " + mask_string(s.table) + ")"
                    : std::string("(the table is empty)"));
  }
  if (a.take == 0) {
    if (rules.capture_compulsory && s.table != 0 && can_capture(rules, a.card, s.table)) {
      if (is_jack(a.card)) {
        return code + " must be written with the cards it takes, or trailed onto an empty " +
               "table (sw_capture_compulsory)";
      }
      std::vector<CardMask> takes;
      captures_of(rules, a.card, s.table, takes, 1);
      return code + " must capture (sw_capture_compulsory): it can take " +
             mask_string(takes.empty() ? 0 : takes.front());
    }
    return std::nullopt;
  }
  if (is_jack(a.card)) {
    if (a.take != s.table) {
      return code + " takes every table card (SW-7b): " + mask_string(s.table & ~a.take) +
             " would be left on the table";
    }
    return std::nullopt;
  }
  if (const CardMask j = a.take & kJacks) {
    return code + " cannot take " + card_code(lowest(j)) +
           ": a jack on the table joins no group; only a jack takes it (SW-8)";
  }
  if (capture_groups(rules, a.card, a.take) <= 0) {
    std::array<int, 2> values{};
    const int nv = card_values(rules, a.card, values);
    const int v = values[0];
    int sum = 0;
    const std::string terms = sum_text(a.take, &sum);
    std::string why;
    const std::string vs = nv == 2 ? "11 (or 1)" : std::to_string(v);
    if (count(a.take) == 1) {
      why = terms + ", not " + vs;
    } else if (sum % v == 0 && sum > v) {
      why = terms + " = " + std::to_string(sum) + ", but it does not split into groups of " + vs;
    } else if (sum < 2 * v) {
      why = terms + " = " + std::to_string(sum) + ", not " + vs;
    } else {
      why = terms + " = " + std::to_string(sum) + ", not " + vs + " or a multiple of it";
    }
    if (rules.ace_low && (a.take & rank_cards(kRankAce))) why += " (an ace may count 1 or 11)";
    return code + " cannot take " + mask_string(a.take) + ": " + why;
  }
  if (rules.capture_must_be_maximal) {
    const int most = max_capture_size(rules, a.card, s.table);
    if (most > count(a.take)) {
      return code +
             " must take as many cards as it can (sw_capture_must_be_maximal): it can take " +
             std::to_string(most) + ", not " + std::to_string(count(a.take));
    }
  }
  return std::nullopt;
}

Undo make(SweepState& s, const SweepRules& rules, const Action& a) {
  assert(!check_action(s, rules, a));
  Undo u;
  u.last_capturer = s.last_capturer;
  const auto me = static_cast<std::size_t>(s.mover);
  s.hands[me] &= ~bit(a.card);
  if (a.take == 0) {
    s.table |= bit(a.card);
  } else {
    s.table &= ~a.take;
    s.piles[me] |= a.take | bit(a.card);
    s.last_capturer = static_cast<std::int8_t>(s.mover);
    const bool last_turn = s.turn + 1 == kTurnsPerHand;
    if (s.table == 0 && !is_jack(a.card) && (rules.last_play_sweep || !last_turn)) {
      u.swept = true;
      u.sweep_bonus = static_cast<std::int16_t>(sweep_bonus(rules, a.card, a.take));
      s.sweep_points[me] = static_cast<std::int16_t>(s.sweep_points[me] + u.sweep_bonus);
      ++s.sweeps[me];
    }
  }
  ++s.turn;
  s.mover = static_cast<std::uint8_t>(1 - s.mover);
  if (s.hands[0] == 0 && s.hands[1] == 0) {
    if (s.stock_pos < kStockSize) {
      // SW-5: six to the non-dealer, then six to the dealer.
      u.dealt = true;
      CardMask first = 0, second = 0;
      for (int i = 0; i < 6; ++i) first |= bit(s.stock[static_cast<std::size_t>(s.stock_pos + i)]);
      for (int i = 6; i < 12; ++i)
        second |= bit(s.stock[static_cast<std::size_t>(s.stock_pos + i)]);
      s.hands[static_cast<std::size_t>(s.non_dealer())] = first;
      s.hands[s.dealer] = second;
      s.stock_pos = static_cast<std::uint8_t>(s.stock_pos + 12);
      ++s.round;
      s.mover = static_cast<std::uint8_t>(s.non_dealer());
    } else if (s.last_capturer >= 0) {
      // SW-16: the remainder to the last capturer; not a sweep.
      u.remainder = s.table;
      u.remainder_to = s.last_capturer;
      s.piles[static_cast<std::size_t>(s.last_capturer)] |= s.table;
      s.table = 0;
    }
  }
  return u;
}

void unmake(SweepState& s, const Action& a, const Undo& u) {
  if (u.remainder_to >= 0) {
    s.piles[static_cast<std::size_t>(u.remainder_to)] &= ~u.remainder;
    s.table = u.remainder;
  }
  if (u.dealt) {
    s.stock_pos = static_cast<std::uint8_t>(s.stock_pos - 12);
    --s.round;
    s.hands = {0, 0};
  }
  --s.turn;
  // The mover of the undone turn: the turns alternate within a round and a round always ends
  // with the dealer (the non-dealer starts and each seat plays six).
  s.mover = static_cast<std::uint8_t>(u.dealt ? s.dealer : 1 - s.mover);
  const auto me = static_cast<std::size_t>(s.mover);
  s.hands[me] |= bit(a.card);
  if (a.take == 0) {
    s.table &= ~bit(a.card);
  } else {
    s.table |= a.take;
    s.piles[me] &= ~(a.take | bit(a.card));
    s.last_capturer = u.last_capturer;
    if (u.swept) {
      s.sweep_points[me] = static_cast<std::int16_t>(s.sweep_points[me] - u.sweep_bonus);
      --s.sweeps[me];
    }
  }
}

// --- Score -----------------------------------------------------------------------------------

std::array<int, kSeats> majority_points(const SweepRules& rules, int cards0, int cards1) {
  std::array<int, kSeats> m{};
  if (cards0 == cards1) return m;
  const std::size_t winner = cards0 > cards1 ? 0 : 1;
  m[winner] = rules.majority == Majority::kFixed3 ? 3 : std::abs(cards0 - cards1);
  return m;
}

SweepScore score_piles(const SweepRules& rules, const std::array<CardMask, kSeats>& piles,
                       const std::array<int, kSeats>& sweep_points) {
  SweepScore sc;
  for (std::size_t p = 0; p < kSeats; ++p) {
    sc.honours[p] = honour_points(rules, piles[p]);
    sc.cards[p] = count(piles[p]);
    sc.sweeps[p] = sweep_points[p];
  }
  sc.majority = majority_points(rules, sc.cards[0], sc.cards[1]);
  for (std::size_t p = 0; p < kSeats; ++p) {
    sc.points[p] = sc.honours[p] + sc.majority[p] + sc.sweeps[p];
  }
  return sc;
}

SweepScore score(const SweepRules& rules, const SweepState& s) {
  return score_piles(rules, s.piles, {s.sweep_points[0], s.sweep_points[1]});
}

// --- Game ------------------------------------------------------------------------------------

void SweepGame::add_hand(const SweepScore& s) {
  for (std::size_t p = 0; p < kSeats; ++p) totals[p] += s.points[p];
  ++hands_played;
}

bool SweepGame::over() const {
  if (rules.game_mode == GameMode::kFourHands) return hands_played >= 4;
  return (totals[0] >= 251 || totals[1] >= 251) && totals[0] != totals[1];
}

int SweepGame::winner() const {
  if (!over() || totals[0] == totals[1]) return -1;
  return totals[0] > totals[1] ? 0 : 1;
}

int first_dealer_from_seed(std::uint64_t seed) {
  Rng rng(seed ^ 0x44454131ull);
  return static_cast<int>(rng.below(2));
}

}  // namespace engine::sweep
