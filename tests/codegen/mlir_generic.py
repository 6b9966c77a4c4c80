#!/usr/bin/env python3
"""Turns `mlir-opt-19 --mlir-print-op-generic` output into spvkit's generic form.

MLIR 19 prints inherent attributes as properties (`<{...}>` before the
regions), wraps everything in `builtin.module`, and puts successor operands
in the operand list. spvkit's parser takes one attribute dictionary after the
regions and successor operands inside `^bb(%a : t)`. Only what the writer's
seed-corpus test needs is converted.

  mlir_generic.py in.mlir out.mlir
  mlir_generic.py --mlir-opt P --out DIR [--add-linkage] --run CMD... -- INPUT_DIRS...

The second form converts every *.mlir of the input directories that mlir-opt
accepts into DIR/src, then runs CMD with DIR/src appended (the writer's corpus
checker). --add-linkage adds the Linkage capability to modules without an
entry point: the seed examples are single functions, and spirv-val accepts a
module without OpEntryPoint only with Linkage.
"""
import os
import subprocess
import re
import sys


def match_close(s, i, open_, close):
    """Index just after the bracket matching s[i] (== open_); skips strings."""
    depth = 0
    while i < len(s):
        c = s[i]
        if c == '"':
            i += 1
            while s[i] != '"':
                i += 2 if s[i] == '\\' else 1
        elif s.startswith(open_, i):
            depth += 1
            i += len(open_) - 1
        elif s.startswith(close, i):
            depth -= 1
            if depth == 0:
                return i + len(close)
            i += len(close) - 1
        i += 1
    raise ValueError('unbalanced')


def move_properties(s):
    out = []
    i = 0
    while True:
        j = s.find('<{', i)
        if j < 0:
            out.append(s[i:])
            return ''.join(out)
        end = match_close(s, j, '<{', '}>')
        props = s[j + 2:end - 2]
        out.append(s[i:j])
        k = end
        while k < len(s) and s[k] == ' ':
            k += 1
        rest_start = k
        if s.startswith('({', k):  # regions follow: the dictionary goes after them
            k = match_close(s, k, '(', ')')
            while k < len(s) and s[k] == ' ':
                k += 1
        # Recursively convert the regions in between.
        out.append(move_properties(s[rest_start:k]) if k > rest_start else '')
        if s.startswith('{', k):  # an attribute dictionary already follows
            dend = match_close(s, k, '{', '}')
            existing = s[k + 1:dend - 1].strip()
            out.append('{' + props + (', ' + existing if existing else '') + '} ')
            i = dend
            while i < len(s) and s[i] == ' ':
                i += 1
        else:
            out.append('{' + props + '} ')
            i = k


BRANCH = re.compile(r'"spirv\.(Branch|BranchConditional)"\(([^)]*)\)\[([^\]]*)\]\s*(\{[^}]*\})?\s*:\s*\(([^)]*)\)\s*->\s*\(\)')


def split_list(text):
    return [x.strip() for x in text.split(',') if x.strip()] if text.strip() else []


def fix_branch(m):
    op, operands, succs, attrs, types = m.groups()
    operands, succs, types = split_list(operands), split_list(succs), split_list(types)
    attrs = attrs or ''
    if op == 'Branch':
        segs = [len(operands)]
        lead = 0
    else:
        seg = re.search(r'operandSegmentSizes = array<i32: (\d+), (\d+), (\d+)>', attrs)
        segs = [int(seg.group(2)), int(seg.group(3))] if seg else [0, 0]
        lead = 1
        attrs = re.sub(r',?\s*operandSegmentSizes = array<i32: [^>]*>', '', attrs)
        attrs = attrs.replace('{, ', '{')
        if attrs.strip() in ('{}', '{ }'):
            attrs = ''
    pos = lead
    parts = []
    for succ, n in zip(succs, segs):
        if n:
            vals, tys = operands[pos:pos + n], types[pos:pos + n]
            parts.append(f'{succ}({", ".join(vals)} : {", ".join(tys)})')
        else:
            parts.append(succ)
        pos += n
    lead_ops = ', '.join(operands[:lead])
    lead_tys = ', '.join(types[:lead])
    return f'"spirv.{op}"({lead_ops})[{", ".join(parts)}] {attrs} : ({lead_tys}) -> ()'


def convert(text):
    text = move_properties(text)
    text = BRANCH.sub(fix_branch, text)
    lines = text.split('\n')
    if lines and lines[0].startswith('"builtin.module"'):
        lines = lines[1:]
        while lines and not lines[-1].strip():
            lines.pop()
        if lines and lines[-1].startswith('})'):
            lines.pop()
    return '\n'.join(lines) + '\n'


def add_linkage(text):
    if 'spirv.EntryPoint' in text or 'Linkage' in text:
        return text
    return re.sub(r'#spirv\.vce<(v[0-9.]+), \[', r'#spirv.vce<\1, [Linkage, ', text, count=1)


def main(argv):
    if len(argv) == 3 and not argv[1].startswith('--'):
        open(argv[2], 'w').write(convert(open(argv[1]).read()))
        return 0
    mlir_opt, out, linkage, run, inputs = None, None, False, [], []
    i = 1
    while i < len(argv):
        a = argv[i]
        if a == '--mlir-opt':
            mlir_opt = argv[i + 1]
            i += 2
        elif a == '--out':
            out = argv[i + 1]
            i += 2
        elif a == '--add-linkage':
            linkage = True
            i += 1
        elif a == '--run':
            j = argv.index('--', i)
            run = argv[i + 1:j]
            inputs = argv[j + 1:]
            break
        else:
            raise SystemExit('unknown argument ' + a)
    src = os.path.join(out, 'src')
    os.makedirs(src, exist_ok=True)
    converted = failed = 0
    for d in inputs:
        if not os.path.isdir(d):
            continue
        for name in sorted(os.listdir(d)):
            if not name.endswith('.mlir'):
                continue
            r = subprocess.run([mlir_opt, '--mlir-print-op-generic', os.path.join(d, name)],
                               capture_output=True, text=True)
            if r.returncode != 0:
                failed += 1
                continue
            try:
                text = convert(r.stdout)
            except ValueError:
                failed += 1
                continue
            if linkage:
                text = add_linkage(text)
            prefix = os.path.basename(os.path.normpath(d))
            with open(os.path.join(src, prefix + '_' + name), 'w') as f:
                f.write(text)
            converted += 1
    print(f'{converted} examples converted through mlir-opt, {failed} rejected by mlir-opt', flush=True)
    return subprocess.run(run + [src]).returncode


if __name__ == '__main__':
    sys.exit(main(sys.argv))
