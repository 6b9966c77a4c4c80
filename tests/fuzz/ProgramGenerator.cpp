// generateProgram (ProgramGenerator.h): random kernels from the grammar of
// the tensor language, with consistent types.
#include "ProgramGenerator.h"

#include <array>
#include <string_view>
#include <vector>

namespace spvkit::fuzz {

unsigned Choices::below(unsigned n) {
  if (n <= 1) return 0;
  uint64_t v;
  if (seeded_) {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    v = z ^ (z >> 31);
  } else {
    v = pos_ < bytes_.size() ? bytes_[pos_++] : 0;
    if (n > 256) v = v << 8 | (pos_ < bytes_.size() ? bytes_[pos_++] : 0);
  }
  return unsigned(v % n);
}

namespace {

enum class Ty { Bool, I8, I16, I32, I64, Index, F16, BF16, F32, F64, C32, C64 };
constexpr std::array<std::string_view, 12> kTypeNames = {
    "bool", "i8", "i16", "i32", "i64", "index", "f16", "bf16", "f32", "f64", "c32", "c64"};
constexpr Ty kNumeric[] = {Ty::I32, Ty::F32, Ty::I64, Ty::Index, Ty::F64, Ty::I16,
                           Ty::I8,  Ty::F16, Ty::C32, Ty::BF16,  Ty::C64};

std::string_view name(Ty t) {
  return kTypeNames[size_t(t)];
}
bool isInt(Ty t) {
  return t >= Ty::I8 && t <= Ty::Index;
}
bool isFloat(Ty t) {
  return t >= Ty::F16 && t <= Ty::F64;
}
bool isComplex(Ty t) {
  return t == Ty::C32 || t == Ty::C64;
}
Ty componentOf(Ty t) {
  return t == Ty::C32 ? Ty::F32 : Ty::F64;
}

struct Value {
  std::string name;
  Ty type;
};

struct Memref {
  std::string name;
  Ty element;
  unsigned rank;
};

enum class Region { Collective, Spmd };

class Generator {
public:
  explicit Generator(Choices& c) : c_(c) {}

  std::string program() {
    unsigned functions = 1 + c_.below(2);
    for (unsigned f = 0; f < functions; ++f) function(f);
    return out_;
  }

private:
  static constexpr unsigned kMaxDepth = 3;
  static constexpr unsigned kMaxOps = 48;

  Choices& c_;
  std::string out_;
  std::vector<Value> values_;
  std::vector<Memref> memrefs_;
  unsigned next_ = 0, ops_ = 0;

  std::string fresh() { return "%v" + std::to_string(next_++); }
  void line(unsigned depth, const std::string& text) {
    out_.append(2 * (depth + 1), ' ');
    out_ += text;
    out_ += '\n';
  }
  Ty pickNumeric() { return kNumeric[c_.below(std::size(kNumeric))]; }
  Ty pickInt() {
    static constexpr Ty ints[] = {Ty::I32, Ty::I64, Ty::Index, Ty::I16, Ty::I8};
    return ints[c_.below(std::size(ints))];
  }
  Ty pickReal() {
    static constexpr Ty reals[] = {Ty::F32, Ty::F64, Ty::F16, Ty::BF16};
    return reals[c_.below(std::size(reals))];
  }

  void function(unsigned index) {
    values_.clear();
    memrefs_.clear();
    next_ = ops_ = 0;
    std::string params;
    auto addParam = [&](const std::string& n, const std::string& type) {
      if (!params.empty()) params += ", ";
      params += n + ": " + type;
    };
    unsigned nMemrefs = 1 + c_.below(3);
    for (unsigned i = 0; i < nMemrefs; ++i) {
      Memref m{"%m" + std::to_string(i), pickNumeric(), 1 + c_.below(2)};
      std::string type = "memref<" + std::string(name(m.element));
      for (unsigned d = 0; d < m.rank; ++d) {
        static constexpr std::string_view dims[] = {"?", "64", "16", "1", "128"};
        type += "x" + std::string(dims[c_.below(std::size(dims))]);
      }
      type += ">";
      addParam(m.name, type);
      memrefs_.push_back(m);
    }
    unsigned nScalars = c_.below(4);
    for (unsigned i = 0; i < nScalars; ++i) {
      Value v{"%s" + std::to_string(i), pickNumeric()};
      addParam(v.name, std::string(name(v.type)));
      values_.push_back(v);
    }
    std::string attrs;
    if (c_.chance(30))
      attrs = c_.chance(50) ? " attributes{subgroup_size=16}" : " attributes{subgroup_size=32}";
    out_ += "func @k" + std::to_string(index) + "(" + params + ")" + attrs + " {\n";
    block(0, Region::Collective, 1 + c_.below(12));
    out_ += "}\n";
  }

