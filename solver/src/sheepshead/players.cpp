// Computer players for Sheepshead (players.h): the heuristic bot and the strong bot, which
// values every legal card in sampled worlds with the double-dummy solver. The Schafkopf bots
// live in ../schafkopf/players.cpp.
#include "solver/players.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "../bot_stop.h"
#include "../trick/bot_worlds.h"
#include "../watchdog.h"
#include "engine/hand_log.h"
#include "solver/dd.h"
#include "solver/grades.h"
#include "solver/knowledge.h"
#include "solver/positions.h"
#include "solver/sampler.h"
#include "solver/sheepshead/heuristic_player.h"
#include "solver/sheepshead/world_position.h"
#include "solver/trick/equivalence.h"
#include "solver/win_chance.h"

namespace solver {

using engine::kNoCard;
using engine::Phase;
using engine::SheepsheadHand;

std::string strength_name(Strength s) {
  switch (s) {
    case Strength::kHeuristic:
      return "heuristic";
    case Strength::kStrong:
      return "strong";
  }
  return "?";
}

std::optional<Strength> parse_strength(const std::string& name) {
  if (name == "heuristic") return Strength::kHeuristic;
  if (name == "strong") return Strength::kStrong;
  return std::nullopt;
}

std::optional<std::string> apply_action(SheepsheadHand& hand, const Action& action) {
  const Phase phase = hand.phase();
  switch (action.kind) {
    case DecisionKind::kPick:
      if (phase != Phase::kPick) return std::string("it is not the time to pick or pass");
      return hand.pick(action.take);
    case DecisionKind::kBury:
      if (phase != Phase::kBury) return std::string("it is not the time to bury");
      return hand.bury(action.bury);
    case DecisionKind::kCall:
      if (phase != Phase::kCall) return std::string("it is not the time to call");
      return hand.call(action.call);
    case DecisionKind::kAnnounce:
      if (phase != Phase::kAnnounce) return std::string("it is not the time to announce");
      return hand.announce(action.announce);
    case DecisionKind::kPlay:
      if (phase != Phase::kPlay) return std::string("it is not the time to play a card");
      return hand.play(action.card);
    case DecisionKind::kBid:
    case DecisionKind::kDeclare:
    case DecisionKind::kDouble:
      return "a Schafkopf action (" + action_text(action) + ") in a Sheepshead hand";
  }
  return std::string("unknown action");
}

namespace {

using trick::seconds_since;

// The heuristic's action for the seat to act.
Action heuristic_action(const HeuristicPlayer& h, const SheepsheadHand& hand) {
  Action a;
  switch (hand.phase()) {
    case Phase::kPick:
      a.kind = DecisionKind::kPick;
      a.take = h.choose_pick(hand);
      break;
    case Phase::kBury:
      a.kind = DecisionKind::kBury;
      a.bury = h.choose_bury(hand);
      break;
    case Phase::kCall:
      a.kind = DecisionKind::kCall;
      a.call = h.choose_call(hand);
      break;
    case Phase::kAnnounce:
      a.kind = DecisionKind::kAnnounce;
      a.announce = h.choose_announce(hand);
      break;
    case Phase::kPlay:
    case Phase::kDone:
      a.kind = DecisionKind::kPlay;
      a.card = h.choose_play(hand);
      break;
  }
  return a;
}

class HeuristicBot : public SheepsheadBot {
 public:
  explicit HeuristicBot(const BotConfig& c) : player_(c.seed) {}
  Advice decide(const SheepsheadHand& hand) override {
    const auto t0 = std::chrono::steady_clock::now();
    Advice adv;
    adv.action = heuristic_action(player_, hand);
    adv.seconds = seconds_since(t0);
    return adv;
  }

 private:
  HeuristicPlayer player_;
};

// Early in a hand (more than this many cards in the hands) card points, which only break ties,
// are solved in the first kPointsWorlds worlds; units (a few yes/no searches) in every world.
constexpr int kCheapCards = 20;
constexpr int kPointsWorlds = 0;
// A leaster's paranoid search from the first tricks takes seconds per world: the heuristic
// plays a leaster until at most this many cards are in the hands (as the analyzer grades it).
constexpr int kLeasterMaxCards = 20;

class StrongBot : public SheepsheadBot {
 public:
  void set_stop(const std::atomic<bool>* stop) { stop_ = stop; }
  explicit StrongBot(const BotConfig& c)
      : config_(c), heuristic_(c.seed), dd_(trick::bot_dd_options()) {
    dd_.set_cancel_flag(&cancel_);
  }

