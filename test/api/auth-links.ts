import { expect } from "chai";
import { OutboxEmail } from "../../server/modules/mail/outbox-email.entity";
import type { TestServer } from "../helpers/test-server";

export const ME_FIELDS = "id name email role balanceCents joinDate emailConfirmed totpEnabled";

/** E-mails the server queued for `address`, newest first. */
export function mailsTo(server: TestServer, address: string): Promise<OutboxEmail[]> {
  return server.app.db.manager.getRepository(OutboxEmail).find({ where: { toAddress: address }, order: { id: "DESC" } });
}

/** The token of the `{PUBLIC_BASE_URL}{path}?token=…` link in an e-mail text. */
export function tokenFromLink(server: TestServer, text: string, path: string): string {
  const escaped = `${server.app.config.publicBaseUrl}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  expect(match, `a ${path} link in:\n${text}`).to.not.equal(null);
  return match![1];
}

/** The token of the newest link to `path` e-mailed to `address`. */
export async function latestLinkToken(server: TestServer, address: string, path: string): Promise<string> {
  const [newest] = await mailsTo(server, address);
  expect(newest, `an e-mail to ${address}`).to.not.equal(undefined);
  return tokenFromLink(server, newest.bodyText, path);
}
