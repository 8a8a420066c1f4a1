#include "solver/bench.h"

#include <algorithm>
#include <chrono>
#include <memory>

#include "solver/positions.h"
#include "solver/sweep/bench.h"

namespace solver {

using engine::Card;
using engine::CardMask;

double percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const double pos = q * static_cast<double>(v.size() - 1);
  const auto i = static_cast<std::size_t>(pos);
  if (i + 1 >= v.size()) return v.back();
  const double f = pos - static_cast<double>(i);
  return v[i] * (1 - f) + v[i + 1] * f;
}

engine::SheepsheadHand bench_sheepshead_deal(int index) {
  const engine::SheepsheadRules rules;
  const int seats = rules.seats();
  const int dealer = index % seats;
  const std::uint64_t seed = 0x5C4A11E5ull + static_cast<std::uint64_t>(index) * 7919u;
  const engine::SheepsheadDeal deal = engine::deal_sheepshead(seed, dealer, seats);
  const engine::ContractTable t = engine::sheepshead_table_for(rules);
  // Auction: the first seat with four trumps, else the most trumps.
  int picker = -1;
  int most = -1;
  int most_seat = 0;
  for (int k = 0; k < seats; ++k) {
    const int seat = (dealer + 1 + k) % seats;
    const int n = engine::count(deal.hands[seat] & t.trumps());
    if (n >= 4 && picker < 0) picker = seat;
    if (n > most) {
      most = n;
      most_seat = seat;
    }
  }
  if (picker < 0) picker = most_seat;
  engine::SheepsheadHand h(rules, dealer, deal);
  while (h.to_act() != picker) (void)h.pick(false);
  (void)h.pick(true);
  // Bury: fail non-aces with the most points, then the lowest trumps.
  const CardMask eight = h.picker_cards();
  std::vector<Card> order;
  for (Card c : engine::cards(eight & ~t.trumps())) {
    if (engine::rank_of(c) != engine::Rank::kAce) order.push_back(c);
  }
  std::stable_sort(order.begin(), order.end(),
                   [](Card a, Card b) { return engine::card_points(a) > engine::card_points(b); });
  std::vector<Card> trumps;
  for (Card c : engine::cards(eight & t.trumps())) trumps.push_back(c);
  std::stable_sort(trumps.begin(), trumps.end(),
                   [&](Card a, Card b) { return t.power[a] < t.power[b]; });
  order.insert(order.end(), trumps.begin(), trumps.end());
  for (Card c : engine::cards(eight)) order.push_back(c);  // aces last
  CardMask bury = 0;
  for (Card c : order) {
    if (engine::count(bury) < 2) bury |= engine::bit(c);
  }
  (void)h.bury(bury);
  const std::vector<engine::Call> calls = h.legal_calls();
  engine::Call call = calls.front();
  for (const engine::Call& c : calls) {
    if (c.type == engine::CallType::kAce) {
      call = c;
      break;
    }
  }
  (void)h.call(call);
  return h;
}

SchafkopfBenchDeal bench_schafkopf_deal(int index) {
  SchafkopfBenchDeal d;
  d.rules = *engine::schafkopf_preset("schafkopf");
  const engine::ContractTable t = engine::schafkopf_table(engine::TrumpFaces::kOberUnter,
                                                          engine::Suit::kHearts, engine::kLongDeck);
  int found = -1;
  for (std::uint64_t k = 0;; ++k) {
    const std::uint64_t seed = 0x5C4AF00Dull + k * 104729u;
    const int dealer = static_cast<int>(k % engine::kSchafkopfSeats);
    engine::Rng rng(seed);
    std::array<Card, engine::kNumCards> deck{};
    for (int i = 0; i < engine::kNumCards; ++i)
      deck[static_cast<std::size_t>(i)] = static_cast<Card>(i);
    for (int i = engine::kNumCards - 1; i > 0; --i) {
      std::swap(deck[static_cast<std::size_t>(i)],
                deck[rng.below(static_cast<std::uint32_t>(i + 1))]);
    }
    std::array<CardMask, engine::kSchafkopfSeats> hands{};
    for (int i = 0; i < engine::kNumCards; ++i) {
      hands[static_cast<std::size_t>((dealer + 1 + i / 8) % engine::kSchafkopfSeats)] |=
          engine::bit(deck[static_cast<std::size_t>(i)]);
    }
    int declarer = -1;
    int most = -1;
    engine::Suit call = engine::Suit::kClubs;
    for (int j = 0; j < engine::kSchafkopfSeats; ++j) {
      const int seat = (dealer + 1 + j) % engine::kSchafkopfSeats;
      const CardMask h = hands[static_cast<std::size_t>(seat)];
      for (engine::Suit su :
           {engine::Suit::kClubs, engine::Suit::kSpades, engine::Suit::kDiamonds}) {
        if (engine::check_sauspiel_call(h, su)) continue;
        const int n = engine::count(h & t.trumps());
        if (n > most) {
          most = n;
          declarer = seat;
          call = su;
        }
        break;
      }
    }
    if (declarer < 0 || ++found < index) continue;
    d.contract.game = engine::SkGame::kSauspiel;
    d.contract.declarer = declarer;
    d.contract.suit = call;
    d.dealt = hands;
    d.setup = engine::schafkopf_setup(d.rules, d.contract, hands);
    d.state = engine::schafkopf_initial_state(hands, dealer);
    return d;
  }
}

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The card the player to move would play: the best value for its side (ties: highest power).
Card best_card(const SolveResult& res, bool maximising) {
  const MoveValue* best = nullptr;
  for (const MoveValue& m : res.moves) {
    if (!best || (maximising ? m.units > best->units : m.units < best->units) ||
        (m.units == best->units &&
         (maximising ? m.points > best->points : m.points < best->points))) {
      best = &m;
    }
  }
  return best ? best->card : engine::kNoCard;
}

