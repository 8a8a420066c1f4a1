// Where the cards of a trick lie on the table (issue 20): each card pushed from the table's
// centre towards the seat that played it, as far as the room between the seats allows, made
// smaller where it does not, and never covering another card of the trick. Plain geometry
// without ImGui; the board (table_panel.cpp) and practice (practice_table_panel.cpp) use it.
#pragma once

#include <vector>

#include "ui/seat_layout.h"

namespace ui {

// An axis-aligned rectangle: [x0, x1) x [y0, y1).
struct Box {
  float x0 = 0;
  float y0 = 0;
  float x1 = 0;
  float y1 = 0;
  float width() const { return x1 - x0; }
  float height() const { return y1 - y0; }
  bool operator==(const Box&) const = default;
};

// The two rectangles share more than an edge once each is grown by `gap` / 2 on every side.
bool boxes_overlap(const Box& a, const Box& b, float gap = 0);
// a lies inside b.
bool box_inside(const Box& a, const Box& b);

struct TrickLayoutInput {
  std::vector<SeatSpot> spots;  // every seat's spot (seat_layout.h)
  float card_w = 0;             // the trick card's preferred size
  float card_h = 0;
  // Smallest size tried before the cards go into a row: this fraction of the preferred one.
  float min_scale = 0.5f;
  // How far a card's centre goes from the table's centre towards its seat at most: spot.x *
  // reach_x, spot.y * reach_y (screen coordinates, centre at 0).
  float reach_x = 0;
  float reach_y = 0;
  Box room;                   // where the trick may lie (relative to the centre)
  std::vector<Box> clear_of;  // what it must stay clear of: the seats' plates, the corners
  // What it stays clear of where there is room: the seats' hands (in a small window the trick
  // may lie over the edge of a hand rather than shrink to nothing).
  std::vector<Box> rather_clear_of;
  float gap = 6;  // between two cards of the trick, and around what it stays clear of
  // A caption centred above the trick's highest card (its size; 0: none), which must stay
  // clear too.
  float caption_w = 0;
  float caption_h = 0;
  bool operator==(const TrickLayoutInput&) const = default;
};

struct TrickLayout {
  float card_w = 0;
  float card_h = 0;
  std::vector<Box> cards;  // one per seat, whether it has played or not
  Box caption;             // where the caption goes (when asked for)
  // Every card and the caption inside `room` and clear of `clear_of`; false when there was no
  // such place at any size down to min_scale: the cards then lie in a row through the centre,
  // as small as the room's width needs, still never covering each other.
  bool clear = true;
  // Clear of `rather_clear_of` too (tried first, at every size down to min_scale).
  bool clear_of_all = true;
};

TrickLayout layout_trick(const TrickLayoutInput& in);

// The last layout and the input it was made for. The table is drawn every frame while anything
// moves, and layout_trick's search (thousands of placements in a small window) need only run
// when its input changes: a resize, a new trick, another seat layout.
class TrickLayoutCache {
 public:
  const TrickLayout& get(const TrickLayoutInput& in) {
    if (!valid_ || !(in == in_)) {
      out_ = layout_trick(in);
      in_ = in;
      valid_ = true;
    }
    return out_;
  }

 private:
  bool valid_ = false;
  TrickLayoutInput in_;
  TrickLayout out_;
};

}  // namespace ui
