// Moves of a practice hand: text for people, codes for the saved game, and the rules of the
// practice presets.
#include <algorithm>
#include <array>
#include <bit>
#include <sstream>

#include "ui/practice/session.h"
#include "ui/practice/storage.h"

namespace ui::practice {
namespace {

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (true) {
    const std::size_t at = s.find(sep, start);
    if (at == std::string_view::npos) {
      out.push_back(s.substr(start));
      return out;
    }
    out.push_back(s.substr(start, at - start));
    start = at + 1;
  }
}

constexpr std::array<engine::SkGame, 7> kSkGames = {
    engine::SkGame::kSauspiel, engine::SkGame::kSolo,     engine::SkGame::kWenz,
    engine::SkGame::kGeier,    engine::SkGame::kFarbwenz, engine::SkGame::kFarbgeier,
    engine::SkGame::kRamsch};

std::string sk_game_code(engine::SkGame g) {
  switch (g) {
    case engine::SkGame::kSauspiel:
      return "sauspiel";
    case engine::SkGame::kSolo:
      return "solo";
    case engine::SkGame::kWenz:
      return "wenz";
    case engine::SkGame::kGeier:
      return "geier";
    case engine::SkGame::kFarbwenz:
      return "farbwenz";
    case engine::SkGame::kFarbgeier:
      return "farbgeier";
    case engine::SkGame::kRamsch:
      return "ramsch";
  }
  return "sauspiel";
}

std::optional<engine::Suit> suit_code(std::string_view s) {
  if (s.size() != 1) return std::nullopt;
  switch (s[0]) {
    case 'C':
      return engine::Suit::kClubs;
    case 'S':
      return engine::Suit::kSpades;
    case 'H':
      return engine::Suit::kHearts;
    case 'D':
      return engine::Suit::kDiamonds;
    default:
      return std::nullopt;
  }
}

std::optional<engine::Card> card_of(std::string_view s) {
  // Only canonical French codes ("QC", "TD"): a German code would be ambiguous to read back.
  if (s.size() != 2) return std::nullopt;
  auto c = engine::parse_card(s);
  if (!c || engine::card_code(*c) != s) return std::nullopt;
  return c;
}

std::optional<int> small_int(std::string_view s) {
  if (s.empty() || s.size() > 3) return std::nullopt;
  int v = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9') return std::nullopt;
    v = v * 10 + (ch - '0');
  }
  return v;
}

}  // namespace

std::string move_text(const Move& m) {
  if (const auto* a = std::get_if<solver::Action>(&m)) return solver::action_text(*a);
  return solver::sk_action_text(std::get<solver::SkAction>(m));
}

std::vector<Move> sheepshead_legal_moves(const engine::SheepsheadHand& h) {
  std::vector<Move> out;
  solver::Action a;
  switch (h.phase()) {
    case engine::Phase::kPick:
      a.kind = solver::DecisionKind::kPick;
      a.take = true;
      out.emplace_back(a);
      if (h.can_pass()) {
        a.take = false;
        out.emplace_back(a);
      }
      break;
    case engine::Phase::kBury: {
      // Every set of blind_size() of the picker's cards (2, or 4 four-handed: SS-14.2).
      a.kind = solver::DecisionKind::kBury;
      std::vector<engine::Card> cs;
      for (engine::Card x : engine::cards(h.picker_cards())) cs.push_back(x);
      const int k = h.rules().blind_size();
      const int n = static_cast<int>(cs.size());
      for (int mask = 0; mask < (1 << n); ++mask) {
        if (std::popcount(static_cast<unsigned>(mask)) != k) continue;
        a.bury = 0;
        for (int i = 0; i < n; ++i) {
          if (mask >> i & 1) a.bury |= engine::bit(cs[static_cast<std::size_t>(i)]);
        }
        out.emplace_back(a);
      }
      break;
    }
    case engine::Phase::kCall:
      a.kind = solver::DecisionKind::kCall;
      for (const engine::Call& c : h.legal_calls()) {
        a.call = c;
        out.emplace_back(a);
      }
      break;
    case engine::Phase::kPlay:
      a.kind = solver::DecisionKind::kPlay;
      for (engine::Card c : engine::cards(h.legal_cards())) {
        a.card = c;
        out.emplace_back(a);
      }
      break;
    case engine::Phase::kAnnounce:
      a.kind = solver::DecisionKind::kAnnounce;
      for (engine::Announce x : h.legal_announcements()) {
        a.announce = x;
        out.emplace_back(a);
      }
      break;
    case engine::Phase::kDone:
      break;
  }
  return out;
}

