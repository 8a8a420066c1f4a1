// A simple rule-based Sheepshead player (RULES.md §6 lessons ST-1..ST-8 as rules of thumb, SS-4
// picking, SS-5 bury, SS-6 calls, the SS-14 table options: three and four seats, the
// jack-of-diamonds partner with call-up, cracks and blitzes). It plays sensibly, not well: it
// exists to produce realistic sample hands and to be an easy opponent.
//
// It only ever chooses from the engine's legal sets (SheepsheadHand::can_pass, legal_calls,
// legal_cards, legal_announcements) and decides from what the acting seat may know: its own cards,
// the public auction and call, the cards played so far (an under card only by its owner), its own
// bury. It never looks at other seats' hands or at who the secret partner is. Deterministic: the
// same seed and the same position give the same choice.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "engine/card.h"
#include "engine/sheepshead.h"

namespace solver {

// How boldly one seat picks and goes alone. Strength is scored in half-points: a black queen
// counts 10, a red queen 8, a jack 6, the ace or ten of trump 5, a low trump 4, a fail ace 3.
struct HeuristicStyle {
  int pick_threshold = 22;   // pick with at least this strength (three good trumps: ~22)
  int alone_threshold = 44;  // go alone when the six cards kept reach this strength
};

class HeuristicPlayer {
 public:
  // Styles for the five seats vary slightly with the seed (each seat a little bolder or more
  // careful than the defaults).
  explicit HeuristicPlayer(std::uint64_t seed);
  explicit HeuristicPlayer(const std::array<HeuristicStyle, engine::kSheepsheadSeats>& styles)
      : styles_(styles) {}

  const HeuristicStyle& style(int seat) const { return styles_[static_cast<std::size_t>(seat)]; }

  // The strength of a set of cards, as described at HeuristicStyle.
  static int strength(const engine::SheepsheadRules& rules, engine::CardMask cards);
  // The strength the seat picks with under these rules: its style's threshold scaled to the
  // hand size (SS-14.2), a little higher when the picker has no partner.
  int pick_threshold(const engine::SheepsheadRules& rules, int seat) const;

  // The decision of the seat to act, one per phase (each asserts the phase).
  bool choose_pick(const engine::SheepsheadHand& hand) const;
  engine::CardMask choose_bury(const engine::SheepsheadHand& hand) const;
  engine::Call choose_call(const engine::SheepsheadHand& hand) const;
  // Phase::kAnnounce (SS-14.3/14.4): blitz, crack or re-crack with a strong enough hand for the
  // seat's side, else pass; only announcements the engine lists as legal, each once.
  engine::Announce choose_announce(const engine::SheepsheadHand& hand) const;
  engine::Card choose_play(const engine::SheepsheadHand& hand) const;

  // Performs the next action of the seat to act, whatever the phase. Returns the engine's error
  // sentence if it refused the action (which would be a bug), nullopt otherwise.
  std::optional<std::string> act(engine::SheepsheadHand& hand) const;
  // Acts until the hand is done.
  std::optional<std::string> play_out(engine::SheepsheadHand& hand) const;

 private:
  std::array<HeuristicStyle, engine::kSheepsheadSeats> styles_{};
};

}  // namespace solver
