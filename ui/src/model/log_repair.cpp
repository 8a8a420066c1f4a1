#include "ui/log_repair.h"

#include <nlohmann/json.hpp>
#include <optional>

#include "board_games.h"
#include "engine/deal_log.h"
#include "ui/log_source.h"
#include "ui/sweep/practice.h"
#include "ui/sweep/replay.h"
#include "ui/table_view.h"

namespace ui {
namespace {

using Json = nlohmann::ordered_json;

// The log with its first `k` plays, as the engine reads it.
engine::LoadResult with_plays(const Json& log, std::size_t k) {
  Json cut = log;
  Json plays = Json::array();
  for (std::size_t i = 0; i < k; ++i) plays.push_back(log["plays"][i]);
  cut["plays"] = std::move(plays);
  // A result no longer matches a shortened hand.
  cut.erase("result");
  return engine::parse_deal_log(cut.dump());
}

std::string suit_words(std::uint8_t eff, bool german_suits) {
  if (eff == engine::kTrump) return "trump";
  static constexpr const char* kFrench[] = {"clubs", "spades", "hearts", "diamonds"};
  static constexpr const char* kGerman[] = {"Eichel", "Gras", "Herz", "Schellen"};
  return german_suits ? kGerman[eff] : kFrench[eff];
}

std::string cards_words(const std::vector<engine::Card>& cards, CardNames names) {
  std::string s;
  for (const engine::Card c : cards) s += (s.empty() ? "" : " ") + card_label(c, names);
  return s;
}

// The number of plays of the longest valid prefix of a log whose `plays` are at fault (the
// whole log invalid, the log without plays valid); nullopt for any other log.
std::optional<std::size_t> valid_plays(const Json& log) {
  if (log.is_discarded() || !log.is_object() || !log.contains("plays") ||
      !log["plays"].is_array() || log["plays"].empty()) {
    return std::nullopt;
  }
  const std::size_t n = log["plays"].size();
  if (with_plays(log, n).log) return std::nullopt;   // valid as it is
  if (!with_plays(log, 0).log) return std::nullopt;  // the problem is not in the plays
  // lo is valid, hi is not.
  std::size_t lo = 0;
  std::size_t hi = n;
  while (hi - lo > 1) {
    const std::size_t mid = (lo + hi) / 2;
    (with_plays(log, mid).log ? lo : hi) = mid;
  }
  return lo;
}

}  // namespace

LegalPrefix legal_prefix(const std::string& json_text, CardNames names, const std::string& source) {
  LegalPrefix out;
  const Json log = Json::parse(json_text, nullptr, false);
  const std::optional<std::size_t> valid = valid_plays(log);
  if (!valid) return out;
  const std::size_t lo = *valid;
  engine::LoadResult good = with_plays(log, lo);
  LoadedDeal replay = replay_from_log(*good.log, source);
  if (!replay.deal) return out;
  out.found = true;
  out.legal_plays = static_cast<int>(lo);
  const ReplayDeal& deal = *replay.deal;

  // The play after the prefix, explained from the position before it.
  const TableView v = compute_table_view(deal, static_cast<int>(lo), Perspective{});
  const int mover = v.to_move;
  const std::string who = mover >= 0 ? deal.player_name(mover) : "nobody";
  const int trick = v.trick.complete ? v.trick.number + 1 : v.trick.number;
  const std::string where = "trick " + std::to_string(trick) + ", " + who + ": ";
  const Json& raw = log["plays"][lo];
  const std::optional<engine::Card> card =
      raw.is_string() ? engine::parse_card(raw.get<std::string>()) : std::nullopt;
  // The engine's own sentence, for causes not explained below.
  std::string engine_text;
  const engine::LoadResult bad = with_plays(log, lo + 1);
  if (!bad.errors.empty()) engine_text = engine::format_error(bad.errors.front());
  if (!card || mover < 0) {
    out.cause = where + (engine_text.empty() ? "this play is not valid" : engine_text);
    out.deal = std::move(replay.deal);
    return out;
  }
  const engine::Card c = *card;
  const std::string name = card_label(c, names);
  engine::PlayState state = start_state(deal);
  for (std::size_t i = 0; i < lo; ++i) {
    engine::PlayUndo undo;
    engine::make_move(deal.rules, state, deal.plays[i], undo);
  }
  const auto ms = static_cast<std::size_t>(mover);
  const engine::CardMask held = state.hands[ms] | (state.under_pending && mover == deal.picker &&
                                                           deal.rules.under != engine::kNoCard
                                                       ? engine::bit(deal.rules.under)
                                                       : engine::CardMask{0});
  bool played_before = false;
  for (std::size_t i = 0; i < lo; ++i) played_before = played_before || deal.plays[i] == c;
  int owner = -1;
  for (int s = 0; s < deal.num_seats; ++s) {
    if (engine::has(deal.hands[static_cast<std::size_t>(s)], c)) owner = s;
  }
  const bool full_hand =
      engine::count(deal.hands[ms]) == deal.cards_per_seat();  // the mover's hand is known
  if (played_before) {
    out.cause = where + name + " was already played";
  } else if (full_hand && !engine::has(held, c)) {
    out.cause = where + name + " is not in " + who + "'s hand" +
                (owner >= 0 && owner != mover ? " (" + deal.player_name(owner) + " holds it)" : "");
  } else if (state.trick_size > 0) {
    const std::uint8_t led = state.led_suit(deal.rules);
    const engine::CardMask follow = held & deal.rules.table.suit_mask[led];
    if (deal.rules.table.eff_suit[c] != led && follow != 0) {
      out.cause = where + name + " does not follow " + suit_words(led, names.german_suits) + "; " +
                  who + " holds " + cards_words(display_order(follow, deal.rules.table), names);
    }
  }
  if (out.cause.empty()) {
    out.cause =
        where + name + " is not legal" + (engine_text.empty() ? "" : " (" + engine_text + ")");
  }
  out.deal = std::move(replay.deal);
  return out;
}

SweepLegalPrefix sweep_legal_prefix(const std::string& json_text, const std::string& source) {
  SweepLegalPrefix out;
  const Json log = Json::parse(json_text, nullptr, false);
  if (log.is_discarded() || !log.is_object() || log.value("game", "") != "sweep") return out;
  const std::optional<std::size_t> valid = valid_plays(log);
  if (!valid) return out;
  const std::size_t lo = *valid;
  const engine::LoadResult good = with_plays(log, lo);
  LoadedDeal loaded = sweep_own_board(*good.log, source);
  if (!loaded.sweep) return out;
  out.found = true;
  out.legal_turns = static_cast<int>(lo);
  out.loaded = std::move(loaded);
  // The engine's words for the turn after the prefix, without the JSON path before them.
  const engine::LoadResult bad = with_plays(log, lo + 1);
  std::string text = bad.errors.empty() ? std::string("this turn is not valid")
                                        : engine::format_error(bad.errors.front());
  if (const std::size_t colon = text.find(": ");
      text.rfind("plays[", 0) == 0 && colon != std::string::npos) {
    text = text.substr(colon + 2);
  }
  // Turns alternate from the dealer's opponent (SW-6).
  const engine::sweep::SweepState& st = out.loaded.sweep->state(static_cast<int>(lo));
  const int mover = lo % 2 == 0 ? st.non_dealer() : st.dealer;
  out.cause = "turn " + std::to_string(lo + 1) + ", " + sweep_seat_name(*out.loaded.sweep, mover) +
              ": " + practice::sweep_name_cards(text);
  return out;
}

std::string players_words(std::string_view line, CardNames names, bool schafkopf) {
  return name_cards(plays_from_one(line, "play"), names, schafkopf);
}

std::string plays_from_one(std::string_view line, std::string_view word) {
  static constexpr std::string_view kKey = "plays[";
  std::string out;
  std::size_t i = 0;
  while (i < line.size()) {
    const std::size_t at = line.find(kKey, i);
    if (at == std::string_view::npos) {
      out += line.substr(i);
      break;
    }
    out += line.substr(i, at - i);
    std::size_t j = at + kKey.size();
    std::size_t n = 0;
    const std::size_t digits = j;
    while (j < line.size() && line[j] >= '0' && line[j] <= '9' && j - digits < 6) {
      n = n * 10 + static_cast<std::size_t>(line[j] - '0');
      ++j;
    }
    if (j > digits && j < line.size() && line[j] == ']') {
      out += std::string(word) + " " + std::to_string(n + 1);
      i = j + 1;
    } else {
      out += kKey;
      i = at + kKey.size();
    }
  }
  return out;
}

}  // namespace ui
