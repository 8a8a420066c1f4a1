// Reasons (solver/reasons.h, ANALYSIS.md §11): the worlds' counts and means on crafted values;
// on crafted positions (a sample's hand with its worst card played instead), a blunder gets a
// reason that compares the best card with the played one in the same worlds, worth the grade's
// loss, and hindsight lines that the engine accepts as the rest of the trick and whose winner is
// the engine's; sentences carry one unit each and never a negative amount.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "engine/play.h"
#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "solver/analysis.h"
#include "solver/reasons.h"
#include "solver/schafkopf/auction.h"

namespace {

using engine::Card;
using solver::DecisionKind;
using solver::Grade;

const double kNan = std::numeric_limits<double>::quiet_NaN();

solver::ReasonNames plain_names() {
  solver::ReasonNames n;
  n.action = [](const solver::Action& a) { return solver::action_text(a); };
  n.card = [](Card c) { return engine::card_code(c); };
  n.seat = [](int s) { return "seat " + std::to_string(s); };
  return n;
}

// At most one unit per sentence, and no negative number.
void check_sentences(const std::vector<std::string>& ss) {
  for (const std::string& s : ss) {
    CAPTURE(s);
    int units = 0;
    for (const char* u : {"stakes", "card points", "units"}) {
      if (s.find(u) != std::string::npos) ++units;
    }
    CHECK(units <= 1);
    CHECK(s.find(" -") == std::string::npos);
  }
}

TEST_CASE("reasons: counts and means from crafted per-world values") {
  solver::ReasonWorlds w;
  w.best_units = {2, 2, -2, 2, kNan};
  w.played_units = {-2, 2, -2, -4, 2};  // the last world was not valued for the best
  w.best_points = {70, kNan, 40, kNan, kNan};
  w.played_points = {50, kNan, 40, kNan, kNan};
  w.stake = 2;
  const solver::Action qc = solver::play_action(*engine::parse_card("QC"));
  const solver::Action d7 = solver::play_action(*engine::parse_card("7D"));
  solver::Reason r = solver::reason_from_worlds(qc, d7, w);
  CHECK(r.worlds == 4);
  CHECK(r.better == 2);
  CHECK(r.worse == 0);
  CHECK(r.best_wins == 3);
  CHECK(r.played_wins == 1);
  CHECK(r.stakes == doctest::Approx(1.25));  // (4 + 0 + 0 + 6) / 2 / 4
  CHECK(r.points_worlds == 2);
  CHECK(r.points == doctest::Approx(10));
  const auto ss = solver::reason_sentences(r, plain_names());
  REQUIRE(ss.size() == 4);
  CHECK(ss[0] == "QC instead of 7D: better in 2 of 4 deals, the same in 2.");
  CHECK(ss[1] == "Your side wins the hand in 3 of 4 deals with QC, in 1 with 7D.");
  CHECK(ss[2] == "Your side takes 10.0 more card points with QC on average (2 deals counted).");
  CHECK(ss[3] == "On average QC is worth 1.25 stakes more.");
  check_sentences(ss);
  // Sweep's last deal: the counting argument comes first.
  solver::Reason counted = r;
  counted.counting = "the stock is empty, so the opponent holds exactly 9D";
  const auto cs = solver::reason_sentences(counted, plain_names());
  REQUIRE(cs.size() == 5);
  CHECK(cs[0] == "Counting: the stock is empty, so the opponent holds exactly 9D.");
  CHECK(cs[1] == ss[0]);
  // Weighted worlds: the means follow the weights (as the grade's do), the counts do not.
  w.weights = {3, 1, 1, 1, 1};
  r = solver::reason_from_worlds(qc, d7, w);
  CHECK(r.worlds == 4);
  CHECK(r.stakes == doctest::Approx((3 * 2.0 + 0 + 0 + 3) / 6));
  CHECK(r.points == doctest::Approx(3 * 20.0 / 4));
  // Each for himself: no "your side wins", fewer own points is the better.
  w.team = false;
  w.fewer_points_better = true;
  w.best_points = {30, kNan, kNan, kNan, kNan};
  w.played_points = {50, kNan, kNan, kNan, kNan};
  r = solver::reason_from_worlds(qc, d7, w);
  CHECK(r.best_wins == -1);
  const auto ls = solver::reason_sentences(r, plain_names());
  CHECK(ls[1] == "You take 20.0 fewer card points with QC on average (1 deal counted).");
}

engine::DealLog load(const std::string& name) {
  const auto r = engine::load_deal_log_file(std::string(SCHMIER_SOURCE_DIR) + "/samples/" + name);
  REQUIRE_MESSAGE(r.log.has_value(), name);
  return *r.log;
}

solver::AnalysisOptions quick() {
  solver::AnalysisOptions o;
  o.samples = 8;
  o.min_samples = 8;
  o.threads = 2;
  o.grade_auction = false;
  return o;
}

// The engine replays the hindsight line from the decision's position on the actual deal, and
// the trick goes to the seat the reason names.
void check_line(const engine::DealLog& log, int play_index, const std::vector<Card>& line,
                int winner) {
  REQUIRE(!line.empty());
  std::string error;
  if (log.game == engine::Game::kSchafkopf) {
    auto h = solver::sk_log_hand(log, static_cast<std::size_t>(play_index), &error);
    REQUIRE_MESSAGE(h.has_value(), error);
    const int tricks = h->play_state().tricks_done;
    for (Card c : line) REQUIRE_FALSE(h->play(c).has_value());
    CHECK(h->play_state().tricks_done == tricks + 1);
    CHECK(h->play_state().leader == winner);
  } else {
    auto h = engine::replay_sheepshead(log, static_cast<std::size_t>(play_index), &error);
    REQUIRE_MESSAGE(h.has_value(), error);
    const int tricks = h->play_state().tricks_done;
    for (Card c : line) REQUIRE_FALSE(h->play(c).has_value());
    CHECK(h->play_state().tricks_done == tricks + 1);
    CHECK(h->play_state().leader == winner);
  }
}

// From every card decision of `name` (in its last tricks, where the worlds are few), play
// instead the card the analysis rates worst when it loses a stake or more; the altered log's
// decision, graded Inaccuracy or worse, must carry a reason for exactly that comparison.
int check_blunders(solver::Analyzer& an, const std::string& name, int max_cards_left, int& lines) {
  const engine::DealLog log = load(name);
  const solver::HandAnalysis h = an.analyze(log);
  REQUIRE(h.complete);
  const int seats = h.num_players;
  const int total = static_cast<int>(log.plays.size());
  int checked = 0;
  for (const auto& d : h.decisions) {
    if (d.kind != DecisionKind::kPlay || d.alternatives.size() < 2) continue;
    if (total - d.play_index > max_cards_left) continue;
    const solver::Alternative& worst = d.alternatives.back();
    if (worst.loss < 1.0) continue;
    engine::DealLog bad = log;
    bad.plays.resize(static_cast<std::size_t>(d.play_index));
    bad.plays.push_back(worst.action.card);
    if (bad.play_seat.size() > bad.plays.size()) bad.play_seat.resize(bad.plays.size());
    bad.result.reset();
    REQUIRE(engine::validate_deal_log(bad).empty());
    const auto refs = an.decisions(bad, nullptr);
    REQUIRE(!refs.empty());
    const solver::DecisionAnalysis b = an.analyze_decision(bad, refs.back().index);
    CAPTURE(name);
    CAPTURE(d.play_index);
    // The altered decision is graded in its own worlds: a reason exactly when it is graded
    // Inaccuracy or worse.
    CHECK(b.reason.has_value() == solver::wants_reason(b));
    if (!solver::wants_reason(b)) continue;
    REQUIRE(b.reason.has_value());
    const solver::Reason& r = *b.reason;
    CHECK(r.played == b.played);
    CHECK(r.best == b.alternatives.front().action);
    CHECK(r.stakes == doctest::Approx(b.loss));
    CHECK(r.better > 0);
    CHECK(r.better + r.worse <= r.worlds);
    // Deals both were valued in: every world unless the stopping rule settled the best early.
    CHECK(r.worlds <= b.worlds);
    const auto ss = solver::reason_sentences(r, plain_names());
    check_sentences(ss);
    if (!r.line_best.empty()) {
      ++lines;
      CHECK(r.line_best.front() == r.best.card);
      CHECK(r.line_played.front() == r.played.card);
      CHECK(r.line_seat == b.mover);
      check_line(bad, d.play_index, r.line_best, r.line_best_winner);
      check_line(bad, d.play_index, r.line_played, r.line_played_winner);
      const std::string hs = solver::reason_hindsight_sentence(r, plain_names());
      CHECK(hs.rfind("Hindsight (every card seen): after ", 0) == 0);
      // The played line runs to the end of the trick.
      const int in_trick = d.play_index % seats;
      CHECK(static_cast<int>(r.line_played.size()) == seats - in_trick);
    }
    ++checked;
  }
  return checked;
}

TEST_CASE("reasons: a blunder is explained from the worlds and in hindsight (Sheepshead)") {
  solver::Analyzer an(quick());
  int checked = 0;
  int lines = 0;
  for (const char* name : {"ace-call-won.json", "picker-side-loses.json", "ten-call.json"}) {
    checked += check_blunders(an, name, 15, lines);
  }
  CHECK(checked > 0);
  CHECK(lines > 0);
}

TEST_CASE("reasons: a blunder is explained from the worlds and in hindsight (Schafkopf)") {
  solver::Analyzer an(quick());
  int checked = 0;
  int lines = 0;
  for (const char* name : {"schafkopf-sauspiel-davonlaufen.json", "schafkopf-short-deck.json",
                           "schafkopf-farbsolo-kontra-re.json"}) {
    checked += check_blunders(an, name, 16, lines);
  }
  CHECK(checked > 0);
  CHECK(lines > 0);
}

TEST_CASE("reasons: only for decisions graded Inaccuracy or worse") {
  solver::DecisionAnalysis d;
  d.kind = DecisionKind::kPlay;
  d.alternatives.resize(2);
  d.played_index = 1;
  for (Grade g :
       {Grade::kBest, Grade::kExcellent, Grade::kGood, Grade::kForced, Grade::kNotGraded}) {
    d.grade = g;
    CHECK_FALSE(solver::wants_reason(d));
  }
  for (Grade g : {Grade::kInaccuracy, Grade::kMistake, Grade::kBlunder}) {
    d.grade = g;
    CHECK(solver::wants_reason(d));
  }
}

}  // namespace
