// Sheepshead's knowledge facts (solver/knowledge.h; RULES.md SS-5.3, SS-6, SS-8, SS-11.2, SS-14):
// the slots of a Sheepshead decision (hands, the picker's bury and under card, a leaster's
// blind) and the constraints the play, the call, the hold card and the announcements put on
// them; the replay of a world. The case algebra is the trick layer's (../trick/knowledge_cases.h).
#include <algorithm>
#include <cassert>

#include "../trick/knowledge_cases.h"
#include "solver/knowledge.h"

namespace solver {

using engine::ContractTable;
using engine::kNoCard;
using engine::kTrump;
using engine::Phase;
using engine::SheepsheadHand;

namespace {

void fail(std::string* error, std::string message) {
  if (error) *error = std::move(message);
}

// The jack of diamonds, the partner card of SS-14.1.
constexpr Card kJackOfDiamonds = engine::make_card(engine::Suit::kDiamonds, engine::Rank::kJack);

// The card whose holder is the picker's partner as a player who is not the picker sees it (see
// Knowledge::partner_card): under the jack-of-diamonds rule JD unless the picker called up (a
// public call), whether or not the picker holds JD himself.
Card seen_partner_card(const SheepsheadHand& h) {
  const engine::SheepsheadRules& rules = h.rules();
  if (h.is_leaster() || h.picker() < 0 || !rules.has_partner()) return kNoCard;
  if (rules.partner_rule == engine::PartnerRule::kJackOfDiamonds) {
    if (h.called() && h.called()->type == engine::CallType::kJack) {
      return h.called()->called_card();
    }
    return kJackOfDiamonds;
  }
  const engine::PlayRules& pr = h.play_rules();
  return pr.partner_card != kNoCard ? pr.partner_card : pr.called;
}

// The fail suits of the table (effective suits 0..3 that have cards).
std::vector<int> fail_suits(const ContractTable& t) {
  std::vector<int> v;
  for (int e = 0; e < 4; ++e) {
    if (t.suit_mask[static_cast<std::size_t>(e)] != 0) v.push_back(e);
  }
  return v;
}

// The call constraints on the picker's cards (SS-6.2 to SS-6.5) and the hold card (SS-8.4),
// as seen by a mover who is not the picker.
void add_call_constraints(Knowledge& k, const engine::SheepsheadRules& rules,
                          const engine::PlayRules& pr, const engine::PlayState& st,
                          const engine::Call& call) {
  const ContractTable& t = pr.table;
  const int hp = k.slot_of(SlotKind::kHand, k.picker);
  const int bu = k.slot_of(SlotKind::kBury);
  const int un = k.slot_of(SlotKind::kUnder);
  const SlotSet hand6 = static_cast<SlotSet>(slot_bit(hp) | slot_bit(un));  // H
  const SlotSet eight = static_cast<SlotSet>(hand6 | slot_bit(bu));         // P
  const CardMask picker_played = k.known_played[static_cast<std::size_t>(k.picker)];
  if (call.type == engine::CallType::kAlone) return;
  const int s = static_cast<int>(call.suit);
  const CardMask of_s = t.suit_mask[static_cast<std::size_t>(s)];
  const Card ace_s = engine::make_card(call.suit, engine::Rank::kAce);
  const Card x = call.called_card();
  for (ConstraintCase& c : k.cases) forbid(k, c, engine::bit(x), eight);  // X is not in P
  if (call.type == engine::CallType::kJack) {
    // The call-up (SS-14.1) says the picker's eight cards held JD; no called-suit rules.
    for (ConstraintCase& c : k.cases) confine(k, c, engine::bit(kJackOfDiamonds), eight);
    return;
  }

  if (call.type == engine::CallType::kTen) {
    for (int e : fail_suits(t)) {
      const Card a = engine::make_card(static_cast<engine::Suit>(e), engine::Rank::kAce);
      const bool in_hand = rules.ten_hold_is_ace && e == s;
      for (ConstraintCase& c : k.cases) {
        confine(k, c, engine::bit(a), in_hand ? hand6 : eight);
      }
    }
  }
  if (call.type == engine::CallType::kAce || call.type == engine::CallType::kTen) {
    // The hold card: while s is unopened (or its opening trick has not reached the picker)
    // and the picker has cards, one card of s stays with him (SS-8.4a), or A_s itself
    // (SS-8.4c). And the call needs a card of s in H (SS-6.2, SS-6.3): if he has not shown one
    // yet, he still holds it. Split by the lowest card of s he holds, so cases stay disjoint.
    bool picker_in_trick = false;
    for (int i = 0; i < st.trick_size; ++i) {
      picker_in_trick |= (st.leader + i) % pr.num_players == k.picker;
    }
    const bool has_cards = st.hands[static_cast<std::size_t>(k.picker)] != 0;
    const bool hold_active = has_cards && (!st.opened || (st.opening_trick && !picker_in_trick));
    const bool call_needs = has_cards && (picker_played & of_s) == 0;
    if (hold_active || call_needs) {
      if (hold_active && pr.hold == engine::HoldRule::kAce) {
        for (ConstraintCase& c : k.cases) confine(k, c, engine::bit(ace_s), slot_bit(hp));
      } else {
        k.cases = split(k.cases, [&](const ConstraintCase& c, std::vector<ConstraintCase>& out) {
          CardMask before = 0;
          for (Card card : engine::cards(of_s & k.unseen)) {
            if (!(c.allowed[card] & slot_bit(hp))) continue;
            ConstraintCase d = c;
            forbid(k, d, before, slot_bit(hp));
            d.allowed[card] = slot_bit(hp);
            d.why += "picker keeps " + engine::card_code(card) + " as lowest of s; ";
            out.push_back(d);
            before |= engine::bit(card);
          }
        });
      }
    }
    return;
  }
  // UNKNOWN(s, u): no ACE call was legal and A_s is not in P, so H holds no card of s. Under
  // ss_unknown_judged_on = eight no ACE call was legal on the eight cards before the bury: the
  // suits without their ace are absent from P, the bury included (ENGINE.md "Table options").
  const SlotSet judged = rules.unknown_judged_on == engine::UnknownJudgedOn::kEight ? eight : hand6;
  for (ConstraintCase& c : k.cases) forbid(k, c, of_s, judged);
  for (int e : fail_suits(t)) {
    if (e == s) continue;
    const Card a = engine::make_card(static_cast<engine::Suit>(e), engine::Rank::kAce);
    const CardMask of_t = t.suit_mask[static_cast<std::size_t>(e)];
    const bool a_unseen = engine::has(k.unseen, a);
    const bool a_picker_played = engine::has(picker_played, a);
    const bool picker_showed_t = (picker_played & of_t) != 0;
    k.cases = split(k.cases, [&](const ConstraintCase& c, std::vector<ConstraintCase>& out) {
      // Branch 1: A_t is the picker's (hand, under card or bury).
      if (a_unseen || a_picker_played) {
        ConstraintCase d = c;
        confine(k, d, engine::bit(a), eight);
        if (!a_unseen || d.allowed[a] != 0) {
          d.why += "A" + std::string(1, engine::suit_letter(static_cast<engine::Suit>(e))) +
                   " is the picker's; ";
          out.push_back(d);
        }
      }
      // Branch 2: A_t is not his and his six cards (eight, judged on eight) hold no card of t.
      if (!a_picker_played && !picker_showed_t) {
        ConstraintCase d = c;
        forbid(k, d, engine::bit(a), eight);
        forbid(k, d, of_t, judged);
        if (!a_unseen || d.allowed[a] != 0) {
          d.why +=
              "no " + std::string(1, engine::suit_letter(static_cast<engine::Suit>(e))) + " in H; ";
          out.push_back(d);
        }
      }
    });
  }
  CardMask fail_cards = 0;
  for (int e : fail_suits(t)) fail_cards |= t.suit_mask[static_cast<std::size_t>(e)];
  if (rules.unknown_rule == engine::UnknownRule::kOnlyAces) {
    const CardMask aces = 0x80808080u;
    for (ConstraintCase& c : k.cases) forbid(k, c, fail_cards & ~aces, judged);
  }
  if (rules.under_must_be_fail && un >= 0) {
    const bool picker_showed_fail = (picker_played & fail_cards) != 0;
    k.cases = split(k.cases, [&](const ConstraintCase& c, std::vector<ConstraintCase>& out) {
      ConstraintCase d = c;  // the under card is a fail card
      forbid(k, d, t.trumps(), slot_bit(un));
      d.why += "under is fail; ";
      out.push_back(d);
      if (!picker_showed_fail) {  // or a trump, and H has no fail card at all
        ConstraintCase e = c;
        forbid(k, e, fail_cards, hand6);
        e.why += "H all trump; ";
        out.push_back(e);
      }
    });
  }
}

// What the walk over the plays before the decision shows: who played another card into the
// called suit's opening trick (SS-8.3a: he does not hold the called card).
using NotCalled = std::array<bool, engine::kMaxPlayers>;

// Replays the first n_plays plays on h, collecting the voids and the under play into k and who
// played into the opening trick without the called card. False (with *error) when the engine
// refuses a play.
bool walk_plays(SheepsheadHand& h, const engine::DealLog& log, std::size_t n_plays,
                const engine::PlayRules& pr, Knowledge& k, NotCalled& not_x, std::string* error) {
  const ContractTable& t = pr.table;
  for (std::size_t j = 0; j < n_plays; ++j) {
    const engine::PlayState& st = h.play_state();
    const int seat = st.to_move(pr);
    const Card c = log.plays[j];
    const bool is_under =
        c == pr.under && pr.under != kNoCard && seat == k.picker && st.under_pending;
    if (is_under) k.under_play = static_cast<int>(j);
    if (st.trick_size > 0 && !is_under) {
      const std::uint8_t led = st.led_suit(pr);
      if (t.eff_suit[c] != led) {
        std::uint8_t& v = k.voids[static_cast<std::size_t>(seat)];
        v = static_cast<std::uint8_t>(v | 1u << led);
      }
    }
    if (auto e = h.play(c)) {
      fail(error, "plays[" + std::to_string(j) + "]: " + *e);
      return false;
    }
    const engine::PlayState& after = h.play_state();
    if (after.opening_trick && c != pr.called) not_x[static_cast<std::size_t>(seat)] = true;
    if (!after.opening_trick) not_x = {};
  }
  return true;
}

// What the mover has seen (his hand, the cards played face up, his own bury and under card),
// the unseen cards and the slots they go to.
void add_seen_and_slots(Knowledge& k, const engine::DealLog& log, const engine::PlayRules& pr,
                        const engine::PlayState& st) {
  const int mover = k.mover;
  const bool mover_picks = mover == k.picker;
  k.known_hand[static_cast<std::size_t>(mover)] = st.hands[static_cast<std::size_t>(mover)];
  for (std::size_t j = 0; j < k.plays_seen; ++j) {
    if (static_cast<int>(j) == k.under_play && !mover_picks) continue;
    k.known_played[log.play_seat[j]] |= engine::bit(log.plays[j]);
  }
  CardMask seen = 0;
  for (int q = 0; q < k.num_players; ++q) {
    seen |= k.known_hand[static_cast<std::size_t>(q)] | k.known_played[static_cast<std::size_t>(q)];
  }
  if (mover_picks) {
    k.known_bury = log.sheepshead().dealt_bury;
    k.known_under = pr.under;
    seen |= k.known_bury;
    if (pr.under != kNoCard) seen |= engine::bit(pr.under);
  }
  k.unseen = pr.table.deck & ~seen;
  for (int q = 0; q < k.num_players; ++q) {
    if (q == mover) continue;
    k.slots.push_back(
        Slot{SlotKind::kHand, q, engine::count(st.hands[static_cast<std::size_t>(q)])});
  }
  if (k.picker >= 0 && !mover_picks) {
    k.slots.push_back(Slot{SlotKind::kBury, k.picker, engine::count(log.sheepshead().dealt_bury)});
    if (pr.under != kNoCard) k.slots.push_back(Slot{SlotKind::kUnder, k.picker, 1});
  }
  if (k.leaster)
    k.slots.push_back(Slot{SlotKind::kBlind, -1, engine::count(log.sheepshead().dealt_blind)});
  int total = 0;
  for (const Slot& s : k.slots) total += s.size;
  assert(total == engine::count(k.unseen));
  (void)total;
}

// What the announcements show: blitzed pairs (SS-14.4: that seat holds each card until
// played) and the re-cracker, who is the partner when he is not the picker (SS-14.3).
struct Shown {
  std::array<CardMask, engine::kMaxPlayers> cards{};
  int recracker = -1;
};

Shown shown_by_announcements(const Knowledge& k) {
  Shown s;
  for (const engine::Announcement& a : k.announcements) {
    const std::size_t ai = static_cast<std::size_t>(a.seat);
    if (a.kind == engine::Announce::kBlitzBlack) {
      s.cards[ai] |= engine::bit(engine::make_card(engine::Suit::kClubs, engine::Rank::kQueen)) |
                     engine::bit(engine::make_card(engine::Suit::kSpades, engine::Rank::kQueen));
    } else if (a.kind == engine::Announce::kBlitzRed) {
      s.cards[ai] |= engine::bit(engine::make_card(engine::Suit::kHearts, engine::Rank::kQueen)) |
                     engine::bit(engine::make_card(engine::Suit::kDiamonds, engine::Rank::kQueen));
    } else if (a.kind == engine::Announce::kRecrack && a.seat != k.picker) {
      s.recracker = a.seat;
    }
  }
  return s;
}

// The mover's role, and the partner as far as he knows him.
void add_role_and_partner(Knowledge& k, const engine::PlayState& st, const Shown& shown) {
  const int mover = k.mover;
  const bool mover_picks = mover == k.picker;
  if (k.leaster) {
    k.role = Role::kLeaster;
  } else if (mover_picks) {
    k.role = Role::kPicker;
  } else if (k.partner_card != kNoCard &&
             (engine::has(st.hands[static_cast<std::size_t>(mover)], k.partner_card) ||
              engine::has(k.known_played[static_cast<std::size_t>(mover)], k.partner_card))) {
    k.role = Role::kPartner;
  } else {
    k.role = Role::kDefender;
  }
  if (k.partner_card == kNoCard) return;
  for (int q = 0; q < k.num_players; ++q) {
    const std::size_t qi = static_cast<std::size_t>(q);
    if (engine::has(k.known_played[qi] | k.known_hand[qi], k.partner_card)) k.partner_known = q;
  }
  if (shown.recracker >= 0) k.partner_known = shown.recracker;
  // The partner card in the picker's own cards: he plays alone (SS-14.1). He knows it from
  // the start; the others once he plays it.
  const std::size_t pi = static_cast<std::size_t>(k.picker);
  if (k.picker >= 0 && (engine::has(k.known_played[pi] | k.known_hand[pi], k.partner_card) ||
                        (mover_picks && engine::has(k.known_bury, k.partner_card)))) {
    k.alone = true;
    k.partner_known = -1;
  }
}

// The constraints of the play and the announcements on the other seats' hands: voids, no
// called card after playing another into its opening trick, the blitzed pairs, the
// re-cracker's partner card.
void add_hand_constraints(Knowledge& k, const engine::PlayRules& pr, const NotCalled& not_x,
                          const Shown& shown) {
  const ContractTable& t = pr.table;
  for (ConstraintCase& c : k.cases) {
    for (int q = 0; q < k.num_players; ++q) {
      const int slot = k.slot_of(SlotKind::kHand, q);
      if (slot < 0) continue;
      for (int e = 0; e < engine::kNumEffSuits; ++e) {
        if (k.voids[static_cast<std::size_t>(q)] >> e & 1) {
          forbid(k, c, t.suit_mask[static_cast<std::size_t>(e)], slot_bit(slot));
        }
      }
      if (pr.called != kNoCard && not_x[static_cast<std::size_t>(q)]) {
        forbid(k, c, engine::bit(pr.called), slot_bit(slot));
      }
      confine(k, c, shown.cards[static_cast<std::size_t>(q)], slot_bit(slot));
      if (q == shown.recracker && k.partner_card != kNoCard) {
        confine(k, c, engine::bit(k.partner_card), slot_bit(slot));
      }
    }
  }
}

// The knowledge at play n_plays; with poll_seat >= 0 (n_plays 0), of that seat in the
// announcement poll after the first `announcements` announcements.
std::optional<Knowledge> play_knowledge(const engine::DealLog& log, std::size_t n_plays,
                                        int poll_seat, std::size_t announcements,
                                        std::string* error) {
  // The poll's knowledge is the one at the first lead: the log needs to reach it, not a card.
  if (poll_seat < 0 && n_plays >= log.plays.size()) {
    fail(error, "there is no play " + std::to_string(n_plays + 1) + " in the log");
    return std::nullopt;
  }
  auto replay = engine::replay_sheepshead(log, 0, error);
  if (!replay) return std::nullopt;
  SheepsheadHand& h = *replay;
  if (h.phase() != Phase::kPlay) {
    fail(error,
         poll_seat >= 0 ? "the log stops before the first lead" : "the hand has no card play");
    return std::nullopt;
  }
  const engine::PlayRules pr = h.play_rules();
  Knowledge k;
  k.point = PointKind::kPlay;
  k.num_players = h.seats();
  k.plays_seen = n_plays;
  k.picker = h.picker();
  k.leaster = h.is_leaster();
  k.called = pr.called;
  k.partner_card = seen_partner_card(h);
  k.alone = !k.leaster && k.partner_card == kNoCard;
  k.announcements = h.announcements();
  if (poll_seat >= 0 && announcements < k.announcements.size()) {
    k.announcements.resize(announcements);
  }
  k.in_poll = poll_seat >= 0;
  for (std::size_t a = 0; a < log.sheepshead().auction.size(); ++a) {
    if (!log.sheepshead().auction[a])
      k.passers.push_back((log.dealer + 1 + static_cast<int>(a)) % k.num_players);
  }
  // Walk the plays, collecting voids, who played into the opening trick and the under play.
  NotCalled not_x{};
  if (!walk_plays(h, log, n_plays, pr, k, not_x, error)) return std::nullopt;
  const engine::PlayState& st = h.play_state();
  k.mover = poll_seat >= 0 ? poll_seat : st.to_move(pr);
  add_seen_and_slots(k, log, pr, st);
  const Shown shown = shown_by_announcements(k);
  add_role_and_partner(k, st, shown);
  // Constraints.
  k.cases.push_back(open_case(k));
  add_hand_constraints(k, pr, not_x, shown);
  if (k.picker >= 0 && k.mover != k.picker && h.called()) {
    add_call_constraints(k, log.sheepshead().rules, pr, st, *h.called());
  }
  prune(k);
  if (k.cases.empty()) {
    fail(error, "no deal is consistent with what the player to move knows (a bug)");
    return std::nullopt;
  }
  return k;
}

}  // namespace

std::optional<Knowledge> sheepshead_play_knowledge(const engine::DealLog& log, std::size_t n_plays,
                                                   std::string* error) {
  return play_knowledge(log, n_plays, -1, 0, error);
}

std::optional<Knowledge> sheepshead_poll_knowledge(const engine::DealLog& log, int seat,
                                                   std::size_t announcements, std::string* error) {
  return play_knowledge(log, 0, seat, announcements, error);
}

std::optional<std::string> replay_poll(SheepsheadHand& h,
                                       const std::vector<engine::Announcement>& made,
                                       int stop_seat) {
  for (const engine::Announcement& a : made) {
    while (h.phase() == Phase::kAnnounce && h.to_act() != a.seat) {
      if (auto e = h.announce(engine::Announce::kPass)) return e;
    }
    if (auto e = h.announce(a.kind)) return e;
  }
  while (h.phase() == Phase::kAnnounce && h.to_act() != stop_seat) {
    if (auto e = h.announce(engine::Announce::kPass)) return e;
  }
  if (stop_seat >= 0 && h.phase() != Phase::kAnnounce) {
    return std::string("the poll ended before seat ") + std::to_string(stop_seat + 1) + "'s turn";
  }
  return std::nullopt;
}

std::optional<Knowledge> sheepshead_auction_knowledge(const engine::DealLog& log, PointKind point,
                                                      int auction_index, std::string* error) {
  if (log.game != engine::Game::kSheepshead || !log.deal_known) {
    fail(error, "the log does not give every hidden card");
    return std::nullopt;
  }
  Knowledge k;
  k.point = point;
  k.num_players = log.sheepshead().rules.seats();
  k.picker = log.sheepshead().picker;
  const int n = k.num_players;
  const int hand_size = log.sheepshead().rules.hand_size();
  const ContractTable t = engine::sheepshead_table_for(log.sheepshead().rules);
  if (point == PointKind::kPick) {
    if (auction_index < 0 || auction_index >= static_cast<int>(log.sheepshead().auction.size())) {
      fail(error, "there is no such auction step");
      return std::nullopt;
    }
    k.auction_index = auction_index;
    k.mover = (log.dealer + 1 + auction_index) % n;
    if (k.mover == log.sheepshead().picker && !log.sheepshead().blind_known) {
      fail(error,
           "the log does not say which cards were the blind, so the picker's own six "
           "cards before the pick are not known");
      return std::nullopt;
    }
    for (int a = 0; a < auction_index; ++a) k.passers.push_back((log.dealer + 1 + a) % n);
    k.known_hand[static_cast<std::size_t>(k.mover)] = log.dealt[static_cast<std::size_t>(k.mover)];
    for (int q = 0; q < n; ++q) {
      if (q != k.mover) k.slots.push_back(Slot{SlotKind::kHand, q, hand_size});
    }
    k.slots.push_back(Slot{SlotKind::kBlind, -1, log.sheepshead().rules.blind_size()});
  } else {
    if (log.sheepshead().picker < 0) {
      fail(error, "nobody picked");
      return std::nullopt;
    }
    k.mover = log.sheepshead().picker;
    for (int a = 0; a + 1 < static_cast<int>(log.sheepshead().auction.size()); ++a) {
      k.passers.push_back((log.dealer + 1 + a) % n);
    }
    k.known_hand[static_cast<std::size_t>(k.mover)] =
        log.dealt[static_cast<std::size_t>(k.mover)] | log.sheepshead().dealt_blind;
    if (point == PointKind::kCall) k.known_bury = log.sheepshead().dealt_bury;
    for (int q = 0; q < n; ++q) {
      if (q != k.mover) k.slots.push_back(Slot{SlotKind::kHand, q, hand_size});
    }
    k.role = Role::kPicker;
  }
  k.unseen = t.deck & ~k.known_hand[static_cast<std::size_t>(k.mover)];
  k.cases.push_back(open_case(k));
  return k;
}

std::optional<SheepsheadHand> replay_world(const engine::DealLog& log, const Knowledge& k,
                                           const SlotCards& world, std::string* error) {
  const WorldDeal wd = world_deal(k, world);
  engine::SheepsheadDeal deal;
  const int n = k.num_players;
  if (k.point == PointKind::kPlay) {
    for (int q = 0; q < n; ++q) {
      deal.hands[static_cast<std::size_t>(q)] = wd.start[static_cast<std::size_t>(q)];
    }
    deal.blind = k.leaster ? wd.blind : wd.bury;
  } else if (k.point == PointKind::kPick) {
    for (int q = 0; q < n; ++q) {
      deal.hands[static_cast<std::size_t>(q)] = wd.start[static_cast<std::size_t>(q)];
    }
    deal.blind = wd.blind;
  } else {
    for (int q = 0; q < n; ++q) {
      deal.hands[static_cast<std::size_t>(q)] = wd.start[static_cast<std::size_t>(q)];
    }
    deal.hands[static_cast<std::size_t>(k.picker)] = log.dealt[static_cast<std::size_t>(k.picker)];
    deal.blind = log.sheepshead().dealt_blind;
  }
  SheepsheadHand h(log.sheepshead().rules, log.dealer, deal, log.multiplier);
  const std::size_t auction_steps = k.point == PointKind::kPick
                                        ? static_cast<std::size_t>(k.auction_index)
                                        : log.sheepshead().auction.size();
  for (std::size_t a = 0; a < auction_steps; ++a) {
    if (auto e = h.pick(log.sheepshead().auction[a])) {
      fail(error, "auction: " + *e);
      return std::nullopt;
    }
  }
  if (k.point == PointKind::kPick || k.point == PointKind::kBury) return h;
  if (h.picker() >= 0) {
    if (auto e = h.bury(k.point == PointKind::kPlay ? wd.bury : log.sheepshead().dealt_bury)) {
      fail(error, "bury: " + *e);
      return std::nullopt;
    }
    if (k.point == PointKind::kCall) return h;
    if (h.phase() == Phase::kCall && log.sheepshead().call) {
      engine::Call call = *log.sheepshead().call;
      if (call.type == engine::CallType::kUnknown) call.under = wd.under;
      if (auto e = h.call(call)) {
        fail(error, "call: " + *e);
        return std::nullopt;
      }
    }
  }
  // The announcements as made; every other polled seat passed. A poll decision stops at the
  // mover's turn.
  if (auto e = replay_poll(h, k.announcements, k.in_poll ? k.mover : -1)) {
    fail(error, "announcements: " + *e);
    return std::nullopt;
  }
  if (k.in_poll) return h;
  for (std::size_t j = 0; j < k.plays_seen; ++j) {
    const Card c = static_cast<int>(j) == k.under_play ? wd.under : log.plays[j];
    if (auto e = h.play(c)) {
      fail(error, "plays[" + std::to_string(j) + "]: " + *e);
      return std::nullopt;
    }
  }
  return h;
}

}  // namespace solver
