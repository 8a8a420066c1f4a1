# Command-line tests: run the built `schmier` on the samples and on broken logs, and check the
# exact exit code (0 ok, 1 bad input, 2 usage) and key lines of the output.
if(NOT TARGET schmier)
  return()
endif()

set(SCHMIER_CLI_DIR ${CMAKE_CURRENT_BINARY_DIR}/cli)
file(MAKE_DIRECTORY ${SCHMIER_CLI_DIR})

# The checker: runs EXE with ARGS ('|'-separated), prints the output, and fails unless the exit
# code is CODE and (when REGEX is not empty) the output matches REGEX.
file(WRITE ${SCHMIER_CLI_DIR}/check.cmake [=[
string(REPLACE "|" ";" args "${ARGS}")
execute_process(COMMAND ${EXE} ${args} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT "${rc}" STREQUAL "${CODE}")
  message(FATAL_ERROR "exit code ${rc}, expected ${CODE}")
endif()
if(NOT "${REGEX}" STREQUAL "" AND NOT "${out}${err}" MATCHES "${REGEX}")
  message(FATAL_ERROR "the output does not match: ${REGEX}")
endif()
]=])

# schmier_cli_test(NAME CODE REGEX ARGS...)
function(schmier_cli_test name code regex)
  string(JOIN "|" args ${ARGN})
  add_test(NAME cli.${name}
    COMMAND ${CMAKE_COMMAND} -DEXE=$<TARGET_FILE:schmier> "-DARGS=${args}" -DCODE=${code}
            "-DREGEX=${regex}" -P ${SCHMIER_CLI_DIR}/check.cmake)
endfunction()

