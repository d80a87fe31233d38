import { expect } from "chai";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import Markdown from "react-markdown";
import { isClientRoute, markdownOptions, safeMarkdownAddress } from "../../web/src/components/markdown/markdown-rules";

/** The HTML react-markdown makes of a text under the site's rules (before the site's components style it). */
const html = (source: string) => renderToStaticMarkup(createElement(Markdown, markdownOptions, source)).replace(/>\n+</g, "><");

describe("Markdown texts (react-markdown under the site's rules)", () => {
  it("reads headings, nested and ordered lists as sellers write them", () => {
    const source = "# Title\n\n## Sub heading\n\n* one\n  more\n* two\n    - inner\n\n3. third\n4. fourth\n\nSome text\nwrapped.";
    expect(html(source)).to.equal(
      "<h1>Title</h1><h2>Sub heading</h2><ul><li>one\nmore</li><li>two\n<ul><li>inner</li></ul></li></ul>" +
        '<ol start="3"><li>third</li><li>fourth</li></ol><p>Some text\nwrapped.</p>',
    );
  });

  it("reads tables with inline code, strong text and links in their cells", () => {
    const source = "| Code | Meaning |\n|:--|--:|\n| `GET /api` | **care**, see [the docs](/api-docs) |";
    expect(html(source)).to.equal(
      '<table><thead><tr><th style="text-align:left">Code</th><th style="text-align:right">Meaning</th></tr></thead>' +
        '<tbody><tr><td style="text-align:left"><code>GET /api</code></td><td style="text-align:right"><strong>care</strong>, see <a href="/api-docs">the docs</a></td></tr></tbody></table>',
    );
  });

  it("keeps fenced code with its language", () => {
    expect(html("```sh\ncurl -s /readyz\n```")).to.equal('<pre><code class="language-sh">curl -s /readyz\n</code></pre>');
  });

  it("refuses javascript:, data: and protocol-relative addresses: the link stays as its text", () => {
    const source = "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](&#106;avascript:alert(1)) [d](data:text/html,x) [e](//evil.example) [f](vbscript:x)";
    const out = html(source);
    expect(out).to.equal("<p><a>a</a> <a>b</a> <a>c</a> <a>d</a> <a>e</a> <a>f</a></p>");
    expect(html("![x](javascript:alert(1))")).to.equal('<p><img alt="x"/></p>');
  });

  it("keeps web, mail and same-site addresses", () => {
    expect(html("[w](https://example.com/a?b=1) [m](mailto:a@b.c) [s](/cart) <https://auto.example>")).to.equal(
      '<p><a href="https://example.com/a?b=1">w</a> <a href="mailto:a@b.c">m</a> <a href="/cart">s</a> <a href="https://auto.example">https://auto.example</a></p>',
    );
  });

  it("shows typed HTML as text, never as elements or attributes", () => {
    const out = html('<script>alert(1)</script>\n\nHi <img src=x onerror="alert(1)"> <a href="javascript:alert(1)">x</a>');
    expect(out).to.equal(
      "&lt;script&gt;alert(1)&lt;/script&gt;\n<p>Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;</p>",
    );
  });

  it("an address is kept only for http(s), mailto and a same-site path; routes are paths without a file extension", () => {
    expect(["https://a.b", " http://a.b ", "mailto:x@y.z", "/orders/find"].map(safeMarkdownAddress)).to.deep.equal([
      "https://a.b",
      "http://a.b",
      "mailto:x@y.z",
      "/orders/find",
    ]);
    expect(["javascript:alert(1)", "//evil.example", "relative/path", "#top", "ftp://x"].map(safeMarkdownAddress)).to.deep.equal([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(["/api-docs", "/product/x?ref=1", "/legal/terms-of-service#1"].map(isClientRoute)).to.deep.equal([true, true, true]);
    expect(["/schema.graphql", "/openapi.json", "https://a.b/c", "//a.b"].map(isClientRoute)).to.deep.equal([false, false, false, false]);
  });
});
