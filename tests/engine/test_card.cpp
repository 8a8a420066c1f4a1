// Cards (RULES.md C-1 to C-8) and every card-code input form of DEAL_LOG.md "Card codes".
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "engine/card.h"

using namespace engine;

namespace {
constexpr const char* kRanks = "789TJQKA";
constexpr const char* kSuits = "CSHD";
}  // namespace

TEST_CASE("C-3: card_code is rank then suit and parse_card reads it back for all 32 cards") {
  std::set<std::string> seen;
  for (int i = 0; i < kNumCards; ++i) {
    const Card c = static_cast<Card>(i);
    const std::string code = card_code(c);
    REQUIRE(code.size() == 2);
    CHECK(code[0] == kRanks[static_cast<int>(rank_of(c))]);
    CHECK(code[1] == kSuits[static_cast<int>(suit_of(c))]);
    CHECK(parse_card(code) == c);
    seen.insert(code);
  }
  CHECK(seen.size() == 32);
  CHECK(card_code(make_card(Suit::kClubs, Rank::kQueen)) == "QC");
  CHECK(card_code(make_card(Suit::kDiamonds, Rank::kTen)) == "TD");
  CHECK(card_code(make_card(Suit::kHearts, Rank::kSeven)) == "7H");
  CHECK(card_code(kNoCard) == "??");
}

TEST_CASE("C-1/C-2: card index is suit * 8 + rank with suits C S H D and ranks 7..A") {
  CHECK(make_card(Suit::kClubs, Rank::kSeven) == 0);
  CHECK(make_card(Suit::kClubs, Rank::kAce) == 7);
  CHECK(make_card(Suit::kSpades, Rank::kSeven) == 8);
  CHECK(make_card(Suit::kDiamonds, Rank::kAce) == 31);
  for (int i = 0; i < kNumCards; ++i) {
    const Card c = static_cast<Card>(i);
    CHECK(make_card(suit_of(c), rank_of(c)) == c);
    CHECK((suit_cards(suit_of(c)) & bit(c)) != 0);
  }
}

TEST_CASE("DEAL_LOG card codes: 10 for T, lower case and suit symbols") {
  CHECK(parse_card("10D") == make_card(Suit::kDiamonds, Rank::kTen));
  CHECK(parse_card("10c") == make_card(Suit::kClubs, Rank::kTen));
  CHECK(parse_card("qc") == make_card(Suit::kClubs, Rank::kQueen));
  CHECK(parse_card("Td") == make_card(Suit::kDiamonds, Rank::kTen));
  CHECK(parse_card("aS") == make_card(Suit::kSpades, Rank::kAce));
  CHECK(parse_card("Q\u2663") == make_card(Suit::kClubs, Rank::kQueen));    // Q♣
  CHECK(parse_card("7\u2660") == make_card(Suit::kSpades, Rank::kSeven));   // 7♠
  CHECK(parse_card("A\u2665") == make_card(Suit::kHearts, Rank::kAce));     // A♥
  CHECK(parse_card("T\u2666") == make_card(Suit::kDiamonds, Rank::kTen));   // T♦
  CHECK(parse_card("10\u2665") == make_card(Suit::kHearts, Rank::kTen));    // 10♥
  CHECK(parse_card("j\u2666") == make_card(Suit::kDiamonds, Rank::kJack));  // j♦
  // Every rank with every symbol.
  const char* symbols[] = {"\u2663", "\u2660", "\u2665", "\u2666"};
  for (int s = 0; s < 4; ++s) {
    for (int r = 0; r < 8; ++r) {
      std::string text = std::string(1, kRanks[r]) + symbols[s];
      CHECK(parse_card(text) == make_card(static_cast<Suit>(s), static_cast<Rank>(r)));
    }
  }
}

TEST_CASE("C-3/DEAL_LOG German codes: EO = QC, SU = JD, HA = AH, GZ = TS") {
  CHECK(parse_card("EO") == make_card(Suit::kClubs, Rank::kQueen));
  CHECK(parse_card("SU") == make_card(Suit::kDiamonds, Rank::kJack));
  CHECK(parse_card("HA") == make_card(Suit::kHearts, Rank::kAce));
  CHECK(parse_card("GZ") == make_card(Suit::kSpades, Rank::kTen));
  CHECK(parse_card("eo") == make_card(Suit::kClubs, Rank::kQueen));
  CHECK(parse_card("gk") == make_card(Suit::kSpades, Rank::kKing));
  CHECK(german_code(make_card(Suit::kClubs, Rank::kQueen)) == "EO");
  CHECK(german_code(make_card(Suit::kDiamonds, Rank::kJack)) == "SU");
  for (int i = 0; i < kNumCards; ++i) {
    const Card c = static_cast<Card>(i);
    CHECK(parse_card(german_code(c)) == c);
  }
}

