// Sweep practice (ui/sweep/practice.h), headless: complete games between computer players for
// both presets through the same calls a GUI makes (select a card, choose or click the capture,
// Take / Trail), killed at random moments and resumed from the saved file to the identical game;
// history logs that load and validate; statistics per preset; the turn input's messages;
// take-back, grades, hints, review and retry.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <random>

#include "engine/deal_log.h"
#include "solver/sweep/lessons.h"
#include "ui/gui_args.h"
#include "ui/practice/record.h"
#include "ui/practice/storage.h"
#include "ui/sweep/practice.h"

namespace fs = std::filesystem;
namespace sw = engine::sweep;
using namespace ui::practice;

namespace {

fs::path scratch(const std::string& name) {
  const fs::path dir = fs::path(SCHMIER_BINARY_DIR) / "ui-test-scratch" / "sweep-practice" / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

// The rule-based player's action for the player's seat, entered the way the GUI enters it:
// select the card, then choose one of the listed captures (or click its table cards one by one,
// alternately) and Take, or Trail.
void human_turn(SweepSession& s, int turn_no) {
  REQUIRE(s.human_to_act());
  solver::BotConfig quick;
  quick.strength = solver::Strength::kHeuristic;
  const sw::Action a = compute_sweep_bot_move(SweepBotJob{s.position(), quick});
  REQUIRE_FALSE(s.select_card(a.card).has_value());
  CHECK(s.selection().card == a.card);
  if (a.take == 0) {
    REQUIRE_FALSE(s.trail().has_value());
    return;
  }
  const auto caps = s.captures_of_selected();
  REQUIRE(std::find(caps.begin(), caps.end(), a) != caps.end());
  if (turn_no % 2 == 0) {
    REQUIRE_FALSE(s.choose_capture(a).has_value());
  } else {
    for (sw::Card c : sw::cards(a.take)) REQUIRE_FALSE(s.toggle_table_card(c).has_value());
  }
  CHECK(s.selection().take == a.take);
  CHECK_FALSE(s.take_problem().has_value());
  REQUIRE_FALSE(s.take().has_value());
}

struct Played {
  std::vector<std::vector<sw::Action>> hands;
  std::array<int, 2> totals{};
  int winner = -2;
  std::size_t rows = 0;
};

// Plays a whole game; with a data folder, kills the session at random moments (drops it without
// any goodbye) and resumes it from the folder, checking that the resumed game is the same.
Played play_game(const SweepConfig& config, const fs::path& dir, std::uint64_t kill_seed,
                 int* kills) {
  std::string error;
  std::unique_ptr<SweepSession> s = SweepSession::start(config, dir, &error);
  REQUIRE_MESSAGE(s, error);
  std::mt19937_64 rng(kill_seed);
  int turn_no = 0;
  for (int guard = 0; guard < 2000 && !s->game_over(); ++guard) {
    switch (s->phase()) {
      case SessionPhase::kHumanToAct:
        human_turn(*s, turn_no++);
        break;
      case SessionPhase::kBotToAct: {
        const auto job = s->bot_job();
        REQUIRE(job);
        REQUIRE_FALSE(s->apply_bot(*job, compute_sweep_bot_move(*job)).has_value());
        break;
      }
      case SessionPhase::kHandOver:
        REQUIRE_FALSE(s->next_hand().has_value());
        break;
      case SessionPhase::kGameOver:
        break;
    }
    CHECK(s->save_error().empty());
    if (!dir.empty() && !s->game_over() && rng() % 13 == 0) {
      const std::string before = s->state_json();
      const SessionPhase phase = s->phase();
      s.reset();  // killed
      if (rng() % 2 == 0) {
        // Killed while writing: a half-written temporary file is left behind.
        std::ofstream(saved_game_file(dir).string() + ".tmp") << "{\"format\": \"schmier-pr";
      }
      SweepResumable r = find_sweep_resumable(dir);
      REQUIRE_MESSAGE(r.session, r.note);
      s = std::move(r.session);
      CHECK(s->state_json() == before);
      CHECK(s->phase() == phase);
      ++*kills;
    }
  }
  REQUIRE(s->game_over());
  Played p;
  for (const SweepFinishedHand& f : s->finished_hands()) p.hands.push_back(f.actions);
  p.totals = s->totals();
  p.winner = s->winner();
  p.rows = s->score_table().size();
  return p;
}

void check_game_for(const std::string& preset, std::uint64_t seed) {
  SweepConfig c;
  c.preset = preset;
  c.seed = seed;
  c.grade_moves = false;
  int no_kills = 0;
  const Played ref = play_game(c, {}, 0, &no_kills);
  const fs::path dir = scratch(preset + "-" + std::to_string(seed));
  int kills = 0;
  const Played got = play_game(c, dir, seed * 31 + 7, &kills);
  CHECK(kills > 0);
  CHECK(got.hands == ref.hands);
  CHECK(got.totals == ref.totals);
  CHECK(got.winner == ref.winner);
  CHECK(got.rows == ref.hands.size());
  if (preset == "sweep") {
    CHECK(ref.hands.size() == 4);
  } else {
    CHECK(std::max(ref.totals[0], ref.totals[1]) >= 251);
  }
  // The game is over: nothing to resume; every hand is in the history as a valid deal log
  // whose result adds up to the totals; the statistics count the hands and the game.
  CHECK_FALSE(fs::exists(saved_game_file(dir)));
  CHECK_FALSE(find_sweep_resumable(dir).session);
  std::array<int, 2> sum{};
  int logs = 0;
  for (const auto& e : fs::directory_iterator(history_dir(dir))) {
    const engine::LoadResult l = engine::load_deal_log_file(e.path().string());
    REQUIRE_MESSAGE(l.log, e.path().string());
    CHECK(l.log->game == engine::Game::kSweep);
    CHECK(l.log->preset == preset);
    REQUIRE(l.log->result);
    CHECK(l.log->plays.size() == sw::kTurnsPerHand);
    sum[0] += l.log->result->points[0];
    sum[1] += l.log->result->points[1];
    ++logs;
  }
  CHECK(logs == static_cast<int>(ref.hands.size()));
  CHECK(sum == ref.totals);
  const StatsLoad st = load_stats(stats_file(dir));
  REQUIRE(st.stats.presets.count(preset));
  CHECK(st.stats.presets.at(preset).hands == logs);
  CHECK(st.stats.presets.at(preset).games == 1);
  CHECK(st.stats.presets.at(preset).units == ref.totals[0] - ref.totals[1]);
  REQUIRE(st.stats.games.size() == 1);
  CHECK(st.stats.games[0].game == "sweep");
}

// A fresh session at the player's first turn of the first hand that satisfies `want`.
std::unique_ptr<SweepSession> first_turn_where(
    const std::function<bool(const SweepSession&)>& want) {
  for (std::uint64_t seed = 1; seed < 4000; ++seed) {
    SweepConfig c;
    c.seed = seed;
    std::string error;
    auto s = SweepSession::start(c, {}, &error);
    REQUIRE(s);
    REQUIRE_FALSE(s->run_bots().has_value());
    if (s->human_to_act() && want(*s)) return s;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("sweep practice: complete games of the sweep preset, killed and resumed") {
  check_game_for("sweep", 11);
  check_game_for("sweep", 12);
}

TEST_CASE("sweep practice: complete games of tablanette_cp to 251, killed and resumed") {
  check_game_for("tablanette_cp", 21);
}

TEST_CASE("sweep practice: a strong computer player replays identically after a kill") {
  SweepConfig c;
  c.seed = 5;
  c.bots = solver::Strength::kStrong;
  c.bot_max_worlds = 2;
  c.grade_moves = false;
  const fs::path dir = scratch("strong");
  std::string error;
  auto s = SweepSession::start(c, dir, &error);
  REQUIRE(s);
  auto t = SweepSession::start(c, {}, &error);
  int turn_no = 0;
  while (s->hand_actions().size() < 16) {
    if (s->human_to_act()) {
      human_turn(*s, turn_no);
      human_turn(*t, turn_no++);
    } else {
      REQUIRE_FALSE(s->run_bots().has_value());
      REQUIRE_FALSE(t->run_bots().has_value());
      s.reset();
      s = find_sweep_resumable(dir).session;
      REQUIRE(s);
    }
    REQUIRE(s->hand_actions() == t->hand_actions());
  }
}

TEST_CASE("sweep practice: the turn input explains what is wrong") {
  // A nine in the hand and a four and a six on the table.
  auto s = first_turn_where([](const SweepSession& x) {
    const sw::CardMask hand = x.state().hands[static_cast<std::size_t>(x.config().human_seat)];
    return (hand & sw::rank_cards(7)) && (x.state().table & sw::rank_cards(2)) &&
           (x.state().table & sw::rank_cards(4));
  });
  REQUIRE(s);
  const sw::SweepState& st = s->state();
  const sw::CardMask hand = st.hands[static_cast<std::size_t>(s->config().human_seat)];
  const sw::Card nine = sw::lowest(hand & sw::rank_cards(7));
  const sw::Card four = sw::lowest(st.table & sw::rank_cards(2));
  const sw::Card six = sw::lowest(st.table & sw::rank_cards(4));

  REQUIRE(s->take_problem());
  CHECK(*s->take_problem() == "select a card from your hand first");
  CHECK(s->trail() == std::optional<std::string>("select a card from your hand first"));
  // Messages name cards with suit symbols, never letter codes (issue 42).
  const std::string nine_name = solver::sweep::card_symbol(nine);
  CHECK(s->toggle_table_card(nine) ==
        std::optional<std::string>(nine_name + " is not on the table"));
  CHECK(s->select_card(four) ==
        std::optional<std::string>(solver::sweep::card_symbol(four) + " is not in your hand"));

  REQUIRE_FALSE(s->select_card(nine).has_value());
  CHECK(*s->take_problem() ==
        "choose what " + nine_name + " takes (a listed capture or the table cards), or trail it");
  // Every listed capture is legal and every legal capture of the nine is listed.
  std::vector<sw::Action> legal9;
  for (const sw::Action& a : s->legal_actions()) {
    if (a.card == nine && a.take) legal9.push_back(a);
  }
  CHECK(s->captures_of_selected() == legal9);

  REQUIRE_FALSE(s->toggle_table_card(four).has_value());
  REQUIRE_FALSE(s->toggle_table_card(six).has_value());
  const auto why = s->take_problem();
  REQUIRE(why);
  CHECK(why->find("4 + 6 = 10, not 9") != std::string::npos);
  CHECK(why->find(sw::card_code(four)) == std::string::npos);  // "4♠", not "4S"
  CHECK(why->find(solver::sweep::card_symbol(four)) != std::string::npos);
  CHECK(s->take() == why);
  CHECK(s->hand_actions().empty());  // nothing was played
  // Unclicking the six leaves 4 alone, not 9 either.
  REQUIRE_FALSE(s->toggle_table_card(six).has_value());
  CHECK(s->take_problem()->find("not 9") != std::string::npos);

  // A listed capture can be chosen, then another one instead, before Take.
  const auto caps = s->captures_of_selected();
  if (caps.size() >= 2) {
    REQUIRE_FALSE(s->choose_capture(caps[0]).has_value());
    REQUIRE_FALSE(s->choose_capture(caps[1]).has_value());
    CHECK(s->selection().take == caps[1].take);
  }
  // Selecting the card again unselects it; a trail then needs a card.
  REQUIRE_FALSE(s->select_card(nine).has_value());
  CHECK(s->selection().card == sw::kNoCard);
  REQUIRE_FALSE(s->select_card(nine).has_value());
  // Not the player's turn: every input says so.
  REQUIRE_FALSE(s->trail().has_value());
  CHECK(s->hand_actions().size() == 1);
  CHECK(s->hand_actions()[0] == sw::Action{nine, 0});
  CHECK(s->select_card(nine) == std::optional<std::string>("it is not your turn"));
}

TEST_CASE("sweep practice: action codes read back; bad ones are located") {
  const sw::Action a{*sw::parse_card("9H"),
                     sw::bit(*sw::parse_card("4D")) | sw::bit(*sw::parse_card("5S"))};
  CHECK(sweep_action_code(a) == "9H>4D.5S");
  CHECK(parse_sweep_action_code("9H>4D.5S", nullptr) == a);
  CHECK(parse_sweep_action_code("3C", nullptr) == sw::Action{*sw::parse_card("3C"), 0});
  std::string error;
  CHECK_FALSE(parse_sweep_action_code("9H>4D.XX", &error));
  CHECK(error == "\"9H>4D.XX\": \"XX\" is not a card");
  CHECK_FALSE(parse_sweep_action_code("9H>", &error));
  CHECK_FALSE(parse_sweep_action_code("9H>4D.4D", &error));
  CHECK(error.find("taken twice") != std::string::npos);
}

TEST_CASE("sweep practice: a saved game that does not replay is moved aside with the reason") {
  const fs::path dir = scratch("corrupt");
  SweepConfig c;
  c.seed = 3;
  std::string error;
  auto s = SweepSession::start(c, dir, &error);
  REQUIRE(s);
  std::string text = s->state_json();
  s.reset();
  const auto at = text.find("\"current\": [");
  REQUIRE(at != std::string::npos);
  text.insert(at + 12, "\"JC>2C\"");  // a jack that is not the mover's
  std::ofstream(saved_game_file(dir)) << text;
  SweepResumable r = find_sweep_resumable(dir);
  CHECK_FALSE(r.session);
  CHECK(r.note.find("current hand, turn 1 (JC>2C)") != std::string::npos);
  CHECK(r.note.find("moved aside") != std::string::npos);
  CHECK_FALSE(fs::exists(saved_game_file(dir)));
  // A trick game's resume leaves a Sweep save alone, and a Sweep resume a trick game's.
  auto s2 = SweepSession::start(c, dir, &error);
  REQUIRE(s2);
  CHECK(saved_game_kind(dir) == "sweep");
  CHECK_FALSE(find_resumable(dir).session);
  CHECK(find_resumable(dir).note.empty());
  CHECK(fs::exists(saved_game_file(dir)));
}

TEST_CASE("sweep practice: take-back after a blunder replays the hand without the turn") {
  SweepConfig c;
  c.seed = 8;
  std::string error;
  auto s = SweepSession::start(c, scratch("takeback"), &error);
  REQUIRE(s);
  REQUIRE_FALSE(s->run_bots().has_value());
  const int first = static_cast<int>(s->hand_actions().size());
  human_turn(*s, 0);
  REQUIRE_FALSE(s->run_bots().has_value());
  const std::size_t before = s->hand_actions().size();
  human_turn(*s, 1);
  const auto job = s->pending_grade();
  REQUIRE(job);
  CHECK(job->turn == first);  // the player's first ungraded turn
  // Grades for the two turns: the second a Blunder (given, as a grade would be).
  for (int round = 0; round < 2; ++round) {
    auto j = s->pending_grade();
    REQUIRE(j);
    SweepGrade g;
    g.hand_index = j->hand_index;
    g.turn = j->turn;
    g.generation = j->generation;
    g.played = j->played;
    g.grade = round == 0 ? solver::Grade::kGood : solver::Grade::kBlunder;
    REQUIRE(s->set_grade(g));
  }
  CHECK_FALSE(s->pending_grade());
  CHECK(s->takeback_offered());
  const auto stale = s->bot_job();
  REQUIRE(stale);
  REQUIRE_FALSE(s->take_back().has_value());
  CHECK(s->hand_actions().size() == before);
  CHECK(s->human_to_act());
  CHECK_FALSE(s->takeback_offered());
  REQUIRE(s->grade_of(first));                            // the earlier grade is kept
  CHECK(s->apply_bot(*stale, sw::Action{}).has_value());  // a late computer move is refused
}

TEST_CASE("sweep practice: a real grade, a hint and a review with retry at a mistake") {
  SweepConfig c;
  c.seed = 2;
  c.grade_samples = 4;
  c.review_samples = 4;
  c.tutor_max_worlds = 4;
  std::string error;
  auto s = SweepSession::start(c, {}, &error);
  REQUIRE(s);
  int turn_no = 0;
  // To the last round, where the grade and hint see the one actual world.
  while (s->state().round < 3 || !s->human_to_act()) {
    if (s->human_to_act()) {
      human_turn(*s, turn_no++);
      while (auto j = s->pending_grade()) {
        SweepGrade g;  // not needed here: mark as not graded so the queue moves on
        g.hand_index = j->hand_index;
        g.turn = j->turn;
        g.generation = j->generation;
        g.played = j->played;
        REQUIRE(s->set_grade(g));
      }
    } else {
      REQUIRE_FALSE(s->run_bots().has_value());
    }
  }
  const auto hint_job = s->hint_job();
  REQUIRE(hint_job);
  const SweepHint hint = compute_sweep_hint(*hint_job);
  const auto legal = s->legal_actions();
  CHECK(std::find(legal.begin(), legal.end(), hint.suggested) != legal.end());
  CHECK_FALSE(hint.words.empty());
  CHECK_FALSE(hint.reason.empty());
  // The list starts with the suggestion, whose value is the best.
  if (!hint.values.empty()) {
    CHECK(
        solver::sweep::equivalent_actions(s->rules(), hint.values.front().action, hint.suggested));
    for (const SweepHintValue& v : hint.values) CHECK(v.margin <= hint.values.front().margin);
  }
  // The hint and the grade are one analysis: the hinted action, graded, is the best, loss 0.
  {
    SweepGradeJob followed;
    followed.position = hint_job->position;
    followed.played = hint.suggested;
    followed.tutor = s->pending_grade() ? s->pending_grade()->tutor : hint_job->tutor;
    const SweepGrade h = compute_sweep_grade(followed);
    REQUIRE(h.best);
    CHECK(solver::sweep::equivalent_actions(s->rules(), *h.best, hint.suggested));
    CHECK(h.loss_points == 0);
    CHECK(h.grade <= solver::Grade::kExcellent);
    CHECK(h.worlds == hint.worlds);
  }
  // Play a trail when one exists (often worse than the tutor's pick), else the hint.
  sw::Action play = hint.suggested;
  for (const sw::Action& a : legal) {
    if (a.take == 0 && !sw::is_jack(a.card)) play = a;
  }
  REQUIRE_FALSE(s->play_human(play).has_value());
  const auto job = s->pending_grade();
  REQUIRE(job);
  const SweepGrade g = compute_sweep_grade(*job);
  CHECK(g.grade != solver::Grade::kNotGraded);
  CHECK(g.worlds >= 1);
  CHECK_FALSE(g.values.empty());
  if (!hint.values.empty() && play == hint.suggested) CHECK(g.loss_points < 1.0);
  REQUIRE(s->set_grade(g));
  CHECK(s->last_grade() != nullptr);

  // The hand to its end, then the review of every turn of the player.
  while (s->phase() != SessionPhase::kHandOver) {
    if (s->human_to_act()) {
      human_turn(*s, turn_no++);
    } else {
      REQUIRE_FALSE(s->run_bots().has_value());
    }
  }
  REQUIRE(s->score_table().size() == 1);
  const SweepScoreRow& row = s->score_table()[0];
  CHECK(row.totals == s->totals());
  CHECK(row.score.points[0] + 0 == s->finished_hands()[0].points[0]);
  auto rj = s->review_job(0);
  REQUIRE(rj);
  const SweepReview rv = compute_sweep_review(*rj);
  CHECK(rv.error.empty());
  CHECK(rv.complete);
  CHECK(rv.turns.size() == sw::kTurnsPerHand / 2);
  REQUIRE(s->set_review(rv));
  REQUIRE(s->finished_hands()[0].accuracy);
  for (const SweepMistake& m : rv.mistakes) {
    CHECK(m.loss_points >= 5.0);
    CHECK(m.text.find("Turn " + std::to_string(m.turn + 1)) == 0);
  }
  // Retry at the player's turn: the same position, the player to act, nothing written.
  const int retry_turn = rv.mistakes.empty() ? rv.turns[3].turn : rv.mistakes[0].turn;
  auto r = s->retry(0, retry_turn, &error);
  REQUIRE_MESSAGE(r, error);
  CHECK(r->is_retry());
  CHECK(r->human_to_act());
  CHECK(r->hand_actions().size() == static_cast<std::size_t>(retry_turn));
  CHECK(std::equal(r->hand_actions().begin(), r->hand_actions().end(),
                   s->finished_hands()[0].actions.begin()));
  CHECK(s->retry(0, rv.turns[3].turn + 1, &error) == nullptr);  // the computer's turn
  CHECK(error.find("the computer's") != std::string::npos);
}

TEST_CASE("sweep practice: schmier-gui takes --game sweep and the Sweep presets") {
  auto parse = [](std::vector<std::string_view> a) { return ui::parse_gui_args(a); };
  auto r = parse({"--practice", "--game", "sweep"});
  REQUIRE(r.error.empty());
  CHECK(r.options.preset == "sweep");
  r = parse({"--practice", "--preset", "tablanette_cp"});
  REQUIRE(r.error.empty());
  CHECK(ui::practice_preset_game(r.options.preset) == "sweep");
  CHECK(parse({"--practice", "--game", "sweep", "--preset", "schafkopf"}).error ==
        "--preset schafkopf is not a sweep preset");
  CHECK(parse({"--practice", "--game", "sweep", "--preset", "tablanette"})
            .error.find("--preset: \"tablanette\" is not a practice preset") == 0);
}

TEST_CASE("Sweep messages: card codes become suit symbols, other words stay") {
  CHECK(ui::practice::sweep_name_cards("9H cannot take 2D and 4S") ==
        solver::sweep::card_symbol(*sw::parse_card("9H")) + " cannot take " +
            solver::sweep::card_symbol(*sw::parse_card("2D")) + " and " +
            solver::sweep::card_symbol(*sw::parse_card("4S")));
  CHECK(ui::practice::sweep_name_cards("SW-13 TD") ==
        "SW-13 " + solver::sweep::card_symbol(*sw::parse_card("TD")));
  CHECK(ui::practice::sweep_name_cards("QSx AS: 4 + 6") ==
        "QSx " + solver::sweep::card_symbol(*sw::parse_card("AS")) + ": 4 + 6");
}
