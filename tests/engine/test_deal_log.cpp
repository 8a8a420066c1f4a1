// Deal logs (DEAL_LOG.md): the spec's example, round trips, every card input form, derivation of
// hidden cards, leaster and doubler hands (SS-4.3, SS-11, SS-13.2), the result check (SS-9,
// SS-10) and replay_sheepshead.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "engine/sheepshead.h"

namespace {

using engine::Card;
using engine::CardMask;
using engine::DealLog;

std::vector<Card> to_cards(CardMask m) {
  std::vector<Card> out;
  for (Card c : engine::cards(m)) out.push_back(c);
  return out;
}

std::vector<std::string> error_strings(const engine::LoadResult& r) {
  std::vector<std::string> out;
  for (const auto& e : r.errors) out.push_back(engine::format_error(e));
  return out;
}

// Loads text that must be valid; fails the test with the errors otherwise.
DealLog load_ok(const std::string& text) {
  engine::LoadResult r = engine::parse_deal_log(text);
  for (const std::string& e : error_strings(r)) INFO(e);
  REQUIRE_MESSAGE(r.log.has_value(), text);
  CHECK(r.errors.empty());
  return *r.log;
}

// A whole hand played by the engine: the seat `picks_at` places after the dealer picks (5 = all
// pass), buries its two lowest cards, makes the first legal call of the wanted type if any
// (else the first), and every player plays his lowest legal card. The log records everything.
struct Played {
  DealLog log;
  engine::SheepsheadDeal deal;
  engine::HandResult result;
};

Played play_hand(const engine::SheepsheadRules& rules, const char* preset, std::uint64_t seed,
                 int dealer, int picks_at, engine::CallType want = engine::CallType::kAce) {
  Played out;
  out.deal = engine::deal_sheepshead(seed, dealer);
  engine::SheepsheadHand h(rules, dealer, out.deal);
  for (int i = 0; i < 5 && h.phase() == engine::Phase::kPick; ++i) {
    REQUIRE_FALSE(h.pick(i == picks_at).has_value());
  }
  if (h.phase() == engine::Phase::kBury) {
    const CardMask eight = h.picker_cards();
    const CardMask low2 = eight & ~(eight & (eight - 1));
    const CardMask rest = eight & ~low2;
    REQUIRE_FALSE(h.bury(low2 | (rest & ~(rest & (rest - 1)))).has_value());
    std::vector<engine::Call> calls = h.legal_calls();
    engine::Call chosen = calls.front();
    for (const engine::Call& c : calls) {
      if (c.type == want) {
        chosen = c;
        break;
      }
    }
    REQUIRE_FALSE(h.call(chosen).has_value());
  }
  while (h.phase() == engine::Phase::kPlay) {
    REQUIRE_FALSE(h.play(engine::lowest(h.legal_cards())).has_value());
  }
  DealLog& log = out.log;
  log.game = engine::Game::kSheepshead;
  log.preset = preset;
  log.players = {"Ann", "Bob", "Cy", "Dee", "Eve"};
  log.dealer = dealer;
  for (CardMask m : out.deal.hands) log.hands.emplace_back(to_cards(m));
  log.sheepshead().blind = to_cards(out.deal.blind);
  log.sheepshead().auction = h.auction();
  if (h.picker() >= 0) {
    log.sheepshead().bury = to_cards(h.buried());
    log.sheepshead().call = h.called();
  }
  log.plays = h.plays();
  out.result = h.result();
  log.result = engine::LogResult{{out.result.points.begin(), out.result.points.begin() + 5},
                                 {out.result.units.begin(), out.result.units.begin() + 5},
                                 {},
                                 {},
                                 {}};
  return out;
}

Played default_hand(std::uint64_t seed, int dealer, int picks_at,
                    engine::CallType want = engine::CallType::kAce) {
  return play_hand(engine::SheepsheadRules{}, "sheepshead", seed, dealer, picks_at, want);
}

const char* const kExample = R"({
  "format": "schmier-deal-log", "version": 1, "game": "sheepshead",
  "players": ["Ann", "Bob", "Cy", "Dee", "Eve"], "dealer": 4,
  "hands": [["QC","JS","AD","7D","9S","KH"], ["QS","TD","8C","KC","AS","7H"],
            ["QH","JC","JH","9D","TC","8H"], ["QD","JD","KD","AC","7C","9H"],
            ["8D","TS","KS","8S","7S","9C"]],
  "blind": ["AH","TH"],
  "auction": ["pick"],
  "bury": ["7D","TH"],
  "call": {"card": "AS"},
  "plays": ["QC","QS","JC","QD","8D", "AD","TD","9D","KD","7S"]
})";

