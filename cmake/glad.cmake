# Generates the OpenGL 3.3 core loader with glad (python3-glad) at configure time, into the build
# directory, and defines the static C library `glad_gl` (include <glad/gl.h>). Nothing is vendored
# or downloaded: --reproducible makes glad use the Khronos specification it ships with.
#
# Sets SCHMIER_GLAD_FOUND to TRUE when the loader could be generated.

set(SCHMIER_GLAD_FOUND FALSE)
set(_glad_api "gl:core=3.3")
set(_glad_dir "${CMAKE_BINARY_DIR}/glad")
set(_glad_stamp "${_glad_dir}/api.txt")

find_program(GLAD_EXECUTABLE glad)
if(GLAD_EXECUTABLE)
  set(_glad_command ${GLAD_EXECUTABLE})
else()
  # The Debian package also works as a Python module when the script is not on PATH.
  find_package(Python3 COMPONENTS Interpreter QUIET)
  if(Python3_Interpreter_FOUND)
    execute_process(COMMAND ${Python3_EXECUTABLE} -c "import glad"
                    RESULT_VARIABLE _glad_import OUTPUT_QUIET ERROR_QUIET)
    if(_glad_import EQUAL 0)
      set(_glad_command ${Python3_EXECUTABLE} -m glad)
    endif()
  endif()
endif()

if(NOT _glad_command)
  message(STATUS "glad: not found (install python3-glad)")
  return()
endif()

# Regenerate only when the output is missing or was made for another API.
set(_glad_current "")
if(EXISTS "${_glad_stamp}")
  file(READ "${_glad_stamp}" _glad_current)
endif()
if(NOT EXISTS "${_glad_dir}/src/gl.c" OR NOT _glad_current STREQUAL _glad_api)
  message(STATUS "glad: generating the ${_glad_api} loader in ${_glad_dir}")
  file(REMOVE_RECURSE "${_glad_dir}")
  execute_process(
    COMMAND ${_glad_command} --api ${_glad_api} --extensions= --out-path "${_glad_dir}"
            --reproducible --quiet c
    RESULT_VARIABLE _glad_rc
    OUTPUT_VARIABLE _glad_out
    ERROR_VARIABLE _glad_out)
  if(NOT _glad_rc EQUAL 0 OR NOT EXISTS "${_glad_dir}/src/gl.c")
    message(WARNING "glad: generating the loader failed (${_glad_rc}):\n${_glad_out}")
    return()
  endif()
  file(WRITE "${_glad_stamp}" "${_glad_api}")
endif()

add_library(glad_gl STATIC "${_glad_dir}/src/gl.c")
# SYSTEM: generated code is not held to our warning flags.
target_include_directories(glad_gl SYSTEM PUBLIC "${_glad_dir}/include")
set_target_properties(glad_gl PROPERTIES POSITION_INDEPENDENT_CODE ON)
set(SCHMIER_GLAD_FOUND TRUE)
