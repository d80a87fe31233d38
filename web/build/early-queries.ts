import fs from "node:fs";
import { InMemoryCache } from "@apollo/client";
import { print, type DocumentNode } from "graphql";
import type { Plugin } from "vite";

const DOCUMENT_LINE = /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode</;

/** The query text Apollo Client sends for a document: the cache adds `__typename` to every selection first. */
function sentQueryText(document: DocumentNode): string {
  return print(new InMemoryCache().transformDocument(document));
}

/**
 * Every page's shell waits for these queries before it shows anything, and the client sends
 * them only once its entry script has downloaded and run: on a slow link a full round trip
 * after the biggest download. This writes a tiny classic script, loaded `async` from
 * index.html, that sends them as soon as the HTML arrives; the first screen's lite client
 * (web/src/graphql/lite-client.ts) then uses those answers when its own query is the same text.
 */
export function earlyQueries(generatedFile: string, operationNames: string[]): Plugin {
  let scriptUrl = "";
  return {
    name: "bia:early-queries",
    apply: "build",
    generateBundle() {
      const documents = new Map<string, DocumentNode>();
      for (const line of fs.readFileSync(generatedFile, "utf8").split("\n")) {
        const match = DOCUMENT_LINE.exec(line);
        if (match && operationNames.includes(match[1])) documents.set(match[1], JSON.parse(match[2]) as DocumentNode);
      }
      const queries: Record<string, string> = {};
      for (const name of operationNames) {
        const document = documents.get(name);
        if (!document) this.error(`${name}Document is not in ${generatedFile}; run \`npm run codegen\``);
        queries[name] = sentQueryText(document);
      }
      const source = `(function () {
  var queries = ${JSON.stringify(queries)};
  var early = (window.__biaEarlyQueries = {});
  Object.keys(queries).forEach(function (name) {
    early[name] = {
      query: queries[name],
      answer: fetch("/graphql", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/graphql-response+json,application/json;q=0.9" },
        body: JSON.stringify({ operationName: name, variables: {}, query: queries[name] }),
      })
        .then(function (res) { return res.ok ? res.json() : null; })
        .catch(function () { return null; }),
    };
  });
})();
`;
      const ref = this.emitFile({ type: "asset", name: "early-queries.js", source });
      scriptUrl = "/" + this.getFileName(ref);
    },
    transformIndexHtml: {
      order: "post",
      handler: () => [{ tag: "script", attrs: { src: scriptUrl, async: true }, injectTo: "head" }],
    },
  };
}
