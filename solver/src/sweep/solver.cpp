#include "solver/sweep/solver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <chrono>
#include <cmath>
#include <map>

#include "../table.h"
#include "solver/sweep/horizon_eval.h"
#include "table_cache.h"

namespace solver::sweep {

namespace es = engine::sweep;

namespace {

// Kinds: 0..12 the ranks 2..A (engine rank index), 13 the 10D and 14 the 2C when the specials
// count (SW-19); without them those two cards are plain ten and two.
constexpr int kKinds = 15;
constexpr int kJackKind = es::kRankJack;
constexpr int kAceKind = es::kRankAce;
constexpr int kTenDKind = 13;
constexpr int kTwoCKind = 14;

constexpr std::uint64_t one(int kind) {
  return std::uint64_t{1} << (4 * kind);
}
constexpr std::uint64_t nibble(int kind) {
  return std::uint64_t{0xF} << (4 * kind);
}
constexpr std::uint64_t kAllNibbles = (std::uint64_t{1} << (4 * kKinds)) - 1;
constexpr std::uint64_t kHighBits = 0x0888888888888888ull & kAllNibbles;  // bit 3 of each
constexpr std::uint64_t kJackNib = nibble(kJackKind);
// Kinds worth an honour point (SW-17a, SW-19), and the 10D's second point.
constexpr std::uint64_t kHonourNibs = nibble(8) | nibble(9) | nibble(10) | nibble(11) | nibble(12) |
                                      nibble(kTenDKind) | nibble(kTwoCKind);
constexpr std::uint64_t kSecondPointNibs = nibble(kTenDKind);

constexpr int kValue[kKinds] = {2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 13, 14, 11, 10, 2};

// The number of cards in a counts vector.
inline int cards_in(std::uint64_t x) {
  x = (x & 0x0F0F0F0F0F0F0F0Full) + ((x >> 4) & 0x0F0F0F0F0F0F0F0Full);
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}
inline int count_of(std::uint64_t x, int kind) {
  return static_cast<int>((x >> (4 * kind)) & 15);
}
// Every kind's count in `part` is at most its count in `whole`.
inline bool fits(std::uint64_t part, std::uint64_t whole) {
  return (((whole | kHighBits) - part) & kHighBits) == kHighBits;
}

constexpr int kInf = 10000;

// A group (SW-8) as a counts vector: one or more non-jack kinds adding up to a value.
struct Groups {
  std::vector<std::uint64_t> list;
};

// Every multiset of non-jack kinds (within the deck's counts) whose values add up to v; an ace
// counts 11, or under sw_ace_low each ace 1 or 11 (as the engine's capture check, SW-2).
void groups_rec(int k, int left, std::uint64_t g, bool ace_low, const std::array<int, kKinds>& maxc,
                std::vector<std::uint64_t>& out) {
  if (left == 0) {
    if (g && std::find(out.begin(), out.end(), g) == out.end()) out.push_back(g);
    return;
  }
  if (k == kKinds) return;
  if (k == kJackKind) {
    groups_rec(k + 1, left, g, ace_low, maxc, out);
    return;
  }
  for (int n = 0; n <= maxc[static_cast<std::size_t>(k)]; ++n) {
    const std::uint64_t gn = g + static_cast<std::uint64_t>(n) * one(k);
    if (k == kAceKind) {
      for (int low = 0; low <= (ace_low ? n : 0); ++low) {
        const int sum = low + 11 * (n - low);
        if (sum <= left) groups_rec(k + 1, left - sum, gn, ace_low, maxc, out);
      }
    } else {
      if (n * kValue[k] > left) break;
      groups_rec(k + 1, left - n * kValue[k], gn, ace_low, maxc, out);
    }
  }
}

struct Move {
  std::uint64_t take;  // kinds taken (0 for a trail)
  std::int16_t gain;   // the mover's points for it (majority per card under difference)
  std::int16_t score;  // ordering
  std::uint8_t kind;
  std::uint8_t taken;  // cards to the mover's pile, the played one included (0 for a trail)
  std::uint8_t jack;   // a JACK play
  std::uint8_t pad;
};

// The search's position: counts vectors, and who is where.
struct Node {
  std::array<std::uint64_t, 2> hand;
  std::uint64_t table;
  int rounds_left;  // rounds still in the stock
  int mover;
  int last;  // last capturer, -1 none
  int d0;    // seat 0's pile size minus seat 1's (fixed3 only; 0 otherwise)
};

// Table entry, 16 bytes, four to a 64-byte bucket (one cache line): the exact key of the
// position in one word (see key_of), bounds of the future margin for the mover, and the best
// move's index in generation order. Under fixed3 the key leaves out the mover's card
// difference d: the value never decreases as d grows (every final majority 3 sign(d + what the
// rest adds) does not), so a lower bound proved at d holds for every larger d and an upper
// bound for every smaller one. The entry keeps the d each was proved at (lo_d, hi_d; both 0
// under difference).
struct Entry {
  std::uint64_t key;
  std::int16_t lo;
  std::int16_t hi;
  std::uint8_t gen;
  std::uint8_t best;
  std::int8_t lo_d;
  std::int8_t hi_d;
  bool current(std::uint8_t g) const { return gen == g; }
};
static_assert(sizeof(Entry) == 16);
constexpr int kBucket = 4;
constexpr std::uint8_t kNoBest = 0xFF;

}  // namespace

struct SweepSolver::Impl {
  SolverOptions opt;
  // Rules as the search needs them.
  bool ace_low = false;
  bool compulsory = false;
  bool maximal = false;
  bool last_play_sweep = true;
  bool fixed3 = false;
  bool specials = false;
  std::array<std::vector<std::uint64_t>, 15> groups;  // by value 1..14
  // The rounds still in the stock, next first: [round][seat].
  std::array<std::array<std::uint64_t, 2>, 3> future{};
  int future_count = 0;
  int dealer = 0;
  std::uint64_t context = 0;
  bool have_context = false;
  // Search.
  detail::Table<Entry> tt;
  std::size_t tt_mask = 0;
  std::uint8_t gen = 1;
  std::vector<Move> stack;  // the moves of every ply, one ply after another
  std::uint64_t nodes = 0;
  std::uint64_t next_cancel_check = 0;
  const std::atomic<bool>* cancel = nullptr;
  bool stopped = false;
  // The hand's last turns searched without the table (see search).
  static constexpr int plain_cards = 1;
  // With a horizon (SweepSolver::set_horizon) the search stops at the end of the deal and
  // counts in 1/unit points.
  const HorizonEval* horizon = nullptr;
  int unit = 1;

