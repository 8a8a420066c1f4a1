# The engine interface (ENGINE.md): `schmier suggest` on every decision kind, the knowledge rule
# (the answer depends only on what the deciding seat knows), own cards only (a masked log answers as
# the full one), the Sheepshead table options (ENGINE.md "Table options"), a `schmier engine`
# session of a few hundred mixed requests, and whole hands played through the engine alone. Python scripts in
# tests/engine_api/ drive the built `schmier`.
if(NOT TARGET schmier)
  return()
endif()
find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_Interpreter_FOUND)
  message(STATUS "python3 not found: the engine interface tests are skipped")
  return()
endif()

set(SCHMIER_API_DIR ${CMAKE_CURRENT_SOURCE_DIR}/engine_api)
function(schmier_api_test name script)
  add_test(NAME engine_api.${name}
    COMMAND ${Python3_EXECUTABLE} ${SCHMIER_API_DIR}/${script} $<TARGET_FILE:schmier>
            ${PROJECT_SOURCE_DIR}/samples ${ARGN})
endfunction()

foreach(group sheepshead sheepshead_1988 schafkopf errors)
  schmier_api_test(suggest.${group} suggest_cli.py ${group})
endforeach()
foreach(case sk_bid_first sk_bid_rank sk_bid_hold sk_declare ss_pick_first ss_pick_second ss_bury ss_call ss_play_lead ss_play_defender
             ss_play_picker ss_leaster_play ss1988_pick_doubled ss1988_bury ss1988_call ss1988_play_doubled sk_kontra
             sk_re sk_play_sauspiel sk_play_ramsch)
  schmier_api_test(knowledge.${case} knowledge.py ${case})
endforeach()
foreach(group suggest engine)
  schmier_api_test(sweep.${group} sweep.py ${group})
endforeach()
foreach(group sheepshead schafkopf netschafkopf dealt errors)
  schmier_api_test(owncards.${group} owncards.py ${group})
endforeach()
foreach(group all_pass eight partner players announce other)
  schmier_api_test(table_options.${group} table_options.py ${group})
endforeach()
schmier_api_test(session session.py)
schmier_api_test(cancel_card cancel_card.py)
schmier_api_test(play_hand.sheepshead play_hand.py sheepshead 1)
schmier_api_test(play_hand.sheepshead_1988 play_hand.py sheepshead_1988 2)
schmier_api_test(play_hand.schafkopf play_hand.py schafkopf 3)
