// Sheepshead as Wisconsin plays it: the announcements before the first lead (RULES.md SS-14.3
// cracks and re-cracks, SS-14.4 blitzes, SS-14.5 the multiplier cap), each as a test vector.
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

// --- Announcements (SS-14.3, SS-14.4, SS-14.5)
// ----------------------------------------------------

TEST_CASE("SS-14.3: default rules have no announcement phase") {
  SheepsheadHand h = seat1_picks_a(jd_rules());
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.legal_announcements().empty());
  const auto e = h.announce(Announce::kPass);
  REQUIRE(e.has_value());
  CHECK(*e == "no announcement can be made now");
}

TEST_CASE("SS-14.3: crack by any non-picker, pass by the picker, re-crack by the partner") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  SheepsheadHand h = seat1_picks_a(r);
  REQUIRE(h.phase() == Phase::kAnnounce);
  // Poll from the dealer's left: seat 0, then seat 1 (the picker: nothing to say, skipped), 2...
  CHECK(h.to_act() == 0);
  CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kCrack}));
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  CHECK(h.to_act() == 2);
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  CHECK(h.to_act() == 3);
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());
  CHECK(h.multiplier() == 2);
  // The picker answers first...
  CHECK(h.to_act() == 1);
  CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kRecrack}));
  const auto e = h.announce(Announce::kCrack);
  REQUIRE(e.has_value());
  CHECK(*e ==
        "seat 1 cannot make a crack now: he answers seat 3's crack with a re-crack or a pass");
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  // ...then his partner (the holder of JD).
  CHECK(h.to_act() == 2);
  CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kRecrack}));
  REQUIRE_FALSE(h.announce(Announce::kRecrack).has_value());
  CHECK(h.multiplier() == 4);
  // Seat 4 may no longer crack (one crack per hand): the hand goes to play.
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.to_act() == 0);
  CHECK(h.announcements() ==
        std::vector<Announcement>{{3, Announce::kCrack}, {2, Announce::kRecrack}});
  play_strongest(h);
  const HandResult res = h.result();
  CHECK(res.multiplier == 4);
  // The same plays without announcements pay a quarter.
  SheepsheadHand plain = seat1_picks_a(jd_rules());
  play_strongest(plain);
  for (int s = 0; s < 5; ++s) CHECK(res.units[s] == 4 * plain.result().units[s]);
  CHECK(sum_units(res) == 0);
}

TEST_CASE("SS-14.3: the picker's re-crack ends the answer; the partner is not asked") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  SheepsheadHand h = seat1_picks_a(r);
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());  // seat 0
  CHECK(h.to_act() == 1);
  REQUIRE_FALSE(h.announce(Announce::kRecrack).has_value());
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.multiplier() == 4);
  CHECK(h.announcements() ==
        std::vector<Announcement>{{0, Announce::kCrack}, {1, Announce::kRecrack}});
}

TEST_CASE("SS-14.3: a partner who cracked does not answer his own crack") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  SheepsheadHand h = seat1_picks_a(r);
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());   // seat 0
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());  // seat 2, the secret partner
  CHECK(h.to_act() == 1);
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.multiplier() == 2);
}

TEST_CASE(
    "SS-14.3: three-handed there is no partner to answer; the poll goes on after the cracker") {
  SheepsheadRules r = table(3);
  r.crack = true;
  r.blitz = true;
  // Seat 0 picks; seat 1 holds QC QS.
  const SheepsheadDeal d =
      make_deal(r,
                {"7C 8C 9C KC 7S 8S 9S KS 7H 8H", "QC QS QH QD JC JS JH AC AS AH",
                 "JD AD TD KD 9D 8D 7D TC TS TH"},
                "9H KH");
  SheepsheadHand h(r, 2, d);
  REQUIRE_FALSE(h.pick(true).has_value());
  REQUIRE_FALSE(h.bury(mask("9H KH")).has_value());
  REQUIRE(h.phase() == Phase::kAnnounce);
  CHECK(h.to_act() == 1);  // the picker (seat 0) has nothing to announce
  CHECK(h.legal_announcements() ==
        list({Announce::kPass, Announce::kCrack, Announce::kBlitzBlack}));
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());
  CHECK(h.to_act() == 0);
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  // Seat 2 can no longer crack and holds no pair: play starts.
  CHECK(h.phase() == Phase::kPlay);
  CHECK(h.multiplier() == 2);
}

