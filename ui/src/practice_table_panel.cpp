#include "practice_table_panel.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <numbers>
#include <string>
#include <string_view>
#include <vector>

#include "card_art.h"
#include "grade_style.h"
#include "theme.h"
#include "trick_practice_controller.h"
#include "ui/analysis_view.h"
#include "ui/seat_layout.h"
#include "ui/trick_layout.h"
#include "widgets.h"

namespace ui {
namespace {

using engine::Card;

void ellipse(ImDrawList* dl, ImVec2 c, float rx, float ry) {
  constexpr int kSegments = 96;
  dl->PathClear();
  for (int i = 0; i < kSegments; ++i) {
    const double a = 2 * std::numbers::pi * i / kSegments;
    dl->PathLineTo(ImVec2(c.x + rx * static_cast<float>(std::cos(a)),
                          c.y + ry * static_cast<float>(std::sin(a))));
  }
}

void text_centered(ImDrawList* dl, ImFont* font, float size, ImVec2 center_top, ImU32 col,
                   const std::string& text) {
  const ImVec2 box = font->CalcTextSizeA(size, FLT_MAX, 0, text.c_str());
  dl->AddText(font, size, ImVec2(center_top.x - box.x * 0.5f, center_top.y), col, text.c_str());
}

// A speech bubble with the seat's last word in the auction.
void bubble(ImDrawList* dl, ImFont* font, ImVec2 anchor_bottom, const std::string& text) {
  const float size = 15;
  const ImVec2 box = font->CalcTextSizeA(size, FLT_MAX, 0, text.c_str());
  const ImVec2 p0(anchor_bottom.x - box.x * 0.5f - 10, anchor_bottom.y - box.y - 12);
  const ImVec2 p1(anchor_bottom.x + box.x * 0.5f + 10, anchor_bottom.y - 4);
  dl->AddRectFilled(p0, p1, theme::rgba(250, 246, 226), 9);
  dl->AddTriangleFilled(ImVec2(anchor_bottom.x - 6, p1.y), ImVec2(anchor_bottom.x + 6, p1.y),
                        ImVec2(anchor_bottom.x, p1.y + 6), theme::rgba(250, 246, 226));
  dl->AddText(font, size, ImVec2(p0.x + 10, p0.y + 4), theme::rgba(30, 30, 30), text.c_str());
}

// The name plate of a seat centred on `center_x`,
// its top at `top`; returns its width.
float plate(ImDrawList* dl, const Fonts& fonts, const PracticeSeat& s, bool sheepshead,
            float center_x, float top, float width, bool you) {
  const float h = 46;
  // As wide as the name beside its role chips, and the points beside the turn's chip, need:
  // nothing on a plate is cut off (the second line takes its short form first).
  std::string line = std::to_string(s.points) + (s.points == 1 ? " point, " : " points, ") +
                     std::to_string(s.tricks) + (s.tricks == 1 ? " trick" : " tricks");
  const std::string short_line =
      std::to_string(s.points) + " pts, " + std::to_string(s.tricks) + " tr.";
  {
    float chips1 = 0;
    if (s.partner) chips1 += chip_width(fonts.bold, "PARTNER") + 4;
    if (s.picker) chips1 += chip_width(fonts.bold, sheepshead ? "PICKER" : "DECLARER") + 4;
    if (s.dealer) chips1 += chip_width(fonts.bold, "DEALER") + 4;
    const float chips2 = s.to_act ? chip_width(fonts.bold, you ? "YOUR TURN" : "THINKING") + 4 : 0;
    const float name_w = fonts.bold->CalcTextSizeA(17, FLT_MAX, 0, s.name.c_str()).x;
    const float short_w = fonts.text->CalcTextSizeA(14, FLT_MAX, 0, short_line.c_str()).x;
    width = std::max({width, name_w + chips1 + 24, short_w + chips2 + 24});
    const float line_w = fonts.text->CalcTextSizeA(14, FLT_MAX, 0, line.c_str()).x;
    if (line_w + chips2 + 24 > width) line = short_line;
  }
  const ImVec2 p0(center_x - width * 0.5f, top);
  const ImVec2 p1(p0.x + width, top + h);
  dl->AddRectFilled(p0, p1, s.to_act ? theme::kPlateActive : theme::kPlate, 8);
  if (s.to_act) dl->AddRect(p0, p1, theme::kGold, 8, 0, 2.0f);
  float right = p1.x - 8;
  auto role = [&](const char* text, ImU32 bg, ImU32 fg, float y) {
    right -= chip_width(fonts.bold, text);
    chip(dl, fonts.bold, ImVec2(right, y), text, bg, fg);
    right -= 4;
  };
  if (s.partner) role("PARTNER", theme::kPartner, theme::rgba(10, 20, 24), p0.y + 5);
  if (s.picker) {
    role(sheepshead ? "PICKER" : "DECLARER", theme::kPicker, theme::rgba(30, 14, 0), p0.y + 5);
  }
  if (s.dealer) role("DEALER", theme::kDealer, theme::rgba(16, 16, 24), p0.y + 5);
  const float right1 = right;
  right = p1.x - 8;
  if (s.to_act)
    role(you ? "YOUR TURN" : "THINKING", theme::kGold, theme::rgba(40, 28, 0), p0.y + 25);
  const float right2 = right;
  const float x = p0.x + 10;
  dl->PushClipRect(ImVec2(x, p0.y), ImVec2(right1 - 2, p1.y), true);
  dl->AddText(fonts.bold, 17, ImVec2(x, p0.y + 4), theme::kText, s.name.c_str());
  dl->PopClipRect();
  dl->PushClipRect(ImVec2(x, p0.y), ImVec2(right2 - 2, p1.y), true);
  dl->AddText(fonts.text, 14, ImVec2(x, p0.y + 25), theme::kTextDim, line.c_str());
  dl->PopClipRect();
  return width;
}

// What the parts of the table share while one frame is drawn: where it lies, the sizes of the
// cards and the places the trick must stay clear of (with the layout report).
struct TableScene {
  TableScene(AppContext& c, const PanelFrame& f, ImDrawList* d, const Fonts& fo, ImVec2 ce,
             const PracticeTable& ta, const PracticeControls& p)
      : ctx(c), frame(f), dl(d), fonts(fo), center(ce), t(ta), pc(p) {}
  AppContext& ctx;
  const PanelFrame& frame;
  ImDrawList* dl;
  const Fonts& fonts;
  ImVec2 center;
  const PracticeTable& t;
  const PracticeControls& pc;
  bool sheepshead = true;
  bool german = false;
  bool german_suits = false;
  ImVec2 card;
  ImVec2 back;
  ImVec2 trick_card0;
  float plate_w = 0;
  std::vector<Box> clear_of;
  std::vector<Box> rather_clear_of;  // the other seats' hands (face down)

