// Fixture: the kernel builder is scanned.
void k(Operation* op) {
  use(op->attr("sym_name")); // offence
}
