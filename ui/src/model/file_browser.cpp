#include "ui/file_browser.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace ui {
namespace {

namespace fs = std::filesystem;

bool json_name(const std::string& name) {
  if (name.size() < 5) return false;
  std::string ext = name.substr(name.size() - 5);
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext == ".json";
}

// Case-insensitive name order, so that "b.json" sorts between "A.json" and "C.json".
bool name_less(const BrowserEntry& a, const BrowserEntry& b) {
  if (a.directory != b.directory) return a.directory;
  const auto lower = [](unsigned char c) { return std::tolower(c); };
  return std::lexicographical_compare(
      a.name.begin(), a.name.end(), b.name.begin(), b.name.end(), [&](char x, char y) {
        return lower(static_cast<unsigned char>(x)) < lower(static_cast<unsigned char>(y));
      });
}

}  // namespace

BrowserListing list_directory(const fs::path& dir, bool show_hidden) {
  BrowserListing out;
  std::error_code ec;
  fs::path abs = fs::absolute(dir.empty() ? fs::path(".") : dir, ec);
  if (ec) abs = dir;
  out.dir = abs.lexically_normal();
  if (out.dir.has_relative_path() && out.dir.filename().empty()) {
    out.dir = out.dir.parent_path();  // drop a trailing separator
  }
  if (!fs::is_directory(out.dir, ec)) {
    out.error = out.dir.string() + " is not a folder";
    return out;
  }
  fs::directory_iterator it(out.dir, fs::directory_options::skip_permission_denied, ec);
  if (ec) {
    out.error = "cannot list " + out.dir.string() + ": " + ec.message();
    return out;
  }
  for (; it != fs::directory_iterator(); it.increment(ec)) {
    if (ec) {
      out.error = "cannot list all of " + out.dir.string() + ": " + ec.message();
      break;
    }
    const std::string name = it->path().filename().string();
    if (!show_hidden && !name.empty() && name[0] == '.') continue;
    std::error_code e2;
    if (it->is_directory(e2)) {
      out.entries.push_back(BrowserEntry{name, true, 0});
    } else if (json_name(name) && it->is_regular_file(e2)) {
      const auto size = it->file_size(e2);
      out.entries.push_back(BrowserEntry{name, false, e2 ? 0 : size});
    }
  }
  std::sort(out.entries.begin(), out.entries.end(), name_less);
  return out;
}

fs::path browser_start_dir(const std::string& preferred, const std::vector<std::string>& recent,
                           const fs::path& fallback) {
  std::error_code ec;
  if (!preferred.empty() && fs::is_directory(preferred, ec)) return preferred;
  for (const std::string& r : recent) {
    const fs::path p(r);
    if (fs::is_regular_file(p, ec) && fs::is_directory(p.parent_path(), ec)) {
      return p.parent_path();
    }
  }
  if (!fallback.empty() && fs::is_directory(fallback, ec)) return fallback;
  return fs::current_path(ec);
}

std::string file_size_text(std::uintmax_t bytes) {
  char buf[32];
  if (bytes < 1024) {
    std::snprintf(buf, sizeof buf, "%ju bytes", bytes);
  } else if (bytes < 1024 * 1024) {
    std::snprintf(buf, sizeof buf, "%.1f KB", static_cast<double>(bytes) / 1024.0);
  } else {
    std::snprintf(buf, sizeof buf, "%.1f MB", static_cast<double>(bytes) / (1024.0 * 1024.0));
  }
  return buf;
}

}  // namespace ui
