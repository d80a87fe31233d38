import { startSmtpServer, type TestSmtpServer } from "./smtp-server";
import { startTestServer, type TestServer } from "./test-server";

/**
 * One test server that sends its e-mail to a real SMTP server on loopback, for the enclosing
 * describe block; both closed after it, the app first (its last sends finish while SMTP listens).
 * Getters, because both exist only once mocha has run the before hook.
 */
export function useServerWithSmtp(): { server: () => TestServer; smtp: () => TestSmtpServer } {
  let server: TestServer | undefined;
  let smtp: TestSmtpServer | undefined;
  before(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(smtp.env);
  });
  after(async () => {
    await server?.close();
    await smtp?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("useServerWithSmtp: used before its before hook ran");
    return value;
  };
  return { server: () => started(server), smtp: () => started(smtp) };
}
