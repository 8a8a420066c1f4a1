# schmier-gui under a virtual display (Xvfb, Mesa llvmpipe for OpenGL 3.3 core): screenshots of
# a Sheepshead and a Schafkopf log checked pixel by pixel (tests/ui/tools/png_check.cpp), the
# font fallback, a bad log (error dialog, non-zero exit), no display, bad arguments.
# Included by tests/CMakeLists.txt.

if(NOT TARGET schmier-gui)
  return()
endif()

add_executable(gui_png_check ${CMAKE_CURRENT_SOURCE_DIR}/ui/tools/png_check.cpp)
target_include_directories(gui_png_check SYSTEM PRIVATE ${STB_IMAGE_WRITE_INCLUDE_DIR})
target_link_libraries(gui_png_check PRIVATE ${STB_LIBRARY} schmier_warnings)
add_executable(gui_layout_check ${CMAKE_CURRENT_SOURCE_DIR}/ui/tools/layout_check.cpp)
target_link_libraries(gui_layout_check PRIVATE schmier_warnings)

set(_gui_runner ${CMAKE_CURRENT_SOURCE_DIR}/ui/tools/run_gui.cmake)
set(_gui_data ${CMAKE_CURRENT_SOURCE_DIR}/ui/data)
set(_gui_out ${PROJECT_BINARY_DIR}/gui-tests)
file(MAKE_DIRECTORY ${_gui_out})
# The main sample once the samples exist, else the test's own log.
if(EXISTS ${PROJECT_SOURCE_DIR}/samples/ace-call-won.json)
  set(_gui_sample ${PROJECT_SOURCE_DIR}/samples/ace-call-won.json)
else()
  set(_gui_sample ${_gui_data}/ace-call.json)
endif()

find_program(XVFB_RUN xvfb-run)

# schmier_gui_test(NAME RUNNER_ARGS...): one CTest test through run_gui.cmake, with its own
# empty config folder; every GUI test shares one lock so that parallel xvfb-run calls cannot
# race for a display number.
function(schmier_gui_test name)
  add_test(NAME ${name} COMMAND ${CMAKE_COMMAND} -DCONFIG_DIR=${_gui_out}/config-${name} ${ARGN}
                                -P ${_gui_runner})
  set_tests_properties(${name} PROPERTIES RESOURCE_LOCK xvfb TIMEOUT 180 LABELS gui)
endfunction()

# No display: a one-line message and exit code 1. Needs no Xvfb.
schmier_gui_test(gui.no_display
  "-DCOMMAND=$<TARGET_FILE:schmier-gui>|${_gui_sample}" -DEXPECT_EXIT=1 -DUNSET_DISPLAY=ON
  "-DEXPECT_STDERR=^schmier-gui: no display available[^\n]*\n$")
schmier_gui_test(gui.bad_arguments
  "-DCOMMAND=$<TARGET_FILE:schmier-gui>|--at|x" -DEXPECT_EXIT=2
  "-DEXPECT_STDERR=--at: \"x\" is not a number of plays.*usage: schmier-gui")
schmier_gui_test(gui.bad_sample_count
  "-DCOMMAND=$<TARGET_FILE:schmier-gui>|--samples|0" -DEXPECT_EXIT=2
  "-DEXPECT_STDERR=--samples: \"0\" is not a number of worlds from 1 to 1000")
schmier_gui_test(gui.bad_card_faces
  "-DCOMMAND=$<TARGET_FILE:schmier-gui>|--faces|klingon" -DEXPECT_EXIT=2
  "-DEXPECT_STDERR=--faces: \"klingon\" is not french or german")

if(NOT XVFB_RUN)
  # Visible as skipped rather than missing.
  add_test(NAME gui.screenshot COMMAND ${CMAKE_COMMAND} -E echo "xvfb-run not found: skipped")
  set_tests_properties(gui.screenshot PROPERTIES SKIP_REGULAR_EXPRESSION "skipped")
  return()
endif()

set(_xvfb "${XVFB_RUN}|-a|-s|-screen 0 1280x800x24")
set(_check "$<TARGET_FILE:gui_png_check>|1280|800")