TEST_CASE("DEAL_LOG card codes: French and German readings never collide") {
  // A code that starts with a French rank is French even when it could look German.
  CHECK(parse_card("KS") == make_card(Suit::kSpades, Rank::kKing));    // not a German code
  CHECK(parse_card("SK") == make_card(Suit::kDiamonds, Rank::kKing));  // Schellen-König
  CHECK(parse_card("AS") == make_card(Suit::kSpades, Rank::kAce));
  CHECK(parse_card("SA") == make_card(Suit::kDiamonds, Rank::kAce));  // Schellen-Sau
  CHECK(parse_card("9H") == make_card(Suit::kHearts, Rank::kNine));
  CHECK(parse_card("H9") == make_card(Suit::kHearts, Rank::kNine));
}

TEST_CASE("DEAL_LOG card codes: junk is rejected") {
  const char* junk[] = {"",
                        "Q",
                        "C",
                        "QX",
                        "XC",
                        "1C",
                        "10",
                        "100D",
                        "0D",
                        "11C",
                        "QCC",
                        "Q C",
                        " QC",
                        "QC ",
                        "ZE",
                        "OE",
                        "EOX",
                        "E0",
                        "JOKER",
                        "QQ",
                        "CC",
                        "EE",
                        "10 D",
                        "1 0D",
                        "Q\xE2\x99",
                        "\xE2\x99\xA3Q",
                        "Q\xE2\x99\xA3\xE2\x99\xA3",
                        "10\xE2\x99\xA3x",
                        "QD\n",
                        "6C",
                        "2H",
                        "KZ"};
  for (const char* text : junk) {
    CAPTURE(std::string(text));
    CHECK_FALSE(parse_card(text).has_value());
  }
}

TEST_CASE("C-1: parse_suit reads letters and symbols and rejects junk") {
  CHECK(parse_suit("C") == Suit::kClubs);
  CHECK(parse_suit("s") == Suit::kSpades);
  CHECK(parse_suit("H") == Suit::kHearts);
  CHECK(parse_suit("D") == Suit::kDiamonds);
  CHECK(parse_suit("\u2663") == Suit::kClubs);
  CHECK(parse_suit("\u2666") == Suit::kDiamonds);
  CHECK_FALSE(parse_suit("X").has_value());
  CHECK_FALSE(parse_suit("").has_value());
  CHECK_FALSE(parse_suit("CS").has_value());
}

TEST_CASE("C-7: card points A 11, T 10, K 4, Q 3, J 2, 9 8 7 nothing") {
  const int expected[] = {0, 0, 0, 10, 2, 3, 4, 11};  // ranks 7 8 9 T J Q K A
  for (int i = 0; i < kNumCards; ++i) {
    const Card c = static_cast<Card>(i);
    CHECK(card_points(c) == expected[static_cast<int>(rank_of(c))]);
  }
  CHECK(card_points(*parse_card("AH")) == 11);
  CHECK(card_points(*parse_card("TD")) == 10);
  CHECK(card_points(*parse_card("QC")) == 3);
  CHECK(card_points(*parse_card("JD")) == 2);
  CHECK(card_points(*parse_card("9S")) == 0);
}

TEST_CASE("C-8: each suit holds 30 points, the long and the short deck 120") {
  for (int s = 0; s < 4; ++s) CHECK(mask_points(suit_cards(static_cast<Suit>(s))) == 30);
  CHECK(mask_points(kLongDeck) == 120);
  CHECK(mask_points(kShortDeck) == 120);
  CHECK(count(kLongDeck) == 32);
  CHECK(count(kShortDeck) == 24);
  for (int i = 0; i < kNumCards; ++i) {
    const Card c = static_cast<Card>(i);
    const bool low = rank_of(c) == Rank::kSeven || rank_of(c) == Rank::kEight;
    CHECK(has(kShortDeck, c) == !low);
  }
}

TEST_CASE("card masks: mask_string lists cards in index order and cards() visits each once") {
  CardMask m = bit(*parse_card("AD")) | bit(*parse_card("QC")) | bit(*parse_card("7S"));
  CHECK(mask_string(m) == "QC 7S AD");
  int n = 0;
  CardMask back = 0;
  for (Card c : cards(m)) {
    ++n;
    back |= bit(c);
  }
  CHECK(n == 3);
  CHECK(back == m);
  CHECK(mask_string(0).empty());
}
