import http from "node:http";

export interface TelegramMessage {
  token: string;
  chatId: string;
  text: string;
}

/**
 * The Bot API's sendMessage on loopback: accepts `GOOD_TOKEN`, answers any other token the way
 * Telegram does (401 Unauthorized), and keeps every accepted message. While `down` is true it
 * answers every request as an overloaded Bot API does (502), counting them in `refused`.
 */
export async function startFakeTelegram(goodToken: string) {
  const messages: TelegramMessage[] = [];
  const state = { down: false, refused: 0 };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const m = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? "");
      const reply = (status: number, json: object) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(json));
      if (state.down) {
        state.refused += 1;
        return reply(502, { ok: false, error_code: 502, description: "Bad Gateway" });
      }
      if (!m) return reply(404, { ok: false, error_code: 404, description: "Not Found" });
      if (decodeURIComponent(m[1]) !== goodToken) return reply(401, { ok: false, error_code: 401, description: "Unauthorized" });
      const { chat_id, text } = JSON.parse(body) as { chat_id: string; text: string };
      messages.push({ token: m[1], chatId: String(chat_id), text });
      reply(200, { ok: true, result: { message_id: messages.length, text } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    messages,
    /** Sets whether the fake refuses every message (502) and reads how many it refused. */
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
