#include "ui/table_view.h"

#include "ui/hand_review.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace ui {

using engine::Card;
using engine::CardMask;

std::vector<Card> display_order(CardMask cards, const engine::ContractTable& t) {
  std::vector<Card> out;
  out.reserve(static_cast<std::size_t>(engine::count(cards)));
  static constexpr std::array<std::uint8_t, 5> kOrder = {engine::kTrump, 0, 2, 1, 3};
  for (const std::uint8_t eff : kOrder) {
    const auto first = out.size();
    for (const Card c : engine::cards(cards & t.suit_mask[eff])) out.push_back(c);
    std::sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
              [&](Card a, Card b) { return t.power[a] > t.power[b]; });
  }
  return out;
}

namespace {

// One play of the whole deal, replayed once.
struct PlayRecord {
  int seat = 0;
  bool under = false;      // the under card, played face down
  bool completes = false;  // the card completes a trick
  int winner = -1;
  int points = 0;
};

CardsAside aside(bool exists, const std::optional<CardMask>& cards, bool may_see,
                 const engine::ContractTable& t) {
  CardsAside a;
  a.exists = exists;
  if (!exists) return a;
  a.count = 2;
  a.known = cards.has_value();
  a.visible = a.known && may_see;
  if (a.visible) {
    a.cards = display_order(*cards, t);
    a.count = static_cast<int>(a.cards.size());
    a.points = engine::mask_points(*cards);
  }
  return a;
}

// Every play of the whole deal replayed once (who played it, what each completed trick gave),
// and the state before play `step`.
struct Replayed {
  std::vector<PlayRecord> record;
  engine::PlayState at_step;
};
Replayed replay_plays(const ReplayDeal& deal, int step) {
  const auto& rules = deal.rules;
  Replayed out;
  out.record.resize(deal.plays.size());
  engine::PlayState state = start_state(deal);
  out.at_step = state;
  for (std::size_t i = 0; i < deal.plays.size(); ++i) {
    if (static_cast<int>(i) == step) out.at_step = state;
    const Card c = deal.plays[i];
    PlayRecord& r = out.record[i];
    r.seat = state.to_move(rules);
    r.under = c == rules.under && state.under_pending && r.seat == deal.picker;
    engine::PlayUndo undo;
    engine::make_move(rules, state, c, undo);
    r.completes = undo.completed;
    r.winner = undo.completed ? undo.winner : -1;
    r.points = undo.completed ? undo.points : 0;
  }
  if (step == static_cast<int>(deal.plays.size())) out.at_step = state;
  return out;
}

// Who holds the partner card (the called card, JD, a called-up jack): from the hands, else from
// who plays it; `called_at` gets the index of its play (-1: not played).
int partner_card_holder(const ReplayDeal& deal, const std::vector<PlayRecord>& record, Card called,
                        int& called_at) {
  int holder = -1;
  called_at = -1;
  if (called == engine::kNoCard) return holder;
  for (int s = 0; s < deal.num_seats; ++s) {
    if (s != deal.picker && engine::has(deal.hands[static_cast<std::size_t>(s)], called)) {
      holder = s;
    }
  }
  for (std::size_t i = 0; i < deal.plays.size(); ++i) {
    if (deal.plays[i] == called) {
      called_at = static_cast<int>(i);
      if (holder < 0) holder = record[i].seat;
    }
  }
  return holder;
}

// The cards each seat has played before the step.
struct Played {
  std::array<CardMask, engine::kMaxPlayers> cards{};
  std::array<int, engine::kMaxPlayers> count{};
};

// The tricks: completed ones into the history, the last one (complete or not) on the table.
Played collect_tricks(TableView& v, const ReplayDeal& deal, const std::vector<PlayRecord>& record,
                      const Perspective& pv) {
  const bool settled = v.hand_over;
  auto face_down = [&](const PlayRecord& r) {
    return r.under && !(pv.show_all || pv.seat == deal.picker || settled);
  };
  TrickView trick;
  trick.number = 1;
  trick.leader = (deal.dealer + 1) % deal.num_seats;
  Played played;
  for (int i = 0; i < v.step; ++i) {
    const PlayRecord& r = record[static_cast<std::size_t>(i)];
    const Card c = deal.plays[static_cast<std::size_t>(i)];
    if (trick.complete) {
      v.history.push_back(trick);
      trick = TrickView{};
      trick.number = static_cast<int>(v.history.size()) + 1;
      trick.leader = r.seat;
    }
    played.cards[static_cast<std::size_t>(r.seat)] |= engine::bit(c);
    ++played.count[static_cast<std::size_t>(r.seat)];
    trick.cards.push_back(TrickCard{r.seat, c, face_down(r), r.under});
    if (r.completes) {
      trick.complete = true;
      trick.winner = r.winner;
      trick.points = r.points;
    }
  }
  v.trick = trick;
  return played;
}

void fill_seats(TableView& v, const ReplayDeal& deal, const engine::PlayState& at_step,
                const Played& played, int partner, const Perspective& pv) {
  const auto& rules = deal.rules;
  const int n = deal.num_seats;
  const TrickView& trick = v.trick;
  const int per_seat = v.tricks_total;
  v.seats.resize(static_cast<std::size_t>(n));
  for (int s = 0; s < n; ++s) {
    SeatView& sv = v.seats[static_cast<std::size_t>(s)];
    const auto si = static_cast<std::size_t>(s);
    sv.seat = s;
    sv.name = deal.player_name(s);
    const bool sees = pv.show_all || pv.seat == s;
    const CardMask left = deal.hands[si] & ~played.cards[si];
    if (sees) sv.face_up = display_order(left, rules.table);
    sv.face_down = std::max(0, per_seat - played.count[si] - static_cast<int>(sv.face_up.size()));
    if (sees && s == deal.picker && at_step.under_pending && engine::has(left, rules.under)) {
      sv.under = rules.under;
    }
    sv.dealer = s == deal.dealer;
    sv.picker = s == deal.picker;
    sv.partner = partner >= 0 && s == partner;
    sv.leads = !v.hand_over && s == at_step.leader;
    sv.to_move = s == v.to_move;
    sv.won_trick = trick.complete && trick.winner == s;
    sv.points = at_step.points_won[si];
    sv.tricks = at_step.tricks_won[si];
  }
}

// The sides' points, the blind and the bury.
void fill_sides(TableView& v, const ReplayDeal& deal, Card called, int partner, bool revealed,
                const Perspective& pv) {
  v.picker = deal.picker;
  v.called = called;
  v.has_sides = deal.picker >= 0 && !deal.leaster;
  if (v.has_sides) {
    v.alone = called == engine::kNoCard;
    v.partner = partner;
    v.partner_revealed = revealed;
    v.sides_known = v.alone || partner >= 0;
    v.picker_side_points = v.seats[static_cast<std::size_t>(deal.picker)].points;
    if (partner >= 0) v.picker_side_points += v.seats[static_cast<std::size_t>(partner)].points;
    if (v.sides_known) {
      for (const SeatView& sv : v.seats) {
        if (!sv.picker && !sv.partner) v.defender_points += sv.points;
      }
    }
  }

  // Blind and bury (SS-5.3: the picker knows them; everybody sees them at settlement).
  const bool sheepshead = deal.game == GameKind::kSheepshead;
  const bool picker_eyes =
      pv.show_all || (deal.picker >= 0 && pv.seat == deal.picker) || v.hand_over;
  v.blind = aside(sheepshead, deal.blind, picker_eyes, deal.rules.table);
  v.bury = aside(sheepshead && v.has_sides, deal.bury, picker_eyes, deal.rules.table);

  // The bury counts for the picker's side (SS-5.2) wherever it may be seen.
  v.bury_counted = v.has_sides && v.bury.visible ? v.bury.points : 0;
  v.picker_side_total = v.picker_side_points + v.bury_counted;
  if (deal.picker >= 0 && deal.picker < static_cast<int>(v.seats.size())) {
    v.seats[static_cast<std::size_t>(deal.picker)].bury = v.bury_counted;
  }
}

// The contract line and one status line.
void fill_status(TableView& v, const ReplayDeal& deal, const Settlement* settlement) {
  const TrickView& trick = v.trick;
  const auto name = [&](int s) { return deal.player_name(s); };
  if (deal.picker >= 0 && !deal.contract.empty()) {
    v.contract_line = name(deal.picker) + " " + deal.contract;
  } else if (!deal.contract.empty()) {
    v.contract_line = deal.contract;
    v.contract_line[0] =
        static_cast<char>(std::toupper(static_cast<unsigned char>(v.contract_line[0])));
  }
  if (v.step == 0) {
    v.status = v.to_move >= 0 ? name(v.to_move) + " leads the first trick" : "No cards to play";
  } else if (v.hand_over && v.sides_known) {
    // The card points of each side (SS-9.1, SK-8.1); the bury counts for the picker.
    v.status = "Hand over: " + possessive(name(deal.picker)) + " side " +
               std::to_string(v.picker_side_total) + " points" +
               (v.bury_counted ? " with the bury" : "") + ", defenders " +
               std::to_string(v.defender_points);
  } else if (const Settlement end = !v.hand_over || v.has_sides ? Settlement{}
                                    : settlement                ? *settlement
                                                                : compute_settlement(deal);
             end.available) {
    // A leaster or a Ramsch: the hand's result, not the last trick's winner.
    v.status = end.headline;
  } else if (trick.complete) {
    v.status = name(trick.winner) + " wins trick " + std::to_string(trick.number) + " (" +
               std::to_string(trick.points) + (trick.points == 1 ? " point)" : " points)");
    v.status += v.hand_over ? "; the hand is over" : " and leads next";
  } else {
    v.status = "Trick " + std::to_string(trick.number) + ": " + name(v.to_move) + " to play";
  }
  if (v.step == v.steps && !v.hand_over && v.step > 0) v.status += " (the log ends here)";
}

}  // namespace

TableView compute_table_view(const ReplayDeal& deal, int step, const Perspective& pv,
                             const Settlement* settlement) {
  TableView v;
  v.num_seats = deal.num_seats;
  v.game = deal.game;
  v.tricks_total = deal.cards_per_seat();
  v.steps = static_cast<int>(deal.plays.size());
  v.step = std::clamp(step, 0, v.steps);
  v.contract = deal.contract;

  const Replayed replayed = replay_plays(deal, v.step);
  const engine::PlayState& at_step = replayed.at_step;
  v.hand_over = at_step.finished(deal.rules);
  v.to_move = v.hand_over ? -1 : at_step.to_move(deal.rules);

  const Card called = deal.partner_card();
  int called_at = -1;
  const int holder = partner_card_holder(deal, replayed.record, called, called_at);
  const bool revealed = called_at >= 0 && called_at < v.step;
  int partner = -1;
  if (pv.show_all || revealed || (holder >= 0 && pv.seat == holder)) partner = holder;

  const Played played = collect_tricks(v, deal, replayed.record, pv);
  fill_seats(v, deal, at_step, played, partner, pv);
  fill_sides(v, deal, called, partner, revealed, pv);
  fill_status(v, deal, settlement);
  return v;
}

}  // namespace ui
