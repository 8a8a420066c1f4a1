// Schafkopf computer players (solver/players.h, solver/sk_heuristic_player.h): complete hands
// with only legal actions under several rule sets (Ramsch included), determinism, decisions that
// depend only on what the seat may know, and the rules of thumb in textbook positions.
#include <doctest/doctest.h>

#include <array>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/schafkopf.h"
#include "solver/players.h"
#include "solver/sk_heuristic_player.h"

namespace {

using engine::Card;
using engine::CardMask;
using engine::SchafkopfHand;
using engine::SchafkopfRules;
using engine::SkGame;
using engine::SkPhase;
using solver::SkAction;
using solver::SkActionKind;

Card card(std::string_view code) {
  const auto c = engine::parse_card(code);
  REQUIRE_MESSAGE(c.has_value(), "bad card code in test: ", std::string(code));
  return *c;
}

CardMask mask(std::string_view codes) {
  CardMask m = 0;
  std::istringstream in{std::string(codes)};
  std::string word;
  while (in >> word) m |= engine::bit(card(word));
  return m;
}

SchafkopfRules preset(std::string_view name) {
  const auto r = engine::schafkopf_preset(name);
  REQUIRE(r.has_value());
  return *r;
}

// The NetSchafkopf table of shared/data/netschafkopf (engine/netschafkopf.h).
SchafkopfRules netschafkopf_rules() {
  SchafkopfRules r = preset("schafkopf");
  r.all_pass = engine::SkAllPass::kRamsch;
  r.ramsch_jungfrau = true;
  r.runner_ladder = engine::SkRunnerLadder::kAllTrumps;
  r.runners_min_wenz_geier = 3;
  r.tout_value = engine::SkToutValue::kDoubleSolo;
  r.tariff_sauspiel = 2;
  return r;
}

// Is the action one of the hand's legal actions right now?
bool is_legal(const SchafkopfHand& h, const SkAction& a) {
  switch (a.kind) {
    case SkActionKind::kBid: {
      const auto legal = h.legal_bids();
      return std::find(legal.begin(), legal.end(), a.bid) != legal.end();
    }
    case SkActionKind::kDeclare: {
      const auto legal = h.legal_declarations();
      return std::find(legal.begin(), legal.end(), a.contract) != legal.end();
    }
    case SkActionKind::kDouble:
      return h.phase() == SkPhase::kDoubling && (!a.yes || h.may_double());
    case SkActionKind::kPlay:
      return h.phase() == SkPhase::kPlay && a.card < engine::kNumCards &&
             engine::has(h.legal_cards(), a.card);
  }
  return false;
}

struct Played {
  std::vector<SkAction> actions;
  engine::SkResult result;
  std::optional<engine::SkContract> contract;
};

// Plays one hand to the end with one bot per seat, checking every action's legality.
Played play_hand(const SchafkopfRules& rules, std::uint64_t deal_seed, int dealer,
                 std::array<std::unique_ptr<solver::SchafkopfBot>, 4>& bots) {
  SchafkopfHand h(rules, dealer, engine::deal_schafkopf(deal_seed, dealer, rules.deck));
  Played out;
  for (int guard = 0; h.phase() != SkPhase::kDone; ++guard) {
    REQUIRE(guard < 200);
    const int seat = h.to_act();
    REQUIRE(seat >= 0);
    const solver::SkAdvice adv = bots[static_cast<std::size_t>(seat)]->decide(h);
    const std::string text = solver::sk_action_text(adv.action);
    INFO("deal seed ", deal_seed, " seat ", seat, " action ", text);
    REQUIRE(is_legal(h, adv.action));
    const auto err = solver::apply_action(h, adv.action);
    REQUIRE_MESSAGE(!err, *err);
    out.actions.push_back(adv.action);
  }
  out.result = h.result();
  out.contract = h.contract();
  return out;
}

std::array<std::unique_ptr<solver::SchafkopfBot>, 4> make_bots(solver::Strength s,
                                                               std::uint64_t seed) {
  std::array<std::unique_ptr<solver::SchafkopfBot>, 4> bots;
  for (std::size_t i = 0; i < 4; ++i) {
    solver::BotConfig cfg;
    cfg.strength = s;
    cfg.seed = seed + i;
    cfg.budget_seconds = 0;
    cfg.max_worlds = 4;
    cfg.min_worlds = 4;
    bots[i] = solver::make_schafkopf_bot(cfg);
  }
  return bots;
}

// Runs many hands and returns how often each game was played (thrown in: "thrown in").
std::map<std::string, int> run_many(const SchafkopfRules& rules, solver::Strength s, int hands) {
  std::map<std::string, int> games;
  auto bots = make_bots(s, 7);
  for (int i = 0; i < hands; ++i) {
    const Played p = play_hand(rules, 1000 + static_cast<std::uint64_t>(i), i % 4, bots);
    if (p.result.thrown_in) {
      games["thrown in"]++;
      continue;
    }
    REQUIRE(p.contract.has_value());
    games[p.contract->game == SkGame::kRamsch     ? "Ramsch"
          : p.contract->game == SkGame::kSauspiel ? "Sauspiel"
                                                  : "solo class"]++;
    int pts = 0;
    int units = 0;
    for (int s2 = 0; s2 < 4; ++s2) {
      pts += p.result.points[static_cast<std::size_t>(s2)];
      units += p.result.units[static_cast<std::size_t>(s2)];
    }
    CHECK(pts == 120);
    CHECK(units == 0);
  }
  return games;
}

}  // namespace