# The main screenshot: the analysis of the card play runs (few worlds, to be quick) and
# finishes before the picture is taken.
schmier_gui_test(gui.screenshot
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${_gui_sample}|--at|7|--samples|8|--no-auction|--screenshot|${_gui_out}/sheepshead.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/sheepshead.png "-DCHECKER=${_check}")
# The window keeps drawing while the analysis works (here with the auction, which takes longer).
# The analysis must outlast a few frames: with 2 worlds, since the solver's speed-ups, it drew
# 3 frames on an idle machine and 1 in a CI run (the test failed); with 16 worlds 17 to 25,
# also with two busy cores beside it.
schmier_gui_test(gui.frames_keep_coming_during_analysis
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${_gui_sample}|--samples|16|--screenshot|${_gui_out}/busy.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/busy.png "-DCHECKER=${_check}"
  "-DEXPECT_STDERR=drew ([2-9]|[1-9][0-9]+) frames while the analysis ran")
schmier_gui_test(gui.screenshot_lessons_tab
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${_gui_sample}|--at|12|--samples|8|--no-auction|--tab|lessons|--screenshot|${_gui_out}/lessons.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/lessons.png "-DCHECKER=${_check}")
# C-3: German suits on request; the hearts stay red, so the same check applies.
schmier_gui_test(gui.screenshot_german_suits
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${_gui_data}/sauspiel.json|--at|6|--faces|german|--tab|hand|--screenshot|${_gui_out}/german.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/german.png "-DCHECKER=${_check}")
# A broken settings file: the defaults, a note on stderr (and in the app), and no failure.
schmier_gui_test(gui.bad_settings_file
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${_gui_sample}|--no-analysis|--screenshot|${_gui_out}/bad-settings.png"
  "-DSETTINGS_TEXT={\"samples\": -5, \"card_faces\": 3"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/bad-settings.png "-DCHECKER=${_check}"
  "-DEXPECT_STDERR=settings.json is not valid JSON; using the default settings")
schmier_gui_test(gui.bad_setting_values
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${_gui_sample}|--no-analysis|--screenshot|${_gui_out}/bad-values.png"
  "-DSETTINGS_TEXT={\"samples\": -5, \"card_faces\": 3}"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/bad-values.png "-DCHECKER=${_check}"
  "-DEXPECT_STDERR=samples: -5 is not a whole number from 1 to 1000; using 40")
schmier_gui_test(gui.screenshot_schafkopf_seat_view
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${_gui_data}/sauspiel.json|--at|10|--seat|0|--screenshot|${_gui_out}/schafkopf.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/schafkopf.png "-DCHECKER=${_check}")
# Without the font: ImGui's built-in font (Latin-1), every other character the texts use shown
# by its ASCII stand-in (ui/glyph_fallback.h; the app says on stderr when the font cannot show
# one). At 1024x640 the sentences with suits and dashes: "called AC (unknown, under card 9D)",
# "(best-good?)", "bury 7C 10S"; in Schafkopf the declaration and Kontra lines.
schmier_gui_test(gui.screenshot_without_font
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${_gui_sample}|--at|7|--samples|4|--no-auction|--screenshot|${_gui_out}/no-font.png"
  -DEXPECT_EXIT=0 -DFONT=/nonexistent/font.ttf -DPNG=${_gui_out}/no-font.png
  "-DCHECKER=${_check}" "-DFORBID_STDERR=cannot show")
schmier_gui_test(gui.i20_ss_no_font_1024x640
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/samples/unknown-call.json|--at|1|--samples|4|--tab|moves|--size|1024x640|--screenshot|${_gui_out}/i20-ss-1024x640-no-font.png"
  -DEXPECT_EXIT=0 -DFONT=/nonexistent/font.ttf -DPNG=${_gui_out}/i20-ss-1024x640-no-font.png
  "-DCHECKER=$<TARGET_FILE:gui_png_check>|1024|640" "-DFORBID_STDERR=cannot show")
