// Schafkopf computer players (solver/players.h, solver/schafkopf/heuristic_player.h): complete
// hands with only legal actions under several rule sets (Ramsch included), determinism, decisions
// that depend only on what the seat may know, and the rules of thumb in textbook positions.
#include <doctest/doctest.h>

#include <array>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/schafkopf.h"
#include "solver/players.h"
#include "solver/schafkopf/heuristic_player.h"
#include "solver/schafkopf/players.h"

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

// --- The sampled player ----------------------------------------------------------------------

#include "solver/sampler.h"
#include "solver/schafkopf/knowledge.h"

namespace {

// Is a world (the other seats' remaining hands) consistent with everything public, checked the
// slow, obvious way: the declaration is legal with the world's dealt hand, every card played so
// far was legal, and every Kontra/Re came from an eligible seat.
bool brute_consistent(const SchafkopfHand& h, const solver::Knowledge& k,
                      const solver::SlotCards& w) {
  const auto dealt = solver::schafkopf_world_dealt(k, w);
  const SchafkopfRules& rules = h.rules();
  const engine::SkContract& c = *h.contract();
  if (c.game != SkGame::kRamsch && engine::check_declaration(rules, c, dealt[c.declarer])) {
    return false;
  }
  const engine::SkSetup setup = engine::schafkopf_setup(rules, c, dealt);
  for (const engine::SkDouble& d : h.doubles()) {
    const bool in_party = (setup.party >> d.seat) & 1u;
    if (d.kind == engine::SkDoubleKind::kKontra && in_party) return false;
    if (d.kind == engine::SkDoubleKind::kRe && !in_party) return false;
  }
  engine::PlayState s = engine::schafkopf_initial_state(dealt, h.dealer());
  for (Card x : h.plays()) {
    if (!engine::has(engine::legal_moves(setup.play, s), x)) return false;
    engine::PlayUndo u;
    engine::make_move(setup.play, s, x, u);
  }
  return true;
}

// Every split of the unseen cards into the slots' sizes.
std::vector<solver::SlotCards> all_splits(const solver::Knowledge& k) {
  std::vector<solver::SlotCards> out;
  std::vector<Card> unseen;
  for (Card c : engine::cards(k.unseen)) unseen.push_back(c);
  solver::SlotCards w{};
  std::array<int, solver::kMaxSlots> left{};
  for (std::size_t i = 0; i < k.slots.size(); ++i) left[i] = k.slots[i].size;
  auto rec = [&](auto&& self, std::size_t i) -> void {
    if (i == unseen.size()) {
      out.push_back(w);
      return;
    }
    for (std::size_t s = 0; s < k.slots.size(); ++s) {
      if (left[s] == 0) continue;
      left[s]--;
      w[s] |= engine::bit(unseen[i]);
      self(self, i + 1);
      w[s] &= ~engine::bit(unseen[i]);
      left[s]++;
    }
  };
  rec(rec, 0);
  return out;
}

// The sampler's enumeration equals the brute-force set of consistent worlds. Returns the number
// of constraint cases (to see that the disjunctions were exercised).
std::size_t check_worlds_exact(const SchafkopfHand& h) {
  std::string error;
  const auto k = solver::schafkopf_play_knowledge(h, &error);
  REQUIRE_MESSAGE(k.has_value(), error);
  const solver::WorldSampler sampler(*k);
  const std::vector<solver::World> listed = sampler.enumerate();
  std::set<solver::SlotCards> got;
  for (const solver::World& w : listed) {
    CHECK(brute_consistent(h, *k, w.slots));
    got.insert(w.slots);
  }
  CHECK(got.size() == listed.size());  // no world twice
  CHECK(static_cast<double>(listed.size()) == sampler.count());
  std::set<solver::SlotCards> want;
  for (const solver::SlotCards& w : all_splits(*k)) {
    if (brute_consistent(h, *k, w)) want.insert(w);
  }
  CHECK(got == want);
  return k->cases.size();
}

// Plays with heuristic bots until `plays` cards are down (nullopt if the hand never gets there).
std::optional<SchafkopfHand> heuristic_until(const SchafkopfRules& rules, std::uint64_t seed,
                                             int dealer, int plays) {
  SchafkopfHand h(rules, dealer, engine::deal_schafkopf(seed, dealer, rules.deck));
  const solver::SkHeuristicPlayer p(seed);
  while (h.phase() != SkPhase::kDone &&
         !(h.phase() == SkPhase::kPlay && static_cast<int>(h.plays().size()) == plays)) {
    REQUIRE_FALSE(p.act(h));
  }
  if (h.phase() != SkPhase::kPlay) return std::nullopt;
  return h;
}

}  // namespace

