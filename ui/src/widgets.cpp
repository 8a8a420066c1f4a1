#include "widgets.h"

#include <imgui_internal.h>

#include <cfloat>
#include <cmath>
#include <cstdarg>
#include <cstdio>

#include "card_art.h"
#include "grade_style.h"
#include "solver/verdict.h"
#include "ui/analysis_view.h"
#include "ui/glyph_fallback.h"

namespace ui {

namespace {

void tooltip_beside(ImVec2 a, ImVec2 b, const char* fmt, va_list args) {
  const ImVec2 d = ImGui::GetIO().DisplaySize;
  const bool above = b.y > d.y * 0.6f;
  const bool right = a.x > d.x * 0.6f;
  ImGui::SetNextWindowPos(ImVec2(right ? b.x : a.x, above ? a.y - 4 : b.y + 4), ImGuiCond_Always,
                          ImVec2(right ? 1.0f : 0.0f, above ? 1.0f : 0.0f));
  ImGui::SetTooltipV(fmt, args);
}

}  // namespace

void item_tooltip(const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  tooltip_beside(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), fmt, args);
  va_end(args);
}

void text_wrapped(const char* fmt, ...) {
  char buf[2048];
  va_list args;
  va_start(args, fmt);
  std::vsnprintf(buf, sizeof buf, fmt, args);
  va_end(args);
  // As ImGui::TextWrapped: at the window's edge unless a wrap position is set.
  const bool own_wrap = ImGui::GetCurrentWindow()->DC.TextWrapPos < 0.0f;
  if (own_wrap) ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(unbreakable_numbers(buf).c_str());
  if (own_wrap) ImGui::PopTextWrapPos();
}

void wrapped_text(const std::string& text) {
  ImGui::TextUnformatted(unbreakable_numbers(text).c_str());
}

void rect_tooltip(ImVec2 a, ImVec2 b, const char* fmt, ...) {
  va_list args;
  va_start(args, fmt);
  tooltip_beside(a, b, fmt, args);
  va_end(args);
}

ImVec4 card_text_color(engine::Card c, CardNames names) {
  const engine::Suit s = engine::suit_of(c);
  if (names.german_suits) {
    switch (s) {
      case engine::Suit::kClubs:
        return ImVec4(0.86f, 0.64f, 0.38f, 1.0f);
      case engine::Suit::kSpades:
        return ImVec4(0.45f, 0.85f, 0.40f, 1.0f);
      case engine::Suit::kHearts:
        return ImVec4(1.0f, 0.45f, 0.45f, 1.0f);
      case engine::Suit::kDiamonds:
        return ImVec4(0.98f, 0.78f, 0.25f, 1.0f);
    }
  }
  return is_red(s) ? ImVec4(1.0f, 0.45f, 0.45f, 1.0f) : kPlainText;
}

std::string card_string(engine::Card c, const Fonts& /*fonts*/, CardNames names) {
  // One notation with or without the font (card_label): the engine's code ("TS", "QH" for 10S
  // and the Ober) disagreed with the sentences beside it and with the U and O on the cards.
  return card_label(c, names);
}

void card_inline(engine::Card c, const Fonts& fonts, CardNames names) {
  ImGui::TextColored(card_text_color(c, names), "%s", card_string(c, fonts, names).c_str());
}

void cards_inline(const std::vector<engine::Card>& cards, const Fonts& fonts, CardNames names) {
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (i > 0) ImGui::SameLine(0, 6);
    card_inline(cards[i], fonts, names);
  }
}

void heading(const Fonts& fonts, const char* text) {
  ImGui::Spacing();
  ImGui::PushFont(fonts.bold);
  ImGui::TextColored(kGoldText, "%s", text);
  ImGui::PopFont();
  ImGui::Separator();
}

std::string_view grade_mark_for(solver::Grade g, const Fonts& fonts) {
  return fonts.suit_glyphs ? grade_mark(g) : grade_mark_ascii(g);
}

