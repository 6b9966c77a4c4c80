// The type table of types_test.cpp: the tensor language's scalar types, host
// values and arrays of them, the instructions per type with host references
// and tolerances (TypeTable.cpp), and the kernels generated per type
// (TypeKernels.cpp).
#pragma once

#include "runtime/CallingConvention.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace spvkit::typetest {

enum class Kind { Int, Float, Complex, Bool };

struct TypeInfo {
  const char* name;
  Kind kind;
  int bits; ///< integers: width; floats: width; complex: width of a part
  runtime::ScalarType scalar;
};

/// i8 i16 i32 i64 index f16 bf16 f32 f64 c32 c64 bool, in this order.
const std::vector<TypeInfo>& allTypes();
const TypeInfo& typeNamed(const std::string& name);
/// The type of a complex type's parts (f32 / f64).
const TypeInfo& partOf(const TypeInfo& complex);
/// `v` wrapped to a `bits`-wide two's-complement integer (sign-extended).
int64_t wrap(uint64_t v, int bits);

/// A host value: `i` for integers, `re` (and `im`) for floats and complex.
struct V {
  int64_t i = 0;
  double re = 0, im = 0;
  static V integer(int64_t v) { return {v, 0, 0}; }
  static V real(double v) { return {0, v, 0}; }
  static V complex(double r, double m) { return {0, r, m}; }
};

/// `x` rounded to the nearest value of float type `t` (ties to even).
double roundTo(const TypeInfo& t, double x);

/// An array of one type in device layout.
struct Column {
  runtime::ScalarType type;
  std::vector<char> bytes;
  Column(runtime::ScalarType t, size_t n) : type(t), bytes(n * runtime::sizeOf(t)) {}
  size_t size() const { return bytes.size() / runtime::sizeOf(type); }
  V get(size_t i) const;
  void set(size_t i, V v);
  Column slice(size_t from, size_t to) const;
};

struct Tolerance {
  double ulps = 0; ///< 0: exact; else |got - want| <= ulps * eps * max(1, |want|)
  double rel = 0;  ///< if set, the bound is rel * max(1, |want|) instead
  static Tolerance exact() { return {}; }
  static Tolerance ulp(double n) { return {n, 0}; }
};
bool close(runtime::ScalarType t, V got, V want, Tolerance tol);
std::string show(runtime::ScalarType t, V v);
std::string describe(Tolerance tol);

/// The kernel inputs of ops_T: a, b (operands), s (shift amounts), m (math
/// arguments), c (cast sources).
struct Inputs {
  Column a, b, s, m, c;
  V get(int which, size_t i) const;
};
Inputs makeInputs(const TypeInfo& t, size_t n);

struct OpSpec {
  std::string name;   ///< the instruction
  int arity;          ///< 1 or 2; 3: comparison (bool result stored as i32)
  int input0, input1; ///< which Inputs column (0 a, 1 b, 2 s, 3 m, 4 c)
  const TypeInfo* result;
  std::function<V(V, V, size_t)> ref;
  Tolerance tol;
};
std::vector<OpSpec> opsFor(const TypeInfo& t);
std::vector<const TypeInfo*> castTargets(const TypeInfo& t);
V castRef(const TypeInfo& from, const TypeInfo& to, V v);

std::string opsKernel(const TypeInfo& t, const std::vector<OpSpec>& ops,
                      const std::vector<const TypeInfo*>& casts);
std::string boolKernel();

/// Subgroup kernel `sg`: column k of its output holds kSubgroupOps[k].
extern const char* const kSubgroupOps[10];
bool sgOpAllowedOnComplex(int k);
/// The subgroup kernel with subgroups of `sgSize` (16 on PoCL, 8 on lavapipe).
std::string sgKernel(const TypeInfo& t, uint32_t sgSize);
Column subgroupInput(const TypeInfo& t, size_t n);
std::vector<V> subgroupRef(const TypeInfo& t, const Column& x, int k, size_t sgSize);

/// Atomic kernel `at` (every number type: 8- and 16-bit ones through a
/// compare-exchange loop on their 32-bit word).
bool atomicsAllowed(const TypeInfo& t);
std::string atomicKernel(const TypeInfo& t);
Column atomicInput(const TypeInfo& t, size_t n);
/// The sum's start (0) and the max / min's (lowest, highest) in one column.
Column atomicInit(const TypeInfo& t);
struct AtomicRef {
  V sum, max, min;
};
AtomicRef atomicRef(const TypeInfo& t, const Column& x, size_t repeats);

} // namespace spvkit::typetest
