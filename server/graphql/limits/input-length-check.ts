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
  type FieldNode,
  type GraphQLField,
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
  for (const { field, parentName, node } of fieldsWithArguments(schema, document)) {
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(field, node, variables ?? {});
    } catch {
      continue;
    }
    for (const arg of field.args) {
      const found = overlong(values[arg.name], arg.type, `${parentName}.${field.name}(${arg.name}:)`, arg.name);
      if (found) return found;
    }
  }
  return null;
}

interface FieldWithArguments {
  field: GraphQLField<unknown, unknown>;
  parentName: string;
  node: FieldNode;
}

/**
 * The fields of a document that take arguments, in document order, found once per parsed
 * document: Apollo hands the same document object back for a repeated operation, so a purchase
 * burst walks its document with type information once instead of once per request.
 */
const argumentFieldsOf = new WeakMap<DocumentNode, { schema: GraphQLSchema; fields: FieldWithArguments[] }>();

function fieldsWithArguments(schema: GraphQLSchema, document: DocumentNode): FieldWithArguments[] {
  const known = argumentFieldsOf.get(document);
  if (known && known.schema === schema) return known.fields;
  const typeInfo = new TypeInfo(schema);
  const fields: FieldWithArguments[] = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      [Kind.FIELD]: (node) => {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (field && parent && field.args.length > 0) fields.push({ field, parentName: parent.name, node });
      },
    }),
  );
  argumentFieldsOf.set(document, { schema, fields });
  return fields;
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
