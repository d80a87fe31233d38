import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";
import { requireTokenAccess } from "../modules/api-tokens";
import type { GqlContext } from "./gql-context";

/**
 * Holds every API-token call to the scope table before the operation runs: a token lacking a
 * scope for any root field of the operation gets FORBIDDEN naming it, and nothing executes.
 * Public fields (`me` included) have no resolver wall of their own, so this is the one that
 * sees them.
 */
export function tokenScopePlugin(): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (!operation || contextValue.ctx.actor?.via !== "api_token") return;
          const kind = operation.operation === "mutation" ? "mutation" : "query";
          for (const field of rootFields(document, operation)) requireTokenAccess(contextValue.ctx, kind, field);
        },
      };
    },
  };
}

/** The root field names an operation selects, through fragments and inline fragments; `__typename` and introspection are not operations. */
function rootFields(document: DocumentNode, operation: OperationDefinitionNode): Set<string> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const names = new Set<string>();
  const visited = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (!sel.name.value.startsWith("__")) names.add(sel.name.value);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        walk(sel.selectionSet);
      } else if (!visited.has(sel.name.value)) {
        visited.add(sel.name.value);
        const fragment = fragments.get(sel.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return names;
}
