#include "table_header.h"

#include <cfloat>

#include "grade_style.h"
#include "theme.h"

namespace ui {
namespace {

float parts_width(const std::vector<HeaderPart>& parts) {
  float w = 0;
  for (const HeaderPart& p : parts) {
    if (w > 0) w += 16;
    w += p.font->CalcTextSizeA(p.size, FLT_MAX, 0, p.text.c_str()).x;
  }
  return w;
}

void draw_parts(ImDrawList* dl, const std::vector<HeaderPart>& parts, ImVec2 pos) {
  for (const HeaderPart& p : parts) {
    dl->AddText(p.font, p.size, pos, p.color, p.text.c_str());
    pos.x += p.font->CalcTextSizeA(p.size, FLT_MAX, 0, p.text.c_str()).x + 16;
  }
}

}  // namespace

float header_lines(ImDrawList* dl, const std::vector<HeaderRow>& rows, ImVec2 pos, float width) {
  struct Side {
    const std::vector<HeaderPart>* parts;
    float w;
    std::size_t row;
  };
  std::vector<Side> lefts;
  std::vector<Side> rights;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const float lw = parts_width(rows[i].left);
    const float rw = parts_width(rows[i].right);
    if (lw > 0) lefts.push_back({&rows[i].left, lw, i});
    if (rw > 0) rights.push_back({&rows[i].right, rw, i});
  }
  float y = pos.y + 10;
  std::size_t li = 0;
  std::size_t ri = 0;
  while (li < lefts.size() || ri < rights.size()) {
    const Side* left = li < lefts.size() ? &lefts[li] : nullptr;
    const Side* right = ri < rights.size() ? &rights[ri] : nullptr;
    // A right side waits for its own row's line (or a later one) and for room beside the left.
    if (left && right && (right->row > left->row || left->w + right->w + 24 > width - 32)) {
      right = nullptr;
    }
    if (dl && left) draw_parts(dl, *left->parts, ImVec2(pos.x + 16, y));
    if (dl && right) draw_parts(dl, *right->parts, ImVec2(pos.x + width - 16 - right->w, y + 1));
    if (left) ++li;
    if (right) ++ri;
    y += 22;
  }
  return y - pos.y + 4;
}

std::vector<HeaderRow> table_header(AppContext& ctx, const Fonts& fonts) {
  ReplayModel& model = ctx.model;
  std::vector<HeaderRow> header;
  if (!model.has_deal()) return header;
  const TrickBoardParts& board = *ctx.board().trick;
  const TableView& hv = board.table;
  const TableHeaderLines& lines = board.header;
  HeaderRow first;
  first.left.push_back({hv.status, fonts.bold, 17, theme::kText});
  if (!lines.sides.empty()) {
    first.right.push_back({lines.sides, fonts.bold, 15, theme::kPicker});
    first.right.push_back(
        {lines.defenders, fonts.bold, 15, hv.sides_known ? theme::kText : theme::kTextDim});
  }
  header.push_back(std::move(first));
  HeaderRow second;
  if (!hv.contract_line.empty()) {
    second.left.push_back({hv.contract_line, fonts.text, 15, theme::kPicker});
  }
  const bool back = ctx.show_last_trick && !lines.last_trick.empty();
  const TrickView& t = back ? *hv.last_trick() : hv.trick;
  second.right.push_back({back ? lines.last_trick : lines.trick, fonts.bold, 15,
                          back || t.complete ? theme::kGold : theme::kTextDim});
  header.push_back(std::move(second));
  // Guess the card: what to do, and the grade of the pick.
  if (ctx.guess.on) {
    const DecisionView& gd = board.decision;
    if (gd.analysed && gd.play && gd.mover >= 0) {
      const std::string mover = hv.seats[static_cast<std::size_t>(gd.mover)].name;
      const GuessResult r = guess_result(ctx.guess, gd, model.step(), ctx.names(), mover);
      HeaderRow third;
      if (values_hidden(ctx.guess, gd, model.step())) {
        third.left.push_back(
            {"Guess the card: what should " + mover + " play? Click one of the legal cards.",
             fonts.bold, 15, theme::kGold});
      } else if (r.picked) {
        third.left.push_back({r.text, fonts.bold, 15, grade_color(r.grade)});
      }
      header.push_back(std::move(third));
    }
  }
  return header;
}

}  // namespace ui
