#include <doctest/doctest.h>

#include "engine/card.h"
#include "engine/contract.h"

TEST_CASE("C-8: the long and the short deck each hold 120 card points") {
  CHECK(engine::mask_points(engine::kLongDeck) == 120);
  CHECK(engine::mask_points(engine::kShortDeck) == 120);
}

TEST_CASE("SS-2.1: Sheepshead trump order") {
  auto t = engine::sheepshead_table();
  CHECK(engine::describe_order(t, engine::kTrump) == "QC QS QH QD JC JS JH JD AD TD KD 9D 8D 7D");
  CHECK(engine::describe_order(t, 0) == "AC TC KC 9C 8C 7C");
}
