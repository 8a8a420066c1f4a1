// The sample deal logs in samples/ (DEAL_LOG.md): every one loads and validates, survives a
// write/re-read round trip, and each Sheepshead sample really shows the scenario it is named
// after (RULES.md SS-6 calls, SS-10 rows, SS-11 leaster, SS-13 doubler), and so does each Sweep
// sample (sweep-*.json, RULES.md §5; their validate/show/solve runs are in tests/sweep_cli.cmake).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "engine/sheepshead.h"
#include "engine/sweep.h"

namespace {

namespace fs = std::filesystem;

const fs::path kSamples = fs::path(SCHMIER_SOURCE_DIR) / "samples";

engine::DealLog load(const std::string& file) {
  const fs::path path = kSamples / file;
  REQUIRE_MESSAGE(fs::exists(path), "missing sample ", path.string());
  engine::LoadResult r = engine::load_deal_log_file(path.string());
  for (const engine::LogError& e : r.errors) {
    FAIL_CHECK(file, ": ", engine::format_error(e));
  }
  REQUIRE(r.log.has_value());
  return *r.log;
}

// The finished hand of a complete Sheepshead sample.
struct Played {
  engine::DealLog log;
  engine::HandResult result;
};

Played play(const std::string& file) {
  Played p{load(file), {}};
  REQUIRE(p.log.game == engine::Game::kSheepshead);
  REQUIRE(p.log.deal_known);
  std::string error;
  const auto hand = engine::replay_sheepshead(p.log, p.log.plays.size(), &error);
  REQUIRE_MESSAGE(hand.has_value(), error);
  REQUIRE(hand->phase() == engine::Phase::kDone);
  p.result = hand->result();
  return p;
}

engine::CallType call_type(const engine::DealLog& log) {
  REQUIRE(log.sheepshead().call.has_value());
  return log.sheepshead().call->type;
}

}  // namespace

TEST_CASE("samples: every sample loads, validates and round-trips through the writer") {
  std::vector<fs::path> files;
  for (const fs::directory_entry& e : fs::directory_iterator(kSamples)) {
    if (e.path().extension() == ".json") files.push_back(e.path());
  }
  REQUIRE(files.size() >= 9);
  for (const fs::path& f : files) {
    CAPTURE(f.string());
    const engine::DealLog log = load(f.filename().string());
    const engine::LoadResult again = engine::parse_deal_log(engine::write_deal_log(log));
    REQUIRE(again.errors.empty());
    CHECK(*again.log == log);
    CHECK_FALSE(log.meta_json.empty());  // each sample says what it shows
  }
}

TEST_CASE("samples: complete Sheepshead samples record the result the engine computes") {
  for (const char* file : {"ace-call-won.json", "ten-call.json", "unknown-call.json",
                           "alone-won.json", "alone-lost.json", "schneider.json", "no-trick.json",
                           "picker-side-loses.json", "leaster.json"}) {
    CAPTURE(file);
    const Played p = play(file);
    REQUIRE(p.log.result.has_value());  // so the loader has checked it against the engine
    CHECK(p.log.plays.size() == 30);
    int sum = 0;
    for (int u : p.log.result->units) sum += u;
    CHECK(sum == 0);  // SS-T10
  }
}

TEST_CASE("samples: ace-call-won.json is an ace call won by the picker's side (SS-6.2, W1)") {
  const Played p = play("ace-call-won.json");
  CHECK(call_type(p.log) == engine::CallType::kAce);
  CHECK(p.result.partner >= 0);
  CHECK(p.result.row == "W1");
}

TEST_CASE(
    "samples: ten-call.json has a ten call by a picker holding all three fail aces (SS-6.3)") {
  const Played p = play("ten-call.json");
  REQUIRE(call_type(p.log) == engine::CallType::kTen);
  const engine::CardMask eight = p.log.dealt[static_cast<std::size_t>(p.log.sheepshead().picker)] |
                                 p.log.sheepshead().dealt_blind;
  for (engine::Suit s : {engine::Suit::kClubs, engine::Suit::kSpades, engine::Suit::kHearts}) {
    CHECK(engine::has(eight, engine::make_card(s, engine::Rank::kAce)));
  }
}

TEST_CASE("samples: unknown-call.json has an unknown call with its under card played (SS-6.4)") {
  const Played p = play("unknown-call.json");
  REQUIRE(call_type(p.log) == engine::CallType::kUnknown);
  const engine::Card under = p.log.sheepshead().call->under;
  REQUIRE(under != engine::kNoCard);
  bool played = false;
  for (engine::Card c : p.log.plays) played = played || c == under;
  CHECK(played);
}

