// The solver on Schafkopf positions (every contract, both decks) against plain minimax whose
// final outcome is settled by the engine's schafkopf_settle, not by the solver's levels.
#include <doctest/doctest.h>

#include <map>

#include "engine/schafkopf.h"
#include "solver/dd.h"
#include "solver/positions.h"

namespace {

using engine::Card;
using engine::CardMask;
using engine::SkContract;
using engine::SkGame;

constexpr int kSeats = engine::kSchafkopfSeats;

struct SkWalker {
  engine::SchafkopfRules rules;
  SkContract contract;
  engine::SkSetup setup;
  engine::PlayState s;
  std::array<CardMask, kSeats> dealt{};
  int doublings = 0;
  int perspective = 0;  // Ramsch

  bool ramsch() const { return contract.game == SkGame::kRamsch; }
  engine::SkResult settle() const {
    std::array<int, kSeats> pts{};
    std::array<int, kSeats> tr{};
    for (int i = 0; i < kSeats; ++i) {
      pts[static_cast<std::size_t>(i)] = s.points_won[static_cast<std::size_t>(i)];
      tr[static_cast<std::size_t>(i)] = s.tricks_won[static_cast<std::size_t>(i)];
    }
    const int runners = ramsch() ? 0 : engine::count_runners(rules, contract, setup.party, dealt);
    return engine::schafkopf_settle(rules, contract, setup.party, runners, doublings, pts, tr);
  }
  int final_points() const {
    if (ramsch()) return s.points_won[static_cast<std::size_t>(perspective)];
    int p = 0;
    for (int i = 0; i < kSeats; ++i) {
      if (setup.party >> i & 1) p += s.points_won[static_cast<std::size_t>(i)];
    }
    return p;
  }
  int final_units() const {
    const int who = ramsch() ? perspective : contract.declarer;
    return settle().units[static_cast<std::size_t>(who)];
  }
  // Points: the party maximises its points (Ramsch: the others push points onto perspective).
  bool points_max(int seat) const {
    return ramsch() ? seat != perspective : (setup.party >> seat & 1) != 0;
  }
  bool units_max(int seat) const {
    return ramsch() ? seat == perspective : (setup.party >> seat & 1) != 0;
  }
  template <bool kUnits>
  int minimax() {
    if (s.finished(setup.play)) return kUnits ? final_units() : final_points();
    const int p = s.to_move(setup.play);
    const bool maxing = kUnits ? units_max(p) : points_max(p);
    int best = maxing ? -100000 : 100000;
    for (Card c : engine::cards(engine::legal_moves(setup.play, s))) {
      engine::PlayUndo u;
      engine::make_move(setup.play, s, c, u);
      const int v = minimax<kUnits>();
      engine::unmake_move(setup.play, s, c, u);
      best = maxing ? std::max(best, v) : std::min(best, v);
    }
    return best;
  }
};

}  // namespace

