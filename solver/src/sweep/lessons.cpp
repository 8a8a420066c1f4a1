// Sweep's lessons (solver/sweep/lessons.h): the detectors on the mover's knowledge (RULES.md §6
// SW-ST-1 to SW-ST-7, and SW-ST-8, SW-ST-9 for two errors §6 has no number for) and the shared
// helpers (card symbols, threats). The verdict from sampled values is in lessons_judge.cpp.
#include "solver/sweep/lessons.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cctype>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "lessons_internal.h"
#include "solver/sweep/solver.h"  // kind_of, kind_counts

namespace solver::sweep {

namespace es = engine::sweep;
using namespace lessons_detail;

namespace {

constexpr std::array<const char*, es::kNumRanks> kRankSymbol = {"2", "3",  "4", "5", "6", "7", "8",
                                                                "9", "10", "J", "Q", "K", "A"};
constexpr std::array<const char*, es::kNumRanks> kRankName = {
    "two",  "three", "four", "five",  "six",  "seven", "eight",
    "nine", "ten",   "jack", "queen", "king", "ace"};
constexpr std::array<const char*, es::kNumRanks> kRankPlural = {
    "twos",  "threes", "fours", "fives",  "sixes", "sevens", "eights",
    "nines", "tens",   "jacks", "queens", "kings", "aces"};
// C S H D as UTF-8.
constexpr std::array<const char*, 4> kSuitSymbol = {"\xE2\x99\xA3", "\xE2\x99\xA0", "\xE2\x99\xA5",
                                                    "\xE2\x99\xA6"};

std::string number_word(int n) {
  static constexpr std::array<const char*, 5> kWords = {"no", "one", "two", "three", "four"};
  return n >= 0 && n < 5 ? kWords[static_cast<std::size_t>(n)] : std::to_string(n);
}

std::vector<Action> legal_of(const SweepKnowledge& k) {
  std::vector<Action> acts;
  es::legal_actions(k.visible, k.rules, acts);
  return acts;
}

// Splits `cards` (table cards, values `value_of`) into groups that each add up to v, appending
// them to `groups`; false when there is no split. Backtracking over the first card left.
bool split_groups(const std::vector<Card>& cards, std::size_t used_mask, int v,
                  std::vector<std::vector<Card>>& groups) {
  std::size_t first = 0;
  while (first < cards.size() && ((used_mask >> first) & 1u)) ++first;
  if (first == cards.size()) return true;
  // Every subset of the unused cards that holds `first` and adds up to v.
  std::vector<std::size_t> rest;
  for (std::size_t i = first + 1; i < cards.size(); ++i) {
    if (!((used_mask >> i) & 1u)) rest.push_back(i);
  }
  const std::size_t subsets = std::size_t{1} << rest.size();
  for (std::size_t sub = 0; sub < subsets; ++sub) {
    int sum = es::card_value(cards[first]);
    std::size_t mask = used_mask | (std::size_t{1} << first);
    std::vector<Card> group{cards[first]};
    for (std::size_t j = 0; j < rest.size() && sum <= v; ++j) {
      if (!((sub >> j) & 1u)) continue;
      sum += es::card_value(cards[rest[j]]);
      mask |= std::size_t{1} << rest[j];
      group.push_back(cards[rest[j]]);
    }
    if (sum != v) continue;
    groups.push_back(group);
    if (split_groups(cards, mask, v, groups)) return true;
    groups.pop_back();
  }
  return false;
}

// ", 9 and 5 + 4, for 27": how a card of rank r sweeps `table` and the bonus (the groups only
// with the ace high; under sw_ace_low the bonus alone).
std::string sweep_how(const SweepRules& rules, int rank, CardMask table) {
  const Card c = static_cast<Card>(rank * 4);
  const int bonus = es::sweep_bonus(rules, c, table);
  std::string out;
  if (!rules.ace_low && es::count(table) > 1 && es::count(table) <= 12) {
    std::vector<Card> cards;
    for (Card t : es::cards(table)) cards.push_back(t);
    std::sort(cards.begin(), cards.end(), [](Card a, Card b) { return a > b; });
    std::vector<std::vector<Card>> groups;
    if (split_groups(cards, 0, es::card_value(c), groups)) {
      std::stable_sort(groups.begin(), groups.end(),
                       [](const auto& a, const auto& b) { return a.size() < b.size(); });
      for (std::size_t g = 0; g < groups.size(); ++g) {
        out += g == 0 ? ", " : " and ";
        for (std::size_t i = 0; i < groups[g].size(); ++i) {
          if (i > 0) out += " + ";
          out += kRankSymbol[static_cast<std::size_t>(es::rank_of(groups[g][i]))];
        }
      }
    }
  }
  return out + ", for " + std::to_string(bonus);
}

// "any of the three unseen fives or the unseen king sweeps it" for the threats of `table`; with
// one threatening rank, how and for how much ("the unseen nine sweeps it, 9 and 5 + 4, for 27").
std::string threat_clause(const SweepKnowledge& k, CardMask table) {
  const std::uint16_t ranks = threat_ranks(k.rules, table, k.unseen);
  std::string out;
  int parts = 0;
  int only = -1;
  for (int r = 0; r < es::kNumRanks; ++r) {
    if (!((ranks >> r) & 1u)) continue;
    const int n = es::count(k.unseen & es::rank_cards(r));
    if (parts++ > 0) out += " or ";
    only = r;
    out += n == 1 ? std::string("the unseen ") + kRankName[static_cast<std::size_t>(r)]
                  : "any of the " + number_word(n) + " unseen " +
                        kRankPlural[static_cast<std::size_t>(r)];
  }
  out += " sweeps it";
  if (parts == 1) out += sweep_how(k.rules, only, table);
  return out;
}

// Ordering of the rules of thumb among candidate actions (the ideal of a lesson, and the
// rule-based player): sweeps by bonus; then captures with a non-jack card that leave no threat,
// by honour points then cards taken; then safe trails of a non-honour, lowest first; then the
// jack plays; then the rest: captures by honours and cards, trails by the fewest threatening
// unseen cards and the lowest non-honour; trailing a jack last. A larger key is preferred.
struct RuleKey {
  std::array<int, 6> v{};
  bool operator<(const RuleKey& o) const { return v < o.v; }
};

// Whether `c` has a capture on the table (a jack: the table is not empty).
bool could_capture(const SweepKnowledge& k, Card c) {
  return es::can_capture(k.rules, c, k.visible.table);
}

RuleKey rule_key(const SweepKnowledge& k, const Action& a) {
  const SweepState& s = k.visible;
  RuleKey key;
  const bool threat = leaves_threat(k, a);
  const int threat_cards = [&] {
    const std::uint16_t ranks = threat_ranks(k.rules, table_after(s, a), k.unseen);
    int n = 0;
    for (int r = 0; r < es::kNumRanks; ++r) {
      if ((ranks >> r) & 1u) n += es::count(k.unseen & es::rank_cards(r));
    }
    return n;
  }();
  const int honours = es::honour_points(k.rules, a.take);
  const int taken = es::count(a.take);
  const int low = -es::card_value(a.card) * 4 - static_cast<int>(es::suit_of(a.card));
  const bool honour = honour_card(k.rules, a.card);
  // A trailed card that could have captured gives the table what it could have taken (SW-ST-9).
  const int no_capture = is_trail(a) && could_capture(k, a.card) ? 0 : 1;
  if (is_sweep(s, a)) {
    key.v = {9, es::sweep_bonus(k.rules, a.card, a.take), honours, taken, low, 0};
  } else if (is_capture(a) && !threat) {
    key.v = {8, honours, taken, honour ? 1 : 0, low, 0};
  } else if (is_trail(a) && !threat && !honour) {
    key.v = {7, no_capture, low, 0, 0, 0};
  } else if (is_jack_play(a)) {
    key.v = {6, honours, taken, low, 0, 0};
  } else if (is_capture(a)) {
    key.v = {5, honours, taken, -threat_cards, low, 0};
  } else if (!es::is_jack(a.card)) {
    key.v = {4, -threat_cards, no_capture, honour ? 0 : 1, low, 0};
  } else {
    key.v = {3, low, 0, 0, 0, 0};
  }
  return key;
}

std::optional<Action> preferred_of(const SweepKnowledge& k, const std::vector<Action>& cands) {
  if (cands.empty()) return std::nullopt;
  std::size_t best = 0;
  RuleKey best_key = rule_key(k, cands[0]);
  for (std::size_t i = 1; i < cands.size(); ++i) {
    const RuleKey key = rule_key(k, cands[i]);
    if (best_key < key) {
      best = i;
      best_key = key;
    }
  }
  return cands[best];
}

// SW-ST-6: the cards of the dealer's hand that will capture on one of his last turns, and for
// each the reason in words (the card it takes). The opponent's hand is known (the stock is
// empty). A jack always captures a non-empty table. Against an opponent without a jack: a card
// that takes a card the opponent must still play (he plays each of his cards before the
// dealer's last turn: trailed, it is the dealer's; a card of his with a capture on the table now
// is not counted), or that matches a table card the opponent can neither match nor take in a sum.
struct Keeper {
  Card card = es::kNoCard;
  std::string takes;  // "takes whatever is on the table", "takes the 7♦ he must still play"
};
std::vector<Keeper> keepers(const SweepKnowledge& k) {
  const SweepState& s = k.visible;
  const CardMask hand = s.hands[static_cast<std::size_t>(k.seat)];
  const CardMask opp = opponent_hand_known(k);
  std::vector<Keeper> out;
  for (Card j : es::cards(hand & es::kJacks)) out.push_back({j, "takes whatever is on the table"});
  if (opp & es::kJacks) return out;
  std::vector<CardMask> caps;
  CardMask opp_reach = 0;  // table cards the opponent can take
  for (Card o : es::cards(opp)) {
    es::captures_of(k.rules, o, s.table, caps);
    for (CardMask t : caps) opp_reach |= t;
  }
  for (Card c : es::cards(hand & ~es::kJacks)) {
    CardMask his = 0;
    for (Card o : es::cards(opp)) {
      // A card of his that captures now may well take something rather than be trailed.
      if (es::can_capture(k.rules, o, s.table)) continue;
      if (es::capture_groups(k.rules, c, es::bit(o)) > 0) his |= es::bit(o);
    }
    if (his != 0) {
      out.push_back({c, "takes the " + cards_symbols(his) + " he must still play"});
      continue;
    }
    const CardMask matches = s.table & es::rank_cards(es::rank_of(c)) & ~opp_reach;
    if (matches != 0)
      out.push_back({c, "takes " + cards_symbols(matches) + ", which he cannot take first"});
  }
  return out;
}

// SW-ST-8: what a trail exposes, in expected points: the chance that the opponent holds a card
// that sweeps the table it leaves (his known cards, or `n` cards dealt from the unseen ones),
// times the largest such bonus.
double trail_exposure(const SweepKnowledge& k, const Action& a) {
  const CardMask t = table_after(k.visible, a);
  const std::uint16_t ranks = threat_ranks(k.rules, t, k.unseen | k.opponent_known);
  if (ranks == 0) return 0;
  CardMask sweepers = 0;
  int bonus = 0;
  for (int r = 0; r < es::kNumRanks; ++r) {
    if (!((ranks >> r) & 1u)) continue;
    sweepers |= (k.unseen | k.opponent_known) & es::rank_cards(r);
    bonus = std::max(bonus, es::sweep_bonus(k.rules, static_cast<Card>(r * 4), t));
  }
  if (sweepers & k.opponent_known) return bonus;
  const int u = es::count(k.unseen);
  const int s = es::count(sweepers & k.unseen);
  const int n = std::min(k.opponent_unknown(), u);
  double none = 1.0;  // the chance that none of his n unknown cards sweeps
  for (int i = 0; i < n; ++i) none *= static_cast<double>(u - s - i) / static_cast<double>(u - i);
  return (1.0 - std::max(0.0, none)) * bonus;
}

// SW-ST-3 (INTERP of "a table worth taking"): the jack is worth playing when every action with
// another card leaves a threat, or when the table holds >= 3 cards or >= 2 honours and no
// capture with another card leaves the table safe. A safe capture with another card takes
// cards too and keeps the jack, the one card that always captures: measured on 9,010 turns of
// 1,200 self-play hands (32 worlds each, solver/sweep/horizon.h), spending the jack there lost
// 3 to 6 points on average.
struct JackChoice {
  bool applies = false;    // p holds a jack, the table is not empty, p has no sweep
  bool play = false;       // the jack is worth playing
  bool all_threat = true;  // every action with another card leaves a threat
  bool safe_capture = false;
  Action safe;  // the rules' pick among the safe captures with another card
};
JackChoice jack_choice(const SweepKnowledge& k, const std::vector<Action>& legal) {
  JackChoice j;
  const CardMask hand = k.visible.hands[static_cast<std::size_t>(k.seat)];
  if ((hand & es::kJacks) == 0 || k.visible.table == 0) return j;
  std::vector<Action> safe_caps;
  for (const Action& a : legal) {
    if (is_sweep(k.visible, a)) return j;
    if (es::is_jack(a.card) || leaves_threat(k, a)) continue;
    j.all_threat = false;
    if (is_capture(a)) safe_caps.push_back(a);
  }
  j.applies = true;
  j.safe_capture = !safe_caps.empty();
  if (j.safe_capture) j.safe = *preferred_of(k, safe_caps);
  const int n = es::count(k.visible.table);
  const int honours = es::count(k.visible.table & es::kHonours);
  j.play = j.all_threat || ((n >= 3 || honours >= 2) && !j.safe_capture);
  return j;
}

struct Detector {
  const SweepKnowledge& k;
  const std::vector<Action>& legal;
  std::vector<SweepLessonTrigger>& out;
  JackChoice jack = jack_choice(k, legal);

