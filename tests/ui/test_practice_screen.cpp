// The practice screens' view logic (ui/practice_screen.h): in every phase of a Sheepshead and a
// Schafkopf hand, the buttons are exactly the engine's legal actions for the player, the
// clickable cards exactly its legal cards (the others carry its reason), the bury takes two of
// the eight and is confirmable only when the engine accepts it, the screen's own buttons follow
// the phase, and the table shows only what the player may know. Every expectation is checked
// against the engine.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "engine/schafkopf.h"
#include "engine/sheepshead.h"
#include "solver/players.h"
#include "ui/practice_screen.h"

using engine::Card;
using engine::CardMask;
using ui::PracticeControls;
using ui::PracticeDecision;

namespace {

engine::SheepsheadHand ss_hand(std::uint64_t seed, const char* preset = "sheepshead") {
  const auto rules = engine::sheepshead_preset(preset);
  REQUIRE(rules.has_value());
  return engine::SheepsheadHand(*rules, 0, engine::deal_sheepshead(seed, 0));
}

engine::SchafkopfHand sk_hand(std::uint64_t seed, const char* preset = "schafkopf") {
  const auto rules = engine::schafkopf_preset(preset);
  REQUIRE(rules.has_value());
  return engine::SchafkopfHand(*rules, 0, engine::deal_schafkopf(seed, 0, rules->deck));
}

CardMask clickable_mask(const PracticeControls& pc) {
  CardMask m = 0;
  for (const auto& c : pc.hand) {
    if (c.clickable) m |= engine::bit(c.card);
  }
  return m;
}

CardMask shown_mask(const PracticeControls& pc) {
  CardMask m = 0;
  for (const auto& c : pc.hand) m |= engine::bit(c.card);
  return m;
}

// Checks the play-phase controls of `seat` against the engine and returns the first legal card.
template <typename Hand>
Card check_play_controls(const Hand& hand, const PracticeControls& pc) {
  CHECK(pc.decision == PracticeDecision::kPlay);
  CHECK(pc.choices.empty());
  CHECK(clickable_mask(pc) == hand.legal_cards());
  CHECK(shown_mask(pc) == hand.hand_of(pc.seat));
  for (const auto& c : pc.hand) {
    if (c.clickable) {
      CHECK_FALSE(c.dim);
      CHECK(c.reason.empty());
    } else {
      CHECK(c.dim);
      const auto why = hand.explain_illegal(c.card);
      REQUIRE(why.has_value());
      CHECK(c.reason == *why);
    }
  }
  REQUIRE(hand.legal_cards() != 0);
  return engine::lowest(hand.legal_cards());
}

}  // namespace

TEST_CASE("practice screen, Sheepshead auction: Pick and Pass for the seat to act only") {
  engine::SheepsheadHand hand = ss_hand(7);
  const int first = hand.to_act();
  REQUIRE(first >= 0);
  for (int seat = 0; seat < engine::kSheepsheadSeats; ++seat) {
    const PracticeControls pc = ui::practice_controls(hand, seat, 0);
    CHECK(pc.seat == seat);
    CHECK(pc.to_act == first);
    CHECK(shown_mask(pc) == hand.hand_of(seat));
    CHECK(clickable_mask(pc) == 0);  // no card is clicked in the auction
    if (seat == first) {
      CHECK(pc.decision == PracticeDecision::kPick);
      REQUIRE(pc.choices.size() == 2);
      CHECK(pc.choices[0].label == "Pick");
      CHECK(pc.choices[1].label == "Pass");
      REQUIRE(pc.choices[1].ss.has_value());
      CHECK_FALSE(pc.choices[1].sk.has_value());
      CHECK(pc.choices[1].ss->kind == solver::DecisionKind::kPick);
      CHECK_FALSE(pc.choices[1].ss->take);
      CHECK(pc.choices[0].ss->take);
    } else {
      CHECK(pc.decision == PracticeDecision::kWaiting);
      CHECK(pc.choices.empty());
    }
  }
}