std::string announce_code(engine::Announce a) {
  switch (a) {
    case engine::Announce::kPass:
      return "pass";
    case engine::Announce::kCrack:
      return "crack";
    case engine::Announce::kRecrack:
      return "recrack";
    case engine::Announce::kBlitzBlack:
      return "blitz_black";
    case engine::Announce::kBlitzRed:
      return "blitz_red";
  }
  return "pass";
}

std::optional<engine::Announce> parse_announce_code(std::string_view code) {
  for (engine::Announce a :
       {engine::Announce::kPass, engine::Announce::kCrack, engine::Announce::kRecrack,
        engine::Announce::kBlitzBlack, engine::Announce::kBlitzRed}) {
    if (announce_code(a) == code) return a;
  }
  return std::nullopt;
}

std::string move_code(const Move& m) {
  if (const auto* a = std::get_if<solver::Action>(&m)) {
    switch (a->kind) {
      case solver::DecisionKind::kPick:
        return a->take ? "pick" : "pass";
      case solver::DecisionKind::kBury: {
        std::string out = "bury:";
        bool first = true;
        for (engine::Card c : engine::cards(a->bury)) {
          if (!first) out += ' ';
          out += engine::card_code(c);
          first = false;
        }
        return out;
      }
      case solver::DecisionKind::kCall: {
        const engine::Call& c = a->call;
        const std::string s(1, engine::suit_letter(c.suit));
        switch (c.type) {
          case engine::CallType::kAce:
            return "call:ace:" + s;
          case engine::CallType::kTen:
            return "call:ten:" + s;
          case engine::CallType::kUnknown:
            return "call:unknown:" + s + ":" + engine::card_code(c.under);
          case engine::CallType::kAlone:
            return "call:alone";
          case engine::CallType::kJack:
            return "call:jack:" + s;
        }
        return "call:alone";
      }
      case solver::DecisionKind::kPlay:
        return "play:" + engine::card_code(a->card);
      case solver::DecisionKind::kAnnounce:
        return "announce:" + announce_code(a->announce);
      case solver::DecisionKind::kBid:
      case solver::DecisionKind::kDeclare:
      case solver::DecisionKind::kDouble:
        return move_code(Move{*solver::to_sk_action(*a)});
    }
    return "?";
  }
  const auto& a = std::get<solver::SkAction>(m);
  switch (a.kind) {
    case solver::SkActionKind::kBid:
      switch (a.bid.kind) {
        case engine::SkBidKind::kPass:
          return "bid:pass";
        case engine::SkBidKind::kPlay:
          return "bid:play";
        case engine::SkBidKind::kRank:
          return "bid:rank:" + std::to_string(a.bid.rank);
        case engine::SkBidKind::kWithdraw:
          return "bid:withdraw";
        case engine::SkBidKind::kHold:
          return "bid:hold";
        case engine::SkBidKind::kYield:
          return "bid:yield";
      }
      return "bid:pass";
    case solver::SkActionKind::kDeclare: {
      const engine::SkContract& c = a.contract;
      const std::string suit =
          c.has_suit() ? std::string(1, engine::suit_letter(c.suit)) : std::string("-");
      return "declare:" + sk_game_code(c.game) + ":" + std::to_string(c.declarer) + ":" + suit +
             ":" + (c.tout ? "1" : "0");
    }
    case solver::SkActionKind::kDouble:
      return a.yes ? "double:yes" : "double:no";
    case solver::SkActionKind::kPlay:
      return "play:" + engine::card_code(a.card);
  }
  return "?";
}

