// "Guess the card" (ui/guess_mode.h, issue 20): values hidden until a legal card is picked, the
// pick graded with the analysis' bands.
#include <doctest/doctest.h>

#include "ui/guess_mode.h"

using solver::Grade;

namespace {

ui::DecisionView decision() {
  ui::DecisionView d;
  d.analysed = true;
  d.play = true;
  d.mover = 1;
  d.played = 5;
  d.grade = Grade::kMistake;
  ui::CardValue best;
  best.card = 3;
  best.best = true;
  ui::CardValue played;
  played.card = 5;
  played.loss = 0.6;
  played.played = true;
  ui::CardValue small;
  small.card = 7;
  small.loss = 0.05;
  d.cards = {best, played, small};
  return d;
}

}  // namespace

TEST_CASE("Guess the card: hidden until a legal pick, then graded") {
  ui::GuessState g;
  const ui::DecisionView d = decision();
  CHECK_FALSE(ui::values_hidden(g, d, 4));  // the mode is off
  g.on = true;
  CHECK(ui::values_hidden(g, d, 4));
  CHECK_FALSE(ui::pick_card(g, d, 4, 9));  // not a legal card of the mover
  CHECK(ui::values_hidden(g, d, 4));
  REQUIRE(ui::pick_card(g, d, 4, 7));
  CHECK_FALSE(ui::values_hidden(g, d, 4));
  CHECK(ui::values_hidden(g, d, 5));  // another decision stays hidden
  const ui::GuessResult r = ui::guess_result(g, d, 4, {}, "Bob");
  REQUIRE(r.picked);
  CHECK(r.card == 7);
  CHECK(r.grade == Grade::kExcellent);  // 0.05 stakes: under the 0.10 band edge
  CHECK_FALSE(r.as_played);
  CHECK(r.text.find("Bob played") != std::string::npos);
  CHECK(r.text.find("(mistake)") != std::string::npos);

  REQUIRE(ui::pick_card(g, d, 4, 3));  // a second pick replaces the first
  const ui::GuessResult b = ui::guess_result(g, d, 4, {}, "Bob");
  CHECK(b.best);
  CHECK(b.grade == Grade::kBest);
  CHECK(b.loss == 0);

  ui::DecisionView forced = d;
  forced.forced = true;
  CHECK_FALSE(ui::values_hidden(g, forced, 6));  // nothing to guess
}
