// Deal logs of Sheepshead's table options (RULES.md SS-14, DEAL_LOG.md): three and four seats,
// the jack-of-diamonds partner with its call-up, cracks, re-cracks and blitzes. Logs written
// from engine hands load back equal and replay to the engine's state for every variant; each
// kind of mistake is rejected with its location and a sentence.
#include <doctest/doctest.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "engine/hand_log.h"
#include "engine/sheepshead.h"
#include "test_ss_util.h"

namespace {

using engine::Announce;
using engine::Card;
using engine::CardMask;
using engine::Phase;
using engine::SheepsheadHand;
using engine::SheepsheadRules;
using json = nlohmann::json;

CardMask mask_of_list(const std::vector<Card>& cards) {
  CardMask m = 0;
  for (Card c : cards) m |= engine::bit(c);
  return m;
}

SheepsheadRules preset(const char* name) {
  const auto r = engine::sheepshead_preset(name);
  REQUIRE(r.has_value());
  return *r;
}

// The variants the round trips cover: every preset of SS-14 and mixes of its flags.
std::vector<SheepsheadRules> variants() {
  std::vector<SheepsheadRules> out;
  for (std::string_view name : engine::sheepshead_preset_names()) {
    out.push_back(*engine::sheepshead_preset(name));
  }
  SheepsheadRules r = preset("sheepshead_jack_of_diamonds_crack");
  r.crack_by = engine::CrackBy::kNoChanceToPick;
  r.blitz_red = true;
  r.max_multiplier = 4;
  out.push_back(r);
  for (int players : {3, 4}) {
    SheepsheadRules t = preset(players == 3 ? "sheepshead_3_handed" : "sheepshead_4_handed");
    t.crack = true;
    t.blitz = true;
    t.blitz_red = players == 4;
    t.all_pass = players == 3 ? engine::AllPass::kDoubler : engine::AllPass::kLeaster;
    out.push_back(t);
  }
  SheepsheadRules ca = preset("sheepshead");
  ca.crack = true;
  ca.blitz = true;
  out.push_back(ca);
  for (const SheepsheadRules& v : out) REQUIRE_FALSE(engine::check_sheepshead_rules(v));
  return out;
}

// The hand's log now, checked against the hand: a valid log from the play on, equal after a
// write and a read, and replaying to the same state.
void check_log(const SheepsheadHand& h, int& complete) {
  const engine::HandLog hl = engine::hand_log(h);
  const engine::DealLog& log = hl.log;
  const int n = h.seats();
  REQUIRE(log.hands.size() == static_cast<std::size_t>(n));
  REQUIRE(log.players.size() == static_cast<std::size_t>(n));
  for (int s = 0; s < n; ++s) {
    CHECK(mask_of_list(*log.hands[static_cast<std::size_t>(s)]) == h.deal().hands[s]);
  }
  CHECK(mask_of_list(*log.sheepshead().blind) == h.deal().blind);
  CHECK(log.sheepshead().doubles == h.announcements());
  if (h.phase() != Phase::kPlay && h.phase() != Phase::kDone) {
    CHECK_FALSE(hl.expressible);
    return;
  }
  REQUIRE(hl.expressible);
  for (const auto& e : hl.errors) FAIL_CHECK(engine::format_error(e));
  REQUIRE(hl.errors.empty());
  CHECK(log.deal_known);
  CHECK(log.sheepshead().picker == h.picker());
  const std::string text = engine::write_deal_log(log);
  const engine::LoadResult back = engine::parse_deal_log(text);
  for (const auto& e : back.errors) FAIL_CHECK(engine::format_error(e));
  REQUIRE(back.log.has_value());
  if (!(*back.log == log)) {
    const engine::DealLog& b = *back.log;
    INFO(text);
    CHECK(b.preset == log.preset);
    CHECK(b.rule_flags == log.rule_flags);
    CHECK(b.sheepshead().call == log.sheepshead().call);
    CHECK(b.sheepshead().doubles == log.sheepshead().doubles);
    CHECK(b.multiplier == log.multiplier);
    CHECK(b.hands == log.hands);
    CHECK(b.dealt == log.dealt);
    CHECK(b.sheepshead().dealt_blind == log.sheepshead().dealt_blind);
    CHECK(b.sheepshead().dealt_bury == log.sheepshead().dealt_bury);
    CHECK(b.play_seat == log.play_seat);
    CHECK(b.sheepshead().rules == log.sheepshead().rules);
    CHECK(b.result == log.result);
    CHECK(b.players == log.players);
    CHECK(b.meta_json == log.meta_json);
    CHECK(b.extra_json == log.extra_json);
    CHECK(b.sheepshead().blind_known == log.sheepshead().blind_known);
    FAIL("the log read back differs");
  }
  std::string err;
  const auto r = engine::replay_sheepshead(*back.log, back.log->plays.size(), &err);
  REQUIRE_MESSAGE(r.has_value(), err);
  CHECK(r->phase() == h.phase());
  CHECK(r->multiplier() == h.multiplier());
  CHECK(r->announcements() == h.announcements());
  CHECK(r->partner_card() == h.partner_card());
  CHECK(r->called() == h.called());
  for (int s = 0; s < n; ++s) CHECK(r->hand_of(s) == h.hand_of(s));
  if (h.phase() == Phase::kDone) {
    const engine::HandResult want = h.result();
    const engine::HandResult got = r->result();
    CHECK(got.units == want.units);
    CHECK(got.points == want.points);
    CHECK(got.multiplier == want.multiplier);
    CHECK(got.partner == want.partner);
    REQUIRE(log.result.has_value());
    REQUIRE(log.result->units.size() == static_cast<std::size_t>(n));
    for (int s = 0; s < n; ++s)
      CHECK(log.result->units[static_cast<std::size_t>(s)] == want.units[s]);
    ++complete;
  }
}

// Plays a hand to the end with a simple legal policy: pick with the given chance, bury the
// first cards, call `prefer_call` when legal, make `prefer` announcements when legal, then
// random legal cards.
struct Policy {
  std::uint32_t pick_percent = 60;
  std::optional<engine::CallType> prefer_call;
  std::vector<Announce> prefer;  // announcements to make whenever legal
};

SheepsheadHand play_hand(const SheepsheadRules& rules, std::uint64_t seed, const Policy& p,
                         const std::function<void(const SheepsheadHand&)>& each = {}) {
  const int dealer = static_cast<int>(seed % static_cast<std::uint64_t>(rules.seats()));
  SheepsheadHand h(rules, dealer, engine::deal_sheepshead(seed, dealer, rules.seats()));
  engine::Rng rng(seed * 7919 + 1);
  if (each) each(h);
  while (h.phase() != Phase::kDone) {
    switch (h.phase()) {
      case Phase::kPick:
        REQUIRE_FALSE(h.pick(!h.can_pass() || rng.below(100) < p.pick_percent));
        break;
      case Phase::kBury: {
        CardMask bury = 0;
        for (Card c : engine::cards(h.picker_cards())) {
          if (engine::count(bury) < rules.blind_size()) bury |= engine::bit(c);
        }
        REQUIRE_FALSE(h.bury(bury));
        break;
      }
      case Phase::kCall: {
        const auto calls = h.legal_calls();
        REQUIRE_FALSE(calls.empty());
        engine::Call c = calls[rng.below(static_cast<std::uint32_t>(calls.size()))];
        for (const engine::Call& x : calls) {
          if (p.prefer_call && x.type == *p.prefer_call) c = x;
        }
        REQUIRE_FALSE(h.call(c));
        break;
      }
      case Phase::kAnnounce: {
        Announce a = Announce::kPass;
        for (Announce x : h.legal_announcements()) {
          for (Announce want : p.prefer) {
            if (x == want) a = x;
          }
        }
        REQUIRE_FALSE(h.announce(a));
        break;
      }
      case Phase::kPlay:
        REQUIRE_FALSE(h.play(sstest::random_card(h.legal_cards(), rng)));
        break;
      case Phase::kDone:
        break;
    }
    if (each) each(h);
  }
  return h;
}

// The first seed from `from` whose hand (played with the policy) passes `want`.
SheepsheadHand find_hand(const SheepsheadRules& rules, const Policy& p,
                         const std::function<bool(const SheepsheadHand&)>& want,
                         std::uint64_t from = 1) {
  for (std::uint64_t seed = from; seed < from + 3000; ++seed) {
    SheepsheadHand h = play_hand(rules, seed, p);
    if (want(h)) return h;
  }
  FAIL("no seed gives the hand the test needs");
  return SheepsheadHand(rules, 0, engine::SheepsheadDeal{});
}

// The hand's complete log as JSON, to be changed by a test.
json log_json(const SheepsheadHand& h) {
  const engine::HandLog hl = engine::hand_log(h);
  for (const auto& e : hl.errors) FAIL_CHECK(engine::format_error(e));
  json j = json::parse(engine::write_deal_log(hl.log));
  REQUIRE(engine::parse_deal_log(j.dump()).errors.empty());
  return j;
}

std::vector<std::string> errors_of(const json& j) {
  const engine::LoadResult r = engine::parse_deal_log(j.dump());
  std::vector<std::string> out;
  for (const auto& e : r.errors) out.push_back(engine::format_error(e));
  CHECK(r.log.has_value() == out.empty());
  return out;
}

bool has_error(const std::vector<std::string>& errors, const std::string& text) {
  for (const std::string& e : errors) {
    if (e.find(text) != std::string::npos) return true;
  }
  return false;
}

#define CHECK_ERROR(errors, text)           \
  do {                                      \
    const auto& errs_ = (errors);           \
    INFO("errors: " << json(errs_).dump()); \
    CHECK(has_error(errs_, text));          \
  } while (false)

const Card kJD = engine::make_card(engine::Suit::kDiamonds, engine::Rank::kJack);

int holder_of(const SheepsheadHand& h, Card c) {
  for (int s = 0; s < h.seats(); ++s) {
    if (engine::has(h.deal().hands[s], c)) return s;
  }
  return -1;
}

}  // namespace

