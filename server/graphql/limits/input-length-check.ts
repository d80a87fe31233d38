import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import { ID_MAX_LENGTH, INPUT_MAX_LENGTHS, SCALAR_MAX_LENGTH, UNLISTED_STRING_MAX_LENGTH } from "./input-lengths";

export interface OverlongInput {
  /** Schema coordinate of the argument or input field, e.g. `ContactMessageInput.email`. */
  coordinate: string;
  /** The argument's or input field's own name, for the message a person reads. */
  name: string;
  maxLength: number;
}

/** The limit of one argument or input field of a given scalar type. */
export function maxLengthOf(coordinate: string, scalarName: string): number {
  if (scalarName === "ID") return ID_MAX_LENGTH;
  if (scalarName === "String") return INPUT_MAX_LENGTHS[coordinate] ?? UNLISTED_STRING_MAX_LENGTH;
  return SCALAR_MAX_LENGTH;
}

/**
 * The first argument or input field whose text is longer than its limit, in literals and in
 * variables alike, or null. Runs before execution, so no resolver, rule or pattern ever sees an
 * overlong value. Values that do not fit their type are left to execution, which refuses them.
 */
export function findOverlongInput(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined): OverlongInput | null {
  const typeInfo = new TypeInfo(schema);
  let found: OverlongInput | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      [Kind.FIELD]: (node) => {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (found || !field || !parent || field.args.length === 0) return;
        let values: Record<string, unknown>;
        try {
          values = getArgumentValues(field, node, variables ?? {});
        } catch {
          return;
        }
        for (const arg of field.args) {
          found ??= overlong(values[arg.name], arg.type, `${parent.name}.${field.name}(${arg.name}:)`, arg.name);
        }
      },
    }),
  );
  return found;
}

function overlong(value: unknown, type: GraphQLInputType, coordinate: string, name: string): OverlongInput | null {
  if (value === null || value === undefined) return null;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return overlong(value, nullable.ofType, coordinate, name);
    for (const item of value) {
      const hit = overlong(item, nullable.ofType, coordinate, name);
      if (hit) return hit;
    }
    return null;
  }
  const named = getNamedType(nullable);
  if (isInputObjectType(named)) {
    if (typeof value !== "object") return null;
    for (const field of Object.values(named.getFields())) {
      const hit = overlong((value as Record<string, unknown>)[field.name], field.type, `${named.name}.${field.name}`, field.name);
      if (hit) return hit;
    }
    return null;
  }
  if (isScalarType(named) && typeof value === "string") {
    const maxLength = maxLengthOf(coordinate, named.name);
    if (value.length > maxLength) return { coordinate, name, maxLength };
  }
  return null;
}
