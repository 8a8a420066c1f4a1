// Sweep deal logs (DEAL_LOG.md "Sweep", "Hands in progress", "Errors"): reading, writing and
// validating `"game": "sweep"`, a log written by hand from the contract (no deck), hands that
// must be derived, and malformed logs, each rejected with its pinned location and sentence.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "engine/sweep.h"

namespace {

namespace sw = engine::sweep;

sw::Card card(const char* code) {
  return *sw::parse_card(code);
}

// The deck of the tests: Ann (seat 0, the non-dealer) is dealt KH 5D 2S 9C TH 4H, Bob (the
// dealer) AS 7D QC 3H 8C 6S; the table draw KS 2D JC 5C sends JC to the bottom of the stock and
// takes 7H instead (SW-4); the rest of the stock in card order.
std::vector<std::string> deck_codes() {
  std::vector<std::string> d = {"KH", "5D", "2S", "9C", "TH", "4H", "AS", "7D", "QC",
                                "3H", "8C", "6S", "KS", "2D", "JC", "5C", "7H"};
  sw::CardMask used = 0;
  for (const std::string& c : d) used |= sw::bit(card(c.c_str()));
  for (sw::Card c : sw::cards(sw::kFullDeck & ~used)) d.push_back(sw::card_code(c));
  return d;
}

std::string json_list(const std::vector<std::string>& v) {
  std::string out = "[";
  for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", \"" : "\"") + v[i] + "\"";
  return out + "]";
}

// Four turns: KH takes KS, 3H trails, 9C takes 2 + 7, 8C sweeps 3 + 5 (bonus 16).
const std::vector<std::string> kPlays = {R"({"card": "KH", "take": ["KS"]})", R"("3H")",
                                         R"({"card": "9C", "take": ["2D", "7H"]})",
                                         R"({"card": "8C", "take": ["3H", "5C"]})"};

std::string log_text(const std::string& extra, const std::vector<std::string>& plays,
                     const std::string& deck) {
  std::string p = "[";
  for (std::size_t i = 0; i < plays.size(); ++i) p += (i ? ", " : "") + plays[i];
  p += "]";
  return R"({"format": "schmier-deal-log", "version": 1, "game": "sweep",
             "players": ["Ann", "Bob"], "dealer": 1, )" +
         (deck.empty() ? std::string() : "\"deck\": " + deck + ", ") + extra + "\"plays\": " + p +
         "}";
}

std::string with_deck(const std::string& extra = "",
                      const std::vector<std::string>& plays = kPlays) {
  return log_text(extra, plays, json_list(deck_codes()));
}

std::vector<std::string> errors_of(const std::string& text) {
  const engine::LoadResult r = engine::parse_deal_log(text);
  std::vector<std::string> out;
  for (const auto& e : r.errors) out.push_back(engine::format_error(e));
  if (!out.empty()) CHECK_FALSE(r.log.has_value());
  return out;
}

using Errors = std::vector<std::string>;

engine::DealLog load_ok(const std::string& text) {
  engine::LoadResult r = engine::parse_deal_log(text);
  for (const auto& e : r.errors) FAIL_CHECK(engine::format_error(e));
  REQUIRE(r.log.has_value());
  return *r.log;
}

// The whole hand from the test deck, each turn the first legal action, as a DealLog.
engine::DealLog whole_hand() {
  engine::DealLog log = load_ok(with_deck("", {}));
  const engine::SweepLogReplay rep = *engine::replay_sweep_log(log, 0, nullptr);
  sw::SweepState s = rep.state;
  std::vector<sw::Action> legal;
  while (!s.hand_over()) {
    sw::legal_actions(s, rep.rules, legal);
    // Prefer a capture, so that the hand has some.
    sw::Action a = legal.front();
    for (const sw::Action& b : legal) {
      if (b.take != 0) {
        a = b;
        break;
      }
    }
    log.plays.push_back(a.card);
    std::vector<engine::Card> take;
    for (sw::Card t : sw::cards(a.take)) take.push_back(t);
    log.sweep().takes.push_back(take);
    sw::make(s, rep.rules, a);
  }
  const sw::SweepScore sc = sw::score(rep.rules, s);
  engine::LogResult r;
  r.points.assign(sc.points.begin(), sc.points.end());
  r.honours.assign(sc.honours.begin(), sc.honours.end());
  r.cards.assign(sc.cards.begin(), sc.cards.end());
  r.sweeps.assign(sc.sweeps.begin(), sc.sweeps.end());
  log.result = r;
  return log;
}

}  // namespace

