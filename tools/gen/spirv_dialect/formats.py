"""The declarative op syntax, bound at build time (SpirvFormats.cpp).

The override file lists MLIR's declarative assembly format of each op
(`$memory_scope $semantics operands attr-dict `:` type($pointer)`). Here each
format is parsed and bound to our op: its `$names` become SSA operand groups
(in MLIR's operand order, matched to the grammar's by name, else by
position), attributes (by operand-mapping name) or results. The output is a
set of constexpr tables (ir/spirv/SyntaxFormatSpec.h) that the printer and
parser in SyntaxFormats.cpp walk; formats that do not bind (names we do not
have, custom<> directives) leave the op to hand-written or default syntax,
and the reason is recorded for the tests (formatStatus()).
"""

from .tables import snake_case, c_string

DIALECT_OP_NAMES = None  # set from the override file
VENDORS = ("KHR", "EXT", "INTEL", "NV", "AMD", "ARM", "QCOM")


class BindError(Exception):
    pass


def squash(n):
    """"vector_1" and "vector1" are the same name."""
    return n.replace("_", "").lower()


def split_list(s):
    return s.split(",") if s else []


class Elem:
    def __init__(self, kind, text="", index=0):
        self.kind = kind
        self.text = text
        self.index = index
        self.refs = []       # (kind, index)
        self.group = []
        self.anchor_kind = 0
        self.anchor = 0


