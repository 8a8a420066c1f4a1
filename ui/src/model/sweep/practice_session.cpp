// Sweep practice's session (ui/sweep/practice.h): the game, the turn input, the tutor's
// bookkeeping and the files, which go through the hall (ui/practice/record.h, storage.h).
#include <algorithm>
#include <nlohmann/json.hpp>

#include "../practice_saved_game.h"
#include "solver/sweep/lessons.h"
#include "ui/card_labels.h"
#include "ui/practice/record.h"
#include "ui/practice/storage.h"
#include "ui/sweep/practice.h"

namespace ui::practice {
namespace fs = std::filesystem;
namespace sw = engine::sweep;
using nlohmann::json;

namespace {}  // namespace

// --- Configuration and codes --------------------------------------------------------------------

std::optional<std::string> check_sweep_config(const SweepConfig& c) {
  if (!sw::sweep_preset(c.preset)) {
    return "\"" + c.preset + "\" is not a Sweep preset (sweep, tablanette_cp)";
  }
  return check_seat_seed_counts(
      c.human_seat, 2, c.daily, c.seed,
      {c.bot_max_worlds, c.tutor_max_worlds, c.grade_samples, c.review_samples});
}

SweepConfig sweep_daily_config(const std::string& preset, const std::string& date) {
  SweepConfig c;
  c.preset = preset;
  c.daily = date;
  c.seed = daily_seed(date).value_or(0);
  return c;
}

SweepConfig sweep_new_game_config(const std::string& preset) {
  SweepConfig c;
  c.preset = preset;
  c.seed = random_seed();
  return c;
}

std::uint64_t sweep_hand_seed(std::uint64_t game_seed, int hand_index) {
  // Below 2^53, as every seed in a JSON file.
  return mix_seed(game_seed ^ (0x5357ull << 32) ^ static_cast<std::uint64_t>(hand_index)) &
         ((std::uint64_t{1} << 53) - 1);
}

std::string sweep_name_cards(std::string_view text) {
  return name_code_words(text, [](std::string_view w) -> std::optional<std::string> {
    const auto c = sw::parse_card(w);
    if (!c) return std::nullopt;
    return solver::sweep::card_symbol(*c);
  });
}

std::string sweep_action_code(const sw::Action& a) {
  std::string s = sw::card_code(a.card);
  if (a.take == 0) return s;
  s += '>';
  bool first = true;
  for (sw::Card c : sw::cards(a.take)) {
    if (!first) s += '.';
    s += sw::card_code(c);
    first = false;
  }
  return s;
}

std::optional<sw::Action> parse_sweep_action_code(std::string_view code, std::string* error) {
  auto fail = [&](const std::string& why) -> std::optional<sw::Action> {
    if (error) *error = "\"" + std::string(code) + "\": " + why;
    return std::nullopt;
  };
  const std::size_t gt = code.find('>');
  const auto card = sw::parse_card(code.substr(0, gt));
  if (!card) return fail("\"" + std::string(code.substr(0, gt)) + "\" is not a card");
  sw::Action a{*card, 0};
  if (gt == std::string_view::npos) return a;
  std::string_view rest = code.substr(gt + 1);
  if (rest.empty()) return fail("no cards after '>'");
  while (!rest.empty()) {
    const std::size_t dot = rest.find('.');
    const std::string_view part = rest.substr(0, dot);
    const auto c = sw::parse_card(part);
    if (!c) return fail("\"" + std::string(part) + "\" is not a card");
    if (sw::has(a.take, *c)) return fail(sw::card_code(*c) + " is taken twice");
    a.take |= sw::bit(*c);
    if (dot == std::string_view::npos) break;
    rest = rest.substr(dot + 1);
  }
  return a;
}

std::string sweep_score_words(const sw::SweepScore& s, int seat) {
  const auto i = static_cast<std::size_t>(seat);
  return std::to_string(s.points[i]) + " = " + std::to_string(s.honours[i]) + " honours + " +
         std::to_string(s.majority[i]) + " cards + " + std::to_string(s.sweeps[i]) + " sweeps";
}

// --- Impl ---------------------------------------------------------------------------------------

// The game record (record.h) and Sweep's own state.
struct SweepSession::Impl : GameRecord {
  SweepConfig config;

