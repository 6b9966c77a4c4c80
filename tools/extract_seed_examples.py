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
import sys

from seed_examples.statements import dedent, SHADER_CAPS, SHADER_RETARGET, split_statements
from seed_examples.seeds import Example, parse_seed000, parse_seed002, short, slug
from seed_examples.wrap import FALLBACK_VCE, fix_text, HEADERS, load_overrides, load_vce_all, retarget_kernel, VCE_FILE, wrap_example, wrap_fixed, Wrapped
from seed_examples.judges import binary_check, check_file, deduce_vce, MLIR_OPT, MLIR_TRANSLATE, run

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SEEDS = os.path.normpath(os.path.join(ROOT, '..', 'shared', 'seeds'))
SEED000 = '000_33887f51f07a87cb.txt'
SEED002 = '002_305740ed015f132d.txt'


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