TEST_CASE("wisconsin logs: every variant round-trips at every phase (SS-14)") {
  int complete = 0;
  int announced = 0;
  int call_ups = 0;
  int hands = 0;
  for (const SheepsheadRules& rules : variants()) {
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
      const int dealer = static_cast<int>(seed % static_cast<std::uint64_t>(rules.seats()));
      SheepsheadHand h(rules, dealer,
                       engine::deal_sheepshead(seed * 131 + 5, dealer, rules.seats()));
      engine::Rng rng(seed ^ 0xabcdull);
      check_log(h, complete);
      while (h.phase() != Phase::kDone) {
        sstest::random_action(h, rng, 60);
        check_log(h, complete);
      }
      ++hands;
      announced += h.announcements().empty() ? 0 : 1;
      call_ups += h.called() && h.called()->type == engine::CallType::kJack ? 1 : 0;
    }
  }
  CHECK(complete == hands);
  // The random hands reach what the test is about.
  CHECK(announced > 10);
  CHECK(call_ups > 0);
}

TEST_CASE("wisconsin logs: valid logs of each variant load with their keys") {
  SUBCASE("three-handed: 10 cards, a 2-card blind, the picker alone") {
    const SheepsheadHand h =
        find_hand(preset("sheepshead_3_handed"), {}, [](const auto& x) { return x.picker() >= 0; });
    const json j = log_json(h);
    CHECK(j["players"].size() == 3);
    CHECK(j["hands"][0].size() == 10);
    CHECK(j["bury"].size() == 2);
    CHECK_FALSE(j.contains("call"));
    CHECK(j["plays"].size() == 30);
    CHECK(errors_of(j).empty());
  }
  SUBCASE("four-handed: 7 cards, a 4-card blind and bury") {
    const SheepsheadHand h =
        find_hand(preset("sheepshead_4_handed"), {}, [](const auto& x) { return x.picker() >= 0; });
    const json j = log_json(h);
    CHECK(j["hands"][3].size() == 7);
    CHECK(j["blind"].size() == 4);
    CHECK(j["bury"].size() == 4);
    CHECK(j["plays"].size() == 28);
    CHECK(errors_of(j).empty());
  }
  SUBCASE("four passes four-handed: a leaster") {
    Policy p;
    p.pick_percent = 0;
    const SheepsheadHand h =
        find_hand(preset("sheepshead_4_handed"), p, [](const auto& x) { return x.is_leaster(); });
    const json j = log_json(h);
    CHECK(j["auction"].size() == 4);
    CHECK(errors_of(j).empty());
  }
  SUBCASE("jack of diamonds: no call, the holder of JD is the partner") {
    const SheepsheadHand h =
        find_hand(preset("sheepshead_jack_of_diamonds"), {}, [](const SheepsheadHand& x) {
          return x.picker() >= 0 && holder_of(x, kJD) >= 0 && holder_of(x, kJD) != x.picker();
        });
    const json j = log_json(h);
    CHECK_FALSE(j.contains("call"));
    const engine::LoadResult r = engine::parse_deal_log(j.dump());
    REQUIRE(r.log.has_value());
    std::string err;
    const auto rep = engine::replay_sheepshead(*r.log, r.log->plays.size(), &err);
    REQUIRE(rep.has_value());
    CHECK(rep->result().partner == holder_of(h, kJD));
  }
  SUBCASE("a call-up to the next jack") {
    Policy p;
    p.prefer_call = engine::CallType::kJack;
    const SheepsheadHand h =
        find_hand(preset("sheepshead_jack_of_diamonds_crack"), p, [](const SheepsheadHand& x) {
          return x.called() && x.called()->type == engine::CallType::kJack;
        });
    const json j = log_json(h);
    const std::string card = j["call"]["card"].get<std::string>();
    CHECK(card[0] == 'J');
    const engine::LoadResult r = engine::parse_deal_log(j.dump());
    REQUIRE(r.log.has_value());
    REQUIRE(r.log->sheepshead().call.has_value());
    CHECK(r.log->sheepshead().call->type == engine::CallType::kJack);
  }
  SUBCASE("a crack and a re-crack double twice") {
    Policy p;
    p.prefer = {Announce::kCrack, Announce::kRecrack};
    const SheepsheadHand h =
        find_hand(preset("sheepshead_jack_of_diamonds_crack"), p, [](const SheepsheadHand& x) {
          return x.announcements().size() == 2 && x.announcements()[1].kind == Announce::kRecrack;
        });
    const json j = log_json(h);
    CHECK(j["doubles"][0]["call"] == "crack");
    CHECK(j["doubles"][1]["call"] == "recrack");
    CHECK(j["doubles"][1]["seat"] == h.picker());
    const engine::LoadResult r = engine::parse_deal_log(j.dump());
    REQUIRE(r.log.has_value());
    std::string err;
    const auto rep = engine::replay_sheepshead(*r.log, r.log->plays.size(), &err);
    REQUIRE(rep.has_value());
    CHECK(rep->result().multiplier == 4);
  }
  SUBCASE("a blitz shows its queens") {
    Policy p;
    p.prefer = {Announce::kBlitzBlack};
    const SheepsheadHand h =
        find_hand(preset("sheepshead_jack_of_diamonds_crack"), p, [](const SheepsheadHand& x) {
          return x.announcements().size() == 1 &&
                 x.announcements()[0].kind == Announce::kBlitzBlack;
        });
    const json j = log_json(h);
    CHECK(j["doubles"][0]["call"] == "blitz");
    CHECK(j["doubles"][0]["cards"] == json::array({"QC", "QS"}));
    CHECK(errors_of(j).empty());
  }
}

