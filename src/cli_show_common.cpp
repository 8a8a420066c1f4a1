// What the trick games' `schmier show` printers share (show_common.h).
#include "show_common.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "cli_util.h"

namespace cli {

using engine::Card;
using engine::CardMask;
using engine::DealLog;

// Cards in playing order: trumps high to low, then each fail suit high to low.
std::string hand_string(const engine::ContractTable& t, CardMask m, int unknown) {
  std::vector<Card> cards;
  for (Card c : engine::cards(m)) cards.push_back(c);
  std::sort(cards.begin(), cards.end(), [&](Card a, Card b) {
    const int sa = t.eff_suit[a] == engine::kTrump ? -1 : t.eff_suit[a];
    const int sb = t.eff_suit[b] == engine::kTrump ? -1 : t.eff_suit[b];
    if (sa != sb) return sa < sb;
    return t.power[a] > t.power[b];
  });
  std::string out;
  for (Card c : cards) {
    if (!out.empty()) out += ' ';
    out += engine::card_code(c);
  }
  for (int i = 0; i < unknown; ++i) out += out.empty() ? "??" : " ??";
  return out;
}

std::string padded(std::string s, std::size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

std::string signed_units(int u) {
  return (u > 0 ? "+" : "") + std::to_string(u);
}

std::string row_meaning(const std::string& row) {
  if (row == "W1") return "the picker's side wins";
  if (row == "W2")
    return "the picker's side wins with schneider (the defenders took fewer than 30)";
  if (row == "W3") return "the picker's side wins every trick";
  if (row == "L1") return "the picker's side loses";
  if (row == "L2") return "the picker's side loses, schneidered (30 or fewer)";
  if (row == "L3") return "the picker's side loses without taking a trick";
  return row;
}

// The meta object's "note" (a sentence about the hand), else the whole object.
void print_note(const DealLog& log, std::ostream& out) {
  if (log.meta_json.empty()) return;
  const nlohmann::json meta = nlohmann::json::parse(log.meta_json, nullptr, false);
  if (meta.is_object() && meta.contains("note") && meta["note"].is_string()) {
    out << "Note: " << meta["note"].get<std::string>() << "\n";
  } else if (!meta.is_discarded()) {
    out << "Meta: " << log.meta_json << "\n";
  }
}

void print_units(std::ostream& out, const engine::DealLog& log, const int* units, int seats) {
  out << "  Units:";
  for (int p = 0; p < seats; ++p)
    out << (p ? ", " : " ") << seat_name(log, p) << " " << signed_units(units[p]);
  out << "\n";
}

CardMask shown_cards(const DealLog& log, int seat) {
  CardMask m = 0;
  const std::size_t s = static_cast<std::size_t>(seat);
  if (s < log.hands.size() && log.hands[s]) {
    for (Card c : *log.hands[s]) m |= engine::bit(c);
  }
  for (std::size_t i = 0; i < log.plays.size() && i < log.play_seat.size(); ++i) {
    if (log.play_seat[i] == seat) m |= engine::bit(log.plays[i]);
  }
  return m;
}

}  // namespace cli
