// Schafkopf computer players (solver/players.h): the rule-based player of
// solver/schafkopf/heuristic_player.h and the sampled double-dummy player, apply_action and
// sk_action_text for SchafkopfHand.
//
// The strong player takes the heuristic's auction, declaration and Kontra/Re (sampling those
// does not fit a move budget). For a card it deals the hidden cards uniformly among the worlds
// consistent with what the seat knows (solver/schafkopf/knowledge.h; every world when there are at
// most max_worlds), solves each world double dummy for every legal card (equivalent cards once) and
// plays the best mean of its own units, then of its side's card points (its own, fewer being
// better, in a Ramsch). Search effort by the cards left in the hands: above 24 (tricks 1 and 2)
// one yes/no search per card (does the declarer win?), above 20 the exact units by a binary
// search over the settlement levels, from 20 on units and points. A Ramsch (a paranoid search
// per world) is left to the heuristic while more than 16 cards are in the hands.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "../bot_stop.h"
#include "../trick/bot_worlds.h"
#include "../watchdog.h"
#include "solver/dd.h"
#include "solver/players.h"
#include "solver/positions.h"
#include "solver/sampler.h"
#include "solver/schafkopf/heuristic_player.h"
#include "solver/schafkopf/knowledge.h"
#include "solver/schafkopf/players.h"
#include "solver/trick/equivalence.h"
#include "solver/win_chance.h"

namespace solver {

using engine::SchafkopfHand;
using engine::SkBidKind;
using engine::SkPhase;

SkAction sk_heuristic_action(const SkHeuristicPlayer& p, const SchafkopfHand& hand) {
  SkAction a;
  switch (hand.phase()) {
    case SkPhase::kAuction:
    case SkPhase::kBidding:
      a.kind = SkActionKind::kBid;
      a.bid = p.choose_bid(hand);
      break;
    case SkPhase::kDeclare:
      a.kind = SkActionKind::kDeclare;
      a.contract = p.choose_declaration(hand);
      break;
    case SkPhase::kDoubling:
      a.kind = SkActionKind::kDouble;
      a.yes = p.choose_double(hand);
      break;
    case SkPhase::kPlay:
    case SkPhase::kDone:
      a.kind = SkActionKind::kPlay;
      a.card = hand.phase() == SkPhase::kPlay ? p.choose_play(hand) : engine::kNoCard;
      break;
  }
  return a;
}

namespace {

class SkHeuristicBot : public SchafkopfBot {
 public:
  explicit SkHeuristicBot(const BotConfig& config) : player_(config.seed) {}
  SkAdvice decide(const SchafkopfHand& hand) override {
    SkAdvice adv;
    adv.action = sk_heuristic_action(player_, hand);
    return adv;
  }

 private:
  SkHeuristicPlayer player_;
};

using trick::seconds_since;

// Cards in the hands from which units are found by a few yes/no searches only (no points
// search), and the Ramsch: the heuristic plays it until at most this many cards are in the
// hands (a paranoid search from the first tricks is too slow for a move budget).
constexpr int kCheapCards = 20;
// Above this many cards in the hands only win or lose is searched (team_units_win_lose).
constexpr int kWinLoseCards = 24;
constexpr int kRamschMaxCards = 16;

// Early in the hand only "does the declarer win?" is searched (one yes/no search): the units of
// the weakest winning level, or of the best losing level. Schneider, schwarz and the Tout's
// all-or-nothing are left to the later, exact searches.
int team_units_win_lose(DoubleDummy& dd, const Position& pos) {
  const std::vector<Level>& lv = pos.objective.levels;
  return lv.empty() ? 0 : lv[win_lose_level(dd, pos)].units;
}

// The sampled player: the heuristic for the auction, the declaration and Kontra/Re; for a card,
// every legal card valued double dummy in worlds dealt consistently with what the seat knows
// (solver/schafkopf/knowledge.h), the best mean of the seat's own units, then of its side's card
// points (its own, fewer being better, in a Ramsch).
class SkStrongBot : public SchafkopfBot {
 public:
  void set_stop(const std::atomic<bool>* stop) { stop_ = stop; }
  explicit SkStrongBot(const BotConfig& config)
      : config_(config), heuristic_(config.seed), dd_(trick::bot_dd_options()) {
    dd_.set_cancel_flag(&cancel_);
  }

  // Optional per-world output of the next decide (sk_value_cards).
  void set_valuation(SkCardValuation* out) { valuation_ = out; }

