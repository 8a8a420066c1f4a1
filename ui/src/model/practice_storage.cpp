#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <random>
#include <sstream>

#include "replace_file.h"
#include "ui/practice/storage.h"
#include "ui/settings.h"

namespace ui::practice {
namespace {

std::string errno_text(int e) {
  return std::strerror(e);
}

// Writes all of `text` to fd; false on an error (errno set).
bool write_all(int fd, std::string_view text) {
  const char* p = text.data();
  std::size_t left = text.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  return true;
}

std::tm utc_now() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  return tm;
}

std::string format_time(const char* fmt) {
  const std::tm tm = utc_now();
  char buf[64];
  const std::size_t n = std::strftime(buf, sizeof buf, fmt, &tm);
  return std::string(buf, n);
}

bool is_digits(std::string_view s) {
  for (char c : s) {
    if (c < '0' || c > '9') return false;
  }
  return !s.empty();
}

}  // namespace

std::optional<std::filesystem::path> default_data_dir() {
  if (const char* v = std::getenv("SCHMIER_PRACTICE_DIR"); v && *v) {
    return std::filesystem::path(v);
  }
  if (auto c = config_dir()) return *c / "practice";
  return std::nullopt;
}

std::optional<std::string> write_file_atomic(const std::filesystem::path& file,
                                             std::string_view text) {
  std::error_code ec;
  const std::filesystem::path dir = file.has_parent_path() ? file.parent_path() : ".";
  std::filesystem::create_directories(dir, ec);
  if (ec) return "cannot create the folder " + dir.string() + ": " + ec.message();
  std::filesystem::path temp = file;
  temp += ".tmp";
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    return "cannot write " + file.string() + ": the temporary file " + temp.string() +
           " cannot be created (" + errno_text(errno) + ")";
  }
  if (!write_all(fd, text) || ::fsync(fd) != 0) {
    const int e = errno;
    ::close(fd);
    std::filesystem::remove(temp, ec);
    return "cannot write " + temp.string() + ": " + errno_text(e);
  }
  if (::close(fd) != 0) {
    const int e = errno;
    std::filesystem::remove(temp, ec);
    return "cannot write " + temp.string() + ": " + errno_text(e);
  }
  return replace_file(temp, file);
}

std::optional<std::string> read_text_file(const std::filesystem::path& file, std::string* error) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    if (error) *error = file.string() + ": cannot be read";
    return std::nullopt;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  if (in.bad()) {
    if (error) *error = file.string() + ": cannot be read";
    return std::nullopt;
  }
  return ss.str();
}

std::optional<std::filesystem::path> move_aside(const std::filesystem::path& file,
                                                std::string* error) {
  const std::string base = file.string() + ".corrupt-" + format_time("%Y%m%d-%H%M%S");
  std::filesystem::path target = base;
  std::error_code ec;
  for (int i = 2; std::filesystem::exists(target, ec); ++i) {
    target = base + "-" + std::to_string(i);
  }
  std::filesystem::rename(file, target, ec);
  if (ec) {
    if (error) *error = "cannot move " + file.string() + " aside: " + ec.message();
    return std::nullopt;
  }
  return target;
}

std::optional<std::uint64_t> daily_seed(std::string_view date, std::string* error) {
  auto fail = [&](const std::string& why) -> std::optional<std::uint64_t> {
    if (error) *error = "the daily date \"" + std::string(date) + "\" " + why;
    return std::nullopt;
  };
  if (date.size() != 10 || date[4] != '-' || date[7] != '-' || !is_digits(date.substr(0, 4)) ||
      !is_digits(date.substr(5, 2)) || !is_digits(date.substr(8, 2))) {
    return fail("is not written YYYY-MM-DD");
  }
  const int y = std::stoi(std::string(date.substr(0, 4)));
  const int m = std::stoi(std::string(date.substr(5, 2)));
  const int d = std::stoi(std::string(date.substr(8, 2)));
  if (y < 2000 || y > 2999) return fail("is not in the years 2000 to 2999");
  if (m < 1 || m > 12) return fail("has no month " + std::to_string(m));
  static constexpr int kDays[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  const int days = kDays[m - 1] + (m == 2 && leap ? 1 : 0);
  if (d < 1 || d > days) return fail("is not a day of that month");
  std::uint64_t h = 14695981039346656037ull;
  const std::string text = "schmier-daily-" + std::string(date);
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return mix_seed(h);
}

std::optional<std::string> check_seat_seed_counts(int human_seat, int seats,
                                                  const std::string& daily, std::uint64_t seed,
                                                  std::initializer_list<int> counts) {
  if (human_seat < 0 || human_seat >= seats) {
    return "the player's seat " + std::to_string(human_seat) + " is not between 0 and " +
           std::to_string(seats - 1);
  }
  if (!daily.empty()) {
    std::string error;
    auto s = daily_seed(daily, &error);
    if (!s) return error;
    if (*s != seed) return "the seed is not the daily seed of " + daily;
  }
  for (int v : counts) {
    if (v < 1 || v > 1000) return "worlds and sample counts must be between 1 and 1000";
  }
  return std::nullopt;
}

std::uint64_t mix_seed(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

std::string compact_time(const std::string& iso) {
  std::string out;
  for (char c : iso) {
    if (c >= '0' && c <= '9') out += c;
    if (c == 'T') out += '-';
  }
  return out;
}

std::string today_utc() {
  return format_time("%Y-%m-%d");
}

std::string now_utc_iso() {
  return format_time("%Y-%m-%dT%H:%M:%SZ");
}

std::uint64_t random_seed() {
  std::random_device rd;
  std::uint64_t s = (std::uint64_t{rd()} << 32) ^ rd();
  s ^= static_cast<std::uint64_t>(
      std::chrono::high_resolution_clock::now().time_since_epoch().count());
  // Seeds stay below 2^53 so that every JSON reader keeps them exact.
  return s & ((std::uint64_t{1} << 53) - 1);
}

}  // namespace ui::practice
