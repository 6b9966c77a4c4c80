"""Typed op classes (SpirvOps.h): one class per grammar op and per extended
instruction, with accessors named after the grammar's operands and a static
`create` builder.

Each accessor is resolved here, from the operand mapping: an SSA operand is
read at its fixed position (`op_->operand(2)`), an attribute by its name as a
string literal and converted to its typed enum / integer, a successor by its
index. Nothing is looked up at run time.
"""

import re

from .tables import fail

CPP_KEYWORDS = {
    "default", "operator", "delete", "new", "class", "template", "this", "union", "switch",
    "case", "return", "const", "volatile", "register", "signed", "unsigned", "int", "float",
    "double", "char", "bool", "void", "auto", "break", "continue", "do", "else", "for", "if",
    "while", "goto", "static", "struct", "typedef", "enum", "sizeof", "inline", "virtual",
    "namespace", "using", "public", "private", "protected", "friend", "export", "module",
    "concept", "requires", "and", "or", "not", "xor", "op", "info", "result", "asm", "typeid",
    "try", "catch", "throw", "extern", "mutable", "explicit", "long", "short", "true", "false",
}
# Names that clash with OpView / SpirvOp members or the builder's parameters.
RESERVED = {"op", "classof", "create", "builder", "resultType", "extraAttrs", "kOpcode"}


def camel(words):
    words = [w for w in words if w]
    if not words:
        return ""
    first = words[0].lower()
    rest = "".join(w[:1].upper() + w[1:] for w in words[1:])
    return first + rest


def accessor_name(operand):
    """camelCase of the grammar's operand name ("Memory Access" ->
    memoryAccess); "'Operand 1', +\\n'Operand 2', +..." -> operands."""
    name = operand.get("name", "")
    variadic = operand.get("quantifier") == "*"
    if "+" in name or "..." in name:
        first = re.findall(r"'([^']*)'", name)
        base = re.sub(r"\s*\d+$", "", first[0]) if first else operand["kind"]
        n = camel(re.findall(r"[A-Za-z0-9]+", base))
        return n if n.endswith("s") else n + "s"
    name = name.strip("'")
    if not name:
        name = re.sub(r"([a-z])([A-Z])", r"\1 \2", operand["kind"])
    n = camel(re.findall(r"[A-Za-z0-9]+", name))
    if variadic and not n.endswith("s"):
        n += "s"
    if n and n[0].isdigit():
        n = "x" + n
    return n


