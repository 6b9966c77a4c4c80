#!/usr/bin/env python3
"""Runs MLIR's SPIR-V dialect test files through spvkit-opt and counts.

usage: mlir_dialect_files.py SPVKIT_OPT DIR [--mlir-opt MLIR_OPT] [-v]

DIR holds *.mlir files written for mlir-opt (e.g. mlir/test/Dialect/SPIRV/IR of
llvm-project 19; they are not part of spvkit and are never committed). Each
file is cut at `// -----` as `--split-input-file` does, and every split is
one case:

- a split without `expected-*` directives should parse and verify; its
  printed text should parse and verify again, and (with --mlir-opt) be read
  by mlir-opt-19 as well;
- a split with `expected-*` directives is run with --verify-diagnostics: it
  is reproduced when spvkit reports exactly the expected diagnostics (MLIR's
  messages as substrings), and counted as rejected at an expected line when
  spvkit at least reports an error on a line an `expected-error` names.

Prints one line per file and the totals; exits 0 (the figures are the result,
not a pass/fail verdict), except when spvkit-opt crashes (killed by a signal)
on some split: those are listed and the exit status is 1. A missing DIR
prints a note and exits 0.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

DIRECTIVE = re.compile(r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *\{\{(.*)\}\}$")


def splits(text):
    """The chunks of `text` as MLIR 19's splitAndProcessBuffer cuts them."""
    pieces = text.split("// ---")
    chunks, prev = [], ""
    for piece in pieces:
        if prev == "":
            prev = piece
            continue
        if piece.startswith("--") and len(piece) > 2 and piece[2] != "0":
            chunks.append(prev)
            prev = piece[2:]
        else:
            prev = prev + "// ---" + piece
    if prev:
        chunks.append(prev)
    return chunks


def has_directives(chunk):
    return any(DIRECTIVE.search(line.rstrip()) for line in chunk.split("\n"))


def expected_error_lines(chunk):
    """The lines the `expected-error` directives of `chunk` point at."""
    lines = chunk.split("\n")
    out, last_plain, waiting = set(), 0, []
    for i, line in enumerate(lines):
        m = DIRECTIVE.search(line.rstrip())
        if not m:
            out.update(i + 1 for _ in waiting)
            waiting = []
            last_plain = i
            continue
        target = i + 1
        where = m.group(4)
        if where == "above":
            target = last_plain + 1
        elif where == "below":
            if m.group(1) == "error":
                waiting.append(i)
            continue
        elif where:
            target += int(where)
        if m.group(1) == "error":
            out.add(target)
    return out


CRASHES = []


def run(cmd, path):
    r = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=60)
    if r.returncode < 0:
        with open(path, encoding="utf-8") as f:
            CRASHES.append((" ".join(cmd), r.returncode, f.read()))
    return r.returncode, r.stdout, r.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spvkit_opt")
    ap.add_argument("dir")
    ap.add_argument("--mlir-opt", default="")
    ap.add_argument("-v", action="store_true", help="print the first error of each failing split")
    args = ap.parse_args()
    if not os.path.isdir(args.dir):
        print(f"note: {args.dir} is not a directory; nothing to count")
        return 0
    totals = dict(valid=0, parsed=0, verified=0, reparsed=0, mlir=0, errors=0, reproduced=0,
                  rejected=0)
    with tempfile.TemporaryDirectory() as tmp:
        for name in sorted(os.listdir(args.dir)):
            if not name.endswith(".mlir"):
                continue
            with open(os.path.join(args.dir, name), encoding="utf-8") as f:
                chunks = splits(f.read())
            counts = dict.fromkeys(totals, 0)
            for i, chunk in enumerate(chunks):
                path = os.path.join(tmp, "split.mlir")
                with open(path, "w", encoding="utf-8") as f:
                    f.write(chunk)
                where = f"{name} split {i + 1}"
                if has_directives(chunk):
                    counts["errors"] += 1
                    rc, _, err = run([args.spvkit_opt, "--verify-diagnostics"], path)
                    if rc == 0:
                        counts["reproduced"] += 1
                        counts["rejected"] += 1
                        continue
                    if args.v:
                        print(f"  {where}: {err.splitlines()[0] if err else rc}")
                    rc, _, err = run([args.spvkit_opt], path)
                    got = {int(m.group(1)) for m in re.finditer(r"split\.mlir:(\d+):\d+: error:", err)}
                    if rc != 0 and got & expected_error_lines(chunk):
                        counts["rejected"] += 1
                    continue
                counts["valid"] += 1
                rc, out, err = run([args.spvkit_opt, "--no-verify"], path)
                if rc != 0:
                    if args.v:
                        print(f"  {where}: parse: {err.splitlines()[0] if err else rc}")
                    continue
                counts["parsed"] += 1
                rc, out, err = run([args.spvkit_opt], path)
                if rc != 0:
                    if args.v:
                        print(f"  {where}: verify: {err.splitlines()[0] if err else rc}")
                    continue
                counts["verified"] += 1
                printed = os.path.join(tmp, "printed.mlir")
                with open(printed, "w", encoding="utf-8") as f:
                    f.write(out)
                rc, _, err = run([args.spvkit_opt], printed)
                if rc == 0:
                    counts["reparsed"] += 1
                elif args.v:
                    print(f"  {where}: reparse: {err.splitlines()[0] if err else rc}")
                if args.mlir_opt:
                    rc, _, err = run([args.mlir_opt], printed)
                    if rc == 0:
                        counts["mlir"] += 1
                    elif args.v:
                        print(f"  {where}: mlir-opt: {err.splitlines()[0] if err else rc}")
            for k in totals:
                totals[k] += counts[k]
            print(f"{name}: {len(chunks)} splits; valid {counts['valid']}: parsed {counts['parsed']}, "
                  f"verified {counts['verified']}, printed text re-read {counts['reparsed']}"
                  + (f", by mlir-opt {counts['mlir']}" if args.mlir_opt else "")
                  + f"; expected-error splits {counts['errors']}: reproduced {counts['reproduced']}, "
                  f"rejected at an expected line {counts['rejected']}")
    print(f"total: valid splits {totals['valid']}: parsed {totals['parsed']}, verified "
          f"{totals['verified']}, printed text re-read {totals['reparsed']}"
          + (f", by mlir-opt {totals['mlir']}" if args.mlir_opt else "")
          + f"; expected-error splits {totals['errors']}: reproduced {totals['reproduced']}, "
          f"rejected at an expected line {totals['rejected']}")
    for cmd, rc, text in CRASHES:
        print(f"crash: {cmd} exited with signal {-rc} on:\n{text}")
    return 1 if CRASHES else 0


if __name__ == "__main__":
    sys.exit(main())
