# Issue 26, archives: `schmier analyze INPUT... --jsonl OUT` (one line per hand, same bytes
# whatever the threads, resumable after a kill, shards that merge by concatenation),
# `schmier report`, and scripts/dask_analyze.py on a local Dask cluster of two workers. Python
# scripts in tests/archives/ drive the built `schmier`. Included by tests/CMakeLists.txt.
if(NOT TARGET schmier)
  return()
endif()
find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_Interpreter_FOUND)
  message(STATUS "python3 not found: the archive tests are skipped")
  return()
endif()

set(_archives ${CMAKE_CURRENT_SOURCE_DIR}/archives)
foreach(case lines_and_threads resume_after_kill torn_line shards report)
  add_test(NAME archives.${case}
    COMMAND ${Python3_EXECUTABLE} ${_archives}/batch.py $<TARGET_FILE:schmier>
            ${PROJECT_SOURCE_DIR}/samples ${SCHMIER_SHARED_DIR} ${case})
  set_tests_properties(archives.${case} PROPERTIES TIMEOUT 600 LABELS archives)
endforeach()

# Dask distributed (Debian's python3-distributed, scripts/install-deps.sh): the interpreter
# that has it (a python3 of pyenv or a venv may not see Debian's packages).
set(_dask_python "")
foreach(py ${Python3_EXECUTABLE} /usr/bin/python3)
  if(NOT _dask_python AND EXISTS ${py})
    execute_process(COMMAND ${py} -c "import distributed" RESULT_VARIABLE _rc OUTPUT_QUIET
                    ERROR_QUIET)
    if(_rc EQUAL 0)
      set(_dask_python ${py})
    endif()
  endif()
endforeach()
if(_dask_python)
  add_test(NAME archives.dask_local_cluster
    COMMAND ${_dask_python} ${_archives}/dask_local.py $<TARGET_FILE:schmier>
            ${PROJECT_SOURCE_DIR}/samples ${SCHMIER_SHARED_DIR}
            ${PROJECT_SOURCE_DIR}/scripts/dask_analyze.py)
  set_tests_properties(archives.dask_local_cluster PROPERTIES TIMEOUT 900 LABELS archives)
else()
  # Visible as failed, not missing: install python3-distributed (scripts/install-deps.sh).
  add_test(NAME archives.dask_local_cluster
    COMMAND ${CMAKE_COMMAND} -E echo
            "python3-distributed is missing: run scripts/install-deps.sh")
  set_tests_properties(archives.dask_local_cluster PROPERTIES WILL_FAIL ON)
endif()

# The app's Games list: a protocol and a folder listed, the protocol analysed through the CLI's
# store, the Summary tab, --open-game (screenshots in build/gui-tests/games*.png).
find_program(_archives_xvfb xvfb-run)
# gui_png_check comes from gui.cmake (included after this file; it exists with schmier-gui).
if(TARGET schmier-gui AND _archives_xvfb)
  add_test(NAME archives.gui_games_list
    COMMAND ${Python3_EXECUTABLE} ${_archives}/gui_games.py ${_archives_xvfb}
            $<TARGET_FILE:schmier-gui> $<TARGET_FILE:gui_png_check>
            ${SCHMIER_SHARED_DIR}/data/netschafkopf/protocol-01.txt
            ${PROJECT_BINARY_DIR}/gui-tests $<TARGET_FILE:schmier> ${PROJECT_SOURCE_DIR}/samples)
  set_tests_properties(archives.gui_games_list PROPERTIES RESOURCE_LOCK xvfb TIMEOUT 600
                       LABELS "archives;gui")
endif()
