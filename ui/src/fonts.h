// The fonts of schmier-gui: DejaVu Sans (fonts-dejavu-core) with the card-suit glyphs
// U+2660-U+2667 and a few arrows merged in (the list in ui/glyph_fallback.h), in the sizes the
// panels and cards use. When the font file is missing, ImGui's built-in font is used: the cards
// draw their suits as shapes, and in text every listed character shows as its ASCII stand-in
// ("AC", "best-good?"). The environment variable SCHMIER_FONT names another font file to use.
#pragma once

#include <imgui.h>

namespace ui {

struct Fonts {
  ImFont* text = nullptr;    // panels
  ImFont* bold = nullptr;    // names, headings
  ImFont* corner = nullptr;  // card corners (rank + suit), drawn at any size
  ImFont* pip = nullptr;     // the large suit symbol in a card's centre
  bool suit_glyphs = false;  // the fonts contain ♣ ♠ ♥ ♦ (and the arrows)
};

// Adds the fonts to the current ImGui context's atlas (before the first frame).
Fonts load_fonts();

}  // namespace ui
