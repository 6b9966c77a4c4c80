"""Running the outside judges (mlir-opt-19, mlir-translate-19, spirv-val) on wrapped
examples and sorting their verdicts."""

import os
import re
import subprocess
import tempfile

from .wrap import FALLBACK_VCE

MLIR_OPT = os.environ.get('MLIR_OPT', 'mlir-opt-19')

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
        with open(src, 'w', encoding='utf-8') as f:
            f.write(text)
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
