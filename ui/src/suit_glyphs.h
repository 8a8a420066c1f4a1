// The German suit symbols as glyphs of the text fonts (RULES.md C-3, issue 42: one card
// notation). card_label writes a German-faced card as its rank and a code point of the private
// use area (U+E000 Eichel .. U+E003 Schellen, ui/card_labels.h); these functions put an acorn,
// a leaf, a heart and a bell at those code points into the font atlas, so that every text the
// app draws (tables, move lists, wrapped sentences) shows them like the French ♣ ♠ ♥ ♦.
// The glyphs are white masks: the text colour (card_text_color) tints them.
#pragma once

#include <imgui.h>

#include "engine/card.h"

namespace ui {

// How much of the unit square's point (x, y) (0..1, y down) the suit's symbol covers: 0 or 1.
bool german_suit_covers(engine::Suit s, float x, float y);

// Asks the atlas for room for the four glyphs in `font` (before the atlas is built).
void add_german_suit_glyphs(ImFont* font, float size);

// Draws the glyphs into the built atlas's pixels (after ImFontAtlas::Build).
void paint_german_suit_glyphs(ImFontAtlas* atlas);

}  // namespace ui
