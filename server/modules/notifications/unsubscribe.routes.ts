import express, { type NextFunction, type Request, type Response } from "express";
import { escapeHtml } from "../mail";
import { isEmailKind, saveEmailPreferences, type EmailKind } from "./notification-preferences";
import { isValidUnsubscribeToken } from "./unsubscribe-token";

const KIND_NAMES: Record<EmailKind, string> = {
  orderReceipts: "order receipts",
  balanceCredits: "balance top-up e-mails",
  licenseExpiry: "licence expiry reminders",
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}button{font-size:1rem;padding:.6rem 1.2rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The link's three parameters, checked for shape and length before anything else reads them. */
function readLink(source: Record<string, unknown>): { customerId: string; kind: EmailKind; token: string } | null {
  const { c, k, token: t } = source;
  if (typeof c !== "string" || typeof k !== "string" || typeof t !== "string") return null;
  if (c.length > 64 || k.length > 32 || t.length > 64 || !isEmailKind(k)) return null;
  return { customerId: c, kind: k, token: t };
}

const INVALID = page(
  "This link is not valid",
  "<p>The unsubscribe link is incomplete or was changed. Open it again from the e-mail, or change your e-mail choices in Settings → Notifications.</p>",
);

/**
 * The unsubscribe link of every optional e-mail: works without signing in, and only with the
 * server's signature for that customer and kind. Opening it asks first (a mail scanner that
 * follows links must not unsubscribe anyone); the button's POST makes the change.
 */
export function unsubscribeRouter(): express.Router {
  const router = express.Router();
  router.get("/api/unsubscribe", (req: Request, res: Response) => {
    const link = readLink(req.query);
    if (!link || !isValidUnsubscribeToken(req.ctx!.config, link.customerId, link.kind, link.token)) return void res.status(400).type("html").send(INVALID);
    const fields = Object.entries({ c: link.customerId, k: link.kind, token: link.token })
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join("");
    res
      .type("html")
      .send(
        page(
          "Unsubscribe",
          `<p>Stop sending me ${KIND_NAMES[link.kind]}?</p><form method="post" action="/api/unsubscribe">${fields}<button type="submit">Unsubscribe</button></form>`,
        ),
      );
  });
  router.post("/api/unsubscribe", express.urlencoded({ extended: false, limit: "2kb" }), async (req: Request, res: Response, next: NextFunction) => {
    try {
      const link = readLink(req.body ?? {});
      if (!link || !isValidUnsubscribeToken(req.ctx!.config, link.customerId, link.kind, link.token)) return void res.status(400).type("html").send(INVALID);
      await saveEmailPreferences(req.ctx!, link.customerId, { [link.kind]: false });
      res
        .type("html")
        .send(
          page("You are unsubscribed", `<p>We will no longer send you ${KIND_NAMES[link.kind]}. You can switch them back on in Settings → Notifications.</p>`),
        );
    } catch (err) {
      next(err);
    }
  });
  return router;
}
