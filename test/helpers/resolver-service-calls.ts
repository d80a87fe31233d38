import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * What each GraphQL resolver of server/modules calls: the service functions (imported
 * functions whose first parameter is `ctx`) called from every @Query, @Mutation and
 * @FieldResolver method (directly or through a function of the resolver's own file), with
 * the method's @Authorized roles, or its class's. Read from the source with the TypeScript
 * parser; nothing is run.
 */
export interface ServiceCall {
  /** Repository-relative path of the resolver and its method, e.g. server/modules/orders/orders.resolver.ts#myOrders. */
  resolver: string;
  /** The @Authorized(...) arguments as written (e.g. `"ADMIN"`, `tokenScope("purchase")`); null without the decorator. */
  roles: string[] | null;
  /** Repository-relative path of the service file, without extension. */
  serviceFile: string;
  service: string;
  /** The service function's first statement as written, or "" for an empty body. */
  firstStatement: string;
}

const root = path.resolve(import.meta.dirname, "../..");

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(p, pattern);
    return pattern.test(e.name) ? [p] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
}

/** The file an import specifier names, trying `.ts` and a folder's `index.ts`. */
function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  return [base + ".ts", path.join(base, "index.ts")].find((f) => fs.existsSync(f));
}

/** The exported function `name` of a file, following `export { name } from "./x"` re-exports. */
function findFunction(file: string, name: string, seen = new Set<string>()): { file: string; fn: ts.FunctionDeclaration } | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const source = parse(file);
  for (const stmt of source.statements) {
    if (ts.isFunctionDeclaration(stmt) && stmt.name?.text === name) return { file, fn: stmt };
    if (ts.isExportDeclaration(stmt) && stmt.moduleSpecifier && ts.isStringLiteral(stmt.moduleSpecifier)) {
      const exported = stmt.exportClause && ts.isNamedExports(stmt.exportClause) ? stmt.exportClause.elements : [];
      const element = exported.find((e) => e.name.text === name);
      if (!element) continue;
      const target = resolveImport(file, stmt.moduleSpecifier.text);
      if (target) return findFunction(target, (element.propertyName ?? element.name).text, seen);
    }
  }
  return undefined;
}

const decoratorName = (d: ts.Decorator) =>
  ts.isCallExpression(d.expression) && ts.isIdentifier(d.expression.expression) ? d.expression.expression.text : undefined;

/** The functions a file imports by name from the repository's own files, by local name. */
function importedFunctions(file: string, source: ts.SourceFile): Map<string, { file: string; name: string }> {
  const imported = new Map<string, { file: string; name: string }>();
  for (const stmt of source.statements) {
    if (!ts.isImportDeclaration(stmt) || !ts.isStringLiteral(stmt.moduleSpecifier) || stmt.importClause?.isTypeOnly) continue;
    const target = resolveImport(file, stmt.moduleSpecifier.text);
    const bindings = stmt.importClause?.namedBindings;
    if (!target || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const e of bindings.elements) imported.set(e.name.text, { file: target, name: (e.propertyName ?? e.name).text });
  }
  return imported;
}

/** The service function an import names, when its first parameter is `ctx`; with its first statement. */
function serviceOf(target: { file: string; name: string }): Omit<ServiceCall, "resolver" | "roles"> | undefined {
  const found = findFunction(target.file, target.name);
  const firstParam = found?.fn.parameters[0]?.name;
  if (!found || !firstParam || !ts.isIdentifier(firstParam) || firstParam.text !== "ctx") return undefined;
  const first = found.fn.body?.statements[0];
  return {
    serviceFile: path.relative(root, found.file).replace(/\.ts$/, ""),
    service: target.name,
    firstStatement: first ? first.getText(found.fn.getSourceFile()) : "",
  };
}

/** A service called from a REST route file (`*.routes.ts`) of server/modules. */
export interface RouteServiceCall {
  /** Repository-relative path of the routes file. */
  routes: string;
  serviceFile: string;
  service: string;
  firstStatement: string;
}

/**
 * What each REST route file of server/modules calls: every imported function whose first
 * parameter is `ctx`, called anywhere in the file. Read from the source; nothing is run.
 */
