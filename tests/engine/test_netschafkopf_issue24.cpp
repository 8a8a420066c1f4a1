// NetSchafkopf import (netschafkopf.h), continued: the four kinds of real protocols that did
// not import before issue 24 (UTF-8, "Doppelt für Tout", the Ramsch tie, Schieber games),
// unknown sentences, and the protocol files in tests/engine/data/netschafkopf.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>

#include "engine/netschafkopf.h"
#include "test_ns_util.h"

using namespace engine;

using namespace nstest;

// --- Issue 24: the four kinds of real protocols that did not import -------------------------

namespace {

// The protocol as UTF-8 (optionally with a byte-order mark) with the given line end.
std::string utf8_protocol(const std::vector<Spec>& games, bool bom, const std::string& eol) {
  std::string text =
      "PM-Regeln\ngespielt von Gast am 01.02.24 mit Version 5.05, Update 07.09.20.\n \n";
  std::array<int, 4> totals{};
  int n = 1;
  for (const Spec& s : games) text += write_game(s, n++, totals);
  std::string out = bom ? "\xEF\xBB\xBF" : "";
  for (char ch : text) {
    if (ch == '\n') {
      out += eol;
    } else {
      out += ch;
    }
  }
  return out;
}

// Games on the Grün suit: "Mit der Grün-Ass" and "Grün-Wenz" (the names that broke when a UTF-8
// file was read as ISO-8859-1), and a Grün-Solo.
std::vector<Spec> gruen_specs() {
  std::vector<Spec> v;
  Spec ruf;
  ruf.rules = table(SkDeck::kLong);
  ruf.dealer = 2;
  ruf.hands = hands_of({"EO GO HU EA E9 G9 SK S7", "HO SU HA HZ GA EZ E8 S8",
                        "SO EU H9 H8 GZ GK G8 SA", "GU HK H7 G7 EK E7 SZ S9"});
  ruf.contract = {SkGame::kSauspiel, 0, Suit::kSpades, false};
  v.push_back(ruf);
  Spec wenz;
  wenz.rules = table(SkDeck::kLong);
  wenz.dealer = 3;
  wenz.hands = hands_of({"EU GU GA GZ GK G9 EA HA", "HU SU GO G8 G7 EZ E9 E8",
                         "EO HO SO HZ HK H9 H8 H7", "EK E7 SA SZ SK S9 S8 S7"});
  wenz.contract = {SkGame::kFarbwenz, 0, Suit::kSpades, false};
  v.push_back(wenz);
  Spec solo;
  solo.rules = table(SkDeck::kLong);
  solo.dealer = 0;
  solo.hands = deal_schafkopf(11, 0, SkDeck::kLong);
  solo.contract = {SkGame::kSolo, 2, Suit::kSpades, false};
  v.push_back(solo);
  return v;
}

// The protocol with its wrapped lines joined (" \r\n" ends a wrapped line).
std::string unwrapped(std::string bytes) {
  for (std::size_t at; (at = bytes.find(" \r\n")) != std::string::npos;) bytes.erase(at + 1, 2);
  return bytes;
}

void check_imported(const NsImport& imp, std::size_t n, const std::string& what) {
  INFO(what);
  for (const NsProblem& p : imp.problems) FAIL_CHECK(format_problem(what, p));
  CHECK(imp.games_seen == static_cast<int>(n));
  REQUIRE(imp.games.size() == n);
  for (const NsImported& g : imp.games) {
    DealLog copy = g.log;
    CHECK(validate_deal_log(copy).empty());
    // The log also survives its own text: the flags it needs are written and read back.
    const LoadResult back = parse_deal_log(write_deal_log(g.log));
    CHECK(back.errors.empty());
    REQUIRE(back.log.has_value());
    CHECK(back.log->result == g.log.result);
  }
}

int reason_count(const NsImport& imp, NsReason r) {
  return imp.refused[static_cast<std::size_t>(r)];
}

}  // namespace

