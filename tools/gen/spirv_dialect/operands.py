"""How each grammar operand appears on an IR op: the operand mapping.

For every instruction (and extended instruction) the operands after
IdResultType / IdResult become SSA values, attributes (literals, enums, and
<id> operands the dialect keeps as attributes), successors, the callee symbol
or OpSwitch's literal/label pairs. The attribute names are MLIR's; the rules
that differ from "snake_case of the grammar's operand name" come from the
override file. The result is emitted as one flat constexpr array with an index
range per instruction (ir/spirv/OperandMap.h), so nothing is computed at run
time; the typed op classes and the compiled syntax use the same records.
"""

from .tables import snake_case, fail

ROLES = ("Value", "Attribute", "Successor", "Callee", "Pairs")


class Mapping:
    """One grammar operand of one instruction."""

    def __init__(self, operand, index, role, attr="", id_attr="None", attr_kind=None):
        self.operand = operand          # the grammar's operand dict
        self.index = index              # position among the instruction's operands (all of them)
        self.role = role
        self.attr = attr                # attribute name ("" unless Attribute / Pairs)
        self.id_attr = id_attr          # None / Constant / Type
        self.kind = operand["kind"]
        self.attr_kind = attr_kind or operand["kind"]
        self.quantifier = operand.get("quantifier")
        self.alt = ""                   # the other accepted attribute spelling
        self.grammar_name = operand_name(operand.get("name"))


def operand_name(raw):
    if raw is None:
        return ""
    if len(raw) >= 2 and raw[0] == "'" and raw[-1] == "'" and "'" not in raw[1:-1]:
        return raw[1:-1]
    return raw


