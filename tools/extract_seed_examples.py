#!/usr/bin/env python3
"""Extract the op examples of the MLIR SPIR-V dialect documentation into test inputs.

Reads seed 000 (the SPIR-V dialect doc rendered as text: one section per op,
headed ``spirv.XYZ (spirv::XYZOp)``, with "Syntax:" and "Example:" blocks) and
seed 002 (the same doc as markdown; its ```mlir blocks are the design-part
examples: types, decorations, selection/loop/phi), and writes:

  <out>/seed000/<op>.mlir          the examples of one op, verbatim, split with
                                   ``// -----`` (op name without ``spirv.``)
  <out>/seed000/MANIFEST.txt       per op: example count; per example: whether it
                                   is complete or deliberately partial (and why)
  <out>/seed000/wrapped/<op>_<n>.mlir
                                   example n made a complete module: free %values
                                   become arguments of a wrapper spirv.func (types
                                   inferred from the example's annotations),
                                   missing symbols get stubs, successor blocks are
                                   added for branches; Kernel/Physical64/OpenCL
                                   unless the example is Shader-only (then
                                   Logical/GLSL450); the #spirv.vce is the minimal
                                   one that ``mlir-opt-19 --spirv-update-vce``
                                   deduces.
  <out>/seed000/wrapped/<op>_<n>.kernel.mlir
                                   for examples that are Shader-flavoured only
                                   because of a storage class (StorageBuffer ...),
                                   the same example retargeted to CrossWorkgroup
                                   in a Kernel module
  <out>/seed000/wrapped/RESULTS.txt
                                   what plain ``mlir-opt-19 <file>`` said about
                                   each wrapped file (accepted / rejected + reason
                                   category + first diagnostic)
  <out>/seed002/...                the same for the seed-002 design examples

Hand-maintained fixes live in <out>/seed000/overrides.txt (see that file). The
example files, wrapped files and manifests are committed; rerun this tool after
changing it or the overrides:

  tools/extract_seed_examples.py                 # extract + wrap + check
  tools/extract_seed_examples.py --no-check      # without running MLIR
  tools/extract_seed_examples.py --probe-mlir    # refresh mlir19-vce.txt

Standard library only. Output is deterministic.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import OrderedDict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SEEDS = os.path.normpath(os.path.join(ROOT, '..', 'shared', 'seeds'))
SEED000 = '000_33887f51f07a87cb.txt'
SEED002 = '002_305740ed015f132d.txt'
MLIR_OPT = os.environ.get('MLIR_OPT', 'mlir-opt-19')

HEADING = re.compile(r'^(spirv\.[\w.]+) \(spirv::(\w+)\)\s*$')
BLOCK_END = re.compile(r'^(Traits|Interfaces|Attributes|Operands|Results|Effects|Successors|Regions):')
NAME = r'%[\w$.\-]+'
DEF_RE = re.compile(r'^\s*(' + NAME + r'(?::\d+)?(?:\s*,\s*' + NAME + r')*)\s*=(?!=)')
USE_RE = re.compile(r'(' + NAME + r')(?:#\d+)?')
SYM_RE = re.compile(r'@([\w$.\-]+)')
OPNAME_RE = re.compile(r'"?((?:spirv|func)\.[\w.]+|func\b)"?')

MODULE_LEVEL_OPS = {'spirv.GlobalVariable', 'spirv.SpecConstant', 'spirv.SpecConstantComposite',
                    'spirv.EntryPoint', 'spirv.ExecutionMode', 'spirv.func', 'func', 'func.func',
                    'spirv.module'}
SYMBOL_DEF_OPS = {'spirv.GlobalVariable', 'spirv.SpecConstant', 'spirv.SpecConstantComposite',
                  'spirv.func', 'func', 'func.func'}
TERMINATORS = {'spirv.Branch', 'spirv.BranchConditional', 'spirv.Return', 'spirv.ReturnValue',
               'spirv.Unreachable', 'spirv.mlir.merge', 'spirv.mlir.yield', 'spirv.Kill'}

# Storage classes / markers that make an example Shader-only. A "retarget"
# marker can be replaced by CrossWorkgroup to get a Kernel variant.
SHADER_RETARGET = re.compile(r'\b(StorageBuffer|PhysicalStorageBuffer|PushConstant|Output|Uniform)\b'
                             r'(?!Constant|Memory)')
SHADER_ONLY = re.compile(r'spirv\.GL\.|"GLCompute"|\bbind\(|!spirv\.matrix|spirv\.ImageDrefGather|'
                         r'spirv\.ImageQuerySize|\bVulkan\b|spirv\.Matrix|spirv\.Transpose')
SHADER_CAPS = {'Shader', 'Matrix', 'ImageQuery', 'StorageImageExtendedFormats', 'Geometry',
               'Tessellation', 'VulkanMemoryModel', 'PhysicalStorageBufferAddresses'}


# ----------------------------------------------------------------------------------------
# small text utilities

def clean(line):
    return line.replace('\u00a0', ' ').rstrip()


def dedent(lines):
    ind = [len(l) - len(l.lstrip()) for l in lines if l.strip()]
    n = min(ind) if ind else 0
    return [l[n:] if l.strip() else '' for l in lines]


def strip_strings(s):
    return re.sub(r'"[^"\n]*"', lambda m: '"' + ' ' * (len(m.group(0)) - 2) + '"', s)


def depth_delta(line):
    """Bracket depth change of a line; '->' does not close an angle bracket."""
    d = 0
    s = strip_strings(line)
    for i, c in enumerate(s):
        if c in '([{<':
            d += 1
        elif c in ')]}':
            d -= 1
        elif c == '>' and not (i > 0 and s[i - 1] == '-'):
            d -= 1
    return d


def split_top(s, sep=','):
    """Split on sep at bracket depth 0."""
    out, cur, d = [], '', 0
    i = 0
    while i < len(s):
        c = s[i]
        if c in '([{<':
            d += 1
        elif c in ')]}':
            d -= 1
        elif c == '>' and not (i > 0 and s[i - 1] == '-'):
            d -= 1
        if d == 0 and s.startswith(sep, i):
            out.append(cur)
            cur = ''
            i += len(sep)
            continue
        cur += c
        i += 1
    out.append(cur)
    return [x.strip() for x in out]


def find_top(s, token, start=0):
    """Index of token at depth 0 (or -1)."""
    d = 0
    i = start
    while i < len(s):
        c = s[i]
        if d == 0 and s.startswith(token, i):
            return i
        if c in '([{<':
            d += 1
        elif c in ')]}':
            d -= 1
        elif c == '>' and not (i > 0 and s[i - 1] == '-'):
            d -= 1
        i += 1
    return -1


def strip_parens(t):
    t = t.strip()
    if t.startswith('(') and t.endswith(')') and find_top(t[1:-1], ')') == -1:
        return t[1:-1].strip()
    return t


# ----------------------------------------------------------------------------------------
# statements

class Stmt:
    def __init__(self, lines):
        self.lines = lines                      # verbatim (dedented) lines
        self.text = '\n'.join(lines)
        flat = ' '.join(l.strip() for l in lines)
        self.flat = re.sub(r'\s+', ' ', flat)
        m = DEF_RE.match(self.flat)
        self.defs = []
        body = self.flat
        if m:
            self.defs = [x.split(':')[0].strip() for x in m.group(1).split(',')]
            body = self.flat[m.end():].strip()
        self.body = body                        # text after "%x ="
        om = OPNAME_RE.match(body)
        self.op = om.group(1) if om else ('...' if body.startswith('...') else None)
        self.after_op = body[om.end():].strip() if om else body
        self.has_ellipsis = '...' in self.flat
        self.pseudo = False                     # "%x = ... : T" placeholder
        self.pseudo_type = None
        if self.defs and self.has_ellipsis and self.op not in MODULE_LEVEL_OPS:
            # "%x = ... : T", "%1 = spirv.FMul ... : f32", "%0 = spirv.Constant ..."
            ci = find_top(body, ' : ') if ' : ' in body else -1
            if ci < 0:
                mm = re.search(r'\s:\s*([^:]+)$', body)
                self.pseudo_type = mm.group(1).strip() if mm and '...' not in mm.group(1) else None
            else:
                t = body[ci + 3:].strip()
                self.pseudo_type = t if '...' not in t else None
            self.pseudo = True
        # nested definitions (regions, block arguments, function arguments)
        self.inner_defs = []
        for l in lines[1:]:
            mm = DEF_RE.match(l)
            if mm:
                self.inner_defs += [x.split(':')[0].strip() for x in mm.group(1).split(',')]
            bm = re.match(r'^\s*\^[\w$.\-]+\((.*)\)\s*:\s*$', l)
            if bm:
                self.inner_defs += re.findall(NAME + r'(?=\s*:)', bm.group(1))
        if self.op in ('spirv.func', 'func', 'func.func'):
            sig = self.flat[:self.flat.find('{')] if '{' in self.flat else self.flat
            self.inner_defs += re.findall(r'(' + NAME + r')\s*:', sig)
        all_defs = set(self.defs) | set(self.inner_defs)
        uses = []
        scan = strip_strings(body)
        for mm in USE_RE.finditer(scan):
            n = mm.group(1)
            if n in self.inner_defs:
                continue
            if n not in uses:
                uses.append(n)
        self.uses = uses
        self.self_ref = [u for u in uses if u in self.defs]
        # symbols
        self.sym_defs, self.sym_uses = [], []
        syms = SYM_RE.findall(strip_strings(body))
        if self.op in SYMBOL_DEF_OPS and syms:
            self.sym_defs = [syms[0]]
            self.sym_uses = [s for s in syms[1:] if s != syms[0]]
        else:
            self.sym_uses = syms
        inner = set(re.findall(r'(?:spirv\.func|spirv\.GlobalVariable|spirv\.SpecConstant\w*)\s+@([\w$.\-]+)',
                               strip_strings(body)))
        self.sym_uses = [x for x in self.sym_uses if x not in inner or x in self.sym_defs and False]
        self.module_level = self.op in MODULE_LEVEL_OPS
        self.terminator = self.op in TERMINATORS


STMT_START = re.compile(r'^\s*(?:' + NAME + r'(?::\d+)?(?:\s*,\s*' + NAME + r')*\s*=|"?spirv\.|'
                        r'func(?:\.func)?\s+@|\^|return\b|module\b)')
CONT_END = re.compile(r'(:|,|->|=|\(|\bto|\binto)\s*$')


def split_statements(lines):
    """Split an example block into statements (a statement may span lines)."""
    stmts, cur, depth = [], [], 0
    for raw in lines:
        line = raw.rstrip()
        if not line.strip():
            if cur and depth <= 0:
                stmts.append(cur)
                cur = []
            elif cur:
                cur.append('')
            continue
        pending = bool(cur) and (depth > 0 or CONT_END.search(cur[-1].split('//')[0]))
        if cur and not pending and STMT_START.match(line):
            stmts.append(cur)
            cur = []
            depth = 0
        cur.append(line)
        depth += depth_delta(line.split('//')[0])
    if cur:
        stmts.append(cur)
    out = []
    for s in stmts:
        while s and not s[-1].strip():
            s.pop()
        if s:
            out.append(Stmt(s))
    return out


def group_examples(stmts):
    """Connected components under def-use (values and symbols): the independent examples."""
    parent = list(range(len(stmts)))

    def find(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def union(a, b):
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)

    last_def, last_sym = {}, {}
    for i, s in enumerate(stmts):
        for u in s.uses:
            if u in last_def and u not in s.defs:
                union(i, last_def[u])
        for u in s.sym_uses:
            if u in last_sym:
                union(i, last_sym[u])
        for d in s.defs:
            last_def[d] = i
        for d in s.sym_defs:
            last_sym[d] = i
    groups = OrderedDict()
    for i in range(len(stmts)):
        groups.setdefault(find(i), []).append(stmts[i])
    return list(groups.values())


# ----------------------------------------------------------------------------------------
# the seed-000 document

class OpSection:
    def __init__(self, name, cpp, line):
        self.name, self.cpp, self.line = name, cpp, line
        self.syntax = []
        self.examples = []          # list of Example


class Example:
    def __init__(self, op, index, stmts, line):
        self.op, self.index, self.stmts, self.line = op, index, stmts, line
        self.text = '\n'.join(s.text for s in stmts)
        self.classify()

    @property
    def key(self):
        return '%s_%d' % (short(self.op), self.index)

    def classify(self):
        defined, free, syms_defined, free_syms = set(), [], set(), []
        for s in self.stmts:
            for u in s.uses:
                if u not in defined and u not in free:
                    free.append(u)
            if s.pseudo:
                free += [d for d in s.defs if d not in free]
            defined |= set(s.defs)
            for u in s.sym_uses:
                if u not in syms_defined and u not in free_syms:
                    free_syms.append(u)
            syms_defined |= set(s.sym_defs)
        self.free = free
        self.free_syms = free_syms
        reasons = []
        if free:
            reasons.append('free-values(%s)' % ' '.join(free))
        if free_syms:
            reasons.append('undefined-symbols(%s)' % ' '.join('@' + x for x in free_syms))
        if any(s.has_ellipsis for s in self.stmts):
            reasons.append('ellipsis')
        if any(s.terminator for s in self.stmts) or any(s.op is None for s in self.stmts):
            reasons.append('fragment')
        if any(s.op in ('func', 'func.func') for s in self.stmts):
            reasons.append('builtin-func')
        self.reasons = reasons
        self.complete = not reasons
        ops = {s.op for s in self.stmts}
        if 'spirv.module' in ops:
            self.context = 'top-level'
        elif all(s.module_level for s in self.stmts):
            self.context = 'module-body'
        elif any(s.module_level for s in self.stmts):
            self.context = 'module-body+function-body'
        else:
            self.context = 'function-body'


def short(op):
    return op[len('spirv.'):] if op.startswith('spirv.') else op


def parse_seed000(path):
    lines = [clean(l) for l in open(path, encoding='utf-8').read().split('\n')]
    sections, cur = [], None
    for i, l in enumerate(lines):
        m = HEADING.match(l)
        if m:
            cur = OpSection(m.group(1), m.group(2), i + 1)
            sections.append(cur)
            continue
        if cur is None:
            continue
        if l.strip() == 'Syntax:' and not cur.syntax:
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            while j < len(lines) and lines[j].strip() and (
                    lines[j].startswith('operation ::=') or
                    (lines[j].startswith(' ') and ('`' in lines[j] or '$' in lines[j]))):
                cur.syntax.append(lines[j])
                j += 1
        if re.match(r'^Examples?:\s*$', l.strip()):
            j = i + 1
            block = []
            while j < len(lines) and not BLOCK_END.match(lines[j]) and not HEADING.match(lines[j]):
                block.append(lines[j])
                j += 1
            # trailing prose: "TODO ..." and bullets after it
            for k, b in enumerate(block):
                if b.strip().startswith('TODO'):
                    block = block[:k]
                    break
            while block and not block[0].strip():
                block.pop(0)
            while block and not block[-1].strip():
                block.pop()
            stmts = split_statements(dedent(block))
            for g in group_examples(stmts):
                cur.examples.append(Example(cur.name, len(cur.examples) + 1, g, i + 1))
    return sections


# ----------------------------------------------------------------------------------------
# type inference for free values

def pointee(ptr):
    m = re.match(r'^!spirv\.ptr<(.*),\s*(\w+)>$', ptr.strip())
    return m.group(1).strip() if m else None


def elem_type(t):
    m = re.match(r'^vector<\s*\d+\s*x\s*(.*)>$', t.strip())
    return m.group(1).strip() if m else t


def struct_first(t):
    m = re.match(r'^!spirv\.struct<\(?(.*?)\)?>$', t.strip())
    if not m:
        return None
    parts = split_top(m.group(1))
    return parts[0] if parts else None


def operand_and_types(s):
    """(operands in order, operand types list, result type or None) from the trailing annotation."""
    body = s.after_op
    # strip attribute dictionaries that are not types
    ci = find_top(body, ':')
    while ci >= 0 and ci + 1 < len(body) and body[ci + 1] not in ' \n' and body[ci - 1] != ' ':
        ci = find_top(body, ':', ci + 1)
    if ci < 0:
        return [u for u in USE_RE.findall(strip_strings(body))], [], None
    opnd, tys = body[:ci], body[ci + 1:].strip()
    operands = []
    for u in USE_RE.findall(strip_strings(opnd)):
        operands.append(u)
    result = None
    k = find_top(tys, ' to ')
    if k >= 0:
        return operands, [tys[:k].strip()], tys[k + 4:].strip()
    k = find_top(tys, ' into ')
    if k >= 0:
        return operands, [tys[:k].strip(), tys[k + 6:].strip()], tys[k + 6:].strip()
    k = find_top(tys, '->')
    if k >= 0:
        result = tys[k + 2:].strip()
        tys = tys[:k].strip()
    tys = strip_parens(tys)
    types = [t for t in split_top(tys) if t] if tys else []
    # flatten one level of nested tuples (CL.printf: (ptr, (i32, i32)))
    flat = []
    for t in types:
        if t.startswith('(') and t.endswith(')'):
            flat += [x for x in split_top(t[1:-1]) if x]
        else:
            flat.append(t)
    return operands, flat, result


def infer(s, want):
    """Types for the free values `want` used by statement s (dict name -> type)."""
    out = {}
    op = s.op or ''
    body = s.after_op
    if op in ('spirv.BranchConditional', 'spirv.Branch'):
        m = re.match(r'^(' + NAME + r')\s*,', body)
        if op == 'spirv.BranchConditional' and m:
            out[m.group(1)] = 'i1'
        for sm in re.finditer(r'\^[\w$.\-]+\(([^)]*)\)', body):
            inner = sm.group(1)
            if ':' not in inner:
                continue
            names_part, types_part = inner.split(':', 1)
            names = USE_RE.findall(names_part)
            types = split_top(types_part)
            if len(types) == 1 and len(names) > 1:
                types = types * len(names)
            for n, t in zip(names, types):
                out.setdefault(n, t)
        return {k: v for k, v in out.items() if k in want}
    if op == 'spirv.KHR.AssumeTrue':
        return {u: 'i1' for u in s.uses if u in want}
    if op in ('spirv.GL.FMix', 'spirv.GL.Ldexp', 'spirv.ImageDrefGather'):
        for m in re.finditer(r'(' + NAME + r')\s*:\s*', body):
            rest = body[m.end():]
            t = split_top(re.split(r'\s->\s|\s\[', rest)[0])[0]
            out.setdefault(m.group(1), t.strip())
        return {k: v for k, v in out.items() if k in want}

    operands, types, result = operand_and_types(s)
    if op in ('spirv.Load', 'spirv.INTEL.SubgroupBlockRead', 'spirv.Store',
              'spirv.INTEL.SubgroupBlockWrite'):
        sc = re.match(r'^"(\w+)"', body)
        if sc and types and operands:
            out[operands[0]] = '!spirv.ptr<%s, %s>' % (types[0], sc.group(1))
            for o in operands[1:]:
                out.setdefault(o, types[0])
    elif (op.startswith('spirv.Atomic') or op.startswith('spirv.EXT.Atomic')) and types:
        out[operands[0]] = types[0]
        pt = pointee(types[0])
        for o in operands[1:]:
            if pt:
                out.setdefault(o, pt)
    elif op == 'spirv.CompositeConstruct' and len(types) == 1 and len(operands) > 1:
        for o in operands:
            out.setdefault(o, elem_type(types[0]))
    elif op == 'spirv.VectorTimesScalar' and len(types) == 1 and len(operands) == 2:
        out[operands[0]] = types[0]
        out[operands[1]] = elem_type(types[0])
    elif op in ('spirv.IAddCarry', 'spirv.ISubBorrow', 'spirv.SMulExtended',
                'spirv.UMulExtended') and len(types) == 1:
        t = struct_first(types[0])
        for o in operands:
            out.setdefault(o, t)
    elif op in ('spirv.SDotAccSat', 'spirv.UDotAccSat', 'spirv.SUDotAccSat') and len(operands) == 3:
        out[operands[0]] = out[operands[1]] = types[0]
        out[operands[2]] = result
    elif op in ('spirv.KHR.CooperativeMatrixMulAdd', 'spirv.INTEL.JointMatrixMad') and \
            len(operands) == 3 and len(types) == 2:
        out[operands[0]], out[operands[1]], out[operands[2]] = types[0], types[1], result
    elif op == 'spirv.Select' and len(operands) == 3 and len(types) == 2:
        out[operands[0]] = types[0]
        out[operands[1]] = out[operands[2]] = types[1]
    elif op == 'spirv.BitFieldInsert' and len(operands) == 4 and len(types) == 3:
        out[operands[0]] = out[operands[1]] = types[0]
        out[operands[2]], out[operands[3]] = types[1], types[2]
    elif op in ('spirv.GroupNonUniformBallot', 'spirv.KHR.SubgroupBallot'):
        for o in operands:
            out.setdefault(o, 'i1')
    elif op == 'spirv.Variable' and types:
        for m in re.finditer(r'init\((' + NAME + r')\)', body):
            pt = pointee(types[0])
            if pt:
                out[m.group(1)] = pt
    elif op == 'spirv.AccessChain' and types:
        out[operands[0]] = types[0]
        for o in operands[1:]:
            out.setdefault(o, 'i32')
    elif types:
        if len(types) == len(operands):
            for o, t in zip(operands, types):
                out.setdefault(o, t)
        elif len(types) == 1:
            for o in operands:
                out.setdefault(o, types[0])
    if 'cluster_size(' in body:
        for m in re.finditer(r'cluster_size\((' + NAME + r')\)', body):
            out[m.group(1)] = 'i32'
    return {k: v for k, v in out.items() if k in want and v}


# ----------------------------------------------------------------------------------------
# overrides

class Override:
    def __init__(self, key):
        self.key = key
        self.reason = ''
        self.args = {}
        self.module = None
        self.flavour = None
        self.replace = []           # (old, new) text substitutions on the example


def load_overrides(path):
    res = {}
    if not os.path.exists(path):
        return res
    cur, mod = None, None
    for raw in open(path, encoding='utf-8').read().split('\n'):
        if raw.startswith('=== '):
            if cur and mod is not None:
                cur.module = '\n'.join(mod).strip('\n') + '\n'
            cur = Override(raw[4:].strip())
            res[cur.key] = cur
            mod = None
            continue
        if cur is None or (mod is None and raw.startswith('#')):
            continue
        if mod is not None:
            mod.append(raw)
        elif raw.startswith('reason:'):
            cur.reason = raw[7:].strip()
        elif raw.startswith('flavour:'):
            cur.flavour = raw[8:].strip()
        elif raw.startswith('replace:'):
            old, new = raw[8:].split(' => ', 1)
            cur.replace.append((old.strip(), new.strip()))
        elif raw.startswith('args:'):
            for a in split_top(raw[5:].strip()):
                n, t = a.split(':', 1)
                cur.args[n.strip()] = t.strip()
        elif raw.startswith('module:'):
            mod = []
    if cur and mod is not None:
        cur.module = '\n'.join(mod).strip('\n') + '\n'
    return res


# ----------------------------------------------------------------------------------------
# wrapping

VCE_FILE = 'mlir19-vce.txt'


def load_vce_all(path):
    caps, exts = [], []
    if os.path.exists(path):
        for l in open(path, encoding='utf-8'):
            l = l.strip()
            if l.startswith('capability '):
                caps.append(l.split()[1])
            elif l.startswith('extension '):
                exts.append(l.split()[1])
    return caps, exts


FALLBACK_VCE = {
    'kernel': '#spirv.vce<v1.0, [Addresses, Kernel], []>',
    'shader': '#spirv.vce<v1.0, [Shader], []>',
}
HEADERS = {
    'kernel': 'spirv.module Physical64 OpenCL',
    'shader': 'spirv.module Logical GLSL450',
}


def indent(text, n):
    pad = ' ' * n
    return '\n'.join(pad + l if l.strip() else '' for l in text.split('\n'))


def rename_uses(stmt_text, defs_of_stmt, name, new):
    """Rename uses of `name` in a statement (not its definition)."""
    pat = re.compile(re.escape(name) + r'(?![\w$.\-])')
    m = DEF_RE.match(stmt_text)
    if m and name in [x.split(':')[0].strip() for x in m.group(1).split(',')]:
        return stmt_text[:m.end()] + pat.sub(new, stmt_text[m.end():])
    return pat.sub(new, stmt_text)


def zero_literal(t):
    if t == 'i1':
        return 'false'
    if t.startswith('f') or t == 'bf16':
        return '0.0 : %s' % t
    return '0 : %s' % t


class Wrapped:
    def __init__(self, key, text, flavour, source, note=''):
        self.key, self.text, self.flavour, self.source, self.note = key, text, flavour, source, note


def convert_builtin_func(text):
    """`func @f(args) -> () { ... }` / func.func -> spirv.func with "None"; `return` -> spirv.Return."""
    m = re.match(r'^(\s*)(?:func\.func|func)\s+(@[\w$.\-]+)\s*\((.*?)\)\s*(->\s*\(?\)?)?\s*(->\s*[^{]+)?\{',
                 text, re.S)
    if not m:
        return None
    args = m.group(3)
    ret = (m.group(5) or '').strip()
    head = 'spirv.func %s(%s) %s"None" {' % (m.group(2), args, (ret + ' ') if ret else '')
    rest = text[m.end():]
    lines = []
    for l in rest.split('\n'):
        if l.strip() == '...':
            continue
        if re.match(r'^\s*return\s*$', l):
            l = l.replace('return', 'spirv.Return')
        lines.append(l)
    body = '\n'.join(lines).rstrip()
    assert body.endswith('}')
    body = body[:-1].rstrip('\n ')
    if not re.search(r'spirv\.(Return|ReturnValue|Unreachable)[^\n]*\s*$', body):
        body += '\n  spirv.Return'
    return head + body + '\n}'


def wrap_example(ex, ov):
    """Build the wrapped module text for an example as written (or None + reason)."""
    stmts = ex.stmts
    if any(s.op == 'spirv.module' for s in stmts):
        if len(stmts) != 1:
            return None, 'several statements besides spirv.module'
        if stmts[0].has_ellipsis:
            return None, 'module example contains "..." (needs an override)'
        fl = 'shader' if SHADER_ONLY.search(ex.text) or 'Shader' in ex.text else 'kernel'
        return Wrapped(ex.key, ex.text + '\n', fl, 'verbatim'), None

    # free values: rename those that the example later redefines (e.g. "%0 = op %0")
    texts = [s.text for s in stmts]
    renamed = {}
    defined = set()
    for i, s in enumerate(stmts):
        for u in s.uses:
            if u not in defined and (u in s.defs or any(u in t.defs for t in stmts[i + 1:])):
                base = u[1:]
                new = ('%' + base + '_in') if re.match(r'[A-Za-z_]', base) else ('%in' + base)
                texts[i] = rename_uses(texts[i], s.defs, u, new)
                renamed.setdefault(u, new)
        defined |= set(s.defs)

    free = [renamed.get(f, f) for f in ex.free]
    types = dict(ov.args) if ov else {}
    body_stmts, module_stmts = [], []
    ret_type = None
    terminator = None
    for s, t in zip(stmts, texts):
        if s.pseudo:
            for d in s.defs:
                if s.pseudo_type:
                    types.setdefault(d, s.pseudo_type)
            continue
        if s.op in ('func', 'func.func'):
            conv = convert_builtin_func(t)
            if conv is None:
                return None, 'cannot convert builtin func'
            module_stmts.append(conv)
            continue
        if s.op == 'spirv.func':
            t = re.sub(r'\{\s*\.\.\.\s*\}', '{\n  spirv.Return\n}', t)
            module_stmts.append(t)
            continue
        if s.module_level:
            module_stmts.append(t)
            continue
        if s.has_ellipsis:
            return None, 'statement with "..." that is not a placeholder definition'
        body_stmts.append((s, t))
        if s.terminator:
            terminator = s
    # infer types
    want = set(free)
    for s, t in body_stmts:
        w = {f for f in want if f not in types}
        if not w:
            break
        fake = Stmt(t.split('\n'))
        for k, v in infer(fake, w).items():
            types.setdefault(k, v)
    missing = [f for f in free if f not in types]
    if missing:
        return None, 'cannot infer the type of %s' % ' '.join(missing)

    # symbols
    stubs = []
    all_text = '\n'.join(texts)
    fn_name = '@seed_example'
    for sym in ex.free_syms:
        ref = '@' + sym
        m = re.search(r'spirv\.mlir\.addressof\s+' + re.escape(ref) + r'\s*:\s*(.+)', all_text)
        if m:
            stubs.append('spirv.GlobalVariable %s : %s' % (ref, m.group(1).strip()))
            continue
        m = re.search(r'spirv\.mlir\.referenceof\s+' + re.escape(ref) + r'\s*:\s*(.+)', all_text)
        if m:
            stubs.append('spirv.SpecConstant %s = %s' % (ref, zero_literal(m.group(1).strip())))
            continue
        m = re.search(r'spirv\.FunctionCall\s+' + re.escape(ref) + r'\s*\((.*?)\)\s*:\s*\((.*?)\)\s*->\s*(.+)',
                      all_text)
        if m:
            ats = [x for x in split_top(m.group(2)) if x]
            r = m.group(3).strip()
            r = '' if r in ('()', '') else r
            args = ', '.join('%%a%d: %s' % (i, a) for i, a in enumerate(ats))
            if r:
                stubs.append('spirv.func %s(%s) -> %s "None" {\n  %%r = spirv.Undef : %s\n'
                             '  spirv.ReturnValue %%r : %s\n}' % (ref, args, r, r, r))
            else:
                stubs.append('spirv.func %s(%s) "None" {\n  spirv.Return\n}' % (ref, args))
            continue
        m = re.search(r'spirv\.EntryPoint\s+"\w+"\s+' + re.escape(ref) + r'\b', all_text) or \
            re.search(r'spirv\.ExecutionMode\s+' + re.escape(ref) + r'\b', all_text)
        if m:
            stubs.append('spirv.func %s() "None" {\n  spirv.Return\n}' % ref)
            continue
        m = re.search(r'spirv\.EntryPoint\s+"\w+"\s+@[\w$.\-]+(?:\s*,\s*@[\w$.\-]+)*', all_text)
        if m and ref in m.group(0):
            stubs.append('spirv.GlobalVariable %s : !spirv.ptr<i32, Input>' % ref)
            continue
        return None, 'cannot make a stub for %s' % ref
    # an ExecutionMode needs an EntryPoint for its function
    for m in re.finditer(r'spirv\.ExecutionMode\s+(@[\w$.\-]+)', all_text):
        if not re.search(r'spirv\.EntryPoint\s+"\w+"\s+' + re.escape(m.group(1)) + r'\b', all_text):
            model = 'GLCompute' if 'LocalSize"' in all_text else 'Kernel'
            stubs.append('spirv.EntryPoint "%s" %s' % (model, m.group(1)))

    # flavour
    shader = bool(SHADER_ONLY.search(all_text) or SHADER_RETARGET.search(all_text) or
                  any(SHADER_RETARGET.search(v) for v in types.values()))
    flavour = 'shader' if shader else 'kernel'

    parts = []
    for st in stubs:
        parts.append(indent(st, 2))
    for t in module_stmts:
        parts.append(indent(t, 2))
    if body_stmts:
        args = ', '.join('%s: %s' % (f, types[f]) for f in free)
        succ_blocks = []
        if terminator is not None and terminator.op == 'spirv.ReturnValue':
            _, tys, _ = operand_and_types(terminator)
            ret_type = tys[0] if tys else None
        if terminator is not None and terminator.op in ('spirv.Branch', 'spirv.BranchConditional'):
            seen = set()
            for sm in re.finditer(r'\^([\w$.\-]+)(?:\(([^)]*)\))?', terminator.flat):
                b = sm.group(1)
                if b in seen:
                    continue
                seen.add(b)
                bargs = ''
                if sm.group(2) and ':' in sm.group(2):
                    names_part, types_part = sm.group(2).split(':', 1)
                    names = USE_RE.findall(names_part)
                    tys = split_top(types_part)
                    if len(tys) == 1 and len(names) > 1:
                        tys = tys * len(names)
                    bargs = '(%s)' % ', '.join('%%%s_arg%d: %s' % (b, i, t) for i, t in enumerate(tys))
                succ_blocks.append('^%s%s:\n  spirv.Return' % (b, bargs))
        fb = [t for _, t in body_stmts]
        if terminator is None:
            fb.append('spirv.Return')
        fn = 'spirv.func %s(%s)%s "None" {\n%s\n' % (
            fn_name, args, (' -> ' + ret_type) if ret_type else '', indent('\n'.join(fb), 2))
        for sb in succ_blocks:
            fn += sb + '\n'
        fn += '}'
        parts.append(indent(fn, 2))
    text = '%s requires @VCE@ {\n%s\n}\n' % (HEADERS[flavour], '\n'.join(parts))
    return Wrapped(ex.key, text, flavour, 'auto'), None


def wrap_fixed(ex, ov, key):
    """The override's variant: a hand-written module, or the example with text fixes applied."""
    if ov.module:
        fl = ov.flavour or ('shader' if ov.module.lstrip().startswith(HEADERS['shader']) else 'kernel')
        return Wrapped(key, ov.module, fl, 'override', ov.reason), None
    text = ex.text
    for old, new in ov.replace:
        if old not in text:
            return None, 'override replace text not found: %r' % old
        text = text.replace(old, new)
    fixed = Example(ex.op, ex.index, split_statements(text.split('\n')), ex.line)
    w, why = wrap_example(fixed, ov)
    if w is None:
        return None, why
    w.key, w.source, w.note = key, 'fixed', ov.reason
    return w, None


