#include "engine/netschafkopf.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <optional>

namespace engine {

std::string latin1_to_utf8(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size() + bytes.size() / 16);
  for (char ch : bytes) {
    const unsigned char u = static_cast<unsigned char>(ch);
    if (u == '\r') continue;
    if (u < 0x80) {
      out += ch;
    } else {
      out += static_cast<char>(0xC0 | (u >> 6));
      out += static_cast<char>(0x80 | (u & 0x3F));
    }
  }
  return out;
}

bool valid_utf8(std::string_view bytes) {
  std::size_t i = 0;
  while (i < bytes.size()) {
    const unsigned char u = static_cast<unsigned char>(bytes[i]);
    if (u < 0x80) {
      ++i;
      continue;
    }
    int more;
    std::uint32_t cp;
    if (u >= 0xC2 && u <= 0xDF) {
      more = 1;
      cp = u & 0x1Fu;
    } else if (u >= 0xE0 && u <= 0xEF) {
      more = 2;
      cp = u & 0x0Fu;
    } else if (u >= 0xF0 && u <= 0xF4) {
      more = 3;
      cp = u & 0x07u;
    } else {
      return false;  // a continuation byte first, an overlong lead (C0, C1) or beyond F4
    }
    if (bytes.size() - i <= static_cast<std::size_t>(more)) return false;
    for (int k = 1; k <= more; ++k) {
      const unsigned char c = static_cast<unsigned char>(bytes[i + static_cast<std::size_t>(k)]);
      if ((c & 0xC0u) != 0x80u) return false;
      cp = (cp << 6) | (c & 0x3Fu);
    }
    const std::uint32_t min = more == 1 ? 0x80u : more == 2 ? 0x800u : 0x10000u;
    if (cp < min || cp > 0x10FFFFu || (cp >= 0xD800u && cp <= 0xDFFFu)) return false;
    i += static_cast<std::size_t>(more) + 1;
  }
  return true;
}

std::string protocol_text(std::string_view bytes, bool* utf8) {
  constexpr std::string_view kBom = "\xEF\xBB\xBF";
  const bool bom = bytes.substr(0, kBom.size()) == kBom;
  if (bom) bytes.remove_prefix(kBom.size());
  const bool high = std::any_of(bytes.begin(), bytes.end(),
                                [](char ch) { return static_cast<unsigned char>(ch) >= 0x80; });
  const bool is_utf8 = (bom || high) && valid_utf8(bytes);
  if (utf8) *utf8 = is_utf8;
  std::string out;
  out.reserve(bytes.size() + bytes.size() / 16);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const char ch = bytes[i];
    const unsigned char u = static_cast<unsigned char>(ch);
    if (u == '\r') {
      // CRLF and a lone CR both end a line.
      if (i + 1 >= bytes.size() || bytes[i + 1] != '\n') out += '\n';
    } else if (u < 0x80 || is_utf8) {
      out += ch;
    } else {
      out += static_cast<char>(0xC0 | (u >> 6));
      out += static_cast<char>(0x80 | (u & 0x3F));
    }
  }
  return out;
}

std::string_view ns_reason_name(NsReason r) {
  switch (r) {
    case NsReason::kFile:
      return "file problem";
    case NsReason::kUnknownText:
      return "unknown text";
    case NsReason::kMalformed:
      return "malformed block";
    case NsReason::kNotPlayed:
      return "not a game the engine plays";
    case NsReason::kThrownIn:
      return "thrown in, no hand played";
    case NsReason::kUndetermined:
      return "hand or loser not determined";
    case NsReason::kIllegal:
      return "rejected by the rules";
    case NsReason::kDisagrees:
      return "engine disagrees";
    case NsReason::kStock:
      return "moves the stock";
  }
  return "unknown reason";
}

std::string format_problem(std::string_view source, const NsProblem& p) {
  std::string out(source);
  if (p.line > 0) out += ":" + std::to_string(p.line);
  if (p.game > 0) out += " (game " + std::to_string(p.game) + ")";
  return out + ": " + p.message;
}

namespace {

constexpr int kSeats = kSchafkopfSeats;

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::vector<std::string> words(std::string_view s) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    std::size_t j = i;
    while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
    if (j > i) out.emplace_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

bool starts_with(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}

// A whole number, optionally signed ("+12", "-3", "0"); nullopt otherwise.
std::optional<int> number(std::string_view s) {
  if (s.empty() || s.size() > 9) return std::nullopt;
  bool neg = false;
  if (s[0] == '+' || s[0] == '-') {
    neg = s[0] == '-';
    s.remove_prefix(1);
  }
  if (s.empty()) return std::nullopt;
  int v = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9') return std::nullopt;
    v = v * 10 + (ch - '0');
  }
  return neg ? -v : v;
}

// German card code, suit first: E G H S, then A Z K O U 9 8 7 (README).
std::optional<Card> german_card(std::string_view code) {
  static constexpr std::string_view kSuits = "EGHS";
  static constexpr std::string_view kRanks = "789ZUOKA";
  if (code.size() != 2) return std::nullopt;
  const auto s = kSuits.find(code[0]);
  const auto r = kRanks.find(code[1]);
  if (s == std::string_view::npos || r == std::string_view::npos) return std::nullopt;
  return make_card(static_cast<Suit>(s), static_cast<Rank>(r));
}

