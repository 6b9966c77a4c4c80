#!/usr/bin/env python3
"""Command-line behaviour of spvkit-opt: help, version, text and binary output,
names, errors (file:line:col, exit code 1), unknown passes, binary input.

usage: spvkit_opt_test.py <spvkit-opt> <module.mlir> <scratch dir>
"""
import os
import re
import subprocess
import sys

opt, module, scratch = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(scratch, exist_ok=True)
failures = []


def run(*args, stdin=None):
    return subprocess.run([opt, *args], capture_output=True, input=stdin)


def check(cond, what):
    print(('ok   ' if cond else 'FAIL ') + what)
    if not cond:
        failures.append(what)


r = run('--help')
check(r.returncode == 0 and b'usage: spvkit-opt' in r.stdout, '--help')
r = run('--version')
check(r.returncode == 0 and r.stdout.startswith(b'spvkit-opt '), '--version')

r = run(module, '-S')
check(r.returncode == 0 and b'spirv.module' in r.stdout, '-S prints IR text')
r = run(module, '-S', '--generic')
check(r.returncode == 0 and b'"spirv.module"' in r.stdout, '--generic prints the generic form')

spv = os.path.join(scratch, 'out.spv')
r = run(module, '-o', spv)
data = open(spv, 'rb').read() if os.path.exists(spv) else b''
check(r.returncode == 0 and data[:4] == bytes.fromhex('03022307'), '-o writes a binary')
spv2 = os.path.join(scratch, 'out2.spv')
run(module, '-o', spv2)
check(open(spv2, 'rb').read() == data, 'writing twice gives identical bytes')
nonames = os.path.join(scratch, 'nonames.spv')
r = run(module, '--no-names', '-o', nonames)
nn = open(nonames, 'rb').read() if os.path.exists(nonames) else b''
check(r.returncode == 0 and 0 < len(nn) < len(data) and b'gid' not in nn, '--no-names drops OpName')

txt = os.path.join(scratch, 'out.mlir')
r = run(module, '-S', '-o', txt)
check(r.returncode == 0 and b'spirv.module' in open(txt, 'rb').read(), '-S -o writes text to a file')

bad = os.path.join(scratch, 'bad.mlir')
open(bad, 'w').write('spirv.module Physical64 OpenCL {\n  %x = spirv.Bogus\n}\n')
r = run(bad, '-o', os.path.join(scratch, 'bad.spv'))
check(r.returncode == 1 and re.search(rb'bad\.mlir:\d+:\d+: error: ', r.stderr) is not None,
      'parse errors are file:line:col: error: ..., exit 1')

r = run(module, '--pass=canonicalize,cse')
check(r.returncode == 0 and b'spirv.module' in r.stdout, '--pass runs registered passes')
r = run(module, '--pass=canonicalize,no-such-pass')
check(r.returncode == 1 and b"unknown pass 'no-such-pass'" in r.stderr, 'unknown pass')
r = run('--bogus-flag', module)
check(r.returncode == 1 and b'unknown option' in r.stderr, 'unknown option')
r = run(os.path.join(scratch, 'missing.mlir'))
check(r.returncode == 1 and b'error: cannot read file' in r.stderr, 'missing input')

r = run(spv, '-S')
check(r.returncode == 0 and b'spirv.module' in r.stdout, 'binary input is read (magic number)')
back = os.path.join(scratch, 'back.spv')
r = run(spv, '-o', back)
check(r.returncode == 0 and os.path.exists(back) and open(back, 'rb').read()[:4] == data[:4],
      'binary in, binary out')
trunc = os.path.join(scratch, 'trunc.spv')
open(trunc, 'wb').write(data[:len(data) // 2])
r = run(trunc, '-S')
check(r.returncode == 1 and b'error: ' in r.stderr, 'a truncated binary is a located error')

sys.exit(1 if failures else 0)
