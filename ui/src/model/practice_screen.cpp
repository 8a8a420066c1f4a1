#include "ui/practice_screen.h"

#include <algorithm>

#include "ui/card_labels.h"
#include "ui/table_view.h"

namespace ui {
namespace {

using engine::Card;
using engine::CardMask;

// The player's cards in display order, each marked clickable when `clickable` holds it; the
// others dimmed with `why` (the engine's sentence) when `explain` is on.
template <typename Why>
std::vector<PracticeCard> hand_cards(CardMask cards, const engine::ContractTable& table,
                                     CardMask clickable, bool dim_others, Why why) {
  std::vector<PracticeCard> out;
  for (const Card c : display_order(cards, table)) {
    PracticeCard pc;
    pc.card = c;
    pc.trump = table.eff_suit[c] == engine::kTrump;
    pc.clickable = engine::has(clickable, c);
    if (!pc.clickable && dim_others) {
      pc.dim = true;
      pc.reason = why(c);
    }
    out.push_back(std::move(pc));
  }
  return out;
}

std::vector<PracticeCard> plain_cards(CardMask cards, const engine::ContractTable& table) {
  return hand_cards(cards, table, 0, false, [](Card) { return std::string(); });
}

std::string seat_turn_prompt(int to_act) {
  return to_act < 0 ? std::string("The hand is over.")
                    : "Waiting for seat " + std::to_string(to_act + 1) + "...";
}

PracticeChoice ss_choice(std::string label, std::string tooltip, const solver::Action& a) {
  PracticeChoice c;
  c.label = std::move(label);
  c.tooltip = std::move(tooltip);
  c.ss = a;
  return c;
}

PracticeChoice sk_choice(std::string label, std::string tooltip, const solver::SkAction& a) {
  PracticeChoice c;
  c.label = std::move(label);
  c.tooltip = std::move(tooltip);
  c.sk = a;
  return c;
}

std::string call_label(const engine::Call& call) {
  if (call.type == engine::CallType::kAlone) return "Go alone";
  return "Call " + call_text(call);
}

// The contract kinds of auction rank `rank` under the rules: "Wenz", "Solo / Farbwenz", ...
std::string rank_kinds(const engine::SchafkopfRules& rules, int rank) {
  std::vector<std::string> names;
  constexpr engine::SkGame kGames[] = {engine::SkGame::kSauspiel, engine::SkGame::kGeier,
                                       engine::SkGame::kWenz,     engine::SkGame::kSolo,
                                       engine::SkGame::kFarbwenz, engine::SkGame::kFarbgeier};
  for (const bool tout : {false, true}) {
    for (const engine::SkGame g : kGames) {
      if (tout && g == engine::SkGame::kSauspiel) continue;
      engine::SkContract c;
      c.game = g;
      c.declarer = 0;
      c.suit = engine::Suit::kHearts;
      c.tout = tout;
      if (engine::check_contract_shape(c)) continue;
      if (engine::contract_rank(rules, c) != rank) continue;
      const std::string name = engine::game_kind_name(g) + (tout ? "-Tout" : "");
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    }
  }
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : " / ") + n;
  return out.empty() ? "rank " + std::to_string(rank) : out;
}

// When the hand is over (`done`) or another seat is to act, fills in what the player sees (his
// cards, plain, and the prompt) and returns true; false when the decision is his.
bool no_decision(PracticeControls& pc, bool done, CardMask mine,
                 const engine::ContractTable& table) {
  if (done) {
    pc.decision = PracticeDecision::kHandOver;
    pc.prompt = "The hand is over.";
    pc.hand = plain_cards(mine, table);
    return true;
  }
  if (pc.to_act != pc.seat) {
    pc.decision = PracticeDecision::kWaiting;
    pc.prompt = seat_turn_prompt(pc.to_act);
    pc.hand = plain_cards(mine, table);
    return true;
  }
  return false;
}

}  // namespace