def fix_text(text, ov):
    for old, new in ov.replace:
        if old not in text:
            print('extract: override %s: replace text not found: %r' % (ov.key, old), file=sys.stderr)
            return None
        text = text.replace(old, new)
    return text


def retarget_kernel(w):
    """Kernel variant of a Shader-flavoured wrap whose only Shader marker is a storage class."""
    if w.flavour != 'shader' or SHADER_ONLY.search(w.text):
        return None
    body = w.text.split('\n', 1)[1]
    body = SHADER_RETARGET.sub('CrossWorkgroup', body)
    text = HEADERS['kernel'] + ' requires @VCE@ {\n' + body
    return Wrapped(w.key + '.kernel', text, 'kernel', w.source + '+retarget',
                   'storage classes retargeted to CrossWorkgroup')


# ----------------------------------------------------------------------------------------
# MLIR

def run(cmd, text=None, timeout=60):
    try:
        r = subprocess.run(cmd, input=text, capture_output=True, text=True, timeout=timeout)
        return r.returncode, r.stdout, r.stderr
    except FileNotFoundError:
        return 127, '', '%s: not found' % cmd[0]
    except subprocess.TimeoutExpired:
        return 124, '', 'timeout'


# Capability tiers tried first for Kernel modules, so that --spirv-update-vce picks
# what an OpenCL device has (it otherwise takes e.g. GroupNonUniformArithmetic for
# the Reduce group operation of GroupIAdd, or BitInstructions for BitReverse).
KERNEL_TIER1 = ['Kernel', 'Addresses', 'Linkage', 'Int8', 'Int16', 'Int64', 'Float16', 'Float16Buffer',
                'Float64', 'Int64Atomics', 'Groups', 'GenericPointer', 'Vector16', 'ImageBasic',
                'ImageReadWrite', 'ImageMipmap', 'LiteralSampler', 'Sampled1D', 'Image1D', 'SampledBuffer',
                'ImageBuffer', 'DeviceEnqueue', 'Pipes', 'PipeStorage', 'SubgroupDispatch', 'NamedBarrier']
