import fs from "node:fs";
import path from "node:path";
import { generate, loadCodegenConfig } from "@graphql-codegen/cli";
import { expect } from "chai";

const root = path.resolve(import.meta.dirname, "../..");

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** Codegen refuses to run when its document globs match nothing; that is the one "nothing to generate" answer. */
function isNoDocumentsError(err: unknown, documentGlobs: string[]): boolean {
  const message = err instanceof Error ? err.message : String(err);
  return /Unable to find any GraphQL type definitions/.test(message) && documentGlobs.some((g) => message.includes(g));
}

describe("generated client GraphQL types", () => {
  it("every file codegen writes equals the committed one, and no other file is left behind (else run npm run codegen)", async function () {
    const { config } = await loadCodegenConfig({ configFilePath: path.join(root, "codegen.yml") });
    const outputDirs = Object.keys(config.generates).map((out) => path.resolve(root, out));
    const documentGlobs = ([] as unknown[]).concat(config.documents ?? []).filter((d): d is string => typeof d === "string" && !d.startsWith("!"));

    let generated: Array<{ filename: string; content: string }>;
    try {
      generated = await generate({ ...config, cwd: root, silent: true }, false);
    } catch (err) {
      if (!isNoDocumentsError(err, documentGlobs)) throw err;
      // No GraphQL documents in the client: then there must be no generated output either.
      for (const dir of outputDirs) expect(filesUnder(dir), `${path.relative(root, dir)} exists but the client has no GraphQL documents`).to.deep.equal([]);
      return;
    }

    expect(generated, "codegen generated nothing").not.to.be.empty;
    const expected = new Map(generated.map((f) => [path.resolve(root, f.filename), f.content]));
    for (const [file, content] of expected) {
      const rel = path.relative(root, file);
      expect(fs.existsSync(file), `${rel} is missing`).to.equal(true);
      expect(fs.readFileSync(file, "utf8"), `${rel} is stale`).to.equal(content);
    }
    const leftovers = outputDirs
      .flatMap(filesUnder)
      .filter((f) => !expected.has(f))
      .map((f) => path.relative(root, f));
    expect(leftovers, "files codegen no longer writes").to.deep.equal([]);
  });
});