Card card(const char* code) {
  return *engine::parse_card(code);
}

}  // namespace

TEST_CASE("deal log: the DEAL_LOG.md example loads and replays") {
  DealLog log = load_ok(kExample);
  CHECK(log.deal_known);
  CHECK(log.sheepshead().blind_known);
  CHECK(log.sheepshead().picker == 0);
  CHECK(log.players[2] == "Cy");
  CHECK(log.preset == "sheepshead");
  CHECK(log.sheepshead().call->type == engine::CallType::kAce);
  CHECK(log.sheepshead().call->suit == engine::Suit::kSpades);
  REQUIRE(log.play_seat.size() == 10);
  // Ann leads both tricks: QC wins the first.
  CHECK(log.play_seat[0] == 0);
  CHECK(log.play_seat[5] == 0);
  CHECK(log.play_seat[9] == 4);
  std::string error;
  auto hand = engine::replay_sheepshead(log, 10, &error);
  REQUIRE_MESSAGE(hand.has_value(), error);
  CHECK(hand->plays().size() == 10);
  CHECK(hand->partner() == 1);  // Bob holds AS
  CHECK(hand->to_act() == hand->play_state().leader);
}

TEST_CASE("deal log: writing and reading back gives an equal log") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const int dealer = static_cast<int>(seed % 5);
    const int picks_at = static_cast<int>(seed % 6);  // 5: leaster
    Played p = default_hand(seed, dealer, picks_at);
    if (seed % 3 == 0) p.log.viewer = static_cast<int>(seed % 5);
    if (seed % 4 == 0) p.log.meta_json = R"({"date":"2024-05-01","source":"test"})";
    if (seed % 7 == 0) p.log.plays.resize(seed % 30);
    if (seed % 7 == 0) p.log.result.reset();
    const std::vector<engine::LogError> errors = engine::validate_deal_log(p.log);
    REQUIRE_MESSAGE(errors.empty(), engine::format_error(errors.front()));
    const std::string text = engine::write_deal_log(p.log);
    DealLog back = load_ok(text);
    CHECK(back == p.log);
    CHECK(engine::write_deal_log(back) == text);
  }
}

TEST_CASE("deal log: every card input form reads as the canonical card") {
  std::string text = kExample;
  auto replace = [&](const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
  };
  replace(R"("QC","JS")", R"("EO","gu")");       // German, either case
  replace(R"("QS","TD")", R"("Q♠","10D")");      // suit symbol, 10 for T
  replace(R"(["AH","TH"])", R"(["a♥","10h"])");  // lower case
  DealLog log = load_ok(text);
  DealLog canonical = load_ok(kExample);
  CHECK(log == canonical);
  CHECK(engine::write_deal_log(log) == engine::write_deal_log(canonical));
  CHECK(engine::write_deal_log(log).find("\"QC\", \"JS\"") != std::string::npos);
}

TEST_CASE("deal log: defaults, unknown keys and meta survive a round trip") {
  std::string text = kExample;
  text.replace(text.find(R"("players": ["Ann", "Bob", "Cy", "Dee", "Eve"], )"),
               std::string(R"("players": ["Ann", "Bob", "Cy", "Dee", "Eve"], )").size(), "");
  text.insert(1, R"("meta": {"source": "club night", "table": [1, 2]}, "x_note": "hi", )");
  engine::LoadResult r = engine::parse_deal_log(text);
  REQUIRE(r.log.has_value());
  REQUIRE(r.warnings.size() == 1);
  CHECK(engine::format_error(r.warnings[0]) == R"("x_note": unknown key, kept as it is)");
  CHECK(r.log->players ==
        std::vector<std::string>{"Seat 1", "Seat 2", "Seat 3", "Seat 4", "Seat 5"});
  const std::string written = engine::write_deal_log(*r.log);
  CHECK(written.find(R"("meta": {"source":"club night","table":[1,2]})") != std::string::npos);
  CHECK(written.find(R"("x_note": "hi")") != std::string::npos);
  CHECK(load_ok(written) == *r.log);
}