KERNEL_TIER2 = KERNEL_TIER1 + ['GroupNonUniform', 'GroupNonUniformVote', 'GroupNonUniformArithmetic',
                               'GroupNonUniformBallot', 'GroupNonUniformShuffle',
                               'GroupNonUniformShuffleRelative', 'GroupNonUniformClustered',
                               'SubgroupShuffleINTEL', 'SubgroupBufferBlockIOINTEL', 'SubgroupImageBlockIOINTEL',
                               'SubgroupBallotKHR', 'DotProduct', 'DotProductInputAll',
                               'DotProductInput4x8Bit', 'DotProductInput4x8BitPacked', 'ExpectAssumeKHR',
                               'AtomicFloat32AddEXT', 'AtomicFloat64AddEXT', 'AtomicFloat16AddEXT',
                               'CooperativeMatrixKHR', 'Bfloat16ConversionINTEL', 'JointMatrixINTEL',
                               'GroupUniformArithmeticKHR', 'BitInstructions']


def deduce_vce(text, flavour, caps, exts):
    """Minimal #spirv.vce from mlir-opt-19 --spirv-update-vce.

    Kernel modules try an OpenCL-like capability set first, then one with the
    common extension capabilities, then everything MLIR 19 knows; Shader modules
    use everything.
    """
    if '@VCE@' not in text:
        return text, None
    if not caps:
        return text.replace('@VCE@', FALLBACK_VCE[flavour]), 'no capability list (run --probe-mlir)'
    known = set(caps)
    tiers = []
    if flavour == 'kernel':
        tiers = [[c for c in KERNEL_TIER1 if c in known], [c for c in KERNEL_TIER2 if c in known]]
    tiers.append(caps)
    err = ''
    for tier in tiers:
        env = '#spirv.target_env<#spirv.vce<v1.6, [%s], [%s]>, #spirv.resource_limits<>>' % (
            ', '.join(tier), ', '.join(exts))
        probe = 'module attributes {spirv.target_env = %s} {\n%s}\n' % (
            env, text.replace(' requires @VCE@', ''))
        rc, out, err = run([MLIR_OPT, '--spirv-update-vce', '-'], probe)
        m = re.search(r'requires (#spirv\.vce<[^\n]*?>) (?:attributes|\{)', out) if rc == 0 else None
        if m:
            return text.replace('@VCE@', m.group(1)), None
    return text.replace('@VCE@', FALLBACK_VCE[flavour]), 'update-vce failed: ' + first_error(err)