  /// Up to `count` instructions at `depth`; values defined here go out of
  /// scope at the end.
  void block(unsigned depth, Region region, unsigned count) {
    size_t scope = values_.size();
    for (unsigned i = 0; i < count && ops_ < kMaxOps; ++i) instruction(depth, region);
    values_.resize(scope);
  }

  /// A value of type `t` in scope, or a new constant.
  std::string valueOf(unsigned depth, Ty t) {
    std::vector<size_t> fits;
    for (size_t i = 0; i < values_.size(); ++i)
      if (values_[i].type == t) fits.push_back(i);
    if (!fits.empty() && c_.below(4) != 0)
      return values_[fits[c_.below(unsigned(fits.size()))]].name;
    return constant(depth, t);
  }

  std::string literal(Ty t) {
    if (t == Ty::Bool) return c_.chance(50) ? "true" : "false";
    if (isInt(t)) {
      static constexpr std::string_view small[] = {"0", "1", "2", "-1", "7", "16", "-128", "127"};
      unsigned k = c_.below(std::size(small) + 2);
      if (k < std::size(small)) return std::string(small[k]);
      // The extremes of the type.
      static constexpr std::array<std::string_view, 5> lo = {
          "-128", "-32768", "-2147483648", "-9223372036854775807", "-9223372036854775807"};
      static constexpr std::array<std::string_view, 5> hi = {
          "127", "32767", "2147483647", "9223372036854775807", "9223372036854775807"};
      size_t w = size_t(t) - size_t(Ty::I8);
      return std::string(k == std::size(small) ? lo[w] : hi[w]);
    }
    static constexpr std::string_view reals[] = {"0.0", "1.5",  "-2.0", "0x1p3",   "1e-3",
                                                 "inf", "-inf", "nan",  "65504.0", "-0.0"};
    auto real = [&] { return std::string(reals[c_.below(std::size(reals))]); };
    if (isComplex(t)) return "[" + real() + ", " + real() + "]";
    return real();
  }

  std::string constant(unsigned depth, Ty t) {
    std::string v = fresh();
    line(depth, v + " = constant " + literal(t) + " : " + std::string(name(t)));
    ++ops_;
    values_.push_back({v, t});
    return v;
  }

  void define(unsigned depth, Ty t, const std::string& rhs) {
    std::string v = fresh();
    line(depth, v + " = " + rhs + " : " + std::string(name(t)));
    ++ops_;
    values_.push_back({v, t});
  }

  void instruction(unsigned depth, Region region) {
    switch (c_.below(16)) {
    case 0:
      constant(depth, c_.chance(10) ? Ty::Bool : pickNumeric());
      break;
    case 1:
    case 2:
      binary(depth);
      break;
    case 3:
      unary(depth);
      break;
    case 4:
      comparison(depth);
      break;
    case 5:
      cast(depth);
      break;
    case 6:
      load(depth);
      break;
    case 7:
      store(depth);
      break;
    case 8:
      size(depth);
      break;
    case 9:
      if (depth < kMaxDepth) forLoop(depth, region);
      break;
    case 10:
      if (depth < kMaxDepth) ifElse(depth, region);
      break;
    case 11:
      if (depth < kMaxDepth && region == Region::Collective) foreachLoop(depth);
      break;
    case 12:
      if (depth < kMaxDepth && region == Region::Collective) parallel(depth);
      break;
    case 13:
      builtin(depth, region);
      break;
    case 14:
      if (region == Region::Spmd) subgroup(depth);
      break;
    case 15:
      atomic(depth);
      break;
    }
  }

