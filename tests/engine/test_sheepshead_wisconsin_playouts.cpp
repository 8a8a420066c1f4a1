// Sheepshead as Wisconsin plays it: random playouts over every combination of the table options
// (RULES.md SS-14, G-6, the T-invariants), every invariant checked after every action.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <string>
#include <vector>

#include "engine/sheepshead.h"
#include "test_ss_util.h"
#include "test_ss_wisconsin_util.h"

using namespace engine;
using sstest::card;
using sstest::mask;
using namespace wisctest;

// --- Random playouts over every table (SS-14, G-6, T-invariants)
// ----------------------------------

namespace {

struct Combo {
  SheepsheadRules rules;
  std::string name;
};

std::vector<Combo> every_table() {
  std::vector<Combo> out;
  for (int players : {3, 4, 5}) {
    for (int partner = 0; partner < 3; ++partner) {
      for (int crack = 0; crack < 3; ++crack) {
        for (int blitz = 0; blitz < 3; ++blitz) {
          for (int cap : {0, 4}) {
            for (AllPass ap : {AllPass::kLeaster, AllPass::kDoubler}) {
              SheepsheadRules r;
              r.players = players;
              r.partner_rule =
                  partner == 0 ? PartnerRule::kCalledAce : PartnerRule::kJackOfDiamonds;
              r.jd_call_up = partner == 2;
              r.crack = crack > 0;
              r.crack_by = crack == 2 ? CrackBy::kNoChanceToPick : CrackBy::kAnyNonPicker;
              r.blitz = blitz > 0;
              r.blitz_red = blitz == 2;
              r.max_multiplier = cap;
              r.all_pass = ap;
              if (check_sheepshead_rules(r)) continue;
              std::string name = std::to_string(players) + " seats";
              for (const auto& [flag, value] : sheepshead_flags_diff(r, "sheepshead")) {
                name += ", " + flag;
                if (const auto* s = std::get_if<std::string>(&value)) name += "=" + *s;
                if (const auto* i = std::get_if<std::int64_t>(&value))
                  name += "=" + std::to_string(*i);
              }
              out.push_back({r, name});
            }
          }
        }
      }
    }
  }
  return out;
}

int phase_rank(Phase p) {
  return static_cast<int>(p);  // kPick < kBury < kCall < kAnnounce < kPlay < kDone
}

struct Counts {
  int hands = 0, leasters = 0, thrown = 0, calls = 0, call_ups = 0, jd_partners = 0;
  int cracks = 0, recracks = 0, blitzes = 0, red_blitzes = 0, capped = 0;
};

// A deal log lists the announcements without the passes: replaying the list into the hand as
// the poll opened reaches the same poll, whole or cut after any announcement.
void check_replayed_poll(const SheepsheadHand& h, const SheepsheadHand& at_poll) {
  const std::vector<Announcement>& made = h.announcements();
  SheepsheadHand whole = at_poll;
  REQUIRE_FALSE(replay_announcements(whole, made, true).has_value());
  REQUIRE(poll_view(whole) == poll_view(h));
  for (std::size_t k = 0; k < made.size(); ++k) {
    SheepsheadHand part = at_poll;
    const std::vector<Announcement> prefix(made.begin(), made.begin() + static_cast<long>(k));
    REQUIRE_FALSE(replay_announcements(part, prefix, false).has_value());
    REQUIRE(part.announcements() == prefix);
    REQUIRE(part.phase() == Phase::kAnnounce);
  }
}

// The invariants of the hand before `who` acts in phase `ph`.
void check_before_action(const SheepsheadHand& h, const SheepsheadRules& r, Phase ph, int who,
                         int dealer, bool& checked_cards) {
  const int seats = r.seats();
  switch (ph) {
    case Phase::kPick:
      REQUIRE(who == (dealer + static_cast<int>(h.auction().size()) + 1) % seats);
      break;
    case Phase::kBury:
      REQUIRE(count(h.picker_cards()) == r.hand_size() + r.blind_size());
      break;
    case Phase::kCall:
      REQUIRE(r.has_partner());
      REQUIRE_FALSE(h.legal_calls().empty());
      if (r.partner_rule == PartnerRule::kJackOfDiamonds) {
        REQUIRE(r.jd_call_up);
        REQUIRE(has(h.picker_cards() | h.buried(), card("JD")));
      }
      break;
    case Phase::kAnnounce: {
      REQUIRE((r.crack || r.blitz));
      const auto legal = h.legal_announcements();
      REQUIRE(legal.size() >= 2);
      REQUIRE(legal[0] == Announce::kPass);
      // Every kind not offered is refused with a sentence and changes nothing (G-6).
      for (Announce a :
           {Announce::kCrack, Announce::kRecrack, Announce::kBlitzBlack, Announce::kBlitzRed}) {
        if (std::find(legal.begin(), legal.end(), a) != legal.end()) continue;
        SheepsheadHand copy = h;
        const auto e = copy.announce(a);
        REQUIRE(e.has_value());
        REQUIRE_FALSE(e->empty());
        REQUIRE(poll_view(copy) == poll_view(h));
      }
      break;
    }
    case Phase::kPlay:
      REQUIRE(h.legal_cards() != 0);
      if (!checked_cards) {
        // Every card once: the seats' hands, the bury, and in a leaster the blind.
        checked_cards = true;
        CardMask all = h.is_leaster() ? h.deal().blind : h.buried();
        for (int s = 0; s < seats; ++s) {
          REQUIRE((all & h.hand_of(s)) == 0);
          all |= h.hand_of(s);
        }
        REQUIRE(all == kLongDeck);
        REQUIRE(h.play_rules().num_players == seats);
        REQUIRE(h.play_rules().tricks_total() == r.hand_size());
        REQUIRE(h.play_rules().partner_card == h.partner_card());
      }
      break;
    case Phase::kDone:
      break;
  }
}

// The announcement `who` just made: counted, and checked against who may make it.
void check_announcement(const SheepsheadHand& h, const SheepsheadRules& r, int who, int dealer,
                        Counts& n) {
  const int seats = r.seats();
  const Announcement& a = h.announcements().back();
  REQUIRE(a.seat == who);
  switch (a.kind) {
    case Announce::kCrack: {
      ++n.cracks;
      REQUIRE(a.seat != h.picker());
      auto turn = [&](int s) { return (s - dealer - 1 + 2 * seats) % seats; };
      if (r.crack_by == CrackBy::kNoChanceToPick) REQUIRE(turn(a.seat) > turn(h.picker()));
      REQUIRE(h.to_act() == h.picker());
      break;
    }
    case Announce::kRecrack: {
      ++n.recracks;
      REQUIRE((a.seat == h.picker() || a.seat == h.partner()));
      const auto& all = h.announcements();
      const std::size_t crack_at = static_cast<std::size_t>(
          std::find_if(all.begin(), all.end(),
                       [](const Announcement& x) { return x.kind == Announce::kCrack; }) -
          all.begin());
      REQUIRE(crack_at + 2 == all.size());
      break;
    }
    case Announce::kBlitzBlack:
    case Announce::kBlitzRed: {
      ++n.blitzes;
      const bool red = a.kind == Announce::kBlitzRed;
      if (red) ++n.red_blitzes;
      REQUIRE((!red || r.blitz_red));
      REQUIRE((h.hand_of(a.seat) & mask(red ? "QH QD" : "QC QS")) == mask(red ? "QH QD" : "QC QS"));
      break;
    }
    case Announce::kPass:
      FAIL("a pass was recorded as an announcement");
  }
}

// The finished hand: phases in order, the multiplier, zero-sum units, 120 points and the
// partnership.
void check_finished(const SheepsheadHand& h, const SheepsheadRules& r, int start,
                    const std::vector<Phase>& seen, Counts& n) {
  const int seats = r.seats();
  // Phases in order, each once.
  for (std::size_t i = 1; i < seen.size(); ++i) {
    REQUIRE(phase_rank(seen[i - 1]) < phase_rank(seen[i]));
  }
  const bool announced_phase = std::find(seen.begin(), seen.end(), Phase::kAnnounce) != seen.end();
  if (announced_phase) REQUIRE(h.picker() >= 0);
  ++n.hands;
  const HandResult res = h.result();
  // The multiplier: the start times two per announcement, capped (SS-14.5).
  int want = start << h.announcements().size();
  if (r.max_multiplier > 0) want = std::min(want, r.max_multiplier);
  REQUIRE(res.multiplier == want);
  if (r.max_multiplier > 0 && (start << h.announcements().size()) > r.max_multiplier) ++n.capped;
  REQUIRE(sum_units(res) == 0);
  for (int s = seats; s < kMaxPlayers; ++s) REQUIRE(res.units[s] == 0);
  if (res.thrown_in) {
    ++n.thrown;
    REQUIRE(r.all_pass == AllPass::kDoubler);
    return;
  }
  int points = 0, tricks = 0;
  for (int s = 0; s < seats; ++s) {
    points += res.points[s];
    tricks += res.tricks[s];
  }
  REQUIRE(tricks == r.hand_size());
  if (res.leaster) {
    ++n.leasters;
    REQUIRE_FALSE(announced_phase);
    points += mask_points(h.deal().blind);  // set aside (SS-11.2)
    REQUIRE(points == 120);
    return;
  }
  REQUIRE(points == 120);  // the bury is counted for the picker
  // The partnership (SS-6, SS-14.1, SS-14.2).
  const Card pc = h.partner_card();
  if (!r.has_partner()) {
    REQUIRE(pc == kNoCard);
    REQUIRE_FALSE(h.called().has_value());
  } else if (r.partner_rule == PartnerRule::kJackOfDiamonds) {
    const bool picker_has_jd = has(h.picker_cards() | h.buried(), card("JD"));
    if (!picker_has_jd) {
      ++n.jd_partners;
      REQUIRE(pc == card("JD"));
      REQUIRE_FALSE(h.called().has_value());
    } else if (h.called()->type == CallType::kJack) {
      ++n.call_ups;
      REQUIRE(r.jd_call_up);
      REQUIRE(pc == h.called()->called_card());
    } else {
      REQUIRE(h.called()->type == CallType::kAlone);
      REQUIRE(pc == kNoCard);
    }
    REQUIRE(h.play_rules().called == kNoCard);
  } else {
    ++n.calls;
    REQUIRE(pc == h.called()->called_card());
  }
  REQUIRE(res.partner == h.partner());
  if (pc != kNoCard) {
    REQUIRE(res.partner >= 0);
    REQUIRE(has(h.deal().hands[res.partner], pc));
  } else {
    REQUIRE(res.partner == -1);
  }
  const int defenders = seats - 1 - (res.partner >= 0 ? 1 : 0);
  int defender_units = 0;
  for (int s = 0; s < seats; ++s) {
    if (s != res.picker && s != res.partner) defender_units += res.units[s];
  }
  if (res.partner >= 0) REQUIRE(res.units[res.partner] * defenders == -defender_units);
  REQUIRE(res.units[res.picker] * defenders ==
          -defender_units * (defenders - (res.partner >= 0 ? 1 : 0)));
}

// One random hand with every invariant checked after every action.
void random_hand(const SheepsheadRules& r, std::uint64_t seed, Counts& n) {
  const int seats = r.seats();
  Rng rng(seed);
  const int dealer = static_cast<int>(rng.below(static_cast<std::uint32_t>(seats)));
  const int start = 1 + static_cast<int>(rng.below(2));
  SheepsheadHand h(r, dealer, deal_sheepshead(seed, dealer, seats), start);
  std::vector<Phase> seen{h.phase()};
  bool checked_cards = false;
  std::optional<SheepsheadHand> at_poll;  // the hand as the poll opened
  while (h.phase() != Phase::kDone) {
    if (h.phase() == Phase::kAnnounce && !at_poll) at_poll = h;
    if (h.phase() == Phase::kPlay && at_poll && h.plays().empty()) check_replayed_poll(h, *at_poll);
    const Phase ph = h.phase();
    const int who = h.to_act();
    REQUIRE(who >= 0);
    REQUIRE(who < seats);
    check_before_action(h, r, ph, who, dealer, checked_cards);
    const std::size_t made = h.announcements().size();
    sstest::random_action(h, rng, 20);
    if (h.announcements().size() > made) check_announcement(h, r, who, dealer, n);
    if (h.phase() != seen.back()) seen.push_back(h.phase());
  }
  check_finished(h, r, start, seen, n);
}

}  // namespace

