import { expect } from "chai";
import { encodeSolution, solveChallenge, type ProofOfWorkChallenge } from "../../common/proof-of-work";
import { RequestContext } from "../../server/context";
import { pruneUsedChallenges } from "../../server/modules/abuse/challenge.service";
import { UsedChallenge } from "../../server/modules/abuse/used-challenge.entity";
import { Customer } from "../../server/modules/customers/customer.entity";
import { sha256Hex } from "../../server/modules/abuse/proof-of-work";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { clockAtFreshWindow, type TestClock } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";

const REGISTER = `mutation($input: RegisterInput!, $solution: String) { register(input: $input, challengeSolution: $solution) { email } }`;
const CHALLENGE = `query($scene: ChallengeScene!) { proofOfWorkChallenge(scene: $scene) { algorithm challenge maxnumber salt signature } }`;
const LIST = `query($kind: BlocklistKind!) { blocklistEntries(kind: $kind) { id kind value note } }`;
const ADD = `mutation($input: BlocklistEntryInput!) { addBlocklistEntry(input: $input) { id kind value note } }`;
const REMOVE = `mutation($id: Int!) { removeBlocklistEntry(id: $id) }`;

const form = (email: string) => ({ name: "Ann Lee", email, password: "secret1", confirmPassword: "secret1", acceptTerms: true, acceptPrivacy: true });

interface Answer {
  status: number;
  data?: any;
  code?: string;
  message?: string;
  params?: Record<string, unknown>;
}