  SkAdvice decide(const SchafkopfHand& hand) override {
    const auto t0 = std::chrono::steady_clock::now();
    SkAdvice adv;
    adv.action = sk_heuristic_action(heuristic_, hand);  // the fallback, always legal
    if (hand.phase() == SkPhase::kPlay) {
      // A search still running at kHardLimitFactor times the budget is stopped; the unfinished
      // world is dropped (an early card could otherwise take many seconds).
      run_with_move_limit(
          config_.budget_seconds, t0, cancel_, dd_, [&] { play(hand, adv, t0); }, stop_);
    }
    adv.seconds = seconds_since(t0);
    return adv;
  }

 private:
  // Per alternative, the sums of the mover's units and points over the worlds solved, and the
  // units per world when a valuation is asked for.
  struct Sums {
    Sums(std::size_t n, bool per_world_wanted)
        : su(n, 0), sp(n, 0), su2(n, 0), per_world(per_world_wanted ? n : 0) {}
    std::vector<double> su, sp, su2;
    std::vector<std::vector<double>> per_world;
    int used = 0;
    int with_points = 0;
    // Per world used: the party (bit per seat) and the mover's units of every representative,
    // for the win chance of the best one.
    std::vector<unsigned> world_party;
    std::vector<std::vector<double>> world_units;
  };

  void play(const SchafkopfHand& hand, SkAdvice& adv, std::chrono::steady_clock::time_point t0) {
    const engine::CardMask legal = hand.legal_cards();
    if (engine::count(legal) <= 1) return;
    const engine::SkContract& contract = *hand.contract();
    const bool ramsch = contract.game == engine::SkGame::kRamsch;
    const engine::PlayRules& pr = hand.setup().play;  // public: table, called card, running away
    const engine::PlayState& st = hand.play_state();
    int cards_left = 0;
    for (int q = 0; q < engine::kSchafkopfSeats; ++q) cards_left += engine::count(st.hands[q]);
    if (ramsch && cards_left > kRamschMaxCards) return;

    std::string error;
    const auto k = schafkopf_play_knowledge(hand, &error);
    if (!k) return;

    // Cards equivalent for the mover: same effective suit and points, adjacent in power among
    // the cards someone else may still play; the called ace is never merged.
    const CardClasses classes = equivalent_cards(pr, st, legal, k->unseen, card_set({pr.called}));

    const engine::SchafkopfRules& rules = hand.rules();
    // The Ramsch leaf reads this context through a pointer: when its contents change, the
    // solver's table must forget what it learnt with the old ones.
    if (!(ramsch_ctx_.rules == rules) || !(ramsch_ctx_.contract == contract) ||
        ramsch_ctx_.doublings != static_cast<int>(hand.doubles().size())) {
      ramsch_ctx_.rules = rules;
      ramsch_ctx_.contract = contract;
      ramsch_ctx_.doublings = static_cast<int>(hand.doubles().size());
      dd_.clear();
    }
    WorldSampler sampler(*k);
    if (sampler.count() <= 0) return;  // a contradiction (a bug): keep the heuristic's card
    trick::BotWorlds worlds(sampler, config_, static_cast<int>(hand.plays().size()), t0);
    const Sums sums = value_worlds(hand, *k, worlds, classes.reps, cards_left);
    rank_cards(hand, *k, classes, sums, worlds.exact(), adv);
    set_win_chance(hand, *k, classes, sums, worlds.exact(),
                   double(cards_left) / (engine::kSchafkopfSeats * pr.tricks_total()), adv);
  }

  // adv.win_chance: in every world, the best card's double-dummy result for the world's party
  // (or, in a Ramsch, the mover's own), through the contract class's calibration
  // (solver/win_chance.h).
  static void set_win_chance(const SchafkopfHand& hand, const Knowledge& k,
                             const CardClasses& classes, const Sums& sums, bool exact,
                             double cards_left_share, SkAdvice& adv) {
    const auto at = std::find(classes.cards.begin(), classes.cards.end(), adv.action.card);
    if (at == classes.cards.end() || sums.world_units.empty()) return;
    const std::size_t best = static_cast<std::size_t>(
        classes.rep_index[static_cast<std::size_t>(at - classes.cards.begin())]);
    const engine::SkContract& contract = *hand.contract();
    const bool ramsch = contract.game == engine::SkGame::kRamsch;
    const WinClass cls = ramsch                                       ? WinClass::kRamsch
                         : contract.game == engine::SkGame::kSauspiel ? WinClass::kSauspiel
                                                                      : WinClass::kSkSolo;
    const WinCoefficients coef = win_coefficients(cls);
    constexpr int seats = engine::kSchafkopfSeats;
    std::vector<std::vector<double>> seat_p;
    for (std::size_t w = 0; w < sums.world_units.size(); ++w) {
      const bool mover_won = sums.world_units[w][best] > 0;
      if (ramsch) {
        seat_p.push_back(win_world_each(coef, mover_won, k.mover, seats, true, cards_left_share));
        continue;
      }
      const unsigned party = sums.world_party[w];
      const bool mover_in = ((party >> k.mover) & 1u) != 0;
      seat_p.push_back(
          win_world_sides(coef, mover_won == mover_in, party, seats, cards_left_share));
    }
    const SeatChances c = win_chance_worlds(seat_p, std::vector<double>(seat_p.size(), 1.0), exact);
    adv.win_chance = c.p;
    adv.win_chance_se = c.se;
  }