  CardMask hand() const { return k.visible.hands[static_cast<std::size_t>(k.seat)]; }
  CardMask table() const { return k.visible.table; }

  void sweep_st1() {
    std::vector<Action> sweeps;
    int best = 0;
    for (const Action& a : legal) {
      if (!is_sweep(k.visible, a)) continue;
      best = std::max(best, es::sweep_bonus(k.rules, a.card, a.take));
      sweeps.push_back(a);
    }
    if (sweeps.empty()) return;
    SweepLessonTrigger t;
    t.id = "SW-ST-1";
    t.title = "Take the sweep";
    for (const Action& a : sweeps) {
      if (es::sweep_bonus(k.rules, a.card, a.take) == best) t.recommended.push_back(a);
    }
    t.ideal = *preferred_of(k, t.recommended);
    t.cards = es::bit(t.ideal.card) | table();
    t.advice = card_symbol(t.ideal.card) + " sweeps the table (" + cards_symbols(table()) +
               ") for a bonus of " + std::to_string(best) + ": take it.";
    t.rule = "Take the sweep with the largest bonus (" + std::to_string(best) + ").";
    out.push_back(std::move(t));
  }

  void sweep_st2() {
    std::vector<Action> safe;
    const Action* unsafe = nullptr;
    for (const Action& a : legal) {
      if (leaves_threat(k, a)) {
        if (!unsafe) unsafe = &a;
      } else {
        safe.push_back(a);
      }
    }
    if (safe.empty() || !unsafe) return;
    SweepLessonTrigger t;
    t.id = "SW-ST-2";
    t.title = "Leave no sweep";
    t.recommended = safe;
    t.ideal = *preferred_of(k, safe);
    const CardMask after = table_after(k.visible, t.ideal);
    t.cards = es::bit(t.ideal.card) | t.ideal.take | table();
    std::string tail = after == 0             ? "it leaves the table empty"
                       : (after & es::kJacks) ? "a table with a jack on it cannot be swept"
                                              : "no unseen card sweeps " + cards_symbols(after);
    t.advice = capitalized(action_words(k.visible, t.ideal)) + ": " + tail + ".";
    t.rule = "Leave the opponent no sweep: play so that no unseen card takes the whole table.";
    out.push_back(std::move(t));
  }

