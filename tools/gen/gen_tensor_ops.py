#!/usr/bin/env python3
"""Generates the tensor dialect's C++ from its one definition file
(ir/tensor/TensorOps.toml; the format is described at its top and in
docs/ir.md):

  TensorOpKinds.h   the OpKind enumeration and the per-kind category queries
  TensorOpViews.h   one typed view per op (thin wrapper over Operation*) with
                    named accessors for operands, results, attributes, regions
  TensorOpTable.cpp the OpInfo table (names, opcodes, traits derived from the
                    effects) and the OpDef table the IR verifier checks
                    against (operands, results, attributes, regions,
                    region kind, memory accesses, equal-type groups)

Standard library only (tomllib, Python >= 3.11). The definition is checked
here: unknown keys, constraints, attribute kinds, traits or effects, effects
that disagree with the operands' accesses, and equal-type names that do not
exist are errors, so inconsistent traits cannot be written down. Output is
deterministic.
"""
import argparse
import re
import sys
import tomllib

OP_KEYS = {"name", "enum", "kind", "category", "operands", "results", "attributes", "regions",
           "traits", "effects", "same_types", "interfaces"}
REGION_KINDS = ["Structure", "Collective", "Mixed", "Spmd"]
CATEGORIES = ["none", "linalg", "arith_binary", "arith_unary", "compare", "math", "builtin",
              "subgroup", "atomic", "lowered"]
CONSTRAINTS = {
    "any": "Any", "bool": "Bool", "int": "Int", "index": "Index", "i32": "I32",
    "number": "Number", "scalar": "Scalar", "float": "Float", "memref": "Memref",
    "group": "Group", "memref_or_group": "MemrefOrGroup", "coopmatrix": "Coopmatrix",
    "scalar_or_coop": "ScalarOrCoop", "memref_elem": "MemrefElem",
    "coop_component": "CoopComponent",
}
ACCESSES = {"read": "Read", "write": "Write", "atomic_add": "AtomicAdd",
            "atomic_min": "AtomicMin", "atomic_max": "AtomicMax"}
ATTR_KINDS = {"unit": "Unit", "int": "Int", "string": "String", "int_array": "IntArray",
              "dict": "Dict", "array": "Array", "value": "Value", "enum": "Enum"}
REGION_OPENS = {"collective": "Collective", "spmd": "Spmd", "inherit": "Inherit"}
TRAITS = {"Terminator", "IsolatedFromAbove", "Symbol", "SymbolTable", "Commutative",
          "SingleBlock", "NoTerminator", "ReturnLike", "ConstantLike", "StructuredControl"}
EFFECTS = ["read", "write", "alloc", "sync", "lifetime", "prefetch", "nested", "control"]
CPP_KEYWORDS = {"and", "or", "not", "xor", "if", "else", "for", "default", "int", "bool",
                "union", "class", "const", "new", "delete", "this", "operator", "register",
                "template", "typename", "case", "switch", "return", "while", "do", "goto"}
# Names taken by OpView / the generated classes.
RESERVED = {"op", "classof", "kind", "info"}


class DefinitionError(Exception):
    pass


def camel(name, upper):
    parts = name.split("_")
    s = "".join(p[:1].upper() + p[1:] for p in parts)
    return s if upper else s[:1].lower() + s[1:]


def accessor(name, suffix):
    n = camel(name, False)
    if name in CPP_KEYWORDS or n in RESERVED:
        n += suffix
    return n


OPERAND_RE = re.compile(
    r"^(?P<name>[a-z_][a-z0-9_]*)\s*:\s*(?P<type>[a-z_0-9]+)(?:\((?P<orders>[0-9|]+)\))?"
    r"\s*(?P<variadic>\*)?\s*(?:\?(?P<present_if>[a-z_]+))?\s*(?:\[(?P<access>[a-z_]+)\])?$")
RESULT_RE = re.compile(r"^(?P<name>[a-z_][a-z0-9_]*)\s*:\s*(?P<type>[a-z_0-9]+)\s*(?P<variadic>\*)?$")
ATTR_RE = re.compile(
    r"^(?P<name>[a-z_][a-z0-9_]*)\s*:\s*(?P<kind>[a-z_]+)(?:\((?P<values>[a-z_0-9|]+)\))?"
    r"(?P<optional>\?)?(?:\s+(?P<modifier>modifier)(?:\((?P<spellings>[a-z_|]+)\))?)?$")
