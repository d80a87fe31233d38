import { EventEmitter } from "node:events";
import { expect } from "chai";
import type { NextFunction, Request, Response } from "express";
import { isMutationDocument, MAX_WAITING_REQUESTS, RequestPacer } from "../../server/http/request-pacer";

interface FakeRequest extends EventEmitter {
  ctx?: { actor: object | null };
  socket: { destroyed: boolean };
}

interface FakeResponse extends EventEmitter {
  headers: Record<string, string>;
  statusCode?: number;
  sent?: unknown;
  setHeader(name: string, value: string): void;
  status(code: number): FakeResponse;
  json(body: unknown): void;
}

function visitor(actor: object | null = null): { req: FakeRequest; res: FakeResponse } {
  const req = Object.assign(new EventEmitter(), { ctx: { actor }, socket: { destroyed: false } });
  const res: FakeResponse = Object.assign(new EventEmitter(), {
    headers: {} as Record<string, string>,
    setHeader(this: FakeResponse, name: string, value: string) {
      this.headers[name] = value;
    },
    status(this: FakeResponse, code: number) {
      this.statusCode = code;
      return this;
    },
    json(this: FakeResponse, body: unknown) {
      this.sent = body;
    },
  });
  return { req, res };
}

const nextTurn = () => new Promise((r) => setImmediate(r));

describe("request pacer (security finding 11)", () => {
  it("starts at most its number of visitors per loop turn, in arrival order, and never holds a signed-in caller", async () => {
    const gate = new RequestPacer(2).visitors();
    const started: string[] = [];
    const arrive = (name: string, actor: object | null = null) => {
      const { req, res } = visitor(actor);
      gate(req as unknown as Request, res as unknown as Response, (() => started.push(name)) as NextFunction);
    };
    for (const name of ["a", "b", "c", "d", "e"]) arrive(name);
    arrive("member", { id: "customer" });
    expect(started).to.deep.equal(["a", "b", "member"]);
    await nextTurn();
    expect(started).to.deep.equal(["a", "b", "member", "c", "d"]);
    await nextTurn();
    expect(started).to.deep.equal(["a", "b", "member", "c", "d", "e"]);
  });

  it("gives no turn to a caller whose connection closed while waiting", async () => {
    const gate = new RequestPacer(1).visitors();
    const started: string[] = [];
    const callers = ["a", "b", "c", "d"].map((name) => {
      const { req, res } = visitor();
      gate(req as unknown as Request, res as unknown as Response, (() => started.push(name)) as NextFunction);
      return { req, res };
    });
    // b's connection closed while it waited; c's closed just before its turn came.
    callers[1].req.socket.destroyed = true;
    callers[1].res.emit("close");
    callers[2].req.socket.destroyed = true;
    await nextTurn();
    expect(started).to.deep.equal(["a", "d"]);
  });

  it(`answers 503 SERVER_BUSY with Retry-After once ${MAX_WAITING_REQUESTS} visitors wait`, async () => {
    const gate = new RequestPacer(1).visitors();
    let started = 0;
    for (let i = 0; i <= MAX_WAITING_REQUESTS; i++) {
      const { req, res } = visitor();
      gate(req as unknown as Request, res as unknown as Response, (() => started++) as NextFunction);
    }
    const { req, res } = visitor();
    gate(req as unknown as Request, res as unknown as Response, (() => started++) as NextFunction);
    expect(started).to.equal(1);
    expect(res.statusCode).to.equal(503);
    expect(res.headers["Retry-After"]).to.equal("1");
    expect(JSON.stringify(res.sent)).to.contain("SERVER_BUSY");
    for (let i = 0; i < MAX_WAITING_REQUESTS && started < MAX_WAITING_REQUESTS + 1; i++) await nextTurn();
    expect(started).to.equal(MAX_WAITING_REQUESTS + 1);
  });

  it("paces a signed-in customer's queries but not their mutations, and never an admin", async () => {
    const pacer = new RequestPacer(1);
    const reads = pacer.memberReads();
    const started: string[] = [];
    const send = (name: string, role: string, query: string, operationName?: string) => {
      const { req, res } = visitor({ customer: { role } });
      (req as unknown as { body: unknown }).body = { query, operationName };
      reads(req as unknown as Request, res as unknown as Response, (() => started.push(name)) as NextFunction);
    };
    send("read 1", "customer", "{ myOrders { id } }");
    send("read 2", "customer", "query Mine { myOrders { id } }");
    send("buy", "customer", "# a comment\n mutation Buy { purchase { __typename } }");
    send("admin read", "admin", "{ adminOrders { total } }");
    expect(started).to.deep.equal(["read 1", "buy", "admin read"]);
    await nextTurn();
    expect(started).to.deep.equal(["read 1", "buy", "admin read", "read 2"]);
  });
});

describe("isMutationDocument", () => {
  it("reads the named operation's kind, else the first operation's", () => {
    expect(isMutationDocument("mutation { login }", undefined)).to.equal(true);
    expect(isMutationDocument("  ,# c\nmutation M { login }", null)).to.equal(true);
    expect(isMutationDocument("{ me { id } }", undefined)).to.equal(false);
    expect(isMutationDocument("query Q { me { id } } mutation M { logout }", "M")).to.equal(true);
    expect(isMutationDocument("query Q { me { id } } mutation M { logout }", "Q")).to.equal(false);
    expect(isMutationDocument("mutation Ma { logout }", "M")).to.equal(false);
    expect(isMutationDocument(42, undefined)).to.equal(false);
  });
});
