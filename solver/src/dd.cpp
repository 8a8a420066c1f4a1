#include "solver/dd.h"

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cstring>
#include <new>

#include "table.h"

namespace solver {

using engine::ContractTable;
using engine::kNoCard;
using engine::kTrump;
using engine::PlayRules;
using engine::PlayState;
using engine::PlayUndo;

std::vector<Card> power_order(const ContractTable& t, CardMask m) {
  std::vector<Card> v;
  for (Card c : engine::cards(m)) v.push_back(c);
  std::sort(v.begin(), v.end(), [&](Card a, Card b) {
    bool ta = t.eff_suit[a] == kTrump;
    bool tb = t.eff_suit[b] == kTrump;
    if (ta != tb) return ta;
    if (t.eff_suit[a] != t.eff_suit[b]) return t.eff_suit[a] < t.eff_suit[b];
    return t.power[a] > t.power[b];
  });
  return v;
}

using detail::mix;
using detail::Table;

namespace {

// The node counters of SearchStats: in a build configured with SCHMIER_SOLVER_STATS only.
#ifdef SCHMIER_SOLVER_STATS
constexpr bool kSolverStats = true;
#else
constexpr bool kSolverStats = false;
#endif

constexpr CardMask kAces = 0x80808080u;
constexpr CardMask kTens = 0x08080808u;
constexpr CardMask kKings = 0x40404040u;
constexpr CardMask kQueens = 0x20202020u;
constexpr CardMask kJacks = 0x10101010u;

inline int fast_points(CardMask m) {
  return 11 * std::popcount(m & kAces) + 10 * std::popcount(m & kTens) +
         4 * std::popcount(m & kKings) + 3 * std::popcount(m & kQueens) +
         2 * std::popcount(m & kJacks);
}

// Transposition-table entry for the team objective, valid at trick boundaries. For each of the
// four flag combinations (bit 0: the other side must take no further trick; bit 1: the max
// side must still take a trick) it keeps the largest future threshold proven reachable (stored
// +1, 0 = none) and the smallest proven unreachable (255 = none).
//
// 32 bytes, so a bucket of four is 128 bytes aligned to 128: a probe reads one aligned pair of
// cache lines (a 36-byte entry made buckets of 144 bytes over three or four lines). The rest
// of the key (generation, leader and flags, sides) and the best card share one word; the
// cards left, which only replacement needs, are counted from the hands.
struct TeamEntry {
  // `word`: bits 0-14 the table generation it was written in (0 = never written; entries of
  // older generations count as empty), 15-19 the boundary meta (leader, opened, under card
  // pending), 20-25 the sides (max side | paranoid << 5: entries of other objectives never
  // match), 26-31 the best card (kNoBest = none).
  static constexpr int kMetaShift = 15;
  static constexpr int kSidesShift = 20;
  static constexpr int kBestShift = 26;
  static constexpr std::uint32_t kGenMask = (1u << kMetaShift) - 1;
  static constexpr std::uint32_t kKeyMask = (1u << kBestShift) - 1;
  static constexpr std::uint32_t kNoBest = 63;

  std::array<CardMask, engine::kMaxPlayers> hands;
  std::uint32_t word;  // generation | meta << 15 | sides << 20 | best << 26
  std::array<std::uint8_t, 4> lo;
  std::array<std::uint8_t, 4> hi;

  // The best move found here, in key cards (kNoCard for none).
  Card best() const {
    const std::uint32_t b = word >> kBestShift;
    return b == kNoBest ? kNoCard : static_cast<Card>(b);
  }
  void set_best(Card c) {
    const std::uint32_t b = c == kNoCard ? kNoBest : c;
    word = (word & kKeyMask) | b << kBestShift;
  }
  bool current(std::uint16_t gen) const { return (word & kGenMask) == gen; }
  int cards_left() const {
    int k = (word >> (kMetaShift + 4)) & 1;  // the pending under card
    for (CardMask h : hands) k += std::popcount(h);
    return k;
  }
};
static_assert(sizeof(TeamEntry) == 32);

// Paranoid-units entry: the key includes every seat's points so far and who has a trick.
struct ParanoidEntry {
  std::array<CardMask, engine::kMaxPlayers> hands;
  std::array<std::int16_t, engine::kMaxPlayers> points;
  std::uint16_t sides;
  std::uint16_t gen;
  std::uint8_t meta;
  std::uint8_t has_trick;
  std::uint8_t cards_left;
  std::uint8_t best;
  std::int16_t lo;  // proven lower bound of the value
  std::int16_t hi;  // proven upper bound
  bool current(std::uint16_t g) const { return meta != 0 && gen == g; }
};

constexpr int kBucket = 4;

inline int cards_left(const TeamEntry& e) {
  return e.cards_left();
}
inline int cards_left(const ParanoidEntry& e) {
  return e.cards_left;
}

// Two entries' hands are the same (a memcmp call otherwise).
inline bool same_hands(const std::array<CardMask, engine::kMaxPlayers>& a,
                       const std::array<CardMask, engine::kMaxPlayers>& b) {
  static_assert(engine::kMaxPlayers == 5);
  std::uint64_t a01;
  std::uint64_t a23;
  std::uint64_t b01;
  std::uint64_t b23;
  std::memcpy(&a01, &a[0], 8);
  std::memcpy(&a23, &a[2], 8);
  std::memcpy(&b01, &b[0], 8);
  std::memcpy(&b23, &b[2], 8);
  return ((a01 ^ b01) | (a23 ^ b23) | (a[4] ^ b[4])) == 0;
}

// The entry of a full bucket to overwrite: an empty one (never used, or from an older
// generation), else the one with the fewest cards left (the cheapest to recompute).
template <typename Entry>
Entry* pick_victim(Entry* bucket, std::uint16_t gen) {
  Entry* victim = &bucket[0];
  int victim_left = 0;
  for (int k = 0; k < kBucket; ++k) {
    if (!bucket[k].current(gen)) return &bucket[k];
    const int left = cards_left(bucket[k]);
    if (k == 0 || left < victim_left) {
      victim = &bucket[k];
      victim_left = left;
    }
  }
  return victim;
}


}  // namespace

struct DoubleDummy::Impl {
  SolverOptions opt;
  // Position being searched.
  PlayRules r;
  PlayState s;
  CardMask out_mask = 0;  // cards not yet played, see all_hands()
  // The same with the current trick's cards (the cards of no completed trick), and its value
  // before each play that completed a trick (by ply_).
  CardMask live_mask = 0;
  std::array<CardMask, engine::kNumCards + 1> live_before{};
  // The cards in the score side's hands when the position was loaded, and in the others'.
  CardMask score_cards = 0;
  CardMask other_cards = 0;
  int score_now = 0;  // score_points_now(), kept up to date by make/unmake
  // The seat holding each card when the position was loaded (a card never changes hands).
  std::array<std::uint8_t, engine::kNumCards> owner{};
  Objective obj;
  std::uint32_t max_side = 0;
  std::uint32_t score_side = 0;
  std::uint16_t sides = 0;       // max_side | score_side << 5, part of every table key
  std::uint32_t team_sides = 0;  // the same in six bits for TeamEntry: max_side | paranoid << 5
  int total_tricks = 0;
  int n = 5;
  // Extra points awarded in the search (bonus trick), per seat.
  std::array<std::int16_t, engine::kMaxPlayers> extra{};
  // Cards of each effective suit, highest power first.
  std::array<std::array<Card, 16>, engine::kNumEffSuits> order{};
  std::array<int, engine::kNumEffSuits> order_len{};
  // Cards of the same effective suit with more power, per card.
  std::array<CardMask, engine::kNumCards> higher{};
  // Cards of the same effective suit and points with more power, per card.
  std::array<CardMask, engine::kNumCards> same_above{};
  // Each card's index in order[] of its effective suit.
  std::array<std::uint8_t, engine::kNumCards> order_pos{};
  CardMask special_cards = 0;  // the called and the under card: never equivalent to another
  // The parts of gen_moves' ordering scores that depend only on the card (load()).
  struct ScoreParts {
    CardMask beaten_by;                    // the cards that beat it when it wins a trick
    std::int16_t lead_boss;                // leading a card nobody else can beat in its suit
    std::array<std::int16_t, 2> lead_low;  // leading another card, [mover on the max side]
    std::int16_t schmier;  // following to a trick the mover's side surely wins (6 less if it beats)
    std::int16_t beat_safe;    // beating the trick so far, no opponent after can beat it
    std::int16_t beat_unsafe;  // beating it, an opponent after can
    std::int16_t lose;         // not beating it
  };
  std::array<ScoreParts, engine::kNumCards> score_parts{};
  // Groups of two or more cards of one effective suit, adjacent in power, of equal points,
  // neither called nor under (relative table keys), highest first.
  std::array<std::array<Card, 16>, 16> group{};
  std::array<int, 16> group_len{};
  std::array<CardMask, 16> group_mask{};
  std::array<std::array<CardMask, 17>, 16> group_low{};  // [g][k]: all but the highest k
  int n_groups = 0;
  std::array<std::uint8_t, engine::kNumCards> group_of{};  // each card's group, or kNoGroup
  static constexpr std::uint8_t kNoGroup = 0xFF;
  // A group needs renaming when one of its cards was played and the next lower one is still
  // out. Pairs of neighbours in a group are a few card-number distances apart (a rank apart
  // in a suit, a suit apart among queens or jacks): next_lower_from[j] holds the cards whose
  // next lower card in their group is next_lower_delta[j] further on, so every group's test
  // takes a few mask operations per distance.
  std::array<int, 2 * engine::kNumCards> next_lower_delta{};
  std::array<CardMask, 2 * engine::kNumCards> next_lower_from{};
  int n_deltas = 0;
  // Killer moves: per play number (tricks done times players plus the trick's cards), the
  // last card that cut off a points search there. Siblings often fall to the same card; a
  // small bonus breaks ties within the ordering's classes without overriding them (larger
  // bonuses searched more nodes).
  static constexpr int kKillerBonus = 4;
  // Leads into an opponent's trump go after all other leads; leads to a mate's highest card
  // after the mover's own highest cards (gen_moves).
  static constexpr int kRuffedLead = 100;
  static constexpr int kMateBossLead = 10;
  std::array<Card, engine::kNumCards + 1> killer = [] {
    std::array<Card, engine::kNumCards + 1> k;
    k.fill(kNoCard);
    return k;
  }();
  std::size_t ply() const {
    assert(ply_ == static_cast<std::size_t>(s.tricks_done * n + s.trick_size));
    return ply_;
  }
  std::size_t ply_ = 0;  // cards played so far (tricks done times players plus the trick's)
  // After each card played (by ply_) that did not complete a trick: the trick's winner so
  // far (index in the trick, -1 for none) and its trick_winner_index key. Kept by make()
  // for gen_moves; by ply, not by the trick's size: deeper tricks must not overwrite them.
  std::array<std::int8_t, engine::kNumCards + 1> trick_win{};
  std::array<std::int16_t, engine::kNumCards + 1> trick_win_key{};
  // The trick's k-th card was played, the ply_-th card of the hand (`ply`).
  void note_trick_card(int k, std::size_t ply) {
    const int key = power_key(s.trick[k - 1], s.led_suit(r));
    const int prev_key = k == 1 ? -1 : trick_win_key[ply - 1];
    const int prev_win = k == 1 ? -1 : trick_win[ply - 1];
    const bool wins = key > prev_key;
    trick_win[ply] = static_cast<std::int8_t>(wins ? k - 1 : prev_win);
    trick_win_key[ply] = static_cast<std::int16_t>(wins ? key : prev_key);
  }
  // Current yes/no question.
  int target = 0;
  bool need_opp_no_trick = false;
  bool need_side_trick = false;
  // Tables.
  Table<TeamEntry> team_tt;
  std::size_t team_mask = 0;
  Table<ParanoidEntry> par_tt;
  std::size_t par_mask = 0;
  std::uint64_t context = 0;  // fingerprint of rules + sides the tables belong to
  // Entries of other generations are empty: forgetting the tables is a counter increment, not
  // a pass over (by default) 64 MB, which cost more than the search of a whole deal.
  std::uint16_t gen = 1;
  // Counters.
  std::uint64_t nodes = 0;
  const std::atomic<bool>* cancel = nullptr;
  bool stopped = false;

