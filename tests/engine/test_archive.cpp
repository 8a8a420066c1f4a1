// Archives (engine/archive.h): folders to files, shards, files to hands, roles, content hash.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "engine/archive.h"
#include "engine/netschafkopf.h"

using namespace engine;

namespace {

namespace fs = std::filesystem;

fs::path fresh_dir(const std::string& name) {
  const fs::path d = fs::temp_directory_path() / ("schmier-archive-test-" + name);
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

void write(const fs::path& p, const std::string& text) {
  std::ofstream f(p, std::ios::binary);
  f << text;
}

std::string samples() {
  return std::string(SCHMIER_SOURCE_DIR) + "/samples";
}

}  // namespace

TEST_CASE("archive: a folder lists its *.json and *.txt files recursively, sorted") {
  const fs::path d = fresh_dir("list");
  fs::create_directories(d / "b");
  fs::create_directories(d / ".hidden");
  write(d / "b" / "x.json", "{}");
  write(d / "a.txt", "x");
  write(d / "c.md", "x");
  write(d / ".hidden" / "y.json", "{}");
  write(d / ".z.json", "{}");
  const std::vector<std::string> files = archive_files({d.string(), "missing.json"});
  REQUIRE(files.size() == 3);
  CHECK(files[0] == (d / "a.txt").string());
  CHECK(files[1] == (d / "b" / "x.json").string());
  CHECK(files[2] == "missing.json");  // kept: reading it gives its error
  fs::remove_all(d);
}

TEST_CASE("archive: the shards partition the files into contiguous shares, in order") {
  for (std::size_t n : {0u, 1u, 5u, 17u, 100u}) {
    std::vector<std::string> files;
    for (std::size_t i = 0; i < n; ++i) files.push_back("f" + std::to_string(i));
    for (int count : {1, 2, 3, 7, 40}) {
      std::vector<std::string> joined;
      std::size_t largest = 0;
      std::size_t smallest = n;
      for (int i = 0; i < count; ++i) {
        const std::vector<std::string> s = archive_shard(files, i, count);
        joined.insert(joined.end(), s.begin(), s.end());
        largest = std::max(largest, s.size());
        smallest = std::min(smallest, s.size());
      }
      CHECK(joined == files);
      CHECK(largest - smallest <= 1);
    }
  }
  CHECK(archive_shard({"a"}, 1, 1).empty());
  CHECK(archive_shard({"a"}, -1, 1).empty());
}

TEST_CASE("archive: a deal log is one hand, a broken or missing file one error hand") {
  const fs::path d = fresh_dir("read");
  std::vector<ArchiveHand> h = read_archive_file(samples() + "/ace-call-won.json");
  REQUIRE(h.size() == 1);
  CHECK(h[0].log.has_value());
  CHECK(h[0].game == 1);
  CHECK(h[0].line == 0);
  CHECK_FALSE(h[0].protocol);
  write(d / "bad.json", "{\"format\": \"schmier-deal-log\", \"version\": 1, \"game\": \"chess\"}");
  h = read_archive_file((d / "bad.json").string());
  REQUIRE(h.size() == 1);
  CHECK_FALSE(h[0].log.has_value());
  CHECK(h[0].error.find("game") != std::string::npos);
  h = read_archive_file((d / "none.json").string());
  REQUIRE(h.size() == 1);
  CHECK(h[0].game == 0);
  CHECK(h[0].error == "no such file or folder");
  write(d / "empty.txt", "");
  h = read_archive_file((d / "empty.txt").string());
  REQUIRE(h.size() == 1);
  CHECK_FALSE(h[0].log.has_value());
  CHECK(h[0].game == 0);
  CHECK(h[0].error.find("empty.txt") != std::string::npos);  // the importer's file-level problem
  MESSAGE(h[0].error);
  fs::remove_all(d);
}

TEST_CASE("archive: a protocol gives one hand per game, refused games with their reason") {
  const std::string path = std::string(SCHMIER_SHARED_DIR) + "/data/netschafkopf/protocol-01.txt";
  const std::optional<std::string> bytes = read_archive_bytes(path);
  if (!bytes) {
    MESSAGE("skipped: ", path, " is absent");
    return;
  }
  const NsImport imp = import_netschafkopf(*bytes, "protocol-01.txt");
  const std::vector<ArchiveHand> hands = read_archive_file(path);
  std::size_t read = 0;
  std::set<std::string> keys;
  int last_line = 0;
  for (const ArchiveHand& h : hands) {
    CHECK(h.protocol);
    CHECK(h.input == path);
    CHECK(h.log.has_value() == h.error.empty());
    CHECK(h.line >= last_line);  // file order
    last_line = h.line;
    keys.insert(archive_key(h));
    if (h.log) ++read;
  }
  CHECK(read == imp.games.size());
  CHECK(keys.size() == hands.size());
  CHECK(hands.size() >= imp.games.size());
  CHECK(hands.size() <= static_cast<std::size_t>(imp.games_seen) + imp.problems.size());
}

TEST_CASE("archive: roles and contracts of the samples") {
  auto roles_of = [](const std::string& name) {
    const std::vector<ArchiveHand> h = read_archive_file(samples() + "/" + name);
    REQUIRE(h.size() == 1);
    REQUIRE(h[0].log.has_value());
    return std::make_pair(hand_contract(*h[0].log), hand_roles(*h[0].log));
  };
  auto count = [](const std::vector<std::string>& r, const std::string& what) {
    return std::count(r.begin(), r.end(), what);
  };
  auto [c1, r1] = roles_of("ace-call-won.json");
  CHECK(c1 == "ace call");
  CHECK(count(r1, "picker") == 1);
  CHECK(count(r1, "partner") == 1);
  CHECK(count(r1, "defender") == 3);
  auto [c2, r2] = roles_of("alone-won.json");
  CHECK(c2 == "alone");
  CHECK(count(r2, "picker") == 1);
  CHECK(count(r2, "defender") == 4);
  auto [c3, r3] = roles_of("leaster.json");
  CHECK(c3 == "leaster");
  CHECK(count(r3, "leaster") == 5);
  auto [c4, r4] = roles_of("schafkopf-wenz.json");
  CHECK(c4 == "wenz");
  CHECK(count(r4, "declarer") == 1);
  CHECK(count(r4, "defender") == 3);
  auto [c5, r5] = roles_of("schafkopf-sauspiel-davonlaufen.json");
  CHECK(c5 == "sauspiel");
  CHECK(count(r5, "declarer") == 1);
  CHECK(count(r5, "partner") == 1);
  CHECK(count(r5, "defender") == 2);
  auto [c6, r6] = roles_of("schafkopf-ramsch-jungfrau.json");
  CHECK(c6 == "ramsch");
  CHECK(count(r6, "ramsch") == 4);
}

TEST_CASE("archive: content hash is 64-bit FNV-1a") {
  CHECK(content_hash("") == "cbf29ce484222325");
  CHECK(content_hash("a") == "af63dc4c8601ec8c");
  CHECK(content_hash("foobar") == "85944171f73967e8");
}