schmier_gui_test(gui.i20_sk_no_font_1024x640
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/samples/schafkopf-farbsolo-kontra-re.json|--at|13|--samples|4|--tab|moves|--size|1024x640|--screenshot|${_gui_out}/i20-sk-1024x640-no-font.png"
  -DEXPECT_EXIT=0 -DFONT=/nonexistent/font.ttf -DPNG=${_gui_out}/i20-sk-1024x640-no-font.png
  "-DCHECKER=$<TARGET_FILE:gui_png_check>|1024|640" "-DFORBID_STDERR=cannot show")
schmier_gui_test(gui.demo_hand_screenshot
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|--seed|3|--at|12|--samples|4|--no-auction|--screenshot|${_gui_out}/demo.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/demo.png "-DCHECKER=${_check}")
# A bad log: the loader's error on stderr, the error dialog drawn, exit code 2.
schmier_gui_test(gui.bad_log_shows_errors
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${_gui_data}/bad.json|--screenshot|${_gui_out}/bad.png"
  -DEXPECT_EXIT=2 -DPNG=${_gui_out}/bad.png
  "-DEXPECT_STDERR=cannot open .*bad.json:\n  hands\\[2\\]\\[5\\]: QC was also dealt to seat 0")
schmier_gui_test(gui.at_beyond_the_plays
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${_gui_data}/ace-call.json|--at|31|--screenshot|${_gui_out}/beyond.png"
  -DEXPECT_EXIT=2 "-DEXPECT_STDERR=--at 31: the deal has only 30 plays")

# Practice mode (issue 7): a game against computer players starts at once; the player's actions
# are taken with the tutor's suggestions for --practice-actions, then the computer players go on
# until the player decides (or the hand is over), and the picture shows the practice table:
# the player's hand at the bottom, other hands face down, the trick, the score table at the end
# of a hand. The table is the left two thirds of the window.
set(_practice_check "$<TARGET_FILE:gui_png_check>|1280|800|0|0|0.67|1")
schmier_gui_test(gui.practice_bad_game
  "-DCOMMAND=$<TARGET_FILE:schmier-gui>|--practice|--game|skat" -DEXPECT_EXIT=2
  "-DEXPECT_STDERR=--game: \"skat\" is not sheepshead, schafkopf or sweep.*usage: schmier-gui")
schmier_gui_test(gui.practice_actions_need_a_screenshot
  "-DCOMMAND=$<TARGET_FILE:schmier-gui>|--practice|--practice-actions|3" -DEXPECT_EXIT=2
  "-DEXPECT_STDERR=--practice-actions needs --screenshot")
# The frames keep coming while the computer players and the tutor work.
schmier_gui_test(gui.practice_sheepshead_play
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|--practice|--game|sheepshead|--seed|4|--practice-actions|14|--screenshot|${_gui_out}/practice-ss-play.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/practice-ss-play.png "-DCHECKER=${_practice_check}"
  "-DEXPECT_STDERR=drew ([2-9]|[1-9][0-9]+) frames while the computer players and the tutor worked")
# The tutor's hint at the bury (seed 2: the four computer players pass, the dealer is the player;
# the tutor suggests picking): the panel lists every alternative with its values, best marked.
# (The hint at the pick, the Schafkopf auction and the score tables: the issue 20 matrix below.)
schmier_gui_test(gui.practice_sheepshead_bury_hint
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|--practice|--game|sheepshead|--seed|2|--practice-actions|5|--screenshot|${_gui_out}/practice-ss-bury-hint.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/practice-ss-bury-hint.png "-DCHECKER=${_practice_check}")

