// Binding of MLIR's declarative formats (AsmFormats.def) to our ops; see
// SyntaxFormatSpec.h. A format binds when each of its `$names` is one of our
// operand groups (matched by name, else by position), attributes (by
// OperandMap name) or results; everything else (custom<> directives, names we
// do not have, successors) leaves the op to hand-written or default syntax,
// and formatStatus() records why.
#include "ir/spirv/SyntaxFormatSpec.h"
#include "ir/spirv/SyntaxFormats.h"
#include "ir/spirv/SyntaxUtil.h"

#include <cctype>
#include <unordered_map>

namespace spvkit::spirv::syntax {

namespace {

struct Raw {
  const char *name, *operands, *attrs, *results, *successors, *format;
};
const Raw kRaw[] = {
#define SPVKIT_ASM_FORMAT(n, o, a, r, s, f) {n, o, a, r, s, f},
#include "ir/spirv/AsmFormats.def"
#undef SPVKIT_ASM_FORMAT
};

std::vector<std::string> splitList(std::string_view s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start < s.size()) {
    size_t comma = s.find(',', start);
    if (comma == std::string_view::npos) comma = s.size();
    out.emplace_back(s.substr(start, comma - start));
    start = comma + 1;
  }
  return out;
}

/// Binds format text to our op; returns false with `why` on anything unknown.
class Binder {
public:
  Binder(Spec& spec, const Raw& raw, std::string& why) : spec_(spec), why_(why) {
    for (std::string n : splitList(raw.operands)) {
      bool variadic = !n.empty() && n.back() == '*';
      if (variadic) n.pop_back();
      operands_.push_back(n);
      spec_.operandNames.push_back(n);
      spec_.variable.push_back(variadic);
    }
    attrNames_ = splitList(raw.attrs);
    for (std::string n : splitList(raw.results)) {
      auto colon = n.find(':');
      if (colon != std::string::npos) {
        spec_.resultBool = n.substr(colon + 1) == "bool1" ? 2 : 1;
        n = n.substr(0, colon);
      }
      results_.push_back(n);
    }
    successors_ = splitList(raw.successors);
  }

  bool bind(std::string_view format) {
    // Operand groups: the k-th MLIR operand is our k-th SSA operand mapping.
    std::vector<const OperandMapping*> values;
    for (const OperandMapping& m : mappingOf(*spec_.info)) {
      if (m.role == OperandRole::Value) values.push_back(&m);
      if (m.role == OperandRole::Successor || m.role == OperandRole::Pairs)
        return fail("has successors");
    }
    // MLIR's `operand_arguments` group holds the SSA parameters of the image
    // operands, which our IR appends after the grammar's values.
    bool enumArgs = operands_.size() == values.size() + 1 && spec_.variable.back() &&
                    operands_.back() == "operand_arguments";
    if (values.size() + enumArgs != operands_.size())
      return fail(std::to_string(operands_.size()) + " MLIR operands, " +
                  std::to_string(values.size()) + " grammar operands");
    // MLIR usually keeps the grammar's operand order, but not always
    // (VectorInsertDynamic: component, vector, index): match names first.
    spec_.order.assign(values.size(), 0);
    std::vector<bool> taken(values.size(), false);
    bool byName = true;
    for (size_t k = 0; k < values.size() && byName; ++k) {
      std::string ours = squash(snakeCase(values[k]->grammar->name()));
      byName = false;
      for (size_t g = 0; g < operands_.size(); ++g)
        if (!taken[g] && squash(operands_[g]) == ours) {
          spec_.order[k] = g, taken[g] = true, byName = true;
          break;
        }
    }
    if (!byName)
      for (size_t k = 0; k < values.size(); ++k) spec_.order[k] = k;
    if (enumArgs) spec_.order.push_back(values.size());
    unsigned numVariable = 0;
    spec_.single.assign(operands_.size(), false);
    for (size_t k = 0; k < values.size(); ++k) {
      size_t g = spec_.order[k];
      Quantifier q = values[k]->grammar->quantifier;
      // A grammar `?` operand that MLIR's operand list has as one value
      // (CooperativeMatrixLoad's Stride): at most one, so a `,` after it
      // belongs to the format.
      if (q == Quantifier::Optional && !spec_.variable[g]) spec_.single[g] = true;
      if (q != Quantifier::One) spec_.variable[g] = true;
    }
    for (bool v : spec_.variable) numVariable += v;
    if (numVariable > 1) return fail("more than one variadic operand");
    for (const std::string& a : attrNames_) {
      const OperandMapping* m = attrMapping(*spec_.info, a);
      // MLIR 19 spells some grammar names without the underscore (`imageoperands`).
      for (const OperandMapping& o : mappingOf(*spec_.info))
        if (!m && o.role == OperandRole::Attribute && squash(o.attrName) == squash(a)) m = &o;
      if (!m) return fail("attribute '" + a + "' is not one of ours");
      spec_.attrs.push_back(m);
      spec_.consumedAttrs.push_back(m->attrName);
    }
    // Grammar attributes MLIR derives from a type instead of storing them.
    if (spec_.info->opcode == opcodeOf(Op::GenericCastToPtrExplicit))
      spec_.consumedAttrs.push_back("storage");
    size_t pos = 0;
    if (!parseElems(format, pos, spec_.elems, false)) return false;
    // A group the format prints outside an optional group must have a value.
    spec_.required.assign(operands_.size(), false);
    for (const Elem& e : spec_.elems)
      if (e.kind == Elem::Group || e.kind == Elem::AllOperands)
        for (size_t g = 0; g < operands_.size(); ++g)
          spec_.required[g] =
              spec_.required[g] || e.kind == Elem::AllOperands || size_t(e.index) == g;
    for (size_t g = 0; g < operands_.size(); ++g)
      spec_.required[g] = spec_.required[g] && spec_.single[g];
    return true;
  }

private:
  bool fail(std::string why) {
    why_ = std::move(why);
    return false;
  }