  explicit Impl(SolverOptions o) : opt(o) {
    stats.enabled = kStats;
    std::size_t bytes = std::max<std::size_t>(opt.tt_bytes, sizeof(TeamEntry) * kBucket * 2);
    // Three quarters for the team table, one quarter for the paranoid table; powers of two.
    std::size_t team_entries = std::bit_floor(bytes * 3 / 4 / sizeof(TeamEntry));
    std::size_t par_entries =
        std::bit_floor(std::max<std::size_t>(bytes / 4 / sizeof(ParanoidEntry), kBucket * 2));
    team_entries = std::max<std::size_t>(team_entries, kBucket * 2);
    team_tt = Table<TeamEntry>(team_entries);
    team_mask = team_entries / kBucket - 1;
    par_tt = Table<ParanoidEntry>(par_entries);
    par_mask = par_entries / kBucket - 1;
  }

  void clear_tables() {
    n_children = 0;
    if (++gen <= TeamEntry::kGenMask) return;
    // The counter wrapped: entries written 32,767 generations ago would look current.
    team_tt.zero();
    par_tt.zero();
    gen = 1;
  }

  std::uint64_t fingerprint() const {
    std::uint64_t h = 0x1234567;
    for (int c = 0; c < engine::kNumCards; ++c) {
      h = mix(h ^ (std::uint64_t{r.table.eff_suit[c]} << 8 | r.table.power[c]) ^
              (std::uint64_t(c) << 20));
    }
    h = mix(h ^ r.table.deck);
    h = mix(h ^ (std::uint64_t{r.called} | std::uint64_t{r.called_suit} << 8 |
                 std::uint64_t{r.picker} << 16 | std::uint64_t(r.hold) << 24 |
                 std::uint64_t{r.under} << 32 | std::uint64_t{r.under_lead_allowed} << 40 |
                 std::uint64_t(r.runaway_min) << 41 | std::uint64_t{r.called_ten_wins} << 48 |
                 std::uint64_t(r.num_players) << 52));
    h = mix(h ^ (std::uint64_t(obj.bonus_trick + 1) | std::uint64_t(obj.bonus_points) << 8));
    h = mix(h ^ reinterpret_cast<std::uintptr_t>(obj.leaf));
    h = mix(h ^ reinterpret_cast<std::uintptr_t>(obj.leaf_ctx));
    return h;
  }

  void load(const Position& pos) {
    r = pos.rules;
    s = pos.state;
    out_mask = 0;
    for (int i = 0; i < pos.rules.num_players; ++i) {
      out_mask |= s.hands[i];
      for (Card c : engine::cards(s.hands[i])) owner[c] = static_cast<std::uint8_t>(i);
    }
    if (s.under_pending) out_mask |= engine::bit(pos.rules.under);
    live_mask = out_mask | trick_cards();
    obj = pos.objective;
    n = r.num_players;
    total_tricks = r.tricks_total();
    if (obj.paranoid) {
      score_side = 1u << obj.perspective;
      max_side = ((1u << n) - 1) & ~score_side;
    } else {
      max_side = obj.max_side;
      score_side = obj.max_side;
    }
    sides = static_cast<std::uint16_t>(max_side | score_side << 5);
    team_sides = max_side | (obj.paranoid ? 32u : 0u);
    extra = {};
    if (obj.bonus_owner >= 0) extra[obj.bonus_owner] = static_cast<std::int16_t>(obj.bonus_points);
    score_now = count_score_points();
    ply_ = static_cast<std::size_t>(s.tricks_done * n + s.trick_size);
    for (int k = 1; k <= s.trick_size; ++k) note_trick_card(k, ply_ - s.trick_size + k);
    score_cards = held_by(score_side, r.table.deck);
    other_cards = held_by(~score_side, r.table.deck);
    order_len = {};
    for (Card c : power_order(r.table, r.table.deck)) {
      auto e = r.table.eff_suit[c];
      higher[c] = 0;
      for (int k = 0; k < order_len[e]; ++k) higher[c] |= engine::bit(order[e][k]);
      order_pos[c] = static_cast<std::uint8_t>(order_len[e]);
      same_above[c] = 0;
      for (int k = 0; k < order_len[e]; ++k) {
        if (engine::card_points(order[e][k]) == engine::card_points(c)) {
          same_above[c] |= engine::bit(order[e][k]);
        }
      }
      order[e][order_len[e]++] = c;
    }
    for (Card c : engine::cards(r.table.deck)) {
      const bool trump = r.table.eff_suit[c] == kTrump;
      const int pts = engine::card_points(c);
      const int pw = r.table.power[c] & 31;
      ScoreParts& sp = score_parts[c];
      sp.beaten_by = trump ? higher[c] : higher[c] | r.table.suit_mask[kTrump];
      sp.lead_boss = static_cast<std::int16_t>((trump ? 60 : 50) + pts);
      for (int mine = 0; mine < 2; ++mine) {
        sp.lead_low[mine] =
            static_cast<std::int16_t>(30 - pts - pw / 8 + (!trump && !mine ? 5 : 0));
      }
      sp.schmier = static_cast<std::int16_t>(100 + 2 * pts - pw / 8);
      sp.beat_safe = static_cast<std::int16_t>(90 + pts - pw / 8);
      sp.beat_unsafe = static_cast<std::int16_t>(50 - pw / 4);
      sp.lose = static_cast<std::int16_t>(40 - 2 * pts - pw / 8);
    }
    special_cards = (r.called != kNoCard ? engine::bit(r.called) : 0) |
                    (r.under != kNoCard ? engine::bit(r.under) : 0);
    n_groups = 0;
    group_of.fill(kNoGroup);
    n_deltas = 0;
    for (int e = 0; e < engine::kNumEffSuits; ++e) {
      int k = 0;
      while (k < order_len[e]) {
        const Card c = order[e][k];
        int j = k + 1;
        if (c != r.called && c != r.under) {
          while (j < order_len[e] && order[e][j] != r.called && order[e][j] != r.under &&
                 engine::card_points(order[e][j]) == engine::card_points(c)) {
            ++j;
          }
        }
        if (j - k >= 2 && n_groups < 16) {
          group_len[n_groups] = j - k;
          group_mask[n_groups] = 0;
          for (int i = k; i < j; ++i) {
            group[n_groups][i - k] = order[e][i];
            group_mask[n_groups] |= engine::bit(order[e][i]);
            group_of[order[e][i]] = static_cast<std::uint8_t>(n_groups);
            if (i + 1 < j) add_next_lower(order[e][i], order[e][i + 1]);
          }
          for (int t = 0; t <= j - k; ++t) {
            group_low[n_groups][t] = 0;
            for (int i = k + t; i < j; ++i) group_low[n_groups][t] |= engine::bit(order[e][i]);
          }
          ++n_groups;
        }
        k = j;
      }
    }
    std::uint64_t fp = fingerprint();
    if (fp != context) {
      clear_tables();
      context = fp;
    }
  }

  void add_next_lower(Card c, Card lower) {
    const int d = lower - c;
    int j = 0;
    while (j < n_deltas && next_lower_delta[j] != d) ++j;
    if (j == n_deltas) {
      next_lower_delta[n_deltas] = d;
      next_lower_from[n_deltas++] = 0;
    }
    next_lower_from[j] |= engine::bit(c);
  }

  // The cards still out (of `out`) right below a played card of their group: nonzero exactly
  // for the groups that team_key renames.
  CardMask out_below_played(CardMask out) const {
    CardMask v = 0;
    for (int j = 0; j < n_deltas; ++j) {
      const CardMask played = next_lower_from[j] & ~out;
      const int d = next_lower_delta[j];
      v |= d > 0 ? played << d : played >> -d;
    }
    return v & out;
  }

  // --- helpers ---------------------------------------------------------------------------------

  // Cards not yet played: in a hand or pending (kept up to date by make/unmake).
  CardMask all_hands() const { return out_mask; }
  // The current trick's cards (a loop: load() starts live_mask from it, debug builds check it).
  CardMask trick_cards() const {
    CardMask m = 0;
    for (int i = 0; i < s.trick_size; ++i) m |= engine::bit(s.trick[i]);
    return m;
  }

  // The trumps still in the score side's hands and in the others'.
  // Cards never change hands, so a side's cards still held are its cards at load() still out.
  void trump_split(CardMask& score_tr, CardMask& other_tr) const {
    const CardMask trumps = r.table.suit_mask[kTrump] & out_mask;
    score_tr = score_cards & trumps;
    other_tr = other_cards & trumps;
    assert(score_tr == held_by(score_side, trumps) && other_tr == held_by(~score_side, trumps));
  }

  // The cards of m in the hands of `side`'s seats (slow; checks the masks kept above).
  CardMask held_by(std::uint32_t side, CardMask m) const {
    CardMask held = 0;
    for (int i = 0; i < n; ++i) {
      if (side >> i & 1) held |= s.hands[i] & m;
    }
    return held;
  }