class Binder:
    def __init__(self, raw, mappings, opname):
        _, operands, attrs, results, successors, _ = raw
        self.mappings = mappings
        self.opname = opname
        self.operands, self.variable = [], []
        for n in split_list(operands):
            v = n.endswith("*")
            self.operands.append(n[:-1] if v else n)
            self.variable.append(v)
        self.attr_names = split_list(attrs)
        self.result_bool = 0
        self.results = []
        for n in split_list(results):
            if ":" in n:
                n, suffix = n.split(":", 1)
                self.result_bool = 2 if suffix == "bool1" else 1
            self.results.append(n)
        self.successors = split_list(successors)
        self.anchor_set = (0, 0)

    def bind(self, fmt):
        values = []
        for m in self.mappings:
            if m.role == "Value":
                values.append(m)
            if m.role in ("Successor", "Pairs"):
                raise BindError("has successors")
        ops = self.operands
        enum_args = (len(ops) == len(values) + 1 and self.variable[-1] and
                     ops[-1] == "operand_arguments")
        if len(values) + enum_args != len(ops):
            raise BindError("%d MLIR operands, %d grammar operands" % (len(ops), len(values)))
        order = [0] * len(values)
        taken = [False] * len(values)
        by_name = True
        for k, v in enumerate(values):
            ours = squash(snake_case(v.grammar_name))
            by_name = False
            for g in range(len(ops)):
                if not taken[g] and squash(ops[g]) == ours:
                    order[k], taken[g], by_name = g, True, True
                    break
            if not by_name:
                break
        if not by_name:
            order = list(range(len(values)))
        if enum_args:
            order.append(len(values))
        self.order = order
        self.single = [False] * len(ops)
        for k, v in enumerate(values):
            g = order[k]
            if v.quantifier == "?" and not self.variable[g]:
                self.single[g] = True
            if v.quantifier is not None:
                self.variable[g] = True
        if sum(self.variable) > 1:
            raise BindError("more than one variadic operand")
        self.attrs, self.consumed = [], []
        for a in self.attr_names:
            m = next((i for i, x in enumerate(self.mappings)
                      if x.role in ("Attribute", "Callee") and x.attr == a), None)
            if m is None:
                m = next((i for i, x in enumerate(self.mappings)
                          if x.role == "Attribute" and squash(x.attr) == squash(a)), None)
            if m is None:
                raise BindError("attribute '%s' is not one of ours" % a)
            self.attrs.append(m)
            self.consumed.append(self.mappings[m].attr)
        if self.opname == "OpGenericCastToPtrExplicit":
            self.consumed.append("storage")
        self.elems, _ = self.parse_elems(fmt, 0, False)
        required = [False] * len(ops)
        for e in self.elems:
            if e.kind in ("Group", "AllOperands"):
                for g in range(len(ops)):
                    required[g] = required[g] or e.kind == "AllOperands" or e.index == g
        self.required = [r and s for r, s in zip(required, self.single)]

    @staticmethod
    def word(s, pos):
        start = pos
        while pos < len(s) and (s[pos].isascii() and s[pos].isalnum() or s[pos] in "_-"):
            pos += 1
        return s[start:pos], pos

    def lookup(self, name):
        if name in self.operands:
            return ("Group", self.operands.index(name))
        if name in self.results:
            return ("Result", self.results.index(name))
        raise BindError("unknown name '$%s'" % name)

    def parse_refs(self, s, pos):
        refs = []
        while True:
            while pos < len(s) and s[pos] == " ":
                pos += 1
            if pos < len(s) and s[pos] == "$":
                w, pos = self.word(s, pos + 1)
                r = self.lookup(w)
            else:
                w, pos = self.word(s, pos)
                if w == "operands":
                    r = ("AllOperands", 0)
                elif w == "results":
                    r = ("AllResults", 0)
                else:
                    raise BindError("unsupported type reference '%s'" % w)
            refs.append(r)
            while pos < len(s) and s[pos] == " ":
                pos += 1
            if pos < len(s) and s[pos] == ",":
                pos += 1
                continue
            if pos < len(s) and s[pos] == ")":
                return refs, pos + 1
            raise BindError("bad type directive")

    def parse_elems(self, s, pos, in_group):
        out = []
        while True:
            while pos < len(s) and s[pos] == " ":
                pos += 1
            if pos >= len(s):
                if in_group:
                    raise BindError("unterminated optional group")
                return out, pos
            c = s[pos]
            if c == ")" and in_group:
                return out, pos + 1
            if c == "`":
                end = s.find("`", pos + 1)
                if end < 0:
                    raise BindError("unterminated literal")
                text = s[pos + 1:end]
                pos = end + 1
                if not text:
                    continue  # `` is a spacing hint only
                e = Elem("Literal", text)
            elif c == "$":
                name, pos = self.word(s, pos + 1)
                anchor = pos < len(s) and s[pos] == "^"
                if anchor:
                    pos += 1
                if name in self.operands:
                    e = Elem("Group", index=self.operands.index(name))
                elif name in self.attr_names:
                    e = Elem("Attr", index=self.attr_names.index(name))
                else:
                    raise BindError("cannot print '$%s'" % name)
                if anchor:
                    self.anchor_set = (1 if e.kind == "Group" else 2, e.index)
            elif c == "(":
                e = Elem("Optional")
                self.anchor_set = (0, 0)
                e.group, pos = self.parse_elems(s, pos + 1, True)
                while pos < len(s) and s[pos] == " ":
                    pos += 1
                if pos >= len(s) or s[pos] != "?":
                    raise BindError("expected '?' after a group")
                pos += 1
                if not self.anchor_set[0]:
                    raise BindError("optional group without anchor")
                e.anchor_kind, e.anchor = self.anchor_set
                if not e.group or e.group[0].kind == "AttrDict":
                    raise BindError("optional group must start with a literal, operand or attribute")
            else:
                w, pos = self.word(s, pos)
                if w == "custom" and s[pos:].startswith("<ImageOperands>($"):
                    pos += len("<ImageOperands>($")
                    name, pos = self.word(s, pos)
                    if pos >= len(s) or s[pos] != ")":
                        raise BindError("bad custom<ImageOperands>")
                    pos += 1
                    if name not in self.attr_names:
                        raise BindError("cannot print '$%s'" % name)
                    e = Elem("ImageOperands", index=self.attr_names.index(name))
                elif w == "attr-dict":
                    e = Elem("AttrDict")
                elif w == "operands":
                    e = Elem("AllOperands")
                elif w in ("type", "functional-type") and pos < len(s) and s[pos] == "(":
                    e = Elem("TypeOf" if w == "type" else "FunctionalType")
                    e.refs, pos = self.parse_refs(s, pos + 1)
                    if e.kind == "TypeOf" and len(e.refs) != 1:
                        raise BindError("type() of several")
                    if e.kind == "FunctionalType" and len(e.refs) != 2:
                        raise BindError("bad functional-type")
                else:
                    raise BindError("unsupported directive '%s'" % w)
            out.append(e)


