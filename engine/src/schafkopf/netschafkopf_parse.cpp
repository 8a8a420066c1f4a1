// One NetSchafkopf game block read (RULES.md SK-12): the hands as dealt (Schieber included),
// the contract, the tricks, the price text and the claims of the result text.
#include <algorithm>
#include <string>

#include "schafkopf/netschafkopf_import.h"

namespace engine::netschafkopf_import {

std::optional<SkContract> Importer::parse_contract(RawGame& g, int& declarer_out) {
  const std::string& t = g.contract;
  SkContract c;
  if (t == "Es wurde Ramsch gespielt.") {
    c.game = SkGame::kRamsch;
    return c;
  }
  if (t == "Es wurde zusammengeworfen.") {
    problem(g, g.contract_line, NsReason::kThrownIn,
            "not imported: everybody passed and the cards were thrown in, so no hand was "
            "played (a deal log records a played hand)");
    return std::nullopt;
  }
  const std::size_t sp = t.find(" spielt ");
  if (sp == std::string::npos) {
    problem(g, g.contract_line, NsReason::kUnknownText,
            "expected \"<player> spielt <game>\", found \"" + t + "\"");
    return std::nullopt;
  }
  const int decl = seat_of(t.substr(0, sp));
  if (decl < 0) {
    problem(g, g.contract_line, NsReason::kMalformed,
            "\"" + t.substr(0, sp) + "\" is not one of the four players");
    return std::nullopt;
  }
  declarer_out = decl;
  c.declarer = decl;
  std::string what = t.substr(sp + 8);
  for (std::string_view suffix : {" Tout", "-Tout"}) {
    if (what.size() > suffix.size() &&
        std::string_view(what).substr(what.size() - suffix.size()) == suffix) {
      c.tout = true;
      what.resize(what.size() - suffix.size());
    }
  }
  if (starts_with(what, "Mit der ")) {
    std::string rest = what.substr(8);
    std::optional<Suit> s;
    for (std::string_view ace : {"-Ass", "-As"}) {
      if (rest.size() > ace.size() &&
          std::string_view(rest).substr(rest.size() - ace.size()) == ace) {
        s = german_suit(std::string_view(rest).substr(0, rest.size() - ace.size()));
        break;
      }
    }
    if (rest == "Alten") s = Suit::kClubs;
    if (rest == "Blauen") s = Suit::kSpades;
    if (rest == "Hundsgfickten" || rest == "Bumbl") s = Suit::kDiamonds;
    if (!s || c.tout) {
      problem(g, g.contract_line, NsReason::kUnknownText, "unknown Sauspiel \"" + what + "\"");
      return std::nullopt;
    }
    c.game = SkGame::kSauspiel;
    c.suit = *s;
    return c;
  }
  if (what == "Wenz" || what == "Geier") {
    c.game = what == "Wenz" ? SkGame::kWenz : SkGame::kGeier;
    return c;
  }
  const std::size_t dash = what.find('-');
  if (dash != std::string::npos) {
    const std::optional<Suit> s = german_suit(std::string_view(what).substr(0, dash));
    const std::string kind = what.substr(dash + 1);
    if (s && (kind == "Solo" || kind == "Wenz" || kind == "Geier")) {
      c.game = kind == "Solo"   ? SkGame::kSolo
               : kind == "Wenz" ? SkGame::kFarbwenz
                                : SkGame::kFarbgeier;
      c.suit = *s;
      return c;
    }
  }
  problem(g, g.contract_line, NsReason::kNotPlayed,
          "not imported: the game \"" + what + "\" is not one the engine plays (SK-2, SK-12)");
  return std::nullopt;
}

bool Importer::parse_price(RawGame& g, Price& p) {
  const std::size_t at = g.parse_text.find("kostet");
  if (at == std::string::npos) {
    problem(g, g.result_line, NsReason::kUnknownText,
            "the result text names no price (\"... kostet N Punkte\")");
    return false;
  }
  std::size_t kind_at = g.parse_text.rfind("Der ", at);
  const std::size_t das = g.parse_text.rfind("Das ", at);
  if (kind_at == std::string::npos || (das != std::string::npos && das > kind_at)) kind_at = das;
  const std::size_t from = kind_at == std::string::npos ? 0 : kind_at;
  const std::vector<std::string> before = words(g.parse_text.substr(from, at - from));
  if (!before.empty()) p.kind = before.back();
  std::vector<std::string> w = words(g.parse_text.substr(at));
  for (std::string& x : w) {
    while (!x.empty() && (x.back() == '.' || x.back() == ',')) x.pop_back();
  }
  auto num = [&](std::size_t i) -> std::optional<int> {
    return i < w.size() ? number(w[i]) : std::nullopt;
  };
  auto amount_at = [&](std::size_t i) -> bool {
    // "<N> Punkte" / "<N> Punkt"
    if (!num(i) || i + 1 >= w.size() || (w[i + 1] != "Punkte" && w[i + 1] != "Punkt")) {
      return false;
    }
    return true;
  };
  std::size_t i = 0;
  int last = -1;
  int bonus_steps = 0;
  int bonus_amount = 0;
  auto step = [&](int amount, int units) {
    if (units > 0 && last >= 0) {
      bonus_steps += units;
      bonus_amount += amount - last;
    }
    last = amount;
  };
  auto fail = [&](std::size_t k) {
    std::string rest;
    for (std::size_t j = k; j < w.size(); ++j) rest += (rest.empty() ? "" : " ") + w[j];
    problem(g, g.result_line, NsReason::kUnknownText, "unknown price text \"" + rest + "\"");
    return false;
  };
  while (i < w.size()) {
    if (w[i] == "kostet" && amount_at(i + 1)) {
      p.base = *num(i + 1);
      step(p.base, 0);
      i += 3;
    } else if (w[i] == "Mit" && i + 1 < w.size() && w[i + 1] == "Schneider" && amount_at(i + 2)) {
      p.schneider = true;
      step(*num(i + 2), 1);
      i += 4;
    } else if (w[i] == "Mit" && i + 1 < w.size() && w[i + 1] == "Schwarz" && amount_at(i + 2)) {
      p.schwarz = true;
      step(*num(i + 2), 1);
      i += 4;
    } else if ((w[i] == "Mit" || w[i] == "Ohne") && num(i + 1) && i + 2 < w.size() &&
               (w[i + 2] == "Laufenden" || w[i + 2] == "Laufende") && amount_at(i + 3)) {
      p.runners = *num(i + 1);
      step(*num(i + 3), p.runners);
      i += 5;
    } else if (w[i] == "Mit" && num(i + 1) && i + 3 < w.size() && w[i + 2] == "mal" &&
               w[i + 3] == "Jungfrau" && amount_at(i + 4)) {
      p.jungfrau = *num(i + 1);
      step(*num(i + 4), 0);
      i += 6;
    } else if (num(i) && i + 2 < w.size() && w[i + 1] == "mal" &&
               (w[i + 2] == "aufgedoppelt" || w[i + 2] == "gespritzt") && amount_at(i + 3)) {
      (w[i + 2] == "gespritzt" ? p.kontra : p.doubled) = *num(i);
      step(*num(i + 3), 0);
      i += 5;
    } else if (w[i] == "Doppelt" && i + 2 < w.size() && w[i + 1] == "für" && w[i + 2] == "Tout" &&
               amount_at(i + 3)) {
      p.tout_doubled = true;
      step(*num(i + 3), 0);
      i += 5;
    } else {
      return fail(i);
    }
  }
  p.total = last;
  if (bonus_steps > 0 && bonus_amount % bonus_steps == 0) p.bonus = bonus_amount / bonus_steps;
  return true;
}

bool Importer::parse_claims(RawGame& g, bool ramsch, Claims& c) {
  const std::string text = g.parse_text.substr(0, g.parse_text.find("kostet"));
  const std::vector<std::string> w = words(text);
  if (w.size() < 2) {
    problem(g, g.result_line, NsReason::kUnknownText, "the result text does not say who won");
    return false;
  }
  c.who = w[0];
  const std::string& verb = w[1];
  if (verb == "gewinnt" || verb == "gewinnst") {
    c.won = true;
  } else if (verb != "verliert" && verb != "verlierst") {
    problem(g, g.result_line, NsReason::kUnknownText,
            "the result text does not say who won: \"" + text + "\"");
    return false;
  }
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    if ((w[i] == "hat" || w[i] == "hast" || w[i] == "haben") && number(w[i + 1]) &&
        starts_with(w[i + 2], "Augen")) {
      if (w[i] == "haben" && i >= 1 && w[i - 1] == "Gegner") {
        c.opponents_points = *number(w[i + 1]);
      } else if (ramsch) {
        c.loser_points = *number(w[i + 1]);
      }
    }
    if ((w[i + 1] == "ist" || w[i + 1] == "bist") && starts_with(w[i + 2], "Jungfrau")) {
      c.jungfrauen.push_back(w[i]);
    }
  }
  return true;
}