  /// "vector_1" and "vector1" are the same name.
  static std::string squash(std::string_view n) {
    std::string out;
    for (char c : n)
      if (c != '_') out += char(std::tolower(uint8_t(c)));
    return out;
  }

  static void skipSpace(std::string_view s, size_t& pos) {
    while (pos < s.size() && s[pos] == ' ') ++pos;
  }

  bool lookup(std::string_view name, Ref& ref) {
    for (size_t i = 0; i < operands_.size(); ++i)
      if (operands_[i] == name) return ref = {Ref::Group, int(i)}, true;
    for (size_t i = 0; i < results_.size(); ++i)
      if (results_[i] == name) return ref = {Ref::Result, int(i)}, true;
    return fail("unknown name '$" + std::string(name) + "'");
  }

  std::string word(std::string_view s, size_t& pos) {
    size_t start = pos;
    while (pos < s.size() && (std::isalnum(uint8_t(s[pos])) || s[pos] == '_' || s[pos] == '-'))
      ++pos;
    return std::string(s.substr(start, pos - start));
  }

  bool parseRefs(std::string_view s, size_t& pos, std::vector<Ref>& out) {
    // After "(": refs separated by ",", up to ")".
    while (true) {
      skipSpace(s, pos);
      Ref r{Ref::AllOperands};
      if (pos < s.size() && s[pos] == '$') {
        ++pos;
        if (!lookup(word(s, pos), r)) return false;
      } else {
        std::string w = word(s, pos);
        if (w == "operands")
          r = {Ref::AllOperands};
        else if (w == "results")
          r = {Ref::AllResults};
        else
          return fail("unsupported type reference '" + w + "'");
      }
      out.push_back(r);
      skipSpace(s, pos);
      if (pos < s.size() && s[pos] == ',') {
        ++pos;
        continue;
      }
      if (pos < s.size() && s[pos] == ')') {
        ++pos;
        return true;
      }
      return fail("bad type directive");
    }
  }

