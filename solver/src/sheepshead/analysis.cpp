// Sheepshead's decisions in the analyzer (RULES.md SS-4 to SS-8, SS-14; ANALYSIS.md): the pick
// or pass of every seat in the auction, the bury, the call, each answer of the announcement poll
// (crack, re-crack, blitz) and every card. Cards are valued in worlds of the mover's knowledge
// (solver/knowledge.h), each solved double dummy; the auction decisions, the bury, the call and
// the poll by simulating the rest of the hand in those worlds (the heuristic player's later
// choices, then double-dummy card play). The hall (solver/src/analysis.cpp) runs the worlds and
// the stopping rule; this file says what a world is worth.
#include "solver/analysis.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>
#include <tuple>

#include "../analysis_internal.h"
#include "../reasons_internal.h"
#include "solver/dd.h"
#include "solver/grades.h"
#include "solver/knowledge.h"
#include "solver/lessons.h"
#include "solver/positions.h"
#include "solver/sampler.h"
#include "solver/sheepshead/heuristic_player.h"
#include "solver/sheepshead/world_position.h"
#include "solver/trick/equivalence.h"

namespace solver::analysis_detail {

using engine::Call;
using engine::CallType;
using engine::ContractTable;
using engine::kNoCard;
using engine::Phase;
using engine::SheepsheadHand;

namespace {

// Positions with at most this many cards in the hands are cheap to solve completely.
constexpr int kCheapCards = 20;

// --- Values ---------------------------------------------------------------------------------

// Role of `seat` in a hand in play (any world).
Role role_in(const SheepsheadHand& h, int seat) {
  if (h.is_leaster()) return Role::kLeaster;
  if (seat == h.picker()) return Role::kPicker;
  if (seat == h.partner()) return Role::kPartner;
  return Role::kDefender;
}

// The hand just before decision `ref` of the auction (pick, bury or call) on a given deal.
SheepsheadHand auction_hand(const engine::DealLog& log, const engine::SheepsheadDeal& deal,
                            const DecisionRef& ref) {
  SheepsheadHand h(log.sheepshead().rules, log.dealer, deal, log.multiplier);
  const int steps = ref.kind == DecisionKind::kPick
                        ? (ref.index)  // auction decisions come first, one per step
                        : static_cast<int>(log.sheepshead().auction.size());
  for (int a = 0; a < steps; ++a)
    (void)h.pick(log.sheepshead().auction[static_cast<std::size_t>(a)]);
  if (ref.kind == DecisionKind::kCall) (void)h.bury(log.sheepshead().dealt_bury);
  return h;
}

// Bury candidates: every pair scored by a static rule of thumb (points banked, fail suits
// voided, trumps kept), best first.
std::vector<CardMask> ranked_buries(const engine::SheepsheadRules& rules, CardMask eight) {
  const ContractTable t = engine::sheepshead_table_for(rules);
  std::vector<std::pair<int, CardMask>> scored;
  for (Card a : engine::cards(eight)) {
    for (Card b : engine::cards(eight & ~((engine::bit(a) << 1) - 1))) {
      const CardMask pair = engine::bit(a) | engine::bit(b);
      const CardMask kept = eight & ~pair;
      int score = engine::mask_points(pair);
      for (int e = 0; e < 4; ++e) {
        const CardMask m = t.suit_mask[static_cast<std::size_t>(e)];
        if ((eight & m) && !(kept & m)) score += 10;
      }
      score -= 15 * engine::count(pair & t.trumps());
      if (engine::legal_calls(rules, kept, pair).size() <= 1) score -= 20;  // alone only
      scored.push_back({score, pair});
    }
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& x, const auto& y) { return x.first > y.first; });
  std::vector<CardMask> out;
  for (const auto& s : scored) out.push_back(s.second);
  return out;
}

// The cheapest card of H as an under card: fewest points, then lowest power, fail first.
Card cheap_under(const ContractTable& t, CardMask h) {
  Card best = kNoCard;
  auto key = [&](Card c) {
    return std::make_tuple(engine::card_points(c), t.eff_suit[c] == engine::kTrump ? 1 : 0,
                           static_cast<int>(t.power[c]));
  };
  for (Card c : engine::cards(h)) {
    if (best == kNoCard || key(c) < key(best)) best = c;
  }
  return best;
}

// The hand on the actual deal just before the announcement poll (after the bury and the call).
std::optional<SheepsheadHand> poll_start(const engine::DealLog& log) {
  SheepsheadHand h(log.sheepshead().rules, log.dealer,
                   engine::SheepsheadDeal{log.dealt, log.sheepshead().dealt_blind}, log.multiplier);
  for (bool take : log.sheepshead().auction) {
    if (h.pick(take)) return std::nullopt;
  }
  if (h.phase() != Phase::kBury || h.bury(log.sheepshead().dealt_bury)) return std::nullopt;
  if (h.phase() == Phase::kCall && (!log.sheepshead().call || h.call(*log.sheepshead().call)))
    return std::nullopt;
  return h;
}

// One decision per turn of the announcement poll where the polled seat had a choice: what it
// announced, or kPass. Nothing when the hand has no poll (the default rules).
void add_poll_decisions(const engine::DealLog& log, std::vector<DecisionRef>& out) {
  if (!log.sheepshead().rules.crack && !log.sheepshead().rules.blitz) return;
  std::optional<SheepsheadHand> h = poll_start(log);
  if (!h || h->phase() != Phase::kAnnounce) return;
  auto played = engine::replay_sheepshead(log, 0, nullptr);
  if (!played) return;
  const std::vector<engine::Announcement>& made = played->announcements();
  std::size_t next = 0;
  while (h->phase() == Phase::kAnnounce) {
    const int seat = h->to_act();
    const engine::Announce a =
        next < made.size() && made[next].seat == seat ? made[next].kind : engine::Announce::kPass;
    if (h->legal_announcements().size() > 1) {
      DecisionRef r;
      r.index = static_cast<int>(out.size());
      r.kind = DecisionKind::kAnnounce;
      r.mover = seat;
      r.played = announce_action(a);
      r.announcements_before = static_cast<int>(next);
      out.push_back(r);
    }
    if (h->announce(a)) return;
    if (a != engine::Announce::kPass) ++next;
  }
}

// A card of the play (SS-8): every legal card valued in the worlds of the mover's knowledge.
class CardDecision {
 public:
  CardDecision(Toolkit& kit, const engine::DealLog& log, const DecisionRef& ref, const Knowledge& k,
               const SheepsheadHand& actual)
      : kit_(kit),
        opt_(*kit.opt),
        log_(log),
        ref_(ref),
        k_(k),
        actual_(actual),
        pr_(actual.play_rules()),
        st_(actual.play_state()),
        seats_(log.sheepshead().rules.seats()),
        // The multiplier after the announcements (cracks, blitzes: SS-14.3, SS-14.4) scales
        // every amount; without them it is the log's.
        hand_mult_(std::max(std::max(1, log.multiplier), actual.multiplier())),
        map_{k.role, k.alone, engine::mask_points(pr_.table.deck), seats_},
        stake_(stake_share(k.role, k.alone, seats_) * hand_mult_),
        high_better_(k.role != Role::kLeaster),
        actual_pos_(sheepshead_position(actual, ref.mover)) {
    for (int q = 0; q < seats_; ++q) {
      cards_left_ += engine::count(st_.hands[static_cast<std::size_t>(q)]);
    }
    // Leaster decisions before the third trick: the exact (paranoid) leaster search from
    // there takes seconds per world. Each card is valued by playing on with the heuristic
    // player (every seat, the mover's own later cards too) until at most
    // leaster_rollout_cards cards are in the hands, then solving the rest exactly. No
    // hindsight values for these.
    rollout_ = k.leaster && cards_left_ > opt_.leaster_max_cards;
  }

