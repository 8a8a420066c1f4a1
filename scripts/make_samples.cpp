// make_samples: regenerates the Sheepshead sample deal logs in samples/ (DEAL_LOG.md format).
//
// It deals hands from seeds 0, 1, 2, ... (SS-3.1), lets the heuristic player
// (solver/sheepshead/heuristic_player.h) play each one out, and keeps the first hand of each
// scenario: an ace call won, a ten call, an unknown call, going alone won and lost, a schneider, a
// no-trick hand, a leaster, and a thrown-in hand under sheepshead_1988 (the doubler, SS-13.2). Each
// log is written with the engine's writer, re-read and checked before it is saved.
//
// The SS-14 tables (samples/sheepshead-*.json: the jack-of-diamonds partner revealed mid-hand, a
// call-up, a crack and re-crack, a blitz, three and four hands) are played by a simple rule-of-
// thumb player of this file (table_act below), not the heuristic player, which did not play
// those tables when they were made: pick with half the hand in trumps, bury the fail cards with
// the most points, crack with half the hand in trumps, re-crack with two thirds, blitz when
// legal (each only where the scenario asks for it), and in play win a trick as
// cheaply as possible or else throw the card with the fewest points.
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
using engine::Announce;
using engine::Card;
using engine::CardMask;

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
  // SS-14 tables: played by table_act, which makes these announcements whenever legal and
  // prefers a call-up when `call_up` is set.
  bool table_player = false;
  std::vector<Announce> announce{};
  bool call_up = false;
};

// The trick position of the card `c` just played would reach: does it win the trick so far?
bool would_win(const SheepsheadHand& h, Card c) {
  const engine::PlayState& st = h.play_state();
  const engine::PlayRules& pr = h.play_rules();
  std::array<Card, engine::kMaxPlayers> trick{};
  for (int i = 0; i < st.trick_size; ++i)
    trick[static_cast<std::size_t>(i)] = st.trick[static_cast<std::size_t>(i)];
  trick[st.trick_size] = c;
  const std::uint8_t led = st.trick_size == 0 ? pr.table.eff_suit[c] : st.led_suit(pr);
  return engine::trick_winner_index(pr.table, trick.data(), st.trick_size + 1, led, pr.under) ==
         st.trick_size;
}

// A rule-of-thumb player for the SS-14 sample tables (see the file comment).
std::optional<std::string> table_act(SheepsheadHand& h, const Scenario& sc) {
  const engine::SheepsheadRules& rules = h.rules();
  const engine::ContractTable t = engine::sheepshead_table_for(rules);
  const CardMask trumps = t.suit_mask[engine::kTrump];
  switch (h.phase()) {
    case engine::Phase::kPick: {
      const CardMask mine = h.hand_of(h.to_act());
      return h.pick(!h.can_pass() || 2 * engine::count(mine & trumps) >= rules.hand_size());
    }
    case engine::Phase::kBury: {
      std::vector<Card> cards;
      for (Card c : engine::cards(h.picker_cards())) cards.push_back(c);
      // Fail cards first, the most points first; then the lowest trumps.
      std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) {
        const bool ta = engine::has(trumps, a), tb = engine::has(trumps, b);
        if (ta != tb) return !ta;
        if (!ta) return engine::card_points(a) > engine::card_points(b);
        return t.power[a] < t.power[b];
      });
      CardMask bury = 0;
      for (int i = 0; i < rules.blind_size(); ++i)
        bury |= engine::bit(cards[static_cast<std::size_t>(i)]);
      return h.bury(bury);
    }
    case engine::Phase::kCall: {
      const auto calls = h.legal_calls();
      engine::Call c = calls.front();
      for (const engine::Call& x : calls) {
        if (sc.call_up && x.type == CallType::kJack) c = x;
      }
      return h.call(c);
    }
    case engine::Phase::kAnnounce: {
      // A crack with at least half the hand in trumps, a re-crack with two thirds; a blitz
      // always (both queens are strength enough).
      const int mine = engine::count(h.hand_of(h.to_act()) & trumps);
      Announce a = Announce::kPass;
      for (Announce x : h.legal_announcements()) {
        if (std::find(sc.announce.begin(), sc.announce.end(), x) == sc.announce.end()) continue;
        if (x == Announce::kCrack && 2 * mine < rules.hand_size()) continue;
        if (x == Announce::kRecrack && 3 * mine < 2 * rules.hand_size()) continue;
        a = x;
      }
      return h.announce(a);
    }
    case engine::Phase::kPlay: {
      const CardMask legal = h.legal_cards();
      // The cheapest winning card (fewest points, then least power), else the card with the
      // fewest points and least power.
      Card best = engine::kNoCard;
      Card low = engine::kNoCard;
      auto cheaper = [&](Card a, Card b) {
        return b == engine::kNoCard || engine::card_points(a) < engine::card_points(b) ||
               (engine::card_points(a) == engine::card_points(b) && t.power[a] < t.power[b]);
      };
      for (Card c : engine::cards(legal)) {
        if (would_win(h, c) && cheaper(c, best)) best = c;
        if (cheaper(c, low)) low = c;
      }
      return h.play(best != engine::kNoCard ? best : low);
    }
    case engine::Phase::kDone:
      break;
  }
  return std::string("the hand is over");
}

