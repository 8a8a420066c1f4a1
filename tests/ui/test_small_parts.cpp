// Seat layout, card labels and the command line of schmier-gui.
#include <doctest/doctest.h>

#include <cmath>

#include "ui/analysis_view.h"
#include "ui/card_labels.h"
#include "ui/gui_args.h"
#include "ui/seat_layout.h"
#include "ui/trick_layout.h"
#include "ui_test_util.h"

using uitest::card;

TEST_CASE("G-1: seats are laid out clockwise from the bottom seat") {
  for (int n : {4, 5}) {
    for (int bottom = 0; bottom < n; ++bottom) {
      CAPTURE(n);
      CAPTURE(bottom);
      const auto spots = ui::seat_spots(n, bottom);
      REQUIRE(spots.size() == static_cast<std::size_t>(n));
      CHECK(spots[static_cast<std::size_t>(bottom)].x == 0.0f);
      CHECK(spots[static_cast<std::size_t>(bottom)].y == 1.0f);
      // The next seat in play order sits to the bottom seat's left, the one before to its right.
      CHECK(spots[static_cast<std::size_t>((bottom + 1) % n)].x < -0.5f);
      CHECK(spots[static_cast<std::size_t>((bottom + n - 1) % n)].x > 0.5f);
      for (const auto& s : spots) CHECK(std::hypot(s.x, s.y) == doctest::Approx(1.0));
    }
  }
  const auto four = ui::seat_spots(4, 1);
  CHECK(four[3].x == doctest::Approx(0.0));
  CHECK(four[3].y == doctest::Approx(-1.0));  // across the table
  CHECK(ui::seat_spots(0, 0).empty());
}

TEST_CASE("C-2, C-3: card labels in French and German") {
  CHECK(ui::rank_label(card("TD")) == "10");
  CHECK(ui::rank_label(card("7C")) == "7");
  CHECK(ui::rank_label(card("QC")) == "Q");
  CHECK(ui::rank_label(card("QC"), true) == "O");
  CHECK(ui::rank_label(card("JD"), true) == "U");
  CHECK(ui::rank_label(card("AH"), true) == "A");
  CHECK(ui::suit_symbol(engine::Suit::kHearts) == "\xE2\x99\xA5");
  CHECK(ui::card_text(card("TS")) == "10\xE2\x99\xA0");
  CHECK(ui::is_red(engine::Suit::kHearts));
  CHECK(ui::is_red(engine::Suit::kDiamonds));
  CHECK_FALSE(ui::is_red(engine::Suit::kClubs));
  CHECK_FALSE(ui::is_red(engine::Suit::kSpades));
  // Every label parses back to the same card (DEAL_LOG.md accepts the suit symbols).
  for (int c = 0; c < engine::kNumCards; ++c) {
    const auto parsed = engine::parse_card(ui::card_text(static_cast<engine::Card>(c)));
    REQUIRE(parsed.has_value());
    CHECK(*parsed == c);
  }
}

TEST_CASE("schmier-gui arguments") {
  auto parse = [](std::vector<std::string_view> a) { return ui::parse_gui_args(a); };
  {
    const auto r = parse({"hand.json", "--at", "12", "--screenshot", "out.png"});
    CHECK(r.error.empty());
    CHECK(r.options.log_path == "hand.json");
    CHECK(r.options.at == 12);
    CHECK(r.options.screenshot == "out.png");
    CHECK_FALSE(r.options.seat.has_value());
  }
  {
    const auto r = parse({"--seat", "3", "--size", "1024x700", "--seed", "99"});
    CHECK(r.error.empty());
    CHECK(r.options.log_path.empty());
    CHECK(r.options.seat == 3);
    CHECK(r.options.width == 1024);
    CHECK(r.options.height == 700);
    CHECK(r.options.seed == 99);
  }
  CHECK(parse({"--help"}).options.help);
  CHECK(parse({"--at"}).error == "--at needs a value");
  CHECK(parse({"--at", "-1"}).error.find("not a number of plays") != std::string::npos);
  CHECK(parse({"--at", "7x"}).error.find("\"7x\"") != std::string::npos);
  CHECK(parse({"--seat", "5"}).error.find("from 0 to 4") != std::string::npos);
  CHECK(parse({"--size", "100x100"}).error.find("at least 320x240") != std::string::npos);
  CHECK(parse({"--size", "wide"}).error.find("--size") == 0);
  CHECK(parse({"--bogus"}).error == "unknown option --bogus");
  CHECK(parse({"a.json", "b.json"}).error.find("only one deal log") != std::string::npos);
  CHECK(ui::gui_usage().find("--screenshot") != std::string::npos);
}

