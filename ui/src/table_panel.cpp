#include "table_panel.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <string>
#include <string_view>
#include <vector>

#include "card_art.h"
#include "grade_style.h"
#include "solver/verdict.h"
#include "table_header.h"
#include "theme.h"
#include "ui/seat_layout.h"
#include "ui/trick_layout.h"
#include "widgets.h"

namespace ui {
namespace {

using engine::Card;

ImVec2 add(ImVec2 a, ImVec2 b) {
  return ImVec2(a.x + b.x, a.y + b.y);
}

void ellipse_path(ImDrawList* dl, ImVec2 c, float rx, float ry) {
  constexpr int kSegments = 96;
  dl->PathClear();
  for (int i = 0; i < kSegments; ++i) {
    const double a = 2 * std::numbers::pi * i / kSegments;
    dl->PathLineTo(ImVec2(c.x + rx * static_cast<float>(std::cos(a)),
                          c.y + ry * static_cast<float>(std::sin(a))));
  }
}

void centered_text(ImDrawList* dl, ImFont* font, float size, ImVec2 center_top, ImU32 col,
                   const std::string& text) {
  const ImVec2 box = font->CalcTextSizeA(size, FLT_MAX, 0, text.c_str());
  dl->AddText(font, size, ImVec2(center_top.x - box.x * 0.5f, center_top.y), col, text.c_str());
}

struct Layout {
  ImVec2 center;
  ImVec2 size;
  ImVec2 card;            // a card in a hand
  ImVec2 trick_card;      // a card on the table
  float step_open;        // overlap step of face-up cards
  float step_hidden;      // overlap step of face-down cards
  float plate_min = 220;  // narrowest name plate
};

// Where each card of a hand goes, left to right, relative to the hand's left edge: the face-up
// cards (their corners showing), then the face-down ones (packed tighter), then a pending under
// card set a little apart (SS-8.5a: it is not part of the playable hand).
struct HandSlots {
  std::vector<float> x;
  float width = 0;
};

HandSlots hand_slots(const Layout& l, int face_up, int face_down, bool under) {
  HandSlots h;
  const int n = face_up + face_down;
  float x = 0;
  for (int i = 0; i < n; ++i) {
    if (i > 0) x += i <= face_up ? l.step_open : l.step_hidden;
    h.x.push_back(x);
  }
  if (under) {
    if (n > 0) x += (n <= face_up ? l.step_open : l.step_hidden) + l.card.x * 0.5f + 8;
    h.x.push_back(x);
  }
  h.width = h.x.empty() ? l.card.x : x + l.card.x;
  return h;
}

float hand_width(const Layout& l, int face_up, int face_down) {
  return hand_slots(l, face_up, face_down, false).width;
}

// Where a seat goes on screen: its name plate and the left top of its hand. Stacked: the plate
// above the hand (the seats at the sides); beside: the plate on the hand's outer side, level
// with it (the seats above and below the trick, where the height is what the trick needs).
struct SeatPlace {
  Box plate;
  ImVec2 hand{0, 0};  // left top of the hand's first card
  HandSlots slots;
};

constexpr float kPlateH = 46;

// The chip on a plate's second line, if any.
const char* turn_chip(const SeatView& s) {
  return s.won_trick ? "WINS THE TRICK"
         : s.to_move ? (s.leads ? "TO LEAD" : "TO PLAY")
         : s.leads   ? "LEADS"
                     : nullptr;
}

// The picker's plate counts the bury as the settlement does: "65 points (bury 14), 3 tricks".
std::string long_points(const SeatView& s) {
  const int p = s.points + s.bury;
  return std::to_string(p) + (p == 1 ? " point" : " points") +
         (s.bury > 0 ? " (bury " + std::to_string(s.bury) + ")" : "") + ", " +
         std::to_string(s.tricks) + (s.tricks == 1 ? " trick" : " tricks");
}

std::string short_points(const SeatView& s) {
  return std::to_string(s.points) + (s.bury > 0 ? "+" + std::to_string(s.bury) : "") + " pts, " +
         std::to_string(s.tricks) + " tr.";
}

// The narrowest plate that shows the second line's short form beside its chip ("51 pts, 3
// tr." and "WINS THE TRICK"), and the width the name needs beside the role chips.
struct PlateNeeds {
  float line1 = 0;
  float line2 = 0;
  float line2_long = 0;  // with "51 points, 3 tricks"
};
PlateNeeds plate_needs(const Fonts& fonts, const TableView& v, const SeatView& s) {
  PlateNeeds n;
  const char* c2 = turn_chip(s);
  const float chip2 = (c2 ? chip_width(fonts.bold, c2) + 4 : 0) + 24;
  n.line2 = fonts.text->CalcTextSizeA(14, FLT_MAX, 0, short_points(s).c_str()).x + chip2;
  n.line2_long = fonts.text->CalcTextSizeA(14, FLT_MAX, 0, long_points(s).c_str()).x + chip2;
  float chips = 0;
  if (s.partner) {
    chips += chip_width(fonts.bold, v.partner_revealed ? "PARTNER" : "PARTNER (secret)") + 4;
  }
  if (s.picker) {
    chips += chip_width(fonts.bold, v.game == GameKind::kSheepshead ? "PICKER" : "DECLARER") + 4;
  }
  if (s.dealer) chips += chip_width(fonts.bold, "DEALER") + 4;
  n.line1 = fonts.bold->CalcTextSizeA(17, FLT_MAX, 0, s.name.c_str()).x + chips + 24;
  return n;
}

// A loss badge to draw once every card of the hand is down (so that the next card never
// covers it): its box and text.
struct Badge {
  ImVec2 p0;
  ImVec2 p1;
  std::string text;
  ImU32 color = 0;
  float size = 0;
};

// The badges of a hand, each on its own card, drawn after the cards so that the next card
// never covers one: a badge wider than its card's strip lies over the next card, one row
// higher where the badge before it would touch it (two rows at most: a third would cover the
// cards' corners; the hand is spread for two, see widest_badge).
void draw_badges(ImDrawList* dl, const Fonts& fonts, std::vector<Badge>& badges) {
  float row_end[2] = {-FLT_MAX, -FLT_MAX};
  for (Badge& b : badges) {
    const int row = b.p0.x >= row_end[0] + 2 || b.p0.x < row_end[1] + 2 ? 0 : 1;
    row_end[row] = b.p1.x;
    const float dy = -(b.p1.y - b.p0.y + 2) * static_cast<float>(row);
    b.p0.y += dy;
    b.p1.y += dy;
    dl->AddRectFilled(b.p0, b.p1, b.color, 4);
    dl->AddRect(b.p0, b.p1, theme::rgba(0, 0, 0, 110), 4);
    const ImVec2 box = fonts.bold->CalcTextSizeA(b.size, FLT_MAX, 0, b.text.c_str());
    dl->AddText(fonts.bold, b.size, ImVec2(b.p0.x + (b.p1.x - b.p0.x - box.x) * 0.5f, b.p0.y + 1),
                theme::rgba(16, 20, 16), b.text.c_str());
  }
}

// The text of a card's loss badge: its loss against the best in stakes ("0" for the best
// group); empty where the card has no values. Its standard error is in the decision table
// and the tooltip ("?" is only the mistake's mark, solver/verdict.h).
std::string badge_text(const CardValue& cv, const DecisionView&) {
  return loss_text(cv);
}

float badge_font_size(const Layout& l) {
  return std::clamp(l.card.y * 0.16f, 11.0f, 16.0f);
}

// The widest badge of the decision's cards (0 when none has one).
float widest_badge(const Fonts& fonts, const Layout& l, const DecisionView& d) {
  float w = 0;
  for (const CardValue& cv : d.cards) {
    const std::string t = badge_text(cv, d);
    if (!t.empty()) {
      w = std::max(w, fonts.bold->CalcTextSizeA(badge_font_size(l), FLT_MAX, 0, t.c_str()).x + 6);
    }
  }
  return w;
}

// On a legal card of the mover: one number in a badge (badge_text), coloured by the grade band
// of that loss (loss_tone). A star under the best card, and a frame in the verdict's colour
// around the card that was played (solver/verdict.h: a close verdict's worse band, neutral when
// too close to call). The badge is returned, to be drawn over the hand.
void annotate_card(ImDrawList* dl, const Fonts& fonts, ImVec2 pos, const Layout& l, float visible,
                   const CardValue& cv, const DecisionView& d, std::vector<Badge>& badges) {
  const float size = badge_font_size(l);
  const std::string text = badge_text(cv, d);
  if (!text.empty()) {
    const ImVec2 box = fonts.bold->CalcTextSizeA(size, FLT_MAX, 0, text.c_str());
    const float w = std::max(box.x + 6, std::min(visible - 3, l.card.x * 0.5f));
    const ImVec2 b0(pos.x + 2, pos.y + l.card.y * 0.58f);
    badges.push_back(
        Badge{b0, ImVec2(b0.x + w, b0.y + box.y + 2), text, grade_color(loss_tone(cv)), size});
  }
  if (cv.best) {
    const ImVec2 c(pos.x + std::min(visible, l.card.x) * 0.5f, pos.y + l.card.y * 0.86f);
    if (fonts.suit_glyphs) {
      const char* star = "\xE2\x98\x85";
      const ImVec2 sb = fonts.bold->CalcTextSizeA(18, FLT_MAX, 0, star);
      dl->AddText(fonts.bold, 18, ImVec2(c.x - sb.x * 0.5f, c.y - sb.y * 0.5f), theme::kGradeBest,
                  star);
    } else {
      dl->AddCircleFilled(c, 5, theme::kGradeBest, 12);
    }
  }
  if (cv.played) {
    const ImVec2 end(pos.x + l.card.x, pos.y + l.card.y);
    dl->AddRect(ImVec2(pos.x - 3, pos.y - 3), ImVec2(end.x + 3, end.y + 3),
                grade_color(verdict_tone(d.grade, d.settled, d.grade_low, d.grade_high)),
                l.card.x * 0.12f, 0, 3.5f);
  }
}

// `decision`: the mover's analysed decision (values on his legal cards); with `pick` set the
// values are hidden ("guess the card") and a click on a legal card is stored in *pick.
// A seat's name plate and hand on screen.
struct SeatBoxes {
  Box plate;
  Box hand;
  std::vector<Box> badges;  // the loss badges, drawn over the hand
};

// Draws the seat at its place; returns the rectangles of its plate and hand.
SeatBoxes draw_seat(ImDrawList* dl, const Fonts& fonts, const TableView& v, const SeatView& s,
                    const SeatPlace& place, const Layout& l, const engine::ContractTable& table,
                    bool german, bool german_suits, const DecisionView* decision, Card* pick) {
  std::vector<Card> open;
  for (const Card c : s.face_up) {
    if (c != s.under) open.push_back(c);
  }
  const bool under = s.under != engine::kNoCard;
  const int up = static_cast<int>(open.size());
  const HandSlots& slots = place.slots;
  const float width = slots.width;
  const float top = place.hand.y;
  const float left = place.hand.x;
  std::vector<Badge> badges;
  for (std::size_t i = 0; i < slots.x.size(); ++i) {
    const ImVec2 pos(left + slots.x[i], top);
    const int k = static_cast<int>(i);
    if (k < up || (under && i + 1 == slots.x.size())) {
      const Card c = k < up ? open[i] : s.under;
      CardLook look;
      look.german = german;
      look.german_suits = german_suits;
      look.trump = table.eff_suit[c] == engine::kTrump;
      if (c == s.under) {
        look.tag = "under";
        look.dim = true;
      }
      const CardValue* cv = decision ? find_card(*decision, c) : nullptr;
      // Cards the mover may not play are greyed while the analysis shows the legal ones.
      if (decision && !cv) look.dim = true;
      draw_card_face(dl, fonts, pos, l.card, c, look);
      if (cv && pick) {
        const float visible = i + 1 < slots.x.size() ? slots.x[i + 1] - slots.x[i] : l.card.x;
        ImGui::SetCursorScreenPos(pos);
        ImGui::PushID(static_cast<int>(c));
        if (ImGui::InvisibleButton("##pick", ImVec2(std::max(visible, 4.0f), l.card.y))) {
          *pick = c;
        }
        if (ImGui::IsItemHovered()) {
          dl->AddRect(ImVec2(pos.x - 2, pos.y - 2),
                      ImVec2(pos.x + l.card.x + 2, pos.y + l.card.y + 2), theme::kGold,
                      l.card.x * 0.12f, 0, 2.5f);
          item_tooltip("Your guess: click to pick this card");
        }
        ImGui::PopID();
      } else if (cv) {
        const float visible = i + 1 < slots.x.size() ? slots.x[i + 1] - slots.x[i] : l.card.x;
        annotate_card(dl, fonts, pos, l, visible, *cv, *decision, badges);
        if (ImGui::IsMouseHoveringRect(pos, ImVec2(pos.x + visible, pos.y + l.card.y))) {
          std::string tip;
          if (cv->has_values) {
            const std::string lt = loss_text_se(*cv);
            tip = lt == "0" ? std::string(cv->best ? "The best card" : "As good as the best card")
                            : "Loses " + lt + " stakes against the best card";
            tip += "\nSampled: " + signed_text(cv->units) + " units";
            if (cv->units_se > 0) tip += " \xC2\xB1 " + signed_text(cv->units_se).substr(1);
            if (cv->has_points) {
              char pts[48];
              std::snprintf(pts, sizeof pts, ", %.1f \xC2\xB1 %.1f points", cv->points,
                            cv->points_se);
              tip += pts;
            }
          } else {
            tip = "Not valued";
          }
          if (cv->dd_units) {
            tip += "\nDouble dummy: " + signed_text(*cv->dd_units, 0) + " units";
            if (cv->dd_points) tip += ", " + std::to_string(*cv->dd_points) + " points";
          }
          if (cv->played) {
            tip += "\nPlayed: " + grade_words(decision->grade, decision->settled,
                                              decision->grade_low, decision->grade_high);
          } else if (!cv->settled && cv->grade != solver::Grade::kBest &&
                     cv->grade != solver::Grade::kForced) {
            tip += "\nIts grade is uncertain: more deals would be needed to tell.";
          }
          rect_tooltip(pos, ImVec2(pos.x + visible, pos.y + l.card.y), "%s", tip.c_str());
        }
      }
    } else {
      draw_card_back(dl, pos, l.card);
    }
  }
  draw_badges(dl, fonts, badges);
  if (slots.x.empty()) {
    const ImVec2 p0(left, top);
    dl->AddRect(p0, add(p0, l.card), theme::kFeltLine, l.card.x * 0.09f, 0, 1.5f);
  }

  // The name plate: at least as wide as the shortest form of its second line beside its chip
  // (plate_needs), so that nothing is cut off.
  const char* chip2 = turn_chip(s);
  const std::string short_line = short_points(s);
  const ImVec2 p0(place.plate.x0, place.plate.y0);
  const ImVec2 p1(place.plate.x1, place.plate.y1);
  dl->AddRectFilled(p0, p1, s.to_move ? theme::kPlateActive : theme::kPlate, 8);
  if (s.to_move) dl->AddRect(p0, p1, theme::kGold, 8, 0, 2.0f);

  // Roles on the first line, the turn on the second, right-aligned; then the texts, shortened
  // or clipped to the room the chips leave.
  const bool sheepshead = v.game == GameKind::kSheepshead;
  float right = p1.x - 8;
  auto role = [&](const char* text, ImU32 bg, ImU32 fg, float y) {
    right -= chip_width(fonts.bold, text);
    chip(dl, fonts.bold, ImVec2(right, y), text, bg, fg);
    right -= 4;
  };
  if (s.partner) {
    role(v.partner_revealed ? "PARTNER" : "PARTNER (secret)",
         v.partner_revealed ? theme::kPartner : theme::kSecret, theme::rgba(10, 20, 24), p0.y + 5);
  }
  if (s.picker) {
    role(sheepshead ? "PICKER" : "DECLARER", theme::kPicker, theme::rgba(30, 14, 0), p0.y + 5);
  }
  if (s.dealer) role("DEALER", theme::kDealer, theme::rgba(16, 16, 24), p0.y + 5);
  const float right1 = right;
  right = p1.x - 8;
  if (chip2) {
    const bool gold = s.won_trick || s.to_move;
    role(chip2, gold ? theme::kGold : theme::rgba(0, 0, 0, 0),
         gold ? theme::rgba(40, 28, 0) : theme::kGold, p0.y + 25);
  }
  const float right2 = right;

  const float text_x = p0.x + 10;
  dl->PushClipRect(ImVec2(text_x, p0.y), ImVec2(right1 - 2, p1.y), true);
  dl->AddText(fonts.bold, 17, ImVec2(text_x, p0.y + 4), theme::kText, s.name.c_str());
  dl->PopClipRect();
  std::string line = long_points(s);
  if (fonts.text->CalcTextSizeA(14, FLT_MAX, 0, line.c_str()).x > right2 - text_x - 4) {
    line = short_line;
  }
  dl->PushClipRect(ImVec2(text_x, p0.y), ImVec2(right2 - 2, p1.y), true);
  dl->AddText(fonts.text, 14, ImVec2(text_x, p0.y + 25), theme::kTextDim, line.c_str());
  dl->PopClipRect();
  // The played card's frame reaches 3 pixels past the hand, 7 for an uncertain grade.
  // An empty hand is an outline only: the trick may lie over it.
  SeatBoxes out{
      place.plate,
      slots.x.empty() ? Box{} : Box{left - 8, top - 8, left + width + 8, top + l.card.y + 8},
      {}};
  for (const Badge& b : badges) out.badges.push_back(Box{b.p0.x, b.p0.y, b.p1.x, b.p1.y});
  return out;
}

// The blind or the bury in a lower corner: a caption and two small cards. Returns their
// rectangle (empty when there is nothing).
Box draw_aside(ImDrawList* dl, const Fonts& fonts, const CardsAside& a, const char* name,
               ImVec2 pos, const Layout& l, bool align_right, bool german, bool german_suits) {
  if (!a.exists) return Box{};
  const ImVec2 card(l.card.x * 0.8f, l.card.y * 0.8f);
  const float gap = 6;
  const int n = std::max(a.count, 2);
  const float width = static_cast<float>(n) * card.x + static_cast<float>(n - 1) * gap;
  const float left = align_right ? pos.x - width : pos.x;
  std::string caption = name;
  if (a.visible) {
    caption += " (" + std::to_string(a.points) + (a.points == 1 ? " point)" : " points)");
  } else if (!a.known) {
    caption += ": not in the log";
  } else {
    caption += ": hidden";
  }
  const float caption_w = fonts.bold->CalcTextSizeA(14, FLT_MAX, 0, caption.c_str()).x;
  const float caption_x = align_right ? pos.x - caption_w : left;
  dl->AddText(fonts.bold, 14, ImVec2(caption_x, pos.y), theme::kTextDim, caption.c_str());
  for (int i = 0; i < n; ++i) {
    const ImVec2 p(left + static_cast<float>(i) * (card.x + gap), pos.y + 20);
    if (a.visible && i < static_cast<int>(a.cards.size())) {
      CardLook look;
      look.german = german;
      look.german_suits = german_suits;
      draw_card_face(dl, fonts, p, card, a.cards[static_cast<std::size_t>(i)], look);
    } else {
      draw_card_back(dl, p, card);
    }
  }
  return Box{std::min(left, caption_x), pos.y, std::max(left + width, caption_x + caption_w),
             pos.y + 20 + card.y};
}

void draw_felt(ImDrawList* dl, const Layout& l, const PanelFrame& frame) {
  // The table: a wooden rail around the felt.
  const float rx = frame.size.x * 0.47f;
  const float ry = frame.size.y * 0.46f;
  ellipse_path(dl, l.center, rx + 12, ry + 12);
  dl->PathFillConvex(theme::kRail);
  ellipse_path(dl, l.center, rx + 5, ry + 5);
  dl->PathStroke(theme::kRailHighlight, ImDrawFlags_Closed, 2.0f);
  ellipse_path(dl, l.center, rx, ry);
  dl->PathFillConvex(theme::kFelt);
  ellipse_path(dl, l.center, rx * 0.62f, ry * 0.58f);
  dl->PathFillConvex(theme::kFeltInner);
  ellipse_path(dl, l.center, rx * 0.62f, ry * 0.58f);
  dl->PathStroke(theme::kFeltLine, ImDrawFlags_Closed, 1.5f);
}

constexpr float kPlateGap = 10;  // between a plate and its hand, side by side

// A seat placed: where its plate and hand go, its hand's spacing, whether its cards carry the
// decision's values.
struct Placed {
  const SeatView* seat = nullptr;
  SeatPlace place;
  Layout layout;
  bool annotate = false;
};

// What a seat needs: its face-up cards, its plate's width beside the hand, its badges' width.
struct Needs {
  int up = 0;
  bool under = false;
  bool annotate = false;
  PlateNeeds plate;
  float beside_w = 0;
  float badge_w = 0;
};

// The seats' places. Those at the sides have the plate above the hand; the seats above and
// below the trick have it beside the hand where the row has room for both, so that the trick
// between them has the height its cards need (at 1024x640 the stacked plates left it room for
// cards at 0.6 of their size). Placed first the seats above and below the trick, then those at
// the sides (pushed down clear of a hand above them where a small window stacks the seats
// above).
struct SeatPlanner {
  SeatPlanner(const Fonts& f, const TableView& tv, const DecisionView& d, bool h, const Layout& lay,
              const PanelFrame& fr, std::vector<SeatSpot> sp)
      : fonts(f), v(tv), decision(d), hidden(h), l(lay), frame(fr), spots(std::move(sp)) {}

