# `cmake --install` into a temporary prefix, then the installed programs on an installed sample
# (tests/install/check.cmake). Included by tests/CMakeLists.txt.
find_program(XVFB_RUN xvfb-run)
set(_install_gui OFF)
if(TARGET schmier-gui)
  set(_install_gui ON)
endif()
add_test(NAME install.into_a_temporary_prefix
         COMMAND ${CMAKE_COMMAND} -DBUILD=${PROJECT_BINARY_DIR}
                 -DPREFIX=${PROJECT_BINARY_DIR}/install-test -DGUI=${_install_gui}
                 -DXVFB=${XVFB_RUN} -P ${CMAKE_CURRENT_SOURCE_DIR}/install/check.cmake)
set_tests_properties(install.into_a_temporary_prefix PROPERTIES RESOURCE_LOCK xvfb TIMEOUT 180)

# The .deb built by CPack (cmake/install.cmake), its control data and contents checked, unpacked
# into a scratch root and its programs run there (tests/install/check_deb.cmake). Needs Debian's
# dpkg tools; skipped (not registered) without them.
find_program(DPKG_DEB dpkg-deb)
find_program(DPKG_SHLIBDEPS dpkg-shlibdeps)
if(DPKG_DEB AND DPKG_SHLIBDEPS)
  add_test(NAME install.deb_package
           COMMAND ${CMAKE_COMMAND} -DBUILD=${PROJECT_BINARY_DIR}
                   -DROOT=${PROJECT_BINARY_DIR}/deb-test -DGUI=${_install_gui} -DXVFB=${XVFB_RUN}
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/install/check_deb.cmake)
  set_tests_properties(install.deb_package PROPERTIES RESOURCE_LOCK xvfb TIMEOUT 300)
endif()