std::optional<Move> parse_move_code(engine::Game game, std::string_view code, std::string* error) {
  auto fail = [&](const std::string& why) -> std::optional<Move> {
    if (error) *error = "action \"" + std::string(code) + "\": " + why;
    return std::nullopt;
  };
  const std::vector<std::string_view> p = split(code, ':');
  if (sheepshead_hand_game(game)) {
    solver::Action a;
    if (code == "pick" || code == "pass") {
      a.kind = solver::DecisionKind::kPick;
      a.take = code == "pick";
      return Move{a};
    }
    if (p[0] == "bury" && p.size() == 2) {
      const std::vector<std::string_view> cs = split(p[1], ' ');
      // Two cards, four at a four-handed table (SS-14.2); the engine checks the count.
      if (cs.size() != 2 && cs.size() != 4) return fail("a bury names two or four cards");
      a.kind = solver::DecisionKind::kBury;
      for (std::string_view s : cs) {
        auto c = card_of(s);
        if (!c) return fail("\"" + std::string(s) + "\" is not a card code");
        a.bury |= engine::bit(*c);
      }
      if (engine::count(a.bury) != static_cast<int>(cs.size())) {
        return fail("a bury names different cards");
      }
      return Move{a};
    }
    if (p[0] == "call") {
      a.kind = solver::DecisionKind::kCall;
      if (p.size() == 2 && p[1] == "alone") {
        a.call.type = engine::CallType::kAlone;
        return Move{a};
      }
      if (p.size() < 3) return fail("a call names its kind and suit");
      auto s = suit_code(p[2]);
      if (!s) return fail("\"" + std::string(p[2]) + "\" is not a suit letter (C, S, H, D)");
      a.call.suit = *s;
      if (p[1] == "ace" && p.size() == 3) {
        a.call.type = engine::CallType::kAce;
      } else if (p[1] == "ten" && p.size() == 3) {
        a.call.type = engine::CallType::kTen;
      } else if (p[1] == "jack" && p.size() == 3) {
        a.call.type = engine::CallType::kJack;
      } else if (p[1] == "unknown" && p.size() == 4) {
        a.call.type = engine::CallType::kUnknown;
        auto u = card_of(p[3]);
        if (!u) return fail("\"" + std::string(p[3]) + "\" is not a card code");
        a.call.under = *u;
      } else {
        return fail("not a call (ace, ten, jack, unknown or alone)");
      }
      return Move{a};
    }
    if (p[0] == "play" && p.size() == 2) {
      auto c = card_of(p[1]);
      if (!c) return fail("\"" + std::string(p[1]) + "\" is not a card code");
      a.kind = solver::DecisionKind::kPlay;
      a.card = *c;
      return Move{a};
    }
    if (p[0] == "announce" && p.size() == 2) {
      auto x = parse_announce_code(p[1]);
      if (!x) return fail("not an announcement (pass, crack, recrack, blitz_black, blitz_red)");
      a.kind = solver::DecisionKind::kAnnounce;
      a.announce = *x;
      return Move{a};
    }
    return fail("not a Sheepshead action (pick, pass, bury, call, announce, play)");
  }
  solver::SkAction a;
  if (p[0] == "bid" && p.size() >= 2) {
    a.kind = solver::SkActionKind::kBid;
    if (p[1] == "rank" && p.size() == 3) {
      auto r = small_int(p[2]);
      if (!r || *r < 1) return fail("the rank is not a number of 1 or more");
      a.bid.kind = engine::SkBidKind::kRank;
      a.bid.rank = *r;
      return Move{a};
    }
    if (p.size() != 2) return fail("not a bid");
    if (p[1] == "pass") {
      a.bid.kind = engine::SkBidKind::kPass;
    } else if (p[1] == "play") {
      a.bid.kind = engine::SkBidKind::kPlay;
    } else if (p[1] == "withdraw") {
      a.bid.kind = engine::SkBidKind::kWithdraw;
    } else if (p[1] == "hold") {
      a.bid.kind = engine::SkBidKind::kHold;
    } else if (p[1] == "yield") {
      a.bid.kind = engine::SkBidKind::kYield;
    } else {
      return fail("not a bid (pass, play, rank, withdraw, hold, yield)");
    }
    return Move{a};
  }
  if (p[0] == "declare" && p.size() == 5) {
    a.kind = solver::SkActionKind::kDeclare;
    bool found = false;
    for (engine::SkGame g : kSkGames) {
      if (sk_game_code(g) == p[1]) {
        a.contract.game = g;
        found = true;
      }
    }
    if (!found) return fail("\"" + std::string(p[1]) + "\" is not a contract type");
    auto seat = small_int(p[2]);
    if (!seat || *seat >= engine::kSchafkopfSeats) return fail("the declarer is not a seat 0..3");
    a.contract.declarer = *seat;
    if (a.contract.has_suit()) {
      auto s = suit_code(p[3]);
      if (!s) return fail("\"" + std::string(p[3]) + "\" is not a suit letter (C, S, H, D)");
      a.contract.suit = *s;
    } else if (p[3] != "-") {
      return fail("this contract has no suit");
    }
    if (p[4] != "0" && p[4] != "1") return fail("tout is not 0 or 1");
    a.contract.tout = p[4] == "1";
    return Move{a};
  }
  if (code == "double:yes" || code == "double:no") {
    a.kind = solver::SkActionKind::kDouble;
    a.yes = code == "double:yes";
    return Move{a};
  }
  if (p[0] == "play" && p.size() == 2) {
    auto c = card_of(p[1]);
    if (!c) return fail("\"" + std::string(p[1]) + "\" is not a card code");
    a.kind = solver::SkActionKind::kPlay;
    a.card = *c;
    return Move{a};
  }
  return fail("not a Schafkopf action (bid, declare, double, play)");
}

