import http from "node:http";
import { expect } from "chai";
import { textToHtml } from "../../server/modules/mail/mail-html";
import { isPrivateAddress } from "../../server/modules/notifications/private-address";
import { retryDelayMs } from "../../server/modules/notifications/retry-delay";
import { postWebhook } from "../../server/modules/notifications/webhook-sender";
import { signWebhook } from "../../server/modules/notifications/webhook-signature";

describe("outbound webhook rules", () => {
  it("counts loopback, private, link-local and unique-local addresses as private, in every spelling", () => {
    for (const address of [
      "127.0.0.1",
      "127.255.0.9",
      "10.0.0.1",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "0.0.0.0",
      "::1",
      "[::1]",
      "::",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:10.1.2.3",
      "::ffff:7f00:1",
      "::FFFF:a9fe:a9fe",
      "not-an-ip",
    ]) {
      expect(isPrivateAddress(address), address).to.equal(true);
    }
    for (const address of ["8.8.8.8", "172.32.0.1", "172.15.255.255", "192.169.0.1", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "::ffff:808:808"]) {
      expect(isPrivateAddress(address), address).to.equal(false);
    }
  });

  it("refuses at connect time a host name that resolves to loopback, and an IP literal, when private targets are not allowed", async () => {
    let reached = 0;
    const receiver = http.createServer((_req, res) => {
      reached++;
      res.end("ok");
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    const port = (receiver.address() as { port: number }).port;
    try {
      const viaName = await postWebhook({ url: `http://localhost:${port}/`, body: "{}", secret: "s", eventId: "e", allowPrivateTargets: false });
      const viaLiteral = await postWebhook({ url: `http://127.0.0.1:${port}/`, body: "{}", secret: "s", eventId: "e", allowPrivateTargets: false });
      expect(viaName).to.deep.include({ statusCode: null });
      expect(viaName.error).to.match(/private, loopback or link-local/);
      expect(viaLiteral.error).to.match(/private, loopback or link-local/);
      expect(reached).to.equal(0);
      expect(await postWebhook({ url: `http://127.0.0.1:${port}/`, body: "{}", secret: "s", eventId: "e", allowPrivateTargets: true })).to.deep.equal({
        statusCode: 200,
        error: null,
      });
      expect(reached).to.equal(1);
    } finally {
      await new Promise<void>((r) => receiver.close(() => r()));
    }
  });

  it("gives up on a receiver that does not answer within the timeout", async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const port = (silent.address() as { port: number }).port;
    try {
      const answer = await postWebhook({ url: `http://127.0.0.1:${port}/`, body: "{}", secret: "s", eventId: "e", allowPrivateTargets: true, timeoutMs: 200 });
      expect(answer).to.deep.equal({ statusCode: null, error: "No answer within 0.2 s." });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((r) => silent.close(() => r()));
    }
  });

  it("doubles the wait between retries up to an hour", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(30_000, n))).to.deep.equal([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30_000, 12)).to.equal(3_600_000);
    expect(retryDelayMs(30_000, 500)).to.equal(3_600_000);
  });

  it("signs the timestamp and the exact body", () => {
    const header = signWebhook("whsec_test", '{"a":1}', 1_700_000_000);
    expect(header).to.match(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(signWebhook("whsec_test", '{"a":2}', 1_700_000_000)).not.to.equal(header);
    expect(signWebhook("whsec_test", '{"a":1}', 1_700_000_001)).not.to.equal(header);
  });
});

describe("the HTML part of an e-mail", () => {
  it("escapes everything the text holds and links only http(s) URLs", () => {
    const html = textToHtml(`Hello <img src=x onerror=alert(1)> & "you",\n\nOpen https://shop.test/a?b=1&c=<2>\njavascript:alert(1)`);
    expect(html).to.include("Hello &lt;img src=x onerror=alert(1)&gt; &amp; &quot;you&quot;,");
    expect(html).to.include('<a href="https://shop.test/a?b=1&amp;c=">https://shop.test/a?b=1&amp;c=</a>&lt;2&gt;');
    expect(html).to.include("<br>\njavascript:alert(1)");
    expect(html).not.to.match(/<img|href="javascript/);
  });
});