  DecisionAnalysis run(DecisionAnalysis d, const std::atomic<bool>* cancel) {
    const CardMask legal = actual_.legal_cards();
    // Alternatives in power order; the played card's index.
    const std::vector<Card> cards = power_order(pr_.table, legal);
    for (Card c : cards) {
      Alternative a;
      a.action.kind = DecisionKind::kPlay;
      a.action.card = c;
      d.alternatives.push_back(a);
    }
    for (std::size_t a = 0; a < cards.size(); ++a) {
      if (cards[a] == ref_.played.card) d.played_index = static_cast<int>(a);
    }
    d.forced = cards.size() == 1;
    classes_ = equivalent_cards(pr_, st_, legal, k_.unseen,
                                card_set({pr_.called, k_.partner_card, pr_.under}));
    if (rollout_) {
      d.note = "before the third trick a leaster is valued by the heuristic player's play until " +
               std::to_string(opt_.leaster_rollout_cards / seats_) +
               " tricks remain, then the exact leaster search (which is too slow from the start)";
    }
    // No choice to judge: sample anyway when it is cheap (the values show what the position
    // is worth), otherwise only the hindsight values.
    if (classes_.reps.size() <= 1 && cards_left_ > kCheapCards) {
      hindsight(d);
      if (cancel && cancel->load()) return d;
      finish_without_choice(d, stake_);
      return d;
    }
    frame_ = sheepshead_world_frame(k_, log_, static_cast<std::size_t>(ref_.play_index), pr_,
                                    actual_pos_, log_.sheepshead().rules, actual_.partner() < 0,
                                    hand_mult_);
    Evaluation ev = evaluation(d);
    Table tab;
    if (!kit_.run(k_, ref_.index, ev, tab, {[&](int) { hindsight(d); }}, cancel)) return d;
    if (tab.units.empty()) {
      d.note = "no deal is consistent with what the player knew (a bug)";
      d.complete = true;
      return d;
    }
    // Expand the representatives' table to every legal card.
    const Table full = expand_columns(tab, classes_.rep_index);
    finish(d, full, stake_, high_better_, true);
    set_win_chance(d, full, cards, win_sides());
    set_dd_loss(d, stake_);
    // Reason (solver/reasons.h) and lessons, from the grade's own values.
    set_reason(d, full, play_columns(cards), stake_, !k_.leaster, !high_better_);
    if (d.reason) add_hindsight_lines(*d.reason, *kit_.hindsight, actual_pos_, ref_.mover);
    LessonSituation sit{&k_, &pr_, &st_, legal};
    d.lessons =
        judge_lessons(lesson_triggers(sit), d, table_compare(full, cards, stake_, high_better_),
                      engine::Game::kSheepshead);
    d.complete = true;
    return d;
  }

