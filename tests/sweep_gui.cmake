# schmier-gui on Sweep logs (issue "Sweep, part 3"): the two-player table after some turns at
# both window sizes (cards drawn, the table's cards clear of each other and of the hands, plates,
# stock and caption: the layout report checked as the trick games' is), the score tab at the end
# of a hand, and the located errors of a bad --at or --seat; with the analysis (the screenshot
# waits for the turn on screen only): the turn's actions valued, the lessons tab, the keys
# overlay in a first-round turn, and a bad Sweep log's located error in the dialog. Included by
# tests/CMakeLists.txt after tests/gui.cmake, whose helpers and variables it uses.

if(NOT TARGET schmier-gui OR NOT XVFB_RUN)
  return()
endif()

schmier_gui_test(gui.sweep_at_beyond_the_turns
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/samples/sweep-stops-round-3.json|--at|49|--screenshot|${_gui_out}/sweep-beyond.png"
  -DEXPECT_EXIT=2 "-DEXPECT_STDERR=--at 49: the hand has only [0-9]+ turns")
schmier_gui_test(gui.sweep_bad_seat
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/samples/sweep-multi-group.json|--seat|2|--screenshot|${_gui_out}/sweep-seat.png"
  -DEXPECT_EXIT=2 "-DEXPECT_STDERR=--seat 2: a Sweep hand has only 2 seats")
foreach(_size 1280x800 1024x640)
  string(REPLACE "x" "|" _dims ${_size})
  set(_gui "${_xvfb}|$<TARGET_FILE:schmier-gui>")
  set(_o ${_gui_out}/sweep-${_size})
  # Turn 20 of the multi-group sample: four cards on the table, both hands shown.
  schmier_gui_test(gui.sweep_board_${_size}
    "-DCOMMAND=${_gui}|${PROJECT_SOURCE_DIR}/samples/sweep-multi-group.json|--at|20|--size|${_size}|--screenshot|${_o}-board.png|--layout-report|${_o}-board.layout"
    -DEXPECT_EXIT=0 -DPNG=${_o}-board.png "-DCHECKER=$<TARGET_FILE:gui_png_check>|${_dims}"
    -DLAYOUT=${_o}-board.layout "-DLAYOUT_CHECKER=$<TARGET_FILE:gui_layout_check>|${_dims}|4|0|0")
  # One player's view: the other hand face down.
  schmier_gui_test(gui.sweep_seat_view_${_size}
    "-DCOMMAND=${_gui}|${PROJECT_SOURCE_DIR}/samples/sweep-jack-clears-table.json|--at|9|--seat|1|--size|${_size}|--screenshot|${_o}-seat.png|--layout-report|${_o}-seat.layout"
    -DEXPECT_EXIT=0 -DPNG=${_o}-seat.png "-DCHECKER=$<TARGET_FILE:gui_png_check>|${_dims}"
    -DLAYOUT=${_o}-seat.layout "-DLAYOUT_CHECKER=$<TARGET_FILE:gui_layout_check>|${_dims}|1|0|0")
  # The end of the hand: the score broken down, the remainder named (no cards are left on the
  # table, so there is no card check: the picture is looked at).
  schmier_gui_test(gui.sweep_score_${_size}
    "-DCOMMAND=${_gui}|${PROJECT_SOURCE_DIR}/samples/sweep-remainder-decides.json|--at|48|--tab|review|--size|${_size}|--screenshot|${_o}-score.png"
    -DEXPECT_EXIT=0 -DPNG=${_o}-score.png)
endforeach()

# The analysis on the board: a last-round turn (one world each, quick) with every action valued;
# the window keeps drawing while the analysis runs.
foreach(_size 1280x800 1024x640)
  string(REPLACE "x" "|" _dims ${_size})
  set(_gui "${_xvfb}|$<TARGET_FILE:schmier-gui>")
  set(_o ${_gui_out}/sweep-${_size})
  schmier_gui_test(gui.sweep_analysis_${_size}
    "-DCOMMAND=${_gui}|${PROJECT_SOURCE_DIR}/samples/sweep-multi-group.json|--at|40|--size|${_size}|--screenshot|${_o}-analysis.png|--layout-report|${_o}-analysis.layout"
    -DEXPECT_EXIT=0 -DPNG=${_o}-analysis.png "-DCHECKER=$<TARGET_FILE:gui_png_check>|${_dims}"
    -DLAYOUT=${_o}-analysis.layout "-DLAYOUT_CHECKER=$<TARGET_FILE:gui_layout_check>|${_dims}|1|0|0"
    "-DEXPECT_STDERR=drew [0-9]+ frames? while the analysis ran")
endforeach()
schmier_gui_test(gui.sweep_lessons
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/samples/sweep-multi-group.json|--at|40|--tab|lessons|--size|1024x640|--screenshot|${_gui_out}/sweep-lessons.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/sweep-lessons.png)
# A first-round turn (the slowest: a whole-hand solve per world) under the keys overlay.
schmier_gui_test(gui.sweep_first_round_keys
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/samples/sweep-capture-gives-sweep.json|--at|3|--show|keys|--screenshot|${_gui_out}/sweep-keys.png"
  -DEXPECT_EXIT=0 -DPNG=${_gui_out}/sweep-keys.png
  "-DEXPECT_STDERR=drew [0-9]+ frames? while the analysis ran")
# A bad Sweep log: the located error on stderr and in the dialog, exit code 2.
schmier_gui_test(gui.sweep_bad_log_shows_errors
  "-DCOMMAND=${_xvfb}|$<TARGET_FILE:schmier-gui>|${PROJECT_SOURCE_DIR}/tests/ui/sweep/data/sweep-bad-capture.json|--screenshot|${_gui_out}/sweep-bad.png"
  -DEXPECT_EXIT=2 -DPNG=${_gui_out}/sweep-bad.png
  "-DEXPECT_STDERR=cannot open .*sweep-bad-capture.json:\n  The first illegal play: turn 2, Ann: K.* is not on the table")
