import type http from "node:http";
import type express from "express";
import type { Request, Response } from "express";
import { log } from "../log";
import { observeRequest } from "../observability/http-observability";

export type LeanHandler = (req: Request, res: Response) => void | Promise<void>;

/**
 * The hot public routes (licence check, probes) answered before Express's router: a request
 * here walks no middleware stack, parses no cookie and looks up no caller. It still gets
 * Express's request and response prototypes (so `req.ip` and `req.secure` honour TRUST_PROXY),
 * a request id, the HTTP metrics and its log line. Only exact paths match; any other method on
 * them, and every other path, goes on to the Express app.
 */
export class LeanRoutes {
  private readonly routes = new Map<string, { route: string; handler: LeanHandler }>();

  get(path: string, handler: LeanHandler): void {
    this.add("GET", path, handler);
    this.add("HEAD", path, handler);
  }

  post(path: string, handler: LeanHandler): void {
    this.add("POST", path, handler);
  }

  options(path: string, handler: LeanHandler): void {
    this.add("OPTIONS", path, handler);
  }

  private add(method: string, path: string, handler: LeanHandler): void {
    this.routes.set(`${method} ${path}`, { route: path, handler });
  }

  /** The node:http listener: a lean route answers its own requests and hands the rest to `app`. */
  listener(app: express.Express): http.RequestListener {
    return (incoming, outgoing) => {
      const url = incoming.url ?? "/";
      const query = url.indexOf("?");
      const match = this.routes.get(`${incoming.method} ${query === -1 ? url : url.slice(0, query)}`);
      if (!match) return app(incoming, outgoing);
      // What Express's own handle() does before its router: these give req.ip, req.secure, res.json.
      const req = Object.setPrototypeOf(incoming, app.request) as Request;
      const res = Object.setPrototypeOf(outgoing, app.response) as Response;
      req.res = res;
      res.req = req;
      res.locals = Object.create(null);
      observeRequest(req, res, () => match.route);
      let answered: void | Promise<void>;
      try {
        answered = match.handler(req, res);
      } catch (err) {
        return failed(req, res, err);
      }
      if (answered) answered.catch((err) => failed(req, res, err));
    };
  }
}

function failed(req: Request, res: Response, err: unknown): void {
  log.error("unexpected error", { err, path: req.path, requestId: req.headers["x-request-id"] });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .writeHead(500, { "Content-Type": "application/json; charset=utf-8" })
    .end(JSON.stringify({ error: { message: "Internal server error", code: "INTERNAL" } }));
}