TEST_CASE("deal log: a played-out hand without hands, blind or bury derives the whole deal") {
  int checked = 0;
  for (std::uint64_t seed = 100; seed < 130; ++seed) {
    Played p = default_hand(seed, static_cast<int>(seed % 5), static_cast<int>(seed % 5));
    DealLog bare = p.log;
    bare.hands.clear();
    bare.sheepshead().blind.reset();
    bare.sheepshead().bury.reset();
    bare.result.reset();
    DealLog back = load_ok(engine::write_deal_log(bare));
    REQUIRE(back.deal_known);
    CHECK_FALSE(back.sheepshead().blind_known);
    const int picker = back.sheepshead().picker;
    REQUIRE(picker >= 0);
    for (int s = 0; s < 5; ++s) {
      if (s != picker) CHECK(back.dealt[s] == p.deal.hands[s]);
    }
    // Only the picker's eight cards are real; the split into six and blind is a stand-in.
    CHECK((back.dealt[picker] | back.sheepshead().dealt_blind) ==
          (p.deal.hands[picker] | p.deal.blind));
    CHECK(engine::count(back.dealt[picker]) == 6);
    const std::vector<engine::Card>& bury = *std::as_const(p.log).sheepshead().bury;
    CHECK(back.sheepshead().dealt_bury == engine::bit(bury.at(0)) + engine::bit(bury.at(1)));
    // The derived deal replays to the same result as the engine's own hand.
    std::string error;
    auto hand = engine::replay_sheepshead(back, back.plays.size(), &error);
    REQUIRE_MESSAGE(hand.has_value(), error);
    CHECK(hand->result().units == p.result.units);
    CHECK(hand->result().points == p.result.points);
    ++checked;
  }
  CHECK(checked == 30);
}

TEST_CASE("deal log: the picker's given hand tells the blind apart from his six") {
  Played p = default_hand(7, 2, 1);
  DealLog log = p.log;
  const int picker = (log.dealer + 2) % 5;  // the second to speak picks
  for (int s = 0; s < 5; ++s) {
    if (s != picker) log.hands[static_cast<std::size_t>(s)].reset();
  }
  log.sheepshead().blind.reset();
  DealLog back = load_ok(engine::write_deal_log(log));
  CHECK(back.sheepshead().picker == picker);
  CHECK(back.deal_known);
  CHECK(back.sheepshead().blind_known);
  CHECK(back.sheepshead().dealt_blind == p.deal.blind);
  for (int s = 0; s < 5; ++s) CHECK(back.dealt[s] == p.deal.hands[s]);
}

TEST_CASE("deal log: one unknown seat mid-hand is what nobody else holds") {
  Played p = default_hand(11, 0, 0);
  DealLog log = load_ok(engine::write_deal_log(p.log));
  log.plays.resize(12);
  log.result.reset();
  log.hands[1].reset();
  // Seat 3's entry lists only the cards it has not played yet: hands plus plays is the deal.
  CardMask played3 = 0;
  for (std::size_t k = 0; k < log.plays.size(); ++k) {
    if (log.play_seat[k] == 3) played3 |= engine::bit(log.plays[k]);
  }
  REQUIRE(played3 != 0);
  log.hands[3] = to_cards(p.deal.hands[3] & ~played3);
  DealLog back = load_ok(engine::write_deal_log(log));
  REQUIRE(back.deal_known);
  CHECK(back.dealt[1] == p.deal.hands[1]);
  CHECK(back.dealt[3] == p.deal.hands[3]);
}

TEST_CASE("deal log: hidden cards that cannot be derived still load") {
  Played p = default_hand(21, 1, 2);
  DealLog log = p.log;
  log.plays.resize(9);
  log.result.reset();
  log.hands.clear();
  log.sheepshead().blind.reset();
  DealLog back = load_ok(engine::write_deal_log(log));
  CHECK_FALSE(back.deal_known);
  CHECK(back.play_seat.size() == 9);
  std::string error;
  CHECK_FALSE(engine::replay_sheepshead(back, 3, &error).has_value());
  CHECK(error == "the log does not give every hidden card, so it cannot be replayed");
}

