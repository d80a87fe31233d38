import { expect } from "chai";
import { parseInline, parseMarkdown } from "../../web/src/pages/public/api-docs/markdown-blocks";

describe("the API page's Markdown subset", () => {
  it("reads headings, lists with continued items, and paragraphs", () => {
    const source = "# Title\n\n## Sub  heading\n\n- one\n  more\n- two\n\n1. first\n2. second\n\nSome text\nwrapped.";
    expect(parseMarkdown(source)).to.deep.equal([
      { kind: "heading", level: 1, text: "Title" },
      { kind: "heading", level: 2, text: "Sub  heading" },
      { kind: "list", ordered: false, items: ["one more", "two"] },
      { kind: "list", ordered: true, items: ["first", "second"] },
      { kind: "paragraph", text: "Some text wrapped." },
    ]);
  });

  it("reads code, strong text and links inside a line", () => {
    expect(parseInline("Call `GET /api` with **care**, see [the docs](/api-docs).")).to.deep.equal([
      { kind: "text", text: "Call " },
      { kind: "code", text: "GET /api" },
      { kind: "text", text: " with " },
      { kind: "strong", text: "care" },
      { kind: "text", text: ", see " },
      { kind: "link", text: "the docs", href: "/api-docs" },
      { kind: "text", text: "." },
    ]);
  });
});
