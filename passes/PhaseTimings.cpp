#include "passes/PhaseTimings.h"

#include <cstdio>

namespace spvkit {

void PhaseTimings::add(std::string_view name, double seconds) {
  for (Entry& e : entries_)
    if (e.name == name) {
      e.seconds += seconds;
      ++e.count;
      return;
    }
  entries_.push_back({std::string(name), seconds, 1});
}

void PhaseTimings::append(const PhaseTimings& other) {
  for (const Entry& e : other.entries_) {
    add(e.name, e.seconds);
    for (Entry& mine : entries_)
      if (mine.name == e.name) mine.count += e.count - 1;
  }
}

double PhaseTimings::seconds(std::string_view name) const {
  for (const Entry& e : entries_)
    if (e.name == name) return e.seconds;
  return 0;
}

double PhaseTimings::total() const {
  double total = 0;
  for (const Entry& e : entries_) total += e.seconds;
  return total;
}

std::string PhaseTimings::report(std::string_view title) const {
  const double sum = total();
  std::string out = "===-- " + std::string(title) + " --===\n";
  char line[200];
  for (const Entry& e : entries_) {
    std::snprintf(line, sizeof line, "  %10.3f ms  %5.1f%%  %s", e.seconds * 1e3,
                  sum > 0 ? 100.0 * e.seconds / sum : 0.0, e.name.c_str());
    out += line;
    if (e.count > 1) out += " (" + std::to_string(e.count) + " runs)";
    out += '\n';
  }
  std::snprintf(line, sizeof line, "  %10.3f ms  100.0%%  total\n", sum * 1e3);
  return out + line;
}

} // namespace spvkit
