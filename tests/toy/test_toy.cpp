// The toy game (toy_game.h) through the generic analyzer: registered at run time, its logs
// analysed by solver::Analyzer with no line of shared code naming it; the grades agree with a
// brute-force minimax written plainly here.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "solver/analysis.h"
#include "solver/game_module.h"
#include "solver/selfplay.h"
#include "toy_game.h"

namespace {

using engine::Card;
using engine::Rank;
using engine::Suit;

Card c(Suit s, Rank r) {
  return engine::make_card(s, r);
}

struct Hand {
  std::vector<Card> cards[2];
  int leader = 1;
  Card led = engine::kNoCard;
  int margin = 0;  // North's points minus South's
};

int rank_of(Card x) {
  const Rank r = engine::rank_of(x);
  return r == Rank::kAce ? 3 : static_cast<int>(r);  // 7, 8, 9 -> 0, 1, 2
}
int worth(Card x) {
  return rank_of(x) == 3 ? 4 : rank_of(x);
}

std::vector<Card> may_play(const Hand& h, int seat) {
  std::vector<Card> same, all = h.cards[seat];
  for (Card x : all) {
    if (h.led != engine::kNoCard && engine::suit_of(x) == engine::suit_of(h.led)) {
      same.push_back(x);
    }
  }
  return same.empty() ? all : same;
}

// `seat` plays `x`; the seat to play next.
int step(Hand& h, int seat, Card x) {
  std::erase(h.cards[seat], x);
  if (h.led == engine::kNoCard) {
    h.led = x;
    return 1 - seat;
  }
  const bool wins = engine::suit_of(x) == engine::suit_of(h.led) && rank_of(x) > rank_of(h.led);
  const int winner = wins ? seat : 1 - seat;
  h.margin += (winner == 0 ? 1 : -1) * (worth(x) + worth(h.led));
  h.led = engine::kNoCard;
  return winner;
}

// Plain minimax of North's margin; `seat` is to play.
int minimax(const Hand& h, int seat) {
  if (h.cards[0].empty() && h.cards[1].empty()) return h.margin;
  int best = seat == 0 ? -1000 : 1000;
  for (Card x : may_play(h, seat)) {
    Hand n = h;
    const int next = step(n, seat, x);
    const int v = minimax(n, next);
    best = seat == 0 ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// The hand of the analyzer and suggest tests: North (seat 0) holds C7, C9, SA; South C8, CA, S8.
std::array<std::vector<Card>, 2> sample_hands() {
  return {std::vector<Card>{c(Suit::kClubs, Rank::kSeven), c(Suit::kClubs, Rank::kNine),
                            c(Suit::kSpades, Rank::kAce)},
          std::vector<Card>{c(Suit::kClubs, Rank::kEight), c(Suit::kClubs, Rank::kAce),
                            c(Suit::kSpades, Rank::kEight)}};
}

// Its whole play: South (after dealer North) leads S8; North takes with SA, leads C7; South
// CA; South C8, C9.
std::vector<Card> sample_plays() {
  return {c(Suit::kSpades, Rank::kEight), c(Suit::kSpades, Rank::kAce),
          c(Suit::kClubs, Rank::kSeven),  c(Suit::kClubs, Rank::kAce),
          c(Suit::kClubs, Rank::kEight),  c(Suit::kClubs, Rank::kNine)};
}

}  // namespace

TEST_CASE("toy: the engine knows the toy's name and seats from its one registry line") {
  solver::register_game_module(toy::module());
  CHECK(engine::seat_count(toy::kToyGame) == 2);
  CHECK(engine::game_display_name(toy::kToyGame) == "Toy");
  CHECK(toy::module().max_seats() == 2);
  // Its logs are checked for the fields every game shares, against its two seats.
  engine::DealLog log = toy::make_log(sample_hands(), sample_plays());
  CHECK(engine::deal_log_seats(log) == 2);
  CHECK(engine::validate_deal_log(log).empty());
  log.players.push_back("Carol");
  const std::vector<engine::LogError> errors = engine::validate_deal_log(log);
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].where == "players");
  // A value no game uses stays unknown.
  CHECK(engine::seat_count(static_cast<engine::Game>(201)) == 0);
  CHECK(engine::game_display_name(static_cast<engine::Game>(201)) == "game 201");
}

