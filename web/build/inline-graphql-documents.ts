import fs from "node:fs";
import { InMemoryCache } from "@apollo/client";
import { print, type DocumentNode } from "graphql";
import type { Plugin } from "vite";

const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode</;
// A template literal without `${…}` substitutions (`$name` variables are fine).
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
const GRAPHQL_IMPORT = /^import \{ graphql \} from "@\/gql";\n/m;
const OPERATION_NAME = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/;

/**
 * A query's document with the text the client sends as its `loc.source.body`: the first
 * screen's lite client (web/src/graphql/lite-client.ts) posts that text instead of printing the
 * document with graphql's printer. The text is the one Apollo Client would send (the cache adds
 * `__typename` to every selection), so both clients get the same answers and the early
 * script's requests (early-queries.ts) match. Mutations and fragments are left as they are.
 */
export function withQueryText(json: string): string {
  const document = JSON.parse(json) as DocumentNode;
  const [operation] = document.definitions;
  if (operation?.kind !== "OperationDefinition" || operation.operation !== "query") return json;
  const body = print(new InMemoryCache().transformDocument(document));
  return JSON.stringify({ ...document, loc: { start: 0, end: body.length, source: { body } } });
}

/**
 * Replaces each `graphql(`…`)` call of GraphQL Code Generator's client preset with the
 * document node it generated, which is what the preset's Babel/SWC plugins do. Without it the
 * preset's `graphql()` carries a map of every document of the app into the first page load.
 */
export function inlineGraphqlDocuments(generatedFile: string): Plugin {
  let documents = new Map<string, string>();
  return {
    name: "inline-graphql-documents",
    apply: "build",
    buildStart() {
      this.addWatchFile(generatedFile);
      documents = new Map();
      for (const line of fs.readFileSync(generatedFile, "utf8").split("\n")) {
        const match = DOCUMENT_LINE.exec(line);
        if (match) documents.set(match[1], match[1].endsWith("Document") ? withQueryText(match[2]) : match[2]);
      }
    },
    transform(code, id) {
      if (id === generatedFile || !/\.tsx?$/.test(id) || !code.includes("graphql(")) return null;
      let replaced = false;
      const result = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const operation = OPERATION_NAME.exec(source);
        if (!operation) this.error(`graphql() in ${id}: no named operation`);
        const name = operation[2] + (operation[1] === "fragment" ? "FragmentDoc" : "Document");
        const document = documents.get(name);
        if (!document) this.error(`graphql() in ${id}: ${name} is not in ${generatedFile}; run \`npm run codegen\``);
        replaced = true;
        return document;
      });
      if (!replaced) return null;
      // Dropped explicitly: the bundler keeps the preset's document map alive through a bare import.
      return /\bgraphql\(/.test(result) ? result : result.replace(GRAPHQL_IMPORT, "");
    },
  };
}