TEST_CASE("deal log: a fail-suit revoke shows from a later play") {
  // Spades led; Bob plays 7H, yet plays AS in the next trick, so he held a spade in trick 1.
  const char* text = R"({
    "format": "schmier-deal-log", "version": 1, "game": "sheepshead",
    "players": ["Ann", "Bob", "Cy", "Dee", "Eve"], "dealer": 4,
    "auction": ["pick"], "call": {"alone": true},
    "plays": ["9S","7H","KS","8S","TS", "7C","8C","AS"]
  })";
  engine::LoadResult r = engine::parse_deal_log(text);
  REQUIRE(r.errors.size() == 1);
  CHECK(engine::format_error(r.errors[0]) ==
        "plays[1]: 7H is not legal for seat 1 (Bob): spades were led and Bob holds AS");
}

TEST_CASE("deal log: a revoke in a log without hands names the card still held") {
  // Trick 1: Ann leads QC, Bob QS, Cy plays 8H although he still plays JC later (trump), which
  // shows he held a trump in trick 1.
  const char* text = R"({
    "format": "schmier-deal-log", "version": 1, "game": "sheepshead",
    "players": ["Ann", "Bob", "Cy", "Dee", "Eve"], "dealer": 4,
    "auction": ["pick"], "call": {"alone": true},
    "plays": ["QC","QS","8H","QD","8D", "AD","TD","JC","KD","7S"]
  })";
  engine::LoadResult r = engine::parse_deal_log(text);
  REQUIRE(r.errors.size() == 1);
  CHECK(engine::format_error(r.errors[0]) ==
        "plays[2]: 8H is not legal for seat 2 (Cy): trump was led and Cy holds JC");
}

TEST_CASE("deal log: leaster (SS-11) without hands derives the blind and checks the result") {
  for (std::uint64_t seed = 3; seed < 10; ++seed) {
    Played p = default_hand(seed, 2, 5);
    REQUIRE(p.result.leaster);
    DealLog log = p.log;
    log.hands.clear();
    log.sheepshead().blind.reset();
    DealLog back = load_ok(engine::write_deal_log(log));
    CHECK(back.deal_known);
    CHECK(back.sheepshead().blind_known);
    CHECK(back.sheepshead().picker == -1);
    CHECK(back.sheepshead().dealt_blind == p.deal.blind);
  }
}

TEST_CASE("deal log: five passes under sheepshead_1988 throw the hand in (SS-13.2)") {
  engine::SheepsheadRules rules = *engine::sheepshead_preset("sheepshead_1988");
  Played p = play_hand(rules, "sheepshead_1988", 5, 0, 5);
  REQUIRE(p.result.thrown_in);
  DealLog back = load_ok(engine::write_deal_log(p.log));
  CHECK(back.plays.empty());
  CHECK(back.deal_known);
  DealLog no_hands = p.log;
  no_hands.hands.clear();
  no_hands.sheepshead().blind.reset();
  back = load_ok(engine::write_deal_log(no_hands));
  CHECK_FALSE(back.deal_known);

  DealLog played = p.log;
  played.plays = {card("QC")};
  engine::LoadResult r = engine::parse_deal_log(engine::write_deal_log(played));
  REQUIRE(r.errors.size() == 1);
  CHECK(engine::format_error(r.errors[0]) ==
        "plays[0]: everyone passed and the hand was thrown in (ss_all_pass = doubler), so no "
        "card is played");
}

TEST_CASE("deal log: rule flags apply on top of the preset") {
  Played p = default_hand(8, 1, 0);
  p.log.rule_flags = {{"ss_double_on_bump", engine::FlagValue{false}},
                      {"ss_hands_per_game", engine::FlagValue{std::int64_t{4}}}};
  // The result was settled with the default rules; recompute it under the flags.
  p.log.result.reset();
  DealLog back = load_ok(engine::write_deal_log(p.log));
  CHECK_FALSE(back.sheepshead().rules.double_on_bump);
  CHECK(back.sheepshead().rules.hands_per_game == 4);
  CHECK(back.rule_flags == p.log.rule_flags);
}