TEST_CASE("schmier-gui arguments: analysis, card faces and the side panel's tab") {
  auto parse = [](std::vector<std::string_view> a) { return ui::parse_gui_args(a); };
  {
    const auto r =
        parse({"--samples", "12", "--no-auction", "--faces", "german", "--tab", "lessons"});
    CHECK(r.error.empty());
    CHECK(r.options.samples == 12);
    CHECK(r.options.no_auction);
    CHECK_FALSE(r.options.no_analysis);
    CHECK(r.options.faces == ui::CardFaces::kGerman);
    CHECK(r.options.tab == ui::SideTab::kLessons);
    CHECK_FALSE(r.options.size_given);
  }
  {
    const auto r =
        parse({"--no-analysis", "--faces", "french", "--tab", "hand", "--size", "800x600"});
    CHECK(r.error.empty());
    CHECK(r.options.no_analysis);
    CHECK_FALSE(r.options.samples.has_value());
    CHECK(r.options.faces == ui::CardFaces::kFrench);
    CHECK(r.options.tab == ui::SideTab::kHand);
    CHECK(r.options.size_given);
  }
  CHECK(parse({}).options.tab == ui::SideTab::kMoves);
  CHECK(parse({"--tab", "review"}).options.tab == ui::SideTab::kReview);
  CHECK(parse({"--show", "keys"}).options.show_keys);
  CHECK(parse({"--show", "last-trick"}).options.show_last_trick);
  CHECK(parse({"--show", "guess"}).options.guess);
  CHECK(parse({"--show", "new-game"}).options.show_new_game);
  CHECK(parse({"--show", "x"}).error ==
        "--show: \"x\" is not keys, last-trick, guess, new-game, summary or pile");
  CHECK(parse({"--show", "summary"}).options.show_summary);
  CHECK(parse({"--show", "pile"}).options.show_pile);
  CHECK(parse({"--samples", "0"}).error.find("from 1 to 1000") != std::string::npos);
  CHECK(parse({"--samples", "1001"}).error.find("\"1001\"") != std::string::npos);
  CHECK(parse({"--samples"}).error == "--samples needs a value");
  CHECK(parse({"--faces", "tarot"}).error == "--faces: \"tarot\" is not french or german");
  CHECK(parse({"--tab", "x"}).error == "--tab: \"x\" is not moves, lessons, hand or review");
  CHECK(ui::gui_usage().find("--no-auction") != std::string::npos);
}

TEST_CASE("trick layout: the cache gives layout_trick's answer for the input it is given") {
  ui::TrickLayoutInput a;
  a.spots = ui::seat_spots(5, 0);
  a.card_w = 84;
  a.card_h = 120;
  a.reach_x = 120;
  a.reach_y = 120;
  a.room = ui::Box{-300, -200, 300, 200};
  ui::TrickLayoutInput b = a;
  b.room = ui::Box{-100, -60, 100, 60};  // a small window: smaller cards
  ui::TrickLayoutCache cache;
  for (const ui::TrickLayoutInput* in : {&a, &a, &b, &a, &b, &b}) {
    const ui::TrickLayout want = ui::layout_trick(*in);
    const ui::TrickLayout& got = cache.get(*in);
    CHECK(got.card_w == want.card_w);
    CHECK(got.cards == want.cards);
    CHECK(got.caption == want.caption);
    CHECK(got.clear == want.clear);
  }
  CHECK(ui::layout_trick(a).card_w != ui::layout_trick(b).card_w);
}

