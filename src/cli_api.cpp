// The position a deal log in progress stops at, and the suggestion's JSON (src/cli_api.h).
#include "cli_api.h"

#include <string>
#include <vector>

#include "engine/schafkopf_bids.h"
#include "solver/schafkopf/players.h"

namespace cli {
namespace {

using J = nlohmann::ordered_json;

std::optional<DecisionPosition> fail(engine::LogError* error, std::string where,
                                     std::string message) {
  *error = engine::LogError{std::move(where), std::move(message)};
  return std::nullopt;
}

std::optional<DecisionPosition> sheepshead_position(const engine::DealLog& log,
                                                    engine::LogError* error) {
  if (!log.deal_known) {
    return fail(error, "hands",
                "the log does not give every seat's cards (every hand and the blind), so the "
                "position cannot be set up");
  }
  std::string why;
  auto hand = engine::replay_sheepshead(log, log.plays.size(), &why);
  if (!hand) return fail(error, "", why);
  if (hand->phase() == engine::Phase::kDone) {
    if (hand->result().thrown_in) {
      return fail(error, "auction",
                  "everyone passed and the hand was thrown in: no decision is left");
    }
    return fail(error, "plays",
                "the hand is over (" + std::to_string(log.plays.size()) +
                    " cards played): no decision is left");
  }
  DecisionPosition p;
  p.sheepshead = std::move(*hand);
  return p;
}

// The optional key "poll" (ENGINE.md): how many answers of the Kontra/Re poll by seats that may
// say yes have been given; nullopt when absent.
std::optional<int> poll_answers(const engine::DealLog& log, engine::LogError* error, bool* bad) {
  *bad = false;
  if (log.extra_json.empty()) return std::nullopt;
  const J extra = J::parse(log.extra_json, nullptr, false);
  if (!extra.is_object() || !extra.contains("poll")) return std::nullopt;
  const J& p = extra["poll"];
  if (!p.is_number_integer() || p.get<long long>() < 0 || p.get<long long>() > 8) {
    *bad = true;
    *error = engine::LogError{"poll",
                              "must be the number of Kontra/Re answers given, from 0 to "
                              "8, not " +
                                  p.dump()};
    return std::nullopt;
  }
  return static_cast<int>(p.get<long long>());
}

// Drives a Schafkopf hand through what the log records: the auction from "bids" (which may stop
// before the contract, engine/schafkopf_bids.h) or, without them, rebuilt from the contract
// (the declarer says PLAY, the others pass, as the analyzer does), the contract, the Kontra/Re
// poll and the plays, and stops at the first decision the log does not answer. The poll: a log
// whose plays stop where the poll is held has it in progress (its next answer by a seat that may
// say yes is the decision, after those recorded in "doubles"; "poll" says how many such answers,
// "no" ones included, were given); plays after the poll point mean it is over.
std::optional<DecisionPosition> schafkopf_position(const engine::DealLog& log,
                                                   engine::LogError* error) {
  if (!log.deal_known) {
    return fail(error, "hands",
                "the log does not give every seat's cards, so the position cannot be set up");
  }
  bool bad = false;
  const std::optional<int> poll = poll_answers(log, error, &bad);
  if (bad) return std::nullopt;
  // The auction: "bids" when the log gives them (schafkopf_bids.h; it may stop there), else
  // rebuilt from the contract.
  std::vector<engine::LogError> errors;
  const auto bids = engine::schafkopf_bids_of_log(log, &errors);
  if (!errors.empty()) return fail(error, errors[0].where, errors[0].message);
  std::optional<engine::SchafkopfHand> start;
  if (bids) {
    start = engine::schafkopf_hand_after_bids(log, *bids, &errors);
    if (!start) return fail(error, errors[0].where, errors[0].message);
    if (start->phase() == engine::SkPhase::kDone) {
      return fail(error, "bids", "everyone passed and the hand was thrown in: no decision is left");
    }
  } else {
    std::string why;
    const auto rep = engine::replay_schafkopf_log(log, 0, &why);
    if (!rep) return fail(error, "", why);
    const engine::SkContract& c = rep->contract;
    start.emplace(rep->rules, log.dealer, rep->dealt);
    engine::SchafkopfHand& h = *start;
    while (h.phase() == engine::SkPhase::kAuction) {
      const bool play = c.game != engine::SkGame::kRamsch && h.to_act() == c.declarer;
      if (auto e = h.bid({play ? engine::SkBidKind::kPlay : engine::SkBidKind::kPass, 0})) {
        return fail(error, "contract", "the auction cannot be rebuilt: " + *e);
      }
    }
    if (h.phase() == engine::SkPhase::kDeclare) {
      if (auto e = h.declare(c)) return fail(error, "contract", *e);
    }
  }
  engine::SchafkopfHand& h = *start;
  const bool in_auction = h.phase() == engine::SkPhase::kAuction ||
                          h.phase() == engine::SkPhase::kBidding ||
                          h.phase() == engine::SkPhase::kDeclare;
  if (in_auction) {
    DecisionPosition p;
    p.schafkopf = std::move(h);
    return p;
  }
  std::vector<engine::SkDouble> doubles;
  for (const engine::LogDouble& d : log.schafkopf().doubles) {
    doubles.push_back({d.seat, d.call == engine::LogDoubleCall::kRe
                                   ? engine::SkDoubleKind::kRe
                                   : engine::SkDoubleKind::kKontra});
  }

  std::size_t next_double = 0;
  std::size_t next_play = 0;
  int choices = 0;
  while (h.phase() != engine::SkPhase::kDone) {
    if (h.phase() == engine::SkPhase::kDoubling) {
      // Plays after the poll's point: the poll is over (its unrecorded answers were no).
      const bool poll_over = next_play < log.plays.size();
      if (h.may_double() && !poll_over) {
        if (poll ? choices >= *poll : next_double >= doubles.size()) break;
      }
      const int seat = h.to_act();
      // The poll's round says what a yes is (a Kontra by an early seat is followed by "no
      // Kontra" answers, not Re ones: protocol-05-011).
      const engine::SkDoubleKind kind = h.poll_kind();
      const bool yes = h.may_double() && next_double < doubles.size() &&
                       doubles[next_double].seat == seat && doubles[next_double].kind == kind;
      if (h.may_double()) ++choices;
      if (auto e = h.answer_double(yes)) return fail(error, "doubles", *e);
      if (yes) ++next_double;
      continue;
    }
    if (next_play >= log.plays.size()) break;
    if (auto e = h.play(log.plays[next_play])) {
      return fail(error, "plays[" + std::to_string(next_play) + "]", *e);
    }
    ++next_play;
  }
  if (next_double < doubles.size()) {
    return fail(error, "doubles[" + std::to_string(next_double) + "]",
                poll ? "\"poll\" says fewer answers were given than \"doubles\" records"
                     : "the Kontra/Re poll (SK-6.4) does not give this seat that call");
  }
  if (h.phase() == engine::SkPhase::kDone) {
    return fail(error, "plays",
                "the hand is over (" + std::to_string(log.plays.size()) +
                    " cards played): no decision is left");
  }
  DecisionPosition p;
  p.schafkopf = std::move(h);
  return p;
}

std::string sk_game_type(engine::SkGame g) {
  switch (g) {
    case engine::SkGame::kSauspiel:
      return "sauspiel";
    case engine::SkGame::kSolo:
      return "solo";
    case engine::SkGame::kWenz:
      return "wenz";
    case engine::SkGame::kFarbwenz:
      return "farbwenz";
    case engine::SkGame::kGeier:
      return "geier";
    case engine::SkGame::kFarbgeier:
      return "farbgeier";
    case engine::SkGame::kRamsch:
      return "ramsch";
  }
  return "?";
}

J contract_json(const engine::SkContract& c) {
  J j;
  j["type"] = sk_game_type(c.game);
  if (c.game != engine::SkGame::kRamsch) j["declarer"] = c.declarer;
  if (c.game == engine::SkGame::kSauspiel) {
    j["called"] = engine::card_code(c.called_card());
  } else if (c.has_suit()) {
    j["trump"] = std::string(1, engine::suit_letter(c.suit));
  }
  if (c.tout) j["tout"] = true;
  return j;
}

J call_json(const engine::Call& c) {
  J j;
  if (c.type == engine::CallType::kAlone) {
    j["alone"] = true;
    return j;
  }
  j["card"] = engine::card_code(c.called_card());
  if (c.type == engine::CallType::kUnknown) j["under"] = engine::card_code(c.under);
  return j;
}

J bid_json(const engine::SkBid& b) {
  switch (b.kind) {
    case engine::SkBidKind::kPass:
      return "pass";
    case engine::SkBidKind::kPlay:
      return "play";
    case engine::SkBidKind::kRank:
      return J{{"rank", b.rank}};
    case engine::SkBidKind::kWithdraw:
      return "withdraw";
    case engine::SkBidKind::kHold:
      return "hold";
    case engine::SkBidKind::kYield:
      return "yield";
  }
  return "pass";
}

}  // namespace

std::optional<DecisionPosition> decision_position(const engine::DealLog& log,
                                                  engine::LogError* error) {
  return log.game == engine::Game::kSchafkopf ? schafkopf_position(log, error)
                                              : sheepshead_position(log, error);
}

J action_json(const solver::GameAction& a, const DecisionPosition& pos) {
  if (const auto* sk = std::get_if<solver::SkAction>(&a)) {
    switch (sk->kind) {
      case solver::SkActionKind::kBid:
        return J{{"bid", bid_json(sk->bid)}};
      case solver::SkActionKind::kDeclare:
        return J{{"contract", contract_json(sk->contract)}};
      case solver::SkActionKind::kDouble:
        if (!sk->yes) return "no";
        return pos.schafkopf && !pos.schafkopf->doubles().empty() ? "re" : "kontra";
      case solver::SkActionKind::kPlay:
        return engine::card_code(sk->card);
    }
    return nullptr;
  }
  const solver::Action& x = std::get<solver::Action>(a);
  switch (x.kind) {
    case solver::DecisionKind::kPick:
      return x.take ? "pick" : "pass";
    case solver::DecisionKind::kBury: {
      J cards = J::array();
      for (engine::Card c : engine::cards(x.bury)) cards.push_back(engine::card_code(c));
      return J{{"bury", cards}};
    }
    case solver::DecisionKind::kCall:
      return J{{"call", call_json(x.call)}};
    case solver::DecisionKind::kPlay:
      return engine::card_code(x.card);
    default: {
      // A Schafkopf kind in an analysis Action (the tutor's values of Schafkopf auctions).
      if (auto sk = solver::to_sk_action(x)) return action_json(solver::GameAction{*sk}, pos);
      return nullptr;
    }
  }
}

J suggestion_json(const solver::Suggestion& s, const DecisionPosition& pos, bool with_values) {
  J j;
  j["seat"] = s.seat;
  j["decision"] = solver::decision_kind_name(s.kind);
  j["action"] = action_json(s.action, pos);
  if (with_values) {
    J values = J::array();
    for (const solver::Alternative& a : s.values) {
      J v;
      const std::optional<solver::SkAction> sk =
          pos.schafkopf ? solver::to_sk_action(a.action) : std::nullopt;
      v["action"] = sk ? action_json(solver::GameAction{*sk}, pos)
                       : action_json(solver::GameAction{a.action}, pos);
      v["units"] = a.has_values ? J(a.units.mean) : J(nullptr);
      v["units_se"] = a.has_values ? J(a.units.se) : J(nullptr);
      values.push_back(v);
    }
    j["values"] = values;
    if (!s.note.empty()) j["note"] = s.note;
  }
  return j;
}

solver::Suggestion suggest_at(const DecisionPosition& pos, const solver::SuggestOptions& options,
                              const std::atomic<bool>* cancel, solver::SuggestTables* tables) {
  return pos.schafkopf ? solver::suggest(*pos.schafkopf, options, cancel, tables)
                       : solver::suggest(*pos.sheepshead, options, cancel, tables);
}

}  // namespace cli