int jd_trick(const SheepsheadHand& h) {
  const Card jd = engine::make_card(engine::Suit::kDiamonds, engine::Rank::kJack);
  const auto& p = h.plays();
  const auto at = std::find(p.begin(), p.end(), jd);
  return at == p.end() ? -1 : static_cast<int>(at - p.begin()) / h.seats();
}

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
      {"sheepshead-jack-of-diamonds",
       "sheepshead_jack_of_diamonds",
       "jack of diamonds partner (SS-14.1), revealed when JD falls in trick 3 or later",
       [](const SheepsheadHand& h, const HandResult& r) {
         return r.picker >= 0 && r.partner >= 0 && r.partner != r.picker && jd_trick(h) >= 2;
       },
       true,
       {},
       false},
      {"sheepshead-call-up",
       "sheepshead_jack_of_diamonds_crack",
       "the picker holds JD and calls up to the next jack (SS-14.1)",
       [](const SheepsheadHand& h, const HandResult& r) {
         return has_call(h, CallType::kJack) && r.partner >= 0 && h.announcements().empty();
       },
       true,
       {},
       true},
      {"sheepshead-crack-recrack",
       "sheepshead_jack_of_diamonds_crack",
       "a defender cracks and the picker re-cracks (SS-14.3): the hand counts four times",
       [](const SheepsheadHand& h, const HandResult&) {
         const auto& a = h.announcements();
         return a.size() == 2 && a[0].kind == Announce::kCrack && a[1].kind == Announce::kRecrack;
       },
       true,
       {Announce::kCrack, Announce::kRecrack},
       false},
      {"sheepshead-blitz",
       "sheepshead_jack_of_diamonds_crack",
       "a blitz: both black queens shown before the first lead (SS-14.4)",
       [](const SheepsheadHand& h, const HandResult&) {
         const auto& a = h.announcements();
         return a.size() == 1 && a[0].kind == Announce::kBlitzBlack;
       },
       true,
       {Announce::kBlitzBlack},
       false},
      {"sheepshead-3-handed",
       "sheepshead_3_handed",
       "three-handed (SS-14.2): 10 cards each, the picker alone against two",
       [](const SheepsheadHand&, const HandResult& r) { return r.picker >= 0 && r.row == "W1"; },
       true,
       {},
       false},
      {"sheepshead-4-handed",
       "sheepshead_4_handed",
       "four-handed (SS-14.2): 7 cards each, a 4-card blind, the picker alone against three",
       [](const SheepsheadHand&, const HandResult& r) { return r.picker >= 0 && lost(r); },
       true,
       {},
       false},
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
                  engine::mask_string(h.buried());
  if (h.called()) {
    s += " and calls " + engine::call_string(*h.called());
  } else if (!h.rules().has_partner()) {
    s += " and plays alone against " + std::to_string(h.seats() - 1);
  }
  if (r.partner >= 0) {
    s += "; " + kNames[static_cast<std::size_t>(r.partner)] + " is the partner";
    if (h.rules().partner_rule == engine::PartnerRule::kJackOfDiamonds) {
      const auto& plays = h.plays();
      const auto at = std::find(plays.begin(), plays.end(), h.partner_card());
      if (at != plays.end()) {
        s += " (" + engine::card_code(h.partner_card()) + ", shown in trick " +
             std::to_string((at - plays.begin()) / h.seats() + 1) + ")";
      }
    }
  }
  for (const engine::Announcement& a : h.announcements()) {
    const char* verb = a.kind == Announce::kCrack      ? " cracks"
                       : a.kind == Announce::kRecrack  ? " re-cracks"
                       : a.kind == Announce::kBlitzRed ? " blitzes with QH QD"
                                                       : " blitzes with QC QS";
    s += "; " + kNames[static_cast<std::size_t>(a.seat)] + verb;
  }
  if (r.multiplier > 1) s += "; the hand counts x" + std::to_string(r.multiplier);
  s += ". The picker's side takes " + std::to_string(r.picker_side_points) + " points: " + r.row +
       ".";
  return s;
}

engine::DealLog make_log(const SheepsheadHand& h, const std::string& preset, const Scenario& sc,
                         std::uint64_t seed) {
  engine::DealLog log;
  log.game = engine::Game::kSheepshead;
  log.preset = preset;
  log.players.assign(kNames.begin(), kNames.begin() + h.seats());
  log.dealer = h.dealer();
  for (int s = 0; s < h.seats(); ++s) {
    log.hands.emplace_back(sorted_cards(h.deal().hands[static_cast<std::size_t>(s)]));
  }
  log.sheepshead().blind = sorted_cards(h.deal().blind);
  log.sheepshead().auction = h.auction();
  if (h.picker() >= 0) {
    log.sheepshead().bury = sorted_cards(h.buried());
    log.sheepshead().call = h.called();
  }
  log.sheepshead().doubles = h.announcements();
  log.plays = h.plays();
  log.multiplier = 1;  // every sample hand starts without pending doublers
  const HandResult r = h.result();
  if (!r.thrown_in) {
    engine::LogResult lr;
    for (int s = 0; s < h.seats(); ++s) {
      lr.points.push_back(r.points[static_cast<std::size_t>(s)]);
      lr.units.push_back(r.units[static_cast<std::size_t>(s)]);
    }
    log.result = lr;
  }
  nlohmann::json meta = {
      {"source",
       std::string("generated by scripts/make_samples.cpp: seeded deal, ") +
           (sc.table_player ? "the table player of make_samples.cpp" : "heuristic player")},
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
      const int dealer = static_cast<int>(seed % static_cast<std::uint64_t>(rules.seats()));
      SheepsheadHand h(rules, dealer, engine::deal_sheepshead(seed, dealer, rules.seats()));
      if (sc.table_player) {
        while (h.phase() != engine::Phase::kDone) {
          if (auto err = table_act(h, sc)) {
            std::cerr << "seed " << seed << ": the table player made an illegal move: " << *err
                      << "\n";
            return 1;
          }
        }
      } else if (auto err = solver::HeuristicPlayer(seed).play_out(h)) {
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
