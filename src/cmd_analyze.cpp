// schmier analyze LOG [--samples K] [--seed S] [--json]: every decision of a Sheepshead hand
// (pick/pass SS-4, bury SS-5, call SS-6, every card SS-8) or of a Schafkopf hand (the
// declaration and the Kontra/Re answers, listed but not graded; every card SK-7) judged with
// what the mover knew
// (sampled worlds, each solved double dummy) and with every card visible (hindsight), graded,
// with the strategy lessons of RULES.md §6 and per-player accuracy (solver/analysis.h,
// solver/ANALYSIS.md). Sweep hands: every turn, valued in final margin points
// (solver/sweep/analysis.h; its JSON keys are in ANALYSIS.md §6). Same seed, same output:
// timings go to stderr only.
//
// JSON (--json), version 1:
//   {"format": "schmier-analysis", "version": 1, "game", "players": [names],
//    "options": {"samples", "min_samples", "target_se", "seed", "exact_limit",
//                "auction_inference", "auction_samples", "bury_candidates", "grade_auction"},
//    "complete": bool,
//    "decisions": [{"index", "kind": "pick"|"bury"|"call"|"play"|"declare"|"double", "mover",
//                   "mover_name",
//                   "play_index" (null unless play), "trick" (null unless play),
//                   "played", "best" (null if nothing was valued), "forced", "grade",
//                   "settled", "grade_range": [best band, worst band], "loss", "loss_se",
//                   "loss_low", "loss_high",
//                   "dd_loss" (null when unknown), "worlds", "exact", "note",
//                   "win_chance", "win_chance_se" (one per seat, null when not computed),
//                   "alternatives": [{"action", "units", "units_se", "points", "points_se",
//                                     "dd_units", "dd_points", "loss", "loss_se",
//                                     "loss_low", "loss_high", "tie_best", "grade",
//                                     "settled"}],
//                   "lessons": [{"id", "title", "verdict", "text", "cards": [codes]}],
//                   "reason": null | {"best", "played", "worlds", "better", "worse",
//                              "stakes", "best_wins", "played_wins", "points",
//                              "points_worlds", "hindsight": null | {"best": [codes],
//                              "best_winner", "played": [codes], "played_winner"},
//                              Sweep only: "sweep": {"opponent", "best": {...}, "played":
//                              {"table", "sweepers", "sweep_deals", "bonus": [low, high],
//                              "answer" (null: none), "answer_sweeps" (both from
//                              the second deal on)}},
//                              "text": [sentences]}}],
//    "accuracy": [{"seat", "name", "decisions", "accuracy", "total_loss",
//                  "grades": {"best": n, ...}}]}
//   Values that were not computed are null. Units are the mover's own; points his side's.
//   With --timings every decision also has "seconds" (wall; two decisions may overlap),
//   "cpu_seconds" (of every thread while it worked on the decision) and "nodes" (solver search
//   nodes); they vary from run to run, so they are off by default (same seed, same output).
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "analyze_batch.h"
#include "analyze_text.h"
#include "cli_api.h"
#include "cli_game.h"
#include "cli_util.h"
#include "engine/deal_log.h"
#include "solver/analysis.h"
#include "solver/grades.h"
#include "solver/reasons.h"
#include "solver/sweep/analysis.h"
#include "solver/verdict.h"

