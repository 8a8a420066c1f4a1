// Checks the table layout schmier-gui reported with --layout-report (tests/gui.cmake, issue 20):
//
//   gui_layout_check REPORT WIDTH HEIGHT MIN_CARDS [MIN_SCALE [MIN_SLOTS [REQUIRED_KIND]]]
//
// REPORT has one rectangle a line, "KIND SEAT X0 Y0 X1 Y1" in window pixels (KIND: card, slot,
// plate, hand, aside, caption, overlay: a window over the table such as practice's score table;
// "preferred -1 0 0 W H" is the trick cards' preferred size). The
// check: at least MIN_CARDS trick cards were drawn; no two cards of the trick overlap, nor any two
// seats' places for them (slots: every seat's, played or not); every card lies inside the window
// and clear of every seat's name plate (in practice the player's own hand too), the blind and the
// bury; the trick's caption, if any, covers no card, no plate and no hand. How many cards lie over
// the edge of another seat's hand (allowed in a small window) is printed. The seats: no name plate
// or hand covers another's (nor a plate its own hand), every plate lies inside the window, and no
// loss badge ("badge") covers another. With MIN_SCALE, the trick's cards are at least that fraction
// of their preferred size (readable: at 1024x640 they were at 0.6). The Sweep table reports its
// table's cards as cards, its capture piles as "pile" (kept clear like plates) and no slots:
// MIN_SLOTS 0 (default 4). "ghost": a card of the best line, kept clear like a trick card.
// "felt" is the table's area and "score" practice's score table (issue
// 42: it floated over the felt): a score table lies inside the window and shares no pixel with
// the felt. REQUIRED_KIND: the report must hold a rectangle of that kind. Exits 1 on the first
// failed check.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Rect {
  std::string kind;
  int seat = -1;
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

// The area two rectangles share (0 when they only touch).
double shared(const Rect& a, const Rect& b) {
  const double w = std::min(a.x1, b.x1) - std::max(a.x0, b.x0);
  const double h = std::min(a.y1, b.y1) - std::max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

std::string describe(const Rect& r) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "%s of seat %d at (%.0f, %.0f)-(%.0f, %.0f)", r.kind.c_str(),
                r.seat, r.x0, r.y0, r.x1, r.y1);
  return buf;
}

int fail(const std::string& message) {
  std::fprintf(stderr, "gui_layout_check: %s\n", message.c_str());
  return 1;
}