TEST_CASE("SS-14.3: ss_crack_by = no_chance_to_pick: only the seats after the picker may crack") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  r.crack_by = CrackBy::kNoChanceToPick;
  {
    SheepsheadHand h = seat1_picks_a(r);
    // Seat 0 passed before the picker: skipped.
    CHECK(h.to_act() == 2);
    REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
    CHECK(h.to_act() == 3);
    REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
    CHECK(h.to_act() == 4);
    REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
    CHECK(h.phase() == Phase::kPlay);
    CHECK(h.multiplier() == 1);
  }
  {
    // With blitzes seat 0 is polled for his black queens, but may not crack.
    r.blitz = true;
    SheepsheadHand h = seat1_picks_a(r);
    CHECK(h.to_act() == 0);
    CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kBlitzBlack}));
    const PollView before = poll_view(h);
    const auto e = h.announce(Announce::kCrack);
    REQUIRE(e.has_value());
    CHECK(*e ==
          "seat 0 cannot crack: only seats after the picker may crack (ss_crack_by = "
          "no_chance_to_pick)");
    CHECK(poll_view(h) == before);
  }
  {
    // The dealer picks: nobody had no chance, so nobody may crack.
    r.blitz = false;
    SheepsheadHand h(r, 4, deal_a());
    sstest::pick_after_passes(h, 4);
    REQUIRE_FALSE(h.bury(mask("8D 7D")).has_value());
    CHECK(h.phase() == Phase::kPlay);
  }
}

TEST_CASE("SS-14.4: blitz with both black queens keeps the turn; red only with ss_blitz_red") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  r.blitz = true;
  {
    SheepsheadHand h = seat1_picks_a(r);
    CHECK(h.to_act() == 0);
    CHECK(h.legal_announcements() ==
          list({Announce::kPass, Announce::kCrack, Announce::kBlitzBlack}));
    REQUIRE_FALSE(h.announce(Announce::kBlitzBlack).has_value());
    CHECK(h.to_act() == 0);
    CHECK(h.multiplier() == 2);
    CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kCrack}));
    const auto again = h.announce(Announce::kBlitzBlack);
    REQUIRE(again.has_value());
    CHECK(*again == "seat 0 cannot show the black queens: seat 0 already did");
    REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
    // The picker holds QH QD, but red blitzes are off: skipped.
    CHECK(h.to_act() == 2);
    const auto red = h.announce(Announce::kBlitzRed);
    REQUIRE(red.has_value());
    CHECK(*red == "seat 2 cannot show the red queens: red blitzes are off (ss_blitz_red)");
    const auto black = h.announce(Announce::kBlitzBlack);
    REQUIRE(black.has_value());
    CHECK(*black == "seat 2 cannot show the black queens: seat 0 already did");
  }
  {
    r.blitz_red = true;
    SheepsheadHand h = seat1_picks_a(r);
    REQUIRE_FALSE(h.announce(Announce::kPass).has_value());  // seat 0 keeps his queens hidden
    CHECK(h.to_act() == 1);
    CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kBlitzRed}));
    REQUIRE_FALSE(h.announce(Announce::kBlitzRed).has_value());
    // Nothing left for the picker: the poll moves on by itself.
    CHECK(h.to_act() == 2);
    CHECK(h.announcements() == std::vector<Announcement>{{1, Announce::kBlitzRed}});
    CHECK(announce_string(Announce::kBlitzRed) == "blitz (QH QD)");
    const auto e = h.announce(Announce::kBlitzBlack);
    REQUIRE(e.has_value());
    CHECK(*e == "seat 2 cannot show the black queens: he does not hold both QC and QS");
  }
}