TEST_CASE("NetSchafkopf: UTF-8 protocols, with or without a byte-order mark, with any line end") {
  const std::vector<Spec> games = gruen_specs();
  for (const bool bom : {false, true}) {
    for (const std::string eol : {"\r\n", "\n", "\r"}) {
      const std::string bytes = utf8_protocol(games, bom, eol);
      REQUIRE(bytes.find("Grün-Ass") != std::string::npos);  // UTF-8: two bytes for ü
      const NsImport imp = import_netschafkopf(bytes, "utf8.txt");
      check_imported(imp, games.size(), "utf8 bom=" + std::to_string(bom));
      CHECK(imp.utf8);
      CHECK(imp.games[0].log.schafkopf().contract->type == LogContractType::kSauspiel);
      CHECK(imp.games[1].log.schafkopf().contract->type == LogContractType::kFarbwenz);
      // The protocol's text in meta is the same UTF-8 either way.
      CHECK(imp.games[0].log.meta_json.find("Mit der Grün-Ass") != std::string::npos);
    }
  }
  // The same games in ISO-8859-1 with CRLF and with LF line ends.
  const std::string latin1 = protocol(games);
  REQUIRE(latin1.find("Gr\xFCn-Ass") != std::string::npos);
  const NsImport a = import_netschafkopf(latin1, "latin1.txt");
  check_imported(a, games.size(), "latin1 crlf");
  CHECK_FALSE(a.utf8);
  std::string lf = latin1;
  lf.erase(std::remove(lf.begin(), lf.end(), '\r'), lf.end());
  check_imported(import_netschafkopf(lf, "latin1-lf.txt"), games.size(), "latin1 lf");
  // Read as ISO-8859-1, the UTF-8 file's "Grün" is "GrÃ¼n" and the Grün games are unknown: the
  // detection is what imports them. One byte that is not UTF-8 makes the file ISO-8859-1.
  const NsImport wrong =
      import_netschafkopf(utf8_protocol(games, false, "\r\n") + "\xFF\r\n", "misread.txt");
  CHECK_FALSE(wrong.utf8);
  CHECK(wrong.games.empty());
  int refused = 0;
  for (int n : wrong.refused) refused += n;
  CHECK(refused == static_cast<int>(games.size()));
  CHECK(wrong.problems.back().message.find("Gr\xC3\x83\xC2\xBCn") != std::string::npos);
  // Invalid UTF-8 with high bytes is ISO-8859-1: a lone 0xFC is "ü".
  CHECK(protocol_text("Gr\xFCn\r\n") == "Grün\n");
  CHECK(protocol_text("Gr\xC3\xBCn\r\n") == "Grün\n");
  CHECK(protocol_text("\xEF\xBB\xBFGeber: X\rA\r\nB\n") == "Geber: X\nA\nB\n");
  CHECK_FALSE(valid_utf8("\xC0\xAF"));          // overlong
  CHECK_FALSE(valid_utf8("\xED\xA0\x80"));      // a surrogate
  CHECK_FALSE(valid_utf8("\xF4\x90\x80\x80"));  // beyond U+10FFFF
  CHECK_FALSE(valid_utf8("Gr\xC3"));            // cut short
  CHECK(valid_utf8("\xF0\x9F\x82\xA1"));
}

