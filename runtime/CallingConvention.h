// The kernel calling convention of spvkit, on the host side.
//
// A kernel parameter is described by a ParamType — a scalar, a memref or a
// group, as in the tensor language (parseParamType reads the language's type
// syntax, e.g. "memref<f32x?x4,strided<1,?>>") — and a value by an Arg.
// lowerParam() tells which OpenCL kernel arguments one parameter becomes and
// marshal() computes their contents:
//
//  * a scalar is one argument (index is i64, f16/bf16 are passed as their raw
//    16 bits, c32/c64 as 2-vectors of f32/f64, bool as an i8 holding 0 or 1,
//    since OpenCL has no bool kernel arguments: the kernel reads `!= 0`);
//  * a memref is a global pointer, then one i64 for every '?' in its shape,
//    then one for every '?' in its stride, left to right (a memref without an
//    explicit layout has the packed column-major stride, dynamic wherever an
//    earlier mode size is dynamic: memref<f32x?x4> is strided<1,?>);
//  * a group is a global pointer to global pointers (the members, SVM
//    allocations), then for every '?' of the memref's shape and then stride a
//    global pointer to an array of i64 holding that value for each member,
//    then the group size if it is '?', then the offset if it is '?'. The
//    offset counts elements, as in the language reference: the kernel's
//    member i starts at table[i] + offset.
//
// The order of the arguments comes from the one description of the
// convention, ir/tensor/CallingConvention.h, which the SPIR-V conversion
// declares kernels by. Nothing here talks to a device: memory is named by opaque handles (DataRef)
// and auxiliary buffers (pointer tables, per-member value arrays) are returned
// as bytes for the caller to upload (Kernel::setArgs does that).
#pragma once

#include "runtime/Error.h"

#include <array>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace spvkit::runtime {

/// Bool is a scalar parameter only (no memref holds bools).
enum class ScalarType : uint8_t { I8, I16, I32, I64, Index, F16, BF16, F32, F64, C32, C64, Bool };

/// Bytes of one value as a kernel argument (c32 = 8, c64 = 16, index = 8, bool = 1).
size_t sizeOf(ScalarType t);
/// The tensor-language spelling: "i8" ... "index", "f16", "bf16", "f32", "f64", "c32", "c64",
/// "bool".
std::string_view name(ScalarType t);

/// A '?' in a shape, stride, group size or offset.
inline constexpr int64_t kDynamic = std::numeric_limits<int64_t>::min();

struct MemRefType {
  ScalarType element = ScalarType::F32;
  std::vector<int64_t> shape;  ///< mode sizes, kDynamic for '?'
  std::vector<int64_t> stride; ///< empty: the packed layout
  /// The stride, or the packed column-major layout when none is given.
  std::vector<int64_t> strides() const;
  bool operator==(const MemRefType&) const = default;
};

struct GroupType {
  MemRefType memref;
  int64_t size = kDynamic; ///< number of members, or kDynamic
  int64_t offset = 0;      ///< element offset of every member, or kDynamic
  bool operator==(const GroupType&) const = default;
};

using ParamType = std::variant<ScalarType, MemRefType, GroupType>;

/// Parses "f32", "memref<f32x?x4,strided<1,?>>", "group<memref<f64x8>x?, offset: ?>".
Result<ParamType> parseParamType(std::string_view text);
/// parseParamType for a memref / group type only.
Result<MemRefType> parseMemRefType(std::string_view text);
Result<GroupType> parseGroupType(std::string_view text);
/// The canonical text form, which parseParamType reads back.
std::string toString(const ParamType& type);

/// One OpenCL kernel argument that a parameter lowers to.
struct AbiArg {
  enum class Kind {
    Value,           ///< a scalar of `type` (or a 2-vector for c32/c64)
    Pointer,         ///< global `type`*
    PointerToPointer ///< global `type`* global*
  };
  Kind kind = Kind::Value;
  ScalarType type = ScalarType::I64;
  std::string role; ///< "value", "data", "shape[0]", "stride[1]", "pointers", "size", "offset"
  /// e.g. "i64 shape[0]", "global f32* data", "global f32* global* pointers"
  std::string str() const;
};

std::vector<AbiArg> lowerParam(const ParamType& type);
/// The comma-separated str() of every argument of all parameters.
std::string abiSignature(std::span<const ParamType> params);

/// Device memory named by an opaque handle: a cl_mem (Buffer), an SVM
/// pointer (SvmBuffer) or a Vulkan buffer device address (VulkanBuffer; the
/// 64-bit address is stored in `handle`). Buffer, SvmBuffer and VulkanBuffer
/// convert to it. `bytes`, when not zero, lets marshal() check that a memref
/// stays inside the allocation.
struct DataRef {
  enum class Kind { None, Buffer, Svm, DeviceAddress };
  Kind kind = Kind::None;
  void* handle = nullptr;
  size_t bytes = 0;
};

