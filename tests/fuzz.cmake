# libFuzzer targets (SCHMIER_FUZZ=ON, clang only): fuzz_deal_log feeds arbitrary bytes to the
# deal-log reader, fuzz_netschafkopf to the NetSchafkopf importer. The engine sources are
# compiled again with coverage instrumentation and the sanitizers, so the fuzzer sees inside the
# library. Seeds: tests/fuzz/corpus and tests/engine/data/netschafkopf.
#
#   CXX=clang++ CC=clang cmake -S . -B build-fuzz -DSCHMIER_FUZZ=ON -DSCHMIER_GUI=OFF
#   cmake --build build-fuzz --target fuzz_deal_log -j2
#   build-fuzz/tests/fuzz_deal_log -max_total_time=60 -timeout=10 -max_len=65536 \
#     build-fuzz/fuzz-corpus tests/fuzz/corpus
#   build-fuzz/tests/fuzz_netschafkopf -max_total_time=60 -timeout=10 -max_len=65536 \
#     -dict=tests/fuzz/netschafkopf.dict build-fuzz/fuzz-corpus-ns tests/engine/data/netschafkopf
if(SCHMIER_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(WARNING "SCHMIER_FUZZ=ON needs clang (CXX=clang++); fuzz_deal_log is not built")
  else()
    set(SCHMIER_FUZZ_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all
        -fno-omit-frame-pointer -g)
    file(GLOB_RECURSE fuzz_engine_sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/engine/src/*.cpp)
    add_library(engine_fuzz STATIC ${fuzz_engine_sources})
    target_include_directories(engine_fuzz PUBLIC ${PROJECT_SOURCE_DIR}/engine/include
                               PRIVATE ${PROJECT_SOURCE_DIR}/engine/src)
    target_link_libraries(engine_fuzz PUBLIC nlohmann_json::nlohmann_json)
    target_compile_options(engine_fuzz PRIVATE ${SCHMIER_FUZZ_FLAGS} -fsanitize=fuzzer-no-link)

    add_executable(fuzz_deal_log ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/fuzz_deal_log.cpp)
    target_link_libraries(fuzz_deal_log PRIVATE engine_fuzz schmier_warnings)
    target_compile_options(fuzz_deal_log PRIVATE ${SCHMIER_FUZZ_FLAGS} -fsanitize=fuzzer)
    target_link_options(fuzz_deal_log PRIVATE -fsanitize=fuzzer,address,undefined)

    add_executable(fuzz_netschafkopf ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/fuzz_netschafkopf.cpp)
    target_link_libraries(fuzz_netschafkopf PRIVATE engine_fuzz schmier_warnings)
    target_compile_options(fuzz_netschafkopf PRIVATE ${SCHMIER_FUZZ_FLAGS} -fsanitize=fuzzer)
    target_link_options(fuzz_netschafkopf PRIVATE -fsanitize=fuzzer,address,undefined)
  endif()
endif()