TEST_CASE("wisconsin logs: located errors") {
  SUBCASE("hand sizes follow ss_players") {
    const SheepsheadHand h =
        find_hand(preset("sheepshead_3_handed"), {}, [](const auto& x) { return x.picker() >= 0; });
    json j = log_json(h);
    json extra = j;
    extra["hands"][1].push_back(j["blind"][0]);
    extra.erase("blind");
    CHECK_ERROR(errors_of(extra),
                "hands[1]: seat 1 (Seat 2) was dealt 10 cards with ss_players = 3, not 11");
    json five = j;
    five["hands"].push_back(json::array());
    five["hands"].push_back(json::array());
    CHECK_ERROR(errors_of(five),
                "hands: a Sheepshead log lists 3 hands with ss_players = 3, not 5");
    json players = j;
    players["players"].push_back("Dee");
    CHECK_ERROR(errors_of(players),
                "players: a Sheepshead log names 3 players with ss_players = 3, not 4");
    json dealer = j;
    dealer["dealer"] = 3;
    CHECK_ERROR(errors_of(dealer), "dealer: the dealer must be a seat from 0 to 2, not 3");
    json units = j;
    units["result"]["units"].push_back(0);
    CHECK_ERROR(errors_of(units), "result.units: must list 3 seats with ss_players = 3, not 4");
    json auction = j;
    auction["auction"] = json::array({"pass", "pass", "pass", "pass"});
    CHECK_ERROR(errors_of(auction), "auction[3]: only 3 players speak in the auction");
  }
  SUBCASE("the blind and the bury of four hands hold 4 cards") {
    const SheepsheadHand h =
        find_hand(preset("sheepshead_4_handed"), {}, [](const auto& x) { return x.picker() >= 0; });
    json j = log_json(h);
    json blind = j;
    blind["blind"].erase(blind["blind"].begin());
    CHECK_ERROR(errors_of(blind), "blind: the blind holds 4 cards with ss_players = 4, not 3");
    json bury = j;
    bury["bury"].erase(bury["bury"].begin());
    CHECK_ERROR(errors_of(bury),
                "bury: the picker buries exactly 4 cards with ss_players = 4, not 3");
  }
  SUBCASE("a three-handed picker calls nothing") {
    const SheepsheadHand h =
        find_hand(preset("sheepshead_3_handed"), {}, [](const auto& x) { return x.picker() >= 0; });
    json j = log_json(h);
    j["call"] = {{"card", "AH"}};
    CHECK_ERROR(errors_of(j), "call: the picker plays alone with ss_players = 3 (SS-14.2)");
  }
  SUBCASE("flags that make no table") {
    const SheepsheadHand h =
        find_hand(preset("sheepshead_3_handed"), {}, [](const auto& x) { return x.picker() >= 0; });
    json j = log_json(h);
    j["rules"]["ss_partner_rule"] = "jack_of_diamonds";
    const auto errs = errors_of(j);
    REQUIRE(errs.size() == 1);
    CHECK(errs[0].rfind("rules: ", 0) == 0);
    json bad = log_json(h);
    bad["rules"]["ss_players"] = 6;
    CHECK_ERROR(errors_of(bad), "rules.ss_players:");
    json preset_name = log_json(h);
    preset_name["preset"] = "sheepshead_2_handed";
    CHECK_ERROR(errors_of(preset_name), "sheepshead_3_handed, sheepshead_4_handed");
  }
}

