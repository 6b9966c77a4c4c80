"""The bitwise operators of the generated BitEnum types (SpirvEnums.h), emitted
verbatim after the enums by tables.py."""

BIT_OPERATORS = """\
/// An enum of a ValueEnum or BitEnum operand kind.
template <class E>
concept SpirvEnum = requires { EnumTraits<E>::kind; };
/// An enum of a BitEnum operand kind (a mask); it has the bitwise operators.
template <class E>
concept SpirvBitEnum = SpirvEnum<E> && EnumTraits<E>::isBitEnum;

template <SpirvBitEnum E>
constexpr E operator|(E a, E b) {
  return static_cast<E>(static_cast<uint32_t>(a) | static_cast<uint32_t>(b));
}
template <SpirvBitEnum E>
constexpr E operator&(E a, E b) {
  return static_cast<E>(static_cast<uint32_t>(a) & static_cast<uint32_t>(b));
}
template <SpirvBitEnum E>
constexpr E operator^(E a, E b) {
  return static_cast<E>(static_cast<uint32_t>(a) ^ static_cast<uint32_t>(b));
}
template <SpirvBitEnum E>
constexpr E operator~(E a) {
  return static_cast<E>(~static_cast<uint32_t>(a));
}
template <SpirvBitEnum E>
constexpr E& operator|=(E& a, E b) {
  return a = a | b;
}
template <SpirvBitEnum E>
constexpr E& operator&=(E& a, E b) {
  return a = a & b;
}
/// True if any bit of `bits` is set in `mask`.
template <SpirvBitEnum E>
constexpr bool hasAnyBit(E mask, E bits) {
  return (static_cast<uint32_t>(mask) & static_cast<uint32_t>(bits)) != 0;
}
"""