TEST_CASE("deal log: the recorded result is checked against the engine's") {
  Played p = default_hand(12, 3, 1);
  REQUIRE(p.log.result.has_value());
  load_ok(engine::write_deal_log(p.log));
  DealLog bad = p.log;
  bad.result->units[2] += 2;
  bad.result->points[4] += 1;
  engine::LoadResult r = engine::parse_deal_log(engine::write_deal_log(bad));
  REQUIRE(r.errors.size() == 2);
  CHECK(engine::format_error(r.errors[0]) ==
        "result.points[4]: the log says " + std::to_string(p.result.points[4] + 1) +
            " but Eve took " + std::to_string(p.result.points[4]) + " card points");
  CHECK(engine::format_error(r.errors[1]) ==
        "result.units[2]: the log says " + std::to_string(p.result.units[2] + 2) +
            " but the hand settles to " + std::to_string(p.result.units[2]));
}

TEST_CASE("deal log: the multiplier key scales the settled units (SS-10.4)") {
  Played p = default_hand(12, 3, 1);
  DealLog log = p.log;
  log.multiplier = 2;
  for (int& u : log.result->units) u *= 2;
  DealLog back = load_ok(engine::write_deal_log(log));
  CHECK(back.multiplier == 2);
  CHECK(engine::write_deal_log(back).find("\"multiplier\": 2") != std::string::npos);
  log.multiplier = 1;
  CHECK_FALSE(engine::parse_deal_log(engine::write_deal_log(log)).errors.empty());
}

TEST_CASE("deal log: an unknown call's under card is played as its real face (SS-8.5)") {
  int found = 0;
  for (std::uint64_t seed = 1; seed < 3000 && found < 3; ++seed) {
    Played p = default_hand(seed, 0, 0, engine::CallType::kUnknown);
    if (!p.log.sheepshead().call || p.log.sheepshead().call->type != engine::CallType::kUnknown)
      continue;
    ++found;
    const std::string text = engine::write_deal_log(p.log);
    CHECK(text.find("\"under\": \"" + engine::card_code(p.log.sheepshead().call->under) + "\"") !=
          std::string::npos);
    DealLog back = load_ok(text);
    CHECK(back.sheepshead().call == p.log.sheepshead().call);
    DealLog bare = p.log;
    bare.hands.clear();
    bare.sheepshead().blind.reset();
    bare.sheepshead().bury.reset();
    back = load_ok(engine::write_deal_log(bare));
    CHECK(back.deal_known);
  }
  CHECK(found == 3);
}

TEST_CASE("deal log: replay_sheepshead stops after the asked number of plays") {
  Played p = default_hand(31, 4, 2);
  DealLog log = load_ok(engine::write_deal_log(p.log));
  for (std::size_t n : {std::size_t{0}, std::size_t{7}, std::size_t{30}}) {
    std::string error;
    auto h = engine::replay_sheepshead(log, n, &error);
    REQUIRE_MESSAGE(h.has_value(), error);
    CHECK(h->plays().size() == n);
    CHECK(std::equal(h->plays().begin(), h->plays().end(), log.plays.begin()));
  }
  std::string error;
  CHECK_FALSE(engine::replay_sheepshead(log, 31, &error).has_value());
  CHECK(error == "the log has only 30 plays, not 31");
}

TEST_CASE("deal log: a Schafkopf log keeps its contract and doubles") {
  const char* text = R"({
    "format": "schmier-deal-log", "version": 1, "game": "schafkopf", "dealer": 3,
    "contract": {"type": "solo", "declarer": 1, "trump": "H", "tout": true},
    "doubles": [{"seat": 2, "call": "kontra"}, {"seat": 1, "call": "re"}],
    "plays": ["EO", "GO", "HO", "SO"]
  })";
  DealLog log = load_ok(text);
  CHECK(log.game == engine::Game::kSchafkopf);
  CHECK(log.preset == "schafkopf");
  CHECK(log.players.size() == 4);
  REQUIRE(log.schafkopf().contract.has_value());
  CHECK(log.schafkopf().contract->type == engine::LogContractType::kSolo);
  CHECK(log.schafkopf().contract->declarer == 1);
  CHECK(log.schafkopf().contract->trump == engine::Suit::kHearts);
  CHECK(log.schafkopf().contract->tout);
  REQUIRE(log.schafkopf().doubles.size() == 2);
  CHECK(log.schafkopf().doubles[1].call == engine::LogDoubleCall::kRe);
  CHECK(log.plays[0] == card("QC"));
  CHECK(load_ok(engine::write_deal_log(log)) == log);
}