# Issue 20, the analysis board's second pass: each item in a screenshot, at the two window sizes
# players use (1280x800 and 1024x640), for Sheepshead and Schafkopf: look at them in
# build/gui-tests/i20-*.png. Per game: a hand in play (ss: ace-call-won, sk: the Farbsolo with
# Kontra and Re), its review at the end, the keys overlay, the last trick, guess the card, an
# illegal log's error dialog, and in practice the tutor's hint, the last trick and the score
# table. The board shows the contract and the trick's leader on the table, the own hand spread
# and the graph from the declarer's side with the auction's band and the trick numbers.
set(_i20_ss_log ${PROJECT_SOURCE_DIR}/samples/ace-call-won.json)
set(_i20_sk_log ${PROJECT_SOURCE_DIR}/samples/schafkopf-farbsolo-kontra-re.json)
set(_i20_ss_game sheepshead)
set(_i20_ss_seats 5)
set(_i20_sk_seats 4)
set(_i20_sk_game schafkopf)
set(_i20_ss_end 30)
set(_i20_sk_end 32)
# Practice: seed 2 gives the Sheepshead player the pick (the hint at it); every Schafkopf seat
# answers in the auction's first round, so seed 1's first decision is the player's bid.
set(_i20_ss_hint_seed 2)
set(_i20_sk_hint_seed 1)
set(_i20_ss_trick "--seed|4|--practice-actions|14")
# --practice-actions counts every seat's actions, the computers' too, and then plays on to the
# player's turn: in Schafkopf the bids, the game's announcement and the Kontra round come before
# the first card, so 12 or fewer end at the player's first card (no trick done yet); 16 ends at
# his turn in trick 3, after trick 2 went to a computer (the trick that vanishes at once).
set(_i20_sk_trick "--preset|netschafkopf|--seed|3|--practice-actions|16")
set(_i20_ss_end_args "--preset|sheepshead|--seed|4")
set(_i20_sk_end_args "--preset|netschafkopf|--seed|3|--faces|german")
foreach(_size 1280x800 1024x640)
  string(REPLACE "x" "|" _dims ${_size})
  set(_c "$<TARGET_FILE:gui_png_check>|${_dims}")
  set(_pc "$<TARGET_FILE:gui_png_check>|${_dims}|0|0|0.67|1")
  # The trick's layout (--layout-report): no card of the trick covers another, nor a seat, no
  # seat another, and the trick's cards are at 0.85 of their size or more (readable).
  set(_lc "$<TARGET_FILE:gui_layout_check>|${_dims}")
  set(_gui "${_xvfb}|$<TARGET_FILE:schmier-gui>")
  foreach(_g ss sk)
    set(_log ${_i20_${_g}_log})
    set(_o ${_gui_out}/i20-${_g}-${_size})
    schmier_gui_test(gui.i20_${_g}_board_${_size}
      "-DCOMMAND=${_gui}|${_log}|--at|13|--samples|4|--size|${_size}|--screenshot|${_o}-board.png|--layout-report|${_o}-board.layout"
      -DEXPECT_EXIT=0 -DPNG=${_o}-board.png "-DCHECKER=${_c}"
      -DLAYOUT=${_o}-board.layout "-DLAYOUT_CHECKER=${_lc}|1|0.85")
    # The end-of-hand review: settlement, accuracy with the grade counts, key moments.
    schmier_gui_test(gui.i20_${_g}_review_${_size}
      "-DCOMMAND=${_gui}|${_log}|--at|${_i20_${_g}_end}|--samples|4|--tab|review|--size|${_size}|--screenshot|${_o}-review.png"
      -DEXPECT_EXIT=0 -DPNG=${_o}-review.png "-DCHECKER=${_c}")
    schmier_gui_test(gui.i20_${_g}_keys_${_size}
      "-DCOMMAND=${_gui}|${_log}|--at|6|--no-analysis|--show|keys|--size|${_size}|--screenshot|${_o}-keys.png"
      -DEXPECT_EXIT=0 -DPNG=${_o}-keys.png)  # the overlay dims the table: no colour check
    schmier_gui_test(gui.i20_${_g}_last_trick_${_size}
      "-DCOMMAND=${_gui}|${_log}|--at|10|--no-analysis|--show|last-trick|--size|${_size}|--screenshot|${_o}-last-trick.png|--layout-report|${_o}-last-trick.layout"
      -DEXPECT_EXIT=0 -DPNG=${_o}-last-trick.png "-DCHECKER=${_c}"
      -DLAYOUT=${_o}-last-trick.layout "-DLAYOUT_CHECKER=${_lc}|${_i20_${_g}_seats}|0.85")
    schmier_gui_test(gui.i20_${_g}_guess_${_size}
      "-DCOMMAND=${_gui}|${_log}|--at|9|--samples|4|--no-auction|--show|guess|--size|${_size}|--screenshot|${_o}-guess.png|--layout-report|${_o}-guess.layout"
      -DEXPECT_EXIT=0 -DPNG=${_o}-guess.png "-DCHECKER=${_c}"
      -DLAYOUT=${_o}-guess.layout "-DLAYOUT_CHECKER=${_lc}|1|0.85")
    # An illegal card: the dialog names it by its cause and offers the log up to the last
    # legal play; the program exits 2.
    schmier_gui_test(gui.i20_${_g}_illegal_log_${_size}
      "-DCOMMAND=${_gui}|${_gui_data}/illegal-${_i20_${_g}_game}.json|--size|${_size}|--screenshot|${_o}-illegal.png"
      -DEXPECT_EXIT=2 -DPNG=${_o}-illegal.png "-DEXPECT_STDERR=does not follow")
    # Practice: the tutor's hint at the first decision, the last completed trick, the score
    # table after a whole hand. The practice trick's preferred card is 0.9 of the player's own
    # (66x97 at 1024x640): at 0.7 of it, it is still larger than the board's full-size one.
    schmier_gui_test(gui.i20_${_g}_practice_hint_${_size}
      "-DCOMMAND=${_gui}|--practice|--game|${_i20_${_g}_game}|--seed|${_i20_${_g}_hint_seed}|--practice-actions|0|--size|${_size}|--screenshot|${_o}-practice-hint.png"
      -DEXPECT_EXIT=0 -DPNG=${_o}-practice-hint.png "-DCHECKER=${_pc}")
    schmier_gui_test(gui.i20_${_g}_practice_last_trick_${_size}
      "-DCOMMAND=${_gui}|--practice|--game|${_i20_${_g}_game}|${_i20_${_g}_trick}|--show|last-trick|--size|${_size}|--screenshot|${_o}-practice-last-trick.png|--layout-report|${_o}-practice-last-trick.layout"
      -DEXPECT_EXIT=0 -DPNG=${_o}-practice-last-trick.png "-DCHECKER=${_pc}"
      -DLAYOUT=${_o}-practice-last-trick.layout "-DLAYOUT_CHECKER=${_lc}|${_i20_${_g}_seats}|0.7")
    schmier_gui_test(gui.i20_${_g}_practice_score_table_${_size}
      "-DCOMMAND=${_gui}|--practice|${_i20_${_g}_end_args}|--practice-actions|1000|--size|${_size}|--screenshot|${_o}-practice-end.png|--layout-report|${_o}-practice-end.layout"
      -DEXPECT_EXIT=0 -DPNG=${_o}-practice-end.png "-DCHECKER=${_pc}"
      -DLAYOUT=${_o}-practice-end.layout "-DLAYOUT_CHECKER=${_lc}|${_i20_${_g}_seats}|0.6|4|score")
  endforeach()
