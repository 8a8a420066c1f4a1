# Installs the build into a temporary prefix and runs the installed programs on an installed
# sample (issue 20; cmake -P, registered by tests/install.cmake).
#
#   -DBUILD=DIR      the build folder to install
#   -DPREFIX=DIR     the temporary prefix (emptied first)
#   -DGUI=ON|OFF     schmier-gui was built: check it, its menu entry and icon too
#   -DXVFB=PROG      xvfb-run, for the installed schmier-gui's screenshot (optional)

file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD}" --prefix "${PREFIX}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${rc}):\n${out}\n${err}")
endif()

set(expected bin/schmier share/schmier/samples/ace-call-won.json
             share/schmier/samples/schafkopf-wenz.json share/doc/schmier/README.md
             share/doc/schmier/ANALYSIS.md)
if(GUI)
  list(APPEND expected bin/schmier-gui share/applications/schmier.desktop
                       share/icons/hicolor/scalable/apps/schmier.svg)
endif()
foreach(f ${expected})
  if(NOT EXISTS "${PREFIX}/${f}")
    message(FATAL_ERROR "the install has no ${f}")
  endif()
endforeach()

# The installed command line on the installed samples.
file(GLOB samples "${PREFIX}/share/schmier/samples/*.json")
list(LENGTH samples n)
if(n LESS 10)
  message(FATAL_ERROR "only ${n} samples were installed")
endif()
execute_process(COMMAND "${PREFIX}/bin/schmier" validate ${samples} RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the installed schmier validate failed (${rc}):\n${out}\n${err}")
endif()
execute_process(COMMAND "${PREFIX}/bin/schmier" show
                        "${PREFIX}/share/schmier/samples/ace-call-won.json"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "Settlement")
  message(FATAL_ERROR "the installed schmier show failed (${rc}):\n${out}\n${err}")
endif()

if(GUI)
  file(READ "${PREFIX}/share/applications/schmier.desktop" desktop)
  if(NOT desktop MATCHES "\nExec=schmier-gui" OR NOT desktop MATCHES "\nIcon=schmier\n")
    message(FATAL_ERROR "the menu entry does not start schmier-gui with its icon:\n${desktop}")
  endif()
  find_program(VALIDATE desktop-file-validate)
  if(VALIDATE)
    execute_process(COMMAND ${VALIDATE} "${PREFIX}/share/applications/schmier.desktop"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "desktop-file-validate: ${out}${err}")
    endif()
  endif()
  if(XVFB)
    set(ENV{LIBGL_ALWAYS_SOFTWARE} 1)
    set(ENV{SCHMIER_CONFIG_DIR} "${PREFIX}/config")
    execute_process(COMMAND ${XVFB} -a -s "-screen 0 1280x800x24" "${PREFIX}/bin/schmier-gui"
                            "${PREFIX}/share/schmier/samples/schafkopf-wenz.json" --at 12
                            --no-analysis --screenshot "${PREFIX}/installed.png"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
    if(NOT rc EQUAL 0 OR NOT EXISTS "${PREFIX}/installed.png")
      message(FATAL_ERROR "the installed schmier-gui failed (${rc}):\n${out}\n${err}")
    endif()
  endif()
endif()
message("installed into ${PREFIX} and ran the installed programs")
