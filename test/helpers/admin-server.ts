import type { Customer } from "../../server/modules/customers/customer.entity";
import { createCustomer, signIn } from "./fixtures";
import type { HttpClient } from "./http-client";
import { startTestServer, type TestServer } from "./test-server";

/**
 * One test server for the enclosing describe block with a signed-in admin client (and the admin's
 * row), closed after it.
 * Getters, because both exist only once mocha has run the before hook.
 */
export function useServerWithAdmin(): { server: () => TestServer; admin: () => HttpClient; adminRow: () => Customer } {
  let server: TestServer | undefined;
  let admin: HttpClient | undefined;
  let adminRow: Customer | undefined;
  before(async () => {
    server = await startTestServer();
    adminRow = await createCustomer(server.app, { role: "admin" });
    admin = signIn(server.app, server.client(), adminRow);
  });
  after(() => server?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("useServerWithAdmin: used before its before hook ran");
    return value;
  };
  return { server: () => started(server), admin: () => started(admin), adminRow: () => started(adminRow) };
}
