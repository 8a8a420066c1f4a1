// The hand a replay shows, independent of where it came from (a deal log, a hand dealt by the
// engine). Seats are 0..N-1 clockwise (G-1); the dealer's left leads the first trick (TT-3).
//
// Covers what the table needs from RULES.md: the picker's hand after the pick-up and the bury
// (SS-5.1), the called card and its holder (SS-6.7), the under card set aside (SS-8.5a), the
// Schafkopf declarer and called ace (SK-5.4), and the blind and bury where known (DEAL_LOG.md).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/deal_log.h"
#include "engine/play.h"
#include "engine/sheepshead.h"

namespace ui {

enum class GameKind : std::uint8_t { kSheepshead, kSchafkopf };

struct ReplayDeal {
  GameKind game = GameKind::kSheepshead;
  int num_seats = engine::kSheepsheadSeats;
  std::vector<std::string> players;  // one per seat; empty names become "Seat 1" ...
  int dealer = 0;
  // The trick-play rules: contract table, called card, under card, picker (engine/play.h).
  engine::PlayRules rules;
  // Each seat's cards when play starts, as far as they are known: the picker's after the pick-up
  // and the bury, including a pending under card. Every card a seat plays must be in its mask;
  // fewer than rules.tricks_total() cards mean the rest of that hand is unknown.
  std::array<engine::CardMask, engine::kMaxPlayers> hands{};
  std::vector<engine::Card> plays;  // in the order played
  int picker = -1;  // Sheepshead picker or Schafkopf declarer; -1 in a leaster or a Ramsch
  std::optional<engine::CardMask> blind;  // Sheepshead blind, when known
  std::optional<engine::CardMask> bury;   // the picker's two buried cards, when known
  bool leaster = false;                   // nobody picked: every player for himself (SS-11)
  std::string contract;  // the contract in words: "picked, called the ace of hearts"
  std::string source;    // where the deal came from: a file name, "demo hand (seed 7)"
  int viewer = -1;       // the seat the deal was recorded from; -1 when none
  // The validated deal log the replay was made from, for the analysis (which works on logs);
  // null when there is none.
  std::shared_ptr<const engine::DealLog> log;

  int cards_per_seat() const { return rules.tricks_total(); }
  // The called card X (engine::kNoCard when there is none: alone, leaster, solo, call-up).
  engine::Card called() const { return rules.called; }
  // The card whose holder is the declarer's partner: the called card, or under Sheepshead's
  // jack-of-diamonds rule JD or the called-up jack (SS-14.1); kNoCard when the declarer has no
  // partner card (alone, leaster, solo, three and four seats).
  engine::Card partner_card() const {
    return rules.partner_card != engine::kNoCard ? rules.partner_card : rules.called;
  }
  // The under card after an UNKNOWN call (engine::kNoCard otherwise).
  engine::Card under() const { return rules.under; }
  std::string player_name(int seat) const;
};

// "Ann's", but "PcRechts'" for a name that ends in s: the possessive as players write it.
std::string possessive(const std::string& name);

// Checks a deal before it is shown: seat count, names, dealer, disjoint hands, and that every
// play is a card the seat to move holds (and, where that seat's whole hand is known, a legal
// one). Plays after the first bad one are dropped. Returns one sentence per problem; an empty
// vector means the deal is fine as given.
std::vector<std::string> sanitize_deal(ReplayDeal& deal);

// The play state before the first card: the known hands, the under card set aside as pending
// (SS-8.5a), the dealer's left to lead (TT-3).
engine::PlayState start_state(const ReplayDeal& deal);

// A Sheepshead hand from the engine, in play or done (SS-4 to SS-8).
ReplayDeal replay_from_hand(const engine::SheepsheadHand& hand, std::vector<std::string> players,
                            std::string source);

}  // namespace ui
