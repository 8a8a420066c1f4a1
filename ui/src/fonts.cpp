#include "fonts.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "suit_glyphs.h"
#include "ui/card_labels.h"
#include "ui/glyph_fallback.h"

namespace ui {
namespace {

// The symbols merged into the regular font: those of glyph_fallbacks(), one range each.
// ImGui keeps a pointer to the ranges until the atlas is built, so they live as long as the app.
const ImWchar* symbol_ranges() {
  static const std::vector<ImWchar> ranges = [] {
    std::vector<ImWchar> r;
    for (const GlyphFallback& f : glyph_fallbacks()) {
      if (f.code >= kGermanSuitCodes) continue;  // drawn by suit_glyphs.cpp, in no font file
      r.push_back(static_cast<ImWchar>(f.code));
      r.push_back(static_cast<ImWchar>(f.code));
    }
    r.push_back(0);
    return r;
  }();
  return ranges.data();
}

ImFont* add_font(const char* path, float size) {
  ImGuiIO& io = ImGui::GetIO();
  ImFontConfig base;
  base.OversampleH = 2;
  ImFont* font = io.Fonts->AddFontFromFileTTF(path, size, &base, io.Fonts->GetGlyphRangesDefault());
  if (!font) return nullptr;
  ImFontConfig merge;
  merge.MergeMode = true;
  merge.OversampleH = 2;
  io.Fonts->AddFontFromFileTTF(path, size, &merge, symbol_ranges());
  return font;
}

bool readable(const char* path) {
  std::error_code ec;
  return std::filesystem::is_regular_file(path, ec);
}

}  // namespace

Fonts load_fonts() {
  Fonts f;
  ImGuiIO& io = ImGui::GetIO();
  // SCHMIER_FONT overrides the regular font file (its bold face is then the same file); the
  // tests point it at a missing file to check the fallback.
  const char* env = std::getenv("SCHMIER_FONT");
  const std::string regular = env ? env : SCHMIER_UI_FONT;
  const std::string bold = env ? regular : std::string(SCHMIER_UI_FONT_BOLD);
  if (readable(regular.c_str())) {
    const std::string bold_path = readable(bold.c_str()) ? bold : regular;
    f.text = add_font(regular.c_str(), 17.0f);
    f.bold = add_font(bold_path.c_str(), 17.0f);
    f.corner = add_font(bold_path.c_str(), 26.0f);
    f.pip = add_font(regular.c_str(), 56.0f);
  }
  if (f.text && f.bold && f.corner && f.pip) {
    f.suit_glyphs = true;
    io.FontDefault = f.text;
    // The German suit symbols of the card names (suit_glyphs.h) are drawn into the atlas.
    add_german_suit_glyphs(f.text, 17.0f);
    add_german_suit_glyphs(f.bold, 17.0f);
    io.Fonts->Build();
    paint_german_suit_glyphs(io.Fonts);
    return f;
  }
  // Fallback: ImGui's built-in font (Latin-1 only); the cards draw their suits as shapes, and
  // every other character the texts use beyond Latin-1 (suits in sentences, the en dash, stars,
  // arrows) shows as its ASCII stand-in (glyph_fallbacks) instead of "?". ImGui remaps glyphs
  // only in a built atlas, so it is built here.
  io.Fonts->Clear();
  ImFontConfig config;
  config.SizePixels = 15.0f;
  ImFont* builtin = io.Fonts->AddFontDefault(&config);
  add_german_suit_glyphs(builtin, config.SizePixels);
  io.Fonts->Build();
  paint_german_suit_glyphs(io.Fonts);
  for (const GlyphFallback& g : glyph_fallbacks()) {
    if (builtin->FindGlyphNoFallback(static_cast<ImWchar>(g.code))) continue;  // drawn here
    builtin->AddRemapChar(static_cast<ImWchar>(g.code), static_cast<ImWchar>(g.ascii));
    if (!builtin->FindGlyphNoFallback(static_cast<ImWchar>(g.code))) {
      std::fprintf(stderr, "schmier-gui: the built-in font cannot show U+%04X\n",
                   static_cast<unsigned>(g.code));
    }
  }
  f = Fonts{builtin, builtin, builtin, builtin, false};
  io.FontDefault = builtin;
  return f;
}

}  // namespace ui