  sw::SweepRules rules;
  sw::SweepGame game;
  sw::SweepDeal deal;
  sw::SweepState state;
  std::vector<sw::Action> actions;
  SweepSelection selection;

  std::vector<SweepFinishedHand> finished;
  std::vector<SweepScoreRow> rows;

  std::map<int, SweepGrade> grades;  // this hand's, by turn
  std::map<int, SweepReview> reviews;

  int human() const { return config.human_seat; }
  int bot_seat() const { return 1 - config.human_seat; }

  void deal_hand() {
    const int dealer = (game.first_dealer + hand_index) % sw::kSeats;
    deal = sw::deal_sweep(sweep_hand_seed(config.seed, hand_index), dealer, rules);
    state = sw::initial_state(deal);
    actions.clear();
    grades.clear();
    selection = {};
    hand_over = false;
  }

  // The deal log of the hand dealt as `d` with `acts` played (the result once complete).
  engine::DealLog make_log(const sw::SweepDeal& d, int hand, const std::vector<sw::Action>& acts,
                           const std::optional<sw::SweepScore>& score) const {
    engine::DealLog log;
    log.game = engine::Game::kSweep;
    log.preset = config.preset;
    log.players = {"", ""};
    log.players[static_cast<std::size_t>(human())] = "You";
    log.players[static_cast<std::size_t>(bot_seat())] = "Computer";
    log.dealer = d.dealer;
    const sw::Deck deck = sw::shuffled_deck(sweep_hand_seed(config.seed, hand));
    log.sweep().deck = std::vector<engine::Card>(deck.begin(), deck.end());
    for (const sw::Action& a : acts) {
      log.plays.push_back(a.card);
      std::vector<engine::Card> take;
      for (sw::Card c : sw::cards(a.take)) take.push_back(c);
      log.sweep().takes.push_back(std::move(take));
    }
    if (score) {
      engine::LogResult r;
      r.points.assign(score->points.begin(), score->points.end());
      r.honours.assign(score->honours.begin(), score->honours.end());
      r.cards.assign(score->cards.begin(), score->cards.end());
      r.sweeps.assign(score->sweeps.begin(), score->sweeps.end());
      log.result = r;
    }
    log.viewer = human();
    json meta = {{"source", "schmier practice"},
                 {"game_id", game_id},
                 {"seed", config.seed},
                 {"hand", hand + 1}};
    log.meta_json = meta.dump();
    return log;
  }

  std::optional<engine::DealLog> log_of(int hand, std::string* error) const {
    std::optional<engine::DealLog> log;
    if (hand < static_cast<int>(finished.size())) {
      const auto& f = finished[static_cast<std::size_t>(hand)];
      const int dealer = (game.first_dealer + hand) % sw::kSeats;
      const sw::SweepDeal d = sw::deal_sweep(sweep_hand_seed(config.seed, hand), dealer, rules);
      sw::SweepState s = sw::initial_state(d);
      for (const sw::Action& a : f.actions) sw::make(s, rules, a);
      log = make_log(d, hand, f.actions, sw::score(rules, s));
    } else if (hand == hand_index) {
      log = make_log(
          deal, hand, actions,
          hand_over ? std::optional<sw::SweepScore>(sw::score(rules, state)) : std::nullopt);
    } else {
      if (error) *error = "there is no hand " + std::to_string(hand + 1);
      return std::nullopt;
    }
    const auto errors = engine::validate_deal_log(*log);
    if (!errors.empty()) {
      if (error) *error = "its deal log does not validate: " + engine::format_error(errors.front());
      return std::nullopt;
    }
    return log;
  }

  // Applies an action of the mover; an error sentence when it is illegal.
  std::optional<std::string> apply(const sw::Action& a) {
    if (hand_over) return std::string("the hand is over");
    if (auto why = sw::check_action(state, rules, a)) return why;
    sw::make(state, rules, a);
    actions.push_back(a);
    selection = {};
    if (state.hand_over()) finish_hand();
    return std::nullopt;
  }

  void finish_hand() {
    hand_over = true;
    const sw::SweepScore s = sw::score(rules, state);
    game.add_hand(s);
    SweepFinishedHand f;
    f.actions = actions;
    f.points = s.points;
    finished.push_back(f);
    hand_counted.push_back(false);
    SweepScoreRow row;
    row.hand = hand_index + 1;
    row.dealer = deal.dealer;
    row.score = s;
    row.totals = game.totals;
    rows.push_back(row);
  }

