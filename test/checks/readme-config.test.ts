import fs from "node:fs";
import path from "node:path";
import { expect } from "chai";
import { configVariables } from "../../server/config";

const root = path.resolve(import.meta.dirname, "../..");

/** The table rows of docs/configuration.md's "Configuration" section (up to the next heading of the same or a higher level). */
function configurationRows(doc: string): string[] {
  const lines = doc.split("\n");
  const start = lines.findIndex((l) => /^#{1,3}\s+Configuration\b/i.test(l));
  if (start < 0) return [];
  const level = lines[start].match(/^#+/)![0].length;
  const rows: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const heading = line.match(/^(#+)\s/);
    if (heading && heading[1].length <= level) break;
    if (line.trimStart().startsWith("|")) rows.push(line);
  }
  return rows;
}

describe("configuration table (docs/configuration.md, linked from the README)", () => {
  it("documents every variable of server/config.ts in a row of its Configuration table", () => {
    const rows = configurationRows(fs.readFileSync(path.join(root, "docs/configuration.md"), "utf8"));
    expect(rows, "docs/configuration.md has no Configuration section with a table").not.to.be.empty;
    const missing = configVariables.map((v) => v.env).filter((env) => !rows.some((row) => row.includes(`\`${env}\``)));
    expect(missing, "variables missing from the Configuration table (npm run docs:config)").to.deep.equal([]);
  });
});
