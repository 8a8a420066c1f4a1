// The practice session: the game of hands, the human's and the computer players' actions, the
// tutor's bookkeeping (grades, takeback, reviews, retries), the saved game and the statistics.
#include <algorithm>
#include <bit>
#include <cmath>
#include <nlohmann/json.hpp>

#include "engine/hand_log.h"
#include "practice_games.h"
#include "practice_hands.h"
#include "practice_saved_game.h"
#include "ui/practice/session.h"
#include "ui/practice/storage.h"

namespace ui::practice {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string game_name(engine::Game g) {
  return practice_game_name(g);
}

}  // namespace

// --- Impl --------------------------------------------------------------------------------------

// The game record (record.h) and the trick game's own state.
struct Session::Impl : GameRecord {
  PracticeConfig config;

  std::unique_ptr<TrickHands> game_hands;  // the game's own (practice_hands.h), from init_games
  bool game_over = false;
  std::vector<Move> actions;
  std::vector<int> action_seats;

  std::vector<FinishedHand> finished;
  std::vector<ScoreRow> rows;

  std::map<std::size_t, MoveGrade> grades;  // this hand's, by action index
  std::map<int, Review> reviews;

  int seats() const { return game_hands->seats(); }
  int hands_total() const { return game_hands->hands_total(); }

  int to_act() const {
    if (hand_over) return -1;
    return game_hands->to_act();
  }

  std::vector<std::string> names() const {
    std::vector<std::string> n;
    int bot = 1;
    for (int s = 0; s < seats(); ++s) {
      n.push_back(s == config.human_seat ? "You" : "Computer " + std::to_string(bot++));
    }
    return n;
  }

  std::vector<Move> legal() const {
    if (hand_over) return {};
    return game_hands->legal();
  }

  Position position() const {
    Position p;
    p.game = config.game;
    if (!hand_over) game_hands->fill(p);
    p.hand_index = hand_index;
    p.action_index = actions.size();
    p.generation = generation;
    return p;
  }

  solver::BotConfig bot_config(int seat) const {
    solver::BotConfig b;
    b.strength = config.bots;
    b.budget_seconds = config.bot_budget_seconds;
    b.max_worlds = config.bot_max_worlds;
    b.min_worlds = std::min(b.min_worlds, b.max_worlds);
    b.seed = mix_seed(config.seed ^ mix_seed(static_cast<std::uint64_t>(hand_index) * 16 +
                                             static_cast<std::uint64_t>(seat) + 1));
    return b;
  }

  void deal() {
    actions.clear();
    action_seats.clear();
    grades.clear();
    hand_over = false;
    game_hands->deal();
  }

  // Applies an action for the seat to act without any check beyond the engine's.
  std::optional<std::string> apply_raw(const Move& m) {
    const int seat = to_act();
    if (auto err = game_hands->apply(m)) return err;
    actions.push_back(m);
    action_seats.push_back(seat);
    if (game_hands->hand_done()) finish_hand();
    return std::nullopt;
  }

  // Records the finished hand in the game, the score table and (unless replaying) the files.
  void finish_hand() {
    FinishedHand f;
    f.actions = actions;
    ScoreRow row = game_hands->finish();
    row.hand = hand_index + 1;
    f.units = row.units;
    f.row = row;
    rows.push_back(row);
    finished.push_back(std::move(f));
    hand_counted.push_back(false);
    hand_over = true;
    if (game_hands->game_over() && !retry) game_over = true;
  }

  std::vector<int> totals() const { return game_hands->totals(); }

  std::optional<engine::DealLog> log_of(int index, std::string* error) const {
    engine::HandLogOptions o;
    o.players = names();
    o.preset = config.preset == "netschafkopf" ? "schafkopf" : config.preset;
    json meta = {{"source", "schmier practice"},
                 {"game_id", game_id},
                 {"seed", config.seed},
                 {"hand", index + 1},
                 {"human_seat", config.human_seat},
                 {"practice_preset", config.preset}};
    if (!config.daily.empty()) meta["daily"] = config.daily;
    o.meta_json = meta.dump();
    engine::HandLog hl;
    const std::size_t i = static_cast<std::size_t>(index);
    if (index >= 0 && i < finished.size()) {
      hl = game_hands->hand_log(i, o);
    } else if (index == hand_index && !hand_over) {
      hl = game_hands->hand_log(std::nullopt, o);
    } else {
      if (error) *error = "there is no hand " + std::to_string(index + 1) + " yet";
      return std::nullopt;
    }
    if (!hl.expressible) {
      if (error) *error = "a hand thrown in before any contract cannot be written as a deal log";
      return std::nullopt;
    }
    if (!hl.errors.empty()) {
      if (error) *error = "the hand's log does not validate: " + engine::format_error(hl.errors[0]);
      return std::nullopt;
    }
    return hl.log;
  }

