// The last step of writing a file safely (settings.cpp, practice_storage.cpp): the finished
// temporary file takes the place of the old one in one rename, so that a crash leaves the old
// file or the new one, never half of one.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace ui {

// Renames `temp` to `file`; on failure removes `temp` and says why.
std::optional<std::string> replace_file(const std::filesystem::path& temp,
                                        const std::filesystem::path& file);

}  // namespace ui