TEST_CASE("practice screen, Sheepshead: a dealer who must pick gets no Pass button") {
  auto rules = engine::sheepshead_preset("sheepshead");
  REQUIRE(rules.has_value());
  rules->all_pass = engine::AllPass::kForcedPick;
  engine::SheepsheadHand hand(*rules, 0, engine::deal_sheepshead(3, 0));
  while (hand.can_pass() && hand.phase() == engine::Phase::kPick) {
    REQUIRE_FALSE(hand.pick(false).has_value());
  }
  REQUIRE(hand.phase() == engine::Phase::kPick);
  const PracticeControls pc = ui::practice_controls(hand, hand.to_act(), 0);
  REQUIRE(pc.choices.size() == 1);
  CHECK(pc.choices[0].label == "Pick");
  CHECK(pc.prompt.find("must pick") != std::string::npos);
}

TEST_CASE("practice screen, Sheepshead bury: two of the eight, confirmable only when legal") {
  engine::SheepsheadHand hand = ss_hand(11);
  const int picker = hand.to_act();
  REQUIRE_FALSE(hand.pick(true).has_value());
  REQUIRE(hand.phase() == engine::Phase::kBury);
  const CardMask eight = hand.picker_cards();
  REQUIRE(engine::count(eight) == 8);

  PracticeControls pc = ui::practice_controls(hand, picker, 0);
  CHECK(pc.decision == PracticeDecision::kBury);
  CHECK(shown_mask(pc) == eight);
  CHECK(clickable_mask(pc) == eight);
  CHECK_FALSE(pc.bury_confirmable);
  CHECK_FALSE(pc.bury_problem.empty());

  // Another seat sees nothing to do.
  const int other = (picker + 1) % engine::kSheepsheadSeats;
  CHECK(ui::practice_controls(hand, other, 0).decision == PracticeDecision::kWaiting);
  CHECK(ui::toggle_bury_card(hand, other, 0, engine::lowest(eight)) == 0);

  std::vector<Card> cards;
  for (const Card c : engine::cards(eight)) cards.push_back(c);
  CardMask sel = 0;
  sel = ui::toggle_bury_card(hand, picker, sel, cards[0]);
  CHECK(sel == engine::bit(cards[0]));
  pc = ui::practice_controls(hand, picker, sel);
  CHECK_FALSE(pc.bury_confirmable);
  CHECK(std::count_if(pc.hand.begin(), pc.hand.end(), [](const auto& c) { return c.selected; }) ==
        1);
  sel = ui::toggle_bury_card(hand, picker, sel, cards[1]);
  CHECK(engine::count(sel) == 2);
  // A third card is refused; a card not in the hand too; a second click takes a card out.
  CHECK(ui::toggle_bury_card(hand, picker, sel, cards[2]) == sel);
  const CardMask outside = ~eight & engine::kLongDeck;
  REQUIRE(outside != 0);
  CHECK(ui::toggle_bury_card(hand, picker, sel, engine::lowest(outside)) == sel);
  CHECK(ui::toggle_bury_card(hand, picker, sel, cards[1]) == engine::bit(cards[0]));

  pc = ui::practice_controls(hand, picker, sel);
  engine::SheepsheadHand probe = hand;
  const auto error = probe.bury(sel);
  CHECK(pc.bury_confirmable == !error.has_value());
  if (error) CHECK(pc.bury_problem == *error);
  REQUIRE(pc.bury_action.has_value() == pc.bury_confirmable);
  if (pc.bury_action) {
    CHECK(pc.bury_action->kind == solver::DecisionKind::kBury);
    CHECK(pc.bury_action->bury == sel);
    CHECK_FALSE(hand.bury(pc.bury_action->bury).has_value());
  }
}