  const Fonts& fonts;
  const TableView& v;
  const DecisionView& decision;
  bool hidden = false;
  const Layout& l;
  const PanelFrame& frame;
  std::vector<SeatSpot> spots;
  float widest = 0;
  float plate_half = 0;
  float ax = 0;
  float ay_up = 0;
  float ay_down = 0;
  float left_edge = 0;
  float right_edge = 0;
  float bottom_hand_top = 0;
  float bottom_left = 0;  // the bottom row's room: between the blind and the bury
  float bottom_right = 0;
  std::vector<Placed> placed;

  void set_up(const Box& blind, const Box& bury) {
    widest = hand_width(l, std::max(1, v.tricks_total), 0);
    plate_half = std::max(widest, l.plate_min) * 0.5f;
    ax = frame.size.x * 0.5f - plate_half - 16;
    ay_up = frame.size.y * 0.5f - l.card.y * 0.5f - 60;
    ay_down = frame.size.y * 0.5f - l.card.y * 0.5f - 18;
    left_edge = frame.pos.x + 12;
    right_edge = frame.pos.x + frame.size.x - 12;
    // The bottom row's room: between the blind and the bury where they reach its height.
    bottom_hand_top = frame.pos.y + frame.size.y - l.card.y - 12;
    bottom_left = blind.width() > 0 && blind.y1 > bottom_hand_top - 8 ? blind.x1 + 14 : left_edge;
    bottom_right = bury.width() > 0 && bury.y1 > bottom_hand_top - 8 ? bury.x0 - 14 : right_edge;
  }