TEST_CASE("Schafkopf worlds: the sampler lists exactly the worlds consistent with the play") {
  int checked = 0;
  std::size_t split = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    // Late enough that brute force is cheap: at most 12 unseen cards.
    const int plays = 17 + static_cast<int>(seed % 8);
    SchafkopfRules keeps = preset("schafkopf_004_literal");  // runaway_min 3, Re by the declarer
    keeps.caller_keeps_suit = true;
    for (const SchafkopfRules& rules :
         {preset("schafkopf"), netschafkopf_rules(), keeps, preset("schafkopf_short")}) {
      const auto h = heuristic_until(rules, seed, static_cast<int>(seed % 4), plays);
      if (!h) continue;
      INFO("seed ", seed, " plays ", plays);
      const std::size_t cases = check_worlds_exact(*h);
      if (cases > 1) ++split;
      ++checked;
    }
  }
  CHECK(checked > 150);
  CHECK(split > 0);  // some positions needed the caller's or the runaway split
}

TEST_CASE("Schafkopf worlds: running away and the caller's card of the called suit") {
  const SchafkopfRules rules = preset("schafkopf");
  // Dealer 3, seat 0 leads. Seat 1 declares a Sauspiel on the Gras-Sau; seat 0 holds GA and
  // three more Gras and runs away with G7 (SK-7.3d, R = 4).
  const std::array<CardMask, 4> dealt = {
      mask("GA GK G8 G7 EO HU H9 SA"), mask("GO SO EU HA HZ G9 EA S7"),
      mask("HO GU SU HK GZ EZ E8 S8"), mask("H8 H7 EK E9 E7 SZ SK S9")};
  SchafkopfHand h(rules, 3, dealt);
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPass, 0}));
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPlay, 0}));
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPass, 0}));
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPass, 0}));
  REQUIRE_FALSE(h.declare({SkGame::kSauspiel, 1, engine::Suit::kSpades, false}));
  REQUIRE_FALSE(h.play(card("G7")));
  for (int i = 0; i < 4; ++i) REQUIRE_FALSE(h.answer_double(false));
  // Seat 1 (declarer) to play: the ace is with seat 0 (ran away) or seat 2 or 3 (must play it).
  // Unseen: 24 cards in three hands of 8/7/8... too many for brute force here, so check the
  // split and the sampled worlds against the rules directly.
  std::string error;
  const auto k = solver::schafkopf_play_knowledge(h, &error);
  REQUIRE(k.has_value());
  CHECK(k->cases.size() > 1);
  const solver::WorldSampler sampler(*k);
  engine::Rng rng(9);
  int ace_with_leader = 0;
  for (int i = 0; i < 2000; ++i) {
    const solver::World w = sampler.sample(rng);
    REQUIRE(brute_consistent(h, *k, w.slots));
    const auto d = solver::schafkopf_world_dealt(*k, w.slots);
    if (engine::has(d[0], card("GA"))) {
      ++ace_with_leader;
      CHECK(engine::count(d[0] & mask("GA GZ GK G9 G8 G7")) >= 4);
    }
  }
  CHECK(ace_with_leader > 0);
  CHECK(ace_with_leader < 2000);
  // Play the trick out: seat 1 G9, seat 2 must play... seat 2 holds GZ (no ace), seat 3 none.
  REQUIRE_FALSE(h.play(card("G9")));
  REQUIRE_FALSE(h.play(card("GZ")));
  REQUIRE_FALSE(h.play(card("H8")));
  // Seat 2 won with GZ? No: H8 is trump (Herz), seat 3 wins. Now everybody knows seat 0 ran away.
  const auto k2 = solver::schafkopf_play_knowledge(h, &error);
  REQUIRE(k2.has_value());
  const solver::WorldSampler s2(*k2);
  for (int i = 0; i < 500; ++i) {
    const solver::World w = s2.sample(rng);
    const auto d = solver::schafkopf_world_dealt(*k2, w.slots);
    if (h.to_act() != 0) CHECK(engine::has(d[0], card("GA")));
    CHECK(brute_consistent(h, *k2, w.slots));
  }
}

