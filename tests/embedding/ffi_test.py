#!/usr/bin/env python3
"""The C API from another language: Python's ctypes on a shared build of
spvkit.h + spvkit_tensor.h. Compiles a tensor-language kernel, reads the
binary back, verifies and prints it, and checks the error statuses and
messages. Usage: ffi_test.py LIBRARY. Exit 0 on success."""
import ctypes as C
import sys

lib = C.CDLL(sys.argv[1])
SPVKIT_OK, SPVKIT_ERROR_INVALID_ARGUMENT, SPVKIT_ERROR_COMPILE = 0, 1, 8

lib.spvkit_version.restype = C.c_char_p
lib.spvkit_context_create.restype = C.c_void_p
lib.spvkit_context_destroy.argtypes = [C.c_void_p]
lib.spvkit_context_error.argtypes = [C.c_void_p]
lib.spvkit_context_error.restype = C.c_char_p
lib.spvkit_free.argtypes = [C.c_void_p]
words_p = C.POINTER(C.c_uint32)
lib.spvkit_compile_tensor.argtypes = [C.c_void_p, C.c_char_p, C.c_char_p,
                                      C.POINTER(words_p), C.POINTER(C.c_size_t)]
lib.spvkit_module_read.argtypes = [C.c_void_p, words_p, C.c_size_t, C.POINTER(C.c_void_p)]
lib.spvkit_module_verify.argtypes = [C.c_void_p]
lib.spvkit_module_print.argtypes = [C.c_void_p, C.POINTER(C.c_void_p)]
lib.spvkit_module_destroy.argtypes = [C.c_void_p]

failures = 0


def check(cond, what):
    global failures
    if not cond:
        print("FAIL:", what)
        failures += 1


SOURCE = b"""func @twice(%x: memref<f32x?>) {
  %i = group_id.x : index
  %v = load %x[%i] : f32
  %w = add %v, %v : f32
  store %w, %x[%i]
}
"""

check(lib.spvkit_version().decode() != "", "spvkit_version")
ctx = lib.spvkit_context_create()
check(ctx, "context")
words, count = words_p(), C.c_size_t()
st = lib.spvkit_compile_tensor(ctx, SOURCE, b"pvc", C.byref(words), C.byref(count))
check(st == SPVKIT_OK, "compile: " + lib.spvkit_context_error(ctx).decode())
if st == SPVKIT_OK:
    check(count.value > 5 and words[0] == 0x07230203, "SPIR-V magic")
    module = C.c_void_p()
    check(lib.spvkit_module_read(ctx, words, count, C.byref(module)) == SPVKIT_OK, "read back")
    check(lib.spvkit_module_verify(module) == SPVKIT_OK, "verify")
    text = C.c_void_p()
    check(lib.spvkit_module_print(module, C.byref(text)) == SPVKIT_OK, "print")
    check(b"@twice" in C.string_at(text), "the kernel in the printed IR")
    lib.spvkit_free(text)
    lib.spvkit_module_destroy(module)
    lib.spvkit_free(words)

st = lib.spvkit_compile_tensor(ctx, b"func @k() {\n  %x = nope\n}\n", b"generic",
                               C.byref(words), C.byref(count))
error = lib.spvkit_context_error(ctx).decode()
print("error reported as:\n" + error, end="")
check(st == SPVKIT_ERROR_COMPILE and "<source>:2:" in error and "error:" in error,
      "a located compile error")
st = lib.spvkit_compile_tensor(ctx, SOURCE, b"no-such-gpu", C.byref(words), C.byref(count))
check(st == SPVKIT_ERROR_INVALID_ARGUMENT and
      "unknown target" in lib.spvkit_context_error(ctx).decode(), "an unknown target")
check(lib.spvkit_compile_tensor(None, SOURCE, None, C.byref(words), C.byref(count)) ==
      SPVKIT_ERROR_INVALID_ARGUMENT, "a null context")
lib.spvkit_context_destroy(ctx)
print(f"{failures} failures")
sys.exit(1 if failures else 0)
