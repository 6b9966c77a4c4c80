// Fixture: the writer's dispatch is generic code and is not scanned.
void write(Operation* op) {
  use(op->operand(0), op->attr("memory_access"));
}
