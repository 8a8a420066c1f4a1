// NetSchafkopf protocol text cut into lines, its header (ruleset, viewer, date, the four
// players of the score table) and its "Geber:" game blocks as written (RawGame): the lexer.
#include <algorithm>
#include <string>

#include "schafkopf/netschafkopf_import.h"

namespace engine::netschafkopf_import {

void Importer::split_lines() {
  std::size_t start = 0;
  int no = 1;
  while (start <= text_.size()) {
    std::size_t end = text_.find('\n', start);
    if (end == std::string::npos) end = text_.size();
    lines_.push_back({no++, text_.substr(start, end - start)});
    start = end + 1;
  }
}

void Importer::read_header() {
  if (!lines_.empty()) ruleset_ = std::string(trim(lines_[0].text));
  for (const Line& l : lines_) {
    const std::string_view t = trim(l.text);
    if (viewer_name_.empty() && starts_with(t, "gespielt von ")) {
      const std::vector<std::string> w = words(t);
      if (w.size() >= 3) viewer_name_ = w[2];
      if (w.size() >= 5 && w[3] == "am") date_ = w[4];
    }
    if (players_.empty() && starts_with(t, "Spiel ") && t.find("Preis") != std::string::npos) {
      const std::vector<std::string> w = words(t);
      if (w.size() == 7 && w[1] == "Preis" && w[6] == "Stock") {
        players_.assign(w.begin() + 2, w.begin() + 6);
      }
    }
  }
}

void Importer::read_games() {
  std::array<int, kSeats> totals{};
  int stock = 0;
  RawGame* g = nullptr;
  std::string pending_spielart;  // a "Spielart:" line between games, for the next one
  int pending_line = 0;
  std::string last_spielart;
  enum { kHands, kContract, kTricks, kResult, kScore, kDone } state = kDone;
  for (std::size_t i = 2; i < lines_.size(); ++i) {
    const Line& l = lines_[i];
    const std::string_view t = trim(l.text);
    if (starts_with(t, "Geber:")) {
      games_.emplace_back();
      g = &games_.back();
      g->line = l.no;
      g->dealer = std::string(trim(t.substr(6)));
      g->spielart = pending_spielart;
      g->spielart_line = pending_line;
      g->last_spielart = last_spielart;
      pending_spielart.clear();
      pending_line = 0;
      state = kHands;
      ++out_.games_seen;
      continue;
    }
    if (t.empty()) continue;
    if (starts_with(t, "Spielart:") && (state == kDone || (state == kHands && g->hands.empty()))) {
      const std::string what(trim(t.substr(9)));
      last_spielart = what;
      if (state == kDone) {
        pending_spielart = what;
        pending_line = l.no;
      } else {
        g->spielart = what;
        g->spielart_line = l.no;
        g->last_spielart = what;
      }
      continue;
    }
    if (!g || state == kDone) {
      out_.problems.push_back({l.no, 0,
                               "unexpected line outside a game: \"" + std::string(t) + "\"",
                               NsReason::kUnknownText});
      continue;
    }
    // The score table header ends any game, however incomplete.
    if (state != kScore && starts_with(t, "Spiel ") && t.find("Preis") != std::string_view::npos) {
      state = kScore;
      continue;
    }
    const std::size_t hat = t.find(" hat: ");
    const std::size_t aus = t.find(" spielt aus: ");
    switch (state) {
      case kHands:
        if (hat != std::string_view::npos && g->hands.size() < kSeats) {
          g->hands.push_back({std::string(t.substr(0, hat)), words(t.substr(hat + 6))});
          break;
        }
        if (g->hands.empty()) {
          g->extra.emplace_back(t);
          break;
        }
        state = kContract;
        [[fallthrough]];
      case kContract:
        g->contract = std::string(t);
        g->contract_line = l.no;
        state = kTricks;
        break;
      case kTricks:
        if (aus != std::string_view::npos) {
          g->tricks.push_back({l.no, std::string(t.substr(0, aus)), words(t.substr(aus + 13))});
          break;
        }
        state = kResult;
        [[fallthrough]];
      case kResult:
        if (g->result.empty()) g->result_line = l.no;
        if (!g->result.empty()) g->result += ' ';
        g->result += std::string(t);
        break;
      case kScore: {
        const std::vector<std::string> w = words(t);
        std::array<std::optional<int>, 7> v;
        for (std::size_t k = 0; k < 7 && k < w.size(); ++k) v[k] = number(w[k]);
        const bool ok =
            w.size() == 7 && std::all_of(v.begin(), v.end(), [](auto x) { return x.has_value(); });
        if (!ok) {
          g->problems.push_back({l.no, 0,
                                 "the score line \"" + std::string(t) +
                                     "\" is not \"<game> <price> <4 totals> <stock>\"",
                                 NsReason::kMalformed});
        } else {
          g->scored = true;
          g->score_line = l.no;
          g->number = *v[0];
          g->price = *v[1];
          for (int s = 0; s < kSeats; ++s) {
            g->totals[s] = *v[static_cast<std::size_t>(2 + s)];
            g->deltas[s] = g->totals[s] - totals[s];
            totals[s] = g->totals[s];
          }
          g->stock = *v[6];
          g->stock_delta = g->stock - stock;
          stock = g->stock;
          for (NsProblem& p : g->problems) p.game = g->number;
        }
        state = kDone;
        break;
      }
      case kDone:
        break;
    }
  }
}

int Importer::seat_of(std::string_view name) const {
  if (name == "Du" || name == "dir") name = viewer_name_;
  for (int s = 0; s < kSeats; ++s) {
    if (players_[static_cast<std::size_t>(s)] == name) return s;
  }
  return -1;
}

void Importer::problem(RawGame& g, int line, NsReason reason, std::string message) {
  g.problems.push_back({line, g.number, std::move(message), reason});
}

}  // namespace engine::netschafkopf_import
