// Fixture: the rest of codegen is scanned.
void f(Operation* op) {
  use(op->operand(1)); // offence
}
