// Schafkopf hand analysis (solver/analysis.h, solver/src/schafkopf/analysis.cpp): the decisions
// of a Schafkopf log, every sample analysed, forced plays, a blunder, sampled == double dummy
// when the mover knows every card, determinism, and the sampled values against a brute force
// that shares nothing with the analyzer but the engine.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "engine/netschafkopf.h"
#include "engine/schafkopf.h"
#include "solver/analysis.h"
#include "solver/schafkopf/auction.h"

namespace {

using engine::Card;
using engine::CardMask;
using engine::SchafkopfHand;
using solver::DecisionKind;
using solver::Grade;

const char* const kSamples[] = {
    "schafkopf-farbgeier-kontra.json",
    "schafkopf-farbsolo-kontra-re.json",
    "schafkopf-ramsch-jungfrau.json",
    "schafkopf-sauspiel-davonlaufen.json",
    "schafkopf-short-deck.json",
    "schafkopf-solo-tout.json",
    "schafkopf-wenz.json",
};

engine::DealLog load(const std::string& name) {
  const auto r = engine::load_deal_log_file(std::string(SCHMIER_SOURCE_DIR) + "/samples/" + name);
  for (const auto& e : r.errors) FAIL_CHECK(name, ": ", engine::format_error(e));
  REQUIRE(r.log.has_value());
  return *r.log;
}

solver::AnalysisOptions quick(int threads = 2) {
  solver::AnalysisOptions o;
  o.samples = 8;
  o.min_samples = 8;
  o.threads = threads;
  return o;
}

// The index among the decisions of play number `play`.
int decision_of_play(const std::vector<solver::DecisionRef>& refs, int play) {
  for (const auto& r : refs) {
    if (r.play_index == play) return r.index;
  }
  return -1;
}

TEST_CASE("schafkopf analysis: the decisions of every sample, in order") {
  solver::Analyzer an(quick());
  for (const char* name : kSamples) {
    CAPTURE(name);
    const engine::DealLog log = load(name);
    std::string err;
    const auto refs = an.decisions(log, &err);
    REQUIRE_MESSAGE(!refs.empty(), err);
    const bool ramsch = log.schafkopf().contract->type == engine::LogContractType::kRamsch;
    int plays = 0;
    int yes = 0;
    int declares = 0;
    for (std::size_t i = 0; i < refs.size(); ++i) {
      const auto& r = refs[i];
      CHECK(r.index == static_cast<int>(i));
      switch (r.kind) {
        case DecisionKind::kDeclare:
          ++declares;
          CHECK(i == 0);
          CHECK(r.mover == log.schafkopf().contract->declarer);
          break;
        case DecisionKind::kDouble:
          if (r.played.yes) ++yes;
          break;
        case DecisionKind::kPlay:
          CHECK(r.play_index == plays);
          CHECK(r.played.card == log.plays[static_cast<std::size_t>(plays)]);
          CHECK(r.mover == log.play_seat[static_cast<std::size_t>(plays)]);
          ++plays;
          break;
        default:
          FAIL("unexpected decision kind");
      }
    }
    CHECK(declares == (ramsch ? 0 : 1));
    CHECK(yes == static_cast<int>(log.schafkopf().doubles.size()));
    CHECK(plays == static_cast<int>(log.plays.size()));
  }
}

TEST_CASE("schafkopf analysis: every sample completes; forced, graded, hindsight == sampled") {
  solver::Analyzer an(quick());
  int known_everything = 0;
  for (const char* name : kSamples) {
    CAPTURE(name);
    const engine::DealLog log = load(name);
    const solver::HandAnalysis h = an.analyze(log);
    REQUIRE_MESSAGE(h.complete, h.error);
    CHECK(h.num_players == 4);
    for (const auto& d : h.decisions) {
      CAPTURE(d.index);
      CHECK(d.complete);
      if (d.kind != DecisionKind::kPlay) {
        // Valued by simulation (solver/schafkopf/auction.h): every legal answer, the played one
        // among them, graded.
        CHECK(d.grade != Grade::kNotGraded);
        CHECK_FALSE(d.note.empty());
        REQUIRE(!d.alternatives.empty());
        CHECK(d.alternatives[static_cast<std::size_t>(d.played_index)].action == d.played);
        if (d.kind == DecisionKind::kDouble) CHECK(d.alternatives.size() == 2);
        continue;
      }
      REQUIRE(!d.alternatives.empty());
      CHECK(d.alternatives[static_cast<std::size_t>(d.played_index)].action.card == d.played.card);
      if (d.alternatives.size() == 1) {
        CHECK(d.forced);
        CHECK(d.grade == Grade::kForced);
      } else {
        CHECK(d.grade != Grade::kForced);
        CHECK(d.grade != Grade::kNotGraded);
      }
      // One consistent world: the mover knows every card, so the sampled values are the
      // double-dummy values of the actual deal.
      if (d.exact && d.worlds == 1 && d.alternatives.front().has_values) {
        ++known_everything;
        for (const auto& a : d.alternatives) {
          REQUIRE(a.dd_units.has_value());
          CHECK(a.units.mean == doctest::Approx(static_cast<double>(*a.dd_units)));
          CHECK(a.units.se == 0);
          if (a.has_points && a.dd_points) {
            CHECK(a.points.mean == doctest::Approx(static_cast<double>(*a.dd_points)));
          }
        }
        if (d.dd_loss) CHECK(d.loss == doctest::Approx(*d.dd_loss));
      }
    }
  }
  CHECK(known_everything > 0);
}

TEST_CASE("schafkopf analysis: same seed, same values, whatever the thread count") {
  const engine::DealLog log = load("schafkopf-sauspiel-davonlaufen.json");
  solver::Analyzer one(quick(1));
  solver::Analyzer two(quick(2));
  const auto refs = one.decisions(log, nullptr);
  for (int play : {4, 13, 22}) {
    const int idx = decision_of_play(refs, play);
    REQUIRE(idx >= 0);
    const auto a = one.analyze_decision(log, idx);
    const auto b = two.analyze_decision(log, idx);
    REQUIRE(a.alternatives.size() == b.alternatives.size());
    CHECK(a.grade == b.grade);
    CHECK(a.worlds == b.worlds);
    for (std::size_t i = 0; i < a.alternatives.size(); ++i) {
      CHECK(a.alternatives[i].action == b.alternatives[i].action);
      CHECK(a.alternatives[i].units.mean == b.alternatives[i].units.mean);
      CHECK(a.alternatives[i].points.mean == b.alternatives[i].points.mean);
    }
  }
}

TEST_CASE("schafkopf analysis: a card that throws the hand away is a blunder") {
  // From every decision of a sample whose worlds were enumerated, play instead the card the
  // sampled values rate worst; when that costs a stake or more, the analysis of the altered log
  // (the same knowledge, so the same worlds) must grade it a blunder.
  solver::AnalysisOptions o = quick();
  solver::Analyzer an(o);
  int checked = 0;
  for (const char* name : kSamples) {
    const engine::DealLog log = load(name);
    const solver::HandAnalysis h = an.analyze(log);
    REQUIRE(h.complete);
    for (const auto& d : h.decisions) {
      if (d.kind != DecisionKind::kPlay || d.alternatives.size() < 2 || !d.exact) continue;
      const solver::Alternative& worst = d.alternatives.back();
      if (worst.loss < 1.0) continue;
      engine::DealLog bad = log;
      bad.plays.resize(static_cast<std::size_t>(d.play_index));
      bad.plays.push_back(worst.action.card);
      bad.result.reset();
      const auto errors = engine::validate_deal_log(bad);
      REQUIRE(errors.empty());
      const auto refs = an.decisions(bad, nullptr);
      REQUIRE(!refs.empty());
      const auto b = an.analyze_decision(bad, refs.back().index);
      CAPTURE(name);
      CAPTURE(d.play_index);
      CHECK(b.grade == Grade::kBlunder);
      CHECK(b.loss >= 1.0);
      ++checked;
    }
  }
  CHECK(checked > 0);
}

// --- Brute force ------------------------------------------------------------------------------

// The mover's units on a hand in play with every seat playing for its party: the declaring
// party maximises the declarer's units, the others minimise them (engine settlement only).
std::array<int, 4> minimax(const SchafkopfHand& h) {
  if (h.phase() == engine::SkPhase::kDone) return h.result().units;
  const int seat = h.to_act();
  const int decl = h.contract()->declarer;
  const bool maxi = (h.setup().party >> seat) & 1u;
  std::array<int, 4> best{};
  bool first = true;
  for (Card c : engine::cards(h.legal_cards())) {
    SchafkopfHand n = h;
    REQUIRE_FALSE(n.play(c).has_value());
    const auto v = minimax(n);
    const int x = v[static_cast<std::size_t>(decl)];
    const int b = best[static_cast<std::size_t>(decl)];
    if (first || (maxi ? x > b : x < b)) best = v;
    first = false;
  }
  return best;
}

// The log's hand on a deal, up to `plays` plays; nullopt when the engine refuses a step (the
// deal is not consistent with the log).
std::optional<SchafkopfHand> replay_on(const engine::DealLog& log, const engine::SchafkopfRules& r,
                                       const engine::SkContract& c,
                                       const std::array<CardMask, 4>& dealt, std::size_t plays) {
  SchafkopfHand h(r, log.dealer, dealt);
  while (h.phase() == engine::SkPhase::kAuction) {
    const bool play = h.to_act() == c.declarer;
    if (h.bid({play ? engine::SkBidKind::kPlay : engine::SkBidKind::kPass, 0})) return std::nullopt;
  }
  if (h.phase() == engine::SkPhase::kDeclare && h.declare(c)) return std::nullopt;
  std::size_t next = 0;
  std::size_t played = 0;
  while (h.phase() != engine::SkPhase::kDone) {
    if (h.phase() == engine::SkPhase::kDoubling) {
      bool yes = false;
      if (next < log.schafkopf().doubles.size() &&
          log.schafkopf().doubles[next].seat == h.to_act()) {
        const bool re = !h.doubles().empty();
        yes = (log.schafkopf().doubles[next].call == engine::LogDoubleCall::kRe) == re;
      }
      if (h.answer_double(yes)) return std::nullopt;
      if (yes) ++next;
      continue;
    }
    if (played == plays) break;
    if (h.play(log.plays[played])) return std::nullopt;
    ++played;
  }
  return h;
}

TEST_CASE("schafkopf analysis: enumerated values equal a brute force over every world") {
  solver::AnalysisOptions o = quick();
  o.exact_limit = 100000;       // enumerate every world
  o.auction_inference = false;  // uniform worlds, as the brute force (the weights: test_inference)
  solver::Analyzer an(o);
  int compared = 0;
  for (const char* name : kSamples) {
    const engine::DealLog log = load(name);
    if (log.schafkopf().contract->type == engine::LogContractType::kRamsch)
      continue;  // paranoid objective
    std::string err;
    const auto rep = engine::replay_schafkopf_log(log, 0, &err);
    REQUIRE(rep.has_value());
    const auto refs = an.decisions(log, nullptr);
    const std::size_t n = log.plays.size();
    for (std::size_t i = n - 8; i + 4 < n; ++i) {
      const int idx = decision_of_play(refs, static_cast<int>(i));
      const auto d = an.analyze_decision(log, idx);
      if (d.alternatives.size() < 2) continue;
      CAPTURE(name);
      CAPTURE(i);
      REQUIRE(d.exact);
      const int mover = d.mover;
      // Every deal of the cards the mover cannot see among the others' remaining hands.
      std::array<CardMask, 4> played_by{};
      CardMask seen = log.dealt[static_cast<std::size_t>(mover)];
      for (std::size_t j = 0; j < i; ++j) {
        played_by[log.play_seat[j]] |= engine::bit(log.plays[j]);
        seen |= engine::bit(log.plays[j]);
      }
      CardMask deck = 0;
      for (int q = 0; q < 4; ++q) deck |= log.dealt[static_cast<std::size_t>(q)];
      std::vector<Card> unseen;
      for (Card c : engine::cards(deck & ~seen)) unseen.push_back(c);
      std::array<int, 4> need{};
      for (int q = 0; q < 4; ++q) {
        if (q == mover) continue;
        need[static_cast<std::size_t>(q)] = engine::count(log.dealt[static_cast<std::size_t>(q)]) -
                                            engine::count(played_by[static_cast<std::size_t>(q)]);
      }
      std::vector<double> sum(d.alternatives.size(), 0);
      int worlds = 0;
      std::array<CardMask, 4> dealt{};
      std::function<void(std::size_t)> deal = [&](std::size_t u) {
        if (u == unseen.size()) {
          std::array<CardMask, 4> full = dealt;
          for (int q = 0; q < 4; ++q) {
            full[static_cast<std::size_t>(q)] |= played_by[static_cast<std::size_t>(q)];
          }
          full[static_cast<std::size_t>(mover)] = log.dealt[static_cast<std::size_t>(mover)];
          const auto h = replay_on(log, rep->rules, rep->contract, full, i);
          if (!h) return;
          ++worlds;
          for (std::size_t a = 0; a < d.alternatives.size(); ++a) {
            SchafkopfHand x = *h;
            REQUIRE_FALSE(x.play(d.alternatives[a].action.card).has_value());
            sum[a] += minimax(x)[static_cast<std::size_t>(mover)];
          }
          return;
        }
        for (int q = 0; q < 4; ++q) {
          auto& left = need[static_cast<std::size_t>(q)];
          if (q == mover || left == 0) continue;
          --left;
          dealt[static_cast<std::size_t>(q)] |= engine::bit(unseen[u]);
          deal(u + 1);
          dealt[static_cast<std::size_t>(q)] &= ~engine::bit(unseen[u]);
          ++left;
        }
      };
      deal(0);
      REQUIRE(worlds > 0);
      CHECK(d.worlds == worlds);
      for (std::size_t a = 0; a < d.alternatives.size(); ++a) {
        CHECK(d.alternatives[a].units.mean == doctest::Approx(sum[a] / worlds).epsilon(1e-9));
      }
      ++compared;
    }
  }
  CHECK(compared >= 5);
}

}  // namespace

