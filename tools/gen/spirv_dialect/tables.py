#!/usr/bin/env python3
"""The grammar tables of the SPIR-V dialect generator (gen_spirv_dialect.py).

From spirv.core.grammar.json and the extended instruction set grammars the
override file lists (extinst.opencl.std.100.grammar.json,
extinst.glsl.std.450.grammar.json, from SPIRV-Headers) this module writes two
files into the build directory:

  SpirvEnums.h     C++ enums: OperandKind, Op, ExtInstSet, one enum per
                   extended set (CLOp, GLOp), Extension and one `enum class`
                   per ValueEnum/BitEnum operand kind.
  SpirvTables.cpp  flat constexpr tables (one string pool, index ranges)
                   behind the API declared in ir/spirv/Grammar.h.

Python 3 standard library only. The output depends on the input only: no
dates, no host paths, stable ordering; two runs give byte-identical files.

Policies (mirrored in the documentation of ir/spirv/Grammar.h):
  * Names: instruction names lose their "Op" prefix; an identifier that would
    start with a digit gets the kind name in front (Dim "1D" -> Dim1D).
  * Aliases: every opcode / enumerant value has exactly one canonical entry.
    The grammar's `aliases` and the names of further entries with the same
    opcode / value (older grammars) become aliases of the canonical entry;
    name lookup finds them. The canonical entry of duplicates is the first
    one, in grammar order, that is in a core version (else the first one);
    the merged entry takes the union of capabilities and extensions, the
    smallest minimum version and the largest last version.
  * Spellings: where MLIR 19 spells an enumerant by one of its grammar aliases
    (StorageUniform16 for UniformAndStorageBuffer16BitAccess) or by a name
    the grammar no longer has (Bfloat16ConversionINTEL), the override file's
    "mlir_enumerant_spellings" makes MLIR's spelling the canonical (printed)
    name; the grammar's names stay aliases, so both parse.
  * The grammar's `capabilities` of a Capability enumerant are the
    capabilities it implicitly declares (all of them); everywhere else a
    `capabilities` / `extensions` list means "any one of these".
"""

import re
import sys

from .bit_operators import BIT_OPERATORS

VERSION_NONE = 0xFFFFFFFF

CPP_KEYWORDS = set("""
alignas alignof and and_eq asm auto bitand bitor bool break case catch char
char8_t char16_t char32_t class compl concept const consteval constexpr
constinit const_cast continue co_await co_return co_yield decltype default
delete do double dynamic_cast else enum explicit export extern false float for
friend goto if inline int long mutable namespace new noexcept not not_eq
nullptr operator or or_eq private protected public register reinterpret_cast
requires return short signed sizeof static static_assert static_cast struct
switch template this thread_local throw true try typedef typeid typename union
unsigned using virtual void volatile wchar_t while xor xor_eq
""".split())

# Names of the C++ types this generator and Grammar.h put into spvkit::spirv;
# an operand kind with one of these names would collide.
RESERVED_TYPE_NAMES = {"Op", "CLOp", "GLOp", "ExtInstSet", "Extension", "OperandKind",
                       "OperandCategory", "Quantifier", "Version", "EnumTraits"}

QUANTIFIERS = {None: "Quantifier::One", "?": "Quantifier::Optional", "*": "Quantifier::Variadic"}


def fail(msg):
    sys.exit("gen_spirv_dialect.py: error: " + msg)


def parse_version(text, missing):
    """'1.3' -> 0x00010300, 'None' -> VERSION_NONE, absent -> `missing`."""
    if text is None:
        return missing
    if text == "None":
        return VERSION_NONE
    m = re.fullmatch(r"(\d+)\.(\d+)", text)
    if not m:
        fail("bad version %r" % text)
    return (int(m.group(1)) << 16) | (int(m.group(2)) << 8)


def parse_value(v):
    return int(v, 0) if isinstance(v, str) else int(v)