  // Points that surely go to the group holding the trumps `mine` (the score side or the
  // others; at a trick boundary), the other group holding the trumps `theirs`. A trump above
  // every one of theirs (a top trump) wins, or loses only to a trump of its own group,
  // whenever it is played: top_points counts the top trumps' points. sure_points adds the
  // cards those and other sure tricks collect, unless the top trumps' points reach `enough`:
  // a seat holding k trumps of which the lowest has a of theirs above it takes at least
  // k - a tricks with them (each of theirs beats at most one, a trick takes one card of each
  // seat, and only trumps beat a trump; as sure_of_a_trick). In t such tricks every other seat
  // plays t cards of its own, at least its t lowest in points, and the seat's winning trumps
  // are at least its t lowest trumps; top trumps, already counted, count zero there. The best
  // seat's extra points are added: bench nodes -16 % (Sheepshead full deals -20 %). team_ab
  // uses it only for its lower bounds: for the upper bounds and the bound returned failing
  // high at a boundary it cost more instructions than its cuts saved.
  int top_points(CardMask mine, CardMask theirs) const {
    return fast_points(tops_of(mine, theirs));
  }
  CardMask tops_of(CardMask mine, CardMask theirs) const {
    const Card top = top_of(theirs);
    return top == kNoCard ? mine : mine & higher[top];
  }
  int sure_points(CardMask mine, CardMask theirs, int enough = 1000) const {
    const CardMask tops = tops_of(mine, theirs);
    const int pts = fast_points(tops);
    if (pts >= enough) return pts;
    int best = 0;
    for (int q = 0; q < n; ++q) {
      const CardMask own = s.hands[q] & mine;
      if (!own) continue;
      int t = 0;  // tricks the seat surely takes with its trumps
      for (Card c : engine::cards(own)) {
        t = std::max(t, std::popcount(own & (higher[c] | engine::bit(c))) -
                            std::popcount(theirs & higher[c]));
      }
      if (t == 0) continue;
      int seat_extra = lowest_points(own & ~tops, t - std::popcount(own & tops));
      for (int o = 0; o < n; ++o) {
        if (o == q) continue;
        // A pending under card is the picker's to play too (not in its hand, SS-8.5).
        const CardMask cards =
            s.hands[o] | (s.under_pending && o == r.picker ? engine::bit(r.under) : 0);
        seat_extra += lowest_points(cards & ~tops, t - std::popcount(cards & tops));
      }
      best = std::max(best, seat_extra);
    }
    return pts + best;
  }

  // The sum of the j lowest card points in m (all of m's when it has j cards or fewer).
  static int lowest_points(CardMask m, int j) {
    static constexpr std::array<CardMask, 5> kScoring = {kJacks, kQueens, kKings, kTens, kAces};
    static constexpr std::array<int, 5> kValue = {2, 3, 4, 10, 11};
    j -= std::popcount(m & ~(kJacks | kQueens | kKings | kTens | kAces));
    int pts = 0;
    for (std::size_t i = 0; i < kScoring.size() && j > 0; ++i) {
      const int k = std::min(j, std::popcount(m & kScoring[i]));
      pts += k * kValue[i];
      j -= k;
    }
    return pts;
  }

  // The highest card of m (cards of one effective suit, e.g. trumps), or kNoCard when m is
  // empty.
  Card top_of(CardMask m) const {
    for (Card c : engine::cards(m)) {
      if (!(higher[c] & m)) return c;
    }
    return kNoCard;
  }

  // True when a seat of `side` is sure to take a trick for the side whatever anyone plays (at
  // a trick boundary; the argument of side_sure_of_a_trick in positions.h): it holds j trumps
  // and fewer than j trumps of the other seats beat the lowest of them. Each of those beats at
  // most one of the j, one card per trick, and only trumps beat a trump (a called ten wins only
  // tricks without one, SS-13.6; a pending under card, which never wins, is in no hand).
  bool sure_of_a_trick(std::uint32_t side) const {
    const CardMask trumps = r.table.suit_mask[kTrump];
    CardMask against = 0;
    for (int i = 0; i < n; ++i) {
      if (!(side >> i & 1)) against |= s.hands[i];
    }
    against &= trumps;
    for (int q = 0; q < n; ++q) {
      if (!(side >> q & 1)) continue;
      const CardMask own = s.hands[q] & trumps;
      if (!own) continue;
      int j = 0;
      int above = 0;
      for (int k = 0; k < order_len[kTrump]; ++k) {
        const CardMask b = engine::bit(order[kTrump][k]);
        if (own & b) {
          if (++j > above) return true;
        } else if (against & b) {
          ++above;
        }
      }
    }
    return false;
  }

  int score_points_now() const {
    assert(score_now == count_score_points());
    return score_now;
  }
  // The same counted from the seats' points (load(); checks score_now).
  int count_score_points() const {
    int p = 0;
    for (int i = 0; i < n; ++i) {
      if (score_side >> i & 1) p += s.points_won[i] + extra[i];
    }
    return p + (obj.paranoid ? 0 : obj.base_points);
  }

  int side_tricks_now() const {
    int t = 0;
    for (int i = 0; i < n; ++i) {
      if (max_side >> i & 1) t += s.tricks_won[i];
    }
    return t;
  }

  // Counters for `schmier bench --stats` (SearchStats), compiled in only on request.
  static constexpr bool kStats = kSolverStats;
  SearchStats stats;
  SearchStats::Boundary& boundary_stats() { return stats.boundaries[s.tricks_done]; }
  // `v`, the boundary's outcome, counted under `field` (nothing without the counters).
  int tally(std::uint64_t SearchStats::Boundary::*field, int v) {
    if constexpr (kStats) ++(boundary_stats().*field);
    return v;
  }

  // The cancel flag is read once every 1,024 nodes or more (nodes also count the cards that
  // plain_play and two_left play, which do not come here).
  bool check_cancel() {
    if (stopped) return true;
    if (cancel && nodes >= next_cancel_check) {
      next_cancel_check = nodes + 1024;
      if (cancel->load(std::memory_order_relaxed)) stopped = true;
    }
    return stopped;
  }
  std::uint64_t next_cancel_check = 0;

  void make(Card c, PlayUndo& u) { make(c, u, s.to_move(r)); }
  void make(Card c, PlayUndo& u, std::uint8_t mover) {
    ++nodes;
    if constexpr (kStats) ++stats.nodes[s.tricks_done][s.trick_size];
    ++ply_;
    engine::make_move(r, s, c, u, mover);
    out_mask &= ~engine::bit(c);
    if (!u.completed) note_trick_card(s.trick_size, ply_);
    if (u.completed) {
      live_before[ply_] = live_mask;
      live_mask = out_mask;
      int won = u.points;
      if (obj.bonus_trick == s.tricks_done - 1) {
        extra[u.winner] = static_cast<std::int16_t>(extra[u.winner] + obj.bonus_points);
        won += obj.bonus_points;
      }
      if (score_side >> u.winner & 1) score_now += won;
    }
  }
  void unmake(Card c, const PlayUndo& u) {
    if (u.completed) {
      live_mask = live_before[ply_];
      int won = u.points;
      if (obj.bonus_trick == s.tricks_done - 1) {
        extra[u.winner] = static_cast<std::int16_t>(extra[u.winner] - obj.bonus_points);
        won += obj.bonus_points;
      }
      if (score_side >> u.winner & 1) score_now -= won;
    }
    engine::unmake_move(r, s, c, u);
    out_mask |= engine::bit(c);
    --ply_;
  }

  // The candidates (`todo`, cards of the mover) equivalent to a higher candidate: walking
  // each suit's cards from the highest candidate down, a candidate with the points of the
  // last one kept in an unbroken run of candidates (cards played earlier do not break runs,
  // cards still out in `out_cards` do). With `rep`, each one's entry is set to that kept card.
  // The plain definition: the root's per-card values use it, and debug builds check the
  // search's shortcut against it.
  CardMask equivalent_by_walk(CardMask todo, CardMask out_cards, Card* rep) const {
    CardMask same = 0;
    while (todo & (todo - 1)) {  // suit by suit, only suits holding two or more candidates
      const auto e = r.table.eff_suit[std::countr_zero(todo)];
      CardMask left = todo & r.table.suit_mask[e];
      todo &= ~left;
      if ((left & (left - 1)) == 0) continue;  // fewer than two candidates in this suit
      // The walk starts at the highest candidate: the cards above cannot matter.
      int k0 = order_len[e];
      for (Card c : engine::cards(left)) k0 = std::min<int>(k0, order_pos[c]);
      Card prev = kNoCard;  // previous kept card in an unbroken run
      for (int k = k0; k < order_len[e]; ++k) {
        const Card c = order[e][k];
        const CardMask b = engine::bit(c);
        if (!(out_cards & b)) continue;  // played earlier: does not break runs
        if (left & b) {
          if (prev != kNoCard && engine::card_points(prev) == engine::card_points(c)) {
            same |= b;
            if (rep) rep[c] = prev;
          } else {
            prev = c;
          }
          left &= ~b;
          if (!left) break;
        } else {
          prev = kNoCard;
        }
      }
    }
    return same;
  }

  // Which cards a search needs: every card's value at the root (each card equivalent to one
  // searched maps to it in `rep`); the team searches (the score side's points and the sides'
  // tricks decide) leave dominated cards out; the paranoid units search (every seat's own
  // points and tricks count) keeps them.
  enum class Need { kEveryCard, kTeam, kSeats };
  // Moves of the player `p`, equivalent cards removed, best first. With Need::kEveryCard, each
  // removed card's entry of `rep` is set to the kept card it is equivalent to (same value);
  // a template parameter so that the search's calls pay nothing for it. Inline: one legal
  // card (about half the nodes) pays no call.
  template <Need kNeed>
  int gen_moves_for(std::uint8_t p, Card* out, Card hint, Card* rep = nullptr) {
    const CardMask legal = engine::legal_moves(r, s, p);
    if (legal == 0) return 0;
    if ((legal & (legal - 1)) == 0) {  // one legal card: nothing to order
      out[0] = static_cast<Card>(std::countr_zero(legal));
      return 1;
    }
    return order_moves<kNeed>(p, legal, out, hint, rep);
  }

  // gen_moves_for with two or more legal cards.
  template <Need kNeed>
  [[gnu::noinline]] int order_moves(int p, CardMask legal, Card* out, Card hint, Card* rep) {
    CardMask keep = legal;
    // Cards that may be equivalent to a neighbour: neither the called nor the under card, nor
    // a card the picker must hold back.
    CardMask todo = legal & ~special_cards;
    if (r.hold != engine::HoldRule::kNone) {
      todo &= ~(r.table.suit_mask[r.called_suit] & s.hands[r.picker]);
    }
    if (opt.equivalence && (todo & (todo - 1))) {
      // Cards still out, with the current trick's cards (they break runs).
      const CardMask out_cards = live_mask;
      assert(out_cards == (all_hands() | trick_cards()));
      if constexpr (kNeed == Need::kEveryCard) {
        keep &= ~equivalent_by_walk(todo, out_cards, rep);
      } else {
        keep &= ~equivalent_to_higher(todo, out_cards);
      }
    }
    // Score moves for ordering; insertion by score, descending, equal scores in card order.
    int scores[16];
    int cnt = 0;
    const bool my_max = max_side >> p & 1;
    const Card killer_here = killer[ply()];
    auto insert = [&](Card c, int sc) {
      if (c == hint) sc += 1000;
      if (c == killer_here) sc += kKillerBonus;
      insert_by_score(out, scores, cnt, c, sc);
    };
    if (s.trick_size == 0) {
      const LeadView lv = lead_view(p, keep, my_max);
      for (Card c : engine::cards(keep)) insert(c, lead_score(c, my_max, lv));
    } else {
      const std::uint8_t led = s.led_suit(r);
      const int win_pos = trick_win[ply_];
      assert(win_pos ==
             engine::trick_winner_index(r.table, s.trick.data(), s.trick_size, led, r.under));
      int w = s.leader + win_pos;
      if (w >= n) w -= n;
      const FollowView fv = follow_view(p, s.trick_size, led, my_max, win_pos < 0 ? -1 : w,
                                        win_pos < 0 ? kNoCard : s.trick[win_pos]);
      if (kNeed == Need::kTeam && !r.called_ten_wins) {
        keep &= ~dominated(
            keep & todo, p, my_max, win_pos < 0 ? -1 : w, fv,
            (all_hands() & ~s.hands[p]) | (win_pos < 0 ? 0 : engine::bit(s.trick[win_pos])));
      }
      for (Card c : engine::cards(keep)) insert(c, follow_score(c, p, led, fv));
    }
    return cnt;
  }