class FormatEmitter:
    def __init__(self, gen, mapper, traits, overrides):
        self.gen = gen
        self.mapper = mapper
        self.traits = traits
        self.dialect_ops = overrides["formats"]["dialect_ops"]
        self.ext_specs = overrides["extended_instruction_sets"]
        self.raw = overrides["formats"]["ops"]
        self.inst_by_name = {}
        for i in gen.instructions:
            for n in [i["_name"]] + i["_alias_names"]:
                self.inst_by_name[n] = i
        # Per extended set: its IR prefix after "spirv." ("CL.") and its names.
        self.ext_by_name = []
        for k, spec in enumerate(self.ext_specs):
            names = {}
            for i in gen.ext_of(k):
                for n in [i["opname"]] + i["aliases"]:
                    names[n] = i
            self.ext_by_name.append((spec["ir_prefix"][len("spirv."):], names))

    def op_for_mlir_name(self, name):
        """(kind, entry) of the op MLIR's name denotes: ("dialect", None),
        ("core", inst), ("ext", inst) or None (SyntaxDefault.cpp's opForMlirName)."""
        if not name.startswith("spirv."):
            return None
        rest = name[len("spirv."):]
        if name in self.dialect_ops:
            return ("dialect", None)
        for prefix, names in self.ext_by_name:
            if rest.startswith(prefix):
                i = names.get(rest[len(prefix):])
                return ("ext", i) if i else None
        if "." in rest:
            vendor, base = rest.split(".", 1)
            if vendor not in VENDORS:
                return None
            i = self.inst_by_name.get(base + vendor)
        else:
            i = self.inst_by_name.get(rest)
        if i is None or self.traits.module_structure(i):
            return None
        return ("core", i)

    def emit(self):
        strings, string_index = [], {}
        byte_arr, refs, elems = [], [], []

        def strs(items):
            first = len(strings)
            strings.extend(items)
            return "{%d, %d}" % (first if items else 0, len(items))

        def bytes_(items):
            first = len(byte_arr)
            byte_arr.extend(items)
            return "{%d, %d}" % (first if items else 0, len(items))

        def elem_list(es):
            """Adds `es` contiguously (their groups after them); returns the range."""
            first = len(elems)
            rows = [None] * len(es)
            elems.extend(rows)
            for k, e in enumerate(es):
                ref_first = len(refs)
                refs.extend(e.refs)
                group = elem_list(e.group) if e.group else "{0, 0}"
                elems[first + k] = "{Elem::%s, %d, %d, %d, %s, {%d, %d}, %s}" % (
                    e.kind, e.index, e.anchor_kind, e.anchor, sv(e.text),
                    ref_first if e.refs else 0, len(e.refs), group)
            return "{%d, %d}" % (first if es else 0, len(es))

        specs, status, printed = [], [], {}
        for raw in self.raw:
            mlir_name, fmt = raw[0], raw[5]
            found = self.op_for_mlir_name(mlir_name)
            our, why, bound = "", "", False
            if found and found[0] != "dialect":
                kind, inst = found
                if kind == "core":
                    our = "spirv." + inst["_name"]
                    opcode = "opcodeOf(Op::%s)" % inst["_ident"]
                    mappings = self.mapper.core[inst["opname"]]
                    atomic = inst["class"] == "Atomic"
                else:
                    spec = self.ext_specs[inst["_set"]]
                    our = spec["ir_prefix"] + inst["opname"]
                    opcode = "opcodeOf(%s::%s)" % (spec["enum"], inst["_ident"])
                    mappings = self.mapper.ext[(inst["_set"], inst["opname"])]
                    atomic = False
                if our != mlir_name and opcode not in printed:
                    printed[opcode] = mlir_name
            elif found:
                our = mlir_name
            if not found or found[0] == "dialect":
                why = "dialect op (hand-written syntax)" if found else "no such op in our grammar"
            elif fmt == "custom":
                why = "MLIR parses it by hand"
            else:
                b = Binder(raw, mappings, inst["opname"] if kind == "core" else "")
                try:
                    b.bind(fmt)
                    bound = True
                except BindError as err:
                    why = str(err)
                if bound:
                    mask = lambda bits: sum(1 << g for g, x in enumerate(bits) if x)
                    specs.append((opcode, "{%s, %s, %s, %d, %s, 0x%x, 0x%x, 0x%x, %s, %s, %s, %s}" % (
                        opcode, sv(our), "true" if atomic else "false", b.result_bool,
                        strs(b.operands), mask(b.variable), mask(b.single), mask(b.required),
                        bytes_(b.order), bytes_(b.attrs), elem_list(b.elems), strs(b.consumed))))
            status.append("{%s, %s, %s, %s, %s}" % (sv(mlir_name), sv(our), sv(fmt),
                                                    "true" if bound else "false", sv(why)))
        # Sorted by opcode for binary search; the opcode expressions sort as numbers in C++,
        # so sort here by the numeric value.
        def key(opcode_expr):
            name = opcode_expr[len("opcodeOf("):-1]
            enum, ident = name.split("::")
            if enum == "Op":
                inst = next(i for i in self.gen.instructions if i["_ident"] == ident)
                return (1, inst["_key"])
            k = next(n for n, spec in enumerate(self.ext_specs) if spec["enum"] == enum)
            inst = next(i for i in self.gen.ext_of(k) if i["_ident"] == ident)
            return (2 + k, inst["_key"])
        specs.sort(key=lambda s: key(s[0]))
        printed_rows = sorted(printed.items(), key=lambda p: key(p[0]))
        out = [
            "// Generated by tools/gen/gen_spirv_dialect.py from ir/spirv/dialect_overrides.json.",
            "// DO NOT EDIT.",
            '#include "ir/spirv/SyntaxFormatSpec.h"',
            '#include "ir/spirv/Dialect.h"',
            "",
            "namespace spvkit::spirv::syntax {",
            "namespace {",
            "",
            "constexpr std::string_view kStrings[] = {",
        ]
        out += ["    %s," % sv(s) for s in strings] or ["    {},"]
        out += ["};", "", "constexpr uint8_t kBytes[] = {"]
        out += ["    %s," % ", ".join(str(b) for b in byte_arr[i:i + 16])
                for i in range(0, len(byte_arr), 16)] or ["    0,"]
        out += ["};", "", "constexpr Ref kRefs[] = {"]
        out += ["    {Ref::%s, %d}," % r for r in refs] or ["    {},"]
        out += ["};", "", "constexpr Elem kElems[] = {"]
        out += ["    %s," % e for e in elems]
        out += ["};", "", "/// Ascending opcode.", "constexpr Spec kSpecs[] = {"]
        out += ["    %s," % s for _, s in specs]
        out += ["};", "", "/// Ops whose custom syntax prints MLIR's name; ascending opcode.",
                "constexpr PrintedName kPrintedNames[] = {"]
        out += ["    {%s, %s}," % (o, sv(n)) for o, n in printed_rows]
        out += ["};", "", "constexpr FormatStatusRow kStatus[] = {"]
        out += ["    %s," % s for s in status]
        out += ["};", "",
                "/// MLIR's vendor-prefixed names of the grammar ops with a vendor suffix",
                "/// (spirv.KHR.CooperativeMatrixLoad for spirv.CooperativeMatrixLoadKHR).",
                "constexpr PrintedName kVendorAliases[] = {"]
        for i in self.gen.instructions:
            if self.traits.module_structure(i):
                continue
            n = i["_name"]
            v = next((v for v in VENDORS if len(n) > len(v) and n.endswith(v)), None)
            if v:
                out.append("    {opcodeOf(Op::%s), %s}," % (i["_ident"],
                                                          sv("spirv.%s.%s" % (v, n[:-len(v)]))))
        out += ["};", "", "} // namespace", "",
                "constinit const FormatTables kFormatTables = {kStrings, kBytes, kRefs, kElems,"
                " kSpecs, kPrintedNames, kStatus, kVendorAliases};", "",
                "} // namespace spvkit::spirv::syntax", ""]
        return "\n".join(out)


def sv(s):
    return "std::string_view(%s, %d)" % (c_string(s), len(s.encode("utf-8"))) if s \
        else "std::string_view()"
