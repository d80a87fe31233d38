import fs from "node:fs";
import path from "node:path";
import { expect } from "chai";

/**
 * The written house matches the built one: ARCHITECTURE.md names every domain folder of
 * server/modules/ (and no other), and every file or folder docs/how-it-is-built.md names exists.
 */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** The backticked names of ARCHITECTURE.md's "Domains hold every rule" paragraph. */
export function domainsNamed(architecture: string): string[] {
  const start = architecture.indexOf("**Domains** hold every rule");
  expect(start, "ARCHITECTURE.md has the Domains paragraph").to.be.greaterThan(-1);
  const paragraph = architecture.slice(start, architecture.indexOf("\n- ", start));
  return [...paragraph.matchAll(/`([a-z][a-z-]*)`/g)].map((m) => m[1]).sort();
}

/**
 * The paths a "How it is built" tree names, repository-relative: a top-level line `server/  …`
 * opens a folder, an indented `db/  …` a folder inside it; the other names of a line (and of
 * the lines continuing it) lie in its folder, a name with a slash inside is from the root, and
 * patterns (`<domain>`, `*`) are not paths.
 */
export function pathsNamed(tree: string): string[] {
  const out: string[] = [];
  let top = "";
  let base = "";
  for (const line of tree.split("\n")) {
    if (!line.trim()) continue;
    const indent = line.length - line.trimStart().length;
    const names = [...line.matchAll(/(?:^|[\s(,;])((?:[A-Za-z0-9_.<>*/-]+?(?:\/|\.(?:ts|tsx|json|yml|graphql|md))|Dockerfile))(?=[\s),;]|$)/g)].map(
      (m) => m[1],
    );
    let rest = names;
    if (indent === 0 && names[0]?.endsWith("/")) {
      top = base = names[0].slice(0, -1);
      out.push(top);
      rest = names.slice(1);
    } else if (indent === 0) {
      top = base = "";
    } else if (indent <= 2 && /^\s*[A-Za-z0-9_<>./-]+\/\s/.test(line)) {
      base = `${top}/${names[0].slice(0, -1)}`;
      out.push(base);
      rest = names.slice(1);
    } else if (indent <= 2) {
      base = top;
    }
    for (const name of rest) {
      const clean = name.replace(/\/$/, "");
      out.push(clean.includes("/") || !base ? clean : `${base}/${clean}`);
    }
  }
  return out.filter((p) => !/[<*]/.test(p));
}

describe("ARCHITECTURE.md and docs/how-it-is-built.md match the code", () => {
  it("ARCHITECTURE.md names every domain folder of server/modules/, and only those", () => {
    const folders = fs
      .readdirSync(path.join(root, "server/modules"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders.length).to.be.greaterThan(10);
    expect(domainsNamed(read("ARCHITECTURE.md"))).to.deep.equal(folders);
  });

  it("every file and folder docs/how-it-is-built.md names exists", () => {
    const section = read("docs/how-it-is-built.md");
    const tree = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
    const named = pathsNamed(tree);
    expect(named).to.include.members(["server/app.ts", "server/db/dialect.ts", "server/migrations/mysql", "web/src/graphql/fragments.ts", "docker/Dockerfile"]);
    expect(named.filter((p) => !fs.existsSync(path.join(root, p)))).to.deep.equal([]);
  });

  it("a domain has one service per concern, never one per audience: no admin-named service or resolver files", () => {
    const audienceNamed = fs
      .readdirSync(path.join(root, "server/modules"), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /(^|[-.])admin[-.](service|resolver)\.ts$/.test(e.name) && !e.name.endsWith(".admin.resolver.ts"))
      .map((e) => path.join(path.relative(root, e.parentPath), e.name));
    expect(audienceNamed, "rules for the back office go in the domain's service; its GraphQL edge in <domain>.admin.resolver.ts").to.deep.equal([]);
  });

  it("the tree reader resolves names in their folder and sees a renamed file", () => {
    const tree = [
      "server/    the server",
      "  app.ts, main.ts   assembly",
      "  db/       dialect.ts, gone.ts",
      "            and page-window.ts",
      "test/      unit/ and test/checks/x.test.ts",
      "schema.graphql   emitted",
    ].join("\n");
    expect(pathsNamed(tree)).to.deep.equal([
      "server",
      "server/app.ts",
      "server/main.ts",
      "server/db",
      "server/db/dialect.ts",
      "server/db/gone.ts",
      "server/db/page-window.ts",
      "test",
      "test/unit",
      "test/checks/x.test.ts",
      "schema.graphql",
    ]);
  });
});
