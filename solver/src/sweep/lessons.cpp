// Sweep's lessons (solver/sweep/lessons.h): detectors on the mover's knowledge, the verdict from
// sampled values, and the shared helpers (card symbols, threats).
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

#include "solver/sweep/solver.h"  // kind_of, kind_counts

namespace solver::sweep {

namespace es = engine::sweep;

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

std::string plural(int n, const std::string& one, const std::string& many) {
  if (n == 0) return "no " + many;
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string points_text(double p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", p);
  return std::string(buf) + (std::fabs(p - 1.0) < 0.05 ? " point" : " points");
}

bool is_trail(const Action& a) {
  return a.take == 0;
}
bool is_jack_play(const Action& a) {
  return es::is_jack(a.card) && a.take != 0;
}
bool is_capture(const Action& a) {
  return !es::is_jack(a.card) && a.take != 0;
}
bool honour_card(const SweepRules& rules, Card c) {
  return es::honour_points(rules, es::bit(c)) > 0;
}

std::vector<Action> legal_of(const SweepKnowledge& k) {
  std::vector<Action> acts;
  es::legal_actions(k.visible, k.rules, acts);
  return acts;
}

// The opponent's hand once the stock is empty (then every unseen card is his).
CardMask opponent_hand_known(const SweepKnowledge& k) {
  return k.unseen | k.opponent_known;
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

// "leaves 5♣ alone: any of the three unseen fives sweeps it" (empty when no threat is left).
std::string leaves_clause(const SweepKnowledge& k, const Action& a) {
  const CardMask t = table_after(k.visible, a);
  if (threat_ranks(k.rules, t, k.unseen) == 0) return {};
  return "leaves " + cards_symbols(t) + (es::count(t) == 1 ? " alone" : "") + ": " +
         threat_clause(k, t);
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
  if (is_sweep(s, a)) {
    key.v = {9, es::sweep_bonus(k.rules, a.card, a.take), honours, taken, low, 0};
  } else if (is_capture(a) && !threat) {
    key.v = {8, honours, taken, honour ? 1 : 0, low, 0};
  } else if (is_trail(a) && !threat && !honour) {
    key.v = {7, low, 0, 0, 0, 0};
  } else if (is_jack_play(a)) {
    key.v = {6, honours, taken, low, 0, 0};
  } else if (is_capture(a)) {
    key.v = {5, honours, taken, -threat_cards, low, 0};
  } else if (!es::is_jack(a.card)) {
    key.v = {4, -threat_cards, honour ? 0 : 1, low, 0, 0};
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

// SW-ST-6: the cards of the mover's hand that will capture on one of his last turns.
CardMask keepers(const SweepKnowledge& k) {
  const SweepState& s = k.visible;
  const CardMask hand = s.hands[static_cast<std::size_t>(k.seat)];
  const CardMask opp = opponent_hand_known(k);
  CardMask out = hand & es::kJacks;
  if (opp & es::kJacks) return out;
  std::vector<CardMask> caps;
  CardMask opp_reach = 0;  // table cards the opponent can take
  for (Card o : es::cards(opp)) {
    es::captures_of(k.rules, o, s.table, caps);
    for (CardMask t : caps) opp_reach |= t;
  }
  for (Card c : es::cards(hand & ~es::kJacks)) {
    const CardMask matches = s.table & es::rank_cards(es::rank_of(c));
    if ((matches & ~opp_reach) != 0) out |= es::bit(c);
  }
  return out;
}

struct Detector {
  const SweepKnowledge& k;
  const std::vector<Action>& legal;
  std::vector<SweepLessonTrigger>& out;

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
    std::string ideal_words = action_words(k.visible, t.ideal);
    ideal_words[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(ideal_words[0])));
    t.advice = ideal_words + ": " + tail + ".";
    t.rule = "Leave the opponent no sweep: play so that no unseen card takes the whole table.";
    out.push_back(std::move(t));
  }

  void sweep_st3() {
    const CardMask jacks = hand() & es::kJacks;
    if (jacks == 0 || table() == 0) return;
    for (const Action& a : legal) {
      if (is_sweep(k.visible, a)) return;
    }
    const int n = es::count(table());
    const int honours = es::count(table() & es::kHonours);
    std::vector<Action> others;
    bool all_threat = true;
    for (const Action& a : legal) {
      if (es::is_jack(a.card)) continue;
      others.push_back(a);
      if (!leaves_threat(k, a)) all_threat = false;
    }
    SweepLessonTrigger t;
    t.id = "SW-ST-3";
    t.title = "The jack clears the table";
    const Card jack = es::lowest(jacks);
    t.cards = jacks | table();
    const std::string j = card_symbol(jack);
    if (n >= 3 || honours >= 2 || all_threat) {
      for (const Action& a : legal) {
        if (is_jack_play(a)) t.recommended.push_back(a);
      }
      t.ideal = Action{jack, table()};
      std::string why;
      if (n >= 3 || honours >= 2) {
        why = plural(n, "card", "cards") + " and " + plural(honours, "honour", "honours");
      } else {
        why = "every other play leaves the opponent a sweep";
      }
      t.advice = j + " takes the table (" + cards_symbols(table()) + "): " + why +
                 ", and the opponent must trail onto an empty table.";
      t.rule = "Play the jack: it clears a table worth taking and leaves nothing to sweep.";
    } else {
      t.recommended = others;
      t.ideal = *preferred_of(k, others);
      t.advice = "Keep " + j + ": the table (" + cards_symbols(table()) + ") holds only " +
                 plural(n, "card", "cards") + " and " + plural(honours, "honour", "honours") +
                 ", and the jack is the one card that always captures (the last capture takes "
                 "what is left on the table).";
      t.rule = "Keep the jack for a table worth taking.";
    }
    out.push_back(std::move(t));
  }

  void sweep_st4() {
    std::vector<Action> caps;
    for (const Action& a : legal) {
      if (is_capture(a)) caps.push_back(a);
    }
    if (caps.size() < 2) return;
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
    t.advice = w + ": " + plural(best.first, "honour point", "honour points") + " and " +
               plural(best.second, "card", "cards") + ", the most of any capture.";
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

  void sweep_st6() {
    if (k.visible.stock_pos < es::kStockSize) return;
    const int n = es::count(hand());
    if (n < 2 || n > 3) return;
    const CardMask keep = keepers(k);
    if (keep == 0) return;
    SweepLessonTrigger t;
    t.id = "SW-ST-6";
    t.title = "The last capture takes the table";
    bool constrains = false;
    for (const Action& a : legal) {
      if (((hand() & ~es::bit(a.card)) & keep) != 0) {
        t.recommended.push_back(a);
      } else {
        constrains = true;
      }
    }
    if (!constrains || t.recommended.empty()) return;
    t.ideal = *preferred_of(k, t.recommended);
    const CardMask kept = keep & ~es::bit(t.ideal.card);
    t.cards = kept | es::bit(t.ideal.card);
    std::string w = action_words(k.visible, t.ideal);
    t.advice = "Keep " + cards_symbols(kept) +
               " for one of your last turns, a capture the opponent cannot take first, so that "
               "the cards left on the table come to you; " +
               w + " now.";
    if (k.visible.dealer == k.seat) t.advice += " As the dealer you play the hand's last turn.";
    t.rule = "Keep a card that will capture on one of your last turns.";
    out.push_back(std::move(t));
  }

  void sweep_st7() {
    if (k.visible.stock_pos < es::kStockSize) return;
    SweepLessonTrigger t;
    t.id = "SW-ST-7";
    t.title = "Count the cards: the last round is open";
    t.note_only = true;
    const CardMask opp = opponent_hand_known(k);
    t.cards = opp;
    t.advice = opp == 0 ? "The stock is empty and the opponent has played his last card."
                        : "The stock is empty, so the opponent holds exactly " +
                              cards_symbols(opp) + ": every other card has been seen.";
    t.rule = t.advice;
    out.push_back(std::move(t));
  }
};

// The value of `a` (or an action equivalent to it) among `values`.
const SweepActionValue* value_of(const SweepRules& rules,
                                 const std::vector<SweepActionValue>& values, const Action& a) {
  for (const SweepActionValue& v : values) {
    if (v.action == a) return &v;
  }
  for (const SweepActionValue& v : values) {
    if (equivalent_actions(rules, v.action, a)) return &v;
  }
  return nullptr;
}

}  // namespace

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
  return out;
}

// --- Verdict ----------------------------------------------------------------------------------

std::vector<SweepLesson> judge_sweep_lessons(const SweepKnowledge& k,
                                             const std::vector<SweepLessonTrigger>& triggers,
                                             const Action& played,
                                             const std::vector<SweepActionValue>& values,
                                             const CompareActions& compare, double worth) {
  std::vector<SweepLesson> out;
  const SweepActionValue* pv = value_of(k.rules, values, played);
  const SweepActionValue* best_all = nullptr;
  for (const SweepActionValue& v : values) {
    if (!best_all || v.margin > best_all->margin) best_all = &v;
  }
  auto diff = [&](const SweepActionValue& a, const SweepActionValue& b) {
    if (compare) return compare(a.action, b.action);
    return ActionDifference{a.margin - b.margin,
                            std::sqrt(a.margin_se * a.margin_se + b.margin_se * b.margin_se)};
  };
  const std::string played_words = action_words(k.visible, played);
  for (const SweepLessonTrigger& t : triggers) {
    if (t.only_if_trailed && played.take != 0) continue;
    SweepLesson l;
    l.id = t.id;
    l.title = t.title;
    l.cards = t.cards;
    if (t.note_only) {
      l.verdict = LessonVerdict::kNote;
      l.text = t.advice;
      out.push_back(std::move(l));
      continue;
    }
    bool followed = false;
    for (const Action& a : t.recommended) {
      if (a == played || equivalent_actions(k.rules, a, played)) followed = true;
    }
    // The recommended action the values rate best.
    const SweepActionValue* adv_best = nullptr;
    for (const Action& a : t.recommended) {
      const SweepActionValue* v = value_of(k.rules, values, a);
      if (v && (!adv_best || v->margin > adv_best->margin)) adv_best = v;
    }
    const SweepActionValue* ideal_v = value_of(k.rules, values, t.ideal);
    if (!pv || !adv_best || !best_all) {
      l.verdict = LessonVerdict::kNote;
      l.text = t.rule;
      out.push_back(std::move(l));
      continue;
    }
    // The advice as text: the ideal when the values do not rate it below the played action,
    // else the rule with the values' own pick among the advised actions (if not below).
    std::string advice = t.advice;
    l.advised = t.ideal;
    if (!followed && ideal_v && ideal_v->margin < pv->margin) {
      advice = t.rule;
      l.advised = Action{};
      if (adv_best->margin >= pv->margin) {
        advice += " Here: " + action_words(k.visible, adv_best->action) + ".";
        l.advised = adv_best->action;
      }
    }
    if (followed) {
      const ActionDifference d = diff(*best_all, *pv);
      if (d.mean < worth || d.mean <= 2 * d.se) {
        l.verdict = LessonVerdict::kPraise;
        l.text = advice;
      } else {
        l.verdict = LessonVerdict::kNote;
        l.text = t.rule + " The rule of thumb did not fit here: " +
                 action_words(k.visible, best_all->action) + " was better by about " +
                 points_text(d.mean) + ".";
        l.advised = Action{};
      }
    } else {
      const ActionDifference d = diff(*adv_best, *pv);
      if (d.mean > worth && d.mean > 2 * d.se) {
        l.verdict = LessonVerdict::kMistake;
        l.text =
            advice + " Your play (" + played_words + ") cost about " + points_text(d.mean) + ".";
      } else if (d.mean < -worth && -d.mean > 2 * d.se) {
        l.verdict = LessonVerdict::kNote;
        l.text = t.rule + " Here your play (" + played_words + ") was the better choice.";
        l.advised = Action{};
      } else {
        l.verdict = LessonVerdict::kNote;
        l.text = advice + " Here it made little difference.";
      }
    }
    if (t.id == "SW-ST-2" && l.verdict != LessonVerdict::kPraise) {
      const std::string leaves = leaves_clause(k, played);
      if (!leaves.empty()) {
        // "K♥ takes K♠ 2♦ 5♣ 7♥ and leaves 3♣ alone: any of the three unseen threes sweeps it."
        std::string w = played.take == 0 ? "Trailing " + card_symbol(played.card) + " "
                                         : played_words + " and ";
        l.text += " " + w + leaves + ".";
      }
    }
    out.push_back(std::move(l));
  }
  return out;
}

}  // namespace solver::sweep
