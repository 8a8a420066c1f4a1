// The practice table from the player's seat: only what he may know (his own cards, the public
// auction and contract, the cards played, the partner once the called card is out or when he
// holds it himself, the blind and bury only when he picked).
#include <algorithm>

#include "ui/card_labels.h"
#include "ui/practice_screen.h"
#include "ui/table_view.h"

namespace ui {
namespace {

using engine::Card;
using engine::CardMask;

std::string seat_name(const std::vector<std::string>& names, int seat) {
  const auto i = static_cast<std::size_t>(seat);
  return i < names.size() ? names[i] : "Seat " + std::to_string(seat + 1);
}

bool played(const std::vector<Card>& plays, Card c) {
  return c != engine::kNoCard && std::find(plays.begin(), plays.end(), c) != plays.end();
}

// The trick on the table: the cards of the trick in progress, or the last completed trick when
// none has been led since. `owner(c)` names the seat that played card c.
template <typename Owner>
void fill_trick(PracticeTable& t, const std::vector<Card>& plays, const engine::PlayRules& rules,
                const engine::PlayState& state, Owner owner, bool see_under) {
  const int n = t.num_seats;
  t.tricks_total = rules.tricks_total();
  const auto count = static_cast<int>(plays.size());
  if (count == 0) {
    t.trick_number = 1;
    return;
  }
  const int in_trick = state.trick_size;
  const bool complete = in_trick == 0;
  const int size = complete ? n : in_trick;
  const int first = count - size;
  t.trick_complete = complete;
  t.trick_number = complete ? state.tricks_done : state.tricks_done + 1;
  for (int i = first; i < count; ++i) {
    const Card c = plays[static_cast<std::size_t>(i)];
    PracticeTrickCard tc;
    tc.seat = owner(c);
    tc.card = c;
    tc.face_down = c == rules.under && !see_under;
    tc.trump = rules.table.eff_suit[c] == engine::kTrump && c != rules.under;
    t.trick.push_back(tc);
    if (complete) t.trick_points += engine::card_points(c);
  }
  if (complete) t.trick_winner = state.leader;
  // The last completed trick: the n cards before the trick in progress; its winner leads the
  // next one (TT-9).
  const int done_end = complete ? count : first;
  if (done_end >= n) {
    t.last_trick_number = state.tricks_done;
    for (int i = done_end - n; i < done_end; ++i) {
      const Card c = plays[static_cast<std::size_t>(i)];
      PracticeTrickCard tc;
      tc.seat = owner(c);
      tc.card = c;
      tc.face_down = c == rules.under && !see_under;
      tc.trump = rules.table.eff_suit[c] == engine::kTrump && c != rules.under;
      t.last_trick.push_back(tc);
      t.last_trick_points += engine::card_points(c);
    }
    t.last_trick_winner = complete ? state.leader : owner(plays[static_cast<std::size_t>(first)]);
  }
}

// The seats of either trick game's table: names, cards in hand (`cards_of(seat)`), the dealer,
// the declarer (picker), the partner once known (-1: not shown) and who is to act; the points
// and tricks won once `playing`.
template <class Hand, class CardsOf>
void add_seats(PracticeTable& t, const Hand& hand, const std::vector<std::string>& names,
               int declarer, int known_partner, bool playing, CardsOf cards_of) {
  for (int s = 0; s < t.num_seats; ++s) {
    PracticeSeat ps;
    ps.seat = s;
    ps.name = seat_name(names, s);
    ps.cards = engine::count(cards_of(s));
    ps.dealer = s == hand.dealer();
    ps.picker = s == declarer;
    ps.partner = known_partner >= 0 && s == known_partner;
    ps.to_act = s == hand.to_act();
    if (playing) {
      ps.points = hand.play_state().points_won[static_cast<std::size_t>(s)];
      ps.tricks = hand.play_state().tricks_won[static_cast<std::size_t>(s)];
    }
    t.seats.push_back(std::move(ps));
  }
}

}  // namespace

std::string announce_word(engine::Announce a) {
  switch (a) {
    case engine::Announce::kPass:
      return "Pass";
    case engine::Announce::kCrack:
      return "Crack";
    case engine::Announce::kRecrack:
      return "Re-crack";
    case engine::Announce::kBlitzBlack:
      return "Blitz";
    case engine::Announce::kBlitzRed:
      return "Red blitz";
  }
  return "?";
}

std::string announce_verb(engine::Announce a) {
  switch (a) {
    case engine::Announce::kPass:
      return "passed";
    case engine::Announce::kCrack:
      return "cracked";
    case engine::Announce::kRecrack:
      return "re-cracked";
    case engine::Announce::kBlitzBlack:
      return "blitzed (QC QS)";
    case engine::Announce::kBlitzRed:
      return "blitzed (QH QD)";
  }
  return "?";
}

std::vector<std::string> sk_auction_words(const engine::SchafkopfRules& rules,
                                          const std::vector<solver::SkAction>& actions,
                                          const std::vector<int>& seats, int num_seats) {
  std::vector<std::string> words(static_cast<std::size_t>(std::max(0, num_seats)));
  bool kontra = false;
  for (std::size_t i = 0; i < actions.size() && i < seats.size(); ++i) {
    const int s = seats[i];
    if (s < 0 || s >= num_seats) continue;
    const solver::SkAction& a = actions[i];
    std::string& w = words[static_cast<std::size_t>(s)];
    if (a.kind == solver::SkActionKind::kBid) {
      w = sk_bid_label(rules, a.bid);
    } else if (a.kind == solver::SkActionKind::kDouble && a.yes) {
      w = kontra ? "Re" : "Kontra";
      kontra = true;
    }
  }
  return words;
}

PracticeTable practice_table(const engine::SheepsheadHand& hand, int seat,
                             const std::vector<std::string>& names) {
  PracticeTable t;
  t.num_seats = hand.seats();
  t.seat = seat;
  const int picker = hand.picker();
  const bool done = hand.phase() == engine::Phase::kDone;
  const bool playing = hand.phase() == engine::Phase::kPlay || done;
  const std::vector<Card>& plays = hand.plays();
  // The called card, the called-up jack or JD (SS-14.1): its holder is known once it is played.
  const engine::Card partner_card = hand.partner_card();
  const int partner = hand.partner();
  const bool partner_known =
      partner >= 0 && (partner == seat || done || played(plays, partner_card));
  add_seats(t, hand, names, picker, partner_known ? partner : -1, playing, [&](int s) {
    return hand.phase() == engine::Phase::kBury && s == picker ? hand.picker_cards()
                                                               : hand.hand_of(s);
  });
  // The auction's words, from the dealer's left (SS-4), until the play begins.
  const std::vector<bool>& auction = hand.auction();
  for (std::size_t i = 0; i < auction.size() && !playing; ++i) {
    const int s = (hand.dealer() + 1 + static_cast<int>(i)) % t.num_seats;
    t.seats[static_cast<std::size_t>(s)].said = auction[i] ? "Pick" : "Pass";
  }
  // Cracks, re-cracks and blitzes (SS-14.3/14.4) are public: each seat's last one.
  for (const engine::Announcement& a : hand.announcements()) {
    if (a.seat >= 0 && a.seat < t.num_seats && a.kind != engine::Announce::kPass) {
      t.seats[static_cast<std::size_t>(a.seat)].said = announce_word(a.kind);
    }
  }

  if (hand.is_leaster()) {
    t.contract = "Leaster: everyone passed; fewest points wins";
  } else if (picker >= 0) {
    t.contract = (picker == seat ? std::string("You") : seat_name(names, picker)) + " picked";
    const bool jd_rule = hand.rules().partner_rule == engine::PartnerRule::kJackOfDiamonds;
    // Without call-ups a JD picker's ALONE is known to him only (SS-14.1).
    const bool call_public = !jd_rule || hand.rules().jd_call_up || picker == seat || done;
    if (hand.called() && call_public) {
      t.contract += hand.called()->type == engine::CallType::kAlone
                        ? " and plays alone"
                        : ", called " + call_text(*hand.called());
    } else if (!hand.rules().has_partner()) {
      t.contract += " and plays alone";  // three- and four-handed (SS-14.2)
    } else if (jd_rule && hand.phase() != engine::Phase::kPick &&
               hand.phase() != engine::Phase::kBury) {
      t.contract += "; the jack of diamonds is the partner";
    }
    for (const engine::Announcement& a : hand.announcements()) {
      if (a.kind == engine::Announce::kPass) continue;
      t.contract += ", " + (a.seat == seat ? std::string("you") : seat_name(names, a.seat)) + " " +
                    announce_verb(a.kind);
    }
    if (hand.multiplier() > 1) t.contract += " (x" + std::to_string(hand.multiplier()) + ")";
  } else if (done) {
    t.contract = "Everyone passed: thrown in (a doubler for a later hand)";
  } else {
    t.contract = "The auction: pick up the blind or pass";
  }

  t.blind_count = engine::count(hand.deal().blind);
  if (picker == seat || done) {
    for (const Card c :
         display_order(hand.deal().blind, engine::sheepshead_table_for(hand.rules()))) {
      t.blind.push_back(c);
    }
  }
  if (picker == seat && hand.buried() != 0) {
    for (const Card c : engine::cards(hand.buried())) t.bury.push_back(c);
  }

  if (playing) {
    const auto& deal = hand.deal();
    auto owner = [&](Card c) {
      for (int s = 0; s < t.num_seats; ++s) {
        if (engine::has(deal.hands[static_cast<std::size_t>(s)], c)) return s;
      }
      return picker;  // from the blind
    };
    fill_trick(t, plays, hand.play_rules(), hand.play_state(), owner, picker == seat || done);
  }
  return t;
}

PracticeTable practice_table(const engine::SchafkopfHand& hand, int seat,
                             const std::vector<std::string>& names) {
  PracticeTable t;
  t.num_seats = engine::kSchafkopfSeats;
  t.seat = seat;
  const auto& contract = hand.contract();
  const bool done = hand.phase() == engine::SkPhase::kDone;
  const bool playing = contract.has_value() && (hand.phase() == engine::SkPhase::kPlay ||
                                                hand.phase() == engine::SkPhase::kDoubling || done);
  const std::vector<Card>& plays = hand.plays();
  const int declarer = contract ? contract->declarer : -1;
  const int partner = playing ? hand.setup().partner : -1;
  const Card called = contract ? contract->called_card() : engine::kNoCard;
  const bool partner_known = partner >= 0 && (partner == seat || done || played(plays, called));
  add_seats(t, hand, names, declarer, partner_known ? partner : -1, playing,
            [&](int s) { return hand.hand_of(s); });
  for (const engine::SkDouble& d : hand.doubles()) {
    if (d.seat >= 0 && d.seat < t.num_seats) {
      t.seats[static_cast<std::size_t>(d.seat)].said =
          d.kind == engine::SkDoubleKind::kKontra ? "Kontra" : "Re";
    }
  }
  if (contract) {
    t.contract = engine::contract_name(*contract);
    if (declarer >= 0) t.contract += " (" + seat_name(names, declarer) + ")";
    for (const engine::SkDouble& d : hand.doubles()) {
      t.contract += d.kind == engine::SkDoubleKind::kKontra ? ", Kontra" : ", Re";
    }
  } else if (done) {
    t.contract = "Everyone passed: the cards are thrown in";
  } else {
    t.contract = hand.holder() >= 0
                     ? "The auction: " + (hand.holder() == seat
                                              ? std::string("you hold the game")
                                              : seat_name(names, hand.holder()) + " holds the game")
                     : "The auction: who would play?";
  }
  if (playing) {
    auto owner = [&](Card c) {
      for (int s = 0; s < t.num_seats; ++s) {
        if (engine::has(hand.dealt()[static_cast<std::size_t>(s)], c)) return s;
      }
      return -1;
    };
    fill_trick(t, plays, hand.setup().play, hand.play_state(), owner, true);
  }
  return t;
}

}  // namespace ui