  explicit Impl(SolverOptions o) : opt(o) {
    std::size_t entries = std::bit_floor(
        std::max<std::size_t>(opt.tt_bytes / sizeof(Entry), std::size_t{kBucket} * 2));
    tt = detail::Table<Entry>(entries);
    tt.zero();  // touched now: a first search would otherwise pay the page faults
    tt_mask = entries / kBucket - 1;
    stack.resize(std::size_t{1} << 14);
    init_vsum();
  }

  void clear_tables() {
    if (++gen != 0) return;
    tt.zero();  // the counter wrapped
    gen = 1;
  }

  int points(std::uint64_t x) const {
    int p = cards_in(x & kHonourNibs) + cards_in(x & kSecondPointNibs);
    if (!fixed3) p += cards_in(x);
    return p;
  }

  // The rules the groups were built for (-1: none yet).
  int rules_key = -1;

  void set_rules(const SweepRules& r) {
    const int key = int{r.ace_low} | int{r.capture_compulsory} << 1 |
                    int{r.capture_must_be_maximal} << 2 | int{r.last_play_sweep} << 3 |
                    int(r.majority == es::Majority::kFixed3) << 4 | int{r.tablanette_specials} << 5;
    if (key == rules_key) return;  // the groups and the threat cache are still right
    rules_key = key;
    sweepers_cache.clear();
    capture_cache.clear();
    ace_low = r.ace_low;
    compulsory = r.capture_compulsory;
    maximal = r.capture_must_be_maximal;
    last_play_sweep = r.last_play_sweep;
    fixed3 = r.majority == es::Majority::kFixed3;
    specials = r.tablanette_specials;
    std::array<int, kKinds> maxc{};
    for (int k = 0; k < 13; ++k) maxc[static_cast<std::size_t>(k)] = 4;
    maxc[kJackKind] = 0;
    if (specials) {
      maxc[8] = 3;
      maxc[0] = 3;
      maxc[kTenDKind] = 1;
      maxc[kTwoCKind] = 1;
    }
    for (int v = 1; v <= 14; ++v) {
      groups[static_cast<std::size_t>(v)].clear();
      groups_rec(0, v, 0, ace_low, maxc, groups[static_cast<std::size_t>(v)]);
    }
  }

  // --- Move generation ------------------------------------------------------------------------

  // Appends kind `k`'s captures of `table` for one group value, merging repeats (the same take
  // reached through another split keeps the larger bonus).
  struct TakeList {
    std::array<std::uint64_t, 4096> take;
    std::array<std::int16_t, 4096> bonus;
    int n = 0;
    bool overflow = false;
  };
  TakeList tl;
  // History of the trails that refuted a position (by mover and kind, weighted by the cards
  // left squared), read when ordering trails: a trail that was enough elsewhere is likely
  // enough here. Halved when it grows large, so it stays recent. Reset for every solve().
  std::array<std::array<std::uint32_t, kKinds>, 2> hist{};
  int hist_score(int mover, int kind) const {
    return static_cast<int>(std::min<std::uint32_t>(
        hist[static_cast<std::size_t>(mover)][static_cast<std::size_t>(kind)] >> 12, 200));
  }
  void hist_add(int mover, int kind, int left) {
    std::uint32_t& h = hist[static_cast<std::size_t>(mover)][static_cast<std::size_t>(kind)];
    h += static_cast<std::uint32_t>(left * left);
    if (h > (std::uint32_t{1} << 30)) {
      for (auto& row : hist) {
        for (auto& x : row) x >>= 1;
      }
    }
  }
  // The groups of one value that fit the table (a capture's groups are among them).
  std::vector<std::uint64_t> fitting;
  void takes_rec(const std::vector<std::uint64_t>& gl, std::size_t start, std::uint64_t rest,
                 std::uint64_t t, int g, int v, TakeList& out) const {
    if (t) {
      const int bonus = v * (g + 1);
      int i = 0;
      while (i < out.n && out.take[static_cast<std::size_t>(i)] != t) ++i;
      if (i == out.n) {
        if (out.n == static_cast<int>(out.take.size())) {
          out.overflow = true;
          return;
        }
        out.take[static_cast<std::size_t>(i)] = t;
        out.bonus[static_cast<std::size_t>(i)] = static_cast<std::int16_t>(bonus);
        ++out.n;
      } else if (bonus > out.bonus[static_cast<std::size_t>(i)]) {
        out.bonus[static_cast<std::size_t>(i)] = static_cast<std::int16_t>(bonus);
      }
    }
    for (std::size_t i = start; i < gl.size(); ++i) {
      if (fits(gl[i], rest)) takes_rec(gl, i, rest - gl[i], t + gl[i], g + 1, v, out);
    }
  }

