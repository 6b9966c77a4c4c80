// SourceManager: buffers, offset <-> line:column mapping, line text.
#include "frontend/SourceManager.h"

#include <doctest/doctest.h>

#include <sstream>
#include <string>

using namespace spvkit::frontend;

TEST_SUITE("source_manager") {

  TEST_CASE("line and column of ASCII text") {
    SourceManager sm;
    const FileId f = sm.addBuffer("a.tl", "ab\ncd\n\nxyz");
    REQUIRE(f == 1);
    CHECK(sm.name(f) == "a.tl");
    CHECK(sm.lineCount(f) == 4);
    CHECK(sm.lineColumn(sm.location(f, 0)) == LineColumn{1, 1});
    CHECK(sm.lineColumn(sm.location(f, 1)) == LineColumn{1, 2});
    CHECK(sm.lineColumn(sm.location(f, 2)) == LineColumn{1, 3}); // the '\n'
    CHECK(sm.lineColumn(sm.location(f, 3)) == LineColumn{2, 1});
    CHECK(sm.lineColumn(sm.location(f, 6)) == LineColumn{3, 1});
    CHECK(sm.lineColumn(sm.location(f, 7)) == LineColumn{4, 1});
    CHECK(sm.lineColumn(sm.endOf(f)) == LineColumn{4, 4});
    CHECK(sm.lineText(f, 1) == "ab");
    CHECK(sm.lineText(f, 3) == "");
    CHECK(sm.lineText(f, 4) == "xyz");
    CHECK(sm.lineText(f, 5) == "");
    CHECK(sm.formatLocation(sm.location(f, 8)) == "a.tl:4:2");
  }

  TEST_CASE("trailing newline, empty buffer, CRLF") {
    SourceManager sm;
    const FileId a = sm.addBuffer("a", "x\n");
    CHECK(sm.lineCount(a) == 2);
    CHECK(sm.lineColumn(sm.endOf(a)) == LineColumn{2, 1});
    const FileId e = sm.addBuffer("e", "");
    CHECK(sm.lineCount(e) == 1);
    CHECK(sm.lineColumn(sm.endOf(e)) == LineColumn{1, 1});
    CHECK(sm.lineText(e, 1) == "");
    const FileId c = sm.addBuffer("c", "ab\r\ncd\r\n");
    CHECK(sm.lineText(c, 1) == "ab");
    CHECK(sm.lineText(c, 2) == "cd");
    CHECK(sm.lineColumn(sm.location(c, 4)) == LineColumn{2, 1});
  }

  TEST_CASE("columns count code points") {
    SourceManager sm;
    // "é" is 2 bytes, "中" 3 bytes, 0xFF an invalid byte; a tab is one column.
    const FileId f = sm.addBuffer("u", "\xC3\xA9x\n\xE4\xB8\xAD\xFF\ty");
    CHECK(sm.lineColumn(sm.location(f, 2)) == LineColumn{1, 2});
    CHECK(sm.lineColumn(sm.location(f, 7)) == LineColumn{2, 2}); // 0xFF
    CHECK(sm.lineColumn(sm.location(f, 8)) == LineColumn{2, 3}); // tab
    CHECK(sm.lineColumn(sm.location(f, 9)) == LineColumn{2, 4}); // y
    CHECK(sm.locationOf(f, 2, 4) == sm.location(f, 9));
    CHECK(sm.locationOf(f, 1, 2) == sm.location(f, 2));
    CHECK_FALSE(sm.locationOf(f, 1, 9).isValid());
    CHECK_FALSE(sm.locationOf(f, 3, 1).isValid());
  }

  TEST_CASE("locationOf inverts lineColumn on every offset") {
    SourceManager sm;
    const std::string text =
        "func @f(%a: i32) {\n\t%b = add %a, %a : i32 ; \xC3\xA9\n}\n\xF0\x9F\x98\x80!";
    const FileId f = sm.addBuffer("r", text);
    for (uint32_t off = 0; off <= text.size(); ++off) {
      const unsigned char c = off < text.size() ? static_cast<unsigned char>(text[off]) : 0;
      if (c >= 0x80 && c < 0xC0) continue; // inside a multi-byte character
      const LineColumn lc = sm.lineColumn(sm.location(f, off));
      CHECK(sm.locationOf(f, lc.line, lc.column).offset == off);
    }
  }

  TEST_CASE("invalid ids and ranges") {
    SourceManager sm;
    CHECK_FALSE(sm.isValid(0));
    CHECK_FALSE(sm.isValid(1));
    CHECK(sm.name(7).empty());
    CHECK(sm.lineColumn(SourceLocation{}) == LineColumn{});
    CHECK(sm.formatLocation(SourceLocation{}) == "<unknown>");
    const FileId f = sm.addBuffer("t", "hello world");
    CHECK(sm.location(f, 1000) == sm.endOf(f));
    CHECK(sm.textOf({sm.location(f, 6), sm.location(f, 11)}) == "world");
    CHECK(sm.textOf({sm.location(f, 6), sm.location(f, 3)}) == "");
    CHECK(sm.textOf(SourceRange{}) == "");
    CHECK(SourceRange(sm.location(f, 2), sm.location(f, 5)).length() == 3);
  }

  TEST_CASE("files and streams") {
    SourceManager sm;
    std::string error;
    CHECK(sm.addFile("/nonexistent/dir/x.tl", &error) == 0);
    CHECK(error.find("cannot open '/nonexistent/dir/x.tl'") == 0);
    std::istringstream in("a\nb");
    const FileId f = sm.addStream("<stdin>", in, &error);
    REQUIRE(f != 0);
    CHECK(sm.text(f) == "a\nb");
    CHECK(sm.name(f) == "<stdin>");
    const FileId g = sm.addFile(std::string(SPVKIT_CORPUS_DIR) + "/INSTRUCTIONS.txt", &error);
    CHECK(g != 0);
    CHECK(sm.text(g).size() > 100);
  }

} // TEST_SUITE
