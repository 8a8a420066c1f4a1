// schmier-gui's practice options (ui/gui_args.h): --practice with its game, preset, opponents
// and the actions to play before a screenshot, and every misuse named.
#include <doctest/doctest.h>

#include "ui/gui_args.h"

namespace {

ui::GuiArgsResult parse(std::vector<std::string_view> a) {
  return ui::parse_gui_args(a);
}

}  // namespace

TEST_CASE("schmier-gui --practice and its options") {
  ui::GuiArgsResult r = parse({"--practice"});
  REQUIRE(r.error.empty());
  CHECK(r.options.practice);
  CHECK(r.options.preset.empty());
  CHECK_FALSE(r.options.strong.has_value());
  CHECK_FALSE(r.options.seed_given);

  r = parse({"--practice", "--game", "schafkopf", "--seed", "9", "--practice-actions", "12",
             "--screenshot", "x.png", "--opponents", "strong"});
  REQUIRE(r.error.empty());
  CHECK(r.options.preset == "schafkopf");
  CHECK(r.options.seed == 9);
  CHECK(r.options.seed_given);
  CHECK(r.options.practice_actions == 12);
  CHECK(r.options.strong == true);

  r = parse({"--practice", "--game", "sheepshead", "--preset", "sheepshead_1988"});
  REQUIRE(r.error.empty());
  CHECK(r.options.preset == "sheepshead_1988");
  // Sheepshead table options (SS-14), typed as the engine's flags want them.
  r = parse({"--practice", "--table-flag", "ss_players=4", "--table-flag", "ss_crack=true",
             "--table-flag", "ss_partner_rule=jack_of_diamonds"});
  REQUIRE(r.error.empty());
  REQUIRE(r.options.table_flags.size() == 3);
  CHECK(r.options.table_flags[0].first == "ss_players");
  CHECK(r.options.table_flags[0].second == engine::FlagValue{std::int64_t{4}});
  CHECK(r.options.table_flags[1].second == engine::FlagValue{true});
  CHECK(r.options.table_flags[2].second == engine::FlagValue{std::string("jack_of_diamonds")});
  r = parse({"--practice", "--preset", "netschafkopf", "--game", "schafkopf"});
  REQUIRE(r.error.empty());
  CHECK(r.options.preset == "netschafkopf");
}

TEST_CASE("schmier-gui practice options: errors name the option and the problem") {
  CHECK(parse({"--practice", "--game", "skat"}).error ==
        "--game: \"skat\" is not sheepshead, schafkopf or sweep");
  CHECK(parse({"--practice", "--preset", "x"})
            .error.find("--preset: \"x\" is not a practice "
                        "preset") == 0);
  CHECK(parse({"--practice", "--game", "sheepshead", "--preset", "netschafkopf"}).error ==
        "--preset netschafkopf is not a sheepshead preset");
  CHECK(parse({"--practice", "--opponents", "ace"}).error ==
        "--opponents: \"ace\" is not heuristic or strong");
  CHECK(parse({"--practice", "--practice-actions", "-1", "--screenshot", "a.png"}).error ==
        "--practice-actions: \"-1\" is not a number of actions from 0 to 1000");
  CHECK(parse({"--practice", "--practice-actions", "5"}).error ==
        "--practice-actions needs --screenshot");
  CHECK(parse({"--preset", "schafkopf"}).error ==
        "--game, --preset, --opponents, --table-flag and --practice-actions need --practice");
  CHECK(parse({"--table-flag", "ss_players=3"}).error ==
        "--game, --preset, --opponents, --table-flag and --practice-actions need --practice");
  CHECK(parse({"--practice", "--table-flag", "ss_players"}).error ==
        "--table-flag: \"ss_players\" is not NAME=VALUE");
  CHECK(parse({"--practice", "--table-flag", "=3"}).error ==
        "--table-flag: \"=3\" is not NAME=VALUE");
  CHECK(parse({"--practice", "--table-flag"}).error == "--table-flag needs NAME=VALUE");
  CHECK(parse({"--practice", "a.json"}).error ==
        "--practice plays a new game; it cannot open the deal log \"a.json\"");
  CHECK(parse({"--practice", "--game"}).error == "--game needs a value");
  CHECK(ui::gui_usage().find("--practice") != std::string::npos);
}