std::string Importer::payment_rule(const RawGame& g) {
  const std::string text = g.contract + " " + g.result;
  const std::size_t at = text.find(" zahlen an ");
  if (at == std::string::npos) return "";
  std::size_t from = text.rfind(". ", at);
  from = from == std::string::npos ? 0 : from + 2;
  std::size_t to = text.find('.', at);
  to = to == std::string::npos ? text.size() : to + 1;
  return std::string(trim(std::string_view(text).substr(from, to - from)));
}

bool Importer::playable(RawGame& g) {
  if (!g.scored) {
    problem(g, g.line, NsReason::kMalformed,
            "the game has no score line, so its payout is unknown");
    return false;
  }
  for (const std::string& e : g.extra) {
    problem(g, g.line, NsReason::kUnknownText,
            "not imported: unknown line \"" + e + "\" between \"Geber:\" and the hands");
    return false;
  }
  if (!g.spielart.empty() && g.spielart != "Schieber") {
    problem(g, g.spielart_line > 0 ? g.spielart_line : g.line, NsReason::kNotPlayed,
            "not imported: \"Spielart: " + g.spielart +
                "\" is a variant the engine does not play (SK-12.5)");
    return false;
  }
  if (const std::string rule = payment_rule(g); !rule.empty() && g.tricks.empty()) {
    problem(g, g.contract_line > 0 ? g.contract_line : g.line, NsReason::kThrownIn,
            "not imported: the cards were thrown in and no hand was played, so there is no "
            "deal log to write; the protocol pays by its own rule: \"" +
                rule + "\"");
    return false;
  }
  return true;
}