class OperandMapper:
    def __init__(self, gen, overrides):
        self.gen = gen
        self.ov = overrides
        names = overrides["attribute_names"]
        self.by_op = names["by_op"]
        self.by_kind_operand = names["by_kind_and_operand"]
        self.by_kind = names["by_kind"]
        self.alternates = names["alternates"]
        self.pairs_name = names["switch_pairs"]
        self.callee = names["callee"]
        ids = overrides["id_operands_as_attributes"]
        self.id_kinds = ids["by_kind"]
        self.id_operands = {(o["op"], o["operand"]): o for o in ids["operands"]}
        labels = overrides["label_operands"]
        self.label_contains = labels["name_contains"]
        self.label_names = set(labels["names"])
        self.categories = {k["kind"]: k["category"] for k in gen.kinds}
        for (op, _), o in self.id_operands.items():
            if not any(i["opname"] == op for i in gen.instructions):
                fail("override names unknown instruction " + op)
            if o["id"] not in ("Constant", "Type"):
                fail("bad id kind in override " + o["id"])
        self.core = {}
        for inst in gen.instructions:
            self.core[inst["opname"]] = self.map_core(inst)
        # Extended instructions by (set index, opname): two sets may share a name.
        self.ext = {}
        for inst in gen.ext_instructions:
            self.ext[(inst["_set"], inst["opname"])] = self.map_ext(inst)

    def is_enum(self, kind):
        return self.categories.get(kind) in ("ValueEnum", "BitEnum")

    def attr_name(self, opname, o):
        n = snake_case(o.grammar_name)
        rules = self.by_op.get(opname, {})
        if n in rules:
            return rules[n]
        if n in self.by_kind_operand.get(o.kind, {}):
            return self.by_kind_operand[o.kind][n]
        if o.kind in self.by_kind:
            return self.by_kind[o.kind]
        return n or snake_case(o.kind)

    def map_core(self, inst):
        opname = inst["opname"]
        out = []
        used = []
        for index, operand in enumerate(inst.get("operands", [])):
            kind = operand["kind"]
            if kind in ("IdResultType", "IdResult"):
                continue
            m = Mapping(operand, index, "Attribute")
            if kind in self.id_kinds:
                m.id_attr = "Constant"
                m.attr_kind = self.id_kinds[kind]
            as_attr = self.id_operands.get((opname, m.grammar_name)) if kind == "IdRef" else None
            if as_attr:
                m.id_attr = as_attr["id"]
                m.attr_kind = as_attr["kind"]
            elif kind == "IdRef":
                n = snake_case(m.grammar_name)
                if opname == self.callee["op"] and n == self.callee["operand"]:
                    m.role = "Callee"
                elif self.label_contains in n or n in self.label_names:
                    m.role = "Successor"
                else:
                    m.role = "Value"
            elif self.categories[kind] == "Composite":
                m.role = "Pairs"
            if m.role in ("Attribute", "Pairs"):
                n = (self.pairs_name if m.role == "Pairs"
                     else as_attr["attribute"] if as_attr else self.attr_name(opname, m))
                unique = n
                i = 1
                while unique in used:
                    unique = "%s_%d" % (n, i)
                    i += 1
                used.append(unique)
                m.attr = unique
            out.append(m)
        self.add_alternates(out)
        return out

    def map_ext(self, inst):
        out = []
        for index, operand in enumerate(inst.get("operands", [])):
            m = Mapping(operand, index, "Value" if operand["kind"] == "IdRef" else "Attribute")
            if m.role == "Attribute":
                m.attr = snake_case(m.grammar_name or m.kind)
            out.append(m)
        self.add_alternates(out)
        return out

    def add_alternates(self, mappings):
        for m in mappings:
            if not m.attr:
                continue
            for a, b in self.alternates:
                if m.attr == a:
                    m.alt = b
                elif m.attr == b:
                    m.alt = a
            if m.alt or not self.is_enum(m.kind):
                continue
            kind_name = snake_case(m.kind)
            if kind_name != m.attr and not any(x.attr == kind_name for x in mappings):
                m.alt = kind_name

    # ---- emission ------------------------------------------------------------------------
    def row(self, inst, m):
        def sv(s):
            return 'std::string_view("%s", %d)' % (s, len(s)) if s else "std::string_view()"
        return "{&kOperands[%d], OperandRole::%s, %s, IdAttr::%s, OperandKind::%s, %s}" % (
            inst["_operand_first"] + m.index, m.role, sv(m.attr), m.id_attr, m.attr_kind,
            sv(m.alt))

    def emit(self, registry_fields):
        """(arrays, tail) for SpirvTables.cpp; `registry_fields` ends kDialectTables."""
        rows, core_ranges, ext_ranges = [], [], []
        for inst in self.gen.instructions:
            ms = self.core[inst["opname"]]
            core_ranges.append("{%d, %d}" % (len(rows) if ms else 0, len(ms)))
            rows += [self.row(inst, m) for m in ms]
        for inst in self.gen.ext_instructions:
            ms = self.ext[(inst["_set"], inst["opname"])]
            ext_ranges.append("{%d, %d}" % (len(rows) if ms else 0, len(ms)))
            rows += [self.row(inst, m) for m in ms]
        arrays = ["constexpr OperandMapping kOperandMappings[] = {"]
        arrays += ["    %s," % r for r in rows] + ["};", ""]
        arrays += ["/// Parallel to kInstructions.", "constexpr Range kInstructionMappings[] = {"]
        arrays += ["    %s," % r for r in core_ranges] + ["};", ""]
        arrays += ["/// Parallel to kExtInstructions.", "constexpr Range kExtInstMappings[] = {"]
        arrays += ["    %s," % r for r in ext_ranges] + ["};", ""]
        tail = ["constinit const DialectTables kDialectTables = {",
                "    kOperandMappings, kInstructionMappings, kExtInstMappings, kInstructionTraits,",
                "    kExtInstTraits, kModuleStructure, kInstructionOpNames, kExtInstOpNames,",
                "    %s};" % registry_fields]
        return arrays, tail


