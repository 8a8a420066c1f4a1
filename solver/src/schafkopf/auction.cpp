// Schafkopf auction, declaration and Kontra/Re values by simulation (solver/schafkopf/auction.h).
#include "solver/schafkopf/auction.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <utility>

#include "../watchdog.h"
#include "solver/dd.h"
#include "solver/grades.h"
#include "solver/positions.h"
#include "solver/reasons.h"
#include "solver/sampler.h"
#include "solver/schafkopf/heuristic_player.h"
#include "solver/schafkopf/knowledge.h"
#include "solver/schafkopf/players.h"
#include "solver/win_chance.h"

namespace solver {

using engine::SchafkopfHand;
using engine::SkPhase;

namespace {

constexpr int kSeats = engine::kSchafkopfSeats;

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The mover's legal actions and the decision kind; empty outside the three phases.
std::vector<SkAction> legal_actions(const SchafkopfHand& hand, DecisionKind* kind) {
  if (hand.phase() == SkPhase::kPlay || hand.phase() == SkPhase::kDone) return {};
  std::vector<SkAction> out = sk_legal_actions(hand);
  if (!out.empty()) *kind = to_action(out.front()).kind;
  return out;
}

// What the mover knows in the auction or the declaration: his own dealt cards; the other three
// seats' dealt hands are the slots, with no constraint.
Knowledge auction_knowledge(const SchafkopfHand& hand, int mover) {
  Knowledge k;
  k.game = engine::Game::kSchafkopf;
  k.point = PointKind::kPick;
  k.num_players = kSeats;
  k.mover = mover;
  const engine::CardMask mine = hand.dealt()[static_cast<std::size_t>(mover)];
  k.unseen = hand.rules().deck_mask() & ~mine;
  k.known_hand[static_cast<std::size_t>(mover)] = mine;
  for (int d = 1; d < kSeats; ++d) {
    Slot s;
    s.kind = SlotKind::kHand;
    s.seat = (mover + d) % kSeats;
    s.size = hand.rules().cards_per_hand();
    k.slots.push_back(s);
  }
  ConstraintCase c;
  c.why = "auction: no constraint";
  for (engine::Card x : engine::cards(k.unseen)) c.allowed[x] = SlotSet{0b111};
  k.cases.push_back(c);
  return k;
}

// One world's simulations. Searches of the same contract in the same world share their result.
class WorldSim {
 public:
  // declarer_view: the mover's own bid or declaration (a contract he declares is valued with
  // the declarer's view of the win chance, win_coefficients_declarer).
  WorldSim(const SkHeuristicPlayer& heuristic, DoubleDummy& dd, int mover, bool declarer_view)
      : heuristic_(heuristic), dd_(dd), mover_(mover), declarer_view_(declarer_view) {}