void verdict_legend_strip(const Fonts& fonts) {
  const std::vector<solver::LegendEntry> entries = solver::verdict_legend_entries();
  const float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(10, 2));
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const solver::LegendEntry& e = entries[i];
    const bool too_close = e.grade == solver::Grade::kNotGraded;
    const std::string mark =
        too_close ? std::string(e.mark) : std::string(grade_mark_for(e.grade, fonts));
    const std::string text = mark + " " + std::string(e.word);
    if (i > 0) {
      ImGui::SameLine();
      if (ImGui::GetCursorScreenPos().x + ImGui::CalcTextSize(text.c_str()).x > right) {
        ImGui::NewLine();
      }
    }
    ImGui::TextColored(grade_color_v(e.grade), "%s", text.c_str());
    if (ImGui::IsItemHovered()) {
      if (too_close) {
        item_tooltip("%.*s: %.*s.\n%.*s", static_cast<int>(e.word.size()), e.word.data(),
                     static_cast<int>(e.band.size()), e.band.data(),
                     static_cast<int>(solver::kLegendNote.size()), solver::kLegendNote.data());
      } else {
        item_tooltip("%.*s: %.*s", static_cast<int>(e.word.size()), e.word.data(),
                     static_cast<int>(e.band.size()), e.band.data());
      }
    }
  }
  ImGui::PopStyleVar();
}

void lesson_title(const std::string& id, const std::string& title, const ImVec4& colour,
                  const std::string& tail) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  if (tail.empty()) {
    text_wrapped("%s", title.c_str());
  } else {
    text_wrapped("%s: %s", title.c_str(), tail.c_str());
  }
  ImGui::PopStyleColor();
  if (!id.empty() && ImGui::IsItemHovered()) {
    item_tooltip("Lesson %s (the strategy lessons of RULES.md)", id.c_str());
  }
}

void grade_inline(solver::Grade g, const Fonts& fonts, bool label) {
  const std::string_view mark = grade_mark_for(g, fonts);
  if (label) {
    ImGui::TextColored(grade_color_v(g), "%.*s %.*s", static_cast<int>(mark.size()), mark.data(),
                       static_cast<int>(grade_label(g).size()), grade_label(g).data());
  } else {
    ImGui::TextColored(grade_color_v(g), "%.*s", static_cast<int>(mark.size()), mark.data());
  }
}

void grade_inline(solver::Grade g, bool settled, solver::Grade low, solver::Grade high,
                  const Fonts& fonts, bool label) {
  if (!grade_uncertain(g, settled, low, high)) {
    grade_inline(g, fonts, label);
    return;
  }
  // Close or too close to call (solver/verdict.h): the verdict's mark and colour.
  const std::string mark = grade_mark_text(g, settled, low, high, !fonts.suit_glyphs);
  const ImVec4 colour = grade_color_v(verdict_tone(g, settled, low, high));
  if (label) {
    ImGui::TextColored(colour, "%s %s", mark.c_str(),
                       grade_words_short(g, settled, low, high).c_str());
  } else {
    ImGui::TextColored(colour, "%s", mark.c_str());
  }
  if (ImGui::IsItemHovered()) {
    const solver::ShownVerdict v = solver::shown_verdict(g, settled, low, high);
    item_tooltip(
        "%s: the sampled deals put this decision between %s and %s;\n"
        "more deals would be needed to tell.",
        solver::verdict_text(v).c_str(), std::string(grade_label(v.better)).c_str(),
        std::string(grade_label(v.worse)).c_str());
  }
}

std::string signed_text(double v, int decimals) {
  char buf[32];
  if (std::fabs(v) < 0.5 * std::pow(10.0, -decimals)) v = 0;
  std::snprintf(buf, sizeof buf, v > 0 ? "+%.*f" : "%.*f", decimals, v);
  return buf;
}

float chip(ImDrawList* dl, ImFont* font, ImVec2 pos, const char* text, ImU32 bg, ImU32 fg) {
  const float size = 12.5f;
  const ImVec2 box = font->CalcTextSizeA(size, FLT_MAX, 0, text);
  const ImVec2 end(pos.x + box.x + 12, pos.y + box.y + 4);
  dl->AddRectFilled(pos, end, bg, 8);
  dl->AddText(font, size, ImVec2(pos.x + 6, pos.y + 2), fg, text);
  return end.x - pos.x;
}

float chip_width(ImFont* font, const char* text) {
  return font->CalcTextSizeA(12.5f, FLT_MAX, 0, text).x + 12;
}

}  // namespace ui
