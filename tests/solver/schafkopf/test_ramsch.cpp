// The Ramsch model of the grades (solver/maxn.h, ANALYSIS.md §9): every seat plays for its own
// result. The search with interchangeable cards merged equals a plain max-n over every card; for
// the mover it is never worse than the paranoid bound; the analyzer's Ramsch hindsight values are
// the max-n values of the actual deal.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/netschafkopf.h"
#include "engine/schafkopf.h"
#include "solver/analysis.h"
#include "solver/dd.h"
#include "solver/maxn.h"
#include "solver/schafkopf/auction.h"
#include "solver/positions.h"
#include "solver/schafkopf/heuristic_player.h"

namespace {

using engine::SchafkopfHand;
using engine::SkContract;
using engine::SkGame;

// Plain max-n over every legal card, with the documented preferences: own units, then fewer own
// points, then the first card in card order.
solver::MaxnOutcome plain_maxn(const engine::PlayRules& r, engine::PlayState& s,
                               const solver::SettleFn& settle) {
  if (s.finished(r)) {
    solver::MaxnOutcome o;
    o.units = settle(s);
    for (std::size_t q = 0; q < 4; ++q) o.points[q] = s.points_won[q];
    return o;
  }
  const std::uint8_t p = s.to_move(r);
  solver::MaxnOutcome best;
  bool have = false;
  for (engine::Card c : engine::cards(engine::legal_moves(r, s, p))) {
    engine::PlayUndo u;
    engine::make_move(r, s, c, u, p);
    const solver::MaxnOutcome o = plain_maxn(r, s, settle);
    engine::unmake_move(r, s, c, u);
    const bool better = !have || o.units[p] > best.units[p] ||
                        (o.units[p] == best.units[p] && o.points[p] < best.points[p]);
    if (better) {
      best = o;
      have = true;
    }
  }
  return best;
}

// A Ramsch dealt from a seed, played by the heuristic player until `cards` cards are left.
SchafkopfHand ramsch_at(std::uint64_t seed, int cards) {
  engine::SchafkopfRules rules = *engine::schafkopf_preset("schafkopf");
  rules.all_pass = engine::SkAllPass::kRamsch;
  rules.ramsch_jungfrau = seed % 2 == 0;
  SchafkopfHand h(rules, static_cast<int>(seed % 4),
                  engine::deal_schafkopf(seed, static_cast<int>(seed % 4), engine::SkDeck::kLong));
  while (h.phase() == engine::SkPhase::kAuction) REQUIRE(!h.bid({engine::SkBidKind::kPass, 0}));
  REQUIRE(h.phase() == engine::SkPhase::kPlay);
  const solver::SkHeuristicPlayer bot(seed);
  while (static_cast<int>(32 - h.plays().size()) > cards) REQUIRE(!h.play(bot.choose_play(h)));
  return h;
}

}  // namespace

TEST_CASE("sk ramsch: max-n with merged cards equals plain max-n, and beats the paranoid bound") {
  int checked = 0;
  int above_bound = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const SchafkopfHand h = ramsch_at(seed, seed % 3 == 0 ? 11 : 9);
    const SkContract c = *h.contract();
    const solver::SettleFn settle = solver::ramsch_settle(h.rules(), c, 0);
    const engine::PlayRules& r = h.setup().play;
    engine::PlayState s = h.play_state();
    const solver::MaxnOutcome fast = solver::maxn_solve(r, s, settle);
    const solver::MaxnOutcome slow = plain_maxn(r, s, settle);
    for (std::size_t q = 0; q < 4; ++q) {
      CHECK(fast.units[q] == slow.units[q]);
      CHECK(fast.points[q] == slow.points[q]);
    }
    // The mover's own result is at least what the paranoid search guarantees him.
    const std::uint8_t mover = s.to_move(r);
    const solver::RamschLeafContext ctx{h.rules(), c, 0};
    const solver::Position pos =
        solver::schafkopf_position(h.rules(), c, h.setup(), s, h.dealt(), 0, &ctx, mover);
    solver::DoubleDummy dd;
    const solver::SolveResult bound = dd.solve(pos, false);
    CHECK(fast.units[mover] >= bound.units);
    above_bound += fast.units[mover] > bound.units ? 1 : 0;
    ++checked;
  }
  CHECK(checked == 40);
  CHECK(above_bound > 0);  // the two models do differ
}

TEST_CASE("sk ramsch: the analyzer's Ramsch values are the max-n values (protocol-01-064)") {
  const std::filesystem::path p =
      std::filesystem::path(SCHMIER_SHARED_DIR) / "data/netschafkopf/protocol-01.txt";
  if (!std::filesystem::exists(p)) {
    MESSAGE("skipped: the shared games are not at ", p.string());
    return;
  }
  std::ifstream in(p, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  const engine::NsImport imp = engine::import_netschafkopf(bytes.str(), "protocol-01.txt");
  const engine::DealLog* log = nullptr;
  for (const engine::NsImported& g : imp.games) {
    if (g.game == 64) log = &g.log;
  }
  REQUIRE(log != nullptr);
  solver::AnalysisOptions o;
  o.threads = 1;
  solver::Analyzer a(o);
  std::string error;
  const auto decisions = a.decisions(*log, &error);
  int checked = 0;
  for (int play : {20, 24}) {  // trick 6 and trick 7, the leader's choice
    int index = -1;
    for (const auto& d : decisions) {
      if (d.kind == solver::DecisionKind::kPlay && d.play_index == play) index = d.index;
    }
    REQUIRE(index >= 0);
    const solver::DecisionAnalysis d = a.analyze_decision(*log, index);
    REQUIRE(d.complete);
    const auto h = solver::sk_log_hand(*log, static_cast<std::size_t>(play), &error);
    REQUIRE(h.has_value());
    const solver::SettleFn settle = solver::ramsch_settle(h->rules(), *h->contract(), 0);
    const engine::PlayRules& r = h->setup().play;
    for (const solver::Alternative& alt : d.alternatives) {
      engine::PlayState s = h->play_state();
      engine::PlayUndo u;
      engine::make_move(r, s, alt.action.card, u);
      const solver::MaxnOutcome m = solver::maxn_solve(r, s, settle);
      INFO("play ", play, " card ", engine::card_code(alt.action.card));
      CHECK(alt.dd_units == m.units[static_cast<std::size_t>(d.mover)]);
      CHECK(alt.dd_points == m.points[static_cast<std::size_t>(d.mover)]);
      ++checked;
    }
  }
  CHECK(checked >= 3);
}
