import { expect } from "chai";
import { addDays, customerBadge, DAY_MS, daysRemaining, isExpiringSoon, isLicenseValid, licenseState } from "../../server/modules/licenses/license-status";

const now = new Date("2026-03-10T12:00:00.000Z");
const at = (ms: number) => new Date(now.getTime() + ms);

describe("licence state", () => {
  it("is active when switched on and the expiry is in the future", () => {
    expect(licenseState({ status: true, expiresAt: at(1) }, now)).to.equal("active");
    expect(isLicenseValid({ status: true, expiresAt: at(1) }, now)).to.equal(true);
  });

  it("is inactive when switched off and not yet expired", () => {
    expect(licenseState({ status: false, expiresAt: at(DAY_MS) }, now)).to.equal("inactive");
    expect(isLicenseValid({ status: false, expiresAt: at(DAY_MS) }, now)).to.equal(false);
  });

  it("is expired from the instant of expiry on, whatever the switch says", () => {
    for (const status of [true, false]) {
      expect(licenseState({ status, expiresAt: now }, now)).to.equal("expired");
      expect(licenseState({ status, expiresAt: at(-DAY_MS) }, now)).to.equal("expired");
      expect(isLicenseValid({ status, expiresAt: now }, now)).to.equal(false);
    }
  });

  it("badges a switched-off licence as suspended for the customer, and expiry wins", () => {
    expect(customerBadge({ status: true, expiresAt: at(DAY_MS) }, now)).to.equal("active");
    expect(customerBadge({ status: false, expiresAt: at(DAY_MS) }, now)).to.equal("suspended");
    expect(customerBadge({ status: false, expiresAt: at(-1) }, now)).to.equal("expired");
    expect(customerBadge({ status: true, expiresAt: at(-1) }, now)).to.equal("expired");
  });
});

describe("days remaining", () => {
  it("counts a started 24-hour period as a whole day", () => {
    expect(daysRemaining(at(1), now)).to.equal(1);
    expect(daysRemaining(at(DAY_MS), now)).to.equal(1);
    expect(daysRemaining(at(DAY_MS + 1), now)).to.equal(2);
    expect(daysRemaining(addDays(now, 30), now)).to.equal(30);
  });

  it("never goes below 0", () => {
    expect(daysRemaining(now, now)).to.equal(0);
    expect(daysRemaining(at(-1), now)).to.equal(0);
    expect(daysRemaining(at(-400 * DAY_MS), now)).to.equal(0);
  });

  it("does not jump at midnight: a minute either side of midnight gives the same count", () => {
    const expiry = new Date("2026-03-20T09:30:00.000Z");
    const beforeMidnight = new Date("2026-03-14T23:59:00.000Z");
    const afterMidnight = new Date("2026-03-15T00:01:00.000Z");
    expect(daysRemaining(expiry, beforeMidnight)).to.equal(6);
    expect(daysRemaining(expiry, afterMidnight)).to.equal(6);
  });

  it("counts an expiry at midnight as 1 day from the last millisecond before it, and 0 at midnight", () => {
    const midnight = new Date("2026-03-11T00:00:00.000Z");
    expect(daysRemaining(midnight, new Date(midnight.getTime() - 1))).to.equal(1);
    expect(daysRemaining(midnight, midnight)).to.equal(0);
  });
});

describe("the 7-day warning", () => {
  it("starts at exactly 7 days left and not a millisecond earlier", () => {
    expect(daysRemaining(at(7 * DAY_MS), now)).to.equal(7);
    expect(isExpiringSoon(at(7 * DAY_MS), now)).to.equal(true);
    expect(daysRemaining(at(7 * DAY_MS + 1), now)).to.equal(8);
    expect(isExpiringSoon(at(7 * DAY_MS + 1), now)).to.equal(false);
  });

  it("holds until the last millisecond and stops once expired", () => {
    expect(isExpiringSoon(at(1), now)).to.equal(true);
    expect(isExpiringSoon(now, now)).to.equal(false);
    expect(isExpiringSoon(at(-DAY_MS), now)).to.equal(false);
  });
});