std::string practice_decision_name(PracticeDecision d) {
  switch (d) {
    case PracticeDecision::kWaiting:
      return "waiting";
    case PracticeDecision::kPick:
      return "pick";
    case PracticeDecision::kBury:
      return "bury";
    case PracticeDecision::kCall:
      return "call";
    case PracticeDecision::kAnnounce:
      return "announce";
    case PracticeDecision::kBid:
      return "bid";
    case PracticeDecision::kDeclare:
      return "declare";
    case PracticeDecision::kDouble:
      return "double";
    case PracticeDecision::kPlay:
      return "play";
    case PracticeDecision::kHandOver:
      return "hand over";
  }
  return "?";
}

// --- Sheepshead --------------------------------------------------------------------------------

PracticeControls practice_controls(const engine::SheepsheadHand& hand, int seat,
                                   CardMask bury_selection) {
  PracticeControls pc;
  pc.seat = seat;
  pc.to_act = hand.to_act();
  const engine::Phase phase = hand.phase();
  const engine::ContractTable table = phase == engine::Phase::kPlay || phase == engine::Phase::kDone
                                          ? hand.play_rules().table
                                          : engine::sheepshead_table_for(hand.rules());
  const CardMask mine = phase == engine::Phase::kBury && hand.picker() == seat ? hand.picker_cards()
                                                                               : hand.hand_of(seat);
  if (no_decision(pc, phase == engine::Phase::kDone, mine, table)) return pc;
  switch (phase) {
    case engine::Phase::kPick: {
      pc.decision = PracticeDecision::kPick;
      pc.prompt = "Your turn: pick up the blind, or pass?";
      solver::Action pick;
      pick.kind = solver::DecisionKind::kPick;
      pick.take = true;
      pc.choices.push_back(ss_choice("Pick", "Take the blind and play against the table", pick));
      if (hand.can_pass()) {
        solver::Action pass = pick;
        pass.take = false;
        pc.choices.push_back(ss_choice("Pass", "Leave the blind to the next player", pass));
      } else {
        pc.prompt = "Your turn: everyone passed, and the dealer must pick.";
      }
      pc.hand = plain_cards(mine, table);
      break;
    }
    case engine::Phase::kBury: {
      pc.decision = PracticeDecision::kBury;
      const CardMask selection = bury_selection & mine;
      const int k = hand.rules().blind_size();  // 2, or 4 four-handed (SS-14.2)
      const std::string count = k == 4 ? "four" : "two";
      pc.prompt = "Your turn: choose " + count + " cards to bury (" +
                  std::to_string(engine::count(selection)) + " of " + std::to_string(k) +
                  " chosen).";
      pc.hand = hand_cards(mine, table, mine, false, [](Card) { return std::string(); });
      for (PracticeCard& c : pc.hand) c.selected = engine::has(selection, c.card);
      if (engine::count(selection) != k) {
        pc.bury_problem = "Choose " + count + " cards to bury.";
      } else {
        engine::SheepsheadHand probe = hand;
        if (auto error = probe.bury(selection)) {
          pc.bury_problem = *error;
        } else {
          solver::Action a;
          a.kind = solver::DecisionKind::kBury;
          a.bury = selection;
          pc.bury_action = a;
          pc.bury_confirmable = true;
        }
      }
      break;
    }
    case engine::Phase::kCall: {
      pc.decision = PracticeDecision::kCall;
      pc.prompt = "Your turn: call a partner.";
      for (const engine::Call& call : hand.legal_calls()) {
        solver::Action a;
        a.kind = solver::DecisionKind::kCall;
        a.call = call;
        std::string tip;
        if (call.type == engine::CallType::kAlone) {
          tip = "Play without a partner: you win or lose double";
        } else if (call.type == engine::CallType::kJack) {
          tip = "You hold the jack of diamonds: the holder of this jack is your secret partner";
        } else if (call.type == engine::CallType::kUnknown) {
          tip = "You hold no card of the suit; the under card is played face down";
        } else {
          tip = "The holder of this card is your secret partner";
        }
        pc.choices.push_back(ss_choice(call_label(call), tip, a));
      }
      pc.hand = plain_cards(mine, table);
      break;
    }
    case engine::Phase::kPlay: {
      pc.decision = PracticeDecision::kPlay;
      pc.prompt = hand.is_leaster() ? "Your turn (leaster): play a card; take as few points as "
                                      "you can, but take a trick."
                                    : "Your turn: play a card.";
      pc.hand = hand_cards(mine, table, hand.legal_cards(), true, [&](Card c) {
        auto why = hand.explain_illegal(c);
        return why ? *why : std::string("not legal now");
      });
      break;
    }
    case engine::Phase::kAnnounce: {
      pc.decision = PracticeDecision::kAnnounce;
      pc.prompt = "Your turn: announce before the first lead (each doubles the hand), or pass.";
      for (const engine::Announce x : hand.legal_announcements()) {
        solver::Action a;
        a.kind = solver::DecisionKind::kAnnounce;
        a.announce = x;
        std::string label;
        std::string tip;
        switch (x) {
          case engine::Announce::kPass:
            label = "Pass";  // no crack, re-crack or blitz: the same word at every table
            tip = "Say nothing more; the hand's stakes stay as they are";
            break;
          case engine::Announce::kCrack:
            label = "Crack";
            tip = "Double the hand: you think the picker's side will lose";
            break;
          case engine::Announce::kRecrack:
            label = "Re-crack";
            tip = "Double the hand again: the picker's side answers the crack";
            break;
          case engine::Announce::kBlitzBlack:
            label = "Blitz (Q\u2663 Q\u2660)";
            tip = "Show both black queens: the hand is doubled";
            break;
          case engine::Announce::kBlitzRed:
            label = "Blitz (Q\u2665 Q\u2666)";
            tip = "Show both red queens: the hand is doubled";
            break;
        }
        pc.choices.push_back(ss_choice(label, tip, a));
      }
      pc.hand = plain_cards(mine, table);
      break;
    }
    case engine::Phase::kDone:
      break;
  }
  return pc;
}