TEST_CASE("Schafkopf worlds: sampled frequencies match the exact enumeration") {
  // A late position with a few dozen consistent worlds.
  std::optional<SchafkopfHand> h;
  std::size_t n_worlds = 0;
  for (std::uint64_t seed = 1; seed <= 200 && !h; ++seed) {
    auto cand = heuristic_until(preset("schafkopf"), seed, 0, 21);
    if (!cand || cand->contract()->game != SkGame::kSauspiel) continue;
    std::string error;
    const auto k = solver::schafkopf_play_knowledge(*cand, &error);
    const solver::WorldSampler s(*k);
    if (s.count() >= 20 && s.count() <= 200 && k->cases.size() > 1) {
      h = cand;
      n_worlds = static_cast<std::size_t>(s.count());
    }
  }
  REQUIRE(h.has_value());
  std::string error;
  const auto k = solver::schafkopf_play_knowledge(*h, &error);
  const solver::WorldSampler sampler(*k);
  std::map<solver::SlotCards, int> freq;
  for (const solver::World& w : sampler.enumerate()) freq[w.slots] = 0;
  REQUIRE(freq.size() == n_worlds);
  engine::Rng rng(123);
  const int draws = 200 * static_cast<int>(n_worlds);
  for (int i = 0; i < draws; ++i) {
    const solver::World w = sampler.sample(rng);
    auto it = freq.find(w.slots);
    REQUIRE(it != freq.end());
    it->second++;
  }
  // Each world expects 200 draws (sd ~14): allow 6 standard deviations.
  for (const auto& [w, n] : freq) {
    CHECK(n > 200 - 6 * 14);
    CHECK(n < 200 + 6 * 14);
  }
}

TEST_CASE("Schafkopf strong bots play complete hands with legal actions") {
  CHECK(run_many(preset("schafkopf"), solver::Strength::kStrong, 6).count("Sauspiel") == 1);
  // NetSchafkopf: the first deals of run_many, and two deals everybody passes (a Ramsch; the
  // auction is the heuristic's at both strengths).
  const SchafkopfRules ns = netschafkopf_rules();
  auto heuristic = make_bots(solver::Strength::kHeuristic, 7);
  auto strong = make_bots(solver::Strength::kStrong, 7);
  int ramsch = 0;
  for (int i = 0; i < 200 && ramsch < 2; ++i) {
    const std::uint64_t seed = 1000 + static_cast<std::uint64_t>(i);
    if (play_hand(ns, seed, i % 4, heuristic).contract->game != SkGame::kRamsch) continue;
    const Played p = play_hand(ns, seed, i % 4, strong);
    REQUIRE(p.contract.has_value());
    CHECK(p.contract->game == SkGame::kRamsch);
    int units = 0;
    for (int u : p.result.units) units += u;
    CHECK(units == 0);
    ++ramsch;
  }
  CHECK(ramsch == 2);
  CHECK(run_many(ns, solver::Strength::kStrong, 4).count("thrown in") == 0);
}

TEST_CASE("Schafkopf strong bot: the same seed and position give the same actions") {
  auto a = make_bots(solver::Strength::kStrong, 3);
  auto b = make_bots(solver::Strength::kStrong, 3);
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    const Played pa = play_hand(preset("schafkopf"), seed, 1, a);
    const Played pb = play_hand(preset("schafkopf"), seed, 1, b);
    CHECK(pa.actions == pb.actions);
  }
}

TEST_CASE("Schafkopf strong bot decides only from what the seat may know") {
  CHECK(check_hidden_cards_do_not_matter(solver::Strength::kStrong, preset("schafkopf"), 24) > 12);
}

TEST_CASE("Schafkopf strong bot: values every legal card and picks the best") {
  std::optional<SchafkopfHand> h;
  for (std::uint64_t seed = 4; seed < 40 && !h; ++seed) {
    h = heuristic_until(preset("schafkopf"), seed, 0, 13);
    if (h && engine::count(h->legal_cards()) < 3) h.reset();
  }
  REQUIRE(h.has_value());
  solver::BotConfig cfg;
  cfg.strength = solver::Strength::kStrong;
  cfg.budget_seconds = 0;
  cfg.max_worlds = 8;
  const solver::SkAdvice adv = solver::make_schafkopf_bot(cfg)->decide(*h);
  CHECK(adv.action.kind == SkActionKind::kPlay);
  CHECK(static_cast<int>(adv.alternatives.size()) == engine::count(h->legal_cards()));
  REQUIRE(adv.alternatives.size() >= 3);
  if (adv.alternatives.front().has_values) {  // not every legal card equivalent
    CHECK(adv.worlds == 8);
    CHECK(adv.alternatives.front().action.card == adv.action.card);
    for (const solver::Alternative& alt : adv.alternatives) {
      CHECK(alt.units.mean <= adv.alternatives.front().units.mean);
    }
  }
}

