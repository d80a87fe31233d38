import { getNamedType, isInterfaceType, isObjectType, isUnionType, type GraphQLField, type GraphQLNamedType, type GraphQLSchema } from "graphql";
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
