// make_sweep_samples: regenerates the Sweep sample deal logs samples/sweep-*.json (DEAL_LOG.md
// "Sweep", RULES.md §5).
//
// It deals hands from seeds 0, 1, 2, ... (SW-3, SW-4: engine::sweep::deal_sweep), lets a
// rule-of-thumb player play both seats (below) and keeps the first hand of each scenario: a
// jack clearing a rich table, a sweep of several groups (as SW-T2), a hand decided by the
// remainder (SW-16), a capture that leaves the opponent a sweep, a long run without captures,
// a tablanette_cp hand with an ace counted low, a log that stops in the third round and a sweep
// with the hand's last card (SW-15). Each log is written with the engine's writer (with its
// `deck`, so the whole deal replays), re-read and checked before it is saved.
//
// The player is not the product's computer player (that is issue 22); it plays as a casual
// player would: sweep when it can, otherwise take the most valuable capture (honours, then
// cards), keep the jacks for a table worth taking, and trail its least useful card, preferring
// not to leave a table the opponent can clear with one card of a common rank.
//
// Not part of the user-facing CLI. Build and run: scripts/make-samples.sh (or the CMake target
// make_sweep_samples, then `build/make_sweep_samples OUTPUT_DIR`).
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "engine/sweep.h"

namespace {

namespace sw = engine::sweep;

const std::array<std::string, 2> kNames = {"Ann", "Bob"};

// One turn as played: the position before it, the action and what make() reported.
struct Turn {
  sw::SweepState before;
  sw::Action action;
  sw::Undo undo;
};

struct Played {
  std::uint64_t seed = 0;
  sw::SweepRules rules;
  sw::Deck deck{};
  int dealer = 0;
  std::vector<Turn> turns;
  sw::SweepState end;
};

int honours_in(const sw::SweepRules& rules, sw::CardMask m) {
  return sw::honour_points(rules, m);
}

// The rule-of-thumb value of an action (higher is better).
double action_value(const sw::SweepState& s, const sw::SweepRules& rules, const sw::Action& a,
                    engine::Rng& rng) {
  const double noise = static_cast<double>(rng.below(1000)) / 1000.0;
  const sw::CardMask played = sw::bit(a.card);
  if (a.take == 0) {
    // Trail: keep honours and jacks, shed small spot cards; do not hand the opponent a table
    // that one card takes whole.
    double v = -10.0 - 3.0 * honours_in(rules, played) - (sw::is_jack(a.card) ? 8.0 : 0.0);
    v -= sw::card_value(a.card) * 0.1;
    const sw::CardMask after = s.table | played;
    int sweepable = 0;
    for (int r = 0; r < sw::kNumRanks; ++r) {
      if (r == sw::kRankJack) continue;
      const sw::Card probe = sw::make_card(r, engine::Suit::kClubs);
      std::vector<sw::CardMask> takes;
      sw::captures_of(rules, probe, after, takes, 64);
      if (std::find(takes.begin(), takes.end(), after) != takes.end()) ++sweepable;
    }
    return v - 2.5 * sweepable + noise;
  }
  const int cards = sw::count(a.take) + 1;
  const int hon = honours_in(rules, a.take | played);
  if (sw::is_jack(a.card)) {
    // A jack is worth keeping for a rich table.
    return 1.5 * cards + 3.0 * hon - 9.0 + noise;
  }
  double v = 4.0 + 1.5 * cards + 3.0 * hon;
  if (a.take == s.table) v += 12.0 + 0.3 * sw::sweep_bonus(rules, a.card, a.take);
  return v + noise;
}

Played play_hand(std::uint64_t seed, const sw::SweepRules& rules) {
  Played p;
  p.seed = seed;
  p.rules = rules;
  p.dealer = sw::first_dealer_from_seed(seed);
  p.deck = sw::shuffled_deck(seed);
  engine::Rng reshuffle(seed ^ 0x5357454550ull);
  const sw::SweepDeal deal = sw::deal_from_deck(p.deck, p.dealer, rules, &reshuffle);
  sw::SweepState s = sw::initial_state(deal);
  engine::Rng rng(seed * 7919 + 17);
  std::vector<sw::Action> legal;
  while (!s.hand_over()) {
    sw::legal_actions(s, rules, legal);
    double best = -1e9;
    sw::Action pick = legal.front();
    for (const sw::Action& a : legal) {
      const double v = action_value(s, rules, a, rng);
      if (v > best) {
        best = v;
        pick = a;
      }
    }
    Turn t{s, pick, {}};
    t.undo = sw::make(s, rules, pick);
    p.turns.push_back(t);
  }
  p.end = s;
  return p;
}

struct Scenario {
  std::string file;  // samples/<file>.json
  std::string preset;
  std::string title;  // meta.scenario
  // The turn count the log keeps (48 = the whole hand); 0 when the hand does not fit, plus
  // the note saying what happens.
  std::function<std::size_t(const Played&, std::string& note)> matches;
};

std::string who(const Played&, int seat) {
  return kNames[static_cast<std::size_t>(seat)];
}

// Whether the opponent (the next mover) could sweep after `t`'s mover had trailed its card.
bool trail_gives_sweep(const Played& p, const Turn& t) {
  sw::SweepState s = t.before;
  const sw::Action trail{t.action.card, 0};
  if (sw::check_action(s, p.rules, trail)) return true;
  sw::make(s, p.rules, trail);
  std::vector<sw::Action> legal;
  sw::legal_actions(s, p.rules, legal);
  return std::any_of(legal.begin(), legal.end(), [&](const sw::Action& a) {
    return a.take == s.table && !sw::is_jack(a.card);
  });
}

std::string turn_no(std::size_t i) {
  return "turn " + std::to_string(i + 1);
}

std::string final_line(const Played& p) {
  const sw::SweepScore sc = sw::score(p.rules, p.end);
  return " Final score " + who(p, 0) + " " + std::to_string(sc.points[0]) + ", " + who(p, 1) + " " +
         std::to_string(sc.points[1]) + ".";
}

std::vector<Scenario> scenarios() {
  return {
      {"sweep-jack-clears-table", "sweep", "a jack clears a rich table",
       [](const Played& p, std::string& note) -> std::size_t {
         for (std::size_t i = 0; i < p.turns.size(); ++i) {
           const Turn& t = p.turns[i];
           if (!sw::is_jack(t.action.card) || t.action.take == 0) continue;
           if (sw::count(t.action.take) < 6 || sw::honour_points(p.rules, t.action.take) < 3)
             continue;
           note = who(p, t.before.mover) + " plays " + sw::card_code(t.action.card) + " at " +
                  turn_no(i) + " and takes all " + std::to_string(sw::count(t.action.take)) +
                  " table cards (" + sw::mask_string(t.action.take) +
                  "), honours included; a jack scores no sweep bonus (SW-14)." + final_line(p);
           return p.turns.size();
         }
         return 0;
       }},
      {"sweep-multi-group", "sweep", "a sweep of several groups (as SW-T2)",
       [](const Played& p, std::string& note) -> std::size_t {
         for (std::size_t i = 0; i < p.turns.size(); ++i) {
           const Turn& t = p.turns[i];
           if (!t.undo.swept || sw::count(t.action.take) < 4) continue;
           if (sw::capture_groups(p.rules, t.action.card, t.action.take) < 2) continue;
           note = who(p, t.before.mover) + " sweeps " + sw::mask_string(t.action.take) + " with " +
                  sw::card_code(t.action.card) + " at " + turn_no(i) + ": " +
                  std::to_string(sw::capture_groups(p.rules, t.action.card, t.action.take)) +
                  " groups of " + std::to_string(sw::card_value(t.action.card)) +
                  ", a sweep worth " + std::to_string(t.undo.sweep_bonus) + " (SW-8, SW-13)." +
                  final_line(p);
           return p.turns.size();
         }
         return 0;
       }},
      {"sweep-remainder-decides", "sweep", "the remainder decides the hand (SW-16)",
       [](const Played& p, std::string& note) -> std::size_t {
         const Turn& last = p.turns.back();
         if (last.undo.remainder_to < 0 || sw::count(last.undo.remainder) < 3) return 0;
         const int to = last.undo.remainder_to;
         std::array<sw::CardMask, 2> piles = p.end.piles;
         piles[static_cast<std::size_t>(to)] &= ~last.undo.remainder;
         const sw::SweepScore before =
             sw::score_piles(p.rules, piles, {p.end.sweep_points[0], p.end.sweep_points[1]});
         const sw::SweepScore after = sw::score(p.rules, p.end);
         const auto t = static_cast<std::size_t>(to);
         if (!(after.points[t] > after.points[1 - t] && before.points[t] < before.points[1 - t]))
           return 0;
         note = "Before the remainder " + who(p, 1 - to) + " leads " +
                std::to_string(before.points[1 - t]) + " to " + std::to_string(before.points[t]) +
                "; the " + std::to_string(sw::count(last.undo.remainder)) + " cards left (" +
                sw::mask_string(last.undo.remainder) + ") go to " + who(p, to) +
                ", the last to take cards (SW-16), and decide the hand." + final_line(p);
         return p.turns.size();
       }},
      {"sweep-capture-gives-sweep", "sweep", "a capture that leaves the opponent a sweep",
       [](const Played& p, std::string& note) -> std::size_t {
         for (std::size_t i = 0; i + 1 < p.turns.size(); ++i) {
           const Turn& t = p.turns[i];
           const Turn& n = p.turns[i + 1];
           if (t.action.take == 0 || t.undo.swept || !n.undo.swept) continue;
           if (n.undo.sweep_bonus < 20 || sw::is_jack(t.action.card)) continue;
           if (n.before.round != t.before.round || trail_gives_sweep(p, t)) continue;
           const sw::CardMask left = n.before.table;
           note = who(p, t.before.mover) + " captures " + sw::mask_string(t.action.take) +
                  " with " + sw::card_code(t.action.card) + " at " + turn_no(i) + " and leaves " +
                  sw::mask_string(left) + " on the table; " + who(p, n.before.mover) +
                  " sweeps it with " + sw::card_code(n.action.card) + " for " +
                  std::to_string(n.undo.sweep_bonus) + ". Had " + who(p, t.before.mover) +
                  " trailed " + sw::card_code(t.action.card) + " instead, no card of " +
                  who(p, n.before.mover) +
                  "'s could have taken the whole table (`schmier solve "
                  "--after " +
                  std::to_string(i) + "` values both)." + final_line(p);
           return p.turns.size();
         }
         return 0;
       }},
      {"sweep-no-captures", "sweep", "nobody captures for many turns",
       [](const Played& p, std::string& note) -> std::size_t {
         std::size_t run = 0, best = 0, end = 0;
         for (std::size_t i = 0; i < p.turns.size(); ++i) {
           run = p.turns[i].action.take == 0 ? run + 1 : 0;
           if (run > best) {
             best = run;
             end = i;
           }
         }
         if (best < 7) return 0;
         const std::size_t from = end + 1 - best;
         note = "From " + turn_no(from) + " to " + turn_no(end) + " both players trail (" +
                std::to_string(best) + " turns without a capture) and the table grows to " +
                std::to_string(sw::count(p.turns[end].before.table) + 1) + " cards before " +
                who(p, p.turns[end + 1 < p.turns.size() ? end + 1 : end].before.mover) +
                " takes from it." + final_line(p);
         return p.turns.size();
       }},
      {"sweep-tablanette-ace-low", "tablanette_cp",
       "tablanette_cp: an ace counted 1, 3 points for the majority",
       [](const Played& p, std::string& note) -> std::size_t {
         for (std::size_t i = 0; i < p.turns.size(); ++i) {
           const Turn& t = p.turns[i];
           if (t.action.take == 0 || sw::is_jack(t.action.card)) continue;
           int used = 0;
           sw::capture_groups(p.rules, t.action.card, t.action.take, &used);
           // Low: the capture is not valid with every ace counted 11.
           sw::SweepRules high = p.rules;
           high.ace_low = false;
           const bool low = sw::capture_groups(high, t.action.card, t.action.take) < 0;
           if (!low || sw::count(t.action.take) < 2) continue;
           const sw::SweepScore sc = sw::score(p.rules, p.end);
           // A close hand: the majority's 3 points matter.
           if (sc.cards[0] == sc.cards[1] || std::abs(sc.points[0] - sc.points[1]) > 12) continue;
           note = who(p, t.before.mover) + " plays " + sw::card_code(t.action.card) +
                  " and takes " + sw::mask_string(t.action.take) + " at " + turn_no(i) +
                  " with the ace counted 1 (sw_ace_low, groups of " + std::to_string(used) +
                  "). The card majority is worth 3 points (sw_majority = fixed3): " + who(p, 0) +
                  " takes " + std::to_string(sc.cards[0]) + " cards, " + who(p, 1) + " " +
                  std::to_string(sc.cards[1]) +
                  "; 10D counts 2 and 2C 1 (sw_tablanette_specials)." + final_line(p);
           return p.turns.size();
         }
         return 0;
       }},
      {"sweep-stops-round-3", "sweep", "a log that stops in the third round",
       [](const Played& p, std::string& note) -> std::size_t {
         const std::size_t keep = 29;  // five turns into round 3
         const Turn& next = p.turns[keep];
         if (sw::count(next.before.table) < 3) return 0;
         const sw::SweepScore sc = sw::score(p.rules, next.before);
         note = "The log stops after " + std::to_string(keep) + " turns, in round 3, with " +
                who(p, next.before.mover) + " to play onto " + sw::mask_string(next.before.table) +
                " (" + who(p, 0) + " has captured " + std::to_string(sc.cards[0]) + " cards, " +
                who(p, 1) + " " + std::to_string(sc.cards[1]) +
                "); the deck gives every card still to come, so the position solves.";
         return keep;
       }},
      {"sweep-last-card-sweep", "sweep", "a sweep with the last card of the hand (SW-15)",
       [](const Played& p, std::string& note) -> std::size_t {
         const Turn& last = p.turns.back();
         const sw::SweepScore sc = sw::score(p.rules, p.end);
         if (!last.undo.swept || std::abs(sc.points[0] - sc.points[1]) > 30) return 0;
         note = who(p, last.before.mover) + " sweeps " + sw::mask_string(last.action.take) +
                " with " + sw::card_code(last.action.card) +
                ", the last card of the hand: the sweep counts (SW-15, sw_last_play_sweep), "
                "worth " +
                std::to_string(last.undo.sweep_bonus) + ", and nothing is left over (SW-16)." +
                final_line(p);
         return p.turns.size();
       }},
  };
}

engine::DealLog make_log(const Played& p, const Scenario& sc, std::size_t keep,
                         const std::string& note) {
  engine::DealLog log;
  log.game = engine::Game::kSweep;
  log.preset = sc.preset;
  log.players.assign(kNames.begin(), kNames.end());
  log.dealer = p.dealer;
  log.sweep().deck = std::vector<engine::Card>(p.deck.begin(), p.deck.end());
  for (std::size_t i = 0; i < keep; ++i) {
    log.plays.push_back(p.turns[i].action.card);
    std::vector<engine::Card> take;
    for (sw::Card c : sw::cards(p.turns[i].action.take)) take.push_back(c);
    log.sweep().takes.push_back(take);
  }
  if (keep == p.turns.size()) {
    const sw::SweepScore s = sw::score(p.rules, p.end);
    engine::LogResult r;
    r.points.assign(s.points.begin(), s.points.end());
    r.honours.assign(s.honours.begin(), s.honours.end());
    r.cards.assign(s.cards.begin(), s.cards.end());
    r.sweeps.assign(s.sweeps.begin(), s.sweeps.end());
    log.result = r;
  }
  nlohmann::json meta = {
      {"source", "generated by scripts/make_sweep_samples.cpp: seeded deal, rule-of-thumb player"},
      {"seed", p.seed},
      {"scenario", sc.title},
      {"note", note},
  };
  log.meta_json = meta.dump();
  return log;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: make_sweep_samples OUTPUT_DIR\n";
    return 2;
  }
  const std::string out_dir = argv[1];
  int failures = 0;
  for (const Scenario& sc : scenarios()) {
    const sw::SweepRules rules = *sw::sweep_preset(sc.preset);
    bool found = false;
    for (std::uint64_t seed = 1; seed < 20000 && !found; ++seed) {
      const Played p = play_hand(seed, rules);
      std::string note;
      const std::size_t keep = sc.matches(p, note);
      if (keep == 0) continue;
      found = true;
      const std::string text = engine::write_deal_log(make_log(p, sc, keep, note));
      const engine::LoadResult back = engine::parse_deal_log(text);
      if (!back.errors.empty()) {
        std::cerr << sc.file << ": the written log does not load:\n";
        for (const auto& e : back.errors) std::cerr << "  " << engine::format_error(e) << "\n";
        ++failures;
        continue;
      }
      const std::string path = out_dir + "/" + sc.file + ".json";
      std::ofstream out(path, std::ios::binary);
      out << text;
      if (!out) {
        std::cerr << path << ": cannot write\n";
        return 1;
      }
      std::cout << path << ": seed " << seed << ": " << note << "\n";
    }
    if (!found) {
      std::cerr << sc.file << ": no seed below 20000 produces this scenario\n";
      ++failures;
    }
  }
  return failures == 0 ? 0 : 1;
}
