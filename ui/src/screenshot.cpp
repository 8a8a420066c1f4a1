#include "screenshot.h"

#include <glad/gl.h>
#include <stb_image_write.h>

#include <cstring>
#include <vector>

namespace ui {

std::optional<std::string> write_framebuffer_png(const std::string& path, int width, int height) {
  if (width <= 0 || height <= 0) return "the window has no pixels to save";
  const auto row = static_cast<std::size_t>(width) * 3;
  std::vector<unsigned char> pixels(row * static_cast<std::size_t>(height));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
  if (const GLenum e = glGetError(); e != GL_NO_ERROR) {
    return "reading the pixels failed (OpenGL error " + std::to_string(e) + ")";
  }
  // OpenGL's first row is the bottom one; PNG's is the top one.
  std::vector<unsigned char> line(row);
  for (int y = 0; y < height / 2; ++y) {
    unsigned char* a = pixels.data() + static_cast<std::size_t>(y) * row;
    unsigned char* b = pixels.data() + static_cast<std::size_t>(height - 1 - y) * row;
    std::memcpy(line.data(), a, row);
    std::memcpy(a, b, row);
    std::memcpy(b, line.data(), row);
  }
  if (!stbi_write_png(path.c_str(), width, height, 3, pixels.data(), static_cast<int>(row))) {
    return "could not write " + path;
  }
  return std::nullopt;
}

}  // namespace ui