def identifier(name, prefix):
    if name[:1].isdigit():
        name = prefix + name
    if name in CPP_KEYWORDS:
        name += "_"
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
        fail("cannot make a C++ identifier of %r" % name)
    return name


def operand_name(raw):
    """The grammar's operand name without its enclosing quotes when it is one
    quoted string ("'Operand 1'" -> "Operand 1"); otherwise verbatim."""
    if raw is None:
        return ""
    if len(raw) >= 2 and raw[0] == "'" and raw[-1] == "'" and "'" not in raw[1:-1]:
        return raw[1:-1]
    return raw


def snake_case(name):
    """snake_case of a grammar name, as the IR spells attributes and enum
    domains ("Memory Access" -> "memory_access", "FPFastMathMode" ->
    "fpfast_math_mode"): a '_' before an upper-case letter that follows a
    lower-case letter or digit and for every run of other characters."""
    out = []
    prev = ""
    for c in name:
        if c.isascii() and c.isalnum():
            if c.isupper() and out and out[-1] != "_" and prev.isascii() and (prev.islower() or prev.isdigit()):
                out.append("_")
            out.append(c.lower())
        elif out and out[-1] != "_":
            out.append("_")
        prev = c
    return "".join(out).rstrip("_")


def c_string(s):
    out = []
    for ch in s.encode("utf-8"):
        if ch in (0x22, 0x5C):
            out.append("\\" + chr(ch))
        elif 0x20 <= ch < 0x7F and ch != 0x3F:  # '?' escaped: no trigraph doubts
            out.append(chr(ch))
        else:
            out.append("\\%03o" % ch)
    return '"' + "".join(out) + '"'


class StringPool:
    """All strings in one char array, each NUL-terminated, deduplicated."""

    def __init__(self):
        self.offsets = {}
        self.strings = []
        self.size = 0

    def ref(self, s):
        if s not in self.offsets:
            self.offsets[s] = self.size
            self.strings.append(s)
            self.size += len(s.encode("utf-8")) + 1
        return "{%d, %d}" % (self.offsets[s], len(s.encode("utf-8")))


class FlatArray:
    """A flat array of C++ initializers; ranges are (first, count)."""

    def __init__(self):
        self.items = []

    def add(self, items):
        first = len(self.items)
        self.items.extend(items)
        return "{%d, %d}" % (first if items else 0, len(items))


def merge_duplicates(entries, key, name_key):
    """Group `entries` by `key`; returns canonical entries (each with the
    merged aliases / availability) in ascending key order."""
    groups = {}
    for e in entries:
        groups.setdefault(key(e), []).append(e)
    result = []
    merged = 0
    for k in sorted(groups):
        group = groups[k]
        core = [e for e in group if e.get("version") != "None"]
        canon = dict(core[0] if core else group[0])
        aliases = list(canon.get("aliases", []))
        caps = list(canon.get("capabilities", []))
        exts = list(canon.get("extensions", []))
        min_v = parse_version(canon.get("version"), 0x10000)
        last_v = parse_version(canon.get("lastVersion"), VERSION_NONE)
        for e in group:
            if e is (core[0] if core else group[0]):
                continue
            merged += 1
            for n in [e[name_key]] + e.get("aliases", []):
                if n != canon[name_key] and n not in aliases:
                    aliases.append(n)
            caps += [c for c in e.get("capabilities", []) if c not in caps]
            exts += [x for x in e.get("extensions", []) if x not in exts]
            min_v = min(min_v, parse_version(e.get("version"), 0x10000))
            last_v = max(last_v, parse_version(e.get("lastVersion"), VERSION_NONE))
        canon.update(aliases=aliases, capabilities=caps, extensions=exts,
                     _min=min_v, _last=last_v, _key=k)
        result.append(canon)
    return result, merged