  // Move ordering's parts, shared by order_moves and plain_play. The scores' parts that depend
  // only on the card are in score_parts (load()).
  [[gnu::always_inline]] static void insert_by_score(Card* out, int* scores, int& cnt, Card c,
                                                     int sc) {
    int i = cnt++;
    while (i > 0 && scores[i - 1] < sc) {
      scores[i] = scores[i - 1];
      out[i] = out[i - 1];
      --i;
    }
    scores[i] = sc;
    out[i] = c;
  }
  // The candidates (`todo`) equivalent to a higher candidate, as equivalent_by_walk finds
  // them: a candidate is equivalent to the kept card of its run when the nearest card still
  // out above it is a candidate of the same points (so of the same run and points): some
  // candidate of its suit and points above it has no card still out (in `out_cards`) between.
  [[gnu::always_inline]] CardMask equivalent_to_higher(CardMask todo, CardMask out_cards) const {
    CardMask same = 0;
    for (Card c : engine::cards(todo)) {
      const CardMask y = todo & same_above[c];
      if (!y) continue;  // the usual case: no candidate of its points above it
      const CardMask above = out_cards & higher[c];
      for (Card d : engine::cards(y)) {
        if ((above & ~higher[d] & ~engine::bit(d)) == 0) {
          same |= engine::bit(c);
          break;
        }
      }
    }
    assert(same == equivalent_by_walk(todo, out_cards, nullptr));
    return same;
  }
  // Leading: a card nobody else can beat in its suit first, else low cards; defenders prefer
  // fail leads. A fail suit that an opponent can trump (void in it, holding a trump) comes
  // after every other lead: it hands them the trick and the points in it (this ordering cut
  // the bench's nodes by a fifth, Schafkopf's by more).
  struct LeadView {
    CardMask contest;  // the cards the others hold (a pending under card aside)
    CardMask ruffed;   // cards of the fail suits an opponent can trump
  };
  [[gnu::always_inline]] LeadView lead_view(int p, CardMask keep, bool my_max) const {
    const CardMask trumps = r.table.suit_mask[kTrump];
    LeadView v{all_hands() & ~s.hands[p] & ~(r.under != kNoCard ? engine::bit(r.under) : 0), 0};
    for (CardMask fail = keep & ~trumps; fail;) {
      const CardMask suit = r.table.suit_mask[r.table.eff_suit[std::countr_zero(fail)]];
      fail &= ~suit;
      for (int q = 0; q < n; ++q) {
        if (((max_side >> q) & 1) != my_max && (s.hands[q] & trumps) && !(s.hands[q] & suit)) {
          v.ruffed |= suit;
          break;
        }
      }
    }
    return v;
  }
  [[gnu::always_inline]] int lead_score(Card c, bool my_max, const LeadView& v) const {
    const ScoreParts& sp = score_parts[c];
    const CardMask above = higher[c] & v.contest;
    int sc;
    if (above == 0) {
      sc = sp.lead_boss;
    } else if (((max_side >> owner[top_of(above)]) & 1) == my_max) {
      // A card below the highest card out of its suit in a mate's hand is a sure trick too
      // (the mate follows suit with it), after the mover's own: Schafkopf's nodes -8 %.
      sc = sp.lead_boss - kMateBossLead;
    } else {
      sc = sp.lead_low[my_max];
    }
    if (v.ruffed >> c & 1) sc -= kRuffedLead;
    return sc;
  }
  // Following: the seat `p` plays the trick's card number `size` + 1; `win_seat` (-1 for none:
  // the under card was led, it never wins, SS-8.5e) wins it so far with `win_card`.
  struct FollowView {
    CardMask beat;       // the cards that beat the trick's winner so far
    CardMask opp_play;   // the cards the opponents still to play in it may use
    CardMask mate_play;  // the cards the mates still to play in it may use
    bool win_safe;       // the mover's side surely wins it
  };
  [[gnu::always_inline]] FollowView follow_view(int p, int size, std::uint8_t led, bool my_max,
                                                int win_seat, Card win_card) const {
    // Cards the opponents and the mates still to play may use (follow suit when they can).
    FollowView v{0, 0, 0, false};
    int q = p;
    for (int k = size + 1; k < n; ++k) {
      q = q + 1 == n ? 0 : q + 1;
      const CardMask follow = s.hands[q] & r.table.suit_mask[led];
      (((max_side >> q) & 1) == my_max ? v.mate_play : v.opp_play) |= follow ? follow : s.hands[q];
    }
    // The mover's side surely wins the trick: its winner so far cannot be beaten by an
    // opponent still to play, or a mate still to play holds a card that beats the winner and
    // that no opponent after the mover can beat. Then the mover gives points (schmier). With
    // no winner yet, every trump and card of the led suit beats.
    if (win_seat >= 0) {
      v.beat = score_parts[win_card].beaten_by;
      v.win_safe = ((max_side >> win_seat) & 1) == my_max && (v.opp_play & v.beat) == 0;
    } else {
      v.beat = r.table.suit_mask[kTrump] | r.table.suit_mask[led];
    }
    // The under card never beats anything (SS-8.5e).
    if (r.under != kNoCard) v.beat &= ~engine::bit(r.under);
    if (!v.win_safe) {
      for (Card m : engine::cards(v.mate_play & v.beat)) {
        if ((v.opp_play & score_parts[m].beaten_by) == 0) {
          v.win_safe = true;
          break;
        }
      }
    }
    return v;
  }
  // Dominance among a follower's cards: the cards of `cand` (legal cards of the mover `q`)
  // that another card of `cand` dominates. Take two cards of one effective suit with no card
  // of another seat's hand and not the trick's winner so far between them in power (`others`
  // holds those): in this trick and every later one each beats and loses to the same cards,
  // and the rules treat them alike (following suit; the called suit's rules single out only
  // the called card, the under card and the picker's cards of the called suit, which `cand`
  // leaves out). Where the group that takes this trick (the mover's or the other) is fixed
  // whatever anyone plays, swapping the two cards in any continuation changes no trick's
  // winner, so it only moves points: the card played now goes to this trick's group, the one
  // kept to a later trick's winner. For the score side's points, playing the one with more
  // points now is then at least as good when this trick surely goes to the score side, and
  // at most as good when it surely goes to the others. "Surely": no seat of the other group
  // still to play can beat the card that then wins it (the winner so far, or the mover's card
  // where it beats that), by the cards follow_view gives them (a superset of their legal
  // cards; the under card never wins). A mate who only may overtake does not fix the trick,
  // as the mate may have better uses for the card (counting on that gave wrong values four
  // tricks from the end, see test_dd_full.cpp).
  // Release build, callgrind, bench --deals 15 --hands 2 --schafkopf 2: instructions
  // 855.2M -> 598.0M, nodes 1,685,438 -> 1,064,242. Leads that the leader's side surely takes
  // cost more instructions than they saved (nodes -1.2 %, instructions +0.9 %), and so did
  // equivalent cards with only trick cards other than the winner between them (-0.2 %, +0.3 %).
  CardMask dominated(CardMask cand, int q, bool maxing, int win_seat, const FollowView& v,
                     CardMask others) const {
    if ((cand & (cand - 1)) == 0 || win_seat < 0) return 0;
    const bool win_mine = (((max_side >> win_seat) & 1) != 0) == maxing;
    const bool sure_mine = win_mine && (v.opp_play & v.beat) == 0;
    const bool sure_theirs = !win_mine && (v.mate_play & v.beat) == 0;
    if (!sure_mine && !sure_theirs && !(cand & v.beat)) return 0;
    const bool mover_score = ((score_side >> q) & 1) != 0;
    CardMask drop = 0;
    for (Card c : engine::cards(cand)) {
      bool mine = sure_mine;  // the trick surely goes to the mover's group
      if (!sure_mine && (v.beat >> c & 1)) {
        if (v.opp_play & score_parts[c].beaten_by) continue;
        mine = true;
      } else if (!sure_mine && !sure_theirs) {
        continue;
      }
      // Playing the card with more points now is better for the mover's side.
      const bool more_now = maxing == (mover_score == mine);
      const int pc = engine::card_points(c);
      for (Card d :
           engine::cards(cand & r.table.suit_mask[r.table.eff_suit[c]] & ~engine::bit(c))) {
        const int pd = engine::card_points(d);
        if (more_now ? pd <= pc : pd >= pc) continue;
        const bool c_low = (higher[c] >> d) & 1;
        const Card lo = c_low ? c : d;
        const Card hi = c_low ? d : c;
        if (others & higher[lo] & ~higher[hi] & ~engine::bit(hi)) continue;
        drop |= engine::bit(c);
        break;
      }
    }
    return drop;
  }
  [[gnu::always_inline]] int follow_score(Card c, int p, std::uint8_t led,
                                          const FollowView& v) const {
    const ScoreParts& sp = score_parts[c];
    const bool beats = v.beat >> c & 1;
    // A card that does not follow suit and does not take the trick: of equal ones, one from a
    // shorter suit first (a void sooner; Schafkopf's nodes -4 %).
    auto suit_left = [&] {
      const auto e = r.table.eff_suit[c];
      return e == led ? 0 : engine::count(s.hands[p] & r.table.suit_mask[e]);
    };
    if (v.win_safe) return sp.schmier - (beats ? 6 : 0) - suit_left();
    if (beats) return (v.opp_play & sp.beaten_by) == 0 ? sp.beat_safe : sp.beat_unsafe;
    return sp.lose - suit_left();
  }

  // --- team search -----------------------------------------------------------------------------

