import type { Request, Response } from "express";
import type { RequestContext } from "../context";
import type { Services } from "../services";
import type { RepeatedListCost } from "./limits/list-cost";
import type { Loaders } from "./loaders";

/** The GraphQL context of one request: the service context, per-request DataLoaders, raw HTTP. */
export interface GqlContext {
  ctx: RequestContext;
  services: Services;
  loaders: Loaders;
  listCost: RepeatedListCost;
  req: Request;
  res: Response;
}
