# Installing schmier like a desktop app (issue 20): `cmake --install build --prefix P` puts
#
#   P/bin/schmier, P/bin/schmier-gui                     the programs
#   P/share/schmier/samples/*.json                        the sample deal logs
#   P/share/doc/schmier/                                  README, the analysis/solver/player
#                                                         docs, RULES.md and DEAL_LOG.md
#   P/share/applications/schmier.desktop                  the menu entry
#   P/share/icons/hicolor/scalable/apps/schmier.svg       its icon
#
# and CPack builds a .deb (`cpack -G DEB` in the build folder) whose dependencies are computed
# by dpkg-shlibdeps from the installed programs: the Debian packages of the libraries the build
# links against (GLFW, libstb, OpenGL, the C++ runtime), plus the font the app draws with.
# Included by the top CMakeLists.txt after the programs are defined.

include(GNUInstallDirs)

install(TARGETS schmier RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET schmier-gui)
  install(TARGETS schmier-gui RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/schmier.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/schmier.svg
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
endif()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/samples/ DESTINATION ${CMAKE_INSTALL_DATADIR}/schmier/samples
        FILES_MATCHING PATTERN "*.json")
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/solver/ANALYSIS.md
              ${PROJECT_SOURCE_DIR}/solver/SOLVER.md ${PROJECT_SOURCE_DIR}/solver/PLAYERS.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
# The shared rules and log format, where this checkout has them beside it.
foreach(doc RULES.md DEAL_LOG.md)
  if(EXISTS ${PROJECT_SOURCE_DIR}/../shared/docs/${doc})
    install(FILES ${PROJECT_SOURCE_DIR}/../shared/docs/${doc} DESTINATION ${CMAKE_INSTALL_DOCDIR})
  endif()
endforeach()

set(CPACK_PACKAGE_NAME schmier)
set(CPACK_PACKAGE_VENDOR "schmier")
set(CPACK_PACKAGE_CONTACT "schmier maintainers <schmier@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Replay, analyze and practice Sheepshead and Schafkopf hands")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The long description (the summary above is its first line); one string: a CMake list would
# join its parts with semicolons.
string(CONCAT CPACK_DEBIAN_PACKAGE_DESCRIPTION
       "schmier reads deal logs of the trick-taking card games Sheepshead and Schafkopf,\n"
       "grades every decision against the best play a player could know of (sampled worlds,\n"
       "each solved exactly), explains mistakes with lessons, and lets you practice against\n"
       "computer players with a tutor: schmier is the command line, schmier-gui the analysis\n"
       "board and practice.")
# The programs without their symbol tables (about a third of the size).
set(CPACK_STRIP_FILES ON)
# The libraries' packages from the programs themselves (dpkg-shlibdeps); by name the font and
# OpenGL, which the app loads at run time through GLFW (glad), so that dpkg-shlibdeps cannot see
# it (libglfw3 depends on libgl1 today, but the app should not rely on that).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
if(TARGET schmier-gui)
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core, libgl1")
endif()
include(CPack)