TEST_CASE("NetSchafkopf: \"Doppelt für Tout\" after a doubling (Wenz Tout, 140 then 280)") {
  // A 50 / 10 table where a Wenz counts two runners: 50 + 2 x 10 = 70, "1 mal aufgedoppelt
  // 140 Punkte. Doppelt für Tout 280 Punkte."
  SchafkopfRules t = table(SkDeck::kLong);
  t.runners_min_wenz_geier = 2;
  std::vector<Spec> games;
  Spec won;  // the declarer (EU GU and the top Eichel and Grün) takes every trick
  won.rules = t;
  won.dealer = 3;
  won.hands = hands_of({"EU GU EA EZ EK GA GZ GK", "HU EO E9 E8 G9 G8 HA HZ",
                        "SU GO E7 G7 HK H9 H8 H7", "HO SO SA SZ SK S9 S8 S7"});
  won.contract = {SkGame::kWenz, 0, Suit::kClubs, true};
  won.aufgedoppelt = 1;
  games.push_back(won);
  Spec lost = won;  // a Tout with one Unter: PcOben's second Unter takes a trick
  lost.dealer = 0;
  lost.hands = hands_of({"EU EA EZ EK GA GZ GK G9", "HU GU EO E9 E8 G8 HA HZ",
                         "SU GO E7 G7 HK H9 H8 H7", "HO SO SA SZ SK S9 S8 S7"});
  lost.contract = {SkGame::kWenz, 0, Suit::kClubs, true};
  games.push_back(lost);
  Spec plain = won;  // not doubled: "Doppelt für Tout 140 Punkte."
  plain.dealer = 1;
  plain.aufgedoppelt = 0;
  games.push_back(plain);
  const std::string bytes = protocol(games);
  REQUIRE(unwrapped(bytes).find("1 mal aufgedoppelt 140 Punkte. Doppelt f\xFCr Tout 280 Punkte.") !=
          std::string::npos);
  const NsImport imp = import_netschafkopf(bytes, "tout.txt");
  check_imported(imp, games.size(), "tout");
  CHECK(imp.games[0].result.declarer_won);
  CHECK(imp.games[0].result.value == 280);
  CHECK(imp.games[0].log.result->units[0] == 840);
  CHECK(imp.games[1].result.value == 200);  // no runners: 50 x 2 (aufgedoppelt) x 2 (Tout)
  CHECK_FALSE(imp.games[1].result.declarer_won);
  CHECK(imp.games[1].log.result->units[0] == -600);
  CHECK(imp.games[2].result.value == 140);
  // The same price sentence in UTF-8.
  check_imported(import_netschafkopf(utf8_protocol(games, true, "\r\n"), "tout-utf8.txt"),
                 games.size(), "tout utf8");
  // "Doppelt für Tout" on a game that is no Tout is a disagreement, not ignored.
  std::string bad = bytes;
  const std::size_t at = bad.find("den Wenz Tout");
  REQUIRE(at != std::string::npos);
  const std::size_t contract = bad.rfind("spielt Wenz Tout", at);
  REQUIRE(contract != std::string::npos);
  bad.replace(contract, 16, "spielt Wenz     ");
  const NsImport b = import_netschafkopf(bad, "tout-bad.txt");
  CHECK(b.games.size() < games.size());
  CHECK_FALSE(b.problems.empty());
}

namespace {

// A Ramsch (every seat plays its lowest legal card) in which `tied` players tie for the most
// card points; `with_ober`: one of them was dealt an Ober (else none was). Seeds are searched.
std::optional<Spec> ramsch_tie(int tied, bool with_ober, std::uint64_t from = 1) {
  SchafkopfRules rules = table(SkDeck::kLong);
  rules.ramsch_tie = SkRamschTie::kHigherOber;
  const SkContract c{SkGame::kRamsch, -1, Suit::kClubs, false};
  for (std::uint64_t seed = from; seed < from + 20000; ++seed) {
    const int dealer = static_cast<int>(seed % 4);
    const std::array<CardMask, 4> hands = deal_schafkopf(seed, dealer, SkDeck::kLong);
    const SkSetup st = schafkopf_setup(rules, c, hands);
    PlayState s = schafkopf_initial_state(hands, dealer);
    while (!s.finished(st.play)) {
      PlayUndo u;
      make_move(st.play, s, lowest(legal_moves(st.play, s)), u);
    }
    const int most = *std::max_element(s.points_won.begin(), s.points_won.end());
    int n = 0;
    bool ober = false;
    for (int q = 0; q < 4; ++q) {
      if (s.points_won[q] != most) continue;
      ++n;
      for (Suit o : {Suit::kClubs, Suit::kSpades, Suit::kHearts, Suit::kDiamonds}) {
        ober = ober || has(hands[static_cast<std::size_t>(q)], make_card(o, Rank::kQueen));
      }
    }
    if (n != tied || ober != with_ober) continue;
    Spec sp;
    sp.rules = rules;
    sp.dealer = dealer;
    sp.hands = hands;
    sp.contract = c;
    return sp;
  }
  return std::nullopt;
}

// The seat dealt the highest Ober among the seats in `mask`, or -1.
int higher_ober(const std::array<CardMask, 4>& hands, int mask) {
  for (Suit o : {Suit::kClubs, Suit::kSpades, Suit::kHearts, Suit::kDiamonds}) {
    for (int q = 0; q < 4; ++q) {
      if ((mask >> q) & 1 && has(hands[static_cast<std::size_t>(q)], make_card(o, Rank::kQueen))) {
        return q;
      }
    }
  }
  return -1;
}

}  // namespace