TEST_CASE("sweep log: the contract's example form loads, replays and round-trips") {
  const engine::DealLog log = load_ok(with_deck());
  CHECK(log.game == engine::Game::kSweep);
  CHECK(log.preset == "sweep");
  CHECK(log.deal_known);
  CHECK(log.sweep().deal.table ==
        (sw::bit(card("KS")) | sw::bit(card("2D")) | sw::bit(card("5C")) | sw::bit(card("7H"))));
  CHECK(log.sweep().deal.returned_jacks == std::vector<sw::Card>{card("JC")});
  CHECK(log.play_seat == std::vector<std::uint8_t>{0, 1, 0, 1});
  std::string error;
  const auto rep = engine::replay_sweep_log(log, 4, &error);
  REQUIRE_MESSAGE(rep.has_value(), error);
  CHECK(rep->state.sweep_points[1] == 16);
  CHECK(rep->state.table == 0);
  CHECK(rep->state.mover == 0);
  const engine::LoadResult again = engine::parse_deal_log(engine::write_deal_log(log));
  REQUIRE(again.errors.empty());
  CHECK(*again.log == log);
}

TEST_CASE("sweep log: a whole hand checks its result key by key and derives a missing deck") {
  const engine::DealLog hand = whole_hand();
  const std::string text = engine::write_deal_log(hand);
  const engine::DealLog log = load_ok(text);
  CHECK(log.plays.size() == 48);
  CHECK(log.deal_known);
  // Without deck (and table, hands): the first table is the four cards no turn played, and each
  // round's hands are the cards each seat played in it.
  engine::DealLog bare = hand;
  bare.sweep().deck.reset();
  const engine::DealLog derived = load_ok(engine::write_deal_log(bare));
  CHECK(derived.deal_known);
  CHECK(derived.sweep().deal.table == log.sweep().deal.table);
  CHECK(derived.sweep().deal.hands == log.sweep().deal.hands);
  // The result, one key at a time.
  const engine::LogResult& r = *hand.result;
  engine::DealLog wrong = hand;
  wrong.result->points[0] += 1;
  wrong.result->cards[1] += 2;
  wrong.result->honours = {};
  wrong.result->sweeps = {r.sweeps[0], r.sweeps[1] + 5};
  CHECK(errors_of(engine::write_deal_log(wrong)) ==
        Errors{"result.points[0]: the log says " + std::to_string(r.points[0] + 1) +
                   " but Ann has " + std::to_string(r.points[0]) + " points for the hand (SW-17)",
               "result.cards[1]: the log says " + std::to_string(r.cards[1] + 2) + " but Bob has " +
                   std::to_string(r.cards[1]) + " cards in the capture pile",
               "result.sweeps[1]: the log says " + std::to_string(r.sweeps[1] + 5) +
                   " but Bob has " + std::to_string(r.sweeps[1]) + " points from sweeps (SW-13)"});
  // One turn too many.
  engine::DealLog longer = hand;
  longer.result.reset();
  longer.plays.push_back(longer.plays.front());
  longer.sweep().takes.emplace_back();
  CHECK(errors_of(engine::write_deal_log(longer)) ==
        Errors{"plays[48]: the hand is over after 48 turns (4 rounds of 6 cards each); this turn "
               "is too many"});
}

TEST_CASE("sweep log: a hand logged by another tool from the contract, without deck") {
  // Written by hand from DEAL_LOG.md: the first table and round 1's hands, input card forms
  // (lower case, 10, a suit symbol), a turn object without "take" (a trail) and one with an
  // empty take; the log stops at the end of round 1.
  const std::string text = R"({
    "format": "schmier-deal-log", "version": 1, "game": "sweep",
    "players": ["Ann", "Bob"], "dealer": 1,
    "table": ["KS", "2D", "5C", "7H"],
    "hands": [[["KH", "5D", "2S", "9C", "10H", "4H"], ["AS", "7D", "QC", "3H", "8C", "6S"]]],
    "plays": [{"card": "kh", "take": ["ks"]}, "3♥", {"card": "9C", "take": ["2D", "7H"]},
              {"card": "8C", "take": ["3H", "5C"]}, {"card": "10H"}, {"card": "6S", "take": []},
              "4H", "7D", "5D", {"card": "AS", "take": ["4H", "7D"]}, "2S",
              {"card": "QC", "take": ["2S", "5D", "6S"]}],
    "meta": {"source": "another tool"}
  })";
  const engine::DealLog log = load_ok(text);
  CHECK(log.plays.size() == 12);
  CHECK_FALSE(log.deal_known);  // rounds 2 to 4 are not in the log
  const auto rep = engine::replay_sweep_log(log, 12, nullptr);
  REQUIRE(rep.has_value());
  CHECK(rep->state.table == sw::bit(card("TH")));
  CHECK(rep->state.sweep_points == std::array<std::int16_t, 2>{0, 16});
  CHECK(rep->state.piles[1] ==
        (sw::bit(card("3H")) | sw::bit(card("5C")) | sw::bit(card("8C")) | sw::bit(card("AS")) |
         sw::bit(card("4H")) | sw::bit(card("7D")) | sw::bit(card("QC")) | sw::bit(card("2S")) |
         sw::bit(card("5D")) | sw::bit(card("6S"))));
  // The writer gives canonical codes; the log reads back the same.
  const engine::LoadResult again = engine::parse_deal_log(engine::write_deal_log(log));
  REQUIRE(again.errors.empty());
  CHECK(*again.log == log);
}

