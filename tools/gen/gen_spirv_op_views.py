#!/usr/bin/env python3
"""Writes SpirvOpViews.h: a typed view class per SPIR-V grammar instruction and
per OpenCL.std instruction, with accessors named after the grammar's operands.

The accessors do not encode the operand layout themselves: they pass the
grammar operand's position to GrammarOpView, which asks ir/spirv/OperandMap for
where that operand lives on the op (SSA operand, attribute or successor). So
the layout rules exist once, in C++. Output is deterministic.
"""
import argparse
import json
import re

CPP_KEYWORDS = {
    "default", "operator", "delete", "new", "class", "template", "this", "union", "switch",
    "case", "return", "const", "volatile", "register", "signed", "unsigned", "int", "float",
    "double", "char", "bool", "void", "auto", "break", "continue", "do", "else", "for", "if",
    "while", "goto", "static", "struct", "typedef", "enum", "sizeof", "inline", "virtual",
    "namespace", "using", "public", "private", "protected", "friend", "export", "module",
    "concept", "requires", "and", "or", "not", "xor", "op", "info", "result", "asm", "typeid",
    "try", "catch", "throw", "extern", "mutable", "explicit", "long", "short", "true", "false",
}
# Names that clash with OpView / GrammarOpView members.
RESERVED = {"op", "classof"}


def camel(words):
    words = [w for w in words if w]
    if not words:
        return ""
    first = words[0].lower()
    rest = "".join(w[:1].upper() + w[1:] for w in words[1:])
    return first + rest


def accessor_name(operand, kind_names):
    name = operand.get("name", "")
    variadic = operand.get("quantifier") == "*"
    if "+" in name or "..." in name:
        # "'Operand 1', +\n'Operand 2', +\n..." -> "operands"
        first = re.findall(r"'([^']*)'", name)
        base = re.sub(r"\s*\d+$", "", first[0]) if first else kind_names[operand["kind"]]
        words = re.findall(r"[A-Za-z0-9]+", base)
        n = camel(words)
        return n if n.endswith("s") else n + "s"
    name = name.strip("'")
    if not name:
        name = re.sub(r"([a-z])([A-Z])", r"\1 \2", operand["kind"])
    words = re.findall(r"[A-Za-z0-9]+", name)
    # Split CamelCase words so "NumWorkgroups" -> numWorkgroups
    n = camel(words)
    if variadic and not n.endswith("s"):
        n += "s"
    if n and n[0].isdigit():
        n = "x" + n
    return n


def snake(name):
    out = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    out = re.sub(r"[^A-Za-z0-9]+", "_", out).strip("_").lower()
    return out


# <id> operands the IR keeps as attributes, as MLIR does (OperandMap.cpp's
# kIdAsAttribute): the cooperative matrix memory layout and matrix type.
ID_AS_ATTRIBUTE = {
    ("OpCooperativeMatrixLoadKHR", "MemoryLayout"),
    ("OpCooperativeMatrixStoreKHR", "MemoryLayout"),
    ("OpCooperativeMatrixLengthKHR", "Type"),
}


def role_of(opname, operand, kind_categories):
    """Mirrors ir/spirv/OperandMap.cpp; tests/ir checks the two agree."""
    kind = operand["kind"]
    if kind == "IdRef" and (opname, operand.get("name", "").strip("'")) in ID_AS_ATTRIBUTE:
        return "Attribute"
    if kind == "IdRef":
        n = snake(operand.get("name", ""))
        if opname == "OpFunctionCall" and n == "function":
            return "Callee"
        # Not "target": OpCopyMemory's Target is a pointer (as in OperandMap.cpp).
        if "label" in n or n in ("default", "merge_block", "continue_target"):
            return "Successor"
        return "Value"
    if kind_categories.get(kind) == "Composite":
        return "Pairs"
    return "Attribute"


ROLES = []


def emit_class(out, cls, opcode_expr, view_base, operands, kind_categories, kind_names, opname=None):
    out.append(f"class {cls} : public {view_base} {{")
    out.append("public:")
    out.append(f"  using {view_base}::{view_base.split('<')[0]};")
    used = set()
    for k, o in enumerate(operands):
        name = accessor_name(o, kind_names)
        if not name:
            continue
        if name in CPP_KEYWORDS or name in RESERVED:
            name += "_"
        base = name
        i = 1
        while name in used:
            i += 1
            name = f"{base}{i}"
        used.add(name)
        kind = o["kind"]
        cat = kind_categories.get(kind, "")
        q = o.get("quantifier")
        role = role_of(opname, o, kind_categories) if opname else ("Value" if kind == "IdRef" else "Attribute")
        if opname:
            ROLES.append((opname[2:], k, role))
        if role == "Successor":
            out.append(f"  Block* {name}() const {{ return grammarSuccessor({k}); }}")
        elif role in ("Callee", "Pairs", "Attribute"):
            out.append(f"  Attribute {name}() const {{ return grammarAttr({k}); }}")
        elif kind == "IdRef":
            if q == "*":
                out.append(f"  std::span<OpOperand> {name}() const {{ return grammarValues({k}); }}")
            else:
                out.append(f"  Value* {name}() const {{ return grammarValue({k}); }}")
    out.append("};")
    out.append("")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--core", required=True)
    ap.add_argument("--opencl", required=True)
    ap.add_argument("--output", required=True)
    args = ap.parse_args()
    core = json.load(open(args.core))
    cl = json.load(open(args.opencl))
    kind_categories = {k["kind"]: k["category"] for k in core["operand_kinds"]}
    kind_names = {k["kind"]: k["kind"] for k in core["operand_kinds"]}

    out = [
        "// Generated by tools/gen/gen_spirv_op_views.py from the SPIR-V grammar. Do not edit.",
        "#pragma once",
        "",
        '#include "ir/spirv/GrammarOpView.h"',
        "",
        "namespace spvkit::spirv {",
        "",
    ]
    seen_opcodes = set()
    for inst in core["instructions"]:
        if inst["opcode"] in seen_opcodes:
            continue
        seen_opcodes.add(inst["opcode"])
        name = inst["opname"][2:]
        operands = [o for o in inst.get("operands", []) if o["kind"] not in ("IdResultType", "IdResult")]
        emit_class(out, f"{name}Op", None, f"GrammarOpView<Op::{name}>", operands, kind_categories,
                   kind_names, inst["opname"])
    seen = set()
    for inst in cl["instructions"]:
        if inst["opcode"] in seen:
            continue
        seen.add(inst["opcode"])
        n = inst["opname"]
        cls = "CL" + n[:1].upper() + n[1:] + "Op"
        emit_class(out, cls, None, f"CLOpView<CLOp::{n}>", inst.get("operands", []), kind_categories, kind_names)
    out.append("/// The operand roles the accessors above assume (checked against OperandMap by a test).")
    out.append("struct GeneratedOperandRole { Op opcode; unsigned index; OperandRole role; };")
    out.append("inline constexpr GeneratedOperandRole kGeneratedOperandRoles[] = {")
    for name, k, role in ROLES:
        out.append(f"    {{Op::{name}, {k}, OperandRole::{role}}},")
    out.append("};")
    out.append("")
    out.append("} // namespace spvkit::spirv")
    with open(args.output, "w", newline="\n") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