 private:
  // Whose win chance this is (solver/win_chance.h): the picker's side on the actual deal.
  WinSides win_sides() const {
    WinSides w;
    const bool alone = actual_.partner() < 0;
    w.cls = k_.leaster ? WinClass::kSsLeaster : (alone ? WinClass::kSsAlone : WinClass::kSsPicker);
    w.seats = seats_;
    if (actual_.picker() >= 0) w.declaring |= 1u << actual_.picker();
    if (!alone) w.declaring |= 1u << actual_.partner();
    w.mover_declaring = k_.role == Role::kPicker || k_.role == Role::kPartner;
    w.each_for_self = k_.leaster;
    w.cards_left_share = double(cards_left_) / (seats_ * pr_.tricks_total());
    return w;
  }

  // Hindsight: every legal card on the actual deal.
  void hindsight(DecisionAnalysis& d) {
    if (rollout_) return;
    const SolveResult r = kit_.hindsight->solve(actual_pos_, true);
    if (!r.complete) return;
    MoverMap hmap = map_;  // the actual deal's teams
    if (!k_.leaster && k_.picker >= 0) hmap.alone = actual_.partner() < 0;
    for (const MoveValue& mv : r.moves) {
      for (Alternative& a : d.alternatives) {
        if (a.action.card == mv.card) {
          a.dd_units = hmap.units(mv.units);
          a.dd_points = hmap.points(mv.points);
        }
      }
    }
  }

  // A leaster world played on by the heuristic player, then solved exactly.
  void eval_rollout(const World& w, int worker, const std::vector<char>& active,
                    std::vector<double>& units, std::vector<double>& points) const {
    const std::optional<SheepsheadHand> start = replay_world(log_, k_, w.slots, nullptr);
    if (!start) return;  // cannot happen for a consistent world; the entries stay NaN
    DoubleDummy& dd = *kit_.dds[static_cast<std::size_t>(worker)];
    for (std::size_t a = 0; a < classes_.reps.size(); ++a) {
      if (!active[a]) continue;
      SheepsheadHand h = *start;
      (void)h.play(classes_.reps[a]);
      while (h.phase() == Phase::kPlay) {
        int left = 0;
        for (int q = 0; q < seats_; ++q) {
          left += engine::count(h.play_state().hands[static_cast<std::size_t>(q)]);
        }
        if (left <= opt_.leaster_rollout_cards && h.play_state().trick_size == 0) break;
        (void)kit_.heuristic->act(h);
      }
      if (h.phase() == Phase::kPlay) {
        const SolveResult r = dd.solve(sheepshead_position(h, ref_.mover), false);
        units[a] = map_.units(r.units);
        points[a] = map_.points(r.points);
      } else {
        const engine::HandResult res = h.result();
        units[a] = res.units[static_cast<std::size_t>(ref_.mover)];
        points[a] = res.points[static_cast<std::size_t>(ref_.mover)];
      }
    }
  }