namespace cli {

// Pads to `w` characters on screen (UTF-8: "±" and "ü" take one column).
std::string pad(std::string s, std::size_t w) {
  std::size_t shown = 0;
  for (unsigned char c : s) shown += (c & 0xC0) != 0x80 ? 1 : 0;
  if (shown < w) s.append(w - shown, ' ');
  return s;
}

// A decision's grade after its title (": grade", uncertain, the loss ± se and the hindsight
// loss in stakes times `scale` as loss_fmt and dd_fmt write them, the worlds), then its note and
// timings lines.
void print_grade(std::ostream& out, const solver::DecisionAnalysis& d, double scale,
                 const char* loss_fmt, const char* dd_fmt, bool timings) {
  out << ": " << solver::verdict_text_with_range(solver::shown_verdict(d));
  if (d.grade != solver::Grade::kForced && d.grade != solver::Grade::kNotGraded) {
    out << " (loss " << fmt(loss_fmt, d.loss * scale) << " \u00b1 "
        << fmt(loss_fmt, d.loss_se * scale);
    if (d.dd_loss) out << "; hindsight " << fmt(dd_fmt, *d.dd_loss * scale);
    out << "; " << d.worlds << (d.exact ? " worlds, all of them" : " worlds") << ")";
  }
  out << "\n";
  if (!d.note.empty()) out << "    note: " << d.note << "\n";
  if (timings) {
    out << "    time: " << fmt("%.3f", d.seconds) << " s wall, " << fmt("%.3f", d.cpu_seconds)
        << " s CPU, " << d.nodes << " nodes\n";
  }
}

// The accuracy table under its heading: per seat the accuracy, how many `what` were graded, the
// total loss as `loss` writes it and the grade counts; then whether the analysis is incomplete.
void print_accuracy(std::ostream& out, const engine::DealLog& log, const solver::HandAnalysis& h,
                    const std::string& what, const std::function<std::string(double)>& loss) {
  for (int s = 0; s < h.num_players; ++s) {
    const solver::PlayerAccuracy& a = h.accuracy[static_cast<std::size_t>(s)];
    out << "  " << pad(seat_name(log, s), 8) << pad(fmt("%5.1f", a.accuracy), 7) << a.decisions
        << " graded " << what << ", total loss " << loss(a.total_loss);
    std::string counts;
    for (int g = 0; g < 8; ++g) {
      const int n = a.verdict_counts[static_cast<std::size_t>(g)];
      if (n == 0) continue;
      counts += (counts.empty() ? "" : ", ") + std::to_string(n) + " " +
                solver::grade_name(static_cast<solver::Grade>(g));
    }
    if (a.close > 0) {
      counts += "; " + std::to_string(a.close) + " of them close, counted by the worse band";
    }
    if (a.too_close > 0) {
      counts += (counts.empty() ? "" : "; ") + std::to_string(a.too_close) + " too close to call";
    }
    if (!counts.empty()) out << " (" << counts << ")";
    out << "\n";
  }
  if (!h.complete) out << "\nThe analysis is incomplete.\n";
}

namespace {

constexpr std::string_view kHelp =
    "Usage: schmier analyze LOG [--samples K] [--seed S] [--json] [--threads N]\n"
    "                           [--no-auction] [--no-inference] [--timings] [--from N]\n"
    "\n"
    "Judges every decision of a Sheepshead hand: each pick or pass, the bury, the call, each\n"
    "crack, re-crack or blitz (or pass) when polled, and every card; of a Schafkopf hand the\n"
    "declaration, the Kontra/Re answers and every card\n"
    "(the decisions before the first card are valued over up to 16 worlds each, by playing\n"
    "the rest of the hand out). For each card it deals K worlds consistent with what the mover\n"
    "knew (his cards, the cards played, voids shown, what the call and the called-suit rules\n"
    "reveal), solves each world exactly with every legal alternative, and reports per\n"
    "alternative the mover's expected units and his side's card points (with standard\n"
    "errors), beside the double-dummy values on the actual deal (hindsight). The grade comes\n"
    "from the expected loss against the best alternative in stakes (one stake = one\n"
    "defender's payment; Schafkopf: the contract's base tariff, three times it for a solo\n"
    "declarer):\n"
    "  best (within noise, and the noise small: loss + 2 se <= 0.10), excellent < 0.10,\n"
    "  good < 0.25, inaccuracy < 0.50, mistake < 1.00, blunder >= 1.00; forced when there\n"
    "  was no choice. A grade whose interval (loss \u00b1 2 se) still spans two neighbouring\n"
    "  bands after the extra worlds is close (\"good or inaccuracy\": the worse band's mark);\n"
    "  one that spans more is too close to call. Cards within noise of the best are marked\n"
    "  \"\u2248 best\". Values are written value \u00b1 standard error.\n"
    "Sweep hands: every turn, valued by the expected final margin (the mover's score minus\n"
    "the opponent's) over worlds each solved exactly to the end of the hand; one stake = 10\n"
    "margin points; the first two rounds get few worlds (4 and 8 by default: each is a\n"
    "whole-hand solve), the last round is exact.\n"
    "Accuracy per player: the mean of 100 * exp(-loss) over his non-forced decisions,\n"
    "close and too-close ones by their estimated loss; the grade counts count a close\n"
    "verdict by its worse band and say how many were close and how many too close.\n"
    "Lessons (RULES.md §6, ST-1..ST-8; for Schafkopf SK-ST-1, -3, -4 and -6) are praise,\n"
    "notes or mistakes, judged by the grade: a mistake only on a decision graded\n"
    "inaccuracy or worse. Such a decision also gets \"why:\" lines: in how many of the\n"
    "worlds the best choice does better, what it gains, and (hindsight) the rest of the\n"
    "trick as double dummy plays it after each card.\n"
    "\n"
    "Options:\n"
    "  --samples K     worlds per card decision (default 48; stops earlier once the grade is\n"
    "                  settled); a grade still unsettled then gets up to 4 K (default 192),\n"
    "                  in the last tricks, where worlds are cheap, up to 8-32 K\n"
    "  --seed S        sampling seed (default 1); same seed, same output\n"
    "  --json          one JSON object (schema in solver/ANALYSIS.md)\n"
    "  --threads N     worker threads (default: every core)\n"
    "  --no-auction    analyse only the card play\n"
    "  --no-inference  do not weight worlds by the auction (passers rarely hold picking hands)\n"
    "  --from N        start at decision N (1-based; a Sweep turn), skipping the earlier ones\n"
    "                  (the analysis is then incomplete)\n"
    "  --timings       per decision: wall and CPU seconds and solver nodes (text: a \"time\"\n"
    "                  line; JSON: \"seconds\", \"cpu_seconds\", \"nodes\"); these vary run to "
    "run\n"
    "\n"
    "Exit status: 0 analysed, 1 the log is invalid or cannot be analysed, 2 usage error.\n";

// An action as text. Schafkopf cards as the rest of the CLI writes them ("TH (HZ)": the
// canonical code, then the German one), a Kontra/Re poll answer by its poll; `re_poll`: a
// Kontra was given before this answer.
std::string act_text(const engine::DealLog& log, const solver::Action& a, bool re_poll = false) {
  if (const CliGame& game = cli_game(log.game); game.action_text) {
    return game.action_text(a, re_poll);
  }
  return solver::action_text(a);
}

// Per decision: does it answer the Re poll (a Kontra was given by an earlier decision)?
std::vector<bool> re_polls(const solver::HandAnalysis& h) {
  std::vector<bool> out;
  bool kontra = false;
  for (const solver::DecisionAnalysis& d : h.decisions) {
    out.push_back(kontra);
    if (d.kind == solver::DecisionKind::kDouble && d.played.yes) kontra = true;
  }
  return out;
}

// How a reason names actions, cards and players: as the decision table does.
solver::ReasonNames reason_names(const engine::DealLog& log, bool re_poll) {
  solver::ReasonNames n;
  n.action = [&log, re_poll](const solver::Action& a) { return act_text(log, a, re_poll); };
  n.card = [&log](engine::Card c) { return act_text(log, solver::play_action(c)); };
  n.seat = [&log](int s) { return seat_name(log, s); };
  return n;
}

std::string decision_title(const engine::DealLog& log, const solver::DecisionAnalysis& d,
                           bool re_poll) {
  const std::string who = seat_name(log, d.mover);
  switch (d.kind) {
    case solver::DecisionKind::kPick:
      return "Auction, " + who + " " + (d.played.take ? "picks" : "passes");
    case solver::DecisionKind::kBury:
      return "Bury, " + who + " buries" + solver::action_text(d.played).substr(4);
    case solver::DecisionKind::kCall:
      return "Call, " + who + " calls " + engine::call_string(d.played.call);
    case solver::DecisionKind::kPlay:
      return "Trick " + std::to_string(d.trick + 1) + ", " + who + " plays " +
             act_text(log, d.played);
    case solver::DecisionKind::kBid:
      return "Auction, " + who + " says " + solver::action_text(d.played);
    case solver::DecisionKind::kDeclare:
      return "Contract, " + who + " declares " + solver::action_text(d.played);
    case solver::DecisionKind::kDouble:
      return "Doubling, " + who + " says " + act_text(log, d.played, re_poll);
    case solver::DecisionKind::kAnnounce:
      return "Announcements, " + who + " says " + solver::action_text(d.played);
  }
  return "";
}

void print_text(std::ostream& out, const engine::DealLog& log, const std::string& path,
                const solver::HandAnalysis& h, bool timings) {
  if (const CliGame& game = cli_game(log.game); game.print_analysis) {
    game.print_analysis(out, log, path, h, timings);
    return;
  }
  const solver::AnalysisOptions& o = h.options;
  out << "Analysis of " << path << ": up to " << o.samples << " worlds per card decision, "
      << o.auction_samples << " per auction decision, seed " << o.seed << "\n";
  out << "Units are the mover's own; points his side's (in a leaster or a Ramsch his own); loss "
         "in stakes.\n";
  const std::vector<bool> re = re_polls(h);
  for (const solver::DecisionAnalysis& d : h.decisions) {
    const bool re_poll = re[static_cast<std::size_t>(&d - h.decisions.data())];
    out << "\n[" << d.index + 1 << "] " << decision_title(log, d, re_poll);
    print_grade(out, d, 1.0, "%.2f", "%.2f", timings);
    const bool show_table =
        d.alternatives.size() > 1 || (!d.alternatives.empty() && d.alternatives.front().has_values);
    std::size_t width = 12;
    for (std::size_t a = 0; a < d.alternatives.size(); ++a) {
      const std::size_t len = act_text(log, d.alternatives[a].action, re_poll).size() +
                              (static_cast<int>(a) == d.played_index ? 9 : 0) + 2;
      width = std::max(width, len);
    }
    if (show_table && !d.alternatives.empty()) {
      out << "    " << pad("action", width) << pad("units", 15) << pad("points", 15)
          << pad("dd units", 9) << pad("dd pts", 7) << "loss\n";
      for (std::size_t a = 0; a < d.alternatives.size(); ++a) {
        const solver::Alternative& alt = d.alternatives[a];
        std::string name = act_text(log, alt.action, re_poll);
        if (static_cast<int>(a) == d.played_index) name += " (played)";
        std::string units = "-";
        std::string points = "-";
        std::string loss = "-";
        if (alt.has_values) {
          units = fmt("%+.2f", alt.units.mean) + " \u00b1 " + fmt("%.2f", alt.units.se);
          // The tie group of the best (within noise) is shown as best: "≈ best" with the
          // loss and its standard error; every other loss with its standard error.
          const std::string val = fmt("%.2f", alt.loss) + " \u00b1 " + fmt("%.2f", alt.loss_se);
          if (static_cast<int>(a) == d.best) {
            loss = alt.loss_se > 0 || alt.loss_high > 0
                       ? "best (up to " + fmt("%.2f", alt.loss_high) + ")"
                       : "best";
          } else {
            loss = alt.tie_best ? "\u2248 best (" + val + ")" : val;
          }
        }
        if (alt.has_values && alt.has_points) {
          points = fmt("%.1f", alt.points.mean) + " \u00b1 " + fmt("%.1f", alt.points.se);
        }
        out << "    " << pad(name, width) << pad(units, 15) << pad(points, 15)
            << pad(alt.dd_units ? fmt("%+.0f", *alt.dd_units) : "-", 9)
            << pad(alt.dd_points ? fmt("%.0f", *alt.dd_points) : "-", 7) << loss << "\n";
      }
    }
    for (const solver::Lesson& l : d.lessons) {
      out << "    " << l.id << " " << l.title << " (" << solver::lesson_verdict_name(l.verdict)
          << "): " << l.text << "\n";
    }
    if (d.reason) {
      const solver::ReasonNames names = reason_names(log, re_poll);
      std::string why;
      for (const std::string& s : solver::reason_sentences(*d.reason, names)) {
        why += (why.empty() ? "" : " ") + s;
      }
      if (!why.empty()) out << "    why: " << why << "\n";
      const std::string hs = solver::reason_hindsight_sentence(*d.reason, names);
      if (!hs.empty()) out << "    why: " << hs << "\n";
    }
  }
  out << "\nAccuracy (mean of 100*exp(-loss) over non-forced decisions)\n";
  print_accuracy(out, log, h, "decisions", [](double loss) { return fmt("%.2f", loss); });
}

nlohmann::ordered_json opt_json(const std::optional<double>& v) {
  return v ? nlohmann::ordered_json(*v) : nlohmann::ordered_json(nullptr);
}

using ActionText = std::function<std::string(const solver::Action&)>;

// The verdict as every view shows it (solver/verdict.h): {"certainty": "close", "text": "good
// or inaccuracy", "mark": "?!", "tone": "inaccuracy"} (tone: the grade whose colour it takes).
nlohmann::ordered_json verdict_json(const solver::ShownVerdict& v) {
  return {{"certainty", solver::certainty_name(v.certainty)},
          {"text", solver::verdict_text(v)},
          {"mark", solver::verdict_mark(v)},
          {"tone", solver::grade_name(solver::verdict_tone(v))}};
}

// An alternative's verdict, had it been played: its grade and the bands its interval spans.
solver::ShownVerdict alternative_verdict(const solver::Alternative& a) {
  return solver::shown_verdict(solver::grade_verdict(a.loss, a.loss_se, a.loss_low, a.loss_high,
                                                     a.grade == solver::Grade::kForced));
}

// One alternative of a decision in the JSON (`margins`: Sweep's values are final margins in
// points, solver/sweep/analysis.h; no units or card points of a side).
nlohmann::ordered_json alternative_json(const solver::Alternative& a, const ActionText& action,
                                        bool margins) {
  using J = nlohmann::ordered_json;
  const bool sweep = margins;
  J y;
  y["action"] = action(a.action);
  if (sweep) {
    // Sweep values are final margins in points (solver/sweep/analysis.h); no units or
    // card points of a side.
    y["margin"] = a.has_values ? J(a.units.mean) : J(nullptr);
    y["margin_se"] = a.has_values ? J(a.units.se) : J(nullptr);
    y["dd_margin"] = a.dd_units ? J(*a.dd_units) : J(nullptr);
  }
  y["units"] = a.has_values && !sweep ? J(a.units.mean) : J(nullptr);
  y["units_se"] = a.has_values && !sweep ? J(a.units.se) : J(nullptr);
  y["points"] = a.has_values && a.has_points ? J(a.points.mean) : J(nullptr);
  y["points_se"] = a.has_values && a.has_points ? J(a.points.se) : J(nullptr);
  y["dd_units"] = a.dd_units && !sweep ? J(*a.dd_units) : J(nullptr);
  y["dd_points"] = a.dd_points ? J(*a.dd_points) : J(nullptr);
  y["loss"] = a.has_values ? J(a.loss) : J(nullptr);
  y["loss_se"] = a.has_values ? J(a.loss_se) : J(nullptr);
  y["loss_low"] = a.has_values ? J(a.loss_low) : J(nullptr);
  y["loss_high"] = a.has_values ? J(a.loss_high) : J(nullptr);
  y["tie_best"] = a.has_values ? J(a.tie_best) : J(nullptr);
  y["grade"] = a.has_values ? J(solver::grade_name(a.grade)) : J(nullptr);
  y["settled"] = a.has_values ? J(a.settled) : J(nullptr);
  y["verdict"] = a.has_values ? verdict_json(alternative_verdict(a)) : J(nullptr);
  return y;
}

// A decision's reason in the JSON: the counts, the hindsight line (Sweep: what each action
// leaves the opponent) and its sentences.
nlohmann::ordered_json reason_json(const solver::Reason& r, const ActionText& action,
                                   const solver::ReasonNames& rn) {
  using J = nlohmann::ordered_json;
  J y;
  y["best"] = action(r.best);
  y["played"] = action(r.played);
  y["worlds"] = r.worlds;
  y["better"] = r.better;
  y["worse"] = r.worse;
  y["stakes"] = r.stakes;
  y["best_wins"] = r.best_wins >= 0 ? J(r.best_wins) : J(nullptr);
  y["played_wins"] = r.played_wins >= 0 ? J(r.played_wins) : J(nullptr);
  y["points"] = r.points_worlds > 0 ? J(r.points) : J(nullptr);
  y["points_worlds"] = r.points_worlds;
  if (r.sweep_best.known && r.sweep_played.known) {
    // Sweep: what each action leaves the opponent, and his double-dummy answer.
    auto reply = [&](const solver::Reason::SweepReply& sr) {
      solver::Action ans;
      ans.kind = solver::DecisionKind::kPlay;
      ans.turn = sr.answer;
      J out{{"table", engine::sweep::mask_string(sr.table)},
            {"sweepers", engine::sweep::mask_string(sr.sweepers)},
            {"sweep_deals", sr.sweep_deals},
            {"bonus", {sr.bonus_low, sr.bonus_high}}};
      if (sr.answered) {  // hindsight: from the second deal on
        out["answer"] = sr.answer.card == engine::sweep::kNoCard ? J(nullptr) : J(action(ans));
        out["answer_sweeps"] = sr.answer_sweeps;
      }
      return out;
    };
    y["hindsight"] = nullptr;
    y["sweep"] = {{"opponent", r.sweep_opponent},
                  {"best", reply(r.sweep_best)},
                  {"played", reply(r.sweep_played)}};
  } else if (r.line_best.empty()) {
    y["hindsight"] = nullptr;
  } else {
    J b = J::array();
    J p = J::array();
    for (engine::Card c : r.line_best) b.push_back(engine::card_code(c));
    for (engine::Card c : r.line_played) p.push_back(engine::card_code(c));
    y["hindsight"] = {{"best", b},
                      {"best_winner", r.line_best_winner},
                      {"played", p},
                      {"played_winner", r.line_played_winner}};
  }
  J text = J::array();
  for (const std::string& t : solver::reason_sentences(r, rn)) {
    text.push_back(t);
  }
  const std::string hs = solver::reason_hindsight_sentence(r, rn);
  if (!hs.empty()) text.push_back(hs);
  y["text"] = text;
  return y;
}

nlohmann::ordered_json to_json(const engine::DealLog& log, const solver::HandAnalysis& h,
                               bool timings) {
  using J = nlohmann::ordered_json;
  J j;
  j["format"] = "schmier-analysis";
  j["version"] = 1;
  const CliGame& game = cli_game(log.game);
  // A game whose values are final margins in points (Sweep), not settlement units.
  const bool sweep = std::string(game.result) == "margin";
  j["game"] = game.key;
  j["players"] = log.players;
  const solver::AnalysisOptions& o = h.options;
  j["options"] = {{"samples", o.samples},
                  {"min_samples", o.min_samples},
                  {"target_se", o.target_se},
                  {"seed", o.seed},
                  {"exact_limit", o.exact_limit},
                  {"settle_samples", sweep ? solver::sweep::sweep_settle_cap(o) : o.settle_cap()},
                  {"auction_inference", o.auction_inference},
                  {"auction_samples", o.auction_samples},
                  {"bury_candidates", o.bury_candidates},
                  {"grade_auction", o.grade_auction}};
  if (sweep) j["options"]["stake_points"] = solver::sweep::kSweepStakePoints;
  j["complete"] = h.complete;
  J decisions = J::array();
  const std::vector<bool> re = re_polls(h);
  for (const solver::DecisionAnalysis& d : h.decisions) {
    // Actions as the log writes them (canonical card codes); a poll answer names its poll.
    auto action = [&](const solver::Action& a) {
      if (a.kind != solver::DecisionKind::kDouble) return solver::action_text(a);
      return act_text(log, a, re[static_cast<std::size_t>(&d - h.decisions.data())]);
    };
    J x;
    x["index"] = d.index;
    x["kind"] = solver::decision_kind_name(d.kind);
    x["mover"] = d.mover;
    x["mover_name"] = seat_name(log, d.mover);
    x["play_index"] = d.play_index >= 0 ? J(d.play_index) : J(nullptr);
    x["trick"] = d.trick >= 0 ? J(d.trick) : J(nullptr);
    if (sweep) x["turn"] = d.play_index;
    x["played"] = action(d.played);
    const bool valued = !d.alternatives.empty() && d.alternatives[0].has_values;
    x["best"] = valued ? J(action(d.alternatives[0].action)) : J(nullptr);
    x["forced"] = d.forced;
    x["grade"] = solver::grade_name(d.grade);
    x["settled"] = d.settled;
    x["grade_range"] =
        d.settled ? J::array({x["grade"], x["grade"]})
                  : J::array({solver::grade_name(d.grade_low), solver::grade_name(d.grade_high)});
    x["verdict"] = verdict_json(solver::shown_verdict(d));
    x["loss"] = d.loss;
    x["loss_se"] = d.loss_se;
    x["loss_low"] = d.loss_low;
    x["loss_high"] = d.loss_high;
    x["dd_loss"] = opt_json(d.dd_loss);
    x["worlds"] = d.worlds;
    x["exact"] = d.exact;
    x["note"] = d.note;
    x["win_chance"] = d.has_win_chance() ? J(d.win_chance) : J(nullptr);
    x["win_chance_se"] = d.has_win_chance() ? J(d.win_chance_se) : J(nullptr);
    if (timings) {
      x["seconds"] = d.seconds;
      x["cpu_seconds"] = d.cpu_seconds;
      x["nodes"] = d.nodes;
    }
    J alts = J::array();
    for (const solver::Alternative& a : d.alternatives)
      alts.push_back(alternative_json(a, action, sweep));
    x["alternatives"] = alts;
    J lessons = J::array();
    for (const solver::Lesson& l : d.lessons) {
      J cards = J::array();
      for (engine::Card c : l.cards) {
        cards.push_back(sweep ? engine::sweep::card_code(c) : engine::card_code(c));
      }
      lessons.push_back({{"id", l.id},
                         {"title", l.title},
                         {"verdict", solver::lesson_verdict_name(l.verdict)},
                         {"text", l.text},
                         {"cards", cards}});
    }
    x["lessons"] = lessons;
    if (d.reason) {
      const bool rp = re[static_cast<std::size_t>(&d - h.decisions.data())];
      const solver::ReasonNames rn =
          game.reason_names ? game.reason_names(log) : reason_names(log, rp);
      x["reason"] = reason_json(*d.reason, action, rn);
    } else {
      x["reason"] = nullptr;
    }
    decisions.push_back(x);
  }
  j["decisions"] = decisions;
  J acc = J::array();
  for (int s = 0; s < h.num_players; ++s) {
    const solver::PlayerAccuracy& a = h.accuracy[static_cast<std::size_t>(s)];
    J grades = J::object();
    for (int g = 0; g < 8; ++g) {
      grades[solver::grade_name(static_cast<solver::Grade>(g))] =
          a.verdict_counts[static_cast<std::size_t>(g)];
    }
    acc.push_back({{"seat", s},
                   {"name", seat_name(log, s)},
                   {"decisions", a.decisions},
                   {"accuracy", a.accuracy},
                   {"total_loss", a.total_loss},
                   {"grades", grades},
                   {"close", a.close},
                   {"too_close", a.too_close}});
  }
  j["accuracy"] = acc;
  return j;
}

}  // namespace

std::optional<nlohmann::ordered_json> analysis_json(const engine::DealLog& log,
                                                    solver::Analyzer& analyzer,
                                                    const std::atomic<bool>* cancel,
                                                    std::string* error) {
  if (analyzer.decisions(log, error).empty()) return std::nullopt;
  const solver::HandAnalysis h = analyzer.analyze(log, {}, cancel);
  if (!h.error.empty()) {
    *error = h.error;
    return std::nullopt;
  }
  if (cancel && cancel->load()) {
    *error = "cancelled";
    return std::nullopt;
  }
  return to_json(log, h, false);
}

std::optional<std::string> read_analysis_options(const ParsedArgs& args,
                                                 solver::AnalysisOptions& opt) {
  if (auto v = args.value("--samples")) {
    auto k = parse_integer(*v, 1, 100000);
    if (!k) return "--samples takes a number of worlds from 1 to 100000";
    opt.samples = static_cast<int>(*k);
    opt.auction_samples = std::min(opt.auction_samples, opt.samples);
  }
  if (auto v = args.value("--seed")) {
    auto s = parse_integer(*v, 0, (1LL << 62));
    if (!s) return "--seed takes a whole number from 0 to 2^62";
    opt.seed = static_cast<std::uint64_t>(*s);
  }
  if (args.has("--no-auction")) opt.grade_auction = false;
  if (args.has("--no-inference")) opt.auction_inference = false;
  return std::nullopt;
}

int run_analyze(int argc, char** argv) {
  if (analyze_wants_batch(argc, argv)) return run_analyze_batch(argc, argv);
  static constexpr OptionSpec kSpecs[] = {
      {"--samples", true},     {"--seed", true},          {"--json", false},    {"--threads", true},
      {"--no-auction", false}, {"--no-inference", false}, {"--timings", false}, {"--from", true}};
  std::string error;
  auto args = parse_args(argc, argv, kSpecs, error);
  if (!args) return usage_error("analyze", error);
  if (args->help) {
    std::cout << kHelp << "\nMarks (the same in every view):\n"
              << solver::verdict_legend() << kAnalyzeBatchHelp;
    return kExitOk;
  }
  if (args->positional.size() != 1) return usage_error("analyze", "expected exactly one LOG");
  solver::AnalysisOptions opt;
  if (auto e = read_analysis_options(*args, opt)) return usage_error("analyze", *e);
  if (auto v = args->value("--from")) {
    auto f = parse_integer(*v, 1, 1000);
    if (!f) return usage_error("analyze", "--from takes a decision number from 1");
    opt.first_decision = static_cast<int>(*f) - 1;
  }
  if (auto v = args->value("--threads")) {
    auto t = parse_integer(*v, 1, 256);
    if (!t) return usage_error("analyze", "--threads takes a number from 1 to 256");
    opt.threads = static_cast<int>(*t);
  }
  const std::string& path = args->positional[0];
  auto log = load_log(path, std::cerr, true, /*any_game=*/true);
  if (!log) return kExitBadInput;
  solver::Analyzer analyzer(opt);
  std::string why;
  if (analyzer.decisions(*log, &why).empty()) {
    std::cerr << path << ": cannot analyse: " << why << "\n";
    return kExitBadInput;
  }
  const bool tty = isatty(STDERR_FILENO) != 0;
  auto progress = [&](const solver::DecisionAnalysis&, int done, int total) {
    if (tty) std::cerr << "\ranalysing: " << done << "/" << total << " decisions" << std::flush;
  };
  const solver::HandAnalysis h = analyzer.analyze(*log, progress);
  if (tty) std::cerr << "\r\033[K";
  std::cerr << "analysed " << h.decisions.size() << " decisions in " << fmt("%.2f", h.seconds)
            << " s\n";
  if (!h.error.empty()) {
    std::cerr << path << ": cannot analyse: " << h.error << "\n";
    return kExitBadInput;
  }
  const bool timings = args->has("--timings");
  if (args->has("--json")) {
    std::cout << to_json(*log, h, timings).dump() << "\n";
  } else {
    print_text(std::cout, *log, path, h, timings);
  }
  return kExitOk;
}

}  // namespace cli