  // Whether `t` (no jack, not empty) splits into groups of value v (SW-8): the lowest kind
  // left must be in the next group.
  bool covers(std::uint64_t t, int v) const {
    if (t == 0) return true;
    const std::uint64_t low = nibble(std::countr_zero(t) / 4);
    for (std::uint64_t g : groups[static_cast<std::size_t>(v)]) {
      if ((g & low) && fits(g, t) && covers(t - g, v)) return true;
    }
    return false;
  }
  // The sum of the capture values in a counts vector (aces 11), by bytes.
  std::array<std::array<std::uint16_t, 256>, 8> vsum_tab{};
  void init_vsum() {
    for (int i = 0; i < 8; ++i) {
      for (int b = 0; b < 256; ++b) {
        int v = 0;
        for (int h = 0; h < 2; ++h) {
          const int k = 2 * i + h;
          if (k < kKinds) v += ((b >> (4 * h)) & 15) * kValue[k];
        }
        vsum_tab[static_cast<std::size_t>(i)][static_cast<std::size_t>(b)] =
            static_cast<std::uint16_t>(v);
      }
    }
  }
  int vsum(std::uint64_t t) const {
    int v = 0;
    for (int i = 0; i < 8; ++i) v += vsum_tab[static_cast<std::size_t>(i)][(t >> (8 * i)) & 0xFF];
    return v;
  }
  // Whether the values of `t` (sum s, `aces` aces) can add up to a multiple of v: a table
  // that splits into groups of v must (an ace low under sw_ace_low counts 10 less).
  bool divisible(int s, int aces, int v) const {
    for (int j = 0; j <= (ace_low ? aces : 0); ++j) {
      if ((s - 10 * j) % v == 0) return true;
    }
    return false;
  }
  // The kinds (bit k) of which one card sweeps table `t` (not empty, no jack), whoever holds it.
  std::uint32_t sweeper_kinds(std::uint64_t t) const {
    const int s = vsum(t);
    const int aces = count_of(t, kAceKind);
    std::uint32_t out = 0;
    for (int k = 0; k < kKinds; ++k) {
      if (k == kJackKind) continue;
      if ((divisible(s, aces, kValue[k]) && covers(t, kValue[k])) ||
          (k == kAceKind && ace_low && covers(t, 1))) {
        out |= std::uint32_t{1} << k;
      }
    }
    return out;
  }
  // sweeper_kinds by table (a table recurs at many nodes); emptied when the rules change.
  TableCache<std::uint32_t, 14> sweepers_cache;
  // Whether a card of `hand` sweeps table `t` (the ordering's threat test).
  bool sweepable(std::uint64_t t, std::uint64_t hand) {
    if (t == 0 || (t & kJackNib)) return false;
    bool hit = false;
    std::uint32_t& kinds = sweepers_cache.find(t, hit);
    if (!hit) kinds = sweeper_kinds(t);
    for (std::uint32_t m = kinds; m != 0; m &= m - 1) {
      if (count_of(hand, std::countr_zero(m)) != 0) return true;
    }
    return false;
  }

  // Kind k's captures of the plain table cards with each one's sweep bonus (TakeList), cached
  // by tagged(plain, k) when at most kCachedTakes (n -1: more); emptied when the rules change.
  // takes_of's list is valid until its next call (it lives in the cache or in tl).
  static constexpr int kCachedTakes = 12;
  struct Captures {
    int n = -1;
    std::array<std::int16_t, kCachedTakes> bonus{};
    std::array<std::uint64_t, kCachedTakes> take{};
  };
  TableCache<Captures, 14> capture_cache;
  struct Takes {
    int n = 0;
    const std::uint64_t* take = nullptr;
    const std::int16_t* bonus = nullptr;
  };
  Takes takes_of(std::uint64_t plain, int k) {
    bool hit = false;
    Captures& e = capture_cache.find(tagged(plain, k), hit);
    if (hit && e.n >= 0) return {e.n, e.take.data(), e.bonus.data()};
    tl.n = 0;
    tl.overflow = false;
    for (int v : {kValue[k], k == kAceKind && ace_low ? 1 : 0}) {
      if (v == 0) continue;
      fitting.clear();
      for (std::uint64_t g : groups[static_cast<std::size_t>(v)]) {
        if (fits(g, plain)) fitting.push_back(g);
      }
      takes_rec(fitting, 0, plain, 0, 0, v, tl);
    }
    assert(!tl.overflow);
    e.n = tl.n <= kCachedTakes ? tl.n : -1;
    if (e.n < 0) return {tl.n, tl.take.data(), tl.bonus.data()};
    std::copy_n(tl.take.begin(), tl.n, e.take.begin());
    std::copy_n(tl.bonus.begin(), tl.n, e.bonus.begin());
    return {e.n, e.take.data(), e.bonus.data()};
  }

