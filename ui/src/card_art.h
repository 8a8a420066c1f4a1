// Playing cards drawn with ImGui's draw list: a white rounded face with the rank and suit in
// both corners (the lower one upside down, as printed on real cards) and a large suit symbol or
// a framed court letter in the centre; hearts and diamonds red, clubs and spades black. Backs
// are blue with a lattice. Without the suit glyphs (no DejaVu font) suits are drawn as shapes.
#pragma once

#include <imgui.h>

#include "engine/card.h"
#include "engine/sweep.h"
#include "fonts.h"

namespace ui {

struct CardLook {
  bool german = false;        // U and O for Unter and Ober (Schafkopf)
  bool german_suits = false;  // Eichel, Gras, Herz, Schellen drawn instead of French suits
  bool trump = false;         // a thin gold mark along the top edge
  bool highlight = false;     // a gold outline (the trick's winner)
  bool dim = false;           // greyed (e.g. an under card seen by its owner)
  const char* tag = nullptr;  // a small caption below the corner ("under")
};

void draw_card_face(ImDrawList* dl, const Fonts& fonts, ImVec2 pos, ImVec2 size, engine::Card c,
                    const CardLook& look = {});
// A card of Sweep's 52-card deck (French faces always).
void draw_sweep_card_face(ImDrawList* dl, const Fonts& fonts, ImVec2 pos, ImVec2 size,
                          engine::sweep::Card c, const CardLook& look = {});
void draw_card_back(ImDrawList* dl, ImVec2 pos, ImVec2 size, bool highlight = false);
// A suit symbol centred at `center`, `height` pixels tall, in `color`; German suits (acorn,
// leaf, heart, bell) are drawn in their own colours.
void draw_suit(ImDrawList* dl, const Fonts& fonts, ImVec2 center, float height, engine::Suit s,
               ImU32 color, bool german_suits = false);
// The colour of a suit's symbol and index: red and black, or the German suits' colours.
ImU32 suit_color(engine::Suit s, bool german_suits = false);

}  // namespace ui
