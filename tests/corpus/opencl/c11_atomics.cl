// OpenCL 2.0 C11-style atomics with explicit memory orders and scopes.
__kernel void c11_atomics(__global atomic_int *counter, __global atomic_uint *flags,
                          __global int *out, __local atomic_int *lcount) {
  uint lid = get_local_id(0);
  if (lid == 0)
    atomic_init(lcount, 0);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  int mine = atomic_fetch_add_explicit(counter, 1, memory_order_relaxed,
                                       memory_scope_device);
  atomic_fetch_add_explicit(lcount, 1, memory_order_acq_rel, memory_scope_work_group);
  atomic_fetch_or_explicit(flags, 1u << (lid & 31), memory_order_release,
                           memory_scope_device);
  int expected = 0;
  bool won = atomic_compare_exchange_strong_explicit(
      counter + 1, &expected, mine, memory_order_acq_rel, memory_order_acquire,
      memory_scope_device);
  atomic_store_explicit(counter + 2, mine, memory_order_release, memory_scope_device);
  work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
  int seen = atomic_load_explicit(lcount, memory_order_acquire, memory_scope_work_group);
  int prev = atomic_exchange(counter + 3, (int)lid);
  out[get_global_id(0)] = mine + seen + (won ? 1000 : 0) + prev;
}
