#include "solver/reasons.h"

#include <cctype>

#include <cmath>
#include <cstdio>

#include "reasons_internal.h"

namespace solver {

namespace {

std::string fmt(const char* f, double x) {
  char buf[48];
  std::snprintf(buf, sizeof buf, f, x);
  return buf;
}

// The player to move prefers `a` to `b` (team objective: the max side maximises units, then
// points; the others minimise both).
bool prefers(const MoveValue& a, const MoveValue& b, bool max_side) {
  if (a.units != b.units) return max_side ? a.units > b.units : a.units < b.units;
  if (a.points != b.points) return max_side ? a.points > b.points : a.points < b.points;
  return false;
}

}  // namespace

bool wants_reason(const DecisionAnalysis& d) {
  if (d.forced || d.alternatives.size() < 2) return false;
  if (d.played_index == d.best) return false;
  return d.grade == Grade::kInaccuracy || d.grade == Grade::kMistake || d.grade == Grade::kBlunder;
}

Reason reason_from_worlds(const Action& best, const Action& played, const ReasonWorlds& w) {
  Reason r;
  r.best = best;
  r.played = played;
  r.fewer_points_better = w.fewer_points_better;
  auto weight = [&w](std::size_t i) { return i < w.weights.size() ? w.weights[i] : 1.0; };
  double sum = 0;
  double sw = 0;
  int bw = 0;
  int pw = 0;
  for (std::size_t i = 0; i < w.best_units.size() && i < w.played_units.size(); ++i) {
    const double b = w.best_units[i];
    const double p = w.played_units[i];
    if (std::isnan(b) || std::isnan(p)) continue;
    ++r.worlds;
    if (b > p + 1e-9) ++r.better;
    if (b < p - 1e-9) ++r.worse;
    sum += weight(i) * (b - p) / w.stake;
    sw += weight(i);
    if (b > 0) ++bw;
    if (p > 0) ++pw;
  }
  if (sw > 0) r.stakes = sum / sw;
  if (w.team) {
    r.best_wins = bw;
    r.played_wins = pw;
  }
  double psum = 0;
  double pw_sum = 0;
  for (std::size_t i = 0; i < w.best_points.size() && i < w.played_points.size(); ++i) {
    const double b = w.best_points[i];
    const double p = w.played_points[i];
    if (std::isnan(b) || std::isnan(p)) continue;
    ++r.points_worlds;
    psum += weight(i) * (b - p);
    pw_sum += weight(i);
  }
  if (pw_sum > 0) r.points = psum / pw_sum;
  return r;
}

std::vector<engine::Card> hindsight_trick(DoubleDummy& dd, const Position& pos, engine::Card card,
                                          int* winner) {
  std::vector<engine::Card> line;
  if (winner) *winner = -1;
  if (pos.objective.paranoid || pos.objective.levels.empty()) return line;
  Position p = pos;
  engine::PlayUndo u;
  const int tricks = p.state.tricks_done;
  engine::make_move(p.rules, p.state, card, u);
  line.push_back(card);
  while (p.state.tricks_done == tricks && !p.state.finished(p.rules)) {
    const int q = p.state.to_move(p.rules);
    const SolveResult r = dd.solve(p, true);
    if (!r.complete || r.moves.empty()) return {};
    const bool max_side = (p.objective.max_side >> q & 1) != 0;
    const MoveValue* best = &r.moves.front();
    for (const MoveValue& mv : r.moves) {
      if (prefers(mv, *best, max_side)) best = &mv;
    }
    engine::make_move(p.rules, p.state, best->card, u);
    line.push_back(best->card);
  }
  if (winner) *winner = p.state.leader;  // the trick's winner leads the next one
  return line;
}

void add_hindsight_lines(Reason& r, DoubleDummy& dd, const Position& actual, int mover) {
  if (r.best.kind != DecisionKind::kPlay || r.played.kind != DecisionKind::kPlay) return;
  std::vector<engine::Card> b = hindsight_trick(dd, actual, r.best.card, &r.line_best_winner);
  std::vector<engine::Card> p = hindsight_trick(dd, actual, r.played.card, &r.line_played_winner);
  if (b.empty() || p.empty()) return;
  r.line_best = std::move(b);
  r.line_played = std::move(p);
  r.line_seat = mover;
}

std::string chance_words(double chance) {
  const long tenths = std::lround(chance * 10);
  const std::string pct = " (" + fmt("%.0f", 100 * chance) + "%)";
  if (tenths >= 10) return "nearly always" + pct;
  if (tenths <= 0) return "almost never" + pct;
  return "about " + std::to_string(tenths) + " in 10" + pct;
}

std::vector<std::string> reason_sentences(const Reason& r, const ReasonNames& names) {
  std::vector<std::string> out;
  if (r.worlds <= 0) return out;
  if (!r.counting.empty()) out.push_back("Counting: " + r.counting + ".");
  const std::string b = names.action(r.best);
  const std::string p = names.action(r.played);
  const int same = r.worlds - r.better - r.worse;
  std::string s = b + " instead of " + p + ": better in " + std::to_string(r.better) + " of " +
                  std::to_string(r.worlds) + " deals";
  if (r.worse > 0) s += ", worse in " + std::to_string(r.worse);
  if (same > 0) s += ", the same in " + std::to_string(same);
  // A sentence opens with a capital ("Trails 8♠ instead of ...", Sweep's actions are words).
  if (s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  out.push_back(s + ".");
  if (r.best_chance >= 0 && r.played_chance >= 0) {
    // "Your side wins about 8 in 10 (78%) with Herz-Solo, about 5 in 10 (52%) with pass, ..."
    const auto words = chance_words;
    if (std::abs(r.best_chance - r.played_chance) < 0.005) {
      // A Kontra or Re changes the stakes, not who wins.
      out.push_back("Your side wins " + words(r.best_chance) + " either way, over the same deals.");
    } else {
      out.push_back("Your side wins " + words(r.best_chance) + " with " + b + ", " +
                    words(r.played_chance) + " with " + p + ", over the same deals.");
    }
  } else if (r.best_wins >= 0 && r.played_wins >= 0 && r.best_wins != r.played_wins) {
    out.push_back("Your side wins the hand in " + std::to_string(r.best_wins) + " of " +
                  std::to_string(r.worlds) + " deals with " + b + ", in " +
                  std::to_string(r.played_wins) + " with " + p + ".");
  }
  if (r.points_worlds > 0 && std::abs(r.points) >= 0.05) {
    const bool more = r.points > 0;
    const std::string who = r.fewer_points_better ? "You take " : "Your side takes ";
    out.push_back(who + fmt("%.1f", std::abs(r.points)) + (more ? " more" : " fewer") +
                  " card points with " + b + " on average (" + std::to_string(r.points_worlds) +
                  (r.points_worlds == 1 ? " deal" : " deals") + " counted).");
  }
  const std::string worth = names.worth ? names.worth(r.stakes) : fmt("%.2f", r.stakes) + " stakes";
  out.push_back("On average " + b + " is worth " + worth + " more.");
  // Sweep: the sweeps each action leaves the opponent, when they differ.
  const Reason::SweepReply& sb = r.sweep_best;
  const Reason::SweepReply& sp = r.sweep_played;
  if (sb.known && sp.known && names.sweep_cards && sb.sweep_deals != sp.sweep_deals) {
    auto left = [&](const std::string& act, const Reason::SweepReply& x) {
      std::string t = "after " + act;
      if (x.table == 0) return t + " the table is empty";
      t += " the table is " + names.sweep_cards(x.table) + ": ";
      if (x.sweepers == 0) return t + "no unseen card sweeps it";
      const bool one = engine::sweep::count(x.sweepers) == 1;
      t += (one ? "the unseen " : "any of the unseen ") + names.sweep_cards(x.sweepers) +
           " sweeps it for " + std::to_string(x.bonus_low);
      if (x.bonus_high != x.bonus_low) t += " to " + std::to_string(x.bonus_high);
      return t + ", held in " + std::to_string(x.sweep_deals) + " of " + std::to_string(r.worlds) +
             " deals";
    };
    std::string t = left(p, sp) + "; " + left(b, sb) + ".";
    t[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(t[0])));
    out.push_back(t);
  }
  return out;
}

std::string reason_hindsight_sentence(const Reason& r, const ReasonNames& names) {
  if (r.sweep_best.known && r.sweep_played.known) {
    if (!r.sweep_best.answered || !r.sweep_played.answered) return "";
    // "after trails 4H Bob answers 9S takes 5C 9D 4H, a sweep"
    auto line = [&](const Action& act, const Reason::SweepReply& x) {
      std::string t = "after " + names.action(act) + " ";
      if (x.answer.card == engine::sweep::kNoCard) return t + "the hand is over";
      Action ans;
      ans.kind = DecisionKind::kPlay;
      ans.turn = x.answer;
      t += (names.seat ? names.seat(r.sweep_opponent) : std::string("the opponent")) + " answers " +
           names.action(ans);
      return x.answer_sweeps ? t + ", a sweep" : t;
    };
    return "Hindsight (every card seen): " + line(r.best, r.sweep_best) + "; " +
           line(r.played, r.sweep_played) + ".";
  }
  if (r.line_best.empty() || r.line_played.empty()) return "";
  auto taker = [&](int winner) {
    return winner == r.line_seat ? std::string("you take") : names.seat(winner) + " takes";
  };
  // "after QC the trick goes QC 8D AD 9C, and Ann takes it"; the last card of a trick: "after
  // QC you take the trick".
  auto line = [&](const std::vector<engine::Card>& cards, int winner, bool first) {
    std::string s = "after " + names.card(cards.front());
    if (cards.size() == 1) return s + " " + taker(winner) + " the trick";
    std::string seq;
    for (engine::Card c : cards) seq += (seq.empty() ? "" : " ") + names.card(c);
    return s + (first ? " the trick goes " : " it goes ") + seq + ", and " + taker(winner) + " it";
  };
  return "Hindsight (every card seen): " + line(r.line_best, r.line_best_winner, true) + "; " +
         line(r.line_played, r.line_played_winner, false) + ".";
}

namespace analysis_detail {

void set_reason(DecisionAnalysis& d, const Table& tab, const std::vector<Action>& columns,
                double stake, bool team, bool fewer_points_better) {
  if (!wants_reason(d)) return;
  const Action& best = d.alternatives[static_cast<std::size_t>(d.best)].action;
  const Action& played = d.alternatives[static_cast<std::size_t>(d.played_index)].action;
  int bc = -1;
  int pc = -1;
  for (std::size_t i = 0; i < columns.size(); ++i) {
    if (columns[i] == best && bc < 0) bc = static_cast<int>(i);
    if (columns[i] == played && pc < 0) pc = static_cast<int>(i);
  }
  if (bc < 0 || pc < 0) return;
  ReasonWorlds w;
  w.stake = stake;
  w.team = team;
  w.fewer_points_better = fewer_points_better;
  w.weights = tab.weight;
  w.best_units = tab.column(tab.units, bc);
  w.played_units = tab.column(tab.units, pc);
  if (d.alternatives[static_cast<std::size_t>(d.best)].has_points) {
    w.best_points = tab.column(tab.points, bc);
    w.played_points = tab.column(tab.points, pc);
  }
  d.reason = reason_from_worlds(best, played, w);
}

}  // namespace analysis_detail

}  // namespace solver
