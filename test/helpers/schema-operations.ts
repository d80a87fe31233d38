import type { GraphQLField, GraphQLSchema } from "graphql";
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