  void sweep_st3() {
    if (!jack.applies) return;
    const CardMask jacks = hand() & es::kJacks;
    const int n = es::count(table());
    const int honours = es::count(table() & es::kHonours);
    std::vector<Action> others;
    for (const Action& a : legal) {
      if (!es::is_jack(a.card)) others.push_back(a);
    }
    SweepLessonTrigger t;
    t.id = "SW-ST-3";
    t.title = "The jack clears the table";
    const Card jc = es::lowest(jacks);
    t.cards = jacks | table();
    const std::string j = card_symbol(jc);
    const std::string what =
        plural(n, "card", "cards") + " and " + plural(honours, "honour", "honours");
    if (jack.play) {
      for (const Action& a : legal) {
        if (is_jack_play(a)) t.recommended.push_back(a);
      }
      t.ideal = Action{jc, table()};
      const std::string why = jack.all_threat
                                  ? "every other play leaves the opponent a sweep"
                                  : what + " that no other card takes without leaving a sweep";
      t.advice = j + " takes the table (" + cards_symbols(table()) + "): " + why +
                 "; the opponent must then trail onto an empty table.";
      t.rule = "Play the jack: it clears a table worth taking and leaves nothing to sweep.";
    } else if (jack.safe_capture) {
      t.recommended = others;
      t.ideal = jack.safe;
      t.cards |= es::bit(jack.safe.card) | jack.safe.take;
      t.advice = "Keep " + j + ": " + action_words(k.visible, jack.safe) +
                 " and leaves no sweep, and the jack is the one card that always captures (the "
                 "last capture takes what is left on the table).";
      t.rule = "Keep the jack when another card captures safely.";
    } else {
      t.recommended = others;
      t.ideal = *preferred_of(k, others);
      t.advice = "Keep " + j + ": the table (" + cards_symbols(table()) + ") holds only " + what +
                 ", and the jack is the one card that always captures (the last capture takes "
                 "what is left on the table).";
      t.rule = "Keep the jack for a table worth taking.";
    }
    out.push_back(std::move(t));
  }