  // --- Files ---

  json to_json() const {
    json j;
    write_saved_config(j, game_name(config.game), config);
    j["bot_budget_seconds"] = config.bot_budget_seconds;
    if (!config.table_flags.empty()) {
      json flags = json::object();
      for (const auto& [name, value] : config.table_flags) {
        std::visit([&](const auto& v) { flags[name] = v; }, value);
      }
      j["table_flags"] = flags;
    }
    j["game_id"] = game_id;
    j["started"] = started;
    json hands = json::array();
    for (std::size_t i = 0; i < finished.size(); ++i) {
      const FinishedHand& f = finished[i];
      json codes = json::array();
      for (const Move& m : f.actions) codes.push_back(move_code(m));
      hands.push_back({{"actions", codes},
                       {"units", f.units},
                       {"history_file", f.history_file},
                       {"history_note", f.history_note},
                       {"accuracy", f.accuracy ? json(*f.accuracy) : json(nullptr)},
                       {"decisions", f.decisions},
                       {"counted", static_cast<bool>(hand_counted[i])}});
    }
    j["hands"] = std::move(hands);
    json current = json::array();
    if (!hand_over) {
      for (const Move& m : actions) current.push_back(move_code(m));
    }
    j["in_hand"] = !hand_over;
    j["current"] = std::move(current);
    j["game_counted"] = game_counted;
    return j;
  }

  void save_state() {
    save_game(game_over && game_counted, [this] { return to_json().dump(1) + "\n"; });
  }

  void record_finished() {
    if (!writes()) return;
    bool stats_changed = false;
    for (std::size_t i = 0; i < finished.size(); ++i) {
      FinishedHand& f = finished[i];
      if (game_hands->unloggable(i) && f.history_note.empty()) {
        f.history_note = "thrown in before any contract: DEAL_LOG.md has no log for it";
      }
      if (f.history_file.empty() && f.history_note.empty()) {
        write_history(static_cast<int>(i), config.preset, config.seed, f.history_file,
                      [this](int hand, std::string* error) { return log_of(hand, error); });
      }
      if (count_hand_once(i, config.preset, f.units[static_cast<std::size_t>(config.human_seat)])) {
        stats_changed = true;
      }
    }
    if (game_over && !game_counted) {
      upsert_game_entry(true);
      game_counted = true;
      stats_changed = true;
    }
    if (stats_changed) save_stats_file();
  }

  bool human_won() const {
    const std::vector<int> t = totals();
    return t[static_cast<std::size_t>(config.human_seat)] == *std::max_element(t.begin(), t.end());
  }

  void upsert_game_entry(bool finished_now = false) {
    GameEntry e;
    e.date = started.substr(0, 10);
    e.game_id = game_id;
    e.game = game_name(config.game);
    e.preset = config.preset;
    e.hands = static_cast<int>(finished.size());
    e.units = totals()[static_cast<std::size_t>(config.human_seat)];
    e.won = human_won();
    weigh_game_accuracy(e, finished);
    count_game(stats, e, finished_now);
  }

  // Applies a checked action and saves the game (and, when the hand ends, its history log and
  // the statistics).
  std::optional<std::string> apply_and_save(const Move& move) {
    if (auto err = apply_raw(move)) return err;
    save_state();
    if (hand_over) {
      record_finished();
      save_state();
    }
    return std::nullopt;
  }