endforeach()
# Issue 42: the best line on the felt. Dee's QH at play 12 of picker-side-loses.json is graded
# an inaccuracy or worse; the rest of the trick after the best card (JS KS AS, double dummy)
# stands as ghost cards in the three empty places, clear of the seats.
foreach(_size 1280x800 1024x640)
  string(REPLACE "x" "|" _dims ${_size})
  schmier_gui_test(gui.best_line_ghosts_${_size}
    "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/samples/picker-side-loses.json|--at|12|--samples|16|--size|${_size}|--screenshot|${_gui_out}/best-line-${_size}.png|--layout-report|${_gui_out}/best-line-${_size}.layout"
    -DEXPECT_EXIT=0 -DPNG=${_gui_out}/best-line-${_size}.png "-DCHECKER=$<TARGET_FILE:gui_png_check>|${_dims}"
    -DLAYOUT=${_gui_out}/best-line-${_size}.layout "-DLAYOUT_CHECKER=$<TARGET_FILE:gui_layout_check>|${_dims}|2|0.85|4|ghost")
endforeach()
# The move list with a long auction line ("Sauspiel mit der Eichel-Sau"): it wraps in the Move
# column (Trick, Player and Grade as wide as their content), at both sizes; the side seat's name
# ("PcLinks") beside its PARTNER (secret) chip is whole.
foreach(_size 1280x800 1024x640)
  string(REPLACE "x" "|" _dims ${_size})
  schmier_gui_test(gui.i20_sk_moves_long_auction_${_size}
    "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/samples/schafkopf-sauspiel-davonlaufen.json|--at|1|--samples|2|--tab|moves|--size|${_size}|--screenshot|${_gui_out}/i20-sk-${_size}-moves-long.png|--layout-report|${_gui_out}/i20-sk-${_size}-moves-long.layout"
    -DEXPECT_EXIT=0 -DPNG=${_gui_out}/i20-sk-${_size}-moves-long.png
    "-DCHECKER=$<TARGET_FILE:gui_png_check>|${_dims}"
    -DLAYOUT=${_gui_out}/i20-sk-${_size}-moves-long.layout
    "-DLAYOUT_CHECKER=$<TARGET_FILE:gui_layout_check>|${_dims}|1|0.85")
