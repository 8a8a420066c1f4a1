#include "info_panel.h"

#include <cstdio>
#include <optional>
#include <string>

#include "theme.h"
#include "ui/card_labels.h"
#include "widgets.h"

namespace ui {
namespace {

using engine::Card;

ImVec4 seat_color(const TableView& v, const SeatView& s) {
  if (s.picker) return kPickerText;
  if (s.partner) return kPartnerText;
  (void)v;
  return kPlainText;
}

void aside_line(const char* name, const CardsAside& a, const Fonts& fonts, CardNames german) {
  if (!a.exists) return;
  ImGui::TextColored(kDimText, "%s:", name);
  ImGui::SameLine();
  if (a.visible) {
    cards_inline(a.cards, fonts, german);
    ImGui::SameLine();
    ImGui::TextColored(kDimText, "(%d points)", a.points);
  } else if (a.known) {
    ImGui::TextColored(kDimText, "hidden from this seat");
  } else {
    ImGui::TextColored(kDimText, "not in the log");
  }
}

}  // namespace

void InfoPanel::draw(AppContext& ctx) {
  ReplayModel& model = ctx.model;
  const Fonts& fonts = ctx.fonts;
  if (!model.has_deal()) {
    ImGui::TextColored(kDimText, "No deal loaded.");
    return;
  }
  const ReplayDeal& deal = model.deal();
  const TrickBoardParts& board = *ctx.board().trick;
  const TableView& v = board.table;
  const HandTabLines& hand = board.hand;
  const CardNames german = ctx.names();

  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted(hand.game.c_str());
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::TextColored(kDimText, "%d players, %s deals", v.num_seats, hand.dealer.c_str());
  if (!deal.source.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kDimText, "%s", deal.source.c_str());
    ImGui::PopTextWrapPos();
  }

  heading(fonts, "Contract");
  text_wrapped("%s", hand.contract.c_str());
  if (v.has_sides && !v.alone) {
    ImGui::TextColored(kDimText, "Partner:");
    ImGui::SameLine();
    if (v.partner >= 0) {
      ImGui::TextColored(kPartnerText, "%s", hand.partner.c_str());
      ImGui::SameLine();
      ImGui::TextColored(kDimText, v.partner_revealed ? "(revealed)" : "(secret until");
      if (!v.partner_revealed) {
        ImGui::SameLine(0, 5);
        card_inline(v.called, fonts, german);
        ImGui::SameLine(0, 5);
        ImGui::TextColored(kDimText, "is played)");
      }
    } else {
      ImGui::TextColored(kDimText, "not known yet: whoever holds");
      ImGui::SameLine(0, 5);
      card_inline(v.called, fonts, german);
    }
  }

  ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
  text_wrapped("Trumps carry a gold mark on their top edge.");
  ImGui::PopStyleColor();

  heading(fonts, "Points");
  if (ImGui::BeginTable("##points", 3, ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("Player", ImGuiTableColumnFlags_WidthStretch, 3.0f);
    ImGui::TableSetupColumn("Points", ImGuiTableColumnFlags_WidthStretch, 1.2f);
    ImGui::TableSetupColumn("Tricks", ImGuiTableColumnFlags_WidthStretch, 1.2f);
    ImGui::TableHeadersRow();
    for (const SeatView& s : v.seats) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(seat_color(v, s), "%s%s", s.name.c_str(),
                         s.to_move ? (fonts.suit_glyphs ? "  \xE2\x97\x80" : "  <") : "");
      ImGui::TableNextColumn();
      ImGui::Text("%d", s.points);
      ImGui::TableNextColumn();
      ImGui::Text("%d", s.tricks);
    }
    ImGui::EndTable();
  }
  if (v.has_sides) {
    if (v.sides_known) {
      ImGui::TextColored(kPickerText, "%s side: %d", hand.side.c_str(), v.picker_side_total);
      if (v.bury_counted > 0) {
        ImGui::SameLine(0, 6);
        ImGui::TextColored(kDimText, "(bury %d)", v.bury_counted);
      }
      ImGui::SameLine(0, 16);
      ImGui::TextColored(kPlainText, "Defenders: %d", v.defender_points);
    } else {
      ImGui::TextColored(kDimText, "Sides are not known yet from this seat.");
    }
    if (v.bury.visible) {
      ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
      text_wrapped("The bury's %d points count for the picker's side at the end.", v.bury.points);
      ImGui::PopStyleColor();
    }
  }
  aside_line("Blind", v.blind, fonts, german);
  aside_line("Bury", v.bury, fonts, german);

  heading(fonts, "Tricks");
  ImGui::BeginChild("##tricks", ImVec2(0, 0), false);
  // A click on a row goes to its step, once the rows are drawn.
  std::optional<int> to_step;
  std::size_t row = 0;
  auto trick_row = [&](const TrickView& t, bool current) {
    ImGui::PushID(t.number);
    const HandTrickRow& r = hand.tricks[row++];
    char label[16];
    std::snprintf(label, sizeof label, "%d", t.number);
    if (ImGui::Selectable(
            label, current,
            ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap)) {
      to_step = r.step;
    }
    ImGui::SameLine(34);
    for (std::size_t i = 0; i < t.cards.size(); ++i) {
      if (i > 0) ImGui::SameLine(0, 6);
      const TrickCard& tc = t.cards[i];
      if (tc.face_down) {
        ImGui::TextColored(kDimText, "??");
      } else {
        card_inline(tc.card, fonts, german);
      }
      if (tc.under && ImGui::IsItemHovered()) {
        item_tooltip("The under card, played face down (SS-8.5)");
      }
      if (tc.under) {
        ImGui::SameLine(0, 2);
        ImGui::TextColored(kDimText, "(under)");
      }
    }
    if (t.complete) {
      ImGui::SameLine(0, 10);
      ImGui::TextColored(kGoldText, "%s %d", r.winner.c_str(), t.points);
    }
    ImGui::PopID();
  };
  for (const TrickView& t : v.history) trick_row(t, false);
  if (!v.trick.cards.empty()) trick_row(v.trick, true);
  if (v.history.empty() && v.trick.cards.empty()) {
    ImGui::TextColored(kDimText, "No card played yet.");
  }
  ImGui::EndChild();
  if (to_step) model.set_step(*to_step);
}

}  // namespace ui