// protocol-05-011 of the shared games: seat 0, the first seat polled, says Kontra and the
// declarer (seat 3, polled last in the Kontra round) says Re in the second round. The poll's
// rebuild took the declarer's "no Kontra" for the Re ("Kontra has already been given"): what a
// yes says depends on the round of the poll, not on whether a Kontra was given.
TEST_CASE("schafkopf analysis: a Kontra by the first seat polled, then a Re (protocol-05-011)") {
  const std::filesystem::path p =
      std::filesystem::path(SCHMIER_SHARED_DIR) / "data/netschafkopf/protocol-05.txt";
  if (!std::filesystem::exists(p)) {
    MESSAGE("skipped: the shared games are not at ", p.string());
    return;
  }
  std::ifstream in(p, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  const engine::NsImport imp = engine::import_netschafkopf(bytes.str(), "protocol-05.txt");
  const engine::DealLog* log = nullptr;
  for (const engine::NsImported& g : imp.games) {
    if (g.game == 11) log = &g.log;
  }
  REQUIRE(log != nullptr);
  REQUIRE(log->schafkopf().doubles.size() == 2);
  solver::Analyzer a(quick(1));
  std::string error;
  const auto refs = a.decisions(*log, &error);
  INFO(error);
  REQUIRE(!refs.empty());
  // The poll's decisions: the Kontra round's seats that may say Kontra until seat 0 does (seat
  // 0 is first, so only it), then the Re round's seats of the declaring party.
  std::vector<std::pair<int, bool>> poll;
  for (const auto& r : refs) {
    if (r.kind == DecisionKind::kDouble) poll.push_back({r.mover, r.played.yes});
  }
  REQUIRE(!poll.empty());
  CHECK(poll.front() == std::pair<int, bool>{0, true});
  CHECK(std::count(poll.begin(), poll.end(), std::pair<int, bool>{3, true}) == 1);
  CHECK(std::count_if(poll.begin(), poll.end(), [](const auto& x) { return x.second; }) == 2);
  // The calibration's and the hints' rebuild of the hand (sk_log_hand) agrees.
  const auto h = solver::sk_log_hand(*log, 1, &error);
  REQUIRE(h.has_value());
  REQUIRE(h->doubles().size() == 2);
  CHECK(h->doubles()[1].seat == 3);
  CHECK(h->doubles()[1].kind == engine::SkDoubleKind::kRe);
  // And the Re decision is analysed.
  for (const auto& r : refs) {
    if (r.kind != DecisionKind::kDouble || r.mover != 3) continue;
    const solver::DecisionAnalysis d = a.analyze_decision(*log, r.index);
    CHECK(d.complete);
    CHECK(d.grade != Grade::kNotGraded);
  }
}