  // The table key of a trick boundary. With relative keys, cards of equal points adjacent in
  // power (the four queens, the four jacks, nines-eights-sevens of a suit; never the called or
  // under card) are renamed so that the ones still out take the highest places of their group:
  // positions that differ only in which of them were played share an entry. The renaming
  // keeps every hand's suits, every power comparison among the cards still out and every
  // card's points, so the future is the same game.
  struct TeamKey {
    // Set by team_key() (left uninitialised: most nodes are not trick boundaries).
    std::array<CardMask, engine::kMaxPlayers> hands;
    std::uint32_t word;  // TeamEntry::word's key bits: generation, meta, sides
    CardMask out;        // the cards still out
    TeamEntry* bucket;
  };

  // A card still out under its name in the key `k` (see team_key): the card of its group at
  // its rank among the group's cards still out.
  Card to_key(const TeamKey& k, Card c) const {
    if (!opt.relative_keys || group_of[c] == kNoGroup) return c;
    const int g = group_of[c];
    return group[g][std::popcount(group_mask[g] & k.out & higher[c])];
  }
  // The card still out called `t` in the key `k` (the inverse of to_key).
  Card from_key(const TeamKey& k, Card t) const {
    if (t == kNoCard || !opt.relative_keys || group_of[t] == kNoGroup) return t;
    const int g = group_of[t];
    int rank = std::popcount(group_mask[g] & higher[t]);
    for (int i = 0; i < group_len[g]; ++i) {
      if ((k.out & engine::bit(group[g][i])) && rank-- == 0) return group[g][i];
    }
    return kNoCard;  // not a card of this key: no hint
  }

  void team_key(TeamKey& k, CardMask out) {
    k.hands = s.hands;
    const std::uint8_t meta = boundary_meta();
    k.word = gen | std::uint32_t{meta & 0x1Fu} << TeamEntry::kMetaShift |
             team_sides << TeamEntry::kSidesShift;
    k.out = out;
    if (opt.relative_keys) {
      // Groups with nothing played, nothing left, or only the lowest played are packed
      // already.
      CardMask todo = out_below_played(out);
#ifndef NDEBUG
      for (int g = 0; g < n_groups; ++g) {  // the same, group by group
        const CardMask m = group_mask[g] & out;
        assert(((m & group_low[g][std::popcount(m)]) != 0) == ((todo & group_mask[g]) != 0));
      }
#endif
      while (todo) {
        const int g = group_of[std::countr_zero(todo)];
        todo &= ~group_mask[g];
        const CardMask m = group_mask[g] & out;
        // The cards before the first played one keep their places; every card still out
        // after it moves up to the next free place.
        int slot = 0;
        while (m & engine::bit(group[g][slot])) ++slot;
        for (int i = slot + 1; i < group_len[g]; ++i) {
          const Card c = group[g][i];
          if (!(m & engine::bit(c))) continue;
          const Card t = group[g][slot++];
          k.hands[owner[c]] ^= engine::bit(c) | engine::bit(t);
          assert(to_key(k, c) == t && from_key(k, t) == c);
        }
      }
    }
    // Two hands to a word (a fifth seat's hand, when there is one, with the meta and sides).
    static_assert(engine::kMaxPlayers == 5);
    const std::uint64_t fifth = n == 5 ? k.hands[4] : 0;
    const std::uint64_t h = mix(mix(mix(k.hands[0] | std::uint64_t{k.hands[1]} << 32) ^
                                    (k.hands[2] | std::uint64_t{k.hands[3]} << 32)) ^
                                (fifth | std::uint64_t{meta} << 32 | std::uint64_t{sides} << 40));
    k.bucket = &team_tt[(h & team_mask) * kBucket];
  }

  bool team_matches(const TeamEntry& e, const TeamKey& k) const {
    return (e.word & TeamEntry::kKeyMask) == k.word && same_hands(e.hands, k.hands);
  }

  TeamEntry* team_find(const TeamKey& k) {
    for (int i = 0; i < kBucket; ++i) {
      if (team_matches(k.bucket[i], k)) return &k.bucket[i];
    }
    return nullptr;
  }

  // The entry of the key, created if missing. `known` is an entry found for the key before
  // the children were searched: it may have been overwritten by one of them since.
  TeamEntry* team_store(const TeamKey& k, TeamEntry* known) {
    if (known && team_matches(*known, k)) return known;
    if (TeamEntry* e = team_find(k)) return e;
    TeamEntry& e = *pick_victim(k.bucket, gen);
    e.hands = k.hands;
    e.word = k.word | TeamEntry::kNoBest << TeamEntry::kBestShift;
    e.lo = {0, 0, 0, 0};
    e.hi = {255, 255, 255, 255};
    return &e;
  }

  std::uint8_t boundary_meta() const {
    return static_cast<std::uint8_t>(0x80 | s.leader | (s.opened ? 8 : 0) |
                                     (s.under_pending ? 16 : 0));
  }

  bool team_search() {
    if (check_cancel()) return false;
    const std::uint8_t p = s.to_move(r);
    const bool maxing = max_side >> p & 1;
    TeamEntry* entry = nullptr;
    TeamKey key;
    int fl = 0;
    int ft = 0;
    Card hint = kNoCard;
    if (s.trick_size == 0) {
      int side_t = side_tricks_now();
      int opp_t = s.tricks_done - side_t;
      if (need_opp_no_trick && opp_t > 0) return false;
      // A trick the other side is sure of ends "no trick for them"; one the max side is sure
      // of settles its condition (the same question without it, so the same table entry).
      if (need_opp_no_trick && s.tricks_done < total_tricks && sure_of_a_trick(~max_side)) {
        return false;
      }
      const bool trick_ok = !need_side_trick || side_t > 0 ||
                            (s.tricks_done < total_tricks && sure_of_a_trick(max_side));
      const int have = score_points_now();
      if (s.tricks_done == total_tricks) return have >= target && trick_ok;
      if (s.tricks_done + 1 == total_tricks && last_trick_forced()) {
        int pts = 0;
        const bool side_wins = max_side >> last_trick_winner(s.hands, s.leader, pts) & 1;
        if (side_wins) pts += obj.bonus_trick == total_tricks - 1 ? obj.bonus_points : 0;
        return have + (side_wins ? pts : 0) >= target && (side_wins || !need_opp_no_trick) &&
               (side_wins || side_t > 0 || !need_side_trick);
      }
      // Without a trick condition left, the question is the points search's "at least
      // target?" (the same table entries: flag combination 0 holds bounds on future points).
      // Below, a trick condition is left: fl is 1, 2 or 3.
      if (!need_opp_no_trick && trick_ok) return team_ab(target - 1, target) >= target;
      const int fut = target - have;
      CardMask rest = all_hands();
      int remaining = fast_points(rest);
      if (obj.bonus_trick >= s.tricks_done) remaining += obj.bonus_points;
      fl = (need_opp_no_trick ? 1 : 0) | (trick_ok ? 0 : 2);
      ft = std::max(fut, 0);
      team_key(key, rest);
      entry = team_find(key);
      if (entry) {
        if (ft + 1 <= entry->lo[fl]) return true;
        if (ft >= entry->hi[fl]) return false;
        hint = from_key(key, entry->best());
      } else {  // the sure-points bounds: for positions new to the table only (as team_ab)
        CardMask score_tr = 0;
        CardMask other_tr = 0;
        trump_split(score_tr, other_tr);
        if (fut > remaining - sure_points(other_tr, score_tr, remaining - fut + 1)) return false;
      }
    }
    Card moves[16];
    // As in team_ab: from a boundary, the trick on plain masks (values 0 and 1 for no and yes).
    const bool plain = s.trick_size == 0 && s.tricks_done + 2 <= total_tricks && !r.called_ten_wins;
    const int cnt = plain ? 0 : gen_moves_for<Need::kTeam>(p, moves, hint);
    bool result = !maxing;
    Card best = kNoCard;
    if (plain) {
      result = plain_trick<true>(0, 1, hint, best) == 1;
      if (stopped) return false;
      if (result != maxing) best = kNoCard;
    }
    for (int i = 0; i < cnt; ++i) {
      PlayUndo u;
      make(moves[i], u, p);
      bool v = team_search();
      unmake(moves[i], u);
      if (stopped) return false;
      if (v == maxing) {
        result = maxing;
        best = moves[i];
        break;
      }
    }
    if (s.trick_size == 0) {
      entry = team_store(key, entry);
      if (result) {
        entry->lo[fl] = static_cast<std::uint8_t>(std::max<int>(entry->lo[fl], ft + 1));
      } else {
        entry->hi[fl] = static_cast<std::uint8_t>(std::min<int>(entry->hi[fl], ft));
      }
      if (best != kNoCard) entry->set_best(to_key(key, best));
    }
    return result;
  }

  bool reach(int t, bool opp_no_trick, bool side_trick) {
    target = t;
    need_opp_no_trick = opp_no_trick;
    need_side_trick = side_trick;
    return team_search();
  }