  // Replays the current hand's first n actions from a fresh deal.
  std::optional<std::string> replay_current(const std::vector<Move>& moves, std::size_t n) {
    deal();
    for (std::size_t i = 0; i < n && i < moves.size(); ++i) {
      if (auto err = apply_raw(moves[i])) {
        return "action " + std::to_string(i + 1) + " (" + move_text(moves[i]) + "): " + *err;
      }
    }
    return std::nullopt;
  }

  void init_games() { game_hands = trick_practice_face(config.game).hands(config); }
};

// --- Session -----------------------------------------------------------------------------------

Session::Session() : impl_(std::make_unique<Impl>()) {}
Session::~Session() = default;

std::unique_ptr<Session> Session::start(const PracticeConfig& config, const fs::path& data_dir,
                                        std::string* error) {
  if (auto err = check_config(config)) {
    if (error) *error = *err;
    return nullptr;
  }
  std::unique_ptr<Session> s(new Session());
  Impl& m = *s->impl_;
  m.config = config;
  // The saved game writes the table flags as a JSON object (sorted by name): keep them in that
  // order so that a resumed game has the same configuration.
  std::stable_sort(m.config.table_flags.begin(), m.config.table_flags.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  m.data_dir = data_dir;
  m.started = now_utc_iso();
  m.game_id = compact_time(m.started) + "-" + config.preset + "-" + std::to_string(config.seed);
  m.init_games();
  m.load_stats_file();
  m.deal();
  m.save_state();
  return s;
}

std::unique_ptr<Session> Session::from_json(const std::string& text, const fs::path& data_dir,
                                            std::string* error) {
  auto fail = [&](const std::string& why) -> std::unique_ptr<Session> {
    if (error) *error = why;
    return nullptr;
  };
  const json j = json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return fail("the saved game is not a JSON object");
  PracticeConfig c;
  std::unique_ptr<Session> s(new Session());
  Impl& m = *s->impl_;
  json current;
  json hands;
  bool in_hand = true;
  try {
    if (j.at("format") != kSavedGameFormat) return fail("the file is not a schmier practice game");
    if (j.at("version") != kSavedGameVersion) return fail("the saved game's version is not 1");
    const std::string g = j.at("game").get<std::string>();
    if (std::optional<engine::Game> game = trick_practice_game(g)) {
      c.game = *game;
    } else {
      return fail("game \"" + g + "\" is not sheepshead or schafkopf");
    }
    read_saved_table(j, c);
    auto strength = solver::parse_strength(j.at("bots").get<std::string>());
    if (!strength) return fail("bots: not a strength (heuristic, strong)");
    c.bots = *strength;
    c.bot_budget_seconds = j.at("bot_budget_seconds").get<double>();
    read_saved_tutor(j, c);
    if (j.contains("table_flags")) {
      const json& flags = j.at("table_flags");
      if (!flags.is_object()) return fail("table_flags is not an object of ss_* flags");
      for (const auto& [name, v] : flags.items()) {
        if (v.is_boolean()) {
          c.table_flags.emplace_back(name, v.get<bool>());
        } else if (v.is_number_integer()) {
          c.table_flags.emplace_back(name, v.get<std::int64_t>());
        } else if (v.is_string()) {
          c.table_flags.emplace_back(name, v.get<std::string>());
        } else {
          return fail("table_flags." + name + " is not true/false, a number or a text");
        }
      }
    }
    m.game_id = j.at("game_id").get<std::string>();
    m.started = j.at("started").get<std::string>();
    hands = j.at("hands");
    current = j.at("current");
    in_hand = j.at("in_hand").get<bool>();
    m.game_counted = j.at("game_counted").get<bool>();
    if (!hands.is_array() || !current.is_array()) return fail("hands or current is not a list");
  } catch (const json::exception& e) {
    return fail(std::string("the saved game is malformed: ") + e.what());
  }
  if (auto err = check_config(c)) return fail(*err);
  m.config = c;
  m.data_dir = data_dir;
  m.init_games();
  m.load_stats_file();
  m.replaying = true;
  auto parse_list = [&](const json& list, std::vector<Move>& out,
                        const std::string& where) -> std::optional<std::string> {
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (!list[i].is_string()) return where + "[" + std::to_string(i) + "] is not a text";
      std::string e;
      auto mv = parse_move_code(c.game, list[i].get<std::string>(), &e);
      if (!mv) return where + "[" + std::to_string(i) + "]: " + e;
      out.push_back(*mv);
    }
    return std::nullopt;
  };
  for (std::size_t h = 0; h < hands.size(); ++h) {
    const std::string where = "hands[" + std::to_string(h) + "]";
    const json& jh = hands[h];
    std::vector<Move> moves;
    std::vector<int> units;
    try {
      if (auto err = parse_list(jh.at("actions"), moves, where + ".actions")) return fail(*err);
      units = jh.at("units").get<std::vector<int>>();
    } catch (const json::exception& e) {
      return fail(where + " is malformed: " + e.what());
    }
    if (static_cast<int>(h) >= m.hands_total()) return fail("more hands than the game has");
    if (h > 0) {
      m.hand_index = static_cast<int>(h);
    }
    if (auto err = m.replay_current(moves, moves.size())) return fail(where + ": " + *err);
    if (!m.hand_over || m.finished.size() != h + 1) {
      return fail(where + ": the hand does not end with its last action");
    }
    if (m.finished.back().units != units) {
      return fail(where + ": the hand replays to other units than were saved");
    }
    FinishedHand& f = m.finished.back();
    try {
      f.history_file = jh.at("history_file").get<std::string>();
      f.history_note = jh.at("history_note").get<std::string>();
      if (!jh.at("accuracy").is_null()) f.accuracy = jh.at("accuracy").get<double>();
      f.decisions = jh.at("decisions").get<int>();
      m.hand_counted.back() = jh.at("counted").get<bool>();
    } catch (const json::exception& e) {
      return fail(where + " is malformed: " + e.what());
    }
  }
  if (in_hand) {
    if (m.game_over) return fail("the saved game has a hand in progress after its last hand");
    if (!m.finished.empty()) m.hand_index = static_cast<int>(m.finished.size());
    std::vector<Move> moves;
    if (auto err = parse_list(current, moves, "current")) return fail(*err);
    if (auto err = m.replay_current(moves, moves.size())) return fail("current: " + *err);
    if (m.hand_over) return fail("current: the hand in progress is already over");
  } else if (m.finished.empty()) {
    return fail("the saved game is between hands but has no finished hand");
  }
  m.replaying = false;
  // Whatever a crash kept from being written (a history log, statistics) is written now.
  m.record_finished();
  m.save_state();
  return s;
}

