"""Wrapping an example into a complete module: free values become arguments, missing
symbols get stubs, the #spirv.vce comes from the overrides or a fallback."""

import os
import re
import sys

from .statements import DEF_RE, SHADER_ONLY, SHADER_RETARGET, split_statements, split_top, Stmt, USE_RE
from .seeds import Example, infer, operand_and_types


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
