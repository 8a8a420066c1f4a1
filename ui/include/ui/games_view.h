// The Games list's order and filters (issue 42), without ImGui: which rows of an ArchiveList
// show, in which order, for the player whose figures the list shows. Tested in tests/ui.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "ui/archive_list.h"

namespace ui {

enum class GamesColumn { kGame, kPlayers, kContract, kDeclarer, kResult, kAccuracy, kMistakes };

enum class GamesResult { kAny, kWon, kLost };

struct GamesFilter {
  std::string player;    // a part of a seat's name (any case); empty: every game
  std::string contract;  // a contract kind (ArchiveRow::contract_kind); empty: every contract
  GamesResult result = GamesResult::kAny;  // for the viewer: units won (> 0) or lost (< 0)
  bool with_mistakes = false;              // the viewer made a mistake or blunder
};

struct GamesSort {
  GamesColumn column = GamesColumn::kGame;
  bool ascending = true;
};

// The viewer's figures of a row: his seat (-1: not in the game), units (nullopt-like: `has_units`
// false without a settlement), and accuracy and mistakes once analysed.
struct GamesRowFigures {
  int seat = -1;
  bool has_units = false;
  int units = 0;
  int side_points = 0;
  bool analysed = false;  // kDone with his seat's figures
  double accuracy = 0;
  int mistakes = 0;
  int decisions = 0;
};
GamesRowFigures row_figures(const ArchiveRow& row, const std::string& viewer);

// The rows to show, in order. Ties, and rows without the sorted figure (not analysed, no
// result), keep the list's order; rows without the figure come last either way.
std::vector<std::size_t> games_order(const std::vector<ArchiveRow>& rows, const std::string& viewer,
                                     const GamesFilter& filter, const GamesSort& sort);

// The contract kinds of the rows, in the order first seen (the filter's choices).
std::vector<std::string> contract_kinds(const std::vector<ArchiveRow>& rows);

// "won 78, +2" / "lost 45, -3" / "Ramsch 20, -1" for the viewer; empty without a settlement.
std::string result_text(const ArchiveRow& row, const std::string& viewer);

}  // namespace ui
