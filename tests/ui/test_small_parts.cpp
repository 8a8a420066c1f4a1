// Seat layout, card labels and the command line of schmier-gui.
#include <doctest/doctest.h>

#include <cmath>

#include "ui/card_labels.h"
#include "ui/gui_args.h"
#include "ui/seat_layout.h"
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
  CHECK(parse({"--show", "x"}).error == "--show: \"x\" is not keys, last-trick or guess");
  CHECK(parse({"--samples", "0"}).error.find("from 1 to 1000") != std::string::npos);
  CHECK(parse({"--samples", "1001"}).error.find("\"1001\"") != std::string::npos);
  CHECK(parse({"--samples"}).error == "--samples needs a value");
  CHECK(parse({"--faces", "tarot"}).error == "--faces: \"tarot\" is not french or german");
  CHECK(parse({"--tab", "x"}).error == "--tab: \"x\" is not moves, lessons, hand or review");
  CHECK(ui::gui_usage().find("--no-auction") != std::string::npos);
}