  Advice decide(const SheepsheadHand& hand) override {
    const auto t0 = std::chrono::steady_clock::now();
    Advice adv;
    if (hand.phase() == Phase::kPlay) {
      run_with_move_limit(
          config_.budget_seconds, t0, cancel_, dd_, [&] { play(hand, adv, t0); }, stop_);
    } else {
      adv.action = heuristic_action(heuristic_, hand);
    }
    adv.seconds = seconds_since(t0);
    return adv;
  }

 private:
  // Per alternative, the weighted sums of the mover's units and points over the worlds solved
  // (points only over the worlds that solved them).
  struct Sums {
    explicit Sums(std::size_t n) : su(n, 0), sp(n, 0), su2(n, 0), sp2(n, 0) {}
    std::vector<double> su, sp, su2, sp2;
    double sw = 0;
    double swp = 0;
    double sw2 = 0;
    int used = 0;
    // Per world used: its weight, its declaring side (bit per seat; 0 in a leaster) and the
    // mover's units of every representative, for the win chance of the best one.
    std::vector<double> world_weight;
    std::vector<unsigned> world_side;
    std::vector<std::vector<double>> world_units;
  };

  void play(const SheepsheadHand& hand, Advice& adv, std::chrono::steady_clock::time_point t0) {
    adv.action = heuristic_action(heuristic_, hand);  // the fallback, always legal
    const engine::CardMask legal = hand.legal_cards();
    if (engine::count(legal) <= 1) return;
    const engine::PlayRules& pr = hand.play_rules();
    const engine::PlayState& st = hand.play_state();
    int cards_left = 0;
    for (int q = 0; q < engine::kSheepsheadSeats; ++q) {
      cards_left += engine::count(st.hands[static_cast<std::size_t>(q)]);
    }
    if (hand.is_leaster() && cards_left > kLeasterMaxCards) return;

    // What the seat knows, from the hand's log so far.
    const engine::HandLog hl = engine::hand_log(hand);
    if (!hl.expressible || !hl.errors.empty()) return;
    engine::DealLog log = hl.log;
    const std::size_t n_plays = log.plays.size();
    // sheepshead_play_knowledge describes the decision of play n_plays and wants that play in
    // the log (the analyzer's case); it reads only the plays before it. The mover's own
    // fallback card stands in for it.
    log.plays.push_back(adv.action.card);
    std::string error;
    const auto k = sheepshead_play_knowledge(log, n_plays, &error);
    if (!k) return;

    // Cards equivalent for the mover; the called card, the card that makes its holder the
    // picker's partner as the mover knows it (the called ace, the called-up jack or JD,
    // SS-14.1; Knowledge::partner_card) and the under card are never merged.
    const CardClasses classes = equivalent_cards(pr, st, legal, k->unseen,
                                                 card_set({pr.called, k->partner_card, pr.under}));
    if (classes.reps.size() <= 1) return;  // every legal card is the same for the mover

    // The position with everything hidden from the mover taken out; each world puts its cards in.
    Position base = sheepshead_position(hand, k->mover);
    for (int q = 0; q < engine::kSheepsheadSeats; ++q) {
      if (q != k->mover) base.state.hands[static_cast<std::size_t>(q)] = 0;
    }
    const SheepsheadWorldFrame frame =
        sheepshead_world_frame(*k, log, n_plays, pr, std::move(base), hand.rules(),
                               hand.partner() < 0, std::max(1, hand.multiplier()));
    WorldSampler sampler(*k);
    if (sampler.count() <= 0) return;  // a contradiction (a bug): keep the heuristic's card
    // The decision's number for world seeds: the play index (one decision per play).
    trick::BotWorlds worlds(sampler, config_, static_cast<int>(n_plays), t0);
    const Sums sums = value_worlds(hand, *k, frame, worlds, classes.reps, cards_left > kCheapCards);
    if (sums.used == 0 || sums.sw <= 0) return;
    rank_cards(hand, *k, classes, sums, worlds.exact(), adv);
    set_win_chance(hand, *k, classes, sums, worlds.exact(),
                   double(cards_left) / (hand.seats() * pr.tricks_total()), adv);
  }