  // Max points the score side can force (team: max side; paranoid: perspective's points that the
  // others can force on it) from the loaded position, by narrowing yes/no thresholds.
  // Fail-soft alpha-beta on the score side's final points (no trick conditions); shares the
  // table with the yes/no searches (flag combination 0 holds bounds on future points).
  int team_ab(int alpha, int beta) {
    if (check_cancel()) return 0;
    const std::uint8_t p = s.to_move(r);
    const bool maxing = max_side >> p & 1;
    TeamEntry* entry = nullptr;
    TeamKey key;
    int have = 0;
    int sure_fut = 0;  // future points the score side surely takes (computed for a new entry)
    Card hint = kNoCard;
    if (s.trick_size == 0) {
      have = score_points_now();
      if (s.tricks_done == total_tricks) return have;
      if (s.tricks_done + 1 == total_tricks) {
        if (const int v = last_trick_value(have); v >= 0) return v;
      }
      if constexpr (kStats) ++boundary_stats().visits;
      CardMask score_tr = 0;
      CardMask other_tr = 0;
      trump_split(score_tr, other_tr);
      // Failing high, the bound returned includes the score side's top trumps: team_points
      // starts its next pass from the bounds its passes return, and a bound of just `have`
      // (often the threshold itself) made it creep up one point per pass.
      if (have >= beta)
        return tally(&SearchStats::Boundary::settled_by_points,
                     have + top_points(score_tr, other_tr));
      CardMask rest = all_hands();
      int remaining = fast_points(rest);
      if (obj.bonus_trick >= s.tricks_done) remaining += obj.bonus_points;
      remaining -= top_points(other_tr, score_tr);
      if (have + remaining <= alpha)
        return tally(&SearchStats::Boundary::settled_by_points, have + remaining);
      team_key(key, rest);
      entry = team_find(key);
      if constexpr (kStats)
        ++(entry ? boundary_stats().table_hits : boundary_stats().new_positions);
      // The score side's sure points are a lower bound too: computed for a position new to
      // the table and kept in its entry (recomputing them for an entry cut at 1.7 % of the
      // calls; bench instructions -2 %).
      if (entry) {
        // lo[0] - 1: a future value proven reachable; hi[0]: the smallest proven unreachable.
        const int lower = have + entry->lo[0] - 1;
        const int upper = entry->hi[0] == 255 ? have + remaining : have + entry->hi[0] - 1;
        if (lower >= beta) return tally(&SearchStats::Boundary::table_cuts, lower);
        if (upper <= alpha) return tally(&SearchStats::Boundary::table_cuts, upper);
        if (lower == upper) return tally(&SearchStats::Boundary::table_cuts, lower);
        hint = from_key(key, entry->best());
      } else {
        sure_fut = sure_points(score_tr, other_tr);
        if (have + sure_fut >= beta)
          return tally(&SearchStats::Boundary::sure_cuts, have + sure_fut);
      }
      if constexpr (kStats) {
        ++boundary_stats().expanded;
        if (entry) ++boundary_stats().expanded_again;
      }
    }
    const int a0 = alpha;
    const int b0 = beta;
    Card moves[16];
    // At a boundary that the table and the bounds above did not settle, the trick is played on
    // plain masks: to the end where two tricks are left and following suit is the only rule
    // left (two_left), else to the next boundary (plain_trick).
    const bool plain = s.trick_size == 0 && s.tricks_done + 2 <= total_tricks && !r.called_ten_wins;
    const bool two = plain && s.tricks_done + 2 == total_tricks && only_follow_suit();
    const int cnt = plain ? 0 : gen_moves_for<Need::kTeam>(p, moves, hint);
    int best_v = two ? two_left(alpha, beta, have) : maxing ? -1 : 1000;
    Card best = kNoCard;
    if (plain && !two) best_v = plain_trick(alpha, beta, hint, best);
    for (int i = 0; i < cnt; ++i) {
      PlayUndo u;
      make(moves[i], u, p);
      const int v = team_ab(alpha, beta);
      unmake(moves[i], u);
      if (stopped) return 0;
      if (maxing ? v > best_v : v < best_v) {
        best_v = v;
        best = moves[i];
      }
      if (maxing)
        alpha = std::max(alpha, v);
      else
        beta = std::min(beta, v);
      if (alpha >= beta) {
        killer[ply()] = moves[i];
        break;
      }
    }
    if (s.trick_size == 0) {
      entry = team_store(key, entry);
      const int fut = best_v - have;
      const int lo_fut = best_v > a0 ? std::max(fut, sure_fut) : sure_fut;  // reachable
      entry->lo[0] = static_cast<std::uint8_t>(std::max<int>(entry->lo[0], lo_fut + 1));
      if (best_v < b0) {  // an upper bound: fut + 1 is unreachable
        entry->hi[0] = static_cast<std::uint8_t>(std::min<int>(entry->hi[0], fut + 1));
      }
      if (best != kNoCard) entry->set_best(to_key(key, best));
    }
    return best_v;
  }

  // --- whole tricks on plain masks -------------------------------------------------------------
  //
  // A trick that starts at a boundary which the table and the bounds did not settle, with two
  // or more tricks left, is played on the hands' masks (plain_trick): no make/unmake, no
  // per-card bookkeeping. Where following suit is the only rule left (only_follow_suit) the
  // legal cards are the ones that follow suit; while the called suit's rules or a pending
  // under card are in force, the engine's legal_moves gives them. A called ten that may win a
  // trick (SS-13.6) is left to the search's own path. Cards are ordered by order_moves' parts
  // (without the killer moves: here they cost nodes), equivalent cards are searched once and
  // a follower's dominated cards not at all (dominated()); when the trick is complete,
  // enter_boundary() makes the state the next boundary's and team_ab goes on from there. With two
  // tricks left and only following suit, two_left plays to the end instead. Nodes count the trick's
  // cards, as make() would.
  //
  // Release build, callgrind on bench --deals 15 --hands 2 --schafkopf 2, against two_left
  // alone: instructions 1,006.5M -> 855.8M (-15 %), nodes -2.4 %. The yes/no searches
  // (team_search, the analyzer's units per world) take the same path: analyze of
  // schafkopf-sauspiel-davonlaufen.json on one thread, 16.86G -> 14.70G instructions.
  //
  // Following suit is the only rule left: no called card, or its suit opened (SS-8.9 step 4);
  // nothing pending under; no called ten that may win a trick (SS-13.6).
  bool only_follow_suit() const {
    return !s.under_pending && !r.called_ten_wins && (r.called == kNoCard || s.opened) &&
           (r.under == kNoCard || !(out_mask & engine::bit(r.under)));
  }
  // trick_winner_index's key: a trump above every card of the led suit, other cards nothing.
  int power_key(Card c, std::uint8_t led) const {
    const auto e = r.table.eff_suit[c];
    return c == r.under  ? -1
           : e == kTrump ? 100 + r.table.power[c]
           : e == led    ? r.table.power[c]
                         : -1;
  }
  // The score side's final points, fail-soft in (alpha, beta), from a boundary with two or
  // more tricks left; `best` is set to the lead that gave them (the table's hint). With
  // kYesNo, for team_search: 1 or 0 for its question's yes or no, in the window (0, 1).
  template <bool kYesNo = false>
  int plain_trick(int alpha, int beta, Card hint, Card& best) {
    assert(s.trick_size == 0 && s.tricks_done + 2 <= total_tricks);
    Card lead = kNoCard;
    const int v = plain_play<kYesNo>(0, 0, -1, kNoCard, -1, 0, 0, alpha, beta, hint, &lead);
    best = lead;
    return v;
  }
  // The trick's card number `size` + 1: `led`, `win_seat`, `win_card` and `key` (its
  // power_key) describe the trick so far, `pts` its points and `played` its cards.
  template <bool kYesNo>
  int plain_play(int size, std::uint8_t led, int win_seat, Card win_card, int key, int pts,
                 CardMask played, int alpha, int beta, Card hint, Card* best_lead) {
    if (size == n) {
      assert(plain_winner_ok(win_seat));
      return enter_boundary<kYesNo>(static_cast<std::uint8_t>(win_seat), pts, played, alpha, beta);
    }
    int q = s.leader + size;
    if (q >= n) q -= n;
    const bool maxing = max_side >> q & 1;
    const bool rules = s.under_pending || (r.called != kNoCard && (!s.opened || s.opening_trick));
    CardMask legal = s.hands[q];
    if (rules) {
      s.trick_size = static_cast<std::uint8_t>(size);
      legal = engine::legal_moves(r, s, static_cast<std::uint8_t>(q));
      s.trick_size = 0;
    } else if (size > 0) {
      const CardMask follow = legal & r.table.suit_mask[led];
      if (follow) legal = follow;
    }
    assert(plain_legal_ok(size, q, legal));
    Card moves[16];
    int cnt = 0;
    if ((legal & (legal - 1)) == 0) {
      moves[cnt++] = static_cast<Card>(std::countr_zero(legal));
    } else {
      // As order_moves, without the killer moves (they cost nodes here). All cards still out
      // are in all_hands() (plain_play leaves it as it was at the boundary).
      CardMask keep = legal;
      CardMask todo = legal & ~special_cards;
      if (rules && r.hold != engine::HoldRule::kNone) {
        todo &= ~(r.table.suit_mask[r.called_suit] & s.hands[r.picker]);
      }
      if (opt.equivalence && (todo & (todo - 1))) keep &= ~equivalent_to_higher(todo, all_hands());
      int scores[16];
      if (size == 0) {
        const LeadView lv = lead_view(q, keep, maxing);
        for (Card c : engine::cards(keep))
          insert_by_score(moves, scores, cnt, c,
                          lead_score(c, maxing, lv) + (c == hint ? 1000 : 0));
      } else {
        const FollowView fv = follow_view(q, size, led, maxing, key < 0 ? -1 : win_seat, win_card);
        // Dominated cards (equal ones are equivalent) are left out of the search.
        keep &=
            ~dominated(keep & todo, q, maxing, key < 0 ? -1 : win_seat, fv,
                       (out_mask & ~s.hands[q] & ~played) | (key < 0 ? 0 : engine::bit(win_card)));
        for (Card c : engine::cards(keep))
          insert_by_score(moves, scores, cnt, c, follow_score(c, q, led, fv));
      }
    }
    int best = maxing ? -1 : 1000;
    for (int i = 0; i < cnt; ++i) {
      const Card c = moves[i];
      ++nodes;
      if constexpr (kStats) ++stats.nodes[s.tricks_done][size];
      // As PlayState::led_suit: a led under card counts as the called suit.
      const std::uint8_t led_now = size > 0                             ? led
                                   : c == r.under && r.under != kNoCard ? r.called_suit
                                                                        : r.table.eff_suit[c];
      const int k = power_key(c, led_now);
      const bool wins = size == 0 || k > key;
      // The pending under card is the picker's to play, from no hand (SS-8.5).
      const bool under = c == r.under && s.under_pending && q == r.picker;
      const bool opens = size == 0 && r.called != kNoCard && !s.opened && led_now == r.called_suit;
      if (under)
        s.under_pending = false;
      else
        s.hands[q] &= ~engine::bit(c);
      if (opens) s.opened = s.opening_trick = true;
      s.trick[size] = c;
      const int v = plain_play<kYesNo>(size + 1, led_now, wins ? q : win_seat, wins ? c : win_card,
                                       wins ? k : key, pts + engine::card_points(c),
                                       played | engine::bit(c), alpha, beta, kNoCard, nullptr);
      if (opens) s.opened = s.opening_trick = false;
      if (under)
        s.under_pending = true;
      else
        s.hands[q] |= engine::bit(c);
      if (stopped) return 0;
      if (maxing ? v > best : v < best) {
        best = v;
        if (best_lead) *best_lead = c;
      }
      if (maxing)
        alpha = std::max(alpha, v);
      else
        beta = std::min(beta, v);
      if (alpha >= beta) break;
    }
    return best;
  }
  // Debug checks of plain_play against the engine: the legal cards of the seat `q` playing
  // the trick's card number `size` + 1, and the complete trick's winner. With no winner (a led
  // under card that nobody follows or trumps) make_move gives the trick to its leader.
  bool plain_legal_ok(int size, int q, CardMask legal) {
    s.trick_size = static_cast<std::uint8_t>(size);
    const bool ok = engine::legal_moves(r, s, static_cast<std::uint8_t>(q)) == legal;
    s.trick_size = 0;
    return ok;
  }
  bool plain_winner_ok(int win_seat) const {
    const int w = engine::trick_winner_index(r.table, s.trick.data(), n, s.led_suit(r), r.under);
    return (w < 0 ? s.leader : (s.leader + w) % n) == win_seat;
  }
  // The trick of `played` (worth `pts`) is complete and won by `winner`: team_ab (team_search
  // with kYesNo) of the next boundary, the state updated as make() would update it for the trick's
  // last card (the hands already are) and restored after.
  template <bool kYesNo>
  [[gnu::always_inline]] int enter_boundary(std::uint8_t winner, int pts, CardMask played,
                                            int alpha, int beta) {
    const std::uint8_t leader = s.leader;
    const auto trick = s.trick;  // deeper tricks overwrite it; legal_moves reads it
    const bool opening = s.opening_trick;
    s.opening_trick = false;
    const int score = score_now;
    const bool bonus = obj.bonus_trick == s.tricks_done;
    const int won = pts + (bonus ? obj.bonus_points : 0);
    if (bonus) extra[winner] = static_cast<std::int16_t>(extra[winner] + obj.bonus_points);
    if (score_side >> winner & 1) score_now += won;
    s.points_won[winner] = static_cast<std::int16_t>(s.points_won[winner] + pts);
    s.tricks_won[winner]++;
    s.tricks_done++;
    s.leader = winner;
    out_mask &= ~played;
    live_mask = out_mask;
    ply_ += static_cast<std::size_t>(n);
    int v;
    if constexpr (kYesNo)
      v = team_search() ? 1 : 0;
    else
      v = team_ab(alpha, beta);
    ply_ -= static_cast<std::size_t>(n);
    out_mask |= played;
    live_mask = out_mask;
    s.leader = leader;
    s.trick = trick;
    s.opening_trick = opening;
    s.tricks_done--;
    s.tricks_won[winner]--;
    s.points_won[winner] = static_cast<std::int16_t>(s.points_won[winner] - pts);
    if (bonus) extra[winner] = static_cast<std::int16_t>(extra[winner] - obj.bonus_points);
    score_now = score;
    return v;
  }