TEST_CASE("samples: alone-won.json and alone-lost.json: the picker alone wins, then loses") {
  const Played won = play("alone-won.json");
  CHECK(call_type(won.log) == engine::CallType::kAlone);
  CHECK(won.result.partner == -1);
  CHECK(won.result.row[0] == 'W');
  CHECK(won.result.units[static_cast<std::size_t>(won.result.picker)] > 0);

  const Played lost = play("alone-lost.json");
  CHECK(call_type(lost.log) == engine::CallType::kAlone);
  CHECK(lost.result.row[0] == 'L');
  CHECK(lost.result.units[static_cast<std::size_t>(lost.result.picker)] < 0);
}

TEST_CASE("samples: schneider.json is a schneider (W2 or L2, SS-10.1)") {
  const Played p = play("schneider.json");
  CHECK((p.result.row == "W2" || p.result.row == "L2"));
  const int pp = p.result.picker_side_points;
  CHECK((pp >= 91 || pp <= 30));
}

TEST_CASE("samples: no-trick.json: one side takes no trick (W3 or L3, SS-9.3)") {
  const Played p = play("no-trick.json");
  CHECK((p.result.row == "W3" || p.result.row == "L3"));
  int picker_side_tricks = 0;
  for (int s = 0; s < 5; ++s) {
    if (s == p.result.picker || s == p.result.partner) {
      picker_side_tricks += p.result.tricks[static_cast<std::size_t>(s)];
    }
  }
  CHECK((picker_side_tricks == 0 || picker_side_tricks == 6));
}

TEST_CASE("samples: picker-side-loses.json: the picker's side loses with a partner (L1)") {
  const Played p = play("picker-side-loses.json");
  CHECK(p.result.partner >= 0);
  CHECK(p.result.row == "L1");
}

TEST_CASE("samples: leaster.json: five passes, a leaster with a winner (SS-11)") {
  const Played p = play("leaster.json");
  CHECK(p.log.sheepshead().auction == std::vector<bool>(5, false));
  CHECK(p.log.sheepshead().picker == -1);
  CHECK(p.result.leaster);
  REQUIRE(p.result.leaster_winner >= 0);
  CHECK(p.result.units[static_cast<std::size_t>(p.result.leaster_winner)] == 4);
}

TEST_CASE(
    "samples: doubler-1988.json: five passes under sheepshead_1988 throw the hand in (SS-13.2)") {
  const engine::DealLog log = load("doubler-1988.json");
  CHECK(log.preset == "sheepshead_1988");
  CHECK(log.sheepshead().auction == std::vector<bool>(5, false));
  CHECK(log.plays.empty());
  std::string error;
  const auto hand = engine::replay_sheepshead(log, 0, &error);
  REQUIRE_MESSAGE(hand.has_value(), error);
  CHECK(hand->phase() == engine::Phase::kDone);
  CHECK(hand->result().thrown_in);
}

// --- SS-14 tables (samples/sheepshead-*.json, RULES.md §3.14) --------------------------------

TEST_CASE("samples: the SS-14 samples are complete, with the engine's result and zero-sum units") {
  for (const char* file : {"sheepshead-jack-of-diamonds.json", "sheepshead-call-up.json",
                           "sheepshead-crack-recrack.json", "sheepshead-blitz.json",
                           "sheepshead-3-handed.json", "sheepshead-4-handed.json"}) {
    CAPTURE(file);
    const Played p = play(file);
    REQUIRE(p.log.result.has_value());
    const engine::SheepsheadRules& r = p.log.sheepshead().rules;
    CHECK(p.log.plays.size() == static_cast<std::size_t>(r.seats() * r.hand_size()));
    CHECK(p.log.result->units.size() == static_cast<std::size_t>(r.seats()));
    int sum = 0;
    for (int u : p.log.result->units) sum += u;
    CHECK(sum == 0);
    CHECK(p.result.picker >= 0);
  }
}

TEST_CASE(
    "samples: sheepshead-jack-of-diamonds.json: JD's holder is the partner, shown in trick "
    "3 or later (SS-14.1)") {
  const Played p = play("sheepshead-jack-of-diamonds.json");
  CHECK(p.log.sheepshead().rules.partner_rule == engine::PartnerRule::kJackOfDiamonds);
  CHECK_FALSE(p.log.sheepshead().call.has_value());
  const engine::Card jd = engine::make_card(engine::Suit::kDiamonds, engine::Rank::kJack);
  const auto at = std::find(p.log.plays.begin(), p.log.plays.end(), jd);
  REQUIRE(at != p.log.plays.end());
  const auto k = static_cast<std::size_t>(at - p.log.plays.begin());
  CHECK(k / 5 >= 2);
  CHECK(p.result.partner == p.log.play_seat[k]);
  CHECK(p.result.partner != p.result.picker);
}

