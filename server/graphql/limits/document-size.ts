import type { NextFunction, Request, Response } from "express";
import { GRAPHQL_LIMITS } from "./limits";

/**
 * A document longer than maxDocumentChars is refused before Apollo parses, validates or costs it:
 * no operation of ours comes near it, and parsing is the work an attacker would make us do.
 */
export function refuseOversizedDocument(req: Request, res: Response, next: NextFunction): void {
  const query = (req.body as { query?: unknown } | undefined)?.query ?? req.query?.query;
  if (typeof query === "string" && query.length > GRAPHQL_LIMITS.maxDocumentChars) {
    res.status(400).json({
      errors: [
        {
          message: `The GraphQL document is ${query.length} characters long; the limit is ${GRAPHQL_LIMITS.maxDocumentChars}.`,
          extensions: { code: "QUERY_TOO_LARGE" },
        },
      ],
    });
    return;
  }
  next();
}