  // --- two tricks left ----------------------------------------------------------------------
  //
  // At the boundary before the second-to-last trick, where only following suit is left
  // (only_follow_suit), the score side's final points come from a minimax over that trick's
  // cards on plain masks, fail-soft in (alpha, beta); the last trick is then forced. Against
  // playing both tricks out with make/unmake: instructions -7.8 % in a Release build
  // (callgrind, bench --deals 15 --hands 2 --schafkopf 2), although more nodes are searched
  // (+6 %: no ordering, no table at the last trick's boundary). Ordering its cards, or
  // solving it exactly for the table, cost more than they saved. Nodes count the
  // second-to-last trick's cards, as make() would; the last trick counts none, as in
  // last_trick_value.
  int two_left(int alpha, int beta, int have) {
    std::array<CardMask, engine::kMaxPlayers> hands = s.hands;
    for (int i = 0; i < n; ++i) assert(std::popcount(hands[i]) == 2);
    return two_left_play(hands, have, 0, 0, 0, -1, 0, alpha, beta);
  }
  // The k-th card of the second-to-last trick; `win_seat` and `win_key` describe its winner so
  // far, `pts` its points so far.
  int two_left_play(std::array<CardMask, engine::kMaxPlayers>& hands, int have, int k,
                    std::uint8_t led, int win_seat, int win_key, int pts, int alpha, int beta) {
    if (k == n) return last_trick_after(hands, have, win_seat, pts);
    int q = s.leader + k;
    if (q >= n) q -= n;
    const bool maxing = max_side >> q & 1;
    CardMask legal = hands[q];
    if (k > 0) {
      const CardMask follow = legal & r.table.suit_mask[led];
      if (follow) legal = follow;
    }
    int best = maxing ? -1 : 1000;
    for (Card c : engine::cards(legal)) {
      ++nodes;
      if constexpr (kStats) ++stats.nodes[s.tricks_done][k];
      const std::uint8_t led_here = k == 0 ? r.table.eff_suit[c] : led;
      const int key = power_key(c, led_here);
      const bool wins = k == 0 || key > win_key;
      hands[q] &= ~engine::bit(c);
      const int v = two_left_play(hands, have, k + 1, led_here, wins ? q : win_seat,
                                  wins ? key : win_key, pts + engine::card_points(c), alpha, beta);
      hands[q] |= engine::bit(c);
      if (maxing) {
        best = std::max(best, v);
        alpha = std::max(alpha, v);
      } else {
        best = std::min(best, v);
        beta = std::min(beta, v);
      }
      if (alpha >= beta) break;
    }
    return best;
  }
  // The score side's final points once the second-to-last trick (won by `won_by`, worth
  // `pts`) is complete: every hand holds one card and `won_by` leads it.
  int last_trick_after(const std::array<CardMask, engine::kMaxPlayers>& hands, int have, int won_by,
                       int pts) const {
    int v = have + last_trick_points(hands, won_by);
    if (score_side >> won_by & 1)
      v += pts + (obj.bonus_trick == total_tricks - 2 ? obj.bonus_points : 0);
    return v;
  }
  // The score side's points (bonus included) from the forced last trick: every hand holds one
  // card, `leader` leads, no under card is pending and no called ten may win it.
  int last_trick_points(const std::array<CardMask, engine::kMaxPlayers>& hands, int leader) const {
    int points = 0;
    const int win_seat = last_trick_winner(hands, leader, points);
    if (!(score_side >> win_seat & 1)) return 0;
    return points + (obj.bonus_trick == total_tricks - 1 ? obj.bonus_points : 0);
  }
  // The seat that takes the forced last trick, and its card points (`points`, bonus aside).
  int last_trick_winner(const std::array<CardMask, engine::kMaxPlayers>& hands, int leader,
                        int& points) const {
    const Card lead = static_cast<Card>(std::countr_zero(hands[leader]));
    const std::uint8_t led = r.table.eff_suit[lead];
    int win_seat = leader;
    int win_key = power_key(lead, led);
    points = engine::card_points(lead);
    for (int j = 1; j < n; ++j) {
      int q = leader + j;
      if (q >= n) q -= n;
      assert(std::popcount(hands[q]) == 1);
      const Card c = static_cast<Card>(std::countr_zero(hands[q]));
      points += engine::card_points(c);
      if (const int key = power_key(c, led); key > win_key) {
        win_key = key;
        win_seat = q;
      }
    }
    return win_seat;
  }

  // At the boundary before the last trick every hand holds one card, so the trick is forced
  // and valued without search, unless the under card is pending or a called ten may win it
  // (SS-13.6).
  bool last_trick_forced() const {
    return !s.under_pending && !r.called_ten_wins;
  }
  // The score side's final points at the boundary before the last trick, given the points it
  // has. Exact, so a pass returns the value here rather than a bound, and cheaper than playing
  // the trick out. -1 where the trick is not forced (last_trick_forced).
  int last_trick_value(int have) const {
    if (!last_trick_forced()) return -1;
    assert(s.tricks_done + 1 == total_tricks);
    return have + last_trick_points(s.hands, s.leader);
  }

  // The score side's final points if it takes every trick still to finish (bonus included).
  int all_points() const {
    int hi = score_points_now() + fast_points(all_hands()) +
             std::max(0, obj.bonus_trick >= s.tricks_done ? obj.bonus_points : 0);
    for (int i = 0; i < s.trick_size; ++i) hi += engine::card_points(s.trick[i]);
    return hi;
  }

  // The score side's final points under optimal play (team: the max side's; paranoid: what
  // the others can force on the perspective seat), by null-window passes from a guess. Each
  // pass's fail-soft bound narrows [lo, hi]; near a far-off value those bounds often move by a
  // single point (MTD(f) took 40 passes from 60 down to 19), so the step doubles while passes
  // fail the same way. Once the value is bracketed the passes ask at nine tenths of the way up
  // the bracket rather than at its middle, which measured fewer nodes (bench -2.8 %; --deals
  // 180 --hands 24 --schafkopf 24: -1.6 %; 7/10 and 8/10 fell between). `second`, when it
  // lies in what the first pass left open, is the second pass's threshold (a sibling's value,
  // see solve).
  int team_points(int guess = -1, int floor = 0, int ceil = 1000, int second = -1) {
    int lo = std::max(score_points_now(), floor);
    int hi = std::min(all_points(), ceil);
    int g = guess < 0 ? (lo + hi) / 2 : std::clamp(guess, lo, hi);
    int step = 1;
    int dir = 0;  // -1: the last pass failed low, +1: high
    bool bracketed = false;
    // Invariant: the value lies in [lo, hi].
    while (lo < hi) {
      const int beta = g == lo ? g + 1 : g;
      const int v = team_ab(beta - 1, beta);
      if (stopped) break;
      const int d = v < beta ? -1 : 1;
      if (d < 0)
        hi = v;
      else
        lo = v;
      bracketed = bracketed || (dir != 0 && d != dir);
      step = d == dir ? step * 2 : 1;
      dir = d;
      if (bracketed)
        g = std::max(lo + 1, lo + (9 * (hi - lo) + 5) / 10);
      else if (d < 0)
        g = std::max(lo, hi - (step - 1));
      else
        g = std::min(hi, lo + step);
      if (second >= lo && second <= hi) g = second;
      second = -1;
    }
    return lo;
  }

  // The declarer's units given the max side's points under optimal play (`points`). Trick
  // conditions need yes/no searches, except where the points value settles them.
  int team_units(int points) {
    for (const Level& lv : obj.levels) {
      if (lv.min_points > points) continue;
      // Points beyond the base can only come from tricks the side won.
      const bool side_trick = lv.side_one_trick && lv.min_points <= obj.base_points;
      if (!lv.opp_no_trick && !side_trick) return lv.units;
      // Taking every trick takes every point: a side that could force it would have the
      // largest total as its points value.
      if (lv.opp_no_trick && points < all_points()) continue;
      // A points value above the base is a strategy that surely wins the side a trick.
      if (!lv.opp_no_trick && points > obj.base_points) return lv.units;
      if (reach(lv.min_points, lv.opp_no_trick, side_trick)) return lv.units;
      if (stopped) return 0;
    }
    return obj.levels.empty() ? 0 : obj.levels.back().units;
  }

  // --- paranoid units search -------------------------------------------------------------------

  ParanoidEntry* par_probe(std::uint8_t meta, std::uint8_t has_trick, int cards_left, bool create) {
    std::uint64_t h = has_trick;
    for (int i = 0; i < n; ++i) {
      h = mix(h ^ s.hands[i] ^
              (std::uint64_t(static_cast<std::uint16_t>(s.points_won[i] + extra[i])) << 40) ^
              (std::uint64_t(i) << 58));
    }
    h = mix(h ^ meta ^ (std::uint64_t{sides} << 16));
    ParanoidEntry* b = &par_tt[(h & par_mask) * kBucket];
    for (int k = 0; k < kBucket; ++k) {
      ParanoidEntry& e = b[k];
      if (e.meta == meta && e.gen == gen && e.sides == sides && e.has_trick == has_trick &&
          e.hands == s.hands) {
        bool same = true;
        for (int i = 0; i < n; ++i) same &= e.points[i] == s.points_won[i] + extra[i];
        if (same) return &e;
      }
    }
    if (!create) return nullptr;
    ParanoidEntry& e = *pick_victim(b, gen);
    e.hands = s.hands;
    e.sides = sides;
    e.gen = gen;
    for (int i = 0; i < n; ++i) e.points[i] = static_cast<std::int16_t>(s.points_won[i] + extra[i]);
    for (int i = n; i < engine::kMaxPlayers; ++i) e.points[i] = 0;
    e.meta = meta;
    e.has_trick = has_trick;
    e.cards_left = static_cast<std::uint8_t>(cards_left);
    e.best = kNoCard;
    e.lo = -32000;
    e.hi = 32000;
    return &e;
  }

