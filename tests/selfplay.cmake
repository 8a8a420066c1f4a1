# `schmier selfplay` tests: a small duplicate run in text and JSON, the hands rounding, and
# usage errors (exit 2) and a run that cannot be made (exit 1). Uses schmier_cli_test from
# tests/cli.cmake (included before this file).
if(NOT TARGET schmier OR NOT COMMAND schmier_cli_test)
  return()
endif()

# One type in every seat: 2 deals x 5 rotations, 50 seat-hands, exactly zero units.
schmier_cli_test(selfplay_one_type 0
  "10 hands.*heuristic +50 +\\+0\\.0000 +\\+- +0\\.0000"
  selfplay --hands 7 --seed 3 --players heuristic)
# Strong against heuristic, reproducible (no budget, few worlds): 1 deal, 3 and 2 seats.
schmier_cli_test(selfplay_strong_heuristic 0
  "strong +15 .*\nheuristic +10 "
  selfplay --hands 5 --seed 2 --players strong,heuristic --budget 0 --worlds 2 --min-worlds 2)
schmier_cli_test(selfplay_json 0
  "\"format\": \"schmier-selfplay\".*\"hands\": 5,.*\"name\": \"heuristic\".*\"ci95\""
  selfplay --hands 5 --players heuristic,strong --budget 0 --worlds 2 --json)
schmier_cli_test(selfplay_1988 0 "sheepshead_1988"
  selfplay --hands 5 --preset sheepshead_1988 --players heuristic)
schmier_cli_test(selfplay_help 0 "Usage: schmier selfplay" selfplay --help)
schmier_cli_test(selfplay_no_hands 2 "--hands N is required" selfplay --seed 1)
schmier_cli_test(selfplay_bad_hands 2 "--hands takes a number" selfplay --hands many)
schmier_cli_test(selfplay_bad_player 2 "unknown player type \"grandmaster\""
  selfplay --hands 5 --players strong,grandmaster)
schmier_cli_test(selfplay_too_many 2 "a table has 5 seats"
  selfplay --hands 5 --players strong,strong,strong,strong,strong,strong)
schmier_cli_test(selfplay_bad_game 2 "--game takes sheepshead, schafkopf or sweep"
  selfplay --hands 5 --game skat)
schmier_cli_test(selfplay_bad_preset 1 "unknown Sheepshead preset \"nope\""
  selfplay --hands 5 --preset nope)
# Schafkopf: 4 rotations per deal, 4 seat-hands per hand.
schmier_cli_test(selfplay_schafkopf 0 "Schafkopf \\(schafkopf\\).*8 hands.*heuristic +32 +\\+0\\.0000"
  selfplay --game schafkopf --hands 8 --seed 4 --players heuristic)
schmier_cli_test(selfplay_schafkopf_strong 0 "strong +8 .*\nheuristic +8 "
  selfplay --game schafkopf --hands 4 --players strong,heuristic --budget 0 --worlds 2)
# Sweep: 2 rotations per deal (the seats swapped), the margin per hand; one type in both seats
# wins exactly 0.
schmier_cli_test(selfplay_sweep_one_type 0
  "Sweep \\(sweep\\).*6 hands.*margin/hand.*heuristic +12 +\\+0\\.0000 +\\+- +0\\.0000"
  selfplay --game sweep --hands 6 --seed 5 --players heuristic)
schmier_cli_test(selfplay_sweep_strong 0 "strong +2 .*\nheuristic +2 "
  selfplay --game sweep --hands 2 --seed 2 --players strong,heuristic --budget 0 --worlds 2)
schmier_cli_test(selfplay_sweep_json 0 "\"game\": \"sweep\",.*\"preset\": \"tablanette_cp\""
  selfplay --game sweep --preset tablanette_cp --hands 2 --players heuristic --json)
schmier_cli_test(selfplay_sweep_bad_preset 1 "unknown Sweep preset \"schafkopf\""
  selfplay --game sweep --hands 2 --preset schafkopf)