TEST_CASE("Schafkopf heuristic bots play complete hands with legal actions (schafkopf preset)") {
  const auto games = run_many(preset("schafkopf"), solver::Strength::kHeuristic, 300);
  CHECK(games.count("Sauspiel") == 1);
  CHECK(games.count("solo class") == 1);
  CHECK(games.count("thrown in") == 1);  // all pass: redeal
  CHECK(games.count("Ramsch") == 0);
}

TEST_CASE("Schafkopf heuristic bots play complete hands with legal actions (netschafkopf)") {
  const auto games = run_many(netschafkopf_rules(), solver::Strength::kHeuristic, 300);
  CHECK(games.count("Sauspiel") == 1);
  CHECK(games.count("Ramsch") == 1);  // all pass: Ramsch
  CHECK(games.count("thrown in") == 0);
}

TEST_CASE("Schafkopf heuristic bots play complete hands with legal actions (short deck)") {
  const auto games = run_many(preset("schafkopf_short"), solver::Strength::kHeuristic, 200);
  CHECK(games.count("Sauspiel") == 1);
}

TEST_CASE("Schafkopf heuristic bot: the same seed and position give the same actions") {
  auto a = make_bots(solver::Strength::kHeuristic, 3);
  auto b = make_bots(solver::Strength::kHeuristic, 3);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const Played pa = play_hand(preset("schafkopf"), seed, 1, a);
    const Played pb = play_hand(preset("schafkopf"), seed, 1, b);
    CHECK(pa.actions == pb.actions);
  }
}

