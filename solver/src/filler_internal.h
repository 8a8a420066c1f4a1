// The filler's common part (solver/filler.h), shared by the games' fillers
// (solver/src/sheepshead/filler.cpp, solver/src/schafkopf/filler.cpp): the slots and their
// constraints, the exact draw (Hall's condition), what the plays show (RULES.md TT-3, SS-8.3a,
// SK-7.3) and the bounded retry against the loader's own check.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/deal_log.h"
#include "engine/play.h"
#include "solver/filler.h"

namespace solver::fill {

using engine::Card;
using engine::CardMask;
using engine::LogError;

inline constexpr int kMaxFillSlots = 8;

struct FillSlot {
  std::string name;  // "seat 3 (Dee)", "the blind", "the picker's bury"
  int size = 0;
  CardMask fixed = 0;  // the cards the log puts there
  std::string voids;   // the suits the seat showed void in, for messages
};

struct Require {
  std::uint8_t slots = 0;  // one of these slots ...
  CardMask cards = 0;      // ... gets one of these cards
  std::string what;        // why, for the message when none can
};

struct FillProblem {
  std::vector<FillSlot> slots;
  CardMask unknown = 0;  // the cards to place
  std::array<std::uint8_t, engine::kNumCards> allowed{};
  std::vector<Require> require;
};

// What the plays show: who played each card, the voids, who is shown not to hold the called
// card (he played another card into the opening trick of its suit, SS-8.3a, SK-7.3).
struct PlayEvidence {
  std::array<CardMask, engine::kMaxPlayers> played{};
  std::array<std::uint8_t, engine::kMaxPlayers> voids{};
  std::array<bool, engine::kMaxPlayers> lacks_called{};
};

// "seat 3 (Dee)".
std::string seat_label(const engine::DealLog& log, int s);
std::vector<Card> card_list(CardMask m);
// One deal of the problem's slots (the cards of each), or nullopt with *why when none exists.
std::optional<std::vector<CardMask>> draw(FillProblem p, std::uint64_t seed, std::string* why);
// The plays walked under the rules r; nullopt with *error when a seat plays a card of a suit it
// showed void in.
std::optional<PlayEvidence> walk_plays(const engine::DealLog& log, const engine::PlayRules& r,
                                       LogError* error);
// The cards the log gives for seat s (its `hands` entry).
CardMask given_hand(const engine::DealLog& log, int s);
CardMask mask_of(const std::optional<std::vector<Card>>& cards);
// Adds seat s's hand slot; its index.
int add_hand_slot(FillProblem& p, const engine::DealLog& log, int s, int size, CardMask fixed,
                  std::uint8_t voids);
// The unknown cards (the deck less every slot's fixed cards) and each card's slots: every
// slot, less the hand slots of seats that showed void in its suit.
void finish_problem(FillProblem& p, CardMask deck, const engine::ContractTable& table,
                    const std::array<int, engine::kMaxPlayers>& hand_slot, int seats,
                    const PlayEvidence& ev);
// Card c may not go into `slot` (nothing when slot < 0 or c is not unknown).
void forbid(FillProblem& p, Card c, int slot);
// The log gave every card of the slot.
bool slot_full(const FillProblem& p, int slot);

// One game's filler: the log filled from a seed, or nullopt with *error when no deal fits.
using GameFill = std::optional<FilledLog> (*)(const engine::DealLog& log, std::uint64_t seed,
                                              LogError* error);
// The log filled by `game` and checked by the loader (validate_deal_log), drawn again with the
// next seed when the rules refuse the deal, a bounded number of times. A log that gives every
// card comes back as it is.
// `draw` picks another fixed series of seeds (solver/filler.h).
std::optional<FilledLog> fill_log(const engine::DealLog& log, GameFill game, LogError* error,
                                  int draw);

}  // namespace solver::fill
