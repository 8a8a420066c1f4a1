#include "ui/games_view.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace ui {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool keeps(const ArchiveRow& r, const GamesRowFigures& f, const GamesFilter& filter) {
  if (!filter.player.empty()) {
    const std::string want = lower(filter.player);
    const bool any = std::any_of(r.players.begin(), r.players.end(), [&](const std::string& p) {
      return lower(p).find(want) != std::string::npos;
    });
    if (!any) return false;
  }
  if (!filter.contract.empty() && r.contract_kind != filter.contract) return false;
  if (filter.result == GamesResult::kWon && !(f.has_units && f.units > 0)) return false;
  if (filter.result == GamesResult::kLost && !(f.has_units && f.units < 0)) return false;
  if (filter.with_mistakes && !(f.analysed && f.mistakes > 0)) return false;
  return true;
}

std::string joined_players(const ArchiveRow& r) {
  std::string s;
  for (const std::string& p : r.players) s += lower(p) + ",";
  return s;
}

std::string declarer_name(const ArchiveRow& r) {
  return r.declarer >= 0 && static_cast<std::size_t>(r.declarer) < r.players.size()
             ? lower(r.players[static_cast<std::size_t>(r.declarer)])
             : std::string();
}

// The sort key of a row: a number or a text; nullopt-like `has` false when the row has none.
struct Key {
  bool has = true;
  double number = 0;
  std::string text;
};

Key key_of(const ArchiveRow& r, const GamesRowFigures& f, GamesColumn c, std::size_t index) {
  Key k;
  switch (c) {
    case GamesColumn::kGame:
      k.number = static_cast<double>(index);
      break;
    case GamesColumn::kPlayers:
      k.text = joined_players(r);
      break;
    case GamesColumn::kContract:
      k.text = lower(r.contract);
      break;
    case GamesColumn::kDeclarer:
      k.text = declarer_name(r);
      k.has = !k.text.empty();
      break;
    case GamesColumn::kResult:
      k.has = f.has_units;
      k.number = f.units * 1000.0 + f.side_points;
      break;
    case GamesColumn::kAccuracy:
      k.has = f.analysed && f.decisions > 0;
      k.number = f.accuracy;
      break;
    case GamesColumn::kMistakes:
      k.has = f.analysed;
      k.number = f.mistakes;
      break;
  }
  return k;
}

}  // namespace

GamesRowFigures row_figures(const ArchiveRow& row, const std::string& viewer) {
  GamesRowFigures f;
  f.seat = ArchiveList::seat_of(row, viewer);
  if (f.seat < 0) return f;
  const auto s = static_cast<std::size_t>(f.seat);
  if (s < row.units.size() && s < row.side_points.size()) {
    f.has_units = true;
    f.units = row.units[s];
    f.side_points = row.side_points[s];
  }
  if (row.state == ArchiveRow::State::kDone && s < row.seats.size()) {
    f.analysed = true;
    f.accuracy = row.seats[s].accuracy;
    f.mistakes = row.seats[s].mistakes;
    f.decisions = row.seats[s].decisions;
  }
  return f;
}

std::vector<std::size_t> games_order(const std::vector<ArchiveRow>& rows, const std::string& viewer,
                                     const GamesFilter& filter, const GamesSort& sort) {
  struct Item {
    std::size_t index;
    Key key;
  };
  std::vector<Item> items;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const GamesRowFigures f = row_figures(rows[i], viewer);
    if (!keeps(rows[i], f, filter)) continue;
    items.push_back({i, key_of(rows[i], f, sort.column, i)});
  }
  std::stable_sort(items.begin(), items.end(), [&](const Item& a, const Item& b) {
    if (a.key.has != b.key.has) return a.key.has;  // rows without the figure last
    if (!a.key.has) return false;
    const bool text = sort.column == GamesColumn::kPlayers ||
                      sort.column == GamesColumn::kContract ||
                      sort.column == GamesColumn::kDeclarer;
    if (text) return sort.ascending ? a.key.text < b.key.text : b.key.text < a.key.text;
    return sort.ascending ? a.key.number < b.key.number : b.key.number < a.key.number;
  });
  std::vector<std::size_t> out;
  out.reserve(items.size());
  for (const Item& it : items) out.push_back(it.index);
  return out;
}

std::vector<std::string> contract_kinds(const std::vector<ArchiveRow>& rows) {
  std::vector<std::string> out;
  for (const ArchiveRow& r : rows) {
    if (!r.contract_kind.empty() &&
        std::find(out.begin(), out.end(), r.contract_kind) == out.end()) {
      out.push_back(r.contract_kind);
    }
  }
  return out;
}

std::string result_text(const ArchiveRow& row, const std::string& viewer) {
  const GamesRowFigures f = row_figures(row, viewer);
  if (!f.has_units) return std::string();
  const char* word = f.units > 0 ? "won" : f.units < 0 ? "lost" : "even";
  return std::string(word) + " " + std::to_string(f.side_points) + ", " + (f.units > 0 ? "+" : "") +
         std::to_string(f.units);
}

}  // namespace ui
