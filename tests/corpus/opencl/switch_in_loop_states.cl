// A small state machine: a switch inside a while loop, cases that change
// state, exit the loop, or return from the kernel.
enum State { S_START, S_NUM, S_SKIP, S_DONE };

__kernel void tokenize(__global const char *text, __global int *tokens, int len) {
  int gid = get_global_id(0);
  int pos = gid * 16, end = min(pos + 16, len);
  enum State st = S_START;
  int cur = 0, ntok = 0;
  while (pos < end) {
    char c = text[pos];
    switch (st) {
    case S_START:
      if (c >= '0' && c <= '9') {
        st = S_NUM;
        cur = c - '0';
      } else if (c == '#') {
        st = S_SKIP;
      }
      break;
    case S_NUM:
      if (c >= '0' && c <= '9') {
        cur = cur * 10 + (c - '0');
      } else {
        tokens[gid * 8 + ntok++] = cur;
        st = ntok == 8 ? S_DONE : S_START;
      }
      break;
    case S_SKIP:
      if (c == '\n')
        st = S_START;
      break;
    case S_DONE:
      return;
    }
    ++pos;
  }
  if (st == S_NUM && ntok < 8)
    tokens[gid * 8 + ntok++] = cur;
  for (int k = ntok; k < 8; ++k)
    tokens[gid * 8 + k] = -1;
}