// Issue 20: the trick's cards never cover each other, whatever the room; with room enough they
// also stay inside it and clear of the seats, each card on its seat's side of the centre.
TEST_CASE("trick layout: no card of a trick covers another, at any room") {
  for (int n : {4, 5}) {
    for (float room_w : {120.0f, 300.0f, 520.0f, 900.0f}) {
      for (float room_h : {90.0f, 220.0f, 420.0f, 700.0f}) {
        CAPTURE(n);
        CAPTURE(room_w);
        CAPTURE(room_h);
        ui::TrickLayoutInput in;
        in.spots = ui::seat_spots(n, 0);
        in.card_w = 84;
        in.card_h = 120;
        in.reach_x = in.card_w * (n == 4 ? 1.2f : 1.45f);
        in.reach_y = in.card_h * (n == 4 ? 0.8f : 1.0f);
        in.room = ui::Box{-room_w / 2, -room_h / 2, room_w / 2, room_h / 2};
        // Each seat's plate just outside the room, where the seat sits.
        for (const auto& s : in.spots) {
          const float cx = s.x * room_w * 0.5f;
          const float cy = s.y * room_h * 0.5f;
          in.clear_of.push_back(ui::Box{cx - 90, cy - 30, cx + 90, cy + 30});
        }
        const ui::TrickLayout t = ui::layout_trick(in);
        REQUIRE(t.cards.size() == static_cast<std::size_t>(n));
        CHECK(t.card_w > 0);
        CHECK(t.card_w <= in.card_w);
        for (std::size_t i = 0; i < t.cards.size(); ++i) {
          CHECK(t.cards[i].width() == doctest::Approx(t.card_w));
          for (std::size_t j = i + 1; j < t.cards.size(); ++j) {
            CHECK_FALSE(ui::boxes_overlap(t.cards[i], t.cards[j]));
          }
          if (t.clear) {
            CHECK(ui::box_inside(t.cards[i], in.room));
            for (const ui::Box& o : in.clear_of) CHECK_FALSE(ui::boxes_overlap(t.cards[i], o));
            const auto& s = in.spots[i];
            const float cx = (t.cards[i].x0 + t.cards[i].x1) / 2;
            if (s.x > 0.5f) CHECK(cx > 0);
            if (s.x < -0.5f) CHECK(cx < 0);
          }
        }
      }
    }
  }
  // A roomy table keeps the preferred size; a cramped one shrinks the cards.
  ui::TrickLayoutInput in;
  in.spots = ui::seat_spots(5, 0);
  in.card_w = 84;
  in.card_h = 120;
  in.reach_x = in.card_w * 1.45f;
  in.reach_y = in.card_h;
  in.room = ui::Box{-600, -400, 600, 400};
  CHECK(ui::layout_trick(in).card_w == 84);
  CHECK(ui::layout_trick(in).clear);
  in.room = ui::Box{-200, -140, 200, 140};
  const ui::TrickLayout small = ui::layout_trick(in);
  CHECK(small.card_w < 84);
  CHECK(small.clear);
}

TEST_CASE("trick layout: boxes") {
  const ui::Box a{0, 0, 10, 10};
  CHECK(ui::boxes_overlap(a, ui::Box{5, 5, 15, 15}));
  CHECK_FALSE(ui::boxes_overlap(a, ui::Box{10, 0, 20, 10}));  // touching only
  CHECK(ui::boxes_overlap(a, ui::Box{12, 0, 20, 10}, 4));     // closer than the gap
  CHECK(ui::box_inside(ui::Box{1, 1, 9, 9}, a));
  CHECK_FALSE(ui::box_inside(ui::Box{1, 1, 11, 9}, a));
}

