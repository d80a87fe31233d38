import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  kill(signal?: NodeJS.Signals): void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The production entry point (server/main.ts) as a separate OS process, the way `npm start`
 * runs it, so tests can kill it with real signals. Resolves once /readyz answers 200 (with
 * WEB_CONCURRENCY > 1: once the first worker answers it).
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("server/main.ts")], {
    // One process unless a test asks for workers: WEB_CONCURRENCY's default is the core count on MariaDB.
    // Its running-shop note goes to a folder of the tests, not the user's (server/running-shops.ts).
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: "1",
      RUNNING_SHOPS_DIR: path.join(os.tmpdir(), "bia-test-running-shops"),
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited during start:\n${out}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become ready:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, output: () => out, exited, kill: (signal = "SIGTERM") => child.kill(signal) };
}

/**
 * Sends the first bytes of a GraphQL request, sends SIGTERM to the server, then sends the rest:
 * resolves with the answer a graceful shutdown must still give.
 */
export function requestAcrossSigterm(server: ServerProcess, query: string): Promise<{ status: number; text: string }> {
  const body = JSON.stringify({ query });
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/graphql",
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      server.kill("SIGTERM");
      setTimeout(() => req.end(body.slice(10)), 300);
    }, 200);
  });
}
