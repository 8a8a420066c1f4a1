// Malformed deal logs (DEAL_LOG.md "Errors"): each is rejected with the exact location and
// sentence, nothing crashes, and checking goes on after the first problem where it makes sense.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "engine/deal_log.h"

namespace {

// The DEAL_LOG.md example as (key, raw JSON value) pairs, in file order.
const std::vector<std::pair<std::string, std::string>> kExampleKeys = {
    {"format", R"("schmier-deal-log")"},
    {"version", "1"},
    {"game", R"("sheepshead")"},
    {"players", R"(["Ann", "Bob", "Cy", "Dee", "Eve"])"},
    {"dealer", "4"},
    {"hands", R"([["QC","JS","AD","7D","9S","KH"], ["QS","TD","8C","KC","AS","7H"],
                  ["QH","JC","JH","9D","TC","8H"], ["QD","JD","KD","AC","7C","9H"],
                  ["8D","TS","KS","8S","7S","9C"]])"},
    {"blind", R"(["AH","TH"])"},
    {"auction", R"(["pick"])"},
    {"bury", R"(["7D","TH"])"},
    {"call", R"({"card": "AS"})"},
    {"plays", R"(["QC","QS","JC","QD","8D", "AD","TD","9D","KD","7S"])"},
};

// The example with some keys replaced (or added), and those mapped to "" left out.
std::string example(const std::map<std::string, std::string>& changes) {
  std::string out = "{";
  auto emit = [&](const std::string& key, const std::string& value) {
    if (value.empty()) return;
    if (out.size() > 1) out += ", ";
    out += "\"" + key + "\": " + value;
  };
  for (const auto& [key, value] : kExampleKeys) {
    auto it = changes.find(key);
    emit(key, it == changes.end() ? value : it->second);
  }
  for (const auto& [key, value] : changes) {
    bool known = false;
    for (const auto& kv : kExampleKeys) known = known || kv.first == key;
    if (!known) emit(key, value);
  }
  return out + "}";
}

std::vector<std::string> errors_of(const std::string& text) {
  engine::LoadResult r = engine::parse_deal_log(text);
  std::vector<std::string> out;
  for (const auto& e : r.errors) out.push_back(engine::format_error(e));
  if (!out.empty()) CHECK_FALSE(r.log.has_value());
  return out;
}

using Errors = std::vector<std::string>;

}  // namespace

namespace doctest {
template <>
struct StringMaker<std::vector<std::string>> {
  static String convert(const std::vector<std::string>& v) {
    std::string out = "{";
    for (const std::string& s : v) out += "\n  " + s;
    return (out + "\n}").c_str();
  }
};
}  // namespace doctest

TEST_CASE("deal log errors: the unchanged example is valid") {
  CHECK(errors_of(example({})).empty());
}

TEST_CASE("deal log errors: an illegal play names the seat, the player and the reason") {
  // Trick 2: Ann leads AD (trump); Bob, Cy and Dee follow; Eve has 8D gone and must play any.
  // Cy holds QH, JH and 9D; make Cy discard TC instead.
  CHECK(errors_of(example({{"plays", R"(["QC","QS","JC","QD","8D", "AD","TD","TC"])"}})) ==
        Errors{"plays[7]: TC is not legal for seat 2 (Cy): trump was led and Cy holds JH QH 9D"});
  // Spades led by Ann (who called AS and holds 9S as her hold card): Bob must play AS.
  CHECK(errors_of(example({{"plays", R"(["QC","QS","JC","QD","8D", "9S","7H"])"}})) ==
        Errors{"plays[6]: 7H is not legal for seat 1 (Bob): Bob holds the called ace of spades "
               "and must play it when spades are first led"});
}

