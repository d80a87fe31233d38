import { EventEmitter } from "node:events";
import { expect } from "chai";
import type { NextFunction, Request, Response } from "express";
import { AnonymousGate, MAX_WAITING_ANONYMOUS } from "../../server/http/anonymous-gate";

interface FakeRequest extends EventEmitter {
  ctx?: { actor: object | null };
  destroyed: boolean;
}

interface FakeResponse {
  headers: Record<string, string>;
  statusCode?: number;
  sent?: unknown;
  setHeader(name: string, value: string): void;
  status(code: number): FakeResponse;
  json(body: unknown): void;
}

function visitor(actor: object | null = null): { req: FakeRequest; res: FakeResponse } {
  const req = Object.assign(new EventEmitter(), { ctx: { actor }, destroyed: false });
  const res: FakeResponse = {
    headers: {},
    setHeader(name, value) {
      this.headers[name] = value;
    },
    status(code) {
      this.statusCode = code;
      return this;
    },
    json(body) {
      this.sent = body;
    },
  };
  return { req, res };
}

const nextTurn = () => new Promise((r) => setImmediate(r));

describe("anonymous gate (security finding 11)", () => {
  it("starts at most its number of visitors per loop turn, in arrival order, and never holds a signed-in caller", async () => {
    const gate = new AnonymousGate(2).middleware();
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

  it("gives no turn to a visitor who left while waiting", async () => {
    const gate = new AnonymousGate(1).middleware();
    const started: string[] = [];
    const reqs = ["a", "b", "c"].map((name) => {
      const { req, res } = visitor();
      gate(req as unknown as Request, res as unknown as Response, (() => started.push(name)) as NextFunction);
      return req;
    });
    reqs[1].destroyed = true;
    reqs[1].emit("close");
    await nextTurn();
    expect(started).to.deep.equal(["a", "c"]);
  });

  it(`answers 503 SERVER_BUSY with Retry-After once ${MAX_WAITING_ANONYMOUS} visitors wait`, async () => {
    const gate = new AnonymousGate(1).middleware();
    let started = 0;
    for (let i = 0; i <= MAX_WAITING_ANONYMOUS; i++) {
      const { req, res } = visitor();
      gate(req as unknown as Request, res as unknown as Response, (() => started++) as NextFunction);
    }
    const { req, res } = visitor();
    gate(req as unknown as Request, res as unknown as Response, (() => started++) as NextFunction);
    expect(started).to.equal(1);
    expect(res.statusCode).to.equal(503);
    expect(res.headers["Retry-After"]).to.equal("1");
    expect(JSON.stringify(res.sent)).to.contain("SERVER_BUSY");
    for (let i = 0; i < MAX_WAITING_ANONYMOUS && started < MAX_WAITING_ANONYMOUS + 1; i++) await nextTurn();
    expect(started).to.equal(MAX_WAITING_ANONYMOUS + 1);
  });
});