  void binary(unsigned depth) {
    Ty t = c_.chance(10) ? Ty::Bool : pickNumeric();
    std::string_view op;
    if (t == Ty::Bool) {
      static constexpr std::string_view ops[] = {"and", "or", "xor"};
      op = ops[c_.below(3)];
    } else if (isInt(t)) {
      static constexpr std::string_view ops[] = {"add", "sub", "mul", "div", "rem", "max",
                                                 "min", "shl", "shr", "and", "or",  "xor"};
      op = ops[c_.below(std::size(ops))];
    } else if (isFloat(t)) {
      static constexpr std::string_view ops[] = {"add", "sub", "mul", "div", "rem", "max", "min"};
      op = ops[c_.below(std::size(ops))];
    } else {
      static constexpr std::string_view ops[] = {"add", "sub", "mul", "div"};
      op = ops[c_.below(std::size(ops))];
    }
    std::string a = valueOf(depth, t), b = valueOf(depth, t);
    define(depth, t, std::string(op) + " " + a + ", " + b);
  }

  void unary(unsigned depth) {
    unsigned kind = c_.below(4);
    if (kind == 0) { // integer
      Ty t = pickInt();
      if (t == Ty::Index) t = Ty::I32;
      static constexpr std::string_view ops[] = {"abs", "neg", "not"};
      std::string a = valueOf(depth, t);
      define(depth, t, std::string(ops[c_.below(3)]) + " " + a);
    } else if (kind == 1) { // real
      Ty t = pickReal();
      if (t == Ty::BF16) t = Ty::F32;
      std::string a = valueOf(depth, t);
      define(depth, t, std::string(c_.chance(50) ? "abs " : "neg ") + a);
    } else if (kind == 2) { // complex
      Ty t = c_.chance(50) ? Ty::C32 : Ty::C64;
      std::string a = valueOf(depth, t);
      switch (c_.below(5)) {
      case 0:
        define(depth, componentOf(t), "abs " + a);
        break;
      case 1:
        define(depth, t, "neg " + a);
        break;
      case 2:
        define(depth, t, "conj " + a);
        break;
      case 3:
        define(depth, componentOf(t), "im " + a);
        break;
      default:
        define(depth, componentOf(t), "re " + a);
        break;
      }
    } else { // math
      if (c_.chance(25)) {
        Ty t = c_.chance(50) ? Ty::C32 : Ty::C64;
        static constexpr std::string_view ops[] = {"exp", "exp2", "native_exp", "native_exp2"};
        std::string a = valueOf(depth, t);
        define(depth, t, std::string(ops[c_.below(4)]) + " " + a);
      } else {
        Ty t = pickReal();
        static constexpr std::string_view ops[] = {
            "cos",        "sin",        "exp",        "exp2",        "log",        "log2",
            "native_cos", "native_sin", "native_exp", "native_exp2", "native_log", "native_log2"};
        std::string a = valueOf(depth, t);
        define(depth, t, std::string(ops[c_.below(std::size(ops))]) + " " + a);
      }
    }
  }

  void comparison(unsigned depth) {
    Ty t = pickNumeric();
    static constexpr std::string_view ops[] = {
        "equal", "not_equal", "less_than", "less_than_equal", "greater_than", "greater_than_equal"};
    std::string_view op = ops[c_.below(isComplex(t) ? 2 : std::size(ops))];
    std::string a = valueOf(depth, t), b = valueOf(depth, t);
    define(depth, Ty::Bool, std::string(op) + " " + a + ", " + b);
  }

  void cast(unsigned depth) {
    Ty from = pickNumeric(), to = pickNumeric();
    if (isComplex(from) && !isComplex(to)) to = from == Ty::C32 ? Ty::C64 : Ty::C32;
    std::string a = valueOf(depth, from);
    define(depth, to, "cast " + a);
  }

  /// Index operands for `m`.
  std::string indices(unsigned depth, const Memref& m) {
    std::string out;
    for (unsigned d = 0; d < m.rank; ++d) out += (d ? "," : "") + valueOf(depth, Ty::Index);
    return out;
  }

