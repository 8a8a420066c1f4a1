// The in-app file browser: a window listing a folder's sub-folders and deal logs (.json), with
// the folder's path to edit, Up, quick places (the bundled samples, home, recent files) and
// Open. Double-click a folder to enter it, a file to open it. The frame loop opens the file.
#pragma once

#include <filesystem>
#include <string>

#include "app_context.h"
#include "ui/file_browser.h"

namespace ui {

class FileBrowserPanel {
 public:
  // `samples`: the bundled samples folder (may not exist).
  explicit FileBrowserPanel(std::filesystem::path samples) : samples_(std::move(samples)) {}
  void draw(AppContext& ctx);

 private:
  void go(const std::filesystem::path& dir, AppContext& ctx);

  std::filesystem::path samples_;
  BrowserListing listing_;
  bool listed_ = false;
  std::string path_text_;
  std::string selected_;
};

}  // namespace ui