TEST_CASE("sweep log errors: turns") {
  auto at2 = [](const std::string& turn) {
    std::vector<std::string> p = kPlays;
    p[2] = turn;
    return errors_of(with_deck("", p));
  };
  CHECK(at2(R"({"card": "9C", "take": ["3H", "5C"]})") ==
        Errors{"plays[2]: 9C cannot take 3H 5C: 3 + 5 = 8, not 9"});
  CHECK(at2(R"({"card": "9C", "take": ["2D", "6S"]})") ==
        Errors{"plays[2].take[1]: 6S is not on the table (the table holds 2D 3H 5C 7H)"});
  CHECK(at2(R"({"card": "9C", "take": ["2D", "2D"]})") ==
        Errors{"plays[2].take[1]: 2D is listed twice"});
  CHECK(at2(R"("AS")") == Errors{"plays[2]: seat 0 (Ann) does not hold AS in round 1: it was "
                                 "dealt to seat 1 (Bob) in round 1"});
  CHECK(at2(R"("7H")") ==
        Errors{"plays[2]: seat 0 (Ann) does not hold 7H in round 1: it is on the first table"});
  CHECK(at2(R"("KH")") == Errors{"plays[2]: KH was already played (plays[0])"});
  CHECK(at2(R"({"card": "9C", "take": [], "with": 1})") ==
        Errors{"plays[2].with: unknown key; a turn has \"card\" and \"take\""});
  CHECK(
      at2("5") ==
      Errors{"plays[2]: must be a card code (a trail) or {\"card\": ..., \"take\": [...]}, not 5"});
  CHECK(at2(R"("EO")") ==
        Errors{"plays[2]: \"EO\" is not a card (German codes do not apply to Sweep)"});
  CHECK(at2(R"({"take": ["2D"]})") == Errors{"plays[2]: a turn needs the \"card\" played"});
  CHECK(at2(R"({"card": "9C", "take": "2D"})") ==
        Errors{"plays[2].take: must be an array of card codes, not the text \"2D\""});
  // A trail is any card (SW-7c); a capture on an empty table is not.
  CHECK(at2(R"({"card": "9C"})").empty());
  std::vector<std::string> p = kPlays;
  p.push_back(R"({"card": "TH", "take": ["KS"]})");
  CHECK(errors_of(with_deck("", p)) ==
        Errors{"plays[4].take[0]: KS is not on the table (the table is empty)"});
  // Under sw_capture_compulsory a card that can capture must (SW-10).
  std::vector<std::string> q = kPlays;
  q[2] = R"("9C")";
  CHECK(errors_of(with_deck(R"("rules": {"sw_capture_compulsory": true}, )", q)) ==
        Errors{"plays[2]: 9C must capture (sw_capture_compulsory): it can take 2D 7H"});
}

TEST_CASE("sweep log errors: deck, table and hands") {
  std::vector<std::string> short_deck = deck_codes();
  short_deck.pop_back();
  CHECK(errors_of(log_text("", kPlays, json_list(short_deck))) ==
        Errors{"deck: the deck lists every one of the 52 cards, not 51"});
  std::vector<std::string> twice = deck_codes();
  twice[51] = "KH";
  CHECK(errors_of(log_text("", kPlays, json_list(twice))) ==
        Errors{"deck[51]: KH is listed twice (also deck[0])"});
  CHECK(errors_of(with_deck(R"("table": ["KS", "2D", "5C", "AS"], )")) ==
        Errors{"table[3]: the deck deals AS to seat 1 (Bob) in round 1, not onto the first table"});
  CHECK(errors_of(log_text(R"("table": ["JD", "2D", "5C", "7H"], )", kPlays, "")) ==
        Errors{"table: JD cannot start on the table: a jack goes back into the stock (SW-4)"});
  CHECK(errors_of(log_text(R"("table": ["2D", "5C", "7H"], )", kPlays, "")) ==
        Errors{"table: the first table holds 4 cards (SW-3), not 3"});
  CHECK(errors_of(with_deck(R"("hands": [[["AS"], null]], )")) ==
        Errors{"hands[0][0][0]: the deck deals AS to seat 1 (Bob) in round 1, not to seat 0 (Ann) "
               "in round 1"});
  CHECK(
      errors_of(with_deck(R"("hands": [[["KH", "5D", "2S", "9C", "TH", "4H", "AS"], null]], )")) ==
      Errors{"hands[0][0]: seat 0 (Ann) is dealt 6 cards a round (SW-3, SW-5), not 7"});
  CHECK(errors_of(with_deck(R"("hands": [null, null, null, null, null], )")) ==
        Errors{"hands: a Sweep hand has 4 rounds (SW-5), not 5"});
  CHECK(errors_of(with_deck(R"("hands": [[["KH"]]], )")) ==
        Errors{"hands[0]: must be a round: an array of 2 arrays of cards (seat 0, seat 1), not an "
               "array of 1"});
  // Without deck: duplicates between table and hands, and a hand that leaves out a played card.
  CHECK(errors_of(log_text(R"("table": ["KS", "2D", "5C", "7H"],
                              "hands": [[["KH", "5D", "2S", "9C", "TH", "KS"], null]], )",
                           kPlays, "")) == Errors{"hands[0][0][5]: KS is also on the first table"});
  CHECK(errors_of(log_text(R"("table": ["KS", "2D", "5C", "7H"],
                              "hands": [[["5D", "2S", "9C", "TH", "4H", "AD"], null]], )",
                           kPlays, "")) ==
        Errors{"plays[0]: seat 0 (Ann) does not hold KH in round 1 (dealt 2S 4H 5D 9C TH AD)"});
  // A hand that stops early needs the first table.
  CHECK(errors_of(log_text("", kPlays, "")) ==
        Errors{"table: missing: a hand that is not played to the end needs `table` or `deck` (the "
               "first table's 4 cards cannot be derived)"});
}