TEST_CASE("sk_ramsch_tie: of the players tied for the most points the higher Ober loses alone") {
  SchafkopfRules rules;
  rules.all_pass = SkAllPass::kRamsch;
  const SkContract c{SkGame::kRamsch, -1, Suit::kClubs, false};
  const std::array<CardMask, 4> hands =
      hands_of({"GO EU HA HZ HK H9 H8 H7", "SO GU EA EZ EK E9 E8 E7", "EO HO HU SU GA GZ GK G9",
                "G8 G7 SA SZ SK S9 S8 S7"});
  const std::array<int, 4> points{41, 41, 20, 18};
  const std::array<int, 4> tricks{3, 3, 1, 1};
  // SK-12.3's default: each tied player pays each player outside the tie.
  SkResult all = schafkopf_settle(rules, c, 0, 0, 0, points, tricks, &hands);
  CHECK(all.ramsch_losers == 0b0011);
  CHECK(all.units == std::array<int, 4>{-2, -2, 2, 2});
  rules.ramsch_tie = SkRamschTie::kHigherOber;
  SkResult one = schafkopf_settle(rules, c, 0, 0, 0, points, tricks, &hands);
  CHECK(one.ramsch_losers == 0b0001);  // seat 0 was dealt GO, seat 1 only SO
  CHECK(one.units == std::array<int, 4>{-3, 1, 1, 1});
  // Without the hands, or when no tied player was dealt an Ober, each tied player pays.
  CHECK(schafkopf_settle(rules, c, 0, 0, 0, points, tricks).ramsch_losers == 0b0011);
  const std::array<int, 4> tie23{20, 18, 41, 41};
  CHECK(schafkopf_settle(rules, c, 0, 0, 0, tie23, tricks, &hands).ramsch_losers == 0b0100);
  const std::array<int, 4> tie13{18, 41, 20, 41};
  CHECK(schafkopf_settle(rules, c, 0, 0, 0, tie13, tricks, &hands).ramsch_losers == 0b0010);
  const std::array<CardMask, 4> no_ober =
      hands_of({"G8 EU HA HZ HK H9 H8 H7", "SO GU EA EZ EK E9 E8 E7", "EO HO HU SU GA GZ GK G9",
                "GO G7 SA SZ SK S9 S8 S7"});
  const std::array<int, 4> tie03{41, 20, 18, 41};
  CHECK(schafkopf_settle(rules, c, 0, 0, 0, tie03, tricks, &no_ober).ramsch_losers == 0b1000);
  const std::array<int, 4> tie01{41, 41, 20, 18};
  CHECK(schafkopf_settle(rules, c, 0, 0, 0, tie01, tricks, &no_ober).ramsch_losers == 0b0010);
  const std::array<CardMask, 4> two_without =
      hands_of({"G8 EU HA HZ HK H9 H8 H7", "SO GU EA EZ EK E9 E8 E7", "EO HO HU SU GA GZ GK GO",
                "G9 G7 SA SZ SK S9 S8 S7"});
  const SkResult both = schafkopf_settle(rules, c, 0, 0, 0, tie03, tricks, &two_without);
  CHECK(both.ramsch_losers == 0b1001);
  CHECK(both.units == std::array<int, 4>{-2, 2, 2, -2});
  // The flag reads and writes like the others.
  SchafkopfRules r;
  CHECK_FALSE(set_schafkopf_flag(r, "sk_ramsch_tie", FlagValue{std::string("higher_ober")}));
  CHECK(r.ramsch_tie == SkRamschTie::kHigherOber);
  CHECK(set_schafkopf_flag(r, "sk_ramsch_tie", FlagValue{std::string("lowest")}).has_value());
  const auto diff = schafkopf_flags_diff(r, "schafkopf");
  REQUIRE(diff.size() == 1);
  CHECK(diff[0].first == "sk_ramsch_tie");
}

