#include "replace_file.h"

namespace ui {

std::optional<std::string> replace_file(const std::filesystem::path& temp,
                                        const std::filesystem::path& file) {
  std::error_code ec;
  std::filesystem::rename(temp, file, ec);
  if (ec) {
    std::error_code ignored;
    std::filesystem::remove(temp, ignored);
    return "cannot replace " + file.string() + ": " + ec.message();
  }
  return std::nullopt;
}

}  // namespace ui