REGION_RE = re.compile(
    r"^(?P<name>[a-z_][a-z0-9_]*)\s*:\s*(?P<opens>[a-z]+)(?P<optional>\?)?(?P<yield>\s+yield)?$")


def parse_op(raw, index):
    where = f"op #{index} ({raw.get('name', '?')})"

    def fail(msg):
        raise DefinitionError(f"{where}: {msg}")

    unknown = set(raw) - OP_KEYS
    if unknown:
        fail(f"unknown keys {sorted(unknown)}")
    for key in ("name", "enum", "kind", "effects"):
        if key not in raw:
            fail(f"missing '{key}' (every op states its effects; [] means none)")
    op = {"name": raw["name"], "enum": raw["enum"], "kind": raw["kind"],
          "category": raw.get("category", "none"),
          "interfaces": list(raw.get("interfaces", []))}
    for i in op["interfaces"]:
        if not re.match(r"^[A-Z][A-Za-z0-9]*$", i):
            fail(f"interface names are CamelCase: '{i}'")
    if op["kind"] not in REGION_KINDS:
        fail(f"unknown kind '{op['kind']}'")
    if op["category"] not in CATEGORIES:
        fail(f"unknown category '{op['category']}'")

    op["operands"] = []
    for text in raw.get("operands", []):
        m = OPERAND_RE.match(text)
        if not m:
            fail(f"cannot read operand '{text}'")
        if m["type"] not in CONSTRAINTS:
            fail(f"unknown constraint '{m['type']}' in '{text}'")
        if m["access"] and m["access"] not in ACCESSES:
            fail(f"unknown access '{m['access']}' in '{text}'")
        orders = 0
        if m["orders"]:
            if m["type"] != "memref":
                fail(f"orders are for memref operands: '{text}'")
            for o in m["orders"].split("|"):
                orders |= 1 << int(o)
        op["operands"].append({"name": m["name"], "type": m["type"], "orders": orders,
                               "variadic": bool(m["variadic"]),
                               "present_if": m["present_if"] or "",
                               "access": m["access"] or ""})
    if len(op["operands"]) > 8:
        fail("more than 8 operand definitions (OpDefinition.cpp's operandSegment)")
    op["results"] = []
    for text in raw.get("results", []):
        m = RESULT_RE.match(text)
        if not m or m["type"] not in CONSTRAINTS:
            fail(f"cannot read result '{text}'")
        op["results"].append({"name": m["name"], "type": m["type"],
                              "variadic": bool(m["variadic"])})
    if sum(r["variadic"] for r in op["results"]) > 1 or (
            any(r["variadic"] for r in op["results"]) and len(op["results"]) > 1):
        fail("a variadic result list must be the only result")
    op["attributes"] = []
    for text in raw.get("attributes", []):
        m = ATTR_RE.match(text)
        if not m or m["kind"] not in ATTR_KINDS:
            fail(f"cannot read attribute '{text}'")
        if (m["kind"] == "enum") != bool(m["values"]):
            fail(f"enum attributes (and only they) list their values: '{text}'")
        values = m["values"].split("|") if m["values"] else []
        spellings = []
        if m["modifier"]:
            if m["kind"] not in ("unit", "enum"):
                fail(f"only unit and enum attributes are modifiers: '{text}'")
            if m["spellings"] and m["kind"] != "unit":
                fail(f"an enum modifier is spelled by its values: '{text}'")
            spellings = (m["spellings"].split("|") if m["spellings"]
                         else values if m["kind"] == "enum" else [m["name"]])
        op["attributes"].append({"name": m["name"], "kind": m["kind"], "values": values,
                                 "optional": bool(m["optional"]),
                                 "modifier": bool(m["modifier"]), "spellings": spellings})
    attr_names = {a["name"] for a in op["attributes"]}
    for o in op["operands"]:
        if o["present_if"] and o["present_if"] not in attr_names:
            fail(f"operand '{o['name']}' depends on undeclared attribute '{o['present_if']}'")
    op["regions"] = []
    for text in raw.get("regions", []):
        m = REGION_RE.match(text)
        if not m or m["opens"] not in REGION_OPENS:
            fail(f"cannot read region '{text}'")
        op["regions"].append({"name": m["name"], "opens": m["opens"],
                              "may_be_empty": bool(m["optional"]), "yields": bool(m["yield"])})
    op["traits"] = list(raw.get("traits", []))
    for t in op["traits"]:
        if t not in TRAITS:
            fail(f"unknown trait '{t}' (NoSideEffect, MemoryRead and MemoryWrite come from "
                 "'effects')")
    op["effects"] = list(raw["effects"])
    for e in op["effects"]:
        if e not in EFFECTS:
            fail(f"unknown effect '{e}'")
    # Effects and accesses must agree: an op reads (writes) memory exactly when
    # one of its operands says so.
    reads = any(o["access"] in ("read", "atomic_add", "atomic_min", "atomic_max")
                for o in op["operands"])
    writes = any(o["access"] in ("write", "atomic_add", "atomic_min", "atomic_max")
                 for o in op["operands"])
    if reads != ("read" in op["effects"]) or writes != ("write" in op["effects"]):
        fail("effects 'read'/'write' disagree with the operands' accesses")
    if op["regions"] and "nested" not in op["effects"]:
        fail("an op with regions has the effects of its regions: add 'nested'")
    names = {o["name"]: ("operand", i) for i, o in enumerate(op["operands"])}
    names.update({r["name"]: ("result", i) for i, r in enumerate(op["results"])})
    op["same_types"] = []
    first_variadic = next((i for i, o in enumerate(op["operands"])
                           if o["variadic"] or o["present_if"]), len(op["operands"]))
    for n in raw.get("same_types", []):
        if n not in names:
            fail(f"same_types names unknown value '{n}'")
        kind, i = names[n]
        if kind == "operand" and i >= first_variadic:
            fail(f"same_types: '{n}' has no fixed position")
        if kind == "result" and op["results"][i]["variadic"]:
            fail(f"same_types: '{n}' is variadic")
        op["same_types"].append((kind == "result", i))
    return op