/// The value of a scalar parameter: its type and the bytes passed.
struct ScalarValue {
  ScalarType type = ScalarType::I32;
  std::array<std::byte, 16> bytes{};

  ScalarValue() = default;
  /// The bool ABI: one byte, 1 for true and 0 for false.
  ScalarValue(bool v) : type(ScalarType::Bool) { bytes[0] = std::byte(v ? 1 : 0); }
  ScalarValue(int8_t v) : ScalarValue(ScalarType::I8, &v) {}
  ScalarValue(int16_t v) : ScalarValue(ScalarType::I16, &v) {}
  ScalarValue(int32_t v) : ScalarValue(ScalarType::I32, &v) {}
  ScalarValue(int64_t v) : ScalarValue(ScalarType::I64, &v) {}
  ScalarValue(float v) : ScalarValue(ScalarType::F32, &v) {}
  ScalarValue(double v) : ScalarValue(ScalarType::F64, &v) {}
  ScalarValue(std::complex<float> v) : ScalarValue(ScalarType::C32, &v) {}
  ScalarValue(std::complex<double> v) : ScalarValue(ScalarType::C64, &v) {}
  static ScalarValue index(int64_t v) { return ScalarValue(ScalarType::Index, &v); }
  static ScalarValue f16Bits(uint16_t bits) { return ScalarValue(ScalarType::F16, &bits); }
  static ScalarValue bf16Bits(uint16_t bits) { return ScalarValue(ScalarType::BF16, &bits); }

private:
  ScalarValue(ScalarType t, const void* p) : type(t) { std::memcpy(bytes.data(), p, sizeOf(t)); }
};

/// The value of a memref parameter: memory plus the full shape and stride
/// (static entries must match the type; marshal passes the dynamic ones).
struct MemRefValue {
  DataRef data;
  std::vector<int64_t> shape;
  std::vector<int64_t> stride; ///< empty: packed layout of `shape`
};

/// The value of a group parameter: the pointer table, one memref per entry
/// (each in SVM memory), the size (-1: members.size()) and the offset in
/// elements added to every member's pointer (the kernel's member i starts at
/// element `offset` of members[i]; its memory must hold offset + the memref).
struct GroupValue {
  std::vector<MemRefValue> members;
  int64_t size = -1;
  int64_t offset = 0;
};

/// One kernel parameter: its type and value.
struct Arg {
  ParamType type;
  std::variant<ScalarValue, MemRefValue, GroupValue> value;

  Arg(ScalarValue v) : type(v.type), value(v) {}
  template <class T>
  requires std::is_arithmetic_v<T> || std::is_same_v<T, std::complex<float>> ||
      std::is_same_v<T, std::complex<double>>
      Arg(T v) : Arg(ScalarValue(v)) {}
  Arg(MemRefType t, MemRefValue v) : type(std::move(t)), value(std::move(v)) {}
  Arg(GroupType t, GroupValue v) : type(std::move(t)), value(std::move(v)) {}
};

/// A memref argument; `stride` empty means the packed layout of `shape`.
inline Arg memref(const MemRefType& type, DataRef data, std::vector<int64_t> shape,
                  std::vector<int64_t> stride = {}) {
  return Arg(type, MemRefValue{data, std::move(shape), std::move(stride)});
}

/// One OpenCL kernel argument ready to be set.
struct HostArg {
  enum class Kind {
    Value,         ///< `bytes` is the value
    Buffer,        ///< `handle` is a cl_mem
    Svm,           ///< `handle` is an SVM pointer
    DeviceAddress, ///< `handle` is a Vulkan buffer device address
    NewBuffer      ///< a read-only buffer holding `bytes` must be created and passed
  };
  Kind kind = Kind::Value;
  std::vector<std::byte> bytes;
  void* handle = nullptr;
  std::string role; ///< "arg 2 shape[0]" — for error messages
};

struct Marshalled {
  std::vector<HostArg> args;
  /// SVM pointers the kernel reaches only through pointer tables; they must be
  /// announced with CL_KERNEL_EXEC_INFO_SVM_PTRS.
  std::vector<void*> indirectSvm;
};

/// Lowers the arguments of a kernel by the calling convention, checking values
/// against types (static sizes, group bounds, memory extent). Errors carry
/// CL_INVALID_ARG_VALUE and name the parameter. Group members must be SVM
/// memory (OpenCL) or device addresses (Vulkan).
Result<Marshalled> marshal(std::span<const Arg> args);
/// marshal() of one argument, the `index`-th of its kernel (for messages),
/// appended to `out`.
Result<void> marshalArg(const Arg& arg, size_t index, Marshalled& out);

} // namespace spvkit::runtime