TEST_CASE("toy: the generic analyzer grades a toy hand as a plain minimax does") {
  solver::register_game_module(toy::module());
  const std::array<std::vector<Card>, 2> hands = sample_hands();
  const std::vector<Card> out = {c(Suit::kSpades, Rank::kSeven), c(Suit::kSpades, Rank::kNine)};
  const std::vector<Card> plays = sample_plays();
  const engine::DealLog log = toy::make_log(hands, plays);
  solver::AnalysisOptions opt;
  opt.threads = 1;
  solver::Analyzer analyzer(opt);
  const solver::HandAnalysis h = analyzer.analyze(log);
  REQUIRE(h.decisions.size() == plays.size());
  int judged = 0;
  Hand actual;
  actual.cards[0] = hands[0];
  actual.cards[1] = hands[1];
  int seat = 1;
  for (std::size_t i = 0; i < plays.size(); ++i) {
    const solver::DecisionAnalysis& d = h.decisions[i];
    CHECK(d.mover == seat);
    const std::vector<Card> legal = may_play(actual, seat);
    if (legal.size() > 1) {
      // Every world the mover cannot tell apart: the opponent's cards among the unseen ones.
      std::vector<Card> unseen = actual.cards[1 - seat];
      unseen.insert(unseen.end(), out.begin(), out.end());
      std::sort(unseen.begin(), unseen.end());
      const std::size_t k = actual.cards[1 - seat].size();
      std::map<Card, double> value;
      int worlds = 0;
      for (unsigned m = 0; m < (1u << unseen.size()); ++m) {
        if (static_cast<std::size_t>(std::popcount(m)) != k) continue;
        ++worlds;
        Hand w = actual;
        w.cards[1 - seat].clear();
        for (std::size_t b = 0; b < unseen.size(); ++b) {
          if (m >> b & 1) w.cards[1 - seat].push_back(unseen[b]);
        }
        for (Card x : legal) {
          Hand n = w;
          const int next = step(n, seat, x);
          const int v = minimax(n, next);
          value[x] += seat == 0 ? v : -v;  // the mover's margin
        }
      }
      double best = -1e9;
      for (auto& [x, v] : value) best = std::max(best, v / worlds);
      REQUIRE(d.alternatives.size() == legal.size());
      for (const solver::Alternative& a : d.alternatives) {
        CHECK(a.units.mean == doctest::Approx(value[a.action.card] / worlds));
        CHECK(a.loss == doctest::Approx(best - value[a.action.card] / worlds));
      }
      CHECK(value[d.alternatives[static_cast<std::size_t>(d.best)].action.card] / worlds ==
            doctest::Approx(best));
      CHECK(d.loss == doctest::Approx(best - value[plays[i]] / worlds));
      ++judged;
    } else {
      CHECK(d.forced);
    }
    // The actual card.
    seat = step(actual, seat, plays[i]);
  }
  CHECK(judged >= 2);
}

TEST_CASE("toy: the generic suggest answers the best card") {
  solver::register_game_module(toy::module());
  const std::array<std::vector<Card>, 2> hands = sample_hands();
  // South leads C8: North holds C7 and C9 of clubs and must follow; C9 takes the trick (3
  // points) and keeps SA for later, C7 gives South 1 point.
  engine::DealLog log = toy::make_log(hands, {c(Suit::kClubs, Rank::kEight)});
  solver::SuggestOptions o;
  o.values = true;
  engine::LogError error;
  const std::optional<solver::Suggestion> s = solver::suggest_from_log(log, o, nullptr, &error);
  REQUIRE(s);
  CHECK(s->seat == 0);
  CHECK(s->action == solver::GameAction{solver::play_action(c(Suit::kClubs, Rank::kNine))});
  REQUIRE(s->values.size() == 2);
  CHECK(s->values[0].units.mean > s->values[1].units.mean);
  // The whole hand played: no decision is left, said where.
  log = toy::make_log(hands, sample_plays());
  CHECK_FALSE(solver::suggest_from_log(log, o, nullptr, &error));
  CHECK(error.where == "plays");
}

TEST_CASE("toy: the generic self-play loop plays toy hands and reproduces its figures") {
  solver::register_game_module(toy::module());
  solver::SelfplayOptions o;
  o.game = toy::kToyGame;
  o.preset = "toy";
  o.deals = 40;
  o.seed = 7;
  solver::BotConfig heuristic, strong;
  heuristic.strength = solver::Strength::kHeuristic;
  strong.strength = solver::Strength::kStrong;
  o.players = {strong, heuristic};
  const solver::SelfplayReport a = solver::run_selfplay(o);
  REQUIRE(a.error.empty());
  CHECK(a.deals == 40);
  CHECK(a.hands == 80);
  REQUIRE(a.types.size() == 2);
  // The exact player beats the one that always plays its lowest card; in a zero-sum duel
  // their means are opposite.
  const auto& s = a.types[0].name == "strong" ? a.types[0] : a.types[1];
  const auto& h = a.types[0].name == "strong" ? a.types[1] : a.types[0];
  CHECK(s.units_per_hand > 0);
  CHECK(s.units_per_hand == doctest::Approx(-h.units_per_hand));
  // The same seed, other threads: the same figures.
  o.threads = 2;
  const solver::SelfplayReport b = solver::run_selfplay(o);
  REQUIRE(b.types.size() == 2);
  for (std::size_t i = 0; i < 2; ++i) {
    CHECK(b.types[i].name == a.types[i].name);
    CHECK(b.types[i].units_per_hand == a.types[i].units_per_hand);
    CHECK(b.types[i].hands == a.types[i].hands);
  }
  o.preset = "bridge";
  CHECK_FALSE(solver::run_selfplay(o).error.empty());
}