def trait_expr(op):
    traits = list(op["traits"])
    if not op["effects"]:
        traits.append("NoSideEffect")
    if "read" in op["effects"]:
        traits.append("MemoryRead")
    if "write" in op["effects"]:
        traits.append("MemoryWrite")
    return " | ".join(f"OpTrait::{t}" for t in traits) if traits else "0"


def effect_expr(op):
    names = [e.capitalize() for e in op["effects"]]
    return " | ".join(f"Effect::{n}" for n in names) if names else "0"


HEADER = "// Generated by tools/gen/gen_tensor_ops.py from ir/tensor/TensorOps.toml. Do not edit.\n"


def write_kinds(ops, out):
    lines = [HEADER, "#pragma once", "", "#include <cstdint>", "",
             "namespace spvkit::tensor {", "",
             "/// The tensor dialect's ops, in definition order.",
             "enum class OpKind : uint16_t {"]
    lines += [f"  {op['enum']}," for op in ops]
    lines += ["  Count", "};", "",
              "/// Families of instructions the frontend and passes treat alike.",
              "enum class OpCategory : uint8_t {"]
    lines += [f"  {camel(c, True)}," for c in CATEGORIES]
    lines += ["};", ""]
    for c in CATEGORIES[1:]:
        members = [op["enum"] for op in ops if op["category"] == c]
        cond = " || ".join(f"k == OpKind::{m}" for m in members) or "false"
        lines += [f"constexpr bool is{camel(c, True)}(OpKind k) {{", f"  return {cond};", "}"]
    lines += ["", "} // namespace spvkit::tensor", ""]
    out.write("\n".join(lines))


def cpp_type_of_attr(kind):
    return {"unit": "bool", "int": "int64_t", "string": "std::string_view",
            "enum": "std::string_view", "int_array": "ArrayAttr", "dict": "DictionaryAttr",
            "array": "ArrayAttr", "value": "Attribute"}[kind]