  bool parseElems(std::string_view s, size_t& pos, std::vector<Elem>& out, bool inGroup) {
    while (true) {
      skipSpace(s, pos);
      if (pos >= s.size()) return !inGroup || fail("unterminated optional group");
      char c = s[pos];
      if (c == ')' && inGroup) {
        ++pos;
        return true;
      }
      Elem e;
      if (c == '`') {
        size_t end = s.find('`', pos + 1);
        if (end == std::string_view::npos) return fail("unterminated literal");
        e.kind = Elem::Literal;
        e.text = std::string(s.substr(pos + 1, end - pos - 1));
        pos = end + 1;
        if (e.text.empty()) continue; // `` is a spacing hint only
      } else if (c == '$') {
        ++pos;
        std::string name = word(s, pos);
        bool anchor = pos < s.size() && s[pos] == '^';
        if (anchor) ++pos;
        bool found = false;
        for (size_t i = 0; i < operands_.size() && !found; ++i)
          if (operands_[i] == name) e.kind = Elem::Group, e.index = int(i), found = true;
        for (size_t i = 0; i < attrNames_.size() && !found; ++i)
          if (attrNames_[i] == name) e.kind = Elem::Attr, e.index = int(i), found = true;
        if (!found) return fail("cannot print '$" + name + "'");
        if (anchor) anchorSet_ = {e.kind == Elem::Group ? 1 : 2, e.index};
      } else if (c == '(') {
        ++pos;
        e.kind = Elem::Optional;
        anchorSet_ = {0, 0};
        if (!parseElems(s, pos, e.group, true)) return false;
        skipSpace(s, pos);
        if (pos >= s.size() || s[pos] != '?') return fail("expected '?' after a group");
        ++pos;
        if (!anchorSet_.first) return fail("optional group without anchor");
        e.anchorKind = anchorSet_.first;
        e.anchor = anchorSet_.second;
        if (e.group.empty() || e.group.front().kind == Elem::AttrDict)
          return fail("optional group must start with a literal, operand or attribute");
      } else {
        std::string w = word(s, pos);
        if (w == "custom" && s.substr(pos).starts_with("<ImageOperands>($")) {
          pos += std::string_view("<ImageOperands>($").size();
          std::string name = word(s, pos);
          if (pos >= s.size() || s[pos] != ')') return fail("bad custom<ImageOperands>");
          ++pos;
          e.kind = Elem::ImageOperands;
          bool found = false;
          for (size_t i = 0; i < attrNames_.size() && !found; ++i)
            if (attrNames_[i] == name) e.index = int(i), found = true;
          if (!found) return fail("cannot print '$" + name + "'");
        } else if (w == "attr-dict") {
          e.kind = Elem::AttrDict;
        } else if (w == "operands") {
          e.kind = Elem::AllOperands;
        } else if ((w == "type" || w == "functional-type") && pos < s.size() && s[pos] == '(') {
          ++pos;
          e.kind = w == "type" ? Elem::TypeOf : Elem::FunctionalType;
          if (!parseRefs(s, pos, e.refs)) return false;
          if (e.kind == Elem::TypeOf && e.refs.size() != 1) return fail("type() of several");
          if (e.kind == Elem::FunctionalType && e.refs.size() != 2)
            return fail("bad functional-type");
        } else {
          return fail("unsupported directive '" + w + "'");
        }
      }
      out.push_back(std::move(e));
    }
  }

  Spec& spec_;
  std::string& why_;
  std::vector<std::string> operands_, attrNames_, results_, successors_;
  std::pair<int, int> anchorSet_{0, 0};
};

struct Registry {
  std::unordered_map<uint32_t, Spec> specs;
  std::unordered_map<uint32_t, std::string> mlirNames; // where MLIR's name differs
  std::vector<FormatStatus> status;
};

const Registry& registry() {
  static const Registry r = [] {
    Registry r;
    for (const Raw& raw : kRaw) {
      FormatStatus st;
      st.mlirName = raw.name;
      st.format = raw.format;
      const OpInfo* info = opForMlirName(raw.name);
      if (info) st.ourName = std::string(info->name);
      if (info && st.ourName != st.mlirName) r.mlirNames.emplace(info->opcode, st.mlirName);
      if (!info || info->dialect() == Dialect::SpirvDialect) {
        st.why = info ? "dialect op (hand-written syntax)" : "no such op in our grammar";
      } else if (st.format == "custom") {
        st.why = "MLIR parses it by hand";
      } else {
        Spec spec;
        spec.info = info;
        Binder b(spec, raw, st.why);
        if (b.bind(raw.format)) {
          st.bound = true;
          r.specs.emplace(info->opcode, std::move(spec));
        }
      }
      r.status.push_back(std::move(st));
    }
    return r;
  }();
  return r;
}

} // namespace

const Spec* specFor(uint32_t opcode) {
  auto& s = registry().specs;
  auto it = s.find(opcode);
  return it == s.end() ? nullptr : &it->second;
}

std::vector<size_t> groupSizes(const Spec& spec, size_t total) {
  std::vector<size_t> sizes(spec.variable.size(), 1);
  size_t fixed = 0;
  for (bool v : spec.variable) fixed += !v;
  for (size_t i = 0; i < sizes.size(); ++i)
    if (spec.variable[i]) sizes[i] = total >= fixed ? total - fixed : 0;
  return sizes;
}

std::string_view printedName(const Operation* op) {
  auto& names = registry().mlirNames;
  auto it = names.find(op->opcode());
  return it == names.end() ? op->name() : std::string_view(it->second);
}

bool hasFormat(uint32_t opcode) {
  return specFor(opcode) != nullptr;
}

const std::vector<FormatStatus>& formatStatus() {
  return registry().status;
}

} // namespace spvkit::spirv::syntax