  json to_json() const {
    json j;
    write_saved_config(j, "sweep", config);
    j["game_id"] = game_id;
    j["started"] = started;
    json hands = json::array();
    for (const SweepFinishedHand& f : finished) {
      json codes = json::array();
      for (const sw::Action& a : f.actions) codes.push_back(sweep_action_code(a));
      hands.push_back({{"actions", codes},
                       {"points", f.points},
                       {"history_file", f.history_file},
                       {"accuracy", f.accuracy ? json(*f.accuracy) : json(nullptr)},
                       {"decisions", f.decisions}});
    }
    j["hands"] = hands;
    json current = json::array();
    if (!hand_over) {
      for (const sw::Action& a : actions) current.push_back(sweep_action_code(a));
    }
    j["current"] = current;
    // At a hand's end, before the next hand is dealt.
    j["hand_over"] = hand_over;
    return j;
  }

  void save() {
    save_game(game.over() && hand_over, [this] { return to_json().dump(1) + "\n"; });
  }

  GameEntry game_entry() const {
    GameEntry e;
    e.date = started.substr(0, 10);
    e.game_id = game_id;
    e.game = "sweep";
    e.preset = config.preset;
    e.hands = static_cast<int>(finished.size());
    const auto h = static_cast<std::size_t>(human());
    e.units = game.totals[h] - game.totals[1 - h];
    e.won = game.totals[h] >= game.totals[1 - h];
    weigh_game_accuracy(e, finished);
    return e;
  }

  // History logs and statistics still missing (normally the hand that just finished; after a
  // kill, whatever was not written before it).
  void record_finished() {
    if (!writes()) return;
    bool changed = false;
    for (std::size_t i = 0; i < finished.size(); ++i) {
      SweepFinishedHand& f = finished[i];
      if (f.history_file.empty()) {
        write_history(static_cast<int>(i), config.preset, config.seed, f.history_file,
                      [this](int hand, std::string* error) { return log_of(hand, error); });
      }
      const auto h = static_cast<std::size_t>(human());
      if (count_hand_once(i, config.preset, f.points[h] - f.points[1 - h])) changed = true;
    }
    if (game.over() && !game_counted) {
      count_game(stats, game_entry(), true);
      game_counted = true;
      changed = true;
    }
    if (changed) save_stats_file();
  }

  void after_action() {
    if (hand_over) record_finished();
    save();
  }

  void init(const SweepConfig& c) {
    config = c;
    rules = *sw::sweep_preset(c.preset);
    game = sw::SweepGame{};
    game.rules = rules;
    game.first_dealer = sw::first_dealer_from_seed(c.seed);
    hand_index = 0;
    deal_hand();
  }

  solver::BotConfig bot_config() const {
    solver::BotConfig b;
    b.strength = config.bots;
    b.seed = mix_seed(config.seed ^
                      mix_seed(static_cast<std::uint64_t>(hand_index) * 64 + actions.size()));
    b.budget_seconds = 0;
    b.max_worlds = config.bot_max_worlds;
    b.min_worlds = std::min(config.bot_max_worlds, 8);
    return b;
  }

  // The tutor's analysis of the player's turns, the hint's and the grade's alike: grade_samples
  // worlds on a seed of the hand (the analyzer varies the worlds by the turn).
  solver::BotConfig tutor_config() const {
    solver::BotConfig t;
    t.strength = solver::Strength::kStrong;
    t.seed = mix_seed(config.seed ^ 0x47524144ull ^ static_cast<std::uint64_t>(hand_index));
    t.budget_seconds = 0;
    t.max_worlds = config.grade_samples;
    t.min_worlds = std::min(config.grade_samples, 8);
    return t;
  }

  std::optional<int> last_human_turn() const {
    for (int t = static_cast<int>(actions.size()) - 1; t >= 0; --t) {
      if (seat_of_turn(t) == human()) return t;
    }
    return std::nullopt;
  }

  // Turns alternate from the non-dealer (SW-6).
  int seat_of_turn(int t) const { return (1 - deal.dealer + t) % sw::kSeats; }