TEST_CASE("Schafkopf heuristic: hand strength and the wanted contract") {
  const SchafkopfRules rules = preset("schafkopf");
  solver::SkHeuristicStyle st;
  const solver::SkHeuristicPlayer p(std::array<solver::SkHeuristicStyle, 4>{st, st, st, st});
  // Seven Gras trumps with three Obers/Unters and the Schellen-Sau: a Gras-Solo.
  const auto solo = p.wanted(rules, 0, mask("EO HO EU SU GA GZ G9 SA"));
  REQUIRE(solo.has_value());
  CHECK(solo->game == SkGame::kSolo);
  CHECK(solo->suit == engine::Suit::kSpades);  // Gras = spades
  // Four trumps with an Ober and two Sau: a Sauspiel, calling the Gras-Sau (the only callable
  // suit: EA and SA are held).
  const auto saus = p.wanted(rules, 0, mask("EO GU HA H8 EA EZ G9 SA"));
  REQUIRE(saus.has_value());
  CHECK(saus->game == SkGame::kSauspiel);
  CHECK(saus->suit == engine::Suit::kSpades);
  // A weak hand passes.
  CHECK_FALSE(p.wanted(rules, 0, mask("SU H7 H8 E7 E8 G7 G8 S9")).has_value());
  // A sure Tout: all four Obers, EU GU and two Herz trumps (opponents hold six trumps).
  CHECK(solver::SkHeuristicPlayer::sure_tout(
      rules, engine::SkContract{SkGame::kSolo, 0, engine::Suit::kHearts, true},
      mask("EO GO HO SO EU GU HA HZ")));
  CHECK_FALSE(solver::SkHeuristicPlayer::sure_tout(
      rules, engine::SkContract{SkGame::kSolo, 0, engine::Suit::kHearts, true},
      mask("EO GO HO SO EU HU HA HZ")));
  const auto tout = p.wanted(rules, 0, mask("EO GO HO SO EU GU HA HZ"));
  REQUIRE(tout.has_value());
  CHECK(tout->tout);
  // A Wenz with three Unters and two Sau.
  const auto wenz = p.wanted(rules, 0, mask("EU GU SU EA EZ EK GA S7"));
  REQUIRE(wenz.has_value());
  CHECK(wenz->game == SkGame::kWenz);
}

namespace {

// Replays recorded actions on a deal; nullopt if the engine refuses one.
std::optional<SchafkopfHand> replay(const SchafkopfRules& rules, int dealer,
                                    const std::array<CardMask, 4>& dealt,
                                    const std::vector<SkAction>& actions) {
  SchafkopfHand h(rules, dealer, dealt);
  for (const SkAction& a : actions) {
    if (solver::apply_action(h, a)) return std::nullopt;
  }
  return h;
}

// For many positions in play: swapping unplayed cards between two seats other than the mover
// (keeping every earlier action legal) does not change the mover's decision.
int check_hidden_cards_do_not_matter(solver::Strength strength, const SchafkopfRules& rules,
                                     int deals) {
  int compared = 0;
  for (int d = 0; d < deals; ++d) {
    const std::uint64_t seed = 500 + static_cast<std::uint64_t>(d);
    const int dealer = d % 4;
    const auto dealt = engine::deal_schafkopf(seed, dealer, rules.deck);
    auto bots = make_bots(solver::Strength::kHeuristic, 11);
    SchafkopfHand h(rules, dealer, dealt);
    std::vector<SkAction> actions;
    const int stop_after = d % 24;  // plays before the decision under test
    while (h.phase() != SkPhase::kDone &&
           !(h.phase() == SkPhase::kPlay && static_cast<int>(h.plays().size()) == stop_after)) {
      const SkAction a = bots[static_cast<std::size_t>(h.to_act())]->decide(h).action;
      REQUIRE_FALSE(solver::apply_action(h, a));
      actions.push_back(a);
    }
    if (h.phase() != SkPhase::kPlay) continue;
    const int me = h.to_act();
    engine::Rng rng(seed);
    for (int attempt = 0; attempt < 20; ++attempt) {
      const int a = (me + 1 + static_cast<int>(rng.below(3))) % 4;
      const int b = (a + 1 + static_cast<int>(rng.below(3))) % 4;
      if (a == me || b == me || a == b) continue;
      const CardMask ha = h.hand_of(a);
      const CardMask hb = h.hand_of(b);
      if (!ha || !hb) continue;
      std::vector<Card> ca;
      std::vector<Card> cb;
      for (Card c : engine::cards(ha)) ca.push_back(c);
      for (Card c : engine::cards(hb)) cb.push_back(c);
      const Card x = ca[rng.below(static_cast<std::uint32_t>(ca.size()))];
      const Card y = cb[rng.below(static_cast<std::uint32_t>(cb.size()))];
      auto dealt2 = dealt;
      dealt2[static_cast<std::size_t>(a)] ^= engine::bit(x) | engine::bit(y);
      dealt2[static_cast<std::size_t>(b)] ^= engine::bit(x) | engine::bit(y);
      const auto h2 = replay(rules, dealer, dealt2, actions);
      if (!h2 || h2->phase() != SkPhase::kPlay || h2->to_act() != me) continue;
      solver::BotConfig cfg;
      cfg.strength = strength;
      cfg.seed = 77;
      cfg.budget_seconds = 0;
      cfg.max_worlds = 6;
      cfg.min_worlds = 6;
      const auto bot1 = solver::make_schafkopf_bot(cfg);
      const auto bot2 = solver::make_schafkopf_bot(cfg);
      const std::string swapped = engine::german_code(x) + "/" + engine::german_code(y);
      INFO("deal seed ", seed, " after ", stop_after, " plays, seat ", me, " swap ", swapped);
      CHECK(bot1->decide(h).action == bot2->decide(*h2).action);
      ++compared;
      break;
    }
  }
  return compared;
}

}  // namespace

