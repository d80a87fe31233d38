import type { GraphQLResolveInfo } from "graphql";
import { DomainError } from "../../errors";
import { GRAPHQL_LIMITS } from "./limits";

/**
 * The real size of list fields that have no page size (an order's `accounts`), counted as they
 * resolve. The first read of a list is what a person asked for, bounded by what the caller owns
 * and by the page sizes the complexity estimate already multiplies by. Reading the same list
 * again in one request (aliases, repeated fragments) only multiplies the answer, so each repeat
 * costs its items × the fields asked per item, and past maxListFields the request is refused.
 */
export class RepeatedListCost {
  private readonly seen = new Set<string>();
  private spent = 0;

  constructor(private readonly limit = GRAPHQL_LIMITS.maxListFields) {}

  /** `key` names the list (`Order.accounts:<order id>`); throws QUERY_TOO_COMPLEX past the limit. */
  charge(key: string, items: number, info: GraphQLResolveInfo): void {
    if (!this.seen.has(key)) {
      this.seen.add(key);
      return;
    }
    this.spent += items * fieldsAskedPerItem(info);
    if (this.spent > this.limit) {
      throw new DomainError(
        "QUERY_TOO_COMPLEX",
        `The query asks for the same list again and again (${this.spent} values so far); the limit is ${this.limit}. Ask for each list once.`,
      );
    }
  }
}

function fieldsAskedPerItem(info: GraphQLResolveInfo): number {
  let fields = 0;
  for (const node of info.fieldNodes) fields += node.selectionSet?.selections.length ?? 1;
  return Math.max(fields, 1);
}