TEST_CASE("wisconsin logs: located errors in the call (SS-14.1, SS-14.2)") {
  SUBCASE("under the jack-of-diamonds rule no ace is called") {
    const SheepsheadHand h = find_hand(
        preset("sheepshead_jack_of_diamonds"), {},
        [](const SheepsheadHand& x) { return x.picker() >= 0 && holder_of(x, kJD) != x.picker(); });
    json j = log_json(h);
    j["call"] = {{"card", "AH"}};
    CHECK_ERROR(errors_of(j),
                "call.card: AH cannot be called: under ss_partner_rule = "
                "jack_of_diamonds the holder of JD is the partner");
  }
  SUBCASE("a call-up needs JD in the picker's hand") {
    const SheepsheadRules rules = preset("sheepshead_jack_of_diamonds_crack");
    const SheepsheadHand h = find_hand(rules, {}, [](const SheepsheadHand& x) {
      return x.picker() >= 0 && holder_of(x, kJD) >= 0 && holder_of(x, kJD) != x.picker() &&
             x.announcements().empty();
    });
    json j = log_json(h);
    j["call"] = {{"card", "JH"}};
    CHECK_ERROR(errors_of(j), "call: JH cannot be called up: he does not hold JD");
    j["call"] = {{"alone", true}};
    CHECK_ERROR(errors_of(j), "call: the picker cannot play alone: he does not hold JD");
  }
  SUBCASE("a call-up goes to the next jack the picker lacks") {
    Policy p;
    p.prefer_call = engine::CallType::kJack;
    const SheepsheadHand h =
        find_hand(preset("sheepshead_jack_of_diamonds_crack"), p, [](const SheepsheadHand& x) {
          return x.called() && x.called()->type == engine::CallType::kJack &&
                 x.announcements().empty();
        });
    json j = log_json(h);
    // Another jack than the one the engine called: either held by the picker or not the next.
    const Card called = h.called()->called_card();
    for (const char* other : {"JC", "JS", "JH"}) {
      if (engine::card_code(called) == other) continue;
      j["call"] = {{"card", other}};
      const auto errs = errors_of(j);
      REQUIRE_FALSE(errs.empty());
      CHECK(errs[0].rfind("call: ", 0) == 0);
    }
    json ace = j;
    ace["call"] = {{"card", "AH"}};
    CHECK_ERROR(errors_of(ace), "call.card: AH cannot be called");
  }
  SUBCASE("a jack is not called under the called ace") {
    const SheepsheadHand h = find_hand(preset("sheepshead"), {},
                                       [](const SheepsheadHand& x) { return x.picker() >= 0; });
    json j = log_json(h);
    j["call"] = {{"card", "JH"}};
    CHECK_ERROR(errors_of(j),
                "call.card: JH cannot be called: a jack is called up only under "
                "ss_partner_rule = jack_of_diamonds");
  }
}