// The best line's ghost cards and practice's score table (issue 42); 0 when they pass.
int check_ghosts_and_score(const std::vector<Rect>& rects, const std::vector<const Rect*>& cards,
                           const std::vector<const Rect*>& seats, double width, double height,
                           const std::string& required) {
  // The best line's ghost cards (issue 42) stand in empty places: clear of the trick's cards,
  // of one another and of every plate and corner.
  std::vector<const Rect*> ghosts;
  for (const Rect& r : rects) {
    if (r.kind == "ghost") ghosts.push_back(&r);
  }
  for (std::size_t i = 0; i < ghosts.size(); ++i) {
    const Rect& g = *ghosts[i];
    for (const auto* list : {&cards, &seats}) {
      for (const Rect* r : *list) {
        if (shared(g, *r) > 0) return fail(describe(g) + " covers " + describe(*r));
      }
    }
    for (std::size_t j = i + 1; j < ghosts.size(); ++j) {
      if (shared(g, *ghosts[j]) > 0) return fail(describe(g) + " overlaps " + describe(*ghosts[j]));
    }
  }
  // Practice's score table: in the window, beside the felt.
  bool seen_required = required.empty();
  for (const Rect& r : rects) {
    if (r.kind == required) seen_required = true;
    if (r.kind != "score") continue;
    if (r.x0 < 0 || r.y0 < 0 || r.x1 > width || r.y1 > height) {
      return fail(describe(r) + " is not inside the window");
    }
    for (const Rect& f : rects) {
      if (f.kind == "felt" && shared(r, f) > 0) return fail(describe(r) + " covers " + describe(f));
    }
  }
  if (!seen_required) return fail("no " + required + " reported");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 5 || argc > 8) {
    return fail(
        "usage: gui_layout_check REPORT WIDTH HEIGHT MIN_CARDS [MIN_SCALE [MIN_SLOTS "
        "[REQUIRED_KIND]]]");
  }
  const double min_scale = argc >= 6 ? std::atof(argv[5]) : 0;
  const std::size_t min_slots = argc >= 7 ? static_cast<std::size_t>(std::atoi(argv[6])) : 4;
  const std::string required = argc == 8 ? argv[7] : "";
  const double width = std::atof(argv[2]);
  const double height = std::atof(argv[3]);
  const int min_cards = std::atoi(argv[4]);
  std::ifstream in(argv[1]);
  if (!in) return fail(std::string("cannot open ") + argv[1]);
  std::vector<Rect> rects;
  std::string line;
  int line_no = 0;
  while (std::getline(in, line)) {
    ++line_no;
    if (line.empty()) continue;
    std::istringstream ls(line);
    Rect r;
    if (!(ls >> r.kind >> r.seat >> r.x0 >> r.y0 >> r.x1 >> r.y1) || r.x1 < r.x0 || r.y1 < r.y0) {
      return fail(std::string(argv[1]) + ":" + std::to_string(line_no) +
                  ": not a rectangle: " + line);
    }
    rects.push_back(r);
  }
  std::vector<const Rect*> cards, slots, seats, hands, captions;
  const Rect* preferred = nullptr;
  for (const Rect& r : rects) {
    if (r.kind == "preferred") preferred = &r;
    if (r.kind == "card") cards.push_back(&r);
    if (r.kind == "slot") slots.push_back(&r);
    if (r.kind == "plate" || r.kind == "aside" || r.kind == "overlay" || r.kind == "pile") {
      seats.push_back(&r);
    }
    if (r.kind == "hand") hands.push_back(&r);
    if (r.kind == "caption") captions.push_back(&r);
  }
  std::printf(
      "gui_layout_check: %zu trick cards, %zu slots, %zu plates and corners, %zu hands, %zu "
      "captions\n",
      cards.size(), slots.size(), seats.size(), hands.size(), captions.size());
  if (static_cast<int>(cards.size()) < min_cards) {
    return fail("only " + std::to_string(cards.size()) + " trick cards drawn, expected at least " +
                std::to_string(min_cards));
  }
  if (slots.size() < min_slots) {
    return fail("fewer than " + std::to_string(min_slots) + " slots reported");
  }
  double closest = 1e9;  // the smallest distance between two slots, either axis
  for (const auto* list : {&cards, &slots}) {
    for (std::size_t i = 0; i < list->size(); ++i) {
      for (std::size_t j = i + 1; j < list->size(); ++j) {
        const Rect& a = *(*list)[i];
        const Rect& b = *(*list)[j];
        if (shared(a, b) > 0) return fail(describe(a) + " overlaps " + describe(b));
        const double gx = std::max(a.x0, b.x0) - std::min(a.x1, b.x1);
        const double gy = std::max(a.y0, b.y0) - std::min(a.y1, b.y1);
        closest = std::min(closest, std::max(gx, gy));
      }
    }
  }
  for (const Rect* c : cards) {
    if (c->x0 < 0 || c->y0 < 0 || c->x1 > width || c->y1 > height) {
      return fail(describe(*c) + " is not inside the window");
    }
    for (const Rect* s : seats) {
      if (shared(*c, *s) > 0) return fail(describe(*c) + " covers " + describe(*s));
    }
  }
  // The seats themselves: no plate or hand covers another seat's plate or hand, nor its own
  // (a plate beside or above its hand), and every plate lies inside the window.
  std::vector<const Rect*> seat_parts;
  for (const Rect& r : rects) {
    if ((r.kind == "plate" || r.kind == "hand") && r.seat >= 0) seat_parts.push_back(&r);
  }
  for (std::size_t i = 0; i < seat_parts.size(); ++i) {
    const Rect& a = *seat_parts[i];
    if (a.kind == "plate" && (a.x0 < 0 || a.y0 < 0 || a.x1 > width || a.y1 > height)) {
      return fail(describe(a) + " is not inside the window");
    }
    for (std::size_t j = i + 1; j < seat_parts.size(); ++j) {
      const Rect& b = *seat_parts[j];
      if (a.seat == b.seat && a.kind == b.kind) continue;
      if (shared(a, b) > 0) return fail(describe(a) + " overlaps " + describe(b));
    }
  }
  if (min_scale > 0) {
    if (!preferred || preferred->x1 <= 0) return fail("no preferred trick card size reported");
    for (const Rect* c : cards) {
      const double scale = (c->x1 - c->x0) / preferred->x1;
      // One pixel of rounding (the sizes are whole pixels).
      if ((c->x1 - c->x0 + 1) / preferred->x1 < min_scale) {
        char buf[96];
        std::snprintf(buf, sizeof buf, " is at %.2f of the preferred size, below %.2f", scale,
                      min_scale);
        return fail(describe(*c) + buf);
      }
    }
  }
  if (preferred && !cards.empty()) {
    std::printf("gui_layout_check: trick cards at %.2f of the preferred size\n",
                (cards.front()->x1 - cards.front()->x0) / preferred->x1);
  }
  // The loss badges on the mover's hand: none covers another (each is drawn over the cards).
  std::vector<const Rect*> badges;
  for (const Rect& r : rects) {
    if (r.kind == "badge") badges.push_back(&r);
  }
  for (std::size_t i = 0; i < badges.size(); ++i) {
    for (std::size_t j = i + 1; j < badges.size(); ++j) {
      if (shared(*badges[i], *badges[j]) > 0) {
        return fail(describe(*badges[i]) + " overlaps " + describe(*badges[j]));
      }
    }
  }
  if (!badges.empty()) std::printf("gui_layout_check: %zu loss badges\n", badges.size());
  int over_hands = 0;
  for (const Rect* c : cards) {
    for (const Rect* h : hands) {
      if (shared(*c, *h) > 0) ++over_hands;
    }
  }
  for (const Rect* cap : captions) {
    for (const auto* list : {&cards, &seats, &hands}) {
      for (const Rect* r : *list) {
        if (shared(*cap, *r) > 0) return fail(describe(*cap) + " covers " + describe(*r));
      }
    }
  }
  if (const int e = check_ghosts_and_score(rects, cards, seats, width, height, required)) return e;
  std::printf(
      "gui_layout_check: no overlap; the closest two trick places are %.0f px apart; %d trick "
      "cards over the edge of a hand\n",
      closest, over_hands);
  return 0;
}
