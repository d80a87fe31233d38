import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
import { getMetadataStorage } from "type-graphql";

export type RootKind = "query" | "mutation";
export interface Operation {
  kind: RootKind;
  name: string;
  /** The @Authorized roles; null when the operation is public. */
  roles: string[] | null;
  field: GraphQLField<unknown, unknown>;
}

/**
 * Every root field of the built schema with the roles TypeGraphQL will enforce on it (method
 * or resolver-class @Authorized). Derived, not listed, so operations added later are covered.
 */
export function operationsOf(schema: GraphQLSchema): Operation[] {
  const storage = getMetadataStorage();
  const handlers = [...storage.queries.map((h) => ({ ...h, kind: "query" as const })), ...storage.mutations.map((h) => ({ ...h, kind: "mutation" as const }))];
  const ops: Operation[] = [];
  for (const kind of ["query", "mutation"] as const) {
    const type = kind === "query" ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(type?.getFields() ?? {})) {
      const handler = handlers.find((h) => h.kind === kind && h.schemaName === field.name);
      if (!handler) throw new Error(`no TypeGraphQL metadata for ${kind} ${field.name}`);
      const onMethod = storage.authorizedFields.find((a) => a.target === handler.target && a.fieldName === handler.methodName);
      const onClass = storage.authorizedResolver.find((a) => a.target === handler.target);
      const roles = onMethod ? onMethod.roles.map(String) : onClass ? onClass.roles.map(String) : null;
      ops.push({ kind, name: field.name, roles, field });
    }
  }
  return ops;
}

/** "Type.field" of every object-type field TypeGraphQL lets admins only (a field-level @Authorized("ADMIN")). */
export function adminOnlyFields(): Set<string> {
  const storage = getMetadataStorage();
  const guarded = new Set<string>();
  for (const auth of storage.authorizedFields) {
    if (!auth.roles.map(String).includes("ADMIN")) continue;
    const type = storage.objectTypes.find((t) => t.target === auth.target);
    if (type) guarded.add(`${type.name}.${auth.fieldName}`);
  }
  return guarded;
}

/**
 * "Type.field" of every field a caller can read through these operations: the root fields
 * themselves ("Query.me"), and every field of every output type they lead to, through lists,
 * unions and interfaces, except the fields in `closed` (guarded on their own).
 */
export function reachableFields(schema: GraphQLSchema, ops: readonly Operation[], closed: ReadonlySet<string>): Set<string> {
  const fields = new Set<string>();
  const seen = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    if (isUnionType(type)) type.getTypes().forEach(visit);
    if (isInterfaceType(type)) schema.getImplementations(type).objects.forEach(visit);
    if (!isObjectType(type) && !isInterfaceType(type)) return;
    for (const field of Object.values(type.getFields())) {
      const name = `${type.name}.${field.name}`;
      if (closed.has(name)) continue;
      fields.add(name);
      visit(getNamedType(field.type));
    }
  };
  for (const op of ops) {
    fields.add(`${op.kind === "query" ? "Query" : "Mutation"}.${op.name}`);
    visit(getNamedType(op.field.type));
  }
  return fields;
}

export interface Ids {
  customerId: string;
  stockId: number;
}

/** A syntactically valid value for an argument type, pointing at real rows where the type is an id. */
function dummyValue(type: GraphQLInputType, ids: Ids): unknown {
  if (isNonNullType(type)) return dummyValue(type.ofType, ids);
  if (isListType(type)) return [dummyValue(type.ofType, ids)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, dummyValue(f.type, ids)]));
  }
  if (isEnumType(type)) return type.getValues()[0].name;
  switch (getNamedType(type).name) {
    case "Int":
      return ids.stockId;
    case "Float":
      return 1.5;
    case "Boolean":
      return true;
    case "ID":
      return ids.customerId;
    case "DateTimeISO":
      return new Date().toISOString();
    default:
      return "x@example.test";
  }
}

/** `mutation($a: T!) { field(a: $a) { __typename } }` with every argument filled in. */
export function operationDocument(op: Operation, ids: Ids): { query: string; variables: Record<string, unknown> } {
  const args: readonly GraphQLArgument[] = op.field.args;
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
  const call = args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const selection = isLeafType(getNamedType(op.field.type)) ? "" : " { __typename }";
  const query = `${op.kind}${defs ? `(${defs})` : ""} { ${op.name}${call ? `(${call})` : ""}${selection} }`;
  return { query, variables: Object.fromEntries(args.map((a) => [a.name, dummyValue(a.type, ids)])) };
}