  // Every representative card valued in the worlds (every world when exact, else sampled ones
  // until max_worlds or, past min_worlds, the budget); stops early when the search is cancelled.
  Sums value_worlds(const SchafkopfHand& hand, const Knowledge& k, trick::BotWorlds& worlds,
                    const std::vector<Card>& reps, int cards_left) {
    const engine::SkContract& contract = *hand.contract();
    const bool ramsch = contract.game == engine::SkGame::kRamsch;
    const engine::SchafkopfRules& rules = hand.rules();
    const engine::PlayState& st = hand.play_state();
    const int mover = k.mover;
    const int doublings = static_cast<int>(hand.doubles().size());
    const int deck_points = engine::mask_points(hand.setup().play.table.deck);
    // A world's position: the public state with the world's hands; the party from the world's
    // dealt hands (the holder of the called ace).
    auto world_position = [&](const World& w, bool& in_party, unsigned& party) {
      const auto dealt = schafkopf_world_dealt(k, w.slots);
      const engine::SkSetup setup = engine::schafkopf_setup(rules, contract, dealt);
      engine::PlayState state = st;
      for (std::size_t s = 0; s < k.slots.size(); ++s) {
        state.hands[static_cast<std::size_t>(k.slots[s].seat)] = w.slots[s];
      }
      in_party = (setup.party >> mover) & 1u;
      party = setup.party;
      return schafkopf_position(rules, contract, setup, state, dealt, doublings, &ramsch_ctx_,
                                mover);
    };
    // The mover's own units from the solver's (declarer's or, in a Ramsch, the mover's own).
    auto mover_units = [&](int u, bool in_party) {
      if (ramsch || in_party) return static_cast<double>(u);
      return contract.solo_class() ? -u / 3.0 : -static_cast<double>(u);
    };
    auto mover_points = [&](int p, bool in_party) {
      if (ramsch || in_party) return static_cast<double>(p);
      return static_cast<double>(deck_points - p);
    };

    const bool early = cards_left > kCheapCards;
    const std::size_t n = reps.size();
    Sums sums(n, valuation_ != nullptr);
    World w;
    while (n > 1 && worlds.next(w)) {
      bool in_party = false;
      unsigned party = 0;
      const Position pos = world_position(w, in_party, party);
      const bool want_points = !early || ramsch;
      std::vector<double> world_units(n, 0), world_points(n, 0);
      for (std::size_t a = 0; a < n && !cancel_.load(); ++a) {
        Position child = pos;
        engine::PlayUndo u;
        engine::make_move(child.rules, child.state, reps[a], u);
        double units = 0;
        if (want_points) {
          const SolveResult r = dd_.solve(child, false);
          units = mover_units(r.units, in_party);
          world_points[a] = mover_points(r.points, in_party);
        } else {
          const int du =
              cards_left > kWinLoseCards ? team_units_win_lose(dd_, child) : team_units(dd_, child);
          units = mover_units(du, in_party);
        }
        world_units[a] = units;
      }
      if (cancel_.load()) break;  // past the hard limit: this world is incomplete, drop it
      for (std::size_t a = 0; a < n; ++a) {
        sums.su[a] += world_units[a];
        sums.su2[a] += world_units[a] * world_units[a];
        sums.sp[a] += world_points[a];
        if (valuation_) sums.per_world[a].push_back(world_units[a]);
      }
      if (want_points) ++sums.with_points;
      ++sums.used;
      sums.world_party.push_back(party);
      sums.world_units.push_back(world_units);
    }
    return sums;
  }

