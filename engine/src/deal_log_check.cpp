// Deal-log validation without JSON (DEAL_LOG.md "Errors"): the hall's part of the checker
// (deal_log_check.h) and validate_deal_log, which runs it (the games' names and seats: games.cpp).
#include <string>

#include "deal_log_check.h"
#include "games.h"

namespace engine {

std::string format_error(const LogError& e) {
  if (e.where.empty()) return e.message;
  return e.where + ": " + e.message;
}

namespace detail {

namespace {

// Where a card was first seen while checking for duplicates.
struct Seen {
  enum Kind : std::uint8_t { kNone, kHand, kBlind, kBury } kind = kNone;
  int index = 0;  // the seat for kHand
};

}  // namespace

std::string idx(std::string_view key, std::size_t i) {
  return std::string(key) + "[" + std::to_string(i) + "]";
}

std::string idx2(std::string_view key, std::size_t i, std::size_t j) {
  return idx(key, i) + "[" + std::to_string(j) + "]";
}

// Replaces "seat N" (as SheepsheadHand's sentences name a player) by the player's name.
std::string with_name(std::string text, int seat, const std::string& name) {
  const std::string token = "seat " + std::to_string(seat);
  std::size_t pos = 0;
  while ((pos = text.find(token, pos)) != std::string::npos) {
    const std::size_t end = pos + token.size();
    if (end < text.size() && text[end] >= '0' && text[end] <= '9') {
      pos = end;
      continue;
    }
    text.replace(pos, token.size(), name);
    pos += name.size();
  }
  return text;
}

void LogChecker::begin() {
  n_ = seat_count(log_.game);
  start_errors_ = count_errors();
}

void LogChecker::run_common() {
  begin();
  check_people();
}

void LogChecker::add(std::string where, std::string message) {
  errors_.push_back(LogError{std::move(where), std::move(message)});
}

void LogChecker::check_people() {
  if (log_.players.empty()) {
    for (int s = 0; s < n_; ++s) log_.players.push_back("Seat " + std::to_string(s + 1));
  } else if (static_cast<int>(log_.players.size()) != n_) {
    add("players", "a " + game_name() + " log names " + std::to_string(n_) + " players" +
                       table_note() + ", not " + std::to_string(log_.players.size()));
  }
  for (std::size_t s = 0; s < log_.players.size(); ++s) {
    if (log_.players[s].empty()) add(idx("players", s), "a player's name cannot be empty");
  }
  if (!valid_seat(log_.dealer)) {
    add("dealer", "the dealer must be a seat from 0 to " + std::to_string(n_ - 1) + ", not " +
                      std::to_string(log_.dealer));
  }
  if (log_.viewer && !valid_seat(*log_.viewer)) {
    add("viewer", "the viewer must be a seat from 0 to " + std::to_string(n_ - 1) + ", not " +
                      std::to_string(*log_.viewer));
  }
  if (!log_.hands.empty() && static_cast<int>(log_.hands.size()) != n_) {
    add("hands", "a " + game_name() + " log lists " + std::to_string(n_) + " hands" + table_note() +
                     ", not " + std::to_string(log_.hands.size()));
  }
  if (log_.result) {
    auto sized = [&](const std::vector<int>& v, const char* key) {
      if (!v.empty() && static_cast<int>(v.size()) != n_) {
        add(std::string("result.") + key, "must list " + std::to_string(n_) + " seats" +
                                              table_note() + ", not " + std::to_string(v.size()));
      }
    };
    sized(log_.result->points, "points");
    sized(log_.result->units, "units");
    sized(log_.result->honours, "honours");
    sized(log_.result->cards, "cards");
    sized(log_.result->sweeps, "sweeps");
  }
}

void LogChecker::check_card_values(CardMask deck, int per_seat, std::string_view deck_name) {
  auto card_ok = [&](Card c, const std::string& where) {
    if (c >= kNumCards) {
      add(where, "not a card");
      return;
    }
    if (!has(deck, c)) add(where, card_code(c) + " is not in the " + std::string(deck_name));
  };
  for (std::size_t s = 0; s < log_.hands.size(); ++s) {
    if (!log_.hands[s]) continue;
    const std::vector<Card>& h = *log_.hands[s];
    if (static_cast<int>(h.size()) > per_seat) {
      add(idx("hands", s), seat_label(static_cast<int>(s)) + " was dealt " +
                               std::to_string(per_seat) + " cards" + table_note() + ", not " +
                               std::to_string(h.size()));
    }
    for (std::size_t i = 0; i < h.size(); ++i) card_ok(h[i], idx2("hands", s, i));
  }
  if (log_.sheepshead().blind) {
    for (std::size_t i = 0; i < log_.sheepshead().blind->size(); ++i)
      card_ok((*log_.sheepshead().blind)[i], idx("blind", i));
  }
  if (log_.sheepshead().bury) {
    for (std::size_t i = 0; i < log_.sheepshead().bury->size(); ++i)
      card_ok((*log_.sheepshead().bury)[i], idx("bury", i));
  }
  const std::size_t total = static_cast<std::size_t>(per_seat * n_);
  for (std::size_t k = 0; k < log_.plays.size() && k < total; ++k) {
    card_ok(log_.plays[k], idx("plays", k));
  }
  if (log_.plays.size() > total) {
    add(idx("plays", total), "the hand is over after " + std::to_string(total) + " cards (" +
                                 std::to_string(total / static_cast<std::size_t>(n_)) +
                                 " tricks of " + std::to_string(n_) + "); this card is too many");
  }
}

void LogChecker::check_duplicates() {
  std::array<Seen, kNumCards> seen{};
  auto where_seen = [&](const Seen& s) {
    switch (s.kind) {
      case Seen::kHand:
        return "dealt to seat " + std::to_string(s.index);
      case Seen::kBlind:
        return std::string("in the blind");
      case Seen::kBury:
        return std::string("buried");
      case Seen::kNone:
        break;
    }
    return std::string();
  };
  for (std::size_t s = 0; s < log_.hands.size(); ++s) {
    if (!log_.hands[s]) continue;
    for (std::size_t i = 0; i < log_.hands[s]->size(); ++i) {
      const Card c = (*log_.hands[s])[i];
      const std::string where = idx2("hands", s, i);
      if (c >= kNumCards) continue;
      Seen& w = seen[c];
      if (w.kind == Seen::kHand && w.index == static_cast<int>(s)) {
        add(where, card_code(c) + " is listed twice for seat " + std::to_string(s));
      } else if (w.kind != Seen::kNone) {
        add(where, card_code(c) + " was also " + where_seen(w));
      } else {
        w = Seen{Seen::kHand, static_cast<int>(s)};
      }
    }
  }
  if (log_.sheepshead().blind) {
    for (std::size_t i = 0; i < log_.sheepshead().blind->size(); ++i) {
      const Card c = (*log_.sheepshead().blind)[i];
      if (c >= kNumCards) continue;
      Seen& w = seen[c];
      if (w.kind == Seen::kBlind) {
        add(idx("blind", i), card_code(c) + " is listed twice in the blind");
      } else if (w.kind != Seen::kNone) {
        add(idx("blind", i), card_code(c) + " was also " + where_seen(w));
      } else {
        w = Seen{Seen::kBlind, 0};
      }
    }
  }
  if (log_.sheepshead().bury) {
    for (std::size_t i = 0; i < log_.sheepshead().bury->size(); ++i) {
      const Card c = (*log_.sheepshead().bury)[i];
      if (c >= kNumCards) continue;
      Seen& w = seen[c];
      if (w.kind == Seen::kBury) {
        add(idx("bury", i), card_code(c) + " is listed twice in the bury");
      } else if (w.kind == Seen::kHand && w.index != log_.sheepshead().picker &&
                 log_.sheepshead().picker >= 0) {
        add(idx("bury", i), card_code(c) + " was dealt to seat " + std::to_string(w.index) +
                                ", not to the picker, " + seat_label(log_.sheepshead().picker));
      } else if (w.kind == Seen::kNone) {
        w = Seen{Seen::kBury, 0};
      }
      // In the picker's hand or the blind: that is where a buried card comes from.
    }
  }
  std::array<int, kNumCards> first_play;
  first_play.fill(-1);
  const CardMask buried = log_.sheepshead().bury ? mask_of(*log_.sheepshead().bury) : 0;
  for (std::size_t k = 0; k < log_.plays.size(); ++k) {
    const Card c = log_.plays[k];
    if (c >= kNumCards) continue;
    if (first_play[c] >= 0) {
      add(idx("plays", k), card_code(c) + " was already played (" +
                               idx("plays", static_cast<std::size_t>(first_play[c])) + ")");
      continue;
    }
    first_play[c] = static_cast<int>(k);
    if (has(buried, c)) add(idx("plays", k), card_code(c) + " was buried");
  }
}

CardMask LogChecker::mask_of(const std::vector<Card>& v) const {
  CardMask m = 0;
  for (Card c : v) {
    if (c < kNumCards) m |= bit(c);
  }
  return m;
}

CardMask LogChecker::given_hand(int s) const {
  if (log_.hands.empty() || !log_.hands[static_cast<std::size_t>(s)]) return 0;
  return mask_of(*log_.hands[static_cast<std::size_t>(s)]);
}

bool LogChecker::hand_complete(int s, int per_seat) const {
  return !log_.hands.empty() && log_.hands[static_cast<std::size_t>(s)] &&
         count(given_hand(s)) == per_seat;
}

}  // namespace detail

std::vector<LogError> validate_deal_log(DealLog& log) {
  log.sheepshead().rules = SheepsheadRules{};
  log.deal_known = false;
  log.sheepshead().blind_known = false;
  log.dealt = {};
  log.sheepshead().dealt_blind = 0;
  log.sheepshead().dealt_bury = 0;
  log.play_seat.clear();
  log.sheepshead().picker = -1;
  log.sweep().rules = sweep::SweepRules{};
  log.sweep().deal = sweep::SweepDeal{};
  std::vector<LogError> errors;
  const detail::GameEntry* e = detail::find_game(log.game);
  if (e && e->check_log) {
    e->check_log(log, errors);
  } else {
    detail::LogChecker(log, errors).run_common();
  }
  if (errors.size() > kMaxLogErrors) {
    const std::size_t more = errors.size() - kMaxLogErrors;
    errors.resize(kMaxLogErrors);
    errors.push_back(LogError{"", "... and " + std::to_string(more) + " more problems"});
  }
  return errors;
}

}  // namespace engine
