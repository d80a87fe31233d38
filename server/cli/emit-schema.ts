/** Writes schema.graphql from the TypeGraphQL resolvers (`npm run schema:emit`); `--check` only compares. */
import fs from "node:fs";
import "reflect-metadata";
import { buildAppSchema, printAppSchema } from "../graphql/schema";

const file = "schema.graphql";
const printed = printAppSchema(await buildAppSchema());
if (process.argv.includes("--check")) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  if (current !== printed) {
    console.error("schema.graphql is stale: run npm run schema:emit && npm run codegen");
    process.exit(1);
  }
  console.log("schema.graphql is current");
} else {
  fs.writeFileSync(file, printed);
  console.log(`wrote ${file}`);
}
