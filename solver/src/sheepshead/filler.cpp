// Sheepshead's filler (solver/filler.h; RULES.md SS-5, SS-6, SS-8.3 to SS-8.5, SS-14.1,
// SS-14.4): the slots of a Sheepshead deal (every other seat's hand; the picker's eight before
// the bury, his kept cards and his bury after it; the blind before the pick or in a leaster)
// and what the auction, the call and the announcements say about them.
#include <string>

#include "../filler_internal.h"
#include "engine/sheepshead.h"

namespace solver {

namespace {

using namespace fill;

engine::PlayRules sheepshead_play_rules(const engine::DealLog& log, int picker) {
  const engine::SheepsheadRules& rules = log.sheepshead().rules;
  engine::PlayRules r;
  r.num_players = rules.seats();
  r.table = engine::sheepshead_table_for(rules);
  r.under_lead_allowed = rules.under_lead_allowed;
  r.called_ten_wins = rules.called_ten_wins;
  const auto& call = log.sheepshead().call;
  if (picker < 0 || !call) return r;
  r.picker = static_cast<std::uint8_t>(picker);
  if (call->type != engine::CallType::kAlone && call->type != engine::CallType::kJack &&
      rules.partner_rule == engine::PartnerRule::kCalledAce) {
    r.called = call->called_card();
    r.called_suit = static_cast<std::uint8_t>(call->suit);
    if (call->type == engine::CallType::kUnknown) {
      r.under = call->under;
    } else if (call->type == engine::CallType::kTen && rules.ten_hold_is_ace) {
      r.hold = engine::HoldRule::kAce;
    } else {
      r.hold = engine::HoldRule::kOneCard;
    }
  }
  return r;
}

struct SheepsheadSlots {
  std::array<int, engine::kMaxPlayers> hand{};  // per seat (the picker: his kept cards)
  int blind = -1;                               // no picker
  int eight = -1;                               // the picker's eight, before the bury
  int bury = -1;                                // the picker's bury
};

// The fail aces a call tells of (SS-6.3, SS-6.4): after a TEN call every fail ace is the
// picker's (kept or buried); an UNKNOWN call means no ACE call was legal, so for each fail suit
// either its ace is his or his six cards hold none of the suit. `strict` takes the first branch
// for every ace not seen elsewhere and the second for the others (exact per card); without it
// the draw relies on the loader's check and the redraws. Under ss_unknown_judged_on = eight
// (`on_eight`) "his six cards" is his eight: the bury holds none of those suits either.
void add_ace_constraints(FillProblem& p, const engine::PlayRules& r, engine::CallType type,
                         int kept, int bury, bool strict, bool only_aces, bool on_eight) {
  const auto forbid_his = [&](Card c) {
    forbid(p, c, kept);
    if (on_eight) forbid(p, c, bury);
  };
  const auto his = static_cast<std::uint8_t>((1u << kept) | (1u << bury));
  if (type != engine::CallType::kTen && !(type == engine::CallType::kUnknown && strict)) return;
  for (int t = 0; t < 4; ++t) {
    const Card ace = engine::make_card(static_cast<engine::Suit>(t), engine::Rank::kAce);
    const std::uint8_t e = r.table.eff_suit[ace];
    if (e == engine::kTrump) continue;
    if (type == engine::CallType::kUnknown && only_aces) {
      // ss_unknown_rule = only_aces: his fail cards are aces.
      for (Card c : engine::cards(p.unknown & r.table.suit_mask[e] & ~engine::bit(ace))) {
        forbid_his(c);
      }
    }
    const bool called = ace == r.called;  // an UNKNOWN call's own ace is not his
    if (engine::has(p.unknown, ace) && !called) {
      p.allowed[ace] = static_cast<std::uint8_t>(p.allowed[ace] & his);
    } else if (type == engine::CallType::kUnknown &&
               (called || !engine::has(p.slots[static_cast<std::size_t>(kept)].fixed |
                                           p.slots[static_cast<std::size_t>(bury)].fixed,
                                       ace))) {
      for (Card c : engine::cards(p.unknown & r.table.suit_mask[e])) forbid_his(c);
    }
  }
}

// The call's constraints on the picker's cards (SS-6, SS-8.4, SS-8.5, SS-14.1).
void add_call_constraints(FillProblem& p, const engine::DealLog& log, const engine::PlayRules& r,
                          const SheepsheadSlots& sl, int picker, bool strict) {
  const auto& part = log.sheepshead();
  const int kept = sl.hand[static_cast<std::size_t>(picker)];
  const auto his = static_cast<std::uint8_t>((kept >= 0 ? 1u << kept : 0u) |
                                             (sl.bury >= 0 ? 1u << sl.bury : 0u) |
                                             (sl.eight >= 0 ? 1u << sl.eight : 0u));
  const Card jd = engine::make_card(engine::Suit::kDiamonds, engine::Rank::kJack);
  if (part.rules.partner_rule == engine::PartnerRule::kJackOfDiamonds) {
    if (!part.call) {
      for (int i = 0; i < kMaxFillSlots; ++i) {
        if (his & (1u << i)) forbid(p, jd, i);
      }
    } else if (part.call->type == engine::CallType::kJack) {
      p.require.push_back({his, engine::bit(jd), "the picker calls up a jack, so he holds JD"});
      forbid(p, part.call->called_card(), kept);
      forbid(p, part.call->called_card(), sl.bury);
    }
    return;
  }
  if (r.called == engine::kNoCard) return;
  forbid(p, r.called, kept);
  forbid(p, r.called, sl.bury);
  add_ace_constraints(p, r, part.call->type, kept, sl.bury, strict,
                      part.rules.unknown_rule == engine::UnknownRule::kOnlyAces,
                      part.rules.unknown_judged_on == engine::UnknownJudgedOn::kEight);
  const CardMask of_s = r.table.suit_mask[r.called_suit] & ~engine::bit(r.called);
  if (r.hold == engine::HoldRule::kAce) {
    const Card ace =
        engine::make_card(static_cast<engine::Suit>(r.called_suit), engine::Rank::kAce);
    p.require.push_back({static_cast<std::uint8_t>(1u << kept), engine::bit(ace),
                         "the picker keeps the ace of the called suit (ss_ten_hold_is_ace)"});
  } else if (r.hold == engine::HoldRule::kOneCard) {
    p.require.push_back({static_cast<std::uint8_t>(1u << kept), of_s,
                         "the picker holds a card of the called suit (SS-6.2), and none of them "
                         "can be his"});
  }
}

// The slots of a Sheepshead deal and what the log says about them.
void build_problem(FillProblem& p, SheepsheadSlots& sl, const engine::DealLog& log,
                   const engine::PlayRules& r, const PlayEvidence& ev, int picker, bool buried,
                   bool strict) {
  const auto& part = log.sheepshead();
  const int n = part.rules.seats();
  const int hs = part.rules.hand_size();
  const int bs = part.rules.blind_size();
  sl.hand.fill(-1);
  const CardMask blind = mask_of(part.blind);
  const CardMask bury = mask_of(part.bury);
  std::array<CardMask, engine::kMaxPlayers> shown{};
  for (const engine::Announcement& a : part.doubles) {
    if (a.seat >= 0 && a.seat < n)
      shown[static_cast<std::size_t>(a.seat)] |= engine::blitz_cards(a.kind);
  }
  CardMask floating = 0;  // the picker's given cards when his bury is not given
  for (int s = 0; s < n; ++s) {
    const auto i = static_cast<std::size_t>(s);
    const CardMask known = given_hand(log, s) | ev.played[i] | shown[i];
    if (s != picker) {
      sl.hand[i] = add_hand_slot(p, log, s, hs, known, ev.voids[i]);
    } else if (!buried) {
      sl.eight = add_hand_slot(p, log, s, hs + bs, known | blind, 0);
    } else {
      CardMask kept = ev.played[i] | shown[i];
      if (r.under != engine::kNoCard) kept |= engine::bit(r.under);
      if (part.bury) {
        kept |= (known | blind) & ~bury;
      } else {
        floating = (known | blind) & ~kept;
      }
      sl.hand[i] = add_hand_slot(p, log, s, hs, kept, ev.voids[i]);
      p.slots.push_back({"the picker's bury", bs, bury, ""});
      sl.bury = static_cast<int>(p.slots.size()) - 1;
    }
  }
  if (picker < 0) {
    p.slots.push_back({"the blind", bs, blind, ""});
    sl.blind = static_cast<int>(p.slots.size()) - 1;
  }
  finish_problem(p, r.table.deck, r.table, sl.hand, n, ev);
  for (Card c : engine::cards(floating)) {
    p.allowed[c] = static_cast<std::uint8_t>(
        p.allowed[c] & ((1u << sl.hand[static_cast<std::size_t>(picker)]) | (1u << sl.bury)));
  }
  for (int s = 0; s < n; ++s) {
    if (ev.lacks_called[static_cast<std::size_t>(s)])
      forbid(p, r.called, sl.hand[static_cast<std::size_t>(s)]);
  }
  if (picker >= 0 && buried) add_call_constraints(p, log, r, sl, picker, strict);
}

std::optional<FilledLog> sheepshead_fill(const engine::DealLog& log, std::uint64_t seed,
                                         LogError* error) {
  const auto& part = log.sheepshead();
  const engine::SheepsheadRules& rules = part.rules;
  const int n = rules.seats();
  const int bs = rules.blind_size();
  int picker = -1;
  for (std::size_t i = 0; i < part.auction.size(); ++i) {
    if (part.auction[i]) picker = static_cast<int>((log.dealer + 1 + static_cast<int>(i)) % n);
  }
  const bool buried =
      picker >= 0 && (part.bury || part.call || !part.doubles.empty() || !log.plays.empty());
  const engine::PlayRules r = sheepshead_play_rules(log, picker);
  const auto ev = walk_plays(log, r, error);
  if (!ev) return std::nullopt;
  FillProblem p;
  SheepsheadSlots sl;
  std::string why;
  std::optional<std::vector<CardMask>> cards;
  // The exact branch of an UNKNOWN call's aces first; without it if that leaves no deal.
  for (int strict = 1; strict >= 0 && !cards; --strict) {
    p = FillProblem{};
    sl = SheepsheadSlots{};
    build_problem(p, sl, log, r, *ev, picker, buried, strict == 1);
    cards = draw(p, seed, &why);
  }
  if (!cards) {
    *error = LogError{"hands", "no deal fits what the log shows: " + why};
    return std::nullopt;
  }
  FilledLog out{log, {}};
  engine::DealLog& f = out.log;
  f.hands.assign(static_cast<std::size_t>(n), std::nullopt);
  for (int s = 0; s < n; ++s) {
    const auto i = static_cast<std::size_t>(s);
    if (s == picker) continue;
    f.hands[i] = card_list((*cards)[static_cast<std::size_t>(sl.hand[i])]);
    out.complete[i] = slot_full(p, sl.hand[i]);
  }
  if (picker < 0) {
    f.sheepshead().blind = card_list((*cards)[static_cast<std::size_t>(sl.blind)]);
  } else {
    const auto i = static_cast<std::size_t>(picker);
    CardMask eight = 0;
    if (buried) {
      eight = (*cards)[static_cast<std::size_t>(sl.hand[i])] |
              (*cards)[static_cast<std::size_t>(sl.bury)];
      f.sheepshead().bury = card_list((*cards)[static_cast<std::size_t>(sl.bury)]);
      out.complete[i] = slot_full(p, sl.hand[i]) && slot_full(p, sl.bury);
    } else {
      eight = (*cards)[static_cast<std::size_t>(sl.eight)];
      out.complete[i] = slot_full(p, sl.eight);
    }
    const CardMask blind = mask_of(part.blind);
    CardMask b = blind;
    for (Card c : engine::cards(eight & ~given_hand(log, picker) & ~blind)) {
      if (engine::count(b) < bs) b |= engine::bit(c);
    }
    f.sheepshead().blind = card_list(b);
    f.hands[i] = card_list(eight & ~b);
  }
  return out;
}

}  // namespace

std::optional<FilledLog> fill_sheepshead_log(const engine::DealLog& log, LogError* error,
                                             int draw) {
  return fill::fill_log(log, sheepshead_fill, error, draw);
}

}  // namespace solver
