import { expect } from "chai";
import type { RequestContext } from "../../server/context";
import { oncePerTransaction } from "../../server/db/transaction-memo";

/** A stand-in for a context: only whether it is in a transaction, and that transaction's manager, matter here. */
const contextIn = (manager: object | null) => ({ inTransaction: manager !== null, manager: manager ?? {} }) as unknown as RequestContext;

describe("oncePerTransaction (a batch's shared reads)", () => {
  it("reads once per transaction and key, and again in another transaction", async () => {
    let reads = 0;
    const read = async () => ++reads;
    const first = contextIn({});
    expect(await oncePerTransaction(first, "siteName", read)).to.equal(1);
    expect(await oncePerTransaction(first, "siteName", read)).to.equal(1);
    expect(await oncePerTransaction(first, "adminAlertSettings", read)).to.equal(2);
    expect(await oncePerTransaction(contextIn({}), "siteName", read)).to.equal(3);
  });

  it("always reads outside a transaction", async () => {
    let reads = 0;
    const outside = contextIn(null);
    await oncePerTransaction(outside, "siteName", async () => ++reads);
    await oncePerTransaction(outside, "siteName", async () => ++reads);
    expect(reads).to.equal(2);
  });

  it("does not keep a failed read", async () => {
    const tx = contextIn({});
    let reads = 0;
    const flaky = async () => {
      reads++;
      if (reads === 1) throw new Error("lost connection");
      return "BIA";
    };
    await oncePerTransaction(tx, "siteName", flaky).then(
      () => expect.fail("the first read fails"),
      (err: Error) => expect(err.message).to.equal("lost connection"),
    );
    expect(await oncePerTransaction(tx, "siteName", flaky)).to.equal("BIA");
  });
});
