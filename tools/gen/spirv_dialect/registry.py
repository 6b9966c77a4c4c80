"""What the dialect registers in a context and the writer looks up by name,
as constant tables so that nothing is built or hashed at start-up:

* the dialect's own ops (`DialectOp` enum, op names, OpTrait bits) from the
  override file's "dialect_op_infos";
* one index of every op name (grammar ops, extended instructions (OpenCL.std,
  GLSL.std.450), the dialect's own
  ops and MLIR's vendor-prefixed aliases such as spirv.KHR.CooperativeMatrixLoad),
  sorted by name for binary search (Context::registerOps);
* the attribute names of the decorations (both snake_case spellings: the
  grammar's "fpfast_math_mode" and MLIR's "fp_fast_math_mode"), sorted by name.
"""

from spirv_dialect.formats import VENDORS, sv
from spirv_dialect.tables import fail, snake_case


def split_snake_case(name):
    """snake_case that also splits an acronym from the next word (FPFastMathMode ->
    fp_fast_math_mode), as MLIR spells decoration attributes."""
    out = []
    for i, c in enumerate(name):
        if c.isupper() and i > 0:
            p = name[i - 1]
            nxt = name[i + 1] if i + 1 < len(name) else ""
            if p.islower() or p.isdigit() or (p.isupper() and nxt.islower()):
                out.append("_")
        out.append(c.lower())
    return "".join(out)


class RegistryEmitter:
    def __init__(self, gen, traits, overrides):
        self.gen = gen
        self.traits = traits
        self.dialect_ops = overrides["dialect_op_infos"]["ops"]
        listed = set(overrides["formats"]["dialect_ops"])
        names = [o[1] for o in self.dialect_ops]
        if set(names) != listed or len(names) != len(listed):
            fail("dialect_op_infos and formats.dialect_ops name different ops")

    def header(self):
        """The DialectOp enum, for SpirvEnums.h."""
        out = ["/// The dialect's own ops (spirv.module ...), in dialect_overrides.json's order.",
               "enum class DialectOp : uint16_t {"]
        out += ["  %s," % o[0] for o in self.dialect_ops]
        out += ["  Count,", "};", ""]
        return out

    def op_names(self):
        entries = {}

        def add(name, family, index):
            if name not in entries:  # the first family wins, as registration order did
                entries[name] = (family, index)

        for n, i in enumerate(self.gen.instructions):
            if not self.traits.module_structure(i):
                add("spirv." + i["_name"], "Core", n)
        for n, i in enumerate(self.gen.ext_instructions):
            add(self.gen.ext_specs[i["_set"]]["ir_prefix"] + i["opname"], "ExtInst", n)
        for n, o in enumerate(self.dialect_ops):
            add(o[1], "Dialect", n)
        for n, i in enumerate(self.gen.instructions):
            if self.traits.module_structure(i):
                continue
            name = i["_name"]
            v = next((v for v in VENDORS if len(name) > len(v) and name.endswith(v)), None)
            if v:
                add("spirv.%s.%s" % (v, name[:-len(v)]), "VendorAlias", n)
        if max(idx for _, idx in entries.values()) > 0xFFFF:
            fail("op index does not fit 16 bits")
        return sorted(entries.items(), key=lambda e: e[0].encode())

    def decoration_names(self):
        kind = next(k for k in self.gen.kinds if k["kind"] == "Decoration")
        names = {}
        for e in self.gen.enums[kind["kind"]]:
            for n in (snake_case(e["enumerant"]), split_snake_case(e["enumerant"])):
                if n in names and names[n] != e["_key"]:
                    fail("two decorations are spelt " + n)
                names[n] = e["_key"]
        return sorted(names.items(), key=lambda p: p[0].encode())

    def arrays(self):
        out = ["/// The dialect's own ops: names and OpTrait bits, parallel to DialectOp.",
               "constexpr std::string_view kDialectOpNames[] = {"]
        out += ["    %s," % sv(o[1]) for o in self.dialect_ops]
        out += ["};", "", "constexpr uint32_t kDialectOpTraits[] = {"]
        out += ["    %s," % (" | ".join("OpTrait::" + t for t in o[2]) or "0")
                for o in self.dialect_ops]
        out += ["};", "", "/// Every op name, ascending.", "constexpr OpNameEntry kOpsByName[] = {"]
        out += ["    {%s, OpFamily::%s, %d}," % (sv(n), f, i) for n, (f, i) in self.op_names()]
        out += ["};", "", "/// Decoration attribute names, ascending.",
                "constexpr DecorationName kDecorationNames[] = {"]
        out += ["    {%s, %d}," % (sv(n), v) for n, v in self.decoration_names()]
        out += ["};", ""]
        return out

    def tail_fields(self):
        return "kDialectOpNames, kDialectOpTraits, kOpsByName, kDecorationNames"
