#!/usr/bin/env python3
"""Fails when passes, codegen (but its binary reader / writer dispatch), the
frontend's semantic checks or the kernel builder reach an op's operands by
position or its attributes by name string, listing every offender.

DESIGN.md: "Passes reach operands and attributes through the typed classes,
never by position or attribute-name string." The typed classes are generated
(TensorOpViews.h from ir/tensor/TensorOps.toml, SpirvOps.h from the grammar
and ir/spirv/dialect_overrides.json); where one lacks an accessor, extend the
definition, not the caller. Generic code may keep generic access: the text
printer and parser, the verifier's generic part and the binary reader /
writer dispatch are not scanned, and a loop over all operands (`operand(i)`)
is not positional.

Flagged:
  * `operand(...)` whose index contains a literal or a choice between
    positions (`operand(0)`, `operand(n - 1)`, `operand(isLoad ? 0 : 1)`),
    `operands()[0]`;
  * `attr("...")`, `hasAttr("...")`, `setAttr("...")`, `removeAttr("...")`,
    `getAttr("...")` and `named("...", ...)` with a string literal name (use
    the view's accessor or its `k...Attr` / `...AttrName()` constant);
  * in the frontend's semantic checks, a literal operand position given to
    the helpers that address an operand for its source location
    (`expectType(op, 1, t)`, `operandLoc(op, 0)`; use `GemmOp::kBetaOperand`,
    `ArithBinaryInterface::kAOperand` ...).

Usage: check_typed_access.py [--root SOURCE_ROOT] [--fixture]
(--fixture: succeed exactly when the offenders are the lines marked
`// offence`; the test suite runs it on tests/lint/typed-access-fixture to
show that the check catches each form and spares generic code.)
"""
import argparse
import pathlib
import re
import sys

# Relative to the source root: (folder, file-name pattern, excluded names).
SCANNED = [
    ("passes", r".*\.(cpp|h)$", None),
    # The binary writer and reader walk the grammar's operand mapping for every
    # op (generic dispatch); the rest of codegen is scanned.
    ("codegen", r".*\.(cpp|h)$", r"^(Writer|Reader|BinaryParser).*"),
    ("frontend", r"^Sema.*\.(cpp|h)$", None),
    ("ir/spirv", r"^Kernel.*\.(cpp|h)$", None),
]

POSITIONAL = re.compile(r"(?:->|\.)operand\(([^()]*(?:\([^()]*\)[^()]*)*)\)")
INDEXED = re.compile(r"(?:->|\.)operands\(\)\s*\[\s*\d")
SEMA_HELPER = re.compile(
    r"\b(?:operandType|expectType|operandLoc|typeError|expectMemref|expectIndex|expectNumber|"
    r"expectOrder|coop|memref2d|rowsMultiple)\(\s*(?:\w+\s*,\s*)?\d")
BY_NAME = re.compile(r"\b(?:attr|hasAttr|setAttr|removeAttr|getAttr|named)\(\s*\"")
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
LINE_COMMENT = re.compile(r"//[^\n]*")
BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.S)


def code_only(text):
    """The text with comments removed and string literals emptied (quotes kept,
    so a name string still shows as `""`); line numbers are preserved."""
    text = STRING.sub('""', text)
    text = BLOCK_COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    return LINE_COMMENT.sub("", text)


def offenders(path):
    original = path.read_text(encoding="utf-8").split("\n")
    for number, line in enumerate(code_only(path.read_text(encoding="utf-8")).split("\n"), 1):
        why = None
        for m in POSITIONAL.finditer(line):
            if re.search(r"\d|\?", m.group(1)):
                why = "operand by position"
        if INDEXED.search(line):
            why = "operand by position"
        if BY_NAME.search(line):
            why = "attribute by name string"
        if path.name.startswith("Sema") and SEMA_HELPER.search(line):
            why = "operand position literal for a diagnostic"
        if why:
            yield number, why, original[number - 1].strip()


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", default=str(pathlib.Path(__file__).resolve().parents[2]),
                    help="the source tree to check (default: this one)")
    ap.add_argument("--fixture", action="store_true",
                    help="succeed exactly when the offenders are the lines marked // offence")
    args = ap.parse_args()
    root = pathlib.Path(args.root)
    found, scanned, marked, hits = [], 0, set(), set()
    for folder, pattern, exclude in SCANNED:
        base = root / folder
        if not base.is_dir():
            continue
        for path in sorted(base.rglob("*")):
            if not path.is_file() or not re.match(pattern, path.name):
                continue
            if exclude and re.match(exclude, path.name):
                continue
            scanned += 1
            for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
                if line.rstrip().endswith("// offence"):
                    marked.add((path, number))
            for number, why, text in offenders(path):
                hits.add((path, number))
                found.append(f"{path.relative_to(root)}:{number}: {why}: {text}")
    if scanned == 0:
        print(f"check_typed_access: no source files under {root}", file=sys.stderr)
        return 2
    for f in found:
        print(f)
    if args.fixture:
        for path, number in sorted(marked - hits):
            print(f"{path.relative_to(root)}:{number}: marked offence not reported",
                  file=sys.stderr)
        for path, number in sorted(hits - marked):
            print(f"{path.relative_to(root)}:{number}: reported but not marked", file=sys.stderr)
        return 0 if marked == hits and marked else 1
    if found:
        print(f"check_typed_access: {len(found)} positional operand / attribute-name accesses "
              f"in {scanned} files; use the generated typed views (TensorOpViews.h, "
              "SpirvOps.h) and extend their definitions where an accessor is missing",
              file=sys.stderr)
        return 1
    print(f"check_typed_access: {scanned} files, no positional or attribute-name access")
    return 0


if __name__ == "__main__":
    sys.exit(main())