def emit_attribute(lines, a):
    """The name constant and the typed getter of attribute `a`."""
    name = accessor(a["name"], "Attr")
    const = "k" + camel(a["name"], True) + "Attr"
    lines.append(f"  static constexpr std::string_view {const} = \"{a['name']}\";")
    kind = a["kind"]
    if kind == "unit":
        lines.append(f"  bool {name}() const {{ return op_->hasAttr({const}); }}")
    elif kind == "int":
        lines.append(f"  int64_t {name}() const {{")
        lines.append(f"    auto a = op_->attr({const}).dyn_cast<IntegerAttr>();")
        lines.append("    return a ? a.value() : 0;")
        lines.append("  }")
    elif kind in ("string", "enum"):
        lines.append(f"  /// Empty when absent.")
        lines.append(f"  std::string_view {name}() const {{")
        lines.append(f"    auto a = op_->attr({const}).dyn_cast<StringAttr>();")
        lines.append("    return a ? a.value() : std::string_view();")
        lines.append("  }")
    elif kind == "value":
        lines.append(f"  Attribute {name}() const {{ return op_->attr({const}); }}")
    else:
        t = cpp_type_of_attr(kind)
        lines.append(f"  {t} {name}() const {{ "
                     f"return op_->attr({const}).dyn_cast<{t}>(); }}")


def write_views(ops, out):
    lines = [HEADER, "#pragma once", "", "#include \"ir/Block.h\"",
             "#include \"ir/tensor/OpDefinition.h\"", "", "#include <span>",
             "#include <string_view>", "", "namespace spvkit::tensor {", ""]
    for op in ops:
        cls = camel(op["name"], True) + "Op"
        lines.append(f"/// `tensor.{op['name']}`.")
        lines.append(f"class {cls} : public OpView {{")
        lines.append("public:")
        lines.append("  using OpView::OpView;")
        lines.append(f"  static constexpr OpKind kKind = OpKind::{op['enum']};")
        lines.append("  static bool classof(const Operation* op) { return is(op, kKind); }")
        # Operands: fixed positions up to the first variadic or optional one;
        # later ones through the definition's segment computation.
        dynamic = False
        for i, o in enumerate(op["operands"]):
            name = accessor(o["name"], "Operand")
            if o["variadic"]:
                lines.append(f"  std::span<OpOperand> {name}() const {{ "
                             f"return operandSegment(op_, {i}); }}")
                if not dynamic:
                    # Where the list starts (only the first dynamic one has a
                    # fixed start), for the frontend's diagnostics.
                    lines.append(f"  static constexpr unsigned k{camel(o['name'], True)}"
                                 f"FirstOperand = {i};")
                dynamic = True
            elif o["present_if"]:
                lines.append(f"  /// Null unless the op has `{o['present_if']}`.")
                lines.append(f"  Value* {name}() const {{")
                lines.append(f"    auto s = operandSegment(op_, {i});")
                lines.append("    return s.empty() ? nullptr : s.front().get();")
                lines.append("  }")
                dynamic = True
            elif dynamic:
                lines.append(f"  Value* {name}() const {{ "
                             f"return operandSegment(op_, {i}).front().get(); }}")
            else:
                lines.append(f"  Value* {name}() const {{ return op_->operand({i}); }}")
                # The position, for code that addresses an operand's source
                # location (the frontend's diagnostics).
                lines.append(f"  static constexpr unsigned k{camel(o['name'], True)}Operand = {i};")
        for i, r in enumerate(op["results"]):
            name = accessor(r["name"], "Result")
            if r["variadic"]:
                lines.append(f"  unsigned num{camel(r['name'], True)}() const {{ "
                             "return op_->numResults(); }")
            else:
                lines.append(f"  Value* {name}() const {{ return op_->result({i}); }}")
        for a in op["attributes"]:
            emit_attribute(lines, a)
        for a in op["attributes"]:
            # Passes that record facts on an op (choose-work-group-size on the
            # function) write through these, not through the name.
            const = "k" + camel(a["name"], True) + "Attr"
            lines.append(f"  void set{camel(a['name'], True)}Attr(Attribute a) const {{ "
                         f"op_->setAttr({const}, a); }}")
        for i, r in enumerate(op["regions"]):
            name = accessor(r["name"], "Region")
            lines.append(f"  Region& {name}() const {{ return op_->region({i}); }}")
        lines.append("};")
        lines.append("")
    write_interfaces(ops, lines)
    lines += ["} // namespace spvkit::tensor", ""]
    out.write("\n".join(lines))