  Needs needs_of(const SeatView& s) const {
    Needs n;
    for (const Card c : s.face_up) n.up += c != s.under ? 1 : 0;
    n.under = s.under != engine::kNoCard;
    n.annotate = decision.analysed && s.seat == decision.mover && !s.face_up.empty();
    n.plate = plate_needs(fonts, v, s);
    n.beside_w = std::max({n.plate.line2, std::min(n.plate.line1, l.plate_min), 110.0f});
    n.badge_w = n.annotate && !hidden ? widest_badge(fonts, l, decision) : 0;
    return n;
  }

  // The narrowest a seat above the trick is with its plate beside its hand (two rows of badges).
  float narrowest_beside(const SeatView& s) const {
    const Needs n = needs_of(s);
    Layout b = l;
    if (n.badge_w > 0) b.step_open = std::max(b.step_open, (n.badge_w + 4) * 0.5f);
    return n.beside_w + kPlateGap + hand_slots(b, n.up, s.face_down, n.under).width;
  }

  // The seats above the trick left to right, the one at the bottom, then the sides;
  // `top_count` gets the number above the trick.
  std::vector<const SeatView*> order(std::size_t& top_count) const {
    std::vector<const SeatView*> order;
    for (const SeatView& s : v.seats) {
      if (spots[static_cast<std::size_t>(s.seat)].y < -0.7f) order.push_back(&s);
    }
    // The mover with his loss badges first: his hand gets the room for one row of them.
    std::sort(order.begin(), order.end(), [&](const SeatView* a, const SeatView* b) {
      const bool ma = a->seat == decision.mover;
      const bool mb = b->seat == decision.mover;
      if (ma != mb) return ma;
      return spots[static_cast<std::size_t>(a->seat)].x <
             spots[static_cast<std::size_t>(b->seat)].x;
    });
    top_count = order.size();
    for (const SeatView& s : v.seats) {
      const SeatSpot& spot = spots[static_cast<std::size_t>(s.seat)];
      if (spot.x == 0 && spot.y > 0) order.push_back(&s);
    }
    for (const SeatView& s : v.seats) {
      if (std::find(order.begin(), order.end(), &s) == order.end()) order.push_back(&s);
    }
    return order;
  }

