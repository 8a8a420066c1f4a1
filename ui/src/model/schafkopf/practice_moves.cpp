// Schafkopf's practice actions in a saved game (RULES.md SK-*; ui/practice/session.h): the codes
// of its bids, contracts, Kontra/Re and cards, written and read back.
#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../practice_games.h"
#include "ui/practice/session.h"

namespace ui::practice {
namespace {

constexpr std::array<engine::SkGame, 7> kSkGames = {
    engine::SkGame::kSauspiel, engine::SkGame::kSolo,     engine::SkGame::kWenz,
    engine::SkGame::kGeier,    engine::SkGame::kFarbwenz, engine::SkGame::kFarbgeier,
    engine::SkGame::kRamsch};
// The bids a code writes as one word (a rank has its number).
constexpr std::array<engine::SkBidKind, 5> kSkWordBids = {
    engine::SkBidKind::kPass, engine::SkBidKind::kPlay, engine::SkBidKind::kWithdraw,
    engine::SkBidKind::kHold, engine::SkBidKind::kYield};

}  // namespace

std::string sk_move_code(const solver::SkAction& a) {
  switch (a.kind) {
    case solver::SkActionKind::kBid:
      if (a.bid.kind == engine::SkBidKind::kRank) return "bid:rank:" + std::to_string(a.bid.rank);
      return std::string("bid:") + engine::bid_kind_name(a.bid.kind);
    case solver::SkActionKind::kDeclare: {
      const engine::SkContract& c = a.contract;
      const std::string suit =
          c.has_suit() ? std::string(1, engine::suit_letter(c.suit)) : std::string("-");
      return "declare:" + engine::contract_type_name(c.game) + ":" + std::to_string(c.declarer) +
             ":" + suit + ":" + (c.tout ? "1" : "0");
    }
    case solver::SkActionKind::kDouble:
      return a.yes ? "double:yes" : "double:no";
    case solver::SkActionKind::kPlay:
      return "play:" + engine::card_code(a.card);
  }
  return "?";
}

std::optional<Move> sk_parse_move_code(std::string_view code,
                                       const std::vector<std::string_view>& p, std::string* why) {
  auto fail = [why](const std::string& w) -> std::optional<Move> {
    *why = w;
    return std::nullopt;
  };
  solver::SkAction a;
  if (p[0] == "bid" && p.size() >= 2) {
    a.kind = solver::SkActionKind::kBid;
    if (p[1] == "rank" && p.size() == 3) {
      auto r = small_int_of_code(p[2]);
      if (!r || *r < 1) return fail("the rank is not a number of 1 or more");
      a.bid.kind = engine::SkBidKind::kRank;
      a.bid.rank = *r;
      return Move{a};
    }
    if (p.size() != 2) return fail("not a bid");
    const auto* k = std::find_if(kSkWordBids.begin(), kSkWordBids.end(), [&](engine::SkBidKind w) {
      return p[1] == engine::bid_kind_name(w);
    });
    if (k == kSkWordBids.end()) return fail("not a bid (pass, play, rank, withdraw, hold, yield)");
    a.bid.kind = *k;
    return Move{a};
  }
  if (p[0] == "declare" && p.size() == 5) {
    a.kind = solver::SkActionKind::kDeclare;
    bool found = false;
    for (engine::SkGame g : kSkGames) {
      if (engine::contract_type_name(g) == p[1]) {
        a.contract.game = g;
        found = true;
      }
    }
    if (!found) return fail("\"" + std::string(p[1]) + "\" is not a contract type");
    auto seat = small_int_of_code(p[2]);
    if (!seat || *seat >= engine::kSchafkopfSeats) return fail("the declarer is not a seat 0..3");
    a.contract.declarer = *seat;
    if (a.contract.has_suit()) {
      auto s = suit_of_code(p[3]);
      if (!s) return fail("\"" + std::string(p[3]) + "\" is not a suit letter (C, S, H, D)");
      a.contract.suit = *s;
    } else if (p[3] != "-") {
      return fail("this contract has no suit");
    }
    if (p[4] != "0" && p[4] != "1") return fail("tout is not 0 or 1");
    a.contract.tout = p[4] == "1";
    return Move{a};
  }
  if (code == "double:yes" || code == "double:no") {
    a.kind = solver::SkActionKind::kDouble;
    a.yes = code == "double:yes";
    return Move{a};
  }
  if (p[0] == "play" && p.size() == 2) {
    auto c = card_of_move_code(p[1]);
    if (!c) return fail("\"" + std::string(p[1]) + "\" is not a card code");
    a.kind = solver::SkActionKind::kPlay;
    a.card = *c;
    return Move{a};
  }
  return fail("not a Schafkopf action (bid, declare, double, play)");
}

}  // namespace ui::practice
