// Small drawing helpers the side panels share: cards as coloured text, headings, grade marks.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

#include "engine/card.h"
#include "fonts.h"
#include "solver/analysis.h"
#include "ui/card_labels.h"

namespace ui {

inline const ImVec4 kDimText(0.62f, 0.68f, 0.66f, 1.0f);
inline const ImVec4 kGoldText(0.96f, 0.77f, 0.25f, 1.0f);
inline const ImVec4 kPlainText(0.92f, 0.92f, 0.92f, 1.0f);
inline const ImVec4 kPickerText(0.93f, 0.55f, 0.25f, 1.0f);
inline const ImVec4 kPartnerText(0.35f, 0.78f, 0.85f, 1.0f);
inline const ImVec4 kWarnText(0.98f, 0.80f, 0.35f, 1.0f);

// The colour a card's text is printed in on the dark panels.
ImVec4 card_text_color(engine::Card c, CardNames names);
// "Q♣" ("EO" with German suits) as coloured text. Without the font's suit glyphs the built-in
// font shows the suit by its letter ("QC", "10S": ui/glyph_fallback.h), as in sentences.
std::string card_string(engine::Card c, const Fonts& fonts, CardNames names);
void card_inline(engine::Card c, const Fonts& fonts, CardNames names);
void cards_inline(const std::vector<engine::Card>& cards, const Fonts& fonts, CardNames names);
// A gold heading with a separator under it.
void heading(const Fonts& fonts, const char* text);
// The grade's mark (★ ! ✓ ?! ? ??) in its colour; with `label` also its name.
void grade_inline(solver::Grade g, const Fonts& fonts, bool label);
// The same for a grade that may be uncertain (ui/analysis_view.h grade_uncertain): "~?! good–
// inaccuracy?" in the grade's colour, with a tooltip saying what the range means.
void grade_inline(solver::Grade g, bool settled, solver::Grade low, solver::Grade high,
                  const Fonts& fonts, bool label);
std::string_view grade_mark_for(solver::Grade g, const Fonts& fonts);
// The marks' legend in a line (solver/verdict.h's entries): each mark and word in its colour,
// too close to call in the neutral one, wrapping only where the panel is narrower; each entry's
// tooltip gives its band, and the last one the note on close verdicts and ± (the ? overlay has
// the same words).
void verdict_legend_strip(const Fonts& fonts);
// A lesson's title in `colour`, wrapped, followed by `tail` when given ("Leave no sweep: ...").
// The tutor names the idea; its rule number (RULES.md §6, "SW-ST-2") is only in the tooltip.
void lesson_title(const std::string& id, const std::string& title, const ImVec4& colour,
                  const std::string& tail = {});
inline void lesson_title(const solver::Lesson& l, const ImVec4& colour,
                         const std::string& tail = {}) {
  lesson_title(l.id, l.title, colour, tail);
}
// A tooltip for the last item, beside it (under it; above it low in the window; left-aligned
// to its right edge near the right side) so that it never covers the item under the mouse.
void item_tooltip(const char* fmt, ...) IM_FMTARGS(1);
// ImGui::TextWrapped with numbers kept whole (unbreakable_numbers: ImGui 1.86 broke "+10.5"
// after its '.'), and wrapped_text for a ready string at the current wrap position (0: the
// window's edge).
void text_wrapped(const char* fmt, ...) IM_FMTARGS(1);
void wrapped_text(const std::string& text);
// The same beside the rectangle a..b (a card on the table, a dot of the graph).
void rect_tooltip(ImVec2 a, ImVec2 b, const char* fmt, ...) IM_FMTARGS(3);
// "+1.25" / "-0.40" / "0.00".
std::string signed_text(double v, int decimals = 2);

// A small rounded label (a seat's role, whose turn it is) at `pos`; returns its width.
float chip(ImDrawList* dl, ImFont* font, ImVec2 pos, const char* text, ImU32 bg, ImU32 fg);
// The width chip() takes for `text`.
float chip_width(ImFont* font, const char* text);

}  // namespace ui
