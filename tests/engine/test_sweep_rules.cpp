// Sweep rules (RULES.md §5): the test vectors SW-T1 to SW-T8, random hands over both presets
// (SW-16 every card in one pile or nowhere, honours total, SW-17 score from the piles, legal set
// never empty, unmake restores) and the capture generator against a brute force over all subsets.
//
// The random-hand test plays 100,000 hands in a normal build. A sanitizer build plays 5,000
// (it is some 20 times slower); SCHMIER_SWEEP_HANDS=N in the environment sets any number.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "../sanitized.h"
#include "engine/sweep.h"

namespace {

namespace sw = engine::sweep;
using engine::Suit;

sw::Card card(const char* code) {
  const auto c = sw::parse_card(code);
  REQUIRE_MESSAGE(c.has_value(), code);
  return *c;
}

sw::CardMask mask(std::initializer_list<const char*> codes) {
  sw::CardMask m = 0;
  for (const char* c : codes) m |= sw::bit(card(c));
  return m;
}

// A position in round 1: the mover holds `hand` (plus a spare so the round does not end), the
// opponent one card, the table `table`.
sw::SweepState position(sw::CardMask hand, sw::CardMask table, sw::CardMask opponent) {
  sw::SweepState s;
  s.dealer = 0;
  s.mover = 1;
  s.hands[1] = hand;
  s.hands[0] = opponent;
  s.table = table;
  for (std::size_t i = 0; i < sw::kStockSize; ++i) s.stock[i] = static_cast<sw::Card>(i);
  return s;
}

bool contains(const std::vector<sw::CardMask>& v, sw::CardMask m) {
  return std::find(v.begin(), v.end(), m) != v.end();
}

using schmier_test::kSanitized;

}  // namespace

TEST_CASE("SW-T1: K takes K, 2+5+7 or both; the 3 joins no group; no sweep when 3 stays") {
  const sw::SweepRules rules;
  const sw::CardMask table = mask({"KS", "2D", "5C", "7H", "3C"});
  std::vector<sw::CardMask> takes;
  REQUIRE(sw::captures_of(rules, card("KH"), table, takes));
  CHECK(contains(takes, mask({"KS"})));
  CHECK(contains(takes, mask({"2D", "5C", "7H"})));
  CHECK(contains(takes, mask({"KS", "2D", "5C", "7H"})));
  CHECK_FALSE(contains(takes, table));
  CHECK(takes.size() == 3);
  sw::SweepState s = position(mask({"KH", "4C"}), table, mask({"9D"}));
  CHECK(*sw::check_action(s, rules, {card("KH"), table}) ==
        "KH cannot take 2D 3C 5C 7H KS: 2 + 3 + 5 + 7 + 14 = 31, not 14 or a multiple of it");
  const sw::Undo u = sw::make(s, rules, {card("KH"), mask({"KS", "2D", "5C", "7H"})});
  CHECK_FALSE(u.swept);
  CHECK(s.table == mask({"3C"}));
  CHECK(s.sweep_points[1] == 0);
}

TEST_CASE("SW-T2: an ace (11) takes 4+7 and 3+8: a sweep worth 33") {
  const sw::SweepRules rules;
  const sw::CardMask table = mask({"4C", "7D", "3H", "8S"});
  sw::SweepState s = position(mask({"AS", "2C"}), table, mask({"9D"}));
  CHECK(sw::capture_groups(rules, card("AS"), table) == 2);
  CHECK_FALSE(sw::check_action(s, rules, {card("AS"), table}));
  const sw::Undo u = sw::make(s, rules, {card("AS"), table});
  CHECK(u.swept);
  CHECK(u.sweep_bonus == 33);
  CHECK(s.sweep_points[1] == 33);
  CHECK(s.table == 0);
}