TEST_CASE("practice screen, Sheepshead: exactly the legal calls, then exactly the legal cards") {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    CAPTURE(seed);
    engine::SheepsheadHand hand = ss_hand(seed);
    const int picker = hand.to_act();
    REQUIRE_FALSE(hand.pick(true).has_value());
    // The first confirmable pair of the eight.
    bool buried = false;
    std::vector<Card> eight;
    for (const Card c : engine::cards(hand.picker_cards())) eight.push_back(c);
    for (std::size_t i = 0; i < eight.size() && !buried; ++i) {
      for (std::size_t j = i + 1; j < eight.size() && !buried; ++j) {
        const CardMask sel = engine::bit(eight[i]) | engine::bit(eight[j]);
        const PracticeControls pc = ui::practice_controls(hand, picker, sel);
        if (!pc.bury_confirmable) continue;
        REQUIRE_FALSE(hand.bury(pc.bury_action->bury).has_value());
        buried = true;
      }
    }
    REQUIRE(buried);
    if (hand.phase() == engine::Phase::kCall) {
      const PracticeControls pc = ui::practice_controls(hand, picker, 0);
      CHECK(pc.decision == PracticeDecision::kCall);
      const auto legal = hand.legal_calls();
      REQUIRE(pc.choices.size() == legal.size());
      std::set<std::string> labels;
      for (std::size_t i = 0; i < legal.size(); ++i) {
        REQUIRE(pc.choices[i].ss.has_value());
        CHECK(pc.choices[i].ss->kind == solver::DecisionKind::kCall);
        CHECK(pc.choices[i].ss->call == legal[i]);
        labels.insert(pc.choices[i].label);
      }
      CHECK(labels.size() == legal.size());  // every button says something different
      REQUIRE_FALSE(hand.call(legal.back()).has_value());
    }
    // The card play to the end: every seat's turn checked against the engine.
    int plays = 0;
    while (hand.phase() == engine::Phase::kPlay) {
      const int seat = hand.to_act();
      const PracticeControls pc = ui::practice_controls(hand, seat, 0);
      const Card c = check_play_controls(hand, pc);
      const PracticeControls other =
          ui::practice_controls(hand, (seat + 1) % engine::kSheepsheadSeats, 0);
      CHECK(other.decision == PracticeDecision::kWaiting);
      CHECK(clickable_mask(other) == 0);
      REQUIRE_FALSE(hand.play(c).has_value());
      ++plays;
    }
    CHECK(plays == 30);
    const PracticeControls done = ui::practice_controls(hand, 0, 0);
    CHECK(done.decision == PracticeDecision::kHandOver);
    CHECK(done.choices.empty());
    CHECK(clickable_mask(done) == 0);
  }
}

TEST_CASE("practice screen, Sheepshead leaster: the prompt says so, cards follow the engine") {
  engine::SheepsheadHand hand = ss_hand(5);
  while (hand.phase() == engine::Phase::kPick) REQUIRE_FALSE(hand.pick(false).has_value());
  REQUIRE(hand.is_leaster());
  const PracticeControls pc = ui::practice_controls(hand, hand.to_act(), 0);
  check_play_controls(hand, pc);
  CHECK(pc.prompt.find("leaster") != std::string::npos);
}