bool maximises(const Position& pos, int seat) {
  return pos.objective.paranoid ? seat == pos.objective.perspective
                                : (pos.objective.max_side >> seat & 1) != 0;
}

// Times the suites' per-card solves. With the oracle, every card's search starts from its
// exact value, found beforehand by a solver of its own whose time and nodes are not counted.
class TimedSolver {
 public:
  TimedSolver(const SolverOptions& so, bool oracle) {
    if (oracle) oracle_ = std::make_unique<DoubleDummy>(so);
  }
  SolveResult solve(DoubleDummy& dd, const Position& pos, double& seconds) {
    if (!oracle_) {
      const auto t0 = std::chrono::steady_clock::now();
      SolveResult r = dd.solve(pos, true);
      seconds += seconds_since(t0);
      return r;
    }
    const std::vector<MoveValue> exact = oracle_->solve(pos, true).moves;
    const auto t0 = std::chrono::steady_clock::now();
    SolveResult r = dd.solve_from_guesses(pos, exact);
    seconds += seconds_since(t0);
    return r;
  }

 private:
  std::unique_ptr<DoubleDummy> oracle_;
};

}  // namespace

BenchResult run_bench(const BenchOptions& opt,
                      const std::function<void(const std::string&)>& progress) {
  BenchResult out;
  SolverOptions so;
  so.tt_bytes = opt.tt_bytes;
  DoubleDummy dd(so);
  TimedSolver timed(so, opt.oracle);

  {
    BenchSuiteResult full{
        "sheepshead-full", "full deal, value and every first-lead card", {}, {}, 0, {}};
    if (progress) progress(full.name);
    dd.reset_stats();
    for (int i = 0; i < opt.deals; ++i) {
      const engine::SheepsheadHand h = bench_sheepshead_deal(i);
      double seconds = 0;
      const SolveResult r = timed.solve(dd, sheepshead_position(h), seconds);
      full.seconds.push_back(seconds);
      full.item_nodes.push_back(r.nodes);
      full.nodes += r.nodes;
    }
    full.stats = dd.stats();
    out.suites.push_back(full);
  }
  {
    BenchSuiteResult mid{
        "sheepshead-mid", "mid-hand (after 7, 13, 18 plays), every card", {}, {}, 0, {}};
    if (progress) progress(mid.name);
    // The positions are reached with the solver's own best cards, using a separate solver so
    // that the timed one meets them cold.
    std::vector<Position> positions;
    {
      DoubleDummy walker(so);
      for (int i = 0; i < std::max(1, opt.deals / 3); ++i) {
        engine::SheepsheadHand h = bench_sheepshead_deal(i);
        for (std::size_t stop : {7u, 13u, 18u}) {
          while (h.plays().size() < stop) {
            const Position pos = sheepshead_position(h);
            const SolveResult r = walker.solve(pos, true);
            (void)h.play(best_card(r, maximises(pos, r.to_move)));
          }
          positions.push_back(sheepshead_position(h));
        }
      }
    }
    DoubleDummy fresh(so);  // has not seen these deals in the full suite either
    for (const Position& pos : positions) {
      double seconds = 0;
      const SolveResult r = timed.solve(fresh, pos, seconds);
      mid.seconds.push_back(seconds);
      mid.item_nodes.push_back(r.nodes);
      mid.nodes += r.nodes;
    }
    mid.stats = fresh.stats();
    out.suites.push_back(mid);
  }
  {
    BenchSuiteResult hand{
        "sheepshead-hand", "every decision of a hand, every card valued", {}, {}, 0, {}};
    if (progress) progress(hand.name);
    dd.reset_stats();
    for (int i = 0; i < opt.hands; ++i) {
      engine::SheepsheadHand h = bench_sheepshead_deal(1000 + i);
      double seconds = 0;  // the solves' time, summed over the hand
      std::uint64_t nodes = 0;
      while (h.phase() == engine::Phase::kPlay) {
        const Position pos = sheepshead_position(h);
        const SolveResult r = timed.solve(dd, pos, seconds);
        nodes += r.nodes;
        (void)h.play(best_card(r, maximises(pos, r.to_move)));
      }
      hand.seconds.push_back(seconds);
      hand.item_nodes.push_back(nodes);
      hand.nodes += nodes;
    }
    hand.stats = dd.stats();
    out.suites.push_back(hand);
  }
  {
    BenchSuiteResult sk{
        "schafkopf-full", "long deck, value and every first-lead card", {}, {}, 0, {}};
    if (progress) progress(sk.name);
    DoubleDummy fresh(so);
    for (int i = 0; i < opt.schafkopf; ++i) {
      const SchafkopfBenchDeal d = bench_schafkopf_deal(i);
      const Position pos =
          schafkopf_position(d.rules, d.contract, d.setup, d.state, d.dealt, 0, nullptr);
      double seconds = 0;
      const SolveResult r = timed.solve(fresh, pos, seconds);
      sk.seconds.push_back(seconds);
      sk.item_nodes.push_back(r.nodes);
      sk.nodes += r.nodes;
    }
    sk.stats = fresh.stats();
    out.suites.push_back(sk);
  }
  sweep::run_sweep_bench(opt.sweep, opt.tt_bytes, out.suites, progress);
  for (const BenchSuiteResult& s : out.suites) {
    out.nodes += s.nodes;
    for (double t : s.seconds) out.seconds += t;
  }
  return out;
}

}  // namespace solver
