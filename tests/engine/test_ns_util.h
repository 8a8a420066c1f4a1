// Writing NetSchafkopf protocols for the import tests (netschafkopf.h), in the format of the
// real ones: each game played out, its hand, contract and trick lines, the result text with
// the price items, wrapped like the program wraps it, and the score table; in ISO-8859-1 with
// CRLF. Also where the real protocols are and how to read one.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "engine/netschafkopf.h"

namespace nstest {

using namespace engine;

inline std::string protocol_dir() {
  return std::string(SCHMIER_SHARED_DIR) + "/data/netschafkopf";
}

inline std::string read_bytes(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline const std::array<std::string, 4> kNames = {"PcLinks", "PcOben", "PcRechts", "Gast"};

inline std::string suit_word(Suit s) {
  static const char* kWords[] = {"Eichel", "Grün", "Herz", "Schellen"};
  return kWords[static_cast<int>(s)];
}

inline std::string pad(const std::string& name) {
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

// Plays the hand: the declarer's party its highest card, the others their lowest.
inline std::vector<Card> play_out(const SkSetup& st, const Spec& sp) {
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
  return plays;
}

// The "Geber:" line with the "Spielart:" lines around it, and the four hand lines.
inline std::string hand_lines(const Spec& sp) {
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
  return out;
}

// The game as the protocol names it ("Mit der Eichel-Ass", "Herz-Solo", "Wenz Tout"); "" for
// a Ramsch.
inline std::string game_name(const SkContract& c) {
  std::string game;
  if (c.game == SkGame::kRamsch) return game;
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
  return game;
}

// The trick lines: each trick's leader, then its four cards.
inline std::string trick_lines(const SkSetup& st, const Spec& sp, const std::vector<Card>& plays) {
  std::string out;
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
  return out;
}

// Who won or lost, in the third person or, for the viewer (seat 3), as "Du".
inline std::string who(int seat, const char* third, const char* du) {
  return seat == 3 ? std::string("Du ") + du : kNames[static_cast<std::size_t>(seat)] + " " + third;
}

// The result text of a Ramsch: the loser, his points, the Jungfrauen, the tie sentence and the
// price items; `amount` is the last amount named.
inline std::string ramsch_text(const Spec& sp, const SchafkopfRules& rules, const SkResult& res,
                               int& amount) {
  std::string text;
  auto item = [&](const std::string& what, int value) {
    amount = value;
    text += " " + what + " " + std::to_string(value) + " Punkte.";
  };
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
  return text;
}

// The result text of a played game: won or lost, the opponents' points and the price items;
// `amount` is the last amount named.
inline std::string game_text(const Spec& sp, const SchafkopfRules& rules, const SkResult& res,
                             const std::string& game, int& amount) {
  const SkContract& c = sp.contract;
  std::string text;
  auto item = [&](const std::string& what, int value) {
    amount = value;
    text += " " + what + " " + std::to_string(value) + " Punkte.";
  };
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
  return text;
}

// Wraps like the program does, near 60 columns (a wrapped line ends in " ").
inline std::string wrap(const std::string& text) {
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
  return wrapped;
}

// The score table's header and the game's line with the running totals.
inline std::string score_lines(int number, int value, const std::array<int, 4>& totals) {
  std::string out = "Spiel    Preis      PcLinks       PcOben     PcRechts         Gast    Stock\n";
  char line[128];
  std::snprintf(
      line, sizeof line, "%5d %8d %12s %12s %12s %12s %8d\n", number, value,
      (totals[0] > 0 ? "+" + std::to_string(totals[0]) : std::to_string(totals[0])).c_str(),
      (totals[1] > 0 ? "+" + std::to_string(totals[1]) : std::to_string(totals[1])).c_str(),
      (totals[2] > 0 ? "+" + std::to_string(totals[2]) : std::to_string(totals[2])).c_str(),
      (totals[3] > 0 ? "+" + std::to_string(totals[3]) : std::to_string(totals[3])).c_str(), 0);
  return out + line + " \n";
}

// Plays the hand (declarer's party highest card, the others lowest) and writes its protocol
// block; `totals` are the running totals.
inline std::string write_game(const Spec& sp, int number, std::array<int, 4>& totals) {
  SchafkopfRules rules = sp.rules;
  rules.table_doublings = sp.aufgedoppelt;
  const SkContract& c = sp.contract;
  SkSetup st = schafkopf_setup(rules, c, sp.hands);
  const std::vector<Card> plays = play_out(st, sp);
  std::vector<SkDouble> dbl;
  if (sp.kontra >= 1) dbl.push_back({-1, SkDoubleKind::kKontra});
  if (sp.kontra >= 2) dbl.push_back({-1, SkDoubleKind::kRe});
  std::array<std::string, 4> names = kNames;
  const SkReplay r = replay_schafkopf(rules, c, sp.dealer, sp.hands, plays, dbl, names);
  REQUIRE(r.complete);
  const SkResult& res = r.result;
  std::string out = hand_lines(sp);
  const std::string game = game_name(c);
  if (c.game == SkGame::kRamsch) {
    out += "Es wurde Ramsch gespielt.\n";
  } else {
    out += kNames[static_cast<std::size_t>(c.declarer)] + " spielt " + game + "\n";
  }
  out += trick_lines(st, sp, plays);
  int amount = 0;
  const std::string text = c.game == SkGame::kRamsch ? ramsch_text(sp, rules, res, amount)
                                                     : game_text(sp, rules, res, game, amount);
  CHECK(amount == res.value);
  out += wrap(text) + "\n";
  for (int q = 0; q < 4; ++q)
    totals[static_cast<std::size_t>(q)] += res.units[static_cast<std::size_t>(q)];
  return out + score_lines(number, res.value, totals);
}

// UTF-8 to ISO-8859-1 with CRLF, as NetSchafkopf writes.
inline std::string to_protocol_bytes(const std::string& utf8) {
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

inline std::array<CardMask, 4> hands_of(const std::array<std::string, 4>& codes) {
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
inline SchafkopfRules table(SkDeck deck) {
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

inline std::vector<Spec> specs() {
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

inline std::string protocol(const std::vector<Spec>& games, const std::string& extra_block = "") {
  std::string text =
      "PM-Regeln\ngespielt von Gast am 01.02.24 mit Version 8.00, Update 07.09.20.\n \n";
  std::array<int, 4> totals{};
  int n = 1;
  for (const Spec& s : games) text += write_game(s, n++, totals);
  return to_protocol_bytes(text + extra_block);
}

}  // namespace nstest