TEST_CASE("practice screen, Schafkopf: bids, declarations, Kontra poll and cards from the engine") {
  bool saw_declare = false;
  bool saw_double = false;
  bool saw_rank = false;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    CAPTURE(seed);
    engine::SchafkopfHand hand = sk_hand(seed);
    int guard = 0;
    while (hand.phase() != engine::SkPhase::kDone && ++guard < 200) {
      const int seat = hand.to_act();
      REQUIRE(seat >= 0);
      const PracticeControls pc = ui::practice_controls(hand, seat);
      CHECK(shown_mask(pc) == hand.hand_of(seat));
      const PracticeControls other = ui::practice_controls(hand, (seat + 1) % 4);
      CHECK(other.decision == PracticeDecision::kWaiting);
      CHECK(other.choices.empty());
      switch (hand.phase()) {
        case engine::SkPhase::kAuction:
        case engine::SkPhase::kBidding: {
          CHECK(pc.decision == PracticeDecision::kBid);
          const auto legal = hand.legal_bids();
          REQUIRE(pc.choices.size() == legal.size());
          for (std::size_t i = 0; i < legal.size(); ++i) {
            REQUIRE(pc.choices[i].sk.has_value());
            CHECK(pc.choices[i].sk->kind == solver::SkActionKind::kBid);
            CHECK(pc.choices[i].sk->bid == legal[i]);
            CHECK_FALSE(pc.choices[i].label.empty());
            if (legal[i].kind == engine::SkBidKind::kRank) {
              saw_rank = true;
              CHECK(pc.choices[i].label.find("or higher") != std::string::npos);
            }
          }
          // Seats with an even index say PLAY, so that bidding and declarations happen; then the
          // last choice (withdraw / yield / a rank).
          const engine::SkBid b = hand.phase() == engine::SkPhase::kAuction
                                      ? legal[seat % 2 == 0 && legal.size() > 1 ? 1 : 0]
                                      : legal.back();
          REQUIRE_FALSE(hand.bid(b).has_value());
          break;
        }
        case engine::SkPhase::kDeclare: {
          saw_declare = true;
          CHECK(pc.decision == PracticeDecision::kDeclare);
          const auto legal = hand.legal_declarations();
          REQUIRE(pc.choices.size() == legal.size());
          for (std::size_t i = 0; i < legal.size(); ++i) {
            CHECK(pc.choices[i].sk->contract == legal[i]);
            CHECK(pc.choices[i].label == engine::contract_name(legal[i]));
          }
          REQUIRE_FALSE(hand.declare(legal.front()).has_value());
          break;
        }
        case engine::SkPhase::kDoubling: {
          saw_double = true;
          CHECK(pc.decision == PracticeDecision::kDouble);
          REQUIRE(pc.choices.size() == (hand.may_double() ? 2u : 1u));
          CHECK_FALSE(pc.choices.back().sk->yes);
          if (hand.may_double()) {
            CHECK(pc.choices.front().sk->yes);
            CHECK(pc.choices.front().label == ui::sk_double_word(hand) + "!");
          }
          // Kontra once in a while, so that the Re word shows up too.
          const bool yes = hand.may_double() && seed % 3 == 0;
          REQUIRE_FALSE(hand.answer_double(yes).has_value());
          break;
        }
        case engine::SkPhase::kPlay:
          REQUIRE_FALSE(hand.play(check_play_controls(hand, pc)).has_value());
          break;
        case engine::SkPhase::kDone:
          break;
      }
    }
    CHECK(hand.phase() == engine::SkPhase::kDone);
    CHECK(ui::practice_controls(hand, 0).decision == PracticeDecision::kHandOver);
  }
  CHECK(saw_declare);
  CHECK(saw_double);
  CHECK(saw_rank);
}

