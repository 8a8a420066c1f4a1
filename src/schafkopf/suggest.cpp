// `schmier suggest` and `schmier engine` for a Schafkopf log in progress (ENGINE.md; RULES.md
// §4, SK-5 to SK-6.4): the hand driven to the decision it stops at (a bid, the declaration, a
// Kontra/Re answer, a card; the keys "bids" and "poll"), the suggestion, and actions as the deal
// log writes them.
#include <memory>
#include <string>
#include <vector>

#include "cli_game.h"
#include "cli_util.h"
#include "engine/schafkopf.h"
#include "engine/schafkopf_bids.h"
#include "schafkopf/cli.h"
#include "solver/filler.h"
#include "solver/schafkopf/players.h"

namespace cli {
namespace {

using J = nlohmann::ordered_json;

std::unique_ptr<DecisionPoint> fail(engine::LogError* error, std::string where,
                                    std::string message) {
  *error = engine::LogError{std::move(where), std::move(message)};
  return nullptr;
}

J contract_json(const engine::SkContract& c) {
  J j;
  j["type"] = engine::contract_type_name(c.game);
  if (c.game != engine::SkGame::kRamsch) j["declarer"] = c.declarer;
  if (c.game == engine::SkGame::kSauspiel) {
    j["called"] = engine::card_code(c.called_card());
  } else if (c.has_suit()) {
    j["trump"] = std::string(1, engine::suit_letter(c.suit));
  }
  if (c.tout) j["tout"] = true;
  return j;
}

J bid_json(const engine::SkBid& b) {
  if (b.kind == engine::SkBidKind::kRank) return J{{"rank", b.rank}};
  return engine::bid_kind_name(b.kind);
}

J sk_action_json(const solver::SkAction& sk, const engine::SchafkopfHand& hand) {
  switch (sk.kind) {
    case solver::SkActionKind::kBid:
      return J{{"bid", bid_json(sk.bid)}};
    case solver::SkActionKind::kDeclare:
      return J{{"contract", contract_json(sk.contract)}};
    case solver::SkActionKind::kDouble:
      if (!sk.yes) return "no";
      return !hand.doubles().empty() ? "re" : "kontra";
    case solver::SkActionKind::kPlay:
      return engine::card_code(sk.card);
  }
  return nullptr;
}

class SchafkopfPoint final : public DecisionPoint {
 public:
  explicit SchafkopfPoint(engine::SchafkopfHand hand) : hand_(std::move(hand)) {}
  solver::Suggestion suggest(const solver::SuggestOptions& options, const std::atomic<bool>* cancel,
                             solver::SuggestTables* tables) const override {
    return solver::suggest(hand_, options, cancel, tables);
  }
  J action_json(const solver::GameAction& a) const override {
    if (const auto* sk = std::get_if<solver::SkAction>(&a)) return sk_action_json(*sk, hand_);
    return value_json(std::get<solver::Action>(a));
  }
  // The values of Schafkopf decisions hold SkActions as analysis Actions (to_action).
  J value_json(const solver::Action& a) const override {
    if (a.kind == solver::DecisionKind::kPlay) return engine::card_code(a.card);
    const std::optional<solver::SkAction> sk = solver::to_sk_action(a);
    return sk ? sk_action_json(*sk, hand_) : J(nullptr);
  }

 private:
  engine::SchafkopfHand hand_;
};

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

}  // namespace

// Drives a Schafkopf hand through what the log records: the auction from "bids" (which may stop
// before the contract, engine/schafkopf_bids.h) or, without them, rebuilt from the contract
// (the declarer says PLAY, the others pass, as the analyzer does), the contract, the Kontra/Re
// poll and the plays, and stops at the first decision the log does not answer. The poll: a log
// whose plays stop where the poll is held has it in progress (its next answer by a seat that may
// say yes is the decision, after those recorded in "doubles"; "poll" says how many such answers,
// "no" ones included, were given); plays after the poll point mean it is over.
namespace {

// How many filler deals a Kontra/Re poll may try before the seat to decide is the one whose cards
// the log gives (solver/filler.h).
constexpr int kPollDraws = 24;

// The decision of a filled log, nullptr with *error, and *wrong_seat when the seat to decide is
// not one whose cards the log gave.
std::unique_ptr<DecisionPoint> filled_decision_point(const solver::FilledLog& filled,
                                                     engine::LogError* error, bool* wrong_seat);

}  // namespace

std::unique_ptr<DecisionPoint> schafkopf_decision_point(const engine::DealLog& given,
                                                        engine::LogError* error) {
  // Own cards only: the hidden cards completed by the filler (solver/filler.h), which nothing
  // in the answer reads; who is polled for Kontra depends on the hidden partner, so a filler
  // whose poll stops at another seat is drawn again.
  std::unique_ptr<DecisionPoint> point;
  for (int draw = 0; draw < kPollDraws && !point; ++draw) {
    const auto filled = solver::fill_schafkopf_log(given, error, draw);
    if (!filled) return nullptr;
    bool wrong_seat = false;
    point = filled_decision_point(*filled, error, &wrong_seat);
    if (!wrong_seat || given.deal_known) break;
  }
  return point;
}

namespace {

std::unique_ptr<DecisionPoint> filled_decision_point(const solver::FilledLog& filled,
                                                     engine::LogError* error, bool* wrong_seat) {
  const engine::DealLog& log = filled.log;
  auto point = [&](engine::SchafkopfHand&& h) -> std::unique_ptr<DecisionPoint> {
    const int mover = h.to_act();
    if (mover >= 0 && !filled.complete[static_cast<std::size_t>(mover)]) {
      *wrong_seat = true;
      return fail(error, "hands[" + std::to_string(mover) + "]",
                  own_cards_missing(log, mover, false));
    }
    return std::make_unique<SchafkopfPoint>(std::move(h));
  };
  bool bad = false;
  const std::optional<int> poll = poll_answers(log, error, &bad);
  if (bad) return nullptr;
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
  if (in_auction) return point(std::move(h));
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
  return point(std::move(h));
}

}  // namespace

}  // namespace cli
