import fs from "node:fs";
import type { Plugin } from "vite";

const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode</;
// A template literal without `${…}` substitutions (`$name` variables are fine).
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
const GRAPHQL_IMPORT = /^import \{ graphql \} from "@\/gql";\n/m;
const OPERATION_NAME = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/;

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
        if (match) documents.set(match[1], match[2]);
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
