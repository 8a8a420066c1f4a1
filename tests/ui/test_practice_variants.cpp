// Practice with Sheepshead's SS-14 table options (issue 27), headless: a complete game (every
// hand) of each table (the engine's named tables and option sets from the new-game dialog)
// between computer players through the practice session, a heuristic bot in the human's seat
// acting through the public API as the GUI does; zero-sum rows, the table's seat count, the
// announcement and call-up decisions offered as buttons, history logs that load with the table's
// units, and a saved game that resumes to the same state. Also the dialog's options as flags.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <numeric>

#include "engine/deal_log.h"
#include "solver/players.h"
#include "ui/practice/session.h"
#include "ui/practice/storage.h"
#include "ui/practice/table_options.h"
#include "ui/practice_screen.h"

namespace fs = std::filesystem;
using namespace ui::practice;

namespace {

fs::path scratch(const std::string& name) {
  const fs::path dir = fs::path(SCHMIER_BINARY_DIR) / "ui-test-scratch" / "practice-ss14" / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

struct Table {
  std::string name;
  std::string preset;
  TableOptions options;  // over the preset
};

// The named tables and a few option sets the dialog can make.
std::vector<Table> tables() {
  std::vector<Table> out;
  for (std::string_view p : engine::sheepshead_preset_names()) {
    const auto r = engine::sheepshead_preset(p);
    REQUIRE(r);
    out.push_back({std::string(p), std::string(p), table_options_of(*r)});
  }
  TableOptions o;
  o.players = 3;
  o.crack = true;
  o.blitz = true;
  out.push_back({"3 players, crack, blitz", "sheepshead", o});
  o = TableOptions{};
  o.players = 4;
  o.crack = true;
  o.crack_no_chance = true;
  out.push_back({"4 players, crack (no chance to pick)", "sheepshead", o});
  o = TableOptions{};
  o.jack_of_diamonds = true;
  o.call_up = true;
  o.crack = true;
  o.blitz = true;
  o.blitz_red = true;
  o.max_multiplier = 4;
  out.push_back({"jack of diamonds, call-up, crack, blitz red, cap 4", "sheepshead_1988", o});
  return out;
}

Move driver_move(const Session& s) {
  const Position p = s.position();
  solver::BotConfig b;
  b.strength = solver::Strength::kHeuristic;
  b.seed = 99;
  b.budget_seconds = 0;
  return Move{solver::make_sheepshead_bot(b)->decide(*p.sheepshead).action};
}

struct Seen {
  int announce_buttons = 0;  // announcement decisions of the human shown as buttons
  int call_ups = 0;          // JD call-up buttons offered
  int announcements = 0;     // cracks, re-cracks, blitzes made by anyone
};

bool step(Session& s, Seen& seen) {
  switch (s.phase()) {
    case SessionPhase::kHumanToAct: {
      const std::vector<Move> legal = s.legal_moves();
      REQUIRE(!legal.empty());
      const engine::SheepsheadHand& h = *s.sheepshead_hand();
      // What the GUI shows: buttons for the announcement and call decisions.
      const ui::PracticeControls pc = ui::practice_controls(h, s.config().human_seat, 0);
      if (h.phase() == engine::Phase::kAnnounce) {
        CHECK(pc.decision == ui::PracticeDecision::kAnnounce);
        CHECK(pc.choices.size() == legal.size());
        ++seen.announce_buttons;
      }
      if (h.phase() == engine::Phase::kCall) {
        for (const auto& c : pc.choices) {
          if (c.ss && c.ss->call.type == engine::CallType::kJack) ++seen.call_ups;
        }
      }
      const Move m = driver_move(s);
      REQUIRE(std::find(legal.begin(), legal.end(), m) != legal.end());
      std::string error;
      const auto back = parse_move_code(engine::Game::kSheepshead, move_code(m), &error);
      REQUIRE_MESSAGE(back, error);
      CHECK(*back == m);
      const auto err = s.play_human(m);
      REQUIRE_MESSAGE(!err, *err);
      return true;
    }
    case SessionPhase::kBotToAct: {
      const auto job = s.bot_job();
      REQUIRE(job);
      const Move m = compute_bot_move(*job);
      const auto back = parse_move_code(engine::Game::kSheepshead, move_code(m), nullptr);
      REQUIRE(back);
      CHECK(*back == m);
      const auto err = s.apply_bot(*job, m);
      REQUIRE_MESSAGE(!err, *err);
      return true;
    }
    case SessionPhase::kHandOver: {
      for (const engine::Announcement& a : s.sheepshead_hand()->announcements()) {
        if (a.kind != engine::Announce::kPass) ++seen.announcements;
      }
      const auto err = s.next_hand();
      REQUIRE_MESSAGE(!err, *err);
      return true;
    }
    case SessionPhase::kGameOver:
      return false;
  }
  return false;
}

}  // namespace

TEST_CASE("practice variants: the dialog's table options become flags the session accepts") {
  const engine::SheepsheadRules base = *engine::sheepshead_preset("sheepshead");
  CHECK(table_flags(table_options_of(base), base).empty());
  CHECK(table_options_text(table_options_of(base)) == "5 players, called ace");
  TableOptions o;
  o.players = 4;
  o.crack = true;
  const auto flags = table_flags(o, base);
  REQUIRE(flags.size() == 2);
  CHECK(flags[0].first == "ss_players");
  CHECK(flags[1].first == "ss_crack");
  CHECK(!check_table_options(o, base));
  PracticeConfig c;
  c.preset = "sheepshead";
  c.table_flags = flags;
  CHECK(practice_seats(c) == 4);
  CHECK(!check_config(c));
  // The human's seat must exist at a smaller table.
  c.human_seat = 4;
  REQUIRE(check_config(c));
  CHECK(check_config(c)->find("seat") != std::string::npos);
  // The jack of diamonds three-handed is no table (SS-14.2: the picker is alone there).
  o = TableOptions{};
  o.players = 3;
  o.jack_of_diamonds = true;
  CHECK(check_table_options(o, base));
  c = PracticeConfig{};
  c.table_flags = table_flags(o, base);
  CHECK(check_config(c));
  // A flag the engine does not know is refused with its name.
  c = PracticeConfig{};
  c.table_flags = {{"ss_no_such_flag", true}};
  REQUIRE(check_config(c));
  CHECK(check_config(c)->find("ss_no_such_flag") != std::string::npos);
}

TEST_CASE("practice variants: a complete game at every table between computer players") {
  int announcements = 0;  // over all tables: the computer players do crack and blitz
  for (const Table& t : tables()) {
    CAPTURE(t.name);
    const engine::SheepsheadRules base = *engine::sheepshead_preset(t.preset);
    REQUIRE_FALSE(check_table_options(t.options, base));
    PracticeConfig c;
    c.game = engine::Game::kSheepshead;
    c.preset = t.preset;
    c.table_flags = table_flags(t.options, base);
    c.seed = 4242;
    c.human_seat = 1;
    c.bots = solver::Strength::kHeuristic;
    c.bot_budget_seconds = 0;
    c.grade_moves = false;  // the grades are the analyzer's; this test is about the game
    const fs::path dir =
        scratch(t.preset + "-" + std::to_string(t.options.players) +
                (t.options.jack_of_diamonds ? "-jd" : "") + (t.options.crack ? "-crack" : ""));
    std::string error;
    auto s = Session::start(c, dir, &error);
    REQUIRE_MESSAGE(s, error);
    CHECK(s->seats() == t.options.players);
    Seen seen;
    bool resumed = false;
    for (int guard = 0; guard < 5000 && step(*s, seen); ++guard) {
      // Once, in the middle of the game: the saved game resumes to the same state.
      if (!resumed && s->hand_index() == 2 && s->phase() == SessionPhase::kHumanToAct) {
        const std::string saved = s->state_json();
        Resumable r = find_resumable(dir);
        REQUIRE_MESSAGE(r.session, r.note);
        CHECK(r.session->state_json() == saved);
        CHECK(r.session->config() == s->config());
        s = std::move(r.session);
        resumed = true;
      }
    }
    REQUIRE(s->phase() == SessionPhase::kGameOver);
    CHECK(resumed);
    const std::vector<ScoreRow>& rows = s->score_table();
    REQUIRE(static_cast<int>(rows.size()) == s->hands_total());
    for (const ScoreRow& r : rows) {
      CHECK(static_cast<int>(r.units.size()) == t.options.players);
      CHECK(std::accumulate(r.units.begin(), r.units.end(), 0) == 0);
      if (t.options.max_multiplier > 0) CHECK(r.multiplier <= t.options.max_multiplier);
    }
    if (t.options.crack || t.options.blitz) CHECK(seen.announce_buttons > 0);
    if (!t.options.crack && !t.options.blitz) CHECK(seen.announcements == 0);
    announcements += seen.announcements;
    // Every hand with a log is in the history folder, with the table's units.
    for (const FinishedHand& f : s->finished_hands()) {
      if (f.history_file.empty()) {
        CHECK(!f.history_note.empty());
        continue;
      }
      const engine::LoadResult lr = engine::load_deal_log_file(f.history_file);
      REQUIRE_MESSAGE(lr.log, (lr.errors.empty() ? "" : engine::format_error(lr.errors[0])));
      REQUIRE(lr.log->result);
      std::vector<int> units(lr.log->result->units.begin(), lr.log->result->units.end());
      units.resize(static_cast<std::size_t>(t.options.players));
      CHECK(units == f.units);
    }
  }
  CHECK(announcements > 0);
}

// SS-14.3/14.4 in practice: each of the human's poll answers (passes too) is graded as the
// analyzer's announcement decision of that turn: the session's action index is the decision's
// index, so the grade's decision is an announcement by the human with the move played.
TEST_CASE("practice variants: the human's announcements are graded as the poll's decisions") {
  PracticeConfig c;
  c.game = engine::Game::kSheepshead;
  c.preset = "sheepshead_jack_of_diamonds_crack";
  c.seed = 77;
  c.human_seat = 0;
  c.bots = solver::Strength::kHeuristic;
  c.bot_budget_seconds = 0;
  c.grade_moves = true;
  c.grade_samples = 8;
  std::string error;
  auto s = Session::start(c, scratch("grades"), &error);
  REQUIRE_MESSAGE(s, error);
  Seen seen;
  int graded = 0;
  for (int guard = 0; guard < 5000 && graded < 4; ++guard) {
    // Grade what is pending before the next action, as the GUI's worker does.
    while (const auto job = s->pending_grade()) {
      const MoveGrade g = compute_grade(*job);
      const auto* m = std::get_if<solver::Action>(&g.move);
      REQUIRE(m);
      if (m->kind == solver::DecisionKind::kAnnounce) {
        CAPTURE(g.note);
        CHECK(g.analysis.complete);
        CHECK(g.analysis.kind == solver::DecisionKind::kAnnounce);
        CHECK(g.analysis.mover == c.human_seat);
        CHECK(g.analysis.played == *m);
        CHECK(g.grade != solver::Grade::kNotGraded);
        ++graded;
      }
      REQUIRE(s->set_grade(g));
    }
    if (!step(*s, seen)) break;
  }
  CHECK(graded >= 4);
}
