#include "ir/Version.h"

namespace spvkit {

const char* version() {
  return SPVKIT_VERSION;
}

} // namespace spvkit