TEST_CASE("wisconsin logs: located errors in cracks and blitzes (SS-14.3, SS-14.4)") {
  SUBCASE("cracks and blitzes need the table to allow them") {
    const SheepsheadHand h = find_hand(preset("sheepshead"), {},
                                       [](const SheepsheadHand& x) { return x.picker() >= 0; });
    json j = log_json(h);
    const int other = (h.picker() + 1) % 5;
    j["doubles"] = json::array({{{"seat", other}, {"call", "crack"}}});
    CHECK_ERROR(errors_of(j), "doubles[0]: nobody may crack: cracking is off at this table");
    j["doubles"] = json::array({{{"seat", other}, {"call", "blitz"}, {"cards", {"QS", "QC"}}}});
    CHECK_ERROR(errors_of(j), "doubles[0]: nobody may blitz: blitzes are off at this table");
  }
  SUBCASE("a crack by the picker, a re-crack without a crack, a crack too early") {
    SheepsheadRules rules = preset("sheepshead_jack_of_diamonds_crack");
    rules.crack_by = engine::CrackBy::kNoChanceToPick;
    const SheepsheadHand h = find_hand(rules, {}, [](const SheepsheadHand& x) {
      // A picker with seats both before and after him in the pick order.
      const int turn = (x.picker() - x.dealer() - 1 + 10) % 5;
      return x.picker() >= 0 && turn >= 1 && turn <= 3 && x.announcements().empty();
    });
    json j = log_json(h);
    json by_picker = j;
    by_picker["doubles"] = json::array({{{"seat", h.picker()}, {"call", "crack"}}});
    CHECK_ERROR(errors_of(by_picker), "doubles[0]: seat " + std::to_string(h.picker()) + " (Seat " +
                                          std::to_string(h.picker() + 1) + ") cannot crack");
    json recrack = j;
    recrack["doubles"] = json::array({{{"seat", h.picker()}, {"call", "recrack"}}});
    CHECK_ERROR(errors_of(recrack), "doubles[0]: seat " + std::to_string(h.picker()) + " (Seat " +
                                        std::to_string(h.picker() + 1) +
                                        ") cannot re-crack: a re-crack answers a crack");
    const int early = (h.dealer() + 1) % 5;  // spoke before the picker
    json too_early = j;
    too_early["doubles"] = json::array({{{"seat", early}, {"call", "crack"}}});
    CHECK_ERROR(errors_of(too_early), "doubles[0]: seat " + std::to_string(early) + " (Seat " +
                                          std::to_string(early + 1) + ") cannot crack");
    CHECK_ERROR(errors_of(too_early), "ss_crack_by = no_chance_to_pick");
  }
  SUBCASE("a blitz needs the pair") {
    const SheepsheadRules rules = preset("sheepshead_jack_of_diamonds_crack");
    const SheepsheadHand h = find_hand(rules, {}, [](const SheepsheadHand& x) {
      return x.picker() >= 0 && x.announcements().empty();
    });
    json j = log_json(h);
    const Card qc = engine::make_card(engine::Suit::kClubs, engine::Rank::kQueen);
    const int holder = holder_of(h, qc) >= 0 ? holder_of(h, qc) : h.picker();
    const int other = (holder + 1) % 5;
    j["doubles"] = json::array({{{"seat", other}, {"call", "blitz"}, {"cards", {"QC", "QS"}}}});
    const auto errs = errors_of(j);
    REQUIRE_FALSE(errs.empty());
    CHECK(errs[0].rfind("doubles[0]", 0) == 0);
    json red = log_json(h);
    red["doubles"] = json::array({{{"seat", other}, {"call", "blitz"}, {"cards", {"QH", "QD"}}}});
    CHECK_ERROR(errors_of(red),
                "doubles[0]: a blitz shows both black queens (QC QS) at this "
                "table: the red queens count only with ss_blitz_red");
    json odd = log_json(h);
    odd["doubles"] = json::array({{{"seat", other}, {"call", "blitz"}, {"cards", {"QC", "QH"}}}});
    CHECK_ERROR(errors_of(odd),
                "doubles[0].cards: a blitz shows both black queens (QC QS) or "
                "both red queens (QH QD), not");
    json none = log_json(h);
    none["doubles"] = json::array({{{"seat", other}, {"call", "blitz"}}});
    CHECK_ERROR(errors_of(none), "doubles[0]: a blitz shows its two queens");
    json kontra = log_json(h);
    kontra["doubles"] = json::array({{{"seat", other}, {"call", "kontra"}}});
    CHECK_ERROR(errors_of(kontra),
                "doubles[0].call: must be \"crack\", \"recrack\" or \"blitz\", not the text");
  }
  SUBCASE("doubles that come out of order never fit the poll") {
    Policy p;
    p.prefer = {Announce::kCrack, Announce::kRecrack};
    const SheepsheadHand h =
        find_hand(preset("sheepshead_jack_of_diamonds_crack"), p, [](const SheepsheadHand& x) {
          return x.announcements().size() == 2 && x.announcements()[1].kind == Announce::kRecrack;
        });
    json j = log_json(h);
    std::swap(j["doubles"][0], j["doubles"][1]);
    CHECK_ERROR(errors_of(j), "doubles[0]:");
    json units = log_json(h);
    units["result"]["units"][0] = units["result"]["units"][0].get<int>() + 1;
    CHECK_ERROR(errors_of(units), "result.units[0]: the log says");
  }
}

