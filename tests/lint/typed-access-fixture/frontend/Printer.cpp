// Fixture: the printer is generic code and is not scanned.
void print(Operation* op) {
  print(op->operand(0));
}
