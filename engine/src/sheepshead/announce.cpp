// Sheepshead's announcements before the first lead (RULES.md SS-14.3 crack and re-crack,
// SS-14.4 blitz): the poll of SheepsheadHand and replay_announcements.
#include "engine/sheepshead.h"

#include <algorithm>
#include <cassert>

namespace engine {

// --- Announcements (SS-14.3, SS-14.4) ---------------------------------------------------------

std::string announce_string(Announce a) {
  switch (a) {
    case Announce::kPass:
      return "pass";
    case Announce::kCrack:
      return "crack";
    case Announce::kRecrack:
      return "re-crack";
    case Announce::kBlitzBlack:
      return "blitz (QC QS)";
    case Announce::kBlitzRed:
      return "blitz (QH QD)";
  }
  return "?";
}

std::optional<std::string> SheepsheadHand::why_not(int seat, Announce a) const {
  if (phase_ != Phase::kAnnounce) return std::string("no announcement can be made now");
  if (a == Announce::kPass) return std::nullopt;
  const std::string who = "seat " + std::to_string(seat);
  if (answering_ > 0) {
    if (a == Announce::kRecrack) return std::nullopt;
    return who + " cannot make a " + announce_string(a) + " now: he answers seat " +
           std::to_string(cracker_) + "'s crack with a re-crack or a pass";
  }
  auto shown_by = [&](Announce k) {
    for (const Announcement& x : announcements_) {
      if (x.kind == k) return x.seat;
    }
    return -1;
  };
  switch (a) {
    case Announce::kPass:
      return std::nullopt;
    case Announce::kCrack: {
      if (!rules_.crack) return who + " cannot crack: cracking is off (ss_crack)";
      if (seat == picker_) return who + " cannot crack: the picker does not crack his own hand";
      if (cracker_ >= 0) {
        return who + " cannot crack: seat " + std::to_string(cracker_) +
               " already cracked, and a hand is cracked once";
      }
      const int n = seats();
      auto pick_turn = [&](int s) { return (s - dealer_ - 1 + 2 * n) % n; };
      if (rules_.crack_by == CrackBy::kNoChanceToPick && pick_turn(seat) < pick_turn(picker_)) {
        return who +
               " cannot crack: only seats after the picker may crack (ss_crack_by = "
               "no_chance_to_pick)";
      }
      return std::nullopt;
    }
    case Announce::kRecrack:
      if (!rules_.crack) return who + " cannot re-crack: cracking is off (ss_crack)";
      if (cracker_ < 0) return who + " cannot re-crack: nobody has cracked";
      return who +
             " cannot re-crack: only the picker, or after him his partner, answers a crack, "
             "right after it";
    case Announce::kBlitzBlack:
    case Announce::kBlitzRed: {
      const bool red = a == Announce::kBlitzRed;
      const Card q1 = make_card(red ? Suit::kHearts : Suit::kClubs, Rank::kQueen);
      const Card q2 = make_card(red ? Suit::kDiamonds : Suit::kSpades, Rank::kQueen);
      const std::string what = red ? "the red queens" : "the black queens";
      if (!rules_.blitz) return who + " cannot show " + what + ": blitzes are off (ss_blitz)";
      if (red && !rules_.blitz_red) {
        return who + " cannot show " + what + ": red blitzes are off (ss_blitz_red)";
      }
      if (const int by = shown_by(a); by >= 0) {
        return who + " cannot show " + what + ": seat " + std::to_string(by) + " already did";
      }
      const CardMask pair = bit(q1) | bit(q2);
      if ((hand_of(seat) & pair) != pair) {
        return who + " cannot show " + what + ": he does not hold both " + card_code(q1) + " and " +
               card_code(q2);
      }
      return std::nullopt;
    }
  }
  return std::string("not an announcement");
}

std::vector<Announce> SheepsheadHand::poll_options(int seat) const {
  std::vector<Announce> out{Announce::kPass};
  for (Announce a : {Announce::kCrack, Announce::kBlitzBlack, Announce::kBlitzRed}) {
    if (!why_not(seat, a)) out.push_back(a);
  }
  return out;
}

std::vector<Announce> SheepsheadHand::legal_announcements() const {
  if (phase_ != Phase::kAnnounce) return {};
  if (answering_ > 0) return {Announce::kPass, Announce::kRecrack};
  return poll_options(announce_seat_);
}

void SheepsheadHand::next_poll_turn() {
  answering_ = 0;
  const int n = seats();
  while (polled_ < n) {
    const int seat = (dealer_ + 1 + polled_) % n;
    ++polled_;
    if (poll_options(seat).size() > 1) {
      announce_seat_ = seat;
      return;
    }
  }
  announce_seat_ = -1;
  phase_ = Phase::kPlay;
}

// A crack ends the cracker's turn and hands the answer to the picker, then (if he passes) to
// the partner; a blitz keeps the turn while the seat has something left to announce.
std::optional<std::string> SheepsheadHand::announce(Announce a) {
  if (phase_ != Phase::kAnnounce) return std::string("no announcement can be made now");
  const int seat = announce_seat_;
  if (auto e = why_not(seat, a)) return e;
  ++poll_turns_;
  if (a != Announce::kPass) announcements_.push_back(Announcement{seat, a});
  if (answering_ > 0) {
    const int p = partner();
    if (a == Announce::kPass && answering_ == 1 && p >= 0 && p != cracker_) {
      answering_ = 2;
      announce_seat_ = p;
      return std::nullopt;
    }
    next_poll_turn();
    return std::nullopt;
  }
  if (a == Announce::kCrack) {
    cracker_ = seat;
    answering_ = 1;
    announce_seat_ = picker_;
    return std::nullopt;
  }
  if (a == Announce::kPass || poll_options(seat).size() <= 1) next_poll_turn();
  return std::nullopt;
}

std::optional<AnnouncementError> replay_announcements(SheepsheadHand& h,
                                                      const std::vector<Announcement>& made,
                                                      bool finish) {
  std::size_t i = 0;
  std::string why;  // why the listed seat could not make it when last asked
  while (i < made.size()) {
    const Announcement& a = made[i];
    if (a.kind == Announce::kPass) return AnnouncementError{i, "passes are not listed"};
    if (h.phase() != Phase::kAnnounce) {
      if (!why.empty()) return AnnouncementError{i, why};
      return AnnouncementError{i, "seat " + std::to_string(a.seat) + "'s " +
                                      announce_string(a.kind) +
                                      " cannot be made: the poll does not ask seat " +
                                      std::to_string(a.seat) + " after what was listed before it"};
    }
    if (h.to_act() == a.seat) {
      const auto e = h.announce(a.kind);
      if (!e) {
        ++i;
        why.clear();
        continue;
      }
      why = *e;
    }
    const auto e = h.announce(Announce::kPass);
    assert(!e);
    (void)e;
  }
  while (finish && h.phase() == Phase::kAnnounce) {
    const auto e = h.announce(Announce::kPass);
    assert(!e);
    (void)e;
  }
  return std::nullopt;
}

}  // namespace engine
