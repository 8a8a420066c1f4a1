# Issue 40: CI keeps a small run of the seed-stability study (scripts/stability.sh -c): three
# samples, one per game, each analysed under two seeds with the default settings; the test
# fails unless the shown verdicts (solver/verdict.h) of the two seeds share a band on every
# graded decision and the grades settled under both agree. Deterministic: the same code gives
# the same verdicts (in a fresh temporary folder each run). Step 1 only (label archives, as the other whole-process studies).
# Included by tests/CMakeLists.txt.
if(NOT TARGET schmier)
  return()
endif()
find_program(SCHMIER_BASH bash)
find_package(Python3 COMPONENTS Interpreter)
if(NOT SCHMIER_BASH OR NOT Python3_Interpreter_FOUND)
  message(STATUS "bash or python3 not found: the stability check is skipped")
  return()
endif()
add_test(NAME stability.two_seeds_overlap
  COMMAND ${SCHMIER_BASH} ${PROJECT_SOURCE_DIR}/scripts/stability.sh -c -b $<TARGET_FILE:schmier>
          -s "1 2" -g 0 -j 2
          ${PROJECT_SOURCE_DIR}/samples/sheepshead-call-up.json
          ${PROJECT_SOURCE_DIR}/samples/schafkopf-sauspiel-davonlaufen.json
          ${PROJECT_SOURCE_DIR}/samples/sweep-remainder-decides.json)
set_tests_properties(stability.two_seeds_overlap PROPERTIES TIMEOUT 600 LABELS archives
                     PASS_REGULAR_EXPRESSION "stability check passed")
