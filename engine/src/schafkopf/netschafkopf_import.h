// The NetSchafkopf protocol importer behind import_netschafkopf (engine/netschafkopf.h; RULES.md
// §4, SK-12), engine-private: the text helpers, what one game block holds as written (RawGame)
// and as read (Parsed), and the Importer. netschafkopf.cpp holds the text helpers and the run;
// netschafkopf_lines.cpp cuts the protocol into its header and game blocks (the lexer);
// netschafkopf_parse.cpp reads one block (hands, contract, tricks, price, claims, SK-12);
// netschafkopf_build.cpp finds the table's settings and builds and checks each deal log.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/netschafkopf.h"

namespace engine::netschafkopf_import {

constexpr int kSeats = kSchafkopfSeats;

// Without the spaces and tabs at either end.
std::string_view trim(std::string_view s);
// The words of s, split at spaces and tabs.
std::vector<std::string> words(std::string_view s);
bool starts_with(std::string_view s, std::string_view p);
// A whole number, optionally signed ("+12", "-3", "0"); nullopt otherwise.
std::optional<int> number(std::string_view s);
// German card code, suit first: E G H S, then A Z K O U 9 8 7 (README).
std::optional<Card> german_card(std::string_view code);
// A German suit name ("Eichel", "Gras", ...), or nullopt.
std::optional<Suit> german_suit(std::string_view name);
// JSON string literal (meta is written as JSON text; the engine has no JSON library).
std::string json_string(std::string_view s);

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

  NsImport run();

 private:
  struct Line {
    int no;
    std::string text;
  };

  void split_lines();

  void read_header();

  void read_games();

  int seat_of(std::string_view name) const;

  static void problem(RawGame& g, int line, NsReason reason, std::string message);

  std::optional<SkContract> parse_contract(RawGame& g, int& declarer_out);

  // Parses the price sentences; returns false (with a problem) on anything unknown.
  bool parse_price(RawGame& g, Price& p);

  // The claims before the price: who won or lost, the Augen, the Jungfrauen.
  bool parse_claims(RawGame& g, bool ramsch, Claims& c);

  // The sentence of a Schieber's own payment for a game thrown in ("Der Erste und der Letzte
  // zahlen an die beiden anderen Spieler 50 Punkte, weil sie nicht gespielt haben."), or "".
  static std::string payment_rule(const RawGame& g);

  // The hand lines as read: cards per hand (8 or 6), every listed card, and the first line
  // with a hidden ("DU") card and whose it is.
  struct HandLines {
    std::size_t per = 0;
    CardMask all = 0;
    int hidden_line = 0;
    std::string hidden_who;
  };
  // What each seat played, and whether some card was played twice.
  struct Played {
    std::array<CardMask, kSeats> by_seat{};
    bool twice = false;
  };
  // One game block read; nullopt (with the game's problem recorded) when it cannot be imported.
  std::optional<Parsed> parse(RawGame& g);
  // The steps of parse, in order; each records the problem and returns false at the first one.
  // A score line, no unknown lines, a variant the engine plays, and a hand that was played.
  bool playable(RawGame& g);
  // The dealer and the four hand lines, left of the dealer on.
  bool read_hand_lines(RawGame& g, Parsed& p, HandLines& h);
  bool read_tricks(RawGame& g, Parsed& p, Played& played);
  // The hands as dealt: in a Schieber game what each seat played, else the listed hands, which
  // must be a full deck; and every trick there.
  bool settle_hands(RawGame& g, Parsed& p, const HandLines& h, const Played& played);

  static bool wenz_geier(const SkContract& c);

  // The table's settings from all games of the protocol (see netschafkopf.h).
  void find_table(const std::vector<std::optional<Parsed>>& parsed);

  // Turns one parsed game into a checked DealLog, or reports why not.
  bool build(RawGame& g, const Parsed& p);

  // Under "Bei Augengleichheit verliert, wer den höheren Ober hatte": whether the Obers decide
  // a tie for the most card points (a tied player was dealt one); reports it when not.
  bool tie_decided(RawGame& g, const Parsed& p, const SkResult& r);

  bool view_seat_known() const { return seat_of(viewer_name_) >= 0; }

  // The protocol line of a deal-log location ("plays[9]" is in the third trick line).
  int line_of(const RawGame& g, const std::string& where) const;

  // Compares the engine's settled hand with the protocol's claims, price and payouts.
  bool agrees(RawGame& g, const Parsed& p, const SkResult& r);

  std::string meta(const RawGame& g, const Parsed& p) const;

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

}  // namespace engine::netschafkopf_import