  void load(unsigned depth) {
    const Memref& m = memrefs_[c_.below(unsigned(memrefs_.size()))];
    std::string idx = indices(depth, m);
    define(depth, m.element, "load " + m.name + "[" + idx + "]");
  }

  void store(unsigned depth) {
    const Memref& m = memrefs_[c_.below(unsigned(memrefs_.size()))];
    std::string v = valueOf(depth, m.element);
    std::string idx = indices(depth, m);
    line(depth, "store " + v + ", " + m.name + "[" + idx + "]");
    ++ops_;
  }

  void size(unsigned depth) {
    const Memref& m = memrefs_[c_.below(unsigned(memrefs_.size()))];
    define(depth, Ty::Index, "size " + m.name + "[" + std::to_string(c_.below(m.rank)) + "]");
  }

  Ty loopType() {
    static constexpr Ty types[] = {Ty::Index, Ty::I32, Ty::I64};
    return types[c_.below(3)];
  }

  /// `%r0, %r1 = ` for results of `types`, defined after the region closes.
  std::string resultNames(const std::vector<Ty>& types, std::vector<Value>& results) {
    std::string lhs;
    for (Ty t : types) {
      results.push_back({fresh(), t});
      lhs += (lhs.empty() ? "" : ", ") + results.back().name;
    }
    return lhs.empty() ? "" : lhs + " = ";
  }

  std::string typeList(const std::vector<Ty>& types) {
    std::string s;
    for (Ty t : types) s += (s.empty() ? "" : ",") + std::string(name(t));
    return s;
  }

  /// `yield (...)` of values of `types`.
  void yield(unsigned depth, const std::vector<Ty>& types) {
    std::string vs;
    for (Ty t : types) vs += (vs.empty() ? "" : ", ") + valueOf(depth, t);
    line(depth, "yield (" + vs + ")");
  }

  void forLoop(unsigned depth, Region region) {
    Ty t = loopType();
    std::string lo = valueOf(depth, t), hi = valueOf(depth, t);
    std::string step = c_.chance(30) ? "," + valueOf(depth, t) : "";
    std::vector<Ty> carried;
    unsigned n = c_.below(3);
    for (unsigned i = 0; i < n; ++i) carried.push_back(pickNumeric());
    std::vector<std::string> inits;
    for (Ty ct : carried) inits.push_back(valueOf(depth, ct));
    std::vector<Value> results;
    std::string lhs = resultNames(carried, results);
    std::string iv = fresh();
    std::string head = lhs + "for " + iv + "=" + lo + "," + hi + step;
    std::vector<Value> args;
    if (!carried.empty()) {
      head += " init(";
      for (size_t i = 0; i < carried.size(); ++i) {
        args.push_back({fresh(), carried[i]});
        head += (i ? "," : "") + args.back().name + "=" + inits[i];
      }
      head += ") -> (" + typeList(carried) + ")";
    }
    line(depth, head + " {");
    ++ops_;
    size_t scope = values_.size();
    values_.push_back({iv, t});
    for (const Value& a : args) values_.push_back(a);
    block(depth + 1, region, c_.below(5));
    if (!carried.empty()) yield(depth + 1, carried);
    values_.resize(scope);
    std::string attrs;
    if (c_.chance(15)) attrs = c_.chance(50) ? " attributes{unroll=4}" : " attributes{unroll=true}";
    line(depth, "}" + attrs);
    for (const Value& r : results) values_.push_back(r);
  }

  void ifElse(unsigned depth, Region region) {
    std::string cond = valueOf(depth, Ty::Bool);
    std::vector<Ty> types;
    unsigned n = c_.below(3);
    for (unsigned i = 0; i < n; ++i) types.push_back(pickNumeric());
    std::vector<Value> results;
    std::string lhs = resultNames(types, results);
    line(depth, lhs + "if " + cond + (types.empty() ? "" : " -> (" + typeList(types) + ")") + " {");
    ++ops_;
    size_t scope = values_.size();
    block(depth + 1, region, c_.below(4));
    if (!types.empty()) yield(depth + 1, types);
    values_.resize(scope);
    if (!types.empty() || c_.chance(50)) {
      line(depth, "} else {");
      block(depth + 1, region, c_.below(4));
      if (!types.empty()) yield(depth + 1, types);
      values_.resize(scope);
    }
    line(depth, "}");
    for (const Value& r : results) values_.push_back(r);
  }

