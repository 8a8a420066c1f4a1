// make_samples: regenerates the Sheepshead sample deal logs in samples/ (DEAL_LOG.md format).
//
// It deals hands from seeds 0, 1, 2, ... (SS-3.1), lets the heuristic player
// (solver/sheepshead/heuristic_player.h) play each one out, and keeps the first hand of each
// scenario: an ace call won, a ten call, an unknown call, going alone won and lost, a schneider, a
// no-trick hand, a leaster, and a thrown-in hand under sheepshead_1988 (the doubler, SS-13.2). Each
// log is written with the engine's writer, re-read and checked before it is saved.
//
// Not part of the user-facing CLI. Build and run: scripts/make-samples.sh (or the CMake target
// make_samples, then `build/make_samples OUTPUT_DIR`).
#include <algorithm>
#include <array>
#include <cstdint>
#include <fstream>
#include <functional>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/deal_log.h"
#include "engine/sheepshead.h"
#include "solver/sheepshead/heuristic_player.h"

namespace {

using engine::CallType;
using engine::HandResult;
using engine::SheepsheadHand;

const std::array<std::string, 5> kNames = {"Ann", "Bob", "Cy", "Dee", "Eve"};

bool has_call(const SheepsheadHand& h, CallType t) {
  return h.called() && h.called()->type == t;
}
bool won(const HandResult& r) {
  return !r.row.empty() && r.row[0] == 'W';
}
bool lost(const HandResult& r) {
  return !r.row.empty() && r.row[0] == 'L';
}

struct Scenario {
  std::string file;  // samples/<file>.json
  std::string preset;
  std::string title;  // for meta.scenario
  std::function<bool(const SheepsheadHand&, const HandResult&)> matches;
};

std::vector<Scenario> scenarios() {
  return {
      {"ace-call-won", "sheepshead", "ace call, the picker's side wins",
       [](const SheepsheadHand& h, const HandResult& r) {
         return has_call(h, CallType::kAce) && r.row == "W1" && r.picker_side_points >= 70;
       }},
      {"ten-call", "sheepshead", "ten call: the picker holds all three fail aces",
       [](const SheepsheadHand& h, const HandResult&) { return has_call(h, CallType::kTen); }},
      {"unknown-call", "sheepshead", "unknown call with an under card",
       [](const SheepsheadHand& h, const HandResult&) { return has_call(h, CallType::kUnknown); }},
      {"alone-won", "sheepshead", "the picker goes alone and wins",
       [](const SheepsheadHand& h, const HandResult& r) {
         return has_call(h, CallType::kAlone) && won(r) && r.row != "W3";
       }},
      {"alone-lost", "sheepshead", "the picker goes alone and loses",
       [](const SheepsheadHand& h, const HandResult& r) {
         return has_call(h, CallType::kAlone) && lost(r);
       }},
      {"schneider", "sheepshead", "schneider: the defenders take fewer than 30 (W2)",
       [](const SheepsheadHand& h, const HandResult& r) {
         return has_call(h, CallType::kAce) && r.row == "W2";
       }},
      {"no-trick", "sheepshead", "the defenders take no trick (W3)",
       [](const SheepsheadHand& h, const HandResult& r) {
         return has_call(h, CallType::kAce) && r.row == "W3";
       }},
      {"picker-side-loses", "sheepshead", "ace call, the picker's side loses (L1)",
       [](const SheepsheadHand& h, const HandResult& r) {
         return has_call(h, CallType::kAce) && r.row == "L1";
       }},
      {"leaster", "sheepshead", "everyone passes: a leaster with a winner",
       [](const SheepsheadHand&, const HandResult& r) {
         return r.leaster && r.leaster_winner >= 0;
       }},
      {"doubler-1988", "sheepshead_1988",
       "sheepshead_1988: everyone passes, the hand is thrown in (doubler)",
       [](const SheepsheadHand&, const HandResult& r) { return r.thrown_in; }},
  };
}

std::vector<engine::Card> sorted_cards(engine::CardMask m) {
  const engine::ContractTable t = engine::sheepshead_table();
  std::vector<engine::Card> out;
  for (engine::Card c : engine::cards(m)) out.push_back(c);
  std::sort(out.begin(), out.end(), [&](engine::Card a, engine::Card b) {
    const int sa = t.eff_suit[a] == engine::kTrump ? -1 : t.eff_suit[a];
    const int sb = t.eff_suit[b] == engine::kTrump ? -1 : t.eff_suit[b];
    if (sa != sb) return sa < sb;
    return t.power[a] > t.power[b];
  });
  return out;
}

// A one-sentence story of the hand for meta.note.
std::string story(const SheepsheadHand& h, const HandResult& r) {
  if (r.thrown_in) return "All five pass under the 1988 rules: no leaster, the hand is thrown in.";
  if (r.leaster) {
    return "All five pass: a leaster. " + kNames[static_cast<std::size_t>(r.leaster_winner)] +
           " wins with " + std::to_string(r.points[static_cast<std::size_t>(r.leaster_winner)]) +
           " points.";
  }
  std::string s = kNames[static_cast<std::size_t>(h.picker())] + " picks, buries " +
                  engine::mask_string(h.buried()) + " and calls " +
                  engine::call_string(*h.called());
  if (r.partner >= 0) s += "; " + kNames[static_cast<std::size_t>(r.partner)] + " is the partner";
  s += ". The picker's side takes " + std::to_string(r.picker_side_points) + " points: " + r.row +
       ".";
  return s;
}

engine::DealLog make_log(const SheepsheadHand& h, const std::string& preset, const Scenario& sc,
                         std::uint64_t seed) {
  engine::DealLog log;
  log.game = engine::Game::kSheepshead;
  log.preset = preset;
  log.players.assign(kNames.begin(), kNames.end());
  log.dealer = h.dealer();
  for (int s = 0; s < engine::kSheepsheadSeats; ++s) {
    log.hands.emplace_back(sorted_cards(h.deal().hands[static_cast<std::size_t>(s)]));
  }
  log.blind = sorted_cards(h.deal().blind);
  log.auction = h.auction();
  if (h.picker() >= 0) {
    log.bury = sorted_cards(h.buried());
    log.call = h.called();
  }
  log.plays = h.plays();
  log.multiplier = h.multiplier();
  const HandResult r = h.result();
  if (!r.thrown_in) {
    engine::LogResult lr;
    for (int s = 0; s < engine::kSheepsheadSeats; ++s) {
      lr.points.push_back(r.points[static_cast<std::size_t>(s)]);
      lr.units.push_back(r.units[static_cast<std::size_t>(s)]);
    }
    log.result = lr;
  }
  nlohmann::json meta = {
      {"source", "generated by scripts/make_samples.cpp: seeded deal, heuristic player"},
      {"seed", seed},
      {"scenario", sc.title},
      {"note", story(h, r)},
  };
  log.meta_json = meta.dump();
  return log;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: make_samples OUTPUT_DIR\n";
    return 2;
  }
  const std::string out_dir = argv[1];
  int failures = 0;
  for (const Scenario& sc : scenarios()) {
    const engine::SheepsheadRules rules = *engine::sheepshead_preset(sc.preset);
    bool found = false;
    for (std::uint64_t seed = 0; seed < 200000 && !found; ++seed) {
      const int dealer = static_cast<int>(seed % engine::kSheepsheadSeats);
      SheepsheadHand h(rules, dealer, engine::deal_sheepshead(seed, dealer));
      if (auto err = solver::HeuristicPlayer(seed).play_out(h)) {
        std::cerr << "seed " << seed << ": the heuristic player made an illegal move: " << *err
                  << "\n";
        return 1;
      }
      if (!sc.matches(h, h.result())) continue;
      found = true;
      const std::string text = engine::write_deal_log(make_log(h, sc.preset, sc, seed));
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
      if (!text.empty() && text.back() != '\n') out << '\n';
      if (!out) {
        std::cerr << path << ": cannot write\n";
        return 1;
      }
      std::cout << path << ": seed " << seed << ": " << story(h, h.result()) << "\n";
    }
    if (!found) {
      std::cerr << sc.file << ": no seed below 200000 produces this scenario\n";
      ++failures;
    }
  }
  return failures == 0 ? 0 : 1;
}
