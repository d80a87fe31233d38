import fs from "node:fs";
import path from "node:path";
import { expect } from "chai";
import ts from "typescript";
import { LANGUAGES } from "../../common/languages";

/**
 * Issue 18's "no untranslated text": (a) every language has exactly English's keys, with the
 * plural forms its grammar needs and the same {{placeholders}}; (b) no component of web/src
 * renders a literal string in JSX text or in a prop a person reads or hears, except the files of
 * the grandfather list (test/checks/untranslated-files.txt, which may only shrink).
 */
const root = path.resolve(import.meta.dirname, "../..");
const GRANDFATHERED_FILE = "test/checks/untranslated-files.txt";

type Json = { [key: string]: Json } | string;

/** Every `locales` directory laid out as {lang}/{namespace}.json: the client's and any on the server (e-mails). */
function localeDirs(): string[] {
  const found = [path.join("web", "src", "locales")];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === "node_modules") continue;
      const rel = path.join(dir, entry.name);
      if (entry.name === "locales") found.push(rel);
      else walk(rel);
    }
  };
  if (fs.existsSync(path.join(root, "server"))) walk("server");
  return found;
}

function flatten(value: Json, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") {
    out.set(prefix, value);
    return out;
  }
  for (const [key, child] of Object.entries(value)) for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

/** `items_few` → { base: "items", form: "few" }; a key without a plural suffix has no form. */
function splitPlural(key: string): { base: string; form?: string } {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1], form: match[2] } : { base: key };
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

interface KeyProblem {
  file: string;
  problem: string;
}

/** What is wrong with one language's namespace against English's. */
export function keyProblems(language: string, file: string, english: Map<string, string>, other: Map<string, string>): KeyProblem[] {
  const problems: KeyProblem[] = [];
  const group = (keys: Map<string, string>) => {
    const bases = new Map<string, { forms: Set<string>; texts: string[] }>();
    for (const [key, text] of keys) {
      const { base, form } = splitPlural(key);
      const entry = bases.get(base) ?? { forms: new Set<string>(), texts: [] };
      if (form) entry.forms.add(form);
      entry.texts.push(text);
      bases.set(base, entry);
    }
    return bases;
  };
  const en = group(english);
  const lang = group(other);
  const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  for (const [base, entry] of en) {
    const theirs = lang.get(base);
    if (!theirs) {
      problems.push({ file, problem: `missing key ${base}` });
      continue;
    }
    if (entry.forms.size > 0) {
      for (const form of needed) if (!theirs.forms.has(form)) problems.push({ file, problem: `${base} lacks the plural form _${form}` });
      for (const form of theirs.forms) if (!needed.includes(form)) problems.push({ file, problem: `${base}_${form} is not a plural form of ${language}` });
    } else if (theirs.forms.size > 0) {
      problems.push({ file, problem: `${base} is plural here but not in English` });
    }
    const want = [...new Set(entry.texts.flatMap(placeholders))].sort().join(",");
    const have = [...new Set(theirs.texts.flatMap(placeholders))].sort().join(",");
    if (want !== have) problems.push({ file, problem: `${base} uses {{${have}}} where English uses {{${want}}}` });
  }
  for (const base of lang.keys()) if (!en.has(base)) problems.push({ file, problem: `extra key ${base} (not in English)` });
  return problems;
}

// ---- (b) literal strings in JSX ----

/** Props whose value a person reads or hears. */
const VISIBLE_PROPS = new Set([
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
  "description",
  "helperText",
  "errorText",
  "confirmLabel",
  "cancelLabel",
  "emptyText",
  "heading",
]);

/**
 * Whether a literal is words a person reads: it has a letter, and either whitespace or nothing
 * but letters ("Email"). Machine text such as "you@example.com", "0.00" or "pack3" is not.
 */
export function isWords(text: string): boolean {
  const trimmed = text.trim();
  if (!/\p{L}/u.test(trimmed)) return false;
  return /\s/.test(trimmed) || /^\p{L}+[.!?:…]*$/u.test(trimmed);
}

/** The literal strings an expression can evaluate to directly (branches of ?:, ||, ??, templates). */
function literalsOf(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  // A template's fixed parts, joined: `${n} accounts available` reads as " accounts available".
  if (ts.isTemplateExpression(node)) return [[node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ")];
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    const either = [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.PlusToken];
    if (either.includes(op)) return [...literalsOf(node.left), ...literalsOf(node.right)];
  }
  return [];
}

export interface Literal {
  file: string;
  line: number;
  text: string;
}

/** Literal strings rendered by the JSX of one source text. */
export function jsxLiterals(file: string, source: string): Literal[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) => {
    if (isWords(text)) found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.trim().replace(/\s+/g, " ") });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const text of literalsOf(node.expression)) add(node, text);
    } else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(sf)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) add(node, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) for (const text of literalsOf(node.initializer.expression)) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function tsxFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (rel !== "web/src/gql") out.push(...tsxFiles(rel));
    } else if (entry.name.endsWith(".tsx")) out.push(rel);
  }
  return out;
}

