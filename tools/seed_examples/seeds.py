"""Reading the seed documents: op sections and their examples (seed 000), ```mlir blocks
(seed 002), and the types an example's annotations imply."""

import re

from .statements import BLOCK_END, clean, dedent, find_top, group_examples, HEADING, NAME, split_statements, split_top, strip_parens, strip_strings, USE_RE


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