TEST_CASE("deal log: files: missing, a folder, too large, and a good one") {
  const std::string dir = SCHMIER_BINARY_DIR;
  engine::LoadResult r = engine::load_deal_log_file(dir + "/no-such-log.json");
  REQUIRE(r.errors.size() == 1);
  CHECK(engine::format_error(r.errors[0]) == dir + "/no-such-log.json: no such file");
  r = engine::load_deal_log_file(dir);
  CHECK(engine::format_error(r.errors.at(0)) == dir + ": is a folder, not a deal log file");
  const std::string big = dir + "/test_deal_log_big.json";
  {
    std::ofstream out(big, std::ios::binary);
    out << std::string(engine::kMaxLogBytes + 1, ' ');
  }
  r = engine::load_deal_log_file(big);
  CHECK(engine::format_error(r.errors.at(0)) ==
        big + ": is larger than 4 MB, too large for a deal log");
  const std::string good = dir + "/test_deal_log_good.json";
  {
    std::ofstream out(good, std::ios::binary);
    out << kExample;
  }
  r = engine::load_deal_log_file(good);
  CHECK(r.errors.empty());
  CHECK(r.log.has_value());
}

TEST_CASE("deal log: random legal hands load with any hidden cards left out (no false alarms)") {
  // Random legal play under several rule sets; then each log is loaded with random seats'
  // hands, the blind and the bury removed and the plays cut at a random point. Every such log
  // is legal, so each must load, and when the deal follows it must be the real one.
  std::vector<std::pair<const char*, engine::SheepsheadRules>> rule_sets;
  rule_sets.emplace_back("sheepshead", engine::SheepsheadRules{});
  rule_sets.emplace_back("sheepshead_1988", *engine::sheepshead_preset("sheepshead_1988"));
  engine::SheepsheadRules clubs;
  clubs.trump_suit = engine::Suit::kClubs;
  clubs.called_ten_wins = true;
  clubs.under_lead_allowed = false;
  rule_sets.emplace_back("sheepshead", clubs);
  engine::Rng rng(20240501);
  int loaded = 0;
  int derived = 0;
  for (int round = 0; round < 600; ++round) {
    const auto& [preset, rules] = rule_sets[static_cast<std::size_t>(round) % rule_sets.size()];
    const int dealer = static_cast<int>(rng.below(5));
    const engine::SheepsheadDeal deal = engine::deal_sheepshead(rng.next(), dealer);
    engine::SheepsheadHand h(rules, dealer, deal);
    const int picks_at = static_cast<int>(rng.below(6));
    for (int i = 0; i < 5 && h.phase() == engine::Phase::kPick; ++i) {
      if (!h.can_pass()) {
        REQUIRE_FALSE(h.pick(true).has_value());
        break;
      }
      REQUIRE_FALSE(h.pick(i == picks_at).has_value());
    }
    if (h.phase() == engine::Phase::kBury) {
      std::vector<Card> eight = to_cards(h.picker_cards());
      const Card a = eight[rng.below(8)];
      Card b = a;
      while (b == a) b = eight[rng.below(8)];
      REQUIRE_FALSE(h.bury(engine::bit(a) | engine::bit(b)).has_value());
      std::vector<engine::Call> calls = h.legal_calls();
      REQUIRE_FALSE(h.call(calls[rng.below(static_cast<std::uint32_t>(calls.size()))]).has_value());
    }
    while (h.phase() == engine::Phase::kPlay) {
      std::vector<Card> legal = to_cards(h.legal_cards());
      REQUIRE_FALSE(h.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).has_value());
    }
    DealLog log;
    log.preset = preset;
    if (rules.trump_suit == engine::Suit::kClubs) {
      log.rule_flags = {{"ss_trump_suit", engine::FlagValue{std::string("C")}},
                        {"ss_called_ten_wins", engine::FlagValue{true}},
                        {"ss_under_lead_allowed", engine::FlagValue{false}}};
    }
    log.dealer = dealer;
    const std::uint32_t hide = rng.below(64);  // bits 0-4: seats, 5: blind
    for (int s = 0; s < 5; ++s) {
      if (hide & (1u << s)) {
        log.hands.emplace_back(std::nullopt);
      } else {
        log.hands.emplace_back(to_cards(deal.hands[static_cast<std::size_t>(s)]));
      }
    }
    if (!(hide & (1u << 5))) log.sheepshead().blind = to_cards(deal.blind);
    log.sheepshead().auction = h.auction();
    if (h.picker() >= 0) {
      if (rng.below(2)) log.sheepshead().bury = to_cards(h.buried());
      log.sheepshead().call = h.called();
    }
    log.plays = h.plays();
    log.plays.resize(rng.below(static_cast<std::uint32_t>(log.plays.size() + 1)));
    if (log.plays.size() == h.plays().size() && h.phase() == engine::Phase::kDone) {
      const engine::HandResult res = h.result();
      log.result = engine::LogResult{{res.points.begin(), res.points.begin() + 5},
                                     {res.units.begin(), res.units.begin() + 5},
                                     {},
                                     {},
                                     {}};
    }
    engine::LoadResult r = engine::parse_deal_log(engine::write_deal_log(log));
    for (const std::string& e : error_strings(r)) INFO(e);
    REQUIRE_MESSAGE(r.log.has_value(), engine::write_deal_log(log));
    ++loaded;
    if (!r.log->deal_known) continue;
    ++derived;
    for (int s = 0; s < 5; ++s) {
      if (s != h.picker())
        CHECK(r.log->dealt[static_cast<std::size_t>(s)] == deal.hands[static_cast<std::size_t>(s)]);
    }
    if (r.log->sheepshead().blind_known) CHECK(r.log->sheepshead().dealt_blind == deal.blind);
    if (h.picker() >= 0) CHECK(r.log->sheepshead().dealt_bury == h.buried());
  }
  CHECK(loaded == 600);
  CHECK(derived > 50);  // the derivation itself is exercised
}

