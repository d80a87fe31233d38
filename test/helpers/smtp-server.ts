import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The text body (the text/plain part of a multipart mail), decoded. */
  text: string;
  /** The text/html part, decoded; empty when the mail has none. */
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  messages: ReceivedMail[];
  /** The environment that points the shop at this server. */
  env: Record<string, string>;
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * While `refusing` is true every MAIL FROM gets a temporary 451 refusal, counted in `refused`;
   * `answerDelayMs` holds back the answer to each accepted message (a slow mail server).
   */
  state: { refusing: boolean; refused: number; answerDelayMs: number };
  close(): Promise<void>;
}

/** A real SMTP server on a free port (plain, no STARTTLS, no AUTH) that keeps every message it accepts. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const state = { refusing: false, refused: 0, answerDelayMs: 0 };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused += 1;
      callback(Object.assign(new Error("Requested action aborted: try again later"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        messages.push(parseMessage(Buffer.concat(chunks).toString("utf8"), session.envelope));
        for (const wake of waiters) wake();
        setTimeout(() => callback(), state.answerDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    messages,
    state,
    env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_SECURE: "false" },
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMessage(raw: string, envelope: { mailFrom: false | { address: string }; rcptTo: Array<{ address: string }> }): ReceivedMail {
  const { header, body } = splitHeaders(raw);
  const parts = { text: "", html: "" };
  const boundary = /boundary="?([^";]+)"?/i.exec(header("Content-Type"))?.[1];
  if (boundary) {
    // multipart/alternative: a text/plain and a text/html part, each with its own encoding.
    for (const chunk of body.split(`--${boundary}`).slice(1, -1)) {
      const part = splitHeaders(chunk.replace(/^\r\n/, ""));
      const decoded = decodeBody(part.body.replace(/\r\n$/, ""), part.header("Content-Transfer-Encoding"));
      if (/text\/html/i.test(part.header("Content-Type"))) parts.html = decoded;
      else if (/text\/plain/i.test(part.header("Content-Type"))) parts.text = decoded;
    }
  } else {
    parts.text = decodeBody(body, header("Content-Transfer-Encoding"));
  }
  return {
    from: envelope.mailFrom ? envelope.mailFrom.address : "",
    to: envelope.rcptTo.map((r) => r.address),
    subject: header("Subject"),
    text: parts.text,
    html: parts.html,
    raw,
  };
}

function splitHeaders(raw: string): { header: (name: string) => string; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  return {
    header: (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1].trim() ?? "",
    body: raw.slice(split + 4),
  };
}

function decodeBody(body: string, encoding: string): string {
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