class TraitComputer:
    """Op traits / memory effects (OpTrait bits of ir/OpInfo.h) and which
    instructions are module structure rather than ops, from the override file."""

    BITS = {"Terminator": "OpTrait::Terminator", "ReturnLike": "OpTrait::ReturnLike",
            "NoSideEffect": "OpTrait::NoSideEffect", "MemoryRead": "OpTrait::MemoryRead",
            "MemoryWrite": "OpTrait::MemoryWrite"}

    def __init__(self, gen, overrides):
        self.gen = gen
        t = overrides["traits"]
        s = overrides["module_structure"]
        known = {i["opname"] for i in gen.instructions} | {
            a for i in gen.instructions for a in i["aliases"]}
        for name in (t["terminators"] + t["return_like"] + t["memory_read"] + t["memory_write"] +
                     s["class_exceptions"] + s["ops"]):
            if name not in known:
                fail("override names unknown instruction " + name)
        self.t = t
        self.s = s

    def core_traits(self, inst):
        t, name = self.t, inst["opname"]
        bits = []
        if name in t["terminators"]:
            bits.append("Terminator")
        if name in t["return_like"]:
            bits.append("ReturnLike")
        if inst["class"] in t["pure_classes"]:
            bits.append("NoSideEffect")
        if name in t["memory_read"]:
            bits.append("MemoryRead")
        if name in t["memory_write"]:
            bits.append("MemoryWrite")
        return bits

    def ext_traits(self, inst):
        """An extended instruction is pure unless its set's "traits" say it
        reads or writes memory (through a pointer operand)."""
        t, name = self.gen.ext_specs[inst["_set"]]["traits"], inst["opname"]
        if any(name.startswith(p) for p in t.get("memory_read_prefixes", [])):
            return ["MemoryRead"]
        if any(name.startswith(p) for p in t.get("memory_write_prefixes", [])):
            return ["MemoryWrite"]
        if name in t.get("memory_read", []):
            return ["MemoryRead"]
        if name in t.get("memory_write", []):
            return ["MemoryWrite"]
        if name in t.get("memory_read_write", []):
            return ["MemoryRead", "MemoryWrite"]
        return ["NoSideEffect"]

    def module_structure(self, inst):
        s, name = self.s, inst["opname"]
        if inst["class"] in s["classes"]:
            return name not in s["class_exceptions"]
        return name in s["ops"]

    def expr(self, bits):
        return " | ".join(self.BITS[b] for b in bits) if bits else "0"

    def emit(self):
        arrays = ["/// OpTrait bits, parallel to kInstructions.",
                  "constexpr uint32_t kInstructionTraits[] = {"]
        arrays += ["    %s," % self.expr(self.core_traits(i)) for i in self.gen.instructions]
        arrays += ["};", "", "/// Parallel to kInstructions.", "constexpr bool kModuleStructure[] = {"]
        arrays += ["    %s," % ("true" if self.module_structure(i) else "false")
                   for i in self.gen.instructions]
        arrays += ["};", "", "/// OpTrait bits, parallel to kExtInstructions.",
                   "constexpr uint32_t kExtInstTraits[] = {"]
        arrays += ["    %s," % self.expr(self.ext_traits(i)) for i in self.gen.ext_instructions]
        arrays += ["};", ""]

        def sv(s):
            return 'std::string_view("%s", %d)' % (s, len(s))
        arrays += ["/// The op names (\"spirv.IAdd\"; \"\" for module structure), parallel to kInstructions.",
                   "constexpr std::string_view kInstructionOpNames[] = {"]
        arrays += ["    %s," % sv("" if self.module_structure(i) else "spirv." + i["_name"])
                   for i in self.gen.instructions]
        arrays += ["};", "", "/// \"spirv.CL.fma\", \"spirv.GL.Exp\": parallel to kExtInstructions.",
                   "constexpr std::string_view kExtInstOpNames[] = {"]
        arrays += ["    %s," % sv(self.gen.ext_specs[i["_set"]]["ir_prefix"] + i["opname"])
                   for i in self.gen.ext_instructions]
        arrays += ["};", ""]
        return arrays