const PracticeConfig& Session::config() const {
  return impl_->config;
}
const fs::path& Session::data_dir() const {
  return impl_->data_dir;
}
const std::string& Session::game_id() const {
  return impl_->game_id;
}
const std::string& Session::started() const {
  return impl_->started;
}
int Session::seats() const {
  return impl_->seats();
}
std::vector<std::string> Session::player_names() const {
  return impl_->names();
}
bool Session::is_retry() const {
  return impl_->retry;
}
int Session::hands_total() const {
  return impl_->hands_total();
}
int Session::hand_index() const {
  return impl_->hand_index;
}

SessionPhase Session::phase() const {
  const Impl& m = *impl_;
  if (m.game_over) return SessionPhase::kGameOver;
  if (m.hand_over) return SessionPhase::kHandOver;
  return m.to_act() == m.config.human_seat ? SessionPhase::kHumanToAct : SessionPhase::kBotToAct;
}

int Session::to_act() const {
  return impl_->to_act();
}

const engine::SheepsheadHand* Session::sheepshead_hand() const {
  return impl_->game_hands->sheepshead_hand(impl_->hand_over);
}

const engine::SchafkopfHand* Session::schafkopf_hand() const {
  return impl_->game_hands->schafkopf_hand(impl_->hand_over);
}

const std::vector<Move>& Session::hand_actions() const {
  return impl_->actions;
}
const std::vector<int>& Session::hand_action_seats() const {
  return impl_->action_seats;
}
std::vector<Move> Session::legal_moves() const {
  return impl_->legal();
}
Position Session::position() const {
  return impl_->position();
}
std::vector<int> Session::totals() const {
  return impl_->totals();
}
const std::vector<ScoreRow>& Session::score_table() const {
  return impl_->rows;
}
const std::vector<FinishedHand>& Session::finished_hands() const {
  return impl_->finished;
}