  // Every active card in one world, double dummy. Points need a full points search; units
  // only a few yes/no searches (team objective). Early in the hand points are solved in the
  // first points_samples worlds only.
  void eval_world(const World& w, int world_index, int worker, const std::vector<char>& active,
                  std::vector<double>& units, std::vector<double>& points) const {
    const std::vector<Card>& reps = classes_.reps;
    const Position pos = sheepshead_world_position(frame_, w);
    // A defender who does not know whether the picker is alone pays by the world's teams.
    MoverMap wmap = map_;
    if (!k_.leaster && k_.picker >= 0) {
      wmap.alone = pos.objective.max_side == 1u << k_.picker;
    }
    DoubleDummy& dd = *kit_.dds[static_cast<std::size_t>(worker)];
    const bool early = cards_left_ > kCheapCards;
    const bool want_points = !early || world_index < opt_.points_samples;
    if (want_points &&
        values_per_card(
            dd, pos, reps, active, [&](int v) { return static_cast<double>(wmap.units(v)); },
            [&](int v) { return static_cast<double>(wmap.points(v)); }, units, points)) {
      return;
    }
    // The level of the previous card in this world is the guess for the next one (most cards
    // of one world end at the same or a neighbouring level).
    int guess = -1;
    for (std::size_t a = 0; a < reps.size(); ++a) {
      if (!active[a]) continue;
      Position child = pos;
      engine::PlayUndo u;
      engine::make_move(child.rules, child.state, reps[a], u);
      if (want_points || child.objective.paranoid || child.state.finished(child.rules) ||
          child.objective.levels.empty()) {
        const SolveResult r = dd.solve(child, false);
        units[a] = wmap.units(r.units);
        points[a] = want_points ? wmap.points(r.points) : std::nan("");
      } else {
        const std::size_t level = team_level(dd, child, guess);
        guess = static_cast<int>(level);
        units[a] = wmap.units(child.objective.levels[level].units);
        points[a] = std::nan("");
      }
    }
  }

  Evaluation evaluation(const DecisionAnalysis& d) const {
    Evaluation ev;
    ev.alts = static_cast<int>(classes_.reps.size());
    ev.played = classes_.rep_index[static_cast<std::size_t>(d.played_index)];
    ev.stake = stake_;
    ev.max_samples = opt_.samples;
    ev.min_samples = std::min(opt_.min_samples, opt_.samples);
    ev.settle_samples = rollout_ ? opt_.settle_cap() : settle_cap_for(opt_, cards_left_);
    ev.eval = [this](const World& w, int world_index, int worker, const std::vector<char>& active,
                     std::vector<double>& units, std::vector<double>& points) {
      if (rollout_) {
        eval_rollout(w, worker, active, units, points);
      } else {
        eval_world(w, world_index, worker, active, units, points);
      }
    };
    if (opt_.auction_inference) {
      ev.weight = [this](const World& w) {
        return auction_weight(k_, log_.sheepshead().rules, w.slots);
      };
    }
    return ev;
  }