TEST_CASE("Schafkopf action texts") {
  SkAction a;
  a.kind = SkActionKind::kBid;
  a.bid = {engine::SkBidKind::kPlay, 0};
  CHECK(solver::sk_action_text(a) == "play");
  a.bid = {engine::SkBidKind::kPass, 0};
  CHECK(solver::sk_action_text(a) == "pass");
  a.bid = {engine::SkBidKind::kRank, 4};
  CHECK(solver::sk_action_text(a) == "rank 4");
  a.kind = SkActionKind::kDeclare;
  a.contract = {SkGame::kSolo, 0, engine::Suit::kHearts, false};
  CHECK(solver::sk_action_text(a) == "Herz-Solo");
  a.kind = SkActionKind::kPlay;
  a.card = card("EO");
  CHECK(solver::sk_action_text(a) == "EO");
  // In the poll: Kontra, then Re.
  const SchafkopfRules rules = preset("schafkopf");
  const std::array<CardMask, 4> dealt = {
      mask("EO HU H9 G7 GK SA S9 E7"), mask("GO SO EU HA HZ G9 EA S7"),
      mask("HO GU SU HK GA GZ E8 S8"), mask("H8 H7 G8 EZ EK E9 SZ SK")};
  SchafkopfHand h(rules, 3, dealt);
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPass, 0}));
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPlay, 0}));
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPass, 0}));
  REQUIRE_FALSE(h.bid({engine::SkBidKind::kPass, 0}));
  REQUIRE_FALSE(h.declare({SkGame::kSauspiel, 1, engine::Suit::kSpades, false}));
  REQUIRE_FALSE(h.play(card("G7")));
  a.kind = SkActionKind::kDouble;
  a.yes = false;
  CHECK(solver::sk_action_text(a, h) == "no Kontra");  // seat 1, the declarer
  REQUIRE_FALSE(h.answer_double(false));
  REQUIRE_FALSE(h.answer_double(false));  // seat 2, the partner
  a.yes = true;
  CHECK(solver::sk_action_text(a, h) == "Kontra");  // seat 3
  REQUIRE_FALSE(h.answer_double(true));
  REQUIRE_FALSE(h.answer_double(false));        // seat 0
  CHECK(solver::sk_action_text(a, h) == "Re");  // seat 1
}

TEST_CASE("Schafkopf actions as analysis actions and back") {
  std::vector<SkAction> all;
  SkAction a;
  a.kind = SkActionKind::kBid;
  a.bid = {engine::SkBidKind::kRank, 3};
  all.push_back(a);
  a = SkAction{};
  a.kind = SkActionKind::kDeclare;
  a.contract = {SkGame::kSauspiel, 2, engine::Suit::kSpades, false};
  all.push_back(a);
  a = SkAction{};
  a.kind = SkActionKind::kDouble;
  a.yes = true;
  all.push_back(a);
  a = SkAction{};
  a.card = card("HZ");
  all.push_back(a);
  const solver::DecisionKind kinds[] = {solver::DecisionKind::kBid, solver::DecisionKind::kDeclare,
                                        solver::DecisionKind::kDouble, solver::DecisionKind::kPlay};
  for (std::size_t i = 0; i < all.size(); ++i) {
    const solver::Action x = solver::to_action(all[i]);
    CHECK(x.kind == kinds[i]);
    const auto back = solver::to_sk_action(x);
    REQUIRE(back.has_value());
    CHECK(*back == all[i]);
  }
  CHECK(solver::action_text(solver::to_action(all[0])) == "rank 3");
  CHECK(solver::action_text(solver::to_action(all[1])) == solver::sk_action_text(all[1]));
  CHECK(solver::action_text(solver::to_action(all[2])) == "Kontra/Re");
  CHECK_FALSE(solver::to_sk_action(solver::pick_action(true)).has_value());
  CHECK_FALSE(solver::to_sk_action(solver::bury_action(0)).has_value());
  CHECK(solver::action_text(solver::pick_action(false)) == "pass");
}
