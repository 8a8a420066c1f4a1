// Writing what OpenGL has drawn to a PNG file (stb_image_write from libstb).
#pragma once

#include <optional>
#include <string>

namespace ui {

// Reads the bound read framebuffer (width x height, from the bottom-left corner) with
// glReadPixels, turns the rows top-down and writes an RGB PNG. Returns an error sentence on
// failure.
std::optional<std::string> write_framebuffer_png(const std::string& path, int width, int height);

}  // namespace ui