TEST_CASE("practice screen: the screen's buttons in each phase") {
  ui::PracticeStatus s;
  s.players_turn = true;
  ui::PracticeButtons b = ui::practice_buttons(s);
  CHECK(b.hint);
  CHECK_FALSE(b.take_back);
  CHECK_FALSE(b.next_hand);
  CHECK_FALSE(b.review);

  s.hint_shown = true;
  CHECK_FALSE(ui::practice_buttons(s).hint);

  // A blunder: Take back only when the setting is on and the session can take it back.
  s.blunder_pending = true;
  s.can_take_back = true;
  CHECK(ui::practice_buttons(s).take_back);
  s.offer_take_back = false;
  CHECK_FALSE(ui::practice_buttons(s).take_back);
  s.offer_take_back = true;
  s.can_take_back = false;
  CHECK_FALSE(ui::practice_buttons(s).take_back);
  // Never while a computer player thinks (issue 20).
  s.can_take_back = true;
  s.busy = true;
  CHECK_FALSE(ui::practice_buttons(s).take_back);
  s.busy = false;

  // A computer player's turn: no hint.
  ui::PracticeStatus waiting;
  waiting.busy = true;
  CHECK_FALSE(ui::practice_buttons(waiting).hint);

  ui::PracticeStatus over;
  over.hand_over = true;
  b = ui::practice_buttons(over);
  CHECK(b.review);
  CHECK(b.next_hand);
  CHECK_FALSE(b.retry);
  CHECK_FALSE(b.hint);
  CHECK_FALSE(b.final_table);
  over.has_mistakes = true;
  CHECK(ui::practice_buttons(over).retry);

  over.game_over = true;
  b = ui::practice_buttons(over);
  CHECK(b.final_table);
  CHECK_FALSE(b.next_hand);
  CHECK(b.review);
}

TEST_CASE("practice screen: units as the score table prints them") {
  CHECK(ui::units_text(3) == "+3");
  CHECK(ui::units_text(-6) == "-6");
  CHECK(ui::units_text(0) == "0");
}

