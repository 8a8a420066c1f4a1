#include "ui/trick_layout.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ui {

bool boxes_overlap(const Box& a, const Box& b, float gap) {
  const float h = gap * 0.5f;
  return a.x0 - h < b.x1 + h && b.x0 - h < a.x1 + h && a.y0 - h < b.y1 + h && b.y0 - h < a.y1 + h;
}

bool box_inside(const Box& a, const Box& b) {
  return a.x0 >= b.x0 && a.x1 <= b.x1 && a.y0 >= b.y0 && a.y1 <= b.y1;
}

namespace {

Box card_at(float cx, float cy, float w, float h) {
  return Box{cx - w * 0.5f, cy - h * 0.5f, cx + w * 0.5f, cy + h * 0.5f};
}

// The caption's place: centred, just above the highest card.
Box caption_box(const TrickLayoutInput& in, const std::vector<Box>& cards) {
  float top = 0;
  for (const Box& b : cards) top = std::min(top, b.y0);
  return Box{-in.caption_w * 0.5f, top - 4 - in.caption_h, in.caption_w * 0.5f, top - 4};
}

// No two cards overlap; with `strict`, every card (and the caption) also inside the room and
// clear of everything listed.
bool fits(const TrickLayoutInput& in, const std::vector<Box>& cards, const Box& caption,
          bool strict, bool all) {
  for (std::size_t i = 0; i < cards.size(); ++i) {
    for (std::size_t j = i + 1; j < cards.size(); ++j) {
      if (boxes_overlap(cards[i], cards[j], in.gap)) return false;
    }
  }
  if (!strict) return true;
  const bool has_caption = in.caption_w > 0 && in.caption_h > 0;
  for (const Box& c : cards) {
    if (!box_inside(c, in.room)) return false;
    for (const Box& o : in.clear_of) {
      if (boxes_overlap(c, o, in.gap)) return false;
    }
    if (all) {
      for (const Box& o : in.rather_clear_of) {
        if (boxes_overlap(c, o, in.gap)) return false;
      }
    }
  }
  if (has_caption) {
    if (!box_inside(caption, in.room)) return false;
    for (const Box& o : in.clear_of) {
      if (boxes_overlap(caption, o, in.gap)) return false;
    }
    // The caption is text: it never lies over a hand.
    for (const Box& o : in.rather_clear_of) {
      if (boxes_overlap(caption, o, in.gap)) return false;
    }
  }
  return true;
}

}  // namespace

TrickLayout layout_trick(const TrickLayoutInput& in) {
  TrickLayout out;
  const std::size_t n = in.spots.size();
  if (n == 0 || in.card_w <= 0 || in.card_h <= 0) return out;
  std::vector<Box> cards(n);
  // Keeps the cards as placed when they are clear (of everything with `all`); says whether.
  auto take_if_clear = [&](float w, float h, bool all) {
    const Box caption = caption_box(in, cards);
    if (!fits(in, cards, caption, true, all)) return false;
    out.card_w = w;
    out.card_h = h;
    out.cards = cards;
    out.caption = caption;
    out.clear = true;
    out.clear_of_all = all;
    return true;
  };
  // Largest cards first; at each size the cards from above and below the centre straight
  // out, then side by side (the one from above to the left); then as far out towards the
  // seats as the room allows, the vertical reach kept longest.
  const int scale_steps = std::max(0, static_cast<int>(std::lround((1.0f - in.min_scale) / 0.05f)));
  // Clear of everything if it can be; else clear of what it must be.
  for (const bool all : {true, false}) {
    for (int si = 0; si <= scale_steps; ++si) {
      const float scale = 1.0f - 0.05f * static_cast<float>(si);
      const float w = std::round(in.card_w * scale);
      const float h = std::round(in.card_h * scale);
      for (const float ox : {0.0f, w * 0.5f + in.gap * 0.5f}) {
        // The whole trick a little up or down where the room between the seats is off centre.
        for (const float oy : {0.0f, -0.15f, 0.15f, -0.3f, 0.3f, -0.45f}) {
          for (int py = 0; py <= 14; ++py) {
            const float ty = in.reach_y * (1.0f - 0.05f * static_cast<float>(py));
            for (int px = 0; px <= 16; ++px) {
              // Side by side, the cards from above and below need the side seats' further out.
              const float rx = ox > 0 ? std::max(in.reach_x, ox + w + in.gap + 1) : in.reach_x;
              const float tx = rx * (1.0f - 0.05f * static_cast<float>(px));
              for (std::size_t i = 0; i < n; ++i) {
                const SeatSpot& s = in.spots[i];
                const bool vertical = std::fabs(s.x) < 0.5f;
                const float dx = vertical ? (s.y < 0 ? -ox : ox) : s.x * tx;
                cards[i] = card_at(dx, s.y * ty + oy * h, w, h);
              }
              if (take_if_clear(w, h, all)) return out;
            }
          }
        }
      }
    }
  }
  // No clear place in the seats' directions: a row, left to right as the seats sit, at the
  // largest size and the height nearest the centre where it is clear; else through the centre,
  // each card as wide as the room's width allows (at most the preferred size).
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const float ka = in.spots[a].x + (std::fabs(in.spots[a].x) < 0.5f ? in.spots[a].y * 0.01f : 0);
    const float kb = in.spots[b].x + (std::fabs(in.spots[b].x) < 0.5f ? in.spots[b].y * 0.01f : 0);
    return ka < kb;
  });
  const float nf = static_cast<float>(n);
  auto row = [&](float w, float h, float x, float y) {
    const float total = nf * w + (nf - 1) * (in.gap + 1);
    const float cx0 = x - total * 0.5f + w * 0.5f;
    for (std::size_t k = 0; k < n; ++k) {
      cards[order[k]] = card_at(cx0 + static_cast<float>(k) * (w + in.gap + 1), y, w, h);
    }
  };
  for (const bool all : {true, false}) {
    for (int si = 0; si <= scale_steps; ++si) {
      const float scale = 1.0f - 0.05f * static_cast<float>(si);
      const float w = std::round(in.card_w * scale);
      const float h = std::round(in.card_h * scale);
      for (int k = 0; k <= 40; ++k) {
        const float y = static_cast<float>((k + 1) / 2) * 4.0f * (k % 2 == 0 ? 1.0f : -1.0f);
        for (int j = 0; j <= 20; ++j) {
          const float x = static_cast<float>((j + 1) / 2) * 4.0f * (j % 2 == 0 ? 1.0f : -1.0f);
          row(w, h, x, y);
          if (take_if_clear(w, h, all)) return out;
        }
      }
    }
  }
  const float room_w = std::max(in.room.width(), nf * 8 + in.gap * nf);
  const float w =
      std::floor(std::min(in.card_w, (room_w - in.gap * nf) / nf));  // a gap between cards
  const float h = std::floor(w * in.card_h / in.card_w);
  row(w, h, (in.room.x0 + in.room.x1) * 0.5f, (in.room.y0 + in.room.y1) * 0.5f);
  out.card_w = w;
  out.card_h = h;
  out.cards = cards;
  out.caption = caption_box(in, cards);
  out.clear = fits(in, cards, out.caption, true, false);
  out.clear_of_all = fits(in, cards, out.caption, true, true);
  return out;
}

}  // namespace ui