std::optional<Suit> german_suit(std::string_view name) {
  if (name == "Eichel" || name == "Eicheln") return Suit::kClubs;
  if (name == "Grün" || name == "Gras" || name == "Blatt" || name == "Laub") return Suit::kSpades;
  if (name == "Herz") return Suit::kHearts;
  if (name == "Schellen" || name == "Schelln") return Suit::kDiamonds;
  return std::nullopt;
}

// JSON string literal (meta is written as JSON text; the engine has no JSON library).
std::string json_string(std::string_view s) {
  std::string out = "\"";
  for (char ch : s) {
    const unsigned char u = static_cast<unsigned char>(ch);
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += ch;
    } else if (u < 0x20) {
      static const char kHex[] = "0123456789abcdef";
      out += "\\u00";
      out += kHex[u >> 4];
      out += kHex[u & 15];
    } else {
      out += ch;
    }
  }
  return out + "\"";
}

struct TrickLine {
  int line = 0;
  std::string leader;
  std::vector<std::string> cards;
};

// One "Geber:" block as written.
struct RawGame {
  int line = 0;
  std::string dealer;
  std::vector<std::string> extra;  // unknown lines between "Geber:" and the first hand
  std::string spielart;            // "Spielart: X" in the block (or just before it)
  std::string last_spielart;       // the last "Spielart:" line of the file up to this game
  int spielart_line = 0;
  std::vector<std::pair<std::string, std::vector<std::string>>> hands;
  int contract_line = 0;
  std::string contract;
  std::vector<TrickLine> tricks;
  int result_line = 0;
  std::string result;      // the result text, wrapped lines joined with spaces
  std::string parse_text;  // the result text without the sentences read elsewhere
  bool scored = false;
  int score_line = 0;
  int number = 0;
  int price = 0;
  std::array<int, kSeats> totals{};
  int stock = 0;
  std::array<int, kSeats> deltas{};
  int stock_delta = 0;
  std::vector<NsProblem> problems;
};

// What the price text says ("Das Rufspiel kostet 2 Punkte. Mit Schneider 3 Punkte. ...").
struct Price {
  std::string kind;  // "Rufspiel", "Einzelspiel", "Ramsch"
  int base = -1;
  bool schneider = false;
  bool schwarz = false;
  int runners = 0;  // "Mit n Laufenden" / "Ohne n Laufende"
  int doubled = 0;  // "k mal aufgedoppelt"
  int kontra = 0;   // "k mal gespritzt"
  int jungfrau = 0;
  bool tout_doubled = false;  // "Doppelt für Tout"
  int bonus = -1;             // price of one schneider/schwarz/runner step, when one is shown
  int total = -1;             // the last amount named
};

// What the rest of the result text says.
struct Claims {
  std::string who;  // the declarer ("Du" = the viewer) or the Ramsch loser
  bool won = false;
  std::optional<int> opponents_points;  // "Die Gegner haben N Augen"
  std::optional<int> loser_points;      // Ramsch: "X hat N Augen"
  std::vector<std::string> jungfrauen;  // Ramsch: "X ist Jungfrau", "Du bist Jungfrau"
  bool higher_ober = false;  // "Bei Augengleichheit verliert, wer den höheren Ober hatte"
};

struct Parsed {
  SkContract contract;
  std::array<CardMask, kSeats> hands{};
  int dealer = 0;
  bool short_deck = false;
  std::vector<Card> plays;
  std::vector<int> trick_leaders;
  Price price;
  Claims claims;
  int raw_runs = 0;  // the run from the top of the all-trumps ladder, before any minimum
  // Schieber: the hands are the cards played; `listed` are the protocol's hand lines (without
  // "DU"), `hidden` the "DU" codes per seat.
  bool schieber = false;
  bool passed = false;  // the listed hands differ from the hands as played
  std::array<CardMask, kSeats> listed{};
  std::array<int, kSeats> hidden{};
};

constexpr std::string_view kTieSentence =
    "Bei Augengleichheit verliert, wer den höheren Ober hatte";

class Importer {
 public:
  Importer(std::string_view bytes, std::string_view source) : source_(source) {
    text_ = protocol_text(bytes, &out_.utf8);
  }

  NsImport run() {
    split_lines();
    read_header();
    read_games();
    if (players_.empty()) {
      out_.problems.push_back({0, 0,
                               "no score table header (\"Spiel Preis <four players> Stock\") was "
                               "found, so the seats are unknown",
                               NsReason::kFile});
      out_.refused[static_cast<std::size_t>(NsReason::kFile)] += out_.games_seen;
      return std::move(out_);
    }
    std::vector<std::optional<Parsed>> parsed;
    for (RawGame& g : games_) parsed.push_back(parse(g));
    find_table(parsed);
    for (std::size_t i = 0; i < games_.size(); ++i) {
      RawGame& g = games_[i];
      const bool imported = parsed[i] && build(g, *parsed[i]);
      if (!imported) {
        // Never silently: a game left out always carries its reason.
        if (g.problems.empty()) problem(g, g.line, NsReason::kMalformed, "not imported");
        ++out_.refused[static_cast<std::size_t>(g.problems.front().reason)];
      }
      for (NsProblem& p : g.problems) out_.problems.push_back(std::move(p));
    }
    return std::move(out_);
  }