TEST_CASE("SS-14.4: the picker blitzes with the hand he keeps after the bury") {
  SheepsheadRules r = jd_rules();
  r.blitz = true;
  {
    SheepsheadHand h(r, 4, deal_b());
    REQUIRE_FALSE(h.pick(true).has_value());  // QS comes from the blind
    REQUIRE_FALSE(h.bury(mask("7S 7D")).has_value());
    REQUIRE(h.phase() == Phase::kAnnounce);
    CHECK(h.to_act() == 0);
    CHECK(h.legal_announcements() == list({Announce::kPass, Announce::kBlitzBlack}));
    REQUIRE_FALSE(h.announce(Announce::kBlitzBlack).has_value());
    CHECK(h.phase() == Phase::kPlay);
    CHECK(h.multiplier() == 2);
  }
  {
    // Burying QS leaves nobody a pair to show: no announcement phase at all.
    SheepsheadHand h(r, 4, deal_b());
    REQUIRE_FALSE(h.pick(true).has_value());
    REQUIRE_FALSE(h.bury(mask("QS 7D")).has_value());
    CHECK(h.phase() == Phase::kPlay);
  }
}

TEST_CASE("SS-14.3/SS-6: under the called ace the poll follows the call") {
  SheepsheadRules r;
  r.crack = true;
  SheepsheadHand h(r, 4, sstest::deal_pp70());
  REQUIRE_FALSE(h.pick(true).has_value());
  REQUIRE_FALSE(h.bury(mask("QD TD")).has_value());
  REQUIRE(h.phase() == Phase::kCall);
  REQUIRE_FALSE(h.call(sstest::ace_call(Suit::kHearts)).has_value());
  REQUIRE(h.phase() == Phase::kAnnounce);
  CHECK(h.to_act() == 1);
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());
  CHECK(h.to_act() == 0);
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  CHECK(h.to_act() == 2);  // the holder of AH
  REQUIRE_FALSE(h.announce(Announce::kRecrack).has_value());
  CHECK(h.phase() == Phase::kPlay);
  sstest::play_cards(h, sstest::kPlaysPp70);
  const HandResult res = h.result();
  CHECK(res.row == "W1");
  CHECK(res.units == std::array<int, kMaxPlayers>{8, -4, 4, -4, -4});
}

TEST_CASE("SS-14.5: ss_max_multiplier caps cracks and blitzes together with the doubler") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  r.blitz = true;
  r.max_multiplier = 4;
  SheepsheadHand h = seat1_picks_a(r, 2);
  CHECK(h.multiplier() == 2);
  REQUIRE_FALSE(h.announce(Announce::kBlitzBlack).has_value());
  CHECK(h.multiplier() == 4);
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());
  CHECK(h.multiplier() == 4);
  REQUIRE_FALSE(h.announce(Announce::kRecrack).has_value());
  CHECK(h.multiplier() == 4);
  CHECK(h.announcements().size() == 3);
  while (h.phase() == Phase::kAnnounce) REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  play_strongest(h);
  CHECK(h.result().multiplier == 4);
  r.max_multiplier = 0;
  SheepsheadHand uncapped = seat1_picks_a(r, 2);
  REQUIRE_FALSE(uncapped.announce(Announce::kBlitzBlack).has_value());
  REQUIRE_FALSE(uncapped.announce(Announce::kCrack).has_value());
  REQUIRE_FALSE(uncapped.announce(Announce::kRecrack).has_value());
  CHECK(uncapped.multiplier() == 16);
}