TEST_CASE("practice table, Sheepshead: what the player may see") {
  engine::SheepsheadHand hand = ss_hand(2);
  const int first = hand.to_act();
  REQUIRE_FALSE(hand.pick(false).has_value());
  const int picker = hand.to_act();
  REQUIRE_FALSE(hand.pick(true).has_value());
  const int watcher = (picker + 2) % engine::kSheepsheadSeats;
  ui::PracticeTable t = ui::practice_table(hand, watcher, {"You", "Anna"});
  REQUIRE(t.seats.size() == 5);
  CHECK(t.seats[0].name == "You");
  CHECK(t.seats[4].name == "Seat 5");
  CHECK(t.seats[static_cast<std::size_t>(first)].said == "Pass");
  CHECK(t.seats[static_cast<std::size_t>(picker)].said == "Pick");
  CHECK(t.seats[static_cast<std::size_t>(picker)].picker);
  CHECK(t.seats[static_cast<std::size_t>(picker)].cards == 8);
  CHECK(t.blind_count == 2);
  CHECK(t.blind.empty());  // another seat does not see the blind
  CHECK(ui::practice_table(hand, picker, {}).blind.size() == 2);

  // Bury, call, and play through; the partner shows only when the called card is out (or to
  // the partner himself).
  std::vector<Card> eight;
  for (const Card c : engine::cards(hand.picker_cards())) eight.push_back(c);
  bool buried = false;
  for (std::size_t i = 0; i < eight.size() && !buried; ++i) {
    for (std::size_t j = i + 1; j < eight.size() && !buried; ++j) {
      engine::SheepsheadHand probe = hand;
      const CardMask sel = engine::bit(eight[i]) | engine::bit(eight[j]);
      if (!probe.bury(sel)) {
        REQUIRE_FALSE(hand.bury(sel).has_value());
        buried = true;
      }
    }
  }
  REQUIRE(buried);
  CHECK(ui::practice_table(hand, picker, {}).bury.size() == 2);
  CHECK(ui::practice_table(hand, watcher, {}).bury.empty());
  if (hand.phase() == engine::Phase::kCall) {
    const auto calls = hand.legal_calls();
    const auto ace = std::find_if(calls.begin(), calls.end(),
                                  [](const auto& c) { return c.type == engine::CallType::kAce; });
    REQUIRE_FALSE(hand.call(ace != calls.end() ? *ace : calls.front()).has_value());
  }
  const int partner = hand.partner();
  bool revealed = false;
  int plays = 0;
  while (hand.phase() == engine::Phase::kPlay) {
    for (int s = 0; s < 5; ++s) {
      const ui::PracticeTable v = ui::practice_table(hand, s, {});
      for (const auto& ps : v.seats) {
        if (ps.partner) {
          CHECK(ps.seat == partner);
          CHECK((revealed || s == partner));
        }
        CHECK(ps.cards == engine::count(hand.hand_of(ps.seat)));
      }
      if (partner >= 0 && s == partner) CHECK(v.seats[static_cast<std::size_t>(s)].partner);
      // Each card on the table is the one its seat played.
      for (const auto& tc : v.trick) {
        CHECK_FALSE(engine::has(hand.hand_of(tc.seat), tc.card));
        CHECK(engine::has(hand.deal().hands[static_cast<std::size_t>(tc.seat)] |
                              (tc.seat == hand.picker() ? hand.deal().blind : 0),
                          tc.card));
      }
      CHECK(v.tricks_total == 6);
    }
    const Card c = engine::lowest(hand.legal_cards());
    if (hand.called() && c == hand.called()->called_card()) revealed = true;
    REQUIRE_FALSE(hand.play(c).has_value());
    ++plays;
    const ui::PracticeTable v = ui::practice_table(hand, watcher, {});
    // The last completed trick stays viewable after the next one is led (issue 20): its cards,
    // its number and its winner, who leads the trick after it.
    CHECK(v.last_trick_number == plays / 5);
    if (plays >= 5) {
      const int start = (plays / 5 - 1) * 5;
      REQUIRE(v.last_trick.size() == 5);
      int pts = 0;
      for (int i = 0; i < 5; ++i) {
        CHECK(v.last_trick[static_cast<std::size_t>(i)].card ==
              hand.plays()[static_cast<std::size_t>(start + i)]);
        pts += engine::card_points(v.last_trick[static_cast<std::size_t>(i)].card);
      }
      CHECK(v.last_trick_points == pts);
      if (plays % 5 != 0) CHECK(v.last_trick_winner == v.trick.front().seat);
    } else {
      CHECK(v.last_trick.empty());
    }
    if (plays % 5 == 0) {
      CHECK(v.trick_complete);
      CHECK(v.trick.size() == 5);
      CHECK(v.trick_winner == static_cast<int>(hand.play_state().leader));
      int pts = 0;
      for (const auto& tc : v.trick) pts += engine::card_points(tc.card);
      CHECK(v.trick_points == pts);
      CHECK(v.trick_number == plays / 5);
    } else {
      CHECK_FALSE(v.trick_complete);
      CHECK(v.trick.size() == static_cast<std::size_t>(plays % 5));
    }
  }
  const ui::PracticeTable end = ui::practice_table(hand, watcher, {});
  CHECK(end.blind.size() == 2);  // shown at the end
  int total = 0;
  for (const auto& ps : end.seats) total += ps.points;
  CHECK(total + engine::mask_points(hand.buried()) == 120);
}

