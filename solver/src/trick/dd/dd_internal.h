// What the parts of the trick-taking double-dummy solver share (solver/dd.h; Sheepshead and
// Schafkopf, RULES.md SS-8, SS-10, SS-13, SK-8, SK-10): the search state DoubleDummy::Impl, its
// per-contract card tables, make/unmake and the small helpers every search uses. Not a public
// header. The parts, one idea each (after DDS's layout):
//
//   entries.h        transposition-table entries, buckets and replacement
//   tt.h, tt.cpp     table keys (relative card names), probes and stores; sizing, generations
//   tables.cpp       load(): a position and its contract's card tables (power order, groups of
//                    equal cards, move-ordering parts)
//   moves.h          move generation: legal cards, equivalent and dominated cards left out
//   ordering.h       move ordering: lead and follow scores
//   bounds.h         quick bounds: sure tricks, sure points, top trumps
//   partnership.cpp  the team searches: yes/no (team_search) and points (team_ab)
//   plain_tricks.h   whole tricks on plain masks, the last two tricks and the forced last one
//                    (the points search's hot path; included by partnership.cpp only)
//   paranoid.cpp     the paranoid units search
//   solve.cpp        thresholds (points by null-window passes, units by levels), per-card
//                    values and the public DoubleDummy interface
//
// The hot helpers are inline in these headers so that each search's translation unit inlines
// them as before the split (`schmier bench` pins the nodes; speed is compared against it).
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cassert>
#include <cstdint>

#include "../../table.h"
#include "engine/play.h"
#include "entries.h"
#include "solver/dd.h"

namespace solver {

using detail::mix;
using detail::Table;
using engine::ContractTable;
using engine::kNoCard;
using engine::kTrump;
using engine::PlayRules;
using engine::PlayState;
using engine::PlayUndo;

// The node counters of SearchStats: in a build configured with SCHMIER_SOLVER_STATS only.
#ifdef SCHMIER_SOLVER_STATS
inline constexpr bool kSolverStats = true;
#else
inline constexpr bool kSolverStats = false;
#endif

inline constexpr CardMask kAces = 0x80808080u;
inline constexpr CardMask kTens = 0x08080808u;
inline constexpr CardMask kKings = 0x40404040u;
inline constexpr CardMask kQueens = 0x20202020u;
inline constexpr CardMask kJacks = 0x10101010u;

inline int fast_points(CardMask m) {
  return 11 * std::popcount(m & kAces) + 10 * std::popcount(m & kTens) +
         4 * std::popcount(m & kKings) + 3 * std::popcount(m & kQueens) +
         2 * std::popcount(m & kJacks);
}

// A child's value `v` in a fail-soft alpha-beta loop of the side that maximises (`maxing`)
// or minimises: true when it is the best so far (`best_v` takes it). The window narrows; the
// caller cuts off once alpha >= beta.
[[gnu::always_inline]] inline bool take_value(bool maxing, int v, int& best_v, int& alpha,
                                              int& beta) {
  const bool better = maxing ? v > best_v : v < best_v;
  if (better) best_v = v;
  if (maxing)
    alpha = std::max(alpha, v);
  else
    beta = std::min(beta, v);
  return better;
}

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
  // A lead from a boundary (plain_play) adds this for its play number's killer: above every
  // other lead but the table's hint, unless it leads into an opponent's trump (then among the
  // others). Positions new to the table have no hint, and the lead that refuted a sibling often
  // refutes them too. Bench nodes 7,610,083 -> 7,226,400 (sheepshead-full -7.6 %); bonus 4:
  // -1.2 %, 25: -3.0 %, 60: -3.1 %, above kRuffedLead too: -4.3 %. Killers for followers as
  // well cost nodes (+4.7 % at 4, +22 % at 20), and so did a killer per leading seat (+2.4 %).
  static constexpr int kLeadKillerBonus = 100;
  // The killer before it (killer2, by play number) next: bench nodes 7,226,400 -> 7,159,477
  // (-0.9 %), on deals the suite does not hold -1.1 % (Sheepshead deals 60 to 239 and
  // Schafkopf deals 8 to 31 alike); bonus 30: -0.5 %, 60: +0.6 %.
  static constexpr int kLeadKiller2Bonus = 90;
  // Leads into an opponent's trump go after all other leads; leads to a mate's highest card
  // after the mover's own highest cards (gen_moves).
  static constexpr int kRuffedLead = 100;
  static constexpr int kMateBossLead = 10;
  using Killers = std::array<Card, engine::kNumCards + 1>;
  static Killers no_killers() {
    Killers k;
    k.fill(kNoCard);
    return k;
  }
  Killers killer = no_killers();
  Killers killer2 = no_killers();
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

