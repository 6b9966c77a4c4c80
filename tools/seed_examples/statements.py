"""Splitting the MLIR text of documentation examples into statements and examples."""

import re
from collections import OrderedDict

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