def first_error(err):
    for l in err.split('\n'):
        if 'error:' in l:
            return re.sub(r'^.*?error:\s*', '', l).strip()
    return err.strip().split('\n')[0] if err.strip() else ''


def categorize(err, text, op):
    e = first_error(err)
    if re.search(r"custom op '([\w.]+)' is unknown|unregistered operation|Dialect `\w+' not found", e):
        m = re.search(r"'([\w.]+)'", e)
        name = m.group(1) if m else ''
        if name and op and name != op and name.startswith('spirv.'):
            return 'doc-op-name-differs', e
        return 'op-unknown-to-mlir19', e
    if 'undefined symbol' in e or 'does not reference a valid' in e or 'expected symbol' in e.lower():
        return 'symbol', e
    if re.search(r"^'[\w.]+' op", e) or re.search(r'\bmust\b', e):
        return 'verifier', e
    if 'use of undeclared SSA value' in e or 'redefinition of SSA value' in e:
        return 'ssa', e
    if re.search(r'type|storage class|vector|!spirv', e):
        return 'type-syntax', e
    return 'syntax', e


def check_file(path, op):
    rc, out, err = run([MLIR_OPT, path])
    if rc == 0:
        return 'accepted', '', ''
    cat, e = categorize(err, open(path).read(), op)
    return 'rejected', cat, e