class OpClassEmitter:
    def __init__(self, gen, mapper, traits, ext_sets, dialect_ops):
        self.dialect_ops = dialect_ops
        self.gen = gen
        self.mapper = mapper
        self.traits = traits
        self.ext_sets = ext_sets

    def cpp_type(self, m):
        """(return type, conversion expression of `a`, parameter type, attribute
        expression of parameter `x`) for an attribute operand."""
        if m.id_attr == "Type":
            return ("Type", "a ? a.cast<TypeAttr>().value() : Type()", "Type",
                    "x ? Attribute(TypeAttr::get(x)) : Attribute()")
        one = m.quantifier is None
        opt = m.quantifier == "?"
        if self.mapper.is_enum(m.attr_kind) and (one or opt):
            t = m.attr_kind
            if one:
                return ("std::optional<%s>" % t, "enumValue<%s>(a)" % t, t,
                        "Attribute(enumAttr(builder.context(), x))")
            return ("std::optional<%s>" % t, "enumValue<%s>(a)" % t, "std::optional<%s>" % t,
                    "x ? Attribute(enumAttr(builder.context(), *x)) : Attribute()")
        if m.kind == "LiteralInteger" and (one or opt):
            conv = ("a.isa<IntegerAttr>() ? std::optional<int64_t>(a.cast<IntegerAttr>().value())"
                    " : std::nullopt")
            if one:
                return ("std::optional<int64_t>", conv, "int64_t",
                        "Attribute(IntegerAttr::get(IntegerType::get(builder.context(), 32), x))")
            return ("std::optional<int64_t>", conv, "std::optional<int64_t>",
                    "x ? Attribute(IntegerAttr::get(IntegerType::get(builder.context(), 32), *x)) : Attribute()")
        if m.kind == "LiteralString" and (one or opt):
            return ("std::string_view",
                    "a.isa<StringAttr>() ? a.cast<StringAttr>().value() : std::string_view()",
                    "std::string_view", "Attribute(StringAttr::get(builder.context(), x))")
        return ("Attribute", "a", "Attribute", "x")

    def emit_class(self, out, cls, base, opcode_expr, mappings, has_result_type):
        out.append("class %s : public %s {" % (cls, base))
        out.append("public:")
        out.append("  using %s::%s;" % (base.split("<")[0], base.split("<")[0]))
        used = set()
        names = []
        for m in mappings:
            name = accessor_name(m.operand)
            if name in CPP_KEYWORDS or name in RESERVED:
                name += "_"
            b, i = name, 1
            while name in used or name + "Attr" in used or name + "AttrName" in used:
                i += 1
                name = "%s%d" % (b, i)
            used.update({name, name + "Attr", name + "AttrName"})
            names.append(name)
        value_pos, after_variadic = 0, False
        succ_pos = 0
        for m, name in zip(mappings, names):
            if m.role == "Value":
                # Optional values come last or before other optional ones,
                # so each has a fixed position when present.
                if after_variadic:
                    fail("%s: an SSA operand after a variadic one" % cls)
                if m.quantifier == "*":
                    out.append("  std::span<OpOperand> %s() const { return valuesFrom(%d); }" %
                               (name, value_pos))
                    after_variadic = True
                else:
                    out.append("  Value* %s() const { return valueAt(%d); }" % (name, value_pos))
                value_pos += 1
            elif m.role == "Successor":
                out.append("  Block* %s() const { return successorAt(%d); }" % (name, succ_pos))
                succ_pos += 1
            elif m.role == "Callee":
                callee = self.mapper.callee["attribute"]
                out.append('  static constexpr std::string_view %sAttrName() { return "%s"; }' %
                           (name, callee))
                out.append('  Attribute %s() const { return op_->attr("%s"); }' % (name, callee))
            else:
                ret, conv, _, _ = self.cpp_type(m)
                out.append('  static constexpr std::string_view %sAttrName() { return "%s"; }' %
                           (name, m.attr))
                out.append('  Attribute %sAttr() const { return op_->attr("%s"); }' %
                           (name, m.attr))
                out.append('  void set%sAttr(Attribute a) const { op_->setAttr("%s", a); }' %
                           (name[:1].upper() + name[1:], m.attr))
                if ret != "Attribute":
                    out.append("  %s %s() const {" % (ret, name))
                    out.append('    Attribute a = op_->attr("%s");' % m.attr)
                    out.append("    return %s;" % conv)
                    out.append("  }")
                else:
                    out.append('  Attribute %s() const { return op_->attr("%s"); }' %
                               (name, m.attr))
        if all(m.role in ("Value", "Attribute") for m in mappings):
            self.emit_create(out, cls, opcode_expr, mappings, names, has_result_type)
        out.append("};")
        out.append("")

    def emit_create(self, out, cls, opcode_expr, mappings, names, has_result_type):
        params = ["Builder& builder"] + (["Type resultType"] if has_result_type else [])
        variadic = any(m.role == "Value" and m.quantifier == "*" for m in mappings)
        for m, name in zip(mappings, names):
            if m.role == "Value":
                params.append(("std::span<Value* const> " if m.quantifier == "*" else "Value* ") +
                              name)
            else:
                params.append("%s %s" % (self.cpp_type(m)[2], name))
        params.append("std::span<const NamedAttribute> extraAttrs = {}")
        out.append("  /// Creates the op at `builder`'s insertion point; absent optional operands")
        out.append("  /// are null / nullopt; `extraAttrs` adds e.g. enum parameters, decorations.")
        out.append("  static %s create(%s) {" % (cls, ", ".join(params)))
        nvalues = sum(1 for m in mappings if m.role == "Value")
        nattrs = sum(1 for m in mappings if m.role == "Attribute")
        if variadic:
            out.append("    std::vector<Value*> values;")
        else:
            out.append("    Value* values[%d];" % max(nvalues, 1))
            out.append("    unsigned numValues = 0;")
        out.append("    std::vector<NamedAttribute> attrs;")
        out.append("    attrs.reserve(%d + extraAttrs.size());" % nattrs)
        for m, name in zip(mappings, names):
            if m.role == "Value":
                if m.quantifier == "*":
                    out.append("    values.insert(values.end(), %s.begin(), %s.end());" %
                               (name, name))
                else:
                    push = ("values.push_back(%s);" % name if variadic
                            else "values[numValues++] = %s;" % name)
                    if m.quantifier == "?":
                        out.append("    if (%s) %s" % (name, push))
                    else:
                        out.append("    %s" % push)
            else:
                expr = re.sub(r"\bx\b", name, self.cpp_type(m)[3])
                out.append("    if (Attribute a = %s) attrs.push_back({\"%s\", a});" %
                           (expr, m.attr))
        out.append("    attrs.insert(attrs.end(), extraAttrs.begin(), extraAttrs.end());")
        out.append("    Operation::State st;")
        out.append("    st.info = %s;" % opcode_expr)
        if has_result_type:
            out.append("    st.resultTypes = {&resultType, 1};")
        if variadic:
            out.append("    st.operands = values;")
        else:
            out.append("    st.operands = {values, numValues};")
        out.append("    st.attributes = attrs;")
        out.append("    return %s(builder.create(st));" % cls)
        out.append("  }")

    def emit_dialect_class(self, out, dialect_op, spec):
        cls = spec["class"]
        out.append("class %s : public DialectOpView<DialectOp::%s> {" % (cls, dialect_op))
        out.append("public:")
        out.append("  using DialectOpView::DialectOpView;")
        for attr, kind in spec["attributes"].items():
            name = camel(attr.split("_"))
            out.append('  static constexpr std::string_view %sAttrName() { return "%s"; }' %
                       (name, attr))
            out.append('  Attribute %sAttr() const { return op_->attr("%s"); }' % (name, attr))
            out.append('  void set%sAttr(Attribute a) const { op_->setAttr("%s", a); }' %
                       (name[:1].upper() + name[1:], attr))
            conv = {
                "string": ("std::string_view",
                           "a.isa<StringAttr>() ? a.cast<StringAttr>().value() : std::string_view()"),
                "symbol": ("std::string_view",
                           "a.isa<SymbolRefAttr>() ? a.cast<SymbolRefAttr>().symbol()"
                           " : std::string_view()"),
                "type": ("Type", "a.isa<TypeAttr>() ? a.cast<TypeAttr>().value() : Type()"),
                "i32": ("std::optional<int64_t>",
                        "a.isa<IntegerAttr>() ? std::optional<int64_t>(a.cast<IntegerAttr>().value())"
                        " : std::nullopt"),
                "unit": ("bool", "bool(a)"),
                "attr": None,
            }
            if kind in conv:
                if conv[kind] is None:
                    continue
                ret, expr = conv[kind]
            else:
                if not self.mapper.is_enum(kind):
                    fail("dialect op %s: unknown attribute kind %s" % (dialect_op, kind))
                ret, expr = "std::optional<%s>" % kind, "enumValue<%s>(a)" % kind
            out.append("  %s %s() const {" % (ret, name + ("_" if name in CPP_KEYWORDS else "")))
            out.append('    Attribute a = op_->attr("%s");' % attr)
            out.append("    return %s;" % expr)
            out.append("  }")
        out.append("};")
        out.append("")

    def emit_operand_interfaces(self, out):
        """Views over every grammar op of one operand shape, for passes that
        treat such ops alike (a fold table over arithmetic, comparisons and
        conversions): `UnaryOpInterface::operand()`, `BinaryOpInterface::lhs()` /
        `rhs()`. An op belongs when it has a result type and exactly that many
        SSA operands, each one fixed IdRef, and nothing else."""
        shapes = [("UnaryOpInterface", ["operand"]), ("BinaryOpInterface", ["lhs", "rhs"])]
        for cls, accessors in shapes:
            members = []
            for inst in self.gen.instructions:
                if self.traits.module_structure(inst):
                    continue
                if "IdResultType" not in [o["kind"] for o in inst.get("operands", [])]:
                    continue
                mappings = self.mapper.core[inst["opname"]]
                if (len(mappings) == len(accessors) and
                        all(m.role == "Value" and m.quantifier is None and m.kind == "IdRef"
                            for m in mappings)):
                    members.append(inst["_ident"])
            out.append("/// Every grammar op with a result and %d plain SSA operand%s." %
                       (len(accessors), "s" if len(accessors) > 1 else ""))
            out.append("class %s : public OpView {" % cls)
            out.append("public:")
            out.append("  using OpView::OpView;")
            out.append("  static bool classof(const Operation* op) {")
            out.append("    if (!isSpirvGrammarOp(op)) return false;")
            out.append("    switch (Op(op->opcode() & 0xFFFF)) {")
            out += ["    case Op::%s:" % m for m in members]
            out.append("      return true;")
            out.append("    default:")
            out.append("      return false;")
            out.append("    }")
            out.append("  }")
            for i, name in enumerate(accessors):
                out.append("  Value* %s() const { return op_->operand(%d); }" % (name, i))
            out.append("};")
            out.append("")

    def emit(self):
        out = [
            "// Generated by tools/gen/gen_spirv_dialect.py from the SPIR-V grammar and",
            "// ir/spirv/dialect_overrides.json. DO NOT EDIT.",
            "//",
            "// Typed classes of the SPIR-V dialect's grammar ops (`spirv::IAddOp`),",
            "// extended instructions (`spirv::CLFmaOp`, `spirv::GLExpOp`), the dialect's own ops",
            "// (`spirv::FuncOp`): accessors named after the grammar's operands, typed",
            "// enum / integer attributes, `create` builders for grammar ops.",
            "#pragma once",
            "",
            '#include "ir/Builder.h"',
            '#include "ir/spirv/GrammarOpView.h"',
            "",
            "#include <optional>",
            "#include <span>",
            "#include <string_view>",
            "#include <vector>",
            "",
            "namespace spvkit::spirv {",
            "",
        ]
        for inst in self.gen.instructions:
            if self.traits.module_structure(inst):
                continue
            name = inst["_ident"]
            self.emit_class(out, name + "Op", "GrammarOp<Op::%s>" % name,
                            "opInfo(Op::%s)" % name, self.mapper.core[inst["opname"]],
                            "IdResultType" in [o["kind"] for o in inst.get("operands", [])])
        for k, s in enumerate(self.ext_sets):
            for inst in self.gen.ext_of(k):
                n = inst["_ident"]
                cls = s["class_prefix"] + n[:1].upper() + n[1:] + "Op"
                self.emit_class(out, cls, "ExtInstOp<%s::%s>" % (s["enum"], n),
                                "%s(%s::%s)" % (s["op_info"], s["enum"], n),
                                self.mapper.ext[(k, inst["opname"])], True)
        self.emit_operand_interfaces(out)
        out.append("// --- the dialect's own ops " + "-" * 60)
        out.append("")
        for d, spec in self.dialect_ops.items():
            if d != "about":
                self.emit_dialect_class(out, d, spec)
        out += ["} // namespace spvkit::spirv", ""]
        return "\n".join(out)
