/**
 * What finding the caller costs on a signed-in GraphQL request: `{ me { id } }` with a session
 * cookie against the same request from an anonymous visitor (`{ __typename }`), on the real
 * app and its SQLite file. The difference is the session check (signature, session row,
 * customer row) plus resolving `me`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { SESSION_COOKIE } from "../server/modules/auth/session";
import { Customer } from "../server/modules/customers/customer.entity";
import { describeLoad, httpClient, printResult, runLoad } from "./lib";

const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const concurrency = 16;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-"));
const app = await createApp(
  loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    WEB_DIST_DIR: path.join(dataDir, "no-client"),
    GRAPHQL_RATE_LIMIT_PER_IP: "0",
  }),
);
const baseUrl = await app.listen();
const repo = app.db.manager.getRepository(Customer);
const customer = await repo.save(
  repo.create({
    email: "bench@example.test",
    name: "Bench",
    role: "customer",
    joinDate: new Date(),
    passwordHash: "x",
    emailConfirmedAt: new Date(),
    tokenVersion: 0,
  }),
);
const cookie = `${SESSION_COOKIE}=${app.services.sessions.token(customer)}`;

async function load(label: string, query: string, headers: Record<string, string>) {
  const client = httpClient(baseUrl);
  const task = () => client.gql(query, undefined, headers);
  await runLoad({ concurrency, requests: 500, task });
  const result = await runLoad({ concurrency, requests, task });
  client.close();
  console.log(describeLoad(label, result));
  if (result.errors) throw new Error(`${label}: ${result.errors} requests failed`);
  return result;
}

const anonymous = await load("anonymous { __typename }", "{ __typename }", {});
const signedIn = await load("signed-in { me { id } }", "{ me { id } }", { cookie });
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

printResult({ name: "signed-in GraphQL request p50", value: signedIn.latency.p50, floor: anonymous.latency.p50, unit: "ms", limit: 3 });
printResult({ name: "signed-in GraphQL throughput", value: signedIn.throughput, floor: anonymous.throughput, unit: "req/s", better: "higher", limit: 0.33 });