MLIR_TRANSLATE = os.environ.get('MLIR_TRANSLATE', 'mlir-translate-19')
SPIRV_VAL = os.environ.get('SPIRV_VAL', 'spirv-val')


def binary_check(path, flavour):
    """Serialize an accepted wrapped module with mlir-translate-19 and run spirv-val on it.

    The wrapped modules have no entry point, so the Linkage capability is added to
    a temporary copy (spirv-val then does not ask for an OpEntryPoint). Kernel
    modules are validated in the OpenCL environment of their version when there
    is one (opencl2.0 for 1.0, opencl2.2 up to 1.2), else in the universal spv1.x.
    """
    text = open(path, encoding='utf-8').read()
    m = re.search(r'#spirv\.vce<v(\d)\.(\d), \[([^\]]*)\]', text)
    if not m:
        return 'n/a'
    ver = '%s.%s' % (m.group(1), m.group(2))
    caps = [c.strip() for c in m.group(3).split(',') if c.strip()]
    if 'Linkage' not in caps:
        caps.append('Linkage')
    text = text[:m.start(3)] + ', '.join(caps) + text[m.end(3):]
    with tempfile.TemporaryDirectory() as td:
        src, spv = os.path.join(td, 'm.mlir'), os.path.join(td, 'm.spv')
        write(src, text)
        rc, out, err = run([MLIR_TRANSLATE, '--no-implicit-module', '--serialize-spirv', src, '-o', spv])
        if rc != 0:
            return 'serialize-failed: ' + first_error(err)
        envs = []
        if flavour == 'kernel' and ver == '1.0':
            envs.append('opencl2.0')
        elif flavour == 'kernel' and ver in ('1.1', '1.2'):
            envs.append('opencl2.2')
        envs.append('spv' + ver)
        for i, env in enumerate(envs):
            rc, out, err = run([SPIRV_VAL, '--target-env', env, spv])
            if rc == 0:
                return 'spirv-val-ok:' + env + ('' if i == 0 else ' (not %s)' % envs[0])
            if i == 0:
                first = (out + err).strip().split('\n')[0]
        return 'spirv-val-failed:%s: %s' % (envs[0], re.sub(r'^error: line \d+: ', '', first))


