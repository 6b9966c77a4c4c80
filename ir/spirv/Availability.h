// Availability: the SPIR-V version, capabilities and extensions a module
// needs, and the check of those against a target environment.
//
// A module must declare everything it uses, and a device rejects a module
// that declares what it does not support; hand-written capability lists are
// both error-prone and target-specific. `inferRequirements` walks a
// spirv.module once and asks the grammar tables about
//  * every grammar / OpenCL.std op (its capabilities, extensions, versions),
//  * every enum attribute value on ops, nested in arrays and dictionaries
//    (storage classes, memory access, decorations, execution modes, scopes;
//    bit enums bit by bit), the `built_in` decoration and decorations named
//    by attributes (`no_signed_wrap` -> NoSignedWrap),
//  * every type (Int8/Int16/Int64 by integer width, Float16/Float64,
//    Vector16 for 8- and 16-wide vectors, pointers by storage class (a
//    pointer to f16 needs only Float16Buffer when the target has that and
//    not Float16), CooperativeMatrixKHR, images), Linkage for function
//    declarations and linkage attributes, and Int64Atomics for 64-bit
//    integer atomics (a validator rule the grammar does not express).
// A capability set the grammar gives as "any one of" takes an alternative
// already chosen (or implied), else one the target declares, else one that
// implies Kernel, else the first (as MLIR's UpdateVCEPass does). A feature in
// core SPIR-V from version N or in an extension takes the core version when
// the target's version reaches it (or with no target), else an extension the
// target has. Capabilities bring their own requirements (CooperativeMatrixKHR
// needs SPV_KHR_cooperative_matrix). The result lists every capability
// something needs on its own (a set of one, a type), also when another listed
// one implies it (Kernel next to SubgroupDispatch, as MLIR lists them and as
// PoCL requires), and no capability that is only implied. Every requirement remembers the first op
// that needed it, so `checkAgainst` can say which op needs what the target lacks.
#pragma once

#include "ir/Diagnostic.h"
#include "ir/spirv/Dialect.h"
#include "ir/spirv/TargetEnv.h"

#include <map>
#include <string>
#include <vector>

namespace spvkit {
class Module;
}

namespace spvkit::spirv {

/// Why something is needed: the first op that needed it and what about it.
struct Need {
  Location loc;
  std::string op;     // "spirv.IAdd"
  std::string reason; // "type 'i64'", "op GroupNonUniformIAdd", "StorageClass Generic"
  std::string str() const { return "'" + op + "' op (" + reason + ")"; }
};

struct Requirements {
  Version version = makeVersion(1, 0);
  /// Sorted: what something needs, none that is only implied (see above).
  std::vector<Capability> capabilities;
  /// Sorted.
  std::vector<Extension> extensions;
  /// What raised the version above 1.0 (absent when it is 1.0).
  std::optional<Need> versionNeed;
  std::map<Capability, Need> capabilityNeeds;
  std::map<Extension, Need> extensionNeeds;
  /// False if something is in no version and no extension (see `diags`).
  bool ok = true;

  bool hasCapability(Capability c) const; // listed or implied
  bool hasExtension(Extension e) const;
  VceAttr toVce(Context& ctx) const;
};

/// Requirements of `spirvModule` (a spirv.module op; or any op tree). With a
/// target, alternatives are chosen to fit it; errors for features that exist
/// in no version and no extension go to `diags`.
Requirements inferRequirements(Operation* spirvModule, const TargetEnv* target,
                               DiagnosticList& diags);
/// The same over every top-level op of `m`.
Requirements inferRequirements(Module& m, const TargetEnv* target, DiagnosticList& diags);

/// Requirements already inferred from a spirv.module, handed to the
/// verifier's vce_triple check (VerifyRequirements.cpp) so that verifying the
/// module right after the inference does not walk it a second time (the
/// tensor pipeline infers in spirv-requirements, then verifies the output).
/// While the object lives, on this thread, that check of `spirvModule` reads
/// `req` instead of inferring; the module's ops must not change meanwhile
/// (its vce_triple may: that is what the check compares). Scopes nest.
class KnownRequirements {
public:
  KnownRequirements(const Operation* spirvModule, const Requirements& req);
  ~KnownRequirements();
  KnownRequirements(const KnownRequirements&) = delete;
  KnownRequirements& operator=(const KnownRequirements&) = delete;
  /// The requirements known for `spirvModule` on this thread, or null.
  static const Requirements* find(const Operation* spirvModule);

private:
  const Operation* module_;
  const Requirements* req_;
  const KnownRequirements* outer_;
};

/// Reports every version, capability and extension in `req` that `target`
/// lacks, each at the op that needs it: "'spirv.IAdd' op (type 'i64') needs
/// capability Int64, which target 'pocl' does not support". True if none.
bool checkAgainst(const Requirements& req, const TargetEnv& target, DiagnosticList& diags);

} // namespace spvkit::spirv
