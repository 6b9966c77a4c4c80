"""The SPIR-V dialect generator's modules; see tools/gen/gen_spirv_dialect.py."""
