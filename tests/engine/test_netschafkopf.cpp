// NetSchafkopf import (netschafkopf.h): all 594 real games of shared/data/netschafkopf import,
// every play is legal, and the engine's card points and payouts equal the protocols'.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
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
  std::string out = "Geber: " + kNames[static_cast<std::size_t>(sp.dealer)] + "\n";
  for (int k = 1; k <= 4; ++k) {
    const int seat = (sp.dealer + k) % 4;
    out += pad(kNames[static_cast<std::size_t>(seat)]) + " hat:";
    for (Card x : cards(sp.hands[static_cast<std::size_t>(seat)])) out += " " + german_code(x);
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
    CHECK(p[3].message.find("Schieber") != std::string::npos);
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
