// A rule-based player for four-handed Bavarian Schafkopf (RULES.md §4): auction (SK-4), the
// Sauspiel call (SK-5), Kontra and Re (SK-6), play with the called ace (SK-7) and the Ramsch
// (SK-12.3). It plays sensibly, not well: an easy opponent and a source of realistic hands.
//
// Hand strength. Every contract the seat may declare is scored on its dealt cards in half
// points, with the contract's own trump table:
//   * trumps by their place from the top: Ober/Unter contracts 7 6 6 5 5 4 4 4 for the eight
//     faces, Wenz and Geier 9 8 7 6 for their four, Farbwenz and Farbgeier 7 6 6 5; trumps of
//     the trump suit A 4, T 3, others 2; every trump beyond five +3 (a long trump suit);
//   * non-trump cards: an ace 3 (4 in a Wenz or Geier), a ten beside its ace 2 (3 in a Wenz or
//     Geier), a king beside ace and ten 1 in a Wenz or Geier;
//   * a void non-trump suit +2 in a solo-class contract with at least five trumps.
// Thresholds (long deck; short deck: a Sauspiel three quarters, the others 15/16, rounded):
// Sauspiel 20 (with a legal call), Wenz 30, Geier 32, Solo 38, Farbwenz and Farbgeier 40. Each
// seat's thresholds vary by up to two with the seed. Geier, Farbwenz and Farbgeier are only
// considered when the style enables them (Geier on, the Farb games off by default). A Tout is
// declared only on a hand that wins every trick whatever the others hold: the top trumps at least
// as many as the trumps it lacks, and every non-trump card in an unbroken run from its ace.
//
// Bidding (SK-4.2). The wanted contract is the one that clears its threshold by the most; a
// solo-class contract is preferred to a Sauspiel when both qualify. PLAY with a wanted contract,
// else PASS. A challenger names the lowest rank above the committed one if his wanted contract
// reaches it, else withdraws; a holder holds when his wanted contract reaches the named rank,
// else yields. The declaration is the wanted contract when allowed, else the strongest allowed
// one. The Sauspiel call goes to the suit with the fewest cards (then the fewest points).
//
// Kontra and Re (SK-6). A defender says Kontra when his own cards, scored in the declared
// contract, reach the contract's threshold plus 4 (Sauspiel 24); the declarer says Re at his
// threshold plus 12, a partner at the Sauspiel threshold plus 4. Never in a Ramsch (the engine
// does not poll one).
//
// Card play, from what the seat knows (its cards, the public auction, contract and doubles, the
// cards played; a Sauspiel partner is known once the called ace is played, a Re is said by a
// non-declarer, a Kontra leaves only one candidate or the called suit is opened without the ace):
//   * the declaring party leads trump while the others may hold trumps (the declarer his
//     highest when it is the best still out, otherwise the lowest), then its sure winners;
//   * defenders of a Sauspiel lead the called suit while it is unopened (the lowest card),
//     then aces of suits not yet led, then low from the longest non-trump suit;
//   * following: a trick that the seat's party is sure to win gets the most points (schmieren);
//     an opponent's trick is won with the cheapest card that is sure to hold, or, with ten
//     points or more at stake, the highest winner; otherwise the seat plays low and keeps its
//     trumps;
//   * Ramsch: avoid points: duck with the highest card that still loses, give away the most
//     points into a trick someone else wins, and lead low.
// It only ever returns legal actions, never reads another seat's cards or the hidden partner
// from the hand object, and is deterministic for a seed.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/schafkopf.h"