def operand_locations(op):
    """Per operand definition: ("fixed", position) while every earlier one is
    fixed, else ("segment", definition index) (operandSegment finds it)."""
    locs, dynamic = [], False
    for i, o in enumerate(op["operands"]):
        if o["variadic"] or o["present_if"]:
            dynamic = True
        locs.append(("segment", i) if dynamic else ("fixed", i))
    return locs


def per_kind(members, exprs, absent):
    """One expression when every member agrees, else a switch on the kind."""
    if len(set(exprs.values())) == 1 and len(exprs) == len(members):
        return [f"    return {next(iter(exprs.values()))};"]
    lines = ["    switch (kindOf(op_)) {"]
    by_expr = {}
    for m in members:
        if m["enum"] in exprs:
            by_expr.setdefault(exprs[m["enum"]], []).append(m["enum"])
    for expr, kinds in by_expr.items():
        lines += [f"    case OpKind::{k}:" for k in kinds]
        lines.append(f"      return {expr};")
    lines += ["    default:", f"      return {absent};", "    }"]
    return lines


def write_interfaces(ops, lines):
    """One interface view per category (`ArithBinaryInterface`, `LinalgInterface`
    ...), so that passes which treat a family alike (a table of binary ops, the
    collective linear algebra) name operands instead of counting positions.
    It has an accessor for every operand, result and attribute name some member
    has (null / empty / the default for members without it; an operand or
    attribute whose kinds disagree between members gets none), resolved per
    kind here, and `writtenOperand()` where every member writes exactly one
    operand."""
    groups = []
    # `lowered` is not a family: its ops are whatever the lowerings make.
    for c in CATEGORIES[1:]:
        if c != "lowered":
            groups.append((camel(c, True), f"category `{c}`", f"is{camel(c, True)}(kindOf(op))",
                           [op for op in ops if op["category"] == c]))
    for name in sorted({i for op in ops for i in op["interfaces"]}):
        members = [op for op in ops if name in op["interfaces"]]
        cond = " || ".join(f"kindOf(op) == OpKind::{m['enum']}" for m in members)
        groups.append((name, f"interface `{name}`", f"({cond})", members))
    for name, what, cond, members in groups:
        if not members:
            continue
        cls = name + "Interface"
        lines += [f"/// The ops of {what} alike.", f"class {cls} : public OpView {{",
                  "public:", "  using OpView::OpView;",
                  "  static bool classof(const Operation* op) {",
                  f"    return isTensorOp(op) && {cond};", "  }"]
        members_by_enum = {m["enum"]: m for m in members}
        names = []
        for m in members:
            for o in m["operands"]:
                if o["name"] not in names:
                    names.append(o["name"])
        for n in names:
            defs = {m["enum"]: (i, o) for m in members
                    for i, o in enumerate(m["operands"]) if o["name"] == n}
            # A name that means different things in different members (linalg's
            # `b`: read by gemm, written by axpby) gets no accessor; the one
            # memory operand of each member (an atomic's `memref`: read by
            # atomic_load, written by atomic_store) is the same thing.
            variadic = {o["variadic"] for _, o in defs.values()}
            sole = all(o["access"] and sum(1 for x in members_by_enum[e]["operands"]
                                           if x["access"]) == 1
                       for e, (_, o) in defs.items())
            if len(variadic) != 1 or (len({o["access"] for _, o in defs.values()}) != 1
                                      and not sole):
                continue
            exprs = {}
            for m in members:
                if m["enum"] not in defs:
                    continue
                i, o = defs[m["enum"]]
                where, at = operand_locations(m)[i]
                if o["variadic"]:
                    exprs[m["enum"]] = f"operandSegment(op_, {at})"
                elif where == "fixed":
                    exprs[m["enum"]] = f"op_->operand({at})"
                elif o["present_if"]:
                    exprs[m["enum"]] = (f"operandSegment(op_, {at}).empty() ? nullptr : "
                                        f"operandSegment(op_, {at}).front().get()")
                else:
                    exprs[m["enum"]] = f"operandSegment(op_, {at}).front().get()"
            positions = {defs[e][0] for e in exprs if operand_locations(members_by_enum[e])
                         [defs[e][0]][0] == "fixed"}
            if len(defs) == len(members) and len(positions) == 1 and all(
                    operand_locations(members_by_enum[e])[defs[e][0]][0] == "fixed"
                    for e in defs):
                lines.append(f"  static constexpr unsigned k{camel(n, True)}Operand = "
                             f"{next(iter(positions))};")
            starts = {defs[e][0] for e in defs if defs[e][1]["variadic"] and all(
                not x["variadic"] and not x["present_if"]
                for x in members_by_enum[e]["operands"][:defs[e][0]])}
            if len(defs) == len(members) and len(starts) == 1 and variadic == {True} and all(
                    all(not x["variadic"] and not x["present_if"]
                        for x in members_by_enum[e]["operands"][:defs[e][0]]) for e in defs):
                lines.append(f"  static constexpr unsigned k{camel(n, True)}FirstOperand = "
                             f"{next(iter(starts))};")
            ret = "std::span<OpOperand>" if variadic == {True} else "Value*"
            absent = "{}" if variadic == {True} else "nullptr"
            if len(defs) != len(members):
                lines.append(f"  /// {absent} for ops without `{n}`.")
            lines.append(f"  {ret} {accessor(n, 'Operand')}() const {{")
            lines += per_kind(members, exprs, absent)
            lines.append("  }")
        written = {m["enum"]: [i for i, o in enumerate(m["operands"]) if o["access"] == "write"]
                   for m in members}
        if all(len(w) == 1 for w in written.values()):
            exprs = {}
            for m in members:
                where, at = operand_locations(m)[written[m["enum"]][0]]
                exprs[m["enum"]] = (f"op_->operand({at})" if where == "fixed"
                                    else f"operandSegment(op_, {at}).front().get()")
            lines.append("  /// The operand the op writes.")
            lines.append("  Value* writtenOperand() const {")
            lines += per_kind(members, exprs, "nullptr")
            lines.append("  }")
        results = {(i, r["name"], r["variadic"]) for m in members
                   for i, r in enumerate(m["results"])}
        for i, n, variadic in sorted(results):
            if variadic or len({r for r in results if r[1] == n}) != 1:
                continue
            has = [m["enum"] for m in members if any(r["name"] == n for r in m["results"])]
            if len(has) == len(members):
                lines.append(f"  Value* {accessor(n, 'Result')}() const "
                             f"{{ return op_->result({i}); }}")
            else:
                lines.append(f"  /// Null for ops without `{n}`.")
                lines.append(f"  Value* {accessor(n, 'Result')}() const {{")
                lines.append(f"    return op_->numResults() > {i} ? op_->result({i}) : nullptr;")
                lines.append("  }")
        attrs = {}
        for m in members:
            for a in m["attributes"]:
                attrs.setdefault(a["name"], set()).add(a["kind"])
        for n, kinds in attrs.items():
            if len(kinds) != 1:
                continue
            emit_attribute(lines, {"name": n, "kind": next(iter(kinds))})
        lines += ["};", ""]


