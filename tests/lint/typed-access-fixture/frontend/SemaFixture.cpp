// Fixture: the semantic checks are scanned.
void check(Operation* op) { if (op->attr("static_shape")) return; } // offence