  // The captures compared: every CAPTURE, and the JACK plays where the jack is worth playing
  // (SW-ST-3 decides when to spend it). A jack kept by SW-ST-3 is named in the text when its
  // capture would take more.
  void sweep_st4() {
    std::vector<Action> caps;
    int all = 0;
    std::pair<int, int> jack_take{-1, -1};
    for (const Action& a : legal) {
      if (!is_capture(a) && !is_jack_play(a)) continue;
      ++all;
      const std::pair<int, int> haul{es::honour_points(k.rules, a.take), es::count(a.take)};
      if (is_jack_play(a) && !(jack.applies && jack.play)) {
        jack_take = std::max(jack_take, haul);
        continue;
      }
      caps.push_back(a);
    }
    if (all < 2 || caps.size() < 2) return;
    std::pair<int, int> best{-1, -1};
    for (const Action& a : caps) {
      best = std::max(best, {es::honour_points(k.rules, a.take), es::count(a.take)});
    }
    SweepLessonTrigger t;
    t.id = "SW-ST-4";
    t.title = "Capture honours and many cards";
    for (const Action& a : caps) {
      if (std::pair{es::honour_points(k.rules, a.take), es::count(a.take)} == best) {
        t.recommended.push_back(a);
      }
    }
    t.ideal = *preferred_of(k, t.recommended);
    t.cards = es::bit(t.ideal.card) | t.ideal.take;
    std::string w = action_words(k.visible, t.ideal);
    t.advice = capitalized(w) + ": " + plural(best.first, "honour point", "honour points") +
               " and " + plural(best.second, "card", "cards") + ", the most of any capture";
    if (jack_take > best) {
      const Card j = es::lowest(hand() & es::kJacks);
      t.advice += " but the jack's (" + card_symbol(j) + " would take the table, " +
                  plural(jack_take.first, "honour point", "honour points") + " and " +
                  plural(jack_take.second, "card", "cards") + ", but it is worth keeping)";
      t.cards |= es::bit(j);
    }
    t.advice += ".";
    t.rule = "Capture the most honours, then the most cards.";
    out.push_back(std::move(t));
  }