TEST_CASE("deal log errors: duplicates are reported where they repeat") {
  CHECK(errors_of(example({{"hands", R"([["QC","JS","AD","7D","9S","KH"],
      ["QS","TD","8C","KC","AS","7H"], ["QH","JC","JH","9D","QC","8H"],
      ["QD","JD","KD","AC","7C","9H"], ["8D","TS","KS","8S","7S","9C"]])"}})) ==
        Errors{"hands[2][4]: QC was also dealt to seat 0"});
  CHECK(errors_of(example({{"hands", R"([["QC","JS","AD","7D","9S","QC"],
      ["QS","TD","8C","KC","AS","7H"], ["QH","JC","JH","9D","TC","8H"],
      ["QD","JD","KD","AC","7C","9H"], ["8D","TS","KS","8S","7S","9C"]])"}})) ==
        Errors{"hands[0][5]: QC is listed twice for seat 0"});
  CHECK(errors_of(example({{"blind", R"(["AH","9C"])"}})) ==
        Errors{"blind[1]: 9C was also dealt to seat 4"});
  CHECK(errors_of(example({{"plays", R"(["QC","QS","JC","QC"])"}})) ==
        Errors{"plays[3]: QC was already played (plays[0])"});
}

TEST_CASE("deal log errors: bury and call") {
  CHECK(errors_of(example({{"call", R"({"card": "AH"})"}})) ==
        Errors{"call: AH cannot be called: the picker holds the ace of hearts"});
  CHECK(errors_of(example({{"call", R"({"card": "AD"})"}})) ==
        Errors{"call: AD cannot be called: diamonds are trump"});
  CHECK(errors_of(example({{"call", R"({"card": "TS"})"}})) ==
        Errors{"call: TS cannot be called: a ten may be called only by a picker who holds all "
               "three fail aces"});
  CHECK(errors_of(example({{"call", R"({"card": "KS"})"}})) ==
        Errors{"call.card: KS cannot be called: only an ace or a ten can be called (or, under "
               "the jack-of-diamonds partner with call-ups, a jack)"});
  CHECK(errors_of(example({{"call", ""}})) ==
        Errors{"call: the call is missing: the picker, seat 0 (Ann), must call a card or play "
               "alone ({\"alone\": true})"});
  CHECK(errors_of(example({{"bury", R"(["7D","QS"])"}})) ==
        Errors{"bury[1]: QS was dealt to seat 1, not to the picker, seat 0 (Ann)",
               "plays[1]: QS was buried"});
  CHECK(errors_of(example({{"bury", R"(["7D"])"}})) ==
        Errors{"bury: the picker buries exactly 2 cards, not 1"});
  CHECK(errors_of(example({{"plays", R"(["QC","QS","JC","QD","8D", "7D"])"}})) ==
        Errors{"plays[5]: 7D was buried"});
  CHECK(errors_of(example({{"call", R"({"card": "AS", "under": "9S"})"}})) ==
        Errors{"call: an unknown AS cannot be called: the picker can call an ace"});
  CHECK(errors_of(example({{"call", R"({"card": "TS", "under": "9S"})"}})) ==
        Errors{"call.under: only an ace call can have an under card"});
}

TEST_CASE("deal log errors: the auction") {
  CHECK(errors_of(example({{"auction", R"(["pass", "pick", "pass"])"}})) ==
        Errors{"auction[2]: the auction ends at the first \"pick\"; nothing can follow it"});
  CHECK(errors_of(example({{"auction", R"(["pass", "pass"])"}})) ==
        Errors{"auction: the auction stops after 2 passes; it must end at the first \"pick\" or "
               "hold five \"pass\""});
  CHECK(errors_of(example({{"auction", R"(["pick", "bid"])"}})) ==
        Errors{"auction[1]: must be \"pick\" or \"pass\", not the text \"bid\""});
  CHECK(errors_of(example({{"auction", R"(["pass","pass","pass","pass","pass"])"}})) ==
        Errors{"bury: nobody picked, so nothing was buried",
               "call: nobody picked, so nobody called"});
  CHECK(errors_of(example({{"auction", R"(["pass","pass","pass","pass","pass"])"},
                           {"bury", ""},
                           {"call", ""},
                           {"plays", "[]"},
                           {"rules", R"({"ss_all_pass": "forced_pick"})"}})) ==
        Errors{"auction[4]: the dealer must pick: everyone else passed"});
  CHECK(errors_of(example({{"auction", ""}})) ==
        Errors{"auction: missing: a Sheepshead log needs it"});
}

TEST_CASE("deal log errors: plays against what the hands say") {
  // KS was dealt to Eve; Cy cannot play it.
  CHECK(errors_of(example({{"plays", R"(["QC","QS","JC","QD","8D", "AD","TD","KS"])"}})) ==
        Errors{"plays[7]: seat 2 (Cy) cannot play KS: it was dealt to seat 4"});
  // The blind belongs to the picker.
  CHECK(errors_of(example({{"plays", R"(["QC","AH"])"}})) ==
        Errors{"plays[1]: seat 1 (Bob) cannot play AH: it is in the blind"});
  // Without the blind, Bob's six cards are given; AH is not one of them.
  CHECK(errors_of(example({{"blind", ""}, {"plays", R"(["QC","AH"])"}})) ==
        Errors{"plays[1]: seat 1 (Bob) cannot play AH: Bob's six cards are already known: "
               "8C KC QS AS 7H TD"});
  CHECK(errors_of(example({{"plays",
                            R"(["QC","QS","JC","QD","8D", "AD","TD","9D","KD","7S", "9S","AS",
                                "TC","AC","KS", "KS"])"}})) ==
        Errors{"plays[15]: KS was already played (plays[14])"});
}

TEST_CASE("deal log errors: too many plays") {
  // Thirty-one cards: the hand is over after thirty.
  std::string plays = "[";
  for (int i = 0; i < 31; ++i) plays += std::string(i ? "," : "") + "\"7C\"";
  plays += "]";
  Errors e = errors_of(example({{"plays", plays}}));
  REQUIRE_FALSE(e.empty());
  CHECK(e.front() ==
        "plays[30]: the hand is over after 30 cards (6 tricks of 5); this card is too many");
  std::string huge = "[";
  for (int i = 0; i < 100000; ++i) huge += std::string(i ? "," : "") + "\"7C\"";
  huge += "]";
  CHECK(errors_of(example({{"plays", huge}})) ==
        Errors{"plays: has 100000 entries; no deal log needs more than 64"});
}

TEST_CASE("deal log errors: top-level keys and types") {
  CHECK(errors_of(example({{"format", ""}})) == Errors{"format: missing: every deal log needs it"});
  CHECK(errors_of(example({{"format", R"("pbn")"}})) ==
        Errors{"format: must be \"schmier-deal-log\", not the text \"pbn\""});
  CHECK(errors_of(example({{"version", "2"}})) ==
        Errors{"version: this program reads version 1 deal logs, not 2"});
  CHECK(errors_of(example({{"version", "1.0"}})) ==
        Errors{"version: this program reads version 1 deal logs, not 1.0"});
  CHECK(errors_of(example({{"game", R"("skat")"}})) ==
        Errors{"game: must be \"sheepshead\", \"schafkopf\" or \"sweep\", not the text \"skat\""});
  // A Sheepshead log called Sweep: the trick-taking keys and hands of five seats do not fit.
  const std::string round =
      ": must be a round: an array of 2 arrays of cards (seat 0, seat 1), not an array of 6";
  CHECK(errors_of(example({{"game", R"("sweep")"}})) ==
        Errors{"blind: a Sweep log has no blind", "auction: a Sweep log has no auction",
               "bury: a Sweep log has no bury", "call: a Sweep log has no call", "hands[0]" + round,
               "hands[1]" + round, "hands[2]" + round, "hands[3]" + round, "hands[4]" + round});
  CHECK(errors_of(example({{"dealer", "7"}})) ==
        Errors{"dealer: the dealer must be a seat from 0 to 4, not 7"});
  CHECK(errors_of(example({{"dealer", R"("4")"}})) ==
        Errors{"dealer: must be a whole number, not the text \"4\""});
  CHECK(errors_of(example({{"dealer", "9999999999999"}})) ==
        Errors{"dealer: 9999999999999 is out of range"});
  // Beyond 64 bits the JSON parser reads a number as a float.
  CHECK(errors_of(example({{"dealer", "99999999999999999999"}})) ==
        Errors{"dealer: must be a whole number, not 1e+20"});
  CHECK(errors_of(example({{"dealer", "-3"}})) ==
        Errors{"dealer: the dealer must be a seat from 0 to 4, not -3"});
  CHECK(errors_of(example({{"players", R"(["Ann", "Bob"])"}})) ==
        Errors{"players: a Sheepshead log names 5 players, not 2"});
  CHECK(errors_of(example({{"players", R"(["Ann", 2, "Cy", "Dee", "Eve"])"}})) ==
        Errors{"players[1]: must be a name, not 2"});
  CHECK(errors_of(example({{"viewer", "5"}})) ==
        Errors{"viewer: the viewer must be a seat from 0 to 4, not 5"});
  CHECK(errors_of(example({{"meta", "[1, 2]"}})) ==
        Errors{"meta: must be an object ({ ... }), not an array"});
  CHECK(errors_of(example({{"preset", R"("skat")"}})) ==
        Errors{"preset: unknown preset \"skat\" for Sheepshead (known: sheepshead, "
               "sheepshead_1988, sheepshead_jack_of_diamonds, sheepshead_jack_of_diamonds_crack, "
               "sheepshead_3_handed, sheepshead_4_handed)"});
  CHECK(errors_of(example({{"contract", R"({"type": "solo"})"}})) ==
        Errors{"contract: a Sheepshead log has no contract (that is Schafkopf)"});
}

TEST_CASE("deal log errors: cards") {
  CHECK(errors_of(example({{"blind", R"(["AH","XX"])"}})) ==
        Errors{"blind[1]: \"XX\" is not a card"});
  CHECK(errors_of(example({{"blind", R"(["AH",10])"}})) ==
        Errors{"blind[1]: must be a card code such as \"QC\", not 10"});
  CHECK(errors_of(example({{"blind", R"(["AH","TH","9C"])"}})) ==
        Errors{"blind: the blind holds 2 cards, not 3"});
  CHECK(errors_of(example({{"hands", R"([["QC","JS","AD","7D","9S","KH","AH"], null, null,
                                         null, null])"},
                           {"blind", ""}})) ==
        Errors{"hands[0]: seat 0 (Ann) was dealt 6 cards, not 7"});
  CHECK(errors_of(example({{"hands", R"([null, null, null, null])"}})) ==
        Errors{"hands: a Sheepshead log lists 5 hands, not 4"});
  // A long string is shortened in the message.
  CHECK(errors_of(example({{"blind", R"(["AH","abcdefghijklmnopqrstuvwxyz0123456789"])"}})) ==
        Errors{"blind[1]: \"abcdefghijklmnopqrstuvwx...\" is not a card"});
}

TEST_CASE("deal log errors: every problem of a broken log is reported, not just the first") {
  CHECK(errors_of(example({{"version", "3"},
                           {"dealer", "true"},
                           {"blind", R"(["AH","ZZ"])"},
                           {"plays", R"(["QC", null])"}})) ==
        Errors{"version: this program reads version 1 deal logs, not 3",
               "dealer: must be a whole number, not true", "blind[1]: \"ZZ\" is not a card",
               "plays[1]: must be a card code such as \"QC\", not null"});
  CHECK(errors_of(
            example({{"rules", R"({"ss_trump_suit": "X", "ss_crack": "yes", "no_flag": 1})"}})) ==
        Errors{"rules.no_flag: unknown rule flag no_flag",
               "rules.ss_crack: ss_crack must be true or false",
               "rules.ss_trump_suit: ss_trump_suit cannot be \"X\" (allowed: \"D\", \"C\")"});
}

TEST_CASE("deal log errors: broken JSON, wrong roots, NUL and non-UTF-8 bytes") {
  CHECK(errors_of(R"({"format": "schmier-deal-log", )") ==
        Errors{"the log is not valid JSON: line 1, column 32: syntax error while parsing object "
               "key - unexpected end of input; expected string literal"});
  CHECK(errors_of("") == Errors{"the log is not valid JSON: line 1, column 1: syntax error while "
                                "parsing value - unexpected end of input; expected '[', '{', or "
                                "a literal"});
  CHECK(errors_of("[1, 2]") == Errors{"a deal log must be a JSON object ({ ... }), not an array"});
  CHECK(errors_of(std::string(100000, '[')) ==
        Errors{"the log nests brackets more than 64 levels deep"});
  // Brackets inside strings do not count.
  CHECK(errors_of(example({{"meta", "{\"note\": \"" + std::string(200, '[') + "\"}"}})).empty());
  const Errors bad_utf8 = errors_of("{\"format\": \"schmier\xff\"}");
  REQUIRE(bad_utf8.size() == 1);
  CHECK(bad_utf8[0] ==
        "the log is not valid JSON: line 1, column 20: syntax error while parsing "
        "value - invalid string: ill-formed UTF-8 byte");
  const Errors nul = errors_of(std::string("{\"format\": \"a\0b\"}", 17));
  REQUIRE(nul.size() == 1);
  CHECK(nul[0].rfind("the log is not valid JSON: line 1, column 14:", 0) == 0);
  CHECK(errors_of(std::string(engine::kMaxLogBytes + 1, ' ')) ==
        Errors{"the log is larger than 4 MB, too large for a deal log"});
}

TEST_CASE("deal log errors: results") {
  CHECK(errors_of(example({{"result", R"({"points": [1, 2, 3, 4, 5]})"}})) ==
        Errors{"result: the hand is not finished (10 of 30 cards played), so it has no result "
               "yet"});
  CHECK(errors_of(example({{"result", R"({"points": [1, 2]})"}})) ==
        Errors{"result.points: must list 5 seats, not 2"});
  CHECK(errors_of(example({{"result", R"({"units": [1, 2, "x", 4, 5]})"}})) ==
        Errors{"result.units[2]: must be a whole number, not the text \"x\""});
  CHECK(errors_of(example({{"result", R"({"score": 1})"}})) ==
        Errors{"result.score: unknown key; a result has \"points\" and \"units\""});
}

TEST_CASE("deal log errors: Schafkopf shape") {
  const std::string head =
      R"({"format": "schmier-deal-log", "version": 1, "game": "schafkopf", "dealer": 0, )";
  CHECK(errors_of(head + R"("plays": []})") ==
        Errors{"contract: missing: a Schafkopf log needs it"});
  CHECK(errors_of(head + R"("contract": {"type": "sauspiel", "declarer": 1, "called": "AH"},
                            "plays": []})") ==
        Errors{"contract.called: a Sauspiel calls the ace of Eichel (AC), Gras (AS) or Schellen "
               "(AD), not AH"});
  CHECK(errors_of(head + R"("contract": {"type": "solo", "declarer": 4}, "plays": []})") ==
        Errors{"contract.declarer: the declarer must be a seat from 0 to 3, not 4",
               "contract.trump: a solo needs its trump suit"});
  CHECK(errors_of(head + R"("contract": {"type": "bettel", "declarer": 1}, "plays": []})") ==
        Errors{"contract.type: must be one of \"sauspiel\", \"solo\", \"wenz\", \"farbwenz\", "
               "\"geier\", \"farbgeier\", \"ramsch\", not the text \"bettel\""});
  CHECK(errors_of(head + R"("contract": {"type": "wenz", "declarer": 1}, "preset":
                            "schafkopf_short", "plays": ["7C"]})") ==
        Errors{"plays[0]: 7C is not in the short deck (no 7s and 8s)"});
  CHECK(errors_of(head + R"("contract": {"type": "ramsch"}, "doubles": [{"seat": 9, "call":
                            "supra"}], "blind": ["7C", "8C"], "plays": []})") ==
        Errors{"doubles[0].call: must be \"kontra\" or \"re\", not the text \"supra\""});
  CHECK(errors_of(head + R"("contract": {"type": "ramsch"}, "doubles": [{"seat": 9, "call":
                            "re"}], "blind": ["7C", "8C"], "plays": []})") ==
        Errors{"blind: a Schafkopf hand has no blind",
               "doubles[0].seat: must be a seat from 0 to 3, not 9"});
}