  // The advice from the sums: best mean units, then points (fewer in a Ramsch), then the
  // heuristic's card, then power order; every legal card listed, the chosen one first.
  void rank_cards(const SchafkopfHand& hand, const Knowledge& k, const CardClasses& classes,
                  const Sums& sums, bool exact, SkAdvice& adv) {
    const engine::SkContract& contract = *hand.contract();
    const bool ramsch = contract.game == engine::SkGame::kRamsch;
    const engine::SchafkopfRules& rules = hand.rules();
    const std::vector<Card>& cards = classes.cards;
    const std::vector<int>& rep_index = classes.rep_index;
    const std::size_t n = classes.reps.size();
    const int used = sums.used;
    std::vector<Alternative> alts(n);
    for (std::size_t a = 0; a < n; ++a) {
      Alternative& alt = alts[a];
      alt.action.kind = DecisionKind::kPlay;
      alt.action.card = classes.reps[a];
      alt.has_values = used > 0;
      alt.has_points = sums.with_points > 0;
      if (used > 0) {
        alt.units.mean = sums.su[a] / used;
        if (!exact && used > 1) {
          const double var = std::max(0.0, sums.su2[a] / used - alt.units.mean * alt.units.mean);
          alt.units.se = std::sqrt(var / used);
        }
      }
      if (sums.with_points > 0) alt.points.mean = sums.sp[a] / sums.with_points;
    }
    const Card fallback = adv.action.card;
    const std::size_t fallback_rep = static_cast<std::size_t>(rep_index[static_cast<std::size_t>(
        std::find(cards.begin(), cards.end(), fallback) - cards.begin())]);
    std::vector<std::size_t> order(n);
    for (std::size_t a = 0; a < n; ++a) order[a] = a;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
      if (alts[x].units.mean != alts[y].units.mean) return alts[x].units.mean > alts[y].units.mean;
      if (alts[x].points.mean != alts[y].points.mean) {
        return ramsch ? alts[x].points.mean < alts[y].points.mean
                      : alts[x].points.mean > alts[y].points.mean;
      }
      return x == fallback_rep && y != fallback_rep;
    });
    const double best_units = alts[order[0]].units.mean;
    // Loss in stakes: the contract's base price for the mover (three for a solo declarer).
    int stake = ramsch                  ? rules.tariff_ramsch
                : contract.solo_class() ? rules.tariff_solo
                                        : rules.tariff_sauspiel;
    if (contract.solo_class() && k.mover == contract.declarer) stake *= 3;
    stake = std::max(1, stake * std::max(1, rules.unit_scale));
    for (std::size_t oi : order) {
      for (std::size_t a = 0; a < cards.size(); ++a) {
        if (rep_index[a] != static_cast<int>(oi)) continue;
        Alternative alt = alts[oi];
        alt.action.card = cards[a];
        alt.loss = std::max(0.0, best_units - alt.units.mean) / static_cast<double>(stake);
        adv.alternatives.push_back(alt);
      }
    }
    // The chosen representative; the heuristic's card when it is equivalent to it.
    const std::size_t best = order[0];
    adv.action.kind = SkActionKind::kPlay;
    adv.action.card = best == fallback_rep ? fallback : classes.reps[best];
    // The chosen card leads the list.
    std::stable_partition(adv.alternatives.begin(), adv.alternatives.end(),
                          [&](const Alternative& a) { return a.action.card == adv.action.card; });
    adv.worlds = used;
    if (valuation_) {
      valuation_->exact = exact;
      valuation_->stake = static_cast<double>(stake);
      valuation_->world_units.clear();
      for (const Alternative& alt : adv.alternatives) {
        const std::size_t a = static_cast<std::size_t>(
            std::find(cards.begin(), cards.end(), alt.action.card) - cards.begin());
        valuation_->world_units.push_back(sums.per_world[static_cast<std::size_t>(rep_index[a])]);
      }
    }
  }

  BotConfig config_;
  const std::atomic<bool>* stop_ = nullptr;  // an outside stop of the card search
  SkHeuristicPlayer heuristic_;
  DoubleDummy dd_;
  std::atomic<bool> cancel_{false};
  RamschLeafContext ramsch_ctx_;
  SkCardValuation* valuation_ = nullptr;
};

}  // namespace

SkCardValuation sk_value_cards(const BotConfig& config, const SchafkopfHand& hand) {
  SkCardValuation v;
  SkStrongBot bot(config);
  bot.set_valuation(&v);
  v.advice = bot.decide(hand);
  return v;
}

std::unique_ptr<SchafkopfBot> make_schafkopf_bot(const BotConfig& config,
                                                 const std::atomic<bool>* stop) {
  if (config.strength != Strength::kStrong) return make_schafkopf_bot(config);
  auto bot = std::make_unique<SkStrongBot>(config);
  bot->set_stop(stop);
  return bot;
}