 private:
  struct Line {
    int no;
    std::string text;
  };

  void split_lines() {
    std::size_t start = 0;
    int no = 1;
    while (start <= text_.size()) {
      std::size_t end = text_.find('\n', start);
      if (end == std::string::npos) end = text_.size();
      lines_.push_back({no++, text_.substr(start, end - start)});
      start = end + 1;
    }
  }

  void read_header() {
    if (!lines_.empty()) ruleset_ = std::string(trim(lines_[0].text));
    for (const Line& l : lines_) {
      const std::string_view t = trim(l.text);
      if (viewer_name_.empty() && starts_with(t, "gespielt von ")) {
        const std::vector<std::string> w = words(t);
        if (w.size() >= 3) viewer_name_ = w[2];
        if (w.size() >= 5 && w[3] == "am") date_ = w[4];
      }
      if (players_.empty() && starts_with(t, "Spiel ") && t.find("Preis") != std::string::npos) {
        const std::vector<std::string> w = words(t);
        if (w.size() == 7 && w[1] == "Preis" && w[6] == "Stock") {
          players_.assign(w.begin() + 2, w.begin() + 6);
        }
      }
    }
  }

  void read_games() {
    std::array<int, kSeats> totals{};
    int stock = 0;
    RawGame* g = nullptr;
    std::string pending_spielart;  // a "Spielart:" line between games, for the next one
    int pending_line = 0;
    std::string last_spielart;
    enum { kHands, kContract, kTricks, kResult, kScore, kDone } state = kDone;
    for (std::size_t i = 2; i < lines_.size(); ++i) {
      const Line& l = lines_[i];
      const std::string_view t = trim(l.text);
      if (starts_with(t, "Geber:")) {
        games_.emplace_back();
        g = &games_.back();
        g->line = l.no;
        g->dealer = std::string(trim(t.substr(6)));
        g->spielart = pending_spielart;
        g->spielart_line = pending_line;
        g->last_spielart = last_spielart;
        pending_spielart.clear();
        pending_line = 0;
        state = kHands;
        ++out_.games_seen;
        continue;
      }
      if (t.empty()) continue;
      if (starts_with(t, "Spielart:") &&
          (state == kDone || (state == kHands && g->hands.empty()))) {
        const std::string what(trim(t.substr(9)));
        last_spielart = what;
        if (state == kDone) {
          pending_spielart = what;
          pending_line = l.no;
        } else {
          g->spielart = what;
          g->spielart_line = l.no;
          g->last_spielart = what;
        }
        continue;
      }
      if (!g || state == kDone) {
        out_.problems.push_back({l.no, 0,
                                 "unexpected line outside a game: \"" + std::string(t) + "\"",
                                 NsReason::kUnknownText});
        continue;
      }
      // The score table header ends any game, however incomplete.
      if (state != kScore && starts_with(t, "Spiel ") &&
          t.find("Preis") != std::string_view::npos) {
        state = kScore;
        continue;
      }
      const std::size_t hat = t.find(" hat: ");
      const std::size_t aus = t.find(" spielt aus: ");
      switch (state) {
        case kHands:
          if (hat != std::string_view::npos && g->hands.size() < kSeats) {
            g->hands.push_back({std::string(t.substr(0, hat)), words(t.substr(hat + 6))});
            break;
          }
          if (g->hands.empty()) {
            g->extra.emplace_back(t);
            break;
          }
          state = kContract;
          [[fallthrough]];
        case kContract:
          g->contract = std::string(t);
          g->contract_line = l.no;
          state = kTricks;
          break;
        case kTricks:
          if (aus != std::string_view::npos) {
            g->tricks.push_back({l.no, std::string(t.substr(0, aus)), words(t.substr(aus + 13))});
            break;
          }
          state = kResult;
          [[fallthrough]];
        case kResult:
          if (g->result.empty()) g->result_line = l.no;
          if (!g->result.empty()) g->result += ' ';
          g->result += std::string(t);
          break;
        case kScore: {
          const std::vector<std::string> w = words(t);
          std::array<std::optional<int>, 7> v;
          for (std::size_t k = 0; k < 7 && k < w.size(); ++k) v[k] = number(w[k]);
          const bool ok = w.size() == 7 &&
                          std::all_of(v.begin(), v.end(), [](auto x) { return x.has_value(); });
          if (!ok) {
            g->problems.push_back({l.no, 0,
                                   "the score line \"" + std::string(t) +
                                       "\" is not \"<game> <price> <4 totals> <stock>\"",
                                   NsReason::kMalformed});
          } else {
            g->scored = true;
            g->score_line = l.no;
            g->number = *v[0];
            g->price = *v[1];
            for (int s = 0; s < kSeats; ++s) {
              g->totals[s] = *v[static_cast<std::size_t>(2 + s)];
              g->deltas[s] = g->totals[s] - totals[s];
              totals[s] = g->totals[s];
            }
            g->stock = *v[6];
            g->stock_delta = g->stock - stock;
            stock = g->stock;
            for (NsProblem& p : g->problems) p.game = g->number;
          }
          state = kDone;
          break;
        }
        case kDone:
          break;
      }
    }
  }

