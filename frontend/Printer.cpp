#include "frontend/Printer.h"

#include "ir/Block.h"
#include "ir/tensor/OpDefinition.h"
#include "ir/tensor/Types.h"

#include <charconv>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace spvkit::frontend {

using namespace tensor;

namespace {

std::string formatFloat(double v) {
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  std::string s(buf, r.ptr);
  // A floating constant needs a '.' or an exponent (inf / nan are spelled out).
  if (s.find_first_of(".eEin") == std::string::npos) s += ".0";
  return s;
}

bool isKnownAttributeName(std::string_view n) {
  return n == "alignment" || n == "shape_gcd" || n == "stride_gcd" || n == "subgroup_size" ||
         n == "unroll" || n == "work_group_size";
}

std::string attrToString(Attribute a) {
  if (auto i = a.dyn_cast<IntegerAttr>()) return std::to_string(i.value());
  if (auto b = a.dyn_cast<BoolAttr>()) return b.value() ? "true" : "false";
  if (auto s = a.dyn_cast<StringAttr>()) return "\"" + std::string(s.value()) + "\"";
  if (auto arr = a.dyn_cast<ArrayAttr>()) {
    std::string out = "[";
    for (unsigned i = 0; i < arr.size(); ++i) out += (i ? "," : "") + attrToString(arr[i]);
    return out + "]";
  }
  if (auto d = a.dyn_cast<DictionaryAttr>()) {
    std::string out = "{";
    bool first = true;
    for (const NamedAttribute& e : d.entries()) {
      if (!first) out += ",";
      first = false;
      if (isKnownAttributeName(e.name))
        out += std::string(e.name);
      else
        out += "\"" + std::string(e.name) + "\"";
      out += "=" + attrToString(e.value);
    }
    return out + "}";
  }
  if (auto f = a.dyn_cast<FloatAttr>()) return formatFloat(f.value());
  return "?";
}

std::vector<int64_t> ints(Attribute a) {
  std::vector<int64_t> out;
  if (auto arr = a.dyn_cast<ArrayAttr>())
    for (Attribute e : arr.elements())
      if (auto i = e.dyn_cast<IntegerAttr>()) out.push_back(i.value());
  return out;
}

int64_t intOf(Operation* op, std::string_view name) {
  auto a = op->attr(name).dyn_cast<IntegerAttr>();
  return a ? a.value() : 0;
}

class FunctionPrinter {
public:
  std::string print(Operation* func) {
    std::string out = "func @";
    if (auto n = func->attr("sym_name").dyn_cast<StringAttr>()) out += n.value();
    out += "(";
    scopes_.emplace_back();
    Block* body = func->numRegions() ? func->region(0).front() : nullptr;
    auto argAttrs = func->attr("arg_attrs").dyn_cast<ArrayAttr>();
    if (body) {
      for (unsigned i = 0; i < body->numArguments(); ++i) {
        Value* a = body->argument(i);
        out += (i ? ", " : "") + define(a) + ": " + typeToString(a->type());
        if (argAttrs && i < argAttrs.size())
          if (auto d = argAttrs[i].dyn_cast<DictionaryAttr>(); d && !d.entries().empty())
            out += " " + attrToString(d);
      }
    }
    out += ")";
    if (auto d = func->attr("attributes").dyn_cast<DictionaryAttr>())
      out += " attributes" + attrToString(d);
    out += " {\n";
    if (body) out += printBlock(body, 1);
    out += "}\n";
    scopes_.pop_back();
    return out;
  }

private:
  bool visible(const std::string& n) const {
    for (const auto& s : scopes_)
      if (s.count(n)) return true;
    return false;
  }

  std::string define(Value* v) {
    std::string n;
    if (!v->name().empty()) n = "%" + std::string(v->name());
    while (n.empty() || visible(n)) n = "%" + std::to_string(next_++);
    scopes_.back().insert(n);
    names_[v] = n;
    return n;
  }

  std::string use(Value* v) {
    auto it = names_.find(v);
    return it == names_.end() ? "%<undefined>" : it->second;
  }

  std::string operands(Operation* op, unsigned begin, unsigned end) {
    std::string out;
    for (unsigned i = begin; i < end && i < op->numOperands(); ++i)
      out += (i > begin ? ", " : "") + use(op->operand(i));
    return out;
  }

  std::string printBlock(Block* b, int indent) {
    std::string out;
    for (Operation* op : *b)
      out += std::string(size_t(indent) * 2, ' ') + printOp(op, indent) + "\n";
    return out;
  }

  /// `{ ... }` with a new scope holding the block's arguments (already named
  /// by the caller through `argNames`).
  std::string region(Operation* op, unsigned r, int indent, std::vector<std::string>* argNames) {
    std::string out = "{\n";
    scopes_.emplace_back();
    if (Block* b = op->region(r).front()) {
      for (Value* a : b->arguments()) {
        std::string n = define(a);
        if (argNames) argNames->push_back(n);
      }
      out += printBlock(b, indent + 1);
    }
    scopes_.pop_back();
    return out + std::string(size_t(indent) * 2, ' ') + "}";
  }