  Toolkit& kit_;
  const AnalysisOptions& opt_;
  const engine::DealLog& log_;
  const DecisionRef& ref_;
  const Knowledge& k_;
  const SheepsheadHand& actual_;
  const engine::PlayRules& pr_;
  const engine::PlayState& st_;
  int seats_;
  int hand_mult_;
  MoverMap map_;
  double stake_;
  bool high_better_;
  Position actual_pos_;
  int cards_left_ = 0;
  bool rollout_ = false;
  CardClasses classes_;
  SheepsheadWorldFrame frame_;
};

DecisionAnalysis analyze_card(Toolkit& kit, const engine::DealLog& log, const DecisionRef& ref,
                              const std::atomic<bool>* cancel, DecisionAnalysis d) {
  std::string error;
  const std::size_t i = static_cast<std::size_t>(ref.play_index);
  auto k = sheepshead_play_knowledge(log, i, &error);
  auto actual = engine::replay_sheepshead(log, i, &error);
  if (!k || !actual) {
    d.note = error;
    return d;
  }
  return CardDecision(kit, log, ref, *k, *actual).run(std::move(d), cancel);
}

// The alternatives of a simulated decision, the played one marked; forced when there is one.
void list_alternatives(DecisionAnalysis& d, const std::vector<Action>& alts, const Action& played) {
  for (const Action& a : alts) {
    Alternative alt;
    alt.action = a;
    d.alternatives.push_back(alt);
    if (a == played) d.played_index = static_cast<int>(d.alternatives.size()) - 1;
  }
  d.forced = alts.size() == 1;
}

// The worlds of a simulated decision: auction_samples at most, half min_samples at least.
Evaluation simulated_evaluation(const AnalysisOptions& opt, const DecisionAnalysis& d,
                                double stake) {
  Evaluation ev;
  ev.alts = static_cast<int>(d.alternatives.size());
  ev.played = d.played_index;
  ev.stake = stake;
  ev.max_samples = opt.auction_samples;
  ev.min_samples = std::min(opt.min_samples / 2, opt.auction_samples);
  return ev;
}

// The mover's units when the rest of a hand in play is played double dummy. The levels are
// asked from the best down ("no trick for the defenders?", ">= 91?", ">= 61?", ...) until one
// is reached, not by bisection: a question far from the true value is cheap, and this skips the
// costly ">= 61?" whenever the picker's side reaches 91 (measured on the ten Sheepshead
// samples: 4-22 % fewer nodes in the auction decisions than bisecting; the same level either
// way).
int mover_units(const SheepsheadHand& h, int mover, DoubleDummy& dd) {
  const Position pos = sheepshead_position(h, mover);
  const MoverMap map{role_in(h, mover), h.partner() < 0, 120, h.rules().seats()};
  return map.units(team_units(dd, pos, 0));
}

// Every seat's win chance in one simulated world (solver/win_chance.h), `h` where the
// simulation ended: in play from the first trick, the picker's side against the rest (the
// mover's units `units` say who wins double dummy); a hand over (a leaster played out), the seats
// with a positive result; thrown in, nobody.
std::vector<double> simulated_chance(const SheepsheadHand& h, int mover, int units) {
  const int seats = h.rules().seats();
  if (h.phase() == Phase::kDone && h.is_leaster()) {
    const engine::HandResult r = h.result();
    return win_world_results({r.units.begin(), r.units.begin() + seats});
  }
  if (h.phase() != Phase::kPlay || h.picker() < 0) return std::vector<double>(seats, 0.0);
  unsigned side = 1u << h.picker();
  if (h.partner() >= 0) side |= 1u << h.partner();
  const bool mover_in = ((side >> mover) & 1u) != 0;
  const WinClass cls = h.partner() < 0 ? WinClass::kSsAlone : WinClass::kSsPicker;
  return win_world_sides(win_coefficients(cls), (units > 0) == mover_in, side, seats, 1.0);
}

// The simulated worlds' per-seat chances, by (world, alternative), written from the workers.
class WorldChances {
 public:
  void put(int world, int alt, std::vector<double> p) {
    const std::lock_guard<std::mutex> lock(mu_);
    rows_[{world, alt}] = std::move(p);
  }
  // d.win_chance from the best alternative (column `col` of `tab`) in every world of the table.
  void set(DecisionAnalysis& d, const Table& tab, int col) const {
    std::vector<std::vector<double>> seat_p;
    std::vector<double> weight;
    for (std::size_t w = 0; w < tab.units.size(); ++w) {
      const auto it = rows_.find({static_cast<int>(w), col});
      if (it == rows_.end() || std::isnan(tab.units[w][static_cast<std::size_t>(col)])) continue;
      seat_p.push_back(it->second);
      weight.push_back(tab.weight[w]);
    }
    const SeatChances c = win_chance_worlds(seat_p, weight, tab.exact);
    d.win_chance = c.p;
    d.win_chance_se = c.se;
  }
  // The mover's chance with the alternative of column `col` (-1 when no world has it).
  double mover_chance(const Table& tab, int col, int mover) const {
    double sw = 0, sum = 0;
    for (std::size_t w = 0; w < tab.units.size(); ++w) {
      const auto it = rows_.find({static_cast<int>(w), col});
      if (it == rows_.end() || static_cast<std::size_t>(mover) >= it->second.size()) continue;
      if (std::isnan(tab.units[w][static_cast<std::size_t>(col)])) continue;
      sw += tab.weight[w];
      sum += tab.weight[w] * it->second[static_cast<std::size_t>(mover)];
    }
    return sw > 0 ? sum / sw : -1.0;
  }