TEST_CASE("sweep log errors: top-level keys, rules and result") {
  CHECK(errors_of(with_deck(R"("preset": "skat", )")) ==
        Errors{"preset: unknown preset \"skat\" for Sweep (known: sweep, tablanette_cp)"});
  CHECK(errors_of(with_deck(R"("rules": {"ss_trump_suit": "D"}, )")) ==
        Errors{"rules.ss_trump_suit: unknown rule flag for Sweep (its flags start with sw_, "
               "RULES.md Appendix A)"});
  CHECK(errors_of(with_deck(R"("auction": ["pick"], "blind": ["AH", "TH"], )")) ==
        Errors{"blind: a Sweep log has no blind", "auction: a Sweep log has no auction"});
  CHECK(errors_of(with_deck(R"("result": {"points": [1, 2]}, )")) ==
        Errors{"result: the hand is not finished (4 of 48 turns played), so it has no result yet"});
  CHECK(errors_of(with_deck(R"("result": {"units": [1, -1]}, )")) ==
        Errors{"result.units: unknown key; a Sweep result has \"points\", \"honours\", \"cards\" "
               "and \"sweeps\""});
  CHECK(errors_of(with_deck(R"("result": {"points": [1, 2, 3]}, )")) ==
        Errors{"result.points: must list 2 seats, not 3",
               "result: the hand is not finished (4 of 48 turns played), so it has no result yet"});
  CHECK(errors_of(with_deck(R"("dealer": 2, )")
                      .replace(with_deck(R"("dealer": 2, )").find("\"dealer\": 1, "), 13, "")) ==
        Errors{"dealer: the dealer must be a seat from 0 to 1, not 2"});
  std::string three = with_deck();
  three.replace(three.find(R"(["Ann", "Bob"])"), 14, R"(["Ann", "Bob", "Cy"])");
  CHECK(errors_of(three) == Errors{"players: a Sweep log names 2 players, not 3"});
  CHECK(errors_of(log_text("", {R"("KH")"}, "[\"KH\", 7]")) ==
        Errors{"deck[1]: must be a card code such as \"KH\", not 7"});
}

TEST_CASE("sweep log: mangled logs are rejected or accepted, never a crash or hang") {
  const std::string good = engine::write_deal_log(whole_hand());
  REQUIRE(engine::parse_deal_log(good).errors.empty());
  std::uint64_t x = 12345;
  auto next = [&] {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return x;
  };
  const std::string alphabet = "\"[]{},:0123456789JQKAT2CSHD -null";
  int rejected = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string t = good;
    const int edits = 1 + static_cast<int>(next() % 4);
    for (int e = 0; e < edits && !t.empty(); ++e) {
      const std::size_t at = next() % t.size();
      switch (next() % 3) {
        case 0:
          t[at] = alphabet[next() % alphabet.size()];
          break;
        case 1:
          t.erase(at, 1 + next() % 12);
          break;
        default:
          t.insert(at, t.substr(next() % t.size(), 1 + next() % 40));
          break;
      }
    }
    const engine::LoadResult r = engine::parse_deal_log(t);
    CHECK(r.log.has_value() == r.errors.empty());
    for (const auto& err : r.errors) CHECK_FALSE(err.message.empty());
    rejected += r.log.has_value() ? 0 : 1;
  }
  CHECK(rejected > 2000);
}
