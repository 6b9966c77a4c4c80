// Fixture: the semantic checks are scanned.
void check(Operation* op) {
  if (op->attr("static_shape")) return; // offence
}
void diagnose(Operation* op, Type t) {
  expectType(op, 1, t);            // offence
  error(operandLoc(op, 0), "..."); // offence
  expectType(op, GemmOp::kBetaOperand, t);
  error(constantLoc(op, 0), "..."); // the n-th constant written: no operand
}
