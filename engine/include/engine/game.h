// The games a deal log can hold (DEAL_LOG.md `game`). The engine's registry
// (engine/src/games.cpp) is the one place that knows each game's name, seats and log part; a
// value no entry knows (a test game built in code) has only the common fields.
#pragma once

#include <cstdint>

namespace engine {

enum class Game : std::uint8_t { kSheepshead, kSchafkopf, kSweep };

}  // namespace engine
