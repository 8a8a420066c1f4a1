#include "ui/hand_review.h"

#include <algorithm>

#include "engine/deal_log.h"
#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "grade_fields.h"

namespace ui {
namespace {

std::string signed_units(int u) {
  return u > 0 ? "+" + std::to_string(u) : std::to_string(u);
}

// The rows W1..L3 in words (SS-10).
std::string row_meaning(const std::string& row) {
  if (row == "W1") return "the picker's side wins";
  if (row == "W2")
    return "the picker's side wins with schneider (the defenders took fewer than 30)";
  if (row == "W3") return "the picker's side takes every trick";
  if (row == "L1") return "the picker's side loses";
  if (row == "L2") return "the picker's side loses, schneidered (30 or fewer)";
  if (row == "L3") return "the picker's side loses without taking a trick";
  return row;
}

// One row a player: his card points, tricks and units; `declarer_side(p)` marks the declaring
// party (the picker's side).
template <typename Result, typename Side>
void add_settlement_rows(const ReplayDeal& deal, const Result& r, Settlement& s,
                         const Side& declarer_side) {
  for (int p = 0; p < deal.num_seats; ++p) {
    const auto i = static_cast<std::size_t>(p);
    SettlementRow row;
    row.seat = p;
    row.name = deal.player_name(p);
    row.points = r.points[i];
    row.tricks = r.tricks[i];
    row.units = r.units[i];
    row.declarer_side = declarer_side(p);
    s.rows.push_back(row);
  }
}

void sheepshead_settlement(const ReplayDeal& deal, const engine::DealLog& log, Settlement& s) {
  std::string error;
  const std::optional<engine::SheepsheadHand> hand =
      engine::replay_sheepshead(log, log.plays.size(), &error);
  if (!hand || hand->phase() != engine::Phase::kDone) {
    s.why = error.empty() ? "the hand is not finished" : error;
    return;
  }
  const engine::HandResult r = hand->result();
  s.available = true;
  const auto name = [&](int p) { return deal.player_name(p); };
  if (r.thrown_in) {
    s.headline = "Everybody passed: the cards are thrown in";
  } else if (r.leaster) {
    s.headline = r.leaster_winner >= 0
                     ? name(r.leaster_winner) + " wins the leaster with the fewest points"
                     : "Leaster: a tie for the fewest points, nobody scores";
    std::string q = "Qualified (took a trick):";
    bool first = true;
    for (int p = 0; p < deal.num_seats; ++p) {
      if (r.tricks[static_cast<std::size_t>(p)] == 0) continue;
      q += (first ? " " : ", ") + name(p) + " " +
           std::to_string(r.points[static_cast<std::size_t>(p)]);
      first = false;
    }
    s.facts.push_back(q);
  } else {
    const int bury = engine::mask_points(hand->buried());
    const bool won = !r.row.empty() && r.row[0] == 'W';
    s.headline = possessive(name(r.picker)) + " side " + (won ? "wins" : "loses") + " with " +
                 std::to_string(r.picker_side_points) + " points (" + r.row + ")";
    s.facts.push_back("Picker's side " + std::to_string(r.picker_side_points) + " (tricks " +
                      std::to_string(r.picker_side_points - bury) + " + bury " +
                      std::to_string(bury) + "), defenders " +
                      std::to_string(120 - r.picker_side_points));
    s.facts.push_back("Row " + r.row + ": " + row_meaning(r.row));
    if (r.row == "W2" || r.row == "L2") s.facts.push_back("Schneider: the stakes are doubled");
    if (r.row == "W3" || r.row == "L3") s.facts.push_back("No trick: the stakes are tripled");
  }
  if (r.multiplier != 1) {
    s.facts.push_back("Multiplier " + std::to_string(r.multiplier) + " (a doubler)");
  }
  add_settlement_rows(deal, r, s,
                      [&](int p) { return !r.leaster && (p == r.picker || p == r.partner); });
}

void schafkopf_settlement(const ReplayDeal& deal, const engine::DealLog& log, Settlement& s) {
  std::string error;
  const std::optional<engine::SchafkopfLogReplay> rep =
      engine::replay_schafkopf_log(log, log.plays.size(), &error);
  if (!rep || !rep->replay.error.empty() || !rep->replay.complete) {
    s.why = !rep                         ? error
            : !rep->replay.error.empty() ? rep->replay.error
                                         : "the hand is not finished";
    return;
  }
  const engine::SkResult& r = rep->replay.result;
  s.available = true;
  const auto name = [&](int p) { return deal.player_name(p); };
  const int declarer = rep->contract.declarer;
  const int partner = rep->replay.setup.partner;
  std::string doubles;
  for (const engine::SkDouble& d : rep->doubles) {
    doubles += (doubles.empty() ? "" : ", ") +
               std::string(d.kind == engine::SkDoubleKind::kKontra ? "Kontra by " : "Re by ") +
               name(d.seat);
  }
  if (r.thrown_in) {
    s.headline = "Everybody passed: the cards are thrown in";
  } else if (r.ramsch) {
    std::string losers;
    for (int p = 0; p < deal.num_seats; ++p) {
      if ((r.ramsch_losers >> p) & 1) losers += (losers.empty() ? "" : " and ") + name(p);
    }
    s.headline =
        "Ramsch: " + losers + " lose" + (losers.find(" and ") == std::string::npos ? "s" : "");
    std::string pts = "Points:";
    for (int p = 0; p < deal.num_seats; ++p) {
      pts +=
          (p ? ", " : " ") + name(p) + " " + std::to_string(r.points[static_cast<std::size_t>(p)]);
    }
    s.facts.push_back(pts);
    if (r.durchmarsch) s.facts.push_back("Durchmarsch: one player took every trick");
    if (r.jungfrauen > 0) {
      s.facts.push_back("Jungfrau: " + std::to_string(r.jungfrauen) +
                        (r.jungfrauen == 1 ? " player" : " players") + " without a trick");
    }
  } else {
    s.headline = name(declarer) + " " + (r.declarer_won ? "wins " : "loses ") +
                 engine::contract_name(rep->contract) + " with " + std::to_string(r.party_points) +
                 " points";
    s.facts.push_back("Declaring party " + std::to_string(r.party_points) + ", opponents " +
                      std::to_string(120 - r.party_points));
    if (r.schwarz) {
      s.facts.push_back(std::string("Schwarz: ") +
                        (r.declarer_won ? "the opponents" : "the declaring party") +
                        " took no trick");
    } else if (r.schneider) {
      s.facts.push_back(std::string("Schneider: ") +
                        (r.declarer_won ? "the opponents" : "the declaring party") +
                        " took 30 points or fewer");
    }
    s.facts.push_back("Runners " + std::to_string(r.runners));
  }
  if (!doubles.empty() || r.doublings > 0) {
    s.facts.push_back((doubles.empty() ? std::string("Doublings") : doubles) + ": " +
                      std::to_string(r.doublings) +
                      (r.doublings == 1 ? " doubling" : " doublings"));
  }
  if (!r.thrown_in) s.facts.push_back("Value of the game " + std::to_string(r.value));
  add_settlement_rows(deal, r, s,
                      [&](int p) { return !r.ramsch && (p == declarer || p == partner); });
}

}  // namespace

Settlement compute_settlement(const ReplayDeal& deal) {
  Settlement s;
  const int all = deal.num_seats * deal.cards_per_seat();
  if (!deal.log) {
    s.why = "no deal log behind this hand";
    return s;
  }
  if (static_cast<int>(deal.plays.size()) < all) {
    s.why = "the hand is not finished (" + std::to_string(deal.plays.size()) + " of " +
            std::to_string(all) + " cards played)";
    return s;
  }
  if (!deal.log->deal_known) {
    s.why = "the log does not give every hand";
    return s;
  }
  if (deal.game == GameKind::kSheepshead) {
    sheepshead_settlement(deal, *deal.log, s);
  } else {
    schafkopf_settlement(deal, *deal.log, s);
  }
  if (s.available) {
    std::string u = "Units:";
    for (const SettlementRow& r : s.rows) {
      u += (r.seat ? ", " : " ") + r.name + " " + signed_units(r.units);
    }
    s.facts.push_back(u);
  }
  return s;
}

std::vector<ReviewMoment> review_moments(const ReplayDeal& deal, const HandAnalysisState& state,
                                         CardNames names) {
  std::vector<ReviewMoment> out;
  for (const MoveRow& r : move_rows(deal, state, -1, names)) {
    // A close verdict counts in its worse band, as on the board (key_moments).
    if (!r.analysed || !is_key_grade(verdict_tone(r.grade, r.settled, r.grade_low, r.grade_high))) {
      continue;
    }
    ReviewMoment m;
    m.decision = r.decision;
    m.mover = r.mover;
    m.play_index = r.play_index;
    m.jump_step = r.jump_step;
    m.trick = r.play_index >= 0 ? r.trick : 0;
    copy_grade(m, r);
    m.loss = r.loss;
    m.what = r.play_index >= 0 ? "played " + card_label(r.card, names) : r.action;
    out.push_back(std::move(m));
  }
  return out;
}

int next_key_step(const std::vector<ReviewMoment>& moments, int step, bool forward) {
  int best = -1;
  for (const ReviewMoment& m : moments) {
    if (forward ? m.jump_step > step : m.jump_step < step) {
      if (best < 0 || (forward ? m.jump_step < best : m.jump_step > best)) best = m.jump_step;
    }
  }
  return best;
}

}  // namespace ui