TEST_CASE("NetSchafkopf: a Ramsch tie lost by the higher Ober imports with the protocol's payout") {
  std::vector<Spec> games;
  for (std::uint64_t from : {1u, 30001u, 60001u}) {
    const std::optional<Spec> sp = ramsch_tie(2, true, from);
    REQUIRE(sp.has_value());
    games.push_back(*sp);
  }
  const std::optional<Spec> three = ramsch_tie(3, true);
  if (three) games.push_back(*three);  // a three-way tie, when the search finds one
  const std::string bytes = protocol(games);
  REQUIRE(unwrapped(bytes).find("Bei Augengleichheit verliert, wer den h\xF6heren Ober hatte") !=
          std::string::npos);
  const NsImport imp = import_netschafkopf(bytes, "tie.txt");
  check_imported(imp, games.size(), "tie");
  for (std::size_t i = 0; i < games.size(); ++i) {
    const NsImported& g = imp.games[i];
    const SkResult& r = g.result;
    const int most = *std::max_element(r.points.begin(), r.points.end());
    int tied = 0;
    for (int q = 0; q < 4; ++q) tied |= (r.points[static_cast<std::size_t>(q)] == most) << q;
    CHECK(std::popcount(static_cast<unsigned>(tied)) >= 2);
    CHECK(std::popcount(static_cast<unsigned>(r.ramsch_losers)) == 1);
    CHECK(r.ramsch_losers == 1 << higher_ober(games[i].hands, tied));
    bool flag = false;
    for (const auto& [name, value] : g.log.rule_flags) {
      flag = flag || (name == "sk_ramsch_tie" && value == FlagValue{std::string("higher_ober")});
    }
    CHECK(flag);
    CHECK(g.log.meta_json.find("\"ramsch_tie\"") != std::string::npos);
  }
  // Without the sentence the engine applies SK-12.3 (each tied player pays), and the
  // protocol's payout of one loser disagrees: the game is reported, not imported.
  std::string plain = unwrapped(bytes);
  const std::string sentence = ". Bei Augengleichheit verliert, wer den h\xF6heren Ober hatte";
  for (std::size_t at; (at = plain.find(sentence)) != std::string::npos;) {
    plain.erase(at, sentence.size());
  }
  const NsImport p = import_netschafkopf(plain, "tie-plain.txt");
  CHECK(p.games.empty());
  CHECK(reason_count(p, NsReason::kDisagrees) == static_cast<int>(games.size()));
  // A tie in which no tied player was dealt an Ober: the sentence does not decide.
  const std::optional<Spec> none = ramsch_tie(2, false);
  REQUIRE(none.has_value());
  Spec forced = *none;
  forced.rules.ramsch_tie = SkRamschTie::kAll;  // the writer names one of them as the loser
  std::string text = protocol({forced});
  const std::size_t augen = text.find(" Augen", text.find(" den Ramsch"));
  REQUIRE(augen != std::string::npos);
  text.insert(augen + 6, ". Bei Augengleichheit verliert, wer den h\xF6heren Ober hatte");
  const NsImport u = import_netschafkopf(text, "tie-none.txt");
  CHECK(u.games.empty());
  REQUIRE_FALSE(u.problems.empty());
  CHECK(u.problems[0].reason == NsReason::kUndetermined);
  CHECK(u.problems[0].message.find("none of them was dealt an Ober") != std::string::npos);
}

namespace {

// A Herz-Solo of seat `declarer` in which cards were passed before play: the declarer gave
// his two lowest listed cards to seat `other` and got two of `other`'s cards. The hands (as
// played) are dealt from the seed; the hand lines show the declarer's hand before passing and
// `other`'s kept six cards and "DU DU".
Spec schieber(std::uint64_t seed, int dealer, int declarer, int other, CardMask* gave,
              CardMask* got) {
  Spec sp;
  sp.rules = table(SkDeck::kLong);
  sp.dealer = dealer;
  sp.hands = deal_schafkopf(seed, dealer, SkDeck::kLong);
  sp.contract = {SkGame::kSolo, declarer, Suit::kHearts, false};
  const CardMask d = sp.hands[static_cast<std::size_t>(declarer)];
  const CardMask o = sp.hands[static_cast<std::size_t>(other)];
  CardMask g = 0;  // given by the declarer: two of the cards `other` plays
  for (Card x : cards(o)) {
    if (std::popcount(g) < 2) g |= bit(x);
  }
  CardMask r = 0;  // received by the declarer: two of the cards he plays
  for (Card x : cards(d)) {
    if (std::popcount(r) < 2) r |= bit(x);
  }
  std::array<std::vector<std::string>, 4> listed;
  for (int q = 0; q < 4; ++q) {
    CardMask m = sp.hands[static_cast<std::size_t>(q)];
    if (q == declarer) m = (m & ~r) | g;
    if (q == other) m &= ~g;
    for (Card x : cards(m)) listed[static_cast<std::size_t>(q)].push_back(german_code(x));
    if (q == other) {
      listed[static_cast<std::size_t>(q)].push_back("DU");
      listed[static_cast<std::size_t>(q)].push_back("DU");
    }
  }
  sp.listed = listed;
  if (gave) *gave = g;
  if (got) *got = r;
  return sp;
}

std::string header() {
  return "PM-Regeln\ngespielt von Gast am 01.02.24 mit Version 5.05, Update 07.09.20.\n \n";
}

CardMask mask_of(const std::vector<Card>& v) {
  CardMask m = 0;
  for (Card x : v) m |= bit(x);
  return m;
}

}  // namespace