  int seat_of(std::string_view name) const {
    if (name == "Du" || name == "dir") name = viewer_name_;
    for (int s = 0; s < kSeats; ++s) {
      if (players_[static_cast<std::size_t>(s)] == name) return s;
    }
    return -1;
  }

  static void problem(RawGame& g, int line, NsReason reason, std::string message) {
    g.problems.push_back({line, g.number, std::move(message), reason});
  }

  std::optional<SkContract> parse_contract(RawGame& g, int& declarer_out) {
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

  // Parses the price sentences; returns false (with a problem) on anything unknown.
  bool parse_price(RawGame& g, Price& p) {
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

  // The claims before the price: who won or lost, the Augen, the Jungfrauen.
  bool parse_claims(RawGame& g, bool ramsch, Claims& c) {
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

  // The sentence of a Schieber's own payment for a game thrown in ("Der Erste und der Letzte
  // zahlen an die beiden anderen Spieler 50 Punkte, weil sie nicht gespielt haben."), or "".
  static std::string payment_rule(const RawGame& g) {
    const std::string text = g.contract + " " + g.result;
    const std::size_t at = text.find(" zahlen an ");
    if (at == std::string::npos) return "";
    std::size_t from = text.rfind(". ", at);
    from = from == std::string::npos ? 0 : from + 2;
    std::size_t to = text.find('.', at);
    to = to == std::string::npos ? text.size() : to + 1;
    return std::string(trim(std::string_view(text).substr(from, to - from)));
  }

  std::optional<Parsed> parse(RawGame& g) {
    Parsed p;
    if (!g.scored) {
      problem(g, g.line, NsReason::kMalformed,
              "the game has no score line, so its payout is unknown");
      return std::nullopt;
    }
    for (const std::string& e : g.extra) {
      problem(g, g.line, NsReason::kUnknownText,
              "not imported: unknown line \"" + e + "\" between \"Geber:\" and the hands");
      return std::nullopt;
    }
    if (!g.spielart.empty() && g.spielart != "Schieber") {
      problem(g, g.spielart_line > 0 ? g.spielart_line : g.line, NsReason::kNotPlayed,
              "not imported: \"Spielart: " + g.spielart +
                  "\" is a variant the engine does not play (SK-12.5)");
      return std::nullopt;
    }
    if (const std::string rule = payment_rule(g); !rule.empty() && g.tricks.empty()) {
      problem(g, g.contract_line > 0 ? g.contract_line : g.line, NsReason::kThrownIn,
              "not imported: the cards were thrown in and no hand was played, so there is no "
              "deal log to write; the protocol pays by its own rule: \"" +
                  rule + "\"");
      return std::nullopt;
    }
    const int dealer = seat_of(g.dealer);
    if (dealer < 0) {
      problem(g, g.line, NsReason::kMalformed,
              "the dealer \"" + g.dealer + "\" is not one of the four players");
      return std::nullopt;
    }
    p.dealer = dealer;
    if (g.hands.size() != kSeats) {
      problem(
          g, g.line, NsReason::kMalformed,
          "expected four \"<player> hat: <cards>\" lines, found " + std::to_string(g.hands.size()));
      return std::nullopt;
    }
    const std::size_t per = g.hands[0].second.size();
    CardMask all = 0;
    int hidden_line = 0;
    std::string hidden_who;
    for (int k = 0; k < kSeats; ++k) {
      const auto& [who, codes] = g.hands[static_cast<std::size_t>(k)];
      const int line = g.line + 1 + k + (g.spielart_line > g.line ? 1 : 0);
      const int seat = seat_of(who);
      if (seat != (dealer + 1 + k) % kSeats) {
        problem(g, line, NsReason::kMalformed,
                "hand " + std::to_string(k + 1) + " belongs to " +
                    players_[static_cast<std::size_t>((dealer + 1 + k) % kSeats)] +
                    " (the hands start left of the dealer), not to \"" + who + "\"");
        return std::nullopt;
      }
      if (codes.size() != per || (per != 8 && per != 6)) {
        problem(g, line, NsReason::kMalformed,
                who + " holds " + std::to_string(codes.size()) +
                    " cards; every hand needs 8 (long deck) or 6 (short deck)");
        return std::nullopt;
      }
      for (const std::string& code : codes) {
        if (code == "DU") {
          ++p.hidden[static_cast<std::size_t>(seat)];
          if (hidden_line == 0) {
            hidden_line = line;
            hidden_who = who;
          }
          continue;
        }
        const std::optional<Card> c = german_card(code);
        if (!c) {
          problem(g, line, NsReason::kMalformed,
                  "\"" + code +
                      "\" is not a German card code (suit E G H S, then "
                      "A Z K O U 9 8 7)");
          return std::nullopt;
        }
        if (has(all, *c)) {
          problem(g, line, NsReason::kMalformed, code + " is dealt twice");
          return std::nullopt;
        }
        all |= bit(*c);
        p.listed[static_cast<std::size_t>(seat)] |= bit(*c);
      }
    }
    p.short_deck = per == 6;
    const CardMask deck = p.short_deck ? kShortDeck : kLongDeck;
    int declarer = -1;
    const std::optional<SkContract> c = parse_contract(g, declarer);
    if (!c) return std::nullopt;
    p.contract = *c;
    // The plays, and what each seat played (each trick from its leader clockwise).
    std::array<CardMask, kSeats> played{};
    bool played_twice = false;
    for (const TrickLine& t : g.tricks) {
      const int leader = seat_of(t.leader);
      if (leader < 0) {
        problem(g, t.line, NsReason::kMalformed,
                "\"" + t.leader + "\" is not one of the four players");
        return std::nullopt;
      }
      if (t.cards.size() != kSeats) {
        problem(g, t.line, NsReason::kMalformed,
                "a trick has four cards, not " + std::to_string(t.cards.size()));
        return std::nullopt;
      }
      p.trick_leaders.push_back(leader);
      for (std::size_t j = 0; j < t.cards.size(); ++j) {
        const std::optional<Card> card = german_card(t.cards[j]);
        if (!card) {
          problem(g, t.line, NsReason::kMalformed,
                  "\"" + t.cards[j] + "\" is not a German card code");
          return std::nullopt;
        }
        CardMask& m = played[static_cast<std::size_t>((leader + static_cast<int>(j)) % kSeats)];
        for (CardMask x : played) played_twice = played_twice || has(x, *card);
        m |= bit(*card);
        p.plays.push_back(*card);
      }
    }
    const bool complete = g.tricks.size() == per;
    const bool any_hidden = hidden_line > 0;
    bool differ = false;
    for (int s = 0; s < kSeats; ++s) {
      differ =
          differ || p.listed[static_cast<std::size_t>(s)] != played[static_cast<std::size_t>(s)];
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
                    std::to_string(g.tricks.size()) + " of " + std::to_string(per) +
                    " tricks, so the hands are not determined");
        return std::nullopt;
      }
      CardMask union_played = 0;
      for (CardMask m : played) union_played |= m;
      if (played_twice || union_played != deck) {
        problem(g, g.contract_line + 1, NsReason::kMalformed,
                "the tricks of this Schieber game do not play every card of the " +
                    std::string(p.short_deck ? "short " : "") + "deck exactly once");
        return std::nullopt;
      }
      p.hands = played;
      p.passed = any_hidden || differ;
    } else {
      if (any_hidden) {
        problem(g, hidden_line, NsReason::kUndetermined,
                "not imported: " + hidden_who +
                    "'s cards are hidden (\"DU\") and this is no Schieber game (\"Spielart: "
                    "Schieber\"), so the hand as dealt is not determined");
        return std::nullopt;
      }
      if (all != deck) {
        problem(g, g.line, NsReason::kMalformed,
                "the hands are not a full " + std::string(p.short_deck ? "short " : "") + "deck");
        return std::nullopt;
      }
      p.hands = p.listed;
      if (!complete) {
        problem(g, g.contract_line + 1, NsReason::kMalformed,
                "expected " + std::to_string(per) + " tricks, found " +
                    std::to_string(g.tricks.size()));
        return std::nullopt;
      }
    }
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

  static bool wenz_geier(const SkContract& c) {
    return c.game == SkGame::kWenz || c.game == SkGame::kGeier || c.game == SkGame::kFarbwenz ||
           c.game == SkGame::kFarbgeier;
  }

  // The table's settings from all games of the protocol (see netschafkopf.h).
  void find_table(const std::vector<std::optional<Parsed>>& parsed) {
    SchafkopfRules& t = out_.table;
    t.all_pass = SkAllPass::kRamsch;
    t.ramsch_jungfrau = true;
    t.runner_ladder = SkRunnerLadder::kAllTrumps;
    t.tout_value = SkToutValue::kDoubleSolo;
    int sauspiel = -1, solo = -1, ramsch = -1, bonus = -1;
    // Runner minimum per family: above every unpriced run, at most every priced one.
    std::array<int, 2> lo{0, 0};
    std::array<int, 2> hi{99, 99};
    for (const auto& p : parsed) {
      if (!p) continue;
      const Price& pr = p->price;
      if (pr.kind == "Rufspiel" && sauspiel < 0) sauspiel = pr.base;
      if (pr.kind == "Einzelspiel" && solo < 0) solo = pr.base;
      if (pr.kind == "Ramsch" && ramsch < 0) ramsch = pr.base;
      if (pr.bonus > 0 && bonus < 0) bonus = pr.bonus;
      if (p->contract.game == SkGame::kRamsch) continue;
      const std::size_t fam = wenz_geier(p->contract) ? 1 : 0;
      if (pr.runners > 0) {
        hi[fam] = std::min(hi[fam], pr.runners);
      } else if (p->raw_runs > 0) {
        lo[fam] = std::max(lo[fam], p->raw_runs + 1);
      }
    }
    t.tariff_sauspiel = sauspiel >= 0 ? sauspiel : 2;
    t.tariff_solo = solo >= 0 ? solo : 5;
    t.tariff_ramsch = ramsch >= 0 ? ramsch : 1;
    t.tariff_bonus = bonus >= 0 ? bonus : 1;
    auto minimum = [](int l, int h) { return l > 0 ? l : std::min(3, h); };
    t.runners_min_sauspiel_solo = minimum(lo[0], hi[0]);
    t.runners_min_wenz_geier = minimum(lo[1], hi[1]);
  }

  // Turns one parsed game into a checked DealLog, or reports why not.
  bool build(RawGame& g, const Parsed& p) {
    SchafkopfRules rules = out_.table;
    rules.deck = p.short_deck ? SkDeck::kShort : SkDeck::kLong;
    if (p.short_deck) rules.runaway_min = 3;
    rules.table_doublings = p.price.doubled;
    if (p.claims.higher_ober) rules.ramsch_tie = SkRamschTie::kHigherOber;
    const SkContract& c = p.contract;
    if (g.stock_delta != 0) {
      problem(g, g.score_line, NsReason::kStock,
              "not imported: the game moves the stock (\"Stock\" " +
                  std::to_string(g.stock - g.stock_delta) + " to " + std::to_string(g.stock) +
                  "), which the engine does not keep");
      return false;
    }
    const char* preset = p.short_deck ? "schafkopf_short" : "schafkopf";
    DealLog log;
    log.game = Game::kSchafkopf;
    log.preset = preset;
    log.rule_flags = schafkopf_flags_diff(rules, preset);
    log.players = players_;
    log.dealer = p.dealer;
    for (int s = 0; s < kSeats; ++s) {
      std::vector<Card> h;
      if (p.schieber) {
        // The hand as played, in play order.
        for (std::size_t k = 0; k < p.plays.size(); ++k) {
          const int leader = p.trick_leaders[k / kSeats];
          if ((leader + static_cast<int>(k % kSeats)) % kSeats == s) h.push_back(p.plays[k]);
        }
      } else {
        // In the protocol's order of the hand line.
        const auto& line =
            g.hands[static_cast<std::size_t>((s - p.dealer - 1 + 2 * kSeats) % kSeats)];
        for (const std::string& code : line.second) h.push_back(*german_card(code));
      }
      log.hands.emplace_back(std::move(h));
    }
    LogContract lc;
    lc.declarer = c.declarer;
    lc.tout = c.tout;
    switch (c.game) {
      case SkGame::kSauspiel:
        lc.type = LogContractType::kSauspiel;
        lc.called = c.called_card();
        break;
      case SkGame::kSolo:
        lc.type = LogContractType::kSolo;
        lc.trump = c.suit;
        break;
      case SkGame::kWenz:
        lc.type = LogContractType::kWenz;
        break;
      case SkGame::kGeier:
        lc.type = LogContractType::kGeier;
        break;
      case SkGame::kFarbwenz:
        lc.type = LogContractType::kFarbwenz;
        lc.trump = c.suit;
        break;
      case SkGame::kFarbgeier:
        lc.type = LogContractType::kFarbgeier;
        lc.trump = c.suit;
        break;
      case SkGame::kRamsch:
        lc.type = LogContractType::kRamsch;
        lc.declarer = -1;
        break;
    }
    log.contract = lc;
    const SkSetup setup = schafkopf_setup(rules, c, p.hands);
    if (p.price.kontra > 2 || (p.price.kontra > 0 && c.game == SkGame::kRamsch)) {
      problem(g, g.result_line, NsReason::kNotPlayed,
              "not imported: " + std::to_string(p.price.kontra) +
                  " mal gespritzt goes beyond Kontra and Re, which the engine does not play");
      return false;
    }
    if (p.price.kontra >= 1) {
      const int leader = (p.dealer + 1) % kSeats;
      for (int k = 1; k <= kSeats; ++k) {
        const int s = (leader + k) % kSeats;
        if (!((setup.party >> s) & 1u)) {
          log.doubles.push_back({s, LogDoubleCall::kKontra});
          break;
        }
      }
    }
    if (p.price.kontra == 2) log.doubles.push_back({c.declarer, LogDoubleCall::kRe});
    log.plays = p.plays;
    if (!view_seat_known()) {
      problem(g, 0, NsReason::kMalformed,
              "the viewer \"" + viewer_name_ + "\" is not one of the four players");
      return false;
    }
    log.viewer = seat_of(viewer_name_);
    log.meta_json = meta(g, p);
    // 1. Every play legal, every trick won by the seat that leads the next one.
    std::vector<LogError> errors = validate_deal_log(log);
    if (!errors.empty()) {
      for (const LogError& e : errors) {
        problem(g, line_of(g, e.where), NsReason::kIllegal,
                "the engine rejects the game: " + format_error(e));
      }
      return false;
    }
    for (std::size_t t = 0; t < p.trick_leaders.size(); ++t) {
      const int engine_leader = log.play_seat[t * kSeats];
      if (engine_leader != p.trick_leaders[t]) {
        problem(g, g.tricks[t].line, NsReason::kIllegal,
                "the protocol has " + players_[static_cast<std::size_t>(p.trick_leaders[t])] +
                    " lead trick " + std::to_string(t + 1) + ", but under the rules " +
                    players_[static_cast<std::size_t>(engine_leader)] +
                    (t == 0 ? " (forehand) leads it" : " won trick " + std::to_string(t)));
        return false;
      }
    }
    // 2. The engine's result against everything the protocol records.
    std::array<std::string, kSeats> names;
    for (int s = 0; s < kSeats; ++s) names[s] = players_[static_cast<std::size_t>(s)];
    std::vector<SkDouble> doubles;
    for (const LogDouble& d : log.doubles) {
      doubles.push_back(
          {d.seat, d.call == LogDoubleCall::kRe ? SkDoubleKind::kRe : SkDoubleKind::kKontra});
    }
    const SkReplay r = replay_schafkopf(rules, c, p.dealer, p.hands, p.plays, doubles, names);
    if (!r.complete) {
      problem(g, g.line, NsReason::kIllegal, "the hand did not finish in the engine");
      return false;
    }
    if (p.claims.higher_ober && !tie_decided(g, p, r.result)) return false;
    if (!agrees(g, p, r.result)) return false;
    log.result = LogResult{std::vector<int>(r.result.points.begin(), r.result.points.end()),
                           std::vector<int>(g.deltas.begin(), g.deltas.end()),
                           {},
                           {},
                           {}};
    errors = validate_deal_log(log);
    if (!errors.empty()) {
      problem(g, g.line, NsReason::kDisagrees,
              "the engine rejects the game's result: " + format_error(errors[0]));
      return false;
    }
    out_.games.push_back({std::move(log), g.number, g.line, r.result});
    return true;
  }

  // Under "Bei Augengleichheit verliert, wer den höheren Ober hatte": whether the Obers decide
  // a tie for the most card points (a tied player was dealt one); reports it when not.
  bool tie_decided(RawGame& g, const Parsed& p, const SkResult& r) {
    const int most = *std::max_element(r.points.begin(), r.points.end());
    std::string tied;
    int count = 0;
    bool ober = false;
    for (int s = 0; s < kSeats; ++s) {
      if (r.points[static_cast<std::size_t>(s)] != most) continue;
      ++count;
      tied += (tied.empty() ? "" : " and ") + players_[static_cast<std::size_t>(s)];
      for (Suit o : {Suit::kClubs, Suit::kSpades, Suit::kHearts, Suit::kDiamonds}) {
        ober = ober || has(p.hands[static_cast<std::size_t>(s)], make_card(o, Rank::kQueen));
      }
    }
    if (count < 2 || ober) return true;
    problem(g, g.result_line, NsReason::kUndetermined,
            "not imported: " + tied + " tie with " + std::to_string(most) +
                " Augen and the protocol lets the one with the higher Ober lose, but none of "
                "them was dealt an Ober, so the loser is not determined");
    return false;
  }

  bool view_seat_known() const { return seat_of(viewer_name_) >= 0; }

  // The protocol line of a deal-log location ("plays[9]" is in the third trick line).
  int line_of(const RawGame& g, const std::string& where) const {
    if (starts_with(where, "plays[")) {
      const std::optional<int> k = number(where.substr(6, where.find(']') - 6));
      if (k && *k >= 0 && static_cast<std::size_t>(*k / kSeats) < g.tricks.size()) {
        return g.tricks[static_cast<std::size_t>(*k / kSeats)].line;
      }
    }
    if (starts_with(where, "contract")) return g.contract_line;
    if (starts_with(where, "doubles") || starts_with(where, "result")) return g.result_line;
    return g.line;
  }

  // Compares the engine's settled hand with the protocol's claims, price and payouts.
  bool agrees(RawGame& g, const Parsed& p, const SkResult& r) {
    const Claims& cl = p.claims;
    const Price& pr = p.price;
    auto disagree = [&](int line, const std::string& what) {
      problem(g, line, NsReason::kDisagrees, "the engine disagrees with the protocol: " + what);
      return false;
    };
    const std::string& ctext = contract_name(p.contract);
    if (p.contract.game == SkGame::kRamsch) {
      const int loser = seat_of(cl.who);
      if (loser < 0 || cl.won) return disagree(g.result_line, "no Ramsch loser is named");
      if (!((r.ramsch_losers >> loser) & 1)) {
        return disagree(g.result_line,
                        "it names " + cl.who + " as the Ramsch loser" +
                            (cl.higher_ober ? " (of the tied players, the engine lets the one "
                                              "dealt the higher Ober lose)"
                                            : ""));
      }
      if (cl.loser_points && *cl.loser_points != r.points[static_cast<std::size_t>(loser)]) {
        return disagree(
            g.result_line,
            cl.who + " has " + std::to_string(*cl.loser_points) + " Augen in the protocol, " +
                std::to_string(r.points[static_cast<std::size_t>(loser)]) + " in the engine");
      }
      int named = 0;
      for (const std::string& j : cl.jungfrauen) {
        const int s = seat_of(j);
        if (s < 0 || r.tricks[static_cast<std::size_t>(s)] != 0) {
          return disagree(g.result_line, j + " is called Jungfrau but took a trick");
        }
        named |= 1 << s;
      }
      // The count in the price ("Mit 2 mal Jungfrau") is complete; the names may be left out
      // ("Du verlierst den Ramsch" alone).
      if (pr.jungfrau != r.jungfrauen ||
          std::popcount(static_cast<unsigned>(named)) > r.jungfrauen) {
        return disagree(g.result_line, "the protocol prices " + std::to_string(pr.jungfrau) +
                                           " Jungfrau, the engine finds " +
                                           std::to_string(r.jungfrauen) +
                                           " players without a trick");
      }
    } else {
      if (seat_of(cl.who) != p.contract.declarer) {
        return disagree(g.result_line, "it names " + cl.who + " as the declarer");
      }
      if (cl.won != r.declarer_won) {
        return disagree(g.result_line, "it says the " + ctext + " was " +
                                           (cl.won ? "won" : "lost") + ", the engine finds " +
                                           std::to_string(r.party_points) + " points and " +
                                           std::to_string(r.party_tricks) + " tricks");
      }
      if (cl.opponents_points && *cl.opponents_points != 120 - r.party_points) {
        return disagree(g.result_line, "the opponents have " +
                                           std::to_string(*cl.opponents_points) +
                                           " Augen in the protocol, " +
                                           std::to_string(120 - r.party_points) + " in the engine");
      }
      if (pr.schneider != r.schneider || pr.schwarz != r.schwarz) {
        return disagree(g.result_line, std::string("schneider/schwarz: the protocol prices ") +
                                           (pr.schneider ? "schneider" : "no schneider") + ", " +
                                           (pr.schwarz ? "schwarz" : "no schwarz"));
      }
      if (pr.runners != r.runners) {
        return disagree(g.result_line, "the protocol prices " + std::to_string(pr.runners) +
                                           " runners, the engine " + std::to_string(r.runners) +
                                           " (run of " + std::to_string(p.raw_runs) + ")");
      }
    }
    if (pr.tout_doubled && !p.contract.tout) {
      return disagree(g.result_line, "it prices \"Doppelt für Tout\" for a " + ctext);
    }
    if (g.price != r.value) {
      return disagree(g.score_line, "the price is " + std::to_string(g.price) +
                                        " in the protocol and " + std::to_string(r.value) +
                                        " in the engine (" + ctext + ")");
    }
    for (int s = 0; s < kSeats; ++s) {
      if (g.deltas[s] != r.units[s]) {
        return disagree(g.score_line, players_[static_cast<std::size_t>(s)] + " gets " +
                                          std::to_string(g.deltas[s]) + " in the protocol and " +
                                          std::to_string(r.units[s]) + " in the engine");
      }
    }
    return true;
  }

  std::string meta(const RawGame& g, const Parsed& p) const {
    std::string m = "{\"source\":" + json_string("NetSchafkopf protocol") +
                    ",\"file\":" + json_string(source_) + ",\"line\":" + std::to_string(g.line) +
                    ",\"game\":" + std::to_string(g.number);
    if (!ruleset_.empty()) m += ",\"ruleset\":" + json_string(ruleset_);
    if (!date_.empty()) m += ",\"date\":" + json_string(date_);
    m += ",\"contract\":" + json_string(g.contract);
    m += ",\"result_text\":" + json_string(g.result);
    m += ",\"price\":" + std::to_string(g.price);
    if (p.price.kontra > 0) {
      m += ",\"doubles_note\":" +
           json_string("the protocol says \"" + std::to_string(p.price.kontra) +
                       " mal gespritzt\" but not who: the seats in doubles are assumed (Kontra: "
                       "the first opponent after the leader; Re: the declarer)");
    }
    if (p.claims.higher_ober) {
      m += ",\"ramsch_tie\":" + json_string("the protocol says \"" + std::string(kTieSentence) +
                                            "\": sk_ramsch_tie = higher_ober");
    }
    if (p.schieber) {
      m += ",\"spielart\":\"Schieber\",\"cards_passed\":";
      m += p.passed ? "true" : "false";
      m += ",\"schieber\":{\"note\":" +
           json_string(p.passed ? "cards were passed before play: the hands are the cards each "
                                  "seat played, the protocol's listed hands differ from them"
                                : "the listed hands are the hands as played") +
           ",\"listed_hands\":[";
      for (int s = 0; s < kSeats; ++s) {
        // The hand lines start left of the dealer.
        const auto& codes =
            g.hands[static_cast<std::size_t>((s - p.dealer - 1 + 2 * kSeats) % kSeats)].second;
        m += s ? ",[" : "[";
        for (std::size_t k = 0; k < codes.size(); ++k) m += (k ? "," : "") + json_string(codes[k]);
        m += "]";
      }
      m += "],\"gave\":[";
      for (int s = 0; s < kSeats; ++s) {
        m += s ? ",[" : "[";
        const std::size_t i = static_cast<std::size_t>(s);
        bool first = true;
        for (Card x : cards(p.listed[i] & ~p.hands[i])) {
          m += (first ? "" : ",") + json_string(german_code(x));
          first = false;
        }
        m += "]";
      }
      m += "],\"received\":[";
      for (int s = 0; s < kSeats; ++s) {
        m += s ? ",[" : "[";
        const std::size_t i = static_cast<std::size_t>(s);
        bool first = true;
        for (Card x : cards(p.hands[i] & ~p.listed[i])) {
          m += (first ? "" : ",") + json_string(german_code(x));
          first = false;
        }
        m += "]";
      }
      m += "]}";
    }
    return m + "}";
  }

  std::string text_;
  std::string source_;
  std::vector<Line> lines_;
  std::string ruleset_;
  std::string viewer_name_;
  std::string date_;
  std::vector<std::string> players_;
  std::vector<RawGame> games_;
  NsImport out_;
};

}  // namespace

NsImport import_netschafkopf(std::string_view bytes, std::string_view source) {
  return Importer(bytes, source).run();
}

}  // namespace engine
