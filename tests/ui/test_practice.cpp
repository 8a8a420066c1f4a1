// The practice session (ui/practice/session.h), headless: complete games between computer players
// for both games and both presets each, a bot in the human's seat driving the public API exactly
// as a GUI would; totals, zero-sum units, history logs that load and validate, resume after a
// simulated kill, atomic saves under failure, daily seeds, takeback, retry, hints, grades,
// reviews and the statistics file.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <random>
#include <sstream>

#include "engine/deal_log.h"
#include "solver/players.h"
#include "ui/practice/session.h"
#include "ui/practice/stats.h"
#include "ui/practice/storage.h"

namespace fs = std::filesystem;
using namespace ui::practice;

namespace {

fs::path scratch(const std::string& name) {
  const fs::path dir = fs::path(SCHMIER_BINARY_DIR) / "ui-test-scratch" / "practice" / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write(const fs::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out << text;
}

PracticeConfig config_for(engine::Game game, const std::string& preset, std::uint64_t seed,
                          int human_seat) {
  PracticeConfig c;
  c.game = game;
  c.preset = preset;
  c.seed = seed;
  c.human_seat = human_seat;
  c.bots = solver::Strength::kHeuristic;
  c.bot_budget_seconds = 0;
  return c;
}

// The "player": a heuristic bot in the human's seat that sees what a GUI shows (the session's
// position and legal moves) and answers through play_human.
Move driver_move(const Session& s) {
  const Position p = s.position();
  solver::BotConfig b;
  b.strength = solver::Strength::kHeuristic;
  b.seed = 99;
  b.budget_seconds = 0;
  if (p.sheepshead) return Move{solver::make_sheepshead_bot(b)->decide(*p.sheepshead).action};
  return Move{solver::make_schafkopf_bot(b)->decide(*p.schafkopf).action};
}

bool contains(const std::vector<Move>& v, const Move& m) {
  return std::find(v.begin(), v.end(), m) != v.end();
}

int total_actions(const Session& s) {
  int n = 0;
  for (const FinishedHand& f : s.finished_hands()) n += static_cast<int>(f.actions.size());
  if (s.phase() != SessionPhase::kHandOver && s.phase() != SessionPhase::kGameOver) {
    n += static_cast<int>(s.hand_actions().size());
  }
  return n;
}

// One step of the game as a GUI takes it. Returns false when the game is over.
bool step(Session& s) {
  switch (s.phase()) {
    case SessionPhase::kHumanToAct: {
      const std::vector<Move> legal = s.legal_moves();
      REQUIRE(!legal.empty());
      const Move m = driver_move(s);
      REQUIRE(contains(legal, m));
      // The saved game stores the move's code; it must read back as the same move.
      std::string error;
      const auto back = parse_move_code(s.config().game, move_code(m), &error);
      REQUIRE_MESSAGE(back, error);
      CHECK(*back == m);
      const auto err = s.play_human(m);
      REQUIRE_MESSAGE(!err, *err);
      return true;
    }
    case SessionPhase::kBotToAct: {
      const auto job = s.bot_job();
      REQUIRE(job);
      CHECK(job->seat != s.config().human_seat);
      const Move m = compute_bot_move(*job);
      CHECK(move_code(*parse_move_code(s.config().game, move_code(m), nullptr)) == move_code(m));
      const auto err = s.apply_bot(*job, m);
      REQUIRE_MESSAGE(!err, *err);
      return true;
    }
    case SessionPhase::kHandOver: {
      const auto err = s.next_hand();
      REQUIRE_MESSAGE(!err, *err);
      return true;
    }
    case SessionPhase::kGameOver:
      return false;
  }
  return false;
}

void play_out(Session& s) {
  for (int guard = 0; guard < 5000 && step(s); ++guard) {
  }
  REQUIRE(s.phase() == SessionPhase::kGameOver);
}

struct Combo {
  engine::Game game;
  const char* preset;
};
constexpr Combo kCombos[] = {{engine::Game::kSheepshead, "sheepshead"},
                             {engine::Game::kSheepshead, "sheepshead_1988"},
                             {engine::Game::kSchafkopf, "schafkopf"},
                             {engine::Game::kSchafkopf, "netschafkopf"}};

}  // namespace

TEST_CASE("practice: daily seeds are reproducible, differ by date and reject malformed dates") {
  const auto a = daily_seed("2026-11-30");
  REQUIRE(a);
  CHECK(daily_seed("2026-11-30") == a);
  CHECK(daily_seed("2026-12-01") != a);
  CHECK(daily_seed("2028-02-29"));  // a leap day
  std::string error;
  for (const char* bad : {"2027-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-11-30",
                          "2026/11/30", "", "2026-11-31", "1999-01-01", "2026-11-30x"}) {
    error.clear();
    CHECK_MESSAGE(!daily_seed(bad, &error), bad);
    CHECK(!error.empty());
  }
  // The daily configuration carries the date and its seed; a wrong seed for the date is refused.
  PracticeConfig d = daily_config(engine::Game::kSheepshead, "sheepshead", "2026-11-30");
  CHECK(d.seed == *a);
  CHECK(!check_config(d));
  d.seed ^= 1;
  CHECK(check_config(d));
  // Two daily sessions deal the same cards.
  std::string e1;
  std::string e2;
  auto s1 =
      Session::start(daily_config(engine::Game::kSheepshead, "sheepshead", "2026-11-30"), {}, &e1);
  auto s2 =
      Session::start(daily_config(engine::Game::kSheepshead, "sheepshead", "2026-11-30"), {}, &e2);
  REQUIRE(s1);
  REQUIRE(s2);
  CHECK(s1->sheepshead_hand()->deal().hands == s2->sheepshead_hand()->deal().hands);
  CHECK(s1->sheepshead_hand()->deal().blind == s2->sheepshead_hand()->deal().blind);
  // New games get fresh seeds.
  CHECK(new_game_config(engine::Game::kSheepshead, "sheepshead").seed !=
        new_game_config(engine::Game::kSheepshead, "sheepshead").seed);
}

TEST_CASE("practice: configurations that cannot be played are refused with a reason") {
  std::string error;
  PracticeConfig c = config_for(engine::Game::kSheepshead, "schafkopf", 1, 0);
  CHECK(!Session::start(c, {}, &error));
  CHECK(error.find("not a Sheepshead preset") != std::string::npos);
  c = config_for(engine::Game::kSchafkopf, "netschafkopf", 1, 4);
  CHECK(!Session::start(c, {}, &error));
  CHECK(error.find("seat 4") != std::string::npos);
  c = config_for(engine::Game::kSheepshead, "sheepshead", 1, 0);
  c.grade_samples = 0;
  CHECK(!Session::start(c, {}, &error));
  c = config_for(engine::Game::kSchafkopf, "bavarian", 1, 0);
  CHECK(!Session::start(c, {}, &error));
}

TEST_CASE("practice: complete games of both games and all presets add up and are saved") {
  for (const Combo& combo : kCombos) {
    for (std::uint64_t seed : {11u, 12u}) {
      CAPTURE(combo.preset);
      CAPTURE(seed);
      // The first game writes its files (each save costs an fsync); the second plays in memory.
      const bool with_files = seed == 11;
      const fs::path dir = with_files ? scratch(std::string("game-") + combo.preset) : fs::path();
      std::string error;
      auto s = Session::start(
          config_for(combo.game, combo.preset, seed, static_cast<int>(seed % 4)), dir, &error);
      REQUIRE_MESSAGE(s, error);
      if (with_files) CHECK(fs::exists(saved_game_file(dir)));
      // Not the human's turn / an illegal action: refused, nothing changes.
      if (s->phase() == SessionPhase::kBotToAct) {
        const std::string before = s->state_json();
        CHECK(s->play_human(s->legal_moves().front()));
        CHECK(s->state_json() == before);
      }
      play_out(*s);
      CHECK(s->save_error().empty());
      const std::vector<ScoreRow>& rows = s->score_table();
      REQUIRE(static_cast<int>(rows.size()) == s->hands_total());
      CHECK(s->hands_total() == (combo.game == engine::Game::kSheepshead ? 10 : 8));
      std::vector<int> sum(static_cast<std::size_t>(s->seats()), 0);
      for (const ScoreRow& r : rows) {
        CHECK(std::accumulate(r.units.begin(), r.units.end(), 0) == 0);  // zero-sum
        for (std::size_t i = 0; i < sum.size(); ++i) sum[i] += r.units[i];
        CHECK(r.totals == sum);
        CHECK(!r.result.empty());
      }
      CHECK(s->totals() == sum);
      // Hands were played, not only thrown in.
      CHECK(std::count_if(rows.begin(), rows.end(), [](const ScoreRow& r) {
              return r.contract != "thrown in";
            }) >= s->hands_total() / 2);
      if (!with_files) {
        CHECK(s->finished_hands().back().history_file.empty());
        continue;
      }
      // Every hand is in the history folder as a log that loads and validates, with the units
      // of its score row.
      int files = 0;
      for (const auto& entry : fs::directory_iterator(history_dir(dir))) {
        if (entry.path().extension() == ".json") ++files;
      }
      int logged = 0;
      for (std::size_t h = 0; h < s->finished_hands().size(); ++h) {
        const FinishedHand& f = s->finished_hands()[h];
        if (!f.history_note.empty()) {
          // Only a Schafkopf hand thrown in before any contract has no log.
          CHECK(combo.game == engine::Game::kSchafkopf);
          CHECK(rows[h].result == "thrown in");
          CHECK(f.history_file.empty());
          continue;
        }
        ++logged;
        REQUIRE(!f.history_file.empty());
        const engine::LoadResult lr = engine::load_deal_log_file(f.history_file);
        REQUIRE_MESSAGE(lr.log, (lr.errors.empty() ? "" : engine::format_error(lr.errors[0])));
        REQUIRE(lr.log->result);
        CHECK(lr.log->result->units == f.units);
        CHECK(lr.log->game == combo.game);
      }
      CHECK(files == logged);
      // The finished game is not offered for resumption; the statistics count it.
      CHECK(!fs::exists(saved_game_file(dir)));
      CHECK(!find_resumable(dir).session);
      const StatsLoad st = load_stats(stats_file(dir));
      CHECK(st.note.empty());
      REQUIRE(st.stats.presets.count(combo.preset));
      const PresetResults& pr = st.stats.presets.at(combo.preset);
      CHECK(pr.hands == s->hands_total());
      CHECK(pr.units == s->totals()[static_cast<std::size_t>(s->config().human_seat)]);
      CHECK(pr.games == 1);
      REQUIRE(st.stats.games.size() == 1);
      CHECK(st.stats.games[0].game_id == s->game_id());
    }
  }
}

TEST_CASE("practice: Sheepshead all-pass hands: leasters and doublers") {
  // Play games until each preset has shown its all-pass rule at least once.
  for (const char* preset : {"sheepshead", "sheepshead_1988"}) {
    CAPTURE(preset);
    bool seen = false;
    for (std::uint64_t seed = 1; seed < 40 && !seen; ++seed) {
      std::string error;
      auto s = Session::start(config_for(engine::Game::kSheepshead, preset, seed, 0), {}, &error);
      REQUIRE(s);
      play_out(*s);
      const auto& rows = s->score_table();
      for (std::size_t i = 0; i < rows.size(); ++i) {
        if (std::string(preset) == "sheepshead" && rows[i].contract == "leaster") {
          seen = true;
          CHECK(rows[i].declarer == -1);
          CHECK(rows[i].multiplier == 1);
        }
        if (std::string(preset) == "sheepshead_1988" && rows[i].contract == "thrown in") {
          seen = true;
          for (int u : rows[i].units) CHECK(u == 0);
          // The doubler is played off by the next hand that is not thrown in (queue mode).
          for (std::size_t j = i + 1; j < rows.size(); ++j) {
            if (rows[j].contract == "thrown in") continue;
            CHECK(rows[j].multiplier == 2);
            break;
          }
        }
      }
    }
    CHECK(seen);
  }
}

TEST_CASE("practice: a game killed at any action resumes to the identical game") {
  for (const Combo& combo : kCombos) {
    CAPTURE(combo.preset);
    const PracticeConfig cfg = config_for(combo.game, combo.preset, 777, 2);
    std::string error;
    auto ref = Session::start(cfg, {}, &error);
    REQUIRE(ref);
    play_out(*ref);
    const int total = total_actions(*ref);
    // Three kills at random action counts in one game, each followed by a resumption.
    std::mt19937 rng(5 + static_cast<unsigned>(combo.game));
    std::vector<int> kills;
    for (int i = 0; i < 3; ++i) kills.push_back(std::uniform_int_distribution<int>(0, total)(rng));
    std::sort(kills.begin(), kills.end());
    const fs::path dir = scratch(std::string("kill-") + combo.preset);
    auto s = Session::start(cfg, dir, &error);
    REQUIRE(s);
    for (std::size_t k = 0; k < kills.size(); ++k) {
      CAPTURE(kills[k]);
      while (total_actions(*s) < kills[k] && step(*s)) {
      }
      if (s->phase() == SessionPhase::kGameOver) break;
      // The kill: the session is gone without any goodbye; a half-written temporary file may be
      // left behind.
      const std::string saved = s->state_json();
      s.reset();
      if (k == 1) write(fs::path(saved_game_file(dir)) += ".tmp", "{\"format\": \"schm");
      Resumable r = find_resumable(dir);
      REQUIRE_MESSAGE(r.session, r.note);
      CHECK(r.note.empty());
      CHECK(r.session->state_json() == saved);
      s = std::move(r.session);
    }
    play_out(*s);
    REQUIRE(s->finished_hands().size() == ref->finished_hands().size());
    for (std::size_t h = 0; h < ref->finished_hands().size(); ++h) {
      CHECK(s->finished_hands()[h].actions == ref->finished_hands()[h].actions);
      CHECK(s->finished_hands()[h].units == ref->finished_hands()[h].units);
    }
    CHECK(s->score_table().back().totals == ref->score_table().back().totals);
    CHECK(s->totals() == ref->totals());
    // Nothing lost and nothing twice: one history log per hand that has one.
    int files = 0;
    for (const auto& entry : fs::directory_iterator(history_dir(dir))) {
      if (entry.path().extension() == ".json") ++files;
    }
    int logged = 0;
    for (const FinishedHand& f : s->finished_hands()) logged += f.history_note.empty();
    CHECK(files == logged);
    CHECK(load_stats(stats_file(dir)).stats.presets.at(combo.preset).hands == s->hands_total());
  }
}

TEST_CASE("practice: strong computer players without a time budget resume identically") {
  PracticeConfig cfg = config_for(engine::Game::kSheepshead, "sheepshead", 4242, 0);
  cfg.bots = solver::Strength::kStrong;
  cfg.bot_budget_seconds = 0;
  cfg.bot_max_worlds = 4;
  std::string error;
  auto ref = Session::start(cfg, {}, &error);
  REQUIRE(ref);
  while (ref->phase() != SessionPhase::kHandOver) step(*ref);
  const std::vector<Move> first_hand = ref->hand_actions();
  const fs::path dir = scratch("kill-strong");
  auto s = Session::start(cfg, dir, &error);
  REQUIRE(s);
  const int kill_at = static_cast<int>(first_hand.size()) / 2;
  while (total_actions(*s) < kill_at) step(*s);
  s.reset();
  Resumable r = find_resumable(dir);
  REQUIRE_MESSAGE(r.session, r.note);
  while (r.session->phase() != SessionPhase::kHandOver) step(*r.session);
  CHECK(r.session->hand_actions() == first_hand);
  CHECK(r.session->score_table().back().units == ref->score_table().back().units);
}

TEST_CASE("practice: a failed save leaves the old saved game in place") {
  const fs::path dir = scratch("atomic");
  std::string error;
  auto s = Session::start(config_for(engine::Game::kSheepshead, "sheepshead", 3, 0), dir, &error);
  REQUIRE(s);
  for (int i = 0; i < 7; ++i) step(*s);
  const std::string before = read(saved_game_file(dir));
  REQUIRE(!before.empty());
  // Failure injection: the temporary file cannot be created (a folder is in its way).
  const fs::path temp = fs::path(saved_game_file(dir)) += ".tmp";
  fs::create_directories(temp);
  step(*s);
  CHECK(!s->save_error().empty());
  CHECK(s->save_error().find("current_game.json") != std::string::npos);
  CHECK(read(saved_game_file(dir)) == before);
  CHECK(Session::from_json(before, {}, &error));
  // Once the obstacle is gone the next action saves again, and the file holds every action.
  fs::remove_all(temp);
  step(*s);
  CHECK(s->save_error().empty());
  CHECK(read(saved_game_file(dir)) == s->state_json());
  // write_file_atomic on its own: an unwritable temporary leaves the old content.
  const fs::path f = dir / "x.json";
  REQUIRE(!write_file_atomic(f, "old"));
  fs::create_directories(fs::path(f) += ".tmp");
  CHECK(write_file_atomic(f, "new"));
  CHECK(read(f) == "old");
}

TEST_CASE("practice: a damaged saved game is reported and moved aside, never overwritten") {
  const fs::path dir = scratch("damaged");
  write(saved_game_file(dir), "{not json");
  Resumable r = find_resumable(dir);
  CHECK(!r.session);
  CHECK(r.note.find("moved aside") != std::string::npos);
  CHECK(!fs::exists(saved_game_file(dir)));
  int aside = 0;
  for (const auto& e : fs::directory_iterator(dir)) {
    if (e.path().filename().string().rfind("current_game.json.corrupt-", 0) == 0) ++aside;
  }
  CHECK(aside == 1);
  // A saved game whose actions do not replay (an illegal card) names where.
  std::string error;
  auto s = Session::start(config_for(engine::Game::kSheepshead, "sheepshead", 4, 0), {}, &error);
  REQUIRE(s);
  for (int i = 0; i < 12; ++i) step(*s);
  std::string text = s->state_json();
  const std::size_t at = text.find("\"play:");
  REQUIRE(at != std::string::npos);
  text.replace(at, 9, "\"play:XX\"");
  CHECK(!Session::from_json(text, {}, &error));
  CHECK(error.find("current[") != std::string::npos);
  // No saved game at all: nothing to resume, no note.
  const Resumable none = find_resumable(scratch("empty"));
  CHECK(!none.session);
  CHECK(none.note.empty());
}

TEST_CASE("practice: statistics tolerate a corrupt file and keep counting") {
  const fs::path dir = scratch("stats");
  write(stats_file(dir), "{\"version\": 1, \"hands\": 3}");
  std::string error;
  auto s = Session::start(config_for(engine::Game::kSchafkopf, "schafkopf", 5, 1), dir, &error);
  REQUIRE(s);
  CHECK(s->stats_note().find("stats.hands is not a list") != std::string::npos);
  CHECK(s->stats_note().find("moved aside") != std::string::npos);
  while (s->phase() != SessionPhase::kHandOver && s->phase() != SessionPhase::kGameOver) step(*s);
  const StatsLoad l = load_stats(stats_file(dir));
  CHECK(l.note.empty());
  CHECK(l.stats.presets.at("schafkopf").hands == 1);
  // Round trip of a full statistics object.
  Stats st;
  st.hands.push_back({"2026-11-30", "sheepshead", "sheepshead", "g1", 2, 81.5, 7, -2});
  st.games.push_back({"2026-11-30", "g1", "sheepshead", "sheepshead", 10, 4, true, 80.0, 60});
  st.games.push_back({"2026-11-30", "g2", "schafkopf", "schafkopf", 8, -3, false, {}, 0});
  st.lessons_missed = {{"ST-3", 4}, {"ST-1", 4}, {"ST-6", 9}};
  st.presets["sheepshead"] = {10, 4, 3, 1, 1};
  const auto back = parse_stats(stats_json(st), &error);
  REQUIRE_MESSAGE(back, error);
  CHECK(*back == st);
  const auto top = st.top_missed(2);
  REQUIRE(top.size() == 2);
  CHECK(top[0].first == "ST-6");
  CHECK(top[1].first == "ST-1");
  CHECK(!parse_stats("{\"version\": 2}", &error));
  CHECK(!parse_stats("[]", &error));
}

TEST_CASE("practice: stale computer moves and grades are refused") {
  std::string error;
  auto s = Session::start(config_for(engine::Game::kSheepshead, "sheepshead", 21, 3), {}, &error);
  REQUIRE(s);
  auto job = s->bot_job();
  REQUIRE(job);  // seat 3 is not first to act (the dealer is seat 0, seat 1 acts first)
  const Move m = compute_bot_move(*job);
  REQUIRE(!s->apply_bot(*job, m));
  CHECK(s->apply_bot(*job, m));  // the same job again: the position has moved on
  CHECK(s->hand_actions().size() == 1);
}

TEST_CASE("practice: takeback of a blunder replays the hand without the human's card") {
  std::string error;
  PracticeConfig cfg = config_for(engine::Game::kSheepshead, "sheepshead", 8, 1);
  cfg.grade_samples = 8;
  auto s = Session::start(cfg, {}, &error);
  REQUIRE(s);
  CHECK(!s->can_take_back());
  CHECK(s->take_back());
  // Play until the human has played his second card.
  int cards = 0;
  while (cards < 2) {
    REQUIRE(s->phase() != SessionPhase::kGameOver);
    if (s->phase() == SessionPhase::kHumanToAct &&
        s->sheepshead_hand()->phase() == engine::Phase::kPlay) {
      ++cards;
    }
    step(*s);
  }
  const std::vector<Move> before = s->hand_actions();
  const std::vector<int> seats = s->hand_action_seats();
  std::size_t last = 0;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (seats[i] == 1) last = i;
  }
  // The grade of that card, computed by the analyzer.
  std::optional<GradeJob> g = s->pending_grade();
  while (g && g->action_index != last) {
    MoveGrade skip = compute_grade(*g);
    CHECK(s->set_grade(skip));
    g = s->pending_grade();
  }
  REQUIRE(g);
  MoveGrade grade = compute_grade(*g);
  INFO(grade.note);
  CHECK(grade.note.find("cancel") == std::string::npos);
  if (s->sheepshead_hand()->is_leaster()) {
    CHECK(!grade.note.empty());  // early leaster cards are not graded, and the note says why
  } else {
    CHECK(grade.analysis.complete);
    CHECK(grade.grade != solver::Grade::kNotGraded);
  }
  CHECK(s->set_grade(grade));
  CHECK(s->last_grade() == s->grade_of(last));
  CHECK(s->takeback_offered() == (grade.grade == solver::Grade::kBlunder));
  // Whatever the analyzer found, a blunder grade makes the offer (the setting permitting).
  grade.grade = solver::Grade::kBlunder;
  CHECK(s->set_grade(grade));
  CHECK(s->takeback_offered());
  REQUIRE(!s->take_back());
  CHECK(s->hand_actions().size() == last);
  CHECK(std::equal(s->hand_actions().begin(), s->hand_actions().end(), before.begin()));
  CHECK(s->phase() == SessionPhase::kHumanToAct);
  CHECK(s->grade_of(last) == nullptr);
  CHECK(!s->takeback_offered());
  // A grade computed for the taken-back line no longer applies.
  CHECK(!s->set_grade(grade));
  // The setting off: no offer even for a blunder, though taking back stays possible.
  PracticeConfig off = cfg;
  off.offer_takeback = false;
  auto t = Session::start(off, {}, &error);
  REQUIRE(t);
  while (!(t->phase() == SessionPhase::kHumanToAct &&
           t->sheepshead_hand()->phase() == engine::Phase::kPlay)) {
    step(*t);
  }
  step(*t);
  std::optional<GradeJob> tg = t->pending_grade();
  REQUIRE(tg);
  MoveGrade fake;
  fake.hand_index = tg->hand_index;
  fake.action_index = tg->action_index;
  fake.generation = tg->generation;
  fake.move = tg->move;
  fake.grade = solver::Grade::kBlunder;
  while (tg) {  // grade every pending action as a blunder
    fake.action_index = tg->action_index;
    fake.move = tg->move;
    REQUIRE(t->set_grade(fake));
    tg = t->pending_grade();
  }
  CHECK(t->last_grade());
  CHECK(t->can_take_back());
  CHECK(!t->takeback_offered());
}