  void sweep_st5() {
    std::vector<Action> trails;
    bool all_trails = true;
    for (const Action& a : legal) {
      if (is_trail(a)) {
        trails.push_back(a);
      } else {
        all_trails = false;
      }
    }
    if (trails.empty()) return;
    std::vector<Action> good;
    for (const Action& a : trails) {
      if (!honour_card(k.rules, a.card) && !leaves_threat(k, a)) good.push_back(a);
    }
    if (good.empty()) return;
    // A card that could capture is no trail to recommend when another will do (SW-ST-9).
    std::vector<Action> idle;
    for (const Action& a : good) {
      if (!could_capture(k, a.card)) idle.push_back(a);
    }
    if (!idle.empty()) good = idle;
    int low = 99;
    for (const Action& a : good) low = std::min(low, es::card_value(a.card));
    SweepLessonTrigger t;
    t.id = "SW-ST-5";
    t.title = "Trail low and safe";
    t.only_if_trailed = !all_trails;
    for (const Action& a : good) {
      if (es::card_value(a.card) == low) t.recommended.push_back(a);
    }
    t.ideal = *preferred_of(k, t.recommended);
    const CardMask honours_held = [&] {
      CardMask m = 0;
      for (Card c : es::cards(hand())) {
        if (honour_card(k.rules, c) && !es::is_jack(c)) m |= es::bit(c);
      }
      return m;
    }();
    t.cards = es::bit(t.ideal.card) | honours_held;
    t.advice = "Trail " + card_symbol(t.ideal.card) +
               ", the lowest card that is no honour and leaves no sweep";
    if (honours_held) {
      t.advice += "; keep " + cards_symbols(honours_held) +
                  (es::count(honours_held) == 1 ? ", an honour" : ", honours") +
                  " (an honour trailed is a point offered to the opponent)";
    }
    t.advice += ".";
    t.rule = "Trail a low card that is no honour and leaves no sweep.";
    out.push_back(std::move(t));
  }

