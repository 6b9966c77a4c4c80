#!/usr/bin/env python3
"""Decoration groups survive a round trip through spvkit's reader and writer.

The input (.spvasm) applies OpDecorationGroups with OpGroupDecorate and
OpGroupMemberDecorate to many targets. It is assembled with spirv-as and
validated, read and written back by spvkit-opt, and the result validated. The
expected decorations come from spirv-dis of the input: every direct
decoration plus every group decoration expanded onto each of its targets.
The output (which has no groups: the reader expands them) must carry exactly
those decorations on each target, targets matched by their OpName (spirv-dis
prints named ids as %name).

usage: decoration_groups_roundtrip.py --spirv-as A --spirv-dis D --spirv-val V
           --spvkit-opt O --out DIR INPUT.spvasm
"""
import argparse
import collections
import os
import re
import subprocess
import sys


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"FAIL: {' '.join(cmd)} (exit {r.returncode})\n{r.stdout}{r.stderr}")
    return r.stdout


DECORATE = re.compile(r"^\s*(OpDecorate|OpDecorateId|OpDecorateString)\s+(%\S+)\s+(.*)$")
MEMBER = re.compile(r"^\s*(OpMemberDecorate|OpMemberDecorateString)\s+(%\S+)\s+(\d+)\s+(.*)$")
GROUP = re.compile(r"^\s*(%\S+)\s*=\s*OpDecorationGroup\s*$")
GROUP_DECORATE = re.compile(r"^\s*OpGroupDecorate\s+(%\S+)\s+(.*)$")
GROUP_MEMBER = re.compile(r"^\s*OpGroupMemberDecorate\s+(%\S+)\s+(.*)$")


def decorations(text):
    """(target, member or -1) -> sorted list of decoration texts, groups expanded.

    Also returns the number of group applications seen."""
    groups = set(m.group(1) for m in map(GROUP.match, text.splitlines()) if m)
    direct = collections.defaultdict(list)  # (target, member) -> [decoration]
    applications = []  # (group, target, member)
    for line in text.splitlines():
        line = line.split(";")[0]
        if m := DECORATE.match(line):
            direct[(m.group(2), -1)].append(m.group(3).strip())
        elif m := MEMBER.match(line):
            direct[(m.group(2), int(m.group(3)))].append(m.group(4).strip())
        elif m := GROUP_DECORATE.match(line):
            applications += [(m.group(1), t, -1) for t in m.group(2).split()]
        elif m := GROUP_MEMBER.match(line):
            ops = m.group(2).split()
            if len(ops) % 2:
                sys.exit(f"FAIL: malformed OpGroupMemberDecorate: {line}")
            applications += [(m.group(1), ops[k], int(ops[k + 1])) for k in range(0, len(ops), 2)]
    result = collections.defaultdict(list)
    for (target, member), decos in direct.items():
        if target not in groups:
            result[(target, member)] += decos
    for group, target, member in applications:
        for deco in direct[(group, -1)]:
            result[(target, member)].append(deco)
    return {k: sorted(v) for k, v in result.items()}, groups, len(applications)


def main():
    ap = argparse.ArgumentParser()
    for tool in ("spirv-as", "spirv-dis", "spirv-val", "spvkit-opt"):
        ap.add_argument("--" + tool, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("input")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    base = os.path.join(a.out, os.path.splitext(os.path.basename(a.input))[0])
    spv_in, spv_out = base + ".in.spv", base + ".out.spv"
    run([a.spirv_as, "--target-env", "spv1.0", a.input, "-o", spv_in])
    run([a.spirv_val, "--target-env", "opencl2.2", spv_in])
    run([a.spvkit_opt, spv_in, "-o", spv_out])
    run([a.spirv_val, "--target-env", "opencl2.2", spv_out])
    before, groups, applications = decorations(run([a.spirv_dis, spv_in]))
    after, after_groups, after_applications = decorations(run([a.spirv_dis, spv_out]))

    failures = []
    if not groups or not applications:
        failures.append("the input applies no decoration group (nothing would be tested)")
    if after_groups or after_applications:
        failures.append("the output still has decoration groups (the reader expands them)")
    checked = 0
    for key in sorted(before):
        want, got = before[key], after.get(key, [])
        target = key[0] + ("" if key[1] < 0 else f" member {key[1]}")
        if want != got:
            failures.append(f"{target}: expected {want}, got {got}")
        checked += len(want)
    for key in sorted(set(after) - set(before)):
        failures.append(f"{key[0]}: unexpected decorations {after[key]}")
    for f in failures:
        print("FAIL " + f)
    print(f"decoration groups: {len(groups)} groups, {applications} applications, "
          f"{checked} decorations on {len(before)} targets checked, {len(failures)} mismatches")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