  int leaf_units() {
    std::array<std::int16_t, engine::kMaxPlayers> pts{};
    for (int i = 0; i < n; ++i) pts[i] = static_cast<std::int16_t>(s.points_won[i] + extra[i]);
    return obj.leaf(obj.leaf_ctx, pts.data(), s.tricks_won.data(), obj.perspective);
  }

  // Fail-soft alpha-beta on the perspective seat's units; it maximises, the others minimise.
  int par_search(int alpha, int beta) {
    if (check_cancel()) return 0;
    if (s.tricks_done == total_tricks) return leaf_units();
    const std::uint8_t p = s.to_move(r);
    const bool maxing = p == obj.perspective;
    ParanoidEntry* entry = nullptr;
    std::uint8_t has_trick = 0;
    Card hint = kNoCard;
    if (s.trick_size == 0) {
      for (int i = 0; i < n; ++i)
        has_trick |= static_cast<std::uint8_t>((s.tricks_won[i] > 0) << i);
      entry = par_probe(boundary_meta(), has_trick, 0, false);
      if (entry) {
        if (entry->lo >= beta) return entry->lo;
        if (entry->hi <= alpha) return entry->hi;
        if (entry->lo == entry->hi) return entry->lo;
        alpha = std::max<int>(alpha, entry->lo);
        beta = std::min<int>(beta, entry->hi);
        hint = entry->best;
      }
    }
    const int a0 = alpha;
    const int b0 = beta;
    Card moves[16];
    const int cnt = gen_moves_for<Need::kSeats>(p, moves, hint);
    int best_v = maxing ? -32000 : 32000;
    Card best = kNoCard;
    for (int i = 0; i < cnt; ++i) {
      PlayUndo u;
      make(moves[i], u, p);
      int v = par_search(alpha, beta);
      unmake(moves[i], u);
      if (stopped) return 0;
      if (maxing ? v > best_v : v < best_v) {
        best_v = v;
        best = moves[i];
      }
      if (maxing)
        alpha = std::max(alpha, v);
      else
        beta = std::min(beta, v);
      if (alpha >= beta) break;
    }
    if (s.trick_size == 0) {
      if (!entry) entry = par_probe(boundary_meta(), has_trick, engine::count(all_hands()), true);
      if (best_v <= a0) {
        entry->hi = static_cast<std::int16_t>(std::min<int>(entry->hi, best_v));
      } else if (best_v >= b0) {
        entry->lo = static_cast<std::int16_t>(std::max<int>(entry->lo, best_v));
      } else {
        entry->lo = entry->hi = static_cast<std::int16_t>(best_v);
      }
      if (best != kNoCard) entry->best = best;
    }
    return best_v;
  }

  // The perspective seat's units by null-window passes (MTD(f) from 0): the leaf takes few
  // values (leaster: -1, 0, 4), so two or three yes/no searches settle it, far cheaper than
  // one full-window search.
  int paranoid_units() {
    int lo = -32000;
    int hi = 32000;
    int g = 0;
    while (lo < hi) {
      const int beta = g == lo ? g + 1 : g;
      g = par_search(beta - 1, beta);
      if (stopped) break;
      if (g < beta)
        hi = g;
      else
        lo = g;
    }
    return lo;
  }

  // --- one position ----------------------------------------------------------------------------

  // The exact points values of the positions after each card of the last per-card solve: the
  // next solve is often one of them (the card that was played). Knowing a position's value V
  // bounds every card's value (at most V where the mover raises the points, at least V where
  // he lowers them), and a card of value V then takes one pass instead of two.
  struct Remembered {
    PlayState state;
    std::array<std::int16_t, engine::kMaxPlayers> extra;
    int points = 0;
  };
  std::array<Remembered, 16> children{};
  int n_children = 0;
  // What else the remembered values depend on (the rules are the table context).
  std::uint64_t children_context = 0;
  std::uint16_t children_sides = 0;
  int children_base = 0;

  // The remembered value of the loaded position, or -1.
  int remembered_points() const {
    if (children_context != context || children_sides != sides ||
        children_base != obj.base_points) {
      return -1;
    }
    for (int i = 0; i < n_children; ++i) {
      if (children[i].extra == extra && engine::same_position(children[i].state, s)) {
        return children[i].points;
      }
    }
    return -1;
  }

  // `floor` and `ceil`: bounds known for the points value beforehand; `guess` and `second`:
  // the first two passes' thresholds (team_points).
  void value_here(int& points, int& units, int guess = -1, int floor = 0, int ceil = 1000,
                  int second = -1) {
    if (obj.paranoid) {
      points = team_points(guess, floor, ceil, second);
      units = paranoid_units() * obj.paranoid_scale;
    } else {
      points = team_points(guess, floor, ceil, second);
      units = team_units(points);
    }
  }
};

DoubleDummy::DoubleDummy(SolverOptions options) : impl_(std::make_unique<Impl>(options)) {}
DoubleDummy::~DoubleDummy() = default;

const SearchStats& DoubleDummy::stats() const {
  return impl_->stats;
}

void DoubleDummy::reset_stats() {
  impl_->stats = SearchStats{};
  impl_->stats.enabled = Impl::kStats;
}

void DoubleDummy::clear() {
  impl_->clear_tables();
}

bool DoubleDummy::reach(const Position& pos, const Level& level) {
  Impl& m = *impl_;
  m.load(pos);
  m.cancel = cancel_;
  m.stopped = false;
  const std::uint64_t before = m.nodes;
  bool v = m.reach(level.min_points, level.opp_no_trick, level.side_one_trick);
  nodes_ += m.nodes - before;
  return v;
}

SolveResult DoubleDummy::solve(const Position& pos, bool per_card) {
  return solve_impl(pos, per_card, nullptr);
}

SolveResult DoubleDummy::solve_from_guesses(const Position& pos,
                                            const std::vector<MoveValue>& first_guess) {
  return solve_impl(pos, true, &first_guess);
}

SolveResult DoubleDummy::solve_impl(const Position& pos, bool per_card,
                                    const std::vector<MoveValue>* first_guess) {
  const auto t0 = std::chrono::steady_clock::now();
  Impl& m = *impl_;
  m.load(pos);
  m.cancel = cancel_;
  m.stopped = false;
  const std::uint64_t before = m.nodes;
  SolveResult res;
  res.to_move = m.s.to_move(m.r);
  if (m.s.finished(m.r)) {
    res.points = m.score_points_now();
    res.units = 0;
    if (m.obj.paranoid) {
      res.units = m.leaf_units() * m.obj.paranoid_scale;
    } else {
      for (const Level& lv : m.obj.levels) {
        const int side_t = m.side_tricks_now();
        if (res.points >= lv.min_points && (!lv.opp_no_trick || side_t == m.total_tricks) &&
            (!lv.side_one_trick || side_t > 0)) {
          res.units = lv.units;
          break;
        }
      }
    }
    res.complete = true;
  } else {
    const int p = res.to_move;
    const bool max_points = m.max_side >> p & 1;  // this player raises the scored points
    const bool max_units = m.obj.paranoid ? p == m.obj.perspective : max_points;
    if (!per_card) {
      m.value_here(res.points, res.units, m.remembered_points());
    } else {
      // Every card's exact value; the position's value is the best of them. Cards are
      // searched in move-ordering order, each starting from the best value so far; a card
      // equivalent to one searched (gen_moves) has its value. A position value known
      // beforehand (the previous solve's) bounds every card's. A card that is not better
      // than the best so far is often worth what a card searched before it was: when the
      // first pass leaves room for it, the second pass asks at the value of such a card (not
      // the best; one of the same suit first, else the one nearest the best) instead of
      // galloping on from the first pass's bound, usually only a point or two past the best
      // (fewer nodes in every bench suite; asking "equal to the best?" first cost more).
      const int known = m.remembered_points();
      Card ordered[16];
      std::array<Card, engine::kNumCards> rep{};
      rep.fill(kNoCard);
      const int cnt =
          m.gen_moves_for<Impl::Need::kEveryCard>(m.s.to_move(m.r), ordered, kNoCard, rep.data());
      std::array<MoveValue, engine::kNumCards> by_card{};
      std::array<Impl::Remembered, 16> children;
      int guess = known;
      const int floor = known >= 0 && !max_points ? known : 0;
      const int ceil = known >= 0 && max_points ? known : 1000;
      for (int i = 0; i < cnt && !m.stopped; ++i) {
        MoveValue mv;
        mv.card = ordered[i];
        PlayUndo u;
        int first = guess;
        bool given = false;  // a first guess from the caller: no second guess then
        if (first_guess) {
          for (const MoveValue& g : *first_guess) {
            if (g.card != mv.card) continue;
            first = g.points;
            given = true;
          }
        }
        int second = -1;
        int second_rank = 0;  // same suit first, then nearest the best
        for (int j = 0; j < i && !given; ++j) {
          const int v = by_card[ordered[j]].points;
          if (v == res.points) continue;
          const bool same_suit = m.r.table.eff_suit[ordered[j]] == m.r.table.eff_suit[mv.card];
          const int rank = (same_suit ? 0 : 1000) + std::abs(v - res.points);
          if (second < 0 || rank < second_rank) {
            second = v;
            second_rank = rank;
          }
        }
        m.make(mv.card, u);
        m.value_here(mv.points, mv.units, first, floor, ceil, second);
        children[static_cast<std::size_t>(i)] = {m.s, m.extra, mv.points};
        m.unmake(mv.card, u);
        by_card[mv.card] = mv;
        if (i == 0) {
          res.points = mv.points;
          res.units = mv.units;
        } else {
          res.points =
              max_points ? std::max(res.points, mv.points) : std::min(res.points, mv.points);
          res.units = max_units ? std::max(res.units, mv.units) : std::min(res.units, mv.units);
        }
        guess = res.points;
      }
      if (!m.stopped) {
        m.children = children;
        m.n_children = cnt;
        m.children_context = m.context;
        m.children_sides = m.sides;
        m.children_base = m.obj.base_points;
        for (Card c : power_order(m.r.table, engine::legal_moves(m.r, m.s))) {
          MoveValue mv = rep[c] == kNoCard ? by_card[c] : by_card[rep[c]];
          mv.card = c;
          res.moves.push_back(mv);
        }
      }
    }
    res.complete = !m.stopped;
  }
  res.nodes = m.nodes - before;
  nodes_ += res.nodes;
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return res;
}

}  // namespace solver
