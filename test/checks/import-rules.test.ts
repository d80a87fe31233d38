import fs from "node:fs";
import path from "node:path";
import { expect } from "chai";

/**
 * The house rules of ARCHITECTURE.md, read from the import statements of the source files
 * (no code is run): each layer imports only what lies below it.
 */
const root = path.resolve(import.meta.dirname, "../..");

/**
 * The only imports into another domain's internals, each with its reason (none today). A new
 * line here needs a good reason; the test also fails when a listed import is gone, so the list
 * cannot go stale.
 */
const INTERNAL_IMPORT_EXCEPTIONS: Record<string, string> = {};

/**
 * Dialect outside server/db/ and server/migrations/: an `isSqlite` branch, a database-kind
 * comparison, a driver's error code, the SQLite driver itself or dialect-only SQL. Comment lines
 * are not read.
 */
const DIALECT =
  /\bisSqlite\b|\b(?:ER|SQLITE)_[A-Z_]{3,}\b|\bkind\s*[!=]==\s*"(?:sqlite|mysql|mariadb)"|"better-sqlite3"|\b(?:FOR UPDATE|SKIP LOCKED|ON DUPLICATE KEY|ON CONFLICT)\b/;

/** The files outside server/db/ that may name the dialect, each with its reason. */
const DIALECT_EXCEPTIONS: Record<string, string> = {
  "server/config.ts": "the configuration's default worker count and its refusal of several workers on one SQLite file",
  "server/cli/backup.ts": "the backup tool copies a SQLite file with SQLite's online backup (MySQL/MariaDB use their own tools)",
  "server/cli/backup-signing-keys.ts": "writes the signing keys into the SQLite backup file",
  "server/cli/restore.ts": "puts a SQLite backup file in place",
};

/** The lines of a source file that name the dialect, as `file:line: text`. */
function dialectLines(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) => {
    const code = line.trim();
    if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) return [];
    return DIALECT.test(code) ? [`${file}:${i + 1}: ${code}`] : [];
  });
}

interface Import {
  from: string;
  /** Repository-relative path without extension for a relative import, else the package name. */
  to: string;
  relative: boolean;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && rel !== path.join("web", "src", "gql")) out.push(...sourceFiles(rel));
    } else if (/\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** Every `from "…"` and `import("…")` of a file; the alias @common/ counts as the common/ folder. */
function importsOf(file: string): Import[] {
  return importsIn(file, fs.readFileSync(path.join(root, file), "utf8"));
}

function importsIn(file: string, text: string): Import[] {
  const specs = [...text.matchAll(/\bfrom\s+"([^"\n]+)"|\bimport\(\s*"([^"\n]+)"\s*\)/g)].map((m) => m[1] ?? m[2]);
  return specs.map((spec) => {
    if (spec.startsWith("@common/")) return { from: file, to: path.join("common", spec.slice("@common/".length)), relative: true };
    if (spec.startsWith("@/")) return { from: file, to: path.join("web", "src", spec.slice(2)), relative: true };
    if (!spec.startsWith(".")) return { from: file, to: spec, relative: false };
    return { from: file, to: path.normalize(path.join(path.dirname(file), spec)).replace(/\.tsx?$/, ""), relative: true };
  });
}

const under = (p: string, dir: string) => p === dir || p.startsWith(dir + path.sep);
const domainOf = (p: string) => (under(p, "server/modules") ? p.split(path.sep)[2] : undefined);

/** An import from one domain into a file of another that is not that domain's index. */
function intoAnotherDomainsInternals(i: Import): boolean {
  const from = domainOf(i.from);
  const to = domainOf(i.to);
  return !!from && !!to && from !== to && i.to !== path.join("server/modules", to) && path.basename(i.to) !== "index";
}