  // The moves of node `n` into stack[base..), returns their count.
  int gen_moves(const Node& n, std::size_t base) {
    const std::uint64_t hand = n.hand[static_cast<std::size_t>(n.mover)];
    const std::uint64_t table = n.table;
    const std::uint64_t plain = table & ~kJackNib;
    const bool last_turn =
        n.rounds_left == 0 && cards_in(n.hand[0] + n.hand[1]) == 1;  // the hand's last card
    const bool bonus_ok = !(last_turn && !last_play_sweep);
    int count = 0;
    auto push = [&](const Move& m) {
      if (base + static_cast<std::size_t>(count) >= stack.size()) stack.resize(stack.size() * 2);
      stack[base + static_cast<std::size_t>(count)] = m;
      ++count;
    };
    for (int k = 0; plain && k < kKinds; ++k) {  // prefetch the hand's kinds' captures
      if (k != kJackKind && count_of(hand, k) != 0) capture_cache.prefetch(tagged(plain, k));
    }
    for (int k = 0; k < kKinds; ++k) {
      if (count_of(hand, k) == 0) continue;
      const int kp = points(one(k));
      bool can_take = false;
      if (k == kJackKind) {
        if (table) {
          can_take = true;
          Move m{};
          m.take = table;
          m.kind = static_cast<std::uint8_t>(k);
          m.taken = static_cast<std::uint8_t>(cards_in(table) + 1);
          m.jack = 1;
          m.score = static_cast<std::int16_t>((points(table) + kp) * 4);
          m.gain = static_cast<std::int16_t>(unit * (points(table) + kp));
          push(m);
        }
      } else if (plain) {
        const Takes tk = takes_of(plain, k);
        // sw_capture_must_be_maximal: only the captures of the most cards (SW-9).
        int need = 0;
        if (maximal) {
          for (int i = 0; i < tk.n; ++i) need = std::max(need, cards_in(tk.take[i]));
        }
        for (int i = 0; i < tk.n; ++i) {
          const std::uint64_t t = tk.take[i];
          if (cards_in(t) < need) continue;
          can_take = true;
          Move m{};
          m.take = t;
          m.kind = static_cast<std::uint8_t>(k);
          m.taken = static_cast<std::uint8_t>(cards_in(t) + 1);
          int gain = points(t) + kp;
          if (t == table && bonus_ok) gain += tk.bonus[i];
          m.gain = static_cast<std::int16_t>(unit * gain);
          m.score = static_cast<std::int16_t>(1000 + gain * 4);
          push(m);
        }
      }
      if (!(compulsory && can_take)) {
        Move m{};
        m.kind = static_cast<std::uint8_t>(k);
        // Trail low cards first, honours and jacks last.
        m.score = static_cast<std::int16_t>(-kValue[k] - 30 * kp - (k == kJackKind ? 200 : 0));
        push(m);
      }
    }
    {
      // A move after which the opponent can sweep the table goes after the others.
      const std::uint64_t opp = n.hand[static_cast<std::size_t>(1 - n.mover)];
      for (int i = 0; i < count; ++i) {
        Move& m = stack[base + static_cast<std::size_t>(i)];
        const std::uint64_t after = m.taken ? table - m.take : table + one(m.kind);
        if (sweepable(after, opp)) m.score = static_cast<std::int16_t>(m.score - 3000);
      }
    }
    return count;
  }

  void apply(Node& c, const Move& m) const {
    const auto me = static_cast<std::size_t>(c.mover);
    c.hand[me] -= one(m.kind);
    if (m.taken) {
      c.table -= m.take;
      c.last = c.mover;
      if (fixed3) c.d0 += c.mover == 0 ? m.taken : -m.taken;
    } else {
      c.table += one(m.kind);
    }
    c.mover ^= 1;
    if (c.hand[0] == 0 && c.hand[1] == 0 && c.rounds_left > 0 && !horizon) {
      const auto& h = future[static_cast<std::size_t>(future_count - c.rounds_left)];
      c.hand = h;
      --c.rounds_left;
      c.mover = 1 - dealer;
    }
  }

  // The hand is over: the table to the last capturer (SW-16), the majority settled (fixed3).
  // Before the last deal (a horizon search only): the horizon evaluation.
  int terminal(const Node& n) const {
    if (n.rounds_left > 0) return leaf(n);
    int v = 0;
    const int rem = points(n.table);
    if (n.last == n.mover) v += rem;
    if (n.last == 1 - n.mover) v -= rem;
    if (fixed3) {
      int d = n.d0;
      if (n.last >= 0) d += (n.last == 0 ? 1 : -1) * cards_in(n.table);
      if (n.mover == 1) d = -d;
      v += d > 0 ? 3 : d < 0 ? -3 : 0;
    }
    return unit * v;
  }