export function routeServiceCalls(): RouteServiceCall[] {
  const calls = new Map<string, RouteServiceCall>();
  for (const file of filesUnder(path.join(root, "server/modules"), /\.routes\.ts$/)) {
    const source = parse(file);
    const imported = importedFunctions(file, source);
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && imported.has(n.expression.text)) {
        const service = serviceOf(imported.get(n.expression.text)!);
        const routes = path.relative(root, file);
        if (service) calls.set(`${routes}#${service.serviceFile}#${service.service}`, { routes, ...service });
      }
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return [...calls.values()].sort((a, b) => `${a.serviceFile}#${a.service}`.localeCompare(`${b.serviceFile}#${b.service}`));
}

export function resolverServiceCalls(): ServiceCall[] {
  const calls: ServiceCall[] = [];
  for (const file of filesUnder(path.join(root, "server/modules"), /\.resolver\.ts$/)) {
    const source = parse(file);
    const imported = importedFunctions(file, source);
    const localFunctions = new Map<string, ts.Node>();
    for (const stmt of source.statements) {
      if (ts.isFunctionDeclaration(stmt) && stmt.name && stmt.body) localFunctions.set(stmt.name.text, stmt.body);
      if (ts.isVariableStatement(stmt)) {
        for (const d of stmt.declarationList.declarations) {
          if (ts.isIdentifier(d.name) && d.initializer && ts.isArrowFunction(d.initializer)) localFunctions.set(d.name.text, d.initializer.body);
        }
      }
    }
    const rolesOf = (node: ts.HasDecorators) => {
      const authorized = (ts.getDecorators(node) ?? []).find((d) => decoratorName(d) === "Authorized");
      return authorized ? (authorized.expression as ts.CallExpression).arguments.map((a) => a.getText(source)) : null;
    };
    const visitClass = (node: ts.Node): void => {
      if (!ts.isClassDeclaration(node)) {
        ts.forEachChild(node, visitClass);
        return;
      }
      const classRoles = rolesOf(node);
      for (const member of node.members) {
        if (!ts.isMethodDeclaration(member) || !member.body) continue;
        const decorators = ts.getDecorators(member) ?? [];
        if (!decorators.some((d) => ["Query", "Mutation", "FieldResolver"].includes(decoratorName(d) ?? ""))) continue;
        const roles = rolesOf(member) ?? classRoles;
        const called = new Set<string>();
        const visited = new Set<ts.Node>();
        const visitCall = (n: ts.Node) => {
          if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
            const name = n.expression.text;
            if (imported.has(name)) called.add(name);
            const local = localFunctions.get(name);
            if (local && !visited.has(local)) {
              visited.add(local);
              visitCall(local);
            }
          }
          ts.forEachChild(n, visitCall);
        };
        visitCall(member.body);
        for (const local of called) {
          const service = serviceOf(imported.get(local)!);
          if (service) calls.push({ resolver: `${path.relative(root, file)}#${member.name.getText(source)}`, roles, ...service });
        }
      }
    };
    visitClass(source);
  }
  return calls;
}

/** A service with the roles of the resolvers that call it; roles null when a public resolver calls it. */
export interface CalledService {
  serviceFile: string;
  service: string;
  firstStatement: string;
  /** The role lists of its callers as written, one per distinct list (more than one is a conflict). */
  roleLists: string[][];
  public: boolean;
  callers: string[];
}

export function calledServices(): CalledService[] {
  const byKey = new Map<string, CalledService>();
  for (const call of resolverServiceCalls()) {
    const key = `${call.serviceFile}#${call.service}`;
    const entry = byKey.get(key) ?? {
      serviceFile: call.serviceFile,
      service: call.service,
      firstStatement: call.firstStatement,
      roleLists: [],
      public: false,
      callers: [],
    };
    entry.callers.push(call.resolver);
    if (call.roles === null) entry.public = true;
    else if (!entry.roleLists.some((r) => r.join() === call.roles!.join())) entry.roleLists.push(call.roles);
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => `${a.serviceFile}#${a.service}`.localeCompare(`${b.serviceFile}#${b.service}`));
}

/** `"ADMIN"` → ADMIN, `tokenScope("top-up")` → scope:top-up: the roles the decorator's arguments stand for. */
export function roleOf(written: string): string {
  const scope = /^tokenScope\("([a-z-]{1,20})"\)$/.exec(written);
  if (scope) return `scope:${scope[1]}`;
  if (/^"[A-Z]{1,20}"$/.test(written)) return written.slice(1, -1);
  throw new Error(`an @Authorized argument this helper does not know: ${written}`);
}
