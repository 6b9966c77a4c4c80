// Structs passed by pointer to non-inlined helpers; nested struct and array member.
typedef struct {
  float3 pos;
  float3 vel;
  float mass;
  int id;
} Particle;

typedef struct {
  float dt;
  float damping;
  float bounds[2];
} Params;

__attribute__((noinline))
void integrate(__global Particle *p, __constant Params *prm) {
  p->vel *= prm->damping;
  p->pos += p->vel * prm->dt;
  if (p->pos.x < prm->bounds[0] || p->pos.x > prm->bounds[1])
    p->vel.x = -p->vel.x;
}

__attribute__((noinline))
float kinetic(const Particle *p) {
  return 0.5f * p->mass * dot(p->vel, p->vel);
}

__kernel void particles(__global Particle *ps, __constant Params *prm,
                        __global float *energy, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  integrate(&ps[i], prm);
  Particle local_copy = ps[i];
  energy[i] = kinetic(&local_copy);
}