TEST_CASE("practice: hints give a legal suggestion with the values of the alternatives") {
  std::string error;
  PracticeConfig cfg = config_for(engine::Game::kSheepshead, "sheepshead", 31, 0);
  cfg.tutor_max_worlds = 8;
  auto s = Session::start(cfg, {}, &error);
  REQUIRE(s);
  int hints = 0;
  while (hints < 3 && s->phase() != SessionPhase::kGameOver) {
    if (s->phase() == SessionPhase::kHumanToAct) {
      auto job = s->hint_job();
      REQUIRE(job);
      const Hint h = compute_hint(*job);
      CHECK(contains(s->legal_moves(), h.suggested));
      const bool card = std::get<solver::Action>(h.suggested).kind == solver::DecisionKind::kPlay;
      if (card && s->legal_moves().size() > 1) {
        CHECK(h.alternatives.size() == s->legal_moves().size());
        CHECK(h.worlds > 0);
        ++hints;
      }
      for (const solver::Lesson& l : h.lessons) CHECK(!l.id.empty());
      std::atomic<bool> cancel{true};
      CHECK(compute_hint(*job, &cancel).note == "cancelled");
    } else {
      CHECK(!s->hint_job());
    }
    step(*s);
  }
  CHECK(hints == 3);
}

TEST_CASE("practice: review of a finished hand and retry of its mistakes") {
  std::string error;
  PracticeConfig cfg = config_for(engine::Game::kSheepshead, "sheepshead", 41, 2);
  cfg.review_samples = 8;
  cfg.grade_samples = 8;
  const fs::path dir = scratch("review");
  auto s = Session::start(cfg, dir, &error);
  REQUIRE(s);
  // Play hands until one has a human card with a choice.
  while (s->phase() != SessionPhase::kHandOver) step(*s);
  auto job = s->review_job(0);
  REQUIRE(job);
  CHECK(!s->review_job(1));
  int progress = 0;
  const Review r =
      compute_review(*job, [&](const solver::DecisionAnalysis&, int, int) { ++progress; });
  CHECK(r.error.empty());
  CHECK(r.complete);
  CHECK(progress == static_cast<int>(r.analysis.decisions.size()));
  int mistakes = 0;
  int missed = 0;
  for (const solver::DecisionAnalysis& d : r.analysis.decisions) {
    if (d.mover != 2) continue;
    if (d.grade == solver::Grade::kMistake || d.grade == solver::Grade::kBlunder) ++mistakes;
    for (const auto& l : d.lessons) missed += l.verdict == solver::LessonVerdict::kMistake;
  }
  CHECK(static_cast<int>(r.mistakes.size()) == mistakes);
  for (const KeyMistake& m : r.mistakes) {
    CHECK(!m.text.empty());
    CHECK(m.played == std::get<solver::Action>(s->finished_hands()[0].actions[m.action_index]));
  }
  REQUIRE(s->set_review(r));
  CHECK(s->review(0) != nullptr);
  REQUIRE(s->finished_hands()[0].accuracy);
  CHECK(*s->finished_hands()[0].accuracy == doctest::Approx(r.human.accuracy));
  const StatsLoad st = load_stats(stats_file(dir));
  REQUIRE(st.stats.hands.size() == 1);
  CHECK(st.stats.hands[0].accuracy == doctest::Approx(r.human.accuracy));
  int counted = 0;
  for (const auto& [id, n] : st.stats.lessons_missed) counted += n;
  CHECK(counted == missed);
  // Setting the same review again counts nothing twice.
  REQUIRE(s->set_review(r));
  CHECK(load_stats(stats_file(dir)).stats.lessons_missed == st.stats.lessons_missed);

  // Retry every human card decision of the hand (a mistake's decision is one of them): the
  // session stands at that decision; another legal choice gets its own grade.
  const FinishedHand& f = s->finished_hands()[0];
  const auto log = s->hand_log_of(0, &error);
  REQUIRE(log);
  REQUIRE(s->hand_action_seats().size() == f.actions.size());
  std::size_t retried = 0;
  for (std::size_t i = 0; i < f.actions.size() && retried < 2; ++i) {
    const auto& a = std::get<solver::Action>(f.actions[i]);
    // Between hands the session still shows the finished hand, with who took each action.
    const bool human = s->hand_action_seats()[i] == 2;
    if (a.kind != solver::DecisionKind::kPlay || !human) continue;
    std::unique_ptr<Session> t = s->retry(0, i, &error);
    REQUIRE_MESSAGE(t, error);
    CHECK(t->is_retry());
    CHECK(t->phase() == SessionPhase::kHumanToAct);
    CHECK(t->hand_actions().size() == i);
    const std::vector<Move> legal = t->legal_moves();
    if (legal.size() < 2) continue;
    const Move other = legal.front() == f.actions[i] ? legal[1] : legal.front();
    REQUIRE(!t->play_human(other));
    auto g = t->pending_grade();
    REQUIRE(g);
    CHECK(g->action_index == i);
    const MoveGrade mg = compute_grade(*g);
    CHECK(mg.grade != solver::Grade::kNotGraded);
    CHECK(t->set_grade(mg));
    CHECK(t->last_grade()->move == other);
    CHECK(t->next_hand());  // a retry covers one position
    ++retried;
  }
  CHECK(retried > 0);
  // A computer player's decision cannot be retried.
  bool refused = false;
  for (std::size_t i = 0; i < f.actions.size() && !refused; ++i) {
    auto t = s->retry(0, i, &error);
    if (!t) refused = error.find("computer") != std::string::npos;
  }
  CHECK(refused);
  CHECK(!s->retry(5, 0, &error));
  // The retry sessions wrote nothing: one history log.
  int files = 0;
  for (const auto& e : fs::directory_iterator(history_dir(dir))) files += e.is_regular_file();
  CHECK(files == 1);
}

