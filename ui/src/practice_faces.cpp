// The practice faces the app holds (practice_face.h): the one file of the app that lists the
// practice game families. The trick games' face first: the frame loop pumps and draws in this
// order.
#include <memory>
#include <vector>

#include "practice_face.h"

namespace ui {

std::vector<std::unique_ptr<PracticeFace>> practice_faces() {
  std::vector<std::unique_ptr<PracticeFace>> faces;
  faces.push_back(make_trick_practice_face());
  faces.push_back(make_sweep_practice_face());
  return faces;
}

}  // namespace ui
