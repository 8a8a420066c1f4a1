// What the trick games' `schmier show` printers share (src/sheepshead/show.cpp,
// src/schafkopf/show.cpp): cards in playing order, padding, signed units, the settlement rows'
// meanings and the log's note.
#pragma once

#include <ostream>
#include <string>

#include "engine/card.h"
#include "engine/contract.h"
#include "engine/deal_log.h"

namespace cli {

// Cards in playing order: trumps high to low, then each fail suit high to low.
std::string hand_string(const engine::ContractTable& t, engine::CardMask m, int unknown = 0);

std::string padded(std::string s, std::size_t width);

std::string signed_units(int u);

std::string row_meaning(const std::string& row);

// The meta object's "note" (a sentence about the hand), else the whole object.
void print_note(const engine::DealLog& log, std::ostream& out);

// Cards of a seat that the log shows: its `hands` entry and what it played.
engine::CardMask shown_cards(const engine::DealLog& log, int seat);

// The settlement's "  Units:" line: each of the first `seats` seats' name and signed units.
void print_units(std::ostream& out, const engine::DealLog& log, const int* units, int seats);

}  // namespace cli
