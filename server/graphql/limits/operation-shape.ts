import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";

export interface OperationShape {
  /** Nesting depth of the operation's own fields (introspection excluded). */
  depth: number;
  /** Nesting depth inside `__schema` / `__type`. */
  introspectionDepth: number;
  /** Aliased fields, counting a fragment once per spread. */
  aliases: number;
  /** Whether the operation reads the schema (`__schema` or `__type`; `__typename` is not introspection). */
  introspects: boolean;
}

const INTROSPECTION_FIELDS = new Set(["__schema", "__type"]);

/**
 * Measures an operation in time linear in the document's size: each fragment is measured once
 * and reused, so nested spreads (fragment A spreads B twice, B spreads C twice, …) cannot blow up.
 */
/** Shapes already measured: an operation node belongs to one parsed document, which Apollo reuses for a repeated operation. */
const measured = new WeakMap<OperationDefinitionNode, OperationShape>();

export function measureOperation(document: DocumentNode, operation: OperationDefinitionNode): OperationShape {
  let shape = measured.get(operation);
  if (!shape) measured.set(operation, (shape = measureUncached(document, operation)));
  return shape;
}

function measureUncached(document: DocumentNode, operation: OperationDefinitionNode): OperationShape {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const memo = new Map<string, OperationShape>();
  const inProgress = new Set<string>();

  const measure = (set: SelectionSetNode, inIntrospection: boolean): OperationShape => {
    const shape: OperationShape = { depth: 0, introspectionDepth: 0, aliases: 0, introspects: false };
    const merge = (child: OperationShape, addDepth: number, addIntrospectionDepth: number) => {
      shape.depth = Math.max(shape.depth, child.depth + addDepth);
      shape.introspectionDepth = Math.max(shape.introspectionDepth, child.introspectionDepth + addIntrospectionDepth);
      shape.aliases += child.aliases;
      shape.introspects ||= child.introspects;
    };
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const startsIntrospection = INTROSPECTION_FIELDS.has(sel.name.value);
        const nowIntrospection = inIntrospection || startsIntrospection;
        if (sel.alias) shape.aliases += 1;
        if (startsIntrospection) shape.introspects = true;
        const child = sel.selectionSet ? measure(sel.selectionSet, nowIntrospection) : { depth: 0, introspectionDepth: 0, aliases: 0, introspects: false };
        merge(child, nowIntrospection ? 0 : 1, nowIntrospection ? 1 : 0);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        merge(measure(sel.selectionSet, inIntrospection), 0, 0);
      } else {
        const name = sel.name.value;
        const fragment = fragments.get(name);
        // Unknown or cyclic fragments are refused by validation, which runs before this.
        if (!fragment || inProgress.has(name)) continue;
        const key = `${name}:${inIntrospection}`;
        let measured = memo.get(key);
        if (!measured) {
          inProgress.add(name);
          measured = measure(fragment.selectionSet, inIntrospection);
          inProgress.delete(name);
          memo.set(key, measured);
        }
        merge(measured, 0, 0);
      }
    }
    return shape;
  };

  return measure(operation.selectionSet, false);
}
