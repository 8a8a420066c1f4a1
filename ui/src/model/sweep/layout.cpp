#include "ui/sweep/layout.h"

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

constexpr float kAspect = 0.7f;   // card width / height
constexpr float kPlateH = 26;     // a name plate's height
constexpr float kMargin = 12;     // around the felt's content
constexpr float kGap = 6;         // between cards of the table
constexpr float kMinTableH = 48;  // a table card never smaller than this (still readable)

Box box(float x, float y, float w, float h) {
  return Box{x, y, x + w, y + h};
}

// A hand of n cards in one row from `left`, at most `width` wide: spread when there is room,
// overlapping (each card showing at least its left corner) when not.
std::vector<Box> hand_row(int n, float left, float top, float width, float cw, float ch) {
  std::vector<Box> out;
  if (n <= 0) return out;
  const float step = n > 1 ? std::min(cw + kGap, (width - cw) / static_cast<float>(n - 1)) : 0;
  for (int i = 0; i < n; ++i) out.push_back(box(left + step * static_cast<float>(i), top, cw, ch));
  return out;
}

// The layout with the hands' cards at `share` of the height (within limits); `fits` tells
// whether every table card lies in the table's area at a readable size and the stock's labels
// clear the captions.
SweepLayout layout_at(float share, float x, float y, float w, float h, int hand_top,
                      int hand_bottom, int table_cards, bool& fits) {
  SweepLayout l;
  l.card_h = std::round(std::clamp(h * share, 56.0f, 140.0f));
  l.card_w = std::round(l.card_h * kAspect);
  const float inner_x = x + kMargin;
  const float inner_w = w - 2 * kMargin;

  // Top row: plate, then the hand; bottom row: the hand, then the plate.
  const float top_plate_y = y + kMargin;
  const float top_hand_y = top_plate_y + kPlateH + 4;
  const float bottom_plate_y = y + h - kMargin - kPlateH;
  const float bottom_hand_y = bottom_plate_y - 4 - l.card_h;
  // The hand takes at most 6 spread cards' width; the pile's text goes to its right.
  const float hand_w = std::min(inner_w * 0.62f, 6 * (l.card_w + kGap));
  l.plate[0] = box(inner_x, top_plate_y, hand_w, kPlateH);
  l.plate[1] = box(inner_x, bottom_plate_y, hand_w, kPlateH);
  l.hand[0] = hand_row(hand_top, inner_x, top_hand_y, hand_w, l.card_w, l.card_h);
  l.hand[1] = hand_row(hand_bottom, inner_x, bottom_hand_y, hand_w, l.card_w, l.card_h);
  const float pile_x = inner_x + hand_w + 2 * kGap;
  const float pile_w = std::max(0.0f, x + w - kMargin - pile_x);
  l.pile[0] = box(pile_x, top_plate_y, pile_w, kPlateH + 4 + l.card_h);
  l.pile[1] = box(pile_x, bottom_hand_y, pile_w, kPlateH + 4 + l.card_h);

  // The middle band: a caption line under the top hand and one above the bottom hand, the stock
  // at the left and the table's cards between them.
  const float band_y0 = top_hand_y + l.card_h + 8;
  const float band_y1 = bottom_hand_y - 8;
  l.caption[0] = box(inner_x, band_y0, inner_w, 24);
  l.caption[1] = box(inner_x, band_y1 - 24, inner_w, 24);
  const float area_y0 = band_y0 + 28;
  const float area_h = std::max(0.0f, band_y1 - 28 - area_y0);
  const float stock_h = std::min(l.card_h, std::max(kMinTableH, area_h * 0.7f));
  l.stock =
      box(inner_x, area_y0 + (area_h - stock_h) * 0.5f, std::round(stock_h * kAspect), stock_h);
  const float table_x0 = l.stock.x1 + 3 * kGap;
  l.table_area = Box{table_x0, area_y0, x + w - kMargin, area_y0 + area_h};

  // The largest card height (at most the hands' size) at which every table card fits in rows.
  const float aw = l.table_area.width();
  const int n = std::max(table_cards, 1);
  float th = std::min(l.card_h, area_h);
  for (; th > kMinTableH; th -= 2) {
    const float tw = std::round(th * kAspect);
    const int per_row = std::max(1, static_cast<int>((aw + kGap) / (tw + kGap)));
    const int rows = (n + per_row - 1) / per_row;
    if (static_cast<float>(rows) * th + static_cast<float>(rows - 1) * kGap <= area_h) break;
  }
  th = std::max(th, kMinTableH);
  l.table_h = std::round(th);
  l.table_w = std::round(th * kAspect);
  const int per_row = std::max(1, static_cast<int>((aw + kGap) / (l.table_w + kGap)));
  const int rows = (table_cards + per_row - 1) / std::max(per_row, 1);
  // Rows centred vertically in the area (they may run below it only when even the smallest
  // cards do not fit: the caller then reports an overflow).
  const float used_h = static_cast<float>(rows) * l.table_h + static_cast<float>(rows - 1) * kGap;
  // The stock's labels ("Round 2 of 4" above it, "Stock 24" under it) need 20 pixels each.
  fits = used_h <= area_h && l.table_h >= 52 && area_h - stock_h >= 40;
  const float ty = l.table_area.y0 + std::max(0.0f, (area_h - used_h) * 0.5f);
  for (int i = 0; i < table_cards; ++i) {
    const int r = i / per_row;
    const int c = i % per_row;
    const int in_row = std::min(per_row, table_cards - r * per_row);
    const float row_w = static_cast<float>(in_row) * (l.table_w + kGap) - kGap;
    const float rx = l.table_area.x0 + (aw - row_w) * 0.5f;
    l.table.push_back(box(rx + static_cast<float>(c) * (l.table_w + kGap),
                          ty + static_cast<float>(r) * (l.table_h + kGap), l.table_w, l.table_h));
  }
  return l;
}

}  // namespace

SweepLayout layout_sweep(float x, float y, float w, float h, int hand_top, int hand_bottom,
                         int table_cards) {
  // The hands' cards as large as the table's cards leave room for: from a fifth of the height
  // (issue 42: at a sixth the felt stood mostly empty) down to a sixth when many cards lie on
  // the table.
  bool fits = false;
  for (float share = 0.22f; share > 0.175f; share -= 0.01f) {
    SweepLayout l = layout_at(share, x, y, w, h, hand_top, hand_bottom, table_cards, fits);
    if (fits) return l;
  }
  return layout_at(0.17f, x, y, w, h, hand_top, hand_bottom, table_cards, fits);
}

}  // namespace ui
