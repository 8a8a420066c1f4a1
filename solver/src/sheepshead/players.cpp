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
#include "../watchdog.h"
#include "engine/hand_log.h"
#include "solver/dd.h"
#include "solver/grades.h"
#include "solver/knowledge.h"
#include "solver/positions.h"
#include "solver/sampler.h"
#include "solver/sheepshead/heuristic_player.h"

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

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

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

// Solver values (picker's side, or the leaster seat's own) as the mover's own units and his
// side's points.
struct MoverMap {
  Role role = Role::kDefender;
  bool alone = false;
  int deck_points = 120;
  int seats = engine::kSheepsheadSeats;  // the alone picker's units are shared by seats - 1
  int units(int solver_units) const {
    switch (role) {
      case Role::kPicker:
      case Role::kLeaster:
      case Role::kAuction:
        return solver_units;
      case Role::kPartner:
        return solver_units / 2;
      case Role::kDefender:
        return alone ? -solver_units / (seats - 1) : -solver_units / 2;
    }
    return 0;
  }
  int points(int solver_points) const {
    return role == Role::kDefender ? deck_points - solver_points : solver_points;
  }
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
  explicit StrongBot(const BotConfig& c) : config_(c), heuristic_(c.seed), dd_(dd_options()) {
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
  static SolverOptions dd_options() {
    SolverOptions so;
    so.tt_bytes = std::size_t{2} << 20;
    return so;
  }

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
    const int mover = k->mover;

    // Cards equivalent for the mover (same effective suit and points, nothing someone else may
    // hold or in the trick between them in power; the called and under cards never merged).
    const std::vector<Card> cards = power_order(pr.table, legal);
    // The card that makes its holder the picker's partner (the called ace, the called-up jack
    // or JD, SS-14.1).
    const Card partner_card = pr.partner_card != kNoCard ? pr.partner_card : pr.called;
    CardMask others = k->unseen;
    for (int t = 0; t < st.trick_size; ++t) {
      others |= engine::bit(st.trick[static_cast<std::size_t>(t)]);
    }
    std::vector<int> rep_index(cards.size());
    std::vector<Card> reps;
    for (std::size_t a = 0; a < cards.size(); ++a) {
      bool merge = false;
      if (a > 0) {
        const Card c = cards[a];
        const Card prev = cards[a - 1];
        const bool special = c == pr.called || prev == pr.called || c == partner_card ||
                             prev == partner_card ||
                             (pr.under != kNoCard && (c == pr.under || prev == pr.under));
        bool between_free = pr.table.eff_suit[c] == pr.table.eff_suit[prev];
        for (Card x : engine::cards(pr.table.suit_mask[pr.table.eff_suit[c]] & others)) {
          if (pr.table.power[x] < pr.table.power[prev] && pr.table.power[x] > pr.table.power[c]) {
            between_free = false;
          }
        }
        merge = !special && between_free && engine::card_points(c) == engine::card_points(prev);
      }
      if (merge) {
        rep_index[a] = rep_index[a - 1];
      } else {
        rep_index[a] = static_cast<int>(reps.size());
        reps.push_back(cards[a]);
      }
    }
    if (reps.size() <= 1) return;  // every legal card is the same for the mover

    // The position with everything hidden from the mover taken out; each world puts its cards in.
    Position base = sheepshead_position(hand, mover);
    for (int q = 0; q < engine::kSheepsheadSeats; ++q) {
      if (q != mover) base.state.hands[static_cast<std::size_t>(q)] = 0;
    }
    // The under card played face down: where it lies (current trick) or who won it.
    int under_winner = -1;
    int under_pos = -1;
    if (k->under_play >= 0) {
      const int start = k->under_play / engine::kSheepsheadSeats * engine::kSheepsheadSeats;
      if (start + engine::kSheepsheadSeats <= static_cast<int>(n_plays)) {
        Card trick[engine::kSheepsheadSeats];
        for (int j = 0; j < engine::kSheepsheadSeats; ++j) {
          trick[j] = log.plays[static_cast<std::size_t>(start + j)];
        }
        const std::uint8_t led =
            start == k->under_play ? pr.called_suit : pr.table.eff_suit[trick[0]];
        const int w =
            engine::trick_winner_index(pr.table, trick, engine::kSheepsheadSeats, led, pr.under);
        under_winner = log.play_seat[static_cast<std::size_t>(start + w)];
      } else {
        under_pos = k->under_play - start;
      }
    }
    auto world_position = [&](const World& w) {
      Position pos = base;
      const WorldDeal wd = world_deal(*k, w.slots);
      for (std::size_t s = 0; s < k->slots.size(); ++s) {
        if (k->slots[s].kind == SlotKind::kHand) {
          pos.state.hands[static_cast<std::size_t>(k->slots[s].seat)] = w.slots[s];
        }
      }
      if (k->slot_of(SlotKind::kUnder) >= 0) {
        pos.rules.under = wd.under;
        if (under_pos >= 0) pos.state.trick[static_cast<std::size_t>(under_pos)] = wd.under;
        if (under_winner >= 0) {
          auto& pw = pos.state.points_won[static_cast<std::size_t>(under_winner)];
          pw = static_cast<std::int16_t>(pw + engine::card_points(wd.under) -
                                         engine::card_points(pr.under));
        }
      }
      if (!k->leaster && k->picker >= 0) {
        std::uint32_t side = 1u << k->picker;
        if (partner_card != kNoCard) {
          for (int q = 0; q < hand.seats(); ++q) {
            if (q != k->picker &&
                engine::has(wd.start[static_cast<std::size_t>(q)], partner_card)) {
              side |= 1u << q;
            }
          }
        }
        pos.objective.max_side = side;
        pos.objective.base_points = engine::mask_points(wd.bury);
      }
      if (k->leaster && pos.objective.bonus_trick >= 0) {
        pos.objective.bonus_points = engine::mask_points(wd.blind);
      }
      return pos;
    };

    const MoverMap map{k->role, k->alone, engine::mask_points(pr.table.deck), hand.seats()};
    const bool high_better = k->role != Role::kLeaster;
    const bool early = cards_left > kCheapCards;
    const int max_worlds = std::max(1, config_.max_worlds);
    const int min_worlds = std::clamp(config_.min_worlds, 1, max_worlds);

    WorldSampler sampler(*k);
    const double count = sampler.count();
    if (count <= 0) return;  // a contradiction (a bug): keep the heuristic's card
    std::vector<World> worlds;
    const bool exact = count <= max_worlds;
    if (exact) worlds = sampler.enumerate();
    // Per alternative: weighted sums of units and points (points over the worlds solved).
    const std::size_t n = reps.size();
    std::vector<double> su(n, 0), sp(n, 0), su2(n, 0);
    std::vector<double> wu(n, 0), wp(n, 0);  // one world's values
    double sw = 0;
    double swp = 0;
    double sw2 = 0;
    int used = 0;
    // The decision's number for world seeds: the play index (one decision per play).
    const int decision = static_cast<int>(n_plays);
    const engine::SheepsheadRules& rules = hand.rules();
    for (int wi = 0;; ++wi) {
      if (exact && wi >= static_cast<int>(worlds.size())) break;
      if (!exact && wi >= max_worlds) break;
      if (!exact && wi >= min_worlds && config_.budget_seconds > 0 &&
          seconds_since(t0) >= config_.budget_seconds) {
        break;
      }
      World w;
      if (exact) {
        w = worlds[static_cast<std::size_t>(wi)];
      } else {
        engine::Rng rng(world_seed(config_.seed, decision, wi));
        w = sampler.sample(rng);
      }
      double weight = k->passers.empty() ? 1.0 : auction_weight(*k, rules, w.slots);
      if (!(weight > 0)) weight = 1e-12;  // keep the world, with next to no weight
      const Position pos = world_position(w);
      const bool want_points = !early || wi < kPointsWorlds;
      for (std::size_t a = 0; a < n; ++a) {
        Position child = pos;
        engine::PlayUndo u;
        engine::make_move(child.rules, child.state, reps[a], u);
        if (want_points || child.objective.paranoid) {
          const SolveResult r = dd_.solve(child, false);
          wu[a] = map.units(r.units);
          wp[a] = map.points(r.points);
        } else {
          wu[a] = map.units(team_units(dd_, child));
        }
      }
      if (cancel_.load()) break;  // past the hard limit: this world is incomplete
      for (std::size_t a = 0; a < n; ++a) {
        su[a] += weight * wu[a];
        su2[a] += weight * wu[a] * wu[a];
        if (want_points) sp[a] += weight * wp[a];
      }
      sw += weight;
      sw2 += weight * weight;
      if (want_points) swp += weight;
      ++used;
    }
    if (used == 0 || sw <= 0) return;

    // Best mean units, then points (fewer in a leaster), then power order.
    std::vector<Alternative> alts(n);
    const double stake = static_cast<double>(stake_share(k->role, k->alone)) *
                         static_cast<double>(std::max(1, hand.multiplier()));
    for (std::size_t a = 0; a < n; ++a) {
      Alternative& alt = alts[a];
      alt.action.kind = DecisionKind::kPlay;
      alt.action.card = reps[a];
      alt.has_values = true;
      alt.has_points = swp > 0;
      alt.units.mean = su[a] / sw;
      if (!exact && used > 1) {
        // Standard error of a self-normalised weighted mean, from the weighted variance.
        const double var = std::max(0.0, su2[a] / sw - alt.units.mean * alt.units.mean);
        alt.units.se = std::sqrt(var * sw2) / sw;
      }
      if (swp > 0) alt.points.mean = sp[a] / swp;
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
      for (std::size_t a = 0; a < cards.size(); ++a) {
        if (rep_index[a] != static_cast<int>(oi)) continue;
        Alternative alt = alts[oi];
        alt.action.card = cards[a];
        alt.loss = std::max(0.0, (best_units - alt.units.mean) / stake);
        adv.alternatives.push_back(alt);
      }
    }
    adv.action.kind = DecisionKind::kPlay;
    adv.action.card = alts[order[0]].action.card;
    adv.worlds = used;
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