# ----------------------------------------------------------------------------------------
# seed 002 (design part)

def parse_seed002(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    blocks, cur, start, section = [], None, 0, ''
    for i, raw in enumerate(lines):
        l = re.sub(r'^\d+', '', raw) if i > 0 else raw
        if l.startswith('#'):
            section = l.lstrip('#').strip()
        if cur is None and l.strip() == '```mlir':
            cur, start = [], i + 1
            continue
        if cur is not None and l.strip().startswith('```'):
            blocks.append((start, section, cur))
            cur = None
            continue
        if cur is not None:
            cur.append(l)
    return blocks


def slug(s):
    return re.sub(r'[^a-z0-9]+', '_', s.lower()).strip('_')


# ----------------------------------------------------------------------------------------
# main

def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)


def probe_mlir(grammar, out):
    import json
    g = json.load(open(grammar, encoding='utf-8'))
    caps, exts = [], set()
    for ok in g['operand_kinds']:
        for e in ok.get('enumerants', []):
            exts.update(e.get('extensions', []))
            if ok['kind'] == 'Capability':
                caps.append(e['enumerant'])
    for ins in g['instructions']:
        exts.update(ins.get('extensions', []))

    def ok(c, x):
        t = 'spirv.module Physical64 OpenCL requires #spirv.vce<v1.6, [%s], [%s]> {}\n' % (c, x)
        return run([MLIR_OPT, '-'], t)[0] == 0
    good_caps = [c for c in caps if ok(c, '')]
    good_exts = [x for x in sorted(exts) if ok('', x)]
    lines = ['# Capabilities and extensions that mlir-opt-19 knows (probed against',
             '# %s by tools/extract_seed_examples.py --probe-mlir).' % os.path.basename(grammar),
             '# Used as a permissive target env for --spirv-update-vce.']
    lines += ['capability ' + c for c in good_caps] + ['extension ' + x for x in good_exts]
    write(out, '\n'.join(lines) + '\n')
    print('probe: %d/%d capabilities, %d/%d extensions known to %s' % (
        len(good_caps), len(caps), len(good_exts), len(exts), MLIR_OPT))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--seeds', default=DEFAULT_SEEDS, help='folder with the seed files')
    ap.add_argument('--out', default=os.path.join(ROOT, 'tests', 'ir-examples'))
    ap.add_argument('--no-check', action='store_true', help='do not run mlir-opt-19')
    ap.add_argument('--no-serialize', action='store_true',
                    help='do not serialize accepted modules (mlir-translate-19 + spirv-val)')
    ap.add_argument('--probe-mlir', action='store_true',
                    help='refresh <out>/mlir19-vce.txt from the SPIR-V grammar and mlir-opt-19')
    ap.add_argument('--grammar', default=os.path.join(
        ROOT, 'third_party/spirv-headers/usr/include/spirv/unified1/spirv.core.grammar.json'))
    ap.add_argument('-q', '--quiet', action='store_true')
    a = ap.parse_args()

    vce_path = os.path.join(a.out, VCE_FILE)
    if a.probe_mlir:
        probe_mlir(a.grammar, vce_path)
        return 0
    caps, exts = load_vce_all(vce_path)
    if a.no_check and os.path.abspath(a.out) == os.path.join(ROOT, 'tests', 'ir-examples'):
        print('extract: --no-check would replace the committed, MLIR-checked files with unchecked ones; '
              'use it with --out <elsewhere>', file=sys.stderr)
        return 2
    check = not a.no_check
    if check and run([MLIR_OPT, '--version'])[0] != 0:
        print('extract: %s not found; writing files without checking' % MLIR_OPT, file=sys.stderr)
        check = False

    out0 = os.path.join(a.out, 'seed000')
    sections = parse_seed000(os.path.join(a.seeds, SEED000))
    overrides = load_overrides(os.path.join(out0, 'overrides.txt'))
    used_overrides = set()

    # fresh output (keep hand-maintained files)
    for d in (out0, os.path.join(a.out, 'seed002')):
        if os.path.isdir(d):
            for fn in os.listdir(d):
                p = os.path.join(d, fn)
                if fn == 'wrapped':
                    shutil.rmtree(p)
                elif fn.endswith('.mlir') or fn in ('MANIFEST.txt',):
                    os.remove(p)

    manifest = ['# Examples extracted from seed 000 (%s) by tools/extract_seed_examples.py.' % SEED000,
                '# One line per op:       op <name> examples=<n> line=<doc line> file=<file>',
                '# then one per example:  example <op>_<n> complete|partial context=<where it must live>'
                ' [reasons] line=<doc line of its Example: heading> mlir19=<result> [fixed=<result>]',
                '# mlir19: what mlir-opt-19 says about wrapped/<op>_<n>.mlir (the example as written,',
                '#   wrapped into a complete module): accepted, rejected:<category>, or not-wrapped;',
                '#   fixed: the same for wrapped/<op>_<n>.fixed.mlir (overrides.txt corrections).',
                '# partial reasons: free-values(...) uses %values it does not define;',
                '#   undefined-symbols(...) refers to @symbols it does not define; ellipsis contains "...";',
                '#   fragment is a lone terminator / branch or an incomplete statement;',
                '#   builtin-func is written as a builtin `func`, not spirv.func.', '']
    all_examples = []
    for sec in sections:
        fname = short(sec.name) + '.mlir'
        manifest.append('op %s examples=%d line=%d file=%s' % (
            sec.name, len(sec.examples), sec.line, fname if sec.examples else '-'))
        for ex in sec.examples:
            manifest.append('  example %s %s context=%s%s line=%d @@%s@@' % (
                ex.key, 'complete' if ex.complete else 'partial', ex.context,
                (' ' + ' '.join(ex.reasons)) if ex.reasons else '', ex.line, ex.key))
            all_examples.append(ex)
        if not sec.examples:
            continue
        hdr = ['// Examples of %s (%s), extracted verbatim from the MLIR SPIR-V dialect' % (sec.name, sec.cpp),
               '// documentation (seed 000, line %d) by tools/extract_seed_examples.py.' % sec.line]
        if sec.syntax:
            hdr.append('// Syntax:')
            hdr += ['//   ' + s.strip() for s in sec.syntax]
        hdr.append('// Examples are separated by "// -----"; a partial example is deliberately')
        hdr.append('// incomplete (see MANIFEST.txt) and is not expected to parse on its own.')
        chunks = []
        for ex in sec.examples:
            st = 'complete' if ex.complete else 'partial: ' + ' '.join(ex.reasons)
            chunks.append('// example %d (%s; context: %s)\n%s\n' % (ex.index, st, ex.context, ex.text))
        write(os.path.join(out0, fname), '\n'.join(hdr) + '\n\n' + '\n// -----\n\n'.join(chunks))

    # wrap + check
    wdir = os.path.join(out0, 'wrapped')
    os.makedirs(wdir, exist_ok=True)
    results = []
    binary = {}
    serialize = check and not a.no_serialize and run([MLIR_TRANSLATE, '--version'])[0] == 0
    not_wrapped = []
    for ex in all_examples:
        ov = overrides.get(ex.key)
        if ov:
            used_overrides.add(ex.key)
        variants = []
        w, why = wrap_example(ex, ov)
        if w is not None:
            variants.append(w)
        if ov and (ov.module or ov.replace):
            f, fwhy = wrap_fixed(ex, ov, ex.key + ('.fixed' if w is not None else ''))
            if f is not None:
                variants.append(f)
            else:
                print('extract: override %s: %s' % (ex.key, fwhy), file=sys.stderr)
        if w is None:
            not_wrapped.append((ex, why))
        for v in list(variants):
            k = retarget_kernel(v)
            if k is not None:
                variants.append(k)
        for v in variants:
            text, vnote = deduce_vce(v.text, v.flavour, caps, exts) if check else \
                (v.text.replace('@VCE@', FALLBACK_VCE[v.flavour]), None)
            # a Kernel wrap that MLIR says needs Shader capabilities is a Shader example
            m = re.search(r'#spirv\.vce<[^,]+, \[([^\]]*)\]', text)
            needed = set(x.strip() for x in m.group(1).split(',')) if m else set()
            if v.flavour == 'kernel' and v.source in ('auto', 'fixed') and needed & SHADER_CAPS and \
                    v.text.startswith(HEADERS['kernel']):
                v.flavour = 'shader'
                v.text = v.text.replace(HEADERS['kernel'], HEADERS['shader'], 1)
                text, vnote = deduce_vce(v.text, 'shader', caps, exts) if check else (text, None)
                v.note = (v.note + '; ' if v.note else '') + 'needs %s' % ', '.join(sorted(needed & SHADER_CAPS))
            hdr = ['// Wrapped from %s example %d (seed 000, tests/ir-examples/seed000/%s.mlir)' % (
                ex.op, ex.index, short(ex.op)),
                '// flavour: %s; source: %s%s' % (v.flavour, v.source, ('; ' + v.note) if v.note else '')]
            if vnote:
                hdr.append('// vce: ' + vnote)
            path = os.path.join(wdir, v.key + '.mlir')
            write(path, '\n'.join(hdr) + '\n' + text)
            if check:
                st, cat, e = check_file(path, ex.op)
            else:
                st, cat, e = 'unchecked', '', ''
            binary[v.key] = binary_check(path, v.flavour) if st == 'accepted' and serialize else ''
            results.append((v, ex, st, cat, e))

    # manifest, with the MLIR verdicts
    verdict = {}
    for v, ex, st, cat, e in results:
        tag = 'accepted' if st == 'accepted' else (st if st != 'rejected' else 'rejected:' + cat)
        if v.source in ('auto', 'verbatim'):
            verdict.setdefault(ex.key, {})['mlir19'] = tag
        elif v.source in ('fixed', 'override'):
            verdict.setdefault(ex.key, {})['fixed'] = tag
    out_lines = []
    for l in manifest:
        m = re.search(r' @@(\S+)@@$', l)
        if m:
            d = verdict.get(m.group(1), {})
            l = l[:m.start()] + ' mlir19=' + d.get('mlir19', 'not-wrapped') + \
                ((' fixed=' + d['fixed']) if 'fixed' in d else '')
        out_lines.append(l)
    write(os.path.join(out0, 'MANIFEST.txt'), '\n'.join(out_lines) + '\n')

    # seed 002 design examples
    out2 = os.path.join(a.out, 'seed002')
    blocks = parse_seed002(os.path.join(a.seeds, SEED002))
    res2 = []
    man2 = ['# ```mlir blocks of seed 002 (%s), extracted by tools/extract_seed_examples.py.' % SEED002,
            '# block <file> line=<line of the fence> section=<heading>; wrapped results below.', '']
    for idx, (line, section, blk) in enumerate(blocks, 1):
        name = 'design_%02d_%s' % (idx, slug(section))
        text = '\n'.join(blk).strip('\n') + '\n'
        write(os.path.join(out2, name + '.mlir'),
              '// seed 002 line %d, section "%s" (verbatim)\n%s' % (line, section, text))
        man2.append('block %s.mlir line=%d section=%s' % (name, line, section))
        wraps = []
        if all(l.strip().startswith('!spirv.') or not l.strip() for l in blk):
            # type examples: each type becomes the type of a function argument
            for j, t in enumerate([l.strip() for l in blk if l.strip()], 1):
                key = '%s_%d' % (name, j)
                for tt, kk, src, note in [(t, key, 'type-as-argument', '')] + [
                        (fix_text(t, overrides[key]), key + '.fixed', 'fixed', overrides[key].reason)
                        for _ in [0] if key in overrides]:
                    if tt is None:
                        continue
                    used_overrides.add(key)
                    fl = 'shader' if SHADER_RETARGET.search(tt) or 'image' in tt else 'kernel'
                    body = '%s requires @VCE@ {\n  spirv.func @seed_type(%%t: %s) "None" {\n' \
                           '    spirv.Return\n  }\n}\n' % (HEADERS[fl], tt)
                    wraps.append(Wrapped(kk, body, fl, src, note))
        else:
            stmts = split_statements(dedent(blk))
            ex = Example('design', idx, stmts, line)
            ov = overrides.get(name)
            w, why = wrap_example(ex, ov)
            if w is None:
                man2.append('  not wrapped as written: ' + why)
            else:
                w.key = name
                wraps.append(w)
            if ov and (ov.module or ov.replace):
                used_overrides.add(name)
                f, fwhy = wrap_fixed(ex, ov, name + ('.fixed' if w is not None else ''))
                if f is not None:
                    wraps.append(f)
                else:
                    print('extract: override %s: %s' % (name, fwhy), file=sys.stderr)
        for w in wraps:
            text, vnote = deduce_vce(w.text, w.flavour, caps, exts) if check else \
                (w.text.replace('@VCE@', FALLBACK_VCE[w.flavour]), None)
            path = os.path.join(out2, 'wrapped', w.key + '.mlir')
            write(path, '// Wrapped from seed 002 line %d (%s); flavour: %s; source: %s%s%s\n%s' % (
                line, section, w.flavour, w.source, ('; ' + w.note) if w.note else '',
                ('; vce: ' + vnote) if vnote else '', text))
            st, cat, e = check_file(path, None) if check else ('unchecked', '', '')
            res2.append((w, st, cat, e))
            man2.append('  wrapped %s.mlir %s %s%s' % (w.key, w.flavour, st, (' ' + cat + ': ' + e) if e else ''))
    write(os.path.join(out2, 'MANIFEST.txt'), '\n'.join(man2) + '\n')

    # summary
    lines = ['# Results of plain `%s <file>` on every wrapped example (tools/extract_seed_examples.py).' % MLIR_OPT,
             '# <file> <flavour> <source> accepted|rejected [category: first error]',
             '# source: auto = wrapped as written; verbatim = the example is a whole module;',
             '#   fixed = written with the text fixes of overrides.txt; override = hand-written there;',
             '#   +retarget = Shader storage classes replaced by CrossWorkgroup in a Kernel module', '']
    for v, ex, st, cat, e in results:
        fix = overrides.get(ex.key)
        lines.append('%s %s %s %s%s%s' % (v.key + '.mlir', v.flavour, v.source, st,
                                          (' %s: %s%s' % (cat, e, (' [doc issue: %s]' % fix.reason) if fix else ''))
                                          if st == 'rejected' else '',
                                          (' | binary: ' + binary[v.key]) if binary.get(v.key) else ''))
    lines.append('')
    for ex, why in not_wrapped:
        lines.append('not-wrapped-as-written %s: %s' % (ex.key, why))
    summ = summary(sections, all_examples, results, not_wrapped, res2, binary)
    lines.append('')
    lines += ['# ' + x for x in summ]
    write(os.path.join(wdir, 'RESULTS.txt'), '\n'.join(lines) + '\n')
    unused = sorted(set(overrides) - used_overrides)
    if unused:
        print('extract: unused overrides: %s' % ', '.join(unused), file=sys.stderr)
    if not a.quiet:
        print('\n'.join(summ))
    return 0