  // Only the dealer: he plays the hand's last turn (the non-dealer starts every round, SW-6),
  // so a card he keeps answers the opponent's last card.
  void sweep_st6() {
    if (!last_deal(k) || k.visible.dealer != k.seat) return;
    const int n = es::count(hand());
    if (n < 2 || n > 3) return;
    const std::vector<Keeper> keep = keepers(k);
    CardMask keep_mask = 0;
    for (const Keeper& x : keep) keep_mask |= es::bit(x.card);
    if (keep_mask == 0) return;
    SweepLessonTrigger t;
    t.id = "SW-ST-6";
    t.title = "The last capture takes the table";
    bool constrains = false;
    for (const Action& a : legal) {
      if (((hand() & ~es::bit(a.card)) & keep_mask) != 0) {
        t.recommended.push_back(a);
      } else {
        constrains = true;
      }
    }
    if (!constrains || t.recommended.empty()) return;
    t.ideal = *preferred_of(k, t.recommended);
    const Keeper* kept = nullptr;
    for (const Keeper& x : keep) {
      if (x.card != t.ideal.card && !kept) kept = &x;
    }
    t.cards = es::bit(kept->card) | es::bit(t.ideal.card);
    t.advice = "Keep " + card_symbol(kept->card) + " for your last turn. As the dealer you " +
               "play last, the opponent holds exactly " + cards_symbols(opponent_hand_known(k)) +
               ", and " + card_symbol(kept->card) + " " + kept->takes +
               ", so the cards left on the table come to you; " + action_words(k.visible, t.ideal) +
               " now.";
    t.rule = "Keep a card that will capture on your last turn: as the dealer you play last.";
    out.push_back(std::move(t));
  }