std::unique_ptr<SchafkopfBot> make_schafkopf_bot(const BotConfig& config) {
  if (config.strength == Strength::kStrong) return std::make_unique<SkStrongBot>(config);
  return std::make_unique<SkHeuristicBot>(config);
}

std::optional<std::string> apply_action(SchafkopfHand& hand, const SkAction& action) {
  switch (action.kind) {
    case SkActionKind::kBid:
      return hand.bid(action.bid);
    case SkActionKind::kDeclare:
      return hand.declare(action.contract);
    case SkActionKind::kDouble:
      return hand.answer_double(action.yes);
    case SkActionKind::kPlay:
      if (action.card >= engine::kNumCards) return std::string("no card was given");
      return hand.play(action.card);
  }
  return std::string("unknown action");
}

namespace {

// Appends one action of `kind` per value of `values`, `set` writing the value into it.
template <typename Values, typename Set>
void add_each(std::vector<SkAction>& out, SkActionKind kind, const Values& values, Set set) {
  SkAction a;
  a.kind = kind;
  for (const auto& v : values) {
    set(a, v);
    out.push_back(a);
  }
}

}  // namespace

std::vector<SkAction> sk_legal_actions(const SchafkopfHand& hand) {
  std::vector<SkAction> out;
  switch (hand.phase()) {
    case SkPhase::kAuction:
    case SkPhase::kBidding:
      add_each(out, SkActionKind::kBid, hand.legal_bids(),
               [](SkAction& a, const engine::SkBid& b) { a.bid = b; });
      break;
    case SkPhase::kDeclare:
      add_each(out, SkActionKind::kDeclare, hand.legal_declarations(),
               [](SkAction& a, const engine::SkContract& c) { a.contract = c; });
      break;
    case SkPhase::kDoubling: {
      SkAction a;
      a.kind = SkActionKind::kDouble;
      a.yes = false;
      out.push_back(a);
      if (hand.may_double()) {
        a.yes = true;
        out.push_back(a);
      }
      break;
    }
    case SkPhase::kPlay:
      add_each(out, SkActionKind::kPlay, engine::cards(hand.legal_cards()),
               [](SkAction& a, engine::Card c) { a.card = c; });
      break;
    case SkPhase::kDone:
      break;
  }
  return out;
}

std::string sk_action_text(const SkAction& a) {
  if (a.kind == SkActionKind::kPlay) {
    return a.card < engine::kNumCards ? engine::german_code(a.card) : std::string("no card");
  }
  return action_text(to_action(a));
}

namespace {

// The Schafkopf action kinds and their DecisionKind counterparts.
constexpr std::pair<SkActionKind, DecisionKind> kKinds[] = {
    {SkActionKind::kBid, DecisionKind::kBid},
    {SkActionKind::kDeclare, DecisionKind::kDeclare},
    {SkActionKind::kDouble, DecisionKind::kDouble},
    {SkActionKind::kPlay, DecisionKind::kPlay},
};

// Copies the value an action of kind `kind` carries (bid, contract, answer or card).
template <typename To, typename From>
void copy_value(SkActionKind kind, const From& a, To& r) {
  switch (kind) {
    case SkActionKind::kBid:
      r.bid = a.bid;
      break;
    case SkActionKind::kDeclare:
      r.contract = a.contract;
      break;
    case SkActionKind::kDouble:
      r.yes = a.yes;
      break;
    case SkActionKind::kPlay:
      r.card = a.card;
      break;
  }
}

}  // namespace

Action to_action(const SkAction& a) {
  Action r;
  for (const auto& [sk, kind] : kKinds) {
    if (sk != a.kind) continue;
    r.kind = kind;
    copy_value(sk, a, r);
  }
  return r;
}

std::optional<SkAction> to_sk_action(const Action& a) {
  for (const auto& [sk, kind] : kKinds) {
    if (kind != a.kind) continue;
    SkAction r;
    r.kind = sk;
    copy_value(sk, a, r);
    return r;
  }
  return std::nullopt;  // a Sheepshead action
}

std::string sk_action_text(const SkAction& a, const SchafkopfHand& before) {
  if (a.kind != SkActionKind::kDouble || before.phase() != SkPhase::kDoubling) {
    return sk_action_text(a);
  }
  // The Re poll follows a Kontra (SK-6.4).
  const std::string what = before.poll_kind() == engine::SkDoubleKind::kKontra ? "Kontra" : "Re";
  return a.yes ? what : "no " + what;
}

}  // namespace solver