// Issue 19: one card notation everywhere a card is named, the solver's sentences too.
TEST_CASE("name_cards: card codes in a sentence in the player's notation") {
  const ui::CardNames french{};
  CHECK(ui::name_cards("Lead QC, then 10D and TD; keep AS.", french, false) ==
        "Lead Q\xE2\x99\xA3, then 10\xE2\x99\xA6 and 10\xE2\x99\xA6; keep A\xE2\x99\xA0.");
  // Words that are no card codes, lower case, ids joined by hyphens stay as they are.
  CHECK(ui::name_cards("ST-6 Schmier: as a defender, qc is fine; SK-ST-3 OK", french, true) ==
        "ST-6 Schmier: as a defender, qc is fine; SK-ST-3 OK");
  // Schafkopf: the German codes too; French faces with Ober/Unter, or German faces.
  const ui::CardNames sk_french{true, false};
  const ui::CardNames sk_german{true, true};
  CHECK(ui::name_cards("play EO (not GZ)", sk_french, true) ==
        "play O\xE2\x99\xA3 (not 10\xE2\x99\xA0)");
  CHECK(ui::name_cards("play EO (not GZ)", sk_german, true) ==
        "play O\xEE\x80\x80 (not 10\xEE\x80\x81)");
  CHECK(ui::name_cards("play QC", sk_german, true) == "play O\xEE\x80\x80");
  // German codes are not read in Sheepshead ("GO" is no card there).
  CHECK(ui::name_cards("GO", french, false) == "GO");
  CHECK(ui::name_cards("", french, false).empty());
}

// Issues 19 and 40: an unsettled grade is shown by the one verdict rule (solver/verdict.h):
// close between two neighbouring bands, else too close to call.
TEST_CASE("uncertain grades: words and marks") {
  using solver::Grade;
  CHECK(ui::grade_words(Grade::kMistake, true, Grade::kMistake, Grade::kMistake) == "mistake");
  CHECK(ui::grade_words(Grade::kInaccuracy, false, Grade::kInaccuracy, Grade::kMistake) ==
        "inaccuracy or mistake");
  CHECK(ui::grade_uncertain(Grade::kInaccuracy, false, Grade::kInaccuracy, Grade::kMistake));
  // Not settled but within one band, forced or not graded: nothing uncertain to show.
  CHECK_FALSE(ui::grade_uncertain(Grade::kGood, false, Grade::kGood, Grade::kGood));
  CHECK_FALSE(ui::grade_uncertain(Grade::kForced, false, Grade::kGood, Grade::kMistake));
  CHECK_FALSE(ui::grade_uncertain(Grade::kNotGraded, false, Grade::kGood, Grade::kMistake));
  CHECK(ui::grade_words(Grade::kGood, false, Grade::kGood, Grade::kGood) == "good");
  // A close verdict takes the worse band's mark and colour, never the better end's.
  CHECK(ui::grade_mark_text(Grade::kInaccuracy, false, Grade::kInaccuracy, Grade::kMistake, true) ==
        "?");
  CHECK(ui::verdict_tone(Grade::kInaccuracy, false, Grade::kInaccuracy, Grade::kMistake) ==
        Grade::kMistake);
  // Wider: too close to call, "~" and a neutral colour.
  CHECK(ui::grade_words_short(Grade::kExcellent, false, Grade::kExcellent, Grade::kInaccuracy) ==
        "too close");
  CHECK(ui::grade_mark_text(Grade::kExcellent, false, Grade::kBest, Grade::kBlunder, true) == "~");
  CHECK(ui::verdict_tone(Grade::kExcellent, false, Grade::kBest, Grade::kBlunder) ==
        Grade::kNotGraded);
  CHECK(ui::grade_words_short(Grade::kExcellent, false, Grade::kExcellent, Grade::kGood) ==
        "exc./good");
  CHECK(ui::grade_mark_text(Grade::kMistake, true, Grade::kMistake, Grade::kMistake, true) == "?");
}

TEST_CASE("gui args: --layout-report goes with --screenshot") {
  auto parse = [](std::vector<std::string_view> a) { return ui::parse_gui_args(a); };
  CHECK(parse({"--screenshot", "a.png", "--layout-report", "a.layout"}).options.layout_report ==
        "a.layout");
  CHECK(parse({"--layout-report", "a.layout"}).error.find("needs --screenshot") !=
        std::string::npos);
  CHECK(parse({"--screenshot", "a.png", "--layout-report"}).error.find("needs a file name") !=
        std::string::npos);
}
