// NetSchafkopf import (netschafkopf.h): all 594 real games of shared/data/netschafkopf import,
// every play is legal, and the engine's card points and payouts equal the protocols'.
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

using namespace engine;

namespace {

std::string protocol_dir() {
  return std::string(SCHMIER_SHARED_DIR) + "/data/netschafkopf";
}

std::string read_bytes(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("NetSchafkopf: all 594 real games import with the protocols' card points and payouts") {
  const std::filesystem::path dir = protocol_dir();
  if (!std::filesystem::is_directory(dir)) {
    MESSAGE("skipped: ", dir.string(), " is absent");
    return;
  }
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    if (e.path().extension() == ".txt") files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() == 6);
  int seen = 0;
  int imported = 0;
  std::map<std::string, int> by_type;
  int kontra = 0;
  int jungfrau = 0;
  for (const auto& f : files) {
    const std::string name = f.filename().string();
    const NsImport imp = import_netschafkopf(read_bytes(f), name);
    for (const NsProblem& p : imp.problems) FAIL_CHECK(format_problem(name, p));
    seen += imp.games_seen;
    imported += static_cast<int>(imp.games.size());
    for (const NsImported& g : imp.games) {
      const DealLog& log = g.log;
      // The log validates on its own (every play legal, result equal to the engine's).
      DealLog copy = log;
      CHECK(validate_deal_log(copy).empty());
      REQUIRE(log.result.has_value());
      int sum = 0;
      for (int u : log.result->units) sum += u;
      CHECK(sum == 0);
      std::string type = contract_type_name(log.contract->type);
      if (log.contract->tout) type += "-tout";
      by_type[type]++;
      if (!log.doubles.empty()) ++kontra;
      if (g.result.jungfrauen > 0) ++jungfrau;
    }
    CHECK(imp.table.tariff_sauspiel == 2);
    CHECK(imp.table.tariff_solo == 5);
    CHECK(imp.table.tariff_bonus == 1);
    CHECK(imp.table.runners_min_wenz_geier == 3);
  }
  CHECK(seen == 594);
  CHECK(imported == 594);
  for (const char* t : {"sauspiel", "solo", "wenz", "farbwenz", "geier", "farbgeier", "ramsch"}) {
    CHECK_MESSAGE(by_type[t] > 0, t);
  }
  CHECK(kontra > 0);
  CHECK(jungfrau > 0);
}

// --- Protocols written here, in the format of the real ones --------------------------------
// These cover what the real protocols lack (Tout, "aufgedoppelt", Kontra with Re, the short
// deck, another tariff) and the problems an import must report.

namespace {

const std::array<std::string, 4> kNames = {"PcLinks", "PcOben", "PcRechts", "Gast"};

std::string suit_word(Suit s) {
  static const char* kWords[] = {"Eichel", "Grün", "Herz", "Schellen"};
  return kWords[static_cast<int>(s)];
}

std::string pad(const std::string& name) {
  return std::string(16 - name.size(), ' ') + name;
}

struct Spec {
  SchafkopfRules rules;  // the table (tariff) plus the deck
  int dealer = 0;
  std::array<CardMask, 4> hands{};
  SkContract contract;
  int kontra = 0;  // "k mal gespritzt"
  int aufgedoppelt = 0;
  // Schieber: the hand lines as printed (codes per seat, "DU" allowed) when they are not the
  // hands as played, and the "Spielart:" line inside the block (after "Geber:") or before it.
  std::optional<std::array<std::vector<std::string>, 4>> listed;
  std::string spielart_inside;
  std::string spielart_before;
};

// Plays the hand (declarer's party highest card, the others lowest) and writes its protocol
// block; `totals` are the running totals.
std::string write_game(const Spec& sp, int number, std::array<int, 4>& totals) {
  SchafkopfRules rules = sp.rules;
  rules.table_doublings = sp.aufgedoppelt;
  const SkContract& c = sp.contract;
  SkSetup st = schafkopf_setup(rules, c, sp.hands);
  PlayState s = schafkopf_initial_state(sp.hands, sp.dealer);
  std::vector<Card> plays;
  while (!s.finished(st.play)) {
    const CardMask legal = legal_moves(st.play, s);
    const int p = s.to_move(st.play);
    Card pick = lowest(legal);
    if ((st.party >> p) & 1u) {
      for (Card x : cards(legal)) {
        const bool tx = st.play.table.eff_suit[x] == kTrump;
        const bool tp = st.play.table.eff_suit[pick] == kTrump;
        if (tx > tp || (tx == tp && st.play.table.power[x] > st.play.table.power[pick])) pick = x;
      }
    }
    PlayUndo u;
    make_move(st.play, s, pick, u);
    plays.push_back(pick);
  }
  std::vector<SkDouble> dbl;
  if (sp.kontra >= 1) dbl.push_back({-1, SkDoubleKind::kKontra});
  if (sp.kontra >= 2) dbl.push_back({-1, SkDoubleKind::kRe});
  std::array<std::string, 4> names = kNames;
  const SkReplay r = replay_schafkopf(rules, c, sp.dealer, sp.hands, plays, dbl, names);
  REQUIRE(r.complete);
  const SkResult& res = r.result;
  auto who = [&](int seat, const char* third, const char* du) {
    return seat == 3 ? std::string("Du ") + du
                     : kNames[static_cast<std::size_t>(seat)] + " " + third;
  };
  std::string out;
  if (!sp.spielart_before.empty()) out += "Spielart: " + sp.spielart_before + "\n";
  out += "Geber: " + kNames[static_cast<std::size_t>(sp.dealer)] + "\n";
  if (!sp.spielart_inside.empty()) out += "Spielart: " + sp.spielart_inside + "\n";
  for (int k = 1; k <= 4; ++k) {
    const int seat = (sp.dealer + k) % 4;
    out += pad(kNames[static_cast<std::size_t>(seat)]) + " hat:";
    if (sp.listed) {
      for (const std::string& code : (*sp.listed)[static_cast<std::size_t>(seat)]) {
        out += " " + code;
      }
    } else {
      for (Card x : cards(sp.hands[static_cast<std::size_t>(seat)])) out += " " + german_code(x);
    }
    out += "\n";
  }
  std::string game;
  if (c.game == SkGame::kRamsch) {
    out += "Es wurde Ramsch gespielt.\n";
  } else {
    switch (c.game) {
      case SkGame::kSauspiel:
        game = "Mit der " + suit_word(c.suit) + "-Ass";
        break;
      case SkGame::kSolo:
        game = suit_word(c.suit) + "-Solo";
        break;
      case SkGame::kWenz:
        game = "Wenz";
        break;
      case SkGame::kGeier:
        game = "Geier";
        break;
      case SkGame::kFarbwenz:
        game = suit_word(c.suit) + "-Wenz";
        break;
      case SkGame::kFarbgeier:
        game = suit_word(c.suit) + "-Geier";
        break;
      case SkGame::kRamsch:
        break;
    }
    if (c.tout) game += " Tout";
    out += kNames[static_cast<std::size_t>(c.declarer)] + " spielt " + game + "\n";
  }
  {
    PlayState t = schafkopf_initial_state(sp.hands, sp.dealer);
    for (std::size_t k = 0; k < plays.size(); k += 4) {
      out += pad(kNames[t.leader]) + " spielt aus:";
      for (std::size_t j = 0; j < 4; ++j) {
        out += " " + german_code(plays[k + j]);
        PlayUndo u;
        make_move(st.play, t, plays[k + j], u);
      }
      out += "\n";
    }
  }
  std::string text;
  int amount = 0;
  auto item = [&](const std::string& what, int value) {
    amount = value;
    text += " " + what + " " + std::to_string(value) + " Punkte.";
  };
  if (c.game == SkGame::kRamsch) {
    int loser = 0;
    while (!((res.ramsch_losers >> loser) & 1)) ++loser;
    text = who(loser, "verliert", "verlierst") + " den Ramsch. " +
           (loser == 3 ? "Du hast " : kNames[static_cast<std::size_t>(loser)] + " hat ") +
           std::to_string(res.points[static_cast<std::size_t>(loser)]) + " Augen";
    for (int q = 0; q < 4; ++q) {
      if (res.tricks[static_cast<std::size_t>(q)] == 0) {
        text += q == 3 ? ". Du bist Jungfrau"
                       : ". " + kNames[static_cast<std::size_t>(q)] + " ist Jungfrau";
      }
    }
    if (rules.ramsch_tie == SkRamschTie::kHigherOber &&
        std::count(res.points.begin(), res.points.end(),
                   res.points[static_cast<std::size_t>(loser)]) > 1) {
      text += ". Bei Augengleichheit verliert, wer den höheren Ober hatte";
    }
    text += " Der Ramsch kostet";
    amount = rules.tariff_ramsch;
    text += " " + std::to_string(amount) + " Punkte.";
    if (sp.aufgedoppelt)
      item(std::to_string(sp.aufgedoppelt) + " mal aufgedoppelt", amount << sp.aufgedoppelt);
    if (res.jungfrauen)
      item("Mit " + std::to_string(res.jungfrauen) + " mal Jungfrau", amount << res.jungfrauen);
  } else {
    const bool won = res.declarer_won;
    text = who(c.declarer, won ? "gewinnt" : "verliert", won ? "gewinnst" : "verlierst");
    text += c.game == SkGame::kSauspiel ? " das Rufspiel: " + game : " den " + game;
    if (!c.tout) text += ". Die Gegner haben " + std::to_string(120 - res.party_points) + " Augen";
    const bool ruf = c.game == SkGame::kSauspiel;
    amount = ruf ? rules.tariff_sauspiel : rules.tariff_solo;
    text += std::string(ruf ? " Das Rufspiel" : " Das Einzelspiel") + " kostet " +
            std::to_string(amount) + " Punkte.";
    if (res.schneider) item("Mit Schneider", amount + rules.tariff_bonus);
    if (res.schwarz) item("Mit Schwarz", amount + rules.tariff_bonus);
    if (res.runners) {
      item("Mit " + std::to_string(res.runners) + " Laufenden",
           amount + res.runners * rules.tariff_bonus);
    }
    if (sp.aufgedoppelt)
      item(std::to_string(sp.aufgedoppelt) + " mal aufgedoppelt", amount << sp.aufgedoppelt);
    if (sp.kontra) item(std::to_string(sp.kontra) + " mal gespritzt", amount << sp.kontra);
    if (c.tout) item("Doppelt für Tout", amount * 2);
  }
  CHECK(amount == res.value);
  // Wrap like the program does, near 60 columns.
  std::string wrapped;
  std::size_t col = 0;
  for (const std::string& w : [&] {
         std::vector<std::string> v;
         std::string cur;
         for (char ch : text) {
           if (ch == ' ') {
             v.push_back(cur);
             cur.clear();
           } else {
             cur += ch;
           }
         }
         v.push_back(cur);
         return v;
       }()) {
    if (col + w.size() > 60) {
      wrapped += " \n";
      col = 0;
    } else if (col > 0) {
      wrapped += " ";
      ++col;
    }
    wrapped += w;
    col += w.size();
  }
  out += wrapped + "\n";
  for (int q = 0; q < 4; ++q)
    totals[static_cast<std::size_t>(q)] += res.units[static_cast<std::size_t>(q)];
  out += "Spiel    Preis      PcLinks       PcOben     PcRechts         Gast    Stock\n";
  char line[128];
  std::snprintf(
      line, sizeof line, "%5d %8d %12s %12s %12s %12s %8d\n", number, res.value,
      (totals[0] > 0 ? "+" + std::to_string(totals[0]) : std::to_string(totals[0])).c_str(),
      (totals[1] > 0 ? "+" + std::to_string(totals[1]) : std::to_string(totals[1])).c_str(),
      (totals[2] > 0 ? "+" + std::to_string(totals[2]) : std::to_string(totals[2])).c_str(),
      (totals[3] > 0 ? "+" + std::to_string(totals[3]) : std::to_string(totals[3])).c_str(), 0);
  return out + line + " \n";
}

// UTF-8 to ISO-8859-1 with CRLF, as NetSchafkopf writes.
std::string to_protocol_bytes(const std::string& utf8) {
  std::string out;
  for (std::size_t i = 0; i < utf8.size(); ++i) {
    const unsigned char u = static_cast<unsigned char>(utf8[i]);
    if (u == '\n') {
      out += "\r\n";
    } else if (u >= 0xC0 && i + 1 < utf8.size()) {
      out += static_cast<char>(((u & 0x1F) << 6) | (static_cast<unsigned char>(utf8[++i]) & 0x3F));
    } else {
      out += static_cast<char>(u);
    }
  }
  return out;
}

std::array<CardMask, 4> hands_of(const std::array<std::string, 4>& codes) {
  std::array<CardMask, 4> h{};
  for (std::size_t s = 0; s < 4; ++s) {
    std::istringstream in(codes[s]);
    std::string code;
    while (in >> code) {
      const auto c = parse_card(code);
      REQUIRE(c.has_value());
      h[s] |= bit(*c);
    }
  }
  return h;
}

// A table with the tariff 10 / 50 / 10 and bonus 10, like some NetSchafkopf tables.
SchafkopfRules table(SkDeck deck) {
  SchafkopfRules t;
  t.all_pass = SkAllPass::kRamsch;
  t.ramsch_jungfrau = true;
  t.runner_ladder = SkRunnerLadder::kAllTrumps;
  t.tout_value = SkToutValue::kDoubleSolo;
  t.runners_min_wenz_geier = 3;
  t.tariff_sauspiel = 10;
  t.tariff_solo = 50;
  t.tariff_ramsch = 10;
  t.tariff_bonus = 10;
  t.deck = deck;
  if (deck == SkDeck::kShort) t.runaway_min = 3;
  return t;
}

std::vector<Spec> specs() {
  std::vector<Spec> v;
  Spec tout;  // Wenz-Tout, doubled once: the declarer holds every Unter and the Eichel tops
  tout.rules = table(SkDeck::kLong);
  tout.dealer = 0;
  tout.hands = hands_of({"EU GU HU SU EA EZ EK EO", "GA GZ GK GO G9 G8 G7 E9",
                         "HA HZ HK HO H9 H8 H7 E8", "SA SZ SK SO S9 S8 S7 E7"});
  tout.contract = {SkGame::kWenz, 0, Suit::kClubs, true};
  tout.aufgedoppelt = 1;
  v.push_back(tout);
  Spec solo;  // Herz-Solo with Kontra and Re
  solo.rules = table(SkDeck::kLong);
  solo.dealer = 1;
  solo.hands = deal_schafkopf(42, 1, SkDeck::kLong);
  solo.contract = {SkGame::kSolo, 2, Suit::kHearts, false};
  solo.kontra = 2;
  v.push_back(solo);
  Spec shortd;  // short deck Sauspiel on the Gras-Ass
  shortd.rules = table(SkDeck::kShort);
  shortd.dealer = 2;
  shortd.hands = hands_of(
      {"EO EU GK G9 S9 SK", "GO HU HA HZ EA E9", "SO SU SA SZ HK H9", "HO GU GA GZ EZ EK"});
  shortd.contract = {SkGame::kSauspiel, 0, Suit::kSpades, false};
  v.push_back(shortd);
  Spec ramsch;  // Ramsch, doubled twice
  ramsch.rules = table(SkDeck::kLong);
  ramsch.dealer = 3;
  ramsch.hands = deal_schafkopf(7, 3, SkDeck::kLong);
  ramsch.contract = {SkGame::kRamsch, -1, Suit::kClubs, false};
  ramsch.aufgedoppelt = 2;
  v.push_back(ramsch);
  Spec geier;  // Schellen-Geier
  geier.rules = table(SkDeck::kLong);
  geier.dealer = 0;
  geier.hands = deal_schafkopf(5, 0, SkDeck::kLong);
  geier.contract = {SkGame::kFarbgeier, 1, Suit::kDiamonds, false};
  v.push_back(geier);
  return v;
}

std::string protocol(const std::vector<Spec>& games, const std::string& extra_block = "") {
  std::string text =
      "PM-Regeln\ngespielt von Gast am 01.02.24 mit Version 8.00, Update 07.09.20.\n \n";
  std::array<int, 4> totals{};
  int n = 1;
  for (const Spec& s : games) text += write_game(s, n++, totals);
  return to_protocol_bytes(text + extra_block);
}

}  // namespace

TEST_CASE("NetSchafkopf: Tout, aufgedoppelt, Kontra and Re, short deck and a 10/50 tariff import") {
  const std::vector<Spec> games = specs();
  const NsImport imp = import_netschafkopf(protocol(games), "written.txt");
  for (const NsProblem& p : imp.problems) FAIL_CHECK(format_problem("written.txt", p));
  REQUIRE(imp.games.size() == games.size());
  CHECK(imp.table.tariff_sauspiel == 10);
  CHECK(imp.table.tariff_solo == 50);
  CHECK(imp.table.tariff_ramsch == 10);
  CHECK(imp.table.tariff_bonus == 10);
  const DealLog& tout = imp.games[0].log;
  CHECK(tout.contract->tout);
  CHECK(tout.contract->type == LogContractType::kWenz);
  bool doubled = false;
  for (const auto& [name, value] : tout.rule_flags) {
    if (name == "sk_table_doublings") doubled = value == FlagValue{std::int64_t{1}};
  }
  CHECK(doubled);
  // (50 + 4 runners x 10) x 2 (aufgedoppelt) x 2 (Tout), the declarer takes it from three.
  CHECK(imp.games[0].result.value == 360);
  CHECK(tout.result->units[0] == 1080);
  CHECK(imp.games[1].log.doubles.size() == 2);
  CHECK(imp.games[1].log.doubles[1].call == LogDoubleCall::kRe);
  CHECK(imp.games[2].log.preset == "schafkopf_short");
  CHECK(imp.games[2].log.plays.size() == 24);
  CHECK(imp.games[3].log.contract->type == LogContractType::kRamsch);
  CHECK(imp.games[3].result.doublings == 2);
  CHECK(imp.games[4].log.contract->type == LogContractType::kFarbgeier);
  for (const NsImported& g : imp.games) {
    DealLog copy = g.log;
    CHECK(validate_deal_log(copy).empty());
  }
}

TEST_CASE("NetSchafkopf: every game the engine cannot import is reported with its line") {
  const std::vector<Spec> games = specs();
  const std::string good = protocol(games);
  auto problems = [](const std::string& bytes) {
    return import_netschafkopf(bytes, "p.txt").problems;
  };
  auto line_of = [](const std::string& bytes, const std::string& needle) {
    const std::size_t at = bytes.find(needle);
    REQUIRE(at != std::string::npos);
    return 1 +
           static_cast<int>(std::count(bytes.begin(), bytes.begin() + static_cast<long>(at), '\n'));
  };
  SUBCASE("an illegal play") {
    // In the Tout, the Gras holder answers the first Unter with G7 instead of ... swap two of
    // his cards between tricks: trick 1 gets E9 (not his to give there) and a later trick G7.
    std::string bad = good;
    const int trick_line = line_of(bad, "spielt aus: EU");
    const std::size_t at = bad.find("spielt aus: EU");
    const std::size_t end = bad.find('\r', at);
    std::string trick = bad.substr(at, end - at);
    // Replace the second card of the trick by EA, which the declarer holds.
    trick.replace(15, 2, "EA");
    bad.replace(at, end - at, trick);
    const auto p = problems(bad);
    REQUIRE_FALSE(p.empty());
    CHECK(p[0].line == trick_line);
    CHECK(p[0].message.find("the engine rejects the game") == 0);
  }
  SUBCASE("a wrong price and a wrong payout") {
    std::string bad = good;
    const std::size_t at = bad.find("    1      360");
    REQUIRE(at != std::string::npos);
    bad.replace(at, 14, "    1      361");
    auto p = problems(bad);
    REQUIRE(p.size() == 1);
    CHECK(p[0].game == 1);
    CHECK(p[0].message.find("the price is 361 in the protocol and 360 in the engine") !=
          std::string::npos);
    std::string pay = good;
    const std::size_t t = pay.find("+1080");
    REQUIRE(t != std::string::npos);
    pay.replace(t, 5, "+1070");
    p = problems(pay);
    REQUIRE_FALSE(p.empty());
    CHECK(p[0].message.find("gets 1070 in the protocol and 1080 in the engine") !=
          std::string::npos);
  }
  SUBCASE("games the engine does not play") {
    const std::string extra =
        "Geber: PcLinks\n"
        "      PcOben hat: EO GO HO SO EU GU HU SU\n"
        "    PcRechts hat: EA EZ EK E9 E8 E7 GA GZ\n"
        "        Gast hat: GK G9 G8 G7 HA HZ HK H9\n"
        "     PcLinks hat: H8 H7 SA SZ SK S9 S8 S7\n"
        "Es wurde zusammengeworfen.\n"
        "Spiel    Preis      PcLinks       PcOben     PcRechts         Gast    Stock\n"
        "    9        0           +0           +0           +0           +0        0\n \n"
        "Geber: PcLinks\n"
        "      PcOben hat: EO GO HO SO EU GU HU SU\n"
        "    PcRechts hat: EA EZ EK E9 E8 E7 GA GZ\n"
        "        Gast hat: GK G9 G8 G7 HA HZ HK H9\n"
        "     PcLinks hat: H8 H7 SA SZ SK S9 S8 S7\n"
        "PcOben spielt Bettel\n"
        "Spiel    Preis      PcLinks       PcOben     PcRechts         Gast    Stock\n"
        "   10        0           +0           +0           +0           +0        0\n \n"
        "Geber: PcLinks\n"
        "Spielart: Schieber\n"
        "      PcOben hat: EO GO HO SO EU GU DU DU\n"
        "Spiel    Preis      PcLinks       PcOben     PcRechts         Gast    Stock\n"
        "   11        0           +0           +0           +0           +0        5\n \n"
        "this line belongs to no game\n";
    const std::string bytes = protocol(games, extra);
    const auto p = problems(bytes);
    REQUIRE(p.size() == 4);
    CHECK(p[0].message.find("unexpected line outside a game") == 0);
    CHECK(p[1].game == 9);
    CHECK(p[1].message.find("thrown in") != std::string::npos);
    CHECK(p[2].game == 10);
    CHECK(p[2].message.find("\"Bettel\" is not one the engine plays") != std::string::npos);
    CHECK(p[3].game == 11);
    CHECK(p[3].message.find("expected four \"<player> hat: <cards>\" lines, found 1") !=
          std::string::npos);
    CHECK(import_netschafkopf(bytes, "p.txt").games.size() == games.size());
  }
  SUBCASE("no protocol at all, and every truncation of a real one, fail without a crash") {
    CHECK(problems("hello\r\nworld\r\n").size() == 1);
    CHECK(import_netschafkopf("", "empty.txt").games.empty());
    for (std::size_t n = 0; n < good.size(); n += 5) {
      const NsImport imp = import_netschafkopf(good.substr(0, n), "cut.txt");
      CHECK(imp.games.size() <= games.size());
    }
  }
}

TEST_CASE("NetSchafkopf: mutated protocols are reported, never crash (DEAL_LOG.md Errors)") {
  const std::vector<Spec> games = specs();
  const std::string good = protocol(games);
  Rng rng(77);
  const std::string alphabet = "EGHSAZKOU987 :.+-\r\n\xFC";
  int rejected = 0;
  for (int i = 0; i < 400; ++i) {
    std::string bad = good;
    const int edits = 1 + static_cast<int>(rng.below(3));
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = rng.below(static_cast<std::uint32_t>(bad.size()));
      switch (rng.below(3)) {
        case 0:
          bad[at] = alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))];
          break;
        case 1:
          bad.erase(at, 1 + rng.below(40));
          break;
        default:
          bad.insert(at, 1, alphabet[rng.below(static_cast<std::uint32_t>(alphabet.size()))]);
          break;
      }
    }
    const NsImport imp = import_netschafkopf(bad, "mutated.txt");
    CHECK(imp.games.size() <= games.size());
    for (const NsImported& g : imp.games) {
      DealLog copy = g.log;
      CHECK(validate_deal_log(copy).empty());
    }
    if (imp.games.size() < games.size()) {
      ++rejected;
      CHECK_FALSE(imp.problems.empty());  // a game that is not imported is always reported
    }
  }
  CHECK(rejected > 100);
}

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
      CHECK(imp.games[0].log.contract->type == LogContractType::kSauspiel);
      CHECK(imp.games[1].log.contract->type == LogContractType::kFarbwenz);
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