  CardLook look_for(Card c, bool trump) const {
    CardLook look;
    look.german = german;
    look.german_suits = german_suits;
    look.trump = trump;
    (void)c;
    return look;
  }
  void note(const char* kind, int seat, const Box& b) {
    ctx.layout.push_back({kind, seat, b});
    (std::string_view(kind) == "hand" ? rather_clear_of : clear_of)
        .push_back(Box{b.x0 - center.x, b.y0 - center.y, b.x1 - center.x, b.y1 - center.y});
  }
};

// The trick on show: the one in play, or the last completed one on request.
struct ShownTrick {
  bool looking_back = false;
  const std::vector<PracticeTrickCard>* cards = nullptr;
  bool complete = false;
  int winner = -1;
  int points = 0;
  int number = 0;
};

void draw_felt(ImDrawList* dl, const PanelFrame& frame, ImVec2 center) {
  const float rx = frame.size.x * 0.47f;
  const float ry = frame.size.y * 0.40f;
  ellipse(dl, center, rx + 12, ry + 12);
  dl->PathFillConvex(theme::kRail);
  ellipse(dl, center, rx, ry);
  dl->PathFillConvex(theme::kFelt);
  ellipse(dl, center, rx * 0.62f, ry * 0.58f);
  dl->PathFillConvex(theme::kFeltInner);
}

// The other seats around the table: plates, cards face down, their last word. Returns the
// horizontal reach of the seats from the centre.
float draw_other_seats(TableScene& sc, const std::vector<SeatSpot>& spots) {
  const PanelFrame& frame = sc.frame;
  const ImVec2 center = sc.center;
  const ImVec2 back = sc.back;
  const float ax = frame.size.x * 0.5f - sc.plate_w * 0.5f - 20;
  // The seat across the table stays below the header's two lines (a small window).
  const float ay =
      std::min(frame.size.y * 0.36f - 20, center.y - (frame.pos.y + 94) - (46 + 8 + back.y) * 0.5f);
  for (const PracticeSeat& s : sc.t.seats) {
    if (s.seat == sc.t.seat) continue;
    const SeatSpot& spot = spots[static_cast<std::size_t>(s.seat)];
    const ImVec2 a(center.x + spot.x * ax, center.y + spot.y * ay);
    const float top = a.y - (46 + 8 + back.y) * 0.5f;
    const float pw = plate(sc.dl, sc.fonts, s, sc.sheepshead, a.x, top, sc.plate_w, false);
    const float step = std::min(
        back.x * 0.45f, (sc.plate_w - back.x) / static_cast<float>(std::max(1, s.cards - 1)));
    const float width = back.x + step * static_cast<float>(std::max(0, s.cards - 1));
    for (int i = 0; i < s.cards; ++i) {
      draw_card_back(sc.dl, ImVec2(a.x - width * 0.5f + step * static_cast<float>(i), top + 54),
                     back);
    }
    if (!s.said.empty()) bubble(sc.dl, sc.fonts.bold, ImVec2(a.x, top - 2), s.said);
    sc.note("plate", s.seat,
            Box{a.x - pw * 0.5f, top - (s.said.empty() ? 0.0f : 28.0f), a.x + pw * 0.5f, top + 46});
    if (s.cards > 0) {
      sc.note("hand", s.seat,
              Box{a.x - width * 0.5f, top + 54, a.x + width * 0.5f, top + 54 + back.y});
    }
  }
  return ax;
}

// The cards the tutor's hint suggests, if it suggests cards: the card to play, or the bury.
engine::CardMask hinted_cards(const TrickPracticeController& practice) {
  engine::CardMask hinted = 0;
  if (const auto& hint = practice.hint()) {
    if (const auto* a = std::get_if<solver::Action>(&hint->suggested)) {
      if (a->kind == solver::DecisionKind::kPlay) hinted = engine::bit(a->card);
      if (a->kind == solver::DecisionKind::kBury) hinted = a->bury;
    } else if (const auto* k = std::get_if<solver::SkAction>(&hint->suggested)) {
      if (k->kind == solver::SkActionKind::kPlay) hinted = engine::bit(k->card);
    }
  }
  return hinted;
}

// The player's seat: the plate above his hand at the bottom, and the hand (clickable cards,
// the hint's star, the legal cards' line).
void draw_my_seat(TableScene& sc, TrickPracticeController& practice) {
  const PanelFrame& frame = sc.frame;
  const PracticeTable& t = sc.t;
  const PracticeControls& pc = sc.pc;
  const ImVec2 center = sc.center;
  const ImVec2 card = sc.card;
  ImDrawList* dl = sc.dl;
  const Fonts& fonts = sc.fonts;
  const PracticeSeat& me = t.seats[static_cast<std::size_t>(t.seat)];
  const float hand_top = frame.pos.y + frame.size.y - card.y - 18;
  const int n = static_cast<int>(pc.hand.size());
  // Spread (a small gap between the cards) where there is room between the lower corners,
  // where Sheepshead's blind and bury lie; overlapping only as far as needed.
  // The left corner holds the blind, the right one the player's bury once he has one: a corner
  // without cards is room for the hand (ten cards three-handed showed only their corners).
  const float aside_w = 2 * std::round(card.x * 0.62f) + 36;
  const float edge = frame.size.x * 0.03f;
  const float left_w = sc.sheepshead ? aside_w : edge;
  const float right_w = sc.sheepshead && !t.bury.empty() ? aside_w : edge;
  const float room = frame.size.x - left_w - right_w;
  const float step =
      n > 1 ? std::max(card.x * 0.35f,
                       std::min(card.x * 1.06f, (room - card.x) / static_cast<float>(n - 1)))
            : 0;
  const float hand_w = card.x + step * static_cast<float>(std::max(0, n - 1));
  // Centred under the plate where it fits there, else in the room between the corners.
  const float room_mid = frame.pos.x + left_w + room * 0.5f;
  const float hand_left = hand_w <= frame.size.x - 2 * std::max(left_w, right_w)
                              ? center.x - hand_w * 0.5f
                              : room_mid - hand_w * 0.5f;
  // The plate above the hand.
  const float my_plate_top = hand_top - 46 - 30;
  const float my_plate_w = plate(dl, fonts, me, sc.sheepshead, center.x, my_plate_top,
                                 std::max(sc.plate_w, 260.0f), true);
  const float my_plate_x0 = center.x - my_plate_w * 0.5f;
  if (!me.said.empty()) {
    bubble(dl, fonts.bold, ImVec2(my_plate_x0 + my_plate_w * 0.5f, my_plate_top - 2), me.said);
  }
  // A selected card is lifted by 22 pixels.
  // The player's own hand is never covered: it is where he plays from.
  sc.note("plate", t.seat,
          Box{std::min(my_plate_x0, hand_left), my_plate_top - (me.said.empty() ? 0.0f : 30.0f),
              std::max(my_plate_x0 + my_plate_w, hand_left + hand_w), hand_top + card.y + 8});

  const engine::CardMask hinted = hinted_cards(practice);
  const bool bury = pc.decision == PracticeDecision::kBury;
  const bool play = pc.decision == PracticeDecision::kPlay;
  for (int i = 0; i < n; ++i) {
    const PracticeCard& c = pc.hand[static_cast<std::size_t>(i)];
    const float x = hand_left + step * static_cast<float>(i);
    const float visible = i + 1 < n ? step : card.x;
    ImGui::PushID(i);
    bool hovered = false;
    if ((bury || play) && !sc.ctx.screenshot) {
      ImGui::SetCursorScreenPos(ImVec2(x, hand_top - 24));
      ImGui::InvisibleButton("##card", ImVec2(std::max(visible, 4.0f), card.y + 24));
      hovered = ImGui::IsItemHovered();
      if (ImGui::IsItemClicked()) {
        if (bury && c.clickable) practice.click_bury_card(c.card);
        if (play && c.clickable) {
          if (sc.sheepshead) {
            solver::Action a;
            a.kind = solver::DecisionKind::kPlay;
            a.card = c.card;
            practice.act(a);
          } else {
            solver::SkAction a;
            a.kind = solver::SkActionKind::kPlay;
            a.card = c.card;
            practice.act(a);
          }
        }
      }
      if (hovered && !c.reason.empty()) item_tooltip("%s", c.reason.c_str());
    }
    ImGui::PopID();
    float lift = 0;
    if (c.selected) lift = 22;
    if (hovered && c.clickable) lift = std::max(lift, 12.0f);
    CardLook look = sc.look_for(c.card, c.trump);
    look.dim = c.dim;
    look.highlight = c.selected || (hovered && c.clickable);
    draw_card_face(dl, fonts, ImVec2(x, hand_top - lift), card, c.card, look);
    if (engine::has(hinted, c.card)) {
      // The tutor's suggestion: a gold star in the card's top right corner.
      const ImVec2 star(x + std::min(visible, card.x) - 12, hand_top - lift + card.y * 0.42f);
      dl->AddCircleFilled(star, 12, theme::kGold, 20);
      text_centered(dl, fonts.bold, 16, ImVec2(star.x, star.y - 9), theme::rgba(40, 28, 0),
                    fonts.suit_glyphs ? "\xE2\x98\x85" : "*");
    }
    if (play && c.clickable && !hovered) {
      // Legal cards: a thin gold line along the bottom edge.
      dl->AddRectFilled(ImVec2(x + 3, hand_top + card.y + 4),
                        ImVec2(x + std::min(visible, card.x) - 3, hand_top + card.y + 8),
                        theme::kGold, 2);
    }
  }
}

// The last completed trick instead of the one in play, on request (L or the button): a trick a
// computer player wins is cleared at once.
ShownTrick shown_trick(const AppContext& ctx, const PracticeTable& t) {
  ShownTrick st;
  st.looking_back = ctx.show_last_trick && t.last_trick_number > 0;
  st.cards = st.looking_back ? &t.last_trick : &t.trick;
  st.complete = st.looking_back || t.trick_complete;
  st.winner = st.looking_back ? t.last_trick_winner : t.trick_winner;
  st.points = st.looking_back ? t.last_trick_points : t.trick_points;
  st.number = st.looking_back ? t.last_trick_number : t.trick_number;
  return st;
}

// "Trick 3 of 6, led by Bob", and who took it once it is complete; above the trick.
std::string trick_caption(const PracticeTable& t, const ShownTrick& st) {
  std::string caption;
  const std::vector<PracticeTrickCard>& shown = *st.cards;
  // Mid-sentence the player is "you" ("led by you: you take 12 points"), others by name.
  auto who = [&](int seat) {
    return seat == t.seat ? std::string("you") : t.seats[static_cast<std::size_t>(seat)].name;
  };
  if (st.number > 0 && t.tricks_total > 0) {
    caption = "Trick " + std::to_string(st.number) + " of " + std::to_string(t.tricks_total);
    if (!shown.empty() && shown.front().seat >= 0 &&
        shown.front().seat < static_cast<int>(t.seats.size())) {
      caption += ", led by " + who(shown.front().seat);
    }
    if (st.complete && st.winner >= 0) {
      caption += ": " + who(st.winner) + (st.winner == t.seat ? " take " : " takes ") +
                 std::to_string(st.points) + (st.points == 1 ? " point" : " points");
    }
    if (st.looking_back) caption = "Last trick: t" + caption.substr(1);
  }
  return caption;
}

// The blind (while it lies on the table, or when the player may see it) and his bury.
void draw_blind_and_bury(TableScene& sc, const practice::Session& session) {
  const PanelFrame& frame = sc.frame;
  const PracticeTable& t = sc.t;
  ImDrawList* dl = sc.dl;
  const Fonts& fonts = sc.fonts;
  const ImVec2 small(std::round(sc.card.x * 0.62f), std::round(sc.card.y * 0.62f));
  // In the lower corners (the score table is the side panel's: nothing covers them).
  const float corner_y = frame.pos.y + frame.size.y - small.y - 40;
  const bool blind_on_table = sc.sheepshead && t.blind_count > 0 &&
                              session.sheepshead_hand()->phase() == engine::Phase::kPick;
  // Two cards side by side; more (four-handed: four in the blind and the bury) overlap so that
  // the corner keeps the width of two and never reaches the player's hand (issue 42).
  const auto aside_step = [&](std::size_t count) {
    return count <= 2 ? small.x + 6
                      : std::floor((2 * small.x + 6 - small.x) / static_cast<float>(count - 1));
  };
  const auto aside_width = [&](std::size_t count) {
    return count == 0 ? 0.0f : small.x + aside_step(count) * static_cast<float>(count - 1);
  };
  if (blind_on_table || !t.blind.empty()) {
    const std::string caption = blind_on_table ? "Blind" : "Blind (seen)";
    dl->AddText(fonts.bold, 14, ImVec2(frame.pos.x + 18, corner_y), theme::kTextDim,
                caption.c_str());
    sc.note("aside", -1,
            Box{frame.pos.x + 18, corner_y,
                frame.pos.x + 18 +
                    std::max(aside_width(static_cast<std::size_t>(t.blind_count)),
                             fonts.bold->CalcTextSizeA(14, FLT_MAX, 0, caption.c_str()).x),
                corner_y + 20 + small.y});
    const float step = aside_step(static_cast<std::size_t>(t.blind_count));
    for (int i = 0; i < t.blind_count; ++i) {
      const ImVec2 p(frame.pos.x + 18 + static_cast<float>(i) * step, corner_y + 20);
      if (!blind_on_table && i < static_cast<int>(t.blind.size())) {
        draw_card_face(dl, fonts, p, small, t.blind[static_cast<std::size_t>(i)],
                       sc.look_for(t.blind[static_cast<std::size_t>(i)], false));
      } else {
        draw_card_back(dl, p, small);
      }
    }
  }
  if (!t.bury.empty()) {
    const float right = frame.pos.x + frame.size.x - 18;
    const float w = aside_width(t.bury.size());
    const float step = aside_step(t.bury.size());
    dl->AddText(fonts.bold, 14, ImVec2(right - w, corner_y), theme::kTextDim, "Your bury");
    sc.note(
        "aside", -1,
        Box{std::min(right - w, right - fonts.bold->CalcTextSizeA(14, FLT_MAX, 0, "Your bury").x),
            corner_y, right, corner_y + 20 + small.y});
    for (std::size_t i = 0; i < t.bury.size(); ++i) {
      const ImVec2 p(right - w + static_cast<float>(i) * step, corner_y + 20);
      draw_card_face(dl, fonts, p, small, t.bury[i], sc.look_for(t.bury[i], false));
    }
  }
}

// The player's card of the trick in its grade's colour, with the grade's mark.
void draw_grade_frame(const TableScene& sc, const practice::MoveGrade& grade, Card card, ImVec2 p,
                      ImVec2 trick_card) {
  const auto* a = std::get_if<solver::Action>(&grade.move);
  const auto* k = std::get_if<solver::SkAction>(&grade.move);
  const Card played = a ? a->card : (k ? k->card : engine::kNoCard);
  if (played != card) return;
  // The verdict's colour and mark (solver/verdict.h) where the analysis gave the grade.
  const solver::DecisionAnalysis& an = grade.analysis;
  const bool same = an.grade == grade.grade;
  const ImU32 col = grade_color(
      same ? verdict_tone(an.grade, an.settled, an.grade_low, an.grade_high) : grade.grade);
  sc.dl->AddRect(ImVec2(p.x - 3, p.y - 3), ImVec2(p.x + trick_card.x + 3, p.y + trick_card.y + 3),
                 col, trick_card.x * 0.12f, 0, 3.5f);
  const std::string mark = same ? grade_mark_text(an.grade, an.settled, an.grade_low, an.grade_high,
                                                  !sc.fonts.suit_glyphs)
                                : std::string(grade_mark_for(grade.grade, sc.fonts));
  // Inside the card's top right corner, so that it never reaches another card.
  const ImVec2 m(p.x + trick_card.x - 15, p.y + 15);
  sc.dl->AddCircleFilled(m, 12, col, 20);
  text_centered(sc.dl, sc.fonts.bold, 15, ImVec2(m.x, m.y - 8), theme::rgba(20, 20, 20), mark);
}

// The trick in the middle, each card pushed towards the seat that played it as far as the
// seats, the header and the corners leave room, smaller where they do not, never covering
// another card of the trick, with its caption above it (ui/trick_layout.h).
void draw_trick(TableScene& sc, TrickLayoutCache& trick_layout, const std::vector<SeatSpot>& spots,
                float ax, const ShownTrick& st, const std::string& caption,
                const practice::MoveGrade* grade) {
  const PanelFrame& frame = sc.frame;
  const PracticeTable& t = sc.t;
  const ImVec2 center = sc.center;
  const ImVec2 trick_card0 = sc.trick_card0;
  AppContext& ctx = sc.ctx;
  const ImVec2 caption_size = caption.empty()
                                  ? ImVec2(0, 0)
                                  : sc.fonts.bold->CalcTextSizeA(15, FLT_MAX, 0, caption.c_str());
  TrickLayoutInput in;
  in.spots = spots;
  in.card_w = trick_card0.x;
  in.card_h = trick_card0.y;
  in.reach_x = std::min(trick_card0.x * (t.num_seats == 4 ? 1.25f : 1.6f), ax * 0.5f);
  in.reach_y = trick_card0.y * (t.num_seats == 4 ? 0.75f : 1.0f);
  // Below the header's lines (the contract, the prompt, the last trick's button) and the caption.
  in.room =
      Box{frame.pos.x + 6 - center.x, frame.pos.y + 92 - center.y,
          frame.pos.x + frame.size.x - 6 - center.x, frame.pos.y + frame.size.y - 4 - center.y};
  in.clear_of = sc.clear_of;
  in.rather_clear_of = sc.rather_clear_of;
  in.min_scale = 0.6f;
  // The trick's caption under the header, above the seats across the table (above the trick
  // it would cover their hands in a small window).
  const Box caption_box{center.x - caption_size.x * 0.5f - 10, frame.pos.y + 66,
                        center.x + caption_size.x * 0.5f + 10,
                        frame.pos.y + 66 + caption_size.y + 8};
  const TrickLayout& tl = trick_layout.get(in);
  auto absolute = [&](const Box& b) {
    return Box{b.x0 + center.x, b.y0 + center.y, b.x1 + center.x, b.y1 + center.y};
  };
  for (std::size_t i = 0; i < tl.cards.size(); ++i) {
    ctx.layout.push_back({"slot", static_cast<int>(i), absolute(tl.cards[i])});
  }
  ctx.layout.push_back({"preferred", -1, Box{0, 0, trick_card0.x, trick_card0.y}});
  const ImVec2 trick_card(tl.card_w, tl.card_h);
  if (!caption.empty()) {
    const Box& cb = caption_box;
    ctx.layout.push_back({"caption", -1, cb});
    sc.dl->AddRectFilled(ImVec2(cb.x0, cb.y0), ImVec2(cb.x1, cb.y1), theme::kPlate, 10);
    sc.dl->AddText(sc.fonts.bold, 15, ImVec2(cb.x0 + 10, cb.y0 + 4),
                   st.complete ? theme::kGold : theme::kTextDim, caption.c_str());
  }
  for (const PracticeTrickCard& tc : *st.cards) {
    if (tc.seat < 0 || static_cast<std::size_t>(tc.seat) >= tl.cards.size()) continue;
    const Box b = absolute(tl.cards[static_cast<std::size_t>(tc.seat)]);
    ctx.layout.push_back({"card", tc.seat, b});
    const ImVec2 p(b.x0, b.y0);
    const bool winner = st.complete && st.winner == tc.seat;
    if (tc.face_down) {
      draw_card_back(sc.dl, p, trick_card, winner);
      continue;
    }
    CardLook look = sc.look_for(tc.card, tc.trump);
    look.highlight = winner;
    draw_card_face(sc.dl, sc.fonts, p, trick_card, tc.card, look);
    if (grade && tc.seat == t.seat && grade->grade != solver::Grade::kNotGraded) {
      draw_grade_frame(sc, *grade, tc.card, p, trick_card);
    }
  }
}

// The contract and the prompt, top left, clear of "Hand 1 of 10" on the right (a smaller font
// where a long contract would run into it), and the last trick's button under it.
void draw_header(TableScene& sc, const TrickPracticeController& practice,
                 const practice::Session& session, bool looking_back) {
  const PanelFrame& frame = sc.frame;
  const PracticeTable& t = sc.t;
  const PracticeControls& pc = sc.pc;
  ImDrawList* dl = sc.dl;
  const Fonts& fonts = sc.fonts;
  AppContext& ctx = sc.ctx;
  const std::string where = "Hand " + std::to_string(session.hand_index() + 1) + " of " +
                            std::to_string(session.hands_total()) +
                            (practice.retrying() ? "  (retry)" : "");
  const ImVec2 wb = fonts.bold->CalcTextSizeA(15, FLT_MAX, 0, where.c_str());
  const float contract_room = frame.size.x - wb.x - 48;
  float contract_size = 17;
  while (contract_size > 12 &&
         fonts.bold->CalcTextSizeA(contract_size, FLT_MAX, 0, t.contract.c_str()).x >
             contract_room) {
    contract_size -= 1;
  }
  dl->AddText(fonts.bold, contract_size, ImVec2(frame.pos.x + 16, frame.pos.y + 10), theme::kText,
              t.contract.c_str());
  const bool waiting = pc.decision == PracticeDecision::kWaiting && pc.to_act >= 0 &&
                       pc.to_act < static_cast<int>(t.seats.size());
  const std::string prompt =
      waiting ? t.seats[static_cast<std::size_t>(pc.to_act)].name + " is thinking..." : pc.prompt;
  dl->AddText(fonts.text, 15, ImVec2(frame.pos.x + 16, frame.pos.y + 34),
              waiting ? theme::kTextDim : theme::kGold, prompt.c_str());
  dl->AddText(fonts.bold, 15, ImVec2(frame.pos.x + frame.size.x - wb.x - 16, frame.pos.y + 12),
              theme::kTextDim, where.c_str());
  // The last trick again: a button under it, and the L key.
  if (t.last_trick_number > 0) {
    const char* label = looking_back ? "Back to the table" : "Last trick";
    const float bw = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetCursorScreenPos(ImVec2(frame.pos.x + frame.size.x - bw - 16, frame.pos.y + 36));
    if (ImGui::Button(label)) ctx.show_last_trick = !ctx.show_last_trick;
    if (ImGui::IsItemHovered()) {
      item_tooltip(looking_back ? "Back to the trick in play (L)"
                                : "Show the last completed trick (L)");
    }
    if (!ImGui::GetIO().WantTextInput && ImGui::IsKeyPressed('L', false)) {
      ctx.show_last_trick = !ctx.show_last_trick;
    }
  }
}

}  // namespace

void PracticeTablePanel::draw(AppContext& ctx, TrickPracticeController& practice,
                              const PanelFrame& frame) {
  begin_panel("##practice_table", frame, theme::kBackground);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const Fonts& fonts = *frame.fonts;
  const ImVec2 center(frame.pos.x + frame.size.x * 0.5f, frame.pos.y + frame.size.y * 0.47f);
  draw_felt(dl, frame, center);
  // In the layout report: nothing of the side panel's (its score table) lies over it.
  ctx.layout.push_back(
      {"felt", -1,
       Box{frame.pos.x, frame.pos.y, frame.pos.x + frame.size.x, frame.pos.y + frame.size.y}});

  const practice::Session* session = practice.session();
  if (!session) {
    text_centered(dl, fonts.bold, 22, ImVec2(center.x, center.y - 24), theme::kText,
                  "No practice game");
    text_centered(dl, fonts.text, 16, ImVec2(center.x, center.y + 8), theme::kTextDim,
                  "Practice > New game to play against the computer with the tutor.");
    ImGui::End();
    return;
  }

  const PracticeTable t = practice.table();
  const PracticeControls pc = practice.controls();
  if (t.seats.empty() || t.seat < 0 || t.seat >= static_cast<int>(t.seats.size())) {
    text_centered(dl, fonts.bold, 20, ImVec2(center.x, center.y - 12), theme::kText,
                  "No hand on the table");
    ImGui::End();
    return;
  }
  TableScene sc(ctx, frame, dl, fonts, center, t, pc);
  sc.sheepshead = practice::sheepshead_hand_game(session->config().game);
  sc.german = !sc.sheepshead;
  sc.german_suits = ui::german_suits(ctx.settings.faces,
                                     sc.sheepshead ? GameKind::kSheepshead : GameKind::kSchafkopf);
  // Sizes: the player's cards large, the others' backs small.
  const float card_h = std::clamp(frame.size.y * 0.17f, 70.0f, 150.0f);
  sc.card = ImVec2(std::round(card_h * 0.7f), std::round(card_h));
  sc.back = ImVec2(std::round(sc.card.x * 0.5f), std::round(sc.card.y * 0.5f));
  sc.trick_card0 = ImVec2(std::round(sc.card.x * 0.9f), std::round(sc.card.y * 0.9f));
  sc.plate_w = std::clamp(frame.size.x * 0.23f, 190.0f, 240.0f);

  const std::vector<SeatSpot> spots = seat_spots(t.num_seats, t.seat);
  const float ax = draw_other_seats(sc, spots);
  draw_my_seat(sc, practice);
  const ShownTrick st = shown_trick(ctx, t);
  const std::string caption = trick_caption(t, st);
  draw_blind_and_bury(sc, *session);
  draw_trick(sc, trick_layout, spots, ax, st, caption,
             st.looking_back ? nullptr : session->last_grade());
  draw_header(sc, practice, *session, st.looking_back);
  ImGui::End();
}

}  // namespace ui
