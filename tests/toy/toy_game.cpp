// The toy game's rules and face (toy_game.h).
#include "toy_game.h"

#include <algorithm>
#include <bit>
#include <limits>
#include <string>

#include "../../solver/src/analysis_internal.h"
#include "../../solver/src/selfplay_game.h"
#include "engine/game_registry.h"
#include "engine/rng.h"

namespace toy {

using engine::Card;
using engine::CardMask;

std::array<Card, 8> deck() {
  using engine::Rank;
  using engine::Suit;
  std::array<Card, 8> d{};
  const std::array<Rank, 4> ranks = {Rank::kSeven, Rank::kEight, Rank::kNine, Rank::kAce};
  for (int i = 0; i < 8; ++i) {
    d[static_cast<std::size_t>(i)] = engine::make_card(i < 4 ? Suit::kClubs : Suit::kSpades,
                                                       ranks[static_cast<std::size_t>(i % 4)]);
  }
  return d;
}

int strength(Card c) {
  const auto d = deck();
  for (int i = 0; i < 8; ++i) {
    if (d[static_cast<std::size_t>(i)] == c) return i % 4;
  }
  return -1;
}

int points(Card c) {
  static constexpr std::array<int, 4> kPoints = {0, 1, 2, 4};
  return kPoints[static_cast<std::size_t>(strength(c))];
}

State start(const engine::DealLog& log) {
  State s;
  for (int seat = 0; seat < 2; ++seat) {
    for (Card c : *log.hands[static_cast<std::size_t>(seat)]) {
      s.hands[static_cast<std::size_t>(seat)] |= engine::bit(c);
    }
  }
  s.leader = s.to_act = (log.dealer + 1) % 2;
  return s;
}

CardMask legal(const State& s) {
  const CardMask hand = s.hands[static_cast<std::size_t>(s.to_act)];
  if (s.led == engine::kNoCard) return hand;
  const CardMask follow = hand & engine::suit_cards(engine::suit_of(s.led));
  return follow ? follow : hand;
}

void play(State& s, Card c) {
  s.hands[static_cast<std::size_t>(s.to_act)] &= ~engine::bit(c);
  if (s.led == engine::kNoCard) {
    s.led = c;
    s.to_act = 1 - s.to_act;
    return;
  }
  const bool second_wins =
      engine::suit_of(c) == engine::suit_of(s.led) && strength(c) > strength(s.led);
  const int winner = second_wins ? s.to_act : s.leader;
  s.taken[static_cast<std::size_t>(winner)] += points(c) + points(s.led);
  s.leader = s.to_act = winner;
  s.led = engine::kNoCard;
}

bool over(const State& s) {
  return s.led == engine::kNoCard && s.hands[0] == 0 && s.hands[1] == 0;
}

int solve(const State& s, int seat) {
  if (over(s))
    return s.taken[static_cast<std::size_t>(seat)] - s.taken[static_cast<std::size_t>(1 - seat)];
  const bool mine = s.to_act == seat;
  int best = mine ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max();
  for (Card c : deck()) {
    if (!(legal(s) & engine::bit(c))) continue;
    State next = s;
    play(next, c);
    const int v = solve(next, seat);
    best = mine ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

engine::DealLog make_log(const std::array<std::vector<Card>, 2>& hands,
                         const std::vector<Card>& plays) {
  engine::DealLog log;
  log.game = kToyGame;
  log.players = {"North", "South"};
  log.dealer = 0;
  log.hands = {hands[0], hands[1]};
  log.plays = plays;
  log.deal_known = true;
  return log;
}

namespace {

// The state after the first `n` plays of `log`; false when a play is not legal.
bool replay(const engine::DealLog& log, std::size_t n, State& s, std::string* error) {
  s = start(log);
  for (std::size_t i = 0; i < n; ++i) {
    if (!(legal(s) & engine::bit(log.plays[i]))) {
      if (error) *error = "plays[" + std::to_string(i) + "]: not a legal card";
      return false;
    }
    play(s, log.plays[i]);
  }
  return true;
}

// Every split of `unseen` that gives the opponent `n` cards (the rest stay out of play).
void splits(CardMask unseen, int n, CardMask chosen, std::vector<CardMask>& out) {
  if (n == 0) {
    out.push_back(chosen);
    return;
  }
  if (unseen == 0) return;
  const Card c = static_cast<Card>(std::countr_zero(unseen));
  const CardMask rest = unseen & (unseen - 1);
  splits(rest, n - 1, chosen | engine::bit(c), out);
  splits(rest, n, chosen, out);
}

// The opponent's hands the mover of `actual` cannot tell apart: it knows its own cards and every
// card played; the opponent holds some of the rest, the others are out of play.
std::vector<CardMask> mover_worlds(const engine::DealLog& log, std::size_t n, const State& actual,
                                   int me) {
  CardMask seen = 0;
  for (Card c : *log.hands[static_cast<std::size_t>(me)]) seen |= engine::bit(c);
  for (std::size_t i = 0; i < n; ++i) seen |= engine::bit(log.plays[i]);
  CardMask all = 0;
  for (Card c : deck()) all |= engine::bit(c);
  std::vector<CardMask> worlds;
  const int opp_cards = std::popcount(actual.hands[static_cast<std::size_t>(1 - me)]);
  splits(all & ~seen, opp_cards, 0, worlds);
  return worlds;
}

// Self-play: the heuristic plays its lowest legal card, the strong player the face's suggestion.
class ToyHand final : public solver::SelfplayHand {
 public:
  ToyHand(engine::DealLog log, std::vector<solver::BotConfig> players)
      : log_(std::move(log)), players_(std::move(players)) {
    replay(log_, 0, state_, nullptr);
  }
  bool over() const override { return toy::over(state_); }
  int to_act() const override { return state_.to_act; }
  std::optional<std::string> step(double& seconds) override;
  double result(int seat) const override {
    return state_.taken[static_cast<std::size_t>(seat)] -
           state_.taken[static_cast<std::size_t>(1 - seat)];
  }

 private:
  engine::DealLog log_;
  std::vector<solver::BotConfig> players_;
  State state_;
};

class ToyDeal final : public solver::SelfplayDeal {
 public:
  ToyDeal(std::array<std::vector<Card>, 2> hands, int dealer)
      : hands_(std::move(hands)), dealer_(dealer) {}
  std::unique_ptr<solver::SelfplayHand> hand(
      const std::vector<solver::BotConfig>& players) const override {
    engine::DealLog log = make_log(hands_, {});
    log.dealer = dealer_;
    return std::make_unique<ToyHand>(std::move(log), players);
  }

 private:
  std::array<std::vector<Card>, 2> hands_;
  int dealer_;
};

class ToyTable final : public solver::SelfplayTable {
 public:
  int seats() const override { return 2; }
  std::unique_ptr<solver::SelfplayDeal> deal(std::uint64_t seed, int dealer) const override {
    std::array<Card, 8> cards = deck();
    engine::Rng rng(seed);
    engine::shuffle(cards.data(), cards.size(), rng);
    std::array<std::vector<Card>, 2> hands;
    for (int i = 0; i < 2 * kHandSize; ++i) {
      hands[static_cast<std::size_t>(i % 2)].push_back(cards[static_cast<std::size_t>(i)]);
    }
    return std::make_unique<ToyDeal>(std::move(hands), dealer);
  }
};

class ToyModule final : public solver::GameModule {
 public:
  engine::Game id() const override { return kToyGame; }
  int seats(const engine::DealLog&) const override { return 2; }

  std::vector<solver::DecisionRef> decisions(const engine::DealLog& log,
                                             std::string* error) const override {
    std::vector<solver::DecisionRef> out;
    State s = start(log);
    for (std::size_t i = 0; i < log.plays.size(); ++i) {
      if (!(legal(s) & engine::bit(log.plays[i]))) {
        *error = "plays[" + std::to_string(i) + "]: not a legal card";
        return {};
      }
      solver::DecisionRef r;
      r.index = r.play_index = static_cast<int>(i);
      r.mover = s.to_act;
      r.played = solver::play_action(log.plays[i]);
      out.push_back(r);
      play(s, log.plays[i]);
    }
    return out;
  }

  solver::DecisionAnalysis analyze(solver::analysis_detail::Toolkit& kit,
                                   const engine::DealLog& log, const solver::DecisionRef& ref,
                                   const std::atomic<bool>* cancel) const override {
    namespace ad = solver::analysis_detail;
    solver::DecisionAnalysis d;
    ad::set_identity(d, ref, 2);
    State actual;
    replay(log, static_cast<std::size_t>(ref.index), actual, nullptr);
    std::vector<Card> cards;
    for (Card c : deck()) {
      if (legal(actual) & engine::bit(c)) cards.push_back(c);
    }
    for (Card c : cards) {
      solver::Alternative a;
      a.action = solver::play_action(c);
      if (c == ref.played.card) d.played_index = static_cast<int>(d.alternatives.size());
      d.alternatives.push_back(a);
    }
    d.forced = cards.size() == 1;
    if (d.forced) {
      ad::finish_without_choice(d, 1.0);
      d.complete = true;
      return d;
    }
    const int me = ref.mover;
    const std::vector<CardMask> worlds =
        mover_worlds(log, static_cast<std::size_t>(ref.index), actual, me);

    ad::WorldSource src;
    src.count = static_cast<double>(worlds.size());
    src.enumerate = [&] { return worlds.size(); };
    src.sample = [](engine::Rng&) {};  // never asked: the worlds are few and enumerated
    src.weight = [](std::size_t) { return 1.0; };
    ad::WorldEvaluation ev;
    ev.alts = static_cast<int>(cards.size());
    ev.played = d.played_index;
    ev.stake = 1.0;
    ev.max_samples = kit.opt->samples;
    ev.min_samples = kit.opt->min_samples;
    ev.settle_samples = kit.opt->settle_cap();
    ev.eval = [&](int w, int, const std::vector<char>& active, std::vector<double>& units,
                  std::vector<double>&) {
      State s = actual;
      s.hands[static_cast<std::size_t>(1 - me)] = worlds[static_cast<std::size_t>(w)];
      for (std::size_t a = 0; a < cards.size(); ++a) {
        if (!active[a]) continue;
        State next = s;
        play(next, cards[a]);
        units[a] = solve(next, me);
      }
    };
    ad::Table tab;
    if (!kit.run_worlds(src, ref.index, ev, tab, {}, cancel)) return d;
    ad::finish(d, tab, 1.0, true, false);
    d.complete = true;
    return d;
  }

  // The seat to act's best card by the same exact values over its worlds (any strength).
  std::optional<solver::Suggestion> suggest(const engine::DealLog& log,
                                            const solver::SuggestOptions& options,
                                            const std::atomic<bool>* cancel,
                                            engine::LogError* error) const override {
    (void)cancel;
    State s;
    std::string why;
    if (!replay(log, log.plays.size(), s, &why)) {
      *error = engine::LogError{"plays", why};
      return std::nullopt;
    }
    if (over(s)) {
      *error = engine::LogError{"plays", "the hand is over: no decision is left"};
      return std::nullopt;
    }
    const int me = s.to_act;
    const std::vector<CardMask> worlds = mover_worlds(log, log.plays.size(), s, me);
    solver::Suggestion out;
    out.seat = me;
    out.worlds = static_cast<int>(worlds.size());
    for (Card c : deck()) {
      if (!(legal(s) & engine::bit(c))) continue;
      solver::Alternative a;
      a.action = solver::play_action(c);
      a.has_values = true;
      for (CardMask w : worlds) {
        State next = s;
        next.hands[static_cast<std::size_t>(1 - me)] = w;
        play(next, c);
        a.units.mean += solve(next, me);
      }
      a.units.mean /= static_cast<double>(worlds.size());
      out.values.push_back(a);
    }
    std::stable_sort(out.values.begin(), out.values.end(),
                     [](const solver::Alternative& x, const solver::Alternative& y) {
                       return x.units.mean > y.units.mean;
                     });
    out.action = out.values.front().action;
    if (!options.values) out.values.clear();
    return out;
  }

  std::unique_ptr<solver::SelfplayTable> selfplay_table(const std::string& preset,
                                                        std::string* error) const override {
    if (preset != "toy") {
      *error = "the toy game's only preset is \"toy\", not \"" + preset + "\"";
      return nullptr;
    }
    return std::make_unique<ToyTable>();
  }
};

std::optional<std::string> ToyHand::step(double& seconds) {
  seconds = 0;
  const solver::BotConfig& bot = players_[static_cast<std::size_t>(state_.to_act)];
  Card card = engine::kNoCard;
  if (bot.strength == solver::Strength::kStrong) {
    engine::LogError error;
    const auto s = module().suggest(log_, solver::SuggestOptions{}, nullptr, &error);
    if (!s) return error.message;
    card = std::get<solver::Action>(s->action).card;
  } else {
    for (Card c : deck()) {
      if (card == engine::kNoCard && (legal(state_) & engine::bit(c))) card = c;
    }
  }
  if (!(legal(state_) & engine::bit(card))) return std::string("chose a card that is not legal");
  play(state_, card);
  log_.plays.push_back(card);
  return std::nullopt;
}

}  // namespace

const solver::GameModule& module() {
  // The engine's line for the toy (its name and seats), once.
  static const bool registered = (engine::register_game(kToyGame, "Toy", 2), true);
  (void)registered;
  static const ToyModule m;
  return m;
}

}  // namespace toy