int Session::pending_doublers() const {
  return impl_->game_hands->pending_doublers();
}

std::optional<std::string> Session::play_human(const Move& move) {
  Impl& m = *impl_;
  if (phase() != SessionPhase::kHumanToAct) return std::string("it is not your turn");
  const std::vector<Move> legal = m.legal();
  if (std::find(legal.begin(), legal.end(), move) == legal.end()) {
    std::string why = move_text(move) + " is not legal now";
    if (auto e = m.game_hands->explain_illegal(move)) why += ": " + *e;
    return why;
  }
  return m.apply_and_save(move);
}

std::optional<BotJob> Session::bot_job() const {
  const Impl& m = *impl_;
  if (phase() != SessionPhase::kBotToAct) return std::nullopt;
  BotJob j;
  j.position = m.position();
  j.seat = m.to_act();
  j.bot = m.bot_config(j.seat);
  return j;
}

std::optional<std::string> Session::apply_bot(const BotJob& job, const Move& move) {
  Impl& m = *impl_;
  if (phase() != SessionPhase::kBotToAct || job.position.hand_index != m.hand_index ||
      job.position.action_index != m.actions.size() || job.position.generation != m.generation ||
      job.seat != m.to_act()) {
    return std::string("the computer player's move was for another position");
  }
  const std::vector<Move> legal = m.legal();
  if (std::find(legal.begin(), legal.end(), move) == legal.end()) {
    return "the computer player chose " + move_text(move) + ", which is not legal";
  }
  return m.apply_and_save(move);
}

std::optional<std::string> Session::run_bots() {
  while (auto job = bot_job()) {
    if (auto err = apply_bot(*job, compute_bot_move(*job))) return err;
  }
  return std::nullopt;
}

std::optional<std::string> Session::next_hand() {
  Impl& m = *impl_;
  if (m.retry) return std::string("a retry covers one position; it has no next hand");
  if (phase() == SessionPhase::kGameOver) return std::string("the game is over");
  if (phase() != SessionPhase::kHandOver) return std::string("the hand is not over yet");
  m.hand_index++;
  m.generation++;
  m.deal();
  m.save_state();
  return std::nullopt;
}

std::optional<HintJob> Session::hint_job() const {
  const Impl& m = *impl_;
  if (phase() != SessionPhase::kHumanToAct) return std::nullopt;
  HintJob j;
  j.position = m.position();
  j.seat = m.to_act();
  j.tutor.strength = solver::Strength::kStrong;
  j.tutor.budget_seconds = 0;
  j.tutor.max_worlds = m.config.tutor_max_worlds;
  j.tutor.min_worlds = std::min(j.tutor.min_worlds, j.tutor.max_worlds);
  j.tutor.seed =
      mix_seed(m.config.seed ^ 0x7475746f72ull ^ static_cast<std::uint64_t>(m.hand_index));
  return j;
}

std::optional<GradeJob> Session::pending_grade() const {
  const Impl& m = *impl_;
  if (!m.config.grade_moves) return std::nullopt;
  // Auction, bury and call are in the hand's log once play has started; cards at once.
  const bool auction_logged = m.hand_over || m.game_hands->in_play();
  const bool replays = m.game_hands->replays_actions();
  for (std::size_t i = m.grade_from; i < m.actions.size(); ++i) {
    if (m.action_seats[i] != m.config.human_seat || m.grades.count(i)) continue;
    const Move& mv = m.actions[i];
    const bool is_play = std::holds_alternative<solver::Action>(mv)
                             ? std::get<solver::Action>(mv).kind == solver::DecisionKind::kPlay
                             : std::get<solver::SkAction>(mv).kind == solver::SkActionKind::kPlay;
    // Schafkopf bids, declarations and poll answers are graded at once (by simulation from the
    // hand's actions, not from its log); Sheepshead pick/pass, bury and call too, from the hand
    // completed by the heuristic player (GradeJob::sheepshead_unfinished).
    std::string error;
    std::optional<engine::DealLog> log;
    if (auction_logged || replays) log = m.log_of(m.hand_index, &error);
    // A Schafkopf hand's log cannot be written during its auction (or when thrown in); its
    // grades replay the hand's actions instead.
    if (!log && !replays && (is_play || auction_logged)) return std::nullopt;
    GradeJob j;
    const bool has_log = log.has_value();
    if (log) {
      j.log = std::move(*log);
    } else {
      j.log.game = m.config.game;
    }
    m.game_hands->complete_grade_job(j, has_log, m.hand_over);
    j.decision = static_cast<int>(i);
    j.options.samples = m.config.grade_samples;
    j.options.min_samples = std::min(8, m.config.grade_samples);
    j.options.auction_samples = std::min(j.options.auction_samples, m.config.grade_samples);
    j.options.seed = mix_seed(m.config.seed ^ 0x6772616465ull);
    j.hand_index = m.hand_index;
    j.action_index = i;
    j.generation = m.generation;
    j.move = mv;
    if (replays) {
      j.schafkopf_actions.assign(m.actions.begin(), m.actions.begin() + static_cast<long>(i) + 1);
    }
    return j;
  }
  return std::nullopt;
}