namespace solver {

struct SkHeuristicStyle {
  int sauspiel = 20;  // thresholds in half points (long deck), see the header comment
  int wenz = 30;
  int geier = 32;
  int solo = 38;
  int farb = 40;           // Farbwenz, Farbgeier
  bool play_geier = true;  // consider Geier (and Geier-Tout)
  bool play_farb = false;  // consider Farbwenz and Farbgeier
  int kontra_margin = 4;   // Kontra at threshold + margin (own cards in the declared contract)
  int re_margin = 12;      // the declarer's Re at threshold + margin
};

// What the acting seat knows during play, rebuilt from the public record of the hand (the
// contract, the doubles and the cards played) and its own cards. Used by the heuristic and by the
// sampled player (solver/players.h).
struct SkView {
  int me = 0;
  engine::SkContract contract;
  engine::PlayRules rules;  // the public play rules (contract table, called card, running away)
  bool ramsch = false;
  engine::Card called = engine::kNoCard;
  std::uint8_t called_suit = 0;
  bool i_hold_called = false;  // I was dealt the called ace
  int called_played_by = -1;   // who played the called ace, once it is public
  int partner_known = -1;      // the declarer's partner when I know him, else -1
  engine::CardMask mine = 0;   // my cards now
  engine::CardMask played = 0;
  std::array<engine::CardMask, engine::kSchafkopfSeats> played_by{};
  std::array<std::uint8_t, engine::kSchafkopfSeats> voids{};  // bit e: shown void in eff. suit e
  std::array<int, engine::kSchafkopfSeats> tricks{};
  std::array<int, engine::kSchafkopfSeats> points{};
  std::uint8_t led_suits = 0;
  bool opened = false;     // the called suit has been led (SK-7.2)
  int opening_trick = -1;  // index of the opening trick of the called suit
  int opening_leader = -1;
  std::array<int, engine::kSchafkopfSeats> kontra{};  // 1 if the seat said Kontra
  std::array<int, engine::kSchafkopfSeats> re{};      // 1 if the seat said Re
  // The current trick.
  int leader = 0;
  int size = 0;
  std::array<engine::Card, engine::kSchafkopfSeats> trick{};
  std::uint8_t led = 0;
  int winner_pos = -1;
  int tricks_done = 0;
};
// The view of hand.to_act() in the play phase (or of the polled seat in the doubling poll).
SkView make_sk_view(const engine::SchafkopfHand& hand);

// -1 opponent, 0 unknown, +1 teammate (or myself), from the view's seat. In a Ramsch everyone
// else is an opponent.
int sk_side(const SkView& v, int seat);
// Am I in the declaring party (known to me: the declarer, or the holder of the called ace)?
bool sk_in_party(const SkView& v);

class SkHeuristicPlayer {
 public:
  // Styles for the four seats vary slightly with the seed.
  explicit SkHeuristicPlayer(std::uint64_t seed);
  explicit SkHeuristicPlayer(const std::array<SkHeuristicStyle, engine::kSchafkopfSeats>& styles)
      : styles_(styles) {}

  const SkHeuristicStyle& style(int seat) const { return styles_[static_cast<std::size_t>(seat)]; }

  // The strength of `cards` for contract c (half points, see the header comment).
  static int strength(const engine::SchafkopfRules& rules, const engine::SkContract& c,
                      engine::CardMask cards);
  // The threshold of contract c for a style (scaled for the short deck).
  static int threshold(const engine::SchafkopfRules& rules, const SkHeuristicStyle& style,
                       const engine::SkContract& c);
  // Does `cards` win every trick of contract c whatever the others hold (see the header)?
  static bool sure_tout(const engine::SchafkopfRules& rules, const engine::SkContract& c,
                        engine::CardMask cards);
  // The contract the seat would like to play with its dealt cards, or nullopt (pass).
  std::optional<engine::SkContract> wanted(const engine::SchafkopfRules& rules, int seat,
                                           engine::CardMask dealt) const;

  // The decision of the seat to act, one per phase.
  engine::SkBid choose_bid(const engine::SchafkopfHand& hand) const;
  engine::SkContract choose_declaration(const engine::SchafkopfHand& hand) const;
  bool choose_double(const engine::SchafkopfHand& hand) const;
  engine::Card choose_play(const engine::SchafkopfHand& hand) const;

  // Performs the next action of the seat to act. The engine's error sentence if it refused the
  // action (a bug), nullopt otherwise.
  std::optional<std::string> act(engine::SchafkopfHand& hand) const;
  std::optional<std::string> play_out(engine::SchafkopfHand& hand) const;

 private:
  std::array<SkHeuristicStyle, engine::kSchafkopfSeats> styles_{};
};

}  // namespace solver