  // Once per hand and seat: the seat's first turn of the last deal (his six cards in hand).
  void sweep_st7() {
    if (!last_deal(k) || es::count(hand()) != es::kCardsPerRound) return;
    SweepLessonTrigger t;
    t.id = "SW-ST-7";
    t.title = "Count the cards: the last round is open";
    t.note_only = true;
    t.cards = opponent_hand_known(k);
    t.advice = capitalized(sweep_counting_words(k)) + ".";
    t.rule = t.advice;
    out.push_back(std::move(t));
  }

  // SW-ST-8 (no number in RULES.md §6): every trail leaves a sweep -> the trail with the
  // cheapest exposure (trail_exposure), then no honour, then the lowest.
  void sweep_st8() {
    std::vector<Action> trails;
    bool all_trails = true;
    for (const Action& a : legal) {
      if (!is_trail(a)) {
        all_trails = false;
        continue;
      }
      if (!leaves_threat(k, a)) return;
      trails.push_back(a);
    }
    if (trails.size() < 2) return;
    std::vector<double> exp;
    double low = 1e9;
    double high = 0;
    for (const Action& a : trails) {
      exp.push_back(trail_exposure(k, a));
      low = std::min(low, exp.back());
      high = std::max(high, exp.back());
    }
    if (high - low < kSweepLessonWorth) return;  // no trail is much cheaper
    SweepLessonTrigger t;
    t.id = "SW-ST-8";
    t.title = "Trail the cheapest exposure";
    t.only_if_trailed = !all_trails;
    for (std::size_t i = 0; i < trails.size(); ++i) {
      if (exp[i] < low + 0.5) t.recommended.push_back(trails[i]);
    }
    t.ideal = t.recommended.front();
    for (const Action& a : t.recommended) {
      const auto key = [&](const Action& x) {
        return std::pair{honour_card(k.rules, x.card) ? 1 : 0, es::card_value(x.card)};
      };
      if (key(a) < key(t.ideal)) t.ideal = a;
    }
    t.cards = es::bit(t.ideal.card);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.1f", low);
    t.advice = "Every trail leaves the opponent a sweep: trail " + card_symbol(t.ideal.card) +
               ", the cheapest (about " + buf + " points to expect); it " +
               leaves_clause(k, t.ideal) + ".";
    t.rule = "When every trail leaves a sweep, trail the one that risks least.";
    out.push_back(std::move(t));
  }

