# schmier-gui --practice --game sweep (issue 23, practice against the tutor in Sweep): the table at
# the start of a game, at a capture choice (16 turns played, the player's card with the most
# captures selected and its first capture chosen: the table cards it takes outlined, the list of
# its legal captures in the side panel) and at the end of the first hand (the SW-17 breakdown over
# the table), at both window sizes. Included by tests/CMakeLists.txt after tests/gui.cmake, whose
# helpers and variables it uses.

if(NOT TARGET schmier-gui OR NOT XVFB_RUN)
  return()
endif()

schmier_gui_test(gui.sweep_practice_bad_preset
  "-DCOMMAND=$<TARGET_FILE:schmier-gui>|--practice|--game|sweep|--preset|schafkopf" -DEXPECT_EXIT=2
  "-DEXPECT_STDERR=--preset schafkopf is not a sweep preset")
foreach(_size 1280x800 1024x640)
  string(REPLACE "x" "|" _dims ${_size})
  set(_gui "${_xvfb}|$<TARGET_FILE:schmier-gui>|--practice|--game|sweep|--size|${_size}")
  set(_o ${_gui_out}/sweep-practice-${_size})
  # The table's cards must show (card white and red suits in the felt's region).
  set(_check "$<TARGET_FILE:gui_png_check>|${_dims}|0|0|0.58|1")
  schmier_gui_test(gui.sweep_practice_start_${_size}
    "-DCOMMAND=${_gui}|--screenshot|${_o}-start.png"
    -DEXPECT_EXIT=0 -DPNG=${_o}-start.png "-DCHECKER=${_check}")
  # The layout as the Sweep board's is checked: the two table cards clear of each other, of the
  # plates, the hands (the selected card is raised) and the piles.
  schmier_gui_test(gui.sweep_practice_capture_${_size}
    "-DCOMMAND=${_gui}|--practice-actions|16|--screenshot|${_o}-capture.png|--layout-report|${_o}-capture.layout"
    -DEXPECT_EXIT=0 -DPNG=${_o}-capture.png "-DCHECKER=${_check}"
    -DLAYOUT=${_o}-capture.layout "-DLAYOUT_CHECKER=$<TARGET_FILE:gui_layout_check>|${_dims}|2|0|0")
  # No cards are left at the hand's end: the picture is looked at.
  schmier_gui_test(gui.sweep_practice_hand_end_${_size}
    "-DCOMMAND=${_gui}|--practice-actions|48|--screenshot|${_o}-hand-end.png"
    -DEXPECT_EXIT=0 -DPNG=${_o}-hand-end.png)
  schmier_gui_test(gui.sweep_practice_tablanette_${_size}
    "-DCOMMAND=${_gui}|--preset|tablanette_cp|--seed|5|--practice-actions|20|--screenshot|${_o}-tablanette.png"
    -DEXPECT_EXIT=0 -DPNG=${_o}-tablanette.png "-DCHECKER=${_check}")
endforeach()