  // adv.win_chance: in every world, the best card's double-dummy result for the world's sides
  // (the picker and the partner of that world, or each for himself in a leaster), through the
  // class's calibration (solver/win_chance.h).
  static void set_win_chance(const SheepsheadHand& hand, const Knowledge& k,
                             const CardClasses& classes, const Sums& sums, bool exact,
                             double cards_left_share, Advice& adv) {
    const auto at = std::find(classes.cards.begin(), classes.cards.end(), adv.action.card);
    if (at == classes.cards.end()) return;
    const std::size_t best = static_cast<std::size_t>(
        classes.rep_index[static_cast<std::size_t>(at - classes.cards.begin())]);
    const int seats = hand.seats();
    std::vector<std::vector<double>> seat_p;
    for (std::size_t w = 0; w < sums.world_units.size(); ++w) {
      const bool mover_won = sums.world_units[w][best] > 0;
      if (k.leaster) {
        seat_p.push_back(win_world_each(win_coefficients(WinClass::kSsLeaster), mover_won, k.mover,
                                        seats, false, cards_left_share));
        continue;
      }
      const unsigned side = sums.world_side[w];
      const bool mover_in = ((side >> k.mover) & 1u) != 0;
      const bool alone = k.picker >= 0 && side == 1u << k.picker;
      const WinClass cls = alone ? WinClass::kSsAlone : WinClass::kSsPicker;
      seat_p.push_back(win_world_sides(win_coefficients(cls), mover_won == mover_in, side, seats,
                                       cards_left_share));
    }
    const SeatChances c = win_chance_worlds(seat_p, sums.world_weight, exact);
    adv.win_chance = c.p;
    adv.win_chance_se = c.se;
  }

  // Every representative card valued in the worlds (every world when exact, else sampled ones
  // until max_worlds or, past min_worlds, the budget); stops early when the search is cancelled.
  Sums value_worlds(const SheepsheadHand& hand, const Knowledge& k,
                    const SheepsheadWorldFrame& frame, trick::BotWorlds& worlds,
                    const std::vector<Card>& reps, bool early) {
    const engine::PlayRules& pr = hand.play_rules();
    const MoverMap map{k.role, k.alone, engine::mask_points(pr.table.deck), hand.seats()};
    const std::size_t n = reps.size();
    Sums sums(n);
    std::vector<double> wu(n, 0), wp(n, 0);  // one world's values
    const engine::SheepsheadRules& rules = hand.rules();
    World w;
    while (worlds.next(w)) {
      double weight = k.passers.empty() ? 1.0 : auction_weight(k, rules, w.slots);
      if (!(weight > 0)) weight = 1e-12;  // keep the world, with next to no weight
      const Position pos = sheepshead_world_position(frame, w);
      // A defender who does not know whether the picker is alone pays by the world's teams.
      MoverMap wmap = map;
      if (!k.leaster && k.picker >= 0) wmap.alone = pos.objective.max_side == 1u << k.picker;
      const bool want_points = !early || worlds.index() < kPointsWorlds;
      for (std::size_t a = 0; a < n; ++a) {
        Position child = pos;
        engine::PlayUndo u;
        engine::make_move(child.rules, child.state, reps[a], u);
        if (want_points || child.objective.paranoid) {
          const SolveResult r = dd_.solve(child, false);
          wu[a] = wmap.units(r.units);
          wp[a] = wmap.points(r.points);
        } else {
          wu[a] = wmap.units(team_units(dd_, child));
        }
      }
      if (cancel_.load()) break;  // past the hard limit: this world is incomplete
      for (std::size_t a = 0; a < n; ++a) {
        sums.su[a] += weight * wu[a];
        sums.su2[a] += weight * wu[a] * wu[a];
        if (want_points) {
          sums.sp[a] += weight * wp[a];
          sums.sp2[a] += weight * wp[a] * wp[a];
        }
      }
      sums.sw += weight;
      sums.sw2 += weight * weight;
      if (want_points) sums.swp += weight;
      ++sums.used;
      sums.world_weight.push_back(weight);
      sums.world_side.push_back(k.leaster ? 0u : pos.objective.max_side);
      sums.world_units.push_back(wu);
    }
    return sums;
  }

