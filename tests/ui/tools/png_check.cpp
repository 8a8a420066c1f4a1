// Checks a schmier-gui screenshot (tests/gui.cmake): the PNG has the expected size, is not
// blank, and its table region shows cards: card-white pixels and red suit pixels.
//
//   gui_png_check FILE.png WIDTH HEIGHT [X0 Y0 X1 Y1]
//
// The optional region is in fractions of the image (default: the table panel, left 70% and
// top 90%). Prints what it measured; exits 1 on the first failed check.
#include <stb_image.h>

#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>

namespace {

int fail(const std::string& message) {
  std::fprintf(stderr, "gui_png_check: %s\n", message.c_str());
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4 && argc != 8) {
    return fail("usage: gui_png_check FILE.png WIDTH HEIGHT [X0 Y0 X1 Y1]");
  }
  const int want_w = std::atoi(argv[2]);
  const int want_h = std::atoi(argv[3]);
  double region[4] = {0.0, 0.0, 0.7, 0.9};
  if (argc == 8) {
    for (int i = 0; i < 4; ++i) region[i] = std::atof(argv[4 + i]);
  }

  int w = 0;
  int h = 0;
  int channels = 0;
  unsigned char* px = stbi_load(argv[1], &w, &h, &channels, 3);
  if (!px) return fail(std::string("cannot read ") + argv[1] + ": " + stbi_failure_reason());
  auto at = [&](int x, int y) { return px + (static_cast<long>(y) * w + x) * 3; };

  std::printf("size %dx%d (expected %dx%d)\n", w, h, want_w, want_h);
  int status = 0;
  if (w != want_w || h != want_h) status = fail("the image has the wrong size");

  // Not blank: many different colours across the whole image.
  std::set<int> colours;
  for (int y = 0; y < h && status == 0; y += 2) {
    for (int x = 0; x < w; x += 2) {
      const unsigned char* p = at(x, y);
      colours.insert((p[0] >> 3) << 10 | (p[1] >> 3) << 5 | (p[2] >> 3));
    }
  }
  std::printf("distinct colours (5 bits per channel): %zu\n", colours.size());
  if (status == 0 && colours.size() < 64) status = fail("the image is blank or nearly so");

  // The table region: white card faces and red hearts/diamonds.
  const int x0 = static_cast<int>(region[0] * w);
  const int y0 = static_cast<int>(region[1] * h);
  const int x1 = static_cast<int>(region[2] * w);
  const int y1 = static_cast<int>(region[3] * h);
  long white = 0;
  long red = 0;
  long felt = 0;
  for (int y = y0; y < y1 && status == 0; ++y) {
    for (int x = x0; x < x1; ++x) {
      const unsigned char* p = at(x, y);
      const int r = p[0];
      const int g = p[1];
      const int b = p[2];
      if (r >= 240 && g >= 240 && b >= 235) ++white;
      if (r >= 170 && g <= 80 && b <= 90) ++red;
      if (g >= r + 40 && g >= b + 20) ++felt;
    }
  }
  std::printf("table region [%d,%d)-[%d,%d): card-white %ld, red suit %ld, felt %ld pixels\n", x0,
              y0, x1, y1, white, red, felt);
  if (status == 0 && white < 5000) status = fail("too few card-white pixels on the table");
  if (status == 0 && red < 200) status = fail("too few red suit pixels on the table");
  if (status == 0 && felt < 50000) status = fail("the green table is missing");
  stbi_image_free(px);
  if (status == 0) std::printf("screenshot looks right\n");
  return status;
}