TEST_CASE("deal log: with every hand given, the loader accepts exactly what the engine accepts") {
  // Differential check: random legal hands whose plays are then damaged (two plays swapped, or
  // one replaced by a random card). The loader's verdict must match a plain SheepsheadHand replay
  // of the same cards.
  engine::Rng rng(77);
  int rejected = 0;
  int accepted = 0;
  for (int round = 0; round < 400; ++round) {
    Played p =
        default_hand(rng.next(), static_cast<int>(rng.below(5)), static_cast<int>(rng.below(6)));
    DealLog log = p.log;
    log.result.reset();
    std::vector<Card>& plays = log.plays;
    const std::size_t i = rng.below(static_cast<std::uint32_t>(plays.size()));
    if (rng.below(2)) {
      const std::size_t j = rng.below(static_cast<std::uint32_t>(plays.size()));
      std::swap(plays[i], plays[j]);
    } else {
      plays[i] = static_cast<Card>(rng.below(32));
    }
    engine::SheepsheadHand h(engine::SheepsheadRules{}, log.dealer, p.deal);
    bool engine_ok = true;
    for (bool take : std::as_const(log).sheepshead().auction)
      engine_ok = engine_ok && !h.pick(take);
    if (h.picker() >= 0) {
      engine_ok = engine_ok && !h.bury(engine::bit(std::as_const(log).sheepshead().bury->at(0)) |
                                       engine::bit(std::as_const(log).sheepshead().bury->at(1)));
      engine_ok = engine_ok && !h.call(*std::as_const(log).sheepshead().call);
    }
    for (Card c : plays) engine_ok = engine_ok && !h.play(c);
    engine::LoadResult r = engine::parse_deal_log(engine::write_deal_log(log));
    CHECK_MESSAGE(r.log.has_value() == engine_ok, engine::write_deal_log(log));
    (r.log ? accepted : rejected) += 1;
  }
  CHECK(rejected > 100);
  CHECK(accepted > 10);
}

TEST_CASE("SheepsheadHand::explain_illegal: no shift by kNoCard when there is no under card") {
  // Regression: explain_illegal compared the legal set with bit(under) before checking that an
  // under card exists, shifting by 255 (undefined; caught by the UBSan build) for every illegal
  // play after an ace call.
  DealLog log = load_ok(kExample);
  std::string error;
  auto h = engine::replay_sheepshead(log, 7, &error);
  REQUIRE_MESSAGE(h.has_value(), error);
  REQUIRE(h->play_rules().under == engine::kNoCard);
  CHECK(h->explain_illegal(card("TC")) == "trump was led and seat 2 holds JH QH 9D");
}
