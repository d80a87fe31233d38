import express, { type NextFunction, type Request, type Response } from "express";
import type { Language } from "../../../common/languages";
import { htmlLang, pageTexts } from "../../http/page-text";
import { requestLanguage } from "../../http/request-language";
import { Customer } from "../customers";
import { escapeHtml } from "../mail";
import { isEmailKind, saveEmailPreferences, type EmailKind } from "./notification-preferences";
import { isValidUnsubscribeToken } from "./unsubscribe-token";

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${htmlLang(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
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

const invalid = (language: Language) => {
  const t = pageTexts(language);
  return page(language, t("unsubscribe.invalidTitle"), `<p>${escapeHtml(t("unsubscribe.invalidText"))}</p>`);
};

/**
 * The page's language: the `lang` cookie, else the language of the customer the link is for (the
 * e-mail it came from was written in it; whoever opens it is seldom signed in), else Accept-Language.
 */
async function linkLanguage(req: Request, customerId: string | undefined): Promise<Language> {
  const customer = customerId
    ? await req.ctx!.manager.getRepository(Customer).findOne({ where: { id: customerId }, select: { id: true, language: true } })
    : null;
  return requestLanguage(
    req.cookies as Record<string, unknown> | undefined,
    customer?.language ?? req.ctx!.actor?.customer.language,
    req.headers["accept-language"],
  );
}

/**
 * The unsubscribe link of every optional e-mail: works without signing in, and only with the
 * server's signature for that customer and kind. Opening it asks first (a mail scanner that
 * follows links must not unsubscribe anyone); the button's POST makes the change.
 */
export function unsubscribeRouter(): express.Router {
  const router = express.Router();
  router.get("/api/unsubscribe", async (req: Request, res: Response, next: NextFunction) => {
    try {
      await showUnsubscribe(req, res);
    } catch (err) {
      next(err);
    }
  });
  router.post("/api/unsubscribe", express.urlencoded({ extended: false, limit: "2kb" }), async (req: Request, res: Response, next: NextFunction) => {
    try {
      const link = readLink(req.body ?? {});
      if (!link || !isValidUnsubscribeToken(req.ctx!.config, link.customerId, link.kind, link.token))
        return void res
          .status(400)
          .type("html")
          .send(invalid(await linkLanguage(req, undefined)));
      await saveEmailPreferences(req.ctx!, link.customerId, { [link.kind]: false });
      const language = await linkLanguage(req, link.customerId);
      const t = pageTexts(language);
      res
        .type("html")
        .send(page(language, t("unsubscribe.doneTitle"), `<p>${escapeHtml(t("unsubscribe.doneText", { kind: t(`unsubscribe.${link.kind}`) }))}</p>`));
    } catch (err) {
      next(err);
    }
  });
  return router;
}

async function showUnsubscribe(req: Request, res: Response): Promise<void> {
  const link = readLink(req.query);
  if (!link || !isValidUnsubscribeToken(req.ctx!.config, link.customerId, link.kind, link.token))
    return void res
      .status(400)
      .type("html")
      .send(invalid(await linkLanguage(req, undefined)));
  const language = await linkLanguage(req, link.customerId);
  const t = pageTexts(language);
  const fields = Object.entries({ c: link.customerId, k: link.kind, token: link.token })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("");
  res
    .type("html")
    .send(
      page(
        language,
        t("unsubscribe.title"),
        `<p>${escapeHtml(t("unsubscribe.question", { kind: t(`unsubscribe.${link.kind}`) }))}</p><form method="post" action="/api/unsubscribe">${fields}<button type="submit">${escapeHtml(t("unsubscribe.button"))}</button></form>`,
      ),
    );
}
