import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Finds the English messages the server throws or keeps as constants (test/checks/server-messages.test.ts). */
const root = path.resolve(import.meta.dirname, "../..");

/** Error helpers and where their message is: badInput(message), badField(field, message), new DomainError(code, message). */
const MESSAGE_ARGUMENT: Record<string, number> = { badInput: 0, badField: 1, notFound: 0, conflict: 0, unauthenticated: 0, forbidden: 0, DomainError: 1 };

export interface FoundMessage {
  text: string;
  at: string;
}

/** A template's text with each `${…}` as a `{{name}}` placeholder named after what it shows. */
function templateKey(node: ts.TemplateExpression, sf: ts.SourceFile): string {
  const used = new Map<string, number>();
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const e = span.expression;
    let name = ts.isIdentifier(e)
      ? e.text
      : ts.isPropertyAccessExpression(e)
        ? e.name.text
        : ts.isCallExpression(e)
          ? e.expression.getText(sf).split(".").pop()!
          : "value";
    name = name.replace(/\W/g, "") || "value";
    const n = (used.get(name) ?? 0) + 1;
    used.set(name, n);
    text += `{{${n > 1 ? `${name}${n}` : name}}}${span.literal.text}`;
  }
  return text;
}

/** The English messages one source file throws (error helpers' literal arguments) or declares (`*_MESSAGE`, `*_MESSAGES`, `*Message = () => `…``). */
export function messagesOf(file: string, source: string): FoundMessage[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: FoundMessage[] = [];
  const take = (node: ts.Node | undefined) => {
    if (!node) return;
    const at = `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ text: node.text, at });
    else if (ts.isTemplateExpression(node)) found.push({ text: templateKey(node, sf), at });
    else if (ts.isParenthesizedExpression(node)) take(node.expression);
    else if (ts.isConditionalExpression(node)) {
      take(node.whenTrue);
      take(node.whenFalse);
    } else if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind))
      take(node.right);
  };
  const visit = (node: ts.Node) => {
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
      if (name in MESSAGE_ARGUMENT) take(node.arguments[MESSAGE_ARGUMENT[name]]);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const name = node.name.text;
      const init = node.initializer;
      if (/^[A-Z_]*_MESSAGE$/.test(name)) take(init);
      if (/^[A-Z_]*_MESSAGES$/.test(name) && ts.isObjectLiteralExpression(init))
        for (const p of init.properties) if (ts.isPropertyAssignment(p)) take(p.initializer);
      if (/Message$/.test(name) && ts.isArrowFunction(init) && !ts.isBlock(init.body)) take(init.body);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  if (!fs.existsSync(path.join(root, dir))) return out;
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "migrations") out.push(...sourceFiles(rel));
    } else if (/\.ts$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(rel);
  }
  return out;
}

/** Every message of server/ and common/, by its text. */
export function serverMessages(): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of [...sourceFiles("server"), ...sourceFiles("common")])
    for (const m of messagesOf(file, fs.readFileSync(path.join(root, file), "utf8"))) if (/\p{L}/u.test(m.text) && !all.has(m.text)) all.set(m.text, m.at);
  return all;
}