TEST_CASE("wisconsin logs: hands in progress and hands known only from their plays") {
  SUBCASE("a call-up still to make: the log stops at the call") {
    Policy p;
    p.prefer_call = engine::CallType::kJack;
    const SheepsheadHand h =
        find_hand(preset("sheepshead_jack_of_diamonds_crack"), p, [](const SheepsheadHand& x) {
          return x.called() && x.called()->type == engine::CallType::kJack;
        });
    json j = log_json(h);
    for (const char* key : {"call", "doubles", "plays", "result"}) j.erase(key);
    j["plays"] = json::array();
    const engine::LoadResult r = engine::parse_deal_log(j.dump());
    for (const auto& e : r.errors) FAIL_CHECK(engine::format_error(e));
    REQUIRE(r.log.has_value());
    std::string err;
    const auto rep = engine::replay_sheepshead(*r.log, 0, &err);
    REQUIRE_MESSAGE(rep.has_value(), err);
    CHECK(rep->phase() == Phase::kCall);
    // Plays without the call the hand needs: a located error.
    json missing = log_json(h);
    missing.erase("call");
    CHECK_ERROR(errors_of(missing), "call: the call is missing: the picker, seat ");
  }
  SUBCASE("a crack log without plays stands before the first lead") {
    Policy p;
    p.prefer = {Announce::kCrack};
    const SheepsheadHand h =
        find_hand(preset("sheepshead_jack_of_diamonds_crack"), p, [](const SheepsheadHand& x) {
          return x.announcements().size() == 1 && x.announcements()[0].kind == Announce::kCrack;
        });
    json j = log_json(h);
    j["plays"] = json::array();
    j.erase("result");
    const engine::LoadResult r = engine::parse_deal_log(j.dump());
    REQUIRE(r.log.has_value());
    std::string err;
    const auto rep = engine::replay_sheepshead(*r.log, 0, &err);
    REQUIRE_MESSAGE(rep.has_value(), err);
    CHECK(rep->phase() == Phase::kPlay);
    CHECK(rep->multiplier() == 2);
  }
  SUBCASE("no hands given: the deal follows from the plays, the result is still checked") {
    Policy p;
    p.prefer = {Announce::kCrack, Announce::kRecrack, Announce::kBlitzBlack};
    for (const char* name :
         {"sheepshead_3_handed", "sheepshead_4_handed", "sheepshead_jack_of_diamonds_crack"}) {
      CAPTURE(name);
      const SheepsheadHand h =
          find_hand(preset(name), p, [](const SheepsheadHand& x) { return x.picker() >= 0; });
      json j = log_json(h);
      j.erase("hands");
      j.erase("blind");
      const engine::LoadResult r = engine::parse_deal_log(j.dump());
      for (const auto& e : r.errors) FAIL_CHECK(engine::format_error(e));
      REQUIRE(r.log.has_value());
      CHECK(r.log->deal_known);
      json wrong = j;
      wrong["result"]["units"][0] = wrong["result"]["units"][0].get<int>() + 1;
      CHECK_ERROR(errors_of(wrong), "result.units[0]: the log says");
    }
  }
}
