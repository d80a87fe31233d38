import fs from "node:fs";
import path from "node:path";
import { InMemoryCache } from "@apollo/client";
import { expect } from "chai";
import { print, type DocumentNode } from "graphql";
import { withQueryText } from "../../web/build/inline-graphql-documents";

/** A document of the generated file, as the build inlines it (its JSON). */
function generated(name: string): string {
  const line = fs
    .readFileSync(path.resolve("web/src/gql/graphql.ts"), "utf8")
    .split("\n")
    .find((l) => l.startsWith(`export const ${name} = `));
  if (!line) throw new Error(`${name} is not in web/src/gql/graphql.ts`);
  return /^export const \w+ = (\{.*\}) as unknown as DocumentNode</.exec(line)![1];
}

describe("the query text the lite client posts (web/build/inline-graphql-documents.ts)", () => {
  it("is Apollo Client's text for the query, __typename included, in loc.source.body; the document is otherwise unchanged", () => {
    const json = generated("SiteDataDocument");
    const document = JSON.parse(withQueryText(json)) as DocumentNode;
    const body = document.loc!.source.body;
    expect(body).to.equal(print(new InMemoryCache().transformDocument(JSON.parse(json) as DocumentNode)));
    expect(body).to.match(/^query SiteData \{/);
    expect(body).to.include("__typename");
    // The fragment the query spreads is printed with it.
    expect(body).to.include("fragment SiteSettingsFields on SiteSettings");
    expect({ ...document, loc: undefined }).to.deep.equal({ ...(JSON.parse(json) as DocumentNode), loc: undefined });
  });

  it("leaves mutations and fragments without a text", () => {
    for (const name of ["LogoutDocument", "SiteSettingsFieldsFragmentDoc"]) expect(withQueryText(generated(name)), name).to.equal(generated(name));
  });
});
