import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * Local stand-ins for Stripe, BTCPay Server and an epusdt gateway, written from their public API
 * docs and independently of the production adapters: each checks the caller's credentials or
 * signature its own way, keeps what it was asked, and builds the notifications it would send.
 */
export interface FakeCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

abstract class FakeServer {
  readonly calls: FakeCall[] = [];
  url = "";
  private readonly server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const call = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body,
      };
      this.calls.push(call);
      const [status, answer] = this.answer(call);
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });

  protected abstract answer(call: FakeCall): [number, unknown];

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Stripe: form-encoded requests with `Authorization: Bearer sk_…`; events signed with the SDK's own test helper. */
export class FakeStripe extends FakeServer {
  readonly secretKey = `sk_test_${crypto.randomBytes(12).toString("hex")}`;
  readonly webhookSecret = `whsec_${crypto.randomBytes(16).toString("hex")}`;
  readonly sessions = new Map<string, Record<string, unknown>>();

  protected answer(call: FakeCall): [number, unknown] {
    if (call.headers.authorization !== `Bearer ${this.secretKey}`) {
      return [
        401,
        {
          error: {
            type: "invalid_request_error",
            message: "Invalid API Key provided: sk_test_****",
          },
        },
      ];
    }
    if (call.method === "GET" && call.path === "/v1/balance") {
      return [
        200,
        {
          object: "balance",
          livemode: false,
          available: [{ amount: 4200, currency: "usd" }],
          pending: [],
        },
      ];
    }
    if (call.method === "POST" && call.path === "/v1/checkout/sessions") {
      const form = new URLSearchParams(call.body);
      const id = `cs_test_${crypto.randomBytes(12).toString("hex")}`;
      const session = {
        id,
        object: "checkout.session",
        mode: form.get("mode"),
        client_reference_id: form.get("client_reference_id"),
        amount_total: Number(form.get("line_items[0][price_data][unit_amount]")) * Number(form.get("line_items[0][quantity]")),
        currency: form.get("line_items[0][price_data][currency]"),
        success_url: form.get("success_url"),
        cancel_url: form.get("cancel_url"),
        status: "open",
        payment_status: "unpaid",
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      this.sessions.set(id, session);
      return [200, session];
    }
    const expire = call.method === "POST" ? /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(call.path) : null;
    const expiring = expire ? this.sessions.get(expire[1]) : undefined;
    if (expiring?.status === "open") {
      expiring.status = "expired";
      return [200, expiring];
    }
    return [
      404,
      {
        error: {
          type: "invalid_request_error",
          message: "Unrecognized request URL",
        },
      },
    ];
  }

  sessionFor(paymentId: string): Record<string, unknown> {
    const session = [...this.sessions.values()].find((s) => s.client_reference_id === paymentId);
    if (!session) throw new Error(`no session for ${paymentId}`);
    return session;
  }

  /** The event Stripe would post, and its Stripe-Signature header made by the SDK's test helper. */
  event(
    paymentId: string,
    type: string,
    sessionChanges: Record<string, unknown> = {},
    secret = this.webhookSecret,
  ): { body: string; headers: Record<string, string> } {
    const session = {
      ...this.sessionFor(paymentId),
      status: "complete",
      payment_status: "paid",
      ...sessionChanges,
    };
    const body = JSON.stringify({
      id: `evt_${crypto.randomBytes(12).toString("hex")}`,
      object: "event",
      type,
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: session },
    });
    const header = new Stripe("sk_test_unused").webhooks.generateTestHeaderString({ payload: body, secret });
    return {
      body,
      headers: {
        "content-type": "application/json",
        "stripe-signature": header,
      },
    };
  }
}

/** BTCPay Server's Greenfield API: `Authorization: token …`; webhooks carry BTCPay-Sig: sha256=HMAC(raw body). */
export class FakeBtcpay extends FakeServer {
  readonly storeId = `store${crypto.randomBytes(6).toString("hex")}`;
  readonly apiKey = crypto.randomBytes(20).toString("hex");
  readonly webhookSecret = crypto.randomBytes(16).toString("hex");
  readonly invoices = new Map<
    string,
    {
      id: string;
      status: string;
      amount: string;
      currency: string;
      checkoutLink: string;
      metadata: { orderId?: string };
    }
  >();

