import crypto from "node:crypto";
import type { Worker } from "node:worker_threads";
import { expect } from "chai";
import { BATCH_SIZE, SigningThread } from "../../server/modules/licenses/signing-thread";

describe("licence signing thread", () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ed25519");
  const verifies = (message: string, signature: string) => crypto.verify(null, Buffer.from(message, "utf8"), publicKey, Buffer.from(signature, "base64"));
  const workerOf = (thread: SigningThread) => (thread as unknown as { worker: Worker | null }).worker;

  it("signs many messages asked for at once, each answer with its own message's signature", async () => {
    const thread = new SigningThread(privateKey);
    try {
      const messages = Array.from({ length: BATCH_SIZE * 5 + 3 }, (_, i) => `2026-11-27T08:00:00.000Z\nnonce-${i}\n{"days_remaining":${i},"name":"Иван 王"}`);
      const signatures = await Promise.all(messages.map((m) => thread.sign(m)));
      expect(workerOf(thread), "the work ran on the thread").to.not.equal(null);
      messages.forEach((m, i) => expect(verifies(m, signatures[i]), `message ${i}`).to.equal(true));
      // Swapped answers would not verify: the order is kept.
      expect(verifies(messages[0], signatures[1])).to.equal(false);
    } finally {
      await thread.close();
    }
  });

  it("still signs after close(), on the thread pool, and close() waits for the signatures in flight", async () => {
    const thread = new SigningThread(privateKey);
    const inFlight = Array.from({ length: 20 }, (_, i) => thread.sign(`before close ${i}`));
    await thread.close();
    expect(workerOf(thread)).to.equal(null);
    const settled = await Promise.all(inFlight);
    settled.forEach((s, i) => expect(verifies(`before close ${i}`, s)).to.equal(true));
    expect(verifies("after close", await thread.sign("after close"))).to.equal(true);
  });

  it("answers the signatures it held when the thread dies, and signs later ones on the thread pool", async () => {
    const thread = new SigningThread(privateKey);
    try {
      await thread.sign("start the thread");
      const worker = workerOf(thread)!;
      const held = Array.from({ length: 12 }, (_, i) => thread.sign(`held ${i}`));
      // The batch of the first BATCH_SIZE is already posted; the thread is then stopped under it.
      await worker.terminate();
      const signatures = await Promise.all(held);
      signatures.forEach((s, i) => expect(verifies(`held ${i}`, s), `held ${i}`).to.equal(true));
      expect(workerOf(thread)).to.equal(null);
      expect(verifies("later", await thread.sign("later"))).to.equal(true);
    } finally {
      await thread.close();
    }
  });
});