  // The advice from the sums: best mean units, then points (fewer in a leaster), then power
  // order; every legal card listed, equivalent cards with their representative's values.
  static void rank_cards(const SheepsheadHand& hand, const Knowledge& k, const CardClasses& classes,
                         const Sums& sums, bool exact, Advice& adv) {
    const std::size_t n = classes.reps.size();
    const bool high_better = k.role != Role::kLeaster;
    std::vector<Alternative> alts(n);
    const double stake = static_cast<double>(stake_share(k.role, k.alone, hand.seats())) *
                         static_cast<double>(std::max(1, hand.multiplier()));
    for (std::size_t a = 0; a < n; ++a) {
      Alternative& alt = alts[a];
      alt.action.kind = DecisionKind::kPlay;
      alt.action.card = classes.reps[a];
      alt.has_values = true;
      alt.has_points = sums.swp > 0;
      alt.units.mean = sums.su[a] / sums.sw;
      if (!exact && sums.used > 1) {
        // Standard error of a self-normalised weighted mean, from the weighted variance.
        const double var = std::max(0.0, sums.su2[a] / sums.sw - alt.units.mean * alt.units.mean);
        alt.units.se = std::sqrt(var * sums.sw2) / sums.sw;
      }
      if (sums.swp > 0) {
        alt.points.mean = sums.sp[a] / sums.swp;
        // Points are summed in the same worlds as units (swp = sw), so the same error formula.
        if (!exact && sums.used > 1) {
          const double var =
              std::max(0.0, sums.sp2[a] / sums.swp - alt.points.mean * alt.points.mean);
          alt.points.se = std::sqrt(var * sums.sw2) / sums.swp;
        }
      }
    }
    std::vector<std::size_t> order(n);
    for (std::size_t a = 0; a < n; ++a) order[a] = a;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
      if (alts[x].units.mean != alts[y].units.mean) return alts[x].units.mean > alts[y].units.mean;
      if (alts[x].points.mean != alts[y].points.mean) {
        return high_better ? alts[x].points.mean > alts[y].points.mean
                           : alts[x].points.mean < alts[y].points.mean;
      }
      return false;
    });
    const double best_units = alts[order[0]].units.mean;
    // Every legal card, best first (equivalent cards share their representative's values).
    for (std::size_t oi : order) {
      for (std::size_t a = 0; a < classes.cards.size(); ++a) {
        if (classes.rep_index[a] != static_cast<int>(oi)) continue;
        Alternative alt = alts[oi];
        alt.action.card = classes.cards[a];
        alt.loss = std::max(0.0, (best_units - alt.units.mean) / stake);
        adv.alternatives.push_back(alt);
      }
    }
    adv.action.kind = DecisionKind::kPlay;
    adv.action.card = alts[order[0]].action.card;
    adv.worlds = sums.used;
  }

  BotConfig config_;
  const std::atomic<bool>* stop_ = nullptr;  // an outside stop of the card search
  HeuristicPlayer heuristic_;
  std::atomic<bool> cancel_{false};
  DoubleDummy dd_;
};

}  // namespace

std::unique_ptr<SheepsheadBot> make_sheepshead_bot(const BotConfig& config,
                                                   const std::atomic<bool>* stop) {
  if (config.strength != Strength::kStrong) return make_sheepshead_bot(config);
  auto bot = std::make_unique<StrongBot>(config);
  bot->set_stop(stop);
  return bot;
}

std::unique_ptr<SheepsheadBot> make_sheepshead_bot(const BotConfig& config) {
  if (config.strength == Strength::kStrong) return std::make_unique<StrongBot>(config);
  return std::make_unique<HeuristicBot>(config);
}

}  // namespace solver
