// The deal-log checker behind validate_deal_log (DEAL_LOG.md "Errors"), engine-private. Its
// common part (players, dealer, viewer, sizes, card values, duplicates) is the hall's, in
// deal_log_check.cpp; each game checks its own fields in its wing: sheepshead/log_check.cpp (the
// auction SS-4, bury SS-5, call SS-6, who played each card TT and SS-8, the derivation of hidden
// cards, the replay through SheepsheadHand SS-8.9 and the recorded result SS-9 to SS-13),
// schafkopf/log_check.cpp (preset, deck and contract shape, then validate_schafkopf_log).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/deal_log.h"
#include "log_names.h"

namespace engine::detail {

// "key[i]" and "key[i][j]": where in the log an error is.
std::string idx(std::string_view key, std::size_t i);
std::string idx2(std::string_view key, std::size_t i, std::size_t j);
// Replaces "seat N" (as SheepsheadHand's sentences name a player) by the player's name.
std::string with_name(std::string text, int seat, const std::string& name);

class LogChecker {
 public:
  LogChecker(DealLog& log, std::vector<LogError>& errors) : log_(log), errors_(errors) {}

  // Each game's check (the registry's check_log, games.h) runs one of these.
  void run_sheepshead();  // sheepshead/log_check.cpp
  void run_schafkopf();   // schafkopf/log_check.cpp
  // The fields every game shares (players, dealer, viewer); a game's own check follows.
  void run_common();

 private:
  void add(std::string where, std::string message);
  // The seats of the log's game, and the errors before this check.
  void begin();
  std::size_t count_errors() const { return errors_.size(); }
  std::string name(int s) const { return detail::seat_name(log_, s); }
  std::string seat_label(int s) const { return detail::seat_label(log_, s); }
  std::string game_name() const { return engine::game_display_name(log_.game); }
  bool valid_seat(int s) const { return s >= 0 && s < n_; }
  // Players, dealer, viewer and the sizes shared by both games.
  void check_people();
  // Card values and hand sizes; `deck` is the game's deck.
  void check_card_values(CardMask deck, int per_seat, std::string_view deck_name);
  // Each card at most once among hands, blind, bury and plays (the play-vs-hand question needs
  // to know who played, which comes later).
  void check_duplicates();
  CardMask mask_of(const std::vector<Card>& v) const;
  CardMask given_hand(int s) const;
  bool hand_complete(int s, int per_seat) const;

  // Sheepshead (sheepshead/log_check.cpp).
  // The preset and the rule flags, then whether they make a table the rules allow (SS-14).
  // Leaves the default five-handed rules in place of a table that is not valid.
  void resolve_sheepshead_rules();
  // " with ss_players = 3" on a three- or four-handed table, for size messages.
  std::string table_note() const;
  void check_sheepshead();
  // Nothing is recorded after the auction: no bury, call, plays or result.
  bool nothing_after_auction() const;
  void check_auction();
  void check_call_shape();
  // Sheepshead `doubles` (SS-14.3, SS-14.4) before any replay: the seats, and whether the table
  // allows cracks and blitzes at all. Which entries the poll accepts is replay_and_check's.
  void check_doubles_shape();
  // The under card is one of the picker's cards after the bury (SS-6.5).
  void check_under_owner();
  // The play rules once play starts, without the hands (SheepsheadHand::start_play).
  PlayRules play_rules() const;
  // The cards known to be the seat's: its given hand and its plays; for the picker also the
  // blind, the bury and the under card (his eight cards after picking).
  CardMask known_cards(int s) const { return known_[static_cast<std::size_t>(s)]; }
  int capacity(int s) const;
  // Follows the tricks to learn who played each card, and checks each card against what the
  // log says about that seat's hand. Returns false after the first play that cannot be.
  bool attribute_plays();
  // The first of plays[0..end) that does not follow suit though the seat surely held the led
  // suit (its known cards); adds its error and returns true, else false.
  bool first_revoke(std::size_t end);
  // A play's error from attribute_plays, or the earlier revoke it follows from.
  void add_play_error(std::size_t k, std::string message);
  // Fills the deal when the hidden cards follow: when at most one seat (or the blind, with no
  // picker) is missing cards, it gets every card nobody else has.
  void derive();
  void check_result(const HandResult& r, bool done);
  void replay_and_check();
  // Why a log's `call` is wrong for a hand that has no call phase after its bury, or nullopt
  // when it is a harmless `{"alone": true}` (three or four seats, or the picker holds JD).
  std::optional<std::string> no_call_reason(const SheepsheadHand& h) const;
  // The located error for doubles[at], which the poll (engine::replay_announcements) never
  // accepted: the engine's sentence when the seat was refused it at its turn ("seat 3 cannot
  // crack: ..."), else why the seat never had the chance, in the rules' words where this code
  // knows them, else the engine's sentence.
  void add_double_error(const SheepsheadHand& before, std::size_t at, const std::string& why);
  // Checks what can be checked without every hidden card: the call against the picker's known
  // cards, and following suit against each seat's known cards (which include its later plays,
  // so a revoke shows).
  void check_partial();

  // Schafkopf (schafkopf/log_check.cpp).
  void check_schafkopf();
  void check_contract_shape();

  DealLog& log_;
  std::vector<LogError>& errors_;
  int n_ = kSheepsheadSeats;
  std::size_t start_errors_ = 0;
  bool picker_known_ = false;
  bool auction_open_ = false;  // in progress: the auction is not over
  bool bury_open_ = false;     // in progress: the picker has not buried yet
  bool thrown_in_ = false;
  PlayRules rules_;
  std::array<CardMask, kSheepsheadSeats> known_{};
  std::array<CardMask, kSheepsheadSeats> played_{};
  std::array<CardMask, kSheepsheadSeats> shown_{};  // the queens each seat showed in a blitz
  bool rules_ok_ = true;
  CardMask blind_ = 0;
  CardMask bury_ = 0;
};

}  // namespace engine::detail
