import fs from "node:fs";
import path from "node:path";
import { expect } from "chai";
import { ERROR_CODES } from "../../common/error-codes";
import { LANGUAGES } from "../../common/languages";
import { messagesOf, serverMessages } from "../helpers/server-messages";

/**
 * Issue 18's "server messages by code": every error code the API can answer with has a text in
 * the client's `errors` resources (a fixed message, a variant `CODE_reason`, or the generic
 * `byCode.CODE` shown when the code's message varies), and every English message the server
 * throws or keeps as a message constant (server/, common/) has a Russian and a Chinese version
 * in the `server` namespace (web/src/locales/{lang}/server.json, keyed by the English message;
 * a template's `${…}` parts are `{{name}}` placeholders) or among `errors.messages`.
 */
const root = path.resolve(import.meta.dirname, "../..");
type Json = { [key: string]: Json } | string;
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as Record<string, Json>;

function strings(value: Json): string[] {
  return typeof value === "string" ? [value] : Object.values(value).flatMap(strings);
}

describe("server messages in every language (issue 18)", () => {
  it("every error code has a text in errors.json in every language", () => {
    const missing: string[] = [];
    for (const language of LANGUAGES) {
      const errors = readJson(`web/src/locales/${language}/errors.json`);
      const byCode = (errors.byCode ?? {}) as Record<string, Json>;
      for (const code of ERROR_CODES) {
        const has = Object.keys(errors).some((k) => k === code || k.startsWith(`${code}_`)) || typeof byCode[code] === "string";
        if (!has) missing.push(`${language}: ${code}`);
      }
    }
    expect(missing, "add these codes to web/src/locales/{lang}/errors.json (byCode.CODE when the code's message varies)").to.deep.equal([]);
  });

  it("every message the server throws has a Russian and a Chinese text", () => {
    const messages = serverMessages();
    expect(messages.size, "the scan finds the server's messages").to.be.greaterThan(100);
    const inErrors = new Set(strings(readJson("web/src/locales/en/errors.json").messages));
    const missing: string[] = [];
    for (const language of LANGUAGES) {
      const server = readJson(`web/src/locales/${language}/server.json`);
      for (const [text, at] of messages) {
        if (inErrors.has(text)) continue;
        if (typeof server[text] !== "string" || !server[text]) missing.push(`${language}: ${JSON.stringify(text)} (${at})`);
      }
    }
    expect(missing, "add these to web/src/locales/{en,ru,zh}/server.json, keyed by the English text").to.deep.equal([]);
  });

  it("the scan finds thrown literals, templates as placeholders and message constants, and nothing else", () => {
    const source = `
      const X_MESSAGE = "Constant message.";
      export const AUTH_MESSAGES = { a: "From an object." };
      const limitMessage = (what: string) => \`\${what} must be small.\`;
      function f(max: number, p: { name: string }) {
        if (a) throw badInput("Plain one.");
        if (b) throw badField("email", \`At most \${max} for \${p.name}.\`);
        if (c) throw new DomainError("CONFLICT", "From a DomainError.", 409);
        log("Not a message.");
      }`;
    expect(messagesOf("x.ts", source).map((m) => m.text)).to.deep.equal([
      "Constant message.",
      "From an object.",
      "{{what}} must be small.",
      "Plain one.",
      "At most {{max}} for {{name}}.",
      "From a DomainError.",
    ]);
  });
});