  /// The modifiers in grammar order (the op's modifier attributes,
  /// ir/tensor/TensorOps.toml). An absent unit modifier with a default
  /// spelling is written as the default when a later one of that form is
  /// present: the transposes of gemm are positional (`gemm.n.t`).
  std::string modifiers(Operation* op) {
    std::string out;
    const auto attrs = opDef(op).attributes;
    for (size_t i = 0; i < attrs.size(); ++i) {
      const AttrDef& a = attrs[i];
      if (a.modifiers.empty()) continue;
      if (a.kind == tensor::AttrKind::Enum) {
        if (auto s = op->attr(a.name).dyn_cast<StringAttr>()) out += "." + std::string(s.value());
        continue;
      }
      if (op->hasAttr(a.name)) {
        out += "." + std::string(a.modifiers[0]);
        continue;
      }
      if (a.modifiers.size() < 2) continue;
      for (size_t j = i + 1; j < attrs.size(); ++j)
        if (attrs[j].modifiers.size() > 1 && attrs[j].kind == tensor::AttrKind::Unit &&
            op->hasAttr(attrs[j].name)) {
          out += "." + std::string(a.modifiers[1]);
          break;
        }
    }
    return out;
  }

  std::string resultType(Operation* op) {
    return op->numResults() ? " : " + typeToString(op->result(0)->type()) : "";
  }

  std::string returnTypes(Operation* op) {
    std::string out = "(";
    for (unsigned i = 0; i < op->numResults(); ++i)
      out += (i ? ", " : "") + typeToString(op->result(i)->type());
    return out + ")";
  }

