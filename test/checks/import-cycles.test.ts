import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";

/**
 * Import cycles in server/ may not grow. A value import that closes a cycle can leave a module
 * half-loaded when the modules load in another order (the API suite loads every test file first):
 * folding the catalogue's editing rules into catalog.service.ts once made it import orders and
 * stock, which import the catalogue, and 83 API tests then met `requireActor` undefined. Type-only
 * imports are erased and do not count. The cycles below are known and harmless (nothing in them
 * runs another's code while loading); a new cycle, or a module joining one, fails this check.
 */
const root = path.resolve(import.meta.dirname, "../..");

const KNOWN_CYCLES: string[][] = [
  [
    "server/modules/audit/audit.service.ts",
    "server/modules/audit/index.ts",
    "server/modules/auth/customer-sessions.service.ts",
    "server/modules/auth/index.ts",
    "server/modules/auth/session.ts",
    "server/modules/catalog/catalog.service.ts",
    "server/modules/catalog/index.ts",
    "server/modules/customers/customer-accounts.ts",
    "server/modules/customers/index.ts",
  ],
  [
    "server/modules/licenses/index.ts",
    "server/modules/licenses/licenses.types.ts",
    "server/modules/orders/checkout.service.ts",
    "server/modules/orders/index.ts",
  ],
];

/** Value imports and re-exports of each .ts file under `dir`, resolved to repository-relative files. */
export function valueImportGraph(repoRoot: string, dir: string): Map<string, string[]> {
  const files = (fs.readdirSync(path.join(repoRoot, dir), { recursive: true }) as string[])
    .filter((f) => f.endsWith(".ts"))
    .map((f) => path.posix.join(dir, f.split(path.sep).join("/")));
  const known = new Set(files);
  const resolve = (from: string, spec: string): string | undefined => {
    if (!spec.startsWith(".")) return undefined;
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
    return [`${base}.ts`, `${base}/index.ts`, base].find((candidate) => known.has(candidate));
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(repoRoot, file), "utf8");
    const deps = new Set<string>();
    for (const m of text.matchAll(/^(?:import|export) (?!type )[^;"]*\bfrom "([^"]+)"/gm)) {
      const target = resolve(file, m[1]);
      if (target) deps.add(target);
    }
    graph.set(file, [...deps]);
  }
  return graph;
}

/** The strongly connected components with more than one module (Tarjan), each sorted. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe("import cycles in server/ do not grow", () => {
  it("finds no cycle beyond the known ones, and no module joining one", () => {
    const cycles = cyclesOf(valueImportGraph(root, "server"));
    const outside = cycles.filter((cycle) => !KNOWN_CYCLES.some((known) => cycle.every((file) => known.includes(file))));
    expect(outside, "a new or grown import cycle: move the shared piece into its own module, or import a type only").to.deep.equal([]);
    expect(cycles.length, "the known cycles are still found (the reader still works)").to.be.greaterThan(0);
  });

  it("the reader sees a cycle through an index re-export, and ignores type-only imports", () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), "cycles-"));
    const dir = path.join(repo, "server");
    try {
      fs.mkdirSync(path.join(dir, "a"), { recursive: true });
      fs.writeFileSync(path.join(dir, "a/index.ts"), 'export { a } from "./a.service";\n');
      fs.writeFileSync(path.join(dir, "a/a.service.ts"), 'import {\n  b,\n} from "../b";\nexport const a = () => b;\n');
      fs.writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a";\nimport type { T } from "./c";\nexport const b = () => a;\n');
      fs.writeFileSync(path.join(dir, "c.ts"), 'import { b } from "./b";\nexport type T = typeof b;\n');
      expect(cyclesOf(valueImportGraph(repo, "server"))).to.deep.equal([["server/a/a.service.ts", "server/a/index.ts", "server/b.ts"]]);
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });
});
