// An invalid card play (ui/log_repair.h, issue 20): the first illegal play is named at its place
// by its cause, in players' words, and the log up to the last legal play can be opened.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "engine/deal_log.h"
#include "ui/log_repair.h"
#include "ui/log_source.h"

namespace fs = std::filesystem;

namespace {

std::string read(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("Log repair: two plays of one seat swapped, the first illegal one by its cause") {
  const fs::path path = fs::path(SCHMIER_SOURCE_DIR) / "samples" / "ace-call-won.json";
  const std::string text = read(path);
  const ui::LoadedDeal loaded = ui::load_replay_file(path.string());
  REQUIRE(loaded.deal);
  const ui::ReplayDeal& deal = *loaded.deal;
  // The first play i (from trick 2 on) and a later play j of the same seat such that card j
  // does not follow suit at i while the seat could: swapping them makes play i the first illegal
  // one, and card i played at j is then illegal or (when it was played twice) a duplicate.
  engine::PlayState s = ui::start_state(deal);
  std::optional<std::pair<std::size_t, std::size_t>> swap;
  for (std::size_t i = 0; i < deal.plays.size() && !swap; ++i) {
    const int seat = s.to_move(deal.rules);
    if (i >= 5 && s.trick_size > 0) {
      const engine::CardMask legal =
          engine::legal_moves(deal.rules, s, static_cast<std::uint8_t>(seat));
      engine::PlayState t = s;
      for (std::size_t j = i; j < deal.plays.size(); ++j) {
        const int who = t.to_move(deal.rules);
        if (j > i && who == seat && !engine::has(legal, deal.plays[j])) {
          swap = std::make_pair(i, j);
          break;
        }
        engine::PlayUndo u;
        engine::make_move(deal.rules, t, deal.plays[j], u);
      }
    }
    engine::PlayUndo undo;
    engine::make_move(deal.rules, s, deal.plays[i], undo);
  }
  REQUIRE(swap);
  nlohmann::ordered_json log = nlohmann::ordered_json::parse(text);
  std::swap(log["plays"][swap->first], log["plays"][swap->second]);
  log.erase("result");
  const std::string bad = log.dump();
  REQUIRE_FALSE(engine::parse_deal_log(bad).log);  // the engine rejects it

  const ui::LegalPrefix p = ui::legal_prefix(bad, {}, "bad.json");
  REQUIRE(p.found);
  CHECK(p.legal_plays == static_cast<int>(swap->first));
  REQUIRE(p.deal);
  CHECK(p.deal->plays.size() == swap->first);
  const int trick = static_cast<int>(swap->first) / 5 + 1;
  CAPTURE(p.cause);
  CHECK(p.cause.find("trick " + std::to_string(trick) + ", ") == 0);
  CHECK(p.cause.find(" does not follow ") != std::string::npos);
  CHECK(p.cause.find(" holds ") != std::string::npos);
}

TEST_CASE("Log repair: a valid log and a log broken outside its plays are left alone") {
  const fs::path path = fs::path(SCHMIER_SOURCE_DIR) / "samples" / "ace-call-won.json";
  const std::string text = read(path);
  CHECK_FALSE(ui::legal_prefix(text, {}, "ok.json").found);
  nlohmann::ordered_json log = nlohmann::ordered_json::parse(text);
  log["dealer"] = 9;
  CHECK_FALSE(ui::legal_prefix(log.dump(), {}, "dealer.json").found);
  CHECK_FALSE(ui::legal_prefix("not json", {}, "x.json").found);
  // A card played twice: reported at its second play as "already played".
  nlohmann::ordered_json twice = nlohmann::ordered_json::parse(text);
  twice["plays"][7] = twice["plays"][2];
  twice.erase("result");
  const ui::LegalPrefix p = ui::legal_prefix(twice.dump(), {}, "twice.json");
  REQUIRE(p.found);
  CHECK(p.legal_plays <= 7);
  CHECK_FALSE(p.cause.empty());
}

TEST_CASE("Log repair: the loader's other lines count plays from 1 and name cards") {
  const std::string line =
      ui::players_words("plays[25]: KH was already played (plays[9])", ui::CardNames{}, false);
  CHECK(line == "play 26: " + ui::card_label(*engine::parse_card("KH"), ui::CardNames{}) +
                    " was already played (play 10)");
  // Not a play's index: left as it is.
  CHECK(ui::players_words("plays[x] and plays[", ui::CardNames{}, false) == "plays[x] and plays[");
  CHECK(ui::players_words("hands[2]: no plays", ui::CardNames{}, false) == "hands[2]: no plays");
}