  // The features of a deal's end (solver/sweep/horizon_eval.h) for the next deal's first mover
  // n.mover, whose hands are the next deal's.
  HorizonFeatures features(const Node& n, const std::array<std::uint64_t, 2>& next) const {
    const auto me = static_cast<std::size_t>(n.mover);
    const std::uint64_t t = n.table;
    const std::uint64_t mine = next[me];
    const std::uint64_t theirs = next[1 - me];
    const int pt = points(t);
    int sweep = 0;
    if (t != 0 && (t & kJackNib) == 0) {
      const int s = vsum(t);
      for (int k = 0; k < kKinds; ++k) {
        if (k == kJackKind || count_of(mine, k) == 0) continue;
        if (divisible(s, count_of(t, kAceKind), kValue[k]) && covers(t, kValue[k])) {
          sweep = std::max(sweep, kValue[k] + s);
        }
      }
    }
    HorizonFeatures f{};
    f[kHfBias] = 1;
    f[kHfTableToLast] = n.last < 0 ? 0 : n.last == n.mover ? pt : -pt;
    f[kHfTable] = pt;
    f[kHfSweep] = sweep;
    f[kHfJackTakes] = t != 0 && count_of(mine, kJackKind) > 0 ? pt : 0;
    f[kHfHonours] = points(mine) - points(theirs);
    f[kHfJacks] = count_of(mine, kJackKind) - count_of(theirs, kJackKind);
    f[kHfTableCards] = cards_in(t);
    f[kHfPiles] = fixed3 ? std::clamp(n.mover == 0 ? n.d0 : -n.d0, -10, 10) : 0;
    return f;
  }
  int leaf(const Node& n) const {
    const auto& next = future[static_cast<std::size_t>(future_count - n.rounds_left)];
    const double v = horizon->value(features(n, next), n.rounds_left);
    return static_cast<int>(std::lround(unit * v));
  }

  bool check_cancel() {
    if (cancel && nodes >= next_cancel_check) {
      next_cancel_check = nodes + 1024;
      if (cancel->load(std::memory_order_relaxed)) stopped = true;
    }
    return stopped;
  }

  // The table's key: a position of one hand (rules, dealer and stock order fixed) in 62 bits.
  // Within a round each hand is a sub-multiset of the hand dealt for it (the bases below), so
  // a hand is 6 bits: kind k's remaining count c as the lowest c of the positions kind k holds
  // in the sorted base. The table is 15 counts of at most 4 in 3 bits each (45 bits). Then the
  // rounds left (2 bits), the last capturer (none, seat 0, seat 1) and the mover.
  struct Key {
    std::uint64_t key;
    std::int8_t diff;  // fixed3: the mover's clamped pile difference; 0 otherwise
  };
  // Per round (indexed by rounds left) and seat: the dealt hand's kinds and where each starts.
  struct Base {
    std::uint64_t counts = 0;
    int n = 0;
    std::array<std::uint8_t, 6> kind{};
    std::array<std::uint8_t, 6> start{};
  };
  std::array<std::array<Base, 2>, 4> bases{};
  bool base_override = false;  // a root hand did not come from the stock (see load)

  static Base make_base(std::uint64_t counts) {
    Base b;
    b.counts = counts;
    int pos = 0;
    for (int k = 0; k < kKinds; ++k) {
      const int c = count_of(counts, k);
      if (c == 0) continue;
      b.kind[static_cast<std::size_t>(b.n)] = static_cast<std::uint8_t>(k);
      b.start[static_cast<std::size_t>(b.n)] = static_cast<std::uint8_t>(pos);
      ++b.n;
      pos += c;
    }
    return b;
  }
  static std::uint64_t hand_bits(const Base& b, std::uint64_t hand) {
    std::uint64_t m = 0;
    for (int i = 0; i < b.n; ++i) {
      const int c = count_of(hand, b.kind[static_cast<std::size_t>(i)]);
      m |= ((std::uint64_t{1} << c) - 1) << b.start[static_cast<std::size_t>(i)];
    }
    return m;
  }
  // Fifteen 4-bit counts (each at most 4) packed into 3 bits each.
  static std::uint64_t pack3(std::uint64_t x) {
    x = (x & 0x0707070707070707ull) | ((x >> 1) & 0x3838383838383838ull);
    x = (x & 0x003F003F003F003Full) | ((x >> 2) & 0x0FC00FC00FC00FC0ull);
    x = (x & 0x00000FFF00000FFFull) | ((x >> 4) & 0x00FFF00000FFF000ull);
    return (x & 0xFFFFFFull) | ((x >> 8) & 0xFFFFFF000000ull);
  }
  static int left_of(std::uint64_t key) {
    return std::popcount((key >> 45) & 0xFFF) + 12 * static_cast<int>((key >> 57) & 3);
  }