 private:
  std::mutex mu_;
  std::map<std::pair<int, int>, std::vector<double>> rows_;
};

// An auction or poll decision whose alternatives are each a simulation of the rest of the hand:
// valued in the worlds of `k` (weighted by the auction when inference is on), graded and
// explained; `note` says how the rest was simulated. The hindsight jobs write into `d`.
void run_simulated(Toolkit& kit, const engine::DealLog& log, const Knowledge& k, int index,
                   Evaluation& ev, const std::vector<Action>& alts, double stake,
                   const std::vector<std::function<void(int)>>& hindsight, const char* note,
                   const std::atomic<bool>* cancel, DecisionAnalysis& d,
                   const WorldChances& chances) {
  if (kit.opt->auction_inference) {
    ev.weight = [&](const World& w) { return auction_weight(k, log.sheepshead().rules, w.slots); };
  }
  Table tab;
  if (!kit.run(k, index, ev, tab, hindsight, cancel)) return;
  if (tab.units.empty()) {
    d.note = "no deal is consistent with what the player knew (a bug)";
    d.complete = true;
    return;
  }
  finish(d, tab, stake, true, false);
  if (d.best >= 0 && static_cast<std::size_t>(d.best) < d.alternatives.size()) {
    const Action& best = d.alternatives[static_cast<std::size_t>(d.best)].action;
    const auto at = std::find(alts.begin(), alts.end(), best);
    if (at != alts.end()) chances.set(d, tab, static_cast<int>(at - alts.begin()));
  }
  set_dd_loss(d, stake);
  set_reason(d, tab, alts, stake, true, false);
  if (d.reason) {
    // The calibrated chance of the mover's side with the best and the played alternative.
    const auto col = [&](const Action& a) {
      return static_cast<int>(std::find(alts.begin(), alts.end(), a) - alts.begin());
    };
    d.reason->best_chance = chances.mover_chance(tab, col(d.reason->best), d.mover);
    d.reason->played_chance = chances.mover_chance(tab, col(d.reason->played), d.mover);
  }
  d.note = note;
  d.complete = true;
}

// An answer in the announcement poll (SS-14.3 crack and re-crack, SS-14.4 blitz).
DecisionAnalysis analyze_poll(Toolkit& kit, const engine::DealLog& log, const DecisionRef& ref,
                              const std::atomic<bool>* cancel, DecisionAnalysis d) {
  std::string error;
  const engine::SheepsheadRules& rules = log.sheepshead().rules;
  const int seats = rules.seats();
  const AnalysisOptions& opt = *kit.opt;
  // --- The announcement poll (SS-14.3 crack and re-crack, SS-14.4 blitz): valued like the
  // Schafkopf Kontra, by simulating the rest of the hand in worlds of the seat's knowledge:
  // the poll's later turns by the heuristic player, then double-dummy card play. Every
  // alternative plays at the multiplier it leads to.
  auto k = sheepshead_poll_knowledge(log, ref.mover,
                                     static_cast<std::size_t>(ref.announcements_before), &error);
  std::optional<SheepsheadHand> before = poll_start(log);
  if (k && before) {
    std::vector<engine::Announcement> prefix = k->announcements;
    if (auto e = replay_poll(*before, prefix, ref.mover)) error = *e;
  }
  if (!k || !before || before->phase() != Phase::kAnnounce) {
    d.note = error.empty() ? "the announcement poll cannot be replayed" : error;
    d.complete = true;
    return d;
  }
  std::vector<Action> alts;
  for (engine::Announce a : before->legal_announcements()) alts.push_back(announce_action(a));
  list_alternatives(d, alts, ref.played);
  if (d.forced || d.played_index < 0) {
    d.grade = Grade::kForced;
    d.complete = true;
    return d;
  }
  const double stake = stake_share(k->role, k->alone, seats) * std::max(1, before->multiplier());
  auto simulate = [&](const SheepsheadHand& start, const Action& a, DoubleDummy& dd,
                      std::vector<double>* chance) {
    SheepsheadHand h = start;
    (void)h.announce(a.announce);
    while (h.phase() == Phase::kAnnounce) (void)kit.heuristic->act(h);
    const int u = h.phase() == Phase::kPlay ? mover_units(h, ref.mover, dd) : 0;
    if (chance) *chance = simulated_chance(h, ref.mover, u);
    return u;
  };
  WorldChances chances;
  Evaluation ev = simulated_evaluation(opt, d, stake);
  ev.eval_alt = [&](const World& w, int wi, int a, int worker, double& units, double& points) {
    DoubleDummy& dd = *kit.dds[static_cast<std::size_t>(worker)];
    points = 0;
    const std::optional<SheepsheadHand> start = replay_world(log, *k, w.slots, nullptr);
    if (!start) {
      units = std::nan("");  // cannot happen for a consistent world
      return;
    }
    std::vector<double> chance;
    units = simulate(*start, alts[static_cast<std::size_t>(a)], dd, &chance);
    chances.put(wi, a, std::move(chance));
  };
  std::vector<std::function<void(int)>> hindsight;
  for (std::size_t a = 0; opt.auction_hindsight && a < alts.size(); ++a) {
    hindsight.push_back([&, a](int worker) {
      d.alternatives[a].dd_units = simulate(*before, d.alternatives[a].action,
                                            *kit.dds[static_cast<std::size_t>(worker)], nullptr);
    });
  }
  run_simulated(kit, log, *k, ref.index, ev, alts, stake, hindsight,
                "the rest of the hand is simulated: the poll's later turns by the heuristic "
                "player, then double-dummy card play, at the multiplier each choice leads to",
                cancel, d, chances);
  return d;
}

// The alternatives of a pick (pass when allowed, pick), a bury (the played one, the heuristic
// player's and the best by a rule of thumb, up to bury_candidates) or a call (every legal call,
// unknown calls only with the cheapest under card, and the played one).
std::vector<Action> auction_alternatives(const Toolkit& kit, const engine::DealLog& log,
                                         const DecisionRef& ref, const SheepsheadHand& before) {
  const engine::SheepsheadRules& rules = log.sheepshead().rules;
  const AnalysisOptions& opt = *kit.opt;
  std::vector<Action> alts;
  if (ref.kind == DecisionKind::kPick) {
    const Action pass = pick_action(false);
    const Action take = pick_action(true);
    if (before.can_pass()) alts.push_back(pass);
    alts.push_back(take);
  } else if (ref.kind == DecisionKind::kBury) {
    const CardMask eight = before.picker_cards();
    std::vector<CardMask> cands{ref.played.bury, kit.heuristic->choose_bury(before)};
    for (CardMask b : ranked_buries(rules, eight)) cands.push_back(b);
    const std::size_t want = static_cast<std::size_t>(std::max(2, opt.bury_candidates));
    for (CardMask b : cands) {
      const Action a = bury_action(b);
      if (alts.size() >= want) break;
      if (std::find(alts.begin(), alts.end(), a) == alts.end()) alts.push_back(a);
    }
  } else {
    const ContractTable t = engine::sheepshead_table_for(rules);
    const Card under = cheap_under(t, before.picker_cards());
    for (const Call& c : before.legal_calls()) {
      const bool keep = c.type != CallType::kUnknown || c.under == under || c == ref.played.call;
      if (keep) alts.push_back(call_action(c));
    }
    const Action played = call_action(ref.played.call);
    if (std::find(alts.begin(), alts.end(), played) == alts.end()) alts.push_back(played);
  }
  return alts;
}

// A pick or pass (SS-4), the bury (SS-5) or the call (SS-6).
DecisionAnalysis analyze_auction(Toolkit& kit, const engine::DealLog& log, const DecisionRef& ref,
                                 const std::atomic<bool>* cancel, DecisionAnalysis d) {
  std::string error;
  const engine::SheepsheadRules& rules = log.sheepshead().rules;
  const int mult = std::max(1, log.multiplier);
  const int seats = rules.seats();
  const AnalysisOptions& opt = *kit.opt;
  const PointKind point = ref.kind == DecisionKind::kPick   ? PointKind::kPick
                          : ref.kind == DecisionKind::kBury ? PointKind::kBury
                                                            : PointKind::kCall;
  auto k = sheepshead_auction_knowledge(log, point, ref.index, &error);
  if (!k) {
    d.note = error;
    d.complete = true;
    return d;
  }
  const double stake = 2.0 * mult;
  const engine::SheepsheadDeal actual_deal{log.dealt, log.sheepshead().dealt_blind};
  const SheepsheadHand before = auction_hand(log, actual_deal, ref);
  const std::vector<Action> alts = auction_alternatives(kit, log, ref, before);
  list_alternatives(d, alts, ref.played);
  if (d.forced) {
    d.grade = Grade::kForced;
    d.complete = true;
    return d;
  }
  // The rest of the hand: heuristic auction, bury and call; double-dummy card play.
  auto simulate = [&](const engine::SheepsheadDeal& deal, const Action& a, DoubleDummy& dd,
                      std::vector<double>* chance) {
    SheepsheadHand h = auction_hand(log, deal, ref);
    switch (a.kind) {
      case DecisionKind::kPick:
        (void)h.pick(a.take);
        break;
      case DecisionKind::kBury:
        (void)h.bury(a.bury);
        break;
      case DecisionKind::kCall:
        (void)h.call(a.call);
        break;
      case DecisionKind::kAnnounce:
        (void)h.announce(a.announce);
        break;
      case DecisionKind::kPlay:
      case DecisionKind::kBid:
      case DecisionKind::kDeclare:
      case DecisionKind::kDouble:
        break;
    }
    while (h.phase() == Phase::kPick || h.phase() == Phase::kBury || h.phase() == Phase::kCall ||
           h.phase() == Phase::kAnnounce) {
      (void)kit.heuristic->act(h);
    }
    int u = 0;  // thrown in (1988 doubler): nothing is paid
    if (h.phase() == Phase::kPlay && h.is_leaster()) {
      // A whole leaster is far too slow for the paranoid search: the heuristic plays it out.
      (void)kit.heuristic->play_out(h);
      u = h.result().units[static_cast<std::size_t>(ref.mover)];
    } else if (h.phase() == Phase::kPlay) {
      u = mover_units(h, ref.mover, dd);
    }
    if (chance) *chance = simulated_chance(h, ref.mover, u);
    return u;
  };
  WorldChances chances;
  Evaluation ev = simulated_evaluation(opt, d, stake);
  // The world's deal (the picker's own cards are known at the bury and the call).
  auto world_of = [&, kn = &*k](const World& w) {
    const WorldDeal wd = world_deal(*kn, w.slots);
    engine::SheepsheadDeal deal;
    for (int q = 0; q < seats; ++q) {
      deal.hands[static_cast<std::size_t>(q)] = wd.start[static_cast<std::size_t>(q)];
    }
    deal.blind = wd.blind;
    if (ref.kind != DecisionKind::kPick) {
      deal.hands[static_cast<std::size_t>(log.sheepshead().picker)] =
          log.dealt[static_cast<std::size_t>(log.sheepshead().picker)];
      deal.blind = log.sheepshead().dealt_blind;
    }
    return deal;
  };
  ev.eval_alt = [&](const World& w, int wi, int a, int worker, double& units, double& points) {
    DoubleDummy& dd = *kit.dds[static_cast<std::size_t>(worker)];
    std::vector<double> chance;
    units = simulate(world_of(w), alts[static_cast<std::size_t>(a)], dd, &chance);
    chances.put(wi, a, std::move(chance));
    points = 0;
  };
  // Hindsight: one job per alternative (each a whole-deal search).
  // They run in parallel, each with its worker's solver.
  std::vector<std::function<void(int)>> hindsight;
  for (std::size_t a = 0; opt.auction_hindsight && a < alts.size(); ++a) {
    hindsight.push_back([&, a](int worker) {
      d.alternatives[a].dd_units = simulate(actual_deal, d.alternatives[a].action,
                                            *kit.dds[static_cast<std::size_t>(worker)], nullptr);
    });
  }
  run_simulated(kit, log, *k, ref.index, ev, alts, stake, hindsight,
                "the rest of the hand is simulated: the heuristic player's auction, bury and "
                "call, then double-dummy card play",
                cancel, d, chances);
  return d;
}

}  // namespace

