// The frontend corpus (tests/frontend/corpus) as test_corpus.cpp and
// test_parser.cpp walk it: its folder and the .tl programs of a subfolder.
#pragma once

#include <algorithm>
#include <filesystem>
#include <vector>

namespace corpus_test {

inline const std::filesystem::path kCorpus = SPVKIT_CORPUS_DIR;

/// The .tl programs of kCorpus / `sub`, sorted by path.
inline std::vector<std::filesystem::path> programs(const char* sub) {
  std::vector<std::filesystem::path> out;
  for (const auto& e : std::filesystem::directory_iterator(kCorpus / sub))
    if (e.path().extension() == ".tl") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

} // namespace corpus_test
