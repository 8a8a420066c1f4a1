// The NetSchafkopf table's settings from all games of a protocol, then each game built into
// a deal log and checked against what the protocol says (RULES.md SK-12).
#include <algorithm>
#include <bit>
#include <string>

#include "schafkopf/netschafkopf_import.h"

namespace engine::netschafkopf_import {

bool Importer::wenz_geier(const SkContract& c) {
  return c.game == SkGame::kWenz || c.game == SkGame::kGeier || c.game == SkGame::kFarbwenz ||
         c.game == SkGame::kFarbgeier;
}

void Importer::find_table(const std::vector<std::optional<Parsed>>& parsed) {
  SchafkopfRules& t = out_.table;
  t.all_pass = SkAllPass::kRamsch;
  t.ramsch_jungfrau = true;
  t.runner_ladder = SkRunnerLadder::kAllTrumps;
  t.tout_value = SkToutValue::kDoubleSolo;
  int sauspiel = -1, solo = -1, ramsch = -1, bonus = -1;
  // Runner minimum per family: above every unpriced run, at most every priced one.
  std::array<int, 2> lo{0, 0};
  std::array<int, 2> hi{99, 99};
  for (const auto& p : parsed) {
    if (!p) continue;
    const Price& pr = p->price;
    if (pr.kind == "Rufspiel" && sauspiel < 0) sauspiel = pr.base;
    if (pr.kind == "Einzelspiel" && solo < 0) solo = pr.base;
    if (pr.kind == "Ramsch" && ramsch < 0) ramsch = pr.base;
    if (pr.bonus > 0 && bonus < 0) bonus = pr.bonus;
    if (p->contract.game == SkGame::kRamsch) continue;
    const std::size_t fam = wenz_geier(p->contract) ? 1 : 0;
    if (pr.runners > 0) {
      hi[fam] = std::min(hi[fam], pr.runners);
    } else if (p->raw_runs > 0) {
      lo[fam] = std::max(lo[fam], p->raw_runs + 1);
    }
  }
  t.tariff_sauspiel = sauspiel >= 0 ? sauspiel : 2;
  t.tariff_solo = solo >= 0 ? solo : 5;
  t.tariff_ramsch = ramsch >= 0 ? ramsch : 1;
  t.tariff_bonus = bonus >= 0 ? bonus : 1;
  auto minimum = [](int l, int h) { return l > 0 ? l : std::min(3, h); };
  t.runners_min_sauspiel_solo = minimum(lo[0], hi[0]);
  t.runners_min_wenz_geier = minimum(lo[1], hi[1]);
}

bool Importer::build(RawGame& g, const Parsed& p) {
  SchafkopfRules rules = out_.table;
  rules.deck = p.short_deck ? SkDeck::kShort : SkDeck::kLong;
  if (p.short_deck) rules.runaway_min = 3;
  rules.table_doublings = p.price.doubled;
  if (p.claims.higher_ober) rules.ramsch_tie = SkRamschTie::kHigherOber;
  const SkContract& c = p.contract;
  if (g.stock_delta != 0) {
    problem(g, g.score_line, NsReason::kStock,
            "not imported: the game moves the stock (\"Stock\" " +
                std::to_string(g.stock - g.stock_delta) + " to " + std::to_string(g.stock) +
                "), which the engine does not keep");
    return false;
  }
  const char* preset = p.short_deck ? "schafkopf_short" : "schafkopf";
  DealLog log;
  log.game = Game::kSchafkopf;
  log.preset = preset;
  log.rule_flags = schafkopf_flags_diff(rules, preset);
  log.players = players_;
  log.dealer = p.dealer;
  for (int s = 0; s < kSeats; ++s) {
    std::vector<Card> h;
    if (p.schieber) {
      // The hand as played, in play order.
      for (std::size_t k = 0; k < p.plays.size(); ++k) {
        const int leader = p.trick_leaders[k / kSeats];
        if ((leader + static_cast<int>(k % kSeats)) % kSeats == s) h.push_back(p.plays[k]);
      }
    } else {
      // In the protocol's order of the hand line.
      const auto& line =
          g.hands[static_cast<std::size_t>((s - p.dealer - 1 + 2 * kSeats) % kSeats)];
      for (const std::string& code : line.second) h.push_back(*german_card(code));
    }
    log.hands.emplace_back(std::move(h));
  }
  LogContract lc;
  lc.declarer = c.declarer;
  lc.tout = c.tout;
  switch (c.game) {
    case SkGame::kSauspiel:
      lc.type = LogContractType::kSauspiel;
      lc.called = c.called_card();
      break;
    case SkGame::kSolo:
      lc.type = LogContractType::kSolo;
      lc.trump = c.suit;
      break;
    case SkGame::kWenz:
      lc.type = LogContractType::kWenz;
      break;
    case SkGame::kGeier:
      lc.type = LogContractType::kGeier;
      break;
    case SkGame::kFarbwenz:
      lc.type = LogContractType::kFarbwenz;
      lc.trump = c.suit;
      break;
    case SkGame::kFarbgeier:
      lc.type = LogContractType::kFarbgeier;
      lc.trump = c.suit;
      break;
    case SkGame::kRamsch:
      lc.type = LogContractType::kRamsch;
      lc.declarer = -1;
      break;
  }
  log.schafkopf().contract = lc;
  const SkSetup setup = schafkopf_setup(rules, c, p.hands);
  if (p.price.kontra > 2 || (p.price.kontra > 0 && c.game == SkGame::kRamsch)) {
    problem(g, g.result_line, NsReason::kNotPlayed,
            "not imported: " + std::to_string(p.price.kontra) +
                " mal gespritzt goes beyond Kontra and Re, which the engine does not play");
    return false;
  }
  if (p.price.kontra >= 1) {
    const int leader = (p.dealer + 1) % kSeats;
    for (int k = 1; k <= kSeats; ++k) {
      const int s = (leader + k) % kSeats;
      if (!((setup.party >> s) & 1u)) {
        log.schafkopf().doubles.push_back({s, LogDoubleCall::kKontra});
        break;
      }
    }
  }
  if (p.price.kontra == 2) log.schafkopf().doubles.push_back({c.declarer, LogDoubleCall::kRe});
  log.plays = p.plays;
  if (!view_seat_known()) {
    problem(g, 0, NsReason::kMalformed,
            "the viewer \"" + viewer_name_ + "\" is not one of the four players");
    return false;
  }
  log.viewer = seat_of(viewer_name_);
  log.meta_json = meta(g, p);
  // 1. Every play legal, every trick won by the seat that leads the next one.
  std::vector<LogError> errors = validate_deal_log(log);
  if (!errors.empty()) {
    for (const LogError& e : errors) {
      problem(g, line_of(g, e.where), NsReason::kIllegal,
              "the engine rejects the game: " + format_error(e));
    }
    return false;
  }
  for (std::size_t t = 0; t < p.trick_leaders.size(); ++t) {
    const int engine_leader = log.play_seat[t * kSeats];
    if (engine_leader != p.trick_leaders[t]) {
      problem(g, g.tricks[t].line, NsReason::kIllegal,
              "the protocol has " + players_[static_cast<std::size_t>(p.trick_leaders[t])] +
                  " lead trick " + std::to_string(t + 1) + ", but under the rules " +
                  players_[static_cast<std::size_t>(engine_leader)] +
                  (t == 0 ? " (forehand) leads it" : " won trick " + std::to_string(t)));
      return false;
    }
  }
  // 2. The engine's result against everything the protocol records.
  std::array<std::string, kSeats> names;
  for (int s = 0; s < kSeats; ++s) names[s] = players_[static_cast<std::size_t>(s)];
  std::vector<SkDouble> doubles;
  for (const LogDouble& d : log.schafkopf().doubles) {
    doubles.push_back(
        {d.seat, d.call == LogDoubleCall::kRe ? SkDoubleKind::kRe : SkDoubleKind::kKontra});
  }
  const SkReplay r = replay_schafkopf(rules, c, p.dealer, p.hands, p.plays, doubles, names);
  if (!r.complete) {
    problem(g, g.line, NsReason::kIllegal, "the hand did not finish in the engine");
    return false;
  }
  if (p.claims.higher_ober && !tie_decided(g, p, r.result)) return false;
  if (!agrees(g, p, r.result)) return false;
  log.result = LogResult{std::vector<int>(r.result.points.begin(), r.result.points.end()),
                         std::vector<int>(g.deltas.begin(), g.deltas.end()),
                         {},
                         {},
                         {}};
  errors = validate_deal_log(log);
  if (!errors.empty()) {
    problem(g, g.line, NsReason::kDisagrees,
            "the engine rejects the game's result: " + format_error(errors[0]));
    return false;
  }
  out_.games.push_back({std::move(log), g.number, g.line, r.result});
  return true;
}

bool Importer::tie_decided(RawGame& g, const Parsed& p, const SkResult& r) {
  const int most = *std::max_element(r.points.begin(), r.points.end());
  std::string tied;
  int count = 0;
  bool ober = false;
  for (int s = 0; s < kSeats; ++s) {
    if (r.points[static_cast<std::size_t>(s)] != most) continue;
    ++count;
    tied += (tied.empty() ? "" : " and ") + players_[static_cast<std::size_t>(s)];
    for (Suit o : {Suit::kClubs, Suit::kSpades, Suit::kHearts, Suit::kDiamonds}) {
      ober = ober || has(p.hands[static_cast<std::size_t>(s)], make_card(o, Rank::kQueen));
    }
  }
  if (count < 2 || ober) return true;
  problem(g, g.result_line, NsReason::kUndetermined,
          "not imported: " + tied + " tie with " + std::to_string(most) +
              " Augen and the protocol lets the one with the higher Ober lose, but none of "
              "them was dealt an Ober, so the loser is not determined");
  return false;
}

int Importer::line_of(const RawGame& g, const std::string& where) const {
  if (starts_with(where, "plays[")) {
    const std::optional<int> k = number(where.substr(6, where.find(']') - 6));
    if (k && *k >= 0 && static_cast<std::size_t>(*k / kSeats) < g.tricks.size()) {
      return g.tricks[static_cast<std::size_t>(*k / kSeats)].line;
    }
  }
  if (starts_with(where, "contract")) return g.contract_line;
  if (starts_with(where, "doubles") || starts_with(where, "result")) return g.result_line;
  return g.line;
}

bool Importer::agrees(RawGame& g, const Parsed& p, const SkResult& r) {
  const Claims& cl = p.claims;
  const Price& pr = p.price;
  auto disagree = [&](int line, const std::string& what) {
    problem(g, line, NsReason::kDisagrees, "the engine disagrees with the protocol: " + what);
    return false;
  };
  const std::string& ctext = contract_name(p.contract);
  if (p.contract.game == SkGame::kRamsch) {
    const int loser = seat_of(cl.who);
    if (loser < 0 || cl.won) return disagree(g.result_line, "no Ramsch loser is named");
    if (!((r.ramsch_losers >> loser) & 1)) {
      return disagree(g.result_line,
                      "it names " + cl.who + " as the Ramsch loser" +
                          (cl.higher_ober ? " (of the tied players, the engine lets the one "
                                            "dealt the higher Ober lose)"
                                          : ""));
    }
    if (cl.loser_points && *cl.loser_points != r.points[static_cast<std::size_t>(loser)]) {
      return disagree(g.result_line, cl.who + " has " + std::to_string(*cl.loser_points) +
                                         " Augen in the protocol, " +
                                         std::to_string(r.points[static_cast<std::size_t>(loser)]) +
                                         " in the engine");
    }
    int named = 0;
    for (const std::string& j : cl.jungfrauen) {
      const int s = seat_of(j);
      if (s < 0 || r.tricks[static_cast<std::size_t>(s)] != 0) {
        return disagree(g.result_line, j + " is called Jungfrau but took a trick");
      }
      named |= 1 << s;
    }
    // The count in the price ("Mit 2 mal Jungfrau") is complete; the names may be left out
    // ("Du verlierst den Ramsch" alone).
    if (pr.jungfrau != r.jungfrauen || std::popcount(static_cast<unsigned>(named)) > r.jungfrauen) {
      return disagree(g.result_line, "the protocol prices " + std::to_string(pr.jungfrau) +
                                         " Jungfrau, the engine finds " +
                                         std::to_string(r.jungfrauen) + " players without a trick");
    }
  } else {
    if (seat_of(cl.who) != p.contract.declarer) {
      return disagree(g.result_line, "it names " + cl.who + " as the declarer");
    }
    if (cl.won != r.declarer_won) {
      return disagree(g.result_line, "it says the " + ctext + " was " + (cl.won ? "won" : "lost") +
                                         ", the engine finds " + std::to_string(r.party_points) +
                                         " points and " + std::to_string(r.party_tricks) +
                                         " tricks");
    }
    if (cl.opponents_points && *cl.opponents_points != 120 - r.party_points) {
      return disagree(g.result_line, "the opponents have " + std::to_string(*cl.opponents_points) +
                                         " Augen in the protocol, " +
                                         std::to_string(120 - r.party_points) + " in the engine");
    }
    if (pr.schneider != r.schneider || pr.schwarz != r.schwarz) {
      return disagree(g.result_line, std::string("schneider/schwarz: the protocol prices ") +
                                         (pr.schneider ? "schneider" : "no schneider") + ", " +
                                         (pr.schwarz ? "schwarz" : "no schwarz"));
    }
    if (pr.runners != r.runners) {
      return disagree(g.result_line, "the protocol prices " + std::to_string(pr.runners) +
                                         " runners, the engine " + std::to_string(r.runners) +
                                         " (run of " + std::to_string(p.raw_runs) + ")");
    }
  }
  if (pr.tout_doubled && !p.contract.tout) {
    return disagree(g.result_line, "it prices \"Doppelt für Tout\" for a " + ctext);
  }
  if (g.price != r.value) {
    return disagree(g.score_line, "the price is " + std::to_string(g.price) +
                                      " in the protocol and " + std::to_string(r.value) +
                                      " in the engine (" + ctext + ")");
  }
  for (int s = 0; s < kSeats; ++s) {
    if (g.deltas[s] != r.units[s]) {
      return disagree(g.score_line, players_[static_cast<std::size_t>(s)] + " gets " +
                                        std::to_string(g.deltas[s]) + " in the protocol and " +
                                        std::to_string(r.units[s]) + " in the engine");
    }
  }
  return true;
}

std::string Importer::meta(const RawGame& g, const Parsed& p) const {
  std::string m = "{\"source\":" + json_string("NetSchafkopf protocol") +
                  ",\"file\":" + json_string(source_) + ",\"line\":" + std::to_string(g.line) +
                  ",\"game\":" + std::to_string(g.number);
  if (!ruleset_.empty()) m += ",\"ruleset\":" + json_string(ruleset_);
  if (!date_.empty()) m += ",\"date\":" + json_string(date_);
  m += ",\"contract\":" + json_string(g.contract);
  m += ",\"result_text\":" + json_string(g.result);
  m += ",\"price\":" + std::to_string(g.price);
  if (p.price.kontra > 0) {
    m += ",\"doubles_note\":" +
         json_string("the protocol says \"" + std::to_string(p.price.kontra) +
                     " mal gespritzt\" but not who: the seats in doubles are assumed (Kontra: "
                     "the first opponent after the leader; Re: the declarer)");
  }
  if (p.claims.higher_ober) {
    m += ",\"ramsch_tie\":" + json_string("the protocol says \"" + std::string(kTieSentence) +
                                          "\": sk_ramsch_tie = higher_ober");
  }
  if (p.schieber) {
    m += ",\"spielart\":\"Schieber\",\"cards_passed\":";
    m += p.passed ? "true" : "false";
    m += ",\"schieber\":{\"note\":" +
         json_string(p.passed ? "cards were passed before play: the hands are the cards each "
                                "seat played, the protocol's listed hands differ from them"
                              : "the listed hands are the hands as played") +
         ",\"listed_hands\":[";
    for (int s = 0; s < kSeats; ++s) {
      // The hand lines start left of the dealer.
      const auto& codes =
          g.hands[static_cast<std::size_t>((s - p.dealer - 1 + 2 * kSeats) % kSeats)].second;
      m += s ? ",[" : "[";
      for (std::size_t k = 0; k < codes.size(); ++k) m += (k ? "," : "") + json_string(codes[k]);
      m += "]";
    }
    m += "],\"gave\":[";
    for (int s = 0; s < kSeats; ++s) {
      m += s ? ",[" : "[";
      const std::size_t i = static_cast<std::size_t>(s);
      bool first = true;
      for (Card x : cards(p.listed[i] & ~p.hands[i])) {
        m += (first ? "" : ",") + json_string(german_code(x));
        first = false;
      }
      m += "]";
    }
    m += "],\"received\":[";
    for (int s = 0; s < kSeats; ++s) {
      m += s ? ",[" : "[";
      const std::size_t i = static_cast<std::size_t>(s);
      bool first = true;
      for (Card x : cards(p.hands[i] & ~p.listed[i])) {
        m += (first ? "" : ",") + json_string(german_code(x));
        first = false;
      }
      m += "]";
    }
    m += "]}";
  }
  return m + "}";
}

}  // namespace engine::netschafkopf_import