std::vector<DecisionRef> sheepshead_decisions(const engine::DealLog& log, std::string* error) {
  std::vector<DecisionRef> out;
  auto fail = [&](std::string m) {
    if (error) *error = std::move(m);
    return std::vector<DecisionRef>{};
  };
  if (!log.deal_known) {
    return fail("the log does not give every hidden card, so it cannot be analysed");
  }
  const int n = log.sheepshead().rules.seats();
  for (std::size_t a = 0; a < log.sheepshead().auction.size(); ++a) {
    DecisionRef r;
    r.index = static_cast<int>(out.size());
    r.kind = DecisionKind::kPick;
    r.mover = (log.dealer + 1 + static_cast<int>(a)) % n;
    r.played.kind = DecisionKind::kPick;
    r.played.take = log.sheepshead().auction[a];
    out.push_back(r);
  }
  if (log.sheepshead().picker >= 0) {
    DecisionRef b;
    b.index = static_cast<int>(out.size());
    b.kind = DecisionKind::kBury;
    b.mover = log.sheepshead().picker;
    b.played.kind = DecisionKind::kBury;
    b.played.bury = log.sheepshead().dealt_bury;
    out.push_back(b);
    // Under the jack-of-diamonds rule without call-ups the engine records ALONE for a picker
    // who holds JD, and three or four seats have no call: no choice, no decision (SS-14.1,
    // SS-14.2).
    const bool call_chosen =
        log.sheepshead().rules.has_partner() &&
        (log.sheepshead().rules.partner_rule == engine::PartnerRule::kCalledAce ||
         log.sheepshead().rules.jd_call_up);
    if (log.sheepshead().call && call_chosen) {
      DecisionRef c;
      c.index = static_cast<int>(out.size());
      c.kind = DecisionKind::kCall;
      c.mover = log.sheepshead().picker;
      c.played.kind = DecisionKind::kCall;
      c.played.call = *log.sheepshead().call;
      out.push_back(c);
    }
    add_poll_decisions(log, out);
  }
  for (std::size_t i = 0; i < log.plays.size(); ++i) {
    DecisionRef r;
    r.index = static_cast<int>(out.size());
    r.kind = DecisionKind::kPlay;
    r.mover = i < log.play_seat.size() ? log.play_seat[i] : 0;
    r.play_index = static_cast<int>(i);
    r.played.kind = DecisionKind::kPlay;
    r.played.card = log.plays[i];
    out.push_back(r);
  }
  if (out.empty()) return fail("the log has no decisions");
  return out;
}

DecisionAnalysis analyze_sheepshead_decision(Toolkit& kit, const engine::DealLog& log,
                                             const DecisionRef& ref,
                                             const std::atomic<bool>* cancel) {
  DecisionAnalysis d;
  set_identity(d, ref, log.sheepshead().rules.seats());
  if (ref.kind == DecisionKind::kPlay) return analyze_card(kit, log, ref, cancel, std::move(d));
  // --- Auction decisions: pick/pass, bury, call ---------------------------------------------
  if (!kit.opt->grade_auction) {
    d.note = "auction decisions are not analysed (option off)";
    d.complete = true;
    return d;
  }
  if (ref.kind == DecisionKind::kAnnounce) return analyze_poll(kit, log, ref, cancel, std::move(d));
  return analyze_auction(kit, log, ref, cancel, std::move(d));
}

}  // namespace solver::analysis_detail