  // The row's room for the seat, [room0, room1].
  void row_room(const SeatView& s, const Needs& sn, bool at_bottom, bool at_top, std::size_t k,
                const std::vector<const SeatView*>& order, std::size_t top_count, float& room0,
                float& room1) const {
    const SeatSpot& spot = spots[static_cast<std::size_t>(s.seat)];
    const int up = sn.up;
    const bool under = sn.under;
    const PlateNeeds& needs = sn.plate;
    if (at_bottom) {
      room0 = bottom_left;
      room1 = bottom_right;
    } else if (at_top) {
      // Above the trick: beside the seats placed there, with room left for the narrowest the
      // seats still to place there can be.
      for (const Placed& p : placed) {
        const float x0 = std::min(p.place.plate.x0, p.place.hand.x);
        const float x1 = std::max(p.place.plate.x1, p.place.hand.x + p.place.slots.width);
        if (spots[static_cast<std::size_t>(p.seat->seat)].x < spot.x) {
          room0 = std::max(room0, x1 + 16);
        } else {
          room1 = std::min(room1, x0 - 16);
        }
      }
      for (std::size_t j = k + 1; j < top_count; ++j) {
        const float w = narrowest_beside(*order[j]) + 16;
        if (spots[static_cast<std::size_t>(order[j]->seat)].x < spot.x) {
          room0 += w;
        } else {
          room1 -= w;
        }
      }
      if (room1 - room0 < 60) {
        // No room for this seat beside the others: its half of the row.
        room0 = spot.x > 0.01f ? l.center.x + 8 : left_edge;
        room1 = spot.x < -0.01f ? l.center.x - 8 : right_edge;
      }
    } else {
      // A seat at the side: as wide as the widest hand or the plate (with its name beside
      // its chips, and the mover's hand spread for one row of badges, up to 0.4 of the table).
      float want = needs.line1;
      if (sn.badge_w > 0) {
        Layout one = l;
        one.step_open = std::max(l.step_open, sn.badge_w + 4);
        want = std::max(want, hand_slots(one, up, s.face_down, under).width);
      }
      const float w = std::max(2 * plate_half + 8, std::min(want, frame.size.x * 0.4f));
      if (spot.x < 0) room1 = left_edge + w;
      if (spot.x > 0) room0 = right_edge - w;
    }
  }