describe("abuse protection: proof-of-work challenge and blocklists (registration)", () => {
  let server: TestServer;
  let clock: TestClock;
  let admin: HttpClient;
  before(async () => {
    // A day-long window that starts now, so moving the clock past a challenge's expiry keeps the counts.
    clock = clockAtFreshWindow(86_400);
    server = await startTestServer(
      {
        TRUST_PROXY: "loopback",
        CHALLENGE_AFTER_PER_ADDRESS: "2",
        CHALLENGE_AFTER_PER_EMAIL: "2",
        CHALLENGE_WINDOW_SECONDS: "86400",
        CHALLENGE_MAX_NUMBER: "2000",
      },
      { clock },
    );
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(() => server?.close());

  /** One request from the client address `ip` (the test server believes X-Forwarded-For from loopback). */
  async function from(ip: string, query: string, variables: Record<string, unknown>, client = server.client()): Promise<Answer> {
    const res = await client.request("POST", "/graphql", { query, variables }, { "x-forwarded-for": ip });
    const json = (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string; params?: Record<string, unknown> } }> };
    const error = json.errors?.[0];
    return { status: res.status, data: json.data, code: error?.extensions?.code, message: error?.message, params: error?.extensions?.params };
  }

  async function challengeFor(ip: string, scene = "REGISTER"): Promise<ProofOfWorkChallenge> {
    const answer = await from(ip, CHALLENGE, { scene });
    expect(answer.code).to.equal(undefined);
    return answer.data.proofOfWorkChallenge;
  }

  async function solved(challenge: ProofOfWorkChallenge): Promise<string> {
    const number = await solveChallenge(challenge, sha256Hex);
    expect(number).to.be.a("number");
    return encodeSolution(challenge, number!);
  }

  const accounts = (email: string) => server.app.db.manager.getRepository(Customer).countBy({ email });

  describe("the proof-of-work challenge", () => {
    it("asks nothing at a normal rate, asks once registrations from one address come fast, and accepts a solution once", async () => {
      const ip = "203.0.113.10";
      for (const email of ["pow-a@example.com", "pow-b@example.com"]) expect((await from(ip, REGISTER, { input: form(email) })).code).to.equal(undefined);

      const required = await from(ip, REGISTER, { input: form("pow-c@example.com") });
      expect(required).to.include({ status: 403, code: "CHALLENGE_REQUIRED", message: "Please wait while your browser is checked, then try again." });
      expect(await accounts("pow-c@example.com")).to.equal(0);

      const solution = await solved(await challengeFor(ip));
      expect((await from(ip, REGISTER, { input: form("pow-c@example.com"), solution })).data?.register).to.deep.equal({ email: "pow-c@example.com" });
      expect(await accounts("pow-c@example.com")).to.equal(1);

      const replay = await from(ip, REGISTER, { input: form("pow-d@example.com"), solution });
      expect(replay).to.include({ status: 403, code: "CHALLENGE_INVALID" });
      expect(await accounts("pow-d@example.com")).to.equal(0);

      // Another address is not slowed down by this one.
      expect((await from("203.0.113.11", REGISTER, { input: form("pow-e@example.com") })).code).to.equal(undefined);
    });

    it("counts an IPv6 /64 as one address, and one e-mail from many addresses as one e-mail", async () => {
      expect((await from("2001:db8:aa:1::1", REGISTER, { input: form("six-a@example.com") })).code).to.equal(undefined);
      expect((await from("2001:db8:aa:1::2", REGISTER, { input: form("six-b@example.com") })).code).to.equal(undefined);
      expect((await from("2001:db8:aa:1:ffff::3", REGISTER, { input: form("six-c@example.com") })).code).to.equal("CHALLENGE_REQUIRED");
      expect((await from("2001:db8:aa:2::1", REGISTER, { input: form("six-d@example.com") })).code).to.equal(undefined);

      const answers = [];
      for (const ip of ["198.18.0.1", "198.18.0.2", "198.18.0.3"]) answers.push((await from(ip, REGISTER, { input: form("one-mail@example.com") })).code);
      expect(answers).to.deep.equal([undefined, undefined, "CHALLENGE_REQUIRED"]);
    });

    it("refuses a forged, a garbled, another action's and an expired solution", async () => {
      const ip = "203.0.113.20";
      for (const email of ["bad-a@example.com", "bad-b@example.com"]) await from(ip, REGISTER, { input: form(email) });
      const challenge = await challengeFor(ip);
      const number = await solveChallenge(challenge, sha256Hex);
      const forged = encodeSolution({ ...challenge, signature: "0".repeat(64) }, number!);
      const otherScene = await solved(await challengeFor(ip, "ORDER_LOOKUP"));
      for (const solution of [forged, "garbled", otherScene]) {
        expect(await from(ip, REGISTER, { input: form("bad-c@example.com"), solution }), solution.slice(0, 20)).to.include({ code: "CHALLENGE_INVALID" });
      }
      const late = await solved(await challengeFor(ip));
      clock.advance(301_000);
      expect(await from(ip, REGISTER, { input: form("bad-c@example.com"), solution: late })).to.include({ code: "CHALLENGE_INVALID" });
      expect(await accounts("bad-c@example.com")).to.equal(0);
    });

    it("a solution the server did not need is ignored, and the challenge is open to anyone", async () => {
      const challenge = await challengeFor("203.0.113.30", "GUEST_CHECKOUT");
      expect(challenge).to.include({ algorithm: "SHA-256", maxnumber: 2000 });
      expect(challenge.salt).to.match(/\?expires=\d+&scene=guest_checkout$/);
      expect((await from("203.0.113.31", REGISTER, { input: form("calm@example.com"), solution: "garbled" })).code).to.equal(undefined);
    });

    it("forgets a used challenge once it has expired (the hourly job), when its signature refuses it anyway", async () => {
      const ip = "203.0.113.10"; // past its allowance since the first test
      const solution = await solved(await challengeFor(ip));
      expect((await from(ip, REGISTER, { input: form("prune@example.com"), solution })).code).to.equal(undefined);
      const used = () => server.app.db.manager.getRepository(UsedChallenge).countBy({ challenge: JSON.parse(atob(solution)).challenge });
      await pruneUsedChallenges(RequestContext.system(server.app));
      expect(await used()).to.equal(1);
      clock.advance(301_000);
      await pruneUsedChallenges(RequestContext.system(server.app));
      expect(await used()).to.equal(0);
      expect(await from(ip, REGISTER, { input: form("prune-2@example.com"), solution })).to.include({ code: "CHALLENGE_INVALID" });
    });
  });

  describe("blocklists", () => {
    async function add(kind: string, value: string, note?: string): Promise<{ id: number; value: string }> {
      const answer = await from("127.0.0.1", ADD, { input: { kind, value, note } }, admin);
      expect(answer.code, answer.message).to.equal(undefined);
      return answer.data.addBlocklistEntry;
    }

    it("refuses a listed e-mail, a listed domain (and its subdomains), a listed address and an address in a listed range", async () => {
      await add("EMAIL", "Blocked@Example.com", "spam");
      const domain = await add("EMAIL", "@mailinator.com");
      expect(domain.value).to.equal("@mailinator.com");
      await add("ADDRESS", "192.0.2.66");
      const range = await add("ADDRESS", "198.51.100.77/24");
      expect(range.value).to.equal("198.51.100.0/24");
      await add("ADDRESS", "2001:db8:bad::/48");

      const emailRefusals = [];
      for (const email of ["blocked@example.com", "anyone@mailinator.com", "x@mx.mailinator.com"])
        emailRefusals.push(await from("203.0.113.40", REGISTER, { input: form(email) }));
      for (const r of emailRefusals) expect(r).to.deep.include({ status: 403, code: "EMAIL_BLOCKED", params: { field: "email" } });
      for (const ip of ["192.0.2.66", "198.51.100.200", "::ffff:198.51.100.1", "2001:db8:bad:7::1"]) {
        expect(await from(ip, REGISTER, { input: form(`fine-${ip.replace(/[:.]/g, "-")}@example.com`) }), ip).to.include({
          status: 403,
          code: "ADDRESS_BLOCKED",
        });
      }
      expect(await accounts("anyone@mailinator.com")).to.equal(0);
      // Neighbours stay open.
      expect((await from("192.0.2.67", REGISTER, { input: form("neighbour@mailinator.org") })).code).to.equal(undefined);

      await from("127.0.0.1", REMOVE, { id: domain.id }, admin);
      expect((await from("203.0.113.41", REGISTER, { input: form("anyone@mailinator.com") })).code).to.equal(undefined);

      const audit: Array<{ action: string }> = await server.app.db.manager.query(
        "SELECT action FROM audit_log WHERE entity_type = 'blocklist_entry' ORDER BY id",
      );
      expect(audit.map((a) => a.action)).to.deep.equal([
        "blocklist.add",
        "blocklist.add",
        "blocklist.add",
        "blocklist.add",
        "blocklist.add",
        "blocklist.remove",
      ]);
    });

    it("lists each kind in its canonical form and refuses a bad, too wide, duplicate or too long value under the field", async () => {
      await add("EMAIL", "@list.example");
      const emails = (await from("127.0.0.1", LIST, { kind: "EMAIL" }, admin)).data.blocklistEntries.map((e: { value: string }) => e.value);
      expect(emails).to.include.members(["@list.example", "blocked@example.com"]);
      const addresses = (await from("127.0.0.1", LIST, { kind: "ADDRESS" }, admin)).data.blocklistEntries.map((e: { value: string }) => e.value);
      expect(addresses).to.include.members(["198.51.100.0/24", "2001:db8:bad::/48"]);
      expect(addresses).to.not.include("@list.example");

      const refusals: Array<[string, string, string]> = [
        ["EMAIL", "mailinator.com", "Enter an e-mail address (ada@example.com) or a whole domain (@example.com)."],
        ["ADDRESS", "10.0.0.0/4", "Enter an IP address (203.0.113.7) or a CIDR range (198.51.100.0/24, 2001:db8::/32), at least /8 for IPv4 and /16 for IPv6."],
        ["EMAIL", "@LIST.example", "@list.example is already on the list."],
        ["EMAIL", `${"a".repeat(200)}@example.com`, "The value must be at most 191 characters."],
        ["ADDRESS", " ", "Enter an IP address or a CIDR range."],
      ];
      for (const [kind, value, message] of refusals) {
        expect(await from("127.0.0.1", ADD, { input: { kind, value } }, admin), value).to.deep.include({
          code: "BAD_USER_INPUT",
          message,
          params: { field: "value" },
        });
      }
      expect((await from("127.0.0.1", ADD, { input: { kind: "EMAIL", value: "a".repeat(1001) } }, admin)).code).to.equal("INPUT_TOO_LONG");
      expect((await from("127.0.0.1", ADD, { input: { kind: "EMAIL", value: "@ok.example", note: "n".repeat(256) } }, admin)).params).to.deep.equal({
        field: "note",
      });
      expect((await from("127.0.0.1", REMOVE, { id: 999_999 }, admin)).code).to.equal("NOT_FOUND");
    });

    it("is for admins only: visitors and customers are refused every operation", async () => {
      const customer = signIn(server.app, server.client(), await createCustomer(server.app));
      const operations: Array<[string, Record<string, unknown>]> = [
        [LIST, { kind: "EMAIL" }],
        [ADD, { input: { kind: "EMAIL", value: "@nope.example" } }],
        [REMOVE, { id: 1 }],
      ];
      for (const [query, variables] of operations) {
        expect((await from("127.0.0.1", query, variables)).code).to.equal("UNAUTHENTICATED");
        expect((await from("127.0.0.1", query, variables, customer)).code).to.equal("FORBIDDEN");
      }
      const emails = (await from("127.0.0.1", LIST, { kind: "EMAIL" }, admin)).data.blocklistEntries.map((e: { value: string }) => e.value);
      expect(emails).to.not.include("@nope.example");
    });
  });
});
