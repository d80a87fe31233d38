import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for api.cryptomus.com, written from the public documentation and
 * independently of the production client: it checks the `merchant` header and recomputes
 * `sign` = md5(base64(raw body bytes) + API key) from the bytes it received.
 */
export interface FakeInvoice {
  uuid: string;
  order_id: string;
  amount: string;
  currency: string;
  url: string;
  status: string;
  is_final: boolean;
  payment_amount: string | null;
  url_callback: string;
  url_success: string;
  url_return: string;
  lifetime: number | null;
}

export interface FakeRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
  authorised: boolean;
}

const md5Base64 = (text: string, key: string) =>
  crypto
    .createHash("md5")
    .update(Buffer.from(text, "utf8").toString("base64") + key)
    .digest("hex");

/** How PHP's json_encode(..., JSON_UNESCAPED_UNICODE) prints what JSON.stringify prints, for these payloads. */
export const cryptomusWebhookSign = (payload: Record<string, unknown>, key: string) => md5Base64(JSON.stringify(payload).replace(/\//g, "\\/"), key);

export class FakeCryptomus {
  readonly merchantId = crypto.randomUUID();
  readonly apiKey = crypto.randomBytes(36).toString("base64");
  /** By order_id. */
  readonly invoices = new Map<string, FakeInvoice>();
  readonly requests: FakeRequest[] = [];
  /** The next create-invoice call answers this raw body instead. */
  nextCreateAnswer?: { status: number; body: string; contentType?: string };
  url = "";
  private readonly server = http.createServer((req, res) => void this.handle(req, res));

  static async start(): Promise<FakeCryptomus> {
    const fake = new FakeCryptomus();
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  invoice(orderId: string): FakeInvoice {
    const invoice = this.invoices.get(orderId);
    if (!invoice) throw new Error(`the fake has no invoice for order ${orderId}`);
    return invoice;
  }

  /** What the customer did on the hosted page: the state payment/info reports from now on. */
  setStatus(orderId: string, status: string, isFinal = true): void {
    Object.assign(this.invoice(orderId), { status, is_final: isFinal, payment_amount: status.startsWith("paid") ? this.invoice(orderId).amount : null });
  }

  /** The webhook Cryptomus would send for the invoice's current state, fields in its order, signed with `key`. */
  webhook(orderId: string, overrides: Record<string, unknown> = {}, key = this.apiKey): Record<string, unknown> {
    const inv = this.invoice(orderId);
    const payload: Record<string, unknown> = {
      type: "payment",
      uuid: inv.uuid,
      order_id: inv.order_id,
      amount: inv.amount,
      payment_amount: inv.payment_amount,
      payment_amount_usd: inv.payment_amount,
      merchant_amount: inv.payment_amount,
      commission: "0.00",
      is_final: inv.is_final,
      status: inv.status,
      from: null,
      wallet_address_uuid: null,
      network: "tron",
      currency: inv.currency,
      payer_currency: "USDT",
      additional_data: null,
      convert: { to_currency: "USDT", commission: null, rate: "1.00000000", amount: inv.amount },
      txid: inv.status.startsWith("paid") ? crypto.randomBytes(32).toString("hex") : null,
      ...overrides,
    };
    return { ...payload, sign: cryptomusWebhookSign(payload, key) };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString("utf8");
    const authorised = req.headers.merchant === this.merchantId && req.headers.sign === md5Base64(rawBody, this.apiKey);
    this.requests.push({ path: req.url ?? "", headers: req.headers, rawBody, authorised });
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST") return answer(405, { state: 1, message: "Method not allowed" });
    if (!authorised) return answer(401, { state: 1, message: "You are not authorized" });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return answer(400, { state: 1, message: "Invalid JSON" });
    }
    if (req.url === "/v1/payment") return this.create(body, res, answer);
    if (req.url === "/v1/payment/info") {
      const invoice = [...this.invoices.values()].find((i) => i.uuid === body.uuid || (body.order_id && i.order_id === body.order_id));
      return invoice ? answer(200, { state: 0, result: invoice }) : answer(404, { state: 1, message: "Payment not found" });
    }
    answer(404, { state: 1, message: "Not found" });
  }

  private create(body: Record<string, unknown>, res: http.ServerResponse, answer: (status: number, body: unknown) => void): void {
    if (this.nextCreateAnswer) {
      const { status, body: text, contentType = "application/json" } = this.nextCreateAnswer;
      this.nextCreateAnswer = undefined;
      res.writeHead(status, { "content-type": contentType });
      return void res.end(text);
    }
    const errors: Record<string, string[]> = {};
    if (typeof body.amount !== "string" || !/^\d+(\.\d{1,8})?$/.test(body.amount)) errors.amount = ["The amount must be a number string."];
    if (typeof body.currency !== "string" || !/^[A-Z]{3,10}$/.test(body.currency)) errors.currency = ["The currency is invalid."];
    if (typeof body.order_id !== "string" || !/^[A-Za-z0-9_-]{1,128}$/.test(body.order_id)) errors.order_id = ["The order id format is invalid."];
    for (const url of ["url_callback", "url_success", "url_return"]) {
      if (body[url] !== undefined && (typeof body[url] !== "string" || !/^https?:\/\//.test(body[url] as string))) errors[url] = [`The ${url} must be a URL.`];
    }
    if (Object.keys(errors).length) return answer(422, { state: 1, errors });
    const existing = this.invoices.get(body.order_id as string);
    if (existing) return answer(200, { state: 0, result: existing });
    const uuid = crypto.randomUUID();
    const invoice: FakeInvoice = {
      uuid,
      order_id: body.order_id as string,
      amount: body.amount as string,
      currency: body.currency as string,
      url: `https://pay.cryptomus.test/pay/${uuid}`,
      status: "check",
      is_final: false,
      payment_amount: null,
      url_callback: body.url_callback as string,
      url_success: body.url_success as string,
      url_return: body.url_return as string,
      lifetime: typeof body.lifetime === "number" ? body.lifetime : null,
    };
    this.invoices.set(invoice.order_id, invoice);
    answer(200, { state: 0, result: invoice });
  }
}
