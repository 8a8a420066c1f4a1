#include "card_art.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include "theme.h"
#include "ui/card_labels.h"

namespace ui {
namespace {

ImVec2 add(ImVec2 a, ImVec2 b) {
  return ImVec2(a.x + b.x, a.y + b.y);
}

ImWchar suit_codepoint(engine::Suit s) {
  switch (s) {
    case engine::Suit::kClubs:
      return 0x2663;
    case engine::Suit::kSpades:
      return 0x2660;
    case engine::Suit::kHearts:
      return 0x2665;
    case engine::Suit::kDiamonds:
      return 0x2666;
  }
  return '?';
}

// Draws one glyph with the centre of its ink (not of its line box) at `center`.
void glyph_centered(ImDrawList* dl, ImFont* font, float size, ImVec2 center, ImWchar cp,
                    ImU32 color) {
  const ImFontGlyph* g = font->FindGlyph(cp);
  if (!g) return;
  const float scale = size / font->FontSize;
  const float ink_x = (g->X0 + g->X1) * 0.5f * scale;
  const float ink_y = (g->Y0 + g->Y1) * 0.5f * scale;
  // UTF-8 of a code point below U+10000.
  char utf8[4] = {};
  if (cp < 0x80) {
    utf8[0] = static_cast<char>(cp);
  } else if (cp < 0x800) {
    utf8[0] = static_cast<char>(0xC0 | (cp >> 6));
    utf8[1] = static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    utf8[0] = static_cast<char>(0xE0 | (cp >> 12));
    utf8[1] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    utf8[2] = static_cast<char>(0x80 | (cp & 0x3F));
  }
  dl->AddText(font, size, ImVec2(center.x - ink_x, center.y - ink_y), color, utf8);
}

// Suits as shapes, for the built-in font that has no suit glyphs.
void suit_shape(ImDrawList* dl, ImVec2 c, float h, engine::Suit s, ImU32 col) {
  const float r = h * 0.26f;
  switch (s) {
    case engine::Suit::kDiamonds:
      dl->AddQuadFilled(ImVec2(c.x, c.y - h * 0.5f), ImVec2(c.x + h * 0.36f, c.y),
                        ImVec2(c.x, c.y + h * 0.5f), ImVec2(c.x - h * 0.36f, c.y), col);
      break;
    case engine::Suit::kHearts:
      dl->AddCircleFilled(ImVec2(c.x - r * 0.95f, c.y - h * 0.18f), r, col, 20);
      dl->AddCircleFilled(ImVec2(c.x + r * 0.95f, c.y - h * 0.18f), r, col, 20);
      dl->AddTriangleFilled(ImVec2(c.x - r * 1.9f, c.y - h * 0.1f),
                            ImVec2(c.x + r * 1.9f, c.y - h * 0.1f), ImVec2(c.x, c.y + h * 0.5f),
                            col);
      break;
    case engine::Suit::kSpades:
      dl->AddCircleFilled(ImVec2(c.x - r * 0.95f, c.y + h * 0.08f), r, col, 20);
      dl->AddCircleFilled(ImVec2(c.x + r * 0.95f, c.y + h * 0.08f), r, col, 20);
      dl->AddTriangleFilled(ImVec2(c.x - r * 1.9f, c.y), ImVec2(c.x + r * 1.9f, c.y),
                            ImVec2(c.x, c.y - h * 0.5f), col);
      dl->AddTriangleFilled(ImVec2(c.x, c.y + h * 0.05f), ImVec2(c.x - h * 0.16f, c.y + h * 0.5f),
                            ImVec2(c.x + h * 0.16f, c.y + h * 0.5f), col);
      break;
    case engine::Suit::kClubs:
      dl->AddCircleFilled(ImVec2(c.x, c.y - h * 0.24f), r, col, 20);
      dl->AddCircleFilled(ImVec2(c.x - r * 1.05f, c.y + h * 0.05f), r, col, 20);
      dl->AddCircleFilled(ImVec2(c.x + r * 1.05f, c.y + h * 0.05f), r, col, 20);
      dl->AddTriangleFilled(ImVec2(c.x, c.y - h * 0.05f), ImVec2(c.x - h * 0.16f, c.y + h * 0.5f),
                            ImVec2(c.x + h * 0.16f, c.y + h * 0.5f), col);
      break;
  }
}

// Rank over suit, top left; `h` is the card's height.
void corner_index(ImDrawList* dl, const Fonts& fonts, ImVec2 pos, ImVec2 size,
                  std::string_view rank, engine::Suit suit, const CardLook& look, ImU32 col) {
  const float rank_size = size.y * 0.21f;
  const ImVec2 rank_box =
      fonts.corner->CalcTextSizeA(rank_size, FLT_MAX, 0, rank.data(), rank.data() + rank.size());
  const float left = pos.x + size.x * 0.07f;
  const float top = pos.y + size.y * 0.025f;
  // A ten is two characters wide: squeeze it a little so that it fits the corner.
  dl->AddText(fonts.corner, rank_box.x > size.x * 0.34f ? rank_size * 0.85f : rank_size,
              ImVec2(left, top), col, rank.data(), rank.data() + rank.size());
  const float suit_h = size.y * 0.15f;
  const ImVec2 suit_center(left + std::min(rank_box.x, size.x * 0.3f) * 0.5f,
                           top + rank_size + suit_h * 0.45f);
  draw_suit(dl, fonts, suit_center, suit_h, suit, col, look.german_suits);
}

// An ellipse as a convex path (ImGui draws circles only).
void ellipse(ImDrawList* dl, ImVec2 c, float rx, float ry, float from, float to, ImU32 col) {
  constexpr int kSegments = 28;
  dl->PathClear();
  for (int i = 0; i <= kSegments; ++i) {
    const float a = from + (to - from) * static_cast<float>(i) / kSegments;
    dl->PathLineTo(ImVec2(c.x + rx * std::cos(a), c.y + ry * std::sin(a)));
  }
  dl->PathFillConvex(col);
}

// The German suits (C-3): Eichel an acorn, Gras a leaf, Herz a heart, Schellen a bell.
void german_suit_shape(ImDrawList* dl, ImVec2 c, float h, engine::Suit s) {
  constexpr float kPi = 3.14159265f;
  switch (s) {
    case engine::Suit::kClubs: {  // Eichel
      ellipse(dl, ImVec2(c.x, c.y + h * 0.1f), h * 0.22f, h * 0.34f, 0, 2 * kPi, theme::kEichelNut);
      ellipse(dl, ImVec2(c.x, c.y - h * 0.08f), h * 0.29f, h * 0.2f, kPi, 2 * kPi,
              theme::kEichelCap);
      dl->AddRectFilled(ImVec2(c.x - h * 0.29f, c.y - h * 0.1f), ImVec2(c.x + h * 0.29f, c.y),
                        theme::kEichelCap, h * 0.04f);
      dl->AddLine(ImVec2(c.x, c.y - h * 0.26f), ImVec2(c.x + h * 0.06f, c.y - h * 0.46f),
                  theme::kEichelCap, std::max(1.0f, h * 0.07f));
      break;
    }
    case engine::Suit::kSpades: {  // Gras
      constexpr int kSteps = 16;
      dl->PathClear();
      const float top = c.y - h * 0.5f;
      const float bottom = c.y + h * 0.3f;
      for (int i = 0; i <= kSteps; ++i) {  // right edge, top to bottom
        const float u = static_cast<float>(i) / kSteps;
        dl->PathLineTo(ImVec2(c.x + h * 0.3f * std::sin(kPi * u), top + (bottom - top) * u));
      }
      for (int i = kSteps - 1; i > 0; --i) {  // left edge, back up
        const float u = static_cast<float>(i) / kSteps;
        dl->PathLineTo(ImVec2(c.x - h * 0.3f * std::sin(kPi * u), top + (bottom - top) * u));
      }
      dl->PathFillConvex(theme::kGrasLeaf);
      const float w = std::max(1.0f, h * 0.05f);
      dl->AddLine(ImVec2(c.x, top + h * 0.1f), ImVec2(c.x, c.y + h * 0.5f), theme::kGrasRib, w);
      break;
    }
    case engine::Suit::kHearts:
      suit_shape(dl, c, h, s, theme::kSuitRed);
      break;
    case engine::Suit::kDiamonds: {  // Schellen
      const float r = h * 0.36f;
      dl->AddCircleFilled(ImVec2(c.x, c.y - r - h * 0.02f), h * 0.07f, theme::kSchellenBand, 12);
      dl->AddCircleFilled(c, r, theme::kSchellenBell, 28);
      dl->AddRectFilled(ImVec2(c.x - r * 0.96f, c.y - r * 0.2f), ImVec2(c.x + r * 0.96f, c.y),
                        theme::kSchellenBand);
      dl->AddCircleFilled(ImVec2(c.x, c.y + r * 0.5f), r * 0.16f, theme::kSchellenBand, 12);
      dl->AddLine(ImVec2(c.x, c.y + r * 0.5f), ImVec2(c.x, c.y + r * 0.95f), theme::kSchellenBand,
                  std::max(1.0f, h * 0.05f));
      dl->AddCircle(c, r, theme::kSchellenBand, 28, std::max(1.0f, h * 0.04f));
      break;
    }
  }
}

}  // namespace

ImU32 suit_color(engine::Suit s, bool german_suits) {
  if (german_suits) {
    switch (s) {
      case engine::Suit::kClubs:
        return theme::kEichelCap;
      case engine::Suit::kSpades:
        return theme::kGrasRib;
      case engine::Suit::kHearts:
        return theme::kSuitRed;
      case engine::Suit::kDiamonds:
        return theme::kSchellenBand;
    }
  }
  return is_red(s) ? theme::kSuitRed : theme::kSuitBlack;
}

void draw_suit(ImDrawList* dl, const Fonts& fonts, ImVec2 center, float height, engine::Suit s,
               ImU32 color, bool german_suits) {
  if (german_suits) {
    german_suit_shape(dl, center, height, s);
  } else if (fonts.suit_glyphs) {
    // DejaVu's suit glyphs fill about 70% of the font size.
    glyph_centered(dl, fonts.pip, height / 0.72f, center, suit_codepoint(s), color);
  } else {
    suit_shape(dl, center, height, s, color);
  }
}

namespace {

// A face of any deck: the rank's label, its suit, and whether the centre shows a framed court
// letter or one suit symbol (large for an ace).
enum class Centre { kPip, kAce, kCourt };
void draw_face(ImDrawList* dl, const Fonts& fonts, ImVec2 pos, ImVec2 size, std::string_view label,
               engine::Suit suit, Centre centre, const CardLook& look) {
  const float round = size.x * 0.09f;
  const ImVec2 end = add(pos, size);
  dl->AddRectFilled(add(pos, ImVec2(2, 3)), add(end, ImVec2(2, 3)), theme::kCardShadow, round);
  dl->AddRectFilled(pos, end, theme::kCardWhite, round);
  dl->AddRect(pos, end, theme::kCardBorder, round, 0, 1.0f);

  const ImU32 col = suit_color(suit, look.german_suits);
  const ImVec2 center(pos.x + size.x * 0.5f, pos.y + size.y * 0.5f);

  // The centre: a court card gets a framed letter, the others one large suit symbol.
  if (centre == Centre::kCourt) {
    const ImVec2 f0(pos.x + size.x * 0.24f, pos.y + size.y * 0.2f);
    const ImVec2 f1(end.x - size.x * 0.24f, end.y - size.y * 0.2f);
    dl->AddRectFilled(f0, f1, theme::rgba(250, 240, 214), round * 0.5f);
    dl->AddRect(f0, f1, theme::kCourtFrame, round * 0.5f, 0, 1.5f);
    const std::string_view letter = label;
    const float letter_size = size.y * 0.3f;
    const ImVec2 box = fonts.corner->CalcTextSizeA(letter_size, FLT_MAX, 0, letter.data(),
                                                   letter.data() + letter.size());
    dl->AddText(fonts.corner, letter_size,
                ImVec2(center.x - box.x * 0.5f, center.y - box.y * 0.62f), col, letter.data(),
                letter.data() + letter.size());
    draw_suit(dl, fonts, ImVec2(center.x, center.y + size.y * 0.15f), size.y * 0.11f, suit, col,
              look.german_suits);
  } else {
    const float pip = centre == Centre::kAce ? size.y * 0.4f : size.y * 0.3f;
    draw_suit(dl, fonts, center, pip, suit, col, look.german_suits);
  }

  // Both corners: draw the top one, then a copy turned by 180 degrees about the centre.
  corner_index(dl, fonts, pos, size, label, suit, look, col);
  const int first = dl->VtxBuffer.Size;
  corner_index(dl, fonts, pos, size, label, suit, look, col);
  for (int i = first; i < dl->VtxBuffer.Size; ++i) {
    ImDrawVert& v = dl->VtxBuffer[i];
    v.pos = ImVec2(2 * center.x - v.pos.x, 2 * center.y - v.pos.y);
  }

  if (look.trump) {
    const float m = size.x * 0.36f;
    dl->AddRectFilled(ImVec2(pos.x + m, pos.y + 2.5f), ImVec2(end.x - m * 0.55f, pos.y + 5.5f),
                      theme::kTrumpMark, 1.5f);
  }
  if (look.tag) {
    const float tag_size = size.y * 0.14f;
    const ImVec2 box = fonts.bold->CalcTextSizeA(tag_size, FLT_MAX, 0, look.tag);
    const ImVec2 t0(center.x - box.x * 0.5f - 4, end.y - size.y * 0.3f);
    dl->AddRectFilled(t0, ImVec2(t0.x + box.x + 8, t0.y + box.y + 2), theme::rgba(60, 60, 70, 220),
                      3);
    dl->AddText(fonts.bold, tag_size, ImVec2(t0.x + 4, t0.y + 1), theme::kText, look.tag);
  }
  if (look.dim) dl->AddRectFilled(pos, end, theme::rgba(40, 40, 60, 90), round);
  if (look.highlight) {
    dl->AddRect(add(pos, ImVec2(-2, -2)), add(end, ImVec2(2, 2)), theme::kGold, round + 2, 0, 3.0f);
  }
}

}  // namespace

void draw_card_face(ImDrawList* dl, const Fonts& fonts, ImVec2 pos, ImVec2 size, engine::Card c,
                    const CardLook& look) {
  const auto rank = engine::rank_of(c);
  const Centre centre =
      rank == engine::Rank::kJack || rank == engine::Rank::kQueen || rank == engine::Rank::kKing
          ? Centre::kCourt
      : rank == engine::Rank::kAce ? Centre::kAce
                                   : Centre::kPip;
  draw_face(dl, fonts, pos, size, rank_label(c, look.german), engine::suit_of(c), centre, look);
}

void draw_sweep_card_face(ImDrawList* dl, const Fonts& fonts, ImVec2 pos, ImVec2 size,
                          engine::sweep::Card c, const CardLook& look) {
  static constexpr const char* kLabels[engine::sweep::kNumRanks] = {
      "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
  const int rank = engine::sweep::rank_of(c);
  const Centre centre = rank == engine::sweep::kRankJack || rank == engine::sweep::kRankQueen ||
                                rank == engine::sweep::kRankKing
                            ? Centre::kCourt
                        : rank == engine::sweep::kRankAce ? Centre::kAce
                                                          : Centre::kPip;
  CardLook french = look;
  french.german = false;
  french.german_suits = false;
  draw_face(dl, fonts, pos, size, kLabels[rank], engine::sweep::suit_of(c), centre, french);
}

void draw_card_back(ImDrawList* dl, ImVec2 pos, ImVec2 size, bool highlight) {
  const float round = size.x * 0.09f;
  const ImVec2 end = add(pos, size);
  dl->AddRectFilled(add(pos, ImVec2(2, 3)), add(end, ImVec2(2, 3)), theme::kCardShadow, round);
  dl->AddRectFilled(pos, end, theme::kBackBorder, round);
  const float inset = std::max(3.0f, size.x * 0.07f);
  const ImVec2 i0 = add(pos, ImVec2(inset, inset));
  const ImVec2 i1 = add(end, ImVec2(-inset, -inset));
  dl->AddRectFilled(i0, i1, theme::kBack, round * 0.5f);
  dl->PushClipRect(i0, i1, true);
  const float step = std::max(5.0f, size.x * 0.12f);
  const float span = i1.y - i0.y;
  for (float x = i0.x - span; x < i1.x + span; x += step) {
    dl->AddLine(ImVec2(x, i0.y), ImVec2(x + span, i1.y), theme::kBackPattern, 1.0f);
    dl->AddLine(ImVec2(x + span, i0.y), ImVec2(x, i1.y), theme::kBackPattern, 1.0f);
  }
  dl->PopClipRect();
  dl->AddRect(pos, end, theme::kCardBorder, round, 0, 1.0f);
  if (highlight) {
    dl->AddRect(add(pos, ImVec2(-2, -2)), add(end, ImVec2(2, 2)), theme::kGold, round + 2, 0, 3.0f);
  }
}

}  // namespace ui
