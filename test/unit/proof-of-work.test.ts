import crypto from "node:crypto";
import { expect } from "chai";
import { decodeSolution, encodeSolution, saltParams, solveChallenge } from "../../common/proof-of-work";
import { sha256HexSync } from "../../common/sha256";
import { checkSolution, createChallenge, sha256Hex } from "../../server/modules/abuse/proof-of-work";

const KEY = crypto.randomBytes(32);
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const issue = (scene = "register", maxnumber = 2_000) => createChallenge(KEY, { scene, maxnumber, ttlSeconds: 300, nowMs: NOW });

async function solved(challenge = issue()) {
  const number = await solveChallenge(challenge, sha256Hex);
  expect(number).to.be.a("number");
  return { challenge, number: number!, solution: decodeSolution(encodeSolution(challenge, number!))! };
}

describe("proof-of-work challenge: solver and verifier (pure)", () => {
  it("issues a challenge whose salt carries its expiry and scene, signed by the key", () => {
    const challenge = issue("order_lookup");
    expect(challenge.algorithm).to.equal("SHA-256");
    expect(challenge.maxnumber).to.equal(2_000);
    expect(saltParams(challenge.salt)).to.deep.equal({ expires: NOW / 1000 + 300, scene: "order_lookup" });
    expect(challenge.challenge).to.match(/^[0-9a-f]{64}$/);
    expect(issue().salt).to.not.equal(issue().salt);
  });

  it("the solver finds the number, and the verifier accepts it for its scene before it expires", async () => {
    const { challenge, number, solution } = await solved();
    expect(sha256Hex(challenge.salt + number)).to.equal(challenge.challenge);
    expect(checkSolution(KEY, solution, { scene: "register", nowMs: NOW + 299_000 })).to.equal("ok");
  });

  it("refuses an expired challenge, another scene's, a wrong number and a solution signed with another key", async () => {
    const { solution } = await solved();
    expect(checkSolution(KEY, solution, { scene: "register", nowMs: NOW + 300_000 })).to.equal("expired");
    expect(checkSolution(KEY, solution, { scene: "guest_checkout", nowMs: NOW })).to.equal("wrong_scene");
    expect(checkSolution(KEY, { ...solution, number: solution.number + 1 }, { scene: "register", nowMs: NOW })).to.equal("wrong_number");
    expect(checkSolution(crypto.randomBytes(32), solution, { scene: "register", nowMs: NOW })).to.equal("forged");
  });

  it("refuses a salt changed to live longer or serve another scene, though the number was found for it", async () => {
    // A forger picks its own salt and number: the hash matches, but the shop never signed it.
    const salt = `abc?expires=${NOW / 1000 + 10 ** 6}&scene=register`;
    const challenge = sha256Hex(salt + 7);
    const forged = { algorithm: "SHA-256", challenge, number: 7, salt, signature: "0".repeat(64) };
    expect(checkSolution(KEY, forged, { scene: "register", nowMs: NOW })).to.equal("forged");
    const { solution } = await solved();
    const longer = { ...solution, salt: solution.salt.replace(/expires=\d+/, `expires=${NOW / 1000 + 10 ** 6}`) };
    expect(checkSolution(KEY, longer, { scene: "register", nowMs: NOW })).to.equal("wrong_number");
  });

  it("decodes only well-formed payloads", () => {
    for (const payload of [
      "",
      "not base64 !",
      btoa("[]"),
      btoa('{"algorithm":"SHA-256"}'),
      btoa('{"algorithm":"SHA-256","challenge":"a","number":-1,"salt":"s","signature":"x"}'),
      "A".repeat(2000),
    ]) {
      expect(decodeSolution(payload), payload.slice(0, 40)).to.equal(null);
    }
  });

  it("the solver gives up (null) when no number matches, and reports its progress on the way", async () => {
    const shares: number[] = [];
    const none = await solveChallenge({ challenge: "0".repeat(64), maxnumber: 3_000, salt: "x" }, sha256Hex, { onProgress: (s) => shares.push(s) });
    expect(none).to.equal(null);
    expect(shares.length).to.equal(3);
    expect(shares[2]).to.be.closeTo(1, 0.01);
  });

  it("the solver stops when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await solveChallenge(issue(), sha256Hex, { signal: controller.signal })).to.equal(null);
  });
});

describe("SHA-256 of the browser's solver (common/sha256.ts)", () => {
  it("equals node:crypto's for empty, one-block, block-edge, multi-block and non-ASCII texts", () => {
    for (const text of ["", "abc", "a".repeat(55), "a".repeat(56), "a".repeat(64), "a".repeat(1000), "é漢字😀 salt?expires=1&scene=register42"]) {
      expect(sha256HexSync(text), `length ${text.length}`).to.equal(crypto.createHash("sha256").update(text).digest("hex"));
    }
  });

  it("solves a server's challenge like node:crypto does", async () => {
    const challenge = issue();
    expect(await solveChallenge(challenge, sha256HexSync)).to.equal(await solveChallenge(challenge, sha256Hex));
  });
});
