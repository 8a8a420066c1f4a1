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
#include "solver/grades.h"
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

// Herz-Solo by seat 1 again; seat 0 leads AC, the declarer follows 9C; seat 2, void in clubs,
// holds the Schellen-Ober and two Unters (their only points) and low cards.
constexpr std::array<std::string_view, 4> kDealO = {
    "AC 7C 8C TS KS AS TD KD",  // seat 0
    "QC QS QH JC JS AH 9C TH",  // seat 1, the declarer
    "QD JD JH 7S 8S 9S 7D 8D",  // seat 2
    "KC TC 7H 8H 9H KH AD 9D",  // seat 3
};
// The same with seat 2's 7S and seat 0's KS swapped: seat 2 has the Gras-Koenig to give.
constexpr std::array<std::string_view, 4> kDealK = {
    "AC 7C 8C TS 7S AS TD KD",
    "QC QS QH JC JS AH 9C TH",
    "QD JD JH KS 8S 9S 7D 8D",
    "KC TC 7H 8H 9H KH AD 9D",
};
// Seat 0 leads the Gras-Koenig, the declarer follows 7S; seat 2 holds AS TS 8S: the Sau and the
// Zehn would take the trick from his fellow defender, and trumps are still out.
constexpr std::array<std::string_view, 4> kDealX = {
    "KS AC 7C 8C TD KD 7D 8D",
    "QC QS QH JC JS AH 7S TH",
    "AS TS 8S 9C KC QD JD JH",
    "TC 9S 7H 8H 9H KH AD 9D",
};

TEST_CASE("SK-ST-6 (revised ST-6): never an Ober or Unter; a Koenig instead") {
  const auto t = triggers(hand_after(kDealK, 3, kHerzSolo, "AC 9C"));
  const LessonTrigger* l = find(t, "SK-ST-6");
  REQUIRE(l != nullptr);
  CHECK(l->recommended == mask("KS"));
  CHECK(l->ideal == card("KS"));
  CHECK(l->advice.find("GK") != std::string::npos);
  CHECK(l->advice.find("SO") == std::string::npos);
}

TEST_CASE("SK-ST-6 near misses: only Obers and Unters have points; the Sau would overtake") {
  // Seat 2's only cards with points are SO, SU and HU: no schmier (RULES.md ST-6).
  CHECK(find(triggers(hand_after(kDealO, 3, kHerzSolo, "AC 9C")), "SK-ST-6") == nullptr);
  // AS and TS would take the fellow defender's GK trick and are not bosses (trumps are out):
  // neither is advised, and 8S has no points, so no schmier.
  const auto h = hand_after(kDealX, 3, kHerzSolo, "KS 7S");
  REQUIRE(h.to_act() == 2);
  CHECK(find(triggers(h), "SK-ST-6") == nullptr);
}

// A decision with the given losses (stakes, standard error 0) for its cards, graded as the
// analyzer grades it, and the paired comparison those values give.
struct Graded {
  solver::DecisionAnalysis d;
  solver::CompareCards compare;
};
Graded graded(const char* played, std::vector<std::pair<const char*, double>> losses) {
  Graded g;
  g.d.kind = solver::DecisionKind::kPlay;
  g.d.played = solver::play_action(card(played));
  for (const auto& [c, loss] : losses) {
    solver::Alternative a;
    a.action = solver::play_action(card(c));
    a.has_values = true;
    a.loss = loss;
    if (a.action.card == card(played)) {
      g.d.played_index = static_cast<int>(g.d.alternatives.size());
      g.d.loss = loss;
    }
    g.d.alternatives.push_back(a);
  }
  g.d.grade = solver::grade_for(g.d.loss, 0, false);
  const std::vector<solver::Alternative> alts = g.d.alternatives;
  g.compare = [alts](Card a, Card b) {
    solver::CardComparison c;
    double la = 0;
    double lb = 0;
    for (const auto& x : alts) {
      if (x.action.card == a) la = x.loss;
      if (x.action.card == b) lb = x.loss;
    }
    c.units = lb - la;
    return c;
  };
  return g;
}

TEST_CASE("Schafkopf lessons: verdicts follow the grade's values, texts in German codes") {
  LessonTrigger tr{"SK-ST-6",  "Schmieren",           mask("TC"),
                   card("TC"), "Schmieren: give EZ.", "Schmieren: give it points."};
  // Followed: praise.
  Graded g = graded("TC", {{"TC", 0.0}, {"KC", 0.3}});
  auto l = solver::judge_lessons({tr}, g.d, g.compare, engine::Game::kSchafkopf);
  REQUIRE(l.size() == 1);
  CHECK(l[0].verdict == solver::LessonVerdict::kPraise);
  CHECK(l[0].text.find("EZ") != std::string::npos);
  // Not followed and graded a mistake: a mistake, by the grade's own amount.
  g = graded("KC", {{"TC", 0.0}, {"KC", 0.6}});
  g.d.lessons = solver::judge_lessons({tr}, g.d, g.compare, engine::Game::kSchafkopf);
  CHECK(g.d.lessons[0].verdict == solver::LessonVerdict::kMistake);
  CHECK(g.d.lessons[0].text.find("EK") != std::string::npos);
  CHECK(g.d.lessons[0].text.find("better by 0.60 stakes") != std::string::npos);
  CHECK(solver::lesson_contradictions(g.d).empty());
  // Not followed, graded best although the advice takes more card points: a note.
  g = graded("KC", {{"TC", 0.0}, {"KC", 0.01}});
  l = solver::judge_lessons({tr}, g.d, g.compare, engine::Game::kSchafkopf);
  CHECK(l[0].verdict == solver::LessonVerdict::kNote);
}

}  // namespace