describe("import rules (ARCHITECTURE.md)", () => {
  const files = [...sourceFiles("server"), ...sourceFiles("web/src"), ...sourceFiles("common")];
  const imports = files.flatMap(importsOf);
  const broken = (rule: (i: Import) => boolean) => imports.filter(rule).map((i) => `${i.from} -> ${i.to}`);

  it("reads the imports of the server, the client and the shared contract", () => {
    expect(files.length).to.be.greaterThan(200);
    expect(imports.filter((i) => i.relative).length).to.be.greaterThan(1000);
  });

  it("the client imports no server code, only the shared contract", () => {
    expect(broken((i) => under(i.from, "web/src") && i.relative && under(i.to, "server"))).to.deep.equal([]);
  });

  it("the shared contract imports nothing of the server or the client", () => {
    expect(broken((i) => under(i.from, "common") && i.relative && !under(i.to, "common"))).to.deep.equal([]);
  });

  it("the data layer knows no domain and no assembly", () => {
    expect(broken((i) => under(i.from, "server/db") && i.relative && (under(i.to, "server/modules") || i.to === "server/entities"))).to.deep.equal([]);
  });

  it("domains and the data layer never import the assembly", () => {
    // ARCHITECTURE.md's assembly row: the app, its processes, the entity list, the CLI tools and the jobs.
    const assembly = ["server/app", "server/services", "server/main", "server/cluster", "server/entities"];
    const isAssembly = (to: string) => assembly.includes(to) || under(to, "server/cli") || under(to, "server/jobs");
    expect(broken((i) => (under(i.from, "server/modules") || under(i.from, "server/db")) && isAssembly(i.to))).to.deep.equal([]);
  });

  it("domain errors know no transport", () => {
    expect(broken((i) => i.from === "server/errors.ts" && !i.relative)).to.deep.equal([]);
  });

  it("every domain has an index.ts, its public surface", () => {
    const domains = fs.readdirSync(path.join(root, "server/modules"), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(domains.length).to.be.greaterThan(10);
    expect(domains.map((d) => d.name).filter((d) => !fs.existsSync(path.join(root, "server/modules", d, "index.ts")))).to.deep.equal([]);
  });

  it("a domain reaches another only through that domain's index (catalog importing ../orders/orders.service fails)", () => {
    const found = new Set(imports.filter(intoAnotherDomainsInternals).map((i) => `${i.from} -> ${i.to}`));
    const added = [...found].filter((l) => !(l in INTERNAL_IMPORT_EXCEPTIONS)).sort();
    const paidOff = Object.keys(INTERNAL_IMPORT_EXCEPTIONS)
      .filter((l) => !found.has(l))
      .sort();
    expect(added, "imports into another domain's internals: export the name from its index.ts and import that").to.deep.equal([]);
    expect(paidOff, "gone from the code: remove these from INTERNAL_IMPORT_EXCEPTIONS").to.deep.equal([]);
  });

  it("no dialect outside server/db/ (isSqlite, database kinds, driver error codes, dialect SQL)", () => {
    const serverFiles = files.filter((f) => under(f, "server") && !under(f, "server/db") && !under(f, "server/migrations"));
    const found = serverFiles.flatMap((f) => dialectLines(f, fs.readFileSync(path.join(root, f), "utf8")));
    expect(
      found.filter((l) => !(l.slice(0, l.indexOf(":")) in DIALECT_EXCEPTIONS)),
      "a dialect difference becomes a function of server/db/ (dialect.ts, Database)",
    ).to.deep.equal([]);
    const foundFiles = new Set(found.map((l) => l.slice(0, l.indexOf(":"))));
    expect(
      Object.keys(DIALECT_EXCEPTIONS).filter((f) => !foundFiles.has(f)),
      "no longer names the dialect: remove it from DIALECT_EXCEPTIONS",
    ).to.deep.equal([]);
  });

  it("the dialect rule sees a branch on the database and a driver's error code, not a comment", () => {
    const lines = (text: string) => dialectLines("server/modules/x/x.service.ts", text);
    expect(lines("  if (ctx.db.isSqlite) return;")).to.have.length(1);
    expect(lines('  if (tx.db.kind === "mariadb") lock();')).to.have.length(1);
    expect(lines('  if (code !== "ER_DUP_ENTRY" && code !== "SQLITE_CONSTRAINT_PRIMARYKEY") throw err;')).to.have.length(1);
    expect(lines('  const rows = await q("SELECT id FROM t FOR UPDATE SKIP LOCKED");')).to.have.length(1);
    expect(lines("   * locked (FOR UPDATE on MySQL/MariaDB; SQLite's single writer)")).to.deep.equal([]);
    expect(lines("  if (isUniqueViolation(err)) throw emailTaken();")).to.deep.equal([]);
  });

  it("the domain rule tells an internal import from one through the index", () => {
    const crosses = (from: string, spec: string) => intoAnotherDomainsInternals(importsIn(from, `import { x } from "${spec}";`)[0]);
    expect(crosses("server/modules/catalog/catalog.service.ts", "../orders/orders.service")).to.equal(true);
    expect(crosses("server/modules/payments/providers/stripe/stripe.ts", "../../../orders/order.entity")).to.equal(true);
    expect(crosses("server/modules/catalog/catalog.service.ts", "../orders")).to.equal(false);
    expect(crosses("server/modules/catalog/catalog.service.ts", "../orders/index")).to.equal(false);
    expect(crosses("server/modules/catalog/catalog.service.ts", "./pricing")).to.equal(false);
  });
});