def summary(sections, examples, results, not_wrapped, res2, binary):
    from collections import Counter
    with_ex = [x for x in sections if x.examples]
    prim = [r for r in results if r[0].source in ('auto', 'verbatim')]
    fixed = [r for r in results if r[0].source in ('fixed', 'override')]
    kern = [r for r in results if r[0].source.endswith('+retarget')]
    s = ['seed 000: %d op sections, %d with examples, %d examples (%d complete, %d partial)' % (
        len(sections), len(with_ex), len(examples), sum(e.complete for e in examples),
        sum(not e.complete for e in examples))]
    s.append('ops without examples: %s' % ' '.join(x.name for x in sections if not x.examples))
    s.append('wrapped as written: %d of %d examples (%d not wrappable as written)' % (
        len(prim), len(examples), len(not_wrapped)))
    for fl in ('kernel', 'shader'):
        sub = [r for r in prim if r[0].flavour == fl]
        s.append('  %s flavour: %d wrapped, %d accepted by %s' % (
            fl, len(sub), sum(r[2] == 'accepted' for r in sub), MLIR_OPT))
    s.append('  accepted as written: %d of %d wrapped' % (sum(r[2] == 'accepted' for r in prim), len(prim)))
    cats = Counter(r[3] for r in prim if r[2] == 'rejected')
    for c, n in sorted(cats.items()):
        s.append('  rejected as written, %-22s %d' % (c + ':', n))
    s.append('with overrides.txt fixes: %d variants, %d accepted' % (
        len(fixed), sum(r[2] == 'accepted' for r in fixed)))
    ok = {r[1].key for r in prim + fixed if r[2] == 'accepted'}
    s.append('examples with an accepted complete module (as written or fixed): %d of %d' % (
        len(ok), len(examples)))
    kf = Counter(r[0].flavour for r in prim + fixed if r[2] == 'accepted' and r[1].key in ok)
    s.append('  accepted modules by flavour: kernel %d, shader %d' % (kf['kernel'], kf['shader']))
    if any(binary.values()):
        acc = [r for r in prim + fixed + kern if r[2] == 'accepted']
        ok_b = [r for r in acc if binary.get(r[0].key, '').startswith('spirv-val-ok')]
        s.append('accepted modules serialized by mlir-translate-19 and passing spirv-val: %d of %d '
                 '(kernel %d of %d)' % (len(ok_b), len(acc), sum(r[0].flavour == 'kernel' for r in ok_b),
                                         sum(r[0].flavour == 'kernel' for r in acc)))
        bad = Counter(re.sub(r':.*', '', binary.get(r[0].key, '')) for r in acc if r not in ok_b)
        for c, n in sorted(bad.items()):
            s.append('  %-24s %d' % (c + ':', n))
    s.append('kernel retargets of storage-class-only Shader examples: %d, accepted %d' % (
        len(kern), sum(r[2] == 'accepted' for r in kern)))
    s.append('seed 002 design blocks: %d wrapped, %d accepted' % (
        len(res2), sum(r[1] == 'accepted' for r in res2)))
    return s


if __name__ == '__main__':
    sys.exit(main())