  protected answer(call: FakeCall): [number, unknown] {
    if (call.headers.authorization !== `token ${this.apiKey}`)
      return [
        401,
        {
          code: "unauthenticated",
          message: "Authentication is required for accessing this endpoint",
        },
      ];
    const store = `/api/v1/stores/${this.storeId}`;
    if (call.method === "GET" && call.path === store) return [200, { id: this.storeId, name: "Fake Store" }];
    if (call.method === "POST" && call.path === `${store}/invoices`) {
      const req = JSON.parse(call.body);
      const id = crypto.randomBytes(11).toString("base64url");
      const invoice = {
        id,
        status: "New",
        amount: req.amount,
        currency: req.currency,
        checkoutLink: `${this.url}/i/${id}`,
        metadata: req.metadata ?? {},
      };
      this.invoices.set(id, invoice);
      return [200, invoice];
    }
    const m = /^\/api\/v1\/stores\/[^/]+\/invoices\/([^/]+)$/.exec(call.path);
    if (call.method === "GET" && m && call.path.startsWith(store)) {
      const invoice = this.invoices.get(decodeURIComponent(m[1]!));
      return invoice ? [200, invoice] : [404, { code: "invoice-not-found", message: "The invoice was not found" }];
    }
    return [404, { code: "not-found", message: "Not found" }];
  }

  invoiceFor(paymentId: string) {
    const invoice = [...this.invoices.values()].find((i) => i.metadata.orderId === paymentId);
    if (!invoice) throw new Error(`no invoice for ${paymentId}`);
    return invoice;
  }

  webhook(paymentId: string, type: string, secret = this.webhookSecret): { body: string; headers: Record<string, string> } {
    const invoice = this.invoiceFor(paymentId);
    const body = JSON.stringify({
      deliveryId: crypto.randomUUID(),
      webhookId: "wh1",
      originalDeliveryId: crypto.randomUUID(),
      isRedelivery: false,
      type,
      timestamp: Math.floor(Date.now() / 1000),
      storeId: this.storeId,
      invoiceId: invoice.id,
      metadata: invoice.metadata,
      manuallyMarked: false,
      overPaid: false,
    });
    const sig = `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
    return {
      body,
      headers: { "content-type": "application/json", "btcpay-sig": sig },
    };
  }
}

/** epusdt: create-transaction and callbacks signed with md5(sorted non-empty k=v joined by & + token). */
export class FakeEpusdt extends FakeServer {
  readonly apiToken = crypto.randomBytes(16).toString("hex");
  /** While set, every new transaction is refused, as a gateway whose wallet is out of addresses answers. */
  refusing = false;
  readonly orders = new Map<
    string,
    {
      trade_id: string;
      order_id: string;
      amount: number;
      actual_amount: number;
      token: string;
      notify_url: string;
    }
  >();

  static sign(params: Record<string, unknown>, token: string): string {
    const text = Object.entries(params)
      .filter(([k, v]) => k !== "signature" && v !== "" && v !== null && v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join("&");
    return crypto
      .createHash("md5")
      .update(text + token)
      .digest("hex");
  }

  protected answer(call: FakeCall): [number, unknown] {
    if (call.method !== "POST" || call.path !== "/api/v1/order/create-transaction") return [404, { status_code: 404, message: "not found" }];
    const req = JSON.parse(call.body);
    if (req.signature !== FakeEpusdt.sign(req, this.apiToken))
      return [
        200,
        {
          status_code: 401,
          message: "signature verification failed",
          request_id: "r",
        },
      ];
    if (this.refusing) return [200, { status_code: 400, message: "no wallet address available", request_id: "r" }];
    if (!(req.amount >= 0.01))
      return [
        200,
        {
          status_code: 400,
          message: "amount must be at least 0.01",
          request_id: "r",
        },
      ];
    const order = {
      trade_id: `T${Date.now()}${crypto.randomBytes(4).toString("hex")}`,
      order_id: req.order_id,
      amount: req.amount,
      actual_amount: req.amount,
      token: "TXyzFakeTronAddress",
      notify_url: req.notify_url,
    };
    this.orders.set(order.trade_id, order);
    return [
      200,
      {
        status_code: 200,
        message: "success",
        data: {
          ...order,
          expiration_time: Math.floor(Date.now() / 1000) + 600,
          payment_url: `${this.url}/pay/checkout-counter/${order.trade_id}`,
        },
      },
    ];
  }

  orderFor(paymentId: string) {
    const order = [...this.orders.values()].find((o) => o.order_id === paymentId);
    if (!order) throw new Error(`no order for ${paymentId}`);
    return order;
  }

  callback(
    paymentId: string,
    status: number | string,
    changes: Record<string, unknown> = {},
    token = this.apiToken,
  ): { body: string; headers: Record<string, string> } {
    const o = this.orderFor(paymentId);
    const params: Record<string, unknown> = {
      trade_id: o.trade_id,
      order_id: o.order_id,
      amount: o.amount,
      actual_amount: o.actual_amount,
      token: o.token,
      block_transaction_id: crypto.randomBytes(32).toString("hex"),
      status,
      ...changes,
    };
    return {
      body: JSON.stringify({
        ...params,
        signature: FakeEpusdt.sign(params, token),
      }),
      headers: { "content-type": "application/json" },
    };
  }
}