# Test logs. The DEAL_LOG.md example: two tricks of a hand.
set(example_head [=[{
  "format": "schmier-deal-log", "version": 1, "game": "sheepshead",
  "players": ["Ann", "Bob", "Cy", "Dee", "Eve"], "dealer": 4,]=])
set(example_deal [=[
  "hands": [["QC","JS","AD","7D","9S","KH"], ["QS","TD","8C","KC","AS","7H"],
            ["QH","JC","JH","9D","TC","8H"], ["QD","JD","KD","AC","7C","9H"],
            ["8D","TS","KS","8S","7S","9C"]],
  "blind": ["AH","TH"],]=])
file(WRITE ${SCHMIER_CLI_DIR}/partial.json "${example_head}${example_deal}
  \"auction\": [\"pick\"], \"bury\": [\"7D\",\"TH\"], \"call\": {\"card\": \"AS\"},
  \"plays\": [\"QC\",\"QS\",\"JC\",\"QD\",\"8D\", \"AD\",\"TD\",\"9D\",\"KD\",\"7S\"]
}
")
# Bob answers the queen of clubs (trump) with KC although he holds QS and TD.
file(WRITE ${SCHMIER_CLI_DIR}/bad-play.json "${example_head}${example_deal}
  \"auction\": [\"pick\"], \"bury\": [\"7D\",\"TH\"], \"call\": {\"card\": \"AS\"},
  \"plays\": [\"QC\",\"KC\"]
}
")
# The same two tricks with no hands, blind or bury: the hidden cards are unknown.
file(WRITE ${SCHMIER_CLI_DIR}/hidden.json "${example_head}
  \"auction\": [\"pick\"], \"call\": {\"card\": \"AS\"},
  \"plays\": [\"QC\",\"QS\",\"JC\",\"QD\",\"8D\", \"AD\",\"TD\",\"9D\",\"KD\",\"7S\"]
}
")
file(WRITE ${SCHMIER_CLI_DIR}/not-json.json "{\"format\": \"schmier-deal-log\", \"version\": ")

set(S ${PROJECT_SOURCE_DIR}/samples)
set(C ${SCHMIER_CLI_DIR})
file(GLOB all_samples ${S}/*.json)

# Dispatch and help.
schmier_cli_test(help 0 "Commands:.*validate.*show" --help)
schmier_cli_test(help_command 0 "Usage: schmier show" help show)
schmier_cli_test(no_command 2 "Usage: schmier COMMAND")
schmier_cli_test(unknown_command 2 "unknown command 'frobnicate'" frobnicate)
schmier_cli_test(version 0 "^schmier [0-9]+\\.[0-9]+" --version)

# validate
schmier_cli_test(validate_help 0 "Usage: schmier validate" validate --help)
schmier_cli_test(validate_all_samples 0 "ace-call-won.json: ok" validate ${all_samples})
schmier_cli_test(validate_partial 0 "partial.json: ok .*10 plays, partial" validate ${C}/partial.json)
schmier_cli_test(validate_bad_play 1
  "bad-play.json: plays\\[1\\]: KC is not legal for seat 1 \\(Bob\\)" validate ${C}/bad-play.json)
schmier_cli_test(validate_good_and_bad 1 "ace-call-won.json: ok.*bad-play.json: plays\\[1\\]"
  validate ${S}/ace-call-won.json ${C}/bad-play.json)
schmier_cli_test(validate_quiet 1 "bad-play.json: plays\\[1\\]"
  validate --quiet ${S}/ace-call-won.json ${C}/bad-play.json)
set_tests_properties(cli.validate_quiet PROPERTIES FAIL_REGULAR_EXPRESSION ": ok \\(")
# Issue 42: validate names the first illegal play, not its consequences. Bob trumps Ann's 9S
# with QS though he holds AS, so he wins the trick and leads the next; the log goes on as if
# Ann had won (QC from Ann), which from Bob's seat is no card of his.
file(WRITE ${SCHMIER_CLI_DIR}/revoke-then-wrong-seat.json "${example_head}${example_deal}
  \"auction\": [\"pick\"], \"bury\": [\"7D\",\"TH\"], \"call\": {\"card\": \"AS\"},
  \"plays\": [\"9S\",\"QS\",\"8H\",\"9H\",\"KS\", \"QC\",\"TD\",\"JC\",\"QD\",\"8D\"]
}
")
schmier_cli_test(validate_first_illegal_ss 1
  "revoke-then-wrong-seat.json: plays\\[1\\]: QS is not legal for seat 1 \\(Bob\\): spades were led and Bob holds AS"
  validate ${C}/revoke-then-wrong-seat.json)
set_tests_properties(cli.validate_first_illegal_ss PROPERTIES FAIL_REGULAR_EXPRESSION "plays\\[[2-9]\\]")
# The same in Schafkopf: in a Wenz PcRechts answers Herz with G9 though he holds HA and H9, the
# trick goes the same way, the next one not, and from trick 4 on every card seems to be played
# by the wrong seat.
file(READ ${PROJECT_SOURCE_DIR}/samples/schafkopf-wenz.json _wenz)
string(REPLACE "\"TH\", \"AH\", \"JD\", \"KH\"" "\"TH\", \"9S\", \"JD\", \"KH\"" _wenz "${_wenz}")
string(REPLACE "\"9S\", \"TS\", \"8S\", \"KS\"" "\"AH\", \"TS\", \"8S\", \"KS\"" _wenz "${_wenz}")
file(WRITE ${SCHMIER_CLI_DIR}/sk-revoke-then-wrong-seat.json "${_wenz}")
schmier_cli_test(validate_first_illegal_sk 1
  "sk-revoke-then-wrong-seat.json: plays\\[1\\]: G9 is not legal for seat 2 \\(PcRechts\\): Herz was led"
  validate ${C}/sk-revoke-then-wrong-seat.json)
set_tests_properties(cli.validate_first_illegal_sk PROPERTIES FAIL_REGULAR_EXPRESSION "plays\\[([2-9]|[1-3][0-9])\\]")
schmier_cli_test(validate_not_json 1 "not-json.json: " validate ${C}/not-json.json)
schmier_cli_test(validate_missing_file 1 "no-such-file.json: " validate ${C}/no-such-file.json)
schmier_cli_test(validate_no_file 2 "no deal log given" validate)
schmier_cli_test(validate_bad_option 2 "unknown option --frob" validate --frob ${S}/leaster.json)

# show
schmier_cli_test(show_help 0 "Usage: schmier show" show --help)
schmier_cli_test(show_ace_call 0
  "Auction: .* picks.*Call: +ace of .*the called card: .* is the partner.*Trick 6.*Row W1.*Units: "
  show ${S}/ace-call-won.json)
schmier_cli_test(show_ten_call 0 "Call: +ten of " show ${S}/ten-call.json)
schmier_cli_test(show_unknown_call 0 "Call: +unknown ace of .*\\(the under card, face down\\)"
  show ${S}/unknown-call.json)
schmier_cli_test(show_alone 0 "Call: +alone: the picker plays alone.*Row W" show ${S}/alone-won.json)
schmier_cli_test(show_schneider 0 "Row [WL]2: " show ${S}/schneider.json)
schmier_cli_test(show_leaster 0 "All five passed: a leaster.*wins the leaster" show ${S}/leaster.json)
schmier_cli_test(show_doubler 0 "thrown in" show ${S}/doubler-1988.json)
schmier_cli_test(show_partial 0
  "Trick 2, Ann leads:.*Ann AD.*picker's side 36, defenders 0.*stops after 10 of 30 plays"
  show ${C}/partial.json)
schmier_cli_test(show_hidden_cards 0 "Ann +QC AD \\?\\? \\?\\? \\?\\? \\?\\?.*Bury: +\\?\\? \\?\\?"
  show ${C}/hidden.json)
schmier_cli_test(show_bad_play 1 "plays\\[1\\]: KC is not legal" show ${C}/bad-play.json)
schmier_cli_test(show_two_logs 2 "give exactly one deal log" show ${S}/leaster.json ${S}/leaster.json)
schmier_cli_test(show_schafkopf_sauspiel 0
  "Contract: Sauspiel mit der .*-Sau, played by .*Kontra by .*Trick 8.*the called ace: .* is the partner.*Units: "
  show ${S}/schafkopf-sauspiel-davonlaufen.json)
schmier_cli_test(show_schafkopf_ramsch 0 "Contract: Ramsch.*Settlement:.*Ramsch\\. Points:.*Loses: "
  show ${S}/schafkopf-ramsch-jungfrau.json)
schmier_cli_test(show_schafkopf_short_deck 0 "Trick 6.*Units: " show ${S}/schafkopf-short-deck.json)

# import netschafkopf: the test protocols of issue 24's four kinds (tests/engine/data/netschafkopf,
# written by test_netschafkopf.cpp); the thrown-in Schieber game is counted under its reason.
set(NS ${PROJECT_SOURCE_DIR}/tests/engine/data/netschafkopf)
schmier_cli_test(import_netschafkopf_utf8 1
  "kinds-utf8.txt: 6 of 7 games imported; not imported: 1 thrown in, no hand played \\(read as UTF-8\\).*6 deal logs written to .*; not imported: 1 thrown in"
  import netschafkopf ${NS}/kinds-utf8.txt -o ${SCHMIER_CLI_DIR}/imported-utf8)
schmier_cli_test(import_netschafkopf_latin1 1
  "kinds-latin1.txt: 6 of 7 games imported; not imported: 1 thrown in, no hand played\n.*kinds-latin1.txt:[0-9]+ \\(game 7\\): not imported: the cards were thrown in.*Der Erste und der Letzte zahlen"
  import netschafkopf ${NS}/kinds-latin1.txt -o ${SCHMIER_CLI_DIR}/imported-latin1)

# Sheepshead's SS-14 tables (RULES.md §3.14): every sample validates, show draws the table.
foreach(name sheepshead-jack-of-diamonds sheepshead-call-up sheepshead-crack-recrack
             sheepshead-blitz sheepshead-3-handed sheepshead-4-handed)
  schmier_cli_test(validate_${name} 0 "${name}.json: ok \\(Sheepshead" validate ${S}/${name}.json)
endforeach()
schmier_cli_test(validate_3_handed_summary 0 "ok \\(Sheepshead 3-handed .*30 plays, complete"
  validate ${S}/sheepshead-3-handed.json)
schmier_cli_test(show_3_handed 0
  "Table: 3 seats, 10 cards each, 2 in the blind.*Players: Ann, Bob, Cy\n.*plays alone against two.*Trick 10.*Units: Ann [-+][0-9]+, Bob [-+][0-9]+, Cy [-+][0-9]+\n"
  show ${S}/sheepshead-3-handed.json)
schmier_cli_test(show_4_handed 0 "Table: 4 seats, 7 cards each, 4 in the blind.*Bury: +[^ ]+ [^ ]+ [^ ]+ [^ ]+ \\(.*Trick 7"
  show ${S}/sheepshead-4-handed.json)
schmier_cli_test(show_jack_of_diamonds 0
  "Call: +none: the holder of JD is the partner.*\\(JD: [A-Za-z]+ is the partner\\).*Units: "
  show ${S}/sheepshead-jack-of-diamonds.json)
schmier_cli_test(show_call_up 0 "Call: +jack of [a-z]+ \\(call-up\\): the picker holds JD"
  show ${S}/sheepshead-call-up.json)
schmier_cli_test(show_crack_recrack 0
  "Doubles: [A-Za-z]+ crack, [A-Za-z]+ re-crack \\(multiplier 4\\).*Settlement \\(multiplier 4\\)"
  show ${S}/sheepshead-crack-recrack.json)
schmier_cli_test(show_blitz 0 "Doubles: [A-Za-z]+ blitz \\(QC QS\\) \\(multiplier 2\\)"
  show ${S}/sheepshead-blitz.json)
# A 3-handed log with a fourth hand: a located error, exit 1.
file(WRITE ${SCHMIER_CLI_DIR}/three-bad.json [=[
{"format": "schmier-deal-log", "version": 1, "game": "sheepshead", "preset": "sheepshead_3_handed",
 "dealer": 0, "hands": [[], [], [], []], "auction": ["pick"], "plays": []}
]=])
schmier_cli_test(validate_3_handed_bad 1
  "three-bad.json: hands: a Sheepshead log lists 3 hands with ss_players = 3, not 4"
  validate ${C}/three-bad.json)
# The Sheepshead win chance's self-play rows (solver/ANALYSIS.md §14): every class reported and
# fitted on the even rows; a row that is not a feature row is refused with its line.
schmier_cli_test(calibrate_features 0
  "picker with partner: [0-9]+ games.*fit on the even-numbered games.*odd games +[0-9]+.*Brier"
  calibrate --features ${PROJECT_SOURCE_DIR}/solver/data/win_chance_ss_selfplay.csv)
file(WRITE ${SCHMIER_CLI_DIR}/features-bad.csv
  "game,class,contract_class,worlds,dd_win_share,won\nss-1,picker alone,picker alone,16,1.5,1\n")
schmier_cli_test(calibrate_features_bad 1
  "features-bad.csv:2: expected game,class,contract_class,worlds,dd_win_share,won"
  calibrate --features ${C}/features-bad.csv)