TEST_CASE("solver equals plain minimax on Schafkopf endgames of every contract (<= 3 tricks)") {
  std::map<std::string, int> coverage;
  solver::DoubleDummy dd;
  int positions = 0;
  const SkGame games[] = {SkGame::kSauspiel, SkGame::kSolo,      SkGame::kWenz,  SkGame::kGeier,
                          SkGame::kFarbwenz, SkGame::kFarbgeier, SkGame::kRamsch};
  for (std::uint64_t seed = 1; positions < 1000 && seed < 200000; ++seed) {
    engine::Rng rng(seed * 2654435761u);
    auto rules = *engine::schafkopf_preset(seed % 3 == 0 ? "schafkopf_short" : "schafkopf");
    const int dealer = static_cast<int>(rng.below(4));
    // Deal (SK-1.2): consecutive blocks from the shuffled deck.
    std::vector<Card> deck;
    for (Card c : engine::cards(rules.deck_mask())) deck.push_back(c);
    for (std::size_t i = deck.size(); i > 1; --i) {
      std::swap(deck[i - 1], deck[rng.below(static_cast<std::uint32_t>(i))]);
    }
    std::array<CardMask, kSeats> hands{};
    const std::size_t per = deck.size() / kSeats;
    for (std::size_t i = 0; i < deck.size(); ++i) {
      hands[static_cast<std::size_t>((dealer + 1 + static_cast<int>(i / per)) % kSeats)] |=
          engine::bit(deck[i]);
    }
    SkContract c;
    c.game = games[seed % 7];
    c.declarer = c.game == SkGame::kRamsch ? -1 : static_cast<int>(rng.below(4));
    c.suit = static_cast<engine::Suit>(rng.below(4));
    c.tout = c.game != SkGame::kSauspiel && c.game != SkGame::kRamsch && rng.below(4) == 0;
    if (c.game == SkGame::kSauspiel) {
      // A legal call for the declarer, if any.
      bool found = false;
      for (int k = 0; k < 4 && !found; ++k) {
        const auto su = static_cast<engine::Suit>(k);
        if (!engine::check_sauspiel_call(hands[static_cast<std::size_t>(c.declarer)], su)) {
          c.suit = su;
          found = true;
        }
      }
      if (!found) continue;
    }
    if (engine::check_contract_shape(c)) continue;
    SkWalker w;
    w.rules = rules;
    w.contract = c;
    w.dealt = hands;
    w.setup = engine::schafkopf_setup(rules, c, hands);
    w.s = engine::schafkopf_initial_state(hands, dealer);
    w.doublings = static_cast<int>(rng.below(3));
    if (c.game == SkGame::kRamsch) w.doublings = 0;
    // Random legal play down to at most 3 tricks, sometimes mid-trick.
    const int total = w.setup.play.tricks_total();
    const int left = 1 + static_cast<int>(rng.below(3));
    const int extra = static_cast<int>(rng.below(4));
    while (total - w.s.tricks_done > left ||
           (total - w.s.tricks_done == left && w.s.trick_size < extra)) {
      const CardMask legal = engine::legal_moves(w.setup.play, w.s);
      int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(engine::count(legal))));
      Card pick = engine::kNoCard;
      for (Card x : engine::cards(legal)) {
        if (k-- == 0) pick = x;
      }
      engine::PlayUndo u;
      engine::make_move(w.setup.play, w.s, pick, u);
    }
    w.perspective = w.s.to_move(w.setup.play);
    solver::RamschLeafContext ctx{rules, c, w.doublings};
    const solver::Position pos =
        solver::schafkopf_position(rules, c, w.setup, w.s, hands, w.doublings, &ctx);
    const solver::SolveResult res = dd.solve(pos, true);
    REQUIRE(res.complete);
    INFO("seed " << seed << " " << engine::contract_name(c));
    CHECK(res.points == w.minimax<false>());
    CHECK(res.units == w.minimax<true>());
    const std::vector<Card> order =
        solver::power_order(pos.rules.table, engine::legal_moves(w.setup.play, w.s));
    REQUIRE(res.moves.size() == order.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
      engine::PlayUndo u;
      engine::make_move(w.setup.play, w.s, order[i], u);
      CHECK(res.moves[i].points == w.minimax<false>());
      CHECK(res.moves[i].units == w.minimax<true>());
      engine::unmake_move(w.setup.play, w.s, order[i], u);
    }
    coverage["game " + std::to_string(static_cast<int>(c.game)) + (c.tout ? " tout" : "")]++;
    coverage[c.game == SkGame::kRamsch ? "ramsch" : "team"]++;
    ++positions;
  }
  CHECK(positions == 1000);
  CHECK(coverage["ramsch"] >= 100);
  for (int g = 0; g < 7; ++g) CHECK(coverage["game " + std::to_string(g)] >= 50);
  CHECK(coverage["game 1 tout"] + coverage["game 2 tout"] + coverage["game 3 tout"] >= 20);
}