TEST_CASE("practice: Schafkopf cards, bids, declarations and Kontra are graded and reviewed") {
  std::string error;
  auto s = Session::start(config_for(engine::Game::kSchafkopf, "netschafkopf", 51, 0), {}, &error);
  REQUIRE(s);
  int cards_graded = 0;
  while (s->phase() != SessionPhase::kHandOver && s->phase() != SessionPhase::kGameOver) {
    step(*s);
    if (auto g = s->pending_grade()) {
      const MoveGrade mg = compute_grade(*g);
      const bool card = std::get<solver::SkAction>(mg.move).kind == solver::SkActionKind::kPlay;
      if (!card) CHECK(mg.grade != solver::Grade::kNotGraded);
      if (card && mg.grade != solver::Grade::kNotGraded) ++cards_graded;
      CHECK(!mg.note.empty());  // the scope of the grade, or why there is none
      CHECK(s->set_grade(mg));
    }
  }
  auto job = s->review_job(0);
  REQUIRE(job);
  const Review r = compute_review(*job);
  CHECK(r.error.empty());
  CHECK(r.complete);
  CHECK(s->set_review(r));
  // A hand thrown in has no cards; otherwise the human's cards were graded (a Ramsch's early
  // tricks excepted).
  if (!s->hand_actions().empty() && s->score_table().back().contract != "thrown in") {
    CHECK(cards_graded > 0);
  }
}
