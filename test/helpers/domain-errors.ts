import { expect } from "chai";
import { DomainError } from "../../server/errors";

/** The DomainError that `work` throws; fails the test when it throws nothing or something else. */
export function domainErrorOf(work: () => unknown): DomainError {
  try {
    work();
  } catch (err) {
    expect(err).to.be.instanceOf(DomainError);
    return err as DomainError;
  }
  throw new Error("expected a refusal (DomainError), but nothing was thrown");
}

/** The DomainError that `work` rejects with; fails the test when it resolves or rejects with something else. */
export async function domainErrorFrom(work: Promise<unknown>): Promise<DomainError> {
  try {
    await work;
  } catch (err) {
    expect(err).to.be.instanceOf(DomainError);
    return err as DomainError;
  }
  throw new Error("expected a refusal (DomainError), but the call succeeded");
}