TEST_CASE("SS-14.3: illegal announcements are refused with a sentence and change nothing") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  r.blitz = true;
  r.blitz_red = true;
  SheepsheadHand h = seat1_picks_a(r);
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());  // seat 0
  REQUIRE(h.to_act() == 1);                                // picker, for his red queens
  auto refused = [&](Announce a, std::string_view sentence) {
    const PollView before = poll_view(h);
    const auto e = h.announce(a);
    REQUIRE(e.has_value());
    CHECK(*e == sentence);
    CHECK(poll_view(h) == before);
  };
  refused(Announce::kCrack, "seat 1 cannot crack: the picker does not crack his own hand");
  refused(Announce::kRecrack, "seat 1 cannot re-crack: nobody has cracked");
  refused(Announce::kBlitzBlack,
          "seat 1 cannot show the black queens: he does not hold both QC and QS");
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());
  REQUIRE(h.to_act() == 2);
  REQUIRE_FALSE(h.announce(Announce::kCrack).has_value());
  REQUIRE_FALSE(h.announce(Announce::kPass).has_value());  // the picker does not re-crack
  // The partner cracked himself, so he does not answer; seats 3 and 4 hold no pair and the hand
  // is cracked: the poll is over.
  CHECK(h.phase() == Phase::kPlay);
  const auto late = h.announce(Announce::kCrack);
  REQUIRE(late.has_value());
  CHECK(*late == "no announcement can be made now");
  // A re-crack that does not answer right after the crack.
  SheepsheadHand g = seat1_picks_a(r);
  REQUIRE_FALSE(g.announce(Announce::kCrack).has_value());  // seat 0
  REQUIRE_FALSE(g.announce(Announce::kPass).has_value());   // picker
  REQUIRE_FALSE(g.announce(Announce::kPass).has_value());   // partner (seat 2)
  REQUIRE(g.to_act() == 1);                                 // the picker's own poll turn
  CHECK(g.announce(Announce::kRecrack) ==
        std::optional<std::string>(
            "seat 1 cannot re-crack: only the picker, or after him his partner, answers a "
            "crack, right after it"));
}

TEST_CASE("SS-14.3: replaying a log's announcements, and the located error of a wrong one") {
  SheepsheadRules r = jd_rules();
  r.crack = true;
  r.blitz = true;
  {
    SheepsheadHand h = seat1_picks_a(r);
    // Seat 0 blitzes and passes, seat 3 cracks, the picker passes, the partner re-cracks.
    const std::vector<Announcement> made = {
        {0, Announce::kBlitzBlack}, {3, Announce::kCrack}, {2, Announce::kRecrack}};
    REQUIRE_FALSE(replay_announcements(h, made, true).has_value());
    CHECK(h.announcements() == made);
    CHECK(h.phase() == Phase::kPlay);
    CHECK(h.multiplier() == 8);
  }
  {
    // Without finishing, the poll stays open after the last listed announcement.
    SheepsheadHand h = seat1_picks_a(r);
    REQUIRE_FALSE(replay_announcements(h, {{3, Announce::kCrack}}, false).has_value());
    CHECK(h.phase() == Phase::kAnnounce);
    CHECK(h.to_act() == 1);
  }
  r.crack_by = CrackBy::kNoChanceToPick;
  {
    SheepsheadHand h = seat1_picks_a(r);
    const auto e = replay_announcements(h, {{2, Announce::kCrack}, {0, Announce::kCrack}}, true);
    REQUIRE(e.has_value());
    CHECK(e->index == 1);
    CHECK(e->message ==
          "seat 0's crack cannot be made: the poll does not ask seat 0 after what "
          "was listed before it");
  }
  {
    SheepsheadHand h = seat1_picks_a(r);
    const auto e = replay_announcements(h, {{0, Announce::kCrack}}, true);
    REQUIRE(e.has_value());
    CHECK(e->index == 0);
    CHECK(e->message ==
          "seat 0 cannot crack: only seats after the picker may crack (ss_crack_by = "
          "no_chance_to_pick)");
  }
  {
    SheepsheadHand h = seat1_picks_a(r);
    const auto e = replay_announcements(h, {{0, Announce::kPass}}, true);
    REQUIRE(e.has_value());
    CHECK(e->message == "passes are not listed");
  }
}