const grandfathered = () =>
  fs
    .readFileSync(path.join(root, GRANDFATHERED_FILE), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));

describe("translations (issue 18)", () => {
  const dirs = localeDirs();

  it("finds the client's resources in every language", () => {
    for (const language of LANGUAGES) expect(fs.readdirSync(path.join(root, "web/src/locales", language))).to.include("common.json");
  });

  for (const dir of dirs) {
    it(`${dir}: every language has English's keys, plural forms and placeholders, and no others`, () => {
      // Two layouts: {lang}/{namespace}.json (the client's), or one {lang}.json per language (the server's e-mails).
      const flat = !fs.existsSync(path.join(root, dir, "en"));
      const fileOf = (language: string, ns: string) => (flat ? path.join(dir, `${language}.json`) : path.join(dir, language, ns));
      const namespaces = flat ? ["(one file)"] : fs.readdirSync(path.join(root, dir, "en")).filter((f) => f.endsWith(".json"));
      expect(namespaces.length).to.be.greaterThan(0);
      const problems: KeyProblem[] = [];
      for (const language of LANGUAGES) {
        const files = flat ? [] : fs.readdirSync(path.join(root, dir, language)).filter((f) => f.endsWith(".json"));
        for (const extra of files.filter((f) => !namespaces.includes(f))) problems.push({ file: `${language}/${extra}`, problem: "namespace not in English" });
        if (language === "en") continue;
        for (const ns of namespaces) {
          const file = fileOf(language, ns);
          if (!fs.existsSync(path.join(root, file))) {
            problems.push({ file, problem: "missing file" });
            continue;
          }
          const read = (f: string) => flatten(JSON.parse(fs.readFileSync(path.join(root, f), "utf8")) as Json);
          problems.push(...keyProblems(language, file, read(fileOf("en", ns)), read(file)));
        }
      }
      expect(problems.map((p) => `${p.file}: ${p.problem}`)).to.deep.equal([]);
    });
  }

  it("the key check notices a missing key, a missing Russian plural form and a changed placeholder", () => {
    const en = new Map([
      ["a", "A"],
      ["items_one", "{{count}} item"],
      ["items_other", "{{count}} items"],
      ["hi", "Hi {{name}}"],
    ]);
    const ru = new Map([
      ["items_one", "{{count}} штука"],
      ["items_other", "{{count}} штук"],
      ["hi", "Привет, {{user}}"],
      ["b", "Б"],
    ]);
    const problems = keyProblems("ru", "x.json", en, ru).map((p) => p.problem);
    expect(problems).to.include("missing key a");
    expect(problems).to.include("items lacks the plural form _few");
    expect(problems).to.include("items lacks the plural form _many");
    expect(problems).to.include("hi uses {{user}} where English uses {{name}}");
    expect(problems).to.include("extra key b (not in English)");
    expect(keyProblems("zh", "x.json", en, new Map([...en].filter(([k]) => k !== "items_one")))).to.deep.equal([]);
  });

  it("the JSX check finds literal text and visible props, and lets t() calls and machine text through", () => {
    const source = `
      export const A = () => (
        <Box aria-label="Close menu" title={open ? "Hide" : "Show"} data-testid="pack list">
          Welcome back
          <Input placeholder="you@example.com" />
          <Text>{t("ok")}</Text>
          <Text>{"Loading..."}</Text>
          {count} · {"$"}
        </Box>
      );`;
    expect(jsxLiterals("a.tsx", source).map((l) => l.text)).to.deep.equal(["Close menu", "Hide", "Show", "Welcome back", "Loading..."]);
  });

  it("no component outside the grandfather list renders a literal string; every listed file still has one", () => {
    const listed = grandfathered();
    const files = tsxFiles("web/src");
    expect(files.length).to.be.greaterThan(100);
    const literals = files.flatMap((file) => jsxLiterals(file, fs.readFileSync(path.join(root, file), "utf8")));
    const offenders = literals.filter((l) => !listed.includes(l.file)).map((l) => `${l.file}:${l.line} "${l.text}"`);
    expect(offenders.length, `translate these with t() (web/src/locales):\n${offenders.join("\n")}`).to.equal(0);
    const clean = listed.filter((file) => !literals.some((l) => l.file === file));
    expect(clean, `remove these from ${GRANDFATHERED_FILE}: they are translated (the list only shrinks)`).to.deep.equal([]);
  });
});