  // The seat's place within its row's room; `sl` gets its hand's spacing.
  SeatPlace place_seat(const SeatView& s, const Needs& sn, bool at_bottom, bool at_top, float room0,
                       float room1, Layout& sl) const {
    const SeatSpot& spot = spots[static_cast<std::size_t>(s.seat)];
    const int up = sn.up;
    const bool under = sn.under;
    const PlateNeeds& needs = sn.plate;
    const float beside_w = sn.beside_w;
    // The mover's hand with the loss badges: spread so that each badge lies on its own card's
    // strip where the room allows (beside, else stacked), else so that two rows of badges never
    // touch (draw_badges).
    const float badge_w = sn.badge_w;
    const int n = up + s.face_down;
    // The hand's step for `rows` rows of badges, at least `step`.
    auto badge_step = [&](float step, int rows) {
      return badge_w > 0 ? std::max(step, (badge_w + 4) / static_cast<float>(rows)) : step;
    };
    SeatPlace place;
    for (const int rows : {1, 2}) {
      if (at_bottom || at_top) {
        // Beside: the bottom hand spread when there is room, its cards side by side.
        const float hand_room = room1 - room0 - beside_w - kPlateGap;
        Layout b = l;
        if (at_bottom && n > 1) {
          b.step_open = std::clamp((hand_room - l.card.x) / static_cast<float>(n - 1), l.step_open,
                                   l.card.x + 6);
        }
        b.step_open = badge_step(b.step_open, rows);
        const HandSlots slots = hand_slots(b, up, s.face_down, under);
        if (slots.width <= hand_room) {
          // The plate's second line in its long form where the row has room for it.
          const float plate_w = slots.width + needs.line2_long - beside_w <= hand_room
                                    ? std::max(beside_w, needs.line2_long)
                                    : beside_w;
          const float block_w = plate_w + kPlateGap + slots.width;
          const float cx = at_bottom || spot.x == 0
                               ? l.center.x
                               : l.center.x + spot.x * (frame.size.x * 0.5f - block_w * 0.5f - 16);
          const float block0 = std::clamp(cx - block_w * 0.5f, room0, room1 - block_w);
          const float top = at_bottom ? bottom_hand_top : frame.pos.y + 12;
          const bool plate_right = spot.x > 0.01f;
          const float plate_x0 = plate_right ? block0 + block_w - plate_w : block0;
          const float plate_y0 = top + (l.card.y - kPlateH) * 0.5f;
          place.plate = Box{plate_x0, plate_y0, plate_x0 + plate_w, plate_y0 + kPlateH};
          place.hand = ImVec2(plate_right ? block0 : block0 + plate_w + kPlateGap, top);
          place.slots = slots;
          sl = b;
          break;
        }
      }
      // Stacked: the plate above the hand; at the bottom the hand spread over the whole row.
      Layout b = l;
      if (at_bottom && n > 1) {
        b.step_open = std::clamp((room1 - room0 - l.card.x) / static_cast<float>(n - 1),
                                 l.step_open, l.card.x + 6);
      }
      b.step_open = badge_step(b.step_open, rows);
      const HandSlots slots = hand_slots(b, up, s.face_down, under);
      const float plate_w =
          std::max({slots.width, l.plate_min, needs.line2, std::min(needs.line1, room1 - room0)});
      if (rows == 1 && badge_w > 0 && plate_w > room1 - room0) continue;
      ImVec2 anchor(l.center.x + spot.x * ax, l.center.y + spot.y * (spot.y < 0 ? ay_up : ay_down));
      if (plate_w <= room1 - room0) {
        anchor.x = std::clamp(anchor.x, room0 + plate_w * 0.5f, room1 - plate_w * 0.5f);
      } else {
        // Wider than the room (a long second line beside its chip at 1024 pixels): it starts
        // at the room's left edge and reaches over the felt, never out of the window.
        anchor.x = room0 + plate_w * 0.5f;
      }
      const float top = anchor.y - l.card.y * 0.5f;
      place.plate =
          Box{anchor.x - plate_w * 0.5f, top - kPlateH - 8, anchor.x + plate_w * 0.5f, top - 8};
      place.hand = ImVec2(anchor.x - slots.width * 0.5f, top);
      place.slots = slots;
      sl = b;
      break;
    }
    return place;
  }