TEST_CASE("SS-14 random playouts over every table: 120 points, zero-sum, legal sets, phase order") {
  const auto combos = every_table();
  // 5 seats: 3 partner rules x 3 crack x 3 blitz x 2 caps x 2 all-pass; 3 and 4 seats: called ace
  // only (the JD rule needs five seats).
  CHECK(combos.size() == 108 + 36 + 36);
  Counts total;
  for (std::size_t i = 0; i < combos.size(); ++i) {
    CAPTURE(combos[i].name);
    Counts n;
    for (std::uint64_t k = 0; k < 40; ++k) random_hand(combos[i].rules, 1000 * i + k, n);
    const SheepsheadRules& r = combos[i].rules;
    if (r.crack) CHECK_MESSAGE(n.cracks > 0, "no crack seen");
    total.hands += n.hands;
    total.leasters += n.leasters;
    total.thrown += n.thrown;
    total.calls += n.calls;
    total.call_ups += n.call_ups;
    total.jd_partners += n.jd_partners;
    total.cracks += n.cracks;
    total.recracks += n.recracks;
    total.blitzes += n.blitzes;
    total.red_blitzes += n.red_blitzes;
    total.capped += n.capped;
  }
  MESSAGE("hands ", total.hands, ", leasters ", total.leasters, ", thrown in ", total.thrown,
          ", called-ace hands ", total.calls, ", call-ups ", total.call_ups, ", JD partners ",
          total.jd_partners, ", cracks ", total.cracks, ", re-cracks ", total.recracks,
          ", blitzes ", total.blitzes, " (red ", total.red_blitzes, "), capped ", total.capped);
  CHECK(total.leasters > 0);
  CHECK(total.thrown > 0);
  CHECK(total.call_ups > 0);
  CHECK(total.jd_partners > 0);
  CHECK(total.recracks > 0);
  CHECK(total.blitzes > total.red_blitzes);
  CHECK(total.red_blitzes > 0);
  CHECK(total.capped > 0);
}