  Key key_of(const Node& n) const {
    const auto& b = bases[static_cast<std::size_t>(n.rounds_left)];
    Key k{};
    k.key = pack3(n.table) | hand_bits(b[0], n.hand[0]) << 45 | hand_bits(b[1], n.hand[1]) << 51 |
            static_cast<std::uint64_t>(n.rounds_left) << 57 |
            static_cast<std::uint64_t>(n.last + 1) << 59 |
            static_cast<std::uint64_t>(n.mover) << 61;
    if (fixed3) {
      const int left = cards_in(n.hand[0] + n.hand[1]) + 12 * n.rounds_left;
      const int out = left + cards_in(n.table) + 1;
      const int d = std::clamp(n.mover == 0 ? n.d0 : -n.d0, -out, out);
      k.diff = static_cast<std::int8_t>(d);
    }
    return k;
  }
  Entry* bucket(const Key& k) {
    const std::uint64_t h = detail::mix(k.key);
    return &tt[(h & tt_mask) * kBucket];
  }
  Entry* probe(const Key& k) {
    Entry* b = bucket(k);
    for (int i = 0; i < kBucket; ++i) {
      Entry& e = b[i];
      if (e.key == k.key && e.current(gen)) return &e;
    }
    return nullptr;
  }
  void store(const Key& k, Entry* found, int lo, int hi, std::uint8_t best) {
    Entry* e = found;
    if (!e) {
      Entry* b = bucket(k);
      e = &b[0];
      int e_left = 1000;
      for (int i = 0; i < kBucket; ++i) {
        if (!b[i].current(gen)) {
          e = &b[i];
          break;
        }
        const int l = left_of(b[i].key);
        if (l < e_left) {
          e = &b[i];
          e_left = l;
        }
      }
      e->key = k.key;
      e->gen = gen;
      e->lo = -kInf;
      e->hi = kInf;
      e->lo_d = k.diff;
      e->hi_d = k.diff;
    }
    // Of two lower bounds keep the one that holds for more d and is higher; when neither is
    // both, the new one (searches nearby ask about nearby d). The same for upper bounds.
    if (lo > -kInf) {
      if (k.diff == e->lo_d) {
        e->lo = static_cast<std::int16_t>(std::max<int>(e->lo, lo));
      } else if (!(k.diff > e->lo_d && lo <= e->lo)) {
        e->lo = static_cast<std::int16_t>(lo);
        e->lo_d = k.diff;
      }
    }
    if (hi < kInf) {
      if (k.diff == e->hi_d) {
        e->hi = static_cast<std::int16_t>(std::min<int>(e->hi, hi));
      } else if (!(k.diff < e->hi_d && hi >= e->hi)) {
        e->hi = static_cast<std::int16_t>(hi);
        e->hi_d = k.diff;
      }
    }
    e->best = best;
  }
  // The entry's bounds that hold at the key's difference (both always under difference).
  static int lower(const Entry* e, const Key& k) { return k.diff >= e->lo_d ? e->lo : -kInf; }
  static int upper(const Entry* e, const Key& k) { return k.diff <= e->hi_d ? e->hi : kInf; }