TEST_CASE("NetSchafkopf: Schieber games import from their plays, meta says cards were passed") {
  CardMask gave = 0;
  CardMask got = 0;
  Spec a = schieber(101, 1, 2, 3, &gave, &got);
  a.spielart_inside = "Schieber";
  Spec plain;  // a normal game after it
  plain.rules = table(SkDeck::kLong);
  plain.dealer = 2;
  plain.hands = deal_schafkopf(5, 2, SkDeck::kLong);
  plain.contract = {SkGame::kFarbgeier, 1, Suit::kDiamonds, false};
  Spec b = schieber(202, 3, 1, 0, nullptr, nullptr);
  b.spielart_before = "Schieber";
  const std::vector<Spec> games = {a, plain, b};
  const std::string bytes = protocol(games);
  REQUIRE(bytes.find("DU DU") != std::string::npos);
  const NsImport imp = import_netschafkopf(bytes, "schieber.txt");
  check_imported(imp, games.size(), "schieber");
  for (std::size_t i : {std::size_t{0}, std::size_t{2}}) {
    const DealLog& log = imp.games[i].log;
    for (int q = 0; q < 4; ++q) {
      // The hands are the hands as played.
      REQUIRE(log.hands[static_cast<std::size_t>(q)].has_value());
      CHECK(mask_of(*log.hands[static_cast<std::size_t>(q)]) ==
            games[i].hands[static_cast<std::size_t>(q)]);
    }
    CHECK(log.meta_json.find("\"spielart\":\"Schieber\",\"cards_passed\":true") !=
          std::string::npos);
    CHECK(log.meta_json.find("\"listed_hands\":[") != std::string::npos);
  }
  // The declarer gave what he listed and did not play, and got what he played unlisted.
  std::string g;
  for (Card x : cards(gave)) g += (g.empty() ? "\"" : ",\"") + german_code(x) + "\"";
  std::string r;
  for (Card x : cards(got)) r += (r.empty() ? "\"" : ",\"") + german_code(x) + "\"";
  const std::string& m = imp.games[0].log.meta_json;
  CHECK(m.find("\"gave\":[[],[],[" + g + "],[]]") != std::string::npos);
  CHECK(m.find("\"received\":[[],[],[" + r + "],[" + g + "]]") != std::string::npos);
  CHECK(imp.games[1].log.meta_json.find("Schieber") == std::string::npos);
  // Points and payout are the protocol's (check_imported), and they are the played hands'.
  CHECK(imp.games[0].result.units[2] == imp.games[0].log.result->units[2]);

  SUBCASE("one Spielart line before the first of several Schieber games") {
    Spec b2 = b;
    b2.spielart_before.clear();
    Spec c = schieber(303, 0, 3, 1, nullptr, nullptr);
    const std::vector<Spec> v = {b, b2, plain, c};
    const NsImport i2 = import_netschafkopf(protocol(v), "sticky.txt");
    check_imported(i2, v.size(), "sticky");
    CHECK(i2.games[1].log.meta_json.find("\"cards_passed\":true") != std::string::npos);
    CHECK(i2.games[2].log.meta_json.find("Schieber") == std::string::npos);
    CHECK(i2.games[3].log.meta_json.find("\"cards_passed\":true") != std::string::npos);
  }
  SUBCASE("without a Spielart line the hidden cards leave the hand undetermined") {
    Spec n = a;
    n.spielart_inside.clear();
    const NsImport i3 = import_netschafkopf(protocol({n}), "no-spielart.txt");
    CHECK(i3.games.empty());
    REQUIRE(i3.problems.size() == 1);
    CHECK(i3.problems[0].reason == NsReason::kUndetermined);
    CHECK(i3.problems[0].message.find("hidden (\"DU\")") != std::string::npos);
    CHECK(reason_count(i3, NsReason::kUndetermined) == 1);
  }
  SUBCASE("a Schieber game with a trick missing is not determined") {
    std::string cut = protocol({a});
    const std::size_t at = cut.find("spielt aus:");
    const std::size_t line_start = cut.rfind('\n', at) + 1;
    cut.erase(line_start, cut.find('\n', at) + 1 - line_start);
    const NsImport i4 = import_netschafkopf(cut, "cut.txt");
    CHECK(i4.games.empty());
    REQUIRE_FALSE(i4.problems.empty());
    CHECK(i4.problems[0].reason == NsReason::kUndetermined);
  }
}

