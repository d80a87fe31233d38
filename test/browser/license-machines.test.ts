import crypto from "node:crypto";
import fs from "node:fs";
import { expect } from "chai";
import { License } from "../../server/modules/licenses/license.entity";
import { openTab } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { createCustomer } from "../helpers/fixtures";
import type { TestServer } from "../helpers/test-server";
import { openAdminTab, toast } from "./admin-session";

/** A 2-seat licence of a new buyer, its two seats taken by two checks. */
async function fullLicense(server: TestServer, customerId: string, email: string): Promise<string> {
  const repo = server.app.db.manager.getRepository(License);
  const licenseKey = Array.from({ length: 4 }, () => crypto.randomBytes(2).toString("hex").toUpperCase()).join("-");
  await repo.save(
    repo.create({
      licenseKey,
      email,
      plan: "standard",
      softwareName: "StoryTag",
      status: true,
      startDate: new Date(),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      lastUsedAt: null,
      customerId,
      orderId: null,
      maxMachines: 2,
      heartbeatSeconds: null,
      graceDays: 0,
      entitlements: JSON.stringify(["pro"]),
    }),
  );
  for (const [fingerprint, name] of [
    ["fp-office", "Office PC"],
    ["fp-laptop", "Laptop"],
  ]) {
    expect(await check(server, licenseKey, fingerprint, name)).to.equal("VALID");
  }
  expect(await check(server, licenseKey, "fp-new", "New PC")).to.equal("TOO_MANY_MACHINES");
  return licenseKey;
}

async function check(server: TestServer, licenseKey: string, fingerprint: string, name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/check_license`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ license_key: licenseKey, fingerprint, name, platform: "windows" }),
  });
  return (await res.json()).code;
}

describe("licence machines (browser, #34)", () => {
  const env = useBrowserAndServer();

  it("lets a buyer on a phone download a machine's signed offline file and deactivate one of two machines, and the freed seat activates a new one", async () => {
    const server = env.server();
    const buyer = await createCustomer(server.app);
    const licenseKey = await fullLicense(server, buyer.id, buyer.email);
    const { page, context } = await openTab(env.browser(), server, { as: buyer, viewport: { width: 375, height: 800 } });
    await page.goto("/customer/dashboard");
    const card = page.getByTestId("license-card");
    await card.getByText("Computers: 2 of 2").waitFor();
    await card.getByTestId("license-plan-line").getByText("2 seats").waitFor();
    await card.getByText("pro", { exact: true }).waitFor();
    const machines = card.getByTestId("license-machine");
    expect(await machines.count()).to.equal(2);
    // The machine cards fit the phone's width: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);

    // The Laptop's offline licence file: signed with the published key, for that machine.
    const downloading = page.waitForEvent("download");
    await card.getByRole("button", { name: "Download the offline license file for Laptop" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).to.match(/^license-.+\.lic$/);
    const file = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as { key_id: string; payload: string; signature: string };
    const { keys } = (await (await fetch(`${server.url}/api/license-public-keys`)).json()) as { keys: { keyId: string; publicKeyPem: string }[] };
    const key = keys.find((k) => k.keyId === file.key_id)!;
    expect(crypto.verify(null, Buffer.from(file.payload, "base64"), crypto.createPublicKey(key.publicKeyPem), Buffer.from(file.signature, "base64"))).to.equal(
      true,
    );
    expect(JSON.parse(Buffer.from(file.payload, "base64").toString("utf8"))).to.include({ license_key: licenseKey, fingerprint: "fp-laptop" });

    await card.getByRole("button", { name: "Deactivate Office PC" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Deactivate this computer?" });
    await confirm.getByText("Office PC loses its seat", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await toast(page, "Office PC deactivated: its seat is free");
    await card.getByText("Computers: 1 of 2").waitFor();
    expect(await machines.count()).to.equal(1);

    expect(await check(server, licenseKey, "fp-new", "New PC")).to.equal("VALID");
    await page.reload();
    await card.getByText("New PC").waitFor();
    await card.getByText("Computers: 2 of 2").waitFor();
    await context.close();
  });

  it("lets the admin see a licence's machines and history and reset its machines", async () => {
    const server = env.server();
    const buyer = await createCustomer(server.app);
    const licenseKey = await fullLicense(server, buyer.id, buyer.email);
    const { page, context } = await openAdminTab(env.browser(), server);
    await page.goto("/admin/licenses");
    await page.getByRole("button", { name: `Machines and history of ${licenseKey}` }).click();
    const dialog = page.getByRole("dialog", { name: `License ${licenseKey}` });
    await dialog.getByText("2 computers").waitFor();
    expect(await dialog.getByTestId("admin-license-machine").count()).to.equal(2);
    await dialog.getByTestId("license-history").getByText("computer activated", { exact: false }).first().waitFor();
    await dialog.getByRole("button", { name: "Reset machines" }).click();
    await page.getByRole("alertdialog", { name: "Reset all machines?" }).getByRole("button", { name: "Reset machines" }).click();
    await toast(page, "License machines reset successfully");
    await dialog.getByText("No computer is activated.").waitFor();
    await dialog.getByTestId("license-history").getByText("machines reset", { exact: false }).waitFor();
    expect(await check(server, licenseKey, "fp-other", "Other")).to.equal("VALID");
    await context.close();
  });
});