  // Cards not yet played: in a hand or pending (kept up to date by make/unmake).
  CardMask all_hands() const { return out_mask; }
  // The current trick's cards (a loop: load() starts live_mask from it, debug builds check it).
  CardMask trick_cards() const {
    CardMask m = 0;
    for (int i = 0; i < s.trick_size; ++i) m |= engine::bit(s.trick[i]);
    return m;
  }

  // The cards of m in the hands of `side`'s seats (slow; checks the masks kept above).
  CardMask held_by(std::uint32_t side, CardMask m) const {
    CardMask held = 0;
    for (int i = 0; i < n; ++i) {
      if (side >> i & 1) held |= s.hands[i] & m;
    }
    return held;
  }

  // The highest card of m (cards of one effective suit, e.g. trumps), or kNoCard when m is
  // empty.
  Card top_of(CardMask m) const {
    for (Card c : engine::cards(m)) {
      if (!(higher[c] & m)) return c;
    }
    return kNoCard;
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

  // Which cards a search needs: every card's value at the root (each card equivalent to one
  // searched maps to it in `rep`); the team searches (the score side's points and the sides'
  // tricks decide) leave dominated cards out; the paranoid units search (every seat's own
  // points and tricks count) keeps them.
  enum class Need { kEveryCard, kTeam, kSeats };

  // Leading: a card nobody else can beat in its suit first, else low cards; defenders prefer
  // fail leads. A fail suit that an opponent can trump (void in it, holding a trump) comes
  // after every other lead: it hands them the trick and the points in it (this ordering cut
  // the bench's nodes by a fifth, Schafkopf's by more).
  struct LeadView {
    CardMask contest;  // the cards the others hold (a pending under card aside)
    CardMask ruffed;   // cards of the fail suits an opponent can trump
  };
  // Following: the seat `p` plays the trick's card number `size` + 1; `win_seat` (-1 for none:
  // the under card was led, it never wins, SS-8.5e) wins it so far with `win_card`.
  struct FollowView {
    CardMask beat;       // the cards that beat the trick's winner so far
    CardMask opp_play;   // the cards the opponents still to play in it may use
    CardMask mate_play;  // the cards the mates still to play in it may use
    bool win_safe;       // the mover's side surely wins it
  };

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

  std::uint8_t boundary_meta() const {
    return static_cast<std::uint8_t>(0x80 | s.leader | (s.opened ? 8 : 0) |
                                     (s.under_pending ? 16 : 0));
  }

  bool reach(int t, bool opp_no_trick, bool side_trick) {
    target = t;
    need_opp_no_trick = opp_no_trick;
    need_side_trick = side_trick;
    return team_search();
  }

  // trick_winner_index's key: a trump above every card of the led suit, other cards nothing.
  int power_key(Card c, std::uint8_t led) const {
    const auto e = r.table.eff_suit[c];
    return c == r.under  ? -1
           : e == kTrump ? 100 + r.table.power[c]
           : e == led    ? r.table.power[c]
                         : -1;
  }

  int leaf_units() {
    std::array<std::int16_t, engine::kMaxPlayers> pts{};
    for (int i = 0; i < n; ++i) pts[i] = static_cast<std::int16_t>(s.points_won[i] + extra[i]);
    return obj.leaf(obj.leaf_ctx, pts.data(), s.tricks_won.data(), obj.perspective);
  }

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

  // tt.cpp: table sizing and generations.
  explicit Impl(SolverOptions o);
  void clear_tables();
  std::uint64_t fingerprint() const;

  // tables.cpp: the position and its card tables.
  void load(const Position& pos);
  void add_next_lower(Card c, Card lower);

  // tt.h: table keys, probes and stores.
  CardMask out_below_played(CardMask out) const;
  Card to_key(const TeamKey& k, Card c) const;
  Card from_key(const TeamKey& k, Card t) const;
  void team_key(TeamKey& k, CardMask out);
  bool team_matches(const TeamEntry& e, const TeamKey& k) const;
  TeamEntry* team_find(const TeamKey& k);
  TeamEntry* team_store(const TeamKey& k, TeamEntry* known);
  ParanoidEntry* par_probe(std::uint8_t meta, std::uint8_t has_trick, int cards_left, bool create);

  // bounds.h: quick bounds.
  void trump_split(CardMask& score_tr, CardMask& other_tr) const;
  int top_points(CardMask mine, CardMask theirs) const;
  CardMask tops_of(CardMask mine, CardMask theirs) const;
  int sure_points(CardMask mine, CardMask theirs, int enough = 1000) const;
  static int lowest_points(CardMask m, int j);
  bool sure_of_a_trick(std::uint32_t side) const;
  int all_points() const;

  // moves.h: move generation.
  CardMask equivalent_by_walk(CardMask todo, CardMask out_cards, Card* rep) const;
  template <Need kNeed>
  int gen_moves_for(std::uint8_t p, Card* out, Card hint, Card* rep = nullptr);
  template <Need kNeed>
  [[gnu::noinline]] int order_moves(int p, CardMask legal, Card* out, Card hint, Card* rep);
  [[gnu::always_inline]] CardMask equivalent_to_higher(CardMask todo, CardMask out_cards) const;
  CardMask dominated(CardMask cand, int q, bool maxing, int win_seat, const FollowView& v,
                     CardMask others) const;

  // ordering.h: move ordering.
  [[gnu::always_inline]] static void insert_by_score(Card* out, int* scores, int& cnt, Card c,
                                                     int sc);
  [[gnu::always_inline]] LeadView lead_view(int p, CardMask keep, bool my_max) const;
  [[gnu::always_inline]] int lead_score(Card c, bool my_max, const LeadView& v) const;
  [[gnu::always_inline]] FollowView follow_view(int p, int size, std::uint8_t led, bool my_max,
                                                int win_seat, Card win_card) const;
  [[gnu::always_inline]] int follow_score(Card c, int p, std::uint8_t led,
                                          const FollowView& v) const;

  // partnership.cpp: the team searches.
  bool team_search();
  int team_ab(int alpha, int beta);

  // plain_tricks.h: whole tricks on plain masks, the last two tricks.
  bool only_follow_suit() const;
  template <bool kYesNo = false>
  int plain_trick(int alpha, int beta, Card hint, Card& best);
  template <bool kYesNo>
  int plain_play(int size, std::uint8_t led, int win_seat, Card win_card, int key, int pts,
                 CardMask played, int alpha, int beta, Card hint, Card* best_lead);
  bool plain_legal_ok(int size, int q, CardMask legal);
  bool plain_winner_ok(int win_seat) const;
  template <bool kYesNo>
  [[gnu::always_inline]] int enter_boundary(std::uint8_t winner, int pts, CardMask played,
                                            int alpha, int beta);
  int two_left(int alpha, int beta, int have);
  int two_left_play(std::array<CardMask, engine::kMaxPlayers>& hands, int have, int k,
                    std::uint8_t led, int win_seat, int win_key, int pts, int alpha, int beta);
  int last_trick_after(const std::array<CardMask, engine::kMaxPlayers>& hands, int have, int won_by,
                       int pts) const;
  int last_trick_points(const std::array<CardMask, engine::kMaxPlayers>& hands, int leader) const;
  int last_trick_winner(const std::array<CardMask, engine::kMaxPlayers>& hands, int leader,
                        int& points) const;
  bool last_trick_forced() const;
  int last_trick_value(int have) const;

  // paranoid.cpp: the paranoid units search.
  int par_search(int alpha, int beta);
  int paranoid_units();

  // solve.cpp: thresholds and values.
  int team_points(int guess = -1, int floor = 0, int ceil = 1000, int second = -1);
  int team_units(int points);
  int remembered_points() const;
  void value_here(int& points, int& units, int guess = -1, int floor = 0, int ceil = 1000,
                  int second = -1);
};

}  // namespace solver
