# Builds the .deb with CPack from the build folder and checks it as a user's machine would see
# it (issue 20; cmake -P, registered by tests/install.cmake):
#
#   - its control data: the package's name, architecture, section, and dependencies that are
#     the Debian packages of the libraries the programs load (dpkg-shlibdeps) plus the font;
#     each dependency is a package this machine has installed (so the names are real ones);
#   - its contents: the programs under /usr/bin, the samples, the docs, the menu entry and its
#     icon, nothing outside /usr, no file of the build tree;
#   - unpacked into a scratch root (dpkg -x, no root rights needed): the unpacked programs run
#     on the unpacked samples (validate, show), and the unpacked schmier-gui draws one of them.
#
#   -DBUILD=DIR      the build folder (configured with CPack, cmake/install.cmake)
#   -DROOT=DIR       the scratch root (emptied first)
#   -DGUI=ON|OFF     schmier-gui was built: expect it, its menu entry and icon, and the font
#   -DXVFB=PROG      xvfb-run, for the unpacked schmier-gui's screenshot (optional)

file(REMOVE_RECURSE "${ROOT}")
file(MAKE_DIRECTORY "${ROOT}/out")
execute_process(COMMAND ${CMAKE_CPACK_COMMAND} -G DEB -B "${ROOT}/out"
                        --config "${BUILD}/CPackConfig.cmake"
                WORKING_DIRECTORY "${BUILD}" RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
file(GLOB debs "${ROOT}/out/*.deb")
list(LENGTH debs n)
if(NOT rc EQUAL 0 OR NOT n EQUAL 1)
  message(FATAL_ERROR "cpack -G DEB failed (${rc}, ${n} packages):\n${out}\n${err}")
endif()
list(GET debs 0 deb)
get_filename_component(deb_name "${deb}" NAME)
if(NOT deb_name MATCHES "^schmier_[0-9.]+_[a-z0-9]+\\.deb$")
  message(FATAL_ERROR "the package file is named ${deb_name}, not schmier_VERSION_ARCH.deb")
endif()

# The control data.
execute_process(COMMAND dpkg-deb -f "${deb}" Package Architecture Section Depends Description
                RESULT_VARIABLE rc OUTPUT_VARIABLE control ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "dpkg-deb -f ${deb_name} failed: ${err}")
endif()
execute_process(COMMAND dpkg --print-architecture OUTPUT_VARIABLE arch
                OUTPUT_STRIP_TRAILING_WHITESPACE)
foreach(field "Package: schmier" "Architecture: ${arch}" "Section: games")
  string(FIND "${control}" "${field}\n" at)
  if(at LESS 0)
    message(FATAL_ERROR "${deb_name} has no '${field}':\n${control}")
  endif()
endforeach()
# The description: the summary, then the long text, with no list separators in it.
if(NOT control MATCHES "Description: Replay[^\n]*\n schmier reads" OR control MATCHES "\n ;")
  message(FATAL_ERROR "${deb_name}'s description is not the summary and the text:\n${control}")
endif()
if(NOT control MATCHES "\nDepends: ([^\n]*)")
  message(FATAL_ERROR "${deb_name} has no dependencies:\n${control}")
endif()
set(depends "${CMAKE_MATCH_1}")
set(need libc6 libstdc\\+\\+6)
if(GUI)
  list(APPEND need libglfw3 libstb0 libgl1 fonts-dejavu-core)
endif()
foreach(p ${need})
  if(NOT depends MATCHES "(^|, | \\| )(${p})( |,|$)")
    message(FATAL_ERROR "${deb_name} does not depend on ${p}: Depends: ${depends}")
  endif()
endforeach()
# Every dependency (the first of each alternative) names a package this machine has installed.
string(REPLACE ", " ";" clauses "${depends}")
foreach(clause ${clauses})
  string(REGEX REPLACE " *[|(].*$" "" pkg "${clause}")
  execute_process(COMMAND dpkg-query -W -f=\${Status} "${pkg}" RESULT_VARIABLE rc
                  OUTPUT_VARIABLE status ERROR_QUIET)
  if(NOT rc EQUAL 0 OR NOT status MATCHES "installed")
    message(FATAL_ERROR "${deb_name} depends on '${pkg}', which is no installed package here "
                        "(Depends: ${depends})")
  endif()
endforeach()

# The contents.
execute_process(COMMAND dpkg-deb -c "${deb}" RESULT_VARIABLE rc OUTPUT_VARIABLE listing
                ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "dpkg-deb -c ${deb_name} failed: ${err}")
endif()
set(expected ./usr/bin/schmier ./usr/share/schmier/samples/ace-call-won.json
             ./usr/share/schmier/samples/schafkopf-wenz.json ./usr/share/doc/schmier/README.md
             ./usr/share/doc/schmier/ANALYSIS.md)
if(GUI)
  list(APPEND expected ./usr/bin/schmier-gui ./usr/share/applications/schmier.desktop
       ./usr/share/icons/hicolor/scalable/apps/schmier.svg)
endif()
foreach(f ${expected})
  string(FIND "${listing}" " ${f}\n" at)
  if(at LESS 0)
    message(FATAL_ERROR "${deb_name} has no ${f}:\n${listing}")
  endif()
endforeach()
string(REGEX MATCHALL " \\./[^\n]*" paths "${listing}")
foreach(p ${paths})
  if(NOT p MATCHES "^ \\./(usr/.*)?$")
    message(FATAL_ERROR "${deb_name} installs${p} outside /usr")
  endif()
endforeach()
string(FIND "${listing}" "${BUILD}" at)
if(NOT at LESS 0)
  message(FATAL_ERROR "${deb_name} holds a path of the build folder:\n${listing}")
endif()

# Unpacked into the scratch root, the programs run on the unpacked samples.
execute_process(COMMAND dpkg -x "${deb}" "${ROOT}/root" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "dpkg -x ${deb_name} failed: ${err}")
endif()
set(usr "${ROOT}/root/usr")
file(GLOB samples "${usr}/share/schmier/samples/*.json")
list(LENGTH samples n)
if(n LESS 10)
  message(FATAL_ERROR "only ${n} samples are in the package")
endif()
execute_process(COMMAND "${usr}/bin/schmier" validate ${samples} RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the packaged schmier validate failed (${rc}):\n${out}\n${err}")
endif()
execute_process(COMMAND "${usr}/bin/schmier" show "${usr}/share/schmier/samples/ace-call-won.json"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "Settlement")
  message(FATAL_ERROR "the packaged schmier show failed (${rc}):\n${out}\n${err}")
endif()
if(GUI AND XVFB)
  set(ENV{LIBGL_ALWAYS_SOFTWARE} 1)
  set(ENV{SCHMIER_CONFIG_DIR} "${ROOT}/config")
  execute_process(COMMAND ${XVFB} -a -s "-screen 0 1280x800x24" "${usr}/bin/schmier-gui"
                          "${usr}/share/schmier/samples/schafkopf-wenz.json" --at 12
                          --no-analysis --screenshot "${ROOT}/packaged.png"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
  if(NOT rc EQUAL 0 OR NOT EXISTS "${ROOT}/packaged.png")
    message(FATAL_ERROR "the packaged schmier-gui failed (${rc}):\n${out}\n${err}")
  endif()
endif()
message("built ${deb_name} (Depends: ${depends}), unpacked it and ran the packaged programs")