  // SW-ST-9 (no number in RULES.md §6): trailing a card that could have captured gives the
  // table the card and leaves what it could take. Judged on trails only.
  void sweep_st9() {
    CardMask capturing = 0;
    for (const Action& a : legal) {
      if (is_trail(a) && !es::is_jack(a.card) && could_capture(k, a.card)) {
        capturing |= es::bit(a.card);
      }
    }
    if (capturing == 0) return;
    SweepLessonTrigger t;
    t.id = "SW-ST-9";
    t.title = "Do not trail a card that could capture";
    t.only_if_trailed = true;
    for (const Action& a : legal) {
      if (!(is_trail(a) && es::has(capturing, a.card))) t.recommended.push_back(a);
    }
    if (t.recommended.empty()) return;
    t.ideal = *preferred_of(k, t.recommended);
    t.cards = capturing | es::bit(t.ideal.card);
    t.advice = capitalized(action_words(k.visible, t.ideal)) + ": do not trail " +
               cards_symbols(capturing) + (es::count(capturing) == 1 ? ", which" : ", which each") +
               " could capture; trailed, a card gives the table what it could have taken from it.";
    t.rule = "A card that can take from the table should capture, not be trailed.";
    out.push_back(std::move(t));
  }
};

}  // namespace

// --- Words the detectors and the verdict share ---------------------------------------------

namespace lessons_detail {

std::string points_text(double p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", p);
  return std::string(buf) + (std::fabs(p - 1.0) < 0.05 ? " point" : " points");
}

std::string plural(int n, const std::string& one, const std::string& many) {
  if (n == 0) return "no " + many;
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string leaves_clause(const SweepKnowledge& k, const Action& a) {
  const CardMask t = table_after(k.visible, a);
  if (threat_ranks(k.rules, t, k.unseen) == 0) return {};
  return "leaves " + cards_symbols(t) + (es::count(t) == 1 ? " alone" : "") + ": " +
         threat_clause(k, t);
}

std::string capitalized(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

}  // namespace lessons_detail

// --- Helpers ----------------------------------------------------------------------------------

std::string card_symbol(Card c) {
  if (c >= es::kNumCards) return "??";
  return std::string(kRankSymbol[static_cast<std::size_t>(es::rank_of(c))]) +
         kSuitSymbol[static_cast<std::size_t>(es::suit_of(c))];
}

std::string cards_symbols(CardMask m) {
  std::string out;
  for (Card c : es::cards(m)) {
    if (!out.empty()) out += ' ';
    out += card_symbol(c);
  }
  return out;
}

std::string action_words(const SweepState& s, const Action& a) {
  if (a.take == 0) return "trail " + card_symbol(a.card);
  if (es::is_jack(a.card))
    return card_symbol(a.card) + " takes the table (" + cards_symbols(s.table) + ")";
  std::string w = card_symbol(a.card) + " takes " + cards_symbols(a.take);
  const CardMask left = s.table & ~a.take;
  if (left == 0) return w + " (a sweep)";
  return w;
}

CardMask table_after(const SweepState& s, const Action& a) {
  if (a.take == 0) return s.table | es::bit(a.card);
  return s.table & ~a.take;
}

std::uint16_t threat_ranks(const SweepRules& rules, CardMask table, CardMask unseen) {
  if (table == 0 || (table & es::kJacks) != 0) return 0;
  std::uint16_t out = 0;
  for (int r = 0; r < es::kNumRanks; ++r) {
    if (r == es::kRankJack) continue;
    const CardMask of_rank = unseen & es::rank_cards(r);
    if (of_rank == 0) continue;
    if (es::capture_groups(rules, es::lowest(of_rank), table) > 0) {
      out = static_cast<std::uint16_t>(out | (1u << r));
    }
  }
  return out;
}

bool leaves_threat(const SweepKnowledge& k, const Action& a) {
  return threat_ranks(k.rules, table_after(k.visible, a), k.unseen) != 0;
}

bool equivalent_actions(const SweepRules& rules, const Action& a, const Action& b) {
  return kind_of(rules, a.card) == kind_of(rules, b.card) &&
         kind_counts(rules, a.take) == kind_counts(rules, b.take);
}

bool is_sweep(const SweepState& s, const Action& a) {
  return is_capture(a) && a.take == s.table;
}

std::string leaves_threat_words(const SweepKnowledge& k, const Action& a) {
  return leaves_clause(k, a);
}

Action preferred_action(const SweepKnowledge& k, const std::vector<Action>& candidates) {
  assert(!candidates.empty());
  return *preferred_of(k, candidates);
}

// --- Detection --------------------------------------------------------------------------------

std::vector<SweepLessonTrigger> sweep_lesson_triggers(const SweepKnowledge& k) {
  assert(k.visible.mover == k.seat && !k.visible.hand_over());
  std::vector<SweepLessonTrigger> out;
  const std::vector<Action> legal = legal_of(k);
  Detector d{k, legal, out};
  d.sweep_st1();
  d.sweep_st2();
  d.sweep_st3();
  d.sweep_st4();
  d.sweep_st5();
  d.sweep_st6();
  d.sweep_st7();
  d.sweep_st8();
  d.sweep_st9();
  return out;
}

}  // namespace solver::sweep
