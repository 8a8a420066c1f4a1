// The in-app file browser's model: a folder's sub-folders and deal logs (.json files), sorted,
// with the problems of an unreadable folder as a sentence. No ImGui; the panel draws it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace ui {

struct BrowserEntry {
  std::string name;
  bool directory = false;
  std::uintmax_t size = 0;  // bytes, for files
};

struct BrowserListing {
  std::filesystem::path dir;          // absolute, normalised
  std::vector<BrowserEntry> entries;  // folders first, then .json files, each by name
  std::string error;                  // empty when the folder could be listed
};

// Lists `dir` (relative paths are taken from the current folder). Hidden entries (a leading
// dot) are left out unless `show_hidden`. Files other than .json are never listed.
BrowserListing list_directory(const std::filesystem::path& dir, bool show_hidden = false);

// The folder the browser opens in: `preferred` when it is a folder, else the folder of the most
// recent file that still exists, else `fallback`, else the current folder.
std::filesystem::path browser_start_dir(const std::string& preferred,
                                        const std::vector<std::string>& recent,
                                        const std::filesystem::path& fallback);

// "1.2 KB", "830 bytes".
std::string file_size_text(std::uintmax_t bytes);

}  // namespace ui