TEST_CASE("samples: sheepshead-call-up.json: the picker holds JD and calls up a jack (SS-14.1)") {
  const Played p = play("sheepshead-call-up.json");
  CHECK(call_type(p.log) == engine::CallType::kJack);
  const engine::Card jd = engine::make_card(engine::Suit::kDiamonds, engine::Rank::kJack);
  CHECK(engine::has(p.log.dealt[static_cast<std::size_t>(p.log.sheepshead().picker)] |
                        p.log.sheepshead().dealt_blind,
                    jd));
  const engine::Card up = p.log.sheepshead().call->called_card();
  CHECK(engine::rank_of(up) == engine::Rank::kJack);
  REQUIRE(p.result.partner >= 0);
  CHECK(engine::has(p.log.dealt[static_cast<std::size_t>(p.result.partner)], up));
}

TEST_CASE(
    "samples: sheepshead-crack-recrack.json: a crack and the picker's re-crack make x4 "
    "(SS-14.3)") {
  const Played p = play("sheepshead-crack-recrack.json");
  REQUIRE(p.log.sheepshead().doubles.size() == 2);
  CHECK(p.log.sheepshead().doubles[0].kind == engine::Announce::kCrack);
  CHECK(p.log.sheepshead().doubles[0].seat != p.log.sheepshead().picker);
  CHECK(p.log.sheepshead().doubles[1].kind == engine::Announce::kRecrack);
  CHECK(p.log.sheepshead().doubles[1].seat == p.log.sheepshead().picker);
  CHECK(p.result.multiplier == 4);
}

TEST_CASE("samples: sheepshead-blitz.json: both black queens shown, x2 (SS-14.4)") {
  const Played p = play("sheepshead-blitz.json");
  REQUIRE(p.log.sheepshead().doubles.size() == 1);
  CHECK(p.log.sheepshead().doubles[0].kind == engine::Announce::kBlitzBlack);
  CHECK(p.result.multiplier == 2);
}

TEST_CASE(
    "samples: sheepshead-3-handed.json and sheepshead-4-handed.json: the picker alone "
    "(SS-14.2)") {
  const Played three = play("sheepshead-3-handed.json");
  CHECK(three.log.sheepshead().rules.seats() == 3);
  CHECK(three.log.players.size() == 3);
  CHECK(three.log.sheepshead().dealt_bury != 0);
  CHECK(engine::count(three.log.sheepshead().dealt_bury) == 2);
  CHECK(three.result.partner < 0);
  const Played four = play("sheepshead-4-handed.json");
  CHECK(four.log.sheepshead().rules.seats() == 4);
  CHECK(engine::count(four.log.sheepshead().dealt_blind) == 4);
  CHECK(engine::count(four.log.sheepshead().dealt_bury) == 4);
  CHECK(four.result.partner < 0);
}

// --- Sweep samples (samples/sweep-*.json, RULES.md §5) ----------------------------------------

namespace {

namespace sw = engine::sweep;

// A Sweep sample replayed turn by turn: the position before each turn and what make() did.
struct SweepTurn {
  sw::SweepState before;
  sw::Action action;
  sw::Undo undo;
};
struct SweepPlayed {
  engine::DealLog log;
  std::vector<SweepTurn> turns;
  sw::SweepState end;
};

SweepPlayed sweep_play(const std::string& file) {
  SweepPlayed p{load(file), {}, {}};
  REQUIRE(p.log.game == engine::Game::kSweep);
  REQUIRE(p.log.deal_known);  // every sample gives its deck, so every position solves
  REQUIRE(p.log.sweep().deck.has_value());
  std::string error;
  const auto rep = engine::replay_sweep_log(p.log, 0, &error);
  REQUIRE_MESSAGE(rep.has_value(), error);
  sw::SweepState s = rep->state;
  for (const sw::Action& a : rep->actions) {
    SweepTurn t{s, a, {}};
    t.undo = sw::make(s, rep->rules, a);
    p.turns.push_back(t);
  }
  p.end = s;
  if (s.hand_over()) REQUIRE(p.log.result.has_value());  // checked by the loader
  return p;
}

}  // namespace

