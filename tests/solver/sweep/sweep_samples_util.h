// Test helpers for the Sweep samples (test_sweep_analysis.cpp, test_sweep_suggest.cpp): every
// samples/sweep-*.json in name order, and a sample loaded with no error.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/deal_log.h"

namespace sweep_test {

inline std::vector<std::string> sweep_samples() {
  std::vector<std::string> out;
  for (const auto& e :
       std::filesystem::directory_iterator(std::string(SCHMIER_SOURCE_DIR) + "/samples")) {
    const std::string name = e.path().filename().string();
    if (name.rfind("sweep-", 0) == 0 && e.path().extension() == ".json") {
      out.push_back(e.path().string());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

inline engine::DealLog load(const std::string& path) {
  auto r = engine::load_deal_log_file(path);
  REQUIRE_MESSAGE(r.log, path);
  REQUIRE(r.errors.empty());
  return *r.log;
}

}  // namespace sweep_test