bool Session::set_grade(const MoveGrade& grade) {
  Impl& m = *impl_;
  if (grade.hand_index != m.hand_index || grade.generation != m.generation ||
      grade.action_index >= m.actions.size() || !(m.actions[grade.action_index] == grade.move)) {
    return false;
  }
  m.grades[grade.action_index] = grade;
  return true;
}

const MoveGrade* Session::grade_of(std::size_t action_index) const {
  auto it = impl_->grades.find(action_index);
  return it == impl_->grades.end() ? nullptr : &it->second;
}

const MoveGrade* Session::last_grade() const {
  const Impl& m = *impl_;
  for (std::size_t i = m.actions.size(); i-- > 0;) {
    if (m.action_seats[i] == m.config.human_seat) return grade_of(i);
  }
  return nullptr;
}

bool Session::takeback_offered() const {
  if (!impl_->config.offer_takeback || !can_take_back()) return false;
  const MoveGrade* g = last_grade();
  return g && g->grade == solver::Grade::kBlunder;
}

bool Session::can_take_back() const {
  const Impl& m = *impl_;
  if (m.hand_over) return false;
  return std::find(m.action_seats.begin(), m.action_seats.end(), m.config.human_seat) !=
         m.action_seats.end();
}

std::optional<std::string> Session::take_back() {
  Impl& m = *impl_;
  if (!can_take_back()) {
    return std::string(m.hand_over ? "the hand is over; nothing can be taken back"
                                   : "you have not acted in this hand yet");
  }
  std::size_t last = 0;
  for (std::size_t i = 0; i < m.action_seats.size(); ++i) {
    if (m.action_seats[i] == m.config.human_seat) last = i;
  }
  const std::vector<Move> moves = m.actions;
  std::map<std::size_t, MoveGrade> grades = std::move(m.grades);
  grades.erase(grades.lower_bound(last), grades.end());
  if (auto err = m.replay_current(moves, last)) return "the hand cannot be replayed: " + *err;
  m.generation++;
  for (auto& [i, g] : grades) g.generation = m.generation;
  m.grades = std::move(grades);
  m.save_state();
  return std::nullopt;
}

std::optional<ReviewJob> Session::review_job(int hand_index) const {
  const Impl& m = *impl_;
  if (hand_index < 0 || static_cast<std::size_t>(hand_index) >= m.finished.size()) {
    return std::nullopt;
  }
  std::string error;
  auto log = m.log_of(hand_index, &error);
  if (!log) return std::nullopt;
  ReviewJob j;
  j.log = std::move(*log);
  j.human_seat = m.config.human_seat;
  j.options.samples = m.config.review_samples;
  j.options.min_samples = std::min(j.options.min_samples, m.config.review_samples);
  j.options.seed =
      mix_seed(m.config.seed ^ 0x726576696577ull ^ static_cast<std::uint64_t>(hand_index));
  j.hand_index = hand_index;
  const auto hi = static_cast<std::size_t>(hand_index);
  if (m.game_hands->replays_actions()) {
    m.game_hands->complete_review_job(j, hi);
    j.schafkopf_actions = m.finished[hi].actions;
  }
  return j;
}