namespace {

// A thrown-in Schieber game dealt by PcLinks: nobody played, and forehand (PcOben) and the
// dealer pay the two others 50 each, by the protocol's own rule.
std::string thrown_in_schieber(int number, std::array<int, 4>& totals) {
  const std::array<CardMask, 4> h = deal_schafkopf(9, 0, SkDeck::kLong);
  std::string text = "Geber: PcLinks\nSpielart: Schieber\n";
  for (int k = 1; k <= 4; ++k) {
    text += pad(kNames[static_cast<std::size_t>(k % 4)]) + " hat:";
    for (Card x : cards(h[static_cast<std::size_t>(k % 4)])) text += " " + german_code(x);
    text += "\n";
  }
  text +=
      "Es wurde zusammengeworfen.\n"
      "Der Erste und der Letzte zahlen an die beiden anderen Spieler 50 Punkte, weil sie \n"
      "nicht gespielt haben.\n";
  const std::array<int, 4> pay{-100, -100, 100, 100};
  for (int q = 0; q < 4; ++q) totals[static_cast<std::size_t>(q)] += pay[q];
  char line[128];
  auto sign = [](int v) { return v > 0 ? "+" + std::to_string(v) : std::to_string(v); };
  std::snprintf(line, sizeof line, "%5d %8d %12s %12s %12s %12s %8d\n", number, 50,
                sign(totals[0]).c_str(), sign(totals[1]).c_str(), sign(totals[2]).c_str(),
                sign(totals[3]).c_str(), 0);
  text += "Spiel    Preis      PcLinks       PcOben     PcRechts         Gast    Stock\n";
  return text + line + " \n";
}

}  // namespace

TEST_CASE("NetSchafkopf: a thrown-in Schieber game is reported with its own payment rule") {
  Spec first;
  first.rules = table(SkDeck::kLong);
  first.dealer = 0;
  first.hands = deal_schafkopf(5, 0, SkDeck::kLong);
  first.contract = {SkGame::kFarbgeier, 1, Suit::kDiamonds, false};
  Spec third = schieber(101, 2, 2, 3, nullptr, nullptr);
  third.spielart_inside = "Schieber";
  std::array<int, 4> totals{};
  std::string text = header() + write_game(first, 1, totals);
  text += thrown_in_schieber(2, totals);
  text += write_game(third, 3, totals);
  const NsImport imp = import_netschafkopf(to_protocol_bytes(text), "thrown.txt");
  CHECK(imp.games_seen == 3);
  REQUIRE(imp.games.size() == 2);  // the running totals after it still fit game 3
  CHECK(imp.games[1].game == 3);
  REQUIRE(imp.problems.size() == 1);
  CHECK(imp.problems[0].game == 2);
  CHECK(imp.problems[0].reason == NsReason::kThrownIn);
  CHECK(imp.problems[0].message.find(
            "\"Der Erste und der Letzte zahlen an die beiden anderen Spieler 50 Punkte, weil sie "
            "nicht gespielt haben.\"") != std::string::npos);
  CHECK(reason_count(imp, NsReason::kThrownIn) == 1);
}

TEST_CASE("NetSchafkopf: unknown sentences never drop a game silently; refusals are counted") {
  const std::vector<Spec> games = specs();
  const std::string good = protocol(games);
  // An unknown sentence in a price block.
  std::string price = good;
  const std::size_t at = price.find(" Punkte.", price.find("Das Einzelspiel kostet"));
  REQUIRE(at != std::string::npos);
  price.insert(at + 8, " Mit Klopfen 12 Punkte.");
  // An unknown sentence in a result block (before the price): imported only when everything
  // the protocol records still agrees; here it is a sentence the claims do not need.
  std::string result = good;
  const std::size_t ramsch = result.find(" den Ramsch.");
  REQUIRE(ramsch != std::string::npos);
  result.insert(ramsch + 11, " Heute ist ein schoener Tag.");
  for (const auto& [bytes, name] :
       {std::pair{price, "price.txt"}, std::pair{result, "result.txt"}}) {
    const NsImport imp = import_netschafkopf(bytes, name);
    int refused = 0;
    for (int n : imp.refused) refused += n;
    CHECK(imp.games_seen == static_cast<int>(games.size()));
    CHECK(refused == imp.games_seen - static_cast<int>(imp.games.size()));
    CHECK(static_cast<int>(imp.problems.size()) >= refused);
  }
  const NsImport p = import_netschafkopf(price, "price.txt");
  CHECK(p.games.size() == games.size() - 1);
  CHECK(reason_count(p, NsReason::kUnknownText) == 1);
  REQUIRE(p.problems.size() == 1);
  CHECK(p.problems[0].message.find("unknown price text \"Mit Klopfen 12 Punkte") !=
        std::string::npos);
  CHECK(import_netschafkopf(result, "result.txt").games.size() == games.size());
  CHECK(ns_reason_name(NsReason::kThrownIn) == "thrown in, no hand played");
}

