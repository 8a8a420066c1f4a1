#include "ui/replay_deal.h"

#include <utility>

#include "ui/card_labels.h"

namespace ui {

using engine::Card;
using engine::CardMask;

std::string ReplayDeal::player_name(int seat) const {
  if (seat >= 0 && seat < static_cast<int>(players.size()) &&
      !players[static_cast<std::size_t>(seat)].empty()) {
    return players[static_cast<std::size_t>(seat)];
  }
  return "Seat " + std::to_string(seat + 1);
}

std::string possessive(const std::string& name) {
  if (!name.empty() && (name.back() == 's' || name.back() == 'S')) return name + "'";
  return name + "'s";
}

std::vector<std::string> sanitize_deal(ReplayDeal& deal) {
  std::vector<std::string> problems;
  // Schafkopf has four seats; Sheepshead three, four or five (SS-14.2), as its log's rules say.
  int expected_seats = engine::kSchafkopfSeats;
  if (deal.game == GameKind::kSheepshead) {
    // Without a log, the seats its trick-play rules were made for.
    const int ruled = deal.rules.num_players;
    expected_seats = deal.log                   ? deal.log->sheepshead().rules.seats()
                     : ruled >= 3 && ruled <= 5 ? ruled
                                                : engine::kSheepsheadSeats;
  }
  if (deal.num_seats != expected_seats) {
    problems.push_back("the game needs " + std::to_string(expected_seats) + " seats, not " +
                       std::to_string(deal.num_seats));
    deal.num_seats = expected_seats;
  }
  const int n = deal.num_seats;
  deal.rules.num_players = n;
  if (deal.players.size() != static_cast<std::size_t>(n)) {
    if (!deal.players.empty()) {
      problems.push_back("players: " + std::to_string(deal.players.size()) + " names for " +
                         std::to_string(n) + " seats");
    }
    deal.players.resize(static_cast<std::size_t>(n));
  }
  for (int s = 0; s < n; ++s) deal.players[static_cast<std::size_t>(s)] = deal.player_name(s);
  if (deal.dealer < 0 || deal.dealer >= n) {
    problems.push_back("dealer: seat " + std::to_string(deal.dealer) + " does not exist");
    deal.dealer = 0;
  }
  if (deal.picker >= n || deal.picker < -1) {
    problems.push_back("the picker's seat " + std::to_string(deal.picker) + " does not exist");
    deal.picker = -1;
  }
  if (deal.viewer >= n) deal.viewer = -1;
  for (int s = n; s < engine::kMaxPlayers; ++s) deal.hands[static_cast<std::size_t>(s)] = 0;

  const int per_seat = deal.cards_per_seat();
  CardMask seen = 0;
  for (int s = 0; s < n; ++s) {
    CardMask& h = deal.hands[static_cast<std::size_t>(s)];
    const CardMask outside = h & ~deal.rules.table.deck;
    if (outside) {
      problems.push_back(deal.player_name(s) + " holds " +
                         engine::card_code(engine::lowest(outside)) +
                         ", which is not in this deck");
      h &= deal.rules.table.deck;
    }
    const CardMask twice = h & seen;
    if (twice) {
      problems.push_back(engine::card_code(engine::lowest(twice)) + " is dealt to " +
                         deal.player_name(s) + " and to another seat");
      h &= ~twice;
    }
    if (engine::count(h) > per_seat) {
      problems.push_back(deal.player_name(s) + " holds " + std::to_string(engine::count(h)) +
                         " cards; a hand has " + std::to_string(per_seat));
      while (engine::count(h) > per_seat) h &= h - 1;
    }
    seen |= h;
  }
  const bool has_under = deal.rules.under != engine::kNoCard;
  if (has_under &&
      (deal.picker < 0 || deal.rules.picker != deal.picker ||
       !engine::has(deal.hands[static_cast<std::size_t>(deal.picker)], deal.rules.under))) {
    problems.push_back("the under card " + engine::card_code(deal.rules.under) +
                       " is not in the picker's hand");
    deal.rules.under = engine::kNoCard;
  }

  // Replay the plays; stop at the first card the seat to move cannot play.
  engine::PlayState state = start_state(deal);
  std::size_t i = 0;
  for (; i < deal.plays.size(); ++i) {
    const Card c = deal.plays[i];
    const std::string where = "plays[" + std::to_string(i) + "]: ";
    if (state.finished(deal.rules)) {
      problems.push_back(where + "the hand is over after " + std::to_string(i) + " cards");
      break;
    }
    const int p = state.to_move(deal.rules);
    const CardMask holding =
        state.hands[static_cast<std::size_t>(p)] |
        (p == deal.picker && state.under_pending ? engine::bit(deal.rules.under) : CardMask{0});
    if (c >= engine::kNumCards || !engine::has(holding, c)) {
      problems.push_back(where + (c < engine::kNumCards ? engine::card_code(c) : std::string("?")) +
                         " is not in the hand of " + deal.player_name(p));
      break;
    }
    const bool whole_hand_known =
        engine::count(deal.hands[static_cast<std::size_t>(p)]) == per_seat;
    if (whole_hand_known && !engine::has(engine::legal_moves(deal.rules, state), c)) {
      problems.push_back(where + engine::card_code(c) + " is not a legal card for " +
                         deal.player_name(p));
      break;
    }
    engine::PlayUndo undo;
    engine::make_move(deal.rules, state, c, undo);
  }
  deal.plays.resize(i);
  return problems;
}

engine::PlayState start_state(const ReplayDeal& deal) {
  engine::PlayState state;
  for (int s = 0; s < deal.num_seats && s < engine::kMaxPlayers; ++s) {
    state.hands[static_cast<std::size_t>(s)] = deal.hands[static_cast<std::size_t>(s)];
  }
  if (deal.rules.under != engine::kNoCard && deal.picker >= 0) {
    state.hands[static_cast<std::size_t>(deal.picker)] &= ~engine::bit(deal.rules.under);
    state.under_pending = true;
  }
  state.leader = static_cast<std::uint8_t>((deal.dealer + 1) % deal.num_seats);
  return state;
}

ReplayDeal replay_from_hand(const engine::SheepsheadHand& hand, std::vector<std::string> players,
                            std::string source) {
  ReplayDeal d;
  d.game = GameKind::kSheepshead;
  d.num_seats = hand.seats();  // 3, 4 or 5 (SS-14.2)
  d.players = std::move(players);
  d.dealer = hand.dealer();
  d.source = std::move(source);
  d.blind = hand.deal().blind;
  const bool in_play = hand.phase() == engine::Phase::kPlay || hand.phase() == engine::Phase::kDone;
  const bool thrown_in = hand.phase() == engine::Phase::kDone && hand.plays().empty() &&
                         hand.picker() < 0 && !hand.is_leaster();
  if (in_play && !thrown_in) {
    d.rules = hand.play_rules();
  } else {
    d.rules = engine::PlayRules{};
    d.rules.num_players = hand.seats();
    d.rules.table = engine::sheepshead_table_for(hand.rules());
  }
  for (int s = 0; s < hand.seats(); ++s) {
    d.hands[static_cast<std::size_t>(s)] = hand.deal().hands[static_cast<std::size_t>(s)];
  }
  d.plays = hand.plays();
  d.leaster = hand.is_leaster();
  if (thrown_in) {
    d.contract = "thrown in: everybody passed";
  } else if (d.leaster) {
    d.contract = "leaster: everybody passed";
  } else if (hand.picker() >= 0) {
    d.picker = hand.picker();
    d.hands[static_cast<std::size_t>(d.picker)] = hand.picker_cards();
    if (hand.phase() != engine::Phase::kBury) d.bury = hand.buried();
    if (const auto& call = hand.called()) {
      d.contract = call->type == engine::CallType::kAlone ? std::string("picked and went alone")
                                                          : "picked and called " + call_text(*call);
    } else if (!hand.rules().has_partner()) {
      d.contract = "picked and plays alone";  // three- and four-handed (SS-14.2)
    } else if (hand.rules().partner_rule == engine::PartnerRule::kJackOfDiamonds) {
      d.contract = "picked; the jack of diamonds is the partner";
    } else {
      d.contract = "picked";
    }
    for (const engine::Announcement& a : hand.announcements()) {
      const std::size_t who = static_cast<std::size_t>(a.seat);
      d.contract +=
          ", " + engine::announce_string(a.kind) + " by " +
          (who < d.players.size() ? d.players[who] : "seat " + std::to_string(a.seat + 1));
    }
    if (hand.multiplier() > 1) d.contract += " (x" + std::to_string(hand.multiplier()) + ")";
  }
  return d;
}

}  // namespace ui
