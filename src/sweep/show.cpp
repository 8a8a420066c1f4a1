// The Sweep part of `schmier show` (RULES.md §5): the hand round by round (SW-5), the cards each
// seat was dealt, the table before each turn, each play and what it took (SW-7), the sweeps
// with their bonus (SW-13 to SW-15), who took the remainder (SW-16) and the score of SW-17 per
// player (honours, cards, majority, sweeps, total).
#include "sweep/cli.h"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "cli_game.h"
#include "cli_util.h"

namespace cli {

namespace {

namespace sw = engine::sweep;

std::string flag_text(const engine::FlagValue& v) {
  if (const bool* b = std::get_if<bool>(&v)) return *b ? "true" : "false";
  if (const std::int64_t* i = std::get_if<std::int64_t>(&v)) return std::to_string(*i);
  return std::get<std::string>(v);
}

std::string cards_or_empty(sw::CardMask m) {
  return m ? sw::mask_string(m) : "(empty)";
}

}  // namespace

void show_sweep(const engine::DealLog& log, std::ostream& out) {
  const auto name = [&](int s) { return seat_name(log, s); };
  std::size_t width = 5;
  for (int s = 0; s < sw::kSeats; ++s) width = std::max(width, name(s).size());
  const auto padded = [&](std::string s) {
    if (s.size() < width) s.append(width - s.size(), ' ');
    return s;
  };
  const sw::SweepRules& rules = log.sweep().rules;
  const int dealer = log.dealer;
  const int first = 1 - dealer;

  out << "Sweep (" << log.preset;
  for (const auto& [flag, value] : log.rule_flags) out << ", " << flag << " = " << flag_text(value);
  out << "), " << name(0) << " and " << name(1) << "; dealer " << name(dealer) << ", "
      << name(first) << " plays first each round\n";
  if (!log.meta_json.empty()) {
    const nlohmann::json meta = nlohmann::json::parse(log.meta_json, nullptr, false);
    if (meta.is_object() && meta.contains("note") && meta["note"].is_string()) {
      out << "Note: " << meta["note"].get<std::string>() << "\n";
    }
  }
  out << "First table: " << cards_or_empty(log.sweep().deal.table);
  if (!log.sweep().deal.returned_jacks.empty()) {
    out << " (";
    for (std::size_t i = 0; i < log.sweep().deal.returned_jacks.size(); ++i) {
      out << (i ? " " : "") << sw::card_code(log.sweep().deal.returned_jacks[i]);
    }
    out << " went back into the stock, SW-4)";
  }
  out << "\n";
  if (!log.deal_known) out << "Cards nobody can know from the log are shown as ??.\n";

  // What the log tells of each seat's six in each round.
  std::array<std::array<sw::CardMask, sw::kSeats>, sw::kRounds> known{};
  for (std::size_t r = 0; r < sw::kRounds; ++r) {
    for (std::size_t s = 0; s < sw::kSeats; ++s) {
      if (log.deal_known) {
        known[r][s] = log.sweep().deal.hands[r][s];
        continue;
      }
      if (r < log.sweep().hands.size() && log.sweep().hands[r][s]) {
        for (sw::Card c : *log.sweep().hands[r][s]) known[r][s] |= sw::bit(c);
      }
    }
  }
  if (!log.deal_known) {
    for (std::size_t i = 0; i < log.plays.size() && i < log.play_seat.size(); ++i) {
      known[i / 12][log.play_seat[i]] |= sw::bit(log.plays[i]);
    }
  }

  std::string error;
  const std::optional<engine::SweepLogReplay> rep = engine::replay_sweep_log(log, 0, &error);
  if (!rep) {
    out << "(cannot replay: " << error << ")\n";
    return;
  }
  sw::SweepState st = rep->state;
  for (std::size_t i = 0; i < log.plays.size(); ++i) {
    if (i % 12 == 0) {
      const std::size_t r = i / 12;
      out << "\nRound " << r + 1 << (r > 0 ? " (6 more cards each from the stock)" : "") << "\n";
      for (int s : {first, dealer}) {
        const sw::CardMask m = known[r][static_cast<std::size_t>(s)];
        std::string h = m ? sw::mask_string(m) : "";
        for (int k = sw::count(m); k < sw::kCardsPerRound; ++k) h += h.empty() ? "??" : " ??";
        out << "  " << padded(name(s)) << "  " << h << "\n";
      }
    }
    const sw::Action& a = rep->actions[i];
    const int me = st.mover;
    std::string line = "  " + std::string(i + 1 < 10 ? " " : "") + std::to_string(i + 1) + ". " +
                       padded(name(me)) + "  table " + cards_or_empty(st.table) + "\n        " +
                       sw::card_code(a.card);
    const sw::CardMask table_before = st.table;
    const sw::Undo u = sw::make(st, rules, a);
    if (a.take == 0) {
      line += " trails";
    } else {
      line += " takes " + sw::mask_string(a.take);
      if (sw::is_jack(a.card) && a.take == table_before) line += " (the jack takes the table)";
      if (u.swept) {
        line += ": a SWEEP, bonus " + std::to_string(u.sweep_bonus);
      } else if (a.take == table_before && !sw::is_jack(a.card)) {
        line += ": the last turn clears the table, no sweep (sw_last_play_sweep)";
      }
    }
    out << line << "\n";
    if (u.remainder_to >= 0 && u.remainder != 0) {
      out << "\nRemainder " << sw::mask_string(u.remainder) << " to " << name(u.remainder_to)
          << ", the last to take cards (SW-16; not a sweep)\n";
    } else if (st.hand_over() && st.table != 0) {
      out << "\nRemainder " << sw::mask_string(st.table)
          << " to nobody: nobody took cards this hand (SW-16)\n";
    }
  }
  const sw::SweepScore sc = sw::score(rules, st);
  if (!st.hand_over()) {
    out << "\nThe log stops after " << log.plays.size() << " of 48 turns (round "
        << std::min<int>(st.round + 1, sw::kRounds) << "); " << name(st.mover)
        << " is to play. Table: " << cards_or_empty(st.table) << "\n";
    out << "Captured so far (not a score yet):\n";
  } else {
    out << "\nScore (SW-17):\n";
  }
  char head[160];
  std::snprintf(head, sizeof head, "  %-*s  %7s  %5s  %8s  %6s  %5s\n", static_cast<int>(width), "",
                "honours", "cards", "majority", "sweeps", "total");
  out << head;
  for (int s = 0; s < sw::kSeats; ++s) {
    const auto p = static_cast<std::size_t>(s);
    char row[160];
    std::snprintf(row, sizeof row, "  %-*s  %7d  %5d  %8d  %6d  %5d\n", static_cast<int>(width),
                  name(s).c_str(), sc.honours[p], sc.cards[p], sc.majority[p], sc.sweeps[p],
                  sc.points[p]);
    out << row;
  }
  if (st.hand_over()) {
    out << "  (" << int{st.sweeps[0]} << " sweep" << (st.sweeps[0] == 1 ? "" : "s") << " for "
        << name(0) << ", " << int{st.sweeps[1]} << " for " << name(1) << "; majority: "
        << (rules.majority == sw::Majority::kFixed3 ? "3 points for more cards"
                                                    : "the difference in cards")
        << ")\n";
    if (sc.points[0] == sc.points[1]) {
      out << "The hand is level.\n";
    } else {
      const int w = sc.points[0] > sc.points[1] ? 0 : 1;
      out << name(w) << " wins the hand by "
          << sc.points[static_cast<std::size_t>(w)] - sc.points[static_cast<std::size_t>(1 - w)]
          << ".\n";
    }
  }
}

}  // namespace cli

namespace cli {

std::string summary_sweep(const engine::DealLog& log) {
  return log_summary(log, "", "turns", engine::sweep::kTurnsPerHand, false);
}

}  // namespace cli