bool Importer::read_hand_lines(RawGame& g, Parsed& p, HandLines& h) {
  const int dealer = seat_of(g.dealer);
  if (dealer < 0) {
    problem(g, g.line, NsReason::kMalformed,
            "the dealer \"" + g.dealer + "\" is not one of the four players");
    return false;
  }
  p.dealer = dealer;
  if (g.hands.size() != kSeats) {
    problem(
        g, g.line, NsReason::kMalformed,
        "expected four \"<player> hat: <cards>\" lines, found " + std::to_string(g.hands.size()));
    return false;
  }
  h.per = g.hands[0].second.size();
  for (int k = 0; k < kSeats; ++k) {
    const auto& [who, codes] = g.hands[static_cast<std::size_t>(k)];
    const int line = g.line + 1 + k + (g.spielart_line > g.line ? 1 : 0);
    const int seat = seat_of(who);
    if (seat != (dealer + 1 + k) % kSeats) {
      problem(g, line, NsReason::kMalformed,
              "hand " + std::to_string(k + 1) + " belongs to " +
                  players_[static_cast<std::size_t>((dealer + 1 + k) % kSeats)] +
                  " (the hands start left of the dealer), not to \"" + who + "\"");
      return false;
    }
    if (codes.size() != h.per || (h.per != 8 && h.per != 6)) {
      problem(g, line, NsReason::kMalformed,
              who + " holds " + std::to_string(codes.size()) +
                  " cards; every hand needs 8 (long deck) or 6 (short deck)");
      return false;
    }
    for (const std::string& code : codes) {
      if (code == "DU") {
        ++p.hidden[static_cast<std::size_t>(seat)];
        if (h.hidden_line == 0) {
          h.hidden_line = line;
          h.hidden_who = who;
        }
        continue;
      }
      const std::optional<Card> c = german_card(code);
      if (!c) {
        problem(g, line, NsReason::kMalformed,
                "\"" + code +
                    "\" is not a German card code (suit E G H S, then "
                    "A Z K O U 9 8 7)");
        return false;
      }
      if (has(h.all, *c)) {
        problem(g, line, NsReason::kMalformed, code + " is dealt twice");
        return false;
      }
      h.all |= bit(*c);
      p.listed[static_cast<std::size_t>(seat)] |= bit(*c);
    }
  }
  return true;
}

bool Importer::read_tricks(RawGame& g, Parsed& p, Played& played) {
  for (const TrickLine& t : g.tricks) {
    const int leader = seat_of(t.leader);
    if (leader < 0) {
      problem(g, t.line, NsReason::kMalformed,
              "\"" + t.leader + "\" is not one of the four players");
      return false;
    }
    if (t.cards.size() != kSeats) {
      problem(g, t.line, NsReason::kMalformed,
              "a trick has four cards, not " + std::to_string(t.cards.size()));
      return false;
    }
    p.trick_leaders.push_back(leader);
    for (std::size_t j = 0; j < t.cards.size(); ++j) {
      const std::optional<Card> card = german_card(t.cards[j]);
      if (!card) {
        problem(g, t.line, NsReason::kMalformed,
                "\"" + t.cards[j] + "\" is not a German card code");
        return false;
      }
      CardMask& m =
          played.by_seat[static_cast<std::size_t>((leader + static_cast<int>(j)) % kSeats)];
      for (CardMask x : played.by_seat) played.twice = played.twice || has(x, *card);
      m |= bit(*card);
      p.plays.push_back(*card);
    }
  }
  return true;
}

