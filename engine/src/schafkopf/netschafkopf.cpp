#include "engine/netschafkopf.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <optional>

#include "schafkopf/netschafkopf_import.h"

namespace engine {

std::string latin1_to_utf8(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size() + bytes.size() / 16);
  for (char ch : bytes) {
    const unsigned char u = static_cast<unsigned char>(ch);
    if (u == '\r') continue;
    if (u < 0x80) {
      out += ch;
    } else {
      out += static_cast<char>(0xC0 | (u >> 6));
      out += static_cast<char>(0x80 | (u & 0x3F));
    }
  }
  return out;
}

bool valid_utf8(std::string_view bytes) {
  std::size_t i = 0;
  while (i < bytes.size()) {
    const unsigned char u = static_cast<unsigned char>(bytes[i]);
    if (u < 0x80) {
      ++i;
      continue;
    }
    int more;
    std::uint32_t cp;
    if (u >= 0xC2 && u <= 0xDF) {
      more = 1;
      cp = u & 0x1Fu;
    } else if (u >= 0xE0 && u <= 0xEF) {
      more = 2;
      cp = u & 0x0Fu;
    } else if (u >= 0xF0 && u <= 0xF4) {
      more = 3;
      cp = u & 0x07u;
    } else {
      return false;  // a continuation byte first, an overlong lead (C0, C1) or beyond F4
    }
    if (bytes.size() - i <= static_cast<std::size_t>(more)) return false;
    for (int k = 1; k <= more; ++k) {
      const unsigned char c = static_cast<unsigned char>(bytes[i + static_cast<std::size_t>(k)]);
      if ((c & 0xC0u) != 0x80u) return false;
      cp = (cp << 6) | (c & 0x3Fu);
    }
    const std::uint32_t min = more == 1 ? 0x80u : more == 2 ? 0x800u : 0x10000u;
    if (cp < min || cp > 0x10FFFFu || (cp >= 0xD800u && cp <= 0xDFFFu)) return false;
    i += static_cast<std::size_t>(more) + 1;
  }
  return true;
}

std::string protocol_text(std::string_view bytes, bool* utf8) {
  constexpr std::string_view kBom = "\xEF\xBB\xBF";
  const bool bom = bytes.substr(0, kBom.size()) == kBom;
  if (bom) bytes.remove_prefix(kBom.size());
  const bool high = std::any_of(bytes.begin(), bytes.end(),
                                [](char ch) { return static_cast<unsigned char>(ch) >= 0x80; });
  const bool is_utf8 = (bom || high) && valid_utf8(bytes);
  if (utf8) *utf8 = is_utf8;
  std::string out;
  out.reserve(bytes.size() + bytes.size() / 16);
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const char ch = bytes[i];
    const unsigned char u = static_cast<unsigned char>(ch);
    if (u == '\r') {
      // CRLF and a lone CR both end a line.
      if (i + 1 >= bytes.size() || bytes[i + 1] != '\n') out += '\n';
    } else if (u < 0x80 || is_utf8) {
      out += ch;
    } else {
      out += static_cast<char>(0xC0 | (u >> 6));
      out += static_cast<char>(0x80 | (u & 0x3F));
    }
  }
  return out;
}

std::string_view ns_reason_name(NsReason r) {
  switch (r) {
    case NsReason::kFile:
      return "file problem";
    case NsReason::kUnknownText:
      return "unknown text";
    case NsReason::kMalformed:
      return "malformed block";
    case NsReason::kNotPlayed:
      return "not a game the engine plays";
    case NsReason::kThrownIn:
      return "thrown in, no hand played";
    case NsReason::kUndetermined:
      return "hand or loser not determined";
    case NsReason::kIllegal:
      return "rejected by the rules";
    case NsReason::kDisagrees:
      return "engine disagrees";
    case NsReason::kStock:
      return "moves the stock";
  }
  return "unknown reason";
}

std::string format_problem(std::string_view source, const NsProblem& p) {
  std::string out(source);
  if (p.line > 0) out += ":" + std::to_string(p.line);
  if (p.game > 0) out += " (game " + std::to_string(p.game) + ")";
  return out + ": " + p.message;
}

namespace netschafkopf_import {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::vector<std::string> words(std::string_view s) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    std::size_t j = i;
    while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
    if (j > i) out.emplace_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

bool starts_with(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}

std::optional<int> number(std::string_view s) {
  if (s.empty() || s.size() > 9) return std::nullopt;
  bool neg = false;
  if (s[0] == '+' || s[0] == '-') {
    neg = s[0] == '-';
    s.remove_prefix(1);
  }
  if (s.empty()) return std::nullopt;
  int v = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9') return std::nullopt;
    v = v * 10 + (ch - '0');
  }
  return neg ? -v : v;
}

std::optional<Card> german_card(std::string_view code) {
  static constexpr std::string_view kSuits = "EGHS";
  static constexpr std::string_view kRanks = "789ZUOKA";
  if (code.size() != 2) return std::nullopt;
  const auto s = kSuits.find(code[0]);
  const auto r = kRanks.find(code[1]);
  if (s == std::string_view::npos || r == std::string_view::npos) return std::nullopt;
  return make_card(static_cast<Suit>(s), static_cast<Rank>(r));
}

std::optional<Suit> german_suit(std::string_view name) {
  if (name == "Eichel" || name == "Eicheln") return Suit::kClubs;
  if (name == "Grün" || name == "Gras" || name == "Blatt" || name == "Laub") return Suit::kSpades;
  if (name == "Herz") return Suit::kHearts;
  if (name == "Schellen" || name == "Schelln") return Suit::kDiamonds;
  return std::nullopt;
}

std::string json_string(std::string_view s) {
  std::string out = "\"";
  for (char ch : s) {
    const unsigned char u = static_cast<unsigned char>(ch);
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += ch;
    } else if (u < 0x20) {
      static const char kHex[] = "0123456789abcdef";
      out += "\\u00";
      out += kHex[u >> 4];
      out += kHex[u & 15];
    } else {
      out += ch;
    }
  }
  return out + "\"";
}

NsImport Importer::run() {
  split_lines();
  read_header();
  read_games();
  if (players_.empty()) {
    out_.problems.push_back({0, 0,
                             "no score table header (\"Spiel Preis <four players> Stock\") was "
                             "found, so the seats are unknown",
                             NsReason::kFile});
    out_.refused[static_cast<std::size_t>(NsReason::kFile)] += out_.games_seen;
    return std::move(out_);
  }
  std::vector<std::optional<Parsed>> parsed;
  for (RawGame& g : games_) parsed.push_back(parse(g));
  find_table(parsed);
  for (std::size_t i = 0; i < games_.size(); ++i) {
    RawGame& g = games_[i];
    const bool imported = parsed[i] && build(g, *parsed[i]);
    if (!imported) {
      // Never silently: a game left out always carries its reason.
      if (g.problems.empty()) problem(g, g.line, NsReason::kMalformed, "not imported");
      ++out_.refused[static_cast<std::size_t>(g.problems.front().reason)];
    }
    for (NsProblem& p : g.problems) out_.problems.push_back(std::move(p));
  }
  return std::move(out_);
}

}  // namespace netschafkopf_import

NsImport import_netschafkopf(std::string_view bytes, std::string_view source) {
  return netschafkopf_import::Importer(bytes, source).run();
}

}  // namespace engine
