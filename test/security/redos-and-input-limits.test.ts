import { expect } from "chai";
import { getNamedType, isInputObjectType, type GraphQLInputObjectType } from "graphql";
import { buildAppSchema } from "../../server/graphql/schema";
import { INPUT_MAX_LENGTHS } from "../../server/graphql/limits/input-lengths";
import { ContactMessage } from "../../server/modules/contact/contact-message.entity";
import { isValidEmail } from "../../common/auth-rules";
import { createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

const SUBMIT = `mutation($input: ContactMessageInput!) { submitContactMessage(input: $input) }`;
/** The payload: quadratic for `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` (11.8 s of CPU at this size). */
const REDOS_EMAIL = "a@" + ".".repeat(100_000) + "@";
/** What the pattern of the old contact form would spend seconds on; a linear check spends microseconds. */
const PATTERN_ATTACKS = [REDOS_EMAIL, "a@" + "a.".repeat(50_000) + "@", "a@".repeat(50_000), "a@" + "a".repeat(100_000) + "\n", " ".repeat(100_000) + "@"];

/** Every String argument and input field of the schema, as schema coordinates. */
async function stringCoordinates(): Promise<string[]> {
  const schema = await buildAppSchema();
  const found: string[] = [];
  const seen = new Set<string>();
  const walkInput = (type: GraphQLInputObjectType) => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (named.name === "String") found.push(`${type.name}.${field.name}`);
      else if (isInputObjectType(named)) walkInput(named);
    }
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || !("getFields" in type) || isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      for (const arg of field.args) {
        const named = getNamedType(arg.type);
        if (named.name === "String") found.push(`${type.name}.${field.name}(${arg.name}:)`);
        else if (isInputObjectType(named)) walkInput(named);
      }
    }
  }
  return found;
}

describe("security: ReDoS and input length limits (issue #13, item 1)", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it("answers the contact form's ReDoS payload at once with a validation error, and /healthz is not kept waiting", async () => {
    const started = performance.now();
    const attack = server.client().gql(SUBMIT, { input: { name: "x", email: REDOS_EMAIL, subject: "x", message: "x" } });
    const probe = await fetch(`${server.url}/healthz`);
    const probeMs = performance.now() - started;
    const answer = await attack;
    const attackMs = performance.now() - started;
    expect(probe.status).to.equal(200);
    expect(answer.errors?.[0].extensions?.code).to.equal("INPUT_TOO_LONG");
    expect(answer.errors?.[0].message).to.equal("The email is too long: at most 1000 characters.");
    // The old pattern took 12 to 25 s on this input; these bounds only tell "linear" from
    // "quadratic", with room for a machine shared by several builds.
    expect(attackMs).to.be.below(2000);
    expect(probeMs).to.be.below(2000);
    expect(await server.app.db.manager.getRepository(ContactMessage).count()).to.equal(0);
  });

  it("still refuses a malformed e-mail under the limit with the form's own message, and takes a good one", async () => {
    const client = server.client();
    for (const email of ["a@" + ".".repeat(900) + "@", "ada@nowhere", "a b@example.test"]) {
      const err = await client.fails(SUBMIT, { input: { name: "Ada", email, subject: "s", message: "m" } });
      expect(err).to.include({ message: "Please enter a valid email address.", code: "BAD_USER_INPUT" });
    }
    expect((await client.ok(SUBMIT, { input: { name: "Ada", email: "ada@example.test", subject: "s", message: "m" } })).submitContactMessage).to.equal(true);
  });

  it("checks e-mail addresses in linear time (one rule, common/auth-rules.ts, for the server and the client)", () => {
    for (const input of PATTERN_ATTACKS) {
      for (const check of [isValidEmail]) {
        const started = performance.now();
        expect(check(input)).to.equal(false);
        expect(performance.now() - started).to.be.below(50);
      }
    }
  });

  it("gives every String argument and input field of the schema its own maximum length", async () => {
    const coordinates = await stringCoordinates();
    expect(coordinates.length).to.be.greaterThan(50);
    const unlisted = coordinates.filter((c) => !(c in INPUT_MAX_LENGTHS));
    expect(unlisted, "add these to server/graphql/limits/input-lengths.ts").to.deep.equal([]);
    const stale = Object.keys(INPUT_MAX_LENGTHS).filter((c) => !coordinates.includes(c));
    expect(stale, "no longer in the schema").to.deep.equal([]);
  });

  it("refuses an overlong value before any rule runs, in variables and in literals, nested in lists and input objects", async () => {
    const client = server.client();
    const long = "x".repeat(1001);
    // Sign-in counts attempts per address and e-mail before checking anything else: an overlong
    // e-mail must be refused before it is counted.
    const login = await client.fails(`mutation($e: String!) { login(email: $e, password: "secret123") { id } }`, { e: long });
    expect(login).to.include({ code: "INPUT_TOO_LONG", message: "The email is too long: at most 1000 characters." });
    const rows: Array<{ n: number | string }> = await server.app.db.manager.query("SELECT COUNT(*) AS n FROM rate_limit_hits WHERE bucket_key LIKE 'login:%'");
    expect(Number(rows[0].n)).to.equal(0);

    const literal = await client.fails(`mutation { requestPasswordReset(email: "${long}") }`);
    expect(literal.code).to.equal("INPUT_TOO_LONG");

    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const chunk = await admin.fails(`mutation($lines: [String!]!) { uploadStockChunk(lines: $lines) { added } }`, { lines: ["a:b:c:d", "y".repeat(5000)] });
    expect(chunk).to.include({ code: "INPUT_TOO_LONG", message: "The lines is too long: at most 4096 characters." });

    const id = await admin.fails(`query($id: ID!) { adminCustomer(id: $id) { id } }`, { id: "1".repeat(65) });
    expect(id.code).to.equal("INPUT_TOO_LONG");
  });

  it("lets values at the limit through to the form's own rules", async () => {
    const err = await server.client().fails(SUBMIT, { input: { name: "Ada", email: "ada@example.test", subject: "s".repeat(1000), message: "m" } });
    expect(err).to.include({ message: "The subject must be at most 255 characters.", code: "BAD_USER_INPUT" });
  });
});
