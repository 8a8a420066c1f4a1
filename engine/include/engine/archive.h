// Archives: many hands from many files, for batch analysis (`schmier analyze --jsonl`, issue 26)
// and the app's game lists. Target engine_json.
//
// An archive is a list of inputs: deal logs (one hand each), NetSchafkopf protocols (one hand per
// game, imported on the fly by engine/netschafkopf.h) and folders (every *.json and *.txt below
// them, recursively, sorted by path). A file is a deal log when its first non-blank byte is '{',
// a protocol otherwise. The order is deterministic: the inputs in the order given, a folder's
// files sorted, a protocol's games in file order.
//
// Every hand is named by its key: the input's name, the game (1 for a deal log; a protocol's
// game number in its score table, 0 for a whole-file problem or a game without a number) and,
// for a protocol, the line of its "Geber:" (0 for a deal log). A hand that cannot be read keeps
// its key and says why in `error`.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/deal_log.h"

namespace engine {

struct ArchiveHand {
  std::string input;  // the file, as named on the command line (a folder's files: folder/...)
  int game = 1;       // see the header comment
  int line = 0;       // protocol: the line of the game's "Geber:"; 0 for a deal log
  bool protocol = false;
  std::optional<DealLog> log;  // set when the hand was read
  std::string error;           // why it was not (a sentence with its place), else empty
};

// "input\tgame\tline": unique within an archive (the resume key of `analyze --jsonl`).
std::string archive_key(std::string_view input, int game, int line);
inline std::string archive_key(const ArchiveHand& h) {
  return archive_key(h.input, h.game, h.line);
}

// The files of the inputs, in archive order: a file as given, a folder's *.json and *.txt files
// (recursively, sorted by path). An input that does not exist stays in the list (reading it
// gives its error). Hidden files and folders (".name") are skipped.
std::vector<std::string> archive_files(const std::vector<std::string>& inputs);

// The contiguous share `index` (0-based) of `count` shares of the files: files
// [index * n / count, (index + 1) * n / count). Concatenating the shares 0..count-1 in order
// gives back every file in order, so the shards' outputs merge by concatenation.
std::vector<std::string> archive_shard(const std::vector<std::string>& files, int index, int count);

// The hands of one file: a deal log gives one, a protocol one per game (imported or refused,
// with its reason) plus one error hand per problem of the whole file; an unreadable file one
// error hand (game 0).
std::vector<ArchiveHand> read_archive_file(const std::string& path);

// The file's bytes, or nullopt when it cannot be read (at most 64 MiB).
std::optional<std::string> read_archive_bytes(const std::string& path);

// A 64-bit FNV-1a hash of bytes as 16 hex digits (content keys of caches).
std::string content_hash(std::string_view bytes);

// Roles in a hand, per seat: Sheepshead "picker", "partner", "defender" ("leaster" for everyone
// in a leaster); Schafkopf "declarer", "partner" (Sauspiel), "defender" ("ramsch" in a Ramsch).
// Empty strings when the log does not tell (the called card's holder unknown).
std::vector<std::string> hand_roles(const DealLog& log);
// The contract: Sheepshead "ace call", "ten call", "unknown call", "alone", "leaster" (or
// "thrown in"); Schafkopf "sauspiel", "solo", "wenz", ..., "ramsch" (+ " tout").
std::string hand_contract(const DealLog& log);

}  // namespace engine
