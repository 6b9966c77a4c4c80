// Fixture for check_typed_access.py (never compiled): each line marked
// "offence" is one the check must report; the others it must accept.
// A comment naming op->operand(0) or op->attr("mode") is no offence.
void example(Operation* op, TensorBuilder& b) {
  Value* x = op->operand(0);                        // offence
  Value* out = op->operand(op->numOperands() - 1);  // offence
  Value* m = op->operand(isLoad ? 0 : 1);           // offence
  Value* first = op->operands()[0].get();           // offence
  auto mode = op->attr("mode").cast<IntegerAttr>(); // offence
  bool t = op->hasAttr("trans_a");                  // offence
  op->setAttr("attributes", dict);                  // offence
  op->removeAttr("checked");                        // offence
  NamedAttribute a[] = {b.named("value", v)};       // offence
  for (unsigned i = 0; i < op->numOperands(); ++i) use(op->operand(i));
  Value* y = GemmOp(op).beta();
  auto m2 = CumsumOp(op).mode();
  NamedAttribute c[] = {b.named(ConstantOp::kValueAttr, v)};
  std::string s = "op->operand(1) in a string";
}
