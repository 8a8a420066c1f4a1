// Grades, lessons and reasons agree (issue 19, "Consistent, and said one way"): every sample and
// the first 100 real games of the shared NetSchafkopf protocols are analysed, and every
// decision's lessons are checked against its own grade (solver::lesson_contradictions: no
// mistake on a card graded better than Inaccuracy, no praise on one graded Good or worse, no
// negative amount, no advice naming a card the solver rates below the played one), and its
// reason against its grade (there exactly when graded Inaccuracy or worse, for the best and the
// played alternative, worth the played one's loss in stakes). Fewer worlds than the default
// keep it within CI's time; the rules checked are the same at any number of worlds.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../sanitized.h"
#include "engine/deal_log.h"
#include "engine/netschafkopf.h"
#include "solver/analysis.h"
#include "solver/lessons.h"
#include "solver/reasons.h"

namespace {

solver::AnalysisOptions quick() {
  solver::AnalysisOptions o;
  o.samples = 16;
  o.min_samples = 8;
  o.auction_samples = 8;
  o.threads = 1;  // ctest runs the three parts side by side
  return o;
}

// A sanitizer build (CI's second tree) runs each analysis several times slower: it checks the
// first 10 games of each part; a normal build checks all 100.
using schmier_test::kSanitized;

struct Tally {
  int decisions = 0;
  int lessons = 0;
  int mistakes = 0;
  int reasons = 0;
  std::vector<std::string> problems;
};

bool costly(solver::Grade g) {
  return g == solver::Grade::kInaccuracy || g == solver::Grade::kMistake ||
         g == solver::Grade::kBlunder;
}

void check_hand(solver::Analyzer& an, const engine::DealLog& log, const std::string& name,
                Tally& t) {
  const solver::HandAnalysis h = an.analyze(log);
  if (!h.error.empty()) {
    t.problems.push_back(name + ": " + h.error);
    return;
  }
  for (const solver::DecisionAnalysis& d : h.decisions) {
    ++t.decisions;
    const std::string where = name + " decision " + std::to_string(d.index + 1) + ": ";
    for (const std::string& c : solver::lesson_contradictions(d)) t.problems.push_back(where + c);
    for (const solver::Lesson& l : d.lessons) {
      ++t.lessons;
      if (l.verdict == solver::LessonVerdict::kMistake) ++t.mistakes;
    }
    const bool want = d.complete && costly(d.grade) && d.played_index != d.best;
    if (want != d.reason.has_value()) {
      t.problems.push_back(where + "graded " + solver::grade_name(d.grade) +
                           (d.reason ? " but has a reason" : " without a reason"));
    }
    if (!d.reason) continue;
    ++t.reasons;
    const solver::Reason& r = *d.reason;
    if (!(r.best == d.alternatives[static_cast<std::size_t>(d.best)].action) ||
        !(r.played == d.played)) {
      t.problems.push_back(where + "the reason compares other alternatives than the grade");
    }
    if (std::abs(r.stakes - d.loss) > 1e-6) {
      t.problems.push_back(where + "the reason's " + std::to_string(r.stakes) +
                           " stakes differ from the loss " + std::to_string(d.loss));
    }
    if (r.better + r.worse > r.worlds || r.worlds <= 0 || r.better <= 0) {
      t.problems.push_back(where + "the reason's counts do not add up");
    }
  }
}

void report(const Tally& t, const char* what) {
  MESSAGE(std::string(what), ": ", t.decisions, " decisions, ", t.lessons, " lessons (", t.mistakes,
          " mistakes), ", t.reasons, " reasons");
  for (const std::string& p : t.problems) FAIL_CHECK(p);
  CHECK(t.decisions > 0);
}

// Games [first, last) of the shared protocols, in file order.
void check_real_games(int first, int last, const char* what) {
  const std::filesystem::path dir = std::filesystem::path(SCHMIER_SHARED_DIR) / "data/netschafkopf";
  if (!std::filesystem::exists(dir / "protocol-01.txt")) {
    MESSAGE("skipped: the shared games are not at ", dir.string());
    return;
  }
  solver::Analyzer an(quick());
  Tally t;
  int index = 0;
  for (const char* file : {"protocol-01.txt", "protocol-02.txt"}) {
    std::ifstream in(dir / file, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    const engine::NsImport imp = engine::import_netschafkopf(bytes.str(), file);
    for (const engine::NsImported& g : imp.games) {
      const int stop = kSanitized ? std::min(last, first + 10) : last;
      if (index >= first && index < stop) {
        check_hand(an, g.log, std::string(file) + " game " + std::to_string(g.game), t);
      }
      ++index;
    }
    if (index >= last) break;
  }
  CHECK(index >= last);
  report(t, what);
}

TEST_CASE("contradictions: none between grades, lessons and reasons in the samples") {
  solver::Analyzer an(quick());
  Tally t;
  for (const auto& e :
       std::filesystem::directory_iterator(std::filesystem::path(SCHMIER_SOURCE_DIR) / "samples")) {
    if (e.path().extension() != ".json") continue;
    const auto r = engine::load_deal_log_file(e.path().string());
    REQUIRE_MESSAGE(r.log.has_value(), e.path().string());
    // Only the games the analyzer judges card by card.
    if (r.log->game != engine::Game::kSheepshead && r.log->game != engine::Game::kSchafkopf) {
      continue;
    }
    check_hand(an, *r.log, e.path().filename().string(), t);
  }
  report(t, "samples");
}

TEST_CASE("contradictions: none in the first 50 real games") {
  check_real_games(0, 50, "real games 1-50");
}

TEST_CASE("contradictions: none in real games 51 to 100") {
  check_real_games(50, 100, "real games 51-100");
}

}  // namespace