def string_list(values):
    return ", ".join(f'"{v}"' for v in values)


def write_table(ops, out):
    lines = [HEADER, "#include \"ir/tensor/OpDefinition.h\"", "#include \"ir/tensor/Verifier.h\"",
             "", "namespace spvkit::tensor::detail {", "", "namespace {", ""]
    for op in ops:
        e = op["enum"]
        if op["operands"]:
            lines.append(f"constexpr OperandDef k{e}Operands[] = {{")
            for o in op["operands"]:
                access = ACCESSES.get(o["access"], "None")
                lines.append(f"    {{\"{o['name']}\", Constraint::{CONSTRAINTS[o['type']]}, "
                             f"{o['orders']}u, {str(o['variadic']).lower()}, "
                             f"\"{o['present_if']}\", Access::{access}}},")
            lines.append("};")
        if op["results"]:
            lines.append(f"constexpr ResultDef k{e}Results[] = {{")
            for r in op["results"]:
                lines.append(f"    {{\"{r['name']}\", Constraint::{CONSTRAINTS[r['type']]}, "
                             f"{str(r['variadic']).lower()}}},")
            lines.append("};")
        for a in op["attributes"]:
            if a["values"]:
                lines.append(f"constexpr std::string_view k{e}{camel(a['name'], True)}Values[] "
                             f"= {{{string_list(a['values'])}}};")
            if a["spellings"]:
                lines.append(f"constexpr std::string_view k{e}{camel(a['name'], True)}Spellings[] "
                             f"= {{{string_list(a['spellings'])}}};")
        if op["attributes"]:
            lines.append(f"constexpr AttrDef k{e}Attributes[] = {{")
            for a in op["attributes"]:
                values = f"k{e}{camel(a['name'], True)}Values" if a["values"] else "{}"
                spellings = (f"k{e}{camel(a['name'], True)}Spellings" if a["spellings"]
                             else "{}")
                lines.append(f"    {{\"{a['name']}\", AttrKind::{ATTR_KINDS[a['kind']]}, "
                             f"{str(a['optional']).lower()}, {values}, {spellings}}},")
            lines.append("};")
        if op["regions"]:
            lines.append(f"constexpr RegionDef k{e}Regions[] = {{")
            for r in op["regions"]:
                lines.append(f"    {{\"{r['name']}\", RegionOpens::{REGION_OPENS[r['opens']]}, "
                             f"{str(r['may_be_empty']).lower()}, {str(r['yields']).lower()}}},")
            lines.append("};")
        if op["same_types"]:
            refs = ", ".join(f"{{{str(res).lower()}, {i}}}" for res, i in op["same_types"])
            lines.append(f"constexpr ValueRef k{e}SameTypes[] = {{{refs}}};")
    lines += ["", "} // namespace", "", "constexpr OpDef kOpDefs[] = {"]
    for op in ops:
        e = op["enum"]
        span = lambda key, suffix: f"k{e}{suffix}" if op[key] else "{}"
        lines.append(
            f"    {{OpKind::{e}, \"{op['name']}\", RegionKind::{op['kind']}, "
            f"OpCategory::{camel(op['category'], True)}, {effect_expr(op)}, "
            f"{span('operands', 'Operands')}, {span('results', 'Results')}, "
            f"{span('attributes', 'Attributes')}, {span('regions', 'Regions')}, "
            f"{span('same_types', 'SameTypes')}}},")
    lines += ["};", "",
              "static_assert(sizeof(kOpDefs) / sizeof(kOpDefs[0]) == size_t(OpKind::Count));", "",
              "const OpInfo kOpInfos[] = {"]
    for i, op in enumerate(ops):
        lines.append(f"    {{\"tensor.{op['name']}\", makeOpcode(Dialect::Tensor, {i}), "
                     f"{trait_expr(op)}, &verifyOp}},")
    lines += ["};", "", "} // namespace spvkit::tensor::detail", ""]
    out.write("\n".join(lines))


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("definition")
    ap.add_argument("--kinds", required=True)
    ap.add_argument("--views", required=True)
    ap.add_argument("--table", required=True)
    args = ap.parse_args()
    with open(args.definition, "rb") as f:
        data = tomllib.load(f)
    try:
        if set(data) != {"op"}:
            raise DefinitionError(f"top-level keys {sorted(set(data) - {'op'})}: only [[op]]")
        ops = [parse_op(raw, i) for i, raw in enumerate(data["op"])]
        seen = set()
        for op in ops:
            for key in (op["name"], op["enum"]):
                if key in seen:
                    raise DefinitionError(f"'{key}' is defined twice")
                seen.add(key)
    except DefinitionError as e:
        print(f"{args.definition}: error: {e}", file=sys.stderr)
        return 1
    with open(args.kinds, "w", encoding="utf-8") as out:
        write_kinds(ops, out)
    with open(args.views, "w", encoding="utf-8") as out:
        write_views(ops, out)
    with open(args.table, "w", encoding="utf-8") as out:
        write_table(ops, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
