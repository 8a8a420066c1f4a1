# Command-line tests of Sweep logs (RULES.md §5, DEAL_LOG.md "Sweep"): validate, show and solve
# on every Sweep sample and on hand-written logs (uses the checker of tests/cli.cmake; CMake
# includes the tests/*.cmake files in name order). Solves start late in the hand (round 3 or 4):
# a whole hand from its first turn takes seconds, too long for CI.
if(NOT TARGET schmier OR NOT COMMAND schmier_cli_test)
  return()
endif()
set(S ${PROJECT_SOURCE_DIR}/samples)
set(C ${CMAKE_CURRENT_BINARY_DIR}/cli)
file(GLOB sweep_samples ${S}/sweep-*.json)

# Written by hand from the contract: the first table and round 1's hands, no deck. Round 1 is
# played; the later rounds are unknown, so the log validates and shows but does not solve.
set(sweep_head [=[{"format": "schmier-deal-log", "version": 1, "game": "sweep",
  "players": ["Ann", "Bob"], "dealer": 1, "table": ["KS", "2D", "5C", "7H"],
  "hands": [[["KH", "5D", "2S", "9C", "10H", "4H"], ["AS", "7D", "QC", "3H", "8C", "6S"]]],]=])
file(WRITE ${C}/sweep-round1.json "${sweep_head}
  \"plays\": [{\"card\": \"KH\", \"take\": [\"KS\"]}, \"3H\", {\"card\": \"9C\", \"take\": [\"2D\", \"7H\"]},
            {\"card\": \"8C\", \"take\": [\"3H\", \"5C\"]}, \"TH\", \"6S\", \"4H\", \"7D\", \"5D\",
            {\"card\": \"AS\", \"take\": [\"4H\", \"7D\"]}, \"2S\", {\"card\": \"QC\", \"take\": [\"2S\", \"5D\", \"6S\"]}]
}
")
# 9C cannot take 3 + 5.
file(WRITE ${C}/sweep-bad-sum.json "${sweep_head}
  \"plays\": [{\"card\": \"KH\", \"take\": [\"KS\"]}, \"3H\", {\"card\": \"9C\", \"take\": [\"3H\", \"5C\"]}]
}
")

# Round 1 played, Ann to open round 2: only her own cards of round 2 are given (ENGINE.md "Sweep").
file(WRITE ${C}/sweep-own-cards.json "{\"format\": \"schmier-deal-log\", \"version\": 1, \"game\": \"sweep\",
  \"players\": [\"Ann\", \"Bob\"], \"dealer\": 1, \"deck\": null, \"table\": [\"KS\", \"2D\", \"5C\", \"7H\"],
  \"hands\": [null, [[\"2C\", \"3C\", \"4C\", \"6C\", \"8D\", \"9D\"], null], null, null],
  \"plays\": [{\"card\": \"KH\", \"take\": [\"KS\"]}, \"3H\", {\"card\": \"9C\", \"take\": [\"2D\", \"7H\"]},
            {\"card\": \"8C\", \"take\": [\"3H\", \"5C\"]}, \"TH\", \"6S\", \"4H\", \"7D\", \"5D\",
            {\"card\": \"AS\", \"take\": [\"4H\", \"7D\"]}, \"2S\", {\"card\": \"QC\", \"take\": [\"2S\", \"5D\", \"6S\"]}]
}
")

schmier_cli_test(sweep_validate_samples 0
  "sweep-jack-clears-table.json: ok \\(Sweep \\(sweep\\), 48 turns, complete\\).*sweep-stops-round-3.json: ok \\(Sweep \\(sweep\\), 29 turns, partial\\).*sweep-tablanette-ace-low.json: ok \\(Sweep \\(tablanette_cp\\), 48 turns, complete\\)"
  validate ${sweep_samples})
schmier_cli_test(sweep_validate_hand_written 0
  "sweep-round1.json: ok \\(Sweep \\(sweep\\), 12 turns, partial, hidden cards unknown\\)"
  validate ${C}/sweep-round1.json)
schmier_cli_test(sweep_validate_bad_sum 1
  "sweep-bad-sum.json: plays\\[2\\]: 9C cannot take 3H 5C: 3 \\+ 5 = 8, not 9"
  validate ${C}/sweep-bad-sum.json)
schmier_cli_test(sweep_show_bad_sum 1 "plays\\[2\\]: 9C cannot take" show ${C}/sweep-bad-sum.json)
# Issue 42: validate names the first illegal play, not what follows from it. Bob plays Ann's 5D
# at turn 2; Ann then plays Bob's 3H as if the turns had shifted.
file(WRITE ${C}/sweep-first-illegal.json "${sweep_head}
  \"plays\": [{\"card\": \"KH\", \"take\": [\"KS\"]}, \"5D\", \"3H\", \"2S\"]
}
")
schmier_cli_test(sweep_validate_first_illegal 1
  "sweep-first-illegal.json: plays\\[1\\]: seat 1 \\(Bob\\) does not hold 5D in round 1: it was dealt to seat 0 \\(Ann\\)"
  validate ${C}/sweep-first-illegal.json)
set_tests_properties(cli.sweep_validate_first_illegal PROPERTIES FAIL_REGULAR_EXPRESSION "plays\\[[23]\\]")
schmier_cli_test(sweep_solve_bad_sum 1 "plays\\[2\\]: 9C cannot take" solve ${C}/sweep-bad-sum.json)

# show: rounds, the table before each turn, captures, sweeps, the remainder and the score.
schmier_cli_test(sweep_show_jack 0
  "Round 1.*table .*takes .*the jack takes the table.*Round 4.*Score \\(SW-17\\):.*honours +cards +majority +sweeps +total.*Ann +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+"
  show ${S}/sweep-jack-clears-table.json)
schmier_cli_test(sweep_show_multi_group 0 "1\\. Bob +table 4S 6D 7H 9C\n +QS takes 4S 6D 7H 9C: a SWEEP, bonus 39"
  show ${S}/sweep-multi-group.json)
schmier_cli_test(sweep_show_remainder 0
  "Remainder 2H TH QC KS to Bob, the last to take cards \\(SW-16; not a sweep\\).*Bob wins the hand by 2"
  show ${S}/sweep-remainder-decides.json)
schmier_cli_test(sweep_show_capture_gives_sweep 0 "a SWEEP, bonus 42"
  show ${S}/sweep-capture-gives-sweep.json)
schmier_cli_test(sweep_show_no_captures 0 "trails.*Score \\(SW-17\\)" show ${S}/sweep-no-captures.json)
schmier_cli_test(sweep_show_tablanette 0
  "Sweep \\(tablanette_cp\\).*Score \\(SW-17\\).*majority: 3 points for more cards"
  show ${S}/sweep-tablanette-ace-low.json)
schmier_cli_test(sweep_show_stops 0
  "Round 3.*The log stops after 29 of 48 turns \\(round 3\\); Bob is to play.*Captured so far"
  show ${S}/sweep-stops-round-3.json)
schmier_cli_test(sweep_show_last_card 0 "48\\. Bob +table AC\n +AH takes AC: a SWEEP, bonus 22\n"
  show ${S}/sweep-last-card-sweep.json)
schmier_cli_test(sweep_show_hand_written 0
  "Cards nobody can know.*Round 1.*QC takes 2S 5D 6S.*The log stops after 12 of 48 turns"
  show ${C}/sweep-round1.json)

# solve: the JSON contract of issue 21, and the text form, late in each sample.
set(sweep_json
  "^{\"to_move\":[01],\"margin\":-?[0-9]+,\"moves\":\\[{\"card\":\"[2-9TJQKA][CSHD]\",\"take\":\\[[^]]*\\],\"margin\":-?[0-9]+}.*\\],\"nodes\":[0-9]+,\"seconds\":[0-9.e-]+}")
foreach(f jack-clears-table multi-group remainder-decides capture-gives-sweep no-captures
          tablanette-ace-low last-card-sweep)
  schmier_cli_test(sweep_solve_${f} 0 "${sweep_json}" solve ${S}/sweep-${f}.json --after 38 --json)
endforeach()
schmier_cli_test(sweep_solve_stops 0
  "Position after 29 of 29 plays; Bob to play \\(round 3, 12 cards in the stock\\).*margin with best play: -?[0-9]+.*best"
  solve ${S}/sweep-stops-round-3.json)
schmier_cli_test(sweep_solve_finished 0 "^{\"to_move\":null,\"margin\":-?[0-9]+,\"moves\":\\[\\]"
  solve ${S}/sweep-multi-group.json --json)
schmier_cli_test(sweep_solve_hidden 1 "cannot solve: the log does not give every card"
  solve ${C}/sweep-round1.json)
schmier_cli_test(sweep_solve_after_too_far 2 "--after takes a number of plays from 0 to 48"
  solve ${S}/sweep-multi-group.json --after 49)
# analyze: a log without the whole deal is refused with the reason (the analysis itself is
# tested in tests/solver/sweep/test_sweep_analysis.cpp; a whole hand is a benchmark).
schmier_cli_test(sweep_analyze_hidden 1
  "cannot analyse: the log does not give the whole deal"
  analyze ${C}/sweep-round1.json)
# analyze: the last round (exact, fast) in JSON and text: one decision per turn, Sweep's keys.
schmier_cli_test(sweep_analyze_json 0
  "^{\"format\":\"schmier-analysis\",\"version\":1,\"game\":\"sweep\".*\"stake_points\":10.0},\"complete\":false,\"decisions\":\\[{\"index\":36,\"kind\":\"play\",\"mover\":1,\"mover_name\":\"Bob\",\"play_index\":36,\"trick\":null,\"turn\":36,\"played\":\"KC takes KS\".*\"alternatives\":\\[{\"action\":\"[^\"]+\",\"margin\":-?[0-9.]+,\"margin_se\":[0-9.]+,\"dd_margin\":-?[0-9]+,\"units\":null.*\"index\":47.*\"accuracy\":\\[{\"seat\":0"
  analyze ${S}/sweep-multi-group.json --from 37 --json)
schmier_cli_test(sweep_analyze_text 0
  "Turn 44, Ann JC takes 3S 9S: best.*trails JC +-25.0 ± 0.0 +-25 +18.0 ± 0.0.*Accuracy"
  analyze ${S}/sweep-multi-group.json --from 43)

# suggest (ENGINE.md "Sweep"): a log in progress, the mover's own cards only, the rule-based
# player, and a log that lacks the mover's hand.
schmier_cli_test(sweep_suggest_in_progress 0
  "^\\{\"seat\":1,\"decision\":\"turn\",\"action\":.*\"values\":\\[\\{\"action\":.*\"margin\":.*\"margin_se\":"
  suggest ${S}/sweep-stops-round-3.json --worlds 8 --values --json)
schmier_cli_test(sweep_suggest_own_cards 0
  "^Ann \\(seat 0\\), turn: .*values \\(Ann's margin over [0-9]+ deals, best first\\):"
  suggest ${C}/sweep-own-cards.json --worlds 8 --values)
schmier_cli_test(sweep_suggest_heuristic 0 "^Bob \\(seat 1\\), turn: "
  suggest ${S}/sweep-stops-round-3.json --player heuristic)
schmier_cli_test(sweep_suggest_missing_hand 1
  "hands\\[1\\]\\[0\\]: missing: the log does not give every card \\(no `deck`\\), so it must give the 6 cards seat 0 \\(Ann\\) was dealt in round 2"
  suggest ${C}/sweep-round1.json)
schmier_cli_test(sweep_suggest_over 1 "plays: the hand is over \\(48 turns played\\)"
  suggest ${S}/sweep-multi-group.json)
