// A toy game that proves the game face (solver/game_module.h, issue 38): a fourth game needs
// only its own code and one registration. It lives in tests/ only and no shared file names it.
//
// Rules ("Eights"): two seats, eight cards (clubs and spades, each 7, 8, 9 and ace; engine
// card codes). Each seat is dealt three; two stay out of play, unseen. The seat after the dealer
// leads the first trick; a seat must follow the led suit when it can; the highest card of the
// led suit wins the trick (7 < 8 < 9 < ace) and its winner leads the next. Card points: 7 = 0,
// 8 = 1, 9 = 2, ace = 4. A seat's result is its points minus the other's (the margin).
//
// Its face: the decisions of a log (one per card played), the analysis of a card through the
// hall's world loop (the worlds: every way the unseen cards can split into the opponent's hand
// and the two out of play; each valued by an exact small search), a seat's suggestion and a
// self-play table. Its logs are built in code with the common DealLog fields only.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/card.h"
#include "engine/deal_log.h"
#include "solver/game_module.h"

namespace toy {

inline constexpr engine::Game kToyGame = static_cast<engine::Game>(200);
inline constexpr int kHandSize = 3;

// The eight cards, weakest first per suit.
std::array<engine::Card, 8> deck();
int points(engine::Card c);
int strength(engine::Card c);  // within its suit

// A position: both hands, the trick so far, who is to play.
struct State {
  std::array<engine::CardMask, 2> hands{};
  int leader = 0;
  int to_act = 0;
  engine::Card led = engine::kNoCard;  // the trick's first card, or none
  std::array<int, 2> taken{};          // points taken
};

State start(const engine::DealLog& log);
engine::CardMask legal(const State& s);
void play(State& s, engine::Card c);
bool over(const State& s);
// The exact value of `s` for `seat`: its final margin with both seats playing their best.
int solve(const State& s, int seat);

// A log of the toy game: dealer 0, the two hands, the plays.
engine::DealLog make_log(const std::array<std::vector<engine::Card>, 2>& hands,
                         const std::vector<engine::Card>& plays);

// The toy's face; register it with solver::register_game_module.
const solver::GameModule& module();

}  // namespace toy
