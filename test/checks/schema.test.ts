import fs from "node:fs";
import path from "node:path";
import { expect } from "chai";
import "reflect-metadata";
import { buildAppSchema, printAppSchema } from "../../server/graphql/schema";

const root = path.resolve(import.meta.dirname, "../..");

describe("committed GraphQL schema", () => {
  it("schema.graphql equals the schema printed from the resolvers (else run npm run schema:emit && npm run codegen)", async () => {
    const committed = fs.readFileSync(path.join(root, "schema.graphql"), "utf8");
    const printed = printAppSchema(await buildAppSchema());
    expect(committed, "schema.graphql is stale").to.equal(printed);
  });
});