const Review* Session::review(int hand_index) const {
  auto it = impl_->reviews.find(hand_index);
  return it == impl_->reviews.end() ? nullptr : &it->second;
}

bool Session::set_review(const Review& review) {
  Impl& m = *impl_;
  if (review.hand_index < 0 || static_cast<std::size_t>(review.hand_index) >= m.finished.size()) {
    return false;
  }
  const bool first = m.reviews.count(review.hand_index) == 0;
  m.reviews[review.hand_index] = review;
  if (!review.error.empty() || !review.complete) return true;
  FinishedHand& f = m.finished[static_cast<std::size_t>(review.hand_index)];
  f.accuracy = review.human.accuracy;
  f.decisions = review.human.decisions;
  if (!first || m.retry || m.data_dir.empty()) return true;
  // Statistics: the hand's accuracy, the lessons missed, the game's accuracy.
  const HandAccuracyEntry e =
      hand_accuracy_entry(game_name(m.config.game), m.config.preset, m.game_id, review.hand_index,
                          review.human.accuracy, review.human.decisions,
                          f.units[static_cast<std::size_t>(m.config.human_seat)]);
  auto it = std::find_if(m.stats.hands.begin(), m.stats.hands.end(),
                         [&](const auto& h) { return h.game_id == e.game_id && h.hand == e.hand; });
  if (it == m.stats.hands.end()) {
    m.stats.hands.push_back(e);
    for (const solver::DecisionAnalysis& d : review.analysis.decisions) {
      if (d.mover == m.config.human_seat) count_missed_lessons(m.stats, d.lessons);
    }
  } else {
    *it = e;
  }
  if (m.game_over) m.upsert_game_entry();
  m.save_stats_file();
  m.save_state();
  return true;
}

std::unique_ptr<Session> Session::retry(int hand_index, std::size_t action_index,
                                        std::string* error) const {
  const Impl& m = *impl_;
  auto fail = [&](const std::string& why) -> std::unique_ptr<Session> {
    if (error) *error = why;
    return nullptr;
  };
  if (hand_index < 0 || static_cast<std::size_t>(hand_index) >= m.finished.size()) {
    return fail("hand " + std::to_string(hand_index + 1) + " is not finished");
  }
  const FinishedHand& target = m.finished[static_cast<std::size_t>(hand_index)];
  if (action_index >= target.actions.size()) {
    return fail("the hand has no action " + std::to_string(action_index + 1));
  }
  std::unique_ptr<Session> s(new Session());
  Impl& r = *s->impl_;
  r.config = m.config;
  r.game_id = m.game_id;
  r.started = m.started;
  r.retry = true;
  r.init_games();
  for (int h = 0; h <= hand_index; ++h) {
    r.hand_index = h;
    const std::vector<Move>& moves = m.finished[static_cast<std::size_t>(h)].actions;
    const std::size_t n = h == hand_index ? action_index : moves.size();
    if (auto err = r.replay_current(moves, n)) {
      return fail("hand " + std::to_string(h + 1) + ": " + *err);
    }
  }
  if (r.to_act() != m.config.human_seat) return fail("that decision was a computer player's");
  r.grade_from = action_index;
  return s;
}

std::optional<engine::DealLog> Session::hand_log_of(int hand_index, std::string* error) const {
  return impl_->log_of(hand_index, error);
}

std::string Session::state_json() const {
  return impl_->to_json().dump(1) + "\n";
}
const std::string& Session::save_error() const {
  return impl_->save_error;
}
const std::string& Session::stats_note() const {
  return impl_->stats_note;
}
const Stats& Session::stats() const {
  return impl_->stats;
}

Resumable find_resumable(const fs::path& data_dir) {
  Resumable out;
  // Another wing's saved game (Sweep's, ui/sweep/practice.h) is its own to resume.
  out.note = resume_saved_game(
      data_dir, [](const std::string& kind) { return kind != "sweep"; },
      [&](const std::string& text, std::string* error) {
        out.session = Session::from_json(text, data_dir, error);
        if (!out.session) return false;
        if (out.session->phase() == SessionPhase::kGameOver) out.session.reset();
        return true;
      });
  return out;
}

}  // namespace ui::practice