// --- The protocol files in tests/engine/data/netschafkopf -----------------------------------
// Written by the writer above (with SCHMIER_WRITE_TEST_DATA=1 set, this test rewrites them):
// one game of each of issue 24's four kinds with a plain game, as UTF-8 with a byte-order mark
// and LF line ends and as ISO-8859-1 with CRLF. They seed the importer's fuzzer and the CLI
// tests (tests/cli.cmake).

namespace {

std::string kinds_text() {
  std::vector<Spec> v = gruen_specs();  // Mit der Grün-Ass, Grün-Wenz, Grün-Solo
  Spec tout;  // Wenz Tout, 1 mal aufgedoppelt 140 Punkte. Doppelt für Tout 280 Punkte.
  tout.rules = table(SkDeck::kLong);
  tout.rules.runners_min_wenz_geier = 2;
  tout.dealer = 3;
  tout.hands = hands_of({"EU GU EA EZ EK GA GZ GK", "HU EO E9 E8 G9 G8 HA HZ",
                         "SU GO E7 G7 HK H9 H8 H7", "HO SO SA SZ SK S9 S8 S7"});
  tout.contract = {SkGame::kWenz, 0, Suit::kClubs, true};
  tout.aufgedoppelt = 1;
  for (Spec& s : v) s.rules.runners_min_wenz_geier = 2;
  v.push_back(tout);
  const std::optional<Spec> tie = ramsch_tie(2, true);
  REQUIRE(tie.has_value());
  v.push_back(*tie);
  v.back().rules.runners_min_wenz_geier = 2;
  Spec sch = schieber(101, 1, 2, 3, nullptr, nullptr);
  sch.rules.runners_min_wenz_geier = 2;
  sch.spielart_inside = "Schieber";
  v.push_back(sch);
  std::string text = header();
  std::array<int, 4> totals{};
  int n = 1;
  for (const Spec& s : v) text += write_game(s, n++, totals);
  text += thrown_in_schieber(n++, totals);
  return text;
}

}  // namespace

TEST_CASE("NetSchafkopf: the test protocols in tests/engine/data import (issue 24's four kinds)") {
  const std::string text = kinds_text();
  const std::filesystem::path dir =
      std::filesystem::path(SCHMIER_SOURCE_DIR) / "tests/engine/data/netschafkopf";
  const std::string utf8 = "\xEF\xBB\xBF" + text;
  const std::string latin1 = to_protocol_bytes(text);
  if (std::getenv("SCHMIER_WRITE_TEST_DATA")) {
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "kinds-utf8.txt", std::ios::binary) << utf8;
    std::ofstream(dir / "kinds-latin1.txt", std::ios::binary) << latin1;
  }
  CHECK(read_bytes(dir / "kinds-utf8.txt") == utf8);
  CHECK(read_bytes(dir / "kinds-latin1.txt") == latin1);
  for (const std::string& bytes : {utf8, latin1}) {
    const NsImport imp = import_netschafkopf(bytes, "kinds.txt");
    CHECK(imp.games_seen == 7);
    CHECK(imp.games.size() == 6);
    CHECK(reason_count(imp, NsReason::kThrownIn) == 1);
    REQUIRE(imp.problems.size() == 1);
    CHECK(imp.problems[0].game == 7);
    for (const NsImported& g : imp.games) {
      DealLog copy = g.log;
      CHECK(validate_deal_log(copy).empty());
    }
    CHECK(imp.games[3].result.value == 280);
    CHECK(std::popcount(static_cast<unsigned>(imp.games[4].result.ramsch_losers)) == 1);
    CHECK(imp.games[5].log.meta_json.find("\"cards_passed\":true") != std::string::npos);
  }
}