  // Fail-soft negamax: the future margin for the mover, exact inside (alpha, beta), else a
  // bound on the side it fell.
  int search(const Node& n, int alpha, int beta, std::size_t base) {
    ++nodes;
    if (check_cancel()) return 0;
    if (n.hand[0] == 0 && n.hand[1] == 0) return terminal(n);
    // The last few turns of the hand are searched without the table: recomputing them is
    // cheaper than the memory access of a probe.
    const bool use_tt = n.rounds_left > 0 || cards_in(n.hand[0] + n.hand[1]) > plain_cards;
    Key k{};
    Entry* e = nullptr;
    std::uint8_t tt_best = kNoBest;
    if (use_tt) {
      k = key_of(n);
      e = probe(k);
      if (e) {
        const int lo = lower(e, k);
        const int hi = upper(e, k);
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        tt_best = e->best;
      }
    }
    const int count = gen_moves(n, base);
    assert(count > 0);
    if (use_tt) {
      // The children's buckets are fetched from memory together rather than one by one; then
      // the enhanced transposition cutoff: a child whose stored upper bound already lifts this
      // node to beta settles it without a search.
      constexpr std::uint64_t kNoKey = ~std::uint64_t{0};  // a key never has its top bits set
      std::array<Key, 64> ck;
      const int nk = std::min(count, 64);
      for (int i = 0; i < nk; ++i) {
        Node c = n;
        apply(c, stack[base + static_cast<std::size_t>(i)]);
        Key& ckey = ck[static_cast<std::size_t>(i)];
        if (c.rounds_left > 0 || cards_in(c.hand[0] + c.hand[1]) > plain_cards) {
          ckey = key_of(c);
          __builtin_prefetch(bucket(ckey));
        } else {
          ckey.key = kNoKey;
        }
      }
      for (int i = 0; i < nk; ++i) {
        if (ck[static_cast<std::size_t>(i)].key == kNoKey) continue;
        const Entry* ce = probe(ck[static_cast<std::size_t>(i)]);
        if (!ce) continue;
        const int v = stack[base + static_cast<std::size_t>(i)].gain -
                      upper(ce, ck[static_cast<std::size_t>(i)]);
        if (v >= beta) {
          store(k, e, v, kInf, static_cast<std::uint8_t>(i));
          return v;
        }
      }
    }
    // Order: the table's best move first, then by score (insertion sort keeps it stable).
    std::array<std::uint8_t, 256> order;
    const int used = std::min(count, 256);
    for (int i = 0; i < used; ++i)
      order[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
    auto score = [&](int i) {
      const Move& mv = stack[base + static_cast<std::size_t>(i)];
      if (i == tt_best) return 30000;
      return mv.score + (mv.taken ? 0 : hist_score(n.mover, mv.kind));
    };
    for (int i = 1; i < used; ++i) {
      const std::uint8_t x = order[static_cast<std::size_t>(i)];
      const int sx = score(x);
      int j = i - 1;
      while (j >= 0 && score(order[static_cast<std::size_t>(j)]) < sx) {
        order[static_cast<std::size_t>(j + 1)] = order[static_cast<std::size_t>(j)];
        --j;
      }
      order[static_cast<std::size_t>(j + 1)] = x;
    }
    int best = -kInf;
    std::uint8_t best_i = kNoBest;
    int a = alpha;
    for (int oi = 0; oi < count; ++oi) {
      const int i = oi < used ? order[static_cast<std::size_t>(oi)] : oi;
      const Move m = stack[base + static_cast<std::size_t>(i)];
      Node c = n;
      apply(c, m);
      const int v =
          m.gain - search(c, m.gain - beta, m.gain - a, base + static_cast<std::size_t>(count));
      if (stopped) return 0;
      if (v > best) {
        best = v;
        best_i = static_cast<std::uint8_t>(i < 255 ? i : kNoBest);
        if (v > a) a = v;
        if (a >= beta) {
          if (!m.taken)
            hist_add(n.mover, m.kind, cards_in(n.hand[0] + n.hand[1]) + 12 * n.rounds_left);
          break;
        }
      }
    }
    if (!use_tt) return best;
    if (best <= alpha) {
      store(k, e, -kInf, best, best_i);
    } else if (best >= beta) {
      store(k, e, best, kInf, best_i);
    } else {
      store(k, e, best, best, best_i);
    }
    return best;
  }

  // The exact future margin by MTD(f) from a guess.
  int value(const Node& n, int guess) {
    int lo = -kInf;
    int hi = kInf;
    int g = guess;
    while (lo < hi) {
      const int beta = g == lo ? g + 1 : g;
      g = search(n, beta - 1, beta, 0);
      if (stopped) return 0;
      if (g < beta) {
        hi = g;
      } else {
        lo = g;
      }
    }
    return g;
  }

  // Loads the rules and the hand's stock; forgets the table when either changed.
  Node load(const SweepRules& rules, const SweepState& s) {
    std::uint64_t h = 0x5EEDull;
    h = detail::mix(h ^
                    (std::uint64_t{rules.ace_low} | std::uint64_t{rules.capture_compulsory} << 1 |
                     std::uint64_t{rules.capture_must_be_maximal} << 2 |
                     std::uint64_t{rules.last_play_sweep} << 3 |
                     std::uint64_t(rules.majority == es::Majority::kFixed3) << 4 |
                     std::uint64_t{rules.tablanette_specials} << 5 | std::uint64_t{s.dealer} << 6));
    h = detail::mix(h ^ reinterpret_cast<std::uintptr_t>(horizon));
    set_rules(rules);
    for (int i = 0; i < es::kStockSize; ++i) {
      h = detail::mix(
          h ^
          (static_cast<std::uint64_t>(kind_of(rules, s.stock[static_cast<std::size_t>(i)])) << 8 |
           static_cast<std::uint64_t>(i)));
    }
    dealer = s.dealer;
    Node n{};
    n.hand = {kind_counts(rules, s.hands[0]), kind_counts(rules, s.hands[1])};
    // The keys' bases: each round's dealt hands. Rounds 2 to 4 come from the stock; the first
    // round's hands are not in the state, so the first root of the context in that round gives
    // them, and a later root whose hands do not fit them starts a new context.
    const int r_root = (es::kStockSize - s.stock_pos) / 12;
    const auto& br = bases[static_cast<std::size_t>(r_root)];
    const bool fits_base = fits(n.hand[0], br[0].counts) && fits(n.hand[1], br[1].counts);
    if (!have_context || h != context || base_override || !fits_base) {
      clear_tables();
      context = h;
      have_context = true;
      base_override = false;
      for (int r = 0; r < 3; ++r) {
        // Rounds left r: dealt from stock[36 - 12 (r + 1) ...], the non-dealer's six first.
        std::array<std::uint64_t, 2> hh{};
        for (int i = 0; i < 12; ++i) {
          const es::Card c = s.stock[static_cast<std::size_t>(es::kStockSize - 12 * (r + 1) + i)];
          // A card the caller left unknown (kNoCard) is no card of the base; the hands then do
          // not fit it and are their own base below.
          if (c >= es::kNumCards) continue;
          hh[static_cast<std::size_t>(i < 6 ? 1 - s.dealer : s.dealer)] += one(kind_of(rules, c));
        }
        for (int seat = 0; seat < 2; ++seat) {
          bases[static_cast<std::size_t>(r)][static_cast<std::size_t>(seat)] =
              make_base(hh[static_cast<std::size_t>(seat)]);
        }
      }
      auto& root = bases[static_cast<std::size_t>(r_root)];
      if (r_root == 3 || !fits(n.hand[0], root[0].counts) || !fits(n.hand[1], root[1].counts)) {
        // The first round, or (not in a legal state) hands the stock did not deal.
        base_override = r_root != 3;
        root = {make_base(n.hand[0]), make_base(n.hand[1])};
      }
    }
    n.table = kind_counts(rules, s.table);
    n.rounds_left = (es::kStockSize - s.stock_pos) / 12;
    n.mover = s.mover;
    n.last = s.last_capturer;
    n.d0 = fixed3 ? es::count(s.piles[0]) - es::count(s.piles[1]) : 0;
    future_count = n.rounds_left;
    for (int r = 0; r < n.rounds_left; ++r) {
      std::array<std::uint64_t, 2> hh{};
      for (int i = 0; i < 12; ++i) {
        const es::Card c = s.stock[static_cast<std::size_t>(s.stock_pos + 12 * r + i)];
        const int seat = i < 6 ? 1 - s.dealer : s.dealer;
        hh[static_cast<std::size_t>(seat)] += one(kind_of(rules, c));
      }
      future[static_cast<std::size_t>(r)] = hh;
    }
    return n;
  }

  // A state at the first turn of a deal seen as the end of the deal before (rules loaded): the
  // features for its mover, and the rounds the stock held before the deal.
  HorizonFeatures state_features(const SweepRules& rules, const SweepState& s, int* rounds) const {
    Node n{};
    n.table = kind_counts(rules, s.table);
    n.mover = s.mover;
    n.last = s.last_capturer;
    n.d0 = fixed3 ? es::count(s.piles[0]) - es::count(s.piles[1]) : 0;
    *rounds = (es::kStockSize - s.stock_pos) / 12 + 1;
    return features(n, {kind_counts(rules, s.hands[0]), kind_counts(rules, s.hands[1])});
  }

  // The mover's points so far minus the opponent's that the search does not count: all of
  // SW-17 under difference; honours and sweeps under fixed3 (the majority is settled at the
  // end from the card difference the node carries).
  int past_margin(const SweepRules& rules, const SweepState& s, int seat) const {
    const es::SweepScore sc = es::score(rules, s);
    const auto me = static_cast<std::size_t>(seat);
    const auto op = static_cast<std::size_t>(1 - seat);
    if (!fixed3) return unit * (sc.points[me] - sc.points[op]);
    return unit * (sc.honours[me] + sc.sweeps[me] - sc.honours[op] - sc.sweeps[op]);
  }
};

SweepSolver::SweepSolver(SolverOptions options) : impl_(std::make_unique<Impl>(options)) {}
SweepSolver::~SweepSolver() = default;

void SweepSolver::clear() {
  impl_->clear_tables();
  impl_->have_context = false;
}

SweepSolveResult SweepSolver::solve(const SweepRules& rules, const SweepState& state,
                                    bool per_action, const std::vector<Action>* only) {
  const auto t0 = std::chrono::steady_clock::now();
  Impl& m = *impl_;
  m.cancel = cancel_;
  m.stopped = false;
  m.nodes = 0;
  m.next_cancel_check = 0;
  m.hist = {};
  m.horizon = horizon_;
  m.unit = horizon_ ? kHorizonUnit : 1;
  SweepSolveResult res;
  if (state.hand_over()) {
    const es::SweepScore sc = es::score(rules, state);
    res.complete = true;
    res.margin = m.unit * (sc.points[0] - sc.points[1]);
    return res;
  }
  const Node root = m.load(rules, state);
  res.to_move = state.mover;
  const int past = m.past_margin(rules, state, state.mover);
  if (!per_action) {
    res.margin = past + m.value(root, 0);
  } else {
    std::vector<Action> acts;
    if (only) {
      acts = *only;
    } else {
      es::legal_actions(state, rules, acts);
    }
    // Equivalent actions (same kinds played and taken) lead to one child: valued once.
    std::map<std::tuple<int, std::uint64_t, std::uint64_t, int>, int> seen;
    int guess = 0;
    int best = -kInf;
    for (const Action& a : acts) {
      SweepState c = state;
      (void)es::make(c, rules, a);
      int margin = 0;
      if (c.hand_over()) {
        const es::SweepScore sc = es::score(rules, c);
        margin = m.unit * (sc.points[static_cast<std::size_t>(state.mover)] -
                           sc.points[static_cast<std::size_t>(1 - state.mover)]);
      } else if (horizon_ && c.stock_pos != state.stock_pos) {
        // The deal ended: the horizon, seen by the next deal's first mover.
        int rounds = 0;
        const HorizonFeatures f = m.state_features(rules, c, &rounds);
        const double v = horizon_->value(f, rounds);
        const int theirs =
            m.past_margin(rules, c, c.mover) + static_cast<int>(std::lround(m.unit * v));
        margin = c.mover == state.mover ? theirs : -theirs;
      } else {
        const auto key = std::make_tuple(kind_of(rules, a.card), kind_counts(rules, a.take),
                                         kind_counts(rules, c.table), c.last_capturer);
        auto it = seen.find(key);
        if (it != seen.end()) {
          margin = it->second;
        } else {
          const Node child = m.load(rules, c);
          const int v = m.value(child, guess);
          if (m.stopped) break;
          guess = v;
          // The child's mover is the opponent (SW-6): its margin is the negation of ours.
          const int theirs = m.past_margin(rules, c, c.mover) + v;
          margin = c.mover == state.mover ? theirs : -theirs;
          seen.emplace(key, margin);
        }
      }
      res.moves.push_back({a, margin});
      best = std::max(best, margin);
    }
    res.margin = best;
  }
  res.complete = !m.stopped;
  res.nodes = m.nodes;
  nodes_ += m.nodes;
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return res;
}

int kind_of(const SweepRules& rules, es::Card c) {
  if (rules.tablanette_specials) {
    if (c == es::kTenOfDiamonds) return kTenDKind;
    if (c == es::kTwoOfClubs) return kTwoCKind;
  }
  return es::rank_of(c);
}

std::uint64_t kind_counts(const SweepRules& rules, es::CardMask m) {
  std::uint64_t x = 0;
  for (es::Card c : es::cards(m)) x += one(kind_of(rules, c));
  return x;
}

HorizonFeatures horizon_features(const SweepRules& rules, const SweepState& state) {
  SweepSolver::Impl m(SolverOptions{std::size_t{1} << 16});
  m.set_rules(rules);
  int rounds = 0;
  return m.state_features(rules, state, &rounds);
}

std::vector<KindAction> kind_actions(const SweepRules& rules, const SweepState& state) {
  SweepSolver::Impl m(SolverOptions{std::size_t{1} << 16});
  const Node n = m.load(rules, state);
  const int count = m.gen_moves(n, 0);
  std::vector<KindAction> out;
  for (int i = 0; i < count; ++i) {
    const Move& mv = m.stack[static_cast<std::size_t>(i)];
    out.push_back({mv.kind, mv.taken ? mv.take : 0, mv.jack != 0, mv.gain});
  }
  return out;
}

}  // namespace solver::sweep
