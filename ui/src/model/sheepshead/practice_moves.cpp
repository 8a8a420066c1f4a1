// Sheepshead's practice actions (RULES.md SS-*; ui/practice/session.h): the legal choices of
// its pick, bury, call, announcements and cards, and their codes in a saved game, written and
// read back.
#include <bit>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../practice_games.h"
#include "ui/practice/session.h"

namespace ui::practice {

std::vector<Move> sheepshead_legal_moves(const engine::SheepsheadHand& h) {
  std::vector<Move> out;
  solver::Action a;
  switch (h.phase()) {
    case engine::Phase::kPick:
      a.kind = solver::DecisionKind::kPick;
      a.take = true;
      out.emplace_back(a);
      if (h.can_pass()) {
        a.take = false;
        out.emplace_back(a);
      }
      break;
    case engine::Phase::kBury: {
      // Every set of blind_size() of the picker's cards (2, or 4 four-handed: SS-14.2).
      a.kind = solver::DecisionKind::kBury;
      std::vector<engine::Card> cs;
      for (engine::Card x : engine::cards(h.picker_cards())) cs.push_back(x);
      const int k = h.rules().blind_size();
      const int n = static_cast<int>(cs.size());
      for (int mask = 0; mask < (1 << n); ++mask) {
        if (std::popcount(static_cast<unsigned>(mask)) != k) continue;
        a.bury = 0;
        for (int i = 0; i < n; ++i) {
          if (mask >> i & 1) a.bury |= engine::bit(cs[static_cast<std::size_t>(i)]);
        }
        out.emplace_back(a);
      }
      break;
    }
    case engine::Phase::kCall:
      a.kind = solver::DecisionKind::kCall;
      for (const engine::Call& c : h.legal_calls()) {
        a.call = c;
        out.emplace_back(a);
      }
      break;
    case engine::Phase::kPlay:
      a.kind = solver::DecisionKind::kPlay;
      for (engine::Card c : engine::cards(h.legal_cards())) {
        a.card = c;
        out.emplace_back(a);
      }
      break;
    case engine::Phase::kAnnounce:
      a.kind = solver::DecisionKind::kAnnounce;
      for (engine::Announce x : h.legal_announcements()) {
        a.announce = x;
        out.emplace_back(a);
      }
      break;
    case engine::Phase::kDone:
      break;
  }
  return out;
}

std::string announce_code(engine::Announce a) {
  switch (a) {
    case engine::Announce::kPass:
      return "pass";
    case engine::Announce::kCrack:
      return "crack";
    case engine::Announce::kRecrack:
      return "recrack";
    case engine::Announce::kBlitzBlack:
      return "blitz_black";
    case engine::Announce::kBlitzRed:
      return "blitz_red";
  }
  return "pass";
}

std::optional<engine::Announce> parse_announce_code(std::string_view code) {
  for (engine::Announce a :
       {engine::Announce::kPass, engine::Announce::kCrack, engine::Announce::kRecrack,
        engine::Announce::kBlitzBlack, engine::Announce::kBlitzRed}) {
    if (announce_code(a) == code) return a;
  }
  return std::nullopt;
}

std::string ss_move_code(const solver::Action& a) {
  switch (a.kind) {
    case solver::DecisionKind::kPick:
      return a.take ? "pick" : "pass";
    case solver::DecisionKind::kBury: {
      std::string out = "bury:";
      bool first = true;
      for (engine::Card c : engine::cards(a.bury)) {
        if (!first) out += ' ';
        out += engine::card_code(c);
        first = false;
      }
      return out;
    }
    case solver::DecisionKind::kCall: {
      const engine::Call& c = a.call;
      const std::string s(1, engine::suit_letter(c.suit));
      switch (c.type) {
        case engine::CallType::kAce:
          return "call:ace:" + s;
        case engine::CallType::kTen:
          return "call:ten:" + s;
        case engine::CallType::kUnknown:
          return "call:unknown:" + s + ":" + engine::card_code(c.under);
        case engine::CallType::kAlone:
          return "call:alone";
        case engine::CallType::kJack:
          return "call:jack:" + s;
      }
      return "call:alone";
    }
    case solver::DecisionKind::kPlay:
      return "play:" + engine::card_code(a.card);
    case solver::DecisionKind::kAnnounce:
      return "announce:" + announce_code(a.announce);
    case solver::DecisionKind::kBid:
    case solver::DecisionKind::kDeclare:
    case solver::DecisionKind::kDouble:
      return sk_move_code(*solver::to_sk_action(a));
  }
  return "?";
}

std::optional<Move> ss_parse_move_code(std::string_view code,
                                       const std::vector<std::string_view>& p, std::string* why) {
  auto fail = [why](const std::string& w) -> std::optional<Move> {
    *why = w;
    return std::nullopt;
  };
  solver::Action a;
  if (code == "pick" || code == "pass") {
    a.kind = solver::DecisionKind::kPick;
    a.take = code == "pick";
    return Move{a};
  }
  if (p[0] == "bury" && p.size() == 2) {
    const std::vector<std::string_view> cs = split_code(p[1], ' ');
    // Two cards, four at a four-handed table (SS-14.2); the engine checks the count.
    if (cs.size() != 2 && cs.size() != 4) return fail("a bury names two or four cards");
    a.kind = solver::DecisionKind::kBury;
    for (std::string_view s : cs) {
      auto c = card_of_move_code(s);
      if (!c) return fail("\"" + std::string(s) + "\" is not a card code");
      a.bury |= engine::bit(*c);
    }
    if (engine::count(a.bury) != static_cast<int>(cs.size())) {
      return fail("a bury names different cards");
    }
    return Move{a};
  }
  if (p[0] == "call") {
    a.kind = solver::DecisionKind::kCall;
    if (p.size() == 2 && p[1] == "alone") {
      a.call.type = engine::CallType::kAlone;
      return Move{a};
    }
    if (p.size() < 3) return fail("a call names its kind and suit");
    auto s = suit_of_code(p[2]);
    if (!s) return fail("\"" + std::string(p[2]) + "\" is not a suit letter (C, S, H, D)");
    a.call.suit = *s;
    if (p[1] == "ace" && p.size() == 3) {
      a.call.type = engine::CallType::kAce;
    } else if (p[1] == "ten" && p.size() == 3) {
      a.call.type = engine::CallType::kTen;
    } else if (p[1] == "jack" && p.size() == 3) {
      a.call.type = engine::CallType::kJack;
    } else if (p[1] == "unknown" && p.size() == 4) {
      a.call.type = engine::CallType::kUnknown;
      auto u = card_of_move_code(p[3]);
      if (!u) return fail("\"" + std::string(p[3]) + "\" is not a card code");
      a.call.under = *u;
    } else {
      return fail("not a call (ace, ten, jack, unknown or alone)");
    }
    return Move{a};
  }
  if (p[0] == "play" && p.size() == 2) {
    auto c = card_of_move_code(p[1]);
    if (!c) return fail("\"" + std::string(p[1]) + "\" is not a card code");
    a.kind = solver::DecisionKind::kPlay;
    a.card = *c;
    return Move{a};
  }
  if (p[0] == "announce" && p.size() == 2) {
    auto x = parse_announce_code(p[1]);
    if (!x) return fail("not an announcement (pass, crack, recrack, blitz_black, blitz_red)");
    a.kind = solver::DecisionKind::kAnnounce;
    a.announce = *x;
    return Move{a};
  }
  return fail("not a Sheepshead action (pick, pass, bury, call, announce, play)");
}

}  // namespace ui::practice