  void foreachLoop(unsigned depth) {
    Ty t = c_.chance(70) ? Ty::Index : Ty::I32;
    unsigned dims = 1 + c_.below(2);
    std::string ivs, los, his;
    std::vector<Value> vars;
    for (unsigned d = 0; d < dims; ++d) {
      std::string lo = valueOf(depth, t), hi = valueOf(depth, t);
      vars.push_back({fresh(), t});
      ivs += (d ? "," : "") + vars.back().name;
      los += (d ? "," : "") + lo;
      his += (d ? "," : "") + hi;
    }
    line(depth, "foreach (" + ivs + ")=(" + los + "),(" + his + ") {");
    ++ops_;
    size_t scope = values_.size();
    for (const Value& v : vars) values_.push_back(v);
    block(depth + 1, Region::Spmd, c_.below(5));
    values_.resize(scope);
    line(depth, "}");
  }

  void parallel(unsigned depth) {
    line(depth, "parallel {");
    ++ops_;
    block(depth + 1, Region::Spmd, c_.below(6));
    line(depth, "}");
  }

  void builtin(unsigned depth, Region region) {
    static constexpr std::string_view comp[] = {".x", ".y", ".z"};
    std::string what;
    unsigned k = c_.below(region == Region::Spmd ? 7 : 4);
    switch (k) {
    case 0:
      what = "group_id" + std::string(comp[c_.below(3)]);
      break;
    case 1:
      what = "num_groups" + std::string(comp[c_.below(3)]);
      break;
    case 2:
      what = "num_subgroups" + std::string(comp[c_.below(3)]);
      break;
    case 3:
      what = "subgroup_size";
      break;
    case 4:
      what = "subgroup_id" + std::string(comp[c_.below(3)]);
      break;
    case 5:
      what = "subgroup_linear_id";
      break;
    default:
      what = "subgroup_local_id";
      break;
    }
    // group_id and num_groups are index, the others i32.
    define(depth, k < 2 ? Ty::Index : Ty::I32, what);
  }

  void subgroup(unsigned depth) {
    if (c_.chance(20)) {
      line(depth, c_.chance(50) ? "barrier" : "barrier.local");
      ++ops_;
      return;
    }
    Ty t = pickNumeric();
    if (t == Ty::BF16 || t == Ty::I8 || t == Ty::I16 || t == Ty::F16) t = Ty::F32;
    if (c_.chance(30)) {
      std::string v = valueOf(depth, t), lane = valueOf(depth, Ty::I32);
      define(depth, t, "subgroup_broadcast " + v + ", " + lane);
      return;
    }
    static constexpr std::string_view kinds[] = {"subgroup_exclusive_scan_",
                                                 "subgroup_inclusive_scan_", "subgroup_reduce_"};
    static constexpr std::string_view ops[] = {"add", "max", "min"};
    std::string op =
        std::string(kinds[c_.below(3)]) + std::string(ops[isComplex(t) ? 0 : c_.below(3)]);
    std::string v = valueOf(depth, t);
    define(depth, t, op + " " + v);
  }

  void atomic(unsigned depth) {
    std::vector<const Memref*> fits;
    for (const Memref& m : memrefs_)
      if (m.element == Ty::I32 || m.element == Ty::I64 || m.element == Ty::F32) fits.push_back(&m);
    if (fits.empty()) return;
    const Memref& m = *fits[c_.below(unsigned(fits.size()))];
    static constexpr std::string_view ops[] = {"atomic_add", "atomic_max", "atomic_min"};
    std::string_view op = ops[m.element == Ty::F32 ? 0 : c_.below(3)];
    std::string v = valueOf(depth, m.element);
    std::string idx = indices(depth, m);
    define(depth, m.element, std::string(op) + " " + v + ", " + m.name + "[" + idx + "]");
  }
};

} // namespace

std::string generateProgram(Choices& choices) {
  return Generator(choices).program();
}

} // namespace spvkit::fuzz
