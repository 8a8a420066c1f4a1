// Sheepshead logs of hands in progress (DEAL_LOG.md "Hands in progress"): a log that stops in
// the auction, at the bury or at the call loads, and replays to a hand waiting for exactly that
// decision; a log that stops there but records something later is still an error.
#include <doctest/doctest.h>

#include <string>

#include "engine/deal_log.h"

namespace {

// The DEAL_LOG.md example deal (dealer 4, so seat 0 speaks first) with `tail` as its last keys.
std::string deal(const std::string& tail) {
  return R"({"format": "schmier-deal-log", "version": 1, "game": "sheepshead", "dealer": 4,
    "hands": [["QC","JS","AD","7D","9S","KH"], ["QS","TD","8C","KC","AS","7H"],
              ["QH","JC","JH","9D","TC","8H"], ["QD","JD","KD","AC","7C","9H"],
              ["8D","TS","KS","8S","7S","9C"]],
    "blind": ["AH","TH"], )" +
         tail + "}";
}

// The hand the log replays to (its every play applied); fails the test when it does not load.
std::optional<engine::SheepsheadHand> hand_of(const std::string& text) {
  engine::LoadResult r = engine::parse_deal_log(text);
  for (const auto& e : r.errors) INFO(engine::format_error(e));
  REQUIRE(r.errors.empty());
  REQUIRE(r.log);
  CHECK(r.log->deal_known);
  std::string why;
  auto h = engine::replay_sheepshead(*r.log, r.log->plays.size(), &why);
  INFO(why);
  REQUIRE(h);
  return h;
}

std::string first_error(const std::string& text) {
  engine::LoadResult r = engine::parse_deal_log(text);
  return r.errors.empty() ? std::string() : engine::format_error(r.errors.front());
}

}  // namespace

TEST_CASE("hands in progress: an auction with no pick yet stops at the next seat's pick") {
  auto h = hand_of(deal(R"("auction": [], "plays": [])"));
  CHECK(h->phase() == engine::Phase::kPick);
  CHECK(h->to_act() == 0);
  h = hand_of(deal(R"("auction": ["pass", "pass", "pass"], "plays": [])"));
  CHECK(h->phase() == engine::Phase::kPick);
  CHECK(h->to_act() == 3);
  // Five passes are a whole auction: a leaster, whose first lead is the next decision.
  h = hand_of(deal(R"("auction": ["pass", "pass", "pass", "pass", "pass"], "plays": [])"));
  CHECK(h->phase() == engine::Phase::kPlay);
  CHECK(h->is_leaster());
}

TEST_CASE("hands in progress: a pick without a bury stops at the bury, a bury at the call") {
  auto h = hand_of(deal(R"("auction": ["pass", "pick"], "plays": [])"));
  CHECK(h->phase() == engine::Phase::kBury);
  CHECK(h->to_act() == 1);
  // The picker holds his six and the blind.
  engine::CardMask eight = 0;
  for (const char* c : {"QS", "TD", "8C", "KC", "AS", "7H", "AH", "TH"}) {
    eight |= engine::bit(*engine::parse_card(c));
  }
  CHECK(h->hand_of(1) == eight);
  h = hand_of(deal(R"("auction": ["pass", "pick"], "bury": ["8C", "7H"], "plays": [])"));
  CHECK(h->phase() == engine::Phase::kCall);
  CHECK(h->to_act() == 1);
}

TEST_CASE("hands in progress: a stop with something recorded after it is still an error") {
  CHECK(first_error(deal(R"("auction": ["pass"], "bury": ["8C", "7H"], "plays": [])")) ==
        "auction: the auction stops after 1 passes; it must end at the first \"pick\" or hold "
        "five \"pass\"");
  CHECK(first_error(deal(R"("auction": [], "plays": ["QC"])")) ==
        "auction: the auction is missing: a Sheepshead log needs it");
  CHECK(first_error(deal(R"("auction": ["pick"], "plays": ["QC"])"))
            .starts_with("call: the call is missing"));
  CHECK(first_error(deal(R"("auction": ["pick"], "bury": ["7D", "TH"], "plays": ["QC"])"))
            .starts_with("call: the call is missing"));
  // A bury that is not the picker's is refused at the bury decision too.
  CHECK(first_error(deal(R"("auction": ["pick"], "bury": ["QS", "TH"], "plays": [])")) ==
        "bury[0]: QS was dealt to seat 1, not to the picker, seat 0 (Seat 1)");
}