  // The mover's units after `action` in `hand` (the world's deal); nullopt when a search was
  // stopped or the engine refused a step (then *error says which). *chance: every seat's win
  // chance in this world (SkActionValue::world_chance).
  std::optional<double> value(SchafkopfHand h, const SkAction& action, std::string* error,
                              std::vector<double>* chance) {
    if (auto e = apply_action(h, action)) {
      *error = "the engine refused " + sk_action_text(action) + ": " + *e;
      return std::nullopt;
    }
    // Later announcements, declaration and poll answers by the heuristic player.
    for (int guard = 0; h.phase() != SkPhase::kPlay && h.phase() != SkPhase::kDone; ++guard) {
      if (guard > 64) {
        *error = "the auction did not end";
        return std::nullopt;
      }
      if (auto e = heuristic_.act(h)) {
        *error = "the heuristic's step was refused: " + *e;
        return std::nullopt;
      }
    }
    if (h.phase() == SkPhase::kDone) {
      const engine::SkResult r = h.result();
      *chance = std::vector<double>(engine::kSchafkopfSeats, 0.0);
      if (!r.thrown_in) *chance = win_world_results({r.units.begin(), r.units.end()});
      return r.thrown_in ? 0.0 : static_cast<double>(r.units[static_cast<std::size_t>(mover_)]);
    }
    const engine::SkContract contract = *h.contract();
    const engine::SchafkopfRules& rules = h.rules();
    if (contract.game == engine::SkGame::kRamsch) {
      if (auto e = heuristic_.play_out(h)) {
        *error = "the heuristic's Ramsch play was refused: " + *e;
        return std::nullopt;
      }
      const engine::SkResult r = h.result();
      *chance = win_world_results({r.units.begin(), r.units.end()});
      return static_cast<double>(r.units[static_cast<std::size_t>(mover_)]);
    }
    int doublings = static_cast<int>(h.doubles().size());
    if (h.plays().empty() && rules.double_window == engine::SkDoubleWindow::kAfterLead) {
      // The poll follows the opening lead (SK-6.3): the heuristic's answers do not depend on
      // the lead, so take them after its lead on a copy and search from the lead itself.
      SchafkopfHand probe = h;
      for (int guard = 0; probe.phase() != SkPhase::kPlay || probe.plays().empty(); ++guard) {
        if (guard > 16 || probe.phase() == SkPhase::kDone) break;
        if (auto e = heuristic_.act(probe)) {
          *error = "the heuristic's step was refused: " + *e;
          return std::nullopt;
        }
      }
      doublings = static_cast<int>(probe.doubles().size());
    }
    const engine::SkSetup& setup = h.setup();
    std::size_t level = 0;
    auto it = std::find_if(cache_.begin(), cache_.end(),
                           [&](const auto& e) { return e.first == contract; });
    if (it != cache_.end()) {
      level = it->second;
    } else {
      const Position pos =
          schafkopf_position(rules, contract, setup, h.play_state(), h.dealt(), 0, nullptr);
      level = team_level(dd_, pos);
      if (stopped_ && stopped_->load()) return std::nullopt;
      cache_.emplace_back(contract, level);
    }
    const int runners = engine::count_runners(rules, contract, setup.party, h.dealt());
    const std::vector<Level> base = schafkopf_levels(rules, contract, setup.party, runners, 0);
    const std::vector<Level> lv =
        schafkopf_levels(rules, contract, setup.party, runners, doublings);
    *chance = std::vector<double>(engine::kSchafkopfSeats, 0.0);
    if (lv.empty() || level >= base.size()) return 0.0;
    // The multiplier scales every level alike, so the level reached is the same; should the
    // lists ever differ, the reached level is looked up by its conditions.
    int u = lv.size() == base.size() ? lv[level].units : lv.back().units;
    if (lv.size() != base.size()) {
      for (const Level& l : lv) {
        if (l.min_points == base[level].min_points && l.opp_no_trick == base[level].opp_no_trick &&
            l.side_one_trick == base[level].side_one_trick) {
          u = l.units;
          break;
        }
      }
    }
    const WinClass cls =
        contract.game == engine::SkGame::kSauspiel ? WinClass::kSauspiel : WinClass::kSkSolo;
    const WinCoefficients k = declarer_view_ && contract.declarer == mover_
                                  ? win_coefficients_declarer(cls)
                                  : win_coefficients(cls);
    *chance = win_world_sides(k, u > 0, setup.party, engine::kSchafkopfSeats, 1.0);
    const bool in_party = (setup.party >> mover_) & 1u;
    if (in_party) return static_cast<double>(u);
    return contract.solo_class() ? -u / 3.0 : -static_cast<double>(u);
  }

  void set_stop_flag(const std::atomic<bool>* f) { stopped_ = f; }