  std::string printOp(Operation* op, int indent) {
    if (!isTensorOp(op)) return "; <non-tensor op " + std::string(op->name()) + ">";
    const OpKind k = kindOf(op);
    std::string body = std::string(instructionName(k)) + modifiers(op);
    const unsigned n = op->numOperands();
    auto idx = [&](unsigned from) { return "[" + operands(op, from, n) + "]"; };
    switch (k) {
    case OpKind::Alloca:
      if (auto d = op->attr("attributes").dyn_cast<DictionaryAttr>()) body += " " + attrToString(d);
      body += resultType(op);
      break;
    case OpKind::Cumsum:
      body += " " + operands(op, 0, 2) + ", " + std::to_string(intOf(op, "mode")) + ", " +
              operands(op, 2, 4);
      break;
    case OpKind::Load:
    case OpKind::AtomicLoad:
      body += " " + use(op->operand(0)) + idx(1) + resultType(op);
      break;
    case OpKind::Store:
    case OpKind::AtomicStore:
      body += " " + operands(op, 0, 2) + idx(2);
      break;
    case OpKind::AtomicAdd:
    case OpKind::AtomicMin:
    case OpKind::AtomicMax:
      body += " " + operands(op, 0, 2) + idx(2) + resultType(op);
      break;
    case OpKind::Constant: {
      Attribute v = op->attr("value");
      std::string s;
      if (auto arr = v.dyn_cast<ArrayAttr>(); arr && arr.size() == 2)
        s = "[" + attrToString(arr[0]) + ", " + attrToString(arr[1]) + "]";
      else
        s = attrToString(v);
      body += " " + s + resultType(op);
      break;
    }
    case OpKind::Expand: {
      body += " " + use(op->operand(0)) + "[" + std::to_string(intOf(op, "mode")) + "->";
      unsigned dyn = 1;
      std::vector<int64_t> shape = ints(op->attr("static_shape"));
      for (size_t i = 0; i < shape.size(); ++i) {
        body += i ? " x " : "";
        body += shape[i] == kDynamic ? (dyn < n ? use(op->operand(dyn++)) : "%<undefined>")
                                     : std::to_string(shape[i]);
      }
      body += "]" + resultType(op);
      break;
    }
    case OpKind::Fuse:
      body += " " + use(op->operand(0)) + "[" + std::to_string(intOf(op, "from")) + "," +
              std::to_string(intOf(op, "to")) + "]" + resultType(op);
      break;
    case OpKind::Size:
      body += " " + use(op->operand(0)) + "[" + std::to_string(intOf(op, "mode")) + "]" +
              resultType(op);
      break;
    case OpKind::Subview: {
      body += " " + use(op->operand(0)) + "[";
      std::vector<int64_t> offsets = ints(op->attr("static_offsets"));
      std::vector<int64_t> sizes = ints(op->attr("static_sizes"));
      unsigned dyn = 1;
      auto piece = [&](int64_t v) {
        return v == kDynamic ? (dyn < n ? use(op->operand(dyn++)) : "%<undefined>")
                             : std::to_string(v);
      };
      for (size_t i = 0; i < offsets.size(); ++i) {
        body += i ? "," : "";
        body += piece(offsets[i]);
        if (i < sizes.size() && sizes[i] != kNoSize) body += ":" + piece(sizes[i]);
      }
      body += "]" + resultType(op);
      break;
    }
    case OpKind::Yield:
      body += " (" + operands(op, 0, n) + ")";
      break;
    case OpKind::CooperativeMatrixLoad:
    case OpKind::CooperativeMatrixAtomicLoad:
      body += " " + use(op->operand(0)) + idx(1) + resultType(op);
      break;
    case OpKind::CooperativeMatrixStore:
    case OpKind::CooperativeMatrixAtomicStore:
    case OpKind::CooperativeMatrixAtomicAdd:
    case OpKind::CooperativeMatrixAtomicMax:
    case OpKind::CooperativeMatrixAtomicMin:
      body += " " + operands(op, 0, 2) + idx(2) + resultType(op);
      break;
    case OpKind::CooperativeMatrixExtract:
    case OpKind::CooperativeMatrixInsert: {
      const unsigned m = k == OpKind::CooperativeMatrixInsert ? 2 : 1;
      body += " " + operands(op, 0, m) + "[" + std::to_string(intOf(op, "index")) + "]" +
              resultType(op);
      break;
    }
    case OpKind::CooperativeMatrixPrefetch:
      body += " " + std::to_string(intOf(op, "cache_level")) + ", " + use(op->operand(0)) + idx(1) +
              ", " + std::to_string(intOf(op, "rows")) + ", " + std::to_string(intOf(op, "cols"));
      break;
    case OpKind::Parallel:
      body += " " + region(op, 0, indent, nullptr);
      break;
    case OpKind::Foreach:
    case OpKind::ForeachTile: {
      const unsigned half = n / 2;
      std::vector<std::string> names;
      std::string r = region(op, 0, indent, &names);
      std::string vars;
      for (unsigned i = 0; i < half && i < names.size(); ++i) vars += (i ? "," : "") + names[i];
      body += " (" + vars + ")=(" + operands(op, 0, half) + "),(" + operands(op, half, n) + ")";
      if (k == OpKind::ForeachTile) {
        std::string tiles, shape;
        for (size_t i = half; i < names.size(); ++i) tiles += (i > half ? "," : "") + names[i];
        std::vector<int64_t> ts = ints(op->attr("tile_shape"));
        for (size_t i = 0; i < ts.size(); ++i) shape += (i ? "," : "") + std::to_string(ts[i]);
        body += " as (" + tiles + ")<=(" + shape + ")";
      }
      body += " " + r;
      break;
    }
    case OpKind::For: {
      const unsigned bounds = op->hasAttr("has_step") ? 3 : 2;
      std::vector<std::string> names;
      std::string r = region(op, 0, indent, &names);
      body += " " + (names.empty() ? std::string("%<undefined>") : names[0]) + "=" +
              operands(op, 0, bounds);
      if (n > bounds) {
        body += " init(";
        for (unsigned i = bounds; i < n; ++i)
          body += (i > bounds ? "," : "") +
                  (i - bounds + 1 < names.size() ? names[i - bounds + 1] : "%<undefined>") + "=" +
                  use(op->operand(i));
        body += ") -> " + returnTypes(op);
      }
      body += " " + r;
      if (auto d = op->attr("attributes").dyn_cast<DictionaryAttr>())
        body += " attributes" + attrToString(d);
      break;
    }
    case OpKind::If: {
      body += " " + operands(op, 0, 1);
      if (op->numResults()) body += " -> " + returnTypes(op);
      body += " " + region(op, 0, indent, nullptr);
      if (op->numRegions() > 1 && !op->region(1).empty())
        body += " else " + region(op, 1, indent, nullptr);
      break;
    }
    case OpKind::CooperativeMatrixApply: {
      std::vector<std::string> names;
      std::string r = region(op, 0, indent, &names);
      names.resize(3, "%<undefined>");
      body += " (" + names[0] + "," + names[1] + "," + names[2] + ")=" + operands(op, 0, 1) +
              " -> " + typeToString(op->result(0)->type()) + " " + r;
      break;
    }
    default:
      // name operands : type
      if (n) body += " " + operands(op, 0, n);
      body += resultType(op);
      break;
    }
    // Results are defined after the instruction (regions do not see them).
    std::string lhs;
    for (unsigned i = 0; i < op->numResults(); ++i) lhs += (i ? ", " : "") + define(op->result(i));
    return lhs.empty() ? body : lhs + " = " + body;
  }

  std::vector<std::unordered_set<std::string>> scopes_;
  std::unordered_map<Value*, std::string> names_;
  unsigned next_ = 0;
};

} // namespace

std::string printFunction(Operation* func) {
  return FunctionPrinter().print(func);
}

std::string printProgram(Module& module) {
  std::string out;
  for (Operation* op : *module.body()) {
    if (!out.empty()) out += "\n";
    out += printFunction(op);
  }
  return out;
}

} // namespace spvkit::frontend