TEST_CASE("SW-T3: 5C takes a lone 5D: a sweep worth 10") {
  const sw::SweepRules rules;
  sw::SweepState s = position(mask({"5C", "2C"}), mask({"5D"}), mask({"9D"}));
  const sw::Undo u = sw::make(s, rules, {card("5C"), mask({"5D"})});
  CHECK(u.swept);
  CHECK(u.sweep_bonus == 10);
}

TEST_CASE("SW-T4: a jack takes 9 Q 2 without a bonus; the opponent can only trail") {
  const sw::SweepRules rules;
  const sw::CardMask table = mask({"9C", "QH", "2S"});
  sw::SweepState s = position(mask({"JD", "3C"}), table, mask({"9D", "KS"}));
  const sw::Undo u = sw::make(s, rules, {card("JD"), table});
  CHECK_FALSE(u.swept);
  CHECK(s.sweep_points[1] == 0);
  CHECK(s.piles[1] == (table | mask({"JD"})));
  std::vector<sw::Action> legal;
  sw::legal_actions(s, rules, legal);
  REQUIRE(legal.size() == 2);
  for (const sw::Action& a : legal) CHECK(a.take == 0);
}

TEST_CASE("SW-T5: 7 against 6 A: only a trail, unless the ace counts 1 (sweep worth 14)") {
  sw::SweepRules rules;
  const sw::CardMask table = mask({"6C", "AH"});
  std::vector<sw::CardMask> takes;
  sw::captures_of(rules, card("7S"), table, takes);
  CHECK(takes.empty());
  sw::SweepState s = position(mask({"7S"}) | mask({"2C"}), table, mask({"9D"}));
  std::vector<sw::Action> legal;
  sw::legal_actions(s, rules, legal);
  CHECK(std::none_of(legal.begin(), legal.end(),
                     [&](const sw::Action& a) { return a.card == card("7S") && a.take != 0; }));
  rules.ace_low = true;
  sw::captures_of(rules, card("7S"), table, takes);
  REQUIRE(takes.size() == 1);
  CHECK(takes[0] == table);
  const sw::Undo u = sw::make(s, rules, {card("7S"), table});
  CHECK(u.swept);
  CHECK(u.sweep_bonus == 14);
}

TEST_CASE("SW-T6: 5H takes 5C beside JD; the jack stays, so no sweep") {
  const sw::SweepRules rules;
  const sw::CardMask table = mask({"JD", "5C"});
  sw::SweepState s = position(mask({"5H", "2C"}), table, mask({"9D"}));
  std::vector<sw::CardMask> takes;
  sw::captures_of(rules, card("5H"), table, takes);
  CHECK(takes == std::vector<sw::CardMask>{mask({"5C"})});
  CHECK(*sw::check_action(s, rules, {card("5H"), table}) ==
        "5H cannot take JD: a jack on the table joins no group; only a jack takes it (SW-8)");
  const sw::Undo u = sw::make(s, rules, {card("5H"), mask({"5C"})});
  CHECK_FALSE(u.swept);
  CHECK(s.table == mask({"JD"}));
}

TEST_CASE("SW-T7: a jack in the table draw goes to the bottom of the stock") {
  // Cards 0-11 to the hands, 12-15 the table draw JS 4D 9C KH, then 2S on top of the stock.
  sw::Deck deck{};
  std::vector<sw::Card> order;
  const std::vector<sw::Card> draw = {card("JS"), card("4D"), card("9C"), card("KH"), card("2S")};
  sw::CardMask used = 0;
  for (sw::Card c : draw) used |= sw::bit(c);
  std::vector<sw::Card> rest;
  for (sw::Card c : sw::cards(sw::kFullDeck & ~used)) rest.push_back(c);
  std::size_t k = 0;
  for (std::size_t i = 0; i < 12; ++i) deck[i] = rest[k++];
  for (std::size_t i = 0; i < 5; ++i) deck[12 + i] = draw[i];
  for (std::size_t i = 17; i < sw::kNumCards; ++i) deck[i] = rest[k++];
  const sw::SweepDeal d = sw::deal_from_deck(deck, 0, sw::SweepRules{}, nullptr);
  CHECK(d.table == mask({"4D", "9C", "KH", "2S"}));
  CHECK(d.stock[sw::kStockSize - 1] == card("JS"));
  CHECK(d.returned_jacks == std::vector<sw::Card>{card("JS")});
  sw::CardMask all = d.table;
  for (const auto& round : d.hands) all |= round[0] | round[1];
  CHECK(all == sw::kFullDeck);
}