  // A seat at a side: below any hand or plate above it that it would touch (with the played
  // card's frame).
  void push_below(SeatPlace& place) const {
    const float hand_bottom_pad = 10;
    float push = 0;
    for (const Placed& p : placed) {
      const Box hand{p.place.hand.x, p.place.hand.y, p.place.hand.x + p.place.slots.width,
                     p.place.hand.y + l.card.y + hand_bottom_pad};
      for (const Box& other : {hand, p.place.plate}) {
        const bool above = other.y0 < place.plate.y0;
        if (above && other.x0 < place.plate.x1 && place.plate.x0 < other.x1 &&
            other.y1 > place.plate.y0) {
          push = std::max(push, other.y1 - place.plate.y0);
        }
      }
    }
    place.plate.y0 += push;
    place.plate.y1 += push;
    place.hand.y += push;
  }

  void place_all() {
    std::size_t top_count = 0;
    const std::vector<const SeatView*> seats = order(top_count);
    for (std::size_t k = 0; k < seats.size(); ++k) {
      const SeatView& s = *seats[k];
      const SeatSpot& spot = spots[static_cast<std::size_t>(s.seat)];
      const bool at_bottom = spot.x == 0 && spot.y > 0;
      const bool at_top = k < top_count;
      const Needs sn = needs_of(s);
      float room0 = left_edge;
      float room1 = right_edge;
      row_room(s, sn, at_bottom, at_top, k, seats, top_count, room0, room1);
      Layout sl = l;
      SeatPlace place = place_seat(s, sn, at_bottom, at_top, room0, room1, sl);
      if (!at_top && !at_bottom) push_below(place);
      placed.push_back(Placed{&s, place, sl, sn.annotate});
    }
  }
};

// The best line on the felt (issue 42, as Lichess draws the engine's line): at a card graded an
// inaccuracy or worse, the rest of the trick as double dummy plays it after the best card (the
// analysis's hindsight line: the actual deal, every card seen), drawn as ghost cards in the
// places still empty. Not in a seat's view nor while guessing: it shows hidden cards.
// Returns whether it drew any.
bool draw_best_line(AppContext& ctx, ImDrawList* dl, const Fonts& fonts, const TableView& v,
                    const std::vector<Box>& places, ImVec2 card) {
  const DecisionView& d = ctx.board().trick->decision;
  if (!ctx.show_best_line || ctx.guess.on || !ctx.model.perspective().show_all || !d.reason ||
      d.reason->line_best.empty() || d.reason->line_seat != v.to_move || v.num_seats <= 0) {
    return false;
  }
  const solver::Reason& r = *d.reason;
  const ReplayDeal& deal = ctx.model.deal();
  std::string line;
  for (std::size_t i = 0; i < r.line_best.size(); ++i) {
    const int seat = (r.line_seat + static_cast<int>(i)) % v.num_seats;
    if (seat < 0 || static_cast<std::size_t>(seat) >= places.size()) continue;
    const Box& b = places[static_cast<std::size_t>(seat)];
    const engine::Card c = r.line_best[i];
    CardLook look;
    look.german = deal.game == GameKind::kSchafkopf;
    look.german_suits = ctx.german_suits();
    look.trump = deal.rules.table.eff_suit[c] == engine::kTrump;
    look.highlight = seat == r.line_best_winner && i + 1 == r.line_best.size();
    // Translucent: the vertices the card adds get a fraction of their alpha.
    const int first = dl->VtxBuffer.Size;
    draw_card_face(dl, fonts, ImVec2(b.x0, b.y0), card, c, look);
    for (int k = first; k < dl->VtxBuffer.Size; ++k) {
      ImU32& col = dl->VtxBuffer[k].col;
      const ImU32 alpha = ((col >> IM_COL32_A_SHIFT) & 0xFF) * 45 / 100;
      col = (col & ~IM_COL32_A_MASK) | (alpha << IM_COL32_A_SHIFT);
    }
    ctx.layout.push_back({"ghost", seat, b});
    line += (line.empty() ? "" : " ") + card_string(c, fonts, ctx.names());
    if (ImGui::IsMouseHoveringRect(ImVec2(b.x0, b.y0), ImVec2(b.x1, b.y1))) {
      rect_tooltip(ImVec2(b.x0, b.y0), ImVec2(b.x1, b.y1),
                   "The best line: %s (double dummy, every card seen). B hides it.", line.c_str());
    }
  }
  return !line.empty();
}

// The trick in the middle, each card pushed towards the seat that played it as far as the
// seats, the blind and the bury leave room, smaller where they do not, and never covering
// another card of the trick (ui/trick_layout.h).
void draw_trick(AppContext& ctx, ImDrawList* dl, const Fonts& fonts, const Layout& l,
                const PanelFrame& frame, const std::vector<SeatSpot>& spots,
                const std::vector<Box>& clear_of, const std::vector<Box>& rather_clear_of,
                TrickLayoutCache& trick_layout) {
  const ReplayDeal& deal = ctx.model.deal();
  const TableView& v = ctx.board().trick->table;
  const bool german = deal.game == GameKind::kSchafkopf;
  const bool german_suits = ctx.german_suits();
  TrickLayoutInput in;
  in.spots = spots;
  in.card_w = l.trick_card.x;
  in.card_h = l.trick_card.y;
  in.reach_x = l.trick_card.x * (v.num_seats == 4 ? 1.2f : 1.45f);
  in.reach_y = l.trick_card.y * (v.num_seats == 4 ? 0.8f : 1.0f);
  in.room =
      Box{frame.pos.x + 6 - l.center.x, frame.pos.y + 4 - l.center.y,
          frame.pos.x + frame.size.x - 6 - l.center.x, frame.pos.y + frame.size.y - 4 - l.center.y};
  in.clear_of = clear_of;
  in.rather_clear_of = rather_clear_of;
  in.min_scale = 0.6f;
  const TrickLayout& tl = trick_layout.get(in);
  auto absolute = [&](const Box& b) {
    return Box{b.x0 + l.center.x, b.y0 + l.center.y, b.x1 + l.center.x, b.y1 + l.center.y};
  };
  for (std::size_t i = 0; i < tl.cards.size(); ++i) {
    ctx.layout.push_back({"slot", static_cast<int>(i), absolute(tl.cards[i])});
  }
  ctx.layout.push_back({"preferred", -1, Box{0, 0, l.trick_card.x, l.trick_card.y}});
  const ImVec2 trick_card(tl.card_w, tl.card_h);
  // The last completed trick instead of the one in progress, on request (L or the button).
  const TrickView* last = v.last_trick();
  const bool looking_back = ctx.show_last_trick && last != nullptr;
  const TrickView& shown = looking_back ? *last : v.trick;
  for (const TrickCard& t : shown.cards) {
    if (t.seat < 0 || static_cast<std::size_t>(t.seat) >= tl.cards.size()) continue;
    const Box b = absolute(tl.cards[static_cast<std::size_t>(t.seat)]);
    ctx.layout.push_back({"card", t.seat, b});
    const ImVec2 p(b.x0, b.y0);
    const bool winner = shown.complete && shown.winner == t.seat;
    if (t.face_down) {
      draw_card_back(dl, p, trick_card, winner);
    } else {
      CardLook look;
      look.german = german;
      look.german_suits = german_suits;
      look.trump = deal.rules.table.eff_suit[t.card] == engine::kTrump;
      look.highlight = winner;
      look.tag = t.under ? "under" : nullptr;
      draw_card_face(dl, fonts, p, trick_card, t.card, look);
    }
  }
  if (!looking_back) {
    std::vector<Box> places;
    for (const Box& b : tl.cards) places.push_back(absolute(b));
    // The ghost cards stand where "X leads" would.
    if (draw_best_line(ctx, dl, fonts, v, places, trick_card)) return;
  }
  if (shown.cards.empty() && v.to_move >= 0) {
    centered_text(dl, fonts.text, 16, ImVec2(l.center.x, l.center.y - 9), theme::kTextDim,
                  v.seats[static_cast<std::size_t>(v.to_move)].name + " leads");
  }
}

}  // namespace

void TablePanel::draw(AppContext& ctx, const PanelFrame& outer) {
  ReplayModel& model = ctx.model;
  begin_panel("##table", outer, theme::kBackground);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const Fonts& fonts = *outer.fonts;

  // The header above the felt; the felt takes the rest, so that no seat covers the header.
  const std::vector<HeaderRow> header = table_header(ctx, fonts);
  const float header_h =
      header.empty() ? 0.0f : header_lines(nullptr, header, outer.pos, outer.size.x);
  PanelFrame frame = outer;
  frame.pos.y += header_h;
  frame.size.y -= header_h;

  Layout l;
  l.size = frame.size;
  l.center = ImVec2(frame.pos.x + frame.size.x * 0.5f, frame.pos.y + frame.size.y * 0.5f);
  const float card_h = std::clamp(frame.size.y * 0.15f, 56.0f, 130.0f);
  l.card = ImVec2(std::round(card_h * 0.7f), std::round(card_h));
  l.trick_card = ImVec2(std::round(l.card.x * 1.08f), std::round(l.card.y * 1.08f));

  draw_felt(dl, l, frame);
  if (!model.has_deal()) {
    centered_text(dl, fonts.bold, 22, ImVec2(l.center.x, l.center.y - 24), theme::kText,
                  "No deal loaded");
    centered_text(dl, fonts.text, 16, ImVec2(l.center.x, l.center.y + 8), theme::kTextDim,
                  "Open a deal log, or drop one on this window.");
    ImGui::End();
    return;
  }

  const TrickBoardParts& board = *ctx.board().trick;
  const TableView& v = board.table;
  const ReplayDeal& deal = model.deal();
  const bool german = deal.game == GameKind::kSchafkopf;
  const bool german_suits = ctx.german_suits();
  const DecisionView& decision = board.decision;
  const bool hidden = values_hidden(ctx.guess, decision, model.step());
  Card picked = engine::kNoCard;
  const int per_seat = std::max(1, v.tricks_total);
  l.step_open = std::min(l.card.x * 0.52f, (frame.size.x * 0.3f - l.card.x) /
                                               static_cast<float>(std::max(1, per_seat - 1)));
  l.step_hidden = l.step_open * 0.6f;

  // What the trick must stay clear of, relative to the table's centre.
  std::vector<Box> clear_of;
  std::vector<Box> rather_clear_of;  // the hands
  auto note = [&](const char* kind, int seat, const Box& b) {
    ctx.layout.push_back({kind, seat, b});
    (std::string_view(kind) == "hand" ? rather_clear_of : clear_of)
        .push_back(Box{b.x0 - l.center.x, b.y0 - l.center.y, b.x1 - l.center.x, b.y1 - l.center.y});
  };

  // Blind and bury in the lower corners.
  const float bottom = frame.pos.y + frame.size.y - l.card.y * 0.8f - 34;
  const Box blind = draw_aside(dl, fonts, v.blind, "Blind", ImVec2(frame.pos.x + 18, bottom), l,
                               false, german, german_suits);
  if (blind.width() > 0) note("aside", -1, blind);
  const Box bury =
      draw_aside(dl, fonts, v.bury, "Bury", ImVec2(frame.pos.x + frame.size.x - 18, bottom), l,
                 true, german, german_suits);
  if (bury.width() > 0) note("aside", -1, bury);

  // Seats. Their places stay per frame: pure geometry from the window's size and the fonts'
  // measures over the digest's table (the trick's layout below is cached, TrickLayoutCache).
  SeatPlanner planner(fonts, v, decision, hidden, l, frame,
                      seat_spots(v.num_seats, model.perspective().seat));
  l.plate_min = std::clamp(frame.size.x * 0.24f, 170.0f, 220.0f);
  planner.set_up(blind, bury);
  planner.place_all();
  // While the last trick is shown instead of the current one, the hand keeps no loss badges of
  // the current decision (issue 42): they belong to the position the table no longer shows.
  const bool looking_back = ctx.show_last_trick && v.last_trick() != nullptr;
  for (const Placed& p : planner.placed) {
    const bool annotate = p.annotate && !looking_back;
    const SeatBoxes sb =
        draw_seat(dl, fonts, v, *p.seat, p.place, p.layout, deal.rules.table, german, german_suits,
                  annotate ? &decision : nullptr, annotate && hidden ? &picked : nullptr);
    note("plate", p.seat->seat, sb.plate);
    if (sb.hand.width() > 0) note("hand", p.seat->seat, sb.hand);
    for (const Box& b : sb.badges) ctx.layout.push_back({"badge", p.seat->seat, b});
  }
  if (picked != engine::kNoCard) pick_card(ctx.guess, decision, model.step(), picked);

  draw_trick(ctx, dl, fonts, l, frame, planner.spots, clear_of, rather_clear_of, trick_layout);
  header_lines(dl, header, outer.pos, outer.size.x);
  ImGui::End();
}

}  // namespace ui