CardMask toggle_bury_card(const engine::SheepsheadHand& hand, int seat, CardMask selection,
                          Card c) {
  if (hand.phase() != engine::Phase::kBury || hand.picker() != seat) return selection;
  const CardMask eight = hand.picker_cards();
  if (c >= engine::kNumCards || !engine::has(eight, c)) return selection;
  selection &= eight;
  if (engine::has(selection, c)) return selection & ~engine::bit(c);
  if (engine::count(selection) >= hand.rules().blind_size()) return selection;
  return selection | engine::bit(c);
}

// --- Schafkopf ---------------------------------------------------------------------------------

std::string sk_bid_label(const engine::SchafkopfRules& rules, const engine::SkBid& b) {
  switch (b.kind) {
    case engine::SkBidKind::kPass:
      return "Pass";
    case engine::SkBidKind::kPlay:
      return "Play";
    case engine::SkBidKind::kRank:
      return rank_kinds(rules, b.rank) + " or higher";
    case engine::SkBidKind::kWithdraw:
      return "Withdraw";
    case engine::SkBidKind::kHold:
      return "Hold";
    case engine::SkBidKind::kYield:
      return "Yield";
  }
  return "?";
}

std::string sk_double_word(const engine::SchafkopfHand& hand) {
  for (const engine::SkDouble& d : hand.doubles()) {
    if (d.kind == engine::SkDoubleKind::kKontra) return "Re";
  }
  return "Kontra";
}

