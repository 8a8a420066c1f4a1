# Runs schmier-gui once for a CTest test and checks what came out (cmake -P).
#
#   -DCOMMAND="prog|arg|..."   the command, arguments separated by | (add_test would split a
#                              CMake list), e.g. xvfb-run|-a|...|schmier-gui|LOG
#   -DEXPECT_EXIT=N            the exit code it must return
#   -DEXPECT_STDERR=REGEX      optional: stderr must match
#   -DFORBID_STDERR=REGEX      optional: stderr must not match
#   -DPNG=FILE                 optional: the screenshot it must write (removed first)
#   -DCHECKER="prog|args"      optional: `prog PNG args` runs afterwards and must exit 0
#   -DLAYOUT=FILE              optional: the layout report it must write (removed first)
#   -DLAYOUT_CHECKER="prog|args"  optional: `prog LAYOUT args` runs afterwards and must exit 0
#   -DUNSET_DISPLAY=ON         optional: run without DISPLAY and WAYLAND_DISPLAY
#   -DFONT=FILE                optional: SCHMIER_FONT for the run
#   -DCONFIG_DIR=DIR           optional: SCHMIER_CONFIG_DIR for the run, emptied first (so that
#                              the developer's own settings never change a test)
#   -DSETTINGS_TEXT=TEXT       optional: written to CONFIG_DIR/settings.json before the run

string(REPLACE "|" ";" COMMAND "${COMMAND}")
string(REPLACE "|" ";" CHECKER "${CHECKER}")
string(REPLACE "|" ";" LAYOUT_CHECKER "${LAYOUT_CHECKER}")
if(PNG)
  file(REMOVE "${PNG}")
endif()
if(LAYOUT)
  file(REMOVE "${LAYOUT}")
endif()
if(UNSET_DISPLAY)
  unset(ENV{DISPLAY})
  unset(ENV{WAYLAND_DISPLAY})
endif()
if(FONT)
  set(ENV{SCHMIER_FONT} "${FONT}")
endif()
if(CONFIG_DIR)
  file(REMOVE_RECURSE "${CONFIG_DIR}")
  file(MAKE_DIRECTORY "${CONFIG_DIR}")
  set(ENV{SCHMIER_CONFIG_DIR} "${CONFIG_DIR}")
  if(DEFINED SETTINGS_TEXT)
    file(WRITE "${CONFIG_DIR}/settings.json" "${SETTINGS_TEXT}")
  endif()
endif()
# xvfb-run keeps its X authority file in a temporary folder of its own and removes that folder
# on exit; a program that exits within moments of starting (an error dialog's exit code) can
# race that removal, and xvfb-run then fails with its own exit code 5 ("problem while cleaning
# up temporary directory"). The test's config folder holds the file instead (xvfb-run -f), so
# xvfb-run has no folder of its own to remove.
list(GET COMMAND 0 _prog)
if(CONFIG_DIR AND _prog MATCHES "xvfb-run$")
  file(TOUCH "${CONFIG_DIR}/Xauthority")
  list(INSERT COMMAND 1 "-f" "${CONFIG_DIR}/Xauthority")
endif()
# Mesa's software renderer (llvmpipe) provides OpenGL 3.3 core on a virtual display.
set(ENV{LIBGL_ALWAYS_SOFTWARE} 1)

execute_process(COMMAND ${COMMAND}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
message("exit code: ${rc}\nstdout:\n${out}\nstderr:\n${err}")
if(NOT "${rc}" STREQUAL "${EXPECT_EXIT}")
  message(FATAL_ERROR "expected exit code ${EXPECT_EXIT}, got ${rc}")
endif()
if(DEFINED EXPECT_STDERR AND NOT err MATCHES "${EXPECT_STDERR}")
  message(FATAL_ERROR "stderr does not match \"${EXPECT_STDERR}\"")
endif()
if(DEFINED FORBID_STDERR AND err MATCHES "${FORBID_STDERR}")
  message(FATAL_ERROR "stderr matches \"${FORBID_STDERR}\"")
endif()
if(PNG)
  if(NOT EXISTS "${PNG}")
    message(FATAL_ERROR "no screenshot was written to ${PNG}")
  endif()
  if(CHECKER)
    list(INSERT CHECKER 1 "${PNG}")  # checker FILE.png ARGS...
    execute_process(COMMAND ${CHECKER} RESULT_VARIABLE check_rc)
    if(NOT check_rc EQUAL 0)
      message(FATAL_ERROR "the screenshot check failed (${check_rc})")
    endif()
  endif()
endif()
if(LAYOUT)
  if(NOT EXISTS "${LAYOUT}")
    message(FATAL_ERROR "no layout report was written to ${LAYOUT}")
  endif()
  if(LAYOUT_CHECKER)
    list(INSERT LAYOUT_CHECKER 1 "${LAYOUT}")  # checker REPORT ARGS...
    execute_process(COMMAND ${LAYOUT_CHECKER} RESULT_VARIABLE layout_rc)
    if(NOT layout_rc EQUAL 0)
      message(FATAL_ERROR "the layout check failed (${layout_rc})")
    endif()
  endif()
endif()
