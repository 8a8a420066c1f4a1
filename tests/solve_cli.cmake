# Command-line tests of `schmier solve` and `schmier bench` (uses the checker and the test logs
# that tests/cli.cmake writes; CMake includes the tests/*.cmake files in name order).
if(NOT TARGET schmier OR NOT COMMAND schmier_cli_test)
  return()
endif()
set(S ${PROJECT_SOURCE_DIR}/samples)
set(C ${CMAKE_CURRENT_BINARY_DIR}/cli)

schmier_cli_test(solve_help 0 "Usage: schmier solve.*declarer_units" solve --help)
# The JSON contract: keys in order, moves with card, points and units.
schmier_cli_test(solve_json_opening 0
  "^{\"to_move\":[0-4],\"declarer_side_points\":[0-9]+,\"declarer_units\":-?[0-9]+,\"moves\":\\[{\"card\":\"[2-9TJQKA][CSHD]\",\"declarer_side_points\":[0-9]+,\"declarer_units\":-?[0-9]+}.*\\],\"nodes\":[0-9]+,\"seconds\":"
  solve ${S}/ace-call-won.json --after 0 --json)
schmier_cli_test(solve_text_mid 0 "Position after 7 of 30 plays.*card +points +units.*best.*Nodes searched: "
  solve ${S}/ten-call.json --after 7)
schmier_cli_test(solve_finished 0 "\"to_move\":null,\"declarer_side_points\":[0-9]+.*\"moves\":\\[\\]"
  solve ${S}/schneider.json --json)
schmier_cli_test(solve_partial_log 0 "Position after 10 of 10 plays; Ann to play"
  solve ${C}/partial.json)
schmier_cli_test(solve_leaster 0 "\"objective\":\"paranoid\""
  solve ${S}/leaster.json --after 20 --json)
schmier_cli_test(solve_schafkopf 0 "Sauspiel .*declarer's side: "
  solve ${S}/schafkopf-short-deck.json --after 4)
schmier_cli_test(solve_schafkopf_ramsch 0 "\"objective\":\"paranoid\""
  solve ${S}/schafkopf-ramsch-jungfrau.json --after 16 --json)
schmier_cli_test(solve_hidden 1 "cannot solve: " solve ${C}/hidden.json)
schmier_cli_test(solve_thrown_in 1 "thrown in" solve ${S}/doubler-1988.json)
schmier_cli_test(solve_after_too_far 2 "--after takes a number of plays from 0 to 30"
  solve ${S}/ace-call-won.json --after 31)
schmier_cli_test(solve_bad_log 1 "plays\\[1\\]: KC is not legal" solve ${C}/bad-play.json)
schmier_cli_test(solve_no_log 2 "expected exactly one LOG" solve)
schmier_cli_test(bench_help 0 "Usage: schmier bench.*sheepshead-full.*schafkopf-full" bench --help)
schmier_cli_test(bench_small 0 "sheepshead-full +2 +median.*schafkopf-full +1 .*Nodes searched: [0-9]+"
  bench --deals 2 --hands 1 --schafkopf 1 --sweep 0)
schmier_cli_test(bench_bad_option 2 "--deals takes a number" bench --deals zero)
schmier_cli_test(bench_items 0 "sheepshead-full +item +1 +nodes +[0-9]+ +[0-9.]+ ms.*schafkopf-full +item +0 "
  bench --deals 2 --hands 1 --schafkopf 1 --sweep 0 --items)
if(SCHMIER_SOLVER_STATS)
  schmier_cli_test(bench_stats 0 "sheepshead-full: nodes by trick.*trick 6:.*expanded +again.*trick 5: +[0-9]+"
    bench --deals 2 --hands 1 --schafkopf 1 --sweep 0 --stats)
else()
  schmier_cli_test(bench_stats 2 "--stats needs a build configured with -DSCHMIER_SOLVER_STATS=ON"
    bench --deals 2 --hands 1 --schafkopf 1 --sweep 0 --stats)
endif()
# Sweep's suites: one hand, its rounds 2 and 3, its last round.
schmier_cli_test(bench_sweep 0
  "sweep-full +1 +median.*sweep-mid +2 +median.*sweep-last +1 +median.*Nodes searched: [0-9]+"
  bench --deals 1 --hands 0 --schafkopf 0 --sweep 1)