TEST_CASE("Schafkopf heuristic bot decides only from what the seat may know") {
  CHECK(check_hidden_cards_do_not_matter(solver::Strength::kHeuristic, preset("schafkopf"), 200) >
        100);
  CHECK(check_hidden_cards_do_not_matter(solver::Strength::kHeuristic, netschafkopf_rules(), 100) >
        50);
}

TEST_CASE("Schafkopf heuristic: defenders of a Sauspiel lead the called suit") {
  const SchafkopfRules rules = preset("schafkopf");
  // Dealer 3: seat 0 is forehand and leads; seat 1 declares a Sauspiel on the Gras-Sau (seat 2
  // holds it). Seat 0, a defender, searches the called ace with his lowest Gras.
  const std::array<CardMask, 4> dealt = {
      mask("EO HU H9 G7 GK SA S9 E7"), mask("GO SO EU HA HZ G9 EA S7"),
      mask("HO GU SU HK GA GZ E8 S8"), mask("H8 H7 G8 EZ EK E9 SZ SK")};
  SchafkopfHand h(rules, 3, dealt);
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPass, 0}));
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPlay, 0}));
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPass, 0}));
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPass, 0}));
  REQUIRE_FALSE(h.declare({SkGame::kSauspiel, 1, engine::Suit::kSpades, false}));
  const solver::SkHeuristicPlayer p(5);
  CHECK(p.choose_play(h) == card("G7"));
  // After the Gras trick, won by the partner's GA (forced, SK-7.3a), the partner leads trump.
  REQUIRE_FALSE(h.play(card("G7")));
  for (int i = 0; i < 4; ++i) REQUIRE_FALSE(h.answer_double(false));
  for (int i = 0; i < 3; ++i) REQUIRE_FALSE(h.play(p.choose_play(h)));
  REQUIRE(h.to_act() == 2);
  const Card lead = p.choose_play(h);
  CHECK(h.setup().play.table.eff_suit[lead] == engine::kTrump);
}

TEST_CASE(
    "Schafkopf heuristic: schmieren on a trick the party surely wins, no points to a lost "
    "one") {
  const SchafkopfRules rules = preset("schafkopf");
  // Seat 0 plays an Eichel-Solo; seat 1 leads; seats 2 and 3 defend with seat 1.
  const std::array<CardMask, 4> dealt = {
      mask("EO GO HO SO EU GU EA EZ"), mask("GA GZ G9 SA SZ S9 HA H7"),
      mask("GK G8 G7 SK S8 S7 HZ HK"), mask("SU HU E9 E8 E7 EK H9 H8")};
  SchafkopfHand h(rules, 0, dealt);  // dealer 0: seat 1 is forehand
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPass, 0}));
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPass, 0}));
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPass, 0}));
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPlay, 0}));
  REQUIRE_FALSE(h.declare({SkGame::kSolo, 0, engine::Suit::kClubs, false}));
  REQUIRE_FALSE(h.play(card("GA")));  // seat 1 leads the Gras-Sau
  for (int i = 0; i < 4; ++i) REQUIRE_FALSE(h.answer_double(false));
  const solver::SkHeuristicPlayer p(5);
  // Seat 2 follows Gras: the declarer (seat 0, last) holds no Gras but trumps. Seat 2 plays low.
  CHECK(p.choose_play(h) == card("G7"));
}