TEST_CASE("SW-T8: 30 cards, 12 honours, sweeps 33 against 22 cards, 8 honours: 53 to 8") {
  // Honours are bits 32..51 (T J Q K A), spot cards bits 0..31.
  sw::CardMask a = 0, b = 0;
  for (int i = 0; i < 12; ++i) a |= sw::CardMask{1} << (32 + i);
  for (int i = 12; i < 20; ++i) b |= sw::CardMask{1} << (32 + i);
  for (int i = 0; i < 18; ++i) a |= sw::CardMask{1} << i;
  for (int i = 18; i < 32; ++i) b |= sw::CardMask{1} << i;
  REQUIRE(sw::count(a) == 30);
  REQUIRE(sw::count(b) == 22);
  sw::SweepRules rules;
  const sw::SweepScore sc = sw::score_piles(rules, {a, b}, {33, 0});
  CHECK(sc.honours == std::array<int, 2>{12, 8});
  CHECK(sc.majority == std::array<int, 2>{8, 0});
  CHECK(sc.points == std::array<int, 2>{53, 8});
  rules.majority = sw::Majority::kFixed3;
  CHECK(sw::score_piles(rules, {a, b}, {33, 0}).points == std::array<int, 2>{48, 8});
}

namespace {

// Honour points counted the slow way (SW-17a, SW-19).
int slow_honours(const sw::SweepRules& rules, sw::CardMask pile) {
  int n = 0;
  for (sw::Card c : sw::cards(pile)) {
    const int r = sw::rank_of(c);
    const bool honour = r == sw::kRankTen || r >= sw::kRankJack;
    if (rules.tablanette_specials && c == sw::kTenOfDiamonds) {
      n += 2;
    } else if (rules.tablanette_specials && c == sw::kTwoOfClubs) {
      n += 1;
    } else if (honour) {
      n += 1;
    }
  }
  return n;
}

// A small, fast generator for the random hands (splitmix64).
struct Mix {
  std::uint64_t x;
  std::uint64_t next() {
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
};

}  // namespace

TEST_CASE("sweep random hands: SW-16 piles, honours, SW-17 score, legal set, unmake") {
  long hands = kSanitized ? 5'000 : 100'000;
  if (const char* env = std::getenv("SCHMIER_SWEEP_HANDS")) hands = std::atol(env);
  const std::array<sw::SweepRules, 4> presets = [] {
    std::array<sw::SweepRules, 4> p{*sw::sweep_preset("sweep"), *sw::sweep_preset("tablanette_cp"),
                                    *sw::sweep_preset("sweep"), *sw::sweep_preset("sweep")};
    p[2].table_jack_to = sw::TableJackTo::kShuffle;
    p[2].capture_compulsory = true;
    p[3].capture_must_be_maximal = true;
    p[3].last_play_sweep = false;
    return p;
  }();
  std::vector<sw::Action> legal;
  long failures = 0;
  long captured_hands = 0;
  for (long h = 0; h < hands && failures < 5; ++h) {
    const sw::SweepRules& rules = presets[static_cast<std::size_t>(h % 4)];
    const auto seed = static_cast<std::uint64_t>(h);
    sw::SweepState s = sw::initial_state(sw::deal_sweep(seed, static_cast<int>(h & 1), rules));
    Mix mix{seed * 31 + 7};
    std::array<int, 2> sweeps{};
    bool ok = true;
    while (!s.hand_over()) {
      const bool listed_all = sw::legal_actions(s, rules, legal);
      if (legal.empty() || !listed_all) {
        ok = false;
        break;
      }
      // Every 50th hand checks each legal action; the others the one played.
      const sw::Action a = legal[mix.below(legal.size())];
      if (h % 50 == 0) {
        for (const sw::Action& b : legal) ok = ok && !sw::check_action(s, rules, b);
      }
      const sw::SweepState before = s;
      const bool clears = a.take != 0 && a.take == s.table && !sw::is_jack(a.card);
      const bool last = s.turn + 1 == sw::kTurnsPerHand;
      sw::Undo u = sw::make(s, rules, a);
      sw::SweepState after = s;
      sw::unmake(s, a, u);
      ok = ok && s == before;
      u = sw::make(s, rules, a);
      ok = ok && s == after;
      if (clears && (rules.last_play_sweep || !last)) {
        int bonus = sw::card_value(a.card);
        for (sw::Card t : sw::cards(a.take)) bonus += sw::card_value(t);
        // An ace counted low changes the bonus (SW-T5); only the high count is checked here.
        if (!rules.ace_low) ok = ok && u.sweep_bonus == bonus;
        sweeps[before.mover] += u.sweep_bonus;
        ok = ok && u.swept;
      } else {
        ok = ok && !u.swept;
      }
      if (!ok) break;
    }
    // SW-16: every card in exactly one pile, or nowhere (on the table) when nobody captured.
    const bool anyone = s.last_capturer >= 0;
    captured_hands += anyone;
    ok = ok && (s.piles[0] & s.piles[1]) == 0;
    ok = ok && (anyone ? (s.piles[0] | s.piles[1]) == sw::kFullDeck && s.table == 0
                       : s.piles[0] == 0 && s.piles[1] == 0 && s.table == sw::kFullDeck);
    const int honours = slow_honours(rules, s.piles[0]) + slow_honours(rules, s.piles[1]);
    ok = ok && honours == (anyone ? (rules.tablanette_specials ? 22 : 20) : 0);
    // SW-17 from the piles, counted here.
    const sw::SweepScore sc = sw::score(rules, s);
    const int c0 = sw::count(s.piles[0]), c1 = sw::count(s.piles[1]);
    for (std::size_t p = 0; p < 2; ++p) {
      const int mine = p == 0 ? c0 : c1, theirs = p == 0 ? c1 : c0;
      const int majority = mine <= theirs                            ? 0
                           : rules.majority == sw::Majority::kFixed3 ? 3
                                                                     : mine - theirs;
      const int expect = slow_honours(rules, s.piles[p]) + majority + sweeps[p];
      ok = ok && sc.points[p] == expect && sc.sweeps[p] == sweeps[p];
    }
    if (!ok) {
      ++failures;
      FAIL_CHECK("hand ", h, " (seed ", seed, ", rules ", h % 4, ") breaks an invariant");
    }
  }
  CHECK(failures == 0);
  CHECK(captured_hands > 0);
  MESSAGE(hands, " random hands checked");
}

namespace {

// The brute force: every subset of the table's non-jack cards, split into groups of v by a DP
// over all subsets (ok[m]: m splits into groups of v, each group holding the lowest card left).
// An ace on the table counts 1 or 11 under ace_low.
std::set<sw::CardMask> brute_captures(const sw::SweepRules& rules, sw::Card played,
                                      sw::CardMask table) {
  std::vector<sw::Card> cs;
  for (sw::Card c : sw::cards(table & ~sw::kJacks)) cs.push_back(c);
  const std::size_t n = cs.size();
  std::vector<int> values;
  if (sw::rank_of(played) == sw::kRankAce && rules.ace_low) {
    values = {1, 11};
  } else {
    values = {sw::card_value(played)};
  }
  std::set<sw::CardMask> out;
  const std::size_t full = std::size_t{1} << n;
  for (int v : values) {
    // groups[i]: the subsets whose lowest element is i and whose values can sum to v.
    std::vector<std::vector<std::uint32_t>> groups(n);
    for (std::uint32_t g = 1; g < full; ++g) {
      int sum = 0, aces = 0;
      for (std::size_t i = 0; i < n; ++i) {
        if (!(g >> i & 1u)) continue;
        const bool ace = sw::rank_of(cs[i]) == sw::kRankAce;
        sum += ace && rules.ace_low ? 1 : sw::card_value(cs[i]);
        aces += ace && rules.ace_low;
      }
      bool hit = false;
      for (int k = 0; k <= aces && !hit; ++k) hit = sum + 10 * k == v;
      if (hit) groups[static_cast<std::size_t>(std::countr_zero(g))].push_back(g);
    }
    std::vector<std::uint8_t> ok(full, 0);
    ok[0] = 1;
    for (std::uint32_t m = 1; m < full; ++m) {
      const auto low = static_cast<std::size_t>(std::countr_zero(m));
      for (std::uint32_t g : groups[low]) {
        if ((g & ~m) == 0 && ok[m ^ g]) {
          ok[m] = 1;
          break;
        }
      }
      if (!ok[m]) continue;
      sw::CardMask take = 0;
      for (std::size_t i = 0; i < n; ++i) {
        if (m >> i & 1u) take |= sw::bit(cs[i]);
      }
      out.insert(take);
    }
  }
  return out;
}

}  // namespace

TEST_CASE("sweep captures: the generator agrees with a brute force over all subsets") {
  Mix mix{2024};
  long compared = 0;
  for (int t = 0; t < 700; ++t) {
    sw::SweepRules rules;
    rules.ace_low = t % 3 == 0;
    // Mostly small tables over every rank; every tenth a crowded one (up to 20 cards) over a
    // few ranks, so that many values repeat.
    const bool crowded = t % 10 == 0;
    const std::size_t size = crowded ? 16 + mix.below(5) : 1 + mix.below(12);
    std::vector<int> ranks;
    if (crowded) {
      const int base = static_cast<int>(mix.below(5));
      for (int r = base; r < base + 5; ++r) ranks.push_back(r);
      ranks.push_back(sw::kRankAce);
      ranks.push_back(sw::kRankJack);
    } else {
      for (int r = 0; r < sw::kNumRanks; ++r) ranks.push_back(r);
    }
    sw::CardMask table = 0;
    for (int tries = 0; sw::count(table) < static_cast<int>(size) && tries < 1000; ++tries) {
      const int r = ranks[mix.below(ranks.size())];
      table |= sw::bit(sw::make_card(r, static_cast<Suit>(mix.below(4))));
    }
    for (int r = 0; r < sw::kNumRanks; ++r) {
      if (r == sw::kRankJack) continue;
      // The played card: any suit of the rank not on the table.
      sw::Card played = sw::kNoCard;
      for (int s = 0; s < 4 && played == sw::kNoCard; ++s) {
        const sw::Card c = sw::make_card(r, static_cast<Suit>(s));
        if (!sw::has(table, c)) played = c;
      }
      if (played == sw::kNoCard) continue;
      std::vector<sw::CardMask> got;
      REQUIRE(sw::captures_of(rules, played, table, got));
      const std::set<sw::CardMask> got_set(got.begin(), got.end());
      CHECK(got_set.size() == got.size());  // each set once
      const std::set<sw::CardMask> want = brute_captures(rules, played, table);
      if (got_set != want) {
        FAIL_CHECK("table ", sw::mask_string(table), ", card ", sw::card_code(played), ", ace_low ",
                   rules.ace_low, ": ", got_set.size(), " captures, brute force ", want.size());
      }
      CHECK(sw::can_capture(rules, played, table) == !want.empty());
      ++compared;
    }
  }
  MESSAGE(compared, " tables and cards compared");
}
