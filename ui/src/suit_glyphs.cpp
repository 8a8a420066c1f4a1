#include "suit_glyphs.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "ui/card_labels.h"

namespace ui {
namespace {

constexpr float kPi = 3.14159265f;

bool in_circle(float x, float y, float cx, float cy, float r) {
  return (x - cx) * (x - cx) + (y - cy) * (y - cy) < r * r;
}

bool in_ellipse(float x, float y, float cx, float cy, float rx, float ry) {
  const float dx = (x - cx) / rx;
  const float dy = (y - cy) / ry;
  return dx * dx + dy * dy < 1.0f;
}

// An acorn: the nut, its cap apart from it by a thin gap, the stalk.
bool acorn(float x, float y) {
  if (std::abs(x - 0.5f) < 0.05f && y > 0.06f && y < 0.3f) return true;
  if (y < 0.44f) return in_ellipse(x, y, 0.5f, 0.41f, 0.34f, 0.18f);
  if (y < 0.49f) return false;
  return in_ellipse(x, y, 0.5f, 0.64f, 0.25f, 0.31f);
}

// A leaf: a pointed lens with a stalk and a midrib.
bool leaf(float x, float y) {
  const float d = std::abs(x - 0.5f);
  if (d < 0.045f && y > 0.7f && y < 0.98f) return true;
  if (y < 0.04f || y > 0.82f) return false;
  if (d < 0.03f && y > 0.2f && y < 0.72f) return false;
  return d < 0.36f * std::pow(std::sin(kPi * (y - 0.04f) / 0.78f), 0.8f);
}

bool heart(float x, float y) {
  if (in_circle(x, y, 0.28f, 0.34f, 0.23f) || in_circle(x, y, 0.72f, 0.34f, 0.23f)) return true;
  return y >= 0.4f && std::abs(x - 0.5f) <= 0.45f * (0.94f - y) / 0.54f;
}

// A bell: a round body with a slit and a hole, and the knob it hangs by.
bool bell(float x, float y) {
  if (in_circle(x, y, 0.5f, 0.14f, 0.1f)) return true;
  if (!in_circle(x, y, 0.5f, 0.56f, 0.36f)) return false;
  if (std::abs(y - 0.6f) < 0.035f && std::abs(x - 0.5f) < 0.26f) return false;
  return !in_circle(x, y, 0.5f, 0.76f, 0.065f);
}

struct GlyphRect {
  int index = 0;
  engine::Suit suit = engine::Suit::kClubs;
};

// The atlas's rectangles for the glyphs, kept from add to paint (the app has one atlas).
std::vector<GlyphRect>& glyph_rects() {
  static std::vector<GlyphRect> rects;
  return rects;
}

}  // namespace

bool german_suit_covers(engine::Suit s, float x, float y) {
  switch (s) {
    case engine::Suit::kClubs:
      return acorn(x, y);
    case engine::Suit::kSpades:
      return leaf(x, y);
    case engine::Suit::kHearts:
      return heart(x, y);
    case engine::Suit::kDiamonds:
      return bell(x, y);
  }
  return false;
}

void add_german_suit_glyphs(ImFont* font, float size) {
  if (!font) return;
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  // About the height of the font's capitals, standing on the baseline (the ascent is about
  // 0.8 of the size in DejaVu Sans and in ImGui's built-in font).
  const int h = std::max(7, static_cast<int>(std::lround(size * 0.68f)));
  const float top = std::round(size * 0.8f) - static_cast<float>(h) + 1.0f;
  for (int s = 0; s < 4; ++s) {
    const auto code = static_cast<ImWchar>(kGermanSuitCodes + static_cast<char32_t>(s));
    const int index = atlas->AddCustomRectFontGlyph(font, code, h, h, static_cast<float>(h + 1),
                                                    ImVec2(0.5f, top));
    glyph_rects().push_back({index, static_cast<engine::Suit>(s)});
  }
}

void paint_german_suit_glyphs(ImFontAtlas* atlas) {
  unsigned char* pixels = nullptr;
  int width = 0;
  int height = 0;
  atlas->GetTexDataAsRGBA32(&pixels, &width, &height);
  if (!pixels) return;
  constexpr int kSamples = 4;  // per axis: anti-aliased edges
  for (const GlyphRect& g : glyph_rects()) {
    const ImFontAtlasCustomRect* r = atlas->GetCustomRectByIndex(g.index);
    if (!r->IsPacked()) continue;
    for (int py = 0; py < r->Height; ++py) {
      for (int px = 0; px < r->Width; ++px) {
        int hits = 0;
        for (int sy = 0; sy < kSamples; ++sy) {
          for (int sx = 0; sx < kSamples; ++sx) {
            const float x = (static_cast<float>(px) + (static_cast<float>(sx) + 0.5f) / kSamples) /
                            static_cast<float>(r->Width);
            const float y = (static_cast<float>(py) + (static_cast<float>(sy) + 0.5f) / kSamples) /
                            static_cast<float>(r->Height);
            if (german_suit_covers(g.suit, x, y)) ++hits;
          }
        }
        unsigned char* p =
            pixels + (static_cast<std::size_t>(r->Y + py) * static_cast<std::size_t>(width) +
                      static_cast<std::size_t>(r->X + px)) *
                         4;
        p[0] = p[1] = p[2] = 255;
        p[3] = static_cast<unsigned char>(255 * hits / (kSamples * kSamples));
      }
    }
  }
}

}  // namespace ui
