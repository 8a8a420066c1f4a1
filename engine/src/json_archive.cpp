// Archives of hands: inputs to files, files to hands (engine/archive.h).
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <system_error>

#include "engine/archive.h"
#include "engine/netschafkopf.h"
#include "games.h"

namespace engine {

namespace {

namespace fs = std::filesystem;

constexpr std::uintmax_t kMaxArchiveFileBytes = std::uintmax_t{64} << 20;

bool hidden(const fs::path& p) {
  const std::string name = p.filename().string();
  return !name.empty() && name[0] == '.';
}

bool archive_extension(const fs::path& p) {
  const std::string ext = p.extension().string();
  return ext == ".json" || ext == ".txt";
}

void list_folder(const fs::path& dir, std::vector<std::string>& out) {
  std::vector<std::string> found;
  std::error_code ec;
  fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec);
  for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    const fs::path& p = it->path();
    if (hidden(p)) {
      if (it->is_directory(ec)) it.disable_recursion_pending();
      continue;
    }
    if (it->is_regular_file(ec) && archive_extension(p)) found.push_back(p.string());
  }
  std::sort(found.begin(), found.end());
  out.insert(out.end(), found.begin(), found.end());
}

}  // namespace

std::string archive_key(std::string_view input, int game, int line) {
  std::string k(input);
  k += '\t';
  k += std::to_string(game);
  k += '\t';
  k += std::to_string(line);
  return k;
}

std::vector<std::string> archive_files(const std::vector<std::string>& inputs) {
  std::vector<std::string> out;
  for (const std::string& in : inputs) {
    std::error_code ec;
    if (fs::is_directory(in, ec)) {
      list_folder(in, out);
    } else {
      out.push_back(in);
    }
  }
  return out;
}

std::vector<std::string> archive_shard(const std::vector<std::string>& files, int index,
                                       int count) {
  if (count <= 0 || index < 0 || index >= count) return {};
  const std::size_t n = files.size();
  const std::size_t lo = n * static_cast<std::size_t>(index) / static_cast<std::size_t>(count);
  const std::size_t hi = n * static_cast<std::size_t>(index + 1) / static_cast<std::size_t>(count);
  return {files.begin() + static_cast<std::ptrdiff_t>(lo),
          files.begin() + static_cast<std::ptrdiff_t>(hi)};
}

std::optional<std::string> read_archive_bytes(const std::string& path) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return std::nullopt;
  const std::uintmax_t size = fs::file_size(path, ec);
  if (ec || size > kMaxArchiveFileBytes) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream s;
  s << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return s.str();
}

std::vector<ArchiveHand> read_archive_file(const std::string& path) {
  std::vector<ArchiveHand> out;
  auto whole_file_error = [&](std::string why) {
    ArchiveHand h;
    h.input = path;
    h.game = 0;
    h.error = std::move(why);
    out.push_back(std::move(h));
    return out;
  };
  std::error_code ec;
  if (!fs::exists(path, ec)) return whole_file_error("no such file or folder");
  if (!fs::is_regular_file(path, ec)) return whole_file_error("not a regular file");
  if (fs::file_size(path, ec) > kMaxArchiveFileBytes) {
    return whole_file_error("the file is larger than 64 MiB");
  }
  const std::optional<std::string> bytes = read_archive_bytes(path);
  if (!bytes) return whole_file_error("the file cannot be read");
  const std::size_t first = bytes->find_first_not_of(" \t\r\n");
  if (first != std::string::npos && (*bytes)[first] == '{') {
    ArchiveHand h;
    h.input = path;
    LoadResult r = parse_deal_log(*bytes);
    if (r.log) {
      h.log = std::move(r.log);
    } else {
      std::string why;
      for (const LogError& e : r.errors) {
        if (!why.empty()) why += "; ";
        why += format_error(e);
      }
      h.error = why.empty() ? "not a valid deal log" : why;
    }
    out.push_back(std::move(h));
    return out;
  }
  // A NetSchafkopf protocol: every game in file order, imported or refused.
  const std::string name = fs::path(path).filename().string();
  NsImport imp = import_netschafkopf(*bytes, name);
  // (line, game) -> hand; a game may have several problems.
  std::map<std::pair<int, int>, ArchiveHand> by_line;
  for (NsImported& g : imp.games) {
    ArchiveHand h;
    h.input = path;
    h.game = g.game;
    h.line = g.line;
    h.protocol = true;
    h.log = std::move(g.log);
    by_line[{g.line, g.game}] = std::move(h);
  }
  for (const NsProblem& p : imp.problems) {
    ArchiveHand& h = by_line[{p.line, p.game}];
    h.input = path;
    h.game = p.game;
    h.line = p.line;
    h.protocol = true;
    h.log.reset();
    const std::string text = format_problem(name, p);
    h.error += (h.error.empty() ? "" : "; ") + text;
  }
  if (by_line.empty()) return whole_file_error(name + ": no game found (not a deal log either)");
  for (auto& [k, h] : by_line) out.push_back(std::move(h));
  return out;
}

std::string content_hash(std::string_view bytes) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

std::vector<std::string> hand_roles(const DealLog& log) {
  const detail::GameEntry* e = detail::find_game(log.game);
  if (e && e->roles) return e->roles(log);
  return std::vector<std::string>(static_cast<std::size_t>(deal_log_seats(log)));
}

std::string hand_contract(const DealLog& log) {
  const detail::GameEntry* e = detail::find_game(log.game);
  return e && e->contract_name ? e->contract_name(log) : "";
}

}  // namespace engine