PracticeControls practice_controls(const engine::SchafkopfHand& hand, int seat) {
  PracticeControls pc;
  pc.seat = seat;
  pc.to_act = hand.to_act();
  const engine::SkPhase phase = hand.phase();
  const bool playing = phase == engine::SkPhase::kPlay || phase == engine::SkPhase::kDone ||
                       phase == engine::SkPhase::kDoubling;
  const engine::ContractTable table =
      playing && hand.contract()
          ? hand.setup().play.table
          : engine::schafkopf_contract_table(engine::SkContract{}, hand.rules().deck_mask());
  const CardMask mine = hand.hand_of(seat);
  if (no_decision(pc, phase == engine::SkPhase::kDone, mine, table)) return pc;
  switch (phase) {
    case engine::SkPhase::kAuction:
    case engine::SkPhase::kBidding: {
      pc.decision = PracticeDecision::kBid;
      pc.prompt = phase == engine::SkPhase::kAuction
                      ? "Your turn: would you play (\"I'd play\"), or pass?"
                      : "Your turn: the bidding for the game.";
      for (const engine::SkBid& b : hand.legal_bids()) {
        solver::SkAction a;
        a.kind = solver::SkActionKind::kBid;
        a.bid = b;
        std::string tip;
        if (b.kind == engine::SkBidKind::kPlay) tip = "You would play a game (named later)";
        if (b.kind == engine::SkBidKind::kRank) tip = "Bid for a game of at least this rank";
        if (b.kind == engine::SkBidKind::kHold) tip = "Keep the game: you will play at least this";
        if (b.kind == engine::SkBidKind::kYield) tip = "Let the other player have the game";
        pc.choices.push_back(sk_choice(sk_bid_label(hand.rules(), b), tip, a));
      }
      pc.hand = plain_cards(mine, table);
      break;
    }
    case engine::SkPhase::kDeclare: {
      pc.decision = PracticeDecision::kDeclare;
      pc.prompt = "Your turn: name your game.";
      for (const engine::SkContract& c : hand.legal_declarations()) {
        solver::SkAction a;
        a.kind = solver::SkActionKind::kDeclare;
        a.contract = c;
        pc.choices.push_back(sk_choice(engine::contract_name(c), "", a));
      }
      pc.hand = plain_cards(mine, table);
      break;
    }
    case engine::SkPhase::kDoubling: {
      pc.decision = PracticeDecision::kDouble;
      const std::string word = sk_double_word(hand);
      pc.prompt = "Your turn: say " + word + " (double the stakes)?";
      if (hand.may_double()) {
        solver::SkAction yes;
        yes.kind = solver::SkActionKind::kDouble;
        yes.yes = true;
        pc.choices.push_back(sk_choice(word + "!", "Double the value of the game", yes));
      }
      solver::SkAction no;
      no.kind = solver::SkActionKind::kDouble;
      no.yes = false;
      pc.choices.push_back(sk_choice("No " + word, "", no));
      pc.hand = plain_cards(mine, table);
      break;
    }
    case engine::SkPhase::kPlay: {
      pc.decision = PracticeDecision::kPlay;
      pc.prompt = hand.contract() && hand.contract()->game == engine::SkGame::kRamsch
                      ? "Your turn (Ramsch): play a card; take as few points as you can."
                      : "Your turn: play a card.";
      pc.hand = hand_cards(mine, table, hand.legal_cards(), true, [&](Card c) {
        auto why = hand.explain_illegal(c);
        return why ? *why : std::string("not legal now");
      });
      break;
    }
    case engine::SkPhase::kDone:
      break;
  }
  return pc;
}

// --- Buttons -----------------------------------------------------------------------------------

PracticeButtons practice_buttons(const PracticeStatus& s) {
  PracticeButtons b;
  if (s.game_over) {
    b.review = s.hand_over;
    b.retry = s.hand_over && s.has_mistakes;
    b.final_table = true;
    return b;
  }
  if (s.hand_over) {
    b.review = true;
    b.retry = s.has_mistakes;
    b.next_hand = true;
    return b;
  }
  b.hint = s.players_turn && !s.hint_shown;
  // Never while a computer player thinks: the offer belongs to the moment after the blunder.
  b.take_back = s.blunder_pending && s.offer_take_back && s.can_take_back && !s.busy;
  return b;
}

// --- Texts --------------------------------------------------------------------------------------

std::string units_text(int units) {
  return units > 0 ? "+" + std::to_string(units) : std::to_string(units);
}

}  // namespace ui
