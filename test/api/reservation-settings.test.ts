import { expect } from "chai";
import { AuditEntry } from "../../server/modules/audit/audit-entry.entity";
import { useServerWithAdmin } from "../helpers/admin-server";
import { createCustomer, signIn } from "../helpers/fixtures";

const READ = `{ reservationSettings { reservationMinutes maxPendingReservations } }`;
const SAVE = `mutation($m: Int!, $n: Int!) { updateReservationSettings(reservationMinutes: $m, maxPendingReservations: $n) { reservationMinutes maxPendingReservations } }`;
const HOLDS = `{ reservationSettings { holdSharePercent reservationsPerHour } }`;
const SAVE_HOLDS = `mutation($share: Int, $perHour: Int) {
  updateReservationSettings(reservationMinutes: 20, maxPendingReservations: 5, holdSharePercent: $share, reservationsPerHour: $perHour) { holdSharePercent reservationsPerHour }
}`;
const SHARE_MESSAGE = "A customer may hold from 1 to 100 % of a product's stock.";
const PER_HOUR_MESSAGE = "A customer may reserve from 1 to 1000 times an hour.";
const MINUTES_MESSAGE = "A reservation lasts from 1 to 1440 minutes.";
const CAP_MESSAGE = "A customer may hold from 1 to 100 reservations.";

describe("admin: pay-the-difference reservation settings (hold time, per-customer cap)", () => {
  const { server, admin, adminRow } = useServerWithAdmin();

  const audits = () => server().app.db.manager.getRepository(AuditEntry).findBy({ action: "settings.reservations" });

  it("starts at 15 minutes and 3 reservations, and saves the limits' own edges, each save audited with its values", async () => {
    expect((await admin().ok(READ)).reservationSettings).to.deep.equal({ reservationMinutes: 15, maxPendingReservations: 3 });
    for (const [m, n] of [
      [1, 1],
      [1440, 100],
      [20, 5],
    ]) {
      expect((await admin().ok(SAVE, { m, n })).updateReservationSettings).to.deep.equal({ reservationMinutes: m, maxPendingReservations: n });
      expect((await admin().ok(READ)).reservationSettings).to.deep.equal({ reservationMinutes: m, maxPendingReservations: n });
    }
    const rows = await audits();
    expect(rows).to.have.length(3);
    const last = rows.sort((a, b) => a.id - b.id).at(-1)!;
    expect(last).to.include({ actorId: adminRow().id, entityType: "settings", entityId: "checkout" });
    expect(JSON.parse(last.details!)).to.deep.equal({ reservationMinutes: 20, maxPendingReservations: 5, holdSharePercent: 10, reservationsPerHour: 5 });
  });

  it("starts the stock-hold bounds at 10 % and 5 reservations an hour, saves their edges, and keeps them when left out", async () => {
    expect((await admin().ok(HOLDS)).reservationSettings).to.deep.equal({ holdSharePercent: 10, reservationsPerHour: 5 });
    for (const [share, perHour] of [
      [1, 1],
      [100, 1000],
      [25, 12],
    ]) {
      expect((await admin().ok(SAVE_HOLDS, { share, perHour })).updateReservationSettings).to.deep.equal({
        holdSharePercent: share,
        reservationsPerHour: perHour,
      });
    }
    await admin().ok(SAVE, { m: 20, n: 5 });
    expect((await admin().ok(HOLDS)).reservationSettings).to.deep.equal({ holdSharePercent: 25, reservationsPerHour: 12 });
    const last = (await audits()).sort((a, b) => a.id - b.id).at(-1)!;
    expect(JSON.parse(last.details!)).to.include({ holdSharePercent: 25, reservationsPerHour: 12 });
    for (const [share, perHour, message] of [
      [0, 5, SHARE_MESSAGE],
      [101, 5, SHARE_MESSAGE],
      [10, 0, PER_HOUR_MESSAGE],
      [10, 1001, PER_HOUR_MESSAGE],
    ] as const) {
      const error = await admin().fails(SAVE_HOLDS, { share, perHour });
      expect(error.message, `${share} %, ${perHour} an hour`).to.equal(message);
      expect(error.code).to.equal("BAD_USER_INPUT");
    }
    expect((await admin().ok(HOLDS)).reservationSettings).to.deep.equal({ holdSharePercent: 25, reservationsPerHour: 12 });
  });

  it("refuses values outside the limits with a message a person can read, keeps the rules and audits nothing", async () => {
    const before = (await audits()).length;
    const kept = (await admin().ok(READ)).reservationSettings;
    const cases: Array<[number, number, string]> = [
      [0, 3, MINUTES_MESSAGE],
      [-5, 3, MINUTES_MESSAGE],
      [1441, 3, MINUTES_MESSAGE],
      [15, 0, CAP_MESSAGE],
      [15, 101, CAP_MESSAGE],
      [15, -1, CAP_MESSAGE],
    ];
    for (const [m, n, message] of cases) {
      const error = await admin().fails(SAVE, { m, n });
      expect(error.message, `${m} minutes, ${n} reservations`).to.equal(message);
      expect(error.code).to.equal("BAD_USER_INPUT");
    }
    // Beyond a 32-bit Int the GraphQL layer refuses the number before the service sees it.
    const huge = await admin().gql(SAVE, { m: 2 ** 40, n: 3 });
    expect(huge.errors?.[0]?.message)
      .to.be.a("string")
      .and.not.match(/SQL|sqlite|ER_/i);
    expect(huge.data ?? null).to.equal(null);
    expect((await admin().ok(READ)).reservationSettings).to.deep.equal(kept);
    expect(await audits()).to.have.length(before);
  });

  it("is for admins only: a customer and a visitor can neither read nor change the rules", async () => {
    const customer = signIn(server().app, server().client(), await createCustomer(server().app));
    const kept = (await admin().ok(READ)).reservationSettings;
    for (const [who, code] of [
      [customer, "FORBIDDEN"],
      [server().client(), "UNAUTHENTICATED"],
    ] as const) {
      expect((await who.gql(READ)).errors?.[0]?.extensions?.code).to.equal(code);
      expect((await who.gql(SAVE, { m: 999, n: 99 })).errors?.[0]?.extensions?.code).to.equal(code);
    }
    expect((await admin().ok(READ)).reservationSettings).to.deep.equal(kept);
  });
});