 private:
  const SkHeuristicPlayer& heuristic_;
  DoubleDummy& dd_;
  int mover_;
  bool declarer_view_;
  const std::atomic<bool>* stopped_ = nullptr;
  std::vector<std::pair<engine::SkContract, std::size_t>> cache_;
};

// Mean and standard error of per-world values (se 0 when exact or a single world).
Estimate estimate(const std::vector<double>& xs, bool exact) {
  Estimate e;
  if (xs.empty()) return e;
  const double n = static_cast<double>(xs.size());
  double s = 0;
  for (double x : xs) s += x;
  e.mean = s / n;
  if (exact || xs.size() < 2) return e;
  double ss = 0;
  for (double x : xs) ss += (x - e.mean) * (x - e.mean);
  e.se = std::sqrt(ss / (n - 1) / n);
  return e;
}

// The paired difference a - b per world.
Estimate paired(const std::vector<double>& a, const std::vector<double>& b, bool exact) {
  std::vector<double> d(std::min(a.size(), b.size()));
  for (std::size_t i = 0; i < d.size(); ++i) d[i] = a[i] - b[i];
  return estimate(d, exact);
}

}  // namespace

namespace {

// Best mean first; ties keep the heuristic's action first, then the engine's order.
void sort_actions(SkAuctionValuation& v) {
  std::stable_sort(v.actions.begin(), v.actions.end(),
                   [&](const SkActionValue& x, const SkActionValue& y) {
                     if (x.units.mean != y.units.mean) return x.units.mean > y.units.mean;
                     return x.action == v.heuristic && !(y.action == v.heuristic);
                   });
}

}  // namespace

SkAuctionValuation sk_value_auction(const SchafkopfHand& hand, const SkAuctionOptions& options) {
  const auto t0 = std::chrono::steady_clock::now();
  SkAuctionValuation v;
  v.mover = hand.to_act();
  const std::vector<SkAction> legal = legal_actions(hand, &v.kind);
  if (legal.empty() || v.mover < 0) {
    v.error = "the seat to act is not in the auction, the declaration or the doubling poll";
    return v;
  }
  const SkHeuristicPlayer heuristic(options.seed);
  v.heuristic = sk_heuristic_action(heuristic, hand);
  const engine::SchafkopfRules& rules = hand.rules();
  const int tariff = v.kind == DecisionKind::kDouble && !hand.contract()->solo_class()
                         ? rules.tariff_sauspiel
                         : rules.tariff_solo;
  v.stake = static_cast<double>(std::max(1, tariff * std::max(1, rules.unit_scale)));
  for (const SkAction& a : legal) {
    SkActionValue av;
    av.action = a;
    v.actions.push_back(av);
  }

  Knowledge k;
  if (v.kind == DecisionKind::kDouble) {
    std::string error;
    auto pk = schafkopf_play_knowledge(hand, &error);
    if (!pk) {
      v.error = error;
      return v;
    }
    k = std::move(*pk);
    if (options.inference) add_schafkopf_bidding_inference(k, hand);
  } else {
    k = auction_knowledge(hand, v.mover);
  }
  const WorldSampler sampler(k);
  const double count = sampler.count();
  if (count <= 0) {
    v.error = "no deal of the unseen cards fits what the seat knows (a bug)";
    return v;
  }
  const int max_worlds = std::max(1, options.max_worlds);
  const int min_worlds = std::clamp(options.min_worlds, 1, max_worlds);
  const int batch = std::max(1, options.batch);
  std::vector<World> enumerated;
  // With the bidding's likelihood the worlds are drawn by the sampler in proportion to it (an
  // enumeration would need its weights in every estimate).
  v.exact = count <= max_worlds && !k.likelihood;
  if (v.exact) enumerated = sampler.enumerate();
  const int total = v.exact ? static_cast<int>(enumerated.size()) : max_worlds;

  SolverOptions so;
  so.tt_bytes = options.tt_bytes;
  DoubleDummy dd(so);
  std::atomic<bool> stop{false};
  dd.set_cancel_flag(&stop);
  auto cancelled = [&] { return stop.load() || (options.cancel && options.cancel->load()); };
  // Decision number for the world streams: the phase and the step in it.
  const int decision = static_cast<int>(hand.phase()) * 64 + static_cast<int>(hand.plays().size());
  const std::size_t n = legal.size();

  // Is the best action settled against every other one?
  auto settled = [&] {
    std::size_t best = 0;
    std::vector<Estimate> means(n);
    for (std::size_t a = 0; a < n; ++a) {
      means[a] = estimate(v.actions[a].world_units, v.exact);
      if (means[a].mean > means[best].mean) best = a;
    }
    for (std::size_t a = 0; a < n; ++a) {
      if (a == best) continue;
      const Estimate d = paired(v.actions[best].world_units, v.actions[a].world_units, v.exact);
      const double se = d.se / v.stake;
      if (se > options.target_se && d.mean / v.stake < 3 * se) return false;
    }
    return true;
  };

  // A search still running at 4x the budget is stopped (its world is dropped).
  run_with_move_limit(options.budget_seconds, t0, stop, dd, [&] {
    for (int wi = 0; wi < total && n > 1; ++wi) {
      if (cancelled()) break;
      if (!v.exact && wi >= min_worlds) {
        if (options.budget_seconds > 0 && seconds_since(t0) >= options.budget_seconds) break;
        if (wi % batch == 0 && settled()) break;
      }
      World w;
      if (v.exact) {
        w = enumerated[static_cast<std::size_t>(wi)];
      } else {
        engine::Rng rng(world_seed(options.seed, decision, wi));
        w = sampler.sample(rng);
      }
      SchafkopfHand world_hand = hand;
      if (auto e = world_hand.redeal(schafkopf_world_dealt(k, w.slots))) {
        v.error = "a sampled world does not fit the hand (a bug): " + *e;
        break;
      }
      WorldSim sim(heuristic, dd, v.mover, v.kind != DecisionKind::kDouble);
      sim.set_stop_flag(&stop);
      std::vector<double> units(n, 0);
      std::vector<std::vector<double>> chances(n);
      bool ok = true;
      for (std::size_t a = 0; a < n && ok; ++a) {
        if (cancelled()) {
          ok = false;
          break;
        }
        std::string error;
        const std::optional<double> u = sim.value(world_hand, legal[a], &error, &chances[a]);
        if (!u) {
          if (!error.empty()) v.error = error;
          ok = false;
          break;
        }
        units[a] = *u;
      }
      if (!ok) break;  // a stopped search leaves the world incomplete: drop it
      for (std::size_t a = 0; a < n; ++a) {
        v.actions[a].world_units.push_back(units[a]);
        v.actions[a].world_chance.push_back(std::move(chances[a]));
      }
      ++v.worlds;
    }
  });
  if (n == 1) v.complete = true;
  if (v.worlds > 0 && v.error.empty()) v.complete = true;
  if (v.exact && v.worlds < total) v.exact = false;
  for (SkActionValue& av : v.actions) av.units = estimate(av.world_units, v.exact);
  sort_actions(v);
  // The Kontra/Re poll ranks by calibrated units. A bid or declaration does not: with the
  // declarer's view (win_coefficients_declarer) the tutor advised against more of the shared
  // games' contracts that were declared and won (24 of 366 against 10; ANALYSIS.md "Win
  // chance"), so it keeps the double-dummy units; its why-lines still give the calibrated chances.
  if (options.calibrated && v.kind == DecisionKind::kDouble) sk_calibrate_units(v);
  if (v.worlds > 0 && !v.actions.empty()) {
    const auto& rows = v.actions.front().world_chance;
    const SeatChances c = win_chance_worlds(rows, std::vector<double>(rows.size(), 1.0), v.exact);
    v.win_chance = c.p;
    v.win_chance_se = c.se;
  }
  v.nodes = dd.nodes();
  v.seconds = seconds_since(t0);
  return v;
}

void sk_calibrate_units(SkAuctionValuation& v) {
  const auto mover = static_cast<std::size_t>(v.mover);
  for (SkActionValue& av : v.actions) {
    if (!av.world_dd_units.empty()) return;  // done before
    av.world_dd_units = av.world_units;
    for (std::size_t w = 0; w < av.world_units.size() && w < av.world_chance.size(); ++w) {
      if (mover >= av.world_chance[w].size()) continue;
      const double p = av.world_chance[w][mover];
      av.world_units[w] = (2 * p - 1) * std::fabs(av.world_dd_units[w]);
    }
    av.units = estimate(av.world_units, v.exact);
  }
  sort_actions(v);
  if (v.worlds > 0 && !v.actions.empty()) {
    const auto& rows = v.actions.front().world_chance;
    const SeatChances c = win_chance_worlds(rows, std::vector<double>(rows.size(), 1.0), v.exact);
    v.win_chance = c.p;
    v.win_chance_se = c.se;
  }
}

std::vector<Alternative> sk_auction_alternatives(const SkAuctionValuation& v) {
  std::vector<Alternative> out;
  if (v.actions.empty()) return out;
  const SkActionValue& best = v.actions.front();
  for (const SkActionValue& av : v.actions) {
    Alternative alt;
    alt.action = to_action(av.action);
    alt.has_values = v.worlds > 0;
    alt.units = av.units;
    if (v.worlds > 0) {
      const Estimate d = paired(best.world_units, av.world_units, v.exact);
      alt.loss = std::max(0.0, d.mean) / v.stake;
      alt.loss_se = d.se / v.stake;
      // The interval over every rival (ANALYSIS.md §4), as for card decisions.
      for (const SkActionValue& rv : v.actions) {
        if (&rv == &av) continue;
        const Estimate r = paired(rv.world_units, av.world_units, v.exact);
        alt.loss_low = std::max(alt.loss_low, (r.mean - kIntervalZ * r.se) / v.stake);
        alt.loss_high = std::max(alt.loss_high, (r.mean + kIntervalZ * r.se) / v.stake);
      }
      alt.loss_low = std::min(alt.loss_low, alt.loss);
      alt.loss_high = std::max(alt.loss_high, alt.loss);
      alt.tie_best = within_noise(alt.loss, alt.loss_se);
      const Verdict vd = grade_verdict(alt.loss, alt.loss_se, alt.loss_low, alt.loss_high, false);
      alt.grade = vd.grade;
      alt.settled = vd.settled;
    }
    out.push_back(alt);
  }
  return out;
}

DecisionAnalysis sk_grade_auction(const SchafkopfHand& before, const SkAction& played,
                                  const SkAuctionOptions& options) {
  DecisionAnalysis d;
  d.mover = before.to_act();
  d.played = to_action(played);
  d.kind = d.played.kind;
  const auto t0 = std::chrono::steady_clock::now();
  DecisionKind kind = DecisionKind::kBid;
  const std::vector<SkAction> legal = legal_actions(before, &kind);
  if (std::find(legal.begin(), legal.end(), played) == legal.end()) {
    d.note = "the graded action is not a legal action of the hand before it";
    return d;
  }
  d.kind = kind;
  if (legal.size() == 1) {
    Alternative only;
    only.action = d.played;
    d.alternatives.push_back(only);
    d.forced = true;
    d.grade = Grade::kForced;
    d.note = "the only legal answer";
    d.complete = true;
    return d;
  }
  const SkAuctionValuation v = sk_value_auction(before, options);
  if (!v.complete || v.worlds == 0) {
    d.note = v.error.empty() ? "cancelled" : v.error;
    return d;
  }
  d.alternatives = sk_auction_alternatives(v);
  for (std::size_t i = 0; i < v.actions.size(); ++i) {
    if (v.actions[i].action == played) d.played_index = static_cast<int>(i);
  }
  d.best = 0;
  const Alternative& p = d.alternatives[static_cast<std::size_t>(d.played_index)];
  d.loss = p.loss;
  d.loss_se = p.loss_se;
  apply_verdict(d);
  if (wants_reason(d)) {  // why the best action beats the played one (solver/reasons.h)
    ReasonWorlds w;
    w.stake = v.stake;
    w.best_units = v.actions.front().world_units;
    w.played_units = v.actions[static_cast<std::size_t>(d.played_index)].world_units;
    d.reason = reason_from_worlds(d.alternatives.front().action, d.played, w);
    // The calibrated chance of the mover's side with each (solver/win_chance.h).
    auto mover_chance = [&](const SkActionValue& av) {
      std::vector<std::vector<double>> rows;
      for (const auto& row : av.world_chance)
        rows.push_back({row[static_cast<std::size_t>(d.mover)]});
      const SeatChances c = win_chance_worlds(rows, std::vector<double>(rows.size(), 1.0), true);
      return c.p.empty() ? -1.0 : c.p.front();
    };
    d.reason->best_chance = mover_chance(v.actions.front());
    d.reason->played_chance = mover_chance(v.actions[static_cast<std::size_t>(d.played_index)]);
  }
  d.win_chance = v.win_chance;
  d.win_chance_se = v.win_chance_se;
  d.worlds = v.worlds;
  d.exact = v.exact;
  d.nodes = v.nodes;
  d.note = "simulated over " + std::to_string(v.worlds) + " worlds" +
           (v.exact ? " (every world)" : "") +
           ": later announcements by the heuristic player, the card play double dummy";
  d.seconds = seconds_since(t0);
  d.complete = true;
  return d;
}

// --- Calibration -------------------------------------------------------------------------------

std::optional<SchafkopfHand> sk_log_hand(const engine::DealLog& log, std::size_t n_plays,
                                         std::string* error) {
  auto fail = [&](std::string m) -> std::optional<SchafkopfHand> {
    if (error) *error = std::move(m);
    return std::nullopt;
  };
  if (log.game != engine::Game::kSchafkopf || !log.deal_known) {
    return fail("not a Schafkopf log with every card known");
  }
  std::string why;
  const auto rep = engine::replay_schafkopf_log(log, 0, &why);
  if (!rep) return fail(why);
  const engine::SkContract& c = rep->contract;
  SchafkopfHand h(rep->rules, log.dealer, rep->dealt);
  while (h.phase() == SkPhase::kAuction) {
    const bool play = c.game != engine::SkGame::kRamsch && h.to_act() == c.declarer;
    if (auto e = h.bid({play ? engine::SkBidKind::kPlay : engine::SkBidKind::kPass, 0})) {
      return fail("the auction cannot be rebuilt: " + *e);
    }
  }
  if (h.phase() == SkPhase::kDeclare) {
    if (auto e = h.declare(c)) return fail("contract: " + *e);
  }
  std::size_t next_double = 0;
  std::size_t next_play = 0;
  while (h.phase() != SkPhase::kDone) {
    if (h.phase() == SkPhase::kDoubling) {
      const engine::SkDoubleKind kind = h.poll_kind();
      const bool yes = next_double < rep->doubles.size() &&
                       rep->doubles[next_double].seat == h.to_act() &&
                       rep->doubles[next_double].kind == kind;
      if (auto e = h.answer_double(yes)) return fail("doubles: " + *e);
      if (yes) ++next_double;
      continue;
    }
    if (next_play >= n_plays || next_play >= log.plays.size()) break;
    if (auto e = h.play(log.plays[next_play])) {
      return fail("plays[" + std::to_string(next_play) + "]: " + *e);
    }
    ++next_play;
  }
  return h;
}

SkForecast sk_opening_forecast(const SchafkopfHand& hand, const SkAuctionOptions& options) {
  SkForecast f;
  if (!hand.contract() || hand.contract()->game == engine::SkGame::kRamsch) {
    f.error = "not a declared game";
    return f;
  }
  std::string error;
  auto k = schafkopf_play_knowledge(hand, &error);
  if (!k) {
    f.error = error;
    return f;
  }
  if (options.inference) add_schafkopf_bidding_inference(*k, hand);
  f.inference_note = k->inference_note;
  const WorldSampler sampler(*k);
  if (sampler.count() <= 0) {
    f.error = "no deal of the unseen cards fits what the seat knows (a bug)";
    return f;
  }
  const engine::SchafkopfRules& rules = hand.rules();
  const engine::SkContract& c = *hand.contract();
  const int doublings = static_cast<int>(hand.doubles().size());
  SolverOptions so;
  so.tt_bytes = options.tt_bytes;
  DoubleDummy dd(so);
  dd.set_cancel_flag(options.cancel);
  double wins = 0;
  const int n = std::max(1, options.max_worlds);
  for (int i = 0; i < n; ++i) {
    if (options.cancel && options.cancel->load()) break;
    engine::Rng rng(world_seed(options.seed, 0, i));
    const World w = sampler.sample(rng);
    if (w.fallback) ++f.fallbacks;
    const auto dealt = schafkopf_world_dealt(*k, w.slots);
    const engine::SkSetup setup = engine::schafkopf_setup(rules, c, dealt);
    engine::PlayState state = hand.play_state();
    for (std::size_t s = 0; s < k->slots.size(); ++s) {
      state.hands[static_cast<std::size_t>(k->slots[s].seat)] = w.slots[s];
    }
    const Position pos =
        schafkopf_position(rules, c, setup, state, dealt, doublings, nullptr, k->mover);
    const std::size_t level = win_lose_level(dd, pos);
    if (options.cancel && options.cancel->load()) break;
    if (pos.objective.levels.empty()) continue;
    wins += pos.objective.levels[level].units > 0 ? 1 : 0;
    ++f.worlds;
  }
  if (f.worlds > 0) {
    f.win_share = wins / f.worlds;
    f.se = std::sqrt(f.win_share * (1 - f.win_share) / f.worlds);
  }
  return f;
}

}  // namespace solver
