// Wall time per phase of a compile, for `--time-passes` and compile-bench.
//
// A compile is a sequence of phases: the frontend's parse and check, each
// pass of the pipeline, the verification between passes (summed into one
// "verify" entry, since it is one cost that `--verify-each` turns on or off),
// the verification of the output and the binary writer. The pass manager
// records its passes and verifications here; the tools add the frontend and
// the writer, so that one table shows where a compile's time goes.
#pragma once

#include <chrono>
#include <string>
#include <string_view>
#include <vector>

namespace spvkit {

class PhaseTimings {
public:
  struct Entry {
    std::string name;
    double seconds = 0;
    /// How many times the phase ran (the verifier runs once per pass).
    unsigned count = 0;
  };

  /// Adds `seconds` to the phase `name` (appended at the end the first time).
  void add(std::string_view name, double seconds);
  /// Appends every phase of `other` in its order.
  void append(const PhaseTimings& other);
  const std::vector<Entry>& entries() const { return entries_; }
  /// Seconds of phase `name` (0 if it did not run).
  double seconds(std::string_view name) const;
  double total() const;
  /// "  time  share  phase" lines and the total, under `title`.
  std::string report(std::string_view title) const;

private:
  std::vector<Entry> entries_;
};

/// Seconds since `start` on the steady clock.
inline double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace spvkit