class Generator:
    def __init__(self, core, ext_sets, spellings=None):
        """`ext_sets`: [(override entry of extended_instruction_sets, its grammar)],
        in the override file's order (the order of the ExtInstSet enum);
        `spellings`: {kind: {grammar name: MLIR name}}."""
        self.core = core
        self.spellings = {k: v for k, v in (spellings or {}).items() if k != "about"}
        self.ext_specs = [spec for spec, _ in ext_sets]
        self.ext_grammars = [g for _, g in ext_sets]
        self.opencl = self.ext_grammars[0]
        self.pool = StringPool()
        self.operands = FlatArray()
        self.cap_refs = FlatArray()
        self.ext_refs = FlatArray()
        self.alias_refs = FlatArray()
        self.kind_refs = FlatArray()
        self.analyze()

    # ---- analysis -------------------------------------------------------------------
    def analyze(self):
        core = self.core
        self.kinds = core["operand_kinds"]
        self.kind_index = {}
        for i, k in enumerate(self.kinds):
            name = k["kind"]
            if name in self.kind_index or name in RESERVED_TYPE_NAMES:
                fail("duplicate or reserved operand kind name " + name)
            identifier(name, "")
            self.kind_index[name] = i
        # Canonical enumerants per enum kind, ascending value.
        self.enums = {}
        self.enum_merged = 0
        for k in self.kinds:
            if k["category"] not in ("ValueEnum", "BitEnum"):
                continue
            ents, merged = merge_duplicates(k.get("enumerants", []),
                                            lambda e: parse_value(e["value"]),
                                            "enumerant")
            self.enum_merged += merged
            self.respell(k["kind"], ents)
            for e in ents:
                e["_ident"] = identifier(e["enumerant"], k["kind"])
                e["_alias_idents"] = [identifier(a, k["kind"]) for a in e["aliases"]]
                if any(x.encode() != x.encode("ascii", "ignore")
                       for x in [e["enumerant"]] + e["aliases"]):
                    fail("non-ASCII enumerant name")
            idents = [i for e in ents for i in [e["_ident"]] + e["_alias_idents"]]
            if len(idents) != len(set(idents)):
                fail("duplicate enumerant identifiers in " + k["kind"])
            self.enums[k["kind"]] = ents
        # Capability names (canonical and aliases) -> canonical enumerant.
        self.cap_by_name = {}
        for e in self.enums["Capability"]:
            for n in [e["enumerant"]] + e["aliases"]:
                self.cap_by_name[n] = e
        self.instructions, self.inst_merged = merge_duplicates(
            core["instructions"], lambda i: i["opcode"], "opname")
        for i in self.instructions:
            for n in [i["opname"]] + i["aliases"]:
                if not n.startswith("Op"):
                    fail("instruction name without Op prefix: " + n)
            i["_name"] = i["opname"][2:]
            i["_ident"] = identifier(i["_name"], "Op")
            i["_alias_names"] = [a[2:] for a in i["aliases"]]
            i["_alias_idents"] = [identifier(a, "Op") for a in i["_alias_names"]]
        idents = [x for i in self.instructions for x in [i["_ident"]] + i["_alias_idents"]]
        if len(idents) != len(set(idents)):
            fail("duplicate instruction names")
        # Every extended instruction of every set, by set then ascending number.
        # A set's default_capabilities apply to each instruction that lists none
        # (GLSL.std.450 is for Shader modules: MLIR's GL ops need Shader).
        self.ext_instructions = []
        self.ext_ranges = []
        for n, (spec, g) in enumerate(zip(self.ext_specs, self.ext_grammars)):
            insts, _ = merge_duplicates(g["instructions"], lambda i: i["opcode"], "opname")
            for i in insts:
                i["_set"] = n
                i["_ident"] = identifier(i["opname"], spec["class_prefix"])
                i["_alias_idents"] = [identifier(a, spec["class_prefix"]) for a in i["aliases"]]
                if not i["capabilities"]:
                    i["capabilities"] = list(spec.get("default_capabilities", []))
                if i["_key"] > 0xFFFF:
                    fail("extended instruction number does not fit 16 bits")
            self.ext_ranges.append((len(self.ext_instructions), len(insts)))
            self.ext_instructions += insts
        self.cl_instructions = self.ext_of(0)
        # Extensions: every name mentioned anywhere, sorted.
        exts = set()
        for i in self.instructions + self.ext_instructions:
            exts.update(i["extensions"])
        for ents in self.enums.values():
            for e in ents:
                exts.update(e["extensions"])
        self.extensions = sorted(exts)
        for x in self.extensions:
            identifier(x, "")
        self.check_kinds()
        self.compute_closure()

    def check_kinds(self):
        def check(operands):
            for o in operands:
                if o["kind"] not in self.kind_index:
                    fail("unknown operand kind " + o["kind"])
                if o.get("quantifier") not in QUANTIFIERS:
                    fail("unknown quantifier %r" % o.get("quantifier"))
        for i in self.instructions + self.ext_instructions:
            check(i.get("operands", []))
        for ents in self.enums.values():
            for e in ents:
                check(e.get("parameters", []))
        for k in self.kinds:
            for b in k.get("bases", []):
                if b not in self.kind_index:
                    fail("unknown composite base " + b)

    def respell(self, kind, ents):
        """Applies MLIR's spelling of enumerants of `kind` (see the policies)."""
        wanted = self.spellings.get(kind, {})
        found = set()
        for e in ents:
            for name in [e["enumerant"]] + e["aliases"]:
                if name in wanted:
                    mlir = wanted[name]
                    e["aliases"] = [e["enumerant"]] + [a for a in e["aliases"]
                                                       if a not in (mlir, e["enumerant"])]
                    e["enumerant"] = mlir
                    found.add(name)
                    break
        if set(wanted) != found:
            fail("mlir_enumerant_spellings names unknown %s enumerants: %s" % (
                kind, sorted(set(wanted) - found)))

    def ext_of(self, n):
        """The instructions of extended set `n`."""
        first, count = self.ext_ranges[n]
        return self.ext_instructions[first:first + count]

    def cap(self, name):
        if name not in self.cap_by_name:
            fail("unknown capability " + name)
        return self.cap_by_name[name]

    def compute_closure(self):
        """Transitive closure of the capabilities a capability implies."""
        direct = {}
        for e in self.enums["Capability"]:
            direct[e["_key"]] = sorted({self.cap(c)["_key"] for c in e["capabilities"]})
        self.cap_direct = direct
        self.cap_closure = {}
        for v in direct:
            seen = set()
            stack = list(direct[v])
            while stack:
                c = stack.pop()
                if c not in seen:
                    seen.add(c)
                    stack.extend(direct[c])
            seen.discard(v)
            self.cap_closure[v] = sorted(seen)

    # ---- emission helpers -----------------------------------------------------------
    def cap_ident(self, value):
        for e in self.enums["Capability"]:
            if e["_key"] == value:
                return "Capability::" + e["_ident"]
        fail("no capability %d" % value)

    def operand_list(self, operands):
        """Adds `operands` to the flat operand array; returns its "{first, count}"."""
        return self.operands.add([
            "{OperandKind::%s, %s, %s}" % (o["kind"], QUANTIFIERS[o.get("quantifier")],
                                           self.pool.ref(operand_name(o.get("name"))))
            for o in operands])

    def any_caps(self, names):
        values = []
        for n in names:
            v = self.cap(n)["_key"]
            if v not in values:
                values.append(v)
        return "{" + self.cap_refs.add([self.cap_ident(v) for v in values]) + "}"

    def any_exts(self, names):
        return "{" + self.ext_refs.add(["Extension::" + x for x in names]) + "}"

    def aliases(self, names):
        return self.alias_refs.add([self.pool.ref(n) for n in names])

    def availability(self, entry, caps):
        return "{%s, %s, 0x%08X, 0x%08X, %s}" % (
            self.any_caps(caps), self.any_exts(entry["extensions"]), entry["_min"],
            entry["_last"], "true" if entry.get("provisional") else "false")

    # ---- SpirvEnums.h ---------------------------------------------------------------
    def header(self):
        out = [self.banner(), "#pragma once", "", "#include <cstdint>", "",
               "namespace spvkit::spirv {", ""]
        out.append("/// Every operand kind of the grammar, in grammar order.")
        out.append("enum class OperandKind : uint8_t {")
        out += ["  %s = %d," % (k["kind"], i) for i, k in enumerate(self.kinds)]
        out += ["};", "inline constexpr unsigned kOperandKindCount = %d;" % len(self.kinds), ""]
        for k in self.kinds:
            if k["kind"] not in self.enums:
                continue
            bit = k["category"] == "BitEnum"
            out.append("/// Operand kind %s (%s)." % (k["kind"], k["category"]))
            out.append("enum class %s : uint32_t {" % k["kind"])
            for e in self.enums[k["kind"]]:
                val = ("0x%08X" % e["_key"]) if bit else str(e["_key"])
                out.append("  %s = %s," % (e["_ident"], val))
                for a in e["_alias_idents"]:
                    out.append("  %s = %s, // alias of %s" % (a, val, e["_ident"]))
            out += ["};", ""]
        out.append("/// SPIR-V opcodes, without the \"Op\" prefix (Op::IAdd is OpIAdd).")
        out.append("enum class Op : uint16_t {")
        for i in self.instructions:
            out.append("  %s = %d," % (i["_ident"], i["_key"]))
            for a in i["_alias_idents"]:
                out.append("  %s = %d, // alias of %s" % (a, i["_key"], i["_ident"]))
        out += ["};", ""]
        out.append("/// The extended instruction sets (OpExtInstImport names) the tables have.")
        out.append("enum class ExtInstSet : uint8_t {")
        out += ["  %s = %d, // %s" % (s["set_id"], n, s["set_name"])
                for n, s in enumerate(self.ext_specs)]
        out += ["};", "inline constexpr unsigned kExtInstSetCount = %d;" % len(self.ext_specs), ""]
        for n, s in enumerate(self.ext_specs):
            out.append("/// %s extended instructions (%s<name> in the IR)." % (
                s["set_name"], s["ir_prefix"]))
            out.append("enum class %s : uint16_t {" % s["enum"])
            for i in self.ext_of(n):
                out.append("  %s = %d," % (i["_ident"], i["_key"]))
                for a in i["_alias_idents"]:
                    out.append("  %s = %d, // alias of %s" % (a, i["_key"], i["_ident"]))
            out += ["};", ""]
        out.append("/// Every extension the grammar mentions, sorted by name.")
        out.append("enum class Extension : uint16_t {")
        out += ["  %s = %d," % (x, n) for n, x in enumerate(self.extensions)]
        out += ["};", "inline constexpr unsigned kExtensionCount = %d;" % len(self.extensions), ""]
        out += [
            "/// Maps a generated enum type to its operand kind.",
            "template <class E>",
            "struct EnumTraits;",
        ]
        for k in self.kinds:
            if k["kind"] in self.enums:
                out.append("template <>")
                out.append("struct EnumTraits<%s> {" % k["kind"])
                out.append("  static constexpr OperandKind kind = OperandKind::%s;" % k["kind"])
                out.append("  static constexpr bool isBitEnum = %s;" %
                           ("true" if k["category"] == "BitEnum" else "false"))
                out.append("};")
        out += ["", BIT_OPERATORS, "} // namespace spvkit::spirv", ""]
        return "\n".join(out)

    # ---- SpirvTables.cpp ------------------------------------------------------------
    def source(self, extra=None):
        """SpirvTables.cpp; `extra(pool)` returns (arrays, tail): further
        constexpr arrays for the anonymous namespace (they may point into
        kOperands / kStrings) and definitions that follow kTables."""
        pool = self.pool
        # Instructions (ascending opcode).
        inst_rows, inst_names = [], []
        for n, i in enumerate(self.instructions):
            ops = i.get("operands", [])
            kinds = [o["kind"] for o in ops]
            i["_operand_first"] = len(self.operands.items)
            inst_rows.append("{Op::%s, %s, %s, %s, %s, %s, %s, %s}" % (
                i["_ident"], "true" if "IdResultType" in kinds else "false",
                "true" if "IdResult" in kinds else "false", pool.ref(i["_name"]),
                pool.ref(i["class"]), self.operand_list(ops), self.aliases(i["_alias_names"]),
                self.availability(i, i["capabilities"])))
            for name in [i["_name"]] + i["_alias_names"]:
                inst_names.append((name, n))
        # Operand kinds, enumerants (grouped per kind, ascending value).
        kind_rows, enum_rows, enum_names, implications = [], [], [], []
        for k in self.kinds:
            name = k["kind"]
            ents = self.enums.get(name, [])
            first = len(enum_rows)
            names_first = len(enum_names)
            group = []
            for e in ents:
                idx = len(enum_rows)
                caps = [] if name == "Capability" else e["capabilities"]
                enum_rows.append("{OperandKind::%s, 0x%08X, %s, %s, %s, %s, %s}" % (
                    name, e["_key"], pool.ref(e["enumerant"]), pool.ref(snake_case(e["enumerant"])),
                    self.operand_list(e.get("parameters", [])), self.aliases(e["aliases"]),
                    self.availability(e, caps)))
                for n in [e["enumerant"]] + e["aliases"]:
                    group.append((n, idx))
                if name == "Capability":
                    implications.append("{%s, %s}" % (
                        self.cap_refs.add([self.cap_ident(v) for v in self.cap_direct[e["_key"]]]),
                        self.cap_refs.add([self.cap_ident(v) for v in self.cap_closure[e["_key"]]])))
            enum_names += sorted(group, key=lambda p: p[0].encode())
            bases = self.kind_refs.add(["OperandKind::" + b for b in k.get("bases", [])])
            kind_rows.append("{OperandKind::%s, OperandCategory::%s, %s, %s, {%d, %d}, {%d, %d}, %s}" % (
                name, k["category"], pool.ref(name), pool.ref(snake_case(name)), first if ents else 0, len(ents),
                names_first if ents else 0, len(enum_names) - names_first, bases))
        kind_names = [(k["kind"], n) for n, k in enumerate(self.kinds)]
        # Extended instruction sets: one array of instructions (by set, ascending
        # number), one name index sorted per set.
        inst_ext_rows, ext_names, set_rows = [], [], []
        for s, spec in enumerate(self.ext_specs):
            names = []
            first, count = self.ext_ranges[s]
            for n in range(first, first + count):
                i = self.ext_instructions[n]
                i["_operand_first"] = len(self.operands.items)
                inst_ext_rows.append("{ExtInstSet::%s, %d, %s, %s, %s, %s}" % (
                    spec["set_id"], i["_key"], pool.ref(i["opname"]),
                    self.operand_list(i.get("operands", [])),
                    self.any_caps(i["capabilities"]), self.any_exts(i["extensions"])))
                names += [(name, n) for name in [i["opname"]] + i["aliases"]]
            if len(names) != len({p[0] for p in names}):
                fail("duplicate names in extended set " + spec["set_name"])
            set_rows.append("{ExtInstSet::%s, %s, %s, {%d, %d}, {%d, %d}, %d, %d}" % (
                spec["set_id"], pool.ref(spec["set_name"]), pool.ref(spec["ir_prefix"]),
                first, count, len(ext_names), len(names), self.ext_grammars[s]["version"],
                self.ext_grammars[s]["revision"]))
            ext_names += sorted(names, key=lambda p: p[0].encode())
        ext_rows = [pool.ref(x) for x in self.extensions]
        index = [0xFFFF] * (max(i["_key"] for i in self.instructions) + 1)
        for n, i in enumerate(self.instructions):
            index[i["_key"]] = n
        if len(self.instructions) >= 0xFFFF:
            fail("too many instructions for a 16-bit index")
        opcode_rows = [str(v) for v in index]

        def name_index(pairs):
            return ["{%s, %d}" % (pool.ref(s), idx) for s, idx in pairs]

        def sort_names(pairs):
            return sorted(pairs, key=lambda p: p[0].encode())

        for pairs in (inst_names, kind_names):
            names = [p[0] for p in pairs]
            if len(names) != len(set(names)):
                fail("duplicate names in a name index")
        arrays = [
            ("OperandInfo", "kOperands", self.operands.items),
            ("Capability", "kCapabilityRefs", self.cap_refs.items),
            ("Extension", "kExtensionRefs", self.ext_refs.items),
            ("StrRef", "kAliasRefs", self.alias_refs.items),
            ("OperandKind", "kKindRefs", self.kind_refs.items),
            ("InstructionInfo", "kInstructions", inst_rows),
            ("NameIndexEntry", "kInstructionNames", name_index(sort_names(inst_names))),
            ("OperandKindInfo", "kOperandKinds", kind_rows),
            ("NameIndexEntry", "kOperandKindNames", name_index(sort_names(kind_names))),
            ("EnumerantInfo", "kEnumerants", enum_rows),
            ("NameIndexEntry", "kEnumerantNames", name_index(enum_names)),
            ("CapabilityImplication", "kCapabilityImplications", implications),
            ("ExtInstInfo", "kExtInstructions", inst_ext_rows),
            ("NameIndexEntry", "kExtInstNames", name_index(ext_names)),
            ("ExtInstSetInfo", "kExtInstSets", set_rows),
            ("StrRef", "kExtensionNames", ext_rows),
            ("uint16_t", "kOpcodeIndex", opcode_rows),
        ]
        extra_arrays, extra_tail, extra_includes = extra(pool) if extra else ([], [], [])
        out = [self.banner(), '#include "ir/spirv/Grammar.h"']
        out += ['#include "%s"' % h for h in extra_includes]
        out += ["", "namespace spvkit::spirv::detail {", "namespace {", "",
                "constexpr char kStrings[] ="]
        out += ["    " + c_string(s + "\0") for s in pool.strings]
        out[-1] += ";"
        out.append("")
        for ctype, name, items in arrays:
            out.append("constexpr %s %s[] = {" % (ctype, name))
            out += ["    %s," % it for it in (items or ["{}"])]  # no zero-size arrays
            out += ["};", ""]
        out += extra_arrays
        out.append("} // namespace")
        out.append("")
        spans = "".join("\n    std::span<const %s>(%s, %d)," % (t, n, len(it))
                        for t, n, it in arrays[5:])
        core, cl = self.core, self.opencl
        info = "{%s, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d}" % (
            "0x%08X" % ((core["major_version"] << 16) | (core["minor_version"] << 8)),
            core["revision"], cl["version"], cl["revision"], len(core["instructions"]),
            len(self.kinds), sum(len(k.get("enumerants", [])) for k in self.kinds),
            len(cl["instructions"]), self.inst_merged, self.enum_merged,
            sum(len(i.get("aliases", [])) for i in core["instructions"]),
            sum(len(e.get("aliases", [])) for k in self.kinds for e in k.get("enumerants", [])))
        out.append("constinit const Tables kTables = {\n    kStrings, kOperands, kCapabilityRefs,"
                   " kExtensionRefs, kAliasRefs, kKindRefs,%s\n    %s};" % (spans, info))
        out += [""] + extra_tail
        out += ["", "} // namespace spvkit::spirv::detail", ""]
        return "\n".join(out)

    def banner(self):
        c = self.core
        sets = ", ".join("%s %d revision %d" % (s["set_name"], g["version"], g["revision"])
                         for s, g in zip(self.ext_specs, self.ext_grammars))
        return ("// Generated by tools/gen/gen_spirv_dialect.py from the SPIR-V grammar %d.%d"
                " revision %d\n// and %s. DO NOT EDIT.\n" % (
                    c["major_version"], c["minor_version"], c["revision"], sets))