TEST_CASE("samples: there are at least eight Sweep samples, each with a note") {
  int n = 0;
  for (const fs::directory_entry& e : fs::directory_iterator(kSamples)) {
    const std::string name = e.path().filename().string();
    if (name.rfind("sweep-", 0) != 0 || e.path().extension() != ".json") continue;
    ++n;
    const SweepPlayed p = sweep_play(name);
    CHECK_MESSAGE(p.log.meta_json.find("\"note\"") != std::string::npos, name);
  }
  CHECK(n >= 8);
}

TEST_CASE("samples: sweep-jack-clears-table.json: a jack takes a rich table (SW-7b, SW-14)") {
  const SweepPlayed p = sweep_play("sweep-jack-clears-table.json");
  bool found = false;
  for (const SweepTurn& t : p.turns) {
    found = found || (sw::is_jack(t.action.card) && t.action.take == t.before.table &&
                      sw::count(t.action.take) >= 6 && !t.undo.swept);
  }
  CHECK(found);
}

TEST_CASE("samples: sweep-multi-group.json: a sweep of several groups (SW-T2)") {
  const SweepPlayed p = sweep_play("sweep-multi-group.json");
  bool found = false;
  for (const SweepTurn& t : p.turns) {
    found = found || (t.undo.swept &&
                      sw::capture_groups(p.log.sweep().rules, t.action.card, t.action.take) >= 2);
  }
  CHECK(found);
}

TEST_CASE("samples: sweep-remainder-decides.json: the remainder turns the hand (SW-16)") {
  const SweepPlayed p = sweep_play("sweep-remainder-decides.json");
  REQUIRE(p.end.hand_over());
  const SweepTurn& last = p.turns.back();
  REQUIRE(last.undo.remainder_to >= 0);
  const auto to = static_cast<std::size_t>(last.undo.remainder_to);
  std::array<sw::CardMask, 2> piles = p.end.piles;
  piles[to] &= ~last.undo.remainder;
  const sw::SweepScore without =
      sw::score_piles(p.log.sweep().rules, piles, {p.end.sweep_points[0], p.end.sweep_points[1]});
  const sw::SweepScore with = sw::score(p.log.sweep().rules, p.end);
  CHECK(without.points[to] < without.points[1 - to]);
  CHECK(with.points[to] > with.points[1 - to]);
}

TEST_CASE("samples: sweep-capture-gives-sweep.json: a capture leaves the opponent a sweep") {
  const SweepPlayed p = sweep_play("sweep-capture-gives-sweep.json");
  bool found = false;
  for (std::size_t i = 0; i + 1 < p.turns.size(); ++i) {
    found = found ||
            (p.turns[i].action.take != 0 && !p.turns[i].undo.swept && p.turns[i + 1].undo.swept);
  }
  CHECK(found);
}

TEST_CASE("samples: sweep-no-captures.json: seven turns or more without a capture") {
  const SweepPlayed p = sweep_play("sweep-no-captures.json");
  std::size_t run = 0, best = 0;
  for (const SweepTurn& t : p.turns) {
    run = t.action.take == 0 ? run + 1 : 0;
    best = std::max(best, run);
  }
  CHECK(best >= 7);
}

TEST_CASE("samples: sweep-tablanette-ace-low.json: tablanette_cp with an ace counted 1") {
  const SweepPlayed p = sweep_play("sweep-tablanette-ace-low.json");
  CHECK(p.log.preset == "tablanette_cp");
  CHECK(p.log.sweep().rules.ace_low);
  CHECK(p.log.sweep().rules.majority == sw::Majority::kFixed3);
  bool low = false;
  for (const SweepTurn& t : p.turns) {
    if (t.action.take == 0 || sw::is_jack(t.action.card)) continue;
    // The capture is not valid with the ace counted 11 only.
    sw::SweepRules high = p.log.sweep().rules;
    high.ace_low = false;
    low = low || sw::capture_groups(high, t.action.card, t.action.take) < 0;
  }
  CHECK(low);
  const sw::SweepScore sc = sw::score(p.log.sweep().rules, p.end);
  CHECK(sc.majority[0] + sc.majority[1] == 3);
}

TEST_CASE("samples: sweep-stops-round-3.json: a log that stops in the third round") {
  const SweepPlayed p = sweep_play("sweep-stops-round-3.json");
  CHECK(p.end.round == 2);
  CHECK_FALSE(p.end.hand_over());
  CHECK_FALSE(p.log.result.has_value());
}

TEST_CASE("samples: sweep-last-card-sweep.json: a sweep with the hand's last card (SW-15)") {
  const SweepPlayed p = sweep_play("sweep-last-card-sweep.json");
  REQUIRE(p.turns.size() == 48);
  CHECK(p.turns.back().undo.swept);
  CHECK(p.turns.back().undo.remainder == 0);  // nothing left over (SW-16)
}