TEST_CASE("practice table, Schafkopf: contract, doubles and the trick") {
  engine::SchafkopfHand hand = sk_hand(4);
  // Forehand plays, the others pass; the declarer names his first legal game.
  while (hand.phase() == engine::SkPhase::kAuction || hand.phase() == engine::SkPhase::kBidding) {
    const auto legal = hand.legal_bids();
    const bool forehand = hand.to_act() == (hand.dealer() + 1) % 4;
    const auto it = std::find_if(legal.begin(), legal.end(), [&](const engine::SkBid& b) {
      return b.kind == (forehand ? engine::SkBidKind::kPlay : engine::SkBidKind::kPass);
    });
    REQUIRE(it != legal.end());
    REQUIRE_FALSE(hand.bid(*it).has_value());
    // The holder of the game reads "you hold the game" on his own screen (issue 20).
    if (hand.holder() >= 0 &&
        (hand.phase() == engine::SkPhase::kAuction || hand.phase() == engine::SkPhase::kBidding)) {
      CHECK(ui::practice_table(hand, hand.holder(), {}).contract ==
            "The auction: you hold the game");
    }
  }
  const ui::PracticeTable before = ui::practice_table(hand, 0, {});
  CHECK(before.contract.find("auction") != std::string::npos);
  REQUIRE(hand.phase() == engine::SkPhase::kDeclare);
  const auto game = hand.legal_declarations().front();
  REQUIRE_FALSE(hand.declare(game).has_value());
  bool kontra = false;
  while (hand.phase() != engine::SkPhase::kDone) {
    if (hand.phase() == engine::SkPhase::kDoubling) {
      const bool yes = !kontra && hand.may_double();
      kontra = kontra || yes;
      REQUIRE_FALSE(hand.answer_double(yes).has_value());
      continue;
    }
    const ui::PracticeTable t = ui::practice_table(hand, 0, {});
    CHECK(t.contract.find(engine::contract_name(game)) == 0);
    CHECK(t.seats[static_cast<std::size_t>(game.declarer)].picker);
    CHECK(t.tricks_total == 8);
    if (kontra) CHECK(t.contract.find("Kontra") != std::string::npos);
    for (const auto& tc : t.trick)
      CHECK(engine::has(hand.dealt()[static_cast<std::size_t>(tc.seat)], tc.card));
    REQUIRE_FALSE(hand.play(engine::lowest(hand.legal_cards())).has_value());
  }
  const ui::PracticeTable end = ui::practice_table(hand, 0, {});
  int total = 0;
  for (const auto& ps : end.seats) total += ps.points;
  CHECK(total == 120);
  CHECK(end.trick_complete);
  CHECK(end.trick_number == 8);
}

TEST_CASE("practice table, Schafkopf: each seat's last word in the auction") {
  const auto rules = engine::schafkopf_preset("schafkopf");
  REQUIRE(rules.has_value());
  auto bid = [](engine::SkBidKind k, int rank = 0) {
    solver::SkAction a;
    a.kind = solver::SkActionKind::kBid;
    a.bid = engine::SkBid{k, rank};
    return a;
  };
  solver::SkAction kontra;
  kontra.kind = solver::SkActionKind::kDouble;
  kontra.yes = true;
  solver::SkAction no = kontra;
  no.yes = false;
  const std::vector<solver::SkAction> actions = {bid(engine::SkBidKind::kPass),
                                                 bid(engine::SkBidKind::kPlay),
                                                 bid(engine::SkBidKind::kPass),
                                                 bid(engine::SkBidKind::kPlay),
                                                 bid(engine::SkBidKind::kHold),
                                                 no,
                                                 kontra,
                                                 kontra};
  const std::vector<int> seats = {1, 2, 3, 0, 2, 1, 3, 2};
  const auto words = ui::sk_auction_words(*rules, actions, seats, 4);
  REQUIRE(words.size() == 4);
  CHECK(words[0] == "Play");
  CHECK(words[1] == "Pass");  // a "no" to Kontra leaves the last word
  CHECK(words[2] == "Re");
  CHECK(words[3] == "Kontra");
  // A seat out of range is ignored; fewer seats than actions too.
  CHECK(ui::sk_auction_words(*rules, actions, {7}, 4) == std::vector<std::string>(4));
}

TEST_CASE("practice table, Sheepshead 1988: a hand thrown in says so") {
  engine::SheepsheadHand hand = ss_hand(5, "sheepshead_1988");
  while (hand.phase() == engine::Phase::kPick) REQUIRE_FALSE(hand.pick(false).has_value());
  REQUIRE(hand.phase() == engine::Phase::kDone);  // SS-13.3: doublers, no play
  const ui::PracticeTable t = ui::practice_table(hand, 0, {});
  CHECK(t.contract.find("thrown in") != std::string::npos);
  CHECK(t.trick.empty());
  CHECK(ui::practice_controls(hand, 0, 0).decision == PracticeDecision::kHandOver);
}
