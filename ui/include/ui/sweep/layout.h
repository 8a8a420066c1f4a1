// Where the Sweep table puts things (a pure function, tested headless in
// tests/ui/sweep/test_replay.cpp): the opponent at the top, the player at the bottom, each with
// a name plate, his hand in one row and his capture pile beside it; the table's cards in the
// middle in rows that wrap (a table of 20 cards still reads: the cards shrink only as far as they
// must, never below a readable size, and rows never overlap); the stock with the round at the
// left of the table.
#pragma once

#include <array>
#include <vector>

#include "ui/trick_layout.h"  // Box

namespace ui {

struct SweepLayout {
  float card_w = 0, card_h = 0;          // the hands' cards
  float table_w = 0, table_h = 0;        // the table's cards
  std::array<Box, 2> plate{};            // name plates, by screen row: [0] top, [1] bottom
  std::array<Box, 2> pile{};             // capture piles (the plates' text boxes beside the hands)
  std::array<std::vector<Box>, 2> hand;  // each card of each row's hand
  Box table_area{};                      // where the table's cards go
  std::vector<Box> table;                // each table card, in order
  Box stock{};                           // the stock's card back
  // The last turn in words, beside the hand of the seat that made it: by screen row, [0] under
  // the top hand, [1] above the bottom one (both kept free, so the table does not jump).
  std::array<Box, 2> caption{};
};

// The layout in a frame at (x, y) of size (w, h), with `hand_top` and `hand_bottom` cards in the
// two hands and `table_cards` on the table.
SweepLayout layout_sweep(float x, float y, float w, float h, int hand_top, int hand_bottom,
                         int table_cards);

}  // namespace ui