// --- Presets ---------------------------------------------------------------------------------

std::optional<engine::SheepsheadRules> practice_sheepshead_rules(std::string_view preset) {
  const auto& names = engine::sheepshead_preset_names();
  if (std::find(names.begin(), names.end(), preset) == names.end()) return std::nullopt;
  return engine::sheepshead_preset(preset);
}

std::optional<engine::SheepsheadRules> practice_sheepshead_rules(const PracticeConfig& c,
                                                                 std::string* error) {
  auto rules = practice_sheepshead_rules(c.preset);
  if (!rules) {
    std::string names;
    for (std::string_view n : engine::sheepshead_preset_names()) {
      names += (names.empty() ? "" : ", ") + std::string(n);
    }
    if (error) *error = "\"" + c.preset + "\" is not a Sheepshead preset (" + names + ")";
    return std::nullopt;
  }
  for (const auto& [name, value] : c.table_flags) {
    if (auto e = engine::set_sheepshead_flag(*rules, name, value)) {
      if (error) *error = "table option " + name + ": " + *e;
      return std::nullopt;
    }
  }
  if (auto e = engine::check_sheepshead_rules(*rules)) {
    if (error) *error = "the table options do not make a table: " + *e;
    return std::nullopt;
  }
  return rules;
}

int practice_seats(const PracticeConfig& c) {
  if (sheepshead_hand_game(c.game)) {
    if (auto r = practice_sheepshead_rules(c, nullptr)) return r->seats();
  }
  return engine::seat_count(c.game);
}

std::optional<engine::SchafkopfRules> practice_schafkopf_rules(std::string_view preset) {
  if (preset == "schafkopf") return engine::schafkopf_preset("schafkopf");
  if (preset != "netschafkopf") return std::nullopt;
  // The NetSchafkopf table's settings (engine/netschafkopf.h).
  engine::SchafkopfRules r = *engine::schafkopf_preset("schafkopf");
  r.all_pass = engine::SkAllPass::kRamsch;
  r.ramsch_jungfrau = true;
  r.runner_ladder = engine::SkRunnerLadder::kAllTrumps;
  r.runners_min_wenz_geier = 3;
  r.tout_value = engine::SkToutValue::kDoubleSolo;
  r.tariff_sauspiel = 2;
  r.tariff_solo = 5;
  r.tariff_ramsch = 1;
  r.tariff_bonus = 1;
  return r;
}

std::optional<std::string> check_config(const PracticeConfig& c) {
  if (sheepshead_hand_game(c.game)) {
    std::string error;
    if (!practice_sheepshead_rules(c, &error)) return error;
  } else if (!practice_schafkopf_rules(c.preset)) {
    return "\"" + c.preset + "\" is not a Schafkopf preset (schafkopf, netschafkopf)";
  } else if (!c.table_flags.empty()) {
    return "table options are Sheepshead flags (ss_*); Schafkopf takes its preset only";
  }
  if (auto err = check_seat_seed_counts(
          c.human_seat, practice_seats(c), c.daily, c.seed,
          {c.bot_max_worlds, c.tutor_max_worlds, c.grade_samples, c.review_samples})) {
    return err;
  }
  if (!(c.bot_budget_seconds >= 0 && c.bot_budget_seconds <= 60)) {
    return "the computer players' time per move must be between 0 and 60 seconds";
  }
  return std::nullopt;
}

PracticeConfig daily_config(engine::Game game, const std::string& preset, const std::string& date) {
  PracticeConfig c;
  c.game = game;
  c.preset = preset;
  c.daily = date;
  c.seed = daily_seed(date).value_or(0);
  return c;
}

PracticeConfig new_game_config(engine::Game game, const std::string& preset) {
  PracticeConfig c;
  c.game = game;
  c.preset = preset;
  c.seed = random_seed();
  return c;
}

}  // namespace ui::practice