endforeach()
# One line per player where there are no sides: a leaster and a Ramsch.
schmier_gui_test(gui.board_leaster_lines
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/samples/leaster.json|--at|20|--samples|4|--no-auction|--screenshot|${_gui_out}/board-leaster.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/board-leaster.png "-DCHECKER=${_check}")
schmier_gui_test(gui.board_ramsch_lines
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/samples/schafkopf-ramsch-jungfrau.json|--at|20|--samples|4|--no-auction|--screenshot|${_gui_out}/board-ramsch.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/board-ramsch.png "-DCHECKER=${_check}")
# Idle: the window draws only when something changes. Without input and without work it draws
# the few frames after the start and then sleeps (it drew 4 frames a second before, 20 while a
# job ran).
schmier_gui_test(gui.board_idle_draws_nothing
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/samples/ace-call-won.json|--no-analysis|--quit-after|3"
  -DEXPECT_EXIT=0 "-DEXPECT_STDERR=drew [1-6] frames in 3 seconds")
# Issue 19: a decision graded Inaccuracy or worse shows its reason under it in the Moves tab
# (Eve's QC in trick 2, a blunder with 8 worlds): "Why: ..." and the hindsight line.
schmier_gui_test(gui.board_reason
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/samples/ace-call-won.json|--at|6|--samples|8|--no-auction|--tab|moves|--screenshot|${_gui_out}/board-reason.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/board-reason.png "-DCHECKER=${_check}")
# The same with German faces (Schafkopf, short deck): the reason names HK and HO as the board does.
schmier_gui_test(gui.board_reason_german
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/samples/schafkopf-short-deck.json|--at|11|--samples|8|--no-auction|--tab|moves|--faces|german|--screenshot|${_gui_out}/board-reason-german.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/board-reason-german.png "-DCHECKER=${_check}")
# Issue 27, Sheepshead as Wisconsin plays it (SS-14), at 1024x640: practice at a three- and a
# four-handed table (the seats drawn around the table, the picker alone), a jack-of-diamonds
# hand, the crack/blitz buttons (the player's first decision after a computer picked) and the
# new-game dialog with the table options. Look at them in build/gui-tests/ss14-*.png.
set(_ss14_pc "$<TARGET_FILE:gui_png_check>|1024|640|0|0|0.67|1")
set(_ss14_gui "${_xvfb}|$<TARGET_FILE:schmier-gui>|--practice|--size|1024x640")
foreach(_t 3_handed 4_handed jack_of_diamonds)
  schmier_gui_test(gui.ss14_practice_${_t}
    "-DCOMMAND=${_ss14_gui}|--preset|sheepshead_${_t}|--seed|4|--practice-actions|12|--screenshot|${_gui_out}/ss14-${_t}.png"
    -DEXPECT_EXIT=0 -DPNG=${_gui_out}/ss14-${_t}.png "-DCHECKER=${_ss14_pc}")
endforeach()
schmier_gui_test(gui.ss14_practice_announce
  "-DCOMMAND=${_ss14_gui}|--preset|sheepshead_jack_of_diamonds_crack|--seed|1|--practice-actions|0|--screenshot|${_gui_out}/ss14-announce.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/ss14-announce.png "-DCHECKER=${_ss14_pc}")
schmier_gui_test(gui.ss14_new_game_dialog
  "-DCOMMAND=${_ss14_gui}|--show|new-game|--screenshot|${_gui_out}/ss14-new-game.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/ss14-new-game.png)
