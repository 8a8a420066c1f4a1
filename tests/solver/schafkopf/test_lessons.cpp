// Schafkopf lessons (solver/lessons.h, SK-ST-1, SK-ST-3, SK-ST-4, SK-ST-6): each fires on a
// crafted position and not on near misses; the verdicts follow the sampled comparison; the
// texts use German card codes.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "../../engine/test_ss_util.h"
#include "engine/schafkopf.h"
#include "solver/lessons.h"
#include "solver/schafkopf/knowledge.h"

namespace {

using engine::Card;
using engine::CardMask;
using engine::SchafkopfHand;
using engine::SkContract;
using engine::SkGame;
using engine::Suit;
using solver::LessonTrigger;

using sstest::card;
using sstest::mask;

// A hand dealt `hands` (dealer `dealer`, so seat dealer+1 leads), declared `c` by its declarer
// (the only one to say PLAY), then `plays` (every Kontra/Re poll answered no).
SchafkopfHand hand_after(const std::array<std::string_view, 4>& hands, int dealer,
                         const SkContract& c, std::string_view plays) {
  const auto rules = engine::schafkopf_preset("schafkopf");
  REQUIRE(rules.has_value());
  std::array<CardMask, 4> dealt{};
  for (std::size_t s = 0; s < 4; ++s) {
    dealt[s] = mask(hands[s]);
    REQUIRE(engine::count(dealt[s]) == 8);
  }
  SchafkopfHand h(*rules, dealer, dealt);
  while (h.phase() == engine::SkPhase::kAuction) {
    const bool play = h.to_act() == c.declarer;
    REQUIRE_FALSE(h.bid({play ? engine::SkBidKind::kPlay : engine::SkBidKind::kPass, 0}));
  }
  REQUIRE_FALSE(h.declare(c).has_value());
  std::istringstream in{std::string(plays)};
  std::string word;
  auto poll = [&] {
    while (h.phase() == engine::SkPhase::kDoubling) REQUIRE_FALSE(h.answer_double(false));
  };
  while (in >> word) {
    poll();
    REQUIRE_FALSE(h.play(card(word)).has_value());
  }
  poll();
  REQUIRE(h.phase() == engine::SkPhase::kPlay);
  return h;
}

std::vector<LessonTrigger> triggers(const SchafkopfHand& h) {
  std::string err;
  const auto k = solver::schafkopf_play_knowledge(h, &err);
  REQUIRE_MESSAGE(k.has_value(), err);
  const solver::LessonSituation s{&*k, &h.setup().play, &h.play_state(), h.legal_cards()};
  return solver::lesson_triggers(s);
}

const LessonTrigger* find(const std::vector<LessonTrigger>& t, std::string_view id) {
  for (const auto& x : t) {
    if (x.id == id) return &x;
  }
  return nullptr;
}

// Sauspiel on the Gras-Sau (AS) by seat 1; seat 2 holds AS (the partner); seat 0 has spades.
constexpr std::array<std::string_view, 4> kDealA = {
    "7S 9S QC 7C 8C 9C 7D 8D",  // seat 0, a defender
    "QS QH QD JC JS 8S AC TC",  // seat 1, the declarer
    "AS KS TS JH JD AH TH KH",  // seat 2, the partner
    "9D TD KD AD 7H 8H 9H KC",  // seat 3, a defender
};
const SkContract kGrasSau{SkGame::kSauspiel, 1, Suit::kSpades, false};

TEST_CASE("SK-ST-3: a defender on lead looks for the called ace") {
  const auto t = triggers(hand_after(kDealA, 3, kGrasSau, ""));
  const LessonTrigger* l = find(t, "SK-ST-3");
  REQUIRE(l != nullptr);
  CHECK(l->recommended == mask("7S 9S"));
  CHECK(l->ideal == card("7S"));
  CHECK(l->advice.find("G7") != std::string::npos);  // German codes
  CHECK(l->advice.find("GA") != std::string::npos);
  CHECK(find(t, "SK-ST-4") == nullptr);  // Sau suchen comes first
  CHECK(find(t, "SK-ST-1") == nullptr);  // a defender
}

TEST_CASE("SK-ST-3 near misses: no card of the called suit, or the partner on lead") {
  // Seat 0 without spades: no Sau suchen, but he should not lead trump (SK-ST-4).
  std::array<std::string_view, 4> deal = kDealA;
  deal[0] = "7H 8H QC 7C 8C 9C 7D 8D";
  deal[3] = "9D TD KD AD 7S 9S 9H KC";
  const auto t = triggers(hand_after(deal, 3, kGrasSau, ""));
  CHECK(find(t, "SK-ST-3") == nullptr);
  const LessonTrigger* l = find(t, "SK-ST-4");
  REQUIRE(l != nullptr);
  CHECK(l->recommended == mask("7C 8C 9C 7D 8D"));
  CHECK(l->ideal == card("7C"));  // the lowest of the longest suit
  // The partner (seat 2) on lead: no Sau suchen, no SK-ST-4; he plays trump (SK-ST-1).
  const auto p = triggers(hand_after(kDealA, 1, kGrasSau, ""));
  CHECK(find(p, "SK-ST-3") == nullptr);
  CHECK(find(p, "SK-ST-4") == nullptr);
  const LessonTrigger* one = find(p, "SK-ST-1");
  REQUIRE(one != nullptr);
  CHECK(one->recommended == mask("JH JD AH TH KH"));
  CHECK(one->ideal == card("KH"));  // a low trump the declarer can win
}

TEST_CASE("SK-ST-1: the declarer on lead plays trump from the top") {
  const auto t = triggers(hand_after(kDealA, 0, kGrasSau, ""));  // seat 1 leads
  const LessonTrigger* l = find(t, "SK-ST-1");
  REQUIRE(l != nullptr);
  CHECK(l->recommended == mask("QS QH QD JC JS"));
  CHECK(l->ideal == card("QS"));  // his highest trump (the Eichel-Ober is seat 0's)
  CHECK(l->advice.find("GO") != std::string::npos);
  CHECK(find(t, "SK-ST-4") == nullptr);
  CHECK(find(t, "SK-ST-3") == nullptr);
}

TEST_CASE("SK-ST-1 near miss: no trump is left that the declarer cannot see") {
  // Wenz by seat 1 (the four Unter are trump); seat 0 holds the Schellen-Unter.
  const std::array<std::string_view, 4> deal = {
      "JD 7C 8C 7S 8S 9S 7D 8D",  // seat 0
      "JC JS JH AC TC AS TS AH",  // seat 1, the declarer
      "QC KC 9C QS KS QH KH TH",  // seat 2
      "9H 8H 7H 9D TD QD KD AD",  // seat 3
  };
  const SkContract wenz{SkGame::kWenz, 1, Suit::kClubs, false};
  // On lead before any trick, the Schellen-Unter is out: play trump.
  const auto first = triggers(hand_after(deal, 0, wenz, ""));
  const LessonTrigger* l = find(first, "SK-ST-1");
  REQUIRE(l != nullptr);
  CHECK(l->recommended == mask("JC JS JH"));
  CHECK(l->ideal == card("JC"));
  // Seat 0 leads the Schellen-Unter, the declarer takes it: every other trump is his.
  const auto h = hand_after(deal, 3, wenz, "JD JC 9C 9H");
  REQUIRE(h.to_act() == 1);
  const auto t = triggers(h);
  CHECK(find(t, "SK-ST-1") == nullptr);
  CHECK(find(t, "SK-ST-4") == nullptr);
}

// Herz-Solo by seat 1; seat 0 leads AC, the declarer must follow with 9C, seat 2 (a defender)
// holds TC and KC and seat 3, after him, is a defender too.
constexpr std::array<std::string_view, 4> kDealS = {
    "AC 7C 8C 7S 8S 9S 7D 8D",  // seat 0
    "QC QS QH QD JC JS AH 9C",  // seat 1, the declarer
    "TC KC TS KS AS 9D TD JD",  // seat 2
    "7H 8H 9H TH JH KH KD AD",  // seat 3
};
const SkContract kHerzSolo{SkGame::kSolo, 1, Suit::kHearts, false};

TEST_CASE("SK-ST-6: schmieren onto a fellow defender's sure trick") {
  const auto t = triggers(hand_after(kDealS, 3, kHerzSolo, "AC 9C"));
  const LessonTrigger* l = find(t, "SK-ST-6");
  REQUIRE(l != nullptr);
  CHECK(l->recommended == mask("TC"));
  CHECK(l->ideal == card("TC"));
  CHECK(l->advice.find("EA") != std::string::npos);
  CHECK(l->advice.find("EZ") != std::string::npos);
}

TEST_CASE("SK-ST-6 near misses: the winner is an opponent, or not known to be a partner") {
  // The declarer wins the trick (seat 0 leads 7C, the declarer's 9C is highest).
  CHECK(find(triggers(hand_after(kDealS, 3, kHerzSolo, "7C 9C")), "SK-ST-6") == nullptr);
  // Sauspiel on the Eichel-Sau by seat 1: seat 0 leads the called ace itself, so he is the
  // partner, and seat 2 (a defender) must not give him points.
  const SkContract eichel{SkGame::kSauspiel, 1, Suit::kClubs, false};
  const auto h = hand_after(kDealS, 3, eichel, "AC 9C");
  CHECK(find(triggers(h), "SK-ST-6") == nullptr);
}

TEST_CASE("Schafkopf lessons: verdicts follow the sampled comparison, texts in German codes") {
  LessonTrigger tr{"SK-ST-6", "Schmieren", mask("TC"), card("TC"), "Schmieren: ..."};
  auto cmp = [](double units, double points) {
    return [=](Card, Card) {
      solver::CardComparison c;
      c.units = units;
      c.points = points;
      return c;
    };
  };
  // Followed: praise.
  auto l = solver::judge_lessons({tr}, card("TC"), 0.0, cmp(0, 0), engine::Game::kSchafkopf);
  REQUIRE(l.size() == 1);
  CHECK(l[0].verdict == solver::LessonVerdict::kPraise);
  CHECK(l[0].text.find("EZ") != std::string::npos);
  // Not followed, and the solver finds it cost 10 card points: a mistake.
  l = solver::judge_lessons({tr}, card("KC"), 0.0, cmp(0, 10), engine::Game::kSchafkopf);
  CHECK(l[0].verdict == solver::LessonVerdict::kMistake);
  CHECK(l[0].text.find("EK") != std::string::npos);
  // Not followed, no cost: a note.
  l = solver::judge_lessons({tr}, card("KC"), 0.0, cmp(0, 0), engine::Game::kSchafkopf);
  CHECK(l[0].verdict == solver::LessonVerdict::kNote);
}

}  // namespace
