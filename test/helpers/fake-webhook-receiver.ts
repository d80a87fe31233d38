import http from "node:http";

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  answeredWith: number;
}

/**
 * An integrator's webhook receiver on loopback. `answer` decides the status of each request in
 * turn (e.g. down three times, then up); every request is kept, with the raw body as received.
 * `delayMs` holds each answer back, so that attempts stay in flight long enough to overlap.
 */
export async function startFakeReceiver(answer: (nth: number, body: string) => number = () => 200, opts: { delayMs?: number } = {}) {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const status = answer(received.length + 1, body);
      received.push({ headers: req.headers, body, answeredWith: status });
      setTimeout(() => res.writeHead(status, { "Content-Type": "text/plain" }).end(status < 300 ? "ok" : "down"), opts.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The requests that got a 2xx answer. */
    accepted: () => received.filter((r) => r.answeredWith < 300),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
