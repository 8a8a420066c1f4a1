#include "fonts.h"

#include <cstdlib>
#include <filesystem>
#include <string>

namespace ui {
namespace {

// ImGui keeps pointers to glyph ranges until the atlas is built, so they are static.
const ImWchar kSymbolRanges[] = {
    0x2013, 0x2014,  // – —
    0x2022, 0x2022,  // •
    0x2026, 0x2026,  // …
    0x2190, 0x2193,  // ← ↑ → ↓
    0x25A0, 0x25A1,  // ■ □ (forced)
    0x25B2, 0x25C0,  // ▲ ▶ ▼ ◀
    0x25CF, 0x25CF,  // ● (key moments)
    0x2605, 0x2606,  // ★ ☆ (best card)
    0x2660, 0x2667,  // ♠ ♡ ♢ ♣ ♤ ♥ ♦ ♧
    0x2713, 0x2713,  // ✓ (good)
    0,
};

ImFont* add_font(const char* path, float size) {
  ImGuiIO& io = ImGui::GetIO();
  ImFontConfig base;
  base.OversampleH = 2;
  ImFont* font = io.Fonts->AddFontFromFileTTF(path, size, &base, io.Fonts->GetGlyphRangesDefault());
  if (!font) return nullptr;
  ImFontConfig merge;
  merge.MergeMode = true;
  merge.OversampleH = 2;
  io.Fonts->AddFontFromFileTTF(path, size, &merge, kSymbolRanges);
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
    return f;
  }
  // Fallback: ImGui's built-in font (ASCII only); the cards draw their suits as shapes.
  io.Fonts->Clear();
  ImFontConfig config;
  config.SizePixels = 15.0f;
  ImFont* builtin = io.Fonts->AddFontDefault(&config);
  f = Fonts{builtin, builtin, builtin, builtin, false};
  io.FontDefault = builtin;
  return f;
}

}  // namespace ui
