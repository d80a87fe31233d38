import http from "node:http";

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  answeredWith: number;
  /** When the request arrived (Date.now()). */
  receivedAt: number;
}

/**
 * An integrator's webhook receiver on loopback. `answer` decides the status of each request in
 * turn (e.g. down three times, then up); every request is kept, with the raw body as received.
 * `delayMs` holds each answer back (a number, or one per request in turn), so that attempts stay in
 * flight long enough to overlap. With `hold`, a slow receiver: every answer waits until the test
 * calls `release()`; `hold()` starts holding later.
 */
export async function startFakeReceiver(
  answer: (nth: number, body: string) => number = () => 200,
  opts: { delayMs?: number | ((nth: number) => number); hold?: boolean } = {},
) {
  const received: ReceivedWebhook[] = [];
  let holding = opts.hold ?? false;
  const waiting = new Set<() => void>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const nth = received.length + 1;
      const status = answer(nth, body);
      received.push({ headers: req.headers, body, answeredWith: status, receivedAt: Date.now() });
      const reply = () => res.writeHead(status, { "Content-Type": "text/plain" }).end(status < 300 ? "ok" : "down");
      if (!holding) return void setTimeout(reply, typeof opts.delayMs === "function" ? opts.delayMs(nth) : (opts.delayMs ?? 0));
      waiting.add(reply);
      // Held until released, or until the sender gives up and closes the connection.
      res.once("close", () => waiting.delete(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  const release = () => {
    holding = false;
    for (const reply of [...waiting]) reply();
  };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The requests that got a 2xx answer. */
    accepted: () => received.filter((r) => r.answeredWith < 300),
    /** Requests whose answer is held and whose sender still waits for it. */
    held: () => waiting.size,
    /** Answers every held request, and every later one at once. */
    release,
    /** Holds every later answer until `release()`. */
    hold: () => {
      holding = true;
    },
    close: () => {
      release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
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
