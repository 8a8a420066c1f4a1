// Sheepshead's keys of a deal log in JSON (DEAL_LOG.md "Sheepshead"): reading the call (SS-6,
// SS-14.1) and the cracks, re-cracks and blitzes (SS-14.3, SS-14.4), and writing the auction,
// the call and those doubles. json_deal_log.cpp reads the common keys and calls these.
#include <string>
#include <vector>

#include "json_common.h"

namespace engine::json_log {

void read_sheepshead_call(ReaderBase& r, const json& j, DealLog& log) {
  if (!j.is_object()) {
    r.add("call",
          "must be an object such as {\"card\": \"AH\"} or {\"alone\": true}, not " + describe(j));
    return;
  }
  if (!r.keys_ok(j, "call", {"card", "under", "alone"},
                 "a call has \"card\", \"under\" or \"alone\"")) {
    return;
  }
  const json* alone = r.optional(j, "alone");
  const json* card = r.optional(j, "card");
  const json* under = r.optional(j, "under");
  if (alone && !alone->is_boolean()) {
    r.add("call.alone", "must be true or false, not " + describe(*alone));
    return;
  }
  const bool is_alone = alone && alone->get<bool>();
  if (is_alone) {
    if (card) r.add("call.card", "a call is either a card or alone, not both");
    if (under) r.add("call.under", "a call alone has no under card");
    if (!card && !under) log.sheepshead().call = Call{CallType::kAlone, Suit::kClubs, kNoCard};
    return;
  }
  if (!card) {
    r.add("call", "a call needs a \"card\" (the called ace or ten) or \"alone\": true");
    return;
  }
  auto c = r.read_card(*card, "call.card");
  if (!c) return;
  Call call;
  call.suit = suit_of(*c);
  if (rank_of(*c) == Rank::kAce) {
    call.type = CallType::kAce;
  } else if (rank_of(*c) == Rank::kTen) {
    call.type = CallType::kTen;
  } else if (rank_of(*c) == Rank::kJack && log.game == Game::kSheepshead) {
    call.type = CallType::kJack;  // a call-up (SS-14.1); the rules decide whether it is allowed
  } else {
    r.add("call.card", card_code(*c) +
                           " cannot be called: only an ace or a ten can be called (or, under "
                           "the jack-of-diamonds partner with call-ups, a jack)");
    return;
  }
  if (under) {
    auto u = r.read_card(*under, "call.under");
    if (!u) return;
    if (call.type != CallType::kAce) {
      r.add("call.under", "only an ace call can have an under card");
      return;
    }
    call.type = CallType::kUnknown;
    call.under = *u;
  }
  log.sheepshead().call = call;
}

// Sheepshead's cracks, re-cracks and blitzes (SS-14.3, SS-14.4): the shape only; whether each
// was legal is the poll's question (validate_deal_log).
namespace {

void read_sheepshead_doubles(ReaderBase& r, const json& j, DealLog& log) {
  if (!r.array_ok(j, "doubles", "an array such as [{\"seat\": 3, \"call\": \"crack\"}]")) return;
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string where = idx("doubles", i);
    const json& d = j[i];
    if (!d.is_object()) {
      r.add(where,
            "must be an object such as {\"seat\": 3, \"call\": \"crack\"}, not " + describe(d));
      continue;
    }
    if (!r.keys_ok(d, where, {"seat", "call", "cards"},
                   "a Sheepshead double has \"seat\", \"call\" and, for a blitz, \"cards\"")) {
      continue;
    }
    Announcement out;
    bool ok = false;
    if (const json* seat = r.required(d, "seat", "a double"))
      ok = r.read_int(*seat, where + ".seat", out.seat);
    const json* call = r.required(d, "call", "a double");
    if (!call) continue;
    const std::string* s = call->is_string() ? &call->get_ref<const std::string&>() : nullptr;
    const json* shown = r.optional(d, "cards");
    if (s && (*s == "crack" || *s == "recrack")) {
      out.kind = *s == "crack" ? Announce::kCrack : Announce::kRecrack;
      if (shown) {
        r.add(where + ".cards", "only a blitz shows cards, not a " + *s);
        ok = false;
      }
    } else if (s && *s == "blitz") {
      if (!shown) {
        r.add(where,
              "a blitz shows its two queens: \"cards\": [\"QC\", \"QS\"] (or, with "
              "ss_blitz_red, [\"QH\", \"QD\"])");
        ok = false;
      } else if (auto cards = r.read_cards(*shown, where + ".cards")) {
        CardMask m = 0;
        for (Card c : *cards) m |= bit(c);
        if (cards->size() == 2 && m == blitz_cards(Announce::kBlitzBlack)) {
          out.kind = Announce::kBlitzBlack;
        } else if (cards->size() == 2 && m == blitz_cards(Announce::kBlitzRed)) {
          out.kind = Announce::kBlitzRed;
        } else {
          r.add(where + ".cards",
                "a blitz shows both black queens (QC QS) or both red queens (QH QD), not " +
                    (cards->empty() ? std::string("nothing") : mask_string(m)));
          ok = false;
        }
      } else {
        ok = false;
      }
    } else {
      r.add(where + ".call", "must be \"crack\", \"recrack\" or \"blitz\", not " + describe(*call));
      ok = false;
    }
    if (ok) log.sheepshead().doubles.push_back(out);
  }
}

std::string auction_json(const std::vector<bool>& auction) {
  std::string a = "[";
  for (std::size_t i = 0; i < auction.size(); ++i) {
    if (i) a += ", ";
    a += auction[i] ? "\"pick\"" : "\"pass\"";
  }
  return a + "]";
}

std::string call_json(const Call& c) {
  switch (c.type) {
    case CallType::kAlone:
      return "{\"alone\": true}";
    case CallType::kUnknown:
      return "{\"card\": \"" + card_code(c.called_card()) + "\", \"under\": \"" +
             card_code(c.under) + "\"}";
    case CallType::kAce:
    case CallType::kTen:
    case CallType::kJack:
      break;
  }
  return "{\"card\": \"" + card_code(c.called_card()) + "\"}";
}

std::string sheepshead_doubles_json(const std::vector<Announcement>& doubles) {
  std::string d = "[";
  for (std::size_t i = 0; i < doubles.size(); ++i) {
    const Announcement& a = doubles[i];
    if (i) d += ", ";
    d += "{\"seat\": " + std::to_string(a.seat) + ", \"call\": ";
    switch (a.kind) {
      case Announce::kCrack:
        d += "\"crack\"}";
        break;
      case Announce::kRecrack:
        d += "\"recrack\"}";
        break;
      case Announce::kBlitzBlack:
        d += "\"blitz\", \"cards\": [\"QC\", \"QS\"]}";
        break;
      case Announce::kBlitzRed:
        d += "\"blitz\", \"cards\": [\"QH\", \"QD\"]}";
        break;
      case Announce::kPass:
        d += "\"pass\"}";  // never stored: a pass is not a double
        break;
    }
  }
  return d + "]";
}

void read_auction(ReaderBase& r, const json& root, DealLog& log) {
  const json* j = r.required(root, "auction", "a Sheepshead log");
  if (!j || !r.array_ok(*j, "auction", "an array of \"pick\" and \"pass\"")) return;
  for (std::size_t i = 0; i < j->size(); ++i) {
    const json& v = (*j)[i];
    if (v.is_string() && v.get_ref<const std::string&>() == "pick") {
      log.sheepshead().auction.push_back(true);
    } else if (v.is_string() && v.get_ref<const std::string&>() == "pass") {
      log.sheepshead().auction.push_back(false);
    } else {
      r.add(idx("auction", i), "must be \"pick\" or \"pass\", not " + describe(v));
    }
  }
}

void no_contract(ReaderBase& r, const json& root, DealLog&) {
  if (r.optional(root, "contract"))
    r.add("contract", "a Sheepshead log has no contract (that is Schafkopf)");
}

void read_keys(ReaderBase& r, const json& root, DealLog& log) {
  read_trick_keys(r, root, log, TrickKeyHooks{read_auction, no_contract, read_sheepshead_doubles});
}

// hands, blind, auction, bury, call, doubles, plays (DEAL_LOG.md's order).
void write_keys(const DealLog& log, const LineFn& line) {
  const SheepsheadLogPart& p = log.sheepshead();
  write_hands_key(log, line);
  if (p.blind) line("blind", card_list(*p.blind));
  if (!p.auction.empty()) line("auction", auction_json(p.auction));
  if (p.bury) line("bury", card_list(*p.bury));
  if (p.call) line("call", call_json(*p.call));
  if (!p.doubles.empty()) line("doubles", sheepshead_doubles_json(p.doubles));
  write_plays_key(log, deal_log_seats(log), line);
}

}  // namespace

const GameLogJson kSheepsheadLogJson{read_keys,          write_keys,        {},   kTrickResultKeys,
                                     kTrickResultListed, kTrickResultNeeds, true, nullptr};

}  // namespace engine::json_log