bool Importer::settle_hands(RawGame& g, Parsed& p, const HandLines& h, const Played& played) {
  const CardMask deck = p.short_deck ? kShortDeck : kLongDeck;
  const bool complete = g.tricks.size() == h.per;
  const bool any_hidden = h.hidden_line > 0;
  bool differ = false;
  for (int s = 0; s < kSeats; ++s) {
    differ = differ ||
             p.listed[static_cast<std::size_t>(s)] != played.by_seat[static_cast<std::size_t>(s)];
  }
  // A Schieber game: its own "Spielart: Schieber" line, or the file's last one before it when
  // the listed hands show that cards were passed.
  p.schieber = g.spielart == "Schieber" ||
               (g.last_spielart == "Schieber" && (any_hidden || (complete && differ)));
  if (p.schieber) {
    if (!complete) {
      problem(g, g.contract_line + 1, NsReason::kUndetermined,
              "not imported: in a Schieber game the hands are what each seat played, and the "
              "protocol lists " +
                  std::to_string(g.tricks.size()) + " of " + std::to_string(h.per) +
                  " tricks, so the hands are not determined");
      return false;
    }
    CardMask union_played = 0;
    for (CardMask m : played.by_seat) union_played |= m;
    if (played.twice || union_played != deck) {
      problem(g, g.contract_line + 1, NsReason::kMalformed,
              "the tricks of this Schieber game do not play every card of the " +
                  std::string(p.short_deck ? "short " : "") + "deck exactly once");
      return false;
    }
    p.hands = played.by_seat;
    p.passed = any_hidden || differ;
    return true;
  }
  if (any_hidden) {
    problem(g, h.hidden_line, NsReason::kUndetermined,
            "not imported: " + h.hidden_who +
                "'s cards are hidden (\"DU\") and this is no Schieber game (\"Spielart: "
                "Schieber\"), so the hand as dealt is not determined");
    return false;
  }
  if (h.all != deck) {
    problem(g, g.line, NsReason::kMalformed,
            "the hands are not a full " + std::string(p.short_deck ? "short " : "") + "deck");
    return false;
  }
  p.hands = p.listed;
  if (!complete) {
    problem(
        g, g.contract_line + 1, NsReason::kMalformed,
        "expected " + std::to_string(h.per) + " tricks, found " + std::to_string(g.tricks.size()));
    return false;
  }
  return true;
}

std::optional<Parsed> Importer::parse(RawGame& g) {
  Parsed p;
  if (!playable(g)) return std::nullopt;
  HandLines h;
  if (!read_hand_lines(g, p, h)) return std::nullopt;
  p.short_deck = h.per == 6;
  int declarer = -1;
  const std::optional<SkContract> c = parse_contract(g, declarer);
  if (!c) return std::nullopt;
  p.contract = *c;
  // The plays, and what each seat played (each trick from its leader clockwise).
  Played played;
  if (!read_tricks(g, p, played)) return std::nullopt;
  if (!settle_hands(g, p, h, played)) return std::nullopt;
  // The tie rule's sentence is read here and left out of the claims and the price.
  g.parse_text = g.result;
  if (p.contract.game == SkGame::kRamsch) {
    const std::size_t tie = g.parse_text.find(kTieSentence);
    if (tie != std::string::npos) {
      std::size_t n = kTieSentence.size();
      if (tie + n < g.parse_text.size() && g.parse_text[tie + n] == '.') ++n;
      g.parse_text.erase(tie, n);
      p.claims.higher_ober = true;
    }
  }
  if (!parse_price(g, p.price)) return std::nullopt;
  if (!parse_claims(g, p.contract.game == SkGame::kRamsch, p.claims)) return std::nullopt;
  // The raw run for finding the table's runner minimum.
  if (p.contract.game != SkGame::kRamsch) {
    SchafkopfRules raw;
    raw.deck = p.short_deck ? SkDeck::kShort : SkDeck::kLong;
    raw.runner_ladder = SkRunnerLadder::kAllTrumps;
    raw.runners_min_sauspiel_solo = 1;
    raw.runners_min_wenz_geier = 1;
    const SkSetup st = schafkopf_setup(raw, p.contract, p.hands);
    p.raw_runs = count_runners(raw, p.contract, st.party, p.hands);
  }
  return p;
}

}  // namespace engine::netschafkopf_import
