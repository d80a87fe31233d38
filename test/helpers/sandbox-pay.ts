import type { HttpClient } from "./http-client";

/** The sandbox's Pay button, as the guest's browser presses it (no session: the payment is the guest's order's). */
export async function paySandbox(client: HttpClient, paymentUrl: string, action: "pay" | "fail" = "pay"): Promise<Response> {
  const page = await client.request("GET", new URL(paymentUrl).pathname + new URL(paymentUrl).search);
  const html = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  const back = /name="return" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`no sandbox form (${page.status}): ${html.slice(0, 200)}`);
  const body = new URLSearchParams({ token, ...(back ? { return: back.replace(/&amp;/g, "&") } : {}) }).toString();
  return client.request("POST", `${new URL(paymentUrl).pathname}/${action}`, body, { "content-type": "application/x-www-form-urlencoded" });
}