  // Replays the current hand's first n actions from its deal.
  std::optional<std::string> replay_current(const std::vector<sw::Action>& acts, std::size_t n) {
    deal_hand();
    for (std::size_t i = 0; i < n && i < acts.size(); ++i) {
      if (auto err = apply(acts[i])) {
        return "turn " + std::to_string(i + 1) + " (" + sweep_action_code(acts[i]) + "): " + *err;
      }
    }
    return std::nullopt;
  }
};

// --- SweepSession -------------------------------------------------------------------------------

SweepSession::SweepSession() : impl_(std::make_unique<Impl>()) {}
SweepSession::~SweepSession() = default;

std::unique_ptr<SweepSession> SweepSession::start(const SweepConfig& config,
                                                  const fs::path& data_dir, std::string* error) {
  if (auto err = check_sweep_config(config)) {
    if (error) *error = *err;
    return nullptr;
  }
  std::unique_ptr<SweepSession> s(new SweepSession());
  Impl& m = *s->impl_;
  m.data_dir = data_dir;
  m.started = now_utc_iso();
  m.game_id = compact_time(m.started) + "-" + config.preset + "-" + std::to_string(config.seed);
  m.init(config);
  m.load_stats_file();
  m.save();
  return s;
}

std::unique_ptr<SweepSession> SweepSession::from_json(const std::string& text,
                                                      const fs::path& data_dir,
                                                      std::string* error) {
  auto fail = [&](const std::string& why) -> std::unique_ptr<SweepSession> {
    if (error) *error = why;
    return nullptr;
  };
  const json j = json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return fail("it is not JSON");
  SweepConfig c;
  std::unique_ptr<SweepSession> s(new SweepSession());
  Impl& m = *s->impl_;
  std::vector<std::vector<sw::Action>> hands;
  std::vector<SweepFinishedHand> saved;
  std::vector<sw::Action> current;
  bool at_hand_end = false;
  try {
    if (j.at("format").get<std::string>() != kSavedGameFormat) {
      return fail("it is not a practice game");
    }
    if (j.at("version").get<int>() != kSavedGameVersion) return fail("its version is not 1");
    if (j.at("game").get<std::string>() != "sweep") return fail("it is not a Sweep game");
    read_saved_table(j, c);
    const auto strength = solver::parse_strength(j.at("bots").get<std::string>());
    if (!strength) return fail("\"bots\": not heuristic or strong");
    c.bots = *strength;
    read_saved_tutor(j, c);
    m.game_id = j.at("game_id").get<std::string>();
    m.started = j.at("started").get<std::string>();
    auto parse_actions = [&](const json& arr, const std::string& where,
                             std::vector<sw::Action>& out) -> std::optional<std::string> {
      for (std::size_t i = 0; i < arr.size(); ++i) {
        std::string e;
        auto a = parse_sweep_action_code(arr.at(i).get<std::string>(), &e);
        if (!a) return where + "[" + std::to_string(i) + "]: " + e;
        out.push_back(*a);
      }
      return std::nullopt;
    };
    const json& jh = j.at("hands");
    for (std::size_t h = 0; h < jh.size(); ++h) {
      SweepFinishedHand f;
      std::vector<sw::Action> acts;
      if (auto e = parse_actions(jh[h].at("actions"), "hands[" + std::to_string(h) + "].actions",
                                 acts)) {
        return fail(*e);
      }
      const auto pts = jh[h].at("points").get<std::vector<int>>();
      if (pts.size() != 2) return fail("hands[" + std::to_string(h) + "].points: not two numbers");
      f.points = {pts[0], pts[1]};
      f.history_file = jh[h].at("history_file").get<std::string>();
      if (!jh[h].at("accuracy").is_null()) f.accuracy = jh[h].at("accuracy").get<double>();
      f.decisions = jh[h].at("decisions").get<int>();
      hands.push_back(acts);
      saved.push_back(f);
    }
    if (auto e = parse_actions(j.at("current"), "current", current)) return fail(*e);
    at_hand_end = j.at("hand_over").get<bool>();
  } catch (const json::exception& e) {
    return fail(std::string("a key is missing or has the wrong type (") + e.what() + ")");
  }
  if (auto err = check_sweep_config(c)) return fail(*err);
  m.data_dir = data_dir;
  m.replaying = true;
  m.init(c);
  for (std::size_t h = 0; h < hands.size(); ++h) {
    if (m.game.over()) return fail("hand " + std::to_string(h + 1) + " comes after the game's end");
    if (h > 0) {
      m.hand_index = static_cast<int>(h);
      m.deal_hand();
    }
    for (std::size_t i = 0; i < hands[h].size(); ++i) {
      if (auto err = m.apply(hands[h][i])) {
        return fail("hand " + std::to_string(h + 1) + ", turn " + std::to_string(i + 1) + " (" +
                    sweep_action_code(hands[h][i]) + "): " + *err);
      }
    }
    if (!m.hand_over) return fail("hand " + std::to_string(h + 1) + " is not complete");
    if (m.finished.back().points != saved[h].points) {
      return fail("hand " + std::to_string(h + 1) + " replays to other points than were saved");
    }
    m.finished.back().history_file = saved[h].history_file;
    m.finished.back().accuracy = saved[h].accuracy;
    m.finished.back().decisions = saved[h].decisions;
  }
  if (at_hand_end && (hands.empty() || !current.empty())) {
    return fail("\"hand_over\" is true, yet no hand is over");
  }
  if (!m.game.over() && !at_hand_end) {
    if (!hands.empty()) {
      m.hand_index = static_cast<int>(hands.size());
      m.deal_hand();
    }
    for (std::size_t i = 0; i < current.size(); ++i) {
      if (auto err = m.apply(current[i])) {
        return fail("current hand, turn " + std::to_string(i + 1) + " (" +
                    sweep_action_code(current[i]) + "): " + *err);
      }
    }
  } else if (!current.empty()) {
    return fail("the game is over, yet a hand is in progress");
  }
  m.replaying = false;
  // The statistics already hold what was counted before; a kill between the hand's end and
  // the statistics' save is caught up here (count only hands whose history was not written).
  m.load_stats_file();
  for (std::size_t i = 0; i < m.finished.size(); ++i) {
    m.hand_counted[i] = !m.finished[i].history_file.empty();
  }
  m.record_finished();
  m.save();
  return s;
}

const SweepConfig& SweepSession::config() const {
  return impl_->config;
}
const sw::SweepRules& SweepSession::rules() const {
  return impl_->rules;
}
const std::string& SweepSession::game_id() const {
  return impl_->game_id;
}
std::vector<std::string> SweepSession::player_names() const {
  std::vector<std::string> n(2);
  n[static_cast<std::size_t>(impl_->human())] = "You";
  n[static_cast<std::size_t>(impl_->bot_seat())] = "Computer";
  return n;
}
bool SweepSession::is_retry() const {
  return impl_->retry;
}
int SweepSession::hand_index() const {
  return impl_->hand_index;
}
SessionPhase SweepSession::phase() const {
  const Impl& m = *impl_;
  if (m.hand_over) return m.game.over() ? SessionPhase::kGameOver : SessionPhase::kHandOver;
  return m.state.mover == m.human() ? SessionPhase::kHumanToAct : SessionPhase::kBotToAct;
}
int SweepSession::to_act() const {
  return impl_->hand_over ? -1 : impl_->state.mover;
}
const sw::SweepDeal& SweepSession::deal() const {
  return impl_->deal;
}
const sw::SweepState& SweepSession::state() const {
  return impl_->state;
}
const std::vector<sw::Action>& SweepSession::hand_actions() const {
  return impl_->actions;
}
std::vector<sw::Action> SweepSession::legal_actions() const {
  std::vector<sw::Action> out;
  if (!impl_->hand_over) sw::legal_actions(impl_->state, impl_->rules, out);
  return out;
}
SweepPosition SweepSession::position() const {
  const Impl& m = *impl_;
  return SweepPosition{m.rules,          m.deal,       m.state,  m.hand_index,
                       m.actions.size(), m.generation, m.actions};
}
std::array<int, 2> SweepSession::totals() const {
  return impl_->game.totals;
}
const std::vector<SweepScoreRow>& SweepSession::score_table() const {
  return impl_->rows;
}
const std::vector<SweepFinishedHand>& SweepSession::finished_hands() const {
  return impl_->finished;
}
bool SweepSession::game_over() const {
  return impl_->game.over() && impl_->hand_over;
}
int SweepSession::winner() const {
  return game_over() ? impl_->game.winner() : -1;
}

// --- The turn -----------------------------------------------------------------------------------

const SweepSelection& SweepSession::selection() const {
  return impl_->selection;
}

std::optional<std::string> SweepSession::select_card(sw::Card c) {
  Impl& m = *impl_;
  if (phase() != SessionPhase::kHumanToAct) return std::string("it is not your turn");
  if (c >= sw::kNumCards || !sw::has(m.state.hands[static_cast<std::size_t>(m.human())], c)) {
    return solver::sweep::card_symbol(c) + " is not in your hand";
  }
  if (m.selection.card == c) {
    m.selection.card = sw::kNoCard;
  } else {
    m.selection.card = c;
  }
  return std::nullopt;
}

std::optional<std::string> SweepSession::toggle_table_card(sw::Card c) {
  Impl& m = *impl_;
  if (phase() != SessionPhase::kHumanToAct) return std::string("it is not your turn");
  if (c >= sw::kNumCards || !sw::has(m.state.table, c)) {
    return solver::sweep::card_symbol(c) + " is not on the table";
  }
  m.selection.take ^= sw::bit(c);
  return std::nullopt;
}

std::optional<std::string> SweepSession::choose_capture(const sw::Action& a) {
  Impl& m = *impl_;
  if (phase() != SessionPhase::kHumanToAct) return std::string("it is not your turn");
  if (a.take == 0) return std::string("a trail takes nothing: use Trail");
  if (auto why = sw::check_action(m.state, m.rules, a)) return sweep_name_cards(*why);
  m.selection = SweepSelection{a.card, a.take};
  return std::nullopt;
}

void SweepSession::clear_selection() {
  impl_->selection = {};
}

std::vector<sw::Action> SweepSession::captures_of_selected() const {
  std::vector<sw::Action> out;
  if (impl_->selection.card == sw::kNoCard) return out;
  for (const sw::Action& a : legal_actions()) {
    if (a.card == impl_->selection.card && a.take != 0) out.push_back(a);
  }
  return out;
}

std::optional<std::string> SweepSession::take_problem() const {
  const Impl& m = *impl_;
  if (phase() != SessionPhase::kHumanToAct) return std::string("it is not your turn");
  if (m.selection.card == sw::kNoCard) return std::string("select a card from your hand first");
  if (m.selection.take == 0) {
    return "choose what " + solver::sweep::card_symbol(m.selection.card) +
           " takes (a listed capture or the table cards), or trail it";
  }
  if (auto why =
          sw::check_action(m.state, m.rules, sw::Action{m.selection.card, m.selection.take})) {
    return sweep_name_cards(*why);
  }
  return std::nullopt;
}

std::optional<std::string> SweepSession::take() {
  if (auto why = take_problem()) return why;
  return play_human(sw::Action{impl_->selection.card, impl_->selection.take});
}

std::optional<std::string> SweepSession::trail() {
  const Impl& m = *impl_;
  if (phase() != SessionPhase::kHumanToAct) return std::string("it is not your turn");
  if (m.selection.card == sw::kNoCard) return std::string("select a card from your hand first");
  return play_human(sw::Action{m.selection.card, 0});
}

std::optional<std::string> SweepSession::play_human(const sw::Action& a) {
  Impl& m = *impl_;
  if (phase() != SessionPhase::kHumanToAct) return std::string("it is not your turn");
  if (auto err = m.apply(a)) return sweep_name_cards(*err);
  m.after_action();
  return std::nullopt;
}

// --- The computer player ------------------------------------------------------------------------

std::optional<SweepBotJob> SweepSession::bot_job() const {
  if (phase() != SessionPhase::kBotToAct) return std::nullopt;
  return SweepBotJob{position(), impl_->bot_config()};
}

std::optional<std::string> SweepSession::apply_bot(const SweepBotJob& job, const sw::Action& a) {
  Impl& m = *impl_;
  const SweepPosition p = position();
  if (phase() != SessionPhase::kBotToAct || job.position.hand_index != p.hand_index ||
      job.position.turn != p.turn || job.position.generation != p.generation) {
    return std::string("the computer's move is for another position");
  }
  if (auto err = m.apply(a)) return "the computer's move: " + *err;
  m.after_action();
  return std::nullopt;
}

std::optional<std::string> SweepSession::run_bots() {
  while (auto job = bot_job()) {
    if (auto err = apply_bot(*job, compute_sweep_bot_move(*job))) return err;
  }
  return std::nullopt;
}

std::optional<std::string> SweepSession::next_hand() {
  Impl& m = *impl_;
  if (phase() != SessionPhase::kHandOver) return std::string("the hand is not over");
  m.hand_index++;
  m.generation++;
  m.deal_hand();
  m.save();
  return std::nullopt;
}

// --- The tutor ----------------------------------------------------------------------------------

std::optional<SweepHintJob> SweepSession::hint_job() const {
  if (phase() != SessionPhase::kHumanToAct) return std::nullopt;
  const Impl& m = *impl_;
  // The grade's analysis (tutor_config): the hinted action is the one the grade calls best.
  return SweepHintJob{position(), m.human(), m.tutor_config()};
}

std::optional<SweepGradeJob> SweepSession::pending_grade() const {
  const Impl& m = *impl_;
  if (!m.config.grade_moves) return std::nullopt;
  sw::SweepState before = sw::initial_state(m.deal);
  for (std::size_t t = 0; t < m.actions.size(); ++t) {
    if (t >= m.grade_from && before.mover == m.human() && !m.grades.count(static_cast<int>(t))) {
      SweepGradeJob job;
      const std::vector<sw::Action> played(m.actions.begin(),
                                           m.actions.begin() + static_cast<long>(t));
      job.position = SweepPosition{m.rules, m.deal, before, m.hand_index, t, m.generation, played};
      job.played = m.actions[t];
      job.tutor = m.tutor_config();
      job.turn = static_cast<int>(t);
      job.hand_index = m.hand_index;
      job.generation = m.generation;
      return job;
    }
    sw::make(before, m.rules, m.actions[t]);
  }
  return std::nullopt;
}

bool SweepSession::set_grade(const SweepGrade& g) {
  Impl& m = *impl_;
  if (g.hand_index != m.hand_index || g.generation != m.generation || g.turn < 0 ||
      g.turn >= static_cast<int>(m.actions.size()) ||
      !(m.actions[static_cast<std::size_t>(g.turn)] == g.played)) {
    return false;
  }
  m.grades[g.turn] = g;
  return true;
}

const SweepGrade* SweepSession::grade_of(int turn) const {
  const auto it = impl_->grades.find(turn);
  return it == impl_->grades.end() ? nullptr : &it->second;
}

const SweepGrade* SweepSession::last_grade() const {
  const auto t = impl_->last_human_turn();
  return t ? grade_of(*t) : nullptr;
}

bool SweepSession::takeback_offered() const {
  if (!impl_->config.offer_takeback || !can_take_back()) return false;
  const SweepGrade* g = last_grade();
  return g && g->grade == solver::Grade::kBlunder;
}

bool SweepSession::can_take_back() const {
  const Impl& m = *impl_;
  const auto t = m.last_human_turn();
  return !m.hand_over && t && static_cast<std::size_t>(*t) >= m.grade_from;
}

std::optional<std::string> SweepSession::take_back() {
  Impl& m = *impl_;
  if (!can_take_back()) return std::string("there is no turn of yours to take back");
  const std::size_t t = static_cast<std::size_t>(*m.last_human_turn());
  const std::vector<sw::Action> acts = m.actions;
  std::map<int, SweepGrade> kept;
  for (const auto& [turn, g] : m.grades) {
    if (static_cast<std::size_t>(turn) < t) kept.emplace(turn, g);
  }
  if (auto err = m.replay_current(acts, t)) return err;
  m.generation++;
  for (auto& [turn, g] : kept) {
    g.generation = m.generation;
    m.grades.emplace(turn, g);
  }
  m.save();
  return std::nullopt;
}

// --- After the hand -----------------------------------------------------------------------------

std::optional<SweepReviewJob> SweepSession::review_job(int hand) const {
  const Impl& m = *impl_;
  if (hand < 0 || hand >= static_cast<int>(m.finished.size())) return std::nullopt;
  auto log = m.log_of(hand, nullptr);
  if (!log) return std::nullopt;
  SweepReviewJob job;
  job.log = std::move(*log);
  job.human_seat = m.human();
  job.tutor.strength = solver::Strength::kStrong;
  job.tutor.seed = mix_seed(m.config.seed ^ 0x52455649ull ^ static_cast<std::uint64_t>(hand));
  job.tutor.budget_seconds = 0;
  job.tutor.max_worlds = m.config.review_samples;
  job.tutor.min_worlds = std::min(m.config.review_samples, 8);
  job.hand_index = hand;
  return job;
}

const SweepReview* SweepSession::review(int hand) const {
  const auto it = impl_->reviews.find(hand);
  return it == impl_->reviews.end() ? nullptr : &it->second;
}

bool SweepSession::set_review(const SweepReview& r) {
  Impl& m = *impl_;
  if (r.hand_index < 0 || r.hand_index >= static_cast<int>(m.finished.size())) return false;
  m.reviews[r.hand_index] = r;
  if (!r.complete || !r.error.empty()) return true;
  SweepFinishedHand& f = m.finished[static_cast<std::size_t>(r.hand_index)];
  const bool first = !f.accuracy.has_value();
  f.accuracy = r.human.accuracy;
  f.decisions = r.human.decisions;
  if (m.writes() && first) {
    const auto h = static_cast<std::size_t>(m.human());
    m.stats.hands.push_back(hand_accuracy_entry("sweep", m.config.preset, m.game_id, r.hand_index,
                                                r.human.accuracy, r.human.decisions,
                                                f.points[h] - f.points[1 - h]));
    for (const SweepMistake& mk : r.mistakes) count_missed_lessons(m.stats, mk.lessons);
    if (m.game_counted || m.game.over()) count_game(m.stats, m.game_entry(), false);
    m.save_stats_file();
  }
  m.save();
  return true;
}

std::unique_ptr<SweepSession> SweepSession::retry(int hand, int turn, std::string* error) const {
  const Impl& m = *impl_;
  auto fail = [&](const std::string& why) -> std::unique_ptr<SweepSession> {
    if (error) *error = why;
    return nullptr;
  };
  const std::vector<sw::Action>* acts = nullptr;
  if (hand >= 0 && hand < static_cast<int>(m.finished.size())) {
    acts = &m.finished[static_cast<std::size_t>(hand)].actions;
  } else if (hand == m.hand_index && !m.hand_over) {
    acts = &m.actions;
  } else {
    return fail("there is no hand " + std::to_string(hand + 1));
  }
  if (turn < 0 || turn >= static_cast<int>(acts->size())) {
    return fail("hand " + std::to_string(hand + 1) + " has no turn " + std::to_string(turn + 1));
  }
  std::unique_ptr<SweepSession> s(new SweepSession());
  Impl& r = *s->impl_;
  r.retry = true;
  r.game_id = m.game_id;
  r.started = m.started;
  r.init(m.config);
  r.game.hands_played = hand;
  for (int h = 0; h < hand; ++h) {
    for (std::size_t p = 0; p < 2; ++p) {
      r.game.totals[p] += m.finished[static_cast<std::size_t>(h)].points[p];
    }
    r.finished.push_back(m.finished[static_cast<std::size_t>(h)]);
    r.hand_counted.push_back(true);
    r.rows.push_back(m.rows[static_cast<std::size_t>(h)]);
  }
  r.hand_index = hand;
  if (auto err = r.replay_current(*acts, static_cast<std::size_t>(turn))) return fail(*err);
  if (r.state.mover != r.human()) {
    return fail("turn " + std::to_string(turn + 1) + " was the computer's, not yours");
  }
  r.grade_from = static_cast<std::size_t>(turn);
  return s;
}

std::optional<engine::DealLog> SweepSession::hand_log_of(int hand, std::string* error) const {
  return impl_->log_of(hand, error);
}

std::string SweepSession::state_json() const {
  return impl_->to_json().dump(1) + "\n";
}
const std::string& SweepSession::save_error() const {
  return impl_->save_error;
}
const std::string& SweepSession::stats_note() const {
  return impl_->stats_note;
}
const Stats& SweepSession::stats() const {
  return impl_->stats;
}

SweepResumable find_sweep_resumable(const fs::path& data_dir) {
  SweepResumable out;
  out.note = resume_saved_game(
      data_dir, [](const std::string& kind) { return kind == "sweep"; },
      [&](const std::string& text, std::string* error) {
        out.session = SweepSession::from_json(text, data_dir, error);
        if (!out.session) return false;
        if (out.session->game_over()) out.session.reset();
        return true;
      });
  return out;
}

}  // namespace ui::practice
